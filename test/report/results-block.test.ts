// The Results block of the status comment: both languages between its markers, sized to what the rest
// of the comment leaves so the whole stays within GitHub's 65,536 characters at the size of a full sweep
// (1,800 rows), shrinking to its header when the rest is long; put in, replaced and removed in place;
// what could not be read said in both languages; and where the status comment renders it.
import { describe, expect, it } from 'vitest';
import { rowIdOf } from '../../src/dispatch/plan.js';
import type { Row } from '../../src/plan/row.js';
import { singleNodeRow } from '../support/rows.js';
import {
  COMMENT_LIMIT,
  keptResults,
  renderResultsBlock,
  resultsBlockOf,
  resultsEnd,
  resultsStart,
  withResults,
  withoutResults,
} from '../../src/report/results-block.js';
import { renderStatus, statusMarker } from '../../src/report/status.js';
import {
  compareResults,
  readArtifacts,
  runBaseline,
  sweepResults,
  type ArtifactInput,
} from '../../src/results/index.js';
import type { Decision } from '../../src/decide/decide.js';

const fp = (n: number) => n.toString(16).padStart(64, '0');

function row(n: number, conc: number): Row {
  return singleNodeRow({
    conc,
    'model-prefix': `model${n % 15}`,
    image: 'img',
    runner: `gpu${Math.floor(n / 15)}`,
    'recipe-fingerprint': fp(n + 1),
  });
}

function agg(r: Row, tput: number, gpus = 8) {
  return {
    hw: r['runner'],
    conc: r['conc'],
    image: 'img',
    model: 'm',
    infmax_model_prefix: r['model-prefix'],
    framework: 'sglang',
    precision: 'fp4',
    spec_decoding: 'none',
    disagg: false,
    recipe_fingerprint: r['recipe-fingerprint'],
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
    median_intvty: 1600 / (r['conc'] as number),
    median_ttft: 0.2,
    median_itl: 0.02,
  };
}

const art = (name: string, file: unknown): ArtifactInput => ({
  name,
  files: [{ path: 'agg_x.json', text: JSON.stringify(file) }],
});

/** 150 configurations × 12 concurrencies with three base samples each: every tenth regresses, every
 * seventh records 6 GPUs for its 8, every thirteenth produced nothing. */
function fullSweep() {
  const rows: Row[] = [];
  const pr: ArtifactInput[] = [];
  const base: ArtifactInput[] = [];
  for (let n = 0; n < 150; n++)
    for (let c = 0; c < 12; c++) {
      const r = row(n, 2 ** c);
      rows.push(r);
      const i = n * 12 + c;
      if (i % 13 !== 5)
        pr.push(art(`result-${rowIdOf(r)}-1`, agg(r, n % 10 === 0 ? 800 : 1000 + c, i % 7 === 0 ? 6 : 8)));
      for (const b of [995, 1000, 1005]) base.push(art(`bmk_${n}_${c}_${b}`, agg(r, b + c)));
    }
  return compareResults(sweepResults(rows, pr), runBaseline(readArtifacts(base).found));
}

describe('the Results block at the size of a full sweep', () => {
  const c = fullSweep();

  it('both languages render in under a second and the comment stays within the limit, whatever the rest takes', () => {
    expect(c.groups.flatMap((g) => g.points).length).toBeGreaterThan(1600);
    expect(c.gpuFindings.length).toBeGreaterThan(200);
    for (const rest of [2_000, 20_000, 45_000, 60_000]) {
      const status = `${statusMarker}\n<!-- version: 1 -->\n${'x'.repeat(rest)}\n`;
      const t0 = performance.now();
      const block = renderResultsBlock(c, status.length, {
        summaryUrl: 'https://github.com/o/r/actions/runs/1',
      });
      expect(performance.now() - t0, `rest ${rest}`).toBeLessThan(1000);
      const body = withResults(status, block, 2);
      expect(body.length, `rest ${rest}`).toBeLessThanOrEqual(COMMENT_LIMIT);
      // Always the block, in both languages: its tally at least, and where every point is.
      expect(block).toContain('Measured points: ');
      expect(block).toContain('测量点：');
      expect(block).toContain('[job summary](https://github.com/o/r/actions/runs/1)');
    }
  });

  it('with room, the tables of the regressions first; with little room, the header and the summary link only', () => {
    const roomy = renderResultsBlock(c, 5_000);
    expect(roomy).toContain('<details open><summary><b>');
    expect(roomy).toContain('more configurations are in the job summary.');
    expect(roomy).toContain('#### ⚠️ GPU count mismatches');
    const tight = renderResultsBlock(c, 60_000, { summaryUrl: 'https://x/1' });
    expect(tight.length).toBeLessThan(COMMENT_LIMIT - 60_000);
    expect(tight).not.toContain('<details open>');
    expect(tight).toContain('Measured points: ');
    // No room at all: nothing rather than a comment GitHub would refuse.
    expect(renderResultsBlock(c, COMMENT_LIMIT - 100)).toBe('');
  });
});

