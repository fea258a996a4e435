// Which failed rows the sweep re-runs by itself, now: only rows whose failure the table calls
// infrastructure (and allows to be re-run), at most `max-attempts` automatic re-runs per row, within the
// GPU-hour budget of re-runs, never once a maintainer cancelled the sweep or fail-fast stopped it (or the
// row's family). A re-run is charged its worst case (GPUs × time limit) until its job ends, then what it
// took: the budget is never passed. A row that does not fit now is looked at again later (a finished
// re-run may have left room). A canary re-run takes along the rows its failure kept from starting; they are
// first runs, not re-runs, so they are not charged. Pure.
import type { Classification } from '../failures/classify.js';
import type { RowView, ViewRun } from './sweep-rows.js';
import { rowIdOfJob } from './sweep-rows.js';

export interface RowCost {
  gpus: number;
  /** The row's time limit in hours (its worst case). */
  limitHours: number;
}

/** A retry run the sweep dispatched, with the rows it re-runs (its riders apart). */
export interface RetryRunRecord {
  runId?: number;
  retry: number;
  rows: string[];
  riders: string[];
  /** Why each row was re-run: the class of the failure it had. */
  reasons?: Record<string, Classification>;
}

export interface RetryContext {
  maxAttempts: number;
  budgetGpuHours: number;
  cost: (rowId: string) => RowCost;
  /** Now, in ms since the epoch (a running re-run is charged its worst case). */
  now: number;
  retryRuns: readonly RetryRunRecord[];
  /** The retry runs as GitHub lists them (their jobs say what each re-run took). */
  runs: readonly ViewRun[];
  /** Fail-fast stopped the whole sweep, or these families. */
  stopped: { run: boolean; families: ReadonlySet<string> };
  /** A maintainer (or a newer plan) cancelled the sweep. */
  cancelled: boolean;
  /** Canary job → the sweep jobs it gates. */
  gates: Readonly<Record<string, readonly string[]>>;
}

export interface RetryChoice {
  rowId: string;
  reason: Classification;
  /** GPU-hours charged against the budget (its worst case). */
  charged: number;
}

export interface RetryDecision {
  /** Rows to re-run now (one retry run). */
  retry: RetryChoice[];
  /** Rows a canary re-run takes along (its failure kept them from starting). */
  riders: string[];
  /** Infrastructure failures whose re-run does not fit what the budget has left. */
  overBudget: string[];
  /** Infrastructure failures that had every automatic re-run they may have. */
  exhausted: string[];
  budget: { total: number; used: number; left: number };
}

const hours = (from: string, to: number) => Math.max(0, (to - Date.parse(from)) / 3_600_000);

/** GPU-hours the re-runs so far take: what each ended job took, the worst case of the others. */
/**
 * The GPU-hours automatic re-runs may spend: the config file's `retry.budget-gpu-hours`, else a tenth of
 * the plan's worst case (every row to its time limit).
 */
export function retryBudget(configured: number | undefined, costs: Iterable<RowCost>): number {
  if (configured !== undefined) return configured;
  let worst = 0;
  for (const c of costs) worst += c.gpus * c.limitHours;
  return worst / 10;
}

export function retrySpend(ctx: Pick<RetryContext, 'retryRuns' | 'runs' | 'cost' | 'now'>): number {
  let used = 0;
  for (const r of ctx.retryRuns) {
    const run = ctx.runs.find((x) => x.id === r.runId);
    for (const rowId of r.rows) {
      const c = ctx.cost(rowId);
      const job = run?.jobs
        .filter((j) => rowIdOfJob(j.name) === rowId)
        .sort((a, b) => b.attempt - a.attempt || b.id - a.id)[0];
      if (job?.status === 'completed')
        used +=
          job.startedAt && job.completedAt ? c.gpus * hours(job.startedAt, Date.parse(job.completedAt)) : 0;
      else used += c.gpus * c.limitHours;
    }
  }
  return used;
}

export function decideRetries(rows: readonly RowView[], ctx: RetryContext): RetryDecision {
  const used = retrySpend(ctx);
  const budget = { total: ctx.budgetGpuHours, used, left: Math.max(0, ctx.budgetGpuHours - used) };
  const out: RetryDecision = { retry: [], riders: [], overBudget: [], exhausted: [], budget };
  if (ctx.cancelled || ctx.stopped.run) return out;
  const attempts = new Map<string, number>();
  for (const r of ctx.retryRuns) for (const id of r.rows) attempts.set(id, (attempts.get(id) ?? 0) + 1);
  const inFlight = new Set(
    ctx.retryRuns
      .filter((r) => !ctx.runs.some((x) => x.id === r.runId && x.jobs.length && allDone(x)))
      .flatMap((r) => [...r.rows, ...r.riders]),
  );
  let left = budget.left;
  for (const v of rows) {
    if (v.state !== 'failed' || v.failure?.class !== 'infrastructure' || !v.failure.retry) continue;
    if (ctx.stopped.families.has(v.family) || inFlight.has(v.rowId)) continue;
    if ((attempts.get(v.rowId) ?? 0) >= ctx.maxAttempts) {
      out.exhausted.push(v.rowId);
      continue;
    }
    const c = ctx.cost(v.rowId);
    const charged = c.gpus * c.limitHours;
    if (charged > left) {
      out.overBudget.push(v.rowId);
      continue;
    }
    left -= charged;
    out.retry.push({ rowId: v.rowId, reason: v.failure, charged });
  }
  const retried = new Set([...out.retry.map((r) => r.rowId), ...inFlight]);
  for (const c of out.retry) {
    const v = rows.find((x) => x.rowId === c.rowId)!;
    if (!v.canary) continue;
    const gated = new Set(ctx.gates[v.family] ?? []);
    for (const x of rows)
      if (x.state === 'waiting' && !x.canary && gated.has(x.family) && !retried.has(x.rowId)) {
        out.riders.push(x.rowId);
        retried.add(x.rowId);
      }
  }
  return out;
}

const allDone = (run: ViewRun) => run.jobs.every((j) => j.status === 'completed');
