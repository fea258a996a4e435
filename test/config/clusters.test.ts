// runners.yaml in the [N] schema (03 §2): clusters: records, partition: labels and their rules, on small
// hand-written files (positions counted by hand) and on the reference's current file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsReference, referenceDir } from '../support/reference.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { gpusPerNodeOf } from '../../src/topology/hardware.js';
import { loadRunners } from '../../src/config/load.js';

const load = (text: string) => loadRunners({ path: 'configs/runners.yaml', text });
const brief = (d: Diagnostic) => [d.rule, d.line, d.col, d.message];

// 1 labels, 2 b300, 3-4 runners, 5 cluster:b300-x, 6-7, 8 cluster:gb300-y, 9-10, 11 partition:batch_1,
// 12, 13 partition:batch_2, 14, 15 clusters, 16 b300-x, 17 gpus-per-node, 18 dram, 19 scheduler,
// 20 slurm, 21 partition, 22 volumes, 23 scratch, 24 gb300-y, 25 gpus-per-node, 26 scheduler,
// 27 slurm, 28 partition, 29 partitions.
const base = (o: { b300?: string; gb300?: string; labels?: string } = {}) => `labels:
  b300:
    - b300-x_00
    - b300-x_01
  cluster:b300-x:
    - b300-x_00
    - b300-x_01
  cluster:gb300-y:
    - gb300-y_00
    - gb300-y_01
  partition:batch_1:
    - gb300-y_00
  partition:batch_2:
    - gb300-y_01
${o.labels ?? ''}clusters:
  b300-x:
    gpus-per-node: 8
    available-cpu-dram-mib: 2_000_000
    scheduler: slurm
    slurm:
      partition: batch
      volumes:
        scratch: {path: /scratch, visibility: node-local}
${o.b300 ?? ''}  gb300-y:
    gpus-per-node: 4
    scheduler: slurm
    slurm:
      partition: batch_1
      partitions: [batch_1, batch_2]
${o.gb300 ?? ''}`;

