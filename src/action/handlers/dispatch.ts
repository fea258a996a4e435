import { diag } from '../../diagnostics.js';
import { failedCall, type GitHubPort } from '../../github/port.js';
import { bilingual, t, type Lang } from '../../report/messages.js';
import { sweepState, type FailedCall, type RunLink, type UnknownMeaning } from '../../report/state.js';
import type { DispatchRequest } from '../dispatch-request.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import {
  cancelRuns,
  failureLine,
  publishStatus,
  repoUrl,
  RunCallError,
  safe,
  stateSummary,
  sweepRuns,
  type SweepRun,
} from './common.js';

/** Backoff units (see `retryBaseMs`) between looks for a run whose dispatch was not confirmed. */
const LOOKS = [1, 2, 4, 8, 16];
/**
 * Backoff units between looks until the runs listing shows this step's run (and so every run dispatched
 * before it): about a minute, longer than GitHub's listing takes to catch up.
 */
const SETTLE = [0, 1, 2, 4, 8, 16, 32];

type Failure = { failed: FailedCall; meaning: UnknownMeaning };
type Found = RunLink & { status: string; conclusion: string | null; adopted?: boolean };

/**
 * `mode: dispatch`, the control job's last step (after the plan artifact upload). Exactly once per
 * (PR, plan key): a live run of the same plan is adopted, never re-dispatched or cancelled (unless a
 * `/sweep` restart asks for it); other plans of the PR are cancelled first. The dispatch POST is
 * never repeated blindly: after an answer that leaves open whether it took effect (5xx, timeout, a
 * truncated answer, 204 without run details) the run is looked up by its title, and only when it is not
 * there after a while is the POST tried once more. Then, for an approved fork revision, the comment that
 * the trusted run was dispatched for exactly that SHA, and the status comment with the run's state.
 */
export async function performDispatch(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const req = deps.loadRequest();
  if (!req) {
    deps.log('no dispatch request: the planning step decided not to dispatch');
    return { cancelled: [], failed: false };
  }
  const url = (id: number) => repoUrl(ctx, deps, `actions/runs/${id}`);
  let cancelled: number[] = [];
  let run: Found | undefined;
  let failure: Failure | undefined;
  let fresh = false;
  try {
    const inFlight = req.pr !== null ? await sweepRuns(deps, req.workflow, req.pr) : [];
    // A retry run carries its sweep's plan key but is not the sweep: it is never adopted in its place.
    const same = inFlight.filter((r) => r.key === req.key && r.retryOf === undefined);
    if (same.length && !req.restart) {
      const live = same[0]!;
      deps.log(`plan ${req.key.slice(0, 12)} is already in flight (run ${live.id}); nothing to dispatch`);
      run = { ...link(live, url), adopted: true };
      // Younger runs of the same plan (left by an earlier fault) are duplicates: only the oldest stays.
      cancelled = await cancelRuns(
        deps,
        [...inFlight.filter((r) => r.key !== req.key), ...same.slice(1)].map((r) => r.id),
      );
    } else {
      cancelled = await cancelRuns(
        deps,
        inFlight.map((r) => r.id),
      );
      fresh = true;
    }
  } catch (e) {
    const f = failedCall(e instanceof RunCallError ? e.cause : e);
    failure = { failed: f, meaning: e instanceof RunCallError ? 'cancel-failed' : 'not-dispatched' };
  }
  if (fresh) {
    const out = await dispatchOnce(deps, req, url, deps.backoffMs ?? 1000);
    if ('failure' in out) failure = out.failure;
    else if ('run' in out) run = out.run;
  }
  // Exactly one live sweep per plan, whatever the workflow's concurrency settings: once the listing
  // shows every run dispatched before ours, the oldest live run of the plan is the survivor and every
  // other one this step sees is cancelled (docs/exactly-once.md).
  if (run && req.pr !== null && deps.port.live) {
    const kept = await oneSurvivor(deps, req, run, cancelled, url, deps.backoffMs ?? 1000);
    if ('failure' in kept) failure ??= kept.failure;
    else {
      if (kept.survivor.id !== run.id)
        deps.log(`run ${kept.survivor.id} is the plan's survivor; run ${run.id} was a duplicate`);
      run = kept.survivor;
      cancelled = [...cancelled, ...kept.cancelled.filter((id) => !cancelled.includes(id))];
    }
  }
  deps.setOutput('plan-key', req.key);
  if (run) deps.setOutput('run-id', String(run.id));
  if (failure) deps.annotate(diag('error', 'WF-1', failureLine(failure.failed)));
  if (fresh && run && req.approvedSha && req.pr !== null) {
    // The fork-approval comment: one per approval, naming the exact SHA; a failure is only a warning.
    const text = (lang: Lang) => t('approvedDispatch', lang, { url: run!.url, sha: req.approvedSha! });
    await safe(deps, () => deps.port.createComment(req.pr!, bilingual(text('en'), text('zh'))));
  }
  let statusFailed: FailedCall | undefined;
  if (req.status && req.pr !== null) {
    const { dispatchPending: _pending, sweep: _planned, ...model } = req.status;
    void _pending;
    void _planned;
    const sweep = sweepState({
      verdict: model.decision.verdict,
      ...(run ? { run } : {}),
      ...(failure ? { failure } : {}),
      ...(cancelled.length
        ? { cancelled: { runs: cancelled.map((id) => ({ id, url: url(id) })), why: 'new-plan' } }
        : {}),
    });
    const full = {
      ...model,
      ...(run ? { dispatched: { runId: run.id, htmlUrl: run.url } } : {}),
      ...(failure ? { dispatchFailed: failureLine(failure.failed) } : {}),
      ...(cancelled.length ? { cancelled: [...(model.cancelled ?? []), ...cancelled] } : {}),
      ...(sweep ? { sweep } : {}),
    };
    const out = await publishStatus(ctx, deps, full, req.recheckHead, req.statusCommentId);
    if ('failed' in out) statusFailed = out.failed;
    await safe(deps, () => deps.summary(stateSummary(full, statusFailed)));
    if (statusFailed)
      deps.annotate(
        diag(
          'error',
          'GH-1',
          `status comment not written: ${failureLine(statusFailed)}${run ? `; sweep run ${run.id} is live: ${run.url}` : ''}`,
        ),
      );
  }
  return {
    cancelled,
    failed: failure !== undefined || statusFailed !== undefined,
    ...(run ? { dispatchedRunId: run.id } : {}),
  };
}

