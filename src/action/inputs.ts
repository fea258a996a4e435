// The action's inputs (action.yml), parsed once for every caller: the action reads them with
// core.getInput, the simulator from a step's evaluated `with:`. An empty value takes the default the
// runner would fill from action.yml; a value that is not one the input accepts is an error naming it.
import { DEFAULT_DISPATCH_FILE, DEFAULT_PLAN_DIR } from './store.js';
import { SWEEP_WORKFLOW } from '../dispatch/callers.js';
import type { RepoConfig } from '../repo-config/config.js';

/** What the handlers read. */
export interface ActionInputs {
  /** `auto`: decide, gate, plan, status, write the dispatch request; `dispatch`: perform it; `report`: links. */
  mode: 'auto' | 'dispatch' | 'report';
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
  const token = text('github-token');
  if (!token) throw new Error('Input required and not supplied: github-token');
  const mode = oneOf('mode', ['auto', 'dispatch', 'report'], 'auto');
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
    dryRun: bool('dry-run'),
  };
}
