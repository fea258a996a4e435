// The guidance comment: once per PR, on a new (or reopened, or ready) PR that touches configs, benchmark
// scripts or the changelog. "Once" survives a human deleting the comment: after posting, the bot reacts
// to the PR itself, a record only the bot can remove, and a PR with that reaction (or any comment with
// the marker, for comments posted before the reaction existed) is never given the comment again.
import type { PullFile } from '../../github/port.js';
import {
  GUIDANCE_PATHS,
  GUIDANCE_REACTION,
  guidanceMarker,
  renderGuidance,
  touchesAny,
} from '../../report/pr-notes.js';
import type { ActionContext, ActionDeps } from '../types.js';

export const GUIDANCE_ACTIONS = ['opened', 'reopened', 'ready_for_review', 'review_requested'];

export type GuidanceOutcome = 'posted' | 'already-posted' | 'not-applicable';

export async function guidanceComment(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: number,
  files: () => Promise<PullFile[]>,
): Promise<GuidanceOutcome> {
  if (!ctx.inputs.settings.comments.guidance || !GUIDANCE_ACTIONS.includes(String(ctx.payload.action)))
    return 'not-applicable';
  const bot = ctx.inputs.settings.botLogin;
  const reacted = (await deps.port.listIssueReactions(pr)).some(
    (r) => r.user === bot && r.content === GUIDANCE_REACTION,
  );
  if (reacted) return 'already-posted';
  if (!touchesAny(await files(), GUIDANCE_PATHS)) return 'not-applicable';
  // Pages through every comment (an incomplete listing throws, so nothing is posted twice).
  const marked = (await deps.port.listComments(pr)).some((c) => c.body.includes(guidanceMarker));
  if (!marked) await deps.port.createComment(pr, renderGuidance(ctx.inputs.settings.labels));
  await deps.port.addIssueReaction(pr, GUIDANCE_REACTION);
  return marked ? 'already-posted' : 'posted';
}
