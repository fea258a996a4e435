// The rows of a sweep across its run and retry runs, the automatic re-run decision (classes, attempts,
// budget, fail-fast, cancel) and the progress block (counts by class, GPU-hours, ETA, re-runs), from job
// listings shaped as GitHub returns them.
import { describe, expect, it } from 'vitest';
import type { Plan, Row } from '../dispatch/plan.js';
import { BEFORE_LAUNCH_STEP } from '../dispatch/stop.js';
import type { Classification } from '../failures/classify.js';
import { decideRetries, type RetryContext } from './retry-policy.js';
import {
  durationWords,
  progressBlockOf,
  progressModel,
  renderProgress,
  withProgress,
  type RowEstimate,
} from './progress.js';
import { sweepRows, type ViewJob, type ViewRun } from './sweep-rows.js';

const row = (id: string, extra: Row = {}): Row => ({
  'row-id': id,
  'exp-name': `exp_${id.slice(0, 2)}`,
  runner: 'cluster:gb300-nv',
  conc: [8],
  prefill: { 'num-worker': 1, tp: 4 },
  decode: { 'num-worker': 1, tp: 8 },
  ...extra,
});
const A = 'aaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccc';
const D = 'dddddddddddddddd';
const plan: Plan = {
  single_node: {},
  multi_node: { '8k1k': [row(A), row(B), row(C)], agentic: [row(D, { 'scenario-type': 'agentic-coding' })] },
  evals: [],
  agentic_evals: [],
  multinode_evals: [],
  multinode_agentic_evals: [],
} as Plan;

const T0 = Date.parse('2026-08-22T12:00:00Z');
const iso = (min: number) => new Date(T0 + min * 60_000).toISOString();
let nextId = 1;
const job = (rowId: string, over: Partial<ViewJob> = {}): ViewJob => ({
  id: nextId++,
  name: `sweep / sweep-multi-node-8k1k / multi-0 / ${rowId}`,
  attempt: 1,
  status: 'completed',
  conclusion: 'success',
  startedAt: iso(0),
  completedAt: iso(30),
  ...over,
});
const run = (id: number, retry: number, jobs: ViewJob[], cancelled = false): ViewRun => ({
  id,
  retry,
  cancelled,
  jobs,
  url: `https://github.com/o/r/actions/runs/${id}`,
});

const lost: Classification = {
  class: 'infrastructure',
  id: 'runner-lost',
  retry: true,
  reason: { en: 'the runner lost contact with GitHub', zh: 'runner 与 GitHub 失去联系' },
};
const bench: Classification = {
  class: 'benchmark',
  id: 'result-missing',
  retry: false,
  reason: { en: 'the benchmark wrote no result file', zh: '基准测试没有写出结果文件' },
  evidence: 'Run failed: Benchmark result x.json not found.',
};

const classOf = (cls: Record<number, Classification>) => (j: ViewJob) => cls[j.id];

describe('the rows of a sweep across its runs', () => {
  it('the newest job decides: a retry run is newer than the run it retries', () => {
    const failed = job(A, { conclusion: 'failure', completedAt: iso(12) });
    const retried = job(A, { startedAt: iso(20), completedAt: iso(50) });
    const rows = sweepRows(plan, 'none', [run(1, 0, [failed, job(B)]), run(2, 1, [retried])]);
    expect(rows.map((r) => [r.rowId, r.state, r.run?.id])).toEqual([
      [A, 'succeeded', 2],
      [B, 'succeeded', 1],
      [C, 'waiting', undefined],
      [D, 'waiting', undefined],
    ]);
    expect(rows[0]!.family).toBe('sweep-multi-node-8k1k');
  });

  it('a job that ended at the stop step is stopped; a cancelled job is a failure only when nobody cancelled its run', () => {
    const stopped = job(A, {
      steps: [
        { name: 'Set up job', number: 1, status: 'completed', conclusion: 'success' },
        { name: BEFORE_LAUNCH_STEP, number: 2, status: 'completed', conclusion: 'success' },
        { name: 'benchmark', number: 3, status: 'completed', conclusion: 'skipped' },
      ],
    });
    const cancelled = job(B, { conclusion: 'cancelled' });
    expect(sweepRows(plan, 'none', [run(1, 0, [stopped, cancelled], true)]).map((r) => r.state)).toEqual([
      'stopped',
      'cancelled',
      'waiting',
      'waiting',
    ]);
    expect(sweepRows(plan, 'none', [run(1, 0, [cancelled])])[1]!.state).toBe('failed');
  });
});

