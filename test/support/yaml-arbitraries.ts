// Generators of YAML text for differential and fuzz tests: documents drawn as trees and rendered with
// random (valid and invalid) layout, plus the families where two YAML readers are known to part ways.
import fc from 'fast-check';

export type Scalar = { style: 'plain' | 'single' | 'double'; text: string };
export type Tree = { t: 's'; v: Scalar } | { t: 'm'; e: [Scalar, Tree][] } | { t: 'q'; e: Tree[] };

const word = fc.stringMatching(/^[a-z][a-z0-9._/-]{0,9}$/);
const numberish = fc.stringMatching(/^[-+]?[0-9_.eExXoObB:]{1,8}$/);
const SPECIALS = [
  'yes',
  'No',
  'ON',
  'off',
  'y',
  'N',
  'null',
  'Null',
  '~',
  'True',
  'FALSE',
  '.nan',
  '-.inf',
  '.Inf',
  '<<',
  '.',
  '-',
  '+',
  'e1',
  'E5',
  '1e3',
  '1.0e+3',
  '0x1f',
  '0b1',
  '0o7',
  '010',
  '09',
  '4:00:00',
  '1:30.5',
  '2026-01-01',
  '2026-1-1 10:00',
  '_1',
  '-0',
  '+1',
  '1_000',
  '0.80',
  '1.',
  '.5',
  '-.5',
  '$ref',
  'a:b',
  'http://x/y:8',
  'a#b',
  "don't",
  'a"b',
  'x[0]',
  'a, b',
  'a,b',
  '-x',
  '--mem=0',
  '?x',
  ':x',
  '@x',
  '`x',
  '%x',
  '!x',
  '&x',
  '*x',
  '|',
  '>',
  '=',
  'a b',
  'a  b',
  'é',
  '中文',
  '😀',
  'a\u00a0b',
  '__proto__',
  'constructor',
  'toString',
  '2_063_920',
  '6:00:00',
  'inf',
  'nan',
  'NaN',
  'Y',
  'n',
  'on',
  'Off',
];
const special = fc.constantFrom(...SPECIALS);
/** Characters and pieces that break or bend YAML. */
export const HOSTILE = [
  '\r',
  '\r\n',
  '\t',
  '\0',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffe',
  '\ud800',
  ' ',
  '  ',
  ':',
  ': ',
  '#',
  ' #',
  ',',
  '[',
  ']',
  '{',
  '}',
  "'",
  '"',
  '-',
  '- ',
  '? ',
  '&a ',
  '*a',
  '!!str ',
  '|',
  '>',
  '%',
  '@',
  '`',
  '\\',
  '\\x4',
  '\\u00e9',
  '\\U0001F600',
  '\\z',
  '\n',
];
const piece = fc.oneof(word, fc.constantFrom(...HOSTILE), special);
const plainText = fc.oneof(
  { arbitrary: word, weight: 6 },
  { arbitrary: numberish, weight: 2 },
  { arbitrary: special, weight: 3 },
  { arbitrary: fc.array(piece, { minLength: 1, maxLength: 4 }).map((a) => a.join('')), weight: 1 },
  { arbitrary: fc.array(word, { minLength: 2, maxLength: 5 }).map((a) => a.join(' ')), weight: 2 },
);
export const scalar: fc.Arbitrary<Scalar> = fc.record({
  style: fc.constantFrom<Scalar['style']>('plain', 'plain', 'plain', 'single', 'double'),
  text: plainText,
});
const key: fc.Arbitrary<Scalar> = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'c', 'tp', 'conc-list', 'image').map(plain), weight: 6 },
  { arbitrary: word.map(plain), weight: 3 },
  { arbitrary: scalar, weight: 1 },
);

function plain(text: string): Scalar {
  return { style: 'plain', text };
}

export const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree; map: Tree; seq: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: scalar.map((v): Tree => ({ t: 's', v })), weight: 3 },
    { arbitrary: tie('map'), weight: 2 },
    { arbitrary: tie('seq'), weight: 1 },
  ),
  map: fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }).map((e): Tree => ({ t: 'm', e })),
  seq: fc.array(tie('node'), { maxLength: 4 }).map((e): Tree => ({ t: 'q', e })),
})).node;

/** Layout choices drawn up front, so a rendering is reproducible and shrinks with the case. */
export const choices = fc.array(fc.nat(99), { minLength: 32, maxLength: 32 });

