// Master-config fixtures for curve-diff tests: small single- and multi-node entries written as YAML,
// with the fields a test changes (image, framework, items, workers, settings) as parameters.

export const RUNNERS = `labels:
  b200: [b200-nb_0]
  cluster:gb200-nv: [gb200-nv_0]
hardware:
  cluster:gb200-nv: {available-cpu-dram-mib: 860160, gpus-per-node: 4}
`;

export interface Single {
  image?: string;
  framework?: string;
  items?: string[];
}
export const single = (key: string, o: Single = {}) => `${key}:
  image: ${o.image ?? 'lmsysorg/sglang:v0.5.15'}
  model: nvidia/DeepSeek-R1-0528-FP4-V2
  model-prefix: dsr1
  runner: b200
  precision: fp4
  framework: ${o.framework ?? 'sglang'}
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
${(o.items ?? ['{ tp: 4, conc-list: [1, 2, 4] }', '{ tp: 8, conc-list: [4, 8] }']).map((i) => `      - ${i}\n`).join('')}`;

export const multi = (
  key: string,
  decodeWorkers = 2,
  settings = 'CONFIG_FILE=recipes/ctx1_gen2.yaml',
) => `${key}:
  image: nvcr.io/nvidia/ai-dynamo/tensorrtllm-runtime:0.5.1
  model: nvidia/DeepSeek-R1-0528-FP4-V2
  model-prefix: dsr1
  runner: cluster:gb200-nv
  precision: fp4
  framework: dynamo-trt
  multinode: true
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - conc-list: [4, 8, 16]
        prefill: {num-worker: 1, tp: 4, ep: 4, dp-attn: true, additional-settings: ["${settings}"]}
        decode: {num-worker: ${decodeWorkers}, tp: 8, ep: 8, dp-attn: false}
`;
