// The demo's status comment, word for word, in English and in Chinese, for three scenarios: a sweep
// (config keys, what runs per cluster, the canary, GPU-hours per cluster, the curve diff, next steps),
// conflicting labels (why nothing runs, who can fix it) and a rejected changelog (the finding with its
// file:line link and no code). UPDATE_GOLDEN=1 rewrites the files after a deliberate wording change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { botComments, runLifecycle } from '../../src/sim/lifecycle.js';
import { findScenario } from '../../src/sim/scenarios.js';
import { outcomeStart } from '../../src/report/outcome.js';
import { progressStart } from '../../src/report/progress.js';
import { repoRoot } from '../support/reference.js';

const SCENARIOS = ['fail-fast', 'conflicting-labels', 'bad-changelog'] as const;
const ZH_OPEN = '<details><summary>中文</summary>';

/** The status comment's English part and its Chinese part (the progress and outcome blocks, if any, left out). */
export function statusParts(body: string): { en: string; zh: string } {
  const cut = [progressStart, outcomeStart].map((m) => body.indexOf(m)).filter((i) => i >= 0);
  const status = cut.length ? body.slice(0, Math.min(...cut)) : body;
  const at = status.indexOf(ZH_OPEN);
  const en = status
    .slice(0, at)
    .replace(/^<!--.*-->\n/gm, '')
    .trim();
  const zh = status
    .slice(at + ZH_OPEN.length)
    .trim()
    .replace(/<\/details>$/, '')
    .trim();
  return { en: `${en}\n`, zh: `${zh}\n` };
}

const bodies = new Map<string, string>();
beforeAll(async () => {
  for (const name of SCENARIOS) {
    const r = await runLifecycle(findScenario(name)!, { root: repoRoot });
    bodies.set(name, botComments(r.comments).status.at(-1)!.body);
  }
}, 120_000);

describe('the demo status comment (golden text)', () => {
  for (const name of SCENARIOS)
    for (const lang of ['en', 'zh'] as const)
      it(`CM-2 CM-3 ${name}: the ${lang === 'en' ? 'English' : 'Chinese'} text`, () => {
        const text = statusParts(bodies.get(name)!)[lang];
        const file = join(repoRoot, 'test/golden', `status-${name}.${lang}.md`);
        if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
        expect(text).toBe(readFileSync(file, 'utf8'));
      });

  it('the sweep names its config keys, the GPU-hours per cluster and the curve diff', () => {
    const { en } = statusParts(bodies.get('fail-fast')!);
    expect(en).toContain('**Config keys in this PR:** `dsr1-fp4-gb200-dynamo-trt`');
    expect(en).toMatch(/\| gb200-nv \| 8 \| 816 \| 204 \| 136 \|/);
    expect(en).toMatch(/\| gb300-nv \| 5 \| 288 \| 72 \| 48 \|/);
    expect(en).toContain('image vllm/vllm-openai:v0.21.0 → vllm/vllm-openai:v0.21.1');
  });
});
