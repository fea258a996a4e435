// The benchmark job's step before its launcher (`mode: before-launch`) and the collect job's step that
// adds the retry runs' results (`mode: retry-results`), against the fake GitHub on 127.0.0.1 through the
// action's parseInputs, composition root and router.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/action/deps.js';
import { parseInputs } from '../../src/action/inputs.js';
import { handle } from '../../src/action/router.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { BEFORE_LAUNCH_STEP, stopContext } from '../../src/dispatch/stop.js';
import { emptyState, startFakeGitHub, type FakeGitHub, type FakeRun } from '../../src/sim/fake-github.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const SHA = 'c'.repeat(40);
const ROW = '0123456789abcdef';
const TITLE = sweepRunName({ pr: 42, headSha: SHA, planKey: 'ab'.repeat(32) });
const sweepRun = (id: number, title: string, createdAt: string): FakeRun => ({
  id,
  workflow: 'sweep.yml',
  name: 'sweep',
  displayTitle: title,
  status: 'completed',
  conclusion: 'success',
  headSha: SHA,
  ref: 'main',
  event: 'workflow_dispatch',
  inputs: {},
  createdAt,
  attempt: 1,
});

async function step(
  server: FakeGitHub,
  mode: string,
  extra: Record<string, string>,
  attempt = 1,
  runId = 500,
  api: { retries?: number; throttle?: boolean } = { retries: 0, throttle: false },
) {
  const out = { outputs: {} as Record<string, string>, notes: [] as string[], workspace: '' };
  out.workspace = mkdtempSync(join(tmpdir(), 'before-launch-'));
  const inputs = parseInputs((n) => ({ 'github-token': 't', mode, ...extra })[n] ?? '');
  const deps = createDeps(out.workspace, inputs, {
    io: {
      log: () => {},
      warn: (l) => void out.notes.push(`warning: ${l}`),
      annotate: (d) => void out.notes.push(`${d.severity} ${d.rule}: ${d.message}`),
      setOutput: (k, v) => void (out.outputs[k] = v),
      summary: async () => {},
    },
    api: {
      baseUrl: server.url,
      repo: { owner: server.state.owner, repo: server.state.repo },
      ...api,
      retryBaseMs: 1,
    },
  });
  await handle(
    {
      eventName: 'workflow_dispatch',
      payload: { inputs: { 'head-sha': SHA } },
      runId,
      runAttempt: attempt,
      serverUrl: 'https://github.com',
      defaultBranch: 'main',
      inputs: inputs.action,
    },
    deps,
  );
  return out;
}

const stop = (run: number, family = 'sweep-multi-node-agentic') => ({
  sha: SHA,
  state: 'failure',
  context: stopContext(family),
  description: 'fail-fast: qwen3.5 failed (benchmark: server-died)',
  target_url: `https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${run}`,
});
const launch = { 'run-id': '500', 'sweep-job': 'sweep-multi-node-agentic', 'row-id': ROW };

