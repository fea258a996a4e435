// `mode: retry-results`, in the sweep's collect job: the rows the sweep re-ran in retry runs of its own
// belong to the sweep's results (one unofficial run), so the `result-*` artifacts of those runs are added
// to the folder the sweep's own results were downloaded into, each under a folder of its own (named by the
// artifact and the retry run), before the merge picks the newest result of every row. A retry run whose
// artifacts cannot be read is a warning: the sweep's own results are merged anyway.
import { diag } from '../../diagnostics.js';
import { isGitHubFailure } from '../../github/port.js';
import type { ActionContext, ActionDeps, HandleResult } from '../types.js';

/** Safe folder and file names: what an artifact calls a file never reaches outside its folder. */
const safe = (p: string) =>
  p
    .split('/')
    .filter((s) => s && s !== '.' && s !== '..')
    .join('/');

export async function retryResults(ctx: ActionContext, deps: ActionDeps): Promise<HandleResult> {
  const dir = ctx.inputs.retryRuns.length ? resultsDir(ctx) : '';
  let files = 0;
  for (const runId of ctx.inputs.retryRuns) {
    try {
      const artifacts = (await deps.port.listRunArtifacts(runId)).filter(
        (a) => a.name.startsWith('result-') && !a.expired,
      );
      for (const a of artifacts) {
        const content = await deps.port.readArtifactFiles(a.id);
        for (const [name, text] of Object.entries(content)) {
          deps.writeWorkspaceFile?.(`${dir}/${safe(`${a.name}-run-${runId}`)}/${safe(name)}`, text);
          files++;
        }
      }
    } catch (e) {
      if (!isGitHubFailure(e)) throw e;
      deps.annotate(
        diag('warning', 'RR-3', `the results of retry run ${runId} could not be read: ${e.message}`, {
          fix: 'Re-run the collect job once GitHub answers again.',
        }),
      );
    }
  }
  deps.log(
    `added ${files} result file(s) of ${ctx.inputs.retryRuns.length} retry run(s) to ${dir || '(none)'}`,
  );
  return { cancelled: [], failed: false };
}

const resultsDir = (ctx: ActionContext) => safe(ctx.inputs.resultsDir) || '.sweep/results';
