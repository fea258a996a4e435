// The launch policy the product ships for the inferencex-e2e/ layout, on rows made here (no reference data
// needed): each kind of launcher refusal with the launcher's own words, the launch-path rules, and the
// precedence of time limits. Expected values are written from the policy's facts, not from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunnersConfig } from '../../src/config/types.js';
import { checkLanes } from '../../src/lanes/check.js';
import { loadLanes } from '../../src/lanes/load.js';
import { plannedLanes } from '../../src/lanes/planned.js';
import { resolveRow, type Row } from '../../src/lanes/resolve.js';
import { scopeToRepository } from '../../src/lanes/source.js';
import type { LanesFile } from '../../src/lanes/schema.js';
import { layoutOf } from '../../src/layout/detect.js';
import { repoRoot } from '../support/reference.js';

const SHIPPED = readFileSync(join(repoRoot, 'src/lanes/presets/inferencex-e2e.yaml'), 'utf8');
const CLUSTERS = [
  ...['gb200-nv', 'gb300-nv', 'b200-cw', 'b200-nb', 'b200-nscale', 'b300-dsxe', 'h100-cw', 'h100-dgxc'],
  ...['h200-cw', 'h200-dgxc', 'mi300x-amd', 'mi325x-amd', 'mi355x-amds'],
];
/** Every cluster of the policy reachable by its `cluster:<id>` label, with the shared root and the fixed limits of today. */
const runners: RunnersConfig = {
  labels: Object.fromEntries(CLUSTERS.map((c) => [`cluster:${c}`, [`${c}_0`]])),
  hardware: Object.fromEntries(
    CLUSTERS.map((c) => [`cluster:${c}`, { 'gpus-per-node': c.startsWith('gb') ? 4 : 8 }]),
  ),
};

function shipped(): LanesFile {
  const l = loadLanes(SHIPPED, 'sweep:lanes/inferencex-e2e.yaml');
  expect(l.diagnostics).toEqual([]);
  // The fixed limits and shared run root runners.yaml states for gb200-nv and b200-nscale today.
  const lanes = l.lanes!;
  return {
    ...lanes,
    clusters: {
      ...lanes.clusters,
      'gb200-nv': {
        ...lanes.clusters['gb200-nv']!,
        fixedTimeLimit: '6:00:00',
        sharedRunRoot: '/lustre/runs',
      },
      'b200-nscale': { ...lanes.clusters['b200-nscale']!, fixedTimeLimit: '4:00:00' },
    },
  };
}

const stage = (tp: number, settings: string[] = []) => ({
  'num-worker': 1,
  tp,
  ep: tp,
  'dp-attn': true,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  ...(settings.length ? { 'additional-settings': settings } : {}),
});

/** A multi-node row (prefill + decode) of a model, precision and framework on a cluster. */
const multi = (
  cluster: string,
  model: string,
  precision: string,
  framework: string,
  extra: Row = {},
): Row => ({
  'model-prefix': model,
  precision,
  framework,
  runner: `cluster:${cluster}`,
  'spec-decoding': 'mtp',
  prefill: stage(8),
  decode: stage(8),
  conc: [16],
  'exp-name': `${model}_test`,
  ...extra,
});

/** A single-node row. */
const single = (cluster: string, model: string, framework: string, extra: Row = {}): Row => ({
  'model-prefix': model,
  precision: 'fp4',
  framework,
  runner: `cluster:${cluster}`,
  'spec-decoding': 'mtp',
  tp: 4,
  ep: 1,
  pp: 1,
  'dcp-size': 1,
  'pcp-size': 1,
  conc: 8,
  'exp-name': `${model}_test`,
  ...extra,
});
const agentic = { 'scenario-type': 'agentic-coding' };

const on = (row: Row) => {
  const lanes = resolveRow(row, { runners, lanes: shipped() }).lanes;
  expect(lanes).toHaveLength(1);
  return lanes[0]!;
};

