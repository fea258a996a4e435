// `mode: publish-results`, the merge's publication job — the one job of the product with `contents: write`:
// the results of the merged PR's approved sweep run (the source the merge re-validated) appended to the
// data branch, so PR sweeps keep a baseline after the run's artifacts expire. A point whose GPU count
// disagrees with the plan is never published. Exactly once by the data branch's own protocol: it reads
// the branch head first and appends only the points not there yet, so a repeated run adds nothing.
import { diag } from '../../diagnostics.js';
import { publishToDataBranch } from '../../github/data-branch.js';
import { isGitHubFailure } from '../../github/port.js';
import { publishRecords } from '../../results/published.js';
import { planRows } from '../../results/rows.js';
import { readRunPlan, readRunResults } from '../run-results.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';

const nothing: HandleResult = { cancelled: [], failed: false };
const SHA = /^[0-9a-f]{40}$/;

async function fail(deps: ActionDeps, text: string): Promise<HandleResult> {
  deps.annotate(diag('error', 'PUB-2', text));
  await deps.summary(`${text}\n`);
  return { ...nothing, failed: true };
}

export async function publishResults(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const settings = ctx.inputs.settings.results;
  const runId = ctx.inputs.runId;
  const pr = ctx.inputs.prNumber;
  const sha = String(ctx.payload.after ?? '').toLowerCase();
  if (settings.baseline !== 'published') {
    deps.log(`results.baseline is ${settings.baseline}: nothing is kept in a data branch`);
    return nothing;
  }
  if (!runId) {
    deps.log('no source run (run-id) given: nothing to publish');
    return nothing;
  }
  if (!SHA.test(sha))
    return fail(deps, `the push event names no merge commit ('${sha}'); nothing is published`);
  if (!deps.dataBranch) return fail(deps, 'no access to the data branch; nothing is published');
  try {
    const source = await readRunPlan(deps, runId);
    if ('missing' in source) return fail(deps, `${source.missing}; nothing is published`);
    const { results, bundle } = await readRunResults(deps, runId, planRows(source.plan));
    if (bundle)
      return fail(
        deps,
        `the results archive of run ${runId} is ${bundle === 'expired' ? 'expired' : 'missing'}; nothing is published`,
      );
    const records = publishRecords(results.rows, results.gpuFindings, {
      runId,
      attempt: source.attempt,
      sha,
      ...(pr ? { pr } : {}),
      at: new Date(deps.clock?.now() ?? Date.now()).toISOString(),
    });
    const withheld = results.gpuFindings.length;
    const what = `${records.length} point(s) of run ${runId}${pr ? ` (PR #${pr})` : ''}`;
    if (!deps.port.live) {
      deps.log(`[dry-run] would append ${what} to ${settings.dataBranch}`);
      return nothing;
    }
    const out = await publishToDataBranch(
      deps.dataBranch,
      settings.dataBranch,
      records,
      `Publish the results of run ${runId}${pr ? ` (PR #${pr})` : ''} at ${sha.slice(0, 12)}`,
    );
    const line =
      `${out.appended ? `Appended ${out.appended} of ${what}` : `All ${what} were already published`} ` +
      `to the data branch \`${settings.dataBranch}\`${out.commit ? ` (commit ${out.commit.slice(0, 12)})` : ''}` +
      `${withheld ? `; ${withheld} point(s) with a GPU-count finding withheld` : ''}.`;
    deps.log(line);
    deps.setOutput('published-points', String(out.appended));
    await deps.summary(`${line}\n`);
    return nothing;
  } catch (e) {
    if (!isGitHubFailure(e) && !(e instanceof Error && /could not publish/.test(e.message))) throw e;
    return fail(deps, `the results of run ${runId} could not be published: ${e.message}`);
  }
}