describe('runners.yaml clusters: records (03 §2 [N] schema)', () => {
  it('a valid file: records kept, folded into hardware, the broad label inherits its clusters’ facts', () => {
    const r = load(base());
    expect(r.diagnostics).toEqual([]);
    expect(r.value.hardware).toEqual({
      'cluster:b300-x': { 'gpus-per-node': 8, 'available-cpu-dram-mib': 2_000_000 },
      'cluster:gb300-y': { 'gpus-per-node': 4 },
      b300: { 'gpus-per-node': 8, 'available-cpu-dram-mib': 2_000_000 },
    });
    expect(Object.keys(r.value.clusters ?? {})).toEqual(['b300-x', 'gb300-y']);
    expect(r.value.clusters?.['gb300-y']?.slurm?.partitions).toEqual(['batch_1', 'batch_2']);
    expect(gpusPerNodeOf('b300', r.value)).toBe(8);
    expect(gpusPerNodeOf('cluster:gb300-y', r.value)).toBe(4);
  });

  it('VR-4: unknown keys are rejected at every level, with the known fields as the fix', () => {
    const r = load(base({ b300: '      slurmm: 1\n' }).replace('      volumes:', '      volums:'));
    expect(r.diagnostics.map(brief)).toEqual([
      ['VR-4', 22, 7, 'Extra inputs are not permitted'],
      ['VR-4', 24, 7, 'Extra inputs are not permitted'],
    ]);
    expect(r.diagnostics[0]!.fix).toBe("did you mean 'volumes'?");
  });

  it('VR-4: enumerated values say which are allowed', () => {
    const r = load(base().replace('visibility: node-local', 'visibility: local'));
    expect(r.diagnostics.map(brief)).toEqual([['VR-4', 23, 47, "Input should be 'shared' or 'node-local'"]]);
  });

  it('VR-5: a runner in no cluster: label, or in two', () => {
    const r = load(base({ labels: '  extra:\n    - stray_00\n  cluster:other:\n    - b300-x_00\n' }));
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['VR-5', "Runner label 'cluster:other' has no clusters record"],
      ['VR-5', "Runner 'b300-x_00' appears in both 'cluster:b300-x' and 'cluster:other'"],
      ['VR-5', "Runner 'stray_00' is in no cluster: label, so the launcher cannot find its cluster"],
    ]);
  });

  it('VR-6: partition labels name allowed partitions; each runner of a partitioned cluster has exactly one', () => {
    const r = load(
      base().replace('  partition:batch_2:\n    - gb300-y_01\n', '  partition:batch_9:\n    - gb300-y_01\n'),
    );
    expect(r.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'VR-6',
        14,
        "Runner 'gb300-y_01' has label 'partition:batch_9', but cluster 'gb300-y' allows no partition 'batch_9'",
      ],
      [
        'VR-6',
        10,
        "Runner 'gb300-y_01' of cluster 'gb300-y' has no partition: label(s); a cluster with partitions needs exactly one per runner",
      ],
    ]);
    const dflt = load(
      base().replace(
        '      partition: batch_1\n      partitions',
        '      partition: batch_0\n      partitions',
      ),
    );
    expect(dflt.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      ['VR-6', 28, "The default partition 'batch_0' of cluster 'gb300-y' is not in its partitions list"],
    ]);
  });

  it('VR-7: a broad label over clusters of different node widths is an error (no GPUs per node to inherit)', () => {
    const r = load(base({ labels: '  mixed:\n    - b300-x_00\n    - gb300-y_00\n' }));
    expect(r.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      [
        'VR-7',
        15,
        "Label 'mixed' spans clusters with different GPUs per node (cluster:b300-x 8, cluster:gb300-y 4)",
      ],
    ]);
    expect(r.value.hardware.mixed).toBeUndefined();
  });

  it('VR-8: scheduler settings, volume references and env values resolve', () => {
    const r = load(
      base({
        b300: '    models:\n      entries:\n        M: {root: lustre, dir: M}\n    env:\n      A: "x,y"\n',
        gb300: '      srt-slurm:\n        volume-mounts:\n          hf-hub-cache: /hf\n',
      }).replace('    gpus-per-node: 4\n    scheduler: slurm\n', '    gpus-per-node: 4\n'),
    );
    expect(r.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['VR-8', "model root 'lustre' is not a volume of cluster 'b300-x'"],
      ['VR-8', "env value of 'A' contains a comma; Slurm hands env values to jobs in an srun --export list"],
      ['VR-8', "Cluster 'gb300-y' has slurm settings but no scheduler"],
      ['VR-8', "volume-mounts entry 'hf-hub-cache' is not a volume of cluster 'gb300-y'"],
    ]);
  });

  it('an unquoted time limit is a YAML 1.1 number and an error that says so', () => {
    const r = load(base({ gb300: '      srt-slurm:\n        default-time-limit: 4:00:00\n' }));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds',
    ]);
  });

  it('the [S] hardware map keeps working alongside', () => {
    const r = load(
      'labels:\n  b200-nscale: [b200-nscale_0]\nhardware:\n  b200-nscale: {available-cpu-dram-mib: 10, gpus-per-node: 8}\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.value.clusters).toBeUndefined();
    expect(r.value.hardware['b200-nscale']).toEqual({ 'available-cpu-dram-mib': 10, 'gpus-per-node': 8 });
  });
});

const currentRunners = join(referenceDir, 'current/configs/runners.yaml');
// current/ sits beside snapshot/ and golden/ in the reference data set (a checkout of the reference at the
// pinned commit has no current/): without it this is skipped, and named with the suites that need outputs.
const needsCurrent = () => {
  const o = needsReference('inputs', 'outputs');
  return { ...o, skip: o.skip || !existsSync(currentRunners) };
};
describe('the reference’s current runners.yaml', needsCurrent(), () => {
  it('loads without a finding: 13 clusters, GPUs per node and DRAM from the records, broad labels inherit them', () => {
    const r = load(readFileSync(currentRunners, 'utf8'));
    expect(r.diagnostics).toEqual([]);
    expect(Object.keys(r.value.clusters ?? {})).toHaveLength(13);
    expect(gpusPerNodeOf('cluster:gb200-nv', r.value)).toBe(4);
    expect(gpusPerNodeOf('gb300', r.value)).toBe(4);
    expect(gpusPerNodeOf('cluster:mi355x-amds', r.value)).toBe(8);
    expect(r.value.hardware['cluster:b200-nscale']).toEqual({
      'gpus-per-node': 8,
      'available-cpu-dram-mib': 2_063_920,
    });
    // b200 spans b200-cw (no DRAM record), b200-nb and b200-nscale: GPUs per node agree, DRAM does not.
    expect(r.value.hardware.b200).toEqual({ 'gpus-per-node': 8 });
  });
});
