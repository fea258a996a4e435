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
// A line that starts with content: not a space, tab, CR, LF or `#` (the lines a scan reads for keys).
const CONTENT_LINE = /\n[^ \t\r\n#]/g;
const isContentStart = (c: number) => c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 35;
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
    if (isContentStart(text.charCodeAt(pos))) {
      const key = lineKey(text.slice(pos, end));
      if (key !== undefined) addEntry(entries, { key, start: pos, end: text.length, line });
      else irregular = true;
    }
    pos = end;
    line++;
  }
  return { entries, irregular };
}

/** The key a column-0 line names; undefined when it is not a `key:` line. */
function lineKey(line: string): string | undefined {
  const m = KEY_LINE.exec(line);
  return m ? keyOf(m) : undefined;
}

/** Appends an entry: the one before it ends where it starts. */
function addEntry(entries: TopLevelEntry[], e: TopLevelEntry): void {
  const prev = entries[entries.length - 1];
  if (prev) prev.end = e.start;
  entries.push(e);
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

/** A scan with the text of each entry: from the decoded text, or decoded from the file's bytes alone. */
export interface SourceScan extends TopLevelScan {
  /** The text of one of `entries` (its offsets are the scanned form's: characters or bytes). */
  textOf(e: TopLevelEntry): string;
}

const byteScans = new WeakMap<Uint8Array, SourceScan>();

/**
 * The scan of a source file. A file read as bytes is scanned as bytes: only its column-0 lines and the
 * entries asked for are decoded, never the whole text (a master file of a few MB is twice that as a
 * string, and a plan reads a few entries of it). The entries, lines and `irregular` are those the text
 * scan gives.
 */
export function scanSource(f: { text: string; bytes?: Uint8Array }): SourceScan {
  const b = f.bytes;
  if (!b) {
    const text = f.text;
    return { ...scanTopLevel(text), textOf: (e) => text.slice(e.start, e.end) };
  }
  let scan = byteScans.get(b);
  if (!scan) {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    scan = { ...scanBytes(buf), textOf: (e) => buf.toString('utf8', e.start, e.end) };
    byteScans.set(b, scan);
  }
  return scan;
}

function scanBytes(buf: Buffer): TopLevelScan {
  const entries: TopLevelEntry[] = [];
  let irregular = bytesHaveAnchorOrAlias(buf);
  // One character per byte (Latin-1), only to find the lines that start with content: the regular
  // expression jumps from one to the next natively, where a loop would visit every line of the file.
  const bytes = buf.toString('latin1');
  const n = buf.length;
  const lineOf = lineCounter(buf);
  const visit = (pos: number) => {
    const nl = bytes.indexOf('\n', pos);
    const end = nl < 0 ? n : nl + 1;
    const key = lineKey(buf.toString('utf8', pos, end));
    if (key === undefined) {
      irregular = true;
      return;
    }
    // Counted when asked for: a plan reads the lines of the few entries it loads, not of every key.
    addEntry(entries, {
      key,
      start: pos,
      end: n,
      get line() {
        return lineOf(pos);
      },
    });
  };
  if (n > 0 && isContentStart(buf[0]!)) visit(0);
  CONTENT_LINE.lastIndex = 0;
  for (let m = CONTENT_LINE.exec(bytes); m; m = CONTENT_LINE.exec(bytes)) visit(m.index + 1);
  return { entries, irregular };
}

/** 1-based line of a byte offset, counting on from the last offset asked for when it is further on. */
function lineCounter(buf: Buffer): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    if (offset < at) {
      at = 0;
      line = 1;
    }
    for (let i = buf.indexOf(10, at); i !== -1 && i < offset; i = buf.indexOf(10, i + 1)) line++;
    at = offset;
    return line;
  };
}

/** `hasAnchorOrAlias` on bytes: the characters around each `&` or `*` are decoded where they are not ASCII. */
function bytesHaveAnchorOrAlias(buf: Buffer): boolean {
  const n = buf.length;
  let amp = buf.indexOf(0x26);
  let star = buf.indexOf(0x2a);
  while (amp >= 0 || star >= 0) {
    const i = amp < 0 ? star : star < 0 ? amp : Math.min(amp, star);
    if (
      (i === 0 || BEFORE_ANCHOR.test(charBefore(buf, i))) &&
      i + 1 < n &&
      ANCHOR_NAME.test(charAt(buf, i + 1))
    )
      return true;
    if (i === amp) amp = buf.indexOf(0x26, i + 1);
    else star = buf.indexOf(0x2a, i + 1);
  }
  return false;
}

/** The last UTF-16 unit of the character that ends at byte `i` (U+FFFD for broken bytes, as decoding gives). */
function charBefore(buf: Buffer, i: number): string {
  if (buf[i - 1]! < 0x80) return String.fromCharCode(buf[i - 1]!);
  let s = i - 1;
  while (s > 0 && i - s < 4 && (buf[s]! & 0xc0) === 0x80) s--;
  const text = buf.toString('utf8', s, i);
  return text[text.length - 1]!;
}

/** The first UTF-16 unit of the character that starts at byte `i`. */
function charAt(buf: Buffer, i: number): string {
  if (buf[i]! < 0x80) return String.fromCharCode(buf[i]!);
  return buf.toString('utf8', i, Math.min(buf.length, i + 4))[0]!;
}

/** Top-level `key:` lines of a master file, each with the span of its entry's text. */
export function sliceTopLevelEntries(text: string): TopLevelEntry[] {
  return scanTopLevel(text).entries;
}
