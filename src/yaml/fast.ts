// A fast path for reading YAML values when nothing is wrong with them. The positioned parser
// (`parse.ts`, the `yaml` library) takes ~150–300 ms for the largest master config; this reader takes a
// few. It accepts only a small, exactly understood subset of YAML — the one our files are written in —
// and reads it to the values `yaml` gives in YAML 1.1 mode. On anything outside that subset it STEPS
// ASIDE (returns undefined) and the caller uses the positioned parser, which also explains problems.
//
// The subset: block mappings and sequences (items at or deeper than their key, `- key: v` compact
// mappings); plain scalars, multi-line plain values; single-line quoted scalars; flow collections that
// open and close on one line; comments. Stepped aside for: anchors, aliases, tags, directives,
// document markers, block scalars, explicit (`?`) and complex keys, `- -` compact sequences, keys that
// are not strings or are longer than 1,000 characters, duplicate keys, tabs, CR, control and other
// non-printable characters, nesting deeper than the depth limit, files over the size or value-count
// limit (counted exactly as the positioned parser counts them, so both refuse the same files), and the
// scalars the two YAML 1.1 readers disagree on or that need a lint (plain y/n, octal, hex, binary and
// exponent numbers, `.inf`/`.nan`, base 60, timestamps, `<<`).
import { LIMITS, overBytes } from '../limits.js';

/** Thrown inside the reader to step aside; never escapes `fastLoad`. */
const ASIDE = Symbol('aside');
const aside = (): never => {
  throw ASIDE;
};

// Characters the reader handles: LF, printable ASCII, and printable Unicode other than LS/PS and BOM.
const UNHANDLED = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
/** Runs of anything but LF and printable ASCII: only these need the (slower) Unicode-aware test. */
const NOT_ASCII = /[^\n\x20-\x7e]+/g;
function unhandled(text: string): boolean {
  NOT_ASCII.lastIndex = 0;
  for (let m = NOT_ASCII.exec(text); m; m = NOT_ASCII.exec(text)) if (UNHANDLED.test(m[0])) return true;
  return false;
}

const KEY_MAX = 1000;

