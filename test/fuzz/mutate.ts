// Structural mutations of valid input files: YAML syntax, aliases, deep nesting, huge scalars, control
// characters, wrong types and numbers at extremes. A mutation is data (an op and three numbers), so a
// case is reproducible from its description and printable when it fails.
import { parseDocument, stringify } from 'yaml';
import { HOSTILE } from '../support/yaml-arbitraries.js';

export type Op = [op: number, a: number, b: number, c: number];

const SYNTAX = [
  ...HOSTILE,
  '&a ',
  '*a',
  '*nope',
  '!!binary ',
  '!!set ',
  '!<tag:x> ',
  '|\n',
  '>-\n',
  '---\n',
  '...\n',
  '%TAG ! x\n',
  '<<: *a\n',
  '? ',
  '{',
  '}]',
  '[[',
  ': :',
  '- - ',
  ',,',
  '"\\',
  "'''",
  '#!',
  '\\',
  '\n\t',
  '@',
  '`',
];
const CONTROL = ['\x07', '\x85', '\u2028', '\u2029', '\0', '\x7f', '\x1b', '\ufffe', '\r', '\ud83d', '\x9b'];
/** Values of the wrong type, or numbers at the extremes. */
export const ODD_VALUES: readonly unknown[] = [
  [],
  {},
  null,
  true,
  false,
  '',
  'str',
  'y',
  -1,
  0,
  -0,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  1e21,
  9_999_999_999,
  1_000_000_000,
  -1_000_000_000,
  2_147_483_648,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  [1, 2],
  [[]],
  [{}],
  { a: 1 },
  ['x'],
  [null],
  { '': null },
  '*',
  '../../etc',
  'x'.repeat(300),
  Array.from({ length: 2000 }, (_, i) => i),
];
const SIZES = [1_000, 60_000, 1_100_000, 4_300_000];
const DEPTHS = [10, 63, 64, 65, 300, 20_000];

const lineStarts = (s: string): number[] => {
  const out = [0];
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
};

/** Offset just after the first `: ` of a line chosen by `n`, or the line start. */
function valueSpot(s: string, n: number): [number, number] {
  const starts = lineStarts(s);
  const start = starts[n % starts.length]!;
  const end = s.indexOf('\n', start) === -1 ? s.length : s.indexOf('\n', start);
  const colon = s.indexOf(': ', start);
  return colon !== -1 && colon < end ? [colon + 2, end] : [start, start];
}