describe('the shipped policy file', () => {
  it('loads, and its own checks find nothing on the clusters it names', () => {
    const l = loadLanes(SHIPPED, 'sweep:lanes/inferencex-e2e.yaml');
    expect(l.diagnostics).toEqual([]);
    const ds = checkLanes({ ...l, lanes: shipped() }, runners).filter(
      // Volumes are runners.yaml's: today's reference data checks them (inferencex-e2e.test.ts).
      (d) => !/volume '.*' does not exist/.test(d.message),
    );
    expect(ds).toEqual([]);
  });
});

describe('every kind of launcher refusal, in the launcher’s words', () => {
  it('llm-d rows run only on gb200-nv: elsewhere the routing refuses them', () => {
    const l = on(multi('h200-dgxc', 'dsv4', 'fp4', 'llmd-vllm'));
    expect(l.path).toBeUndefined();
    expect(l.refusal).toEqual({
      kind: 'route',
      message: 'llmd-vllm is not configured for cluster h200-dgxc; supported clusters: gb200-nv',
    });
    // On gb200-nv the llmd path launches without an srt-slurm lane.
    const ok = on(multi('gb200-nv', 'dsv4', 'fp4', 'llmd-vllm'));
    expect(ok).toMatchObject({ path: 'llmd', laneless: true });
    expect(ok.refusal).toBeUndefined();
  });

  it('a multi-node row whose cluster has no lane for its path', () => {
    const l = on(multi('mi300x-amd', 'dsv41flash', 'fp4', 'vllm', agentic));
    expect(l).toMatchObject({ path: 'srt-multi' });
    expect(l.refusal).toEqual({
      kind: 'no-lane',
      message: 'cluster mi300x-amd has no srt-multi srt-slurm lane',
    });
  });

  it('a framework the lane does not admit: the sorted list of those it does', () => {
    const l = on(multi('gb200-nv', 'dsr1', 'fp8', 'sglang'));
    expect(l.lane).toBe('gb200-nv/srt-multi');
    expect(l.refusal).toEqual({
      kind: 'framework',
      message:
        'Unsupported framework: sglang. Supported frameworks are: dynamo-sglang, dynamo-trt, dynamo-vllm',
    });
    expect(on(multi('h100-dgxc', 'dsr1', 'fp8', 'dynamo-vllm')).refusal?.message).toBe(
      'Unsupported framework: dynamo-vllm. Supported frameworks are: dynamo-sglang, dynamo-trt',
    );
  });

  it('a lane’s reject rule: multi-node dsv4 on b200-nscale outside the native routes', () => {
    // fp8 is no native route, so the row takes srt-multi, which runs dsv4 with dynamo-vllm only.
    const l = on(multi('b200-nscale', 'dsv4', 'fp8', 'dynamo-sglang'));
    expect(l.lane).toBe('b200-nscale/srt-multi');
    expect(l.refusal).toEqual({
      kind: 'reject',
      message: 'multinode dsv4 supports only dynamo-vllm (FRAMEWORK=dynamo-sglang)',
    });
  });

  it('plan reports each refusal of its rows as an error, with the lanes file it used', () => {
    const rows = [
      { ...multi('h200-dgxc', 'dsv4', 'fp4', 'llmd-vllm'), 'row-id': 'r1' },
      { ...multi('gb200-nv', 'kimik3', 'fp4', 'dynamo-vllm', agentic), 'row-id': 'r2' },
    ];
    const layout = layoutOf('inferencex-e2e');
    const files: Record<string, string> = {
      // The policy applies to the clusters runners.yaml has a clusters: record for.
      'inferencex-e2e/configs/runners.yaml': [
        'labels:',
        ...CLUSTERS.map((c) => `  cluster:${c}: [${c}_0]`),
        'clusters:',
        ...CLUSTERS.map((c) => `  ${c}: {gpus-per-node: ${c.startsWith('gb') ? 4 : 8}}`),
        '',
      ].join('\n'),
    };
    const r = plannedLanes(rows, (p) => files[p], layout);
    expect(r.refusals.map((d) => [d.severity, d.message])).toEqual([
      [
        'error',
        'dsv4_test (row r1): h200-dgxc would fail at launch: llmd-vllm is not configured for cluster h200-dgxc; supported clusters: gb200-nv',
      ],
    ]);
    expect(r.note).toBe(
      'lanes: the policy the product ships for this layout (sweep:lanes/inferencex-e2e.yaml): there is no inferencex-e2e/configs/lanes.yaml; `sweep init` writes a copy there to edit',
    );
  });
});

