// The curve diff against the base revision: the PR's config keys planned at head and at base with the
// same engine, each curve classified as new, changed (with its fields), extended or unchanged. Reading the
// base from git objects is src/action/curve-diff-git.test.ts.
import { describe, expect, it } from 'vitest';
import { curveDiffFromTexts } from '../action/curve-diff-git.js';
import { aspectOf, describeCurve, diffCurves } from './curve-diff.js';
import { multi, RUNNERS, single } from './test-helpers-curves.js';

const PATH = 'configs/nvidia-master.yaml';
const texts = (base: string[], head: string[], entries: Record<string, unknown>[]) =>
  curveDiffFromTexts({
    entries,
    head: {
      masters: [{ path: PATH, text: head.join('\n') }],
      runners: { path: 'configs/runners.yaml', text: RUNNERS },
    },
    base: {
      masters: [{ path: PATH, text: base.join('\n') }],
      runners: { path: 'configs/runners.yaml', text: RUNNERS },
    },
  });
const entry = (keys: string[], extra: Record<string, unknown> = {}) => ({ 'config-keys': keys, ...extra });

const K1 = 'dsr1-fp4-b200-sglang';
const K2 = 'dsr1-fp8-b200-sglang';
const K3 = 'dsr1-fp4-b200-vllm';
const MN = 'dsr1-fp4-gb200-dynamo-trt';

