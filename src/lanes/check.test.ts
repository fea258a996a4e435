// Static checks of the lanes file, one group per check id (04 §7). Each case changes one thing in a
// small valid lanes file and expects exactly that check to fire, at the line of the offending rule.
import { describe, expect, it } from 'vitest';
import { checkLanes } from './check.js';
import { loadLanes } from './load.js';
import type { RunnersConfig } from '../config/types.js';

const BASE = `version: 1
vocab:
  models: [dsv4, kimik3]
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
    fixedTimeLimit: "6:00:00"
    volumes: [hf-hub-cache]
lanes:
  gb200-nv/srt-multi:
    admit:
      frameworks: [dynamo-vllm, vllm]
    checkout:
      default: shared
      rules:
        - {when: {model: kimik3, scenario: fixed-seq-len}, value: workspace}
    preflight: {default: false}
    time: {default: salloc}
`;

const run = (text: string, runners?: RunnersConfig) => {
  const l = loadLanes(text, 'configs/lanes.yaml');
  expect(l.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checkLanes(l, runners);
};
const rules = (text: string, runners?: RunnersConfig) => run(text, runners).map((d) => d.rule);

describe('the base file', () => {
  it('is clean', () => expect(run(BASE)).toEqual([]));
});

describe('loading (LN-1, YM-3, $ref)', () => {
  it('an unquoted time is rejected at its line: YAML 1.1 reads 6:00:00 as seconds', () => {
    const l = loadLanes(
      BASE.replace('fixedTimeLimit: "6:00:00"', 'fixedTimeLimit: 6:00:00'),
      'configs/lanes.yaml',
    );
    expect(l.lanes).toBeUndefined();
    expect(l.diagnostics).toMatchObject([
      { rule: 'LN-1', line: 17, message: expect.stringContaining('must be a quoted "H:MM:SS" string') },
    ]);
  });
  it('unknown keys are named at their position', () => {
    const l = loadLanes(
      BASE.replace(
        '    preflight: {default: false}',
        '    preflight: {default: false}\n    prefligth: {default: true}',
      ),
      'f.yaml',
    );
    expect(l.diagnostics).toMatchObject([
      { rule: 'LN-1', message: 'unknown key(s): prefligth', line: 28, col: 5 },
    ]);
  });
  it('$ref splices fragment items, and their problems point into the fragment', () => {
    const text = BASE.replace(
      'lanes:\n',
      'fragments:\n  caches:\n    - {volume: hf-hub-cache, target: relative}\nlanes:\n',
    ).replace(
      '    time: {default: salloc}\n',
      '    time: {default: salloc}\n    mounts:\n      - $ref: caches\n',
    );
    const l = loadLanes(text, 'f.yaml');
    expect(l.diagnostics).toMatchObject([
      { rule: 'LN-1', line: 21, message: 'target must be an absolute path' },
    ]);
  });
});

describe('C1 vocabulary', () => {
  it('a typo in a matcher value (dsv-4) is an error at the rule', () => {
    const ds = run(
      BASE.replace('{model: kimik3, scenario: fixed-seq-len}', '{model: dsv-4, scenario: fixed-seq-len}'),
    );
    expect(ds.find((d) => d.rule === 'C1')).toMatchObject({
      line: 26,
      message: expect.stringContaining("model 'dsv-4' is not in the vocabulary"),
    });
  });
  it('admitted frameworks, volumes, the lane cluster and setup scripts are checked', () => {
    const text = BASE.replace(
      'frameworks: [dynamo-vllm, vllm]',
      'frameworks: [dynamo-vllm, vllm, sglang]',
    ).replace(
      '    time: {default: salloc}\n',
      '    time: {default: salloc}\n    mounts:\n      - {volume: aiperf-cache, target: /x}\n    setupScripts: {dynamo-trt: a.sh}\n  gb999/srt-multi:\n    admit: {frameworks: [vllm]}\n    checkout: {default: workspace}\n    preflight: {default: false}\n    time: {default: salloc}\n',
    );
    const msgs = run(text)
      .filter((d) => d.rule === 'C1')
      .map((d) => d.message);
    expect(msgs).toEqual(
      expect.arrayContaining([
        "admitted framework 'sglang' is not in vocab.frameworks",
        "volume 'aiperf-cache' does not exist on cluster gb200-nv",
        "setupScripts names framework 'dynamo-trt', which lane gb200-nv/srt-multi does not admit",
        "lane 'gb999/srt-multi' names cluster 'gb999', which is not in clusters",
      ]),
    );
  });
});

describe('C2 consistency', () => {
  it('checkout: shared needs the cluster sharedRunRoot', () => {
    expect(rules(BASE.replace('    sharedRunRoot: /lustre/runs\n', ''))).toContain('C2');
  });
  it('a lane time is shadowed by the cluster fixed time limit', () => {
    const ds = run(BASE.replace('time: {default: salloc}', 'time: {default: "4:00:00"}'));
    expect(ds).toMatchObject([{ rule: 'C2', message: expect.stringContaining('shadowed') }]);
  });
  it('dcgm is tested where power is not yet known', () => {
    const ds = run(BASE.replace('{model: kimik3, scenario: fixed-seq-len}', '{model: kimik3, dcgm: true}'));
    expect(ds.map((d) => d.rule)).toContain('C2');
  });
});

describe('C3 dead and shadowed rules', () => {
  it('a rule no admitted request reaches is dead', () => {
    const ds = run(
      BASE.replace('{model: kimik3, scenario: fixed-seq-len}', '{model: kimik3, framework: dynamo-trt}'),
    );
    expect(ds.find((d) => d.rule === 'C3')).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('dead rule'),
    });
  });
  it('a rule wholly covered by earlier first-match rules is shadowed (error)', () => {
    const ds = run(
      BASE.replace(
        'value: workspace}\n',
        'value: workspace}\n        - {when: {model: kimik3, scenario: fixed-seq-len, framework: vllm}, value: shared}\n',
      ),
    );
    expect(ds.find((d) => d.rule === 'C3')).toMatchObject({
      severity: 'error',
      line: 27,
      message: expect.stringContaining('shadowed'),
    });
  });
  it('an OR alternative covered by its siblings is a warning', () => {
    const ds = run(
      BASE.replace(
        '{when: {model: kimik3, scenario: fixed-seq-len}',
        '{when: [{model: kimik3, scenario: fixed-seq-len}, {model: kimik3, scenario: fixed-seq-len, framework: vllm}]',
      ),
    );
    expect(ds.find((d) => d.rule === 'C3')).toMatchObject({ severity: 'warning' });
  });
});

