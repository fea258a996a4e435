// How a repository's benchmark jobs run: a launcher profile. `script` runs the repository's own command with
// the product's contract (ROW_JSON, RESULTS_DIR); `inferencex` reproduces the reference's benchmark job
// (resource cleanup, checkout with submodules, its launch command, its environment, result checks and
// processing, its artifact names). The secrets a benchmark job may receive are one fixed set, declared by
// every reusable workflow (GitHub needs them declared); a profile says which repository secret each is
// passed from. Pure data.

export const LAUNCHER_PROFILES = ['script', 'inferencex'] as const;
export type LauncherProfile = (typeof LAUNCHER_PROFILES)[number];

/**
 * The secrets every reusable workflow declares and passes down to the benchmark jobs, by the name a job
 * sees, with what it is for. Fixed: a name outside this set cannot reach a benchmark job.
 */
export const BENCHMARK_SECRETS = {
  HF_TOKEN: 'model downloads in the benchmark jobs',
  MODAL_TOKEN_ID: 'SWE-bench scoring on Modal in the benchmark jobs (with MODAL_TOKEN_SECRET)',
  MODAL_TOKEN_SECRET: 'SWE-bench scoring on Modal in the benchmark jobs (with MODAL_TOKEN_ID)',
  CHECKOUT_TOKEN:
    "the benchmark jobs' checkout of the approved revision and its submodules (read access is enough; " +
    'without it the workflow token is used)',
} as const;
export type BenchmarkSecret = keyof typeof BENCHMARK_SECRETS;
export const BENCHMARK_SECRET_NAMES = Object.keys(BENCHMARK_SECRETS) as BenchmarkSecret[];

/** Benchmark secret → the repository secret passed as it. */
export type SecretMap = Partial<Record<BenchmarkSecret, string>>;

export interface ProfileDefaults {
  /** The launch command, by layout root ('.' or the folder, e.g. `inferencex-e2e`); `*` for any layout. */
  command: Readonly<Record<string, string>>;
  secrets: Readonly<SecretMap>;
  /** What the profile does, for the config file init writes and the checklist. */
  summary: string;
}

export const PROFILE_DEFAULTS: Readonly<Record<LauncherProfile, ProfileDefaults>> = {
  script: {
    command: { '*': 'bash scripts/benchmark/run.sh' },
    secrets: { HF_TOKEN: 'HF_TOKEN' },
    summary:
      'runs the command in the checkout of the approved revision with the row as ROW_JSON; its result ' +
      'files go up as result-<row-id>-<attempt>',
  },
  inferencex: {
    // Today's layout resolves the cluster from the runner name itself; the root layout (August 2026)
    // picks the launch script by the runner's base name.
    command: {
      'inferencex-e2e': 'python -m infx.launch run',
      '.': 'bash ./runners/launch_${RUNNER_NAME%%_*}.sh',
      '*': 'python -m infx.launch run',
    },
    secrets: {
      HF_TOKEN: 'INFERENCEX_OFFICIAL_RO_HF_TOKEN',
      MODAL_TOKEN_ID: 'MODAL_TOKEN_ID',
      MODAL_TOKEN_SECRET: 'MODAL_TOKEN_SECRET',
      CHECKOUT_TOKEN: 'REPO_PAT',
    },
    summary:
      "the reference's benchmark job: resource cleanup, checkout with submodules, its launch command and " +
      'environment, result checks and processing, and its artifact names (bmk_<RF>, agg_<RF>.json, …)',
  },
};

/** The launch command a profile runs for a layout root when the config file names none. */
export const defaultCommand = (profile: LauncherProfile, root: string): string => {
  const c = PROFILE_DEFAULTS[profile].command;
  return c[root] ?? c['*']!;
};

/** The layout folders whose checkout is the reference's: init chooses the inferencex profile for them. */
export const INFERENCEX_LAYOUTS: readonly string[] = ['inferencex-e2e'];
