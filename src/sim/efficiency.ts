// What a flaky node costs, measured on the simulator: the demo sweep (full-sweep-fail-fast, the full demo
// plan) under a seeded fault model — each job loses its runner with probability p, and one node loses it
// far more often — run three ways on the same plan and the same faults:
//   - the product: the watcher re-runs lost rows in retry runs of their own, fail-fast ignores them;
//   - retry run / re-run after the run: the product's two possible ways to re-run a lost row, compared
//     without a budget: as a retry run of its own at once, or by GitHub's re-run of the failed jobs once
//     the sweep run has ended;
//   - the reference's behaviour: GitHub's matrix fail-fast cancels a failed job's siblings whatever the
//     failure, nothing is re-run by itself, a maintainer re-runs the failed jobs when the run has ended.
// A maintainer comments `/sweep rerun-failed` after every run that left rows without a result, until every
// row has one. The two ways of re-running lost rows are compared without a budget (`retry-run`: the
// product's retry runs; `rerun-after-run`: GitHub's re-run of the failed jobs a minute after the run). Measured: the GPU-hours every benchmark job held (its GPUs × the time it ran) until every row
// has a result, divided by the GPU-hours of one successful run of every row; and when that was.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import { checkoutCostContext } from '../action/cost-context.js';
import { resolveRepoConfig } from '../repo-config/config.js';
import { rowEstimates } from '../report/progress.js';
import { runLifecycle, type LifecycleResult } from './lifecycle.js';
import { referenceShapeRoot } from './reference-shape.js';
import { findScenario, type Scenario } from './scenarios.js';
import type { RunnerLoss } from './schedule.js';

export interface FaultModel {
  seed: number;
  /** The chance that a job loses its runner. */
  p: number;
  /** The flaky node: a runner that loses its job with this chance. */
  flaky: { runner: string; p: number };
}

/** The flaky node of the measurement, and how often it loses a job. */
export const FLAKY_NODE = { runner: 'gb200-nv_1', p: 0.25 };
/** How long a lost runner stays away before it takes jobs again. */
const AWAY_MS = 20 * 60_000;

/** A uniform number in [0, 1) drawn from the seed and the parts (the same parts, the same number). */
function draw(seed: number, ...parts: (string | number)[]): number {
  const h = createHash('sha256')
    .update([seed, ...parts].join('\0'))
    .digest();
  return h.readUInt32BE(0) / 2 ** 32;
}

/**
 * The fault model: whether a job loses its runner depends on the row, how many times it ran before and the
 * runner it lands on (the flaky node), never on the run: two ways of running the sweep meet the same faults.
 */
export function faults(
  m: FaultModel,
): (row: Row | undefined, runner: string, tries: number) => RunnerLoss | undefined {
  return (row, runner, tries) => {
    const id = row ? rowIdOf(row) : '?';
    const lost =
      draw(m.seed, id, tries, 'any') < m.p ||
      (runner === m.flaky.runner && draw(m.seed, id, tries, 'flaky') < m.flaky.p);
    return lost ? { at: 0.1 + 0.8 * draw(m.seed, id, tries, 'at'), away: AWAY_MS } : undefined;
  };
}

export type Way = 'product' | 'retry-run' | 'rerun-after-run' | 'reference';

export interface Measurement {
  way: Way;
  seed: number;
  /** GPU-hours spent ÷ GPU-hours of one successful run of every row. */
  ratio: number;
  /** Hours from the dispatch of the sweep until every row had a result (Infinity: some row never did). */
  hoursToResults: number;
  runs: number;
  /** The rows of the plan. */
  rows: number;
}

