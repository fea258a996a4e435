// The declared topology of a row or search-space item (04 §4): `tp` is the GPU width of one worker
// stage, so a worker holds tp·pp·pcp GPUs; EP and DCP add none.

export type Role = 'single' | 'prefill' | 'decode';

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

export type Topology = { kind: 'single'; stages: [Stage] } | { kind: 'disagg' | 'agg'; stages: Stage[] };

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
  const p = x.prefill,
    d = x.decode;
  if (isObj(p) && isObj(d)) {
    const prefill = stage('prefill', p, 1);
    const decode = stage('decode', d, 1);
    // [S] aggregated multi-node: decode has 0 workers and the prefill block is the aggregate worker.
    return decode.numWorker === 0
      ? { kind: 'agg', stages: [prefill] }
      : { kind: 'disagg', stages: [prefill, decode] };
  }
  if (typeof x.tp === 'number') return { kind: 'single', stages: [stage('single', x, 1)] };
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

/** `CONFIG_FILE=recipes/a.yaml:override_x` → `{path: 'recipes/a.yaml', variant: 'override_x'}`. */
export function recipeRef(t: Topology): { path: string; variant?: string } | undefined {
  const v = setting(t, 'CONFIG_FILE');
  if (!v) return undefined;
  const i = v.indexOf('.yaml:');
  return i < 0 ? { path: v } : { path: v.slice(0, i + 5), variant: v.slice(i + 6) };
}

/** `disagg-llm-d.yaml:override_2p1d` — the file's base name and the variant, as people name a recipe. */
export const recipeName = (ref: { path: string; variant?: string }): string =>
  `${ref.path.split('/').at(-1)!}${ref.variant ? `:${ref.variant}` : ''}`;

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
