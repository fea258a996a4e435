import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';
import { bundles, outputRoot } from './build-options.mjs';

rmSync(outputRoot, { recursive: true, force: true });
for (const b of bundles) await build(b.options);
chmodSync(`${outputRoot}/cli.js`, 0o755);
