// The sweep workflow's run name carries the PR, head SHA and plan key, so in-flight sweeps can be
// found and compared by plan key (one sweep per plan) from the runs listing alone. The sweep workflow declares
// `run-name: ${{ inputs.title }}`; the title is built here, for PR and manual sweeps alike.
export interface SweepRunIdentity {
  pr: number;
  headSha: string;
  planKey: string;
}

export const sweepRunName = (id: SweepRunIdentity): string =>
  `sweep PR #${id.pr} @ ${id.headSha} plan ${id.planKey}`;

export function parseSweepRunName(title: string): SweepRunIdentity | undefined {
  const m = title.match(/^sweep PR #(\d+) @ ([0-9a-f]{7,40}) plan ([0-9a-f]+)$/);
  return m ? { pr: Number(m[1]), headSha: m[2]!, planKey: m[3]! } : undefined;
}

/** A manual sweep has no PR: its name never parses as a PR's sweep, so a PR's events never cancel it. */
export const manualRunName = (id: Omit<SweepRunIdentity, 'pr'>): string =>
  `sweep manual @ ${id.headSha} plan ${id.planKey}`;