const estimates = new Map<string, RowEstimate>(
  [A, B, C, D].map((id) => [
    id,
    { gpus: 12, limitHours: 4, cluster: 'gb300-nv', kind: 'multi-node benchmark' },
  ]),
);
const ctx = (over: Partial<RetryContext> = {}): RetryContext => ({
  maxAttempts: 1,
  budgetGpuHours: 110.4,
  cost: (id) => estimates.get(id)!,
  now: T0 + 60 * 60_000,
  retryRuns: [],
  runs: [],
  stopped: { run: false, families: new Set() },
  cancelled: false,
  gates: {},
  ...over,
});

describe('automatic re-runs', () => {
  const jobs = [
    job(A, { conclusion: 'failure' }),
    job(B, { conclusion: 'failure' }),
    job(C, { status: 'in_progress', conclusion: null, completedAt: null }),
  ];
  const main = run(1, 0, jobs);
  const rowsWith = (cls: Record<number, Classification>) => sweepRows(plan, 'none', [main], classOf(cls));

  it('only infrastructure failures are re-run; a benchmark failure never is', () => {
    const d = decideRetries(rowsWith({ [jobs[0]!.id]: lost, [jobs[1]!.id]: bench }), ctx({ runs: [main] }));
    expect(d.retry.map((r) => [r.rowId, r.reason.id, r.charged])).toEqual([[A, 'runner-lost', 48]]);
    expect(d.budget).toEqual({ total: 110.4, used: 0, left: 110.4 });
  });

  it('within the budget: a re-run is charged its worst case while it runs, then what it took', () => {
    const rows = rowsWith({ [jobs[0]!.id]: lost, [jobs[1]!.id]: lost });
    // 48 + 48 fit in 110.4; a third 48 would not.
    expect(decideRetries(rows, ctx({ runs: [main] })).retry).toHaveLength(2);
    const tight = decideRetries(rows, ctx({ runs: [main], budgetGpuHours: 60 }));
    expect(tight.retry.map((r) => r.rowId)).toEqual([A]);
    expect(tight.overBudget).toEqual([B]);
    // A running re-run of A holds its worst case (48 of 60): B still does not fit.
    const retryRun = run(2, 1, [job(A, { status: 'in_progress', conclusion: null, completedAt: null })]);
    const record = { runId: 2, retry: 1, rows: [A], riders: [] };
    const during = decideRetries(
      sweepRows(plan, 'none', [main, retryRun], classOf({ [jobs[1]!.id]: lost })),
      {
        ...ctx({ budgetGpuHours: 60, runs: [main, retryRun], retryRuns: [record] }),
      },
    );
    expect(during.budget.used).toBe(48);
    expect(during.overBudget).toEqual([B]);
    // Once it ended after 30 minutes it took 12 × 0.5 = 6: B fits now.
    const ended = run(2, 1, [job(A, { startedAt: iso(40), completedAt: iso(70) })]);
    const after = decideRetries(sweepRows(plan, 'none', [main, ended], classOf({ [jobs[1]!.id]: lost })), {
      ...ctx({ budgetGpuHours: 60, runs: [main, ended], retryRuns: [record] }),
    });
    expect(after.budget.used).toBe(6);
    expect(after.retry.map((r) => r.rowId)).toEqual([B]);
  });

  it('at most max-attempts per row; never after a cancel or a run-wide stop; not in a stopped family', () => {
    const again = run(2, 1, [job(A, { conclusion: 'failure', startedAt: iso(40), completedAt: iso(45) })]);
    const record = { runId: 2, retry: 1, rows: [A], riders: [] };
    const twice = sweepRows(plan, 'none', [main, again], (j) =>
      j.conclusion === 'failure' ? lost : undefined,
    );
    const d = decideRetries(twice, ctx({ runs: [main, again], retryRuns: [record] }));
    expect(d.exhausted).toEqual([A]);
    expect(d.retry.map((r) => r.rowId)).toEqual([B]);
    expect(
      decideRetries(twice, ctx({ maxAttempts: 2, runs: [main, again], retryRuns: [record] })).retry,
    ).toHaveLength(2);
    const rows = rowsWith({ [jobs[0]!.id]: lost, [jobs[1]!.id]: lost });
    expect(decideRetries(rows, ctx({ cancelled: true })).retry).toEqual([]);
    expect(decideRetries(rows, ctx({ stopped: { run: true, families: new Set() } })).retry).toEqual([]);
    expect(
      decideRetries(rows, ctx({ stopped: { run: false, families: new Set(['sweep-multi-node-8k1k']) } }))
        .retry,
    ).toEqual([]);
    // An entry that says retry: false keeps its class and is not re-run.
    expect(decideRetries(rowsWith({ [jobs[0]!.id]: { ...lost, retry: false } }), ctx()).retry).toEqual([]);
  });

  it('a retried canary takes along the rows its failure kept from starting, uncharged', () => {
    const canaryJob = job(D, { name: `sweep / canary-agentic-multinode / ${D}`, conclusion: 'failure' });
    const r = sweepRows(plan, 'single', [run(1, 0, [canaryJob])], classOf({ [canaryJob.id]: lost }));
    expect(r.find((x) => x.rowId === D)).toMatchObject({ canary: true, family: 'canary-agentic-multinode' });
    const d = decideRetries(r, ctx({ gates: { 'canary-agentic-multinode': ['sweep-multi-node-8k1k'] } }));
    expect(d.retry.map((x) => x.rowId)).toEqual([D]);
    expect(d.riders).toEqual([A, B, C]);
  });
});

