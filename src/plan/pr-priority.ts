// Priority and queue token. The weights are data from `configs/ci-priority.yaml`;
// this module only interprets them.
import { sha256Hex } from './canonical.js';
import type { CiPriorityPolicy } from '../config/types.js';
import type { PlanContext, Row } from './pr-types.js';

/** Score of one row under the policy, before rounding. Patchwork overrides everything. */
export function priorityScore(
  row: Row,
  policy: CiPriorityPolicy,
  ctx: Pick<PlanContext, 'event' | 'labels'>,
): number {
  return priorityScorer(policy, ctx)(row);
}

/** The policy and the PR's labels bound once; the returned function scores rows (thousands per plan). */
export function priorityScorer(
  policy: CiPriorityPolicy,
  ctx: Pick<PlanContext, 'event' | 'labels'>,
): (row: Row) => number {
  const labels = new Set(ctx.labels);
  const patchwork = policy.labels?.patchwork;
  if (
    patchwork &&
    patchwork.names.some((n) => labels.has(n)) &&
    !(patchwork['waived-by'] ?? []).some((n) => labels.has(n))
  ) {
    const score = patchwork.score;
    return () => score;
  }
  const a = policy.adjustments ?? {};
  const checklist = policy.labels?.['checklist-complete'];
  const constant =
    policy['base-score'] +
    (a.event?.[ctx.event] ?? 0) +
    (checklist && checklist.names.some((n) => labels.has(n)) ? checklist.adjustment : 0);
  const prefixes = Object.entries(a['framework-prefix'] ?? {});
  // A plan has a handful of frameworks and thousands of rows.
  const byFramework = new Map<string, number>();
  const forFramework = (framework: unknown): number => {
    if (typeof framework !== 'string') return 0;
    let add = byFramework.get(framework);
    if (add === undefined) byFramework.set(framework, (add = frameworkPrefix(prefixes, framework)));
    return add;
  };
  return (row) => {
    let score = constant;
    if ('prefill' in row) score += a['multi-node'] ?? 0;
    if (row['scenario-type'] === 'agentic-coding') score += a.agentic ?? 0;
    if (row['eval-only'] === true) score += a['eval-only'] ?? 0;
    score += lookup(a.precision, row.precision);
    score += lookup(a['spec-decoding'], row['spec-decoding']);
    score += forFramework(row.framework);
    score += lookup(a['model-prefix'], row['model-prefix']);
    score += (a['additional-node'] ?? 0) * additionalNodes(row);
    return score;
  };
}

/** `"2.750"`: half-up to 0.001. Scaled integers avoid binary-float ties (2.0005 → 2.001). */
export function formatPriority(score: number): string {
  const milli = Math.floor(Number((score * 1000).toPrecision(12)) + 0.5);
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * `queue-token`: the first 32 hex of sha256("<run_id>:<run_attempt>:<path>:<canonical row json>").
 * The path is the row id, so a token does not change when rows move between buckets.
 */
export function queueToken(namespace: string, path: string, canonicalRow: string): string {
  return sha256Hex(`${namespace}:${path}:${canonicalRow}`).slice(0, 32);
}

/**
 * Nodes beyond the first that the row's job reserves (`node-count`, the label `nodes:N`). The newer
 * policy weighs each with `additional-node` (a small negative number): within one class of otherwise
 * equal score, smaller allocations run first. A row without a node count is one node.
 */
function additionalNodes(row: Row): number {
  const n = row['node-count'];
  return typeof n === 'number' && Number.isFinite(n) && n > 1 ? n - 1 : 0;
}

function lookup(table: Record<string, number> | undefined, value: unknown): number {
  if (!table || typeof value !== 'string') return 0;
  return Object.hasOwn(table, value) ? table[value]! : 0;
}

/** First prefix in table order that equals the framework or prefixes it as `<prefix>-…`. */
function frameworkPrefix(table: readonly [string, number][], framework: unknown): number {
  if (typeof framework !== 'string') return 0;
  for (const [prefix, add] of table) {
    if (framework === prefix || framework.startsWith(`${prefix}-`)) return add;
  }
  return 0;
}

/** Policy signals that no row can ever carry (e.g. `eagle` specs). */
export function unreachableSignals(
  policy: CiPriorityPolicy,
  rowValues: { 'spec-decoding': readonly string[] },
): string[] {
  const specs = Object.keys(policy.adjustments?.['spec-decoding'] ?? {});
  return specs
    .filter((s) => !rowValues['spec-decoding'].includes(s))
    .map((s) => `adjustments.spec-decoding.${s}`);
}
