// The runner labels a row's job requests: the bare runner label, or with the priority
// scheduler on, the self-hosted set with the job's priority/queue-token, attempt, PR skip and node slots.

export interface SchedulerOptions {
  /** PRIORITY_SCHEDULER_ENABLED. */
  enabled: boolean;
  /** NODE_SLOT_SCHEDULER_ENABLED: adds `nodes:<N>`. */
  nodeSlots?: boolean;
  runAttempt?: number;
}

export function runnerLabels(row: Record<string, unknown>, nodes: number, opts: SchedulerOptions): string[] {
  const runner = String(row.runner);
  if (!opts.enabled) return [runner];
  const priority = typeof row.priority === 'string' ? row.priority : '<priority>';
  const token = typeof row['queue-token'] === 'string' ? row['queue-token'] : '<queue-token>';
  const labels = ['self-hosted', runner, `ci-job-${priority}-${token}`, `ci-attempt-${opts.runAttempt ?? 1}`];
  if (row['skip-queue-pr'] !== undefined && row['skip-queue-pr'] !== null)
    labels.push(`ci-skip-queue-pr-${String(row['skip-queue-pr'])}`);
  if (opts.nodeSlots) labels.push(`nodes:${nodes}`);
  return labels;
}
