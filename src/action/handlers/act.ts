// The common tail of PR events and commands: the mergeable check, gate and plan, then either a dispatch
// request for the `mode: dispatch` step or a cancel of the PR's in-flight sweeps, and the status.
import type { Decision, ReasonCode } from '../../decide/decide.js';
import { applyVerdict } from '../../verdict/verdict.js';
import { parseCommand } from '../../decide/commands.js';
import type { Authorisation } from '../authorize.js';
import { sweepRequest, type DispatchRequest } from '../dispatch-request.js';
import { InfraError, planKey, type PipelineResult } from '../pipeline.js';
import { failedCall, type PullRequest } from '../../github/port.js';
import type { CancelWhy, FailedCall, UnknownMeaning } from '../../report/state.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { cancelInFlight, finish, RunCallError, safe } from './common.js';

/** A pinned reuse source, resolved after the gate where the reuse gate is open (new commits only). */
export type ReuseHook = (
  d: Decision,
  plan: PipelineResult['plan'],
) => Promise<{ decision: Decision; status?: { en: string; zh: string }; failed?: boolean }>;

export async function act(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: PullRequest,
  initial: Decision,
  who: Authorisation | undefined,
  reuse?: ReuseHook,
): Promise<HandleResult> {
  let decision = initial;
  let reused: Awaited<ReturnType<ReuseHook>> | undefined;
  let result: PipelineResult | undefined;
  if (pr.mergeable === false)
    // A conflicted PR gets a visible failing check instead of silently never sweeping.
    await safe(deps, () =>
      deps.port.setCommitStatus(pr.headSha, {
        state: 'failure',
        context: 'sweep/mergeable',
        description: 'Merge conflicts: resolve them so a sweep can run on the merge commit.',
      }),
    );
  let failure: { failed: FailedCall; meaning: UnknownMeaning } | undefined;
  if (decision.validate) {
    try {
      result = await deps.pipeline({
        prNumber: pr.number,
        baseSha: pr.baseSha,
        headSha: decision.sha ?? pr.headSha,
        labels: pr.labels,
        ...(decision.mode ? { mode: decision.mode } : {}),
        runId: String(ctx.runId),
        runAttempt: ctx.runAttempt,
        strict: ctx.inputs.strict,
      });
    } catch (e) {
      // A fetch that failed is infrastructure: reported as such, and the decision stands (an approved
      // fork sweep stays approved; it just could not proceed). Any other error is the product's own:
      // the status still says the check failed and how to retry, and the job fails.
      failure =
        e instanceof InfraError
          ? { failed: { call: e.call, status: e.status, message: e.message }, meaning: 'fetch-failed' }
          : { failed: internalFailure(e), meaning: 'internal-error' };
      if (!(e instanceof InfraError)) deps.log(`the check failed: ${(e as Error).stack ?? String(e)}`);
    }
    // Lane and topology errors in the planned rows block the dispatch; warnings are only listed.
    if (result) {
      decision = applyVerdict(decision, { gate: result.report.gate, findings: result.report.lint });
      if (reuse && decision.reuseGate === 'open')
        decision = (reused = await reuse(decision, result.plan)).decision;
    }
  }
  let cancelled: number[] = [];
  let pending: DispatchRequest | undefined;
  // After a failed fetch nothing is planned or dispatched (the status says which call failed); a cancel
  // the decision asks for does not depend on the plan and still happens.
  const budget = budgetCheck(ctx, result, who);
  if (budget.needsConfirmation) {
    deps.log('plan above the GPU-hour budget: waiting for a maintainer to comment `/sweep --confirm`');
    deps.setOutput('needs-confirmation', 'true');
  }
  if (!failure && decision.verdict === 'sweep' && decision.mode && !budget.needsConfirmation) {
    const sha = decision.sha ?? pr.headSha;
    const key = result?.report.plan?.key ?? planKey(sha, decision.mode, null);
    deps.setOutput('plan-key', key);
    // The plan is written here and uploaded by the next workflow step; the dispatch (with its in-flight check)
    // happens in the `mode: dispatch` step after that, so the sweep never races its own plan artifact.
    const artifact = result?.plan ? deps.savePlan(result.plan, key, sha) : '';
    pending = sweepRequest({
      workflow: ctx.inputs.sweepWorkflow,
      ref: ctx.defaultBranch,
      pr: pr.number,
      headSha: sha,
      planRunId: ctx.runId,
      planArtifact: artifact,
      planKey: key,
      canary: decision.mode.canary,
      failFast: decision.mode.failFast ? ctx.inputs.settings.failFastScope : 'off',
      agentxFast: decision.mode.agentxFast,
      restart: !!decision.restart,
      ...(decision.approval === 'approved' ? { approvedSha: sha } : {}),
    });
  } else if (decision.cancelInFlight) {
    try {
      cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, pr.number);
    } catch (e) {
      // A command's failed cancel is answered on the command (comment.ts); an event's goes in the status.
      if (ctx.eventName === 'issue_comment' && e instanceof RunCallError) throw e;
      const f = failedCall(e instanceof RunCallError ? e.cause : e);
      failure ??= { failed: f, meaning: 'cancel-failed' };
    }
  }
  const params: Record<string, string> = who
    ? { user: who.user, permission: who.permission, role: who.roleName }
    : {};
  const done = await finish(ctx, deps, pr.number, decision, {
    ...(reused?.status ? { reuse: reused.status } : {}),
    headSha: pr.headSha,
    cancelled,
    ...(pending ? { pending } : {}),
    ...(result ? { report: result.report } : {}),
    ...budget,
    mergeable: pr.mergeable,
    params,
    recheckHead: pr.headSha,
    ...(failure ? { failure } : {}),
    ...(decision.cancelInFlight
      ? { cancelWhy: cancelWhy(ctx.eventName, pr, decision, !!budget.needsConfirmation) }
      : {}),
    labels: pr.labels,
  });
  return reused?.failed ? { ...done, failed: true } : done;
}

