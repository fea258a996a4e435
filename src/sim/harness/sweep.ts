// The sweep on our real workflow files: the user's sweep.yml (sweep init's caller) → the product's
// sweep-run.yml → sweep-family.yml → benchmark templates, with the
// small jobs' outputs computed by the product's own dispatch code (load-plan, expand) and the benchmark
// outcomes chosen per row. `accountRows` says where every planned row went.
import { expandOutputs, loadPlanOutputs } from '../../dispatch/outputs.js';
import { selectCanary, type CanaryMode } from '../../dispatch/canary.js';
import { bucketsOf, rowIdOf, type Plan } from '../../dispatch/plan.js';
import { shardPlan } from '../../dispatch/shards.js';
import { jobFor } from '../../dispatch/table.js';
import { CALLER_FILES } from '../../dispatch/callers.js';
import { consumerRoot } from '../consumer.js';
import {
  simulateWorkflow,
  type JobRun,
  type JobStatus,
  type Outcome,
  type SimulationLog,
} from './simulate.js';

/** The product's reusable sweep: load-plan, canaries, families, collect and links are its jobs. */
export const RUN_SWEEP = '.github/workflows/sweep-run.yml';
/** The dispatchable caller in the user's repository (written by `sweep init`). */
export const SWEEP_CALLER = CALLER_FILES.run;

export interface SweepRun {
  canary?: CanaryMode;
  failFast?: 'off' | 'matrix' | 'run';
  prNumber?: string;
  planKey?: string;
  /** Outcome of one row's benchmark job (default success). */
  rowOutcome?: (rowId: string, job: JobRun) => Outcome;
  vars?: Record<string, string>;
  rerunOf?: SimulationLog;
  /** The user's repository (default: a repository holding only `sweep init`'s output). */
  root?: string;
  /** Where the product's workflows are (default: this checkout). */
  productRoot?: string;
}

export const isBenchmark = (j: { jobId: string; workflow: string }) =>
  j.jobId === 'benchmark' && /sweep-benchmark(-multinode)?\.yml$/.test(j.workflow);

export function simulateSweep(plan: Plan, run: SweepRun = {}): Promise<SimulationLog> {
  const canary = run.canary ?? 'single';
  const inputs = {
    title: `sweep PR #${run.prNumber ?? ''} @ 0123456789ab`,
    'pr-number': run.prNumber ?? '123',
    'head-sha': '0123456789abcdef0123456789abcdef01234567',
    'plan-run-id': '999',
    'plan-artifact': 'plan-0123456789ab-k1',
    'plan-key': run.planKey ?? 'k1',
    canary,
    'fail-fast': run.failFast ?? 'off',
    'agentx-fast': false,
  };
  const routing = {
    priority: run.vars?.['PRIORITY_SCHEDULER_ENABLED'] === 'true',
    nodeSlots: run.vars?.['NODE_SLOT_SCHEDULER_ENABLED'] === 'true',
  };
  return simulateWorkflow(SWEEP_CALLER, {
    event: { name: 'workflow_dispatch', payload: { inputs } },
    inputs,
    ...(run.vars ? { vars: run.vars } : {}),
    ...(run.rerunOf ? { rerunOf: run.rerunOf } : {}),
    root: run.root ?? consumerRoot(),
    ...(run.productRoot ? { productRoot: run.productRoot } : {}),
    flattenCall: true,
    outputsOf: (job) => {
      if (job.jobId === 'load-plan') return loadPlanOutputs(plan, { canary, routing }).outputs;
      if (job.jobId === 'expand') return expandOutputs(plan, String(job.inputs['job']), { canary, routing });
      return {};
    },
    outcomeOf: (job) =>
      isBenchmark(job) && run.rowOutcome ? run.rowOutcome(String(job.inputs['row-id']), job) : 'success',
  });
}

export interface RowFate {
  rowId: string;
  status: JobStatus;
  /** The benchmark job that ran it, or the job that was skipped or cancelled on its way. */
  path: string;
  reason: string;
  runs: number;
}

/** Where every planned row went: exactly one benchmark job, or a skipped/cancelled job with its reason. */
export function accountRows(plan: Plan, log: SimulationLog, canary: CanaryMode = 'single'): RowFate[] {
  const byRow = new Map<string, typeof log.entries>();
  for (const e of log.entries)
    if (isBenchmark(e))
      byRow.set(String(e.inputs['row-id']), [...(byRow.get(String(e.inputs['row-id'])) ?? []), e]);
  const sel = selectCanary(plan, canary);
  const home = new Map<string, string[]>();
  for (const c of sel.canaries) home.set(c.rowId, [c.job]);
  for (const s of shardPlan(sel.remaining).shards) {
    const slotJob = `${s.job}/${jobFor(s.bucket)?.template}-${s.slot}`;
    for (const d of s.rows) home.set(d['row-id'], [s.job, slotJob]);
  }
  const byPath = new Map(log.entries.map((e) => [e.path, e]));
  // A matrix leg cancelled before it called the template still names its row in `matrix.row`.
  const legOf = new Map<string, (typeof log.entries)[number]>();
  for (const e of log.entries) {
    const id = (e.matrix?.['row'] as Record<string, unknown> | undefined)?.['row-id'];
    if (typeof id === 'string' && (e.status === 'skipped' || e.status === 'cancelled')) legOf.set(id, e);
  }
  return bucketsOf(plan).flatMap((b) =>
    b.rows.map((r): RowFate => {
      const id = rowIdOf(r);
      const ran = byRow.get(id) ?? [];
      if (ran.length > 0)
        return {
          rowId: id,
          status: ran[0]!.status,
          path: ran[0]!.path,
          reason: ran[0]!.reason,
          runs: ran.length,
        };
      const leg = legOf.get(id);
      if (leg) return { rowId: id, status: leg.status, path: leg.path, reason: leg.reason, runs: 0 };
      for (const p of home.get(id) ?? []) {
        const e = byPath.get(p);
        if (e && (e.status === 'skipped' || e.status === 'cancelled'))
          return { rowId: id, status: e.status, path: p, reason: e.reason, runs: 0 };
      }
      return {
        rowId: id,
        status: 'success',
        path: '(lost)',
        reason: 'no job ran or skipped this row',
        runs: 0,
      };
    }),
  );
}
