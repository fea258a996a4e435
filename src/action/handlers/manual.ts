// workflow_dispatch: a manual sweep from the dispatch form's inputs, without a PR or a canary.
import { manualRequest } from '../../decide/manual.js';
import { planTables } from '../../report/status.js';
import { mermaid } from '../../report/summary.js';
import { sweepRequest } from '../dispatch-request.js';
import { planKey, summarisePlan } from '../pipeline.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';

export async function onManual(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
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
    await deps.summary(header);
    return { cancelled: [], failed: false };
  }
  const planned = await deps.manualPlanner(request);
  for (const d of planned.diagnostics) deps.annotate(d);
  if (!planned.plan || planned.diagnostics.some((d) => d.severity === 'error')) {
    deps.setOutput('decision', 'refuse');
    await deps.summary(header);
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
  // The manual route has no canary and no PR; its concurrency group is the plan key. It is
  // dispatched by the `mode: dispatch` step once the plan artifact is uploaded.
  deps.saveRequest(
    sweepRequest({
      workflow: ctx.inputs.sweepWorkflow,
      ref: ctx.defaultBranch,
      pr: null,
      headSha: planned.sha,
      planRunId: ctx.runId,
      planArtifact: artifact,
      planKey: key,
      canary: false,
      failFast: request.failFast ? ctx.inputs.settings.failFastScope : 'off',
      agentxFast: request.agentxFast,
      restart: false,
    }),
  );
  deps.setOutput('dispatch-pending', 'true');
  deps.setOutput('decision', 'sweep');
  deps.setOutput('plan-key', key);
  deps.setOutput('head-sha', planned.sha);
  await deps.summary(`${header}\n${planTables(summary, 'en').join('\n')}\n\n${mermaid(summary)}\n`);
  return { cancelled: [], failed: false, dispatchPending: true };
}
