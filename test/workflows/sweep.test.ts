// The sweep wiring, simulated over our real workflow files: the user's sweep.yml (sweep init's caller) →
// the product's sweep-run.yml → sweep-family.yml → templates, referenced as owner/repo/...@ref.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canaryBlocks, selectCanary } from '../../src/dispatch/canary.js';
import { planSchema, bucketsOf, rowIdOf, type Plan, type Row } from '../../src/dispatch/plan.js';
import { accountRows, isBenchmark, simulateSweep, RUN_SWEEP } from '../../src/sim/harness/sweep.js';
import { simulateWorkflow } from '../../src/sim/harness/simulate.js';
import { jobSteps, stepKind } from '../../src/sim/harness/steps.js';
import { PINS } from '../../src/dispatch/workflows.js';
import { goldenDir, needsReference, repoRoot } from '../support/reference.js';
import { consumerRoot } from '../../src/sim/consumer.js';

const total = (p: Plan) => bucketsOf(p).reduce((n, b) => n + b.rows.length, 0);

function goldenPlans(): [string, Plan][] {
  const dir = join(goldenDir, 'changelog-cases');
  return readdirSync(dir)
    .filter((n) => existsSync(join(dir, n, 'expected.json')))
    .map((n) => [n, planSchema().parse(JSON.parse(readFileSync(join(dir, n, 'expected.json'), 'utf8')))]);
}

/** 2,000 distinct rows over four buckets, three of them larger than one matrix allows. */
function bigPlan(): Plan {
  const mk = (n: number, extra: (i: number) => Row): Row[] =>
    Array.from({ length: n }, (_, i) => ({
      image: 'img',
      model: 'm',
      'model-prefix': 'dsr1',
      framework: 'sglang',
      precision: 'fp4',
      ...extra(i),
    }));
  return planSchema().parse({
    single_node: {
      '8k1k': mk(700, (i) => ({
        runner: i % 2 ? 'b200' : 'mi355x',
        isl: 8192,
        osl: 1024,
        tp: 8,
        conc: 1 + i,
        priority: '3.250',
        'queue-token': i.toString(16).padStart(32, '0'),
      })),
      agentic: mk(400, (i) => ({
        runner: 'cluster:b300-nv',
        tp: 4,
        conc: 1 + i,
        'scenario-type': 'agentic-coding',
      })),
    },
    multi_node: {
      '8k1k': mk(600, (i) => ({
        runner: 'cluster:gb200-nv',
        prefill: { 'num-worker': 1, tp: 4 },
        decode: { 'num-worker': 2, tp: 8 },
        conc: [4, 8, i],
      })),
    },
    multinode_evals: mk(300, (i) => ({
      runner: 'cluster:gb200-nv',
      prefill: { 'num-worker': 1 },
      decode: { 'num-worker': 1 },
      conc: [i],
      'run-eval': true,
      'eval-only': true,
    })),
  });
}

function expectEveryRowOnce(plan: Plan, fates: ReturnType<typeof accountRows>) {
  expect(fates).toHaveLength(total(plan));
  for (const f of fates) {
    expect(f.path, f.rowId).not.toBe('(lost)');
    expect(f.runs, f.rowId).toBeLessThanOrEqual(1);
    if (f.runs === 0) {
      expect(['skipped', 'cancelled'], f.rowId).toContain(f.status);
      expect(f.reason).not.toBe('');
    }
  }
}

describe('golden changelog plans through the real workflows', needsReference('outputs'), () => {
  it('every row of every golden plan runs in exactly one benchmark job; the canary runs first', async () => {
    const cases = goldenPlans();
    expect(cases.length).toBeGreaterThanOrEqual(28);
    for (const [name, plan] of cases) {
      const log = await simulateSweep(plan);
      expect(log.conclusion, name).toBe('success');
      const fates = accountRows(plan, log);
      expectEveryRowOnce(plan, fates);
      expect(
        fates.filter((f) => f.runs === 1),
        name,
      ).toHaveLength(total(plan));
      const sel = selectCanary(plan, 'single');
      for (const c of sel.canaries)
        expect(fates.find((f) => f.rowId === c.rowId)!.path, name).toBe(`${c.job}[0]/benchmark`);
      // Buckets with rows ran; empty ones were skipped by their `if:` (03 §8.2).
      for (const e of log.entries.filter((e) => e.path.startsWith('sweep-') && !e.path.includes('/')))
        expect(e.status, `${name} ${e.path}`).toBe(e.call && e.status === 'skipped' ? 'skipped' : 'success');
    }
  });
});

