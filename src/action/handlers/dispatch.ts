import { diag } from '../../diagnostics.js';
import { bilingual, t, type Lang } from '../../report/messages.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { cancelRuns, publishStatus, repoUrl, safe, sweepRuns } from './common.js';

/**
 * `mode: dispatch`, the control job's last step (after the plan artifact upload): one sweep per plan (the
 * same plan in flight is not dispatched again unless restarted; other plans of the PR are cancelled), the
 * dispatch with run details, a comment naming an approved fork revision, and the status comment updated
 * with the run link.
 */
export async function performDispatch(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const req = deps.loadRequest();
  if (!req) {
    deps.log('no dispatch request: the planning step decided not to dispatch');
    return { cancelled: [], failed: false };
  }
  let cancelled: number[] = [];
  let dispatched: { runId?: number; htmlUrl?: string } | undefined;
  let fresh = true;
  if (req.pr !== null) {
    const inFlight = await sweepRuns(deps, req.workflow, req.pr);
    const same = inFlight.filter((r) => r.key === req.key);
    if (same.length && !req.restart) {
      deps.log(`plan ${req.key.slice(0, 12)} is already in flight (run ${same[0]!.id}); nothing to dispatch`);
      dispatched = { runId: same[0]!.id };
      fresh = false;
    } else
      cancelled = await cancelRuns(
        deps,
        inFlight.map((r) => r.id),
      );
  }
  let failure: string | undefined;
  if (fresh) {
    try {
      dispatched = await deps.port.dispatchWorkflow(req.workflow, req.ref, req.inputs);
    } catch (e) {
      // Retries are the port's job; what reaches here is final. Say so in the status, never "pending".
      failure = (e as Error).message.split('\n')[0]!.slice(0, 300);
      deps.annotate(diag('error', 'WF-1', `dispatch of ${req.workflow} failed: ${failure}`));
    }
  }
  deps.setOutput('plan-key', req.key);
  if (dispatched?.runId) deps.setOutput('run-id', String(dispatched.runId));
  if (fresh && !failure && req.approvedSha && req.pr !== null) {
    // One comment per approval, naming the exact SHA that was approved; a failure is only a warning.
    const url = dispatched?.htmlUrl ?? repoUrl(ctx, deps, `actions/workflows/${req.workflow}`);
    const text = (lang: Lang) => t('approvedDispatch', lang, { url, sha: req.approvedSha! });
    await safe(deps, () => deps.port.createComment(req.pr!, bilingual(text('en'), text('zh'))));
  }
  if (req.status) {
    const { dispatchPending: _pending, ...model } = req.status;
    void _pending;
    await publishStatus(
      ctx,
      deps,
      {
        ...model,
        ...(dispatched ? { dispatched } : {}),
        ...(failure ? { dispatchFailed: failure } : {}),
        ...(cancelled.length ? { cancelled: [...(model.cancelled ?? []), ...cancelled] } : {}),
      },
      req.recheckHead,
    );
  }
  return {
    cancelled,
    failed: failure !== undefined,
    ...(dispatched?.runId ? { dispatchedRunId: dispatched.runId } : {}),
  };
}
