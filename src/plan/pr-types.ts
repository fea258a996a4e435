// Shapes of the PR plan. A row is the flat JSON object one job runs.
import type { AppendedEntry, NormalizedEntry, ScenarioType } from '../gate/types.js';

export type { ScenarioType };
import type { Row } from './row.js';
export type { Row };
export const SCENARIOS: readonly ScenarioType[] = ['fixed-seq-len', 'agentic-coding'];

/** One appended changelog entry, normalised by the gate (defaults filled, nulls dropped). */
export type ChangelogEntry = NormalizedEntry;

/** An appended entry as the gate hands it over (`index` is the 1-based entry number). */
export type PlanEntry = Pick<AppendedEntry, 'index' | 'line' | 'entry'>;

/** PR modifiers from labels: `all-evals`, `evals-only`, and the legacy `sweep-enabled` trim. */
export interface Modifiers {
  allEvals: boolean;
  evalsOnly: boolean;
  trimConc: boolean;
}

export interface PlanContext {
  event: 'pull_request' | 'push' | 'workflow_dispatch';
  labels: string[];
  runId?: string;
  runAttempt?: number;
  prNumber?: number;
  /** Overrides the policy's `labels.skip-queue` label check (e.g. when the scheduler decided it). */
  skipQueue?: boolean;
}

export type FixedBucketKey = string; // `1k1k`, `8k1k`, `<isl>_<osl>` or `agentic`
export const EVAL_BUCKETS = ['evals', 'agentic_evals', 'multinode_evals', 'multinode_agentic_evals'] as const;
export type EvalBucket = (typeof EVAL_BUCKETS)[number];

/** The reference's `search-space-config`: exactly these 7 keys. */
export interface SearchSpaceConfig {
  single_node: Record<FixedBucketKey, Row[]>;
  multi_node: Record<FixedBucketKey, Row[]>;
  evals: Row[];
  agentic_evals: Row[];
  multinode_evals: Row[];
  multinode_agentic_evals: Row[];
  changelog_metadata: { base_ref: string; head_ref: string; entries: Record<string, unknown>[] };
}