describe('sharded sweep', () => {
  const plan = bigPlan();

  it('SH-1: a 2,000-row plan fans out over ≤ 256-row matrices and every row runs once', async () => {
    const log = await simulateSweep(plan);
    expectEveryRowOnce(plan, accountRows(plan, log));
    expect(log.entries.filter(isBenchmark)).toHaveLength(2000);
    const legsPerMatrix = new Map<string, number>();
    for (const e of log.entries.filter(isBenchmark)) {
      const matrixJob = e.path.replace(/\[\d+\]\/benchmark$/, '');
      legsPerMatrix.set(matrixJob, (legsPerMatrix.get(matrixJob) ?? 0) + 1);
    }
    expect(Math.max(...legsPerMatrix.values())).toBeLessThanOrEqual(256);
    expect([...legsPerMatrix.keys()].filter((k) => k.startsWith('sweep-single-node-8k1k/'))).toEqual([
      'sweep-single-node-8k1k/single-0',
      'sweep-single-node-8k1k/single-1',
      'sweep-single-node-8k1k/single-2',
    ]);
    // Multi-node rows reach the multi-node template, single-node rows the single-node one.
    for (const e of log.entries.filter(isBenchmark))
      expect(e.workflow.endsWith('sweep-benchmark-multinode.yml'), e.path).toBe(
        /multi-node|multinode/.test(e.path.split('/')[0]!),
      );
  });

  it('05 §3 / RT-1: runs-on is the runner alone, or the scheduler label set with the attempt when enabled', async () => {
    const byId = new Map(bucketsOf(plan).flatMap((b) => b.rows.map((r) => [rowIdOf(r), r] as const)));
    const off = await simulateSweep(plan);
    const first = off.entries.find((e) => isBenchmark(e) && e.path.startsWith('sweep-single-node-8k1k/'))!;
    const row = byId.get(String(first.inputs['row-id']))!;
    expect(first.runsOn).toEqual([row['runner']]);
    const on = await simulateSweep(plan, { vars: { PRIORITY_SCHEDULER_ENABLED: 'true' } });
    const leg = on.entries.find((e) => isBenchmark(e) && e.path.startsWith('sweep-single-node-8k1k/'))!;
    const r2 = byId.get(String(leg.inputs['row-id']))!;
    expect(leg.runsOn).toEqual([
      'self-hosted',
      r2['runner'],
      `ci-job-3.250-${String(r2['queue-token'])}`,
      'ci-attempt-1',
    ]);
    // RT-1: the node-slot scheduler adds nodes:<N> (1 for single-node rows, the row's node count otherwise).
    const slots = await simulateSweep(plan, { vars: { NODE_SLOT_SCHEDULER_ENABLED: 'true' } });
    const single = slots.entries.find((e) => isBenchmark(e) && e.path.startsWith('sweep-single-node-8k1k/'))!;
    expect(single.runsOn).toEqual([byId.get(String(single.inputs['row-id']))!['runner'], 'nodes:1']);
  });

  it('RT-1: a multi-node row is dispatched with nodes:<N> in its runs-on when the node-slot flag is on, without it when off', async () => {
    const multi = planSchema().parse({
      multi_node: {
        '8k1k': [
          {
            image: 'img',
            model: 'm',
            'model-prefix': 'dsr1',
            framework: 'sglang',
            precision: 'fp4',
            runner: 'cluster:gb200-nv',
            prefill: { 'num-worker': 1, tp: 4 },
            decode: { 'num-worker': 2, tp: 8 },
            conc: [4, 8],
            'node-count': 3,
          },
        ],
      },
    });
    const benchmark = (log: Awaited<ReturnType<typeof simulateSweep>>) => {
      const legs = log.entries.filter((e) => isBenchmark(e) && e.status === 'success');
      expect(legs).toHaveLength(1);
      expect(legs[0]!.workflow).toMatch(/sweep-benchmark-multinode\.yml$/);
      return legs[0]!;
    };
    const on = benchmark(
      await simulateSweep(multi, { canary: 'none', vars: { NODE_SLOT_SCHEDULER_ENABLED: 'true' } }),
    );
    expect(on.runsOn).toEqual(['cluster:gb200-nv', 'nodes:3']);
    const off = benchmark(await simulateSweep(multi, { canary: 'none' }));
    expect(off.runsOn).toEqual(['cluster:gb200-nv']);
    const both = benchmark(
      await simulateSweep(multi, {
        canary: 'none',
        vars: { NODE_SLOT_SCHEDULER_ENABLED: 'true', PRIORITY_SCHEDULER_ENABLED: 'true' },
      }),
    );
    expect(both.runsOn).toEqual(expect.arrayContaining(['self-hosted', 'cluster:gb200-nv', 'nodes:3']));
    expect((both.runsOn as string[]).at(-1)).toBe('nodes:3');
  });
});

