// The curve diff's base rows come from git objects at the merge base, never from the working tree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multi, RUNNERS, single } from '../plan/test-helpers-curves.js';
import { curveDiffFromGit } from './curve-diff-git.js';

const PATH = 'configs/nvidia-master.yaml';
const entry = (keys: string[], extra: Record<string, unknown> = {}) => ({ 'config-keys': keys, ...extra });
const K2 = 'dsr1-fp8-b200-sglang';
const MN = 'dsr1-fp4-gb200-dynamo-trt';

describe('the base rows come from git objects at the merge base', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('plans the same keys at the base commit, not at the working tree', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'curve-diff-'));
    dirs.push(repo);
    const g = (...a: string[]) => {
      const r = spawnSync('git', ['-C', repo, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], {
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(r.stderr);
    };
    mkdirSync(join(repo, 'configs'));
    writeFileSync(join(repo, 'configs/runners.yaml'), RUNNERS);
    writeFileSync(join(repo, PATH), [single(K2), multi(MN)].join('\n'));
    g('init', '-q', '-b', 'main');
    g('add', '-A');
    g('commit', '-qm', 'base');
    g('checkout', '-qb', 'pr');
    writeFileSync(join(repo, PATH), [single(K2, { image: 'lmsysorg/sglang:v0.5.16' }), multi(MN)].join('\n'));
    g('commit', '-qam', 'bump');
    // The working tree says something else again: it must not be read.
    writeFileSync(join(repo, PATH), [single(K2, { image: 'dirty:tree' }), multi(MN)].join('\n'));
    const r = await curveDiffFromGit(
      repo,
      { base: 'main', head: 'pr' },
      { masters: [PATH], runners: 'configs/runners.yaml' },
      [entry([K2, MN])],
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.baseSha).toMatch(/^[0-9a-f]{40}$/);
    expect(r.diff!.keys).toEqual([
      { key: K2, status: 'changed', appendOnly: false },
      { key: MN, status: 'unchanged', appendOnly: false },
    ]);
    expect(r.diff!.curves.filter((c) => c.status === 'changed').map((c) => c.changes[0]!.head)).toEqual([
      'lmsysorg/sglang:v0.5.16',
      'lmsysorg/sglang:v0.5.16',
    ]);
  });

  it('a bad ref is a positioned error, not an empty diff', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'curve-diff-'));
    dirs.push(repo);
    spawnSync('git', ['init', '-q', repo]);
    const r = await curveDiffFromGit(
      repo,
      { base: 'nope', head: 'HEAD' },
      { masters: [PATH], runners: 'r' },
      [],
    );
    expect(r.diff).toBeUndefined();
    expect(r.diagnostics).toMatchObject([{ severity: 'error', rule: 'V-1' }]);
  });
});
