// Row hashes. `recipe-fingerprint` identifies a curve: SHA-256 of the canonical
// throughput row without its concurrency, name and output-model bookkeeping. Input set per row kind:
//   single-node fixed / agentic: every emitted key except `conc`, `exp-name`, `recipe-fingerprint`,
//     `eval-only`, `eval-all-concs`, the keys added to the August 2026 row model (`row-id`, `gpu-count`,
//     `node-count`) and the priority fields (`priority`, `queue-token`, `skip-queue-pr`);
//   multi-node fixed / agentic: the same, and a worker's `additional-settings` only when non-empty (the
//     output model's `[]` default is not part of the recipe).
// `row-id` is the first 16 hex of the SHA-256 of the canonical emitted row without the priority
// fields and the added keys. docs/rows.md lists every key a row may carry and who writes it.
import { canonicalJsonOf, sha256Hex } from './canonical.js';
import type { Row } from './expand.js';

/** Row keys only the product writes: no version of the reference writes them. */
export const PRODUCT_ROW_KEYS = ['row-id', 'gpu-count'] as const;
/**
 * Keys the product's rows carry beyond the August 2026 reference's row model: its own, and `node-count`,
 * which the newer reference writes on multi-node rows. Neither hash reads them (a row hashes the same
 * under both reference versions), and the `inferencex` output, the August 2026 format, leaves them out.
 */
export const ADDED_ROW_KEYS = [...PRODUCT_ROW_KEYS, 'node-count'] as const;
/** Keys the priority annotation adds. */
export const PRIORITY_KEYS = ['priority', 'queue-token', 'skip-queue-pr'] as const;
const NOT_RECIPE = new Set<string>([
  'conc',
  'exp-name',
  'recipe-fingerprint',
  'eval-only',
  'eval-all-concs',
  ...ADDED_ROW_KEYS,
  ...PRIORITY_KEYS,
]);
const NOT_ROW_ID = new Set<string>([...ADDED_ROW_KEYS, ...PRIORITY_KEYS]);

function withoutDefaultSettings(w: unknown): unknown {
  if (!w || typeof w !== 'object' || Array.isArray(w)) return w;
  const s = (w as Row)['additional-settings'];
  if (!Array.isArray(s) || s.length > 0) return w;
  const { 'additional-settings': _omit, ...rest } = w as Row;
  return rest;
}

const recipeValue = (k: string, v: unknown): unknown =>
  k === 'prefill' || k === 'decode' ? withoutDefaultSettings(v) : v;

export function recipeFingerprint(row: Row): string {
  return sha256Hex(canonicalJsonOf(row, NOT_RECIPE, recipeValue));
}

export function rowId(row: Row): string {
  return sha256Hex(canonicalJsonOf(row, NOT_ROW_ID)).slice(0, 16);
}
