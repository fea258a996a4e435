import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, emptyState, actionsBot, type FakeGitHub } from '../sim/fake-github.js';
import { createOctokitPort } from '../github/octokit.js';
import { dryRunPort } from '../github/dry-run.js';
import { upsertSticky, versionLine } from './sticky.js';
import { renderStatus, statusMarker } from './status.js';
import { renderUnofficial, unofficialSticky } from './unofficial.js';
import { reasonText, uiText } from './messages.js';
import { mermaid } from './summary.js';
import { decide } from '../decide/decide.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

async function setup() {
  gh = await startFakeGitHub(
    emptyState({
      pulls: [
        {
          number: 5,
          state: 'open',
          merged: false,
          draft: false,
          user: { login: 'alice', type: 'User' },
          head: { sha: 'a'.repeat(40), ref: 'x', repo: 'SemiAnalysisAI/InferenceX' },
          base: { sha: 'b'.repeat(40), ref: 'main', repo: 'SemiAnalysisAI/InferenceX' },
          mergeSha: 'c'.repeat(40),
          mergeable: true,
          labels: [],
        },
      ],
    }),
  );
  const port = createOctokitPort({
    token: 't',
    baseUrl: gh.url,
    repo: { owner: 'SemiAnalysisAI', repo: 'InferenceX' },
    throttle: false,
    retries: 1,
  });
  return { gh, port };
}

const statusSpec = (version: number, text: string) => ({
  matches: (c: { body: string }) => c.body.includes(statusMarker),
  versionOf: versionLine,
  version,
  body: `${statusMarker}\n<!-- version: ${version} -->\n${text}`,
  bot: actionsBot.login,
});

describe('sticky comments (CM-2, CM-4, CM-5, 05 §5.2)', () => {
  it('CM-4 finds its comment beyond the first page and updates it in place', async () => {
    const { gh, port } = await setup();
    for (let i = 0; i < 120; i++)
      gh.state.comments.push({
        id: i + 1,
        issue: 5,
        body: `chatter ${i}`,
        user: { login: 'bob', type: 'User' },
        createdAt: '',
        reactions: [],
      });
    gh.state.comments.push({
      id: 500,
      issue: 5,
      body: statusSpec(1, 'old').body,
      user: actionsBot,
      createdAt: '',
      reactions: [],
    });
    const r = await upsertSticky(port, 5, statusSpec(2, 'new'));
    expect(r).toMatchObject({ action: 'updated', id: 500 });
    expect(gh.state.comments.filter((c) => c.body.includes(statusMarker))).toHaveLength(1);
    expect(gh.requests.filter((q) => q.method === 'POST')).toHaveLength(0);
  });
  it('a human comment carrying the marker is never edited', async () => {
    const { gh, port } = await setup();
    gh.state.comments.push({
      id: 1,
      issue: 5,
      body: statusSpec(9, 'forged').body,
      user: { login: 'mallory', type: 'User' },
      createdAt: '',
      reactions: [],
    });
    await upsertSticky(port, 5, statusSpec(2, 'real'));
    expect(gh.state.comments.find((c) => c.id === 1)?.body).toContain('forged');
    expect(gh.state.comments).toHaveLength(2);
  });
  it('two racing writers converge on one comment holding the newer version', async () => {
    const { gh, port } = await setup();
    await Promise.all([
      upsertSticky(port, 5, statusSpec(10, 'older')),
      upsertSticky(port, 5, statusSpec(11, 'newer')),
    ]);
    const left = gh.state.comments.filter((c) => c.body.includes(statusMarker));
    expect(left).toHaveLength(1);
    expect(left[0]!.body).toContain('newer');
  });
  it('CM-5 an incomplete listing fails closed: no comment is written', async () => {
    const { gh, port } = await setup();
    for (let i = 0; i < 150; i++)
      gh.state.comments.push({
        id: i + 1,
        issue: 5,
        body: 'x',
        user: { login: 'bob', type: 'User' },
        createdAt: '',
        reactions: [],
      });
    gh.inject({ method: 'GET', path: '/issues/5/comments', kind: 'drop-link' });
    await expect(upsertSticky(port, 5, statusSpec(1, 'x'))).rejects.toThrow(/incomplete listing/);
    expect(gh.requests.filter((q) => q.method !== 'GET')).toHaveLength(0);
  });
  it('05 §5.2 an older run never replaces a newer run\u2019s links; a newer one does', async () => {
    const { gh, port } = await setup();
    await upsertSticky(
      port,
      5,
      unofficialSticky('https://inferencex.semianalysis.com', 200, true, actionsBot.login),
    );
    expect(
      (
        await upsertSticky(
          port,
          5,
          unofficialSticky('https://inferencex.semianalysis.com', 150, true, actionsBot.login),
        )
      ).action,
    ).toBe('kept-newer');
    expect(gh.state.comments[0]!.body).toContain('unofficialRun=200');
    await upsertSticky(
      port,
      5,
      unofficialSticky('https://inferencex.semianalysis.com', 300, false, actionsBot.login),
    );
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]!.body).toContain('inference?unofficialRun=300');
    expect(gh.state.comments[0]!.body).not.toContain('evaluation?');
  });
  it('05 §5.2 a legacy [S] comment is adopted and updated, not duplicated', async () => {
    const { gh, port } = await setup();
    gh.state.comments.push({
      id: 3,
      issue: 5,
      body: 'see unofficial run visualizer at https://inferencex.semianalysis.com/inference?unofficialRun=100\nsee …',
      user: actionsBot,
      createdAt: '',
      reactions: [],
    });
    await upsertSticky(
      port,
      5,
      unofficialSticky('https://inferencex.semianalysis.com', 101, true, actionsBot.login),
    );
    expect(gh.state.comments).toHaveLength(1);
    expect(gh.state.comments[0]!.body).toContain('<!-- inferencex-unofficial-run-visualizer -->');
  });
  it('dry-run logs writes and makes none', async () => {
    const { gh, port } = await setup();
    const log: string[] = [];
    await upsertSticky(
      dryRunPort(port, (l) => log.push(l)),
      5,
      statusSpec(1, 'x'),
    );
    expect(gh.requests.every((q) => q.method === 'GET')).toBe(true);
    expect(log[0]).toMatch(/\[dry-run\] would create a comment on #5/);
  });
});

