// The reference as it is today (current/: its files under inferencex-e2e/, LANES.md its launch policy)
// with the lanes policy the product ships for that layout: every row of the full sweep resolves to a lane
// or to the launcher's refusal; a sample of rows takes the (cluster, path) LANES.md gives; and the bug of
// the reference's PR #3741 (gb200-nv admits vllm, dsv4 vllm agentic rows are not staged on the shared run
// root) fails lint after `sweep init`, while the review's fix passes. Expected values are written by hand
// from LANES.md and runners.yaml.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { loadMasterConfigs, loadRunners } from '../../src/config/load.js';
import { checkLanes } from '../../src/lanes/check.js';
import { withClusterRecords } from '../../src/lanes/facts.js';
import { loadLanes } from '../../src/lanes/load.js';
import { resolveRow, type Resolution, type Row } from '../../src/lanes/resolve.js';
import { checkPlannedRows } from '../../src/verdict/rows.js';
import { planSchema } from '../../src/dispatch/plan.js';
import { layoutOf } from '../../src/layout/detect.js';
import { generateFullSweep } from '../../src/plan/generate.js';
import { needsReference, referenceDir, repoRoot } from '../support/reference.js';

const current = join(referenceDir, 'current');
const needsCurrent = (() => {
  const o = needsReference('inputs');
  return { ...o, skip: o.skip || !existsSync(join(current, 'LANES.md')) };
})();
const SHIPPED = readFileSync(join(repoRoot, 'src/lanes/presets/inferencex-e2e.yaml'), 'utf8');
const root = mkdtempSync(join(tmpdir(), 'sweep-lanes-e2e-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A repository laid out like the reference today: current/'s configs and changelog under inferencex-e2e/. */
function repo(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'inferencex-e2e'), { recursive: true });
  cpSync(join(current, 'configs'), join(dir, 'inferencex-e2e/configs'), { recursive: true });
  writeFileSync(
    join(dir, 'inferencex-e2e/perf-changelog.yaml'),
    readFileSync(join(current, 'perf-changelog.yaml')),
  );
  return dir;
}

async function sweep(...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: root, env: {} };
  const code = await main(argv, io);
  return { code, out, err };
}

/** The messages the reference's launcher refuses a row with (LANES.md). */
const REFUSALS = [
  /^llmd-vllm is not configured for cluster \S+; supported clusters: gb200-nv$/,
  /^cluster \S+ has no \S+ srt-slurm lane$/,
  /^Unsupported framework: \S+\. Supported frameworks are: .+$/,
  /^multinode dsv4 supports only dynamo-vllm \(FRAMEWORK=\S+\)$/,
];

