// Output model and buckets of the `search-space-config`.
import { ADDED_ROW_KEYS } from './fingerprint.js';
import { seqLenName } from './policy.js';
import type { EvalBucket, Row, SearchSpaceConfig } from './pr-types.js';

/** Bucket keys the reference workflow has a job for; anything else is an error. */
export const CONSUMED_FIXED_BUCKETS: readonly string[] = ['1k1k', '8k1k', 'agentic'];

/** What a row measures: throughput (a benchmark) or accuracy (an eval). */
export type RowPurpose = 'throughput' | 'eval';

export const isMultiNode = (r: Row) => 'prefill' in r;
export const isAgentic = (r: Row) => r['scenario-type'] === 'agentic-coding';

/** Bucket path of a row: `single_node.8k1k`, `multi_node.agentic`, `evals`, `multinode_agentic_evals`, … */
export function bucketOf(row: Row, kind: RowPurpose): string {
  if (kind === 'eval') {
    const b: EvalBucket = isMultiNode(row)
      ? isAgentic(row)
        ? 'multinode_agentic_evals'
        : 'multinode_evals'
      : isAgentic(row)
        ? 'agentic_evals'
        : 'evals';
    return b;
  }
  const family = isMultiNode(row) ? 'multi_node' : 'single_node';
  return `${family}.${isAgentic(row) ? 'agentic' : seqLenName(row.isl, row.osl)}`;
}

/**
 * The reference output model: fixed-seq-len rows gain `eval-only` (false on throughput rows),
 * multi-node fixed rows gain `eval-all-concs: false`, eval rows are `eval-only: true`, workers gain
 * `additional-settings: []`, nulls and the added keys (`ADDED_ROW_KEYS`) dropped. Fingerprints are
 * taken before this. Returns a new object; nested values are shared unless they held nulls.
 */
export function toOutputRow(row: Row, kind: RowPurpose): Row {
  const out: Row = {};
  for (const k in row) {
    const v = row[k];
    if (v === null || v === undefined || ADDED_KEYS.has(k)) continue;
    out[k] = typeof v === 'object' && hasNull(v) ? dropNulls(v) : v;
  }
  if (kind === 'eval') out['eval-only'] = true;
  const { prefill, decode } = out;
  if (isWorker(prefill) && !('additional-settings' in prefill))
    out.prefill = { ...prefill, 'additional-settings': [] };
  if (isWorker(decode) && !('additional-settings' in decode))
    out.decode = { ...decode, 'additional-settings': [] };
  if (!isAgentic(out)) {
    if (!('eval-only' in out)) out['eval-only'] = false;
    if (isMultiNode(out) && !('eval-all-concs' in out)) out['eval-all-concs'] = false;
  }
  return out;
}

const ADDED_KEYS: ReadonlySet<string> = new Set(ADDED_ROW_KEYS);
const isWorker = (w: unknown): w is Row => !!w && typeof w === 'object';

// Indexed loops, not iterators: these run over every value of every row, where V8 does not optimise them.
function hasNull(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasNull(v[i])) return true;
    return false;
  }
  for (const k in v) if (Object.hasOwn(v, k) && hasNull((v as Record<string, unknown>)[k])) return true;
  return false;
}

export function dropNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = dropNulls(x);
    return out;
  }
  return v;
}

export function emptyPlan(baseRef: string, headRef: string): SearchSpaceConfig {
  return {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
    changelog_metadata: { base_ref: baseRef, head_ref: headRef, entries: [] },
  };
}

/** Appends a row to its bucket path (`single_node.8k1k` or `evals`). */
export function pushToBucket(plan: SearchSpaceConfig, bucket: string, row: Row): void {
  const dot = bucket.indexOf('.');
  if (dot < 0) {
    (plan[bucket as EvalBucket] as Row[]).push(row);
    return;
  }
  const family = plan[bucket.slice(0, dot) as 'single_node' | 'multi_node'];
  (family[bucket.slice(dot + 1)] ??= []).push(row);
}

/** Every (bucket path, rows) pair of a plan, in output order. */
export function bucketsOf(plan: SearchSpaceConfig): [string, Row[]][] {
  const out: [string, Row[]][] = [];
  for (const family of ['single_node', 'multi_node'] as const) {
    for (const [k, rows] of Object.entries(plan[family])) out.push([`${family}.${k}`, rows]);
  }
  for (const b of ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const)
    out.push([b, plan[b]]);
  return out;
}

/**
 * The reference `search-space-config` as JSON: the 7 keys, and the plan's rows without the added keys
 * (left out of the rows, and only of them, as they are written: a copy of every row cost more).
 */
export function inferenceXJson(plan: SearchSpaceConfig): string {
  const rows = new Set<object>();
  for (const [, bucket] of bucketsOf(plan)) for (let i = 0; i < bucket.length; i++) rows.add(bucket[i]!);
  const view: SearchSpaceConfig = {
    single_node: plan.single_node,
    multi_node: plan.multi_node,
    evals: plan.evals,
    agentic_evals: plan.agentic_evals,
    multinode_evals: plan.multinode_evals,
    multinode_agentic_evals: plan.multinode_agentic_evals,
    changelog_metadata: plan.changelog_metadata,
  };
  return JSON.stringify(view, function (this: unknown, key: string, value: unknown) {
    return ADDED_KEYS.has(key) && rows.has(this as object) ? undefined : value;
  });
}
