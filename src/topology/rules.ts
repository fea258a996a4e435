// Topology rules R1–R8 on one declared topology, optionally against its recipe. Pure: the
// caller attaches positions (a finding names the stage and field it is about).
import { partOfOneNode, realGpus, reshapeFix, type RealGpus } from './fix.js';
import { recipeNodes, type Recipe, type RecipeStage } from './recipe.js';
import { declaredGpus, gpusPerWorker, setting, type Role, type Stage, type Topology } from './shape.js';

export interface TopologyFinding {
  rule: 'R1' | 'R2' | 'R3' | 'R4' | 'R5' | 'R6' | 'R7' | 'R8';
  severity: 'error' | 'warning';
  message: string;
  role?: Role;
  field?: string;
  fix?: string;
  /** Where in the recipe, when the finding is about it. */
  recipeAt?: { file: string; line: number; col: number };
}

export type Engine = 'vllm' | 'sglang' | 'trtllm' | 'atom';

/** Engine of a framework name when no lanes vocabulary says otherwise. */
export function engineOf(framework: string): Engine | undefined {
  if (framework.includes('vllm')) return 'vllm';
  if (framework.includes('sglang')) return 'sglang';
  if (framework.includes('trt')) return 'trtllm';
  if (framework.includes('atom')) return 'atom';
  return undefined;
}

const shapeName = (s: Stage): string =>
  `tp: ${s.tp}, ep: ${s.ep}, dp-attn: ${s.dpAttn}${s.pp > 1 ? `, pp: ${s.pp}` : ''}${s.pcp > 1 ? `, pcp-size: ${s.pcp}` : ''}`;
const stageName = (s: Stage): string =>
  s.role === 'single' ? 'search-space item' : s.role === 'worker' ? 'aggregated worker' : `${s.role} worker`;

/**
 * R1, R2, R8 on each stage; R5 node packing. `recipe`, when the item names one that is checked in, says
 * what the job really runs, so the fixes name the declaration that records it.
 */
export function checkDeclared(t: Topology, gpn: number, recipe?: Recipe): TopologyFinding[] {
  const out: TopologyFinding[] = [];
  if (t.kind === 'agg' && t.nodes !== undefined) out.push(...aggregateNodes(t.stages[0]!, t.nodes, gpn));
  for (const s of t.stages) {
    if (s.numWorker === 0) continue;
    const g = gpusPerWorker(s);
    const r1 = s.ep < 1 || s.ep > g || g % s.ep !== 0;
    if (r1) out.push(epBeyondWorker(s, g, gpn, realGpus(t, s, gpn, recipe)));
    if (s.pp < 1 || s.pcp < 1 || s.dcp < 1)
      out.push({
        rule: 'R2',
        severity: 'error',
        role: s.role,
        field: s.pp < 1 ? 'pp' : s.pcp < 1 ? 'pcp-size' : 'dcp-size',
        message: `pp, pcp-size and dcp-size must be ≥ 1 (pp ${s.pp}, pcp-size ${s.pcp}, dcp-size ${s.dcp})`,
      });
    else if (s.tp % s.dcp !== 0)
      out.push({
        rule: 'R2',
        severity: 'error',
        role: s.role,
        field: 'dcp-size',
        message: `dcp-size ${s.dcp} does not divide tp ${s.tp}`,
        fix: `use a dcp-size that divides ${s.tp}`,
      });
    if (!r1 && s.ep > 1 && s.dpAttn && s.ep !== g)
      out.push({
        rule: 'R8',
        severity: 'warning',
        role: s.role,
        field: 'ep',
        message: `dp-attn with ep ${s.ep} ≠ ${g} GPUs: DEP-N means tp: N, ep: N, dp-attn: true`,
        fix: `for DEP${g} write ep: ${g}; the worker is recorded as its ${g} GPUs either way`,
      });
    else if (!r1 && s.ep > s.tp)
      out.push({
        rule: 'R8',
        severity: 'warning',
        role: s.role,
        field: 'ep',
        message: `ep ${s.ep} > tp ${s.tp} is suspicious: tp is the worker's GPU width`,
        fix: `check that the engine runs tp ${s.tp}${s.pp > 1 ? ` × pp ${s.pp}` : ''}${s.pcp > 1 ? ` × pcp ${s.pcp}` : ''}: the worker is recorded as those ${g} GPUs`,
      });
    if (t.kind === 'single') {
      if (g > gpn)
        out.push({
          rule: 'R5',
          severity: 'error',
          role: s.role,
          field: 'tp',
          message: `a single-node item needs ${g} GPUs but a node has ${gpn}`,
          fix: `a single-node item runs on one node: make tp·pp·pcp at most ${gpn}, or declare the entry multinode`,
        });
    } else if (g > gpn ? g % gpn !== 0 : gpn % g !== 0) {
      // The worker's real width packs whole nodes or an even part of one: the nearest such width above.
      let w = g + 1;
      while (w > gpn ? w % gpn !== 0 : gpn % w !== 0) w++;
      const per = s.pp * s.pcp;
      out.push({
        rule: 'R5',
        severity: 'error',
        role: s.role,
        field: 'tp',
        message: `${stageName(s)} of ${g} GPUs ${g > gpn ? 'spans nodes but is not a multiple of' : 'does not divide'} gpus-per-node ${gpn}`,
        fix: `declare the worker's real GPU width, which packs whole nodes or an even part of one${w % per === 0 ? ` (e.g. tp: ${w / per})` : ''}`,
      });
    }
  }
  return out;
}

