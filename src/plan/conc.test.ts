import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concRange, concValues } from './conc.js';

describe('concurrency grids (03 §3.2)', () => {
  it('03 §3.2 examples: 4…100 step 2, 1…64 step 3, 3…3', () => {
    expect(concRange(4, 100, 2)).toEqual([4, 8, 16, 32, 64, 100]);
    expect(concRange(1, 64, 3)).toEqual([1, 3, 9, 27, 64]);
    expect(concRange(3, 3, 2)).toEqual([3]);
  });

  it('03 §3.1: conc-list keeps order and duplicates ([8,4,8] gives 3 values)', () => {
    expect(concValues({ 'conc-list': [8, 4, 8] }, 2)).toEqual([8, 4, 8]);
    expect(concValues({ 'conc-list': [], 'conc-start': 2, 'conc-end': 8 }, 2)).toEqual([2, 4, 8]);
  });

  it('03 §3.2 property: starts at start, ends at end, multiplies by the step, strictly increasing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 512 }),
        fc.integer({ min: 0, max: 4096 }),
        fc.integer({ min: 2, max: 5 }),
        (start, extra, step) => {
          const end = start + extra;
          const g = concRange(start, end, step);
          expect(g[0]).toBe(start);
          expect(g[g.length - 1]).toBe(end);
          for (let i = 1; i < g.length; i++) expect(g[i]!).toBeGreaterThan(g[i - 1]!);
          for (let i = 1; i < g.length - 1; i++) expect(g[i]).toBe(g[i - 1]! * step);
        },
      ),
    );
  });
});
