// The environment of a benchmark job under the inferencex launcher profile: what the reference's benchmark
// templates give their launch step (row fields, names, defaults and fixed paths), so the reference's
// launchers and benchmark scripts run unchanged. Built on the generic launcher contract (every row field
// it exports, additional-settings included) plus the reference's own names and defaults. Pure.
import type { Row } from './plan.js';
import { launcherEnv, type LauncherEnv } from './launcher-env.js';
import { isAgenticRow, isMultiNodeRow, resultFilename } from '../results/names.js';

export interface InferencexFacts {
  /** The physical runner's name (`b200-dgxc_03`): part of the result file name, and what launchers read. */
  runnerName: string;
  /** The sweep's agentx-fast option: shorter agentic runs. */
  agentxFast?: boolean;
}

/** Fixed values of the reference's templates. */
export const INFERENCEX_FIXED = {
  randomRangeRatio: '0.8',
  failedRequestThreshold: '0.10',
  resultDir: '/workspace/results',
  hfHubCache: '/mnt/hf_hub_cache/',
  duration: '3600',
  fastDuration: '1200',
} as const;

const text = (v: unknown): string | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'object' ? JSON.stringify(v) : String(v);
const flag = (v: unknown): string => (v === true || v === 'true' ? 'true' : 'false');
const worker = (row: Row, role: 'prefill' | 'decode'): Record<string, unknown> => {
  const w = row[role];
  return w && typeof w === 'object' && !Array.isArray(w) ? (w as Record<string, unknown>) : {};
};

/**
 * `RESULT_FILENAME` and `GPU_COUNT` of a row's job, as the templates compute them before launching
 * (single-node GPU_COUNT = TP × PP × PCP; the multi-node template computes none: the generic contract's
 * row GPUs stay, and processing takes the GPUs from the result files' names).
 */
export function jobNames(row: Row, runnerName: string): { RESULT_FILENAME: string; GPU_COUNT?: string } {
  const rf = resultFilename(row, runnerName);
  if (isMultiNodeRow(row)) return { RESULT_FILENAME: rf };
  const n = (k: string) => Number(row[k] ?? 1);
  return { RESULT_FILENAME: rf, GPU_COUNT: String(n('tp') * n('pp') * n('pcp-size')) };
}

export function inferencexEnv(row: Row, facts: InferencexFacts): LauncherEnv {
  const { env, skipped } = launcherEnv(row);
  const agentic = isAgenticRow(row);
  const multi = isMultiNodeRow(row);
  const set = (k: string, v: string | undefined) => {
    if (v !== undefined) env[k] = v;
  };
  const backend = row['kv-offload-backend'];
  Object.assign(env, {
    RUNNER_NAME: facts.runnerName,
    RUNNER_TYPE: text(row['runner']) ?? '',
    ...jobNames(row, facts.runnerName),
    SPEC_DECODING: text(row['spec-decoding']) ?? 'none',
    DISAGG: agentic ? 'false' : flag(row['disagg']),
    RUN_EVAL: flag(row['run-eval']),
    EVAL_ONLY: flag(row['eval-only']),
    RECIPE_FINGERPRINT: text(row['recipe-fingerprint']) ?? '',
    RANDOM_RANGE_RATIO: text(row['random-range-ratio']) ?? INFERENCEX_FIXED.randomRangeRatio,
    ROUTER_METADATA: row['router'] ? JSON.stringify(row['router']) : '',
    KV_P2P_TRANSFER: text(row['kv-p2p-transfer']) ?? '',
    REQUIRE_POWER: row['require-power'] === true ? '1' : '0',
    SCENARIO_TYPE: text(row['scenario-type']) ?? 'fixed-seq-len',
    SCENARIO_SUBDIR: agentic ? 'agentic/' : 'fixed_seq_len/',
    IS_AGENTIC: agentic ? '1' : '0',
  });
  if (agentic) {
    // Agentic callers pass the sequence lengths as 0; the offload backend goes as its name and metadata.
    Object.assign(env, { ISL: '0', OSL: '0', MAX_MODEL_LEN: '0' });
    env['KV_OFFLOADING'] = text(row['kv-offloading']) ?? 'none';
    env['KV_OFFLOAD_BACKEND'] =
      backend && typeof backend === 'object'
        ? (text((backend as Record<string, unknown>)['name']) ?? '')
        : '';
    env['KV_OFFLOAD_BACKEND_METADATA'] = backend ? JSON.stringify(backend) : '';
    env['TOTAL_CPU_DRAM_GB'] = text(row['total-cpu-dram-gb']) ?? (multi ? '600' : '0');
    env['DURATION'] = facts.agentxFast
      ? INFERENCEX_FIXED.fastDuration
      : (text(row['duration']) ?? INFERENCEX_FIXED.duration);
    env['AIPERF_EXPERIMENTAL_FAST'] = facts.agentxFast ? '1' : '0';
  }
  if (multi) {
    env['IS_MULTINODE'] = 'true';
    env['POWER_PRODUCER_SHA'] = '';
    for (const role of ['prefill', 'decode'] as const) {
      const w = worker(row, role);
      const R = role.toUpperCase();
      env[`${R}_HARDWARE`] = text(w['hardware']) ?? '';
      for (const [k, name] of [
        ['pp', 'PP_SIZE'],
        ['dcp-size', 'DCP_SIZE'],
        ['pcp-size', 'PCP_SIZE'],
      ] as const)
        env[`${R}_${name}`] = text(w[k]) ?? '1';
    }
  } else {
    env['IS_MULTINODE'] = 'false';
    set('CONC', text(row['conc']));
    for (const [k, name] of [
      ['pp', 'PP_SIZE'],
      ['dcp-size', 'DCP_SIZE'],
      ['pcp-size', 'PCP_SIZE'],
    ] as const)
      env[name] = text(row[k]) ?? '1';
    env['DP_ATTENTION'] = flag(row['dp-attn']);
    Object.assign(env, {
      AIPERF_FAILED_REQUEST_THRESHOLD: INFERENCEX_FIXED.failedRequestThreshold,
      RESULT_DIR: INFERENCEX_FIXED.resultDir,
      HF_HUB_CACHE: INFERENCEX_FIXED.hfHubCache,
    });
  }
  return { env, skipped };
}

