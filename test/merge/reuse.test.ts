// `/use <run_id>` end to end: the action's comment handler against the HTTP fake, with a real plan of the
// demo PR's head. Each validation rule is broken once; each refusal's reply is checked in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { refusalText, reuseUiText } from '../../src/reuse/messages.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { CREATED_AT, PR, SOURCE_RUN, botReactions, fixture, replies, type Fixture } from './fixture.js';

let f: Fixture | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

/** The fixed part of a catalogue text (before its first placeholder), to find it in a reply. */
const stem = (text: string) => text.split('{')[0]!.trim();
const lastReply = (x: Fixture) => replies(x.gh).at(-1)?.body ?? '';
const runReads = (x: Fixture) => x.gh.requests.filter((r) => r.path.includes('/actions/runs/')).length;

describe('/use: authorisation and the command itself', () => {
  it('RU-1 an accepted pin: 👍, a bilingual reply naming the run, and the status comment shows the source', async () => {
    f = await fixture();
    f.gh.state.comments.push({
      id: 50,
      issue: PR,
      body: '<!-- sweep-orchestrator-status -->\n<!-- sweep-version: 1 -->\nstatus',
      user: { login: 'github-actions[bot]', type: 'Bot' },
      createdAt: CREATED_AT,
      reactions: [],
    });
    const out = await f.comment(`/use ${SOURCE_RUN}`);
    expect(out.error).toBeUndefined();
    const id = f.gh.state.comments.find((c) => c.body === `/use ${SOURCE_RUN}`)!.id;
    expect(botReactions(f.gh, id)).toEqual(['+1']);
    const reply = lastReply(f);
    expect(reply).toContain(`[Run ${SOURCE_RUN}](`);
    expect(reply).toContain(`${f.rowIds.length} rows with results`);
    expect(reply).toContain(`[运行 ${SOURCE_RUN}](`);
    const status = f.gh.state.comments.find((c) => c.id === 50)!.body;
    expect(status).toContain(`Reuse source: [run ${SOURCE_RUN}]`);
    expect(status).toContain(`复用来源：[运行 ${SOURCE_RUN}]`);
    expect(out.outputs['reuse-run-id']).toBe(String(SOURCE_RUN));
  });

  it('RU-1 the reference spelling /reuse-sweep-run <run_id> is the same command', async () => {
    f = await fixture();
    await f.comment(`/reuse-sweep-run ${SOURCE_RUN}`);
    expect(lastReply(f)).toContain(`[Run ${SOURCE_RUN}](`);
  });

  it('RU-1 a bare /use is refused with its reason in both languages, and no run is read', async () => {
    f = await fixture();
    await f.comment('/use');
    const id = f.gh.state.comments.find((c) => c.body === '/use')!.id;
    expect(botReactions(f.gh, id)).toEqual(['-1']);
    expect(lastReply(f)).toContain(stem(refusalText['without-id'].en.replace('{command}', '/use')));
    expect(lastReply(f)).toContain('`/use` without a run id is not accepted');
    expect(lastReply(f)).toContain('不接受不带运行 id 的 `/use`');
    expect(runReads(f)).toBe(0);
  });

  it('RU-1 a malformed id is refused with the usage', async () => {
    f = await fixture();
    await f.comment('/reuse-sweep-run 12ab');
    expect(lastReply(f)).toContain('is not a reuse command. Usage: `/use <run_id>`');
    expect(lastReply(f)).toContain('不是有效的复用命令');
  });

  it('AZ-1 an unauthorised commenter is refused with the permission GitHub returned, in both languages', async () => {
    f = await fixture();
    await f.comment(`/use ${SOURCE_RUN}`, 'reader');
    const reply = lastReply(f);
    expect(reply).toContain('@reader has repository permission `read` and role `read`');
    expect(reply).toContain('@reader 的仓库权限为 `read`，角色为 `read`');
    expect(runReads(f)).toBe(0);
  });

  it('RU-1 an edited comment is re-evaluated: the bot reaction is replaced, human reactions stay', async () => {
    f = await fixture();
    await f.comment('/use');
    const c = f.gh.state.comments.find((x) => x.body === '/use')!;
    c.reactions.push({ content: 'heart', user: 'maintainer' });
    await f.comment(`/use ${SOURCE_RUN}`, 'maintainer', { edited: c.id });
    expect(botReactions(f.gh, c.id)).toEqual(['+1']);
    expect(c.reactions.some((r) => r.user === 'maintainer' && r.content === 'heart')).toBe(true);
  });
});

