// Before dispatch: every label of every planned job against runners.yaml at the head revision, so a job
// that no runner would take is refused before any GPU time is spent (the sweep workflow's load-plan job
// checks again, as a defence). A finding points at the `runner:` line of the config that planned the row,
// which is where the author fixes it. Pure over the loaded inputs.
import type { Diagnostic } from '../diagnostics.js';
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import { checkRoutes, type RoutingFlags } from '../dispatch/routing.js';
import { plannedRoutes } from '../dispatch/shards.js';
import { configKeyOf, type HeadInputs } from './inputs.js';

export function checkPlannedRoutes(head: HeadInputs, plan: Plan, routing: RoutingFlags): Diagnostic[] {
  const routes = plannedRoutes(plan, routing);
  // Without runners.yaml there is nothing to check against; the planner has said so already.
  if (!routes.length || !head.runners) return [];
  const found = checkRoutes(routes, routing, head.runners, head.runnersPath);
  if (!found.length) return [];
  const rows = new Map<string, Row>();
  for (const b of bucketsOf(plan)) for (const r of b.rows) rows.set(rowIdOf(r), r);
  return found.map((d) => {
    const row = d.path === undefined ? undefined : rows.get(d.path);
    const key = row ? configKeyOf(head.configs, row) : undefined;
    const at = key ? head.configs.locate?.(key, ['runner']) : undefined;
    // The message names the row; the path and position name the config line to change.
    return at ? { ...d, ...at, path: `${key}.runner` } : { ...d, file: head.runnersPath };
  });
}

/**
 * The loader's warning that a config's runner label is not in runners.yaml says less than the error the
 * route check gives at the same line: only the error is kept.
 */
export function withoutSuperseded(
  diagnostics: readonly Diagnostic[],
  routes: readonly Diagnostic[],
): Diagnostic[] {
  const at = new Set(routes.filter((d) => d.file && d.line).map((d) => `${d.file}:${d.line}`));
  return diagnostics.filter(
    (d) => !(d.rule === 'VP-1' && d.severity === 'warning' && at.has(`${d.file}:${d.line}`)),
  );
}
