// The queue watcher against the fake GitHub on 127.0.0.1: the port's reads of a run's jobs and of the
// repository's runners (labels, queue time, status) with their faults (403 for a token that may not read
// runners, 502 from the edge), and `mode: watch` itself through the action's parseInputs, composition
// root and router, on a clock the test moves between looks.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/action/deps.js';
import { parseInputs } from '../../src/action/inputs.js';
import { handle } from '../../src/action/router.js';
import { createOctokitPort } from '../../src/github/octokit.js';
import { GitHubError } from '../../src/github/port.js';
import { statusMarker } from '../../src/report/status.js';
import {
  actionsBot,
  startFakeGitHub,
  type FakeGitHub,
  type FakeJob,
  type FakeRunner,
} from '../../src/sim/fake-github.js';
import { pull, state } from './harness.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const RUN = 500;
const T0 = Date.parse('2026-12-01T10:00:00Z');
const ROW = 'e660f4685df78895';

function job(over: Partial<FakeJob>): FakeJob {
  return {
    id: 900,
    runId: RUN,
    attempt: 1,
    name: `sweep / sweep-multi-node-8k1k / multi-0 (${ROW}) / ${ROW}`,
    status: 'queued',
    conclusion: null,
    labels: ['cluster:gb300-nv', 'nodes:2'],
    runnerName: null,
    startedAt: new Date(T0).toISOString(),
    completedAt: null,
    createdAt: new Date(T0).toISOString(),
    ...over,
  };
}

const runner = (id: number, name: string, labels: string[], status: 'online' | 'offline'): FakeRunner => ({
  id,
  name,
  status,
  busy: false,
  labels: ['self-hosted', ...labels],
});

async function fake(runners?: FakeRunner[]): Promise<FakeGitHub> {
  const s = state(pull({ labels: ['full-sweep-enabled'] }));
  s.runs.push({
    id: RUN,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: 'sweep PR #42',
    status: 'in_progress',
    conclusion: null,
    headSha: '1111111111111111111111111111111111111111',
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: {},
    createdAt: new Date(T0).toISOString(),
    attempt: 1,
  });
  s.jobs = [job({})];
  s.comments.push({
    id: 77,
    issue: 42,
    body: `${statusMarker}\n<!-- version: 400001 -->\n### Sweep status\n`,
    user: actionsBot,
    createdAt: new Date(T0).toISOString(),
    reactions: [],
  });
  if (runners) s.runners = runners;
  s.nextId = 1000;
  return startFakeGitHub(s);
}

const portOn = (server: FakeGitHub, retries = 0) =>
  createOctokitPort({
    token: 't',
    baseUrl: server.url,
    repo: { owner: server.state.owner, repo: server.state.repo },
    retries,
    throttle: false,
    retryBaseMs: 1,
  });

describe('the port reads the queue (jobs and runners)', () => {
  it('RT-2: a job carries its labels, queue time and runner; runners their status and labels', async () => {
    gh = await fake([runner(1, 'gb200-nv_0', ['cluster:gb200-nv'], 'online')]);
    const port = portOn(gh);
    const [j] = await port.listRunJobs(RUN);
    expect(j).toMatchObject({
      status: 'queued',
      labels: ['cluster:gb300-nv', 'nodes:2'],
      createdAt: '2026-12-01T10:00:00.000Z',
      runnerName: null,
    });
    expect(await port.listRunners()).toEqual([
      { name: 'gb200-nv_0', status: 'online', busy: false, labels: ['self-hosted', 'cluster:gb200-nv'] },
    ]);
  });

  it('RT-2: over all pages of runners', async () => {
    gh = await fake(
      Array.from({ length: 130 }, (_, i) =>
        runner(i + 1, `b200_${i}`, ['b200'], i % 2 ? 'online' : 'offline'),
      ),
    );
    const all = await portOn(gh).listRunners();
    expect(all).toHaveLength(130);
    expect(all.filter((r) => r.status === 'online')).toHaveLength(65);
  });

  it('RT-2: a token that may not read runners gets a GitHubError 403; a 502 is one too, and a retry gets through', async () => {
    gh = await fake();
    const refused = await portOn(gh)
      .listRunners()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GitHubError);
    expect((refused as GitHubError).status).toBe(403);
    expect((refused as GitHubError).message).toBe(
      'list self-hosted runners: 403 Resource not accessible by integration',
    );
    gh.state.runners = [];
    gh.inject({ method: 'GET', path: '/actions/runners', status: 502, message: 'Bad Gateway' });
    const bad = await portOn(gh)
      .listRunners()
      .catch((e: unknown) => e);
    expect((bad as GitHubError).status).toBe(502);
    gh.inject({ method: 'GET', path: '/actions/runs/500/jobs', status: 502, message: 'Bad Gateway' });
    expect(await portOn(gh, 2).listRunJobs(RUN)).toHaveLength(1);
  });
});

