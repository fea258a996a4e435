// A sweep run's artifacts read and matched to plan rows: the reference's artifact names and the product's
// generic ones, every bad or missing file a named problem, matching by row id, fingerprint or identity,
// the newest attempt, agentic and eval results, and the GPU accounting check.
import { describe, expect, it } from 'vitest';
import { rowIdOf } from '../../src/dispatch/plan.js';
import type { Row } from '../../src/plan/row.js';
import { sweepResults, type ArtifactInput } from '../../src/results/index.js';
import { jobEnv } from '../../src/results/env.js';
import { artifactKind } from '../../src/results/names.js';
import { processResult } from '../../src/results/process.js';
import { F1_RF, F3_FILE, F3_RF, F4_RF, f1Raw, f1Row, f3Raw, f3Row, f4Agentic, f4Row } from './examples.js';

const FP = 'f'.repeat(48) + '0123456789abcdef';
const aggOf = (row: Row, raw: object, extra: Record<string, number> = {}) => {
  const r = processResult(raw, { ...jobEnv(row, { resultFilename: 'x', ...extra }) });
  if (!r.ok) throw new Error(r.error);
  return r.agg;
};
const art = (name: string, files: Record<string, unknown>, attempt?: number): ArtifactInput => ({
  name,
  ...(attempt !== undefined ? { attempt } : {}),
  files: Object.entries(files).map(([path, v]) => ({
    path,
    text: typeof v === 'string' ? v : JSON.stringify(v),
  })),
});

const single = { ...f1Row, 'recipe-fingerprint': FP };
const single128 = { ...single, conc: 128 };

describe('artifact names', () => {
  it("tells the reference's artifacts and the generic ones apart", () => {
    expect(artifactKind(`bmk_${F1_RF}`)).toEqual({ kind: 'bmk', rf: F1_RF });
    expect(artifactKind(`bmk_agentic_${F4_RF}`)).toEqual({ kind: 'agentic', rf: F4_RF });
    expect(artifactKind('eval_dsr1_8k1k_x')).toEqual({ kind: 'eval', name: 'eval_dsr1_8k1k_x' });
    expect(artifactKind('eval_server_logs_x').kind).toBe('other');
    expect(artifactKind('result-0123456789abcdef-2')).toEqual({
      kind: 'generic',
      rowId: '0123456789abcdef',
      attempt: 2,
    });
    for (const n of ['server_logs_x', 'power_audit_x', 'agentic_x', 'run-stats', 'gpu_metrics_x'])
      expect(artifactKind(n).kind).toBe('other');
  });
});

