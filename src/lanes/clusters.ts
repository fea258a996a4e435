// The cluster(s) a row's runner label lands on, as the lanes see it: a lanes cluster that lists the label;
// `cluster:<id>`; for a pool label, the clusters whose `cluster:<id>` labels list its runner names (a
// runner named `h100-dgxc-slurm_03` is in cluster h100-dgxc), else the name up to "_"; a label that is a
// cluster's own id. Pure.
import type { RunnersConfig } from '../config/types.js';
import type { LanesFile } from './schema.js';

const CLUSTER = 'cluster:';

export function laneClusters(runner: string, runners: RunnersConfig, lanes: LanesFile): string[] {
  const explicit = Object.entries(lanes.clusters)
    .filter(([, c]) => c.labels.includes(runner))
    .map(([id]) => id);
  if (explicit.length) return explicit;
  if (runner.startsWith(CLUSTER)) return [runner.slice(CLUSTER.length)];
  if (!runners.labels[runner] && (lanes.clusters[runner] || runners.clusters?.[runner])) return [runner];
  // A pool label's runner names, or the label itself when it is a runner name.
  const names = runners.labels[runner] ?? (runner.includes('_') ? [runner] : []);
  if (names.length) {
    const owner = ownerOf(runners.labels);
    return [...new Set(names.map((n) => owner.get(n) ?? n.split('_')[0]!))];
  }
  return [];
}

// Every row of a sweep asks: the runner name → cluster map is made once per runners.yaml read.
const owners = new WeakMap<RunnersConfig['labels'], Map<string, string>>();

/** Runner name → the cluster whose `cluster:<id>` label lists it. */
function ownerOf(labels: RunnersConfig['labels']): Map<string, string> {
  let owner = owners.get(labels);
  if (!owner) {
    owner = new Map();
    for (const [label, members] of Object.entries(labels))
      if (label.startsWith(CLUSTER)) for (const n of members) owner.set(n, label.slice(CLUSTER.length));
    owners.set(labels, owner);
  }
  return owner;
}
