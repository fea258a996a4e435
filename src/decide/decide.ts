// The decision: event + PR state + labels + head commit message + command → what to do,
// and why. Pure: the shell gathers the facts (API reads, actor permission checks) and acts on the verdict.
import { labelKind, primaryParams, type LabelPolicy, type PrimaryLabel } from './policy.js';
import type { SweepCommand } from './commands.js';

export type EventName =
  'pull_request' | 'pull_request_target' | 'issue_comment' | 'workflow_dispatch' | 'push';

export interface PrState {
  number: number;
  labels: readonly string[];
  draft: boolean;
  /** Head repository differs from the base repository. */
  fork: boolean;
  headSha: string;
  headCommitMessage: string;
  state: 'open' | 'closed';
  merged: boolean;
  /** Test-merge commit; GitHub leaves it null while computing or when the PR conflicts. */
  mergeSha: string | null;
}

/**
 * An open, same-repository, ready PR with these labels and nothing else known: what a decision made
 * without GitHub (the CLI's verdict, the mode a reuse source is planned with) stands on.
 */
export function labelsOnlyPr(labels: readonly string[]): PrState {
  return {
    number: 0,
    labels,
    draft: false,
    fork: false,
    headSha: '',
    headCommitMessage: '',
    state: 'open',
    merged: false,
    mergeSha: null,
  };
}

export interface DecisionInput {
  event: EventName;
  action: string;
  /** The label a `labeled`/`unlabeled` event is about. */
  changedLabel?: string;
  pr: PrState;
  /** Head SHA carried by the event; for fork approval it must equal the re-read `pr.headSha`. */
  eventHeadSha?: string;
  command?: SweepCommand;
  /**
   * The permission check of the actor of a command or a fork-approving label; `unknown` when it could not
   * be made (GitHub failed): neither allowed nor refused.
   */
  actorAuthorised?: boolean | 'unknown';
  /**
   * An authorised, validated, pinned reuse source, resolved by the shell. It is only consulted
   * where the reuse gate is open (see `Decision.reuseGate`): the shell may decide once without it and
   * resolve a source only when the first answer says `open`.
   */
  reuse?: { runId: number };
}

export type EvalsMode = 'default' | 'all' | 'only' | 'all-only';

export interface SweepMode {
  primary: string;
  plan: 'full' | 'trim';
  canary: boolean;
  failFast: boolean;
  evals: EvalsMode;
  agentxFast: boolean;
  /** Scheduling labels present (they change priority, so they are part of the plan key). */
  scheduling: string[];
}

export type Verdict = 'nothing' | 'validate' | 'sweep' | 'reuse' | 'cancel' | 'rerun-failed' | 'refuse';

/**
 * The reuse gate: may this event take an earlier run's results instead of sweeping?
 * - `not-applicable`: not a new commit (`synchronize`) on a PR with exactly one primary label, or the
 *   changelog gate failed (validation comes first);
 * - `blocked`: a new commit whose labels rule reuse out (a primary that is not a full sweep, or a
 *   modifier that changes what the results mean);
 * - `open`: reuse is allowed but no accepted source was given, so the commit sweeps;
 * - `reused`: an accepted source replaces the sweep (or, on a merge, is published).
 */
export type ReuseGate = 'not-applicable' | 'blocked' | 'open' | 'reused';

export type ReasonCode =
  | 'unrecognised-label'
  | 'ready-for-review'
  | 'label-change-no-effect'
  | 'conflicting-primaries'
  | 'modifier-without-primary'
  | 'no-primary'
  | 'skip-sweep'
  | 'fork-awaiting-approval'
  | 'fork-approval-denied'
  | 'fork-labels-mismatch'
  | 'fork-advanced'
  | 'fork-not-open'
  | 'fork-no-merge-sha'
  | 'fork-use-approve'
  | 'approve-not-fork'
  | 'approve-sha-mismatch'
  | 'reuse'
  | 'reuse-blocked'
  | 'pr-closed'
  | 'primary-removed'
  | 'command-unauthorised'
  | 'permission-lookup-failed'
  | 'command-invalid'
  | 'changelog-no-entry'
  | 'changelog-failed'
  | 'plan-check-failed'
  | 'deprecated-label'
  | 'push-needs-reuse';

