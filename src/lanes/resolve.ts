// Resolving a planned row (pure): its cluster(s), lane, admission, every decision with the rule behind
// it, declared and recipe GPUs, nodes, topology findings and the runner labels it will request.
import type { RunnersConfig } from '../config/types.js';
import { parseRecipe, type Recipe } from '../topology/recipe.js';
import {
  checkAgainstRecipe,
  checkDeclared,
  checkNameTokens,
  checkNodeCount,
  engineOf,
  gpuCount,
  nodeCount,
  type Engine,
  type TopologyFinding,
} from '../topology/rules.js';
import { recipeName, recipeRef, setting, topologyOf, type Topology } from '../topology/shape.js';
import { gpusPerNodeOf } from '../topology/hardware.js';
import { laneClusters } from './clusters.js';
import {
  admit,
  decide,
  decideTime,
  type Admission,
  type Decided,
  type Decisions,
  type RowFacts,
} from './decide.js';
import { laneKey, noLaneMessage, routeOf, type Route } from './route.js';
import { runnerLabels, type SchedulerOptions } from './labels.js';
import type { Request } from './match.js';
import type { LanesFile } from './schema.js';

import type { Row } from '../plan/row.js';
export type { Row };

export interface ResolveContext {
  runners: RunnersConfig;
  lanes?: LanesFile;
  /** Text of a repository file (recipes), or undefined when it is not checked in. */
  readFile?: (path: string) => string | undefined;
  scheduler?: SchedulerOptions;
  /** Memo of parsed recipes, shared across rows. */
  recipeCache?: Map<string, ReturnType<typeof parseRecipe> | undefined>;
}

/** Why the launcher would refuse a row, in its own words. */
export interface Refusal {
  /** `route`: the routing refuses it; `no-lane`: its path has no lane; `framework`/`reject`: admission. */
  kind: 'route' | 'no-lane' | 'framework' | 'reject';
  message: string;
}

/** A row on one of its clusters: the launch path, the lane, and what the lane decides or refuses. */
export interface LaneResolution {
  cluster: string;
  /** How the launch path was chosen (the path, or the routing's refusal). */
  route: Route;
  /** The launch path; absent when the routing refuses the row. */
  path?: string;
  /** The lane `<cluster>/<path>` when the row runs on a lane of the file. */
  lane?: string;
  /** The path launches without a lane of the file (`routing.noLane`). */
  laneless?: boolean;
  refusal?: Refusal;
  admission?: Admission;
  /** Every decision of an admitted row. */
  decisions?: Decisions;
  /** A row on a path without a lane: the time it is allocated. */
  time?: Decided<string>;
}

export interface Resolution {
  request: Request;
  topology?: Topology;
  gpusPerNode?: number;
  recipe?: { path: string; variant?: string; found: boolean; parsed?: Recipe };
  gpus: { declared: number; recipe?: number };
  nodes: number;
  labels: string[];
  lanes: LaneResolution[];
  findings: TopologyFinding[];
}

export function requestOf(row: Row, t: Topology | undefined = topologyOf(row)): Request {
  return {
    model: String(row['model-prefix'] ?? ''),
    precision: String(row.precision ?? ''),
    framework: String(row.framework ?? ''),
    spec: String(row['spec-decoding'] ?? 'none'),
    scenario: row['scenario-type'] === 'agentic-coding' ? 'agentic' : 'fixed-seq-len',
    multinode: typeof row.prefill === 'object' && row.prefill !== null,
    ...(t && setting(t, 'BENCH_SCRIPT_OVERRIDE') ? { scriptOverride: true } : {}),
  };
}

/** What decisions read from a row beyond its request. */
export function rowFactsOf(row: Row, t: Topology | undefined = topologyOf(row)): RowFacts {
  const conc = Array.isArray(row.conc)
    ? Math.max(...row.conc.filter((c): c is number => typeof c === 'number'))
    : typeof row.conc === 'number'
      ? row.conc
      : undefined;
  const salloc = t ? Number(setting(t, 'SALLOC_TIME_LIMIT')) : NaN;
  return {
    evalOnly: row['eval-only'] === true,
    ...(conc !== undefined && Number.isFinite(conc) ? { conc } : {}),
    ...(Number.isInteger(salloc) && salloc > 0 ? { sallocMinutes: salloc } : {}),
  };
}

