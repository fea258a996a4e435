// Location of the reference project's data (its configs, changelog and golden outputs). Tests read it in
// place, read-only; REFERENCE_DATA overrides where it lives.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceDir = process.env.REFERENCE_DATA ?? resolve(repoRoot, '../shared/reference/inferencex');
export const snapshotDir = join(referenceDir, 'snapshot');
export const goldenDir = join(referenceDir, 'golden');
export const hasReference = existsSync(snapshotDir);

export const snapshot = {
  amd: join(snapshotDir, 'configs/amd-master.yaml'),
  nvidia: join(snapshotDir, 'configs/nvidia-master.yaml'),
  runners: join(snapshotDir, 'configs/runners.yaml'),
  ciPriority: join(snapshotDir, 'configs/ci-priority.yaml'),
  changelog: join(snapshotDir, 'perf-changelog.yaml'),
};
