// "Did you mean" suggestions: the nearest candidate by edit distance (a containing or contained candidate
// by the length difference), within a third of the word; the bounded distance must pick what the full one does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/config/finding.js';
import { propertyRuns } from '../support/property.js';

/** The textbook edit distance, written here independently of the product's. */
function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return d[a.length]![b.length]!;
}

function expected(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = c.includes(word) || word.includes(c) ? Math.abs(c.length - word.length) : levenshtein(word, c);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best !== undefined && bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

const word = fc.stringMatching(/^[a-c:-]{0,12}$/);

describe('the nearest runner label', () => {
  it('VP-1: is the candidate the full edit distance picks, first on ties', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 12 }), (w, candidates) => {
        expect(nearest(w, candidates)).toBe(expected(w, candidates));
        // Asked again (the answer is remembered per list): the same.
        expect(nearest(w, candidates)).toBe(expected(w, candidates));
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it("VP-1: suggests 'cluster:mi300x-tw' for 'cluster:mi325x-tw', nothing for a far label", () => {
    const labels = ['cluster:mi300x-tw', 'cluster:mi355x-amds', 'b200', 'h200-nb'];
    expect(nearest('cluster:mi325x-tw', labels)).toBe('cluster:mi300x-tw');
    expect(nearest('gb300-nv', labels)).toBeUndefined();
  });
});
