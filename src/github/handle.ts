// The imperative shell of the action: gather facts through the port, call the pure decision, act on it,
// and report. Every GitHub read and write goes through `deps.port`. One module per event or mode in
// handle/ (pull, comment, manual, dispatch, report); handle/act.ts and handle/shell.ts are their shared tail.
import type { Decision } from '../decide/decide.js';
import type { Diagnostic } from '../diagnostics.js';
import type { DispatchRequest } from './dispatch-request.js';
import type { ManualPlanner } from './manual-pipeline.js';
import type { Pipeline } from './pipeline.js';
import type { GitHubPort } from './port.js';
import { onComment } from './handle/comment.js';
import { performDispatch } from './handle/dispatch.js';
import { onManual } from './handle/manual.js';
import { onPull } from './handle/pull.js';
import { report } from './handle/report.js';

export interface ActionInputs {
  /** `auto`: decide, gate, plan, status, write the dispatch request; `dispatch`: perform it; `report`: links. */
  mode: 'auto' | 'dispatch' | 'report';
  baseUrl: string;
  strict: boolean;
  sweepWorkflow: string;
  bot: string;
  /** `report` mode: the PR and the sweep run whose links to post. */
  prNumber?: number;
  runId?: number;
  evalsRan: boolean;
  /** FF-1: `matrix` stops one family's siblings ([S]); `run` stops the whole sweep run (default matrix). */
  failFastScope?: 'matrix' | 'run';
}

export interface ActionContext {
  eventName: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
  runId: number;
  runAttempt: number;
  serverUrl: string;
  defaultBranch: string;
  inputs: ActionInputs;
}

export interface ActionDeps {
  port: GitHubPort;
  pipeline: Pipeline;
  /** The manual route's planner (05 §1.3); without it a manual dispatch only validates its inputs. */
  manualPlanner?: ManualPlanner;
  log: (line: string) => void;
  warn: (line: string) => void;
  annotate: (d: Diagnostic) => void;
  setOutput: (name: string, value: string) => void;
  summary: (markdown: string) => Promise<void>;
  /** Persists the plan for the sweep workflow; returns the artifact name it will be uploaded under. */
  savePlan: (plan: unknown, key: string, headSha: string) => string;
  /** Persists the dispatch request for the later `mode: dispatch` step (after the plan is uploaded). */
  saveRequest: (req: DispatchRequest) => void;
  /** The request the planning step wrote, if any. */
  loadRequest: () => DispatchRequest | undefined;
  /** `report` mode: the sweep's plan (the `sweep-plan` input, JSON), for the outcome in the status comment. */
  loadSweepPlan?: () => unknown;
}

export interface HandleResult {
  decision?: Decision;
  dispatchedRunId?: number;
  /** A dispatch request was written; the `mode: dispatch` step performs it. */
  dispatchPending?: boolean;
  cancelled: number[];
  failed: boolean;
}

export async function handle(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  if (ctx.inputs.mode === 'report') return report(ctx, deps);
  if (ctx.inputs.mode === 'dispatch') return performDispatch(ctx, deps);
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return onPull(ctx, deps);
    case 'issue_comment':
      return onComment(ctx, deps);
    case 'workflow_dispatch':
      return onManual(ctx, deps);
    default:
      deps.log(`event ${ctx.eventName} is not handled by the sweep orchestrator`);
      return { cancelled: [], failed: false };
  }
}
