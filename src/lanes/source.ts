// Which lanes file a repository's rows are checked against: its own (the layout's lanes path), else the
// policy the product ships for its layout (today's InferenceX under inferencex-e2e/), else none. Pure
// over `read`; the shipped file is bundled with the product (one copy: presets/*.yaml).
import type { RunnersConfig } from '../config/types.js';
import type { Layout } from '../layout/detect.js';
import type { LoadedLanes } from './load.js';
import { asList } from './match.js';
import { yaml } from '../yaml/lib.js';
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
  layout: Pick<Layout, 'prefix'> & { paths: Pick<Layout['paths'], 'lanes'> },
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

/**
 * The shipped policy's text as a repository's own lanes file: the clusters its runners.yaml has no
 * `clusters:` record for are left out (their cluster entries, lanes, and routing rules and time bumps
 * that name only them), so the file checks what `scopeToRepository` checks and no more; comments stay.
 * A header line names what was left out, so adding a cluster later is a matter of copying it back.
 */
export function scopedLanesText(text: string, runners: RunnersConfig | undefined): string {
  const doc = yaml().parseDocument(text, { version: '1.1' });
  const Y = yaml();
  const known = (id: string) => hasRecord(runners, id);
  const left: string[] = [];
  const clusters = doc.get('clusters');
  if (Y.isMap(clusters))
    for (const pair of [...clusters.items]) {
      const id = String(Y.isScalar(pair.key) ? pair.key.value : pair.key);
      if (!known(id)) {
        left.push(id);
        clusters.delete(pair.key);
      }
    }
  if (!left.length) return text;
  const lanes = doc.get('lanes');
  if (Y.isMap(lanes))
    for (const pair of [...lanes.items]) {
      const key = String(Y.isScalar(pair.key) ? pair.key.value : pair.key);
      if (!known(key.split('/')[0]!)) lanes.delete(pair.key);
    }
  /** Rules limited to clusters: only the known ones stay named; a rule left with none is dropped. */
  const scopeRules = (seq: unknown) => {
    if (!Y.isSeq(seq)) return;
    for (let i = seq.items.length - 1; i >= 0; i--) {
      const rule = seq.items[i];
      if (!Y.isMap(rule) || !rule.has('cluster')) continue;
      const named = asList(rule.toJSON().cluster as string | string[]) ?? [];
      const kept = named.filter(known);
      if (kept.length === 0) seq.items.splice(i, 1);
      else if (kept.length < named.length) rule.set('cluster', kept.length === 1 ? kept[0] : kept);
    }
  };
  for (const table of ['multinode', 'single']) scopeRules(doc.getIn(['routing', table, 'rules']));
  scopeRules(doc.get('timeBumps'));
  const note =
    `# Written for the clusters runners.yaml has a clusters: record for. Left out (no record): ` +
    `${left.join(', ')}: add their records, then copy their entries back from the product's policy.`;
  return `${note}\n${doc.toString({ lineWidth: 0 })}`;
}