describe('launch paths', () => {
  it('b200-nscale native routes take srt-native; the other multi-node rows srt-multi', () => {
    expect(on(multi('b200-nscale', 'kimik3', 'fp4', 'dynamo-vllm')).lane).toBe('b200-nscale/srt-native');
    expect(on(multi('b200-nscale', 'glm5.2', 'fp4', 'dynamo-vllm')).lane).toBe('b200-nscale/srt-native');
    expect(on(multi('b200-nscale', 'dsv4', 'fp4', 'dynamo-sglang')).lane).toBe('b200-nscale/srt-native');
    expect(
      on(multi('b200-nscale', 'dsv4', 'fp4', 'dynamo-sglang', { 'spec-decoding': 'draft_model' })).lane,
    ).toBe('b200-nscale/srt-multi');
    expect(on(multi('b200-nscale', 'glm5.2', 'fp4', 'dynamo-sglang', { 'spec-decoding': 'none' })).lane).toBe(
      'b200-nscale/srt-multi',
    );
    expect(on(multi('b200-nscale', 'kimik3', 'fp8', 'dynamo-vllm')).lane).toBe('b200-nscale/srt-multi');
    // The native routes are b200-nscale's only.
    expect(on(multi('gb200-nv', 'kimik3', 'fp4', 'dynamo-vllm')).lane).toBe('gb200-nv/srt-multi');
  });

  it('single-node: srt-batch on b300-dsxe for dsv41flash sglang agentic, script with an override, else srt-single', () => {
    expect(on(single('b300-dsxe', 'dsv41flash', 'sglang', agentic))).toMatchObject({
      path: 'srt-batch',
      laneless: true,
    });
    expect(on(single('b300-dsxe', 'dsv41flash', 'sglang')).path).toBe('srt-single');
    expect(on(single('h200-dgxc', 'dsv41flash', 'sglang', agentic)).path).toBe('srt-single');
    const override = single('b300-dsxe', 'dsr1', 'vllm', {
      'additional-settings': ['BENCH_SCRIPT_OVERRIDE=x.sh'],
    });
    expect(on(override)).toMatchObject({ path: 'script', laneless: true });
    expect(on(single('b300-dsxe', 'dsr1', 'vllm'))).toMatchObject({ path: 'srt-single', laneless: true });
  });
});

