// Cost before dispatch: every figure below is worked out by hand from the rows' GPUs, nodes and the
// time limit their lane gives them, and written out as arithmetic next to the expectation.
import { describe, expect, it } from 'vitest';
import type { RunnersConfig } from '../config/types.js';
import { TEMPLATES } from '../dispatch/workflows.js';
import { loadLanes } from '../lanes/load.js';
import {
  minutesOf,
  JOB_TIMEOUT_MINUTES,
  jobCost,
  jobKindOf,
  planCost,
  verdictOf,
  type CostContext,
} from './cost.js';

const LANES = `version: 1
vocab:
  models: [dsr1, qwen3.5]
  precisions: [fp4, fp8]
  specs: [none, mtp]
  frameworks:
    sglang:        {engine: sglang, frontend: none}
    vllm:          {engine: vllm,   frontend: none}
    dynamo-sglang: {engine: sglang, frontend: dynamo}
    dynamo-trt:    {engine: trtllm, frontend: dynamo}
clusters:
  gb200-nv:
    labels: [gb200]
    gpusPerNode: 4
    computeSeesRunnerWorkspace: false
    sharedRunRoot: /runs
    fixedTimeLimit: "6:00:00"
  gb300-nv:
    gpusPerNode: 4
    computeSeesRunnerWorkspace: true
  b200-dgxc:
    labels: [b200]
    gpusPerNode: 8
    computeSeesRunnerWorkspace: true
    routing:
      single: {default: script}
lanes:
  gb200-nv/srt-multi:
    admit: {frameworks: [dynamo-sglang, dynamo-trt]}
    checkout: {default: shared}
    preflight: {default: false}
    time: {default: salloc}
  gb300-nv/srt-multi:
    admit: {frameworks: [dynamo-sglang, dynamo-trt]}
    checkout: {default: workspace}
    preflight: {default: true}
    time:
      default: "4:00:00"
      rules:
        - {when: {model: qwen3.5, scenario: agentic}, value: "8:00:00"}
  b200-dgxc/script:
    admit: {frameworks: [sglang, vllm]}
    checkout: {default: workspace}
    preflight: {default: true}
    time: {default: salloc}
`;

const runners: RunnersConfig = {
  labels: {
    b200: ['b200-dgxc_0', 'b200-dgxc_1'],
    h100: ['h100-cw_0'],
    'cluster:gb200-nv': ['gb200-nv_0'],
    'cluster:gb300-nv': ['gb300-nv_0'],
  },
  hardware: { 'cluster:gb200-nv': { 'gpus-per-node': 4 }, 'cluster:gb300-nv': { 'gpus-per-node': 4 } },
};

const lanes = loadLanes(LANES, 'configs/lanes.yaml');
const ctx: CostContext = { runners, lanes: lanes.lanes! };

