// The bundled action against the fake GitHub server, one child process per event (05 §1.2, 01).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  startFakeGitHub,
  actionsBot,
  type FakeGitHub,
  type FakePull,
  type FakeState,
} from '../../src/sim/fake-github.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import {
  bundleAction,
  commentPayload,
  dispatchPayload,
  HEAD,
  planFile,
  pull,
  pullPayload,
  runAction,
  runControl,
  state,
  FULL,
} from './harness.js';

let bundle = '';
const servers: FakeGitHub[] = [];
beforeAll(async () => {
  bundle = await bundleAction();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function server(p: FakePull, over: Partial<FakeState> = {}) {
  const gh = await startFakeGitHub(state(p, over));
  servers.push(gh);
  return gh;
}
const tmp = () => mkdtempSync(join(tmpdir(), 'sweep-plan-'));
const writes = (gh: FakeGitHub) => gh.requests.filter((r) => r.method !== 'GET');
const dispatches = (gh: FakeGitHub) =>
  gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/dispatches') && r.status === 200);
const statusComments = (gh: FakeGitHub) =>
  gh.state.comments.filter((c) => c.body.includes('<!-- sweep-orchestrator-status -->'));
const inFlight = (gh: FakeGitHub, pr: number, key: string, sha = HEAD) =>
  gh.state.runs.push({
    id: gh.state.nextId++,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: sweepRunName({ pr, headSha: sha, planKey: key }),
    status: 'in_progress',
    conclusion: null,
    headSha: sha,
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: {},
    createdAt: new Date().toISOString(),
    attempt: 1,
  });
const KEY = 'ab'.repeat(32);

describe.concurrent('pull_request_target events (01 §1, §4, §5)', () => {
  it('G-4 a primary label on a same-repo PR dispatches one sweep and writes the status comment', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-fail-fast'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-fail-fast' }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const d = dispatches(gh);
    expect(d).toHaveLength(1);
    expect(d[0]!.path).toBe(`/repos/${FULL}/actions/workflows/sweep.yml/dispatches`);
    expect(d[0]!.body).toMatchObject({
      ref: 'main',
      return_run_details: true,
      inputs: {
        'pr-number': '42',
        'head-sha': HEAD,
        'plan-key': KEY,
        canary: 'single',
        'fail-fast': 'matrix',
        title: `sweep PR #42 @ ${HEAD} plan ${KEY}`,
      },
    });
    expect(r.outputs).toMatchObject({
      decision: 'sweep',
      'plan-key': KEY,
      'run-id': String(gh.state.runs[0]!.id),
      'head-sha': HEAD,
    });
    const [status] = statusComments(gh);
    expect(status!.user).toEqual(actionsBot);
    // The dispatch step links the run it dispatched in the same sticky comment.
    const runId = gh.state.runs[0]!.id;
    expect(status!.body).toContain(`[${runId}](https://github.com/${FULL}/actions/runs/${runId})`);
    expect(status!.body).not.toContain('pending');
    expect(status!.body).toContain('| `single_node.1k1k` | 12 | 1 |');
    expect(status!.body).toContain('**What will run:** 14 jobs on 1 cluster(s)');
    expect(status!.body).toContain('**Canary:** `dsr1_1k1k` on b200');
    expect(status!.body).toContain('<details><summary>中文</summary>');
    expect(r.summary).toContain('```mermaid');
    expect(r.summary).toContain('canary --> single_node_1k1k["single_node.1k1k: 12 rows in 1 shard"]');
  });

  it.for(['opened', 'reopened'])(
    '01 §1 pull_request %s with a primary already applied sweeps',
    async (action, { expect }) => {
      const p = pull({ labels: ['non-canary-full-sweep-enabled', 'agentx-fast'] });
      const gh = await server(p);
      const r = await runControl(bundle, {
        gh: gh,
        event: 'pull_request',
        payload: pullPayload(action, p),
        inputs: { 'plan-file': planFile(tmp()) },
      });
      expect(r.code, r.stdout).toBe(0);
      expect(JSON.parse(r.outputs.mode!)).toMatchObject({
        primary: 'non-canary-full-sweep-enabled',
        canary: false,
        agentxFast: true,
      });
      expect((dispatches(gh)[0]!.body as { inputs: Record<string, string> }).inputs).toMatchObject({
        canary: 'none',
        'fail-fast': 'off',
        'agentx-fast': 'true',
      });
    },
  );

  it('G-1 an unrecognised label makes no API call and changes nothing', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled', 'documentation'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'documentation' }),
    });
    expect(r.code).toBe(0);
    expect(gh.requests).toEqual([]);
    expect(r.outputs.decision).toBe('nothing');
  });

  it('LB-1 conflicting primaries: an error annotation, the exact message in the status, no dispatch', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-fail-fast', 'full-sweep-enabled'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::error title=LB-1::PR has multiple conflicting sweep labels. Pick exactly one.',
    );
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain(
      'PR has multiple conflicting sweep labels. Pick exactly one.',
    );
  });

  it('LB-2 a modifier without a primary: validate only, status explains, nothing dispatched', async ({
    expect,
  }) => {
    const p = pull({ labels: ['all-evals'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'all-evals' }),
    });
    expect(r.outputs.decision).toBe('validate');
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain('`all-evals` need a primary sweep label');
  });

  it('CC-1 the same plan already in flight is not dispatched again', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    inFlight(gh, 42, KEY);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.code).toBe(0);
    expect(dispatches(gh)).toHaveLength(0);
    expect(gh.requests.filter((q) => q.path.endsWith('/cancel'))).toHaveLength(0);
    expect(r.outputs['run-id']).toBe(String(gh.state.runs[0]!.id));
  });

  it('CC-1 a new plan key cancels the in-flight sweep, then dispatches', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    inFlight(gh, 42, 'cd'.repeat(32));
    inFlight(gh, 7, 'ef'.repeat(32)); // another PR's sweep is left alone
    await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    const cancels = gh.requests.filter((q) => q.path.endsWith('/cancel'));
    expect(cancels.map((c) => c.path)).toEqual([
      `/repos/${FULL}/actions/runs/${gh.state.runs[0]!.id}/cancel`,
    ]);
    expect(gh.state.runs[1]!.status).toBe('in_progress');
    expect(dispatches(gh)).toHaveLength(1);
    const cancelAt = gh.requests.indexOf(cancels[0]!);
    expect(gh.requests.indexOf(dispatches(gh)[0]!)).toBeGreaterThan(cancelAt);
  });

  it('CC-2 removing the primary cancels the in-flight sweep', async ({ expect }) => {
    const p = pull({ labels: [] });
    const gh = await server(p);
    inFlight(gh, 42, KEY);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('unlabeled', p, { label: 'full-sweep-enabled' }),
    });
    expect(r.outputs.decision, r.stdout + r.stderr).toBe('cancel');
    expect(gh.state.runs[0]!.conclusion, r.stdout).toBe('cancelled');
    expect(dispatches(gh)).toHaveLength(0);
  });

  it('CC-3 closing the PR cancels its in-flight sweeps', async ({ expect }) => {
    const p = pull({ state: 'closed', merged: true, labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    inFlight(gh, 42, KEY);
    inFlight(gh, 42, 'cd'.repeat(32));
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('closed', p),
    });
    expect(r.outputs.decision).toBe('cancel');
    expect(gh.state.runs.map((x) => x.conclusion)).toEqual(['cancelled', 'cancelled']);
    expect(dispatches(gh)).toHaveLength(0);
  });

  it('G-2 ready_for_review never starts a sweep', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('ready_for_review', p),
    });
    expect(r.outputs.decision).toBe('nothing');
    expect(writes(gh)).toEqual([]);
  });

  it('G-5 [skip-sweep] in the head commit (read from the API) validates only', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p, { commits: { [HEAD]: 'sync with main\n\n[skip-sweep]' } });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.outputs.decision).toBe('validate');
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain('`[skip-sweep]`');
  });

  it('gate errors become annotations with file:line and a validate-only status', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    const file = planFile(tmp(), {
      gate: {
        outcome: 'fail',
        diagnostics: [
          {
            severity: 'error',
            rule: 'CL-4',
            message: 'entry 812 changed; edit only appended entries',
            file: 'perf-changelog.yaml',
            line: 4021,
            col: 3,
          },
        ],
      },
      plan: undefined,
    });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': file },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '::error title=CL-4,file=perf-changelog.yaml,line=4021,col=3::entry 812 changed',
    );
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain(
      `[\`perf-changelog.yaml:4021\`](https://github.com/${FULL}/blob/${HEAD}/perf-changelog.yaml#L4021)`,
    );
  });

  it('a mistyped input (fail-fast-scope) fails the step by name and writes nothing', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
      inputs: { 'plan-file': planFile(tmp()), 'fail-fast-scope': 'runn' },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("input fail-fast-scope must be matrix or run (got 'runn')");
    expect(writes(gh)).toEqual([]);
  });

  it('dry-run: reads happen, every write is logged instead', async ({ expect }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    inFlight(gh, 42, 'cd'.repeat(32));
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': planFile(tmp()), 'dry-run': 'true' },
    });
    expect(r.code, r.stdout).toBe(0);
    expect(writes(gh)).toEqual([]);
    expect(r.stdout).toContain('[dry-run] would cancel run');
    expect(r.stdout).toContain('[dry-run] would dispatch sweep.yml on main');
    expect(r.stdout).toContain('[dry-run] would create a comment on #42');
  });
});

