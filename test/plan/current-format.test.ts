// Expansion of the reference's current ([N]) fields, on the product-authored fixture
// test/fixtures/e2e-layout (03 §1.4, 04 §4): hand-computed rows, GPU and node counts, the recipe in the
// fingerprint, and the eval policy v2 rule by rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';
import { loadMasterConfigs, loadRunners } from '../../src/config/load.js';
import { generateFullSweep, recipeFingerprint, type EvalOptions, type Row } from '../../src/plan/generate.js';
import { formatPriority, priorityScore } from '../../src/plan/pr-priority.js';
import { loadCiPriority } from '../../src/config/ci-priority.js';
import { configsOf } from '../../src/plan/test-helpers.js';

const dir = join(repoRoot, 'test/fixtures/e2e-layout/inferencex-e2e/configs');
const text = (f: string) => readFileSync(join(dir, f), 'utf8');
const runners = loadRunners({ path: 'configs/runners.yaml', text: text('runners.yaml') }).value;
const configs = loadMasterConfigs(
  ['amd-master.yaml', 'nvidia-master.yaml'].map((f) => ({ path: `configs/${f}`, text: text(f) })),
  { runners },
).value;
const gen = (evals: EvalOptions) => generateFullSweep(configs, runners, {}, evals);
const NONE: EvalOptions = { mode: 'none', allEvals: false };
const DEFAULT: EvalOptions = { mode: 'default', allEvals: false };
const strip = (r: Row) => {
  const { 'row-id': _id, ...rest } = r;
  return rest;
};

const agentic = (conc: number): Row => ({
  image: 'vllm/vllm-openai:v1',
  model: 'org/Model-A',
  'model-prefix': 'mdl',
  precision: 'fp4',
  framework: 'dynamo-vllm',
  runner: 'cluster:gb300-y',
  'spec-decoding': 'none',
  // The aggregated worker is the prefill block; decode is its shape with 0 workers and no settings.
  prefill: { 'num-worker': 2, tp: 4, ep: 4, 'dp-attn': true, pp: 1, 'dcp-size': 1, 'pcp-size': 1 },
  decode: { 'num-worker': 0, tp: 4, ep: 4, 'dp-attn': true, pp: 1, 'dcp-size': 1, 'pcp-size': 1 },
  conc: [conc],
  'srt-recipe': 'benchmarks/multi_node/srt-slurm-recipes/mdl/vllm/gb300-fp4/agg.yaml:override_dep4',
  'kv-offloading': 'dram',
  // floor(800 000 MiB × 2^20 × 0.5 × 4 GPUs of the prefill worker on this node / 4 per node / 1e9)
  'total-cpu-dram-gb': 419,
  duration: 3600,
  'exp-name': `mdl_p2x4ep4dpa_d0x4ep4dpa_conc${conc}_kvdram-mooncake`,
  disagg: false,
  'scenario-type': 'agentic-coding',
  'kv-offload-backend': { name: 'mooncake', version: '0.3.12' },
  // num-nodes: 2; 2 workers × tp 4 = 8 GPUs = 2 nodes of 4.
  'node-count': 2,
  'run-eval': false,
  'gpu-count': 8,
});

