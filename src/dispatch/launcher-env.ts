// The launcher contract: what the benchmark step exports from its row. One table, row field → env
// var; the README's table is rendered from it and the sweep's row step writes exactly these. Pure.
import type { Row } from './plan.js';

type Format =
  /** The value as text (numbers in decimal). */
  | 'text'
  /** `true`/`false`. */
  | 'bool'
  /** JSON (objects such as `router`). */
  | 'json'
  /** A list joined by spaces; a single value as itself. */
  | 'words';

export interface EnvField {
  /** Row field; `prefill.tp` reads a nested worker field. */
  field: string;
  env: string;
  format: Format;
  what: string;
}

const worker = (role: 'prefill' | 'decode'): EnvField[] => {
  const R = role.toUpperCase();
  return [
    { field: `${role}.num-worker`, env: `${R}_NUM_WORKERS`, format: 'text', what: `${role} workers` },
    { field: `${role}.tp`, env: `${R}_TP`, format: 'text', what: `${role} tensor parallelism` },
    { field: `${role}.pp`, env: `${R}_PP_SIZE`, format: 'text', what: `${role} pipeline parallelism` },
    {
      field: `${role}.dcp-size`,
      env: `${R}_DCP_SIZE`,
      format: 'text',
      what: `${role} decode context parallelism`,
    },
    {
      field: `${role}.pcp-size`,
      env: `${R}_PCP_SIZE`,
      format: 'text',
      what: `${role} prefill context parallelism`,
    },
    { field: `${role}.ep`, env: `${R}_EP`, format: 'text', what: `${role} expert parallelism` },
    {
      field: `${role}.dp-attn`,
      env: `${R}_DP_ATTN`,
      format: 'bool',
      what: `${role} data-parallel attention`,
    },
  ];
};

/** Row field → env var. Fields absent from a row are not exported (the launcher's own defaults apply). */
export const LAUNCHER_ENV: readonly EnvField[] = [
  { field: 'row-id', env: 'ROW_ID', format: 'text', what: 'the row id (result files are merged by it)' },
  { field: 'runner', env: 'RUNNER_LABEL', format: 'text', what: 'the runner label the row was routed to' },
  { field: 'image', env: 'IMAGE', format: 'text', what: 'container image' },
  { field: 'model', env: 'MODEL', format: 'text', what: 'model name or path' },
  { field: 'model-prefix', env: 'MODEL_PREFIX', format: 'text', what: 'model family prefix, e.g. dsr1' },
  { field: 'precision', env: 'PRECISION', format: 'text', what: 'precision, e.g. fp4' },
  { field: 'framework', env: 'FRAMEWORK', format: 'text', what: 'serving framework, e.g. sglang' },
  { field: 'exp-name', env: 'EXP_NAME', format: 'text', what: 'experiment name' },
  { field: 'recipe-fingerprint', env: 'RECIPE_FINGERPRINT', format: 'text', what: 'recipe fingerprint' },
  { field: 'srt-recipe', env: 'SRT_RECIPE', format: 'text', what: 'recipe file of the row' },
  { field: 'isl', env: 'ISL', format: 'text', what: 'input sequence length' },
  { field: 'osl', env: 'OSL', format: 'text', what: 'output sequence length' },
  { field: 'max-model-len', env: 'MAX_MODEL_LEN', format: 'text', what: 'maximum model length' },
  { field: 'tp', env: 'TP', format: 'text', what: 'tensor parallelism' },
  { field: 'pp', env: 'PP_SIZE', format: 'text', what: 'pipeline parallelism' },
  { field: 'dcp-size', env: 'DCP_SIZE', format: 'text', what: 'decode context parallelism' },
  { field: 'pcp-size', env: 'PCP_SIZE', format: 'text', what: 'prefill context parallelism' },
  { field: 'ep', env: 'EP_SIZE', format: 'text', what: 'expert parallelism' },
  { field: 'dp-attn', env: 'DP_ATTENTION', format: 'bool', what: 'data-parallel attention' },
  { field: 'conc', env: 'CONC_LIST', format: 'words', what: 'concurrencies, space-separated' },
  { field: 'spec-decoding', env: 'SPEC_DECODING', format: 'text', what: 'mtp, draft_model or none' },
  { field: 'disagg', env: 'DISAGG', format: 'bool', what: 'disaggregated prefill/decode' },
  { field: 'router', env: 'ROUTER', format: 'json', what: 'router {name, version} as JSON' },
  { field: 'kv-p2p-transfer', env: 'KV_P2P_TRANSFER', format: 'text', what: 'KV transfer backend' },
  { field: 'run-eval', env: 'RUN_EVAL', format: 'bool', what: 'run the accuracy eval after the benchmark' },
  { field: 'eval-only', env: 'EVAL_ONLY', format: 'bool', what: 'run only the eval' },
  { field: 'eval-framework', env: 'EVAL_FRAMEWORK', format: 'text', what: 'eval framework' },
  { field: 'eval-suite', env: 'EVAL_SUITE', format: 'text', what: 'eval suite' },
  { field: 'eval-conc', env: 'EVAL_CONC', format: 'words', what: 'eval concurrency' },
  { field: 'random-range-ratio', env: 'RANDOM_RANGE_RATIO', format: 'text', what: 'random range ratio' },
  {
    field: 'scenario-type',
    env: 'SCENARIO_TYPE',
    format: 'text',
    what: 'agentic scenario, e.g. agentic-coding',
  },
  { field: 'kv-offloading', env: 'KV_OFFLOADING', format: 'text', what: 'none or dram' },
  { field: 'kv-offload-backend', env: 'KV_OFFLOAD_BACKEND', format: 'json', what: 'offload backend as JSON' },
  { field: 'total-cpu-dram-gb', env: 'TOTAL_CPU_DRAM_GB', format: 'text', what: 'CPU DRAM for KV offload' },
  { field: 'duration', env: 'DURATION', format: 'text', what: 'agentic run duration in seconds' },
  { field: 'gpu-count', env: 'GPU_COUNT', format: 'text', what: 'GPUs the row declares (all workers)' },
  { field: 'node-count', env: 'NODE_COUNT', format: 'text', what: 'nodes the row reserves' },
  ...worker('prefill'),
  ...worker('decode'),
];

