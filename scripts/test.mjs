// Runs the whole suite with vitest and prints the one summary line CI reads: `N passed, N failed`. When
// the reference project's data is absent, one line before it names the suites that were skipped for it.
// The action's end-to-end suites and the CLI's runtime test then run again on Node 24, the runtime
// action.yml declares (fetched from the npm registry by scripts/node24.mjs): a line names the Node
// versions that ran, and the summary line counts both runs. `SWEEP_NODE24=0` (or arguments that select
// tests, as in `npm test -- src/plan`) runs the first pass only.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { node24 } from './node24.mjs';

/** What runs on Node 24 too: the consumer scenario, the HTTP-fake suites and the built CLI. */
const NODE24_SUITES = ['test/e2e/', 'test/github/', 'test/install/runtime.test.ts'];
/** Not again on Node 24: the simulator's GPU-hour measurement (arithmetic over simulated time, two minutes). */
const NODE24_EXCLUDE = ['test/e2e/efficiency.test.ts'];

const args = process.argv.slice(2).filter((a) => a !== '--node24');
const withNode24 =
  process.argv.includes('--node24') || (args.length === 0 && process.env.SWEEP_NODE24 !== '0');
mkdirSync('.tmp', { recursive: true });

const main = vitest('npx', ['vitest'], args, join('.tmp', 'vitest-report.json'));
const total = { ...main.counts };
const versions = [`${process.versions.node} (all suites)`];
if (withNode24) {
  let extra;
  try {
    const node = node24();
    extra = vitest(
      node.bin,
      ['node_modules/vitest/vitest.mjs'],
      [...NODE24_SUITES, ...NODE24_EXCLUDE.flatMap((f) => ['--exclude', f])],
      join('.tmp', 'vitest-report-node24.json'),
      {
        PATH: `${dirname(node.bin)}:${process.env.PATH ?? ''}`,
      },
    );
    versions.push(`${node.version} (action end-to-end suites and the CLI: ${NODE24_SUITES.join(', ')})`);
  } catch (e) {
    console.error(`Node 24: ${e.message}`);
    extra = { counts: { passed: 0, failed: 1, skipped: 0 } };
    versions.push('24 (not obtained: counted as a failure)');
  }
  for (const k of Object.keys(total)) total[k] += extra.counts[k];
  console.log(`node versions: ${versions.join(', ')}`);
}
const line = main.report && referenceSkips(main.report);
if (line) console.log(line);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);

/** One vitest run with the JSON reporter into `out`: its counts (a suite that fails to load counts as failed). */
function vitest(cmd, entry, extraArgs, out, env = {}) {
  rmSync(out, { force: true });
  const run = spawnSync(
    cmd,
    [...entry, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
    counts.passed = report.numPassedTests;
    counts.failed = report.numFailedTests;
    counts.skipped = report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no tests to count: count it as a failure.
    counts.failed += report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
  } catch {
    counts.failed += 1;
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  return { counts, report };
}

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
