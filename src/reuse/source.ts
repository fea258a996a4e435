// Validating a sweep run as the source of a PR's results, failing closed. Pure: the shell reads the run,
// its artifacts and jobs, the plan artifact and the label history from GitHub; this decides. Every
// refusal is listed, so one reply names everything to fix.
//
// A run stands for the PR (`/use`, and again on every push and at merge) when it is a completed sweep
// of this PR at the PR's current head, created under a full-sweep label and none that changes what a
// result means, whose plan covers every row of the current plan, and whose every row has a result from
// its newest attempt. Staging (`/stage-results`) asks less: a completed sweep of this PR created under a
// full-sweep label, with changelog metadata and merged results; an older head is allowed.
import { defaultPolicy, type LabelPolicy } from '../decide/policy.js';
import { parseSweepRunName } from '../dispatch/run-name.js';
import { fullSweepLabelNames, fullSweepPrimaries, labelsAtCreation, reuseBlockingLabels } from './labels.js';
import type { LabelEvidence } from './labels.js';
import type { Refusal } from './messages.js';
import {
  MERGED_RESULTS_ARTIFACT,
  rowCoverage,
  type RunArtifact,
  type RunJobRef,
  type SourcePlan,
} from './results.js';

/** A workflow run as `GET /actions/runs/{id}` returns it (the fields used). */
export interface SweepRun {
  id: number;
  /** Workflow file, e.g. `.github/workflows/sweep.yml` (GitHub may append `@<ref>`). */
  path: string;
  event: string;
  status: string;
  conclusion: string | null;
  createdAt: string;
  /** The run's title (`display_title`): `sweep PR #<n> @ <head sha> plan <key>`. */
  name: string;
  /** The newest attempt (`run_attempt`). */
  attempt: number;
  htmlUrl?: string;
}

export type PlanArtifact = SourcePlan | 'missing' | 'expired' | 'unreadable';

/** What GitHub holds about the run, read fresh for every validation. */
export interface SourceEvidence {
  /** Null when GitHub has no such run (deleted, expired, or never existed). */
  run: SweepRun | null;
  /** The plan artifact the run was dispatched with. */
  plan: PlanArtifact;
  /** Every artifact of the run, all attempts (names and expiry). */
  artifacts: readonly RunArtifact[];
  /** Every job of every attempt; lets a re-run without a result count as missing. */
  jobs?: readonly RunJobRef[];
  labels: LabelEvidence;
}

export interface ReuseSettings {
  /** The sweep workflow's file name (the action's `sweep-workflow`, default sweep.yml). */
  sweepWorkflow: string;
  policy?: LabelPolicy;
}

export interface AcceptedSource {
  runId: number;
  attempt: number;
  /** The PR head the run benchmarked (full SHA, the PR's). */
  headSha: string;
  conclusion: string;
  /** Rows of the current plan the run covers (all of them). */
  rows: number;
  createdAt: string;
  url?: string;
}

export type SourceVerdict =
  { accepted: true; source: AcceptedSource } | { accepted: false; refusals: Refusal[] };

/** Conclusions a pinned run may have: a maintainer may pin a run whose failures they accept. */
export const USABLE_CONCLUSIONS: readonly string[] = ['success', 'failure', 'cancelled'];
const SWEEP_EVENT = 'workflow_dispatch';
const EXAMPLES = 3;

const workflowFile = (path: string) => path.replace(/@.*$/, '').split('/').at(-1) ?? '';
const sha12 = (s: string) => s.slice(0, 12);

interface Identity {
  pr: number;
  headSha: string;
}

