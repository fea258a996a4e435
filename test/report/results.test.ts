// The Results section of the status comment and the job summary's tables: regressions first, a compact
// table per configuration with the change against the base, the chart beside a plain table, eval
// accuracy, rows that produced nothing, GPU-count findings and unusable files, in English and Chinese;
// 1,800 rows render in under a second and the comment stays within GitHub's limit.
import { describe, expect, it } from 'vitest';
import { rowIdOf } from '../../src/dispatch/plan.js';
import type { Row } from '../../src/plan/row.js';
import { singleNodeRow } from '../support/rows.js';
import { bilingual, resultsText } from '../../src/report/messages.js';
import { renderResultsSection, renderResultsSummary } from '../../src/report/results.js';
import {
  compareResults,
  runBaseline,
  readArtifacts,
  sweepResults,
  type ArtifactInput,
} from '../../src/results/index.js';

const fp = (n: number) => n.toString(16).padStart(64, '0');

/** A single-node row of configuration `key` (its runner and framework) at one concurrency. */
function row(key: { prefix: string; runner: string; framework: string; n: number }, conc: number): Row {
  return singleNodeRow({
    conc,
    'model-prefix': key.prefix,
    image: 'img',
    framework: key.framework,
    runner: key.runner,
    'recipe-fingerprint': fp(key.n),
  });
}

function agg(r: Row, tput: number, intvty = 50, ttft = 0.2, itl = 0.02, tp = 8) {
  return {
    hw: r['runner'],
    conc: r['conc'],
    image: 'img',
    model: 'm',
    infmax_model_prefix: r['model-prefix'],
    framework: r['framework'],
    precision: 'fp4',
    spec_decoding: 'none',
    disagg: false,
    recipe_fingerprint: r['recipe-fingerprint'],
    isl: 1024,
    osl: 1024,
    is_multinode: false,
    tp,
    pp: 1,
    dcp_size: 1,
    pcp_size: 1,
    ep: 1,
    dp_attention: 'false',
    tput_per_gpu: tput,
    output_tput_per_gpu: tput / 2,
    input_tput_per_gpu: tput / 2,
    median_intvty: intvty,
    median_ttft: ttft,
    median_itl: itl,
  };
}

const art = (name: string, files: Record<string, unknown>): ArtifactInput => ({
  name,
  files: Object.entries(files).map(([path, v]) => ({ path, text: JSON.stringify(v) })),
});

const keys = {
  better: { prefix: 'dsr1', runner: 'b200', framework: 'sglang', n: 1 },
  worse: { prefix: 'dsr1', runner: 'h200', framework: 'vllm', n: 2 },
  noise: { prefix: 'gptoss', runner: 'b200', framework: 'trt', n: 3 },
  fresh: { prefix: 'qwen3.5', runner: 'mi355x', framework: 'sglang', n: 4 },
  gpus: { prefix: 'kimik3', runner: 'b300', framework: 'vllm', n: 5 },
};

function scenario() {
  const rows = Object.values(keys).flatMap((k) => [row(k, 16), row(k, 64)]);
  const byKey = (k: keyof typeof keys, c: number) =>
    rows.find((r) => r['recipe-fingerprint'] === fp(keys[k].n) && r['conc'] === c)!;
  const pr: ArtifactInput[] = [];
  const base: ArtifactInput[] = [];
  const put = (k: keyof typeof keys, c: number, tput: number, baseTputs: number[], tp = 8, pace = 1600) => {
    const r = byKey(k, c);
    // Interactivity falls as concurrency rises (pace/conc tok/s/user); the base samples spread around 1600/conc.
    pr.push(art(`result-${rowIdOf(r)}-1`, { [`agg_${k}_${c}.json`]: agg(r, tput, pace / c, 0.2, 0.02, tp) }));
    baseTputs.forEach((b, i) =>
      base.push(art(`bmk_${k}_${c}_${i}`, { [`agg_${k}_${c}.json`]: agg(r, b, (1590 + 10 * i) / c) })),
    );
  };
  put('better', 16, 1200, [1000, 1010, 990], 8, 2000);
  put('better', 64, 2400, [2000, 2020, 1980], 8, 2000);
  put('worse', 16, 800, [1000, 1010, 990]);
  put('worse', 64, 2000, [2000, 2020, 1980]);
  put('noise', 16, 1005, [1000, 1010, 990]);
  put('noise', 64, 1990, [2000]);
  put('fresh', 16, 700, []);
  // The GPU-count case: the row declares tp 8 (8 GPUs), its result was divided by 6.
  put('gpus', 16, 1000, [1000], 6);
  // fresh@64 and gpus@64 produced nothing; a broken file beside them.
  pr.push({ name: 'bmk_broken', files: [{ path: 'agg_broken.json', text: '{"hw": ' }] });
  const results = sweepResults(rows, pr);
  const baseline = runBaseline(readArtifacts(base).found);
  return { rows, results, comparison: compareResults(results, baseline) };
}