const link = (r: SweepRun, url: (id: number) => string): Found => ({
  id: r.id,
  url: r.url || url(r.id),
  status: r.status,
  conclusion: r.conclusion,
});

/** The run carrying this request's title, looked for a few times (listings lag behind creates). */
async function lookForRun(
  deps: ActionDeps,
  req: DispatchRequest,
  url: (id: number) => string,
  baseMs: number,
): Promise<Found | undefined> {
  for (const wait of LOOKS) {
    await new Promise((r) => setTimeout(r, wait * baseMs));
    try {
      const runs = req.pr !== null ? await sweepRuns(deps, req.workflow, req.pr) : [];
      const hit = runs.find((r) => r.key === req.key && r.retryOf === undefined);
      if (hit) return link(hit, url);
      if (req.pr === null) {
        const title = req.inputs['title'];
        const all = await deps.port.listWorkflowRuns(req.workflow, ['queued', 'in_progress']);
        const m = all.find((r) => r.displayTitle === title);
        if (m) return { id: m.id, url: m.htmlUrl || url(m.id), status: m.status, conclusion: m.conclusion };
      }
    } catch (e) {
      deps.warn(`looking for the dispatched run: ${(e as Error).message}`);
    }
  }
  return undefined;
}

/**
 * The plan's one survivor, after this step dispatched or adopted `mine`: waits until the runs listing
 * shows `mine` (listings lag, but not out of order, so every run dispatched before it shows too), then
 * keeps the oldest live run of the plan and cancels every younger one it sees, its own included. Runs
 * this step cancelled do not count even while GitHub still lists them as running (a cancel takes a
 * moment). Every step that dispatches the plan does the same, so they agree on the survivor. A look that
 * fails is a warning: the other steps still look, and the older of two runs cancels the younger.
 */
