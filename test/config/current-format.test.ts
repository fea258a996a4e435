// The reference's current ([N]) master-config fields (03 §1.4) and the product's size bounds: each
// accepted where the reference's files use it, each misuse an error with its position and fix. Line and
// column numbers are counted by hand in the small files below.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { loadMasterConfigs, loadRunners } from '../../src/config/load.js';
import type { RunnersConfig } from '../../src/config/types.js';

const FILE = 'inferencex-e2e/configs/nvidia-master.yaml';
const runners: RunnersConfig = {
  labels: { 'cluster:gb300-y': ['gb300-y_00'], 'cluster:b300-x': ['b300-x_00'] },
  hardware: {},
};
const load = (text: string) => loadMasterConfigs([{ path: FILE, text }], { runners });
const errors = (ds: Diagnostic[]) => ds.filter((d) => d.severity === 'error');
const brief = (d: Diagnostic) => ({ rule: d.rule, line: d.line, col: d.col, message: d.message });

// 1 key … 7 runner, 8 multinode, 9 disagg, 10 scenarios, 11 agentic-coding, 12 `- search-space:`,
// 13 `- kv-offloading`, 14 conc-list, 15 num-nodes, 16 worker, 17 num-worker, 18 tp, 19 ep, 20 dp-attn.
const agg = (o: { item?: string; worker?: string; disagg?: string; scen?: string } = {}) => `k1:
  image: img
  model: m
  model-prefix: mdl
  precision: fp4
  framework: dynamo-vllm
  runner: cluster:gb300-y
  multinode: true
  disagg: ${o.disagg ?? 'false'}
  scenarios:
    ${o.scen ?? 'agentic-coding'}:
    - search-space:
      - kv-offloading: none
        conc-list: [8]
        num-nodes: 2
        worker:
          num-worker: 2
          tp: 4
          ep: 4
          dp-attn: true${o.worker ?? ''}${o.item ?? ''}
`;

// 1 key … 8 multinode, 9 scenarios, 10 fixed-seq-len, 11 - isl, 12 osl, 13 search-space, 14 item.
const single = (item: string) => `k1:
  image: img
  model: m
  model-prefix: mdl
  precision: fp4
  framework: sglang
  runner: cluster:b300-x
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - ${item}
`;

