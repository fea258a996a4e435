// The action's inputs (action.yml), parsed once for every caller: the action reads them with
// core.getInput, the simulator from a step's evaluated `with:`. An empty value takes the default the
// runner would fill from action.yml; a value that is not one the input accepts is an error naming it.
import { DEFAULT_DASHBOARD_REPO } from '../reuse/publish.js';
import { DEFAULT_DISPATCH_FILE, DEFAULT_PLAN_DIR } from './store.js';
import { DEFAULT_PROTECTED_PATHS } from '../report/pr-notes.js';
import { SWEEP_WORKFLOW } from '../dispatch/callers.js';
import type { RepoConfig } from '../repo-config/config.js';

/** What the handlers read. */
export interface ActionInputs {
  /** `auto`: decide, gate, plan, status, write the dispatch request; `dispatch`: perform it; `report`: links. */
  mode: 'auto' | 'dispatch' | 'report' | 'publish' | 'watch';
  baseUrl: string;
  strict: boolean;
  sweepWorkflow: string;
  bot: string;
  /** `report` mode: the PR and the sweep run whose links to post. */
  prNumber?: number;
  runId?: number;
  evalsRan: boolean;
  /** What the first failure stops: its own matrix (`matrix`, as GitHub does) or the whole sweep run (`run`). */
  failFastScope?: 'matrix' | 'run';
  /** `owner/name` that receives results at merge and staging requests (repository_dispatch). */
  dashboardRepo: string;
  /** The staging site's base URL, for the staged-run link when the dashboard's callback sends none. */
  stagingSite: string;
  /** The PR comments besides the replies to commands. */
  comments: CommentSettings;
  /** A plan above this many GPU-hours (worst case) waits for a maintainer's `/sweep --confirm`. */
  budgetGpuHours?: number;
  /** `watch` mode: jobs queued this long with no runner for their labels are named in the status. */
  queueAlertMinutes?: number;
}

export interface CommentSettings {
  /** `auto`: a status comment only on a PR that touches the changelog or carries a sweep label. */
  status: 'auto' | 'always';
  /** The guidance comment, posted once on a PR that touches configs, benchmarks or the changelog. */
  guidance: boolean;
  /** The protected-path diff notice, and the paths it watches. */
  protectedNotice: boolean;
  protectedPaths: string[];
}

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
  dryRun: boolean;
  /** The repository config, once read (withRepoConfig); until then the defaults apply. */
  config?: RepoConfig;
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
  const boolOr = (name: string, fallback: boolean) => (text(name) === '' ? fallback : bool(name));
  const budget = text('budget-gpu-hours');
  const budgetGpuHours = budget ? Number(budget) : undefined;
  if (budgetGpuHours !== undefined && !(Number.isFinite(budgetGpuHours) && budgetGpuHours > 0))
    throw new Error(`input budget-gpu-hours must be a positive number (got '${budget}')`);
  const protectedPaths = text('protected-paths', DEFAULT_PROTECTED_PATHS.join(' '))
    .split(/[\s,]+/)
    .filter(Boolean);
  const token = text('github-token');
  if (!token) throw new Error('Input required and not supplied: github-token');
  const mode = oneOf('mode', ['auto', 'dispatch', 'report', 'publish', 'watch'], 'auto');
  const scope = text('fail-fast-scope') ? oneOf('fail-fast-scope', ['matrix', 'run'], 'matrix') : '';
  const prNumber = positive('pr-number');
  const runId = positive('run-id');
  return {
    action: {
      mode,
      // Empty: the repository config file's (withRepoConfig), whose default is today's dashboard.
      baseUrl: text('base-url'),
      strict: bool('strict'),
      sweepWorkflow: text('sweep-workflow', SWEEP_WORKFLOW),
      bot: text('bot-login'),
      evalsRan: bool('evals-ran'),
      dashboardRepo: text('dashboard-repository', DEFAULT_DASHBOARD_REPO),
      stagingSite: text('staging-site'),
      comments: {
        status: oneOf('status-comment', ['auto', 'always'], 'auto'),
        guidance: boolOr('guidance-comment', true),
        protectedNotice: boolOr('protected-path-notice', true),
        protectedPaths,
      },
      ...(budgetGpuHours !== undefined ? { budgetGpuHours } : {}),
      ...(scope === 'run' ? { failFastScope: 'run' as const } : {}),
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
    dryRun: bool('dry-run'),
  };
}
