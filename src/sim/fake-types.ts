// The fake GitHub's data: its in-memory state (pulls, comments, runs, jobs, artifacts), the faults a test
// injects, and the request log.
import type { GitDataState } from './fake-git.js';

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakePull {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  user: FakeUser;
  head: { sha: string; ref: string; repo: string };
  base: { sha: string; ref: string; repo: string };
  mergeSha: string | null;
  mergeable: boolean | null;
  labels: string[];
  /** The PR's diff, file by file (`GET /pulls/{n}/files`). */
  files?: { filename: string; previous_filename?: string; additions: number; deletions: number }[];
  /** Reactions on the PR itself. */
  reactions?: { id: number; content: string; user: string }[];
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  /** When the body last changed (an edit); default `createdAt`. */
  updatedAt?: string;
  reactions: { id?: number; content: string; user: string; createdAt?: string }[];
}

export interface FakeRun {
  id: number;
  workflow: string;
  name: string;
  displayTitle: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'pending' | 'requested';
  conclusion: string | null;
  headSha: string;
  ref: string;
  event: string;
  inputs: Record<string, string>;
  createdAt: string;
  attempt: number;
}

/** One job of a workflow run (a matrix leg is its own job), as `GET /actions/runs/{id}/jobs` lists it. */
export interface FakeJob {
  id: number;
  runId: number;
  attempt: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | null;
  labels: string[];
  runnerName: string | null;
  startedAt: string;
  completedAt: string | null;
  /** When the job was queued (default: when it started). */
  createdAt?: string;
  /** Its steps, as the jobs listing shows them. */
  steps?: FakeStep[];
  /** Its log (`GET /actions/jobs/{id}/logs`); unset: GitHub has none (404). */
  log?: string;
  /** Messages of its annotations (`GET /check-runs/{id}/annotations`). */
  annotations?: string[];
}

export interface FakeStep {
  name: string;
  number: number;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | null;
}

/** A self-hosted runner registered with the repository, as `GET /actions/runners` lists it. */
export interface FakeRunner {
  id: number;
  name: string;
  status: 'online' | 'offline';
  busy: boolean;
  labels: string[];
}

export interface FakeArtifact {
  id: number;
  runId: number;
  name: string;
  /** The artifact's files: path → content (the simulator's stand-in for the zip). */
  files: Record<string, string>;
  createdAt: string;
  /** GitHub keeps an expired artifact in listings but no longer serves its files. */
  expired?: boolean;
}

/** A webhook event the fake emits after a write that GitHub would turn into an event. */
export interface FakeEvent {
  name: 'pull_request' | 'pull_request_target' | 'issue_comment' | 'push' | 'repository_dispatch';
  payload: Record<string, unknown>;
  /** Who caused it: events caused by the Actions bot's token start no workflow runs. */
  sender: FakeUser;
}

