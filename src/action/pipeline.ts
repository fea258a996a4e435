// The seam between the action and the planner: gate + plan from git objects (PR files read as data, never
// executed), then summarise for the reports and compute the plan key that identifies a sweep.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { diag, type Diagnostic } from '../diagnostics.js';
import { git, gitSync, openCatFile, type CatFile } from '../git/index.js';
import type { SweepMode } from '../decide/decide.js';
import { canonicalJson } from '../plan/canonical.js';
import { findLayoutAtRef } from '../layout/find.js';
import type { Layout } from '../layout/detect.js';
import { openPlanGit, planFromGit } from './plan-git.js';
import { bucketsOf, minConc, type Plan } from '../dispatch/plan.js';
import { shardPlan } from '../dispatch/shards.js';
import { planVerdict } from '../verdict/verdict.js';
import type { RoutingFlags } from '../dispatch/routing.js';
import { selectCanary } from '../dispatch/canary.js';
import { planReportSchema, type PlanReport, type PlanSummary } from '../report/plan-summary.js';
import { canaryWords, planFacts, type PlanFacts } from './plan-facts.js';
import type { CostContext } from '../report/cost.js';

export interface PipelineRequest {
  prNumber: number;
  baseSha: string;
  headSha: string;
  labels: readonly string[];
  mode?: SweepMode;
  runId?: string;
  runAttempt?: number;
  strict: boolean;
}

export interface PipelineResult {
  report: PlanReport;
  /** The `search-space-config` to upload as the plan artifact (absent when nothing was planned). */
  plan?: Plan;
}

export type Pipeline = (req: PipelineRequest) => Promise<PipelineResult>;

/**
 * The planner could not get what it reads (a git fetch of the PR head failed): infrastructure, not the
 * PR's mistake. It names the command and the revisions; the decision is left as it was.
 */
export class InfraError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Row fields that belong to one workflow run, not to the plan: the scheduler's queue token is derived from
 * the run id and attempt, so the same rows planned by another run (a redelivered event, a racing label
 * event, the CLI) would otherwise hash to another key and the dispatcher would never see "the same plan".
 */
export const PER_RUN_ROW_FIELDS = ['queue-token'] as const;

/** The plan without per-run row fields: what the sweep will run, whoever plans it and whenever. */
export function planIdentity(plan: unknown): unknown {
  if (plan !== null && typeof plan === 'object' && !Array.isArray(plan) && 'changelog_metadata' in plan) {
    // The changelog metadata names the refs as given (a branch name or a SHA): the rows already say
    // what runs, and the head SHA is hashed on its own.
    const { changelog_metadata: _meta, ...rows } = plan as Record<string, unknown>;
    void _meta;
    return planIdentity(rows);
  }
  if (Array.isArray(plan)) return plan.map(planIdentity);
  if (plan === null || typeof plan !== 'object') return plan;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(plan as Record<string, unknown>))
    if (!(PER_RUN_ROW_FIELDS as readonly string[]).includes(k)) out[k] = planIdentity(v);
  return out;
}

/**
 * The plan key: head SHA, mode (primary and modifiers, scheduling labels included: they change priority
 * and so the runner labels), and the canonical plan JSON without per-run fields.
 */
export function planKey(headSha: string, mode: SweepMode | undefined, plan: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ headSha, mode: mode ?? null, plan: planIdentity(plan) }))
    .digest('hex');
}

export function summarisePlan(
  plan: Plan,
  mode: SweepMode | undefined,
  key: string,
  facts: PlanFacts = {},
  ctx?: CostContext,
): { summary: PlanSummary; diagnostics: Diagnostic[] } {
  const sp = shardPlan(plan);
  const buckets = bucketsOf(plan)
    .filter((b) => b.rows.length > 0)
    .map((b) => ({
      name: b.bucket,
      rows: b.rows.length,
      shards: sp.shards.filter((s) => s.bucket === b.bucket).length,
    }));
  const canary = selectCanary(plan, mode?.canary ? 'single' : 'none').canaries[0];
  const clusters = new Map<string, { gpus: number; nodes: number }>();
  for (const { rows } of bucketsOf(plan))
    for (const row of rows) {
      const runner = String(row['runner'] ?? '?');
      const c = clusters.get(runner) ?? { gpus: 0, nodes: 0 };
      c.gpus += Number(row['gpu-count'] ?? 0) || 0;
      c.nodes += Number(row['node-count'] ?? 1) || 1;
      clusters.set(runner, c);
    }
  return {
    summary: {
      key,
      buckets,
      canary: canary
        ? {
            bucket: canary.bucket,
            name: String(canary.row['exp-name'] ?? canary.rowId),
            runner: String(canary.row['runner'] ?? ''),
            ...(Number.isFinite(minConc(canary.row)) ? { conc: minConc(canary.row) } : {}),
            ...canaryWords(canary.row, ctx),
          }
        : null,
      clusters: [...clusters]
        .map(([cluster, v]) => ({ cluster, ...v }))
        .sort((a, b) => a.cluster.localeCompare(b.cluster)),
      ...facts,
    },
    diagnostics: sp.diagnostics,
  };
}

/** Plans from the git repository at `workspace`, fetching the two revisions as objects when missing. */
export interface GitPipelineOptions {
  /** The repository config file's layout; without it the layout is found at the head revision. */
  layout?: Layout;
  /** `<owner>/<repo>` the PR links must name (the repository the action runs in). */
  repo?: string;
  /** The workflow's token: the auth header of a fetch of the PR head (private repositories). */
  token?: string;
  /** Scheduler flags the jobs' label sets are built with (default: both off). */
  routing?: RoutingFlags;
}

