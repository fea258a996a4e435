// Which lanes file a repository's rows are checked against: its own (the layout's lanes path), else the
// policy the product ships for its layout (today's InferenceX under inferencex-e2e/), else none. Pure
// over `read`; the shipped file is bundled with the product (one copy: presets/*.yaml).
import type { RunnersConfig } from '../config/types.js';
import type { Layout } from '../layout/detect.js';
import type { LoadedLanes } from './load.js';
import { asList } from './match.js';
import inferencexE2e from './presets/inferencex-e2e.yaml';
import type { LanesFile, RouteTable } from './schema.js';

/** The layout folder a shipped policy is for, and its text. */
const SHIPPED: Record<string, string> = { 'inferencex-e2e/': inferencexE2e };

export interface LanesSource {
  /** `repository`: the layout's lanes file; `shipped`: the product's policy for the layout; `none`. */
  kind: 'repository' | 'shipped' | 'none';
  /** The text to load (absent for `none`). */
  text?: string;
  /** The name messages give the file: the repository path, or the shipped file's name. */
  file: string;
  /** Where the repository's lanes file is (or would be). */
  path: string;
}

/** The shipped policy for a layout, when the product has one (what `sweep init` writes). */
export const shippedLanes = (layout: Pick<Layout, 'prefix'>): string | undefined => SHIPPED[layout.prefix];

/** The name messages give the shipped file (not a path of the repository). */
export const shippedName = (layout: Pick<Layout, 'prefix'>): string =>
  `sweep:lanes/${layout.prefix.replace(/\/$/, '')}.yaml`;

export function lanesSource(
  read: (path: string) => string | undefined,
  layout: Pick<Layout, 'prefix' | 'paths'>,
): LanesSource {
  const path = layout.paths.lanes;
  const own = read(path);
  if (own !== undefined) return { kind: 'repository', text: own, file: path, path };
  const shipped = shippedLanes(layout);
  if (shipped !== undefined) return { kind: 'shipped', text: shipped, file: shippedName(layout), path };
  return { kind: 'none', file: path, path };
}

/** Whether runners.yaml has a `clusters:` record for the cluster. */
export const hasRecord = (runners: RunnersConfig | undefined, id: string): boolean =>
  !!runners?.clusters?.[id];

/**
 * The shipped policy as it applies to a repository: only the clusters its runners.yaml has a `clusters:`
 * record for (the policy reads their facts — GPUs per node, shared run root, fixed time limit, volumes —
 * from there), their lanes, and the routing rules and time bumps for them (a rule whose clusters are all
 * left out applies to none; rule positions stay as written). Rows on other clusters are not checked, and
 * lint, explain and plan count them.
 */
export function scopeToRepository(lanes: LanesFile, runners: RunnersConfig): LanesFile {
  const known = (id: string) => hasRecord(runners, id);
  const keep = <T extends { cluster?: string | string[] }>(x: T): T =>
    x.cluster === undefined ? x : { ...x, cluster: (asList(x.cluster) ?? []).filter(known) };
  const table = (t: RouteTable | undefined) => t && { ...t, rules: t.rules.map(keep) };
  const multinode = table(lanes.routing.multinode);
  const single = table(lanes.routing.single);
  return {
    ...lanes,
    clusters: Object.fromEntries(Object.entries(lanes.clusters).filter(([id]) => known(id))),
    lanes: Object.fromEntries(Object.entries(lanes.lanes).filter(([key]) => known(key.split('/')[0]!))),
    routing: { ...lanes.routing, ...(multinode ? { multinode } : {}), ...(single ? { single } : {}) },
    timeBumps: lanes.timeBumps.map(keep),
  };
}

/** The loaded lanes as they apply to the repository: the shipped policy scoped to its clusters. */
export function applicable(loaded: LoadedLanes, source: LanesSource, runners: RunnersConfig): LoadedLanes {
  return source.kind === 'shipped' && loaded.lanes
    ? { ...loaded, lanes: scopeToRepository(loaded.lanes, runners) }
    : loaded;
}
