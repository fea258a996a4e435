// zod schemas for the reference's input files (spec 03 §1–§2, 03 §9). Structure and types only: every
// object is strict (unknown fields are rejected at every level) and every number is a strict integer
// where the reference declares one, so `tp: "8"` is an error here (the reference lax-coerces it).
// Cross-field rules live in `rules.ts`; the messages are the reference's texts (03 §7).
import * as z from 'zod';

type Raw = { code: string; input?: unknown };

/** "Field required" when the key is absent, else `text`: pydantic's wording for both cases. */
const says =
  (text: string) =>
  (iss: Raw): string =>
    iss.code === 'invalid_type' && iss.input === undefined ? 'Field required' : text;

export const int = () => z.int({ error: says('Input should be a valid integer') });
/** strict int > 0 (pp, dcp-size, pcp-size, tp, isl, osl, …). */
export const posInt = () => int().min(1, { error: 'Input should be greater than 0' });
export const str = () => z.string({ error: says('Input should be a valid string') });
export const nonEmptyStr = () => str().min(1, { error: 'String should have at least 1 character' });
export const bool = () => z.boolean({ error: says('Input should be a valid boolean') });
export const list = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: says('Input should be a valid list') });
export const obj = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, { error: says('Input should be a valid dictionary') });

/** `multinode`/`disagg` pinned to one value: pydantic's "Input should be False" (VM-7) for the other one. */
const pinned = <V extends boolean>(v: V) =>
  z.literal(v, {
    error: (iss: Raw) =>
      iss.input === undefined
        ? 'Field required'
        : typeof iss.input !== 'boolean'
          ? 'Input should be a valid boolean'
          : `Input should be ${v ? 'True' : 'False'}`,
  });

export const specDecoding = z.enum(['mtp', 'draft_model', 'none'], {
  error: says("Input should be 'mtp', 'draft_model' or 'none'"),
});
export const kvOffloading = z.enum(['none', 'dram'], { error: says("Input should be 'none' or 'dram'") });

/** `router`: both name and version non-empty (VA-8, the `image:` prefix, is a rule). */
export const router = obj({ name: nonEmptyStr(), version: nonEmptyStr() });
/** `kv-offload-backend`: version optional. */
export const backend = obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() });

/** Concurrency fields; their combination rules are VC-1..VC-5 in `rules.ts`. */
const conc = {
  'conc-start': int().optional(),
  'conc-end': int().optional(),
  'conc-list': list(int()).optional(),
};

const parallelism = {
  pp: posInt().optional(),
  'dcp-size': posInt().optional(),
  'pcp-size': posInt().optional(),
};

export const worker = obj({
  'num-worker': int().min(0, { error: 'Input should be greater than or equal to 0' }),
  tp: posInt(),
  ...parallelism,
  ep: int(),
  'dp-attn': bool(),
  hardware: z.unknown().optional(),
  'additional-settings': list(str()).optional(),
});

export const singleNodeItem = obj({
  tp: posInt(),
  ...parallelism,
  ep: int().optional(),
  'dp-attn': bool().optional(),
  'spec-decoding': specDecoding.optional(),
  router: router.optional(),
  ...conc,
});

export const multiNodeItem = obj({
  'spec-decoding': specDecoding.optional(),
  router: router.optional(),
  'kv-p2p-transfer': nonEmptyStr().optional(),
  ...conc,
  prefill: worker,
  decode: worker,
});

const agenticCommon = {
  'kv-offload-backend': backend.optional(),
  router: router.optional(),
  'kv-p2p-transfer': nonEmptyStr().optional(),
  'spec-decoding': specDecoding.optional(),
  ...conc,
};

/** `kv-offloading` is required here, but by VA-2's message, so the schema lets it be absent. */
export const singleNodeAgenticItem = obj({
  tp: posInt(),
  ...parallelism,
  ep: int().optional(),
  'dp-attn': bool().optional(),
  'kv-offloading': kvOffloading.optional(),
  ...agenticCommon,
});

export const multiNodeAgenticItem = obj({
  'kv-offloading': kvOffloading.optional(),
  ...agenticCommon,
  prefill: worker,
  decode: worker,
});

