// A flaky node never costs a sweep, end to end on the simulator (the fake GitHub, our real workflows, the
// action's real watcher, before-launch and report code, simulated runners): a lost runner is re-run by
// itself in a retry run while no sibling is touched; a benchmark failure stops the sweep as configured and
// is never re-run; re-runs stop at their GPU-hour budget; the status comment shows the progress while the
// sweep runs. Requests are counted at the fake.
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketsOf, rowIdOf } from '../../src/dispatch/plan.js';
import { parseSweepRunName } from '../../src/dispatch/run-name.js';
import { stopContext } from '../../src/dispatch/stop.js';
import type { LoggedRequest } from '../../src/sim/fake-github.js';
import { botComments, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { findScenario, serverDied, type Scenario } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';

/** The benchmark-failure scenario with the per-family scope: a failure on an agentic row stops its family. */
const matrixScope: Scenario = {
  ...findScenario('benchmark-failure')!,
  name: 'benchmark-failure-matrix',
  settings: { 'fail-fast-scope': 'matrix' },
  fails: (c) =>
    c.retry === 0 &&
    c.job === 'sweep-multi-node-agentic' &&
    c.row?.['runner'] === 'cluster:gb300-nv' &&
    JSON.stringify(c.row?.['conc']) === '[16]'
      ? { ...serverDied, at: 0.5 }
      : false,
};

const results = new Map<string, LifecycleResult>();
const run = (name: string) => results.get(name)!;
beforeAll(async () => {
  for (const name of ['runner-lost', 'benchmark-failure', 'retry-budget', 'progress'])
    results.set(name, await runLifecycle(findScenario(name)!, { root: repoRoot }));
  results.set(matrixScope.name, await runLifecycle(matrixScope, { root: repoRoot }));
}, 180_000);

const sweepRuns = (r: LifecycleResult) => r.runs.filter((x) => x.workflow === 'sweep.yml');
const mainRun = (r: LifecycleResult) => sweepRuns(r).find((x) => !parseSweepRunName(x.displayTitle)?.retry)!;
const retryRuns = (r: LifecycleResult) =>
  sweepRuns(r).filter((x) => parseSweepRunName(x.displayTitle)?.retry);
const dispatches = (r: LifecycleResult) =>
  r.requests.filter((q) => q.method === 'POST' && q.path.endsWith('/actions/workflows/sweep.yml/dispatches'));
const statusBody = (r: LifecycleResult) => botComments(r.comments).status[0]!.body;
const english = (body: string, marker: string) => {
  const at = body.indexOf(marker);
  return body.slice(at, body.indexOf('<details>', at));
};

describe('runner-lost: a lost runner is re-run by itself, nothing else is touched', () => {
  it('no sibling is cancelled; the row is re-run once in a retry run and passes; the sweep ends successful', () => {
    const r = run('runner-lost');
    const main = r.sweeps.find((s) => s.run.id === mainRun(r).id)!;
    // The lost row is the only failure of the sweep run, and nothing was cancelled (no fail-fast on it).
    expect(main.ledger.filter((l) => l.status === 'failure').map((l) => l.runner)).toEqual(['gb300-nv_0']);
    expect(main.ledger.filter((l) => l.status === 'cancelled')).toEqual([]);
    expect(r.requests.filter((q) => q.path.endsWith('/cancel'))).toEqual([]);
    const lost = main.ledger.find((l) => l.status === 'failure')!.rowId;
    // One retry run, of that one row, same plan key, retry number 1 of the sweep run.
    const [retry] = retryRuns(r);
    expect(retryRuns(r)).toHaveLength(1);
    expect(parseSweepRunName(retry!.displayTitle)).toEqual({
      ...parseSweepRunName(mainRun(r).displayTitle),
      retry: { n: 1, of: mainRun(r).id },
    });
    expect(retry!.inputs['rows']).toBe(lost);
    expect(retry!.inputs['plan-key']).toBe(mainRun(r).inputs['plan-key']);
    const again = r.sweeps.find((s) => s.run.id === retry!.id)!;
    expect(again.ledger.map((l) => [l.rowId, l.status, l.dispatched])).toEqual([[lost, 'success', 1]]);
    // At most one re-run request: one dispatch of the retry run, counted at the fake.
    expect(
      dispatches(r).filter((q) => (q.body as { inputs?: Record<string, string> }).inputs?.['retry-of']),
    ).toHaveLength(1);
    // The sweep's results hold every row, the re-run one included; the status says success.
    const merged = JSON.parse(
      r.artifacts.find((a) => a.runId === mainRun(r).id && a.name === 'results_bmk')!.files[
        'results_bmk.json'
      ]!,
    ) as { 'row-id': string }[];
    expect(merged.map((x) => x['row-id'])).toContain(lost);
    expect(merged).toHaveLength(13);
    expect(statusBody(r)).toContain(
      `**Sweep:** finished — run [${mainRun(r).id}](https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${mainRun(r).id}): success`,
    );
  });

  it('the status names the re-run, its reason and the retry run; the budget left', () => {
    const r = run('runner-lost');
    const en = english(statusBody(r), '<!-- sweep-progress -->');
    expect(en).toContain('✅ 13 succeeded · ❌ 0 failed');
    expect(en).toMatch(
      new RegExp(
        `\\*\\*Re-run automatically:\\*\\*\\n- \`dsv4_8k1k \\(cluster:gb300-nv, conc \\[8,32,128\\]\\)\`: the runner lost contact with GitHub \\(its machine went down or lost the network\\), in \\[retry run 1\\]\\(https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${retryRuns(r)[0]!.id}\\)`,
      ),
    );
    expect(en).toMatch(/\*\*Re-run budget:\*\* [\d.]+ of 110 GPU-hours used .*, [\d.]+ left\./);
    const zh = statusBody(r).slice(
      statusBody(r).indexOf('<details>', statusBody(r).indexOf('<!-- sweep-progress -->')),
    );
    expect(zh).toContain('**自动重新运行：**');
    expect(zh).toContain('runner 与 GitHub 失去联系（机器宕机或断网）');
  });

  it('the classification reads what GitHub holds: no log, the annotation of the lost runner', () => {
    const r = run('runner-lost');
    const logs = r.requests.filter((q) => /\/actions\/jobs\/\d+\/logs$/.test(q.path));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((q) => q.status === 404)).toBe(true);
    expect(r.requests.some((q) => /\/check-runs\/\d+\/annotations$/.test(q.path))).toBe(true);
  });
});

