// The layout of a git revision, read from its trees: the same decision `git ls-tree -r` over the marker
// paths gives (git's own listing is the oracle), in the odd cases too.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatFile } from '../git/index.js';
import { detectLayout, LAYOUT_PROBES } from './detect.js';
import { findLayoutAtRef } from './find.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const git = (dir: string, ...a: string[]) => {
  const r = spawnSync('git', ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...a], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`git ${a.join(' ')}: ${r.stderr}`);
  return r.stdout;
};

/** A repository with one commit holding `files` (path → content; `->target` makes a symlink). */
function repoWith(files: Record<string, string>, gitlinks: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'layout-ref-'));
  dirs.push(dir);
  git(dir, 'init', '-q');
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    if (text.startsWith('->')) symlinkSync(text.slice(2), join(dir, p));
    else writeFileSync(join(dir, p), text);
  }
  git(dir, 'add', '-A');
  // A submodule entry (a commit in the tree) without a submodule checkout.
  for (const p of gitlinks) git(dir, 'update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},${p}`);
  git(dir, 'commit', '-qm', 'one', '--allow-empty');
  return dir;
}

/** What the marker listing of git itself decides. */
const byLsTree = (dir: string, ref: string) => {
  const listed = new Set(git(dir, 'ls-tree', '-r', '--name-only', ref, '--', ...LAYOUT_PROBES).split('\n'));
  return detectLayout((p) => listed.has(p));
};

const CASES: [string, Record<string, string>, string[]?][] = [
  ['the root layout', { 'configs/nvidia-master.yaml': 'k: {}\n', 'perf-changelog.yaml': '[]\n' }],
  ['the inferencex-e2e layout', { 'inferencex-e2e/configs/runners.yaml': 'r: []\n', 'README.md': 'x' }],
  ['only a changelog under inferencex-e2e/', { 'inferencex-e2e/perf-changelog.yaml': '[]\n' }],
  [
    'both layouts (ambiguous)',
    { 'configs/amd-master.yaml': 'a: {}\n', 'inferencex-e2e/configs/nvidia-master.yaml': 'n: {}\n' },
  ],
  ['neither', { 'docs/configs/nvidia-master.yaml': 'k: {}\n', 'src/x.ts': '' }],
  ['a marker path that is a folder', { 'configs/nvidia-master.yaml/inside.yaml': 'k: {}\n' }],
  ['configs as a link to a folder', { 'real/nvidia-master.yaml': 'k: {}\n', configs: '->real' }],
  ['a marker that is a link', { 'configs/runners.yaml': '->elsewhere.yaml' }],
  ['inferencex-e2e as a file', { 'inferencex-e2e': 'not a folder\n' }],
  ['a marker that is a submodule entry', { 'README.md': 'x' }, ['inferencex-e2e/perf-changelog.yaml']],
  [
    'names with spaces and non-ASCII letters beside the markers',
    { 'configs/nvidia master.yaml': 'x', 'configs/ñvidia-master.yaml': 'x', 'perf-changelog.yaml ': 'x' },
  ],
  ['an empty commit', {}],
];

describe('findLayoutAtRef reads the trees and decides as the marker listing does', () => {
  for (const [name, files, gitlinks] of CASES) {
    it(name, async () => {
      const dir = repoWith(files, gitlinks);
      const found = await findLayoutAtRef(dir, 'HEAD');
      expect(found).toEqual(byLsTree(dir, 'HEAD'));
      // Through a reader the caller holds open: the same answer, and the reader still serves.
      const objects = openCatFile(dir);
      try {
        expect(await findLayoutAtRef(dir, 'HEAD', objects)).toEqual(found);
        const r = await objects.read(['HEAD^{commit}']);
        expect('objects' in r && r.objects[0]?.type).toBe('commit');
      } finally {
        objects.close();
      }
    });
  }

  it('both layouts: the ambiguity names both files', async () => {
    const dir = repoWith(CASES[3]![1]);
    const found = await findLayoutAtRef(dir, 'HEAD');
    expect(found.diagnostics.map((d) => d.message)).toEqual([
      'the repository holds the configs in two layouts (configs/nvidia-master.yaml and inferencex-e2e/configs/nvidia-master.yaml); which ones to use is ambiguous',
    ]);
  });

  it('a bare repository, a ref that names nothing, and a directory that is no repository', async () => {
    const dir = repoWith(CASES[1]![1]);
    const bare = join(mkdtempSync(join(tmpdir(), 'layout-bare-')), 'r.git');
    dirs.push(dirname(bare));
    spawnSync('git', ['clone', '-q', '--bare', dir, bare]);
    expect((await findLayoutAtRef(bare, 'HEAD')).layout.name).toBe('inferencex-e2e');
    expect((await findLayoutAtRef(bare, 'no-such-ref')).layout.name).toBe('root');
    expect((await findLayoutAtRef(dirname(bare), 'HEAD')).layout.name).toBe('root');
  });
});
