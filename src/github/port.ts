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
}

export interface CollaboratorPermission {
  permission: string;
  roleName: string;
}

export type ReactionContent = '+1' | '-1' | 'eyes' | 'rocket' | 'confused';

export interface CommitStatus {
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  description: string;
}

export interface DispatchResult {
  runId?: number;
  htmlUrl?: string;
}

/** In-flight statuses of a workflow run (everything but `completed`). */
export const inFlightStatuses = ['queued', 'in_progress', 'waiting', 'pending', 'requested'] as const;

export interface GitHubPort {
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
  /** Reactions on an issue comment, over all pages. */
  listReactions(commentId: number): Promise<{ id: number; content: string; user: string }[]>;
  /** Resolves quietly when the reaction is already gone (404). */
  deleteReaction(commentId: number, reactionId: number): Promise<void>;
  /** Every file of the PR's diff; throws IncompleteListingError when the listing is short or at the cap. */
  listPullFiles(number: number): Promise<PullFile[]>;
  /** Reactions on the PR itself (its description), over all pages. */
  listIssueReactions(issue: number): Promise<{ id: number; content: string; user: string }[]>;
  addIssueReaction(issue: number, content: ReactionContent): Promise<void>;
  /** A commit status on `sha` (e.g. the failing `sweep/mergeable` check of a conflicted PR). */
  setCommitStatus(sha: string, status: CommitStatus): Promise<void>;
  /** `GET /collaborators/{user}/permission`: the permission and role every privileged action checks. */
  getPermission(user: string): Promise<CollaboratorPermission>;
  /** `workflow_dispatch` with `return_run_details: true`. */
  dispatchWorkflow(workflow: string, ref: string, inputs: Record<string, string>): Promise<DispatchResult>;
  /** Runs of one workflow in the given statuses, over all pages. */
  listWorkflowRuns(workflow: string, statuses: readonly string[]): Promise<WorkflowRun[]>;
  /** Jobs of every attempt of a run, over all pages; throws IncompleteListingError on a partial list. */
  listRunJobs(runId: number): Promise<RunJob[]>;
  cancelWorkflowRun(runId: number): Promise<void>;
  rerunFailedJobs(runId: number): Promise<void>;
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

/** An HTTP error from GitHub after retries, with its status; `cause` is the client's own error. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A failure of GitHub itself (an error answer, an incomplete listing), as opposed to a bug in our code. */
export const isGitHubFailure = (e: unknown): e is GitHubError | IncompleteListingError =>
  e instanceof GitHubError || e instanceof IncompleteListingError;
