// A sweep run's results as GitHub holds them, for the status comment and the publication: the run's
// results archive (one download, src/results/bundle.ts) matched to its plan's rows with the GPU accounting
// checked, and the baseline the config file chooses — the published data branch (read scopes), the
// results database (a read-only URL from a secret), or none.
import { readPublished } from '../github/data-branch.js';
import type { BaselineIndex } from '../results/baseline.js';
import { bundleArtifacts, isBundled, RESULTS_BUNDLE } from '../results/bundle.js';
import { publishedBaseline } from '../results/published.js';
import type { ArtifactInput } from '../results/read.js';
import type { Row } from '../plan/row.js';
import { sweepResults, type SweepResults } from '../results/sweep.js';
import type { ResultsSettings } from '../repo-config/config.js';
import type { ActionDeps } from './types.js';
import { planSchema, type Plan } from '../dispatch/plan.js';
import { parseSweepRunName } from '../dispatch/run-name.js';
import { PLAN_FILE, planArtifactName } from './store.js';

export interface RunResults {
  results: SweepResults;
  /** Why the archive could not be read: it expired, or the run never uploaded one. */
  bundle?: 'expired' | 'missing';
}

/** The run's results archive, newest first when an attempt uploaded it again; its files by artifact. */
async function readBundle(
  deps: ActionDeps,
  runId: number,
): Promise<{ artifacts: ArtifactInput[]; bundle?: 'expired' | 'missing' }> {
  const all = (await deps.port.listRunArtifacts(runId))
    .filter((a) => a.name === RESULTS_BUNDLE)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const live = all.find((a) => !a.expired);
  if (!live) return { artifacts: [], bundle: all.length ? 'expired' : 'missing' };
  return { artifacts: bundleArtifacts(await deps.port.readArtifactFiles(live.id, isBundled)) };
}

/** Run `runId`'s results matched to `rows` (the plan's), with the GPU accounting checked. */
export async function readRunResults(
  deps: ActionDeps,
  runId: number,
  rows: readonly Row[],
): Promise<RunResults> {
  const { artifacts, bundle } = await readBundle(deps, runId);
  return { results: sweepResults(rows, artifacts), ...(bundle ? { bundle } : {}) };
}

/** The fingerprints of the curves a sweep measured (the data branch's files are named by them). */
const fingerprints = (r: SweepResults): string[] =>
  r.rows
    .map((rr) => rr.row['recipe-fingerprint'])
    .filter((f): f is string => typeof f === 'string' && f !== '');

/** The baseline the config file chooses; undefined for `none`. A read that fails throws (the caller says so). */
export async function readBaseline(
  deps: ActionDeps,
  settings: ResultsSettings,
  results: SweepResults,
): Promise<BaselineIndex | undefined> {
  if (settings.baseline === 'published') {
    if (!deps.dataBranch) throw new Error('no access to the data branch');
    return publishedBaseline(
      await readPublished(deps.dataBranch, settings.dataBranch, fingerprints(results)),
    );
  }
  if (settings.baseline === 'postgres') {
    if (!deps.databaseUrl)
      throw new Error(
        `no database URL: pass the secret as the action's database-url input (or set $${settings.databaseUrlEnv})`,
      );
    // Loaded only when a database is asked for: the client stays out of every other run.
    const { postgresBaseline } = await import('../db/results-postgres.js');
    return postgresBaseline(deps.databaseUrl, results.rows, settings.samples);
  }
  return undefined;
}

/**
 * The plan a sweep run was dispatched with (its artifact is named by the run's head and plan key), or why
 * it cannot be had: a read that fails throws.
 */
export async function readRunPlan(
  deps: ActionDeps,
  runId: number,
): Promise<{ plan: Plan; attempt: number } | { missing: string }> {
  const run = await deps.port.getRun(runId);
  if (!run) return { missing: `run ${runId} does not exist` };
  const id = parseSweepRunName(run.displayTitle);
  if (!id) return { missing: `run ${runId} is not a sweep run ('${run.displayTitle}')` };
  const name = planArtifactName(id.headSha, id.planKey);
  const live = (await deps.port.findArtifacts(name)).find((a) => !a.expired);
  if (!live) return { missing: `the plan artifact ${name} of run ${runId} is gone (expired or deleted)` };
  const text = await deps.port.readArtifactFile(live.id, PLAN_FILE);
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const plan = planSchema().safeParse(json);
  return plan.success
    ? { plan: plan.data, attempt: run.attempt }
    : { missing: `the plan artifact ${name} of run ${runId} holds no readable plan` };
}
