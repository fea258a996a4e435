// The one verdict on a PR's plan before anything is dispatched, shared by the action and `sweep plan`: the
// changelog gate's outcome, then every check of the planned rows (shards and GitHub's limits, the lint
// baseline, lanes, GPU topology, runner labels), the cost and the GPU-hour budget. Both callers read the
// same files (git objects at the PR's revisions, or files on disk) and hand them here, so an author who
// runs `sweep plan` sees the findings, severities and refusal the status comment will show. Pure.
import { applyGate, applyPlanCheck, decide, labelsOnlyPr, type Decision } from '../decide/decide.js';
import type { LabelPolicy } from '../decide/policy.js';
import { hasErrors, type Diagnostic } from '../diagnostics.js';
import type { Plan } from '../dispatch/plan.js';
import type { RoutingFlags } from '../dispatch/routing.js';
import { shardPlan } from '../dispatch/shards.js';
import type { GateOutcome } from '../gate/types.js';
import type { PlannedInputs } from '../plan/pr-run.js';
import type { SearchSpaceConfig } from '../plan/pr-types.js';
import type { Layout } from '../layout/detect.js';
import { parseBaseline } from '../lint/baseline.js';
import type { CostContext } from '../report/cost.js';
import type { CostSummary } from '../report/plan-summary.js';
import { costContext, costSummary } from './cost.js';
import { headInputs } from './inputs.js';
import { checkPlannedRows } from './rows.js';
import { checkPlannedRoutes, withoutSuperseded } from './routes.js';

export interface VerdictInput {
  /** The planner's run: the gate outcome, the plan and its diagnostics, and what it read. */
  run: {
    outcome: GateOutcome;
    ok: boolean;
    plan: SearchSpaceConfig;
    diagnostics: readonly Diagnostic[];
    inputs?: PlannedInputs;
  };
  /** A file at the head revision (repository-relative), or undefined when absent. */
  read: (path: string) => string | undefined;
  /** The lint baseline as the base revision has it: a PR cannot record its own findings. */
  baseline?: string;
  layout: Layout;
  /** The scheduler flags the jobs' label sets are built with. */
  routing: RoutingFlags;
  /** The repository's GPU-hour budget, when it sets one. */
  budgetGpuHours?: number;
}

/** The gate's outcome as the reports name it. */
export type ReportOutcome = 'pass' | 'fail' | 'no-entry';

export interface PlanVerdict {
  /** The changelog gate: its outcome and diagnostics (those of planning included). */
  gate: { outcome: ReportOutcome; diagnostics: Diagnostic[] };
  /** The plan, when the gate passed. */
  plan?: Plan;
  /** The checks before dispatch on the planned rows; an error refuses the sweep. */
  findings: Diagnostic[];
  cost?: CostSummary;
  costContext?: CostContext;
  /** The plan is above the GPU-hour budget: dispatch waits for a maintainer's confirmation. */
  overBudget?: true;
}

export function planVerdict(input: VerdictInput): PlanVerdict {
  const { run } = input;
  // An error anywhere in planning fails the gate: no plan is judged, dispatched or shown as runnable.
  const outcome: ReportOutcome =
    run.outcome === 'error' || !run.ok ? 'fail' : run.outcome === 'entries' ? 'pass' : 'no-entry';
  if (outcome !== 'pass') return { gate: { outcome, diagnostics: [...run.diagnostics] }, findings: [] };
  // The planner's own output, already in the plan's shape (no schema library on this path).
  const plan: Plan = run.plan;
  const shards = shardPlan(plan).diagnostics;
  const head = headInputs(input.read, {
    layout: input.layout,
    ...(run.inputs ? { planned: run.inputs } : {}),
  });
  const baseline =
    input.baseline === undefined ? undefined : parseBaseline(input.baseline, input.layout.paths.baseline);
  const rows = checkPlannedRows(input.read, plan, {
    inputs: head,
    ...(baseline ? { baseline: baseline.baseline } : {}),
  });
  // Every job's labels against runners.yaml: a label no runner carries would queue forever.
  const routes = checkPlannedRoutes(head, plan, input.routing);
  const ctx = costContext(head);
  const cost = ctx ? costSummary(plan, ctx, input.budgetGpuHours) : undefined;
  return {
    // The changelog passed; a plan past GitHub's limits is refused with the other checks before dispatch.
    gate: { outcome: 'pass', diagnostics: withoutSuperseded(run.diagnostics, routes) },
    plan,
    findings: [...shards, ...(baseline?.diagnostics ?? []), ...rows, ...routes],
    ...(cost ? { cost } : {}),
    ...(ctx ? { costContext: ctx } : {}),
    ...(cost && input.budgetGpuHours !== undefined && cost.total.gpuHours > input.budgetGpuHours
      ? { overBudget: true as const }
      : {}),
  };
}

/**
 * The decision with the verdict folded in: a failed gate holds a sweep back first, then any error of the
 * checks before dispatch. Warnings are only listed.
 */
export function applyVerdict(d: Decision, v: Pick<PlanVerdict, 'gate' | 'findings'>): Decision {
  return applyPlanCheck(applyGate(d, v.gate.outcome), hasErrors(v.findings));
}

/**
 * Does the decision fail the PR's check? Conflicting sweep labels, a sweep held back by the checks before
 * dispatch, a permission that could not be looked up, or a changelog the gate refused.
 */
export function failsCheck(d: Decision, gate: ReportOutcome | undefined): boolean {
  return (
    d.reasons.some(
      (r) => r.rule === 'LB-1' || r.code === 'plan-check-failed' || r.code === 'permission-lookup-failed',
    ) ||
    (gate === 'fail' && d.validate)
  );
}

/**
 * The decision `sweep plan` reports: what an open PR of the repository itself gets when its primary label
 * is added to these labels, the verdict folded in. Without a primary sweep label the question is whether a sweep would
 * run at all, so the repository's first primary label stands in for one.
 */
export function localDecision(
  labels: readonly string[],
  policy: LabelPolicy,
  v: Pick<PlanVerdict, 'gate' | 'findings'>,
): Decision {
  const primaries = new Set(policy.primaries.map((p) => p.name));
  const first = policy.primaries[0]?.name;
  const asked = labels.some((l) => primaries.has(l)) || !first ? [...labels] : [...labels, first];
  const changed = asked.find((l) => primaries.has(l));
  const d = decide(
    {
      event: 'pull_request_target',
      // As if a maintainer had just added the (first) primary label to the labels given.
      action: changed ? 'labeled' : 'synchronize',
      ...(changed ? { changedLabel: changed } : {}),
      pr: labelsOnlyPr(asked),
    },
    policy,
  );
  return d.validate ? applyVerdict(d, v) : d;
}
