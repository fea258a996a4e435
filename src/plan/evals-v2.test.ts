// Eval selection of the newer reference generator (policy v2, 03 §5 [N]): the all-evals rules the
// reference's own all-evals sweep of today's files shows, each on a small hand-made config. The full
// comparison with that sweep is in test/current.test.ts.
import { describe, expect, it } from 'vitest';
import type { RunnersConfig } from '../config/types.js';
import { generateFullSweep, type EvalOptions, type Row } from './generate.js';
import { planFromEntries } from './pr-plan.js';
import type { PlanEntry } from './pr-types.js';
import { configsOf, multi, RUNNERS, single, worker } from './test-helpers.js';

const V2 = (mode: EvalOptions['mode'], allEvals = false): EvalOptions => ({ mode, allEvals, policy: 'v2' });
const ALL = V2('evals-only', true);

/** A multi-node agentic entry (aggregated items: `worker` + `num-nodes`). */
const agenticMulti = (prefix: string, items: unknown[]) => ({
  ...multi({ 'model-prefix': prefix, disagg: false }),
  scenarios: { 'agentic-coding': [{ 'dram-utilization': 0.5, 'search-space': items }] },
});
const aggItem = (conc: number[], extra: Record<string, unknown> = {}) => ({
  'kv-offloading': 'none',
  'conc-list': conc,
  'num-nodes': 2,
  worker: { 'num-worker': 1, tp: 8, ep: 1, 'dp-attn': false },
  ...extra,
});
/** A single-node agentic entry. */
const agenticSingle = (prefix: string, conc: number[]) => ({
  ...single({ 'model-prefix': prefix, runner: 'cluster:b300-nv' }),
  scenarios: {
    'agentic-coding': [{ 'search-space': [{ tp: 8, 'kv-offloading': 'none', 'conc-list': conc }] }],
  },
});
const evalView = (r: Row) => [r.conc, r['eval-conc'] ?? null, r['eval-framework'], r['eval-only']];

