// Resolving one request against one lane (pure): admission, then power, checkout, preflight, time,
// mounts and setup script, each with the rule that decided it.
import type { YamlPath } from '../yaml/parse.js';
import { matchesWhen, type Request } from './match.js';
import { decisionOrder, type Cluster, type Lane, type LanesFile, type Mount, type When } from './schema.js';

/** Which rule decided: a rule index, the written default, or a cluster fact that overrides the lane. */
export type DecidedBy =
  { kind: 'rule'; index: number; reason?: string } | { kind: 'default' } | { kind: 'cluster'; fact: string };

export interface Decided<V> {
  value: V;
  by: DecidedBy;
}

export type Admission = { admitted: true } | { admitted: false; message: string };

export interface Decisions {
  power: Decided<'telemetry' | 'dcgm' | 'none'> | { error: string };
  checkout: Decided<'shared' | 'workspace'>;
  preflight: Decided<boolean>;
  /** Resolved "H:MM:SS"; `salloc` becomes the launcher default of 480 minutes. */
  time: Decided<string>;
  mounts: { mount: Mount; index: number }[];
  setupScript?: string;
}

export const SALLOC_DEFAULT = '8:00:00';

export function admit(lane: Lane, r: Request): Admission {
  if (!lane.admit.frameworks.includes(r.framework)) {
    return {
      admitted: false,
      message: `Unsupported framework: ${r.framework}. Supported frameworks are: ${lane.admit.frameworks.join(', ')}`,
    };
  }
  const rej = lane.admit.reject.find((x) => matchesWhen(x.when, r));
  return rej ? { admitted: false, message: `${rej.message} (FRAMEWORK=${r.framework})` } : { admitted: true };
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

export function decide(lane: Lane, cluster: Cluster, req: Request, evalOnly = false): Decisions {
  const power = decidePower(lane, cluster, req, evalOnly);
  const r: Request = { ...req, dcgm: 'value' in power ? power.value !== 'none' : undefined };
  const checkout = firstMatch(lane.checkout, r)!;
  const preflight = firstMatch(lane.preflight, r)!;
  const laneTime = firstMatch(lane.time, r)!;
  const time: Decided<string> = cluster.fixedTimeLimit
    ? { value: cluster.fixedTimeLimit, by: { kind: 'cluster', fact: 'fixedTimeLimit' } }
    : { value: laneTime.value === 'salloc' ? SALLOC_DEFAULT : laneTime.value, by: laneTime.by };
  const mounts = lane.mounts.flatMap((mount, index) =>
    !mount.when || matchesWhen(mount.when, r) ? [{ mount, index }] : [],
  );
  const setupScript = lane.setupScripts[req.framework];
  return { power, checkout, preflight, time, mounts, ...(setupScript ? { setupScript } : {}) };
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
}

/** Launch path for a request on a cluster, defaulting to srt-multi / srt-single. */
export function routeOf(cluster: Cluster, r: Request): string {
  const table = r.multinode ? cluster.routing.multinode : cluster.routing.single;
  if (!table) return r.multinode ? 'srt-multi' : 'srt-single';
  return firstMatch(table, r)!.value;
}

export const laneKey = (cluster: string, path: string): string => `${cluster}/${path}`;

export function laneFor(
  lanes: LanesFile,
  cluster: string,
  r: Request,
): { key: string; lane: Lane | undefined; path: string } {
  const path = routeOf(lanes.clusters[cluster]!, r);
  const key = laneKey(cluster, path);
  return { key, path, lane: lanes.lanes[key] };
}
