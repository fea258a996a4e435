// `mode: watch`, the sweep run's watcher (the one job of the sweep with write access to Actions, on a
// GitHub-hosted runner, running only the tooling). Every minute while the benchmarks run it looks at the
// jobs of the sweep run and of the retry runs it dispatched, and:
//   - classifies each failed row from its job's log with the failure table (infrastructure, benchmark,
//     unknown);
//   - applies fail-fast on benchmark and unknown failures only: `run` cancels the sweep run and its retry
//     runs once the failure is recorded (the failed job keeps its red X); `matrix` sets the family's stop
//     status, which its jobs read before they take GPU time. An infrastructure failure stops nothing;
//   - re-runs rows that failed for infrastructure reasons in a retry run of their own (same plan, a retry
//     number), within the attempts and the GPU-hour budget, never after a cancel;
//   - keeps the progress (and the jobs no runner takes) in the status comment: one edit at most per look,
//     an edit only when the block changed, the progress alone at most every few minutes.
// It ends when the sweep's benchmarks and its retry runs have ended (the collect job waits for it and
// merges the retry runs' results, output `retry-runs`), or a little before a hosted job's time limit.
import type { CanaryMode } from '../../dispatch/canary.js';
import { sweepSelection } from '../../dispatch/outputs.js';
import { bucketsOf, planSchema, rowIdOf, type Plan, type Row } from '../../dispatch/plan.js';
import { retryOfName } from '../../dispatch/run-name.js';
import type { Classification } from '../../failures/classify.js';
import { failureTable, type CompiledEntry } from '../../failures/table.js';
import { isGitHubFailure, type RunJob } from '../../github/port.js';
import { rowName } from '../../report/outcome.js';
import {
  retryCost,
  progressBlockOf,
  progressModel,
  renderProgress,
  rowEstimates,
  withProgress,
  type RowEstimate,
} from '../../report/progress.js';
import { queueBlockOf, withQueueAlert } from '../../report/queue.js';
import { decideRetries, retryBudget, type RetryDecision } from '../../report/retry-policy.js';
import { statusMarker, statusSticky, statusVersion } from '../../report/status.js';
import { sweepRows, type RowView, type ViewRun } from '../../report/sweep-rows.js';
import { checkoutCostContext } from '../cost-context.js';
import { upsertSticky } from '../sticky.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { repoUrl } from './common.js';
import {
  cancelAll,
  classifyJob,
  dispatchRetry,
  stopFamily,
  stopTrigger,
  type PendingRetry,
  type RetryDispatch,
} from './watch-act.js';
import { queueBlock, type QueueState } from './watch-queue.js';

/** GitHub-hosted jobs end after 6 hours; the watcher stops a little before. */
export const WATCH_LIMIT_MINUTES = 350;
/** A look every minute: fail-fast reacts within it. A large sweep looks less often (one minute per 300 jobs). */
const LOOK_MS = 60_000;
/** The progress alone (GPU-hours, ETA) is written at most this often. */
export const PROGRESS_EDIT_MS = 5 * 60_000;
/** The jobs of the sweep that are not benchmarks: the watcher itself, and the jobs after it. */
const NOT_ROWS = /(^|\/ )(watch|collect|links)$/;

interface Watch {
  runId: number;
  runUrl: string;
  /** Undefined: no plan to watch rows of, only the queue. */
  plan?: Plan;
  canary: CanaryMode;
  failFast: 'off' | 'matrix' | 'run';
  headSha: string;
  table: CompiledEntry[];
  estimates: Map<string, RowEstimate>;
  budget: number;
  names: Map<string, Row>;
  gates: Record<string, string[]>;
  dispatch?: RetryDispatch;
  classes: Map<number, Classification>;
  retries: PendingRetry[];
  stopped: { run: boolean; families: Set<string> };
  /** Someone cancelled the sweep run (a maintainer's `/sweep cancel`, a newer plan): no more re-runs. */
  cancelled: boolean;
  trigger?: string;
  decision?: RetryDecision;
  queue: QueueState;
  /** The watcher stopped at its job's time limit before the sweep ended. */
  ended?: boolean;
  shown: { queue: string; progress: string; at: number };
  quiet: number;
}

