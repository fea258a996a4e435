// Runs the CLI on a fuzz case. The CLI is bundled from the current src/ with the build's own options
// (so the run needs no `npm run build`), then driven through its real entry `main` in a worker thread
// of this process — which can be stopped when a run hangs — or as `node <bundle>` in a child process.
// A crash is exit 70 (the CLI's internal error), any other unexpected exit status, a stack trace or an
// error name in the output, an exception out of `main`, a run that does not end, or a signal.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { repoRoot } from '../support/reference.js';
import type { Files } from './cases.js';
// @ts-expect-error -- plain ESM build script without types
import { cliFiles } from '../../scripts/build-options.mjs';

export interface RunResult {
  command: string;
  code: number | null;
  /** Wall time and CPU time (user + system, this process) of the run, in ms. */
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

/** Bundles the CLI as the build does (cli.js, its command bundles, the YAML parser), into `dir`; returns the entry's path. */
export async function buildCli(dir: string): Promise<string> {
  for (const options of cliFiles(dir) as object[])
    await build({ ...options, absWorkingDir: repoRoot, logLevel: 'error' });
  return join(dir, 'cli.js');
}

function classify(code: number | null, output: string, extra?: string): string | undefined {
  if (extra) return extra;
  if (code === 70) return 'exit 70 (internal error)';
  if (code !== 0 && code !== 1) return `exit ${String(code)}`;
  const m = STACK.exec(output);
  return m ? `stack trace or error name in the output: ${m[0].trim().slice(0, 120)}` : undefined;
}

const withCrash = (crash: string | undefined) => (crash ? { crash } : {});

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.cli).then((m) => m.main);
parentPort.on('message', async ({ args, cwd }) => {
  const main = await loaded;
  let out = '';
  const io = { stdout: (t) => void (out += t), stderr: (t) => void (out += t), cwd, env: {} };
  let code = null;
  let thrown;
  try {
    code = await main(args, io);
  } catch (e) {
    thrown = String((e && e.stack) || e);
  }
  parentPort.postMessage({ code, out, thrown });
});
`;

interface Reply {
  code: number | null;
  out: string;
  thrown?: string;
}

/** The CLI's `main` in a worker thread; a run past `timeoutMs` is a hang and the worker is replaced. */
export class CliWorker {
  private worker: Worker | undefined;
  constructor(private readonly cli: string) {}

  private get live(): Worker {
    this.worker ??= new Worker(WORKER, { eval: true, workerData: { cli: pathToFileURL(this.cli).href } });
    return this.worker;
  }

  async run(dir: string, args: string[], timeoutMs: number): Promise<RunResult> {
    const w = this.live;
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const reply = await new Promise<Reply | undefined>((resolve) => {
      const done = (r: Reply | undefined) => {
        clearTimeout(timer);
        w.off('message', done);
        w.off('error', died);
        resolve(r);
      };
      const died = (e: unknown) => done({ code: null, out: '', thrown: `the worker died: ${String(e)}` });
      const timer = setTimeout(() => done(undefined), timeoutMs);
      w.on('message', done);
      w.on('error', died);
      w.postMessage({ args, cwd: dir });
    });
    const used = process.cpuUsage(cpu);
    const wallMs = performance.now() - t0;
    const base = { command: args[0]!, wallMs };
    if (!reply) {
      await this.close();
      return { ...base, code: null, cpuMs: NaN, output: '', crash: `no answer after ${timeoutMs} ms (hang)` };
    }
    const extra = reply.thrown ? `exception out of main: ${reply.thrown}` : undefined;
    return {
      ...base,
      code: reply.code,
      cpuMs: (used.user + used.system) / 1000,
      output: reply.out,
      ...withCrash(classify(reply.code, reply.out, extra)),
    };
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }
}

/** The bundled CLI as a child process, killed after `timeoutMs`. */
export function runChild(cli: string, dir: string, args: string[], timeoutMs: number): RunResult {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, ...args], {
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
