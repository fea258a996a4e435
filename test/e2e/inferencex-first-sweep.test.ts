// The inferencex-first-sweep scenario: a repository laid out like the reference today, after init (the
// inferencex launcher profile), swept with full-sweep-fail-fast. Every benchmark job runs its template's
// own steps (row step, stand-in launch command, check-result, process-result, uploads), so its artifacts
// are checked here as the reference's downstream reads them: their names (JOB-CONTRACT §2.5, §3.5, built
// below from the contract's format, not by the product) and the aggregates' fields, recomputed by hand
// from the raw figures the stand-in wrote (RESULTS.md §b: tp·pp·pcp GPUs single-node, prefill + decode
// GPUs multi-node).
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketsOf, rowIdOf, type Row } from '../../src/dispatch/plan.js';
import { runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { findScenario } from '../../src/sim/scenarios.js';
import { executedReport } from '../../src/cli/demo.js';
import type { ExecutedJob } from '../../src/sim/actions.js';
import { repoRoot } from '../support/reference.js';

let r: LifecycleResult;
let failed: LifecycleResult;
beforeAll(async () => {
  const scenario = findScenario('inferencex-first-sweep')!;
  r = await runLifecycle(scenario, { root: repoRoot });
  // The same repository with the canary's launch failing: the job fails by its own steps.
  failed = await runLifecycle({ ...scenario, fails: (c) => c.canaryRow }, { root: repoRoot });
}, 120_000);

const w = (row: Row, role: 'prefill' | 'decode') => row[role] as Record<string, unknown>;
const s = (v: unknown) => String(v);

/** RESULT_FILENAME as the contract spells it out (JOB-CONTRACT §2.3 step 1, §3.3). */
function contractName(row: Row, runner: string): string {
  const fp =
    typeof row['recipe-fingerprint'] === 'string' ? `_recipe-${row['recipe-fingerprint'].slice(0, 16)}` : '';
  const head = `${s(row['exp-name'])}_${s(row['precision'])}_${s(row['framework'])}`;
  const tail = `_disagg-${s(row['disagg'] ?? false)}_spec-${s(row['spec-decoding'])}`;
  if (row['prefill'] === undefined)
    return `${head}_tp${s(row['tp'])}-pp${s(row['pp'])}-dcp${s(row['dcp-size'])}-pcp${s(row['pcp-size'])}-ep${s(row['ep'])}-dpa${s(row['dp-attn'])}${tail}_conc${s(row['conc'])}_${runner}${fp}`;
  const role = (n: 'prefill' | 'decode') => {
    const x = w(row, n);
    return `${n}-tp${s(x['tp'])}-pp${s(x['pp'])}-dcp${s(x['dcp-size'])}-pcp${s(x['pcp-size'])}-ep${s(x['ep'])}-dp${s(x['dp-attn'])}-nw${s(x['num-worker'])}`;
  };
  const concs = (row['conc'] as number[]).join('x');
  return `${head}_${role('prefill')}_${role('decode')}${tail}_conc${concs}_${runner}${fp}`;
}

/**
 * The artifacts the contract's tables say the job uploads, for the files the stand-in leaves (an eval-only
 * job leaves eval outputs and logs only, so its agentic uploads find nothing and are not made).
 */
function contractArtifacts(row: Row, rf: string, rowId: string): string[] {
  const evalOnly = row['eval-only'] === true;
  const agentic = row['scenario-type'] === 'agentic-coding' && !evalOnly;
  const evals = row['run-eval'] === true || evalOnly;
  const e = evalOnly ? 'eval_' : '';
  const names =
    row['prefill'] === undefined
      ? [
          !evalOnly && !agentic && `bmk_${rf}`,
          agentic && `bmk_agentic_${rf}`,
          agentic && `agentic_${rf}`,
          `${e}server_logs_${rf}`,
          `${e}gpu_metrics_${rf}`,
          !evalOnly && !agentic && `power_audit_${rf}`,
          evals && `eval_${s(row['exp-name'])}_${rf}`,
        ]
      : [
          !evalOnly && !agentic && `bmk_${rf}`,
          !evalOnly && !agentic && `power_audit_${rf}`,
          `multinode_server_logs_${rf}`,
          !evalOnly && agentic && `bmk_agentic_${rf}`,
          agentic && `agentic_${rf}`,
          evals && `eval_${rf}`,
        ];
  return [...names.filter((n): n is string => typeof n === 'string'), `result-${rowId}-1`].sort();
}

const rowsOf = (res: LifecycleResult) =>
  new Map(bucketsOf(res.sweeps[0]!.plan!).flatMap((b) => b.rows.map((row) => [rowIdOf(row), row] as const)));
const files = (j: ExecutedJob, name: string) => j.artifacts.find((a) => a.name === name)?.files ?? {};
const json = (text: string | undefined) =>
  JSON.parse(text ?? 'null') as Record<string, number | string | boolean>;
const close = (a: unknown, b: number) => expect(Number(a)).toBeCloseTo(b, 6);

describe('inferencex-first-sweep: the reference benchmark job, executed', () => {
  it('every planned row ran its job once, and each job ended by its own steps as the run says', () => {
    const rows = rowsOf(r);
    expect(r.sweeps[0]!.conclusion).toBe('success');
    expect(r.executed.map((j) => j.rowId).sort()).toEqual([...rows.keys()].sort());
    for (const j of r.executed) {
      expect([j.outcome, j.expected], j.rowId).toEqual(['success', 'success']);
      // The reference's step order, as the job log lists it (cleanup first and last).
      const ran = j.steps.filter((x) => x.status !== 'skipped').map((x) => x.name);
      expect(ran[0]).toMatch(/^resource cleanup before/);
      expect(ran.at(-1)).toMatch(/^resource cleanup after/);
      expect(ran.indexOf("launch (the layout's launch command)")).toBeLessThan(
        ran.indexOf('result checks (result files; agentic request validation)'),
      );
      // The script profile's steps never run.
      expect(j.steps.find((x) => x.name === 'benchmark')?.status).toBe('skipped');
    }
  });

  it("artifacts carry the reference's names: RESULT_FILENAME from the row and the runner name, per kind of job", () => {
    const rows = rowsOf(r);
    const kinds = new Set<string>();
    for (const j of r.executed) {
      const row = rows.get(j.rowId)!;
      const rf = contractName(row, j.runner);
      expect(j.resultFilename).toBe(rf);
      expect(j.artifacts.map((a) => a.name).sort(), j.rowId).toEqual(contractArtifacts(row, rf, j.rowId));
      kinds.add(
        `${row['prefill'] ? 'multi' : 'single'}-${row['scenario-type'] ? 'agentic' : 'fixed'}${row['eval-only'] ? '-eval' : ''}`,
      );
      // Every job's marker names its row, attempt and result file, for collection and reuse.
      expect(json(files(j, `result-${j.rowId}-1`)[`${j.rowId}.json`])).toEqual({
        'row-id': j.rowId,
        attempt: 1,
        status: 'success',
        'result-filename': rf,
        'runner-name': j.runner,
      });
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'multi-agentic',
        'multi-fixed',
        'single-agentic',
        'single-fixed',
        'single-fixed-eval',
      ]),
    );
  });

  it('single-node agg_<RF>.json: GPUs = tp × pp × pcp (DCP adds none); per-GPU throughput and latencies from the raw file', () => {
    const rows = rowsOf(r);
    let checked = 0;
    for (const j of r.executed) {
      const row = rows.get(j.rowId)!;
      const rf = j.resultFilename!;
      const agg = files(j, `bmk_${rf}`)[`agg_${rf}.json`];
      if (row['prefill'] !== undefined || agg === undefined) continue;
      const raw = json(files(j, `power_audit_${rf}`)[`${rf}.json`]);
      const a = json(agg);
      const n = Number(row['tp']) * Number(row['pp']) * Number(row['pcp-size']);
      // The fixture's row has TP 4, DCP 2, PCP 2: eight GPUs, not four and not sixteen.
      expect([row['tp'], row['dcp-size'], row['pcp-size'], n]).toEqual([4, 2, 2, 8]);
      expect(row['gpu-count']).toBe(n);
      const total = Number(raw['total_token_throughput']);
      const out = Number(raw['output_throughput']);
      close(a['tput_per_gpu'], total / n);
      close(a['output_tput_per_gpu'], out / n);
      close(a['input_tput_per_gpu'], (total - out) / n);
      close(a['median_ttft'], Number(raw['median_ttft_ms']) / 1000);
      close(a['p99.9_e2el'], Number(raw['p99.9_e2el_ms']) / 1000);
      close(a['median_intvty'], 1000 / Number(raw['median_tpot_ms']));
      expect(a).toMatchObject({
        hw: row['runner'],
        conc: raw['max_concurrency'],
        model: raw['model_id'],
        infmax_model_prefix: row['model-prefix'],
        framework: row['framework'],
        precision: row['precision'],
        is_multinode: false,
        tp: 4,
        pp: 1,
        dcp_size: 2,
        pcp_size: 2,
        ep: 4,
        dp_attention: 'true',
        isl: 8192,
        osl: 1024,
        power_valid: 0,
      });
      checked++;
    }
    expect(checked).toBe(2);
  });

  it('multi-node agg_<RF>_*.json: GPUs from the file name, prefill + decode; an aggregated recipe divides output by all', () => {
    const rows = rowsOf(r);
    let disagg = 0;
    let aggregated = 0;
    for (const j of r.executed) {
      const row = rows.get(j.rowId)!;
      const rf = j.resultFilename!;
      const aggs = Object.entries(files(j, `bmk_${rf}`));
      if (row['prefill'] === undefined || !aggs.length) continue;
      const gpus = (x: Record<string, unknown>) =>
        Number(x['num-worker']) * Number(x['tp']) * Number(x['pp']) * Number(x['pcp-size']);
      const p = gpus(w(row, 'prefill'));
      const d = gpus(w(row, 'decode'));
      expect(aggs.length).toBe((row['conc'] as number[]).length);
      for (const [name, text] of aggs) {
        const stem = name.slice('agg_'.length, -'.json'.length);
        expect(stem.startsWith(`${rf}_`)).toBe(true);
        expect(stem).toMatch(
          d > 0 ? new RegExp(`_gpus_${p + d}_ctx_${p}_gen_${d}$`) : new RegExp(`_gpus_${p}$`),
        );
        const raw = json(files(j, `power_audit_${rf}`)[`${stem}.json`]);
        const a = json(text);
        const total = Number(raw['total_token_throughput']);
        const out = Number(raw['output_throughput']);
        close(a['tput_per_gpu'], total / (p + d));
        close(a['output_tput_per_gpu'], out / (d > 0 ? d : p + d));
        close(a['input_tput_per_gpu'], (total - out) / p);
        expect(a).toMatchObject({
          is_multinode: true,
          num_prefill_gpu: p,
          num_decode_gpu: d,
          prefill_num_workers: w(row, 'prefill')['num-worker'],
          decode_num_workers: w(row, 'decode')['num-worker'],
          disagg: row['disagg'],
        });
        if (d > 0) disagg++;
        else aggregated++;
      }
    }
    // The disaggregated row (3 × TP4 prefill, 1 × TP8 decode: 12 + 8) at two concurrencies, the aggregated one at one.
    expect([disagg, aggregated]).toEqual([2, 1]);
  });

  it("agentic jobs: the AgentX aggregates go up as bmk_agentic_<RF>; AIPerf's inputs and raw export stay out of agentic_<RF>", () => {
    const rows = rowsOf(r);
    let checked = 0;
    for (const j of r.executed) {
      const row = rows.get(j.rowId)!;
      if (row['scenario-type'] !== 'agentic-coding' || row['eval-only'] === true) continue;
      const rf = j.resultFilename!;
      const multi = row['prefill'] !== undefined;
      const want = multi ? (row['conc'] as number[]).map((c) => `${rf}_conc${c}.json`) : [`${rf}.json`];
      expect(Object.keys(files(j, `bmk_agentic_${rf}`)).sort()).toEqual(want.sort());
      for (const f of want)
        expect(json(files(j, `bmk_agentic_${rf}`)[f])['num_requests_successful']).toBeGreaterThan(0);
      const logs = Object.keys(files(j, `agentic_${rf}`));
      expect(logs.some((f) => f.endsWith('profile_export_aiperf.json'))).toBe(true);
      expect(logs.filter((f) => /inputs\.json$|profile_export_raw\.jsonl$/.test(f))).toEqual([]);
      checked++;
    }
    expect(checked).toBe(2);
  });

  it('resource cleanup by runner name before and after: Docker and Slurm single-node, Slurm only multi-node', () => {
    const rows = rowsOf(r);
    for (const j of r.executed) {
      const multi = rows.get(j.rowId)!['prefill'] !== undefined;
      const scancel = j.resources.filter((x) => x.startsWith('scancel'));
      expect(scancel.length, j.rowId).toBe(2);
      for (const c of scancel)
        expect(c).toMatch(
          multi
            ? new RegExp(`^scancel --user=\\S+ --name=${j.runner}$`)
            : new RegExp(`^scancel --name=${j.runner}$`),
        );
      expect(j.resources.some((x) => x.startsWith('docker'))).toBe(!multi);
    }
  });

  it("the collect job merges every bmk_* file into results_bmk's agg_bmk.json, as the reference's collect tool does", () => {
    const run = r.sweeps[0]!.run.id;
    const collected = r.artifacts.filter((a) => a.runId === run && a.name === 'results_bmk');
    expect(collected).toHaveLength(1);
    const bmk = r.executed.flatMap((j) => j.artifacts).filter((a) => a.name.startsWith('bmk_'));
    const want = bmk.flatMap((a) => Object.values(a.files).map((t) => JSON.parse(t) as unknown));
    // Single- and multi-node aggregates and the AgentX results alike (its download pattern is bmk_*).
    expect(want.length).toBe(7);
    const got = JSON.parse(collected[0]!.files['agg_bmk.json']!) as unknown[];
    expect(got).toHaveLength(want.length);
    for (const x of want) expect(got).toContainEqual(x);
  });

  it('the demo prints every artifact name and one agg_*.json', () => {
    const text = executedReport(r).join('\n');
    for (const j of r.executed) for (const a of j.artifacts) expect(text).toContain(`  ${a.name}\n`);
    const m = /━━ (agg_\S+\.json) \(artifact (bmk_\S+)\) ━━\n([\s\S]*)$/.exec(text);
    expect(m).not.toBeNull();
    const printed = JSON.parse(m![3]!) as Record<string, unknown>;
    const source = r.executed.flatMap((j) => j.artifacts).find((a) => a.name === m![2]);
    expect(printed).toEqual(JSON.parse(source!.files[m![1]!]!));
    expect(printed['tput_per_gpu']).toBeGreaterThan(0);
  });

  it('a launch that fails fails its job: the logs still go up, no aggregate and no result marker (the row counts as missing)', () => {
    expect(failed.executed).toHaveLength(1);
    const j = failed.executed[0]!;
    expect([j.outcome, j.expected]).toEqual(['failure', 'failure']);
    expect(j.steps.find((x) => x.status === 'failure')?.name).toBe("launch (the layout's launch command)");
    expect(
      j.steps.find((x) => x.name === 'result checks (result files; agentic request validation)')?.status,
    ).toBe('skipped');
    const rf = j.resultFilename!;
    // The server's log (written before it died) is all there is; nothing else was left in the workspace.
    expect(j.artifacts.map((a) => a.name)).toEqual([`server_logs_${rf}`]);
    expect(Object.keys(j.artifacts[0]!.files)).toEqual(['server.log']);
    expect(j.steps.at(-1)).toMatchObject({
      name: expect.stringMatching(/^resource cleanup after/),
      status: 'success',
    });
  });
});
