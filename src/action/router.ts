// The application's entry for one action step: route by mode, then by the triggering event, to the
// handler in handlers/. Every GitHub read and write goes through `deps.port`.
import { onComment } from './handlers/comment.js';
import { performDispatch } from './handlers/dispatch.js';
import { onManual } from './handlers/manual.js';
import { onPull } from './handlers/pull.js';
import { onPullNotes } from './handlers/pr-notes.js';
import { report } from './handlers/report.js';
import { watchQueue } from './handlers/watch.js';
import { beforeLaunch } from './handlers/before-launch.js';
import { retryResults } from './handlers/retry-results.js';
import { onPush, performPublish } from './handlers/push.js';
import { onRepositoryDispatch } from './handlers/stage.js';
import { publishResults } from './handlers/publish-results.js';
import type { ActionContext, ActionDeps, HandleResult } from './types.js';

export async function handle(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  if (ctx.inputs.mode === 'report') return report(ctx, deps);
  if (ctx.inputs.mode === 'watch') return watchQueue(ctx, deps);
  if (ctx.inputs.mode === 'before-launch') return beforeLaunch(ctx, deps);
  if (ctx.inputs.mode === 'retry-results') return retryResults(ctx, deps);
  if (ctx.inputs.mode === 'dispatch') return performDispatch(ctx, deps);
  if (ctx.inputs.mode === 'publish') return performPublish(ctx, deps);
  if (ctx.inputs.mode === 'publish-results') return publishResults(ctx, deps);
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const result = await onPull(ctx, deps);
      await onPullNotes(ctx, deps);
      return result;
    }
    case 'issue_comment':
      return onComment(ctx, deps);
    case 'workflow_dispatch':
      return onManual(ctx, deps);
    case 'push':
      return onPush(ctx, deps);
    case 'repository_dispatch':
      return onRepositoryDispatch(ctx, deps);
    default:
      deps.log(`event ${ctx.eventName} is not handled by the sweep orchestrator`);
      return { cancelled: [], failed: false };
  }
}
