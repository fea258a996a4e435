// `sweep plan` command line: file mode, output formats, errors on stderr and as JSON (02 §9, §10).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { needsReference, repoRoot, snapshot } from '../../test/support/reference.js';
import { UsageError, type CliIo } from './io.js';
import { plan } from './plan.js';

const dir = mkdtempSync(join(tmpdir(), 'plan-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appended = (keys: string[], extra = '') =>
  `\n- config-keys:\n${keys.map((k) => `    - ${k}\n`).join('')}  description:\n    - "cli test"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n${extra}`;

function headFile(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, readFileSync(snapshot.changelog, 'utf8') + text);
  return p;
}

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: repoRoot,
    env: {},
  };
  const code = await plan(argv, io);
  return { code, stdout, stderr };
}

const files = () => [
  '--base-file',
  snapshot.changelog,
  '--config-files',
  `${snapshot.amd},${snapshot.nvidia}`,
  '--runner-config',
  snapshot.runners,
  '--ci-priority',
  snapshot.ciPriority,
];

describe('sweep plan (file mode)', needsReference('inputs'), () => {
  it('--format inferencex prints exactly the 7 keys, rows without product keys, with priority annotation', async () => {
    const head = headFile('one.yaml', appended(['dsr1-fp4-mi355x-sglang']));
    const r = await run([
      '--head-file',
      head,
      ...files(),
      '--format',
      'inferencex',
      '--base',
      'main',
      '--head',
      'pr',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(out).sort()).toEqual(
      [
        'agentic_evals',
        'changelog_metadata',
        'evals',
        'multi_node',
        'multinode_agentic_evals',
        'multinode_evals',
        'single_node',
      ].sort(),
    );
    const rows = (out.single_node as Record<string, Record<string, unknown>[]>)['8k1k']!;
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row).not.toHaveProperty('row-id');
      expect(row).not.toHaveProperty('node-count');
      expect(row.priority).toBe('3.000'); // 1 + fp4 0.75 + sglang 0.5 + dsr1 0.75
      expect(row['queue-token']).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(out.changelog_metadata).toMatchObject({ base_ref: 'main', head_ref: 'pr' });
  });

  it('--format json keeps row-id and gpu-count (node-count on multi-node rows only) and lists bucket sizes', async () => {
    const head = headFile('json.yaml', appended(['dsr1-fp4-mi355x-sglang']));
    const r = await run(['--head-file', head, ...files()]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      ok: boolean;
      rows: Record<string, unknown>[];
      buckets: Record<string, number>;
      plan: { single_node: Record<string, Record<string, unknown>[]> };
    };
    expect(out.ok).toBe(true);
    expect(out.buckets).toMatchObject({ 'single_node.8k1k': 10, evals: 4 });
    const row = out.plan.single_node['8k1k']![0]!;
    expect(row['row-id']).toMatch(/^[0-9a-f]{16}$/);
    expect(typeof row['gpu-count']).toBe('number');
    expect(row['node-count']).toBeUndefined();
    expect(out.rows).toHaveLength(14);
    expect(out.rows[0]).toEqual({ 'row-id': row['row-id'], bucket: 'single_node.8k1k', entry: 773 }); // the 773rd changelog entry
  });

  it('--format table prints one line per row and the bucket counts', async () => {
    const head = headFile('table.yaml', appended(['dsr1-fp4-mi355x-sglang']));
    const r = await run(['--head-file', head, ...files(), '--format', 'table']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^bucket\s+row-id\s+exp-name\s+runner\s+conc\s+priority$/);
    expect(r.stdout).toContain('14 rows: single_node.8k1k=10 evals=4');
  });

  it('errors: non-zero exit, every error on stderr with file:line:col, a JSON error object with --format json', async () => {
    const head = headFile('bad.yaml', appended(['no-such-key', 'dsr1-fp8-h20?-sglang']));
    const r = await run(['--head-file', head, ...files()]);
    expect(r.code).toBe(1);
    const errors = r.stderr.split('\n').filter((l) => l.includes(' error '));
    expect(errors).toHaveLength(2);
    // File mode names the changelog file the user gave.
    expect(errors[0]).toMatch(
      /^\S*bad\.yaml:\d+:\d+: error \[P-11\] Config key 'no-such-key' not found in master configs\./,
    );
    expect(errors[1]).toContain("Config key 'dsr1-fp8-h20?-sglang' not found");
    const out = JSON.parse(r.stdout) as { ok: boolean; errors: { rule: string; line: number }[] };
    expect(out.ok).toBe(false);
    expect(out.errors.map((e) => e.rule)).toEqual(['P-11', 'P-11']);
    expect(out.errors[0]!.line).toBeGreaterThan(6000);
  });

  it("--config-files takes the reference generator's space-separated form, and a repeated flag, like a,b", async () => {
    const head = headFile('forms.yaml', appended(['dsr1-fp4-mi355x-sglang']));
    const rest = ['--runner-config', snapshot.runners, '--ci-priority', snapshot.ciPriority];
    const argv = (files: string[]) => [
      '--head-file',
      head,
      '--base-file',
      snapshot.changelog,
      ...files,
      ...rest,
    ];
    const comma = await run(argv(['--config-files', `${snapshot.amd},${snapshot.nvidia}`]));
    const spaced = await run(argv(['--config-files', snapshot.amd, snapshot.nvidia]));
    const repeated = await run(argv(['--config-files', snapshot.amd, '--config-files', snapshot.nvidia]));
    expect(comma.code).toBe(0);
    expect(JSON.parse(comma.stdout)).toMatchObject({ ok: true, buckets: { evals: 4 } });
    expect(spaced).toEqual(comma);
    expect(repeated).toEqual(comma);
  });

  it('no appended entry: exit 0, an empty plan and a note on stderr (CL-8 no-entry)', async () => {
    const r = await run(['--head-file', snapshot.changelog, ...files(), '--format', 'inferencex']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      single_node: {},
      multi_node: {},
      evals: [],
      changelog_metadata: { entries: [] },
    });
    expect(r.stderr).toContain('nothing to sweep');
  });
});