/**
 * R1: ep beyond (or not dividing) the worker's GPUs. The fix names the declaration that records the GPUs
 * the job really has when something says how many; else the DEP-N (or TEP-N) reading of the shape.
 */
function epBeyondWorker(s: Stage, g: number, gpn: number, real: RealGpus | undefined): TopologyFinding {
  const spans = s.numWorker > 1 && s.ep === s.numWorker * g;
  const counted = spans
    ? `each of the ${s.numWorker} workers is counted as ${g} GPUs (${s.numWorker * g} in all), with ep ${s.ep} beyond its own`
    : s.ep > g
      ? `this worker is counted as ${g} GPU${g === 1 ? '' : 's'}, not ${s.ep}`
      : `ep must divide ${g}`;
  const reading =
    s.ep > g && s.dpAttn
      ? `for DEP${s.ep} write tp: ${s.ep}, ep: ${s.ep}, dp-attn: true (tp is the worker's GPU width)`
      : s.ep > g
        ? `for TEP${s.ep} write tp: ${s.ep}, ep: ${s.ep} (tp is the worker's GPU width)`
        : `make ep a divisor of ${g}; the worker is recorded as its ${g} GPUs either way`;
  return {
    rule: 'R1',
    severity: 'error',
    role: s.role,
    field: 'ep',
    message: `${stageName(s)} declares ep ${s.ep} on tp·pp·pcp = ${g} GPUs (${shapeName(s)}); EP adds no GPUs, so ${counted}`,
    fix: (s.ep > g && real && reshapeFix(s, real, gpn)) || reading,
  };
}

/**
 * R5 on an aggregated item: its workers fill exactly the `num-nodes` nodes it reserves — or, on one
 * node, an even part of it (a partial node: a TP2 pool on a 4-GPU tray, as the reference runs them).
 * The nodes are what the job runs on: the fix changes the workers, never num-nodes.
 */
function aggregateNodes(s: Stage, nodes: number, gpn: number): TopologyFinding[] {
  const gpus = s.numWorker * gpusPerWorker(s);
  if (gpus === nodes * gpn || partOfOneNode(s, nodes, gpn)) return [];
  const total = nodes * gpn;
  const fill = reshapeFix(
    s,
    { total, source: `that num-nodes ${nodes} reserves (${gpn} GPUs per node)` },
    gpn,
  );
  return [
    {
      rule: 'R5',
      severity: 'error',
      role: s.role,
      field: 'num-worker',
      message: `${s.numWorker} worker(s) × tp·pp·pcp ${gpusPerWorker(s)} = ${gpus} GPUs, but num-nodes ${nodes} × ${gpn} GPUs per node = ${total}`,
      fix:
        nodes === 1 && gpus < gpn
          ? `make num-worker × tp·pp·pcp a divisor of ${gpn} (an even part of the node)${fill ? `, or ${fill}` : ''}`
          : (fill ?? `make num-worker × tp·pp·pcp the ${total} GPUs that num-nodes ${nodes} reserves`),
    },
  ];
}

const roleFor = (t: Topology, s: Stage): RecipeStage['role'] =>
  t.kind === 'agg' ? 'agg' : (s.role as 'prefill' | 'decode');

