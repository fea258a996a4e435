// The watcher against the fake GitHub on 127.0.0.1, through the action's parseInputs, composition root and
// router, on a clock the test moves between looks: a lost runner's row is dispatched as a retry run exactly
// once even when GitHub's answer to the dispatch is lost (it looks for the run by its name first), a
// benchmark failure under run scope cancels the sweep run once and is never re-run, and a `/sweep cancel`
// (the run completed as cancelled) stops every re-run.
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/action/deps.js';
import { parseInputs } from '../../src/action/inputs.js';
import { handle } from '../../src/action/router.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { statusMarker } from '../../src/report/status.js';
import { actionsBot, startFakeGitHub, type FakeGitHub, type FakeJob } from '../../src/sim/fake-github.js';
import { pull, state } from './harness.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const RUN = 500;
const T0 = Date.parse('2026-12-01T10:00:00Z');
const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const SHA = '1111111111111111111111111111111111111111';
const KEY = 'ab'.repeat(32);
const TITLE = sweepRunName({ pr: 42, headSha: SHA, planKey: KEY });
const row = (id: string) => ({
  'row-id': id,
  'exp-name': `dsr1_${id.slice(0, 2)}`,
  runner: 'cluster:gb300-nv',
  conc: [8],
  'gpu-count': 12,
  prefill: { 'num-worker': 1, tp: 4 },
  decode: { 'num-worker': 1, tp: 8 },
});
const plan = { multi_node: { '8k1k': [row(A), row(B)] } };
const INPUTS = {
  title: TITLE,
  'pr-number': '42',
  'head-sha': SHA,
  'plan-run-id': '400',
  'plan-artifact': 'plan',
  'plan-key': KEY,
  canary: 'none',
  'fail-fast': 'run',
  'agentx-fast': 'false',
};

const iso = (min: number) => new Date(T0 + min * 60_000).toISOString();
function job(id: number, rowId: string, over: Partial<FakeJob> = {}): FakeJob {
  return {
    id,
    runId: RUN,
    attempt: 1,
    name: `sweep / sweep-multi-node-8k1k / multi-0 (x) / ${rowId}`,
    status: 'in_progress',
    conclusion: null,
    labels: ['cluster:gb300-nv'],
    runnerName: 'gb300-nv_0',
    startedAt: iso(0),
    completedAt: null,
    ...over,
  };
}
const lost = (id: number, rowId: string): FakeJob =>
  job(id, rowId, {
    status: 'completed',
    conclusion: 'failure',
    completedAt: iso(20),
    annotations: [
      'The self-hosted runner: gb300-nv_0 lost communication with the server. Verify the machine is running and has a healthy network connection.',
    ],
  });

async function fake(jobs: FakeJob[]): Promise<FakeGitHub> {
  const s = state(pull({ labels: ['full-sweep-fail-fast'] }));
  s.runs.push({
    id: RUN,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: TITLE,
    status: 'in_progress',
    conclusion: null,
    headSha: SHA,
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: INPUTS,
    createdAt: iso(-5),
    attempt: 1,
  });
  s.jobs = jobs;
  s.comments.push({
    id: 77,
    issue: 42,
    body: `${statusMarker}\n<!-- version: 400001 -->\n### Sweep status\n`,
    user: actionsBot,
    createdAt: iso(-5),
    reactions: [],
  });
  s.nextId = 1000;
  return startFakeGitHub(s);
}

interface Watched {
  log: string[];
  outputs: Record<string, string>;
  error?: string;
}

/** `mode: watch` of run 500; `between(look)` changes GitHub's state after each look. */
async function watch(
  server: FakeGitHub,
  between: (look: number) => void,
  /** Minutes the clock jumps at every look besides the watcher's own sleep. */
  jumpMin = 0,
): Promise<Watched> {
  const out: Watched = { log: [], outputs: {} };
  const workspace = mkdtempSync(join(tmpdir(), 'watch-retry-'));
  mkdirSync(join(workspace, '.sweep/plan'), { recursive: true });
  writeFileSync(join(workspace, '.sweep/plan/plan.json'), JSON.stringify(plan));
  let now = T0 + 21 * 60_000;
  let looks = 0;
  const inputs = parseInputs(
    (n) =>
      ({
        'github-token': 'ghs_fake',
        mode: 'watch',
        'pr-number': '42',
        'run-id': String(RUN),
        'sweep-plan': '.sweep/plan/plan.json',
      })[n] ?? '',
  );
  // As a config file's `retry: { budget-gpu-hours: 200 }` resolves: room for one re-run of 96 at worst.
  inputs.action.settings = { ...inputs.action.settings, retry: { maxAttempts: 1, budgetGpuHours: 200 } };
  const deps = createDeps(workspace, inputs, {
    io: {
      log: (l) => void out.log.push(l),
      warn: (l) => void out.log.push(`warning: ${l}`),
      annotate: () => {},
      setOutput: (k, v) => void (out.outputs[k] = v),
      summary: async () => {},
    },
    api: {
      baseUrl: server.url,
      repo: { owner: server.state.owner, repo: server.state.repo },
      retries: 0,
      throttle: false,
      timeoutMs: 2000,
      retryBaseMs: 1,
    },
  });
  server.state.clock = () => new Date(now).toISOString();
  deps.clock = {
    now: () => now,
    sleep: async (ms) => {
      between(++looks);
      now += ms + jumpMin * 60_000;
      if (looks > 40) throw new Error('the watcher never ended');
    },
  };
  try {
    await handle(
      {
        eventName: 'workflow_dispatch',
        payload: { inputs: INPUTS },
        runId: RUN,
        runAttempt: 1,
        serverUrl: 'https://github.com',
        defaultBranch: 'main',
        inputs: inputs.action,
      },
      deps,
    );
  } catch (e) {
    out.error = (e as Error).stack;
  }
  return out;
}

