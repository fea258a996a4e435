// `mode: report`, the sweep's links job: the unofficial-run links comment and the sweep's outcome (first
// failure, what fail-fast cancelled, what a failed canary blocked) and its Results in the status comment,
// counted over the sweep run and its retry runs (a row a retry run finished has its result), with the final
// progress block: failures by class, the rows re-run and why, the re-run budget, and the rows that still
// need a maintainer.
import { diag } from '../../diagnostics.js';
import { planSchema, type Plan } from '../../dispatch/plan.js';
import { renderOutcome, sweepOutcome, withOutcome, type SweepOutcome } from '../../report/outcome.js';
import { finishedState, withState } from '../../report/state.js';
import { statusMarker, statusSticky, statusVersion } from '../../report/status.js';
import { upsertSticky } from '../sticky.js';
import { withResults, withoutResults } from '../../report/results-block.js';
import { compareRun, resultsBlock } from './results.js';
import { withQueueAlert } from '../../report/queue.js';
import { withProgress } from '../../report/progress.js';
import { isGitHubFailure } from '../../github/port.js';
import { finalRows, type FinalRows } from './report-rows.js';
import { linksOf, unofficialSticky } from '../../report/unofficial.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { repoUrl, safe } from './common.js';

export async function report(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const pr = ctx.inputs.prNumber;
  const runId = ctx.inputs.runId ?? ctx.runId;
  if (!pr) {
    deps.log('report mode without a PR number (a manual sweep): no links comment');
    return { cancelled: [], failed: false };
  }
  // The outcome first: the accuracy link is posted only when an eval row actually ran (not merely
  // planned and then skipped or cancelled).
  let outcome: SweepOutcome | undefined;
  let raw: unknown;
  try {
    raw = deps.loadSweepPlan?.();
  } catch (e) {
    // Like a plan that fails its schema: the outcome is left out, the links are still posted.
    deps.warn(`cannot read sweep-plan: ${(e as Error).message}`);
  }
  if (raw !== undefined) {
    const plan = planSchema().safeParse(raw);
    if (!plan.success) deps.warn(`sweep-plan is not a plan: ${plan.error.issues[0]?.message ?? ''}`);
    else await safe(deps, async () => void (outcome = await reportOutcome(ctx, deps, pr, runId, plan.data)));
  }
  const evalsRan = ctx.inputs.evalsRan && (outcome?.evalsRan ?? true);
  await safe(deps, async () => {
    const out = await upsertSticky(
      deps.port,
      pr,
      unofficialSticky(linksOf(ctx.inputs.settings), runId, evalsRan, ctx.inputs.settings.botLogin),
    );
    if (out.action === 'kept-newer') deps.log('Keeping visualizer links for the newer run');
    if ('id' in out) deps.setOutput('links-comment-id', String(out.id));
  });
  return { cancelled: [], failed: false };
}

/** The sweep's outcome (first failure, what a failed canary blocked) in the sticky status comment,
 * versioned by this run and attempt. */

async function reportOutcome(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: number,
  runId: number,
  plan: Plan,
): Promise<SweepOutcome> {
  const inputs = (ctx.payload.inputs ?? {}) as Record<string, unknown>;
  const canaryInput = String(inputs['canary'] ?? 'single');
  const canary = canaryInput === 'none' || canaryInput === 'per-family' ? canaryInput : 'single';
  const ffInput = String(inputs['fail-fast'] ?? 'off');
  const failFast = ffInput === 'matrix' || ffInput === 'run' ? ffInput : 'off';
  const runUrl = repoUrl(ctx, deps, `actions/runs/${runId}`);
  const run = await deps.port.getRun(runId);
  let rows: FinalRows;
  try {
    rows = await finalRows(ctx, deps, plan, {
      runId,
      canary,
      failFast,
      cancelled: run?.conclusion === 'cancelled',
    });
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    // Without the retry runs and the logs, the outcome is the sweep run's own jobs.
    deps.warn(`cannot read the retry runs and failure logs: ${e.message}`);
    rows = { jobs: await deps.port.listRunJobs(runId), block: '' };
  }
  const outcome = sweepOutcome(plan, rows.jobs, {
    runId,
    attempt: runId === ctx.runId ? ctx.runAttempt : 1,
    runUrl,
    canary,
    failFast,
  });
  const block = renderOutcome(outcome);
  await deps.summary(block);
  if (outcome.firstFailure)
    deps.annotate(
      diag(
        'error',
        'FF-2',
        `first failing row ${outcome.firstFailure.name} (job ${outcome.firstFailure.job})`,
      ),
    );
  const version = statusVersion(runId, outcome.attempt);
  // The results are read (and written to the job summary) whether or not there is a comment to put them in.
  const results = await compareRun(ctx, deps, { runId, plan, jobs: rows.jobs, runUrl });
  const current = (await deps.port.listComments(pr))
    .filter((c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(statusMarker))
    .sort((a, b) => a.id - b.id)[0];
  if (!current) {
    deps.log('no status comment to add the outcome to');
    await resultsBlock(ctx, deps, results, 0);
    return outcome;
  }
  // Every benchmark job has completed when this job runs: the state line says so (it said "queued").
  const finished = finishedState(outcome.counts, {
    id: runId,
    url: repoUrl(ctx, deps, `actions/runs/${runId}`),
  });
  // The benchmarks are over: no job waits for a runner any more, so the queue watcher's block goes.
  const status = withState(
    withOutcome(
      withProgress(withQueueAlert(withoutResults(current.body), '', version), rows.block, version),
      block,
      version,
    ),
    finished,
  );
  const head = String(inputs['head-sha'] ?? '');
  const about = { runId, headSha: /^[0-9a-f]{40}$/.test(head) ? head : '' };
  const body = withResults(status, await resultsBlock(ctx, deps, results, status.length, about), version);
  const out = await upsertSticky(deps.port, pr, statusSticky(body, version, ctx.inputs.settings.botLogin));
  if (out.action === 'kept-newer') deps.log('Keeping the status of a newer run');
  if ('id' in out) deps.setOutput('status-comment-id', String(out.id));
  return outcome;
}
