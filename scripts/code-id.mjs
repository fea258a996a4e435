// The digest of the product's sources (every .ts file below src/ but tests, by path and content): the
// build gives it to the CLI as SWEEP_CODE_ID, and the CLI run from the sources makes the same one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root the repository root @returns {string} */
export function sourcesDigest(root) {
  const files = [];
  const walk = (dir) => {
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) files.push(rel);
    }
  };
  walk('src');
  const h = createHash('sha256');
  for (const f of files.sort())
    h.update(`${f}\0`)
      .update(readFileSync(join(root, f)))
      .update('\0');
  return h.digest('hex').slice(0, 32);
}
