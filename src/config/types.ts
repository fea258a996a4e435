// The validated shapes of the reference's input files (spec 03 §1–§2). The zod schemas in this folder
// produce exactly these types; the planner consumes only these, never raw YAML.

export type SpecDecoding = 'mtp' | 'draft_model' | 'none';

export interface Component {
  name: string;
  version?: string;
}

/** A single-node fixed-seq-len search-space item. */
export interface SingleNodeItem {
  tp: number;
  pp?: number;
  'dcp-size'?: number;
  'pcp-size'?: number;
  ep?: number;
  'dp-attn'?: boolean;
  'spec-decoding'?: SpecDecoding;
  router?: Component;
  'conc-start'?: number;
  'conc-end'?: number;
  'conc-list'?: number[];
}

export interface Worker {
  'num-worker': number;
  tp: number;
  pp?: number;
  'dcp-size'?: number;
  'pcp-size'?: number;
  ep: number;
  'dp-attn': boolean;
  hardware?: unknown;
  'additional-settings'?: string[];
}

/** A multi-node fixed-seq-len search-space item (disaggregated, or aggregated with decode num-worker 0). */
export interface MultiNodeItem {
  'spec-decoding'?: SpecDecoding;
  router?: Component;
  'kv-p2p-transfer'?: string;
  'conc-start'?: number;
  'conc-end'?: number;
  'conc-list'?: number[];
  prefill: Worker;
  decode: Worker;
}

export type KvOffloading = 'none' | 'dram';

interface AgenticCommon {
  'kv-offloading'?: KvOffloading;
  'kv-offload-backend'?: Component;
  router?: Component;
  'kv-p2p-transfer'?: string;
  'spec-decoding'?: SpecDecoding;
  'conc-start'?: number;
  'conc-end'?: number;
  'conc-list'?: number[];
}

export interface SingleNodeAgenticItem extends AgenticCommon {
  tp: number;
  pp?: number;
  'dcp-size'?: number;
  'pcp-size'?: number;
  ep?: number;
  'dp-attn'?: boolean;
  'kv-offloading': KvOffloading;
}

export interface MultiNodeAgenticItem extends AgenticCommon {
  prefill: Worker;
  decode: Worker;
}

export interface FixedSeqLenBlock<I> {
  isl: number;
  osl: number;
  'search-space': I[];
}

export interface AgenticBlock<I> {
  'dram-utilization'?: number;
  'search-space': I[];
}

interface EntryCommon {
  image: string;
  model: string;
  'model-prefix': string;
  precision: string;
  framework: string;
  runner: string;
  disagg?: boolean;
  router?: Component;
}

export interface SingleNodeEntry extends EntryCommon {
  multinode: false;
  scenarios: {
    'fixed-seq-len'?: FixedSeqLenBlock<SingleNodeItem>[];
    'agentic-coding'?: AgenticBlock<SingleNodeAgenticItem>[];
  };
}

export interface MultiNodeEntry extends EntryCommon {
  multinode: true;
  'kv-p2p-transfer'?: string;
  scenarios: {
    'fixed-seq-len'?: FixedSeqLenBlock<MultiNodeItem>[];
    'agentic-coding'?: AgenticBlock<MultiNodeAgenticItem>[];
  };
}

export type MasterEntry = SingleNodeEntry | MultiNodeEntry;

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

export interface HardwareRecord {
  'available-cpu-dram-mib'?: number;
  'gpus-per-node': number;
}

export interface RunnersConfig {
  /** Label → runner names. */
  labels: Record<string, string[]>;
  /** `cluster:*` key (or a legacy label) → hardware facts; [N] `clusters` records are folded in here. */
  hardware: Record<string, HardwareRecord>;
}

export interface CiPriorityPolicy {
  version: 1;
  'base-score': number;
  adjustments: {
    event?: Record<string, number>;
    'multi-node'?: number;
    agentic?: number;
    'eval-only'?: number;
    precision?: Record<string, number>;
    'spec-decoding'?: Record<string, number>;
    'framework-prefix'?: Record<string, number>;
    'model-prefix'?: Record<string, number>;
  };
  labels?: {
    'skip-queue'?: { name: string };
    'checklist-complete'?: { names: string[]; adjustment: number };
    patchwork?: { names: string[]; score: number; 'waived-by'?: string[] };
  };
  [k: string]: unknown;
}