/** The demo sweep under the fault model, one way. */
export function scenarioFor(way: Way, m: FaultModel): Scenario {
  const base = findScenario('happy-path')!;
  return {
    ...base,
    name: `efficiency-${way}-${m.seed}`,
    fault: faults(m),
    // The two ways of re-running lost rows are compared with the same attempts and no budget in the way:
    // re-run after the run is the product's re-run (once per row), one minute after the run ended.
    ...(way === 'rerun-after-run' ? { config: 'retry:\n  max-attempts: 0' } : {}),
    ...(way === 'retry-run' ? { config: 'retry:\n  budget-gpu-hours: 1000000' } : {}),
    // A maintainer re-runs what is left half an hour after a run ended.
    rerunWhenDone: {
      afterMs: 30 * 60_000,
      ...(way === 'rerun-after-run' ? { firstAfterMs: 60_000 } : {}),
      rounds: 10,
    },
  };
}

export async function measure(way: Way, m: FaultModel, root: string): Promise<Measurement> {
  const r = await runLifecycle(scenarioFor(way, m), {
    root,
    ...(way === 'reference' ? { productRoot: referenceShapeRoot() } : {}),
  });
  return { way, seed: m.seed, ...gpuHours(r, root) };
}

/** GPU-hours held by every benchmark job, over one successful run of every row; when every row had a result. */
export function gpuHours(
  r: LifecycleResult,
  root: string,
): { ratio: number; hoursToResults: number; runs: number; rows: number } {
  const plan = r.sweeps.find((s) => s.retry === 0)?.plan as Plan;
  const read = (p: string) => {
    try {
      return readFileSync(join(root, p), 'utf8');
    } catch {
      return undefined;
    }
  };
  const layout = resolveRepoConfig(undefined, (p) => existsSync(join(root, p))).layout;
  const est = rowEstimates(plan, checkoutCostContext(read, layout));
  const rows = new Set(bucketsOf(plan).flatMap((b) => b.rows.map(rowIdOf)));
  let spent = 0;
  const once = new Map<string, number>();
  const result = new Map<string, number>();
  for (const j of r.jobs) {
    const id = j.name.split(' / ').at(-1)!.trim();
    if (!rows.has(id) || !j.completedAt) continue;
    const ms = Date.parse(j.completedAt) - Date.parse(j.startedAt);
    const gpus = est.get(id)?.gpus ?? 0;
    spent += (gpus * ms) / 3_600_000;
    if (j.conclusion === 'success' && !j.log?.includes('::notice::not run:')) {
      once.set(id, Math.min(once.get(id) ?? Infinity, (gpus * ms) / 3_600_000));
      result.set(id, Math.min(result.get(id) ?? Infinity, Date.parse(j.completedAt)));
    }
  }
  const baseline = [...once.values()].reduce((a, b) => a + b, 0);
  const start = Date.parse(r.runs.find((x) => x.workflow === 'sweep.yml')!.createdAt);
  const last = result.size === rows.size ? Math.max(...result.values()) : Infinity;
  return {
    ratio: once.size === rows.size ? spent / baseline : Infinity,
    hoursToResults: (last - start) / 3_600_000,
    runs: r.runs.filter((x) => x.workflow === 'sweep.yml').length,
    rows: rows.size,
  };
}

export interface Summary {
  p: number;
  seeds: { first: number; count: number };
  rows: number;
  ways: Record<Way, { ratio: number; hoursToResults: number; worstRatio: number }>;
}

/** Every way over `seeds.count` seeds from `seeds.first`: the mean ratio, the worst, the mean hours to every result. */
export async function efficiency(
  p: number,
  seeds: { first: number; count: number },
  ways: readonly Way[],
  root: string,
): Promise<Summary> {
  const out = {} as Summary['ways'];
  let rows = 0;
  for (const way of ways) {
    const all: Measurement[] = [];
    for (let seed = seeds.first; seed < seeds.first + seeds.count; seed++)
      all.push(await measure(way, { seed, p, flaky: FLAKY_NODE }, root));
    rows = all[0]!.rows;
    const mean = (f: (x: Measurement) => number) => all.reduce((a, x) => a + f(x), 0) / all.length;
    out[way] = {
      ratio: mean((x) => x.ratio),
      hoursToResults: mean((x) => x.hoursToResults),
      worstRatio: Math.max(...all.map((x) => x.ratio)),
    };
  }
  return { p, seeds, rows, ways: out };
}
