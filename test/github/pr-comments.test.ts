// The PR's bot comments against the HTTP fake, through the router as the action runs it: the guidance
// comment (once per PR, never again after a human deletes it), the protected-path diff notice (created,
// edited on change, deleted at +0 −0), quiet-by-default status comments, and refusal replies that a
// stream of commands cannot multiply.
import { afterEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';
import { handle } from '../../src/action/router.js';
import type { ActionContext, ActionDeps } from '../../src/action/types.js';
import { createOctokitPort } from '../../src/github/octokit.js';
import { guidanceMarker, protectedMarker } from '../../src/report/pr-notes.js';
import { statusMarker } from '../../src/report/status.js';
import { actionsBot, startFakeGitHub, type FakeGitHub, type FakePull } from '../../src/sim/fake-github.js';
import { commentPayload, pull, pullPayload, state } from './harness.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function setup(p: FakePull) {
  gh = await startFakeGitHub(state(p));
  return gh;
}

function deps(g: FakeGitHub, logs: string[] = []): ActionDeps {
  const port = createOctokitPort({
    token: 't',
    baseUrl: g.url,
    repo: { owner: g.state.owner, repo: g.state.repo },
    throttle: false,
    retries: 0,
  });
  return {
    port,
    log: (l) => logs.push(l),
    warn: (l) => logs.push(`warning: ${l}`),
    annotate: () => {},
    setOutput: () => {},
    summary: async () => {},
    // A PR that appends no changelog entry: the gate has nothing to plan.
    pipeline: async () => ({ report: { gate: { outcome: 'no-entry', diagnostics: [] }, lint: [] } }),
    savePlan: () => 'artifact',
    saveRequest: () => {},
    loadRequest: () => undefined,
  };
}

let runId = 7000;
function ctx(
  eventName: string,
  payload: Record<string, unknown>,
  inputs: Record<string, string> = {},
): ActionContext {
  const all: Record<string, string> = { 'github-token': 't', 'bot-login': actionsBot.login, ...inputs };
  return {
    eventName,
    payload,
    runId: runId++,
    runAttempt: 1,
    serverUrl: 'https://github.com',
    defaultBranch: 'main',
    inputs: parseInputs((n) => all[n] ?? '').action,
  };
}

/** A comment as GitHub holds it (the one a command run reads back), and its `created` event. */
function said(g: FakeGitHub, p: FakePull, body: string, user: string, id: number) {
  if (!g.state.comments.some((c) => c.id === id))
    g.state.comments.push({
      id,
      issue: p.number,
      body,
      user: { login: user, type: 'User' },
      createdAt: new Date().toISOString(),
      reactions: [],
    });
  return commentPayload(p, body, user, id);
}

const botComments = (g: FakeGitHub, marker: string) =>
  g.state.comments.filter((c) => c.user.login === actionsBot.login && c.body.includes(marker));
const created = (g: FakeGitHub) =>
  g.requests.filter((r) => r.method === 'POST' && /\/issues\/\d+\/comments$/.test(r.path));

const infx = (additions: number, deletions: number) => ({
  filename: 'inferencex-e2e/infx/runner.py',
  additions,
  deletions,
});
const changelog = { filename: 'perf-changelog.yaml', additions: 6, deletions: 0 };