describe.concurrent('fork PRs (01 §8, G-3, SEC-3)', () => {
  const forkPr = (over: Partial<FakePull> = {}) =>
    pull({
      head: { sha: HEAD, ref: 'feature', repo: 'contributor/InferenceX' },
      labels: ['full-sweep-enabled'],
      ...over,
    });

  it('FA-1 a maintainer applying a primary label approves and dispatches the exact head SHA', async ({
    expect,
  }) => {
    const p = forkPr();
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled', sender: 'maintainer' }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.code, r.stdout).toBe(0);
    expect(gh.requests.some((q) => q.path.endsWith('/collaborators/maintainer/permission'))).toBe(true);
    expect(dispatches(gh)).toHaveLength(1);
    expect((dispatches(gh)[0]!.body as { inputs: Record<string, string> }).inputs['head-sha']).toBe(HEAD);
    expect(statusComments(gh)[0]!.body).toContain('approved `111111111111`');
    const bc4 = gh.state.comments.find((c) => c.body.startsWith('Dispatched [trusted sweep run]'))!;
    expect(bc4.body).toContain(`for approved external revision \`${HEAD}\``);
    expect(bc4.body).toContain(`(https://github.com/${FULL}/actions/runs/${gh.state.runs[0]!.id})`);
  });

  it('AZ-1 a labeller without write on both permission and role is refused', async ({ expect }) => {
    const p = forkPr();
    const gh = await server(p);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled', sender: 'triager' }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.outputs.decision).toBe('refuse');
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain(
      'triager has repository permission `read` and role `triage`',
    );
  });

  it('FA-2 the PR advanced after the label event: refused, nothing dispatched', async ({ expect }) => {
    const p = forkPr({ head: { sha: 'f'.repeat(40), ref: 'feature', repo: 'contributor/InferenceX' } });
    const gh = await server(p, { commits: { ['f'.repeat(40)]: 'more' } });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, {
        label: 'full-sweep-enabled',
        sender: 'maintainer',
        headSha: HEAD,
      }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.outputs.decision).toBe('refuse');
    expect(dispatches(gh)).toHaveLength(0);
    expect(statusComments(gh)[0]!.body).toContain(
      `The PR advanced from \`${HEAD}\` to \`${'f'.repeat(40)}\``,
    );
  });

  it('SEC-3 a push to an approved fork PR is not swept; the old approval is cancelled and the new head awaits approval', async ({
    expect,
  }) => {
    const next = '4'.repeat(40);
    const p = forkPr({ head: { sha: next, ref: 'feature', repo: 'contributor/InferenceX' } });
    const gh = await server(p, { commits: { [next]: 'new commit' } });
    inFlight(gh, 42, KEY, HEAD); // the sweep of the approved, older SHA
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p, { sender: 'contributor' }),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.outputs.decision).toBe('validate');
    expect(dispatches(gh)).toHaveLength(0);
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    expect(statusComments(gh)[0]!.body).toContain('awaiting approval `444444444444`');
  });
});

