// The plan as the dispatcher sees it: the `search-space-config` object, its buckets and row ids.
// Pure: data in, data out.
import { rowId } from '../plan/fingerprint.js';
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

import type { Row } from '../plan/row.js';
export type { Row };

/**
 * `search-space-config`. Buckets may be absent; unknown bucket keys are kept so the check that every bucket
 * has a consuming job can name them.
 */
export const planSchema = once(() => {
  const z = zod();
  const Rows = z.array(z.record(z.string(), z.unknown()));
  return z.object({
    single_node: z.record(z.string(), Rows).default({}),
    multi_node: z.record(z.string(), Rows).default({}),
    evals: Rows.default([]),
    agentic_evals: Rows.default([]),
    multinode_evals: Rows.default([]),
    multinode_agentic_evals: Rows.default([]),
    changelog_metadata: z.unknown().optional(),
  });
});
export type Plan = Z.infer<ReturnType<typeof planSchema>>;

/** A bucket's address: `single_node.8k1k`, `multi_node.agentic`, `evals`, … */
export type BucketPath = string;
export const FLAT_BUCKETS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;
type FlatBucket = (typeof FLAT_BUCKETS)[number];

/** Every bucket of the plan in plan order (single-node, multi-node, then the eval lists), empty ones included. */
export function bucketsOf(plan: Plan): { bucket: BucketPath; rows: Row[] }[] {
  const out: { bucket: BucketPath; rows: Row[] }[] = [];
  for (const [k, rows] of Object.entries(plan.single_node)) out.push({ bucket: `single_node.${k}`, rows });
  for (const [k, rows] of Object.entries(plan.multi_node)) out.push({ bucket: `multi_node.${k}`, rows });
  for (const k of FLAT_BUCKETS) out.push({ bucket: k, rows: plan[k] });
  return out;
}

export function rowsOf(plan: Plan, bucket: BucketPath): Row[] {
  const [top, sub] = bucket.split('.');
  if (top === 'single_node' || top === 'multi_node') return (sub !== undefined && plan[top][sub]) || [];
  return (FLAT_BUCKETS as readonly string[]).includes(top ?? '') ? plan[top as FlatBucket] : [];
}

/** A copy of the plan with one bucket replaced (other buckets shared, not copied). */
export function withBucket(plan: Plan, bucket: BucketPath, rows: Row[]): Plan {
  const [top, sub] = bucket.split('.');
  if ((top === 'single_node' || top === 'multi_node') && sub !== undefined) {
    return { ...plan, [top]: { ...plan[top], [sub]: rows } };
  }
  return { ...plan, [top as FlatBucket]: rows };
}

const ROW_ID = /^[0-9a-f]{16}$/;

/** The row's unique `row-id` when it carries one, else the planner's id of the row (same hash, same keys). */
export function rowIdOf(row: Row): string {
  const given = row['row-id'];
  if (typeof given === 'string' && ROW_ID.test(given)) return given;
  return rowId(row);
}

export const isMultiNode = (row: Row): boolean => row['prefill'] !== undefined;

/** The row's smallest concurrency (`conc` is an int on single-node rows, a list on multi-node rows). */
export function minConc(row: Row): number {
  const c = row['conc'];
  if (typeof c === 'number') return c;
  if (Array.isArray(c) && c.length > 0) return Math.min(...c.map(Number));
  return Number.POSITIVE_INFINITY;
}