describe('time limits: the cluster’s fixed limit, then the lane’s long limit, the lane’s limit, the row’s', () => {
  const time = (row: Row) => on(row).decisions?.time ?? on(row).time;

  it('a fixed limit of the cluster wins over the lane', () => {
    expect(time(multi('gb200-nv', 'kimik3', 'fp4', 'dynamo-vllm', agentic))).toEqual({
      value: '6:00:00',
      by: { kind: 'cluster', fact: 'fixedTimeLimit' },
    });
  });

  it('the long limit when its rule matches, else the lane’s limit', () => {
    expect(time(multi('gb300-nv', 'dsv4', 'fp4', 'dynamo-trt', agentic))?.value).toBe('8:00:00');
    expect(time(multi('gb300-nv', 'dsv4', 'fp4', 'dynamo-sglang', agentic))?.value).toBe('8:00:00');
    expect(time(multi('gb300-nv', 'dsv4', 'fp4', 'dynamo-trt'))?.value).toBe('4:00:00');
    expect(time(multi('gb300-nv', 'dsv4', 'fp4', 'dynamo-vllm', agentic))?.value).toBe('4:00:00');
    expect(time(multi('gb300-nv', 'kimik3', 'fp4', 'dynamo-vllm', agentic))).toEqual({
      value: '4:00:00',
      by: { kind: 'default' },
    });
    expect(time(multi('h200-dgxc', 'dsv4', 'fp8', 'dynamo-sglang', agentic))?.value).toBe('8:00:00');
    expect(time(multi('h200-dgxc', 'dsv4', 'fp8', 'dynamo-trt', agentic))?.value).toBe('4:00:00');
    expect(time(multi('mi355x-amds', 'dsr1', 'fp4', 'sglang-disagg'))?.value).toBe('01:00:00');
  });

  it('else the row’s SALLOC_TIME_LIMIT, 480 minutes when it sets none', () => {
    expect(time(multi('b300-dsxe', 'dsr1', 'fp4', 'dynamo-trt'))).toEqual({
      value: '8:00:00',
      by: { kind: 'row', fact: 'SALLOC_TIME_LIMIT default' },
    });
    const own = multi('b300-dsxe', 'dsr1', 'fp4', 'dynamo-trt', {
      prefill: stage(8, ['SALLOC_TIME_LIMIT=600']),
    });
    expect(time(own)).toEqual({ value: '10:00:00', by: { kind: 'row', fact: 'SALLOC_TIME_LIMIT' } });
    // A lane's own limit is above the row's.
    expect(
      time({
        ...multi('gb300-nv', 'kimik3', 'fp4', 'dynamo-vllm'),
        prefill: stage(8, ['SALLOC_TIME_LIMIT=600']),
      })?.value,
    ).toBe('4:00:00');
  });

  it('a single-node row takes the cluster’s single-node limit; the fixed limit is for multi-node rows', () => {
    const l = shipped();
    const lanes: LanesFile = {
      ...l,
      clusters: { ...l.clusters, 'h200-dgxc': { ...l.clusters['h200-dgxc']!, singleNodeTimeLimit: 500 } },
    };
    const at = (row: Row) => {
      const r = resolveRow(row, { runners, lanes }).lanes[0]!;
      return r.decisions?.time ?? r.time;
    };
    expect(at(single('h200-dgxc', 'dsr1', 'sglang'))).toEqual({
      value: '8:20:00',
      by: { kind: 'cluster', fact: 'singleNodeTimeLimit' },
    });
    // It wins over the bump as well.
    expect(at(single('h200-dgxc', 'dsv41flash', 'sglang', { ...agentic, conc: 64 }))?.value).toBe('8:20:00');
    expect(at(multi('h200-dgxc', 'dsr1', 'fp8', 'dynamo-trt'))?.value).toBe('4:00:00');
    expect(time(single('gb200-nv', 'dsr1', 'sglang'))?.value).toBe('8:00:00');
  });

  it('single-node bump: h200-dgxc dsv41flash sglang agentic at concurrency 64 and above gets 1440 minutes, eval-only rows not', () => {
    const row = (conc: number, extra: Row = {}) =>
      single('h200-dgxc', 'dsv41flash', 'sglang', { ...agentic, conc, ...extra });
    expect(time(row(64))).toEqual({ value: '24:00:00', by: { kind: 'bump', index: 0 } });
    expect(time(row(128))?.value).toBe('24:00:00');
    expect(time(row(63))).toEqual({
      value: '8:00:00',
      by: { kind: 'row', fact: 'SALLOC_TIME_LIMIT default' },
    });
    expect(time(row(64, { 'eval-only': true }))?.value).toBe('8:00:00');
    expect(time(single('h200-dgxc', 'dsv41flash', 'sglang', { conc: 64 }))?.value).toBe('8:00:00');
    expect(time(single('b300-dsxe', 'dsv41flash', 'vllm', { ...agentic, conc: 64 }))?.value).toBe('8:00:00');
  });
});

