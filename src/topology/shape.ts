// The declared topology of a row or search-space item: `tp` is the GPU width of one worker
// stage, so a worker holds tp·pp·pcp GPUs; EP and DCP add none.

/** `worker` is the one pool of an aggregated item in the newer spelling (`worker` + `num-nodes`). */
export type Role = 'single' | 'prefill' | 'decode' | 'worker';

export interface Stage {
  role: Role;
  numWorker: number;
  tp: number;
  pp: number;
  pcp: number;
  dcp: number;
  ep: number;
  dpAttn: boolean;
  settings: string[];
}

interface Declared {
  /** Nodes the item declares (`num-nodes` of an aggregated item, or an aggregated row's `node-count`). */
  nodes?: number;
  /** The item's `srt-recipe` (`<file>[:<selector>]`, newer), which replaces a `CONFIG_FILE=` setting. */
  recipe?: string;
}

export type Topology = Declared &
  ({ kind: 'single'; stages: [Stage] } | { kind: 'disagg' | 'agg'; stages: Stage[] });

const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

function stage(role: Role, w: Record<string, unknown>, defaultWorkers: number): Stage {
  return {
    role,
    numWorker: num(w['num-worker'], defaultWorkers),
    tp: num(w.tp, 1),
    pp: num(w.pp, 1),
    pcp: num(w['pcp-size'], 1),
    dcp: num(w['dcp-size'], 1),
    ep: num(w.ep, 1),
    dpAttn: w['dp-attn'] === true,
    settings: Array.isArray(w['additional-settings'])
      ? w['additional-settings'].filter((s): s is string => typeof s === 'string')
      : [],
  };
}

/** Works on emitted rows and on raw master-config items alike (defaults as the generator applies them). */
export function topologyOf(x: Record<string, unknown>): Topology | undefined {
  const declared: Declared = typeof x['srt-recipe'] === 'string' ? { recipe: x['srt-recipe'] } : {};
  const p = x.prefill,
    d = x.decode;
  if (isObj(x.worker) && p === undefined && d === undefined) {
    const nodes = typeof x['num-nodes'] === 'number' ? { nodes: x['num-nodes'] } : {};
    return { kind: 'agg', stages: [stage('worker', x.worker, 1)], ...nodes, ...declared };
  }
  if (isObj(p) && isObj(d)) {
    const prefill = stage('prefill', p, 1);
    const decode = stage('decode', d, 1);
    // Aggregated multi-node (the older spelling, and the newer rows): decode has 0 workers and the prefill
    // block is the aggregate worker; such a row's `node-count` is the nodes its item declared.
    if (decode.numWorker === 0) {
      const nodes = typeof x['node-count'] === 'number' ? { nodes: x['node-count'] } : {};
      return { kind: 'agg', stages: [prefill], ...nodes, ...declared };
    }
    return { kind: 'disagg', stages: [prefill, decode], ...declared };
  }
  if (typeof x.tp === 'number') return { kind: 'single', stages: [stage('single', x, 1)], ...declared };
  return undefined;
}

export const gpusPerWorker = (s: Stage): number => s.tp * s.pp * s.pcp;
export const declaredGpus = (t: Topology): number =>
  t.stages.reduce((a, s) => a + s.numWorker * gpusPerWorker(s), 0);

/** `KEY=VALUE` from a stage's additional-settings, searching every stage. */
export function setting(t: Topology, key: string): string | undefined {
  for (const s of t.stages)
    for (const kv of s.settings) if (kv.startsWith(`${key}=`)) return kv.slice(key.length + 1);
  return undefined;
}

/**
 * The recipe of a topology: its `srt-recipe`, else its `CONFIG_FILE=` setting.
 * `recipes/a.yaml:override_x` → `{path: 'recipes/a.yaml', variant: 'override_x'}`; the `base` selector
 * names the base itself.
 */
export function recipeRef(t: Topology): { path: string; variant?: string } | undefined {
  const v = t.recipe ?? setting(t, 'CONFIG_FILE');
  if (!v) return undefined;
  const m = /^(.*\.ya?ml):(.+)$/.exec(v);
  if (!m) return { path: v };
  return m[2] === 'base' ? { path: m[1]! } : { path: m[1]!, variant: m[2]! };
}

/** `disagg-llm-d.yaml:override_2p1d` — the file's base name and the variant, as people name a recipe. */
export const recipeName = (ref: { path: string; variant?: string }): string =>
  `${ref.path.split('/').at(-1)!}${ref.variant ? `:${ref.variant}` : ''}`;

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