const dispatches = (server: FakeGitHub) =>
  server.requests.filter(
    (q) => q.method === 'POST' && q.path.endsWith('/actions/workflows/sweep.yml/dispatches'),
  );
const endAll = (server: FakeGitHub) => {
  for (const j of server.state.jobs!)
    if (j.status !== 'completed')
      Object.assign(j, { status: 'completed', conclusion: 'success', completedAt: iso(60) });
};

describe('mode: watch, re-runs and fail-fast', () => {
  it('RR-3: an answer lost after the dispatch took effect: the retry run is found by its name, never dispatched twice', async () => {
    gh = await fake([lost(900, A), job(901, B)]);
    const server = gh;
    server.inject({
      method: 'POST',
      path: '/actions/workflows/sweep.yml/dispatches',
      kind: 'after-write',
      status: 502,
    });
    const w = await watch(server, (look) => {
      if (look === 3) {
        // The retry run GitHub created runs its row; the sweep's own row ends too.
        const retry = server.state.runs.find((r) => r.id !== RUN)!;
        server.state.jobs!.push(
          job(950, A, { runId: retry.id, status: 'completed', conclusion: 'success', completedAt: iso(50) }),
        );
        retry.status = 'completed';
        retry.conclusion = 'success';
        endAll(server);
      }
    });
    expect(w.error).toBeUndefined();
    expect(dispatches(server)).toHaveLength(1);
    const retry = server.state.runs.find((r) => r.id !== RUN)!;
    expect(retry.displayTitle).toBe(`${TITLE} retry 1 of ${RUN}`);
    expect(retry.inputs).toMatchObject({
      'retry-of': String(RUN),
      rows: A,
      'plan-key': KEY,
      'head-sha': SHA,
    });
    expect(w.log.some((l) => l.includes('looking for the retry run before dispatching again'))).toBe(true);
    expect(w.outputs['retry-runs']).toBe(String(retry.id));
    const status = server.state.comments.find((c) => c.id === 77)!.body;
    expect(status).toContain('**Re-run automatically:**');
    expect(status).toContain(
      `[retry run 1](https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${retry.id})`,
    );
  });

  it('FF-1: a benchmark failure under run scope cancels the sweep run once and is never re-run', async () => {
    gh = await fake([
      job(900, A, {
        status: 'completed',
        conclusion: 'failure',
        completedAt: iso(20),
        log: '2026-12-01T10:20:00.0000000Z Run failed: Benchmark result x.json not found.',
        steps: [{ name: 'benchmark', number: 1, status: 'completed', conclusion: 'failure' }],
      }),
      job(901, B),
    ]);
    const server = gh;
    const w = await watch(server, (look) => {
      if (look === 1) endAll(server);
    });
    expect(w.error).toBeUndefined();
    expect(
      server.requests.filter((q) => q.method === 'POST' && q.path.endsWith(`/runs/${RUN}/cancel`)),
    ).toHaveLength(1);
    expect(dispatches(server)).toEqual([]);
    expect(server.state.comments.find((c) => c.id === 77)!.body).toContain('**Fail-fast:**');
  });

  it('RR-3: never after a cancel: a sweep run someone cancelled gets no retry run', async () => {
    gh = await fake([lost(900, A), job(901, B)]);
    const server = gh;
    Object.assign(server.state.runs[0]!, { status: 'completed', conclusion: 'cancelled' });
    server.state.jobs![1]!.status = 'completed';
    server.state.jobs![1]!.conclusion = 'cancelled';
    const w = await watch(server, () => {});
    expect(w.error).toBeUndefined();
    expect(dispatches(server)).toEqual([]);
  });

  it('RR-3: a watcher that reaches its job’s time limit while rows still run says so in the status comment, and ends', async () => {
    gh = await fake([job(900, A), job(901, B)]);
    const server = gh;
    const w = await watch(server, () => {}, 60);
    expect(w.error).toBeUndefined();
    expect(w.log.some((l) => /^warning: stopped watching after 350 minutes/.test(l))).toBe(true);
    const body = server.state.comments.find((c) => c.body.includes(statusMarker))!.body;
    expect(body).toContain('**Watch ended:** the watcher’s job reached GitHub’s time limit for hosted jobs');
    expect(body).toContain('**监视结束：**');
    // Both rows are still running: nothing was cancelled or re-run.
    expect(dispatches(server)).toHaveLength(0);
  });
});
