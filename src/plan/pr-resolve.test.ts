// KR-1 (one glob dialect), P-10/P-11 messages, X-4, first-seen de-duplication (02 §5).
import { describe, expect, it } from 'vitest';
import { resolveEntries } from './pr-plan.js';
import { resolveConfigKeys } from './pr-resolve.js';

const where = { file: 'perf-changelog.yaml', entry: 3, line: 40 };

describe('config-key resolution (02 §5)', () => {
  it('KR-1: de-duplicates in first-seen order: ["config-*","config-a"] over {config-b, config-a, other}', () => {
    const r = resolveConfigKeys(['config-*', 'config-a'], ['config-b', 'config-a', 'other'], where);
    expect(r.keys).toEqual(['config-b', 'config-a']);
    expect(r.diagnostics).toEqual([]);
  });

  it('KR-1: `*` matches any run of characters, including none; anchored; case-sensitive', () => {
    const keys = ['dsr1-', 'dsr1-fp4', 'xdsr1-fp4', 'DSR1-fp8', 'gptoss-fp4-b200-trt'];
    expect(resolveConfigKeys(['dsr1-*'], keys, where).keys).toEqual(['dsr1-', 'dsr1-fp4']);
    expect(resolveConfigKeys(['*fp4*'], keys, where).keys).toEqual([
      'dsr1-fp4',
      'xdsr1-fp4',
      'gptoss-fp4-b200-trt',
    ]);
    expect(resolveConfigKeys(['gptoss-fp4-*-trt'], keys, where).keys).toEqual(['gptoss-fp4-b200-trt']);
  });

  it('KR-1 / P-11: `?` and `[` are literal, so dsr1-fp8-h20?-sglang is an unknown key', () => {
    const keys = ['dsr1-fp8-h200-sglang', 'dsr1-fp8-h20?-sglang-literal'];
    const r = resolveConfigKeys(['dsr1-fp8-h20?-sglang', 'dsr1-fp8-h20[0]-sglang'], keys, where);
    expect(r.keys).toEqual([]);
    expect(r.diagnostics.map((d) => [d.rule, d.severity, d.message])).toEqual([
      ['P-11', 'error', "Config key 'dsr1-fp8-h20?-sglang' not found in master configs."],
      ['P-11', 'error', "Config key 'dsr1-fp8-h20[0]-sglang' not found in master configs."],
    ]);
    expect(r.diagnostics[0]!.fix).toMatch(/literal/);
    // A `*` pattern keeps `?` literal too.
    expect(resolveConfigKeys(['dsr1-fp8-h20?-*'], keys, where).keys).toEqual([
      'dsr1-fp8-h20?-sglang-literal',
    ]);
  });

  it('P-11 for the empty key, P-10 for an unmatched wildcard; every bad key is reported', () => {
    const r = resolveConfigKeys(['', 'nope*', 'a'], ['a'], where);
    expect(r.keys).toEqual(['a']);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "Config key '' not found in master configs.",
      "No config keys matched the wildcard pattern 'nope*' in master configs.",
    ]);
    expect(r.diagnostics.map((d) => d.rule)).toEqual(['P-11', 'P-10']);
    expect(r.diagnostics[0]).toMatchObject({ file: 'perf-changelog.yaml', line: 40, col: 1 });
  });

  it('points at the list item naming the key when the head lines are given', () => {
    const lines = ['- config-keys:', '    - ok', '    - missing-one', '  description:', '    - "x"'];
    const r = resolveConfigKeys(['ok', 'missing-one'], ['ok'], { ...where, line: 1, lines });
    expect(r.diagnostics[0]).toMatchObject({ rule: 'P-11', line: 3 });
  });

  it('X-4: a pattern over the wildcard-warn-threshold warns with its count', () => {
    const keys = Array.from({ length: 25 }, (_, i) => `k${i}`);
    const r = resolveConfigKeys(['k*'], keys, where);
    expect(r.keys).toHaveLength(25);
    expect(r.diagnostics.map((d) => [d.rule, d.severity, d.message])).toEqual([
      ['X-4', 'warning', "pattern 'k*' matches 25 configs"],
    ]);
    expect(resolveConfigKeys(['k1*'], keys, where).diagnostics).toEqual([]); // 11 matches
    expect(resolveConfigKeys(['k*'], keys, { ...where, warnThreshold: 30 }).diagnostics).toEqual([]);
  });
});

describe('limits on what an entry can ask the resolver to match (LIMIT)', () => {
  it('LIMIT: a config key or pattern over 256 characters is refused at its line, and the others still resolve', () => {
    const long = `${'*x'.repeat(18_000)}*`;
    const lines = ['- config-keys:', '    - dsr1-fp4', `    - "${long}"`, '  description: x'];
    const r = resolveConfigKeys(['dsr1-fp4', long], ['dsr1-fp4'], { ...where, line: 1, lines });
    expect(r.keys).toEqual(['dsr1-fp4']);
    expect(r.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'LIMIT',
        3,
        'perf-changelog.yaml: the config key or pattern is 36,001 characters, over the limit of 256 characters',
      ],
    ]);
  });

  it('LIMIT: more than 1,000 `*` patterns over the appended entries are refused before any is matched', () => {
    const entry = (index: number, n: number) => ({
      index,
      line: index * 10,
      entry: { 'config-keys': Array.from({ length: n }, (_, i) => `k${index}-${i}-*`) } as never,
    });
    const r = resolveEntries([entry(1, 600), entry(2, 600)], ['k1-0-x']);
    expect(r.keys.size).toBe(0);
    expect(r.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'LIMIT',
        20,
        'perf-changelog.yaml: the number of `*` patterns is 1,200 items, over the limit of 1,000 items in the appended changelog entries',
      ],
    ]);
    expect(resolveEntries([entry(1, 600)], ['k1-0-x']).keys.get(1)).toEqual(['k1-0-x']);
  });
});
