// Source validation rule by rule: each refusal, with the reply text a maintainer reads in both languages,
// and the happy paths. Runs are named the way the orchestrator names the sweeps it dispatches.
import { describe, expect, it } from 'vitest';
import { sweepRunName } from '../dispatch/run-name.js';
import type { LabelEvidence } from './labels.js';
import { mergeFailure, reuseReply, reuseStatus, stagingReply } from './replies.js';
import {
  pickStagingRun,
  validateReuseSource,
  validateStagingSource,
  type SourceEvidence,
  type SweepRun,
} from './source.js';

const HEAD = '3f2a9c1b7d4e5f60718293a4b5c6d7e8f9012345';
const NEWER = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a291807';
const PR = 42;
const ROWS = ['0123456789abcdef', '1111111111111111', '2222222222222222'];
const URL = 'https://github.com/o/r/actions/runs/9001';
const settings = { sweepWorkflow: 'run-sweep.yml' };

const run = (over: Partial<SweepRun> = {}): SweepRun => ({
  id: 9001,
  path: '.github/workflows/run-sweep.yml',
  event: 'workflow_dispatch',
  status: 'completed',
  conclusion: 'success',
  createdAt: '2026-08-10T12:00:00Z',
  name: sweepRunName({ pr: PR, headSha: HEAD, planKey: 'c0299dd5d5a6' }),
  attempt: 1,
  htmlUrl: URL,
  ...over,
});
const labeled = (label: string, createdAt: string, event: 'labeled' | 'unlabeled' = 'labeled') => ({
  event,
  label,
  createdAt,
});
const results = (rows: readonly string[], attempt = 1) =>
  rows.map((r) => ({ name: `result-${r}-${attempt}`, expired: false }));
const evidence = (over: Partial<SourceEvidence> = {}): SourceEvidence => ({
  run: run(),
  plan: { rowIds: [...ROWS], changelogMetadata: true, agentic: false },
  artifacts: [...results(ROWS), { name: 'results_bmk', expired: false }],
  labels: { timeline: [labeled('full-sweep-fail-fast', '2026-08-10T11:58:00Z')] },
  ...over,
});
const request = (over: { headSha?: string; rows?: string[] } = {}) => ({
  runId: 9001,
  pr: { number: PR, headSha: over.headSha ?? HEAD },
  currentPlanRowIds: over.rows ?? ROWS,
});
const validate = (ev: Partial<SourceEvidence> = {}, req: { headSha?: string; rows?: string[] } = {}) =>
  validateReuseSource(request(req), evidence(ev), settings);
const codes = (v: ReturnType<typeof validate>) => (v.accepted ? [] : v.refusals.map((r) => r.code));
/** The reply's English and Chinese bullet for the only refusal. */
function onlyReason(v: ReturnType<typeof validate>): [string, string] {
  expect(codes(v)).toHaveLength(1);
  const body = reuseReply(9001, v).body;
  const bullets = body.split('\n').filter((l) => l.startsWith('- '));
  expect(bullets).toHaveLength(2);
  return [bullets[0]!.slice(2), bullets[1]!.slice(2)];
}

describe('validateReuseSource: accepted (RU-4)', () => {
  it('a completed sweep of this PR at its head, full-sweep label, every row with a result', () => {
    const v = validate();
    expect(v).toEqual({
      accepted: true,
      source: {
        runId: 9001,
        attempt: 1,
        headSha: HEAD,
        conclusion: 'success',
        rows: 3,
        createdAt: '2026-08-10T12:00:00Z',
        url: URL,
      },
    });
    const reply = reuseReply(9001, v);
    expect(reply.reaction).toBe('+1');
    expect(reply.body).toContain(
      `[Run 9001](${URL}) is the reuse source for \`3f2a9c1b7d4e\`: 3 rows with results from their newest attempt. It is checked again on every push and published when the PR merges.`,
    );
    expect(reply.body).toContain(`[运行 9001](${URL}) 是 \`3f2a9c1b7d4e\` 的复用来源`);
    expect(reuseStatus(9001, v)).toEqual({
      en: `Reuse source: [run 9001](${URL}), checked for \`3f2a9c1b7d4e\`.`,
      zh: `复用来源：[运行 9001](${URL})，已针对 \`3f2a9c1b7d4e\` 检查。`,
    });
  });

  it('a pinned run may have concluded failure or cancelled when every row still has a result', () => {
    for (const conclusion of ['failure', 'cancelled'])
      expect(validate({ run: run({ conclusion }) })).toMatchObject({
        accepted: true,
        source: { conclusion },
      });
  });

  it('RU-2 a source plan with more rows than the current plan still covers it', () => {
    expect(validate({}, { rows: ROWS.slice(0, 2) })).toMatchObject({ accepted: true, source: { rows: 2 } });
  });

  it('the workflow path may carry a ref suffix', () => {
    expect(validate({ run: run({ path: '.github/workflows/run-sweep.yml@refs/heads/main' }) }).accepted).toBe(
      true,
    );
  });
});