describe('[N] fields into rows (03 §1.4, 04 §4)', () => {
  const rows = gen(NONE).rows;

  it('9 rows: 1 + 3 single-node fixed, 2 aggregated agentic, 1 aggregated fixed, 2 single-node agentic', () => {
    expect(gen(NONE).diagnostics).toEqual([]);
    // node-count where the reference writes it: on the multi-node rows only.
    expect(rows.map((r) => [r['exp-name'], r.conc, r['gpu-count'], r['node-count']])).toEqual([
      ['mdl_1k1k', 1, 8, undefined],
      ['mdl_8k1k', 8, 4, undefined],
      ['mdl_8k1k', 16, 4, undefined],
      ['mdl_8k1k', 32, 4, undefined],
      ['mdl_p2x4ep4dpa_d0x4ep4dpa_conc8_kvdram-mooncake', [8], 8, 2],
      ['mdl_p2x4ep4dpa_d0x4ep4dpa_conc32_kvdram-mooncake', [32], 8, 2],
      ['mdl_8k1k', [16, 64], 8, 2],
      ['kimik3_tp8_conc4_kvnone', 4, 8, undefined],
      ['kimik3_tp8_conc16_kvnone', 16, 8, undefined],
    ]);
  });

  it('srt-recipe and require-power are carried into single-node rows', () => {
    expect(strip(rows[1]!)).toEqual({
      image: 'lmsysorg/sglang:v1',
      model: 'org/Model-A',
      'model-prefix': 'mdl',
      precision: 'fp4',
      framework: 'sglang',
      runner: 'cluster:b300-x',
      isl: 8192,
      osl: 1024,
      tp: 4,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
      conc: 8,
      'max-model-len': 9472,
      ep: 1,
      'dp-attn': false,
      'spec-decoding': 'none',
      'srt-recipe': 'benchmarks/single_node/srt-slurm-recipes/mdl/sglang/b300-fp4/8k1k.yaml',
      'require-power': true,
      'exp-name': 'mdl_8k1k',
      disagg: false,
      'run-eval': false,
      'gpu-count': 4,
    });
  });

  it('worker + num-nodes (agentic): prefill = worker, decode = 0 workers; nodes from num-nodes', () => {
    // Evals off: agentic rows carry no run-eval (as v1 emits them).
    const { 'run-eval': _e, ...want8 } = agentic(8);
    expect(strip(rows[4]!)).toEqual(want8);
    expect(rows[5]!['exp-name']).toBe(agentic(32)['exp-name']);
  });

  it('worker + num-nodes (fixed): one row with the whole conc list, CONFIG_FILE= kept on the prefill only', () => {
    expect(strip(rows[6]!)).toEqual({
      image: 'nvcr.io/nvidia/ai-dynamo/tensorrtllm-runtime:1',
      model: 'org/Model-A',
      'model-prefix': 'mdl',
      precision: 'fp8',
      framework: 'dynamo-trt',
      runner: 'cluster:gb300-y',
      isl: 8192,
      osl: 1024,
      'spec-decoding': 'none',
      prefill: {
        'num-worker': 1,
        tp: 8,
        ep: 8,
        'dp-attn': false,
        'additional-settings': ['CONFIG_FILE=recipes/mdl/trtllm/gb300-fp8/agg-tep8.yaml'],
        pp: 1,
        'dcp-size': 1,
        'pcp-size': 1,
      },
      decode: { 'num-worker': 0, tp: 8, ep: 8, 'dp-attn': false, pp: 1, 'dcp-size': 1, 'pcp-size': 1 },
      conc: [16, 64],
      'max-model-len': 9472,
      'exp-name': 'mdl_8k1k',
      disagg: false,
      'run-eval': false,
      // 1 worker × tp 8 = 8 GPUs on num-nodes 2 (4 GPUs per node on gb300-y).
      'node-count': 2,
      'gpu-count': 8,
    });
  });

  it('a broad label (`b300`) takes GPUs per node from its cluster records', () => {
    expect(rows[0]).toMatchObject({ runner: 'b300', tp: 8, 'gpu-count': 8 });
    expect(rows[0]).not.toHaveProperty('node-count');
  });

  it('the srt-recipe path enters the fingerprint: changing it changes the hash, conc does not', () => {
    const a = rows[1]!;
    expect(recipeFingerprint({ ...a, conc: 99 })).toBe(recipeFingerprint(a));
    expect(
      recipeFingerprint({ ...a, 'srt-recipe': 'benchmarks/single_node/srt-slurm-recipes/other.yaml' }),
    ).not.toBe(recipeFingerprint(a));
    const b = rows[4]!;
    expect(
      recipeFingerprint({
        ...b,
        'srt-recipe': String(b['srt-recipe']).replace('override_dep4', 'override_dep8'),
      }),
    ).not.toBe(recipeFingerprint(b));
  });
});

