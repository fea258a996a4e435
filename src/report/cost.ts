// What a plan costs before it is dispatched (pure): per cluster, the GPU-hours and node-hours the plan
// can hold (every job × its GPUs or nodes × the time limit it runs under), the hours it is expected to
// take where that is known, the GPUs and nodes it would occupy if every job ran at once, and the number
// of jobs. An optional budget turns the worst case into a verdict: above it, dispatch waits for an
// explicit confirmation.
//
// Time limit of a job, first that applies:
//   1. its lane's `time` decision (a cluster's fixed time limit overrides the lane; `salloc` is the
//      launcher default of 8 hours, SALLOC_DEFAULT), the longest when the runner label spans several clusters;
//   2. without a lane (no lanes file, no lane for the route, or the lane refuses the job): the timeout of
//      the workflow job that runs it (single-node 500 min; multi-node 480 min, agentic 780 min).
// GPUs are the recipe's when the recipe is read, else the declared tp·pp·pcp per worker; nodes the
// recipe's, else the declared workers packed per role (as the topology rules count them).
// Expected duration: a history lookup when the caller has one, else an agentic job's fixed benchmark
// duration (the benchmark phase only, so a lower bound of the job; evals run their own suites and get
// none); never above the time limit.
import type { RunnersConfig } from '../config/types.js';
import { resolveRow, type ResolveContext, type Row } from '../lanes/resolve.js';
import type { LanesFile } from '../lanes/schema.js';
import { clustersOf } from '../topology/hardware.js';

/** Row kinds in the words a PR author uses. */
export type JobKind =
  | 'single-node benchmark'
  | 'multi-node benchmark'
  | 'single-node agentic benchmark'
  | 'multi-node agentic benchmark'
  | 'single-node eval'
  | 'multi-node eval';

export const JOB_KINDS: readonly JobKind[] = [
  'single-node benchmark',
  'multi-node benchmark',
  'single-node agentic benchmark',
  'multi-node agentic benchmark',
  'single-node eval',
  'multi-node eval',
];

/** Workflow job timeouts of the benchmark templates, in minutes (the bound without a lane). */
export const JOB_TIMEOUT_MINUTES = { single: 500, multi: 480, multiAgentic: 780 } as const;

export type LimitSource = 'lane' | 'cluster' | 'job-timeout';
export type ExpectedSource = 'history' | 'benchmark-duration';

export interface JobCost {
  rowId: string;
  cluster: string;
  kind: JobKind;
  gpus: number;
  nodes: number;
  /** The time limit in minutes (exact) and in hours. */
  limitMinutes: number;
  limitHours: number;
  limitFrom: LimitSource;
  expectedHours?: number;
  expectedFrom?: ExpectedSource;
}

export interface Hours {
  gpuHours: number;
  nodeHours: number;
}

export interface ClusterCost extends Hours {
  /** Plain cluster name (`gb200-nv`); a pool label spanning clusters reads `b200-dgxc or b200-nb`. */
  cluster: string;
  jobs: number;
  /** Jobs per kind, in `JOB_KINDS` order, kinds without jobs left out. */
  kinds: { kind: JobKind; jobs: number }[];
  /** GPUs and nodes held if every job of the plan on this cluster ran at the same time. */
  peakGpus: number;
  peakNodes: number;
  /** Hours expected from the jobs whose duration is known (`jobs` of them); absent when none is. */
  expected?: Hours & { jobs: number };
}

export type BudgetVerdict =
  | { kind: 'no-budget' }
  | { kind: 'within'; budgetGpuHours: number; gpuHours: number }
  | { kind: 'needs-confirmation'; budgetGpuHours: number; gpuHours: number; overBy: number };

export interface PlanCost {
  clusters: ClusterCost[];
  total: Hours & { jobs: number; peakGpus: number; peakNodes: number };
  jobs: JobCost[];
  verdict: BudgetVerdict;
}

export interface CostContext {
  runners: RunnersConfig;
  lanes?: LanesFile;
  /** Repository files (recipes): with it, GPU and node counts come from the recipe when it is checked in. */
  readFile?: ResolveContext['readFile'];
  /** Expected duration of a job in hours from past runs, when the caller knows it. */
  expectedHours?: (row: Row) => number | undefined;
}

/** The budget from the config file: the most GPU-hours (worst case) a plan may hold without a confirmation. */
export interface CostBudget {
  gpuHours: number;
}

/** "H:MM:SS" → minutes. */
export function minutesOf(time: string): number {
  const [h, m, s] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
}

export function jobKindOf(row: Row): JobKind {
  const multi = typeof row.prefill === 'object' && row.prefill !== null;
  if (row['eval-only'] === true) return multi ? 'multi-node eval' : 'single-node eval';
  if (row['scenario-type'] === 'agentic-coding')
    return multi ? 'multi-node agentic benchmark' : 'single-node agentic benchmark';
  return multi ? 'multi-node benchmark' : 'single-node benchmark';
}

/** The plain name of the cluster(s) a runner label lands on; the label itself when none is known. */
export function clusterNameOf(runner: string, ctx: Pick<CostContext, 'runners' | 'lanes'>): string {
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const ids = clustersOf(runner, ctx.runners, facts);
  return ids.length ? [...ids].sort().join(' or ') : runner.replace(/^cluster:/, '');
}

