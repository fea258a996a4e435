// issue_comment commands: `/sweep`, `/sweep rerun-failed`, `/sweep cancel`, `/approve <sha>`;
// every command gets a reaction, every refusal a bilingual reply.
import { decide, type Decision } from '../../decide/decide.js';
import { parseCommand } from '../../decide/commands.js';
import { diag } from '../../diagnostics.js';
import { bilingual, fill, reasonText, t, type Lang } from '../../report/messages.js';
import { authorizer, type Authorisation } from '../authorize.js';
import { parseSweepRunName } from '../../dispatch/run-name.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { act } from './act.js';
import { parseReuseCommand } from '../../reuse/index.js';
import { onUseCommand } from './reuse.js';
import { onStageCommand } from './stage.js';
import { payloadPr, prState } from './pull.js';
import { failureLine, finish, react, repoUrl, RunCallError, safe } from './common.js';
import { replyOnce } from '../reply-once.js';
import { claimCommand, lastSweepCommandLine, releaseClaim } from '../command-once.js';
import { lookupFailed } from './lookup-failed.js';
import { failedCall, isGitHubFailure, type PullRequest } from '../../github/port.js';

/** The PR's sweep run itself, never one of its retry runs (its collect merges what the retry runs got). */
const sweepRunOf = (pr: number) => (r: { displayTitle: string }) => {
  const id = parseSweepRunName(r.displayTitle);
  return id?.pr === pr && !id.retry;
};

export async function onComment(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  if (!payload.issue?.pull_request) return { cancelled: [], failed: false };
  if (payload.action !== 'created' && payload.action !== 'edited') return { cancelled: [], failed: false };
  const body = String(payload.comment?.body ?? '');
  const command = parseCommand(body);
  const author = String(payload.comment?.user?.login ?? '');
  const reuse = parseReuseCommand(body);
  if ((!command && !reuse) || payload.comment?.user?.type === 'Bot') return { cancelled: [], failed: false };
  const number = Number(payload.issue.number);
  const commentId = Number(payload.comment.id);
  // Once per comment and text: a redelivery, a re-run or an edit that keeps the command does nothing new.
  const previous = payload.changes?.body?.from;
  const claim = await claimCommand(deps.port, ctx.inputs.settings.botLogin, {
    commentId,
    action: String(payload.action),
    body,
    ...(typeof previous === 'string' ? { previousBody: previous } : {}),
    ...(payload.comment?.updated_at ? { updatedAt: String(payload.comment.updated_at) } : {}),
  });
  if (!claim.claimed) {
    deps.log(`comment ${commentId}: ${claim.why}; nothing new to do`);
    if (!('failed' in claim)) return { cancelled: [], failed: false };
    deps.annotate(diag('error', 'GH-1', `comment ${commentId}: ${claim.why}: ${failureLine(claim.failed)}`));
    return { cancelled: [], failed: true };
  }
  // An edited command is a new one: the bot's answer to the text before goes, human reactions stay.
  if (payload.action === 'edited') await clearBotReactions(ctx, deps, commentId, claim.reactionId);
  const c = { number, commentId, author, claim: claim.reactionId };
  // One command per comment: the last command line wins, whichever family it belongs to.
  if (reuse && (!command || reuse.line > lastSweepCommandLine(body)))
    return reuse.command.kind === 'stage-results' ||
      (reuse.command.kind === 'invalid' && reuse.command.command === '/stage-results')
      ? onStageCommand(ctx, deps, c, reuse.command)
      : onUseCommand(ctx, deps, c, reuse.command);
  if (!command) return { cancelled: [], failed: false };
  const who = await authorizer(deps.port)(author);
  if (who.error) return lookupFailed(ctx, deps, c, claim.reactionId, who);
  if (!who.allowed) {
    const d = decide(
      {
        event: 'issue_comment',
        action: 'created',
        pr: payloadPr({}),
        command,
        actorAuthorised: false,
      },
      ctx.inputs.settings.labels,
    );
    await refuse(ctx, deps, number, commentId, d, who);
    return finish(ctx, deps, number, d, { params: refusalParams(who) });
  }
  let pr: PullRequest;
  let message: string;
  try {
    pr = await deps.port.getPull(number);
    message = await deps.port.getCommitMessage(pr.headSha);
  } catch (e) {
    // Nothing was done: the claim is given back, so a re-run of this job acts on the command.
    if (!isGitHubFailure(e)) throw e;
    await releaseClaim(deps.port, commentId, claim.reactionId);
    deps.annotate(diag('error', 'GH-1', `the command was not run: ${failureLine(failedCall(e))}`));
    await react(deps, commentId, 'confused');
    return { cancelled: [], failed: true };
  }
  const decision = decide(
    {
      event: 'issue_comment',
      action: 'created',
      pr: prState(pr, message),
      command,
      actorAuthorised: true,
    },
    ctx.inputs.settings.labels,
  );
  if (decision.verdict === 'refuse') {
    await refuse(ctx, deps, number, commentId, decision, who);
    return finish(ctx, deps, number, decision, { headSha: pr.headSha, params: refusalParams(who) });
  }
  if (decision.verdict === 'rerun-failed') {
    const runs = (await deps.port.listWorkflowRuns(ctx.inputs.sweepWorkflow, ['failure', 'cancelled']))
      .filter(sweepRunOf(number))
      .sort((a, b) => b.id - a.id);
    const latest = runs[0];
    if (!latest) {
      await safe(deps, () =>
        deps.port.createComment(number, reply(author, t('noFailedRun', 'en'), t('noFailedRun', 'zh'))),
      );
      await react(deps, commentId, '-1');
      return finish(ctx, deps, number, decision, { headSha: pr.headSha });
    }
    try {
      await deps.port.rerunFailedJobs(latest.id);
    } catch (e) {
      await callFailed(
        ctx,
        deps,
        { number, commentId, author },
        'rerunFailed',
        new RunCallError(latest.id, e),
      );
      return { ...(await finish(ctx, deps, number, decision, { headSha: pr.headSha })), failed: true };
    }
    await react(deps, commentId, '+1');
    deps.setOutput('run-id', String(latest.id));
    return finish(ctx, deps, number, decision, { headSha: pr.headSha });
  }
  let result: HandleResult;
  try {
    result = await act(ctx, deps, pr, decision, who);
  } catch (e) {
    // Only `/sweep cancel` calls GitHub on a run here; any other failure stays raw.
    if (!(e instanceof RunCallError)) throw e;
    await callFailed(ctx, deps, { number, commentId, author }, 'cancelFailed', e);
    return { ...(await finish(ctx, deps, number, decision, { headSha: pr.headSha })), failed: true };
  }
  await react(deps, commentId, result.failed ? '-1' : '+1');
  return result;
}

