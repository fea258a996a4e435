// A reader that stops early (`sweep generate full-sweep | head`) closes the pipe under the command. That
// is the reader's choice: the command ends quietly with exit 0, as Unix tools do, never an EPIPE crash.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { needsReference, repoRoot, snapshotDir } from '../support/reference.js';

// The reference's full sweep is megabytes of rows: far more than one write into a pipe.
it(
  'generate into a pipe its reader closes after the first bytes exits 0 without an error',
  needsReference('inputs'),
  async () => {
    const child = spawn(process.execPath, [join(repoRoot, 'dist/cli.js'), 'generate', 'full-sweep'], {
      cwd: snapshotDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    // The first chunk read, the reader goes away, as `head -c 1` does.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(stderr).not.toMatch(/EPIPE|internal error|Unhandled/);
    expect(code).toBe(0);
  },
);
