// Sticky comments against the HTTP fake: found over all pages, updated in place, never a human's, racing
// writers converge, incomplete listings fail closed, dry run writes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { upsertSticky } from '../../src/action/sticky.js';
import { dryRunPort } from '../../src/github/dry-run.js';
import { createOctokitPort } from '../../src/github/octokit.js';
import { statusMarker } from '../../src/report/status.js';
import { versionLine } from '../../src/report/sticky.js';
import { DEFAULT_LINKS, unofficialSticky } from '../../src/report/unofficial.js';
import { actionsBot, emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';

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

describe('a sticky that carries part of the comment it replaces', () => {
  it('writes what `carry` makes of the current body; a new comment is the plain body', async () => {
    const { gh, port } = await setup();
    const carry = (current: string) =>
      `${statusSpec(2, 'new').body}\n${current.match(/KEEP:\w+/)?.[0] ?? ''}`;
    const first = await upsertSticky(port, 5, { ...statusSpec(1, 'old KEEP:results'), carry });
    expect(first.action).toBe('created');
    expect(gh.state.comments[0]!.body).toBe(`${statusMarker}\n<!-- version: 1 -->\nold KEEP:results`);
    const second = await upsertSticky(port, 5, { ...statusSpec(2, 'new'), carry });
    expect(second.action).toBe('updated');
    expect(gh.state.comments[0]!.body).toBe(`${statusMarker}\n<!-- version: 2 -->\nnew\nKEEP:results`);
    // The same carried body again: nothing to write.
    expect((await upsertSticky(port, 5, { ...statusSpec(2, 'new'), carry })).action).toBe('unchanged');
  });
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
    await upsertSticky(port, 5, unofficialSticky(DEFAULT_LINKS, 200, true, actionsBot.login));
    expect(
      (await upsertSticky(port, 5, unofficialSticky(DEFAULT_LINKS, 150, true, actionsBot.login))).action,
    ).toBe('kept-newer');
    expect(gh.state.comments[0]!.body).toContain('unofficialRun=200');
    await upsertSticky(port, 5, unofficialSticky(DEFAULT_LINKS, 300, false, actionsBot.login));
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
    await upsertSticky(port, 5, unofficialSticky(DEFAULT_LINKS, 101, true, actionsBot.login));
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
