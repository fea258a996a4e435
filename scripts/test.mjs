// Runs the whole suite with vitest and prints the one summary line CI reads: `N passed, N failed`. When
// the reference project's data is absent, one line before it names the suites that were skipped for it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const out = join('.tmp', 'vitest-report.json');
mkdirSync('.tmp', { recursive: true });
rmSync(out, { force: true });
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...process.argv.slice(2),
];
const run = spawnSync('npx', args, { stdio: 'inherit' });

let passed = 0;
let failed = 0;
let skipped = 0;
let report;
try {
  report = JSON.parse(readFileSync(out, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no tests to count: count it as a failure.
  failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} catch {
  failed += 1;
}
if (run.status !== 0 && failed === 0) failed = 1;
const line = report && referenceSkips(report);
if (line) console.log(line);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** One line: the test files whose reference-data tests were skipped, by the part they need, and the fix. */
function referenceSkips(report) {
  const parts = { inputs: new Map(), outputs: new Map() };
  for (const file of report.testResults)
    for (const t of file.assertionResults) {
      if (t.status !== 'skipped' && t.status !== 'pending') continue;
      // A test that needs both parts is counted under the outputs, the part a plain checkout lacks.
      const part = t.tags?.includes('reference-outputs')
        ? 'outputs'
        : t.tags?.includes('reference-inputs')
          ? 'inputs'
          : null;
      if (!part) continue;
      const name = relative(process.cwd(), file.name);
      parts[part].set(name, (parts[part].get(name) ?? 0) + 1);
    }
  const list = (m) =>
    `${[...m.values()].reduce((a, b) => a + b, 0)} tests (${[...m.keys()].sort().join(', ')})`;
  const where = process.env.REFERENCE_DATA || '../shared/reference/inferencex';
  const fix =
    'to run them, set REFERENCE_DATA to a folder holding snapshot/ (the reference repository checked out at ' +
    "843c6254) and golden/ (the reference planner's outputs)";
  if (parts.inputs.size)
    return (
      `reference data not found at ${where}: skipped ${list(parts.inputs)} that need its configs and changelog` +
      `${parts.outputs.size ? ` and ${list(parts.outputs)} that need the reference planner's outputs` : ''}; ${fix}`
    );
  if (parts.outputs.size)
    return `reference data at ${where} has no golden/: skipped ${list(parts.outputs)} that need the reference planner's outputs; ${fix}`;
  return '';
}
