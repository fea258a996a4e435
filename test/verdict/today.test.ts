// In a repository with today's files (the reference's current configs and changelog under inferencex-e2e/):
// a PR that appends an entry whose config uses a runner label no runner carries is refused by `sweep plan`
// with the finding the action's planning step gives, at the config's `runner:` line; an entry with a
// mistyped config key gets "did you mean" from plan, lint and explain.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitPipeline } from '../../src/action/pipeline.js';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { formatDiagnosticLine } from '../../src/diagnostics.js';
import { needsReference, referenceDir } from '../support/reference.js';

const current = join(referenceDir, 'current');
const needsCurrent = (() => {
  const o = needsReference('inputs');
  return { ...o, skip: o.skip || !existsSync(join(current, 'configs', 'nvidia-master.yaml')) };
})();

const dir = mkdtempSync(join(tmpdir(), 'sweep-today-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
  }).trim();
const MASTER = 'inferencex-e2e/configs/nvidia-master.yaml';
const LOG = 'inferencex-e2e/perf-changelog.yaml';
const KEY = 'dsr1-fp8-h200-trt';
const entry = (key: string) =>
  `\n- config-keys:\n    - ${key}\n  description:\n    - "a PR"\n  pr-link: XXX\n`;

async function sweep(...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: dir, env: {} };
  const code = await main(argv, io);
  return { code, out, err };
}

let base = '';
let unknownRunner = '';
let typo = '';
let runnerLine = 0;

describe("a PR on today's files", needsCurrent, () => {
  beforeAll(() => {
    mkdirSync(join(dir, 'inferencex-e2e'), { recursive: true });
    cpSync(join(current, 'configs'), join(dir, 'inferencex-e2e/configs'), { recursive: true });
    writeFileSync(join(dir, LOG), readFileSync(join(current, 'perf-changelog.yaml')));
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    base = git('rev-parse', 'HEAD');
    // The config moves to a label runners.yaml does not have, and an entry asks for it.
    const master = readFileSync(join(dir, MASTER), 'utf8');
    const at = master.indexOf(`\n${KEY}:\n`);
    expect(at).toBeGreaterThan(0);
    const runner = master.indexOf('  runner: h200\n', at);
    writeFileSync(
      join(dir, MASTER),
      `${master.slice(0, runner)}  runner: h200-typo\n${master.slice(runner + 15)}`,
    );
    runnerLine = master.slice(0, runner).split('\n').length;
    const log = readFileSync(join(dir, LOG), 'utf8');
    writeFileSync(join(dir, LOG), log.replace(/\n*$/, '\n') + entry(KEY));
    git('commit', '-qam', 'unknown runner');
    unknownRunner = git('rev-parse', 'HEAD');
    git('checkout', '-q', base);
    writeFileSync(join(dir, LOG), log.replace(/\n*$/, '\n') + entry('dsr1-fp8-h200-trtt'));
    git('commit', '-qam', 'typo');
    typo = git('rev-parse', 'HEAD');
  });

  it('an unknown runner label: plan exits 1 with the finding the action gives, at the runner line', async () => {
    const r = await sweep(
      'plan',
      '--repo',
      dir,
      '--base',
      base,
      '--head',
      unknownRunner,
      '--format',
      'table',
    );
    expect(r.code, r.err).toBe(1);
    const action = await gitPipeline(dir)({
      prNumber: 1,
      baseSha: base,
      headSha: unknownRunner,
      labels: ['full-sweep-fail-fast'],
      strict: false,
    });
    const rt = action.report.lint.filter((d) => d.rule === 'RT-1');
    expect(rt.length).toBeGreaterThan(0);
    for (const d of rt) {
      expect(d).toMatchObject({ severity: 'error', file: MASTER, line: runnerLine });
      expect(r.err).toContain(formatDiagnosticLine(d));
    }
    // Every finding the action lists, the CLI prints, word for word.
    for (const d of [...action.report.gate.diagnostics, ...action.report.lint])
      expect(r.err).toContain(formatDiagnosticLine(d));
    expect(r.err).toContain('plan: refused — the planned rows fail the checks before dispatch');
    expect(r.out).toMatch(/Cost before dispatch/);
  });

  it('the same PR with --format inferencex: the rows on stdout, the refusal on stderr, exit 0 as the reference planner', async () => {
    const r = await sweep(
      'plan',
      '--repo',
      dir,
      '--base',
      base,
      '--head',
      unknownRunner,
      '--format',
      'inferencex',
    );
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/error \[RT-1\]/);
    expect(r.err).toContain('plan: refused — the planned rows fail the checks before dispatch');
    expect(r.err).toContain('plan: exit 0 — with --format inferencex');
    const planned = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(planned)).toEqual(expect.arrayContaining(['single_node', 'multi_node']));
  });

  it('a mistyped key: did you mean, in plan, lint and explain', async () => {
    const hint = `did you mean '${KEY}'?`;
    const plan = await sweep('plan', '--repo', dir, '--base', base, '--head', typo);
    expect(plan.code).toBe(1);
    expect(plan.err).toContain("error [P-11] Config key 'dsr1-fp8-h200-trtt' not found in master configs.");
    expect(plan.err).toContain(hint);
    git('checkout', '-q', typo);
    const lint = await sweep('lint', '--root', dir, '--base', base);
    expect(lint.out).toContain("error [P-11] Config key 'dsr1-fp8-h200-trtt' not found in master configs.");
    expect(lint.out).toContain(hint);
    const explain = await sweep('explain', 'dsr1-fp8-h200-trtt', '--root', dir);
    expect(explain.code).toBe(1);
    expect(explain.err).toContain(hint);
  });
});
