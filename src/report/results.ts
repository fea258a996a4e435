// The Results of a sweep, rendered: a section for the status comment (one language at a time; the comment
// shows English, then Chinese) that fits a character budget — regressions first, a compact table per
// configuration, a chart of throughput per GPU against interactivity beside a plain table, eval accuracy,
// the rows that produced nothing, the GPU-count findings and the files that could not be used — and the
// job summary's full table of every point. Pure.
//
// Entry points: `renderResultsSection(comparison, lang, { budget })` for the status comment (call it once
// per language with half the space the comment leaves), `renderResultsSummary(comparison, lang)` for the
// job summary. The comparison comes from `compareResults` (src/results).
import type { Comparison, Group, PointComparison } from '../results/compare.js';
import { taskAccuracy } from '../results/evals.js';
import type { MetricKey } from '../results/metrics.js';
import { DEFAULT_THRESHOLDS, MIN_SAMPLES, type Thresholds, type Verdict } from '../results/verdict.js';
import { rt, type Lang, type ResultsKey } from './messages.js';
import { chartTable, mermaidChart } from './results-chart.js';
import { metricText, num, pct, plain, share, table, withChange } from './results-format.js';

export interface ResultsRenderOptions {
  /** Characters the section may use (default 24,000: two languages and the rest of a comment fit 65,536). */
  budget?: number;
  /** The data branch, for the published baseline's description. */
  branch?: string;
  thresholds?: Thresholds;
  /** Charts in the comment at most (each configuration with a baseline and a verdict, regressions first). */
  charts?: number;
  /** Lines at most in each list of the comment (rows without results, evals, findings, files). */
  listLimit?: number;
}

export const DEFAULT_RESULTS_BUDGET = 24_000;

const verdictText = (v: Verdict, lang: Lang) => rt(`verdict.${v}` as ResultsKey, lang);
const mv = (p: PointComparison, k: MetricKey) => p.verdict.metrics.find((m) => m.metric === k);

function header(c: Comparison, lang: Lang, o: ResultsRenderOptions): string[] {
  const points = c.groups.flatMap((g) => g.points);
  const count = (v: Verdict) => String(points.filter((p) => p.verdict.verdict === v).length);
  const base =
    c.baseline === 'published'
      ? rt(
          'baseline.published',
          lang,
          { branch: o.branch ?? 'sweep-results', n: String(c.samples - 1) },
          false,
        )
      : rt(`baseline.${c.baseline}` as ResultsKey, lang);
  const out = [`### ${rt('title', lang)}`, '', `**${rt('baseline', lang)}:** ${base}`];
  if (c.baseline !== 'none') {
    const tput = `${((o.thresholds ?? DEFAULT_THRESHOLDS).tput_per_gpu * 100).toFixed(0)}%`;
    out.push('', rt('rule', lang, { min: String(MIN_SAMPLES), tput }));
  }
  out.push(
    '',
    points.length
      ? rt('tally', lang, {
          points: String(points.length),
          worse: count('worse'),
          better: count('better'),
          noise: count('within-noise'),
          none: count('no-baseline'),
        })
      : rt('nothing', lang),
  );
  return out;
}

/** The section's heading, baseline, rule and tally alone (a comment with no room for the tables). */
export const renderResultsHeader = (c: Comparison, lang: Lang, o: ResultsRenderOptions = {}): string =>
  `${header(c, lang, o).join('\n')}\n`;

const capped = <T>(items: readonly T[], limit: number, lang: Lang, line: (x: T) => string[]): string[] => [
  ...items.slice(0, limit).flatMap(line),
  ...(items.length > limit ? [rt('more', lang, { n: String(items.length - limit) })] : []),
];

