// Writes docs/rules.md from the rule catalogue (src/rules/catalogue.ts). The renderer is TypeScript, so
// it is bundled in memory with esbuild and imported from a data URL; nothing is written but the doc.
// `node scripts/docs.mjs --check` only reports whether the committed file is current.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const OUT = 'docs/rules.md';
const bundle = await build({
  entryPoints: ['src/rules/docs.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
const code = bundle.outputFiles[0].text;
const { renderRulesDoc } = await import(
  `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
);
const text = renderRulesDoc();
let current = '';
try {
  current = readFileSync(OUT, 'utf8');
} catch {
  // first run: no file yet
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${OUT} is stale: run npm run docs`);
    process.exit(1);
  }
} else if (current !== text) {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
}
