// srt-slurm recipes: the allocation a multi-node job really gets. Two layouts are read:
//   roles:     {prefill|decode|agg: {nodes, workers, gpus?, args?}}               (newer)
//   resources: {prefill_nodes, prefill_workers, gpus_per_prefill, …}
//              + backend.<engine>_config.<role>                                   (older)
// A `file.yaml:override_<name>` selector deep-merges that variant over the base; null deletes a key.
import { diag, type Diagnostic, type Position } from '../diagnostics.js';
import { parseYaml, type YamlPath } from '../yaml/parse.js';

export type RecipeRole = 'prefill' | 'decode' | 'agg';

export interface RecipeStage {
  role: RecipeRole;
  nodes: number | undefined;
  workers: number;
  /** GPUs per worker: `gpus`, else nodes·gpn/workers. */
  gpus: number | undefined;
  /** Engine arguments of this role (`--tensor-parallel-size` → `tensor-parallel-size`). */
  args: Record<string, unknown>;
  at: Position;
}

export interface Recipe {
  file: string;
  variant?: string;
  stages: RecipeStage[];
  /** Nodes outside the roles: dedicated frontend / benchmark nodes. */
  extraNodes: number;
  /** Does the recipe run anything from the staged workspace on the nodes (it needs a shared run root)? */
  readsWorkspace: boolean;
}

export const WORKSPACE_MOUNT = '/infmax-workspace';

export function parseRecipe(
  text: string,
  file: string,
  variant: string | undefined,
  gpn: number,
): { recipe?: Recipe; diagnostics: Diagnostic[] } {
  const p = parseYaml(text, file);
  if (!isObj(p.value))
    return {
      diagnostics: p.diagnostics.length
        ? p.diagnostics
        : [diag('error', 'R3', 'recipe is not a mapping', { file, line: 1, col: 1 })],
    };
  const raw = p.value;
  let doc: Record<string, unknown> = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !/^(zip_)?override_/.test(k)),
  );
  if (variant) {
    const o = variantOf(raw, variant);
    if (!isObj(o)) {
      const known = Object.keys(raw).filter((k) => /^(zip_)?override_/.test(k));
      return {
        diagnostics: [
          diag('error', 'R3', `recipe has no variant '${variant}'`, {
            file,
            line: 1,
            col: 1,
            fix: known.length ? `use one of: ${known.join(', ')}` : 'drop the selector',
          }),
        ],
      };
    }
    doc = deepMerge(doc, o);
  }
  const at = (path: YamlPath): Position => {
    const inVariant = variant ? p.locate([variant, ...path]) : undefined;
    return inVariant && variant && hasPath(raw[variant], path) ? inVariant : p.locate(path);
  };
  const rgpn =
    isObj(doc.resources) && typeof doc.resources.gpus_per_node === 'number'
      ? doc.resources.gpus_per_node
      : gpn;
  const stages: RecipeStage[] = [];
  const mk = (
    role: RecipeRole,
    nodes: unknown,
    workers: unknown,
    gpus: unknown,
    args: unknown,
    path: YamlPath,
  ) => {
    const n = typeof nodes === 'number' ? nodes : undefined;
    const w = typeof workers === 'number' ? workers : 1;
    const g = typeof gpus === 'number' ? gpus : n !== undefined && w > 0 ? (n * rgpn) / w : undefined;
    stages.push({ role, nodes: n, workers: w, gpus: g, args: isObj(args) ? args : {}, at: at(path) });
  };
  if (isObj(doc.roles)) {
    for (const role of ['prefill', 'decode', 'agg'] as const) {
      const r = doc.roles[role];
      if (isObj(r)) mk(role, r.nodes, r.workers, r.gpus, r.args, ['roles', role]);
    }
  } else if (isObj(doc.resources)) {
    const res = doc.resources;
    const backend = isObj(doc.backend) ? doc.backend : {};
    const cfg = Object.entries(backend).find(([k, v]) => k.endsWith('_config') && isObj(v))?.[1] as
      Record<string, unknown> | undefined;
    for (const role of ['prefill', 'decode', 'agg'] as const) {
      const nodes = res[`${role}_nodes`];
      const workers = res[`${role}_workers`];
      if (nodes === undefined && workers === undefined) continue;
      const args = cfg?.[role === 'agg' ? 'aggregated' : role];
      mk(role, nodes, workers, res[`gpus_per_${role}`], args, ['resources', `${role}_nodes`]);
    }
  }
  const extra = (k: string) =>
    isObj(doc[k]) && typeof (doc[k] as Record<string, unknown>).nodes === 'number'
      ? ((doc[k] as Record<string, unknown>).nodes as number)
      : 0;
  return {
    recipe: {
      file,
      ...(variant ? { variant } : {}),
      stages,
      extraNodes: extra('frontend') + extra('benchmark'),
      readsWorkspace: JSON.stringify(doc).includes(WORKSPACE_MOUNT),
    },
    diagnostics: p.diagnostics,
  };
}

/** A variant's override: `override_<name>`, or entry `<i>` of a `zip_override_<name>` list. */
function variantOf(raw: Record<string, unknown>, variant: string): unknown {
  const zip = /^(zip_override_.+)\[(\d+)\]$/.exec(variant);
  if (!zip) return raw[variant];
  const list = raw[zip[1]!];
  return Array.isArray(list) ? list[Number(zip[2])] : undefined;
}

export const recipeNodes = (r: Recipe): number | undefined =>
  r.stages.some((s) => s.nodes === undefined)
    ? undefined
    : r.stages.reduce((a, s) => a + (s.nodes ?? 0), 0) + r.extraNodes;

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else out[k] = isObj(v) && isObj(out[k]) ? deepMerge(out[k] as Record<string, unknown>, v) : v;
  }
  return out;
}

function hasPath(v: unknown, path: YamlPath): boolean {
  let cur = v;
  for (const k of path) {
    if (!isObj(cur) || !(k in cur)) return false;
    cur = cur[k as string];
  }
  return true;
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
