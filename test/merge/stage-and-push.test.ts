// A new commit re-validates the pinned source (the status says what holds), and `/stage-results` with the
// dashboard's callbacks, through the action's handlers against the HTTP fake.
import { afterEach, describe, expect, it } from 'vitest';
import { refusalText, reuseUiText } from '../../src/reuse/messages.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { PR, SOURCE_RUN, botReactions, fixture, replies, type Fixture } from './fixture.js';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const stem = (text: string) => text.split('{')[0]!.trim();
const status = (x: Fixture) =>
  x.gh.state.comments.find((c) => c.body.includes('<!-- sweep-orchestrator-status -->'))?.body ?? '';

const synchronize = (x: Fixture) =>
  x.step('pull_request_target', {
    action: 'synchronize',
    number: PR,
    pull_request: {
      number: PR,
      state: 'open',
      labels: x.pr.labels.map((name) => ({ name })),
      head: { sha: x.pr.head.sha, repo: { full_name: x.pr.head.repo } },
      base: { sha: x.pr.base.sha, repo: { full_name: x.pr.base.repo } },
    },
    sender: { login: 'author', type: 'User' },
  });

describe('every new commit re-validates the pinned source', () => {
  it('RU-4 a valid pin replaces the sweep, and the status comment shows the source', async () => {
    f = await fixture();
    await f.comment(`/use ${SOURCE_RUN}`);
    const out = await synchronize(f);
    expect(out.error).toBeUndefined();
    expect(out.result?.decision?.verdict).toBe('reuse');
    expect(out.result?.decision?.reuseRunId).toBe(SOURCE_RUN);
    expect(out.outputs['dispatch-pending']).toBeUndefined();
    expect(status(f)).toContain(`Reuse source: [run ${SOURCE_RUN}]`);
  });

  it('RU-4 a pin the new head invalidates: the commit sweeps and the status says why', async () => {
    f = await fixture();
    await f.comment(`/use ${SOURCE_RUN}`);
    // The pinned run benchmarked an earlier head.
    f.gh.state.runs[1]!.displayTitle = sweepRunName({ pr: PR, headSha: 'a'.repeat(40), planKey: f.planKey });
    const out = await synchronize(f);
    expect(out.result?.decision?.verdict).toBe('sweep');
    expect(out.outputs['dispatch-pending']).toBe('true');
    expect(status(f)).toContain(
      stem(reuseUiText['status-source-invalid'].en.replace('{runId}', String(SOURCE_RUN))),
    );
    expect(status(f)).toContain(stem(refusalText['head-moved'].en.replace('{runId}', String(SOURCE_RUN))));
    expect(status(f)).toContain(stem(refusalText['head-moved'].zh.replace('{runId}', String(SOURCE_RUN))));
  });

  it('RU-4 a lookup failure is an infrastructure failure, not a silent sweep', async () => {
    f = await fixture();
    await f.comment(`/use ${SOURCE_RUN}`);
    f.gh.inject({ method: 'GET', path: `/actions/runs/${SOURCE_RUN}`, status: 502, times: 20 });
    const out = await synchronize(f);
    expect(out.result?.failed).toBe(true);
    expect(out.outputs['dispatch-pending']).toBeUndefined();
    expect(out.annotations.map((a) => a.rule)).toContain('RU-4');
    expect(status(f)).toContain(stem(reuseUiText['status-lookup-failed'].en));
  });

  it('G-6 without a pin the commit sweeps as before', async () => {
    f = await fixture();
    const out = await synchronize(f);
    expect(out.result?.decision?.verdict).toBe('sweep');
    expect(status(f)).not.toContain('Reuse source');
  });
});

const dispatches = (x: Fixture) => x.gh.state.repositoryDispatches ?? [];
const callback = (x: Fixture, action: string, over: Record<string, unknown> = {}) =>
  x.step('repository_dispatch', {
    action,
    client_payload: {
      'dashboard-repository': 'SemiAnalysisAI/InferenceX-app',
      'source-repository': 'SemiAnalysisAI/InferenceX',
      'pr-number': String(PR),
      'run-id': String(SOURCE_RUN),
      'run-date': '2026-08-22',
      'requested-by': 'maintainer',
      'comment-id': x.gh.state.repositoryDispatches?.[0]?.payload
        ? (x.gh.state.repositoryDispatches[0].payload as Record<string, string>)['comment-id']
        : '1',
      'workflow-url': 'https://github.com/SemiAnalysisAI/InferenceX-app/actions/runs/1',
      ...over,
    },
  });

describe('/stage-results', () => {
  it('01 §7.3 stages the newest completed sweep: acknowledgement, one stage-results dispatch, 👍', async () => {
    f = await fixture();
    const out = await f.comment('/stage-results');
    expect(out.error).toBeUndefined();
    const sent = dispatches(f);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ repo: 'SemiAnalysisAI/InferenceX-app', eventType: 'stage-results' });
    const ack = replies(f.gh).at(-1)!;
    expect(sent[0]!.payload).toEqual({
      'source-repository': 'SemiAnalysisAI/InferenceX',
      'pr-number': String(PR),
      'run-id': String(SOURCE_RUN),
      'run-attempt': '1',
      'run-date': '2026-08-22',
      'requested-by': 'maintainer',
      'comment-id': String(ack.id),
    });
    expect(ack.body).toContain(`@maintainer staging [run ${SOURCE_RUN}]`);
    const cmd = f.gh.state.comments.find((c) => c.body === '/stage-results')!;
    expect(botReactions(f.gh, cmd.id)).toEqual(['+1']);
  });

  it('01 §7.3 the callbacks edit the acknowledgement; one from another repository is ignored', async () => {
    f = await fixture();
    await f.comment(`/stage-results ${SOURCE_RUN}`);
    const ack = replies(f.gh).at(-1)!;
    await callback(f, 'stage-results-started');
    expect(ack.body).toContain('is now running');
    await callback(f, 'stage-results-completed', {
      status: 'success',
      'staged-url': 'https://staging.example/x',
    });
    expect(ack.body).toContain(`@maintainer staged run ${SOURCE_RUN}: https://staging.example/x`);
    const before = ack.body;
    const forged = await callback(f, 'stage-results-completed', {
      status: 'failure',
      'dashboard-repository': 'mallory/app',
    });
    expect(ack.body).toBe(before);
    expect(forged.log.join('\n')).toContain("staging callback from 'mallory/app' ignored");
  });

  it('01 §7.3 a PR without a full-sweep label is refused in both languages; nothing is sent', async () => {
    f = await fixture({ labels: ['sweep-enabled'] });
    await f.comment(`/stage-results ${SOURCE_RUN}`);
    expect(dispatches(f)).toHaveLength(0);
    const reply = replies(f.gh).at(-1)!.body;
    expect(reply).toContain('`/stage-results` requires a completed run from a PR using one of');
    expect(reply).toContain('需要一个来自带有以下标签之一的 PR 的已完成运行');
  });

  it('AZ-1 an unauthorised commenter cannot stage', async () => {
    f = await fixture();
    await f.comment('/stage-results', 'reader');
    expect(dispatches(f)).toHaveLength(0);
    expect(replies(f.gh).at(-1)!.body).toContain('@reader has repository permission `read`');
  });

  it('01 §7.3 a PR with no completed sweep run says so', async () => {
    f = await fixture();
    f.gh.state.runs[1]!.status = 'in_progress';
    f.gh.state.runs[1]!.conclusion = null;
    await f.comment('/stage-results');
    expect(dispatches(f)).toHaveLength(0);
    expect(replies(f.gh).at(-1)!.body).toContain(stem(refusalText['stage-no-run'].en));
  });

  it('01 §7.3 a run without merged results is not staged', async () => {
    f = await fixture();
    f.gh.state.artifacts = f.gh.state.artifacts!.filter((a) => a.name !== 'results_bmk');
    await f.comment(`/stage-results ${SOURCE_RUN}`);
    expect(dispatches(f)).toHaveLength(0);
    expect(replies(f.gh).at(-1)!.body).toContain(
      stem(refusalText['merged-results-missing'].en.replace('{runId}', String(SOURCE_RUN))),
    );
  });
});
