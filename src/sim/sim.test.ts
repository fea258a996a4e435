// Unit tests of the simulator's own pieces: runner booking (05 §3), the collect merge (RR-1), the clock.
import { describe, expect, it } from 'vitest';
import { SimClock } from './clock.js';
import { collectResults } from '../dispatch/collect.js';
import { runSteps, stepKind, type StepSpec } from './harness/steps.js';
import { RunnerFleet } from './runners.js';
import { matrixLeg } from './schedule.js';

describe('RunnerFleet', () => {
  const fleet = () =>
    new RunnerFleet({ 'cluster:gb200-nv': ['gb200-nv_0', 'gb200-nv_1'], gb200: ['gb200-nv_0'] });

  it('a job waits for the earliest free runner carrying all its labels', () => {
    const f = fleet();
    expect(f.book(['cluster:gb200-nv'], 0, 100)).toEqual({ runner: 'gb200-nv_0', start: 0, end: 100 });
    expect(f.book(['cluster:gb200-nv'], 0, 50)).toEqual({ runner: 'gb200-nv_1', start: 0, end: 50 });
    expect(f.book(['cluster:gb200-nv'], 10, 10)).toEqual({ runner: 'gb200-nv_1', start: 50, end: 60 });
    expect(f.book(['gb200', 'cluster:gb200-nv'], 0, 1)).toMatchObject({ runner: 'gb200-nv_0', start: 100 });
  });

  it('scheduler labels are attached on demand; unknown labels find no runner (RT-2)', () => {
    const f = fleet();
    expect(
      f.book(['self-hosted', 'cluster:gb200-nv', 'ci-job-2.000-abc', 'ci-attempt-1'], 0, 1)?.runner,
    ).toBe('gb200-nv_0');
    expect(f.book(['cluster:h100-xx'], 0, 1)).toBeUndefined();
  });

  it('a cancelled job gives its runner back', () => {
    const f = fleet();
    f.book(['gb200'], 0, 100);
    f.release('gb200-nv_0', 30);
    expect(f.book(['gb200'], 0, 5)).toEqual({ runner: 'gb200-nv_0', start: 30, end: 35 });
  });

  it('reads configs/runners.yaml labels', () => {
    const f = RunnerFleet.fromRunnersYaml(
      'labels:\n  b200:\n    - b200-dgxc_00\n    - b200-dgxc_01\nhardware: {}\n',
    );
    expect(f.candidates(['b200'])).toEqual(['b200-dgxc_00', 'b200-dgxc_01']);
  });
});

describe('collectResults (RR-1), the merge the simulator shares with `sweep dispatch collect`', () => {
  it('keeps one result per row id, the newest attempt, and reports malformed files', () => {
    const r = collectResults(
      [
        '{"row-id":"b","attempt":1,"status":"failure"}',
        '{"row-id":"a","attempt":1,"status":"success"}',
        '{"row-id":"b","attempt":2,"status":"success"}',
        '{"row-id":"b","attempt":1,"status":"failure"}',
        'not json',
        '{"status":"x"}',
      ].map((text, i) => ({ name: `f${i}.json`, text })),
    );
    expect(r.rows).toEqual([
      { 'row-id': 'a', attempt: 1, status: 'success' },
      { 'row-id': 'b', attempt: 2, status: 'success' },
    ]);
    expect(r.problems).toHaveLength(2);
  });
});

describe('SimClock', () => {
  it('runs handlers in time order, ties in scheduling order, including ones queued while draining', async () => {
    const c = new SimClock();
    const seen: string[] = [];
    c.at(20, () => seen.push(`b@${c.now}`));
    c.at(10, () => {
      seen.push(`a@${c.now}`);
      c.after(10, () => seen.push(`c@${c.now}`));
    });
    await c.drain();
    expect(seen).toEqual(['a@10', 'b@20', 'c@20']);
  });
});

it('matrixLeg finds the innermost matrix leg of a job path', () => {
  expect(matrixLeg('sweep-x/multi-0[2]/benchmark')).toEqual({
    leg: 'sweep-x/multi-0[2]',
    base: 'sweep-x/multi-0',
  });
  expect(matrixLeg('load-plan')).toBeUndefined();
});

describe('runSteps (a job on a runner)', () => {
  const steps: StepSpec[] = [
    { id: 'a', uses: './', with: { mode: 'auto' } },
    {
      if: "${{ steps.a.outputs.go == 'true' }}",
      uses: 'actions/upload-artifact@x',
      with: { name: '${{ steps.a.outputs.name }}' },
    },
    { id: 'c', uses: './', with: {} },
    { if: 'failure()', run: 'echo cleanup', with: {} },
  ];
  it('evaluates if: and with: against earlier step outputs; a failure skips later success() steps', async () => {
    const seen: string[] = [];
    const r = await runSteps(steps, {}, async (s, w) => {
      seen.push(`${stepKind(s)} ${JSON.stringify(w)}`);
      if (s.id === 'a') return { outcome: 'success', outputs: { go: 'true', name: 'plan-x' } };
      return { outcome: s.id === 'c' ? 'failure' : 'success' };
    });
    expect(seen).toEqual(['action {"mode":"auto"}', 'upload {"name":"plan-x"}', 'action {}', 'run {}']);
    expect(r.outcome).toBe('failure');
  });
  it('a false if: skips the step, and a failed step skips the rest', async () => {
    const r = await runSteps(steps, {}, async (s) =>
      s.id === 'a' ? { outcome: 'failure', outputs: { go: 'true' } } : { outcome: 'success' },
    );
    expect(r.done.map((d) => d.status)).toEqual(['failure', 'skipped', 'skipped', 'success']);
  });
});
