// The only place an Octokit is built: @octokit/rest with retry and throttling, always with an explicit base
// URL. What may be retried depends on the route:
// - reads and idempotent writes (GET, PATCH, DELETE, cancel) are retried on 5xx, network errors, timeouts
//   and truncated or unparsable answers;
// - non-idempotent writes (create a comment or reaction, dispatch a workflow, re-run jobs) are never
//   retried by the HTTP layer after an answer that leaves open whether they took effect: the caller looks
//   first (GitHubError.uncertain). Rate-limit rejections (403/429 with `retry-after` or a rate-limit
//   message) are retried on every route: GitHub refused them before acting.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import {
  GitHubError,
  IncompleteListingError,
  PULL_FILES_CAP,
  type CollaboratorPermission,
  type CommitStatus,
  type GitHubPort,
  type IssueComment,
  type PullRequest,
  type ReactionContent,
  type RepoRef,
  type RunJob,
  type SelfHostedRunner,
  type WorkflowRun,
} from './port.js';
import { mergeMethods } from './octokit-merge.js';
import { dataBranchMethods } from './octokit-data-branch.js';
import type { DataBranchPort } from './port.js';

export interface OctokitPortOptions {
  token: string;
  baseUrl: string;
  repo: RepoRef;
  log?: (line: string) => void;
  /** Retries for rate limits and server errors. */
  retries?: number;
  /** Pace writes as GitHub asks (default). Off only in-process tests that race writers on purpose. */
  throttle?: boolean;
  /** A request (answer included) that takes longer fails as a timeout. Default 20 s. */
  timeoutMs?: number;
  /** Milliseconds per backoff unit and per second of `retry-after` (default 1000; tests shrink it). */
  retryBaseMs?: number;
  /** Token for repository_dispatch to another repository (the dashboard); default `token`. */
  dispatchToken?: string;
  /**
   * The longest wait for a rate limit to lift before the request fails instead (default 15 minutes). A
   * step that holds GPUs while it waits (a benchmark job's look before its launcher) sets a short one.
   */
  maxRateLimitWaitSeconds?: number;
}

const RetryingOctokit = Octokit.plugin(retry, throttling);

/** Statuses the retry plugin leaves alone: client errors, and rate limits (retried by the hook below). */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/** Per-request option for non-idempotent writes: the HTTP layer never repeats them. */
const ONCE = { request: { retries: 0 } } as const;

/**
 * fetch with a deadline and a checked body: a hang becomes an error, and a 2xx JSON answer that does not
 * parse (cut off mid-way) becomes an error instead of a string where an object was expected. Octokit
 * turns both into a retriable RequestError (status 500).
 */
export function guardedFetch(timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = () => new Error(`no answer within ${timeoutMs / 1000} s`);
    let res: Response;
    try {
      res = await fetch(input, { ...init, signal });
    } catch (e) {
      throw signal.aborted ? timedOut() : e;
    }
    const type = res.headers.get('content-type') ?? '';
    if (res.status < 200 || res.status >= 300 || res.status === 204 || !/json/i.test(type)) return res;
    let text: string;
    try {
      text = await res.text();
    } catch (e) {
      throw signal.aborted ? timedOut() : new Error(`answer cut off: ${(e as Error).message}`);
    }
    try {
      JSON.parse(text);
    } catch {
      throw new Error(`truncated or unparsable JSON answer (${text.length} bytes)`);
    }
    const checked = new Response(text, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    // Pagination resolves the next page against the answer's URL, which a constructed Response lacks.
    Object.defineProperty(checked, 'url', { value: res.url });
    return checked;
  };
}

/** Seconds to wait before retrying a rate-limited request, or undefined when it was not rate-limited. */
function rateLimitWait(e: unknown): number | undefined {
  const err = e as { status?: number; message?: string; response?: { headers?: Record<string, string> } };
  const after = Number(err.response?.headers?.['retry-after']);
  const limited =
    err.status === 429 ||
    (err.status === 403 && (Number.isFinite(after) || /rate limit/i.test(err.message ?? '')));
  if (!limited) return undefined;
  return Math.min(60, Number.isFinite(after) && after >= 0 ? after : 1);
}
type Client = InstanceType<typeof RetryingOctokit>;

interface Ctx {
  octokit: Client;
  owner: string;
  repo: string;
}

