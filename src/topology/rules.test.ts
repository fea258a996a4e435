// Topology rules R1–R8 (04 §6) and GPU/node accounting (04 §4), on worker shapes from the spec's
// examples and small recipes written in the srt-slurm format.
import { describe, expect, it } from 'vitest';
import { parseRecipe } from './recipe.js';
import {
  checkAgainstRecipe,
  checkDeclared,
  checkNameTokens,
  checkNodeCount,
  gpuCount,
  nodeCount,
} from './rules.js';
import { declaredGpus, topologyOf, type Topology } from './shape.js';

const w = (n: number, tp: number, ep: number, dpAttn: boolean, extra: Record<string, unknown> = {}) => ({
  'num-worker': n,
  tp,
  ep,
  'dp-attn': dpAttn,
  ...extra,
});
const disagg = (p: object, d: object): Topology => topologyOf({ prefill: p, decode: d })!;
const rules = (t: Topology, gpn = 4) => checkDeclared(t, gpn).map((f) => `${f.rule}:${f.role}`);

const RECIPE = `name: r
roles:
  prefill: {nodes: 4, workers: 2, gpus: 8, args: {tensor-parallel-size: 1, data-parallel-size: 8}}
  decode: {nodes: 2, workers: 1, gpus: 8, args: {tensor-parallel-size: 1, data-parallel-size: 8}}
override_2p1d:
  roles:
    decode: {nodes: 4, gpus: 16, args: {data-parallel-size: 16}}
override_nogpus:
  roles:
    decode: {gpus: null}
`;
const recipe = (variant?: string, text = RECIPE) => parseRecipe(text, 'recipes/r.yaml', variant, 4).recipe!;

describe('R1: 1 ≤ ep ≤ tp·pp·pcp and ep divides it', () => {
  it('bug 2: decode tp 8, ep 16 on 8 GPUs', () => {
    const t = disagg(w(2, 8, 8, true), w(1, 8, 16, true));
    const f = checkDeclared(t, 4);
    expect(f).toMatchObject([
      {
        rule: 'R1',
        role: 'decode',
        field: 'ep',
        fix: "for DEP16 write tp: 16, ep: 16, dp-attn: true (tp is the worker's GPU width)",
      },
    ]);
    expect(f[0]!.message).toContain('counted as 8 GPUs, not 16');
  });
  it('Kimi DEP16 as tp 4, ep 16 (aggregated, decode num-worker 0)', () => {
    expect(rules(disagg(w(1, 4, 16, true), w(0, 4, 16, true)))).toEqual(['R1:prefill']);
  });
  it('ep that does not divide the worker', () =>
    expect(rules(disagg(w(1, 8, 3, false), w(1, 8, 8, false)))).toEqual(['R1:prefill']));
  it('DEP-N, TEP-N and TP-N pass', () => {
    expect(rules(disagg(w(1, 8, 8, true), w(1, 16, 16, false)))).toEqual([]);
    expect(rules(topologyOf({ tp: 8, ep: 1 })!, 8)).toEqual([]);
  });
});

describe('R2: dcp divides tp; pp, pcp, dcp ≥ 1', () => {
  it('dcp-size 3 on tp 8', () =>
    expect(rules(topologyOf({ tp: 8, 'dcp-size': 3 })!, 8)).toEqual(['R2:single']));
  it('pp 0', () => expect(rules(topologyOf({ tp: 8, pp: 0 })!, 8)).toContain('R2:single'));
});

describe('R8: dp-attn with ep ≠ GPUs, ep > tp', () => {
  it('dp-attn with ep 4 on an 8-GPU worker warns', () => {
    expect(checkDeclared(disagg(w(1, 8, 4, true), w(1, 8, 8, true)), 4)).toMatchObject([
      { rule: 'R8', severity: 'warning', role: 'prefill' },
    ]);
  });
  it('ep > tp that R1 allows thanks to pp warns', () => {
    expect(checkDeclared(topologyOf({ tp: 2, pp: 4, ep: 8 })!, 8)).toMatchObject([
      { rule: 'R8', severity: 'warning' },
    ]);
  });
});

describe('R5: node packing', () => {
  it('a 6-GPU worker neither fills nor divides a 4-GPU node', () =>
    expect(rules(disagg(w(1, 6, 1, false), w(1, 4, 1, false)))).toEqual(['R5:prefill']));
  it('a single-node item wider than the node', () =>
    expect(rules(topologyOf({ tp: 16 })!, 8)).toEqual(['R5:single']));
  it('declared workers that need more nodes than the recipe allocates', () => {
    const t = disagg(w(2, 8, 8, true), w(1, 16, 16, true));
    const tiny = RECIPE.replace(
      'decode: {nodes: 2, workers: 1, gpus: 8',
      'decode: {nodes: 2, workers: 1, gpus: 16',
    );
    expect(checkAgainstRecipe(t, recipe(undefined, tiny), 4, 'vllm').map((f) => f.rule)).toContain('R5');
  });
});

