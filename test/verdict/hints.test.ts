// A mistyped config key in the entry a PR appends: `sweep plan` (git and file mode), `sweep lint` and
// `sweep explain` all refuse it and name the key that exists. `lint` checks only the entries the PR adds
// (after --base, else the newest): a historical entry may name a key that has been removed since.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/cli/explain.js';
import type { Command } from '../../src/cli/io.js';
import { lint } from '../../src/cli/lint.js';
import { plan } from '../../src/cli/plan.js';
import { repoRoot } from '../support/reference.js';

const dir = mkdtempSync(join(tmpdir(), 'sweep-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
  }).trim();

const entry = (key: string, what: string) =>
  `\n- config-keys:\n    - ${key}\n  description:\n    - "${what}"\n  pr-link: XXX\n`;
const TYPO = 'dsv4-fp4-gb300-dynamo-vlm';
const HINT = "did you mean 'dsv4-fp4-gb300-dynamo-vllm'?";
let base = '';

async function run(cmd: Command, argv: string[]) {
  let out = '';
  let err = '';
  const code = await cmd(argv, {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    cwd: dir,
    env: {},
  });
  return { code, out, err };
}

beforeAll(() => {
  cpSync(join(repoRoot, 'configs'), join(dir, 'configs'), { recursive: true });
  const log = join(dir, 'perf-changelog.yaml');
  // History names a key that no master has any more: it is nobody's mistake today.
  writeFileSync(
    log,
    readFileSync(join(repoRoot, 'perf-changelog.yaml'), 'utf8').replace(/\n*$/, '\n') +
      entry('retired-key-h100-vllm', 'an old sweep'),
  );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  base = git('rev-parse', 'HEAD');
  writeFileSync(log, readFileSync(log, 'utf8') + entry(TYPO, 'a typo'));
  git('commit', '-qam', 'head');
});

describe('a mistyped config key names the nearest key', () => {
  it('sweep plan (git mode): P-11 at the key, with the hint; exit 1', async () => {
    const r = await run(plan, ['--base', base, '--head', 'HEAD', '--pr-number', '1']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(`perf-changelog\\.yaml:\\d+:1: error \\[P-11\\] Config key '${TYPO}' not found`),
    );
    expect(r.err).toContain(`fix: ${HINT}`);
  });

  it('sweep plan (file mode): the same finding', async () => {
    writeFileSync(join(dir, 'base.yaml'), git('show', `${base}:perf-changelog.yaml`) + '\n');
    const r = await run(plan, ['--head-file', 'perf-changelog.yaml', '--base-file', 'base.yaml']);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`error [P-11] Config key '${TYPO}' not found in master configs.`);
    expect(r.err).toContain(`fix: ${HINT}`);
  });

  it('sweep lint --base: the added entry only', async () => {
    const r = await run(lint, ['--root', dir, '--base', base]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`error [P-11] Config key '${TYPO}' not found in master configs.`);
    expect(r.out).toContain(`fix: ${HINT}`);
    expect(r.out).not.toContain('retired-key-h100-vllm');
  });

  it('sweep lint without --base: the newest entry only', async () => {
    const r = await run(lint, ['--root', dir]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`fix: ${HINT}`);
    expect(r.out).not.toContain('retired-key-h100-vllm');
    // An added entry that names existing keys passes.
    const ok = await run(lint, ['--root', dir, '--base', 'HEAD']);
    expect(ok.out).not.toContain('P-11');
  });

  it('sweep explain: the same hint', async () => {
    const r = await run(explain, [TYPO, '--root', dir]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`error [P-11] Config key '${TYPO}' not found in master configs.`);
    expect(r.err).toContain(`fix: ${HINT}`);
  });

  it('a wildcard that matches nothing names the keys one edit away', async () => {
    const r = await run(explain, ['dsv4-fp4-gb300-dynamo-vlm*', '--root', dir]);
    expect(r.err).toContain('error [P-10]');
    expect(r.err).toContain("did you mean 'dsv4-fp4-gb300-dynamo-vllm'");
  });
});
