// C9 over master-config items (04 §6, §7): R6 at the item, and recipe problems once however many items name them.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reader } from '../cli/lint.js';
import { lintRepository } from '../lanes/lint.js';
import { repoRoot } from '../../test/support/reference.js';

const fixture = join(repoRoot, 'test/fixtures/lanes/bug2-fixed');
const fromFixture = reader(fixture);
const master = fromFixture('configs/nvidia-master.yaml')!;

describe('recipe diagnostics', () => {
  it('R3: an unknown variant named by two search-space items is one error, not one per item', () => {
    // Both items of the fixture's entry point at a variant the recipe does not have.
    const item = master.slice(master.indexOf('      - conc-list'));
    const text = `${master}${item.replace('conc-list: [16, 32, 64]', 'conc-list: [128]')}`.replaceAll(
      ':override_2p1d',
      ':override_9p9d',
    );
    const read = (p: string) => (p === 'configs/nvidia-master.yaml' ? text : fromFixture(p));
    const { diagnostics } = lintRepository(read, { changelog: false });
    const unknown = diagnostics.filter((d) => d.message.includes("no variant 'override_9p9d'"));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ rule: 'R3', file: expect.stringContaining('disagg-llm-d.yaml') });
  });

  it('R6: recipes that are not checked in are one notice for the run, naming how many and one of them', () => {
    const item = master.slice(master.indexOf('      - conc-list'));
    const text = `${master}${item.replace('conc-list: [16, 32, 64]', 'conc-list: [128]')}`;
    const read = (p: string) =>
      p === 'configs/nvidia-master.yaml' ? text : p.startsWith('recipes/') ? undefined : fromFixture(p);
    const r6 = lintRepository(read, { changelog: false }).diagnostics.filter((d) => d.rule === 'R6');
    expect(r6).toHaveLength(1);
    expect(r6[0]).toMatchObject({
      severity: 'notice',
      message: expect.stringContaining(
        '1 recipe file(s) named by CONFIG_FILE= or srt-recipe are not checked in (e.g. recipes/dsv4/vllm/gb200-fp4/agentx/disagg-llm-d.yaml)',
      ),
    });
  });
});

describe('R6 on the bug-2 fixture (04 §5)', () => {
  it('the DEP16 decode declared as tp 8 reserves 6 nodes where the recipe allocates 8', () => {
    const { diagnostics } = lintRepository(reader(join(repoRoot, 'test/fixtures/lanes/bug2-review')), {
      changelog: false,
    });
    expect(diagnostics.filter((d) => d.rule === 'R6')).toMatchObject([
      {
        severity: 'error',
        file: 'configs/nvidia-master.yaml',
        message: expect.stringContaining('node-count 6: the job reserves nodes:6, but recipe'),
      },
    ]);
  });
  it('the corrected fixture has no R6 finding', () => {
    const { diagnostics } = lintRepository(fromFixture, { changelog: false });
    expect(diagnostics.filter((d) => d.rule === 'R6')).toEqual([]);
  });
});
