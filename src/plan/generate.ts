// The generator's public face: one engine, two selections (full-sweep, test-config)
// as pure filters before it, eval marking after it, then the product's own keys (`row-id`, `gpu-count`)
// appended to every row, and `node-count` to every multi-node row (docs/rows.md). Everything is data in,
// data out; problems are Diagnostics.
import { diag, type Diagnostic } from '../diagnostics.js';
import type { MasterConfigs, RunnersConfig } from '../config/types.js';
import { canonicalJson } from './canonical.js';
import { at, expand, type GenRow, type Row } from './expand.js';
import { markEvals, type EvalMode, type EvalOptions, type EvalPolicy } from './evals.js';
import { markEvalsV2 } from './evals-v2.js';
import {
  selectFullSweep,
  selectTestConfig,
  type FullSweepFilters,
  type Selection,
  type TestConfigOptions,
} from './filters.js';
import { ADDED_ROW_KEYS, PRODUCT_ROW_KEYS, recipeFingerprint, rowId } from './fingerprint.js';
import { GENERATOR_POLICY } from './policy.js';
import { gpusPerNode, rowTopology } from './topology.js';

export type { EvalMode, EvalOptions, EvalPolicy, FullSweepFilters, TestConfigOptions, Row };
export { ADDED_ROW_KEYS, canonicalJson, PRODUCT_ROW_KEYS, recipeFingerprint, rowId };

export interface GenerateResult {
  rows: Row[];
  diagnostics: Diagnostic[];
  /** The config key each row came from (parallel to `rows`), for people-facing views. */
  configKeys?: string[];
}

export function generateFullSweep(
  configs: MasterConfigs,
  runners: RunnersConfig,
  filters: FullSweepFilters,
  evals: EvalOptions,
): GenerateResult {
  return run(configs, runners, evals, filters.stepSize ?? GENERATOR_POLICY.defaultStep, () =>
    selectFullSweep(configs, runners, filters),
  );
}

export function generateTestConfig(
  configs: MasterConfigs,
  runners: RunnersConfig,
  opts: TestConfigOptions,
  evals: EvalOptions,
): GenerateResult {
  return run(configs, runners, evals, GENERATOR_POLICY.defaultStep, () =>
    selectTestConfig(configs, runners, opts),
  );
}

/** The eval policy in force: the one asked for, else v2 where runners.yaml has the newer `clusters:` records. */
export function evalPolicyOf(runners: RunnersConfig, evals: Pick<EvalOptions, 'policy'> = {}): EvalPolicy {
  return evals.policy ?? (runners.clusters ? 'v2' : 'v1');
}

function run(
  configs: MasterConfigs,
  runners: RunnersConfig,
  evals: EvalOptions,
  step: number,
  select: () => Selection,
): GenerateResult {
  if (evals.allEvals && evals.mode === 'none') {
    return {
      rows: [],
      diagnostics: [diag('error', 'VG-3', '--all-evals cannot be combined with --no-evals')],
    };
  }
  const selection = select();
  const diagnostics = [...selection.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error')) return { rows: [], diagnostics };
  const expanded = expand(selection.configs, { step, runners, runnerValues: selection.runnerValues });
  diagnostics.push(...expanded.diagnostics);
  const marked = (evalPolicyOf(runners, evals) === 'v2' ? markEvalsV2 : markEvals)(expanded.rows, evals);
  const rows = addProductKeys(marked, runners, configs, diagnostics);
  return { rows, diagnostics, configKeys: marked.map((g) => g.key) };
}

function addProductKeys(
  rows: GenRow[],
  runners: RunnersConfig,
  configs: MasterConfigs,
  diagnostics: Diagnostic[],
): Row[] {
  const gpnCache = new Map<string, number>();
  const seen = new Map<string, GenRow>();
  const out: Row[] = [];
  for (const g of rows) {
    const row = g.row;
    const id = rowId(row);
    const first = seen.get(id);
    if (first) {
      // The August 2026 snapshot has 5 such rows (a repeated agentic item); the generator keeps them for
      // parity and says so; the planner decides whether a duplicate blocks dispatch.
      diagnostics.push(
        diag(
          'warning',
          'MX-2',
          `duplicate row ${id} (${String(row['exp-name'])} on ${String(row.runner)}): the same job is generated twice`,
          { ...at(configs, g.key, []), fix: 'remove the repeated search-space item or concurrency' },
        ),
      );
    } else seen.set(id, g);
    const runner = String(row.runner);
    let gpn = gpnCache.get(runner);
    if (gpn === undefined) gpnCache.set(runner, (gpn = gpusPerNode(runner, runners)));
    const topo = rowTopology(row, gpn);
    row['row-id'] = id;
    row['gpu-count'] = topo['gpu-count'];
    // `node-count` where the reference writes it: on multi-node rows (a single-node row is one node, and
    // says so by its shape). An aggregated item's row already carries the nodes it declared (`num-nodes`).
    if ('prefill' in row && row['node-count'] === undefined) row['node-count'] = topo['node-count'];
    out.push(row);
  }
  return out;
}
