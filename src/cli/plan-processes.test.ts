// How many git processes `sweep plan` starts in git mode: a `git` first on PATH logs every start and runs
// the real one, so the count is what the command really spawned.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsReference, snapshot } from '../../test/support/reference.js';
import type { CliIo } from './io.js';
import { plan } from './plan.js';

const dir = mkdtempSync(join(tmpdir(), 'plan-processes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const repo = join(dir, 'repo');
const bin = join(dir, 'bin');
const log = join(dir, 'git.log');
const sh = (...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
  });

/** The subcommands the command started (`cat-file`, `merge-base` …), sorted: the two start together. */
async function gitStarts(
  argv: string[],
): Promise<{ code: number; stdout: string; stderr: string; starts: string[] }> {
  writeFileSync(log, '');
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: repo,
    env: {},
  };
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  let code: number;
  try {
    code = await plan(argv, io);
  } finally {
    process.env.PATH = path;
  }
  const starts = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => /core\.hooksPath=\S+ (\S+)/.exec(l)?.[1] ?? l)
    .sort();
  return { code, stdout, stderr, starts };
}

describe('sweep plan in git mode starts two git processes', needsReference('inputs'), () => {
  beforeAll(() => {
    mkdirSync(join(repo, 'configs'), { recursive: true });
    for (const f of [snapshot.amd, snapshot.nvidia, snapshot.runners, snapshot.ciPriority])
      copyFileSync(f, join(repo, 'configs', f.split('/').pop()!));
    copyFileSync(snapshot.changelog, join(repo, 'perf-changelog.yaml'));
    sh('init', '-q');
    sh('add', '-A');
    sh('commit', '-qm', 'base');
    appendFileSync(
      join(repo, 'perf-changelog.yaml'),
      '\n- config-keys:\n    - dsr1-fp8-h200-trt-mtp\n  description:\n    - "one entry"\n  pr-link: XXX\n',
    );
    sh('commit', '-qam', 'head');
    mkdirSync(bin);
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
  });

  it('a one-entry plan: merge-base and one cat-file, started together (layout, inputs and the key from the same reader)', async () => {
    for (const format of ['json', 'inferencex']) {
      const r = await gitStarts(['--base', 'HEAD~1', '--head', 'HEAD', '--format', format]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('dsr1-fp8-h200-trt-mtp');
      expect(r.starts).toEqual(['cat-file', 'merge-base']);
    }
  });

  it('an entry that may use the base revision (append-only) reads it on the same process', async () => {
    const text = readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8');
    writeFileSync(
      join(repo, 'perf-changelog.yaml'),
      text.replace('"one entry"', '"one entry"\n  append-only: true'),
    );
    sh('commit', '-qam', 'append-only');
    const r = await gitStarts(['--base', 'HEAD~2', '--head', 'HEAD', '--format', 'inferencex']);
    // The masters did not change, so the base revision's masters (read, compared) give no new point.
    expect(r.stderr).toMatch(/append-only did not add any generated points/);
    expect(r.code).toBe(1);
    expect(r.starts).toEqual(['cat-file', 'merge-base']);
  });

  it('a ref that looks like an option never reaches merge-base as one (SEC-2)', async () => {
    const r = await gitStarts(['--base=--is-ancestor', '--head', 'HEAD', '--format', 'inferencex']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /could not read perf-changelog\.yaml at --is-ancestor: fatal: Not a valid object name/,
    );
    expect(r.starts).toEqual(['cat-file']);
  });
});