describe('reading and matching', () => {
  it('matches an aggregate by fingerprint and concurrency; metrics and the GPUs it was divided by', () => {
    const r = sweepResults(
      [single, single128],
      [art(`bmk_${F1_RF}`, { [`agg_${F1_RF}.json`]: aggOf(single, f1Raw) })],
    );
    expect(r.problems).toEqual([]);
    const [at64, at128] = r.rows;
    expect(at128!.measured).toEqual([]);
    expect(at64!.measured).toHaveLength(1);
    expect(at64!.measured[0]).toMatchObject({ kind: 'fixed', conc: 64, gpus: 8 });
    expect(at64!.measured[0]!.metrics).toMatchObject({
      tput_per_gpu: 1043.9660056657224,
      median_intvty: 67.6132521974307,
      median_ttft: 0.23187,
    });
    expect(r.gpuFindings).toEqual([]);
  });

  it('without a fingerprint, by identity; a result no row runs, or several rows run, is named', () => {
    const agg = aggOf(f1Row, f1Raw);
    const ok = sweepResults([f1Row], [art('bmk_a', { 'agg_a.json': agg })]);
    expect(ok.problems).toEqual([]);
    expect(ok.rows[0]!.measured).toHaveLength(1);
    const none = sweepResults([{ ...f1Row, runner: 'h200' }], [art('bmk_a', { 'agg_a.json': agg })]);
    expect(none.problems).toEqual([
      {
        artifact: 'bmk_a',
        file: 'agg_a.json',
        code: 'unmatched',
        detail: 'fixed result at concurrency 64 matches no plan row',
      },
    ]);
    const twins = [f1Row, { ...f1Row, image: 'other' }];
    const two = sweepResults(twins, [art('bmk_a', { 'agg_a.json': agg })]);
    expect(two.problems[0]).toMatchObject({ code: 'ambiguous' });
    expect(two.problems[0]!.detail).toContain(rowIdOf(twins[0]!));
  });

  it('names files that are not JSON, not a result, or missing — and carries on', () => {
    const r = sweepResults(
      [single],
      [
        art('bmk_a', { 'agg_a.json': '{"hw":' }),
        art('bmk_b', { 'agg_b.json': { ...aggOf(single, f1Raw), tput_per_gpu: 'fast' } }),
        art('bmk_c', { 'notes.txt': 'hello' }),
        art('bmk_agentic_d', { 'd.json': { hw: 'b200' } }),
        art('eval_e', { 'results_1.json': { lm_eval_version: '0.4', results: {} } }),
        art(`bmk_${F1_RF}`, { [`agg_${F1_RF}.json`]: aggOf(single, f1Raw) }),
      ],
    );
    expect(r.problems.map((p) => [p.artifact, p.file, p.code])).toEqual([
      ['bmk_a', 'agg_a.json', 'not-json'],
      ['bmk_b', 'agg_b.json', 'invalid'],
      ['bmk_c', 'agg_c.json', 'missing-file'],
      ['bmk_agentic_d', 'd.json', 'invalid'],
      ['eval_e', 'meta_env.json', 'missing-file'],
    ]);
    expect(r.problems[1]!.detail).toMatch(/^tput_per_gpu: /);
    expect(r.rows[0]!.measured).toHaveLength(1);
  });

  it('generic artifacts: the row id names the row, the newest attempt wins, a raw result is processed', () => {
    const id = rowIdOf(single);
    const r = sweepResults(
      [single],
      [
        art(`result-${id}-1`, { [`${id}.json`]: { 'row-id': id, attempt: 1 }, [`${F1_RF}.json`]: f1Raw }),
        art(`result-${id}-2`, {
          [`${id}.json`]: { 'row-id': id, attempt: 2, status: 'ok' },
          [`${F1_RF}.json`]: { ...f1Raw, total_token_throughput: 8000 },
          'launcher.json': { anything: true },
        }),
      ],
    );
    expect(r.problems).toEqual([]);
    const row = r.rows[0]!;
    expect(row.marker).toEqual({ attempt: 2, status: 'ok' });
    expect(row.measured).toHaveLength(1);
    expect(row.measured[0]!.source).toMatchObject({ artifact: `result-${id}-2`, attempt: 2 });
    expect(row.measured[0]!.metrics.tput_per_gpu).toBe(1000);
  });

  it('an attempt that re-ran a row and produced nothing leaves the row without a result', () => {
    const id = rowIdOf(single);
    const r = sweepResults(
      [single],
      [
        art(`result-${id}-1`, { [`agg_${F1_RF}.json`]: aggOf(single, f1Raw) }),
        art(`result-${id}-2`, { [`${id}.json`]: { 'row-id': id, status: 'failed' } }),
      ],
    );
    expect(r.rows[0]!.measured).toEqual([]);
    expect(r.rows[0]!.marker).toEqual({ attempt: 2, status: 'failed' });
  });

  it('a generic artifact whose result the row does not run is named', () => {
    const id = rowIdOf(single128);
    const r = sweepResults(
      [single128],
      [art(`result-${id}-1`, { [`agg_${F1_RF}.json`]: aggOf(single, f1Raw) })],
    );
    expect(r.problems).toMatchObject([
      {
        code: 'unmatched',
        detail: `fixed result at concurrency 64 of recipe ffffffffffffffff is not what row ${id} runs`,
      },
    ]);
  });

  it('two results of one row and concurrency from unknown attempts are a named duplicate', () => {
    const agg = aggOf(single, f1Raw);
    const r = sweepResults(
      [single],
      [art('bmk_a_00', { 'agg_a.json': agg }), art('bmk_a_01', { 'agg_a.json': agg })],
    );
    expect(r.problems).toMatchObject([{ artifact: 'bmk_a_01', code: 'duplicate' }]);
    expect(r.rows[0]!.measured[0]!.source.artifact).toBe('bmk_a_01');
  });

  it("the collect job's merged list is read entry by entry", () => {
    const r = sweepResults(
      [single],
      [art('results_bmk', { 'agg_bmk.json': [aggOf(single, f1Raw), { hw: 1 }] })],
    );
    expect(r.rows[0]!.measured).toHaveLength(1);
    expect(r.problems).toMatchObject([{ artifact: 'results_bmk', file: 'agg_bmk.json[1]', code: 'invalid' }]);
  });
});

