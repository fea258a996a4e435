// The simulator's reading of upload-artifact's `path:` and of $GITHUB_ENV: what a benchmark job's
// artifacts hold, under which names, and the environment its later steps see.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectUpload } from './upload.js';
import { parseGithubEnv } from './github-env.js';

const ws = mkdtempSync(join(tmpdir(), 'sweep-upload-'));
afterAll(() => rmSync(ws, { recursive: true, force: true }));
for (const f of [
  'agg_X.json',
  'X.json',
  'server.log',
  'results/a.log',
  'results/b_config.json',
  'results/aiperf_artifacts/inputs.json',
  'results/aiperf_artifacts/profile_export_raw.jsonl',
  'results/aiperf_artifacts/profile_export_aiperf.json',
]) {
  mkdirSync(dirname(join(ws, f)), { recursive: true });
  writeFileSync(join(ws, f), f);
}

describe('upload-artifact paths', () => {
  it('one file: stored by its name', () => {
    expect(Object.keys(collectUpload(ws, 'agg_X.json'))).toEqual(['agg_X.json']);
  });

  it('several patterns: names relative to the folder every pattern searches from, matched or not', () => {
    expect(collectUpload(ws, 'server.log\nresults/*.log\nresults/*_config.json')).toEqual({
      'results/a.log': 'results/a.log',
      'results/b_config.json': 'results/b_config.json',
      'server.log': 'server.log',
    });
    expect(Object.keys(collectUpload(ws, 'nothing.log\nresults/*.log'))).toEqual(['results/a.log']);
  });

  it('`**` below a folder, with exclusions; a folder means all of it; nothing found is empty', () => {
    expect(
      Object.keys(
        collectUpload(
          ws,
          'results/**\n!results/aiperf_artifacts/inputs.json\n!results/aiperf_artifacts/profile_export_raw.jsonl',
        ),
      ),
    ).toEqual(['a.log', 'aiperf_artifacts/profile_export_aiperf.json', 'b_config.json']);
    expect(Object.keys(collectUpload(ws, join(ws, 'results/aiperf_artifacts')))).toHaveLength(3);
    expect(collectUpload(ws, 'gpu_metrics.csv')).toEqual({});
  });
});

describe('$GITHUB_ENV', () => {
  it('NAME=value lines and NAME<<DELIMITER blocks (values with newlines and `=`)', () => {
    expect(parseGithubEnv('A=1=2\nB<<EOF\nx\ny\nEOF\n\nC<<E_\nEOF\nE_\n')).toEqual({
      A: '1=2',
      B: 'x\ny',
      C: 'EOF',
    });
    expect(() => parseGithubEnv('B<<EOF\nx\n')).toThrow(/no closing delimiter EOF/);
  });
});
