// What every event handler shares: best-effort writes, in-flight sweeps of a PR (found by their run
// names), links into the repository, and the closing step that sets outputs, the status and the summary.
import type { Decision } from '../../decide/decide.js';
import { diag } from '../../diagnostics.js';
import { fill, reasonText, t } from '../../report/messages.js';
import { renderStatus, statusSticky, statusVersion, type StatusModel } from '../../report/status.js';
import { keptResults } from '../../report/results-block.js';
import { renderSummary } from '../../report/summary.js';
import {
  renderState,
  sweepState,
  type CancelWhy,
  type FailedCall,
  type UnknownMeaning,
} from '../../report/state.js';
import { upsertSticky } from '../sticky.js';
import { failedCall, inFlightStatuses, isGitHubFailure, type ReactionContent } from '../../github/port.js';
import { parseSweepRunName } from '../../dispatch/run-name.js';
import type { DispatchRequest } from '../dispatch-request.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { failsCheck } from '../../verdict/verdict.js';

export interface FinishExtra {
  headSha?: string;
  cancelled?: number[];
  dispatched?: { runId?: number; htmlUrl?: string };
  /** A sweep to dispatch in the `mode: dispatch` step; the request carries the status model. */
  pending?: DispatchRequest;
  report?: StatusModel['report'];
  mergeable?: boolean | null;
  params?: Record<string, string>;
  /** The pinned reuse source's line (accepted, or why it no longer applies). */
  reuse?: StatusModel['reuse'];
  /** Abort the status edit if the PR head moved while we worked (the status would be stale). */
  recheckHead?: string;
  /** Why the runs in `cancelled` were cancelled. */
  cancelWhy?: CancelWhy;
  /** The first call that failed for good and what it leaves behind (the state is then unknown). */
  failure?: { failed: FailedCall; meaning: UnknownMeaning };
  /** The plan is above the GPU-hour budget and waits for `/sweep --confirm`; or who confirmed it. */
  needsConfirmation?: true;
  confirmedBy?: string;
  /** The PR's labels (default: the payload's), for the quiet-by-default rule. */
  labels?: readonly string[];
}

/**
 * Quiet by default: a PR that neither carries a sweep label nor appends to the changelog gets no status
 * comment (a docs-only PR has nothing to read there), unless the repository asks for one always.
 */
export function quietStatus(ctx: ActionContext, x: FinishExtra): boolean {
  if (ctx.inputs.settings.comments.status === 'always') return false;
  const labels =
    x.labels ?? ((ctx.payload.pull_request?.labels ?? []) as { name: string }[]).map((l) => String(l.name));
  const policy = ctx.inputs.settings.labels;
  const sweepLabels = new Set([...policy.primaries, ...policy.modifiers].map((l) => l.name));
  if (labels.some((l) => sweepLabels.has(l))) return false;
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
  const url = (id: number) => repoUrl(ctx, deps, `actions/runs/${id}`);
  const sweep = sweepState({
    verdict: decision.verdict,
    ...(decision.verdict === 'refuse' && decision.reasons[0]
      ? {
          refusal: fill(reasonText[decision.reasons[0].code].en, {
            ...decision.reasons[0].params,
            ...x.params,
          }),
        }
      : {}),
    ...(x.pending ? { pending: true } : {}),
    ...(x.cancelled?.length
      ? {
          cancelled: {
            runs: x.cancelled.map((id) => ({ id, url: url(id) })),
            why: x.cancelWhy ?? 'new-plan',
          },
        }
      : {}),
    ...(x.failure ? { failure: x.failure } : {}),
  });
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
    ...(sweep ? { sweep } : {}),
    ...(x.reuse ? { reuse: x.reuse } : {}),
    ...(x.needsConfirmation ? { needsConfirmation: true } : {}),
    ...(x.confirmedBy ? { confirmedBy: x.confirmedBy } : {}),
    blobUrl: repoUrl(ctx, deps, `blob/${headSha}`),
  };
  let statusFailed: FailedCall | undefined;
  if (decision.refreshStatus && pr > 0) {
    if (quietStatus(ctx, x)) deps.log('status comment: none (no sweep label and no changelog entry)');
    else {
      const out = await publishStatus(ctx, deps, model, x.recheckHead);
      if ('failed' in out) statusFailed = out.failed;
      if ('id' in out && out.id > 0 && x.pending) x.pending = { ...x.pending, statusCommentId: out.id };
    }
  }
  if (x.pending) {
    deps.saveRequest({
      ...x.pending,
      ...(decision.refreshStatus && pr > 0 ? { status: model } : {}),
      ...(x.recheckHead ? { recheckHead: x.recheckHead } : {}),
    });
    deps.setOutput('dispatch-pending', 'true');
  }
  await safe(deps, () => deps.summary(renderSummary(model) + stateSummary(model, statusFailed)));
  // A status the dispatching step rewrites anyway is provisional: its failure is only a warning here.
  const writeFailed = statusFailed !== undefined && !x.pending;
  if (x.failure) deps.annotate(diag('error', 'GH-1', failureLine(x.failure.failed)));
  if (writeFailed)
    deps.annotate(diag('error', 'GH-1', `status comment not written: ${failureLine(statusFailed!)}`));
  return {
    decision,
    ...(x.dispatched?.runId ? { dispatchedRunId: x.dispatched.runId } : {}),
    ...(x.pending ? { dispatchPending: true } : {}),
    cancelled: x.cancelled ?? [],
    failed: failsCheck(decision, x.report?.gate.outcome) || x.failure !== undefined || writeFailed,
  };
}

