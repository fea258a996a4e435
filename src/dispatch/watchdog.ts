// The queue watchdog: a benchmark job queued longer than the configured minutes while no runner
// carries all of its labels waits forever unless someone is told. Pure: the caller lists the run's jobs
// (and, when its token may, the repository's runners).
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
}

export interface StuckJob {
  job: string;
  rowId?: string;
  labels: string[];
  /** Labels no listed runner carries (empty when runners could not be listed). */
  missing: string[];
  minutes: number;
}

/** Labels an external controller attaches only when it hands the job over: never "missing". */
const ATTACHED = /^(?:ci-job-|ci-attempt-|ci-skip-queue-pr-|ci-lease-)/;

export function stuckJobs(
  jobs: readonly QueuedJob[],
  now: Date,
  alertMinutes: number,
  runners?: readonly KnownRunner[],
): StuckJob[] {
  const out: StuckJob[] = [];
  for (const j of jobs) {
    if (j.status !== 'queued' && j.status !== 'waiting' && j.status !== 'pending') continue;
    const minutes = Math.floor((now.getTime() - Date.parse(j.createdAt)) / 60_000);
    if (!(minutes >= alertMinutes)) continue;
    const fixed = j.labels.filter((l) => !ATTACHED.test(l));
    const carries = (r: KnownRunner) => fixed.every((l) => r.labels.includes(l));
    if (runners && runners.some(carries)) continue;
    const missing = runners ? fixed.filter((l) => !runners.some((r) => r.labels.includes(l))) : [];
    out.push({
      job: j.name,
      ...(j.rowId !== undefined ? { rowId: j.rowId } : {}),
      labels: [...j.labels],
      missing,
      minutes,
    });
  }
  return out;
}