export function gitPipeline(
  workspace: string,
  log: (s: string) => void = () => {},
  opts: GitPipelineOptions = {},
): Pipeline {
  return async (req) => {
    // The reader that checks the commits are here also reads the plan's objects, unless a fetch had to
    // bring them (then a reader started after it).
    const reader = openCatFile(workspace);
    const fetched = await ensureObjects(workspace, [req.baseSha, req.headSha], log, opts.token, reader);
    if (fetched) reader.close();
    const mode = req.mode;
    // The inputs at the root or under inferencex-e2e/, as the head revision has them, unless the
    // repository config file says where they are.
    // One object reader answers the layout's trees and the plan's inputs; merge-base runs beside it.
    const g = openPlanGit(workspace, { base: req.baseSha, head: req.headSha }, fetched ? undefined : reader);
    const found = opts.layout
      ? { layout: opts.layout, diagnostics: [] }
      : await findLayoutAtRef(workspace, req.headSha, g.objects);
    if (found.diagnostics.length) {
      g.close();
      return { report: { gate: { outcome: 'fail', diagnostics: found.diagnostics }, lint: [] } };
    }
    const { layout } = found;
    const run = await planFromGit(
      workspace,
      { base: req.baseSha, head: req.headSha },
      {
        masters: layout.paths.masters,
        runners: layout.paths.runners,
        policy: layout.paths.policy,
        changelog: layout.paths.changelog,
      },
      {
        modifiers: {
          allEvals: mode?.evals === 'all' || mode?.evals === 'all-only',
          evalsOnly: mode?.evals === 'only' || mode?.evals === 'all-only',
          trimConc: mode?.plan === 'trim',
        },
        context: {
          event: 'pull_request',
          labels: [...req.labels],
          prNumber: req.prNumber,
          ...(req.runId ? { runId: req.runId } : {}),
          // The queue-skip label is the one ci-priority.yaml names (the planner looks it up in the labels).
          runAttempt: req.runAttempt ?? 1,
        },
        strict: req.strict,
        ...(opts.repo ? { repo: opts.repo } : {}),
      },
      g,
    ).finally(() => g.close());
    // The one verdict `sweep plan` gives too: the gate, then every check of the planned rows.
    const read = gitReader(workspace, req.headSha);
    const verdict = planVerdict({
      run,
      read,
      // The lint baseline of the base revision (a PR cannot record its own findings).
      ...baselineAt(gitReader(workspace, req.baseSha), layout.paths.baseline),
      layout,
      routing: opts.routing ?? { priority: false, nodeSlots: false },
    });
    if (!verdict.plan) return { report: { gate: verdict.gate, lint: [] } };
    const plan = verdict.plan;
    const key = planKey(req.headSha, mode, run.plan);
    const facts = await planFacts(
      workspace,
      { base: req.baseSha, head: req.headSha },
      plan,
      layout.paths,
      log,
    );
    const { summary } = summarisePlan(
      plan,
      mode,
      key,
      { ...facts, ...(verdict.cost ? { cost: verdict.cost } : {}) },
      verdict.costContext,
    );
    return { report: { gate: verdict.gate, plan: summary, lint: verdict.findings }, plan };
  };
}

const baselineAt = (read: (path: string) => string | undefined, path: string): { baseline?: string } => {
  const text = read(path);
  return text === undefined ? {} : { baseline: text };
};

/** `plan-file` input: a PlanReport produced earlier (e.g. by a separate planning step). */
export function filePipeline(path: string): Pipeline {
  return async () => {
    try {
      const parsed = planReportSchema().safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (parsed.success) return { report: parsed.data };
      return failed(
        diag('error', 'PF-1', `plan-file ${path} is not a plan report: ${parsed.error.issues[0]?.message}`, {
          file: path,
        }),
      );
    } catch (e) {
      return failed(
        diag('error', 'PF-1', `cannot read plan-file ${path}: ${(e as Error).message}`, { file: path }),
      );
    }
  };
}

const failed = (d: Diagnostic): PipelineResult => ({
  report: { gate: { outcome: 'fail', diagnostics: [d] }, lint: [] },
});

/** A file's text at `sha` (git objects read as data, never checked out), or undefined when absent; memoised. */
export function gitReader(repo: string, sha: string): (path: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (path) => {
    if (!cache.has(path)) {
      const r = gitSync(repo, ['cat-file', 'blob', `${sha}:${path}`]);
      cache.set(path, r.status === 0 ? r.stdout.toString('utf8') : undefined);
    }
    return cache.get(path);
  };
}

async function ensureObjects(
  repo: string,
  shas: string[],
  log: (s: string) => void,
  token: string | undefined,
  reader: CatFile,
): Promise<boolean> {
  const have = await reader.read(shas.map((s) => `${s}^{commit}`));
  const missing = shas.filter((_, i) => 'error' in have || !have.objects[i]);
  if (!missing.length) return false;
  log(`fetching ${missing.join(', ')} as objects (not checked out)`);
  // The workflow's token as an auth header for this one command (private repositories); never written
  // to .git/config.
  const r = await git(repo, ['fetch', '--no-tags', '--filter=blob:none', 'origin', ...missing], undefined, {
    ...(token ? { authToken: token } : {}),
  });
  if (r.status !== 0) {
    reader.close();
    const why = r.stderr.trim().split('\n').filter(Boolean).pop() ?? `git exited ${r.status}`;
    throw new InfraError(
      `git fetch ${missing.map((s) => s.slice(0, 12)).join(' ')}`,
      Number(why.match(/\b(\d{3})\b/)?.[1] ?? 0),
      `could not fetch ${missing.join(', ')} from origin: ${why}`,
    );
  }
  return true;
}