// Plain scalars the reader does not resolve itself (see the header).
const NUMERIC_ASIDE =
  /^(?:[-+]?0[0-9_]+|[-+]?0[xXbBoO].*|[-+]?\.?(?:inf|Inf|INF|nan|NaN|NAN)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*|[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+|[-+]?_.*|[-+]?\.[._]*)$/s;
const EXPONENT_ONLY = /^[eE][-+]?[0-9]+$/;
const INT = /^[-+]?[0-9][0-9_]*$/;
const FLOAT = /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/;

/** Plain words YAML 1.1 reads as null or booleans; `y`/`n` step aside (the lint requires them quoted). */
const WORDS = new Map<string, unknown>([
  ['null', null],
  ['Null', null],
  ['NULL', null],
  ['~', null],
  ...['yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON'].map((w): [string, unknown] => [w, true]),
  ...['no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF'].map((w): [string, unknown] => [
    w,
    false,
  ]),
]);

function resolvePlain(s: string): unknown {
  const c = s.charCodeAt(0);
  const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  if (letter || c === 126 /* ~ */) {
    // `e1` is a float (NaN) to the positioned parser's exponent rule.
    if ((c === 101 || c === 69) && EXPONENT_ONLY.test(s)) aside();
    if (s.length <= 5) {
      const w = WORDS.get(s);
      if (w !== undefined) return w;
      if (s.length === 1 && /[yYnN]/.test(s)) aside();
    }
    return s;
  }
  if (c === 60 /* < */ && s.startsWith('<<')) aside();
  if (!((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46 || c === 95)) return s;
  // Most numbers in the files are short decimal integers without a leading zero: read directly.
  if (c >= 49 && c <= 57 && s.length <= 15) {
    let n = c - 48;
    let i = 1;
    for (; i < s.length; i++) {
      const d = s.charCodeAt(i);
      if (d < 48 || d > 57) break;
      n = n * 10 + (d - 48);
    }
    if (i === s.length) return n;
  }
  if (NUMERIC_ASIDE.test(s)) aside();
  if (INT.test(s)) {
    const n = parseInt(s.replace(/^[-+]/, '').replace(/_/g, ''), 10);
    return s[0] === '-' ? -1 * n : n;
  }
  if (FLOAT.test(s)) return parseFloat(s.replace(/_/g, ''));
  return s;
}

/** A key: plain keys must read as strings (a number, null or boolean key is stepped aside). */
function resolveKey(s: string): string {
  const v = resolvePlain(s);
  if (typeof v !== 'string') aside();
  return v as string;
}

/** `,[]{}#&*!|>'"%@` and backtick: indicators no plain scalar of the subset starts with. */
const INDICATORS = new Uint8Array(128);
for (const ch of ',[]{}#&*!|>\'"%@`') INDICATORS[ch.charCodeAt(0)] = 1;
const isIndicator = (c: number) => c < 128 && INDICATORS[c] === 1;

const enum Kind {
  Blank,
  Comment,
  Content,
}

function setKey(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__' || Object.prototype.hasOwnProperty.call(obj, key)) aside();
  obj[key] = value;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};

class Reader {
  private readonly lines: string[];
  private readonly indent: Int32Array;
  private readonly kind: Uint8Array;
  private i = 0;
  private depth = 0;
  /** Plain and quoted scalars read, counted as the positioned parser counts them for its limit. */
  private scalars = 0;
  /** With positions: the path of the node being read, and where each node (and each key) starts. */
  private readonly path: string[] = [];
  readonly nodes: Map<string, NodeAt> | undefined;
  readonly keys: Map<string, number> | undefined;

  constructor(text: string, positions = false) {
    if (positions) {
      this.nodes = new Map();
      this.keys = new Map();
    }
    const lines = text.split('\n');
    this.lines = lines;
    this.indent = new Int32Array(lines.length);
    this.kind = new Uint8Array(lines.length);
    for (let k = 0; k < lines.length; k++) {
      const l = lines[k]!;
      let n = 0;
      while (n < l.length && l.charCodeAt(n) === 32) n++;
      this.indent[k] = n;
      if (n === l.length) this.kind[k] = Kind.Blank;
      else if (l.charCodeAt(n) === 35) this.kind[k] = Kind.Comment;
      else {
        this.kind[k] = Kind.Content;
        // Document markers and directives.
        if (n === 0 && (l.startsWith('---') || l.startsWith('...') || l.charCodeAt(0) === 37)) aside();
      }
    }
  }

  document(): unknown {
    const j = this.nextContent();
    if (j < 0) return null;
    if (this.indent[j] !== 0) aside();
    const v = this.node(0, -1);
    if (this.nextContent() >= 0) aside();
    return v;
  }

  /** Index of the next content line from `this.i` on (moving `this.i` there), or -1. */
  private nextContent(): number {
    const n = this.lines.length;
    while (this.i < n && this.kind[this.i] !== Kind.Content) this.i++;
    return this.i < n ? this.i : -1;
  }

  private scalar(): void {
    if (++this.scalars > LIMITS.scalars.max) aside();
  }

  private enter(): void {
    if (++this.depth > LIMITS.nestingDepth.max) aside();
  }

  /** Records that the node at the current path starts at column `col` of the current line. */
  private at(kind: NodeKind, col: number): void {
    this.nodes!.set(pathKey(this.path), { kind, line: this.i, col });
  }

  /** The node whose first line is the current one, starting at its indentation `n`; `p` = parent's. */
  private node(n: number, p: number): unknown {
    const line = this.lines[this.i]!;
    if (isSeqAt(line, n)) return this.seq(n);
    if (keyEnd(line, n) >= 0) return this.map(n);
    return this.inline(line, n, p);
  }

  /** A block sequence whose `-` indicators stand at column `n`; the current line holds the first. */
  private seq(n: number): unknown[] {
    this.enter();
    if (this.nodes) this.at(NodeKind.Seq, n);
    const out: unknown[] = [];
    for (;;) {
      const line = this.lines[this.i]!;
      let q = n + 1;
      while (line.charCodeAt(q) === 32) q++;
      if (this.nodes) this.path.push(String(out.length));
      if (q >= line.length || line.charCodeAt(q) === 35) {
        this.i++;
        const j = this.nextContent();
        if (j >= 0 && this.indent[j]! > n) out.push(this.node(this.indent[j]!, n));
        else {
          if (this.nodes) this.at(NodeKind.Other, 0);
          out.push(null);
        }
      } else if (isSeqAt(line, q)) {
        aside(); // `- - x`: the readers nest these differently
      } else if (keyEnd(line, q) >= 0) {
        out.push(this.map(q));
      } else {
        out.push(this.inline(line, q, n));
      }
      if (this.nodes) this.path.pop();
      const j = this.nextContent();
      if (j < 0 || this.indent[j]! < n) break;
      if (this.indent[j]! > n) aside();
      if (!isSeqAt(this.lines[j]!, n)) break;
    }
    this.depth--;
    return out;
  }

  /** A block mapping whose keys start at column `n`; the current line holds the first key there. */
  private map(n: number): Record<string, unknown> {
    this.enter();
    if (this.nodes) this.at(NodeKind.Map, n);
    const out: Record<string, unknown> = {};
    for (;;) {
      const line = this.lines[this.i]!;
      const e = keyEnd(line, n);
      if (e < 0) aside();
      const key = readKey(line, n, e);
      this.scalar();
      if (this.nodes) {
        this.path.push(key);
        this.keys!.set(pathKey(this.path), this.i * COLS + n);
      }
      let q = e + 1;
      while (line.charCodeAt(q) === 32) q++;
      let value: unknown;
      if (q >= line.length || line.charCodeAt(q) === 35) {
        // The value is on the following lines: deeper, or a sequence at the key's own column.
        this.i++;
        const j = this.nextContent();
        if (j >= 0 && this.indent[j]! > n) value = this.node(this.indent[j]!, n);
        else if (j >= 0 && this.indent[j] === n && isSeqAt(this.lines[j]!, n)) value = this.seq(n);
        else {
          if (this.nodes) this.at(NodeKind.Other, 0);
          value = null;
        }
      } else {
        value = this.inline(line, q, n);
      }
      if (this.nodes) this.path.pop();
      setKey(out, key, value);
      const j = this.nextContent();
      if (j < 0 || this.indent[j]! < n) break;
      if (this.indent[j]! > n || isSeqAt(this.lines[j]!, n)) aside();
    }
    this.depth--;
    return out;
  }

  /**
   * A scalar or flow collection starting at column `q` of the current line. Plain scalars may go on over
   * the following lines that are deeper than the parent's indentation `p`.
   */
  private inline(line: string, q: number, p: number): unknown {
    const c = line.charCodeAt(q);
    let value: unknown;
    let end: number;
    if (c === 91 || c === 123) {
      [value, end] = this.flow(line, q);
    } else if (c === 34 || c === 39) {
      if (this.nodes) this.at(NodeKind.Scalar, q);
      this.scalar();
      [value, end] = quoted(line, q);
    } else {
      if (this.nodes) this.at(NodeKind.Scalar, q);
      this.scalar();
      if (isIndicator(c) || c === 63 || c === 58 || (c === 45 && isSpaceOrEnd(line, q + 1))) aside();
      const s = plainEnd(line, q);
      let text = line.slice(q, s);
      this.i++;
      // A comment closes the scalar; else it goes on over deeper lines, folded with one space (or one
      // newline per empty line between them).
      const closed = s < trimEnd(line);
      let blanks = 0;
      for (let k = this.i; !closed && k < this.lines.length; k++) {
        const kind = this.kind[k];
        if (kind === Kind.Blank) {
          blanks++;
          continue;
        }
        if (kind === Kind.Comment || this.indent[k]! <= p) break;
        const l = this.lines[k]!;
        const from = this.indent[k]!;
        const ch = l.charCodeAt(from);
        if (isIndicator(ch) || ch === 45 || ch === 63 || ch === 58) aside();
        const to = plainEnd(l, from);
        if (to < trimEnd(l)) aside(); // a comment ends the scalar; what follows is not read here
        text += blanks > 0 ? '\n'.repeat(blanks) : ' ';
        text += l.slice(from, to);
        blanks = 0;
        this.i = k + 1;
      }
      return resolvePlain(text);
    }
    // After a quoted scalar or flow collection: only spaces and a comment.
    const rest = afterNode(line, end);
    if (rest < 0) aside();
    this.i++;
    return value;
  }

  /** A flow collection that opens at `q` and closes on the same line: [value, index after it]. */
  private flow(line: string, q: number): [unknown, number] {
    this.enter();
    const open = line.charCodeAt(q);
    const close = open === 91 ? 93 : 125;
    if (this.nodes) this.at(open === 91 ? NodeKind.Seq : NodeKind.Map, q);
    let pos = skipSpaces(line, q + 1);
    let result: unknown;
    if (line.charCodeAt(pos) === close) {
      result = open === 91 ? [] : {};
      pos++;
    } else if (open === 91) {
      const out: unknown[] = [];
      for (;;) {
        if (this.nodes) this.path.push(String(out.length));
        const [v, e] = this.flowItem(line, pos);
        if (this.nodes) this.path.pop();
        out.push(v);
        pos = skipSpaces(line, e);
        const c = line.charCodeAt(pos);
        if (c === 93) break;
        if (c !== 44) aside(); // a pair in a sequence, another token, or the line ends inside
        pos = skipSpaces(line, pos + 1);
        if (line.charCodeAt(pos) === 93) aside(); // trailing comma
      }
      result = out;
      pos++;
    } else {
      const out: Record<string, unknown> = {};
      for (;;) {
        const c = line.charCodeAt(pos);
        let key: string;
        let e: number;
        if (c === 34 || c === 39) [key, e] = quoted(line, pos);
        else {
          e = flowPlainEnd(line, pos);
          if (e === pos || isIndicator(c) || c === 45 || c === 63 || c === 58) aside();
          key = resolveKey(line.slice(pos, e));
        }
        this.scalar();
        if (e - pos > KEY_MAX || line.charCodeAt(e) !== 58 || line.charCodeAt(e + 1) !== 32) aside();
        if (this.nodes) {
          this.path.push(key);
          this.keys!.set(pathKey(this.path), this.i * COLS + pos);
        }
        const [v, after] = this.flowItem(line, skipSpaces(line, e + 1));
        if (this.nodes) this.path.pop();
        setKey(out, key, v);
        pos = skipSpaces(line, after);
        const d = line.charCodeAt(pos);
        if (d === 125) break;
        if (d !== 44) aside();
        pos = skipSpaces(line, pos + 1);
        if (line.charCodeAt(pos) === 125) aside(); // trailing comma
      }
      result = out;
      pos++;
    }
    this.depth--;
    return [result, pos];
  }

  private flowItem(line: string, pos: number): [unknown, number] {
    const c = line.charCodeAt(pos);
    if (c === 91 || c === 123) return this.flow(line, pos);
    this.scalar();
    if (this.nodes) this.at(NodeKind.Scalar, pos);
    if (c === 34 || c === 39) return quoted(line, pos);
    // `-x` is a plain scalar; `- `, `-,` and other indicator starts are left to the positioned parser.
    if (pos >= line.length || isIndicator(c) || c === 63 || c === 58) aside();
    if (c === 45 && !plainAfterDash(line.charCodeAt(pos + 1))) aside();
    const e = flowPlainEnd(line, pos);
    const c2 = line.charCodeAt(e);
    if (e === pos || c2 === 58 || c2 === 35) aside();
    return [resolvePlain(line.slice(pos, e)), e];
  }
}

/** After a `-` that starts a plain scalar in a flow collection: not a space, flow indicator or the end. */
const plainAfterDash = (c: number) =>
  !Number.isNaN(c) && c !== 32 && c !== 44 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 35;

function isSpaceOrEnd(line: string, i: number): boolean {
  return i >= line.length || line.charCodeAt(i) === 32;
}

/** A `-` sequence indicator at column `n`. */
function isSeqAt(line: string, n: number): boolean {
  return line.charCodeAt(n) === 45 && isSpaceOrEnd(line, n + 1);
}

function skipSpaces(line: string, i: number): number {
  while (i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

function trimEnd(line: string): number {
  let e = line.length;
  while (e > 0 && line.charCodeAt(e - 1) === 32) e--;
  return e;
}

/** After a node ending at `e`: only spaces, or spaces and a comment. -1 when something else follows. */
function afterNode(line: string, e: number): number {
  const i = skipSpaces(line, e);
  if (i >= line.length) return i;
  return line.charCodeAt(i) === 35 && i > e ? i : -1;
}

/**
 * End of a block plain scalar starting at `q` (trailing spaces and a ` #` comment excluded). Steps aside
 * for `: ` inside or a `:` at the end: those are mappings the subset does not have.
 */
function plainEnd(line: string, q: number): number {
  let e = line.length;
  for (let i = q; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 35 && line.charCodeAt(i - 1) === 32) {
      e = i;
      break;
    }
    if (c === 58 && isSpaceOrEnd(line, i + 1)) aside();
  }
  while (e > q && line.charCodeAt(e - 1) === 32) e--;
  return e;
}

/** End of a plain scalar inside a flow collection: up to `,[]{}`, `:` or `#` (trailing spaces excluded). */
function flowPlainEnd(line: string, q: number): number {
  let i = q;
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 44 || c === 91 || c === 93 || c === 123 || c === 125 || c === 58 || c === 35) break;
    if (c === 34 || c === 39) aside();
  }
  while (i > q && line.charCodeAt(i - 1) === 32) i--;
  return i;
}

/**
 * Column of the `:` that ends an implicit key starting at `q` (a plain or quoted scalar followed by
 * `:` and a space or the line end), or -1 when the line holds no key there.
 */
function keyEnd(line: string, q: number): number {
  // A map's first key line is asked twice (is it a map? then its key): the last answer is kept.
  if (line === lastKey.line && q === lastKey.q) return lastKey.end;
  const c = line.charCodeAt(q);
  let end = -1;
  let odd = false;
  if (c === 91 || c === 123) {
    // a flow collection is a value (as a key it is stepped aside)
  } else if (c === 34 || c === 39) {
    const e = quotedEnd(line, q);
    if (e >= 0 && line.charCodeAt(e) === 58 && isSpaceOrEnd(line, e + 1)) end = e;
  } else {
    for (let i = q; i < line.length; i++) {
      const d = line.charCodeAt(i);
      if (d === 58 && isSpaceOrEnd(line, i + 1)) {
        end = i;
        break;
      }
      if (d === 35 && i > q && line.charCodeAt(i - 1) === 32) break;
      // Flow indicators, quotes and `#` in a plain key: left to the positioned parser (readKey).
      if (d === 44 || d === 91 || d === 93 || d === 123 || d === 125 || d === 35 || d === 34 || d === 39)
        odd = true;
    }
  }
  lastKey.line = line;
  lastKey.q = q;
  lastKey.end = end;
  lastKey.odd = odd;
  return end;
}

/** keyEnd's last answer, and whether that plain key holds a character the subset leaves aside. */
const lastKey: { line: string | undefined; q: number; end: number; odd: boolean } = {
  line: undefined,
  q: -1,
  end: -1,
  odd: false,
};

/** The key text from `q` to the `:` at `e`, as a string; steps aside for what the subset does not read. */
function readKey(line: string, q: number, e: number): string {
  if (e - q > KEY_MAX) aside();
  const c = line.charCodeAt(q);
  if (c === 34 || c === 39) return quoted(line, q)[0];
  if (isIndicator(c) || c === 45 || c === 63 || c === 58 || line.charCodeAt(e - 1) === 32) aside();
  // keyEnd(line, q) found `e` and saw every character of the key on its way.
  if (keyEnd(line, q) !== e || lastKey.odd) aside();
  return resolveKey(line.slice(q, e));
}

/** Index after the closing quote of a quoted scalar opening at `q` on this line, or -1. */
function quotedEnd(line: string, q: number): number {
  const quote = line.charCodeAt(q);
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote === 34 && c === 92) i++;
    else if (c === quote) {
      if (quote === 39 && line.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    }
  }
  return -1;
}

