// The benchmark job's result checks, with the reference's messages (its templates' steps after the
// launcher, and its agentic validation of AIPerf's summary at the 0.10 threshold).
import { describe, expect, it } from 'vitest';
import { checkResult, pythonG, type CheckInput } from '../../src/results/checks.js';

const RF = 'dsr1_1k1k_fp4_sglang_tp8-pp1-dcp1-pcp1-ep1-dpafalse_disagg-false_spec-none_conc64_b200-cw_00';

const input = (over: Partial<CheckInput>, texts: Record<string, string> = {}): CheckInput => ({
  multiNode: false,
  agentic: false,
  evalOnly: false,
  rf: RF,
  concs: [64],
  files: [],
  read: (p) => texts[p],
  ...over,
});

const summary = (success: number, errors?: number, completed?: number) =>
  JSON.stringify({
    request_count: { avg: success },
    ...(errors !== undefined ? { error_request_count: { avg: errors } } : {}),
    ...(completed !== undefined ? { completed_request_count: { avg: completed } } : {}),
  });
const AIPERF = 'results/aiperf_artifacts/profile_export_aiperf.json';

describe('single-node checks', () => {
  it('needs <RF>.json', () => {
    expect(checkResult(input({ files: ['other.json'] }))).toEqual({
      ok: false,
      notes: [],
      errors: [`Run failed: Benchmark result ${RF}.json not found.`],
    });
    expect(checkResult(input({ files: [`${RF}.json`] })).ok).toBe(true);
  });

  it('eval-only jobs need lm-eval results*.json instead', () => {
    expect(checkResult(input({ evalOnly: true, files: [`${RF}.json`] })).errors).toEqual([
      'Eval-only run failed: no results*.json files found.',
    ]);
    expect(checkResult(input({ evalOnly: true, files: ['results_2026-08-21.json'] })).ok).toBe(true);
  });

  it('agentic: errors / completed above 10% fail with the ratio, at 10% pass', () => {
    const files = [`${RF}.json`];
    const over = checkResult(input({ agentic: true, files }, { [AIPERF]: summary(5080, 22 + 600, 5702) }));
    expect(over.errors).toEqual([
      'ERROR: aiperf request error rate exceeded the benchmark limit: 622/5702 = 10.908% > 10.000%',
    ]);
    const at = checkResult(input({ agentic: true, files }, { [AIPERF]: summary(90, 10) }));
    expect(at.ok).toBe(true);
    expect(at.notes).toContain('Validated aiperf request error rate: 10/100 = 10.000% <= 10.000%');
  });

  it('agentic: zero completed, a missing count, a missing file and a nested run folder', () => {
    const files = [`${RF}.json`];
    const run = (texts: Record<string, string>, dirs: string[] = []) =>
      checkResult(input({ agentic: true, files, aiperfDirs: dirs }, texts)).errors;
    expect(run({ [AIPERF]: summary(0, 0) })).toEqual(['ERROR: aiperf completed zero requests']);
    expect(run({ [AIPERF]: JSON.stringify({ error_request_count: { avg: 1 } }) })).toEqual([
      'ERROR: request_count.avg is missing',
    ]);
    expect(run({ [AIPERF]: JSON.stringify({ request_count: { avg: -1 } }) })).toEqual([
      `ERROR: failed to read ${AIPERF}: request_count.avg must be a finite non-negative number`,
    ]);
    expect(run({ [AIPERF]: '[]' })).toEqual([`ERROR: ${AIPERF} must contain a JSON object`]);
    expect(run({})).toEqual([`ERROR: ${AIPERF} not found`]);
    const nested = 'results/aiperf_artifacts/run-b/profile_export_aiperf.json';
    expect(run({ [nested]: summary(1, 1) }, ['run-a', 'run-b'])).toEqual([
      'ERROR: aiperf request error rate exceeded the benchmark limit: 1/2 = 50.000% > 10.000%',
    ]);
  });
});

describe('multi-node checks', () => {
  it('fixed-sequence: at least one <RF>_*.json', () => {
    const multi = input({ multiNode: true, files: [`${RF}.json`, `agg_${RF}_x.json`] });
    expect(checkResult(multi).errors).toEqual([
      `Run failed: No benchmark result files found for ${RF}_*.json`,
    ]);
    const found = checkResult({ ...multi, files: [`${RF}_c_conc64_gpus_8.json`] });
    expect(found).toEqual({ ok: true, notes: [`Found result file: ${RF}_c_conc64_gpus_8.json`], errors: [] });
  });

  it('agentic: one result per concurrency, each with successful requests', () => {
    const m = (files: string[], texts: Record<string, string> = {}) =>
      checkResult(input({ multiNode: true, agentic: true, concs: [4, 8], files }, texts)).errors;
    expect(m([`${RF}_conc4.json`])).toEqual(['Run failed: expected 2 agentic results, found 1.']);
    const files = [`${RF}_conc4.json`, `${RF}_conc8.json`];
    const good = JSON.stringify({ num_requests_successful: 12 });
    expect(
      m(files, { [files[0]!]: good, [files[1]!]: JSON.stringify({ num_requests_successful: 0 }) }),
    ).toEqual([`Run failed: ${RF}_conc8.json has zero successful requests.`]);
    expect(m(files, { [files[0]!]: good, [files[1]!]: '{' })).toEqual([
      `Run failed: ${RF}_conc8.json has zero successful requests.`,
    ]);
    expect(m(files, { [files[0]!]: good, [files[1]!]: good })).toEqual([]);
  });
});

describe("Python's general number format", () => {
  it('six significant digits, exponent outside 1e-4 … 1e6', () => {
    expect(pythonG(22)).toBe('22');
    expect(pythonG(5702.0)).toBe('5702');
    expect(pythonG(0.5)).toBe('0.5');
    expect(pythonG(1234567)).toBe('1.23457e+06');
    expect(pythonG(0.00001234)).toBe('1.234e-05');
    expect(pythonG(123.4567891)).toBe('123.457');
  });
});
