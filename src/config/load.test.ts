// The loaders against the reference snapshot: zero errors, the known VP-1 warnings, the 03 §1.6
// inventory, the `only` fast path and the runners / ci-priority files.
import { describe, expect, it } from 'vitest';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { loadCiPriority, loadMasterConfigs, loadRunners, missingFile, type SourceFile } from './load.js';
import { scanTopLevel, sliceTopLevelEntries } from './slice.js';
import { parseYaml } from '../yaml/parse.js';
import type { MasterEntry } from './types.js';

const read = (path: string, file: string): SourceFile => ({ path, text: readReference(file) });
const amd = read('configs/amd-master.yaml', snapshot.amd);
const nvidia = read('configs/nvidia-master.yaml', snapshot.nvidia);
const runnersFile = read('configs/runners.yaml', snapshot.runners);
const runners = loadRunners(runnersFile);
const all = loadMasterConfigs([amd, nvidia], { runners: runners.value });

function kind(e: MasterEntry): string {
  const s = e.scenarios as { 'fixed-seq-len'?: unknown[]; 'agentic-coding'?: unknown[] };
  const agentic = (s['agentic-coding'] ?? []).length > 0;
  if (!e.multinode) return agentic ? 'single agentic' : 'single fixed';
  if (!agentic) return 'multi disagg fixed';
  return JSON.stringify(s['agentic-coding']).includes('"num-worker":0')
    ? 'multi aggregated agentic'
    : 'multi disagg agentic';
}

function inventory(file: string) {
  const kinds: Record<string, number> = {};
  const blocks: Record<string, number> = {};
  let entries = 0;
  let items = 0;
  for (const [key, e] of all.value.entries) {
    if (all.value.sourceOf.get(key) !== file) continue;
    entries++;
    kinds[kind(e)] = (kinds[kind(e)] ?? 0) + 1;
    for (const b of e.scenarios['fixed-seq-len'] ?? []) {
      blocks[`${b.isl}_${b.osl}`] = (blocks[`${b.isl}_${b.osl}`] ?? 0) + 1;
      items += b['search-space'].length;
    }
    for (const b of e.scenarios['agentic-coding'] ?? []) items += b['search-space'].length;
  }
  return { entries, items, kinds, blocks };
}

