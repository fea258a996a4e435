// Lane inputs from runners.yaml's clusters: records (03 §2 "Lanes need the [N] records"): the record's
// facts replace the lanes file's, and a lanes file that states one differently is a C5 error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';
import { loadRunners } from '../../src/config/load.js';
import { checkLanes } from '../../src/lanes/check.js';
import { withClusterRecords, withRecord } from '../../src/lanes/facts.js';
import { loadLanes } from '../../src/lanes/load.js';

const lanesFile = join(repoRoot, 'test/fixtures/lanes/bug1-fixed/configs/lanes.yaml');
const lanes = loadLanes(readFileSync(lanesFile, 'utf8'), 'configs/lanes.yaml');
const runners = (root: string) =>
  loadRunners({
    path: 'configs/runners.yaml',
    text: `labels:\n  cluster:gb200-nv: [gb200-nv_0]\nclusters:\n  gb200-nv:\n    gpus-per-node: 4\n    scheduler: slurm\n    slurm:\n      partition: batch\n      volumes:\n        hf-hub-cache: {path: /hf}\n        aiperf-cache: {path: /ai}\n        dynamo-wheels: {path: /w}\n      srt-slurm:\n        shared-run-root: ${root}\n        default-time-limit: "6:00:00"\n        power-telemetry: {dcgm-port: 9401, cpu-source: acpi}\n`,
  });

describe('lane inputs from clusters: records', () => {
  it('the record supplies GPUs per node, shared run root, time limit, volumes and power telemetry', () => {
    const r = runners('/mnt/lustre01/users-public/sa-shared/gha-runs');
    expect(r.diagnostics).toEqual([]);
    const c = withRecord(
      { labels: [], gpusPerNode: 8, computeSeesRunnerWorkspace: false, volumes: ['x'], routing: {} },
      r.value.clusters!['gb200-nv'],
    );
    expect(c).toEqual({
      labels: [],
      gpusPerNode: 4,
      computeSeesRunnerWorkspace: false,
      sharedRunRoot: '/mnt/lustre01/users-public/sa-shared/gha-runs',
      fixedTimeLimit: '6:00:00',
      volumes: ['x', 'hf-hub-cache', 'aiperf-cache', 'dynamo-wheels'],
      powerTelemetry: { dcgmPort: 9401, cpuSource: 'acpi' },
      routing: {},
    });
    expect(withClusterRecords(lanes.lanes!, { labels: {}, hardware: {} })).toBe(lanes.lanes);
  });

  it('C5: agreeing facts pass; a lanes file that contradicts the record is an error at the lanes fact', () => {
    expect(
      checkLanes(lanes, runners('/mnt/lustre01/users-public/sa-shared/gha-runs').value).filter(
        (d) => d.rule === 'C5',
      ),
    ).toEqual([]);
    const bad = checkLanes(lanes, runners('/elsewhere').value).filter((d) => d.rule === 'C5');
    expect(bad.map((d) => [d.severity, d.line, d.message])).toEqual([
      [
        'error',
        18,
        'cluster gb200-nv: sharedRunRoot "/mnt/lustre01/users-public/sa-shared/gha-runs" disagrees with runners.yaml clusters.gb200-nv.slurm.srt-slurm.shared-run-root "/elsewhere"',
      ],
    ]);
  });
});
