// The unofficial-run links comment, in the newer reference's format: sticky, updated on every (re)start
// that changes the run id, and the newest run id wins. Where the links point and the marker that finds the
// comment again are the repository's settings (config file `dashboard` and `links-marker`).
import { DEFAULTS, type RepoConfig } from '../repo-config/config.js';
import { bilingual, t, type Lang } from './messages.js';
import type { StickyComment, StickySpec } from './sticky.js';

export interface UnofficialLinks {
  baseUrl: string;
  /** Paths under the base URL; the run id is appended as `?unofficialRun=<id>`. */
  performancePath: string;
  accuracyPath: string;
  /** The HTML comment that marks the sticky links comment. */
  marker: string;
}

export const DEFAULT_LINKS: UnofficialLinks = {
  baseUrl: DEFAULTS.baseUrl,
  performancePath: DEFAULTS.performancePath,
  accuracyPath: DEFAULTS.accuracyPath,
  marker: DEFAULTS.linksMarker,
};

/** The links as the repository's settings say. */
export const linksOf = (s: Pick<RepoConfig, 'dashboard' | 'linksMarker'>): UnofficialLinks => ({
  ...s.dashboard,
  marker: s.linksMarker,
});

/** The older reference's links comment, adopted and rewritten (it always linked this dashboard). */
const legacyPrefix = `see unofficial run visualizer at ${DEFAULTS.baseUrl}/inference?unofficialRun=`;

const trim = (s: string) => s.replace(/\/+$/, '');
export const performanceUrl = (l: UnofficialLinks, runId: number) =>
  `${trim(l.baseUrl)}${l.performancePath}?unofficialRun=${runId}`;
export const accuracyUrl = (l: UnofficialLinks, runId: number) =>
  `${trim(l.baseUrl)}${l.accuracyPath}?unofficialRun=${runId}`;

export function renderUnofficial(l: UnofficialLinks, runId: number, evalsRan: boolean): string {
  const lines = (lang: Lang) =>
    [
      `${t('perf', lang)}: ${performanceUrl(l, runId)}`,
      ...(evalsRan ? ['', `${t('accuracy', lang)}: ${accuracyUrl(l, runId)}`] : []),
    ].join('\n');
  return `${l.marker}\n${bilingual(lines('en'), lines('zh'))}`;
}

export function unofficialSticky(
  l: UnofficialLinks,
  runId: number,
  evalsRan: boolean,
  bot: string,
): StickySpec {
  return {
    matches: (c: StickyComment) => c.body.includes(l.marker) || c.body.startsWith(legacyPrefix),
    versionOf: (body) => {
      const m = body.match(/unofficialRun=(\d+)/);
      return m ? Number(m[1]) : undefined;
    },
    version: runId,
    body: renderUnofficial(l, runId, evalsRan),
    bot,
  };
}
