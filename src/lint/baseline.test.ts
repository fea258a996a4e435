// The lint baseline (04 §6 "Migration"): identity by file, YAML path and rule (never lines), known
// findings warn, new ones block, fixed ones are dropped with a notice; the file round-trips.
import { describe, expect, it } from 'vitest';
import { diag, type Diagnostic } from '../diagnostics.js';
import { applyBaseline, baselineOf, entryOf, formatBaseline, parseBaseline } from './baseline.js';

const r1 = (item: number, line: number, file = 'inferencex-e2e/configs/nvidia-master.yaml'): Diagnostic =>
  diag('error', 'R1', `k: prefill worker declares ep 16 on 8 GPUs`, {
    file,
    line,
    col: 11,
    path: `k.scenarios.fixed-seq-len[0].search-space[${item}].prefill.ep`,
  });

describe('lint baseline', () => {
  it('records topology and lane errors, relative to the layout folder; never validation errors or warnings', () => {
    const ds = [
      r1(0, 10),
      diag('error', 'VM-1', 'Field required', {
        file: 'inferencex-e2e/configs/nvidia-master.yaml',
        path: 'k.image',
      }),
      diag('warning', 'R7', 'name token', { file: 'inferencex-e2e/configs/nvidia-master.yaml', path: 'k.x' }),
      diag('error', 'C4', 'checkout has no decision', { file: 'inferencex-e2e/configs/lanes.yaml', line: 3 }),
    ];
    expect(baselineOf(ds, 'inferencex-e2e/').findings).toEqual([
      { rule: 'C4', file: 'configs/lanes.yaml', message: 'checkout has no decision' },
      {
        rule: 'R1',
        file: 'configs/nvidia-master.yaml',
        path: 'k.scenarios.fixed-seq-len[0].search-space[0].prefill.ep',
      },
    ]);
  });

  it('a recorded finding is known (a warning that says so) even after the lines moved; a new one blocks', () => {
    const b = baselineOf([r1(0, 10)], 'inferencex-e2e/');
    const a = applyBaseline([r1(0, 42), r1(1, 50)], b, { prefix: 'inferencex-e2e/', file: 'x.yaml' });
    expect(a.diagnostics.map((d) => [d.severity, d.line])).toEqual([
      ['warning', 42],
      ['error', 50],
    ]);
    expect(a.diagnostics[0]!.message).toBe(
      'k: prefill worker declares ep 16 on 8 GPUs [known: recorded in x.yaml]',
    );
    expect([a.known, a.dropped]).toEqual([1, []]);
  });

  it('the same baseline holds in the other layout (paths are layout-relative)', () => {
    const b = baselineOf([r1(0, 10, 'configs/nvidia-master.yaml')]);
    expect(applyBaseline([r1(0, 10)], b, { prefix: 'inferencex-e2e/' }).known).toBe(1);
  });

  it('a finding that no longer occurs is dropped with a notice; the baseline only shrinks', () => {
    const b = baselineOf([r1(0, 10), r1(1, 11)], 'inferencex-e2e/');
    const a = applyBaseline([r1(1, 11)], b, { prefix: 'inferencex-e2e/', file: 'x.yaml' });
    expect(a.remaining.findings.map((e) => e.path)).toEqual([
      'k.scenarios.fixed-seq-len[0].search-space[1].prefill.ep',
    ]);
    expect(
      a.diagnostics.filter((d) => d.severity === 'notice').map((d) => [d.rule, d.message, d.file]),
    ).toEqual([
      [
        'BASELINE',
        'R1 at k.scenarios.fixed-seq-len[0].search-space[0].prefill.ep no longer occurs: dropped from x.yaml',
        'inferencex-e2e/configs/nvidia-master.yaml',
      ],
    ]);
  });

  it('identical findings are counted: the baseline covers as many as it recorded', () => {
    const b = baselineOf([r1(0, 1), r1(0, 2)]);
    expect(b.findings[0]!.count).toBe(2);
    const a = applyBaseline([r1(0, 1), r1(0, 2), r1(0, 3)], b);
    expect(a.diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning', 'error']);
    const fewer = applyBaseline([r1(0, 1)], b);
    expect(fewer.remaining.findings[0]!.count).toBeUndefined();
    const { count: _c, ...one } = b.findings[0]!;
    expect(fewer.dropped).toEqual([one]);
  });

  it('round-trips through its file; a broken file is an error and counts as empty', () => {
    const b = baselineOf([
      r1(0, 1),
      r1(0, 2),
      diag('error', 'C1', 'x "quoted" ✓', { file: 'configs/lanes.yaml' }),
    ]);
    const text = formatBaseline(b);
    expect(text.split('\n')[0]).toMatch(/^# Known lint findings/);
    expect(parseBaseline(text, 'configs/lint-baseline.yaml')).toEqual({ baseline: b, diagnostics: [] });
    const bad = parseBaseline('version: 2\nfindings: []\n', 'configs/lint-baseline.yaml');
    expect(bad.baseline.findings).toEqual([]);
    expect(bad.diagnostics.map((d) => [d.severity, d.line, d.fix])).toEqual([
      ['error', 1, 'regenerate it with sweep lint --write-baseline'],
    ]);
    expect(parseBaseline(formatBaseline({ version: 1, findings: [] }), 'f').baseline.findings).toEqual([]);
  });

  it('entryOf: only errors with a file', () => {
    expect(entryOf(diag('error', 'R1', 'x'))).toBeUndefined();
    expect(entryOf(diag('notice', 'R6', 'x', { file: 'f' }))).toBeUndefined();
  });
});
