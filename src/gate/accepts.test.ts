// The plain check in front of the strict entry schema: it accepts exactly what the schema accepts, and an
// entry it accepts is what the schema would return, so valid entries never need the schema library.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsStrictEntry, SCENARIO_TYPES, strictEntrySchema } from './schema.js';

const text = fc.oneof(
  fc.constantFrom('', ' ', '\t', 'dsr1-fp4-b200-sglang', 'https://github.com/o/r/pull/1', ' x '),
  fc.string({ maxLength: 6 }),
);
const scalar = fc.oneof(
  text,
  fc.boolean(),
  fc.constantFrom(0, 1, 2, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, null),
  fc.integer({ min: -3, max: 300 }),
);
const nonBlank = fc.constantFrom('dsr1-fp4-b200-sglang', 'https://github.com/o/r/pull/1', ' x ');
const valid = <T>(good: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: good, weight: 6 }, { arbitrary: other, weight: 1 });
const field = (v: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: v, weight: 5 }, { arbitrary: fc.constant(undefined), weight: 2 });
const list = (good: fc.Arbitrary<unknown>, other: fc.Arbitrary<unknown>) =>
  valid(fc.array(good, { minLength: 1, maxLength: 3 }), fc.oneof(fc.array(other, { maxLength: 2 }), scalar));
const entry = fc
  .record({
    'config-keys': valid(list(nonBlank, text), fc.constant(undefined)),
    description: valid(list(nonBlank, scalar), fc.constant(undefined)),
    'pr-link': valid(nonBlank, scalar),
    'evals-only': field(valid(fc.boolean(), scalar)),
    'all-evals': field(fc.boolean()),
    'append-only': field(valid(fc.boolean(), scalar)),
    'no-evals': field(fc.boolean()),
    'eval-min-prefill-ep': field(valid(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constant(null)), scalar)),
    'scenario-type': field(
      valid(
        fc.uniqueArray(fc.constantFrom(...SCENARIO_TYPES), { minLength: 1 }),
        list(fc.constantFrom(...SCENARIO_TYPES), text),
      ),
    ),
    extra: fc.option(fc.constantFrom('config_keys', 'pr_link', 'other'), { nil: undefined, freq: 8 }),
  })
  .map(({ extra, ...fields }) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
    if (extra) out[extra] = 'x';
    return out;
  });

describe('the strict entry check without the schema', () => {
  it('CL-S agrees with the strict schema on random entries; an accepted entry is its own parse result', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: entry, weight: 8 }, scalar, fc.array(scalar, { maxLength: 2 })),
        (v) => {
          const r = strictEntrySchema().safeParse(v);
          expect(acceptsStrictEntry(v)).toBe(r.success);
          if (r.success) {
            accepted++;
            expect(r.data).toEqual(v);
          }
        },
      ),
      { numRuns: 3000 },
    );
    // The generator reaches both sides.
    expect(accepted).toBeGreaterThan(40);
  });

  it('CL-S a complete valid entry, and the cases next to it', () => {
    const ok = {
      'config-keys': ['dsr1-fp4-b200-sglang'],
      description: ['Update the image'],
      'pr-link': 'https://github.com/o/r/pull/9',
      'append-only': true,
      'eval-min-prefill-ep': null,
      'scenario-type': ['fixed-seq-len', 'agentic-coding'],
    };
    expect(acceptsStrictEntry(ok)).toBe(true);
    for (const bad of [
      { ...ok, 'scenario-type': ['fixed-seq-len', 'fixed-seq-len'] },
      { ...ok, 'scenario-type': [] },
      { ...ok, 'eval-min-prefill-ep': 0 },
      { ...ok, 'eval-min-prefill-ep': 2 ** 53 },
      { ...ok, description: ['  '] },
      { ...ok, config_keys: ['x'] },
      { ...ok, 'evals-only': 'true' },
    ]) {
      expect(strictEntrySchema().safeParse(bad).success).toBe(false);
      expect(acceptsStrictEntry(bad)).toBe(false);
    }
  });
});
