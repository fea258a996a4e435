// Cross-record rules of the newer `clusters:` schema of runners.yaml, as the reference's current
// format description states them. Pure: validated values in, Findings (YAML paths) out.
//   - `cluster:<id>` labels and `clusters.<id>` records correspond one-to-one, and every runner is
//     in exactly one `cluster:` label (the launcher finds its cluster from its runner name);
//   - `partition:<name>` labels name partitions their runners' clusters allow, and a cluster that
//     lists partitions gives each runner exactly one;
//   - other labels inherit GPUs per node (and host DRAM) from their runners' clusters, which must
//     agree on GPUs per node;
//   - references inside a record resolve: the scheduler's settings, volume names, env values.
import type { YamlPath } from '../yaml/parse.js';
import type { Finding } from './finding.js';
import { FABRIC_LISTS, FABRIC_NUMBERS, type ClusterRecord } from './runners-schema.js';
import type { HardwareRecord } from './types.js';

const CLUSTER = 'cluster:';
const PARTITION = 'partition:';

/** Runner name → the `cluster:` labels that list it. */
function clustersByRunner(labels: Record<string, unknown>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== 'string') continue;
      const list = out.get(n) ?? [];
      if (!list.includes(l)) list.push(l);
      out.set(n, list);
    }
  }
  return out;
}

/** `cluster:<id>` labels and `clusters.<id>` records correspond one-to-one. */
export function clusterFindings(
  labels: Record<string, unknown>,
  clusters: Record<string, unknown>,
): Finding[] {
  const out: Finding[] = [];
  const clusterLabels = Object.keys(labels).filter((l) => l.startsWith(CLUSTER));
  for (const l of clusterLabels) {
    if (!(l.slice(CLUSTER.length) in clusters)) {
      out.push({
        path: ['labels', l],
        rule: 'VR-5',
        message: `Runner label '${l}' has no clusters record`,
        atKey: true,
        fix: `add clusters: ${l.slice(CLUSTER.length)}: { gpus-per-node: … }`,
      });
    }
  }
  for (const id of Object.keys(clusters)) {
    if (!(`${CLUSTER}${id}` in labels)) {
      out.push({
        path: ['clusters', id],
        rule: 'VR-5',
        message: `Cluster record '${id}' has no '${CLUSTER}${id}' label`,
        atKey: true,
        fix: `add the label '${CLUSTER}${id}' with its runner names`,
      });
    }
  }
  const owner = new Map<string, string>();
  for (const l of clusterLabels) {
    const names = labels[l];
    if (!Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== 'string') return;
      const first = owner.get(n);
      if (first && first !== l) {
        out.push({
          path: ['labels', l, i],
          rule: 'VR-5',
          message: `Runner '${n}' appears in both '${first}' and '${l}'`,
          fix: 'a runner belongs to exactly one cluster: label',
        });
      } else owner.set(n, l);
    });
  }
  const reported = new Set<string>();
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== 'string' || owner.has(n) || reported.has(n)) return;
      reported.add(n);
      out.push({
        path: ['labels', l, i],
        rule: 'VR-5',
        message: `Runner '${n}' is in no cluster: label, so the launcher cannot find its cluster`,
        fix: `list '${n}' under the cluster:<id> label of the cluster it runs on`,
      });
    });
  }
  return out;
}

