// Exactly one live sweep per plan by the product's own protocol, without the workflow's concurrency group:
// control runs side by side (no serialization) against the fake GitHub on 127.0.0.1, planning with the
// real git pipeline, the runs and comments listings lagging behind creates. In every trial: one live sweep
// of the plan, one status comment (never a second one, not even for a moment) linking it, every job green.
// The trial counts are printed; SWEEP_ONCE_TRIALS changes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResult } from '../../src/action/pipeline.js';
import { parseStateTag } from '../../src/report/state.js';
import { appendEntry } from '../../src/sim/scenarios.js';
import { createDemoRepo, packageRoot, type DemoRepo } from '../../src/sim/demo-repo.js';
import { actionsBot, startFakeGitHub, type FakeGitHub, type FakeState } from '../../src/sim/fake-github.js';
import { commentPayload, FULL, pull, pullPayload, state } from './harness.js';
import { control, type ControlRun } from './inproc.js';

const TRIALS = Number(process.env.SWEEP_ONCE_TRIALS ?? 20);
const MARKER = '<!-- sweep-orchestrator-status -->';
const memo = new Map<string, Promise<PipelineResult>>();

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

async function fake(over: Partial<FakeState>): Promise<FakeGitHub> {
  const p = prAt();
  const gh = await startFakeGitHub(state(p, { commits: { [p.head.sha]: repo.headMessage }, ...over }));
  gh.state.comments.push({
    id: 77,
    issue: 42,
    body: '/sweep',
    user: { login: 'maintainer', type: 'User' },
    createdAt: new Date().toISOString(),
    reactions: [],
  });
  return gh;
}

const labeled = (gh: FakeGitHub, runId: number, backoffMs: number) =>
  control(gh, {
    event: 'pull_request_target',
    payload: pullPayload('labeled', prAt(), { label: 'full-sweep-enabled' }),
    runId,
    repoDir: repo.dir,
    memo,
    backoffMs,
    // Trials run side by side on a shared machine: a slow answer is not a fault here.
    timeoutMs: 10_000,
  });
const swept = (gh: FakeGitHub, runId: number, backoffMs: number) =>
  control(gh, {
    event: 'issue_comment',
    payload: commentPayload(prAt(), '/sweep', 'maintainer', 77),
    runId,
    repoDir: repo.dir,
    memo,
    backoffMs,
    // Trials run side by side on a shared machine: a slow answer is not a fault here.
    timeoutMs: 10_000,
  });

/** What the fake holds after the runs: the problems, none when the protocol held. */
function check(gh: FakeGitHub, runs: ControlRun[]): string[] {
  const problems: string[] = [];
  const sweeps = gh.state.runs.filter((r) => r.displayTitle.startsWith('sweep PR #42 @ '));
  const live = sweeps.filter((r) => r.status !== 'completed');
  if (live.length !== 1) problems.push(`${live.length} live sweeps of ${sweeps.length}`);
  const status = gh.state.comments.filter(
    (c) => c.user.login === actionsBot.login && c.body.includes(MARKER),
  );
  const posted = gh.requests.filter(
    (q) =>
      q.method === 'POST' &&
      q.path.endsWith('/issues/42/comments') &&
      String((q.body as { body?: string } | undefined)?.body ?? '').includes(MARKER),
  ).length;
  if (status.length !== 1 || posted !== 1)
    problems.push(`${status.length} status comments (${posted} ever posted)`);
  const tag = status[0] ? parseStateTag(status[0].body) : undefined;
  if (!tag || !['dispatched', 'running'].includes(tag.kind) || tag.run !== live[0]?.id)
    problems.push(`status ${tag?.kind ?? 'none'} run ${tag?.run} (live ${live.map((r) => r.id).join(',')})`);
  else if (!status[0]!.body.includes(`[${tag.run}](https://github.com/${FULL}/actions/runs/${tag.run})`))
    problems.push('no working link to the live sweep');
  for (const r of runs) if (r.code !== 0) problems.push(`a control run failed: ${r.log.slice(-300)}`);
  return problems;
}

async function trials(name: string, n: number, one: () => Promise<string[]>): Promise<void> {
  let ok = 0;
  const failures: string[] = [];
  for (let i = 0; i < n; i += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async () => {
        const problems = await one();
        if (problems.length) failures.push(problems.join('; '));
        else ok++;
      }),
    );
  console.log(`${name}: ${ok} of ${n} trials with exactly one live sweep and one status comment linking it`);
  expect(failures).toEqual([]);
  expect(ok).toBe(n);
}

describe('exactly one live sweep per plan, whatever the concurrency group', () => {
  for (const lag of [0, 3000])
    it(`CC-1 three labeled control runs at once, no concurrency group, ${lag / 1000} s listing lag: ${TRIALS} of ${TRIALS}`, async () => {
      await trials(`labeled ×3, no group, ${lag / 1000} s lag`, TRIALS, async () => {
        const gh = await fake({ listingLagMs: lag });
        try {
          // A backoff unit of 100 ms: the waits for the listing (about 63 units) outlast a 3 s lag.
          return check(gh, await Promise.all([5000, 5001, 5002].map((id) => labeled(gh, id, 100))));
        } finally {
          await gh.close();
        }
      });
    }, 240_000);

  it(`CM-2 a label and /sweep at once: one status comment, never a second one, ${TRIALS} of ${TRIALS}`, async () => {
    await trials('label and /sweep at once', TRIALS, async () => {
      const gh = await fake({ listingLagMs: 30 });
      try {
        return check(gh, await Promise.all([labeled(gh, 5000, 20), swept(gh, 5001, 20)]));
      } finally {
        await gh.close();
      }
    });
  }, 240_000);

  it('CM-2 a label and /sweep at once with a 30 s comments-listing lag: the one status links the live sweep', async () => {
    const gh = await fake({ commentListingLagMs: 30_000 });
    try {
      // A backoff unit of 600 ms: the wait for the other writer's comment (63 units) outlasts 30 s.
      const runs = await Promise.all([labeled(gh, 5000, 600), swept(gh, 5001, 600)]);
      const problems = check(gh, runs);
      console.log(
        `label and /sweep at once, 30 s comments lag: ${problems.length ? problems.join('; ') : 'one live sweep, one status linking it'}`,
      );
      expect(problems).toEqual([]);
    } finally {
      await gh.close();
    }
  }, 120_000);
});
