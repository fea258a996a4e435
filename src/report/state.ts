// The sweep's state as the status comment shows it: a closed set, computed by one pure function from what
// GitHub holds (the run found for the plan, the calls that failed) and rendered in both languages. Nothing
// else decides what the comment claims, so it cannot say "pending" after the dispatching step ran, link a
// run that does not exist, or stay silent about a failed call.
import type { Verdict } from '../decide/decide.js';
import { isMessageKey, t, type Lang, type UiKey } from './messages.js';

/** A GitHub (or git) call that failed for good: what it was, the HTTP status (0: no answer). */
export interface FailedCall {
  call: string;
  status: number;
  message: string;
}

/** Why a sweep the decision wanted is not running: which call failed and what that leaves behind. */
export type UnknownMeaning =
  /** The dispatch was not confirmed and no run with the plan's title was found. */
  | 'dispatch-unconfirmed'
  /** A listing or read needed before dispatching failed: nothing was dispatched. */
  | 'not-dispatched'
  /** Cancelling the PR's older sweep failed: it may still run; nothing new was dispatched. */
  | 'cancel-failed'
  /** Fetching the PR head failed (infrastructure): nothing was planned or dispatched. */
  | 'fetch-failed'
  /** The check itself failed (an error in the product's own code): nothing was planned or dispatched. */
  | 'internal-error';

/** Who or what cancelled a sweep. */
export type CancelWhy =
  | 'new-plan'
  | 'label-removed'
  | 'closed'
  | 'command'
  | 'elsewhere'
  | 'conflicting-labels'
  | 'no-primary'
  | 'fork-push'
  | 'reused'
  | 'skip-sweep'
  | 'no-entry'
  | 'gate-failed'
  | 'plan-check'
  | 'budget'
  | 'no-sweep';

export interface RunLink {
  id: number;
  url: string;
}

export type SweepState =
  /** Planned; the dispatching step (after the plan artifact upload) is still to run. */
  | { kind: 'planned' }
  | ({ kind: 'dispatched'; adopted: boolean } & RunLink)
  | ({ kind: 'running' } & RunLink)
  | ({ kind: 'finished'; conclusion: string } & RunLink)
  | { kind: 'cancelled'; runs: RunLink[]; why: CancelWhy }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; failed: FailedCall; meaning: UnknownMeaning };

export const sweepStates = [
  'planned',
  'dispatched',
  'running',
  'finished',
  'cancelled',
  'refused',
  'unknown',
] as const satisfies readonly SweepState['kind'][];

/** What GitHub holds and what this step saw, the input of `sweepState`. */
export interface SweepFacts {
  verdict: Verdict;
  /** The decision's own reason when it refuses (a fork approval denied, a bad command …). */
  refusal?: string;
  /** The dispatching step is still to run. */
  pending?: boolean;
  /** The sweep run of this plan as GitHub lists it (created or adopted by this step). */
  run?: RunLink & { status: string; conclusion: string | null; adopted?: boolean };
  /** Sweeps of the PR this step cancelled, and why. */
  cancelled?: { runs: RunLink[]; why: CancelWhy };
  /** The first call that failed for good, and what it means. */
  failure?: { failed: FailedCall; meaning: UnknownMeaning };
}

export function sweepState(f: SweepFacts): SweepState | undefined {
  if (f.run) {
    const link = { id: f.run.id, url: f.run.url };
    if (f.run.status === 'completed')
      return f.run.conclusion === 'cancelled'
        ? { kind: 'cancelled', runs: [link], why: 'elsewhere' }
        : { kind: 'finished', conclusion: f.run.conclusion ?? 'unknown', ...link };
    if (f.run.status === 'in_progress') return { kind: 'running', ...link };
    return { kind: 'dispatched', adopted: !!f.run.adopted, ...link };
  }
  if (f.failure) return { kind: 'unknown', ...f.failure };
  if (f.pending) return { kind: 'planned' };
  if (f.cancelled?.runs.length) return { kind: 'cancelled', ...f.cancelled };
  if (f.verdict === 'refuse' && f.refusal) return { kind: 'refused', reason: f.refusal };
  return undefined;
}

/** The machine-readable line the comment carries (a hidden HTML comment): the state kind and run. */
export const stateTag = (s: SweepState): string =>
  `<!-- sweep-state: ${s.kind}${'id' in s ? ` run=${s.id}` : ''} -->`;

export function parseStateTag(body: string): { kind: string; run?: number } | undefined {
  const m = body.match(/<!-- sweep-state: (\w+)(?: run=(\d+))? -->/);
  return m ? { kind: m[1]!, ...(m[2] ? { run: Number(m[2]) } : {}) } : undefined;
}

