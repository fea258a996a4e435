// Eval selection of the reference's newer generator (policy v2), a pure pass over the generator's rows.
// Checked against that generator's full sweeps of the reference's current files (its default mode row for
// row, its all-evals mode on the prefixes kept for comparison), and documented here rule by rule.
//
// Default selection:
//   1. fixed-seq-len rows: as v1 (single-node: highest and median eligible conc per group; multi-node:
//      the highest eligible conc per topology, `eval-conc`);
//   2. agentic rows are evaluated by default (GSM8K through lm-eval), not only in evals-only mode:
//      single-node: the highest-conc row per (model, runner, framework, precision, spec-decoding,
//      dp-attn, image); multi-node: per topology the highest conc ≥ 16, and where a (model, runner,
//      framework, precision) has no such row at all, its highest-conc row (the fallback eval);
//   3. vendor suites: every agentic row of a model with a vendor suite (kimik3, minimaxm3) runs that
//      suite at its own concurrency; the GSM8K pick of such a model becomes its own eval-only row,
//      right after the row it copies (without `require-power`: an eval measures no power);
//   4. one eval per result identity (see `identity`): a row without KV offload is preferred, then the
//      first in plan order; a row whose every concurrency is taken loses its eval (an eval-only copy is
//      dropped), a row that evaluates several concurrencies keeps the ones still free;
//   5. every eval row names its `eval-framework` and `eval-suite` ("" for GSM8K).
// All-evals, applied to the default selection (the default's eval-only copies are made anew):
//   6. every 8k1k single-node row and every single-node agentic row runs GSM8K; a vendor-suite row keeps
//      its suite and gains a GSM8K row of its own beside it;
//   7. multi-node 8k1k rows of one topology become one row over the sorted union of their concurrencies
//      (`eval-all-concs`, no `eval-conc`), evaluated one concurrency after the other on one engine;
//   8. multi-node agentic rows of one topology (vendor-suite ones included, whose suite rows stay one per
//      concurrency) become one GSM8K row over the union of their concurrencies at the highest
//      (`eval-conc`): one row per search-space item, covering its whole concurrency list;
//   9. rule 4 again over the result.
// Evals-only and all-evals keep the eval rows, each `eval-only: true` and without `require-power`.
import { canonicalJson } from './canonical.js';
import type { GenRow, Row } from './expand.js';
import {
  concsOf,
  groupBy,
  is8k1k,
  markSingleFixedSubset,
  multiSubsetPicks,
  singleAgenticPicks,
  topologyKey,
  type EvalOptions,
  type Pick,
} from './evals.js';
import { GENERATOR_POLICY } from './policy.js';

const SINGLE_AGENTIC_GROUP = [
  'model',
  'runner',
  'framework',
  'precision',
  'spec-decoding',
  'dp-attn',
  'image',
];
const FALLBACK_GROUP = ['model', 'runner', 'framework', 'precision'];
/** The fields of a result's identity besides its topology and concurrency (what the results app keys on). */
const IDENTITY = [
  'model',
  'model-prefix',
  'runner',
  'framework',
  'precision',
  'spec-decoding',
  'disagg',
  'eval-framework',
  'eval-suite',
  'isl',
  'osl',
];
/** Defaults of identity fields a row may leave out. */
const IDENTITY_DEFAULTS: Row = { 'spec-decoding': 'none', disagg: false };
const EVAL_FIELDS = ['eval-framework', 'eval-suite', 'eval-conc', 'eval-all-concs'];

type Suite = { framework: string; suite: string };
const GSM8K: Suite = GENERATOR_POLICY.defaultEval;
const vendorOf = (r: Row): Suite | undefined =>
  (GENERATOR_POLICY.vendorEvals as Record<string, Suite | undefined>)[String(r['model-prefix'])];
