import { describe, expect, it } from 'vitest';
import { diag, formatDiagnostic, formatDiagnosticLine, toAnnotation } from '../src/diagnostics.js';
import { formatPath, parseYaml } from '../src/yaml/parse.js';

describe('diagnostics', () => {
  it('formats file:line:col with rule, path and fix', () => {
    const d = diag('error', 'VM-3', 'bad runner', {
      file: 'configs/x.yaml',
      line: 3,
      col: 5,
      path: 'k.runner',
      fix: 'use cluster:gb200-nv',
    });
    expect(formatDiagnostic(d)).toBe(
      'configs/x.yaml:3:5: error [VM-3] bad runner (k.runner)\n  fix: use cluster:gb200-nv',
    );
  });
  it('formats one problem on one line for stderr', () => {
    const d = diag('error', 'P-5', 'two\nlines', {
      file: 'perf-changelog.yaml',
      line: 7,
      col: 3,
      fix: 'add it',
    });
    expect(formatDiagnosticLine(d)).toBe('perf-changelog.yaml:7:3: error [P-5] two lines — fix: add it');
  });
  it('escapes annotation data and properties', () => {
    const d = diag('warning', 'CL-5', 'a\nb 100%', { file: 'a,b:c.yaml', line: 2 });
    expect(toAnnotation(d)).toBe('::warning file=a%2Cb%3Ac.yaml,line=2,title=CL-5::a%0Ab 100%25');
  });
});

describe('parseYaml (YM-1)', () => {
  it('reads YAML 1.1 numbers with separators, like the reference parser', () => {
    const p = parseYaml('a: 2_063_920\nb: yes\n', 'f.yaml');
    expect(p.value).toEqual({ a: 2063920, b: true });
  });
  it('reports duplicate keys with their position', () => {
    const p = parseYaml('a: 1\nb:\n  c: 1\n  c: 2\n', 'f.yaml');
    expect(p.diagnostics).toHaveLength(1);
    expect(p.diagnostics[0]).toMatchObject({ file: 'f.yaml', line: 4, col: 3, rule: 'YAML-DUP' });
  });
  it('locates nested nodes and keys, with a line offset for fragments', () => {
    const p = parseYaml('x:\n  items:\n    - {tp: 8}\n', 'f.yaml', { lineOffset: 10 });
    expect(p.locate(['x', 'items', 0, 'tp'])).toEqual({ line: 13, col: 12 });
    expect(p.locateKey(['x', 'items'])).toEqual({ line: 12, col: 3 });
    expect(formatPath(['x', 'items', 0, 'tp'])).toBe('x.items[0].tp');
  });
});