function timeLimit(
  row: Row,
  lanes: ReturnType<typeof resolveRow>['lanes'],
): { minutes: number; from: LimitSource } {
  let best: { minutes: number; from: LimitSource } | undefined;
  for (const l of lanes) {
    const t = l.decisions?.time;
    if (!t) continue;
    const minutes = minutesOf(t.value);
    if (!best || minutes > best.minutes)
      best = { minutes, from: t.by.kind === 'cluster' ? 'cluster' : 'lane' };
  }
  if (best) return best;
  const multi = typeof row.prefill === 'object' && row.prefill !== null;
  const minutes = !multi
    ? JOB_TIMEOUT_MINUTES.single
    : row['scenario-type'] === 'agentic-coding'
      ? JOB_TIMEOUT_MINUTES.multiAgentic
      : JOB_TIMEOUT_MINUTES.multi;
  return { minutes, from: 'job-timeout' };
}

/** The cost of one job (one planned row). */
export function jobCost(
  row: Row,
  ctx: CostContext,
  cache: NonNullable<ResolveContext['recipeCache']> = new Map(),
): JobCost {
  const r = resolveRow(row, {
    runners: ctx.runners,
    ...(ctx.lanes ? { lanes: ctx.lanes } : {}),
    ...(ctx.readFile ? { readFile: ctx.readFile } : {}),
    recipeCache: cache,
  });
  const limit = timeLimit(row, r.lanes);
  const limitHours = limit.minutes / 60;
  const history = ctx.expectedHours?.(row);
  const bench =
    row['scenario-type'] === 'agentic-coding' &&
    row['eval-only'] !== true &&
    typeof row.duration === 'number' &&
    row.duration > 0
      ? row.duration / 3600
      : undefined;
  const expected =
    history !== undefined && history > 0
      ? { hours: history, from: 'history' as const }
      : bench !== undefined
        ? { hours: bench, from: 'benchmark-duration' as const }
        : undefined;
  return {
    rowId: String(row['row-id'] ?? ''),
    cluster: clusterNameOf(String(row.runner ?? ''), ctx),
    kind: jobKindOf(row),
    gpus: r.gpus.recipe ?? r.gpus.declared,
    nodes: r.nodes,
    limitMinutes: limit.minutes,
    limitHours,
    limitFrom: limit.from,
    ...(expected ? { expectedHours: Math.min(expected.hours, limitHours), expectedFrom: expected.from } : {}),
  };
}

/** Cost of every row of a plan, grouped per cluster (sorted by name), with the budget verdict. */
export function planCost(rows: readonly Row[], ctx: CostContext, budget?: CostBudget): PlanCost {
  const cache: NonNullable<ResolveContext['recipeCache']> = new Map();
  const jobs = rows.map((row) => jobCost(row, ctx, cache));
  const byCluster = new Map<string, JobCost[]>();
  for (const j of jobs) {
    const list = byCluster.get(j.cluster);
    if (list) list.push(j);
    else byCluster.set(j.cluster, [j]);
  }
  const clusters = [...byCluster]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cluster, js]) => clusterCost(cluster, js));
  const sum = (f: (c: ClusterCost) => number) => clusters.reduce((a, c) => a + f(c), 0);
  const total = {
    jobs: jobs.length,
    gpuHours: sum((c) => c.gpuHours),
    nodeHours: sum((c) => c.nodeHours),
    peakGpus: sum((c) => c.peakGpus),
    peakNodes: sum((c) => c.peakNodes),
  };
  return { clusters, total, jobs, verdict: verdictOf(total.gpuHours, budget) };
}

function clusterCost(cluster: string, js: readonly JobCost[]): ClusterCost {
  const known = js.filter((j) => j.expectedHours !== undefined);
  const kinds = JOB_KINDS.map((kind) => ({ kind, jobs: js.filter((j) => j.kind === kind).length })).filter(
    (k) => k.jobs > 0,
  );
  return {
    cluster,
    jobs: js.length,
    kinds,
    gpuHours: js.reduce((a, j) => a + j.gpus * j.limitHours, 0),
    nodeHours: js.reduce((a, j) => a + j.nodes * j.limitHours, 0),
    peakGpus: js.reduce((a, j) => a + j.gpus, 0),
    peakNodes: js.reduce((a, j) => a + j.nodes, 0),
    ...(known.length
      ? {
          expected: {
            jobs: known.length,
            gpuHours: known.reduce((a, j) => a + j.gpus * j.expectedHours!, 0),
            nodeHours: known.reduce((a, j) => a + j.nodes * j.expectedHours!, 0),
          },
        }
      : {}),
  };
}

/** Above the budget (strictly), the plan needs an explicit confirmation before dispatch. */
export function verdictOf(gpuHours: number, budget?: CostBudget): BudgetVerdict {
  if (!budget) return { kind: 'no-budget' };
  return gpuHours > budget.gpuHours
    ? {
        kind: 'needs-confirmation',
        budgetGpuHours: budget.gpuHours,
        gpuHours,
        overBy: gpuHours - budget.gpuHours,
      }
    : { kind: 'within', budgetGpuHours: budget.gpuHours, gpuHours };
}