/** Checks every source shares: the run exists, is a finished sweep of this PR. Undefined identity = stop. */
function sweepOfPr(
  runId: number,
  prNumber: number,
  run: SweepRun | null,
  settings: ReuseSettings,
  refusals: Refusal[],
): Identity | undefined {
  const p = { runId: String(runId) };
  if (!run) {
    refusals.push({ code: 'run-not-found', params: p });
    return undefined;
  }
  if (workflowFile(run.path) !== settings.sweepWorkflow)
    refusals.push({
      code: 'not-sweep-workflow',
      params: { ...p, workflow: workflowFile(run.path) || run.path, expected: settings.sweepWorkflow },
    });
  if (run.event !== SWEEP_EVENT)
    refusals.push({ code: 'not-dispatched', params: { ...p, event: run.event } });
  if (run.status !== 'completed')
    refusals.push({ code: 'not-completed', params: { ...p, status: run.status } });
  else if (!USABLE_CONCLUSIONS.includes(run.conclusion ?? ''))
    refusals.push({ code: 'conclusion', params: { ...p, conclusion: String(run.conclusion) } });
  const id = parseSweepRunName(run.name);
  if (!id) {
    refusals.push({ code: 'not-a-pr-sweep', params: { ...p, title: run.name } });
    return undefined;
  }
  if (id.pr !== prNumber) {
    refusals.push({ code: 'other-pr', params: { ...p, other: String(id.pr), pr: String(prNumber) } });
    return undefined;
  }
  return { pr: id.pr, headSha: id.headSha };
}

/** Labels at creation: none that blocks, and a full-sweep primary. */
function labelChecks(
  runId: number,
  run: SweepRun,
  labels: LabelEvidence,
  policy: LabelPolicy,
  blocking: boolean,
  refusals: Refusal[],
): void {
  const p = { runId: String(runId) };
  const at = labelsAtCreation(labels, run.createdAt);
  if (!at) {
    refusals.push({ code: 'labels-unknown', params: p });
    return;
  }
  const blocked = blocking ? reuseBlockingLabels(policy, at) : [];
  if (blocked.length) refusals.push({ code: 'blocking-labels', params: { ...p, labels: codes(blocked) } });
  if (fullSweepPrimaries(policy, at).length === 0)
    refusals.push({ code: 'not-full-sweep', params: { ...p, labels: codes(fullSweepLabelNames(policy)) } });
}

const codes = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(', ');

function planRefusal(runId: number, plan: PlanArtifact): Refusal | undefined {
  const p = { runId: String(runId) };
  if (plan === 'missing') return { code: 'plan-missing', params: p };
  if (plan === 'expired') return { code: 'plan-expired', params: p };
  if (plan === 'unreadable') return { code: 'plan-unreadable', params: p };
  return undefined;
}

function mergedResults(runId: number, artifacts: readonly RunArtifact[]): Refusal | undefined {
  const ok = artifacts.some((a) => a.name === MERGED_RESULTS_ARTIFACT && !a.expired);
  return ok
    ? undefined
    : { code: 'merged-results-missing', params: { runId: String(runId), artifact: MERGED_RESULTS_ARTIFACT } };
}

export interface ReuseRequest {
  /** The run id the command pinned. */
  runId: number;
  pr: { number: number; headSha: string };
  /** Row ids of the plan for the PR's current head. */
  currentPlanRowIds: readonly string[];
}

/** Whether the pinned run stands for the PR now: at `/use`, on every push, and at merge. */
export function validateReuseSource(
  req: ReuseRequest,
  ev: SourceEvidence,
  settings: ReuseSettings,
): SourceVerdict {
  const policy = settings.policy ?? defaultPolicy;
  const refusals: Refusal[] = [];
  const p = { runId: String(req.runId) };
  const id = sweepOfPr(req.runId, req.pr.number, ev.run, settings, refusals);
  if (!id || !ev.run) return { accepted: false, refusals };
  const run = ev.run;
  if (!req.pr.headSha.toLowerCase().startsWith(id.headSha.toLowerCase()))
    refusals.push({
      code: 'head-moved',
      params: { ...p, runSha: sha12(id.headSha), headSha: sha12(req.pr.headSha) },
    });
  labelChecks(req.runId, run, ev.labels, policy, true, refusals);

  const rows = [...new Set(req.currentPlanRowIds)];
  const planProblem = planRefusal(req.runId, ev.plan);
  if (planProblem) refusals.push(planProblem);
  else if (typeof ev.plan === 'object') {
    const planned = new Set(ev.plan.rowIds);
    const absent = rows.filter((r) => !planned.has(r));
    if (absent.length)
      refusals.push({ code: 'plan-not-covering', params: { ...p, ...counted(absent, rows.length) } });
  }
  const merged = mergedResults(req.runId, ev.artifacts);
  if (merged) refusals.push(merged);
  const coverage = rowCoverage(rows, ev.artifacts, ev.jobs);
  if (coverage.missing.length)
    refusals.push({ code: 'results-missing', params: { ...p, ...counted(coverage.missing, rows.length) } });

  if (refusals.length) return { accepted: false, refusals };
  return {
    accepted: true,
    source: {
      runId: run.id,
      attempt: run.attempt,
      headSha: req.pr.headSha,
      conclusion: run.conclusion!,
      rows: rows.length,
      createdAt: run.createdAt,
      ...(run.htmlUrl ? { url: run.htmlUrl } : {}),
    },
  };
}

