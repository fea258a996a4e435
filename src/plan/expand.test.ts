// The engine (03 §3.1 order and cardinality, §4 row shapes, exp-name, max-model-len, DRAM) and the
// product's added keys (MX-2 row-id, 04 §4 gpu-count / node-count).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concValues } from './conc.js';
import { generateFullSweep, type Row } from './generate.js';
import { configsOf, multi, RUNNERS, single, worker } from './test-helpers.js';

const NONE = { mode: 'none', allEvals: false } as const;
const gen = (entries: Record<string, unknown>, f = {}) =>
  generateFullSweep(configsOf(entries), RUNNERS, f, NONE);

describe('row shapes (03 §4)', () => {
  it('03 §1.5 example: dsr1-fp4-b200-sglang gives 6 + 3 = 9 rows with the generator defaults', () => {
    const { rows } = gen({
      'dsr1-fp4-b200-sglang': single({}, [
        { tp: 4, ep: 1, 'conc-start': 1, 'conc-end': 32 },
        { tp: 4, ep: 4, 'dp-attn': true, 'conc-start': 64, 'conc-end': 256 },
      ]),
    });
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({
      isl: 8192,
      osl: 1024,
      tp: 4,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
      conc: 1,
      'max-model-len': 9472,
      ep: 1,
      'dp-attn': false,
      'spec-decoding': 'none',
      'exp-name': 'dsr1_8k1k',
      disagg: false,
      'run-eval': false,
      'gpu-count': 4,
    });
    // One node, said by the row's shape: the reference writes node-count on multi-node rows only.
    expect(rows[0]).not.toHaveProperty('node-count');
    expect(rows[0]!['row-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(rows.map((r) => r['row-id'])).size).toBe(9);
  });

  it('03 §4: max-model-len = isl + osl + 256, exp-name names 1k1k / 8k1k / isl_osl', () => {
    const block = (isl: number, osl: number) => ({ isl, osl, 'search-space': [{ tp: 1, 'conc-list': [1] }] });
    const { rows } = gen({
      k: {
        ...single(),
        scenarios: { 'fixed-seq-len': [block(1024, 1024), block(8192, 1024), block(2048, 512)] },
      },
    });
    expect(rows.map((r) => [r['exp-name'], r['max-model-len']])).toEqual([
      ['dsr1_1k1k', 2304],
      ['dsr1_8k1k', 9472],
      ['dsr1_2048_512', 2816],
    ]);
  });

  it('03 §1.5/§4 agentic dram: tp2 ep2 hicache on cluster:b300-nv at 0.80 → 2 rows with total-cpu-dram-gb 599', () => {
    const { rows, diagnostics } = gen({
      k: {
        ...single({ runner: 'cluster:b300-nv', 'model-prefix': 'dsv4' }),
        scenarios: {
          'agentic-coding': [
            {
              'dram-utilization': 0.8,
              'search-space': [
                {
                  tp: 2,
                  ep: 2,
                  'kv-offloading': 'dram',
                  'kv-offload-backend': { name: 'hicache' },
                  'spec-decoding': 'mtp',
                  'conc-list': [16, 32],
                },
              ],
            },
          ],
        },
      },
    });
    expect(diagnostics).toEqual([]);
    expect(rows.map((r) => [r['exp-name'], r['total-cpu-dram-gb'], r.duration, r['scenario-type']])).toEqual([
      ['dsv4_tp2_conc16_kvdram-hicache_spec-mtp', 599, 3600, 'agentic-coding'],
      ['dsv4_tp2_conc32_kvdram-hicache_spec-mtp', 599, 3600, 'agentic-coding'],
    ]);
    expect(rows[0]).not.toHaveProperty('isl');
    expect(rows[0]).not.toHaveProperty('max-model-len');
  });

  it('03 §4 multi-node: one row carrying the whole conc list; workers get pp/dcp/pcp defaults; 04 §4 counts', () => {
    const { rows } = gen({
      m: multi({}, [
        {
          'conc-list': [4, 8, 12, 24, 48],
          prefill: worker(1, 4, { ep: 4, 'dp-attn': true }),
          decode: worker(4, 8),
        },
      ]),
    });
    expect(rows).toHaveLength(1);
    const r = rows[0]!;
    expect(r.conc).toEqual([4, 8, 12, 24, 48]);
    expect(r.prefill).toEqual({
      'num-worker': 1,
      tp: 4,
      ep: 4,
      'dp-attn': true,
      pp: 1,
      'dcp-size': 1,
      'pcp-size': 1,
    });
    expect(r['kv-p2p-transfer']).toBe('nixl');
    // gb200-nv has 4 GPUs per node: prefill 4 GPUs = 1 node, decode 4×8 = 32 GPUs = 8 nodes.
    expect([r['gpu-count'], r['node-count']]).toEqual([36, 9]);
  });

  it('04 §4: PREFILL_NODES= / DECODE_NODES= override the computed node count', () => {
    const { rows } = gen({
      m: multi({ runner: 'mi355x' }, [
        {
          'conc-list': [8],
          prefill: worker(1, 8, { 'additional-settings': ['PREFILL_NODES=2'] }),
          decode: worker(1, 8, { 'additional-settings': ['DECODE_NODES=3'] }),
        },
      ]),
    });
    expect([rows[0]!['gpu-count'], rows[0]!['node-count']]).toEqual([16, 5]);
  });

  it('03 §4 multi-node agentic exp-name: p<nw>x<tp>[ep][dpa]_d…_conc<c>[_kv…], one conc per row', () => {
    const { rows } = gen({
      m: {
        ...multi(),
        scenarios: {
          'agentic-coding': [
            {
              'dram-utilization': 0.5,
              'search-space': [
                {
                  prefill: worker(1, 1, { 'dp-attn': true }),
                  decode: worker(1, 2, { ep: 2 }),
                  'kv-offloading': 'none',
                  'conc-list': [44, 8],
                },
                {
                  prefill: worker(1, 4),
                  decode: worker(1, 4),
                  'kv-offloading': 'dram',
                  'kv-offload-backend': { name: 'hicache' },
                  'conc-list': [8],
                },
              ],
            },
          ],
        },
      },
    });
    expect(rows.map((r) => [r['exp-name'], r.conc, r['total-cpu-dram-gb']])).toEqual([
      ['dsr1_p1x1dpa_d1x2ep2_conc44', [44], 0],
      ['dsr1_p1x1dpa_d1x2ep2_conc8', [8], 0],
      ['dsr1_p1x4_d1x4_conc8_kvdram-hicache', [8], Math.floor((860_160 * 2 ** 20 * 0.5 * 4) / 4 / 1e9)],
    ]);
  });

  it('VG-7 is a positioned Diagnostic, the item is skipped, and other items still expand', () => {
    const { rows, diagnostics } = gen({
      k: {
        ...single({ runner: 'cluster:gb200-nv' }),
        scenarios: {
          'agentic-coding': [
            {
              'dram-utilization': 0.5,
              'search-space': [
                { tp: 8, 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'x' }, 'conc-list': [1] },
                { tp: 4, 'kv-offloading': 'none', 'conc-list': [1] },
              ],
            },
          ],
        },
      },
    });
    expect(rows).toHaveLength(1);
    expect(diagnostics).toMatchObject([
      {
        severity: 'error',
        rule: 'VG-7',
        file: 'configs/nvidia-master.yaml',
        path: 'k.scenarios.agentic-coding[0].search-space[0]',
      },
    ]);
  });
});

// fast-check: random search-space items follow 03 §3.1's cardinality formulas.
const concFields = fc.oneof(
  fc.record({
    'conc-list': fc.uniqueArray(fc.integer({ min: 1, max: 512 }), { minLength: 1, maxLength: 6 }),
  }),
  fc
    .tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 512 }))
    .map(([s, extra]) => ({ 'conc-start': s, 'conc-end': s + extra })),
);
const wk = fc.record({
  'num-worker': fc.integer({ min: 1, max: 4 }),
  tp: fc.constantFrom(1, 2, 4, 8),
  ep: fc.constantFrom(1, 2, 8),
  'dp-attn': fc.boolean(),
});
const nodeFilter = fc.constantFrom(undefined, 'nb', 'dgxc', 'b200');
const runnersFor = (f: string | undefined) =>
  f === undefined ? 1 : RUNNERS.labels.b200!.filter((n) => n.includes(f)).length;

