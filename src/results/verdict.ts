// Verdicts that respect noise, per curve, concurrency and metric. With three or more baseline samples a
// change counts only outside the baseline's spread: Student's t prediction interval at 95% around the
// samples' mean (the interval a new measurement of the same setup falls in 95% of the time). With one or
// two samples, outside a relative threshold per metric. Otherwise the change is "within noise". Pure.
import { METRICS, metricDef, type MetricKey, type Metrics } from './metrics.js';

export type Verdict = 'better' | 'worse' | 'within-noise' | 'no-baseline';

/** The relative change below which one or two baseline samples cannot tell a difference, per metric. */
export type Thresholds = Record<MetricKey, number>;

export const DEFAULT_THRESHOLDS: Thresholds = {
  tput_per_gpu: 0.05,
  output_tput_per_gpu: 0.05,
  input_tput_per_gpu: 0.05,
  median_intvty: 0.05,
  median_ttft: 0.1,
  p90_ttft: 0.15,
  p99_ttft: 0.2,
  median_itl: 0.05,
  p90_itl: 0.1,
  median_tpot: 0.05,
  p90_tpot: 0.1,
  median_e2el: 0.1,
  cache_hit_rate: 0.05,
};

/** Baseline samples a spread needs. */
export const MIN_SAMPLES = 3;
/** The narrowest interval, relative to the mean: identical samples do not make every change significant. */
export const MIN_SPREAD = 0.005;

/** Student's t, two-sided 95% (the 0.975 quantile), by degrees of freedom. */
const T_975: readonly [number, number][] = [
  [1, 12.706],
  [2, 4.303],
  [3, 3.182],
  [4, 2.776],
  [5, 2.571],
  [6, 2.447],
  [7, 2.365],
  [8, 2.306],
  [9, 2.262],
  [10, 2.228],
  [12, 2.179],
  [15, 2.131],
  [20, 2.086],
  [30, 2.042],
  [60, 2.0],
  [120, 1.98],
];
/** The quantile for `df`: the table's entry at or below it (a slightly wider interval, never narrower). */
export function t975(df: number): number {
  let q = T_975[0]![1];
  for (const [d, v] of T_975) if (df >= d) q = v;
  return q;
}

export interface MetricVerdict {
  metric: MetricKey;
  verdict: Verdict;
  value?: number;
  /** What the change is measured against: the samples' mean (≥ 3 samples), else the newest sample. */
  base?: number;
  /** (value − base) / |base|. */
  change?: number;
  /** Baseline samples of this metric. */
  samples: number;
  /** How the verdict was reached. */
  test?: 't-interval' | 'threshold';
  /** t-interval: the 95% prediction interval; threshold: the relative threshold used. */
  interval?: [number, number];
  threshold?: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function stdev(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

/** One metric: the PR's value against its baseline samples (newest first). */
export function metricVerdict(
  metric: MetricKey,
  value: number | undefined,
  samples: readonly number[],
  thresholds: Thresholds = DEFAULT_THRESHOLDS,
): MetricVerdict {
  const v: MetricVerdict = { metric, verdict: 'no-baseline', samples: samples.length };
  if (value !== undefined) v.value = value;
  if (value === undefined || samples.length === 0) return v;
  const higher = metricDef(metric).better === 'higher';
  const direction = (above: boolean): Verdict => (above === higher ? 'better' : 'worse');
  if (samples.length >= MIN_SAMPLES) {
    const m = mean(samples);
    const half = Math.max(
      t975(samples.length - 1) * stdev(samples) * Math.sqrt(1 + 1 / samples.length),
      Math.abs(m) * MIN_SPREAD,
    );
    Object.assign(v, { base: m, test: 't-interval', interval: [m - half, m + half] });
    if (m !== 0) v.change = (value - m) / Math.abs(m);
    v.verdict = value > m + half ? direction(true) : value < m - half ? direction(false) : 'within-noise';
    return v;
  }
  const base = samples[0]!;
  const threshold = thresholds[metric];
  Object.assign(v, { base, test: 'threshold', threshold });
  if (base === 0) return { ...v, verdict: value === 0 ? 'within-noise' : direction(value > 0) };
  v.change = (value - base) / Math.abs(base);
  v.verdict = Math.abs(v.change) <= threshold ? 'within-noise' : direction(v.change > 0);
  return v;
}

/** The metrics a point's verdict is made of: what a reviewer judges a serving change by. */
export const HEADLINE: readonly MetricKey[] = ['tput_per_gpu', 'median_intvty', 'median_ttft', 'median_itl'];

export interface PointVerdict {
  verdict: Verdict;
  metrics: MetricVerdict[];
}

/** Every metric of one measured point against its baseline, and the point's verdict from the headline. */
export function pointVerdict(
  value: Metrics,
  baseline: readonly Metrics[],
  thresholds: Thresholds = DEFAULT_THRESHOLDS,
): PointVerdict {
  const metrics = METRICS.filter((m) => value[m.key] !== undefined).map((m) =>
    metricVerdict(
      m.key,
      value[m.key],
      baseline.map((b) => b[m.key]).filter((x): x is number => x !== undefined),
      thresholds,
    ),
  );
  const head = metrics.filter((m) => HEADLINE.includes(m.metric) && m.verdict !== 'no-baseline');
  const verdict: Verdict = !head.length
    ? 'no-baseline'
    : head.some((m) => m.verdict === 'worse')
      ? 'worse'
      : head.some((m) => m.verdict === 'better')
        ? 'better'
        : 'within-noise';
  return { verdict, metrics };
}
