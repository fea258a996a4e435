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
  const located = found.map((d) => {
    const row = d.path === undefined ? undefined : rows.get(d.path);
    const key = row ? configKeyOf(head.configs, row) : undefined;
    const at = key ? head.configs.locate?.(key, ['runner']) : undefined;
    // The message names the row; the path and position name the config line to change.
    return at
      ? { finding: { ...d, ...at, path: `${key}.runner` }, key }
      : { finding: { ...d, file: head.runnersPath } };
  });
  return byConfig(located);
}

/** `row <name> (<id>): its job would wait for the runner label '<label>', which no runner in <file> carries…` */
const WAITS =
  /^row (?<row>.+?): its job would wait for the runner label '(?<label>.+)', which no runner in (?<rest>\S+ carries.*)$/;
const MAX_ROWS = 10;

/**
 * One finding per config and label no runner carries, naming its rows: a config plans many rows on one
 * label, and the author changes one line for all of them.
 */
function byConfig(located: { finding: Diagnostic; key?: string }[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const groups = new Map<
    string,
    { first: Diagnostic; key: string; label: string; rest: string; rows: string[] }
  >();
  for (const { finding, key } of located) {
    const m = key ? WAITS.exec(finding.message) : null;
    if (!m?.groups || !key) {
      out.push(finding);
      continue;
    }
    const { row, label, rest } = m.groups as { row: string; label: string; rest: string };
    const id = `${finding.file}:${finding.line}:${label}`;
    const g = groups.get(id);
    if (g) g.rows.push(row);
    else {
      const entry = { first: finding, key, label, rest, rows: [row] };
      groups.set(id, entry);
      out.push(finding);
    }
  }
  return out.map((d) => {
    const g = [...groups.values()].find((x) => x.first === d);
    if (!g) return d;
    const shown = g.rows.slice(0, MAX_ROWS).join(', ');
    const more = g.rows.length > MAX_ROWS ? ` and ${g.rows.length - MAX_ROWS} more` : '';
    return {
      ...d,
      message: `${g.key}: ${g.rows.length} job(s) would wait for the runner label '${g.label}', which no runner in ${g.rest} (rows ${shown}${more})`,
    };
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
