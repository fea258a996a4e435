// Resolving one request on its lane (pure): admission, then power, checkout, preflight, time, mounts, setup
// script and eval facts, each with the rule that decided it. The launch path is route.ts's.
import type { YamlPath } from '../yaml/parse.js';
import { matchesWhen, onCluster, type Request } from './match.js';
import { decisionOrder, type Cluster, type Lane, type LanesFile, type Mount, type When } from './schema.js';

/**
 * Which rule decided: a rule index, the written default, a cluster fact that overrides the lane, a
 * single-node allocation bump, or the row's own allocation time.
 */
export type DecidedBy =
  | { kind: 'rule'; index: number; reason?: string }
  | { kind: 'default' }
  | { kind: 'cluster'; fact: string }
  | { kind: 'bump'; index: number; reason?: string }
  | { kind: 'row'; fact: string };

export interface Decided<V> {
  value: V;
  by: DecidedBy;
}

export type Admission =
  | { admitted: true }
  | { admitted: false; kind: 'framework'; message: string }
  | { admitted: false; kind: 'reject'; message: string; index: number };

/** What the launcher does for this row's eval runs, where the lane says so. */
export interface EvalFacts {
  unset: string[];
  realVerification: boolean;
  headFrontend: boolean;
  writeMeta: boolean;
}

export interface Decisions {
  power: Decided<'telemetry' | 'dcgm' | 'none'> | { error: string };
  checkout: Decided<'shared' | 'workspace'>;
  /** Absent when the lane leaves preflight to the launcher. */
  preflight?: Decided<boolean>;
  /** Resolved "H:MM:SS". */
  time: Decided<string>;
  mounts: { mount: Mount; index: number }[];
  setupScript?: string;
  eval?: EvalFacts;
  /** The lane's facts with nothing to decide. */
  notes?: string[];
}

/** The row's facts that decisions read beyond its request: eval-only, concurrency, its own allocation time. */
export interface RowFacts {
  evalOnly?: boolean;
  /** The row's concurrency (the largest, for a list). */
  conc?: number;
  /** SALLOC_TIME_LIMIT the row sets, in minutes. */
  sallocMinutes?: number;
}

