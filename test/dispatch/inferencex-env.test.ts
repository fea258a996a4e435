// The inferencex launcher profile's row step: the environment the reference's benchmark templates give
// their launch step (JOB-CONTRACT §2.3, §3.3, §5), and the profile check between the sweep workflow and the
// config file. Expected names and values are written out here from the contract, not computed.
import { describe, expect, it } from 'vitest';
import { inferencexEnv } from '../../src/dispatch/inferencex-env.js';
import { rowStepEnv } from '../../src/dispatch/row-step.js';
import { resolveLauncher } from '../../src/repo-config/config.js';

const single = {
  'row-id': '0123456789abcdef',
  image: 'lmsysorg/sglang:v0.5.16-cu130',
  model: 'nvidia/DeepSeek-R1-0528-FP4-V2',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'sglang',
  runner: 'b200',
  isl: 1024,
  osl: 1024,
  tp: 4,
  pp: 2,
  'dcp-size': 2,
  'pcp-size': 2,
  conc: 64,
  'max-model-len': 2248,
  ep: 1,
  'dp-attn': false,
  'spec-decoding': 'none',
  'exp-name': 'dsr1_1k1k',
  disagg: false,
  'run-eval': false,
  'gpu-count': 16,
  'node-count': 1,
};

const multi = {
  'row-id': 'fedcba9876543210',
  image: 'nvcr.io/nvidia/ai-dynamo/tensorrtllm-runtime:0.8.1.post2',
  model: 'deepseek-r1-fp4',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'cluster:gb200-nv',
  isl: 8192,
  osl: 1024,
  'spec-decoding': 'mtp',
  prefill: {
    'num-worker': 5,
    tp: 4,
    pp: 1,
    'dcp-size': 1,
    'pcp-size': 1,
    ep: 4,
    'dp-attn': true,
    'additional-settings': ['CONFIG_FILE=recipes/dsr1/x.yaml'],
  },
  decode: { 'num-worker': 1, tp: 8, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 8, 'dp-attn': true },
  conc: [128, 256],
  'exp-name': 'dsr1_8k1k',
  disagg: true,
  'run-eval': true,
  router: { name: 'dynamo-router', version: '0.8.1.post2' },
  'kv-p2p-transfer': 'nixl',
  'recipe-fingerprint': '0123456789abcdef0123456789abcdef',
  'gpu-count': 28,
};

const agentic = {
  'row-id': 'aaaaaaaaaaaaaaaa',
  image: 'vllm/vllm-openai:v0.21.0',
  model: 'deepseek-ai/DeepSeek-V4-Pro',
  'model-prefix': 'dsv4',
  precision: 'fp4',
  framework: 'vllm',
  runner: 'cluster:b200-dgxc',
  tp: 8,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ep: 8,
  'dp-attn': true,
  'spec-decoding': 'mtp',
  conc: 64,
  'kv-offloading': 'dram',
  'kv-offload-backend': { name: 'vllm-simple' },
  'total-cpu-dram-gb': 2399,
  duration: 3600,
  'exp-name': 'dsv4_tp8_conc64_kvdram-vllm-simple_spec-mtp',
  'scenario-type': 'agentic-coding',
  'run-eval': false,
};

