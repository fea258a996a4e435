// End to end, per demo scenario: the fake GitHub, the Actions simulator on our real workflow files, the
// action's real code and simulated runners. Every planned row is dispatched exactly once or cancelled/skipped
// with a reason; the final PR comments are checked by text; no comment is duplicated (CM-1, CM-2, CM-4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowIdOf, bucketsOf } from '../../src/dispatch/plan.js';
import { botComments, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { findScenario, scenarioNames } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';
import { queueBlockOf } from '../../src/report/queue.js';

const results = new Map<string, LifecycleResult>();
const run = (name: string) => results.get(name)!;

beforeAll(async () => {
  for (const name of scenarioNames)
    results.set(name, await runLifecycle(findScenario(name)!, { root: repoRoot }));
}, 300_000);

const sweepsOf = (r: LifecycleResult) => r.runs.filter((x) => x.workflow === 'sweep.yml');
const perfLine = (id: number) =>
  `View unofficial run (performance): https://inferencex.semianalysis.com/inference?unofficialRun=${id}`;
const accLine = (id: number) =>
  `View unofficial run (accuracy): https://inferencex.semianalysis.com/evaluation?unofficialRun=${id}`;

describe.each(scenarioNames)('scenario %s: invariants', (name) => {
  it('no control step crashed', () => {
    for (const c of run(name).controls) {
      expect(c.step?.error, `control run ${c.run.id}`).toBeUndefined();
      expect(c.publish?.error, `publication job of control run ${c.run.id}`).toBeUndefined();
    }
  });

  it('05 §1.2: every sweep run finds its plan artifact, uploaded by the control run before the dispatch', () => {
    const r = run(name);
    for (const sweep of sweepsOf(r)) {
      const art = r.artifacts.find(
        (a) => String(a.runId) === sweep.inputs['plan-run-id'] && a.name === sweep.inputs['plan-artifact'],
      );
      expect(art, `plan artifact of run ${sweep.id}`).toBeDefined();
      expect(art!.id).toBeLessThan(sweep.id);
    }
    for (const c of r.controls) {
      // The planning step never dispatches itself; a `mode: dispatch` step follows only when one is pending.
      expect(c.steps[0]?.result?.dispatchedRunId).toBeUndefined();
      // A merge's `mode: publish` step follows only when a publication is pending.
      const follows =
        c.steps[0]?.result?.dispatchPending || c.steps[0]?.outputs['publish-pending'] === 'true';
      expect(c.steps.length).toBe(follows ? 2 : c.steps.length ? 1 : 0);
    }
  });

  it('CM-1/CM-2: at most one status and one unofficial-run comment (no duplicates)', () => {
    const { status, links } = botComments(run(name).comments);
    expect(status).toHaveLength(1);
    expect(links.length).toBeLessThanOrEqual(1);
  });

  it('every planned row is dispatched exactly once, or cancelled/skipped with a reason', () => {
    for (const s of run(name).sweeps) {
      const planned = bucketsOf(s.plan!).flatMap((b) => b.rows.map(rowIdOf));
      expect(s.ledger.map((l) => l.rowId).sort()).toEqual([...planned].sort());
      for (const row of s.ledger) {
        expect(row.dispatched, row.rowId).toBeLessThanOrEqual(1);
        if (row.dispatched === 0 && row.status === 'failure') {
          // Only a job no runner took within GitHub's 24 hours fails without running.
          expect(row.reason, row.rowId).toMatch(/^no runner took the job within 24 hours/);
        } else if (row.dispatched === 0) {
          expect(['cancelled', 'skipped', 'success'], row.rowId).toContain(row.status);
          expect(row.reason, row.rowId).toMatch(row.status === 'success' ? /^kept from attempt \d+$/ : /\S/);
          expect(row.reason).not.toBe('no job ran or skipped this row');
        }
      }
    }
  });
});

describe('fail-fast (default lifecycle: FF-1 run-wide cancellation)', () => {
  it('one injected failure on gb300-nv cancels the whole run through the fail-fast watcher job', () => {
    const r = run('fail-fast');
    const [sweep] = sweepsOf(r);
    expect(sweepsOf(r)).toHaveLength(1);
    expect(sweep!.conclusion).toBe('cancelled');
    // No separate cancel workflow: the watcher inside the sweep run holds the only write token.
    expect(
      r.runs.map((x) => x.workflow).filter((w) => w !== 'sweep.yml' && w !== 'sweep-control.yml'),
    ).toEqual([]);
    expect(
      r.requests.filter((q) => q.method === 'POST' && q.path.endsWith(`/actions/runs/${sweep!.id}/cancel`)),
    ).toHaveLength(1);
    const ledger = r.sweeps[0]!.ledger;
    expect(ledger.filter((l) => l.status === 'failure').map((l) => [l.bucket, l.runner])).toEqual([
      ['multi_node.8k1k', 'gb300-nv_0'],
    ]);
    expect(ledger.some((l) => l.status === 'cancelled' && l.dispatched === 1)).toBe(true);
    expect(ledger.some((l) => l.status === 'cancelled' && l.dispatched === 0)).toBe(true);
    expect(new Set(ledger.flatMap((l) => (l.runner ? [l.runner.replace(/_\d+$/, '')] : [])))).toEqual(
      new Set(['gb200-nv', 'gb300-nv']),
    );
  });

  it('the canary ran first, before any other row was dispatched (CN-1)', () => {
    const lines = run('fail-fast')
      .timeline.filter((e) => e.kind === 'runner')
      .map((e) => e.text);
    expect(lines[0]).toMatch(/^gb200-nv_\d ▶ canary-agentic-multinode kimik3_/);
    const canaryEnd = run('fail-fast').timeline.find(
      (e) => e.kind === 'result' && e.text.includes('canary-'),
    )!.t;
    expect(
      run('fail-fast')
        .timeline.filter((e) => e.kind === 'runner')
        .slice(1)
        .every((e) => e.t > canaryEnd),
    ).toBe(true);
  });

  it('CM-2 FF-2 final comments: status with mode, the finished run and its outcome; links without accuracy (every eval row was cancelled)', () => {
    const r = run('fail-fast');
    const id = sweepsOf(r)[0]!.id;
    const { status, links } = botComments(r.comments);
    expect(status[0]!.body).toContain('**Decision:** sweep');
    expect(status[0]!.body).toContain(
      '**Mode:** `full-sweep-fail-fast`: a canary job runs first; the rest start when it passes; the first failure stops the sweep',
    );
    expect(status[0]!.body).toContain(
      `**Sweep:** finished — run [${id}](https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${id}): failure`,
    );
    // Once every job has completed the comment no longer says the run is queued, in either language.
    expect(status[0]!.body).not.toMatch(/\(queued\)|排队中/);
    expect(status[0]!.body).toContain('| `multi_node.8k1k` | 3 | 1 |');
    expect(links[0]!.body).toContain(perfLine(id));
    // CM-1: the plan has eval rows, but fail-fast cancelled all of them before they ran: no accuracy link.
    expect(links[0]!.body).not.toContain('View unofficial run (accuracy)');
    // FF-2: the outcome names the first failing row (readable) and what fail-fast cancelled.
    const ledger = r.sweeps[0]!.ledger;
    const count = (st: string) => ledger.filter((l) => l.status === st).length;
    const failed = ledger.find((l) => l.status === 'failure')!;
    const body = status[0]!.body;
    expect(body).toContain(
      `#### Sweep outcome · run [${id}](https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${id}) · attempt 1`,
    );
    expect(body).toContain(
      `✅ ${count('success')} succeeded · ❌ 1 failed · ⏹ ${count('cancelled')} cancelled · ⏭ ${count('skipped')} skipped`,
    );
    const plan = r.sweeps[0]!.plan!;
    const row = bucketsOf(plan)
      .flatMap((b) => b.rows)
      .find((x) => rowIdOf(x) === failed.rowId)!;
    expect(body).toContain(
      `**First failing row:** \`${String(row['exp-name'])} (${String(row['runner'])}, conc `,
    );
    expect(body).toContain(`/ ${failed.rowId}\``);
    expect(body).toContain(
      `**fail-fast (run):** cancelled ${count('cancelled')} rows after the first failure`,
    );
    expect(body).toContain('<summary>中文</summary>\n\n#### 测试结果');
    expect(body.indexOf('<!-- sweep-outcome -->')).toBe(body.lastIndexOf('<!-- sweep-outcome -->'));
  });
});

describe('happy-path', () => {
  it('all 13 rows succeed on gb200-nv/gb300-nv; collect merges 13 results; both links posted', () => {
    const r = run('happy-path');
    const id = sweepsOf(r)[0]!.id;
    expect(r.sweeps[0]!.conclusion).toBe('success');
    expect(r.sweeps[0]!.ledger.every((l) => l.status === 'success' && l.dispatched === 1)).toBe(true);
    expect(r.sweeps[0]!.ledger).toHaveLength(13);
    const merged = JSON.parse(
      r.artifacts.find((a) => a.runId === id && a.name === 'results_bmk')!.files['results_bmk.json']!,
    ) as unknown[];
    expect(merged).toHaveLength(13);
    const { links } = botComments(r.comments);
    expect(links[0]!.body).toContain(`${perfLine(id)}\n\n${accLine(id)}`);
    expect(r.timeline.some((t) => /fail-fast-watch: .* failed; cancelling/.test(t.text))).toBe(false);
  });
});

describe('canary-failure (CN-3)', () => {
  it('the status comment names the failed canary and what it blocked', () => {
    const r = run('canary-failure');
    const body = botComments(r.comments).status[0]!.body;
    const s = r.sweeps[0]!;
    const skipped = s.ledger.filter((l) => l.status === 'skipped').length;
    expect(skipped).toBeGreaterThan(0);
    expect(body).toContain(`✅ 0 succeeded · ❌ 1 failed · ⏹ 0 cancelled · ⏭ ${skipped} skipped`);
    expect(body).toMatch(
      new RegExp(`\\*\\*Failed canary\\*\\* \`[^\`]+\`: blocked ${skipped} rows: .+$`, 'm'),
    );
  });

  it('only the canary is dispatched; every other row is skipped naming the canary', () => {
    const l = run('canary-failure').sweeps[0]!.ledger;
    expect(l.filter((x) => x.dispatched === 1).map((x) => x.status)).toEqual(['failure']);
    const others = l.filter((x) => x.dispatched === 0);
    expect(others).toHaveLength(12);
    for (const o of others)
      expect(o.reason).toBe('not dispatched: canary canary-agentic-multinode did not succeed');
  });
});

describe('conflicting-labels (LB-1)', () => {
  it('no sweep is dispatched and the status says why', () => {
    const r = run('conflicting-labels');
    expect(sweepsOf(r)).toHaveLength(0);
    const { status, links } = botComments(r.comments);
    expect(links).toHaveLength(0);
    expect(status[0]!.body).toContain('PR has multiple conflicting sweep labels. Pick exactly one.');
    expect(status[0]!.body).not.toMatch(/\b[A-Z]{1,4}-\d+\b/);
    expect(r.controls.at(-1)!.step!.annotations.map((a) => a.rule)).toContain('LB-1');
  });
});

describe('bad-changelog (append-only gate)', () => {
  it('no sweep; the status links the changed line as file:line', () => {
    const r = run('bad-changelog');
    expect(sweepsOf(r)).toHaveLength(0);
    const line = r.headChangelog.split('\n').findIndex((l) => l.includes('edited after the fact')) + 1;
    expect(line).toBeGreaterThan(0);
    const { status } = botComments(r.comments);
    expect(status[0]!.body).toContain(
      `[\`perf-changelog.yaml:${line}\`](https://github.com/SemiAnalysisAI/InferenceX/blob/${r.headSha}/perf-changelog.yaml#L${line})`,
    );
    // The sweep the label asked for is refused (not merely "validate only") until the changelog is fixed.
    expect(status[0]!.body).toContain('**Decision:** sweep refused');
  });
});

describe('fork-approval (01 §8, FA-1, AZ-2)', () => {
  it("an outsider's /approve gets 👎 and a bilingual reply; the maintainer's label approves the exact SHA", () => {
    const r = run('fork-approval');
    const human = r.comments.find((c) => c.user.login === 'contributor')!;
    // 👀: the run took the command (so a redelivery does nothing new); 👎: its answer.
    expect(human.reactions.map((x) => x.content)).toEqual(['eyes', '-1']);
    const { replies, status } = botComments(r.comments);
    expect(
      replies.some(
        (c) =>
          c.body.startsWith('@contributor ') &&
          c.body.includes('write, maintain, or admin') &&
          c.body.includes('<details><summary>中文</summary>'),
      ),
    ).toBe(true);
    const sweeps = sweepsOf(r);
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]!.inputs['head-sha']).toBe(r.headSha);
    expect(status[0]!.body).toContain(`approved \`${r.headSha.slice(0, 12)}\``);
  });
});

