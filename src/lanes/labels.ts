// The runner labels a row's job requests, as `explain` shows them: the label set the dispatch builds
// (one builder for both), with the run attempt filled in and placeholders for the per-run fields a
// plan made outside a run does not have yet.
import { ATTEMPT, jobLabels } from '../dispatch/routing.js';

export interface SchedulerOptions {
  /** PRIORITY_SCHEDULER_ENABLED. */
  enabled: boolean;
  /** NODE_SLOT_SCHEDULER_ENABLED: adds `nodes:<N>`. */
  nodeSlots?: boolean;
  runAttempt?: number;
}

export function runnerLabels(row: Record<string, unknown>, nodes: number, opts: SchedulerOptions): string[] {
  const skip = row['skip-queue-pr'];
  const labels = jobLabels(
    {
      runner: String(row.runner),
      priority: typeof row.priority === 'string' ? row.priority : '<priority>',
      'queue-token': typeof row['queue-token'] === 'string' ? row['queue-token'] : '<queue-token>',
      ...(skip !== undefined && skip !== null ? { 'skip-queue-pr': String(skip) } : {}),
      'node-count': nodes,
    },
    { priority: opts.enabled, nodeSlots: !!opts.nodeSlots },
  );
  return labels.map((l) => l.replace(ATTEMPT, String(opts.runAttempt ?? 1)));
}