describe('links job (CM-1): the action runs in report mode with its real inputs', () => {
  const links = async (plan: Plan) =>
    (await simulateSweep(plan, { prNumber: '42' })).entries.find((e) => e.path === 'links')!;

  it('passes mode, pr-number and evals-ran (true: the plan has eval rows) as `with:` inputs', async () => {
    const e = await links(
      planSchema().parse({ evals: [{ runner: 'b200', framework: 'vllm', conc: 16, 'run-eval': true }] }),
    );
    expect(e.status, e.reason).toBe('success');
    expect(e.actionInputs).toEqual([
      {
        'github-token': '***',
        mode: 'report',
        config: '.github/sweep.yml',
        'pr-number': '42',
        'evals-ran': 'true',
        'sweep-plan': '.sweep/plan/plan.json',
        // No database secret was passed: the input is empty (a published or no baseline needs none).
        'database-url': '',
      },
    ]);
  });

  it('evals-ran is false for a plan without eval rows', async () => {
    const e = await links(
      planSchema().parse({ single_node: { '1k1k': [{ runner: 'b200', framework: 'vllm', conc: 16 }] } }),
    );
    expect(e.actionInputs![0]!['evals-ran']).toBe('false');
  });

  it('an input action.yml does not declare fails the job, naming it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'h9-wf-'));
    cpSync(join(repoRoot, '.github'), join(root, '.github'), { recursive: true });
    cpSync(join(repoRoot, 'action.yml'), join(root, 'action.yml'));
    const file = join(root, RUN_SWEEP);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('          mode: report\n', '          mood: report\n'),
    );
    const plan = planSchema().parse({
      evals: [{ runner: 'b200', framework: 'vllm', conc: 16, 'run-eval': true }],
    });
    const e = (await simulateSweep(plan, { productRoot: root })).entries.find((x) => x.path === 'links')!;
    expect(e.status).toBe('failure');
    expect(e.reason).toContain("has no input 'mood' (action.yml)");
  });
});

describe('canary failure', () => {
  it('CN-3: a failed canary skips every family, each row says why; collect and links still run', async () => {
    const plan = bigPlan();
    const sel = selectCanary(plan, 'single');
    const canaryId = sel.canaries[0]!.rowId;
    const log = await simulateSweep(plan, { rowOutcome: (id) => (id === canaryId ? 'failure' : 'success') });
    const fates = accountRows(plan, log);
    expectEveryRowOnce(plan, fates);
    expect(fates.filter((f) => f.runs === 1).map((f) => f.rowId)).toEqual([canaryId]);
    for (const f of fates.filter((f) => f.rowId !== canaryId)) {
      expect(f.status).toBe('skipped');
      expect(f.reason).toContain("needs.canary-single-node.result == 'success'");
    }
    const byPath = new Map(log.entries.map((e) => [e.path, e]));
    expect(byPath.get('collect')!.status).toBe('success');
    expect(byPath.get('links')!.status).toBe('success');
    expect(log.conclusion).toBe('failure');
    expect(canaryBlocks(sel, ['canary-single-node'])[0]!.message).toContain('skipped 1999 rows');
  });

  it('CN-2: with per-family canaries a failed agentic canary blocks only the agentic families', async () => {
    const plan = bigPlan();
    const sel = selectCanary(plan, 'per-family');
    const agentic = sel.canaries.find((c) => c.family === 'agentic')!;
    const log = await simulateSweep(plan, {
      canary: 'per-family',
      rowOutcome: (id) => (id === agentic.rowId ? 'failure' : 'success'),
    });
    const fates = accountRows(plan, log, 'per-family');
    expectEveryRowOnce(plan, fates);
    const skipped = fates.filter((f) => f.status === 'skipped');
    expect(skipped).toHaveLength(399);
    expect(new Set(skipped.map((f) => f.path))).toEqual(new Set(['sweep-agentic']));
  });
});