export interface Reason {
  code: ReasonCode;
  /** Requirement id the reason comes from, for tests and the status comment. */
  rule: string;
  params?: Record<string, string>;
}

export interface Decision {
  verdict: Verdict;
  /** Run the changelog gate and planner (and refresh the status comment). */
  validate: boolean;
  /** Rewrite the status comment even when nothing is validated. */
  refreshStatus: boolean;
  mode?: SweepMode;
  /** Cancel the PR's in-flight sweeps before anything else. */
  cancelInFlight: boolean;
  /** `/sweep`: restart even when the in-flight plan key is unchanged. */
  restart: boolean;
  approval: 'not-needed' | 'awaiting' | 'approved';
  /** The exact SHA a sweep is for (a fork approval binds to the exact head SHA). */
  sha?: string;
  reuseGate: ReuseGate;
  reuseRunId?: number;
  reasons: Reason[];
}

interface LabelState {
  primaries: PrimaryLabel[];
  modifiers: string[];
  scheduling: string[];
}

function labelState(policy: LabelPolicy, labels: readonly string[]): LabelState {
  return {
    primaries: policy.primaries.filter((p) => labels.includes(p.name)),
    modifiers: policy.modifiers.filter((m) => labels.includes(m.name)).map((m) => m.name),
    scheduling: policy.scheduling.filter((s) => labels.includes(s.name)).map((s) => s.name),
  };
}

function modeOf(policy: LabelPolicy, primary: PrimaryLabel, s: LabelState): SweepMode {
  const has = (effect: string) =>
    policy.modifiers.some((m) => m.effect === effect && s.modifiers.includes(m.name));
  const all = has('all-evals');
  const only = has('evals-only');
  return {
    primary: primary.name,
    plan: primary.plan,
    canary: primary.canary,
    failFast: primary.failFast,
    evals: all && only ? 'all-only' : only ? 'only' : all ? 'all' : 'default',
    agentxFast: has('agentx-fast'),
    scheduling: s.scheduling,
  };
}

/** The sweep mode the labels ask for, or undefined when they name no single primary (for the plan key). */
export function modeFromLabels(labels: readonly string[], policy: LabelPolicy): SweepMode | undefined {
  return fromLabels(policy, labels).mode;
}

/** What the labels alone ask for. */
function fromLabels(policy: LabelPolicy, labels: readonly string[]): { mode?: SweepMode; reasons: Reason[] } {
  const s = labelState(policy, labels);
  if (s.primaries.length > 1)
    return {
      reasons: [
        {
          code: 'conflicting-primaries',
          rule: 'LB-1',
          params: { labels: s.primaries.map((p) => p.name).join(', ') },
        },
      ],
    };
  const primary = s.primaries[0];
  if (!primary) {
    const extra = [...s.modifiers, ...s.scheduling];
    return extra.length
      ? {
          reasons: [
            {
              code: 'modifier-without-primary',
              rule: 'LB-2',
              params: { labels: extra.join(', '), ...primaryParams(policy) },
            },
          ],
        }
      : { reasons: [{ code: 'no-primary', rule: 'G-4', params: primaryParams(policy) }] };
  }
  const reasons: Reason[] = primary.deprecated
    ? [{ code: 'deprecated-label', rule: 'LB-0', params: { label: primary.name } }]
    : [];
  return { mode: modeOf(policy, primary, s), reasons };
}

const base = (verdict: Verdict, reasons: Reason[], extra: Partial<Decision> = {}): Decision => ({
  verdict,
  validate: false,
  refreshStatus: verdict !== 'nothing',
  cancelInFlight: false,
  restart: false,
  approval: 'not-needed',
  reuseGate: 'not-applicable',
  reasons,
  ...extra,
});

