// DRAM budget (03 §4) and its errors VG-6, VG-7, VG-8.
import { describe, expect, it } from 'vitest';
import type { HardwareRecord } from '../config/types.js';
import { multiNodeDram, singleNodeDram } from './dram.js';

const HW: Record<string, HardwareRecord> = {
  'cluster:big': { 'available-cpu-dram-mib': 3_095_781, 'gpus-per-node': 8 },
  'cluster:gb200-nv': { 'available-cpu-dram-mib': 860_160, 'gpus-per-node': 4 },
  'cluster:nodram': { 'gpus-per-node': 8 },
};
const f = (tp: number, pp = 1, pcp = 1) => ({ tp, pp, pcp });

describe('DRAM budget (03 §4)', () => {
  it('03 §4 example: 2 861 022 MiB (the cap) × 0.8 × 2/8 → 599', () => {
    expect(singleNodeDram('cluster:big', HW, 0.8, f(2))).toEqual({ ok: true, gb: 599 });
  });

  it('03 §4: a whole node at 0.8 on a capped host → 2399; a tp:2 prefill budgets ¼ node (599)', () => {
    expect(singleNodeDram('cluster:big', HW, 0.8, f(8))).toEqual({ ok: true, gb: 2399 });
    expect(multiNodeDram('cluster:big', HW, 0.8, f(8))).toEqual({ ok: true, gb: 2399 });
    expect(multiNodeDram('cluster:big', HW, 0.8, f(2))).toEqual({ ok: true, gb: 599 });
  });

  it('03 §4: multi-node g is capped at one node when the prefill spans nodes', () => {
    expect(multiNodeDram('cluster:gb200-nv', HW, 1, f(8))).toEqual(
      multiNodeDram('cluster:gb200-nv', HW, 1, f(4)),
    );
  });

  it('VG-7: single-node tp×pp×pcp over gpus-per-node', () => {
    expect(singleNodeDram('cluster:gb200-nv', HW, 0.5, f(4, 2))).toEqual({
      ok: false,
      rule: 'VG-7',
      message:
        "tp=4 with pp=2 and pcp-size=1 requires 8 GPUs and exceeds gpus-per-node=4 for runner 'cluster:gb200-nv'",
    });
  });

  it('VG-8: multi-node prefill neither a multiple nor a divisor of gpus-per-node', () => {
    const span = multiNodeDram('cluster:big', HW, 0.5, f(12));
    expect(span).toMatchObject({ ok: false, rule: 'VG-8' });
    expect(!span.ok && span.message).toBe(
      'worker tp*pp*pcp-size=12 spans multiple nodes but is not a multiple of gpus-per-node=8',
    );
    const part = multiNodeDram('cluster:big', HW, 0.5, f(3));
    expect(!part.ok && part.message).toBe('worker tp*pp*pcp-size=3 does not divide gpus-per-node=8 evenly');
  });

  it('VG-6: runner without hardware metadata', () => {
    const r = singleNodeDram('cluster:nodram', HW, 0.5, f(1));
    expect(r).toMatchObject({ ok: false, rule: 'VG-6' });
    expect(!r.ok && r.message).toMatch(
      /^Runner 'cluster:nodram' requires 'available-cpu-dram-mib' in runner hardware metadata\. Available hardware keys: cluster:big, /,
    );
    expect(singleNodeDram('b200', HW, 0.5, f(1))).toMatchObject({ ok: false, rule: 'VG-6' });
  });
});
