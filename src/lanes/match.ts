// Matchers: a request is the tuple a lane decides on; a `when` is an AND of keys whose list
// values are any-of, a list of `when` is an OR, and `not` negates.
import type { Matcher, When } from './schema.js';

export type Scenario = 'agentic' | 'fixed-seq-len';

export interface Request {
  model: string;
  precision: string;
  framework: string;
  spec: string;
  scenario: Scenario;
  multinode: boolean;
  /** Known only after the power decision; undefined before it. */
  dcgm?: boolean;
  /** The row sets BENCH_SCRIPT_OVERRIDE; unset counts as false. */
  scriptOverride?: boolean;
}

export const stringKeys = ['model', 'precision', 'framework', 'spec', 'scenario'] as const;
export type StringKey = (typeof stringKeys)[number];

export const asList = (v: string | string[] | undefined): string[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v];
export const whens = (w: When): Matcher[] => (Array.isArray(w) ? w : [w]);

export function matches(m: Matcher, r: Request): boolean {
  for (const k of stringKeys) {
    const want = m[k];
    if (want !== undefined && (typeof want === 'string' ? want !== r[k] : !want.includes(r[k]))) return false;
  }
  if (m.multinode !== undefined && m.multinode !== r.multinode) return false;
  if (m.dcgm !== undefined && m.dcgm !== r.dcgm) return false;
  if (m.scriptOverride !== undefined && m.scriptOverride !== (r.scriptOverride ?? false)) return false;
  if (m.not && matches(m.not, r)) return false;
  return true;
}

/** A rule's `cluster` (one id or a list; unset: every cluster) includes `id`. */
export const onCluster = (cluster: string | string[] | undefined, id: string): boolean =>
  cluster === undefined || (typeof cluster === 'string' ? cluster === id : cluster.includes(id));

export const matchesWhen = (w: When, r: Request): boolean =>
  Array.isArray(w) ? w.some((m) => matches(m, r)) : matches(w, r);

/** `dsv4 × vllm × agentic`: how a request is named in messages. */
export const describeRequest = (r: Request): string =>
  `${r.model} × ${r.framework} × ${r.precision} × ${r.scenario}${r.spec !== 'none' ? ` × ${r.spec}` : ''}`;

/** Does any matcher (recursively) use this key? */
export function mentions(w: When, key: keyof Matcher): boolean {
  return whens(w).some((m) => m[key] !== undefined || (m.not !== undefined && mentions(m.not, key)));
}

/** Every string value a matcher uses, with its key, for vocabulary checks. */
export function* matcherValues(w: When): Generator<[StringKey, string]> {
  for (const m of whens(w)) {
    for (const k of stringKeys) for (const v of asList(m[k]) ?? []) yield [k, v];
    if (m.not) yield* matcherValues(m.not);
  }
}