/** R3 (workers and GPUs per role), R4 (engine arguments) and R5 (nodes) against the resolved recipe. */
export function checkAgainstRecipe(
  t: Topology,
  recipe: Recipe,
  gpn: number,
  engine: Engine | undefined,
): TopologyFinding[] {
  if (t.kind === 'single') return [];
  const out: TopologyFinding[] = [];
  const name = `${recipe.file}${recipe.variant ? `:${recipe.variant}` : ''}`;
  const byRole = new Map(recipe.stages.map((s) => [s.role, s]));
  const where = (r: RecipeStage | undefined) =>
    r ? { recipeAt: { file: recipe.file, line: r.at.line, col: r.at.col } } : {};
  const recGpus = recipe.stages.reduce((a, s) => a + s.workers * (s.gpus ?? 0), 0);
  const needed = t.kind === 'agg' ? ['agg'] : ['prefill', 'decode'];
  for (const role of needed) {
    if (!byRole.has(role as RecipeStage['role'])) {
      out.push({
        rule: 'R3',
        severity: 'error',
        message: `${t.kind === 'agg' ? 'an aggregated row needs roles.agg' : 'a disaggregated row needs recipe roles prefill and decode'}; ${name} has ${[...byRole.keys()].join(', ') || 'no roles'}`,
      });
    }
  }
  for (const s of t.stages) {
    const r = byRole.get(roleFor(t, s));
    if (!r) continue;
    const g = gpusPerWorker(s);
    if (s.numWorker !== r.workers || (r.gpus !== undefined && g !== r.gpus)) {
      const total = `declared ${declaredGpus(t)} GPUs in total, recipe ${recGpus}`;
      out.push({
        rule: 'R3',
        severity: 'error',
        role: s.role,
        field: s.numWorker !== r.workers ? 'num-worker' : 'tp',
        message: `${stageName(s)} declares ${s.numWorker} worker(s) × ${g} GPUs, recipe ${name} runs ${r.workers} worker(s) × ${r.gpus ?? '?'} GPUs (${total})`,
        fix:
          (r.gpus !== undefined &&
            reshapeFix(s, {
              total: r.workers * r.gpus,
              workers: r.workers,
              perWorker: r.gpus,
              source: `that recipe ${name} runs`,
            })) ||
          `set ${s.role} num-worker to ${r.workers}`,
        ...where(r),
      });
    }
    if (r.gpus !== undefined)
      out.push(...engineArgs(engine, r, name).map((f) => ({ ...f, role: s.role, ...where(r) })));
  }
  const recNodes = recipeNodes(recipe);
  const packed = t.stages.reduce((a, s) => a + Math.ceil((s.numWorker * gpusPerWorker(s)) / gpn), 0);
  if (recNodes !== undefined && packed > recNodes) {
    const runs = recipe.stages.map((r) => `${r.role} ${r.workers} × ${r.gpus ?? '?'} GPUs`).join(', ');
    out.push({
      rule: 'R5',
      severity: 'error',
      message: `the declared workers need ${packed} nodes of ${gpn} GPUs but recipe ${name} allocates ${recNodes}`,
      fix: `declare the workers as the recipe runs them (${runs}) on its ${recNodes} node(s)`,
    });
  }
  return out;
}

function engineArgs(engine: Engine | undefined, r: RecipeStage, name: string): TopologyFinding[] {
  const a = r.args;
  const n = (...keys: string[]): number | undefined => {
    for (const k of keys)
      for (const v of [a[k], a[k.replace(/-/g, '_')]]) if (typeof v === 'number') return v;
    return undefined;
  };
  const g = r.gpus!;
  let product: number | undefined;
  let formula = '';
  if (engine === 'vllm') {
    const dp = n('data-parallel-size'),
      tp = n('tensor-parallel-size'),
      pp = n('pipeline-parallel-size'),
      pcp = n('prefill-context-parallel-size');
    if (dp === undefined && tp === undefined && pp === undefined) return [];
    product = (dp ?? 1) * (tp ?? 1) * (pp ?? 1) * (pcp ?? 1);
    formula = `data-parallel-size ${dp ?? 1} × tensor-parallel-size ${tp ?? 1} × pipeline-parallel-size ${pp ?? 1}${pcp ? ` × pcp ${pcp}` : ''}`;
  } else if (engine === 'sglang') {
    const tp = n('tp-size', 'tensor-parallel-size'),
      pp = n('pp-size', 'pipeline-parallel-size');
    if (tp === undefined) return [];
    product = tp * (pp ?? 1);
    formula = `tp-size ${tp} × pp ${pp ?? 1}`;
  } else if (engine === 'trtllm') {
    const tp = n('tensor_parallel_size'),
      pp = n('pipeline_parallel_size'),
      ep = n('moe_expert_parallel_size');
    if (tp === undefined) return [];
    product = tp * (pp ?? 1);
    formula = `tensor_parallel_size ${tp} × pipeline_parallel_size ${pp ?? 1}`;
    if (ep !== undefined && ep > product)
      return [
        {
          rule: 'R4',
          severity: 'error',
          message: `recipe ${name} role ${r.role}: moe_expert_parallel_size ${ep} exceeds ${formula} = ${product}`,
        },
      ];
  }
  if (product === undefined || product === g) return [];
  return [
    {
      rule: 'R4',
      severity: 'error',
      message: `recipe ${name} role ${r.role}: ${formula} = ${product}, but the role has ${g} GPUs per worker`,
      fix: 'make the engine parallelism multiply to the GPUs per worker',
    },
  ];
}

