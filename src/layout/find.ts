// The thin shells around detectLayout: a working tree on disk, or a revision of a git repository.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../git/index.js';
import { detectLayout, LAYOUT_PROBES, type Detected } from './detect.js';

/** The layout of the working tree at `root`. */
export function findLayout(root: string): Detected {
  return detectLayout((p) => existsSync(join(root, p)));
}

/**
 * The layout of `ref` in the repository at `repo`: one `git ls-tree` over the marker paths. When git
 * cannot say (no such ref), the layout is detected from nothing (the root layout), so the caller's own
 * read of the files reports the problem as it always has.
 */
export async function findLayoutAtRef(repo: string, ref: string): Promise<Detected> {
  // A ref is never an option.
  if (ref.startsWith('-')) return detectLayout(() => false);
  const r = await git(repo, ['ls-tree', '-r', '--name-only', ref, '--', ...LAYOUT_PROBES]);
  const present = new Set(r.status === 0 ? r.stdout.toString('utf8').split('\n').filter(Boolean) : []);
  return detectLayout((p) => present.has(p));
}
