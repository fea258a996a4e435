import { describe, expect, it } from 'vitest';
import { checkedPolicy, defaultPolicy, labelPolicySchema } from './policy.js';

describe('the default label policy', () => {
  it('passes the policy schema and is exactly its parse result (defaults filled, same key order)', () => {
    const parsed = labelPolicySchema().parse(defaultPolicy);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(defaultPolicy));
  });

  it('a renamed policy is checked as the schema checks it: a name used twice is refused', () => {
    const renamed = { ...defaultPolicy, scheduling: [{ name: 'skip_queue' }, { name: 'all-evals' }] };
    expect(() => labelPolicySchema().parse(renamed)).toThrow(/a label appears twice/);
    expect(() => checkedPolicy(renamed)).toThrow(/a label appears twice/);
    const fine = { ...defaultPolicy, scheduling: [{ name: 'queue-skip' }] };
    expect(checkedPolicy(fine)).toEqual(labelPolicySchema().parse(fine));
  });
});
