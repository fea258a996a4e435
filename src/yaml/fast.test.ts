// The fast path must give exactly the values of the positioned YAML 1.1 parser, or step aside.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { announce, propertyRuns, propertySeed } from '../../test/support/property.js';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { families } from '../../test/support/yaml-arbitraries.js';
import { LIMITS } from '../limits.js';
import { fastLoad } from './fast.js';
import { parseYaml } from './parse.js';

const slow = (t: string) => parseYaml(t, 'f.yaml').value;

describe('fastLoad (YM-1 values, fast)', () => {
  it(
    'reads every reference file to the same value as the positioned parser',
    needsReference('inputs'),
    () => {
      for (const f of Object.values(snapshot)) {
        const text = readReference(f);
        const fast = fastLoad(text);
        expect(fast, f).toBeDefined();
        expect(fast!.value, f).toEqual(slow(text));
      }
    },
  );

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
    [
      'a: 0\nb: 7\nc: 999999999999999\nd: 1234567890123456789\ne: 12a',
      {
        a: 0,
        b: 7,
        c: 999999999999999,
        d: Number('1234567890123456789'),
        e: '12a',
      },
    ],
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

  it.each([
    ['{{}}\n', 'a collection as a key'],
    ['a: b\rc\n', 'a raw CR inside a scalar'],
    ['a: 1\rb: 2\r', 'CR used as a line break'],
    ['a: 1\r\nb: 2\r\n', 'CRLF line breaks'],
    ['- -\n- b\n', 'a `- -` compact sequence'],
    [`${'k'.repeat(1030)}: 1\n`, 'an implicit key over 1,024 characters'],
    ['a: [1,\n2]\n', 'a flow sequence split with too little indentation'],
    ['a:\n  b: {x: 1,\n  y: 2}\n', 'a flow mapping split with too little indentation'],
    ['a: "b\u0085c"\n', 'a NEL character'],
    ['e1: 1\n', '`e1` (a float to yaml)'],
    ['a,b: 1\n', 'a flow indicator in a plain key'],
    ['x:\n  k#1: 2\n', 'a `#` in a plain key'],
    ['x:\n  - it"s: 2\n', 'a quote in a plain key'],
  ])('steps aside for %j (%s)', (text) => {
    expect(fastLoad(text)).toBeUndefined();
  });

  it('reads what real files contain: compact mappings, flows, quotes, multi-line plain values', () => {
    const text = [
      'cluster:gb200-nv:',
      '  - { tp: 8, ep: 8, dp-attn: true, conc-list: [1, 4], router: { name: r, version: "0.3.2" } }',
      '  - tp: 4',
      '    args: [--mem=0, -x]',
      "    note: don't # a comment",
      'pr-link: ',
      '    https://github.com/o/r/pull/1701',
      'description:',
      '- "a \\"quoted\\" \\u00e9"',
      "- 'it''s'",
      '- a plain value',
      '  that goes on',
      '',
      '  and on',
      '',
    ].join('\n');
    expect(fastLoad(text)!.value).toEqual(slow(text));
  });
});

describe('fastLoad and the positioned parser agree at the input limits', () => {
  it('the value limit: both read a file with exactly the limit, both refuse one more', () => {
    const max = LIMITS.scalars.max;
    // 11 values of every form (keys, plain, multi-line plain, quoted, flow items), then a list.
    const head = 'a: b\n  c\nq: "x"\ne:\nf: [1, \'y\', {g: h}]\nl:\n';
    const doc = (n: number) => head + '  - 1\n'.repeat(n - 11);
    expect(fastLoad(doc(max))).toBeDefined();
    expect(parseYaml(doc(max), 'f.yaml').diagnostics).toEqual([]);
    expect(fastLoad(doc(max + 1))).toBeUndefined();
    expect(parseYaml(doc(max + 1), 'f.yaml').diagnostics.map((d) => d.message)).toEqual([
      'f.yaml: the number of YAML values exceeds the limit of 100,000 values in a file',
    ]);
  });

  it('the nesting limit: 64 levels are read by both, 65 by neither', () => {
    const block = (d: number) =>
      `${Array.from({ length: d }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`;
    expect(fastLoad(block(64))!.value).toEqual(parseYaml(block(64), 'f').value);
    expect(fastLoad(block(65))).toBeUndefined();
    expect(parseYaml(block(65), 'f').value).toBeUndefined();
  });
});

// Every family of generated text, in the share of runs given: the fast path reads it exactly as the
// positioned parser does, or steps aside. Counts are printed (CI runs the default total).
const SHARES: Record<string, number> = {
  structured: 0.2,
  bent: 0.15,
  mutated: 0.15,
  cr: 0.05,
  compactSeq: 0.05,
  collectionKeys: 0.05,
  longKeys: 0.03,
  splitFlow: 0.07,
  deep: 0.03,
  control: 0.04,
  multiline: 0.08,
  scalars: 0.05,
  soup: 0.05,
};
const TOTAL = propertyRuns(20_000);

describe('fastLoad agrees with the positioned parser (YM-1 differential)', () => {
  const stats: { family: string; documents: number; fast: number; aside: number }[] = [];
  afterAll(() => {
    const sum = (k: 'documents' | 'fast' | 'aside') => stats.reduce((n, s) => n + s[k], 0);
    console.log(
      [
        `fast path differential: ${sum('documents')} documents, ${sum('fast')} read by the fast path, ` +
          `${sum('aside')} stepped aside, 0 value differences, 0 accepted by one and rejected by the other`,
        ...stats.map(
          (s) =>
            `  ${s.family.padEnd(15)} ${String(s.documents).padStart(7)} docs  ${String(s.fast).padStart(7)} fast  ${String(s.aside).padStart(7)} aside`,
        ),
      ].join('\n'),
    );
  });

  it('has a share for every family', () => {
    expect(Object.keys(SHARES).sort()).toEqual(Object.keys(families).sort());
  });

  it.each(Object.keys(SHARES))('family %s', (family) => {
    const run = announce(`fast path differential (${family})`, {
      seed: propertySeed,
      numRuns: Math.max(1, Math.round(TOTAL * SHARES[family]!)),
    });
    const s = { family, documents: 0, fast: 0, aside: 0 };
    fc.assert(
      fc.property(families[family]!, (text) => {
        s.documents++;
        const fast = fastLoad(text);
        if (fast === undefined) {
          s.aside++;
          return;
        }
        s.fast++;
        const p = parseYaml(text, 'f.yaml');
        const errors = p.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
        expect(errors, 'the fast path read a text the positioned parser rejects').toEqual([]);
        expect(fast.value).toStrictEqual(p.value);
      }),
      run,
    );
    stats.push(s);
  });
});
