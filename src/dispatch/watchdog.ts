// The queue watchdog: a benchmark job queued longer than the configured minutes while no online runner
// carries all of its labels waits forever unless someone is told. Pure: the caller lists the run's jobs
// (and, when its token may, the repository's runners).
import { isAttachedLabel } from './routing.js';

export interface QueuedJob {
  name: string;
  /** The row the job runs, when the job name says (the benchmark job is named by its row id). */
  rowId?: string;
  status: string;
  labels: readonly string[];
  /** ISO time the job was queued. */
  createdAt: string;
}

export interface KnownRunner {
  name: string;
  labels: readonly string[];
  /** `online` or `offline` as GitHub lists it; absent counts as online. */
  status?: string;
}

export interface StuckJob {
  job: string;
  rowId?: string;
  labels: string[];
  /** Labels no online runner carries (empty when runners could not be listed, or each label is carried
   *  by some runner but none carries them all). */
  missing: string[];
  minutes: number;
  /** When the job was queued (ISO), as the job listing says. */
  since: string;
}

const WAITING = new Set(['queued', 'waiting', 'pending']);

/**
 * Jobs waiting at least `alertMinutes` that no online runner can take. Without a runner list (the token
 * may not read it) every job waiting that long is reported, with nothing said to be missing.
 */
export function stuckJobs(
  jobs: readonly QueuedJob[],
  now: Date,
  alertMinutes: number,
  runners?: readonly KnownRunner[],
): StuckJob[] {
  const online = runners?.filter((r) => (r.status ?? 'online') === 'online');
  const out: StuckJob[] = [];
  for (const j of jobs) {
    if (!WAITING.has(j.status)) continue;
    const minutes = Math.floor((now.getTime() - Date.parse(j.createdAt)) / 60_000);
    if (!(minutes >= alertMinutes)) continue;
    const fixed = j.labels.filter((l) => !isAttachedLabel(l));
    const carries = (r: KnownRunner) => fixed.every((l) => r.labels.includes(l));
    if (online && online.some(carries)) continue;
    const missing = online ? fixed.filter((l) => !online.some((r) => r.labels.includes(l))) : [];
    out.push({
      job: j.name,
      ...(j.rowId !== undefined ? { rowId: j.rowId } : {}),
      labels: [...j.labels],
      missing,
      minutes,
      since: j.createdAt,
    });
  }
  return out;
}