export function createOctokitPort(opts: OctokitPortOptions): GitHubPort {
  const ctx: Ctx = { octokit: client(opts), ...opts.repo };
  return {
    repo: opts.repo,
    live: true,
    ...pullCalls(ctx),
    ...commentCalls(ctx),
    ...reactionCalls(ctx),
    ...prNoteCalls(ctx),
    ...runCalls(ctx),
    ...jobCalls(ctx),
    // The merge half's reads and the dashboard dispatch (its own client when it has its own token).
    ...mergeMethods({
      octokit: ctx.octokit,
      dispatcher: opts.dispatchToken ? client({ ...opts, token: opts.dispatchToken }) : ctx.octokit,
      repo: opts.repo,
      call,
    }),
  };
}

/** The results data branch's git calls, with the same client rules (retries, throttling, deadlines). */
export function createDataBranchPort(opts: OctokitPortOptions): DataBranchPort {
  return dataBranchMethods({ octokit: client(opts), repo: opts.repo, call });
}

function client(opts: OctokitPortOptions): Client {
  const log = opts.log ?? (() => {});
  const retries = opts.retries ?? 3;
  const maxWait = opts.maxRateLimitWaitSeconds ?? 900;
  // Both kinds of rate limit: wait as GitHub asks, a few times, never longer than maxWait at once.
  const wait =
    (kind: string) =>
    (retryAfter: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
      if (retryAfter > maxWait) {
        log(`${kind} on ${options.method} ${options.url} for ${retryAfter}s, over ${maxWait}s: not waiting`);
        return false;
      }
      log(`${kind} on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`);
      return retryCount < retries;
    };
  const throttle: ThrottlingOptions = {
    enabled: opts.throttle ?? true,
    onRateLimit: wait('rate limit'),
    onSecondaryRateLimit: wait('secondary rate limit'),
  };
  const base = opts.retryBaseMs ?? 1000;
  const octokit = new RetryingOctokit({
    auth: opts.token,
    baseUrl: opts.baseUrl,
    userAgent: 'sweep-orchestrator',
    throttle,
    retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: base },
    request: { fetch: guardedFetch(opts.timeoutMs ?? 20_000) },
    log: { debug: () => {}, info: () => {}, warn: log, error: log },
  });
  // Outermost: a rate-limit rejection the throttling plugin did not take (off, or no rate-limit headers)
  // is retried after `retry-after`, on every route — GitHub refused it before acting.
  octokit.hook.wrap('request', async (request, options) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(options);
      } catch (e) {
        const wait = rateLimitWait(e);
        if (wait === undefined || attempt >= retries) throw e;
        log(`rate limited on ${options.method} ${options.url}; retry ${attempt + 1} in ${wait}s`);
        await new Promise((r) => setTimeout(r, wait * base));
      }
    }
  });
  return octokit;
}

const statusOf = (e: unknown): number => (e as { status?: number }).status ?? 0;

/** A GitHub call whose failure becomes a GitHubError naming what was attempted; the original is its cause. */
async function call<T>(what: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    const status = statusOf(e);
    throw new GitHubError(status, `${what}: ${status || ''} ${(e as Error).message}`.trim(), { cause: e });
  }
}

/** Like `call`, but a 404 (already gone) is `gone()` instead of an error. */
async function unlessGone<T>(what: string, f: () => Promise<T>, gone: () => T): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (statusOf(e) === 404) return gone();
    throw new GitHubError(statusOf(e), `${what}: ${(e as Error).message}`, { cause: e });
  }
}

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

function pullCalls({ octokit, owner, repo }: Ctx) {
  return {
    getPull: (number: number) =>
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

    getCommitMessage: (sha: string) =>
      call(
        `get commit ${sha}`,
        async () => (await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha })).data.message,
      ),

    setCommitStatus: (sha: string, status: CommitStatus) =>
      call(`set status ${status.context} on ${sha}`, async () => {
        const { targetUrl, ...rest } = status;
        await octokit.rest.repos.createCommitStatus({
          owner,
          repo,
          sha,
          ...rest,
          ...(targetUrl ? { target_url: targetUrl } : {}),
        });
      }),

    getPermission: (user: string) =>
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
  } satisfies Partial<GitHubPort>;
}