describe('mode: before-launch', () => {
  it("FF-3: the family's stop of this sweep run skips the launcher, and says why", async () => {
    gh = await startFakeGitHub({ ...emptyState(), statuses: [stop(500)] });
    const out = await step(gh, 'before-launch', launch);
    expect(out.outputs['launch']).toBe('false');
    expect(out.notes).toEqual([
      'notice FF-3: not run: fail-fast stopped sweep-multi-node-agentic: fail-fast: qwen3.5 failed (benchmark: server-died)',
    ]);
  });

  it('FF-3: a stop of another run, or of another family, is not this one; a retry run reads its sweep run’s', async () => {
    gh = await startFakeGitHub({ ...emptyState(), statuses: [stop(499), stop(500, 'sweep-evals')] });
    expect((await step(gh, 'before-launch', launch)).outputs['launch']).toBe('true');
    gh.state.statuses!.push(stop(500));
    // A job of retry run 777 passes the sweep run's id as run-id (retry-of).
    expect((await step(gh, 'before-launch', launch, 1, 777)).outputs['launch']).toBe('false');
  });

  it('FF-3: a failed look never stops a benchmark', async () => {
    gh = await startFakeGitHub({ ...emptyState(), statuses: [stop(500)] });
    gh.inject({ method: 'GET', path: /\/statuses$/, status: 502 });
    const out = await step(gh, 'before-launch', launch);
    expect(out.outputs['launch']).toBe('true');
    expect(out.notes[0]).toMatch(/^warning: cannot look for a fail-fast stop \(the benchmark runs\)/);
  });

  it('FF-3: a rate limit that lifts in ten minutes is not waited out on the GPU job: the benchmark runs at once', async () => {
    gh = await startFakeGitHub({ ...emptyState(), statuses: [stop(500)] });
    const reset = String(Math.floor(Date.now() / 1000) + 600);
    gh.inject({
      method: 'GET',
      path: /\/statuses$/,
      status: 403,
      message: 'API rate limit exceeded',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset, 'retry-after': '600' },
      times: 10,
    });
    const started = Date.now();
    const out = await step(gh, 'before-launch', launch, 1, 500, { retries: 3, throttle: true });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(out.outputs['launch']).toBe('true');
    expect(out.notes[0]).toMatch(/^warning: cannot look for a fail-fast stop \(the benchmark runs\)/);
  }, 20_000);

  it('RR-3: in a re-run attempt, a row a retry run already finished is not run again', async () => {
    const s = emptyState();
    s.runs.push(
      sweepRun(500, TITLE, '2026-12-01T10:00:00Z'),
      sweepRun(520, `${TITLE} retry 1 of 500`, '2026-12-01T10:30:00Z'),
      sweepRun(530, `${TITLE} retry 1 of 499`, '2026-12-01T10:40:00Z'),
    );
    s.jobs = [
      {
        id: 90,
        runId: 520,
        attempt: 1,
        name: `sweep / sweep-multi-node-agentic / multi-0 (x) / ${ROW}`,
        status: 'completed',
        conclusion: 'success',
        labels: [],
        runnerName: 'gb300-nv_1',
        startedAt: '2026-12-01T10:31:00Z',
        completedAt: '2026-12-01T11:00:00Z',
        steps: [
          { name: BEFORE_LAUNCH_STEP, number: 1, status: 'completed', conclusion: 'success' },
          { name: 'benchmark', number: 2, status: 'completed', conclusion: 'success' },
        ],
      },
    ];
    gh = await startFakeGitHub(s);
    // The first attempt never looks (nothing can have finished the row yet).
    expect((await step(gh, 'before-launch', launch, 1)).outputs['launch']).toBe('true');
    const again = await step(gh, 'before-launch', launch, 2);
    expect(again.outputs['launch']).toBe('false');
    expect(again.notes).toEqual([
      'notice FF-3: not run: run 520 (a retry run of this sweep) already finished this row',
    ]);
    // Another row of the same sweep runs.
    expect(
      (await step(gh, 'before-launch', { ...launch, 'row-id': 'fedcba9876543210' }, 2)).outputs['launch'],
    ).toBe('true');
  });
});

describe('mode: retry-results', () => {
  it("RR-3: the retry runs' result artifacts are added to the collect job's folders (result-* in a folder of its own, the reference's under their names)", async () => {
    const s = emptyState();
    s.runs.push(sweepRun(520, `${TITLE} retry 1 of 500`, '2026-12-01T10:30:00Z'));
    s.artifacts = [
      {
        id: 61,
        runId: 520,
        name: `result-${ROW}-1`,
        files: { [`${ROW}.json`]: '{"row-id":"x"}' },
        createdAt: '',
      },
      { id: 62, runId: 520, name: 'results_bmk', files: { 'results_bmk.json': '[]' }, createdAt: '' },
      { id: 63, runId: 520, name: 'bmk_dsr1_x', files: { 'agg_dsr1_x.json': '{"tput":1}' }, createdAt: '' },
    ];
    gh = await startFakeGitHub(s);
    const out = await step(gh, 'retry-results', { 'retry-runs': '520', 'results-dir': '.sweep' });
    const dir = join(out.workspace, '.sweep/results');
    expect(readdirSync(dir)).toEqual([`result-${ROW}-1-run-520`]);
    expect(readFileSync(join(dir, `result-${ROW}-1-run-520`, `${ROW}.json`), 'utf8')).toBe('{"row-id":"x"}');
    expect(readdirSync(join(out.workspace, '.sweep'))).toEqual(['bmk', 'results']);
    expect(readFileSync(join(out.workspace, '.sweep/bmk/bmk_dsr1_x/agg_dsr1_x.json'), 'utf8')).toBe(
      '{"tput":1}',
    );
  });
});