/** A single-line quoted scalar opening at `q`: [value, index after the closing quote]. */
function quoted(line: string, q: number): [string, number] {
  const quote = line.charCodeAt(q);
  let out = '';
  let from = q + 1;
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote === 39) {
      if (c !== 39) continue;
      out += line.slice(from, i);
      if (line.charCodeAt(i + 1) === 39) {
        out += "'";
        from = ++i + 1;
        continue;
      }
      return [out, i + 1];
    }
    if (c === 34) return [out + line.slice(from, i), i + 1];
    if (c !== 92) continue;
    out += line.slice(from, i);
    const e = line[i + 1];
    if (e === undefined) aside(); // an escaped line break
    const simple = ESCAPES[e!];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else if (e === 'x' || e === 'u' || e === 'U') {
      const len = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      const hex = line.slice(i + 2, i + 2 + len);
      if (hex.length !== len || !/^[0-9a-fA-F]+$/.test(hex)) aside();
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) aside();
      out += String.fromCodePoint(code);
      i += 1 + len;
    } else aside();
    from = i + 1;
  }
  return aside(); // the scalar goes on over a line break
}

/** A path as a map key: each segment after a NUL, so no two paths (nor the root, '') share one. */
const pathKey = (path: readonly string[]): string => {
  let k = '';
  for (const p of path) k += '\0' + p;
  return k;
};

