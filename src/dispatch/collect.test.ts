import { describe, expect, it } from 'vitest';
import { collectBmk, dedupeResults } from './collect.js';

describe('collect', () => {
  it('RR-1: one result per row id, the newest attempt wins', () => {
    const out = dedupeResults([
      { 'row-id': 'b', attempt: 1, v: 'old' },
      { 'row-id': 'a', attempt: 1, v: 'a1' },
      { 'row-id': 'b', attempt: 2, v: 'new' },
      { 'row-id': 'b', attempt: 1, v: 'late copy of attempt 1' },
    ]);
    expect(out).toEqual([
      { 'row-id': 'a', attempt: 1, v: 'a1' },
      { 'row-id': 'b', attempt: 2, v: 'new' },
    ]);
  });
});

describe('the bmk_* collection (agg_bmk.json)', () => {
  it('every JSON file as it is, one list in path order; a file that is not JSON is named, not fatal', () => {
    const r = collectBmk([
      { name: 'bmk_b/agg_b.json', text: '{"hw":"b200","tput_per_gpu":2}' },
      { name: 'bmk_agentic_a/a_conc4.json', text: '{"scenario_type":"agentic-coding"}' },
      { name: 'bmk_c/x.json', text: '{' },
      { name: 'bmk_a/agg_a.json', text: '[1]' },
    ]);
    expect(r.list).toEqual([[1], { scenario_type: 'agentic-coding' }, { hw: 'b200', tput_per_gpu: 2 }]);
    expect(r.problems).toEqual(['bmk_c/x.json: not JSON']);
  });
});