describe('rerun-failed (RR-1, /sweep rerun-failed)', () => {
  it('attempt 2 re-runs only the failed row; collect keeps one result per row, the newest attempt', () => {
    const r = run('rerun-failed');
    expect(sweepsOf(r)).toHaveLength(1);
    const [a1, a2] = r.sweeps;
    expect([a1!.attempt, a1!.conclusion, a2!.attempt, a2!.conclusion]).toEqual([1, 'failure', 2, 'success']);
    const failed = a1!.ledger.filter((l) => l.status === 'failure').map((l) => l.rowId);
    expect(failed).toHaveLength(1);
    expect(a2!.ledger.filter((l) => l.dispatched === 1).map((l) => l.rowId)).toEqual(failed);
    expect(r.requests.filter((q) => q.path.endsWith('/rerun-failed-jobs'))).toHaveLength(1);
    const merged = JSON.parse(
      r.artifacts.filter((a) => a.name === 'results_bmk').at(-1)!.files['results_bmk.json']!,
    ) as { 'row-id': string; attempt: number; status: string }[];
    expect(merged).toHaveLength(13);
    expect(merged.find((m) => m['row-id'] === failed[0])).toMatchObject({ attempt: 2, status: 'success' });
    // The outcome of the newest attempt replaced attempt 1's (newest attempt wins, one block).
    const body = botComments(r.comments).status[0]!.body;
    expect(body).toContain(' · attempt 2\n\n✅ 13 succeeded · ❌ 0 failed · ⏹ 0 cancelled · ⏭ 0 skipped');
    expect(body.split('<!-- sweep-outcome -->')).toHaveLength(2);
    const maint = r.comments.find((c) => c.user.login === 'maintainer')!;
    expect(maint.reactions.map((x) => x.content)).toEqual(['eyes', '+1']);
  });
});