describe('[N] master-config fields (03 §1.4)', () => {
  it('the product-authored current-format fixture loads without a finding', () => {
    const dir = join(repoRoot, 'test/fixtures/e2e-layout/inferencex-e2e/configs');
    const r = loadRunners({
      path: 'configs/runners.yaml',
      text: readFileSync(join(dir, 'runners.yaml'), 'utf8'),
    });
    const files = ['amd-master.yaml', 'nvidia-master.yaml'].map((f) => ({
      path: `configs/${f}`,
      text: readFileSync(join(dir, f), 'utf8'),
    }));
    const m = loadMasterConfigs(files, { runners: r.value });
    expect([...r.diagnostics, ...m.diagnostics]).toEqual([]);
    expect([...m.value.entries.keys()]).toHaveLength(5);
  });

  it('worker + num-nodes loads on agentic and fixed-seq-len items', () => {
    expect(load(agg()).diagnostics).toEqual([]);
    const fixed = agg({ scen: 'fixed-seq-len' }).replace(
      '    - search-space:\n      - kv-offloading: none\n',
      '    - isl: 8192\n      osl: 1024\n      search-space:\n      - spec-decoding: none\n',
    );
    expect(load(fixed).diagnostics).toEqual([]);
  });

  it('VM-1: worker without num-nodes is "Field required" at the item', () => {
    const r = load(agg().replace('        num-nodes: 2\n', ''));
    expect(errors(r.diagnostics).map(brief)).toEqual([
      { rule: 'VM-1', line: 13, col: 9, message: 'Field required' },
    ]);
  });

  it('VP-2: worker together with prefill is a shape error at `worker`', () => {
    const r = load(agg({ item: '\n        prefill: { num-worker: 1, tp: 4, ep: 1, dp-attn: false }' }));
    expect(errors(r.diagnostics).map(brief)).toContainEqual({
      rule: 'VP-2',
      line: 16,
      col: 9,
      message:
        "A multi-node search-space entry gives either 'prefill' and 'decode' or 'worker' and 'num-nodes', not both",
    });
  });

  it('VP-2: disagg=true needs prefill and decode, not worker', () => {
    const r = load(
      agg({ disagg: 'true' }).replace('  disagg: true\n', '  disagg: true\n  kv-p2p-transfer: nixl\n'),
    );
    const d = errors(r.diagnostics).find((x) => x.rule === 'VP-2')!;
    expect(d).toMatchObject({
      line: 17,
      col: 9,
      message: "disagg=true requires 'prefill' and 'decode' workers, not 'worker'",
    });
  });

  it('VP-2: single-node entries cannot have worker, prefill, decode or num-nodes (one message each, no "Extra inputs")', () => {
    const r = load(
      single(
        '{ tp: 4, conc-list: [1], num-nodes: 1, worker: { num-worker: 1, tp: 4, ep: 1, dp-attn: false } }',
      ),
    );
    expect(errors(r.diagnostics).map((d) => [d.rule, d.message])).toEqual([
      ['VP-2', "Single-node search-space entries cannot specify 'worker' (multinode=false)"],
      ['VP-2', "Single-node search-space entries cannot specify 'num-nodes' (multinode=false)"],
    ]);
  });

  it('VP-2: num-nodes belongs to the aggregated shape', () => {
    const text = agg()
      .replace('        worker:\n', '        prefill:\n')
      .replace(
        '          dp-attn: true\n',
        '          dp-attn: true\n        decode: { num-worker: 1, tp: 4, ep: 4, dp-attn: true }\n',
      );
    expect(errors(load(text).diagnostics).map(brief)).toEqual([
      {
        rule: 'VP-2',
        line: 15,
        col: 9,
        message: "'num-nodes' is only valid with 'worker' (an aggregated topology)",
      },
    ]);
  });

  it('srt-recipe and require-power load on single-node items; eval-srt-recipe is multi-node only', () => {
    const ok = load(
      single(
        '{ tp: 4, conc-list: [1], require-power: true, srt-recipe: benchmarks/single_node/srt-slurm-recipes/a/8k1k.yaml }',
      ),
    );
    expect(ok.diagnostics).toEqual([]);
    const bad = load(single('{ tp: 4, conc-list: [1], eval-srt-recipe: a.yaml }'));
    expect(errors(bad.diagnostics).map((d) => [d.rule, d.message, d.line])).toEqual([
      ['VM-1', 'Extra inputs are not permitted', 14],
    ]);
  });

  it('VP-8: srt-recipe is <file>.yaml[:<selector>], relative, without ..', () => {
    for (const ok of ['a/b.yaml', 'a/b.yaml:base', 'a/b.yaml:override_dep4', 'a/b.yaml:zip_override_c[2]']) {
      expect(load(single(`{ tp: 4, conc-list: [1], srt-recipe: "${ok}" }`)).diagnostics, ok).toEqual([]);
    }
    for (const bad of ['/etc/x.yaml', '../x.yaml', 'a/../../x.yaml', 'a/b.json', 'a/b.yaml:variant']) {
      const d = errors(load(single(`{ tp: 4, conc-list: [1], srt-recipe: "${bad}" }`)).diagnostics);
      expect(
        d.map((x) => x.rule),
        bad,
      ).toEqual(['VP-8']);
      expect(d[0]!.line).toBe(14);
    }
  });

  it('VP-8: CONFIG_FILE= may not also appear next to srt-recipe (EVAL_CONFIG_FILE= next to eval-srt-recipe)', () => {
    const text = agg({
      worker:
        '\n          additional-settings:\n          - CONFIG_FILE=recipes/a.yaml\n          - EVAL_CONFIG_FILE=recipes/e.yaml',
      item: '\n        srt-recipe: benchmarks/multi_node/a.yaml\n        eval-srt-recipe: benchmarks/multi_node/e.yaml',
    });
    expect(errors(load(text).diagnostics).map(brief)).toEqual([
      {
        rule: 'VP-8',
        line: 22,
        col: 13,
        message: "CONFIG_FILE= cannot be given together with srt-recipe: the item's recipe is its srt-recipe",
      },
      {
        rule: 'VP-8',
        line: 23,
        col: 13,
        message:
          "EVAL_CONFIG_FILE= cannot be given together with eval-srt-recipe: the item's recipe is its eval-srt-recipe",
      },
    ]);
    // Without srt-recipe, CONFIG_FILE= stays valid (104 entries of the reference's current files use it).
    const legacy = agg({
      worker: '\n          additional-settings:\n          - CONFIG_FILE=recipes/a.yaml',
    });
    expect(load(legacy).diagnostics).toEqual([]);
  });
});

describe('absurd sizes are validation errors with the bound (VP-3)', () => {
  const only = (item: string) =>
    errors(load(single(item)).diagnostics).map((d) => [d.rule, d.message, d.fix ?? '']);
  it('negative ep', () => {
    expect(only('{ tp: 4, ep: -4, conc-list: [1] }')).toEqual([
      ['VP-3', 'Input should be greater than 0', ''],
    ]);
  });
  it('tp beyond 1024 GPUs per worker stage, and tp·pp·pcp beyond it', () => {
    expect(only('{ tp: 4096, conc-list: [1] }')).toEqual([
      ['VP-3', 'Input should be less than or equal to 1024', ''],
    ]);
    expect(only('{ tp: 512, pp: 4, conc-list: [1] }')).toEqual([
      [
        'VP-3',
        'tp·pp·pcp-size = 2048 GPUs in one worker stage exceeds the bound of 1024',
        'tp is the GPU width of one worker stage: check tp, pp and pcp-size',
      ],
    ]);
  });
  it('conc-end: 1000000000, and more than 256 conc-list entries', () => {
    expect(only('{ tp: 4, conc-start: 1, conc-end: 1000000000 }')).toEqual([
      ['VP-3', 'Input should be less than or equal to 1048576', ''],
    ]);
    const list = Array.from({ length: 300 }, (_, i) => i + 1).join(', ');
    expect(only(`{ tp: 4, conc-list: [${list}] }`)).toEqual([
      ['VP-3', 'List should have at most 256 items after validation', ''],
    ]);
  });
  it('num-worker and num-nodes', () => {
    const r = errors(
      load(agg().replace('num-nodes: 2', 'num-nodes: 100000').replace('num-worker: 2', 'num-worker: 5000'))
        .diagnostics,
    );
    expect(r.map((d) => [d.rule, d.message, d.line]).sort((x, y) => Number(x[2]) - Number(y[2]))).toEqual([
      ['VP-3', 'Input should be less than or equal to 1024', 15],
      ['VP-3', 'Input should be less than or equal to 1024', 17],
    ]);
  });
});