const common = { image: 'img:1', model: 'm', precision: 'fp4', 'spec-decoding': 'none', 'exp-name': 'x' };
const worker = (n: number, tp: number) => ({ 'num-worker': n, tp, ep: 1, 'dp-attn': false });
const ROWS = [
  // 1. b200, single-node, tp4 → 4 GPUs, 1 node; lane b200-dgxc/script time salloc = 8 h.
  { ...common, 'row-id': 'r1', 'model-prefix': 'dsr1', framework: 'sglang', runner: 'b200', tp: 4, conc: 4 },
  // 2. b200, single-node, tp8 → 8 GPUs, 1 node; 8 h.
  { ...common, 'row-id': 'r2', 'model-prefix': 'dsr1', framework: 'sglang', runner: 'b200', tp: 8, conc: 4 },
  // 3. b200, single-node agentic, tp2 · pcp2 → 4 GPUs, 1 node; 8 h; benchmark duration 3600 s = 1 h.
  {
    ...common,
    'row-id': 'r3',
    'model-prefix': 'dsr1',
    framework: 'vllm',
    runner: 'b200',
    tp: 2,
    'pcp-size': 2,
    conc: 16,
    'scenario-type': 'agentic-coding',
    duration: 3600,
  },
  // 4. gb200, multi-node disagg: prefill 1 × tp4, decode 4 × tp8 → 4 + 32 = 36 GPUs;
  //    nodes ⌈4/4⌉ + ⌈32/4⌉ = 1 + 8 = 9; the cluster's fixed 6 h.
  {
    ...common,
    'row-id': 'r4',
    'model-prefix': 'dsr1',
    framework: 'dynamo-trt',
    runner: 'cluster:gb200-nv',
    prefill: { ...worker(1, 4), ep: 4, 'dp-attn': true },
    decode: { ...worker(4, 8), ep: 8 },
    conc: [4, 8],
  },
  // 5. gb200, multi-node aggregated eval (decode has 0 workers): 1 × tp8 → 8 GPUs; ⌈8/4⌉ = 2 nodes; 6 h.
  {
    ...common,
    'row-id': 'r5',
    'model-prefix': 'dsr1',
    framework: 'dynamo-sglang',
    runner: 'cluster:gb200-nv',
    prefill: worker(1, 8),
    decode: worker(0, 8),
    conc: [16],
    'run-eval': true,
    'eval-only': true,
  },
  // 6. gb300, multi-node agentic qwen3.5: prefill 2 × tp4, decode 1 × tp8 → 8 + 8 = 16 GPUs;
  //    nodes ⌈8/4⌉ + ⌈8/4⌉ = 2 + 2 = 4; the lane's rule for qwen3.5 agentic: 8 h; benchmark 1 h.
  {
    ...common,
    'row-id': 'r6',
    'model-prefix': 'qwen3.5',
    framework: 'dynamo-sglang',
    runner: 'cluster:gb300-nv',
    prefill: worker(2, 4),
    decode: worker(1, 8),
    conc: [32],
    'scenario-type': 'agentic-coding',
    duration: 3600,
  },
  // 7. gb300, multi-node disagg: prefill 1 × tp2, decode 1 × tp2 → 4 GPUs; ⌈2/4⌉ + ⌈2/4⌉ = 2 nodes;
  //    the lane's default 4 h.
  {
    ...common,
    'row-id': 'r7',
    'model-prefix': 'dsr1',
    framework: 'dynamo-trt',
    runner: 'cluster:gb300-nv',
    prefill: worker(1, 2),
    decode: worker(1, 2),
    conc: [8],
  },
  // 8. h100 (no lane for its cluster), single-node tp8 → 8 GPUs, 1 node; the job timeout 500 min.
  { ...common, 'row-id': 'r8', 'model-prefix': 'dsr1', framework: 'vllm', runner: 'h100', tp: 8, conc: 1 },
];

