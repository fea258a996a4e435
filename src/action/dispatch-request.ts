// The hand-over between the control job's two action steps. The planning step writes the plan and this
// request; the workflow uploads the plan artifact; only then does the `mode: dispatch` step read the request
// and dispatch. So the sweep's load-plan can never look for an artifact that is not uploaded yet.
// The request's shape and how it is built; store.ts keeps it in the workspace.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';
import type { StatusModel } from '../report/status.js';
import { manualRunName, sweepRunName } from '../dispatch/run-name.js';

export const dispatchRequestSchema = once(() => {
  const z = zod();
  return z.object({
    workflow: z.string().min(1),
    ref: z.string().min(1),
    inputs: z.record(z.string(), z.string()),
    /** The PR (null for a manual sweep: no in-flight check against the PR's sweeps, no comments). */
    pr: z.number().int().positive().nullable(),
    key: z.string().min(1),
    /** `/sweep`: dispatch even when the same plan is in flight (a restart). */
    restart: z.boolean(),
    /** A fork's approved revision: named in a comment after dispatching. */
    approvedSha: z.string().optional(),
    /** The PR head the status was computed for; a moved head aborts the status edit. */
    recheckHead: z.string().optional(),
    /** The status comment the planning step wrote: updated by id even when the listing lags behind it. */
    statusCommentId: z.number().int().positive().optional(),
    /** The status comment's model, re-rendered with the run link (and cancelled runs) after dispatching. */
    status: z.record(z.string(), z.unknown()).optional(),
  });
});

export type DispatchRequest = Omit<Z.infer<ReturnType<typeof dispatchRequestSchema>>, 'status'> & {
  status?: StatusModel;
};

/** One sweep to dispatch, from either route: a PR's (`pr` set) or a manual one (`pr` null). */
export interface SweepDispatch {
  workflow: string;
  ref: string;
  pr: number | null;
  headSha: string;
  /** The control run that uploads the plan artifact. */
  planRunId: number;
  planArtifact: string;
  planKey: string;
  canary: boolean;
  /** `off`, or what the first failure stops: its matrix or the whole run. */
  failFast: 'off' | 'matrix' | 'run';
  agentxFast: boolean;
  restart: boolean;
  approvedSha?: string;
}

/** The request for the `mode: dispatch` step: the sweep workflow's inputs (and its run name) built once. */
export function sweepRequest(s: SweepDispatch): DispatchRequest {
  const id = { headSha: s.headSha, planKey: s.planKey };
  return {
    workflow: s.workflow,
    ref: s.ref,
    inputs: {
      title: s.pr === null ? manualRunName(id) : sweepRunName({ pr: s.pr, ...id }),
      'pr-number': s.pr === null ? '' : String(s.pr),
      'head-sha': s.headSha,
      'plan-run-id': String(s.planRunId),
      'plan-artifact': s.planArtifact,
      'plan-key': s.planKey,
      canary: s.canary ? 'single' : 'none',
      'fail-fast': s.failFast,
      'agentx-fast': String(s.agentxFast),
    },
    pr: s.pr,
    key: s.planKey,
    restart: s.restart,
    ...(s.approvedSha !== undefined ? { approvedSha: s.approvedSha } : {}),
  };
}
