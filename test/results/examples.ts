// Inputs of the worked examples of the reference's result files (f1–f4), written out by hand with the
// figures those examples give, and plan rows of the jobs that would have produced them.
import type { Row } from '../../src/plan/row.js';

const STATS = ['mean', 'median', 'std', 'p90', 'p99', 'p99.9'];

/** The 24 `<stat>_<metric>_ms` keys, in the client's order, from six values per metric. */
export function latencyMs(v: Record<'ttft' | 'tpot' | 'itl' | 'e2el', number[]>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of ['ttft', 'tpot', 'itl', 'e2el'] as const)
    STATS.forEach((s, i) => (out[`${s}_${m}_ms`] = v[m][i]!));
  return out;
}

/** f1: DeepSeek-R1 FP4 on B200, SGLang TP8, conc 64, 1k/1k (length arrays cut to four entries). */
export const f1Raw = {
  date: '20260821-143012',
  backend: 'vllm',
  model_id: 'nvidia/DeepSeek-R1-0528-FP4-V2',
  tokenizer_id: 'nvidia/DeepSeek-R1-0528-FP4-V2',
  best_of: 1,
  num_prompts: 640,
  request_rate: 'inf',
  burstiness: 1.0,
  max_concurrency: 64,
  duration: 141.2,
  benchmark_start_time_unix: 1787380000.512,
  benchmark_end_time_unix: 1787380141.716,
  completed: 640,
  total_input_tokens: 589952,
  total_output_tokens: 589312,
  request_throughput: 4.53257790368272,
  'request_goodput:': null,
  output_throughput: 4173.597733711049,
  total_token_throughput: 8351.728045325779,
  input_lens: [1011, 874, 958, 1002],
  output_lens: [902, 1019, 833, 967],
  ...latencyMs({
    ttft: [262.41, 231.87, 118.93, 402.55, 688.12, 901.37],
    tpot: [14.86, 14.79, 0.61, 15.52, 16.48, 17.21],
    itl: [14.84, 12.06, 21.7, 24.93, 61.4, 148.22],
    e2el: [13951.6, 13903.2, 1702.5, 16210.8, 17480.3, 17911.9],
  }),
};

/** The plan row of f1's job (runner label b200; the job ran on the runner named b200-cw_00). */
export const f1Row: Row = {
  image: 'lmsysorg/sglang:v0.5.16-cu130',
  model: 'nvidia/DeepSeek-R1-0528-FP4-V2',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'sglang',
  runner: 'b200',
  'spec-decoding': 'none',
  isl: 1024,
  osl: 1024,
  tp: 8,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 1,
  'dp-attn': false,
  'max-model-len': 2304,
  disagg: false,
  'run-eval': false,
  conc: 64,
  'exp-name': 'dsr1_1k1k',
  'eval-only': false,
};
export const F1_RF =
  'dsr1_1k1k_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_b200-cw_00';

/** f3: GB200 dynamo-trt, 5 prefill workers TP4/EP4/DPA + 1 decode worker TP8/EP8/DPA, 8k/1k, conc 256. */
export const f3Row: Row = {
  image: 'nvcr.io/nvidia/ai-dynamo/tensorrtllm-runtime:0.8.1.post2',
  model: 'deepseek-r1-fp4',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'gb200',
  'spec-decoding': 'mtp',
  router: { name: 'dynamo-router', version: '0.8.1.post2' },
  'kv-p2p-transfer': 'nixl',
  isl: 8192,
  osl: 1024,
  prefill: { 'num-worker': 5, tp: 4, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 4, 'dp-attn': true },
  decode: { 'num-worker': 1, tp: 8, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 8, 'dp-attn': true },
  'max-model-len': 9472,
  disagg: true,
  'run-eval': false,
  conc: [256],
  'exp-name': 'dsr1_8k1k',
  'eval-only': false,
  'eval-all-concs': false,
};
export const F3_RF =
  'dsr1_8k1k_fp4_dynamo-trt_prefill-tp4-pp1-dcp1-pcp1-ep4-dptrue-nw5_decode-tp8-pp1-dcp1-pcp1-ep8-dptrue-nw1_disagg-true_spec-mtp_conc256_gb200-nv_2';
/** The launcher's copy of srt-slurm's result (CONFIG_NAME is the `*isl*osl*` log folder). */
export const F3_FILE = `${F3_RF}_sa-bench_isl_8192_osl_1024_conc256_gpus_28_ctx_20_gen_8.json`;

