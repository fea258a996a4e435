import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git, gitSync } from './index.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'git-run-'));
  dirs.push(d);
  return d;
};
const sh = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
  });

describe('git() never runs the repository hooks (SEC-2)', () => {
  it('a fetch updates refs without running a reference-transaction hook', async () => {
    const origin = tmp();
    sh(origin, 'init', '-q', '-b', 'main');
    sh(origin, 'commit', '-q', '--allow-empty', '-m', 'one');
    const clone = join(tmp(), 'clone');
    execFileSync('git', ['clone', '-q', origin, clone]);
    const marker = join(clone, 'hook-ran');
    const hook = join(clone, '.git', 'hooks', 'reference-transaction');
    writeFileSync(hook, `#!/bin/sh\ntouch '${marker}'\n`);
    chmodSync(hook, 0o755);
    // The hook is live: a plain git fetch runs it.
    sh(origin, 'commit', '-q', '--allow-empty', '-m', 'two');
    sh(clone, 'fetch', '-q', 'origin');
    expect(existsSync(marker)).toBe(true);
    rmSync(marker);

    sh(origin, 'commit', '-q', '--allow-empty', '-m', 'three');
    expect((await git(clone, ['fetch', '-q', 'origin'])).status).toBe(0);
    const sync = gitSync(clone, ['rev-parse', 'origin/main']);
    expect(sync.stdout.toString().trim()).toBe(sh(origin, 'rev-parse', 'HEAD').trim());
    expect(existsSync(marker)).toBe(false);
  });

  it('a missing repository is a failed result, not a throw', async () => {
    const missing = join(tmp(), 'gone');
    expect((await git(missing, ['rev-parse', 'HEAD'])).status).not.toBe(0);
    expect(gitSync(missing, ['rev-parse', 'HEAD']).status).not.toBe(0);
  });
});
