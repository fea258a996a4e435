// What the sweep workflow's small jobs publish: `load-plan` (row counts, canaries, gates) and each sweep job's
// `expand` (its shard slots). Pure; the CLI writes these maps to $GITHUB_OUTPUT.
import type { Diagnostic } from '../diagnostics.js';
import { selectCanary, type CanaryMode, type CanarySelection } from './canary.js';
import { FLAT_BUCKETS, bucketsOf, rowIdOf, withBucket, type Plan, type Row } from './plan.js';
import { describeRow, rowCounts, shardPlan, slotOutputs, type ShardOptions } from './shards.js';
import { bucketTable, canaryJobs, type BucketTable } from './table.js';

export interface SweepOptions extends ShardOptions {
  canary: CanaryMode;
  /** A retry run: only these rows run (the canary among them when it is one); the rest of the plan does not. */
  rows?: readonly string[];
}

/**
 * The canaries and the rows left for the families, as the full plan selects them, restricted to `rows` for
 * a retry run: the same canary row stays the canary, and a canary that does not re-run gates nothing.
 */
export function sweepSelection(
  plan: Plan,
  opts: SweepOptions,
  table: BucketTable = bucketTable,
): CanarySelection {
  const sel = selectCanary(plan, opts.canary, table);
  if (!opts.rows) return sel;
  const keep = new Set(opts.rows);
  const canaries = sel.canaries.filter((c) => keep.has(c.rowId));
  let remaining = sel.remaining;
  for (const b of bucketsOf(sel.remaining))
    remaining = withBucket(
      remaining,
      b.bucket,
      b.rows.filter((r) => keep.has(rowIdOf(r))),
    );
  const gates = Object.fromEntries(canaries.map((c) => [c.job, sel.gates[c.job] ?? []]));
  return { canaries, remaining, gates };
}

export function loadPlanOutputs(
  plan: Plan,
  opts: SweepOptions,
  table: BucketTable = bucketTable,
): { outputs: Record<string, string>; diagnostics: Diagnostic[] } {
  const sel = sweepSelection(plan, opts, table);
  const sp = shardPlan(sel.remaining, opts, table);
  const canaries: Record<string, unknown[]> = Object.fromEntries(canaryJobs(table).map((c) => [c.job, []]));
  // The descriptor names the plan's row (its id), not the run-eval:false copy the canary job runs.
  for (const c of sel.canaries)
    canaries[c.job]!.push({ ...describeRow(c.row, opts.routing), 'row-id': c.rowId });
  return {
    outputs: {
      rows: JSON.stringify(rowCounts(sp, table)),
      canaries: JSON.stringify(canaries),
      gates: JSON.stringify(sel.gates),
      // The links job adds the accuracy link only when the plan has eval rows.
      evals: String(hasEvalRows(plan)),
    },
    diagnostics: sp.diagnostics,
  };
}

/** Whether any row of the plan runs evals (an eval bucket, or `run-eval: true`). */
export const hasEvalRows = (plan: Plan): boolean =>
  bucketsOf(plan).some((b) =>
    (FLAT_BUCKETS as readonly string[]).includes(b.bucket)
      ? b.rows.length > 0
      : b.rows.some((r) => r['run-eval'] === true),
  );

/** `expand` outputs of one sweep job: `slot_<i>` per shard slot (the same canary removal as load-plan). */
export function expandOutputs(
  plan: Plan,
  job: string,
  opts: SweepOptions,
  table: BucketTable = bucketTable,
): Record<string, string> {
  const sp = shardPlan(sweepSelection(plan, opts, table).remaining, opts, table);
  return slotOutputs(sp, job, opts.shardsPerFamily);
}

/** The row a benchmark job runs, found by id in the plan artifact; a canary runs with `run-eval: false`. */
export function findRow(plan: Plan, rowId: string, canary = false): Row | undefined {
  for (const b of bucketsOf(plan)) {
    const row = b.rows.find((r) => rowIdOf(r) === rowId);
    if (row) return canary ? { ...row, 'run-eval': false } : row;
  }
  return undefined;
}
