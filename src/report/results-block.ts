// The Results block of the status comment: the Results section (report/results.ts) in English, then in
// Chinese, between markers so the sweep's links job can put it in, replace it or leave it out, sized so the
// whole comment stays within GitHub's 65,536 characters whatever else it holds. What could not be read
// (the results archive, the baseline) is said in the block, never left to guess. Pure.
import type { Comparison } from '../results/compare.js';
import { bilingual, type Lang } from './messages.js';
import { renderResultsHeader, renderResultsSection, type ResultsRenderOptions } from './results.js';
import { withVersion } from './sticky.js';
import type { SweepState } from './state.js';

export const resultsStart = '<!-- sweep-results -->';
export const resultsEnd = '<!-- /sweep-results -->';

/** GitHub refuses a comment body longer than this (characters). */
export const COMMENT_LIMIT = 65_536;
/** Room kept free for the other blocks of the status comment that may change after this one is written. */
const SPARE = 2_000;
/** Below this many characters per language the block says only the tally and where the tables are. */
const MIN_SECTION = 1_500;

export interface ResultsNotes {
  /** The run's results archive was not there to read (expired, or never uploaded). */
  bundle?: 'expired' | 'missing';
  /** The run's results could not be read: the call that failed. */
  readError?: string;
  /** The baseline could not be read: the call that failed, for the reader. */
  baselineError?: string;
  /** The job whose summary carries every point. */
  summaryUrl?: string;
}

const words = {
  expired: {
    en: 'The run’s results archive has expired: the rows are listed without their figures.',
    zh: '该运行的结果归档已过期：下列各行没有数值。',
  },
  missing: {
    en: 'The run uploaded no results archive (its collect job did not finish): the rows are listed without their figures.',
    zh: '该运行没有上传结果归档（其收集任务未完成）：下列各行没有数值。',
  },
  read: {
    en: (e: string) =>
      `⚠️ The run’s results could not be read (${e}): the rows are listed without their figures.`,
    zh: (e: string) => `⚠️ 无法读取该运行的结果（${e}）：下列各行没有数值。`,
  },
  baseline: {
    en: (e: string) => `⚠️ The baseline could not be read (${e}): the figures are shown without comparison.`,
    zh: (e: string) => `⚠️ 无法读取基线（${e}）：数值未与基线比较。`,
  },
  summary: {
    en: (u: string) => `Every point, with all its metrics, is in the [job summary](${u}).`,
    zh: (u: string) => `全部测量点及其所有指标见[任务摘要](${u})。`,
  },
};

const oneLine = (s: string) => s.replace(/\s+/g, ' ').slice(0, 300);

function notes(n: ResultsNotes, lang: Lang): string {
  const out: string[] = [];
  if (n.bundle) out.push(words[n.bundle][lang]);
  if (n.readError) out.push(words.read[lang](oneLine(n.readError)));
  if (n.baselineError) out.push(words.baseline[lang](oneLine(n.baselineError)));
  if (n.summaryUrl) out.push(words.summary[lang](n.summaryUrl));
  return out.join('\n\n');
}

function section(c: Comparison, lang: Lang, n: ResultsNotes, o: ResultsRenderOptions): string {
  const text = renderResultsSection(c, lang, o).trimEnd();
  const extra = notes(n, lang);
  return extra ? `${text}\n\n${extra}\n` : `${text}\n`;
}

/** Which run and head the block is about: a status re-rendered for them keeps it (keptResults). */
export interface ResultsAbout {
  runId: number;
  headSha: string;
}

const aboutTag = (a: ResultsAbout | undefined) =>
  a ? `<!-- sweep-results-of: run=${a.runId} head=${a.headSha} -->\n` : '';

/** The run and head a block says it is about, or undefined. */
export function resultsAbout(block: string): ResultsAbout | undefined {
  const m = /<!-- sweep-results-of: run=(\d+) head=([0-9a-f]*) -->/.exec(block);
  return m ? { runId: Number(m[1]), headSha: m[2]! } : undefined;
}

/**
 * The block for a status comment whose other content is `rest` characters long: each language gets half
 * of what is left, and a block that still does not fit shrinks to the tally and the summary link.
 */
export function renderResultsBlock(
  c: Comparison,
  rest: number,
  n: ResultsNotes = {},
  o: ResultsRenderOptions = {},
  about?: ResultsAbout,
): string {
  const wrap = (en: string, zh: string) =>
    `${resultsStart}\n${aboutTag(about)}${bilingual(en, zh)}${resultsEnd}\n`;
  const frame = wrap('', '').length + 2;
  const budget = Math.floor((COMMENT_LIMIT - SPARE - rest - frame) / 2);
  if (budget >= MIN_SECTION) {
    const full = wrap(section(c, 'en', n, { ...o, budget }), section(c, 'zh', n, { ...o, budget }));
    if (rest + full.length + 2 <= COMMENT_LIMIT - SPARE) return full;
  }
  // Nothing but the header: the tables, lists and charts are in the job summary.
  const head = (lang: Lang) => {
    const extra = notes(n, lang);
    return `${renderResultsHeader(c, lang, o).trimEnd()}${extra ? `\n\n${extra}` : ''}\n`;
  };
  const small = wrap(head('en'), head('zh'));
  return rest + small.length + 2 <= COMMENT_LIMIT ? small : '';
}

/** The status body with its Results block replaced by `block` (removed when empty), at `version`. */
export function withResults(body: string, block: string, version: number): string {
  const base = withoutResults(body);
  const versioned = withVersion(base, version);
  return block ? `${versioned.replace(/\n*$/, '\n\n')}${block}` : versioned;
}

/** The status body without its Results block (to measure what the rest of it takes). */
export function withoutResults(body: string): string {
  const start = body.indexOf(resultsStart);
  const end = body.indexOf(resultsEnd);
  return start >= 0 && end > start
    ? body.slice(0, start).replace(/\n+$/, '\n') + body.slice(end + resultsEnd.length).replace(/^\n+/, '')
    : body;
}

/** The Results block as it stands in a status body ('' when none). */
export function resultsBlockOf(body: string): string {
  const start = body.indexOf(resultsStart);
  const end = body.indexOf(resultsEnd);
  return start >= 0 && end > start ? body.slice(start, end + resultsEnd.length) + '\n' : '';
}

/**
 * The Results block a re-rendered status comment keeps from the one it replaces: only while the status is
 * about the same head and no other sweep run is planned or running for it ('' otherwise).
 */
export function keptResults(current: string, m: { headSha: string; sweep?: SweepState }): string {
  const block = resultsBlockOf(current);
  const about = resultsAbout(block);
  if (!block || !about) return '';
  if (m.headSha && about.headSha && m.headSha !== about.headSha) return '';
  const s = m.sweep;
  if (s && (s.kind === 'planned' || s.kind === 'dispatched' || s.kind === 'running')) return '';
  if (s?.kind === 'finished' && s.id !== about.runId) return '';
  return block;
}
