// What a flaky node costs, on the simulator: the fault model is the same for every way of running the sweep
// (it depends on the row, its earlier runs and the node, never on the run), and under it the product spends
// fewer GPU-hours than the reference's way (GitHub's matrix fail-fast, then re-running the failed jobs) and
// no more than a tenth above one successful run of every row. The bench (`npm run bench -- --only
// efficiency`) averages more fault models than this test runs.
import { describe, expect, it } from 'vitest';
import { FLAKY_NODE, faults, measure, type Measurement } from '../../src/sim/efficiency.js';
import { repoRoot } from '../support/reference.js';

const row = (id: string) => ({ 'row-id': id });

describe('the fault model', () => {
  it('is seeded: the same row, earlier runs and node give the same fault; other seeds differ', () => {
    const m = { seed: 7, p: 0.05, flaky: FLAKY_NODE };
    const f = faults(m);
    const ids = Array.from({ length: 400 }, (_, i) => i.toString(16).padStart(16, '0'));
    const lost = (g: typeof f, runner: string, tries = 0) =>
      ids.filter((id) => g(row(id), runner, tries) !== undefined);
    expect(lost(f, 'gb300-nv_0')).toEqual(lost(faults(m), 'gb300-nv_0'));
    expect(lost(f, 'gb300-nv_0')).not.toEqual(lost(faults({ ...m, seed: 8 }), 'gb300-nv_0'));
    // About p of the jobs on an ordinary node, far more on the flaky one; a second run draws again.
    expect(lost(f, 'gb300-nv_0').length / ids.length).toBeGreaterThan(0.02);
    expect(lost(f, 'gb300-nv_0').length / ids.length).toBeLessThan(0.09);
    expect(lost(f, FLAKY_NODE.runner).length / ids.length).toBeGreaterThan(0.2);
    expect(lost(f, 'gb300-nv_0', 1)).not.toEqual(lost(f, 'gb300-nv_0', 0));
    for (const id of lost(f, 'gb300-nv_0')) {
      const loss = f(row(id), 'gb300-nv_0', 0)!;
      expect(loss.at).toBeGreaterThanOrEqual(0.1);
      expect(loss.at).toBeLessThan(0.9);
    }
  });
});

describe('GPU-hours until every row has a result (the demo plan, p = 0.05)', () => {
  it('the product spends no more than the reference, and at most 1.10× one successful run of every row', async () => {
    const seeds = [1, 2, 3, 4, 5, 6];
    const product: Measurement[] = [];
    const reference: Measurement[] = [];
    for (const seed of seeds) {
      const m = { seed, p: 0.05, flaky: FLAKY_NODE };
      product.push(await measure('product', m, repoRoot));
      reference.push(await measure('reference', m, repoRoot));
    }
    for (const [i, p] of product.entries()) {
      expect(p.ratio, `seed ${p.seed}`).toBeGreaterThanOrEqual(1);
      expect(p.ratio, `seed ${p.seed}`).toBeLessThanOrEqual(reference[i]!.ratio + 1e-9);
      expect(Number.isFinite(p.hoursToResults)).toBe(true);
    }
    const mean = (xs: Measurement[]) => xs.reduce((a, x) => a + x.ratio, 0) / xs.length;
    expect(mean(product)).toBeLessThanOrEqual(1.1);
    expect(mean(reference)).toBeGreaterThan(mean(product));
  }, 300_000);
});
