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
  let jobEnv: Record<string, string> = {};
  const executed: ExecutedStep[] = [];
  const artifacts: BenchJobResult['artifacts'] = [];
  const steps = jobSteps(i.productRoot, i.job.workflow, i.job.jobId);
  const { done, outcome } = await runSteps(steps, contexts, async (spec, w) => {
    const name = spec.name ?? spec.uses ?? 'step';
    const kind = stepKind(spec);
    let ok = true;
    let log = '';
    if (kind === 'checkout') checkout(i, ws, w);
    else if (spec.uses?.startsWith('actions/download-artifact@')) {
      const dir = resolve(ws, w['path'] ?? '.');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, PLAN_FILE), i.planText);
    } else if (kind === 'upload') {
      const u = collectUpload(ws, w['path'] ?? '');
      const missing = w['if-no-files-found'] ?? 'warn';
      if (Object.keys(u).length) artifacts.push({ name: w['name'] ?? 'artifact', files: u });
      else if (missing === 'error') {
        ok = false;
        log = `No files were found with the provided path: ${w['path']}. No artifacts will be uploaded.`;
      }
    } else if (kind === 'run') {
      writeFileSync(files.env, '');
      const ctx = { ...contexts, env: jobEnv };
      const stepEnv = Object.fromEntries(
        Object.entries(spec.env ?? {}).map(([k, v]) => [k, interpolate(v, ctx)]),
      );
      const script = join(temp, `step-${executed.length}.sh`);
      writeFileSync(script, interpolate(spec.run!, ctx));
      const cwd = spec.workingDirectory ? resolve(ws, interpolate(spec.workingDirectory, ctx)) : ws;
      const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
        cwd,
        env: {
          ...base,
          GITHUB_ENV: files.env,
          GITHUB_OUTPUT: files.output,
          GITHUB_STEP_SUMMARY: files.summary,
          ...jobEnv,
          ...stepEnv,
        },
        encoding: 'utf8',
      });
      ok = r.status === 0;
      log = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`;
      jobEnv = { ...jobEnv, ...parseGithubEnv(readFileSync(files.env, 'utf8')) };
      // Later steps' `if:` and `with:` read the new values through the env context.
      contexts['env'] = { ...jobEnv };
    } else throw new Error(`${i.job.workflow}: the simulator cannot run step ${name}`);
    executed.push({ name, status: ok ? 'success' : 'failure', log: lastLines(log) });
    return { outcome: ok ? 'success' : 'failure' };
  });
  // Skipped steps, in place, so the list reads as the job's log does.
  const steps2: ExecutedStep[] = [];
  let k = 0;
  for (const d of done)
    steps2.push(
      d.status === 'skipped' ? { name: stepName(d.step), status: 'skipped', log: '' } : executed[k++]!,
    );
  const resources = readFileSync(files.resources, 'utf8').split('\n').filter(Boolean);
  const rf = jobEnv['RESULT_FILENAME'];
  return { outcome, steps: steps2, artifacts, resources, ...(rf ? { resultFilename: rf } : {}) };
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
