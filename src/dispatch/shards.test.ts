import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planSchema, bucketsOf, rowIdOf, type Plan, type Row } from './plan.js';
import {
  MAX_OUTPUT_BYTES,
  MAX_SHARDS_PER_FAMILY,
  MAX_ROWS_PER_MATRIX,
  outputBytes,
  rowCounts,
  shardPlan,
  slotOutputs,
} from './shards.js';
import { bucketTable } from './table.js';

const BUCKETS = bucketTable.jobs.map((j) => j.bucket);

/** A plan of `sizes[i]` rows in bucket i, every row distinct and annotated like the planner's output. */
function planOf(sizes: number[]): Plan {
  const plan = planSchema().parse({});
  let n = 0;
  sizes.forEach((size, b) => {
    const bucket = BUCKETS[b % BUCKETS.length]!;
    const multi = bucket.startsWith('multi') || bucket.startsWith('multinode');
    const rows: Row[] = Array.from({ length: size }, () => ({
      image: 'lmsysorg/sglang:v0.5.16-cu130',
      model: 'nvidia/DeepSeek-R1-0528-FP4-V2',
      'model-prefix': 'dsr1',
      runner: multi ? 'cluster:gb200-nv' : 'b200',
      framework: 'sglang',
      conc: multi ? [n] : n,
      seq: n++,
      ...(multi ? { prefill: { 'num-worker': 1, tp: 4 }, decode: { 'num-worker': 2, tp: 8 } } : {}),
      priority: '4.750',
      'queue-token': 'f'.repeat(32),
    }));
    const [top, sub] = bucket.split('.');
    if (sub) (plan[top as 'single_node'][sub] ??= []).push(...rows);
    else plan[top as 'evals'].push(...rows);
  });
  return plan;
}

