// A sweep run's artifacts read and matched to its plan's rows, with the GPU accounting checked. Pure.
import type { Row } from '../plan/row.js';
import { checkGpuCounts, type GpuFinding } from './gpu-check.js';
import { matchResults, type RowResults } from './match.js';
import { readArtifacts, type ArtifactInput, type Found, type Problem } from './read.js';
import { rowsFromResults } from './rows.js';

export interface SweepResults {
  /** Every plan row, in plan order, with what it produced. */
  rows: RowResults[];
  /** Files that could not be read or matched. */
  problems: Problem[];
  /** Results divided by a GPU count other than the plan's. */
  gpuFindings: GpuFinding[];
}

/** A sweep run's artifacts read and matched to its plan's rows, with the GPU accounting checked. */
export function sweepResults(rows: readonly Row[], artifacts: readonly ArtifactInput[]): SweepResults {
  const read = readArtifacts(artifacts);
  const matched = matchResults(rows, read.found);
  return {
    rows: matched.rows,
    problems: [...read.problems, ...matched.problems],
    gpuFindings: checkGpuCounts(matched.rows),
  };
}

/**
 * Without the plan: the rows are the ones the results describe, so a result belongs to the row of its
 * content, not to the plan row its generic artifact names; the generic artifacts' markers (row id and
 * attempt, nothing measured) have no row to belong to, so they are left out rather than reported.
 */
export function unplannedResults(artifacts: readonly ArtifactInput[]): SweepResults {
  const read = readArtifacts(artifacts);
  const found = read.found
    .filter((f) => f.kind !== 'marker')
    .map((f): Found => {
      if (f.kind === 'raw') return f;
      const { rowId: _planned, ...rest } = f;
      return rest;
    });
  const matched = matchResults(rowsFromResults(found), found);
  return {
    rows: matched.rows,
    problems: [...read.problems, ...matched.problems],
    gpuFindings: checkGpuCounts(matched.rows),
  };
}