/**
 * R6: the nodes a multi-node job reserves (`node-count`, label `nodes:N`, packed from the declared workers
 * unless PREFILL_NODES=/DECODE_NODES= say otherwise) equal what srt-slurm allocates for the recipe. Fewer
 * reserved than allocated lets the scheduler start the job on slots another job holds.
 */
export function checkNodeCount(
  t: Topology,
  gpn: number,
  recipe: Recipe,
  reserved = nodeCount(t, gpn),
): TopologyFinding[] {
  const allocated = recipeNodes(recipe);
  if (t.kind === 'single' || allocated === undefined || allocated === reserved) return [];
  const nodesOf = (role: RecipeStage['role']) => recipe.stages.find((s) => s.role === role)?.nodes ?? 0;
  const parts = [
    ...recipe.stages.map((s) => `${s.role} ${s.nodes}`),
    ...(recipe.extraNodes ? [`${recipe.extraNodes} frontend/benchmark`] : []),
  ];
  const prefill = (t.kind === 'agg' ? nodesOf('agg') : nodesOf('prefill')) + recipe.extraNodes;
  const override =
    t.kind === 'agg'
      ? `PREFILL_NODES=${prefill}`
      : `PREFILL_NODES=${prefill} and DECODE_NODES=${nodesOf('decode')}`;
  return [
    {
      rule: 'R6',
      severity: 'error',
      message: `node-count ${reserved}: the job reserves nodes:${reserved}, but recipe ${recipe.file}${recipe.variant ? `:${recipe.variant}` : ''} allocates ${allocated} node(s) (${parts.join(' + ')})`,
      // The recipe's allocation is what runs: the reservation follows it, never the other way round.
      fix:
        t.kind === 'agg' && t.nodes !== undefined
          ? `set num-nodes to ${allocated}, the nodes the recipe allocates`
          : `make the declared workers match the recipe, or add ${override} to additional-settings`,
    },
  ];
}

// R7 name tokens: DEP-N = tp·pp·pcp N, ep N, dp-attn; TEP-N the same without dp-attn; TP-N = ep 1.
const SHAPES: Record<string, (s: Stage, n: number) => boolean> = {
  dep: (s, n) => gpusPerWorker(s) === n && s.ep === n && s.dpAttn,
  tep: (s, n) => gpusPerWorker(s) === n && s.ep === n && !s.dpAttn,
  tp: (s, n) => gpusPerWorker(s) === n && s.ep === 1,
};

/** A shape token of a name, and the worker it describes (GPU width, ep, dp-attn). */
type ShapeToken = { token: string; gpus: number; ep: number; dpAttn: boolean; fits: (s: Stage) => boolean };

/**
 * The shape tokens of a name, in order. `dep16`, `tep8`, `tp8` stand alone; SGLang recipes spell a
 * shape as `tp<N>-ep<M>[-dp<K>]` (`p-tp4-ep4-dp4-d-tp16-ep16-dp16`): tensor-parallel size N (the
 * worker's GPUs), expert parallel M, and data-parallel attention when K > 1 — one shape, not `tp<N>`.
 */
function shapeTokens(tokens: readonly string[]): ShapeToken[] {
  const out: ShapeToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = /^(dep|tep|tp)(\d+)$/.exec(tokens[i]!);
    if (!m) continue;
    const ep = m[1] === 'tp' ? /^ep(\d+)$/.exec(tokens[i + 1] ?? '') : null;
    if (!ep) {
      const n = Number(m[2]);
      out.push({
        token: tokens[i]!,
        gpus: n,
        ep: m[1] === 'tp' ? 1 : n,
        dpAttn: m[1] === 'dep',
        fits: (s) => SHAPES[m[1]!]!(s, n),
      });
      continue;
    }
    const dp = /^dp(\d+)$/.exec(tokens[i + 2] ?? '');
    const [n, e, dpAttn] = [Number(m[2]), Number(ep[1]), dp ? Number(dp[1]) > 1 : false];
    out.push({
      token: tokens.slice(i, dp ? i + 3 : i + 2).join('-'),
      gpus: n,
      ep: e,
      dpAttn,
      fits: (s) => gpusPerWorker(s) === n && s.ep === e && s.dpAttn === dpAttn,
    });
    i += dp ? 2 : 1;
  }
  return out;
}

