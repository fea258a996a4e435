// Redelivery and races, 20 trials each, against the fake GitHub (runs created by the dispatch with the
// run-name title, listings lagging behind creates): the same event twice (other run id, and the same run
// re-run), `labeled` three times at once, `synchronize` before `labeled`. Control runs go through the
// control workflow's concurrency group as GitHub runs it, and plan with the real git pipeline (the queue
// tokens differ per run id, so a plan key that hashed them would never match). In every trial: exactly one
// sweep run created for the plan, live, and one status comment linking it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResult } from '../../src/action/pipeline.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { parseStateTag } from '../../src/report/state.js';
import { appendEntry } from '../../src/sim/scenarios.js';
import { createDemoRepo, packageRoot, type DemoRepo } from '../../src/sim/demo-repo.js';
import { actionsBot, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { FULL, pull, pullPayload, state } from './harness.js';
import { concurrencyGroup, control, type ControlRun } from './inproc.js';

const TRIALS = 20;
const memo = new Map<string, Promise<PipelineResult>>();
const MARKER = '<!-- sweep-orchestrator-status -->';

let repo: DemoRepo;
beforeAll(() => {
  repo = createDemoRepo({ root: packageRoot(), edit: (t) => appendEntry(t) });
});
afterAll(() => repo?.cleanup());

const prAt = () =>
  pull({
    labels: ['full-sweep-enabled'],
    head: { sha: repo.headSha, ref: repo.headRef, repo: FULL },
    base: { sha: repo.baseSha, ref: 'main', repo: FULL },
  });

async function fake(): Promise<FakeGitHub> {
  const p = prAt();
  return startFakeGitHub(state(p, { commits: { [p.head.sha]: repo.headMessage }, listingLagMs: 30 }));
}

interface Event {
  action: string;
  label?: string;
  runId: number;
  attempt?: number;
}

/** Delivers the events at once; the PR's concurrency group orders them as GitHub would. */
async function deliver(gh: FakeGitHub, events: Event[]): Promise<(ControlRun | undefined)[]> {
  const group = concurrencyGroup();
  return Promise.all(
    events.map((e) =>
      group.submit(() =>
        control(gh, {
          event: 'pull_request_target',
          payload: pullPayload(e.action, prAt(), e.label ? { label: e.label } : {}),
          runId: e.runId,
          runAttempt: e.attempt ?? 1,
          repoDir: repo.dir,
          memo,
        }),
      ),
    ),
  );
}

function check(gh: FakeGitHub, runs: (ControlRun | undefined)[]): string[] {
  const problems: string[] = [];
  const sweeps = gh.state.runs.filter((r) => r.displayTitle.startsWith('sweep PR #42 @ '));
  if (sweeps.length !== 1) problems.push(`${sweeps.length} sweep runs created`);
  const live = sweeps.filter((r) => r.status !== 'completed');
  if (live.length !== 1) problems.push(`${live.length} live`);
  const status = gh.state.comments.filter(
    (c) => c.user.login === actionsBot.login && c.body.includes(MARKER),
  );
  if (status.length !== 1) problems.push(`${status.length} status comments`);
  const tag = status[0] && parseStateTag(status[0].body);
  if (!tag || tag.kind !== 'dispatched' || tag.run !== live[0]?.id)
    problems.push(`status ${tag?.kind ?? 'none'} run ${tag?.run} (live ${live[0]?.id})`);
  else if (!status[0]!.body.includes(`[${tag.run}](https://github.com/`)) problems.push('no working link');
  if (
    sweeps[0] &&
    sweeps[0].displayTitle !==
      sweepRunName({ pr: 42, headSha: repo.headSha, planKey: sweeps[0].inputs['plan-key']! })
  )
    problems.push('the run is not titled by its plan');
  for (const r of runs) if (r && r.code !== 0) problems.push(`a control run failed: ${r.log.slice(-400)}`);
  return problems;
}

const cases: { name: string; events: Event[] }[] = [
  {
    name: 'the same event twice (two run ids)',
    events: [
      { action: 'labeled', label: 'full-sweep-enabled', runId: 5000 },
      { action: 'labeled', label: 'full-sweep-enabled', runId: 5001 },
    ],
  },
  {
    name: 'the same event twice (the same run re-run)',
    events: [
      { action: 'labeled', label: 'full-sweep-enabled', runId: 5000 },
      { action: 'labeled', label: 'full-sweep-enabled', runId: 5000, attempt: 2 },
    ],
  },
  {
    name: 'labeled ×3 concurrently',
    events: [5000, 5001, 5002].map((runId) => ({ action: 'labeled', label: 'full-sweep-enabled', runId })),
  },
  {
    name: 'synchronize before labeled',
    events: [
      { action: 'synchronize', runId: 5000 },
      { action: 'labeled', label: 'full-sweep-enabled', runId: 5001 },
    ],
  },
];

describe('redelivery and races: exactly one sweep per plan, 20 of 20 trials', () => {
  for (const c of cases)
    it(`CC-1 ${c.name}`, async () => {
      let ok = 0;
      const failures: string[] = [];
      for (let i = 0; i < TRIALS; i += 10)
        await Promise.all(
          Array.from({ length: Math.min(10, TRIALS - i) }, async () => {
            const gh = await fake();
            try {
              const problems = check(gh, await deliver(gh, c.events));
              if (problems.length) failures.push(problems.join('; '));
              else ok++;
            } finally {
              await gh.close();
            }
          }),
        );
      console.log(
        `${c.name}: ${ok} of ${TRIALS} trials with exactly one live sweep and one status linking it`,
      );
      expect(failures).toEqual([]);
      expect(ok).toBe(TRIALS);
    }, 120_000);

  it('without the per-PR group, a redelivery racing the first run still never leaves two live sweeps', async () => {
    // Control runs side by side (no serialization): the dispatch step adopts a listed run of the same plan.
    const gh = await fake();
    try {
      const first = await control(gh, {
        event: 'pull_request_target',
        payload: pullPayload('labeled', prAt(), { label: 'full-sweep-enabled' }),
        runId: 5000,
        repoDir: repo.dir,
      });
      const second = await control(gh, {
        event: 'pull_request_target',
        payload: pullPayload('labeled', prAt(), { label: 'full-sweep-enabled' }),
        runId: 5001,
        repoDir: repo.dir,
      });
      expect(check(gh, [first, second])).toEqual([]);
      expect(second.log).toMatch(/already in flight/);
    } finally {
      await gh.close();
    }
  });
});
