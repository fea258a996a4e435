// The sweep's rows as the links job reports them at the end: the jobs of the sweep run and of its retry
// runs (found by their names among the runs since the sweep run), each failure classified from its job's
// log, which rows were re-run and why, and which still need a maintainer. The final progress block.
import type { CanaryMode } from '../../dispatch/canary.js';
import { sweepSelection } from '../../dispatch/outputs.js';
import type { Plan } from '../../dispatch/plan.js';
import { retryOfName } from '../../dispatch/run-name.js';
import type { Classification } from '../../failures/classify.js';
import { failureTable } from '../../failures/table.js';
import type { RunJob } from '../../github/port.js';
import { rowName } from '../../report/outcome.js';
import { progressModel, renderProgress, retryCost, rowEstimates } from '../../report/progress.js';
import { decideRetries, retryBudget, type RetryRunRecord } from '../../report/retry-policy.js';
import {
  jobsOfRow,
  rowIdOfJob,
  stoppedBeforeLaunch,
  sweepRows,
  type ViewRun,
} from '../../report/sweep-rows.js';
import { checkoutCostContext } from '../cost-context.js';
import type { ActionContext, ActionDeps } from '../types.js';
import { repoUrl } from './common.js';
import { classifyJob } from './watch-act.js';

const NOT_ROWS = /(^|\/ )(watch|collect|links)$/;

export interface FinalRows {
  /** Every job of the sweep run and its retry runs; a job that skipped its launcher counts as cancelled. */
  jobs: RunJob[];
  /** The final progress block (empty when nothing was re-run, stopped or failed). */
  block: string;
}

export async function finalRows(
  ctx: ActionContext,
  deps: ActionDeps,
  plan: Plan,
  o: { runId: number; canary: CanaryMode; failFast: 'off' | 'matrix' | 'run'; cancelled: boolean },
): Promise<FinalRows> {
  const main = await deps.port.listRunJobs(o.runId);
  const runs: ViewRun[] = [
    { id: o.runId, retry: 0, cancelled: o.cancelled, jobs: main.filter((j) => !NOT_ROWS.test(j.name)) },
  ];
  const self = await deps.port.getRun(o.runId);
  if (self)
    for (const r of await deps.port.listWorkflowRunsSince(ctx.inputs.sweepWorkflow, self.createdAt)) {
      const of = retryOfName(r.displayTitle);
      if (of?.of !== o.runId) continue;
      const jobs = (await deps.port.listRunJobs(r.id)).filter((j) => !NOT_ROWS.test(j.name));
      runs.push({
        id: r.id,
        retry: of.n,
        url: repoUrl(ctx, deps, `actions/runs/${r.id}`),
        cancelled: o.cancelled || r.conclusion === 'cancelled',
        jobs,
      });
    }
  runs.sort((a, b) => a.retry - b.retry);
  const table = failureTable(ctx.inputs.settings.failureClasses);
  const classes = new Map<number, Classification>();
  const failedJobs = runs.flatMap((run) =>
    run.jobs.filter(
      (j) =>
        j.conclusion === 'failure' ||
        j.conclusion === 'timed_out' ||
        (j.conclusion === 'cancelled' && !run.cancelled),
    ),
  );
  for (const j of failedJobs) await classifyJob(deps, classes, table, j, j.name, false);
  const rows = sweepRows(plan, o.canary, runs, (j) => classes.get(j.id));
  const records: RetryRunRecord[] = runs
    .filter((r) => r.retry > 0)
    .map((r) => {
      const planned = new Set(rows.map((v) => v.rowId));
      const ids = [...new Set(r.jobs.map((j) => rowIdOfJob(j.name)))].filter((id) => planned.has(id));
      // A row re-run here failed before in an earlier run; the others ran behind a re-run canary.
      const before = (id: string) =>
        jobsOfRow(id, runs)
          .filter((x) => x.run.retry < r.retry && x.job.conclusion !== 'success')
          .at(-1);
      const rerun = ids.filter((id) => before(id));
      return {
        runId: r.id,
        retry: r.retry,
        rows: rerun,
        riders: ids.filter((id) => !before(id)),
        reasons: Object.fromEntries(
          rerun.flatMap((id) => {
            const c = classes.get(before(id)!.job.id);
            return c ? [[id, c]] : [];
          }),
        ),
      };
    });
  const read = (p: string) => deps.readRepoFile?.(p);
  const estimates = rowEstimates(plan, checkoutCostContext(read, ctx.inputs.settings.layout));
  const stoppedFamilies = new Set(rows.filter((v) => v.state === 'stopped').map((v) => v.family));
  const decision = decideRetries(rows, {
    maxAttempts: ctx.inputs.settings.retry.maxAttempts,
    budgetGpuHours: retryBudget(ctx.inputs.settings.retry.budgetGpuHours, estimates.values()),
    cost: retryCost(estimates),
    now: Date.now(),
    retryRuns: records,
    runs,
    stopped: { run: false, families: stoppedFamilies },
    cancelled: false,
    gates: sweepSelection(plan, { canary: o.canary }).gates,
  });
  const trigger = rows.find((v) => v.state === 'failed' && v.failure && v.failure.class !== 'infrastructure');
  const model = progressModel({
    rows,
    runs,
    estimates,
    now: Date.now(),
    retryRuns: records,
    decision,
    // At the end, an infrastructure failure the sweep did not re-run needs a maintainer too.
    notRetried: decision.retry.map((r) => r.rowId),
    ...(trigger && o.failFast !== 'off' && (o.cancelled || stoppedFamilies.size)
      ? { failFast: { scope: o.failFast, rowId: trigger.rowId, families: [...stoppedFamilies] } }
      : {}),
  });
  deps.log(
    `final rows: ${rows.filter((v) => v.state === 'succeeded').length} succeeded; ${records.length} retry run(s); ${rows
      .filter((v) => v.state === 'failed')
      .map((v) => `${rowName(v.row, v.rowId)} ${v.failure?.class ?? 'unknown'}`)
      .join(', ')}`,
  );
  const jobs = runs.flatMap((r) =>
    r.jobs.map((j) => (stoppedBeforeLaunch(j) ? { ...j, conclusion: 'cancelled' } : j)),
  ) as RunJob[];
  const eventful = records.length || model.failures.length || model.failFast || model.manual.length;
  return { jobs, block: eventful ? renderProgress(model, true) : '' };
}
