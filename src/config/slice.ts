// A cheap line scan of a master file's top-level `key:` lines, so a caller can parse only the entries it
// needs (the PR fast path: one entry of the 324 KB nvidia file instead of all of it) and so one broken
// entry does not hide the others.

export interface TopLevelEntry {
  key: string;
  /** Character offsets of the entry's text, from its key line to the next key line. */
  start: number;
  end: number;
  /** 1-based line of the key. */
  line: number;
}

export interface TopLevelScan {
  entries: TopLevelEntry[];
  /**
   * A column-0 line that is not a plain `key:` (a sequence, a document marker, a directive, a flow
   * collection, an anchor or alias): the file must be parsed as a whole.
   */
  irregular: boolean;
}

// key: plain (no leading indicator), or single/double quoted; then ':' followed by space or end of line.
const KEY_LINE =
  /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s#'"{}[\],&*!|>%@`?:-][^:#\n]*?|-[^\s:#\n][^:#\n]*?))[ \t]*:(?:[ \t]|\r?\n|$)/;
// An anchor or alias: `&` or `*` at a line start or after a space or `,[{`, with a name after it. Found by
// jumping from one `&`/`*` to the next (few files have any): one regex over a large file is far slower.
const ANCHOR_CHAR = /[&*]/g;
const BEFORE_ANCHOR = /[\s,[{]/;
const ANCHOR_NAME = /[^\s,[\]{}]/;
function hasAnchorOrAlias(text: string): boolean {
  ANCHOR_CHAR.lastIndex = 0;
  for (let m = ANCHOR_CHAR.exec(text); m; m = ANCHOR_CHAR.exec(text)) {
    const i = m.index;
    if (
      (i === 0 || BEFORE_ANCHOR.test(text[i - 1]!)) &&
      i + 1 < text.length &&
      ANCHOR_NAME.test(text[i + 1]!)
    )
      return true;
  }
  return false;
}

/**
 * The scan of `text`. Key resolution and the loader both need a master's scan: the last few are kept,
 * so each file is scanned once per run. Callers never change what they get.
 */
export function scanTopLevel(text: string): TopLevelScan {
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.scan;
  const scan = scanText(text);
  recent.unshift({ text, scan });
  if (recent.length > RECENT) recent.pop();
  return scan;
}

const RECENT = 4;
const recent: { text: string; scan: TopLevelScan }[] = [];

function scanText(text: string): TopLevelScan {
  const entries: TopLevelEntry[] = [];
  let irregular = hasAnchorOrAlias(text);
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl < 0 ? text.length : nl + 1;
    const c = text[pos];
    if (c !== undefined && c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r' && c !== '#') {
      const m = KEY_LINE.exec(text.slice(pos, end));
      const key = m ? keyOf(m) : undefined;
      if (key !== undefined) {
        const prev = entries[entries.length - 1];
        if (prev) prev.end = pos;
        entries.push({ key, start: pos, end: text.length, line });
      } else {
        irregular = true;
      }
    }
    pos = end;
    line++;
  }
  return { entries, irregular };
}

/** The key a KEY_LINE match names; undefined for a double-quoted escape YAML has and JSON lacks (`\x41`). */
function keyOf(m: RegExpExecArray): string | undefined {
  if (m[1] !== undefined) {
    try {
      return JSON.parse(`"${m[1]}"`) as string;
    } catch {
      return undefined;
    }
  }
  return m[2] !== undefined ? m[2].replace(/''/g, "'") : m[3]!;
}

/** Top-level `key:` lines of a master file, each with the span of its entry's text. */
export function sliceTopLevelEntries(text: string): TopLevelEntry[] {
  return scanTopLevel(text).entries;
}