describe('sweep plan (git mode and usage)', () => {
  it('V-1: a bad ref fails, never an empty diff', async () => {
    const repo = join(dir, 'repo');
    spawnSync('git', ['init', '-q', repo]);
    const r = await run(['--repo', repo, '--base', 'nope', '--head', 'HEAD', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error \[V-1\] could not read perf-changelog\.yaml at nope: /);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, errors: [{ rule: 'V-1' }] });
  });

  it(
    'CL-1: a branch behind a main that gained entries plans only its own entry (merge-base)',
    needsReference('inputs'),
    async () => {
      const repo = join(dir, 'stale');
      const g = (...a: string[]) => {
        const r = spawnSync('git', ['-C', repo, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], {
          encoding: 'utf8',
        });
        if (r.status !== 0) throw new Error(r.stderr);
      };
      spawnSync('mkdir', ['-p', join(repo, 'configs')]);
      for (const [from, to] of [
        [snapshot.amd, 'configs/amd-master.yaml'],
        [snapshot.nvidia, 'configs/nvidia-master.yaml'],
        [snapshot.runners, 'configs/runners.yaml'],
        [snapshot.changelog, 'perf-changelog.yaml'],
      ] as const) {
        writeFileSync(join(repo, to), readFileSync(from));
      }
      g('init', '-q', '-b', 'main');
      g('add', '-A');
      g('commit', '-qm', 'base');
      g('checkout', '-qb', 'pr');
      writeFileSync(
        join(repo, 'perf-changelog.yaml'),
        readFileSync(snapshot.changelog, 'utf8') + appended(['dsr1-fp4-mi355x-sglang']),
      );
      g('commit', '-qam', 'pr entry');
      g('checkout', '-q', 'main');
      writeFileSync(
        join(repo, 'perf-changelog.yaml'),
        readFileSync(snapshot.changelog, 'utf8') + appended(['dsv4-fp4-b200-sglang']),
      );
      g('commit', '-qam', 'someone else');
      const r = await run(['--repo', repo, '--base', 'main', '--head', 'pr', '--format', 'inferencex']);
      expect(r.stderr).not.toMatch(/ error /);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as {
        changelog_metadata: { base_ref: string; head_ref: string; entries: { 'config-keys': string[] }[] };
      };
      expect(out.changelog_metadata.entries.map((e) => e['config-keys'])).toEqual([
        ['dsr1-fp4-mi355x-sglang'],
      ]);
      expect(out.changelog_metadata).toMatchObject({ base_ref: 'main', head_ref: 'pr' });
    },
  );

  it(
    'CC-1 --run-id A and --run-id B on the same commit give the same plan key (queue tokens differ)',
    needsReference('inputs'),
    async () => {
      const repo = join(dir, 'runs');
      const g = (...a: string[]) => {
        const r = spawnSync('git', ['-C', repo, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], {
          encoding: 'utf8',
        });
        if (r.status !== 0) throw new Error(r.stderr);
        return r.stdout.trim();
      };
      spawnSync('mkdir', ['-p', join(repo, 'configs')]);
      for (const [from, to] of [
        [snapshot.amd, 'configs/amd-master.yaml'],
        [snapshot.nvidia, 'configs/nvidia-master.yaml'],
        [snapshot.runners, 'configs/runners.yaml'],
        [snapshot.ciPriority, 'configs/ci-priority.yaml'],
        [snapshot.changelog, 'perf-changelog.yaml'],
      ] as const) {
        writeFileSync(join(repo, to), readFileSync(from));
      }
      g('init', '-q', '-b', 'main');
      g('add', '-A');
      g('commit', '-qm', 'base');
      writeFileSync(
        join(repo, 'perf-changelog.yaml'),
        readFileSync(snapshot.changelog, 'utf8') + appended(['dsr1-fp4-mi355x-sglang']),
      );
      g('commit', '-qam', 'pr entry');
      const sha = g('rev-parse', 'HEAD');
      const plan = async (runId: string, head: string, labels: string[] = ['full-sweep-enabled']) => {
        const r = await run([
          '--repo',
          repo,
          '--base',
          'HEAD~1',
          '--head',
          head,
          '--format',
          'json',
          '--run-id',
          runId,
          ...labels.flatMap((l) => ['--label', l]),
        ]);
        expect(r.code, r.stderr).toBe(0);
        return JSON.parse(r.stdout) as {
          key: string;
          plan: { single_node: Record<string, { 'queue-token': string }[]> };
        };
      };
      const a = await plan('5000', 'HEAD');
      const b = await plan('5001', sha);
      const tokens = (p: typeof a) =>
        Object.values(p.plan.single_node)
          .flat()
          .map((r) => r['queue-token']);
      expect(tokens(a).length).toBeGreaterThan(0);
      expect(tokens(a)).not.toEqual(tokens(b));
      expect(a.key).toMatch(/^[0-9a-f]{64}$/);
      expect(b.key).toBe(a.key);
      // What runs does change the key: another mode (priority label, hence other runner labels).
      expect((await plan('5000', 'HEAD', ['full-sweep-fail-fast'])).key).not.toBe(a.key);
    },
  );

  it('usage errors throw (the router prints them and exits 2)', async () => {
    await expect(run(['--base', 'a'])).rejects.toThrow(/--base and --head/);
    await expect(run(['--base', 'a', '--head', 'b', '--format', 'yaml'])).rejects.toThrow(/--format/);
  });

  it('an unknown flag or a stray argument is a usage error with the help, not an internal error', async () => {
    await expect(run(['--bogus'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['--bogus'])).rejects.toThrow(/--bogus[\s\S]*usage: sweep plan/);
    await expect(run(['--base', 'a', '--head', 'b', 'stray'])).rejects.toBeInstanceOf(UsageError);
    await expect(run(['--base', 'a', '--head', 'b', '--run-attempt', 'x'])).rejects.toThrow(/--run-attempt/);
  });
});
