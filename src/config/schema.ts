// zod schemas for the reference's input files. Structure and types only: every
// object is strict (unknown fields are rejected at every level) and every number is a strict integer
// where the reference declares one, so `tp: "8"` is an error here (the reference lax-coerces it).
// Cross-field rules live in `rules.ts`; the messages are the reference's texts.
import type * as Z from 'zod';
import { zod } from '../zod/lib.js';
import { CONFIG_LIMITS } from './limits.js';
import { bool, int, list, nonEmptyStr, obj, once, posInt, says, str, type Raw } from './primitives.js';

export { bool, int, list, nonEmptyStr, obj, posInt, str };

/** `multinode`/`disagg` pinned to one value: pydantic's "Input should be False" for the other one. */
const pinned = <V extends boolean>(v: V) =>
  zod().literal(v, {
    error: (iss: Raw) =>
      iss.input === undefined
        ? 'Field required'
        : typeof iss.input !== 'boolean'
          ? 'Input should be a valid boolean'
          : `Input should be ${v ? 'True' : 'False'}`,
  });

// Every schema here is built on first use (`once`, or a function building a fresh one): a run whose
// entries all pass the generated predicates (accepts.generated.ts) builds none of them.
export const specDecoding = once(() =>
  zod().enum(['mtp', 'draft_model', 'none'], {
    error: says("Input should be 'mtp', 'draft_model' or 'none'"),
  }),
);
export const kvOffloading = once(() =>
  zod().enum(['none', 'dram'], { error: says("Input should be 'none' or 'dram'") }),
);

/** `router`: both name and version non-empty (refusing an `image:` prefix is a rule). */
export const router = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr() }));
/** `kv-offload-backend`: version optional. */
export const backend = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() }));

/** An int in [1, max]: the reference's "greater than 0", then the product's bound. */
const bounded = (max: number) => posInt().max(max, { error: `Input should be less than or equal to ${max}` });
/** A concurrency value: > 0 is a rule with the reference's message; the upper bound is the product's. */
const concValue = () =>
  int().max(CONFIG_LIMITS.maxConc, {
    error: `Input should be less than or equal to ${CONFIG_LIMITS.maxConc}`,
  });

/** Concurrency fields; their combination rules are in `rules.ts`. */
const conc = () => ({
  'conc-start': concValue().optional(),
  'conc-end': concValue().optional(),
  'conc-list': list(concValue())
    .max(CONFIG_LIMITS.maxConcList, {
      error: `List should have at most ${CONFIG_LIMITS.maxConcList} items after validation`,
    })
    .optional(),
});

const stage = () => bounded(CONFIG_LIMITS.maxStageGpus);
const parallelism = () => ({
  pp: stage().optional(),
  'dcp-size': stage().optional(),
  'pcp-size': stage().optional(),
});

/** A recipe reference `<file>[:<selector>]` (newer format); a rule checks its form, with a positioned fix. */
const recipe = () => nonEmptyStr();

export const worker = once(() =>
  obj({
    'num-worker': int()
      .min(0, { error: 'Input should be greater than or equal to 0' })
      .max(CONFIG_LIMITS.maxWorkers, {
        error: `Input should be less than or equal to ${CONFIG_LIMITS.maxWorkers}`,
      }),
    tp: stage(),
    ...parallelism(),
    ep: stage(),
    'dp-attn': bool(),
    hardware: zod().unknown().optional(),
    'additional-settings': list(str()).optional(),
  }),
);

export const singleNodeItem = once(() =>
  obj({
    tp: stage(),
    ...parallelism(),
    ep: stage().optional(),
    'dp-attn': bool().optional(),
    'spec-decoding': specDecoding().optional(),
    router: router().optional(),
    'srt-recipe': recipe().optional(),
    'require-power': bool().optional(),
    ...conc(),
  }),
);

/** Fields every multi-node item may carry, whatever its worker shape. */
const multiNodeCommon = () => ({
  'spec-decoding': specDecoding().optional(),
  router: router().optional(),
  'kv-p2p-transfer': nonEmptyStr().optional(),
  'srt-recipe': recipe().optional(),
  'eval-srt-recipe': recipe().optional(),
  'require-power': bool().optional(),
  power: bool().optional(),
  ...conc(),
});

/** The newer aggregated shape: one worker pool on `num-nodes` nodes (expanded as prefill + 0 decode). */
const aggregate = () => ({ worker: worker(), 'num-nodes': bounded(CONFIG_LIMITS.maxNodes) });

/** A disaggregated (or older-style aggregated, decode num-worker 0) multi-node fixed-seq-len item. */
export const multiNodeItem = once(() => obj({ ...multiNodeCommon(), prefill: worker(), decode: worker() }));
/** A newer-style aggregated multi-node fixed-seq-len item (`worker` + `num-nodes`). */
export const multiNodeAggItem = once(() => obj({ ...multiNodeCommon(), ...aggregate() }));

const agenticCommon = () => ({
  'kv-offload-backend': backend().optional(),
  router: router().optional(),
  'kv-p2p-transfer': nonEmptyStr().optional(),
  'spec-decoding': specDecoding().optional(),
  'require-power': bool().optional(),
  ...conc(),
});

/** `kv-offloading` is required here, but with the agentic rule's message, so the schema lets it be absent. */
export const singleNodeAgenticItem = once(() =>
  obj({
    tp: stage(),
    ...parallelism(),
    ep: stage().optional(),
    'dp-attn': bool().optional(),
    'kv-offloading': kvOffloading().optional(),
    'srt-recipe': recipe().optional(),
    ...agenticCommon(),
  }),
);

