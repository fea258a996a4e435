// `/stage-results [run_id]`: the commenter is authorised, the run (named, else the PR's newest completed
// sweep) is validated for staging, then an acknowledgement is posted and one `stage-results`
// repository_dispatch goes to the dashboard repository. The dashboard's callbacks (repository_dispatch
// `stage-results-started` / `-completed`, accepted only from the configured repository) edit the
// acknowledgement.
import { diag } from '../../diagnostics.js';
import { bilingual } from '../../report/messages.js';
import {
  commandRefusal,
  commandReply,
  parseStagingCallback,
  pickStagingRun,
  refusalReply,
  stagingCallbackComment,
  stagingDispatch,
  stagingReply,
  reuseText,
  validateStagingSource,
  type ReuseCommand,
} from '../../reuse/index.js';
import { ReuseLookupError, gatherEvidence } from '../reuse-source.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { react, repoUrl, safe } from './common.js';
import { authoriseCommand, refuseCommand, type CommandComment } from './reuse.js';

const nothing: HandleResult = { cancelled: [], failed: false };

export async function onStageCommand(
  ctx: ActionContext,
  deps: ActionDeps,
  c: CommandComment,
  command: ReuseCommand,
): Promise<HandleResult> {
  const denied = await authoriseCommand(ctx, deps, c);
  if (denied) return denied;
  const refusal = commandRefusal(command);
  if (refusal) return refuseCommand(deps, c, commandReply(refusal).body);
  if (command.kind !== 'stage-results') return nothing;
  const settings = { sweepWorkflow: ctx.inputs.sweepWorkflow, policy: ctx.inputs.settings.labels };
  try {
    const pr = await deps.port.getPull(c.number);
    let runId = command.runId;
    if (runId === undefined) {
      const runs = await deps.port.listWorkflowRuns(ctx.inputs.sweepWorkflow, ['completed']);
      const picked = pickStagingRun(
        runs.map((r) => ({
          id: r.id,
          path: `.github/workflows/${ctx.inputs.sweepWorkflow}`,
          event: r.event,
          status: r.status,
          conclusion: r.conclusion,
          createdAt: r.createdAt,
          name: r.displayTitle,
          attempt: 1,
        })),
        pr.number,
        settings,
      );
      if (!picked)
        return refuseCommand(
          deps,
          c,
          refusalReply({ key: 'command-refused' }, [{ code: 'stage-no-run', params: {} }]),
        );
      runId = picked.id;
    }
    const evidence = await gatherEvidence(deps, runId, pr.number);
    const verdict = validateStagingSource(
      { runId, pr: { number: pr.number, labels: pr.labels }, user: c.author },
      evidence,
      settings,
    );
    const reply = stagingReply(runId, c.author, verdict);
    if (!verdict.accepted) return refuseCommand(deps, c, reply.body);
    const ack = await deps.port.createComment(c.number, reply.body);
    const built = stagingDispatch({
      dashboardRepo: ctx.inputs.dashboardRepo,
      sourceRepository: `${deps.port.repo.owner}/${deps.port.repo.repo}`,
      prNumber: pr.number,
      staging: verdict.staging,
      requestedBy: c.author,
      commentId: ack.id,
    });
    const failure = built.ok ? await send(deps, built.dispatch) : built.error;
    if (failure !== undefined) {
      const params = { event: 'stage-results', repo: ctx.inputs.dashboardRepo, error: failure };
      const text = (lang: 'en' | 'zh') => reuseText('publish-failed', lang, params);
      deps.annotate(diag('error', 'STG-1', text('en')));
      await safe(deps, () =>
        deps.port.updateComment(ack.id, `@${c.author} ${bilingual(text('en'), text('zh'))}`),
      );
      await react(deps, c.commentId, '-1');
      return { ...nothing, failed: true };
    }
    await react(deps, c.commentId, '+1');
    deps.setOutput('staging-comment-id', String(ack.id));
    return nothing;
  } catch (e) {
    if (!(e instanceof ReuseLookupError)) throw e;
    const text = (lang: 'en' | 'zh') => reuseText('status-lookup-failed', lang, { error: e.message });
    deps.annotate(diag('error', 'STG-1', text('en')));
    return refuseCommand(deps, c, bilingual(text('en'), text('zh')), true);
  }
}

/** One dispatch, never retried; the error text when GitHub did not accept it. */
async function send(
  deps: ActionDeps,
  d: { owner: string; repo: string; event_type: string; client_payload: Record<string, unknown> },
): Promise<string | undefined> {
  try {
    await deps.port.repositoryDispatch(`${d.owner}/${d.repo}`, d.event_type, d.client_payload);
    return undefined;
  } catch (e) {
    return (e as Error).message.split('\n')[0]!.slice(0, 300);
  }
}

/** A repository_dispatch event: the dashboard's staging callbacks; anything else is not ours. */
export async function onRepositoryDispatch(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  const parsed = parseStagingCallback(
    { action: String(payload.action ?? ''), client_payload: payload.client_payload },
    { repository: `${deps.port.repo.owner}/${deps.port.repo.repo}`, dashboardRepo: ctx.inputs.dashboardRepo },
  );
  if (!parsed.ok) {
    deps.warn(parsed.error);
    return nothing;
  }
  let cb = parsed.callback;
  // Without a staging site, the dashboard's own link is the best there is.
  if (!ctx.inputs.stagingSite && !cb.stagedUrl) cb = { ...cb, stagedUrl: cb.workflowUrl };
  const out = stagingCallbackComment(cb, {
    runUrl: repoUrl(ctx, deps, `actions/runs/${cb.runId}`),
    stagingSite: ctx.inputs.stagingSite,
  });
  if (out.action === 'edit') await deps.port.updateComment(out.commentId, out.body);
  else await deps.port.createComment(cb.prNumber, out.body);
  deps.log(
    `staging callback ${payload.action} for run ${cb.runId}: comment ${out.action === 'edit' ? out.commentId : 'created'}`,
  );
  return nothing;
}