function nest(depth: number, kind: number): string {
  if (kind % 3 === 0) return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  if (kind % 3 === 1) return `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
  return `\n${Array.from({ length: Math.min(depth, 3000) }, (_, i) => `${' '.repeat(i + 2)}k:`).join('\n')} 1`;
}

/** A value-level edit: parse, change the value at a random path, print back (block or flow style). */
function editValue(s: string, a: number, b: number, c: number): string {
  // `yaml` itself overflows the stack on thousands of nesting levels: such texts are left as they are.
  if (s.length > 2_000_000 || /(?:\[\[|\{a: |\n {200})/.test(s)) return s;
  // Nor does it finish in minutes on a flow collection of a million characters on one line.
  if (s.split('\n').some((l) => l.length > 100_000)) return s;
  let root: unknown;
  try {
    const doc = parseDocument(s, { version: '1.1', uniqueKeys: false, logLevel: 'silent' });
    if (doc.errors.length) return s;
    root = doc.toJS({ maxAliasCount: 100 });
  } catch {
    return s;
  }
  const paths: (string | number)[][] = [];
  // Aliases can make the value a graph (or a cycle): each object is walked once.
  const seen = new Set<unknown>();
  const walk = (v: unknown, p: (string | number)[]) => {
    if (paths.length > 5000 || seen.has(v)) return;
    if (v && typeof v === 'object') seen.add(v);
    paths.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
  };
  walk(root, []);
  const path = paths[a % paths.length]!;
  if (path.length === 0) return s;
  type Container = Record<string | number, unknown> & unknown[];
  const parent = path.slice(0, -1).reduce((o, k) => o[k] as Container, root as Container);
  const key = path[path.length - 1]!;
  switch (b % 5) {
    case 0:
    case 1:
      parent[key] = ODD_VALUES[c % ODD_VALUES.length];
      break;
    case 2:
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 3:
      if (!Array.isArray(parent)) {
        // A near-miss or unknown key.
        parent[`${String(key)}${['_', 'x', '-', ''][c % 4]}`] = parent[key];
        if (c % 4 !== 3) delete parent[key];
      } else parent.push(parent[Number(key)]);
      break;
    default:
      if (typeof parent[key] === 'number') parent[key] = [-parent[key], parent[key] * 1e9, 0, -1][c % 4];
      else if (typeof parent[key] === 'string') parent[key] = `${parent[key]}${['*', ' ', 'é', '\n'][c % 4]}`;
      else parent[key] = ODD_VALUES[c % ODD_VALUES.length];
  }
  try {
    return stringify(root, { version: '1.1', lineWidth: 0, flowCollectionPadding: c % 2 === 0 });
  } catch {
    return s;
  }
}

/** Applies one op to a text. */
export function applyOp(s: string, [op, a, b, c]: Op): string {
  const at = s.length ? a % (s.length + 1) : 0;
  switch (op % 14) {
    case 0:
      return s.slice(0, at) + SYNTAX[b % SYNTAX.length] + s.slice(at);
    case 1:
      return s.slice(0, at) + s.slice(at + 1 + (b % 40));
    case 2: {
      const ls = s.split('\n');
      const k = a % ls.length;
      ls.splice(k, 0, ls[k]!);
      return ls.join('\n');
    }
    case 3: {
      const ls = s.split('\n');
      const k = a % ls.length;
      const d = (b % 7) - 3;
      ls[k] = d >= 0 ? ' '.repeat(d) + ls[k] : ls[k]!.replace(new RegExp(`^ {0,${-d}}`), '');
      return ls.join('\n');
    }
    case 4:
      return s.slice(0, at);
    case 5:
      return b % 2 ? s.replace(/\n/g, '\r\n') : s.replace(/\n/g, (m, i: number) => (i % 3 === 0 ? '\r' : m));
    case 6:
      return s.slice(0, at) + CONTROL[b % CONTROL.length] + s.slice(at);
    case 7: {
      const [v] = valueSpot(s, a);
      return s.slice(0, v) + nest(DEPTHS[b % DEPTHS.length]!, c) + s.slice(v);
    }
    case 8: {
      const forms = [
        'zz: &a [*a]\n',
        'zz: &a {b: *a}\n',
        `a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 7 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`).join('\n')}\n`,
        `zz: &z 1\nzy:\n${'  - *z\n'.repeat(3000)}`,
      ];
      const [v] = valueSpot(s, a);
      return c % 2
        ? s + forms[b % forms.length]
        : s.slice(0, v) + forms[b % forms.length]!.split('\n')[0]!.slice(4) + s.slice(v);
    }
    case 9: {
      const [v, end] = valueSpot(s, a);
      const size = SIZES[b % SIZES.length]!;
      const big =
        c % 3 === 0
          ? `"${'x'.repeat(size)}"`
          : c % 3 === 1
            ? 'word '.repeat(size / 5)
            : `[${'1, '.repeat(size / 3)}1]`;
      return s.slice(0, v) + big + s.slice(end);
    }
    case 10:
      return s + Array.from({ length: 20_000 + (b % 3) * 20_000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    case 11: {
      const ls = s.split('\n');
      const i = a % ls.length;
      const j = b % ls.length;
      [ls[i], ls[j]] = [ls[j]!, ls[i]!];
      return ls.join('\n');
    }
    default:
      return editValue(s, a, b, c);
  }
}

export function mutateText(s: string, ops: readonly Op[]): string {
  return ops.reduce(applyOp, s);
}

/** `op` names for a case's description. */
export const OP_NAMES = [
  'insert-syntax',
  'delete',
  'duplicate-line',
  'reindent',
  'truncate',
  'cr',
  'control-char',
  'deep-nesting',
  'aliases',
  'huge-scalar',
  'many-keys',
  'swap-lines',
  'edit-value',
  'edit-value',
];