function commentCalls({ octokit, owner, repo }: Ctx) {
  return {
    listLabels: (issue: number) =>
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

    listComments: async (issue: number) => {
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

    getComment: (id: number) =>
      unlessGone(
        `get comment ${id}`,
        async () => {
          const { data } = await octokit.rest.issues.getComment({ owner, repo, comment_id: id });
          return { ...toComment(data), updatedAt: data.updated_at };
        },
        () => null,
      ),

    createComment: (issue: number, body: string) =>
      call(`comment on #${issue}`, async () =>
        toComment(
          (await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body, ...ONCE })).data,
        ),
      ),

    updateComment: (id: number, body: string) =>
      call(`update comment ${id}`, async () =>
        toComment((await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body })).data),
      ),

    deleteComment: (id: number) =>
      unlessGone(
        `delete comment ${id}`,
        async () => {
          await octokit.rest.issues.deleteComment({ owner, repo, comment_id: id });
          return true;
        },
        () => false,
      ),
  } satisfies Partial<GitHubPort>;
}

function reactionCalls({ octokit, owner, repo }: Ctx) {
  return {
    addReaction: (commentId: number, content: ReactionContent) =>
      call(`react to comment ${commentId}`, async () => {
        await octokit.rest.reactions.createForIssueComment({
          owner,
          repo,
          comment_id: commentId,
          content,
          ...ONCE,
        });
      }),

    claimReaction: (commentId: number, content: ReactionContent) =>
      call(`react to comment ${commentId}`, async () => {
        const res = await octokit.rest.reactions.createForIssueComment({
          owner,
          repo,
          comment_id: commentId,
          content,
          ...ONCE,
        });
        return { id: res.data.id, created: res.status === 201 };
      }),

    listReactions: (commentId: number) =>
      call(`list reactions of comment ${commentId}`, async () =>
        (
          await octokit.paginate(octokit.rest.reactions.listForIssueComment, {
            owner,
            repo,
            comment_id: commentId,
            per_page: 100,
          })
        ).map((r) => ({
          id: r.id,
          content: r.content,
          user: r.user?.login ?? '',
          createdAt: r.created_at,
        })),
      ),

    deleteReaction: (commentId: number, reactionId: number) =>
      unlessGone(
        `delete reaction ${reactionId}`,
        async () => {
          await octokit.rest.reactions.deleteForIssueComment({
            owner,
            repo,
            comment_id: commentId,
            reaction_id: reactionId,
          });
        },
        () => undefined,
      ),
  } satisfies Partial<GitHubPort>;
}

/** What the guidance comment and the protected-path notice read and write besides comments. */
function prNoteCalls({ octokit, owner, repo }: Ctx) {
  return {
    listPullFiles: async (number: number) => {
      const expected = await call(
        `get PR #${number}`,
        async () => (await octokit.rest.pulls.get({ owner, repo, pull_number: number })).data.changed_files,
      );
      const all = await call(`list files of #${number}`, () =>
        octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: number, per_page: 100 }),
      );
      // GitHub stops listing at its cap: a PR at the cap may have more files than it shows.
      if (all.length < expected || all.length >= PULL_FILES_CAP)
        throw new IncompleteListingError(
          `files of #${number}`,
          all.length,
          Math.max(expected, all.length + 1),
        );
      return all.map((f) => ({
        filename: f.filename,
        ...(f.previous_filename ? { previousFilename: f.previous_filename } : {}),
        additions: f.additions,
        deletions: f.deletions,
      }));
    },

    listIssueReactions: (issue: number) =>
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

    claimIssueReaction: (issue: number, content: ReactionContent) =>
      call(`react to #${issue}`, async () => {
        const res = await octokit.rest.reactions.createForIssue({
          owner,
          repo,
          issue_number: issue,
          content,
          ...ONCE,
        });
        return { id: res.data.id, created: res.status === 201 };
      }),

    addIssueReaction: (issue: number, content: ReactionContent) =>
      call(`react to #${issue}`, async () => {
        await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issue, content });
      }),
  } satisfies Partial<GitHubPort>;
}