describe('curve diff against the base revision', () => {
  it('a new key: every curve of a config absent at the base is new', () => {
    const r = texts([single(K1)], [single(K1), single(K3, { framework: 'vllm' })], [entry([K3])]);
    expect(r.diagnostics).toEqual([]);
    expect(r.diff!.keys).toEqual([{ key: K3, status: 'new', appendOnly: false }]);
    expect(r.diff!.curves.map((c) => [c.status, c.label, c.head?.points])).toEqual([
      ['new', 'tp4', [1, 2, 4]],
      ['new', 'tp8', [4, 8]],
    ]);
    expect(r.diff!.counts).toMatchObject({ new: 2, changed: 0, unchanged: 0 });
  });

  it('a changed image: every curve of the key is changed, in the image field only', () => {
    const r = texts([single(K2)], [single(K2, { image: 'lmsysorg/sglang:v0.5.16' })], [entry([K2])]);
    const curves = r.diff!.curves;
    expect(curves).toHaveLength(2);
    for (const c of curves) {
      expect(c.status).toBe('changed');
      expect(c.aspects).toEqual(['image']);
      expect(c.changes).toEqual([
        { field: 'image', aspect: 'image', base: 'lmsysorg/sglang:v0.5.15', head: 'lmsysorg/sglang:v0.5.16' },
      ]);
      // A changed recipe has a new fingerprint; its points are the same.
      expect(c.head!.fingerprint).not.toBe(c.base!.fingerprint);
      expect(c.head!.points).toEqual(c.base!.points);
    }
    expect(r.diff!.keys).toEqual([{ key: K2, status: 'changed', appendOnly: false }]);
  });

  it('a changed parallelism: the item whose tp changed is one changed curve; its sibling is unchanged', () => {
    const r = texts(
      [single(K1)],
      [single(K1, { items: ['{ tp: 4, conc-list: [1, 2, 4] }', '{ tp: 2, conc-list: [4, 8] }'] })],
      [entry([K1])],
    );
    const [same, tp] = r.diff!.curves;
    expect(same).toMatchObject({
      status: 'unchanged',
      label: 'tp4',
      changes: [],
      addedPoints: [],
      removedPoints: [],
    });
    expect(same!.head!.fingerprint).toBe(same!.base!.fingerprint);
    expect(tp).toMatchObject({
      status: 'changed',
      label: 'tp2',
      aspects: ['parallelism'],
      changes: [{ field: 'tp', aspect: 'parallelism', base: 8, head: 2 }],
    });
    expect(r.diff!.counts).toMatchObject({ changed: 1, unchanged: 1, new: 0, removed: 0 });
  });

  it('multi-node: worker counts are parallelism, a worker setting is additional-settings', () => {
    const r = texts([multi(MN)], [multi(MN, 4, 'CONFIG_FILE=recipes/ctx1_gen4.yaml')], [entry([MN])]);
    const [c] = r.diff!.curves;
    expect(r.diff!.curves).toHaveLength(1);
    expect(c).toMatchObject({ status: 'changed', scenario: '8k1k', shape: 'multi-node' });
    expect(c!.changes.map((x) => [x.field, x.aspect])).toEqual([
      ['prefill.additional-settings', 'additional-settings'],
      ['decode.num-worker', 'parallelism'],
    ]);
    expect(c!.label).toBe('prefill 1×tp4 ep4 dp-attn, decode 4×tp8 ep8');
    // One multi-node row carries the whole list: its points are the list.
    expect(c!.head!.points).toEqual([4, 8, 16]);
  });

  it('an append-only entry: the curve gains points and is shown as extended', () => {
    const r = texts(
      [single(K1)],
      [single(K1, { items: ['{ tp: 4, conc-list: [1, 2, 4, 8, 16] }', '{ tp: 8, conc-list: [4, 8] }'] })],
      [entry([K1], { 'append-only': true, 'scenario-type': ['fixed-seq-len'] })],
    );
    const [ext, same] = r.diff!.curves;
    expect(ext).toMatchObject({
      status: 'extended',
      label: 'tp4',
      addedPoints: [8, 16],
      removedPoints: [],
      appendOnly: true,
    });
    expect(ext!.head!.fingerprint).toBe(ext!.base!.fingerprint);
    expect(same).toMatchObject({ status: 'unchanged', label: 'tp8', appendOnly: true });
    expect(r.diff!.keys).toEqual([{ key: K1, status: 'changed', appendOnly: true }]);
  });

  it('a curve left over at the base is removed; a left-over head curve pairs with a left-over base curve', () => {
    const r = texts(
      [single(K1)],
      [
        single(K1, {
          items: ['{ tp: 8, conc-list: [4, 8] }', '{ tp: 8, ep: 8, dp-attn: true, conc-list: [64] }'],
        }),
      ],
      [entry([K1])],
    );
    // tp8 matches exactly; the remaining head curve (tp8 ep8 dp-attn) pairs with the remaining base
    // curve of the same group (tp4) as one changed curve.
    expect(r.diff!.curves.map((c) => [c.status, c.label])).toEqual([
      ['unchanged', 'tp8'],
      ['changed', 'tp8 ep8 dp-attn'],
    ]);
    const only = texts(
      [single(K1)],
      [single(K1, { items: ['{ tp: 8, conc-list: [4, 8] }'] })],
      [entry([K1])],
    );
    expect(only.diff!.curves.map((c) => [c.status, c.label])).toEqual([
      ['unchanged', 'tp8'],
      ['removed', 'tp4'],
    ]);
  });

  it('pairs leftovers by fewest differing fields, so an image bump plus a removed item stays one change each', () => {
    // Base tp4, tp8; head drops tp4 and bumps the image: tp8 pairs with tp8 (image only), tp4 is removed.
    const r = texts(
      [single(K2)],
      [single(K2, { image: 'lmsysorg/sglang:v0.5.16', items: ['{ tp: 8, conc-list: [4, 8] }'] })],
      [entry([K2])],
    );
    expect(r.diff!.curves.map((c) => [c.status, c.label, c.aspects])).toEqual([
      ['changed', 'tp8', ['image']],
      ['removed', 'tp4', []],
    ]);
  });

  it('names aspects in plain words and describes curves by their topology', () => {
    expect(aspectOf('decode.ep')).toBe('parallelism');
    expect(aspectOf('kv-offload-backend')).toBe('kv-offloading');
    expect(aspectOf('router')).toBe('router');
    expect(aspectOf('require-power')).toBe('other');
    expect(describeCurve({ tp: 4, ep: 4, 'dp-attn': true, 'spec-decoding': 'mtp' })).toBe(
      'tp4 ep4 dp-attn, spec mtp',
    );
    expect(
      describeCurve({
        prefill: { 'num-worker': 1, tp: 8 },
        decode: { 'num-worker': 0, tp: 8 },
        'kv-offloading': 'dram',
      }),
    ).toBe('aggregated 1×tp8 (8 GPUs), kv offload dram');
  });

  it('rows of a curve fold into one curve whatever their concurrency or name', () => {
    const row = (conc: number) => ({
      image: 'i',
      tp: 4,
      conc,
      'exp-name': `x_${conc}`,
      isl: 8192,
      osl: 1024,
    });
    const d = diffCurves(
      [
        { key: 'k', row: row(1) },
        { key: 'k', row: row(2) },
      ],
      [{ key: 'k', row: row(1) }],
    );
    expect(d.curves).toMatchObject([{ status: 'extended', addedPoints: [2] }]);
  });
});
