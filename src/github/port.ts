// The one GitHub port: every read and write the product makes. The Octokit adapter (octokit.ts) is the
// only implementation that talks HTTP; dry-run.ts wraps it to log writes instead of making them.

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface IssueComment {
  id: number;
  body: string;
  user: string;
  userType: string;
  createdAt: string;
}

export interface PullRequest {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  baseRepo: string;
  baseRef: string;
  baseSha: string;
  mergeSha: string | null;
  mergeable: boolean | null;
  labels: string[];
  /** Number of issue comments GitHub reports, used to prove a listing complete. */
  comments: number;
  /** Number of changed files GitHub reports, used to prove a file listing complete. */
  changedFiles?: number;
}

/** One file of a PR's diff (`GET /pulls/{n}/files`). */
export interface PullFile {
  filename: string;
  /** The path before a rename. */
  previousFilename?: string;
  additions: number;
  deletions: number;
}

/** GitHub lists at most this many files of a PR; a PR at the cap may have more. */
export const PULL_FILES_CAP = 3000;

export interface WorkflowRun {
  id: number;
  name: string;
  displayTitle: string;
  status: string;
  conclusion: string | null;
  headSha: string;
  event: string;
  createdAt: string;
  htmlUrl: string;
}

/** One job of a workflow run (one attempt). Benchmark job names end in ` / <row id>`. */
export interface RunJob {
  id: number;
  name: string;
  attempt: number;
  status: string;
  conclusion: string | null;
  completedAt: string | null;
  /** The labels the job asked for (`runs-on`), when GitHub lists them. */
  labels?: string[];
  /** When the job was queued. */
  createdAt?: string | null;
  /** When a runner started it. */
  startedAt?: string | null;
  runnerName?: string | null;
  /** Its steps in order, as GitHub lists them (a failed job names the step that failed). */
  steps?: JobStep[];
}

/** One step of a job (`steps` of the jobs listing). */
export interface JobStep {
  name: string;
  number: number;
  status: string;
  conclusion: string | null;
}

/** A self-hosted runner of the repository (`GET /actions/runners`). */
export interface SelfHostedRunner {
  name: string;
  /** `online` or `offline`. */
  status: string;
  busy: boolean;
  labels: string[];
}

export interface CollaboratorPermission {
  permission: string;
  roleName: string;
}

export type ReactionContent = '+1' | '-1' | 'eyes' | 'rocket' | 'confused';

export interface Reaction {
  id: number;
  content: string;
  user: string;
  /** When it was created (GitHub's clock). */
  createdAt?: string;
}

export interface CommitStatus {
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  description: string;
  /** The page the status links to (a fail-fast stop names its sweep run here). */
  targetUrl?: string;
}

export interface DispatchResult {
  runId?: number;
  htmlUrl?: string;
}

/** In-flight statuses of a workflow run (everything but `completed`). */
export const inFlightStatuses = ['queued', 'in_progress', 'waiting', 'pending', 'requested'] as const;

export interface GitHubPort extends MergePort {
  readonly repo: RepoRef;
  /** Whether writes really happen (false for the dry-run port). */
  readonly live: boolean;

