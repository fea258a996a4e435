// A directory of downloaded artifacts as the results core reads it: each sub-directory is one artifact
// (as `actions/download-artifact` lays them out), named by its folder; files directly in the directory
// form one artifact named after the directory itself (one artifact downloaded on its own, or merged).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { ArtifactInput } from '../results/read.js';

/** Result files are JSON; logs, tarballs and samples are not read (nor held in memory). */
const READ = /\.json$/;

function filesBelow(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && READ.test(e.name))
        out.push({ path: relative(dir, p).split('\\').join('/'), text: readFileSync(p, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

export function readArtifactsDir(dir: string): ArtifactInput[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const out: ArtifactInput[] = [];
  const loose = entries.filter((e) => e.isFile() && READ.test(e.name));
  if (loose.length)
    out.push({
      name: basename(dir),
      files: loose.map((e) => ({ path: e.name, text: readFileSync(join(dir, e.name), 'utf8') })),
    });
  for (const e of entries)
    if (e.isDirectory()) out.push({ name: e.name, files: filesBelow(join(dir, e.name)) });
  return out;
}