/** The state's line in the status comment, in one language. */
export function renderState(s: SweepState, lang: Lang): string {
  const label = `**${t('state.label', lang)}:**`;
  const link = (r: RunLink) => `[${r.id}](${r.url})`;
  switch (s.kind) {
    case 'planned':
      return `${label} ${t('state.planned', lang)}`;
    case 'dispatched':
      return `${label} ${t(s.adopted ? 'state.adopted' : 'state.dispatched', lang, { run: link(s) })}`;
    case 'running':
      return `${label} ${t('state.running', lang, { run: link(s) })}`;
    case 'finished':
      return `${label} ${t('state.finished', lang, { run: link(s), conclusion: conclusionWord(s.conclusion, lang) })}`;
    case 'cancelled':
      return `${label} ${t('state.cancelled', lang, {
        runs: s.runs.map(link).join(', '),
        why: t(`state.why.${s.why}`, lang),
      })}`;
    case 'refused':
      return `${label} ${t('state.refused', lang, { reason: s.reason })}`;
    case 'unknown':
      return [
        `${label} ${t(s.meaning === 'internal-error' ? 'state.internal' : 'state.unknown', lang, {
          call: s.failed.call,
          status: s.failed.status ? String(s.failed.status) : t('state.noAnswer', lang),
        })}`,
        `> ${s.failed.message.replace(/\s+/g, ' ')}`,
        `> ${t(`state.meaning.${s.meaning}`, lang)}`,
      ].join('\n');
  }
}

/** The state a finished sweep's links job reports: every benchmark job has completed, so the outcome's
 * counts say how it ended (the run itself completes once this last job does). */
export function finishedState(
  counts: { failed: number; cancelled: number },
  run: RunLink,
): Extract<SweepState, { kind: 'finished' }> {
  const conclusion = counts.failed > 0 ? 'failure' : counts.cancelled > 0 ? 'cancelled' : 'success';
  return { kind: 'finished', conclusion, ...run };
}

/** The decision line's words for a sweep in state `s` (none yet: it is planned). */
export function stateHeadline(s: SweepState | undefined, lang: Lang): string {
  switch (s?.kind) {
    case undefined:
    case 'planned':
    case 'dispatched':
      return t('verdict.sweep', lang);
    case 'running':
      return t('headline.running', lang);
    case 'finished':
      return t('headline.finished', lang, { conclusion: conclusionWord(s.conclusion, lang) });
    case 'cancelled':
      return t('headline.cancelled', lang);
    case 'unknown':
      return t('headline.unknown', lang);
    case 'refused':
      return t('verdict.refuse', lang);
  }
}

/** One line of the next steps: who, then what. */
export const nextLine = (
  who: 'author' | 'maintainer' | 'anyone',
  key: UiKey,
  lang: Lang,
  params?: Record<string, string>,
): string => `- ${t(`who.${who}`, lang)}: ${t(key, lang, params)}`;

/**
 * What each reader can do about a sweep in state `s`: wait while it is planned or runs (a maintainer can
 * stop it); once it has finished, read the outcome, re-run what failed or sweep again.
 */
export function stateNext(s: SweepState | undefined, lang: Lang): string[] {
  switch (s?.kind) {
    case undefined:
    case 'planned':
    case 'dispatched':
    case 'running':
      return [nextLine('anyone', 'next.running', lang), nextLine('maintainer', 'next.cancel', lang)];
    case 'finished':
      return s.conclusion === 'success'
        ? [nextLine('anyone', 'next.finished', lang), nextLine('maintainer', 'next.again', lang)]
        : [nextLine('author', 'next.failed', lang), nextLine('maintainer', 'next.rerun', lang)];
    case 'cancelled':
      return [nextLine('maintainer', 'next.restart', lang)];
    case 'unknown':
      return [nextLine('maintainer', 'next.retry', lang)];
    case 'refused':
      return [];
  }
}

/**
 * The status comment of a sweep moved to state `s`, in both languages: its state line, its decision line and
 * its next steps (nothing the comment said of the earlier stage stays) — only when the comment's state is
 * about the same run (a newer plan's run, or a state without a run, is left as it is). Blocks other steps
 * add (the outcome, the queue alert) are theirs to replace.
 */
export function withState(body: string, s: SweepState & RunLink): string {
  const tag = parseStateTag(body);
  if (!tag || tag.run !== s.id) return body;
  const lines = body.replace(/<!-- sweep-state: \w+(?: run=\d+)? -->/, stateTag(s)).split('\n');
  for (const lang of ['en', 'zh'] as const) {
    const i = lines.findIndex((l) => l.startsWith(`**${t('state.label', lang)}:** `));
    if (i >= 0) {
      // The state is one line, or three for `unknown` (its two quoted lines follow it).
      let n = 1;
      while (n < 3 && lines[i + n]?.startsWith('> ')) n++;
      lines.splice(i, n, renderState(s, lang));
    }
    const decision = `**${t('decision', lang)}:** `;
    const d = lines.findIndex((l) => l.startsWith(decision));
    if (d >= 0) lines[d] = `${decision}${stateHeadline(s, lang)}`;
    const next = lines.findIndex((l) => l === `**${t('next', lang)}:**`);
    if (next >= 0) {
      let n = 0;
      while (lines[next + 1 + n]?.startsWith('- ')) n++;
      lines.splice(next + 1, n, ...stateNext(s, lang));
    }
  }
  return lines.join('\n');
}

/** GitHub's conclusion in words; one GitHub may add later is shown as GitHub spells it. */
function conclusionWord(c: string, lang: Lang): string {
  const key = `state.conclusion.${c}`;
  return isMessageKey(key) ? t(key, lang) : c;
}
