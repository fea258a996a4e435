// What a topology finding advises. Results record a worker as tp·pp·pcp GPUs (EP and DCP add none), so a
// role is recorded as num-worker × tp·pp·pcp GPUs; a fix is the change to the declaration that makes that
// equal the GPUs the job really has: the recipe's, else the nodes an aggregated item reserves. It never
// shrinks what the job runs on: the allocation is the truth, the declaration follows it. Pure.
import type { Recipe } from './recipe.js';
import { gpusPerWorker, type Stage, type Topology } from './shape.js';

/** The GPUs a role really has, and what says so. */
export interface RealGpus {
  total: number;
  /** The recipe's workers and GPUs per worker, when a recipe says. */
  workers?: number;
  perWorker?: number;
  /** What the count comes from, for the fix's words: "that num-nodes 4 reserves (4 GPUs per node)". */
  source: string;
}

/** A worker declaration: the three fields a fix may change. */
export interface Shape {
  workers: number;
  tp: number;
  ep: number;
}

/** An aggregated item's workers on an even part of its one node (a TP2 pool on a 4-GPU tray). */
export function partOfOneNode(s: Stage, nodes: number, gpn: number): boolean {
  const g = s.numWorker * gpusPerWorker(s);
  return nodes === 1 && g < gpn && gpn % g === 0;
}

/** The GPUs the role of `s` really has: the recipe's role, else the nodes an aggregated item reserves. */
export function realGpus(t: Topology, s: Stage, gpn: number, recipe?: Recipe): RealGpus | undefined {
  const role = t.kind === 'agg' ? 'agg' : s.role;
  const r = recipe?.stages.find((x) => x.role === role);
  if (r?.gpus !== undefined) {
    const name = `${recipe!.file}${recipe!.variant ? `:${recipe!.variant}` : ''}`;
    return {
      total: r.workers * r.gpus,
      workers: r.workers,
      perWorker: r.gpus,
      source: `that recipe ${name} runs`,
    };
  }
  if (t.kind === 'agg' && t.nodes !== undefined && !partOfOneNode(s, t.nodes, gpn))
    return { total: t.nodes * gpn, source: `that num-nodes ${t.nodes} reserves (${gpn} GPUs per node)` };
  return undefined;
}

const fits = (ep: number, g: number): boolean => ep >= 1 && ep <= g && g % ep === 0;

/** EP that fits `g` GPUs: DEP keeps ep = its GPUs; otherwise the largest divisor of `g` up to ep. */
function epFor(s: Stage, g: number): number {
  if (s.dpAttn && s.ep > 1) return g;
  let ep = Math.min(s.ep, g);
  while (g % ep !== 0) ep--;
  return Math.max(ep, 1);
}

/**
 * The declaration that gives `s` the `real` GPUs, with ep within one worker and workers that pack the
 * nodes of `gpn` GPUs (whole nodes, or an even part of one); `undefined` when no whole tp does. In
 * order: the recipe's workers and width; else the same workers wider or narrower; one worker of all
 * the GPUs (an EP group spanning the workers is one engine); the same width, more or fewer workers.
 */
export function reshape(s: Stage, real: RealGpus, gpn?: number): Shape | undefined {
  const per = s.pp * s.pcp;
  const options: [number, number][] =
    real.workers !== undefined && real.perWorker !== undefined
      ? [[real.workers, real.perWorker / per]]
      : [
          [s.numWorker, real.total / (s.numWorker * per)],
          [1, real.total / per],
          [real.total / (s.tp * per), s.tp],
        ];
  const whole = options.filter(([w, tp]) => Number.isInteger(w) && w >= 1 && Number.isInteger(tp) && tp >= 1);
  const dep = (tp: number) => !s.dpAttn || s.ep <= 1 || s.ep === tp * per;
  const packs = (tp: number) =>
    gpn === undefined || (tp * per > gpn ? (tp * per) % gpn === 0 : gpn % (tp * per) === 0);
  const best =
    whole.find(([, tp]) => fits(s.ep, tp * per) && dep(tp) && packs(tp)) ??
    whole.find(([, tp]) => fits(s.ep, tp * per) && packs(tp)) ??
    whole.find(([, tp]) => packs(tp)) ??
    whole[0];
  if (!best) return undefined;
  const [workers, tp] = best;
  return { workers, tp, ep: fits(s.ep, tp * per) ? s.ep : epFor(s, tp * per) };
}

/** The fields a shape changes, as the user writes them: `num-worker: 1, tp: 32`. */
export function changes(s: Stage, to: Shape): string {
  const parts: string[] = [];
  if (to.workers !== s.numWorker) parts.push(`num-worker: ${to.workers}`);
  if (to.tp !== s.tp) parts.push(`tp: ${to.tp}`);
  if (to.ep !== s.ep) parts.push(`ep: ${to.ep}`);
  return parts.join(', ');
}

/** "set tp: 16, so 1 worker × 16 GPUs is the 16 GPUs that num-nodes 4 reserves (4 GPUs per node)". */
export function reshapeFix(s: Stage, real: RealGpus, gpn?: number): string | undefined {
  const to = reshape(s, real, gpn);
  const what = to && changes(s, to);
  if (!to || !what) return undefined;
  const g = to.tp * s.pp * s.pcp;
  return `set ${what}, so ${to.workers} worker(s) × ${g} GPUs is the ${real.total} GPUs ${real.source}`;
}
