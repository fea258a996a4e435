// The sweep's results through the action's real code and the fake GitHub on 127.0.0.1: the links job
// (`mode: report`) reads the run's results archive, matches it to the plan, compares it with the
// published data branch and puts the Results block in the status comment (every point in the job
// summary); the merge's publication job (`mode: publish-results`) appends the approved run's results to the
// data branch once, never a point whose GPU count disagrees with the plan.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planSchema, rowIdOf, type Plan } from '../../src/dispatch/plan.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { planArtifactName } from '../../src/action/store.js';
import { COMMENT_LIMIT, resultsEnd, resultsStart } from '../../src/report/results-block.js';
import { statusMarker } from '../../src/report/status.js';
import { curvePath, parseCurveFile } from '../../src/results/published.js';
import type { Row } from '../../src/plan/row.js';
import { singleNodeRow } from '../support/rows.js';
import { commitDirect, emptyGitData, fileAt } from '../../src/sim/fake-git.js';
import { actionsBot, emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { runActionStep } from '../../src/sim/action-step.js';

const FP = 'a'.repeat(64);
const HEAD = '1'.repeat(40);
const MERGE = '3'.repeat(40);
const KEY = 'b'.repeat(64);
const RUN = 900;
const BRANCH = 'sweep-results';

const row = (conc: number, tp = 8): Row => singleNodeRow({ conc, tp, 'recipe-fingerprint': FP });
// conc 4 and 8 measure; conc 16 records 6 GPUs for its 8; conc 32 fails; conc 64 produces nothing.
const rows = [row(4), row(8), row(16), row(32), row(64)];
const plan: Plan = planSchema().parse({ single_node: { '1k1k': rows } });
const id = (conc: number) => rowIdOf(rows.find((r) => r['conc'] === conc)!);

/** An aggregate as the reference's result processing writes it, divided by `gpus`. */
function agg(conc: number, tput: number, gpus = 8) {
  return {
    hw: 'b200',
    conc,
    image: 'img:1',
    model: 'm',
    infmax_model_prefix: 'dsr1',
    framework: 'sglang',
    precision: 'fp4',
    spec_decoding: 'none',
    disagg: false,
    recipe_fingerprint: FP,
    isl: 1024,
    osl: 1024,
    is_multinode: false,
    tp: gpus,
    pp: 1,
    dcp_size: 1,
    pcp_size: 1,
    ep: 1,
    dp_attention: 'false',
    tput_per_gpu: tput,
    output_tput_per_gpu: tput / 2,
    input_tput_per_gpu: tput / 2,
    median_intvty: 50,
    median_ttft: 0.2,
    median_itl: 0.02,
  };
}

/** The run's results archive as the collect job uploads it: `<folder>/<artifact>/<file>`. */
const archive = (): Record<string, string> => ({
  [`results/result-${id(4)}-1/agg_4.json`]: JSON.stringify(agg(4, 1300)),
  [`results/result-${id(8)}-1/agg_8.json`]: JSON.stringify(agg(8, 802)),
  [`results/result-${id(16)}-1/agg_16.json`]: JSON.stringify(agg(16, 1000, 6)),
  [`results/result-${id(32)}-1/${id(32)}.json`]: JSON.stringify({
    'row-id': id(32),
    attempt: 1,
    status: 'failure',
  }),
});

/** A published point of an earlier run (the baseline), as the data branch keeps it. */
const published = (runId: number, conc: number, tput: number) =>
  JSON.stringify({
    v: 1,
    fingerprint: FP,
    kind: 'fixed',
    conc,
    'row-id': id(conc),
    'run-id': runId,
    sha: '4'.repeat(40),
    'published-at': `2026-09-0${runId - 100}T00:00:00Z`,
    gpus: 8,
    metrics: { tput_per_gpu: tput, median_intvty: 50, median_ttft: 0.2, median_itl: 0.02 },
  });

const servers: FakeGitHub[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));

