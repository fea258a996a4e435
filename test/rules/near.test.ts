// "Did you mean" for changelog config keys and patterns: the distance counts edits to a pattern's literal
// characters, `*` matching any run for free; only the nearest keys within a third of the literal length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean, nearestKeys, patternDistance } from '../../src/rules/near.js';
import { propertyRuns } from '../support/property.js';

/** The distance by its definition, recursively: written here apart from the product's table. */
function reference(p: string, k: string): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    const id = `${i},${j}`;
    if (memo.has(id)) return memo.get(id)!;
    let v: number;
    if (i === p.length) v = k.length - j;
    else if (p[i] === '*')
      v = Math.min(...Array.from({ length: k.length - j + 1 }, (_, n) => go(i + 1, j + n)));
    else if (j === k.length) v = [...p.slice(i)].filter((c) => c !== '*').length;
    else v = Math.min(go(i + 1, j + 1) + (p[i] === k[j] ? 0 : 1), go(i + 1, j) + 1, go(i, j + 1) + 1);
    memo.set(id, v);
    return v;
  };
  return go(0, 0);
}

const word = fc.stringMatching(/^[ab*-]{0,9}$/);

describe('patternDistance', () => {
  it('is the edit distance of the literal characters, `*` matching any run', () => {
    fc.assert(
      fc.property(word, fc.stringMatching(/^[ab-]{0,9}$/), (p, k) => {
        expect(patternDistance(p, k)).toBe(reference(p, k));
      }),
      { numRuns: propertyRuns(800) },
    );
  });
});

describe('nearest keys', () => {
  const keys = ['dsr1-fp8-b200-sglang', 'dsr1-fp8-b200-trt', 'dsr1-fp4-b200-sglang', 'gptoss-fp4-h100-vllm'];
  it('a one-letter typo names the key', () => {
    expect(didYouMean('dsr1-fp8-b200-sglan', keys)).toBe("did you mean 'dsr1-fp8-b200-sglang'?");
  });
  it('a pattern names the keys it would match after the fewest edits', () => {
    expect(nearestKeys('dsr1-fp8-b20-*', keys)).toEqual(['dsr1-fp8-b200-sglang', 'dsr1-fp8-b200-trt']);
    expect(didYouMean('dsr1-fp8-b20-*', keys)).toBe(
      "did you mean 'dsr1-fp8-b200-sglang' or 'dsr1-fp8-b200-trt'?",
    );
  });
  it('nothing for a word far from every key', () => {
    expect(didYouMean('qwen3-fp8-mi300x-atom', keys)).toBeUndefined();
  });
});
