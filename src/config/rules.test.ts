// One test per validation id of 03 §7 (and 02 §8 YM-2): message, rule, line and column, on small
// hand-written master files whose positions are counted by hand.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics.js';
import { validateEntry } from './entry.js';
import { loadMasterConfigs, missingFile, type LoadMasterOptions } from './load.js';
import type { RunnersConfig } from './types.js';

const FILE = 'configs/test-master.yaml';
const runners: RunnersConfig = {
  labels: {
    b200: ['b200-0'],
    'b200-multinode': ['b200-m0'],
    'cluster:b200-dgxc': ['b200-0'],
    'cluster:gb200-nv': ['gb200-nv_0'],
  },
  hardware: {},
};

function load(text: string, opts: LoadMasterOptions = {}) {
  return loadMasterConfigs([{ path: FILE, text }], { runners, ...opts });
}

/** The only diagnostic with `rule` (fails when there are none or several). */
function one(ds: Diagnostic[], rule: string): Diagnostic {
  const hits = ds.filter((d) => d.rule === rule);
  expect(hits, JSON.stringify(ds, null, 1)).toHaveLength(1);
  return hits[0]!;
}

// Line numbers: 1 key, 2 image … 7 runner, 8 multinode, 9 scenarios, 10 fixed-seq-len, 11 - isl,
// 12 osl, 13 search-space, 14 first item (its `{` at col 9).
const single = (items: string, top = '', runner = 'b200') => `k1:
  image: img
  model: m
  model-prefix: dsr1
  precision: fp4
  framework: sglang
  runner: ${runner}
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
${items}${top}`;

// Agentic single-node: 9 scenarios, 10 agentic-coding, 11 - dram-utilization, 12 search-space, 13 item.
const agentic = (
  items: string,
  runner = 'cluster:b200-dgxc',
  block = '    - dram-utilization: 0.8\n      search-space:\n',
) => `k1:
  image: img
  model: m
  model-prefix: dsr1
  precision: fp4
  framework: sglang
  runner: ${runner}
  multinode: false
  scenarios:
    agentic-coding:
${block}${items}`;

// Multi-node: 8 multinode, 9 disagg, 10 kv-p2p-transfer, 11 scenarios, 12 fixed-seq-len, 13 - isl,
// 14 osl, 15 search-space, 16 `- conc-list`, 17 prefill, 18 num-worker, 19 tp, 20 ep, 21 dp-attn,
// 22 decode, 23 num-worker, 24 tp, 25 ep, 26 dp-attn.
const multi = (
  o: { p2p?: string; itemExtra?: string; prefill?: string; decode?: string; scen?: string } = {},
) => `k1:
  image: img
  model: m
  model-prefix: dsr1
  precision: fp4
  framework: dynamo-trt
  runner: b200-multinode
  multinode: true
  disagg: true
${o.p2p ?? '  kv-p2p-transfer: nixl\n'}  scenarios:
    ${o.scen ?? 'fixed-seq-len'}:
    - isl: 8192
      osl: 1024
      search-space:
      - conc-list: [4, 8]${o.itemExtra ?? ''}
        prefill:
          num-worker: 1
          tp: 4
          ep: 4
          dp-attn: true${o.prefill ?? ''}
        decode:
          num-worker: 1
          tp: 8
          ep: 8
          dp-attn: false${o.decode ?? ''}
`;

const item = (s: string) => `      - { ${s} }\n`;

describe('well-formed fixtures', () => {
  it('the three fixture shapes load clean', () => {
    for (const text of [
      single(item('tp: 8, conc-start: 1, conc-end: 4')),
      agentic(item('tp: 8, kv-offloading: none, conc-list: [1, 2]')),
      multi(),
    ]) {
      const r = load(text);
      expect(r.diagnostics).toEqual([]);
      expect([...r.value.entries.keys()]).toEqual(['k1']);
    }
  });
});

