// The reference's result processing reproduced: the worked examples' figures (written here by hand from
// RESULTS.md §f), the multi-node and aggregated multi-node denominators, key order, the file text, and
// the reference's refusals.
import { describe, expect, it } from 'vitest';
import { jobEnv } from '../../src/results/env.js';
import { processJob } from '../../src/results/job.js';
import { gpusFromName, resultFilename } from '../../src/results/names.js';
import { processResult, type JobEnv } from '../../src/results/process.js';
import { pythonFloat, pythonJson } from '../../src/results/python-json.js';
import { F1_RF, F3_FILE, F3_RF, F4_RF, f1Raw, f1Row, f3Raw, f3Row, f4Row, latencyMs } from './examples.js';

const f1Env = (over: Record<string, string | undefined> = {}): JobEnv => ({
  ...jobEnv(f1Row, { resultFilename: F1_RF }),
  ...over,
});

const ok = (r: ReturnType<typeof processResult>) => {
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('the aggregate of a single-node result (f1 → f2)', () => {
  const r = ok(processResult(f1Raw, f1Env()));

  it('divides by tp·pp·pcp = 8 GPUs', () => {
    expect(r.gpus).toBe(8);
    expect(r.agg['tput_per_gpu']).toBe(1043.9660056657224);
    expect(r.agg['output_tput_per_gpu']).toBe(521.6997167138811);
    expect(r.agg['input_tput_per_gpu']).toBe(522.2662889518413);
  });

  it('converts latencies to seconds and TPOT to interactivity (1000 / ms)', () => {
    expect(r.agg['mean_ttft']).toBe(0.26241000000000003);
    expect(r.agg['median_ttft']).toBe(0.23187);
    expect(r.agg['p90_tpot']).toBe(0.015519999999999999);
    expect(r.agg['median_intvty']).toBe(67.6132521974307);
    expect(r.agg['p99_intvty']).toBe(60.679611650485434);
    expect(r.agg['std_intvty']).toBe(1639.344262295082);
    expect(r.agg['p99.9_intvty']).toBe(58.105752469494476);
    expect(r.agg['median_itl']).toBe(0.012060000000000001);
    expect(r.agg['p99.9_e2el']).toBe(17.911900000000003);
    // The aggregate keeps none of the raw counts.
    for (const k of ['duration', 'completed', 'total_token_throughput', 'input_lens', 'request_goodput:'])
      expect(r.agg).not.toHaveProperty(k);
  });

  it('writes the keys in the reference order, dp_attention as a string, power invalid without telemetry', () => {
    const keys = Object.keys(r.agg);
    expect(keys.slice(0, 20)).toEqual([
      'hw',
      'conc',
      'image',
      'model',
      'infmax_model_prefix',
      'framework',
      'precision',
      'spec_decoding',
      'disagg',
      'recipe_fingerprint',
      'isl',
      'osl',
      'is_multinode',
      'tp',
      'pp',
      'dcp_size',
      'pcp_size',
      'ep',
      'dp_attention',
      'tput_per_gpu',
    ]);
    expect(keys.slice(22, 30)).toEqual([
      'mean_ttft',
      'median_ttft',
      'std_ttft',
      'p90_ttft',
      'p99_ttft',
      'p99.9_ttft',
      'mean_tpot',
      'mean_intvty',
    ]);
    expect(keys.slice(-2)).toEqual(['power_metric_schema_version', 'power_valid']);
    expect(keys).toHaveLength(22 + 30 + 2);
    expect(r.agg).toMatchObject({
      hw: 'b200',
      conc: 64,
      model: 'nvidia/DeepSeek-R1-0528-FP4-V2',
      infmax_model_prefix: 'dsr1',
      disagg: false,
      recipe_fingerprint: '',
      isl: 1024,
      dp_attention: 'false',
      power_metric_schema_version: 2,
      power_valid: 0,
    });
  });

  it('writes the text the way Python does (indent 2, float repr)', () => {
    expect(r.text.split('\n').slice(0, 3)).toEqual(['{', '  "hw": "b200",', '  "conc": 64,']);
    expect(r.text).toContain('\n  "tput_per_gpu": 1043.9660056657224,\n');
    expect(r.text).toContain('\n  "p90_tpot": 0.015519999999999999,\n');
    expect(r.text).toContain('\n  "dp_attention": "false",\n');
    expect(r.text.endsWith('  "power_metric_schema_version": 2,\n  "power_valid": 0\n}')).toBe(true);
  });

  it('names the result file as the template does', () => {
    expect(resultFilename(f1Row, 'b200-cw_00')).toBe(F1_RF);
    const fp = 'a3f1c0ffee0123456789abcdef0123456789abcdef0123456789abcdef012345';
    expect(resultFilename({ ...f1Row, 'recipe-fingerprint': fp }, 'b200-cw_00')).toBe(
      `${F1_RF}_recipe-a3f1c0ffee012345`,
    );
    expect(resultFilename(f4Row, 'b200-dgxc_03')).toBe(F4_RF);
  });
});

describe('the aggregate of a multi-node result (f3)', () => {
  const files: Record<string, string> = { [F3_FILE]: JSON.stringify(f3Raw) };
  const job = processJob(f3Row, F3_RF, [F3_FILE, 'other.json', `${F3_RF}_notes.json`], (n) => files[n]);
  const agg = JSON.parse(job.written[0]!.text) as Record<string, unknown>;

  it('names the result as the template does and takes the GPUs from the file name (20 + 8)', () => {
    expect(resultFilename(f3Row, 'gb200-nv_2')).toBe(F3_RF);
    expect(gpusFromName(F3_FILE)).toEqual({ total: 28, prefill: 20, decode: 8 });
    expect(job.errors).toEqual([]);
    expect(job.written.map((w) => w.name)).toEqual([`agg_${F3_FILE}`]);
    expect(job.skipped).toEqual([`${F3_RF}_notes.json: no _gpus_<N> in its name`]);
  });

  it('divides total by prefill + decode GPUs, output by decode GPUs, input by prefill GPUs', () => {
    expect(agg['tput_per_gpu']).toBe(3164.925714285714);
    expect(agg['output_tput_per_gpu']).toBe(1231.29625);
    expect(agg['input_tput_per_gpu']).toBe(3938.3775);
    expect(agg).toMatchObject({ num_prefill_gpu: 20, num_decode_gpu: 8, decode_tp: 8, decode_ep: 8 });
  });

  it('keeps router and KV transfer, the roles in the reference order, and its latency figures', () => {
    expect(Object.keys(agg).slice(9, 35)).toEqual([
      'recipe_fingerprint',
      'isl',
      'osl',
      'router',
      'kv_p2p_transfer',
      'is_multinode',
      'prefill_tp',
      'prefill_pp',
      'prefill_dcp_size',
      'prefill_pcp_size',
      'prefill_ep',
      'prefill_dp_attention',
      'prefill_num_workers',
      'decode_tp',
      'decode_pp',
      'decode_dcp_size',
      'decode_pcp_size',
      'decode_ep',
      'decode_dp_attention',
      'decode_num_workers',
      'num_prefill_gpu',
      'num_decode_gpu',
      'tput_per_gpu',
      'output_tput_per_gpu',
      'input_tput_per_gpu',
      'mean_ttft',
    ]);
    expect(agg).toMatchObject({
      hw: 'gb200',
      disagg: true,
      router: { name: 'dynamo-router', version: '0.8.1.post2' },
      kv_p2p_transfer: 'nixl',
      prefill_dp_attention: 'true',
      std_ttft: 0.8022999999999999,
      p99_ttft: 4.410699999999999,
      mean_intvty: 41.82350480970305,
      p99_intvty: 32.414910858995135,
      'p99.9_intvty': 30.28467595396729,
      median_itl: 0.061799999999999994,
      std_e2el: 2.7108000000000003,
      p90_e2el: 27.65,
      power_metric_schema_version: 2,
      power_valid: 0,
    });
  });

  it('writes a whole float with Python notation (27650 ms → 27.65, 1655 ms → 1.655)', () => {
    expect(job.written[0]!.text).toContain('\n  "median_ttft": 1.655,\n');
    expect(job.written[0]!.text).toContain(
      '\n  "router": {\n    "name": "dynamo-router",\n    "version": "0.8.1.post2"\n  },\n',
    );
  });
});

describe('an aggregated multi-node recipe (no ctx/gen in the name: all GPUs prefill)', () => {
  const name = `${F3_RF}_sa-bench_isl_8192_osl_1024_conc256_gpus_16.json`;
  const job = processJob(f3Row, F3_RF, [name], () => JSON.stringify(f3Raw));
  const agg = JSON.parse(job.written[0]!.text) as Record<string, unknown>;

  it('divides every throughput by the 16 GPUs and reports the decode role as absent', () => {
    expect(gpusFromName(name)).toEqual({ total: 16, prefill: 16, decode: 0 });
    expect(agg['tput_per_gpu']).toBe(88617.92 / 16);
    expect(agg['output_tput_per_gpu']).toBe(9850.37 / 16);
    expect(agg['input_tput_per_gpu']).toBe((88617.92 - 9850.37) / 16);
    expect(agg).toMatchObject({
      num_prefill_gpu: 16,
      num_decode_gpu: 0,
      decode_tp: 0,
      decode_ep: 0,
      decode_pp: 1,
      decode_dcp_size: 1,
      decode_pcp_size: 1,
      decode_num_workers: 1,
    });
  });
});

describe("the reference's refusals", () => {
  it('names every missing variable, in its order', () => {
    const env = { ...f1Env(), IMAGE: undefined, RUNNER_TYPE: undefined };
    expect(processResult(f1Raw, env)).toEqual({
      ok: false,
      error: 'Missing required environment variables: RUNNER_TYPE, IMAGE',
    });
    expect(processResult(f1Raw, f1Env({ TP: undefined, DP_ATTENTION: undefined }))).toEqual({
      ok: false,
      error: 'Missing required environment variables: TP, DP_ATTENTION',
    });
    const multi = jobEnv(f3Row, { resultFilename: F3_RF });
    expect(processResult(f3Raw, multi)).toEqual({
      ok: false,
      error: 'Missing required environment variables: PREFILL_GPUS, DECODE_GPUS',
    });
  });

  it('refuses disaggregation without multi-node, GPU counts ≤ 0 and one-sided hardware', () => {
    const no = (env: JobEnv) => processResult(f3Raw, env);
    expect(processResult(f1Raw, f1Env({ DISAGG: 'TRUE' }))).toMatchObject({
      error: 'Disaggregated mode requires multinode setup.',
    });
    const m = (p: number, d: number, over = {}) => ({
      ...jobEnv(f3Row, { resultFilename: F3_RF, prefillGpus: p, decodeGpus: d }),
      ...over,
    });
    expect(no(m(0, 0))).toMatchObject({ error: 'Multinode results require at least one GPU.' });
    expect(no(m(0, 8))).toMatchObject({ error: 'Multinode results require at least one prefill GPU.' });
    expect(no(m(20, 8, { PREFILL_HARDWARE: 'gb200' }))).toMatchObject({
      error: 'PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.',
    });
    expect(no(m(20, 8, { DECODE_PCP_SIZE: '0' }))).toMatchObject({
      error: 'Multinode PP, DCP, and PCP sizes must be positive integers.',
    });
    expect(processResult(f1Raw, f1Env({ PP_SIZE: '0' }))).toMatchObject({
      error: 'PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.',
    });
    expect(processResult(f1Raw, f1Env({ TP: '8.0' }))).toMatchObject({
      error: "TP: invalid literal for int() with base 10: '8.0'",
    });
  });

  it('accepts a router only as exactly non-empty name and version; "" and "null" mean none', () => {
    const router = (v: string) => processResult(f1Raw, f1Env({ ROUTER_METADATA: v }));
    expect(router('{')).toMatchObject({ error: 'ROUTER_METADATA must contain valid JSON' });
    expect(router('{"name":"r"}')).toMatchObject({
      error: "ROUTER_METADATA must contain exactly 'name' and 'version'",
    });
    expect(router('{"name":"r","version":""}')).toMatchObject({
      error: 'ROUTER_METADATA name and version must be non-empty strings',
    });
    expect(ok(router('null')).agg).not.toHaveProperty('router');
    expect(ok(router('')).agg).not.toHaveProperty('router');
    expect(ok(router('{"version":"1","name":"r"}')).agg['router']).toEqual({ name: 'r', version: '1' });
  });

  it('names a raw file that is not a benchmark result, and a TPOT of 0 (division by zero)', () => {
    const bad = processResult({ ...f1Raw, output_throughput: 'fast' }, f1Env());
    expect(bad).toMatchObject({ ok: false });
    expect(!bad.ok && bad.error).toMatch(/^not a benchmark result: .*output_throughput/s);
    const zero = processResult(
      {
        ...f1Raw,
        ...latencyMs({
          ttft: [1, 1, 1, 1, 1, 1],
          tpot: [0, 1, 1, 1, 1, 1],
          itl: [1, 1, 1, 1, 1, 1],
          e2el: [1, 1, 1, 1, 1, 1],
        }),
      },
      f1Env(),
    );
    expect(zero).toMatchObject({ ok: false });
    expect(!zero.ok && zero.error).toMatch(/^mean_tpot_ms is 0/);
  });
});

describe("Python's float and JSON notation", () => {
  it('writes floats as repr does', () => {
    expect(pythonFloat(1)).toBe('1.0');
    expect(pythonFloat(27.65)).toBe('27.65');
    expect(pythonFloat(0.0001)).toBe('0.0001');
    expect(pythonFloat(0.00001)).toBe('1e-05');
    expect(pythonFloat(1.5e-7)).toBe('1.5e-07');
    expect(pythonFloat(1234567890123456)).toBe('1234567890123456.0');
    expect(pythonFloat(1e16)).toBe('1e+16');
    expect(pythonFloat(-2.5e22)).toBe('-2.5e+22');
    expect(pythonFloat(-0)).toBe('-0.0');
  });

  it('escapes non-ASCII text and writes empty containers inline', () => {
    expect(pythonJson({ a: 'é', b: [], c: {}, d: [1, 2] })).toBe(
      '{\n  "a": "\\u00e9",\n  "b": [],\n  "c": {},\n  "d": [\n    1,\n    2\n  ]\n}',
    );
  });
});
