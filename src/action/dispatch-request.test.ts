// The sweep dispatch both routes share: its inputs are exactly what the sweep caller workflow (sweep.yml) declares (05 §1.2),
// its run name identifies a PR's sweep (WF-4, CC-1) and never a manual one (05 §1.3).
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderRunCaller } from '../dispatch/callers.js';
import { sweepRequest, type SweepDispatch } from './dispatch-request.js';
import { parseSweepRunName } from '../dispatch/run-name.js';

const declared = (
  parse(renderRunCaller()) as {
    on: { workflow_dispatch: { inputs: Record<string, { options?: string[]; type: string }> } };
  }
).on.workflow_dispatch.inputs;
const sha = 'a'.repeat(40);
const key = 'bc'.repeat(32);
const base: SweepDispatch = {
  workflow: 'sweep.yml',
  ref: 'main',
  pr: 42,
  headSha: sha,
  planRunId: 5000,
  planArtifact: `sweep-plan-${key}`,
  planKey: key,
  canary: true,
  failFast: 'run',
  agentxFast: true,
  restart: false,
};

describe('sweepRequest', () => {
  for (const [route, s] of [
    ['PR', base],
    ['manual', { ...base, pr: null, canary: false, failFast: 'off' }],
  ] as const)
    it(`05 §1.2 the ${route} route sends exactly the declared inputs but a retry run's, each a value the workflow accepts`, () => {
      const { inputs } = sweepRequest(s);
      // A retry run's inputs are left out of a sweep's dispatch (their defaults say: the whole plan), so a
      // caller written before they existed still takes the dispatch.
      expect(Object.keys(inputs).sort()).toEqual(
        Object.keys(declared)
          .filter((k) => k !== 'retry-of' && k !== 'rows')
          .sort(),
      );
      for (const [name, value] of Object.entries(inputs)) {
        const spec = declared[name]!;
        if (spec.options) expect(spec.options, name).toContain(value);
        if (spec.type === 'boolean') expect(['true', 'false'], name).toContain(value);
      }
    });

  it('WF-4 CC-1 a PR sweep is found again by its run name; a manual one never is', () => {
    const pr = sweepRequest(base);
    expect(parseSweepRunName(pr.inputs['title']!)).toEqual({ pr: 42, headSha: sha, planKey: key });
    expect(pr).toMatchObject({ pr: 42, key, restart: false });
    const manual = sweepRequest({ ...base, pr: null });
    expect(parseSweepRunName(manual.inputs['title']!)).toBeUndefined();
    expect(manual.inputs['title']).toContain(sha);
    expect(manual.inputs['pr-number']).toBe('');
    expect(manual.pr).toBeNull();
  });

  it('BC-4 the approved revision is carried only when given', () => {
    expect(sweepRequest(base)).not.toHaveProperty('approvedSha');
    expect(sweepRequest({ ...base, approvedSha: sha }).approvedSha).toBe(sha);
  });
});
