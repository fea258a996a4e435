// `pr-link` rules for new entries and corrections: a new link names this PR (or XXX until it is known),
// and on a push it must be canonical. Pure; the caller adds positions.
import type { Severity } from '../diagnostics.js';

export interface PrLinkContext {
  /** `<owner>/<repo>`. */
  repo: string;
  prNumber?: number;
  event?: 'pull_request' | 'push';
}

export interface PrLinkProblem {
  severity: Severity;
  rule: string;
  message: string;
  fix?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pullUrl = (repo: string) => `https://github.com/${repo}/pull/`;

/** `https://github.com/<owner>/<repo>/pull/<digits>`: what history, pushes and corrections must use. */
export function isCanonicalPrLink(link: string, repo: string): boolean {
  return new RegExp(`^${escape(pullUrl(repo))}[1-9][0-9]*$`).test(link);
}

/** Checks the link of an appended entry; `null` when it is acceptable. */
export function checkNewPrLink(link: string, ctx: PrLinkContext): PrLinkProblem | null {
  const base = pullUrl(ctx.repo);
  if (ctx.prNumber !== undefined) {
    const own = `${base}${ctx.prNumber}`;
    if (link === 'XXX' || link === `${base}XXX` || link === own) return null;
    return {
      severity: 'error',
      rule: 'L-2',
      message: `new PR entry must use '${own}' or an XXX placeholder; found '${link}'`,
      fix: `set pr-link to ${own}`,
    };
  }
  if (ctx.event === 'push') {
    if (isCanonicalPrLink(link, ctx.repo)) return null;
    // On push the entry is already merged: report, never block.
    return {
      severity: 'warning',
      rule: 'L-2',
      message: `new main-branch entry has invalid pr-link: '${link}'`,
    };
  }
  // No PR number (plan from refs): only the form is checked, and never fails (golden cases link other PRs).
  if (link === 'XXX' || link === `${base}XXX` || isCanonicalPrLink(link, ctx.repo)) return null;
  return {
    severity: 'warning',
    rule: 'L-2',
    message: `new PR entry must use '${base}<N>' or an XXX placeholder; found '${link}'`,
  };
}