const multiNodeAgenticCommon = () => ({
  'kv-offloading': kvOffloading().optional(),
  'srt-recipe': recipe().optional(),
  'eval-srt-recipe': recipe().optional(),
  power: bool().optional(),
  ...agenticCommon(),
});

export const multiNodeAgenticItem = once(() =>
  obj({ ...multiNodeAgenticCommon(), prefill: worker(), decode: worker() }),
);
export const multiNodeAgenticAggItem = once(() => obj({ ...multiNodeAgenticCommon(), ...aggregate() }));

const seqLen = () => bounded(CONFIG_LIMITS.maxSeqLen);
const dramUtilization = () =>
  zod()
    .number({ error: says('Input should be a valid number') })
    .gt(0, { error: 'Input should be greater than 0' })
    .lte(1, { error: 'Input should be less than or equal to 1' });

/** Block heads: items are validated one by one (their schema depends on the item's shape). */
export const fixedSeqLenBlock = once(() =>
  obj({ isl: seqLen(), osl: seqLen(), 'search-space': list(zod().unknown()) }),
);
export const agenticBlock = once(() =>
  obj({
    'dram-utilization': dramUtilization().optional(),
    'search-space': list(zod().unknown()),
  }),
);

const scenarios = () =>
  obj({
    'fixed-seq-len': list(zod().unknown()).optional(),
    'agentic-coding': list(zod().unknown()).optional(),
  });

const entryCommon = () => ({
  image: str(),
  model: str(),
  'model-prefix': str(),
  precision: str(),
  framework: str(),
  runner: str(),
  router: router().optional(),
  // On single-node entries this is refused by a rule with its own message, so both heads accept it.
  'kv-p2p-transfer': nonEmptyStr().optional(),
  /**
   * The recipe directory (newer format) under benchmarks/<single|multi>_node/srt-slurm-recipes/ for the
   * items' srt-recipe.
   */
  'srt-recipe-dir': nonEmptyStr().optional(),
  scenarios: scenarios(),
});

export const singleNodeEntryHead = once(() =>
  obj({
    ...entryCommon(),
    multinode: pinned(false),
    disagg: pinned(false).optional(),
  }),
);

export const multiNodeEntryHead = once(() =>
  obj({
    ...entryCommon(),
    multinode: pinned(true),
    disagg: bool().optional(),
  }),
);

// The whole-entry shapes, item schemas in place. Validation goes block by block and item by item (an
// item's schema depends on its shape, and one bad item must not hide the others); these exist so the
// planner's types are inferred from the same schemas and cannot drift from them. Only the type checker
// builds them: nothing validates against them, so no run pays for their construction.
const fixedBlockOf = <I extends Z.ZodType>(item: I) =>
  obj({ isl: seqLen(), osl: seqLen(), 'search-space': list(item) });
const agenticBlockOf = <I extends Z.ZodType>(item: I) =>
  obj({ 'dram-utilization': dramUtilization().optional(), 'search-space': list(item) });

const _wholeEntries = () => ({
  singleNodeEntry: singleNodeEntryHead().extend({
    scenarios: obj({
      'fixed-seq-len': list(fixedBlockOf(singleNodeItem())).optional(),
      'agentic-coding': list(agenticBlockOf(singleNodeAgenticItem())).optional(),
    }),
  }),
  multiNodeEntry: multiNodeEntryHead().extend({
    scenarios: obj({
      'fixed-seq-len': list(fixedBlockOf(zod().union([multiNodeItem(), multiNodeAggItem()]))).optional(),
      'agentic-coding': list(
        agenticBlockOf(zod().union([multiNodeAgenticItem(), multiNodeAgenticAggItem()])),
      ).optional(),
    }),
  }),
});
export type WholeEntrySchemas = ReturnType<typeof _wholeEntries>;

/** Fields the generator derives; writing them in YAML is its own error, not a plain unknown field. */
export const DERIVED_FIELDS: Readonly<Record<string, string>> = {
  'total-cpu-dram-gb': 'it is computed from runners.yaml hardware and dram-utilization',
  'gpus-per-node': 'it comes from the runner hardware in runners.yaml',
  duration: 'the agentic duration is fixed at 3600 s',
  'trace-source': 'the agentic trace source is fixed by the benchmark',
};

// ---------- configs/ci-priority.yaml ----------

const num = () => zod().number({ error: says('Input should be a valid number') });
const weights = () =>
  zod().record(zod().string(), num(), { error: says('Input should be a valid dictionary') });

export const ciPriority = once(() =>
  obj({
    version: zod().literal(1, { error: says('Input should be 1') }),
    'base-score': num(),
    adjustments: obj({
      event: weights().optional(),
      'multi-node': num().optional(),
      agentic: num().optional(),
      'eval-only': num().optional(),
      // Newer policies: added once per node beyond the first, so smaller allocations run first within a class.
      'additional-node': num().optional(),
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
  }),
);

/** Field names a strict object at this schema position knows (for "did you mean" fixes). */
export function knownKeys(schema: Z.ZodType, path: readonly PropertyKey[]): string[] {
  let s: Z.ZodType | undefined = schema;
  for (const k of [...path, undefined]) {
    // unwrap optional/array/record until an object or the path ends
    for (;;) {
      if (!s) return [];
      if (s instanceof zod().ZodOptional) s = s.unwrap() as Z.ZodType;
      else break;
    }
    if (k === undefined) break;
    if (s instanceof zod().ZodObject) s = (s.shape as Record<string, Z.ZodType>)[String(k)];
    else if (s instanceof zod().ZodArray) s = s.element as Z.ZodType;
    else if (s instanceof zod().ZodRecord) s = s.valueType as Z.ZodType;
    else return [];
  }
  return s instanceof zod().ZodObject ? Object.keys(s.shape) : [];
}
