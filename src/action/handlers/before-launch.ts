// `mode: before-launch`, a benchmark job's step before its launcher: the last moment a job can give up
// before it takes GPU time. The launcher is skipped (output `launch: false`) when
//   - fail-fast stopped the job's family: the watcher set the family's stop status on the swept revision,
//     pointing at this sweep run (GitHub cancels whole runs only, so a family is stopped this way);
//   - in a re-run attempt of the sweep run (`/sweep rerun-failed`), a retry run already finished the row.
// A failed look never stops a benchmark: the stop saves GPU time, it must not lose results.
import { diag } from '../../diagnostics.js';
import { retryOfName } from '../../dispatch/run-name.js';
import { runOfStop, stopContext } from '../../dispatch/stop.js';
import { isGitHubFailure } from '../../github/port.js';
import { rowIdOfJob, stoppedBeforeLaunch } from '../../report/sweep-rows.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';

export async function beforeLaunch(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const sweepRun = ctx.inputs.runId ?? ctx.runId;
  const family = ctx.inputs.sweepJob;
  const rowId = ctx.inputs.rowId;
  const headSha = String((ctx.payload.inputs as Record<string, unknown> | undefined)?.['head-sha'] ?? '');
  let skip: string | undefined;
  try {
    if (family && /^[0-9a-f]{40}$/.test(headSha)) {
      // Statuses come newest first: the newest of the family's context decides.
      const stop = (await deps.port.listCommitStatuses(headSha)).find(
        (s) => s.context === stopContext(family),
      );
      if (stop?.state === 'failure' && runOfStop(stop.targetUrl) === sweepRun)
        skip = `fail-fast stopped ${family}: ${stop.description}`;
    }
    if (!skip && rowId && ctx.runAttempt > 1 && sweepRun === ctx.runId) {
      const done = await finishedInRetryRun(ctx, deps, sweepRun, rowId);
      if (done) skip = `run ${done} (a retry run of this sweep) already finished this row`;
    }
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot look for a fail-fast stop (the benchmark runs): ${e.message}`);
  }
  deps.setOutput('launch', String(!skip));
  if (skip) {
    deps.annotate(diag('notice', 'FF-3', `not run: ${skip}`));
    deps.log(`the launcher is skipped: ${skip}`);
  } else deps.log('no stop for this job: the launcher runs');
  return { cancelled: [], failed: false };
}

/** A retry run of the sweep run whose job of this row succeeded (it ran the benchmark), or undefined. */
async function finishedInRetryRun(
  ctx: ActionContext,
  deps: ActionDeps,
  sweepRun: number,
  rowId: string,
): Promise<number | undefined> {
  const run = await deps.port.getRun(sweepRun);
  if (!run) return undefined;
  const retries = (await deps.port.listWorkflowRunsSince(ctx.inputs.sweepWorkflow, run.createdAt)).filter(
    (r) => retryOfName(r.displayTitle)?.of === sweepRun,
  );
  for (const r of retries) {
    const jobs = await deps.port.listRunJobs(r.id);
    if (
      jobs.some((j) => rowIdOfJob(j.name) === rowId && j.conclusion === 'success' && !stoppedBeforeLaunch(j))
    )
      return r.id;
  }
  return undefined;
}