describe('loader (VL)', () => {
  it('VL-1: missing input file', () => {
    expect(missingFile('configs/x.yaml', 'master')).toMatchObject({
      rule: 'VL-1',
      message: "Input file 'configs/x.yaml' does not exist.",
    });
  });
  it('VL-2: a file that is not a mapping', () => {
    const d = one(load('- a\n- b\n').diagnostics, 'VL-2');
    expect(d).toMatchObject({ message: `Config file '${FILE}' must contain a dictionary`, line: 1, col: 1 });
    expect(one(load('# only a comment\n').diagnostics, 'VL-2').message).toContain(
      'must contain a dictionary',
    );
  });
  it('VL-3: wildcard in a key (leading space kept)', () => {
    const r = load(single(item('tp: 8, conc-list: [1]')).replace('k1:', 'k1-*:'));
    expect(one(r.diagnostics, 'VL-3')).toMatchObject({
      message: " Wildcard '*' is not allowed in master config keys: 'k1-*'",
      line: 1,
      col: 1,
    });
    expect(r.value.entries.size).toBe(0);
  });
  it('VL-4: a key in two files', () => {
    const text = single(item('tp: 8, conc-list: [1]'));
    const r = loadMasterConfigs([
      { path: 'configs/amd-master.yaml', text },
      { path: 'configs/nvidia-master.yaml', text: `# x\n${text}` },
    ]);
    const d = one(r.diagnostics, 'VL-4');
    expect(d).toMatchObject({
      message: "Duplicate configuration keys found in 'configs/nvidia-master.yaml': k1",
      file: 'configs/nvidia-master.yaml',
      line: 2,
      col: 1,
    });
    expect(d.fix).toContain('configs/amd-master.yaml:1');
    expect(r.value.sourceOf.get('k1')).toBe('configs/amd-master.yaml');
  });
});