const refusalParams = (who: Authorisation) => ({
  user: who.user,
  permission: who.permission,
  role: who.roleName,
});

/** 👎 on the command, and one reply per person and PR (later refusals edit it; see reply-once). */
async function refuse(
  ctx: ActionContext,
  deps: ActionDeps,
  pr: number,
  commentId: number,
  d: Decision,
  who: Authorisation,
): Promise<void> {
  await react(deps, commentId, '-1');
  const params = refusalParams(who);
  const en = d.reasons.map((r) => fill(reasonText[r.code].en, { ...r.params, ...params })).join('\n');
  const zh = d.reasons.map((r) => fill(reasonText[r.code].zh, { ...r.params, ...params })).join('\n');
  await safe(deps, async () => {
    const out = await replyOnce(
      deps.port,
      pr,
      who.user,
      reply(who.user, en, zh),
      ctx.inputs.settings.botLogin,
    );
    deps.log(`refusal reply to ${who.user}: ${out}`);
  });
}

/** A command whose GitHub call on a run failed for good: 👎, a reply naming the run and the error. */
async function callFailed(
  ctx: ActionContext,
  deps: ActionDeps,
  c: { number: number; commentId: number; author: string },
  key: 'rerunFailed' | 'cancelFailed',
  e: RunCallError,
): Promise<void> {
  const error = e.message.split('\n')[0]!.slice(0, 300);
  const params = { run: String(e.runId), url: repoUrl(ctx, deps, `actions/runs/${e.runId}`), error };
  const text = (lang: Lang) => t(key, lang, params);
  deps.annotate(diag('error', 'CM-3', text('en')));
  await react(deps, c.commentId, '-1');
  await safe(deps, () => deps.port.createComment(c.number, reply(c.author, text('en'), text('zh'))));
}

/** A reply to a command: its author is mentioned once, at the head of the English text. */
const reply = (user: string, en: string, zh: string) => bilingual(`@${user} ${en}`, zh);

async function clearBotReactions(
  ctx: ActionContext,
  deps: ActionDeps,
  commentId: number,
  keep: number,
): Promise<void> {
  await safe(deps, async () => {
    for (const r of await deps.port.listReactions(commentId))
      if (r.user === ctx.inputs.settings.botLogin && r.id !== keep)
        await deps.port.deleteReaction(commentId, r.id);
  });
}
