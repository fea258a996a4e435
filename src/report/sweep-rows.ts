// Where every planned row of a sweep stands, from the jobs GitHub lists for the sweep run and its retry
// runs (every attempt): the newest job of a row decides (job ids grow with time, across runs and
// attempts), except that a job which skipped its launcher never hides an earlier success. A failed row
// carries the class of its failure, which the caller classified from the job's log. Pure.
import { selectCanary, type CanaryMode } from '../dispatch/canary.js';
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import { BEFORE_LAUNCH_STEP } from '../dispatch/stop.js';
import { jobFor } from '../dispatch/table.js';
import type { Classification } from '../failures/classify.js';

/** One job of a run, as GitHub lists it. */
export interface ViewJob {
  id: number;
  name: string;
  attempt: number;
  status: string;
  conclusion: string | null;
  createdAt?: string | null;
  startedAt?: string | null;
  completedAt: string | null;
  runnerName?: string | null;
  labels?: string[];
  steps?: { name: string; number: number; status: string; conclusion: string | null }[];
}

/** The sweep run (retry 0) or one of its retry runs, with its jobs. */
export interface ViewRun {
  id: number;
  retry: number;
  url?: string;
  /** Someone cancelled the run (a maintainer, a newer plan, or fail-fast): its cancelled jobs are not failures. */
  cancelled: boolean;
  jobs: ViewJob[];
}

export type RowState =
  | 'succeeded'
  | 'failed'
  | 'running'
  | 'queued'
  | 'cancelled'
  /** Fail-fast stopped its family before the launcher ran (the job ended at once, no GPU time). */
  | 'stopped'
  /** No job ran it: its family was skipped (a canary failed) or it has not been reached yet. */
  | 'waiting';

export interface RowView {
  rowId: string;
  row: Row;
  /** The sweep job of the bucket table that runs it, or its canary job. */
  family: string;
  canary: boolean;
  state: RowState;
  /** The newest job of the row and its run. */
  job?: ViewJob;
  run?: ViewRun;
  /** The class of the newest job's failure (state `failed`), as the caller classified it. */
  failure?: Classification;
}

/** Benchmark jobs are named by their row id, the last part of the job's name. */
export const rowIdOfJob = (name: string): string => name.split(' / ').at(-1)!.trim();

const WAITING = new Set(['queued', 'waiting', 'pending', 'requested']);

/** A job that ended at the stop step: its launcher was skipped (fail-fast stopped its family). */
export function stoppedBeforeLaunch(job: ViewJob): boolean {
  const steps = job.steps ?? [];
  const at = steps.findIndex((s) => s.name === BEFORE_LAUNCH_STEP);
  return job.conclusion === 'success' && at >= 0 && steps[at + 1]?.conclusion === 'skipped';
}

/** The row's state as its newest job says. */
export function stateOf(job: ViewJob | undefined, run: ViewRun | undefined): RowState {
  if (!job || !run) return 'waiting';
  if (job.status !== 'completed') return WAITING.has(job.status) ? 'queued' : 'running';
  switch (job.conclusion) {
    case 'success':
      return stoppedBeforeLaunch(job) ? 'stopped' : 'succeeded';
    case 'failure':
    case 'timed_out':
      return 'failed';
    case 'cancelled':
      // A job nobody cancelled was cancelled by the platform: a failure like any other.
      return run.cancelled ? 'cancelled' : 'failed';
    default:
      return 'waiting';
  }
}

/** Whether one job of a row is newer than another: GitHub's job ids grow with time, across runs. */
const newer = (a: { run: ViewRun; job: ViewJob }, b: { run: ViewRun; job: ViewJob }): boolean =>
  a.job.id > b.job.id;

const succeeded = (j: ViewJob) => j.conclusion === 'success' && !stoppedBeforeLaunch(j);

export function sweepRows(
  plan: Plan,
  canary: CanaryMode,
  runs: readonly ViewRun[],
  classOf: (job: ViewJob, run: ViewRun) => Classification | undefined = () => undefined,
): RowView[] {
  const canaries = new Map(selectCanary(plan, canary).canaries.map((c) => [c.rowId, c.job]));
  const newest = new Map<string, { run: ViewRun; job: ViewJob }>();
  const success = new Map<string, { run: ViewRun; job: ViewJob }>();
  for (const run of runs)
    for (const job of run.jobs) {
      const id = rowIdOfJob(job.name);
      const prev = newest.get(id);
      if (!prev || newer({ run, job }, prev)) newest.set(id, { run, job });
      const ok = success.get(id);
      if (succeeded(job) && (!ok || newer({ run, job }, ok))) success.set(id, { run, job });
    }
  // A stop (fail-fast, or a row a retry run finished) never hides a result the row already has.
  for (const [id, n] of newest)
    if (stoppedBeforeLaunch(n.job) && success.has(id)) newest.set(id, success.get(id)!);
  return bucketsOf(plan).flatMap((b) =>
    b.rows.map((row): RowView => {
      const rowId = rowIdOf(row);
      const n = newest.get(rowId);
      const state = stateOf(n?.job, n?.run);
      const failure = state === 'failed' && n ? classOf(n.job, n.run) : undefined;
      return {
        rowId,
        row,
        family: canaries.get(rowId) ?? jobFor(b.bucket)?.job ?? b.bucket,
        canary: canaries.has(rowId),
        state,
        ...(n ? { job: n.job, run: n.run } : {}),
        ...(failure ? { failure } : {}),
      };
    }),
  );
}

/** Every job of a row in every run (the GPU time it took), oldest first. */
export function jobsOfRow(rowId: string, runs: readonly ViewRun[]): { run: ViewRun; job: ViewJob }[] {
  return runs
    .flatMap((run) => run.jobs.filter((j) => rowIdOfJob(j.name) === rowId).map((job) => ({ run, job })))
    .sort((a, b) => (newer(a, b) ? 1 : -1));
}

/** The first step that failed, as GitHub lists the job's steps. */
export const failedStepOf = (job: ViewJob): string | undefined =>
  job.steps?.find((s) => s.conclusion === 'failure')?.name;
