// Runs the control job in-process: the action's own parseInputs, composition root and router for each
// `uses: ./` step of sweep-control.yml (planning step, then — if it asked for it and succeeded — the
// dispatch step), against the fake GitHub on 127.0.0.1 with short deadlines. The same code path as the
// bundle below src/main.ts, in milliseconds instead of a child process per step. Also: GitHub's
// concurrency-group semantics for the control workflow (one running, the newest pending replaces an older
// pending one, nothing in progress is cancelled).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeps } from '../../src/action/deps.js';
import { parseInputs } from '../../src/action/inputs.js';
import { withRepoConfig } from '../../src/action/repo-config.js';
import { handle } from '../../src/action/router.js';
import type { Pipeline, PipelineResult } from '../../src/action/pipeline.js';
import type { StepIO } from '../../src/action/types.js';
import type { FakeGitHub } from '../../src/sim/fake-github.js';

export interface StepRun {
  code: number;
  log: string[];
  outputs: Record<string, string>;
  summary: string;
}

export interface ControlOpts {
  event: string;
  payload: Record<string, unknown>;
  runId: number;
  runAttempt?: number;
  inputs?: Record<string, string>;
  /** Per-request deadline (ms); default 300. */
  timeoutMs?: number;
  /** The git repository the planner reads (default: the step's workspace). */
  repoDir?: string;
  /**
   * Remember the planner's result per request (the run id and attempt included, so each run still gets
   * its own queue tokens): the planner is deterministic, and trials repeat the same requests.
   */
  memo?: Map<string, Promise<PipelineResult>>;
  /** Replaces the planner (e.g. one that fails the way a bug in the product would). */
  pipeline?: Pipeline;
  /** Backoff unit (ms) of the step's waits and retries; default 5. */
  backoffMs?: number;
}

async function step(gh: FakeGitHub, workspace: string, o: ControlOpts, mode: string): Promise<StepRun> {
  const out: StepRun = { code: 0, log: [], outputs: {}, summary: '' };
  const io: StepIO = {
    log: (l) => void out.log.push(l),
    warn: (l) => void out.log.push(`warning: ${l}`),
    annotate: (d) => void out.log.push(`${d.severity} ${d.rule}: ${d.message}`),
    setOutput: (k, v) => void (out.outputs[k] = v),
    summary: async (md) => void (out.summary += md),
  };
  try {
    const w: Record<string, string> = { 'github-token': 'ghs_fake', mode, ...o.inputs };
    // The repository config file is read from the checkout (the planner's repository, else the workspace).
    const inputs = withRepoConfig(
      parseInputs((name) => w[name] ?? ''),
      o.repoDir ?? workspace,
    );
    const deps = createDeps(workspace, inputs, {
      io,
      api: {
        baseUrl: gh.url,
        repo: { owner: gh.state.owner, repo: gh.state.repo },
        retries: 2,
        throttle: false,
        timeoutMs: o.timeoutMs ?? 300,
        retryBaseMs: o.backoffMs ?? 5,
      },
      ...(o.repoDir ? { repoDir: o.repoDir } : {}),
    });
    if (o.pipeline) deps.pipeline = o.pipeline;
    const memo = o.memo;
    if (memo) {
      const plan = deps.pipeline;
      deps.pipeline = (req) => {
        const k = JSON.stringify(req);
        if (!memo.has(k)) memo.set(k, plan(req));
        return memo.get(k)!.then((r) => structuredClone(r));
      };
    }
    const r = await handle(
      {
        eventName: o.event,
        payload: o.payload,
        runId: o.runId,
        runAttempt: o.runAttempt ?? 1,
        serverUrl: 'https://github.com',
        defaultBranch: gh.state.defaultBranch,
        inputs: inputs.action,
      },
      deps,
    );
    if (r.failed) out.code = 1;
  } catch (e) {
    out.code = 1;
    out.log.push(`threw: ${(e as Error).stack ?? String(e)}`);
  }
  return out;
}

export interface ControlRun {
  code: number;
  log: string;
  summary: string;
  steps: string[];
}

/** The control job: planning step, then the dispatch step when it is pending and the first succeeded. */
export async function control(gh: FakeGitHub, o: ControlOpts): Promise<ControlRun> {
  const ws = mkdtempSync(join(tmpdir(), 'sweep-inproc-'));
  const plan = await step(gh, ws, o, 'auto');
  const run: ControlRun = {
    code: plan.code,
    log: plan.log.join('\n'),
    summary: plan.summary,
    steps: ['auto'],
  };
  if (plan.code === 0 && plan.outputs['dispatch-pending'] === 'true') {
    const d = await step(gh, ws, o, 'dispatch');
    run.code = d.code;
    run.log += '\n' + d.log.join('\n');
    run.summary += d.summary;
    run.steps.push('dispatch');
  }
  return run;
}

/**
 * A concurrency group with `cancel-in-progress: false`, as GitHub runs it: one run at a time; a run that
 * arrives while another waits replaces the waiting one (which ends cancelled, never started).
 */
export function concurrencyGroup() {
  type Entry = { job: () => Promise<unknown>; resolve: (v: unknown) => void };
  let busy = false;
  let queued: Entry | undefined;
  const outcomes: ('ran' | 'cancelled')[] = [];
  const start = (e: Entry) => {
    busy = true;
    outcomes.push('ran');
    void e
      .job()
      .then(e.resolve, () => e.resolve(undefined))
      .finally(() => {
        busy = false;
        const next = queued;
        queued = undefined;
        if (next) start(next);
      });
  };
  return {
    outcomes,
    submit<T>(job: () => Promise<T>): Promise<T | undefined> {
      return new Promise((resolve) => {
        const e: Entry = { job, resolve: resolve as (v: unknown) => void };
        if (!busy) return start(e);
        if (queued) {
          outcomes.push('cancelled');
          queued.resolve(undefined);
        }
        queued = e;
      });
    },
  };
}