describe('entry (VM)', () => {
  it('VM-1: missing field is "Field required" at the entry', () => {
    const d = one(
      load(single(item('tp: 8, conc-list: [1]')).replace('  image: img\n', '')).diagnostics,
      'VM-1',
    );
    expect(d).toMatchObject({
      message: 'Field required',
      path: 'k1.image',
      line: 2,
      col: 3,
      fix: "add 'image'",
    });
  });
  it('VM-1: unknown field is "Extra inputs are not permitted" at its key, with the nearest name as fix', () => {
    const d = one(load(single(item('tp: 8, conc-lst: [1, 2]'))).diagnostics, 'VM-1');
    expect(d).toMatchObject({
      message: 'Extra inputs are not permitted',
      path: 'k1.scenarios.fixed-seq-len[0].search-space[0].conc-lst',
      line: 14,
      col: 18,
    });
    expect(d.fix).toBe("did you mean 'conc-list'?");
  });
  it('VM-1: tp: "8" is not an integer (no lax coercion, MX-1 Fix)', () => {
    const r = load(single(item('tp: "8", conc-list: [1]')));
    expect(one(r.diagnostics, 'VM-1')).toMatchObject({
      message: 'Input should be a valid integer',
      line: 14,
      col: 15,
      path: 'k1.scenarios.fixed-seq-len[0].search-space[0].tp',
    });
    expect(r.value.entries.size).toBe(0);
  });
  it('VM-1: spec-decoding enum text', () => {
    const d = one(load(single(item('tp: 8, spec-decoding: eagle, conc-list: [1]'))).diagnostics, 'VM-1');
    expect(d).toMatchObject({ message: "Input should be 'mtp', 'draft_model' or 'none'", line: 14, col: 33 });
  });
  it('VM-2: no scenario', () => {
    const text = single('').replace(
      '    fixed-seq-len:\n    - isl: 8192\n      osl: 1024\n      search-space:\n',
      '    fixed-seq-len: []\n',
    );
    expect(one(load(text).diagnostics, 'VM-2')).toMatchObject({
      message: 'At least one scenario type must be specified',
      line: 9,
      col: 3,
    });
  });
  it('VM-3: agentic needs a cluster: runner, fix names a matching cluster', () => {
    const d = one(
      load(agentic(item('tp: 8, kv-offloading: none, conc-list: [1]'), 'b200')).diagnostics,
      'VM-3',
    );
    expect(d).toMatchObject({
      message:
        "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.",
      line: 7,
      col: 11,
      fix: 'use a cluster:<name> runner such as cluster:b200-dgxc',
    });
    const d2 = one(
      loadMasterConfigs([
        { path: FILE, text: agentic(item('tp: 8, kv-offloading: none, conc-list: [1]'), 'h100') },
      ]).diagnostics,
      'VM-3',
    );
    expect(d2.fix).toBe('use a cluster:<name> runner such as cluster:gb200-nv');
  });
  it('VM-4: router at the top level and in an item', () => {
    const r = load(
      single(
        item('tp: 8, conc-list: [1], router: { name: r, version: "1" }'),
        '  router: { name: r, version: "1" }\n',
      ),
    );
    expect(one(r.diagnostics, 'VM-4')).toMatchObject({
      message: 'router must be declared either at the top level or in search-space entries, not both',
      line: 15,
      col: 3,
    });
  });
  it('VM-5: kv-p2p-transfer on a single-node entry', () => {
    const r = load(single(item('tp: 8, conc-list: [1]'), '  kv-p2p-transfer: nixl\n'));
    expect(one(r.diagnostics, 'VM-5')).toMatchObject({
      message: 'kv-p2p-transfer is only valid when multinode=true',
      line: 15,
      col: 3,
    });
  });
  it('VM-6: disagg without kv-p2p-transfer', () => {
    const d = one(load(multi({ p2p: '' })).diagnostics, 'VM-6');
    expect(d).toMatchObject({
      message: 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry',
      line: 9,
      col: 11,
    });
    expect(load(multi({ p2p: '', itemExtra: '\n        kv-p2p-transfer: nixl' })).diagnostics).toEqual([]);
  });
  it('VM-7: single-node with disagg: true is "Input should be False"', () => {
    const d = one(load(single(item('tp: 8, conc-list: [1]'), '  disagg: true\n')).diagnostics, 'VM-7');
    expect(d).toMatchObject({ message: 'Input should be False', line: 15, col: 11, path: 'k1.disagg' });
  });
});

describe('concurrency (VC) and VP-5', () => {
  const cases: [string, string, string, number, number][] = [
    [
      'VC-1',
      'tp: 8, conc-list: [1], conc-start: 1, conc-end: 2',
      "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.",
      14,
      9,
    ],
    [
      'VC-2',
      'tp: 8, conc-list: []',
      "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.",
      14,
      9,
    ],
    [
      'VC-3',
      'tp: 8, conc-start: 0, conc-end: 4',
      "Input 'conc-start' and 'conc-end' must be greater than 0.",
      14,
      30,
    ],
    ['VC-4', 'tp: 8, conc-start: 64, conc-end: 4', "'conc-start' (64) must be <= 'conc-end' (4).", 14, 30],
    ['VC-5', 'tp: 8, conc-list: [4, -1]', "Input 'conc-list' entries must be greater than 0.", 14, 33],
    ['VP-5', 'tp: 8, conc-list: [4, 8, 4]', "Duplicate 'conc-list' value 4", 14, 36],
  ];
  for (const [rule, body, message, line, col] of cases) {
    it(`${rule}: { ${body} }`, () => {
      const r = load(single(item(body)));
      expect(one(r.diagnostics, rule)).toMatchObject({ message, line, col });
      expect(r.value.entries.size).toBe(0);
    });
  }
});

