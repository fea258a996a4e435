// dist/ is checked in and must be exactly what the build makes from src/ (the action runs dist/index.js).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without types
import { bundles, options } from '../scripts/build-options.mjs';

describe('dist/', () => {
  for (const bundle of bundles as { entry: string; out: string }[]) {
    it(`${bundle.out} is built from the current ${bundle.entry}`, async () => {
      const result = await build({ ...options(bundle), write: false });
      const fresh = result.outputFiles![0]!.text;
      const committed = readFileSync(bundle.out, 'utf8');
      expect(committed === fresh, `${bundle.out} is stale: run npm run build and commit dist/`).toBe(true);
    });
  }
});
