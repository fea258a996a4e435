// Multi-value flags as the reference generator takes them (03 §3): `--config-files A B`.
import { describe, expect, it } from 'vitest';
import { spreadMultiValues } from './args.js';

const multi = new Set(['config-files', 'conc']);

describe('spreadMultiValues', () => {
  it('repeats a multi-value flag before each of its space-separated values', () => {
    expect(spreadMultiValues(['--config-files', 'a', 'b', '--strict'], multi)).toEqual([
      '--config-files',
      'a',
      '--config-files',
      'b',
      '--strict',
    ]);
  });
  it('keeps the --flag=value form and continues it with the following values', () => {
    expect(spreadMultiValues(['--config-files=a', 'b'], multi)).toEqual([
      '--config-files=a',
      '--config-files',
      'b',
    ]);
  });
  it('a short flag ends the values, a negative number does not; other flags are left alone', () => {
    expect(spreadMultiValues(['--conc', '4', '-5', '-h', 'x'], multi)).toEqual([
      '--conc',
      '4',
      '--conc',
      '-5',
      '-h',
      'x',
    ]);
    expect(spreadMultiValues(['--format', 'json', 'x'], multi)).toEqual(['--format', 'json', 'x']);
  });
});
