// Sticky comments (one comment per PR and marker, newest version wins): what identifies a sticky comment
// and the version line its body carries. Finding, writing and de-duplicating it on GitHub is
// src/action/sticky.ts.

/** A PR comment as far as a sticky spec looks at it. */
export interface StickyComment {
  id: number;
  body: string;
  user: string;
}

export interface StickySpec {
  /** Does this comment belong to the sticky (marker, legacy format …)? Only the bot's comments are offered. */
  matches: (c: StickyComment) => boolean;
  /** The version a body carries; undefined for unversioned (legacy) bodies, which any version beats. */
  versionOf: (body: string) => number | undefined;
  version: number;
  body: string;
  /** Login of the bot whose comments count; others are never edited. */
  bot: string;
  /** The body to write over an existing comment, from that comment's body (default: `body`). */
  carry?: (current: string) => string;
}

/** The version line of a versioned sticky body: written, read and replaced only here. */
const VERSION_LINE = /<!-- version: (\d+) -->/;

export const versionTag = (version: number): string => `<!-- version: ${version} -->`;

export const versionLine = (body: string): number | undefined => {
  const m = body.match(VERSION_LINE);
  return m ? Number(m[1]) : undefined;
};

export const withVersion = (body: string, version: number): string =>
  body.replace(VERSION_LINE, versionTag(version));