describe('all-evals of the newer generator (03 §5 [N])', () => {
  it('multi-node agentic: one GSM8K row per search-space item, over its whole concurrency list at the highest', () => {
    const c = configsOf({
      g: agenticMulti('glm5.2', [
        aggItem([1, 4, 8]),
        // Another recipe: another topology, so a row of its own, even below conc 16.
        aggItem([2, 6], { 'srt-recipe': 'other.yaml' }),
      ]),
    });
    expect(generateFullSweep(c, RUNNERS, {}, ALL).rows.map(evalView)).toEqual([
      [[1, 4, 8], 8, 'lm-eval', true],
      [[2, 6], 6, 'lm-eval', true],
    ]);
  });

  it('a vendor-suite model keeps one suite row per concurrency and gains the GSM8K rows beside them', () => {
    const c = configsOf({
      k: agenticMulti('kimik3', [aggItem([8, 32])]),
      s: agenticSingle('minimaxm3', [4, 16]),
    });
    const rows = generateFullSweep(c, RUNNERS, {}, ALL).rows;
    expect(rows.map(evalView)).toEqual([
      [[8], 8, 'kimi-vendor', true],
      // The item's GSM8K row covers its whole list (the default selection would run one at 32 only).
      [[8, 32], 32, 'lm-eval', true],
      [[32], 32, 'kimi-vendor', true],
      [4, null, 'minimax-vendor', true],
      [4, null, 'lm-eval', true],
      [16, null, 'minimax-vendor', true],
      [16, null, 'lm-eval', true],
    ]);
    expect(rows.map((r) => r['eval-suite'])).toEqual([
      'kimi_tool_call_schema_full',
      '',
      'kimi_tool_call_schema_full',
      'minimax_m3_full',
      '',
      'minimax_m3_full',
      '',
    ]);
  });

  it('a batched multi-node eval keeps only the concurrencies no earlier row of the same result evaluates', () => {
    // Three recipes of one worker shape (the settings differ, the result identity does not): the first
    // evaluates all of its concurrencies, the second those left (64 is taken), the third none.
    const item = (conc: number[], recipe: string) => ({
      'conc-list': conc,
      prefill: worker(1, 8, { 'additional-settings': [`CONFIG_FILE=${recipe}`] }),
      decode: worker(2, 8),
    });
    const c = configsOf({
      m: multi({}, [item([2, 16, 64], 'a.yaml'), item([64, 128, 256], 'b.yaml'), item([16, 64], 'c.yaml')]),
    });
    const rows = generateFullSweep(c, RUNNERS, {}, ALL).rows;
    expect(rows.map((r) => [r.conc, r['eval-all-concs'], (r.prefill as Row)['additional-settings']])).toEqual(
      [
        [[2, 16, 64], true, ['CONFIG_FILE=a.yaml']],
        [[128, 256], true, ['CONFIG_FILE=b.yaml']],
      ],
    );
    // The default selection evaluates each at its highest: the third's 64 is the first's, so it has none.
    expect(generateFullSweep(c, RUNNERS, {}, V2('evals-only')).rows.map((r) => r['eval-conc'])).toEqual([
      64, 256,
    ]);
  });

  it('the row without KV offload keeps a shared eval, wherever it is in plan order', () => {
    const dram = { 'kv-offloading': 'dram', 'kv-offload-backend': { name: 'mooncake' } };
    // A multi-node agentic GSM8K row is one result, at its eval-conc: both rows evaluate 32.
    const c = configsOf({ g: agenticMulti('glm5.2', [aggItem([8, 32], dram), aggItem([32])]) });
    expect(generateFullSweep(c, RUNNERS, {}, ALL).rows.map((r) => [r['kv-offloading'], r.conc])).toEqual([
      ['none', [32]],
    ]);
    // Different eval concurrencies are different results: both stay.
    const d = configsOf({ g: agenticMulti('glm5.2', [aggItem([8, 16], dram), aggItem([32])]) });
    expect(generateFullSweep(d, RUNNERS, {}, ALL).rows.map((r) => [r['kv-offloading'], r.conc])).toEqual([
      ['dram', [8, 16]],
      ['none', [32]],
    ]);
  });

  it('eval-only rows measure no power; the default keeps require-power on the throughput rows', () => {
    const c = configsOf({ s: single({}, [{ tp: 4, 'conc-list': [16, 32], 'require-power': true }]) });
    const all = generateFullSweep(c, RUNNERS, {}, V2('default')).rows;
    expect(all.map((r) => [r['run-eval'], r['require-power']])).toEqual([
      [false, true],
      [true, true],
    ]);
    for (const [mode, n] of [
      [V2('evals-only'), 1],
      [ALL, 2],
    ] as const) {
      const rows = generateFullSweep(c, RUNNERS, {}, mode).rows;
      expect(rows).toHaveLength(n);
      expect(rows.every((r) => r['eval-only'] === true && !('require-power' in r))).toBe(true);
    }
  });

  it('no-evals marks nothing: no eval rows, no eval fields, agentic rows without run-eval', () => {
    const c = configsOf({
      k: agenticSingle('kimik3', [4, 16]),
      s: single({}, [{ tp: 4, 'conc-list': [16] }]),
    });
    const rows = generateFullSweep(c, RUNNERS, {}, V2('none')).rows;
    expect(rows.map((r) => [r.conc, r['run-eval'], r['eval-framework'], r['eval-only']])).toEqual([
      [4, undefined, undefined, undefined],
      [16, undefined, undefined, undefined],
      [16, false, undefined, undefined],
    ]);
  });
});

describe('the PR plan keeps one eval per result across its entries (03 §5 [N])', () => {
  const entry = (index: number, key: string): PlanEntry => ({
    index,
    line: index * 10,
    entry: {
      'config-keys': [key],
      description: ['t'],
      'pr-link': 'XXX',
      'evals-only': false,
      'all-evals': false,
      'append-only': false,
    },
  });
  // Two configs that differ only in the image: their evals are one result.
  const configs = configsOf({
    a: single({ image: 'img:1' }, [{ tp: 4, 'conc-list': [16, 32] }]),
    b: single({ image: 'img:2' }, [{ tp: 4, 'conc-list': [16, 32] }]),
  });
  const plan = (runners: RunnersConfig) =>
    planFromEntries({
      entries: [entry(1, 'a'), entry(2, 'b')],
      configs,
      runners,
      modifiers: { allEvals: false, evalsOnly: true, trimConc: false },
      context: { event: 'pull_request', labels: [] },
    });

  it('two entries selecting configs whose evals are one result: the first entry’s eval runs', () => {
    const { plan: p, diagnostics } = plan({ ...RUNNERS, clusters: {} });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(p.evals.map((r) => [r.image, r.conc])).toEqual([['img:1', 32]]);
  });

  it('the August 2026 policy (runners.yaml without cluster records) runs both, as that reference did', () => {
    expect(plan(RUNNERS).plan.evals.map((r) => [r.image, r.conc])).toEqual([
      ['img:1', 32],
      ['img:2', 32],
    ]);
  });
});