/** Minutes as "H:MM:SS". */
export const hms = (minutes: number): string =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:00`;

/** The launcher's allocation time when a row sets none (SALLOC_TIME_LIMIT: 480 minutes). */
export const SALLOC_DEFAULT = hms(480);

export const admits = (lane: Lane, framework: string): boolean =>
  lane.admit.frameworks === 'any' || lane.admit.frameworks.includes(framework);

export function admit(lane: Lane, r: Request): Admission {
  if (!admits(lane, r.framework)) {
    const list = [...(lane.admit.frameworks as string[])].sort();
    return {
      admitted: false,
      kind: 'framework',
      message: `Unsupported framework: ${r.framework}. Supported frameworks are: ${list.join(', ')}`,
    };
  }
  const index = lane.admit.reject.findIndex((x) => matchesWhen(x.when, r));
  if (index < 0) return { admitted: true };
  const message = `${lane.admit.reject[index]!.message} (FRAMEWORK=${r.framework})`;
  return { admitted: false, kind: 'reject', message, index };
}

interface RuleList<V> {
  default?: V;
  rules: { when: Parameters<typeof matchesWhen>[0]; value: V; reason?: string }[];
}

export function firstMatch<V>(d: RuleList<V>, r: Request): Decided<V> | undefined {
  const index = d.rules.findIndex((x) => matchesWhen(x.when, r));
  if (index >= 0) {
    const rule = d.rules[index]!;
    return {
      value: rule.value,
      by: { kind: 'rule', index, ...(rule.reason ? { reason: rule.reason } : {}) },
    };
  }
  return d.default === undefined ? undefined : { value: d.default, by: { kind: 'default' } };
}

export function decidePower(lane: Lane, cluster: Cluster, r: Request, evalOnly = false): Decisions['power'] {
  if (cluster.powerTelemetry && !evalOnly)
    return { value: 'telemetry', by: { kind: 'cluster', fact: 'powerTelemetry' } };
  if (!lane.power) return { value: 'none', by: { kind: 'default' } };
  return (
    firstMatch(lane.power, r) ?? {
      error: lane.power.error ?? 'no power rule matches and the lane has no default',
    }
  );
}

/**
 * The time a row runs under, first that applies: the cluster's fixed limit (of multi-node jobs, or of
 * single-node jobs for a single-node row); the lane's time when it is one
 * (a matching rule — a long limit — before the lane's default); then the row's allocation time: a
 * single-node bump that matches, else the row's SALLOC_TIME_LIMIT, else the launcher's 480 minutes.
 */
export function decideTime(
  lanes: LanesFile,
  clusterId: string,
  r: Request,
  facts: RowFacts,
  lane?: Lane,
): Decided<string> {
  const c = lanes.clusters[clusterId];
  if (!r.multinode && c?.singleNodeTimeLimit)
    return { value: hms(c.singleNodeTimeLimit), by: { kind: 'cluster', fact: 'singleNodeTimeLimit' } };
  // The srt-slurm profile's fixed limit is for multi-node jobs; a single-node row has its own above.
  if (r.multinode && c?.fixedTimeLimit)
    return { value: c.fixedTimeLimit, by: { kind: 'cluster', fact: 'fixedTimeLimit' } };
  const own = lane ? firstMatch(lane.time, r)! : undefined;
  if (own && own.value !== 'salloc') return own;
  const index = facts.evalOnly
    ? -1
    : lanes.timeBumps.findIndex(
        (b) => onCluster(b.cluster, clusterId) && (facts.conc ?? 0) >= b.minConc && matchesWhen(b.when, r),
      );
  if (index >= 0) {
    const b = lanes.timeBumps[index]!;
    return { value: hms(b.minutes), by: { kind: 'bump', index, ...(b.reason ? { reason: b.reason } : {}) } };
  }
  if (facts.sallocMinutes !== undefined)
    return { value: hms(facts.sallocMinutes), by: { kind: 'row', fact: 'SALLOC_TIME_LIMIT' } };
  return { value: SALLOC_DEFAULT, by: { kind: 'row', fact: 'SALLOC_TIME_LIMIT default' } };
}

export function decide(
  lanes: LanesFile,
  clusterId: string,
  lane: Lane,
  req: Request,
  facts: RowFacts = {},
): Decisions {
  const cluster = lanes.clusters[clusterId]!;
  const power = decidePower(lane, cluster, req, !!facts.evalOnly);
  const r: Request = { ...req, dcgm: 'value' in power ? power.value !== 'none' : undefined };
  const checkout = firstMatch(lane.checkout, r)!;
  const preflight = lane.preflight ? firstMatch(lane.preflight, r) : undefined;
  const time = decideTime(lanes, clusterId, r, facts, lane);
  const mounts = lane.mounts.flatMap((mount, index) =>
    !mount.when || matchesWhen(mount.when, r) ? [{ mount, index }] : [],
  );
  const setupScript = lane.setupScripts[req.framework];
  const e = lane.eval;
  const evalFacts: EvalFacts | undefined = e && {
    unset: e.unset,
    realVerification: !!e.realVerification && matchesWhen(e.realVerification, r),
    headFrontend: !!e.headFrontend && matchesWhen(e.headFrontend, r),
    writeMeta: e.writeMeta,
  };
  return {
    power,
    checkout,
    ...(preflight ? { preflight } : {}),
    time,
    mounts,
    ...(setupScript ? { setupScript } : {}),
    ...(evalFacts ? { eval: evalFacts } : {}),
    ...(lane.notes.length ? { notes: lane.notes } : {}),
  };
}

/** Every rule list of a lane with its YAML path, in decision order; first-match lists decide a value. */
export function* ruleLists(
  lane: Lane,
): Generator<{ name: string; path: YamlPath; whens: (When | undefined)[]; firstMatch: boolean }> {
  yield {
    name: 'admit.reject',
    path: ['admit', 'reject'],
    whens: lane.admit.reject.map((r) => r.when),
    firstMatch: false,
  };
  for (const d of decisionOrder) {
    const rules: { when: When }[] | undefined = lane[d]?.rules;
    if (rules) yield { name: d, path: [d, 'rules'], whens: rules.map((r) => r.when), firstMatch: true };
  }
  yield { name: 'mounts', path: ['mounts'], whens: lane.mounts.map((m) => m.when), firstMatch: false };
  for (const k of ['realVerification', 'headFrontend'] as const) {
    const w = lane.eval?.[k];
    if (w) yield { name: `eval.${k}`, path: ['eval', k], whens: [w], firstMatch: false };
  }
}
