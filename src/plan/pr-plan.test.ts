// The PR plan's rules (02 §6, §9; 03 §8.2, §9) against the reference snapshot and golden generator
// output. Expected rows come from the reference generator's files, never from this planner.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { goldenDir, has, needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { loadCiPriority, loadMasterConfigs, loadRunners } from '../config/load.js';
import type { CiPriorityPolicy, MasterConfigs, RunnersConfig } from '../config/types.js';
import { canonicalJson } from './canonical.js';
import { checkPreconditions, keepForMinPrefillEp, planFromEntries, type PlanInput } from './pr-plan.js';
import { bucketsOf } from './pr-output.js';
import type { ChangelogEntry, Modifiers, PlanEntry, Row } from './pr-types.js';

const NO_MODS: Modifiers = { allEvals: false, evalsOnly: false, trimConc: false };
const PR = { event: 'pull_request' as const, labels: [] };

function entry(index: number, keys: string[], flags: Partial<ChangelogEntry> = {}): PlanEntry {
  return {
    index,
    line: 6000 + index * 10,
    entry: {
      'config-keys': keys,
      description: ['t'],
      'pr-link': 'XXX',
      'evals-only': false,
      'all-evals': false,
      'append-only': false,
      ...flags,
    },
  };
}

let configs: MasterConfigs;
let runners: RunnersConfig;
let policy: CiPriorityPolicy;
const golden: Record<string, Row[]> = {};

beforeAll(() => {
  if (!has.inputs) return;
  runners = loadRunners({ path: 'configs/runners.yaml', text: readReference(snapshot.runners) }).value;
  configs = loadMasterConfigs(
    [
      { path: 'configs/amd-master.yaml', text: readReference(snapshot.amd) },
      { path: 'configs/nvidia-master.yaml', text: readReference(snapshot.nvidia) },
    ],
    { runners },
  ).value;
  policy = loadCiPriority({
    path: 'configs/ci-priority.yaml',
    text: readReference(snapshot.ciPriority),
  }).value;
  for (const mode of ['no-evals', 'evals-only', 'all-evals-only'])
    golden[mode] = JSON.parse(
      readReference(join(goldenDir, `generator/full-sweep.${mode}.json`)) || '[]',
    ) as Row[];
});

const run = (entries: PlanEntry[], extra: Partial<PlanInput> = {}) =>
  planFromEntries({ entries, configs, runners, modifiers: NO_MODS, context: PR, ...extra });

/** Rows compared on the reference generator's keys: output-model defaults, fingerprint and product keys aside. */
const IGNORED = [
  'recipe-fingerprint',
  'eval-only',
  'eval-all-concs',
  'row-id',
  'gpu-count',
  'node-count',
  'priority',
  'queue-token',
];
const norm = (rows: Row[]) =>
  rows
    .map((r) => {
      const c: Row = { ...r };
      for (const k of IGNORED) delete c[k];
      for (const w of ['prefill', 'decode']) {
        const wk = c[w] as Row | undefined;
        if (
          wk &&
          Array.isArray(wk['additional-settings']) &&
          (wk['additional-settings'] as unknown[]).length === 0
        ) {
          const { 'additional-settings': _drop, ...rest } = wk;
          c[w] = rest;
        }
      }
      return canonicalJson(c);
    })
    .sort();

/** The golden full-sweep rows of one config, identified by its (image, model, runner, framework, precision). */
function goldenRowsOf(key: string, mode: string): Row[] {
  const e = configs.entries.get(key)!;
  const sig = (r: {
    image: unknown;
    model: unknown;
    runner: unknown;
    framework: unknown;
    precision: unknown;
  }) => [r.image, r.model, r.runner, r.framework, r.precision].join('|');
  const mine = sig(e);
  expect([...configs.entries.values()].filter((x) => sig(x) === mine)).toHaveLength(1);
  return golden[mode]!.filter((r) => sig(r as never) === mine);
}

const throughputOf = (plan: ReturnType<typeof run>['plan']) =>
  bucketsOf(plan)
    .filter(([b]) => b.includes('.'))
    .flatMap(([, rows]) => rows);
const evalsOf = (plan: ReturnType<typeof run>['plan']) =>
  bucketsOf(plan)
    .filter(([b]) => !b.includes('.'))
    .flatMap(([, rows]) => rows);