export interface FakeState {
  owner: string;
  repo: string;
  defaultBranch: string;
  /** Token → user; requests with an unknown token act as the Actions bot. */
  tokens: Record<string, FakeUser>;
  pulls: FakePull[];
  comments: FakeComment[];
  /** Commit SHA → full message. */
  commits: Record<string, string>;
  /** login → collaborator permission; absent users get `read` / `read`. */
  permissions: Record<string, { permission: string; role_name: string }>;
  runs: FakeRun[];
  nextId: number;
  /** Head SHA a dispatched run reports, from its inputs. */
  runHeadSha?: (inputs: Record<string, string>, ref: string) => string;
  /**
   * The repository's self-hosted runners. Unset: the listing answers 403, as it does for a workflow's
   * GITHUB_TOKEN (reading runners needs the repository's administration permission).
   */
  runners?: FakeRunner[];
  /** Jobs of runs (filled by the Actions simulator). */
  jobs?: FakeJob[];
  artifacts?: FakeArtifact[];
  /** The git data (refs, commits, trees, blobs) the data branch routes read and write. */
  git?: GitDataState;
  /** Commit statuses posted, newest last. */
  statuses?: { sha: string; state: string; context: string; description: string; target_url?: string }[];
  // ---- The merge half.
  /** Commit SHA → PRs `GET /commits/{sha}/pulls` lists; unset: the PRs merged as, or headed at, it. */
  commitPulls?: Record<string, number[]>;
  /** labeled/unlabeled events (written by the label routes), as `GET /issues/{n}/events` lists them. */
  labelEvents?: { issue: number; event: 'labeled' | 'unlabeled'; label: string; createdAt: string }[];
  /** The time label events carry (the simulator's clock); default the wall clock. */
  clock?: () => string;
  /** repository_dispatch requests received for any repository, oldest first. */
  repositoryDispatches?: { repo: string; eventType: string; payload: unknown; user: string }[];
  /** Called after a label or comment write, as GitHub would emit the webhook event. */
  onEvent?: (event: FakeEvent) => void;
  /** Called after a run is created by `workflow_dispatch`, re-run, or cancelled. */
  onRun?: (run: FakeRun, change: 'dispatched' | 'rerun' | 'cancelled') => void;
  /**
   * Listings lag behind creates, as GitHub's do: a comment or run created less than this many
   * milliseconds ago is not listed yet (nor counted in the issue's comment count). Default 0.
   */
  listingLagMs?: number;
  /** The lag of the comments listing alone (default `listingLagMs`). */
  commentListingLagMs?: number;
  /** The lag of the workflow-runs listing alone (default `listingLagMs`). */
  runListingLagMs?: number;
}

export interface Fault {
  method?: string;
  /** Substring or pattern the request path (without query) must match. */
  path: string | RegExp;
  /**
   * How the request fails:
   * - `status` (default): answered with `status` before anything happens;
   * - `drop-link`: the page is served without its `Link` header (an incomplete listing);
   * - `after-write`: the request takes effect, then the answer is `status` (a 502 from the edge);
   * - `truncated`: the request takes effect, the answer is 200 with half of its JSON body;
   * - `hang`: the request takes effect, the answer is held back for `hangMs` (default 30 s);
   * - `no-details`: a `workflow_dispatch` creates its run but answers 204 without run details.
   */
  kind?: 'status' | 'drop-link' | 'after-write' | 'truncated' | 'hang' | 'no-details';
  status?: number;
  headers?: Record<string, string>;
  message?: string;
  /** How many matching requests the fault hits (default 1). */
  times?: number;
  /**
   * Runs first, then the request is handled as usual unless `kind` or `status` says otherwise (another
   * writer getting there first).
   */
  before?: () => void;
  hangMs?: number;
}

/** When each comment and run was created (listings lag behind creates, `listingLagMs`). */
const bornAt = new WeakMap<object, number>();
export const born = <T extends object>(x: T): T => {
  bornAt.set(x, Date.now());
  return x;
};
/**
 * Whether a listing shows `x` yet: created at least the listing's lag ago (or seeded by a test). The lag is
 * the listing's own (`commentListingLagMs`, `runListingLagMs`), else `listingLagMs`.
 */
export const shown = (
  state: Pick<FakeState, 'listingLagMs' | 'commentListingLagMs' | 'runListingLagMs'>,
  x: object,
  listing: 'comments' | 'runs',
): boolean => {
  const lag =
    (listing === 'comments' ? state.commentListingLagMs : state.runListingLagMs) ?? state.listingLagMs;
  const at = bornAt.get(x);
  return !lag || at === undefined || Date.now() - at >= lag;
};

export interface LoggedRequest {
  /** When it was made, on the state's clock (the simulator's time), when the state has one. */
  at?: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  user: string;
}

export interface FakeGitHub {
  url: string;
  state: FakeState;
  requests: LoggedRequest[];
  inject(fault: Fault): void;
  close(): Promise<void>;
}