/** One row on one cluster: its path, then its lane's admission and decisions, or the refusal. */
export function resolveOnCluster(
  lanes: LanesFile,
  cluster: string,
  request: Request,
  facts: RowFacts,
): LaneResolution {
  const route = routeOf(lanes, cluster, request);
  if (route.path === undefined) return { cluster, route, refusal: { kind: 'route', message: route.refuse! } };
  const path = route.path;
  const key = laneKey(cluster, path);
  const lane = lanes.lanes[key];
  if (!lane) {
    if (lanes.routing.noLane.includes(path))
      return { cluster, route, path, laneless: true, time: decideTime(lanes, cluster, request, facts) };
    return { cluster, route, path, refusal: { kind: 'no-lane', message: noLaneMessage(cluster, path) } };
  }
  const admission = admit(lane, request);
  if (!admission.admitted)
    return {
      cluster,
      route,
      path,
      lane: key,
      admission,
      refusal: { kind: admission.kind, message: admission.message },
    };
  return {
    cluster,
    route,
    path,
    lane: key,
    admission,
    decisions: decide(lanes, cluster, lane, request, facts),
  };
}

const nodeCountOf = (row: Row): number | undefined =>
  typeof row['node-count'] === 'number' ? row['node-count'] : undefined;

const ENGINES: readonly string[] = ['vllm', 'sglang', 'trtllm', 'atom'] satisfies Engine[];

/** The engine the topology rules know for a framework: the vocabulary's, else one read from its name. */
export function engineFor(framework: string, lanes?: LanesFile): Engine | undefined {
  const e = lanes?.vocab.frameworks[framework]?.engine;
  if (e === undefined) return engineOf(framework);
  return ENGINES.includes(e) ? (e as Engine) : undefined;
}

export function loadRecipeFor(
  t: Topology,
  gpn: number,
  ctx: ResolveContext,
): (Resolution['recipe'] & { diagnostics?: ReturnType<typeof parseRecipe>['diagnostics'] }) | undefined {
  const ref = recipeRef(t);
  if (!ref) return undefined;
  const key = `${ref.path}|${ref.variant ?? ''}|${gpn}`;
  const cache = ctx.recipeCache ?? new Map();
  if (!cache.has(key)) {
    const text = ctx.readFile?.(ref.path);
    cache.set(key, text === undefined ? undefined : parseRecipe(text, ref.path, ref.variant, gpn));
  }
  const p = cache.get(key);
  return {
    ...ref,
    found: p !== undefined,
    ...(p?.recipe ? { parsed: p.recipe } : {}),
    ...(p ? { diagnostics: p.diagnostics } : {}),
  };
}

/**
 * The topology rules on a declared topology and, when its recipe is checked in, against the recipe
 * variant. `reserved` is the row's `node-count` when it has one (the nodes its job reserves); an item's is
 * packed from its workers.
 */
export function checkTopology(
  t: Topology,
  gpn: number,
  framework: string,
  ctx: ResolveContext,
  reserved?: number,
): { findings: TopologyFinding[]; recipe: ReturnType<typeof loadRecipeFor> } {
  const recipe = loadRecipeFor(t, gpn, ctx);
  const findings = checkDeclared(t, gpn, recipe?.parsed);
  if (recipe) findings.push(...checkNameTokens(t, recipeName(recipe), gpn));
  if (recipe?.parsed)
    findings.push(
      ...checkAgainstRecipe(t, recipe.parsed, gpn, engineFor(framework, ctx.lanes)),
      ...checkNodeCount(t, gpn, recipe.parsed, reserved),
    );
  return { findings, recipe };
}

export function resolveRow(row: Row, ctx: ResolveContext): Resolution {
  const topology = topologyOf(row);
  const request = requestOf(row, topology);
  const runner = String(row.runner ?? '');
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const gpn = gpusPerNodeOf(runner, ctx.runners, facts);
  const { findings, recipe } =
    topology && gpn
      ? checkTopology(topology, gpn, request.framework, ctx, nodeCountOf(row))
      : { findings: [], recipe: undefined };
  const gpus = topology ? gpuCount(topology, recipe?.parsed) : { declared: 0 };
  const nodes = topology && gpn ? nodeCount(topology, gpn, recipe?.parsed) : 1;
  const lanes: LaneResolution[] = [];
  if (ctx.lanes) {
    const rowFacts = rowFactsOf(row, topology);
    // A cluster the lanes file does not name is not checked (`unchecked` counts such rows).
    for (const cluster of laneClusters(runner, ctx.runners, ctx.lanes))
      if (ctx.lanes.clusters[cluster]) lanes.push(resolveOnCluster(ctx.lanes, cluster, request, rowFacts));
  }
  const { diagnostics: _d, ...recipeInfo } = recipe ?? {};
  return {
    request,
    ...(topology ? { topology } : {}),
    ...(gpn ? { gpusPerNode: gpn } : {}),
    ...(recipe ? { recipe: recipeInfo as Resolution['recipe'] } : {}),
    gpus,
    nodes,
    labels: runnerLabels(row, nodes, ctx.scheduler ?? { enabled: false }),
    lanes,
    findings,
  };
}
