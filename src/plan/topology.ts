// Declared GPUs and nodes of a row (spec 04 §4), added under the product's own keys `gpu-count` and
// `node-count`. GPUs per worker = tp × pp × pcp (EP and DCP add none). Without the srt-slurm recipe
// (which the product does not read here), a multi-node row's nodes are Σ_role ⌈num-worker·tp·pp·pcp /
// gpus-per-node⌉, unless `PREFILL_NODES=`/`DECODE_NODES=` say otherwise.
//
// gpus-per-node: the hardware record of the runner label, else of the `cluster:<name>` its runner
// names belong to (`gb200-nv_0` → `cluster:gb200-nv`), else 8 (the width of every non-NVL72 fleet).
import type { RunnersConfig } from '../config/types.js';
import { GENERATOR_POLICY } from './policy.js';

interface WorkerLike {
  'num-worker'?: unknown;
  tp?: unknown;
  pp?: unknown;
  'pcp-size'?: unknown;
  'additional-settings'?: unknown;
}

const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

export const workerGpus = (w: WorkerLike): number => num(w.tp, 1) * num(w.pp, 1) * num(w['pcp-size'], 1);

export function gpusPerNode(runner: string, runners: RunnersConfig): number {
  const direct = runners.hardware[runner]?.['gpus-per-node'];
  if (direct !== undefined) return direct;
  const names = runners.labels[runner] ?? [];
  for (const name of names) {
    const rec = runners.hardware[`cluster:${name.split('_')[0]}`];
    if (rec) return rec['gpus-per-node'];
  }
  // A node name used as runner (runner-node-filter): its cluster record.
  const rec = runners.hardware[`cluster:${runner.split('_')[0]}`];
  return rec?.['gpus-per-node'] ?? GENERATOR_POLICY.defaultGpusPerNode;
}

function nodesOverride(w: WorkerLike, role: 'PREFILL' | 'DECODE'): number | undefined {
  const settings = Array.isArray(w['additional-settings']) ? (w['additional-settings'] as unknown[]) : [];
  for (const s of settings) {
    if (typeof s === 'string' && s.startsWith(`${role}_NODES=`)) {
      const n = Number(s.slice(role.length + 7));
      if (Number.isInteger(n) && n >= 0) return n;
    }
  }
  return undefined;
}

export interface Topology {
  'gpu-count': number;
  'node-count': number;
}

/** Declared GPUs and nodes of a generator row (single- or multi-node). */
export function rowTopology(row: Record<string, unknown>, gpn: number): Topology {
  const prefill = row.prefill as WorkerLike | undefined;
  const decode = row.decode as WorkerLike | undefined;
  if (!prefill || !decode) return { 'gpu-count': workerGpus(row as WorkerLike), 'node-count': 1 };
  let gpus = 0;
  let nodes = 0;
  for (const [w, role] of [
    [prefill, 'PREFILL'],
    [decode, 'DECODE'],
  ] as const) {
    const g = num(w['num-worker'], 0) * workerGpus(w);
    gpus += g;
    nodes += nodesOverride(w, role) ?? Math.ceil(g / gpn);
  }
  return { 'gpu-count': gpus, 'node-count': nodes };
}
