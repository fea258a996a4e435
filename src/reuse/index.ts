// Reuse, staging and publication: the pure core the comment, push and dispatch handlers call.
export {
  parseReuseCommand,
  reuseCommandsNewestFirst,
  type PrComment,
  type ReuseCommand,
  type ReuseComment,
  type ReuseSpelling,
} from './commands.js';
export {
  fullSweepLabelNames,
  fullSweepPrimaries,
  labelsAtCreation,
  reuseBlockingLabels,
  type LabelEvent,
  type LabelEvidence,
} from './labels.js';
export {
  bilingualRefusal,
  bilingualText,
  refusalLine,
  refusalReply,
  refusalText,
  reuseText,
  reuseUiText,
  type Refusal,
  type RefusalCode,
  type ReuseUiKey,
} from './messages.js';
export {
  confirmMergedPull,
  pullForCommit,
  resolveMergedPull,
  type CommitPull,
  type MergedPull,
  type PullDetails,
  type Resolved,
} from './merged-pull.js';
export {
  CHANGELOG_METADATA_ARTIFACT,
  DEFAULT_DASHBOARD_REPO,
  INGEST_AGENTIC_EVENT,
  INGEST_EVENT,
  MAX_PAYLOAD_BYTES,
  MAX_PAYLOAD_PROPERTIES,
  STAGING_EVENT,
  ingestDispatch,
  stagingDispatch,
  type Built,
  type IngestInput,
  type RepositoryDispatch,
  type StagingInput,
} from './publish.js';
export {
  commandRefusal,
  commandReply,
  mergeFailure,
  reuseReply,
  reuseStatus,
  stagingReply,
  type Reaction,
} from './replies.js';
export {
  MERGED_RESULTS_ARTIFACT,
  rowCoverage,
  summarizePlan,
  type RowCoverage,
  type RunArtifact,
  type RunJobRef,
  type SourcePlan,
} from './results.js';
export {
  USABLE_CONCLUSIONS,
  pickStagingRun,
  validateReuseSource,
  validateStagingSource,
  type AcceptedSource,
  type AcceptedStaging,
  type PlanArtifact,
  type ReuseRequest,
  type ReuseSettings,
  type SourceEvidence,
  type SourceVerdict,
  type StagingRequest,
  type StagingVerdict,
  type SweepRun,
} from './source.js';
export {
  STAGING_COMPLETED_EVENT,
  STAGING_STARTED_EVENT,
  parseStagingCallback,
  stagedLink,
  stagingCallbackComment,
  type CallbackContext,
  type ParsedCallback,
  type StagingCallback,
} from './staging.js';
