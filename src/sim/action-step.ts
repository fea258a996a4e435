// Runs the action's real code for a `uses: ./` step, in-process: the step's `with:` parsed by the action's
// own parseInputs, its services built by the action's composition root (the one GitHub port pointed at the
// fake server, the git planning pipeline on the demo repository), and outputs/summary/annotations captured
// like a runner's GITHUB_OUTPUT and step summary. In-process rather than `node dist/index.mjs`: dist/ may be
// stale while the sources change, and a child process per step would cost ~0.3 s each; the code path
// below `src/main.ts` is the same.
import type { Diagnostic } from '../diagnostics.js';
import { createDeps } from '../action/deps.js';
import { withRepoConfig } from '../action/repo-config.js';
import { parseInputs } from '../action/inputs.js';
import { handle } from '../action/router.js';
import type { ActionDeps, HandleResult, StepIO } from '../action/types.js';
import type { FakeGitHub } from './fake-github.js';

/** The token the simulated runner hands the step for `${{ github.token }}`. */
const RUNNER_TOKEN = 'ghs_runner_token';

export interface ActionStepHost {
  gh: FakeGitHub;
  /** The repository checkout the planner reads git objects from. */
  repoDir: string;
}

export interface ActionStep {
  /** The job's workspace: the plan and the dispatch request are files here, handed between steps. */
  workspace: string;
  eventName: string;
  payload: Record<string, unknown>;
  runId: number;
  runAttempt: number;
  /** The step's `with:` as the workflow evaluated it; a missing input takes its action.yml default. */
  with: Record<string, string>;
  /** Simulated time for a step that waits (the queue watcher). */
  clock?: ActionDeps['clock'];
  /** Each log line as it is written (the step's log is otherwise returned at its end). */
  progress?: (line: string) => void;
}

export interface ActionStepResult {
  result?: HandleResult;
  error?: string;
  outputs: Record<string, string>;
  log: string[];
  annotations: Diagnostic[];
  summary: string;
}

export async function runActionStep(host: ActionStepHost, step: ActionStep): Promise<ActionStepResult> {
  const out: ActionStepResult = { outputs: {}, log: [], annotations: [], summary: '' };
  const { owner, repo } = host.gh.state;
  const io: StepIO = {
    log: (l) => {
      out.log.push(l);
      step.progress?.(l);
    },
    warn: (l) => {
      out.log.push(`warning: ${l}`);
      step.progress?.(`warning: ${l}`);
    },
    annotate: (d) => void out.annotations.push(d),
    setOutput: (k, v) => void (out.outputs[k] = v),
    summary: async (md) => void (out.summary += md),
  };
  try {
    // The config file is read from the repository's default-branch working tree, as the checkout step leaves it.
    const inputs = withRepoConfig(
      parseInputs((name) => (name === 'github-token' ? RUNNER_TOKEN : (step.with[name] ?? ''))),
      host.repoDir,
    );
    const deps = createDeps(step.workspace, inputs, {
      io,
      api: { baseUrl: host.gh.url, repo: { owner, repo }, retries: 1, throttle: false },
      repoDir: host.repoDir,
    });
    if (step.clock) deps.clock = step.clock;
    out.result = await handle(
      {
        eventName: step.eventName,
        payload: step.payload,
        runId: step.runId,
        runAttempt: step.runAttempt,
        serverUrl: 'https://github.com',
        defaultBranch: host.gh.state.defaultBranch,
        inputs: inputs.action,
      },
      deps,
    );
  } catch (e) {
    out.error = (e as Error).stack ?? String(e);
  }
  return out;
}
