import { describe, expect, it } from 'vitest';
import { renderStatus } from './status.js';
import { DEFAULT_LINKS, renderUnofficial } from './unofficial.js';
import { reasonText, uiText } from './messages.js';
import { mermaid } from './summary.js';
import { decide as decideWith, type DecisionInput } from '../decide/decide.js';
import { defaultPolicy } from '../decide/policy.js';

const decide = (i: DecisionInput) => decideWith(i, defaultPolicy);

describe('texts', () => {
  it('CM-3 every catalogue key has English and Chinese', () => {
    for (const [k, v] of Object.entries({ ...reasonText, ...uiText })) {
      expect(v.en.trim(), k).not.toBe('');
      expect(v.zh.trim(), k).not.toBe('');
    }
  });
  it('BC-3 [N] format: marker, performance then accuracy on separate paragraphs', () => {
    const body = renderUnofficial(DEFAULT_LINKS, 38029231836, true);
    expect(body.split('\n').slice(0, 4)).toEqual([
      '<!-- inferencex-unofficial-run-visualizer -->',
      'View unofficial run (performance): https://inferencex.semianalysis.com/inference?unofficialRun=38029231836',
      '',
      'View unofficial run (accuracy): https://inferencex.semianalysis.com/evaluation?unofficialRun=38029231836',
    ]);
  });
  it('CM-2 status: LB-1 message, English then Chinese details', () => {
    const d = decide({
      event: 'pull_request_target',
      action: 'labeled',
      changedLabel: 'full-sweep-enabled',
      pr: {
        number: 5,
        labels: ['full-sweep-enabled', 'full-sweep-fail-fast'],
        draft: false,
        fork: false,
        headSha: 'a'.repeat(40),
        headCommitMessage: '',
        state: 'open',
        merged: false,
        mergeSha: null,
      },
    });
    const body = renderStatus({ pr: 5, headSha: 'a'.repeat(40), decision: d }, 7);
    expect(body.startsWith('<!-- sweep-orchestrator-status -->\n<!-- version: 7 -->')).toBe(true);
    expect(body).toContain('PR has multiple conflicting sweep labels. Pick exactly one.');
    expect(body.indexOf('PR has multiple')).toBeLessThan(body.indexOf('<details><summary>中文</summary>'));
    expect(body).toContain('请只保留一个');
  });
  it('CM-2 status: gate errors are capped at 20 with file:line links', () => {
    const d = decide({
      event: 'pull_request_target',
      action: 'opened',
      pr: {
        number: 5,
        labels: [],
        draft: false,
        fork: false,
        headSha: 'a'.repeat(40),
        headCommitMessage: '',
        state: 'open',
        merged: false,
        mergeSha: null,
      },
    });
    const diagnostics = Array.from({ length: 25 }, (_, i) => ({
      severity: 'error' as const,
      rule: 'CL-4',
      message: `bad ${i}`,
      file: 'perf-changelog.yaml',
      line: i + 1,
    }));
    const body = renderStatus(
      {
        pr: 5,
        headSha: 'a'.repeat(40),
        decision: d,
        report: { gate: { outcome: 'fail', diagnostics }, lint: [] },
        blobUrl: 'https://github.com/o/r/blob/sha',
      },
      1,
    );
    const en = body.split('<details>')[0]!;
    expect(en).toContain('[`perf-changelog.yaml:3`](https://github.com/o/r/blob/sha/perf-changelog.yaml#L3)');
    expect(en).toContain('… and 5 more');
    expect(en).not.toContain('bad 20');
  });
  it('mermaid: canary → one node per non-empty bucket', () => {
    const m = mermaid({
      key: 'f'.repeat(64),
      buckets: [
        { name: 'single_node.8k1k', rows: 690, shards: 3 },
        { name: 'evals', rows: 0, shards: 0 },
      ],
      canary: { bucket: 'single_node.8k1k', name: 'dsv4_8k1k', runner: 'mi355x', conc: 1 },
      clusters: [],
    });
    expect(m).toContain('canary --> single_node_8k1k["single_node.8k1k: 690 rows in 3 shards"]');
    expect(m).not.toContain('evals');
  });
});