describe.concurrent('comment commands (01 §7, AZ-1, AZ-2)', () => {
  it('AZ-2 /sweep from a user without write access: 👎, a bilingual reply, no dispatch', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    gh.state.comments.push({
      id: 77,
      issue: 42,
      body: '/sweep',
      user: { login: 'reader', type: 'User' },
      createdAt: '',
      reactions: [],
    });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, '/sweep', 'reader', 77),
    });
    expect(r.outputs.decision).toBe('refuse');
    expect(dispatches(gh)).toHaveLength(0);
    // 👀: this run took the command (a redelivery does nothing new); 👎: the answer.
    expect(gh.state.comments.find((c) => c.id === 77)!.reactions).toMatchObject([
      { content: 'eyes', user: actionsBot.login },
      { content: '-1', user: actionsBot.login },
    ]);
    const reply = gh.state.comments.find((c) => c.body.startsWith('@reader'))!;
    expect(reply.body).toContain('sweep commands need write, maintain, or admin');
    expect(reply.body).toContain('<details><summary>中文</summary>');
  });

  it('RR-2 /sweep from a maintainer restarts: cancels the same in-flight plan, dispatches, 👍', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    gh.state.comments.push({
      id: 78,
      issue: 42,
      body: 'please\n/sweep',
      user: { login: 'maintainer', type: 'User' },
      createdAt: '',
      reactions: [],
    });
    inFlight(gh, 42, KEY);
    const r = await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, 'please\n/sweep', 'maintainer', 78),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(r.outputs.decision).toBe('sweep');
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    expect(dispatches(gh)).toHaveLength(1);
    expect(gh.state.comments.find((c) => c.id === 78)!.reactions).toMatchObject([
      { content: 'eyes', user: actionsBot.login },
      { content: '+1', user: actionsBot.login },
    ]);
  });

  it('/sweep cancel cancels; /sweep rerun-failed re-runs the newest failed sweep of the PR', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-enabled'] });
    const gh = await server(p);
    gh.state.comments.push({
      id: 79,
      issue: 42,
      body: '/sweep cancel',
      user: { login: 'admin', type: 'User' },
      createdAt: '',
      reactions: [],
    });
    inFlight(gh, 42, KEY);
    await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, '/sweep cancel', 'admin', 79),
    });
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    gh.state.runs[0]!.conclusion = 'failure';
    gh.state.comments.push({
      id: 179,
      issue: 42,
      body: '/sweep rerun-failed',
      user: { login: 'admin', type: 'User' },
      createdAt: '',
      reactions: [],
    });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, '/sweep rerun-failed', 'admin', 179),
    });
    expect(r.outputs.decision).toBe('rerun-failed');
    expect(gh.requests.filter((q) => q.path.endsWith('/rerun-failed-jobs')).map((q) => q.status)).toEqual([
      201,
    ]);
    expect(gh.state.runs[0]!.attempt).toBe(2);
  });

  it('FA-1 /approve <sha12> on a fork dispatches that head; a wrong SHA is refused', async ({ expect }) => {
    const p = pull({
      head: { sha: HEAD, ref: 'f', repo: 'contributor/InferenceX' },
      labels: ['full-sweep-fail-fast'],
    });
    const gh = await server(p);
    for (const [id, body] of [
      [80, `/approve ${'9'.repeat(12)}`],
      [81, `/approve ${HEAD.slice(0, 12)}`],
    ] as const)
      gh.state.comments.push({
        id,
        issue: 42,
        body,
        user: { login: 'maintainer', type: 'User' },
        createdAt: '',
        reactions: [],
      });
    const bad = await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, `/approve ${'9'.repeat(12)}`, 'maintainer', 80),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(bad.outputs.decision).toBe('refuse');
    expect(dispatches(gh)).toHaveLength(0);
    const ok = await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, `/approve ${HEAD.slice(0, 12)}`, 'maintainer', 81),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(ok.outputs.decision).toBe('sweep');
    expect(dispatches(gh)).toHaveLength(1);
  });

  it('01 §7.1 an edited command is re-evaluated: the bot reaction is replaced, human reactions stay', async ({
    expect,
  }) => {
    const p = pull({ labels: [] });
    const gh = await server(p);
    gh.state.comments.push({
      id: 82,
      issue: 42,
      body: '/sweep',
      user: { login: 'maintainer', type: 'User' },
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:05:00Z',
      reactions: [
        { id: 1, content: 'eyes', user: actionsBot.login, createdAt: '2026-01-01T00:00:10Z' },
        { id: 3, content: '+1', user: actionsBot.login, createdAt: '2026-01-01T00:00:20Z' },
        { id: 2, content: 'eyes', user: 'reviewer', createdAt: '2026-01-01T00:01:00Z' },
      ],
    });
    // Edited from `/sweep cancel` (acted on before the edit) to `/sweep`: a new command.
    const payload = commentPayload(p, '/sweep', 'maintainer', 82);
    payload.action = 'edited';
    payload.changes = { body: { from: '/sweep cancel' } };
    payload.comment.updated_at = '2026-01-01T00:05:00Z';
    const r = await runControl(bundle, { gh: gh, event: 'issue_comment', payload });
    expect(r.outputs.decision).toBe('refuse'); // no primary label any more
    expect(
      gh.state.comments.find((c) => c.id === 82)!.reactions.map((x) => `${x.user}:${x.content}`),
    ).toEqual(['reviewer:eyes', `${actionsBot.login}:eyes`, `${actionsBot.login}:-1`]);
  });

  it('01 §1 a conflicted PR gets a failing sweep/mergeable status and the status comment says so', async ({
    expect,
  }) => {
    const p = pull({ labels: ['full-sweep-enabled'], mergeable: false, mergeSha: null });
    const gh = await server(p);
    await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      inputs: { 'plan-file': planFile(tmp()) },
    });
    expect(gh.state.statuses).toEqual([
      {
        sha: HEAD,
        state: 'failure',
        context: 'sweep/mergeable',
        description: 'Merge conflicts: resolve them so a sweep can run on the merge commit.',
      },
    ]);
    expect(statusComments(gh)[0]!.body).toContain('GitHub reports this PR is not mergeable');
  });

  it('a comment without a command makes no API call', async ({ expect }) => {
    const p = pull();
    const gh = await server(p);
    await runControl(bundle, {
      gh: gh,
      event: 'issue_comment',
      payload: commentPayload(p, 'LGTM, nice speedup', 'admin', 81),
    });
    expect(gh.requests).toEqual([]);
  });
});

