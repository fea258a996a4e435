// Buckets and the output model (02 §9, 03 §8.2).
import { describe, expect, it } from 'vitest';
import { seqLenName } from './policy.js';
import { bucketOf, emptyPlan, inferenceXJson, toOutputRow } from './pr-output.js';

const prefill = { 'num-worker': 1, tp: 4, ep: 4, 'dp-attn': true };
const decode = { 'num-worker': 2, tp: 8, ep: 8, 'dp-attn': false, 'additional-settings': ['X=1'] };

describe('bucket keys (02 §9)', () => {
  it('1k1k, 8k1k, otherwise <isl>_<osl>', () => {
    expect(seqLenName(1024, 1024)).toBe('1k1k');
    expect(seqLenName(8192, 1024)).toBe('8k1k');
    expect(seqLenName(1024, 8192)).toBe('1024_8192');
  });
  it('throughput rows go by family and scenario; eval rows by shape', () => {
    const fixed = { isl: 8192, osl: 1024, tp: 8 };
    const agentic = { 'scenario-type': 'agentic-coding', tp: 8 };
    expect(bucketOf(fixed, 'throughput')).toBe('single_node.8k1k');
    expect(bucketOf({ ...fixed, prefill, decode }, 'throughput')).toBe('multi_node.8k1k');
    expect(bucketOf(agentic, 'throughput')).toBe('single_node.agentic');
    expect(bucketOf({ ...agentic, prefill, decode }, 'throughput')).toBe('multi_node.agentic');
    expect(bucketOf(fixed, 'eval')).toBe('evals');
    expect(bucketOf(agentic, 'eval')).toBe('agentic_evals');
    expect(bucketOf({ ...fixed, prefill, decode }, 'eval')).toBe('multinode_evals');
    expect(bucketOf({ ...agentic, prefill, decode }, 'eval')).toBe('multinode_agentic_evals');
  });
});

describe('output model (02 §9)', () => {
  it('fixed rows gain eval-only false; multi-node fixed also eval-all-concs false; workers additional-settings []', () => {
    const out = toOutputRow(
      { isl: 8192, osl: 1024, prefill, decode, conc: [4], 'row-id': 'x', 'gpu-count': 12, 'node-count': 3 },
      'throughput',
    );
    expect(out).toEqual({
      isl: 8192,
      osl: 1024,
      prefill: { ...prefill, 'additional-settings': [] },
      decode,
      conc: [4],
      'eval-only': false,
      'eval-all-concs': false,
    });
  });
  it('agentic throughput rows gain nothing; eval rows are eval-only true; nulls are dropped at every level', () => {
    expect(toOutputRow({ 'scenario-type': 'agentic-coding', tp: 8, router: null }, 'throughput')).toEqual({
      'scenario-type': 'agentic-coding',
      tp: 8,
    });
    expect(toOutputRow({ 'scenario-type': 'agentic-coding', tp: 8, 'run-eval': true }, 'eval')).toEqual({
      'scenario-type': 'agentic-coding',
      tp: 8,
      'run-eval': true,
      'eval-only': true,
    });
    expect(toOutputRow({ isl: 1, osl: 1, router: { name: 'r', version: null } }, 'throughput')).toEqual({
      isl: 1,
      osl: 1,
      router: { name: 'r' },
      'eval-only': false,
    });
  });
});

describe('inferencex output (MX-2: the product keys are not part of the reference model)', () => {
  it('writes the 7 keys in order, and leaves the product keys out of the rows and only of them', () => {
    const plan = emptyPlan('base', 'head');
    const row = { tp: 8, 'row-id': 'abc', 'gpu-count': 8, 'node-count': 1, priority: '3.000' };
    const multi = { tp: 4, prefill: { 'num-worker': 1, 'node-count': 2 }, 'row-id': 'def', 'gpu-count': 16 };
    plan.single_node['8k1k'] = [row];
    plan.multi_node['8k1k'] = [multi];
    plan.evals.push({ ...row, 'eval-only': true });
    // Not rows: a changelog entry that happens to carry such a key keeps it.
    plan.changelog_metadata.entries = [{ 'config-keys': ['k'], 'row-id': 'kept' } as never];
    const text = inferenceXJson(plan);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'single_node',
      'multi_node',
      'evals',
      'agentic_evals',
      'multinode_evals',
      'multinode_agentic_evals',
      'changelog_metadata',
    ]);
    expect(text).toBe(
      '{"single_node":{"8k1k":[{"tp":8,"priority":"3.000"}]},' +
        '"multi_node":{"8k1k":[{"tp":4,"prefill":{"num-worker":1,"node-count":2}}]},' +
        '"evals":[{"tp":8,"priority":"3.000","eval-only":true}],"agentic_evals":[],"multinode_evals":[],' +
        '"multinode_agentic_evals":[],' +
        '"changelog_metadata":{"base_ref":"base","head_ref":"head","entries":[{"config-keys":["k"],"row-id":"kept"}]}}',
    );
    // The plan itself is untouched.
    expect(row['row-id']).toBe('abc');
  });
});