describe('topology (VT) and VP-3', () => {
  it('VT-1: tp divisible by dcp-size, on items and workers', () => {
    expect(one(load(single(item('tp: 8, dcp-size: 3, conc-list: [1]'))).diagnostics, 'VT-1')).toMatchObject({
      message: "'tp' (8) must be divisible by 'dcp-size' (3)",
      line: 14,
      col: 28,
    });
    expect(one(load(multi({ decode: '\n          dcp-size: 3' })).diagnostics, 'VT-1')).toMatchObject({
      line: 27,
      col: 21,
      path: 'k1.scenarios.fixed-seq-len[0].search-space[0].decode.dcp-size',
    });
  });
  it('VT-2: hardware on both workers or neither', () => {
    expect(
      one(load(multi({ prefill: '\n          hardware: { gpu: b200 }' })).diagnostics, 'VT-2'),
    ).toMatchObject({
      message: "'hardware' must be specified for both 'prefill' and 'decode', or neither",
      line: 16,
      col: 9,
    });
    expect(
      load(
        multi({
          prefill: '\n          hardware: { gpu: b200 }',
          decode: '\n          hardware: { gpu: b300 }',
        }),
      ).diagnostics,
    ).toEqual([]);
  });
  it('VP-3: tp ≥ 1, isl ≥ 1, prefill num-worker ≥ 1 (decode 0 is the aggregated topology)', () => {
    expect(one(load(single(item('tp: 0, conc-list: [1]'))).diagnostics, 'VP-3')).toMatchObject({
      message: 'Input should be greater than 0',
      line: 14,
      col: 15,
    });
    expect(
      one(load(single(item('tp: 8, conc-list: [1]')).replace('isl: 8192', 'isl: 0')).diagnostics, 'VP-3'),
    ).toMatchObject({ line: 11, col: 12 });
    const agg = multi().replace(
      '          num-worker: 1\n          tp: 8',
      '          num-worker: 0\n          tp: 8',
    );
    expect(load(agg).diagnostics).toEqual([]);
    const noPrefill = multi().replace(
      '          num-worker: 1\n          tp: 4',
      '          num-worker: 0\n          tp: 4',
    );
    expect(one(load(noPrefill).diagnostics, 'VP-3')).toMatchObject({
      line: 18,
      col: 23,
      path: 'k1.scenarios.fixed-seq-len[0].search-space[0].prefill.num-worker',
    });
    expect(
      one(
        load(multi().replace('num-worker: 1\n          tp: 8', 'num-worker: -1\n          tp: 8'))
          .diagnostics,
        'VP-3',
      ).message,
    ).toBe('Input should be greater than or equal to 0');
  });
});