/** Block heads: items are validated one by one (their schema depends on the item's shape). */
export const fixedSeqLenBlock = obj({ isl: posInt(), osl: posInt(), 'search-space': list(z.unknown()) });
export const agenticBlock = obj({
  'dram-utilization': z
    .number({ error: says('Input should be a valid number') })
    .gt(0, { error: 'Input should be greater than 0' })
    .lte(1, { error: 'Input should be less than or equal to 1' })
    .optional(),
  'search-space': list(z.unknown()),
});

const scenarios = obj({
  'fixed-seq-len': list(z.unknown()).optional(),
  'agentic-coding': list(z.unknown()).optional(),
});

const entryCommon = {
  image: str(),
  model: str(),
  'model-prefix': str(),
  precision: str(),
  framework: str(),
  runner: str(),
  router: router.optional(),
  // On single-node entries this is VM-5, a rule with its own message, so both heads accept it.
  'kv-p2p-transfer': nonEmptyStr().optional(),
  scenarios,
};

export const singleNodeEntryHead = obj({
  ...entryCommon,
  multinode: pinned(false),
  disagg: pinned(false).optional(),
});

export const multiNodeEntryHead = obj({
  ...entryCommon,
  multinode: pinned(true),
  disagg: bool().optional(),
});

/** Fields the generator derives; writing them in YAML is VP-6, not a plain unknown field. */
export const DERIVED_FIELDS: Readonly<Record<string, string>> = {
  'total-cpu-dram-gb': 'it is computed from runners.yaml hardware and dram-utilization',
  'gpus-per-node': 'it comes from the runner hardware in configs/runners.yaml',
  duration: 'the agentic duration is fixed at 3600 s',
  'trace-source': 'the agentic trace source is fixed by the benchmark',
};

// ---------- configs/runners.yaml ----------

export const hardwareRecord = obj({
  'available-cpu-dram-mib': posInt(),
  'gpus-per-node': posInt(),
});

/** [N] `clusters:<id>` record; only `gpus-per-node` and the DRAM size are read, the rest is kept opaque. */
export const clusterRecord = obj({
  'gpus-per-node': posInt(),
  'available-cpu-dram-mib': posInt().optional(),
  arch: str().optional(),
  env: z.unknown().optional(),
  models: z.unknown().optional(),
  scheduler: z.unknown().optional(),
});

/** Top level of runners.yaml; `labels` itself is checked by VR-2/VR-3 with the reference's messages. */
export const runnersFile = obj({
  labels: z.unknown().optional(),
  hardware: z
    .record(z.string(), hardwareRecord, { error: says('Input should be a valid dictionary') })
    .optional(),
  clusters: z
    .record(z.string(), clusterRecord, { error: says('Input should be a valid dictionary') })
    .optional(),
});

// ---------- configs/ci-priority.yaml ----------

const num = () => z.number({ error: says('Input should be a valid number') });
const weights = () => z.record(z.string(), num(), { error: says('Input should be a valid dictionary') });

export const ciPriority = obj({
  version: z.literal(1, { error: says('Input should be 1') }),
  'base-score': num(),
  adjustments: obj({
    event: weights().optional(),
    'multi-node': num().optional(),
    agentic: num().optional(),
    'eval-only': num().optional(),
    precision: weights().optional(),
    'spec-decoding': weights().optional(),
    'framework-prefix': weights().optional(),
    'model-prefix': weights().optional(),
  }),
  labels: obj({
    'skip-queue': obj({ name: nonEmptyStr() }).optional(),
    'checklist-complete': obj({ names: list(nonEmptyStr()), adjustment: num() }).optional(),
    patchwork: obj({
      names: list(nonEmptyStr()),
      score: num(),
      'waived-by': list(nonEmptyStr()).optional(),
    }).optional(),
  }).optional(),
});

/** Field names a strict object at this schema position knows (for "did you mean" fixes). */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let s: z.ZodType | undefined = schema;
  for (const k of [...path, undefined]) {
    // unwrap optional/array/record until an object or the path ends
    for (;;) {
      if (!s) return [];
      if (s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
      else break;
    }
    if (k === undefined) break;
    if (s instanceof z.ZodObject) s = (s.shape as Record<string, z.ZodType>)[String(k)];
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else if (s instanceof z.ZodRecord) s = s.valueType as z.ZodType;
    else return [];
  }
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}
