// Every setting of the repository config file (.github/sweep.yml) changes what the action does, through the
// real action path: the control job's steps (parseInputs → withRepoConfig → the composition root → the
// router) against the HTTP fake on 127.0.0.1, planning the demo repository's git objects. Each test writes
// the file into the checkout and compares with the behaviour without it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResult } from '../../src/action/pipeline.js';
import { statusMarker } from '../../src/report/status.js';
import { createDemoRepo, packageRoot, type DemoRepo } from '../../src/sim/demo-repo.js';
import { actionsBot, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { appendEntry } from '../../src/sim/scenarios.js';
import { FULL, pull, pullPayload, state } from '../github/harness.js';
import { control } from '../github/inproc.js';
import { runActionStep } from '../../src/sim/action-step.js';
import { parseInputs } from '../../src/action/inputs.js';
import { withRepoConfig } from '../../src/action/repo-config.js';

let repo: DemoRepo;
const memo = new Map<string, Promise<PipelineResult>>();
beforeAll(() => {
  repo = createDemoRepo({ root: packageRoot(), edit: (t) => appendEntry(t) });
});
afterAll(() => repo?.cleanup());

let gh: FakeGitHub | undefined;
const configPath = () => join(repo.dir, '.github/sweep.yml');
afterEach(async () => {
  await gh?.close();
  gh = undefined;
  rmSync(configPath(), { force: true });
});

/** Writes the checkout's config file (the control job reads it from its default-branch working tree). */
function configure(text: string | undefined): void {
  rmSync(configPath(), { force: true });
  if (text === undefined) return;
  mkdirSync(join(repo.dir, '.github'), { recursive: true });
  writeFileSync(configPath(), text);
}

const prWith = (labels: string[]) =>
  pull({
    labels,
    head: { sha: repo.headSha, ref: repo.headRef, repo: FULL },
    base: { sha: repo.baseSha, ref: 'main', repo: FULL },
    files: [{ filename: 'perf-changelog.yaml', additions: 9, deletions: 0 }],
  });

let runId = 91000;
/** One control run (planning step, then the dispatch step when asked for) on a PR carrying `labels`. */
async function controlOn(
  labels: string[],
  opts: { action?: string; label?: string; inputs?: Record<string, string> } = {},
) {
  const p = prWith(labels);
  gh = await startFakeGitHub(state(p, { commits: { [p.head.sha]: repo.headMessage } }));
  const run = await control(gh, {
    event: 'pull_request_target',
    payload: pullPayload(opts.action ?? 'synchronize', p, opts.label ? { label: opts.label } : {}),
    runId: runId++,
    repoDir: repo.dir,
    memo,
    ...(opts.inputs ? { inputs: opts.inputs } : {}),
  });
  const sweeps = gh.state.runs.filter((r) => r.workflow === 'sweep.yml');
  const status = gh.state.comments.filter((c) => c.body.includes(statusMarker)).at(-1)?.body ?? '';
  return { run, sweeps, status, gh };
}

const RENAMED = `labels:
  primaries:
    full-sweep-enabled: sweep-all
    full-sweep-fail-fast: sweep-careful
  modifiers:
    all-evals: evals-everywhere
`;

describe('label names from the config file', () => {
  it('LB-1 G-4 a repository that renames full-sweep-enabled to sweep-all sweeps on sweep-all', async () => {
    configure(RENAMED);
    const r = await controlOn(['sweep-all'], { action: 'labeled', label: 'sweep-all' });
    expect(r.run.code, r.run.log).toBe(0);
    expect(r.sweeps).toHaveLength(1);
    expect(r.status).toContain('**Decision:** sweep');
    expect(r.status).toContain('`sweep-all`');
  });

  it('LB-1 G-4 … and full-sweep-enabled no longer sweeps there; the status names the repository’s labels', async () => {
    configure(RENAMED);
    const r = await controlOn(['full-sweep-enabled']);
    expect(r.sweeps).toHaveLength(0);
    expect(r.status).toContain('**Decision:** validate');
    expect(r.status).toContain('`sweep-careful`, `sweep-all`, `non-canary-full-sweep-enabled`');
    expect(r.status).not.toContain('`full-sweep-fail-fast`');
  });

  it('LB-2 a renamed modifier is a modifier: alone it names the renamed primary', async () => {
    configure(RENAMED);
    const r = await controlOn(['evals-everywhere']);
    expect(r.sweeps).toHaveLength(0);
    expect(r.status).toContain('`evals-everywhere`');
    expect(r.status).toContain('(e.g. `sweep-careful`)');
  });

  it('LB-1 without the file the built-in names apply', async () => {
    configure(undefined);
    const r = await controlOn(['full-sweep-enabled'], { action: 'labeled', label: 'full-sweep-enabled' });
    expect(r.sweeps).toHaveLength(1);
    const none = await controlOn(['sweep-all'], { action: 'labeled', label: 'sweep-all' });
    expect(none.sweeps).toHaveLength(0);
  });
});

describe('fail-fast scope, budget and comments from the config file', () => {
  it('FF-1 fail-fast-scope: run in the file makes a fail-fast sweep stop the whole run', async () => {
    configure(undefined);
    const matrix = await controlOn(['full-sweep-fail-fast'], {
      action: 'labeled',
      label: 'full-sweep-fail-fast',
    });
    expect(matrix.sweeps[0]!.inputs['fail-fast']).toBe('matrix');
    configure('fail-fast-scope: run\n');
    const run = await controlOn(['full-sweep-fail-fast'], {
      action: 'labeled',
      label: 'full-sweep-fail-fast',
    });
    expect(run.sweeps[0]!.inputs['fail-fast']).toBe('run');
    // The action input wins over the file.
    const input = await controlOn(['full-sweep-fail-fast'], {
      action: 'labeled',
      label: 'full-sweep-fail-fast',
      inputs: { 'fail-fast-scope': 'matrix' },
    });
    expect(input.sweeps[0]!.inputs['fail-fast']).toBe('matrix');
  });

  it('budget-gpu-hours in the file holds a plan above it for /sweep --confirm; the input wins', async () => {
    configure('budget-gpu-hours: 1\n');
    const held = await controlOn(['full-sweep-enabled'], { action: 'labeled', label: 'full-sweep-enabled' });
    expect(held.sweeps).toHaveLength(0);
    expect(held.status).toContain('/sweep --confirm');
    const input = await controlOn(['full-sweep-enabled'], {
      action: 'labeled',
      label: 'full-sweep-enabled',
      inputs: { 'budget-gpu-hours': '1000000' },
    });
    expect(input.sweeps).toHaveLength(1);
  });

  it('BC-1 comments.guidance: false in the file posts no guidance comment; the input wins over it', async () => {
    configure('comments:\n  guidance: false\n');
    const quiet = await controlOn([], { action: 'opened' });
    expect(quiet.gh.state.comments.some((c) => /PR_REVIEW_CHECKLIST/.test(c.body))).toBe(false);
    const loud = await controlOn([], { action: 'opened', inputs: { 'guidance-comment': 'true' } });
    expect(loud.gh.state.comments.some((c) => /PR_REVIEW_CHECKLIST/.test(c.body))).toBe(true);
  });
});

describe('bot login from the config file', () => {
  it('CM-2 the status comment is edited only when its author is the configured bot login', async () => {
    // The fake authors the action's comments as github-actions[bot]; a repository whose bot is another
    // login never edits them, and writes its own comment instead.
    configure(undefined);
    const own = await controlOn(['full-sweep-enabled'], { action: 'labeled', label: 'full-sweep-enabled' });
    const first = own.gh.state.comments.filter((c) => c.body.includes(statusMarker));
    expect(first).toHaveLength(1);
    expect(first[0]!.user.login).toBe(actionsBot.login);

    configure('bot-login: sweep-bot\n');
    const p = prWith(['full-sweep-enabled']);
    gh = await startFakeGitHub(state(p, { commits: { [p.head.sha]: repo.headMessage } }));
    gh.state.comments.push({
      id: 5,
      issue: p.number,
      body: `${statusMarker}\nold`,
      user: actionsBot,
      createdAt: '2026-01-01T00:00:00Z',
      reactions: [],
    });
    await control(gh, {
      event: 'pull_request_target',
      payload: pullPayload('synchronize', p),
      runId: runId++,
      repoDir: repo.dir,
      memo,
    });
    const mine = gh.state.comments.filter((c) => c.body.includes(statusMarker));
    expect(mine.find((c) => c.id === 5)!.body).toBe(`${statusMarker}\nold`);
    expect(mine.length).toBe(2);
  });
});

describe('links comment from the config file', () => {
  /** The sweep's links job: the action in `mode: report` for PR 42 and run `run`. */
  async function reportLinks(g: FakeGitHub, run: number) {
    const r = await runActionStep(
      { gh: g, repoDir: repo.dir },
      {
        workspace: mkdtempSync(join(tmpdir(), 'sweep-links-')),
        eventName: 'workflow_dispatch',
        payload: { inputs: {} },
        runId: run,
        runAttempt: 1,
        with: { mode: 'report', 'pr-number': '42', 'run-id': String(run), 'evals-ran': 'true' },
      },
    );
    expect(r.error).toBeUndefined();
    return g.state.comments.filter((c) => c.issue === 42);
  }

  it('BC-3 CM-1 the dashboard base URL and paths make the links; the marker finds the comment again', async () => {
    configure(`dashboard:
  base-url: https://dash.example.org/
  performance-path: /perf
  accuracy-path: /acc
links-marker: <!-- bench-links -->
`);
    gh = await startFakeGitHub(state(prWith([])));
    const first = await reportLinks(gh, 700);
    expect(first).toHaveLength(1);
    expect(first[0]!.body.startsWith('<!-- bench-links -->\n')).toBe(true);
    expect(first[0]!.body).toContain('https://dash.example.org/perf?unofficialRun=700');
    expect(first[0]!.body).toContain('https://dash.example.org/acc?unofficialRun=700');
    expect(first[0]!.body).not.toContain('inferencex.semianalysis.com');
    expect(first[0]!.body).not.toContain('<!-- inferencex-unofficial-run-visualizer -->');
    // A newer run edits the same comment: it is found by the configured marker.
    const second = await reportLinks(gh, 701);
    expect(second).toHaveLength(1);
    expect(second[0]!.body).toContain('https://dash.example.org/perf?unofficialRun=701');
  });

  it('BC-3 without the file: the default dashboard and marker; the base-url input wins over the file', async () => {
    configure('dashboard:\n  base-url: https://dash.example.org\n');
    gh = await startFakeGitHub(state(prWith([])));
    const r = await runActionStep(
      { gh, repoDir: repo.dir },
      {
        workspace: mkdtempSync(join(tmpdir(), 'sweep-links-')),
        eventName: 'workflow_dispatch',
        payload: { inputs: {} },
        runId: 800,
        runAttempt: 1,
        with: {
          mode: 'report',
          'pr-number': '42',
          'run-id': '800',
          'base-url': 'https://staging.example.net',
        },
      },
    );
    expect(r.error).toBeUndefined();
    expect(gh.state.comments[0]!.body).toContain('https://staging.example.net/inference?unofficialRun=800');
    await gh.close();
    configure(undefined);
    gh = await startFakeGitHub(state(prWith([])));
    const plain = await reportLinks(gh, 801);
    expect(plain[0]!.body).toContain('<!-- inferencex-unofficial-run-visualizer -->');
    expect(plain[0]!.body).toContain('https://inferencex.semianalysis.com/inference?unofficialRun=801');
  });
});

describe('a config file with errors', () => {
  it('fails the step with file:line:col and writes nothing', async () => {
    configure('labels:\n  primaries:\n    full-sweep-enabled: "has space"\n');
    const r = await controlOn(['full-sweep-enabled'], { action: 'labeled', label: 'full-sweep-enabled' });
    expect(r.run.code).toBe(1);
    expect(r.run.log).toMatch(/\.github\/sweep\.yml:3:25/);
    expect(r.gh.state.comments).toHaveLength(0);
    expect(r.sweeps).toHaveLength(0);
  });
});

describe('the step reads the file once into its settings', () => {
  it('RT-2 queue-alert-minutes and the scheduler flags of the file are the ones the watcher and the routing read', () => {
    configure('queue-alert-minutes: 15\nscheduler:\n  node-slots: true\n');
    const inputs = withRepoConfig(
      parseInputs((n) => (n === 'github-token' ? 'ghs_x' : '')),
      repo.dir,
    );
    expect(inputs.action.settings.queueAlertMinutes).toBe(15);
    expect(inputs.action.settings.scheduler).toEqual({ nodeSlots: true });
    configure(undefined);
    const plain = withRepoConfig(
      parseInputs((n) => (n === 'github-token' ? 'ghs_x' : '')),
      repo.dir,
    );
    expect(plain.action.settings.queueAlertMinutes).toBe(60);
    expect(plain.action.settings.scheduler).toEqual({});
  });
});
