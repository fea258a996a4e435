// The chart of one configuration: throughput per GPU against interactivity, the PR's points and the
// baseline's, as a Mermaid xychart (GitHub renders it in comments and summaries) with the plain table
// beside it, which says the same where Mermaid does not render. An xychart has a categorical x-axis and
// one y value per category for each series: every point's interactivity is a category, and a series
// has a bar where it has a point (0 elsewhere), so the bars read like a scatter of the two curves. Pure.
import type { Lang } from './messages.js';
import { rt } from './messages.js';
import type { Group } from '../results/compare.js';
import { num, table } from './results-format.js';

interface XY {
  conc: number;
  x: number;
  y: number;
}

const baseOf = (p: Group['points'][number], key: 'median_intvty' | 'tput_per_gpu') =>
  p.verdict.metrics.find((m) => m.metric === key)?.base;

/** The PR's and the baseline's (interactivity, tput/GPU) points of a group. */
export function chartPoints(g: Group): { pr: XY[]; base: XY[] } {
  const pr: XY[] = [];
  const base: XY[] = [];
  for (const p of g.points) {
    const x = p.metrics.median_intvty;
    const y = p.metrics.tput_per_gpu;
    if (x !== undefined && y !== undefined) pr.push({ conc: p.conc, x, y });
    const bx = baseOf(p, 'median_intvty');
    const by = baseOf(p, 'tput_per_gpu');
    if (bx !== undefined && by !== undefined) base.push({ conc: p.conc, x: bx, y: by });
  }
  return { pr, base };
}

const label = (x: number) => Number(x.toPrecision(3)).toString();
const quote = (s: string) => `"${s.replace(/"/g, "'")}"`;

/**
 * The Mermaid block, or '' when the group has no point to draw. Each point is a category of its own,
 * labelled with its series and interactivity, in order of interactivity (the PR's first at a tie), so a
 * PR bar is never hidden behind a base bar at the same interactivity.
 */
export function mermaidChart(g: Group, lang: Lang): string {
  const { pr, base } = chartPoints(g);
  if (!pr.length) return '';
  const cats = [
    ...pr.map((p) => ({ ...p, s: 0, name: rt('series.pr', lang) })),
    ...base.map((p) => ({ ...p, s: 1, name: rt('series.base', lang) })),
  ].sort((a, b) => a.x - b.x || a.s - b.s);
  const series = (s: number) => `[${cats.map((c) => (c.s === s ? Number(c.y.toFixed(1)) : 0)).join(', ')}]`;
  const lines = [
    '```mermaid',
    'xychart-beta',
    `  title ${quote(rt('chart.title', lang))}`,
    `  x-axis ${quote(`${rt('col.intvty', lang)} (tok/s/user)`)} [${cats.map((c) => quote(`${c.name} ${label(c.x)}`)).join(', ')}]`,
    `  y-axis ${quote(`${rt('col.tput', lang)} (tok/s/GPU)`)}`,
    `  bar ${series(0)}`,
  ];
  if (base.length) lines.push(`  bar ${series(1)}`);
  lines.push('```');
  return lines.join('\n');
}

/** The same points as a table: per concurrency, the PR's and the base's interactivity and tput/GPU. */
export function chartTable(g: Group, lang: Lang): string {
  const { pr, base } = chartPoints(g);
  const b = new Map(base.map((p) => [p.conc, p]));
  const pr$ = rt('series.pr', lang);
  const base$ = rt('series.base', lang);
  return table(
    [
      rt('col.conc', lang),
      `${pr$} ${rt('col.intvty', lang)}`,
      `${pr$} ${rt('col.tput', lang)}`,
      `${base$} ${rt('col.intvty', lang)}`,
      `${base$} ${rt('col.tput', lang)}`,
    ],
    pr.map((p) => [String(p.conc), num(p.x), num(p.y), num(b.get(p.conc)?.x), num(b.get(p.conc)?.y)]),
  );
}