describe('merge-with-reuse (RU-4: the pinned run is published at merge)', () => {
  it('one repository_dispatch to the dashboard repository with the pinned run, the merge run and the entries', () => {
    const r = run('merge-with-reuse');
    const sweep = sweepsOf(r)[0]!;
    expect(sweepsOf(r)).toHaveLength(1);
    expect(r.repositoryDispatches).toHaveLength(1);
    const d = r.repositoryDispatches[0]!;
    const merge = r.controls.at(-1)!;
    expect(merge.event.name).toBe('push');
    expect(d.repo).toBe('SemiAnalysisAI/InferenceX-app');
    expect(d.eventType).toBe('ingest-agentic-results');
    expect(d.payload).toMatchObject({
      'source-run-id': String(sweep.id),
      'merge-run-id': String(merge.run.id),
      'pr-number': '42',
      'merge-sha': r.headSha,
      'source-head-sha': r.headSha,
      'database-target': 'production',
    });
    const entries = (d.payload as { 'changelog-entries': { 'config-keys': string[] }[] })[
      'changelog-entries'
    ];
    expect(entries.map((e) => e['config-keys'])).toEqual([
      [
        'dsr1-fp4-gb200-dynamo-trt',
        'dsv4-fp4-gb300-dynamo-vllm',
        'kimik3-fp4-gb200-dynamo-vllm-agentic',
        'qwen3.5-fp4-gb300-dynamo-sglang-agentic-disagg',
      ],
    ]);
    // The metadata is an artifact of the merge run, uploaded before the dispatch.
    expect(r.artifacts.some((a) => a.runId === merge.run.id && a.name === 'changelog-metadata')).toBe(true);
    const { replies, status } = botComments(r.comments);
    expect(
      replies.some((c) => c.body.includes(`[Run ${sweep.id}](`) && c.body.includes('reuse source')),
    ).toBe(true);
    expect(status[0]!.body).toContain(`Reuse source: [run ${sweep.id}]`);
  });
});