describe('shards', () => {
  it('SH-1: a 690-row bucket becomes 3 balanced shards of ≤ 256 in plan order', () => {
    const sp = shardPlan(planOf([0, 690]));
    expect(sp.diagnostics).toEqual([]);
    expect(sp.shards.map((s) => [s.job, s.slot, s.rows.length])).toEqual([
      ['sweep-single-node-8k1k', 0, 230],
      ['sweep-single-node-8k1k', 1, 230],
      ['sweep-single-node-8k1k', 2, 230],
    ]);
    expect(rowCounts(sp)['sweep-single-node-8k1k']).toBe(690);
  });

  it('SH-3: a bucket past the 8 slots sweep-family.yml has is told to split, not to raise shards-per-family', () => {
    const sp = shardPlan(planOf([0, 8 * 256 + 1]));
    expect(sp.diagnostics.map((d) => [d.rule, d.message, d.fix])).toEqual([
      [
        'X-5',
        'plan exceeds limits: single_node.8k1k needs 9 shards (max 8)',
        'split the changelog entry (shards-per-family is at most 8)',
      ],
    ]);
  });

  it('SH-1/SH-3: past shards-per-family slots is X-5 at plan time', () => {
    const sp = shardPlan(planOf([0, 300]), { shardsPerFamily: 1 });
    expect(sp.diagnostics.map((d) => [d.severity, d.rule, d.message])).toEqual([
      ['error', 'X-5', 'plan exceeds limits: single_node.8k1k needs 2 shards (max 1)'],
    ]);
    expect(shardPlan(planOf([0, 8 * 256 + 1])).diagnostics[0]!.rule).toBe('X-5');
    expect(shardPlan(planOf([0, 8 * 256])).diagnostics).toEqual([]);
  });

  it('SH-1: shards-per-family is capped at the 8 slots sweep-family.yml reads (no row in an unread slot)', () => {
    const sp = shardPlan(planOf([0, 8 * 256 + 1]), { shardsPerFamily: 20 });
    expect(sp.shards).toEqual([]);
    expect(sp.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['X-5', 'plan exceeds limits: single_node.8k1k needs 9 shards (max 8)'],
    ]);
  });

  it('SH-1: max-rows-per-matrix is capped at 256', () => {
    const sp = shardPlan(planOf([0, 600]), { maxRowsPerMatrix: 1000 });
    expect(Math.max(...sp.shards.map((s) => s.rows.length))).toBeLessThanOrEqual(256);
  });

  it('X-3: a bucket no job consumes (e.g. single_node.1k8k) is an error naming it', () => {
    const plan = planSchema().parse({
      single_node: { '1024_8192': [{ runner: 'b200', framework: 'vllm', conc: 1 }] },
    });
    expect(shardPlan(plan).diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['X-3', 'bucket single_node.1024_8192 has no consuming job'],
    ]);
  });

  it('SH-2: descriptors carry only scheduling fields; every output stays far under 1 MB at the maximum plan size', () => {
    const plan = planOf(BUCKETS.map(() => 8 * 256)); // 20,480 rows: the most the slots can hold
    const sp = shardPlan(plan);
    expect(sp.diagnostics).toEqual([]);
    expect(Object.keys(sp.shards[0]!.rows[0]!).sort()).toEqual([
      'node-count',
      'priority',
      'queue-token',
      'row-id',
      'runner',
      'runs-on',
    ]);
    const planBytes = Buffer.byteLength(JSON.stringify(plan));
    const countsBytes = Buffer.byteLength(JSON.stringify(rowCounts(sp)));
    expect(planBytes).toBeGreaterThan(5_000_000); // the plan itself could never be an output
    expect(countsBytes).toBeLessThan(1024);
    for (const j of bucketTable.jobs) {
      const outputs = slotOutputs(sp, j.job);
      for (const v of Object.values(outputs)) expect(Buffer.byteLength(v)).toBeLessThan(MAX_OUTPUT_BYTES / 4);
      expect(outputBytes(outputs)).toBeLessThan(400 * 1024); // per job; GitHub allows 1 MB
    }
  });

  it('property: random plans up to 10,000 rows keep every row exactly once, each shard ≤ 256', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 2048 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 256 }),
        (sizes, max) => {
          fc.pre(sizes.reduce((a, b) => a + b, 0) <= 10_000);
          const plan = planOf(sizes);
          const sp = shardPlan(plan, { maxRowsPerMatrix: max, shardsPerFamily: 10_000 });
          // A bucket needing more than the 8 slots is refused whole, never partly run.
          const refused = new Set(sp.diagnostics.map((d) => d.path));
          for (const b of bucketsOf(plan))
            expect(refused.has(b.bucket)).toBe(Math.ceil(b.rows.length / max) > MAX_SHARDS_PER_FAMILY);
          expect(sp.diagnostics.every((d) => d.rule === 'X-5')).toBe(true);
          const expected = bucketsOf(plan)
            .filter((b) => !refused.has(b.bucket))
            .flatMap((b) => b.rows.map(rowIdOf));
          const sharded = sp.shards.flatMap((s) => s.rows.map((r) => r['row-id']));
          expect(sharded.sort()).toEqual(expected.sort());
          expect(new Set(sharded).size).toBe(sharded.length);
          for (const s of sp.shards) {
            expect(s.rows.length).toBeGreaterThan(0);
            expect(s.rows.length).toBeLessThanOrEqual(Math.min(max, MAX_ROWS_PER_MATRIX));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('MX-2: duplicate rows are reported, never silently merged', () => {
    const r = { runner: 'b200', framework: 'vllm', conc: 1 };
    const sp = shardPlan(planSchema().parse({ single_node: { '8k1k': [r, r] } }));
    expect(sp.diagnostics.map((d) => d.rule)).toEqual(['MX-2']);
    expect(sp.shards[0]!.rows).toHaveLength(2);
  });

  it('MX-2: a row-id on the row is used as is; otherwise scheduling fields do not change the id', () => {
    expect(rowIdOf({ 'row-id': '0123456789abcdef', conc: 1 })).toBe('0123456789abcdef');
    expect(rowIdOf({ conc: 1, priority: '1.000' })).toBe(
      rowIdOf({ conc: 1, priority: '7.000', 'queue-token': 'x' }),
    );
    expect(rowIdOf({ conc: 1 })).not.toBe(rowIdOf({ conc: 2 }));
  });
});
