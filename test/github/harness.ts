// Runs the BUNDLED action like a runner does: a child process with an event payload file, GITHUB_* and
// INPUT_<NAME> variables (hyphens kept), against the fake GitHub server. Payloads start from GitHub's
// real webhook examples and are re-pointed at the fake repository.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error -- plain ESM build script without types
import { bundles, yamlFile, zodFile } from '../../scripts/build-options.mjs';
import { repoRoot } from '../support/reference.js';
import { consumerRoot } from '../../src/sim/consumer.js';
import { emptyState, type FakeGitHub, type FakePull, type FakeState } from '../../src/sim/fake-github.js';
import { jobSteps, runSteps, stepKind, type StepDone } from '../../src/sim/harness/steps.js';

export const OWNER = 'SemiAnalysisAI';
export const REPO = 'InferenceX';
export const FULL = `${OWNER}/${REPO}`;
export const HEAD = '1111111111111111111111111111111111111111';
export const BASE = '2222222222222222222222222222222222222222';
export const MERGE = '3333333333333333333333333333333333333333';

/** Bundles src/index.ts with the product's build options into a temp dir (never dist/). */
export async function bundleAction(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-action-'));
  const outfile = join(dir, 'index.mjs');
  const action = (bundles as { name: string; options: Record<string, unknown> }[]).find(
    (b) => b.name === 'action',
  )!;
  await build({
    ...action.options,
    entryPoints: [join(repoRoot, 'src/index.ts')],
    outfile,
    logLevel: 'error',
  });
  await build({ ...yamlFile(dir), logLevel: 'error' });
  await build({ ...zodFile(dir), logLevel: 'error' });
  return outfile;
}

type Examples = { name: string; examples: Record<string, any>[] }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
const require = createRequire(import.meta.url);
const examples: Examples = JSON.parse(
  readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8'),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook payloads are read defensively
function example(event: string, action?: string): Record<string, any> {
  const ex = examples
    .find((e) => e.name === event)
    ?.examples.find((x) => action === undefined || x.action === action);
  if (!ex) throw new Error(`no webhook example for ${event}.${action}`);
  const copy = structuredClone(ex);
  copy.repository = {
    ...copy.repository,
    full_name: FULL,
    name: REPO,
    owner: { ...copy.repository.owner, login: OWNER },
    default_branch: 'main',
  };
  return copy;
}

export function pull(over: Partial<FakePull> = {}): FakePull {
  return {
    number: 42,
    state: 'open',
    merged: false,
    draft: false,
    user: { login: 'author', type: 'User' },
    head: { sha: HEAD, ref: 'feature', repo: FULL },
    base: { sha: BASE, ref: 'main', repo: FULL },
    mergeSha: MERGE,
    mergeable: true,
    labels: [],
    ...over,
  };
}

export function state(p: FakePull, over: Partial<FakeState> = {}): FakeState {
  return emptyState({
    owner: OWNER,
    repo: REPO,
    pulls: [p],
    commits: { [p.head.sha]: 'Add dsr1 changelog entry' },
    permissions: {
      maintainer: { permission: 'write', role_name: 'write' },
      admin: { permission: 'admin', role_name: 'admin' },
      reader: { permission: 'read', role_name: 'read' },
      triager: { permission: 'read', role_name: 'triage' },
    },
    ...over,
  });
}

/** A pull_request(_target) payload from the real example for `action`, describing `p` as the event saw it. */
export function pullPayload(
  action: string,
  p: FakePull,
  extra: { label?: string; sender?: string; headSha?: string } = {},
) {
  const e = example(
    'pull_request',
    action === 'synchronize' ||
      action === 'ready_for_review' ||
      action === 'closed' ||
      action === 'opened' ||
      action === 'labeled' ||
      action === 'unlabeled'
      ? action
      : 'opened',
  );
  e.action = action;
  e.number = p.number;
  e.pull_request = {
    ...e.pull_request,
    number: p.number,
    state: p.state,
    draft: p.draft,
    merged: p.merged,
    labels: p.labels.map((name, i) => ({ id: i + 1, name })),
    head: {
      ...e.pull_request.head,
      sha: extra.headSha ?? p.head.sha,
      ref: p.head.ref,
      repo: { ...e.pull_request.head.repo, full_name: p.head.repo },
    },
    base: {
      ...e.pull_request.base,
      sha: p.base.sha,
      ref: 'main',
      repo: { ...e.pull_request.base.repo, full_name: FULL },
    },
  };
  if (extra.label !== undefined)
    e.label = { ...(e.label ?? { id: 1, color: 'fff', default: false }), name: extra.label };
  e.sender = { ...e.sender, login: extra.sender ?? 'author' };
  return e;
}

export function commentPayload(p: FakePull, body: string, user: string, commentId: number) {
  const e = example('issue_comment', 'created');
  e.issue = {
    ...e.issue,
    number: p.number,
    pull_request: { url: `https://api.github.com/repos/${FULL}/pulls/${p.number}` },
  };
  e.comment = { ...e.comment, id: commentId, body, user: { ...e.comment.user, login: user, type: 'User' } };
  e.sender = { ...e.sender, login: user };
  return e;
}

export function dispatchPayload(inputs: Record<string, string>) {
  const e = example('workflow_dispatch');
  e.inputs = inputs;
  e.ref = 'refs/heads/main';
  return e;
}

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export function runAction(
  bundle: string,
  opts: {
    apiUrl: string;
    event: string;
    payload: unknown;
    inputs?: Record<string, string>;
    runId?: number;
    workspace?: string;
  },
): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-runner-'));
  const eventPath = join(dir, 'event.json');
  const output = join(dir, 'output');
  const summary = join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(opts.payload));
  for (const f of [output, summary]) writeFileSync(f, '');
  const inputs: Record<string, string> = { 'github-token': 'ghs_fake', ...opts.inputs };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: opts.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: FULL,
    GITHUB_RUN_ID: String(opts.runId ?? 5000),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKSPACE: opts.workspace ?? dir,
    RUNNER_TEMP: dir,
    // Short deadlines and backoff, so hangs and retries cost milliseconds.
    SWEEP_API_TIMEOUT_MS: '2000',
    SWEEP_API_BACKOFF_MS: '20',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [bundle], { env, cwd: dir, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({
        code: err ? ((err as { code?: number }).code ?? 1) : 0,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(output, 'utf8')),
        summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '',
      });
    });
  });
}