describe('C4 admission ⇒ decision coverage', () => {
  const perFramework = BASE.replace(
    '        - {when: {model: kimik3, scenario: fixed-seq-len}, value: workspace}\n',
    '        - {when: {model: dsv4, framework: dynamo-vllm}, value: shared}\n',
  ).replace('default: shared', 'default: workspace');
  it('rules that decide a model per framework must cover every admitted framework', () => {
    const ds = run(perFramework).filter((d) => d.rule === 'C4');
    expect(ds).toMatchObject([
      {
        message: expect.stringContaining(
          '`checkout` has no decision for dsv4 × {vllm} on gb200-nv/srt-multi',
        ),
      },
    ]);
  });
  it('an explicit rule with the default value and a reason satisfies it', () => {
    const text = perFramework.replace(
      'value: shared}\n',
      'value: shared}\n        - {when: {model: dsv4, framework: vllm, scenario: fixed-seq-len}, value: workspace, reason: fixed-seq-len llm-d jobs read nothing from the workspace}\n',
    );
    expect(rules(text)).not.toContain('C4');
  });
});

describe('C5 cluster invariants', () => {
  it('requests whose nodes read /infmax-workspace must resolve checkout: shared where nodes cannot see the runner workspace', () => {
    const ds = run(
      BASE.replace('{model: kimik3, scenario: fixed-seq-len}', '{model: kimik3, framework: vllm}'),
    );
    expect(ds.find((d) => d.rule === 'C5')).toMatchObject({
      message: expect.stringContaining(
        "'workspace' (not staged on the shared run root) for kimik3 × vllm × agentic",
      ),
    });
  });
  it('gpusPerNode must agree with runners.yaml', () => {
    const runners: RunnersConfig = {
      labels: { 'cluster:gb200-nv': ['gb200-nv_0'] },
      hardware: { 'cluster:gb200-nv': { 'gpus-per-node': 8 } },
    };
    expect(run(BASE, runners)).toMatchObject([
      { rule: 'C5', message: expect.stringContaining('gpusPerNode 4 disagrees') },
    ]);
  });
});
