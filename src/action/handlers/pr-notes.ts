// The PR's other bot comments on pull_request events: the guidance comment and the protected-path
// notice. They never affect the sweep: a failure is a warning, and the PR's files are read once for both.
import type { PullFile } from '../../github/port.js';
import type { ActionContext, ActionDeps } from '../types.js';
import { guidanceComment, GUIDANCE_ACTIONS } from './guidance.js';
import { protectedNotice, PROTECTED_ACTIONS } from './protected-paths.js';
import { safe } from './common.js';

export async function onPullNotes(ctx: ActionContext, deps: ActionDeps): Promise<void> {
  const action = String(ctx.payload.action ?? '');
  const { comments } = ctx.inputs.settings;
  const wantsGuidance = comments.guidance && GUIDANCE_ACTIONS.includes(action);
  const wantsNotice = comments.protectedNotice && PROTECTED_ACTIONS.includes(action);
  if (!wantsGuidance && !wantsNotice) return;
  const number = Number(ctx.payload.pull_request?.number ?? ctx.payload.number);
  if (!(number > 0)) return;
  // The PR is read before its files, so a notice never describes files older than the state it checks.
  const pr = wantsNotice ? await deps.port.getPull(number).catch(() => undefined) : undefined;
  let listed: Promise<PullFile[]> | undefined;
  const files = () => (listed ??= deps.port.listPullFiles(number));
  if (wantsGuidance)
    await safe(deps, async () =>
      deps.log(`guidance comment: ${await guidanceComment(ctx, deps, number, files)}`),
    );
  if (pr)
    await safe(deps, async () =>
      deps.log(`protected-path notice: ${await protectedNotice(ctx, deps, pr, files)}`),
    );
}
