// The generator's constants (spec 03 §4–§5), in one table so a future policy version can replace them
// without touching the engine.

export const GENERATOR_POLICY = {
  /** `max-model-len = isl + osl + pad`. */
  maxModelLenPad: 256,
  /** Evals consider only concurrencies at or above this. */
  minEvalConc: 16,
  /** Evals run on this fixed-seq-len pair only. */
  evalSeqLen: { isl: 8192, osl: 1024 },
  /** Agentic runs last this long (seconds). */
  agenticDuration: 3600,
  /** DRAM budget cap, MiB. */
  dramCapMib: 2_861_022,
  /** Default concurrency grid multiplier. */
  defaultStep: 2,
  /** Used when no hardware record gives a node width (documented default). */
  defaultGpusPerNode: 8,
  /** v2: the eval every eval row runs unless a vendor suite replaces it (GSM8K through lm-eval). */
  defaultEval: { framework: 'lm-eval', suite: '' },
  /** v2: models whose agentic rows run their vendor's suite at every concurrency. */
  vendorEvals: {
    kimik3: { framework: 'kimi-vendor', suite: 'kimi_tool_call_schema_full' },
    minimaxm3: { framework: 'minimax-vendor', suite: 'minimax_m3_full' },
  },
  /** Named (isl, osl) pairs; any other pair is `<isl>_<osl>`. */
  seqLenNames: [
    { isl: 1024, osl: 1024, name: '1k1k' },
    { isl: 8192, osl: 1024, name: '8k1k' },
  ],
} as const;

/** The name in `exp-name` and the fixed-seq-len bucket key (03 §8.2). */
export function seqLenName(isl: unknown, osl: unknown): string {
  const named = GENERATOR_POLICY.seqLenNames.find((s) => s.isl === isl && s.osl === osl);
  return named ? named.name : `${String(isl)}_${String(osl)}`;
}

export const isEvalSeqLen = (isl: unknown, osl: unknown): boolean =>
  isl === GENERATOR_POLICY.evalSeqLen.isl && osl === GENERATOR_POLICY.evalSeqLen.osl;
