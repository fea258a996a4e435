// The shell of reuse: finds the PR's pinned source (the newest reuse command by an authorised author),
// reads what GitHub holds about its run (the run, its artifacts and jobs, its plan artifact, the PR's
// label history), plans the current head, and lets the pure core decide. Read fresh for every
// validation: at `/use`, on every push and at merge. A failed read throws (an infrastructure failure,
// never a silent "no source").
import { decide, labelsOnlyPr, type SweepMode } from '../decide/decide.js';
import type { LabelPolicy } from '../decide/policy.js';
import { parseSweepRunName } from '../dispatch/run-name.js';
import type { NormalizedEntry } from '../gate/index.js';
import type { Plan } from '../dispatch/plan.js';
import { GitHubError } from '../github/port.js';
import {
  reuseCommandsNewestFirst,
  summarizePlan,
  validateReuseSource,
  type PlanArtifact,
  type ReuseComment,
  type SourceEvidence,
  type SourceVerdict,
  type SweepRun,
} from '../reuse/index.js';
import { authorizer } from './authorize.js';
import { PLAN_FILE, planArtifactName } from './store.js';
import type { ActionContext, ActionDeps } from './types.js';

/** A read the reuse check needed failed: the run fails and says so, rather than sweep or publish on a guess. */
export class ReuseLookupError extends Error {
  constructor(what: string, cause: unknown) {
    super(`${what}: ${(cause as Error).message}`, { cause });
  }
}

const wrap = async <T>(what: string, f: () => Promise<T>): Promise<T> => {
  try {
    return await f();
  } catch (e) {
    throw e instanceof ReuseLookupError ? e : new ReuseLookupError(what, e);
  }
};

/** The sweep mode the labels ask for (the plan a reuse source must cover is planned with it). */
export function modeForLabels(labels: readonly string[], policy: LabelPolicy): SweepMode | undefined {
  return decide(
    {
      event: 'pull_request',
      action: 'synchronize',
      pr: labelsOnlyPr(labels),
    },
    policy,
  ).mode;
}

/**
 * The newest reuse command of the PR whose author is authorised (bots never count). Undefined when no
 * authorised author posted one. A permission lookup that failed is not a denial here: it throws.
 */
export async function findPinned(deps: ActionDeps, pr: number): Promise<ReuseComment | undefined> {
  return wrap(`reading the reuse commands of PR #${pr}`, async () => {
    const comments = await deps.port.listComments(pr);
    const auth = authorizer(deps.port);
    const commands = reuseCommandsNewestFirst(
      comments.map((c) => ({
        id: c.id,
        body: c.body,
        author: c.user,
        authorType: c.userType,
        createdAt: c.createdAt,
      })),
    );
    for (const c of commands) {
      const who = await auth(c.author);
      if (who.error) throw new Error(`permission of @${c.author}: ${who.error}`);
      if (who.allowed) return c;
    }
    return undefined;
  });
}

/** The plan artifact a sweep run was dispatched with (named by its head and plan key), read as a summary. */
async function planOf(deps: ActionDeps, title: string): Promise<PlanArtifact> {
  const id = parseSweepRunName(title);
  if (!id) return 'missing';
  const found = await deps.port.findArtifacts(planArtifactName(id.headSha, id.planKey));
  if (!found.length) return 'missing';
  const live = found.find((a) => !a.expired);
  if (!live) return 'expired';
  let text: string | undefined;
  try {
    text = await deps.port.readArtifactFile(live.id, PLAN_FILE);
  } catch (e) {
    // 404/410: the artifact went away between the listing and the download.
    const status = e instanceof GitHubError ? e.status : 0;
    if (status === 404 || status === 410) return 'expired';
    throw e;
  }
  if (text === undefined) return 'unreadable';
  try {
    return summarizePlan(JSON.parse(text)) ?? 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Everything GitHub holds about run `runId` that validation needs. */
export async function gatherEvidence(deps: ActionDeps, runId: number, pr: number): Promise<SourceEvidence> {
  return wrap(`reading run ${runId}`, async () => {
    const r = await deps.port.getRun(runId);
    if (!r) return { run: null, plan: 'missing', artifacts: [], labels: {} };
    const run: SweepRun = {
      id: r.id,
      path: r.path,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      createdAt: r.createdAt,
      name: r.displayTitle,
      attempt: r.attempt,
      htmlUrl: r.htmlUrl,
    };
    const [artifacts, jobs, timeline, plan] = await Promise.all([
      deps.port.listRunArtifacts(runId),
      deps.port.listRunJobs(runId),
      deps.port.listLabelEvents(pr),
      planOf(deps, r.displayTitle),
    ]);
    return {
      run,
      plan,
      artifacts: artifacts.map((a) => ({ name: a.name, expired: a.expired })),
      jobs: jobs.map((j) => ({ name: j.name, attempt: j.attempt })),
      labels: { timeline },
    };
  });
}

export interface CurrentPlan {
  rowIds: string[];
  agentic: boolean;
  entries: NormalizedEntry[];
  plan: Plan;
}

/** The plan of `head` against `base` with the labels' mode, or undefined when the gate made none. */
export async function currentPlan(
  ctx: ActionContext,
  deps: ActionDeps,
  req: { pr: number; baseSha: string; headSha: string; labels: readonly string[] },
): Promise<CurrentPlan | undefined> {
  const mode = modeForLabels(req.labels, ctx.inputs.settings.labels);
  const result = await deps.pipeline({
    prNumber: req.pr,
    baseSha: req.baseSha,
    headSha: req.headSha,
    labels: req.labels,
    ...(mode ? { mode } : {}),
    runId: String(ctx.runId),
    runAttempt: ctx.runAttempt,
    strict: ctx.inputs.strict,
  });
  return result.plan ? planFacts(result.plan) : undefined;
}

/** What reuse needs from a plan: its row ids, whether it is agentic, its changelog entries. */
export function planFacts(plan: Plan): CurrentPlan | undefined {
  const s = summarizePlan(plan);
  if (!s) return undefined;
  const meta = plan.changelog_metadata as { entries?: NormalizedEntry[] } | undefined;
  return { rowIds: s.rowIds, agentic: s.agentic, entries: meta?.entries ?? [], plan };
}

/** Validates run `runId` as PR `pr`'s source at head `headSha` against the current plan's rows. */
export async function validatePinned(
  ctx: ActionContext,
  deps: ActionDeps,
  req: { runId: number; pr: number; headSha: string; rowIds: readonly string[] },
): Promise<SourceVerdict & { evidence: SourceEvidence }> {
  const evidence = await gatherEvidence(deps, req.runId, req.pr);
  const verdict = validateReuseSource(
    { runId: req.runId, pr: { number: req.pr, headSha: req.headSha }, currentPlanRowIds: req.rowIds },
    evidence,
    { sweepWorkflow: ctx.inputs.sweepWorkflow, policy: ctx.inputs.settings.labels },
  );
  return { ...verdict, evidence };
}
