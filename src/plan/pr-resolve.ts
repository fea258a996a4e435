// Config-key resolution for changelog entries: one glob dialect — `*` matches any run
// of characters, everything else (`?`, `[`, `.`) is literal; anchored and case-sensitive.
import { diag, type Diagnostic } from '../diagnostics.js';
import { LIMITS, limitDiagnostic } from '../limits.js';
import { didYouMean } from '../rules/near.js';
import { isPattern, matchPattern } from './keys.js';

export const WILDCARD_WARN_THRESHOLD = 20;

export interface ResolveWhere {
  file: string;
  /** 1-based entry number in the head file. */
  entry: number;
  /** Line of the entry's `- config-keys:` in the head file. */
  line: number;
  /** The head file's lines, to point at the exact key line when available. */
  lines?: ChangelogLines;
  warnThreshold?: number;
}

/**
 * Resolves an entry's `config-keys` to master keys, de-duplicated in first-seen order. Every
 * unmatched pattern is an error naming it (a `*` pattern that matches nothing, or an exact key that does not exist).
 */
export function resolveConfigKeys(
  patterns: readonly string[],
  masterKeys: readonly string[],
  where: ResolveWhere,
  keySet: ReadonlySet<string> = new Set(masterKeys),
): { keys: string[]; diagnostics: Diagnostic[] } {
  const seen = new Set<string>();
  const keys: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const threshold = where.warnThreshold ?? WILDCARD_WARN_THRESHOLD;
  patterns.forEach((pattern, i) => {
    // A key no config could have is refused before it is compared with any.
    if (pattern.length > LIMITS.configKeyPattern.max) {
      diagnostics.push(
        limitDiagnostic('configKeyPattern', pattern.length, {
          file: where.file,
          line: keyLine(where, pattern),
          col: 1,
        }),
      );
      return;
    }
    const matched = matchPattern(pattern, masterKeys, keySet);
    const at = {
      file: where.file,
      line: keyLine(where, pattern),
      col: 1,
      path: `entry ${where.entry}.config-keys[${i}]`,
    };
    if (matched.length === 0) {
      diagnostics.push(unmatched(pattern, masterKeys, at));
      return;
    }
    if (pattern.includes('*') && matched.length > threshold) {
      diagnostics.push(diag('warning', 'X-4', `pattern '${pattern}' matches ${matched.length} configs`, at));
    }
    for (const k of matched) {
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
    }
  });
  return { keys, diagnostics };
}

/**
 * A config key or pattern no master key matches (P-11, or P-10 for a `*` pattern), with the nearest keys
 * as the fix when there are likely ones. `plan`, `lint` and `explain` all report it through here.
 */
export function unmatched(
  pattern: string,
  masterKeys: readonly string[],
  at: Partial<Pick<Diagnostic, 'file' | 'line' | 'col' | 'path'>> = {},
): Diagnostic {
  const near = didYouMean(pattern, masterKeys);
  if (isPattern(pattern))
    return diag(
      'error',
      'P-10',
      `No config keys matched the wildcard pattern '${pattern}' in master configs.`,
      {
        ...at,
        fix: near ?? 'check the pattern against the keys of the master configs (`*` is the only wildcard)',
      },
    );
  return diag('error', 'P-11', `Config key '${pattern}' not found in master configs.`, {
    ...at,
    fix: /[?[\]]/.test(pattern)
      ? '`?` and `[` are literal in config keys; use `*` as the wildcard'
      : (near ?? 'use an existing key of the master configs (amd-master.yaml, nvidia-master.yaml)'),
  });
}

/** The line of the entry's list item naming the pattern, else the entry's first line. */
function keyLine(where: ResolveWhere, pattern: string): number {
  const lines = typeof where.lines === 'function' ? where.lines() : where.lines;
  if (!lines) return where.line;
  for (let i = where.line; i < lines.length && i < where.line + 200; i++) {
    const l = lines[i]!;
    if (l.startsWith('- config-keys:')) break;
    if (/^\s*-\s/.test(l) && l.includes(pattern)) return i + 1;
    if (/^\s*[a-z-]+:/.test(l) && !/^\s*-/.test(l) && !l.includes('config-keys')) break;
  }
  return where.line;
}

/** The head changelog's lines, or how to get them when first needed. */
export type ChangelogLines = readonly string[] | (() => readonly string[]);