describe('the block in the status comment', () => {
  const small = compareResults(
    sweepResults([row(1, 4)], [art(`result-${rowIdOf(row(1, 4))}-1`, agg(row(1, 4), 900))]),
    undefined,
  );

  it('is put in after the rest, replaced in place, and removed, the version line following', () => {
    const status = `${statusMarker}\n<!-- version: 5 -->\n### Sweep status\n\nbody\n`;
    const a = renderResultsBlock(small, status.length);
    const once = withResults(status, a, 6);
    expect(
      once.startsWith(`${statusMarker}\n<!-- version: 6 -->\n### Sweep status\n\nbody\n\n${resultsStart}\n`),
    ).toBe(true);
    expect(once.endsWith(`${resultsEnd}\n`)).toBe(true);
    expect(resultsBlockOf(once)).toBe(a);
    const b = renderResultsBlock(small, status.length, { bundle: 'expired' });
    const twice = withResults(once, b, 7);
    expect(twice.split(resultsStart)).toHaveLength(2);
    expect(resultsBlockOf(twice)).toBe(b);
    expect(withoutResults(twice)).toBe(`${statusMarker}\n<!-- version: 7 -->\n### Sweep status\n\nbody\n`);
  });

  it('says what could not be read, in both languages', () => {
    const b = renderResultsBlock(small, 0, {
      readError: 'download artifact 5: 502',
      baselineError: 'connect ECONNREFUSED',
    });
    expect(b).toContain('⚠️ The run’s results could not be read (download artifact 5: 502)');
    expect(b).toContain('⚠️ 无法读取该运行的结果（download artifact 5: 502）');
    expect(b).toContain('⚠️ The baseline could not be read (connect ECONNREFUSED)');
    expect(b).toContain('⚠️ 无法读取基线（connect ECONNREFUSED）');
  });

  it('a status re-rendered for the same head keeps the block, unless another run is planned or running', () => {
    const head = 'a'.repeat(40);
    const block = renderResultsBlock(small, 0, {}, {}, { runId: 900, headSha: head });
    expect(block.split('\n')[1]).toBe(`<!-- sweep-results-of: run=900 head=${head} -->`);
    const current = withResults(`${statusMarker}\n<!-- version: 1 -->\nstatus\n`, block, 1);
    const link = { url: 'u' };
    expect(keptResults(current, { headSha: head })).toBe(block);
    expect(
      keptResults(current, {
        headSha: head,
        sweep: { kind: 'finished', conclusion: 'success', id: 900, ...link },
      }),
    ).toBe(block);
    expect(
      keptResults(current, { headSha: head, sweep: { kind: 'cancelled', runs: [], why: 'label-removed' } }),
    ).toBe(block);
    // Another head, another run: the block is not about this status any more.
    expect(keptResults(current, { headSha: 'b'.repeat(40) })).toBe('');
    expect(keptResults(current, { headSha: head, sweep: { kind: 'planned' } })).toBe('');
    expect(keptResults(current, { headSha: head, sweep: { kind: 'running', id: 901, ...link } })).toBe('');
    expect(
      keptResults(current, {
        headSha: head,
        sweep: { kind: 'finished', conclusion: 'success', id: 901, ...link },
      }),
    ).toBe('');
    // A block that does not say what it is about is not kept.
    expect(keptResults(withResults(current, renderResultsBlock(small, 0), 2), { headSha: head })).toBe('');
  });

  it('renderStatus carries the block of its model after the bilingual status', () => {
    const decision = {
      verdict: 'nothing',
      reasons: [],
      refreshStatus: true,
      validate: false,
      approval: 'not-needed',
    } as unknown as Decision;
    const block = renderResultsBlock(small, 2_000);
    const body = renderStatus({ pr: 42, headSha: '', decision, results: block }, 3);
    expect(body.endsWith(block)).toBe(true);
    expect(body.indexOf(resultsStart)).toBeGreaterThan(body.indexOf('<summary>中文</summary>'));
    expect(renderStatus({ pr: 42, headSha: '', decision }, 3)).not.toContain(resultsStart);
  });
});
