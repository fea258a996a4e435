// Reuse and staging comment commands: `/use <run_id>`, `/reuse-sweep-run <run_id>` (the reference's
// spelling) and `/stage-results [<run_id>]`. Same line rules as the sweep commands: one command per line,
// surrounding whitespace allowed, the last matching line of a comment wins. A reuse command without a
// run id is recognised so it can be refused with its reason: only a pinned run is ever reused.

export type ReuseSpelling = '/use' | '/reuse-sweep-run';

export type ReuseCommand =
  | { kind: 'use'; runId: number; spelling: ReuseSpelling }
  | { kind: 'use-without-id'; spelling: ReuseSpelling }
  | { kind: 'stage-results'; runId?: number }
  | { kind: 'invalid'; command: ReuseSpelling | '/stage-results'; text: string };

/** A run id as GitHub issues them: digits, no sign, no leading zero, a safe integer. */
function runIdOf(digits: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(digits)) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : undefined;
}

const grammar: { pattern: RegExp; build: (m: RegExpMatchArray) => ReuseCommand }[] = [
  {
    pattern: /^(\/use|\/reuse-sweep-run)$/,
    build: (m) => ({ kind: 'use-without-id', spelling: m[1] as ReuseSpelling }),
  },
  {
    pattern: /^(\/use|\/reuse-sweep-run)\s+(\S+)$/,
    build: (m) => {
      const runId = runIdOf(m[2]!);
      const spelling = m[1] as ReuseSpelling;
      return runId === undefined
        ? { kind: 'invalid', command: spelling, text: m[0] }
        : { kind: 'use', runId, spelling };
    },
  },
  { pattern: /^\/stage-results$/, build: () => ({ kind: 'stage-results' }) },
  {
    pattern: /^\/stage-results\s+(\S+)$/,
    build: (m) => {
      const runId = runIdOf(m[1]!);
      return runId === undefined
        ? { kind: 'invalid', command: '/stage-results', text: m[0] }
        : { kind: 'stage-results', runId };
    },
  },
  {
    pattern: /^(\/use|\/reuse-sweep-run|\/stage-results)\s.*$/,
    build: (m) => ({ kind: 'invalid', command: m[1] as ReuseSpelling | '/stage-results', text: m[0] }),
  },
];

/** The comment's reuse or staging command (its last matching line) and that line's 0-based index. */
export function parseReuseCommand(body: string): { command: ReuseCommand; line: number } | undefined {
  let found: { command: ReuseCommand; line: number } | undefined;
  body.split(/\r?\n/).forEach((raw, line) => {
    const text = raw.trim();
    for (const rule of grammar) {
      const m = text.match(rule.pattern);
      if (m) {
        found = { command: rule.build(m), line };
        break;
      }
    }
  });
  return found;
}

export interface PrComment {
  id: number;
  body: string;
  author: string;
  /** `Bot` for app and bot accounts: their comments are never commands. */
  authorType?: string;
  createdAt: string;
}

export interface ReuseComment {
  commentId: number;
  author: string;
  createdAt: string;
  command:
    Extract<ReuseCommand, { kind: 'use' | 'use-without-id' }> | Extract<ReuseCommand, { kind: 'invalid' }>;
}

/**
 * The PR's reuse commands, newest first (by creation, then id). The pinned source is decided by the
 * first of them whose author is authorised: a `use` pins its run; a bare or malformed command means no
 * source (the newest authorised intent wins, and it did not name a run). Bots never pin.
 */
export function reuseCommandsNewestFirst(comments: readonly PrComment[]): ReuseComment[] {
  const out: ReuseComment[] = [];
  for (const c of comments) {
    if (c.authorType === 'Bot') continue;
    const p = parseReuseCommand(c.body);
    if (!p) continue;
    const cmd = p.command;
    if (cmd.kind === 'stage-results' || (cmd.kind === 'invalid' && cmd.command === '/stage-results'))
      continue;
    out.push({ commentId: c.id, author: c.author, createdAt: c.createdAt, command: cmd });
  }
  const time = (s: string) => {
    const t = Date.parse(s);
    return Number.isNaN(t) ? 0 : t;
  };
  return out.sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.commentId - a.commentId);
}
