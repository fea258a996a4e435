// The canary: one cheap throughput row run before the fan-out, taken out of its bucket. The reference's
// rule plus its newer fallback, optional per-family canaries, and what a failed canary blocked. Pure.
import {
  bucketsOf,
  minConc,
  rowIdOf,
  rowsOf,
  withBucket,
  type BucketPath,
  type Plan,
  type Row,
} from './plan.js';
import { bucketTable, jobFor, type BucketTable, type CanaryFamily } from './table.js';

export type CanaryMode = 'none' | 'single' | 'per-family';

export interface Canary {
  family: CanaryFamily;
  bucket: BucketPath;
  /** The canary job that runs it (`canary-single-node`, …). */
  job: string;
  rowId: string;
  /** The row as it runs: `run-eval: false`. */
  row: Row;
}

export interface CanarySelection {
  canaries: Canary[];
  /** The plan minus each canary row (removed from its bucket, by position). */
  remaining: Plan;
  /** Canary job → the sweep jobs that need it to succeed or be skipped. */
  gates: Record<string, string[]>;
}

/**
 * `single`: the reference's rule (single-node 1k1k, then 8k1k, minus eval rows; the first row with the
 * minimum conc), falling back (as the newer reference does) to single-node then multi-node agentic; it
 * gates every job.
 * `per-family`: one canary per family (single-node fixed, agentic, multi-node), each gating its family.
 */
export function selectCanary(
  plan: Plan,
  mode: CanaryMode,
  table: BucketTable = bucketTable,
): CanarySelection {
  const canaries: Canary[] = [];
  if (mode !== 'none') {
    const rules = mode === 'single' ? table.canary.filter((r) => r.family !== 'multi-node') : table.canary;
    for (const rule of rules) {
      const pick = pickFrom(plan, rule.candidates);
      if (!pick) continue;
      const job = jobFor(pick.bucket, table)?.canaryJob;
      if (!job) continue;
      canaries.push({
        family: rule.family,
        bucket: pick.bucket,
        job,
        rowId: rowIdOf(pick.row),
        row: { ...pick.row, 'run-eval': false },
      });
      if (mode === 'single') break;
    }
  }
  let remaining = plan;
  for (const c of canaries) {
    const rows = rowsOf(remaining, c.bucket);
    const at = rows.findIndex((r) => rowIdOf(r) === c.rowId);
    remaining = withBucket(remaining, c.bucket, [...rows.slice(0, at), ...rows.slice(at + 1)]);
  }
  const gates: Record<string, string[]> = {};
  for (const c of canaries) {
    gates[c.job] = table.jobs.filter((j) => mode === 'single' || j.family === c.family).map((j) => j.job);
  }
  return { canaries, remaining, gates };
}

function pickFrom(
  plan: Plan,
  candidates: readonly BucketPath[],
): { bucket: BucketPath; row: Row } | undefined {
  let best: { bucket: BucketPath; row: Row; conc: number } | undefined;
  for (const bucket of candidates) {
    for (const row of rowsOf(plan, bucket)) {
      if (row['run-eval'] === true) continue;
      const conc = minConc(row);
      if (!best || conc < best.conc) best = { bucket, row, conc };
    }
  }
  return best && { bucket: best.bucket, row: best.row };
}

export interface CanaryBlock {
  canary: Canary;
  /** Sweep jobs skipped because this canary failed, with the rows each would have run. */
  blocked: { job: string; bucket: BucketPath; rows: number }[];
  /** One line for the status comment: what the failed canary blocked. */
  message: string;
}

/** What each failed canary blocked, given the selection and the canary jobs that failed or were cancelled. */
export function canaryBlocks(
  selection: CanarySelection,
  failedJobs: readonly string[],
  table: BucketTable = bucketTable,
): CanaryBlock[] {
  const sizes = new Map(bucketsOf(selection.remaining).map((b) => [b.bucket, b.rows.length]));
  return selection.canaries
    .filter((c) => failedJobs.includes(c.job))
    .map((canary) => {
      const gated = new Set(selection.gates[canary.job] ?? []);
      const blocked = table.jobs
        .filter((j) => gated.has(j.job) && (sizes.get(j.bucket) ?? 0) > 0)
        .map((j) => ({ job: j.job, bucket: j.bucket, rows: sizes.get(j.bucket) ?? 0 }));
      const total = blocked.reduce((n, b) => n + b.rows, 0);
      const name = `${String(canary.row['exp-name'] ?? canary.rowId)} on ${String(canary.row['runner'])} conc ${JSON.stringify(canary.row['conc'])}`;
      const list = blocked.map((b) => `${b.bucket} (${b.rows})`).join(', ') || 'nothing';
      return {
        canary,
        blocked,
        message: `canary ${canary.rowId} (${name}) failed; skipped ${total} rows: ${list}`,
      };
    });
}
