// Historical entries are compared as values. YAML can write values JSON cannot hold (`.inf`, `.nan`, a
// timestamp); an edited history holding one is the user's change to report, never a crash.
import { describe, expect, it } from 'vitest';
import { gateChangelog } from '../../src/gate/gate.js';

const PATH = 'perf-changelog.yaml';
const entry = (key: string, pr: number) =>
  `- config-keys:\n    - ${key}\n  description:\n    - "x"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/${pr}\n`;
const base = `${entry('dsr1-fp4-b200-sglang', 1)}\n${entry('dsr1-fp8-b200-sglang', 2)}`;

describe('an edited historical entry with values JSON cannot hold (CL-4)', () => {
  it.each([
    ['.inf', 'a YAML infinity'],
    ['-.inf', 'a negative infinity'],
    ['.nan', 'a YAML not-a-number'],
    ['2026-01-01', 'a date'],
    ['0x1f', 'a hexadecimal number'],
  ])('config key %s (%s): one L-2 naming the entry and field, no internal error', (value) => {
    const head = base.replace('    - dsr1-fp4-b200-sglang', `    - ${value}`) + `\n${entry('new-key', 3)}`;
    const r = gateChangelog({ path: PATH, base, head });
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.line])).toEqual([['L-2', 2]]);
    expect(errors[0]!.message).toMatch(/entry 1 changed.*'config-keys'/);
  });

  it('CL-4 an unchanged history holding .nan on both sides is equal to itself (the new entry is the change)', () => {
    const odd = base.replace('    - dsr1-fp4-b200-sglang', '    - .nan');
    const r = gateChangelog({ path: PATH, base: odd, head: `${odd}\n${entry('new-key', 3)}` });
    expect(r.diagnostics.filter((d) => d.rule === 'L-2')).toEqual([]);
  });
});