/** GITHUB_OUTPUT uses `name<<delimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]!.match(/^([^<]+)<<(.+)$/);
    if (!m) continue;
    const body: string[] = [];
    while (++i < lines.length && lines[i] !== m[2]) body.push(lines[i]!);
    out[m[1]!] = body.join('\n');
  }
  return out;
}

/** A plan report file for the `plan-file` input: the gate passed, a small plan with a canary. */
export function planFile(dir: string, over: Record<string, unknown> = {}): string {
  const file = join(dir, 'plan-report.json');
  writeFileSync(
    file,
    JSON.stringify({
      gate: { outcome: 'pass', diagnostics: [] },
      plan: {
        key: 'ab'.repeat(32),
        buckets: [
          { name: 'single_node.1k1k', rows: 12, shards: 1 },
          { name: 'evals', rows: 2, shards: 1 },
        ],
        canary: { bucket: 'single_node.1k1k', name: 'dsr1_1k1k', runner: 'b200', conc: 4 },
        clusters: [{ cluster: 'b200', gpus: 112, nodes: 14 }],
      },
      lint: [],
      ...over,
    }),
  );
  return file;
}

export interface ControlRun extends ActionRun {
  /** The control job's steps as run (or skipped), in the order of sweep-control.yml. */
  steps: StepDone[];
  workspace: string;
}

/**
 * Runs the control job of OUR `.github/workflows/sweep-control.yml` as a runner does: its steps in order,
 * each `if:` and `with:` evaluated against earlier step outputs; `uses: ./` runs the bundled action (with
 * `extra` inputs such as `plan-file` added), `actions/upload-artifact` stores the file as an artifact of
 * the run on the fake GitHub, the checkout is the workspace itself.
 */
export async function runControl(
  bundle: string,
  opts: {
    gh: FakeGitHub;
    event: string;
    payload: Record<string, unknown>;
    inputs?: Record<string, string>;
    runId?: number;
    workspace?: string;
  },
): Promise<ControlRun> {
  const workspace = opts.workspace ?? mkdtempSync(join(tmpdir(), 'sweep-ws-'));
  const runId = opts.runId ?? 5000;
  const merged: ControlRun = {
    code: 0,
    stdout: '',
    stderr: '',
    outputs: {},
    summary: '',
    steps: [],
    workspace,
  };
  const { done } = await runSteps(
    jobSteps(consumerRoot(), '.github/workflows/sweep-control.yml', 'control'),
    {
      github: { event_name: opts.event, event: opts.payload, token: '***', run_id: String(runId) },
      inputs: (opts.payload['inputs'] ?? {}) as Record<string, unknown>,
      secrets: {},
    },
    async (step, w) => {
      const kind = stepKind(step);
      if (kind === 'checkout') return { outcome: 'success' };
      if (kind === 'upload') {
        const path = resolve(workspace, w['path'] ?? '');
        if (!w['path'] || !existsSync(path)) return { outcome: 'failure' };
        (opts.gh.state.artifacts ??= []).push({
          id: opts.gh.state.nextId++,
          runId,
          name: w['name'] ?? '',
          files: { [basename(path)]: readFileSync(path, 'utf8') },
          createdAt: new Date().toISOString(),
        });
        return { outcome: 'success' };
      }
      if (kind !== 'action') throw new Error(`cannot run step ${step.name ?? step.uses ?? step.run}`);
      const withInputs = Object.fromEntries(Object.entries(w).filter(([k]) => k !== 'github-token'));
      const r = await runAction(bundle, {
        apiUrl: opts.gh.url,
        event: opts.event,
        payload: opts.payload,
        inputs: { ...withInputs, ...opts.inputs },
        runId,
        workspace,
      });
      merged.code ||= r.code;
      merged.stdout += r.stdout;
      merged.stderr += r.stderr;
      merged.summary += r.summary;
      Object.assign(merged.outputs, r.outputs);
      return { outcome: r.code === 0 ? 'success' : 'failure', outputs: r.outputs };
    },
  );
  merged.steps = done;
  return merged;
}
