// What the plan costs before dispatch, for the status comment and `sweep plan` alike: the cost context
// (runners.yaml, the lanes file and recipes at the head revision) and the per-cluster summary. Pure.
import { bucketsOf, type Plan } from '../dispatch/plan.js';
import { planCost, type CostContext } from '../report/cost.js';
import type { CostSummary } from '../report/plan-summary.js';
import { layoutReader, type HeadInputs } from './inputs.js';

export function costContext(head: HeadInputs): CostContext | undefined {
  if (!head.runners) return undefined;
  const lanes = head.lanes?.lanes;
  return { runners: head.runners, ...(lanes ? { lanes } : {}), readFile: layoutReader(head) };
}

export function costSummary(plan: Plan, ctx: CostContext, budgetGpuHours?: number): CostSummary {
  const c = planCost(
    bucketsOf(plan).flatMap((b) => b.rows),
    ctx,
  );
  return {
    clusters: c.clusters.map((x) => ({
      cluster: x.cluster,
      jobs: x.jobs,
      kinds: x.kinds,
      gpuHours: x.gpuHours,
      nodeHours: x.nodeHours,
      peakGpus: x.peakGpus,
      peakNodes: x.peakNodes,
      ...(x.expected ? { expected: x.expected } : {}),
    })),
    total: {
      jobs: c.total.jobs,
      gpuHours: c.total.gpuHours,
      nodeHours: c.total.nodeHours,
      peakGpus: c.total.peakGpus,
    },
    ...(budgetGpuHours !== undefined ? { budgetGpuHours } : {}),
  };
}
