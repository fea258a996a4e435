// One definition of the bundles, shared by the build and by the test that proves dist/ is fresh.
// The CLI is a small CommonJS entry (cli.js: the command table and a loader) and one self-contained CommonJS
// bundle per command (commands/<name>.cjs), so a PR plan loads only its own code. The action is one
// file, as action.yml runs it. The positioned YAML parser is a file of its own, beside both, that the code
// loads synchronously only when a message needs a position (src/yaml/lib.ts): its path is named to each
// bundle relative to where that bundle's code runs.
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
  // A YAML file the code imports is its text (the shipped lanes policy, src/lanes/presets/).
  loader: { '.yaml': 'text' },
};

/** The CLI's commands: `commands/<name>.cjs` is built from src/cli/<name>.ts (src/cli.ts names them). */
export const commandNames = [
  'generate',
  'plan',
  'lint',
  'explain',
  'dispatch',
  'init',
  'merge-changelog',
  'process-result',
  'check-result',
  'results',
  'demo',
];

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

/** In a CommonJS bundle, `import.meta.url` is the bundle's own file URL, as it is for an ES module. */
const importMetaUrl = "var __import_meta_url = require('node:url').pathToFileURL(__filename).href;";

/** The CLI below `root`: `cli.js` (the bin), `commands/*.cjs` and the YAML parser's file. */
export function cliFiles(root) {
  return [
    {
      ...common,
      // CommonJS too (dist/package.json says so): an ES module entry would start Node's ES module loader,
      // about 7 ms and 1.7 MB of every run.
      format: 'cjs',
      entryPoints: ['src/cli.ts'],
      outfile: `${root}/cli.js`,
      banner: { js: importMetaUrl },
      define: { SWEEP_COMMAND_BUNDLES: '"./commands/"', 'import.meta.url': '__import_meta_url' },
      // The commands' own modules are what the bundles hold: the entry only names them for the sources.
      external: commandNames.map((n) => `./cli/${n}.js`),
    },
    {
      // Marks the .js files below the root as CommonJS (the repository's package.json says module).
      entryPoints: ['scripts/dist-package.json'],
      loader: { '.json': 'copy' },
      outdir: root,
      entryNames: 'package',
      logLevel: 'warning',
    },
    {
      ...common,
      format: 'cjs',
      entryPoints: Object.fromEntries(commandNames.map((n) => [n, `src/cli/${n}.ts`])),
      outdir: `${root}/commands`,
      outExtension: { '.js': '.cjs' },
      banner: { js: importMetaUrl },
      define: {
        'import.meta.url': '__import_meta_url',
        SWEEP_YAML_MODULE: '"../chunks/yaml.cjs"',
        SWEEP_ZOD_MODULE: '"../chunks/zod.cjs"',
      },
    },
    yamlFile(root),
    zodFile(root),
  ];
}

const [cli, distPackage, commands, yaml, zod] = cliFiles('dist');

export const bundles = [
  {
    name: 'action',
    options: {
      ...common,
      entryPoints: ['src/index.ts'],
      // .mjs: dist/package.json makes .js files CommonJS.
      outfile: 'dist/index.mjs',
      banner: { js: banner },
      define: { SWEEP_YAML_MODULE: '"./chunks/yaml.cjs"', SWEEP_ZOD_MODULE: '"./chunks/zod.cjs"' },
    },
  },
  { name: 'cli', options: cli },
  { name: 'dist-package', options: distPackage },
  { name: 'commands', options: commands },
  { name: 'yaml', options: yaml },
  { name: 'zod', options: zod },
];

/** Every file the build writes below dist/: the committed tree must hold exactly these. */
export const outputRoot = 'dist';
