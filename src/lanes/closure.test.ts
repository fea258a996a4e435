// Row-level checks over a planned matrix (04 §7): C6 launch failures become plan errors, C5 on rows,
// C7 sibling divergence, C8 rules no row uses; plus the runner labels of a resolved row (05 §3).
import { describe, expect, it } from 'vitest';
import type { RunnersConfig } from '../config/types.js';
import { checkClosure } from './closure.js';
import { runnerLabels } from './labels.js';
import { loadLanes } from './load.js';

const LANES = `version: 1
vocab:
  models: [dsv4]
  precisions: [fp4]
  specs: [none]
  frameworks:
    dynamo-vllm: {engine: vllm, frontend: dynamo}
    vllm: {engine: vllm, frontend: llm-d}
    dynamo-trt: {engine: trtllm, frontend: dynamo}
nodeWorkspace:
  when: {scenario: agentic}
clusters:
  gb200-nv:
    gpusPerNode: 4
    computeSeesRunnerWorkspace: false
    sharedRunRoot: /lustre/runs
lanes:
  gb200-nv/srt-multi:
    admit: {frameworks: [dynamo-vllm, vllm]}
    checkout:
      default: workspace
      rules:
        - {when: {model: dsv4, framework: dynamo-vllm}, value: shared}
    preflight: {default: false}
    time:
      default: "4:00:00"
      rules:
        - {when: {framework: vllm, scenario: fixed-seq-len}, value: "2:00:00"}
`;
const runners: RunnersConfig = {
  labels: { 'cluster:gb200-nv': ['gb200-nv_0'] },
  hardware: { 'cluster:gb200-nv': { 'gpus-per-node': 4 } },
};
const worker = (n: number, tp: number) => ({
  'num-worker': n,
  tp,
  ep: tp,
  'dp-attn': true,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
});
const row = (framework: string, extra: Record<string, unknown> = {}) => ({
  image: 'img',
  model: 'deepseek-ai/DeepSeek-V4-Pro',
  'model-prefix': 'dsv4',
  precision: 'fp4',
  framework,
  runner: 'cluster:gb200-nv',
  'spec-decoding': 'none',
  prefill: worker(1, 8),
  decode: worker(1, 8),
  conc: [16],
  'scenario-type': 'agentic-coding',
  ...extra,
});

function closure(rows: Record<string, unknown>[]) {
  const l = loadLanes(LANES, 'configs/lanes.yaml');
  expect(l.diagnostics).toEqual([]);
  return checkClosure({
    rows,
    configKeys: rows.map(
      (r) => `${String(r['model-prefix'])}-${String(r.framework)}${r.tp ? '-single' : ''}`,
    ),
    lanes: l.lanes!,
    lanesFile: l.file,
    locateLane: l.locate,
    keyAt: () => ({ file: 'configs/nvidia-master.yaml', line: 1, col: 1 }),
    ctx: { runners, lanes: l.lanes! },
  });
}

describe('C6 matrix closure', () => {
  it('a framework the lane does not admit fails at plan time with the launcher message', () => {
    const { diagnostics } = closure([row('dynamo-trt')]);
    expect(diagnostics.find((d) => d.rule === 'C6')?.message).toBe(
      'dsv4-dynamo-trt: gb200-nv/srt-multi would fail at launch: Unsupported framework: dynamo-trt. Supported frameworks are: dynamo-vllm, vllm',
    );
  });
  it('a route with no lane on the cluster', () => {
    const single = {
      ...row('vllm'),
      prefill: undefined,
      decode: undefined,
      tp: 4,
      ep: 1,
      pp: 1,
      'pcp-size': 1,
      'dcp-size': 1,
    };
    const { diagnostics, table } = closure([single]);
    expect(diagnostics.find((d) => d.rule === 'C6')?.message).toMatch(
      /cluster gb200-nv has no srt-single srt-slurm lane/,
    );
    expect(table[0]).toMatchObject({
      lane: 'gb200-nv/srt-single',
      admitted: 'cluster gb200-nv has no srt-single srt-slurm lane',
    });
  });
  it('every admitted row gets a decision table line', () => {
    const { table } = closure([row('dynamo-vllm')]);
    expect(table).toEqual([
      {
        configKey: 'dsv4-dynamo-vllm',
        cluster: 'gb200-nv',
        lane: 'gb200-nv/srt-multi',
        admitted: true,
        power: 'none',
        checkout: 'shared',
        preflight: false,
        time: '4:00:00',
        mounts: [],
        gpus: 16,
        nodes: 4,
      },
    ]);
  });
});

