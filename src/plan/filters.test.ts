// full-sweep and test-config selections (03 §3.3–§3.4), including the reference's grid shift and [M]
// synthesis, and the VG-1/2/4/5 errors.
import { describe, expect, it } from 'vitest';
import { generateFullSweep, generateTestConfig, type FullSweepFilters, type Row } from './generate.js';
import { configsOf, multi, RUNNERS, single, worker } from './test-helpers.js';

const NONE = { mode: 'none', allEvals: false } as const;
const concs = (rows: Row[]) => rows.map((r) => r.conc);
const sweep = (entries: Record<string, unknown>, f: FullSweepFilters) =>
  generateFullSweep(configsOf(entries), RUNNERS, f, NONE);

const range = (start: number, end: number, extra: Record<string, unknown> = {}) =>
  single({}, [{ tp: 4, 'conc-start': start, 'conc-end': end, ...extra }]);
const list = (l: number[], extra: Record<string, unknown> = {}) =>
  single({}, [{ tp: 4, 'conc-list': l, ...extra }]);
const agentic = (l: number[]) => ({
  ...single({ runner: 'cluster:b300-nv' }),
  scenarios: { 'agentic-coding': [{ 'search-space': [{ tp: 2, 'kv-offloading': 'none', 'conc-list': l }] }] },
});

describe('full-sweep concurrency filters (03 §3.4)', () => {
  it('--min-conc on a single-node range shifts the grid (1…32, m=3 → 3,6,12,24,32); end < m or m ≤ 0 skips', () => {
    expect(concs(sweep({ k: range(1, 32) }, { minConc: 3 }).rows)).toEqual([3, 6, 12, 24, 32]);
    expect(sweep({ k: range(1, 32) }, { minConc: 64 }).rows).toEqual([]);
    expect(sweep({ k: range(1, 32) }, { minConc: 0 }).rows).toEqual([]);
  });

  it('--max-conc on a single-node range clamps the end (1…32, M=10 → 1,2,4,8,10); start > M gives [M]; M ≤ 0 skips', () => {
    expect(concs(sweep({ k: range(1, 32) }, { maxConc: 10 }).rows)).toEqual([1, 2, 4, 8, 10]);
    expect(concs(sweep({ k: range(16, 32) }, { maxConc: 10 }).rows)).toEqual([10]);
    expect(sweep({ k: range(1, 32) }, { maxConc: 0 }).rows).toEqual([]);
  });

  it('single-node list: keep ≥ m (skip if none), keep ≤ M (synthesise [M] if none)', () => {
    expect(concs(sweep({ k: list([4, 64, 16]) }, { minConc: 16 }).rows)).toEqual([64, 16]);
    expect(sweep({ k: list([4, 8]) }, { minConc: 16 }).rows).toEqual([]);
    expect(concs(sweep({ k: list([32, 64]) }, { maxConc: 10 }).rows)).toEqual([10]);
  });

  it('multi-node: keep ≥ m (skip if none), keep ≤ M and synthesise [M]', () => {
    const m = multi({}, [{ 'conc-list': [4, 8, 32], prefill: worker(1, 4), decode: worker(1, 8) }]);
    expect(concs(sweep({ m }, { minConc: 8 }).rows)).toEqual([[8, 32]]);
    expect(sweep({ m }, { minConc: 64 }).rows).toEqual([]);
    expect(concs(sweep({ m }, { maxConc: 2 }).rows)).toEqual([[2]]);
  });

  it('agentic: keep within [m, M], never synthesise', () => {
    expect(concs(sweep({ a: agentic([8, 16, 32]) }, { minConc: 10, maxConc: 20 }).rows)).toEqual([16]);
    expect(sweep({ a: agentic([8, 16]) }, { maxConc: 4 }).rows).toEqual([]);
  });

  it('--step-size changes the grid multiplier (VG-1 below 2), VG-2 when min > max', () => {
    expect(concs(sweep({ k: range(1, 64) }, { stepSize: 4 }).rows)).toEqual([1, 4, 16, 64]);
    expect(sweep({ k: range(1, 64) }, { stepSize: 1 }).diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['VG-1', '--step-size must be greater than 1'],
    ]);
    expect(sweep({ k: range(1, 64) }, { minConc: 8, maxConc: 4 }).diagnostics.map((d) => d.rule)).toEqual([
      'VG-2',
    ]);
  });
});

