// append-only entries (02 §7) the whole way, from git refs: `sweep plan --repo` on a repository whose head
// extends one curve of the reference snapshot.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plan } from '../../src/cli/plan.js';
import { needsReference, repoRoot, snapshot } from '../support/reference.js';

describe('append-only from git refs', needsReference('inputs'), () => {
  const root = mkdtempSync(join(tmpdir(), 'plan-append-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const entry =
    '\n- config-keys:\n    - dsr1-fp4-mi355x-sglang\n  description:\n    - "extend"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n  append-only: true\n';

  function repo(name: string, edit: (amd: string) => string) {
    const dir = join(root, name);
    mkdirSync(join(dir, 'configs'), { recursive: true });
    const g = (...a: string[]) =>
      spawnSync('git', ['-C', dir, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], { encoding: 'utf8' });
    writeFileSync(join(dir, 'configs/amd-master.yaml'), readFileSync(snapshot.amd));
    writeFileSync(join(dir, 'configs/nvidia-master.yaml'), readFileSync(snapshot.nvidia));
    writeFileSync(join(dir, 'configs/runners.yaml'), readFileSync(snapshot.runners));
    writeFileSync(join(dir, 'perf-changelog.yaml'), readFileSync(snapshot.changelog));
    g('init', '-q');
    g('add', '-A');
    g('commit', '-qm', 'base');
    writeFileSync(join(dir, 'configs/amd-master.yaml'), edit(readFileSync(snapshot.amd, 'utf8')));
    writeFileSync(join(dir, 'perf-changelog.yaml'), readFileSync(snapshot.changelog, 'utf8') + entry);
    g('commit', '-qam', 'head');
    return dir;
  }
  async function run(dir: string) {
    let stdout = '';
    let stderr = '';
    const code = await plan(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'inferencex'], {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      cwd: repoRoot,
      env: {},
    });
    return { code, stdout, stderr };
  }

  it('runs only the new point of the extended curve, without evals', async () => {
    const dir = repo('extend', (t) =>
      t.replace('{ tp: 4, conc-start: 4, conc-end: 64 }', '{ tp: 4, conc-start: 4, conc-end: 128 }'),
    );
    const r = await run(dir);
    expect(r.stderr).not.toMatch(/ error /);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      single_node: Record<string, { tp: number; conc: number }[]>;
      evals: unknown[];
      changelog_metadata: { entries: Record<string, unknown>[] };
    };
    expect(out.single_node['8k1k']!.map((x) => [x.tp, x.conc])).toEqual([[4, 128]]);
    expect(out.evals).toEqual([]);
    expect(out.changelog_metadata.entries[0]).toMatchObject({ 'append-only': true });
  });

  it('refuses an append-only PR that also edits an unselected config (P-13)', async () => {
    const dir = repo('other', (t) =>
      t
        .replace('{ tp: 4, conc-start: 4, conc-end: 64 }', '{ tp: 4, conc-start: 4, conc-end: 128 }')
        .replace('model: amd/DeepSeek-R1-0528-MXFP4\n', 'model: amd/DeepSeek-R1-0528-MXFP4-x\n'),
    );
    const r = await run(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "error [P-13] append-only PR changed configs not selected by its changelog entry: ['dsr1-fp4-mi355x-sglang-mtp']",
    );
  });

  it('refuses removing a point (P-14)', async () => {
    const dir = repo('remove', (t) =>
      t.replace('{ tp: 4, conc-start: 4, conc-end: 64 }', '{ tp: 4, conc-start: 8, conc-end: 128 }'),
    );
    const r = await run(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error [P-14] append-only may not remove existing concurrency points: [4]');
  });
});
