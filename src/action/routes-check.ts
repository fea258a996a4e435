// Before dispatch: every label of every planned job against runners.yaml at the head revision, so a job
// that no runner would take is refused before any GPU time is spent (the sweep workflow's load-plan job
// checks again, as a defence). Pure over `read`.
import { loadRunners } from '../config/load.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Plan } from '../dispatch/plan.js';
import { checkRoutes, type RoutingFlags } from '../dispatch/routing.js';
import { plannedRoutes } from '../dispatch/shards.js';

export function checkPlannedRoutes(
  read: (path: string) => string | undefined,
  plan: Plan,
  runnersPath: string,
  routing: RoutingFlags,
): Diagnostic[] {
  const routes = plannedRoutes(plan, routing);
  if (!routes.length) return [];
  const text = read(runnersPath);
  // Without runners.yaml there is nothing to check against; the planner has said so already.
  if (text === undefined) return [];
  const runners = loadRunners({ path: runnersPath, text }).value;
  return checkRoutes(routes, routing, runners, runnersPath).map((d) => ({ ...d, file: runnersPath }));
}