/** `partition:<name>` labels name partitions their runners' clusters allow. */
export function partitionFindings(
  labels: Record<string, string[]>,
  clusters: Record<string, ClusterRecord>,
): Finding[] {
  const out: Finding[] = [];
  const byRunner = clustersByRunner(labels);
  const partitionsOf = (runner: string) =>
    Object.entries(labels)
      .filter(([l, names]) => l.startsWith(PARTITION) && names.includes(runner))
      .map(([l]) => l.slice(PARTITION.length));
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(PARTITION)) continue;
    const name = l.slice(PARTITION.length);
    names.forEach((runner, i) => {
      for (const cl of byRunner.get(runner) ?? []) {
        const id = cl.slice(CLUSTER.length);
        // A record that failed validation has its own findings; its partitions are unknown.
        if (!clusters[id]) continue;
        const allowed = clusters[id].slurm?.partitions ?? [];
        if (!allowed.includes(name))
          out.push({
            path: ['labels', l, i],
            rule: 'VR-6',
            message: `Runner '${runner}' has label '${l}', but cluster '${id}' allows no partition '${name}'`,
            fix: allowed.length
              ? `use one of: ${allowed.map((p) => `${PARTITION}${p}`).join(', ')}`
              : `add '${name}' to clusters.${id}.slurm.partitions, or remove the label`,
          });
      }
    });
  }
  for (const [id, rec] of Object.entries(clusters)) {
    const allowed = rec.slurm?.partitions ?? [];
    if (allowed.length === 0) continue;
    const dflt = rec.slurm!.partition;
    if (!allowed.includes(dflt))
      out.push({
        path: ['clusters', id, 'slurm', 'partition'],
        rule: 'VR-6',
        message: `The default partition '${dflt}' of cluster '${id}' is not in its partitions list`,
        fix: `add '${dflt}' to partitions, or use one of: ${allowed.join(', ')}`,
      });
    (labels[`${CLUSTER}${id}`] ?? []).forEach((runner, i) => {
      const mine = partitionsOf(runner).filter((p) => allowed.includes(p));
      if (mine.length !== 1)
        out.push({
          path: ['labels', `${CLUSTER}${id}`, i],
          rule: 'VR-6',
          message: `Runner '${runner}' of cluster '${id}' has ${mine.length === 0 ? 'no' : `${mine.length}`} partition: label(s); a cluster with partitions needs exactly one per runner`,
          fix: `list '${runner}' under exactly one of: ${allowed.map((p) => `${PARTITION}${p}`).join(', ')}`,
        });
    });
  }
  return out;
}

/**
 * A label that is neither `cluster:` nor `partition:` (a SKU or pool label such as `b200`) gets the
 * GPUs per node its runners' clusters agree on, and their host DRAM when that agrees too. `hardware`
 * gains the inherited records (an explicit record is never replaced).
 */
export function inheritHardware(
  labels: Record<string, string[]>,
  hardware: Record<string, HardwareRecord>,
): Finding[] {
  const out: Finding[] = [];
  const byRunner = clustersByRunner(labels);
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || l.startsWith(PARTITION) || hardware[l]) continue;
    const recs = [...new Set(names.flatMap((n) => byRunner.get(n) ?? []))]
      .map((cl) => [cl, hardware[cl]] as const)
      .filter((x): x is readonly [string, HardwareRecord] => x[1] !== undefined);
    if (recs.length === 0) continue;
    const gpn = new Set(recs.map(([, h]) => h['gpus-per-node']));
    if (gpn.size > 1) {
      out.push({
        path: ['labels', l],
        rule: 'VR-7',
        message: `Label '${l}' spans clusters with different GPUs per node (${recs.map(([cl, h]) => `${cl} ${h['gpus-per-node']}`).join(', ')})`,
        atKey: true,
        fix: 'split the label by node width, or use the cluster: labels',
      });
      continue;
    }
    const dram = new Set(recs.map(([, h]) => h['available-cpu-dram-mib']));
    const rec: HardwareRecord = { 'gpus-per-node': [...gpn][0]! };
    const mib = [...dram][0];
    if (dram.size === 1 && mib !== undefined) rec['available-cpu-dram-mib'] = mib;
    hardware[l] = rec;
  }
  return out;
}