const isAgentic = (g: GenRow): boolean => g.kind === 'single-agentic' || g.kind === 'multi-agentic';
const isMulti = (g: GenRow): boolean => g.kind === 'multi-fixed' || g.kind === 'multi-agentic';
const sortedUnique = (xs: number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

function mark(r: Row, suite: Suite, conc?: number): void {
  r['run-eval'] = true;
  r['eval-framework'] = suite.framework;
  r['eval-suite'] = suite.suite;
  if (conc !== undefined) r['eval-conc'] = conc;
}

const keyOf = (r: Row, fields: readonly string[]): string =>
  fields.map((f) => canonicalJson(r[f])).join('\u0000');

/** Multi-node agentic: subset picks, plus one fallback pick where a (model, runner, …) has none. */
function multiAgenticPicks(rows: GenRow[]): Pick[] {
  const picks = multiSubsetPicks(rows, 'multi-agentic');
  const picked = new Set(picks.map((p) => p.row));
  const groups = groupBy(rows, (g) =>
    g.kind === 'multi-agentic' ? keyOf(g.row, FALLBACK_GROUP) : undefined,
  );
  for (const group of groups.values()) {
    if (group.some((g) => picked.has(g))) continue;
    let best = group[0]!;
    for (const g of group) if (concsOf(g.row)[0]! > concsOf(best.row)[0]!) best = g;
    picks.push({ row: best, conc: concsOf(best.row)[0]! });
  }
  return picks;
}

/**
 * The identity of one evaluated concurrency of a row: model, runner, framework, precision, spec-decoding,
 * disaggregation, the parallelism (tp, ep, dp-attn; per worker also its count), the eval, the sequence
 * lengths and the concurrency. Image and KV offload are not part of it: rows that differ only there would
 * overwrite each other's eval result.
 */
function identity(r: Row, conc: number): string {
  const shape = (x: Row) => [x.tp, x.ep, x['dp-attn'], x['num-worker']];
  const topology =
    'prefill' in r ? [shape(r.prefill as Row), shape(r.decode as Row)] : [r.tp, r.ep, r['dp-attn']];
  const fields = IDENTITY.map((f) => r[f] ?? IDENTITY_DEFAULTS[f] ?? null);
  return canonicalJson([...fields, topology, conc]);
}

/** The concurrencies an eval row evaluates: a multi-node row its `eval-conc` unless it runs them all. */
function evalConcs(r: Row): number[] {
  if ('prefill' in r && r['eval-all-concs'] !== true) return [r['eval-conc'] as number];
  return sortedUnique(concsOf(r));
}

/**
 * Rule 4, in place: one eval per result identity, rows without KV offload first, then in order. A row
 * that loses every concurrency stops evaluating; one that loses some keeps the others. The planner applies
 * it again over the eval rows of all a PR's entries, as the reference planner does.
 */
export function dropCollidingEvals(rows: readonly Row[]): void {
  const evals = rows.filter((r) => r['run-eval'] === true);
  const offloads = (r: Row) => (r['kv-offloading'] ?? 'none') !== 'none';
  const claimed = new Set<string>();
  for (const r of [...evals.filter((r) => !offloads(r)), ...evals.filter(offloads)]) {
    const concs = evalConcs(r);
    const free = concs.filter((c) => !claimed.has(identity(r, c)));
    for (const c of free) claimed.add(identity(r, c));
    if (free.length === concs.length) continue;
    if (free.length > 0) {
      r.conc = free;
      continue;
    }
    r['run-eval'] = false;
    for (const f of EVAL_FIELDS) delete r[f];
  }
}

/** Rules 1–5. */
function markDefault(input: GenRow[]): GenRow[] {
  // Marking writes to rows: work on copies so the caller's rows stay as generated.
  const rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  for (const g of rows) if (isAgentic(g)) g.row['run-eval'] = false;
  markSingleFixedSubset(rows);
  for (const g of rows) if (g.row['run-eval'] === true) mark(g.row, GSM8K);
  const picks = [
    ...multiSubsetPicks(rows, 'multi-fixed'),
    ...multiAgenticPicks(rows),
    ...singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP),
  ];
  // A vendor model's GSM8K pick runs as its own eval-only row; its throughput row runs the suite.
  const copies = new Map<GenRow, GenRow>();
  for (const p of picks) {
    if (isAgentic(p.row) && vendorOf(p.row.row)) {
      const row: Row = { ...structuredClone(p.row.row), 'eval-only': true };
      delete row['require-power'];
      mark(row, GSM8K, p.conc);
      copies.set(p.row, { ...p.row, row });
    } else mark(p.row.row, GSM8K, p.conc);
  }
  for (const g of rows) {
    const suite = isAgentic(g) ? vendorOf(g.row) : undefined;
    if (suite) mark(g.row, suite, g.kind === 'multi-agentic' ? Math.max(...concsOf(g.row)) : undefined);
  }
  const out = rows.flatMap((g) => (copies.has(g) ? [g, copies.get(g)!] : [g]));
  dropCollidingEvals(out.map((g) => g.row));
  // An eval-only copy that lost its eval has nothing left to run.
  return out.filter((g) => g.row['run-eval'] === true || g.row['eval-only'] !== true);
}

