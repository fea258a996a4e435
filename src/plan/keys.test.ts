import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announce, propertyRuns, propertySeed } from '../../test/support/property.js';
import { matchesPattern, matchKeys } from './keys.js';

const KEYS = [
  'dsr1-fp4-b200-sglang',
  'dsr1-fp4-b200-sglang-mtp',
  'dsr1-fp8-b200-trt',
  'dsv4-fp4-b300-vllm',
  'qwen3.5-fp8-b200-sglang',
];

describe('config-key patterns (02 KR-1)', () => {
  it('KR-1: `*` matches any run, possibly empty; anchored', () => {
    expect(matchKeys('dsr1-*', KEYS)).toEqual(KEYS.slice(0, 3));
    expect(matchKeys('*-sglang', KEYS)).toEqual(['dsr1-fp4-b200-sglang', 'qwen3.5-fp8-b200-sglang']);
    expect(matchKeys('dsr1-fp4-b200-sglang*', KEYS)).toEqual(KEYS.slice(0, 2));
    expect(matchKeys('*', KEYS)).toEqual(KEYS);
  });

  it('KR-1: everything else is literal (`.` and `?` are not wildcards) and case-sensitive', () => {
    expect(matchKeys('qwen3?5-*', KEYS)).toEqual([]);
    expect(matchKeys('qwen3x5-*', KEYS)).toEqual([]);
    expect(matchKeys('qwen3.5-*', KEYS)).toEqual(['qwen3.5-fp8-b200-sglang']);
    expect(matchKeys('DSR1-*', KEYS)).toEqual([]);
    expect(matchKeys('[d]sr1-*', ['[d]sr1-x', 'dsr1-x'])).toEqual(['[d]sr1-x']);
  });

  it('KR-1: a plain key matches only itself', () => {
    expect(matchKeys('dsr1-fp4-b200-sglang', KEYS)).toEqual(['dsr1-fp4-b200-sglang']);
    expect(matchKeys('dsr1-fp4', KEYS)).toEqual([]);
  });
});

/** An independent oracle: the textbook dynamic programme over (pattern position, key position). */
function oracle(pattern: string, key: string): boolean {
  let row = new Array<boolean>(key.length + 1).fill(false);
  row[0] = true;
  for (const c of pattern) {
    const next = new Array<boolean>(key.length + 1).fill(false);
    for (let j = 0; j <= key.length; j++)
      next[j] = c === '*' ? row[j]! || (j > 0 && next[j - 1]!) : j > 0 && row[j - 1]! && key[j - 1] === c;
    row = next;
  }
  return row[key.length]!;
}

describe('config-key patterns: matching without regular expressions (KR-1)', () => {
  it('KR-1: agrees with the dynamic-programme oracle on short patterns over a small alphabet', () => {
    const text = (n: number) => fc.string({ unit: fc.constantFrom('a', 'b', '-', '.', '*'), maxLength: n });
    const run = announce('config-key matcher vs oracle', { seed: propertySeed, numRuns: propertyRuns(2000) });
    fc.assert(
      fc.property(text(10), text(14), (pattern, raw) => {
        const key = raw.replace(/\*/g, '');
        expect(matchesPattern(pattern, key)).toBe(oracle(pattern, key));
      }),
      run,
    );
  });

  it('KR-1: a 36 kB pattern and a pattern of many stars are matched in linear time, without throwing', () => {
    const keys = Array.from({ length: 10_000 }, (_, i) => `${'a'.repeat(40)}-${i}`);
    const long = '*x'.repeat(18_000) + '*';
    const stars = '*a'.repeat(30) + '*b';
    const t0 = performance.now();
    expect(matchKeys(long, keys)).toEqual([]);
    expect(matchKeys(stars, keys)).toEqual([]);
    expect(matchKeys('*a*a*a*-9999', keys)).toEqual([`${'a'.repeat(40)}-9999`]);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
