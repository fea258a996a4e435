// The demo's status comment, word for word, in English and in Chinese, at every stage of a sweep: planned
// (written by the planning step), running, finished with success and with a failure (after the links job),
// and refused before dispatch (a runner label no runner carries); and for conflicting labels and a
// rejected changelog. Each stage says only what is true at it (no "appears here when the run finishes"
// after it has, no `/sweep cancel` for a finished run), and the Chinese half has no English sentence.
// UPDATE_GOLDEN=1 rewrites the files after a deliberate wording change.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { botComments, runLifecycle, type LifecycleResult } from '../../src/sim/lifecycle.js';
import { findScenario, scenarioNames } from '../../src/sim/scenarios.js';
import { parseStateTag, withState } from '../../src/report/state.js';
import { statusMarker } from '../../src/report/status.js';
import { englishRuns } from '../support/english.js';
import { repoRoot } from '../support/reference.js';

const ZH_OPEN = '<details><summary>中文</summary>';

/** The blocks later steps add to the comment (the outcome, the queue alert …), each between its markers. */
const BLOCK = /<!-- (sweep-[a-z]+) -->\n[\s\S]*?<!-- \/\1 -->/g;

/** The status comment's English part and its Chinese part (the blocks added later left out). */
export function statusParts(body: string): { en: string; zh: string } {
  const first = body.search(/<!-- sweep-(?!state)[a-z]+ -->\n/);
  const status = first >= 0 ? body.slice(0, first) : body;
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

/** A block's Chinese half (everything after its Chinese fold opens). */
const chinese = (block: string): string => {
  const at = block.indexOf(ZH_OPEN);
  expect(at).toBeGreaterThan(0);
  return block.slice(at + ZH_OPEN.length);
};

/** Every body the bot wrote to its status comment, in order (creates and edits). */
function statusWrites(r: LifecycleResult): string[] {
  return r.requests
    .filter((q) => (q.method === 'POST' || q.method === 'PATCH') && q.status < 300)
    .map((q) => (q.body as { body?: unknown } | undefined)?.body)
    .filter((b): b is string => typeof b === 'string' && b.includes(statusMarker));
}

const results = new Map<string, LifecycleResult>();
const finalStatus = (name: string) => botComments(results.get(name)!.comments).status.at(-1)!.body;
const stage = (name: string, kind: string) =>
  statusWrites(results.get(name)!).find((b) => parseStateTag(b)?.kind === kind)!;

/** The body of each golden: a stage of a sweep, or a scenario's final comment. */
const GOLDEN: Record<string, () => string> = {
  planned: () => stage('happy-path', 'planned'),
  // The run has started: the same comment moved to `running` by the one function that moves it.
  running: () => {
    const dispatched = stage('happy-path', 'dispatched');
    const { run } = parseStateTag(dispatched)!;
    const url = `https://github.com/SemiAnalysisAI/InferenceX/actions/runs/${run}`;
    return withState(dispatched, { kind: 'running', id: run!, url });
  },
  'finished-success': () => finalStatus('happy-path'),
  'finished-failure': () => finalStatus('fail-fast'),
  refused: () => finalStatus('unknown-runner-label'),
  'conflicting-labels': () => finalStatus('conflicting-labels'),
  'bad-changelog': () => finalStatus('bad-changelog'),
};

beforeAll(async () => {
  for (const name of scenarioNames)
    results.set(name, await runLifecycle(findScenario(name)!, { root: repoRoot }));
}, 300_000);

describe('the demo status comment (golden text)', () => {
  for (const [name, body] of Object.entries(GOLDEN))
    for (const lang of ['en', 'zh'] as const)
      it(`CM-2 CM-3 ${name}: the ${lang === 'en' ? 'English' : 'Chinese'} text`, () => {
        const text = statusParts(body())[lang];
        const file = join(repoRoot, 'test/golden', `status-${name}.${lang}.md`);
        if (process.env.UPDATE_GOLDEN || !existsSync(file)) writeFileSync(file, text);
        expect(text).toBe(readFileSync(file, 'utf8'));
      });

  it('the sweep names its config keys, the GPU-hours per cluster and the curve diff', () => {
    const { en } = statusParts(finalStatus('fail-fast'));
    expect(en).toContain('**Config keys in this PR:** `dsr1-fp4-gb200-dynamo-trt`');
    expect(en).toMatch(/\| gb200-nv \| 8 \| 816 \| 204 \| 136 \|/);
    expect(en).toMatch(/\| gb300-nv \| 5 \| 288 \| 72 \| 48 \|/);
    expect(en).toContain('image vllm/vllm-openai:v0.21.0 → vllm/vllm-openai:v0.21.1');
  });
});

describe('a status true at every stage', () => {
  const RUNNING = 'the outcome and result links appear here when the run finishes';
  const CANCEL = '`/sweep cancel` stops the run';

  it('while planned and running, it says to wait and how to stop the run', () => {
    for (const name of ['planned', 'running']) {
      const { en } = statusParts(GOLDEN[name]!());
      expect(en).toContain(RUNNING);
      expect(en).toContain(CANCEL);
    }
    expect(statusParts(GOLDEN['running']!()).en).toContain('**Decision:** sweep — running');
  });

  it('once finished, neither the wait nor the cancel is offered; a failure offers the re-run', () => {
    for (const name of ['finished-success', 'finished-failure']) {
      const { en, zh } = statusParts(GOLDEN[name]!());
      expect(en).not.toContain(RUNNING);
      expect(en).not.toContain(CANCEL);
      expect(zh).not.toContain('`/sweep cancel`');
      expect(zh).not.toContain('运行结束后结果和链接会显示在这里');
    }
    expect(statusParts(GOLDEN['finished-success']!()).en).toContain(
      '**Decision:** sweep — finished: success',
    );
    const failed = statusParts(GOLDEN['finished-failure']!()).en;
    expect(failed).toContain('**Decision:** sweep — finished: failure');
    expect(failed).toContain('`/sweep rerun-failed` re-runs the failed jobs');
  });

  it('refused before dispatch: the runner label finding sits under runner labels, at the config line', () => {
    const { en, zh } = statusParts(GOLDEN['refused']!());
    expect(en).toContain('**Decision:** sweep refused');
    expect(en).toContain('**Runner labels:**');
    expect(en).not.toContain('**Changelog validation:**');
    expect(en).toMatch(/\[`configs\/nvidia-master\.yaml:\d+`\]/);
    expect(en).not.toContain('configs/runners.yaml`](');
    expect(zh).toContain('**Runner 标签:**');
    expect(zh).toMatch(/：2 个任务会等待 runner 标签 `gb300-nv`/);
  });

  it('the Chinese half has no English sentence, at any stage and in every scenario', () => {
    for (const [name, body] of Object.entries(GOLDEN))
      expect(englishRuns(statusParts(body()).zh), name).toEqual([]);
    // Every write of every scenario: the status and each block added to it (outcome, queue alert).
    for (const name of scenarioNames)
      for (const body of statusWrites(results.get(name)!))
        for (const zh of [statusParts(body).zh, ...[...body.matchAll(BLOCK)].map((m) => chinese(m[0]))])
          expect(englishRuns(zh), name).toEqual([]);
  });
});
