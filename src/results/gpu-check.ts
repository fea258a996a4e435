// The GPU accounting check: per measured result, the GPUs the plan says its job uses (the product's
// topology rules: a worker holds tp·pp·pcp GPUs, summed over workers and roles; the row's `gpu-count`
// when the planner wrote one) against the GPUs the result's throughput was divided by. A mismatch
// overstates or understates every per-GPU figure by their ratio: the finding carries the corrected value
// (recorded × result GPUs / plan GPUs). Pure.
import type { Row } from '../plan/row.js';
import { declaredGpus, topologyOf } from '../topology/shape.js';
import type { RowResults } from './match.js';

export interface GpuFinding {
  rowId: string;
  kind: 'fixed' | 'agentic';
  conc: number;
  /** GPUs the plan gives the job. */
  planGpus: number;
  /** GPUs the result was divided by. */
  resultGpus: number;
  /** The recorded throughput per GPU and the one divided by the plan's GPUs. */
  recorded?: number;
  corrected?: number;
  /** corrected / recorded = resultGpus / planGpus. */
  factor: number;
  artifact: string;
}

/** The GPUs the plan gives a row's job: its `gpu-count`, else the declared topology's. */
export function planGpus(row: Row): number | undefined {
  const given = row['gpu-count'];
  if (typeof given === 'number' && given > 0) return given;
  const t = topologyOf(row);
  const n = t ? declaredGpus(t) : 0;
  return n > 0 ? n : undefined;
}

export function checkGpuCounts(rows: readonly RowResults[]): GpuFinding[] {
  const out: GpuFinding[] = [];
  for (const rr of rows) {
    const plan = planGpus(rr.row);
    if (plan === undefined) continue;
    for (const m of rr.measured) {
      if (m.gpus === plan || m.gpus <= 0) continue;
      const factor = m.gpus / plan;
      const f: GpuFinding = {
        rowId: rr.rowId,
        kind: m.kind,
        conc: m.conc,
        planGpus: plan,
        resultGpus: m.gpus,
        factor,
        artifact: m.source.artifact,
      };
      const recorded = m.metrics.tput_per_gpu;
      if (recorded !== undefined) {
        f.recorded = recorded;
        f.corrected = recorded * factor;
      }
      out.push(f);
    }
  }
  return out;
}
