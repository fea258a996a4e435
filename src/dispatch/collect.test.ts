import { describe, expect, it } from 'vitest';
import { dedupeResults } from './collect.js';

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
