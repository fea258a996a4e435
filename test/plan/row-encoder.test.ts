// A row's texts share their encoded values (RowEncoder): the generator row's fingerprint, then the emitted
// copy, which keeps most values by reference and changes, adds or drops a few. Every text must be the bytes
// the plain encoder gives; a shared piece is only right for the same key and the same value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonOf, RowEncoder } from '../../src/plan/canonical.js';
import { recipeFingerprint, rowId } from '../../src/plan/fingerprint.js';
import { propertyRuns } from '../support/property.js';

const key = fc.constantFrom(
  'conc',
  'exp-name',
  'tp',
  'ep',
  'prefill',
  'decode',
  'image',
  'row-id',
  'é',
  'a"b',
  'z',
);
const leaf = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(key, tie('v'), { maxKeys: 3 }),
  ),
})).v;
const row = fc.dictionary(key, value, { maxKeys: 10 });
/** What the emitted copy does to a key: keep the value (the same reference), replace it, or drop it. */
const edit = fc.dictionary(
  key,
  fc.oneof(
    fc.constant('keep' as const),
    fc.constant('drop' as const),
    value.map((v) => ({ v })),
  ),
  { maxKeys: 6 },
);
const omit = fc.uniqueArray(key, { maxLength: 3 }).map((ks) => new Set(ks));

describe('row texts that share their encoded values', () => {
  it('MX-2, FP-1: the first text and every later one are the bytes of the plain encoder', () => {
    fc.assert(
      fc.property(row, edit, omit, omit, (r, e, omitA, omitB) => {
        const copy: Record<string, unknown> = { ...r };
        for (const [k, how] of Object.entries(e)) {
          if (how === 'drop') delete copy[k];
          else if (how !== 'keep') copy[k] = how.v;
        }
        const enc = new RowEncoder();
        const upper = (k: string, v: unknown) =>
          k === 'prefill' && typeof v === 'string' ? v.toUpperCase() : v;
        expect(enc.text(r, omitA, upper)).toBe(canonicalJsonOf(r, omitA, upper));
        expect(enc.text(copy)).toBe(canonicalJson(copy));
        expect(enc.text(copy, omitB)).toBe(canonicalJsonOf(copy, omitB));
      }),
      { numRuns: propertyRuns(400) },
    );
  });

  it('MX-2: a value replaced by an equal-looking one of another type is encoded anew', () => {
    const enc = new RowEncoder();
    const r = { tp: 4, conc: [1, 2], image: 'x' };
    expect(enc.text(r)).toBe('{"conc":[1,2],"image":"x","tp":4}');
    expect(enc.text({ ...r, tp: '4', conc: [1, 2, 3] })).toBe('{"conc":[1,2,3],"image":"x","tp":"4"}');
  });

  it('FP-1: the fingerprint and the row id with an encoder are those without one', () => {
    const r = {
      image: 'img',
      tp: 8,
      conc: 64,
      'exp-name': 'x',
      prefill: { tp: 4, 'additional-settings': [] },
      decode: { tp: 8, 'additional-settings': ['A=1'] },
      'row-id': 'abc',
      priority: '1.000',
    };
    const enc = new RowEncoder();
    expect(recipeFingerprint(r, enc)).toBe(recipeFingerprint(r));
    const emitted = { ...r, 'eval-only': false, 'recipe-fingerprint': recipeFingerprint(r) };
    expect(enc.text(emitted)).toBe(canonicalJson(emitted));
    expect(rowId(emitted, new RowEncoder())).toBe(rowId(emitted));
  });
});
