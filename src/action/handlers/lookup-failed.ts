// A command whose author's permission could not be looked up (GitHub failed, or answered 404/422): an
// infrastructure failure, not a refusal. Nothing is run and nothing is refused: the command gets 😕 and
// a reply that the check could not be made and how to retry, its claim is given back (so a re-run of the
// job acts on it), and the job fails.
import { diag } from '../../diagnostics.js';
import { bilingual, t, type Lang } from '../../report/messages.js';
import type { Authorisation } from '../authorize.js';
import { releaseClaim } from '../command-once.js';
import { replyOnce } from '../reply-once.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { react, safe } from './common.js';

export async function lookupFailed(
  ctx: ActionContext,
  deps: ActionDeps,
  c: { number: number; commentId: number; author: string },
  claim: number | undefined,
  who: Authorisation,
): Promise<HandleResult> {
  const params = { user: who.user, error: (who.error ?? '').split('\n')[0]!.slice(0, 300) };
  const text = (lang: Lang) => t('permissionLookupFailed', lang, params);
  deps.annotate(diag('error', 'AZ-1', text('en')));
  if (claim !== undefined) await releaseClaim(deps.port, c.commentId, claim);
  await react(deps, c.commentId, 'confused');
  await safe(deps, async () => {
    const out = await replyOnce(
      deps.port,
      c.number,
      c.author,
      bilingual(`@${c.author} ${text('en')}`, text('zh')),
      ctx.inputs.settings.botLogin,
    );
    deps.log(`reply to ${c.author}: ${out}`);
  });
  return { cancelled: [], failed: true };
}
