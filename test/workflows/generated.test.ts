// WF-2 / MX-3: the sweep wiring is generated from the bucket table; the committed files must match.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRunSweep, renderSweepFamily } from '../../src/dispatch/workflows.js';
import { bucketTable } from '../../src/dispatch/table.js';
import { MAX_SHARDS_PER_FAMILY } from '../../src/dispatch/shards.js';
import { repoRoot } from '../support/reference.js';

const files = {
  '.github/workflows/run-sweep.yml': renderRunSweep(),
  '.github/workflows/sweep-family.yml': renderSweepFamily(),
};

describe('generated sweep workflows', () => {
  for (const [file, text] of Object.entries(files)) {
    it(`MX-3: ${file} equals the output of the bucket table`, () => {
      if (process.env.UPDATE_WORKFLOWS) writeFileSync(join(repoRoot, file), text);
      expect(readFileSync(join(repoRoot, file), 'utf8')).toBe(text);
    });
  }

  it('WF-2: every bucket of the table has its job in run-sweep.yml and collect needs it', () => {
    const text = files['.github/workflows/run-sweep.yml'];
    for (const j of bucketTable.jobs) {
      expect(text).toContain(`\n  ${j.job}:\n`);
      expect(text).toMatch(new RegExp(`collect:\\n    needs:\\n(      - [a-z0-9-]+\\n)*      - ${j.job}\\n`));
    }
  });

  it('SH-1: sweep-family.yml reads exactly the shard slots the CLI allows (a higher slot would never run)', () => {
    const text = readFileSync(join(repoRoot, '.github/workflows/sweep-family.yml'), 'utf8');
    const slots = [...text.matchAll(/^ {6}slot_(\d+): /gm)].map((m) => Number(m[1]));
    expect(slots).toEqual(Array.from({ length: MAX_SHARDS_PER_FAMILY }, (_, i) => i));
    for (const t of ['single', 'multi'])
      expect(text.match(new RegExp(`^  ${t}-\\d+:$`, 'gm'))).toHaveLength(MAX_SHARDS_PER_FAMILY);
  });
});