export async function watchQueue(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const clock = deps.clock ?? {
    now: () => Date.now(),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  };
  const w = await start(ctx, deps);
  const started = clock.now();
  deps.log(
    `watching run ${w.runId}: fail-fast ${w.failFast}, re-runs up to ${ctx.inputs.settings.retry.maxAttempts} per row within ${w.budget.toFixed(1)} GPU-hours, a look every minute`,
  );
  let jobs = 0;
  for (;;) {
    const over = await look(ctx, deps, w, clock.now(), (n) => (jobs = n));
    if (over) break;
    if (clock.now() - started >= WATCH_LIMIT_MINUTES * 60_000) {
      // Said, not left to guess: the rest of the run has no fail-fast, no re-runs and no progress.
      deps.warn(
        `stopped watching after ${WATCH_LIMIT_MINUTES} minutes (the hosted job's time limit) while rows still run: no fail-fast, re-runs or progress for the rest of run ${w.runId}`,
      );
      w.ended = true;
      await ended(ctx, deps, w, clock.now());
      break;
    }
    await clock.sleep(LOOK_MS * Math.max(1, Math.ceil(jobs / 300)));
  }
  const ids = w.retries.flatMap((r) => (r.runId ? [r.runId] : []));
  deps.setOutput('retry-runs', ids.join(','));
  return { cancelled: [], failed: false };
}

/** What the watcher needs before its first look. */
async function start(ctx: ActionContext, deps: ActionDeps): Promise<Watch> {
  let raw: unknown;
  try {
    raw = deps.loadSweepPlan?.();
  } catch (e) {
    deps.warn(`cannot read sweep-plan: ${(e as Error).message}`);
  }
  const parsed = raw === undefined ? undefined : planSchema().safeParse(raw);
  // Without the plan only the queue is watched (rows are named by their ids).
  if (!parsed?.success) deps.warn('no sweep plan: fail-fast, re-runs and progress are off for this run');
  const plan: Plan | undefined = parsed?.success ? parsed.data : undefined;
  const inputs = (ctx.payload.inputs ?? {}) as Record<string, unknown>;
  const runId = ctx.inputs.runId ?? ctx.runId;
  const canary = String(inputs['canary'] ?? 'single');
  const mode: CanaryMode = canary === 'none' || canary === 'per-family' ? canary : 'single';
  const ff = String(inputs['fail-fast'] ?? 'off');
  const settings = ctx.inputs.settings;
  const read = (p: string) => deps.readRepoFile?.(p);
  const estimates = plan
    ? rowEstimates(plan, checkoutCostContext(read, settings.layout))
    : new Map<string, RowEstimate>();
  const names = new Map<string, Row>();
  for (const b of plan ? bucketsOf(plan) : []) for (const r of b.rows) names.set(rowIdOf(r), r);
  const w: Watch = {
    runId,
    runUrl: repoUrl(ctx, deps, `actions/runs/${runId}`),
    ...(plan ? { plan } : {}),
    canary: mode,
    failFast: ff === 'matrix' || ff === 'run' ? ff : 'off',
    headSha: String(inputs['head-sha'] ?? ''),
    table: failureTable(settings.failureClasses),
    estimates,
    budget: retryBudget(settings.retry.budgetGpuHours, estimates.values()),
    names,
    gates: plan ? sweepSelection(plan, { canary: mode }).gates : {},
    classes: new Map(),
    retries: [],
    stopped: { run: false, families: new Set() },
    cancelled: false,
    queue: { annotated: new Set() },
    shown: { queue: '', progress: '', at: Number.NEGATIVE_INFINITY },
    quiet: 0,
  };
  try {
    const run = await deps.port.getRun(runId);
    if (run) {
      const dispatchInputs = Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]),
      );
      w.dispatch = {
        workflow: ctx.inputs.sweepWorkflow,
        ref: typeof ctx.payload.ref === 'string' ? ctx.payload.ref : ctx.defaultBranch,
        inputs: dispatchInputs,
        title: run.displayTitle,
        runId,
        since: run.createdAt,
      };
      // Retry runs an earlier watcher of this run dispatched (a re-run of this job) are watched again.
      for (const r of await deps.port.listWorkflowRunsSince(ctx.inputs.sweepWorkflow, run.createdAt)) {
        const of = retryOfName(r.displayTitle);
        if (of?.of === runId) w.retries.push({ runId: r.id, retry: of.n, rows: [], riders: [], posts: 1 });
      }
    }
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot read run ${runId} (no automatic re-runs): ${e.message}`);
  }
  return w;
}

/** One look; true when the sweep's benchmarks and its retry runs have all ended. */
async function look(
  ctx: ActionContext,
  deps: ActionDeps,
  w: Watch,
  now: number,
  counted: (jobs: number) => void,
): Promise<boolean> {
  let runs: ViewRun[];
  try {
    runs = await listRuns(deps, w);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot list the jobs of run ${w.runId} (trying again at the next look): ${e.message}`);
    return false;
  }
  counted(runs.reduce((n, r) => n + r.jobs.length, 0));
  const rowsNow = () => rowsOf(w, runs);
  let rows = rowsNow();
  for (const v of rows)
    if (v.state === 'failed' && !v.failure && v.job)
      await classifyJob(deps, w.classes, w.table, v.job, rowName(v.row, v.rowId));
  rows = rowsNow();
  let acted = await failFast(deps, w, rows, runs);
  acted = (await retry(ctx, deps, w, rows, runs, now)) || acted;
  const over = finished(w, rows, runs);
  await publish(ctx, deps, w, { rows, runs, now, acted: acted || over });
  return over;
}

