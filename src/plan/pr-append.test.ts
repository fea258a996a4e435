// append-only entries (02 §7): scope (P-13) and delta (P-14); test/plan/append-git.test.ts runs the whole
// path from git refs.
import { describe, expect, it } from 'vitest';
import { appendOnlyDelta, checkAppendScope, rawMastersPair } from './pr-append.js';

const where = { file: 'perf-changelog.yaml', line: 10 };
const sn = (tp: number, conc: number, image = 'img:1') => ({
  image,
  model: 'm',
  runner: 'r',
  framework: 'f',
  precision: 'fp8',
  isl: 8192,
  osl: 1024,
  tp,
  conc,
  'exp-name': 'x_8k1k',
});
const mn = (conc: number[], image = 'img:1') => ({
  image,
  model: 'm',
  runner: 'r',
  framework: 'f',
  precision: 'fp8',
  prefill: { tp: 4 },
  decode: { tp: 8 },
  conc,
  'exp-name': 'x_8k1k',
});

describe('02 §7 delta (P-14)', () => {
  it('keeps only head rows with new concurrencies; multi-node conc lists are sliced to the new values', () => {
    const d = appendOnlyDelta(
      [sn(4, 4), sn(4, 8), mn([4, 8])],
      [sn(4, 4), sn(4, 8), sn(4, 16), mn([4, 8, 12, 16])],
      where,
    );
    expect(d.diagnostics).toEqual([]);
    expect(d.rows).toEqual([sn(4, 16), mn([12, 16])]);
  });
  it('allows a new parallelism next to the old one on the same visual curve and image', () => {
    const d = appendOnlyDelta([sn(4, 4)], [sn(4, 4), sn(8, 4)], where);
    expect(d.rows).toEqual([sn(8, 4)]);
  });
  it.each([
    ['no base curve', [], [sn(4, 4)], 'append-only requires an existing curve in the base revision'],
    [
      'a changed recipe',
      [sn(4, 4)],
      [sn(4, 4, 'img:2')],
      'append-only may not remove or modify existing generated recipes',
    ],
    [
      'a removed point',
      [sn(4, 4), sn(4, 8)],
      [sn(4, 8), sn(4, 16)],
      'append-only may not remove existing concurrency points: [4]',
    ],
    ['nothing new', [sn(4, 4)], [sn(4, 4)], 'append-only did not add any generated points'],
    [
      'a new curve with another image',
      [sn(4, 4)],
      [sn(4, 4), { ...sn(8, 4), image: 'img:9' }],
      'append-only additions must belong to an existing visual curve with one unchanged non-null image',
    ],
    [
      'an invalid concurrency',
      [sn(4, 4)],
      [sn(4, 4), sn(4, 0)],
      'append-only matrix entry has invalid concurrency value: 0',
    ],
  ])('%s is refused', (_name, base, head, message) => {
    const d = appendOnlyDelta(base, head, where);
    expect(d.rows).toEqual([]);
    expect(d.diagnostics.map((x) => [x.rule, x.message])).toEqual([['P-14', message]]);
  });
});

describe('02 §7 scope (P-13)', () => {
  const cfg = (conc: number, extra = {}) => ({
    image: 'i',
    scenarios: { 'fixed-seq-len': [{ conc }], 'agentic-coding': [{ conc: 1 }] },
    ...extra,
  });
  const selected = new Map([['a', ['fixed-seq-len' as const]]]);
  const check = (base: Record<string, unknown>, head: Record<string, unknown>) =>
    checkAppendScope(new Map(Object.entries(base)), new Map(Object.entries(head)), { selected }, where).map(
      (d) => d.message,
    );
  it('accepts a change inside the selected scenario', () => {
    expect(check({ a: cfg(1), b: cfg(1) }, { a: cfg(2), b: cfg(1) })).toEqual([]);
  });
  it('refuses missing, changed-elsewhere, restructured and out-of-scope changes', () => {
    expect(check({ b: cfg(1) }, { a: cfg(1), b: cfg(1) })).toEqual([
      "append-only requires every selected config to exist in the base revision; missing: ['a']",
    ]);
    expect(check({ a: cfg(1), b: cfg(1) }, { a: cfg(1), b: cfg(2), c: cfg(1) })).toEqual([
      "append-only PR changed configs not selected by its changelog entry: ['b', 'c']",
    ]);
    expect(
      check({ a: cfg(1) }, { a: { image: 'i', scenarios: { 'fixed-seq-len': [{ conc: 2 }] } } }),
    ).toEqual(["append-only added or removed a scenario in config 'a'"]);
    expect(check({ a: cfg(1) }, { a: cfg(2, { image: 'j' }) })).toEqual([
      "append-only changed config-wide fields that can affect scenarios outside its changelog scope: 'a'",
    ]);
    const head = cfg(1);
    head.scenarios['agentic-coding'] = [{ conc: 2 }];
    expect(check({ a: cfg(1) }, { a: head })).toEqual([
      "append-only changed a scenario outside its changelog scope: 'a' / 'agentic-coding'",
    ]);
  });
  it('P-13 compares values, not layout: an anchor added or dropped elsewhere in the file changes nothing', () => {
    const plain = 'x:\n  image: i\na:\n  image: i\n  scenarios: {fixed-seq-len: [{conc: 1}]}\n';
    const anchored = 'x:\n  image: &img i\na:\n  image: *img\n  scenarios: {fixed-seq-len: [{conc: 2}]}\n';
    const raw = (base: string, head: string) =>
      rawMastersPair([{ path: 'm.yaml', text: base }], [{ path: 'm.yaml', text: head }], new Set(['a']));
    for (const [base, head] of [
      [plain, anchored],
      [anchored, plain],
    ]) {
      const r = raw(base!, head!);
      expect(checkAppendScope(r.base, r.head, { selected }, where)).toEqual([]);
    }
  });
});