describe('fail-fast', () => {
  const plan = bigPlan();
  const rowsOf = (bucket: Row[]) => bucket.map(rowIdOf);

  it('FF-1 matrix scope: the watcher stops only the failed family (its later jobs skip the launcher); GitHub cancels nothing', async () => {
    const bad = rowsOf(plan.single_node['8k1k']!)[10]!;
    const log = await simulateSweep(plan, {
      failFast: 'matrix',
      rowOutcome: (id) => (id === bad ? 'failure' : 'success'),
    });
    const fates = accountRows(plan, log);
    expectEveryRowOnce(plan, fates);
    // GitHub's own matrix fail-fast is off: no sibling is cancelled by it.
    expect(fates.filter((f) => f.status === 'cancelled')).toEqual([]);
    const stopped = fates.filter((f) => /^fail-fast: .* was stopped/.test(f.reason));
    expect(stopped.length).toBeGreaterThan(0);
    for (const f of stopped) expect(f.path).toMatch(/^sweep-single-node-8k1k\/single-\d+\[\d+\]\/benchmark$/);
    // The rows of the family before the failure ran; every other family ran in full.
    const family = fates.filter((f) => f.path.startsWith('sweep-single-node-8k1k/'));
    const at = family.findIndex((f) => f.rowId === bad);
    expect(at).toBeGreaterThan(0);
    expect(family.slice(0, at).every((f) => f.reason === 'ran')).toBe(true);
    expect(family.slice(at + 1).every((f) => /^fail-fast: /.test(f.reason))).toBe(true);
    expect(
      fates.filter((f) => f.path.startsWith('sweep-multi-node-8k1k/')).every((f) => f.reason === 'ran'),
    ).toBe(true);
    expect(log.cancelledBy).toBeUndefined();
    for (const e of log.entries.filter((x) => x.jobId === 'single-0'))
      expect(e.status === 'success' || e.call).toBe(true);
  });

  it('FF-1 run scope: the first failure stops the whole run and keeps its red X', async () => {
    const bad = rowsOf(plan.single_node['8k1k']!)[10]!;
    const log = await simulateSweep(plan, {
      failFast: 'run',
      rowOutcome: (id) => (id === bad ? 'failure' : 'success'),
    });
    const fates = accountRows(plan, log);
    expectEveryRowOnce(plan, fates);
    const failed = fates.find((f) => f.rowId === bad)!;
    expect(failed.status).toBe('failure');
    // The watcher (the only job with actions: write) saw the failure and cancelled the run.
    expect(log.entries.find((e) => e.path === 'watch')!.status).toBe('success');
    expect(log.cancelledBy).toBe(failed.path);
    expect(log.conclusion).toBe('cancelled');
    const after = fates.filter(
      (f) => f.path.startsWith('sweep-multi-node') || f.path.startsWith('sweep-agentic'),
    );
    expect(after.length).toBeGreaterThan(0);
    for (const f of after) {
      expect(f.status).toBe('cancelled');
      expect(f.reason).toContain(`run cancelled (by ${failed.path})`);
    }
    // Without fail-fast the same failure stops nothing.
    const calm = await simulateSweep(plan, { rowOutcome: (id) => (id === bad ? 'failure' : 'success') });
    expect(
      accountRows(plan, calm)
        .filter((f) => f.status !== 'success')
        .map((f) => f.rowId),
    ).toEqual([bad]);
  });
});

