// The reference's result processing (its `process_result.py`): a raw benchmark result and the job's
// identity (the environment the benchmark template sets) → the per-job aggregate `agg_<RF>.json`, with
// the same keys in the same order, the same GPU denominators and the same refusals. Power is not measured
// here: the aggregate says so the way the reference does when it cannot validate power (schema version 2,
// `power_valid: 0`). Pure.
import { pythonJson } from './python-json.js';
import { rawResultSchema } from './schemas.js';
import { zod } from '../zod/lib.js';

export type JobEnv = Readonly<Record<string, string | undefined>>;

export type Processed =
  | {
      ok: true;
      agg: Record<string, unknown>;
      /** The file's text, as the reference writes it (indent 2, Python's float notation). */
      text: string;
      /** GPUs the throughput was divided by. */
      gpus: number;
    }
  | { ok: false; error: string };

/** What the reference requires of every job, in the order it names missing ones. */
export const BASE_ENV = [
  'RUNNER_TYPE',
  'FRAMEWORK',
  'PRECISION',
  'SPEC_DECODING',
  'RESULT_FILENAME',
  'ISL',
  'OSL',
  'DISAGG',
  'MODEL_PREFIX',
  'IMAGE',
] as const;
const SINGLE_ENV = ['TP', 'EP_SIZE', 'DP_ATTENTION'] as const;
const MULTI_ENV = [
  'PREFILL_GPUS',
  'DECODE_GPUS',
  'PREFILL_NUM_WORKERS',
  'PREFILL_TP',
  'PREFILL_EP',
  'PREFILL_DP_ATTN',
  'DECODE_NUM_WORKERS',
  'DECODE_TP',
  'DECODE_EP',
  'DECODE_DP_ATTN',
] as const;

class Refusal extends Error {}

function requireEnv(env: JobEnv, names: readonly string[]): void {
  const missing = names.filter((n) => env[n] === undefined);
  if (missing.length) throw new Refusal(`Missing required environment variables: ${missing.join(', ')}`);
}

/** Python's `int(text)`: optional sign, digits, surrounding whitespace allowed (underscores too). */
function int(env: JobEnv, name: string, fallback?: string): number {
  const v = env[name] ?? fallback;
  const t = (v ?? '').trim();
  if (!/^[+-]?\d+(?:_\d+)*$/.test(t))
    throw new Refusal(`${name}: invalid literal for int() with base 10: '${v ?? ''}'`);
  return Number(t.replace(/_/g, ''));
}

/** `ROUTER_METADATA`: absent, "" or "null" → none; else exactly non-empty string `name` and `version`. */
function component(env: JobEnv, name: string): { name: string; version: string } | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'null') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Refusal(`${name} must contain valid JSON`);
  }
  const keys = v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort() : [];
  if (keys.join(',') !== 'name,version')
    throw new Refusal(`${name} must contain exactly 'name' and 'version'`);
  const { name: n, version } = v as Record<string, unknown>;
  if (typeof n !== 'string' || !n || typeof version !== 'string' || !version)
    throw new Refusal(`${name} name and version must be non-empty strings`);
  return { name: n, version };
}

interface Throughput {
  total: number;
  output: number;
}

function multiNode(env: JobEnv, t: Throughput): { data: Record<string, unknown>; gpus: number } {
  requireEnv(env, MULTI_ENV);
  const prefillHw = env['PREFILL_HARDWARE'] ?? '';
  const decodeHw = env['DECODE_HARDWARE'] ?? '';
  if (Boolean(prefillHw) !== Boolean(decodeHw))
    throw new Refusal('PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.');
  const prefillGpus = int(env, 'PREFILL_GPUS');
  const decodeGpus = int(env, 'DECODE_GPUS');
  const role = (r: 'PREFILL' | 'DECODE') => ({
    workers: int(env, `${r}_NUM_WORKERS`),
    tp: int(env, `${r}_TP`),
    pp: int(env, `${r}_PP_SIZE`, '1'),
    dcp: int(env, `${r}_DCP_SIZE`, '1'),
    pcp: int(env, `${r}_PCP_SIZE`, '1'),
    ep: int(env, `${r}_EP`),
    dpAttn: env[`${r}_DP_ATTN`]!,
  });
  const p = role('PREFILL');
  const d = role('DECODE');
  if ([p.pp, p.dcp, p.pcp, d.pp, d.dcp, d.pcp].some((v) => v <= 0))
    throw new Refusal('Multinode PP, DCP, and PCP sizes must be positive integers.');
  const total = prefillGpus + decodeGpus;
  if (total <= 0) throw new Refusal('Multinode results require at least one GPU.');
  if (prefillGpus <= 0) throw new Refusal('Multinode results require at least one prefill GPU.');
  // An aggregated multi-node recipe (no decode GPUs): the decode role is reported as absent.
  const agg = decodeGpus <= 0;
  const data: Record<string, unknown> = {
    is_multinode: true,
    prefill_tp: p.tp,
    prefill_pp: p.pp,
    prefill_dcp_size: p.dcp,
    prefill_pcp_size: p.pcp,
    prefill_ep: p.ep,
    prefill_dp_attention: p.dpAttn,
    prefill_num_workers: p.workers,
    decode_tp: agg ? 0 : d.tp,
    decode_pp: agg ? 1 : d.pp,
    decode_dcp_size: agg ? 1 : d.dcp,
    decode_pcp_size: agg ? 1 : d.pcp,
    decode_ep: agg ? 0 : d.ep,
    decode_dp_attention: d.dpAttn,
    decode_num_workers: d.workers,
    num_prefill_gpu: prefillGpus,
    num_decode_gpu: decodeGpus,
    tput_per_gpu: t.total / total,
    output_tput_per_gpu: t.output / (agg ? total : decodeGpus),
    input_tput_per_gpu: (t.total - t.output) / prefillGpus,
  };
  if (prefillHw) {
    data['prefill_hw'] = prefillHw;
    data['decode_hw'] = decodeHw;
  }
  return { data, gpus: total };
}

