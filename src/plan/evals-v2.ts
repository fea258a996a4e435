// Eval selection of the reference's newer generator (policy v2; 03 §5 "[N] changes"), a pure pass over
// the generator's rows. Inferred from that generator's full sweep of the reference's current files
// (golden/full-sweep.default.json there: reproduced row for row), and documented here rule by rule:
//
//   1. fixed-seq-len rows: as v1 (single-node: highest and median eligible conc per group; multi-node:
//      the highest eligible conc per topology, `eval-conc`);
//   2. agentic rows are evaluated by default (GSM8K through lm-eval), not only in evals-only mode:
//      single-node: the highest-conc row per (model, runner, framework, precision, spec-decoding,
//      dp-attn, image); multi-node: per topology the highest conc ≥ 16, and where a (model, runner,
//      framework, precision) has no such row at all, its highest-conc row (the fallback eval);
//   3. vendor suites: every agentic row of a model with a vendor suite (kimik3, minimaxm3) runs that
//      suite at its own concurrency; the GSM8K pick of such a model becomes its own eval-only row,
//      right after the row it copies;
//   4. one eval per result identity (model, runner, framework, precision, spec-decoding, scenario,
//      isl/osl, tp/ep/dp-attn or the workers' counts and shapes, eval framework and suite, eval
//      concurrency): a row without KV offload is preferred, then the first in plan order; the others
//      lose their eval (an eval-only copy is dropped); eval-only rows lose `require-power`;
//   5. every eval row names its `eval-framework` and `eval-suite` ("" for GSM8K).
// All-evals widens the GSM8K selection as v1 does (vendor-suite rows keep their own selection), and
// evals-only / all-evals keep the eval rows, as in v1.
import { canonicalJson } from './canonical.js';
import type { GenRow, Row } from './expand.js';
import {
  concsOf,
  groupBy,
  keepEvalRows,
  markSingleFixedSubset,
  multiSubsetPicks,
  singleAgenticPicks,
  widenToAllEvals,
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
const IDENTITY = [
  'model',
  'runner',
  'framework',
  'precision',
  'spec-decoding',
  'scenario-type',
  'isl',
  'osl',
  'tp',
  'ep',
  'dp-attn',
  'eval-framework',
  'eval-suite',
];
const EVAL_FIELDS = ['eval-framework', 'eval-suite', 'eval-conc'];

type Suite = { framework: string; suite: string };
const vendorOf = (r: Row): Suite | undefined =>
  (GENERATOR_POLICY.vendorEvals as Record<string, Suite | undefined>)[String(r['model-prefix'])];
const isAgentic = (g: GenRow): boolean => g.kind === 'single-agentic' || g.kind === 'multi-agentic';

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

/** The result identity of an eval row (rule 4). */
function identity(r: Row): string {
  const workers = ['prefill', 'decode'].map((w) => {
    const x = r[w] as Row | undefined;
    return x ? [x['num-worker'], x.tp, x.ep, x['dp-attn']] : null;
  });
  return `${keyOf(r, IDENTITY)}\u0000${canonicalJson(workers)}\u0000${canonicalJson(r['eval-conc'] ?? r.conc)}`;
}

/** Rule 4: one eval per identity, rows without KV offload first, then plan order. */
function dropCollidingEvals(rows: GenRow[]): GenRow[] {
  const evals = rows.filter((g) => g.row['run-eval'] === true);
  const offloads = (g: GenRow) => (g.row['kv-offloading'] ?? 'none') !== 'none';
  const ordered = [...evals.filter((g) => !offloads(g)), ...evals.filter(offloads)];
  const seen = new Set<string>();
  const dropped = new Set<GenRow>();
  for (const g of ordered) {
    const id = identity(g.row);
    if (seen.has(id)) dropped.add(g);
    else seen.add(id);
  }
  const out: GenRow[] = [];
  for (const g of rows) {
    if (dropped.has(g)) {
      if (g.row['eval-only'] === true) continue;
      g.row['run-eval'] = false;
      for (const f of EVAL_FIELDS) delete g.row[f];
    } else if (g.row['eval-only'] === true) delete g.row['require-power'];
    out.push(g);
  }
  return out;
}

export function markEvalsV2(input: GenRow[], evals: EvalOptions): GenRow[] {
  if (evals.mode === 'none') return input;
  const gsm8k = GENERATOR_POLICY.defaultEval;
  // Marking writes to rows: work on copies so the caller's rows stay as generated.
  const rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  for (const g of rows) if (isAgentic(g)) g.row['run-eval'] = false;
  markSingleFixedSubset(rows);
  for (const g of rows) if (g.row['run-eval'] === true) mark(g.row, gsm8k);
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
      mark(row, gsm8k, p.conc);
      copies.set(p.row, { ...p.row, row });
    } else mark(p.row.row, gsm8k, p.conc);
  }
  for (const g of rows) {
    const suite = isAgentic(g) ? vendorOf(g.row) : undefined;
    if (suite) mark(g.row, suite, g.kind === 'multi-agentic' ? concsOf(g.row)[0] : undefined);
  }
  let out = rows.flatMap((g) => (copies.has(g) ? [g, copies.get(g)!] : [g]));
  if (evals.allEvals) {
    out = widenToAllEvals(out, (g) => g.row['eval-only'] !== true && !(isAgentic(g) && vendorOf(g.row)));
    for (const g of out)
      if (g.row['run-eval'] === true && g.row['eval-framework'] === undefined) mark(g.row, gsm8k);
  }
  out = dropCollidingEvals(out);
  return evals.mode === 'evals-only' || evals.allEvals ? keepEvalRows(out) : out;
}
