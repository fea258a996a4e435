// dist/ is checked in and must be exactly what the build makes from src/ (the action runs dist/index.mjs,
// the workflows run dist/cli.js): same files, same bytes, nothing left over from an older build.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without types
import { bundles, commandNames, outputRoot } from '../scripts/build-options.mjs';

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('dist/', () => {
  it('holds exactly the bundles built from the current src/', async () => {
    const fresh = new Map<string, string>();
    for (const b of bundles as { options: object }[]) {
      const result = await build({ ...b.options, write: false });
      for (const f of result.outputFiles!) fresh.set(relative(process.cwd(), f.path), f.text);
    }
    const committed = listFiles(outputRoot as string).sort();
    expect(committed, 'run npm run build and commit dist/').toEqual([...fresh.keys()].sort());
    for (const [file, text] of fresh) {
      expect(
        readFileSync(file, 'utf8') === text,
        `${file} is stale: run npm run build and commit dist/`,
      ).toBe(true);
    }
  });

  it('has a command bundle for every command the CLI lists, and no other', () => {
    const help = spawnSync(process.execPath, [join(outputRoot as string, 'cli.js'), '--help'], {
      encoding: 'utf8',
    }).stdout;
    const listed = [...help.matchAll(/^ {2}([a-z-]+) {2}/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...(commandNames as string[])].sort());
  });
});