describe(
  'truth table 02 §6.2 (PR modifiers × entry flags), dsr1-fp4-mi355x-sglang',
  needsReference('inputs', 'outputs'),
  () => {
    const KEY = 'dsr1-fp4-mi355x-sglang';
    // [modifiers, entry flags, throughput?, evals: subset (S) or all (A)]
    const mods: [string, Partial<Modifiers>][] = [
      ['none', {}],
      ['all-evals', { allEvals: true }],
      ['evals-only', { evalsOnly: true }],
      ['both', { allEvals: true, evalsOnly: true }],
    ];
    const flags: [string, Partial<ChangelogEntry>][] = [
      ['none', {}],
      ['evals-only', { 'evals-only': true }],
      ['all-evals', { 'all-evals': true }],
      ['both', { 'evals-only': true, 'all-evals': true }],
    ];
    const table: Record<string, string[]> = {
      none: ['T+S', 'S', 'A', 'A'],
      'all-evals': ['T+A', 'A', 'A', 'A'],
      'evals-only': ['S', 'S', 'A', 'A'],
      both: ['A', 'A', 'A', 'A'],
    };
    for (const [mName, m] of mods) {
      flags.forEach(([fName, f], i) => {
        const cell = table[mName]![i]!;
        it(`6.2 modifier ${mName} × entry ${fName} → ${cell}`, () => {
          const out = run([entry(1, [KEY], f)], { modifiers: { ...NO_MODS, ...m } });
          expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
          const throughput = throughputOf(out.plan);
          if (cell.startsWith('T')) {
            expect(norm(throughput)).toEqual(norm(goldenRowsOf(KEY, 'no-evals')));
            expect(
              throughput.every(
                (r) => r['eval-only'] === false && /^[0-9a-f]{64}$/.test(String(r['recipe-fingerprint'])),
              ),
            ).toBe(true);
          } else {
            expect(throughput).toEqual([]);
          }
          const evals = evalsOf(out.plan);
          expect(norm(evals)).toEqual(
            norm(goldenRowsOf(KEY, cell.endsWith('A') ? 'all-evals-only' : 'evals-only')),
          );
          expect(evals.every((r) => r['eval-only'] === true && !('recipe-fingerprint' in r))).toBe(true);
        });
      });
    }

    it('no-evals [N]: throughput only', () => {
      const out = run([entry(1, [KEY], { 'no-evals': true })]);
      expect(norm(throughputOf(out.plan))).toEqual(norm(goldenRowsOf(KEY, 'no-evals')));
      expect(evalsOf(out.plan)).toEqual([]);
    });
  },
);

describe('claims 02 §6.1 and X-2', needsReference('inputs', 'outputs'), () => {
  const KEY = 'dsr1-fp4-mi355x-sglang';

  it('an all-evals entry later in the file claims the shared config first; the other entry gets X-2', () => {
    const out = run([entry(1, [KEY]), entry(2, [KEY], { 'all-evals': true })]);
    expect(norm(throughputOf(out.plan))).toEqual(norm(goldenRowsOf(KEY, 'no-evals')));
    expect(norm(evalsOf(out.plan))).toEqual(norm(goldenRowsOf(KEY, 'all-evals-only')));
    const x2 = out.diagnostics.filter((d) => d.rule === 'X-2');
    expect(x2.map((d) => d.message)).toEqual([
      `entry 1: flags ignored for ${KEY}/fixed-seq-len, already claimed by entry 2`,
    ]);
    expect(x2[0]).toMatchObject({ severity: 'warning', file: 'perf-changelog.yaml', line: 6010 });
  });

  it('a config named twice plans once (throughput and evals claimed once per plan)', () => {
    const out = run([entry(1, [KEY]), entry(2, [KEY])]);
    expect(norm(throughputOf(out.plan))).toEqual(norm(goldenRowsOf(KEY, 'no-evals')));
    expect(norm(evalsOf(out.plan))).toEqual(norm(goldenRowsOf(KEY, 'evals-only')));
    expect(out.diagnostics.filter((d) => d.rule === 'X-2')).toEqual([]);
  });

  it('entries keep their input order in changelog_metadata although all-evals entries plan first', () => {
    const out = run([entry(1, [KEY]), entry(2, [KEY], { 'all-evals': true })], {
      refs: { base: 'B', head: 'H' },
    });
    expect(out.plan.changelog_metadata.base_ref).toBe('B');
    expect(out.plan.changelog_metadata.head_ref).toBe('H');
    expect(out.plan.changelog_metadata.entries.map((e) => e['all-evals'])).toEqual([false, true]);
  });
});