/** References inside each record resolve. */
export function recordFindings(clusters: Record<string, ClusterRecord>): Finding[] {
  const out: Finding[] = [];
  for (const [id, rec] of Object.entries(clusters)) {
    const base: YamlPath = ['clusters', id];
    if (rec.slurm !== undefined && rec.scheduler !== 'slurm')
      out.push({
        path: [...base, 'slurm'],
        rule: 'VR-8',
        message: `Cluster '${id}' has slurm settings but ${rec.scheduler === undefined ? 'no scheduler' : `scheduler '${rec.scheduler}'`}`,
        atKey: true,
        fix: 'set scheduler: slurm, or remove the slurm record',
      });
    if (rec.scheduler !== undefined && rec[rec.scheduler] === undefined)
      out.push({
        path: [...base, 'scheduler'],
        rule: 'VR-8',
        message: `Cluster '${id}' uses scheduler '${rec.scheduler}' but has no '${rec.scheduler}' record with its settings`,
        fix: `add clusters.${id}.${rec.scheduler}: { partition: … }`,
      });
    const volumes = rec.slurm?.volumes ?? {};
    const names = Object.keys(volumes);
    const volume = (name: string, path: YamlPath, what: string) => {
      if (!(name in volumes))
        out.push({
          path,
          rule: 'VR-8',
          message: `${what} '${name}' is not a volume of cluster '${id}'`,
          fix: names.length ? `use one of: ${names.join(', ')}` : `add slurm.volumes.${name}: { path: … }`,
        });
    };
    for (const [m, e] of Object.entries(rec.models?.entries ?? {}))
      volume(e.root, [...base, 'models', 'entries', m, 'root'], 'model root');
    const dl = rec.models?.['download-root'];
    if (dl !== undefined) {
      volume(dl, [...base, 'models', 'download-root'], 'download root');
      if (volumes[dl]?.visibility === 'node-local')
        out.push({
          path: [...base, 'models', 'download-root'],
          rule: 'VR-8',
          message: `download root '${dl}' is node-local; downloaded checkpoints must land on a shared volume`,
          fix: 'name a shared volume',
        });
    }
    const srt = rec.slurm?.['srt-slurm'];
    for (const key of ['volume-mounts', 'agentic-volume-mounts'] as const)
      for (const v of Object.keys(srt?.[key] ?? {}))
        volume(v, [...base, 'slurm', 'srt-slurm', key, v], `${key} entry`);
    const fabric = srt?.fabric as Record<string, unknown> | undefined;
    const envs: [YamlPath, Record<string, unknown> | undefined][] = [
      [[...base, 'env'], rec.env],
      [[...base, 'slurm', 'srt-slurm', 'env'], srt?.env],
      [[...base, 'slurm', 'srt-slurm', 'host-setup', 'env'], srt?.['host-setup']?.env],
    ];
    for (const [path, env] of envs) out.push(...envFindings(path, env, fabric));
  }
  return out;
}

/** Env values reach jobs through `srun --export` (no commas); '@fabric.<name>' needs a set field. */
function envFindings(
  path: YamlPath,
  env: Record<string, unknown> | undefined,
  fabric: Record<string, unknown> | undefined,
): Finding[] {
  const out: Finding[] = [];
  for (const [k, v] of Object.entries(env ?? {})) {
    if (typeof v !== 'string') continue;
    const ref = /^'?@fabric\.([a-z0-9-]+)'?$/.exec(v);
    if (ref) {
      const field = ref[1]!;
      const known = FABRIC_LISTS.includes(field) || FABRIC_NUMBERS.includes(field);
      if (!known || fabric?.[field] === undefined)
        out.push({
          path: [...path, k],
          rule: 'VR-8',
          message: known
            ? `'${v}' names fabric field '${field}', which this cluster's srt-slurm.fabric does not set`
            : `'${v}' names no fabric field`,
          fix: known
            ? `set slurm.srt-slurm.fabric.${field}`
            : `use one of: ${[...FABRIC_LISTS, ...FABRIC_NUMBERS].join(', ')}`,
        });
      // A list field is rendered comma-joined, which `env` cannot carry.
      else if (path[path.length - 1] === 'env' && path.length === 3 && FABRIC_LISTS.includes(field))
        out.push({
          path: [...path, k],
          rule: 'VR-8',
          message: `'${v}' is a list, rendered comma-joined, and cluster env values cannot contain commas`,
          fix: 'set it in slurm.srt-slurm.env instead',
        });
      continue;
    }
    if (path.length === 3 && v.includes(','))
      out.push({
        path: [...path, k],
        rule: 'VR-8',
        message: `env value of '${k}' contains a comma; Slurm hands env values to jobs in an srun --export list`,
        fix: 'remove the commas (or set the value in slurm.srt-slurm.env)',
      });
  }
  return out;
}
