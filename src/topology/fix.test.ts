// Advice that is the fix (04 §4–§6): a topology finding's fix is the declaration that makes the GPUs a row
// is recorded as (num-worker × tp·pp·pcp; EP adds none) equal the GPUs the job really has — the recipe's,
// else the nodes an aggregated item reserves — and it never shrinks what the job runs on. DEP shapes
// (dp-attn, ep > tp) in aggregated (`worker` + `num-nodes`) and disaggregated (prefill/decode) items.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipe } from './recipe.js';
import {
  checkAgainstRecipe,
  checkDeclared,
  checkNameTokens,
  checkNodeCount,
  type TopologyFinding,
} from './rules.js';
import { declaredGpus, topologyOf, type Topology } from './shape.js';

type Worker = { 'num-worker': number; tp: number; ep: number; 'dp-attn': boolean };
const w = (n: number, tp: number, ep: number, dpAttn: boolean): Worker => ({
  'num-worker': n,
  tp,
  ep,
  'dp-attn': dpAttn,
});
const agg = (worker: Worker, nodes: number) => ({ worker, 'num-nodes': nodes });
const disagg = (prefill: Worker, decode: Worker) => ({ prefill, decode });
const topo = (item: object): Topology => topologyOf(item as Record<string, unknown>)!;

/** The fields a fix sets (`num-worker: 1, tp: 32`), applied to a worker. */
function apply(fix: string, worker: Worker): Worker {
  const out = { ...worker };
  for (const m of fix.matchAll(/\b(num-worker|tp|ep): (\d+)/g))
    out[m[1] as 'num-worker' | 'tp' | 'ep'] = Number(m[2]);
  return out;
}

const RECIPE = `roles:
  agg: {nodes: 4, workers: 1, gpus: 16}
override_2p1d:
  roles:
    agg: null
    prefill: {nodes: 4, workers: 2, gpus: 8}
    decode: {nodes: 4, workers: 1, gpus: 16}
`;
const recipe = (variant?: string) => parseRecipe(RECIPE, 'recipes/r.yaml', variant, 4).recipe!;
const fixes = (fs: TopologyFinding[]) => fs.map((f) => `${f.rule}: ${f.fix}`);

describe('aggregated DEP items (worker + num-nodes): the nodes are what the job runs on', () => {
  it('Kimi K3 DEP16 as tp: 4, ep: 16 on num-nodes 4 of 4 GPUs: every finding advises tp: 16', () => {
    const t = topo(agg(w(1, 4, 16, true), 4));
    const found = checkDeclared(t, 4);
    expect(found.map((f) => f.rule).sort()).toEqual(['R1', 'R5']);
    for (const f of found) {
      expect(f.fix).toMatch(/\btp: 16\b/);
      expect(f.fix).not.toMatch(/num-nodes (to|:) ?[0-3]\b/);
    }
    // The recipe's name says dep16: the same declaration.
    expect(fixes(checkNameTokens(t, 'agg-variants.yaml:override_dep16', 4))).toEqual([
      "R7: if the recipe runs dep16, write the aggregated worker as tp: 16, ep: 16, dp-attn: true (tp is the worker's GPU width); else rename the variant",
    ]);
    // Applied, nothing is left: 16 GPUs recorded on the 4 nodes × 4 GPUs it runs on.
    const fixed = topo(agg(apply(found[0]!.fix!, w(1, 4, 16, true)), 4));
    expect([checkDeclared(fixed, 4), declaredGpus(fixed)]).toEqual([[], 16]);
  });

  it('TP16 × DP2 with EP32 on 4 nodes of 8: the GPU count is right, the fix keeps it (one 32-GPU worker)', () => {
    const t = topo(agg(w(2, 16, 32, true), 4));
    const found = checkDeclared(t, 8);
    expect(found.map((f) => [f.rule, f.message, f.fix])).toEqual([
      [
        'R1',
        'aggregated worker declares ep 32 on tp·pp·pcp = 16 GPUs (tp: 16, ep: 32, dp-attn: true); EP adds no GPUs, so each of the 2 workers is counted as 16 GPUs (32 in all), with ep 32 beyond its own',
        'set num-worker: 1, tp: 32, so 1 worker(s) × 32 GPUs is the 32 GPUs that num-nodes 4 reserves (8 GPUs per node)',
      ],
    ]);
    const fixed = topo(agg(apply(found[0]!.fix!, w(2, 16, 32, true)), 4));
    expect([checkDeclared(fixed, 8), declaredGpus(fixed)]).toEqual([[], 32]);
  });

  it('with a checked-in recipe, R1 and R3 advise what the recipe runs', () => {
    const t = topo(agg(w(1, 4, 16, true), 4));
    const want = 'set tp: 16, so 1 worker(s) × 16 GPUs is the 16 GPUs that recipe recipes/r.yaml runs';
    expect(fixes(checkDeclared(t, 4, recipe()).filter((f) => f.rule === 'R1'))).toEqual([`R1: ${want}`]);
    expect(fixes(checkAgainstRecipe(t, recipe(), 4, 'vllm'))).toEqual([`R3: ${want}`]);
  });

  it('a reservation short of the recipe is raised to it, never the recipe lowered', () => {
    const t = topo(agg(w(1, 4, 4, true), 1));
    expect(fixes(checkNodeCount(t, 4, recipe()))).toEqual([
      'R6: set num-nodes to 4, the nodes the recipe allocates',
    ]);
  });

  it('for any aggregated shape, a fix applied leaves no R1 or R5, the GPUs num-nodes holds, num-nodes unchanged', () => {
    const tps = [1, 2, 4, 8, 16, 32];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...tps),
        fc.constantFrom(...tps),
        fc.boolean(),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(4, 8),
        (n, tp, ep, dpAttn, nodes, gpn) => {
          const worker = w(n, tp, ep, dpAttn);
          const found = checkDeclared(topo(agg(worker, nodes)), gpn).filter(
            (f) => f.rule === 'R1' || f.rule === 'R5',
          );
          for (const f of found) {
            if (!/^set /.test(f.fix!)) continue; // only a divisor can fix it: nothing to apply
            const fixed = topo(agg(apply(f.fix!, worker), nodes));
            expect(checkDeclared(fixed, gpn).filter((x) => x.rule === 'R1' || x.rule === 'R5')).toEqual([]);
            expect(declaredGpus(fixed)).toBe(nodes * gpn);
            expect(f.fix).not.toMatch(/num-nodes(:| to)/);
          }
        },
      ),
    );
  });
});

