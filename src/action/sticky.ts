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
//
// Listings lag behind creates: a comment this run created (or an earlier step of the same job, whose id
// it was handed) counts as present even when the listing does not show it yet, so it is updated, never
// posted a second time. A sticky that must never exist twice, even for a moment (the status comment), is
// created only by the writer that wins a claim on GitHub (`createOnce`); the others wait for the listing
// to show the winner's comment and update it (docs/exactly-once.md).
import type { GitHubPort, IssueComment } from '../github/port.js';
import type { StickySpec } from '../report/sticky.js';

export type StickyOutcome =
  | { action: 'created' | 'updated' | 'unchanged' | 'kept-newer'; id: number; deleted: number[] }
  | { action: 'skipped'; reason: string };

/** Comments created through a port in this process, by issue: remembered until deleted. */
const createdHere = new WeakMap<GitHubPort, Map<number, IssueComment & { issue: number }>>();

function remember(port: GitHubPort, issue: number, c: IssueComment): void {
  const mine = createdHere.get(port) ?? new Map();
  mine.set(c.id, { ...c, issue });
  createdHere.set(port, mine);
}

export interface StickyOptions {
  /** The comment an earlier step of this job wrote (its id handed over), listed or not. */
  knownId?: number;
  /**
   * Backoff unit (ms) while waiting for a created comment to show in the listing: the next writer (the
   * next control run of the PR starts when this one ends) must find it. Default 1000.
   */
  backoffMs?: number;
  /**
   * Claims the right to create the comment when none is listed; false: another writer holds it (its
   * comment is there, or on its way). Without it, any writer that lists none creates one.
   */
  createOnce?: () => Promise<boolean>;
}

/** Backoff units between listings while a created comment is not listed yet. */
const SETTLE = [1, 2, 4, 8];
/** Backoff units between listings while another writer's comment is not listed yet (about a minute). */
const AWAIT_OTHER = [1, 2, 4, 8, 16, 32];

export async function upsertSticky(
  port: GitHubPort,
  issue: number,
  spec: StickySpec,
  opts: StickyOptions = {},
): Promise<StickyOutcome> {
  let knownId = opts.knownId;
  for (let attempt = 0; attempt < 3; attempt++) {
    let mine = await own(port, issue, spec, knownId);
    if (mine.length === 0 && opts.createOnce && port.live && !(await opts.createOnce()))
      for (const wait of AWAIT_OTHER) {
        await new Promise((r) => setTimeout(r, wait * (opts.backoffMs ?? 1000)));
        mine = await own(port, issue, spec, knownId);
        // Still not there after a minute: its writer failed, or a person deleted it; this one is posted.
        if (mine.length) break;
      }
    if (mine.length === 0) {
      const created = await port.createComment(issue, spec.body);
      if (!port.live) return { action: 'created', id: created.id, deleted: [] };
      remember(port, issue, created);
      let all = await port.listComments(issue);
      for (const wait of SETTLE) {
        if (all.some((c) => c.id === created.id)) break;
        await new Promise((r) => setTimeout(r, wait * (opts.backoffMs ?? 1000)));
        all = await port.listComments(issue);
      }
      const after = ownOf(port, issue, spec, knownId, all);
      const deleted = await dedupe(port, after);
      const keep = after[0]!;
      if (keep.id !== created.id && newer(spec, keep.body)) {
        await port.updateComment(keep.id, spec.body);
        const remembered = createdHere.get(port)?.get(keep.id);
        if (remembered) remembered.body = spec.body;
      }
      return { action: 'created', id: keep.id, deleted };
    }
    const deleted = await dedupe(port, mine);
    const keep = mine[0]!;
    // What the new body keeps of the comment it replaces, when the spec says.
    const body = spec.carry?.(keep.body) ?? spec.body;
    if (!newer(spec, keep.body))
      return { action: keep.body === body ? 'unchanged' : 'kept-newer', id: keep.id, deleted };
    if (keep.body === body) return { action: 'unchanged', id: keep.id, deleted };
    try {
      await port.updateComment(keep.id, body);
      const remembered = createdHere.get(port)?.get(keep.id);
      if (remembered) remembered.body = body;
      return { action: 'updated', id: keep.id, deleted };
    } catch (e) {
      if ((e as { status?: number }).status !== 404) {
        const replaced = await afterFailedEdit(port, issue, keep.id, { ...spec, body }, e);
        return { action: 'updated', id: replaced, deleted };
      }
      // Deleted between listing and update: forget it and start over from a fresh listing.
      createdHere.get(port)?.delete(keep.id);
      if (keep.id === knownId) knownId = undefined;
    }
  }
  return { action: 'skipped', reason: 'the sticky comment kept changing under us' };
}

/**
 * An edit that failed for good may still have taken effect: look first. If the comment still shows its old
 * body, editing is what is down: the stale comment (a "planned" state that is no longer true) is deleted and
 * the new body posted in its place. Throws the edit's error when neither works.
 */
async function afterFailedEdit(
  port: GitHubPort,
  issue: number,
  id: number,
  spec: StickySpec,
  error: unknown,
): Promise<number> {
  const now = (await port.listComments(issue)).find((c) => c.id === id);
  if (now?.body === spec.body) return id;
  if (!(await port.deleteComment(id).catch(() => false))) throw error;
  createdHere.get(port)?.delete(id);
  const created = await port.createComment(issue, spec.body);
  remember(port, issue, created);
  return created.id;
}

async function own(
  port: GitHubPort,
  issue: number,
  spec: StickySpec,
  knownId: number | undefined,
): Promise<IssueComment[]> {
  return ownOf(port, issue, spec, knownId, await port.listComments(issue));
}

function ownOf(
  port: GitHubPort,
  issue: number,
  spec: StickySpec,
  knownId: number | undefined,
  all: IssueComment[],
): IssueComment[] {
  const listed = new Set(all.map((c) => c.id));
  const unlisted: IssueComment[] = [...(createdHere.get(port)?.values() ?? [])].filter(
    (c) => c.issue === issue && !listed.has(c.id),
  );
  if (knownId !== undefined && !listed.has(knownId) && !unlisted.some((c) => c.id === knownId))
    // Its body is not known yet: an empty body carries no version, so any version is written over it.
    unlisted.push({ id: knownId, body: '', user: spec.bot, userType: 'Bot', createdAt: '' });
  return [...all, ...unlisted]
    .filter((c) => c.user === spec.bot && (c.body === '' ? c.id === knownId : spec.matches(c)))
    .sort((a, b) => a.id - b.id);
}

async function dedupe(port: GitHubPort, sorted: IssueComment[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const c of sorted.slice(1)) {
    if (await port.deleteComment(c.id)) deleted.push(c.id);
    createdHere.get(port)?.delete(c.id);
  }
  return deleted;
}

function newer(spec: StickySpec, existing: string): boolean {
  const v = spec.versionOf(existing);
  return v === undefined || spec.version >= v;
}
