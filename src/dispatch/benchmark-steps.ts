// The benchmark templates' steps of the inferencex launcher profile, as YAML text: the reference's job
// (resource cleanup before and after, checkout of the approved revision with submodules, its launch
// command, result checks and processing through this product's CLI, and its artifacts with its names and
// conditions). Every step is guarded by the profile, so a repository of the script profile runs none of
// them. The upload table is data: one row per artifact the reference uploads. Pure.
import type { Template } from './table.js';

/** A step runs only under the inferencex profile. */
export const INFERENCEX = "inputs.launcher-profile == 'inferencex'";

/** A step runs only when the fail-fast stop step before it let the launcher run (its family not stopped). */
export const LAUNCH = "steps.stop.outputs.launch != 'false'";

/** The product CLI after the row step moved the tooling out of the benchmarked checkout. */
export const MOVED_CLI = 'node "$RUNNER_TEMP/sweep/tooling/dist/cli.js"';

/** The secrets the launch command sees (the checkout token only ever reaches the checkout step). */
export const LAUNCH_SECRETS = ['HF_TOKEN', 'MODAL_TOKEN_ID', 'MODAL_TOKEN_SECRET'] as const;
export const launchSecretsEnv = (indent: string) =>
  LAUNCH_SECRETS.map((s) => `${indent}${s}: \${{ secrets.${s} }}`).join('\n');

const WAIT = 600;

/**
 * Resource cleanup by runner name, before and after the job: single-node removes every container of the
 * host and this runner's Slurm allocations (launchers name them after the runner); multi-node only
 * cancels this user's Slurm jobs of that name. Each waits until nothing is left, at most WAIT seconds.
 */
export function cleanupScript(t: Template): string {
  const slurm =
    t === 'single'
      ? { cancel: 'scancel --name="$RUNNER_NAME"', list: 'squeue --noheader --name="$RUNNER_NAME"' }
      : {
          cancel: 'scancel --user="${USER:-$(id -un)}" --name="$RUNNER_NAME"',
          list: 'squeue --noheader --user="${USER:-$(id -un)}" --name="$RUNNER_NAME"',
        };
  const gone = (what: string, list: string) =>
    `for i in $(seq ${WAIT}); do [ -z "$(${list})" ] && break; sleep 1; done
  [ -z "$(${list})" ] || { echo "::error::${what} still present after ${WAIT} s"; exit 1; }`;
  const docker = `# Docker: every container on this host, then unused networks.
if docker info >/dev/null 2>&1; then
  docker ps -aq | xargs -r docker rm -f
  docker network prune -f >/dev/null
  ${gone('containers on this host', 'docker ps -aq')}
fi
`;
  return `${t === 'single' ? docker : ''}# Slurm: the allocations named after this runner.
if command -v squeue >/dev/null 2>&1; then
  ${slurm.cancel} || true
  ${gone('Slurm jobs named $RUNNER_NAME', slurm.list)}
fi`;
}

const block = (indent: string, text: string) =>
  text
    .split('\n')
    .map((l) => (l ? indent + l : l))
    .join('\n');

export function cleanupStep(t: Template, when: 'before' | 'after'): string {
  return `- name: resource cleanup ${when} the run (${t === 'single' ? 'Docker and ' : ''}Slurm, by runner name)
  if: \${{ ${when === 'after' ? 'always() && ' : ''}${INFERENCEX} }}
  env:
    RUNNER_NAME: \${{ runner.name }}
  run: |
${block('    ', cleanupScript(t))}`;
}

/** The approved revision at the workspace root, as the reference checks it out (launchers expect it there). */
export function checkoutStep(checkoutPin: string): string {
  return `- name: benchmark revision (exactly the approved SHA, with submodules)
  if: \${{ ${INFERENCEX} }}
  uses: ${checkoutPin}
  with:
    ref: \${{ inputs.head-sha }}
    token: \${{ secrets.CHECKOUT_TOKEN || github.token }}
    fetch-depth: 0
    clean: true
    submodules: true
    persist-credentials: false`;
}

/** Launch, result checks, result processing and the row's result marker. */
export function launchSteps(t: Template): string {
  return `- name: launch (the layout's launch command)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  env:
    RUNNER_NAME: \${{ runner.name }}
    GITHUB_STEP_SUMMARY: ''
${launchSecretsEnv('    ')}
  run: |
    cd "$SWEEP_LAUNCH_DIR"
    ${t === 'multi' ? 'set -x\n    ' : ''}bash -c "$SWEEP_LAUNCHER"
- name: result checks (result files; agentic request validation)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: |
    ${MOVED_CLI} check-result --row "$RUNNER_TEMP/row.json" --result-filename "$RESULT_FILENAME" \\
      --failed-request-threshold "\${AIPERF_FAILED_REQUEST_THRESHOLD:-0.10}"
- name: result processing (agg_<result file>.json)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: ${MOVED_CLI} process-result --row "$RUNNER_TEMP/row.json" --result-filename "$RESULT_FILENAME"
- name: the row's result marker (the sweep's collection and reuse read it)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: |
    mkdir -p "$RUNNER_TEMP/results"
    printf '%s\\n' "$SWEEP_RESULT_MARKER" > "$RUNNER_TEMP/results/$ROW_ID.json"`;
}