/** Exported from the row's shape, not a field: what the reference's launchers branch on. */
export const DERIVED_ENV: readonly { env: string; what: string }[] = [
  { env: 'CONC', what: 'the first concurrency (agentic launchers need exactly one)' },
  { env: 'IS_AGENTIC', what: '`1` for agentic rows, else `0`' },
  { env: 'IS_MULTINODE', what: '`true` for multi-node rows, else `false`' },
  { env: 'SALLOC_TIME_LIMIT', what: 'Slurm allocation limit in minutes (480)' },
  { env: 'ENROOT_IMPORT_TIME_LIMIT', what: 'image import limit in minutes (120)' },
  { env: '<KEY> of additional-settings', what: "each `KEY=VAL` of the workers' additional-settings" },
];

/** Row fields that are deliberately not exported (bookkeeping of the planner). */
export const NOT_EXPORTED: readonly string[] = ['priority', 'queue-token', 'skip-queue-pr', 'eval-all-concs'];

const SETTING = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
/** Variables a row must never set: they change how the runner, the shell or later steps behave. */
const RESERVED =
  /^(?:PATH|HOME|SHELL|ENV|BASH_ENV|IFS|NODE_OPTIONS|LD_[A-Z_]*|DYLD_[A-Z_]*|GITHUB_[A-Z_]*|RUNNER_[A-Z_]*|ACTIONS_[A-Z_]*|HF_TOKEN|ROW_JSON|RESULTS_DIR)$/;

const get = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);

function render(v: unknown, f: Format): string {
  if (f === 'json') return JSON.stringify(v);
  if (f === 'bool') return v === true || v === 'true' ? 'true' : 'false';
  if (f === 'words' && Array.isArray(v)) return v.map(String).join(' ');
  return typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export interface LauncherEnv {
  env: Record<string, string>;
  /** additional-settings entries that were not exported, and why. */
  skipped: string[];
}

/** The environment of one row's benchmark step (besides ROW_JSON, RESULTS_DIR and the secrets). */
export function launcherEnv(row: Row): LauncherEnv {
  const env: Record<string, string> = {};
  const skipped: string[] = [];
  for (const f of LAUNCHER_ENV) {
    const v = get(row, f.field);
    if (v !== undefined && v !== null) env[f.env] = render(v, f.format);
  }
  const conc = row['conc'];
  const first = Array.isArray(conc) ? conc[0] : conc;
  if (first !== undefined && first !== null) env['CONC'] = String(first);
  env['IS_AGENTIC'] = row['scenario-type'] !== undefined ? '1' : '0';
  const multi = row['prefill'] !== undefined;
  env['IS_MULTINODE'] = multi ? 'true' : 'false';
  if (multi) {
    env['SALLOC_TIME_LIMIT'] = '480';
    env['ENROOT_IMPORT_TIME_LIMIT'] = '120';
  }
  for (const role of ['prefill', 'decode']) {
    const settings = get(row, `${role}.additional-settings`);
    if (!Array.isArray(settings)) continue;
    for (const s of settings) {
      const m = typeof s === 'string' ? SETTING.exec(s) : null;
      if (!m || m[2]!.includes('\n')) skipped.push(`${role}: '${String(s)}' is not KEY=VAL on one line`);
      else if (RESERVED.test(m[1]!) || LAUNCHER_ENV.some((f) => f.env === m[1]))
        skipped.push(`${role}: '${m[1]}' is reserved`);
      else env[m[1]!] = m[2]!;
    }
  }
  return { env, skipped };
}

/** `$GITHUB_ENV` text: heredoc form with a delimiter that cannot occur in the value. */
export function githubEnvFile(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([k, v]) => {
      let d = 'SWEEP_EOF';
      while (v.includes(d)) d += '_';
      return `${k}<<${d}\n${v}\n${d}\n`;
    })
    .join('');
}

/** The README table, rendered from the table above. */
export function launcherEnvMarkdown(): string {
  const rows = [
    '| Variable | From the row | Meaning |',
    '|---|---|---|',
    ...LAUNCHER_ENV.map((f) => `| \`${f.env}\` | \`${f.field}\` | ${f.what} |`),
    ...DERIVED_ENV.map((d) => `| \`${d.env}\` | (derived) | ${d.what} |`),
  ];
  return `${rows.join('\n')}\n`;
}
