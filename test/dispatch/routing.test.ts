import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRoutes, jobLabels, runsOnInput } from '../../src/dispatch/routing.js';
import { stuckJobs } from '../../src/dispatch/watchdog.js';
import { githubEnvFile, launcherEnv, LAUNCHER_ENV, NOT_EXPORTED } from '../../src/dispatch/launcher-env.js';
import { needsReference, referenceDir } from '../support/reference.js';

const off = { priority: false, nodeSlots: false };
const row = {
  'row-id': 'aaaaaaaaaaaaaaaa',
  runner: 'cluster:gb200-nv',
  priority: 'p2',
  'queue-token': 'q7',
  'node-count': 4,
};
const runners = {
  labels: { b200: ['b200_0'], 'cluster:gb200-nv': ['gb200-nv_0'], 'cluster:gb300-nv': ['gb300-nv_0'] },
  hardware: { 'cluster:gb200-nv': { 'gpus-per-node': 4 }, 'cluster:mi325x-tw': { 'gpus-per-node': 8 } },
};

describe('runner routing', () => {
  it('RT-1: scheduler off → [runner]; on → self-hosted, runner, job and attempt labels (05 §3)', () => {
    expect(jobLabels(row, off)).toEqual(['cluster:gb200-nv']);
    expect(jobLabels({ ...row, 'skip-queue-pr': '12' }, { priority: true, nodeSlots: false })).toEqual([
      'self-hosted',
      'cluster:gb200-nv',
      'ci-job-p2-q7',
      'ci-attempt-{0}',
      'ci-skip-queue-pr-12',
    ]);
  });

  it('RT-1: nodes:<N> is requested when the node-slot scheduler is on (1 for single-node rows)', () => {
    expect(jobLabels(row, { priority: false, nodeSlots: true })).toEqual(['cluster:gb200-nv', 'nodes:4']);
    expect(jobLabels({ runner: 'b200' }, { priority: true, nodeSlots: true }).at(-1)).toBe('nodes:1');
    expect(JSON.parse(runsOnInput(jobLabels(row, { priority: false, nodeSlots: true })))).toEqual([
      'cluster:gb200-nv',
      'nodes:4',
    ]);
  });

  it('RT-1: a runner label runners.yaml does not have is an error before dispatch, naming the row, the label and the fix', () => {
    expect(checkRoutes([row, { 'row-id': 'b', runner: 'b200' }], off, runners)).toEqual([]);
    const ds = checkRoutes(
      [{ 'row-id': 'c', name: 'dsv4_8k1k_fp4_vllm', runner: 'gb300-nv' }],
      off,
      runners,
      'inferencex-e2e/configs/runners.yaml',
    );
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ severity: 'error', rule: 'RT-1', path: 'c' });
    expect(ds[0]!.message).toBe(
      "row dsv4_8k1k_fp4_vllm (c): its job would wait for the runner label 'gb300-nv', which no runner in inferencex-e2e/configs/runners.yaml carries",
    );
    // The fix names the label, the file, and the label the author probably meant.
    expect(ds[0]!.fix).toContain("register runners with the label 'gb300-nv'");
    expect(ds[0]!.fix).toContain("'cluster:gb300-nv'");
  });

  it('RT-1: one error per row, and a label with only a hardware or clusters record (no runners) is no label a runner carries', () => {
    const ds = checkRoutes(
      [
        { 'row-id': 'a', runner: 'h200-dgxc' },
        { 'row-id': 'b', runner: 'h200-dgxc' },
        { 'row-id': 'c', runner: 'cluster:mi325x-tw' },
      ],
      off,
      runners,
    );
    expect(ds.map((d) => d.path)).toEqual(['a', 'b', 'c']);
    expect(ds[2]!.message).toContain('it has a hardware record there, but no runners under labels:');
  });

  it('RT-1: scheduler labels the controller attaches are not looked up; node counts are checked with node slots', () => {
    const on = { priority: true, nodeSlots: true };
    expect(checkRoutes([{ ...row, 'skip-queue-pr': '12' }], on, runners)).toEqual([]);
    const bad = checkRoutes(
      [
        { 'row-id': 'd', runner: 'b200', 'node-count': 0 },
        { 'row-id': 'e', runner: 'cluster:gb200-nv', multiNode: true },
        { 'row-id': 'f', runner: 'b200' },
      ],
      { priority: false, nodeSlots: true },
      runners,
    );
    expect(bad.map((d) => d.message)).toEqual([
      'row d: node count 0 gives no valid nodes:<N> label',
      'row e: a multi-node row without a node count would request nodes:1',
    ]);
    // Without node slots the node count is not part of any label.
    expect(checkRoutes([{ 'row-id': 'd', runner: 'b200', 'node-count': 0 }], off, runners)).toEqual([]);
    expect(
      checkRoutes([{ 'row-id': 'g', runner: 'b200', 'queue-token': 'bad token' }], on, runners)[0]!.message,
    ).toBe("row g: 'ci-job--bad token' is not a valid runner label");
  });
});

