// Priority scores, rounding and queue tokens (03 §9, PR-1, PR-3) under the reference policy file.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { has, needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { loadCiPriority } from '../config/load.js';
import { formatPriority, priorityScore, queueToken, unreachableSignals } from './pr-priority.js';

const policy = has.inputs
  ? loadCiPriority({ path: 'configs/ci-priority.yaml', text: readReference(snapshot.ciPriority) }).value
  : undefined!;
const PR = { event: 'pull_request' as const, labels: [] as string[] };
const score = (row: Record<string, unknown>, ctx = PR) => formatPriority(priorityScore(row, policy, ctx));
const single = {
  precision: 'fp8',
  framework: 'trt',
  'model-prefix': 'other',
  'spec-decoding': 'none',
  tp: 8,
};

describe('PR-1 priority scores from configs/ci-priority.yaml', needsReference('inputs'), () => {
  it('base score 1.0 for a row no signal matches', () => {
    expect(score(single)).toBe('1.000');
  });
  it('adds precision fp4, spec mtp, framework prefix and model prefix', () => {
    // 1 + 0.75 (fp4) + 0.5 (sglang) + 0.75 (dsr1)
    expect(score({ ...single, precision: 'fp4', framework: 'sglang', 'model-prefix': 'dsr1' })).toBe('3.000');
    // 1 + 0.75 (mtp) + 1.5 (kimik3)
    expect(score({ ...single, 'spec-decoding': 'mtp', 'model-prefix': 'kimik3' })).toBe('3.250');
  });
  it('framework: first prefix match, exact or `<prefix>-…`; dynamo-trt gets nothing', () => {
    expect(score({ ...single, framework: 'sglang-disagg' })).toBe('1.500');
    expect(score({ ...single, framework: 'dynamo-sglang' })).toBe('1.500');
    expect(score({ ...single, framework: 'vllm' })).toBe('1.500');
    expect(score({ ...single, framework: 'dynamo-trt' })).toBe('1.000');
    expect(score({ ...single, framework: 'sglangx' })).toBe('1.000');
  });
  it('model-prefix is exact: glm5.2 is not glm5', () => {
    expect(score({ ...single, 'model-prefix': 'glm5' })).toBe('1.750');
    expect(score({ ...single, 'model-prefix': 'glm5.2' })).toBe('1.000');
  });
  it('push +2.0, multi-node +1.25, agentic +1.0, eval-only +0.0, ci-checklist-complete +0.25', () => {
    const row = {
      ...single,
      prefill: { tp: 4 },
      decode: { tp: 8 },
      'scenario-type': 'agentic-coding',
      'eval-only': true,
    };
    // 1 + 2 + 1.25 + 1 + 0 + 0.25
    expect(score(row, { event: 'push' as never, labels: ['ci-checklist-complete'] })).toBe('5.500');
  });
  it('patchwork labels give 0.000 unless waived', () => {
    const row = { ...single, precision: 'fp4' };
    expect(score(row, { ...PR, labels: ['ci-patchwork'] })).toBe('0.000');
    expect(score(row, { ...PR, labels: ['engine-patch', 'ci-checklist-complete'] })).toBe('0.000');
    expect(score(row, { ...PR, labels: ['ci-patchwork', 'ci-patchwork-waived'] })).toBe('1.750');
  });
  it('PR-4: the eagle/eagle3 signals can never match a row', () => {
    expect(unreachableSignals(policy, { 'spec-decoding': ['mtp', 'draft_model', 'none'] })).toEqual([
      'adjustments.spec-decoding.eagle',
      'adjustments.spec-decoding.eagle3',
    ]);
  });
});

describe('PR-1 rounding: half-up to 0.001, three decimals', () => {
  it.each([
    [2, '2.000'],
    [7, '7.000'],
    [2.0005, '2.001'],
    [1.2345, '1.235'],
    [2.00049, '2.000'],
    [0.1 + 0.2, '0.300'],
    [0, '0.000'],
  ])('%s → %s', (n, s) => {
    expect(formatPriority(n)).toBe(s);
  });
});

describe('queue token (03 §9, PR-3)', () => {
  it('is the first 32 hex of sha256("<run_id>:<run_attempt>:<row id>:<canonical row>")', () => {
    const t = queueToken('123:2', 'abcdef0123456789', '{"a":1}');
    expect(t).toMatch(/^[0-9a-f]{32}$/);
    expect(t).toBe(createHash('sha256').update('123:2:abcdef0123456789:{"a":1}').digest('hex').slice(0, 32));
    expect(queueToken('123:3', 'abcdef0123456789', '{"a":1}')).not.toBe(t);
  });
});