describe('R3: declared workers and GPUs equal the recipe', () => {
  it('bug 2 against override_2p1d: decode 8 ≠ 16, 24 declared vs 32', () => {
    const t = disagg(w(2, 8, 8, true), w(1, 8, 16, true));
    const f = checkAgainstRecipe(t, recipe('override_2p1d'), 4, 'vllm');
    expect(f.map((x) => `${x.rule}:${x.role}`)).toEqual(['R3:decode']);
    expect(f[0]!.message).toContain('declared 24 GPUs in total, recipe 32');
    expect(f[0]!.recipeAt).toMatchObject({ file: 'recipes/r.yaml', line: 7 });
  });
  it('the corrected topology matches', () => {
    expect(
      checkAgainstRecipe(disagg(w(2, 8, 8, true), w(1, 16, 16, true)), recipe('override_2p1d'), 4, 'vllm'),
    ).toEqual([]);
  });
  it('worker count mismatch, missing roles and unknown variants', () => {
    expect(checkAgainstRecipe(disagg(w(1, 8, 8, true), w(1, 8, 8, true)), recipe(), 4, 'vllm')).toMatchObject(
      [{ rule: 'R3', field: 'num-worker' }],
    );
    const agg = disagg(w(1, 16, 16, false), w(0, 16, 16, false));
    expect(checkAgainstRecipe(agg, recipe(), 4, 'vllm')[0]).toMatchObject({
      rule: 'R3',
      message: expect.stringContaining('roles.agg'),
    });
    expect(parseRecipe(RECIPE, 'r.yaml', 'override_9p9d', 4).diagnostics).toMatchObject([
      { rule: 'R3', fix: 'use one of: override_2p1d, override_nogpus' },
    ]);
  });
  it('gpus defaults to nodes·gpn/workers; null in a variant deletes the key', () => {
    expect(recipe('override_nogpus').stages.find((s) => s.role === 'decode')!.gpus).toBe(8);
  });
});

describe('R4: engine arguments multiply to the GPUs of a worker', () => {
  it('vLLM DP × TP × PP', () => {
    const drift = RECIPE.replace(
      'override_2p1d:\n  roles:\n    decode: {nodes: 4, gpus: 16, args: {data-parallel-size: 16}}',
      'override_2p1d:\n  roles:\n    decode: {nodes: 4, gpus: 16, args: {data-parallel-size: 8}}',
    );
    const f = checkAgainstRecipe(
      disagg(w(2, 8, 8, true), w(1, 16, 16, true)),
      recipe('override_2p1d', drift),
      4,
      'vllm',
    );
    expect(f).toMatchObject([
      {
        rule: 'R4',
        role: 'decode',
        message: expect.stringContaining(
          'data-parallel-size 8 × tensor-parallel-size 1 × pipeline-parallel-size 1 = 8',
        ),
      },
    ]);
  });
  it('TRT-LLM: moe_expert_parallel_size may not exceed TP × PP (legacy resources layout)', () => {
    const trt = `resources: {prefill_nodes: 1, prefill_workers: 1, gpus_per_prefill: 4, decode_nodes: 2, decode_workers: 1, gpus_per_decode: 8}
backend:
  trtllm_config:
    prefill: {tensor_parallel_size: 4, moe_expert_parallel_size: 4}
    decode: {tensor_parallel_size: 8, moe_expert_parallel_size: 16}
`;
    const f = checkAgainstRecipe(
      disagg(w(1, 4, 4, true), w(1, 8, 8, false)),
      recipe(undefined, trt),
      4,
      'trtllm',
    );
    expect(f).toMatchObject([
      { rule: 'R4', role: 'decode', message: expect.stringContaining('moe_expert_parallel_size 16 exceeds') },
    ]);
  });
});

