// The thin shells around detectLayout: a working tree on disk, or a revision of a git repository.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openCatFile, treeEntries, type CatFile } from '../git/index.js';
import { detectLayout, LAYOUT_PROBES, type Detected } from './detect.js';

/** The layout of the working tree at `root`. */
export function findLayout(root: string): Detected {
  return detectLayout((p) => existsSync(join(root, p)));
}

/** The folders holding the probed paths (`''` is the root), each read once as a tree. */
const PROBED_DIRS = [...new Set(LAYOUT_PROBES.map((p) => p.slice(0, p.lastIndexOf('/') + 1)))];

/**
 * The layout of `ref` in the repository at `repo`: the trees of the folders the marker paths are in, read
 * through `objects` (an open reader of that repository) or a reader of its own. A path exists when its
 * folder lists it as anything but a folder (a file, a link, a submodule), as `git ls-tree -r` would list
 * it. When git cannot say (no such ref), the layout is detected from nothing (the root layout), so the
 * caller's own read of the files reports the problem as it always has.
 */
export async function findLayoutAtRef(repo: string, ref: string, objects?: CatFile): Promise<Detected> {
  // A ref is never an option.
  if (ref.startsWith('-')) return detectLayout(() => false);
  const reader = objects ?? openCatFile(repo);
  let r;
  try {
    r = await reader.read(PROBED_DIRS.map((d) => `${ref}:${d.replace(/\/$/, '')}`));
  } finally {
    if (!objects) reader.close();
  }
  const present = new Set<string>();
  if (!('error' in r)) {
    r.objects.forEach((tree, i) => {
      if (!tree?.tree) return;
      for (const e of treeEntries(tree.tree, tree.sha)) if (!e.isTree) present.add(PROBED_DIRS[i] + e.name);
    });
  }
  return detectLayout((p) => present.has(p));
}
