// A single-node 1k1k plan row for tests of results and publication: tp 8 on b200, sglang, dsr1, one
// concurrency; the fields a test cares about are given, the rest are the reference's usual values.
import type { Row } from '../../src/plan/row.js';

export function singleNodeRow(over: Partial<Row> & { conc: number }): Row {
  const prefix = typeof over['model-prefix'] === 'string' ? over['model-prefix'] : 'dsr1';
  return {
    image: 'img:1',
    model: 'm',
    'model-prefix': prefix,
    precision: 'fp4',
    framework: 'sglang',
    runner: 'b200',
    'spec-decoding': 'none',
    isl: 1024,
    osl: 1024,
    tp: 8,
    pp: 1,
    'dcp-size': 1,
    'pcp-size': 1,
    ep: 1,
    'dp-attn': false,
    disagg: false,
    'run-eval': false,
    'exp-name': `${prefix}_1k1k`,
    ...over,
  };
}