describe('benchmark-failure: fail-fast as configured, no re-run', () => {
  it('run scope: the run is cancelled once after the failure is recorded; the failed job keeps its red X', () => {
    const r = run('benchmark-failure');
    expect(retryRuns(r)).toEqual([]);
    const main = r.sweeps[0]!;
    expect(main.conclusion).toBe('cancelled');
    expect(
      r.requests.filter((q) => q.method === 'POST' && q.path.endsWith(`/runs/${mainRun(r).id}/cancel`)),
    ).toHaveLength(1);
    expect(main.ledger.filter((l) => l.status === 'failure')).toHaveLength(1);
    expect(main.ledger.filter((l) => l.status === 'cancelled').length).toBeGreaterThan(0);
    const en = english(statusBody(r), '<!-- sweep-progress -->');
    expect(en).toContain(
      'failed (the inference server or the benchmark client died): the sweep run and its retry runs were cancelled',
    );
    expect(en).toContain('(log: `ERROR: Server process 48211 died during benchmark`)');
    expect(en).not.toContain('Re-run automatically');
  });

  it('matrix scope: only the failed family stops, before its queued jobs take GPU time; other families run on', () => {
    const r = run('benchmark-failure-matrix');
    expect(retryRuns(r)).toEqual([]);
    expect(r.requests.filter((q) => q.path.endsWith('/cancel'))).toEqual([]);
    const stop = r.requests.filter((q) => q.method === 'POST' && /\/statuses\/[0-9a-f]{40}$/.test(q.path));
    expect(stop.map((q) => (q.body as { context: string }).context)).toEqual([
      stopContext('sweep-multi-node-agentic'),
    ]);
    expect((stop[0]!.body as { target_url: string }).target_url).toMatch(
      new RegExp(`/actions/runs/${mainRun(r).id}$`),
    );
    const stopped = r.timeline.filter((t) => / ⏸ sweep-multi-node-agentic /.test(t.text));
    expect(stopped.length).toBeGreaterThan(0);
    // A stopped job ends within seconds: no GPU time; every other family ran to its end.
    const ledger = r.sweeps[0]!.ledger;
    const plan = r.sweeps[0]!.plan!;
    const evals = bucketsOf(plan)
      .filter((b) => b.bucket.includes('evals'))
      .flatMap((b) => b.rows.map(rowIdOf));
    for (const id of evals) expect(ledger.find((l) => l.rowId === id)!.status).toBe('success');
    const en = english(statusBody(r), '<!-- sweep-progress -->');
    expect(en).toContain(
      'the jobs of `sweep-multi-node-agentic` that had not started yet end without running the benchmark',
    );
    expect(en).toMatch(/⏸ \d+ stopped by fail-fast/);
  });
});

