// The results settings of the config file: the baseline chosen there (published by default), the data
// branch, the number of samples, the database URL's variable and a threshold per metric; a bad value is
// one positioned problem.
import { describe, expect, it } from 'vitest';
import { parseRepoConfig, resolveRepoConfig } from '../../src/repo-config/index.js';
import { DEFAULT_THRESHOLDS } from '../../src/results/verdict.js';

describe('results settings', () => {
  it('default to the published baseline, 5 samples and the default thresholds', () => {
    expect(resolveRepoConfig(undefined).results).toEqual({
      baseline: 'published',
      dataBranch: 'sweep-results',
      samples: 5,
      databaseUrlEnv: 'DATABASE_URL',
      thresholds: DEFAULT_THRESHOLDS,
    });
  });

  it('are read from the file; a threshold set there replaces only its own metric', () => {
    const text = [
      'results:',
      '  baseline: postgres',
      '  data-branch: data/results',
      '  samples: 3',
      '  database-url-env: NEON_PROD_RO_URL',
      '  thresholds:',
      '    tput_per_gpu: 0.02',
      '    median_ttft: 0.25',
      '',
    ].join('\n');
    const r = parseRepoConfig(text, '.github/sweep.yml');
    expect(r.diagnostics).toEqual([]);
    expect(resolveRepoConfig(r.file).results).toEqual({
      baseline: 'postgres',
      dataBranch: 'data/results',
      samples: 3,
      databaseUrlEnv: 'NEON_PROD_RO_URL',
      thresholds: { ...DEFAULT_THRESHOLDS, tput_per_gpu: 0.02, median_ttft: 0.25 },
    });
  });

  it('a metric that does not exist and a bad branch name are named with their line', () => {
    const text = 'results:\n  data-branch: a..b\n  thresholds:\n    throughput: 0.1\n';
    const r = parseRepoConfig(text, '.github/sweep.yml');
    expect(r.file).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.line, d.col, d.message])).toEqual([
      [2, 16, 'must be a branch name like sweep-results'],
      [4, 5, 'Extra inputs are not permitted'],
    ]);
    expect(r.diagnostics[1]!.fix).toMatch(/^remove 'throughput' \(known fields: tput_per_gpu, /);
  });
});
