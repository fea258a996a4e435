// Adopt first, fix over time (04 §6 "Migration"): on the reference snapshot, whose configs hold 28 R1
// findings, `sweep lint --write-baseline` records them; `sweep lint` then passes with them known; a new
// R1 finding fails; fixing a recorded one drops it from the baseline.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../src/cli/io.js';
import { lint } from '../src/cli/lint.js';
import { needsReference, snapshotDir } from './support/reference.js';

const root = mkdtempSync(join(tmpdir(), 'sweep-baseline-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function sweepLint(argv: string[], cwd: string) {
  let out = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (out += t), cwd, env: {} };
  const code = await lint(argv, io);
  return {
    code,
    out,
    summary: out
      .split('\n')
      .filter((l) => l.startsWith('lint: '))
      .at(-1)!,
  };
}

describe('lint baseline on the snapshot under inferencex-e2e/ (04 §6)', needsReference('inputs'), () => {
  const repo = join(root, 'repo');
  const nvidia = join(repo, 'inferencex-e2e/configs/nvidia-master.yaml');
  const baseline = join(repo, 'inferencex-e2e/configs/lint-baseline.yaml');
  const recorded = () => (readFileSync(baseline, 'utf8').match(/^ {2}- rule: "R1"$/gm) ?? []).length;
  const editLine = (line: number, from: RegExp, to: string) => {
    const lines = readFileSync(nvidia, 'utf8').split('\n');
    expect(lines[line - 1]).toMatch(from);
    lines[line - 1] = lines[line - 1]!.replace(from, to);
    writeFileSync(nvidia, lines.join('\n'));
  };

  it('without a baseline the 28 R1 findings block', async () => {
    mkdirSync(join(repo, 'inferencex-e2e'), { recursive: true });
    cpSync(join(snapshotDir, 'configs'), join(repo, 'inferencex-e2e/configs'), { recursive: true });
    cpSync(join(snapshotDir, 'perf-changelog.yaml'), join(repo, 'inferencex-e2e/perf-changelog.yaml'));
    const r = await sweepLint([], repo);
    expect(r.code).toBe(1);
    expect(r.summary).toBe('lint: 28 error(s), 28 warning(s) [R1×28 R6×1 R7×20 VP-1×8]');
  });

  it('--write-baseline records them; lint then exits 0 with the 28 reported as known', async () => {
    const w = await sweepLint(['--write-baseline'], repo);
    expect(w.code).toBe(0);
    expect(w.out).toContain('lint: recorded 28 finding(s) in inferencex-e2e/configs/lint-baseline.yaml');
    expect(existsSync(baseline)).toBe(true);
    expect(recorded()).toBe(28);
    const r = await sweepLint([], repo);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'lint: 28 known finding(s) recorded in inferencex-e2e/configs/lint-baseline.yaml',
    );
    expect(
      r.out.match(/warning \[R1\].*\[known: recorded in inferencex-e2e\/configs\/lint-baseline\.yaml\]/g),
    ).toHaveLength(28);
    expect(r.summary).toBe('lint: 0 error(s), 56 warning(s) [R1×28 R6×1 R7×20 VP-1×8]');
  });

  it('a new R1 finding fails, at its file:line', async () => {
    // dsr1-fp4-b200-dynamo-trt, first item, decode `ep: 8` on tp 8 → ep 16 (EP adds no GPUs).
    editLine(30, /ep: 8$/, 'ep: 16');
    try {
      const r = await sweepLint([], repo);
      expect(r.code).toBe(1);
      expect(r.out).toMatch(
        /^inferencex-e2e\/configs\/nvidia-master\.yaml:30:11: error \[R1\] dsr1-fp4-b200-dynamo-trt: decode worker declares ep 16/m,
      );
      // The one new finding is the only error (its recipe name now disagrees too: an R7 warning).
      expect(r.summary).toBe('lint: 1 error(s), 57 warning(s) [R1×29 R6×1 R7×21 VP-1×8]');
    } finally {
      editLine(30, /ep: 16$/, 'ep: 8');
    }
  });

  it('fixing a recorded finding drops it from the baseline, with a notice', async () => {
    const before = await sweepLint([], repo);
    const known =
      /^inferencex-e2e\/configs\/nvidia-master\.yaml:(\d+):\d+: warning \[R1\] .*\((\S+)\)$/m.exec(
        before.out,
      )!;
    editLine(Number(known[1]), /ep: \d+/, 'ep: 1');
    const r = await sweepLint([], repo);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      `notice [BASELINE] R1 at ${known[2]} no longer occurs: dropped from inferencex-e2e/configs/lint-baseline.yaml`,
    );
    expect(recorded()).toBe(27);
    expect(readFileSync(baseline, 'utf8')).not.toContain(`"${known[2]}"`);
    // The next run has nothing to drop.
    const again = await sweepLint([], repo);
    expect(again.out).not.toContain('[BASELINE]');
    expect(again.out).toContain('lint: 27 known finding(s)');
  });
});
