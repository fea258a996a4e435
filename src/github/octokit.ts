// The only place an Octokit is built: @octokit/rest with retry (5xx, network) and throttling (primary and
// secondary rate limits, honouring `retry-after`). The base URL is always explicit.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import {
  GitHubError,
  IncompleteListingError,
  PULL_FILES_CAP,
  type CollaboratorPermission,
  type GitHubPort,
  type IssueComment,
  type PullRequest,
  type RepoRef,
  type RunJob,
  type WorkflowRun,
} from './port.js';

export interface OctokitPortOptions {
  token: string;
  baseUrl: string;
  repo: RepoRef;
  log?: (line: string) => void;
  /** Retries for rate limits and server errors. */
  retries?: number;
  /** Pace writes as GitHub asks (default). Off only in-process tests that race writers on purpose. */
  throttle?: boolean;
}

const RetryingOctokit = Octokit.plugin(retry, throttling);

export function createOctokitPort(opts: OctokitPortOptions): GitHubPort {
  const log = opts.log ?? (() => {});
  const retries = opts.retries ?? 3;
  const throttle: ThrottlingOptions = {
    enabled: opts.throttle ?? true,
    onRateLimit: (retryAfter, options, _o, retryCount) => {
      log(`rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`);
      return retryCount < retries;
    },
    onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
      log(
        `secondary rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`,
      );
      return retryCount < retries;
    },
  };
  const octokit = new RetryingOctokit({
    auth: opts.token,
    baseUrl: opts.baseUrl,
    userAgent: 'sweep-orchestrator',
    throttle,
    retry: { retries },
    log: { debug: () => {}, info: () => {}, warn: log, error: log },
  });
  const { owner, repo } = opts.repo;
  const call = async <T>(what: string, f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (e) {
      const status = (e as { status?: number }).status ?? 0;
      throw new GitHubError(status, `${what}: ${status || ''} ${(e as Error).message}`.trim());
    }
  };

  const toComment = (c: {
    id: number;
    body?: string;
    user: { login: string; type?: string } | null;
    created_at: string;
  }): IssueComment => ({
    id: c.id,
    body: c.body ?? '',
    user: c.user?.login ?? '',
    userType: c.user?.type ?? '',
    createdAt: c.created_at,
  });

  const toRun = (r: {
    id: number;
    name?: string | null;
    display_title: string;
    status: string | null;
    conclusion: string | null;
    head_sha: string;
    event: string;
    created_at: string;
    html_url: string;
  }): WorkflowRun => ({
    id: r.id,
    name: r.name ?? '',
    displayTitle: r.display_title,
    status: r.status ?? '',
    conclusion: r.conclusion,
    headSha: r.head_sha,
    event: r.event,
    createdAt: r.created_at,
    htmlUrl: r.html_url,
  });

  const port: GitHubPort = {
    repo: opts.repo,
    live: true,

    getPull: (number) =>
      call(`get PR #${number}`, async () => {
        const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
        const pr: PullRequest = {
          number: data.number,
          state: data.state === 'open' ? 'open' : 'closed',
          merged: data.merged,
          draft: data.draft ?? false,
          headSha: data.head.sha,
          headRef: data.head.ref,
          headRepo: data.head.repo?.full_name ?? null,
          baseRepo: data.base.repo.full_name,
          baseRef: data.base.ref,
          baseSha: data.base.sha,
          mergeSha: data.merge_commit_sha,
          mergeable: data.mergeable,
          labels: data.labels.map((l) => l.name),
          comments: data.comments,
          changedFiles: data.changed_files,
        };
        return pr;
      }),

    getCommitMessage: (sha) =>
      call(
        `get commit ${sha}`,
        async () => (await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha })).data.message,
      ),

    listLabels: (issue) =>
      call(`list labels of #${issue}`, async () =>
        (
          await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
            owner,
            repo,
            issue_number: issue,
            per_page: 100,
          })
        ).map((l) => l.name),
      ),

    listComments: async (issue) => {
      const expected = await call(
        `get issue #${issue}`,
        async () => (await octokit.rest.issues.get({ owner, repo, issue_number: issue })).data.comments,
      );
      const all = await call(`list comments of #${issue}`, () =>
        octokit.paginate(octokit.rest.issues.listComments, {
          owner,
          repo,
          issue_number: issue,
          per_page: 100,
        }),
      );
      if (all.length < expected)
        throw new IncompleteListingError(`comments of #${issue}`, all.length, expected);
      return all.map(toComment);
    },

    createComment: (issue, body) =>
      call(`comment on #${issue}`, async () =>
        toComment((await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body })).data),
      ),

    updateComment: (id, body) =>
      call(`update comment ${id}`, async () =>
        toComment((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data),
      ),

    deleteComment: async (id) => {
      try {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
        return true;
      } catch (e) {
        if ((e as { status?: number }).status === 404) return false;
        throw new GitHubError(
          (e as { status?: number }).status ?? 0,
          `delete comment ${id}: ${(e as Error).message}`,
        );
      }
    },

    listPullFiles: async (number) => {
      const expected = (await port.getPull(number)).changedFiles;
      const all = await call(`list files of #${number}`, () =>
        octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 }),
      );
      if ((expected !== undefined && all.length < expected) || all.length >= PULL_FILES_CAP)
        throw new IncompleteListingError(
          `files of #${number}`,
          all.length,
          Math.max(expected ?? 0, all.length + 1),
        );
      return all.map((f) => ({
        filename: f.filename,
        ...(f.previous_filename ? { previousFilename: f.previous_filename } : {}),
        additions: f.additions,
        deletions: f.deletions,
      }));
    },

    listIssueReactions: (issue) =>
      call(`list reactions of #${issue}`, async () =>
        (
          await octokit.paginate(octokit.rest.reactions.listForIssue, {
            owner,
            repo,
            issue_number: issue,
            per_page: 100,
          })
        ).map((r) => ({ id: r.id, content: r.content, user: r.user?.login ?? '' })),
      ),

    addIssueReaction: (issue, content) =>
      call(`react to #${issue}`, async () => {
        await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issue, content });
      }),

    addReaction: (commentId, content) =>
      call(`react to comment ${commentId}`, async () => {
        await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
      }),

    listReactions: (commentId) =>
      call(`list reactions of comment ${commentId}`, async () =>
        (
          await octokit.paginate(octokit.rest.reactions.listForIssueComment, {
            owner,
            repo,
            comment_id: commentId,
            per_page: 100,
          })
        ).map((r) => ({ id: r.id, content: r.content, user: r.user?.login ?? '' })),
      ),

    deleteReaction: async (commentId, reactionId) => {
      try {
        await octokit.rest.reactions.deleteForIssueComment({
          owner,
          repo,
          comment_id: commentId,
          reaction_id: reactionId,
        });
      } catch (e) {
        if ((e as { status?: number }).status !== 404)
          throw new GitHubError(
            (e as { status?: number }).status ?? 0,
            `delete reaction ${reactionId}: ${(e as Error).message}`,
          );
      }
    },

    setCommitStatus: (sha, status) =>
      call(`set status ${status.context} on ${sha}`, async () => {
        await octokit.rest.repos.createCommitStatus({ owner, repo, sha, ...status });
      }),

    getPermission: (user) =>
      call(`permission of ${user}`, async () => {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
          owner,
          repo,
          username: user,
        });
        const p: CollaboratorPermission = {
          permission: data.permission ?? '',
          roleName: data.role_name ?? '',
        };
        return p;
      }),

    dispatchWorkflow: (workflow, ref, inputs) =>
      call(`dispatch ${workflow}`, async () => {
        const res = await octokit.request(
          'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches',
          {
            owner,
            repo,
            workflow_id: workflow,
            ref,
            inputs,
            return_run_details: true,
          },
        );
        const data = (res.status === 200 ? res.data : undefined) as
          { workflow_run_id?: number | bigint; html_url?: string } | undefined;
        return {
          ...(data?.workflow_run_id !== undefined ? { runId: Number(data.workflow_run_id) } : {}),
          ...(data?.html_url ? { htmlUrl: data.html_url } : {}),
        };
      }),

    listWorkflowRuns: async (workflow, statuses) => {
      const lists = await Promise.all(
        statuses.map(async (status) => {
          const runs: WorkflowRun[] = [];
          let total = 0;
          await call(`list runs of ${workflow}`, () =>
            octokit.paginate(
              octokit.rest.actions.listWorkflowRuns,
              { owner, repo, workflow_id: workflow, status: status as 'queued', per_page: 100 },
              (res) => {
                total = res.data.total_count;
                runs.push(...res.data.map(toRun));
                return [];
              },
            ),
          );
          if (runs.length < total)
            throw new IncompleteListingError(`${status} runs of ${workflow}`, runs.length, total);
          return runs;
        }),
      );
      const byId = new Map(lists.flat().map((r) => [r.id, r]));
      return [...byId.values()].sort((a, b) => a.id - b.id);
    },

    listRunJobs: async (runId) => {
      const jobs: RunJob[] = [];
      let total = 0;
      await call(`list jobs of run ${runId}`, () =>
        octokit.paginate(
          octokit.rest.actions.listJobsForWorkflowRun,
          { owner, repo, run_id: runId, filter: 'all', per_page: 100 },
          (res) => {
            total = res.data.total_count;
            for (const j of res.data)
              jobs.push({
                id: j.id,
                name: j.name,
                attempt: j.run_attempt ?? 1,
                status: j.status,
                conclusion: j.conclusion,
                completedAt: j.completed_at,
              });
            return [];
          },
        ),
      );
      if (jobs.length < total) throw new IncompleteListingError(`jobs of run ${runId}`, jobs.length, total);
      return jobs;
    },

    cancelWorkflowRun: (runId) =>
      call(`cancel run ${runId}`, async () => {
        await octokit.rest.actions.cancelWorkflowRun({ owner, repo, run_id: runId });
      }),

    rerunFailedJobs: (runId) =>
      call(`re-run failed jobs of run ${runId}`, async () => {
        await octokit.rest.actions.reRunWorkflowFailedJobs({ owner, repo, run_id: runId });
      }),
  };
  return port;
}
