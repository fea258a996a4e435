// A user's repository as `sweep init` leaves it: only the caller workflows and the config file; the
// product's reusable workflows and action are referenced by `owner/repo/...@ref` and resolve to this checkout.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadRunners } from '../config/load.js';
import { initFiles, lanesFile } from '../install/files.js';
import { resolveRepoConfig } from '../repo-config/config.js';

const cache = new Map<string, string>();

/**
 * Writes `sweep init`'s files for `root` ('.' or e.g. 'inferencex-e2e') into `dir`: the callers, the
 * config file and, where the product ships a launch policy for the layout, the lanes file for the clusters
 * the repository's runners.yaml has (as `sweep init` does).
 */
export function writeInitFiles(dir: string, root = '.'): void {
  const write = (f: { path: string; text: string }) => {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.text);
  };
  for (const f of initFiles(root)) write(f);
  const { layout } = resolveRepoConfig({ layout: { root } });
  const runnersFile = join(dir, layout.runners);
  const runners = existsSync(runnersFile)
    ? loadRunners({ path: layout.runners, text: readFileSync(runnersFile, 'utf8') }).value
    : undefined;
  const lanes = lanesFile(layout, runners);
  if (lanes && !existsSync(join(dir, lanes.path))) write(lanes);
}

/** A temporary repository holding only `sweep init`'s output (one per layout, reused). */
export function consumerRoot(root = '.'): string {
  let dir = cache.get(root);
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'sweep-consumer-'));
    writeInitFiles(dir, root);
    cache.set(root, dir);
  }
  return dir;
}