function gpuSection(c: Comparison, lang: Lang, limit: number): string[] {
  if (!c.gpuFindings.length) return [];
  const rows = c.gpuFindings.map((f) => [
    `\`${f.rowId}\``,
    String(f.conc),
    String(f.planGpus),
    String(f.resultGpus),
    num(f.recorded),
    f.corrected === undefined ? '—' : `${num(f.corrected)} (×${f.factor.toFixed(2)})`,
  ]);
  const head = ['row', 'conc', 'planGpus', 'resultGpus', 'recorded', 'corrected'].map((k) =>
    rt(`col.${k}` as ResultsKey, lang),
  );
  const shown = rows.slice(0, limit);
  return [
    '',
    `#### ⚠️ ${rt('gpu.title', lang)}`,
    '',
    rt('gpu.explain', lang),
    '',
    table(head, shown),
    ...(rows.length > limit ? [rt('more', lang, { n: String(rows.length - limit) })] : []),
  ];
}

/** Throughput per GPU; with a GPU-count finding, the recorded figure and the corrected one. */
const tputCell = (p: PointComparison): string =>
  p.gpuFinding?.corrected !== undefined
    ? `⚠️ ${num(p.metrics.tput_per_gpu)} → ${num(p.gpuFinding.corrected)}`
    : num(p.metrics.tput_per_gpu);

/** The compact table of one configuration. */
function compactTable(g: Group, lang: Lang): string {
  const head = ['conc', 'tput', 'change', 'intvty', 'ttft', 'itl', 'verdict'].map((k) =>
    rt(`col.${k}` as ResultsKey, lang),
  );
  const rows = g.points.map((p) => [
    `${p.conc}${p.kind === 'agentic' ? ` (${rt('kind.agentic', lang)})` : ''}`,
    tputCell(p),
    pct(mv(p, 'tput_per_gpu')?.change),
    num(p.metrics.median_intvty),
    metricText('median_ttft', p.metrics),
    metricText(p.metrics.median_itl !== undefined ? 'median_itl' : 'median_tpot', p.metrics),
    verdictText(p.verdict.verdict, lang),
  ]);
  return table(head, rows, '---:|---:|---:|---:|---:|---:|---');
}

function groupBlock(g: Group, lang: Lang, chart: boolean): string {
  const open = g.verdict === 'worse' ? ' open' : '';
  const out = [
    `<details${open}><summary><b>${plain(g.name)}</b> — ${verdictText(g.verdict, lang)}</summary>`,
    '',
    compactTable(g, lang),
    '',
  ];
  if (chart) {
    const m = mermaidChart(g, lang);
    if (m)
      out.push(
        `<details><summary>${rt('chart.summary', lang)}</summary>`,
        '',
        m,
        '',
        rt('chart.legend', lang),
        '',
        chartTable(g, lang),
        '',
        '</details>',
        '',
      );
  }
  out.push('</details>');
  return out.join('\n');
}

function evalSection(c: Comparison, lang: Lang, limit: number) {
  const lines = c.evals.flatMap((e) =>
    e.tasks.map((t) => [
      e.group,
      e.conc === undefined ? '—' : String(e.conc),
      t.task,
      share(taskAccuracy(t)),
    ]),
  );
  if (!lines.length) return [];
  const head = ['config', 'conc', 'task', 'accuracy'].map((k) => rt(`col.${k}` as ResultsKey, lang));
  return [
    '',
    `#### ${rt('evals.title', lang)}`,
    '',
    table(head, lines.slice(0, limit)),
    ...(lines.length > limit ? [rt('more', lang, { n: String(lines.length - limit) })] : []),
  ];
}

function rowsSection(c: Comparison, lang: Lang, limit: number) {
  const bad = c.rows.filter((r) => r.state !== 'measured');
  if (!bad.length) return [];
  const state = (r: (typeof bad)[0]) =>
    r.state === 'partial'
      ? rt('state.partial', lang, { concs: r.missing.join(', ') })
      : rt(`state.${r.state}` as ResultsKey, lang);
  return [
    '',
    `<details><summary>${rt('rows.title', lang)} (${bad.length})</summary>`,
    '',
    ...capped(bad, limit, lang, (r) => [`- \`${r.rowId}\` ${plain(r.group)}: ${state(r)}`]),
    '',
    '</details>',
  ];
}

