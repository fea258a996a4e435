// The positioned parser under hostile input: every problem is one positioned error, never a crash,
// a hang or a value the reference's parser would not give.
import { describe, expect, it } from 'vitest';
import { formatDiagnosticLine } from '../diagnostics.js';
import { LIMITS } from '../limits.js';
import { parseYaml } from './parse.js';

const errors = (text: string, lineOffset = 0) => {
  const p = parseYaml(text, 'configs/x.yaml', { lineOffset });
  return p.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnosticLine);
};

describe('characters the reference parser refuses (YM-1)', () => {
  it.each([
    ['a: b\x07c\n', 'U+0007 (BEL)'],
    ['a: b\x7fc\n', 'U+007F (DEL)'],
    ['a: b\x9bc\n', 'U+009B (C1 control)'],
    ['a: b\x1b\n', 'U+001B (ESC)'],
    ['a: b\ufffe\n', 'U+FFFE (noncharacter)'],
    ['a: b\0\n', 'U+0000 (NUL)'],
  ])('%j: the non-printable %s is an error at its position', (text, name) => {
    expect(errors(`x: 1\n${text}`, 10)).toEqual([
      `configs/x.yaml:12:5: error [YAML-CHAR] contains the non-printable character ${name}, which the reference's YAML parser refuses — fix: remove it (inside a double-quoted string, an escape such as \\x07 is allowed)`,
    ]);
  });

  it.each([
    ['a: b\x85c\n', 'U+0085 (NEL)'],
    ['a: b\u2028c\n', 'U+2028 (LINE SEPARATOR)'],
    ['a: b\u2029c\n', 'U+2029 (PARAGRAPH SEPARATOR)'],
  ])('%j: %s, a line break only to the reference parser, is an error', (text, name) => {
    expect(errors(text)).toEqual([
      `configs/x.yaml:1:5: error [YAML-CHAR] contains ${name}, a line break to the reference's YAML parser but not to this one — fix: replace it with a space or an LF line break`,
    ]);
  });

  it('a CR not followed by LF is an error; CRLF and tabs in values are read as usual', () => {
    expect(errors('a: b\rc\n')).toEqual([
      "configs/x.yaml:1:5: error [YAML-CHAR] contains a CR not followed by LF, a line break to the reference's YAML parser but not to this one — fix: use LF (or CRLF) line breaks",
    ]);
    expect(parseYaml('a: 1\r\nb: "x\ty"\r\n', 'f').value).toEqual({ a: 1, b: 'x\ty' });
  });

  it('inside a quoted string too, at the character', () => {
    expect(errors('a: "b\x07"\n')).toEqual([
      expect.stringMatching(/^configs\/x.yaml:1:6: error \[YAML-CHAR\] .*U\+0007 \(BEL\)/),
    ]);
  });

  it('escapes of those characters in double-quoted strings are fine', () => {
    expect(parseYaml('a: "\\a\\x85\\u2028"\n', 'f').value).toEqual({ a: '\x07\x85\u2028' });
  });
});

describe('aliases', () => {
  it.each(['x: &a [*a]\n', 'x: &a {b: *a}\n', 'x: &a\n  - 1\n  - [*a]\n'])(
    '%j: an alias inside its own anchor is an error at the alias, not a value that contains itself',
    (text) => {
      const p = parseYaml(text, 'f.yaml');
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes('*a'));
      expect(p.value).toBeUndefined();
      expect(p.diagnostics.map((d) => [d.rule, d.line, d.col, d.message])).toEqual([
        [
          'YAML',
          line + 1,
          lines[line]!.indexOf('*a') + 1,
          'alias *a refers to a node that contains it: the value would contain itself',
        ],
      ]);
    },
  );

  it('an alias to an earlier node is read as usual', () => {
    expect(parseYaml('a: &x [1]\nb: *x\n', 'f').value).toEqual({ a: [1], b: [1] });
  });

  it('more aliases than the limit: one error at the first alias past it', () => {
    const text = `a: &a 1\nb:\n${'  - *a\n'.repeat(LIMITS.aliases.max + 5)}`;
    expect(errors(text)).toEqual([
      `configs/x.yaml:${LIMITS.aliases.max + 3}:5: error [LIMIT] configs/x.yaml: the number of YAML aliases exceeds the limit of 1,000 aliases in a file — fix: write the values out: our files need no aliases`,
    ]);
  });

  it('an alias expansion bomb is refused with the limit', () => {
    const levels = Array.from(
      { length: 6 },
      (_, i) =>
        `b${i}: &b${i} [${Array(10)
          .fill(i ? `*b${i - 1}` : '*a')
          .join(', ')}]`,
    );
    expect(errors(`a: &a [x, x, x, x, x, x, x, x, x, x]\n${levels.join('\n')}\n`)).toEqual([
      'configs/x.yaml:1:1: error [LIMIT] configs/x.yaml: the expansion of YAML aliases exceeds the limit of 10,000 nodes — fix: write the values out instead of repeating large anchors through aliases',
    ]);
  });
});

