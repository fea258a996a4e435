// `sweep plan`'s verdict: the same function the action calls before dispatch (src/verdict), fed with the
// same files — git objects at the head (and the lint baseline at the base) in the git mode, files on disk
// in the file mode — and the decision the labels given would get. It prints what the status comment
// would list, the cost table, and one line saying whether the action would dispatch the plan.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Decision, ReasonCode } from '../decide/decide.js';
import type { LabelPolicy } from '../decide/policy.js';
import { formatDiagnosticLine, type Diagnostic } from '../diagnostics.js';
import type { RoutingFlags } from '../dispatch/routing.js';
import type { PlanGit } from '../action/plan-git.js';
import { gitReader } from '../action/pipeline.js';
import { gitSync } from '../git/index.js';
import type { Layout } from '../layout/detect.js';
import type { PlanRun } from '../plan/pr-run.js';
import { fill, reasonText } from '../report/messages.js';
import { costLines } from '../report/cost-text.js';
import { failsCheck, localDecision, planVerdict, type PlanVerdict } from '../verdict/verdict.js';

export interface LocalVerdict {
  verdict: PlanVerdict;
  decision: Decision;
  /** Exit 1: the action would refuse this plan (or fail the PR's check). */
  refused: boolean;
}

export interface VerdictSetup {
  layout: Layout;
  labels: readonly string[];
  policy: LabelPolicy;
  routing: RoutingFlags;
  budgetGpuHours?: number;
}

/** The git mode: the head's files and the base's lint baseline as objects, read by the open reader. */
export async function gitVerdict(
  run: PlanRun,
  g: PlanGit,
  refs: { base: string; head: string },
  setup: VerdictSetup,
): Promise<LocalVerdict> {
  const { lanes, baseline } = setup.layout.paths;
  // The optional inputs in one read; anything else (recipes) is read when a check asks for it.
  const got = await g.objects.read([`${refs.head}:${lanes}`, `${refs.base}:${baseline}`]);
  const [lanesObject, baselineObject] = 'error' in got ? [] : got.objects;
  const fallback = presentOnly(g.repo, refs.head, gitReader(g.repo, refs.head));
  // The lanes file as read (absent or not), so it is never asked for again.
  const read = (path: string) =>
    path === lanes && !('error' in got) ? lanesObject?.blob?.toString('utf8') : fallback(path);
  const baselineText = baselineObject?.blob?.toString('utf8');
  return judge(run, read, baselineText, setup);
}

/**
 * A reader that asks git for a file only when the head's tree has it: most paths a check asks for (recipes
 * a repository does not check in) are absent, and each read is a process. The tree is listed once, on the
 * first read.
 */
function presentOnly(
  repo: string,
  head: string,
  read: (path: string) => string | undefined,
): (path: string) => string | undefined {
  // null: the listing failed, so every path is read.
  let tree: Set<string> | null | undefined;
  return (path) => {
    if (tree === undefined) {
      const r = gitSync(repo, ['ls-tree', '-r', '-z', '--name-only', head]);
      tree = r.status === 0 ? new Set(r.stdout.toString('utf8').split('\0')) : null;
    }
    return tree === null || tree.has(path) ? read(path) : undefined;
  };
}

/** The file mode: files on disk relative to the working directory (the baseline too: there is no base). */
export function fileVerdict(run: PlanRun, cwd: string, setup: VerdictSetup): LocalVerdict {
  const read = (path: string): string | undefined => {
    try {
      return readFileSync(resolve(cwd, path), 'utf8');
    } catch {
      return undefined;
    }
  };
  return judge(run, read, read(setup.layout.paths.baseline), setup);
}

function judge(
  run: PlanRun,
  read: (path: string) => string | undefined,
  baseline: string | undefined,
  setup: VerdictSetup,
): LocalVerdict {
  const verdict = planVerdict({
    run,
    read,
    ...(baseline !== undefined ? { baseline } : {}),
    layout: setup.layout,
    routing: setup.routing,
    ...(setup.budgetGpuHours !== undefined ? { budgetGpuHours: setup.budgetGpuHours } : {}),
  });
  const decision = localDecision(setup.labels, setup.policy, verdict);
  return { verdict, decision, refused: failsCheck(decision, verdict.gate.outcome) };
}

/** Every finding the status comment would list, one line each: the gate's, then the checks before dispatch. */
export const findingsOf = (v: PlanVerdict): Diagnostic[] => [...v.gate.diagnostics, ...v.findings];

export const findingLines = (v: PlanVerdict): string =>
  findingsOf(v)
    .map((d) => `${formatDiagnosticLine(d)}\n`)
    .join('');

/** The cost table and the budget line, as plain text. */
export const costText = (v: PlanVerdict): string => (v.cost ? `${costLines(v.cost).join('\n')}\n` : '');

/** Why the action would not dispatch, in the terminal's order (the findings are printed above). */
const REFUSED: Partial<Record<ReasonCode, string>> = {
  'changelog-failed': 'the changelog gate failed (the errors above)',
  'plan-check-failed':
    'the planned rows fail the checks before dispatch (the errors above); the action would dispatch nothing',
};

/** One line: would the action dispatch this plan, and if not, why. */
export function verdictLine(l: LocalVerdict): string {
  if (l.refused) {
    const why = l.decision.reasons.map((r) =>
      r.rule === 'LB-1' ? fill(reasonText[r.code].en, r.params ?? {}, true) : REFUSED[r.code],
    );
    return `plan: refused — ${why.filter(Boolean).join('; ') || 'the action would not dispatch this plan'}\n`;
  }
  if (l.verdict.overBudget)
    return 'plan: above the GPU-hour budget — the action waits for a maintainer to comment `/sweep --confirm`\n';
  const jobs = l.verdict.cost?.total.jobs;
  return `plan: passes the checks before dispatch${jobs !== undefined ? ` (${jobs} jobs)` : ''}\n`;
}