function problemSection(c: Comparison, lang: Lang, limit: number): string[] {
  if (!c.problems.length) return [];
  return [
    '',
    `<details><summary>${rt('problems.title', lang)} (${c.problems.length})</summary>`,
    '',
    ...capped(c.problems, limit, lang, (p) => [
      `- \`${p.artifact}${p.file ? `/${p.file}` : ''}\`: ${rt(`problem.${p.code}` as ResultsKey, lang)}${
        p.detail ? ` — \`${p.detail.replace(/`/g, "'").slice(0, 200)}\`` : ''
      }`,
    ]),
    '',
    '</details>',
  ];
}

/** The Results section of the status comment, in one language, within `budget` characters. */
export function renderResultsSection(c: Comparison, lang: Lang, o: ResultsRenderOptions = {}): string {
  const budget = o.budget ?? DEFAULT_RESULTS_BUDGET;
  const limit = o.listLimit ?? 30;
  const head = [...header(c, lang, o), ...gpuSection(c, lang, 20)].join('\n');
  const tail = [
    ...evalSection(c, lang, limit),
    ...rowsSection(c, lang, limit),
    ...problemSection(c, lang, 20),
  ].join('\n');
  const blocks: string[] = [];
  let used = head.length + tail.length + 200;
  let charts = o.charts ?? 5;
  let shown = 0;
  for (const g of c.groups) {
    const chart = charts > 0 && g.verdict !== 'no-baseline' && g.verdict !== 'within-noise';
    const b = groupBlock(g, lang, chart);
    if (used + b.length + 2 > budget) break;
    if (chart) charts--;
    blocks.push(b);
    used += b.length + 2;
    shown++;
  }
  const rest = c.groups.length - shown;
  const more = rest > 0 ? ['', rt('moreGroups', lang, { n: String(rest) })] : [];
  return [head, '', ...blocks.flatMap((b) => [b, '']), ...more, tail].join('\n').trimEnd() + '\n';
}

/** The job summary's table of every point of one configuration. */
function fullTable(g: Group, lang: Lang): string {
  const head = [
    'conc',
    'kind',
    'gpus',
    'tput',
    'output',
    'intvty',
    'ttft',
    'ttftTail',
    'itl',
    'itlTail',
    'e2el',
    'samples',
    'verdict',
  ].map((k) => rt(`col.${k}` as ResultsKey, lang));
  const rows = g.points.map((p) => {
    const t = (k: MetricKey) => withChange(metricText(k, p.metrics), mv(p, k));
    const tail = p.metrics.p99_ttft !== undefined ? 'p99_ttft' : 'p90_ttft';
    return [
      String(p.conc),
      rt(`kind.${p.kind}` as ResultsKey, lang),
      `${p.gpus}${p.gpuFinding ? ` ⚠️ ${p.gpuFinding.planGpus}` : ''}`,
      withChange(tputCell(p), mv(p, 'tput_per_gpu')),
      t('output_tput_per_gpu'),
      t('median_intvty'),
      t('median_ttft'),
      metricText(tail, p.metrics),
      t(p.metrics.median_itl !== undefined ? 'median_itl' : 'median_tpot'),
      metricText(p.metrics.p90_itl !== undefined ? 'p90_itl' : 'p90_tpot', p.metrics),
      metricText('median_e2el', p.metrics),
      String(p.base.length),
      verdictText(p.verdict.verdict, lang),
    ];
  });
  return table(head, rows, `${'---:|'.repeat(head.length - 1)}---`);
}

/** The job summary: every configuration and point, every finding, eval, row and file. */
export function renderResultsSummary(c: Comparison, lang: Lang, o: ResultsRenderOptions = {}): string {
  const out = [...header(c, lang, o).map((l) => l.replace(/^### .*/, `## ${rt('summaryTitle', lang)}`))];
  out.push(...gpuSection(c, lang, Number.POSITIVE_INFINITY));
  for (const g of c.groups) {
    out.push('', `### ${plain(g.name)} — ${verdictText(g.verdict, lang)}`, '', fullTable(g, lang));
    const m = g.verdict === 'no-baseline' ? '' : mermaidChart(g, lang);
    if (m) out.push('', m, '', chartTable(g, lang));
  }
  const all = Number.POSITIVE_INFINITY;
  out.push(...evalSection(c, lang, all), ...rowsSection(c, lang, all), ...problemSection(c, lang, all));
  return out.join('\n') + '\n';
}
