// pull_request / pull_request_target events: decide on the payload first (an unrecognised label costs
// nothing), then on the re-read PR.
import { decide, type DecisionInput, type EventName, type PrState } from '../../decide/decide.js';
import { authorizer } from '../authorize.js';
import { failedCall, type PullRequest } from '../../github/port.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { act } from './act.js';
import { reuseOnPush } from './reuse.js';
import { cancelInFlight, finish, RunCallError } from './common.js';

export function prState(pr: PullRequest, message: string): PrState {
  return {
    number: pr.number,
    labels: pr.labels,
    draft: pr.draft,
    fork: pr.headRepo !== pr.baseRepo,
    headSha: pr.headSha,
    headCommitMessage: message,
    state: pr.state,
    merged: pr.merged,
    mergeSha: pr.mergeSha,
  };
}

export async function onPull(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  const number = Number(payload.pull_request?.number ?? payload.number);
  const action = String(payload.action ?? '');
  const changedLabel: string | undefined = payload.label?.name;
  // Unrecognised label events must cost nothing: decide on the payload before any API call.
  const early = decide(
    {
      event: ctx.eventName as EventName,
      action,
      ...(changedLabel !== undefined ? { changedLabel } : {}),
      pr: payloadPr(payload),
    },
    ctx.inputs.settings.labels,
  );
  if (early.verdict === 'nothing' && !early.refreshStatus) return finish(ctx, deps, number, early, {});
  const eventHead = String(payload.pull_request?.head?.sha ?? '');
  if (action === 'closed') {
    try {
      const cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, number);
      return finish(ctx, deps, number, early, { cancelled, cancelWhy: 'closed', headSha: eventHead });
    } catch (e) {
      const f = failedCall(e instanceof RunCallError ? e.cause : e);
      return finish(ctx, deps, number, early, {
        headSha: eventHead,
        failure: { failed: f, meaning: 'cancel-failed' },
      });
    }
  }
  let pr: PullRequest;
  let message: string;
  try {
    pr = await deps.port.getPull(number);
    message = await deps.port.getCommitMessage(pr.headSha);
  } catch (e) {
    // Nothing can be decided without the PR: say which read failed, never guess.
    return finish(ctx, deps, number, early, {
      headSha: eventHead,
      failure: { failed: failedCall(e), meaning: 'not-dispatched' },
    });
  }
  const auth = authorizer(deps.port);
  const sender = String(payload.sender?.login ?? '');
  const forkApproval = pr.headRepo !== pr.baseRepo && action === 'labeled';
  const who = forkApproval ? await auth(sender) : undefined;
  const input: DecisionInput = {
    event: ctx.eventName as EventName,
    action,
    ...(changedLabel !== undefined ? { changedLabel } : {}),
    pr: prState(pr, message),
    eventHeadSha: String(payload.pull_request?.head?.sha ?? pr.headSha),
    ...(who ? { actorAuthorised: who.error ? ('unknown' as const) : who.allowed } : {}),
  };
  // A new commit may take the pinned run's results instead of sweeping: resolved after the gate.
  return act(
    ctx,
    deps,
    pr,
    decide(input, ctx.inputs.settings.labels),
    who,
    reuseOnPush(ctx, deps, pr, input),
  );
}

/** The PR as the payload shows it, for the free early decision. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
export function payloadPr(payload: Record<string, any>): PrState {
  const p = payload.pull_request ?? {};
  return {
    number: Number(p.number ?? 0),
    labels: (p.labels ?? []).map((l: { name: string }) => l.name),
    draft: !!p.draft,
    fork: (p.head?.repo?.full_name ?? '') !== (p.base?.repo?.full_name ?? ''),
    headSha: String(p.head?.sha ?? ''),
    headCommitMessage: '',
    state: p.state === 'closed' ? 'closed' : 'open',
    merged: !!p.merged,
    mergeSha: p.merge_commit_sha ?? null,
  };
}
