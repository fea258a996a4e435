// One definition of the bundles, shared by the build and by the test that proves dist/ is fresh.
// The CLI is split into chunks so each command loads only its own code (a PR plan must start fast);
// the action is one file, as action.yml runs it. The positioned YAML parser is a file of its own, beside
// both, that the code loads synchronously only when a message needs a position (src/yaml/lib.ts): its
// path is named to each bundle relative to where that bundle's code runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const banner =
  "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  sourcemap: false,
  minify: false,
};

/**
 * The positioned YAML parser's own file, `chunks/yaml.cjs` below the root of a build (where the action's
 * and the CLI's code look for it): a build into another directory builds this one there too.
 */
export function yamlFile(root) {
  return {
    ...common,
    format: 'cjs',
    stdin: { contents: "module.exports = require('yaml');", resolveDir: repoRoot, loader: 'js' },
    outfile: `${root}/chunks/yaml.cjs`,
  };
}

/**
 * The schema library's own file, `chunks/zod.cjs`, loaded the same way on first use (src/zod/lib.ts): the
 * members src/zod/lib.ts lists (ZOD_MEMBERS), so the rest of the package is left out.
 */
export function zodFile(root) {
  const lib = readFileSync(`${repoRoot}src/zod/lib.ts`, 'utf8');
  const members = /ZOD_MEMBERS = \[([^\]]*)\]/.exec(lib)[1].match(/[A-Za-z]+/g);
  return {
    ...yamlFile(root),
    stdin: { contents: `export { ${members.join(', ')} } from 'zod';`, resolveDir: repoRoot, loader: 'js' },
    outfile: `${root}/chunks/zod.cjs`,
  };
}

export const bundles = [
  {
    name: 'action',
    options: {
      ...common,
      entryPoints: ['src/index.ts'],
      outfile: 'dist/index.js',
      banner: { js: banner },
      define: { SWEEP_YAML_MODULE: '"./chunks/yaml.cjs"', SWEEP_ZOD_MODULE: '"./chunks/zod.cjs"' },
    },
  },
  {
    name: 'cli',
    options: {
      ...common,
      entryPoints: { cli: 'src/cli.ts' },
      outdir: 'dist',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      banner: { js: banner },
      // Every chunk that loads it lives in chunks/.
      define: { SWEEP_YAML_MODULE: '"./yaml.cjs"', SWEEP_ZOD_MODULE: '"./zod.cjs"' },
    },
  },
  { name: 'yaml', options: yamlFile('dist') },
  { name: 'zod', options: zodFile('dist') },
];

/** Every file the build writes below dist/: the committed tree must hold exactly these. */
export const outputRoot = 'dist';
