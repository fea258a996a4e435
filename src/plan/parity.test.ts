// Parity with the reference generator (spec 03 §3–§5, MX-1): over the [S] snapshot, full-sweep rows equal
// the golden files row for row, in order, once the product's own keys are stripped.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import { goldenDir, needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { ADDED_ROW_KEYS, canonicalJson, generateFullSweep, type EvalOptions, type Row } from './generate.js';

const load = () => {
  const configs = loadMasterConfigs([
    { path: 'configs/amd-master.yaml', text: readReference(snapshot.amd) },
    { path: 'configs/nvidia-master.yaml', text: readReference(snapshot.nvidia) },
  ]);
  const runners = loadRunners({ path: 'configs/runners.yaml', text: readReference(snapshot.runners) });
  return { configs: configs.value, runners: runners.value };
};

const strip = (row: Row): string => {
  const copy: Row = { ...row };
  for (const k of ADDED_ROW_KEYS) delete copy[k];
  return canonicalJson(copy);
};

const modes: [string, EvalOptions][] = [
  ['default', { mode: 'default', allEvals: false }],
  ['no-evals', { mode: 'none', allEvals: false }],
  ['evals-only', { mode: 'evals-only', allEvals: false }],
  ['all-evals-only', { mode: 'evals-only', allEvals: true }],
];

const both = needsReference('inputs', 'outputs');
describe('full-sweep parity with the reference generator (MX-1, 03 §3–§5)', both, () => {
  const { configs, runners } = load();
  for (const [name, evals] of modes) {
    it(`full-sweep.${name}.json: same rows in the same order`, () => {
      const golden = (
        JSON.parse(readReference(join(goldenDir, `generator/full-sweep.${name}.json`))) as Row[]
      ).map(canonicalJson);
      const result = generateFullSweep(configs, runners, {}, evals);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const ours = result.rows.map(strip);
      // Multiset first (a readable diff of what is missing or extra), then the exact sequence.
      const count = (xs: string[]) =>
        xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
      const g = count(golden);
      const o = count(ours);
      const missing = [...g].filter(([k, n]) => (o.get(k) ?? 0) < n).map(([k]) => k);
      const extra = [...o].filter(([k, n]) => (g.get(k) ?? 0) < n).map(([k]) => k);
      expect({ missing: missing.slice(0, 3), extra: extra.slice(0, 3) }).toEqual({ missing: [], extra: [] });
      expect(ours.length).toBe(golden.length);
      const firstDiff = ours.findIndex((r, i) => r !== golden[i]);
      expect(firstDiff).toBe(-1);
      // Byte for byte, key order included, once our added keys are stripped.
      const goldenText = readReference(join(goldenDir, `generator/full-sweep.${name}.json`));
      const ordered = result.rows.map((r) =>
        JSON.stringify(r, (k, v: unknown) =>
          (ADDED_ROW_KEYS as readonly string[]).includes(k) ? undefined : v,
        ),
      );
      expect(ordered).toEqual((JSON.parse(goldenText) as Row[]).map((r) => JSON.stringify(r)));
    });
  }
  it('MX-2: each duplicate row of the snapshot warns at its config entry (first field), with the fix', () => {
    const dups = generateFullSweep(configs, runners, {}, modes[1]![1]).diagnostics.filter(
      (d) => d.rule === 'MX-2',
    );
    expect(dups.length).toBe(5);
    for (const d of dups) {
      const file = d.file === 'configs/amd-master.yaml' ? snapshot.amd : snapshot.nvidia;
      const keyLine = readReference(file).split('\n').indexOf(`${d.path!}:`) + 1;
      expect([d.severity, d.line, d.col, d.fix]).toEqual([
        'warning',
        keyLine + 1,
        3,
        'remove the repeated search-space item or concurrency',
      ]);
    }
  });
});
