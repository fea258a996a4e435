// A comment command acts once per comment and text. GitHub delivers webhooks at least once, a maintainer
// may re-run a control job, and `edited` is a trigger: each of these hands the same command to another
// run, which must say and do nothing new. The action keeps no state between runs, so the memory is on
// GitHub, and every run looks before it acts (docs/exactly-once.md gives the whole protocol):
//
// - The claim is the bot's 👀 reaction on the command's comment. GitHub creates a user's reaction once
//   and answers a second request for it with 200 and the existing reaction, so of two runs racing for
//   the same comment exactly one is told it created the claim; only that run acts.
// - A claim belongs to one text of the comment. A run of an edit acts only when the edit changed the
//   command (GitHub's `edited` payload carries the previous body); its claim is then a 👀 created after
//   the edit (a 👀 older than the edit was the claim of the text before, and is replaced).
// - A run acts on the comment as it is now: an event whose text the comment no longer has (a later edit
//   changed the command) is left to the run of that later edit.
//
// A run that could not carry the command out for an infrastructure reason gives its claim back, so a
// re-run (or the next delivery) can.
import { parseCommand } from '../decide/commands.js';
import { failedCall, isGitHubFailure, type GitHubPort } from '../github/port.js';
import { parseReuseCommand } from '../reuse/index.js';

/** The reaction that records "this run took the command". */
export const CLAIM_REACTION = 'eyes' as const;

/** The command a comment carries, as one comparable text: the last command line wins, across families. */
export function commandIdentity(body: string): string | undefined {
  const sweep = parseCommand(body);
  const reuse = parseReuseCommand(body);
  if (reuse && (!sweep || reuse.line > lastSweepCommandLine(body))) return JSON.stringify(reuse.command);
  return sweep ? JSON.stringify(sweep) : undefined;
}

/** The 0-based line of the comment's last `/sweep` or `/approve` line (-1 when none). */
export const lastSweepCommandLine = (body: string): number =>
  body
    .split(/\r?\n/)
    .reduce((at, line, i) => (/^\/(?:sweep|approve)(?:\s|$)/.test(line.trim()) ? i : at), -1);

export interface CommandEvent {
  commentId: number;
  /** `created` or `edited`. */
  action: string;
  body: string;
  /** The previous body of an `edited` event (GitHub's `changes.body.from`); absent when the body did not change. */
  previousBody?: string;
  /** When the comment was last changed, as the event saw it (an edit's own time). */
  updatedAt?: string;
}

export type Claim =
  | { claimed: true; reactionId: number }
  | { claimed: false; why: string }
  | { claimed: false; why: string; failed: { call: string; status: number; message: string } };

/**
 * Looks, then claims: whether this run is the one to act on the command of `e`. Never throws for a GitHub
 * failure: a look that failed leaves the command untaken (`failed`), since acting without looking could act
 * twice.
 */
export async function claimCommand(port: GitHubPort, bot: string, e: CommandEvent): Promise<Claim> {
  const identity = commandIdentity(e.body);
  if (e.action === 'edited' && commandIdentity(e.previousBody ?? e.body) === identity)
    return { claimed: false, why: 'the edit leaves the command as it was' };
  try {
    const now = await port.getComment(e.commentId);
    if (!now) return { claimed: false, why: 'the comment was deleted' };
    if (commandIdentity(now.body) !== identity)
      return {
        claimed: false,
        why: 'the comment has been edited to another command since; that edit is acted on',
      };
    // The time from which a claim counts: the edit this event is about (a 👀 before it claimed the text before).
    const since = e.action === 'edited' ? time(e.updatedAt ?? now.updatedAt) : -Infinity;
    const mine = (await port.listReactions(e.commentId)).filter(
      (r) => r.user === bot && r.content === CLAIM_REACTION,
    );
    if (mine.some((r) => time(r.createdAt) >= since))
      return { claimed: false, why: 'another run already took this command' };
    for (const r of mine) await port.deleteReaction(e.commentId, r.id);
    try {
      const claim = await port.claimReaction(e.commentId, CLAIM_REACTION);
      return claim.created
        ? { claimed: true, reactionId: claim.id }
        : { claimed: false, why: 'another run took this command at the same moment' };
    } catch (err) {
      // The answer was lost: if the claim is there now, it is taken to be this run's (a racing delivery
      // that also lost its answer is the only way it is not; the dispatch keeps one sweep per plan anyway).
      if (!failedCall(err).uncertain) throw err;
      const after = (await port.listReactions(e.commentId)).find(
        (r) => r.user === bot && r.content === CLAIM_REACTION && time(r.createdAt) >= since,
      );
      if (after) return { claimed: true, reactionId: after.id };
      throw err;
    }
  } catch (err) {
    if (!isGitHubFailure(err)) throw err;
    const f = failedCall(err);
    return {
      claimed: false,
      why: 'whether the command was already acted on could not be looked up',
      failed: { call: f.call, status: f.status, message: f.message },
    };
  }
}

/** Gives the claim back (best effort): the command was not carried out, so a later run may. */
export async function releaseClaim(port: GitHubPort, commentId: number, reactionId: number): Promise<void> {
  try {
    await port.deleteReaction(commentId, reactionId);
  } catch (err) {
    if (!isGitHubFailure(err)) throw err;
  }
}

const time = (iso: string | undefined): number => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : -Infinity;
};
