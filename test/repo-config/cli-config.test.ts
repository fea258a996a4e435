// The CLI reads the repository config file the action reads: `sweep lint`, `plan`, `explain` and `generate`
// in a checkout of either layout (everything at the root, or under inferencex-e2e/) need no path flags.
// Each checkout is a temporary git repository built from the reference snapshot, with a stale copy of the
// other layout's runners.yaml beside it (as a repository that moved its files keeps one): detection alone
// is ambiguous there, and the config file's layout settles it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/cli/explain.js';
import { generate } from '../../src/cli/generate.js';
import type { CliIo, Command } from '../../src/cli/io.js';
import { lint } from '../../src/cli/lint.js';
import { plan } from '../../src/cli/plan.js';
import { needsReference, snapshot, snapshotDir } from '../support/reference.js';

const KEY = 'dsr1-fp4-b200-dynamo-trt';
const tmp = mkdtempSync(join(tmpdir(), 'sweep-cli-config-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function run(cmd: Command, argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env };
  return { code: await cmd(argv, io), out, err };
}

const git = (dir: string, ...args: string[]) => {
  const r = spawnSync('git', ['-C', dir, '-c', 'user.email=c@c', '-c', 'user.name=c', ...args], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
};

const entry = (link: string) => `
- config-keys:
    - ${KEY}
  description:
    - "Refresh the b200 disaggregated curves"
  pr-link: ${link}
`;

/**
 * A checkout with the snapshot under `root`, the other layout's stale runners.yaml, `.github/sweep.yml`
 * when `config` is given, and a head commit appending one entry (pr-link to myorg/bench).
 */
function checkout(root: string, config?: string): string {
  const dir = mkdtempSync(join(tmp, 'repo-'));
  const at = (p: string) => join(dir, root === '.' ? p : `${root}/${p}`);
  mkdirSync(at('configs'), { recursive: true });
  cpSync(join(snapshotDir, 'configs'), at('configs'), { recursive: true });
  writeFileSync(at('perf-changelog.yaml'), readFileSync(snapshot.changelog));
  const stale = join(dir, root === '.' ? 'inferencex-e2e/configs' : 'configs');
  mkdirSync(stale, { recursive: true });
  cpSync(snapshot.runners, join(stale, 'runners.yaml'));
  if (config !== undefined) {
    mkdirSync(join(dir, '.github'), { recursive: true });
    writeFileSync(join(dir, '.github/sweep.yml'), config);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  writeFileSync(
    at('perf-changelog.yaml'),
    readFileSync(at('perf-changelog.yaml'), 'utf8') + entry('https://github.com/myorg/bench/pull/5'),
  );
  git(dir, 'commit', '-qam', 'append an entry');
  return dir;
}

const planArgs = ['--base', 'HEAD~1', '--head', 'HEAD', '--pr-number', '5', '--format', 'json'];

describe.each(['.', 'inferencex-e2e'])(
  'the CLI in a checkout with root %s',
  needsReference('inputs'),
  (root) => {
    let bare: string;
    let configured: string;
    beforeAll(() => {
      bare = checkout(root);
      configured = checkout(root, `layout:\n  root: ${root}\n`);
    });

    it('without a config file two layouts are ambiguous: every command says so', async () => {
      for (const [cmd, argv] of [
        [lint, []],
        [plan, planArgs],
        [explain, [KEY]],
        [generate, ['test-config', '--config-keys', KEY]],
      ] as const) {
        const r = await run(cmd, [...argv], bare);
        expect(r.code, r.err).toBe(1);
        expect(r.out + r.err).toContain('[LAYOUT]');
      }
    });

    it('lint: .github/sweep.yml settles the layout with no path flags', async () => {
      const r = await run(lint, [], configured);
      expect(r.out).not.toContain('[LAYOUT]');
      expect(r.out).toMatch(/lint: \d+ error\(s\)/);
      // The configured root's files are the ones read.
      const prefix = root === '.' ? '' : `${root}/`;
      expect(r.out).not.toMatch(new RegExp(`${prefix}configs/runners.yaml.*does not exist`));
    });

    it('plan: the entry appended at the configured root plans, pr-link checked against --repository', async () => {
      const r = await run(plan, [...planArgs, '--repository', 'myorg/bench'], configured);
      expect(r.code, r.err).toBe(0);
      const out = JSON.parse(r.out) as { outcome: string; rows: unknown[] };
      expect(out.outcome).toBe('entries');
      expect(out.rows.length).toBeGreaterThan(0);
    });

    it('plan: without --repository the origin remote names the repository; with neither, the default refuses myorg', async () => {
      const refused = await run(plan, planArgs, configured);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('https://github.com/SemiAnalysisAI/InferenceX/pull/5');
      git(configured, 'remote', 'add', 'origin', 'git@github.com:myorg/bench.git');
      const fromOrigin = await run(plan, planArgs, configured);
      expect(fromOrigin.code, fromOrigin.err).toBe(0);
      git(configured, 'remote', 'remove', 'origin');
      const fromEnv = await run(plan, planArgs, configured, { GITHUB_REPOSITORY: 'myorg/bench' });
      expect(fromEnv.code, fromEnv.err).toBe(0);
    });

    it('explain and generate: the configured root with no path flags', async () => {
      const e = await run(explain, [KEY, '--json'], configured);
      expect(e.code, e.err).toBe(0);
      expect(e.out.trim().split('\n').length).toBeGreaterThan(0);
      const g = await run(generate, ['test-config', '--config-keys', KEY], configured);
      expect(g.code, g.err).toBe(0);
      expect((JSON.parse(g.out) as unknown[]).length).toBeGreaterThan(0);
    });

    it('RT-1 explain: the config file’s scheduler flags add the scheduler labels and nodes:<N>', async () => {
      const labels = async (dir: string, argv: string[] = []) =>
        (await run(explain, [KEY, '--json', ...argv], dir)).out
          .trim()
          .split('\n')
          .flatMap((l) => (JSON.parse(l) as { labels: string[] }).labels);
      expect((await labels(configured)).some((l) => l.startsWith('nodes:'))).toBe(false);
      writeFileSync(
        join(bare, 'slots.yml'),
        `layout:\n  root: ${root}\nscheduler:\n  priority: true\n  node-slots: true\n`,
      );
      expect((await labels(bare, ['--config', 'slots.yml'])).some((l) => l.startsWith('nodes:'))).toBe(true);
    });

    it('--config names a file elsewhere, for all four commands', async () => {
      writeFileSync(join(bare, 'alt-sweep.yml'), `layout:\n  root: ${root}\n`);
      const c = ['--config', 'alt-sweep.yml'];
      expect((await run(lint, c, bare)).out).not.toContain('[LAYOUT]');
      expect((await run(plan, [...planArgs, '--repository', 'myorg/bench', ...c], bare)).code).toBe(0);
      expect((await run(explain, [KEY, ...c], bare)).code).toBe(0);
      expect((await run(generate, ['test-config', '--config-keys', KEY, ...c], bare)).code).toBe(0);
    });

    it('explicit path flags still override the config file', async () => {
      const r = await run(
        generate,
        [
          'test-config',
          '--config-keys',
          KEY,
          '--config-files',
          snapshot.amd,
          '--runner-config',
          snapshot.runners,
        ],
        configured,
      );
      // The key is an nvidia one: the amd master alone does not have it.
      expect(r.code).toBe(1);
      expect(r.out + r.err).toContain(KEY);
    });

    it('a bad config file: every command exits 2 with file:line:col', async () => {
      writeFileSync(join(bare, 'bad.yml'), `layout:\n  root: ${root}\n  masterz: []\n`);
      for (const [cmd, argv] of [
        [lint, []],
        [plan, planArgs],
        [explain, [KEY]],
        [generate, ['test-config', '--config-keys', KEY]],
      ] as const) {
        const r = await run(cmd, [...argv, '--config', 'bad.yml'], bare);
        expect(r.code).toBe(2);
        expect(r.err).toMatch(/^bad\.yml:3:3: error/m);
      }
      const missing = await run(lint, ['--config', 'nope.yml'], bare);
      expect(missing.code).toBe(2);
      expect(missing.err).toContain('nope.yml does not exist');
    });
  },
);
