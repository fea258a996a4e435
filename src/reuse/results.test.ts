import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldenDir, needsReference } from '../../test/support/reference.js';
import { rowCoverage, summarizePlan } from './results.js';

const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const art = (name: string, expired = false) => ({ name, expired });

describe('rowCoverage (RR-1)', () => {
  it('counts a row once however many attempts uploaded it', () => {
    const c = rowCoverage([A, B, A], [art(`result-${A}-1`), art(`result-${A}-2`), art(`result-${A}-3`)]);
    expect(c).toEqual({ covered: 1, missing: [B] });
  });

  it('only the newest attempt of a row counts: an expired newest result is no result', () => {
    expect(rowCoverage([A], [art(`result-${A}-1`), art(`result-${A}-2`, true)])).toEqual({
      covered: 0,
      missing: [A],
    });
    expect(rowCoverage([A], [art(`result-${A}-1`, true), art(`result-${A}-2`)])).toEqual({
      covered: 1,
      missing: [],
    });
  });

  it('a job of a later attempt without a result makes the row missing', () => {
    const jobs = [
      { name: `sweep-agentic / shard 1 / ${A}`, attempt: 1 },
      { name: `sweep-agentic / shard 1 / ${A}`, attempt: 3 },
      { name: 'load-plan', attempt: 3 },
    ];
    expect(rowCoverage([A], [art(`result-${A}-1`)], jobs).missing).toEqual([A]);
    expect(rowCoverage([A], [art(`result-${A}-1`), art(`result-${A}-3`)], jobs).missing).toEqual([]);
  });

  it('ignores artifacts that are not row results', () => {
    const c = rowCoverage(
      [A],
      [art('results_bmk'), art(`result-${A}`), art(`result-${A}-0`), art(`result-XYZ-1`)],
    );
    expect(c.missing).toEqual([A]);
  });
});

describe('summarizePlan', () => {
  it('reads row ids, changelog metadata and agentic rows of a plan', () => {
    const row = (id: string, extra: Record<string, unknown> = {}) => ({
      'row-id': id,
      runner: 'b200',
      ...extra,
    });
    const plan = {
      single_node: { '8k1k': [row(A)], agentic: [row(B, { 'scenario-type': 'agentic-coding' })] },
      multi_node: {},
      evals: [row(A)],
      changelog_metadata: { base_ref: 'x', head_ref: 'y', entries: [] },
    };
    expect(summarizePlan(plan)).toEqual({ rowIds: [A, B], changelogMetadata: true, agentic: true });
    expect(
      summarizePlan({ ...plan, single_node: { '8k1k': [row(A)] }, changelog_metadata: undefined }),
    ).toEqual({
      rowIds: [A],
      changelogMetadata: false,
      agentic: false,
    });
    expect(summarizePlan({ single_node: [] })).toBeUndefined();
    expect(summarizePlan('not a plan')).toBeUndefined();
  });

  it(
    'on the golden plans: one id per row, agentic exactly when agentic rows exist',
    needsReference('outputs'),
    () => {
      for (const c of ['syn-7-001', 'syn-7-011', 'syn-7-019', 'syn-7-021', 'syn-7-028']) {
        const text = readFileSync(join(goldenDir, 'changelog-cases', c, 'expected.json'), 'utf8');
        const json = JSON.parse(text) as Record<string, unknown>;
        const rows = Object.entries(json)
          .filter(([k]) => k !== 'changelog_metadata')
          .flatMap(([, v]) => (Array.isArray(v) ? v : Object.values(v as Record<string, unknown[]>).flat()));
        const s = summarizePlan(json)!;
        expect(s.rowIds.length, c).toBe(rows.length);
        expect(s.changelogMetadata, c).toBe(true);
        expect(s.agentic, c).toBe(text.includes('"agentic-coding"'));
      }
    },
  );
});