describe("today's rows with the shipped lanes", needsCurrent, () => {
  let rows: Row[] = [];
  let keys: string[] = [];
  let res: Resolution[] = [];
  beforeAll(() => {
    const read = (f: string) => readFileSync(join(current, 'configs', f), 'utf8');
    const runners = loadRunners({ path: 'runners.yaml', text: read('runners.yaml') }).value;
    const configs = loadMasterConfigs(
      ['amd-master.yaml', 'nvidia-master.yaml'].map((p) => ({ path: p, text: read(p) })),
      { runners },
    ).value;
    const gen = generateFullSweep(configs, runners, {}, { mode: 'default', allEvals: false });
    rows = gen.rows;
    keys = gen.configKeys ?? [];
    const lanes = withClusterRecords(loadLanes(SHIPPED, 'lanes.yaml').lanes!, runners);
    res = rows.map((row) => resolveRow(row, { runners, lanes }));
  });

  it('the shipped file passes its own checks against runners.yaml (volumes, cluster facts, reachability)', () => {
    const runners = loadRunners({
      path: 'runners.yaml',
      text: readFileSync(join(current, 'configs/runners.yaml'), 'utf8'),
    }).value;
    expect(checkLanes(loadLanes(SHIPPED, 'lanes.yaml'), runners)).toEqual([]);
  });

  it("every row of the full sweep (1,805) resolves to a lane, a path without one, or the launcher's refusal", () => {
    expect(rows).toHaveLength(1805);
    const refused: string[] = [];
    res.forEach((r, i) => {
      expect(r.lanes.length, keys[i]).toBeGreaterThan(0);
      for (const l of r.lanes) {
        if (l.refusal) {
          expect(
            REFUSALS.some((re) => re.test(l.refusal!.message)),
            l.refusal.message,
          ).toBe(true);
          refused.push(`${keys[i]}: ${l.refusal.message}`);
        } else expect(!!l.decisions || !!l.laneless, keys[i]).toBe(true);
      }
    });
    // The only refusals today: mi300x-amd runs multi-node vllm rows but has no multi-node lane (10 rows).
    expect(new Set(refused)).toEqual(
      new Set([
        'dsv41flash-fp4-mi300x-vllm-agentic-nixl: cluster mi300x-amd has no srt-multi srt-slurm lane',
        'dsv41flash-fp4-mi300x-vllm-agentic-dspark: cluster mi300x-amd has no srt-multi srt-slurm lane',
      ]),
    );
    expect(refused).toHaveLength(10);
  });

  it('a sample of rows takes the (cluster, path) LANES.md gives', () => {
    const lanesOf = (key: string) => {
      const i = keys.indexOf(key);
      expect(i, key).toBeGreaterThanOrEqual(0);
      return res[i]!.lanes.map((l) => `${l.cluster}/${l.path ?? '(refused)'}`).sort();
    };
    const expected: Record<string, string[]> = {
      // Multi-node on gb200-nv: no native rule there.
      'kimik3-fp4-gb200-dynamo-vllm-agentic': ['gb200-nv/srt-multi'],
      // b200-nscale native rules: kimik3 fp4 dynamo-vllm; dsv4 fp4 dynamo-sglang mtp; glm5.2 fp4 dynamo-sglang mtp.
      'kimik3-fp4-b200-dynamo-vllm-agentic-dspark': ['b200-nscale/srt-native'],
      'dsv4-fp4-b200-dynamo-sglang-agentic-agg': ['b200-nscale/srt-native'],
      'glm5.2-fp4-b200-dynamo-sglang-agentic-agg': ['b200-nscale/srt-native'],
      // Other multi-node rows on b200-nscale.
      'qwen3.5-fp8-b200-dynamo-sglang-agentic-disagg-mtp': ['b200-nscale/srt-multi'],
      'dsr1-fp4-b200-dynamo-trt': ['b200-nscale/srt-multi'],
      // Single-node on b300-dsxe: dsv41flash sglang agentic is batched; other rows srt-single.
      'dsv41flash-fp4-b300-sglang-agentic-dspark': ['b300-dsxe/srt-batch'],
      'kimik3-fp4-b300-vllm-agentic-dspark': ['b300-dsxe/srt-single'],
      // Pool labels: the cluster of each runner name (runners.yaml cluster:<id> labels).
      'dsr1-fp4-b300-dynamo-trt': ['b300-dsxe/srt-multi'],
      'qwen3.5-fp8-h100-sglang': ['h100-cw/srt-single', 'h100-dgxc/srt-single'],
      // A runner label that is a cluster's own name (no label in runners.yaml).
      'dsr1-fp8-gb300-dynamo-trt': ['gb300-nv/srt-multi'],
      'glm5.3-fp8-mi355x-tilert-agentic': ['mi355x-amds/srt-multi'],
      'kimik3-fp4-h200-vllm-agentic-latency': ['h200-dgxc/srt-multi'],
      'dsv41flash-fp4-h200-sglang-agentic-dspark': ['h200-dgxc/srt-single'],
      'dsv41flash-fp4-mi300x-vllm-agentic-nixl': ['mi300x-amd/srt-multi'],
    };
    for (const [key, want] of Object.entries(expected)) expect(lanesOf(key), key).toEqual(want);
  });

  it('time limits: the fixed limit of gb200-nv and b200-nscale, gb300-nv long and lane limits, mi355x-amds, single-node limits, the row’s, the h200-dgxc bump', () => {
    const times = (key: string) => [
      ...new Set(
        res.flatMap((r, i) =>
          keys[i] === key
            ? r.lanes.map((l) => `${(l.decisions?.time ?? l.time)!.value} c${String(rows[i]!.conc)}`)
            : [],
        ),
      ),
    ];
    const only = (key: string) => [...new Set(times(key).map((t) => t.split(' ')[0]))];
    expect(only('kimik3-fp4-gb200-dynamo-vllm-agentic')).toEqual(['6:00:00']);
    expect(only('dsr1-fp4-b200-dynamo-trt')).toEqual(['4:00:00']);
    expect(only('dsv4-fp4-gb300-dynamo-trt-agentx')).toEqual(['8:00:00']);
    expect(only('kimik3-fp4-gb300-dynamo-vllm-agentic-dspark-mooncake-dcp8-agg')).toEqual(['4:00:00']);
    expect(only('glm5.3-fp8-mi355x-tilert-agentic')).toEqual(['01:00:00']);
    expect(only('dsr1-fp4-b300-dynamo-trt')).toEqual(['8:00:00']);
    // Single-node rows: mi355x-amds has a single-node limit of 500 minutes; h100-dgxc's fixed 6:00:00 is
    // its multi-node limit, so its single-node rows keep the row's 480 minutes.
    expect(only('dsv41flash-fp4-mi355x-sglang-agentic-dspark')).toEqual(['8:20:00']);
    expect(only('qwen3.5-fp8-h100-sglang')).toEqual(['8:00:00']);
    // Concurrency 1…128: 64 and 128 get the 1440-minute allocation.
    const bump = times('dsv41flash-fp4-h200-sglang-agentic-dspark');
    expect(bump.filter((t) => t.startsWith('24:00:00')).sort()).toEqual(['24:00:00 c128', '24:00:00 c64']);
    expect(bump.filter((t) => !t.startsWith('24:00:00')).every((t) => t.startsWith('8:00:00 '))).toBe(true);
  });
});