/** The fake GitHub holding PR #42, its status comment, run 900 (jobs, plan, archive) and a baseline. */
async function setup(o: { archive?: 'live' | 'expired'; config?: string } = {}) {
  const git = emptyGitData();
  // Three published runs of the curve: 1000 ± 10 at conc 4, 800 ± 10 at conc 8, 1000 at conc 16.
  commitDirect(git, BRANCH, {
    [curvePath(FP)]: `${[
      [101, 4, 1000],
      [102, 4, 1010],
      [103, 4, 990],
      [101, 8, 800],
      [102, 8, 810],
      [103, 8, 790],
      [103, 16, 1000],
    ]
      .map(([r, c, t]) => published(r!, c!, t!))
      .join('\n')}\n`,
  });
  const title = sweepRunName({ pr: 42, headSha: HEAD, planKey: KEY });
  const gh = await startFakeGitHub(
    emptyState({
      git,
      pulls: [
        {
          number: 42,
          state: 'open',
          merged: false,
          draft: false,
          user: { login: 'author', type: 'User' },
          head: { sha: HEAD, ref: 'f', repo: 'SemiAnalysisAI/InferenceX' },
          base: { sha: '2'.repeat(40), ref: 'main', repo: 'SemiAnalysisAI/InferenceX' },
          mergeSha: MERGE,
          mergeable: true,
          labels: [],
        },
      ],
      comments: [
        {
          id: 7,
          issue: 42,
          user: actionsBot,
          createdAt: '2026-09-10T00:00:00Z',
          reactions: [],
          body: `${statusMarker}\n<!-- version: 800001 -->\n<!-- sweep-state: running run=${RUN} -->\n### Sweep status · PR #42\n\n**Sweep:** running — run [${RUN}](https://github.com/x)\n`,
        },
      ],
      runs: [
        {
          id: RUN,
          workflow: 'sweep.yml',
          name: 'sweep',
          displayTitle: title,
          status: 'completed',
          conclusion: 'failure',
          headSha: HEAD,
          ref: 'main',
          event: 'workflow_dispatch',
          inputs: {},
          createdAt: '2026-09-10T00:00:00Z',
          attempt: 1,
        },
      ],
      jobs: [4, 8, 16, 32, 64].map((c, i) => ({
        id: 2000 + i,
        runId: RUN,
        attempt: 1,
        name: `sweep-single-node-1k1k / benchmark / ${id(c)}`,
        status: 'completed' as const,
        conclusion: c === 32 ? ('failure' as const) : ('success' as const),
        labels: ['b200'],
        runnerName: 'b200_0',
        startedAt: '2026-09-10T00:00:00Z',
        completedAt: '2026-09-10T01:00:00Z',
      })),
      artifacts: [
        {
          id: 3001,
          runId: 800,
          name: planArtifactName(HEAD, KEY),
          files: { 'plan.json': JSON.stringify(plan) },
          createdAt: '2026-09-10T00:00:00Z',
        },
        {
          id: 3002,
          runId: RUN,
          name: 'sweep-results',
          files: o.archive === 'expired' ? {} : archive(),
          createdAt: '2026-09-10T02:00:00Z',
          ...(o.archive === 'expired' ? { expired: true } : {}),
        },
      ],
    }),
  );
  servers.push(gh);
  // The default-branch checkout: only the config file matters to these modes.
  const repoDir = mkdtempSync(join(tmpdir(), 'sweep-results-repo-'));
  mkdirSync(join(repoDir, '.github'), { recursive: true });
  writeFileSync(join(repoDir, '.github/sweep.yml'), o.config ?? 'layout:\n  root: .\n');
  const workspace = mkdtempSync(join(tmpdir(), 'sweep-results-ws-'));
  mkdirSync(join(workspace, '.sweep/plan'), { recursive: true });
  writeFileSync(join(workspace, '.sweep/plan/plan.json'), JSON.stringify(plan));
  return { gh, repoDir, workspace };
}