/** The last write of a watcher that reached its time limit: the progress as it stands, saying so. */
async function ended(ctx: ActionContext, deps: ActionDeps, w: Watch, now: number): Promise<void> {
  let runs: ViewRun[];
  try {
    runs = await listRuns(deps, w);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot list the jobs of run ${w.runId} for the last progress: ${e.message}`);
    return;
  }
  await publish(ctx, deps, w, { rows: rowsOf(w, runs), runs, now, acted: true });
}

/** The plan's rows as the runs hold them, each failure with the class found for its job. */
const rowsOf = (w: Watch, runs: ViewRun[]): RowView[] =>
  w.plan ? sweepRows(w.plan, w.canary, runs, (job) => w.classes.get(job.id)) : [];

async function listRuns(deps: ActionDeps, w: Watch): Promise<ViewRun[]> {
  const view = (id: number, retry: number, jobs: RunJob[]): ViewRun => ({
    id,
    retry,
    url: `${w.runUrl.replace(/\d+$/, '')}${id}`,
    cancelled: w.stopped.run || w.cancelled,
    jobs: jobs.filter((j) => !NOT_ROWS.test(j.name)),
  });
  const runs = [view(w.runId, 0, await deps.port.listRunJobs(w.runId))];
  for (const r of w.retries)
    if (r.runId) runs.push(view(r.runId, r.retry, await deps.port.listRunJobs(r.runId)));
  return runs;
}

/** Fail-fast on the first benchmark or unknown failure; true when it acted in this look. */
async function failFast(deps: ActionDeps, w: Watch, rows: RowView[], runs: ViewRun[]): Promise<boolean> {
  if (w.failFast === 'off' || w.stopped.run) return false;
  const first = stopTrigger(rows);
  if (!first) return false;
  w.trigger ??= first.rowId;
  if (w.failFast === 'run') {
    const left = await cancelAll(
      deps,
      runs.map((r) => r.id),
    );
    if (left.length) return false;
    w.stopped.run = true;
    deps.log(
      `fail-fast: ${rowName(first.row, first.rowId)} failed (${first.failure!.class}); cancelled run ${w.runId} and its retry runs`,
    );
    return true;
  }
  let acted = false;
  for (const v of rows)
    if (v.state === 'failed' && v.failure && v.failure.class !== 'infrastructure' && !v.canary)
      if (
        !w.stopped.families.has(v.family) &&
        (await stopFamily(deps, { headSha: w.headSha, family: v.family, row: v, runUrl: w.runUrl }))
      ) {
        w.stopped.families.add(v.family);
        deps.log(`fail-fast: ${rowName(v.row, v.rowId)} failed (${v.failure.class}); stopped ${v.family}`);
        acted = true;
      }
  return acted;
}

/** Re-runs of infrastructure failures: decides, then dispatches (or confirms) the retry run. */
async function retry(
  ctx: ActionContext,
  deps: ActionDeps,
  w: Watch,
  rows: RowView[],
  runs: ViewRun[],
  now: number,
): Promise<boolean> {
  let acted = false;
  for (const rec of w.retries.filter((r) => r.runId === undefined && !r.error)) {
    await dispatchRetry(deps, w.dispatch!, rec);
    acted ||= rec.runId !== undefined || rec.error !== undefined;
  }
  w.decision = decideRetries(rows, {
    maxAttempts: ctx.inputs.settings.retry.maxAttempts,
    budgetGpuHours: w.budget,
    cost: retryCost(w.estimates),
    now,
    retryRuns: w.retries,
    runs,
    stopped: w.stopped,
    cancelled: w.cancelled,
    gates: w.gates,
  });
  if (!w.decision.retry.length || !w.dispatch || w.retries.some((r) => r.runId === undefined && !r.error))
    return acted;
  // Never after a cancel: a sweep run someone cancelled gets no retry run.
  try {
    const self = await deps.port.getRun(w.runId);
    if (!self || self.status === 'completed') {
      w.cancelled = true;
      deps.log(`run ${w.runId} was cancelled: no automatic re-run`);
      w.decision = { ...w.decision, retry: [], riders: [] };
      return acted;
    }
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    return acted;
  }
  const rec: PendingRetry = {
    retry: w.retries.length + 1,
    rows: w.decision.retry.map((r) => r.rowId),
    riders: w.decision.riders,
    reasons: Object.fromEntries(w.decision.retry.map((r) => [r.rowId, r.reason])),
    posts: 0,
  };
  w.retries.push(rec);
  await dispatchRetry(deps, w.dispatch, rec);
  deps.log(
    `retry run ${rec.retry} for ${rec.rows.length} row(s)${rec.riders.length ? ` and ${rec.riders.length} blocked by its canary` : ''}: ${rec.runId ? `run ${rec.runId}` : (rec.error ?? 'not confirmed yet')}`,
  );
  return true;
}

const FINAL = new Set(['succeeded', 'failed', 'cancelled', 'stopped']);

/**
 * The sweep's benchmarks are over when every row is done (or can no longer start: its canary failed, or
 * the run was stopped) in two looks in a row, and no retry run is still to run.
 */
function finished(w: Watch, rows: RowView[], runs: ViewRun[]): boolean {
  const busy = runs.some((r) => r.jobs.some((j) => j.status !== 'completed'));
  const pending = w.retries.some(
    (r) => !r.error && (r.runId === undefined || !runs.find((x) => x.id === r.runId)?.jobs.length),
  );
  const open = rows.some((v) => !FINAL.has(v.state) && !blocked(w, rows, v));
  const retrying = (w.decision?.retry.length ?? 0) > 0;
  w.quiet = busy || pending || open || retrying ? 0 : w.quiet + 1;
  return w.quiet >= 2;
}

/** A row that will not start: the run was stopped, or a canary that gates it ended without success. */
function blocked(w: Watch, rows: RowView[], v: RowView): boolean {
  if (v.state !== 'waiting') return false;
  if (w.stopped.run) return true;
  return rows.some(
    (c) =>
      c.canary &&
      (c.state === 'failed' || c.state === 'cancelled' || c.state === 'stopped') &&
      (w.gates[c.family] ?? []).includes(v.family),
  );
}

/** The progress and queue blocks, written into the status comment when they changed (one edit per look). */
async function publish(
  ctx: ActionContext,
  deps: ActionDeps,
  w: Watch,
  l: { rows: RowView[]; runs: ViewRun[]; now: number; acted: boolean },
): Promise<void> {
  const retryError = w.retries.find((r) => r.error)?.error;
  const blockedRows = new Set(l.rows.filter((v) => blocked(w, l.rows, v)).map((v) => v.rowId));
  const model = progressModel({
    rows: l.rows,
    runs: l.runs,
    estimates: w.estimates,
    now: l.now,
    retryRuns: w.retries,
    ...(w.decision ? { decision: w.decision } : {}),
    ...(w.trigger && w.failFast !== 'off' && (w.stopped.run || w.stopped.families.size)
      ? { failFast: { scope: w.failFast, rowId: w.trigger, families: [...w.stopped.families] } }
      : {}),
    ...(retryError ? { retryError } : {}),
    ...(w.ended ? { watchEnded: true } : {}),
    blocked: blockedRows,
  });
  const progress = w.plan ? renderProgress(model) : '';
  const queue = await queueBlock(deps, w.queue, {
    jobs: l.runs.flatMap((r) => r.jobs) as RunJob[],
    alertMinutes: ctx.inputs.settings.queueAlertMinutes,
    now: new Date(l.now),
    names: w.names,
    runUrl: w.runUrl,
  });
  const due =
    queue !== w.shown.queue ||
    l.acted ||
    (progress !== w.shown.progress && l.now - w.shown.at >= PROGRESS_EDIT_MS);
  if (!due) return;
  const pr = ctx.inputs.prNumber;
  if (!pr) {
    await deps.summary(`${progress}${queue}`);
    w.shown = { queue, progress, at: l.now };
    return;
  }
  try {
    const current = (await deps.port.listComments(pr))
      .filter((c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(statusMarker))
      .sort((a, b) => a.id - b.id)[0];
    if (!current) return deps.log('no status comment to write the progress into');
    if (queueBlockOf(current.body) === queue && progressBlockOf(current.body) === progress) {
      w.shown = { queue, progress, at: l.now };
      return;
    }
    const version = statusVersion(w.runId, ctx.runId === w.runId ? ctx.runAttempt : 1);
    const body = withProgress(withQueueAlert(current.body, queue, version), progress, version);
    const out = await upsertSticky(deps.port, pr, statusSticky(body, version, ctx.inputs.settings.botLogin), {
      ...(deps.backoffMs !== undefined ? { backoffMs: deps.backoffMs } : {}),
    });
    if (out.action === 'kept-newer') deps.log('Keeping the status of a newer run');
    else deps.log(`status comment: progress${queue ? ' and jobs waiting for a runner' : ''} written`);
    w.shown = { queue, progress, at: l.now };
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`status comment not updated (trying again at the next look): ${e.message}`);
  }
}
