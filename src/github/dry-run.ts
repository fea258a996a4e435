// The `dry-run` input: reads go to GitHub, every write is logged instead of made. Callers cannot tell
// the difference except through `live`, so no code path needs `if (!dryRun)`.
import type { GitHubPort, IssueComment } from './port.js';

export function dryRunPort(inner: GitHubPort, log: (line: string) => void): GitHubPort {
  const fake = (body: string): IssueComment => ({
    id: 0,
    body,
    user: 'dry-run',
    userType: 'Bot',
    createdAt: new Date(0).toISOString(),
  });
  const preview = (s: string) => JSON.stringify(s.length > 120 ? `${s.slice(0, 117)}...` : s);
  return {
    repo: inner.repo,
    live: false,
    getPull: (n) => inner.getPull(n),
    getCommitMessage: (sha) => inner.getCommitMessage(sha),
    listLabels: (n) => inner.listLabels(n),
    listComments: (n) => inner.listComments(n),
    getPermission: (u) => inner.getPermission(u),
    listWorkflowRuns: (w, s) => inner.listWorkflowRuns(w, s),
    listRunJobs: (id) => inner.listRunJobs(id),
    listWorkflowRunsSince: (w, since) => inner.listWorkflowRunsSince(w, since),
    getJobLog: (id) => inner.getJobLog(id),
    listJobAnnotations: (id) => inner.listJobAnnotations(id),
    listRunners: () => inner.listRunners(),
    createComment: async (issue, body) => {
      log(`[dry-run] would create a comment on #${issue}: ${preview(body)}`);
      return fake(body);
    },
    updateComment: async (id, body) => {
      log(`[dry-run] would update comment ${id}: ${preview(body)}`);
      return { ...fake(body), id };
    },
    deleteComment: async (id) => {
      log(`[dry-run] would delete comment ${id}`);
      return true;
    },
    listReactions: (id) => inner.listReactions(id),
    getComment: (id) => inner.getComment(id),
    claimReaction: async (id, content) => {
      log(`[dry-run] would react ${content} to comment ${id}`);
      return { id: 0, created: true };
    },
    listPullFiles: (n) => inner.listPullFiles(n),
    listIssueReactions: (n) => inner.listIssueReactions(n),
    addIssueReaction: async (n, content) => log(`[dry-run] would react ${content} to #${n}`),
    claimIssueReaction: async (n, content) => {
      log(`[dry-run] would react ${content} to #${n}`);
      return { id: 0, created: true };
    },
    addReaction: async (id, content) => log(`[dry-run] would react ${content} to comment ${id}`),
    deleteReaction: async (id, reaction) =>
      log(`[dry-run] would delete reaction ${reaction} from comment ${id}`),
    setCommitStatus: async (sha, st) => log(`[dry-run] would set status ${st.context}=${st.state} on ${sha}`),
    dispatchWorkflow: async (workflow, ref, inputs) => {
      log(`[dry-run] would dispatch ${workflow} on ${ref} with ${JSON.stringify(inputs)}`);
      return {};
    },
    cancelWorkflowRun: async (id) => log(`[dry-run] would cancel run ${id}`),
    rerunFailedJobs: async (id) => log(`[dry-run] would re-run failed jobs of run ${id}`),
    // The merge half: reads pass through; the dashboard dispatch is only logged.
    getRun: (id) => inner.getRun(id),
    listRunArtifacts: (id) => inner.listRunArtifacts(id),
    findArtifacts: (name) => inner.findArtifacts(name),
    readArtifactFile: (id, file) => inner.readArtifactFile(id, file),
    readArtifactFiles: (id, accept) => inner.readArtifactFiles(id, accept),
    listCommitPulls: (sha) => inner.listCommitPulls(sha),
    listLabelEvents: (n) => inner.listLabelEvents(n),
    listCommitStatuses: (sha) => inner.listCommitStatuses(sha),
    repositoryDispatch: async (target, type, payload) =>
      log(
        `[dry-run] would send repository_dispatch ${type} to ${target}: ${preview(JSON.stringify(payload))}`,
      ),
  };
}