describe('validateReuseSource: refusals, each with its reply in both languages', () => {
  it('the run does not exist (deleted between /use and merge)', () => {
    const v = validate({ run: null });
    expect(onlyReason(v)).toEqual([
      'Run `9001` was not found: it was deleted, or it is not a run of this repository.',
      '未找到运行 `9001`：它已被删除，或不是本仓库的运行。',
    ]);
    expect(reuseReply(9001, v).reaction).toBe('-1');
    expect(reuseReply(9001, v).body.startsWith('Run `9001` cannot be the reuse source:\n\n- ')).toBe(true);
  });

  it('a run of another workflow', () => {
    expect(onlyReason(validate({ run: run({ path: '.github/workflows/e2e-tests.yml' }) }))).toEqual([
      'Run `9001` is a run of `e2e-tests.yml`, not of the sweep workflow `run-sweep.yml`.',
      '运行 `9001` 属于 `e2e-tests.yml`，而不是测试工作流 `run-sweep.yml`。',
    ]);
  });

  it('a run not dispatched by the orchestrator', () => {
    expect(onlyReason(validate({ run: run({ event: 'pull_request' }) }))).toEqual([
      'Run `9001` was started by `pull_request`; sweep runs are dispatched by the orchestrator (`workflow_dispatch`).',
      '运行 `9001` 由 `pull_request` 触发；测试运行由编排器以 `workflow_dispatch` 启动。',
    ]);
  });

  it('a manual sweep is not the sweep of a PR', () => {
    const name = `sweep manual @ ${HEAD} plan c0299dd5d5a6`;
    expect(onlyReason(validate({ run: run({ name }) }))).toEqual([
      `Run \`9001\` is not the sweep of a PR (its title is \`${name}\`).`,
      `运行 \`9001\` 不是某个 PR 的测试（其标题为 \`${name}\`）。`,
    ]);
  });

  it("another PR's sweep", () => {
    const name = sweepRunName({ pr: 41, headSha: HEAD, planKey: 'c0299dd5d5a6' });
    expect(onlyReason(validate({ run: run({ name }) }))).toEqual([
      'Run `9001` is a sweep of PR #41, not of this PR (#42).',
      '运行 `9001` 是 PR #41 的测试，而不是本 PR（#42）的。',
    ]);
  });

  it('a run still in progress', () => {
    expect(onlyReason(validate({ run: run({ status: 'in_progress', conclusion: null }) }))).toEqual([
      'Run `9001` has not completed (status `in_progress`); wait until it finishes.',
      '运行 `9001` 尚未完成（状态 `in_progress`）；请等待其结束。',
    ]);
  });

  it('a run that timed out or needs action', () => {
    for (const conclusion of ['timed_out', 'action_required', 'startup_failure', 'skipped'])
      expect(codes(validate({ run: run({ conclusion }) }))).toEqual(['conclusion']);
    expect(onlyReason(validate({ run: run({ conclusion: 'timed_out' }) }))).toEqual([
      'Run `9001` concluded `timed_out`; only runs that concluded success, failure or cancelled can be used.',
      '运行 `9001` 的结论为 `timed_out`；只能使用结论为 success、failure 或 cancelled 的运行。',
    ]);
  });

  it('a push after the run invalidates it (also at merge, and in the status comment)', () => {
    const v = validate({}, { headSha: NEWER });
    expect(onlyReason(v)).toEqual([
      'Run `9001` benchmarked `3f2a9c1b7d4e`, but the PR head is now `9e8d7c6b5a4f`: a push after the run invalidates it. Sweep the new head, then post `/use <run_id>` with that run.',
      '运行 `9001` 测试的是 `3f2a9c1b7d4e`，但 PR 当前版本为 `9e8d7c6b5a4f`：运行之后的推送使其失效。请测试新版本，然后用该运行发布 `/use <run_id>`。',
    ]);
    const status = reuseStatus(9001, v);
    expect(status.en.split('\n')[0]).toBe(
      'Reuse source run `9001` no longer applies; nothing would be published at merge. Post `/use <run_id>` with a valid run:',
    );
    expect(status.zh.split('\n')[0]).toBe(
      '复用来源运行 `9001` 已不再适用；合并时不会发布任何内容。请用有效的运行发布 `/use <run_id>`：',
    );
  });

  it('RU-2 a plan that does not cover every row of the current plan', () => {
    const rows = [...ROWS, 'aaaaaaaaaaaaaaaa'];
    const v = validate({ artifacts: [...results(rows), { name: 'results_bmk', expired: false }] }, { rows });
    expect(onlyReason(v)).toEqual([
      'Run `9001` did not plan 1 of the 4 rows of the current plan (e.g. `aaaaaaaaaaaaaaaa`): the changelog or the configs changed since it ran.',
      '运行 `9001` 未包含当前计划 4 行中的 1 行（例如 `aaaaaaaaaaaaaaaa`）：运行之后 changelog 或配置已改变。',
    ]);
  });

  it('RU-2 a missing, expired or unreadable plan artifact fails closed', () => {
    expect(onlyReason(validate({ plan: 'missing' }))).toEqual([
      'The plan artifact of run `9001` is missing, so its rows cannot be checked against the current plan.',
      '运行 `9001` 的计划产物缺失，无法与当前计划核对其行。',
    ]);
    expect(onlyReason(validate({ plan: 'expired' }))).toEqual([
      'The plan artifact of run `9001` has expired, so its rows cannot be checked against the current plan.',
      '运行 `9001` 的计划产物已过期，无法与当前计划核对其行。',
    ]);
    expect(onlyReason(validate({ plan: 'unreadable' }))).toEqual([
      'The plan artifact of run `9001` is not a readable plan.',
      '运行 `9001` 的计划产物无法读取。',
    ]);
  });

  it('RR-1 rerun duplicates count once: two results of one row do not stand in for another row', () => {
    const artifacts = [
      ...results([ROWS[0]!, ROWS[1]!], 1),
      ...results([ROWS[0]!], 2),
      { name: 'results_bmk', expired: false },
    ];
    expect(artifacts.filter((a) => a.name.startsWith('result-'))).toHaveLength(ROWS.length);
    expect(onlyReason(validate({ artifacts, run: run({ attempt: 2 }) }))).toEqual([
      '1 of the 3 rows have no result from their newest attempt in run `9001` (e.g. `2222222222222222`).',
      '运行 `9001` 中 3 行里有 1 行在最新一次尝试中没有结果（例如 `2222222222222222`）。',
    ]);
  });

  it('RR-1 a row re-run without a result has none, whatever the earlier attempt left', () => {
    const jobs = [
      ...ROWS.map((r) => ({ name: `sweep-single-node-8k1k / shard 0 / ${r}`, attempt: 1 })),
      { name: `sweep-single-node-8k1k / shard 0 / ${ROWS[1]}`, attempt: 2 },
    ];
    expect(codes(validate({ jobs, run: run({ attempt: 2 }) }))).toEqual(['results-missing']);
    const rerunOk = [...evidence().artifacts, ...results([ROWS[1]!], 2)];
    expect(validate({ jobs, artifacts: rerunOk, run: run({ attempt: 2 }) }).accepted).toBe(true);
  });

  it('expired results (re-resolved at merge) fail closed', () => {
    const artifacts = evidence().artifacts.map((a) => ({ ...a, expired: true }));
    const v = validate({ artifacts });
    expect(codes(v)).toEqual(['merged-results-missing', 'results-missing']);
    const body = reuseReply(9001, v).body;
    expect(body).toContain('- Run `9001` has no merged results artifact `results_bmk` (missing or expired).');
    expect(body).toContain('- 运行 `9001` 没有合并结果产物 `results_bmk`（缺失或已过期）。');
    expect(body).toContain(
      '- 3 of the 3 rows have no result from their newest attempt in run `9001` (e.g. `0123456789abcdef`, `1111111111111111`, `2222222222222222`).',
    );
  });

  it('RU-3 a run created under evals-only or agentx-fast (from the timeline)', () => {
    const timeline = [
      labeled('full-sweep-fail-fast', '2026-08-10T11:58:00Z'),
      labeled('evals-only', '2026-08-10T11:59:00Z'),
      labeled('agentx-fast', '2026-08-10T12:00:00Z'),
    ];
    expect(onlyReason(validate({ labels: { timeline } }))).toEqual([
      'Run `9001` was created under `agentx-fast`, `evals-only`; results of such a run do not stand for the PR.',
      '运行 `9001` 创建时带有 `agentx-fast`, `evals-only`；此类运行的结果不能代表该 PR。',
    ]);
  });

  it('RU-3 labels applied after the run, or removed before it, do not count', () => {
    const timeline = [
      labeled('evals-only', '2026-08-10T11:00:00Z'),
      labeled('full-sweep-enabled', '2026-08-10T11:30:00Z'),
      labeled('evals-only', '2026-08-10T11:40:00Z', 'unlabeled'),
      labeled('agentx-fast', '2026-08-10T12:00:01Z'),
    ];
    expect(validate({ labels: { timeline } }).accepted).toBe(true);
  });

  it("RU-3 the run's own recorded labels win over the timeline", () => {
    const labels: LabelEvidence = {
      recorded: ['full-sweep-enabled', 'evals-only'],
      timeline: [labeled('full-sweep-enabled', '2026-08-10T11:30:00Z')],
    };
    expect(codes(validate({ labels }))).toEqual(['blocking-labels']);
    expect(validate({ labels: { recorded: ['full-sweep-enabled', 'all-evals'] } }).accepted).toBe(true);
  });

  it('RU-3 the deprecated trimming label blocks, and is no full sweep', () => {
    const v = validate({ labels: { recorded: ['sweep-enabled'] } });
    expect(codes(v)).toEqual(['blocking-labels', 'not-full-sweep']);
    const body = reuseReply(9001, v).body;
    expect(body).toContain(
      '- Run `9001` was not created under a full-sweep label (one of `full-sweep-fail-fast`, `full-sweep-enabled`, `non-canary-full-sweep-enabled`, `full-sweep-fail-fast-no-canary`).',
    );
    expect(body).toContain(
      '- 运行 `9001` 创建时没有完整测试标签（`full-sweep-fail-fast`, `full-sweep-enabled`, `non-canary-full-sweep-enabled`, `full-sweep-fail-fast-no-canary` 之一）。',
    );
  });

  it('RU-3 unknown labels at creation fail closed', () => {
    expect(onlyReason(validate({ labels: {} }))).toEqual([
      'The labels run `9001` was created under cannot be determined (no recorded labels and no label history); it is not reused on a guess.',
      '无法确定运行 `9001` 创建时的标签（没有记录的标签，也没有标签历史）；不会凭猜测复用。',
    ]);
  });

  it('lists every reason at once', () => {
    const v = validate(
      {
        run: run({ event: 'push', conclusion: 'timed_out' }),
        plan: 'expired',
        artifacts: [],
        labels: { recorded: ['evals-only'] },
      },
      { headSha: NEWER },
    );
    expect(codes(v)).toEqual([
      'not-dispatched',
      'conclusion',
      'head-moved',
      'blocking-labels',
      'not-full-sweep',
      'plan-expired',
      'merged-results-missing',
      'results-missing',
    ]);
    const body = reuseReply(9001, v).body;
    expect(body).not.toMatch(/\{\w+\}/);
    expect(body.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(16);
  });
});

describe('the merge run without a valid source publishes nothing', () => {
  it('says to pin a run before merging, in both languages, with the reasons', () => {
    const v = validate({ run: null });
    const text = mergeFailure(v.accepted ? [] : v.refusals);
    expect(text).toContain(
      'Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.\n- Run `9001` was not found',
    );
    expect(text).toContain(
      '推送到默认分支从不运行测试。请在合并前于 PR 上发布经授权的 `/use <run_id>` 复用命令。',
    );
    expect(mergeFailure([]).split('\n')[0]).toBe(
      'Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.',
    );
  });
});

describe('validateStagingSource (01 §7.3, BC-5)', () => {
  const stage = (ev: Partial<SourceEvidence> = {}, labels = ['full-sweep-enabled']) =>
    validateStagingSource({ runId: 9001, pr: { number: PR, labels }, user: 'alice' }, evidence(ev), settings);

  it('accepts a completed full sweep of the PR, also of an older head and after failure or cancel', () => {
    expect(stage()).toEqual({
      accepted: true,
      staging: { runId: 9001, attempt: 1, runDate: '2026-08-10', url: URL },
    });
    for (const conclusion of ['failure', 'cancelled'])
      expect(stage({ run: run({ conclusion }) }).accepted).toBe(true);
    const older = sweepRunName({ pr: PR, headSha: NEWER, planKey: 'ab' });
    expect(stage({ run: run({ name: older }) }).accepted).toBe(true);
    const ack = stagingReply(9001, 'alice', stage());
    expect(ack.reaction).toBe('+1');
    expect(ack.body).toContain(
      `@alice staging [run 9001](${URL}). Existing staged runs will be preserved; a completion link will be posted here.`,
    );
    expect(ack.body).toContain(
      `@alice 正在暂存[运行 9001](${URL})。已暂存的运行会保留；完成后会在此处发布链接。`,
    );
  });

  it('the PR must carry a full-sweep label now', () => {
    const v = stage({}, ['sweep-enabled']);
    expect(v.accepted ? [] : v.refusals.map((r) => r.code)).toEqual(['stage-pr-label']);
    const body = stagingReply(9001, 'alice', v).body;
    expect(body).toContain(
      '- @alice `/stage-results` requires a completed run from a PR using one of: `full-sweep-fail-fast`, `full-sweep-enabled`, `non-canary-full-sweep-enabled`, `full-sweep-fail-fast-no-canary`.',
    );
    expect(body).toContain('- @alice `/stage-results` 需要一个来自带有以下标签之一的 PR 的已完成运行');
  });

  it('the run must have been created under a full-sweep label', () => {
    const v = stage({ labels: { timeline: [labeled('full-sweep-enabled', '2026-08-10T12:30:00Z')] } });
    expect(v.accepted ? [] : v.refusals.map((r) => r.code)).toEqual(['not-full-sweep']);
  });

  it('needs changelog metadata and merged results; evals-only does not block staging', () => {
    const v = stage({
      plan: { rowIds: ROWS, changelogMetadata: false, agentic: false },
      artifacts: results(ROWS),
      labels: { recorded: ['full-sweep-enabled', 'evals-only'] },
    });
    expect(v.accepted ? [] : v.refusals.map((r) => r.code)).toEqual([
      'no-changelog-metadata',
      'merged-results-missing',
    ]);
    expect(stagingReply(9001, 'alice', v).body).toContain(
      '- The plan of run `9001` carries no changelog metadata.',
    );
  });

  it('an unfinished run or a run of another PR is refused', () => {
    const v = stage({ run: run({ status: 'queued', conclusion: null }) });
    expect(v.accepted ? [] : v.refusals.map((r) => r.code)).toEqual(['not-completed']);
    const other = stage({ run: run({ name: sweepRunName({ pr: 7, headSha: HEAD, planKey: 'a' }) }) });
    expect(other.accepted ? [] : other.refusals.map((r) => r.code)).toEqual(['other-pr']);
  });

  it('without an id, picks the newest completed sweep of the PR', () => {
    const runs = [
      run({ id: 1, createdAt: '2026-08-01T00:00:00Z' }),
      run({ id: 2, createdAt: '2026-08-03T00:00:00Z', status: 'in_progress', conclusion: null }),
      run({ id: 3, createdAt: '2026-08-02T00:00:00Z', conclusion: 'cancelled' }),
      run({
        id: 4,
        createdAt: '2026-08-04T00:00:00Z',
        name: sweepRunName({ pr: 7, headSha: HEAD, planKey: 'a' }),
      }),
      run({ id: 5, createdAt: '2026-08-05T00:00:00Z', conclusion: 'timed_out' }),
    ];
    expect(pickStagingRun(runs, PR, settings)?.id).toBe(3);
    expect(pickStagingRun([], PR, settings)).toBeUndefined();
  });
});
