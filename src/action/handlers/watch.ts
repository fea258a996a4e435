// `mode: watch`, the sweep run's queue watcher: while the benchmark jobs run, it looks at the run's jobs
// (and the repository's runners, when the token may read them) every few minutes, and puts the jobs
// queued longer than the alert minutes that no online runner can take into the status comment, naming
// each row, its labels and what to do. The block follows what GitHub holds: it changes when the set of
// waiting jobs changes and goes away when they are taken. A failed read is retried on the next look.
import { diag } from '../../diagnostics.js';
import { bucketsOf, rowIdOf, planSchema, type Row } from '../../dispatch/plan.js';
import { stuckJobs, type KnownRunner } from '../../dispatch/watchdog.js';
import { failedCall, isGitHubFailure, type RunJob } from '../../github/port.js';
import { rowName } from '../../report/outcome.js';
import { queueBlockOf, renderQueueAlert, withQueueAlert, type QueueAlert } from '../../report/queue.js';
import { statusMarker, statusSticky, statusVersion } from '../../report/status.js';
import { upsertSticky } from '../sticky.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { repoUrl } from './common.js';

/** GitHub-hosted jobs end after 6 hours; the watcher stops a little before. */
export const WATCH_LIMIT_MINUTES = 350;
/** The watcher's own job and the jobs after the benchmarks (their end is the watcher's). */
const WATCHER = /(^|\/ )queue-watch$/;
const AFTER_BENCHMARKS = /(^|\/ )collect$/;

type Runners = QueueAlert['runners'];

interface WatchState {
  /** The block the status comment carries (as written by this watcher, or found there). */
  shown: string;
  /** A runner listing refused for good (403/404): not asked again. */
  refused?: Runners;
  /** Rows already annotated, so each gets one annotation. */
  annotated: Set<string>;
}

export async function watchQueue(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const runId = ctx.inputs.runId ?? ctx.runId;
  const alertMinutes = ctx.inputs.settings.queueAlertMinutes;
  const pollMs = Math.min(5, Math.max(1, Math.floor(alertMinutes / 4))) * 60_000;
  const clock = deps.clock ?? {
    now: () => Date.now(),
    sleep: (ms: number) => new Promise((r) => setTimeout(r, ms)),
  };
  const started = clock.now();
  const names = rowNames(deps);
  const state: WatchState = { shown: '', annotated: new Set() };
  deps.log(
    `watching the queue of run ${runId}: alert after ${alertMinutes} min, a look every ${pollMs / 60_000} min`,
  );
  for (;;) {
    const done = await look(ctx, deps, { runId, alertMinutes, now: new Date(clock.now()), names }, state);
    if (done) break;
    if (clock.now() - started >= WATCH_LIMIT_MINUTES * 60_000) {
      deps.log(`stopped watching after ${WATCH_LIMIT_MINUTES} minutes (the hosted job's time limit)`);
      break;
    }
    await clock.sleep(pollMs);
  }
  return { cancelled: [], failed: false };
}

/** Row id → readable name, from the sweep plan when the step has it. */
function rowNames(deps: ActionDeps): Map<string, Row> {
  const rows = new Map<string, Row>();
  try {
    const raw = deps.loadSweepPlan?.();
    const plan = raw === undefined ? undefined : planSchema().safeParse(raw);
    if (plan?.success) for (const b of bucketsOf(plan.data)) for (const r of b.rows) rows.set(rowIdOf(r), r);
  } catch (e) {
    deps.warn(`cannot read sweep-plan (rows are named by their id): ${(e as Error).message}`);
  }
  return rows;
}

interface Look {
  runId: number;
  alertMinutes: number;
  now: Date;
  names: Map<string, Row>;
}