function runCalls({ octokit, owner, repo }: Ctx) {
  return {
    dispatchWorkflow: (workflow: string, ref: string, inputs: Record<string, string>) =>
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
            ...ONCE,
          },
        );
        const data = (res.status === 200 ? res.data : undefined) as
          { workflow_run_id?: number | bigint; html_url?: string } | undefined;
        return {
          ...(data?.workflow_run_id !== undefined ? { runId: Number(data.workflow_run_id) } : {}),
          ...(data?.html_url ? { htmlUrl: data.html_url } : {}),
        };
      }),

    listWorkflowRuns: async (workflow: string, statuses: readonly string[]) => {
      const lists = await Promise.all(
        statuses.map((status) => runsIn({ octokit, owner, repo }, workflow, status)),
      );
      const byId = new Map(lists.flat().map((r) => [r.id, r]));
      return [...byId.values()].sort((a, b) => a.id - b.id);
    },

    listRunJobs: async (runId: number) => {
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
                labels: j.labels ?? [],
                createdAt: j.created_at ?? j.started_at ?? null,
                startedAt: j.started_at ?? null,
                runnerName: j.runner_name ?? null,
                steps: (j.steps ?? []).map((st) => ({
                  name: st.name,
                  number: st.number,
                  status: st.status,
                  conclusion: st.conclusion,
                })),
              });
            return [];
          },
        ),
      );
      if (jobs.length < total) throw new IncompleteListingError(`jobs of run ${runId}`, jobs.length, total);
      return jobs;
    },

    listRunners: async () => {
      const runners: SelfHostedRunner[] = [];
      let total = 0;
      await call('list self-hosted runners', () =>
        octokit.paginate(
          octokit.rest.actions.listSelfHostedRunnersForRepo,
          { owner, repo, per_page: 100 },
          (res) => {
            total = res.data.total_count;
            for (const r of res.data)
              runners.push({
                name: r.name,
                status: r.status,
                busy: r.busy,
                labels: r.labels.map((l) => l.name),
              });
            return [];
          },
        ),
      );
      if (runners.length < total)
        throw new IncompleteListingError('self-hosted runners', runners.length, total);
      return runners;
    },

    cancelWorkflowRun: (runId: number) =>
      call(`cancel run ${runId}`, async () => {
        await octokit.rest.actions.cancelWorkflowRun({ owner, repo, run_id: runId });
      }),

    rerunFailedJobs: (runId: number) =>
      call(`re-run failed jobs of run ${runId}`, async () => {
        await octokit.rest.actions.reRunWorkflowFailedJobs({ owner, repo, run_id: runId, ...ONCE });
      }),
  } satisfies Partial<GitHubPort>;
}

/** A sweep's jobs as the watcher reads them: runs since a time, a job's log and its annotations. */
function jobCalls({ octokit, owner, repo }: Ctx) {
  return {
    listWorkflowRunsSince: async (workflow: string, since: string) => {
      const runs: WorkflowRun[] = [];
      let total = 0;
      await call(`list runs of ${workflow} since ${since}`, () =>
        octokit.paginate(
          octokit.rest.actions.listWorkflowRuns,
          { owner, repo, workflow_id: workflow, created: `>=${since}`, per_page: 100 },
          (res) => {
            total = res.data.total_count;
            runs.push(...res.data.map(toRun));
            return [];
          },
        ),
      );
      if (runs.length < total) throw new IncompleteListingError(`runs of ${workflow}`, runs.length, total);
      return runs.sort((a, b) => a.id - b.id);
    },

    getJobLog: (jobId: number) =>
      call(`read the log of job ${jobId}`, async () => {
        // GitHub answers with a redirect to the log's text, which fetch follows.
        const res = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner, repo, job_id: jobId });
        const data: unknown = res.data;
        return typeof data === 'string'
          ? data
          : data instanceof ArrayBuffer
            ? new TextDecoder().decode(data)
            : '';
      }),

    listJobAnnotations: (jobId: number) =>
      call(`list the annotations of job ${jobId}`, async () => {
        const all = await octokit.paginate(octokit.rest.checks.listAnnotations, {
          owner,
          repo,
          check_run_id: jobId,
          per_page: 100,
        });
        return all.map((a) => a.message ?? '').filter((m) => m !== '');
      }),
  } satisfies Partial<GitHubPort>;
}

/** Runs of one workflow in one status, over all pages; a listing short of GitHub's count throws. */
async function runsIn(
  { octokit, owner, repo }: Ctx,
  workflow: string,
  status: string,
): Promise<WorkflowRun[]> {
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
}
