// A push to the default branch (the merge): never a sweep. The pushed commit is resolved to exactly one
// merged PR, its newest authorised pinned run is validated again (read fresh: a run or artifact deleted
// or expired since `/use` fails here), and the publication is prepared: the merge-time changelog metadata
// is written for the workflow to upload, and the `mode: publish` step sends the one repository_dispatch.
// Without a valid source the run fails with the way to provide one, and nothing is published.
import { decide, type Decision } from '../../decide/decide.js';
import { diag } from '../../diagnostics.js';
import { bilingual } from '../../report/messages.js';
import {
  CHANGELOG_METADATA_ARTIFACT,
  confirmMergedPull,
  ingestDispatch,
  mergeFailure,
  pullForCommit,
  reuseText,
  type Refusal,
} from '../../reuse/index.js';
import { GitHubError } from '../../github/port.js';
import { ReuseLookupError, currentPlan, findPinned, validatePinned } from '../reuse-source.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';
import { repoUrl } from './common.js';

/** The commit status that records a merge's publication: pending while sending, success once sent. */
export const PUBLISH_CONTEXT = 'sweep/publish';

const nothing: HandleResult = { cancelled: [], failed: false };
const SHA = /^[0-9a-f]{40}$/;

async function fail(deps: ActionDeps, text: string): Promise<HandleResult> {
  deps.annotate(diag('error', 'PUB-1', text.split('\n')[0]!));
  deps.setOutput('decision', 'refuse');
  deps.log(text);
  await deps.summary(`${text}\n`);
  return { ...nothing, failed: true };
}

/** The newest publication record on the merge commit, if any. */
async function record(deps: ActionDeps, sha: string) {
  return (await deps.port.listCommitStatuses(sha)).find((s) => s.context === PUBLISH_CONTEXT);
}

export async function onPush(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const { payload } = ctx;
  const ref = String(payload.ref ?? '');
  if (ref !== `refs/heads/${ctx.defaultBranch}`) {
    deps.log(`push to ${ref} is not a push to the default branch; nothing to do`);
    return nothing;
  }
  const sha = String(payload.after ?? '').toLowerCase();
  const before = String(payload.before ?? '').toLowerCase();
  if (!SHA.test(sha) || !SHA.test(before))
    return fail(
      deps,
      `the push event names no commit (after '${sha}', before '${before}'); nothing is published`,
    );
  try {
    const done = await record(deps, sha);
    if (done?.state === 'success') {
      deps.log(reuseText('publish-done', 'en', { sha, context: PUBLISH_CONTEXT }));
      return nothing;
    }
    const one = pullForCommit(
      sha,
      (await deps.port.listCommitPulls(sha)).map((number) => ({ number })),
    );
    if (!one.ok) return fail(deps, mergeFailure([one.refusal]));
    const pr = await deps.port.getPull(one.value);
    const merged = confirmMergedPull(sha, {
      number: pr.number,
      merged: pr.merged,
      merge_commit_sha: pr.mergeSha,
      head: { sha: pr.headSha },
    });
    if (!merged.ok) return fail(deps, mergeFailure([merged.refusal]));
    const pull = merged.value;
    const pinned = await findPinned(deps, pull.number);
    const refuse = (r: Refusal[]) => fail(deps, mergeFailure(r));
    if (pinned?.command.kind !== 'use')
      return refuse([{ code: 'no-pinned-source', params: { pr: String(pull.number) } }]);
    const runId = pinned.command.runId;
    const plan = await currentPlan(ctx, deps, {
      pr: pull.number,
      baseSha: before,
      headSha: sha,
      labels: pr.labels,
    });
    if (!plan) return refuse([{ code: 'no-current-plan', params: { sha: sha.slice(0, 12) } }]);
    const verdict = await validatePinned(ctx, deps, {
      runId,
      pr: pull.number,
      headSha: pull.headSha,
      rowIds: plan.rowIds,
    });
    if (!verdict.accepted) return refuse(verdict.refusals);
    const decision = decide(
      {
        event: 'push',
        action: '',
        pr: {
          number: pull.number,
          labels: pr.labels,
          draft: false,
          fork: false,
          headSha: pull.headSha,
          headCommitMessage: '',
          state: 'closed',
          merged: true,
          mergeSha: sha,
        },
        reuse: { runId },
      },
      ctx.inputs.settings.labels,
    );
    const source = typeof verdict.evidence.plan === 'object' ? verdict.evidence.plan : undefined;
    const built = ingestDispatch({
      dashboardRepo: ctx.inputs.dashboardRepo,
      sourceRepository: `${deps.port.repo.owner}/${deps.port.repo.repo}`,
      source: verdict.source,
      mergeRunId: ctx.runId,
      pull,
      agentic: source?.agentic ?? plan.agentic,
      entries: plan.entries,
    });
    if (!built.ok) return fail(deps, built.error);
    const metadataPath = deps.publish?.saveMetadata({
      'pr-number': pull.number,
      'merge-sha': sha,
      'source-run-id': runId,
      'merge-run-id': ctx.runId,
      entries: plan.entries,
    });
    deps.publish?.saveRequest({
      target: ctx.inputs.dashboardRepo,
      eventType: built.dispatch.event_type,
      payload: built.dispatch.client_payload,
      mergeSha: sha,
      pr: pull.number,
      sourceRunId: runId,
    });
    await announce(ctx, deps, {
      decision,
      runId,
      pr: pull.number,
      sha,
      metadataPath,
      eventType: built.dispatch.event_type,
    });
    return { decision, cancelled: [], failed: false };
  } catch (e) {
    if (!(e instanceof ReuseLookupError) && !(e instanceof GitHubError)) throw e;
    const text = (lang: 'en' | 'zh') => reuseText('status-lookup-failed', lang, { error: e.message });
    deps.annotate(diag('error', 'RU-4', text('en')));
    await deps.summary(`${bilingual(text('en'), text('zh'))}\n`);
    return { ...nothing, failed: true };
  }
}

