// The action's inputs (action.yml), parsed once for every caller: the action reads them with
// core.getInput, the simulator from a step's evaluated `with:`. An empty value takes the default the
// runner would fill from action.yml; a value that is not one the input accepts is an error naming it.
import { DEFAULT_DASHBOARD_REPO } from '../reuse/publish.js';
import { DEFAULT_DISPATCH_FILE, DEFAULT_PLAN_DIR } from './store.js';
import { SWEEP_WORKFLOW } from '../dispatch/callers.js';
import {
  resolveRepoConfig,
  withOverrides,
  type CommentSettings,
  type RepoConfig,
  type SettingOverrides,
} from '../repo-config/config.js';

/** What the handlers read. */
export interface ActionInputs {
  /** `auto`: decide, gate, plan, status, write the dispatch request; `dispatch`: perform it; `report`: links. */
  mode:
    | 'auto'
    | 'dispatch'
    | 'report'
    | 'publish'
    | 'watch'
    | 'publish-results'
    | 'before-launch'
    | 'retry-results';
  strict: boolean;
  sweepWorkflow: string;
  /** `report` mode: the PR and the sweep run whose links to post. */
  prNumber?: number;
  runId?: number;
  evalsRan: boolean;
  /** `before-launch` mode: the benchmark job's sweep job (family) and row. */
  sweepJob?: string;
  rowId?: string;
  /** `retry-results` mode: the retry runs whose results to add, and the folder (relative to the workspace). */
  retryRuns: number[];
  resultsDir: string;
  /** `owner/name` that receives results at merge and staging requests (repository_dispatch). */
  dashboardRepo: string;
  /** The staging site's base URL, for the staged-run link when the dashboard's callback sends none. */
  stagingSite: string;
  /**
   * The repository's settings, resolved once: an action input of the same meaning over the config file
   * over the default. Labels, links, bot login, fail-fast scope, comments, budget and the queue-alert
   * minutes of `watch` mode are read only here.
   */
  settings: RepoConfig;
}

export type { CommentSettings };

/** Where the step's files are, relative to the workspace (the checkout the planner reads). */
export interface WorkspaceFiles {
  /** Empty: GITHUB_WORKSPACE (or the current directory). */
  workspace: string;
  /** A plan report made by an earlier step; empty: gate and plan from git objects. */
  planFile: string;
  planDir: string;
  dispatchFile: string;
  /** `report` mode: the downloaded plan; empty: none. */
  sweepPlan: string;
  /** The repository config file (`.github/sweep.yml`), relative to the workspace. */
  config: string;
}

export interface StepInputs {
  action: ActionInputs;
  files: WorkspaceFiles;
  token: string;
  /** Token for the dashboard repository's repository_dispatch; empty: `token`. */
  dashboardToken: string;
  /** The results database's read-only URL (the postgres baseline), passed from a secret; empty: none. */
  databaseUrl: string;
  dryRun: boolean;
  /** The action inputs that override config-file settings (kept to re-apply over the file once read). */
  overrides: SettingOverrides;
}

/** One input's value as the runner hands it over (empty when unset). */
export type InputGetter = (name: string) => string;

export function parseInputs(get: InputGetter): StepInputs {
  const text = (name: string, fallback = '') => get(name).trim() || fallback;
  // Like core.getBooleanInput, but an absent input is false (hand-run and test environments may not fill
  // action.yml defaults).
  const bool = (name: string) => {
    const v = text(name).toLowerCase();
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    throw new Error(`input ${name} must be true or false (got '${v}')`);
  };
  const positive = (name: string) => {
    const v = text(name);
    if (!v) return undefined;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0)
      throw new Error(`input ${name} must be a positive integer (got '${v}')`);
    return n;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = text(name, fallback);
    if ((allowed as readonly string[]).includes(v)) return v as T;
    const list = `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}`;
    throw new Error(`input ${name} must be ${list} (got '${v}')`);
  };
  const budget = text('budget-gpu-hours');
  const budgetGpuHours = budget ? Number(budget) : undefined;
  if (budgetGpuHours !== undefined && !(Number.isFinite(budgetGpuHours) && budgetGpuHours > 0))
    throw new Error(`input budget-gpu-hours must be a positive number (got '${budget}')`);
  const protectedPaths = text('protected-paths')
    .split(/[\s,]+/)
    .filter(Boolean);
  const token = text('github-token');
  if (!token) throw new Error('Input required and not supplied: github-token');
  const mode = oneOf(
    'mode',
    ['auto', 'dispatch', 'report', 'publish', 'watch', 'publish-results', 'before-launch', 'retry-results'],
    'auto',
  );
  const retryRuns = text('retry-runs')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => {
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n <= 0)
        throw new Error(`input retry-runs must be run ids separated by commas (got '${v}')`);
      return n;
    });
  const scope = text('fail-fast-scope') ? oneOf('fail-fast-scope', ['matrix', 'run'], 'matrix') : undefined;
  const status = text('status-comment') ? oneOf('status-comment', ['auto', 'always'], 'auto') : undefined;
  // Empty inputs leave the setting to the repository config file (withRepoConfig), then the default.
  const comments: Partial<CommentSettings> = {
    ...(status ? { status } : {}),
    ...(text('guidance-comment') ? { guidance: bool('guidance-comment') } : {}),
    ...(text('protected-path-notice') ? { protectedNotice: bool('protected-path-notice') } : {}),
    ...(protectedPaths.length ? { protectedPaths } : {}),
  };
  const overrides: SettingOverrides = {
    ...(text('base-url') ? { baseUrl: text('base-url') } : {}),
    ...(text('bot-login') ? { botLogin: text('bot-login') } : {}),
    ...(scope ? { failFastScope: scope } : {}),
    ...(Object.keys(comments).length ? { comments } : {}),
    ...(budgetGpuHours !== undefined ? { budgetGpuHours } : {}),
  };
  const prNumber = positive('pr-number');
  const runId = positive('run-id');
  return {
    action: {
      mode,
      strict: bool('strict'),
      sweepWorkflow: text('sweep-workflow', SWEEP_WORKFLOW),
      evalsRan: bool('evals-ran'),
      retryRuns,
      resultsDir: text('results-dir', '.sweep'),
      ...(text('sweep-job') ? { sweepJob: text('sweep-job') } : {}),
      ...(text('row-id') ? { rowId: text('row-id') } : {}),
      dashboardRepo: text('dashboard-repository', DEFAULT_DASHBOARD_REPO),
      stagingSite: text('staging-site'),
      // Until the config file is read (withRepoConfig): the inputs over the defaults.
      settings: withOverrides(resolveRepoConfig(undefined), overrides),
      ...(prNumber ? { prNumber } : {}),
      ...(runId ? { runId } : {}),
    },
    files: {
      workspace: text('workspace'),
      planFile: text('plan-file'),
      planDir: text('plan-dir', DEFAULT_PLAN_DIR),
      dispatchFile: text('dispatch-file', DEFAULT_DISPATCH_FILE),
      sweepPlan: text('sweep-plan'),
      config: text('config', '.github/sweep.yml'),
    },
    token,
    dashboardToken: text('dashboard-token'),
    databaseUrl: text('database-url'),
    dryRun: bool('dry-run'),
    overrides,
  };
}
