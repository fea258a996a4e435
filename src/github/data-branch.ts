// The published results' data branch, read and appended through the DataBranchPort. Reading needs read
// scopes only (PR sweeps); appending is the publication job's (the one job with `contents: write`).
// Appending is exactly-once by its own protocol: read the head, append what is not there yet, commit on
// that head, fast-forward the branch; when the branch moved meanwhile, or the move's outcome is unknown,
// read again — points already published are never added twice.
import { appendRecords, curvePath, type PublishedRecord } from '../results/published.js';
import { GitHubError, type BranchHead, type DataBranchPort } from './port.js';

/** The curve files of these fingerprints at a head (path → text); a curve never published has none. */
async function filesAt(
  port: DataBranchPort,
  head: BranchHead | null,
  fingerprints: Iterable<string>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!head) return out;
  const files = await port.listTreeFiles(head.tree, 'curves');
  for (const fp of new Set(fingerprints)) {
    const sha = files.get(curvePath(fp));
    if (sha) out.set(curvePath(fp), await port.readBlob(sha));
  }
  return out;
}

/** The curve files of these fingerprints (path → text) on the branch; none when the branch is absent. */
export async function readPublished(
  port: DataBranchPort,
  branch: string,
  fingerprints: Iterable<string>,
): Promise<Map<string, string>> {
  return filesAt(port, await port.getBranchHead(branch), fingerprints);
}

export interface PublishOutcome {
  /** Lines appended by this call (0 when every point was already published). */
  appended: number;
  /** The branch head after publishing. */
  commit?: string;
}

const countLines = (files: Map<string, string>, before: Map<string, string>) =>
  [...files].reduce((n, [p, text]) => {
    const old = before.get(p) ?? '';
    return (
      n +
      text
        .slice(old.length)
        .split('\n')
        .filter((l) => l.trim()).length
    );
  }, 0);

/** Appends `records` to their curves' files in one commit; repeated calls add nothing more. */
export async function publishToDataBranch(
  port: DataBranchPort,
  branch: string,
  records: readonly PublishedRecord[],
  message: string,
  tries = 5,
): Promise<PublishOutcome> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    const head = await port.getBranchHead(branch);
    const current = await filesAt(
      port,
      head,
      records.map((r) => r.fingerprint),
    );
    const changes = appendRecords(current, records);
    if (changes.size === 0) return { appended: 0, ...(head ? { commit: head.commit } : {}) };
    const commit = await port.createCommit(
      head,
      [...changes].map(([path, text]) => ({ path, text })),
      message,
    );
    try {
      if ((await port.advanceBranch(branch, head?.commit ?? null, commit)) === 'ok')
        return { appended: countLines(changes, current), commit };
    } catch (e) {
      // The move may have happened: look again before deciding (the next read finds our lines if so).
      if (!(e instanceof GitHubError) || !e.uncertain) throw e;
      last = e;
    }
  }
  throw new Error(
    `could not publish to ${branch} after ${tries} tries: the branch kept moving${last ? ` (${(last as Error).message})` : ''}`,
  );
}
