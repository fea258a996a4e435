// `sweep results <artifacts-dir>` through the CLI router in-process: a directory of downloaded artifacts
// against another run's (`--base`), against the published data branch over HTTP, as Markdown, JSON or the
// comment's bilingual section, matched to a plan when one is given.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { rowIdOf } from '../../src/dispatch/plan.js';
import { publishToDataBranch } from '../../src/github/data-branch.js';
import { createDataBranchPort } from '../../src/github/octokit.js';
import { publishRecords, sweepResults } from '../../src/results/index.js';
import { emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { F1_RF, f1Raw, f1Row } from './examples.js';
import { jobEnv } from '../../src/results/env.js';
import { processResult } from '../../src/results/process.js';

const FP = 'd'.repeat(64);
const row = { ...f1Row, 'recipe-fingerprint': FP };
const aggWith = (tput: number) => {
  const r = processResult(
    { ...f1Raw, total_token_throughput: tput * 8 },
    jobEnv(row, { resultFilename: F1_RF }),
  );
  if (!r.ok) throw new Error(r.error);
  return r.agg;
};

function dir(artifacts: Record<string, Record<string, unknown>>) {
  const d = mkdtempSync(join(tmpdir(), 'results-cli-'));
  for (const [a, files] of Object.entries(artifacts))
    for (const [f, v] of Object.entries(files)) {
      mkdirSync(join(d, a), { recursive: true });
      writeFileSync(join(d, a, f), typeof v === 'string' ? v : JSON.stringify(v));
    }
  return d;
}

async function run(argv: string[], env: NodeJS.ProcessEnv = {}, cwd = tmpdir()) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    cwd,
    env,
  };
  return { code: await main(argv, io), ...out };
}

const servers: FakeGitHub[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));

describe('sweep results', () => {
  const pr = dir({
    [`bmk_${F1_RF}`]: { [`agg_${F1_RF}.json`]: aggWith(900) },
    bmk_bad: { 'agg_bad.json': '[' },
  });

  it('against another run: the full tables in Markdown, a regression and the unusable file named', async () => {
    const base = dir({ [`bmk_${F1_RF}`]: { [`agg_${F1_RF}.json`]: aggWith(1000) } });
    const r = await run(['results', pr, '--base', base]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('## Results: every measured point');
    expect(r.stdout).toContain('| 64 | fixed | 8 | 900.0 (-10%) |');
    expect(r.stdout).toContain('🔴 worse');
    expect(r.stdout).toContain('- `bmk_bad/agg_bad.json`: not JSON');
  });

  it('--comment prints the section in English with the Chinese folded; --format json the comparison', async () => {
    const c = await run(['results', pr, '--comment']);
    expect(c.stdout.startsWith('### Results\n')).toBe(true);
    expect(c.stdout).toContain('<details><summary>中文</summary>');
    expect(c.stdout).toContain('### 结果');
    const j = await run(['results', pr, '--format', 'json']);
    const json = JSON.parse(j.stdout) as { baseline: string; groups: { points: { conc: number }[] }[] };
    expect(json.baseline).toBe('none');
    expect(json.groups[0]!.points[0]!.conc).toBe(64);
  });

  it('with the plan, results belong to its rows and rows without results are listed', async () => {
    const plan = join(mkdtempSync(join(tmpdir(), 'plan-')), 'plan.json');
    const other = { ...row, conc: 128 };
    writeFileSync(plan, JSON.stringify({ single_node: { '1k1k': [row, other] } }));
    const r = await run(['results', pr, '--plan', plan, '--format', 'json']);
    const json = JSON.parse(r.stdout) as { rows: { rowId: string; state: string }[] };
    expect(json.rows).toEqual([
      expect.objectContaining({ rowId: rowIdOf(row), state: 'measured' }),
      expect.objectContaining({ rowId: rowIdOf(other), state: 'no-result' }),
    ]);
  });

  it('against the published data branch, read over HTTP with a read token', async () => {
    const fake = await startFakeGitHub(emptyState());
    servers.push(fake);
    const port = createDataBranchPort({
      token: 't',
      baseUrl: fake.url,
      repo: { owner: 'SemiAnalysisAI', repo: 'InferenceX' },
      throttle: false,
    });
    for (const [run, tput] of [
      [1, 1000],
      [2, 1004],
      [3, 996],
    ] as const) {
      const a = [
        { name: `bmk_${run}`, files: [{ path: `agg_${F1_RF}.json`, text: JSON.stringify(aggWith(tput)) }] },
      ];
      const res = sweepResults([row], a);
      const at = `2026-09-0${run}T00:00:00Z`;
      await publishToDataBranch(
        port,
        'sweep-results',
        publishRecords(res.rows, res.gpuFindings, { runId: run, sha: 'a'.repeat(40), at }),
        'publish',
      );
    }
    const env = {
      GITHUB_TOKEN: 't',
      GITHUB_REPOSITORY: 'SemiAnalysisAI/InferenceX',
      GITHUB_API_URL: fake.url,
    };
    const r = await run(['results', pr, '--baseline', 'published', '--format', 'json'], env);
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as {
      baseline: string;
      groups: { points: { base: unknown[]; verdict: { verdict: string } }[] }[];
    };
    expect(json.baseline).toBe('published');
    expect(json.groups[0]!.points[0]!.base).toHaveLength(3);
    expect(json.groups[0]!.points[0]!.verdict.verdict).toBe('worse');
    // Only reads were made.
    expect(fake.requests.slice(-4).every((q) => q.method === 'GET')).toBe(true);
  });

  it("the sweep's collect step writes the results it finds to the job summary (markers alone add nothing)", async () => {
    const id = rowIdOf(row);
    const withResult = dir({
      [`result-${id}-1`]: {
        [`${id}.json`]: { 'row-id': id, attempt: 1 },
        [`agg_${F1_RF}.json`]: aggWith(900),
      },
    });
    const summary = join(withResult, 'summary.md');
    writeFileSync(summary, '');
    const r = await run(
      ['dispatch', 'collect', '--dir', '.', '--out', 'merged.json'],
      { GITHUB_STEP_SUMMARY: summary },
      withResult,
    );
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('## Results: every measured point');
    expect(text).toContain('| 64 | fixed | 8 | 900.0 | 521.7 | 67.61 |');
    const markers = dir({ [`result-${id}-1`]: { [`${id}.json`]: { 'row-id': id, attempt: 1 } } });
    const empty = join(markers, 'summary.md');
    writeFileSync(empty, '');
    await run(
      ['dispatch', 'collect', '--dir', '.', '--out', 'merged.json'],
      { GITHUB_STEP_SUMMARY: empty },
      markers,
    );
    expect(readFileSync(empty, 'utf8')).toBe('');
  });

  it('says why a baseline cannot be read, and refuses bad usage', async () => {
    const r = await run(['results', pr, '--baseline', 'published'], {});
    expect(r).toMatchObject({ code: 1 });
    expect(r.stderr).toContain('the published baseline could not be read: the repository is unknown');
    const p = await run(['results', pr, '--baseline', 'postgres'], {});
    expect(p.stderr).toContain('$DATABASE_URL');
    expect((await run(['results'])).code).toBe(2);
    expect((await run(['results', pr, '--baseline', 'guess'])).code).toBe(2);
    expect((await run(['results', pr, '--base', pr, '--baseline', 'none'])).code).toBe(2);
  });
});
