// FP-1/FP-2 (03 §6) and MX-2: the fingerprint and row id, checked against the reference's own values.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import {
  goldenDir,
  listReference,
  needsReference,
  readReference,
  referenceExists,
  snapshot,
} from '../../test/support/reference.js';
import { canonicalJson } from './canonical.js';
import { recipeFingerprint, rowId } from './fingerprint.js';
import { generateTestConfig, type Row } from './generate.js';

const casesDir = join(goldenDir, 'changelog-cases');

function goldenThroughputRows(): { name: string; keys: string[]; rows: Row[] }[] {
  const out = [];
  for (const name of listReference(casesDir)) {
    const file = join(casesDir, name, 'expected.json');
    if (!referenceExists(file)) continue;
    const plan = JSON.parse(readReference(file)) as Record<string, unknown>;
    const rows: Row[] = [];
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) for (const r of x) rows.push(r as Row);
      else if (x && typeof x === 'object') Object.values(x).forEach(walk);
    };
    walk(plan.single_node);
    walk(plan.multi_node);
    const appended = parse(readReference(join(casesDir, name, 'appended.yaml'))) as {
      'config-keys': string[];
    }[];
    out.push({
      name,
      keys: appended.flatMap((e) => e['config-keys']),
      rows: rows.filter((r) => 'recipe-fingerprint' in r),
    });
  }
  return out;
}

describe('canonical JSON (03 §6)', () => {
  it('sorts keys recursively, uses , and : separators, escapes non-ASCII as lower-case \\uXXXX', () => {
    expect(canonicalJson({ b: 1, a: [{ d: true, c: null }], é: 'ü"\\\n' })).toBe(
      '{"a":[{"c":null,"d":true}],"b":1,"\\u00e9":"\\u00fc\\"\\\\\\n"}',
    );
    expect(canonicalJson('\u007f\ud83d\ude00')).toBe('"\\u007f\\ud83d\\ude00"');
  });
});

describe('recipe-fingerprint (FP-1, FP-2)', () => {
  const base: Row = {
    image: 'img:1',
    model: 'm',
    'model-prefix': 'dsr1',
    precision: 'fp4',
    framework: 'sglang',
    runner: 'b200',
    isl: 8192,
    osl: 1024,
    tp: 4,
    pp: 1,
    'dcp-size': 1,
    'pcp-size': 1,
    conc: 4,
    'max-model-len': 9472,
    ep: 1,
    'dp-attn': false,
    'spec-decoding': 'none',
    'exp-name': 'dsr1_8k1k',
    disagg: false,
    'run-eval': false,
  };

  it('FP-1: 64 hex; conc, exp-name and output-model/product keys are ignored', () => {
    const fp = recipeFingerprint(base);
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    expect(recipeFingerprint({ ...base, conc: 256, 'exp-name': 'other' })).toBe(fp);
    expect(
      recipeFingerprint({ ...base, 'eval-only': false, 'row-id': 'x', 'gpu-count': 4, priority: '1.000' }),
    ).toBe(fp);
  });

  it('FP-1: any recipe field changes the hash', () => {
    const fp = recipeFingerprint(base);
    const changes: Row = {
      image: 'img:2',
      model: 'n',
      tp: 8,
      pp: 2,
      ep: 4,
      'dp-attn': true,
      'spec-decoding': 'mtp',
      runner: 'b300',
      isl: 1024,
      'max-model-len': 1,
      disagg: true,
      'run-eval': true,
    };
    for (const [k, v] of Object.entries(changes))
      expect(recipeFingerprint({ ...base, [k]: v }), k).not.toBe(fp);
  });

  it("FP-2: a multi-node worker's empty additional-settings is not hashed; a non-empty one is", () => {
    const w = { 'num-worker': 1, tp: 4, ep: 1, 'dp-attn': false, pp: 1, 'dcp-size': 1, 'pcp-size': 1 };
    const row: Row = { ...base, prefill: w, decode: w, conc: [4] };
    const fp = recipeFingerprint(row);
    expect(recipeFingerprint({ ...row, decode: { ...w, 'additional-settings': [] } })).toBe(fp);
    expect(recipeFingerprint({ ...row, decode: { ...w, 'additional-settings': ['X=1'] } })).not.toBe(fp);
  });

  it('MX-2: row-id is 16 hex, ignores priority fields, and differs per emitted row', () => {
    const id = rowId(base);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(rowId({ ...base, priority: '3.000', 'queue-token': 'abc', 'row-id': 'zz' })).toBe(id);
    expect(rowId({ ...base, conc: 8 })).not.toBe(id);
  });
});

describe('FP-1 against the golden changelog cases', needsReference('inputs', 'outputs'), () => {
  const cases = goldenThroughputRows();
  const runners = loadRunners({
    path: 'configs/runners.yaml',
    text: readReference(snapshot.runners),
  }).value;
  const configs = loadMasterConfigs([
    { path: 'configs/amd-master.yaml', text: readReference(snapshot.amd) },
    { path: 'configs/nvidia-master.yaml', text: readReference(snapshot.nvidia) },
  ]).value;

  it('hashing each emitted throughput row by the 03 §6 rule reproduces all 300 fingerprints', () => {
    const rows = cases.flatMap((c) => c.rows);
    expect(rows.length).toBe(300);
    const wrong = rows.filter((r) => recipeFingerprint(r) !== r['recipe-fingerprint']);
    expect(wrong.map((r) => r['exp-name'])).toEqual([]);
  });

  it("the engine's own rows (test-config, evals off) carry every golden fingerprint of their case", () => {
    let checked = 0;
    for (const c of cases) {
      if (c.rows.length === 0) continue;
      const result = generateTestConfig(
        configs,
        runners,
        { configKeys: c.keys },
        { mode: 'none', allEvals: false },
      );
      const ours = new Set(result.rows.map(recipeFingerprint));
      const missing = c.rows.filter((r) => !ours.has(r['recipe-fingerprint'] as string));
      expect(
        missing.map((r) => r['exp-name']),
        c.name,
      ).toEqual([]);
      checked += c.rows.length;
    }
    expect(checked).toBe(300);
  });
});
