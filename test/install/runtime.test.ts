// The checked-in CLI (dist/cli.js, what the workflows and the npm package run) on the Node.js that runs
// this suite: CI runs it on Node 20 with every suite and again on Node 24 with the action's end-to-end
// suites (scripts/node24.mjs). Help, init, lint and the plan of an appended changelog entry, in a fresh
// repository laid out like the reference.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';

const dir = mkdtempSync(join(tmpdir(), 'sweep-runtime-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [join(repoRoot, 'dist/cli.js'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
const git = (...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  }).status;

describe(`the CLI on Node ${process.versions.node}`, () => {
  it('prints its help, sets up a repository, lints it and plans an appended entry', () => {
    const help = cli('--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^ {2}init {2}/m);

    cpSync(join(repoRoot, 'test/fixtures/e2e-layout'), dir, { recursive: true });
    expect(git('init', '-q', '-b', 'main')).toBe(0);
    const init = cli('init');
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('written     .github/sweep.yml');
    expect(git('add', '-A')).toBe(0);
    expect(git('commit', '-qm', 'set up')).toBe(0);

    const lint = cli('lint');
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(lint.stdout).toMatch(/^lint: 0 error\(s\)/m);

    const changelog = join(dir, 'inferencex-e2e/perf-changelog.yaml');
    writeFileSync(
      changelog,
      `${readFileSync(changelog, 'utf8')}\n- config-keys:\n    - mdl-fp4-b300-sglang\n  description:\n    - "Rerun"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/2\n`,
    );
    expect(git('commit', '-qam', 'append an entry')).toBe(0);
    const plan = cli('plan', '--base', 'HEAD~1', '--head', 'HEAD');
    expect(plan.status, plan.stderr).toBe(0);
    // The fixture's entry: tp 4 at concurrency 8 to 32 (doubling), one sequence length: three rows.
    const out = JSON.parse(plan.stdout) as {
      ok: boolean;
      plan: { single_node: Record<string, { model: string; tp: number; conc: number }[]> };
    };
    expect(out.ok).toBe(true);
    expect(Object.keys(out.plan.single_node)).toEqual(['8k1k']);
    expect(out.plan.single_node['8k1k']!.map((r) => [r.model, r.tp, r.conc])).toEqual([
      ['org/Model-A', 4, 8],
      ['org/Model-A', 4, 16],
      ['org/Model-A', 4, 32],
    ]);
  });
});