/**
 * R7: shape tokens in a recipe's file or variant name (`4p1d-dep4-dep16.yaml`, `:override_2p1d`) agree
 * with the declared workers. Two shape tokens are prefill then decode; a lone one must fit some worker.
 * `<P>p<D>d` counts workers in some recipe families and nodes in others (`2p4d-dep8-dep16` on 4-GPU
 * trays is 1 + 1 workers on 2 + 4 nodes), so either reading agrees.
 */
export function checkNameTokens(t: Topology, name: string, gpn: number): TopologyFinding[] {
  if (t.kind === 'single') return [];
  const tokens = name.split(/[-_.:/]/);
  const out: TopologyFinding[] = [];
  const counts = tokens.map((x) => /^(\d+)p(\d+)d$/.exec(x)).find((m) => m);
  if (counts && t.kind === 'disagg') {
    t.stages.forEach((s, i) => {
      const want = Number(counts[i + 1]);
      const nodes = Math.ceil((s.numWorker * gpusPerWorker(s)) / gpn);
      if (s.numWorker !== want && nodes !== want)
        out.push({
          rule: 'R7',
          severity: 'warning',
          role: s.role,
          field: 'num-worker',
          message: `'${counts[0]}' in ${name} says ${want} ${s.role} worker(s) or node(s), the item declares ${s.numWorker} worker(s) on ${nodes} node(s)`,
          fix: `set ${s.role} num-worker to ${want}, or rename the recipe variant`,
        });
    });
  }
  const shapes = shapeTokens(tokens);
  const misfit = (x: ShapeToken, s: Stage): TopologyFinding => {
    const per = s.pp * s.pcp;
    const shape =
      x.gpus % per === 0
        ? `tp: ${x.gpus / per}, ep: ${x.ep}, dp-attn: ${x.dpAttn}`
        : `a ${x.gpus}-GPU worker`;
    return {
      rule: 'R7',
      severity: 'warning',
      role: s.role,
      field: 'tp',
      message: `'${x.token}' in ${name} does not describe the ${stageName(s)} (${shapeName(s)})`,
      fix: `if the recipe runs ${x.token}, write the ${stageName(s)} as ${shape} (tp is the worker's GPU width); else rename the variant`,
    };
  };
  if (shapes.length === 2 && t.kind === 'disagg')
    shapes.forEach((x, i) => {
      const s = t.stages[i]!;
      if (!x.fits(s)) out.push(misfit(x, s));
    });
  else if (shapes.length === 1 && !t.stages.some((s) => s.numWorker > 0 && shapes[0]!.fits(s)))
    out.push(misfit(shapes[0]!, t.stages.at(-1)!));
  return out;
}

/** Nodes the job reserves (label `nodes:N`): the recipe's, else packed from the declared topology. */
export function nodeCount(t: Topology, gpn: number, recipe?: Recipe): number {
  if (t.kind === 'single') return 1;
  const fromRecipe = recipe ? recipeNodes(recipe) : undefined;
  if (fromRecipe !== undefined) return fromRecipe;
  if (t.nodes !== undefined) return t.nodes;
  const pn = Number(setting(t, 'PREFILL_NODES')),
    dn = Number(setting(t, 'DECODE_NODES'));
  return t.stages.reduce((a, s) => {
    const override = s.role === 'prefill' || s.role === 'worker' ? pn : s.role === 'decode' ? dn : NaN;
    return (
      a +
      (Number.isFinite(override) && override > 0
        ? override
        : Math.ceil((s.numWorker * gpusPerWorker(s)) / gpn))
    );
  }, 0);
}

/** GPUs the job really uses: the recipe's when known, else declared. */
export function gpuCount(t: Topology, recipe?: Recipe): { declared: number; recipe?: number } {
  const declared = declaredGpus(t);
  if (!recipe || recipe.stages.some((s) => s.gpus === undefined)) return { declared };
  return { declared, recipe: recipe.stages.reduce((a, s) => a + s.workers * s.gpus!, 0) };
}
