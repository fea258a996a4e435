// `sweep demo` through the CLI router, in-process: the help lists every scenario; bad names are usage errors;
// a run prints the timeline and the final PR comments.
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import type { CliIo } from './io.js';

const capture = () => {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    cwd: process.cwd(),
    env: {},
  };
  return { out, io };
};

describe('sweep demo', () => {
  it('--help lists the scenarios', async () => {
    const { out, io } = capture();
    expect(await main(['demo', '--help'], io)).toBe(0);
    for (const s of [
      'fail-fast',
      'happy-path',
      'canary-failure',
      'conflicting-labels',
      'bad-changelog',
      'fork-approval',
      'rerun-failed',
    ])
      expect(out.stdout).toMatch(new RegExp(`^  ${s} `, 'm'));
  });

  it('an unknown scenario is a usage error (exit 2)', async () => {
    const { out, io } = capture();
    expect(await main(['demo', '--scenario', 'nope'], io)).toBe(2);
    expect(out.stderr).toContain("unknown scenario 'nope'");
  });

  it('an unknown option is a usage error (exit 2), not an internal error', async () => {
    const { out, io } = capture();
    expect(await main(['demo', '--scenarios', 'happy-path'], io)).toBe(2);
    expect(out.stderr).toMatch(/^sweep demo: Unknown option '--scenarios'/);
  });

  it('bad-changelog prints the file:line gate error in the timeline and the status comment', async () => {
    const { out, io } = capture();
    expect(await main(['demo', '--scenario', 'bad-changelog'], io)).toBe(0);
    expect(out.stdout).toMatch(/::error file=perf-changelog\.yaml,line=5:: entry 1 changed/);
    expect(out.stdout).toContain('━━ PR comments (final) ━━');
    expect(out.stdout).toContain('no sweep run was dispatched');
  });

  it('the timeline says decisions in words (G-4) and lists only the sweep jobs that have rows', async () => {
    const { out, io } = capture();
    expect(await main(['demo', '--scenario', 'happy-path'], io)).toBe(0);
    expect(out.stdout).toMatch(/decision validate — No primary sweep label: [^\n]*to sweep\.\n/);
    expect(out.stdout).not.toMatch(/decision [^\n]*\([A-Z]{1,4}-\d+\)/);
    const rows = /load-plan: rows per sweep job \(canaries apart\): (.*)\n/.exec(out.stdout)?.[1];
    expect(rows).toMatch(/^(sweep-[a-z0-9-]+ [1-9]\d*)(, sweep-[a-z0-9-]+ [1-9]\d*)*$/);
  });
});