describe('the Results section', () => {
  const { comparison } = scenario();
  const en = renderResultsSection(comparison, 'en');
  const zh = renderResultsSection(comparison, 'zh');

  it('says what the baseline is and how a change counts, and tallies the points', () => {
    expect(en).toContain('### Results');
    expect(en).toContain('**Baseline:** the results of the base run');
    expect(en).toContain('95% prediction interval of Student’s t when there are at least 3 samples');
    expect(en).toContain('Measured points: 8 — worse: 2, better: 2, within noise: 3, without a baseline: 1.');
  });

  it('puts regressions first, then improvements, noise and points without a baseline', () => {
    // The GPU-count case is worse by its corrected figure (750 against 1000), so it comes first too.
    const order = [
      'dsr1-fp4-h200-vllm',
      'kimik3-fp4-b300-vllm',
      'dsr1-fp4-b200-sglang',
      'gptoss-fp4-b200-trt',
      'qwen3.5-fp4-mi355x-sglang',
    ];
    const at = order.map((k) => en.indexOf(`<b>${k} · 1k1k</b>`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(en).toContain('<details open><summary><b>dsr1-fp4-h200-vllm · 1k1k</b> — 🔴 worse</summary>');
  });

  it('one compact table per configuration: concurrency, tput/GPU and its change, interactivity, TTFT, ITL, verdict', () => {
    expect(en).toContain('| conc | tput/GPU | vs base | interactivity | TTFT p50 | ITL p50 | verdict |');
    expect(en).toContain('| 16 | 800.0 | -20% | 100.0 | 200.0 ms | 20.00 ms | 🔴 worse |');
    expect(en).toContain('| 16 | 1200.0 | +20% | 125.0 | 200.0 ms | 20.00 ms | 🟢 better |');
    expect(en).toContain('| 64 | 1990.0 | -0.5% | 25.00 | 200.0 ms | 20.00 ms | ⚪ within noise |');
    expect(en).toContain('| 16 | 700.0 | — | 100.0 | 200.0 ms | 20.00 ms | ➖ no baseline |');
  });

  it('a chart of tput/GPU against interactivity, PR and base, with the plain table beside it', () => {
    expect(en).toContain('```mermaid\nxychart-beta\n  title "tput/GPU vs interactivity"');
    // Every point's interactivity is a category; each series has a bar where it has a point.
    // Every point's interactivity is a category; each series has a bar where it has a point.
    expect(en).toContain(
      '  x-axis "interactivity (tok/s/user)" ["base 25", "PR 31.3", "base 100", "PR 125"]\n' +
        '  y-axis "tput/GPU (tok/s/GPU)"\n  bar [0, 2400, 0, 1200]\n  bar [2000, 0, 1000, 0]',
    );
    // At the same interactivity both bars stay visible: each point is a category of its own.
    expect(en).toContain(
      '["PR 25", "base 25", "PR 100", "base 100"]\n  y-axis "tput/GPU (tok/s/GPU)"\n  bar [2000, 0, 800, 0]\n  bar [0, 2000, 0, 1000]',
    );
    expect(en).toContain('| conc | PR interactivity | PR tput/GPU | base interactivity | base tput/GPU |');
    expect(en).toContain('| 16 | 125.0 | 1200.0 | 100.0 | 1000.0 |');
    // Only configurations with a verdict other than noise get one in the comment.
    expect(en.match(/xychart-beta/g)).toHaveLength(3);
  });

  it('lists the GPU-count finding with the corrected figure, rows without results and unusable files', () => {
    expect(en).toContain('#### ⚠️ GPU count mismatches');
    const id = rowIdOf(scenario().rows.find((r) => r['recipe-fingerprint'] === fp(5) && r['conc'] === 16)!);
    expect(en).toContain(`| \`${id}\` | 16 | 8 | 6 | 1000.0 | 750.0 (×0.75) |`);
    // In its configuration's table: the recorded and the corrected figure, judged by the corrected one.
    expect(en).toContain('| 16 | ⚠️ 1000.0 → 750.0 | -25% | 100.0 | 200.0 ms | 20.00 ms | 🔴 worse |');
    expect(en).toContain('<details><summary>Rows without results (2)</summary>');
    expect(en).toMatch(/- `[0-9a-f]{16}` qwen3\.5-fp4-mi355x-sglang · 1k1k: produced no result/);
    expect(en).toMatch(/- `[0-9a-f]{16}` kimik3-fp4-b300-vllm · 1k1k: produced no result/);
    expect(en).toContain('- `bmk_broken/agg_broken.json`: not JSON — `');
  });

  it('in Chinese: the same content, and no English sentence outside code and names', () => {
    expect(zh).toContain('### 结果');
    expect(zh).toContain('测量点：8 个 — 变差 2，变好 2，噪声范围内 3，无基线 1。');
    expect(zh).toContain('| 并发 | 每 GPU 吞吐 | 相对基线 | 交互性 | TTFT p50 | ITL p50 | 结论 |');
    expect(zh).toContain('| 16 | 800.0 | -20% | 100.0 | 200.0 ms | 20.00 ms | 🔴 变差 |');
    expect(zh).toContain('#### ⚠️ GPU 数量不一致');
    expect(englishIn(zh)).toEqual([]);
  });
});

/** Runs of English words in Chinese text, leaving out code spans, code blocks, names and units. */
function englishIn(text: string): string[] {
  const names =
    /\b(PR|GPU|GPUs|TTFT|ITL|TPOT|p\d+|ms|tok\/s\/user|tok\/s\/GPU|tok\/s|xychart-beta|mermaid|details|summary|open|b|t)\b/g;
  const stripped = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[a-z0-9.]+-[a-z0-9.-]+(?: · [a-z0-9-]+)*/g, ' ')
    .replace(names, ' ');
  return stripped.match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+/g) ?? [];
}

