// FF-2 / CN-3 counts and the accuracy-link condition, from a plan and the run's job list.
import { describe, expect, it } from 'vitest';
import type { Plan, Row } from '../dispatch/plan.js';
import { sweepOutcome, type SweepJob } from './outcome.js';

const row = (id: string, extra: Row = {}): Row => ({
  'row-id': id,
  'exp-name': 'dsr1_8k1k',
  runner: 'cluster:gb200-nv',
  conc: 8,
  ...extra,
});
const plan: Plan = {
  single_node: { '8k1k': [row('aaaaaaaaaaaaaaaa'), row('bbbbbbbbbbbbbbbb', { conc: 16 })] },
  multi_node: {},
  evals: [row('cccccccccccccccc', { 'run-eval': true, 'eval-only': true })],
  agentic_evals: [],
  multinode_evals: [],
  multinode_agentic_evals: [],
} as Plan;
const job = (rowId: string, conclusion: string | null, id = 1, attempt = 1): SweepJob => ({
  id,
  name: `sweep / shard / ${rowId}`,
  attempt,
  conclusion,
  completedAt: `2026-11-30T00:00:0${id}Z`,
});
const run = { runId: 9, attempt: 1, canary: 'none' as const, failFast: 'run' as const };

describe('sweepOutcome', () => {
  it('FF-2: counts rows by their newest job, names the first failure and what fail-fast cancelled', () => {
    const o = sweepOutcome(
      plan,
      [
        job('aaaaaaaaaaaaaaaa', 'failure', 1),
        job('bbbbbbbbbbbbbbbb', 'cancelled', 2),
        job('cccccccccccccccc', 'cancelled', 3),
      ],
      run,
    );
    expect(o.counts).toEqual({ succeeded: 0, failed: 1, cancelled: 2, skipped: 0 });
    expect(o.firstFailure?.rowId).toBe('aaaaaaaaaaaaaaaa');
    expect(o.failFastCancelled).toBe(2);
  });

  it('CM-1: evals ran only when an eval row finished; planned-then-cancelled evals do not count', () => {
    expect(sweepOutcome(plan, [job('cccccccccccccccc', 'cancelled')], run).evalsRan).toBe(false);
    expect(sweepOutcome(plan, [job('aaaaaaaaaaaaaaaa', 'success')], run).evalsRan).toBe(false);
    expect(sweepOutcome(plan, [job('cccccccccccccccc', 'failure')], run).evalsRan).toBe(true);
    // A rerun's newest attempt decides.
    expect(
      sweepOutcome(
        plan,
        [job('cccccccccccccccc', 'cancelled', 1, 1), job('cccccccccccccccc', 'success', 2, 2)],
        run,
      ).evalsRan,
    ).toBe(true);
  });
});