interface Watched {
  log: string[];
  annotations: string[];
  error?: string;
}

/**
 * `mode: watch` for run 500 of PR #42, the clock starting `startMin` minutes after the job was queued;
 * `between(look)` changes GitHub's state after each look (the watcher sleeps in between).
 */
async function watch(
  server: FakeGitHub,
  startMin: number,
  between: (look: number) => void,
): Promise<Watched> {
  const out: Watched = { log: [], annotations: [] };
  let now = T0 + startMin * 60_000;
  let looks = 0;
  const inputs = parseInputs(
    (n) =>
      ({
        'github-token': 'ghs_fake',
        mode: 'watch',
        'pr-number': '42',
        'run-id': String(RUN),
      })[n] ?? '',
  );
  // As the config file's `queue-alert-minutes: 30` resolves (the bot login is the default one).
  inputs.action.settings = { ...inputs.action.settings, queueAlertMinutes: 30 };
  expect(inputs.action.settings.botLogin).toBe(actionsBot.login);
  const deps = createDeps(mkdtempSync(join(tmpdir(), 'watch-')), inputs, {
    io: {
      log: (l) => void out.log.push(l),
      warn: (l) => void out.log.push(`warning: ${l}`),
      annotate: (d) => void out.annotations.push(`${d.severity} ${d.rule}: ${d.message}`),
      setOutput: () => {},
      summary: async () => {},
    },
    api: {
      baseUrl: server.url,
      repo: { owner: server.state.owner, repo: server.state.repo },
      retries: 0,
      throttle: false,
      timeoutMs: 500,
      retryBaseMs: 1,
    },
  });
  deps.clock = {
    now: () => now,
    sleep: async (ms) => {
      between(++looks);
      now += ms;
    },
  };
  try {
    await handle(
      {
        eventName: 'workflow_dispatch',
        payload: {},
        runId: RUN,
        runAttempt: 1,
        serverUrl: 'https://github.com',
        defaultBranch: 'main',
        inputs: inputs.action,
      },
      deps,
    );
  } catch (e) {
    out.error = (e as Error).stack;
  }
  return out;
}

const status = (server: FakeGitHub) => server.state.comments.find((c) => c.id === 77)!.body;
const english = (body: string) => body.slice(body.indexOf('<!-- sweep-queue -->'), body.indexOf('<details>'));
/** Every benchmark job ended: two looks later the watcher ends (the collect job waits for it). */
const collectDone = (server: FakeGitHub) => {
  for (const j of server.state.jobs!)
    Object.assign(j, { status: 'completed', conclusion: 'success', completedAt: new Date(T0).toISOString() });
};