describe('the message catalogue of the results', () => {
  it('CM-3 every text has both languages, and the Chinese half has no English sentence', () => {
    for (const [k, v] of Object.entries(resultsText)) {
      expect(v.en, k).not.toBe('');
      expect(v.zh, k).not.toBe('');
      expect(englishIn(v.zh), `${k}: ${v.zh}`).toEqual([]);
    }
  });
});

describe('the job summary', () => {
  it('every point with all its metrics, the GPUs it was divided by, samples and verdict', () => {
    const { comparison } = scenario();
    const s = renderResultsSummary(comparison, 'en');
    expect(s.startsWith('## Results: every measured point\n')).toBe(true);
    expect(s).toContain('| conc | kind | GPUs | tput/GPU | output tput/GPU | interactivity | TTFT p50 |');
    expect(s).toContain(
      '| 16 | fixed | 8 | 800.0 (-20%) | 400.0 (-20%) | 100.0 (+0.0%) | 200.0 ms (+0.0%) | — | 20.00 ms (+0.0%) | — | — | 3 | 🔴 worse |',
    );
    expect(s).toContain('| 16 | fixed | 6 ⚠️ 8 | ⚠️ 1000.0 → 750.0 (-25%) |');
    expect(s.match(/^\| (16|64) \| fixed/gm)).toHaveLength(8);
  });
});

describe('at the size of a full sweep (1,800 rows)', () => {
  // 150 configurations × 12 concurrencies, each with three base samples; every tenth one regresses.
  const rows: Row[] = [];
  const pr: ArtifactInput[] = [];
  const base: ArtifactInput[] = [];
  for (let n = 0; n < 150; n++) {
    const key = {
      prefix: `model${n % 15}`,
      runner: `gpu${Math.floor(n / 15)}`,
      framework: 'sglang',
      n: n + 1,
    };
    for (let c = 0; c < 12; c++) {
      const r = row(key, 2 ** (c % 12) * (1 + Math.floor(c / 12)));
      rows.push(r);
      pr.push(art(`result-${rowIdOf(r)}-1`, { 'agg_x.json': agg(r, n % 10 === 0 ? 800 : 1000 + c) }));
      for (const b of [995, 1000, 1005])
        base.push(art(`bmk_${n}_${c}_${b}`, { 'agg_x.json': agg(r, b + c) }));
    }
  }
  const comparison = compareResults(sweepResults(rows, pr), runBaseline(readArtifacts(base).found));

  it('renders both languages of the section and the full summary in under a second', () => {
    expect(comparison.groups.flatMap((g) => g.points)).toHaveLength(1800);
    const t0 = performance.now();
    const en = renderResultsSection(comparison, 'en');
    const zh = renderResultsSection(comparison, 'zh');
    const summary = renderResultsSummary(comparison, 'en');
    const ms = performance.now() - t0;
    expect(ms).toBeLessThan(1000);
    // The comment (both halves and the rest of the status) stays under GitHub's 65,536 characters.
    expect(bilingual(en, zh).length).toBeLessThan(65_536 - 10_000);
    expect(en).toContain('more configurations are in the job summary.');
    // Regressions first: the 15 regressed configurations come before any other.
    const verdicts = [...en.matchAll(/<\/b> — (🔴|🟢|⚪|➖)/g)].map((m) => m[1]);
    expect(verdicts.slice(0, 15)).toEqual(Array(15).fill('🔴'));
    expect(summary.match(/^\| \d+ \| fixed/gm)).toHaveLength(1800);
  });
});
