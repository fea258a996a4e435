// `sweep dispatch collect`, the sweep's collect job (run-sweep.yml), through the CLI router in-process:
// the downloaded `result-*` artifacts (one directory each) merge to one row per row id, newest attempt (RR-1).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import type { CliIo } from './io.js';

function io(cwd: string) {
  const out = { stdout: '', stderr: '' };
  const cli: CliIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    cwd,
    env: {},
  };
  return { out, cli };
}

describe('sweep dispatch collect (RR-1)', () => {
  it('merges every attempt by row id, the newest attempt winning; unreadable files are named', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'collect-cli-'));
    const put = (artifact: string, file: string, body: unknown) => {
      mkdirSync(join(cwd, '.sweep/results', artifact), { recursive: true });
      writeFileSync(
        join(cwd, '.sweep/results', artifact, file),
        typeof body === 'string' ? body : JSON.stringify(body),
      );
    };
    put('result-b-1', 'b.json', { 'row-id': 'b', attempt: 1, status: 'failure' });
    put('result-a-1', 'a.json', { 'row-id': 'a', attempt: 1, status: 'success' });
    put('result-b-2', 'b.json', { 'row-id': 'b', attempt: 2, status: 'success' });
    put('result-c-1', 'c.json', '{ truncated');
    const { out, cli } = io(cwd);
    const code = await main(
      ['dispatch', 'collect', '--dir', '.sweep/results', '--out', '.sweep/results_bmk.json'],
      cli,
    );
    expect(code, out.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, '.sweep/results_bmk.json'), 'utf8'))).toEqual([
      { 'row-id': 'a', attempt: 1, status: 'success' },
      { 'row-id': 'b', attempt: 2, status: 'success' },
    ]);
    expect(out.stdout).toBe('collected 2 rows from 4 result files\n');
    expect(out.stderr).toContain('result-c-1/c.json: not JSON');
  });

  it('no results (every row skipped) writes an empty list', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'collect-cli-'));
    const { out, cli } = io(cwd);
    expect(await main(['dispatch', 'collect', '--dir', 'missing', '--out', 'out.json'], cli)).toBe(0);
    expect(readFileSync(join(cwd, 'out.json'), 'utf8')).toBe('[]');
    expect(out.stdout).toContain('collected 0 rows');
  });
});

describe('sweep dispatch: bad input is a clear message, never an internal error', () => {
  const run = async (args: string[], files: Record<string, string> = {}) => {
    const cwd = mkdtempSync(join(tmpdir(), 'dispatch-cli-'));
    for (const [f, text] of Object.entries(files)) writeFileSync(join(cwd, f), text);
    const { out, cli } = io(cwd);
    return { code: await main(['dispatch', ...args], cli), ...out };
  };

  it('a missing plan artifact names the file', async () => {
    const r = await run(['load-plan', '--plan', 'plan.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('plan.json: cannot read the plan (ENOENT)\n');
  });

  it('a plan that is not JSON names the file and the parse error', async () => {
    const r = await run(['expand', '--plan', 'plan.json', '--job', 'sweep-evals'], { 'plan.json': '{' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^plan\.json: not JSON: /);
    expect(r.stderr).not.toContain('internal error');
  });

  it('a plan of the wrong shape names the field', async () => {
    const r = await run(['load-plan', '--plan', 'plan.json'], { 'plan.json': '{"evals": {}}' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^plan\.json: not a search-space-config:\n.*\n\s*→ at evals\n$/);
  });

  it('SH-1 limits must be positive integers (NaN would shard nothing)', async () => {
    for (const [opt, value] of [
      ['--shards-per-family', 'eight'],
      ['--max-rows-per-matrix', '0'],
      ['--max-rows-per-matrix', '-3'],
    ] as const) {
      const r = await run(['load-plan', '--plan', 'plan.json', `${opt}=${value}`], { 'plan.json': '{}' });
      expect(r.code, `${opt} ${value}`).toBe(2);
      expect(r.stderr).toBe(`sweep dispatch: ${opt} must be a positive integer, got '${value}'\n`);
    }
  });

  it('SH-1: --shards-per-family above the 8 slots of sweep-family.yml is refused (those rows would never run)', async () => {
    for (const sub of [['load-plan'], ['expand', '--job', 'sweep-evals']]) {
      const r = await run([...sub, '--plan', 'plan.json', '--shards-per-family=9'], { 'plan.json': '{}' });
      expect(r.code, sub[0]).toBe(2);
      expect(r.stderr).toBe(
        'sweep dispatch: --shards-per-family must be at most 8 (the shard slots of sweep-family.yml), got 9\n',
      );
    }
    const ok = await run(['load-plan', '--plan', 'plan.json', '--shards-per-family=8'], {
      'plan.json': '{}',
    });
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('an unknown option is a usage error (exit 2)', async () => {
    const r = await run(['load-plan', '--plan', 'plan.json', '--bogus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sweep dispatch: Unknown option '--bogus'/);
  });
});