describe('R6: node-count equals the nodes the recipe allocates', () => {
  it('bug 2: the declared workers pack into 6 nodes, override_2p1d allocates 8 (04 §5)', () => {
    const t = disagg(w(2, 8, 8, true), w(1, 8, 16, true));
    expect(checkNodeCount(t, 4, recipe('override_2p1d'))).toMatchObject([
      {
        rule: 'R6',
        severity: 'error',
        message: expect.stringContaining(
          'node-count 6: the job reserves nodes:6, but recipe recipes/r.yaml:override_2p1d allocates 8 node(s) (prefill 4 + decode 4)',
        ),
        fix: 'make the declared workers match the recipe, or add PREFILL_NODES=4 and DECODE_NODES=4 to additional-settings',
      },
    ]);
  });
  it('the corrected topology reserves what the recipe allocates', () =>
    expect(checkNodeCount(disagg(w(2, 8, 8, true), w(1, 16, 16, true)), 4, recipe('override_2p1d'))).toEqual(
      [],
    ));
  it('a dedicated frontend node counts; PREFILL_NODES=/DECODE_NODES= can reserve it', () => {
    const withFrontend = recipe(
      undefined,
      `frontend: {nodes: 1}
${RECIPE}`,
    );
    const packed = disagg(w(2, 8, 8, true), w(1, 8, 8, true));
    expect(checkNodeCount(packed, 4, withFrontend)).toMatchObject([
      {
        rule: 'R6',
        message: expect.stringContaining('allocates 7 node(s) (prefill 4 + decode 2 + 1 frontend/benchmark)'),
        fix: expect.stringContaining('PREFILL_NODES=5 and DECODE_NODES=2'),
      },
    ]);
    const overridden = disagg(
      w(2, 8, 8, true, { 'additional-settings': ['PREFILL_NODES=5'] }),
      w(1, 8, 8, true, { 'additional-settings': ['DECODE_NODES=2'] }),
    );
    expect(checkNodeCount(overridden, 4, withFrontend)).toEqual([]);
  });
  it("a row's own node-count is what is checked when it has one", () => {
    const t = disagg(w(2, 8, 8, true), w(1, 16, 16, true));
    expect(checkNodeCount(t, 4, recipe('override_2p1d'), 7).map((f) => f.rule)).toEqual(['R6']);
  });
  it('single-node items reserve one node whatever the recipe says', () =>
    expect(checkNodeCount(topologyOf({ tp: 8 })!, 8, recipe())).toEqual([]));
});

describe('R7: dep/tep/tp and <P>p<D>d tokens in the recipe name agree with the shape', () => {
  const tokens = (t: Topology, name: string, gpn = 8) =>
    checkNameTokens(t, name, gpn).map((f) => `${f.rule}:${f.severity}:${f.role}:${f.field}`);
  it('DEP8 written as tp: 1, ep: 8, dp-attn: true (the [S] ep > tp blocks) is a mislabel', () => {
    const t = disagg(w(1, 1, 8, true), w(1, 8, 1, false));
    expect(tokens(t, 'disagg-b200-1p1d-dep8-tp8-c1.yaml')).toEqual(['R7:warning:prefill:tp']);
    expect(checkNameTokens(t, 'disagg-b200-1p1d-dep8-tp8-c1.yaml', 8)[0]!.message).toContain(
      "'dep8' in disagg-b200-1p1d-dep8-tp8-c1.yaml does not describe the prefill worker (tp: 1, ep: 8, dp-attn: true)",
    );
  });
  it('DEP-N, TEP-N and TP-N in order prefill, decode pass when the shapes say so', () => {
    expect(tokens(disagg(w(1, 8, 8, true), w(1, 8, 1, false)), 'a-1p1d-dep8-tp8.yaml')).toEqual([]);
    expect(tokens(disagg(w(1, 4, 4, false), w(1, 4, 1, false)), '1p1d-tep4-tp4-c1-agentic.yaml')).toEqual([]);
    expect(tokens(disagg(w(1, 4, 4, true), w(1, 4, 1, false)), '1p1d-tep4-tp4.yaml')).toEqual([
      'R7:warning:prefill:tp',
    ]);
  });
  it('a lone shape token must fit some worker (trtllm ctx1_gen1_dep8)', () => {
    expect(tokens(disagg(w(1, 4, 4, true), w(1, 8, 8, true)), 'ctx1_gen1_dep8.yaml')).toEqual([]);
    expect(tokens(disagg(w(1, 4, 4, true), w(1, 8, 8, false)), 'ctx1_gen1_dep8.yaml')).toEqual([
      'R7:warning:decode:tp',
    ]);
  });
  it('<P>p<D>d counts workers (bug 2: override_2p1d) or nodes (2p4d-dep8-dep16 on 4-GPU trays)', () => {
    const bug2 = disagg(w(2, 8, 8, true), w(1, 16, 16, true));
    expect(tokens(bug2, 'disagg-llm-d.yaml:override_2p1d', 4)).toEqual([]);
    expect(
      tokens(disagg(w(1, 8, 8, true), w(1, 16, 16, true)), 'disagg-gb300-2p4d-dep8-dep16.yaml', 4),
    ).toEqual([]);
    expect(tokens(bug2, 'disagg-llm-d.yaml:override_3p1d', 4)).toEqual(['R7:warning:prefill:num-worker']);
  });
  it('single-node items are not checked', () =>
    expect(tokens(topologyOf({ tp: 8 })!, 'dep16.yaml')).toEqual([]));
  it('SGLang spells a shape tp<N>-ep<M>[-dp<K>]: one token, DEP-N when K > 1, TEP-N without dp', () => {
    const name = 'disagg-5p1d-p-tp8-ep8-dp8-d-tp32-ep32-dp32-b8192-stp.yaml';
    expect(tokens(disagg(w(5, 8, 8, true), w(1, 32, 32, true)), name, 4)).toEqual([]);
    expect(
      tokens(disagg(w(1, 8, 8, false), w(1, 8, 8, false)), 'disagg-1p1d-p-tp8-ep8-d-tp8-ep8-mtp.yaml'),
    ).toEqual([]);
    // A lone tp<N> is still TP-N (ep 1), and a compound must match all of its parts.
    expect(
      tokens(disagg(w(1, 16, 1, false), w(1, 16, 16, true)), 'disagg-1p1d-p-tp16-d-tp16-ep16-dp16.yaml'),
    ).toEqual([]);
    expect(tokens(disagg(w(5, 8, 8, false), w(1, 32, 32, true)), name, 4)).toEqual(['R7:warning:prefill:tp']);
  });
});