describe('eval-min-prefill-ep 02 §6.3', () => {
  const mn = (prefill: Record<string, unknown> | undefined): Row => ({ prefill, decode: { tp: 8 } });
  it('drops multi-node eval rows below the minimum; a missing ep counts as 1', () => {
    expect(keepForMinPrefillEp(mn({ ep: 1 }), 2)).toBe(false);
    expect(keepForMinPrefillEp(mn({ ep: 2 }), 2)).toBe(true);
    expect(keepForMinPrefillEp(mn({ ep: 16 }), 2)).toBe(true);
    expect(keepForMinPrefillEp(mn({ tp: 4 }), 2)).toBe(false);
    expect(keepForMinPrefillEp(mn({ tp: 4 }), 1)).toBe(true);
  });
  it('a null, string or unparsable ep drops the row', () => {
    expect(keepForMinPrefillEp(mn({ ep: null }), 1)).toBe(false);
    expect(keepForMinPrefillEp(mn({ ep: '4' }), 1)).toBe(false);
    expect(keepForMinPrefillEp(mn({ ep: Number.NaN }), 1)).toBe(false);
  });
  it('keeps single-node rows and ignores the rule when unset', () => {
    expect(keepForMinPrefillEp({ tp: 8, ep: 1 }, 16)).toBe(true);
    expect(keepForMinPrefillEp(mn({ ep: 1 }), undefined)).toBe(true);
  });
});

describe('preconditions P-7, P-8, N-1', () => {
  it('P-7: append-only entries cannot share a sweep with regular entries', () => {
    const d = checkPreconditions([entry(1, ['a']), entry(2, ['b'], { 'append-only': true })], NO_MODS);
    expect(d.map((x) => [x.rule, x.message, x.line])).toEqual([
      ['P-7', 'append-only entries cannot share a sweep with regular changelog entries', 6020],
    ]);
  });
  it('P-7 fix: on push, regular and append-only entries are planned side by side', () => {
    const entries = [entry(1, ['a']), entry(2, ['b'], { 'append-only': true })];
    expect(checkPreconditions(entries, NO_MODS, 'perf-changelog.yaml', 'push')).toEqual([]);
  });
  it('P-8: append-only sweeps cannot use all-evals or evals-only modifiers', () => {
    for (const m of [{ allEvals: true }, { evalsOnly: true }]) {
      const d = checkPreconditions([entry(1, ['a'], { 'append-only': true })], { ...NO_MODS, ...m });
      expect(d.map((x) => x.message)).toEqual([
        'append-only sweeps cannot use all-evals or evals-only modifiers',
      ]);
    }
    expect(
      checkPreconditions([entry(1, ['a'], { 'append-only': true })], { ...NO_MODS, trimConc: true }),
    ).toEqual([]);
  });
  it('N-1 (LB-4): no-evals entries cannot use all-evals or evals-only modifiers', () => {
    const d = checkPreconditions([entry(1, ['a'], { 'no-evals': true })], { ...NO_MODS, evalsOnly: true });
    expect(d.map((x) => x.message)).toEqual([
      'no-evals entries cannot use all-evals or evals-only modifiers',
    ]);
  });
});

describe('key resolution errors abort the plan (P-10, P-11)', needsReference('inputs'), () => {
  it('reports every unmatched key with its rule, not only the first', () => {
    const out = run([
      entry(1, ['dsr1-fp8-h20?-sglang', 'nope-*']),
      entry(2, ['dsr1-fp4-mi355x-sglang', 'missing-key']),
    ]);
    const errors = out.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.message])).toEqual([
      ['P-11', "Config key 'dsr1-fp8-h20?-sglang' not found in master configs."],
      ['P-10', "No config keys matched the wildcard pattern 'nope-*' in master configs."],
      ['P-11', "Config key 'missing-key' not found in master configs."],
    ]);
    expect(out.rows).toEqual([]);
  });
});