/** The planted config of PR #3741: multi-node agentic dsv4 on plain vllm on gb200-nv. */
const PLANTED = `
dsv4-fp4-gb200-vllm-agentic:
  image: vllm/vllm-openai:nightly-3ee2df30337a301164c46ae444b76ee67e71c106
  model: deepseek-ai/DeepSeek-V4-Pro
  model-prefix: dsv4
  runner: cluster:gb200-nv
  precision: fp4
  framework: vllm
  kv-p2p-transfer: nixl
  multinode: true
  disagg: true
  scenarios:
    agentic-coding:
    - search-space:
      - spec-decoding: mtp
        conc-list: [16, 32]
        prefill:
          num-worker: 2
          tp: 8
          ep: 8
          dp-attn: true
          additional-settings:
          - "CONFIG_FILE=recipes/dsv4/vllm/gb200-fp4/agentx/disagg-llm-d.yaml:override_2p1d"
        decode:
          num-worker: 1
          tp: 16
          ep: 16
          dp-attn: true
`;
const ENTRY = `
- config-keys:
    - dsv4-fp4-gb200-vllm-agentic
  scenario-type:
    - agentic-coding
  description:
    - "llm-d on GB200: plain vllm serve workers behind the llm-d router"
  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/3741
`;
const ADMITS = '  gb200-nv/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]}\n';
const FIX = '        - when: {model: dsv4, framework: vllm, scenario: agentic}\n          value: shared\n';

describe("the reference's PR #3741 after sweep init", needsCurrent, () => {
  let dir = '';
  const lanesPath = () => join(dir, 'inferencex-e2e/configs/lanes.yaml');
  beforeAll(async () => {
    dir = repo('pr3741');
    const init = await sweep('init', '--dir', dir);
    expect(init.code, init.err).toBe(0);
    expect(init.out).toContain('written     inferencex-e2e/configs/lanes.yaml');
    expect(readFileSync(lanesPath(), 'utf8')).toBe(SHIPPED);
    // The bug: vllm admitted on gb200-nv / srt-multi, dsv4 vllm agentic configs added, staging unchanged.
    const lanes = readFileSync(lanesPath(), 'utf8');
    expect(lanes).toContain(ADMITS);
    writeFileSync(lanesPath(), lanes.replace(ADMITS, ADMITS.replace('dynamo-vllm]', 'dynamo-vllm, vllm]')));
    const master = join(dir, 'inferencex-e2e/configs/nvidia-master.yaml');
    writeFileSync(master, readFileSync(master, 'utf8') + PLANTED);
    const changelog = join(dir, 'inferencex-e2e/perf-changelog.yaml');
    writeFileSync(changelog, readFileSync(changelog, 'utf8') + ENTRY);
  });

  it('lint fails naming the rows, the lane and the missing shared-run-root staging', async () => {
    const r = await sweep('lint', '--root', dir);
    expect(r.code).toBe(1);
    const lines = r.out.split('\n');
    const rowLine = lines.find((l) => l.includes('error [C5] dsv4-fp4-gb200-vllm-agentic:'));
    expect(rowLine).toMatch(
      /^inferencex-e2e\/configs\/nvidia-master\.yaml:\d+:1: error \[C5\] dsv4-fp4-gb200-vllm-agentic: gb200-nv\/srt-multi resolves checkout 'workspace' \(default\) for dsv4 × vllm × fp4 × agentic × mtp: not staged on the shared run root/,
    );
    // The lanes file itself: vllm is admitted but the staging rules decide dsv4 per framework without it.
    expect(lines.find((l) => l.includes('[C4]'))).toMatch(
      /^inferencex-e2e\/configs\/lanes\.yaml:\d+:\d+: error \[C4\] `checkout` has no decision for dsv4 × \{vllm\} on gb200-nv\/srt-multi/,
    );
    expect(r.out).toContain('lanes: inferencex-e2e/configs/lanes.yaml\n');
  });

  it('explain shows the row’s path, lane and every decision with its rule; never "no configs/lanes.yaml"', async () => {
    const r = await sweep('explain', 'dsv4-fp4-gb200-vllm-agentic', '--root', dir);
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain('no configs/lanes.yaml');
    const [note, first] = r.out.split('\n\n') as [string, string];
    expect(note).toBe('lanes: inferencex-e2e/configs/lanes.yaml');
    expect(first).toMatch(/path +srt-multi +routing\.multinode\.default/);
    expect(first).toMatch(/lane +gb200-nv\/srt-multi +admitted/);
    expect(first).toMatch(/power +telemetry +cluster powerTelemetry/);
    expect(first).toMatch(/checkout +workspace +default/);
    expect(first).toMatch(/time +6:00:00 +cluster fixedTimeLimit/);
    expect(first).toMatch(
      /mounts +aiperf-cache→\/aiperf_mmap_cache, hf-hub-cache→\/hf_hub_cache +mounts\[0\], mounts\[1\]/,
    );
  });

  it("with the review's fix (stage dsv4 vllm agentic on the shared run root) lint passes for those rows", async () => {
    const lanes = readFileSync(lanesPath(), 'utf8');
    const anchor = '        - when: {model: dsv4, framework: dynamo-vllm}\n          value: shared\n';
    expect(lanes).toContain(anchor);
    writeFileSync(lanesPath(), lanes.replace(anchor, anchor + FIX));
    const r = await sweep('lint', '--root', dir);
    expect(r.out.split('\n').filter((l) => l.includes('dsv4-fp4-gb200-vllm-agentic'))).toEqual([]);
    expect(r.out).not.toMatch(/inferencex-e2e\/configs\/lanes\.yaml:\d+:\d+: (error|warning)/);
    const explain = await sweep('explain', 'dsv4-fp4-gb200-vllm-agentic', '--root', dir);
    expect(explain.out).toMatch(/checkout +shared +rules\[2\]/);
  });
});