describe('texts', () => {
  it('CM-3 every catalogue key has English and Chinese', () => {
    for (const [k, v] of Object.entries({ ...reasonText, ...uiText })) {
      expect(v.en.trim(), k).not.toBe('');
      expect(v.zh.trim(), k).not.toBe('');
    }
  });
  it('BC-3 [N] format: marker, performance then accuracy on separate paragraphs', () => {
    const body = renderUnofficial('https://inferencex.semianalysis.com', 38029231836, true);
    expect(body.split('\n').slice(0, 4)).toEqual([
      '<!-- inferencex-unofficial-run-visualizer -->',
      'View unofficial run (performance): https://inferencex.semianalysis.com/inference?unofficialRun=38029231836',
      '',
      'View unofficial run (accuracy): https://inferencex.semianalysis.com/evaluation?unofficialRun=38029231836',
    ]);
  });
  it('CM-2 status: LB-1 message, English then Chinese details', () => {
    const d = decide({
      event: 'pull_request_target',
      action: 'labeled',
      changedLabel: 'full-sweep-enabled',
      pr: {
        number: 5,
        labels: ['full-sweep-enabled', 'full-sweep-fail-fast'],
        draft: false,
        fork: false,
        headSha: 'a'.repeat(40),
        headCommitMessage: '',
        state: 'open',
        merged: false,
        mergeSha: null,
      },
    });
    const body = renderStatus({ pr: 5, headSha: 'a'.repeat(40), decision: d }, 7);
    expect(body.startsWith('<!-- sweep-orchestrator-status -->\n<!-- version: 7 -->')).toBe(true);
    expect(body).toContain('PR has multiple conflicting sweep labels. Pick exactly one.');
    expect(body.indexOf('PR has multiple')).toBeLessThan(body.indexOf('<details><summary>中文</summary>'));
    expect(body).toContain('请只保留一个');
  });
  it('CM-2 status: gate errors are capped at 20 with file:line links', () => {
    const d = decide({
      event: 'pull_request_target',
      action: 'opened',
      pr: {
        number: 5,
        labels: [],
        draft: false,
        fork: false,
        headSha: 'a'.repeat(40),
        headCommitMessage: '',
        state: 'open',
        merged: false,
        mergeSha: null,
      },
    });
    const diagnostics = Array.from({ length: 25 }, (_, i) => ({
      severity: 'error' as const,
      rule: 'CL-4',
      message: `bad ${i}`,
      file: 'perf-changelog.yaml',
      line: i + 1,
    }));
    const body = renderStatus(
      {
        pr: 5,
        headSha: 'a'.repeat(40),
        decision: d,
        report: { gate: { outcome: 'fail', diagnostics }, lint: [] },
        blobUrl: 'https://github.com/o/r/blob/sha',
      },
      1,
    );
    const en = body.split('<details>')[0]!;
    expect(en).toContain('[`perf-changelog.yaml:3`](https://github.com/o/r/blob/sha/perf-changelog.yaml#L3)');
    expect(en).toContain('… and 5 more');
    expect(en).not.toContain('bad 20');
  });
  it('mermaid: canary → one node per non-empty bucket', () => {
    const m = mermaid({
      key: 'f'.repeat(64),
      buckets: [
        { name: 'single_node.8k1k', rows: 690, shards: 3 },
        { name: 'evals', rows: 0, shards: 0 },
      ],
      canary: { bucket: 'single_node.8k1k', name: 'dsv4_8k1k', runner: 'mi355x', conc: 1 },
      clusters: [],
    });
    expect(m).toContain('canary --> single_node_8k1k["single_node.8k1k: 690 rows in 3 shards"]');
    expect(m).not.toContain('evals');
  });
});
