// A user's repository as `sweep init` leaves it: only the caller workflows and the config file; the
// product's reusable workflows and action are referenced by `owner/repo/...@ref` and resolve to this checkout.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { initFiles } from '../install/files.js';

const cache = new Map<string, string>();

/** Writes `sweep init`'s files for `root` ('.' or e.g. 'inferencex-e2e') into `dir`. */
export function writeInitFiles(dir: string, root = '.'): void {
  for (const f of initFiles(root)) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.text);
  }
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