async function report(s: Awaited<ReturnType<typeof setup>>, extra: Record<string, string> = {}) {
  return runActionStep(
    { gh: s.gh, repoDir: s.repoDir },
    {
      workspace: s.workspace,
      eventName: 'workflow_dispatch',
      payload: { inputs: {} },
      runId: RUN,
      runAttempt: 1,
      with: { mode: 'report', 'pr-number': '42', 'sweep-plan': '.sweep/plan/plan.json', ...extra },
    },
  );
}

const status = (gh: FakeGitHub) => gh.state.comments.find((c) => c.body.includes(statusMarker))!.body;
const block = (body: string) => body.slice(body.indexOf(resultsStart), body.indexOf(resultsEnd));

describe('the Results block of the status comment (links job)', () => {
  it('compares the run with the published data branch, in both languages, read with GET requests only', async () => {
    const s = await setup();
    const step = await report(s);
    expect(step.error).toBeUndefined();
    const body = status(s.gh);
    expect(body.length).toBeLessThan(COMMENT_LIMIT);
    const b = block(body);
    // 1300 against 1000 ± 10 (three samples): better; 802 against 800 ± 10: within the spread.
    expect(b).toContain('| 4 | 1300.0 | +30% |');
    expect(b).toMatch(/\| 4 \| 1300\.0 .*🟢 better \|/);
    expect(b).toMatch(/\| 8 \| 802\.0 .*⚪ within noise \|/);
    // 6 GPUs recorded for an 8-GPU job: the corrected figure, judged by it (750 against 1000: worse).
    expect(b).toContain(`| \`${id(16)}\` | 16 | 8 | 6 | 1000.0 | 750.0 (×0.75) |`);
    expect(b).toMatch(/\| 16 \| ⚠️ 1000\.0 → 750\.0 \| -25% \|.*🔴 worse \|/);
    // The failed row and the row that produced nothing are listed as such.
    expect(b).toContain(`- \`${id(32)}\` dsr1-fp4-b200-sglang · 1k1k: failed`);
    expect(b).toContain(`- \`${id(64)}\` dsr1-fp4-b200-sglang · 1k1k: produced no result`);
    // The Chinese half says the same.
    expect(b).toContain('<details><summary>中文</summary>');
    expect(b).toMatch(/\| 4 \| 1300\.0 .*🟢 变好 \|/);
    expect(b).toContain(`- \`${id(32)}\` dsr1-fp4-b200-sglang · 1k1k: 失败`);
    // The state line says the run finished; the job summary has every point.
    expect(body).toContain(`<!-- sweep-state: finished run=${RUN} -->`);
    expect(step.summary).toContain('## Results: every measured point');
    expect(step.summary).toMatch(/\| 8 \| fixed \| 8 \| 802\.0/);
    const git = s.gh.requests.filter((q) => q.path.includes('/git/'));
    expect(git.length).toBeGreaterThan(0);
    expect(git.every((q) => q.method === 'GET')).toBe(true);
    // One download of the archive, not one per artifact.
    expect(s.gh.requests.filter((q) => q.path.endsWith('/zip'))).toHaveLength(1);
  });

  it('a second report of the run replaces the block instead of adding one', async () => {
    const s = await setup();
    await report(s);
    const first = status(s.gh);
    await report(s);
    const body = status(s.gh);
    expect(body.split(resultsStart)).toHaveLength(2);
    expect(body).toBe(first);
  });

  it('an expired archive: the rows are listed without figures, and the block says why', async () => {
    const s = await setup({ archive: 'expired' });
    await report(s);
    const b = block(status(s.gh));
    expect(b).toContain('The run’s results archive has expired: the rows are listed without their figures.');
    expect(b).toContain('该运行的结果归档已过期');
    expect(b).toContain(`- \`${id(32)}\` dsr1-fp4-b200-sglang · 1k1k: failed`);
    expect(b).toContain(`- \`${id(4)}\` dsr1-fp4-b200-sglang · 1k1k: produced no result`);
  });

  it('a postgres baseline without its URL: the figures are shown, and the block says the baseline could not be read', async () => {
    const s = await setup({ config: 'layout:\n  root: .\nresults:\n  baseline: postgres\n' });
    const step = await report(s);
    expect(step.error).toBeUndefined();
    const b = block(status(s.gh));
    expect(b).toContain('⚠️ The baseline could not be read (no database URL: pass the secret');
    expect(b).toContain('⚠️ 无法读取基线（no database URL');
    expect(b).toMatch(/\| 4 \| 1300\.0 \| — \|/);
    expect(step.log.some((l) => /warning: the postgres baseline could not be read/.test(l))).toBe(true);
  });
});