export const failureLine = (f: FailedCall): string =>
  `${f.call} failed (${f.status || 'no answer'}): ${f.message}`;

/** The state line (and a status comment that could not be written) for the job summary. */
export function stateSummary(model: StatusModel, statusFailed: FailedCall | undefined): string {
  const lines: string[] = [];
  if (model.sweep) lines.push('', renderState(model.sweep, 'en'));
  if (statusFailed)
    lines.push(
      '',
      `> ${t('state.statusWriteFailed', 'en', { error: failureLine(statusFailed), what: '' }).trim()}`,
    );
  return lines.length ? lines.join('\n') + '\n' : '';
}

/**
 * The sticky status comment, updated in place: the newest run (and attempt) wins, and the edit is given up
 * when the PR head moved meanwhile, so a stale status is never published. Resolves with the comment's id,
 * `skipped` (head moved), or the call that failed — never throws.
 */
export async function publishStatus(
  ctx: ActionContext,
  deps: ActionDeps,
  model: StatusModel,
  recheckHead: string | undefined,
  knownId?: number,
): Promise<{ id: number } | { skipped: true } | { failed: FailedCall }> {
  const version = statusVersion(ctx.runId, ctx.runAttempt);
  try {
    if (recheckHead) {
      const now = await deps.port.getPull(model.pr);
      if (now.headSha !== recheckHead) {
        deps.warn(`PR head moved from ${recheckHead} to ${now.headSha}; not publishing a stale status`);
        return { skipped: true };
      }
    }
    const out = await upsertSticky(
      deps.port,
      model.pr,
      {
        ...statusSticky(renderStatus(model, version), version, ctx.inputs.settings.botLogin),
        // The Results of the run the status is still about stay (a `/use`, a label that starts nothing).
        carry: (current) => {
          const results = model.results ?? keptResults(current, model);
          return results ? renderStatus({ ...model, results }, version) : renderStatus(model, version);
        },
      },
      {
        ...(knownId !== undefined ? { knownId } : {}),
        ...(deps.backoffMs !== undefined ? { backoffMs: deps.backoffMs } : {}),
        createOnce: () => claimStatus(deps, model.pr, ctx.inputs.settings.botLogin),
      },
    );
    deps.log(`status comment: ${out.action}`);
    if (!('id' in out)) return { skipped: true };
    deps.setOutput('status-comment-id', String(out.id));
    return { id: out.id };
  } catch (e) {
    // A GitHub failure is reported as such; a bug in our own code surfaces.
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    deps.warn(`status comment not written: ${f.message}`);
    return { failed: { call: f.call, status: f.status, message: f.message } };
  }
}

/** The bot's reaction on the PR that records "the status comment is created": one writer ever posts it. */
export const STATUS_CLAIM = 'rocket' as const;

/**
 * Claims the creation of the PR's status comment: GitHub creates a user's reaction once and answers 200
 * for the second request, so of racing writers exactly one creates the comment. When the answer is lost,
 * a claim that is there is taken to be this writer's. A claim that cannot be made at all does not keep the
 * status from being written: the writer creates it (and racing duplicates are removed as before).
 */
async function claimStatus(deps: ActionDeps, pr: number, bot: string): Promise<boolean> {
  try {
    return (await deps.port.claimIssueReaction(pr, STATUS_CLAIM)).created;
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    if (!failedCall(e).uncertain) return true;
    const reactions = await deps.port.listIssueReactions(pr).catch(() => undefined);
    return !reactions || reactions.some((r) => r.user === bot && r.content === STATUS_CLAIM);
  }
}

export interface SweepRun {
  id: number;
  key: string;
  url: string;
  status: string;
  conclusion: string | null;
  /** A retry run of that sweep run (cancelled with the sweep; never adopted as the sweep itself). */
  retryOf?: number;
}

/** The PR's in-flight sweeps and their retry runs, found by their run name (which carries the plan key), oldest first. */
export async function sweepRuns(deps: ActionDeps, workflow: string, pr: number): Promise<SweepRun[]> {
  const runs = await deps.port.listWorkflowRuns(workflow, inFlightStatuses);
  return runs
    .flatMap((r) => {
      const id = parseSweepRunName(r.displayTitle);
      return id && id.pr === pr
        ? [
            {
              id: r.id,
              key: id.planKey,
              url: r.htmlUrl,
              status: r.status,
              conclusion: r.conclusion,
              ...(id.retry ? { retryOf: id.retry.of } : {}),
            },
          ]
        : [];
    })
    .sort((a, b) => a.id - b.id);
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