describe('03 §3.1 cardinality (property)', () => {
  it('single-node fixed and agentic: |conc| × |runners| rows per item', () => {
    fc.assert(
      fc.property(
        concFields,
        fc.constantFrom(1, 2, 4, 8),
        fc.boolean(),
        nodeFilter,
        (conc, tp, agentic, filter) => {
          const item = agentic ? { tp, 'kv-offloading': 'none', ...conc } : { tp, ...conc };
          const entry = agentic
            ? { ...single(), scenarios: { 'agentic-coding': [{ 'search-space': [item] }] } }
            : single({}, [item]);
          const { rows } = gen({ k: entry }, filter === undefined ? {} : { runnerNodeFilter: filter });
          expect(rows).toHaveLength(concValues(conc, 2).length * runnersFor(filter));
        },
      ),
    );
  });

  it('multi-node fixed: |runners| rows carrying the whole list; agentic: |runners| × |conc| one-element rows', () => {
    fc.assert(
      fc.property(concFields, wk, wk, fc.boolean(), nodeFilter, (conc, p, d, agentic, filter) => {
        const item = agentic
          ? { ...conc, prefill: p, decode: d, 'kv-offloading': 'none' }
          : { ...conc, prefill: p, decode: d };
        const entry = agentic
          ? { ...multi({ runner: 'b200' }), scenarios: { 'agentic-coding': [{ 'search-space': [item] }] } }
          : multi({ runner: 'b200' }, [item]);
        const { rows } = gen({ k: entry }, filter === undefined ? {} : { runnerNodeFilter: filter });
        const n = concValues(conc, 2).length;
        const runners = runnersFor(filter);
        if (agentic) {
          expect(rows).toHaveLength(n * runners);
          expect(rows.every((r: Row) => (r.conc as number[]).length === 1)).toBe(true);
        } else {
          expect(rows).toHaveLength(runners);
          expect(rows.every((r: Row) => (r.conc as number[]).length === n)).toBe(true);
        }
        expect(
          rows.every((r: Row) => r['gpu-count'] === p['num-worker'] * p.tp + d['num-worker'] * d.tp),
        ).toBe(true);
      }),
    );
  });
});
