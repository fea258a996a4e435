// The action's inputs are parsed once (src/action/inputs.ts) for both callers: the bundled action reads
// them from INPUT_* as a runner sets them, the simulator from a step's evaluated `with:`. The same bad
// value is refused the same way by both, before any GitHub call.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';
import { resolveRepoConfig } from '../../src/repo-config/config.js';
import { runActionStep } from '../../src/sim/action-step.js';
import { startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { repoRoot } from '../support/reference.js';
import { bundleAction, pull, pullPayload, runAction, state } from './harness.js';

const declared = (
  parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  }
).inputs;
/** The inputs as a runner fills them when a step sets none: action.yml's defaults. */
const runnerDefaults = (name: string) =>
  name === 'github-token' ? 'ghs_x' : (declared[name]?.default ?? '');

describe('parseInputs', () => {
  it('an empty input means what action.yml declares as its default', () => {
    const fromEmpty = parseInputs((n) => (n === 'github-token' ? 'ghs_x' : ''));
    expect(parseInputs(runnerDefaults)).toEqual(fromEmpty);
    // Settings the config file may hold are empty in action.yml: unset, the file's (then the default) apply.
    for (const k of ['base-url', 'bot-login', 'fail-fast-scope', 'status-comment', 'guidance-comment'])
      expect(declared[k]!.default, k).toBe('');
    for (const k of ['protected-path-notice', 'protected-paths', 'budget-gpu-hours'])
      expect(declared[k]!.default, k).toBe('');
    expect(fromEmpty.overrides).toEqual({});
    expect(fromEmpty.action).toEqual({
      mode: 'auto',
      strict: false,
      sweepWorkflow: declared['sweep-workflow']!.default,
      evalsRan: false,
      dashboardRepo: declared['dashboard-repository']!.default,
      stagingSite: '',
      settings: resolveRepoConfig(undefined),
    });
    expect(fromEmpty.files).toMatchObject({
      planDir: declared['plan-dir']!.default,
      dispatchFile: declared['dispatch-file']!.default,
    });
  });

  it('reads every input action.yml declares, and no other', () => {
    const asked = new Set<string>();
    parseInputs((n) => (asked.add(n), n === 'github-token' ? 'ghs_x' : ''));
    expect([...asked].sort()).toEqual(Object.keys(declared).sort());
  });

  it.each([
    ['fail-fast-scope', 'runn', "input fail-fast-scope must be matrix or run (got 'runn')"],
    ['mode', 'plan', "input mode must be auto, dispatch, report, publish, watch or publish-results (got 'plan')"],
    ['strict', 'yes', "input strict must be true or false (got 'yes')"],
    ['pr-number', '-3', "input pr-number must be a positive integer (got '-3')"],
    ['github-token', '', 'Input required and not supplied: github-token'],
  ])('%s: %s is refused by name', (name, value, message) => {
    expect(() => parseInputs((n) => (n === name ? value : runnerDefaults(n)))).toThrow(message);
  });

  it('fail-fast-scope run is carried; matrix is the default', () => {
    const scope = (v: string) =>
      parseInputs((n) => (n === 'fail-fast-scope' ? v : runnerDefaults(n))).action.settings.failFastScope;
    expect(scope('run')).toBe('run');
    expect(scope('matrix')).toBe('matrix');
    expect(scope('')).toBe('matrix');
  });
});

describe('a mistyped fail-fast-scope, in the action and in the simulator', () => {
  const MESSAGE = "input fail-fast-scope must be matrix or run (got 'runn')";
  let bundle = '';
  let gh: FakeGitHub;
  const p = pull({ labels: ['full-sweep-enabled'] });
  beforeAll(async () => {
    bundle = await bundleAction();
    gh = await startFakeGitHub(state(p));
  });
  afterAll(() => gh.close());

  it('FF-1 is refused the same way by both, before any GitHub call', async () => {
    const payload = pullPayload('labeled', p, { label: 'full-sweep-enabled' });
    const action = await runAction(bundle, {
      apiUrl: gh.url,
      event: 'pull_request_target',
      payload,
      inputs: { 'fail-fast-scope': 'runn' },
    });
    const sim = await runActionStep(
      { gh, repoDir: mkdtempSync(join(tmpdir(), 'sweep-repo-')) },
      {
        workspace: mkdtempSync(join(tmpdir(), 'sweep-ws-')),
        eventName: 'pull_request_target',
        payload,
        runId: 5001,
        runAttempt: 1,
        with: { 'fail-fast-scope': 'runn' },
      },
    );
    expect(action.code).toBe(1);
    expect(action.stdout).toContain(`::error::${MESSAGE}`);
    expect(sim.result).toBeUndefined();
    expect(sim.error?.split('\n')[0]).toBe(`Error: ${MESSAGE}`);
    expect(gh.requests).toEqual([]);
  });
});

describe('comment and budget inputs', () => {
  const withInputs = (over: Record<string, string>) =>
    parseInputs((n) => (n === 'github-token' ? 'ghs_x' : (over[n] ?? ''))).action;

  it('switch the comments off, watch other paths, ask for the status always, set a budget', () => {
    expect(
      withInputs({
        'guidance-comment': 'false',
        'protected-path-notice': 'false',
        'protected-paths': 'tools/ infx/',
        'status-comment': 'always',
        'budget-gpu-hours': '500',
      }),
    ).toMatchObject({
      settings: {
        comments: {
          status: 'always',
          guidance: false,
          protectedNotice: false,
          protectedPaths: ['tools/', 'infx/'],
        },
        budgetGpuHours: 500,
      },
    });
  });

  it.each([
    ['budget-gpu-hours', '-3', "input budget-gpu-hours must be a positive number (got '-3')"],
    ['status-comment', 'never', "input status-comment must be auto or always (got 'never')"],
    ['guidance-comment', 'yes', "input guidance-comment must be true or false (got 'yes')"],
  ])('a bad %s fails by name', (name, value, message) => {
    expect(() => withInputs({ [name]: value })).toThrow(message);
  });
});