/** `policy` is the repository's label policy (its names for each role); there is no built-in fallback here. */
export function decide(input: DecisionInput, policy: LabelPolicy): Decision {
  const { pr } = input;
  if (input.event === 'issue_comment') return decideCommand(input, policy);
  if (input.event === 'push') return decidePush(input);
  if (input.action === 'closed')
    return base('cancel', [{ code: 'pr-closed', rule: 'CC-3' }], { cancelInFlight: true });
  if (input.action === 'ready_for_review')
    return base('nothing', [{ code: 'ready-for-review', rule: 'G-2' }], { refreshStatus: false });

  const labelEvent = input.action === 'labeled' || input.action === 'unlabeled';
  const changed = input.changedLabel ?? '';
  if (labelEvent && labelKind(policy, changed) === 'other')
    return base('nothing', [{ code: 'unrecognised-label', rule: 'G-1', params: { label: changed } }], {
      refreshStatus: false,
    });

  const now = fromLabels(policy, pr.labels);
  if (pr.fork) return decideFork(input, policy, now);

  if (labelEvent && !now.mode) {
    // No sweep with these labels: validate only (the modifiers change what validation accepts), and cancel
    // what the previous label set started (removing the primary, or adding a second one).
    const before =
      input.action === 'labeled' ? pr.labels.filter((l) => l !== changed) : [...pr.labels, changed];
    const was = fromLabels(policy, before);
    const removed =
      was.mode && input.action === 'unlabeled'
        ? [{ code: 'primary-removed' as const, rule: 'CC-2', params: { label: was.mode.primary } }]
        : [];
    return base(was.mode ? 'cancel' : 'validate', [...now.reasons, ...removed], {
      validate: true,
      sha: pr.headSha,
      cancelInFlight: !!was.mode,
    });
  }
  return sweepOrValidate(input, policy, now, { validate: true, sha: pr.headSha });
}

/**
 * A push to the default branch never benchmarks: a merge publishes the PR's authorised reuse run, and
 * without one it fails with the way to provide it.
 */
function decidePush(input: DecisionInput): Decision {
  if (input.reuse)
    return base('reuse', [{ code: 'reuse', rule: 'G-6', params: { runId: String(input.reuse.runId) } }], {
      refreshStatus: false,
      reuseGate: 'reused',
      reuseRunId: input.reuse.runId,
    });
  return base('refuse', [{ code: 'push-needs-reuse', rule: 'PUB-1' }], { refreshStatus: false });
}

/**
 * The reuse gate for one primary: only a new commit on the PR can reuse, only a full-sweep
 * primary qualifies, and modifiers that change what the results mean rule it out.
 */
function reuseGateOf(
  input: DecisionInput,
  policy: LabelPolicy,
  mode: SweepMode,
): { gate: ReuseGate; blocking: string[] } {
  if (input.action !== 'synchronize') return { gate: 'not-applicable', blocking: [] };
  const blocking = policy.modifiers
    .filter((m) => m.blocksReuse && input.pr.labels.includes(m.name))
    .map((m) => m.name);
  if (!policy.primaries.find((p) => p.name === mode.primary)?.fullSweep) blocking.unshift(mode.primary);
  return { gate: blocking.length ? 'blocked' : 'open', blocking };
}

