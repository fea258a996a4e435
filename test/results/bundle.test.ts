// The run's results archive: each result artifact's JSON files under the folder its download pattern puts
// them in, read back as the artifacts they came from (the other artifacts left out), and read by the
// results core as the artifacts themselves would be.
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_FOLDERS,
  bundleArtifacts,
  bundlePath,
  isBundled,
  RESULTS_BUNDLE,
} from '../../src/results/bundle.js';
import { readArtifacts } from '../../src/results/read.js';

describe('the results archive', () => {
  it('is named sweep-results and holds JSON files only', () => {
    expect(RESULTS_BUNDLE).toBe('sweep-results');
    expect(isBundled('agg_x.json')).toBe(true);
    expect(isBundled('server.log')).toBe(false);
    expect(isBundled('multinode_server_logs.tar.gz')).toBe(false);
  });

  it('puts each result artifact under the folder of the download pattern it matches', () => {
    expect(bundlePath('result-0123456789abcdef-2', 'x.json')).toBe(
      'results/result-0123456789abcdef-2/x.json',
    );
    expect(bundlePath('bmk_dsr1_8k1k', 'agg_dsr1_8k1k.json')).toBe('bmk/bmk_dsr1_8k1k/agg_dsr1_8k1k.json');
    expect(bundlePath('bmk_agentic_dsv4', 'dsv4.json')).toBe('bmk/bmk_agentic_dsv4/dsv4.json');
    expect(bundlePath('eval_dsr1', 'sub/meta_env.json')).toBe('evals/eval_dsr1/sub/meta_env.json');
    expect(bundlePath('server_logs_dsr1', 'x.json')).toBeUndefined();
    expect(BUNDLE_FOLDERS.map((f) => f.pattern)).toEqual(['result-*', 'bmk_*', 'eval_*']);
  });

  it('reads back as the artifacts it came from; logs and metrics artifacts are left out', () => {
    const agg = { hw: 'b200', conc: 4 };
    const files = [
      { path: 'bmk/bmk_dsr1/agg_dsr1.json', text: JSON.stringify(agg) },
      { path: 'evals/eval_dsr1/meta_env.json', text: '{}' },
      { path: 'evals/eval_dsr1/results_gsm8k.json', text: '{}' },
      { path: 'evals/eval_server_logs_dsr1/x.json', text: '{}' },
      { path: 'results/result-0123456789abcdef-1/0123456789abcdef.json', text: '{}' },
      { path: 'stray.json', text: '{}' },
    ];
    expect(bundleArtifacts(files)).toEqual([
      { name: 'bmk_dsr1', files: [{ path: 'agg_dsr1.json', text: JSON.stringify(agg) }] },
      {
        name: 'eval_dsr1',
        files: [
          { path: 'meta_env.json', text: '{}' },
          { path: 'results_gsm8k.json', text: '{}' },
        ],
      },
      { name: 'result-0123456789abcdef-1', files: [{ path: '0123456789abcdef.json', text: '{}' }] },
    ]);
    // The results core reads them by their names, as it reads a downloaded directory.
    const read = readArtifacts(bundleArtifacts(files));
    expect(read.problems.map((p) => [p.artifact, p.code])).toContainEqual(['bmk_dsr1', 'invalid']);
  });
});