class Pick {
  private k = 0;
  constructor(
    private readonly cs: readonly number[],
    /** Percent of choices that bend the layout (odd indents, split flows, comments). */
    private readonly wild: number,
  ) {}
  n(max: number): number {
    return this.cs[this.k++ % this.cs.length]! % max;
  }
  /** True with probability p% (scaled by wildness when `wild`). */
  chance(p: number, wild = false): boolean {
    return this.n(100) < (wild ? (p * this.wild) / 50 : p);
  }
}

function renderScalar(s: Scalar, p: Pick): string {
  if (s.style === 'single') return `'${p.chance(90) ? s.text.replace(/'/g, "''") : s.text}'`;
  if (s.style === 'double') {
    const body = p.chance(80) ? s.text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : s.text;
    return `"${body}"`;
  }
  return s.text;
}

const pad = (n: number) => ' '.repeat(Math.max(0, n));

function flow(t: Tree, p: Pick, split: boolean, indent: number): string {
  const sep = () => (split && p.chance(30) ? `\n${pad(indent + p.n(5) - 1)}` : p.chance(80) ? ' ' : '');
  if (t.t === 's') return renderScalar(t.v, p);
  if (t.t === 'q') return `[${t.e.map((x) => flow(x, p, split, indent)).join(`,${sep()}`)}]`;
  const items = t.e.map(([k, v]) => `${renderScalar(k, p)}: ${flow(v, p, split, indent)}`);
  return p.chance(50) ? `{ ${items.join(`,${sep()}`)} }` : `{${items.join(`,${sep()}`)}}`;
}

interface Ctx {
  p: Pick;
  step: number;
  lines: string[];
}

function trailer(c: Ctx): string {
  return c.p.chance(8, true) ? ' # note' : c.p.chance(3, true) ? '  ' : '';
}

function between(c: Ctx, indent: number): void {
  if (c.p.chance(6, true)) c.lines.push(c.p.chance(50) ? '' : pad(c.p.n(3)));
  if (c.p.chance(5, true)) c.lines.push(`${pad(c.p.chance(70) ? indent : c.p.n(8))}# comment`);
}

/** `head` is the line so far (`key:` or `- `); the value follows on it or on the next lines. */
function value(t: Tree, head: string, indent: number, c: Ctx): void {
  const { p } = c;
  const deeper = indent + (p.chance(4, true) ? p.n(3) : c.step);
  if (t.t === 's') {
    const s = renderScalar(t.v, p);
    if (t.v.style === 'plain' && s.includes(' ') && p.chance(25)) {
      // A multi-line plain scalar: words on continuation lines, sometimes with an empty line between.
      const words = s.split(' ');
      c.lines.push(`${head} ${words[0]}`);
      for (const w of words.slice(1)) {
        if (p.chance(10)) c.lines.push('');
        c.lines.push(`${pad(p.chance(10, true) ? indent : deeper)}${w}`);
      }
      return;
    }
    if (p.chance(8)) {
      c.lines.push(head.trimEnd());
      c.lines.push(`${pad(deeper)}${s}${trailer(c)}`);
    } else c.lines.push(`${head} ${s}${trailer(c)}`.replace(/^(\s*-) {2}/, '$1 '));
    return;
  }
  if (t.e.length === 0 || p.chance(20)) {
    const split = p.chance(10, true);
    c.lines.push(`${head} ${flow(t, p, split, indent)}${trailer(c)}`.replace(/^(\s*-) {2}/, '$1 '));
    return;
  }
  const isDash = head.trimStart().startsWith('-');
  if (isDash && p.chance(60)) {
    // Compact: the first entry (or a `- -` item) on the dash line.
    const col = head.length + 1;
    if (t.t === 'm') block(t, col, c, `${head} `);
    else block(t, col, c, `${head} `);
    return;
  }
  c.lines.push(`${head.trimEnd()}${trailer(c)}`);
  const same = !isDash && t.t === 'q' && p.chance(40);
  block(t, same ? indent : deeper, c);
}

/** A block collection at column `indent`; `first` replaces the indentation of its first line. */
function block(t: Tree, indent: number, c: Ctx, first?: string): void {
  if (t.t === 's') {
    c.lines.push(`${first ?? pad(indent)}${renderScalar(t.v, c.p)}`);
    return;
  }
  t.e.forEach((item, i) => {
    if (i > 0) between(c, indent);
    const lead = i === 0 && first !== undefined ? first : pad(indent + (c.p.chance(3, true) ? 1 : 0));
    if (t.t === 'm') {
      const [k, v] = item as [Scalar, Tree];
      value(v, `${lead}${renderScalar(k, c.p)}:`, indent, c);
    } else value(item as Tree, `${lead}-`, indent, c);
  });
}

