// Fuzzing what a pull request can send: the appended changelog text, the master configs, runners.yaml,
// ci-priority.yaml and lanes.yaml, each mutated from a small valid seed (this repository's own files,
// and the reference snapshot when present), through `sweep plan` and `sweep lint`. Every run must end
// with exit 0 or 1 and diagnostics — no internal error, stack trace or signal — within 5 s of CPU.
// A quarter of the cases append entries of huge or pathological config-key patterns (patterns.ts).
// CI runs a fixed seed and a fixed number of cases; SWEEP_PROPERTY_SEED and SWEEP_FUZZ_CASES change them,
// and SWEEP_FUZZ_COMMANDS=plan runs only `sweep plan` (for long local runs counted in plans).
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announce, propertySeed } from '../support/property.js';
import { caseArb, describeCase, filesOf, type Target } from './cases.js';
import { buildCli, CliWorker, LINT_ARGS, PLAN_ARGS, runChild, writeRepo, type RunResult } from './harness.js';

const CASES = Number(process.env.SWEEP_FUZZ_CASES ?? 64);
const PLAN_ONLY = process.env.SWEEP_FUZZ_COMMANDS === 'plan';
/** Every n-th case also runs the built CLI as a child process. */
const CHILD_EVERY = Number(process.env.SWEEP_FUZZ_CHILD_EVERY ?? 40);
const CPU_LIMIT_MS = 5000;
/** Wall-clock bound of one run: past it the run is a hang (CPU time is what the 5 s limit measures). */
const WALL_LIMIT_MS = 60_000;

describe('fuzz: sweep plan and sweep lint never crash or hang on what a PR can send', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-fuzz-'));
  const runs: { target: Target | 'patterns'; child: boolean; r: RunResult }[] = [];
  let cli = '';
  let worker: CliWorker | undefined;
  beforeAll(async () => {
    cli = await buildCli(join(dir, 'cli'));
    worker = new CliWorker(cli);
  });
  afterAll(async () => {
    await worker?.close();
    rmSync(dir, { recursive: true, force: true });
    const by = new Map<string, RunResult[]>();
    for (const { target, child, r } of runs) {
      const k = `${target.padEnd(9)} ${r.command.padEnd(4)} ${child ? 'child' : 'in-process'}`;
      by.set(k, [...(by.get(k) ?? []), r]);
    }
    const lines = [...by].sort().map(([k, rs]) => {
      const codes = [0, 1].map((c) => rs.filter((r) => r.code === c).length);
      const max = Math.max(...rs.map((r) => r.wallMs));
      return `  ${k.padEnd(32)} ${String(rs.length).padStart(6)} runs  exit0 ${String(codes[0]).padStart(5)}  exit1 ${String(codes[1]).padStart(5)}  max ${max.toFixed(0)} ms`;
    });
    const crashes = runs.filter((x) => x.r.crash).length;
    const total = runs.reduce((n, x) => n + x.r.wallMs, 0);
    console.log(
      [
        `fuzz: seed ${propertySeed}, ${CASES} cases, ${runs.length} runs ` +
          `(${runs.filter((x) => x.r.command === 'plan').length} plans), ${crashes} crashes, ` +
          `${runs.filter((x) => x.r.cpuMs > CPU_LIMIT_MS).length} over 5 s of CPU, ` +
          `max ${Math.max(...runs.map((x) => x.r.wallMs)).toFixed(0)} ms wall, total ${(total / 1000).toFixed(1)} s`,
        ...lines,
      ].join('\n'),
    );
  });

  it(
    `${CASES} mutated inputs, fixed seed: 0 crashes, 0 runs over 5 s`,
    { timeout: 120_000 + CASES * 3_000 },
    async () => {
      const run = announce('fuzz (plan, lint)', { seed: propertySeed, numRuns: CASES });
      let n = 0;
      await fc.assert(
        fc.asyncProperty(caseArb, async (c) => {
          const i = n++;
          const repo = join(dir, 'repo');
          writeRepo(repo, filesOf(c));
          const commands =
            c.target === 'lanes' && !PLAN_ONLY
              ? [LINT_ARGS]
              : c.target === 'policy' || PLAN_ONLY
                ? [PLAN_ARGS(c.format)]
                : [PLAN_ARGS(c.format), LINT_ARGS];
          const family = c.patterns ? 'patterns' : c.target;
          for (const args of commands) {
            const r = await worker!.run(repo, args, WALL_LIMIT_MS);
            runs.push({ target: family, child: false, r });
            if (process.env.SWEEP_FUZZ_LOG)
              appendFileSync(
                process.env.SWEEP_FUZZ_LOG,
                `case ${i} ${args[0]} exit ${r.code} ${r.wallMs.toFixed(0)} ms wall ${r.cpuMs.toFixed(0)} ms cpu ${describeCase(c)}\n`,
              );
            const over = r.cpuMs > CPU_LIMIT_MS ? `took ${r.cpuMs.toFixed(0)} ms of CPU` : undefined;
            if (r.crash || over)
              throw new Error(
                `case ${i} ${describeCase(c)}: sweep ${args.join(' ')}: ${r.crash ?? over}\n${r.output.slice(0, 2000)}`,
              );
            if (i % CHILD_EVERY === 0) {
              const ch = runChild(cli, repo, args, WALL_LIMIT_MS);
              runs.push({ target: family, child: true, r: ch });
              if (ch.crash)
                throw new Error(
                  `case ${i} ${describeCase(c)}: node dist/cli.js ${args.join(' ')}: ${ch.crash}\n${ch.output.slice(0, 2000)}`,
                );
              expect(ch.code, `case ${i}: the built CLI and the in-process entry agree`).toBe(r.code);
            }
          }
        }),
        { ...run, endOnFailure: true },
      );
      expect(runs.filter((x) => x.r.crash)).toEqual([]);
    },
  );
});
