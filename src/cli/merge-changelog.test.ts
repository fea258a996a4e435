// `sweep merge-changelog` on a real git repository in a conflicted merge, on revisions and on files.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import type { CliIo } from './io.js';

const PULL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const entry = (key: string, link: string) =>
  `- config-keys:\n    - ${key}\n  description:\n    - "About ${key}"\n  pr-link: ${link}\n`;
const HISTORY = `${entry('h1', `${PULL}1`)}\n${entry('h2', `${PULL}2`)}`;
const MAIN = `${HISTORY}\n${entry('m1', `${PULL}7`)}`;
const OURS = `${HISTORY}\n${entry('p1', 'XXX')}`;
const RESOLVED = `${MAIN}\n${entry('p1', `${PULL}55`)}`;

const dir = mkdtempSync(join(tmpdir(), 'merge-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[], cwd = dir) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env: {} };
  const code = await main(['merge-changelog', ...argv], io);
  return { code, stdout, stderr };
}

/** A repository whose PR branch conflicts with main on `path`; `merge` leaves the merge in progress. */
function conflictedRepo(name: string, path: string): string {
  const repo = join(dir, name);
  mkdirSync(join(repo, path, '..'), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  const commit = (text: string, msg: string) => {
    writeFileSync(join(repo, path), text);
    git('add', path);
    git('commit', '-qm', msg);
  };
  git('init', '-q', '-b', 'main');
  commit(HISTORY, 'history');
  git('checkout', '-q', '-b', 'pr');
  commit(OURS, 'the PR appends p1');
  git('checkout', '-q', 'main');
  commit(MAIN, 'main gains m1');
  git('checkout', '-q', 'pr');
  try {
    git('merge', '-q', 'main');
  } catch {
    /* the conflict is the point */
  }
  return repo;
}

describe('sweep merge-changelog', () => {
  let repo: string;
  beforeAll(() => {
    repo = conflictedRepo('root-layout', 'perf-changelog.yaml');
  });

  it('resolves the merge in progress from index stages 1, 2, 3 and writes the file', async () => {
    expect(readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8')).toContain('<<<<<<<');
    const r = await run(['--pr', '55', '--write', 'perf-changelog.yaml'], repo);
    expect(r.stderr).toBe(
      "merge-changelog: perf-changelog.yaml: kept 1 entry of PR #55 (3 → 4); 1 pr-link(s) set to the PR's URL\n",
    );
    expect(r.code).toBe(0);
    expect(readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8')).toBe(RESOLVED);
    expect(r.stdout).toBe('');
  });

  it('finds the conflicted changelog in a subfolder (inferencex-e2e/ layout)', async () => {
    const sub = conflictedRepo('e2e-layout', 'inferencex-e2e/perf-changelog.yaml');
    const r = await run(['--pr', '55', '--root', sub]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(RESOLVED);
    expect(r.stderr).toMatch(/^merge-changelog: inferencex-e2e\/perf-changelog\.yaml: kept 1 entry/);
  });

  it('resolves from revisions: --theirs main, ours HEAD, base = their merge base', async () => {
    const r = await run(['--pr', '55', '--root', repo, '--theirs', 'main', '--ours', 'pr']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(RESOLVED);
  });

  it('resolves three explicit files', async () => {
    const f = (n: string, t: string) => (writeFileSync(join(dir, n), t), n);
    const r = await run([
      '--pr',
      '55',
      '--base',
      f('base.yaml', HISTORY),
      '--ours',
      f('ours.yaml', OURS),
      '--theirs',
      f('theirs.yaml', MAIN),
      '--write',
      'out.yaml',
    ]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'out.yaml'), 'utf8')).toBe(RESOLVED);
  });

  it('exit 3 when everything of the PR is already on main; the file is main, unchanged', async () => {
    const f = (n: string, t: string) => (writeFileSync(join(dir, n), t), n);
    const r = await run([
      '--pr',
      '55',
      '--base',
      f('b3.yaml', HISTORY),
      '--ours',
      f('o3.yaml', OURS),
      '--theirs',
      f('t3.yaml', `${MAIN}\n${entry('p1', `${PULL}55`)}`),
    ]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe(`${MAIN}\n${entry('p1', `${PULL}55`)}`);
    expect(r.stderr).toContain('the PR has no changelog contribution remaining after merging main');
  });

  it('exit 1 with file:line when the PR side fails the gate; nothing is written', async () => {
    const f = (n: string, t: string) => (writeFileSync(join(dir, n), t), n);
    const r = await run([
      '--pr',
      '55',
      '--base',
      f('b4.yaml', HISTORY),
      '--ours',
      f('o4.yaml', `${HISTORY}\n${entry('p1', `${PULL}9`)}`),
      '--theirs',
      f('t4.yaml', MAIN),
      '--write',
      'never.yaml',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `perf-changelog.yaml:17:12: error [L-2] new PR entry must use '${PULL}55' or an XXX placeholder; found '${PULL}9'`,
    );
    expect(() => readFileSync(join(dir, 'never.yaml'))).toThrow();
  });

  it('exit 1 naming the stage when no merge is in progress', async () => {
    const clean = conflictedRepo('clean', 'perf-changelog.yaml');
    execFileSync('git', ['-C', clean, 'merge', '--abort']);
    const r = await run(['--pr', '55', '--root', clean, '--path', 'perf-changelog.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'merge-changelog: could not read stage 1 for perf-changelog.yaml: not in the index (is a merge in progress, with perf-changelog.yaml in conflict?)\n',
    );
    const auto = await run(['--pr', '55', '--root', clean]);
    expect(auto.code).toBe(1);
    expect(auto.stderr).toMatch(/no conflicted perf-changelog\.yaml in the index/);
  });

  it('exit 1 for a revision that does not exist (never an empty side)', async () => {
    const r = await run(['--pr', '55', '--root', repo, '--theirs', 'no-such-branch']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /could not read perf-changelog\.yaml at no-such-branch: neither a file nor a revision/,
    );
  });

  it('usage errors exit 2; --help documents the sources and exit codes', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--pr', 'abc'])).code).toBe(2);
    expect((await run(['--pr', '5', '--ours', 'HEAD'])).code).toBe(2);
    expect((await run(['--pr', '5', '--repo', 'not a repo'])).code).toBe(2);
    const f = await run(['--pr', '5', '--ours', 'ours.yaml', '--theirs', 'main', '--root', repo]);
    expect(f.code).toBe(2);
    expect(f.stderr).toContain('--base is required when --ours or --theirs is a file or an index stage');
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const s of ['index stages 1 (base), 2 (ours', 'Exit codes:', '  3   nothing of the PR remains'])
      expect(help.stdout).toContain(s);
  });
});