describe('today’s layout without a lanes file uses the shipped policy', needsCurrent, () => {
  it('lint and explain name it once; explain shows the lane and decisions', async () => {
    const dir = repo('shipped');
    const lint = await sweep('lint', '--root', dir);
    const note =
      'lanes: the policy the product ships for this layout (sweep:lanes/inferencex-e2e.yaml): there is no inferencex-e2e/configs/lanes.yaml; `sweep init` writes a copy there to edit\n';
    expect(lint.out.split(note)).toHaveLength(2);
    expect(lint.out).toContain(
      'error [C6] dsv41flash-fp4-mi300x-vllm-agentic-nixl: mi300x-amd/srt-multi would fail at launch: cluster mi300x-amd has no srt-multi srt-slurm lane',
    );
    const r = await sweep('explain', 'kimik3-fp4-gb200-dynamo-vllm-agentic', '--root', dir);
    expect(r.code, r.err).toBe(0);
    expect(r.out.startsWith(note)).toBe(true);
    expect(r.out).not.toContain('no configs/lanes.yaml');
    expect(r.out).toMatch(/lane +gb200-nv\/srt-multi +admitted/);
    expect(r.out).toMatch(/checkout +shared +rules\[0\]/);
  });
});

describe('the action before dispatch, on today’s layout without a lanes file', needsCurrent, () => {
  it('holds back a planned row the shipped policy refuses, with the launcher’s message', () => {
    const dir = repo('action');
    const read = (p: string) => {
      try {
        return readFileSync(join(dir, p), 'utf8');
      } catch {
        return undefined;
      }
    };
    const read1 = (f: string) => readFileSync(join(current, 'configs', f), 'utf8');
    const runners = loadRunners({ path: 'runners.yaml', text: read1('runners.yaml') }).value;
    const configs = loadMasterConfigs(
      ['amd-master.yaml', 'nvidia-master.yaml'].map((p) => ({ path: p, text: read1(p) })),
      { runners, only: (k) => k === 'dsv41flash-fp4-mi300x-vllm-agentic-nixl' },
    ).value;
    const rows = generateFullSweep(configs, runners, {}, { mode: 'none', allEvals: false }).rows.slice(0, 1);
    expect(rows).toHaveLength(1);
    const plan = planSchema().parse({ multi_node: { agentic: rows } });
    const ds = checkPlannedRows(read, plan, { layout: layoutOf('inferencex-e2e') });
    expect(ds.filter((d) => d.rule === 'C6').map((d) => [d.severity, d.message])).toEqual([
      [
        'error',
        'dsv41flash-fp4-mi300x-vllm-agentic-nixl: mi300x-amd/srt-multi would fail at launch: cluster mi300x-amd has no srt-multi srt-slurm lane',
      ],
    ]);
  });
});