describe('mode: watch', () => {
  it('RT-2: a job queued past the alert minutes for a label no online runner carries is named in the status comment, and the block goes when a runner takes it', async () => {
    gh = await fake([
      runner(1, 'gb300-nv_0', ['cluster:gb300-nv', 'nodes:2'], 'offline'),
      runner(2, 'gb200-nv_0', ['cluster:gb200-nv', 'nodes:2'], 'online'),
    ]);
    const server = gh;
    const bodies: string[] = [];
    const w = await watch(server, 31, (look) => {
      bodies.push(status(server));
      if (look === 2)
        Object.assign(server.state.jobs![0]!, { status: 'in_progress', runnerName: 'gb300-nv_0' });
      if (look === 3) collectDone(server);
    });
    expect(w.error).toBeUndefined();
    const en = english(bodies[0]!);
    expect(en).toContain(
      `/ ${ROW}: queued since 2026-12-01 10:00 UTC for \`cluster:gb300-nv\`, \`nodes:2\`; no online runner carries \`cluster:gb300-nv\``,
    );
    expect(en).toContain('have been queued longer than 30 minutes');
    expect(en).toContain('register (or bring online) a self-hosted runner with exactly these labels');
    // The sweep run's version: newer than the control run's status it adds to.
    expect(bodies[0]).toContain('<!-- version: 500001 -->');
    // Unchanged at the next look: not written again.
    expect(bodies[1]).toBe(bodies[0]);
    // Taken by a runner: the block goes, the rest of the comment stays.
    expect(bodies[2]).not.toContain('sweep-queue');
    expect(bodies[2]).toContain('### Sweep status');
    const edits = server.requests.filter((q) => q.method === 'PATCH' && q.path.endsWith('/comments/77'));
    expect(edits).toHaveLength(2);
    expect(w.annotations).toEqual([
      `warning RT-2: ${job({}).name} queued since 2026-12-01T10:00:00.000Z for cluster:gb300-nv, nodes:2: no online runner carries cluster:gb300-nv`,
    ]);
  });

  it('RT-2: not yet past the alert minutes, or a runner online for every label → nothing is written', async () => {
    gh = await fake([runner(1, 'gb300-nv_0', ['cluster:gb300-nv', 'nodes:2'], 'online')]);
    const server = gh;
    await watch(server, 5, (look) => {
      if (look === 1) collectDone(server);
    });
    expect(server.requests.filter((q) => q.method === 'PATCH')).toEqual([]);
    expect(status(server)).not.toContain('sweep-queue');
  });

  it('RT-2: a runner list the token may not read (403) is said as such, the waiting row and its labels named anyway, and not asked again', async () => {
    gh = await fake();
    const server = gh;
    const bodies: string[] = [];
    const w = await watch(server, 40, (look) => {
      bodies.push(status(server));
      if (look === 2) collectDone(server);
    });
    expect(w.error).toBeUndefined();
    const en = english(bodies[0]!);
    expect(en).toContain("The repository's runner list is not readable with this token");
    expect(en).toContain('403 Resource not accessible by integration');
    expect(en).toContain(`/ ${ROW}: queued since 2026-12-01 10:00 UTC for \`cluster:gb300-nv\`, \`nodes:2\``);
    expect(en).toContain('give the action a token that may read self-hosted runners');
    expect(server.requests.filter((q) => q.path.endsWith('/actions/runners'))).toHaveLength(1);
    // Once every job has ended nothing waits any more: the block goes.
    expect(status(server)).not.toContain('sweep-queue');
  });

  it('RT-2: a 502 on the runners or the jobs is retried at the next look, never a crash', async () => {
    gh = await fake([runner(1, 'gb300-nv_0', ['cluster:gb300-nv', 'nodes:2'], 'offline')]);
    const server = gh;
    server.inject({ method: 'GET', path: '/actions/runners', status: 502, message: 'Bad Gateway' });
    const bodies: string[] = [];
    const w = await watch(server, 45, (look) => {
      bodies.push(status(server));
      if (look === 1)
        server.inject({ method: 'GET', path: '/actions/runs/500/jobs', status: 502, message: 'Bad Gateway' });
      if (look === 3) collectDone(server);
    });
    expect(w.error).toBeUndefined();
    // First look: the runners could not be read (said so, with the failure); the row is named.
    expect(english(bodies[0]!)).toContain('list self-hosted runners: 502 Bad Gateway');
    expect(
      w.log.some((l) => l.startsWith('warning: cannot list the runners (trying again at the next look)')),
    ).toBe(true);
    // Second look: the jobs listing failed; the comment stays as it was.
    expect(w.log.some((l) => l.startsWith('warning: cannot list the jobs of run 500'))).toBe(true);
    expect(bodies[1]).toBe(bodies[0]);
    // Third look: both readable; the block now says which label no online runner carries.
    expect(english(bodies[2]!)).toContain('no online runner carries `cluster:gb300-nv`');
    expect(english(bodies[2]!)).not.toContain('not readable');
  });
});