describe('snapshot master configs', needsReference('inputs'), () => {
  it('load with zero errors', () => {
    expect(all.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(runners.diagnostics).toEqual([]);
  });

  it('VP-1: exactly the 8 entries on labels missing from runners.yaml warn (03 §2)', () => {
    const warned = all.diagnostics
      .filter((d) => d.rule === 'VP-1')
      .map((d) => `${d.severity} ${d.path} ${d.message.split("'")[1]}`);
    const labels = warned.map((w) => w.split(' ')[2]).sort();
    expect(labels).toEqual([
      'cluster:mi325x-tw',
      'cluster:mi325x-tw',
      'gb300-nv',
      'gb300-nv',
      'gb300-nv',
      'gb300-nv',
      'h200-dgxc',
      'h200-dgxc',
    ]);
    expect(warned.every((w) => w.startsWith('warning '))).toBe(true);
    expect(all.diagnostics.every((d) => d.rule === 'VP-1')).toBe(true);
  });

  it('VP-1 strict: those 8 become errors and their entries are left out', () => {
    const strict = loadMasterConfigs([amd, nvidia], { runners: runners.value, strict: true });
    expect(strict.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(8);
    expect(strict.value.entries.size).toBe(200);
  });

  it('03 §1.6 inventory: 208 entries, amd then nvidia, with the per-file counts', () => {
    expect(all.value.entries.size).toBe(208);
    const files = [...all.value.sourceOf.values()];
    expect(files.lastIndexOf('configs/amd-master.yaml')).toBe(55);
    expect(files.indexOf('configs/nvidia-master.yaml')).toBe(56);
    expect(inventory('configs/amd-master.yaml')).toEqual({
      entries: 56,
      items: 114,
      kinds: {
        'single fixed': 31,
        'single agentic': 14,
        'multi disagg fixed': 10,
        'multi disagg agentic': 1,
      },
      blocks: { '8192_1024': 41 },
    });
    expect(inventory('configs/nvidia-master.yaml')).toEqual({
      entries: 152,
      items: 635,
      kinds: {
        'single fixed': 46,
        'single agentic': 23,
        'multi disagg fixed': 46,
        'multi disagg agentic': 16,
        'multi aggregated agentic': 21,
      },
      blocks: { '8192_1024': 93, '1024_1024': 1 },
    });
  });

  it('keys keep file order and match 02 KR-2', () => {
    const keys = [...all.value.entries.keys()];
    const fileKeys = (t: string) => sliceTopLevelEntries(t).map((e) => e.key);
    expect(keys).toEqual([...fileKeys(amd.text), ...fileKeys(nvidia.text)]);
    expect(keys.every((k) => /^[a-z0-9][a-z0-9._-]*$/.test(k))).toBe(true);
  });

  it('YAML 1.1: the validated values equal a whole-file parse (slicing changes nothing)', () => {
    const whole = parseYaml(nvidia.text, nvidia.path, { version: '1.1' }).value as Record<string, unknown>;
    expect(Object.fromEntries(loadMasterConfigs([nvidia]).value.entries)).toEqual(whole);
  });
});

describe('the only fast path (02 KR-4)', needsReference('inputs'), () => {
  it('validates just the selected entry, with real line numbers', () => {
    const r = loadMasterConfigs([amd, nvidia], {
      only: (k) => k === 'dsr1-fp4-b200-sglang',
      runners: runners.value,
    });
    expect([...r.value.entries.keys()]).toEqual(['dsr1-fp4-b200-sglang']);
    expect(r.value.entries.get('dsr1-fp4-b200-sglang')).toEqual(
      all.value.entries.get('dsr1-fp4-b200-sglang'),
    );
    expect(r.diagnostics).toEqual([]);
  });

  it('skips broken unselected entries but still checks file integrity (duplicate keys)', () => {
    const broken = `${nvidia.text}\nbroken-entry:\n  image: [unclosed\n`;
    const dup = `${nvidia.text}\ndsr1-fp4-b200-sglang:\n  image: x\n`;
    const only = (k: string) => k === 'dsr1-fp4-b200-sglang';
    expect(loadMasterConfigs([{ path: nvidia.path, text: broken }], { only }).diagnostics).toEqual([]);
    const d = loadMasterConfigs([{ path: nvidia.path, text: dup }], { only }).diagnostics;
    expect(d.map((x) => [x.rule, x.line])).toEqual([['VP-4', nvidia.text.split('\n').length + 1]]);
  });

  it('a broken entry hides no other entry', () => {
    const text = `${amd.text}\nbroken-entry:\n  image: [unclosed\n`;
    const r = loadMasterConfigs([{ path: amd.path, text }]);
    expect(r.value.entries.size).toBe(56);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.rule, d.line])).toEqual([
      ['YAML', amd.text.split('\n').length + 3],
    ]);
  });

  it('with `only`, unselected entries are not parsed or validated (KR-4), but key integrity still is', () => {
    const broken = `${amd.text}\nbroken-entry:\n  image: [unclosed\n  tp: "8"\n`;
    const r = loadMasterConfigs([{ path: amd.path, text: broken }, nvidia], {
      only: (k) => k === 'dsv4-fp4-b200-sglang',
    });
    expect([...r.value.entries.keys()]).toEqual(['dsv4-fp4-b200-sglang']);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const dup = loadMasterConfigs(
      [{ path: amd.path, text: `${amd.text}\ndsv4-fp4-b200-sglang:\n  image: x\n` }, nvidia],
      {
        only: (k) => k === 'dsv4-fp4-b200-sglang',
      },
    );
    expect(dup.diagnostics.map((d) => d.rule)).toContain('VL-4');
  });
});

describe('sliceTopLevelEntries', () => {
  it('finds every top-level key with its line, skipping comments and indented text', () => {
    const text = '# head\na:\n  x: 1\n# between\n\n"b.c":\n  y: [1,\n    2]\nd: {z: 1}\n';
    expect(sliceTopLevelEntries(text)).toEqual([
      { key: 'a', start: 7, end: 28, line: 2 },
      { key: 'b.c', start: 28, end: 51, line: 6 },
      { key: 'd', start: 51, end: 61, line: 9 },
    ]);
    expect(scanTopLevel(text).irregular).toBe(false);
  });
  it('marks files it cannot slice safely', () => {
    for (const t of ['- a\n', '---\na: 1\n', 'a: &x {b: 1}\nc: *x\n', '%YAML 1.1\n---\na: 1\n'])
      expect(scanTopLevel(t).irregular).toBe(true);
  });
  it('a quoted key with a YAML-only escape is parsed whole, not a crash (VP-4 names the key)', () => {
    const text = '"b\\x41":\n  image: i\n';
    expect(scanTopLevel(text).irregular).toBe(true);
    const r = loadMasterConfigs([{ path: 'x.yaml', text }]);
    expect(r.diagnostics.map((d) => [d.rule, d.path, d.line])).toContainEqual(['VP-4', 'bA', 1]);
  });
  it('anchors across entries still load (whole-file parse)', () => {
    const text = 'a1: &base\n  image: i\nb1: *base\n';
    const r = loadMasterConfigs([{ path: 'x.yaml', text }]);
    expect(r.diagnostics.some((d) => d.rule === 'VM-1' && d.path === 'b1.model' && d.line === 3)).toBe(true);
  });
});

