// What a PR can send is bounded before anything expensive or throwing runs, and a failure of the product's
// own code while checking a PR still leaves a status comment that says the check failed and how to retry.
// Through the control job against the fake GitHub on 127.0.0.1, planning with the real git pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStateTag } from '../../src/report/state.js';
import { createDemoRepo, packageRoot, type DemoRepo } from '../../src/sim/demo-repo.js';
import { actionsBot, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { FULL, pull, pullPayload, state } from './harness.js';
import { control } from './inproc.js';

const MARKER = '<!-- sweep-orchestrator-status -->';
const HUGE = `${'*x'.repeat(18_000)}*`;

let repo: DemoRepo;
beforeAll(() => {
  repo = createDemoRepo({
    root: packageRoot(),
    edit: (t) =>
      `${t.replace(/\n*$/, '\n')}- config-keys:\n    - "${HUGE}"\n  description:\n    - "x"\n  pr-link: XXX\n`,
  });
});
afterAll(() => repo?.cleanup());

async function fake(): Promise<FakeGitHub> {
  const p = pull({
    labels: ['full-sweep-enabled'],
    head: { sha: repo.headSha, ref: repo.headRef, repo: FULL },
    base: { sha: repo.baseSha, ref: 'main', repo: FULL },
  });
  return startFakeGitHub(state(p, { commits: { [p.head.sha]: repo.headMessage } }));
}

const labeled = () =>
  pullPayload(
    'labeled',
    pull({
      labels: ['full-sweep-enabled'],
      head: { sha: repo.headSha, ref: repo.headRef, repo: FULL },
      base: { sha: repo.baseSha, ref: 'main', repo: FULL },
    }),
    { label: 'full-sweep-enabled' },
  );

const statusOf = (gh: FakeGitHub) =>
  gh.state.comments.filter((c) => c.user.login === actionsBot.login && c.body.includes(MARKER));

describe('bounds before work, and a status even when the check itself fails', () => {
  it('LIMIT: a 36 kB wildcard config key is one error at its line in the status, not a crash', async () => {
    const gh = await fake();
    try {
      const r = await control(gh, {
        event: 'pull_request_target',
        payload: labeled(),
        runId: 5000,
        repoDir: repo.dir,
      });
      expect(r.log).not.toMatch(/threw|Regular expression|SyntaxError/);
      // The gate failed: the job fails, nothing is dispatched, and the status says why.
      expect(r.code).toBe(1);
      expect(gh.state.runs).toEqual([]);
      const status = statusOf(gh);
      expect(status).toHaveLength(1);
      expect(status[0]!.body).toContain(
        'the config key or pattern is 36,001 characters, over the limit of 256',
      );
    } finally {
      await gh.close();
    }
  }, 60_000);

  it('WF-1: an error of the product itself while checking the PR: the status says the check failed and how to retry; the job fails', async () => {
    const gh = await fake();
    try {
      const r = await control(gh, {
        event: 'pull_request_target',
        payload: labeled(),
        runId: 5000,
        repoDir: repo.dir,
        pipeline: async () => {
          throw new TypeError("Cannot read properties of undefined (reading 'rows')");
        },
      });
      expect(r.code).toBe(1);
      expect(r.steps).toEqual(['auto']);
      expect(gh.state.runs).toEqual([]);
      const status = statusOf(gh);
      expect(status).toHaveLength(1);
      expect(parseStateTag(status[0]!.body)?.kind).toBe('unknown');
      expect(status[0]!.body).toContain(
        'failed — the check `plan` stopped on an error of the sweep orchestrator itself, not of this PR',
      );
      expect(status[0]!.body).toContain("TypeError: Cannot read properties of undefined (reading 'rows')");
      expect(status[0]!.body).toContain('Re-run the failed job or comment `/sweep` to try again');
      expect(status[0]!.body).not.toContain('nothing to do');
      // The Chinese half carries its own text.
      expect(status[0]!.body).toContain('因测试编排器自身的错误而中止');
    } finally {
      await gh.close();
    }
  }, 60_000);
});