describe('guidance comment', () => {
  it('BC-1 opened: posted once, bilingual, with the sweep-label rules; a push does not repeat it', async () => {
    const p = pull({ files: [changelog] });
    const g = await setup(p);
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    const [c, ...rest] = botComments(g, guidanceMarker);
    expect(rest).toHaveLength(0);
    expect(c!.body).toContain('Thanks for the contribution!');
    expect(c!.body).toContain('`full-sweep-fail-fast`');
    expect(c!.body).toContain('<details><summary>中文</summary>');
    expect(g.state.pulls[0]!.reactions).toMatchObject([{ content: 'eyes', user: actionsBot.login }]);
    await handle(ctx('pull_request_target', pullPayload('synchronize', p)), deps(g));
    await handle(ctx('pull_request_target', pullPayload('reopened', p)), deps(g));
    expect(botComments(g, guidanceMarker)).toHaveLength(1);
  });

  it('BC-1 a human deletes the guidance comment: reopening the PR does not post it again', async () => {
    const p = pull({ files: [changelog] });
    const g = await setup(p);
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    const posted = botComments(g, guidanceMarker)[0]!;
    g.state.comments.splice(g.state.comments.indexOf(posted), 1);
    const logs: string[] = [];
    await handle(ctx('pull_request_target', pullPayload('reopened', p)), deps(g, logs));
    expect(botComments(g, guidanceMarker)).toHaveLength(0);
    expect(logs).toContain('guidance comment: already-posted');
  });

  it('BC-1 a PR touching neither configs, benchmarks nor the changelog gets no guidance; it can be switched off', async () => {
    const p = pull({ files: [{ filename: 'docs/README.md', additions: 1, deletions: 0 }] });
    const g = await setup(p);
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    expect(botComments(g, guidanceMarker)).toHaveLength(0);
    g.state.pulls[0]!.files = [changelog];
    await handle(
      ctx('pull_request_target', pullPayload('reopened', p), { 'guidance-comment': 'false' }),
      deps(g),
    );
    expect(botComments(g, guidanceMarker)).toHaveLength(0);
  });

  it('CM-4 an older marked comment beyond the first page counts as posted', async () => {
    const p = pull({ files: [changelog] });
    const g = await setup(p);
    for (let i = 0; i < 130; i++)
      g.state.comments.push({
        id: i + 1,
        issue: 42,
        body: i === 120 ? `${guidanceMarker}\nold` : `comment ${i}`,
        user: i === 120 ? actionsBot : { login: 'someone', type: 'User' },
        createdAt: new Date(i * 1000).toISOString(),
        reactions: [],
      });
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    expect(g.state.comments.filter((c) => c.body.includes(guidanceMarker))).toHaveLength(1);
  });
});

describe('protected-path diff notice', () => {
  it('BC-2 open, push, revert to +0 −0 (deleted), reopen (created again)', async () => {
    const p = pull({ files: [infx(7, 4), changelog] });
    const g = await setup(p);
    const run = (action: string) =>
      handle(ctx('pull_request_target', pullPayload(action, g.state.pulls[0]!)), deps(g));
    await run('opened');
    let [n, ...dupes] = botComments(g, protectedMarker);
    expect(dupes).toHaveLength(0);
    expect(n!.body).toContain('`inferencex-e2e/infx diff: +7 -4`');
    expect(n!.body).toContain('<details><summary>中文</summary>');
    const id = n!.id;

    g.state.pulls[0]!.files = [
      infx(9, 4),
      { ...infx(1, 0), filename: 'x.py', previous_filename: 'inferencex-e2e/infx/x.py' },
    ];
    await run('synchronize');
    [n, ...dupes] = botComments(g, protectedMarker);
    expect(dupes).toHaveLength(0);
    expect(n!.id).toBe(id);
    expect(n!.body).toContain('`inferencex-e2e/infx diff: +10 -4`');

    const edits = g.requests.filter((r) => r.method === 'PATCH').length;
    await run('synchronize');
    expect(g.requests.filter((r) => r.method === 'PATCH').length).toBe(edits);

    g.state.pulls[0]!.files = [changelog];
    await run('synchronize');
    expect(botComments(g, protectedMarker)).toHaveLength(0);

    g.state.pulls[0]!.files = [infx(2, 1)];
    await run('reopened');
    [n, ...dupes] = botComments(g, protectedMarker);
    expect(dupes).toHaveLength(0);
    expect(n!.body).toContain('`inferencex-e2e/infx diff: +2 -1`');
  });

  it('BC-2 drafts get no notice; the watched paths are an input', async () => {
    const p = pull({
      draft: true,
      files: [infx(3, 0), { filename: 'tools/x.sh', additions: 5, deletions: 2 }],
    });
    const g = await setup(p);
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    expect(botComments(g, protectedMarker)).toHaveLength(0);
    g.state.pulls[0]!.draft = false;
    await handle(
      ctx('pull_request_target', pullPayload('ready_for_review', g.state.pulls[0]!), {
        'protected-paths': 'tools/',
      }),
      deps(g),
    );
    expect(botComments(g, protectedMarker)[0]!.body).toContain('`tools diff: +5 -2`');
  });

  it('BC-2 an incomplete file listing leaves the notice as it is (a warning, never a wrong count)', async () => {
    const p = pull({ files: [infx(7, 4)] });
    const g = await setup(p);
    g.inject({ method: 'GET', path: /\/pulls\/42\/files$/, kind: 'drop-link' });
    g.state.pulls[0]!.files = Array.from({ length: 150 }, (_, i) => ({
      ...infx(1, 0),
      filename: `inferencex-e2e/infx/f${i}.py`,
    }));
    const logs: string[] = [];
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g, logs));
    expect(botComments(g, protectedMarker)).toHaveLength(0);
    expect(logs.some((l) => l.startsWith('warning: incomplete listing of files of #42'))).toBe(true);
  });
});

