// Which cluster(s) a runner label lands on and how many GPUs their nodes have, from runners.yaml (and the
// lanes file's cluster records when present). A pool label like `b200` may span several clusters.
import type { RunnersConfig } from '../config/types.js';

export interface ClusterFacts {
  /** Lanes-file clusters: id → labels routed to it and gpus-per-node (when the lanes file states it). */
  clusters?: Record<string, { labels: string[]; gpusPerNode?: number | undefined }>;
}

const prefixOf = (runnerName: string): string => runnerName.split('_')[0]!;

/** Cluster ids a row's `runner` may run on (launcher = runner name up to the first "_"). */
export function clustersOf(runner: string, runners: RunnersConfig, facts: ClusterFacts = {}): string[] {
  const explicit = Object.entries(facts.clusters ?? {})
    .filter(([, c]) => c.labels.includes(runner))
    .map(([id]) => id);
  if (explicit.length) return explicit;
  if (runner.startsWith('cluster:')) return [runner.slice('cluster:'.length)];
  const names = runners.labels[runner];
  if (names?.length) return [...new Set(names.map(prefixOf))];
  return runner.includes('_') ? [prefixOf(runner)] : [];
}

/**
 * GPUs per node for a runner: its own hardware record, else its cluster's, else the records of its GPU
 * family (`gb200` → every `cluster:gb200-*`) when they agree. Undefined when nothing is known.
 */
export function gpusPerNodeOf(
  runner: string,
  runners: RunnersConfig,
  facts: ClusterFacts = {},
): number | undefined {
  const hw = runners.hardware ?? {};
  const own = hw[runner]?.['gpus-per-node'];
  if (own) return own;
  const values = new Set<number>();
  for (const id of clustersOf(runner, runners, facts)) {
    const g = facts.clusters?.[id]?.gpusPerNode ?? hw[`cluster:${id}`]?.['gpus-per-node'];
    if (g) values.add(g);
  }
  if (values.size === 0) {
    const family = runner.replace(/^cluster:/, '').split(/[-_]/)[0]!;
    for (const [k, rec] of Object.entries(hw))
      if (k.replace(/^cluster:/, '').split('-')[0] === family) values.add(rec['gpus-per-node']);
  }
  return values.size === 1 ? [...values][0] : undefined;
}
