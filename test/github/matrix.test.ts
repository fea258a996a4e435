// The fault matrix: every route the control job calls × every way GitHub fails, against the fake GitHub on
// 127.0.0.1. Each cell runs the control job (planning step, then the dispatch step) once; the oracle reads
// only the fake's final state: at most one live sweep of the plan (and at most one created), no duplicate
// status comment, the status comment's state true to what the fake holds (a run it links exists, is live and
// carries the plan; "planned" never survives the job), and the job fails exactly when the sweep it wanted
// is not live with a status linking it. Most cells run in-process; a few run the bundled action.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { parseStateTag } from '../../src/report/state.js';
import { actionsBot, startFakeGitHub, type FakeGitHub, type Fault } from '../../src/sim/fake-github.js';
import { bundleAction, HEAD, planFile, pull, pullPayload, runControl, state } from './harness.js';
import { control } from './inproc.js';

const KEY = 'ab'.repeat(32);
const OLD = 'cd'.repeat(32);
const MARKER = '<!-- sweep-orchestrator-status -->';

interface Route {
  name: string;
  method: string;
  path: string | RegExp;
  list?: boolean;
  dispatch?: boolean;
  /** The scenario seeds two status comments, so the younger one is deleted. */
  dup?: boolean;
}

const routes: Route[] = [
  { name: 'GET pull', method: 'GET', path: /\/pulls\/42$/ },
  { name: 'GET commit', method: 'GET', path: '/git/commits/' },
  { name: 'GET issue', method: 'GET', path: /\/issues\/42$/ },
  { name: 'GET comments', method: 'GET', path: '/issues/42/comments', list: true },
  { name: 'POST comment', method: 'POST', path: '/issues/42/comments' },
  { name: 'PATCH comment', method: 'PATCH', path: '/issues/comments/' },
  { name: 'DELETE comment', method: 'DELETE', path: '/issues/comments/', dup: true },
  { name: 'GET runs', method: 'GET', path: '/actions/workflows/sweep.yml/runs', list: true },
  { name: 'POST cancel', method: 'POST', path: /\/actions\/runs\/\d+\/cancel$/ },
  { name: 'POST dispatch', method: 'POST', path: '/dispatches', dispatch: true },
];

const secondary = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
const faults: { name: string; fault: Omit<Fault, 'path' | 'method'>; applies?: (r: Route) => boolean }[] = [
  { name: '500 once', fault: { status: 500, times: 1 } },
  { name: '502 always', fault: { status: 502, times: 1000 } },
  { name: '502 after write', fault: { kind: 'after-write', status: 502, times: 1000 } },
  { name: '403 retry-after', fault: { status: 403, headers: { 'retry-after': '1' }, message: secondary } },
  { name: '429', fault: { status: 429, headers: { 'retry-after': '1' }, message: secondary } },
  { name: '30 s hang', fault: { kind: 'hang', hangMs: 30_000 } },
  { name: 'truncated JSON', fault: { kind: 'truncated' } },
  { name: 'incomplete pages', fault: { kind: 'drop-link', times: 1000 }, applies: (r) => !!r.list },
  { name: '204 no details', fault: { kind: 'no-details', times: 1000 }, applies: (r) => !!r.dispatch },
];

