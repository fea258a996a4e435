// The reference's way of running a sweep, for the simulator to measure the product against: the product's
// own reusable workflows rendered without the watcher (so GitHub's matrix fail-fast cancels a failed job's
// siblings, whatever the failure, and nothing is re-run by itself), with the product's action.yml beside
// them, in a temporary directory the Actions simulator takes as the product's root.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketTable } from '../dispatch/table.js';
import { MAX_SHARDS_PER_FAMILY } from '../dispatch/shards.js';
import { FILES, renderBenchmarkTemplate, renderSweepFamily, renderSweepRun } from '../dispatch/workflows.js';
import { packageRoot } from './demo-repo.js';

let made: string | undefined;

/** A product root whose sweep behaves as the reference's (made once per process). */
export function referenceShapeRoot(): string {
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), 'sweep-reference-shape-'));
  const wf = join(dir, '.github/workflows');
  mkdirSync(wf, { recursive: true });
  const shape = { reference: true };
  writeFileSync(join(wf, FILES.run), renderSweepRun(bucketTable, undefined, shape));
  writeFileSync(join(wf, FILES.family), renderSweepFamily(MAX_SHARDS_PER_FAMILY, undefined, shape));
  writeFileSync(join(wf, FILES.single), renderBenchmarkTemplate('single'));
  writeFileSync(join(wf, FILES.multi), renderBenchmarkTemplate('multi'));
  copyFileSync(join(packageRoot(), 'action.yml'), join(dir, 'action.yml'));
  return (made = dir);
}
