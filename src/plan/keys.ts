// Config-key patterns: `*` matches any, possibly empty, run of characters; every other
// character is literal; the match is anchored and case-sensitive. The reference's generator uses
// Python fnmatch (where `?` and `[...]` are also special); the product deliberately keeps one dialect
// everywhere, and master keys cannot contain those characters anyway.
//
// A pattern comes from the PR, so it is matched without building a regular expression: a regex of a
// long pattern fails to compile ("Regular expression too large"), and one of many stars backtracks
// exponentially on a key that almost matches. With only `*` as a wildcard, matching the literal pieces
// left to right, each at its first place after the previous one, is exact (an earlier place never leaves
// less room for the rest), so one key costs at most a scan of the key per piece.

/** A pattern's literal pieces between its stars: `a*b*c` → ['a', 'b', 'c']; `*` → ['', '']. */
const piecesOf = (pattern: string): string[] => pattern.split('*');

function matchesPieces(pieces: readonly string[], key: string): boolean {
  const first = pieces[0]!;
  if (pieces.length === 1) return key === first;
  const last = pieces[pieces.length - 1]!;
  if (key.length < first.length + last.length || !key.startsWith(first) || !key.endsWith(last)) return false;
  let at = first.length;
  const end = key.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i]!;
    if (!piece) continue;
    const found = key.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

/** Whether `key` matches the config-key `pattern`. */
export const matchesPattern = (pattern: string, key: string): boolean =>
  matchesPieces(piecesOf(pattern), key);

export const isPattern = (pattern: string): boolean => pattern.includes('*');

/** The keys matching `pattern`, in the order of `keys`. */
export function matchKeys(pattern: string, keys: Iterable<string>): string[] {
  const out: string[] = [];
  if (!isPattern(pattern)) {
    for (const k of keys) if (k === pattern) out.push(k);
    return out;
  }
  const pieces = piecesOf(pattern);
  for (const k of keys) if (matchesPieces(pieces, k)) out.push(k);
  return out;
}

/**
 * The keys `pattern` selects, in the order of `keys`: a plain key is looked up in `keySet` (made from `keys`
 * when not given), not compared with every key, so resolving n plain keys against m costs n look-ups.
 */
export function matchPattern(
  pattern: string,
  keys: readonly string[],
  keySet?: { has(key: string): boolean },
): string[] {
  if (!isPattern(pattern)) return (keySet ?? new Set(keys)).has(pattern) ? [pattern] : [];
  return matchKeys(pattern, keys);
}
