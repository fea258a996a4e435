// C9 over master-config items (04 §6, §7): a recipe problem is reported once, however many items name it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reader } from '../cli/lint.js';
import { lintRepository } from '../lanes/lint.js';
import { repoRoot } from '../../test/support/reference.js';

const fixture = join(repoRoot, 'test/fixtures/lanes/bug2-fixed');
const fromFixture = reader(fixture);
const master = readFileSync(join(fixture, 'configs/nvidia-master.yaml'), 'utf8');

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
});