function singleNode(env: JobEnv, t: Throughput, disagg: boolean) {
  if (disagg) throw new Refusal('Disaggregated mode requires multinode setup.');
  requireEnv(env, SINGLE_ENV);
  const tp = int(env, 'TP');
  const ep = int(env, 'EP_SIZE');
  const pp = int(env, 'PP_SIZE', '1');
  const dcp = int(env, 'DCP_SIZE', '1');
  const pcp = int(env, 'PCP_SIZE', '1');
  if (pp <= 0 || dcp <= 0 || pcp <= 0)
    throw new Refusal('PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.');
  // DCP splits the context over the same GPUs: it adds none.
  const gpus = tp * pp * pcp;
  const data: Record<string, unknown> = {
    is_multinode: false,
    tp,
    pp,
    dcp_size: dcp,
    pcp_size: pcp,
    ep,
    dp_attention: env['DP_ATTENTION'],
    tput_per_gpu: t.total / gpus,
    output_tput_per_gpu: t.output / gpus,
    input_tput_per_gpu: (t.total - t.output) / gpus,
  };
  return { data, gpus };
}

/**
 * Every `…ms` key in seconds (`_ms` removed), and every `…tpot…` key also as interactivity (1000 / ms), in
 * the raw file's key order. Returns the keys written (all floats).
 */
function latencies(raw: Record<string, unknown>, data: Record<string, unknown>): string[] {
  const written: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const v = value as number;
    if (key.endsWith('ms')) written.push(put(data, key.replaceAll('_ms', ''), v / 1000));
    if (key.includes('tpot')) {
      if (v === 0)
        throw new Refusal(`${key} is 0: interactivity (1000 / TPOT) is undefined (float division by zero)`);
      written.push(put(data, key.replaceAll('_ms', '').replaceAll('tpot', 'intvty'), 1000 / v));
    }
  }
  return written;
}

const put = (data: Record<string, unknown>, key: string, value: number): string => {
  data[key] = value;
  return key;
};

const TPUT_KEYS = ['tput_per_gpu', 'output_tput_per_gpu', 'input_tput_per_gpu'];

/** Keys an aggregate holds as floats (for writing one read back from a file). */
export const isAggFloatKey = (key: string): boolean =>
  TPUT_KEYS.includes(key) ||
  /^(mean|median|std|p\d+(\.\d+)?)_/.test(key) ||
  /(^|_)(power_w|energy_j)$|^avg_|joules_per_/.test(key);

/**
 * `raw` (the parsed `<RF>.json`) and the job's environment → `agg_<RF>.json`, or the reference's refusal.
 * Base keys first (identity, router, KV transfer), then the topology and per-GPU throughput of the job's
 * kind, then latencies and interactivity in the raw file's order, then the power verdict.
 */
export function processResult(raw: unknown, env: JobEnv): Processed {
  try {
    requireEnv(env, BASE_ENV);
    const parsed = rawResultSchema().safeParse(raw);
    if (!parsed.success)
      return { ok: false, error: `not a benchmark result: ${zod().prettifyError(parsed.error)}` };
    const r = parsed.data;
    const disagg = env['DISAGG']!.toLowerCase() === 'true';
    const data: Record<string, unknown> = {
      hw: env['RUNNER_TYPE'],
      conc: Math.trunc(r.max_concurrency),
      image: env['IMAGE'],
      model: r.model_id,
      infmax_model_prefix: env['MODEL_PREFIX'],
      framework: env['FRAMEWORK'],
      precision: env['PRECISION'],
      spec_decoding: env['SPEC_DECODING'],
      disagg,
      recipe_fingerprint: env['RECIPE_FINGERPRINT'] ?? '',
      isl: int(env, 'ISL'),
      osl: int(env, 'OSL'),
    };
    const router = component(env, 'ROUTER_METADATA');
    if (router) data['router'] = router;
    if (env['KV_P2P_TRANSFER']) data['kv_p2p_transfer'] = env['KV_P2P_TRANSFER'];
    const t = { total: r.total_token_throughput, output: r.output_throughput };
    const multi = (env['IS_MULTINODE'] ?? 'false').toLowerCase() === 'true';
    const kind = multi ? multiNode(env, t) : singleNode(env, t, disagg);
    Object.assign(data, kind.data);
    // The raw object as given: its key order is the order the reference writes the latencies in.
    const floats = new Set([...TPUT_KEYS, ...latencies(raw as Record<string, unknown>, data)]);
    // No telemetry is read here: the reference's verdict when it cannot validate power.
    data['power_metric_schema_version'] = 2;
    data['power_valid'] = 0;
    return { ok: true, agg: data, text: pythonJson(data, (k) => floats.has(k)), gpus: kind.gpus };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.message };
    throw e;
  }
}

/** REQUIRE_POWER as the reference reads it: 1, true or yes (any case) make invalid power fatal. */
export const powerRequired = (env: JobEnv): boolean =>
  ['1', 'true', 'yes'].includes((env['REQUIRE_POWER'] ?? '').toLowerCase());