describe('agentic (VA) and VP-2', () => {
  const at = (body: string) => load(agentic(item(body))).diagnostics;
  it('VA-1: neither or both shapes', () => {
    expect(one(at('kv-offloading: none, conc-list: [1]'), 'VA-1')).toMatchObject({
      message: 'Agentic search-space entries must specify either tp or both prefill and decode',
      line: 13,
      col: 9,
    });
    expect(one(at('tp: 8, prefill: {}, decode: {}, kv-offloading: none, conc-list: [1]'), 'VA-1').line).toBe(
      13,
    );
  });
  it('VA-2: single-node item needs kv-offloading', () => {
    expect(one(at('tp: 8, conc-list: [1]'), 'VA-2')).toMatchObject({
      message: 'Single-node agentic search-space entries must specify kv-offloading',
      line: 13,
      col: 9,
    });
  });
  it('VA-3: multi-node agentic item cannot carry pp/dcp-size/pcp-size', () => {
    const text = multi({ scen: 'agentic-coding', itemExtra: '\n        pp: 2' }).replace(
      '    - isl: 8192\n      osl: 1024\n      search-space:',
      '    - search-space:',
    );
    const d = one(load(text).diagnostics, 'VA-3');
    expect(d).toMatchObject({
      message: "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
      line: 15,
      col: 9,
    });
    expect(load(text).diagnostics.filter((x) => x.rule === 'VM-1')).toEqual([]);
  });
  it('VA-4: backend without kv-offloading (multi-node item)', () => {
    const text = multi({
      scen: 'agentic-coding',
      itemExtra: '\n        kv-offload-backend: { name: hicache }',
    }).replace('    - isl: 8192\n      osl: 1024\n      search-space:', '    - search-space:');
    expect(one(load(text).diagnostics, 'VA-4')).toMatchObject({
      message: 'kv-offload-backend requires kv-offloading',
      line: 15,
      col: 9,
    });
  });
  it('VA-5: backend with kv-offloading none', () => {
    expect(
      one(at('tp: 8, kv-offloading: none, kv-offload-backend: { name: hicache }, conc-list: [1]'), 'VA-5'),
    ).toMatchObject({
      message: "kv-offload-backend can only be set when kv-offloading is not 'none'",
      line: 13,
      col: 39,
    });
  });
  it('VA-6: dram without backend', () => {
    expect(one(at('tp: 8, kv-offloading: dram, conc-list: [1]'), 'VA-6')).toMatchObject({
      message: "kv-offload-backend is required when kv-offloading is 'dram'",
      line: 13,
      col: 33,
    });
  });
  it('VA-7: dram item in a block without dram-utilization', () => {
    const text = agentic(
      item('tp: 8, kv-offloading: dram, kv-offload-backend: { name: hicache }, conc-list: [1]'),
      'cluster:b200-dgxc',
      '    - search-space:\n',
    );
    expect(one(load(text).diagnostics, 'VA-7')).toMatchObject({
      message: "kv-offloading='dram' requires dram-utilization with runner hardware metadata",
      line: 11,
      col: 7,
    });
  });
  it('VA-8: component version is not an image reference', () => {
    expect(
      one(
        at('tp: 8, kv-offloading: none, router: { name: r, version: "image:foo" }, conc-list: [1]'),
        'VA-8',
      ),
    ).toMatchObject({
      message:
        'component version must be a release, package version, or source commit, not an image reference',
      line: 13,
      col: 67,
    });
  });
  it('VA-8: a top-level router and an item kv-offload-backend are checked too, in entry order', () => {
    const raw = {
      runner: 'cluster:x',
      router: { name: 'r', version: 'image:a' },
      scenarios: {
        'agentic-coding': [
          {
            'search-space': [
              { tp: 8, 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'b', version: 'image:b' } },
            ],
          },
        ],
      },
    };
    const va8 = validateEntry('k', raw).findings.filter((f) => f.rule === 'VA-8');
    expect(va8.map((f) => f.path)).toEqual([
      ['k', 'router', 'version'],
      ['k', 'scenarios', 'agentic-coding', 0, 'search-space', 0, 'kv-offload-backend', 'version'],
    ]);
  });
  it('VP-2: prefill/decode item on a multinode: false entry (the reference crashes with KeyError)', () => {
    const text = agentic(`      - kv-offloading: none
        conc-list: [1]
        prefill: { num-worker: 1, tp: 4, ep: 4, dp-attn: true }
        decode: { num-worker: 1, tp: 4, ep: 4, dp-attn: true }
`);
    expect(one(load(text).diagnostics, 'VP-2')).toMatchObject({ line: 13, col: 9, severity: 'error' });
  });
  it('VP-2: tp item on a multinode: true entry', () => {
    const text = multi({ scen: 'agentic-coding' })
      .replace(
        '    - isl: 8192\n      osl: 1024\n      search-space:\n',
        '    - search-space:\n      - { tp: 8, kv-offloading: none, conc-list: [1] }\n',
      )
      .replace('runner: b200-multinode', 'runner: cluster:gb200-nv');
    expect(one(load(text).diagnostics, 'VP-2')).toMatchObject({ line: 14, col: 9 });
  });
  it('dram-utilization ∈ (0, 1]', () => {
    const text = agentic(
      item('tp: 8, kv-offloading: none, conc-list: [1]'),
      'cluster:b200-dgxc',
      '    - dram-utilization: 1.5\n      search-space:\n',
    );
    expect(one(load(text).diagnostics, 'VM-1')).toMatchObject({
      message: 'Input should be less than or equal to 1',
      line: 11,
      col: 25,
    });
  });
});