const servers: FakeGitHub[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** PR #42 labelled for a sweep; an older plan's sweep in flight; enough comments and runs to page. */
async function scenario(r: Route): Promise<FakeGitHub> {
  const p = pull({ labels: ['full-sweep-enabled'] });
  const gh = await startFakeGitHub(state(p, { listingLagMs: 20 }));
  servers.push(gh);
  const now = new Date().toISOString();
  for (let i = 0; i < 120; i++)
    gh.state.comments.push({
      id: i + 1,
      issue: 42,
      body: `review ${i}`,
      user: { login: 'reviewer', type: 'User' },
      createdAt: now,
      reactions: [],
    });
  if (r.dup)
    for (const id of [200, 201])
      gh.state.comments.push({
        id,
        issue: 42,
        body: `${MARKER}\n<!-- version: 1 -->\nold`,
        user: actionsBot,
        createdAt: now,
        reactions: [],
      });
  const run = (id: number, pr: number, key: string) => ({
    id,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: sweepRunName({ pr, headSha: HEAD, planKey: key }),
    status: 'queued' as const,
    conclusion: null,
    headSha: HEAD,
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: {},
    createdAt: now,
    attempt: 1,
  });
  gh.state.runs.push(run(300, 42, OLD));
  for (let i = 0; i < 101; i++) gh.state.runs.push(run(400 + i, 7, OLD));
  gh.state.nextId = 1000;
  return gh;
}

interface Verdict {
  state: string;
  code: number;
  problems: string[];
}

/** The oracle: what the fake holds after the job, and whether the job's exit matches it. */
function judge(gh: FakeGitHub, code: number, summary: string, r: Route, faulted: boolean): Verdict {
  const problems: string[] = [];
  const mine = gh.state.runs.filter((x) => x.displayTitle.includes(`plan ${KEY}`));
  const live = mine.filter((x) => x.status !== 'completed');
  if (live.length > 1) problems.push(`${live.length} live sweeps`);
  if (mine.length > 1) problems.push(`${mine.length} sweeps created`);
  const status = gh.state.comments.filter(
    (c) => c.user.login === actionsBot.login && c.body.includes(MARKER),
  );
  const seeded = r.dup ? 2 : 0;
  const created = status.filter((c) => c.id >= 1000).length;
  if (created > 1) problems.push(`${created} status comments created`);
  if (status.length > 1 && !(r.dup && faulted && r.method === 'DELETE'))
    problems.push(`${status.length} status comments`);
  if (seeded && status.length > seeded) problems.push('a status comment beside the duplicates');
  const tag = status[0] ? parseStateTag(status[0].body) : undefined;
  const old = gh.state.runs.find((x) => x.id === 300)!;
  if (tag?.kind === 'planned') problems.push('"planned" after the job ended');
  if (tag && (tag.kind === 'dispatched' || tag.kind === 'running')) {
    const linked = gh.state.runs.find((x) => x.id === tag.run);
    if (!linked || linked.status === 'completed' || !linked.displayTitle.includes(KEY))
      problems.push(`links run ${tag.run}, which is not the live sweep of the plan`);
    if (!status[0]!.body.includes(`(https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${tag.run})`))
      problems.push('no working link');
  }
  if (tag?.kind === 'unknown' && live.length) problems.push('unknown although the sweep is live');
  if (!tag && status.length && !r.dup) problems.push('status comment without a state');
  const success =
    live.length === 1 &&
    old.conclusion === 'cancelled' &&
    status.length === 1 &&
    tag?.kind === 'dispatched' &&
    tag.run === live[0]!.id;
  if (success !== (code === 0))
    problems.push(`exit ${code} but the sweep is ${success ? '' : 'not '}live with a status linking it`);
  if (!status.length && !/status comment could not be written/i.test(summary))
    problems.push('no status comment and the summary does not say so');
  return { state: tag?.kind ?? 'none', code, problems };
}

const plan = () => planFile(mkdtempSync(join(tmpdir(), 'sweep-matrix-')));
const payload = () =>
  pullPayload('labeled', pull({ labels: ['full-sweep-enabled'] }), { label: 'full-sweep-enabled' });

describe('fault matrix: every route × every fault (exactly once, truthful status)', () => {
  it('at most one live sweep, no duplicate comment, a true state, exit non-zero exactly on a failed write', async () => {
    const cells: { route: Route; fault: (typeof faults)[number] }[] = [];
    for (const route of routes)
      for (const fault of faults) if (!fault.applies || fault.applies(route)) cells.push({ route, fault });
    const results = new Map<string, Verdict>();
    // A few cells at a time: the machine is shared, and each cell is its own server.
    for (let i = 0; i < cells.length; i += 12)
      await Promise.all(
        cells.slice(i, i + 12).map(async ({ route, fault }) => {
          const gh = await scenario(route);
          gh.inject({ method: route.method, path: route.path, ...fault.fault });
          const r = await control(gh, {
            event: 'pull_request_target',
            payload: payload(),
            runId: 5000,
            inputs: { 'plan-file': plan() },
          });
          const v = judge(gh, r.code, r.summary, route, true);
          if (v.problems.length) v.problems.push(r.log.split('\n').slice(-12).join(' | '));
          results.set(`${route.name}|${fault.name}`, v);
        }),
      );
    const head = ['route', ...faults.map((f) => f.name)];
    const rows = routes.map((r) => [
      r.name,
      ...faults.map((f) => {
        const v = results.get(`${r.name}|${f.name}`);
        return v ? `${v.problems.length ? 'FAIL ' : ''}${v.state}/${v.code}` : '—';
      }),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      [
        'fault matrix (cell: the status state / the job exit code)',
        line(head),
        line(widths.map((w) => '-'.repeat(w))),
        ...rows.map(line),
      ].join('\n'),
    );
    const bad = [...results]
      .filter(([, v]) => v.problems.length)
      .map(([k, v]) => `${k}: ${v.problems.join('; ')}`);
    expect(bad).toEqual([]);
    expect(results.size).toBe(cells.length);
  }, 120_000);
});

describe.concurrent('fault cells through the bundled action', () => {
  let bundle = '';
  beforeAll(async () => {
    bundle = await bundleAction();
  });
  const some: [string, string][] = [
    ['POST dispatch', '502 after write'],
    ['POST dispatch', '204 no details'],
    ['GET runs', 'truncated JSON'],
    ['POST comment', '30 s hang'],
  ];
  for (const [routeName, faultName] of some)
    it(`${routeName} × ${faultName}`, async () => {
      const route = routes.find((r) => r.name === routeName)!;
      const fault = faults.find((f) => f.name === faultName)!;
      const gh = await scenario(route);
      gh.inject({ method: route.method, path: route.path, ...fault.fault });
      const r = await runControl(bundle, {
        gh,
        event: 'pull_request_target',
        payload: payload(),
        inputs: { 'plan-file': plan() },
      });
      const v = judge(gh, r.code, r.summary, route, true);
      expect(v.problems, r.stdout).toEqual([]);
      expect(v.state).toBe('dispatched');
    }, 60_000);
});
