// Which rows of a sweep run have a result. Every benchmark job uploads `result-<row id>-<attempt>`; a
// re-run uploads again under its own attempt, so one row can have several. A row counts once, and only
// its newest attempt counts: a row re-run in attempt 2 whose re-run produced nothing has no result,
// whatever attempt 1 left behind.
import { planSchema, bucketsOf, rowIdOf } from '../dispatch/plan.js';

export interface RunArtifact {
  name: string;
  /** GitHub deletes an artifact's files when it expires; the listing keeps the name. */
  expired: boolean;
}

/** A job of any attempt; benchmark jobs are named by their row id, last in the path (`family / <row id>`). */
export interface RunJobRef {
  name: string;
  attempt: number;
}

/** The artifact the sweep's collect job writes: every row's newest result, merged. */
export const MERGED_RESULTS_ARTIFACT = 'results_bmk';

const RESULT = /^result-([0-9a-f]{16})-([1-9][0-9]*)$/;

export interface RowCoverage {
  /** Rows asked about that have an unexpired result from their newest attempt. */
  covered: number;
  /** Rows without one, in the order asked. */
  missing: string[];
}

/** Row results of a run: for every row id asked about, a result from its newest attempt or not. */
export function rowCoverage(
  rowIds: readonly string[],
  artifacts: readonly RunArtifact[],
  jobs: readonly RunJobRef[] = [],
): RowCoverage {
  const results = new Map<string, Map<number, boolean>>();
  const newest = new Map<string, number>();
  const bump = (row: string, attempt: number) => newest.set(row, Math.max(newest.get(row) ?? 0, attempt));
  for (const a of artifacts) {
    const m = RESULT.exec(a.name);
    if (!m) continue;
    const attempt = Number(m[2]);
    const byAttempt = results.get(m[1]!) ?? new Map<number, boolean>();
    // Two listings of the same artifact: it is usable if any copy is.
    byAttempt.set(attempt, (byAttempt.get(attempt) ?? false) || !a.expired);
    results.set(m[1]!, byAttempt);
    bump(m[1]!, attempt);
  }
  for (const j of jobs) {
    const row = j.name.split(' / ').at(-1)!.trim();
    if (/^[0-9a-f]{16}$/.test(row) && Number.isSafeInteger(j.attempt) && j.attempt > 0) bump(row, j.attempt);
  }
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const row of rowIds) {
    if (seen.has(row)) continue;
    seen.add(row);
    const n = newest.get(row);
    if (n === undefined || !results.get(row)?.get(n)) missing.push(row);
  }
  return { covered: seen.size - missing.length, missing };
}

export interface SourcePlan {
  /** Every row id of the plan, in plan order, each once. */
  rowIds: string[];
  /** The plan carries its changelog metadata (the entries it was planned from). */
  changelogMetadata: boolean;
  /** The plan has agentic rows (throughput or evals). */
  agentic: boolean;
}

/** What validation needs from a plan artifact's JSON; undefined when it is not a plan. */
export function summarizePlan(json: unknown): SourcePlan | undefined {
  const parsed = planSchema().safeParse(json);
  if (!parsed.success) return undefined;
  const rowIds: string[] = [];
  const seen = new Set<string>();
  let agentic = false;
  for (const b of bucketsOf(parsed.data)) {
    const isAgentic = b.bucket.includes('agentic');
    for (const r of b.rows) {
      const id = rowIdOf(r);
      if (!seen.has(id)) rowIds.push(id);
      seen.add(id);
      agentic ||= isAgentic || r['scenario-type'] === 'agentic-coding';
    }
  }
  const meta = parsed.data.changelog_metadata as { entries?: unknown } | undefined;
  return { rowIds, changelogMetadata: Array.isArray(meta?.entries), agentic };
}
