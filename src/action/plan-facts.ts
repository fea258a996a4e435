// What the status comment tells a reader about a plan beyond its buckets and its cost (the verdict's): the
// config keys the changelog entries name, the curve diff against the base revision, the canary in words and
// the row ids. Read from git objects at the PR's revisions (never the working tree); each part is
// best-effort, so a missing file leaves that part out of the comment instead of failing the plan.
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LayoutPaths } from '../layout/detect.js';
import { curveOf, describeCurve, type CurveChange, type CurveDiff } from '../plan/curve-diff.js';
import { clusterNameOf, type CostContext } from '../report/cost.js';
import type { CurvesSummary, PlanSummary } from '../report/plan-summary.js';
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

/** The facts for the status comment besides the cost (the verdict's): the curve diff reads the base revision from git. */
export async function planFacts(
  repo: string,
  refs: { base: string; head: string },
  plan: Plan,
  paths: Pick<LayoutPaths, 'masters' | 'runners' | 'lanes'>,
  log: (line: string) => void = () => {},
): Promise<PlanFacts> {
  const facts: PlanFacts = { entries: entriesOf(plan), rowIds: rowIdsOf(plan) };
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
  return facts;
}