describe('C5 on rows and C7 sibling divergence', () => {
  it('dsv4 AgentX on vllm resolves workspace while dynamo-vllm is shared: C5 and C7', () => {
    const { diagnostics } = closure([row('dynamo-vllm'), row('vllm')]);
    expect(diagnostics.filter((d) => d.rule === 'C5').map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^dsv4-vllm: gb200-nv\/srt-multi resolves checkout 'workspace' \(default\) for dsv4 × vllm × fp4 × agentic: not staged on the shared run root.*so the job fails at startup$/,
      ),
    ]);
    expect(diagnostics.find((d) => d.rule === 'C7')?.message).toMatch(
      /dynamo-vllm → checkout shared.*; vllm → checkout workspace/,
    );
  });
  it('fixed-seq-len siblings may differ when the deciding rule gives a reason', () => {
    const fixed = (f: string) => row(f, { 'scenario-type': undefined, isl: 8192, osl: 1024 });
    expect(closure([fixed('dynamo-vllm'), fixed('vllm')]).diagnostics.some((d) => d.rule === 'C7')).toBe(
      true,
    );
    const withReason = LANES.replace(
      'value: "2:00:00"}',
      'value: "2:00:00", reason: llm-d fixed-seq-len jobs are short}',
    );
    const l = loadLanes(withReason, 'configs/lanes.yaml');
    const rows = [fixed('dynamo-vllm'), fixed('vllm')];
    const ds = checkClosure({
      rows,
      configKeys: ['a', 'b'],
      lanes: l.lanes!,
      lanesFile: l.file,
      locateLane: l.locate,
      keyAt: () => ({}),
      ctx: { runners, lanes: l.lanes! },
    }).diagnostics;
    expect(ds.some((d) => d.rule === 'C7')).toBe(false);
  });
});

describe('C8 live matchers', () => {
  it('a rule no planned row reaches is a warning at the rule', () => {
    const { diagnostics } = closure([row('dynamo-vllm')]);
    expect(diagnostics.filter((d) => d.rule === 'C8')).toMatchObject([
      { severity: 'warning', line: 28, message: 'gb200-nv/srt-multi time[0] matches no planned row' },
    ]);
  });
});

describe('runner labels (05 §3, RT-1)', () => {
  const r = { runner: 'cluster:gb200-nv', priority: '5.250', 'queue-token': 'abc123', 'skip-queue-pr': 42 };
  it('scheduler off: the runner label only', () =>
    expect(runnerLabels(r, 8, { enabled: false })).toEqual(['cluster:gb200-nv']));
  it('scheduler on, with node slots', () =>
    expect(runnerLabels(r, 8, { enabled: true, nodeSlots: true, runAttempt: 2 })).toEqual([
      'self-hosted',
      'cluster:gb200-nv',
      'ci-job-5.250-abc123',
      'ci-attempt-2',
      'ci-skip-queue-pr-42',
      'nodes:8',
    ]));
  it('RT-1: explain shows the label set the dispatch requests (node slots without the priority scheduler)', () =>
    expect(runnerLabels(r, 8, { enabled: false, nodeSlots: true })).toEqual(['cluster:gb200-nv', 'nodes:8']));
});