const counted = (missing: readonly string[], total: number) => ({
  count: String(missing.length),
  total: String(total),
  examples: missing.slice(0, EXAMPLES).join('`, `'),
});

export interface StagingRequest {
  runId: number;
  pr: { number: number; labels: readonly string[] };
  /** Who asked (for the acknowledgement). */
  user: string;
}

export interface AcceptedStaging {
  runId: number;
  attempt: number;
  /** `YYYY-MM-DD` (UTC) of the run's creation: the staging site's date key. */
  runDate: string;
  url?: string;
}

export type StagingVerdict =
  { accepted: true; staging: AcceptedStaging } | { accepted: false; refusals: Refusal[] };

/** Whether a run may be staged: the PR and the run under a full-sweep label, completed, metadata and results. */
export function validateStagingSource(
  req: StagingRequest,
  ev: SourceEvidence,
  settings: ReuseSettings,
): StagingVerdict {
  const policy = settings.policy ?? defaultPolicy;
  const refusals: Refusal[] = [];
  const p = { runId: String(req.runId) };
  if (fullSweepPrimaries(policy, req.pr.labels).length === 0)
    refusals.push({
      code: 'stage-pr-label',
      params: { user: req.user, labels: codes(fullSweepLabelNames(policy)) },
    });
  const id = sweepOfPr(req.runId, req.pr.number, ev.run, settings, refusals);
  if (!id || !ev.run) return { accepted: false, refusals };
  const run = ev.run;
  labelChecks(req.runId, run, ev.labels, policy, false, refusals);
  const planProblem = planRefusal(req.runId, ev.plan);
  if (planProblem) refusals.push(planProblem);
  else if (typeof ev.plan === 'object' && !ev.plan.changelogMetadata)
    refusals.push({ code: 'no-changelog-metadata', params: p });
  const merged = mergedResults(req.runId, ev.artifacts);
  if (merged) refusals.push(merged);
  const date = new Date(Date.parse(run.createdAt));
  // A run whose creation time cannot be read has no date key (and no label history to replay).
  if (Number.isNaN(date.getTime()) && !refusals.some((r) => r.code === 'labels-unknown'))
    refusals.push({ code: 'labels-unknown', params: p });
  if (refusals.length) return { accepted: false, refusals };
  return {
    accepted: true,
    staging: {
      runId: run.id,
      attempt: run.attempt,
      runDate: date.toISOString().slice(0, 10),
      ...(run.htmlUrl ? { url: run.htmlUrl } : {}),
    },
  };
}

/**
 * `/stage-results` without an id: the PR's newest completed sweep run (by creation, then id) with a
 * usable conclusion; it is then validated like a pinned one. Undefined when there is none.
 */
export function pickStagingRun(
  runs: readonly SweepRun[],
  prNumber: number,
  settings: ReuseSettings,
): SweepRun | undefined {
  const time = (r: SweepRun) => Date.parse(r.createdAt) || 0;
  return runs
    .filter(
      (r) =>
        workflowFile(r.path) === settings.sweepWorkflow &&
        r.event === SWEEP_EVENT &&
        r.status === 'completed' &&
        USABLE_CONCLUSIONS.includes(r.conclusion ?? '') &&
        parseSweepRunName(r.name)?.pr === prNumber,
    )
    .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
}