describe('merge-without-reuse (01 §7.2)', () => {
  it('the merge run fails closed with the message and publishes nothing', () => {
    const r = run('merge-without-reuse');
    expect(r.repositoryDispatches).toEqual([]);
    const merge = r.controls.at(-1)!;
    expect(merge.event.name).toBe('push');
    expect(merge.run.conclusion).toBe('failure');
    expect(merge.step?.summary).toContain(
      'Post an authorised `/use <run_id>` reuse command on the PR before merging.',
    );
    expect(merge.step?.summary).toContain('请在合并前于 PR 上发布经授权的 `/use <run_id>` 复用命令');
    expect(r.artifacts.some((a) => a.name === 'changelog-metadata')).toBe(false);
    expect(sweepsOf(r)).toHaveLength(1);
  });
});

describe('reuse-invalidated (RU-4: a push after /use)', () => {
  it('the pin no longer applies, the status says why, and the new head is swept', () => {
    const r = run('reuse-invalidated');
    const [first, second] = sweepsOf(r);
    expect(second).toBeDefined();
    expect(second!.displayTitle).not.toContain(first!.displayTitle.split(' ')[4]!);
    const status = botComments(r.comments).status[0]!.body;
    expect(status).toContain(`Reuse source run \`${first!.id}\` no longer applies`);
    expect(status).toContain('a push after the run invalidates it');
    expect(status).toContain(`复用来源运行 \`${first!.id}\` 已不再适用`);
    expect(r.repositoryDispatches).toEqual([]);
  });
});

