// Numbers in the status comment and `sweep plan`'s cost table: written as `toLocaleString('en-US')` with at
// most one decimal writes them (the reference here), without loading locale data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { num } from '../../src/report/status.js';
import { propertyRuns } from '../support/property.js';

const intl = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 0 });

describe('num', () => {
  it('writes what Intl writes for hours and counts', () => {
    for (const n of [0, 0.04, 0.05, 0.25, 1.25, 83.33, 666.666, 999.95, 1104, 1234.5, 1e6, 12345678.91])
      expect(num(n)).toBe(intl(n));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 9 }), (i, d) => {
        const n = i + d / 10;
        expect(num(n)).toBe(intl(n));
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