describe('queue watchdog', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const job = (labels: string[], createdAt: string) => ({
    name: 'r1',
    rowId: 'r1',
    status: 'queued',
    labels,
    createdAt,
  });

  it('RT-2: a job queued past the limit with no runner carrying its labels is reported with the missing label', () => {
    const out = stuckJobs([job(['gb300-nv', 'nodes:2'], '2026-12-01T11:00:00Z')], now, 30, [
      { name: 'gb200-nv_0', labels: ['self-hosted', 'gb200-nv', 'nodes:2'] },
    ]);
    expect(out).toEqual([
      {
        job: 'r1',
        rowId: 'r1',
        labels: ['gb300-nv', 'nodes:2'],
        missing: ['gb300-nv'],
        minutes: 60,
        since: '2026-12-01T11:00:00Z',
      },
    ]);
  });

  it('RT-2: not yet past the limit, a runner that carries every label, or a running job → nothing', () => {
    expect(stuckJobs([job(['b200'], '2026-12-01T11:45:00Z')], now, 30)).toEqual([]);
    expect(
      stuckJobs([job(['b200', 'ci-job-p1-x'], '2026-12-01T10:00:00Z')], now, 30, [
        { name: 'b', labels: ['b200'] },
      ]),
    ).toEqual([]);
    expect(stuckJobs([{ ...job(['b200'], '2026-12-01T10:00:00Z'), status: 'in_progress' }], now, 30)).toEqual(
      [],
    );
  });

  it('RT-2: offline runners carry nothing; labels each carried by some runner but by none together are stuck too', () => {
    const queued = [job(['cluster:gb200-nv', 'nodes:4'], '2026-12-01T11:00:00Z')];
    expect(
      stuckJobs(queued, now, 30, [
        { name: 'g0', labels: ['self-hosted', 'cluster:gb200-nv', 'nodes:4'], status: 'offline' },
      ])[0]!.missing,
    ).toEqual(['cluster:gb200-nv', 'nodes:4']);
    const split = stuckJobs(queued, now, 30, [
      { name: 'g0', labels: ['cluster:gb200-nv', 'nodes:2'], status: 'online' },
      { name: 'g1', labels: ['b200', 'nodes:4'], status: 'online' },
    ]);
    expect(split).toHaveLength(1);
    expect(split[0]!.missing).toEqual([]);
    expect(stuckJobs(queued, now, 30, [{ name: 'g2', labels: ['cluster:gb200-nv', 'nodes:4'] }])).toEqual([]);
  });

  it('RT-2: without a runner listing every job past the limit is reported', () => {
    expect(stuckJobs([job(['b200'], '2026-12-01T11:00:00Z')], now, 30)[0]!.missing).toEqual([]);
  });
});

