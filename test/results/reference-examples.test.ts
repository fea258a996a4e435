// The product's aggregate text against the worked examples as the reference's description prints them,
// byte for byte: f3 whole (no power was measured there either), f2 up to its power fields (f2 assumes
// measured power, which the product does not read). Skipped when the reference's description is absent.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobEnv } from '../../src/results/env.js';
import { processJob } from '../../src/results/job.js';
import { processResult } from '../../src/results/process.js';
import { referenceDir } from '../support/reference.js';
import { F1_RF, F3_FILE, F3_RF, f1Raw, f1Row, f3Raw, f3Row } from './examples.js';

const file = join(referenceDir, 'RESULTS.md');
const present = existsSync(file);

/** The JSON code block that follows a heading of the description. */
function blockAfter(heading: string): string {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(heading);
  const start = text.indexOf('```json\n', at) + '```json\n'.length;
  return text.slice(start, text.indexOf('\n```', start));
}

describe.skipIf(!present)("the worked examples of the reference's result files", () => {
  it('f3: the multi-node aggregate is the same text', () => {
    const job = processJob(f3Row, F3_RF, [F3_FILE], () => JSON.stringify(f3Raw));
    expect(job.written[0]!.text).toBe(blockAfter('### f3.'));
  });

  it('f2: the single-node aggregate is the same text up to the power fields', () => {
    const r = processResult(f1Raw, jobEnv(f1Row, { resultFilename: F1_RF }));
    if (!r.ok) throw new Error(r.error);
    const cut = (t: string) => t.slice(0, t.indexOf('  "power_metric_schema_version"'));
    expect(cut(r.text)).toBe(cut(blockAfter('### f2.')));
  });
});