describe('the inferencex profile: the launch step environment', () => {
  it('single-node: RESULT_FILENAME from the row and the runner name, GPU_COUNT = TP × PP × PCP, fixed paths', () => {
    const { env } = inferencexEnv(single, { runnerName: 'b200-dgxc_03' });
    expect(env).toMatchObject({
      RUNNER_NAME: 'b200-dgxc_03',
      RUNNER_TYPE: 'b200',
      RESULT_FILENAME:
        'dsr1_1k1k_fp4_sglang_tp4-pp2-dcp2-pcp2-ep1-dpafalse_disagg-false_spec-none_conc64_b200-dgxc_03',
      // 4 × 2 × 2; DCP reuses the TP GPUs.
      GPU_COUNT: '16',
      EXP_NAME: 'dsr1_1k1k',
      MODEL_PREFIX: 'dsr1',
      TP: '4',
      PP_SIZE: '2',
      DCP_SIZE: '2',
      PCP_SIZE: '2',
      EP_SIZE: '1',
      DP_ATTENTION: 'false',
      CONC: '64',
      ISL: '1024',
      OSL: '1024',
      MAX_MODEL_LEN: '2248',
      IS_MULTINODE: 'false',
      IS_AGENTIC: '0',
      SCENARIO_TYPE: 'fixed-seq-len',
      SCENARIO_SUBDIR: 'fixed_seq_len/',
      RANDOM_RANGE_RATIO: '0.8',
      AIPERF_FAILED_REQUEST_THRESHOLD: '0.10',
      RESULT_DIR: '/workspace/results',
      HF_HUB_CACHE: '/mnt/hf_hub_cache/',
      DISAGG: 'false',
      RUN_EVAL: 'false',
      EVAL_ONLY: 'false',
      RECIPE_FINGERPRINT: '',
      ROUTER_METADATA: '',
      REQUIRE_POWER: '0',
    });
  });

  it('multi-node: the recipe suffix, every worker field, CONC_LIST and the first CONC, settings exported', () => {
    const { env, skipped } = inferencexEnv(multi, { runnerName: 'gb200-nv_2' });
    expect(skipped).toEqual([]);
    expect(env['RESULT_FILENAME']).toBe(
      'dsr1_8k1k_fp4_dynamo-trt_prefill-tp4-pp1-dcp1-pcp1-ep4-dptrue-nw5_decode-tp8-pp1-dcp1-pcp1-ep8-dptrue-nw1' +
        '_disagg-true_spec-mtp_conc128x256_gb200-nv_2_recipe-0123456789abcdef',
    );
    expect(env).toMatchObject({
      RUNNER_TYPE: 'cluster:gb200-nv',
      IS_MULTINODE: 'true',
      CONC_LIST: '128 256',
      CONC: '128',
      PREFILL_NUM_WORKERS: '5',
      PREFILL_TP: '4',
      PREFILL_PP_SIZE: '1',
      PREFILL_EP: '4',
      PREFILL_DP_ATTN: 'true',
      PREFILL_HARDWARE: '',
      DECODE_NUM_WORKERS: '1',
      DECODE_TP: '8',
      DECODE_HARDWARE: '',
      CONFIG_FILE: 'recipes/dsr1/x.yaml',
      DISAGG: 'true',
      RUN_EVAL: 'true',
      ROUTER_METADATA: '{"name":"dynamo-router","version":"0.8.1.post2"}',
      KV_P2P_TRANSFER: 'nixl',
      POWER_PRODUCER_SHA: '',
    });
    // The row's GPUs (5 × 4 + 1 × 8), not a single-node product; no single-node paths.
    expect(env['GPU_COUNT']).toBe('28');
    expect(env['RESULT_DIR']).toBeUndefined();
    expect(env['AIPERF_FAILED_REQUEST_THRESHOLD']).toBeUndefined();
  });

  it('agentic: sequence lengths 0, the offload backend as name and metadata, DURATION and the fast option', () => {
    const { env } = inferencexEnv(agentic, { runnerName: 'b200-dgxc_03' });
    expect(env).toMatchObject({
      RESULT_FILENAME:
        'dsv4_tp8_conc64_kvdram-vllm-simple_spec-mtp_fp4_vllm_tp8-pp1-dcp1-pcp1-ep8-dpatrue_disagg-false_spec-mtp_conc64_b200-dgxc_03',
      GPU_COUNT: '8',
      IS_AGENTIC: '1',
      SCENARIO_TYPE: 'agentic-coding',
      SCENARIO_SUBDIR: 'agentic/',
      ISL: '0',
      OSL: '0',
      MAX_MODEL_LEN: '0',
      DISAGG: 'false',
      KV_OFFLOADING: 'dram',
      KV_OFFLOAD_BACKEND: 'vllm-simple',
      KV_OFFLOAD_BACKEND_METADATA: '{"name":"vllm-simple"}',
      TOTAL_CPU_DRAM_GB: '2399',
      DURATION: '3600',
      AIPERF_EXPERIMENTAL_FAST: '0',
    });
    const fast = inferencexEnv(agentic, { runnerName: 'b200-dgxc_03', agentxFast: true }).env;
    expect([fast['DURATION'], fast['AIPERF_EXPERIMENTAL_FAST']]).toEqual(['1200', '1']);
    const { 'total-cpu-dram-gb': _, duration: __, ...bare } = agentic;
    expect(inferencexEnv(bare, { runnerName: 'x_0' }).env).toMatchObject({
      TOTAL_CPU_DRAM_GB: '0',
      DURATION: '3600',
    });
  });
});

describe('the row step', () => {
  const inferencex = resolveLauncher({ profile: 'inferencex' }, 'inferencex-e2e');
  const base = { configPath: '.github/sweep.yml', layoutRoot: 'inferencex-e2e' };

  it('writes the launch command, where it runs, and the marker the sweep collects (row id, attempt, result file)', () => {
    const r = rowStepEnv(single, inferencex, {
      ...base,
      profile: 'inferencex',
      runnerName: 'b200-dgxc_03',
      attempt: '2',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.env['SWEEP_LAUNCHER']).toBe('python -m infx.launch run');
    expect(r.env['SWEEP_LAUNCH_DIR']).toBe('inferencex-e2e');
    expect(JSON.parse(r.env['SWEEP_RESULT_MARKER']!)).toEqual({
      'row-id': '0123456789abcdef',
      attempt: 2,
      status: 'success',
      'result-filename': r.env['RESULT_FILENAME'],
      'runner-name': 'b200-dgxc_03',
    });
  });

  it('fails closed when the workflow and the config file name different profiles, or the runner has no name', () => {
    const script = resolveLauncher('bash run.sh', '.');
    const r = rowStepEnv(single, script, { ...base, profile: 'inferencex', runnerName: 'b200_0' });
    expect(r).toEqual({
      ok: false,
      error:
        "the sweep workflow runs the 'inferencex' launcher profile, but .github/sweep.yml at this revision sets " +
        "'script': run init again with --force so .github/workflows/sweep.yml passes the profile and its " +
        "secrets, or set launcher.profile back to 'inferencex'",
    });
    expect(rowStepEnv(single, inferencex, { ...base, profile: 'inferencex' })).toMatchObject({ ok: false });
    // The script profile keeps the generic contract, and needs no runner name.
    const s = rowStepEnv(single, script, { ...base, profile: 'script' });
    expect(s.ok && s.env['SWEEP_LAUNCHER']).toBe('bash run.sh');
    expect(s.ok && s.env['RESULT_FILENAME']).toBe(undefined);
  });
});
