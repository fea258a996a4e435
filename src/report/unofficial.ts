// The unofficial-run links comment, in the newer reference's format, marker and URLs: sticky, updated on
// every (re)start that changes the run id, and the newest run id wins.
import { bilingual, t, type Lang } from './messages.js';
import type { StickyComment, StickySpec } from './sticky.js';

export const unofficialMarker = '<!-- inferencex-unofficial-run-visualizer -->';
export const defaultBaseUrl = 'https://inferencex.semianalysis.com';
/** The older reference's links comment, adopted and rewritten (it always linked the default dashboard). */
const legacyPrefix = `see unofficial run visualizer at ${defaultBaseUrl}/inference?unofficialRun=`;

export const performanceUrl = (base: string, runId: number) =>
  `${trim(base)}/inference?unofficialRun=${runId}`;
export const accuracyUrl = (base: string, runId: number) => `${trim(base)}/evaluation?unofficialRun=${runId}`;
const trim = (s: string) => s.replace(/\/+$/, '');

export function renderUnofficial(base: string, runId: number, evalsRan: boolean): string {
  const lines = (lang: Lang) =>
    [
      `${t('perf', lang)}: ${performanceUrl(base, runId)}`,
      ...(evalsRan ? ['', `${t('accuracy', lang)}: ${accuracyUrl(base, runId)}`] : []),
    ].join('\n');
  return `${unofficialMarker}\n${bilingual(lines('en'), lines('zh'))}`;
}

export function unofficialSticky(base: string, runId: number, evalsRan: boolean, bot: string): StickySpec {
  return {
    matches: (c: StickyComment) => c.body.includes(unofficialMarker) || c.body.startsWith(legacyPrefix),
    versionOf: (body) => {
      const m = body.match(/unofficialRun=(\d+)/);
      return m ? Number(m[1]) : undefined;
    },
    version: runId,
    body: renderUnofficial(base, runId, evalsRan),
    bot,
  };
}