describe('product additions (VP, YM)', () => {
  it('VP-1: unknown runner label is a warning, an error in strict mode', () => {
    const text = single(item('tp: 8, conc-list: [1]'), '', 'b20O');
    const w = one(load(text).diagnostics, 'VP-1');
    expect(w).toMatchObject({
      severity: 'warning',
      message: "Runner label 'b20O' is not defined in configs/runners.yaml",
      line: 7,
      col: 11,
      fix: "did you mean 'b200'? Otherwise add the label to configs/runners.yaml",
    });
    expect(load(text).value.entries.size).toBe(1);
    const strict = load(text, { strict: true });
    expect(one(strict.diagnostics, 'VP-1').severity).toBe('error');
    expect(strict.value.entries.size).toBe(0);
    expect(load(text, { externalRunnerLabels: ['b20O'] }).diagnostics).toEqual([]);
  });
  it('VP-4: duplicate top-level key within a file', () => {
    const a = single(item('tp: 8, conc-list: [1]'));
    const r = load(`${a}${a}`);
    expect(one(r.diagnostics, 'VP-4')).toMatchObject({
      line: 15,
      col: 1,
      message: `Duplicate configuration key 'k1' in '${FILE}' (first defined at line 1)`,
    });
    expect(r.value.entries.size).toBe(1);
  });
  it('VP-4: duplicate nested key', () => {
    const r = load(single(item('tp: 8, conc-list: [1]')).replace('  model: m\n', '  model: m\n  model: n\n'));
    expect(one(r.diagnostics, 'VP-4')).toMatchObject({ line: 4, col: 3 });
  });
  it('VP-4: key syntax (02 KR-2)', () => {
    const r = load(single(item('tp: 8, conc-list: [1]')).replace('k1:', 'K1_x:'));
    expect(one(r.diagnostics, 'VP-4')).toMatchObject({
      message: "Master config key 'K1_x' must match ^[a-z0-9][a-z0-9._-]*$",
      line: 1,
      col: 1,
    });
  });
  it('VP-6: derived fields written in YAML', () => {
    const text = agentic(
      item('tp: 8, kv-offloading: none, conc-list: [1]'),
      'cluster:b200-dgxc',
      '    - duration: 1800\n      search-space:\n',
    );
    const d = one(load(text).diagnostics, 'VP-6');
    expect(d).toMatchObject({
      message: 'Extra inputs are not permitted',
      line: 11,
      col: 7,
      path: 'k1.scenarios.agentic-coding[0].duration',
    });
    expect(d.fix).toContain('3600');
  });
  it('YM-2: plain y/n and dotless exponent floats need quotes', () => {
    const r = load(
      single(item('tp: 8, conc-list: [1]'))
        .replace('image: img', 'image: y')
        .replace('model: m', 'model: 1e3'),
    );
    const ym = r.diagnostics.filter((d) => d.rule === 'YM-2');
    expect(ym.map((d) => [d.severity, d.line, d.col])).toEqual([
      ['warning', 2, 10],
      ['warning', 3, 10],
    ]);
    expect(ym[0]!.fix).toBe('quote it: "y"');
  });
  it('reports every problem, not the first', () => {
    const r = load(
      single(item('tp: "8", conc-list: [1, 1]') + item('tp: 8, dcp-size: 3, conc-start: 9, conc-end: 1')),
    );
    expect(r.diagnostics.map((d) => d.rule).sort()).toEqual(['VC-4', 'VM-1', 'VP-5', 'VT-1']);
  });
});