export const f3Raw = {
  model_id: 'deepseek-r1-fp4',
  max_concurrency: 256,
  total_token_throughput: 88617.92,
  output_throughput: 9850.37,
  ...latencyMs({
    ttft: [1912.4, 1655, 802.3, 2980.1, 4410.7, 5230.9],
    tpot: [23.91, 23.47, 2.12, 26.3, 30.85, 33.02],
    itl: [65.2, 61.8, 19.4, 88.6, 121.9, 160.4],
    e2el: [23960.2, 23711.5, 2710.8, 27650, 31120.4, 33002.7],
  }),
};

/** f4: DeepSeek-V4-Pro FP4 on B200, vLLM DEP8 with MTP and DRAM offload, conc 64 (AgentX). */
export const f4Row: Row = {
  image: 'vllm/vllm-openai:nightly-dev-x86_64-cu13.0.1-426e59f',
  model: '/lustre/fsw/models/deepseek-v4-pro',
  'model-prefix': 'dsv4',
  precision: 'fp4',
  framework: 'vllm',
  runner: 'cluster:b200-dgxc',
  'spec-decoding': 'mtp',
  router: { name: 'vllm-router', version: '0.1.14' },
  tp: 8,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 8,
  'dp-attn': true,
  'kv-offloading': 'dram',
  'kv-offload-backend': { name: 'vllm-simple' },
  'total-cpu-dram-gb': 3083,
  duration: 3600,
  'scenario-type': 'agentic-coding',
  conc: 64,
  'exp-name': 'dsv4_tp8_conc64_kvdram-vllm-simple_spec-mtp',
};
export const F4_RF =
  'dsv4_tp8_conc64_kvdram-vllm-simple_spec-mtp_fp4_vllm_tp8-pp1-dcp1-pcp1-ep8-dpatrue_disagg-false_spec-mtp_conc64_b200-dgxc_03';

const stat = (mean: number, p50: number, p75: number, p90: number, p95: number, std: number) => ({
  mean,
  p50,
  p75,
  p90,
  p95,
  std,
});

/** f4's aggregate, with the fields the product reads (the rest of a real file is carried, not read). */
export const f4Agentic = {
  hw: 'cluster:b200-dgxc',
  conc: 64,
  image: 'vllm/vllm-openai:nightly-dev-x86_64-cu13.0.1-426e59f',
  recipe_fingerprint: '',
  model: '/lustre/fsw/models/deepseek-v4-pro',
  infmax_model_prefix: 'dsv4',
  framework: 'vllm',
  precision: 'fp4',
  spec_decoding: 'mtp',
  disagg: false,
  scenario_type: 'agentic-coding',
  is_multinode: false,
  tp: 8,
  ep: 8,
  dp_attention: 'true',
  kv_offloading: 'dram',
  kv_offload_backend: { name: 'vllm-simple' },
  allocated_cpu_dram_gb: 3083,
  num_requests_total: 5230,
  num_requests_successful: 5080,
  pp: 1,
  dcp_size: 1,
  pcp_size: 1,
  router: { name: 'vllm-router', version: '0.1.14' },
  request_metrics: {
    qps: { window_seconds: 1, samples: 3597, ...stat(1.4118, 1, 2, 3, 3, 1.2034) },
    latency: {
      ttft: stat(2.8114, 1.6021, 3.1187, 6.2304, 9.4411, 3.9012),
      e2el: stat(10.9377, 8.1203, 13.0551, 21.7714, 28.3305, 9.4502),
      itl: stat(0.0195, 0.0181, 0.0214, 0.0262, 0.0301, 0.0058),
      tpot: stat(0.0195, 0.0181, 0.0214, 0.0262, 0.0301, 0.0058),
      intvty: stat(51.28205, 55.24862, 46.72897, 38.16794, 33.22259, 9.81),
      e2e_norm_intvty: stat(48.1, 52.3, 41.9, 30.6, 24.8, 14.2),
      full_response_itl: {},
      full_response_intvty: {},
    },
    throughput: {
      input: { tokens_per_second: 84680.30236 },
      output: { tokens_per_second: 593.99177 },
      total: { tokens_per_second: 85274.29413 },
      duration_seconds: 3598.4,
      per_gpu: { total_tput_tps: 10659.28677, output_tput_tps: 74.24897, input_tput_tps: 10585.03779 },
    },
    cache: { theoretical_cache_hit_rate: 0.9412 },
  },
  server_metrics: {
    present: true,
    adapter: 'vllm',
    metric_count: 87,
    cache: { gpu_cache_hit_rate: 0.8421, overall_cache_hit_rate: 0.9134 },
  },
  kv_cache_pool_tokens: 4812160,
  power_metric_schema_version: 2,
  power_valid: 1,
  avg_power_w: 871.2,
};
