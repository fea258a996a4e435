// A master config with thousands of entries is refused by its count, before any entry is read: a PR
// appending 60,000 `kN: N` lines once took 9 s of CPU, one positioned parse per entry.
import { describe, expect, it } from 'vitest';
import { loadMasterConfigs } from '../../src/config/load.js';
import { LIMITS } from '../../src/limits.js';

const entry = (key: string) =>
  `${key}:\n  image: img:1\n  model: m\n  model-prefix: m\n  runner: b200\n  precision: fp8\n  framework: sglang\n  multinode: false\n  scenarios:\n    fixed-seq-len:\n      - isl: 1024\n        osl: 1024\n        search-space:\n          - { tp: 8, conc-list: [4] }\n`;

describe('the number of entries in one master config (a bound on what a PR can send)', () => {
  const max = LIMITS.masterEntries.max;

  it('one over the limit: one error naming the file, the count, the limit and the line where it was crossed', () => {
    const text = Array.from({ length: max + 1 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    const t0 = performance.now();
    const r = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text }]);
    const ms = performance.now() - t0;
    expect(r.diagnostics.map((d) => [d.severity, d.rule, d.file, d.line])).toEqual([
      ['error', 'LIMIT', 'configs/nvidia-master.yaml', max + 1],
    ]);
    expect(r.diagnostics[0]!.message).toBe(
      `configs/nvidia-master.yaml: the number of config entries is ${(max + 1).toLocaleString('en-US')} items, ` +
        `over the limit of ${max.toLocaleString('en-US')} items in one master config`,
    );
    expect(r.diagnostics[0]!.fix).toMatch(/split the entries/);
    expect(ms, 'refused by the count, not after reading each entry').toBeLessThan(1_000);
  });

  it('the same when the file is irregular and is read whole (a document marker first)', () => {
    const text = '---\n' + Array.from({ length: max + 1 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    const r = loadMasterConfigs([{ path: 'configs/amd-master.yaml', text }]);
    expect(r.diagnostics.filter((d) => d.rule === 'LIMIT')).toHaveLength(1);
    expect(r.diagnostics.filter((d) => d.rule !== 'LIMIT')).toEqual([]);
  });

  it('a file at the limit is read, entry by entry', () => {
    const text = Array.from({ length: max }, (_, i) => entry(`e${i}-fp8-b200-sglang`)).join('');
    const r = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text }]);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.value.entries.size).toBe(max);
  });
});
