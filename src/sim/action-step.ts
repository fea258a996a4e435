// Runs the action's real code for a `uses: ./` step, in-process: the event routing (`handle`) with the one
// GitHub port (Octokit, retry, throttling) pointed at the fake server, the git planning pipeline on the demo
// repository, and outputs/summary/annotations captured like a runner's GITHUB_OUTPUT and step summary.
// In-process rather than `node dist/index.js`: dist/ is rebuilt by the lead (stale while we work), and a
// child process per step would cost ~0.3 s each; the code path below `src/main.ts` is the same.
import { formatDiagnostic, type Diagnostic } from '../diagnostics.js';
import { createOctokitPort } from '../github/octokit.js';
import { gitPipeline } from '../github/pipeline.js';
import { handle, type ActionInputs, type HandleResult } from '../github/handle.js';
import { actionsBot, type FakeGitHub } from './fake-github.js';

export interface ActionStepHost {
  gh: FakeGitHub;
  /** The repository checkout the planner reads git objects from. */
  repoDir: string;
  /** Stores an artifact of a run (the sweep workflow downloads the plan by run id and name). */
  upload(runId: number, name: string, files: Record<string, string>): void;
}

export interface ActionStep {
  eventName: string;
  payload: Record<string, unknown>;
  runId: number;
  runAttempt: number;
  inputs?: Partial<ActionInputs>;
}

export interface ActionStepResult {
  result?: HandleResult;
  error?: string;
  outputs: Record<string, string>;
  log: string[];
  annotations: Diagnostic[];
  summary: string;
}

export const UNOFFICIAL_BASE_URL = 'https://inferencex.semianalysis.com';

export async function runActionStep(host: ActionStepHost, step: ActionStep): Promise<ActionStepResult> {
  const out: ActionStepResult = { outputs: {}, log: [], annotations: [], summary: '' };
  const { owner, repo } = host.gh.state;
  const port = createOctokitPort({
    token: 'ghs_runner_token',
    baseUrl: host.gh.url,
    repo: { owner, repo },
    retries: 1,
    throttle: false,
    log: (l) => out.log.push(l),
  });
  const inputs: ActionInputs = {
    mode: 'auto',
    baseUrl: UNOFFICIAL_BASE_URL,
    strict: false,
    sweepWorkflow: 'run-sweep.yml',
    bot: actionsBot.login,
    evalsRan: false,
    ...step.inputs,
  };
  try {
    out.result = await handle(
      {
        eventName: step.eventName,
        payload: step.payload,
        runId: step.runId,
        runAttempt: step.runAttempt,
        serverUrl: 'https://github.com',
        defaultBranch: host.gh.state.defaultBranch,
        inputs,
      },
      {
        port,
        pipeline: gitPipeline(host.repoDir, (l) => out.log.push(l)),
        log: (l) => out.log.push(l),
        warn: (l) => out.log.push(`warning: ${l}`),
        annotate: (d) => void out.annotations.push(d),
        setOutput: (k, v) => void (out.outputs[k] = v),
        summary: async (md) => void (out.summary += md),
        savePlan: (plan, key, headSha) => {
          const name = `plan-${headSha.slice(0, 12)}-${key.slice(0, 12)}`;
          host.upload(step.runId, name, { 'plan.json': JSON.stringify(plan) });
          return name;
        },
      },
    );
  } catch (e) {
    out.error = (e as Error).stack ?? String(e);
  }
  return out;
}

export const annotationLines = (r: ActionStepResult): string[] =>
  r.annotations.map((d) => `::${d.severity}:: ${formatDiagnostic(d)}`);
