// At most one refusal reply per person and PR: anyone can comment a command, so a stream of refused
// commands must not turn into a stream of bot comments (GitHub's secondary limit on content-creating
// requests would then starve the status updates that matter). The first refusal creates the reply,
// marked with a hidden line naming the person; later refusals edit that reply when its text changes
// and otherwise leave it alone (the 👎 reaction on the command is the answer). When the comments cannot
// be listed completely, nothing is created: a missing reply is better than a duplicate.
import type { GitHubPort } from '../github/port.js';

/** The hidden line that ties a reply to the person it answers (logins are case-insensitive). */
export const replyMarker = (user: string): string => `<!-- sweep-reply-to: ${user.toLowerCase()} -->`;

export type ReplyOutcome = 'created' | 'updated' | 'kept' | 'skipped';

export async function replyOnce(
  port: GitHubPort,
  pr: number,
  user: string,
  body: string,
  bot: string,
): Promise<ReplyOutcome> {
  const marker = replyMarker(user);
  const text = `${body.replace(/\n*$/, '\n')}${marker}\n`;
  let existing;
  try {
    existing = (await port.listComments(pr)).find((c) => c.user === bot && c.body.includes(marker));
  } catch {
    return 'skipped';
  }
  if (!existing) {
    await port.createComment(pr, text);
    return 'created';
  }
  if (existing.body === text) return 'kept';
  await port.updateComment(existing.id, text);
  return 'updated';
}
