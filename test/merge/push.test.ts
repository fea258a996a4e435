// The merge: a push to the default branch through the action's handlers against the HTTP fake. The
// commit resolves to exactly one merged PR or fails closed naming the commit; the pinned source is
// re-resolved; the one repository_dispatch is sent by the `mode: publish` step, once per merge.
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISH_CONTEXT } from '../../src/action/handlers/push.js';
import { refusalText, reuseUiText } from '../../src/reuse/messages.js';
import { reasonText } from '../../src/report/messages.js';
import { PR, SOURCE_RUN, fixture, merge, pushPayload, type Fixture } from './fixture.js';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const stem = (text: string) => text.split('{')[0]!.trim();
const dispatches = (x: Fixture) => x.gh.state.repositoryDispatches ?? [];

/** The merge run: the auto step, then (when it asked for it) the publish step, as sweep-control runs them. */
async function mergeRun(x: Fixture, runId = 9600, payload = pushPayload(x)) {
  const auto = await x.step('push', payload, {}, runId);
  const publish =
    auto.outputs['publish-pending'] === 'true'
      ? await x.step('push', payload, { mode: 'publish' }, runId)
      : undefined;
  return { auto, publish };
}

async function pinnedAndMerged(): Promise<Fixture> {
  const x = await fixture();
  await x.comment(`/use ${SOURCE_RUN}`);
  merge(x);
  return x;
}

describe('merge with a pinned source', () => {
  it('RU-4 publishes: the metadata is written, one ingest-results dispatch with the documented payload', async () => {
    f = await pinnedAndMerged();
    const { auto, publish } = await mergeRun(f);
    expect(auto.error).toBeUndefined();
    expect(auto.result?.failed).toBe(false);
    expect(auto.outputs['decision']).toBe('reuse');
    expect(auto.outputs['changelog-metadata-artifact']).toBe('changelog-metadata');
    expect(auto.outputs['changelog-metadata-path']).toMatch(/changelog-metadata\.json$/);
    expect(publish?.result?.failed).toBe(false);
    const sent = dispatches(f);
    expect(sent).toHaveLength(1);
    const payload = sent[0]!.payload as Record<string, unknown>;
    expect(sent[0]!.repo).toBe('SemiAnalysisAI/InferenceX-app');
    expect(['ingest-results', 'ingest-agentic-results']).toContain(sent[0]!.eventType);
    expect(payload).toMatchObject({
      'source-repository': 'SemiAnalysisAI/InferenceX',
      'source-run-id': String(SOURCE_RUN),
      'merge-run-id': '9600',
      'pr-number': String(PR),
      'merge-sha': f.repo.headSha,
      'source-head-sha': f.repo.headSha,
      'changelog-metadata-artifact': 'changelog-metadata',
    });
    const entries = payload['changelog-entries'] as { 'config-keys': string[] }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!['config-keys']).toContain('dsr1-fp4-gb200-dynamo-trt');
    const records = f.gh.state.statuses!.filter((s) => s.context === PUBLISH_CONTEXT);
    expect(records.map((s) => s.state)).toEqual(['pending', 'success']);
    // Never a benchmark on push.
    expect(f.gh.requests.some((r) => r.method === 'POST' && r.path.includes('/actions/workflows/'))).toBe(
      false,
    );
  });

  it('the configured dashboard repository receives the dispatch', async () => {
    f = await pinnedAndMerged();
    const auto = await f.step('push', pushPayload(f), { 'dashboard-repository': 'acme/dash' });
    await f.step('push', pushPayload(f), { mode: 'publish', 'dashboard-repository': 'acme/dash' });
    expect(auto.outputs['publish-pending']).toBe('true');
    expect(dispatches(f).map((d) => d.repo)).toEqual(['acme/dash']);
  });

  it('RU-4 exactly once: a push event delivered twice sends one dispatch', async () => {
    f = await pinnedAndMerged();
    await mergeRun(f, 9600);
    const second = await mergeRun(f, 9601);
    expect(dispatches(f)).toHaveLength(1);
    expect(second.auto.result?.failed).toBe(false);
    expect(second.auto.log.join('\n')).toContain('was already published');
    // Even a publish step that runs again (a re-run of the first run) finds the record and sends nothing.
    const again = await f.step('push', pushPayload(f), { mode: 'publish' }, 9600);
    expect(again.result?.failed).toBe(false);
    expect(again.summary).toContain(stem(reuseUiText['publish-done'].en.replace('{sha}', f.repo.headSha)));
    expect(dispatches(f)).toHaveLength(1);
  });

  it('a publication started and never recorded is not repeated blindly', async () => {
    f = await pinnedAndMerged();
    f.gh.state.statuses = [
      { sha: f.repo.headSha, state: 'pending', context: PUBLISH_CONTEXT, description: 'publishing' },
    ];
    await f.step('push', pushPayload(f), {}, 9600);
    // The auto step prepared it (the record is not success); the publish step refuses to send.
    const publish = await f.step('push', pushPayload(f), { mode: 'publish' }, 9600);
    expect(publish.result?.failed).toBe(true);
    expect(publish.summary).toContain('did not record the outcome');
    expect(publish.summary).toContain('未记录结果');
    expect(dispatches(f)).toHaveLength(0);
  });

  it('a dispatch the dashboard refuses fails the run, says so, and leaves no success record', async () => {
    f = await pinnedAndMerged();
    f.gh.inject({ method: 'POST', path: '/repos/SemiAnalysisAI/InferenceX-app/dispatches', status: 404 });
    const { publish } = await mergeRun(f);
    expect(publish?.result?.failed).toBe(true);
    expect(publish?.summary).toContain('Sending `ingest');
    expect(f.gh.state.statuses!.filter((s) => s.context === PUBLISH_CONTEXT).map((s) => s.state)).toEqual([
      'pending',
      'error',
    ]);
  });
});