describe('priority and queue token over the full plan (03 §9, PR-1)', needsReference('inputs'), () => {
  it('"*" on a PR with ci-checklist-complete spans 2.000–7.000 in 16 distinct values', () => {
    const out = run([entry(1, ['*'])], {
      policy,
      context: {
        event: 'pull_request',
        labels: ['full-sweep-fail-fast', 'ci-checklist-complete'],
        runId: '123',
        runAttempt: 1,
      },
    });
    const scores = out.rows.map((p) => String(p.row.priority));
    const distinct = [...new Set(scores)].sort((a, b) => Number(a) - Number(b));
    expect(distinct[0]).toBe('2.000');
    expect(distinct[distinct.length - 1]).toBe('7.000');
    expect(distinct).toHaveLength(16);
    expect(out.rows.every((p) => /^[0-9a-f]{32}$/.test(String(p.row['queue-token'])))).toBe(true);
    expect(new Set(out.rows.map((p) => p.row['queue-token'])).size).toBe(
      new Set(out.rows.map((p) => p.row['row-id'])).size,
    );
    // 03 §10 sizes: the "*" plan has 690 single-node 8k1k rows and 264 multi-node agentic rows.
    expect(out.plan.single_node['8k1k']).toHaveLength(690);
    expect(out.plan.multi_node.agentic).toHaveLength(264);
    expect(out.diagnostics.filter((d) => d.rule === 'X-4').map((d) => d.message)).toEqual([
      "pattern '*' matches 208 configs",
    ]);
  });

  it('trim keeps the 264 multi-node agentic rows of "*" (02 §6.4) and 151 single-node 8k1k rows (03 §8.3)', () => {
    const out = run([entry(1, ['*'])], { modifiers: { ...NO_MODS, trimConc: true } });
    expect(out.plan.multi_node.agentic).toHaveLength(264);
    expect(out.plan.single_node['8k1k']).toHaveLength(151);
  });

  it("skip-queue-pr only with the policy's skip-queue label (skip_queue) and a known PR number", () => {
    const ctx = { event: 'pull_request' as const, labels: ['skip_queue'], prNumber: 42 };
    const out = run([entry(1, ['dsr1-fp4-mi355x-sglang'])], { policy, context: ctx });
    expect(out.rows.every((p) => p.row['skip-queue-pr'] === 42)).toBe(true);
    const without = run([entry(1, ['dsr1-fp4-mi355x-sglang'])], {
      policy,
      context: { ...ctx, labels: ['ci-checklist-complete'] },
    });
    expect(without.rows.some((p) => 'skip-queue-pr' in p.row)).toBe(false);
    const noPr = run([entry(1, ['dsr1-fp4-mi355x-sglang'])], {
      policy,
      context: { event: 'pull_request', labels: ['skip_queue'] },
    });
    expect(noPr.rows.some((p) => 'skip-queue-pr' in p.row)).toBe(false);
  });
});

describe('X-3 unconsumed buckets and X-1 zero-row entries', () => {
  const master = `test-fp8-h100-vllm:
  image: img
  model: m
  model-prefix: test
  runner: h100
  precision: fp8
  framework: vllm
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 1024
      osl: 8192
      search-space:
      - { tp: 8, conc-list: [4] }
`;
  const small = () => {
    const r = loadRunners({ path: 'configs/runners.yaml', text: 'labels:\n  h100: [h100_0]\n' }).value;
    const c = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text: master }], { runners: r });
    expect(c.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return { configs: c.value, runners: r };
  };

  it('X-3: a fixed-seq-len pair other than 1k1k/8k1k lands in <isl>_<osl> and is an error', () => {
    const out = planFromEntries({
      entries: [entry(1, ['test-fp8-h100-vllm'])],
      ...small(),
      modifiers: NO_MODS,
      context: PR,
    });
    expect(Object.keys(out.plan.single_node)).toEqual(['1024_8192']);
    expect(out.plan.single_node['1024_8192']).toHaveLength(1);
    expect(out.diagnostics.filter((d) => d.rule === 'X-3').map((d) => [d.severity, d.message])).toEqual([
      ['error', 'bucket single_node.1024_8192 has no consuming job'],
    ]);
  });

  it('X-1: an entry that selects no rows warns, and is an error under strict (CL-10)', () => {
    const e = entry(1, ['test-fp8-h100-vllm'], { 'scenario-type': ['agentic-coding'] });
    const out = planFromEntries({ entries: [e], ...small(), modifiers: NO_MODS, context: PR });
    expect(out.rows).toEqual([]);
    expect(out.diagnostics.map((d) => [d.rule, d.severity, d.message, d.line])).toEqual([
      ['X-1', 'warning', 'entry 1 (line 6010) selects no rows', 6010],
    ]);
    const strict = planFromEntries({
      entries: [e],
      ...small(),
      modifiers: NO_MODS,
      context: PR,
      strict: true,
    });
    expect(strict.diagnostics.map((d) => d.severity)).toEqual(['error']);
  });
});

