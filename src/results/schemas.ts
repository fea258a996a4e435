// The reference's result files as schemas: the raw benchmark result, the per-job aggregate `agg_<RF>.json`,
// the AgentX (agentic-coding) aggregate, the eval files, AIPerf's summary and the product's own result
// marker. Strict where the reference's own tools are (a key they read must have the type they read it
// as), tolerant of keys they never read (kept, not refused), so a newer producer does not break reading.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

const STATS = ['mean', 'median', 'std', 'p90', 'p99', 'p99.9'] as const;
const LATENCIES = ['ttft', 'tpot', 'itl', 'e2el'] as const;

/** The 24 latency keys of an aggregate (seconds) and the 6 interactivity keys, in no particular order. */
export const AGG_LATENCY_KEYS: readonly string[] = LATENCIES.flatMap((m) => STATS.map((s) => `${s}_${m}`));
export const AGG_INTVTY_KEYS: readonly string[] = STATS.map((s) => `${s}_intvty`);

/**
 * `<RESULT_FILENAME>.json` of the benchmark client (and srt-slurm's `results_concurrency_*.json`, which the
 * reference reads with the same keys). The reference's processing reads `max_concurrency`, `model_id`,
 * both throughputs and every key ending in `ms` (as a float); the rest is carried.
 */
export const rawResultSchema = once(() => {
  const z = zod();
  return z
    .object({
      date: z.string().optional(),
      backend: z.string().optional(),
      model_id: z.string(),
      tokenizer_id: z.string().optional(),
      best_of: z.int().optional(),
      num_prompts: z.int().nonnegative().optional(),
      request_rate: z.union([z.literal('inf'), z.number()]).optional(),
      burstiness: z.number().optional(),
      max_concurrency: z.number().positive(),
      duration: z.number().nonnegative().optional(),
      benchmark_start_time_unix: z.number().optional(),
      benchmark_end_time_unix: z.number().optional(),
      completed: z.int().nonnegative().optional(),
      total_input_tokens: z.int().nonnegative().optional(),
      total_output_tokens: z.int().nonnegative().optional(),
      request_throughput: z.number().nonnegative().optional(),
      // The key really ends in a colon (a typo the reference inherited); null unless goodput was asked for.
      'request_goodput:': z.number().nullable().optional(),
      output_throughput: z.number().nonnegative(),
      total_token_throughput: z.number().nonnegative(),
      input_lens: z.array(z.int()).optional(),
      output_lens: z.array(z.int()).optional(),
    })
    .loose()
    .superRefine((raw, ctx) => {
      // Every `…ms` key is divided by 1000 and every `…tpot…` key inverted: each must be a finite number.
      for (const [k, v] of Object.entries(raw)) {
        if (!k.endsWith('ms') && !k.includes('tpot')) continue;
        if (typeof v !== 'number' || !Number.isFinite(v))
          ctx.addIssue({ code: 'custom', path: [k], message: 'must be a finite number' });
      }
    });
});
export type RawResult = Z.infer<ReturnType<typeof rawResultSchema>>;

const componentSchema = once(() => {
  const z = zod();
  return z.object({ name: z.string().min(1), version: z.string().min(1) }).loose();
});

/** Power keys the reference patches into an aggregate (values only when `power_valid` is 1). */
const powerShape = () => {
  const z = zod();
  const n = () => z.number().optional();
  return {
    power_metric_schema_version: z.int().optional(),
    power_valid: z.union([z.literal(0), z.literal(1)]).optional(),
    avg_power_w: n(),
    avg_total_gpu_power_w: n(),
    total_gpu_energy_j: n(),
    joules_per_successful_query: n(),
    joules_per_input_token: n(),
    joules_per_output_token: n(),
    joules_per_total_token: n(),
  };
};

const commonAggShape = () => {
  const z = zod();
  const latency = Object.fromEntries(
    [...AGG_LATENCY_KEYS, ...AGG_INTVTY_KEYS].map((k) => [k, z.number().optional()]),
  );
  return {
    hw: z.string().min(1),
    conc: z.int().positive(),
    image: z.string(),
    model: z.string(),
    infmax_model_prefix: z.string().min(1),
    framework: z.string().min(1),
    precision: z.string().min(1),
    spec_decoding: z.string(),
    disagg: z.boolean(),
    // Older aggregates have no fingerprint; today's always carry one ("" when the row had none).
    recipe_fingerprint: z.string().optional(),
    isl: z.int().nonnegative(),
    osl: z.int().nonnegative(),
    router: componentSchema().optional(),
    kv_p2p_transfer: z.string().optional(),
    tput_per_gpu: z.number(),
    output_tput_per_gpu: z.number(),
    input_tput_per_gpu: z.number(),
    ...latency,
    ...powerShape(),
  };
};