describe('the other facts of a lane, as decisions', () => {
  it('gb200-nv: shared run root per model and framework, dynamo-wheels for glm5.2 fp4 dynamo-sglang agentic, the torchao setup script', () => {
    const glm = on(multi('gb200-nv', 'glm5.2', 'fp4', 'dynamo-sglang', agentic)).decisions!;
    expect(glm.checkout.value).toBe('shared');
    expect(glm.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`)).toEqual([
      'aiperf-cache:/aiperf_mmap_cache',
      'hf-hub-cache:/hf_hub_cache',
      'dynamo-wheels:/configs/dynamo-wheels',
    ]);
    expect(glm.mounts.every((m) => m.mount.worldWritable)).toBe(true);
    expect(glm.setupScript).toBe('install-torchao.sh');
    const dsv4 = (f: string) => on(multi('gb200-nv', 'dsv4', 'fp4', f, agentic)).decisions!.checkout.value;
    expect([dsv4('dynamo-vllm'), dsv4('dynamo-sglang'), dsv4('dynamo-trt')]).toEqual([
      'shared',
      'workspace',
      'workspace',
    ]);
    const dsr1 = on(multi('gb200-nv', 'dsr1', 'fp4', 'dynamo-trt')).decisions!;
    expect([dsr1.checkout.value, dsr1.mounts, dsr1.setupScript]).toEqual(['workspace', [], undefined]);
  });

  it('gb300-nv eval facts, mi355x-amds mounts and eval unsets', () => {
    expect(on(multi('gb300-nv', 'dsv4', 'fp4', 'dynamo-trt', agentic)).decisions!.eval).toEqual({
      unset: [],
      realVerification: true,
      headFrontend: true,
      writeMeta: true,
    });
    expect(on(multi('gb300-nv', 'qwen3.5', 'fp4', 'dynamo-sglang')).decisions!.eval).toMatchObject({
      realVerification: false,
      headFrontend: false,
    });
    const t = on(multi('mi355x-amds', 'glm5.3', 'fp8', 'tilert', agentic)).decisions!;
    expect(t.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`)).toEqual([
      'aiperf-cache:/aiperf_mmap_cache',
      'it-share-data:/models',
    ]);
    expect(t.eval?.unset).toEqual([
      'roles.prefill.args.ep-dispatch-algorithm',
      'roles.decode.args.ep-dispatch-algorithm',
    ]);
  });
});

describe('the shipped policy in a repository', () => {
  it('applies to the clusters runners.yaml has a clusters: record for; rows elsewhere are left unchecked', () => {
    const l = loadLanes(SHIPPED, 'sweep:lanes/inferencex-e2e.yaml').lanes!;
    const withRecords: RunnersConfig = { ...runners, clusters: { 'gb200-nv': { 'gpus-per-node': 4 } } };
    const scoped = scopeToRepository(l, withRecords);
    expect(Object.keys(scoped.clusters)).toEqual(['gb200-nv']);
    expect(Object.keys(scoped.lanes)).toEqual(['gb200-nv/srt-multi']);
    // Rule positions stay; a rule for clusters left out applies to none.
    expect(scoped.routing.multinode!.rules.map((r) => r.cluster)).toEqual([['gb200-nv'], undefined, []]);
    const row = multi('b200-nscale', 'kimik3', 'fp4', 'dynamo-vllm');
    expect(resolveRow(row, { runners: withRecords, lanes: scoped }).lanes).toEqual([]);
    expect(
      resolveRow(multi('gb200-nv', 'kimik3', 'fp4', 'dynamo-vllm'), { runners: withRecords, lanes: scoped })
        .lanes,
    ).toHaveLength(1);
    // An older runners.yaml (labels and hardware, no records): nothing applies.
    expect(Object.keys(scopeToRepository(l, runners).lanes)).toEqual([]);
  });
});
