// Eval selection, a pure pass over the generator's rows. Default ("subset"): per group, the
// highest and median eligible concurrency (single-node) or the highest (multi-node); agentic evals only in
// evals-only / all-evals mode. All-evals then widens the selection; the output filter keeps eval rows.
import { canonicalJson, canonicalJsonOf } from './canonical.js';
import type { GenRow, Row } from './expand.js';
import { GENERATOR_POLICY, isEvalSeqLen } from './policy.js';

export type EvalMode = 'default' | 'none' | 'evals-only';
/**
 * Which reference generator's eval selection: `v1` is the reference of August 2026 (root layout,
 * runners.yaml `hardware` records); `v2` its newer generator under inferencex-e2e/ (GSM8K on agentic
 * rows by default, vendor suites, one eval per result identity; see evals-v2.ts).
 */
export type EvalPolicy = 'v1' | 'v2';
export interface EvalOptions {
  mode: EvalMode;
  allEvals: boolean;
  /** Default: `v2` when runners.yaml has the newer `clusters:` records, else `v1`. */
  policy?: EvalPolicy;
}

const MIN = GENERATOR_POLICY.minEvalConc;
export const is8k1k = (r: Row): boolean => isEvalSeqLen(r.isl, r.osl);
export const concsOf = (r: Row): number[] =>
  Array.isArray(r.conc) ? (r.conc as number[]) : [r.conc as number];

/** Topology key of a multi-node row: every field except the concurrency and eval bookkeeping. */
const TOPOLOGY_IGNORED = new Set([
  'conc',
  'run-eval',
  'eval-only',
  'eval-conc',
  'eval-all-concs',
  'exp-name',
  // v2 names the eval of a row; which eval a row runs is not part of its topology.
  'eval-framework',
  'eval-suite',
]);
export function topologyKey(r: Row): string {
  return canonicalJsonOf(r, TOPOLOGY_IGNORED);
}

export function groupBy(rows: GenRow[], keyOf: (g: GenRow) => string | undefined): Map<string, GenRow[]> {
  const groups = new Map<string, GenRow[]>();
  for (const g of rows) {
    const k = keyOf(g);
    if (k === undefined) continue;
    let list = groups.get(k);
    if (!list) groups.set(k, (list = []));
    list.push(g);
  }
  return groups;
}

/** Single-node fixed: highest and median (index ⌊n/2⌋) of the group's distinct concs ≥ 16, any TP. */
export function markSingleFixedSubset(rows: GenRow[]): void {
  const groups = groupBy(rows, ({ row: r, kind }) =>
    kind === 'single-fixed' && is8k1k(r)
      ? [r.model, r.runner, r.framework, r.precision, r.isl, r.osl, r['spec-decoding'], r['dp-attn']].join(
          '\u0000',
        )
      : undefined,
  );
  for (const group of groups.values()) {
    const concs = [...new Set(group.map((g) => g.row.conc as number).filter((c) => c >= MIN))].sort(
      (a, b) => a - b,
    );
    if (concs.length === 0) continue;
    const picked = new Set([concs[concs.length - 1], concs[Math.floor(concs.length / 2)]]);
    for (const g of group) if (picked.has(g.row.conc as number)) g.row['run-eval'] = true;
  }
}

export interface Pick {
  row: GenRow;
  /** The eval concurrency of a multi-node pick (`eval-conc`). */
  conc?: number;
}

/** Multi-node: per topology, the row holding the highest conc ≥ 16 (its `eval-conc`). */
export function multiSubsetPicks(rows: GenRow[], kind: 'multi-fixed' | 'multi-agentic'): Pick[] {
  const groups = groupBy(rows, (g) =>
    g.kind === kind && (kind === 'multi-agentic' || is8k1k(g.row)) ? topologyKey(g.row) : undefined,
  );
  const picks: Pick[] = [];
  for (const group of groups.values()) {
    let best: GenRow | undefined;
    let bestConc = -Infinity;
    for (const g of group) {
      for (const c of concsOf(g.row)) {
        if (c >= MIN && c > bestConc) {
          best = g;
          bestConc = c;
        }
      }
    }
    if (best) picks.push({ row: best, conc: bestConc });
  }
  return picks;
}

