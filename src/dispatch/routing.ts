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
 * Labels no runners.yaml entry lists: every self-hosted runner carries `self-hosted`, and the priority
 * scheduler's controller attaches the job, attempt, skip and lease labels to the runner it hands the
 * job to.
 */
export const isAttachedLabel = (label: string): boolean =>
  label === 'self-hosted' || /^ci-(?:job|attempt|skip-queue-pr|lease)-/.test(label);

/** A planned job as the check sees it: its routing fields, row id, a readable name, single or multi node. */
export interface CheckedRoute extends RouteRow {
  'row-id': string;
  /** The row's experiment name, for messages (the id alone says little to a reader). */
  name?: string;
  multiNode?: boolean;
}

/** Labels of runners.yaml that sound like `label` (same name under `cluster:`, or one containing it). */
function closeLabels(label: string, known: readonly string[]): string[] {
  const bare = label.replace(/^cluster:/, '');
  return known
    .filter((k) => k !== label && (k === `cluster:${bare}` || k === bare || k.includes(bare)))
    .slice(0, 3);
}

/**
 * Every job's labels before dispatch: the runner must be a label of runners.yaml that lists runners (a
 * job for a label no runner carries would wait forever), a scheduler label must be well formed, and with
 * node slots every multi-node row must say how many nodes it reserves. One error per row and problem.
 */
export function checkRoutes(
  rows: readonly CheckedRoute[],
  flags: RoutingFlags,
  runners: RunnersConfig,
  file = 'runners.yaml',
): Diagnostic[] {
  const listed = Object.keys(runners.labels).filter((l) => (runners.labels[l] ?? []).length > 0);
  const known = new Set(listed);
  const records = new Set(Object.keys(runners.hardware));
  const out: Diagnostic[] = [];
  for (const row of rows) {
    const id = row['row-id'];
    const who = row.name && row.name !== id ? `row ${row.name} (${id})` : `row ${id}`;
    for (const l of jobLabels(row, flags)) {
      const concrete = l.replace(ATTEMPT, '1');
      if (!LABEL.test(concrete)) {
        out.push(diag('error', 'RT-1', `${who}: '${concrete}' is not a valid runner label`, { path: id }));
        continue;
      }
      if (isAttachedLabel(l)) continue;
      // `nodes:<N>` is the node-slot scheduler's; its count is checked below.
      if (l.startsWith('nodes:')) continue;
      if (known.has(l)) continue;
      const near = closeLabels(l, listed);
      const record = records.has(l) ? ` (it has a hardware record there, but no runners under labels:)` : '';
      out.push(
        diag(
          'error',
          'RT-1',
          `${who}: its job would wait for the runner label '${l}', which no runner in ${file} carries${record}`,
          {
            path: id,
            fix:
              `register runners with the label '${l}' and list them under labels: in ${file}, or change the ` +
              `config's runner to a label ${file} has${near.length ? ` (${near.map((n) => `'${n}'`).join(', ')}?)` : ''}`,
          },
        ),
      );
    }
    if (flags.nodeSlots) {
      const n = row['node-count'];
      if (n === undefined && row.multiNode)
        out.push(
          diag('error', 'RT-1', `${who}: a multi-node row without a node count would request nodes:1`, {
            path: id,
            fix: 'plan the row with its node-count (the planner derives it from the recipe or the workers)',
          }),
        );
      else if (n !== undefined && (!Number.isInteger(n) || n < 1))
        out.push(
          diag('error', 'RT-1', `${who}: node count ${String(n)} gives no valid nodes:<N> label`, {
            path: id,
            fix: 'give the row a node count of at least 1',
          }),
        );
    }
  }
  return out;
}
