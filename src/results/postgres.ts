// The reference's database as a baseline, with its comparison's semantics: for a fixed-sequence result,
// the newest main-branch result of the same configuration (hardware, model prefix, framework, precision,
// spec decoding, disaggregation, node kind, prefill/decode TP, EP and DP-attention), sequence lengths and
// concurrency; results with an error and other branches' results never count. Agentic results are not
// compared (the reference skips them). Pure: the query and its parameters, and the rows back to samples.
import type { Row } from '../plan/row.js';
import type { Sample } from './baseline.js';
import { aggMetrics } from './metrics.js';
import { isAgenticRow, isMultiNodeRow } from './names.js';
import type { AggResult } from './schemas.js';

/**
 * One configuration's newest results on main, newest first (`$17` of them: the newest and the few
 * before it, for the spread). Parameters in the order of `pgParams`.
 */
export const BASELINE_SQL = `SELECT br.metrics AS metrics, br.date AS date, c.model AS model, wr.id AS run_id
FROM benchmark_results br
JOIN configs c ON c.id = br.config_id
JOIN workflow_runs wr ON wr.id = br.workflow_run_id
WHERE c.hardware = $1 AND c.framework = $2 AND c.precision = $3 AND c.spec_method = $4
  AND c.disagg = $5 AND c.is_multinode = $6
  AND c.prefill_tp = $7 AND c.prefill_ep = $8 AND c.prefill_dp_attention = $9
  AND c.decode_tp = $10 AND c.decode_ep = $11 AND c.decode_dp_attention = $12
  AND c.model LIKE $13 || '%'
  AND br.isl = $14 AND br.osl = $15 AND br.conc = $16
  AND wr.head_branch = 'main' AND br.error IS NULL
ORDER BY br.date DESC
LIMIT $17`;

/** `hw` lower-cased with one trailing `-multinode`, `-trt` or `-disagg` removed, as the reference does. */
export const pgHardware = (hw: string): string => hw.toLowerCase().replace(/-(multinode|trt|disagg)$/, '');

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const num = (v: unknown, d = 1): number => (typeof v === 'number' ? v : d);

/**
 * The query's parameters for a row at one concurrency, or undefined for a row the reference does not
 * compare (agentic). A single-node row's TP, EP and DP-attention stand for both roles.
 */
export function pgParams(row: Row, conc: number, samples: number): unknown[] | undefined {
  if (isAgenticRow(row)) return undefined;
  const multi = isMultiNodeRow(row);
  const p = multi ? obj(row['prefill']) : row;
  const d = multi ? obj(row['decode']) : row;
  return [
    pgHardware(String(row['runner'] ?? '')),
    row['framework'],
    row['precision'],
    row['spec-decoding'] ?? 'none',
    row['disagg'] === true,
    multi,
    num(p['tp']),
    num(p['ep']),
    p['dp-attn'] === true,
    num(d['tp']),
    num(d['ep']),
    d['dp-attn'] === true,
    String(row['model-prefix'] ?? '').toLowerCase(),
    num(row['isl'], 0),
    num(row['osl'], 0),
    conc,
    samples,
  ];
}

/** The database's rows (newest first) as samples: `metrics` holds the aggregate's keys. */
export function pgSamples(rows: readonly Record<string, unknown>[]): Sample[] {
  return rows.map((r) => {
    const metrics = typeof r['metrics'] === 'string' ? JSON.parse(r['metrics']) : r['metrics'];
    const s: Sample = {
      metrics: aggMetrics(obj(metrics) as AggResult),
      source: `run ${String(r['run_id'])}`,
    };
    const at = r['date'] instanceof Date ? r['date'].toISOString() : r['date'];
    if (typeof at === 'string') s.at = at;
    return s;
  });
}