/** Rules 6–9, over the default selection. */
function markAll(rows: GenRow[]): GenRow[] {
  const out: GenRow[] = [];
  // Topology → the row its group merges into (fixed and agentic groups apart).
  const merged = new Map<string, Row>();
  const merge = (g: GenRow, row: Row, first: (concs: number[]) => Row, next: (into: Row) => void) => {
    const key = `${g.kind}\u0000${topologyKey(row)}`;
    const into = merged.get(key);
    if (into) {
      into.conc = sortedUnique([...(into.conc as number[]), ...concsOf(row)]);
      next(into);
      return;
    }
    const m = first(sortedUnique(concsOf(row)));
    merged.set(key, m);
    out.push({ ...g, row: m });
  };
  for (const g of rows) {
    if (g.row['eval-only'] === true) continue;
    let row = g.row;
    const suite = isAgentic(g) ? vendorOf(row) : undefined;
    if (suite) {
      const vendor: Row = { ...row };
      if (isMulti(g)) {
        const concs = sortedUnique(concsOf(row));
        vendor.conc = concs;
        mark(vendor, suite, concs[concs.length - 1]);
      } else mark(vendor, suite);
      out.push({ ...g, row: vendor });
      // GSM8K too, from a copy without the suite's fields.
      row = { ...row };
      for (const f of ['eval-framework', 'eval-suite', 'eval-conc']) delete row[f];
    }
    if (g.kind === 'single-agentic') {
      out.push({ ...g, row: { ...row, 'run-eval': true } });
    } else if (g.kind === 'multi-agentic') {
      merge(
        g,
        row,
        (conc) => ({ ...row, conc, 'run-eval': true, 'eval-conc': conc[conc.length - 1] }),
        (into) => {
          const c = into.conc as number[];
          into['eval-conc'] = c[c.length - 1];
        },
      );
    } else if (!is8k1k(row)) {
      out.push({ ...g, row });
    } else if (g.kind === 'multi-fixed') {
      merge(
        g,
        row,
        (conc) => {
          const m: Row = { ...row, conc, 'run-eval': true, 'eval-all-concs': true };
          delete m['eval-conc'];
          return m;
        },
        () => {},
      );
    } else {
      out.push({ ...g, row: { ...row, 'run-eval': true } });
    }
  }
  for (const { row } of out) {
    if (row['run-eval'] !== true) continue;
    if (!row['eval-framework']) row['eval-framework'] = GSM8K.framework;
    if (row['eval-suite'] === undefined) row['eval-suite'] = GSM8K.suite;
  }
  dropCollidingEvals(out.map((g) => g.row));
  return out;
}

/** The output filter of evals-only and all-evals: eval rows only, each eval-only, none measuring power. */
function keepEvalRows(rows: GenRow[]): GenRow[] {
  const out: GenRow[] = [];
  for (const g of rows) {
    if (g.row['run-eval'] !== true) continue;
    g.row['eval-only'] = true;
    delete g.row['require-power'];
    out.push(g);
  }
  return out;
}

export function markEvalsV2(input: GenRow[], evals: EvalOptions): GenRow[] {
  if (evals.mode === 'none') return input;
  let rows = markDefault(input);
  if (evals.allEvals) rows = markAll(rows);
  return evals.mode === 'evals-only' || evals.allEvals ? keepEvalRows(rows) : rows;
}
