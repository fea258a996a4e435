// The results core: the reference's result files read, produced and checked, matched to plan rows, and
// the GPU accounting of each. Pure (data in, data out); the CLI and the action read and write the files.

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

export { sweepResults, unplannedResults, type SweepResults } from './sweep.js';
export { planRows, rowsFromResults } from './rows.js';
export {
  compareResults,
  defaultGroup,
  DEFAULT_SAMPLES,
  type Comparison,
  type CompareOptions,
  type Group,
  type PointComparison,
  type RowStatus,
  type RowState,
  type EvalRow,
} from './compare.js';
export {
  baselineFor,
  emptyBaseline,
  rowBaseline,
  runBaseline,
  type BaselineIndex,
  type BaselineKind,
  type Sample,
} from './baseline.js';
export {
  appendRecords,
  curvePath,
  parseCurveFile,
  publishRecords,
  publishedBaseline,
  DEFAULT_DATA_BRANCH,
  type PublishedRecord,
  type PublishMeta,
} from './published.js';
export { BASELINE_SQL, pgParams, pgSamples, pgHardware } from './postgres.js';
export {
  DEFAULT_THRESHOLDS,
  HEADLINE,
  MIN_SAMPLES,
  metricVerdict,
  pointVerdict,
  type MetricVerdict,
  type PointVerdict,
  type Thresholds,
  type Verdict,
} from './verdict.js';