/**
 * Why this event cancelled the PR's sweeps, from what happened: the command, the closed PR, the label
 * that went, or what the current head plans (a push that plans no sweep is not a removed label).
 */
export function cancelWhy(
  event: string,
  pr: Pick<PullRequest, 'state'>,
  d: Decision,
  heldForBudget: boolean,
): CancelWhy {
  if (pr.state === 'closed') return 'closed';
  if (event === 'issue_comment' && d.verdict === 'cancel') return 'command';
  const has = (code: ReasonCode) => d.reasons.some((r) => r.code === code);
  const order: [ReasonCode, CancelWhy][] = [
    ['primary-removed', 'label-removed'],
    ['conflicting-primaries', 'conflicting-labels'],
    ['fork-awaiting-approval', 'fork-push'],
    ['reuse', 'reused'],
    ['skip-sweep', 'skip-sweep'],
    ['changelog-no-entry', 'no-entry'],
    ['changelog-failed', 'gate-failed'],
    ['plan-check-failed', 'plan-check'],
  ];
  const hit = order.find(([code]) => has(code));
  if (hit) return hit[1];
  if (heldForBudget) return 'budget';
  if (has('no-primary') || has('modifier-without-primary')) return 'no-primary';
  return 'no-sweep';
}

/** An error of the product's own code while checking the PR, named for the status comment. */
function internalFailure(e: unknown): FailedCall {
  const message = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).split('\n')[0]!.slice(0, 300);
  return { call: 'plan', status: 0, message };
}

/**
 * The optional GPU-hour budget: a plan whose worst case is above it is held until an authorised
 * `/sweep --confirm` (a label alone never confirms). The budget is recorded in the plan's cost so the
 * status comment shows it either way.
 */
function budgetCheck(
  ctx: ActionContext,
  result: PipelineResult | undefined,
  who: Authorisation | undefined,
): { needsConfirmation?: true; confirmedBy?: string } {
  const budget = ctx.inputs.settings.budgetGpuHours;
  const cost = result?.report.plan?.cost;
  if (budget === undefined || !cost) return {};
  cost.budgetGpuHours = budget;
  if (cost.total.gpuHours <= budget) return {};
  const command =
    ctx.eventName === 'issue_comment' ? parseCommand(String(ctx.payload.comment?.body ?? '')) : undefined;
  const confirmed = command?.kind === 'sweep' && command.confirm === true && who?.allowed === true;
  return confirmed ? { confirmedBy: who.user } : { needsConfirmation: true };
}
