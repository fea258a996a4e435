// The package as npm publishes it: `npm pack` makes a tarball that, installed from that file alone (offline:
// the CLI's bundles need no other package) into a fresh repository laid out like the reference, runs init,
// lint and plan through the documented command, and behaves exactly as the checked-in build does.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE, RUN_COMMAND } from '../../src/dispatch/product.js';
import { referenceDir, repoRoot } from '../support/reference.js';

const work = mkdtempSync(join(tmpdir(), 'sweep-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** npm with no network, no audit and no cache of this machine's user beyond what a plain install reads. */
const npmEnv = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_offline: 'true',
};

function sh(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = npmEnv,
): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
}

const git = (cwd: string, ...args: string[]) => {
  const r = sh('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], cwd, {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  });
  expect(r.status, r.stderr).toBe(0);
};

/** A fresh git repository holding `files` (path → source to copy) at its first commit. */
function freshRepo(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [to, from] of Object.entries(files)) cpSync(from, join(dir, to), { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'benchmark configs');
  return dir;
}

let tarball = '';
let packed: { files: { path: string }[] } = { files: [] };

beforeAll(() => {
  const r = sh('npm', ['pack', '--json', '--pack-destination', work], repoRoot);
  expect(r.status, r.stderr).toBe(0);
  packed = (JSON.parse(r.stdout) as (typeof packed & { filename: string })[])[0]!;
  tarball = join(work, (packed as unknown as { filename: string }).filename);
}, 60_000);

/** Installs the tarball into `dir` the way a user adds it to a repository, from the file alone. */
function install(dir: string): void {
  writeFileSync(join(dir, 'package.json'), '{ "name": "bench", "private": true }\n');
  const r = sh('npm', ['install', '--no-save', tarball], dir);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stderr).not.toMatch(/EBADENGINE|install-scripts/);
  expect(existsSync(join(dir, 'node_modules', PACKAGE, 'dist', 'cli.js'))).toBe(true);
}

/** The documented command (`npx <package> <args>`), resolved from the installed package, never the registry. */
const npx = (dir: string, args: string[]) => sh('npx', ['--offline', PACKAGE, ...args], dir);

describe('npm pack', () => {
  it('the tarball holds the built CLI and action and nothing of the sources or tests', () => {
    const files = packed.files.map((f) => f.path);
    for (const f of ['dist/cli.js', 'dist/index.mjs', 'dist/package.json', 'action.yml', 'package.json'])
      expect(files).toContain(f);
    expect(files.filter((f) => f.startsWith('dist/commands/')).length).toBeGreaterThan(5);
    expect(files.filter((f) => /^(src|test|scripts|node_modules)\//.test(f))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg['name']).toBe(PACKAGE);
    expect(pkg['private']).toBeUndefined();
    // The bundles are self-contained: installing the CLI installs nothing else.
    expect(pkg['dependencies']).toBeUndefined();
    expect(pkg['bin']).toEqual({ 'sweep-orchestrator': 'dist/cli.js', sweep: 'dist/cli.js' });
    expect(RUN_COMMAND).toBe(`npx ${PACKAGE}`);
  });

  it('installed into a fresh repository laid out like the reference: init, lint, then plan of an appended entry', () => {
    const dir = freshRepo('fixture', {
      'inferencex-e2e': join(repoRoot, 'test/fixtures/e2e-layout/inferencex-e2e'),
    });
    install(dir);

    const init = npx(dir, ['init']);
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('layout: inferencex-e2e/ (detected)');
    expect(init.stdout).toContain('written     .github/workflows/sweep-control.yml');
    expect(init.stdout).toContain(`${RUN_COMMAND} lint`);
    expect(existsSync(join(dir, '.github/sweep.yml'))).toBe(true);

    const lint = npx(dir, ['lint']);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(lint.stdout).toMatch(/^lint: 0 error\(s\)/m);

    const changelog = join(dir, 'inferencex-e2e/perf-changelog.yaml');
    writeFileSync(
      changelog,
      `${readFileSync(changelog, 'utf8')}\n- config-keys:\n    - mdl-fp4-b300-sglang\n  description:\n    - "Rerun"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/2\n`,
    );
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'append an entry');
    const plan = npx(dir, ['plan', '--base', 'HEAD~1', '--head', 'HEAD']);
    expect(plan.status, plan.stderr).toBe(0);
    // The fixture's entry: tp 4 at concurrency 8 to 32 (doubling): three single-node rows.
    const out = JSON.parse(plan.stdout) as {
      ok: boolean;
      plan: { single_node: Record<string, { conc: number }[]> };
    };
    expect(out.ok).toBe(true);
    expect(out.plan.single_node['8k1k']!.map((r) => r.conc)).toEqual([8, 16, 32]);
  });

  it.skipIf(!existsSync(join(referenceDir, 'current/configs')))(
    "on a copy of today's reference files, the installed CLI reports exactly what the checked-in build does",
    () => {
      const current = join(referenceDir, 'current');
      const dir = freshRepo('current', {
        'inferencex-e2e/configs': join(current, 'configs'),
        'inferencex-e2e/perf-changelog.yaml': join(current, 'perf-changelog.yaml'),
      });
      install(dir);
      const init = npx(dir, ['init']);
      expect(init.status, init.stderr).toBe(0);
      const installed = npx(dir, ['lint']);
      const built = sh(process.execPath, [join(repoRoot, 'dist/cli.js'), 'lint'], dir);
      // Findings exit 1; anything else (a crash, a usage error) is not a lint result.
      expect([0, 1], installed.stderr).toContain(installed.status);
      expect(installed.stdout).toMatch(/^lint: \d+ error\(s\), \d+ warning\(s\)/m);
      expect(installed.stdout).toBe(built.stdout);
      expect(installed.status).toBe(built.status);
    },
  );
});