describe('multi-node results (f3)', () => {
  it('per-GPU figures: total over prefill + decode, output per decode GPU, input per prefill GPU', () => {
    const agg = aggOf(f3Row, f3Raw, { prefillGpus: 20, decodeGpus: 8 });
    const r = sweepResults([f3Row], [art(`bmk_${F3_RF}`, { [`agg_${F3_FILE}`]: agg })]);
    expect(r.problems).toEqual([]);
    expect(r.rows[0]!.measured[0]).toMatchObject({
      kind: 'fixed',
      conc: 256,
      gpus: 28,
      metrics: {
        tput_per_gpu: 3164.925714285714,
        output_tput_per_gpu: 1231.29625,
        input_tput_per_gpu: 3938.3775,
      },
    });
    expect(r.gpuFindings).toEqual([]);
  });

  it('an aggregated recipe (decode zeroed in the result) still matches its row', () => {
    const aggRow: Row = {
      ...f3Row,
      disagg: false,
      decode: { ...(f3Row['decode'] as object), 'num-worker': 0 },
    };
    const agg = aggOf(aggRow, f3Raw, { prefillGpus: 20, decodeGpus: 0 });
    const r = sweepResults([aggRow], [art('bmk_x', { 'agg_x.json': agg })]);
    expect(r.problems).toEqual([]);
    expect(r.rows[0]!.measured[0]).toMatchObject({ gpus: 20 });
    expect(r.gpuFindings).toEqual([]);
  });
});

describe('agentic results (f4)', () => {
  it('reads the AgentX aggregate: per-GPU throughput, interactivity, latencies, cache hit rate, 8 GPUs', () => {
    const r = sweepResults([f4Row], [art(`bmk_agentic_${F4_RF}`, { [`${F4_RF}.json`]: f4Agentic })]);
    expect(r.problems).toEqual([]);
    const m = r.rows[0]!.measured[0]!;
    expect(m).toMatchObject({ kind: 'agentic', conc: 64, gpus: 8 });
    expect(m.metrics).toEqual({
      tput_per_gpu: 10659.28677,
      output_tput_per_gpu: 74.24897,
      input_tput_per_gpu: 10585.03779,
      median_intvty: 55.24862,
      median_ttft: 1.6021,
      p90_ttft: 6.2304,
      median_itl: 0.0181,
      p90_itl: 0.0262,
      median_tpot: 0.0181,
      p90_tpot: 0.0262,
      median_e2el: 8.1203,
      cache_hit_rate: 0.9134,
    });
    // The per-GPU figure is the total throughput over tp·pp·pcp = 8 GPUs.
    expect(85274.29413 / 8).toBeCloseTo(m.metrics.tput_per_gpu!, 5);
  });
});

