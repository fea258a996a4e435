// The results core: the reference's result files read, produced and checked, matched to plan rows, and
// the GPU accounting of each. Pure (data in, data out); the CLI and the action read and write the files.
import type { Row } from '../plan/row.js';
import { checkGpuCounts, type GpuFinding } from './gpu-check.js';
import { matchResults, type RowResults } from './match.js';
import { readArtifacts, type ArtifactInput, type Problem } from './read.js';

export {
  checkResult,
  validateAgentic,
  AIPERF_ARTIFACTS,
  type CheckInput,
  type CheckOutcome,
} from './checks.js';
export { jobEnv } from './env.js';
export { evalTasks, taskAccuracy, type EvalTask } from './evals.js';
export { checkGpuCounts, planGpus, type GpuFinding } from './gpu-check.js';
export { processJob, processes, type JobProcessing } from './job.js';
export { matchResults, type Measured, type RowResults, type EvalMeasured, type Matched } from './match.js';
export { METRICS, metricDef, type MetricDef, type MetricKey, type Metrics } from './metrics.js';
export {
  artifactKind,
  concsOf,
  gpusFromName,
  resultFilename,
  resultFilenameStem,
  type ArtifactKind,
} from './names.js';
export { processResult, powerRequired, type JobEnv, type Processed } from './process.js';
export { readArtifacts, type ArtifactInput, type Found, type Problem, type ProblemCode } from './read.js';

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