describe('duplicate keys', () => {
  it('are one error at the repeated key, in block and flow mappings', () => {
    expect(errors('a: 1\nb: 2\na: 3\n')).toEqual([
      'configs/x.yaml:3:1: error [YAML-DUP] found duplicate key: Map keys must be unique — fix: remove or rename one of the two keys',
    ]);
    expect(errors('k: {a: 1, b: 2, a: 3}\n')).toEqual([
      'configs/x.yaml:1:17: error [YAML-DUP] found duplicate key: Map keys must be unique — fix: remove or rename one of the two keys',
    ]);
  });

  it('compare values as `yaml` does: 1 and "1" differ, two empty keys do not, NaN never repeats', () => {
    expect(errors('1: a\n"1": b\n')).toEqual([]);
    expect(errors(': a\n: b\n')).toHaveLength(1);
    expect(errors('.nan: a\n.nan: b\n')).toEqual([]);
  });

  it('a mapping with 40,000 keys is checked (the check is linear)', () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\nk7: again\n';
    expect(errors(text)).toEqual([expect.stringMatching(/^configs\/x.yaml:40001:1: error \[YAML-DUP\]/)]);
  });
});

describe('nesting and size limits', () => {
  const max = LIMITS.nestingDepth.max;
  it.each([
    ['flow', (d: number) => `${'['.repeat(d)}1${']'.repeat(d)}\n`],
    ['block', (d: number) => `${Array.from({ length: d }, (_, i) => `${' '.repeat(i)}k:`).join('\n')} 1\n`],
    ['compact', (d: number) => `${'- '.repeat(d)}x\n`],
  ])('%s: %i levels are read, one more is the nesting limit error', (_kind, make) => {
    expect(errors(make(max))).toEqual([]);
    expect(errors(make(max + 1))).toEqual([
      expect.stringMatching(
        /^configs\/x.yaml:\d+:\d+: error \[LIMIT\] configs\/x.yaml: the nesting of YAML collections exceeds the limit of 64 levels — fix: /,
      ),
    ]);
  });

  it('200,000 open brackets: the nesting error, without building the whole tree', () => {
    expect(errors(`a: ${'['.repeat(200_000)}\n`)).toEqual([
      expect.stringMatching(/^configs\/x.yaml:1:\d+: error \[LIMIT\] .*exceeds the limit of 64 levels/),
    ]);
  });

  it('a file over the size limit is refused unparsed, naming the file, its size and the limit', () => {
    const p = parseYaml(`a: "${'x'.repeat(LIMITS.yamlFile.max)}"\n`, 'configs/nvidia-master.yaml', {
      lineOffset: 4,
    });
    expect(p.value).toBeUndefined();
    expect(p.diagnostics.map(formatDiagnosticLine)).toEqual([
      'configs/nvidia-master.yaml:5: error [LIMIT] configs/nvidia-master.yaml: the file is 4,194,310 bytes, over the limit of 4,194,304 bytes for a YAML file — fix: split the file or remove the bulk; no input file of this product needs to be this large',
    ]);
    expect(p.locate(['a'])).toEqual({ line: 5, col: 1 });
  });
});

describe('locating', () => {
  it('finds every key of a 20,000-key mapping at its line (indexed, so many problems stay linear)', () => {
    const n = 20_000;
    const p = parseYaml(Array.from({ length: n }, (_, i) => `k${i}: [${i}]`).join('\n') + '\n', 'f.yaml', {
      lineOffset: 3,
    });
    for (let i = 0; i < n; i += 997) {
      expect(p.locateKey([`k${i}`])).toEqual({ line: i + 4, col: 1 });
      expect(p.locate([`k${i}`, 0])).toEqual({ line: i + 4, col: `k${i}: [`.length + 1 });
    }
    expect(p.locate(['k5', '0'])).toEqual(p.locate(['k5', 0]));
    expect(p.locate(['missing', 3])).toEqual({ line: 4, col: 1 });
  });
});
