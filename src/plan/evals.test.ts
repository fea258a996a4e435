// Eval selection (03 §5): subset, all-evals, evals-only, none.
import { describe, expect, it } from 'vitest';
import { generateFullSweep, type Row } from './generate.js';
import { configsOf, multi, RUNNERS, single, worker } from './test-helpers.js';

const DEFAULT = { mode: 'default', allEvals: false } as const;
const evalConcs = (rows: Row[]) =>
  rows.filter((r) => r['run-eval'] === true).map((r) => `tp${r.tp}@${r.conc}`);

describe('eval selection (03 §5)', () => {
  const tp4tp8 = configsOf({
    k: single({}, [
      { tp: 4, 'conc-start': 1, 'conc-end': 256 },
      { tp: 8, 'conc-start': 1, 'conc-end': 64 },
    ]),
  });

  it('03 §5 example: tp4 1…256 and tp8 1…64 → highest 256 and median 64 → tp4@64, tp4@256, tp8@64', () => {
    const { rows } = generateFullSweep(tp4tp8, RUNNERS, {}, DEFAULT);
    expect(evalConcs(rows)).toEqual(['tp4@64', 'tp4@256', 'tp8@64']);
    expect(rows.every((r) => typeof r['run-eval'] === 'boolean')).toBe(true);
  });

  it('03 §5: evals only on 8k1k; concs below 16 never picked', () => {
    const oneK = configsOf({
      k: {
        ...single(),
        scenarios: {
          'fixed-seq-len': [
            { isl: 1024, osl: 1024, 'search-space': [{ tp: 4, 'conc-start': 16, 'conc-end': 64 }] },
          ],
        },
      },
    });
    expect(evalConcs(generateFullSweep(oneK, RUNNERS, {}, DEFAULT).rows)).toEqual([]);
    const low = configsOf({ k: single({}, [{ tp: 4, 'conc-start': 1, 'conc-end': 8 }]) });
    expect(evalConcs(generateFullSweep(low, RUNNERS, {}, DEFAULT).rows)).toEqual([]);
  });

  it('03 §5: groups split on spec-decoding and dp-attn', () => {
    const c = configsOf({
      k: single({}, [
        { tp: 4, 'conc-list': [16, 32, 64] },
        { tp: 4, 'dp-attn': true, 'conc-list': [128] },
      ]),
    });
    expect(evalConcs(generateFullSweep(c, RUNNERS, {}, DEFAULT).rows)).toEqual([
      'tp4@32',
      'tp4@64',
      'tp4@128',
    ]);
  });

  it('03 §5 multi-node: the row with the highest conc ≥ 16 per topology gets eval-conc', () => {
    const c = configsOf({
      k: multi({}, [
        { 'conc-list': [4, 8, 32], prefill: worker(1, 4), decode: worker(2, 8) },
        { 'conc-list': [64, 2], prefill: worker(1, 4), decode: worker(2, 8) },
        { 'conc-list': [4, 8], prefill: worker(1, 4), decode: worker(1, 8) },
      ]),
    });
    const { rows } = generateFullSweep(c, RUNNERS, {}, DEFAULT);
    expect(rows.map((r) => [r['run-eval'], r['eval-conc']])).toEqual([
      [false, undefined],
      [true, 64],
      [false, undefined],
    ]);
  });

  it('03 §5 all-evals: multi-node topologies merge (sorted union, eval-all-concs), every single-node 8k1k row, eval-only on all', () => {
    const c = configsOf({
      s: single({}, [{ tp: 4, 'conc-list': [1, 2, 32] }]),
      m: multi({}, [
        { 'conc-list': [32, 8], prefill: worker(1, 4), decode: worker(2, 8) },
        { 'conc-list': [4, 64, 8], prefill: worker(1, 4), decode: worker(2, 8) },
      ]),
    });
    const { rows } = generateFullSweep(c, RUNNERS, {}, { mode: 'evals-only', allEvals: true });
    expect(rows.map((r) => [r.conc, r['eval-conc'], r['eval-all-concs'], r['eval-only']])).toEqual([
      [1, undefined, undefined, true],
      [2, undefined, undefined, true],
      [32, undefined, undefined, true],
      [[4, 8, 32, 64], undefined, true, true],
    ]);
  });

  it('03 §5 agentic: evals-only marks the highest-conc single-node row; none mode emits no run-eval on agentic rows', () => {
    const agentic = configsOf({
      a: {
        ...single({ runner: 'cluster:b300-nv' }),
        scenarios: {
          'agentic-coding': [
            { 'search-space': [{ tp: 2, 'kv-offloading': 'none', 'conc-list': [8, 64, 32] }] },
          ],
        },
      },
    });
    const subset = generateFullSweep(agentic, RUNNERS, {}, { mode: 'evals-only', allEvals: false }).rows;
    expect(subset.map((r) => [r.conc, r['eval-only']])).toEqual([[64, true]]);
    expect(generateFullSweep(agentic, RUNNERS, {}, DEFAULT).rows.map((r) => r['run-eval'])).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      generateFullSweep(agentic, RUNNERS, {}, { mode: 'none', allEvals: false }).rows.some(
        (r) => 'run-eval' in r,
      ),
    ).toBe(false);
    expect(generateFullSweep(agentic, RUNNERS, {}, { mode: 'evals-only', allEvals: true }).rows).toHaveLength(
      3,
    );
  });

  it('VG-3: --all-evals with --no-evals', () => {
    const r = generateFullSweep(tp4tp8, RUNNERS, {}, { mode: 'none', allEvals: true });
    expect(r.rows).toEqual([]);
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['VG-3', '--all-evals cannot be combined with --no-evals'],
    ]);
  });
});
