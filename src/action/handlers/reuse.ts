// `/use <run_id>` and `/reuse-sweep-run <run_id>` in a PR comment, created or edited: the commenter is
// authorised, a bare or malformed command is refused with its reason, then the run is validated against
// the PR's current head and plan. 👍 or 👎 with a bilingual reply; the status comment shows the source.
// On every new commit the newest authorised pin is validated again (`reuseOnPush`).
import { applyGate, decide, type Decision, type DecisionInput } from '../../decide/decide.js';
import { diag } from '../../diagnostics.js';
import { bilingual, fill, reasonText } from '../../report/messages.js';
import { statusMarker } from '../../report/status.js';
import {
  commandRefusal,
  commandReply,
  refusalLine,
  refusalReply,
  reuseReply,
  reuseStatus,
  reuseText,
  type ReuseCommand,
  type SourceVerdict,
} from '../../reuse/index.js';
import type { PullRequest } from '../../github/port.js';
import { authorizer } from '../authorize.js';
import { ReuseLookupError, currentPlan, findPinned, planFacts, validatePinned } from '../reuse-source.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import type { ReuseHook } from './act.js';
import { react, safe } from './common.js';
import { lookupFailed } from './lookup-failed.js';

export interface CommandComment {
  number: number;
  commentId: number;
  author: string;
  /** This run's claim on the command (the 👀 reaction's id), given back when it is not carried out. */
  claim?: number;
}

const nothing: HandleResult = { cancelled: [], failed: false };
const mention = (user: string, body: string) => `@${user} ${body}`;

/** 👎 and a reply; `failed` marks the step failed (only for infrastructure failures). */
export async function refuseCommand(
  deps: ActionDeps,
  c: CommandComment,
  body: string,
  failed = false,
): Promise<HandleResult> {
  await react(deps, c.commentId, '-1');
  await safe(deps, () => deps.port.createComment(c.number, mention(c.author, body)));
  return { ...nothing, failed };
}

/**
 * The one authorization check for a reuse or staging command (permission and role both admin, maintain or
 * write): the reply names the permission and role GitHub returned.
 */
export async function authoriseCommand(
  ctx: ActionContext,
  deps: ActionDeps,
  c: CommandComment,
): Promise<HandleResult | undefined> {
  const who = await authorizer(deps.port)(c.author);
  if (who.error) return lookupFailed(ctx, deps, c, c.claim, who);
  if (who.allowed) return undefined;
  // The reply opens with the mention; the text's own {user} is that mention, so it is taken off once.
  const params = { user: `@${who.user}`, permission: who.permission, role: who.roleName };
  const text = reasonText['command-unauthorised'];
  return refuseCommand(
    deps,
    c,
    bilingual(fill(text.en, params), fill(text.zh, params)).replace(/^@\S+ /, ''),
  );
}

export async function onUseCommand(
  ctx: ActionContext,
  deps: ActionDeps,
  c: CommandComment,
  command: ReuseCommand,
): Promise<HandleResult> {
  const denied = await authoriseCommand(ctx, deps, c);
  if (denied) return denied;
  const refusal = commandRefusal(command);
  if (refusal) return refuseCommand(deps, c, commandReply(refusal).body);
  if (command.kind !== 'use') return nothing;
  const runId = command.runId;
  try {
    const pr = await deps.port.getPull(c.number);
    if (pr.state !== 'open')
      return refuseCommand(
        deps,
        c,
        refusalReply({ key: 'use-refused', params: { runId: String(runId) } }, [
          { code: 'pr-not-open', params: { pr: String(pr.number) } },
        ]),
      );
    const plan = await currentPlan(ctx, deps, {
      pr: pr.number,
      baseSha: pr.baseSha,
      headSha: pr.headSha,
      labels: pr.labels,
    });
    if (!plan)
      return refuseCommand(
        deps,
        c,
        refusalReply({ key: 'use-refused', params: { runId: String(runId) } }, [
          { code: 'no-current-plan', params: { sha: pr.headSha.slice(0, 12) } },
        ]),
      );
    const verdict = await validatePinned(ctx, deps, {
      runId,
      pr: pr.number,
      headSha: pr.headSha,
      rowIds: plan.rowIds,
    });
    const reply = reuseReply(runId, verdict);
    await react(deps, c.commentId, reply.reaction);
    await safe(deps, () => deps.port.createComment(c.number, mention(c.author, reply.body)));
    await showInStatus(deps, pr, runId, verdict);
    deps.setOutput('reuse-run-id', verdict.accepted ? String(runId) : '');
    return nothing;
  } catch (e) {
    if (!(e instanceof ReuseLookupError)) throw e;
    const text = (lang: 'en' | 'zh') => reuseText('status-lookup-failed', lang, { error: e.message });
    deps.annotate(diag('error', 'RU-4', text('en')));
    return refuseCommand(deps, c, bilingual(text('en'), text('zh')), true);
  }
}

const SECTION_START = '<!-- sweep-reuse-source -->';
const SECTION_END = '<!-- /sweep-reuse-source -->';

/**
 * The status comment's reuse section, rewritten in place after `/use` (the next full status refresh
 * renders it from the re-validated source). Nothing when the PR has no status comment yet.
 */
async function showInStatus(
  deps: ActionDeps,
  pr: PullRequest,
  runId: number,
  verdict: SourceVerdict,
): Promise<void> {
  await safe(deps, async () => {
    const status = (await deps.port.listComments(pr.number)).find((c) => c.body.includes(statusMarker));
    if (!status) return;
    const line = reuseStatus(runId, verdict);
    const section = `${SECTION_START}\n${bilingual(line.en, line.zh)}\n${SECTION_END}`;
    const kept = status.body.replace(new RegExp(`\\n*${SECTION_START}[\\s\\S]*?${SECTION_END}`), '');
    await deps.port.updateComment(status.id, `${kept}\n\n${section}`);
  });
}

/**
 * A new commit whose reuse gate is open: the newest authorised pin is validated against the new head and
 * plan; an accepted one replaces the sweep. A failed lookup does not sweep silently: the step fails.
 */
export function reuseOnPush(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: PullRequest,
  input: DecisionInput,
): ReuseHook {
  return async (d: Decision, plan) => {
    try {
      const pinned = await findPinned(deps, pr.number);
      if (!pinned) return { decision: d };
      if (pinned.command.kind !== 'use') {
        // The newest authorised reuse command names no run: the PR has no source.
        const r = { code: 'no-pinned-source' as const, params: { pr: String(pr.number) } };
        return { decision: d, status: { en: refusalLine(r, 'en'), zh: refusalLine(r, 'zh') } };
      }
      const runId = pinned.command.runId;
      const facts = plan ? planFacts(plan) : undefined;
      if (!facts) return { decision: d };
      const verdict = await validatePinned(ctx, deps, {
        runId,
        pr: pr.number,
        headSha: pr.headSha,
        rowIds: facts.rowIds,
      });
      const status = reuseStatus(runId, verdict);
      if (!verdict.accepted) return { decision: d, status };
      return {
        decision: applyGate(decide({ ...input, reuse: { runId } }, ctx.inputs.settings.labels), 'pass'),
        status,
      };
    } catch (e) {
      if (!(e instanceof ReuseLookupError)) throw e;
      const text = (lang: 'en' | 'zh') => reuseText('status-lookup-failed', lang, { error: e.message });
      deps.annotate(diag('error', 'RU-4', text('en')));
      const held: Decision = { ...d, verdict: 'validate', cancelInFlight: true };
      delete held.mode;
      return { decision: held, status: { en: text('en'), zh: text('zh') }, failed: true };
    }
  };
}
