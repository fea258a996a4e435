// The manual route: a validated dispatch request → test-config rows from the master configs at
// `ref` (read as git objects, or the working tree) → a plan in the same shape as a PR plan.
import { checkRoutes, type RoutingFlags } from '../dispatch/routing.js';
import { plannedRoutes } from '../dispatch/shards.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMasterConfigs, loadRunners, type SourceFile } from '../config/load.js';
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import type { ManualRequest } from '../decide/manual.js';
import { planSchema, type Plan } from '../dispatch/plan.js';
import { revParse } from '../git/index.js';
import { generateTestConfig } from '../plan/generate.js';
import { bucketOf, emptyPlan, pushToBucket } from '../plan/pr-output.js';
import { findLayout, findLayoutAtRef } from '../layout/find.js';
import type { Layout } from '../layout/detect.js';
import { gitReader } from './pipeline.js';

export type ManualPlanner = (
  req: ManualRequest,
) => Promise<{ plan?: Plan; sha: string; diagnostics: Diagnostic[] }>;

export function gitManualPlanner(
  workspace: string,
  opts: { layout?: Layout; routing?: RoutingFlags } = {},
): ManualPlanner {
  const routing = opts.routing ?? { priority: false, nodeSlots: false };
  return async (req) => {
    const ref = req.ref || 'HEAD';
    const sha = await revParse(workspace, ref).catch(() => '');
    const blob = sha ? gitReader(workspace, sha) : undefined;
    const read = (path: string): SourceFile | undefined => {
      const file = join(workspace, path);
      const text = blob ? blob(path) : existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      return text === undefined ? undefined : { path, text };
    };
    if (req.ref && !sha)
      return {
        sha,
        diagnostics: [diag('error', 'WD-1', `ref '${req.ref}' is not a commit here`, { path: 'inputs.ref' })],
      };
    // The repository config file's layout; without one, the inputs at the root or under inferencex-e2e/,
    // as the revision (or the working tree) has them.
    const found = opts.layout
      ? { layout: opts.layout, diagnostics: [] }
      : sha
        ? await findLayoutAtRef(workspace, sha)
        : findLayout(workspace);
    if (found.diagnostics.length) return { sha, diagnostics: found.diagnostics };
    const paths = found.layout.paths;
    const masters = paths.masters.map(read);
    const runnersFile = read(paths.runners);
    const missing = [...paths.masters, paths.runners].filter((_, i) => ![...masters, runnersFile][i]);
    if (missing.length)
      return {
        sha,
        diagnostics: missing.map((p) =>
          diag('error', 'VL-1', `Input file '${p}' does not exist.`, { file: p }),
        ),
      };
    const configs = loadMasterConfigs(masters as SourceFile[]);
    const runners = loadRunners(runnersFile!);
    const diagnostics = [...configs.diagnostics, ...runners.diagnostics];
    if (hasErrors(diagnostics)) return { sha, diagnostics };
    const out = generateTestConfig(
      configs.value,
      runners.value,
      { configKeys: req.configKeys, ...(req.conc.length ? { conc: req.conc } : {}) },
      {
        mode:
          req.evals === 'none'
            ? 'none'
            : req.evals === 'only' || req.evals === 'all-only'
              ? 'evals-only'
              : 'default',
        allEvals: req.evals === 'all' || req.evals === 'all-only',
      },
    );
    diagnostics.push(...out.diagnostics);
    if (hasErrors(diagnostics)) return { sha, diagnostics };
    const plan = emptyPlan(sha, sha);
    for (const row of out.rows)
      pushToBucket(plan, bucketOf(row, row['eval-only'] === true ? 'eval' : 'throughput'), row);
    const parsed = planSchema().parse(plan);
    // Every job's labels against runners.yaml, as on the PR route: a label no runner carries is refused.
    diagnostics.push(...checkRoutes(plannedRoutes(parsed, routing), routing, runners.value, paths.runners));
    return { plan: parsed, sha, diagnostics };
  };
}
