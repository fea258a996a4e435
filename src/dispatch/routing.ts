// Runner routing: the one function that builds a benchmark job's `runs-on` label set, and the check
// that every label names a runner before anything is dispatched. Pure.
import { diag, type Diagnostic } from '../diagnostics.js';
import type { RunnersConfig } from '../config/types.js';

export interface RoutingFlags {
  /** The priority scheduler (repository variable PRIORITY_SCHEDULER_ENABLED). */
  priority: boolean;
  /** The node-slot scheduler (NODE_SLOT_SCHEDULER_ENABLED): request `nodes:<N>`. */
  nodeSlots: boolean;
}

export interface RouteRow {
  runner: string;
  priority?: string;
  'queue-token'?: string;
  'skip-queue-pr'?: string;
  /** Nodes the row reserves (1 for single-node rows). */
  'node-count'?: number;
}

/** Stands for the run attempt in a label; the template fills it in with `format(…, github.run_attempt)`. */
export const ATTEMPT = '{0}';

/**
 * The label set of one job. Scheduler off: `[runner]`. On: the exact job and attempt labels an external
 * controller attaches to an idle runner, so GitHub's all-labels rule hands the job to that runner. With
 * node slots, `nodes:<N>` so a multi-node job waits for N free nodes instead of starting on one.
 */
export function jobLabels(row: RouteRow, flags: RoutingFlags): string[] {
  const labels = flags.priority
    ? [
        'self-hosted',
        row.runner,
        `ci-job-${row.priority ?? ''}-${row['queue-token'] ?? ''}`,
        `ci-attempt-${ATTEMPT}`,
        ...(row['skip-queue-pr'] ? [`ci-skip-queue-pr-${row['skip-queue-pr']}`] : []),
      ]
    : [row.runner];
  if (flags.nodeSlots) labels.push(`nodes:${row['node-count'] ?? 1}`);
  return labels;
}

/** The `runs-on` input: the label set as JSON with the attempt left as `{0}` for the template's format(). */
export const runsOnInput = (labels: readonly string[]): string => JSON.stringify(labels);

const LABEL = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,99}$/;

/**
 * Every job's labels before dispatch: the runner must be a label of runners.yaml (a job for a label no
 * runner carries would wait forever), a scheduler label must be well formed, and `nodes:<N>` a positive
 * count. Returns one error per row and problem.
 */
export function checkRoutes(
  rows: readonly (RouteRow & { 'row-id': string })[],
  flags: RoutingFlags,
  runners: RunnersConfig,
): Diagnostic[] {
  const known = new Set([...Object.keys(runners.labels), ...Object.keys(runners.hardware)]);
  const out: Diagnostic[] = [];
  for (const row of rows) {
    const id = row['row-id'];
    if (!known.has(row.runner))
      out.push(
        diag(
          'error',
          'RT-1',
          `row ${id}: runner label '${row.runner}' is not in runners.yaml, so no runner would take the job`,
          {
            path: id,
            fix: `add '${row.runner}' to runners.yaml or use one of its labels`,
          },
        ),
      );
    if (flags.nodeSlots) {
      const n = row['node-count'] ?? 1;
      if (!Number.isInteger(n) || n < 1)
        out.push(
          diag('error', 'RT-1', `row ${id}: node count ${String(n)} gives no valid nodes:<N> label`, {
            path: id,
          }),
        );
    }
    for (const l of jobLabels(row, flags)) {
      const concrete = l.replace(ATTEMPT, '1');
      if (!LABEL.test(concrete))
        out.push(diag('error', 'RT-1', `row ${id}: '${concrete}' is not a valid runner label`, { path: id }));
    }
  }
  return out;
}