describe('R5 on aggregated items (worker + num-nodes, 04 §6)', () => {
  const agg = (numWorker: number, tp: number, nodes: number) =>
    topologyOf({ worker: { 'num-worker': numWorker, tp, ep: 1, 'dp-attn': false }, 'num-nodes': nodes })!;
  const r5 = (t: Topology, gpn: number) => checkDeclared(t, gpn).filter((f) => f.rule === 'R5');
  it('the workers fill num-nodes exactly: 2 × tp16 on 4 nodes of 8', () =>
    expect(r5(agg(2, 16, 4), 8)).toEqual([]));
  it('or an even part of one node (a TP2 pool on a 4-GPU tray)', () =>
    expect(r5(agg(1, 2, 1), 4)).toEqual([]));
  it('4 GPUs declared on 4 nodes of 4: the fix widens the worker to the 16 GPUs the nodes hold, never fewer nodes', () => {
    expect(r5(agg(1, 4, 4), 4).map((f) => [f.field, f.message, f.fix])).toEqual([
      [
        'num-worker',
        '1 worker(s) × tp·pp·pcp 4 = 4 GPUs, but num-nodes 4 × 4 GPUs per node = 16',
        'set tp: 16, so 1 worker(s) × 16 GPUs is the 16 GPUs that num-nodes 4 reserves (4 GPUs per node)',
      ],
    ]);
  });
  it('more GPUs declared than num-nodes holds: the workers narrow to the nodes the job runs on', () => {
    expect(r5(agg(2, 16, 2), 8).map((f) => f.fix)).toEqual([
      'set tp: 8, so 2 worker(s) × 8 GPUs is the 16 GPUs that num-nodes 2 reserves (8 GPUs per node)',
    ]);
  });
  it('a worker that neither divides its one node nor fills it', () => {
    expect(r5(agg(1, 3, 1), 4).map((f) => f.fix)).toEqual([
      'make num-worker × tp·pp·pcp a divisor of 4 (an even part of the node), or set tp: 4, so 1 worker(s) × 4 GPUs is the 4 GPUs that num-nodes 1 reserves (4 GPUs per node)',
      // The worker's own packing says the same.
      "declare the worker's real GPU width, which packs whole nodes or an even part of one (e.g. tp: 4)",
    ]);
  });
  it('node-count is num-nodes; GPUs are num-worker × tp·pp·pcp', () => {
    const t = agg(2, 16, 4);
    expect([nodeCount(t, 8), declaredGpus(t), t.stages[0]!.role]).toEqual([4, 32, 'worker']);
  });
});

describe('GPU and node accounting (04 §4)', () => {
  it('declared GPUs are Σ num-worker·tp·pp·pcp; EP adds none', () => {
    expect(gpuCount(disagg(w(2, 8, 8, true), w(1, 8, 16, true)), recipe('override_2p1d'))).toEqual({
      declared: 24,
      recipe: 32,
    });
  });
  it('nodes: the recipe, else packed per role, else PREFILL_NODES/DECODE_NODES', () => {
    const t = disagg(w(2, 8, 8, true), w(1, 16, 16, true));
    expect(nodeCount(t, 4, recipe('override_2p1d'))).toBe(8);
    expect(nodeCount(t, 4)).toBe(8);
    expect(
      nodeCount(
        disagg(
          w(1, 4, 1, false, { 'additional-settings': ['PREFILL_NODES=1'] }),
          w(1, 8, 1, false, { 'additional-settings': ['DECODE_NODES=2'] }),
        ),
        8,
      ),
    ).toBe(3);
    expect(nodeCount(topologyOf({ tp: 8 })!, 8)).toBe(1);
  });
});