describe.concurrent('report mode and workflow_dispatch', () => {
  it('CM-1 links comment: created, a newer run updates it, an older run never overwrites it', async ({
    expect,
  }) => {
    const p = pull();
    const gh = await server(p);
    const post = (runId: string, evals: string) =>
      runAction(bundle, {
        apiUrl: gh.url,
        event: 'workflow_dispatch',
        payload: dispatchPayload({}),
        inputs: { mode: 'report', 'pr-number': '42', 'run-id': runId, 'evals-ran': evals },
      });
    await post('38029231836', 'true');
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]!.body).toContain(
      'View unofficial run (accuracy): https://inferencex.semianalysis.com/evaluation?unofficialRun=38029231836',
    );
    await post('38029231900', 'false');
    const r = await post('38029231000', 'true');
    expect(r.stdout).toContain('Keeping visualizer links for the newer run');
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]!.body).toContain(
      'View unofficial run (performance): https://inferencex.semianalysis.com/inference?unofficialRun=38029231900',
    );
    expect(gh.state.comments[0]!.body).not.toContain('evaluation?');
  });

  it('CM-1 an unreadable sweep-plan is a warning naming the input; the links comment is still posted', async ({
    expect,
  }) => {
    const gh = await server(pull());
    const r = await runAction(bundle, {
      apiUrl: gh.url,
      event: 'workflow_dispatch',
      payload: dispatchPayload({}),
      inputs: { mode: 'report', 'pr-number': '42', 'run-id': '12', 'sweep-plan': 'missing/plan.json' },
    });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/::warning::cannot read sweep-plan: .*missing\/plan\.json/);
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]!.body).toContain('/inference?unofficialRun=12');
  });

  it('base-url input changes the links', async ({ expect }) => {
    const gh = await server(pull());
    await runAction(bundle, {
      apiUrl: gh.url,
      event: 'workflow_dispatch',
      payload: dispatchPayload({}),
      inputs: {
        mode: 'report',
        'pr-number': '42',
        'run-id': '12',
        'base-url': 'https://staging.example.org/',
      },
    });
    expect(gh.state.comments[0]!.body).toContain('https://staging.example.org/inference?unofficialRun=12');
  });

  it('05 §1.3 manual dispatch: bad inputs fail with the input named; missing configs fail closed', async ({
    expect,
  }) => {
    const gh = await server(pull());
    const bad = await runControl(bundle, {
      gh: gh,
      event: 'workflow_dispatch',
      payload: dispatchPayload({ 'config-keys': '', conc: 'x' }),
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("::error title=WD-1::workflow_dispatch input 'config-keys'");
    expect(bad.stdout).toContain("workflow_dispatch input 'conc'");
    const noConfigs = await runControl(bundle, {
      gh: gh,
      event: 'workflow_dispatch',
      payload: dispatchPayload({ 'config-keys': 'dsr1-*', evals: 'all-evals' }),
    });
    expect(noConfigs.code).toBe(1);
    expect(JSON.parse(noConfigs.outputs.request!)).toMatchObject({ configKeys: ['dsr1-*'], evals: 'all' });
    expect(noConfigs.stdout).toContain("Input file 'configs/amd-master.yaml' does not exist.");
    expect(gh.requests.filter((q) => q.method === 'POST')).toEqual([]);
  });
});
