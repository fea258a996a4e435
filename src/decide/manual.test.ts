import { describe, expect, it } from 'vitest';
import { manualRequest } from './manual.js';

describe('manualRequest (05 §1.3)', () => {
  it('maps the dispatch form to a planner request', () => {
    const r = manualRequest({
      'config-keys': 'dsr1-fp4-*, gptoss-fp4-b200-vllm',
      conc: '4 8',
      evals: 'all-evals',
      'fail-fast': 'true',
      'agentx-fast': 'false',
      ref: 'main',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.request).toEqual({
      configKeys: ['dsr1-fp4-*', 'gptoss-fp4-b200-vllm'],
      conc: [4, 8],
      evals: 'all',
      failFast: true,
      agentxFast: false,
      ref: 'main',
    });
  });
  it('defaults: every concurrency, default evals, no fail-fast', () => {
    expect(manualRequest({ 'config-keys': '*' }).request).toEqual({
      configKeys: ['*'],
      conc: [],
      evals: 'default',
      failFast: false,
      agentxFast: false,
      ref: '',
    });
  });
  it('reports every bad input, naming it', () => {
    const r = manualRequest({
      'config-keys': '',
      conc: '0 x',
      evals: 'some',
      'fail-fast': 'maybe',
      ref: 'a b',
    });
    expect(r.request).toBeUndefined();
    expect(r.diagnostics.map((d) => d.path)).toEqual([
      'inputs.config-keys',
      'inputs.conc',
      'inputs.evals',
      'inputs.fail-fast',
      'inputs.ref',
    ]);
  });
});
