// Sticky comments on GitHub: one comment per PR and marker, found over all pages, updated in
// place, newest version wins.
//
// Race safety without locks: every body carries a version (a run id, which only grows). A writer
//  1. lists all comments (an incomplete listing throws: never act on a partial list);
//  2. keeps the OLDEST matching comment as the canonical one and deletes younger duplicates (a 404 means a
//     racing writer already deleted it);
//  3. writes only if its version is newer than the canonical comment's;
//  4. after creating a comment, lists again: if a racing writer created one too, both writers agree on the
//     oldest, delete the younger, and the newer version is written into the survivor.
// Two racers therefore converge on one comment holding the newest version.
import type { GitHubPort, IssueComment } from '../github/port.js';
import type { StickySpec } from '../report/sticky.js';

export type StickyOutcome =
  | { action: 'created' | 'updated' | 'unchanged' | 'kept-newer'; id: number; deleted: number[] }
  | { action: 'skipped'; reason: string };

export async function upsertSticky(
  port: GitHubPort,
  issue: number,
  spec: StickySpec,
): Promise<StickyOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const mine = await own(port, issue, spec);
    if (mine.length === 0) {
      const created = await port.createComment(issue, spec.body);
      if (!port.live) return { action: 'created', id: created.id, deleted: [] };
      const after = await own(port, issue, spec);
      const deleted = await dedupe(port, after);
      const keep = after[0];
      if (!keep) continue; // our comment vanished (deleted by a racer that saw a younger duplicate); retry
      if (keep.id !== created.id && newer(spec, keep.body)) await port.updateComment(keep.id, spec.body);
      return { action: 'created', id: keep.id, deleted };
    }
    const deleted = await dedupe(port, mine);
    const keep = mine[0]!;
    if (!newer(spec, keep.body))
      return { action: keep.body === spec.body ? 'unchanged' : 'kept-newer', id: keep.id, deleted };
    if (keep.body === spec.body) return { action: 'unchanged', id: keep.id, deleted };
    try {
      await port.updateComment(keep.id, spec.body);
      return { action: 'updated', id: keep.id, deleted };
    } catch (e) {
      if ((e as { status?: number }).status !== 404) throw e;
      // Deleted between listing and update: start over from a fresh listing.
    }
  }
  return { action: 'skipped', reason: 'the sticky comment kept changing under us' };
}

async function own(port: GitHubPort, issue: number, spec: StickySpec): Promise<IssueComment[]> {
  const all = await port.listComments(issue);
  return all.filter((c) => c.user === spec.bot && spec.matches(c)).sort((a, b) => a.id - b.id);
}

async function dedupe(port: GitHubPort, sorted: IssueComment[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const c of sorted.slice(1)) if (await port.deleteComment(c.id)) deleted.push(c.id);
  return deleted;
}

function newer(spec: StickySpec, existing: string): boolean {
  const v = spec.versionOf(existing);
  return v === undefined || spec.version >= v;
}
