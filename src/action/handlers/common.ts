// What every event handler shares: best-effort writes, in-flight sweeps of a PR (found by their run
// names), links into the repository, and the closing step that sets outputs, the status and the summary.
import type { Decision } from '../../decide/decide.js';
import { diag } from '../../diagnostics.js';
import { fill, reasonText } from '../../report/messages.js';
import { renderStatus, statusSticky, statusVersion, type StatusModel } from '../../report/status.js';
import { renderSummary } from '../../report/summary.js';
import { upsertSticky } from '../sticky.js';
import { defaultPolicy } from '../../decide/policy.js';
import { inFlightStatuses, isGitHubFailure, type ReactionContent } from '../../github/port.js';
import { parseSweepRunName } from '../../dispatch/run-name.js';
import type { DispatchRequest } from '../dispatch-request.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';

export interface FinishExtra {
  headSha?: string;
  cancelled?: number[];
  dispatched?: { runId?: number; htmlUrl?: string };
  /** A sweep to dispatch in the `mode: dispatch` step; the request carries the status model. */
  pending?: DispatchRequest;
  report?: StatusModel['report'];
  mergeable?: boolean | null;
  params?: Record<string, string>;
  /** Abort the status edit if the PR head moved while we worked (the status would be stale). */
  recheckHead?: string;
  /** The plan is above the GPU-hour budget and waits for `/sweep --confirm`; or who confirmed it. */
  needsConfirmation?: true;
  confirmedBy?: string;
  /** The PR's labels (default: the payload's), for the quiet-by-default rule. */
  labels?: readonly string[];
}

const SWEEP_LABELS = new Set([...defaultPolicy.primaries, ...defaultPolicy.modifiers].map((l) => l.name));

/**
 * Quiet by default: a PR that neither carries a sweep label nor appends to the changelog gets no status
 * comment (a docs-only PR has nothing to read there), unless the repository asks for one always.
 */
export function quietStatus(ctx: ActionContext, x: FinishExtra): boolean {
  if (ctx.inputs.comments.status === 'always') return false;
  const labels =
    x.labels ?? ((ctx.payload.pull_request?.labels ?? []) as { name: string }[]).map((l) => String(l.name));
  if (labels.some((l) => SWEEP_LABELS.has(l))) return false;
  const outcome = x.report?.gate.outcome ?? 'no-entry';
  return outcome === 'no-entry';
}

export async function finish(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: number,
  decision: Decision,
  x: FinishExtra,
): Promise<HandleResult> {
  const headSha = x.headSha ?? '';
  deps.setOutput('decision', decision.verdict);
  deps.setOutput('reasons', JSON.stringify(decision.reasons));
  if (decision.mode) deps.setOutput('mode', JSON.stringify(decision.mode));
  if (headSha) deps.setOutput('head-sha', headSha);
  for (const r of decision.reasons)
    if (r.code === 'conflicting-primaries')
      deps.annotate(diag('error', r.rule, fill(reasonText[r.code].en, r.params ?? {}, true)));
  for (const d of [...(x.report?.gate.diagnostics ?? []), ...(x.report?.lint ?? [])]) deps.annotate(d);
  const model: StatusModel = {
    pr,
    headSha,
    decision,
    ...(x.report ? { report: x.report } : {}),
    ...(x.dispatched ? { dispatched: x.dispatched } : {}),
    ...(x.pending ? { dispatchPending: true } : {}),
    ...(x.cancelled?.length ? { cancelled: x.cancelled } : {}),
    ...(x.mergeable !== undefined ? { mergeable: x.mergeable } : {}),
    ...(x.params ? { params: x.params } : {}),
    ...(x.needsConfirmation ? { needsConfirmation: true } : {}),
    ...(x.confirmedBy ? { confirmedBy: x.confirmedBy } : {}),
    blobUrl: repoUrl(ctx, deps, `blob/${headSha}`),
  };
  if (x.pending) {
    deps.saveRequest({
      ...x.pending,
      ...(decision.refreshStatus && pr > 0 ? { status: model } : {}),
      ...(x.recheckHead ? { recheckHead: x.recheckHead } : {}),
    });
    deps.setOutput('dispatch-pending', 'true');
  }
  if (decision.refreshStatus && pr > 0) {
    if (quietStatus(ctx, x)) deps.log('status comment: none (no sweep label and no changelog entry)');
    else await publishStatus(ctx, deps, model, x.recheckHead);
  }
  await deps.summary(renderSummary(model));
  return {
    decision,
    ...(x.dispatched?.runId ? { dispatchedRunId: x.dispatched.runId } : {}),
    ...(x.pending ? { dispatchPending: true } : {}),
    cancelled: x.cancelled ?? [],
    failed:
      decision.reasons.some((r) => r.rule === 'LB-1' || r.code === 'plan-check-failed') ||
      (x.report?.gate.outcome === 'fail' && decision.validate),
  };
}

