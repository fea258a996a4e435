import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  goldenDir,
  listReference,
  needsReference,
  readReference,
  referenceExists,
} from '../../test/support/reference.js';
import { canaryBlocks, selectCanary } from './canary.js';
import { planSchema, bucketsOf, rowIdOf, type Plan, type Row } from './plan.js';

/** The reference's flat full sweep, sorted into buckets the way 02 §9 names them. */
function fullSweepPlan(): Plan {
  const rows = JSON.parse(readReference(join(goldenDir, 'generator/full-sweep.default.json'))) as Row[];
  const plan = planSchema().parse({});
  for (const r of rows) {
    const side = r['prefill'] !== undefined ? plan.multi_node : plan.single_node;
    const key = r['scenario-type'] === 'agentic-coding' ? 'agentic' : r['isl'] === 1024 ? '1k1k' : '8k1k';
    (side[key] ??= []).push(r);
  }
  return plan;
}

const row = (extra: Row): Row => ({ image: 'i', model: 'm', runner: 'b200', framework: 'sglang', ...extra });
const count = (p: Plan) => bucketsOf(p).reduce((n, b) => n + b.rows.length, 0);

describe('canary on the reference full sweep', needsReference('outputs'), () => {
  it('CN-1: [S] picks dsv4_8k1k on mi355x, tp4, conc 1 and removes it from its bucket', () => {
    const plan = fullSweepPlan();
    const sel = selectCanary(plan, 'single');
    expect(sel.canaries).toHaveLength(1);
    const c = sel.canaries[0]!;
    expect([c.bucket, c.row['exp-name'], c.row['runner'], c.row['tp'], c.row['conc']]).toEqual([
      'single_node.8k1k',
      'dsv4_8k1k',
      'mi355x',
      4,
      1,
    ]);
    expect(c.row['run-eval']).toBe(false);
    expect(count(sel.remaining)).toBe(count(plan) - 1);
    expect(sel.remaining.single_node['8k1k']).toHaveLength(plan.single_node['8k1k']!.length - 1);
    // [S]: a failed canary blocks every family.
    expect(sel.gates[c.job]).toContain('sweep-multi-node-agentic');
  });

  it('CN-2: per-family canaries gate only their family', () => {
    const sel = selectCanary(fullSweepPlan(), 'per-family');
    expect(sel.canaries.map((c) => [c.family, c.job])).toEqual([
      ['single-node', 'canary-single-node'],
      ['agentic', 'canary-agentic'],
      ['multi-node', 'canary-multi-node'],
    ]);
    expect(sel.gates['canary-agentic']).toEqual([
      'sweep-agentic',
      'sweep-multi-node-agentic',
      'sweep-agentic-evals',
      'sweep-multi-node-agentic-evals',
    ]);
    expect(sel.gates['canary-multi-node']).not.toContain('sweep-agentic');
  });

  it('CN-1 holds on every golden changelog case: at most one row leaves the plan, and it is a throughput row', () => {
    const dir = join(goldenDir, 'changelog-cases');
    for (const name of listReference(dir)) {
      const f = join(dir, name, 'expected.json');
      if (!referenceExists(f)) continue;
      const plan = planSchema().parse(JSON.parse(readReference(f)));
      const sel = selectCanary(plan, 'single');
      expect(count(sel.remaining), name).toBe(count(plan) - sel.canaries.length);
      for (const c of sel.canaries)
        expect([
          'single_node.1k1k',
          'single_node.8k1k',
          'single_node.agentic',
          'multi_node.agentic',
        ]).toContain(c.bucket);
    }
  });
});

describe('canary rules', () => {
  it('CN-1: ties go to 1k1k, then plan order; eval rows are never canaries', () => {
    const plan = planSchema().parse({
      single_node: {
        '8k1k': [row({ conc: 1, tp: 8 }), row({ conc: 1, tp: 4 })],
        '1k1k': [
          row({ conc: 1, tp: 2, 'run-eval': true }),
          row({ conc: 1, tp: 1 }),
          row({ conc: 1, tp: 16 }),
        ],
      },
    });
    expect(selectCanary(plan, 'single').canaries[0]!.row['tp']).toBe(1);
    const no1k = planSchema().parse({ single_node: { '8k1k': plan.single_node['8k1k'] } });
    expect(selectCanary(no1k, 'single').canaries[0]!.row['tp']).toBe(8);
  });

  it('CN-1: [N] fallback to single-node agentic, then multi-node agentic (conc is a list there)', () => {
    const mn = row({
      prefill: { 'num-worker': 1 },
      decode: { 'num-worker': 1 },
      'scenario-type': 'agentic-coding',
    });
    const plan = planSchema().parse({
      multi_node: {
        agentic: [
          { ...mn, conc: [8] },
          { ...mn, conc: [2] },
        ],
      },
    });
    const sel = selectCanary(plan, 'single');
    expect(sel.canaries.map((c) => [c.bucket, c.job, c.row['conc']])).toEqual([
      ['multi_node.agentic', 'canary-agentic-multinode', [2]],
    ]);
    expect(sel.remaining.multi_node['agentic']).toEqual([{ ...mn, conc: [8] }]);
  });

  it('CN-1: no candidate → no canary and the plan unchanged; mode none never picks', () => {
    const plan = planSchema().parse({
      evals: [row({ conc: 1, 'run-eval': true })],
      multi_node: { '8k1k': [row({ prefill: {}, conc: [1] })] },
    });
    expect(selectCanary(plan, 'single')).toEqual({ canaries: [], remaining: plan, gates: {} });
    expect(
      selectCanary(planSchema().parse({ single_node: { '8k1k': [row({ conc: 1 })] } }), 'none').canaries,
    ).toEqual([]);
  });

  it('CN-1: removes only the first copy of a duplicated canary row', () => {
    const r = row({ conc: 1 });
    const sel = selectCanary(planSchema().parse({ single_node: { '8k1k': [r, r] } }), 'single');
    expect(sel.remaining.single_node['8k1k']).toEqual([r]);
    expect(sel.canaries[0]!.rowId).toBe(rowIdOf(r));
  });

  it('CN-3: a failed canary names itself and every job and row count it blocked', () => {
    const plan = planSchema().parse({
      single_node: { '8k1k': [row({ conc: 4, 'exp-name': 'dsr1_8k1k' }), row({ conc: 8 })] },
      multi_node: { '8k1k': [row({ prefill: {}, conc: [4, 8] })] },
      evals: [row({ conc: 16, 'run-eval': true })],
    });
    const sel = selectCanary(plan, 'single');
    const [block] = canaryBlocks(sel, ['canary-single-node']);
    expect(block!.blocked).toEqual([
      { job: 'sweep-single-node-8k1k', bucket: 'single_node.8k1k', rows: 1 },
      { job: 'sweep-multi-node-8k1k', bucket: 'multi_node.8k1k', rows: 1 },
      { job: 'sweep-evals', bucket: 'evals', rows: 1 },
    ]);
    expect(block!.message).toMatch(
      /^canary [0-9a-f]{16} \(dsr1_8k1k on b200 conc 4\) failed; skipped 3 rows: single_node.8k1k \(1\), multi_node.8k1k \(1\), evals \(1\)$/,
    );
    expect(canaryBlocks(sel, ['canary-agentic'])).toEqual([]);
  });
});
