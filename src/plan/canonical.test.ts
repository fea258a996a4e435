// MX-2 / FP-1: the canonical text every row hash is taken over. The encoder remembers the sorted key order
// of each key set it meets; these properties hold it to an independent encoding (a recursively key-sorted
// copy through JSON.stringify), whatever order, nesting and mix of key sets the objects come in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announce, propertyRuns, propertySeed } from '../../test/support/property.js';
import { canonicalJson, canonicalJsonOf, comparableJson } from './canonical.js';

/**
 * The oracle: keys sorted as strings at every level, values through JSON.stringify (ASCII only, so no
 * escaping differs). Built as text: an object would put integer-like keys first.
 */
const oracle = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(oracle).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${oracle((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

// Few key names, so that objects share key sets, prefixes of them and orders of them.
const key = fc.constantFrom('a', 'b', 'c', 'tp', 'conc', 'exp-name', 'prefill', '10', '2');
const leaf = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.string({ unit: 'grapheme-ascii' }));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), fc.array(tie('value'), { maxLength: 3 })),
  object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
}));

describe('canonical JSON with remembered key orders (MX-2, FP-1)', () => {
  it('encodes every object as its key-sorted copy, in any insertion order and any mix of key sets', () => {
    const run = announce('canonical key orders', { seed: propertySeed, numRuns: propertyRuns(400) });
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), (values) => {
        // The same values again, each object rebuilt with its keys in reverse insertion order.
        const reversed = (v: unknown): unknown =>
          Array.isArray(v)
            ? v.map(reversed)
            : v && typeof v === 'object'
              ? Object.fromEntries(
                  Object.keys(v)
                    .reverse()
                    .map((k) => [k, reversed((v as Record<string, unknown>)[k])]),
                )
              : v;
        for (const v of values) {
          expect(canonicalJson(v)).toBe(oracle(v));
          expect(canonicalJson(reversed(v))).toBe(oracle(v));
        }
      }),
      run,
    );
  });

  it('leaves out the omitted keys of a remembered key set, and only them', () => {
    const row = { tp: 4, conc: 8, 'exp-name': 'x', a: { c: 1, b: 2 } };
    expect(canonicalJson(row)).toBe('{"a":{"b":2,"c":1},"conc":8,"exp-name":"x","tp":4}');
    expect(canonicalJsonOf(row, new Set(['conc', 'exp-name']))).toBe('{"a":{"b":2,"c":1},"tp":4}');
    // A key set that is a prefix of a remembered one has an order of its own.
    expect(canonicalJson({ tp: 4, conc: 8 })).toBe('{"conc":8,"tp":4}');
    expect(canonicalJson({ tp: 4 })).toBe('{"tp":4}');
  });

  it('still sorts objects once more key sets have been met than it remembers', () => {
    const many = Array.from({ length: 30_000 }, (_, i) => ({ [`k${i}`]: i, a: i }));
    for (const o of many) canonicalJson(o);
    expect(canonicalJson({ z: 1, [`k${29_999}`]: 2, a: 3 })).toBe('{"a":3,"k29999":2,"z":1}');
    expect(canonicalJson({ zz: 1, y: 2 })).toBe('{"y":2,"zz":1}');
  });

  it('keeps what only the comparing form can hold out of the strict form, in either order', () => {
    expect(comparableJson({ conc: Infinity, tp: 1 })).toBe('{"conc":#Infinity,"tp":1}');
    expect(() => canonicalJson({ conc: Infinity, tp: 1 })).toThrow(/non-finite/);
    expect(() => canonicalJson({ tp: 2, conc: NaN })).toThrow(/non-finite/);
    expect(comparableJson({ tp: 2, conc: NaN })).toBe('{"conc":#NaN,"tp":2}');
    expect(canonicalJson({ conc: -0, tp: 1 })).toBe('{"conc":0,"tp":1}');
  });
});
