// One benchmark job of the simulated sweep, executed for real: the steps of the product's benchmark
// template run in order with their `if:` conditions, shell steps through bash with the job's environment
// ($GITHUB_ENV carried from step to step), the checkouts from the simulated repository's git objects and
// the tooling (this package), the plan artifact downloaded, and the uploads collected as artifacts with
// the names and files the workflow gives them. Docker and Slurm are stand-ins that only log what they
// were asked (the cleanup steps never touch the machine's containers or jobs).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { PLAN_FILE } from '../dispatch/files.js';
import { BENCHMARK_SECRET_NAMES } from '../dispatch/launcher-profile.js';
import type { JobRun } from './harness/simulate.js';
import { interpolate, jobSteps, runSteps, stepKind, type StepSpec } from './harness/steps.js';
import { parseGithubEnv } from './github-env.js';
import { collectUpload } from './upload.js';

export interface BenchJobInput {
  /** The benchmark job as the workflow harness called it (its template and inputs). */
  job: JobRun;
  /** Where the product's workflows and dist/ are (the tooling checkout). */
  productRoot: string;
  /** The simulated repository (a git repository holding the approved revision). */
  repoDir: string;
  /** The physical runner that took the job, e.g. `gb200-nv_01`. */
  runner: string;
  runId: number;
  attempt: number;
  /** The plan artifact's plan.json. */
  planText: string;
  /** The job is meant to fail: the stand-in launch command exits non-zero (STANDIN_FAIL=1). */
  fail?: boolean;
}

export interface ExecutedStep {
  name: string;
  status: 'success' | 'failure' | 'skipped';
  /** The step's output (shell steps), last lines. */
  log: string;
}

export interface BenchJobResult {
  outcome: 'success' | 'failure';
  steps: ExecutedStep[];
  artifacts: { name: string; files: Record<string, string> }[];
  /** What the cleanup steps asked of Docker and Slurm. */
  resources: string[];
  /** RESULT_FILENAME as the row step wrote it to $GITHUB_ENV (undefined when it never ran). */
  resultFilename?: string;
}

/** Docker and Slurm commands that only record their arguments. */
const SHIMS = ['docker', 'squeue', 'scancel'];

function shimDir(temp: string): string {
  const bin = join(temp, 'sim-bin');
  mkdirSync(bin, { recursive: true });
  for (const c of SHIMS)
    writeFileSync(join(bin, c), `#!/bin/sh\necho "${c} $*" >> "$SIM_RESOURCES_LOG"\n`, { mode: 0o755 });
  return bin;
}

export async function executeBenchmarkJob(i: BenchJobInput): Promise<BenchJobResult> {
  const root = mkdtempSync(join(tmpdir(), 'sweep-bench-'));
  try {
    return await execute(i, root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function execute(i: BenchJobInput, root: string): Promise<BenchJobResult> {
  const ws = join(root, 'work');
  const temp = join(root, 'temp');
  mkdirSync(ws, { recursive: true });
  mkdirSync(temp, { recursive: true });
  const files = {
    env: join(temp, '_env'),
    output: join(temp, '_output'),
    summary: join(temp, '_summary'),
    resources: join(temp, '_resources'),
  };
  writeFileSync(files.resources, '');
  const base: Record<string, string> = {
    PATH: `${shimDir(temp)}:${dirname(process.execPath)}:${process.env['PATH'] ?? '/usr/bin:/bin'}`,
    HOME: process.env['HOME'] ?? temp,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ws,
    GITHUB_RUN_ID: String(i.runId),
    GITHUB_RUN_ATTEMPT: String(i.attempt),
    RUNNER_NAME: i.runner,
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: temp,
    SIM_RESOURCES_LOG: files.resources,
    ...(i.fail ? { STANDIN_FAIL: '1' } : {}),
  };
  const contexts: Record<string, unknown> = {
    github: {
      run_id: String(i.runId),
      run_attempt: String(i.attempt),
      token: '***',
      workspace: ws,
      repository: 'owner/bench',
    },
    inputs: i.job.inputs,
    runner: { name: i.runner, temp, os: 'Linux' },
    secrets: Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, '***'])),
    env: {},
    vars: {},
    job: {},
    matrix: {},
  };
  const job: JobState = { env: {}, artifacts: [] };
  const executed: ExecutedStep[] = [];
  const steps = jobSteps(i.productRoot, i.job.workflow, i.job.jobId);
  const { done, outcome } = await runSteps(steps, contexts, async (spec, w) => {
    let r: { ok: boolean; log: string; outputs?: Record<string, string> };
    try {
      r = perform(i, spec, w, { ws, temp, files, base, contexts, job, n: executed.length });
    } catch (e) {
      // The simulator could not do what the step asks: the step fails, saying why.
      r = { ok: false, log: (e as Error).message };
    }
    executed.push({ name: stepName(spec), status: r.ok ? 'success' : 'failure', log: lastLines(r.log) });
    return { outcome: r.ok ? 'success' : 'failure', ...(r.outputs ? { outputs: r.outputs } : {}) };
  });
  // Skipped steps in place, so the list reads as the job's log does.
  let k = 0;
  const logged = done.map((d): ExecutedStep =>
    d.status === 'skipped' ? { name: stepName(d.step), status: 'skipped', log: '' } : executed[k++]!,
  );
  const resources = readFileSync(files.resources, 'utf8').split('\n').filter(Boolean);
  const rf = job.env['RESULT_FILENAME'];
  return {
    outcome,
    steps: logged,
    artifacts: job.artifacts,
    resources,
    ...(rf ? { resultFilename: rf } : {}),
  };
}