describe('eval policy v2 (the newer generator, 03 §5 [N])', () => {
  it('is the default when runners.yaml has clusters: records; v1 can be asked for', () => {
    const v2 = gen(DEFAULT).rows;
    const v1 = gen({ ...DEFAULT, policy: 'v1' }).rows;
    expect(v2.filter((r) => r['run-eval'] === true).length).toBe(6);
    // v1: agentic rows are never evaluated by default, and eval rows name no framework.
    expect(v1.filter((r) => r['run-eval'] === true).map((r) => r['exp-name'])).toEqual([
      'mdl_8k1k',
      'mdl_8k1k',
    ]);
    expect(v1.some((r) => 'eval-framework' in r)).toBe(false);
  });

  it('fixed rows as v1 (8k1k concs ≥ 16: highest 32 and median 32; multi-node highest 64), GSM8K named', () => {
    const rows = gen(DEFAULT).rows;
    expect(rows[3]).toMatchObject({
      conc: 32,
      'run-eval': true,
      'eval-framework': 'lm-eval',
      'eval-suite': '',
    });
    expect(rows[2]!['run-eval']).toBe(false);
    expect(rows[6]).toMatchObject({ 'run-eval': true, 'eval-conc': 64, 'eval-framework': 'lm-eval' });
  });

  it('agentic multi-node: GSM8K at the highest conc ≥ 16 of the topology', () => {
    const rows = gen(DEFAULT).rows;
    expect(strip(rows[5]!)).toEqual({
      ...agentic(32),
      'run-eval': true,
      'eval-framework': 'lm-eval',
      'eval-suite': '',
      'eval-conc': 32,
    });
    expect(rows[4]!['run-eval']).toBe(false);
  });

  it('a vendor-suite model runs its suite on every agentic row; its GSM8K pick becomes an eval-only row', () => {
    const rows = gen(DEFAULT).rows.slice(7);
    expect(rows.map((r) => [r.conc, r['eval-framework'], r['eval-suite'], r['eval-only'] ?? false])).toEqual([
      [4, 'kimi-vendor', 'kimi_tool_call_schema_full', false],
      [16, 'kimi-vendor', 'kimi_tool_call_schema_full', false],
      [16, 'lm-eval', '', true],
    ]);
  });

  it('one eval per result identity, preferring no KV offload; the fallback eval where none reaches conc 16', () => {
    const item = (kv: 'none' | 'dram', concs: number[], extra: Record<string, unknown> = {}) => ({
      'kv-offloading': kv,
      ...(kv === 'dram' ? { 'kv-offload-backend': { name: 'mooncake' } } : {}),
      'conc-list': concs,
      'num-nodes': 1,
      worker: { 'num-worker': 1, tp: 8, ep: 1, 'dp-attn': false, ...extra },
    });
    const entry = (prefix: string, items: unknown[]) => ({
      image: 'i',
      model: prefix,
      'model-prefix': prefix,
      precision: 'fp8',
      framework: 'vllm',
      runner: 'cluster:b300-x',
      multinode: true,
      disagg: false,
      scenarios: { 'agentic-coding': [{ 'dram-utilization': 0.5, 'search-space': items }] },
    });
    const c = configsOf({
      // Two topologies, each picks conc 32: one result identity (dcp-size is not part of it: a result is
      // named by its workers, tp, ep and dp-attn), so the eval stays with the row without KV offload.
      a: entry('glm5.2', [item('dram', [16, 32], { 'dcp-size': 8 }), item('none', [16, 32])]),
      // No conc reaches 16 for this model on this runner: its highest-conc row is evaluated (fallback).
      b: entry('glm5.3', [item('none', [2, 4])]),
    });
    const rows = generateFullSweep(c, runners, {}, DEFAULT).rows;
    expect(
      rows.map((r) => [r['model-prefix'], r['kv-offloading'], r.conc, r['run-eval'], r['eval-conc'] ?? null]),
    ).toEqual([
      ['glm5.2', 'dram', [16], false, null],
      ['glm5.2', 'dram', [32], false, null],
      ['glm5.2', 'none', [16], false, null],
      ['glm5.2', 'none', [32], true, 32],
      ['glm5.3', 'none', [2], false, null],
      ['glm5.3', 'none', [4], true, 4],
    ]);
  });

  it('evals-only keeps the eval rows; all-evals widens GSM8K to every row, a vendor-suite row gaining a GSM8K row beside it', () => {
    const only = gen({ mode: 'evals-only', allEvals: false }).rows;
    expect(only.every((r) => r['eval-only'] === true && r['run-eval'] === true)).toBe(true);
    expect(only).toHaveLength(6);
    const all = gen({ mode: 'evals-only', allEvals: true }).rows;
    expect(all.map((r) => [r['exp-name'], r.conc, r['eval-framework']])).toEqual([
      ['mdl_8k1k', 8, 'lm-eval'],
      ['mdl_8k1k', 16, 'lm-eval'],
      ['mdl_8k1k', 32, 'lm-eval'],
      // The two agentic topology rows merge into one at the highest conc.
      ['mdl_p2x4ep4dpa_d0x4ep4dpa_conc8_kvdram-mooncake', [8, 32], 'lm-eval'],
      ['mdl_8k1k', [16, 64], 'lm-eval'],
      ['kimik3_tp8_conc4_kvnone', 4, 'kimi-vendor'],
      ['kimik3_tp8_conc4_kvnone', 4, 'lm-eval'],
      ['kimik3_tp8_conc16_kvnone', 16, 'kimi-vendor'],
      ['kimik3_tp8_conc16_kvnone', 16, 'lm-eval'],
    ]);
  });
});

describe('priority: the [N] additional-node adjustment (03 §9)', () => {
  const policy = loadCiPriority({ path: 'configs/ci-priority.yaml', text: text('ci-priority.yaml') });
  it('loads, and each node beyond the first subtracts 0.001', () => {
    expect(policy.diagnostics).toEqual([]);
    const ctx = { event: 'pull_request' as const, labels: [] };
    const rows = gen(NONE).rows;
    // base 1 + multi-node 0.25 + agentic 0.1 + fp4 0.1 + dynamo-vllm 1.5 − 1 additional node × 0.001
    expect(formatPriority(priorityScore(rows[4]!, policy.value, ctx))).toBe('2.949');
    // base 1 + fp4 0.1 + sglang 1.5; one node
    expect(formatPriority(priorityScore(rows[1]!, policy.value, ctx))).toBe('2.600');
    expect(formatPriority(priorityScore({ ...rows[4]!, 'node-count': 9 }, policy.value, ctx))).toBe('2.942');
  });
});