describe('full-sweep entry and item filters (03 §3.4)', () => {
  const entries = {
    'dsr1-fp4-b200-sglang': list([4]),
    'dsr1-fp8-b200-trt': single({ precision: 'fp8', framework: 'trt' }, [{ tp: 8, ep: 8, 'conc-list': [4] }]),
    'dsv4-fp4-mi355x-sglang': single({ 'model-prefix': 'dsv4', runner: 'mi355x' }, [
      { tp: 2, 'conc-list': [4] },
    ]),
    'dsr1-fp4-gb200-dynamo-trt': multi(),
  };
  const keysOf = (f: FullSweepFilters) => {
    const r = generateFullSweep(configsOf(entries), RUNNERS, f, NONE);
    return r.configKeys;
  };

  it('--model-prefix matches the key prefix; --precision, --framework, --runner-type are exact', () => {
    expect(keysOf({ modelPrefix: ['dsv4'] })).toEqual(['dsv4-fp4-mi355x-sglang']);
    expect(keysOf({ precision: ['fp8'] })).toEqual(['dsr1-fp8-b200-trt']);
    expect(keysOf({ framework: ['dynamo-trt', 'trt'] })).toEqual([
      'dsr1-fp8-b200-trt',
      'dsr1-fp4-gb200-dynamo-trt',
    ]);
    expect(keysOf({ runnerType: ['mi355x'] })).toEqual(['dsv4-fp4-mi355x-sglang']);
  });

  it('VG-4: an unknown runner type', () => {
    const r = generateFullSweep(configsOf(entries), RUNNERS, { runnerType: ['h999'] }, NONE);
    expect(r.diagnostics.map((d) => d.rule)).toEqual(['VG-4']);
    expect(r.diagnostics[0]!.message).toMatch(
      /^Invalid runner type\(s\): \{'h999'\}\. Valid runner types are: b200, mi355x/,
    );
  });

  it('--single-node / --multi-node (neither means both)', () => {
    expect(keysOf({ multiNode: true })).toEqual(['dsr1-fp4-gb200-dynamo-trt']);
    expect(keysOf({ singleNode: true })).toHaveLength(3);
    expect(keysOf({ singleNode: true, multiNode: true })).toHaveLength(4);
  });

  it('--max-tp skips wider items; --max-ep clamps ep; neither touches multi-node', () => {
    expect(keysOf({ maxTp: 4 })).toEqual([
      'dsr1-fp4-b200-sglang',
      'dsv4-fp4-mi355x-sglang',
      'dsr1-fp4-gb200-dynamo-trt',
    ]);
    const r = generateFullSweep(configsOf(entries), RUNNERS, { maxEp: 2 }, NONE);
    expect(r.rows.map((x) => x.ep ?? 'multi')).toEqual([1, 2, 1, 'multi']);
    expect(keysOf({ maxTp: 0 })).toEqual(['dsr1-fp4-gb200-dynamo-trt']);
  });

  it('--seq-lens keeps the named fixed-seq-len blocks; --scenario-type picks scenarios', () => {
    const both = {
      k: {
        ...agentic([4]),
        scenarios: {
          ...agentic([4]).scenarios,
          'fixed-seq-len': [{ isl: 1024, osl: 1024, 'search-space': [{ tp: 4, 'conc-list': [4] }] }],
        },
      },
    };
    const kinds = (f: FullSweepFilters) => sweep(both, f).rows.map((r) => r['exp-name']);
    expect(kinds({})).toEqual(['dsr1_1k1k', 'dsr1_tp2_conc4_kvnone']);
    expect(kinds({ seqLens: ['8k1k'] })).toEqual(['dsr1_tp2_conc4_kvnone']);
    expect(kinds({ scenarioType: ['fixed-seq-len'] })).toEqual(['dsr1_1k1k']);
  });

  it('03 §3.3 --runner-node-filter: one row per matching node; no match skips the whole config', () => {
    const r = generateFullSweep(configsOf(entries), RUNNERS, { runnerNodeFilter: 'nb' }, NONE);
    expect(r.rows.map((x) => x.runner)).toEqual(['b200-nb_0', 'b200-nb_1', 'b200-nb_0', 'b200-nb_1']);
  });
});

describe('test-config selection (03 §3, 02 KR-1)', () => {
  const entries = {
    'dsr1-fp4-b200-sglang': range(4, 64),
    'dsr1-fp4-gb200-dynamo-trt': multi(),
  };
  const c = configsOf(entries);

  it('keys by KR-1 pattern; --conc is a pure intersection (multi-node with none left is skipped)', () => {
    const r = generateTestConfig(c, RUNNERS, { configKeys: ['dsr1-*'], conc: [8, 64, 1000] }, NONE);
    expect(r.rows.map((x) => x.conc)).toEqual([8, 64, [8]]);
    const none = generateTestConfig(c, RUNNERS, { configKeys: ['dsr1-*'], conc: [2] }, NONE);
    expect(none.rows).toEqual([]);
  });

  it('VG-5: a pattern that matches nothing, and unknown plain keys', () => {
    const r = generateTestConfig(c, RUNNERS, { configKeys: ['x-*', 'nope', 'dsr1-fp4-b200-sglang'] }, NONE);
    expect(r.diagnostics.map((d) => d.message.split('\n')[0])).toEqual([
      "Pattern 'x-*' matched no config keys.",
      'Config key(s) not found: nope.',
    ]);
    expect(r.diagnostics[0]!.message).toContain(
      'Available keys: dsr1-fp4-b200-sglang, dsr1-fp4-gb200-dynamo-trt',
    );
  });

  it('03 §3.3 test-config node filter: the label itself when it matches, plus its matching nodes', () => {
    const r = generateTestConfig(
      c,
      RUNNERS,
      { configKeys: ['dsr1-fp4-gb200-dynamo-trt'], runnerNodeFilter: 'gb200' },
      NONE,
    );
    expect(r.rows.map((x) => x.runner)).toEqual(['cluster:gb200-nv', 'gb200-nv_0', 'gb200-nv_1']);
    expect(
      generateTestConfig(c, RUNNERS, { configKeys: ['dsr1-*'], runnerNodeFilter: 'zzz' }, NONE).rows,
    ).toEqual([]);
  });
});
