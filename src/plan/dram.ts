// DRAM budget of an agentic row with `kv-offloading: dram`:
//   floor(min(available-cpu-dram-mib, cap) × 2^20 × dram-utilization × g / gpus-per-node / 1e9)
// where g is the GPUs the row occupies on one node. Computed per item, before concurrency filtering.
import type { HardwareRecord } from '../config/types.js';
import { GENERATOR_POLICY } from './policy.js';

export interface Footprint {
  tp: number;
  pp: number;
  pcp: number;
}

export type DramResult =
  { ok: true; gb: number } | { ok: false; rule: 'VG-6' | 'VG-7' | 'VG-8'; message: string };

export function hardwareFor(
  runner: string,
  hardware: Record<string, HardwareRecord>,
): { ok: true; mib: number; gpusPerNode: number } | { ok: false; rule: 'VG-6'; message: string } {
  const rec = hardware[runner];
  for (const field of ['available-cpu-dram-mib', 'gpus-per-node'] as const) {
    if (rec?.[field] === undefined) {
      const keys = Object.keys(hardware).join(', ');
      return {
        ok: false,
        rule: 'VG-6',
        message: `Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`,
      };
    }
  }
  return { ok: true, mib: rec!['available-cpu-dram-mib']!, gpusPerNode: rec!['gpus-per-node'] };
}

function budget(mib: number, utilization: number, g: number, gpusPerNode: number): number {
  const capped = Math.min(mib, GENERATOR_POLICY.dramCapMib);
  return Math.floor((capped * 2 ** 20 * utilization * g) / gpusPerNode / 1e9);
}

/** Single-node: g = tp×pp×pcp, which must fit on one node. */
export function singleNodeDram(
  runner: string,
  hardware: Record<string, HardwareRecord>,
  utilization: number,
  f: Footprint,
): DramResult {
  const hw = hardwareFor(runner, hardware);
  if (!hw.ok) return hw;
  const n = f.tp * f.pp * f.pcp;
  if (n > hw.gpusPerNode) {
    return {
      ok: false,
      rule: 'VG-7',
      message: `tp=${f.tp} with pp=${f.pp} and pcp-size=${f.pcp} requires ${n} GPUs and exceeds gpus-per-node=${hw.gpusPerNode} for runner '${runner}'`,
    };
  }
  return { ok: true, gb: budget(hw.mib, utilization, n, hw.gpusPerNode) };
}

/** Multi-node: g is the prefill worker's per-node footprint. */
export function multiNodeDram(
  runner: string,
  hardware: Record<string, HardwareRecord>,
  utilization: number,
  prefill: Footprint,
): DramResult {
  const hw = hardwareFor(runner, hardware);
  if (!hw.ok) return hw;
  const n = prefill.tp * prefill.pp * prefill.pcp;
  const gpn = hw.gpusPerNode;
  if (n > gpn && n % gpn !== 0) {
    return {
      ok: false,
      rule: 'VG-8',
      message: `worker tp*pp*pcp-size=${n} spans multiple nodes but is not a multiple of gpus-per-node=${gpn}`,
    };
  }
  if (n <= gpn && gpn % n !== 0) {
    return {
      ok: false,
      rule: 'VG-8',
      message: `worker tp*pp*pcp-size=${n} does not divide gpus-per-node=${gpn} evenly`,
    };
  }
  return { ok: true, gb: budget(hw.mib, utilization, Math.min(n, gpn), gpn) };
}
