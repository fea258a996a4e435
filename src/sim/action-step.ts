// Runs the action's real code for a `uses: ./` step, in-process: the event routing (`handle`) with the one
// GitHub port (Octokit, retry, throttling) pointed at the fake server, the git planning pipeline on the demo
// repository, and outputs/summary/annotations captured like a runner's GITHUB_OUTPUT and step summary.
// In-process rather than `node dist/index.js`: dist/ is rebuilt by the lead (stale while we work), and a
// child process per step would cost ~0.3 s each; the code path below `src/main.ts` is the same.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../diagnostics.js';
import { createOctokitPort } from '../github/octokit.js';
import { gitPipeline } from '../github/pipeline.js';
import { handle, type ActionInputs, type HandleResult } from '../github/handle.js';
import { actionsBot, type FakeGitHub } from './fake-github.js';
import { readDispatchRequest, writeDispatchRequest } from '../github/dispatch-request.js';

const requestFile = (workspace: string) => join(workspace, '.sweep/dispatch-request.json');

export interface ActionStepHost {
  gh: FakeGitHub;
  /** The repository checkout the planner reads git objects from. */
  repoDir: string;
}

export interface ActionStep {
  /** The job's workspace: the plan and the dispatch request are files here, handed between steps. */
  workspace: string;
  /** `sweep-plan` (relative to the workspace), for `report` mode. */
  sweepPlan?: string;
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
        // As src/main.ts: files in the workspace, uploaded by the workflow's own upload step.
        savePlan: (plan, key, headSha) => {
          const name = `sweep-plan-${headSha.slice(0, 12)}-${key.slice(0, 12)}`;
          const file = join(step.workspace, '.sweep/plan/plan.json');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, JSON.stringify(plan));
          out.outputs['plan-path'] = file;
          out.outputs['plan-artifact'] = name;
          return name;
        },
        saveRequest: (req) => writeDispatchRequest(requestFile(step.workspace), req),
        ...(step.sweepPlan
          ? {
              loadSweepPlan: () =>
                JSON.parse(readFileSync(join(step.workspace, step.sweepPlan!), 'utf8')) as unknown,
            }
          : {}),
        loadRequest: () => readDispatchRequest(requestFile(step.workspace)),
      },
    );
  } catch (e) {
    out.error = (e as Error).stack ?? String(e);
  }
  return out;
}

export const annotationLines = (r: ActionStepResult): string[] =>
  r.annotations.map((d) => `::${d.severity}:: ${formatDiagnostic(d)}`);

/** A step's `with:` values as the action reads them (src/main.ts), for the inputs the product uses. */
export function actionInputs(w: Record<string, string>): Partial<ActionInputs> {
  const out: Partial<ActionInputs> = {};
  const mode = w['mode'];
  if (mode === 'auto' || mode === 'dispatch' || mode === 'report') out.mode = mode;
  else if (mode !== undefined && mode !== '')
    throw new Error(`input mode must be auto, dispatch or report (got '${mode}')`);
  const num = (k: string) => {
    const v = w[k];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0)
      throw new Error(`input ${k} must be a positive integer (got '${v}')`);
    return n;
  };
  const pr = num('pr-number');
  const run = num('run-id');
  if (pr) out.prNumber = pr;
  if (run) out.runId = run;
  if (w['evals-ran'] !== undefined) {
    if (w['evals-ran'] !== 'true' && w['evals-ran'] !== 'false' && w['evals-ran'] !== '')
      throw new Error(`input evals-ran must be true or false (got '${w['evals-ran']}')`);
    out.evalsRan = w['evals-ran'] === 'true';
  }
  if (w['base-url']) out.baseUrl = w['base-url'];
  if (w['fail-fast-scope'] === 'run') out.failFastScope = 'run';
  if (w['sweep-workflow']) out.sweepWorkflow = w['sweep-workflow'];
  if (w['bot-login']) out.bot = w['bot-login'];
  return out;
}