describe('manual dispatch, reruns, concurrency', () => {
  const plan = bigPlan();

  it('05 §1.3: a manual sweep (no PR, no canary) takes the same path and posts no PR comment', async () => {
    const log = await simulateSweep(plan, { prNumber: '', canary: 'none', planKey: 'manual-k' });
    expect(accountRows(plan, log, 'none').every((f) => f.runs === 1)).toBe(true);
    const byPath = new Map(log.entries.map((e) => [e.path, e]));
    expect(byPath.get('links')!.status).toBe('skipped');
    expect(byPath.get('canary-single-node')!.status).toBe('skipped');
    expect(log.concurrency).toBeUndefined();
  });

  it('CC-1: no sweep run is in a concurrency group, a PR sweep or a manual one: GitHub cancels none of them (the dispatch cancels a replaced plan)', async () => {
    const small = planSchema().parse({ evals: plan.multinode_evals.slice(0, 1) });
    for (const o of [
      { prNumber: '7', planKey: 'k1' },
      { prNumber: '7', planKey: 'k2' },
      { prNumber: '', planKey: 'k1' },
    ])
      expect((await simulateSweep(small, o)).concurrency, JSON.stringify(o)).toBeUndefined();
  });

  it('RR-1/01 §6: re-running failed jobs re-runs only the failed row, with a new attempt label', async () => {
    const bad = rowIdOf(plan.multi_node['8k1k']![5]!);
    const vars = { PRIORITY_SCHEDULER_ENABLED: 'true' };
    const first = await simulateSweep(plan, {
      vars,
      rowOutcome: (id) => (id === bad ? 'failure' : 'success'),
    });
    expect(first.conclusion).toBe('failure');
    const second = await simulateSweep(plan, { vars, rerunOf: first });
    expect(second.attempt).toBe(2);
    expect(second.conclusion).toBe('success');
    const fates = accountRows(plan, second);
    expectEveryRowOnce(plan, fates);
    const rerun = second.entries.filter((e) => isBenchmark(e) && e.reason === 'ran');
    expect(rerun.map((e) => e.inputs['row-id'])).toEqual([bad]);
    expect(rerun[0]!.runsOn).toContain('ci-attempt-2');
    expect(second.entries.filter((e) => isBenchmark(e) && e.reason === 'kept from attempt 1')).toHaveLength(
      1999,
    );
    // GitHub re-runs the dependents of a re-run job too: collect and links run again, load-plan is kept.
    const byPath = new Map(second.entries.map((e) => [e.path, e]));
    expect(byPath.get('load-plan')!.reason).toBe('kept from attempt 1');
    expect(byPath.get('canary-single-node[0]/benchmark')!.reason).toBe('kept from attempt 1');
    expect([byPath.get('collect')!.reason, byPath.get('links')!.reason]).toEqual(['ran', 'ran']);
  });
});

