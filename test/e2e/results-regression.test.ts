// The results-regression scenario end to end, over the fake GitHub's HTTP routes: PR #41's sweep runs the
// reference's benchmark job with the stand-in launcher, is pinned with /use and merged; the publication
// job appends its results to the data branch (once); its artifacts expire; PR #42 changes the engine and
// its status comment's Results compare with the published baseline — one curve better, one worse beyond
// noise, one within noise, one GPU-count mismatch — in English and Chinese (golden texts; UPDATE_GOLDEN=1
// rewrites them after a deliberate wording change).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resultsEnd, resultsStart, COMMENT_LIMIT } from '../../src/report/results-block.js';
import { parseCurveFile } from '../../src/results/published.js';
import { botComments, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { findScenario } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';

const ZH_OPEN = '<details><summary>中文</summary>';

/** The Results block's English and Chinese halves. */
function parts(body: string): { en: string; zh: string } {
  const block = body
    .slice(body.indexOf(resultsStart) + resultsStart.length, body.indexOf(resultsEnd))
    .replace(/^<!--.*-->\n/gm, '');
  const at = block.indexOf(ZH_OPEN);
  const en = block.slice(0, at).trim();
  const zh = block
    .slice(at + ZH_OPEN.length)
    .trim()
    .replace(/<\/details>$/, '')
    .trim();
  return { en: `${en}\n`, zh: `${zh}\n` };
}

/** The stand-in's throughput per GPU at a concurrency (sim/launch.sh: 200 + 300·√conc tok/s per GPU). */
const tput = (conc: number, speed = 1) => (200 + 300 * Math.sqrt(conc)) * speed;
const one = (x: number) => x.toFixed(1);

let r: LifecycleResult;
let body = '';
let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  r = await runLifecycle(findScenario('results-regression')!, { root: repoRoot });
  wallMs = Date.now() - t0;
  body = botComments(r.comments).status.at(-1)!.body;
}, 300_000);

describe('results-regression: a second PR compared with the first one’s published results', () => {
  for (const lang of ['en', 'zh'] as const)
    it(`CM-3 the Results section of PR #42, in ${lang === 'en' ? 'English' : 'Chinese'} (golden text)`, () => {
      const text = parts(body)[lang];
      const file = join(repoRoot, 'test/golden', `results-regression.${lang}.md`);
      if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
      expect(text).toBe(readFileSync(file, 'utf8'));
    });

  it('one curve better, one worse beyond noise, one within noise, and the GPU-count mismatch with its corrected figure', () => {
    const { en } = parts(body);
    // sglang 12% faster on both concurrencies, against the merged run's figures.
    expect(en).toContain(`<details><summary><b>dsr1-fp4-b200-sglang · 8k1k</b> — 🟢 better</summary>`);
    expect(en).toMatch(new RegExp(`\\| 64 \\| ${one(tput(64, 1.12))} \\| \\+12% \\|.*🟢 better \\|`));
    // The dynamo-sglang scheduler 15% slower: a regression, shown first and open.
    expect(en).toContain(
      '<details open><summary><b>qwen3.5-fp4-gb300-nv-dynamo-sglang · 1k1k · multi-node</b> — 🔴 worse</summary>',
    );
    expect(en).toMatch(new RegExp(`\\| 64 \\| ${one(tput(64, 0.85))} \\| -15% \\|.*🔴 worse \\|`));
    expect(en.indexOf('qwen3.5-fp4')).toBeLessThan(en.indexOf('dsr1-fp4-b200-sglang'));
    // 1% is inside the 5% threshold of a single baseline sample.
    expect(en).toContain('<b>dsv4-fp4-b200-dgxc-vllm-mtp · agentic</b> — ⚪ within noise');
    // 16 GPUs recorded for a 20-GPU job (3 prefill workers of 4 GPUs, 1 decode worker of 8): the recorded
    // figure is 20/16 of the real one, and the corrected one (×0.80) is the base's.
    const recorded = (c: number) => one((tput(c) * 20) / 16);
    expect(en).toContain('#### ⚠️ GPU count mismatches');
    expect(en).toMatch(
      new RegExp(
        `\\| \`[0-9a-f]{16}\` \\| 128 \\| 20 \\| 16 \\| ${recorded(128)} \\| ${one(tput(128))} \\(×0\\.80\\) \\|`,
      ),
    );
    expect(en).toContain(`| 256 | ⚠️ ${recorded(256)} → ${one(tput(256))} | +0.0% |`);
    expect(en).toContain('Measured points: 6 — worse: 1, better: 2, within noise: 3, without a baseline: 0.');
    // The evals that ran, with their accuracy.
    expect(en).toContain('| dsr1-fp4-b200-sglang · 8k1k | 128 | gsm8k | 95.1% |');
  });

  it('the merge published PR #41’s run to the data branch once; PR #42 read it after the run’s artifacts expired', () => {
    const [merged, pr42] = r.sweeps.map((s) => s.run.id);
    const records = [...r.dataBranch.values()].flatMap((t) => parseCurveFile(t).records);
    // Four curves, six points (two concurrencies of each 8k1k curve), all of the merged run.
    expect(r.dataBranch.size).toBe(4);
    expect(records.map((x) => x['run-id'])).toEqual(Array(6).fill(merged));
    expect(records.every((x) => x.pr === 41)).toBe(true);
    // Its artifacts had expired before PR #42's sweep was compared: the baseline came from the branch.
    const old = r.artifacts.filter((a) => a.runId === merged);
    expect(old.length).toBeGreaterThan(10);
    expect(old.every((a) => a.expired)).toBe(true);
    expect(r.artifacts.some((a) => a.runId === pr42 && a.name === 'sweep-results' && !a.expired)).toBe(true);
    // Exactly one append (tree, commit, branch created); every other data-branch request was a read.
    const git = r.requests.filter((q) => q.path.includes('/git/'));
    expect(
      git.filter((q) => q.method !== 'GET').map((q) => `${q.method} ${q.path.replace(/^.*\/git\//, '')}`),
    ).toEqual(['POST trees', 'POST commits', 'POST refs']);
  });

  it('PR #41’s own status comment shows its run’s Results, without a baseline (nothing was published yet)', () => {
    const [merged] = r.sweeps.map((s) => s.run.id);
    const first = botComments(r.firstComments).status.at(-1)!.body;
    expect(first).toContain(`<!-- sweep-results-of: run=${merged} head=`);
    expect(first).toContain(
      'Measured points: 6 — worse: 0, better: 0, within noise: 0, without a baseline: 6.',
    );
  });

  it('the status comment stays within GitHub’s limit', () => {
    expect(body.length).toBeLessThan(COMMENT_LIMIT);
    // Both sweeps ran in a demo that takes seconds, not minutes.
    expect(wallMs).toBeLessThan(120_000);
  });
});
