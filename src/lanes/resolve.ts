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
import { recipeName, recipeRef, topologyOf, type Topology } from '../topology/shape.js';
import { clustersOf, gpusPerNodeOf } from '../topology/hardware.js';
import { admit, decide, laneFor, type Admission, type Decisions } from './decide.js';
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

export interface LaneResolution {
  cluster: string;
  /** Missing when the cluster has no lane for the route (a plan-time error, not a launch failure). */
  lane?: string;
  path?: string;
  admission?: Admission;
  decisions?: Decisions;
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

export function requestOf(row: Row): Request {
  return {
    model: String(row['model-prefix'] ?? ''),
    precision: String(row.precision ?? ''),
    framework: String(row.framework ?? ''),
    spec: String(row['spec-decoding'] ?? 'none'),
    scenario: row['scenario-type'] === 'agentic-coding' ? 'agentic' : 'fixed-seq-len',
    multinode: typeof row.prefill === 'object' && row.prefill !== null,
  };
}

const nodeCountOf = (row: Row): number | undefined =>
  typeof row['node-count'] === 'number' ? row['node-count'] : undefined;

export function engineFor(framework: string, lanes?: LanesFile): Engine | undefined {
  return lanes?.vocab.frameworks[framework]?.engine ?? engineOf(framework);
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
  const request = requestOf(row);
  const runner = String(row.runner ?? '');
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const topology = topologyOf(row);
  const gpn = gpusPerNodeOf(runner, ctx.runners, facts);
  const { findings, recipe } =
    topology && gpn
      ? checkTopology(topology, gpn, request.framework, ctx, nodeCountOf(row))
      : { findings: [], recipe: undefined };
  const gpus = topology ? gpuCount(topology, recipe?.parsed) : { declared: 0 };
  const nodes = topology && gpn ? nodeCount(topology, gpn, recipe?.parsed) : 1;
  const lanes: LaneResolution[] = [];
  if (ctx.lanes) {
    for (const cluster of clustersOf(runner, ctx.runners, facts)) {
      const c = ctx.lanes.clusters[cluster];
      if (!c) continue;
      const { key, lane, path } = laneFor(ctx.lanes, cluster, request);
      if (!lane) {
        lanes.push({ cluster, path });
        continue;
      }
      const admission = admit(lane, request);
      lanes.push({
        cluster,
        lane: key,
        path,
        admission,
        ...(admission.admitted ? { decisions: decide(lane, c, request, row['eval-only'] === true) } : {}),
      });
    }
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
