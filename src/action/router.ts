// The application's entry for one action step: route by mode, then by the triggering event, to the
// handler in handlers/. Every GitHub read and write goes through `deps.port`.
import { onComment } from './handlers/comment.js';
import { performDispatch } from './handlers/dispatch.js';
import { onManual } from './handlers/manual.js';
import { onPull } from './handlers/pull.js';
import { report } from './handlers/report.js';
import type { ActionContext, ActionDeps, HandleResult } from './types.js';

export async function handle(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  if (ctx.inputs.mode === 'report') return report(ctx, deps);
  if (ctx.inputs.mode === 'dispatch') return performDispatch(ctx, deps);
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return onPull(ctx, deps);
    case 'issue_comment':
      return onComment(ctx, deps);
    case 'workflow_dispatch':
      return onManual(ctx, deps);
    default:
      deps.log(`event ${ctx.eventName} is not handled by the sweep orchestrator`);
      return { cancelled: [], failed: false };
  }
}
