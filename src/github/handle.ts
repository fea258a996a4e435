// The imperative shell of the action: gather facts through the port, call the pure decision, act on it,
// and report. Every GitHub read and write goes through `deps.port`.
import {
  applyGate,
  applyPlanCheck,
  decide,
  type Decision,
  type EventName,
  type PrState,
} from '../decide/decide.js';
import { parseCommand } from '../decide/commands.js';
import { manualRequest } from '../decide/manual.js';
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { bilingual, fill, reasonText, t, type Lang } from '../report/messages.js';
import {
  planTables,
  renderStatus,
  statusMarker,
  statusSticky,
  statusVersion,
  type StatusModel,
} from '../report/status.js';
import { mermaid, renderSummary } from '../report/summary.js';
import { upsertSticky } from '../report/sticky.js';
import { unofficialSticky } from '../report/unofficial.js';
import { renderOutcome, sweepOutcome, withOutcome, type SweepOutcome } from '../report/outcome.js';
import { PlanSchema, type Plan } from '../dispatch/plan.js';
import { authorizer, type Authorisation } from './authorize.js';
import { inFlightStatuses, type GitHubPort, type PullRequest, type ReactionContent } from './port.js';
import { planKey, summarisePlan, type Pipeline, type PipelineResult } from './pipeline.js';
import type { ManualPlanner } from './manual-pipeline.js';
import { parseSweepRunName, sweepRunName } from './run-name.js';
import type { DispatchRequest } from './dispatch-request.js';

export interface ActionInputs {
  /** `auto`: decide, gate, plan, status, write the dispatch request; `dispatch`: perform it; `report`: links. */
  mode: 'auto' | 'dispatch' | 'report';
  baseUrl: string;
  strict: boolean;
  sweepWorkflow: string;
  bot: string;
  /** `report` mode: the PR and the sweep run whose links to post. */
  prNumber?: number;
  runId?: number;
  evalsRan: boolean;
  /** FF-1: `matrix` stops one family's siblings ([S]); `run` stops the whole sweep run (default matrix). */
  failFastScope?: 'matrix' | 'run';
}

export interface ActionContext {
  eventName: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
  runId: number;
  runAttempt: number;
  serverUrl: string;
  defaultBranch: string;
  inputs: ActionInputs;
}

export interface ActionDeps {
  port: GitHubPort;
  pipeline: Pipeline;
  /** The manual route's planner (05 §1.3); without it a manual dispatch only validates its inputs. */
  manualPlanner?: ManualPlanner;
  log: (line: string) => void;
  warn: (line: string) => void;
  annotate: (d: Diagnostic) => void;
  setOutput: (name: string, value: string) => void;
  summary: (markdown: string) => Promise<void>;
  /** Persists the plan for the sweep workflow; returns the artifact name it will be uploaded under. */
  savePlan: (plan: unknown, key: string, headSha: string) => string;
  /** Persists the dispatch request for the later `mode: dispatch` step (after the plan is uploaded). */
  saveRequest: (req: DispatchRequest) => void;
  /** The request the planning step wrote, if any. */
  loadRequest: () => DispatchRequest | undefined;
  /** `report` mode: the sweep's plan (the `sweep-plan` input, JSON), for the outcome in the status comment. */
  loadSweepPlan?: () => unknown;
}

export interface HandleResult {
  decision?: Decision;
  dispatchedRunId?: number;
  /** A dispatch request was written; the `mode: dispatch` step performs it. */
  dispatchPending?: boolean;
  cancelled: number[];
  failed: boolean;
}

export async function handle(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  if (ctx.inputs.mode === 'report') return report(ctx, deps);
  if (ctx.inputs.mode === 'dispatch') return performDispatch(ctx, deps);
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return onPull(ctx, deps);
    case 'issue_comment':
      return onComment(ctx, deps);
    case 'workflow_dispatch':
      return onManual(ctx, deps);
    default:
      deps.log(`event ${ctx.eventName} is not handled by the sweep orchestrator`);
      return { cancelled: [], failed: false };
  }
}

