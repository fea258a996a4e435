// The CLI as npm installs it: `sweep` in node_modules/.bin is a symbolic link to dist/cli.js, and
// running the link must run the command (it used to exit 0 silently, printing nothing).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';

describe('the sweep command installed as a link', () => {
  it('runs through a symbolic link to dist/cli.js, as npm links its bin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-bin-'));
    const link = join(dir, 'sweep');
    symlinkSync(join(repoRoot, 'dist/cli.js'), link);
    const r = spawnSync(link, ['--help'], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/^usage: sweep <command>/);
    expect(r.status).toBe(0);
    const bad = spawnSync(process.execPath, [link, 'no-such-command'], { encoding: 'utf8' });
    expect(bad.stderr).toMatch(/unknown command 'no-such-command'/);
    expect(bad.status).toBe(2);
  });

  it('runs when started by its own path', () => {
    const r = spawnSync(process.execPath, [join(repoRoot, 'dist/cli.js'), 'plan', '--help'], {
      encoding: 'utf8',
    });
    expect(r.stdout).toMatch(/^usage: sweep plan/);
    expect(r.status).toBe(0);
  });
});
