// Trim (02 §6.4): throughput rows only, after generation.
import { describe, expect, it } from 'vitest';
import { trimThroughput } from './pr-trim.js';

const sn = (tp: number, conc: number, extra = {}) => ({
  model: 'm',
  runner: 'r',
  tp,
  conc,
  'exp-name': `x_tp${tp}_conc${conc}`,
  'row-id': `id${tp}${conc}`,
  ...extra,
});
const prefill = { 'num-worker': 1, tp: 4, ep: 4, 'dp-attn': true };
const decode = { 'num-worker': 2, tp: 8, ep: 8, 'dp-attn': false };

describe('trim 02 §6.4', () => {
  it('single-node rows grouped by every field but conc and exp-name keep their lowest conc', () => {
    const rows = [sn(4, 8), sn(4, 4), sn(8, 64), sn(4, 16), sn(8, 32)];
    expect(trimThroughput(rows)).toEqual([sn(4, 4), sn(8, 32)]);
  });
  it('single-node agentic rows differ only in exp-name per conc, so they trim too', () => {
    const rows = [
      sn(8, 16, { 'scenario-type': 'agentic-coding' }),
      sn(8, 2, { 'scenario-type': 'agentic-coding' }),
    ];
    expect(trimThroughput(rows)).toEqual([sn(8, 2, { 'scenario-type': 'agentic-coding' })]);
  });
  it('multi-node fixed rows get conc = [min]', () => {
    const row = { prefill, decode, isl: 8192, osl: 1024, conc: [48, 4, 12] };
    expect(trimThroughput([row])).toEqual([{ ...row, conc: [4] }]);
  });
  it('multi-node agentic rows are all kept (reference); the product fix keeps the lowest per topology', () => {
    const rows = [8, 12, 16].map((c) => ({
      prefill,
      decode,
      'scenario-type': 'agentic-coding',
      conc: [c],
      'exp-name': `a_conc${c}`,
    }));
    expect(trimThroughput(rows)).toEqual(rows);
    expect(trimThroughput(rows, { trimMultiNodeAgentic: true })).toEqual([rows[0]]);
  });
});
