// The repository a checkout's pr-links must name, from its `origin` remote: read from .git/config in a
// plain clone (no git process), asked of git where the file is not the whole story.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryOf } from '../../src/cli/repo-config.js';
import type { CliIo } from '../../src/cli/io.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
function repo(remotes: [string, string][]): string {
  const d = mkdtempSync(join(tmpdir(), 'sweep-origin-'));
  dirs.push(d);
  git(d, 'init', '-q');
  for (const [name, url] of remotes) git(d, 'remote', 'add', name, url);
  return d;
}
const io = { env: {} } as unknown as CliIo;

describe('the repository of a checkout, from its origin remote', () => {
  it('an ssh origin after another remote', () => {
    const d = repo([
      ['upstream', 'https://github.com/other/x'],
      ['origin', 'git@github.com:myorg/bench.git'],
    ]);
    expect(repositoryOf(d, io)).toBe('myorg/bench');
  });

  it('an https origin before another remote', () => {
    const d = repo([
      ['origin', 'https://github.com/myorg/bench'],
      ['upstream', 'https://github.com/other/x.git'],
    ]);
    expect(repositoryOf(d, io)).toBe('myorg/bench');
  });

  it('no origin remote: no repository', () => {
    expect(repositoryOf(repo([['upstream', 'https://github.com/other/x']]), io)).toBeUndefined();
  });

  it('an insteadOf rewrite is left to git', () => {
    const d = repo([['origin', 'gh:myorg/bench']]);
    git(d, 'config', 'url.https://github.com/.insteadOf', 'gh:');
    expect(repositoryOf(d, io)).toBe('myorg/bench');
  });

  it('a worktree (its .git is a file) is asked of git', () => {
    const d = repo([['origin', 'https://github.com/myorg/bench.git']]);
    git(d, '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-q', '--allow-empty', '-m', 'x');
    const wt = join(d, 'wt');
    git(d, 'worktree', 'add', '-q', '--detach', wt);
    expect(repositoryOf(wt, io)).toBe('myorg/bench');
  });

  it('GITHUB_REPOSITORY and --repository come first', () => {
    const d = repo([['origin', 'https://github.com/myorg/bench']]);
    expect(repositoryOf(d, { env: { GITHUB_REPOSITORY: 'a/b' } } as unknown as CliIo)).toBe('a/b');
    expect(repositoryOf(d, io, 'c/d')).toBe('c/d');
  });
});
