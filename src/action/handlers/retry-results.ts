// `mode: retry-results`, in the sweep's collect job: the rows the sweep re-ran in retry runs of its own
// belong to the sweep's results (one unofficial run), so the result artifacts of those runs are added to
// the folders the sweep's own were downloaded into (`result-*` → results/, `bmk_*` → bmk/, `eval_*` →
// evals/ below `results-dir`), before the merge picks the newest result of every row and the run's results
// archive is uploaded. A `result-*` artifact gets a folder of its own named by the retry run (the merge
// reads rows from the files); the reference's artifacts keep their names, which its tools and the results
// archive read (a lost row uploaded none in the sweep run). A retry run whose artifacts cannot be read is
// a warning: the sweep's own results are merged anyway.
import { diag } from '../../diagnostics.js';
import { isGitHubFailure } from '../../github/port.js';
import { BUNDLE_FOLDERS } from '../../results/bundle.js';
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
      for (const a of await deps.port.listRunArtifacts(runId)) {
        const folder = a.expired ? undefined : folderOf(a.name);
        if (!folder) continue;
        const name = folder === 'results' ? `${a.name}-run-${runId}` : a.name;
        for (const f of await deps.port.readArtifactFiles(a.id)) {
          deps.writeWorkspaceFile?.(`${dir}/${folder}/${safe(name)}/${safe(f.path)}`, f.text);
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

const resultsDir = (ctx: ActionContext) => safe(ctx.inputs.resultsDir) || '.sweep';

/** The collect job's download folder of an artifact, or undefined for one the results do not include. */
const folderOf = (artifact: string) =>
  BUNDLE_FOLDERS.find((f) => artifact.startsWith(f.pattern.replace('*', '')))?.folder;