describe('merge without a valid source: fails closed, nothing published', () => {
  const expectRefused = (x: Fixture, out: { result?: { failed: boolean }; summary: string }) => {
    expect(out.result?.failed).toBe(true);
    expect(out.summary).toContain(reasonText['push-needs-reuse'].en);
    expect(out.summary).toContain(reasonText['push-needs-reuse'].zh);
    expect(dispatches(x)).toHaveLength(0);
    expect(x.gh.state.statuses ?? []).toEqual([]);
  };

  it('01 §7.2 no /use on the PR: the message tells maintainers to post /use <run_id> before merging', async () => {
    f = await fixture();
    merge(f);
    const { auto, publish } = await mergeRun(f);
    expect(publish).toBeUndefined();
    expectRefused(f, auto);
    expect(auto.annotations.map((a) => a.rule)).toContain('PUB-1');
  });

  it('RU-1 a pin by someone not authorised does not count', async () => {
    f = await fixture();
    await f.comment(`/use ${SOURCE_RUN}`, 'reader');
    merge(f);
    expectRefused(f, (await mergeRun(f)).auto);
  });

  it('RU-1 the newest authorised reuse command is bare: no source', async () => {
    f = await pinnedAndMerged();
    await f.comment('/use');
    expectRefused(f, (await mergeRun(f)).auto);
  });

  it('RU-4 the source run was deleted between /use and the merge', async () => {
    f = await pinnedAndMerged();
    f.gh.state.runs.splice(1, 1);
    const { auto } = await mergeRun(f);
    expectRefused(f, auto);
    expect(auto.summary).toContain(
      stem(refusalText['run-not-found'].en.replace('{runId}', String(SOURCE_RUN))),
    );
  });

  it('RU-4 the source artifacts expired between /use and the merge', async () => {
    f = await pinnedAndMerged();
    for (const a of f.gh.state.artifacts!) a.expired = true;
    const { auto } = await mergeRun(f);
    expectRefused(f, auto);
    expect(auto.summary).toContain('has expired');
    expect(auto.summary).toContain('已过期');
  });
});

describe('commit → PR resolution fails closed, naming the commit', () => {
  const cases: { name: string; code: keyof typeof refusalText; setup: (x: Fixture) => void }[] = [
    {
      name: 'zero PRs',
      code: 'commit-no-pr',
      setup: (x) => void (x.gh.state.commitPulls = { [x.repo.headSha]: [] }),
    },
    {
      name: 'two PRs',
      code: 'commit-several-prs',
      setup: (x) => void (x.gh.state.commitPulls = { [x.repo.headSha]: [PR, 43] }),
    },
    {
      name: 'an unmerged PR',
      code: 'commit-pr-not-merged',
      setup: (x) => Object.assign(x.pr, { merged: false, state: 'closed' }),
    },
    {
      name: 'a PR merged with a different SHA',
      code: 'commit-other-merge-sha',
      setup: (x) => void (x.pr.mergeSha = 'e'.repeat(40)),
    },
  ];
  for (const c of cases)
    it(`RU-4 ${c.name}`, async () => {
      f = await pinnedAndMerged();
      c.setup(f);
      const { auto, publish } = await mergeRun(f);
      expect(publish).toBeUndefined();
      expect(auto.result?.failed).toBe(true);
      expect(auto.summary).toContain(`\`${f.repo.headSha}\``);
      expect(auto.summary).toContain(stem(refusalText[c.code].en));
      expect(auto.summary).toContain(stem(refusalText[c.code].zh));
      expect(dispatches(f)).toHaveLength(0);
    });

  it('a push to another branch does nothing', async () => {
    f = await pinnedAndMerged();
    const out = await f.step('push', { ...pushPayload(f), ref: 'refs/heads/feature' });
    expect(out.result?.failed).toBe(false);
    expect(dispatches(f)).toHaveLength(0);
  });
});