describe('disaggregated DEP items (prefill/decode)', () => {
  it('bug 2: decode tp: 8, ep: 16 on a 16-GPU decode; without its recipe the DEP16 reading, with it the recipe', () => {
    const t = topo(disagg(w(2, 8, 8, true), w(1, 8, 16, true)));
    expect(fixes(checkDeclared(t, 4))).toEqual([
      "R1: for DEP16 write tp: 16, ep: 16, dp-attn: true (tp is the worker's GPU width)",
    ]);
    const want =
      'set tp: 16, so 1 worker(s) × 16 GPUs is the 16 GPUs that recipe recipes/r.yaml:override_2p1d runs';
    expect(fixes(checkDeclared(t, 4, recipe('override_2p1d')))).toEqual([`R1: ${want}`]);
    expect(fixes(checkAgainstRecipe(t, recipe('override_2p1d'), 4, 'vllm'))).toEqual([`R3: ${want}`]);
    // The reviewed fix: tp: 16 records the 32 GPUs the job uses, and reserves its 8 nodes.
    const fixed = topo(disagg(w(2, 8, 8, true), apply(want, w(1, 8, 16, true))));
    expect(declaredGpus(fixed)).toBe(32);
    expect([
      ...checkDeclared(fixed, 4, recipe('override_2p1d')),
      ...checkAgainstRecipe(fixed, recipe('override_2p1d'), 4, 'vllm'),
      ...checkNodeCount(fixed, 4, recipe('override_2p1d')),
    ]).toEqual([]);
  });

  it('DEP8 prefill written tp: 1, ep: 8 (ep > tp) and a TEP8 written tp: 4, ep: 8', () => {
    expect(fixes(checkDeclared(topo(disagg(w(1, 1, 8, true), w(1, 8, 8, true))), 8))).toEqual([
      "R1: for DEP8 write tp: 8, ep: 8, dp-attn: true (tp is the worker's GPU width)",
    ]);
    expect(fixes(checkDeclared(topo(disagg(w(1, 4, 8, false), w(1, 8, 8, false))), 8))).toEqual([
      "R1: for TEP8 write tp: 8, ep: 8 (tp is the worker's GPU width)",
    ]);
  });

  it('dp-attn with ep short of the GPUs: the count is already right, the fix only names DEP-N', () => {
    expect(fixes(checkDeclared(topo(disagg(w(1, 8, 4, true), w(1, 8, 8, true))), 4))).toEqual([
      'R8: for DEP8 write ep: 8; the worker is recorded as its 8 GPUs either way',
    ]);
  });

  it('a worker that does not pack nodes is widened to a width that does', () => {
    expect(fixes(checkDeclared(topo(disagg(w(1, 6, 1, false), w(1, 8, 1, false))), 4))).toEqual([
      "R5: declare the worker's real GPU width, which packs whole nodes or an even part of one (e.g. tp: 8)",
    ]);
  });
});
