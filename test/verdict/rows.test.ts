// 04 before dispatch: only the planned config keys are checked, and the master configs are read once.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { has, needsReference, snapshot } from '../support/reference.js';
import { planSchema } from '../../src/dispatch/plan.js';
import { PATHS } from '../../src/lanes/lint.js';

// A pass-through spy on the loader (not on the module under test): counts how often the masters are parsed.
const load = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../src/config/load.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/config/load.js')>();
  return {
    ...real,
    loadMasterConfigs: (...a: Parameters<typeof real.loadMasterConfigs>) => {
      load.calls++;
      return real.loadMasterConfigs(...a);
    },
  };
});
const { checkPlannedRows } = await import('../../src/verdict/rows.js');

// An entry whose only item needs more GPUs than a node has (topology error), under its own image.
const broken = `
zz-broken-mi355x-sglang:
  image: example/broken:1
  model: amd/DeepSeek-R1-0528-MXFP4-Preview
  model-prefix: dsr1
  runner: mi355x
  precision: fp4
  framework: sglang
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - { tp: 64, conc-start: 4, conc-end: 4 }
`;
const files: Record<string, string> = has.inputs
  ? {
      [PATHS.amd]: readFileSync(snapshot.amd, 'utf8') + broken,
      [PATHS.nvidia]: readFileSync(snapshot.nvidia, 'utf8'),
      [PATHS.runners]: readFileSync(snapshot.runners, 'utf8'),
    }
  : {};
const row = (image: string, tp: number) => ({
  image,
  'model-prefix': 'dsr1',
  precision: 'fp4',
  framework: 'sglang',
  runner: 'mi355x',
  isl: 8192,
  osl: 1024,
  tp,
  conc: 4,
  'exp-name': 'dsr1_8k1k',
});
const plan = (rows: Record<string, unknown>[]) => planSchema().parse({ single_node: { '8k1k': rows } });

describe('checkPlannedRows', needsReference('inputs'), () => {
  it('R5 a topology error in an unplanned entry is not reported; in a planned one it is', () => {
    const read = (p: string) => files[p];
    const ok = checkPlannedRows(read, plan([row('lmsysorg/sglang:v0.5.12-rocm700-mi35x', 4)]));
    expect(ok.filter((d) => d.message.includes('zz-broken'))).toEqual([]);
    const bad = checkPlannedRows(read, plan([row('example/broken:1', 64)]));
    expect(bad.filter((d) => d.message.includes('zz-broken'))).toMatchObject([
      {
        severity: 'error',
        rule: 'R5',
        message: 'zz-broken-mi355x-sglang: a single-node item needs 64 GPUs but a node has 8',
        file: PATHS.amd,
      },
    ]);
  });

  it('the master configs are parsed once per check', () => {
    load.calls = 0;
    checkPlannedRows((p) => files[p], plan([row('lmsysorg/sglang:v0.5.12-rocm700-mi35x', 4)]));
    expect(load.calls).toBe(1);
  });
});
