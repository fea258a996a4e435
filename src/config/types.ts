// The validated shapes of the reference's input files, inferred from the zod schemas
// that validate them, so the planner's types cannot drift from what the loader accepts. The planner
// consumes only these, never raw YAML.
import type * as z from 'zod';
import type { ClusterRecord, hardwareRecord } from './runners-schema.js';
import type * as s from './schema.js';

export type SpecDecoding = z.infer<ReturnType<typeof s.specDecoding>>;
export type KvOffloading = z.infer<ReturnType<typeof s.kvOffloading>>;
/** `router` / `kv-offload-backend`: a name and (for the backend, optionally) a version. */
export type Component = z.infer<ReturnType<typeof s.backend>>;

export type Worker = z.infer<ReturnType<typeof s.worker>>;
/** A single-node fixed-seq-len search-space item. */
export type SingleNodeItem = z.infer<ReturnType<typeof s.singleNodeItem>>;
/** A multi-node fixed-seq-len item with prefill and decode workers (aggregated, older spelling: decode 0). */
export type DisaggItem = z.infer<ReturnType<typeof s.multiNodeItem>>;
/** A newer-spelling aggregated multi-node fixed-seq-len item: one `worker` pool on `num-nodes` nodes. */
export type AggregateItem = z.infer<ReturnType<typeof s.multiNodeAggItem>>;
export type MultiNodeItem = DisaggItem | AggregateItem;
export type SingleNodeAgenticItem = z.infer<ReturnType<typeof s.singleNodeAgenticItem>>;
export type MultiNodeAgenticItem =
  z.infer<ReturnType<typeof s.multiNodeAgenticItem>> | z.infer<ReturnType<typeof s.multiNodeAgenticAggItem>>;

export type SingleNodeEntry = z.infer<s.WholeEntrySchemas['singleNodeEntry']>;
export type MultiNodeEntry = z.infer<s.WholeEntrySchemas['multiNodeEntry']>;
export type MasterEntry = SingleNodeEntry | MultiNodeEntry;

/** A scenario block whose items have the type `I` (the schema validates each item by its own shape). */
export type FixedSeqLenBlock<I> = Omit<z.infer<ReturnType<typeof s.fixedSeqLenBlock>>, 'search-space'> & {
  'search-space': I[];
};
export type AgenticBlock<I> = Omit<z.infer<ReturnType<typeof s.agenticBlock>>, 'search-space'> & {
  'search-space': I[];
};

/** Config key → entry, in file order (amd first, then nvidia). Map keeps the order explicit. */
export interface MasterConfigs {
  entries: Map<string, MasterEntry>;
  /** Which file each key came from (for messages). */
  sourceOf: Map<string, string>;
  /** Optional, set by the loader: position of `<key>.<path>` in its file, for positioned messages. */
  locate?: (
    key: string,
    path: readonly (string | number)[],
  ) => { file: string; line: number; col: number } | undefined;
}

/** GPUs per node and host DRAM of a runner label: an older `hardware` record or a newer cluster record's. */
export type HardwareRecord = Omit<z.infer<ReturnType<typeof hardwareRecord>>, 'available-cpu-dram-mib'> &
  Partial<Pick<z.infer<ReturnType<typeof hardwareRecord>>, 'available-cpu-dram-mib'>>;

export interface RunnersConfig {
  /** Label → runner names. */
  labels: Record<string, string[]>;
  /**
   * Label → hardware facts: older `hardware` records as given, newer `clusters` records under
   * `cluster:<id>`, and broad labels whose runners' clusters agree (they inherit them).
   */
  hardware: Record<string, HardwareRecord>;
  /** The newer `clusters:<id>` records as validated (lanes read their launch facts). */
  clusters?: Record<string, ClusterRecord>;
}

export type CiPriorityPolicy = z.infer<ReturnType<typeof s.ciPriority>>;