  getPull(number: number): Promise<PullRequest>;
  /** Full commit message of `sha` (`[skip-sweep]` in the head commit's message is read from it). */
  getCommitMessage(sha: string): Promise<string>;
  /** Every label, over all pages. */
  listLabels(issue: number): Promise<string[]>;
  /** Every comment, over all pages; throws IncompleteListingError rather than return a partial list. */
  listComments(issue: number): Promise<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<IssueComment>;
  /** Resolves false when the comment is already gone (404). */
  deleteComment(id: number): Promise<boolean>;
  addReaction(commentId: number, content: ReactionContent): Promise<void>;
  /**
   * Creates this token's reaction on a comment once: GitHub answers 201 when it creates it and 200 when the
   * same user's reaction is already there, so of two callers racing for it exactly one sees `created`.
   * Never retried (an uncertain answer is the caller's to look after).
   */
  claimReaction(commentId: number, content: ReactionContent): Promise<{ id: number; created: boolean }>;
  /** Reactions on an issue comment, over all pages. */
  listReactions(commentId: number): Promise<Reaction[]>;
  /** One issue comment as GitHub holds it now (its text and when it last changed); null when deleted. */
  getComment(id: number): Promise<(IssueComment & { updatedAt: string }) | null>;
  /** Resolves quietly when the reaction is already gone (404). */
  deleteReaction(commentId: number, reactionId: number): Promise<void>;
  /** Every file of the PR's diff; throws IncompleteListingError when the listing is short or at the cap. */
  listPullFiles(number: number): Promise<PullFile[]>;
  /** Reactions on the PR itself (its description), over all pages. */
  listIssueReactions(issue: number): Promise<{ id: number; content: string; user: string }[]>;
  addIssueReaction(issue: number, content: ReactionContent): Promise<void>;
  /** Like `claimReaction`, on the PR itself: `created` for exactly one of racing callers. Never retried. */
  claimIssueReaction(issue: number, content: ReactionContent): Promise<{ id: number; created: boolean }>;
  /** A commit status on `sha` (e.g. the failing `sweep/mergeable` check of a conflicted PR). */
  setCommitStatus(sha: string, status: CommitStatus): Promise<void>;
  /** `GET /collaborators/{user}/permission`: the permission and role every privileged action checks. */
  getPermission(user: string): Promise<CollaboratorPermission>;
  /** `workflow_dispatch` with `return_run_details: true`. */
  dispatchWorkflow(workflow: string, ref: string, inputs: Record<string, string>): Promise<DispatchResult>;
  /** Runs of one workflow in the given statuses, over all pages. */
  listWorkflowRuns(workflow: string, statuses: readonly string[]): Promise<WorkflowRun[]>;
  /** Runs of one workflow created at or after `since` (ISO), whatever their status, over all pages. */
  listWorkflowRunsSince(workflow: string, since: string): Promise<WorkflowRun[]>;
  /** Jobs of every attempt of a run, over all pages; throws IncompleteListingError on a partial list. */
  listRunJobs(runId: number): Promise<RunJob[]>;
  /** The repository's self-hosted runners, over all pages (needs a token that may read them; else 403). */
  listRunners(): Promise<SelfHostedRunner[]>;
  /** A job's log as text (GitHub keeps it once the job has ended; 404 or 410 when it has none). */
  getJobLog(jobId: number): Promise<string>;
  /** The messages of a job's annotations (where GitHub writes that a runner was lost), over all pages. */
  listJobAnnotations(jobId: number): Promise<string[]>;
  cancelWorkflowRun(runId: number): Promise<void>;
  rerunFailedJobs(runId: number): Promise<void>;
}

// ---- The merge half: reuse sources, artifacts, commit → PR, label history, commit records, the dashboard.

/** A workflow run as `GET /actions/runs/{id}` returns it. */
export interface RunDetails {
  id: number;
  /** The workflow file (`.github/workflows/run-sweep.yml`). */
  path: string;
  event: string;
  status: string;
  conclusion: string | null;
  displayTitle: string;
  headSha: string;
  createdAt: string;
  attempt: number;
  htmlUrl: string;
}

export interface ArtifactRef {
  id: number;
  name: string;
  /** GitHub deletes an artifact's files when it expires; the listing keeps it. */
  expired: boolean;
  runId: number | null;
  createdAt: string;
}

export interface LabelHistoryEvent {
  event: 'labeled' | 'unlabeled';
  label: string;
  createdAt: string;
}