describe('the control workflow', () => {
  const CONTROL = '.github/workflows/sweep-control.yml';
  const root = consumerRoot();
  it('SEC-2: PR events, PR comments and manual sweeps all reach the one control job; issue comments do not', async () => {
    const run = async (name: string, payload: Record<string, unknown>, inputs?: Record<string, unknown>) =>
      (
        await simulateWorkflow(CONTROL, { root, event: { name, payload }, ...(inputs ? { inputs } : {}) })
      ).entries.map((e) => [e.path, e.status]);
    expect(
      await run('pull_request_target', {
        action: 'labeled',
        label: { name: 'some-unrelated-label' },
        pull_request: { number: 1 },
      }),
    ).toEqual([
      ['control', 'success'],
      ['publish-results', 'skipped'],
    ]);
    expect(
      await run('issue_comment', {
        issue: { number: 1, pull_request: { url: 'u' } },
        comment: { body: '/sweep' },
      }),
    ).toEqual([
      ['control', 'success'],
      ['publish-results', 'skipped'],
    ]);
    expect(await run('issue_comment', { issue: { number: 2 }, comment: { body: '/sweep' } })).toEqual([
      ['control', 'skipped'],
      ['publish-results', 'skipped'],
    ]);
    expect(await run('workflow_dispatch', {}, { 'config-keys': 'dsr1-*', 'fail-fast': true })).toEqual([
      ['control', 'success'],
      ['publish-results', 'skipped'],
    ]);
  });

  it('01 §5: the control workflow is serialized per PR and never cancels a control run in progress', async () => {
    const log = await simulateWorkflow(CONTROL, {
      root,
      event: { name: 'pull_request_target', payload: { action: 'labeled', pull_request: { number: 42 } } },
    });
    expect(log.concurrency).toEqual({ group: 'sweep-control-42', cancelInProgress: false });
    const comment = await simulateWorkflow(CONTROL, {
      root,
      event: { name: 'issue_comment', payload: { issue: { number: 42, pull_request: { url: 'u' } } } },
    });
    expect(comment.concurrency).toEqual({ group: 'sweep-control-42', cancelInProgress: false });
  });

  it('02/SEC-1: the checkout has full history (merge base), no persisted credentials, default branch only', () => {
    const steps = jobSteps(root, CONTROL, 'control');
    const checkouts = steps.filter((s) => stepKind(s) === 'checkout');
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.with).toEqual({
      ref: '${{ github.event.repository.default_branch }}',
      'fetch-depth': '0',
      'persist-credentials': 'false',
    });
  });

  it('05 §1.2: plan, then upload the plan artifact, then dispatch, in that order', () => {
    const steps = jobSteps(root, CONTROL, 'control');
    expect(steps.map((s) => [stepKind(s), s.with['mode'] ?? ''])).toEqual([
      ['checkout', ''],
      ['action', ''],
      ['upload', ''],
      ['action', 'dispatch'],
      ['upload', ''],
      ['action', 'publish'],
    ]);
    expect(steps[2]!.uses).toBe(PINS.upload.replace(/ # .*/, ''));
    expect(steps[2]!.if).toContain("steps.control.outputs.dispatch-pending == 'true'");
    expect(steps[3]!.if).toContain("steps.control.outputs.dispatch-pending == 'true'");
  });

  it('RU-4: on a merge, the changelog metadata is uploaded before the one publish step', () => {
    const steps = jobSteps(root, CONTROL, 'control');
    expect(steps[4]!.uses).toBe(PINS.upload.replace(/ # .*/, ''));
    expect(steps[4]!.with['name']).toContain('changelog-metadata-artifact');
    for (const s of steps.slice(4)) expect(s.if).toContain("steps.control.outputs.publish-pending == 'true'");
  });

  it('SEC-1/SEC-2: it checks out only the default branch and never the PR head', () => {
    const text = readFileSync(join(root, CONTROL), 'utf8');
    expect(text).toContain('ref: ${{ github.event.repository.default_branch }}');
    expect(text).not.toMatch(/pull_request\.head|head_ref|head\.sha/);
  });
});

describe('the harness catches broken wiring', () => {
  it('deleting one line of a family job makes its benchmark calls fail, naming the missing input', async () => {
    const root = mkdtempSync(join(tmpdir(), 'h6-wf-'));
    cpSync(join(repoRoot, '.github'), join(root, '.github'), { recursive: true });
    const family = join(root, '.github/workflows/sweep-family.yml');
    const text = readFileSync(family, 'utf8');
    writeFileSync(family, text.replace("      row-id: ${{ format('{0}', matrix.row['row-id']) }}\n", ''));
    const plan = planSchema().parse({
      evals: [{ runner: 'b200', framework: 'vllm', conc: 16, 'run-eval': true }],
    });
    const log = await simulateSweep(plan, { productRoot: root });
    const broken = log.entries.find((e) => e.path === 'sweep-evals/single-0[0]')!;
    expect(broken.status).toBe('failure');
    expect(broken.reason).toContain("missing required input 'row-id'");
    expect(log.conclusion).toBe('failure');
  });

  it('an empty matrix is a failure, not a silent skip (the reference fromJson("") bug)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'h6-wf-'));
    cpSync(join(repoRoot, '.github'), join(root, '.github'), { recursive: true });
    const family = join(root, '.github/workflows/sweep-family.yml');
    writeFileSync(
      family,
      readFileSync(family, 'utf8').replace("needs.expand.outputs.slot_1 != '[]'", 'true'),
    );
    const plan = planSchema().parse({
      evals: [{ runner: 'b200', framework: 'vllm', conc: 16, 'run-eval': true }],
    });
    const log = await simulateSweep(plan, { productRoot: root });
    expect(log.entries.find((e) => e.path === 'sweep-evals/single-1')!.reason).toMatch(
      /does not contain any values/,
    );
  });
});

it('sweep-run.yml is the product file simulated', () =>
  expect(RUN_SWEEP).toBe('.github/workflows/sweep-run.yml'));