/** Renders a tree as a YAML document; `wild` (0–100) is how often the layout is bent. */
export function render(t: Tree, cs: readonly number[], wild: number): string {
  const p = new Pick(cs, wild);
  const c: Ctx = { p, step: 1 + p.n(4), lines: [] };
  if (t.t === 's' || t.e.length === 0 || p.chance(5)) c.lines.push(flow(t, p, p.chance(20, true), 0));
  else block(t, 0, c);
  if (p.chance(5, true)) c.lines.unshift('# head comment');
  return c.lines.join('\n') + (p.chance(90) ? '\n' : '');
}

/** A structured document: clean layout (`wild` 0) or bent. */
export const document = (wild: number): fc.Arbitrary<string> =>
  fc.tuple(tree, choices).map(([t, cs]) => render(t, cs, wild));

/** Edits that break or bend a text: insert hostile pieces, delete, re-indent, swap line breaks. */
export function mutate(text: string, edits: readonly [number, number, number][]): string {
  let s = text;
  for (const [kind, at, arg] of edits) {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    switch (kind % 7) {
      case 0:
        s = s.slice(0, i) + HOSTILE[arg % HOSTILE.length] + s.slice(i);
        break;
      case 1:
        s = s.slice(0, i) + s.slice(i + 1 + (arg % 4));
        break;
      case 2: {
        // Re-indent one line by -2..+2.
        const ls = s.split('\n');
        const k = at % Math.max(1, ls.length);
        const d = (arg % 5) - 2;
        ls[k] = d >= 0 ? pad(d) + (ls[k] ?? '') : (ls[k] ?? '').replace(new RegExp(`^ {0,${-d}}`), '');
        s = ls.join('\n');
        break;
      }
      case 3: {
        // CR as a line break, or CRLF.
        const nth = arg % 8;
        let seen = 0;
        s = s.replace(/\n/g, (m) => (seen++ % 8 === nth ? (arg % 2 ? '\r' : '\r\n') : m));
        break;
      }
      case 4: {
        const ls = s.split('\n');
        const k = at % Math.max(1, ls.length);
        ls.splice(k, 0, ls[k] ?? '');
        s = ls.join('\n');
        break;
      }
      case 5:
        s = s.slice(0, i) + ['\n', '\n  ', '\n- ', '\n-\n', '- - ', ' - ', '\n\n'][arg % 7] + s.slice(i);
        break;
      default:
        s = s.slice(0, i) + SPECIALS[arg % SPECIALS.length] + s.slice(i);
    }
  }
  return s;
}

export const edits = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 });

const lines = (pieces: readonly string[], max: number) =>
  fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: max }).map((ls) => ls.join('\n') + '\n');