/** What the job's steps share: the environment ($GITHUB_ENV so far) and the artifacts uploaded. */
interface JobState {
  env: Record<string, string>;
  artifacts: BenchJobResult['artifacts'];
}

interface Place {
  ws: string;
  temp: string;
  files: { env: string; output: string; summary: string };
  base: Record<string, string>;
  contexts: Record<string, unknown>;
  job: JobState;
  /** Steps performed before this one. */
  n: number;
}

/** One step: a checkout, the plan download, an upload, or a shell step through bash. */
function perform(
  i: BenchJobInput,
  spec: StepSpec,
  w: Record<string, string>,
  p: Place,
): { ok: boolean; log: string; outputs?: Record<string, string> } {
  const kind = stepKind(spec);
  // The fail-fast stop before the launcher: the simulator ran it with the action's own code when the job
  // started (a job it stopped is never executed), so here it lets the launcher run.
  if (kind === 'action' && w['mode'] === 'before-launch')
    return { ok: true, log: '', outputs: { launch: 'true' } };
  if (kind === 'checkout') {
    checkout(i, p.ws, w);
    return { ok: true, log: '' };
  }
  if (spec.uses?.startsWith('actions/download-artifact@')) {
    const dir = resolve(p.ws, w['path'] ?? '.');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, PLAN_FILE), i.planText);
    return { ok: true, log: '' };
  }
  if (kind === 'upload') {
    const files = collectUpload(p.ws, w['path'] ?? '');
    if (Object.keys(files).length) p.job.artifacts.push({ name: w['name'] ?? 'artifact', files });
    else if ((w['if-no-files-found'] ?? 'warn') === 'error')
      return {
        ok: false,
        log: `No files were found with the provided path: ${w['path']}. No artifacts will be uploaded.`,
      };
    return { ok: true, log: '' };
  }
  if (kind !== 'run') throw new Error(`${i.job.workflow}: the simulator cannot run step ${stepName(spec)}`);
  writeFileSync(p.files.env, '');
  const ctx = { ...p.contexts, env: p.job.env };
  const stepEnv = Object.fromEntries(
    Object.entries(spec.env ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]),
  );
  const script = join(p.temp, `step-${p.n}.sh`);
  writeFileSync(script, interpolate(spec.run!, ctx));
  const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
    cwd: spec.workingDirectory ? resolve(p.ws, interpolate(spec.workingDirectory, ctx)) : p.ws,
    env: {
      ...p.base,
      GITHUB_ENV: p.files.env,
      GITHUB_OUTPUT: p.files.output,
      GITHUB_STEP_SUMMARY: p.files.summary,
      ...p.job.env,
      ...stepEnv,
    },
    encoding: 'utf8',
  });
  p.job.env = { ...p.job.env, ...parseGithubEnv(readFileSync(p.files.env, 'utf8')) };
  // Later steps' `if:` and `with:` read the new values through the env context.
  p.contexts['env'] = { ...p.job.env };
  return { ok: r.status === 0, log: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

const stepName = (s: StepSpec) => s.name ?? s.uses ?? 'step';
const lastLines = (text: string, n = 30) => text.trimEnd().split('\n').slice(-n).join('\n');

/**
 * `actions/checkout`: the tooling (another repository) is this package; the benchmark revision is the
 * simulated repository at the given ref, exported from its git objects (a clean tree, as `clean: true`).
 */
function checkout(i: BenchJobInput, ws: string, w: Record<string, string>): void {
  const dest = resolve(ws, w['path'] ?? '.');
  if (relative(ws, dest).startsWith('..') || isAbsolute(relative(ws, dest)))
    throw new Error(`checkout path ${w['path']} is outside the workspace`);
  if (w['repository']) {
    mkdirSync(dirname(dest), { recursive: true });
    symlinkSync(i.productRoot, dest, 'dir');
    return;
  }
  if (existsSync(dest))
    for (const e of readdirSync(dest)) rmSync(join(dest, e), { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const r = spawnSync(
    'bash',
    ['-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', '_', i.repoDir, w['ref'] ?? 'HEAD', dest],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`checkout of ${w['ref']}: ${r.stderr}`);
}
