// What every event handler receives and returns: the run's context, the services it may use, its result.
// Handlers import these types from here, never from the router that calls them.
import type { Decision } from '../decide/decide.js';
import type { Diagnostic } from '../diagnostics.js';
import type { DataBranchPort, GitHubPort } from '../github/port.js';
import type { DispatchRequest } from './dispatch-request.js';
import type { ActionInputs } from './inputs.js';
import type { ManualPlanner } from './manual-pipeline.js';
import type { Pipeline } from './pipeline.js';
import type { PublishStore } from './publish-store.js';

export interface ActionContext {
  eventName: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
  runId: number;
  runAttempt: number;
  serverUrl: string;
  defaultBranch: string;
  inputs: ActionInputs;
}

/** What a step writes besides GitHub: log lines, annotations, step outputs and the job summary. */
export interface StepIO {
  log: (line: string) => void;
  warn: (line: string) => void;
  annotate: (d: Diagnostic) => void;
  setOutput: (name: string, value: string) => void;
  /** Appends to the job summary; never throws (a summary that cannot be written is a warning). */
  summary: (markdown: string) => Promise<void>;
}

export interface ActionDeps extends StepIO {
  port: GitHubPort;
  /** Time for the steps that wait (the queue watcher); default the wall clock. */
  clock?: { now: () => number; sleep: (ms: number) => Promise<void> };
  /** Milliseconds per backoff unit when looking for a run after an unconfirmed dispatch (default 1000). */
  backoffMs?: number;
  pipeline: Pipeline;
  /** The manual route's planner; without it a manual dispatch only validates its inputs. */
  manualPlanner?: ManualPlanner;
  /** Persists the plan for the sweep workflow; returns the artifact name it will be uploaded under. */
  savePlan: (plan: unknown, key: string, headSha: string) => string;
  /** Persists the dispatch request for the later `mode: dispatch` step (after the plan is uploaded). */
  saveRequest: (req: DispatchRequest) => void;
  /** The request the planning step wrote, if any. */
  loadRequest: () => DispatchRequest | undefined;
  /** `report` mode: the sweep's plan (the `sweep-plan` input, JSON), for the outcome in the status comment. */
  loadSweepPlan?: () => unknown;
  /** The merge run's files: changelog metadata for the artifact, the publication request for `mode: publish`. */
  publish?: PublishStore;
  /** A file of the repository checkout (runners.yaml, lanes.yaml for the cost of re-runs), or undefined. */
  readRepoFile?: (path: string) => string | undefined;
  /** Writes a file below the workspace (the retry runs' results for the collect job). */
  writeWorkspaceFile?: (path: string, text: string) => void;
  /** The published results' data branch: read for the baseline; appended only by `mode: publish-results`. */
  dataBranch?: DataBranchPort;
  /** The results database's read-only URL, for the postgres baseline (absent: not configured). */
  databaseUrl?: string;
}

export interface HandleResult {
  decision?: Decision;
  dispatchedRunId?: number;
  /** A dispatch request was written; the `mode: dispatch` step performs it. */
  dispatchPending?: boolean;
  cancelled: number[];
  failed: boolean;
}
