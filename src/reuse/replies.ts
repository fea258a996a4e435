// The bot's words for reuse and staging: the reply to a command (with the 👍 or 👎 it goes with), the
// status comment's reuse line, the merge run's failure. Bilingual, from the catalogue.
import { bilingual, reasonText } from '../report/messages.js';
import type { ReuseCommand } from './commands.js';
import {
  bilingualRefusal,
  bilingualText,
  refusalLine,
  refusalReply,
  reuseText,
  type Refusal,
} from './messages.js';
import type { SourceVerdict, StagingVerdict } from './source.js';

export type Reaction = '+1' | '-1';

const sha12 = (s: string) => s.slice(0, 12);

/** A command refused before any lookup: a reuse command without a run id, or a malformed one. */
export function commandRefusal(cmd: ReuseCommand): Refusal | undefined {
  if (cmd.kind === 'use-without-id') return { code: 'without-id', params: { command: cmd.spelling } };
  if (cmd.kind === 'invalid')
    return cmd.command === '/stage-results'
      ? { code: 'invalid-stage', params: {} }
      : { code: 'invalid-use', params: { text: cmd.text } };
  return undefined;
}

/** Reply to a refused command (no run was looked up). */
export const commandReply = (r: Refusal): { reaction: Reaction; body: string } => ({
  reaction: '-1',
  body: bilingualRefusal(r),
});

/** Reply to `/use <run_id>` after validation. */
export function reuseReply(runId: number, v: SourceVerdict): { reaction: Reaction; body: string } {
  if (!v.accepted)
    return {
      reaction: '-1',
      body: refusalReply({ key: 'use-refused', params: { runId: String(runId) } }, v.refusals),
    };
  const s = v.source;
  return {
    reaction: '+1',
    body: bilingualText('use-accepted', {
      runId: String(s.runId),
      url: s.url ?? '',
      sha: sha12(s.headSha),
      rows: String(s.rows),
    }),
  };
}

/** The status comment's reuse line: the accepted source, or why the pinned one no longer applies. */
export function reuseStatus(runId: number, v: SourceVerdict): { en: string; zh: string } {
  if (v.accepted) {
    const p = { runId: String(v.source.runId), url: v.source.url ?? '', sha: sha12(v.source.headSha) };
    return { en: reuseText('status-source', 'en', p), zh: reuseText('status-source', 'zh', p) };
  }
  const side = (lang: 'en' | 'zh') =>
    [
      reuseText('status-source-invalid', lang, { runId: String(runId) }),
      ...v.refusals.map((r) => `- ${refusalLine(r, lang)}`),
    ].join('\n');
  return { en: side('en'), zh: side('zh') };
}

/** Reply to `/stage-results`: the acknowledgement the callbacks later edit, or the refusal. */
export function stagingReply(
  runId: number,
  user: string,
  v: StagingVerdict,
): { reaction: Reaction; body: string } {
  if (!v.accepted) return { reaction: '-1', body: refusalReply({ key: 'command-refused' }, v.refusals) };
  return {
    reaction: '+1',
    body: bilingualText('stage-ack', { user, runId: String(runId), url: v.staging.url ?? '' }),
  };
}

/**
 * The merge run's failure: nothing is published. When the PR could not be resolved from the commit, the
 * reasons alone; otherwise (no pinned run, or one that no longer applies) the instruction to pin one first.
 */
export function mergeFailure(refusals: readonly Refusal[]): string {
  const commitOnly = refusals.length > 0 && refusals.every((r) => r.code.startsWith('commit-'));
  // The decision's own words for a push without a source, so the summary and the status say the same.
  const head = commitOnly ? [] : [reasonText['push-needs-reuse']];
  const side = (lang: 'en' | 'zh') =>
    [
      ...head.map((t) => t[lang]),
      ...refusals.map((r) =>
        head.length || refusals.length > 1 ? `- ${refusalLine(r, lang)}` : refusalLine(r, lang),
      ),
    ].join('\n');
  return bilingual(side('en'), side('zh'));
}