/** `agg_<RESULT_FILENAME>.json`: single-node and multi-node (`is_multinode` tells which). */
export const aggResultSchema = once(() => {
  const z = zod();
  const positive = () => z.int().positive();
  const single = z
    .object({
      ...commonAggShape(),
      is_multinode: z.literal(false),
      tp: positive(),
      pp: positive().optional(),
      dcp_size: positive().optional(),
      pcp_size: positive().optional(),
      ep: z.int().nonnegative(),
      dp_attention: z.string(),
    })
    .loose();
  const role = (r: 'prefill' | 'decode') => ({
    [`${r}_tp`]: z.int().nonnegative(),
    [`${r}_pp`]: positive().optional(),
    [`${r}_dcp_size`]: positive().optional(),
    [`${r}_pcp_size`]: positive().optional(),
    [`${r}_ep`]: z.int().nonnegative(),
    [`${r}_dp_attention`]: z.string(),
    [`${r}_num_workers`]: z.int().nonnegative(),
  });
  const multi = z
    .object({
      ...commonAggShape(),
      is_multinode: z.literal(true),
      ...role('prefill'),
      ...role('decode'),
      num_prefill_gpu: positive(),
      num_decode_gpu: z.int().nonnegative(),
      prefill_hw: z.string().optional(),
      decode_hw: z.string().optional(),
    })
    .loose();
  return { single, multi };
});

/** The aggregate schema of a file: `is_multinode` chooses, so a problem names the fields of that kind. */
export const aggSchemaFor = (json: unknown) =>
  (json as { is_multinode?: unknown } | null)?.is_multinode === true
    ? aggResultSchema().multi
    : aggResultSchema().single;

export interface AggCommon {
  hw: string;
  conc: number;
  image: string;
  model: string;
  infmax_model_prefix: string;
  framework: string;
  precision: string;
  spec_decoding: string;
  disagg: boolean;
  recipe_fingerprint?: string;
  isl: number;
  osl: number;
  router?: { name: string; version: string };
  kv_p2p_transfer?: string;
  tput_per_gpu: number;
  output_tput_per_gpu: number;
  input_tput_per_gpu: number;
  power_metric_schema_version?: number;
  power_valid?: 0 | 1;
  [key: string]: unknown;
}
export interface SingleNodeAgg extends AggCommon {
  is_multinode: false;
  tp: number;
  pp?: number;
  dcp_size?: number;
  pcp_size?: number;
  ep: number;
  dp_attention: string;
}
export interface MultiNodeAgg extends AggCommon {
  is_multinode: true;
  prefill_tp: number;
  prefill_pp?: number;
  prefill_dcp_size?: number;
  prefill_pcp_size?: number;
  prefill_ep: number;
  prefill_dp_attention: string;
  prefill_num_workers: number;
  decode_tp: number;
  decode_pp?: number;
  decode_dcp_size?: number;
  decode_pcp_size?: number;
  decode_ep: number;
  decode_dp_attention: string;
  decode_num_workers: number;
  num_prefill_gpu: number;
  num_decode_gpu: number;
  prefill_hw?: string;
  decode_hw?: string;
}
export type AggResult = SingleNodeAgg | MultiNodeAgg;

/** A stat block of the AgentX aggregate: `{mean, p50, p75, p90, p95, std}` (may be `{}` when absent). */
const statSchema = once(() => {
  const z = zod();
  const n = () => z.number().nullable().optional();
  return z.object({ mean: n(), p50: n(), p75: n(), p90: n(), p95: n(), std: n() }).loose();
});
export interface Stat {
  mean?: number | null;
  p50?: number | null;
  p75?: number | null;
  p90?: number | null;
  p95?: number | null;
  std?: number | null;
}