describe('the progress block', () => {
  it('counts by class, GPU-hours used against the estimate, an ETA from the durations of finished rows', () => {
    const jobs = [
      job(A, { startedAt: iso(0), completedAt: iso(30) }),
      job(B, { conclusion: 'failure', startedAt: iso(0), completedAt: iso(10) }),
      job(C, { status: 'in_progress', conclusion: null, startedAt: iso(30), completedAt: null }),
    ];
    const rows = sweepRows(plan, 'none', [run(1, 0, jobs)], classOf({ [jobs[1]!.id]: lost }));
    const m = progressModel({
      rows,
      runs: [run(1, 0, jobs)],
      estimates,
      now: T0 + 40 * 60_000,
      retryRuns: [{ runId: 2, retry: 1, rows: [B], riders: [], reasons: { [B]: lost } }],
      decision: { overBudget: [], exhausted: [], budget: { total: 110.4, used: 48, left: 62.4 } },
    });
    expect(m.counts).toMatchObject({ succeeded: 1, failed: 1, running: 1, waiting: 1 });
    expect(m.failedByClass).toEqual({ infrastructure: 1, benchmark: 0, unknown: 0 });
    // 12 GPUs × (0.5 + 1/6 + 1/6) hours.
    expect(m.gpuHours.used).toBeCloseTo(10);
    expect(m.gpuHours.worst).toBe(4 * 48);
    // C has 20 of its 30 minutes left, D 30; two ran at once on gb300-nv: 25 minutes.
    expect(m.eta).toEqual({ remainingMs: 25 * 60_000, at: T0 + 65 * 60_000 });
    const block = renderProgress(m);
    const [en, zh] = block.split('<details>');
    expect(en).toContain('✅ 1 succeeded · ❌ 1 failed (1 infrastructure) · ▶ 1 running · ⏳ 1 queued');
    expect(en).toContain('**GPU-hours:** 10 used so far · about 20 in all at known durations · 192 at worst');
    expect(en).toContain('**Expected to finish:** in about 25 min (around 13:10 UTC)');
    expect(en).toContain(
      '- `exp_bb (cluster:gb300-nv, conc [8])`: the runner lost contact with GitHub, in retry run 1',
    );
    expect(en).toContain('**Re-run budget:** 48 of 110 GPU-hours used');
    expect(zh).toContain('✅ 成功 1 · ❌ 失败 1（1 基础设施） · ▶ 运行中 1 · ⏳ 排队 1');
    expect(zh).toContain('runner 与 GitHub 失去联系');
    // The Chinese half has no English sentence: only code spans, names and units remain.
    const words = zh!
      .replace(/`[^`]*`/g, '')
      .replace(/\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/<!--[^>]*-->|<\/?details>|<\/?summary>|中文/g, '')
      .match(/[A-Za-z]{3,}/g);
    expect((words ?? []).filter((w) => !['GPU', 'UTC', 'runner', 'GitHub'].includes(w))).toEqual([]);
  });

  it('the block replaces itself in the status body and goes away when empty', () => {
    const body = '<!-- sweep-orchestrator-status -->\n<!-- version: 5001 -->\n### Sweep status\n';
    const m = progressModel({
      rows: sweepRows(plan, 'none', []),
      runs: [],
      estimates,
      now: T0,
      retryRuns: [],
    });
    const one = withProgress(body, renderProgress(m), 5001);
    expect(progressBlockOf(one)).toBe(renderProgress(m));
    expect(withProgress(one, renderProgress(m), 5001)).toBe(one);
    expect(withProgress(one, '', 5001)).toBe(body);
  });

  it('durations in both languages', () => {
    expect(durationWords(80 * 60_000, 'en')).toBe('1 h 20 min');
    expect(durationWords(80 * 60_000, 'zh')).toBe('1 小时 20 分钟');
    expect(durationWords(120 * 60_000, 'en')).toBe('2 h');
    expect(durationWords(20_000, 'en')).toBe('1 min');
  });
});
