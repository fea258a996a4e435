// A comment command acts once per comment and text, against the fake GitHub on 127.0.0.1: the same
// `/sweep` delivered twice at once, once more later, then edited without changing the command (and saved
// with the same text) gives one sweep and one answer, in every trial; an edit to `/sweep cancel` cancels,
// and a redelivery of that edit does nothing new. A permission look-up that fails (502 on every attempt,
// 404, 422) neither runs nor refuses the command: 😕, a reply that says to retry, the job fails, and a
// re-run acts once GitHub answers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  actionsBot,
  startFakeGitHub,
  type FakeEvent,
  type FakeGitHub,
  type Fault,
} from '../../src/sim/fake-github.js';
import { FULL, planFile, pull, state } from './harness.js';
import { control, type ControlRun } from './inproc.js';

/** Trials per case; SWEEP_ONCE_TRIALS raises it. */
const TRIALS = Number(process.env.SWEEP_ONCE_TRIALS ?? 20);
const KEY = 'ab'.repeat(32);
const MAINTAINER = 'tok-maintainer';
const servers: FakeGitHub[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function fake(): Promise<{ gh: FakeGitHub; events: FakeEvent[] }> {
  const gh = await startFakeGitHub(
    state(pull({ labels: ['full-sweep-enabled'] }), {
      tokens: { [MAINTAINER]: { login: 'maintainer', type: 'User' } },
    }),
  );
  servers.push(gh);
  const events: FakeEvent[] = [];
  gh.state.onEvent = (e) => void events.push(structuredClone(e));
  return { gh, events };
}

/** A request as the maintainer (their comments and edits); the event GitHub emits for it. */
async function asMaintainer(gh: FakeGitHub, events: FakeEvent[], method: string, path: string, body: string) {
  const before = events.length;
  const res = await fetch(`${gh.url}/repos/${FULL}${path}`, {
    method,
    headers: { authorization: `token ${MAINTAINER}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
  });
  const json = (await res.json()) as { id: number };
  return { id: json.id, event: events.slice(before).find((e) => e.name === 'issue_comment') };
}

const plan = () => planFile(mkdtempSync(join(tmpdir(), 'sweep-once-')));
let runId = 6000;
const deliver = (gh: FakeGitHub, payload: Record<string, unknown>, inputs = { 'plan-file': plan() }) =>
  control(gh, { event: 'issue_comment', payload, runId: runId++, inputs });

const sweeps = (gh: FakeGitHub) => gh.state.runs.filter((r) => r.displayTitle.includes(`plan ${KEY}`));
const botReactions = (gh: FakeGitHub, id: number) =>
  gh.state.comments
    .find((c) => c.id === id)!
    .reactions.filter((r) => r.user === actionsBot.login)
    .map((r) => r.content);
const botComments = (gh: FakeGitHub) => gh.state.comments.filter((c) => c.user.login === actionsBot.login);

async function trial(): Promise<string[]> {
  const problems: string[] = [];
  const { gh, events } = await fake();
  const note = (what: string, ok: boolean) => void (ok || problems.push(what));
  const codes = (rs: ControlRun[], what: string) =>
    note(
      `${what}: exit ${rs.map((r) => r.code).join(',')}`,
      rs.every((r) => r.code === 0),
    );
  const made = await asMaintainer(gh, events, 'POST', '/issues/42/comments', '/sweep');
  const created = made.event!.payload;
  // The same delivery twice at once, then once more.
  codes(await Promise.all([deliver(gh, created), deliver(gh, created)]), 'two deliveries at once');
  codes([await deliver(gh, created)], 'a redelivery');
  // Edited without changing the command, and saved with the very same text.
  const edit = await asMaintainer(gh, events, 'PATCH', `/issues/comments/${made.id}`, 'please\n/sweep\n');
  codes([await deliver(gh, edit.event!.payload)], 'an edit that keeps the command');
  const same = structuredClone(edit.event!.payload) as { changes: { body: { from: string } } };
  same.changes.body.from = 'please\n/sweep\n';
  codes([await deliver(gh, same)], 'saved with the same text');
  const runs = sweeps(gh);
  note(`${runs.length} sweeps of the plan`, runs.length === 1);
  note(`the sweep is ${runs[0]?.status}`, runs[0]?.status === 'queued');
  note(
    `bot reactions ${botReactions(gh, made.id).join(',')}`,
    botReactions(gh, made.id).join() === 'eyes,+1',
  );
  note(`${botComments(gh).length} bot comments`, botComments(gh).length === 1);
  // An edit to `/sweep cancel` is a new command: it cancels; its redelivery does nothing new.
  const cancel = await asMaintainer(gh, events, 'PATCH', `/issues/comments/${made.id}`, '/sweep cancel');
  codes([await deliver(gh, cancel.event!.payload)], 'the edit to /sweep cancel');
  note(`after the cancel the sweep is ${runs[0]?.conclusion}`, runs[0]?.conclusion === 'cancelled');
  const answered = gh.state.comments.find((c) => c.id === made.id)!.reactions.map((r) => r.id);
  const writes = gh.requests.filter((q) => q.method !== 'GET').length;
  const again = await deliver(gh, cancel.event!.payload);
  codes([again], 'the cancel edit redelivered');
  note(
    'the redelivered edit wrote something',
    gh.requests.filter((q) => q.method !== 'GET').length === writes,
  );
  note(
    'the redelivered edit changed the answer',
    gh.state.comments
      .find((c) => c.id === made.id)!
      .reactions.map((r) => r.id)
      .join() === answered.join(),
  );
  note(`${sweeps(gh).length} sweeps after the cancel`, sweeps(gh).length === 1);
  note(`${botComments(gh).length} bot comments after the cancel`, botComments(gh).length === 1);
  return problems;
}

describe('a comment command acts once per comment id and text', () => {
  it(`CMD-1 the same /sweep twice at once, once more, and edited to the same command: one sweep, one answer, in ${TRIALS} of ${TRIALS} trials; an edit to /sweep cancel cancels`, async () => {
    const failures: string[] = [];
    let ok = 0;
    for (let i = 0; i < TRIALS; i += 5)
      await Promise.all(
        Array.from({ length: Math.min(5, TRIALS - i) }, async () => {
          const problems = await trial();
          if (problems.length) failures.push(problems.join('; '));
          else ok++;
        }),
      );
    console.log(
      `comment commands: ${ok} of ${TRIALS} trials with one sweep and one answer; the edit to /sweep cancel cancelled`,
    );
    expect(failures).toEqual([]);
    expect(ok).toBe(TRIALS);
  }, 180_000);
});

describe('a failed permission look-up is an infrastructure failure, not a refusal', () => {
  const cases: { name: string; fault: Omit<Fault, 'path'> }[] = [
    { name: '502 on every attempt', fault: { status: 502, times: 1000 } },
    { name: '404', fault: { status: 404, message: 'Not Found' } },
    { name: '422', fault: { status: 422, message: 'Validation Failed' } },
  ];
  for (const c of cases)
    it(`AZ-1 ${c.name}: neither run nor refused; 😕 and a reply to retry; the job fails; a re-run acts`, async () => {
      const { gh, events } = await fake();
      const made = await asMaintainer(gh, events, 'POST', '/issues/42/comments', '/sweep');
      gh.inject({ path: '/collaborators/maintainer/permission', ...c.fault });
      const r = await deliver(gh, made.event!.payload);
      expect(r.code).toBe(1);
      expect(sweeps(gh)).toEqual([]);
      expect(botReactions(gh, made.id)).toEqual(['confused']);
      const replies = botComments(gh);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.body).toMatch(
        /^@maintainer The permission of maintainer could not be checked \(GitHub answered: permission of maintainer/,
      );
      expect(replies[0]!.body).toContain(
        'so the command was neither run nor refused. Re-run the failed job, or comment the command again, to retry.',
      );
      expect(replies[0]!.body).toContain('无法检查 maintainer 的权限');
      expect(replies[0]!.body).not.toMatch(/need write|unknown/);
      expect(r.log).toMatch(/error AZ-1: The permission of maintainer could not be checked/);
      // GitHub answers again: a re-run of the same job takes the command and sweeps, once.
      const fixed = await startOver(gh);
      const rerun = await deliver(fixed, made.event!.payload);
      expect(rerun.code).toBe(0);
      expect(sweeps(fixed)).toHaveLength(1);
      expect(botReactions(fixed, made.id)).toEqual(['confused', 'eyes', '+1']);
    });

  it('AZ-1 the same for /use: the look-up failed, so the pin is neither accepted nor refused', async () => {
    const { gh, events } = await fake();
    const made = await asMaintainer(gh, events, 'POST', '/issues/42/comments', '/use 123456');
    gh.inject({ path: '/collaborators/maintainer/permission', status: 502, times: 1000 });
    const r = await deliver(gh, made.event!.payload);
    expect(r.code).toBe(1);
    expect(botReactions(gh, made.id)).toEqual(['confused']);
    const replies = botComments(gh);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toContain('could not be checked');
    expect(replies[0]!.body).not.toMatch(/has repository permission/);
    expect(gh.requests.some((q) => q.path.includes('/actions/runs/123456'))).toBe(false);
  });
});

/** The 502 fault hits a thousand times: a run after it is over sees a GitHub that answers again. */
async function startOver(gh: FakeGitHub): Promise<FakeGitHub> {
  const fresh = await startFakeGitHub(gh.state);
  servers.push(fresh);
  return fresh;
}
