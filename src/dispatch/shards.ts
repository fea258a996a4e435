// Shards: every bucket split into slices of ≤ max-rows-per-matrix rows over a fixed number of shard slots
// per family; job outputs carry only shard descriptors, the plan itself is an artifact that jobs read their
// row from; exceeding a limit is an error at plan time, never a failed dispatch. Pure.
import { diag, type Diagnostic } from '../diagnostics.js';
import { bucketsOf, isMultiNode, rowIdOf, type BucketPath, type Plan, type Row } from './plan.js';
import { bucketTable, jobFor, type BucketTable } from './table.js';
import { jobLabels, runsOnInput, type CheckedRoute, type RoutingFlags } from './routing.js';

export const MAX_ROWS_PER_MATRIX = 256;
/** The shard slots per family that the generated `sweep-family.yml` reads (one matrix job each): rows in a
 *  higher slot would never run, so this is both the default and the most `shards-per-family` may be. */
export const MAX_SHARDS_PER_FAMILY = 8;
export const DEFAULT_SHARDS_PER_FAMILY = MAX_SHARDS_PER_FAMILY;
/** Each job output stays under this many bytes (GitHub allows 1 MB per job in total). */
export const MAX_OUTPUT_BYTES = 256 * 1024;

/** What a matrix job needs before it starts (runner labels); the rest of the row comes from the plan artifact. */
export interface ShardDescriptor {
  'row-id': string;
  runner: string;
  priority?: string;
  'queue-token'?: string;
  'skip-queue-pr'?: string;
  'node-count'?: number;
  /** The job's label set as JSON, built by the one routing function; `{0}` stands for the run attempt. */
  'runs-on': string;
}

export interface Shard {
  bucket: BucketPath;
  job: string;
  slot: number;
  rows: ShardDescriptor[];
}

export interface ShardOptions {
  maxRowsPerMatrix?: number;
  shardsPerFamily?: number;
  /** Scheduler flags for the label sets (both off by default). */
  routing?: RoutingFlags;
}

export interface ShardPlan {
  shards: Shard[];
  diagnostics: Diagnostic[];
}

export function describeRow(row: Row, routing: RoutingFlags = NO_SCHEDULER): ShardDescriptor {
  const d: ShardDescriptor = { 'row-id': rowIdOf(row), runner: String(row['runner'] ?? ''), 'runs-on': '' };
  if (typeof row['priority'] === 'string') d.priority = row['priority'];
  if (typeof row['queue-token'] === 'string') d['queue-token'] = row['queue-token'];
  if (row['skip-queue-pr'] !== undefined) d['skip-queue-pr'] = String(row['skip-queue-pr']);
  const nodes = row['node-count'] ?? (isMultiNode(row) ? undefined : 1);
  if (typeof nodes === 'number') d['node-count'] = nodes;
  d['runs-on'] = runsOnInput(jobLabels(d, routing));
  return d;
}

const NO_SCHEDULER: RoutingFlags = { priority: false, nodeSlots: false };

/** Every row of the plan as its job will be routed, with what a message about it needs. */
export const plannedRoutes = (plan: Plan, routing: RoutingFlags = NO_SCHEDULER): CheckedRoute[] =>
  bucketsOf(plan).flatMap((b) =>
    b.rows.map((r) => ({
      ...describeRow(r, routing),
      ...(typeof r['exp-name'] === 'string' ? { name: r['exp-name'] } : {}),
      multiNode: isMultiNode(r),
    })),
  );

/**
 * Balanced contiguous shards in plan order; an error for a bucket without a consuming job, and one for a
 * bucket that needs more shards than the family has slots.
 */
export function shardPlan(plan: Plan, opts: ShardOptions = {}, table: BucketTable = bucketTable): ShardPlan {
  const max = Math.min(opts.maxRowsPerMatrix ?? MAX_ROWS_PER_MATRIX, MAX_ROWS_PER_MATRIX);
  // Never more slots than sweep-family.yml reads: a row in a slot no job reads would silently never run.
  const slots = Math.min(opts.shardsPerFamily ?? DEFAULT_SHARDS_PER_FAMILY, MAX_SHARDS_PER_FAMILY);
  const shards: Shard[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const { bucket, rows } of bucketsOf(plan)) {
    if (rows.length === 0) continue;
    const job = jobFor(bucket, table);
    if (!job) {
      diagnostics.push(diag('error', 'X-3', `bucket ${bucket} has no consuming job`, { path: bucket }));
      continue;
    }
    const count = Math.ceil(rows.length / max);
    if (count > slots) {
      diagnostics.push(
        diag('error', 'X-5', `plan exceeds limits: ${bucket} needs ${count} shards (max ${slots})`, {
          path: bucket,
          fix:
            count <= MAX_SHARDS_PER_FAMILY
              ? `split the changelog entry or raise shards-per-family to ${count}`
              : `split the changelog entry (shards-per-family is at most ${MAX_SHARDS_PER_FAMILY})`,
        }),
      );
      continue;
    }
    const descriptors = rows.map((r) => describeRow(r, opts.routing));
    for (const [i, d] of descriptors.entries()) {
      const prev = seen.get(d['row-id']);
      if (prev !== undefined)
        diagnostics.push(
          diag('error', 'MX-2', `duplicate row id ${d['row-id']} in ${bucket}[${i}] (first in ${prev})`, {
            path: bucket,
          }),
        );
      else seen.set(d['row-id'], `${bucket}[${i}]`);
    }
    // Balanced sizes: 300 rows → 150 + 150, not 256 + 44, so shards finish at about the same time.
    let start = 0;
    for (let s = 0; s < count; s++) {
      const size = Math.floor(rows.length / count) + (s < rows.length % count ? 1 : 0);
      shards.push({ bucket, job: job.job, slot: s, rows: descriptors.slice(start, start + size) });
      start += size;
    }
  }
  return { shards, diagnostics };
}

/** `load-plan` outputs: rows per sweep job (0 = skipped) — small whatever the plan size. */
export function rowCounts(sp: ShardPlan, table: BucketTable = bucketTable): Record<string, number> {
  const counts = Object.fromEntries(table.jobs.map((j) => [j.job, 0]));
  for (const s of sp.shards) counts[s.job] = (counts[s.job] ?? 0) + s.rows.length;
  return counts;
}

/** One sweep job's `expand` outputs: `slot_<i>` = JSON list of descriptors, `[]` for an unused slot. */
export function slotOutputs(
  sp: ShardPlan,
  job: string,
  slots = DEFAULT_SHARDS_PER_FAMILY,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < slots; i++) {
    const shard = sp.shards.find((s) => s.job === job && s.slot === i);
    out[`slot_${i}`] = JSON.stringify(shard?.rows ?? []);
  }
  return out;
}

export const outputBytes = (outputs: Record<string, string>): number =>
  Object.entries(outputs).reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