/** An artifact the reference's job uploads: its name, files, and when. */
export interface UploadSpec {
  name: string;
  path: string[];
  /** Runs after a failure too. */
  always: boolean;
  /** Further condition (on the env the row step wrote). */
  when?: string;
  /** `if-no-files-found`; unset: GitHub's default (a warning). */
  missing?: string;
}

const RF = '${{ env.RESULT_FILENAME }}';
const EVAL_ONLY = "env.EVAL_ONLY == 'true'";
const NOT_EVAL_ONLY = "env.EVAL_ONLY != 'true'";
const AGENTIC = "env.IS_AGENTIC == '1'";
const NOT_AGENTIC = "env.IS_AGENTIC != '1'";
const EVALS = "(env.RUN_EVAL == 'true' || env.EVAL_ONLY == 'true')";
/** The eval-only job's logs carry an `eval_` prefix. */
const EVAL_PREFIX = "${{ env.EVAL_ONLY == 'true' && 'eval_' || '' }}";
const GPU_METRICS = [
  'gpu_metrics.csv',
  'gpu_metrics_energy_start.csv',
  'gpu_metrics_energy_end.csv',
  'gpu_metrics_identity.json',
];
const EVAL_FILES = [
  'meta_env.json',
  'results*.json',
  'sample*.jsonl',
  'agent_preds.json',
  'predictions.jsonl',
  'swebench_report_*.json',
  '*.traj*',
];
const evalMissing = `\${{ ${EVAL_ONLY} && 'error' || 'ignore' }}`;

export const UPLOADS: Readonly<Record<Template, readonly UploadSpec[]>> = {
  single: [
    {
      name: `bmk_${RF}`,
      path: [`agg_${RF}.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
    },
    { name: `bmk_agentic_${RF}`, path: [`${RF}.json`], always: true, when: AGENTIC },
    {
      name: `agentic_${RF}`,
      path: [
        'results/**',
        '!results/aiperf_artifacts/inputs.json',
        '!results/aiperf_artifacts/profile_export_raw.jsonl',
      ],
      always: true,
      when: AGENTIC,
      missing: 'ignore',
    },
    {
      name: `${EVAL_PREFIX}server_logs_${RF}`,
      path: ['server.log', 'results/*.log', 'results/*_config.json'],
      always: true,
      missing: 'ignore',
    },
    { name: `${EVAL_PREFIX}gpu_metrics_${RF}`, path: GPU_METRICS, always: true, missing: 'ignore' },
    {
      name: `power_audit_${RF}`,
      path: [`${RF}.json`, `agg_${RF}.json`, ...GPU_METRICS, `power_validation_${RF}.json`],
      always: true,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
      missing: 'ignore',
    },
    {
      name: `eval_\${{ env.EXP_NAME }}_${RF}`,
      path: EVAL_FILES,
      always: true,
      when: EVALS,
      missing: evalMissing,
    },
  ],
  multi: [
    {
      name: `bmk_${RF}`,
      path: [`agg_${RF}_*.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
    },
    {
      name: `power_audit_${RF}`,
      path: [
        `${RF}_*.json`,
        `agg_${RF}_*.json`,
        `power_validation_${RF}_*.json`,
        'LOGS/power/**',
        'LOGS/*/results_*.json',
      ],
      always: true,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
      missing: 'ignore',
    },
    {
      name: `multinode_server_logs_${RF}`,
      path: ['multinode_server_logs.tar.gz'],
      always: true,
      missing: 'ignore',
    },
    {
      name: `bmk_agentic_${RF}`,
      path: [`${RF}_conc*.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${AGENTIC}`,
    },
    {
      name: `agentic_${RF}`,
      path: [
        'LOGS/agentic/**',
        '!LOGS/agentic/**/aiperf_artifacts/inputs.json',
        '!LOGS/agentic/**/profile_export_raw.jsonl',
      ],
      always: true,
      when: AGENTIC,
      missing: 'ignore',
    },
    { name: `eval_${RF}`, path: EVAL_FILES, always: true, when: EVALS, missing: evalMissing },
  ],
};

export function uploadSteps(t: Template, uploadPin: string): string {
  return UPLOADS[t]
    .map((u) => {
      // A job that failed before naming its result file uploads nothing under an empty name; a job whose
      // family fail-fast stopped ran nothing to upload.
      const cond = [u.always ? 'always()' : '', LAUNCH, INFERENCEX, "env.RESULT_FILENAME != ''", u.when ?? '']
        .filter(Boolean)
        .join(' && ');
      const path =
        u.path.length === 1
          ? `    path: ${quote(u.path[0]!)}`
          : `    path: |\n${u.path.map((p) => `      ${p}`).join('\n')}`;
      return `- if: \${{ ${cond} }}
  uses: ${uploadPin}
  with:
    name: ${u.name}
${path}${u.missing ? `\n    if-no-files-found: ${u.missing}` : ''}`;
    })
    .join('\n');
}

/** A YAML scalar that starts with `*` or `!` must be quoted. */
const quote = (s: string) => (/^[*!&]/.test(s) ? `'${s}'` : s);
