// WF-2 / MX-3: the sweep wiring is generated from the bucket table; the committed files must match.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  FILES,
  TEMPLATES,
  renderBenchmarkTemplate,
  renderSweepRun,
  renderSweepFamily,
} from '../../src/dispatch/workflows.js';
import { PRODUCT } from '../../src/dispatch/product.js';
import { bucketTable } from '../../src/dispatch/table.js';
import { MAX_SHARDS_PER_FAMILY } from '../../src/dispatch/shards.js';
import { repoRoot } from '../support/reference.js';

const files = {
  [`.github/workflows/${FILES.run}`]: renderSweepRun(),
  '.github/workflows/sweep-family.yml': renderSweepFamily(),
  [`.github/workflows/${TEMPLATES.single.file}`]: renderBenchmarkTemplate('single'),
  [`.github/workflows/${TEMPLATES.multi.file}`]: renderBenchmarkTemplate('multi'),
};

describe('generated sweep workflows', () => {
  for (const [file, text] of Object.entries(files)) {
    it(`MX-3: ${file} equals the output of the bucket table`, () => {
      if (process.env.UPDATE_WORKFLOWS) writeFileSync(join(repoRoot, file), text);
      expect(readFileSync(join(repoRoot, file), 'utf8')).toBe(text);
    });
  }

  it('WF-2: every bucket of the table has its job in sweep-run.yml and collect needs it', () => {
    const text = files[`.github/workflows/${FILES.run}`]!;
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

  it('05 §2: the templates run 500 min single-node, 480 multi-node and 780 multi-node agentic', () => {
    const timeout = (file: string) =>
      (
        parse(readFileSync(join(repoRoot, '.github/workflows', file), 'utf8')) as {
          jobs: { benchmark: { 'timeout-minutes': unknown } };
        }
      ).jobs.benchmark['timeout-minutes'];
    expect(timeout(FILES.single)).toBe(500);
    expect(timeout(FILES.multi)).toBe("${{ contains(inputs.job, 'agentic') && 780 || 480 }}");
  });

  it('WF-3: every input a caller passes to a benchmark template is one the template declares', () => {
    type Wf = {
      on: { workflow_call?: { inputs: Record<string, unknown> } };
      jobs: Record<string, { uses?: string; with?: Record<string, unknown> }>;
    };
    const read = (f: string) => parse(readFileSync(join(repoRoot, f), 'utf8')) as Wf;
    let calls = 0;
    const local = (uses: string) => uses.replace(`${PRODUCT.repo}/`, '').replace(`@${PRODUCT.ref}`, '');
    for (const caller of [`.github/workflows/${FILES.run}`, `.github/workflows/${FILES.family}`])
      for (const [id, job] of Object.entries(read(caller).jobs)) {
        if (!job.uses?.includes('benchmark')) continue;
        const declared = Object.keys(read(local(job.uses)).on.workflow_call!.inputs);
        expect(
          Object.keys(job.with ?? {}).filter((k) => !declared.includes(k)),
          `${caller} ${id}`,
        ).toEqual([]);
        calls++;
      }
    expect(calls).toBeGreaterThan(2);
  });
});
