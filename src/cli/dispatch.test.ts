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
