// One definition of the bundles, shared by the build and by the test that proves dist/ is fresh.
export const banner =
  "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);";

export const bundles = [
  { entry: 'src/index.ts', out: 'dist/index.js' },
  { entry: 'src/cli.ts', out: 'dist/cli.js' },
];

export function options(bundle) {
  return {
    entryPoints: [bundle.entry],
    outfile: bundle.out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: bundle.out.endsWith('cli.js') ? `#!/usr/bin/env node\n${banner}` : banner },
    legalComments: 'none',
    logLevel: 'warning',
    sourcemap: false,
    minify: false,
  };
}