/** Families where the fast path and `yaml` are known to part ways, each a generator of whole texts. */
export const families: Record<string, fc.Arbitrary<string>> = {
  /** Clean documents: what real files look like (the fast path reads most of them). */
  structured: document(0),
  /** Bent layout: odd indents, split flows, comments and blank lines anywhere. */
  bent: document(100),
  /** A document with 1–3 edits: hostile characters, deletions, re-indents, CR line breaks. */
  mutated: fc.tuple(document(20), edits).map(([t, e]) => mutate(t, e)),
  /** CR as a line break, CRLF, and a raw CR inside plain and quoted scalars. */
  cr: fc
    .tuple(document(0), fc.nat(), fc.constantFrom('\r', '\r\n', '\r\r\n', 'b\rc', '"b\rc"', "'b\rc'", '\r '))
    .map(([t, n, cr]) => {
      const i = t.length ? n % t.length : 0;
      return n % 3 === 0
        ? t.replace(/\n/g, '\r')
        : n % 3 === 1
          ? t.replace(/\n/g, '\r\n')
          : t.slice(0, i) + cr + t.slice(i);
    }),
  /** `- -` compact sequences, nested and next to plain items. */
  compactSeq: lines(
    [
      '- ',
      '-',
      '- -',
      '- - a',
      '- - - a',
      '  - b',
      '- b',
      '  -',
      '  - - c',
      '    - c',
      '- a: 1',
      '  a: 1',
      'a:',
      '  b',
    ],
    5,
  ),
  /** Collections as keys: `{{}}`, `[a]: 1`, `{[a]: 1}`, `? [a]`. */
  collectionKeys: fc
    .tuple(
      fc.constantFrom('', 'k: ', '- ', 'k:\n  ', '? ', '{k: '),
      fc.array(fc.constantFrom('{', '}', '[', ']', ': ', ', ', ',', 'a', 'b', '1', '"k"', ' ', '{}', '[]'), {
        maxLength: 10,
      }),
      fc.constantFrom('', ': 1', ':', ': x', '}'),
    )
    .map(([a, b, c]) => `${a}${b.join('')}${c}\n`),
  /** Implicit keys around the 1,000 (fast path) and 1,024 (`yaml`) character bounds. */
  longKeys: fc
    .tuple(fc.integer({ min: 990, max: 1040 }), fc.constantFrom('k', 'ab ', 'é'), fc.nat(6))
    .map(([n, unit, form]) => {
      const k =
        unit
          .repeat(Math.ceil(n / unit.length))
          .slice(0, n)
          .trimEnd() || 'k';
      return [
        `${k}: 1\n`,
        `"${k}": 1\n`,
        `- ${k}: 1\n`,
        `{${k}: 1}\n`,
        `a:\n  ${k}: 1\n`,
        `[${k}]\n`,
        `'${k}':\n  - x\n`,
      ][form]!;
    }),
  /** Flow collections split over lines, with too little (or enough) indentation. */
  splitFlow: fc.tuple(tree, choices, fc.nat(3), fc.nat(5)).map(([t, cs, depth, ind]) => {
    const p = new Pick(cs, 100);
    const flowText = flow(t.t === 's' ? { t: 'q', e: [t, t] } : t, p, true, ind - 1);
    const heads = Array.from({ length: depth }, (_, d) => `${pad(2 * d)}k${d}:`);
    return [...heads, `${pad(2 * depth)}v: ${flowText}`].join('\n') + '\n';
  }),
  /** Nesting around the depth limit: block maps, block and compact sequences, flow collections. */
  deep: fc.tuple(fc.integer({ min: 56, max: 72 }), fc.nat(4)).map(([d, form]) => {
    switch (form) {
      case 0:
        return Array.from({ length: d }, (_, i) => `${pad(i)}k:`).join('\n') + ' 1\n';
      case 1:
        return Array.from({ length: d }, (_, i) => `${pad(2 * i)}-`).join('\n') + ' x\n';
      case 2:
        return `${'['.repeat(d)}1${']'.repeat(d)}\n`;
      case 3:
        return `a: ${'{b: '.repeat(d - 1)}1${'}'.repeat(d - 1)}\n`;
      default:
        return (
          Array.from({ length: d }, (_, i) => `${pad(2 * i)}- k: ${i % 2 ? '[1]' : ''}`).join('\n') + '\n'
        );
    }
  }),
  /** Control and other non-printable characters in scalars, keys and as line breaks. */
  control: fc
    .tuple(fc.constantFrom(...HOSTILE.slice(0, 15)), fc.nat(6))
    .map(
      ([ch, form]) =>
        [
          `a: b${ch}c\n`,
          `a: "b${ch}"\n`,
          `a: 'b${ch}'\n`,
          `${ch}a: 1\n`,
          `a: 1${ch}b: 2\n`,
          `- x${ch}\n- y\n`,
          `k: [a${ch}, b]\n`,
        ][form]!,
    ),
  /** Multi-line plain scalars: continuation indents, empty lines, comments and indicators between. */
  multiline: fc
    .tuple(
      fc.array(fc.tuple(word, fc.nat(4), fc.constantFrom('', '', '', '#c', '- ', ': ', ' #c', '\n')), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.nat(2),
    )
    .map(([ws, form]) => {
      const head = ['a: x', '- x', 'a:\n  x'][form]!;
      return `${head}\n${ws.map(([w, ind, extra]) => `${pad(ind)}${extra.startsWith('#') ? extra : `${extra}${w}`}`).join('\n')}\nz: 1\n`;
    }),
  /** Scalars alone: numbers, booleans, nulls and their near misses. */
  scalars: fc
    .oneof(fc.stringMatching(/^[-+]?[0-9_.eExXoObB:]{1,8}$/), special, fc.string({ maxLength: 6 }))
    .map((s) => `k: ${s}\n`),
  /** Character soup over YAML's indicators. */
  soup: fc
    .array(fc.constantFrom(...'ab1._-:, \n\n  []{}"\'#&*!?|>%@`\t~yYnNe+0x\r'.split('')), { maxLength: 24 })
    .map((cs) => cs.join('')),
};