/** Shared tail of every path that may sweep: reuse gate, skip marker, then the sweep. */
function sweepOrValidate(
  input: DecisionInput,
  policy: LabelPolicy,
  now: { mode?: SweepMode; reasons: Reason[] },
  extra: Partial<Decision>,
): Decision {
  const { pr } = input;
  const validate = extra.validate ?? true;
  if (!now.mode)
    return base('validate', now.reasons, {
      ...extra,
      validate,
      cancelInFlight: input.action === 'synchronize',
    });
  // The reuse gate runs before the skip marker: `[skip-sweep]` skips GPU work, not the reuse check.
  const { gate, blocking } = reuseGateOf(input, policy, now.mode);
  if (gate === 'open' && input.reuse)
    return base(
      'reuse',
      [...now.reasons, { code: 'reuse', rule: 'G-6', params: { runId: String(input.reuse.runId) } }],
      { ...extra, validate, cancelInFlight: true, reuseGate: 'reused', reuseRunId: input.reuse.runId },
    );
  if (pr.headCommitMessage.includes(policy.skipSweepMarker))
    return base('validate', [...now.reasons, { code: 'skip-sweep', rule: 'G-5' }], {
      ...extra,
      validate,
      cancelInFlight: true,
      reuseGate: gate,
    });
  // A source given where the labels rule reuse out is refused, and the status says why.
  const reasons: Reason[] =
    gate === 'blocked' && input.reuse
      ? [...now.reasons, { code: 'reuse-blocked', rule: 'LB-6', params: { labels: blocking.join(', ') } }]
      : now.reasons;
  return base('sweep', reasons, {
    ...extra,
    validate,
    mode: now.mode,
    cancelInFlight: true,
    reuseGate: gate,
  });
}

function decideFork(
  input: DecisionInput,
  policy: LabelPolicy,
  now: { mode?: SweepMode; reasons: Reason[] },
): Decision {
  const { pr } = input;
  const awaiting = (reasons: Reason[], extra: Partial<Decision> = {}) =>
    base(
      'validate',
      [...reasons, { code: 'fork-awaiting-approval', rule: 'FA-2', params: { sha: pr.headSha } }],
      {
        validate: true,
        approval: 'awaiting',
        ...extra,
      },
    );
  const approving = input.action === 'labeled' && labelKind(policy, input.changedLabel ?? '') === 'primary';
  if (!approving) {
    if (input.action === 'unlabeled' && labelKind(policy, input.changedLabel ?? '') === 'primary')
      return base(
        'cancel',
        [{ code: 'primary-removed', rule: 'CC-2', params: { label: input.changedLabel! } }],
        {
          cancelInFlight: true,
        },
      );
    // A push invalidates any approval; label changes wait for the next approval.
    return awaiting(now.reasons, { cancelInFlight: input.action === 'synchronize' });
  }
  const refusal = approvalRefusal(input, policy, [input.changedLabel!]);
  // An approval that could not be checked is not refused: the revision still awaits approval.
  if (refusal?.code === 'permission-lookup-failed') return awaiting([...now.reasons, refusal]);
  if (refusal) return base('refuse', [refusal], { approval: 'awaiting' });
  return sweepOrValidate(input, policy, now, { validate: true, approval: 'approved', sha: pr.headSha });
}

/** Steps 1–4 of fork approval. */
function approvalRefusal(
  input: DecisionInput,
  policy: LabelPolicy,
  expected: string[] | undefined,
): Reason | undefined {
  const { pr } = input;
  if (input.actorAuthorised === 'unknown') return { code: 'permission-lookup-failed', rule: 'AZ-1' };
  if (!input.actorAuthorised) return { code: 'fork-approval-denied', rule: 'AZ-1' };
  if (pr.state !== 'open' || pr.draft) return { code: 'fork-not-open', rule: 'FA-1' };
  if (input.eventHeadSha && input.eventHeadSha !== pr.headSha)
    return { code: 'fork-advanced', rule: 'FA-2', params: { from: input.eventHeadSha, to: pr.headSha } };
  const primaries = labelState(policy, pr.labels).primaries.map((p) => p.name);
  const ok = expected ? primaries.length === 1 && primaries[0] === expected[0] : primaries.length === 1;
  if (!ok)
    return { code: 'fork-labels-mismatch', rule: 'LB-5', params: { labels: primaries.join(', ') || 'none' } };
  if (!pr.mergeSha) return { code: 'fork-no-merge-sha', rule: 'FA-1' };
  return undefined;
}