describe('eval results', () => {
  const evalRow: Row = {
    ...f1Row,
    isl: 8192,
    osl: 1024,
    'exp-name': 'dsr1_8k1k',
    'run-eval': true,
    conc: 64,
  };
  const meta = {
    is_multinode: false,
    framework: 'sglang',
    precision: 'fp4',
    spec_decoding: 'none',
    recipe_fingerprint: '',
    tp: 8,
    pp: 1,
    dcp_size: 1,
    pcp_size: 1,
    conc: 64,
    ep: 1,
    dp_attention: false,
    model: 'nvidia/DeepSeek-R1-0528-FP4-V2',
    infmax_model_prefix: 'dsr1',
    hw: 'b200',
    isl: '8192',
    osl: '1024',
  };
  const lm = (strict: number) => ({
    lm_eval_version: '0.4.9',
    results: {
      gsm8k: {
        alias: 'gsm8k',
        'exact_match,strict-match': strict,
        'exact_match_stderr,strict-match': 0.006,
        'exact_match,flexible-extract': 0.96,
        'exact_match_stderr,flexible-extract': 0.005,
      },
      gpqa_diamond_cot_n_shot: { 'exact_match,extract_abcd': 0.41, 'exact_match_stderr,extract_abcd': 0.03 },
    },
    'n-samples': { gsm8k: { original: 1319, effective: 1319 } },
  });

  it('meta_env.json names the row; the newest results file counts; gpqa has no headline score', () => {
    const r = sweepResults(
      [evalRow],
      [
        art('eval_dsr1_8k1k_x', {
          'meta_env.json': meta,
          'results_2026-08-21T10.json': lm(0.9),
          'results_2026-08-21T11.json': lm(0.95),
          'results_other.json': { note: 'not lm-eval' },
          'samples_gsm8k.jsonl': '',
        }),
      ],
    );
    expect(r.problems).toEqual([]);
    const [e] = r.rows[0]!.evals;
    expect(e!.conc).toBe(64);
    expect(e!.tasks).toEqual([
      {
        task: 'gsm8k',
        emStrict: 0.95,
        emStrictSe: 0.006,
        emFlexible: 0.96,
        emFlexibleSe: 0.005,
        score: 0.95,
        scoreName: 'em_strict',
        n: 1319,
      },
      { task: 'gpqa_diamond_cot_n_shot', emFlexible: 0.41, emFlexibleSe: 0.03 },
    ]);
  });
});

describe('the GPU accounting check', () => {
  // The reviewed case: a DEP16 decode declared as tp 8, ep 16 stores 16 + 8 = 24 GPUs; the corrected
  // row (decode tp 16) gives its job 32.
  const row: Row = {
    ...f4Row,
    'exp-name': 'dsv4_p2x8_d1x16ep16dpa_conc64',
    runner: 'cluster:gb200-nv',
    prefill: { 'num-worker': 2, tp: 8, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 8, 'dp-attn': true },
    decode: { 'num-worker': 1, tp: 16, pp: 1, 'dcp-size': 1, 'pcp-size': 1, ep: 16, 'dp-attn': true },
    disagg: true,
    conc: [64],
    'recipe-fingerprint': FP,
  };
  delete row['tp'];

  it('flags an agentic result divided by 24 GPUs for a row the plan gives 32: 0.75× the recorded figure', () => {
    const result = {
      ...f4Agentic,
      hw: 'cluster:gb200-nv',
      recipe_fingerprint: FP,
      is_multinode: true,
      num_prefill_gpu: 16,
      num_decode_gpu: 8,
    };
    const r = sweepResults([row], [art('bmk_agentic_x', { 'x_conc64.json': result })]);
    expect(r.problems).toEqual([]);
    expect(r.gpuFindings).toEqual([
      {
        rowId: rowIdOf(row),
        kind: 'agentic',
        conc: 64,
        planGpus: 32,
        resultGpus: 24,
        recorded: 10659.28677,
        corrected: 10659.28677 * 0.75,
        factor: 0.75,
        artifact: 'bmk_agentic_x',
      },
    ]);
  });

  it('flags a fixed-sequence result whose file name says 24 GPUs for a 32-GPU row', () => {
    const fixed: Row = { ...f3Row, prefill: row['prefill'], decode: row['decode'], 'recipe-fingerprint': FP };
    const agg = aggOf(fixed, f3Raw, { prefillGpus: 16, decodeGpus: 8 });
    const r = sweepResults([fixed], [art('bmk_y', { 'agg_y.json': agg })]);
    expect(r.gpuFindings).toMatchObject([{ planGpus: 32, resultGpus: 24, factor: 0.75 }]);
    expect(r.gpuFindings[0]!.corrected).toBe((88617.92 / 24) * 0.75);
    expect(r.gpuFindings[0]!.corrected).toBeCloseTo(88617.92 / 32, 9);
  });
});