describe('the publication job at merge', () => {
  const publish = (s: Awaited<ReturnType<typeof setup>>, extra: Record<string, string> = {}) =>
    runActionStep(
      { gh: s.gh, repoDir: s.repoDir },
      {
        workspace: s.workspace,
        eventName: 'push',
        payload: { ref: 'refs/heads/main', after: MERGE, before: '2'.repeat(40) },
        runId: 950,
        runAttempt: 1,
        with: { mode: 'publish-results', 'run-id': String(RUN), 'pr-number': '42', ...extra },
      },
    );

  it('appends the run’s points once, withholding the point whose GPU count disagrees with the plan', async () => {
    const s = await setup();
    const git = s.gh.state.git!;
    const step = await publish(s);
    expect(step.error).toBeUndefined();
    expect(step.outputs['published-points']).toBe('2');
    const mine = parseCurveFile(fileAt(git, BRANCH, curvePath(FP))!).records.filter(
      (r) => r['run-id'] === RUN,
    );
    expect(mine.map((r) => [r.conc, r.metrics.tput_per_gpu, r.sha, r.pr])).toEqual([
      [4, 1300, MERGE, 42],
      [8, 802, MERGE, 42],
    ]);
    expect(step.summary).toContain('1 point(s) with a GPU-count finding withheld');
    // Run again (a re-run of the job): it looks, finds every point there, and appends nothing.
    const head = git.refs.get(BRANCH);
    const again = await publish(s);
    expect(again.outputs['published-points']).toBe('0');
    expect(git.refs.get(BRANCH)).toBe(head);
  });

  it('dry-run: reads everything, writes nothing', async () => {
    const s = await setup();
    const head = s.gh.state.git!.refs.get(BRANCH);
    const step = await publish(s, { 'dry-run': 'true' });
    expect(step.log.some((l) => l.startsWith('[dry-run] would append 2 point(s) of run 900'))).toBe(true);
    expect(s.gh.state.git!.refs.get(BRANCH)).toBe(head);
    expect(s.gh.requests.filter((q) => q.method !== 'GET')).toEqual([]);
  });

  it('an expired archive publishes nothing and fails the job, saying why', async () => {
    const s = await setup({ archive: 'expired' });
    const head = s.gh.state.git!.refs.get(BRANCH);
    const step = await publish(s);
    expect(step.result?.failed).toBe(true);
    expect(step.annotations.map((a) => [a.rule, a.message])).toEqual([
      ['PUB-2', 'the results archive of run 900 is expired; nothing is published'],
    ]);
    expect(s.gh.state.git!.refs.get(BRANCH)).toBe(head);
  });

  it('with another baseline configured, nothing is kept in a data branch', async () => {
    const s = await setup({ config: 'layout:\n  root: .\nresults:\n  baseline: none\n' });
    const step = await publish(s);
    expect(step.log).toContain('results.baseline is none: nothing is kept in a data branch');
    expect(s.gh.requests.filter((q) => q.path.includes('/git/'))).toEqual([]);
  });
});