describe('quiet by default', () => {
  it('a PR with no sweep label and no changelog entry gets no status comment unless status-comment is always', async () => {
    const p = pull({ files: [{ filename: 'docs/README.md', additions: 1, deletions: 0 }] });
    const g = await setup(p);
    await handle(ctx('pull_request_target', pullPayload('opened', p)), deps(g));
    expect(botComments(g, statusMarker)).toHaveLength(0);
    await handle(
      ctx('pull_request_target', pullPayload('reopened', p), { 'status-comment': 'always' }),
      deps(g),
    );
    expect(botComments(g, statusMarker)).toHaveLength(1);
  });

  it('a sweep label brings the status comment back even without a changelog entry', async () => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const g = await setup(p);
    await handle(
      ctx(
        'pull_request_target',
        pullPayload('labeled', p, { label: 'full-sweep-enabled', sender: 'maintainer' }),
      ),
      deps(g),
    );
    const [s] = botComments(g, statusMarker);
    expect(s!.body).toContain('No new `perf-changelog.yaml` entry');
  });
});

describe('refusal replies cannot be farmed', () => {
  it('AZ-2 ten unauthorised /sweep comments by one user: ten 👎, at most one reply comment', async () => {
    const p = pull();
    const g = await setup(p);
    for (let i = 0; i < 10; i++) {
      const id = 900 + i;
      g.state.comments.push({
        id,
        issue: 42,
        body: '/sweep',
        user: { login: 'reader', type: 'User' },
        createdAt: new Date(i * 1000).toISOString(),
        reactions: [],
      });
      await handle(ctx('issue_comment', said(g, p, '/sweep', 'reader', id)), deps(g));
    }
    expect(created(g)).toHaveLength(1);
    const replies = g.state.comments.filter((c) => c.user.login === actionsBot.login);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body.startsWith('@reader reader has repository permission')).toBe(true);
    expect(replies[0]!.body.match(/@reader/g)).toHaveLength(1);
    for (let i = 0; i < 10; i++)
      expect(g.state.comments.find((c) => c.id === 900 + i)!.reactions).toMatchObject([
        { content: 'eyes' },
        { content: '-1' },
      ]);
  });

  it("AZ-2 the refused command's job summary fills every placeholder and shows no empty SHA", async () => {
    const p = pull();
    const g = await setup(p);
    const summaries: string[] = [];
    await handle(ctx('issue_comment', said(g, p, '/sweep', 'reader', 901)), {
      ...deps(g),
      summary: async (s) => void summaries.push(s),
    });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatch(/^## Sweep status · PR #42\n/);
    expect(summaries[0]).toContain('reader has repository permission `read` and role `read`');
    expect(summaries[0]).not.toMatch(/\{(user|permission|role)\}|``/);
  });

  it('AZ-2 a different refusal edits the one reply; another user gets their own', async () => {
    const p = pull();
    const g = await setup(p);
    await handle(ctx('issue_comment', said(g, p, '/sweep', 'reader', 901)), deps(g));
    await handle(ctx('issue_comment', said(g, p, '/sweep frobnicate', 'reader', 902)), deps(g));
    await handle(ctx('issue_comment', said(g, p, '/sweep', 'triager', 903)), deps(g));
    expect(created(g)).toHaveLength(2);
    const mine = g.state.comments.filter(
      (c) => c.user.login === actionsBot.login && c.body.startsWith('@reader'),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('Unknown command `/sweep frobnicate`');
  });
});

describe('a plan above the GPU-hour budget', () => {
  const sweepingDeps = (g: FakeGitHub, saved: unknown[]): ActionDeps => ({
    ...deps(g),
    pipeline: async () => ({
      report: {
        gate: { outcome: 'pass', diagnostics: [] },
        lint: [],
        plan: {
          key: 'cd'.repeat(32),
          buckets: [{ name: 'multi_node.8k1k', rows: 3, shards: 1 }],
          canary: null,
          clusters: [],
          cost: {
            // 3 jobs × 16 GPUs × 8 h.
            clusters: [
              {
                cluster: 'gb200-nv',
                jobs: 3,
                kinds: [{ kind: 'multi-node benchmark', jobs: 3 }],
                gpuHours: 384,
                nodeHours: 96,
                peakGpus: 48,
                peakNodes: 12,
              },
            ],
            total: { jobs: 3, gpuHours: 384, nodeHours: 96, peakGpus: 48 },
          },
        },
      },
      plan: {
        single_node: {},
        multi_node: {},
        evals: [],
        agentic_evals: [],
        multinode_evals: [],
        multinode_agentic_evals: [],
      },
    }),
    saveRequest: (r) => void saved.push(r),
  });

  it('is held until a maintainer comments /sweep --confirm; a label or a plain /sweep does not confirm; the status says so', async () => {
    const p = pull({ labels: ['full-sweep-fail-fast'] });
    const g = await setup(p);
    const saved: unknown[] = [];
    const budget = { 'budget-gpu-hours': '300' };
    await handle(
      ctx(
        'pull_request_target',
        pullPayload('labeled', p, { label: 'full-sweep-fail-fast', sender: 'maintainer' }),
        budget,
      ),
      sweepingDeps(g, saved),
    );
    expect(saved).toHaveLength(0);
    let [s] = botComments(g, statusMarker);
    expect(s!.body).toContain(
      '**Decision:** sweep, waiting for a maintainer’s confirmation (above the GPU-hour budget)',
    );
    expect(s!.body).toContain(
      'Above the budget of 300 GPU-hours by 84: nothing is dispatched until a maintainer comments `/sweep --confirm`.',
    );
    expect(s!.body).toContain('- Maintainer: comment `/sweep --confirm` to dispatch it anyway');

    await handle(
      ctx('issue_comment', said(g, p, '/sweep', 'maintainer', 801), budget),
      sweepingDeps(g, saved),
    );
    expect(saved).toHaveLength(0);
    await handle(
      ctx('issue_comment', said(g, p, '/sweep --confirm', 'reader', 802), budget),
      sweepingDeps(g, saved),
    );
    expect(saved).toHaveLength(0);

    await handle(
      ctx('issue_comment', said(g, p, '/sweep --confirm', 'maintainer', 803), budget),
      sweepingDeps(g, saved),
    );
    expect(saved).toHaveLength(1);
    [s] = botComments(g, statusMarker);
    expect(s!.body).toContain('Above the budget of 300 GPU-hours; confirmed by maintainer.');
  });

  it('within the budget dispatches at once and says so', async () => {
    const p = pull({ labels: ['full-sweep-fail-fast'] });
    const g = await setup(p);
    const saved: unknown[] = [];
    await handle(
      ctx(
        'pull_request_target',
        pullPayload('labeled', p, { label: 'full-sweep-fail-fast', sender: 'maintainer' }),
        {
          'budget-gpu-hours': '400',
        },
      ),
      sweepingDeps(g, saved),
    );
    expect(saved).toHaveLength(1);
    expect(botComments(g, statusMarker)[0]!.body).toContain('Within the budget of 400 GPU-hours.');
  });
});