describe('launcher contract', () => {
  const multi = {
    'row-id': 'ffffffffffffffff',
    model: 'm',
    'model-prefix': 'dsr1',
    runner: 'cluster:b200-nscale',
    conc: [90, 128],
    'gpu-count': 12,
    'node-count': 2,
    prefill: {
      'num-worker': 1,
      tp: 4,
      ep: 4,
      'dp-attn': true,
      'additional-settings': ['CONFIG_FILE=recipes/x.yaml', 'PATH=/evil', 'bad'],
    },
    decode: { 'num-worker': 1, tp: 8, ep: 8, 'dp-attn': false },
    router: { name: 'dynamo-router', version: '0.8.1' },
  };

  it('multi-node rows: CONC_LIST space-separated, CONC the first, workers, settings, GPU_COUNT from gpu-count', () => {
    const { env, skipped } = launcherEnv(multi);
    expect(env).toMatchObject({
      ROW_ID: 'ffffffffffffffff',
      MODEL_PREFIX: 'dsr1',
      CONC_LIST: '90 128',
      CONC: '90',
      GPU_COUNT: '12',
      NODE_COUNT: '2',
      IS_MULTINODE: 'true',
      IS_AGENTIC: '0',
      PREFILL_TP: '4',
      PREFILL_DP_ATTN: 'true',
      DECODE_DP_ATTN: 'false',
      CONFIG_FILE: 'recipes/x.yaml',
      ROUTER: '{"name":"dynamo-router","version":"0.8.1"}',
      SALLOC_TIME_LIMIT: '480',
      ENROOT_IMPORT_TIME_LIMIT: '120',
    });
    expect(env['PATH']).toBeUndefined();
    expect(skipped).toEqual(["prefill: 'PATH' is reserved", "prefill: 'bad' is not KEY=VAL on one line"]);
  });

  it('single-node agentic rows: CONC, IS_AGENTIC=1, no multi-node limits', () => {
    const { env } = launcherEnv({
      runner: 'b200',
      tp: 8,
      conc: 16,
      'scenario-type': 'agentic-coding',
      'gpu-count': 8,
    });
    expect(env).toMatchObject({
      TP: '8',
      CONC: '16',
      CONC_LIST: '16',
      IS_AGENTIC: '1',
      IS_MULTINODE: 'false',
      GPU_COUNT: '8',
    });
    expect(env['SALLOC_TIME_LIMIT']).toBeUndefined();
  });

  it('$GITHUB_ENV text survives values with newlines and the delimiter', () => {
    expect(githubEnvFile({ A: 'x\nSWEEP_EOF' })).toBe('A<<SWEEP_EOF_\nx\nSWEEP_EOF\nSWEEP_EOF_\n');
  });

  const golden = join(referenceDir, 'current', 'golden', 'full-sweep.default.json');
  // The reference planner's rows of today's reference: outputs only the reference data set has.
  const reference = needsReference('outputs');
  it(
    'every field of the reference rows is exported or deliberately not (row model)',
    { ...reference, skip: reference.skip || !existsSync(golden) },
    () => {
      const rows = JSON.parse(readFileSync(golden, 'utf8')) as Record<string, unknown>[];
      const top = new Set(LAUNCHER_ENV.map((f) => f.field.split('.')[0]!));
      const nested = new Set(LAUNCHER_ENV.filter((f) => f.field.includes('.')).map((f) => f.field));
      const missing = new Set<string>();
      for (const r of rows)
        for (const [k, v] of Object.entries(r)) {
          if (k === 'prefill' || k === 'decode') {
            for (const w of Object.keys(v as object))
              if (w !== 'additional-settings' && !nested.has(`${k}.${w}`)) missing.add(`${k}.${w}`);
          } else if (!top.has(k) && !NOT_EXPORTED.includes(k)) missing.add(k);
        }
      expect([...missing]).toEqual([]);
      console.log(`launcher contract: ${rows.length} reference rows, every field mapped`);
    },
  );
});