function prState(pr: PullRequest, message: string): PrState {
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

async function onPull(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  const number = Number(payload.pull_request?.number ?? payload.number);
  const action = String(payload.action ?? '');
  const changedLabel: string | undefined = payload.label?.name;
  // Unrecognised label events must cost nothing (G-1): decide on the payload before any API call.
  const early = decide({
    event: ctx.eventName as EventName,
    action,
    ...(changedLabel !== undefined ? { changedLabel } : {}),
    pr: payloadPr(payload),
  });
  if (early.verdict === 'nothing' && !early.refreshStatus) return finish(ctx, deps, number, early, {});
  if (action === 'closed') {
    const cancelled = await cancelInFlight(deps, ctx.inputs.sweepWorkflow, number);
    return finish(ctx, deps, number, early, {
      cancelled,
      headSha: String(payload.pull_request?.head?.sha ?? ''),
    });
  }
  const pr = await deps.port.getPull(number);
  const message = await deps.port.getCommitMessage(pr.headSha);
  const auth = authorizer(deps.port);
  const sender = String(payload.sender?.login ?? '');
  const forkApproval = pr.headRepo !== pr.baseRepo && action === 'labeled';
  const who = forkApproval ? await auth(sender) : undefined;
  const decision = decide({
    event: ctx.eventName as EventName,
    action,
    ...(changedLabel !== undefined ? { changedLabel } : {}),
    pr: prState(pr, message),
    eventHeadSha: String(payload.pull_request?.head?.sha ?? pr.headSha),
    ...(who ? { actorAuthorised: who.allowed } : {}),
  });
  return act(ctx, deps, pr, decision, who);
}

/** The PR as the payload shows it, for the free early decision. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
function payloadPr(payload: Record<string, any>): PrState {
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

async function onComment(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  if (!payload.issue?.pull_request) return { cancelled: [], failed: false };
  if (payload.action !== 'created' && payload.action !== 'edited') return { cancelled: [], failed: false };
  const body = String(payload.comment?.body ?? '');
  const command = parseCommand(body);
  const author = String(payload.comment?.user?.login ?? '');
  if (!command || payload.comment?.user?.type === 'Bot') return { cancelled: [], failed: false };
  const number = Number(payload.issue.number);
  const commentId = Number(payload.comment.id);
  // 01 §7.1: an edit is re-evaluated; the bot's earlier reaction is replaced, human reactions stay.
  if (payload.action === 'edited') await clearBotReactions(ctx, deps, commentId);
  const who = await authorizer(deps.port)(author);
  if (!who.allowed) {
    const d = decide({
      event: 'issue_comment',
      action: 'created',
      pr: payloadPr({}),
      command,
      actorAuthorised: false,
    });
    await refuse(deps, number, commentId, d, who);
    return finish(ctx, deps, number, d, {});
  }
  const pr = await deps.port.getPull(number);
  const message = await deps.port.getCommitMessage(pr.headSha);
  const decision = decide({
    event: 'issue_comment',
    action: 'created',
    pr: prState(pr, message),
    command,
    actorAuthorised: true,
  });
  if (decision.verdict === 'refuse') {
    await refuse(deps, number, commentId, decision, who);
    return finish(ctx, deps, number, decision, { headSha: pr.headSha });
  }
  if (decision.verdict === 'rerun-failed') {
    const runs = (await deps.port.listWorkflowRuns(ctx.inputs.sweepWorkflow, ['failure', 'cancelled']))
      .filter((r) => parseSweepRunName(r.displayTitle)?.pr === number)
      .sort((a, b) => b.id - a.id);
    const latest = runs[0];
    if (!latest) {
      await safe(deps, () =>
        deps.port.createComment(number, reply(author, t('noFailedRun', 'en'), t('noFailedRun', 'zh'))),
      );
      await react(deps, commentId, '-1');
      return finish(ctx, deps, number, decision, { headSha: pr.headSha });
    }
    await deps.port.rerunFailedJobs(latest.id);
    await react(deps, commentId, '+1');
    deps.setOutput('run-id', String(latest.id));
    return finish(ctx, deps, number, decision, { headSha: pr.headSha });
  }
  const result = await act(ctx, deps, pr, decision, who);
  await react(deps, commentId, result.failed ? '-1' : '+1');
  return result;
}

/** Cancel, validate, plan, dispatch, report: the common tail of PR events and commands. */
async function act(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: PullRequest,
  initial: Decision,
  who: Authorisation | undefined,
): Promise<HandleResult> {
  let decision = initial;
  let result: PipelineResult | undefined;
  if (pr.mergeable === false)
    // 01 §1 (Fix #1495): a conflicted PR gets a visible check instead of silently never sweeping.
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
  if (decision.verdict === 'sweep' && decision.mode) {
    const sha = decision.sha ?? pr.headSha;
    const key = result?.report.plan?.key ?? planKey(sha, decision.mode, null);
    deps.setOutput('plan-key', key);
    // The plan is written here and uploaded by the next workflow step; the dispatch (with its CC-1 check)
    // happens in the `mode: dispatch` step after that, so the sweep never races its own plan artifact.
    const artifact = result?.plan ? deps.savePlan(result.plan, key, sha) : '';
    pending = {
      workflow: ctx.inputs.sweepWorkflow,
      ref: ctx.defaultBranch,
      inputs: {
        title: sweepRunName({ pr: pr.number, headSha: sha, planKey: key }),
        'pr-number': String(pr.number),
        'head-sha': sha,
        'plan-run-id': String(ctx.runId),
        'plan-artifact': artifact,
        'plan-key': key,
        canary: decision.mode.canary ? 'single' : 'none',
        'fail-fast': decision.mode.failFast ? (ctx.inputs.failFastScope ?? 'matrix') : 'off',
        'agentx-fast': String(decision.mode.agentxFast),
      },
      pr: pr.number,
      key,
      restart: !!decision.restart,
      ...(decision.approval === 'approved' ? { approvedSha: sha } : {}),
    };
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
    mergeable: pr.mergeable,
    params,
    recheckHead: pr.headSha,
  });
}

