// Declared GPUs and nodes of a row, added under the product's own keys `gpu-count` and
// `node-count`. One accounting for the planner and for lint: `src/topology` (a worker holds tp·pp·pcp
// GPUs; nodes are packed per role unless `PREFILL_NODES=`/`DECODE_NODES=` say otherwise). The planner
// reads no recipe, so these are the declared counts; lint and explain compare them with the recipe.
//
// gpus-per-node: the runner's hardware record, else its cluster's, else 8 (the width of every
// non-NVL72 fleet) when runners.yaml says nothing.
import type { RunnersConfig } from '../config/types.js';
import { gpusPerNodeOf } from '../topology/hardware.js';
import { nodeCount } from '../topology/rules.js';
import { declaredGpus, topologyOf } from '../topology/shape.js';
import { GENERATOR_POLICY } from './policy.js';

export function gpusPerNode(runner: string, runners: RunnersConfig): number {
  return gpusPerNodeOf(runner, runners) ?? GENERATOR_POLICY.defaultGpusPerNode;
}

export interface Topology {
  'gpu-count': number;
  'node-count': number;
}

/** Declared GPUs and nodes of a generator row (single- or multi-node). */
export function rowTopology(row: Record<string, unknown>, gpn: number): Topology {
  const t = topologyOf(row);
  if (!t) return { 'gpu-count': 0, 'node-count': 1 };
  return { 'gpu-count': declaredGpus(t), 'node-count': nodeCount(t, gpn) };
}
