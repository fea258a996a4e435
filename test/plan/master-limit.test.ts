// What a PR can send is bounded before the work it would cost: a master config over the entry limit is
// refused before any config-key pattern of the appended entries is matched against its keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planFromTexts } from '../../src/plan/pr-run.js';
import { repoRoot } from '../support/reference.js';

describe('a master config over the entry limit is refused before any pattern is matched (LIMIT)', () => {
  it('LIMIT: 1,000 patterns against a master of 40,000 entries: the one error names the file; no pattern was matched', () => {
    const read = (p: string) => readFileSync(join(repoRoot, p), 'utf8');
    const base = read('perf-changelog.yaml');
    const patterns = Array.from({ length: 1000 }, (_, i) => `    - "*d*d*zz${i}*"\n`).join('');
    const head = `${base.replace(/\n*$/, '\n')}- config-keys:\n${patterns}  description:\n    - "x"\n  pr-link: XXX\n`;
    const big = `${read('configs/nvidia-master.yaml')}\n${Array.from({ length: 40_000 }, (_, i) => `dddd-${i}: ${i}`).join('\n')}\n`;
    const run = planFromTexts(
      {
        changelog: { path: 'perf-changelog.yaml', base, head },
        masters: [
          { path: 'configs/amd-master.yaml', text: read('configs/amd-master.yaml') },
          { path: 'configs/nvidia-master.yaml', text: big },
        ],
        runners: { path: 'configs/runners.yaml', text: read('configs/runners.yaml') },
      },
      {
        modifiers: { allEvals: false, evalsOnly: false, trimConc: false },
        context: { event: 'pull_request', labels: [] },
        refs: { base: 'main', head: 'pr' },
      },
    );
    expect(run.ok).toBe(false);
    expect(run.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.rule, d.file])).toEqual([
      ['LIMIT', 'configs/nvidia-master.yaml'],
    ]);
    expect(run.diagnostics[run.diagnostics.length - 1]!.message).toContain('the number of config entries is');
    // Matched, the patterns would each be an error of their own (none matches a key).
    expect(run.diagnostics.some((d) => d.rule === 'P-10')).toBe(false);
  });
});