describe('planCost (cost before dispatch)', () => {
  const cost = planCost(ROWS, ctx);
  const by = (c: string) => cost.clusters.find((x) => x.cluster === c)!;

  it('loads the test lanes file cleanly', () => {
    expect(lanes.diagnostics).toEqual([]);
  });

  it('per cluster: GPU-hours and node-hours = Σ GPUs (nodes) × the row’s time limit, against a hand computation', () => {
    expect(cost.clusters.map((c) => c.cluster)).toEqual(['b200-dgxc', 'gb200-nv', 'gb300-nv', 'h100-cw']);
    // b200-dgxc: rows 1–3, 8 h each.
    expect(by('b200-dgxc')).toMatchObject({
      jobs: 3,
      gpuHours: 4 * 8 + 8 * 8 + 4 * 8, // 128
      nodeHours: 1 * 8 + 1 * 8 + 1 * 8, // 24
      peakGpus: 4 + 8 + 4, // 16
      peakNodes: 3,
    });
    // gb200-nv: rows 4–5, 6 h each.
    expect(by('gb200-nv')).toMatchObject({
      jobs: 2,
      gpuHours: 36 * 6 + 8 * 6, // 264
      nodeHours: 9 * 6 + 2 * 6, // 66
      peakGpus: 36 + 8, // 44
      peakNodes: 9 + 2, // 11
    });
    // gb300-nv: row 6 at 8 h, row 7 at 4 h.
    expect(by('gb300-nv')).toMatchObject({
      jobs: 2,
      gpuHours: 16 * 8 + 4 * 4, // 144
      nodeHours: 4 * 8 + 2 * 4, // 40
      peakGpus: 16 + 4, // 20
      peakNodes: 4 + 2, // 6
    });
    // h100-cw: row 8 at 500 min.
    const h100 = by('h100-cw');
    expect(h100.jobs).toBe(1);
    expect(h100.gpuHours).toBeCloseTo((8 * 500) / 60, 9); // 66.67
    expect(h100.nodeHours).toBeCloseTo(500 / 60, 9); // 8.33
    expect(h100).toMatchObject({ peakGpus: 8, peakNodes: 1 });
  });

  it('totals over the plan, and the number of jobs', () => {
    expect(cost.total.jobs).toBe(8);
    expect(cost.total.gpuHours).toBeCloseTo(128 + 264 + 144 + (8 * 500) / 60, 9); // 602.67
    expect(cost.total.nodeHours).toBeCloseTo(24 + 66 + 40 + 500 / 60, 9); // 138.33
    expect(cost.total.peakGpus).toBe(16 + 44 + 20 + 8); // 88
    expect(cost.total.peakNodes).toBe(3 + 11 + 6 + 1); // 21
  });

  it('says where each time limit comes from', () => {
    const from = Object.fromEntries(cost.jobs.map((j) => [j.rowId, [j.limitHours, j.limitFrom]]));
    expect(from).toEqual({
      r1: [8, 'lane'],
      r2: [8, 'lane'],
      r3: [8, 'lane'],
      r4: [6, 'cluster'],
      r5: [6, 'cluster'],
      r6: [8, 'lane'],
      r7: [4, 'lane'],
      r8: [500 / 60, 'job-timeout'],
    });
  });

  it('expected hours: agentic jobs run their fixed one-hour benchmark; other jobs are not guessed', () => {
    expect(by('b200-dgxc').expected).toEqual({ jobs: 1, gpuHours: 4 * 1, nodeHours: 1 * 1 });
    expect(by('gb300-nv').expected).toEqual({ jobs: 1, gpuHours: 16 * 1, nodeHours: 4 * 1 });
    expect(by('gb200-nv').expected).toBeUndefined();
    // An agentic eval runs its own suite, not the one-hour benchmark: no expected duration.
    const evalRow = { ...ROWS[2]!, 'row-id': 'e1', 'run-eval': true, 'eval-only': true };
    expect(jobCost(evalRow, ctx).expectedHours).toBeUndefined();
  });

  it('a history lookup gives an expected duration, capped at the time limit', () => {
    const c = planCost(ROWS, {
      ...ctx,
      expectedHours: (r) => (r['row-id'] === 'r4' ? 2.5 : r['row-id'] === 'r7' ? 9 : undefined),
    });
    const gb200 = c.clusters.find((x) => x.cluster === 'gb200-nv')!;
    expect(gb200.expected).toEqual({ jobs: 1, gpuHours: 36 * 2.5, nodeHours: 9 * 2.5 });
    const gb300 = c.clusters.find((x) => x.cluster === 'gb300-nv')!;
    // row 6: benchmark 1 h; row 7: history says 9 h, capped at its 4 h limit.
    expect(gb300.expected).toEqual({ jobs: 2, gpuHours: 16 * 1 + 4 * 4, nodeHours: 4 * 1 + 2 * 4 });
  });

  it('jobs per kind in plain words', () => {
    expect(by('b200-dgxc').kinds).toEqual([
      { kind: 'single-node benchmark', jobs: 2 },
      { kind: 'single-node agentic benchmark', jobs: 1 },
    ]);
    expect(by('gb200-nv').kinds).toEqual([
      { kind: 'multi-node benchmark', jobs: 1 },
      { kind: 'multi-node eval', jobs: 1 },
    ]);
    expect(jobKindOf({ tp: 8, 'eval-only': true })).toBe('single-node eval');
  });

  it('a budget: above it the plan needs an explicit confirmation, at or below it does not', () => {
    expect(cost.verdict).toEqual({ kind: 'no-budget' });
    const over = planCost(ROWS, ctx, { gpuHours: 600 });
    expect(over.verdict.kind).toBe('needs-confirmation');
    expect(over.verdict).toMatchObject({ budgetGpuHours: 600 });
    if (over.verdict.kind === 'needs-confirmation')
      expect(over.verdict.overBy).toBeCloseTo(602 + 2 / 3 - 600, 9);
    expect(planCost(ROWS, ctx, { gpuHours: 700 }).verdict.kind).toBe('within');
    expect(verdictOf(100, { gpuHours: 100 }).kind).toBe('within');
  });

  it('without a lanes file every job is bounded by its workflow job timeout', () => {
    const c = planCost(ROWS, { runners });
    const limits = Object.fromEntries(c.jobs.map((j) => [j.rowId, j.limitMinutes]));
    expect(limits).toEqual({ r1: 500, r2: 500, r3: 500, r4: 480, r5: 480, r6: 780, r7: 480, r8: 500 });
    // Without the lanes file's labels, the b200 pool is named by its runners' cluster.
    expect(c.clusters.map((x) => x.cluster)).toEqual(['b200-dgxc', 'gb200-nv', 'gb300-nv', 'h100-cw']);
  });

  it('the job-timeout bound is the benchmark templates’ timeout-minutes', () => {
    expect(TEMPLATES.single.timeout).toBe(String(JOB_TIMEOUT_MINUTES.single));
    expect(TEMPLATES.multi.timeout).toContain(
      `&& ${JOB_TIMEOUT_MINUTES.multiAgentic} || ${JOB_TIMEOUT_MINUTES.multi}`,
    );
    expect(minutesOf('4:30:00')).toBe(270);
  });
});