describe('retry-budget: re-runs stop at the budget', () => {
  it('the rows that do not fit are named for /sweep rerun-failed; the budget is never exceeded', () => {
    const r = run('retry-budget');
    const main = r.sweeps.find((s) => s.run.id === mainRun(r).id)!;
    const lost = main.ledger.filter((l) => l.status === 'failure');
    expect(lost).toHaveLength(3);
    const rerun = retryRuns(r).flatMap((x) => x.inputs['rows']!.split(','));
    expect(rerun.length).toBeGreaterThan(0);
    expect(rerun.length).toBeLessThan(3);
    const en = english(statusBody(r), '<!-- sweep-progress -->');
    expect(en).toContain('**Still need `/sweep rerun-failed`:**');
    const left = lost.map((l) => l.rowId).filter((id) => !rerun.includes(id));
    expect(left).toHaveLength(3 - rerun.length);
    expect(en).toMatch(
      /its re-run \([\d,.]+ GPU-hours at worst\) does not fit the [\d.]+ GPU-hours the re-run budget has left/,
    );
    const used = Number(/\*\*Re-run budget:\*\* ([\d.]+) of 110 GPU-hours/.exec(en)![1]);
    expect(used).toBeLessThanOrEqual(110.4);
  });
});

describe('progress: the status comment while the sweep runs', () => {
  const statusWrites = (r: LifecycleResult) =>
    r.requests.filter(
      (q) =>
        (q.method === 'PATCH' || q.method === 'POST') &&
        /\/issues\/(42\/)?comments(\/\d+)?$/.test(q.path) &&
        typeof (q.body as { body?: unknown })?.body === 'string' &&
        (q.body as { body: string }).body.includes('<!-- sweep-orchestrator-status -->'),
    );

  it('shows the counts, GPU-hours and ETA at least twice during the run', () => {
    const r = run('progress');
    const live = statusWrites(r)
      .map((q) => (q.body as { body: string }).body)
      .filter((b) => b.includes('**Expected to finish:** in about'));
    expect(live.length).toBeGreaterThanOrEqual(2);
    const distinct = new Set(live.map((b) => english(b, '<!-- sweep-progress -->')));
    expect(distinct.size).toBeGreaterThanOrEqual(2);
    for (const b of live) {
      const en = english(b, '<!-- sweep-progress -->');
      expect(en).toMatch(/✅ \d+ succeeded · ❌ 0 failed · ▶ \d+ running · ⏳ \d+ queued/);
      expect(en).toMatch(
        /\*\*GPU-hours:\*\* [\d,.]+ used so far · about [\d,.]+ in all at known durations · 1,104 at worst/,
      );
      expect(en).toMatch(
        /\*\*Expected to finish:\*\* in about (\d+ h ?)?(\d+ min)? \(around \d\d:\d\d UTC\)/,
      );
    }
  });

  it('no more than one edit per watcher look, and only when the block changed', () => {
    const r = run('progress');
    const main = mainRun(r).id;
    // Each look of the watcher lists the sweep run's jobs first; the writes between two looks are its edits.
    let looks = 0;
    const perLook = new Map<number, LoggedRequest[]>();
    for (const q of r.requests) {
      if (
        q.method === 'GET' &&
        q.path.endsWith(`/actions/runs/${main}/jobs`) &&
        q.user === 'github-actions[bot]'
      )
        looks++;
      else if (statusWrites(r).includes(q)) perLook.set(looks, [...(perLook.get(looks) ?? []), q]);
    }
    expect(looks).toBeGreaterThan(30);
    // Before the first look the control run wrote the comment; from then on, one edit per look at most.
    for (const [look, writes] of perLook)
      if (look > 0) expect(writes.length, `look ${look}`).toBeLessThanOrEqual(1);
    // Edits are spaced: the progress alone is written at most every five minutes (the watcher's last
    // look, when the sweep is over, and the links job's outcome after it are the two writes that are not).
    const watcher = [...perLook.entries()]
      .filter(([look]) => look > 0)
      .flatMap(([, w]) => w)
      .slice(0, -2)
      .map((q) => Date.parse(q.at!));
    expect(watcher.length).toBeGreaterThan(10);
    for (let i = 1; i < watcher.length; i++)
      expect(watcher[i]! - watcher[i - 1]!).toBeGreaterThanOrEqual(5 * 60_000);
  });
});