describe('runners.yaml (03 §2)', () => {
  it('[S] snapshot: labels and YAML 1.1 DRAM sizes', needsReference('inputs'), () => {
    expect(runners.value.hardware['b200-nscale']).toEqual({
      'available-cpu-dram-mib': 2063920,
      'gpus-per-node': 8,
    });
    expect(runners.value.hardware['cluster:gb200-nv']).toEqual({
      'available-cpu-dram-mib': 860160,
      'gpus-per-node': 4,
    });
    expect(runners.value.labels['cluster:gb200-nv']!.length).toBeGreaterThan(0);
  });
  const load = (text: string) => loadRunners({ path: 'configs/runners.yaml', text });
  it('VR-1: missing file', () => {
    expect(missingFile('configs/runners.yaml', 'runners').message).toBe(
      "Runner config file 'configs/runners.yaml' does not exist.",
    );
  });
  it('VR-2: labels mapping required', () => {
    expect(load('hardware: {}\n').diagnostics.map((d) => [d.rule, d.message, d.line, d.col])).toEqual([
      ['VR-2', 'Runner config must define a labels mapping', 1, 1],
    ]);
    expect(load('labels: [a]\n').diagnostics.map((d) => [d.rule, d.line, d.col])).toEqual([['VR-2', 1, 9]]);
  });
  it('VR-3: label values', () => {
    const r = load('labels:\n  a: b200-0\n  b: []\n  c: [x, 1]\n  d: [ok]\n');
    expect(r.diagnostics.map((d) => [d.rule, d.message, d.line, d.col])).toEqual([
      ['VR-3', "Runner config entry 'a' must be a list, got str", 2, 6],
      ['VR-3', "Runner config entry 'b' cannot be an empty list", 3, 3],
      ['VR-3', "Runner config entry 'c' must contain only strings", 4, 10],
    ]);
    expect(r.value.labels).toEqual({ d: ['ok'] });
  });
  it('VR-4: bad hardware record and extra top-level key', () => {
    const r = load(
      'labels: {a: [x]}\nhardware:\n  a:\n    gpus-per-node: "8"\n    available-cpu-dram-mib: 1_000\nextra: 1\n',
    );
    expect(r.diagnostics.map((d) => [d.rule, d.message, d.line, d.col])).toEqual([
      ['VR-4', 'Input should be a valid integer', 4, 20],
      ['VR-4', 'Extra inputs are not permitted', 6, 1],
    ]);
    expect(r.value.hardware).toEqual({});
  });
  it('[N] clusters records fold into hardware and must match cluster: labels one-to-one', () => {
    const r = load(
      'labels:\n  cluster:a: [a_0]\n  cluster:b: [a_0]\nclusters:\n  a: { gpus-per-node: 4, arch: gb200 }\n',
    );
    expect(r.value.hardware['cluster:a']).toEqual({ 'gpus-per-node': 4 });
    expect(r.diagnostics.map((d) => [d.rule, d.line, d.col])).toEqual([
      ['VR-5', 3, 3],
      ['VR-5', 3, 15],
    ]);
  });
});

describe('ci-priority.yaml (03 §9)', () => {
  it('snapshot loads as the policy', needsReference('inputs'), () => {
    const r = loadCiPriority(read('configs/ci-priority.yaml', snapshot.ciPriority));
    expect(r.diagnostics).toEqual([]);
    expect(r.value['base-score']).toBe(1);
    expect(r.value.adjustments['model-prefix']?.kimik3).toBe(1.5);
    expect(r.value.labels?.patchwork?.names).toEqual(['ci-patchwork', 'engine-patch']);
  });
  it('version must be 1; unknown adjustments are rejected with a fix', () => {
    const r = loadCiPriority({
      path: 'p.yaml',
      text: 'version: 2\nbase-score: 1.0\nadjustments:\n  precison: {fp4: 1}\n',
    });
    expect(r.diagnostics.map((d) => [d.message, d.line, d.col, d.fix])).toEqual([
      ['Input should be 1', 1, 10, undefined],
      ['Extra inputs are not permitted', 4, 3, "did you mean 'precision'?"],
    ]);
    expect(r.value).toEqual({ version: 1, 'base-score': 1, adjustments: {} });
  });
});
