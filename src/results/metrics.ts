// The metrics a reviewer compares, as one table: their key, unit, which direction is better, and where
// each kind of result keeps them (a fixed-sequence aggregate stores seconds and interactivity under the
// reference's `<stat>_<metric>` keys; the AgentX aggregate stores stat blocks under `request_metrics`).
// Pure.
import type { AgenticResult, AggResult, Stat } from './schemas.js';

export type MetricKey =
  | 'tput_per_gpu'
  | 'output_tput_per_gpu'
  | 'input_tput_per_gpu'
  | 'median_intvty'
  | 'median_ttft'
  | 'p90_ttft'
  | 'p99_ttft'
  | 'median_itl'
  | 'p90_itl'
  | 'median_tpot'
  | 'p90_tpot'
  | 'median_e2el'
  | 'cache_hit_rate';

export interface MetricDef {
  key: MetricKey;
  /** Short column label (the same in both languages: these are the field's names). */
  label: string;
  unit: string;
  better: 'higher' | 'lower';
  /** Stored in seconds, shown in milliseconds. */
  ms?: boolean;
}

export const METRICS: readonly MetricDef[] = [
  { key: 'tput_per_gpu', label: 'tput/GPU', unit: 'tok/s/GPU', better: 'higher' },
  { key: 'output_tput_per_gpu', label: 'output tput/GPU', unit: 'tok/s/GPU', better: 'higher' },
  { key: 'input_tput_per_gpu', label: 'input tput/GPU', unit: 'tok/s/GPU', better: 'higher' },
  { key: 'median_intvty', label: 'interactivity p50', unit: 'tok/s/user', better: 'higher' },
  { key: 'median_ttft', label: 'TTFT p50', unit: 'ms', better: 'lower', ms: true },
  { key: 'p90_ttft', label: 'TTFT p90', unit: 'ms', better: 'lower', ms: true },
  { key: 'p99_ttft', label: 'TTFT p99', unit: 'ms', better: 'lower', ms: true },
  { key: 'median_itl', label: 'ITL p50', unit: 'ms', better: 'lower', ms: true },
  { key: 'p90_itl', label: 'ITL p90', unit: 'ms', better: 'lower', ms: true },
  { key: 'median_tpot', label: 'TPOT p50', unit: 'ms', better: 'lower', ms: true },
  { key: 'p90_tpot', label: 'TPOT p90', unit: 'ms', better: 'lower', ms: true },
  { key: 'median_e2el', label: 'E2E latency p50', unit: 's', better: 'lower' },
  { key: 'cache_hit_rate', label: 'prefix-cache hit', unit: '%', better: 'higher' },
];

export const metricDef = (key: MetricKey): MetricDef => METRICS.find((m) => m.key === key)!;

export type Metrics = Partial<Record<MetricKey, number>>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function put(out: Metrics, key: MetricKey, v: unknown): void {
  const n = num(v);
  if (n !== undefined) out[key] = n;
}

/** A fixed-sequence aggregate's metrics (its keys already are the table's). */
export function aggMetrics(agg: AggResult): Metrics {
  const out: Metrics = {};
  for (const m of METRICS) put(out, m.key, agg[m.key]);
  return out;
}

/** An AgentX aggregate's headline metrics: per-GPU throughput, p50/p90 latencies, cache hit rate. */
export function agenticMetrics(a: AgenticResult): Metrics {
  const rm = a.request_metrics;
  const lat = rm.latency as Record<string, Stat | undefined>;
  const out: Metrics = {};
  put(out, 'tput_per_gpu', rm.throughput.per_gpu.total_tput_tps);
  put(out, 'output_tput_per_gpu', rm.throughput.per_gpu.output_tput_tps);
  put(out, 'input_tput_per_gpu', rm.throughput.per_gpu.input_tput_tps);
  put(out, 'median_intvty', lat['intvty']?.p50);
  put(out, 'median_ttft', lat['ttft']?.p50);
  put(out, 'p90_ttft', lat['ttft']?.p90);
  put(out, 'median_itl', lat['itl']?.p50);
  put(out, 'p90_itl', lat['itl']?.p90);
  put(out, 'median_tpot', lat['tpot']?.p50);
  put(out, 'p90_tpot', lat['tpot']?.p90);
  put(out, 'median_e2el', lat['e2el']?.p50);
  put(out, 'cache_hit_rate', a.server_metrics?.cache?.overall_cache_hit_rate);
  return out;
}