function markMultiSubset(rows: GenRow[], kind: 'multi-fixed' | 'multi-agentic'): void {
  for (const p of multiSubsetPicks(rows, kind)) {
    p.row.row['run-eval'] = true;
    p.row.row['eval-conc'] = p.conc;
  }
}

/** Single-node agentic: the highest-conc row (first on ties) per group of `fields`. */
export function singleAgenticPicks(rows: GenRow[], fields: readonly string[]): Pick[] {
  const groups = groupBy(rows, ({ row: r, kind }) =>
    kind === 'single-agentic' ? fields.map((f) => canonicalJson(r[f])).join('\u0000') : undefined,
  );
  const picks: Pick[] = [];
  for (const group of groups.values()) {
    let best = group[0]!;
    for (const g of group) if ((g.row.conc as number) > (best.row.conc as number)) best = g;
    picks.push({ row: best });
  }
  return picks;
}

/** The August 2026 reference groups single-node agentic evals by model, runner, framework and precision. */
const SINGLE_AGENTIC_GROUP = ['model', 'runner', 'framework', 'precision'];

function markSingleAgenticSubset(rows: GenRow[]): void {
  for (const p of singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP)) p.row.row['run-eval'] = true;
}

/** Merges the rows of each multi-node topology into its first row, with the sorted union of concs. */
export function mergeTopologies(
  rows: GenRow[],
  select: (g: GenRow) => boolean,
  finish: (r: Row) => void,
): GenRow[] {
  const groups = groupBy(rows, (g) => (select(g) ? topologyKey(g.row) : undefined));
  const firstOf = new Map<GenRow, GenRow[]>();
  for (const group of groups.values()) firstOf.set(group[0]!, group);
  const out: GenRow[] = [];
  for (const g of rows) {
    if (!select(g)) {
      out.push(g);
      continue;
    }
    const group = firstOf.get(g);
    if (!group) continue;
    const concs = [...new Set(group.flatMap((m) => concsOf(m.row)))].sort((a, b) => a - b);
    const row: Row = { ...g.row, conc: concs };
    row['run-eval'] = true;
    finish(row);
    out.push({ ...g, row });
  }
  return out;
}

/** The August 2026 policy (v1), bit-exact with the reference of that time. */
export function markEvals(input: GenRow[], evals: EvalOptions): GenRow[] {
  if (evals.mode === 'none') return input;
  // Marking writes to rows: work on copies so the caller's rows stay as generated.
  let rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  const evalsOnly = evals.mode === 'evals-only' || evals.allEvals;
  for (const g of rows)
    if (g.kind === 'single-agentic' || g.kind === 'multi-agentic') g.row['run-eval'] = false;
  markSingleFixedSubset(rows);
  markMultiSubset(rows, 'multi-fixed');
  if (evalsOnly && !evals.allEvals) {
    markSingleAgenticSubset(rows);
    markMultiSubset(rows, 'multi-agentic');
  }
  if (evals.allEvals) rows = widenToAllEvals(rows);
  return evalsOnly ? keepEvalRows(rows) : rows;
}

/**
 * All-evals, applied after the default selection: every 8k1k single-node and single-node agentic row
 * is marked; multi-node 8k1k rows of one topology merge into one row over the sorted union of concs
 * (`eval-all-concs`), multi-node agentic ones into one row at the highest conc.
 */
function widenToAllEvals(input: GenRow[]): GenRow[] {
  for (const g of input) {
    if ((g.kind === 'single-fixed' && is8k1k(g.row)) || g.kind === 'single-agentic') g.row['run-eval'] = true;
  }
  const rows = mergeTopologies(
    input,
    (g) => g.kind === 'multi-fixed' && is8k1k(g.row),
    (r) => {
      delete r['eval-conc'];
      r['eval-all-concs'] = true;
    },
  );
  return mergeTopologies(
    rows,
    (g) => g.kind === 'multi-agentic',
    (r) => {
      const c = r.conc as number[];
      delete r['eval-conc'];
      r['eval-conc'] = c[c.length - 1];
    },
  );
}

/** The output filter of evals-only and all-evals: eval rows only, each `eval-only: true`. */
function keepEvalRows(rows: GenRow[]): GenRow[] {
  const out: GenRow[] = [];
  for (const g of rows) {
    if (g.row['run-eval'] !== true) continue;
    g.row['eval-only'] = true;
    out.push(g);
  }
  return out;
}