async function oneSurvivor(
  deps: ActionDeps,
  req: DispatchRequest,
  mine: Found,
  gone: readonly number[],
  url: (id: number) => string,
  baseMs: number,
): Promise<{ survivor: Found; cancelled: number[] } | { failure: Failure }> {
  let same: SweepRun[] = [];
  let now: Found | undefined = mine;
  try {
    for (const wait of SETTLE) {
      if (wait) await new Promise((r) => setTimeout(r, wait * baseMs));
      const runs = await sweepRuns(deps, req.workflow, req.pr!);
      same = runs.filter((r) => r.key === req.key && !gone.includes(r.id));
      if (runs.some((r) => r.id === mine.id)) break;
      // Not listed as live: not listed yet, or it has ended (then it is no survivor).
      now = await current(deps, mine, url);
      if (!now) break;
      if (wait === SETTLE[SETTLE.length - 1])
        deps.warn(`run ${mine.id} is not listed yet; the plan's survivor is chosen from the runs that are`);
    }
  } catch (e) {
    deps.warn(`could not look for duplicate runs of the plan: ${(e as Error).message}`);
    return { survivor: mine, cancelled: [] };
  }
  const live = now ? [...same.filter((r) => r.id !== mine.id), { ...mine, key: req.key }] : same;
  live.sort((a, b) => a.id - b.id);
  // The survivor is confirmed by reading it directly before anything is cancelled for it: a run another
  // step (or a cancelling concurrency group of the workflow) has just ended is no survivor.
  try {
    while (live[0] && live[0].id !== mine.id && !(await current(deps, { ...link(live[0], url) }, url)))
      live.shift();
  } catch (e) {
    deps.warn(`could not read run ${live[0]?.id}: ${(e as Error).message}`);
    return { survivor: mine, cancelled: [] };
  }
  const survivor = live[0];
  // Nothing of the plan is live any more: the state says how this step's run ended.
  if (!survivor)
    return { survivor: (await current(deps, mine, url, true).catch(() => undefined)) ?? mine, cancelled: [] };
  try {
    const cancelled = await cancelRuns(
      deps,
      live.slice(1).map((r) => r.id),
    );
    const found: Found = survivor.id === mine.id ? mine : { ...link(survivor, url), adopted: true };
    return { survivor: found, cancelled };
  } catch (e) {
    const f = failedCall(e instanceof RunCallError ? e.cause : e);
    return { failure: { failed: f, meaning: 'cancel-failed' } };
  }
}

/**
 * The run as GitHub holds it now (read directly: no listing lag); undefined when it has ended, unless
 * `ended` asks for it then too.
 */
async function current(
  deps: ActionDeps,
  run: Found,
  url: (id: number) => string,
  ended = false,
): Promise<Found | undefined> {
  const r = await deps.port.getRun(run.id);
  if (!r) return undefined;
  if (r.status === 'completed' && !ended) return undefined;
  return { ...run, id: r.id, url: r.htmlUrl || url(r.id), status: r.status, conclusion: r.conclusion };
}

async function dispatchOnce(
  deps: ActionDeps,
  req: DispatchRequest,
  url: (id: number) => string,
  baseMs: number,
): Promise<{ run: Found } | { failure: Failure } | { dryRun: true }> {
  const port: GitHubPort = deps.port;
  let last: FailedCall | undefined;
  for (let post = 0; post < 2; post++) {
    try {
      const res = await port.dispatchWorkflow(req.workflow, req.ref, req.inputs);
      if (res.runId) {
        return {
          run: { id: res.runId, url: res.htmlUrl || url(res.runId), status: 'queued', conclusion: null },
        };
      }
      if (!port.live) return { dryRun: true };
      // 204 without run details: GitHub took it; the run exists, find it rather than POST again.
      const found = await lookForRun(deps, req, url, baseMs);
      if (found) return { run: found };
      return {
        failure: {
          failed: {
            call: `dispatch ${req.workflow}`,
            status: 204,
            message: `GitHub accepted the dispatch without run details and no run titled "${req.inputs['title'] ?? ''}" was listed`,
          },
          meaning: 'dispatch-unconfirmed',
        },
      };
    } catch (e) {
      const f = failedCall(e);
      last = { call: f.call, status: f.status, message: f.message };
      if (!f.uncertain) return { failure: { failed: last, meaning: 'not-dispatched' } };
      deps.warn(`${f.message}; looking for the run before dispatching again`);
      const found = await lookForRun(deps, req, url, baseMs);
      if (found) return { run: { ...found } };
    }
  }
  return { failure: { failed: last!, meaning: 'dispatch-unconfirmed' } };
}
