// The sweep's Results, for the links job (`mode: report`): the run's results read and matched to its plan,
// compared with the configured baseline, every point written to the job summary, and the block the status
// comment carries (sized to what the rest of the comment leaves). A read that fails is said in the block.
import type { Plan } from '../../dispatch/plan.js';
import { isGitHubFailure, type RunJob } from '../../github/port.js';
import { renderResultsBlock, type ResultsAbout, type ResultsNotes } from '../../report/results-block.js';
import { renderResultsSummary } from '../../report/results.js';
import { compareResults, type Comparison } from '../../results/compare.js';
import { planRows } from '../../results/rows.js';
import { readBaseline, readRunResults, type RunResults } from '../run-results.js';
import { sweepResults } from '../../results/sweep.js';
import type { ActionContext, ActionDeps } from '../types.js';

/** A job summary may hold 1 MiB; the full table of a very large sweep is cut before that. */
const SUMMARY_LIMIT = 900_000;

/** Rows whose newest job failed (benchmark jobs end in ` / <row id>`). */
export function failedRows(jobs: readonly RunJob[]): Set<string> {
  const newest = new Map<string, RunJob>();
  for (const j of jobs) {
    const id = j.name.split(' / ').at(-1)!.trim();
    const prev = newest.get(id);
    if (!prev || j.attempt > prev.attempt || (j.attempt === prev.attempt && j.id > prev.id))
      newest.set(id, j);
  }
  return new Set(
    [...newest]
      .filter(([, j]) => j.conclusion === 'failure' || j.conclusion === 'timed_out')
      .map(([id]) => id),
  );
}

export interface RunResultsView {
  comparison: Comparison;
  notes: ResultsNotes;
}

/** The run's results against the baseline; what could not be read is in the notes, never thrown. */
export async function compareRun(
  ctx: ActionContext,
  deps: ActionDeps,
  run: { runId: number; plan: Plan; jobs: readonly RunJob[]; runUrl: string },
): Promise<RunResultsView> {
  const settings = ctx.inputs.settings.results;
  const notes: ResultsNotes = { summaryUrl: run.runUrl };
  const rows = planRows(run.plan);
  let read: RunResults;
  try {
    read = await readRunResults(deps, run.runId, rows);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`the results of run ${run.runId} could not be read: ${e.message}`);
    notes.readError = e.message.split('\n')[0]!;
    // The rows are still listed (without figures), so the reader sees what ran.
    read = { results: sweepResults(rows, []) };
  }
  if (read.bundle) notes.bundle = read.bundle;
  let baseline;
  try {
    baseline = await readBaseline(deps, settings, read.results);
  } catch (e) {
    // The database or the data branch did not answer: infrastructure, said as such; the figures still show.
    deps.warn(`the ${settings.baseline} baseline could not be read: ${(e as Error).message}`);
    notes.baselineError = (e as Error).message.split('\n')[0]!;
  }
  const comparison = compareResults(read.results, baseline, {
    thresholds: settings.thresholds,
    samples: settings.samples,
    failed: failedRows(run.jobs),
  });
  return { comparison, notes };
}

/** Every point to the job summary; the block for a status comment whose other content is `rest` long. */
export async function resultsBlock(
  ctx: ActionContext,
  deps: ActionDeps,
  view: RunResultsView,
  rest: number,
  about?: ResultsAbout,
): Promise<string> {
  const settings = ctx.inputs.settings.results;
  const opts = { branch: settings.dataBranch, thresholds: settings.thresholds };
  const summary = renderResultsSummary(view.comparison, 'en', opts);
  await deps.summary(
    summary.length <= SUMMARY_LIMIT
      ? summary
      : `${summary.slice(0, summary.lastIndexOf('\n### ', SUMMARY_LIMIT))}\n\n… (cut at the job summary's size limit; \`sweep results\` on the downloaded artifacts prints every point)\n`,
  );
  return renderResultsBlock(view.comparison, rest, view.notes, opts, about);
}
