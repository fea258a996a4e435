// The rows results are matched to: a plan's (every bucket, each row once), or — when no plan is at hand,
// as for a directory of downloaded artifacts — the rows the results themselves describe, one per
// configuration and concurrency, with the topology their files record (so the GPU accounting still
// compares what the job declared with what the result was divided by). Pure.
import { bucketsOf, rowIdOf, type Plan } from '../dispatch/plan.js';
import type { Row } from '../plan/row.js';
import type { Found } from './read.js';

/** Every row of a plan once, in plan order. */
export function planRows(plan: Plan): Row[] {
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const b of bucketsOf(plan))
    for (const r of b.rows) {
      const id = rowIdOf(r);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(r);
    }
  return out;
}

/** `1024` → `1k`, as the reference names its sequence-length scenarios (`1k1k`, `8k1k`). */
const k = (n: unknown): string => (typeof n === 'number' && n % 1024 === 0 ? `${n / 1024}k` : String(n));
const bool = (v: unknown) => v === true || v === 'true';
const int = (v: unknown, d = 1) => (typeof v === 'number' ? v : d);

function stage(r: Record<string, unknown>, p: string): Row {
  return {
    'num-worker': int(r[`${p}num_workers`]),
    tp: int(r[`${p}tp`]),
    pp: int(r[`${p}pp`]),
    'dcp-size': int(r[`${p}dcp_size`]),
    'pcp-size': int(r[`${p}pcp_size`]),
    ep: int(r[`${p}ep`]),
    'dp-attn': bool(r[`${p}dp_attention`]),
  };
}

/** The row a result file describes (identity, topology, concurrency). */
function rowOf(r: Record<string, unknown>, agentic: boolean): Row {
  const row: Row = {
    image: r['image'],
    model: r['model'],
    'model-prefix': r['infmax_model_prefix'],
    precision: r['precision'],
    framework: r['framework'],
    runner: r['hw'],
    'spec-decoding': r['spec_decoding'] ?? 'none',
  };
  if (!agentic) Object.assign(row, { isl: r['isl'], osl: r['osl'] });
  if (r['is_multinode'] === true) {
    Object.assign(row, { prefill: stage(r, 'prefill_'), decode: stage(r, 'decode_'), conc: [r['conc']] });
  } else
    Object.assign(row, {
      tp: int(r['tp']),
      pp: int(r['pp']),
      'dcp-size': int(r['dcp_size']),
      'pcp-size': int(r['pcp_size']),
      ep: int(r['ep']),
      'dp-attn': bool(r['dp_attention']),
      conc: r['conc'],
    });
  if (!agentic) row['disagg'] = r['disagg'] === true;
  if (agentic) row['scenario-type'] = 'agentic-coding';
  const fp = r['recipe_fingerprint'];
  if (typeof fp === 'string' && /^[0-9a-f]{64}$/.test(fp)) row['recipe-fingerprint'] = fp;
  row['exp-name'] =
    `${String(r['infmax_model_prefix'])}_${agentic ? 'agentic' : `${k(r['isl'])}${k(r['osl'])}`}`;
  return row;
}

/** Eval metadata as the eval row it ran for. */
function evalRowOf(meta: Record<string, unknown>): Row {
  const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  const r = { ...meta, isl: num(meta['isl']), osl: num(meta['osl']), conc: num(meta['conc']) };
  const row = rowOf({ ...r, dp_attention: String(meta['dp_attention']) }, false);
  return { ...row, 'run-eval': true, 'eval-only': true };
}

/** The rows a set of results describes, one per configuration and concurrency, in the order first seen. */
export function rowsFromResults(found: readonly Found[]): Row[] {
  const rows = new Map<string, Row>();
  const add = (row: Row) => {
    const id = rowIdOf(row);
    if (!rows.has(id)) rows.set(id, row);
  };
  for (const f of found) {
    if (f.kind === 'fixed') add(rowOf(f.agg, false));
    else if (f.kind === 'agentic') add(rowOf(f.result as Record<string, unknown>, true));
    else if (f.kind === 'eval') add(evalRowOf(f.meta));
  }
  return [...rows.values()];
}
