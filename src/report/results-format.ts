// Number and table formatting of the Results renderings. Pure.
import type { MetricKey, Metrics } from '../results/metrics.js';
import type { MetricVerdict } from '../results/verdict.js';

/** A figure with as many decimals as its size needs (1043.97 → 1044.0, 67.61 → 67.61, 0.0123 → 0.0123). */
export function num(x: number | undefined): string {
  if (x === undefined || !Number.isFinite(x)) return '—';
  const a = Math.abs(x);
  if (a >= 100) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  if (a === 0) return '0';
  return x.toPrecision(3);
}

/** A latency stored in seconds, shown in milliseconds. */
export const ms = (seconds: number | undefined): string =>
  seconds === undefined ? '—' : `${num(seconds * 1000)} ms`;

/** A relative change as a signed percentage (`+6.2%`, `-0.4%`), or `—`. */
export function pct(change: number | undefined): string {
  if (change === undefined || !Number.isFinite(change)) return '—';
  // A change that rounds to zero reads as none, whatever its sign.
  const p = Math.abs(change * 100) < 0.05 ? 0 : change * 100;
  const text = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p >= 0 ? '+' : ''}${text}%`;
}

/** A fraction as a percentage (`0.9134` → `91.3%`). */
export const share = (x: number | undefined): string => (x === undefined ? '—' : `${(x * 100).toFixed(1)}%`);

/** A metric's value as a reader reads it (milliseconds for latencies, percent for rates). */
export function metricText(key: MetricKey, m: Metrics): string {
  const v = m[key];
  if (key === 'median_e2el') return v === undefined ? '—' : `${num(v)} s`;
  if (key === 'cache_hit_rate') return share(v);
  if (/ttft|itl|tpot/.test(key)) return ms(v);
  return num(v);
}

/** A value with its change against the base in parentheses, when there is one. */
export const withChange = (text: string, v: MetricVerdict | undefined): string =>
  v?.change === undefined ? text : `${text} (${pct(v.change)})`;

/** A Markdown table; cells are escaped so a `|` in a name cannot break it. */
export function table(head: readonly string[], rows: readonly (readonly string[])[], align?: string): string {
  const cell = (c: string) => c.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const sep = align ?? head.map((_, i) => (i === 0 ? '---' : '---:')).join('|');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `|${sep}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Text safe inside a `<summary>` or a heading (no HTML). */
export const plain = (s: string): string =>
  s.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