/** One look at the queue; true when the benchmarks are over (nothing can be queued any more). */
async function look(ctx: ActionContext, deps: ActionDeps, l: Look, state: WatchState): Promise<boolean> {
  let jobs: RunJob[];
  try {
    jobs = await deps.port.listRunJobs(l.runId);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot list the jobs of run ${l.runId} (trying again at the next look): ${e.message}`);
    return false;
  }
  const attempt = Math.max(1, ...jobs.map((j) => j.attempt));
  const current = jobs.filter((j) => j.attempt === attempt && !WATCHER.test(j.name));
  const over = current.some((j) => AFTER_BENCHMARKS.test(j.name) && j.status === 'completed');
  const waiting = current.filter(
    (j) => j.status === 'queued' || j.status === 'waiting' || j.status === 'pending',
  );
  let runners: KnownRunner[] | undefined;
  let how: Runners = { listed: true };
  if (waiting.length && !over) {
    const r = await readRunners(deps, state);
    runners = r.runners;
    how = r.how;
  }
  const stuck = over
    ? []
    : stuckJobs(
        waiting.map((j) => ({
          name: j.name,
          rowId: j.name.split(' / ').at(-1)!.trim(),
          status: j.status,
          labels: j.labels ?? [],
          createdAt: j.createdAt ?? l.now.toISOString(),
        })),
        l.now,
        l.alertMinutes,
        runners,
      );
  const alert: QueueAlert = {
    alertMinutes: l.alertMinutes,
    runners: how,
    runUrl: repoUrl(ctx, deps, `actions/runs/${l.runId}`),
    rows: stuck.map((s) => ({
      name: l.names.has(s.rowId ?? '') ? rowName(l.names.get(s.rowId!), s.rowId!) : s.job,
      ...(s.rowId ? { rowId: s.rowId } : {}),
      labels: s.labels,
      missing: s.missing,
      since: s.since,
    })),
  };
  for (const r of alert.rows)
    if (!state.annotated.has(r.rowId ?? r.name)) {
      state.annotated.add(r.rowId ?? r.name);
      deps.annotate(
        diag(
          'warning',
          'RT-2',
          `${r.name} queued since ${r.since} for ${r.labels.join(', ')}${r.missing.length ? `: no online runner carries ${r.missing.join(', ')}` : how.listed ? ': no online runner carries all of them' : ' (runner list not readable)'}`,
          { fix: 'register a self-hosted runner with these labels, or fix the runner label in runners.yaml' },
        ),
      );
    }
  // After the benchmarks the links job writes the outcome (and drops this block): no write races it.
  if (!over) await publish(ctx, deps, l.runId, attempt, renderQueueAlert(alert), state);
  return over;
}

async function readRunners(
  deps: ActionDeps,
  state: WatchState,
): Promise<{ runners?: KnownRunner[]; how: Runners }> {
  if (state.refused) return { how: state.refused };
  try {
    return { runners: await deps.port.listRunners(), how: { listed: true } };
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    const how: Runners = { listed: false, status: f.status, message: f.message };
    // A refusal stays a refusal for this token; any other failure is tried again at the next look.
    if (f.status === 403 || f.status === 404) {
      state.refused = how;
      deps.log(`the runner list is not readable with this token (${f.status}); naming the waiting jobs only`);
    } else deps.warn(`cannot list the runners (trying again at the next look): ${f.message}`);
    return { how };
  }
}

/** Writes the block into the status comment when it differs from what the comment shows. */
async function publish(
  ctx: ActionContext,
  deps: ActionDeps,
  runId: number,
  attempt: number,
  block: string,
  state: WatchState,
): Promise<void> {
  const pr = ctx.inputs.prNumber;
  if (block === state.shown) return;
  if (!pr) {
    if (block) await deps.summary(block);
    state.shown = block;
    return;
  }
  try {
    const current = (await deps.port.listComments(pr))
      .filter((c) => c.user === ctx.inputs.settings.botLogin && c.body.includes(statusMarker))
      .sort((a, b) => a.id - b.id)[0];
    if (!current) {
      deps.log('no status comment to add the waiting jobs to');
      return;
    }
    if (queueBlockOf(current.body) === block) {
      state.shown = block;
      return;
    }
    const version = statusVersion(runId, attempt);
    const out = await upsertSticky(
      deps.port,
      pr,
      statusSticky(withQueueAlert(current.body, block, version), version, ctx.inputs.settings.botLogin),
      { ...(deps.backoffMs !== undefined ? { backoffMs: deps.backoffMs } : {}) },
    );
    if (out.action === 'kept-newer') deps.log('Keeping the status of a newer run');
    else
      deps.log(block ? 'status comment: jobs waiting for a runner listed' : 'status comment: no job waits');
    state.shown = block;
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`status comment not updated (trying again at the next look): ${e.message}`);
  }
}
