// Lane inputs from runners.yaml: where a cluster has a `clusters:<id>` record (the newer schema), its facts
// are the record's (GPUs per node, the shared run root, the fixed time limits, volumes, power telemetry), so
// the lanes file need not repeat them and cannot contradict them. Pure.
import type { ClusterRecord } from '../config/runners-schema.js';
import type { RunnersConfig } from '../config/types.js';
import type { Cluster, LanesFile } from './schema.js';

/** The lanes cluster with the record's facts in place of its own. */
export function withRecord(c: Cluster, rec: ClusterRecord | undefined): Cluster {
  if (!rec) return c;
  const srt = rec.slurm?.['srt-slurm'];
  const power = srt?.['power-telemetry'];
  return {
    ...c,
    gpusPerNode: rec['gpus-per-node'],
    ...(srt?.['shared-run-root'] !== undefined ? { sharedRunRoot: srt['shared-run-root'] } : {}),
    ...(srt?.['default-time-limit'] !== undefined ? { fixedTimeLimit: srt['default-time-limit'] } : {}),
    ...(srt?.['single-node-time-limit'] !== undefined
      ? { singleNodeTimeLimit: srt['single-node-time-limit'] }
      : {}),
    volumes: [...new Set([...c.volumes, ...Object.keys(rec.slurm?.volumes ?? {})])],
    ...(power
      ? {
          powerTelemetry: {
            dcgmPort: power['dcgm-port'],
            ...(power['cpu-source'] !== undefined ? { cpuSource: power['cpu-source'] } : {}),
          },
        }
      : {}),
  };
}

/** The lanes file as the checks and the resolution see it: every cluster with its record's facts. */
export function withClusterRecords(lanes: LanesFile, runners: RunnersConfig | undefined): LanesFile {
  const records = runners?.clusters;
  if (!records) return lanes;
  const clusters = Object.fromEntries(
    Object.entries(lanes.clusters).map(([id, c]) => [id, withRecord(c, records[id])]),
  );
  return { ...lanes, clusters };
}

export interface Disagreement {
  field: 'gpusPerNode' | 'sharedRunRoot' | 'fixedTimeLimit' | 'powerTelemetry';
  lanes: unknown;
  record: unknown;
  /** The record's key, for messages. */
  recordKey: string;
}

/** Facts the lanes file states differently from the cluster's record (the record wins). */
export function disagreements(c: Cluster, rec: ClusterRecord): Disagreement[] {
  const srt = rec.slurm?.['srt-slurm'];
  const out: Disagreement[] = [];
  const check = (field: Disagreement['field'], lanes: unknown, record: unknown, recordKey: string) => {
    if (lanes !== undefined && record !== undefined && lanes !== record)
      out.push({ field, lanes, record, recordKey });
  };
  check('gpusPerNode', c.gpusPerNode, rec['gpus-per-node'], 'gpus-per-node');
  check('sharedRunRoot', c.sharedRunRoot, srt?.['shared-run-root'], 'slurm.srt-slurm.shared-run-root');
  check(
    'fixedTimeLimit',
    c.fixedTimeLimit,
    srt?.['default-time-limit'],
    'slurm.srt-slurm.default-time-limit',
  );
  check(
    'powerTelemetry',
    c.powerTelemetry?.dcgmPort,
    srt?.['power-telemetry']?.['dcgm-port'],
    'slurm.srt-slurm.power-telemetry.dcgm-port',
  );
  return out;
}