describe('claims with disjoint scenarios (02 §6.1 consequences)', () => {
  const master = `both-fp8-b200-vllm:
  image: img
  model: m
  model-prefix: both
  runner: cluster:b200-x
  precision: fp8
  framework: vllm
  multinode: false
  scenarios:
    fixed-seq-len:
    - isl: 8192
      osl: 1024
      search-space:
      - { tp: 8, conc-list: [16, 32, 64] }
    agentic-coding:
    - search-space:
      - { tp: 8, kv-offloading: none, conc-list: [4, 8] }
`;
  const runnersYaml =
    'labels:\n  cluster:b200-x: [b200-x_0]\nhardware:\n  cluster:b200-x: { available-cpu-dram-mib: 2000000, gpus-per-node: 8 }\n';

  it('an agentic-only all-evals entry does not suppress the later entry’s fixed-seq-len evals', () => {
    const r = loadRunners({ path: 'configs/runners.yaml', text: runnersYaml });
    const c = loadMasterConfigs([{ path: 'configs/nvidia-master.yaml', text: master }], { runners: r.value });
    expect([...r.diagnostics, ...c.diagnostics].filter((d) => d.severity === 'error')).toEqual([]);
    const out = planFromEntries({
      entries: [
        entry(1, ['both-fp8-b200-vllm']),
        entry(2, ['both-fp8-b200-vllm'], { 'all-evals': true, 'scenario-type': ['agentic-coding'] }),
      ],
      configs: c.value,
      runners: r.value,
      modifiers: NO_MODS,
      context: PR,
    });
    // Throughput from entry 1 (entry 2 is all-evals: no throughput): 3 fixed + 2 agentic rows.
    expect(out.plan.single_node['8k1k']!.map((x) => x.conc)).toEqual([16, 32, 64]);
    expect(out.plan.single_node.agentic!.map((x) => x.conc)).toEqual([4, 8]);
    // Fixed-seq-len evals stay entry 1's subset: highest (64) and median (32) of {16, 32, 64}.
    expect(out.plan.evals.map((x) => x.conc).sort()).toEqual([32, 64]);
    // Agentic evals are entry 2's all-evals selection: every agentic row.
    expect(out.plan.agentic_evals.map((x) => x.conc)).toEqual([4, 8]);
    expect(out.diagnostics.filter((d) => d.rule === 'X-2').map((d) => d.message)).toEqual([
      'entry 1: flags ignored for both-fp8-b200-vllm/agentic-coding, already claimed by entry 2',
    ]);
  });
});

describe('trim fix for multi-node agentic rows (02 §6.4)', needsReference('inputs'), () => {
  it('keeps the lowest-conc row per topology only when asked; the reference keeps all', () => {
    const key = 'glm5.2-fp8-h200-dynamo-sglang-agentic-mtp-2p2d';
    const mods = { ...NO_MODS, trimConc: true };
    const reference = run([entry(1, [key])], { modifiers: mods });
    const fixed = run([entry(1, [key])], { modifiers: mods, trimMultiNodeAgentic: true });
    expect(reference.plan.multi_node.agentic!.map((r) => r.conc)).toEqual([[8], [12], [16]]);
    expect(fixed.plan.multi_node.agentic!.map((r) => r.conc)).toEqual([[8]]);
  });
});
