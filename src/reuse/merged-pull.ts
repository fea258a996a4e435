// Which PR a push to the default branch merged. Publication follows exactly one PR, merged, whose merge
// commit is the pushed commit; anything else (no PR, several, an unmerged one, a PR merged as another
// commit) fails closed with a message that names the commit. Pure: the shell lists
// `GET /commits/{sha}/pulls`, then reads the one candidate with `GET /pulls/{number}`.
import type { Refusal } from './messages.js';

/** One item of `GET /repos/{owner}/{repo}/commits/{sha}/pulls` (fields used). */
export interface CommitPull {
  number: number;
}

/** `GET /repos/{owner}/{repo}/pulls/{number}` (fields used). */
export interface PullDetails {
  number: number;
  merged: boolean;
  merge_commit_sha: string | null;
  head: { sha: string };
}

export type Resolved<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const sameSha = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The one PR the listing names for the pushed commit. */
export function pullForCommit(sha: string, listing: readonly CommitPull[]): Resolved<number> {
  const numbers = [...new Set(listing.map((p) => p.number))].sort((a, b) => a - b);
  if (numbers.length === 0) return { ok: false, refusal: { code: 'commit-no-pr', params: { sha } } };
  if (numbers.length > 1)
    return {
      ok: false,
      refusal: {
        code: 'commit-several-prs',
        params: { sha, count: String(numbers.length), prs: numbers.map((n) => `#${n}`).join(', ') },
      },
    };
  return { ok: true, value: numbers[0]! };
}

export interface MergedPull {
  number: number;
  /** The PR's head when it merged: the revision its reuse source must have benchmarked. */
  headSha: string;
  mergeSha: string;
}

/** The candidate's details confirm it: merged, as exactly the pushed commit. */
export function confirmMergedPull(sha: string, pull: PullDetails): Resolved<MergedPull> {
  const pr = String(pull.number);
  if (!pull.merged) return { ok: false, refusal: { code: 'commit-pr-not-merged', params: { sha, pr } } };
  if (!pull.merge_commit_sha || !sameSha(pull.merge_commit_sha, sha))
    return {
      ok: false,
      refusal: {
        code: 'commit-other-merge-sha',
        params: { sha, pr, mergeSha: pull.merge_commit_sha ?? 'none' },
      },
    };
  return { ok: true, value: { number: pull.number, headSha: pull.head.sha, mergeSha: sha } };
}

/** Both steps at once, when the caller already holds the candidate's details. */
export function resolveMergedPull(
  sha: string,
  listing: readonly CommitPull[],
  details: (number: number) => PullDetails | undefined,
): Resolved<MergedPull> {
  const one = pullForCommit(sha, listing);
  if (!one.ok) return one;
  const pull = details(one.value);
  if (!pull || pull.number !== one.value)
    return { ok: false, refusal: { code: 'commit-pr-not-merged', params: { sha, pr: String(one.value) } } };
  return confirmMergedPull(sha, pull);
}