/** A sequence index written as a string, in the one form that names an item for certain. */
const INDEX = /^(?:0|[1-9][0-9]{0,8})$/;

/** Columns per line in a packed key position (line * COLS + column); lines are far shorter. */
const COLS = 1 << 20;

const enum NodeKind {
  /** Block collections: every child is recorded, so a path missing below one is missing in the text. */
  Map,
  Seq,
  Scalar,
  /** An empty value: the positioned parser places these. */
  Other,
}

interface NodeAt {
  kind: NodeKind;
  /** 0-based line and column of the node's first character in the text read. */
  line: number;
  col: number;
}

/** 1-based positions as the positioned parser reports them (`ParsedYaml.locate` / `locateKey`). */
export interface FastPositions {
  /** Undefined when only the positioned parser can say. */
  locate(path: readonly (string | number)[]): { line: number; col: number } | undefined;
  locateKey(path: readonly (string | number)[]): { line: number; col: number } | undefined;
}

/**
 * Where the nodes of `text` start, for a text the fast path reads (undefined otherwise), as the positioned
 * parser reports them: the same answers for the paths it knows, undefined for those it leaves to that
 * parser (empty values, unusual indices). `lineOffset` is added to every line, as in `parseYaml`.
 */
export function fastPositions(text: string, lineOffset = 0): FastPositions | undefined {
  if (overBytes(text, LIMITS.yamlFile.max) || unhandled(text)) return undefined;
  let reader: Reader;
  try {
    reader = new Reader(text, true);
    reader.document();
  } catch (e) {
    if (e === ASIDE) return undefined;
    throw e;
  }
  const nodes = reader.nodes!;
  const keys = reader.keys!;
  const pos = (line: number, col: number) => ({ line: line + 1 + lineOffset, col: col + 1 });
  // The node at `path`, or at its nearest ancestor (the positioned parser's lookup), with the path it has;
  // undefined where that parser's answer may differ (flow collections, empty values, unusual indices).
  const nodeAt = (path: readonly (string | number)[]): { node: NodeAt; at: string } | undefined => {
    let at = '';
    let node = nodes.get(at);
    if (!node) return undefined;
    for (const k of path) {
      if (node.kind === NodeKind.Other) return undefined;
      if (node.kind === NodeKind.Scalar) break;
      if (node.kind === NodeKind.Map && typeof k !== 'string') break;
      if (
        node.kind === NodeKind.Seq &&
        !(typeof k === 'number' ? k >= 0 && Number.isInteger(k) : INDEX.test(k))
      )
        return undefined;
      const next = `${at}\0${String(k)}`;
      const child = nodes.get(next);
      if (!child) break;
      at = next;
      node = child;
    }
    return node.kind === NodeKind.Other ? undefined : { node, at };
  };
  const locate = (path: readonly (string | number)[]) => {
    const n = nodeAt(path);
    return n && pos(n.node.line, n.node.col);
  };
  return {
    locate,
    locateKey(path) {
      if (path.length === 0) return locate(path);
      const parent = nodeAt(path.slice(0, -1));
      if (!parent) return undefined;
      const last = path[path.length - 1]!;
      if (parent.node.kind === NodeKind.Map && typeof last === 'string') {
        const k = keys.get(`${parent.at}\0${last}`);
        if (k !== undefined) return pos(Math.floor(k / COLS), k % COLS);
      }
      return locate(path);
    },
  };
}

/** The value of `text`, or undefined when only the positioned parser may read it. */
export function fastLoad(text: string): { value: unknown } | undefined {
  if (overBytes(text, LIMITS.yamlFile.max) || unhandled(text)) return undefined;
  try {
    return { value: new Reader(text).document() };
  } catch (e) {
    if (e === ASIDE) return undefined;
    throw e;
  }
}