describe('unknown-runner-label (RT-1: every label checked before dispatch)', () => {
  it('the control step fails, nothing is dispatched, and the status names each row, the label and the fix', () => {
    const r = run('unknown-runner-label');
    expect(sweepsOf(r)).toEqual([]);
    expect(r.requests.filter((q) => q.path.endsWith('/dispatches'))).toEqual([]);
    const labelled = r.controls.at(-1)!;
    expect(labelled.run.conclusion).toBe('failure');
    expect(labelled.step?.outputs['decision']).toBe('validate');
    const errors = labelled.step!.annotations.filter((a) => a.rule === 'RT-1');
    // The config key plans two rows on the label: one finding for the config, naming both rows, at the
    // config's `runner:` line (where the author changes it), none at runners.yaml.
    expect(errors).toHaveLength(1);
    const rows = [...errors[0]!.message.matchAll(/dsv4_8k1k \(([0-9a-f]{16})\)/g)].map((m) => m[1]);
    expect(new Set(rows).size).toBe(2);
    const master = 'configs/nvidia-master.yaml';
    const head = findScenario('unknown-runner-label')!.editFiles![master]!(
      readFileSync(join(repoRoot, master), 'utf8'),
    );
    const runnerLine = head.split('\n').findIndex((l) => l === '  runner: gb300-nv') + 1;
    expect(runnerLine).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({
      file: master,
      line: runnerLine,
      path: 'dsv4-fp4-gb300-dynamo-vllm.runner',
      message: expect.stringMatching(
        /^dsv4-fp4-gb300-dynamo-vllm: 2 job\(s\) would wait for the runner label 'gb300-nv', which no runner in configs\/runners\.yaml carries \(rows /,
      ),
    });
    // The loader's warning about the same line says less than the error: it is not listed twice.
    expect(labelled.step!.annotations.filter((a) => a.rule === 'VP-1')).toEqual([]);
    const status = botComments(r.comments).status[0]!.body;
    expect(status).toContain('runner labels); nothing is dispatched');
    for (const row of rows) expect(status).toContain(`dsv4_8k1k (${row!})`);
    expect(status).toContain(`configs/nvidia-master.yaml:${runnerLine}`);
    expect(status).toContain("register runners with the label 'gb300-nv' and list them under labels:");
    expect(status).toContain("'cluster:gb300-nv'");
  });
});

describe.each([
  ['runner-offline', true],
  ['runner-list-unreadable', false],
])('%s (RT-2: no row waits silently)', (name, readable) => {
  const alerts = (r: LifecycleResult) =>
    r.requests
      .filter((q) => q.method === 'PATCH' || q.method === 'POST')
      .map((q) => (q.body as { body?: unknown } | undefined)?.body)
      .filter((b): b is string => typeof b === 'string' && b.includes('<!-- sweep-queue -->'));
  const waiting = (r: LifecycleResult) => {
    const plan = sweepsOf(r).length ? r.sweeps[0]!.plan! : undefined;
    return bucketsOf(plan!)
      .flatMap((b) => b.rows)
      .filter((row) => row['runner'] === 'cluster:gb300-nv')
      .map(rowIdOf);
  };

  it('within the configured minutes the status comment names every waiting row and its label', () => {
    const r = run(name);
    const rows = waiting(r);
    expect(rows.length).toBeGreaterThan(0);
    const queuedAt = r.timeline.find((e) =>
      /queued: no runner carries \["cluster:gb300-nv"\]/.test(e.text),
    )!.t;
    const written = r.timeline.find((e) =>
      e.text.includes('watch: status comment: progress and jobs waiting for a runner written'),
    );
    expect(written, 'the watcher wrote the waiting jobs into the status comment').toBeDefined();
    // queue-alert-minutes is 60 by default; the watcher looks every minute.
    const after = (written!.t - queuedAt) / 60_000;
    expect(after).toBeGreaterThanOrEqual(60);
    expect(after).toBeLessThanOrEqual(61);
    const [first] = alerts(r);
    expect(first).toBeDefined();
    const en = first!.slice(
      first!.indexOf('<!-- sweep-queue -->'),
      first!.indexOf('<details>', first!.indexOf('<!-- sweep-queue -->')),
    );
    expect(en).toContain('**Waiting for a runner:**');
    for (const id of rows)
      expect(en).toMatch(
        new RegExp(`\\(\`${id}\`\\): queued since 2026-08-22 \\d\\d:\\d\\d UTC for \`cluster:gb300-nv\``),
      );
    expect(en).toContain('register (or bring online) a self-hosted runner with exactly these labels');
    if (readable) {
      expect(en).toContain('no online self-hosted runner carries their labels');
      expect(en).toContain('; no online runner carries `cluster:gb300-nv`');
    } else {
      expect(en).toContain("The repository's runner list is not readable with this token");
      expect(en).toContain('403 Resource not accessible by integration');
    }
    // Rows on runners that are online are never named.
    const others = bucketsOf(r.sweeps[0]!.plan!)
      .flatMap((b) => b.rows)
      .filter((x) => x['runner'] !== 'cluster:gb300-nv');
    for (const o of others) expect(en).not.toContain(rowIdOf(o));
  });

  it('the block stays the same while nothing changes, and the outcome replaces it when the run ends', () => {
    const r = run(name);
    // The progress changes the comment every few minutes; the waiting rows' block in it does not.
    expect(new Set(alerts(r).map(queueBlockOf)).size).toBe(1);
    const status = botComments(r.comments).status[0]!.body;
    expect(status).not.toContain('<!-- sweep-queue -->');
    expect(status).toContain('<!-- sweep-outcome -->');
    const sweep = r.sweeps[0]!;
    expect(sweep.watch?.error).toBeUndefined();
    for (const id of waiting(r)) {
      const row = sweep.ledger.find((l) => l.rowId === id)!;
      expect(row.status).toBe('failure');
      expect(row.reason).toMatch(/^no runner took the job within 24 hours/);
    }
  });
});
