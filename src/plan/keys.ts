// Config-key patterns: `*` matches any, possibly empty, run of characters; every other
// character is literal; the match is anchored and case-sensitive. The reference's generator uses
// Python fnmatch (where `?` and `[...]` are also special); the product deliberately keeps one dialect
// everywhere, and master keys cannot contain those characters anyway.

const cache = new Map<string, RegExp>();

export function globToRegExp(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    const body = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${body}$`, 's');
    cache.set(pattern, re);
  }
  return re;
}

export const isPattern = (pattern: string): boolean => pattern.includes('*');

/** The keys matching `pattern`, in the order of `keys`. */
export function matchKeys(pattern: string, keys: Iterable<string>): string[] {
  const out: string[] = [];
  if (!isPattern(pattern)) {
    for (const k of keys) if (k === pattern) out.push(k);
    return out;
  }
  const re = globToRegExp(pattern);
  for (const k of keys) if (re.test(k)) out.push(k);
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