/** The AgentX aggregate (`bmk_agentic_<RF>` → `<RF>.json` or `<RF>_conc<N>.json`). */
export const agenticResultSchema = once(() => {
  const z = zod();
  const tps = () => z.object({ tokens_per_second: z.number().nonnegative() }).loose();
  const int = () => z.int().nonnegative();
  return z
    .object({
      hw: z.string().min(1),
      conc: z.int().positive(),
      image: z.string(),
      recipe_fingerprint: z.string().optional(),
      model: z.string(),
      infmax_model_prefix: z.string().min(1),
      framework: z.string().min(1),
      precision: z.string().min(1),
      spec_decoding: z.string(),
      disagg: z.boolean(),
      scenario_type: z.literal('agentic-coding'),
      is_multinode: z.boolean(),
      tp: int().optional(),
      ep: int().optional(),
      dp_attention: z.string().optional(),
      pp: int().optional(),
      dcp_size: int().optional(),
      pcp_size: int().optional(),
      prefill_num_workers: int().optional(),
      prefill_tp: int().optional(),
      prefill_pp: int().optional(),
      prefill_pcp_size: int().optional(),
      decode_num_workers: int().optional(),
      decode_tp: int().optional(),
      decode_pp: int().optional(),
      decode_pcp_size: int().optional(),
      num_prefill_gpu: int().optional(),
      num_decode_gpu: int().optional(),
      kv_offloading: z.string(),
      kv_offload_backend: z
        .object({ name: z.string(), version: z.string().optional() })
        .loose()
        .nullable()
        .optional(),
      allocated_cpu_dram_gb: z.number().optional(),
      num_requests_total: int(),
      num_requests_successful: int(),
      router: componentSchema().optional(),
      request_metrics: z
        .object({
          qps: statSchema().optional(),
          latency: z
            .object({
              ttft: statSchema(),
              e2el: statSchema(),
              itl: statSchema(),
              tpot: statSchema().optional(),
              intvty: statSchema(),
              e2e_norm_intvty: statSchema().optional(),
            })
            .loose(),
          throughput: z
            .object({
              input: tps(),
              output: tps(),
              total: tps(),
              duration_seconds: z.number().nonnegative(),
              per_gpu: z
                .object({
                  total_tput_tps: z.number().nonnegative(),
                  output_tput_tps: z.number().nonnegative(),
                  input_tput_tps: z.number().nonnegative(),
                })
                .loose(),
            })
            .loose(),
          cache: z
            .object({ theoretical_cache_hit_rate: z.number().nullable().optional() })
            .loose()
            .optional(),
        })
        .loose(),
      server_metrics: z
        .object({
          present: z.boolean(),
          cache: z.object({ overall_cache_hit_rate: z.number().nullable().optional() }).loose().optional(),
        })
        .loose()
        .optional(),
      ...powerShape(),
    })
    .loose();
});
export type AgenticResult = Z.infer<ReturnType<typeof agenticResultSchema>>;

/** `meta_env.json`: the identity of an eval set, written by the bench helper (isl/osl are strings). */
export const evalMetaSchema = once(() => {
  const z = zod();
  const int = () => z.int().nonnegative().optional();
  const intOrText = () => z.union([z.int(), z.string().regex(/^\d+$/)]);
  return z
    .object({
      is_multinode: z.boolean(),
      framework: z.string().min(1),
      precision: z.string().min(1),
      spec_decoding: z.string().optional(),
      recipe_fingerprint: z.string().optional(),
      tp: int(),
      pp: int(),
      dcp_size: int(),
      pcp_size: int(),
      ep: int(),
      dp_attention: z.boolean().optional(),
      conc: intOrText().optional(),
      model: z.string(),
      infmax_model_prefix: z.string().min(1),
      hw: z.string().min(1),
      isl: intOrText(),
      osl: intOrText(),
    })
    .loose();
});
export type EvalMeta = Z.infer<ReturnType<typeof evalMetaSchema>>;

/** lm-eval's `results*.json` (and SWE-bench's synthesized one, in the same shape). */
export const lmEvalSchema = once(() => {
  const z = zod();
  return z
    .object({
      lm_eval_version: z.string(),
      model_name: z.string().optional(),
      results: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]).nullable())),
      'n-samples': z
        .record(z.string(), z.object({ original: z.int(), effective: z.int() }).loose())
        .optional(),
    })
    .loose();
});
export type LmEvalResult = Z.infer<ReturnType<typeof lmEvalSchema>>;

/** The product's own result marker, `<row id>.json` in a `result-<row id>-<attempt>` artifact. */
export const resultMarkerSchema = once(() => {
  const z = zod();
  return z
    .object({
      'row-id': z.string().regex(/^[0-9a-f]{16}$/),
      attempt: z.int().positive().optional(),
      status: z.string().optional(),
    })
    .loose();
});
export type ResultMarker = Z.infer<ReturnType<typeof resultMarkerSchema>>;