interface FinishExtra {
  headSha?: string;
  cancelled?: number[];
  dispatched?: { runId?: number; htmlUrl?: string };
  /** A sweep to dispatch in the `mode: dispatch` step; the request carries the status model. */
  pending?: DispatchRequest;
  report?: StatusModel['report'];
  mergeable?: boolean | null;
  params?: Record<string, string>;
  /** CM-5: abort the status edit if the PR head moved while we worked. */
  recheckHead?: string;
}

async function finish(
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
    blobUrl: `${ctx.serverUrl}/${deps.port.repo.owner}/${deps.port.repo.repo}/blob/${headSha}`,
  };
  if (x.pending) {
    deps.saveRequest({
      ...x.pending,
      ...(decision.refreshStatus && pr > 0 ? { status: model } : {}),
      ...(x.recheckHead ? { recheckHead: x.recheckHead } : {}),
    });
    deps.setOutput('dispatch-pending', 'true');
  }
  if (decision.refreshStatus && pr > 0) await publishStatus(ctx, deps, model, x.recheckHead);
  await safe(deps, () => deps.summary(renderSummary(model)));
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

/** CM-2 sticky status comment, newest run (and attempt) wins; CM-5 aborts when the head moved; CM-6. */
async function publishStatus(
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
        deps.warn(
          `PR head moved from ${recheckHead} to ${now.headSha}; not publishing a stale status (CM-5)`,
        );
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

/**
 * `mode: dispatch`, the control job's last step (after the plan artifact upload): CC-1 (the same plan in
 * flight is not dispatched again unless restarted; other plans of the PR are cancelled), the dispatch with
 * run details, BC-4 for an approved fork revision, and the status comment updated with the run link.
 */
async function performDispatch(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const req = deps.loadRequest();
  if (!req) {
    deps.log('no dispatch request: the planning step decided not to dispatch');
    return { cancelled: [], failed: false };
  }
  let cancelled: number[] = [];
  let dispatched: { runId?: number; htmlUrl?: string } | undefined;
  let fresh = true;
  if (req.pr !== null) {
    const inFlight = await sweepRuns(deps, req.workflow, req.pr);
    const same = inFlight.filter((r) => r.key === req.key);
    if (same.length && !req.restart) {
      deps.log(
        `plan ${req.key.slice(0, 12)} is already in flight (run ${same[0]!.id}); nothing to dispatch (CC-1)`,
      );
      dispatched = { runId: same[0]!.id };
      fresh = false;
    } else
      cancelled = await cancelRuns(
        deps,
        inFlight.map((r) => r.id),
      );
  }
  let failure: string | undefined;
  if (fresh) {
    try {
      dispatched = await deps.port.dispatchWorkflow(req.workflow, req.ref, req.inputs);
    } catch (e) {
      // Retries are the port's job; what reaches here is final. Say so in the status, never "pending".
      failure = (e as Error).message.split('\n')[0]!.slice(0, 300);
      deps.annotate(diag('error', 'WF-1', `dispatch of ${req.workflow} failed: ${failure}`));
    }
  }
  deps.setOutput('plan-key', req.key);
  if (dispatched?.runId) deps.setOutput('run-id', String(dispatched.runId));
  if (fresh && !failure && req.approvedSha && req.pr !== null) {
    // BC-4: one comment per approval, naming the exact SHA; a failure is only a warning.
    const url =
      dispatched?.htmlUrl ??
      `${ctx.serverUrl}/${deps.port.repo.owner}/${deps.port.repo.repo}/actions/workflows/${req.workflow}`;
    const text = (lang: Lang) => t('approvedDispatch', lang, { url, sha: req.approvedSha! });
    await safe(deps, () => deps.port.createComment(req.pr!, bilingual(text('en'), text('zh'))));
  }
  if (req.status) {
    const { dispatchPending: _pending, ...model } = req.status;
    void _pending;
    await publishStatus(
      ctx,
      deps,
      {
        ...model,
        ...(dispatched ? { dispatched } : {}),
        ...(failure ? { dispatchFailed: failure } : {}),
        ...(cancelled.length ? { cancelled: [...(model.cancelled ?? []), ...cancelled] } : {}),
      },
      req.recheckHead,
    );
  }
  return {
    cancelled,
    failed: failure !== undefined,
    ...(dispatched?.runId ? { dispatchedRunId: dispatched.runId } : {}),
  };
}

async function sweepRuns(
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

async function cancelInFlight(deps: ActionDeps, workflow: string, pr: number): Promise<number[]> {
  const runs = await sweepRuns(deps, workflow, pr);
  return cancelRuns(
    deps,
    runs.map((r) => r.id),
  );
}

async function cancelRuns(deps: ActionDeps, ids: number[]): Promise<number[]> {
  const done: number[] = [];
  for (const id of ids) {
    try {
      await deps.port.cancelWorkflowRun(id);
      done.push(id);
    } catch (e) {
      // 409: it completed meanwhile, which is what we wanted.
      if ((e as { status?: number }).status !== 409) throw e;
    }
  }
  return done;
}

async function refuse(
  deps: ActionDeps,
  pr: number,
  commentId: number,
  d: Decision,
  who: Authorisation,
): Promise<void> {
  await react(deps, commentId, '-1');
  const params = { user: who.user, permission: who.permission, role: who.roleName };
  const en = d.reasons.map((r) => fill(reasonText[r.code].en, { ...r.params, ...params })).join('\n');
  const zh = d.reasons.map((r) => fill(reasonText[r.code].zh, { ...r.params, ...params })).join('\n');
  await safe(deps, () => deps.port.createComment(pr, reply(who.user, en, zh)));
}

/** A reply to a command: its author is mentioned once, at the head of the English text. */
const reply = (user: string, en: string, zh: string) => bilingual(`@${user} ${en}`, zh);

async function clearBotReactions(ctx: ActionContext, deps: ActionDeps, commentId: number): Promise<void> {
  await safe(deps, async () => {
    for (const r of await deps.port.listReactions(commentId))
      if (r.user === ctx.inputs.bot) await deps.port.deleteReaction(commentId, r.id);
  });
}

async function react(deps: ActionDeps, commentId: number, content: ReactionContent): Promise<void> {
  await safe(deps, () => deps.port.addReaction(commentId, content));
}

async function safe(deps: ActionDeps, f: () => Promise<unknown>): Promise<void> {
  try {
    await f();
  } catch (e) {
    deps.warn((e as Error).message);
  }
}

async function onManual(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { request, diagnostics } = manualRequest((ctx.payload.inputs ?? {}) as Record<string, unknown>);
  for (const d of diagnostics) deps.annotate(d);
  if (!request) {
    deps.setOutput('decision', 'refuse');
    return { cancelled: [], failed: true };
  }
  deps.setOutput('request', JSON.stringify(request));
  const rows = Object.entries(request).map(([k, v]) => `| ${k} | \`${JSON.stringify(v)}\` |`);
  const header = `## Manual sweep\n\n| input | value |\n|---|---|\n${rows.join('\n')}\n`;
  if (!deps.manualPlanner) {
    deps.setOutput('decision', 'validate');
    await safe(deps, () => deps.summary(header));
    return { cancelled: [], failed: false };
  }
  const planned = await deps.manualPlanner(request);
  for (const d of planned.diagnostics) deps.annotate(d);
  if (!planned.plan || planned.diagnostics.some((d) => d.severity === 'error')) {
    deps.setOutput('decision', 'refuse');
    await safe(deps, () => deps.summary(header));
    return { cancelled: [], failed: true };
  }
  const mode = { evals: request.evals, failFast: request.failFast, agentxFast: request.agentxFast };
  const key = planKey(planned.sha, undefined, { plan: planned.plan, mode });
  const { summary, diagnostics: shardDiagnostics } = summarisePlan(planned.plan, undefined, key);
  for (const d of shardDiagnostics) deps.annotate(d);
  if (shardDiagnostics.some((d) => d.severity === 'error')) {
    deps.setOutput('decision', 'refuse');
    return { cancelled: [], failed: true };
  }
  const artifact = deps.savePlan(planned.plan, key, planned.sha);
  // The manual route has no canary and no PR (05 §1.3); its concurrency group is the plan key. It is
  // dispatched by the `mode: dispatch` step once the plan artifact is uploaded.
  deps.saveRequest({
    workflow: ctx.inputs.sweepWorkflow,
    ref: ctx.defaultBranch,
    inputs: {
      title: `sweep manual @ ${planned.sha} plan ${key}`,
      'pr-number': '',
      'head-sha': planned.sha,
      'plan-run-id': String(ctx.runId),
      'plan-artifact': artifact,
      'plan-key': key,
      canary: 'none',
      'fail-fast': request.failFast ? 'matrix' : 'off',
      'agentx-fast': String(request.agentxFast),
    },
    pr: null,
    key,
    restart: false,
  });
  deps.setOutput('dispatch-pending', 'true');
  deps.setOutput('decision', 'sweep');
  deps.setOutput('plan-key', key);
  deps.setOutput('head-sha', planned.sha);
  await safe(deps, () =>
    deps.summary(`${header}\n${planTables(summary, 'en').join('\n')}\n\n${mermaid(summary)}\n`),
  );
  return { cancelled: [], failed: false, dispatchPending: true };
}

async function report(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
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
    const plan = PlanSchema.safeParse(raw);
    if (!plan.success) deps.warn(`sweep-plan is not a plan: ${plan.error.issues[0]?.message ?? ''}`);
    else await safe(deps, async () => void (outcome = await reportOutcome(ctx, deps, pr, runId, plan.data)));
  }
  const evalsRan = ctx.inputs.evalsRan && (outcome?.evalsRan ?? true);
  await safe(deps, async () => {
    const out = await upsertSticky(
      deps.port,
      pr,
      unofficialSticky(ctx.inputs.baseUrl, runId, evalsRan, ctx.inputs.bot),
    );
    if (out.action === 'kept-newer') deps.log('Keeping visualizer links for the newer run');
    if ('id' in out) deps.setOutput('links-comment-id', String(out.id));
  });
  return { cancelled: [], failed: false };
}

/** FF-2 / CN-3: the sweep's outcome in the sticky status comment, versioned by this run and attempt. */
async function reportOutcome(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: number,
  runId: number,
  plan: Plan,
): Promise<SweepOutcome> {
  const inputs = (ctx.payload.inputs ?? {}) as Record<string, unknown>;
  const canary = String(inputs['canary'] ?? 'single');
  const failFast = String(inputs['fail-fast'] ?? 'off');
  const outcome = sweepOutcome(plan, await deps.port.listRunJobs(runId), {
    runId,
    attempt: runId === ctx.runId ? ctx.runAttempt : 1,
    runUrl: `${ctx.serverUrl}/${deps.port.repo.owner}/${deps.port.repo.repo}/actions/runs/${runId}`,
    canary: canary === 'none' || canary === 'per-family' ? canary : 'single',
    failFast: failFast === 'matrix' || failFast === 'run' ? failFast : 'off',
  });
  const block = renderOutcome(outcome);
  await safe(deps, () => deps.summary(block));
  if (outcome.firstFailure)
    deps.annotate(
      diag(
        'error',
        'FF-2',
        `first failing row ${outcome.firstFailure.name} (job ${outcome.firstFailure.job})`,
      ),
    );
  const version = statusVersion(runId, outcome.attempt);
  const current = (await deps.port.listComments(pr))
    .filter((c) => c.user === ctx.inputs.bot && c.body.includes(statusMarker))
    .sort((a, b) => a.id - b.id)[0];
  if (!current) {
    deps.log('no status comment to add the outcome to');
    return outcome;
  }
  const out = await upsertSticky(
    deps.port,
    pr,
    statusSticky(withOutcome(current.body, block, version), version, ctx.inputs.bot),
  );
  if (out.action === 'kept-newer') deps.log('Keeping the status of a newer run');
  if ('id' in out) deps.setOutput('status-comment-id', String(out.id));
  return outcome;
}
