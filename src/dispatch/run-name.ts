// The sweep workflow's run name carries the PR, head SHA and plan key, so in-flight sweeps can be
// found and compared by plan key (one sweep per plan) from the runs listing alone. The sweep workflow declares
// `run-name: ${{ inputs.title }}`; the title is built here, for PR and manual sweeps alike. A retry run (the
// rows of a sweep that failed for infrastructure reasons, run again) carries the sweep's name, its retry
// number and the run it retries.
export interface SweepRunIdentity {
  pr: number;
  headSha: string;
  planKey: string;
  /** A retry run: its number (1, 2, …) and the sweep run whose rows it re-runs. */
  retry?: { n: number; of: number };
}

const retrySuffix = (r: SweepRunIdentity['retry']) => (r ? ` retry ${r.n} of ${r.of}` : '');

export const sweepRunName = (id: SweepRunIdentity): string =>
  `sweep PR #${id.pr} @ ${id.headSha} plan ${id.planKey}${retrySuffix(id.retry)}`;

export function parseSweepRunName(title: string): SweepRunIdentity | undefined {
  const m = title.match(/^sweep PR #(\d+) @ ([0-9a-f]{7,40}) plan ([0-9a-f]+)(?: retry (\d+) of (\d+))?$/);
  if (!m) return undefined;
  return {
    pr: Number(m[1]),
    headSha: m[2]!,
    planKey: m[3]!,
    ...(m[4] ? { retry: { n: Number(m[4]), of: Number(m[5]) } } : {}),
  };
}

/** A manual sweep has no PR: its name never parses as a PR's sweep, so a PR's events never cancel it. */
export const manualRunName = (id: Omit<SweepRunIdentity, 'pr'>): string =>
  `sweep manual @ ${id.headSha} plan ${id.planKey}${retrySuffix(id.retry)}`;

/** The name of retry run `n` of the sweep run named `title`, whose id is `of`. */
export const retryRunName = (title: string, n: number, of: number): string =>
  `${title.replace(/ retry \d+ of \d+$/, '')}${retrySuffix({ n, of })}`;

/** The retry a run's name says (`… retry <n> of <run>`), whatever the sweep's name. */
export function retryOfName(title: string): { n: number; of: number } | undefined {
  const m = / retry (\d+) of (\d+)$/.exec(title);
  return m ? { n: Number(m[1]), of: Number(m[2]) } : undefined;
}
