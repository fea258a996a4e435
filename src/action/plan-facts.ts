// What the status comment tells a reader about a plan beyond its buckets: the config keys the changelog
// entries name, the cost per cluster, the curve diff against the base revision, the canary in words and
// the row ids. Read from git objects at the PR's revisions (never the working tree); each part is
// best-effort, so a missing file leaves that part out of the comment instead of failing the plan.
import { loadRunners } from '../config/load.js';
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LayoutPaths } from '../layout/detect.js';
import { loadLanes } from '../lanes/load.js';
import { curveOf, describeCurve, type CurveChange, type CurveDiff } from '../plan/curve-diff.js';
import { clusterNameOf, planCost, type CostContext } from '../report/cost.js';
import type { CostSummary, CurvesSummary, PlanSummary } from '../report/plan-summary.js';
import { curveDiffFromGit, type DiffEntry } from './curve-diff-git.js';

export type PlanFacts = Pick<PlanSummary, 'entries' | 'cost' | 'curves' | 'rowIds'>;

const MAX_ROW_IDS = 200;

/** The appended entries' config keys as written, and their first description line. */
export function entriesOf(plan: Plan): NonNullable<PlanSummary['entries']> {
  const meta = plan.changelog_metadata as { entries?: DiffEntry[] } | undefined;
  return (meta?.entries ?? []).map((e) => {
    const keys = Array.isArray(e['config-keys']) ? e['config-keys'].map(String) : [];
    const d = e['description'];
    const description = Array.isArray(d) ? d.map(String)[0] : typeof d === 'string' ? d : undefined;
    return { keys, ...(description ? { description } : {}) };
  });
}

export function costContext(
  read: (path: string) => string | undefined,
  paths: Pick<LayoutPaths, 'runners' | 'lanes'>,
): CostContext | undefined {
  const runnersText = read(paths.runners);
  if (runnersText === undefined) return undefined;
  const runners = loadRunners({ path: paths.runners, text: runnersText }).value;
  const lanesText = read(paths.lanes);
  const lanes = lanesText === undefined ? undefined : loadLanes(lanesText, paths.lanes).lanes;
  return { runners, ...(lanes ? { lanes } : {}), readFile: read };
}

export function costSummary(plan: Plan, ctx: CostContext): CostSummary {
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
  };
}

const show = (v: unknown): string =>
  v === undefined ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v);

function detailOf(c: CurveChange): string {
  if (c.status === 'changed')
    return c.changes.map((x) => `${x.field} ${show(x.base)} → ${show(x.head)}`).join('; ');
  if (c.status === 'extended') return `conc ${c.addedPoints.map((p) => `+${p}`).join(' ')}`;
  if (c.status === 'new') return `conc ${c.head?.points.join(' ') ?? ''}`;
  if (c.status === 'removed') return `conc ${c.base?.points.join(' ') ?? ''}`;
  return '';
}

export function curvesSummary(diff: CurveDiff): CurvesSummary {
  return {
    keys: diff.keys.map((k) => ({ key: k.key, status: k.status, appendOnly: k.appendOnly })),
    curves: diff.curves.map((c) => ({
      key: c.key,
      status: c.status,
      scenario: c.scenario,
      label: c.label,
      detail: detailOf(c),
    })),
    counts: { ...diff.counts },
  };
}

/** The canary in words: model, plain cluster name and topology. */
export function canaryWords(
  row: Row,
  ctx: CostContext | undefined,
): { model?: string; cluster?: string; topology?: string } {
  const model = row['model-prefix'] ?? row['model'];
  const runner = String(row['runner'] ?? '');
  const topology = describeCurve(curveOf(row));
  return {
    ...(typeof model === 'string' ? { model } : {}),
    ...(runner ? { cluster: ctx ? clusterNameOf(runner, ctx) : runner.replace(/^cluster:/, '') } : {}),
    ...(topology && topology !== '(no topology)' ? { topology } : {}),
  };
}

export function rowIdsOf(plan: Plan): string[] {
  return bucketsOf(plan)
    .flatMap((b) => b.rows.map(rowIdOf))
    .slice(0, MAX_ROW_IDS);
}

/** Every fact for the status comment; the curve diff reads the base revision from git. */
export async function planFacts(
  repo: string,
  refs: { base: string; head: string },
  plan: Plan,
  read: (path: string) => string | undefined,
  paths: Pick<LayoutPaths, 'masters' | 'runners' | 'lanes'>,
  log: (line: string) => void = () => {},
): Promise<{ facts: PlanFacts; ctx: CostContext | undefined }> {
  const ctx = costContext(read, paths);
  const facts: PlanFacts = { entries: entriesOf(plan), rowIds: rowIdsOf(plan) };
  if (ctx) facts.cost = costSummary(plan, ctx);
  const entries = (plan.changelog_metadata as { entries?: DiffEntry[] } | undefined)?.entries ?? [];
  if (entries.length) {
    try {
      const r = await curveDiffFromGit(repo, refs, paths, entries);
      if (r.diff) facts.curves = curvesSummary(r.diff);
      else log(`curve diff left out: ${r.diagnostics.map((d: Diagnostic) => d.message).join('; ')}`);
    } catch (e) {
      log(`curve diff left out: ${(e as Error).message}`);
    }
  }
  return { facts, ctx };
}
