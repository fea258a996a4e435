// The reference project's data, read in place and read-only: `../shared/reference/inferencex` beside the
// checkout, or wherever REFERENCE_DATA points. It has two parts:
//   inputs  (snapshot/) — the reference's master configs, runners, policy and changelog at the pinned
//           commit; a checkout of the public repository at that commit is a complete inputs part;
//   outputs (golden/)   — what the reference planner made of them, which only the reference data set has.
// A suite that needs a part that is absent is skipped, never failed: give it `needsReference(...)` as its
// options. Its tests are tagged, so `npm test` names what was skipped in one line (scripts/test.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceDir = process.env.REFERENCE_DATA
  ? resolve(process.env.REFERENCE_DATA)
  : resolve(repoRoot, '../shared/reference/inferencex');
export const snapshotDir = join(referenceDir, 'snapshot');
export const goldenDir = join(referenceDir, 'golden');

export const snapshot = {
  amd: join(snapshotDir, 'configs/amd-master.yaml'),
  nvidia: join(snapshotDir, 'configs/nvidia-master.yaml'),
  runners: join(snapshotDir, 'configs/runners.yaml'),
  ciPriority: join(snapshotDir, 'configs/ci-priority.yaml'),
  changelog: join(snapshotDir, 'perf-changelog.yaml'),
};

export type ReferencePart = 'inputs' | 'outputs';

/** Whether each part is there. */
export const has: Record<ReferencePart, boolean> = {
  inputs: Object.values(snapshot).every((f) => existsSync(f)),
  outputs: existsSync(join(goldenDir, 'changelog-cases')) && existsSync(join(goldenDir, 'generator')),
};
/** Both parts are there. */
export const hasReference = has.inputs && has.outputs;

/** The vitest tag of the tests that need `part` (declared in vitest.config.ts). */
export const referenceTag = (part: ReferencePart): string => `reference-${part}`;

/**
 * Options for a `describe` or `it` that needs these parts of the reference data: it is skipped when one is
 * absent, and tagged so the run can say what it skipped.
 */
export function needsReference(...parts: ReferencePart[]): { skip: boolean; tags: string[] } {
  return { skip: !parts.every((p) => has[p]), tags: parts.map(referenceTag) };
}

const partOf = (file: string): ReferencePart | undefined =>
  file.startsWith(snapshotDir) ? 'inputs' : file.startsWith(goldenDir) ? 'outputs' : undefined;

/**
 * A reference file's text. When its part is absent this is '' (the suites that read it are skipped, but a
 * skipped suite's body still runs to list its tests); when the part is there, a missing file throws.
 */
export function readReference(file: string): string {
  const part = partOf(file);
  return part && !has[part] ? '' : readFileSync(file, 'utf8');
}

/** Whether a reference file exists (false when its part is absent). */
export function referenceExists(file: string): boolean {
  const part = partOf(file);
  return (!part || has[part]) && existsSync(file);
}

/** The entries of a reference folder, sorted; none when its part is absent. */
export function listReference(dir: string): string[] {
  const part = partOf(dir);
  return part && !has[part] ? [] : readdirSync(dir).sort();
}