/** The variables of the table above, for the README (what the launch step sees besides the generic ones). */
export const INFERENCEX_ENV_DOC: readonly { env: string; what: string }[] = [
  {
    env: 'RUNNER_NAME',
    what: 'the runner\'s name (`b200-dgxc_03`); the root layout picks `runners/launch_<name up to "_">.sh` by it',
  },
  { env: 'RUNNER_TYPE', what: 'the runner label of the row (`b200`, `cluster:gb200-nv`)' },
  {
    env: 'RESULT_FILENAME',
    what: "the result file's name without `.json`, as the reference builds it from the row and the runner name",
  },
  {
    env: 'GPU_COUNT',
    what: "single-node: TP × PP × PCP, as the reference computes it; multi-node: the row's GPUs (all workers)",
  },
  {
    env: 'IS_MULTINODE, IS_AGENTIC, SCENARIO_TYPE, SCENARIO_SUBDIR',
    what: '`true`/`false`, `1`/`0`, `fixed-seq-len` or `agentic-coding`, `fixed_seq_len/` or `agentic/`',
  },
  {
    env: 'CONC, CONC_LIST',
    what: 'single-node: the concurrency; multi-node: the list (space-separated) and its first value',
  },
  { env: 'RANDOM_RANGE_RATIO', what: `the row's, else ${INFERENCEX_FIXED.randomRangeRatio}` },
  {
    env: 'AIPERF_FAILED_REQUEST_THRESHOLD, RESULT_DIR, HF_HUB_CACHE',
    what: `single-node: ${INFERENCEX_FIXED.failedRequestThreshold}, \`${INFERENCEX_FIXED.resultDir}\`, \`${INFERENCEX_FIXED.hfHubCache}\``,
  },
  {
    env: 'ROUTER_METADATA, KV_P2P_TRANSFER, REQUIRE_POWER',
    what: 'the router as JSON (or empty), the KV transfer engine, `1`/`0`',
  },
  {
    env: 'KV_OFFLOADING, KV_OFFLOAD_BACKEND, KV_OFFLOAD_BACKEND_METADATA, TOTAL_CPU_DRAM_GB, DURATION, AIPERF_EXPERIMENTAL_FAST',
    what: `agentic: the offload mode, the backend's name and its JSON, the DRAM (default 0 single-node, 600 multi-node), ${INFERENCEX_FIXED.duration} s (${INFERENCEX_FIXED.fastDuration} with agentx-fast) and \`1\` with agentx-fast; ISL, OSL and MAX_MODEL_LEN are 0`,
  },
  {
    env: 'PREFILL_*, DECODE_*, POWER_PRODUCER_SHA',
    what: 'multi-node: every worker field (PP, DCP, PCP default 1; HARDWARE empty when not given); the power producer empty',
  },
  {
    env: 'HF_TOKEN, MODAL_TOKEN_ID, MODAL_TOKEN_SECRET',
    what: 'the secrets passed to the benchmark jobs (launch step only)',
  },
];

/** The README table of INFERENCEX_ENV_DOC. */
export function inferencexEnvMarkdown(): string {
  const rows = [
    '| Variable | Value |',
    '|---|---|',
    ...INFERENCEX_ENV_DOC.map(
      (d) =>
        `| ${d.env
          .split(', ')
          .map((e) => `\`${e}\``)
          .join(', ')} | ${d.what} |`,
    ),
  ];
  return `${rows.join('\n')}\n`;
}
