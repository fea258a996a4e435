// The reason the status gives for a cancelled sweep comes from what happened, never from a template: a
// push whose head plans no sweep, a fork pushing after its approval, a removed primary, a second primary,
// a command. Through the control job against the fake GitHub on 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelWhy } from '../../src/action/handlers/act.js';
import { decide, type DecisionInput } from '../../src/decide/decide.js';
import { defaultPolicy } from '../../src/decide/policy.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { actionsBot, startFakeGitHub, type FakeGitHub, type FakePull } from '../../src/sim/fake-github.js';
import { HEAD, planFile, pull, pullPayload, state } from './harness.js';
import { control } from './inproc.js';

const MARKER = '<!-- sweep-orchestrator-status -->';
const LABEL_REMOVED = 'the primary sweep label was removed';
const servers: FakeGitHub[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** PR #42 as GitHub holds it after the event, with the sweep of its older revision in flight. */
async function withSweep(p: FakePull, commits: Record<string, string> = {}): Promise<FakeGitHub> {
  const gh = await startFakeGitHub(state(p, { commits: { [p.head.sha]: 'a commit', ...commits } }));
  servers.push(gh);
  gh.state.runs.push({
    id: 300,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: sweepRunName({ pr: 42, headSha: HEAD, planKey: 'cd'.repeat(32) }),
    status: 'in_progress',
    conclusion: null,
    headSha: HEAD,
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: {},
    createdAt: new Date().toISOString(),
    attempt: 1,
  });
  return gh;
}

const planned = (over: Record<string, unknown> = {}) =>
  planFile(mkdtempSync(join(tmpdir(), 'sweep-why-')), over);
const statusBody = (gh: FakeGitHub) =>
  gh.state.comments.find((c) => c.user.login === actionsBot.login && c.body.includes(MARKER))?.body ?? '';

describe('why a sweep was cancelled, as the status says it', () => {
  it('CC-1 a push whose head appends no changelog entry: the status says so, the label is still there', async () => {
    const next = '4'.repeat(40);
    const p = pull({
      labels: ['full-sweep-enabled'],
      head: { sha: next, ref: 'feature', repo: 'SemiAnalysisAI/InferenceX' },
    });
    const gh = await withSweep(p);
    const r = await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      runId: 5000,
      inputs: { 'plan-file': planned({ gate: { outcome: 'no-entry', diagnostics: [] }, plan: undefined }) },
    });
    expect(r.log).toContain('status comment');
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    const body = statusBody(gh);
    expect(body).toContain(
      'cancelled — [300](https://github.com/SemiAnalysisAI/InferenceX/actions/runs/300) (the new head appends no changelog entry, so it plans no sweep)',
    );
    expect(body).toContain('（新版本没有追加 changelog 条目，因此不计划测试）');
    expect(body).not.toContain(LABEL_REMOVED);
  });

  it('CC-1 a push whose changelog fails validation: the status names that', async () => {
    const next = '4'.repeat(40);
    const p = pull({
      labels: ['full-sweep-enabled'],
      head: { sha: next, ref: 'feature', repo: 'SemiAnalysisAI/InferenceX' },
    });
    const gh = await withSweep(p);
    await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      runId: 5000,
      inputs: {
        'plan-file': planned({
          gate: {
            outcome: 'fail',
            diagnostics: [
              {
                severity: 'error',
                rule: 'CL-1',
                message: 'history edited',
                file: 'perf-changelog.yaml',
                line: 3,
              },
            ],
          },
          plan: undefined,
        }),
      },
    });
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    expect(statusBody(gh)).toContain(
      '(the changelog of the new head fails validation, so it plans no sweep)',
    );
    expect(statusBody(gh)).not.toContain(LABEL_REMOVED);
  });

  it('SEC-3 a fork pushing after its approval: the status says the new head awaits approval', async () => {
    const next = '4'.repeat(40);
    const p = pull({
      labels: ['full-sweep-enabled'],
      head: { sha: next, ref: 'feature', repo: 'contributor/InferenceX' },
    });
    const gh = await withSweep(p);
    await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p, { sender: 'contributor' }),
      runId: 5000,
      inputs: { 'plan-file': planned() },
    });
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    const body = statusBody(gh);
    expect(body).toContain(
      '(new commits were pushed to the fork after its approval; the new head awaits approval)',
    );
    expect(body).toContain('批准之后 fork 又推送了新的提交');
    expect(body).not.toContain(LABEL_REMOVED);
  });

  it('CC-2 removing the primary: the status says the label was removed', async () => {
    const p = pull({ labels: [] });
    const gh = await withSweep(p);
    await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('unlabeled', p, { label: 'full-sweep-enabled' }),
      runId: 5000,
      inputs: { 'plan-file': planned() },
    });
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    expect(statusBody(gh)).toContain(`(${LABEL_REMOVED})`);
  });

  it('LB-1 a second primary: the status says the PR carries more than one', async () => {
    const p = pull({ labels: ['full-sweep-enabled', 'full-sweep-fail-fast'] });
    const gh = await withSweep(p);
    await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-fail-fast' }),
      runId: 5000,
      inputs: { 'plan-file': planned() },
    });
    expect(gh.state.runs[0]!.conclusion).toBe('cancelled');
    expect(statusBody(gh)).toContain('(the PR now carries more than one primary sweep label)');
    expect(statusBody(gh)).not.toContain(LABEL_REMOVED);
  });
});

describe('cancelWhy: from the event and the decision', () => {
  const policy = defaultPolicy;
  const base: DecisionInput = {
    event: 'pull_request_target',
    action: 'synchronize',
    pr: {
      number: 42,
      labels: ['full-sweep-enabled'],
      draft: false,
      fork: false,
      headSha: HEAD,
      headCommitMessage: 'x',
      state: 'open',
      merged: false,
      mergeSha: null,
    },
  };
  const open = { state: 'open' as const };

  it('CC-1 [skip-sweep] on the new head, a reuse, a plan above the budget, a command, a closed PR', () => {
    const skip = decide({ ...base, pr: { ...base.pr, headCommitMessage: 'x [skip-sweep]' } }, policy);
    expect(cancelWhy('pull_request_target', open, skip, false)).toBe('skip-sweep');
    const reused = decide({ ...base, reuse: { runId: 9 } }, policy);
    expect(cancelWhy('pull_request_target', open, reused, false)).toBe('reused');
    const sweep = decide(base, policy);
    expect(cancelWhy('pull_request_target', open, sweep, true)).toBe('budget');
    const cancel = decide(
      {
        ...base,
        event: 'issue_comment',
        action: 'created',
        command: { kind: 'cancel' },
        actorAuthorised: true,
      },
      policy,
    );
    expect(cancelWhy('issue_comment', open, cancel, false)).toBe('command');
    expect(cancelWhy('pull_request_target', { state: 'closed' }, sweep, false)).toBe('closed');
    const none = decide({ ...base, pr: { ...base.pr, labels: [] } }, policy);
    expect(cancelWhy('pull_request_target', open, none, false)).toBe('no-primary');
  });
});
