import { build } from 'esbuild';
import { chmodSync } from 'node:fs';
import { bundles, options } from './build-options.mjs';

for (const bundle of bundles) {
  await build(options(bundle));
  if (bundle.out.endsWith('cli.js')) chmodSync(bundle.out, 0o755);
}