export interface MergePort {
  /** Null when GitHub has no such run (404: deleted, expired, or another repository's). */
  getRun(runId: number): Promise<RunDetails | null>;
  /** Every artifact of the run (all attempts), over all pages. */
  listRunArtifacts(runId: number): Promise<ArtifactRef[]>;
  /** Artifacts of this repository with exactly this name, newest first, over all pages. */
  findArtifacts(name: string): Promise<ArtifactRef[]>;
  /** One file of an artifact's archive; undefined when the archive has no such file. */
  readArtifactFile(artifactId: number, file: string): Promise<string | undefined>;
  /** Every file of an artifact's archive whose path `accept` takes (UTF-8 text), in archive order. */
  readArtifactFiles(
    artifactId: number,
    accept?: (path: string) => boolean,
  ): Promise<{ path: string; text: string }[]>;
  /** `GET /commits/{sha}/pulls`: numbers of the PRs GitHub associates with the commit. */
  listCommitPulls(sha: string): Promise<number[]>;
  /** Every labeled/unlabeled event of an issue or PR, oldest first, over all pages. */
  listLabelEvents(issue: number): Promise<LabelHistoryEvent[]>;
  /** Statuses on `sha` (newest first), over all pages. */
  listCommitStatuses(sha: string): Promise<CommitStatus[]>;
  /** `POST /repos/{target}/dispatches`; `target` is `owner/name`. Never retried by the caller. */
  repositoryDispatch(target: string, eventType: string, payload: Record<string, unknown>): Promise<void>;
}

/** A listing that did not reach the count GitHub reported: callers fail closed, never act on part of it. */
export class IncompleteListingError extends Error {
  constructor(
    readonly what: string,
    readonly got: number,
    readonly expected: number,
  ) {
    super(`incomplete listing of ${what}: got ${got} of ${expected}; refusing to act on a partial list`);
  }
}

/**
 * A GitHub call that failed for good (after the retries its route allows), with the call named so the status
 * comment and the step failure can say which one. `uncertain`: the request may have taken effect (a 5xx, a
 * timeout, a truncated or unparsable answer) — a non-idempotent write must look before it writes again.
 */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
  /** The call, as the port names it (the message's lead, before the first colon). */
  get call(): string {
    return this.message.split(':')[0] ?? this.message;
  }
  get uncertain(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** The call a failure names: the port's own description, else the error's first line. */
export function failedCall(e: unknown): {
  call: string;
  status: number;
  message: string;
  uncertain: boolean;
} {
  const message = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 300);
  if (e instanceof GitHubError) return { call: e.call, status: e.status, message, uncertain: e.uncertain };
  if (e instanceof IncompleteListingError)
    return { call: `list ${e.what}`, status: 0, message, uncertain: false };
  const status = (e as { status?: number }).status ?? 0;
  return {
    call: message.split(':')[0] ?? message,
    status,
    message,
    uncertain: status === 0 || status >= 500,
  };
}

/** A failure of GitHub itself (an error answer, an incomplete listing), as opposed to a bug in our code. */
export const isGitHubFailure = (e: unknown): e is GitHubError | IncompleteListingError =>
  e instanceof GitHubError || e instanceof IncompleteListingError;

// ---- The results data branch: published results kept where artifacts' expiry cannot reach them.

/** A branch head: its commit and that commit's tree. */
export interface BranchHead {
  commit: string;
  tree: string;
}

/**
 * Git data calls on one branch of the repository, for the published results. Reads need `contents:
 * read`; only the publication job, which holds `contents: write`, creates commits and moves the branch.
 */
export interface DataBranchPort {
  readonly repo: RepoRef;
  /** The branch's head, or null when the branch does not exist. */
  getBranchHead(branch: string): Promise<BranchHead | null>;
  /** Every file below `dir` of a tree, path → blob sha; throws IncompleteListingError when cut short. */
  listTreeFiles(tree: string, dir: string): Promise<Map<string, string>>;
  /** A blob's text (UTF-8). */
  readBlob(sha: string): Promise<string>;
  /** A commit of `files` over `parent` (null: a first commit); on no branch yet. Safe to repeat. */
  createCommit(
    parent: BranchHead | null,
    files: readonly { path: string; text: string }[],
    message: string,
  ): Promise<string>;
  /**
   * Moves `branch` to `commit` only if its head is still `expected` (null: creates it, only if it does
   * not exist): 'moved' when someone else moved it first. Never forced.
   */
  advanceBranch(branch: string, expected: string | null, commit: string): Promise<'ok' | 'moved'>;
}
