// Injected faults (5xx, secondary rate limits, 404 on a vanished comment, incomplete listings) are retried
// or fail closed; no test ends with a duplicate comment or a duplicate dispatch.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startFakeGitHub, actionsBot, type FakeGitHub, type FakePull } from '../../src/sim/fake-github.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import {
  bundleAction,
  commentPayload,
  FULL,
  HEAD,
  planFile,
  pull,
  pullPayload,
  runControl,
  state,
} from './harness.js';

let bundle = '';
const servers: FakeGitHub[] = [];
beforeAll(async () => {
  bundle = await bundleAction();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function server(p: FakePull) {
  const gh = await startFakeGitHub(state(p));
  servers.push(gh);
  return gh;
}
const plan = () => planFile(mkdtempSync(join(tmpdir(), 'sweep-plan-')));
const sweep = (gh: FakeGitHub, p: FakePull) =>
  runControl(bundle, {
    gh: gh,
    event: 'pull_request_target',
    payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
    inputs: { 'plan-file': plan() },
  });
const status = (gh: FakeGitHub) =>
  gh.state.comments.filter((c) => c.body.includes('<!-- sweep-orchestrator-status -->'));
const labelled = () => pull({ labels: ['full-sweep-enabled'] });

describe.concurrent('faults', () => {
  it('a 500 on the dispatch is retried: exactly one sweep run', async ({ expect }) => {
    const p = labelled();
    const gh = await server(p);
    gh.inject({ method: 'POST', path: '/dispatches', status: 500 });
    const r = await sweep(gh, p);
    expect(r.code, r.stdout).toBe(0);
    expect(gh.requests.filter((q) => q.path.endsWith('/dispatches')).map((q) => q.status)).toEqual([
      500, 200,
    ]);
    expect(gh.state.runs).toHaveLength(1);
    expect(r.outputs['run-id']).toBe(String(gh.state.runs[0]!.id));
  });

  it('a dispatch GitHub refuses for good (422): the status says it failed, not pending; the step fails', async ({
    expect,
  }) => {
    const p = labelled();
    const gh = await server(p);
    gh.inject({
      method: 'POST',
      path: '/dispatches',
      status: 422,
      message: "Workflow does not have 'workflow_dispatch' trigger",
      times: 10,
    });
    const r = await sweep(gh, p);
    expect(r.code).not.toBe(0);
    expect(gh.state.runs).toHaveLength(0);
    const body = status(gh)[0]!.body;
    expect(body).toContain('<!-- sweep-state: unknown -->');
    expect(body).toContain('**Sweep:** unknown — the GitHub call `dispatch sweep.yml` failed (422)');
    expect(body).toContain("> dispatch sweep.yml: 422 Workflow does not have 'workflow_dispatch' trigger");
    expect(body).toContain('nothing was dispatched. A maintainer can comment `/sweep` to try again.');
    expect(body).not.toContain('planned —');
    expect(status(gh)).toHaveLength(1);
  });

  it('a 403 secondary rate limit with retry-after on the comment is retried: one status comment', async ({
    expect,
  }) => {
    const p = labelled();
    const gh = await server(p);
    gh.inject({
      method: 'POST',
      path: '/issues/42/comments',
      status: 403,
      headers: { 'retry-after': '1' },
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    });
    const r = await sweep(gh, p);
    expect(r.code, r.stdout).toBe(0);
    expect(
      gh.requests
        .filter((q) => q.method === 'POST' && q.path.endsWith('/issues/42/comments'))
        .map((q) => q.status),
    ).toEqual([403, 201]);
    expect(status(gh)).toHaveLength(1);
    expect(gh.state.runs).toHaveLength(1);
  });

  it('a 404 on the status comment being updated: re-listed and updated, never duplicated', async ({
    expect,
  }) => {
    const p = labelled();
    const gh = await server(p);
    gh.state.comments.push({
      id: 9,
      issue: 42,
      body: '<!-- sweep-orchestrator-status -->\n<!-- version: 1 -->\nold',
      user: actionsBot,
      createdAt: '',
      reactions: [],
    });
    gh.inject({ method: 'PATCH', path: '/issues/comments/9', status: 404, message: 'Not Found' });
    const r = await sweep(gh, p);
    expect(r.code, r.stdout).toBe(0);
    // Written by the planning step (after the 404, re-listed), then again by the dispatch step with the run.
    expect(gh.requests.filter((q) => q.method === 'PATCH').map((q) => q.status)).toEqual([404, 200, 200]);
    expect(status(gh)).toHaveLength(1);
    expect(status(gh)[0]!.body).toContain(`/actions/runs/${gh.state.runs[0]!.id})`);
  });

  it('a 404 deleting a duplicate left by an earlier race is treated as already gone', async ({ expect }) => {
    const p = labelled();
    const gh = await server(p);
    for (const id of [9, 10])
      gh.state.comments.push({
        id,
        issue: 42,
        body: `<!-- sweep-orchestrator-status -->\n<!-- version: ${id} -->\nold`,
        user: actionsBot,
        createdAt: '',
        reactions: [],
      });
    gh.inject({ method: 'DELETE', path: '/issues/comments/10', status: 404, message: 'Not Found' });
    const r = await sweep(gh, p);
    expect(r.code, r.stdout).toBe(0);
    expect(gh.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/comments'))).toHaveLength(0);
    expect(gh.state.comments.find((c) => c.id === 9)!.body).toContain('<!-- version: 5000001 -->');
  });

  it('CM-5 an incomplete comment listing: no status written, the sweep itself is unaffected, the step fails naming the listing', async ({
    expect,
  }) => {
    const p = labelled();
    const gh = await server(p);
    for (let i = 0; i < 130; i++)
      gh.state.comments.push({
        id: i + 1,
        issue: 42,
        body: `review ${i}`,
        user: { login: 'reviewer', type: 'User' },
        createdAt: '',
        reactions: [],
      });
    gh.state.comments.push({
      id: 500,
      issue: 42,
      body: '<!-- sweep-orchestrator-status -->\n<!-- version: 1 -->\nold',
      user: actionsBot,
      createdAt: '',
      reactions: [],
    });
    gh.inject({ method: 'GET', path: '/issues/42/comments', kind: 'drop-link', times: 10 });
    const r = await sweep(gh, p);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(
      /::warning::status comment not written: incomplete listing of comments of #42: got 100 of 131/,
    );
    expect(r.stdout).toMatch(
      /::error title=GH-1::status comment not written: list comments of #42 failed .*; sweep run \d+ is live/,
    );
    expect(r.summary).toContain('The status comment could not be written');
    expect(gh.requests.filter((q) => q.path.includes('/comments') && q.method !== 'GET')).toEqual([]);
    expect(gh.state.runs).toHaveLength(1);
  });

  it('SEC-4 an incomplete in-flight runs listing fails closed: nothing cancelled, nothing dispatched', async ({
    expect,
  }) => {
    const p = labelled();
    const gh = await server(p);
    for (let i = 0; i < 101; i++)
      gh.state.runs.push({
        id: 10 + i,
        workflow: 'sweep.yml',
        name: 'sweep',
        displayTitle: sweepRunName({ pr: 1000 + i, headSha: HEAD, planKey: 'cd'.repeat(32) }),
        status: 'in_progress',
        conclusion: null,
        headSha: HEAD,
        ref: 'main',
        event: 'workflow_dispatch',
        inputs: {},
        createdAt: '',
        attempt: 1,
      });
    gh.inject({ method: 'GET', path: '/actions/workflows/sweep.yml/runs', kind: 'drop-link', times: 10 });
    const r = await sweep(gh, p);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('incomplete listing of in_progress runs of sweep.yml: got 100 of 101');
    expect(gh.requests.filter((q) => q.method === 'POST' && /\/(dispatches|cancel)$/.test(q.path))).toEqual(
      [],
    );
    expect(gh.state.runs.every((x) => x.status === 'in_progress')).toBe(true);
  });

  // A command whose GitHub call fails for good is acknowledged like a refusal: 👎 and a bilingual reply
  // naming the run and the error, and the step fails (no raw stack trace as the only trace).
  for (const c of [
    {
      command: '/sweep rerun-failed',
      conclusion: 'failure' as const,
      status: 'completed' as const,
      path: '/rerun-failed-jobs',
      code: 403,
      message: 'Resource not accessible by integration',
      en: 'Could not re-run the failed jobs of [sweep run',
      zh: '无法重新运行测试运行',
    },
    {
      command: '/sweep cancel',
      conclusion: null,
      status: 'in_progress' as const,
      path: '/cancel',
      code: 422,
      message: 'Unprocessable Entity',
      en: 'Could not cancel [sweep run',
      zh: '无法取消测试运行',
    },
  ])
    it(`CM-3 ${c.command} whose GitHub call fails for good (${c.code}): 👎, a bilingual reply, the step fails`, async ({
      expect,
    }) => {
      const p = labelled();
      const gh = await server(p);
      const commentId = 81;
      gh.state.comments.push({
        id: commentId,
        issue: 42,
        body: c.command,
        user: { login: 'admin', type: 'User' },
        createdAt: '',
        reactions: [],
      });
      const runId = gh.state.nextId++;
      gh.state.runs.push({
        id: runId,
        workflow: 'sweep.yml',
        name: 'sweep',
        displayTitle: sweepRunName({ pr: 42, headSha: HEAD, planKey: 'cd'.repeat(32) }),
        status: c.status,
        conclusion: c.conclusion,
        headSha: HEAD,
        ref: 'main',
        event: 'workflow_dispatch',
        inputs: {},
        createdAt: '',
        attempt: 1,
      });
      gh.inject({ method: 'POST', path: c.path, status: c.code, message: c.message, times: 10 });
      const r = await runControl(bundle, {
        gh: gh,
        event: 'issue_comment',
        payload: commentPayload(p, c.command, 'admin', commentId),
      });
      expect(r.code).not.toBe(0);
      expect(gh.state.comments.find((x) => x.id === commentId)!.reactions).toMatchObject([
        { content: 'eyes', user: actionsBot.login },
        { content: '-1', user: actionsBot.login },
      ]);
      const replies = gh.state.comments.filter((x) => x.id !== commentId && x.issue === 42);
      expect(replies).toHaveLength(1);
      const body = replies[0]!.body;
      expect(body).toContain(`@admin ${c.en} ${runId}](https://github.com/${FULL}/actions/runs/${runId})`);
      expect(body).toContain(`${c.code} ${c.message}`);
      expect(body).toContain(`<details><summary>中文</summary>`);
      expect(body).toContain(`${c.zh} ${runId}`);
      expect(r.stdout).toContain(`::error title=CM-3::`);
    });

  it('AZ-1 a failing permission lookup neither approves nor refuses the fork; the status says so and the job fails', async ({
    expect,
  }) => {
    const p = pull({
      head: { sha: HEAD, ref: 'f', repo: 'contributor/InferenceX' },
      labels: ['full-sweep-enabled'],
    });
    const gh = await server(p);
    gh.inject({ path: '/collaborators/', status: 500, times: 10 });
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled', sender: 'admin' }),
      inputs: { 'plan-file': plan() },
    });
    expect(r.outputs.decision).toBe('validate');
    expect(r.code).not.toBe(0);
    expect(gh.requests.filter((q) => q.path.endsWith('/dispatches'))).toEqual([]);
    expect(gh.requests.some((q) => q.path === `/repos/${FULL}/collaborators/admin/permission`)).toBe(true);
    const status = gh.state.comments.find((c) => c.body.includes('<!-- sweep-orchestrator-status -->'))!;
    expect(status.body).toContain(
      'The permission of admin could not be checked (a GitHub failure, not a refusal)',
    );
    expect(status.body).toContain('awaiting approval');
    expect(status.body).not.toContain('both must be write, maintain, or admin');
  });
});
