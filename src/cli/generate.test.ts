// `sweep generate` end to end, in-process (spec 03 §3): flags, JSON and table output, errors on stderr.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsReference, snapshot } from '../../test/support/reference.js';
import { generate } from './generate.js';
import { UsageError, type CliIo } from './io.js';

async function run(argv: string[], cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env: {} };
  const code = await generate(argv, io);
  return { code, stdout, stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'sweep-generate-'));
writeFileSync(
  join(dir, 'master.yaml'),
  `dsr1-fp4-b200-sglang:
  image: img:1
  model: org/m
  model-prefix: dsr1
  runner: b200
  precision: fp4
  framework: sglang
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - { tp: 4, conc-start: 4, conc-end: 64 }
`,
);
writeFileSync(join(dir, 'runners.yaml'), `labels:\n  b200:\n    - b200-nb_0\n    - b200-nb_1\n`);
const small = ['--config-files', 'master.yaml', '--runner-config', 'runners.yaml'];

describe('sweep generate (03 §3)', () => {
  it('full-sweep prints the rows as a JSON array, with multi-value flags taking several arguments', async () => {
    const r = await run(
      ['full-sweep', ...small, '--min-conc', '8', '--max-conc', '32', '--precision', 'fp4', 'fp8'],
      dir,
    );
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(rows.map((x) => [x.conc, x['run-eval']])).toEqual([
      [8, false],
      [16, false],
      [32, true],
    ]);
  });

  it('test-config: --config-keys patterns, --conc intersection, --runner-node-filter', async () => {
    const r = await run(
      [
        'test-config',
        ...small,
        '--config-keys',
        'dsr1-*',
        '--conc',
        '16',
        '64',
        '--no-evals',
        '--runner-node-filter',
        'nb_1',
      ],
      dir,
    );
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Record<string, unknown>[]).map((x) => [x.runner, x.conc])).toEqual([
      ['b200-nb_1', 16],
      ['b200-nb_1', 64],
    ]);
  });

  it('--format table prints one readable line per row', async () => {
    const r = await run(['full-sweep', ...small, '--format', 'table'], dir);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^config key\s+kind\s+runner\s+isl\/osl\s+parallelism\s+conc\s+eval\s+gpus\s+nodes$/,
    );
    expect(lines[2]).toMatch(
      /^dsr1-fp4-b200-sglang\s+single-fixed\s+b200\s+8192\/1024\s+tp4 ep1\s+4\s+4\s+1$/,
    );
    expect(lines.at(-1)).toBe('5 rows');
  });

  it('errors go to stderr, one line each with the file, and exit 1 (VL-1, VG-5)', async () => {
    const missing = await run(
      ['full-sweep', '--config-files', 'master.yaml', 'nope.yaml', '--runner-config', 'runners.yaml'],
      dir,
    );
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toBe("nope.yaml: error [VL-1] Input file 'nope.yaml' does not exist.\n");
    const vg5 = await run(['test-config', ...small, '--config-keys', 'x-*', 'y'], dir);
    expect(vg5.code).toBe(1);
    expect(
      vg5.stderr
        .trimEnd()
        .split('\n')
        .map((l) => l.split(' Available keys: ')[0]),
    ).toEqual([
      "error [VG-5] Pattern 'x-*' matched no config keys.",
      'error [VG-5] Config key(s) not found: y.',
    ]);
  });

  it('bad usage throws UsageError (mutually exclusive eval flags, unknown mode, test-config-only flags)', async () => {
    await expect(run(['full-sweep', ...small, '--no-evals', '--evals-only'], dir)).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(run(['everything', ...small], dir)).rejects.toBeInstanceOf(UsageError);
    await expect(run(['full-sweep', ...small, '--conc', '4'], dir)).rejects.toBeInstanceOf(UsageError);
  });

  it('without --config-files the masters are looked up in the layout found; none there is VL-1 per file', async () => {
    const r = await run(['full-sweep', '--runner-config', 'runners.yaml'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error \[VL-1\] Input file 'configs\/amd-master\.yaml' does not exist/);
  });

  it(
    'the reference command over the snapshot: 1820 rows; --evals-only --all-evals: 1663 (03 §10)',
    needsReference('inputs'),
    async () => {
      const base = [
        'full-sweep',
        '--config-files',
        snapshot.amd,
        snapshot.nvidia,
        '--runner-config',
        snapshot.runners,
      ];
      const all = await run(base);
      expect(all.code).toBe(0);
      expect(JSON.parse(all.stdout)).toHaveLength(1820);
      const evals = await run([...base, '--evals-only', '--all-evals']);
      expect(JSON.parse(evals.stdout)).toHaveLength(1663);
    },
  );
});
