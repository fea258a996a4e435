// The keys the product adds to the reference's rows (03 §4 MX-2, docs/rows.md): documented in one table,
// and none of them a key the reference writes in any of its outputs (the generator's full sweeps of both
// versions, its planner's plans). Every other key of the product's rows is the reference's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMasterConfigs, loadRunners } from '../src/config/load.js';
import { PRIORITY_KEYS } from '../src/plan/fingerprint.js';
import { generateFullSweep, PRODUCT_ROW_KEYS, type EvalOptions, type Row } from '../src/plan/generate.js';
import { goldenDir, listReference, needsReference, referenceDir, repoRoot } from './support/reference.js';

const current = join(referenceDir, 'current');
const MODES: EvalOptions[] = [
  { mode: 'default', allEvals: false },
  { mode: 'none', allEvals: false },
  { mode: 'evals-only', allEvals: false },
  { mode: 'evals-only', allEvals: true },
];

/** Every row object in a reference output (rows are the objects with a runner and a framework). */
function rowsIn(value: unknown, out: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const v of value) rowsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Row;
    if ('runner' in o && 'framework' in o) out.push(o);
    else for (const v of Object.values(o)) rowsIn(v, out);
  }
  return out;
}

/** Row keys and worker keys (`prefill.tp`, …) of some rows. */
function keysOf(rows: Row[]): Set<string> {
  const keys = new Set<string>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r)) {
      keys.add(k);
      if ((k === 'prefill' || k === 'decode') && v && typeof v === 'object')
        for (const w of Object.keys(v)) keys.add(`${k}.${w}`);
    }
  }
  return keys;
}

const readJson = (f: string): unknown => JSON.parse(readFileSync(f, 'utf8'));

function load(dir: string) {
  const text = (f: string) => readFileSync(join(dir, f), 'utf8');
  const runners = loadRunners({ path: 'configs/runners.yaml', text: text('configs/runners.yaml') }).value;
  const configs = loadMasterConfigs(
    ['amd-master.yaml', 'nvidia-master.yaml'].map((f) => ({
      path: `configs/${f}`,
      text: text(`configs/${f}`),
    })),
    { runners },
  ).value;
  return { configs, runners };
}

const needs = (() => {
  const o = needsReference('inputs', 'outputs');
  return { ...o, skip: o.skip || !existsSync(join(current, 'golden')) };
})();

describe('the keys the product adds to the reference’s rows (docs/rows.md)', needs, () => {
  // Everything the reference writes: both generators' sweeps and the planner's plans.
  const reference: Row[] = [];
  for (const f of listReference(join(goldenDir, 'generator')))
    rowsIn(readJson(join(goldenDir, 'generator', f)), reference);
  for (const c of listReference(join(goldenDir, 'changelog-cases'))) {
    const f = join(goldenDir, 'changelog-cases', c, 'expected.json');
    if (existsSync(f)) rowsIn(readJson(f), reference);
  }
  if (existsSync(join(current, 'golden')))
    for (const f of ['full-sweep.default.json', 'full-sweep.evals-only-all-evals.partial.json'])
      rowsIn(readJson(join(current, 'golden', f)), reference);
  const referenceKeys = keysOf(reference);
  const added = [...PRODUCT_ROW_KEYS, ...PRIORITY_KEYS];

  it('no key the product adds is a key the reference writes', () => {
    expect(reference.length).toBeGreaterThan(5000);
    expect(added.filter((k) => referenceKeys.has(k))).toEqual([]);
  });

  it('every other key of the product’s rows, in all four eval modes of both layouts, is the reference’s', () => {
    const own = new Set<string>(added);
    for (const dir of [join(referenceDir, 'snapshot'), current]) {
      const { configs, runners } = load(dir);
      for (const evals of MODES) {
        const rows = generateFullSweep(configs, runners, {}, evals).rows;
        const foreign = [...keysOf(rows)].filter((k) => !referenceKeys.has(k) && !own.has(k));
        expect(foreign, `${dir} ${evals.mode}${evals.allEvals ? ' all-evals' : ''}`).toEqual([]);
        // node-count where the newer reference writes it: on multi-node rows, never on single-node rows.
        expect(rows.filter((r) => 'node-count' in r !== 'prefill' in r)).toEqual([]);
      }
    }
    const newer = rowsIn(readJson(join(current, 'golden/full-sweep.default.json')));
    expect(newer.filter((r) => 'node-count' in r !== 'prefill' in r)).toEqual([]);
  });

  it('docs/rows.md has one table row for each key the product adds, and for no other key', () => {
    const doc = readFileSync(join(repoRoot, 'docs/rows.md'), 'utf8');
    const documented = [...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(added);
  });
});