/** The push step's outputs for the steps after it (the publication jobs) and its line in the job summary. */
async function announce(
  ctx: ActionContext,
  deps: ActionDeps,
  a: {
    decision: Decision;
    runId: number;
    pr: number;
    sha: string;
    metadataPath: string | undefined;
    eventType: string;
  },
): Promise<void> {
  const { decision, runId, sha, metadataPath } = a;
  deps.setOutput('decision', decision.verdict);
  deps.setOutput('reuse-run-id', String(runId));
  // The publication job appends this run's results to the data branch for the merged PR.
  deps.setOutput('pr-number', String(a.pr));
  if (metadataPath) deps.setOutput('changelog-metadata-path', metadataPath);
  deps.setOutput('changelog-metadata-artifact', CHANGELOG_METADATA_ARTIFACT);
  deps.setOutput('publish-pending', 'true');
  const url = repoUrl(ctx, deps, `actions/runs/${runId}`);
  deps.log(`merge of PR #${a.pr} reuses run ${runId}; publishing ${a.eventType} follows`);
  await deps.summary(
    `PR #${a.pr} merged as \`${sha.slice(0, 12)}\`: [run ${runId}](${url}) is re-validated and will be published to \`${ctx.inputs.dashboardRepo}\` (\`${a.eventType}\`).\n`,
  );
}

/**
 * `mode: publish`: the one repository_dispatch of a merge, after the metadata artifact is uploaded. The
 * merge commit's record is read first: published already → nothing is sent; a publication started and
 * never recorded → nothing is sent and the run says to check the dashboard. The record is written pending
 * before the dispatch and success after it.
 */
export async function performPublish(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const req = deps.publish?.loadRequest();
  if (!req) {
    deps.log('no publication request: nothing to publish');
    return nothing;
  }
  const params = { sha: req.mergeSha, context: PUBLISH_CONTEXT, repo: req.target, event: req.eventType };
  const bi = (key: 'publish-done' | 'publish-uncertain' | 'publish-failed', extra = {}) =>
    bilingual(reuseText(key, 'en', { ...params, ...extra }), reuseText(key, 'zh', { ...params, ...extra }));
  const earlier = await record(deps, req.mergeSha);
  if (earlier?.state === 'success') {
    deps.log(reuseText('publish-done', 'en', params));
    await deps.summary(`${bi('publish-done')}\n`);
    return nothing;
  }
  if (earlier?.state === 'pending') return fail(deps, bi('publish-uncertain'));
  const status = (state: 'pending' | 'success' | 'error', description: string) =>
    deps.port.setCommitStatus(req.mergeSha, { state, context: PUBLISH_CONTEXT, description });
  await status('pending', `publishing run ${req.sourceRunId} of PR #${req.pr} (run ${ctx.runId})`);
  try {
    await deps.port.repositoryDispatch(req.target, req.eventType, req.payload);
  } catch (e) {
    const code = e instanceof GitHubError ? e.status : 0;
    // A refusal (4xx) means nothing arrived, so a later run may publish; anything else stays pending.
    if (code >= 400 && code < 500)
      await status('error', `${req.eventType} refused by ${req.target}: HTTP ${code}`).catch(() => {});
    return fail(deps, bi('publish-failed', { error: (e as Error).message.split('\n')[0]!.slice(0, 300) }));
  }
  try {
    await status('success', `published run ${req.sourceRunId} of PR #${req.pr} to ${req.target}`);
  } catch (e) {
    deps.warn(`published, but the record on ${req.mergeSha} could not be written: ${(e as Error).message}`);
  }
  const url = repoUrl(ctx, deps, `actions/runs/${req.sourceRunId}`);
  const text = (lang: 'en' | 'zh') =>
    reuseText('published', lang, {
      runId: String(req.sourceRunId),
      url,
      pr: String(req.pr),
      repo: req.target,
      event: req.eventType,
    });
  deps.setOutput('published', req.eventType);
  deps.log(text('en'));
  await deps.summary(`${bilingual(text('en'), text('zh'))}\n`);
  return nothing;
}
