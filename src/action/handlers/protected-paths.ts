// The protected-path diff notice: one sticky comment saying how many lines the PR adds and removes under
// the protected paths; created when there is a change, edited only when the numbers change, deleted when
// the PR's diff there is back to +0 −0. Drafts get nothing. When the head, base or draft state moved while
// the files were read, the notice is left for the event of the newer state.
import type { PullFile, PullRequest } from '../../github/port.js';
import { protectedDiffs, protectedMarker, renderProtected } from '../../report/pr-notes.js';
import type { ActionContext, ActionDeps } from '../types.js';

export const PROTECTED_ACTIONS = ['opened', 'reopened', 'synchronize', 'ready_for_review', 'edited'];

export type NoticeOutcome =
  'created' | 'updated' | 'unchanged' | 'deleted' | 'none' | 'stale' | 'not-applicable';

export async function protectedNotice(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: PullRequest,
  files: () => Promise<PullFile[]>,
): Promise<NoticeOutcome> {
  const { comments } = ctx.inputs.settings;
  if (!comments.protectedNotice || !comments.protectedPaths.length) return 'not-applicable';
  if (!PROTECTED_ACTIONS.includes(String(ctx.payload.action)) || pr.draft || pr.state !== 'open')
    return 'not-applicable';
  const diffs = protectedDiffs(await files(), comments.protectedPaths).filter(
    (d) => d.additions + d.deletions > 0,
  );
  const now = await deps.port.getPull(pr.number);
  if (now.headSha !== pr.headSha || now.baseSha !== pr.baseSha || now.draft !== pr.draft) return 'stale';
  const mine = (await deps.port.listComments(pr.number)).filter(
    (c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(protectedMarker),
  );
  if (!diffs.length) {
    for (const c of mine) await deps.port.deleteComment(c.id);
    return mine.length ? 'deleted' : 'none';
  }
  const body = renderProtected(diffs);
  const [first, ...extra] = mine;
  for (const c of extra) await deps.port.deleteComment(c.id);
  if (!first) {
    await deps.port.createComment(pr.number, body);
    return 'created';
  }
  if (first.body === body) return 'unchanged';
  await deps.port.updateComment(first.id, body);
  return 'updated';
}
