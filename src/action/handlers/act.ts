// The common tail of PR events and commands: the mergeable check, gate and plan, then either a dispatch
// request for the `mode: dispatch` step or a cancel of the PR's in-flight sweeps, and the status.
import { applyGate, applyPlanCheck, type Decision } from '../../decide/decide.js';
import { hasErrors } from '../../diagnostics.js';
import { parseCommand } from '../../decide/commands.js';
import type { Authorisation } from '../authorize.js';
import { sweepRequest, type DispatchRequest } from '../dispatch-request.js';
import { planKey, type PipelineResult } from '../pipeline.js';
import type { PullRequest } from '../../github/port.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { cancelInFlight, finish, safe } from './common.js';

export async function act(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: PullRequest,
  initial: Decision,
  who: Authorisation | undefined,
): Promise<HandleResult> {
  let decision = initial;
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
  if (decision.validate) {
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
    // 04: lane and topology errors in the planned rows block the dispatch; warnings are only listed.
    decision = applyPlanCheck(applyGate(decision, result.report.gate.outcome), hasErrors(result.report.lint));
  }
  let cancelled: number[] = [];
  let pending: DispatchRequest | undefined;
  const budget = budgetCheck(ctx, result, who);
  if (budget.needsConfirmation) {
    deps.log('plan above the GPU-hour budget: waiting for a maintainer to comment `/sweep --confirm`');
    deps.setOutput('needs-confirmation', 'true');
  }
  if (decision.verdict === 'sweep' && decision.mode && !budget.needsConfirmation) {
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
      failFast: decision.mode.failFast ? (ctx.inputs.failFastScope ?? 'matrix') : 'off',
      agentxFast: decision.mode.agentxFast,
      restart: !!decision.restart,
      ...(decision.approval === 'approved' ? { approvedSha: sha } : {}),
    });
  } else if (decision.cancelInFlight) {
    cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, pr.number);
  }
  const params: Record<string, string> = who
    ? { user: who.user, permission: who.permission, role: who.roleName }
    : {};
  return finish(ctx, deps, pr.number, decision, {
    headSha: pr.headSha,
    cancelled,
    ...(pending ? { pending } : {}),
    ...(result ? { report: result.report } : {}),
    ...budget,
    mergeable: pr.mergeable,
    params,
    recheckHead: pr.headSha,
    labels: pr.labels,
  });
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
  const budget = ctx.inputs.budgetGpuHours;
  const cost = result?.report.plan?.cost;
  if (budget === undefined || !cost) return {};
  cost.budgetGpuHours = budget;
  if (cost.total.gpuHours <= budget) return {};
  const command =
    ctx.eventName === 'issue_comment' ? parseCommand(String(ctx.payload.comment?.body ?? '')) : undefined;
  const confirmed = command?.kind === 'sweep' && command.confirm === true && who?.allowed === true;
  return confirmed ? { confirmedBy: who.user } : { needsConfirmation: true };
}
