// configs/runners.yaml: the older `labels` + `hardware` schema and the newer `clusters:<id>` records, as
// the reference's current files and its own format description use them: GPUs per node and host DRAM,
// which the generator reads, and the launch facts (scheduler, Slurm partition and GRES, volumes, squash
// cache, srt-slurm profile, models, environment) that lanes and the launcher read. Unknown keys are
// rejected at every level, as the reference does; `srt-slurm.extra` is the one pass-through map (it is
// handed to srt-slurm as is).
// Cross-record rules (labels ↔ records, partitions, volume references, env values) live in runners.ts.
import type * as Z from 'zod';
import { zod } from '../zod/lib.js';
import { CONFIG_LIMITS } from './limits.js';
import { bool, int, list, nonEmptyStr, obj, once, posInt, says, str } from './primitives.js';

type Raw = { code: string; input?: unknown };
const dict = <T extends Z.ZodType>(value: T) =>
  zod().record(zod().string(), value, {
    error: (iss: Raw) => (iss.input === undefined ? 'Field required' : 'Input should be a valid dictionary'),
  });
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  zod().enum(values, {
    error: (iss: Raw) =>
      iss.input === undefined
        ? 'Field required'
        : `Input should be ${values
            .map((v) => `'${v}'`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}`,
  });

/** Environment values: scalars (Slurm passes them in an `srun --export` list, so no commas: a rule). */
const envValue = () =>
  zod().union([str(), zod().number(), zod().boolean()], {
    error: 'Input should be a valid string',
  });
const env = () => dict(envValue());

// YAML 1.1 reads an unquoted 6:00:00 as the number 21600, so a time limit must be a quoted string.
const timeLimit = () =>
  zod()
    .string({
      error: (iss: Raw) =>
        typeof iss.input === 'number'
          ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds'
          : 'Input should be a valid string',
    })
    .regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });

export const VISIBILITIES = ['shared', 'node-local'] as const;
export const SQUASH_IMPORTS = ['submit-host', 'compute', 'all-nodes', 'pre-staged', 'unchecked'] as const;
const KEY_STYLES = ['underscore', 'plus', 'plus-strip-nvcr'] as const;
/** Schedulers the launcher knows; a record names one and holds its settings under that name. */
export const SCHEDULERS = ['slurm'] as const;

const volume = () => obj({ path: nonEmptyStr(), visibility: oneOf(VISIBILITIES).optional() });

/** Where a squash image lives and how it is imported: the cache's defaults, or a framework's override. */
const squashPlace = once(() => ({
  dir: nonEmptyStr().optional(),
  'key-style': oneOf(KEY_STYLES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional(),
}));

const squash = () =>
  obj({
    dir: nonEmptyStr(),
    visibility: oneOf(VISIBILITIES).optional(),
    import: oneOf(SQUASH_IMPORTS).optional(),
    'lock-timeout-s': posInt().optional(),
    'key-style': oneOf(KEY_STYLES).optional(),
    'lock-file': oneOf(['locks-dir']).optional(),
    'single-node-import': bool().optional(),
    'multi-node-import': bool().optional(),
    'import-step-args': list(str()).optional(),
    'framework-dirs': dict(
      obj({ ...squashPlace(), 'model-prefixes': dict(obj(squashPlace())).optional() }),
    ).optional(),
    'helper-dirs': obj({
      nginx: obj(squashPlace()).optional(),
      'dcgm-exporter': obj(squashPlace()).optional(),
    }).optional(),
  });

/** Host network facts recipes take as '@fabric.<name>'. */
export const FABRIC_LISTS = [
  'ucx-net-devices',
  'nccl-ib-hca',
  'ib-devices',
  'socket-ifname',
  'mooncake-devices',
];
export const FABRIC_NUMBERS = ['mooncake-gid-index', 'mori-rdma-tc', 'mori-io-tc'];
const fabric = () =>
  obj({
    ...Object.fromEntries(FABRIC_LISTS.map((k) => [k, list(nonEmptyStr()).optional()])),
    ...Object.fromEntries(FABRIC_NUMBERS.map((k) => [k, int().optional()])),
  });

/** The cluster's srt-slurm profile. */
const srtSlurm = () =>
  obj({
    'volume-mounts': dict(nonEmptyStr()).optional(),
    'agentic-volume-mounts': dict(nonEmptyStr()).optional(),
    mounts: dict(nonEmptyStr()).optional(),
    env: env().optional(),
    'container-aliases': list(nonEmptyStr()).optional(),
    'nginx-aliases': list(nonEmptyStr()).optional(),
    outputs: nonEmptyStr().optional(),
    'shared-run-root': nonEmptyStr().optional(),
    'uv-cache-root': nonEmptyStr().optional(),
    'power-exporter-port': posInt().optional(),
    'power-telemetry': obj({ 'dcgm-port': posInt(), 'cpu-source': nonEmptyStr().optional() }).optional(),
    fabric: fabric().optional(),
    'host-setup': obj({
      script: nonEmptyStr(),
      env: env().optional(),
      'timeout-s': posInt().optional(),
      nodes: oneOf(['all', 'head']).optional(),
    }).optional(),
    'default-time-limit': timeLimit().optional(),
    'single-node-time-limit': posInt().optional(),
    'dist-timeout-s': posInt().optional(),
    'network-interface': str().optional(),
    'job-tag': nonEmptyStr().optional(),
    'gpus-per-node-directive': bool().optional(),
    'segment-directive': bool().optional(),
    'single-node-exclusive': bool().optional(),
    'single-node-models': nonEmptyStr().optional(),
    preflight: bool().optional(),
    extra: dict(zod().unknown()).optional(),
  });

const slurm = () =>
  obj({
    partition: nonEmptyStr(),
    partitions: list(nonEmptyStr()).optional(),
    account: nonEmptyStr().optional(),
    exclusive: bool().optional(),
    gres: nonEmptyStr().optional(),
    exclude: list(nonEmptyStr()).optional(),
    'cpus-per-task': posInt().optional(),
    'cpus-per-gpu': posInt().optional(),
    'srun-args': list(str()).optional(),
    'salloc-args': list(str()).optional(),
    volumes: dict(volume()).optional(),
    squash: squash().optional(),
    'srt-slurm': srtSlurm().optional(),
  });

export const clusterRecord = once(() =>
  obj({
    'gpus-per-node': posInt().max(CONFIG_LIMITS.maxStageGpus, {
      error: `Input should be less than or equal to ${CONFIG_LIMITS.maxStageGpus}`,
    }),
    'available-cpu-dram-mib': posInt().optional(),
    arch: nonEmptyStr().optional(),
    env: env().optional(),
    models: obj({
      'download-root': nonEmptyStr().optional(),
      entries: dict(obj({ root: nonEmptyStr(), dir: nonEmptyStr() })).optional(),
    }).optional(),
    scheduler: oneOf(SCHEDULERS).optional(),
    slurm: slurm().optional(),
  }),
);

export type ClusterRecord = Z.infer<ReturnType<typeof clusterRecord>>;

export const hardwareRecord = once(() =>
  obj({
    'available-cpu-dram-mib': posInt(),
    'gpus-per-node': posInt(),
  }),
);

/** Top level of runners.yaml; `labels` itself is checked by rules with the reference's messages. */
export const runnersFile = once(() =>
  obj({
    labels: zod().unknown().optional(),
    hardware: zod()
      .record(zod().string(), hardwareRecord(), { error: says('Input should be a valid dictionary') })
      .optional(),
    clusters: zod()
      .record(zod().string(), clusterRecord(), { error: says('Input should be a valid dictionary') })
      .optional(),
  }),
);
