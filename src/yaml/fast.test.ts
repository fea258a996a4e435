// The fast path must give exactly the values of the positioned YAML 1.1 parser, or step aside.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasReference, snapshot } from '../../test/support/reference.js';
import { fastLoad } from './fast.js';
import { parseYaml } from './parse.js';

const slow = (t: string) => parseYaml(t, 'f.yaml').value;

/** The fast path either steps aside or reads exactly what the positioned parser reads without error. */
const agrees = (text: string): boolean => {
  const fast = fastLoad(text);
  if (fast === undefined) return true;
  const p = parseYaml(text, 'f.yaml');
  if (p.diagnostics.some((d) => d.severity === 'error')) return false;
  expect(fast.value).toEqual(p.value);
  return true;
};
const runs = { numRuns: Number(process.env.FAST_YAML_RUNS ?? 20000) };

describe('fastLoad (YM-1 values, fast)', () => {
  it.skipIf(!hasReference)('reads every reference file to the same value as the positioned parser', () => {
    for (const f of Object.values(snapshot)) {
      const text = readFileSync(f, 'utf8');
      const fast = fastLoad(text);
      expect(fast, f).toBeDefined();
      expect(fast!.value, f).toEqual(slow(text));
    }
  });

  it("reads the project's own configs to the same value", () => {
    for (const f of [
      'configs/nvidia-master.yaml',
      'configs/amd-master.yaml',
      'configs/runners.yaml',
      'configs/ci-priority.yaml',
      'perf-changelog.yaml',
    ]) {
      const text = readFileSync(f, 'utf8');
      expect(fastLoad(text)!.value, f).toEqual(slow(text));
    }
  });

  it.each([
    ['a: 2_063_920', { a: 2063920 }],
    ['a: yes\nb: Off\nc: ~\nd:', { a: true, b: false, c: null, d: null }],
    ['a: -12\nb: 0.80\nc: "8"\nd: 1.', { a: -12, b: 0.8, c: '8', d: 1 }],
  ])('resolves %j like YAML 1.1', (text, value) => {
    expect(fastLoad(text)!.value).toEqual(value);
    expect(slow(text)).toEqual(value);
  });

  it.each([
    'a: y',
    'a: 010',
    'a: 0x1f',
    'a: 1e3',
    'a: 4:00:00',
    'a: .inf',
    'a: 2026-11-30',
    'a: 1\na: 2',
    'a: [',
    'a: !!set {x}',
    '<<: {a: 1}',
  ])('steps aside for %j', (text) => {
    expect(fastLoad(text)).toBeUndefined();
  });

  it('never disagrees with the positioned parser on generated scalars', () => {
    const scalar = fc.oneof(
      fc.stringMatching(/^[-+]?[0-9_.eExXoObB:]{1,8}$/),
      fc.constantFrom(
        'yes',
        'No',
        'ON',
        'off',
        'y',
        'N',
        'null',
        '~',
        'True',
        '.nan',
        '-.inf',
        '<<',
        '.',
        '-',
      ),
      fc.string({ maxLength: 6 }),
    );
    fc.assert(
      fc.property(scalar, (s) => agrees(`k: ${s}\n`)),
      runs,
    );
  });

  it('never disagrees with the positioned parser on generated YAML-ish text', () => {
    const ch = fc.constantFrom(...'ab1._-:, \n\n  []{}"\'#&*!?|>%@`\t~yYnNe+0x'.split(''));
    const text = fc.array(ch, { maxLength: 24 }).map((cs) => cs.join(''));
    fc.assert(fc.property(text, agrees), runs);
  });
});
