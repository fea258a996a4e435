// Size bounds on what a master config may ask for. A PR edits these files, so every number it can write
// is bounded: a typo like `conc-end: 1000000000` or `tp: 80000` is a validation error with the bound in
// its message, never millions of planned rows or a job no cluster can hold. The bounds are far above
// anything the reference uses (largest today: a 48-GPU decode stage, concurrency 16384, 26 workers,
// 19 concurrencies in one list), so they only catch mistakes.

export const CONFIG_LIMITS = {
  /** tp, ep, pp, dcp-size, pcp-size of one stage, and its GPUs tp·pp·pcp: more than any one job gets. */
  maxStageGpus: 1024,
  /** num-worker of one role and num-nodes of an aggregated item. */
  maxWorkers: 1024,
  maxNodes: 1024,
  /** Any single concurrency value (conc-start, conc-end, conc-list entries). */
  maxConc: 1_048_576,
  /** Entries of one conc-list. */
  maxConcList: 256,
  /** Rows one search-space item may expand to (concurrencies × runner values). */
  maxRowsPerItem: 4096,
  /** isl and osl, in tokens. */
  maxSeqLen: 16_777_216,
} as const;
