// `sweep plan --diff`: after the plan, the curves of its config keys compared with the same keys planned
// at the base revision, as text a reviewer reads top to bottom.
import { formatDiagnosticLine } from '../diagnostics.js';
import { curveDiffFromGit } from '../action/curve-diff-git.js';
import type { CurveChange, CurveDiff, FieldChange } from '../plan/curve-diff.js';
import type { PlanPaths, PlanRun } from '../plan/pr-run.js';
import { rulesHint } from '../rules/hint.js';
import type { CliIo } from './io.js';

export interface PlanDiffOptions {
  repo: string;
  refs: { base: string; head: string };
  paths: Pick<PlanPaths, 'masters' | 'runners'>;
}

export async function planDiff(run: PlanRun, opts: PlanDiffOptions, io: CliIo): Promise<number> {
  const fail = (ds: PlanRun['diagnostics']) => {
    for (const d of ds) io.stderr(formatDiagnosticLine(d) + '\n');
    const hint = rulesHint(ds);
    if (hint) io.stderr(hint + '\n');
    return 1;
  };
  if (!run.ok) return fail(run.diagnostics);
  if (run.outcome !== 'entries') {
    io.stdout('no changelog entry appended: no curves to compare\n');
    return 0;
  }
  const r = await curveDiffFromGit(opts.repo, opts.refs, opts.paths, run.plan.changelog_metadata.entries);
  if (!r.diff) return fail(r.diagnostics);
  io.stdout(
    curveDiffText(
      r.diff,
      `${r.baseSha!.slice(0, 12)} (merge base of ${opts.refs.base} and ${opts.refs.head})`,
    ),
  );
  return 0;
}

const show = (v: unknown): string =>
  v === undefined ? '(none)' : typeof v === 'string' ? v : JSON.stringify(v);

/** `image lmsysorg/sglang:v0.5.15 → lmsysorg/sglang:v0.5.16; parallelism tp 8 → 2` */
export function changesText(changes: readonly FieldChange[]): string {
  const byAspect = new Map<string, string[]>();
  for (const c of changes) {
    const what = c.field === c.aspect ? '' : `${c.field} `;
    byAspect.set(c.aspect, [...(byAspect.get(c.aspect) ?? []), `${what}${show(c.base)} → ${show(c.head)}`]);
  }
  return [...byAspect].map(([a, xs]) => `${a}: ${xs.join(', ')}`).join('; ');
}

function curveLine(c: CurveChange): string {
  const detail =
    c.status === 'changed'
      ? changesText(c.changes)
      : c.status === 'extended'
        ? `conc ${c.addedPoints.map((p) => `+${p}`).join(' ')}`
        : c.status === 'new'
          ? `conc ${c.head!.points.join(' ')}`
          : c.status === 'removed'
            ? `conc ${c.base!.points.join(' ')}`
            : '';
  const dropped =
    c.status !== 'removed' && c.removedPoints.length
      ? ` (conc ${c.removedPoints.map((p) => `−${p}`).join(' ')})`
      : '';
  return `  ${c.status.padEnd(9)}  ${c.scenario.padEnd(7)}  ${c.label}${detail ? `: ${detail}` : ''}${dropped}`;
}

export function curveDiffText(diff: CurveDiff, against: string): string {
  const counts = (['new', 'changed', 'extended', 'unchanged', 'removed'] as const)
    .filter((s) => diff.counts[s] > 0)
    .map((s) => `${diff.counts[s]} ${s}`)
    .join(', ');
  const out = [`curves against ${against}: ${counts || 'none'}`];
  for (const k of diff.keys) {
    const what = k.status === 'new' ? 'new config' : k.status;
    out.push('', `${k.key}: ${what}${k.appendOnly ? ' (append-only)' : ''}`);
    for (const c of diff.curves.filter((x) => x.key === k.key)) out.push(curveLine(c));
  }
  return out.join('\n') + '\n';
}