/** The sticky status comment: the newest run (and attempt) wins; nothing is written when the head moved. */
export async function publishStatus(
  ctx: ActionContext,
  deps: ActionDeps,
  model: StatusModel,
  recheckHead: string | undefined,
): Promise<void> {
  const version = statusVersion(ctx.runId, ctx.runAttempt);
  await safe(deps, async () => {
    if (recheckHead) {
      const now = await deps.port.getPull(model.pr);
      if (now.headSha !== recheckHead) {
        deps.warn(`PR head moved from ${recheckHead} to ${now.headSha}; not publishing a stale status`);
        return;
      }
    }
    const out = await upsertSticky(
      deps.port,
      model.pr,
      statusSticky(renderStatus(model, version), version, ctx.inputs.bot),
    );
    if ('id' in out) deps.setOutput('status-comment-id', String(out.id));
    deps.log(`status comment: ${out.action}`);
  });
}

export async function sweepRuns(
  deps: ActionDeps,
  workflow: string,
  pr: number,
): Promise<{ id: number; key: string }[]> {
  const runs = await deps.port.listWorkflowRuns(workflow, inFlightStatuses);
  return runs.flatMap((r) => {
    const id = parseSweepRunName(r.displayTitle);
    return id && id.pr === pr ? [{ id: r.id, key: id.planKey }] : [];
  });
}

export async function cancelInFlight(deps: ActionDeps, workflow: string, pr: number): Promise<number[]> {
  const runs = await sweepRuns(deps, workflow, pr);
  return cancelRuns(
    deps,
    runs.map((r) => r.id),
  );
}

export async function cancelRuns(deps: ActionDeps, ids: number[]): Promise<number[]> {
  const done: number[] = [];
  for (const id of ids) {
    try {
      await deps.port.cancelWorkflowRun(id);
      done.push(id);
    } catch (e) {
      // 409: it completed meanwhile, which is what we wanted.
      if ((e as { status?: number }).status !== 409) throw new RunCallError(id, e);
    }
  }
  return done;
}

/** A GitHub call on one sweep run that failed for good (retries are the port's); names the run. */
export class RunCallError extends Error {
  constructor(
    readonly runId: number,
    cause: unknown,
  ) {
    super((cause as Error).message, { cause });
  }
}

export async function react(deps: ActionDeps, commentId: number, content: ReactionContent): Promise<void> {
  await safe(deps, () => deps.port.addReaction(commentId, content));
}

/**
 * A best-effort GitHub write: a failure of GitHub (an error answer after retries, an incomplete listing)
 * becomes a warning and the step goes on; anything else is a bug and is thrown.
 */
export async function safe(deps: ActionDeps, f: () => Promise<unknown>): Promise<void> {
  try {
    await f();
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(e.message);
  }
}

/** A page of this repository on the GitHub server the run is on. */
export const repoUrl = (ctx: ActionContext, deps: ActionDeps, page: string): string =>
  `${ctx.serverUrl}/${deps.port.repo.owner}/${deps.port.repo.repo}/${page}`;
