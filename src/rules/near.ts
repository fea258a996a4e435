// "Did you mean": the master config keys nearest to a changelog config key or pattern that matches none.
// One place for `sweep plan`, `lint`, `explain` and the status comment. A pattern's `*` matches any run of
// characters at no cost, so `dsr1-fp4-b20-*` is one edit from every `dsr1-fp4-b200-…` key. Pure.

/** At most this many keys are suggested. */
const MAX_SUGGESTIONS = 3;

/**
 * Edits (insert, delete, replace) to the literal characters of `pattern` that make it match `key`, where
 * `*` matches any run of characters; stops early once every path is over `limit`.
 */
export function patternDistance(pattern: string, key: string, limit = Infinity): number {
  const n = key.length;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= pattern.length; i++) {
    const p = pattern.charCodeAt(i - 1);
    const star = p === 42; // '*'
    cur[0] = star ? prev[0]! : prev[0]! + 1;
    let rowMin = cur[0]!;
    for (let j = 1; j <= n; j++) {
      const v = star
        ? Math.min(prev[j]!, cur[j - 1]!)
        : Math.min(prev[j - 1]! + (p === key.charCodeAt(j - 1) ? 0 : 1), prev[j]! + 1, cur[j - 1]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return rowMin;
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/**
 * The keys nearest to `pattern`, nearest first (ties in the masters' order), when they are close enough to
 * be a likely typo: within a third of the pattern's literal characters, and at least two edits.
 */
export function nearestKeys(pattern: string, keys: readonly string[], max = MAX_SUGGESTIONS): string[] {
  const literal = pattern.replaceAll('*', '').length;
  const limit = Math.max(2, Math.floor(literal / 3));
  const scored: { key: string; d: number; i: number }[] = [];
  keys.forEach((key, i) => {
    const d = patternDistance(pattern, key, limit);
    if (d <= limit && d > 0) scored.push({ key, d, i });
  });
  scored.sort((a, b) => a.d - b.d || a.i - b.i);
  // Only the nearest distance is suggested: a farther key next to a one-edit typo is noise.
  const best = scored[0]?.d;
  return scored
    .filter((s) => s.d === best)
    .slice(0, max)
    .map((s) => s.key);
}

const quoted = (k: string) => `'${k}'`;

/** `did you mean 'a'?`, `did you mean 'a' or 'b'?`, `did you mean 'a', 'b' or 'c'?`; undefined when none is near. */
export function didYouMean(pattern: string, keys: readonly string[]): string | undefined {
  const near = nearestKeys(pattern, keys);
  if (!near.length) return undefined;
  const list =
    near.length === 1
      ? quoted(near[0]!)
      : `${near.slice(0, -1).map(quoted).join(', ')} or ${quoted(near.at(-1)!)}`;
  return `did you mean ${list}?`;
}