/** Breaks one thing about the source run; the reply must name it (English and Chinese). */
const broken: { name: string; code: keyof typeof refusalText; breakIt: (x: Fixture) => void }[] = [
  {
    name: 'a run GitHub does not have',
    code: 'run-not-found',
    breakIt: (x) => void x.gh.state.runs.splice(1, 1),
  },
  {
    name: 'a run of another workflow',
    code: 'not-sweep-workflow',
    breakIt: (x) => void (x.gh.state.runs[1]!.workflow = 'ci.yml'),
  },
  {
    name: 'a run not dispatched by the orchestrator',
    code: 'not-dispatched',
    breakIt: (x) => void (x.gh.state.runs[1]!.event = 'pull_request'),
  },
  {
    name: 'a run still in progress',
    code: 'not-completed',
    breakIt: (x) => Object.assign(x.gh.state.runs[1]!, { status: 'in_progress', conclusion: null }),
  },
  {
    name: 'a run that concluded skipped',
    code: 'conclusion',
    breakIt: (x) => void (x.gh.state.runs[1]!.conclusion = 'skipped'),
  },
  {
    name: 'a sweep of another PR',
    code: 'other-pr',
    breakIt: (x) =>
      void (x.gh.state.runs[1]!.displayTitle = sweepRunName({
        pr: 7,
        headSha: x.repo.headSha,
        planKey: x.planKey,
      })),
  },
  {
    name: 'a run of an older head (a push after the run)',
    code: 'head-moved',
    breakIt: (x) =>
      void (x.gh.state.runs[1]!.displayTitle = sweepRunName({
        pr: PR,
        headSha: 'a'.repeat(40),
        planKey: x.planKey,
      })),
  },
  {
    name: 'a run created under agentx-fast',
    code: 'blocking-labels',
    breakIt: (x) =>
      void x.gh.state.labelEvents!.push({
        issue: PR,
        event: 'labeled',
        label: 'agentx-fast',
        createdAt: '2026-08-22T12:06:00Z',
      }),
  },
  {
    name: 'a run created before the full-sweep label',
    code: 'not-full-sweep',
    breakIt: (x) => void (x.gh.state.labelEvents![0]!.createdAt = '2026-08-22T13:00:00Z'),
  },
  {
    name: 'a run whose plan artifact is gone',
    code: 'plan-missing',
    breakIt: (x) => void (x.gh.state.artifacts = x.gh.state.artifacts!.filter((a) => a.id !== 8000)),
  },
  {
    name: 'a run whose plan artifact expired',
    code: 'plan-expired',
    breakIt: (x) => void (x.gh.state.artifacts!.find((a) => a.id === 8000)!.expired = true),
  },
  {
    name: 'a plan artifact that is not a plan',
    code: 'plan-unreadable',
    breakIt: (x) => void (x.gh.state.artifacts!.find((a) => a.id === 8000)!.files = { 'plan.json': '{"x":' }),
  },
  {
    name: 'a plan that does not cover the current rows',
    code: 'plan-not-covering',
    breakIt: (x) => {
      const a = x.gh.state.artifacts!.find((y) => y.id === 8000)!;
      const plan = JSON.parse(a.files['plan.json']!) as Record<string, unknown>;
      for (const k of Object.keys(plan))
        if (Array.isArray(plan[k])) plan[k] = (plan[k] as unknown[]).slice(1);
      a.files = { 'plan.json': JSON.stringify(plan) };
    },
  },
  {
    name: 'a row without a result',
    code: 'results-missing',
    breakIt: (x) =>
      void (x.gh.state.artifacts = x.gh.state.artifacts!.filter((a) => a.name !== `result-${x.rowIds[0]}-1`)),
  },
  {
    name: 'a row re-run in attempt 2 that left no result (attempt 1 does not count)',
    code: 'results-missing',
    breakIt: (x) =>
      void (x.gh.state.jobs ??= []).push({
        id: 1,
        runId: SOURCE_RUN,
        attempt: 2,
        name: `sweep-single-node / ${x.rowIds[0]}`,
        status: 'completed',
        conclusion: 'failure',
        labels: [],
        runnerName: null,
        startedAt: CREATED_AT,
        completedAt: CREATED_AT,
      }),
  },
  {
    name: 'a run without merged results',
    code: 'merged-results-missing',
    breakIt: (x) =>
      void (x.gh.state.artifacts = x.gh.state.artifacts!.filter((a) => a.name !== 'results_bmk')),
  },
];

describe('/use: the source is validated, failing closed', () => {
  for (const b of broken)
    it(`RU-2 RU-3 refuses ${b.name}: 👎 and the reason in both languages`, async () => {
      f = await fixture();
      b.breakIt(f);
      await f.comment(`/use ${SOURCE_RUN}`);
      const id = f.gh.state.comments.find((c) => c.body === `/use ${SOURCE_RUN}`)!.id;
      expect(botReactions(f.gh, id)).toEqual(['-1']);
      const reply = lastReply(f);
      expect(reply).toContain(stem(reuseUiText['use-refused'].en));
      expect(reply).toContain(stem(refusalText[b.code].en.replace('{runId}', String(SOURCE_RUN))));
      expect(reply).toContain(stem(refusalText[b.code].zh.replace('{runId}', String(SOURCE_RUN))));
    });

  it('RU-2 a row with results from two attempts counts once', async () => {
    f = await fixture();
    f.gh.state.artifacts!.push({
      id: 8999,
      runId: SOURCE_RUN,
      name: `result-${f.rowIds[0]}-2`,
      files: {},
      createdAt: CREATED_AT,
    });
    await f.comment(`/use ${SOURCE_RUN}`);
    expect(lastReply(f)).toContain(`${f.rowIds.length} rows with results`);
  });

  it('RU-4 a lookup failure is reported as GitHub failing, never as the run being invalid', async () => {
    f = await fixture();
    f.gh.inject({ method: 'GET', path: `/actions/runs/${SOURCE_RUN}/artifacts`, status: 502, times: 10 });
    const out = await f.comment(`/use ${SOURCE_RUN}`);
    expect(out.result?.failed).toBe(true);
    expect(lastReply(f)).toContain(stem(reuseUiText['status-lookup-failed'].en));
    expect(lastReply(f)).toContain(stem(reuseUiText['status-lookup-failed'].zh));
    expect(out.annotations.map((a) => a.rule)).toContain('RU-4');
  });
});
