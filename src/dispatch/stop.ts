// The per-family fail-fast stop, named once. GitHub cancels whole runs only, so a family is stopped by a
// signal its queued jobs read before they take GPU time: a commit status on the swept revision, one
// context per family, pointing at the sweep's run. The watcher sets it on a benchmark (or unknown)
// failure; each benchmark job's step before the launcher reads it and, when its family is stopped, skips
// the launcher. Retry runs of the sweep read the statuses of the run they retry. Pure.

/** The step of the benchmark templates that looks for the stop before the launcher runs. */
export const BEFORE_LAUNCH_STEP = 'fail-fast stop (before any GPU time)';

/** The commit status context that stops one family (a sweep job of the bucket table). */
export const stopContext = (family: string): string => `sweep-stop/${family}`;

/** The family a stop context names, or undefined for another context. */
export const familyOfStop = (context: string): string | undefined =>
  /^sweep-stop\/([a-z0-9-]+)$/.exec(context)?.[1];

/** The run a stop's target URL points at (`…/actions/runs/<id>`), or undefined. */
export const runOfStop = (targetUrl: string | undefined): number | undefined => {
  const m = /\/actions\/runs\/(\d+)(?:$|[/?#])/.exec(targetUrl ?? '');
  return m ? Number(m[1]) : undefined;
};
