// Small builders for unit tests: master configs and runners from plain objects.
import type { MasterConfigs, MasterEntry, RunnersConfig } from '../config/types.js';

export function configsOf(
  entries: Record<string, unknown>,
  file = 'configs/nvidia-master.yaml',
): MasterConfigs {
  const map = new Map<string, MasterEntry>();
  const sourceOf = new Map<string, string>();
  for (const [k, v] of Object.entries(entries)) {
    map.set(k, v as MasterEntry);
    sourceOf.set(k, file);
  }
  return { entries: map, sourceOf };
}

export const RUNNERS: RunnersConfig = {
  labels: {
    b200: ['b200-nb_0', 'b200-nb_1', 'b200-dgxc_00'],
    mi355x: ['mi355x-amds_0'],
    'cluster:b300-nv': ['b300-nv_0', 'b300-nv_1'],
    'cluster:gb200-nv': ['gb200-nv_0', 'gb200-nv_1'],
    gb200: ['gb200-nv_0'],
  },
  hardware: {
    'cluster:b300-nv': { 'available-cpu-dram-mib': 2_964_436, 'gpus-per-node': 8 },
    'cluster:gb200-nv': { 'available-cpu-dram-mib': 860_160, 'gpus-per-node': 4 },
  },
};

export const single = (
  over: Record<string, unknown> = {},
  items: unknown[] = [{ tp: 4, 'conc-start': 1, 'conc-end': 8 }],
) => ({
  image: 'img:1',
  model: 'org/model',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'sglang',
  runner: 'b200',
  multinode: false,
  scenarios: { 'fixed-seq-len': [{ isl: 8192, osl: 1024, 'search-space': items }] },
  ...over,
});

export const worker = (nw: number, tp: number, extra: Record<string, unknown> = {}) => ({
  'num-worker': nw,
  tp,
  ep: 1,
  'dp-attn': false,
  ...extra,
});

export const multi = (
  over: Record<string, unknown> = {},
  items: unknown[] = [{ 'conc-list': [4, 8, 32], prefill: worker(1, 4), decode: worker(2, 8) }],
) => ({
  image: 'img:2',
  model: 'org/model',
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'dynamo-trt',
  runner: 'cluster:gb200-nv',
  multinode: true,
  disagg: true,
  'kv-p2p-transfer': 'nixl',
  scenarios: { 'fixed-seq-len': [{ isl: 8192, osl: 1024, 'search-space': items }] },
  ...over,
});
