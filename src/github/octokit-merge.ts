// The Octokit side of the merge half's port methods: runs as reuse sources, their artifacts (one file read
// out of the archive), commit → PR, label history, commit statuses, and repository_dispatch to the
// dashboard. Listings are complete or throw; the dispatch is made once, never retried here.
import type { Octokit } from '@octokit/rest';
import {
  GitHubError,
  IncompleteListingError,
  type ArtifactRef,
  type CommitStatus,
  type LabelHistoryEvent,
  type MergePort,
  type RepoRef,
} from './port.js';
import { readZipEntries, readZipEntry } from './zip.js';

interface MergeClients {
  octokit: Octokit;
  /** The client for repository_dispatch (its own token when the dashboard needs one). */
  dispatcher: Octokit;
  repo: RepoRef;
  call: <T>(what: string, f: () => Promise<T>) => Promise<T>;
}

interface ArtifactJson {
  id: number;
  name: string;
  expired: boolean;
  created_at?: string | null;
  workflow_run?: { id?: number } | null;
}

const toArtifact = (a: ArtifactJson): ArtifactRef => ({
  id: a.id,
  name: a.name,
  expired: a.expired,
  runId: a.workflow_run?.id ?? null,
  createdAt: a.created_at ?? '',
});

export function mergeMethods(c: MergeClients): MergePort {
  return { ...runReads(c), ...commitCalls(c) };
}

/** A run, its artifacts, artifacts by name, and one file of an artifact's archive. */
function runReads({ octokit, repo: ref, call }: MergeClients) {
  const { owner, repo } = ref;
  const artifacts = async (
    what: string,
    list: (page: number) => Promise<{ total_count: number; artifacts: ArtifactJson[] }>,
  ) => {
    const out: ArtifactRef[] = [];
    let total = 0;
    for (let page = 1; page <= 100; page++) {
      const data = await call(what, () => list(page));
      total = data.total_count;
      out.push(...data.artifacts.map(toArtifact));
      if (data.artifacts.length < 100 || out.length >= total) break;
    }
    if (out.length < total) throw new IncompleteListingError(what, out.length, total);
    return out;
  };
  return {
    getRun: async (runId) => {
      try {
        const { data } = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
        return {
          id: data.id,
          path: data.path,
          event: data.event,
          status: data.status ?? '',
          conclusion: data.conclusion,
          displayTitle: data.display_title,
          headSha: data.head_sha,
          createdAt: data.created_at,
          attempt: data.run_attempt ?? 1,
          htmlUrl: data.html_url,
        };
      } catch (e) {
        const status = (e as { status?: number }).status ?? 0;
        if (status === 404) return null;
        throw new GitHubError(status, `get run ${runId}: ${status || ''} ${(e as Error).message}`.trim());
      }
    },

    listRunArtifacts: (runId) =>
      artifacts(`artifacts of run ${runId}`, async (page) => {
        const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
          owner,
          repo,
          run_id: runId,
          per_page: 100,
          page,
        });
        return data as { total_count: number; artifacts: ArtifactJson[] };
      }),

    findArtifacts: async (name) =>
      (
        await artifacts(`artifacts named ${name}`, async (page) => {
          const { data } = await octokit.rest.actions.listArtifactsForRepo({
            owner,
            repo,
            name,
            per_page: 100,
            page,
          });
          return data as { total_count: number; artifacts: ArtifactJson[] };
        })
      )
        .filter((a) => a.name === name)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),

    readArtifactFile: (artifactId, file) =>
      call(`download artifact ${artifactId}`, async () => {
        const { data } = await octokit.rest.actions.downloadArtifact({
          owner,
          repo,
          artifact_id: artifactId,
          archive_format: 'zip',
        });
        const bytes = new Uint8Array(data as ArrayBuffer);
        return readZipEntry(bytes, file)?.toString('utf8');
      }),

    readArtifactFiles: (artifactId, accept) =>
      call(`download artifact ${artifactId}`, async () => {
        const { data } = await octokit.rest.actions.downloadArtifact({
          owner,
          repo,
          artifact_id: artifactId,
          archive_format: 'zip',
        });
        return readZipEntries(new Uint8Array(data as ArrayBuffer), accept).map((e) => ({
          path: e.path,
          text: e.data.toString('utf8'),
        }));
      }),
  } satisfies Partial<MergePort>;
}

/** Commit → PRs, label history, commit statuses, and repository_dispatch. */
function commitCalls({ octokit, dispatcher, repo: ref, call }: MergeClients) {
  const { owner, repo } = ref;
  return {
    listCommitPulls: (sha: string) =>
      call(`list PRs of commit ${sha}`, async () => {
        const pulls = await octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
          owner,
          repo,
          commit_sha: sha,
          per_page: 100,
        });
        return pulls.map((p) => p.number);
      }),

    listLabelEvents: (issue: number) =>
      call(`list label events of #${issue}`, async () => {
        const events = await octokit.paginate(octokit.rest.issues.listEvents, {
          owner,
          repo,
          issue_number: issue,
          per_page: 100,
        });
        return events.flatMap((e): LabelHistoryEvent[] => {
          const label = (e as { label?: { name?: string } }).label?.name;
          return (e.event === 'labeled' || e.event === 'unlabeled') && label
            ? [{ event: e.event, label, createdAt: e.created_at }]
            : [];
        });
      }),

    listCommitStatuses: (sha: string) =>
      call(`list statuses of ${sha}`, async () => {
        const statuses = await octokit.paginate(octokit.rest.repos.listCommitStatusesForRef, {
          owner,
          repo,
          ref: sha,
          per_page: 100,
        });
        return statuses.map((s): CommitStatus => ({
          state: s.state as CommitStatus['state'],
          context: s.context,
          description: s.description ?? '',
          ...(s.target_url ? { targetUrl: s.target_url } : {}),
        }));
      }),

    repositoryDispatch: (target: string, eventType: string, payload: Record<string, unknown>) => {
      const [o, r] = target.split('/') as [string, string];
      return call(`repository_dispatch ${eventType} to ${target}`, async () => {
        // A dispatch cannot be taken back: no automatic retry, the caller decides after an unknown outcome.
        await dispatcher.request('POST /repos/{owner}/{repo}/dispatches', {
          owner: o,
          repo: r,
          event_type: eventType,
          client_payload: payload,
          request: { retries: 0 },
        });
      });
    },
  } satisfies Partial<MergePort>;
}