function decideCommand(input: DecisionInput, policy: LabelPolicy): Decision {
  const { pr, command } = input;
  if (!command) return base('nothing', [], { refreshStatus: false });
  if (command.kind === 'invalid')
    return base('refuse', [{ code: 'command-invalid', rule: 'CMD-1', params: { text: command.text } }], {
      refreshStatus: false,
    });
  if (input.actorAuthorised === 'unknown')
    return base('nothing', [{ code: 'permission-lookup-failed', rule: 'AZ-1' }], { refreshStatus: false });
  if (!input.actorAuthorised)
    return base('refuse', [{ code: 'command-unauthorised', rule: 'AZ-2' }], { refreshStatus: false });
  if (pr.state !== 'open')
    return base('refuse', [{ code: 'pr-closed', rule: 'CC-3' }], { refreshStatus: false });
  switch (command.kind) {
    case 'cancel':
      return base('cancel', [], { cancelInFlight: true, refreshStatus: false });
    case 'rerun-failed':
      return base('rerun-failed', [], { refreshStatus: false });
    case 'approve': {
      if (!pr.fork)
        return base('refuse', [{ code: 'approve-not-fork', rule: 'FA-1' }], { refreshStatus: false });
      const prefixOk = command.sha.length >= 12 && pr.headSha.toLowerCase().startsWith(command.sha);
      if (!prefixOk)
        return base(
          'refuse',
          [{ code: 'approve-sha-mismatch', rule: 'FA-1', params: { given: command.sha, head: pr.headSha } }],
          { approval: 'awaiting', refreshStatus: false },
        );
      const refusal = approvalRefusal(input, policy, undefined);
      if (refusal) return base('refuse', [refusal], { approval: 'awaiting', refreshStatus: false });
      return sweepOrValidate(input, policy, fromLabels(policy, pr.labels), {
        approval: 'approved',
        sha: pr.headSha,
        restart: true,
      });
    }
    case 'sweep': {
      if (pr.fork)
        return base('refuse', [{ code: 'fork-use-approve', rule: 'FA-1' }], {
          approval: 'awaiting',
          refreshStatus: false,
        });
      const now = fromLabels(policy, pr.labels);
      if (!now.mode) return base('refuse', now.reasons, { refreshStatus: false });
      return sweepOrValidate(input, policy, now, { sha: pr.headSha, restart: true });
    }
  }
}

/**
 * After the changelog gate: a sweep needs a passing gate with at least one appended entry, and
 * the reuse gate comes after a passing validation, so a failed one also drops any reuse (accepted or
 * refused).
 */
export function applyGate(d: Decision, outcome: 'pass' | 'no-entry' | 'fail'): Decision {
  if (outcome === 'pass') return d;
  const closed = d.reuseGate === 'not-applicable' ? d : withoutReuse(d);
  if (d.verdict !== 'sweep' && d.verdict !== 'reuse') return closed;
  const reason: Reason =
    outcome === 'no-entry'
      ? { code: 'changelog-no-entry', rule: 'CL-8' }
      : { code: 'changelog-failed', rule: 'CL-1' };
  return heldBack(closed, reason);
}

/**
 * Before dispatch: lane or topology errors in the planned rows hold a sweep back (a row a lane cannot
 * launch is a plan-time error, not a launch-time failure).
 */
export function applyPlanCheck(d: Decision, planHasErrors: boolean): Decision {
  return d.verdict === 'sweep' && planHasErrors ? heldBack(d, { code: 'plan-check-failed', rule: 'C6' }) : d;
}

function withoutReuse(d: Decision): Decision {
  const { reuseRunId: _r, ...rest } = d;
  const reasons = d.reasons.filter((r) => r.code !== 'reuse' && r.code !== 'reuse-blocked');
  return { ...rest, reuseGate: 'not-applicable', reasons };
}

/** A sweep (or reuse) turned into validation only: its mode goes, the reason is added. */
function heldBack(d: Decision, reason: Reason): Decision {
  const { mode: _mode, ...rest } = d;
  return { ...rest, verdict: 'validate', reasons: [...d.reasons, reason] };
}
