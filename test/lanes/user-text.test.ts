// No requirement id or rule code in what a user reads about lanes: the lanes file the product ships (and
// `sweep init` writes, comments included), init's output, and lint, explain and plan text outside the code
// column (`error [C5] …`, which docs/rules.md explains).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { isRuleCode } from '../../src/rules/catalogue.js';
import { repoRoot } from '../support/reference.js';

const tmp = mkdtempSync(join(tmpdir(), 'sweep-lanes-text-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The code column of a CLI line (`error [C5] message`) and the codes of lint's summary (`[C5×2 R1×6]`). */
const CODE_COLUMN =
  /\b(error|warning|notice) \[[^\]\s]+\]|^lint: \d+ error\(s\), \d+ warning\(s\) \[[^\]]*\]$/gm;
/** Spec ids (`LN-3`, `CL-7`), section signs, and rule codes such as `C5` or `R1` used as words. */
function idsIn(text: string): string[] {
  const bare = text.replace(CODE_COLUMN, '');
  const ids = [...bare.matchAll(/\b[A-Z]{1,4}-\d+\b|§/g)].map((m) => m[0]);
  const codes = [...bare.matchAll(/\b[A-Z]\d{1,2}\b/g)].map((m) => m[0]).filter(isRuleCode);
  return [...ids, ...codes];
}

async function sweep(cwd: string, ...argv: string[]) {
  let out = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (out += t), cwd, env: {} };
  await main(argv, io);
  return out;
}

describe('lanes text a user reads has no requirement ids or rule codes', () => {
  it('the shipped lanes file', () => {
    const text = readFileSync(join(repoRoot, 'src/lanes/presets/inferencex-e2e.yaml'), 'utf8');
    expect(idsIn(text)).toEqual([]);
  });

  it('init, lint, explain and plan on a repository of the inferencex-e2e layout', async () => {
    const dir = join(tmp, 'e2e');
    cpSync(join(repoRoot, 'test/fixtures/e2e-layout'), dir, { recursive: true });
    const texts = [
      await sweep(dir, 'init', '--dir', '.'),
      await sweep(dir, 'lint'),
      await sweep(dir, 'lint', '--help'),
      await sweep(dir, 'explain', 'mdl-fp4-gb300-dynamo-vllm-agentic-agg'),
      await sweep(dir, 'plan', '--head-file', 'inferencex-e2e/perf-changelog.yaml'),
    ];
    expect(texts.flatMap(idsIn)).toEqual([]);
  });

  it('lint and explain of rows refused, not staged and without a lane check', async () => {
    // A root repository with a lanes file that refuses one config and leaves another unstaged.
    const dir = join(tmp, 'root');
    cpSync(join(repoRoot, 'test/fixtures/lanes/bug1-review'), dir, { recursive: true });
    const lanes = join(dir, 'configs/lanes.yaml');
    writeFileSync(
      lanes,
      readFileSync(lanes, 'utf8').replace(
        'frameworks: [dynamo-sglang, dynamo-vllm, vllm]',
        'frameworks: [dynamo-sglang, dynamo-vllm]',
      ),
    );
    const refused = [
      await sweep(dir, 'lint'),
      await sweep(dir, 'explain', 'dsv4-fp4-gb200-vllm-agentic'),
      await sweep(dir, 'explain', 'dsv4-fp4-gb200-dynamo-vllm-agentic'),
    ];
    expect(refused[0]).toContain('error [C6]');
    expect(refused[1]).toContain('REFUSED: Unsupported framework: vllm');
    rmSync(lanes);
    const none = [await sweep(dir, 'lint'), await sweep(dir, 'explain', 'dsv4-fp4-gb200-vllm-agentic')];
    expect(none[1]).toContain('not checked: no lanes file');
    expect([...refused, ...none].flatMap(idsIn)).toEqual([]);
  });
});
