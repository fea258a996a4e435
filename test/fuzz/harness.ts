// Runs the CLI on a fuzz case: the input files are written to a scratch repository and `sweep plan` /
// `sweep lint` run in-process through the real entry (`main`), or as the built CLI in a child process.
// A crash is exit 70 (the CLI's internal error), any other unexpected exit status, a stack trace or an
// error name in the output, an exception out of `main`, or — for a child — a signal or a timeout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import { repoRoot } from '../support/reference.js';

import type { Files } from './cases.js';

export interface RunResult {
  command: string;
  code: number | null;
  /** Wall time and CPU time (user + system) of the run, in ms. */
  wallMs: number;
  cpuMs: number;
  crash?: string;
  output: string;
}

const STACK =
  /\n\s+at \S.*:\d+:\d+\)?$|\b(?:TypeError|RangeError|ReferenceError|SyntaxError|Maximum call stack)\b/m;

export const PLAN_ARGS = (format: string) => [
  'plan',
  '--base-file',
  'base.yaml',
  '--head-file',
  'perf-changelog.yaml',
  '--changelog',
  'perf-changelog.yaml',
  '--format',
  format,
  '--pr-number',
  '7',
];
export const LINT_ARGS = ['lint', '--root', '.'];

export function writeRepo(dir: string, files: Files): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
}

function classify(code: number | null, output: string, extra?: string): string | undefined {
  if (extra) return extra;
  if (code === 70) return 'exit 70 (internal error)';
  if (code !== 0 && code !== 1) return `exit ${String(code)}`;
  const m = STACK.exec(output);
  return m ? `stack trace or error name in the output: ${m[0].trim().slice(0, 120)}` : undefined;
}

/** The real CLI entry in this process. */
export async function runInProcess(dir: string, args: string[]): Promise<RunResult> {
  let out = '';
  const io = {
    stdout: (t: string) => void (out += t),
    stderr: (t: string) => void (out += t),
    cwd: dir,
    env: {},
  };
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  let code: number | null = null;
  let thrown: string | undefined;
  try {
    code = await main(args, io);
  } catch (e) {
    thrown = `exception out of main: ${(e as Error).stack ?? String(e)}`;
  }
  const used = process.cpuUsage(cpu);
  return {
    command: args[0]!,
    code,
    wallMs: performance.now() - t0,
    cpuMs: (used.user + used.system) / 1000,
    output: out,
    ...withCrash(classify(code, out, thrown)),
  };
}

/** The built CLI (`dist/cli.js`) as a child process, killed after `timeoutMs`. */
export function runChild(dir: string, args: string[], timeoutMs: number): RunResult {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [join(repoRoot, 'dist/cli.js'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    env: { PATH: process.env.PATH ?? '' },
  });
  const wallMs = performance.now() - t0;
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const extra = r.error
    ? `child failed: ${r.error.message}`
    : r.signal
      ? `killed by ${r.signal}${wallMs >= timeoutMs ? ' (timeout)' : ''}`
      : undefined;
  return {
    command: args[0]!,
    code: r.status,
    wallMs,
    cpuMs: NaN,
    output,
    ...withCrash(classify(r.status, output, extra)),
  };
}

const withCrash = (crash: string | undefined) => (crash ? { crash } : {});
