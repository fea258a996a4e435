var __import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/init.ts
var init_exports = {};
__export(init_exports, {
  init: () => init
});
module.exports = __toCommonJS(init_exports);
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_util = require("node:util");

// src/diagnostics.ts
function diag(severity, rule, message, where = {}) {
  const d = { severity, rule, message };
  if (where.file !== void 0) d.file = where.file;
  if (where.line !== void 0) d.line = where.line;
  if (where.col !== void 0) d.col = where.col;
  if (where.path !== void 0) d.path = where.path;
  if (where.fix !== void 0) d.fix = where.fix;
  return d;
}
function formatDiagnostic(d) {
  const loc = d.file ? `${d.file}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ""}` : ""}: ` : "";
  const path = d.path ? ` (${d.path})` : "";
  const fix = d.fix ? `
  fix: ${d.fix}` : "";
  return `${loc}${d.severity} [${d.rule}] ${d.message}${path}${fix}`;
}

// src/limits.ts
var MiB = 1024 * 1024;
var LIMITS = {
  yamlFile: {
    subject: "the file",
    scope: "for a YAML file",
    max: 4 * MiB,
    unit: "bytes",
    fix: "split the file or remove the bulk; no input file of this product needs to be this large"
  },
  appendedChangelog: {
    subject: "the appended text",
    scope: "for the text a change appends to the changelog",
    max: 1 * MiB,
    unit: "bytes",
    fix: "append short entries: a description is a few lines of text"
  },
  configKeys: {
    subject: "the number of config keys",
    scope: "in one appended changelog entry",
    max: 1e3,
    unit: "items",
    fix: "select configs with fewer keys or a wildcard pattern; the largest real entry lists 52"
  },
  configKeyPattern: {
    subject: "the config key or pattern",
    scope: "",
    max: 256,
    unit: "characters",
    fix: "name the config with its key or a short `*` pattern; real keys are under 60 characters"
  },
  wildcardPatterns: {
    subject: "the number of `*` patterns",
    scope: "in the appended changelog entries",
    max: 1e3,
    unit: "items",
    fix: "select configs with fewer patterns: one pattern such as `dsr1-*` covers a whole family"
  },
  scalars: {
    subject: "the number of YAML values",
    scope: "in a file",
    max: 1e5,
    unit: "values",
    fix: "split the file; the largest real master config holds under 20,000 values"
  },
  masterEntries: {
    subject: "the number of config entries",
    scope: "in one master config",
    max: 5e3,
    unit: "items",
    fix: "split the entries over several master configs; the largest real master config holds about 200"
  },
  nestingDepth: {
    subject: "the nesting of YAML collections",
    scope: "",
    max: 64,
    unit: "levels",
    fix: "flatten the structure: real configs nest fewer than 10 levels"
  },
  aliases: {
    subject: "the number of YAML aliases",
    scope: "in a file",
    max: 1e3,
    unit: "aliases",
    fix: "write the values out: our files need no aliases"
  },
  aliasExpansion: {
    subject: "the expansion of YAML aliases",
    scope: "",
    max: 1e4,
    unit: "nodes",
    fix: "write the values out instead of repeating large anchors through aliases"
  },
  fragmentExpansion: {
    subject: "the expansion of $ref fragments",
    scope: "",
    max: 2e4,
    unit: "items",
    fix: "use fewer or smaller fragments"
  }
};
function formatAmount(n, unit) {
  if (unit !== "bytes") return `${n.toLocaleString("en-US")} ${unit}`;
  if (n >= MiB) return `${+(n / MiB).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}
var utf8Bytes = (text) => Buffer.byteLength(text, "utf8");
function overBytes(text, bytes) {
  return text.length * 3 > bytes && (text.length > bytes || utf8Bytes(text) > bytes);
}
function limitDiagnostic(name, actual, where, rule) {
  const l = LIMITS[name];
  const exact = actual !== void 0 && formatAmount(actual, l.unit) === formatAmount(l.max, l.unit);
  const amount = (n) => exact ? `${n.toLocaleString("en-US")} ${l.unit}` : formatAmount(n, l.unit);
  const limit = `the limit of ${amount(l.max)}${l.scope ? ` ${l.scope}` : ""}`;
  const what = actual === void 0 ? `exceeds ${limit}` : `is ${amount(actual)}, over ${limit}`;
  return diag("error", rule ?? "LIMIT", `${where.file}: ${l.subject} ${what}`, {
    file: where.file,
    line: where.line ?? 1,
    ...where.col !== void 0 ? { col: where.col } : {},
    fix: l.fix
  });
}

// src/yaml/fast.ts
var ASIDE = /* @__PURE__ */ Symbol("aside");
var aside = () => {
  throw ASIDE;
};
var UNHANDLED = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
var NOT_ASCII = /[^\n\x20-\x7e]+/g;
function unhandled(text) {
  NOT_ASCII.lastIndex = 0;
  for (let m = NOT_ASCII.exec(text); m; m = NOT_ASCII.exec(text)) if (UNHANDLED.test(m[0])) return true;
  return false;
}
var KEY_MAX = 1e3;
var NUMERIC_ASIDE = /^(?:[-+]?0[0-9_]+|[-+]?0[xXbBoO].*|[-+]?\.?(?:inf|Inf|INF|nan|NaN|NAN)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*|[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+|[-+]?_.*|[-+]?\.[._]*)$/s;
var EXPONENT_ONLY = /^[eE][-+]?[0-9]+$/;
var INT = /^[-+]?[0-9][0-9_]*$/;
var FLOAT = /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/;
var WORDS = new Map([
  ["null", null],
  ["Null", null],
  ["NULL", null],
  ["~", null],
  ...["yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"].map((w) => [w, true]),
  ...["no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"].map((w) => [
    w,
    false
  ])
]);
function resolvePlain(s) {
  const c = s.charCodeAt(0);
  const letter = c >= 97 && c <= 122 || c >= 65 && c <= 90;
  if (letter || c === 126) {
    if ((c === 101 || c === 69) && EXPONENT_ONLY.test(s)) aside();
    if (s.length <= 5) {
      const w = WORDS.get(s);
      if (w !== void 0) return w;
      if (s.length === 1 && /[yYnN]/.test(s)) aside();
    }
    return s;
  }
  if (c === 60 && s.startsWith("<<")) aside();
  if (!(c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 95)) return s;
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
    const n = parseInt(s.replace(/^[-+]/, "").replace(/_/g, ""), 10);
    return s[0] === "-" ? -1 * n : n;
  }
  if (FLOAT.test(s)) return parseFloat(s.replace(/_/g, ""));
  return s;
}
function resolveKey(s) {
  const v = resolvePlain(s);
  if (typeof v !== "string") aside();
  return v;
}
var INDICATORS = new Uint8Array(128);
for (const ch of ",[]{}#&*!|>'\"%@`") INDICATORS[ch.charCodeAt(0)] = 1;
var isIndicator = (c) => c < 128 && INDICATORS[c] === 1;
function setKey(obj2, key, value) {
  if (key === "__proto__" || Object.prototype.hasOwnProperty.call(obj2, key)) aside();
  obj2[key] = value;
}
var ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\"
};
var Reader = class {
  lines;
  indent;
  kind;
  i = 0;
  depth = 0;
  /** Plain and quoted scalars read, counted as the positioned parser counts them for its limit. */
  scalars = 0;
  /** With positions: the path of the node being read, and where each node (and each key) starts. */
  path = [];
  nodes;
  keys;
  constructor(text, positions = false) {
    if (positions) {
      this.nodes = /* @__PURE__ */ new Map();
      this.keys = /* @__PURE__ */ new Map();
    }
    const lines2 = text.split("\n");
    this.lines = lines2;
    this.indent = new Int32Array(lines2.length);
    this.kind = new Uint8Array(lines2.length);
    for (let k = 0; k < lines2.length; k++) {
      const l = lines2[k];
      let n = 0;
      while (n < l.length && l.charCodeAt(n) === 32) n++;
      this.indent[k] = n;
      if (n === l.length) this.kind[k] = 0 /* Blank */;
      else if (l.charCodeAt(n) === 35) this.kind[k] = 1 /* Comment */;
      else {
        this.kind[k] = 2 /* Content */;
        if (n === 0 && (l.startsWith("---") || l.startsWith("...") || l.charCodeAt(0) === 37)) aside();
      }
    }
  }
  document() {
    const j = this.nextContent();
    if (j < 0) return null;
    if (this.indent[j] !== 0) aside();
    const v = this.node(0, -1);
    if (this.nextContent() >= 0) aside();
    return v;
  }
  /** Index of the next content line from `this.i` on (moving `this.i` there), or -1. */
  nextContent() {
    const n = this.lines.length;
    while (this.i < n && this.kind[this.i] !== 2 /* Content */) this.i++;
    return this.i < n ? this.i : -1;
  }
  scalar() {
    if (++this.scalars > LIMITS.scalars.max) aside();
  }
  enter() {
    if (++this.depth > LIMITS.nestingDepth.max) aside();
  }
  /** Records that the node at the current path starts at column `col` of the current line. */
  at(kind, col) {
    this.nodes.set(pathKey(this.path), { kind, line: this.i, col });
  }
  /** The node whose first line is the current one, starting at its indentation `n`; `p` = parent's. */
  node(n, p) {
    const line = this.lines[this.i];
    if (isSeqAt(line, n)) return this.seq(n);
    if (keyEnd(line, n) >= 0) return this.map(n);
    return this.inline(line, n, p);
  }
  /** A block sequence whose `-` indicators stand at column `n`; the current line holds the first. */
  seq(n) {
    this.enter();
    if (this.nodes) this.at(1 /* Seq */, n);
    const out = [];
    for (; ; ) {
      const line = this.lines[this.i];
      let q = n + 1;
      while (line.charCodeAt(q) === 32) q++;
      if (this.nodes) this.path.push(String(out.length));
      if (q >= line.length || line.charCodeAt(q) === 35) {
        this.i++;
        const j2 = this.nextContent();
        if (j2 >= 0 && this.indent[j2] > n) out.push(this.node(this.indent[j2], n));
        else {
          if (this.nodes) this.at(3 /* Other */, 0);
          out.push(null);
        }
      } else if (isSeqAt(line, q)) {
        aside();
      } else if (keyEnd(line, q) >= 0) {
        out.push(this.map(q));
      } else {
        out.push(this.inline(line, q, n));
      }
      if (this.nodes) this.path.pop();
      const j = this.nextContent();
      if (j < 0 || this.indent[j] < n) break;
      if (this.indent[j] > n) aside();
      if (!isSeqAt(this.lines[j], n)) break;
    }
    this.depth--;
    return out;
  }
  /** A block mapping whose keys start at column `n`; the current line holds the first key there. */
  map(n) {
    this.enter();
    if (this.nodes) this.at(0 /* Map */, n);
    const out = {};
    for (; ; ) {
      const line = this.lines[this.i];
      const e = keyEnd(line, n);
      if (e < 0) aside();
      const key = readKey(line, n, e);
      this.scalar();
      if (this.nodes) {
        this.path.push(key);
        this.keys.set(pathKey(this.path), this.i * COLS + n);
      }
      let q = e + 1;
      while (line.charCodeAt(q) === 32) q++;
      let value;
      if (q >= line.length || line.charCodeAt(q) === 35) {
        this.i++;
        const j2 = this.nextContent();
        if (j2 >= 0 && this.indent[j2] > n) value = this.node(this.indent[j2], n);
        else if (j2 >= 0 && this.indent[j2] === n && isSeqAt(this.lines[j2], n)) value = this.seq(n);
        else {
          if (this.nodes) this.at(3 /* Other */, 0);
          value = null;
        }
      } else {
        value = this.inline(line, q, n);
      }
      if (this.nodes) this.path.pop();
      setKey(out, key, value);
      const j = this.nextContent();
      if (j < 0 || this.indent[j] < n) break;
      if (this.indent[j] > n || isSeqAt(this.lines[j], n)) aside();
    }
    this.depth--;
    return out;
  }
  /**
   * A scalar or flow collection starting at column `q` of the current line. Plain scalars may go on over
   * the following lines that are deeper than the parent's indentation `p`.
   */
  inline(line, q, p) {
    const c = line.charCodeAt(q);
    let value;
    let end;
    if (c === 91 || c === 123) {
      [value, end] = this.flow(line, q);
    } else if (c === 34 || c === 39) {
      if (this.nodes) this.at(2 /* Scalar */, q);
      this.scalar();
      [value, end] = quoted(line, q);
    } else {
      if (this.nodes) this.at(2 /* Scalar */, q);
      this.scalar();
      if (isIndicator(c) || c === 63 || c === 58 || c === 45 && isSpaceOrEnd(line, q + 1)) aside();
      const s = plainEnd(line, q);
      let text = line.slice(q, s);
      this.i++;
      const closed = s < trimEnd(line);
      let blanks = 0;
      for (let k = this.i; !closed && k < this.lines.length; k++) {
        const kind = this.kind[k];
        if (kind === 0 /* Blank */) {
          blanks++;
          continue;
        }
        if (kind === 1 /* Comment */ || this.indent[k] <= p) break;
        const l = this.lines[k];
        const from = this.indent[k];
        const ch = l.charCodeAt(from);
        if (isIndicator(ch) || ch === 45 || ch === 63 || ch === 58) aside();
        const to = plainEnd(l, from);
        if (to < trimEnd(l)) aside();
        text += blanks > 0 ? "\n".repeat(blanks) : " ";
        text += l.slice(from, to);
        blanks = 0;
        this.i = k + 1;
      }
      return resolvePlain(text);
    }
    const rest = afterNode(line, end);
    if (rest < 0) aside();
    this.i++;
    return value;
  }
  /** A flow collection that opens at `q` and closes on the same line: [value, index after it]. */
  flow(line, q) {
    this.enter();
    const open = line.charCodeAt(q);
    const close = open === 91 ? 93 : 125;
    if (this.nodes) this.at(open === 91 ? 1 /* Seq */ : 0 /* Map */, q);
    let pos = skipSpaces(line, q + 1);
    let result;
    if (line.charCodeAt(pos) === close) {
      result = open === 91 ? [] : {};
      pos++;
    } else if (open === 91) {
      const out = [];
      for (; ; ) {
        if (this.nodes) this.path.push(String(out.length));
        const [v, e] = this.flowItem(line, pos);
        if (this.nodes) this.path.pop();
        out.push(v);
        pos = skipSpaces(line, e);
        const c = line.charCodeAt(pos);
        if (c === 93) break;
        if (c !== 44) aside();
        pos = skipSpaces(line, pos + 1);
        if (line.charCodeAt(pos) === 93) aside();
      }
      result = out;
      pos++;
    } else {
      const out = {};
      for (; ; ) {
        const c = line.charCodeAt(pos);
        let key;
        let e;
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
          this.keys.set(pathKey(this.path), this.i * COLS + pos);
        }
        const [v, after] = this.flowItem(line, skipSpaces(line, e + 1));
        if (this.nodes) this.path.pop();
        setKey(out, key, v);
        pos = skipSpaces(line, after);
        const d = line.charCodeAt(pos);
        if (d === 125) break;
        if (d !== 44) aside();
        pos = skipSpaces(line, pos + 1);
        if (line.charCodeAt(pos) === 125) aside();
      }
      result = out;
      pos++;
    }
    this.depth--;
    return [result, pos];
  }
  flowItem(line, pos) {
    const c = line.charCodeAt(pos);
    if (c === 91 || c === 123) return this.flow(line, pos);
    this.scalar();
    if (this.nodes) this.at(2 /* Scalar */, pos);
    if (c === 34 || c === 39) return quoted(line, pos);
    if (pos >= line.length || isIndicator(c) || c === 63 || c === 58) aside();
    if (c === 45 && !plainAfterDash(line.charCodeAt(pos + 1))) aside();
    const e = flowPlainEnd(line, pos);
    const c2 = line.charCodeAt(e);
    if (e === pos || c2 === 58 || c2 === 35) aside();
    return [resolvePlain(line.slice(pos, e)), e];
  }
};
var plainAfterDash = (c) => !Number.isNaN(c) && c !== 32 && c !== 44 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 35;
function isSpaceOrEnd(line, i) {
  return i >= line.length || line.charCodeAt(i) === 32;
}
function isSeqAt(line, n) {
  return line.charCodeAt(n) === 45 && isSpaceOrEnd(line, n + 1);
}
function skipSpaces(line, i) {
  while (i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}
function trimEnd(line) {
  let e = line.length;
  while (e > 0 && line.charCodeAt(e - 1) === 32) e--;
  return e;
}
function afterNode(line, e) {
  const i = skipSpaces(line, e);
  if (i >= line.length) return i;
  return line.charCodeAt(i) === 35 && i > e ? i : -1;
}
function plainEnd(line, q) {
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
function flowPlainEnd(line, q) {
  let i = q;
  for (; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 44 || c === 91 || c === 93 || c === 123 || c === 125 || c === 58 || c === 35) break;
    if (c === 34 || c === 39) aside();
  }
  while (i > q && line.charCodeAt(i - 1) === 32) i--;
  return i;
}
function keyEnd(line, q) {
  if (line === lastKey.line && q === lastKey.q) return lastKey.end;
  const c = line.charCodeAt(q);
  let end = -1;
  let odd = false;
  if (c === 91 || c === 123) {
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
var lastKey = {
  line: void 0,
  q: -1,
  end: -1,
  odd: false
};
function readKey(line, q, e) {
  if (e - q > KEY_MAX) aside();
  const c = line.charCodeAt(q);
  if (c === 34 || c === 39) return quoted(line, q)[0];
  if (isIndicator(c) || c === 45 || c === 63 || c === 58 || line.charCodeAt(e - 1) === 32) aside();
  if (keyEnd(line, q) !== e || lastKey.odd) aside();
  return resolveKey(line.slice(q, e));
}
function quotedEnd(line, q) {
  const quote2 = line.charCodeAt(q);
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote2 === 34 && c === 92) i++;
    else if (c === quote2) {
      if (quote2 === 39 && line.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    }
  }
  return -1;
}
function quoted(line, q) {
  const quote2 = line.charCodeAt(q);
  let out = "";
  let from = q + 1;
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote2 === 39) {
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
    if (e === void 0) aside();
    const simple = ESCAPES[e];
    if (simple !== void 0) {
      out += simple;
      i++;
    } else if (e === "x" || e === "u" || e === "U") {
      const len = e === "x" ? 2 : e === "u" ? 4 : 8;
      const hex = line.slice(i + 2, i + 2 + len);
      if (hex.length !== len || !/^[0-9a-fA-F]+$/.test(hex)) aside();
      const code = parseInt(hex, 16);
      if (code > 1114111) aside();
      out += String.fromCodePoint(code);
      i += 1 + len;
    } else aside();
    from = i + 1;
  }
  return aside();
}
var pathKey = (path) => {
  let k = "";
  for (const p of path) k += "\0" + p;
  return k;
};
var COLS = 1 << 20;
function fastLoad(text) {
  if (overBytes(text, LIMITS.yamlFile.max) || unhandled(text)) return void 0;
  try {
    return { value: new Reader(text).document() };
  } catch (e) {
    if (e === ASIDE) return void 0;
    throw e;
  }
}

// src/yaml/chars.ts
var NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
var FOREIGN_BREAK = /[\x85\u2028\u2029]|\r(?!\n)/;
var C0 = "NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US".split(
  " "
);
var BREAKS = {
  "\x85": "U+0085 (NEL)",
  "\u2028": "U+2028 (LINE SEPARATOR)",
  "\u2029": "U+2029 (PARAGRAPH SEPARATOR)",
  "\r": "a CR not followed by LF"
};
function describeChar(ch) {
  const cp = ch.codePointAt(0);
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = cp < 32 ? C0[cp] : cp === 127 ? "DEL" : cp < 160 ? "C1 control" : cp >= 55296 && cp <= 57343 ? "unpaired surrogate" : "noncharacter";
  return `${hex} (${name})`;
}
function charProblems(text, from = 0) {
  const out = [];
  const rest = from > 0 ? text.slice(from) : text;
  const np = NON_PRINTABLE.exec(rest);
  if (np) {
    const ch = np[0];
    out.push({
      offset: from + np.index,
      char: ch,
      message: `contains the non-printable character ${describeChar(ch)}, which the reference's YAML parser refuses`,
      fix: "remove it (inside a double-quoted string, an escape such as \\x07 is allowed)"
    });
  }
  const br = FOREIGN_BREAK.exec(rest);
  if (br) {
    const ch = br[0];
    out.push({
      offset: from + br.index,
      char: ch,
      message: `contains ${BREAKS[ch]}, a line break to the reference's YAML parser but not to this one`,
      fix: ch === "\r" ? "use LF (or CRLF) line breaks" : "replace it with a space or an LF line break"
    });
  }
  return out.sort((a, b) => a.offset - b.offset);
}

// src/yaml/lib.ts
var import_node_module = require("node:module");
var lib;
function yaml() {
  if (lib) return lib;
  const spec = true ? "../chunks/yaml.cjs" : "yaml";
  return lib = (0, import_node_module.createRequire)(__import_meta_url)(spec);
}

// src/yaml/compose.ts
var STACK_CUTOFF = 2 * LIMITS.nestingDepth.max + 8;
var SCALAR = "";
var MARKERS = /* @__PURE__ */ new Set(["", "", SCALAR]);
function composeDocument(text, version, lineCounter) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return compose(text, version, lineCounter);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
function compose(text, version, lineCounter) {
  const { Composer, Lexer, Parser, YAMLParseError } = yaml();
  const parser = new Parser(lineCounter.addNewLine);
  const tokens = [];
  lineCounter.addNewLine(0);
  let offset = 0;
  let scalars = 0;
  for (const lexeme of new Lexer().lex(text)) {
    const c = lexeme.charCodeAt(0);
    if ((lexeme === SCALAR || c === 34 || c === 39) && ++scalars > LIMITS.scalars.max)
      return { over: { limit: "scalars", offset } };
    for (const t of parser.next(lexeme)) tokens.push(t);
    if (parser.stack.length > STACK_CUTOFF)
      return { over: { limit: "nestingDepth", offset: parser.stack.at(-1).offset } };
    if (!MARKERS.has(lexeme)) offset += lexeme.length;
  }
  for (const t of parser.end()) tokens.push(t);
  const deep = firstTooDeep(tokens);
  if (deep !== void 0) return { over: { limit: "nestingDepth", offset: deep } };
  const composer = new Composer({ version, uniqueKeys: false, logLevel: "error" });
  let doc;
  for (const d of composer.compose(tokens, true, text.length)) {
    if (!doc) doc = d;
    else {
      doc.errors.push(
        new YAMLParseError(
          [d.range[0], d.range[1]],
          "MULTIPLE_DOCS",
          "Source contains multiple documents; please use YAML.parseAllDocuments()"
        )
      );
      break;
    }
  }
  return { doc };
}
function firstTooDeep(tokens) {
  const stack = tokens.map((t) => [t, 0]);
  while (stack.length) {
    const [t, depth] = stack.pop();
    if (!t) continue;
    if (t.type === "document") {
      stack.push([t.value, depth]);
      continue;
    }
    if (t.type !== "block-map" && t.type !== "block-seq" && t.type !== "flow-collection") continue;
    const d = depth + 1;
    if (d > LIMITS.nestingDepth.max) return t.offset;
    for (const it of t.items) {
      if ("key" in it) stack.push([it.key ?? void 0, d]);
      stack.push([it.value, d]);
    }
  }
  return void 0;
}
function structureProblems(doc) {
  const { isAlias, isMap: isMap2, isNode, isScalar, visit } = yaml();
  const out = [];
  const anchors = /* @__PURE__ */ new Map();
  let aliases = 0;
  visit(doc, (_key, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
    if (isMap2(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of node.items) {
        const k = pair.key;
        const id = isScalar(k) ? Number.isNaN(k.value) ? {} : k.value : k;
        if (seen.has(id))
          out.push({ offset: k?.range?.[0] ?? 0, code: "DUPLICATE_KEY", message: "Map keys must be unique" });
        seen.add(id);
      }
    } else if (isAlias(node)) {
      const at = node.range?.[0] ?? 0;
      if (++aliases === LIMITS.aliases.max + 1)
        out.push({ offset: at, code: "TOO_MANY_ALIASES", message: "" });
      const target = anchors.get(node.source)?.range;
      if (target && target[0] <= at && at < target[1])
        out.push({
          offset: at,
          code: "RECURSIVE_ALIAS",
          message: `alias *${node.source} refers to a node that contains it: the value would contain itself`
        });
    }
  });
  return out;
}

// src/yaml/parse.ts
function parseYaml(text, file2, opts = {}) {
  const lineCounter = new (yaml()).LineCounter();
  const offset = opts.lineOffset ?? 0;
  const at = (offsetInText) => {
    const p = lineCounter.linePos(offsetInText);
    return { line: p.line + offset, col: p.col };
  };
  const diagnostics = [];
  const refuse = (d) => positioned(
    file2,
    EMPTY ??= yaml().parseDocument(""),
    lineCounter,
    [...diagnostics, d],
    void 0,
    at,
    1 + offset
  );
  if (overBytes(text, LIMITS.yamlFile.max))
    return refuse(limitDiagnostic("yamlFile", utf8Bytes(text), { file: file2, line: 1 + offset }));
  const composed = composeDocument(text, opts.version ?? "1.1", lineCounter);
  if (composed.over)
    return refuse(limitDiagnostic(composed.over.limit, void 0, { file: file2, ...at(composed.over.offset) }));
  for (const c of charProblems(text)) {
    diagnostics.push(diag("error", "YAML-CHAR", c.message, { file: file2, ...at(c.offset), fix: c.fix }));
  }
  const doc = composed.doc;
  const errors = doc.errors.map((e) => ({
    offset: e.pos[0],
    code: e.code,
    message: e.message
  }));
  if (doc.errors.length === 0) for (const e of structureProblems(doc)) errors.push(e);
  errors.sort((x, y) => x.offset - y.offset);
  if (errors.length > MAX_ERRORS) {
    const rest = errors.length - MAX_ERRORS;
    errors.length = MAX_ERRORS + 1;
    errors[MAX_ERRORS] = {
      offset: errors[MAX_ERRORS].offset,
      code: "MORE",
      message: `${rest} more YAML errors`
    };
  }
  for (const e of errors) {
    const p = at(e.offset);
    if (e.code === "TOO_MANY_ALIASES")
      diagnostics.push(limitDiagnostic("aliases", void 0, { file: file2, ...p }));
    else if (e.code === "DUPLICATE_KEY")
      diagnostics.push(
        diag("error", "YAML-DUP", `found duplicate key: ${firstLine(e.message)}`, {
          file: file2,
          ...p,
          fix: "remove or rename one of the two keys"
        })
      );
    else diagnostics.push(diag("error", "YAML", firstLine(e.message), { file: file2, ...p }));
  }
  for (const w of doc.warnings) {
    diagnostics.push(diag("warning", "YAML", firstLine(w.message), { file: file2, ...at(w.pos[0]) }));
  }
  let value = void 0;
  if (!diagnostics.some((d) => d.severity === "error")) {
    try {
      value = doc.toJS({ maxAliasCount: LIMITS.aliasExpansion.max });
    } catch (e) {
      diagnostics.push(
        e instanceof ReferenceError ? limitDiagnostic("aliasExpansion", void 0, { file: file2, line: 1 + offset, col: 1 }) : diag("error", "YAML", e.message, { file: file2, line: 1 + offset, col: 1 })
      );
    }
  }
  return positioned(file2, doc, lineCounter, diagnostics, value, at, 1 + offset);
}
var EMPTY;
var MAX_ERRORS = 50;
function positioned(file2, doc, lineCounter, diagnostics, value, at, firstLine2) {
  const { isMap: isMap2, isScalar, isSeq } = yaml();
  const start = (n) => n?.range ? at(n.range[0]) : { line: firstLine2, col: 1 };
  const pairs = /* @__PURE__ */ new WeakMap();
  const pairOf = (map2, k) => {
    let index = pairs.get(map2);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const it of map2.items) {
        const key = isScalar(it.key) ? it.key.value : it.key;
        if (!index.has(key)) index.set(key, it);
      }
      pairs.set(map2, index);
    }
    return index.get(k);
  };
  const nodeAt = (path) => {
    let node = doc.contents;
    let last = node;
    for (const k of path) {
      const next = isMap2(node) ? pairOf(node, k)?.value ?? void 0 : isSeq(node) ? node.items[seqIndex(k)] : void 0;
      if (next === void 0 || next === null) break;
      node = next;
      last = next;
    }
    return last;
  };
  return {
    file: file2,
    value,
    doc,
    lineCounter,
    diagnostics,
    locate: (path) => start(nodeAt(path)),
    locateKey: (path) => {
      if (path.length === 0) return start(nodeAt(path));
      const parent = nodeAt(path.slice(0, -1));
      const pair = isMap2(parent) ? pairOf(parent, path[path.length - 1]) : void 0;
      if (pair && isScalar(pair.key) && pair.key.range) return at(pair.key.range[0]);
      return start(nodeAt(path));
    }
  };
}
function seqIndex(k) {
  const n = typeof k === "string" && k !== "" ? Number(k) : k;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : -1;
}
function formatPath(path) {
  let out = "";
  for (const k of path) out += typeof k === "number" ? `[${k}]` : out ? `.${k}` : String(k);
  return out;
}
function firstLine(s) {
  return s.split("\n")[0].trim();
}

// src/config/accepts.generated.ts
var isEnumerable = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
function isPlainObject(o) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return false;
  const ctor = o.constructor;
  if (ctor === void 0 || typeof ctor !== "function") return true;
  const prot = ctor.prototype;
  if (typeof prot !== "object" || prot === null || Array.isArray(prot)) return false;
  return Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf");
}
var keys1 = /* @__PURE__ */ new Set(["name", "version"]);
var keys5 = /* @__PURE__ */ new Set([
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "spec-decoding",
  "router",
  "srt-recipe",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list"
]);
var keys6 = /* @__PURE__ */ new Set([
  "spec-decoding",
  "router",
  "kv-p2p-transfer",
  "srt-recipe",
  "eval-srt-recipe",
  "require-power",
  "power",
  "conc-start",
  "conc-end",
  "conc-list",
  "prefill",
  "decode"
]);
var keys7 = /* @__PURE__ */ new Set([
  "num-worker",
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "hardware",
  "additional-settings"
]);
var keys8 = /* @__PURE__ */ new Set([
  "spec-decoding",
  "router",
  "kv-p2p-transfer",
  "srt-recipe",
  "eval-srt-recipe",
  "require-power",
  "power",
  "conc-start",
  "conc-end",
  "conc-list",
  "worker",
  "num-nodes"
]);
var keys9 = /* @__PURE__ */ new Set([
  "tp",
  "pp",
  "dcp-size",
  "pcp-size",
  "ep",
  "dp-attn",
  "kv-offloading",
  "srt-recipe",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list"
]);
var keys10 = /* @__PURE__ */ new Set([
  "kv-offloading",
  "srt-recipe",
  "eval-srt-recipe",
  "power",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list",
  "prefill",
  "decode"
]);
var keys11 = /* @__PURE__ */ new Set([
  "kv-offloading",
  "srt-recipe",
  "eval-srt-recipe",
  "power",
  "kv-offload-backend",
  "router",
  "kv-p2p-transfer",
  "spec-decoding",
  "require-power",
  "conc-start",
  "conc-end",
  "conc-list",
  "worker",
  "num-nodes"
]);
var keys18 = /* @__PURE__ */ new Set(["labels", "hardware", "clusters"]);
var keys19 = /* @__PURE__ */ new Set(["available-cpu-dram-mib", "gpus-per-node"]);
var keys20 = /* @__PURE__ */ new Set([
  "gpus-per-node",
  "available-cpu-dram-mib",
  "arch",
  "env",
  "models",
  "scheduler",
  "slurm"
]);
var keys21 = /* @__PURE__ */ new Set(["download-root", "entries"]);
var keys22 = /* @__PURE__ */ new Set(["root", "dir"]);
var keys23 = /* @__PURE__ */ new Set([
  "partition",
  "partitions",
  "account",
  "exclusive",
  "gres",
  "exclude",
  "cpus-per-task",
  "cpus-per-gpu",
  "srun-args",
  "salloc-args",
  "volumes",
  "squash",
  "srt-slurm"
]);
var keys24 = /* @__PURE__ */ new Set(["path", "visibility"]);
var keys25 = /* @__PURE__ */ new Set([
  "dir",
  "visibility",
  "import",
  "lock-timeout-s",
  "key-style",
  "lock-file",
  "single-node-import",
  "multi-node-import",
  "import-step-args",
  "framework-dirs",
  "helper-dirs"
]);
var keys26 = /* @__PURE__ */ new Set(["dir", "key-style", "import", "model-prefixes"]);
var keys27 = /* @__PURE__ */ new Set(["dir", "key-style", "import"]);
var keys28 = /* @__PURE__ */ new Set(["nginx", "dcgm-exporter"]);
var keys29 = /* @__PURE__ */ new Set([
  "volume-mounts",
  "agentic-volume-mounts",
  "mounts",
  "env",
  "container-aliases",
  "nginx-aliases",
  "outputs",
  "shared-run-root",
  "uv-cache-root",
  "power-exporter-port",
  "power-telemetry",
  "fabric",
  "host-setup",
  "default-time-limit",
  "single-node-time-limit",
  "dist-timeout-s",
  "network-interface",
  "job-tag",
  "gpus-per-node-directive",
  "segment-directive",
  "single-node-exclusive",
  "single-node-models",
  "preflight",
  "extra"
]);
var keys30 = /* @__PURE__ */ new Set(["dcgm-port", "cpu-source"]);
var keys31 = /* @__PURE__ */ new Set([
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices",
  "mooncake-gid-index",
  "mori-rdma-tc",
  "mori-io-tc"
]);
var keys32 = /* @__PURE__ */ new Set(["script", "env", "timeout-s", "nodes"]);
var re33 = /^\d{1,3}:[0-5]\d:[0-5]\d$/;
function p0(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys1.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  if (!("version" in r)) return false;
  const x1 = r["version"];
  if (!(typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p7(v) {
  if (!Array.isArray(v)) return false;
  if (v.length > 256) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "number" && Number.isSafeInteger(x) && x <= 1048576)) return false;
  }
  return true;
}
function p9(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "string")) return false;
  }
  return true;
}
function p10(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys7.has(k)) return false;
  if (!("num-worker" in r)) return false;
  const x0 = r["num-worker"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 0 && x0 <= 1024)) return false;
  if (!("tp" in r)) return false;
  const x1 = r["tp"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024)) return false;
  const x2 = r["pp"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
    return false;
  const x3 = r["dcp-size"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
    return false;
  const x4 = r["pcp-size"];
  if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
    return false;
  if (!("ep" in r)) return false;
  const x5 = r["ep"];
  if (!(typeof x5 === "number" && Number.isSafeInteger(x5) && x5 >= 1 && x5 <= 1024)) return false;
  if (!("dp-attn" in r)) return false;
  const x6 = r["dp-attn"];
  if (!(typeof x6 === "boolean")) return false;
  const x8 = r["additional-settings"];
  if (!(x8 === void 0 || p9(x8))) return false;
  return true;
}
function p12(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys8.has(k)) return false;
  const x0 = r["spec-decoding"];
  if (!(x0 === void 0 || x0 === "mtp" || x0 === "draft_model" || x0 === "none")) return false;
  const x1 = r["router"];
  if (!(x1 === void 0 || p0(x1))) return false;
  const x2 = r["kv-p2p-transfer"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["srt-recipe"];
  if (!(x3 === void 0 || typeof x3 === "string" && x3.length >= 1)) return false;
  const x4 = r["eval-srt-recipe"];
  if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  const x5 = r["require-power"];
  if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  const x6 = r["power"];
  if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  const x7 = r["conc-start"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 <= 1048576))
    return false;
  const x8 = r["conc-end"];
  if (!(x8 === void 0 || typeof x8 === "number" && Number.isSafeInteger(x8) && x8 <= 1048576))
    return false;
  const x9 = r["conc-list"];
  if (!(x9 === void 0 || p7(x9))) return false;
  if (!("worker" in r)) return false;
  const x10 = r["worker"];
  if (!p10(x10)) return false;
  if (!("num-nodes" in r)) return false;
  const x11 = r["num-nodes"];
  if (!(typeof x11 === "number" && Number.isSafeInteger(x11) && x11 >= 1 && x11 <= 1024)) return false;
  return true;
}
function p13(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys1.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["version"];
  if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p20(v) {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (!(typeof x === "string" && x.length >= 1)) return false;
  }
  return true;
}
function p25(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys19.has(k)) return false;
  if (!("available-cpu-dram-mib" in r)) return false;
  const x0 = r["available-cpu-dram-mib"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1)) return false;
  if (!("gpus-per-node" in r)) return false;
  const x1 = r["gpus-per-node"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1)) return false;
  return true;
}
function p26(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p25(x)) return false;
  }
  return true;
}
function p27(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "string" || typeof x === "number" && Number.isFinite(x) || typeof x === "boolean"))
      return false;
  }
  return true;
}
function p28(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys22.has(k)) return false;
  if (!("root" in r)) return false;
  const x0 = r["root"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  if (!("dir" in r)) return false;
  const x1 = r["dir"];
  if (!(typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p29(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p28(x)) return false;
  }
  return true;
}
function p30(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys21.has(k)) return false;
  const x0 = r["download-root"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["entries"];
  if (!(x1 === void 0 || p29(x1))) return false;
  return true;
}
function p31(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys24.has(k)) return false;
  if (!("path" in r)) return false;
  const x0 = r["path"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["visibility"];
  if (!(x1 === void 0 || x1 === "shared" || x1 === "node-local")) return false;
  return true;
}
function p32(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p31(x)) return false;
  }
  return true;
}
function p33(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys27.has(k)) return false;
  const x0 = r["dir"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["key-style"];
  if (!(x1 === void 0 || x1 === "underscore" || x1 === "plus" || x1 === "plus-strip-nvcr")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  return true;
}
function p34(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p33(x)) return false;
  }
  return true;
}
function p35(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys26.has(k)) return false;
  const x0 = r["dir"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["key-style"];
  if (!(x1 === void 0 || x1 === "underscore" || x1 === "plus" || x1 === "plus-strip-nvcr")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  const x3 = r["model-prefixes"];
  if (!(x3 === void 0 || p34(x3))) return false;
  return true;
}
function p36(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p35(x)) return false;
  }
  return true;
}
function p37(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys28.has(k)) return false;
  const x0 = r["nginx"];
  if (!(x0 === void 0 || p33(x0))) return false;
  const x1 = r["dcgm-exporter"];
  if (!(x1 === void 0 || p33(x1))) return false;
  return true;
}
function p38(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys25.has(k)) return false;
  if (!("dir" in r)) return false;
  const x0 = r["dir"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["visibility"];
  if (!(x1 === void 0 || x1 === "shared" || x1 === "node-local")) return false;
  const x2 = r["import"];
  if (!(x2 === void 0 || x2 === "submit-host" || x2 === "compute" || x2 === "all-nodes" || x2 === "pre-staged" || x2 === "unchecked"))
    return false;
  const x3 = r["lock-timeout-s"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1)) return false;
  const x4 = r["key-style"];
  if (!(x4 === void 0 || x4 === "underscore" || x4 === "plus" || x4 === "plus-strip-nvcr")) return false;
  const x5 = r["lock-file"];
  if (!(x5 === void 0 || x5 === "locks-dir")) return false;
  const x6 = r["single-node-import"];
  if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  const x7 = r["multi-node-import"];
  if (!(x7 === void 0 || typeof x7 === "boolean")) return false;
  const x8 = r["import-step-args"];
  if (!(x8 === void 0 || p9(x8))) return false;
  const x9 = r["framework-dirs"];
  if (!(x9 === void 0 || p36(x9))) return false;
  const x10 = r["helper-dirs"];
  if (!(x10 === void 0 || p37(x10))) return false;
  return true;
}
function p39(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "string" && x.length >= 1)) return false;
  }
  return true;
}
function p40(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys30.has(k)) return false;
  if (!("dcgm-port" in r)) return false;
  const x0 = r["dcgm-port"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1)) return false;
  const x1 = r["cpu-source"];
  if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  return true;
}
function p41(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys31.has(k)) return false;
  const x0 = r["ucx-net-devices"];
  if (!(x0 === void 0 || p20(x0))) return false;
  const x1 = r["nccl-ib-hca"];
  if (!(x1 === void 0 || p20(x1))) return false;
  const x2 = r["ib-devices"];
  if (!(x2 === void 0 || p20(x2))) return false;
  const x3 = r["socket-ifname"];
  if (!(x3 === void 0 || p20(x3))) return false;
  const x4 = r["mooncake-devices"];
  if (!(x4 === void 0 || p20(x4))) return false;
  const x5 = r["mooncake-gid-index"];
  if (!(x5 === void 0 || typeof x5 === "number" && Number.isSafeInteger(x5))) return false;
  const x6 = r["mori-rdma-tc"];
  if (!(x6 === void 0 || typeof x6 === "number" && Number.isSafeInteger(x6))) return false;
  const x7 = r["mori-io-tc"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7))) return false;
  return true;
}
function p42(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys32.has(k)) return false;
  if (!("script" in r)) return false;
  const x0 = r["script"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["env"];
  if (!(x1 === void 0 || p27(x1))) return false;
  const x2 = r["timeout-s"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1)) return false;
  const x3 = r["nodes"];
  if (!(x3 === void 0 || x3 === "all" || x3 === "head")) return false;
  return true;
}
function p43(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
  }
  return true;
}
function p44(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys29.has(k)) return false;
  const x0 = r["volume-mounts"];
  if (!(x0 === void 0 || p39(x0))) return false;
  const x1 = r["agentic-volume-mounts"];
  if (!(x1 === void 0 || p39(x1))) return false;
  const x2 = r["mounts"];
  if (!(x2 === void 0 || p39(x2))) return false;
  const x3 = r["env"];
  if (!(x3 === void 0 || p27(x3))) return false;
  const x4 = r["container-aliases"];
  if (!(x4 === void 0 || p20(x4))) return false;
  const x5 = r["nginx-aliases"];
  if (!(x5 === void 0 || p20(x5))) return false;
  const x6 = r["outputs"];
  if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  const x7 = r["shared-run-root"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["uv-cache-root"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  const x9 = r["power-exporter-port"];
  if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 >= 1)) return false;
  const x10 = r["power-telemetry"];
  if (!(x10 === void 0 || p40(x10))) return false;
  const x11 = r["fabric"];
  if (!(x11 === void 0 || p41(x11))) return false;
  const x12 = r["host-setup"];
  if (!(x12 === void 0 || p42(x12))) return false;
  const x13 = r["default-time-limit"];
  if (!(x13 === void 0 || typeof x13 === "string" && re33.test(x13))) return false;
  const x14 = r["single-node-time-limit"];
  if (!(x14 === void 0 || typeof x14 === "number" && Number.isSafeInteger(x14) && x14 >= 1))
    return false;
  const x15 = r["dist-timeout-s"];
  if (!(x15 === void 0 || typeof x15 === "number" && Number.isSafeInteger(x15) && x15 >= 1))
    return false;
  const x16 = r["network-interface"];
  if (!(x16 === void 0 || typeof x16 === "string")) return false;
  const x17 = r["job-tag"];
  if (!(x17 === void 0 || typeof x17 === "string" && x17.length >= 1)) return false;
  const x18 = r["gpus-per-node-directive"];
  if (!(x18 === void 0 || typeof x18 === "boolean")) return false;
  const x19 = r["segment-directive"];
  if (!(x19 === void 0 || typeof x19 === "boolean")) return false;
  const x20 = r["single-node-exclusive"];
  if (!(x20 === void 0 || typeof x20 === "boolean")) return false;
  const x21 = r["single-node-models"];
  if (!(x21 === void 0 || typeof x21 === "string" && x21.length >= 1)) return false;
  const x22 = r["preflight"];
  if (!(x22 === void 0 || typeof x22 === "boolean")) return false;
  const x23 = r["extra"];
  if (!(x23 === void 0 || p43(x23))) return false;
  return true;
}
function p45(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys23.has(k)) return false;
  if (!("partition" in r)) return false;
  const x0 = r["partition"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["partitions"];
  if (!(x1 === void 0 || p20(x1))) return false;
  const x2 = r["account"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["exclusive"];
  if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  const x4 = r["gres"];
  if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  const x5 = r["exclude"];
  if (!(x5 === void 0 || p20(x5))) return false;
  const x6 = r["cpus-per-task"];
  if (!(x6 === void 0 || typeof x6 === "number" && Number.isSafeInteger(x6) && x6 >= 1)) return false;
  const x7 = r["cpus-per-gpu"];
  if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 >= 1)) return false;
  const x8 = r["srun-args"];
  if (!(x8 === void 0 || p9(x8))) return false;
  const x9 = r["salloc-args"];
  if (!(x9 === void 0 || p9(x9))) return false;
  const x10 = r["volumes"];
  if (!(x10 === void 0 || p32(x10))) return false;
  const x11 = r["squash"];
  if (!(x11 === void 0 || p38(x11))) return false;
  const x12 = r["srt-slurm"];
  if (!(x12 === void 0 || p44(x12))) return false;
  return true;
}
function p46(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys20.has(k)) return false;
  if (!("gpus-per-node" in r)) return false;
  const x0 = r["gpus-per-node"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  const x1 = r["available-cpu-dram-mib"];
  if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1)) return false;
  const x2 = r["arch"];
  if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  const x3 = r["env"];
  if (!(x3 === void 0 || p27(x3))) return false;
  const x4 = r["models"];
  if (!(x4 === void 0 || p30(x4))) return false;
  const x5 = r["scheduler"];
  if (!(x5 === void 0 || x5 === "slurm")) return false;
  const x6 = r["slurm"];
  if (!(x6 === void 0 || p45(x6))) return false;
  return true;
}
function p47(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!p46(x)) return false;
  }
  return true;
}
function p48(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys18.has(k)) return false;
  const x1 = r["hardware"];
  if (!(x1 === void 0 || p26(x1))) return false;
  const x2 = r["clusters"];
  if (!(x2 === void 0 || p47(x2))) return false;
  return true;
}
function acceptsSingleNodeItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys5.has(k)) return false;
  if (!(!skip.includes("tp") && isEnumerable(r, "tp"))) return false;
  const x0 = r["tp"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  if (!skip.includes("pp") && isEnumerable(r, "pp")) {
    const x1 = r["pp"];
    if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024))
      return false;
  }
  if (!skip.includes("dcp-size") && isEnumerable(r, "dcp-size")) {
    const x2 = r["dcp-size"];
    if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
      return false;
  }
  if (!skip.includes("pcp-size") && isEnumerable(r, "pcp-size")) {
    const x3 = r["pcp-size"];
    if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
      return false;
  }
  if (!skip.includes("ep") && isEnumerable(r, "ep")) {
    const x4 = r["ep"];
    if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
      return false;
  }
  if (!skip.includes("dp-attn") && isEnumerable(r, "dp-attn")) {
    const x5 = r["dp-attn"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x6 = r["spec-decoding"];
    if (!(x6 === void 0 || x6 === "mtp" || x6 === "draft_model" || x6 === "none")) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x7 = r["router"];
    if (!(x7 === void 0 || p0(x7))) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x8 = r["srt-recipe"];
    if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x9 = r["require-power"];
    if (!(x9 === void 0 || typeof x9 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x10 = r["conc-start"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x11 = r["conc-end"];
    if (!(x11 === void 0 || typeof x11 === "number" && Number.isSafeInteger(x11) && x11 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x12 = r["conc-list"];
    if (!(x12 === void 0 || p7(x12))) return false;
  }
  return true;
}
function acceptsMultiNodeItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys6.has(k)) return false;
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x0 = r["spec-decoding"];
    if (!(x0 === void 0 || x0 === "mtp" || x0 === "draft_model" || x0 === "none")) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x1 = r["router"];
    if (!(x1 === void 0 || p0(x1))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x2 = r["kv-p2p-transfer"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x3 = r["srt-recipe"];
    if (!(x3 === void 0 || typeof x3 === "string" && x3.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x4 = r["eval-srt-recipe"];
    if (!(x4 === void 0 || typeof x4 === "string" && x4.length >= 1)) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x5 = r["require-power"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x6 = r["power"];
    if (!(x6 === void 0 || typeof x6 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x7 = r["conc-start"];
    if (!(x7 === void 0 || typeof x7 === "number" && Number.isSafeInteger(x7) && x7 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x8 = r["conc-end"];
    if (!(x8 === void 0 || typeof x8 === "number" && Number.isSafeInteger(x8) && x8 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x9 = r["conc-list"];
    if (!(x9 === void 0 || p7(x9))) return false;
  }
  if (!(!skip.includes("prefill") && isEnumerable(r, "prefill"))) return false;
  const x10 = r["prefill"];
  if (!p10(x10)) return false;
  if (!(!skip.includes("decode") && isEnumerable(r, "decode"))) return false;
  const x11 = r["decode"];
  if (!p10(x11)) return false;
  return true;
}
var acceptsMultiNodeAggItem = p12;
function acceptsSingleNodeAgenticItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys9.has(k)) return false;
  if (!(!skip.includes("tp") && isEnumerable(r, "tp"))) return false;
  const x0 = r["tp"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 1024)) return false;
  if (!skip.includes("pp") && isEnumerable(r, "pp")) {
    const x1 = r["pp"];
    if (!(x1 === void 0 || typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 1024))
      return false;
  }
  if (!skip.includes("dcp-size") && isEnumerable(r, "dcp-size")) {
    const x2 = r["dcp-size"];
    if (!(x2 === void 0 || typeof x2 === "number" && Number.isSafeInteger(x2) && x2 >= 1 && x2 <= 1024))
      return false;
  }
  if (!skip.includes("pcp-size") && isEnumerable(r, "pcp-size")) {
    const x3 = r["pcp-size"];
    if (!(x3 === void 0 || typeof x3 === "number" && Number.isSafeInteger(x3) && x3 >= 1 && x3 <= 1024))
      return false;
  }
  if (!skip.includes("ep") && isEnumerable(r, "ep")) {
    const x4 = r["ep"];
    if (!(x4 === void 0 || typeof x4 === "number" && Number.isSafeInteger(x4) && x4 >= 1 && x4 <= 1024))
      return false;
  }
  if (!skip.includes("dp-attn") && isEnumerable(r, "dp-attn")) {
    const x5 = r["dp-attn"];
    if (!(x5 === void 0 || typeof x5 === "boolean")) return false;
  }
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x6 = r["kv-offloading"];
    if (!(x6 === void 0 || x6 === "none" || x6 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x7 = r["srt-recipe"];
    if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x8 = r["kv-offload-backend"];
    if (!(x8 === void 0 || p13(x8))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x9 = r["router"];
    if (!(x9 === void 0 || p0(x9))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x10 = r["kv-p2p-transfer"];
    if (!(x10 === void 0 || typeof x10 === "string" && x10.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x11 = r["spec-decoding"];
    if (!(x11 === void 0 || x11 === "mtp" || x11 === "draft_model" || x11 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x12 = r["require-power"];
    if (!(x12 === void 0 || typeof x12 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x13 = r["conc-start"];
    if (!(x13 === void 0 || typeof x13 === "number" && Number.isSafeInteger(x13) && x13 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x14 = r["conc-end"];
    if (!(x14 === void 0 || typeof x14 === "number" && Number.isSafeInteger(x14) && x14 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x15 = r["conc-list"];
    if (!(x15 === void 0 || p7(x15))) return false;
  }
  return true;
}
function acceptsMultiNodeAgenticItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys10.has(k)) return false;
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x0 = r["kv-offloading"];
    if (!(x0 === void 0 || x0 === "none" || x0 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x1 = r["srt-recipe"];
    if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x2 = r["eval-srt-recipe"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x3 = r["power"];
    if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x4 = r["kv-offload-backend"];
    if (!(x4 === void 0 || p13(x4))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x5 = r["router"];
    if (!(x5 === void 0 || p0(x5))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x6 = r["kv-p2p-transfer"];
    if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x7 = r["spec-decoding"];
    if (!(x7 === void 0 || x7 === "mtp" || x7 === "draft_model" || x7 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x8 = r["require-power"];
    if (!(x8 === void 0 || typeof x8 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x9 = r["conc-start"];
    if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x10 = r["conc-end"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x11 = r["conc-list"];
    if (!(x11 === void 0 || p7(x11))) return false;
  }
  if (!(!skip.includes("prefill") && isEnumerable(r, "prefill"))) return false;
  const x12 = r["prefill"];
  if (!p10(x12)) return false;
  if (!(!skip.includes("decode") && isEnumerable(r, "decode"))) return false;
  const x13 = r["decode"];
  if (!p10(x13)) return false;
  return true;
}
function acceptsMultiNodeAgenticAggItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !keys11.has(k)) return false;
  if (!skip.includes("kv-offloading") && isEnumerable(r, "kv-offloading")) {
    const x0 = r["kv-offloading"];
    if (!(x0 === void 0 || x0 === "none" || x0 === "dram")) return false;
  }
  if (!skip.includes("srt-recipe") && isEnumerable(r, "srt-recipe")) {
    const x1 = r["srt-recipe"];
    if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
  }
  if (!skip.includes("eval-srt-recipe") && isEnumerable(r, "eval-srt-recipe")) {
    const x2 = r["eval-srt-recipe"];
    if (!(x2 === void 0 || typeof x2 === "string" && x2.length >= 1)) return false;
  }
  if (!skip.includes("power") && isEnumerable(r, "power")) {
    const x3 = r["power"];
    if (!(x3 === void 0 || typeof x3 === "boolean")) return false;
  }
  if (!skip.includes("kv-offload-backend") && isEnumerable(r, "kv-offload-backend")) {
    const x4 = r["kv-offload-backend"];
    if (!(x4 === void 0 || p13(x4))) return false;
  }
  if (!skip.includes("router") && isEnumerable(r, "router")) {
    const x5 = r["router"];
    if (!(x5 === void 0 || p0(x5))) return false;
  }
  if (!skip.includes("kv-p2p-transfer") && isEnumerable(r, "kv-p2p-transfer")) {
    const x6 = r["kv-p2p-transfer"];
    if (!(x6 === void 0 || typeof x6 === "string" && x6.length >= 1)) return false;
  }
  if (!skip.includes("spec-decoding") && isEnumerable(r, "spec-decoding")) {
    const x7 = r["spec-decoding"];
    if (!(x7 === void 0 || x7 === "mtp" || x7 === "draft_model" || x7 === "none")) return false;
  }
  if (!skip.includes("require-power") && isEnumerable(r, "require-power")) {
    const x8 = r["require-power"];
    if (!(x8 === void 0 || typeof x8 === "boolean")) return false;
  }
  if (!skip.includes("conc-start") && isEnumerable(r, "conc-start")) {
    const x9 = r["conc-start"];
    if (!(x9 === void 0 || typeof x9 === "number" && Number.isSafeInteger(x9) && x9 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-end") && isEnumerable(r, "conc-end")) {
    const x10 = r["conc-end"];
    if (!(x10 === void 0 || typeof x10 === "number" && Number.isSafeInteger(x10) && x10 <= 1048576))
      return false;
  }
  if (!skip.includes("conc-list") && isEnumerable(r, "conc-list")) {
    const x11 = r["conc-list"];
    if (!(x11 === void 0 || p7(x11))) return false;
  }
  if (!(!skip.includes("worker") && isEnumerable(r, "worker"))) return false;
  const x12 = r["worker"];
  if (!p10(x12)) return false;
  if (!(!skip.includes("num-nodes") && isEnumerable(r, "num-nodes"))) return false;
  const x13 = r["num-nodes"];
  if (!(typeof x13 === "number" && Number.isSafeInteger(x13) && x13 >= 1 && x13 <= 1024)) return false;
  return true;
}
var acceptsRunnersFile = p48;

// src/zod/lib.ts
var import_node_module2 = require("node:module");
var lib2;
function zod() {
  if (lib2) return lib2;
  const spec = true ? "../chunks/zod.cjs" : "zod";
  return lib2 = (0, import_node_module2.createRequire)(__import_meta_url)(spec);
}
function once(make) {
  let value;
  return () => value ??= make();
}

// src/config/limits.ts
var CONFIG_LIMITS = {
  /** tp, ep, pp, dcp-size, pcp-size of one stage, and its GPUs tp·pp·pcp: more than any one job gets. */
  maxStageGpus: 1024,
  /** num-worker of one role and num-nodes of an aggregated item. */
  maxWorkers: 1024,
  maxNodes: 1024,
  /** Any single concurrency value (conc-start, conc-end, conc-list entries). */
  maxConc: 1048576,
  /** Entries of one conc-list. */
  maxConcList: 256,
  /** Rows one search-space item may expand to (concurrencies × runner values). */
  maxRowsPerItem: 4096,
  /** isl and osl, in tokens. */
  maxSeqLen: 16777216
};

// src/config/primitives.ts
var says = (text) => (iss) => iss.code === "invalid_type" && iss.input === void 0 ? "Field required" : text;
var int = () => zod().int({ error: says("Input should be a valid integer") });
var posInt = () => int().min(1, { error: "Input should be greater than 0" });
var str = () => zod().string({ error: says("Input should be a valid string") });
var nonEmptyStr = () => str().min(1, { error: "String should have at least 1 character" });
var bool = () => zod().boolean({ error: says("Input should be a valid boolean") });
var list = (item) => zod().array(item, { error: says("Input should be a valid list") });
var obj = (shape) => zod().strictObject(shape, { error: says("Input should be a valid dictionary") });

// src/config/schema.ts
var pinned = (v) => zod().literal(v, {
  error: (iss) => iss.input === void 0 ? "Field required" : typeof iss.input !== "boolean" ? "Input should be a valid boolean" : `Input should be ${v ? "True" : "False"}`
});
var specDecoding = once(
  () => zod().enum(["mtp", "draft_model", "none"], {
    error: says("Input should be 'mtp', 'draft_model' or 'none'")
  })
);
var kvOffloading = once(
  () => zod().enum(["none", "dram"], { error: says("Input should be 'none' or 'dram'") })
);
var router = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr() }));
var backend = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() }));
var bounded = (max) => posInt().max(max, { error: `Input should be less than or equal to ${max}` });
var concValue = () => int().max(CONFIG_LIMITS.maxConc, {
  error: `Input should be less than or equal to ${CONFIG_LIMITS.maxConc}`
});
var conc = () => ({
  "conc-start": concValue().optional(),
  "conc-end": concValue().optional(),
  "conc-list": list(concValue()).max(CONFIG_LIMITS.maxConcList, {
    error: `List should have at most ${CONFIG_LIMITS.maxConcList} items after validation`
  }).optional()
});
var stage = () => bounded(CONFIG_LIMITS.maxStageGpus);
var parallelism = () => ({
  pp: stage().optional(),
  "dcp-size": stage().optional(),
  "pcp-size": stage().optional()
});
var recipe = () => nonEmptyStr();
var worker = once(
  () => obj({
    "num-worker": int().min(0, { error: "Input should be greater than or equal to 0" }).max(CONFIG_LIMITS.maxWorkers, {
      error: `Input should be less than or equal to ${CONFIG_LIMITS.maxWorkers}`
    }),
    tp: stage(),
    ...parallelism(),
    ep: stage(),
    "dp-attn": bool(),
    hardware: zod().unknown().optional(),
    "additional-settings": list(str()).optional()
  })
);
var singleNodeItem = once(
  () => obj({
    tp: stage(),
    ...parallelism(),
    ep: stage().optional(),
    "dp-attn": bool().optional(),
    "spec-decoding": specDecoding().optional(),
    router: router().optional(),
    "srt-recipe": recipe().optional(),
    "require-power": bool().optional(),
    ...conc()
  })
);
var multiNodeCommon = () => ({
  "spec-decoding": specDecoding().optional(),
  router: router().optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  "srt-recipe": recipe().optional(),
  "eval-srt-recipe": recipe().optional(),
  "require-power": bool().optional(),
  power: bool().optional(),
  ...conc()
});
var aggregate = () => ({ worker: worker(), "num-nodes": bounded(CONFIG_LIMITS.maxNodes) });
var multiNodeItem = once(() => obj({ ...multiNodeCommon(), prefill: worker(), decode: worker() }));
var multiNodeAggItem = once(() => obj({ ...multiNodeCommon(), ...aggregate() }));
var agenticCommon = () => ({
  "kv-offload-backend": backend().optional(),
  router: router().optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  "spec-decoding": specDecoding().optional(),
  "require-power": bool().optional(),
  ...conc()
});
var singleNodeAgenticItem = once(
  () => obj({
    tp: stage(),
    ...parallelism(),
    ep: stage().optional(),
    "dp-attn": bool().optional(),
    "kv-offloading": kvOffloading().optional(),
    "srt-recipe": recipe().optional(),
    ...agenticCommon()
  })
);
var multiNodeAgenticCommon = () => ({
  "kv-offloading": kvOffloading().optional(),
  "srt-recipe": recipe().optional(),
  "eval-srt-recipe": recipe().optional(),
  power: bool().optional(),
  ...agenticCommon()
});
var multiNodeAgenticItem = once(
  () => obj({ ...multiNodeAgenticCommon(), prefill: worker(), decode: worker() })
);
var multiNodeAgenticAggItem = once(() => obj({ ...multiNodeAgenticCommon(), ...aggregate() }));
var seqLen = () => bounded(CONFIG_LIMITS.maxSeqLen);
var dramUtilization = () => zod().number({ error: says("Input should be a valid number") }).gt(0, { error: "Input should be greater than 0" }).lte(1, { error: "Input should be less than or equal to 1" });
var fixedSeqLenBlock = once(
  () => obj({ isl: seqLen(), osl: seqLen(), "search-space": list(zod().unknown()) })
);
var agenticBlock = once(
  () => obj({
    "dram-utilization": dramUtilization().optional(),
    "search-space": list(zod().unknown())
  })
);
var scenarios = () => obj({
  "fixed-seq-len": list(zod().unknown()).optional(),
  "agentic-coding": list(zod().unknown()).optional()
});
var entryCommon = () => ({
  image: str(),
  model: str(),
  "model-prefix": str(),
  precision: str(),
  framework: str(),
  runner: str(),
  router: router().optional(),
  // On single-node entries this is refused by a rule with its own message, so both heads accept it.
  "kv-p2p-transfer": nonEmptyStr().optional(),
  /**
   * The recipe directory (newer format) under benchmarks/<single|multi>_node/srt-slurm-recipes/ for the
   * items' srt-recipe.
   */
  "srt-recipe-dir": nonEmptyStr().optional(),
  scenarios: scenarios()
});
var singleNodeEntryHead = once(
  () => obj({
    ...entryCommon(),
    multinode: pinned(false),
    disagg: pinned(false).optional()
  })
);
var multiNodeEntryHead = once(
  () => obj({
    ...entryCommon(),
    multinode: pinned(true),
    disagg: bool().optional()
  })
);
var DERIVED_FIELDS = {
  "total-cpu-dram-gb": "it is computed from runners.yaml hardware and dram-utilization",
  "gpus-per-node": "it comes from the runner hardware in runners.yaml",
  duration: "the agentic duration is fixed at 3600 s",
  "trace-source": "the agentic trace source is fixed by the benchmark"
};
var num = () => zod().number({ error: says("Input should be a valid number") });
var weights = () => zod().record(zod().string(), num(), { error: says("Input should be a valid dictionary") });
var ciPriority = once(
  () => obj({
    version: zod().literal(1, { error: says("Input should be 1") }),
    "base-score": num(),
    adjustments: obj({
      event: weights().optional(),
      "multi-node": num().optional(),
      agentic: num().optional(),
      "eval-only": num().optional(),
      // Newer policies: added once per node beyond the first, so smaller allocations run first within a class.
      "additional-node": num().optional(),
      precision: weights().optional(),
      "spec-decoding": weights().optional(),
      "framework-prefix": weights().optional(),
      "model-prefix": weights().optional()
    }),
    labels: obj({
      "skip-queue": obj({ name: nonEmptyStr() }).optional(),
      "checklist-complete": obj({ names: list(nonEmptyStr()), adjustment: num() }).optional(),
      patchwork: obj({
        names: list(nonEmptyStr()),
        score: num(),
        "waived-by": list(nonEmptyStr()).optional()
      }).optional()
    }).optional()
  })
);
function knownKeys(schema, path) {
  let s = schema;
  for (const k of [...path, void 0]) {
    for (; ; ) {
      if (!s) return [];
      if (s instanceof zod().ZodOptional) s = s.unwrap();
      else break;
    }
    if (k === void 0) break;
    if (s instanceof zod().ZodObject) s = s.shape[String(k)];
    else if (s instanceof zod().ZodArray) s = s.element;
    else if (s instanceof zod().ZodRecord) s = s.valueType;
    else return [];
  }
  return s instanceof zod().ZodObject ? Object.keys(s.shape) : [];
}

// src/config/finding.ts
function schemaFindings(schema, data, base, ruleOf) {
  const r = schema.safeParse(data);
  if (r.success) return [];
  const out = [];
  for (const iss of r.error.issues) {
    const path = [...base, ...iss.path];
    if (iss.code === "unrecognized_keys") {
      const known = knownKeys(schema, iss.path);
      for (const k of iss.keys) {
        const derived = DERIVED_FIELDS[k];
        const near = nearest(k, known);
        out.push({
          path: [...path, k],
          rule: derived ? "VP-6" : ruleOf(iss),
          message: "Extra inputs are not permitted",
          fix: derived ? `remove '${k}': ${derived}` : near ? `did you mean '${near}'?` : `remove '${k}'${known.length ? ` (known fields: ${known.join(", ")})` : ""}`,
          atKey: true
        });
      }
      continue;
    }
    const missing = iss.message === "Field required";
    const field = path[path.length - 1];
    out.push({
      path,
      rule: ruleOf(iss),
      message: iss.message,
      atKey: missing,
      ...missing && typeof field === "string" ? { fix: `add '${field}'` } : {}
    });
  }
  return out;
}
function nearest(word, candidates) {
  let seen = nearestOf.get(candidates);
  if (!seen) nearestOf.set(candidates, seen = /* @__PURE__ */ new Map());
  if (seen.has(word)) return seen.get(word);
  let best;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = c.includes(word) || word.includes(c) ? Math.abs(c.length - word.length) : distance(word, c, bestD);
    if (d < bestD) [best, bestD] = [c, d];
  }
  const near = best !== void 0 && bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
  seen.set(word, near);
  return near;
}
var nearestOf = /* @__PURE__ */ new WeakMap();
function distance(a, b, limit) {
  const n = b.length;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      const v = sub < del ? sub < ins ? sub : ins : del < ins ? del : ins;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return rowMin;
    [prev, cur] = [cur, prev];
  }
  return prev[n];
}
function toDiagnostic(f, parsed) {
  const pos = f.atKey ? parsed.locateKey(f.path) : parsed.locate(f.path);
  return diag(f.severity ?? "error", f.rule, f.message, {
    file: parsed.file,
    ...pos,
    path: formatPath(f.path),
    ...f.fix ? { fix: f.fix } : {}
  });
}

// src/config/rules.ts
var isRec = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/config/entry.ts
var MULTI_NODE_KEYS = ["worker", "prefill", "decode", "num-nodes"];
var VA3_KEYS = ["pp", "dcp-size", "pcp-size"];
var ITEM = {
  singleNode: { schema: singleNodeItem, accepts: acceptsSingleNodeItemWithout, skip: MULTI_NODE_KEYS },
  multiNodeAgg: { schema: multiNodeAggItem, accepts: (v) => acceptsMultiNodeAggItem(v) },
  multiNode: {
    schema: multiNodeItem,
    accepts: acceptsMultiNodeItemWithout,
    skip: ["worker", "num-nodes"]
  },
  singleNodeAgentic: {
    schema: singleNodeAgenticItem,
    accepts: acceptsSingleNodeAgenticItemWithout,
    skip: ["worker", "num-nodes"]
  },
  multiNodeAgenticAgg: {
    schema: multiNodeAgenticAggItem,
    accepts: acceptsMultiNodeAgenticAggItemWithout,
    skip: VA3_KEYS
  },
  multiNodeAgentic: {
    schema: multiNodeAgenticItem,
    accepts: acceptsMultiNodeAgenticItemWithout,
    skip: [...VA3_KEYS, "num-nodes"]
  }
};

// src/config/lint.ts
var YES_NO = /^[yYnN]$/;
var EXPONENT_NO_DOT = /^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$/;
var SUSPECT = /(?:^|[\s:[{,-])(?:[yYnN]|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+)(?=$|[\s,\]}:])/m;
function lintYaml11(parsed, text, lineOffset = 0) {
  if (!SUSPECT.test(text)) return [];
  const { isScalar, visit } = yaml();
  const out = [];
  visit(parsed.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || !node.range) return;
      const src = text.slice(node.range[0], node.range[1]).trim();
      const yesNo = YES_NO.test(src);
      if (!yesNo && !EXPONENT_NO_DOT.test(src)) return;
      const p = parsed.lineCounter.linePos(node.range[0]);
      out.push(
        diag(
          "warning",
          "YM-2",
          yesNo ? `plain '${src}' is read as a boolean by YAML 1.1 here but as a string by the reference's parser` : `plain '${src}' is read as a number by YAML 1.1 here but as a string by the reference's parser`,
          { file: parsed.file, line: p.line + lineOffset, col: p.col, fix: `quote it: "${src}"` }
        )
      );
    }
  });
  return out;
}

// src/config/read.ts
function readYaml(text, file2) {
  let cache;
  const parsed = () => cache ??= parseYaml(text, file2, { version: "1.1" });
  const fast = fastLoad(text);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text)], parsed };
}

// src/config/runners-schema.ts
var dict = (value) => zod().record(zod().string(), value, {
  error: (iss) => iss.input === void 0 ? "Field required" : "Input should be a valid dictionary"
});
var oneOf = (values) => zod().enum(values, {
  error: (iss) => iss.input === void 0 ? "Field required" : `Input should be ${values.map((v) => `'${v}'`).join(", ").replace(/, ([^,]*)$/, " or $1")}`
});
var envValue = () => zod().union([str(), zod().number(), zod().boolean()], {
  error: "Input should be a valid string"
});
var env = () => dict(envValue());
var timeLimit = () => zod().string({
  error: (iss) => typeof iss.input === "number" ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : "Input should be a valid string"
}).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });
var VISIBILITIES = ["shared", "node-local"];
var SQUASH_IMPORTS = ["submit-host", "compute", "all-nodes", "pre-staged", "unchecked"];
var KEY_STYLES = ["underscore", "plus", "plus-strip-nvcr"];
var SCHEDULERS = ["slurm"];
var volume = () => obj({ path: nonEmptyStr(), visibility: oneOf(VISIBILITIES).optional() });
var squashPlace = once(() => ({
  dir: nonEmptyStr().optional(),
  "key-style": oneOf(KEY_STYLES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional()
}));
var squash = () => obj({
  dir: nonEmptyStr(),
  visibility: oneOf(VISIBILITIES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional(),
  "lock-timeout-s": posInt().optional(),
  "key-style": oneOf(KEY_STYLES).optional(),
  "lock-file": oneOf(["locks-dir"]).optional(),
  "single-node-import": bool().optional(),
  "multi-node-import": bool().optional(),
  "import-step-args": list(str()).optional(),
  "framework-dirs": dict(
    obj({ ...squashPlace(), "model-prefixes": dict(obj(squashPlace())).optional() })
  ).optional(),
  "helper-dirs": obj({
    nginx: obj(squashPlace()).optional(),
    "dcgm-exporter": obj(squashPlace()).optional()
  }).optional()
});
var FABRIC_LISTS = [
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices"
];
var FABRIC_NUMBERS = ["mooncake-gid-index", "mori-rdma-tc", "mori-io-tc"];
var fabric = () => obj({
  ...Object.fromEntries(FABRIC_LISTS.map((k) => [k, list(nonEmptyStr()).optional()])),
  ...Object.fromEntries(FABRIC_NUMBERS.map((k) => [k, int().optional()]))
});
var srtSlurm = () => obj({
  "volume-mounts": dict(nonEmptyStr()).optional(),
  "agentic-volume-mounts": dict(nonEmptyStr()).optional(),
  mounts: dict(nonEmptyStr()).optional(),
  env: env().optional(),
  "container-aliases": list(nonEmptyStr()).optional(),
  "nginx-aliases": list(nonEmptyStr()).optional(),
  outputs: nonEmptyStr().optional(),
  "shared-run-root": nonEmptyStr().optional(),
  "uv-cache-root": nonEmptyStr().optional(),
  "power-exporter-port": posInt().optional(),
  "power-telemetry": obj({ "dcgm-port": posInt(), "cpu-source": nonEmptyStr().optional() }).optional(),
  fabric: fabric().optional(),
  "host-setup": obj({
    script: nonEmptyStr(),
    env: env().optional(),
    "timeout-s": posInt().optional(),
    nodes: oneOf(["all", "head"]).optional()
  }).optional(),
  "default-time-limit": timeLimit().optional(),
  "single-node-time-limit": posInt().optional(),
  "dist-timeout-s": posInt().optional(),
  "network-interface": str().optional(),
  "job-tag": nonEmptyStr().optional(),
  "gpus-per-node-directive": bool().optional(),
  "segment-directive": bool().optional(),
  "single-node-exclusive": bool().optional(),
  "single-node-models": nonEmptyStr().optional(),
  preflight: bool().optional(),
  extra: dict(zod().unknown()).optional()
});
var slurm = () => obj({
  partition: nonEmptyStr(),
  partitions: list(nonEmptyStr()).optional(),
  account: nonEmptyStr().optional(),
  exclusive: bool().optional(),
  gres: nonEmptyStr().optional(),
  exclude: list(nonEmptyStr()).optional(),
  "cpus-per-task": posInt().optional(),
  "cpus-per-gpu": posInt().optional(),
  "srun-args": list(str()).optional(),
  "salloc-args": list(str()).optional(),
  volumes: dict(volume()).optional(),
  squash: squash().optional(),
  "srt-slurm": srtSlurm().optional()
});
var clusterRecord = once(
  () => obj({
    "gpus-per-node": posInt().max(CONFIG_LIMITS.maxStageGpus, {
      error: `Input should be less than or equal to ${CONFIG_LIMITS.maxStageGpus}`
    }),
    "available-cpu-dram-mib": posInt().optional(),
    arch: nonEmptyStr().optional(),
    env: env().optional(),
    models: obj({
      "download-root": nonEmptyStr().optional(),
      entries: dict(obj({ root: nonEmptyStr(), dir: nonEmptyStr() })).optional()
    }).optional(),
    scheduler: oneOf(SCHEDULERS).optional(),
    slurm: slurm().optional()
  })
);
var hardwareRecord = once(
  () => obj({
    "available-cpu-dram-mib": posInt(),
    "gpus-per-node": posInt()
  })
);
var runnersFile = once(
  () => obj({
    labels: zod().unknown().optional(),
    hardware: zod().record(zod().string(), hardwareRecord(), { error: says("Input should be a valid dictionary") }).optional(),
    clusters: zod().record(zod().string(), clusterRecord(), { error: says("Input should be a valid dictionary") }).optional()
  })
);

// src/config/clusters.ts
var CLUSTER = "cluster:";
var PARTITION = "partition:";
function clustersByRunner(labels) {
  const out = /* @__PURE__ */ new Map();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== "string") continue;
      const list3 = out.get(n) ?? [];
      if (!list3.includes(l)) list3.push(l);
      out.set(n, list3);
    }
  }
  return out;
}
function clusterFindings(labels, clusters) {
  const out = [];
  const clusterLabels = Object.keys(labels).filter((l) => l.startsWith(CLUSTER));
  for (const l of clusterLabels) {
    if (!(l.slice(CLUSTER.length) in clusters)) {
      out.push({
        path: ["labels", l],
        rule: "VR-5",
        message: `Runner label '${l}' has no clusters record`,
        atKey: true,
        fix: `add clusters: ${l.slice(CLUSTER.length)}: { gpus-per-node: \u2026 }`
      });
    }
  }
  for (const id of Object.keys(clusters)) {
    if (!(`${CLUSTER}${id}` in labels)) {
      out.push({
        path: ["clusters", id],
        rule: "VR-5",
        message: `Cluster record '${id}' has no '${CLUSTER}${id}' label`,
        atKey: true,
        fix: `add the label '${CLUSTER}${id}' with its runner names`
      });
    }
  }
  const owner = /* @__PURE__ */ new Map();
  for (const l of clusterLabels) {
    const names = labels[l];
    if (!Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== "string") return;
      const first = owner.get(n);
      if (first && first !== l) {
        out.push({
          path: ["labels", l, i],
          rule: "VR-5",
          message: `Runner '${n}' appears in both '${first}' and '${l}'`,
          fix: "a runner belongs to exactly one cluster: label"
        });
      } else owner.set(n, l);
    });
  }
  const reported = /* @__PURE__ */ new Set();
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    names.forEach((n, i) => {
      if (typeof n !== "string" || owner.has(n) || reported.has(n)) return;
      reported.add(n);
      out.push({
        path: ["labels", l, i],
        rule: "VR-5",
        message: `Runner '${n}' is in no cluster: label, so the launcher cannot find its cluster`,
        fix: `list '${n}' under the cluster:<id> label of the cluster it runs on`
      });
    });
  }
  return out;
}
function partitionFindings(labels, clusters) {
  const out = [];
  const byRunner = clustersByRunner(labels);
  const partitionsOf = (runner) => Object.entries(labels).filter(([l, names]) => l.startsWith(PARTITION) && names.includes(runner)).map(([l]) => l.slice(PARTITION.length));
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(PARTITION)) continue;
    const name = l.slice(PARTITION.length);
    names.forEach((runner, i) => {
      for (const cl of byRunner.get(runner) ?? []) {
        const id = cl.slice(CLUSTER.length);
        if (!clusters[id]) continue;
        const allowed = clusters[id].slurm?.partitions ?? [];
        if (!allowed.includes(name))
          out.push({
            path: ["labels", l, i],
            rule: "VR-6",
            message: `Runner '${runner}' has label '${l}', but cluster '${id}' allows no partition '${name}'`,
            fix: allowed.length ? `use one of: ${allowed.map((p) => `${PARTITION}${p}`).join(", ")}` : `add '${name}' to clusters.${id}.slurm.partitions, or remove the label`
          });
      }
    });
  }
  for (const [id, rec] of Object.entries(clusters)) {
    const allowed = rec.slurm?.partitions ?? [];
    if (allowed.length === 0) continue;
    const dflt = rec.slurm.partition;
    if (!allowed.includes(dflt))
      out.push({
        path: ["clusters", id, "slurm", "partition"],
        rule: "VR-6",
        message: `The default partition '${dflt}' of cluster '${id}' is not in its partitions list`,
        fix: `add '${dflt}' to partitions, or use one of: ${allowed.join(", ")}`
      });
    (labels[`${CLUSTER}${id}`] ?? []).forEach((runner, i) => {
      const mine = partitionsOf(runner).filter((p) => allowed.includes(p));
      if (mine.length !== 1)
        out.push({
          path: ["labels", `${CLUSTER}${id}`, i],
          rule: "VR-6",
          message: `Runner '${runner}' of cluster '${id}' has ${mine.length === 0 ? "no" : `${mine.length}`} partition: label(s); a cluster with partitions needs exactly one per runner`,
          fix: `list '${runner}' under exactly one of: ${allowed.map((p) => `${PARTITION}${p}`).join(", ")}`
        });
    });
  }
  return out;
}
function inheritHardware(labels, hardware) {
  const out = [];
  const byRunner = clustersByRunner(labels);
  for (const [l, names] of Object.entries(labels)) {
    if (l.startsWith(CLUSTER) || l.startsWith(PARTITION) || hardware[l]) continue;
    const recs = [...new Set(names.flatMap((n) => byRunner.get(n) ?? []))].map((cl) => [cl, hardware[cl]]).filter((x) => x[1] !== void 0);
    if (recs.length === 0) continue;
    const gpn = new Set(recs.map(([, h]) => h["gpus-per-node"]));
    if (gpn.size > 1) {
      out.push({
        path: ["labels", l],
        rule: "VR-7",
        message: `Label '${l}' spans clusters with different GPUs per node (${recs.map(([cl, h]) => `${cl} ${h["gpus-per-node"]}`).join(", ")})`,
        atKey: true,
        fix: "split the label by node width, or use the cluster: labels"
      });
      continue;
    }
    const dram = new Set(recs.map(([, h]) => h["available-cpu-dram-mib"]));
    const rec = { "gpus-per-node": [...gpn][0] };
    const mib = [...dram][0];
    if (dram.size === 1 && mib !== void 0) rec["available-cpu-dram-mib"] = mib;
    hardware[l] = rec;
  }
  return out;
}
function recordFindings(clusters) {
  const out = [];
  for (const [id, rec] of Object.entries(clusters)) {
    const base = ["clusters", id];
    if (rec.slurm !== void 0 && rec.scheduler !== "slurm")
      out.push({
        path: [...base, "slurm"],
        rule: "VR-8",
        message: `Cluster '${id}' has slurm settings but ${rec.scheduler === void 0 ? "no scheduler" : `scheduler '${rec.scheduler}'`}`,
        atKey: true,
        fix: "set scheduler: slurm, or remove the slurm record"
      });
    if (rec.scheduler !== void 0 && rec[rec.scheduler] === void 0)
      out.push({
        path: [...base, "scheduler"],
        rule: "VR-8",
        message: `Cluster '${id}' uses scheduler '${rec.scheduler}' but has no '${rec.scheduler}' record with its settings`,
        fix: `add clusters.${id}.${rec.scheduler}: { partition: \u2026 }`
      });
    const volumes = rec.slurm?.volumes ?? {};
    const names = Object.keys(volumes);
    const volume2 = (name, path, what) => {
      if (!(name in volumes))
        out.push({
          path,
          rule: "VR-8",
          message: `${what} '${name}' is not a volume of cluster '${id}'`,
          fix: names.length ? `use one of: ${names.join(", ")}` : `add slurm.volumes.${name}: { path: \u2026 }`
        });
    };
    for (const [m, e] of Object.entries(rec.models?.entries ?? {}))
      volume2(e.root, [...base, "models", "entries", m, "root"], "model root");
    const dl = rec.models?.["download-root"];
    if (dl !== void 0) {
      volume2(dl, [...base, "models", "download-root"], "download root");
      if (volumes[dl]?.visibility === "node-local")
        out.push({
          path: [...base, "models", "download-root"],
          rule: "VR-8",
          message: `download root '${dl}' is node-local; downloaded checkpoints must land on a shared volume`,
          fix: "name a shared volume"
        });
    }
    const srt = rec.slurm?.["srt-slurm"];
    for (const key of ["volume-mounts", "agentic-volume-mounts"])
      for (const v of Object.keys(srt?.[key] ?? {}))
        volume2(v, [...base, "slurm", "srt-slurm", key, v], `${key} entry`);
    const fabric2 = srt?.fabric;
    const envs = [
      [[...base, "env"], rec.env],
      [[...base, "slurm", "srt-slurm", "env"], srt?.env],
      [[...base, "slurm", "srt-slurm", "host-setup", "env"], srt?.["host-setup"]?.env]
    ];
    for (const [path, env2] of envs) out.push(...envFindings(path, env2, fabric2));
  }
  return out;
}
function envFindings(path, env2, fabric2) {
  const out = [];
  for (const [k, v] of Object.entries(env2 ?? {})) {
    if (typeof v !== "string") continue;
    const ref = /^'?@fabric\.([a-z0-9-]+)'?$/.exec(v);
    if (ref) {
      const field = ref[1];
      const known = FABRIC_LISTS.includes(field) || FABRIC_NUMBERS.includes(field);
      if (!known || fabric2?.[field] === void 0)
        out.push({
          path: [...path, k],
          rule: "VR-8",
          message: known ? `'${v}' names fabric field '${field}', which this cluster's srt-slurm.fabric does not set` : `'${v}' names no fabric field`,
          fix: known ? `set slurm.srt-slurm.fabric.${field}` : `use one of: ${[...FABRIC_LISTS, ...FABRIC_NUMBERS].join(", ")}`
        });
      else if (path[path.length - 1] === "env" && path.length === 3 && FABRIC_LISTS.includes(field))
        out.push({
          path: [...path, k],
          rule: "VR-8",
          message: `'${v}' is a list, rendered comma-joined, and cluster env values cannot contain commas`,
          fix: "set it in slurm.srt-slurm.env instead"
        });
      continue;
    }
    if (path.length === 3 && v.includes(","))
      out.push({
        path: [...path, k],
        rule: "VR-8",
        message: `env value of '${k}' contains a comma; Slurm hands env values to jobs in an srun --export list`,
        fix: "remove the commas (or set the value in slurm.srt-slurm.env)"
      });
  }
  return out;
}

// src/config/runners.ts
function loadRunners(file2) {
  const p = readYaml(file2.text, file2.path);
  const diagnostics = [...p.diagnostics];
  const value = { labels: {}, hardware: {} };
  if (p.value === void 0) return { value, diagnostics };
  const v = p.value;
  const findings = [];
  if (!isRec(v) || !isRec(v.labels)) {
    findings.push({
      path: isRec(v) && "labels" in v ? ["labels"] : [],
      rule: "VR-2",
      message: "Runner config must define a labels mapping",
      fix: "add `labels:` mapping each label to its runner names"
    });
  }
  if (isRec(v)) {
    if (!acceptsRunnersFile(v)) findings.push(...schemaFindings(runnersFile(), v, [], () => "VR-4"));
    if (isRec(v.labels)) findings.push(...labelFindings(v.labels, value));
    const invalid = new Set(
      findings.filter((f) => f.path[0] === "hardware" || f.path[0] === "clusters").map((f) => `${f.path[0]}/${f.path[1]}`)
    );
    const clusters = {};
    for (const section of ["hardware", "clusters"]) {
      const records = v[section];
      if (!isRec(records)) continue;
      for (const [k, rec] of Object.entries(records)) {
        if (invalid.has(`${section}/${k}`) || !isRec(rec)) continue;
        const hw = { "gpus-per-node": rec["gpus-per-node"] };
        if (typeof rec["available-cpu-dram-mib"] === "number")
          hw["available-cpu-dram-mib"] = rec["available-cpu-dram-mib"];
        value.hardware[section === "clusters" ? `cluster:${k}` : k] = hw;
        if (section === "clusters") clusters[k] = rec;
      }
    }
    if (isRec(v.clusters)) {
      value.clusters = clusters;
      if (isRec(v.labels)) {
        const labels = value.labels;
        findings.push(...clusterFindings(v.labels, v.clusters), ...partitionFindings(labels, clusters));
        findings.push(...inheritHardware(labels, value.hardware));
      }
      findings.push(...recordFindings(clusters));
    }
  }
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value, diagnostics };
}
function labelFindings(labels, value) {
  const out = [];
  for (const [k, names] of Object.entries(labels)) {
    const path = ["labels", k];
    if (!Array.isArray(names)) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k}' must be a list, got ${pyType(names)}`,
        fix: "list the runner names under the label"
      });
    } else if (names.length === 0) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k}' cannot be an empty list`,
        atKey: true,
        fix: "list at least one runner name, or remove the label"
      });
    } else if (!names.every((n) => typeof n === "string")) {
      const bad = names.findIndex((n) => typeof n !== "string");
      out.push({
        path: [...path, bad],
        rule: "VR-3",
        message: `Runner config entry '${k}' must contain only strings`,
        fix: "quote the runner name"
      });
    } else {
      value.labels[k] = names;
    }
  }
  return out;
}
function pyType(v) {
  if (v === null || v === void 0) return "NoneType";
  if (typeof v === "string") return "str";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  return isRec(v) ? "dict" : typeof v;
}

// src/dispatch/product.ts
var PRODUCT = { repo: "sweep-orchestrator/sweep-orchestrator", ref: "v0" };
var PACKAGE = "@sweep-orchestrator/sweep-orchestrator";
var RUN_COMMAND = `npx ${PACKAGE}`;
var actionRef = (p = PRODUCT) => `${p.repo}@${p.ref}`;
var workflowRef = (file2, p = PRODUCT) => `${p.repo}/.github/workflows/${file2}@${p.ref}`;
function parseProductRef(text) {
  const m = /^([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)@([A-Za-z0-9_./-]+)$/.exec(text);
  return m ? { repo: m[1], ref: m[2] } : void 0;
}

// src/dispatch/table.ts
var CANARY_FAMILIES = ["single-node", "agentic", "multi-node"];
var bucketJobSchema = once(() => {
  const z = zod();
  return z.object({
    bucket: z.string().regex(/^(single_node|multi_node)\.[a-z0-9_]+$|^[a-z_]+$/),
    job: z.string().regex(/^sweep-[a-z0-9-]+$/),
    template: z.enum(["single", "multi"]),
    /** The canary family that gates this job when canaries are per family. */
    family: z.enum(CANARY_FAMILIES),
    /** The canary job that runs a canary drawn from this bucket; null: never a canary source. */
    canaryJob: z.string().regex(/^canary-[a-z-]+$/).nullable(),
    /** Bucket-specific template inputs; the row → input mapping reads them. */
    inputs: z.record(z.string(), z.string())
  }).strict();
});
var bucketTableSchema = once(() => {
  const z = zod();
  const CanaryRule = z.object({
    family: z.enum(CANARY_FAMILIES),
    /** Candidate buckets in order: the first row with the minimum conc wins, ties to the earlier bucket. */
    candidates: z.array(z.string()).min(1)
  }).strict();
  return z.object({ jobs: z.array(bucketJobSchema()).min(1), canary: z.array(CanaryRule).min(1) }).strict().superRefine((t, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    for (const j of t.jobs) {
      if (seen.has(j.bucket) || seen.has(j.job))
        ctx.addIssue({ code: "custom", message: `duplicate ${j.bucket}` });
      seen.add(j.bucket).add(j.job);
    }
    for (const r of t.canary)
      for (const b of r.candidates)
        if (!t.jobs.some((j) => j.bucket === b && j.canaryJob))
          ctx.addIssue({ code: "custom", message: `canary candidate ${b} has no canary job` });
  });
});
var bucketTable = {
  jobs: [
    {
      bucket: "single_node.1k1k",
      job: "sweep-single-node-1k1k",
      template: "single",
      family: "single-node",
      canaryJob: "canary-single-node",
      inputs: { "run-eval": "row" }
    },
    {
      bucket: "single_node.8k1k",
      job: "sweep-single-node-8k1k",
      template: "single",
      family: "single-node",
      canaryJob: "canary-single-node",
      inputs: { "run-eval": "row" }
    },
    {
      bucket: "multi_node.1k1k",
      job: "sweep-multi-node-1k1k",
      template: "multi",
      family: "multi-node",
      canaryJob: "canary-multi-node",
      inputs: { "conc-list": "json(conc)" }
    },
    {
      bucket: "multi_node.8k1k",
      job: "sweep-multi-node-8k1k",
      template: "multi",
      family: "multi-node",
      canaryJob: "canary-multi-node",
      inputs: { "conc-list": "json(conc)" }
    },
    {
      bucket: "single_node.agentic",
      job: "sweep-agentic",
      template: "single",
      family: "agentic",
      canaryJob: "canary-agentic",
      inputs: { isl: "0", osl: "0", "max-model-len": "0", disagg: "false" }
    },
    {
      bucket: "multi_node.agentic",
      job: "sweep-multi-node-agentic",
      template: "multi",
      family: "agentic",
      canaryJob: "canary-agentic-multinode",
      inputs: { conc: "conc[0]" }
    },
    {
      bucket: "evals",
      job: "sweep-evals",
      template: "single",
      family: "single-node",
      canaryJob: null,
      inputs: { "eval-only": "true" }
    },
    {
      bucket: "agentic_evals",
      job: "sweep-agentic-evals",
      template: "single",
      family: "agentic",
      canaryJob: null,
      inputs: { "eval-only": "true" }
    },
    {
      bucket: "multinode_evals",
      job: "sweep-multi-node-evals",
      template: "multi",
      family: "multi-node",
      canaryJob: null,
      inputs: { "eval-conc": "eval-all-concs ? join(conc) : eval-conc" }
    },
    {
      bucket: "multinode_agentic_evals",
      job: "sweep-multi-node-agentic-evals",
      template: "multi",
      family: "agentic",
      canaryJob: null,
      inputs: { conc: "eval-conc" }
    }
  ],
  // The reference's order: single_node 1k1k then 8k1k; then its newer fallback to single-node, then
  // multi-node agentic.
  canary: [
    { family: "single-node", candidates: ["single_node.1k1k", "single_node.8k1k"] },
    { family: "agentic", candidates: ["single_node.agentic", "multi_node.agentic"] },
    { family: "multi-node", candidates: ["multi_node.1k1k", "multi_node.8k1k"] }
  ]
};
function canaryJobs(table2 = bucketTable) {
  const out = /* @__PURE__ */ new Map();
  for (const j of table2.jobs) if (j.canaryJob && !out.has(j.canaryJob)) out.set(j.canaryJob, j.template);
  return [...out].map(([job, template]) => ({ job, template }));
}

// src/plan/fingerprint.ts
var PRODUCT_ROW_KEYS = ["row-id", "gpu-count"];
var ADDED_ROW_KEYS = [...PRODUCT_ROW_KEYS, "node-count"];
var PRIORITY_KEYS = ["priority", "queue-token", "skip-queue-pr"];
var NOT_RECIPE = /* @__PURE__ */ new Set([
  "conc",
  "exp-name",
  "recipe-fingerprint",
  "eval-only",
  "eval-all-concs",
  ...ADDED_ROW_KEYS,
  ...PRIORITY_KEYS
]);
var NOT_ROW_ID = /* @__PURE__ */ new Set([...ADDED_ROW_KEYS, ...PRIORITY_KEYS]);

// src/dispatch/plan.ts
var planSchema = once(() => {
  const z = zod();
  const Rows = z.array(z.record(z.string(), z.unknown()));
  return z.object({
    single_node: z.record(z.string(), Rows).default({}),
    multi_node: z.record(z.string(), Rows).default({}),
    evals: Rows.default([]),
    agentic_evals: Rows.default([]),
    multinode_evals: Rows.default([]),
    multinode_agentic_evals: Rows.default([]),
    changelog_metadata: z.unknown().optional()
  });
});

// src/dispatch/shards.ts
var MAX_SHARDS_PER_FAMILY = 8;
var MAX_OUTPUT_BYTES = 256 * 1024;

// src/dispatch/files.ts
var PLAN_DIR = ".sweep/plan";
var PLAN_FILE = "plan.json";
var PLAN_PATH = `${PLAN_DIR}/${PLAN_FILE}`;

// src/dispatch/stop.ts
var BEFORE_LAUNCH_STEP = "fail-fast stop (before any GPU time)";

// src/dispatch/launcher-profile.ts
var LAUNCHER_PROFILES = ["script", "inferencex"];
var BENCHMARK_SECRETS = {
  HF_TOKEN: "model downloads in the benchmark jobs",
  MODAL_TOKEN_ID: "SWE-bench scoring on Modal in the benchmark jobs (with MODAL_TOKEN_SECRET)",
  MODAL_TOKEN_SECRET: "SWE-bench scoring on Modal in the benchmark jobs (with MODAL_TOKEN_ID)",
  CHECKOUT_TOKEN: "the benchmark jobs' checkout of the approved revision and its submodules (read access is enough; without it the workflow token is used)"
};
var BENCHMARK_SECRET_NAMES = Object.keys(BENCHMARK_SECRETS);
var PROFILE_DEFAULTS = {
  script: {
    command: { "*": "bash scripts/benchmark/run.sh" },
    secrets: { HF_TOKEN: "HF_TOKEN" },
    summary: "runs the command in the checkout of the approved revision with the row as ROW_JSON; its result files go up as result-<row-id>-<attempt>"
  },
  inferencex: {
    // Today's layout resolves the cluster from the runner name itself; the root layout (August 2026)
    // picks the launch script by the runner's base name.
    command: {
      "inferencex-e2e": "python -m infx.launch run",
      ".": "bash ./runners/launch_${RUNNER_NAME%%_*}.sh",
      "*": "python -m infx.launch run"
    },
    secrets: {
      HF_TOKEN: "INFERENCEX_OFFICIAL_RO_HF_TOKEN",
      MODAL_TOKEN_ID: "MODAL_TOKEN_ID",
      MODAL_TOKEN_SECRET: "MODAL_TOKEN_SECRET",
      CHECKOUT_TOKEN: "REPO_PAT"
    },
    summary: "the reference's benchmark job: resource cleanup, checkout with submodules, its launch command and environment, result checks and processing, and its artifact names (bmk_<RF>, agg_<RF>.json, \u2026)"
  }
};
var defaultCommand = (profile, root) => {
  const c = PROFILE_DEFAULTS[profile].command;
  return c[root] ?? c["*"];
};
var INFERENCEX_LAYOUTS = ["inferencex-e2e"];

// src/results/bundle.ts
var RESULTS_BUNDLE = "sweep-results";
var BUNDLE_FOLDERS = [
  { pattern: "result-*", folder: "results" },
  // bmk_agentic_* artifacts match this pattern too.
  { pattern: "bmk_*", folder: "bmk" },
  { pattern: "eval_*", folder: "evals" }
];

// src/dispatch/benchmark-steps.ts
var INFERENCEX = "inputs.launcher-profile == 'inferencex'";
var LAUNCH = "steps.stop.outputs.launch != 'false'";
var MOVED_CLI = 'node "$RUNNER_TEMP/sweep/tooling/dist/cli.js"';
var LAUNCH_SECRETS = ["HF_TOKEN", "MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET"];
var launchSecretsEnv = (indent) => LAUNCH_SECRETS.map((s) => `${indent}${s}: \${{ secrets.${s} }}`).join("\n");
var WAIT = 600;
function cleanupScript(t) {
  const slurm2 = t === "single" ? { cancel: 'scancel --name="$RUNNER_NAME"', list: 'squeue --noheader --name="$RUNNER_NAME"' } : {
    cancel: 'scancel --user="${USER:-$(id -un)}" --name="$RUNNER_NAME"',
    list: 'squeue --noheader --user="${USER:-$(id -un)}" --name="$RUNNER_NAME"'
  };
  const gone = (what, list3) => `for i in $(seq ${WAIT}); do [ -z "$(${list3})" ] && break; sleep 1; done
  [ -z "$(${list3})" ] || { echo "::error::${what} still present after ${WAIT} s"; exit 1; }`;
  const docker = `# Docker: every container on this host, then unused networks.
if docker info >/dev/null 2>&1; then
  docker ps -aq | xargs -r docker rm -f
  docker network prune -f >/dev/null
  ${gone("containers on this host", "docker ps -aq")}
fi
`;
  return `${t === "single" ? docker : ""}# Slurm: the allocations named after this runner.
if command -v squeue >/dev/null 2>&1; then
  ${slurm2.cancel} || true
  ${gone("Slurm jobs named $RUNNER_NAME", slurm2.list)}
fi`;
}
var block = (indent, text) => text.split("\n").map((l) => l ? indent + l : l).join("\n");
function cleanupStep(t, when) {
  return `- name: resource cleanup ${when} the run (${t === "single" ? "Docker and " : ""}Slurm, by runner name)
  if: \${{ ${when === "after" ? "always() && " : ""}${INFERENCEX} }}
  env:
    RUNNER_NAME: \${{ runner.name }}
  run: |
${block("    ", cleanupScript(t))}`;
}
function checkoutStep(checkoutPin) {
  return `- name: benchmark revision (exactly the approved SHA, with submodules)
  if: \${{ ${INFERENCEX} }}
  uses: ${checkoutPin}
  with:
    ref: \${{ inputs.head-sha }}
    token: \${{ secrets.CHECKOUT_TOKEN || github.token }}
    fetch-depth: 0
    clean: true
    submodules: true
    persist-credentials: false`;
}
function launchSteps(t) {
  return `- name: launch (the layout's launch command)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  env:
    RUNNER_NAME: \${{ runner.name }}
    GITHUB_STEP_SUMMARY: ''
${launchSecretsEnv("    ")}
  run: |
    cd "$SWEEP_LAUNCH_DIR"
    ${t === "multi" ? "set -x\n    " : ""}bash -c "$SWEEP_LAUNCHER"
- name: result checks (result files; agentic request validation)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: |
    ${MOVED_CLI} check-result --row "$RUNNER_TEMP/row.json" --result-filename "$RESULT_FILENAME" \\
      --failed-request-threshold "\${AIPERF_FAILED_REQUEST_THRESHOLD:-0.10}"
- name: result processing (agg_<result file>.json)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: ${MOVED_CLI} process-result --row "$RUNNER_TEMP/row.json" --result-filename "$RESULT_FILENAME"
- name: the row's result marker (the sweep's collection and reuse read it)
  if: \${{ ${LAUNCH} && ${INFERENCEX} }}
  run: |
    mkdir -p "$RUNNER_TEMP/results"
    printf '%s\\n' "$SWEEP_RESULT_MARKER" > "$RUNNER_TEMP/results/$ROW_ID.json"`;
}
var RF = "${{ env.RESULT_FILENAME }}";
var EVAL_ONLY = "env.EVAL_ONLY == 'true'";
var NOT_EVAL_ONLY = "env.EVAL_ONLY != 'true'";
var AGENTIC = "env.IS_AGENTIC == '1'";
var NOT_AGENTIC = "env.IS_AGENTIC != '1'";
var EVALS = "(env.RUN_EVAL == 'true' || env.EVAL_ONLY == 'true')";
var EVAL_PREFIX = "${{ env.EVAL_ONLY == 'true' && 'eval_' || '' }}";
var GPU_METRICS = [
  "gpu_metrics.csv",
  "gpu_metrics_energy_start.csv",
  "gpu_metrics_energy_end.csv",
  "gpu_metrics_identity.json"
];
var EVAL_FILES = [
  "meta_env.json",
  "results*.json",
  "sample*.jsonl",
  "agent_preds.json",
  "predictions.jsonl",
  "swebench_report_*.json",
  "*.traj*"
];
var evalMissing = `\${{ ${EVAL_ONLY} && 'error' || 'ignore' }}`;
var UPLOADS = {
  single: [
    {
      name: `bmk_${RF}`,
      path: [`agg_${RF}.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`
    },
    { name: `bmk_agentic_${RF}`, path: [`${RF}.json`], always: true, when: AGENTIC },
    {
      name: `agentic_${RF}`,
      path: [
        "results/**",
        "!results/aiperf_artifacts/inputs.json",
        "!results/aiperf_artifacts/profile_export_raw.jsonl"
      ],
      always: true,
      when: AGENTIC,
      missing: "ignore"
    },
    {
      name: `${EVAL_PREFIX}server_logs_${RF}`,
      path: ["server.log", "results/*.log", "results/*_config.json"],
      always: true,
      missing: "ignore"
    },
    { name: `${EVAL_PREFIX}gpu_metrics_${RF}`, path: GPU_METRICS, always: true, missing: "ignore" },
    {
      name: `power_audit_${RF}`,
      path: [`${RF}.json`, `agg_${RF}.json`, ...GPU_METRICS, `power_validation_${RF}.json`],
      always: true,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
      missing: "ignore"
    },
    {
      name: `eval_\${{ env.EXP_NAME }}_${RF}`,
      path: EVAL_FILES,
      always: true,
      when: EVALS,
      missing: evalMissing
    }
  ],
  multi: [
    {
      name: `bmk_${RF}`,
      path: [`agg_${RF}_*.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`
    },
    {
      name: `power_audit_${RF}`,
      path: [
        `${RF}_*.json`,
        `agg_${RF}_*.json`,
        `power_validation_${RF}_*.json`,
        "LOGS/power/**",
        "LOGS/*/results_*.json"
      ],
      always: true,
      when: `${NOT_EVAL_ONLY} && ${NOT_AGENTIC}`,
      missing: "ignore"
    },
    {
      name: `multinode_server_logs_${RF}`,
      path: ["multinode_server_logs.tar.gz"],
      always: true,
      missing: "ignore"
    },
    {
      name: `bmk_agentic_${RF}`,
      path: [`${RF}_conc*.json`],
      always: false,
      when: `${NOT_EVAL_ONLY} && ${AGENTIC}`
    },
    {
      name: `agentic_${RF}`,
      path: [
        "LOGS/agentic/**",
        "!LOGS/agentic/**/aiperf_artifacts/inputs.json",
        "!LOGS/agentic/**/profile_export_raw.jsonl"
      ],
      always: true,
      when: AGENTIC,
      missing: "ignore"
    },
    { name: `eval_${RF}`, path: EVAL_FILES, always: true, when: EVALS, missing: evalMissing }
  ]
};
function uploadSteps(t, uploadPin) {
  return UPLOADS[t].map((u) => {
    const cond = [u.always ? "always()" : "", LAUNCH, INFERENCEX, "env.RESULT_FILENAME != ''", u.when ?? ""].filter(Boolean).join(" && ");
    const path = u.path.length === 1 ? `    path: ${quote(u.path[0])}` : `    path: |
${u.path.map((p) => `      ${p}`).join("\n")}`;
    return `- if: \${{ ${cond} }}
  uses: ${uploadPin}
  with:
    name: ${u.name}
${path}${u.missing ? `
    if-no-files-found: ${u.missing}` : ""}`;
  }).join("\n");
}
var quote = (s) => /^[*!&]/.test(s) ? `'${s}'` : s;

// src/dispatch/workflows.ts
var PINS = {
  checkout: "actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2",
  download: "actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0",
  upload: "actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2"
};
var FILES = {
  run: "sweep-run.yml",
  family: "sweep-family.yml",
  single: "sweep-benchmark.yml",
  multi: "sweep-benchmark-multinode.yml"
};
var TOOLING = ".sweep/tooling";
var CLI = `node ${TOOLING}/dist/cli.js`;
var TOOLING_ACTION = `./${TOOLING}`;
var TOOLING_INPUTS = { repo: "tooling-repository", ref: "tooling-ref" };
var HEADER = (what) => `# GENERATED from the bucket table (src/dispatch/table.ts) by src/dispatch/workflows.ts: do not edit.
# Regenerate: UPDATE_WORKFLOWS=1 npx vitest run test/workflows
# ${what}
`;
var PASS = [
  TOOLING_INPUTS.repo,
  TOOLING_INPUTS.ref,
  "head-sha",
  "plan-run-id",
  "plan-artifact",
  "canary",
  "fail-fast",
  "agentx-fast",
  "config",
  "launcher-profile",
  "retry-of"
];
var passWith = (indent) => PASS.map((k) => `${indent}${k}: \${{ inputs.${k} }}`).join("\n");
var passInputs = (p) => `      ${TOOLING_INPUTS.repo}:
        description: The repository of the orchestrator tooling every job checks out (the caller's reference)
        type: string
        default: ${p.repo}
      ${TOOLING_INPUTS.ref}:
        description: The tag, branch or commit of that tooling (the caller's reference)
        type: string
        default: ${p.ref}
      head-sha:
        description: The revision the benchmark jobs check out (the approved SHA)
        type: string
        required: true
      plan-run-id:
        description: The control run that uploaded the plan artifact
        type: string
        required: true
      plan-artifact:
        description: The plan artifact's name
        type: string
        required: true
      canary:
        description: none, single or per-family
        type: string
        default: single
      fail-fast:
        description: off, matrix (per family) or run (the first failure stops the run)
        type: string
        default: 'off'
      agentx-fast:
        type: boolean
        default: false
      config:
        description: The repository config file (layout, labels, launcher, scheduler flags)
        type: string
        default: .github/sweep.yml
      launcher-profile:
        description: How the benchmark jobs run (the config file's launcher.profile, written by init)
        type: string
        default: script
      retry-of:
        description: A retry run (rows that failed for infrastructure reasons, run again) names the sweep run it retries; empty for the sweep itself
        type: string
        default: ''
    secrets:
${BENCHMARK_SECRET_NAMES.map((n) => `      ${n}:
        required: false`).join("\n")}`;
var RESULTS_DATABASE_SECRET = "RESULTS_DATABASE_URL";
var secretsWith = (indent) => `${indent}secrets:
${BENCHMARK_SECRET_NAMES.map((n) => `${indent}  ${n}: \${{ secrets.${n} }}`).join("\n")}`;
var lines = (indent, text) => text.split("\n").map((l) => l ? indent + l : l).join("\n");
var toolingAndPlanSteps = `- name: orchestrator tooling
  uses: ${PINS.checkout}
  with:
    repository: \${{ inputs.${TOOLING_INPUTS.repo} }}
    ref: \${{ inputs.${TOOLING_INPUTS.ref} }}
    path: ${TOOLING}
    persist-credentials: false
- uses: ${PINS.download}
  with:
    name: \${{ inputs.plan-artifact }}
    run-id: \${{ inputs.plan-run-id }}
    github-token: \${{ github.token }}
    path: ${PLAN_DIR}`;
var toolingSteps = `- name: repository config (default branch, never PR code)
  uses: ${PINS.checkout}
  with:
    persist-credentials: false
${toolingAndPlanSteps}`;
var schedulerEnv = `PRIORITY_SCHEDULER_ENABLED: \${{ vars.PRIORITY_SCHEDULER_ENABLED }}
NODE_SLOT_SCHEDULER_ENABLED: \${{ vars.NODE_SLOT_SCHEDULER_ENABLED }}
SWEEP_CONFIG: \${{ inputs.config }}`;
var rowWith = (indent) => [
  `row-id: \${{ format('{0}', matrix.row['row-id']) }}`,
  `runs-on: \${{ format('{0}', matrix.row['runs-on']) }}`,
  `node-count: \${{ format('{0}', matrix.row['node-count']) }}`
].map((l) => indent + l).join("\n");
var READ = `    permissions:
      actions: read
      contents: read`;
function renderSweepRun(table2 = bucketTable, p = PRODUCT, shape = {}) {
  const canaries = canaryJobs(table2);
  const canaryIds = canaries.map((c) => c.job);
  const out = [];
  out.push(`${HEADER("The sweep: load-plan \u2192 canary \u2192 shard fan-out per family \u2192 collect \u2192 links comment.")}name: sweep-run
on:
  workflow_call:
    inputs:
      pr-number:
        description: The PR, empty for a manual sweep
        type: string
        default: ''
      plan-key:
        description: The plan key
        type: string
        required: true
      rows:
        description: A retry run's rows (row ids, comma-separated); empty for the whole plan
        type: string
        default: ''
${passInputs(p)}
      # The links job's only secret: the results database's read-only URL (results.baseline: postgres).
      ${RESULTS_DATABASE_SECRET}:
        required: false
permissions: {}
jobs:
  load-plan:
    runs-on: ubuntu-latest
${READ}
    outputs:
      rows: \${{ steps.plan.outputs.rows }}
      canaries: \${{ steps.plan.outputs.canaries }}
      gates: \${{ steps.plan.outputs.gates }}
      evals: \${{ steps.plan.outputs.evals }}
    steps:
${lines(
    "      ",
    `${toolingSteps}
- id: plan
  env:
    CANARY: \${{ inputs.canary }}
    ROWS: \${{ inputs.rows }}
${lines("    ", schedulerEnv)}
  run: ${CLI} dispatch load-plan --plan ${PLAN_PATH} --canary "$CANARY" --rows "$ROWS" --config "$SWEEP_CONFIG" --out "$GITHUB_OUTPUT"`
  )}
`);
  if (!shape.reference) out.push(renderWatch());
  for (const c of canaries) {
    out.push(`  ${c.job}:
    needs: load-plan
    if: \${{ !cancelled() && needs.load-plan.result == 'success' && fromJson(needs.load-plan.outputs.canaries)['${c.job}'][0] != null }}
${READ}
    strategy:
      fail-fast: false
      matrix:
        row: \${{ fromJson(needs.load-plan.outputs.canaries)['${c.job}'] }}
    uses: ${workflowRef(FILES[c.template], p)}
    with:
      job: ${c.job}
      canary-row: true
${rowWith("      ")}
${passWith("      ")}
${secretsWith("    ")}
`);
  }
  for (const j of table2.jobs) {
    const gates = canaryIds.map(
      (c) => `(!contains(fromJson(needs.load-plan.outputs.gates)['${c}'], '${j.job}') || needs.${c}.result == 'success')`
    ).join(" && ");
    out.push(`  ${j.job}:
    needs:
${["load-plan", ...canaryIds].map((n) => `      - ${n}`).join("\n")}
    # Runs when its bucket has rows and every canary that gates it succeeded (a cancelled run starts nothing: !cancelled()).
    if: \${{ !cancelled() && needs.load-plan.result == 'success' && fromJson(needs.load-plan.outputs.rows)['${j.job}'] > 0 && ${gates} }}
${READ}
    uses: ${workflowRef(FILES.family, p)}
    with:
      job: ${j.job}
      template: ${j.template}
      rows: \${{ inputs.rows }}
${passWith("      ")}
${secretsWith("    ")}
`);
  }
  out.push(renderCollect(table2, canaryIds, shape), renderLinks());
  return out.join("");
}
function renderWatch() {
  return `  watch:
    needs: load-plan
    if: \${{ needs.load-plan.result == 'success' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
    # GitHub-hosted jobs end after 6 hours; the watcher stops on its own a little before.
    timeout-minutes: 355
    permissions:
      actions: write
      checks: read
      contents: read
      pull-requests: write
      statuses: write
    outputs:
      retry-runs: \${{ steps.watch.outputs.retry-runs }}
    steps:
${lines(
    "      ",
    `${toolingSteps}
- id: watch
  name: fail-fast, automatic re-runs, progress and waiting jobs in the status comment
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: watch
    config: \${{ inputs.config }}
    pr-number: \${{ inputs.pr-number }}
    sweep-plan: ${PLAN_PATH}`
  )}
`;
}
function renderCollect(table2, canaryIds, shape) {
  const watch = shape.reference ? [] : ["watch"];
  return `  collect:
    needs:
${["load-plan", ...watch, ...canaryIds, ...table2.jobs.map((j) => j.job)].map((n) => `      - ${n}`).join("\n")}
    # After the watcher too: it ends once the retry runs it dispatched have ended, and their results are merged here.
    if: \${{ always() && needs.load-plan.result == 'success' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
${READ}
    steps:
      - name: orchestrator tooling
        uses: ${PINS.checkout}
        with:
          repository: \${{ inputs.${TOOLING_INPUTS.repo} }}
          ref: \${{ inputs.${TOOLING_INPUTS.ref} }}
          path: ${TOOLING}
          persist-credentials: false
      - uses: ${PINS.download}
        with:
          pattern: result-*
          path: .sweep/results
      # The reference's result artifacts (the inferencex launcher profile), merged as its collect tool does.
      - uses: ${PINS.download}
        with:
          pattern: bmk_*
          path: .sweep/bmk
${shape.reference ? "" : retryResultsStep}      - name: merge results (newest attempt per row id wins; bmk_* into agg_bmk.json)
        run: |
          ${CLI} dispatch collect --dir .sweep/results --out .sweep/results_bmk.json \\
            --bmk-dir .sweep/bmk --bmk-out .sweep/agg_bmk.json
      - uses: ${PINS.upload}
        with:
          name: results_bmk
          path: |
            .sweep/results_bmk.json
            .sweep/agg_bmk.json
${bundleSteps()}`;
}
function bundleSteps() {
  const evals = BUNDLE_FOLDERS.find((f) => f.folder === "evals");
  return `      # The run's result files in one artifact: the status comment and the publication read it in one download.
      - uses: ${PINS.download}
        with:
          pattern: ${evals.pattern}
          path: .sweep/${evals.folder}
      - uses: ${PINS.upload}
        with:
          name: ${RESULTS_BUNDLE}
          path: |
${BUNDLE_FOLDERS.map((f) => `            .sweep/${f.folder}/**/*.json`).join("\n")}
          if-no-files-found: ignore
          # A re-run's collect job uploads it again, from every attempt's artifacts.
          overwrite: true
`;
}
var retryResultsStep = `      - name: results of the retry runs
        if: \${{ needs.watch.outputs.retry-runs != '' }}
        uses: ${TOOLING_ACTION}
        with:
          github-token: \${{ github.token }}
          mode: retry-results
          retry-runs: \${{ needs.watch.outputs.retry-runs }}
          results-dir: .sweep
`;
function renderLinks() {
  return `  links:
    needs:
      - load-plan
      - collect
    # Posted even when the canary or every job failed, or the run was cancelled (a retry run posts nothing).
    if: \${{ always() && inputs.pr-number != '' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
      pull-requests: write
    steps:
${lines(
    "      ",
    `${toolingSteps}
- name: unofficial-run links, the sweep's outcome and its results in the status comment
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: report
    config: \${{ inputs.config }}
    pr-number: \${{ inputs.pr-number }}
    evals-ran: \${{ needs.load-plan.outputs.evals == 'true' }}
    sweep-plan: ${PLAN_PATH}
    database-url: \${{ secrets.${RESULTS_DATABASE_SECRET} }}`
  )}
`;
}
function renderSweepFamily(slots = MAX_SHARDS_PER_FAMILY, p = PRODUCT, shape = {}) {
  const out = [];
  const slotIds = Array.from({ length: slots }, (_, i) => i);
  out.push(`${HEADER(`One sweep job family: expand its shard slots, then one matrix job per slot (\u2264 256 rows each).`)}name: sweep-family
on:
  workflow_call:
    inputs:
      job:
        description: The sweep job id from the bucket table (e.g. sweep-single-node-8k1k)
        type: string
        required: true
      template:
        description: single or multi
        type: string
        required: true
      rows:
        description: A retry run's rows (row ids, comma-separated); empty for the whole plan
        type: string
        default: ''
${passInputs(p)}
permissions: {}
jobs:
  expand:
    runs-on: ubuntu-latest
${READ}
    outputs:
${slotIds.map((i) => `      slot_${i}: \${{ steps.expand.outputs.slot_${i} }}`).join("\n")}
    steps:
${lines(
    "      ",
    `${toolingSteps}
- id: expand
  env:
    JOB: \${{ inputs.job }}
    CANARY: \${{ inputs.canary }}
    ROWS: \${{ inputs.rows }}
${lines("    ", schedulerEnv)}
  run: ${CLI} dispatch expand --plan ${PLAN_PATH} --job "$JOB" --canary "$CANARY" --rows "$ROWS" --config "$SWEEP_CONFIG" --out "$GITHUB_OUTPUT"`
  )}
`);
  for (const t of ["single", "multi"]) {
    for (const i of slotIds) {
      out.push(`  ${t}-${i}:
    needs: expand
    if: \${{ inputs.template == '${t}' && needs.expand.outputs.slot_${i} != '[]' }}
${READ}
    strategy:
${shape.reference ? "      fail-fast: ${{ inputs.fail-fast != 'off' }}" : "      # Fail-fast is the watcher's: it stops on benchmark failures only, never on a lost runner.\n      fail-fast: false"}
      matrix:
        row: \${{ fromJson(needs.expand.outputs.slot_${i}) }}
    uses: ${workflowRef(FILES[t], p)}
    with:
      job: \${{ inputs.job }}
      canary-row: false
${rowWith("      ")}
${passWith("      ")}
${secretsWith("    ")}
`);
    }
  }
  return out.join("");
}
var TEMPLATES = {
  single: { file: FILES.single, name: "sweep-benchmark", nodes: "single-node", timeout: "500" },
  multi: {
    file: FILES.multi,
    name: "sweep-benchmark-multinode",
    nodes: "multi-node",
    timeout: "${{ contains(inputs.job, 'agentic') && 780 || 480 }}"
  }
};
function renderBenchmarkTemplate(t, p = PRODUCT) {
  const { name, nodes, timeout } = TEMPLATES[t];
  return `${HEADER(`Reusable template: runs one ${nodes} row. The job gets its row as a row id plus the plan
# artifact, and its label set (runs-on) from the planner. The launcher profile (the config file's
# launcher.profile, passed by the caller) decides how it runs: script runs the config file's launcher
# command in the checked-out revision with the row as ROW_JSON and as env; inferencex runs the reference's
# benchmark job (resource cleanup, checkout with submodules, its launch command and environment, result
# checks and processing, its artifact names). PR code runs here: the job holds read scopes only.`)}name: ${name}
on:
  workflow_call:
    inputs:
      row-id:
        type: string
        required: true
      runs-on:
        description: The job's runner labels as JSON ({0} stands for the run attempt)
        type: string
        required: true
      node-count:
        type: string
        default: '1'
      job:
        description: The sweep job (bucket table) the row belongs to
        type: string
        required: true
      canary-row:
        description: The row runs as the canary (run-eval false)
        type: boolean
        default: false
${passInputs(p)}
permissions: {}
jobs:
  benchmark:
    name: \${{ inputs.row-id }}
    runs-on: \${{ fromJson(format(inputs.runs-on, github.run_attempt)) }}
    timeout-minutes: ${timeout}
    permissions:
      actions: read
      contents: read
    steps:
${lines("      ", benchmarkSteps(t))}
`;
}
function benchmarkSteps(t) {
  const script = `inputs.launcher-profile != 'inferencex'`;
  return `${cleanupStep(t, "before")}
${checkoutStep(PINS.checkout)}
${toolingAndPlanSteps}
- name: benchmark revision (exactly the approved SHA)
  if: \${{ ${script} }}
  uses: ${PINS.checkout}
  with:
    ref: \${{ inputs.head-sha }}
    token: \${{ secrets.CHECKOUT_TOKEN || github.token }}
    path: bench
    persist-credentials: false
${BEFORE_LAUNCH}
- name: row from the plan (ROW_JSON and the launcher environment)
  env:
    ROW_ID: \${{ inputs.row-id }}
    CANARY_ROW: \${{ inputs.canary-row }}
    SWEEP_CONFIG: \${{ inputs.config }}
    LAUNCHER_PROFILE: \${{ inputs.launcher-profile }}
    AGENTX_FAST: \${{ inputs.agentx-fast }}
    RUNNER_NAME: \${{ runner.name }}
  run: |
    flag=""; [ "$CANARY_ROW" = "true" ] && flag="--canary-row"
    repo=bench; [ "$LAUNCHER_PROFILE" = "inferencex" ] && repo=.
    ${CLI} dispatch row --plan ${PLAN_PATH} --id "$ROW_ID" $flag --out "$RUNNER_TEMP/row.json" \\
      --config "$repo/$SWEEP_CONFIG" --env-out "$GITHUB_ENV" --profile "$LAUNCHER_PROFILE"
    # The reference's launchers may copy the workspace to the compute nodes: keep the tooling out of it.
    if [ "$LAUNCHER_PROFILE" = "inferencex" ]; then mv ${TOOLING.split("/")[0]} "$RUNNER_TEMP/sweep"; fi
- name: benchmark
  if: \${{ ${LAUNCH} && ${script} }}
  working-directory: bench
  env:
    ROW_JSON: \${{ runner.temp }}/row.json
    RESULTS_DIR: \${{ runner.temp }}/results
    SWEEP_JOB: \${{ inputs.job }}
    AGENTX_FAST: \${{ inputs.agentx-fast }}
${launchSecretsEnv("    ")}
  run: bash -c "$SWEEP_LAUNCHER"
${launchSteps(t)}
${uploadSteps(t, PINS.upload)}
- if: \${{ !cancelled() }}
  uses: ${PINS.upload}
  with:
    name: result-\${{ inputs.row-id }}-\${{ github.run_attempt }}
    path: \${{ runner.temp }}/results
    if-no-files-found: ignore
${cleanupStep(t, "after")}`;
}
var BEFORE_LAUNCH = `- id: stop
  name: ${BEFORE_LAUNCH_STEP}
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: before-launch
    run-id: \${{ inputs.retry-of || github.run_id }}
    sweep-job: \${{ inputs.job }}
    row-id: \${{ inputs.row-id }}`;
function reusableWorkflows(p = PRODUCT) {
  return [
    { path: `.github/workflows/${FILES.run}`, text: renderSweepRun(bucketTable, p) },
    { path: `.github/workflows/${FILES.family}`, text: renderSweepFamily(MAX_SHARDS_PER_FAMILY, p) },
    { path: `.github/workflows/${FILES.single}`, text: renderBenchmarkTemplate("single", p) },
    { path: `.github/workflows/${FILES.multi}`, text: renderBenchmarkTemplate("multi", p) }
  ];
}

// src/dispatch/callers.ts
var CALLER_FILES = {
  control: ".github/workflows/sweep-control.yml",
  run: ".github/workflows/sweep.yml"
};
var SWEEP_WORKFLOW = "sweep.yml";
var CONTROL_PERMISSIONS = {
  actions: "write",
  contents: "read",
  issues: "write",
  "pull-requests": "write",
  statuses: "write"
};
var RUN_PERMISSIONS = {
  actions: "write",
  checks: "read",
  contents: "read",
  "pull-requests": "write",
  statuses: "write"
};
var perms = (p, indent) => Object.entries(p).map(([k, v]) => `${indent}${k}: ${v}`).join("\n");
var generatedBy = (p) => `# Written by \`${RUN_COMMAND} init\` for ${p.repo}@${p.ref}. Keep it: the product runs
# from that reference. To upgrade, run init again with --ref ${p.repo}@<tag> --force (it rewrites this file).
`;
function renderControlCaller(p = PRODUCT, config = ".github/sweep.yml") {
  return `${generatedBy(p)}# The control plane: decides from labels and comments, gates the changelog, plans, keeps the status
# comment and dispatches ${SWEEP_WORKFLOW}. It runs default-branch code only and reads the PR as data.
name: sweep-control
on:
  pull_request_target:
    types: [opened, reopened, synchronize, labeled, unlabeled, closed]
  issue_comment:
    types: [created, edited]
  # The merge: publishes the PR's pinned sweep run (never benchmarks). Both changelog layouts.
  push:
    branches: [main]
    paths: [perf-changelog.yaml, inferencex-e2e/perf-changelog.yaml]
  # The dashboard repository's staging callbacks (accepted only from the configured repository).
  repository_dispatch:
    types: [stage-results-started, stage-results-completed]
  workflow_dispatch:
    inputs:
      config-keys:
        description: Config keys or patterns, space-separated (e.g. "dsr1-*")
        type: string
        required: true
      conc:
        description: Concurrency override, space-separated (intersection)
        type: string
        default: ''
      evals:
        type: choice
        options: [default, none, evals-only, all-evals]
        default: default
      fail-fast:
        type: boolean
        default: false
      agentx-fast:
        type: boolean
        default: false
      ref:
        description: 'The revision to plan and benchmark (default: the default branch)'
        type: string
        default: ''
permissions: {}
# One control run per PR at a time, never cancelling one in progress: a redelivered event, a label added
# twice or a push racing a label then find the sweep the earlier run dispatched (by its plan key) instead
# of dispatching it again. GitHub keeps one waiting run per group and a newer one replaces it; the newer
# run re-reads the PR, so it decides on the same labels and head.
concurrency:
  group: sweep-control-\${{ github.event.pull_request.number || github.event.issue.number || github.run_id }}
  cancel-in-progress: false
jobs:
  control:
    # Comments count only on pull requests.
    if: \${{ github.event_name != 'issue_comment' || github.event.issue.pull_request }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # Runs publishing the same merge commit wait for each other (never cancelled), so a push delivered
    # twice finds the first run's record; every other event gets a group of its own.
    concurrency:
      group: \${{ github.event_name == 'push' && format('sweep-publish-{0}', github.sha) || format('sweep-control-{0}', github.run_id) }}
      cancel-in-progress: false
    permissions:
${perms(CONTROL_PERMISSIONS, "      ")}
    # On a merge: the validated source run, for the publication job.
    outputs:
      publish-pending: \${{ steps.control.outputs.publish-pending }}
      reuse-run-id: \${{ steps.control.outputs.reuse-run-id }}
      pr-number: \${{ steps.control.outputs.pr-number }}
    steps:
      - name: default-branch code only (never the PR head)
        uses: ${PINS.checkout}
        with:
          ref: \${{ github.event.repository.default_branch }}
          # Full history: the changelog gate needs the merge base of the PR's base and head.
          fetch-depth: 0
          persist-credentials: false
      - id: control
        name: decide, gate, plan, lint, status (writes the plan and a dispatch request)
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
          # repository_dispatch to the dashboard repository (staging requests) needs its own token.
          dashboard-token: \${{ secrets.DASHBOARD_DISPATCH_TOKEN }}
      # The plan must exist as an artifact of this run before the sweep is dispatched.
      - name: upload the plan artifact
        if: \${{ steps.control.outputs.dispatch-pending == 'true' && steps.control.outputs.plan-artifact != '' }}
        uses: ${PINS.upload}
        with:
          name: \${{ steps.control.outputs.plan-artifact }}
          path: \${{ steps.control.outputs.plan-path }}
          if-no-files-found: error
          retention-days: 7
      - id: dispatch
        name: dispatch the sweep and link the run in the status comment
        if: \${{ steps.control.outputs.dispatch-pending == 'true' }}
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: dispatch
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
      # The merge: the changelog metadata is an artifact of this run before the dashboard is told to read it.
      - name: upload the changelog metadata artifact
        if: \${{ steps.control.outputs.publish-pending == 'true' }}
        uses: ${PINS.upload}
        with:
          name: \${{ steps.control.outputs.changelog-metadata-artifact }}
          path: \${{ steps.control.outputs.changelog-metadata-path }}
          if-no-files-found: error
      - name: publish the reused run to the dashboard (once per merge commit)
        if: \${{ steps.control.outputs.publish-pending == 'true' }}
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: publish
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
          dashboard-token: \${{ secrets.DASHBOARD_DISPATCH_TOKEN }}
${renderPublishResults(p, config)}`;
}
var PUBLISH_RESULTS_PERMISSIONS = { actions: "read", contents: "write" };
function renderPublishResults(p, config) {
  return `  publish-results:
    needs: control
    # The merge only, once its source run is validated (whatever became of the dashboard's dispatch).
    if: \${{ !cancelled() && github.event_name == 'push' && needs.control.outputs.publish-pending == 'true' }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # One publication per merge commit at a time; the data branch's own protocol keeps racing merges apart.
    concurrency:
      group: sweep-results-\${{ github.sha }}
      cancel-in-progress: false
    permissions:
${perms(PUBLISH_RESULTS_PERMISSIONS, "      ")}
    steps:
      - name: default-branch code only (the config file)
        uses: ${PINS.checkout}
        with:
          ref: \${{ github.event.repository.default_branch }}
          persist-credentials: false
      - name: append the merged run's results to the results data branch (once)
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: publish-results
          config: ${config}
          run-id: \${{ needs.control.outputs.reuse-run-id }}
          pr-number: \${{ needs.control.outputs.pr-number }}
`;
}
var SCRIPT_LAUNCHER = { profile: "script", secrets: PROFILE_DEFAULTS.script.secrets };
function renderRunCaller(p = PRODUCT, config = ".github/sweep.yml", launcher = SCRIPT_LAUNCHER, baseline = "published") {
  const secrets = BENCHMARK_SECRET_NAMES.filter((n) => launcher.secrets[n]);
  const database = baseline === "postgres" ? `    # The results database's read-only URL (results.baseline: postgres), for the links job only.
${secrets.length ? "" : "    secrets:\n"}      ${RESULTS_DATABASE_SECRET}: \${{ secrets.${RESULTS_DATABASE_SECRET} }}
` : "";
  return `${generatedBy(p)}# The sweep, dispatched by the control plane: canary, shards, results and the links comment, all in
# ${workflowRef(FILES.run, p)}.
name: sweep
run-name: \${{ inputs.title }}
on:
  workflow_dispatch:
    inputs:
      title:
        description: Run title, e.g. "sweep PR #123 @ 0123456789ab plan <key>"
        type: string
        required: true
      pr-number:
        description: The PR, empty for a manual sweep
        type: string
        default: ''
      head-sha:
        description: The revision the benchmark jobs check out (the approved SHA)
        type: string
        required: true
      plan-run-id:
        description: The control run that uploaded the plan artifact
        type: string
        required: true
      plan-artifact:
        description: The plan artifact's name (keyed by head SHA and plan key)
        type: string
        required: true
      plan-key:
        description: The plan key
        type: string
        required: true
      canary:
        type: choice
        options: [none, single, per-family]
        default: single
      fail-fast:
        description: off, matrix (per family) or run (the first failure stops the run)
        type: choice
        options: ['off', matrix, run]
        default: 'off'
      agentx-fast:
        type: boolean
        default: false
      retry-of:
        description: A retry run names the sweep run whose failed rows it runs again; empty for a sweep
        type: string
        default: ''
      rows:
        description: A retry run's rows (row ids, comma-separated)
        type: string
        default: ''
permissions: {}
# No concurrency group: the control step keeps one live run per plan by itself (the oldest survives) and
# cancels a PR's other plans and their retry runs before it dispatches. A group would let GitHub cancel the
# run that protocol keeps (cancel-in-progress), or hold a retry run until its sweep run ends, or drop a
# waiting run the protocol does not know about (cancel-in-progress: false keeps one waiting run per group).
jobs:
  sweep:
    permissions:
${perms(RUN_PERMISSIONS, "      ")}
    uses: ${workflowRef(FILES.run, p)}
    with:
      pr-number: \${{ inputs.pr-number }}
      plan-key: \${{ inputs.plan-key }}
      head-sha: \${{ inputs.head-sha }}
      plan-run-id: \${{ inputs.plan-run-id }}
      plan-artifact: \${{ inputs.plan-artifact }}
      canary: \${{ inputs.canary }}
      fail-fast: \${{ inputs.fail-fast }}
      agentx-fast: \${{ inputs.agentx-fast }}
      retry-of: \${{ inputs.retry-of }}
      rows: \${{ inputs.rows }}
      config: ${config}
      # The tooling the sweep's jobs check out and run: the same reference as the \`uses:\` above.
      ${TOOLING_INPUTS.repo}: ${p.repo}
      ${TOOLING_INPUTS.ref}: ${p.ref}
      # How the benchmark jobs run (the config file's launcher.profile).
      launcher-profile: ${launcher.profile}
    # Only these reach the benchmark jobs, each under the name on the left.${secrets.length ? "" : " None."}
${secrets.length ? `    secrets:
${secrets.map((n) => `      ${n}: \${{ secrets.${launcher.secrets[n]} }}`).join("\n")}
` : ""}${database}`;
}

// src/decide/policy.ts
var primary = once(() => {
  const z = zod();
  return z.object({
    name: z.string().min(1),
    plan: z.enum(["full", "trim"]),
    canary: z.boolean(),
    failFast: z.boolean(),
    /** Counts as a full sweep for reuse and staging. */
    fullSweep: z.boolean(),
    deprecated: z.boolean().default(false)
  });
});
var labelPolicySchema = once(() => {
  const z = zod();
  const Modifier = z.object({
    name: z.string().min(1),
    effect: z.enum(["all-evals", "evals-only", "agentx-fast"]),
    blocksReuse: z.boolean()
  });
  const Scheduling = z.object({ name: z.string().min(1) });
  return z.object({
    primaries: z.array(primary()).min(1),
    modifiers: z.array(Modifier),
    scheduling: z.array(Scheduling),
    skipSweepMarker: z.string().min(1)
  }).refine(
    (p) => {
      const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
      return new Set(names).size === names.length;
    },
    { message: "a label appears twice in the label policy" }
  );
});
var defaultPolicy = {
  primaries: [
    {
      name: "full-sweep-fail-fast",
      plan: "full",
      canary: true,
      failFast: true,
      fullSweep: true,
      deprecated: false
    },
    {
      name: "full-sweep-enabled",
      plan: "full",
      canary: true,
      failFast: false,
      fullSweep: true,
      deprecated: false
    },
    {
      name: "non-canary-full-sweep-enabled",
      plan: "full",
      canary: false,
      failFast: false,
      fullSweep: true,
      deprecated: false
    },
    {
      name: "full-sweep-fail-fast-no-canary",
      plan: "full",
      canary: false,
      failFast: true,
      fullSweep: true,
      deprecated: true
    },
    {
      name: "sweep-enabled",
      plan: "trim",
      canary: false,
      failFast: false,
      fullSweep: false,
      deprecated: true
    }
  ],
  modifiers: [
    { name: "all-evals", effect: "all-evals", blocksReuse: false },
    { name: "evals-only", effect: "evals-only", blocksReuse: true },
    { name: "agentx-fast", effect: "agentx-fast", blocksReuse: true }
  ],
  scheduling: [
    { name: "skip_queue" },
    { name: "ci-patchwork" },
    { name: "engine-patch" },
    { name: "ci-patchwork-waived" },
    { name: "ci-checklist-complete" }
  ],
  skipSweepMarker: "[skip-sweep]"
};
function checkedPolicy(p) {
  const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
  const plain = names.every((n) => typeof n === "string" && n.length > 0) && new Set(names).size === names.length;
  return plain ? p : labelPolicySchema().parse(p);
}

// src/reuse/publish.ts
var DEFAULT_DASHBOARD_REPO = "SemiAnalysisAI/InferenceX-app";
var MAX_PAYLOAD_BYTES = 64 * 1024;

// src/layout/detect.ts
var LAYOUT_FILES = {
  masters: ["configs/amd-master.yaml", "configs/nvidia-master.yaml"],
  runners: "configs/runners.yaml",
  policy: "configs/ci-priority.yaml",
  changelog: "perf-changelog.yaml",
  lanes: "configs/lanes.yaml",
  baseline: "configs/lint-baseline.yaml"
};
var PREFIXES = { root: "", "inferencex-e2e": "inferencex-e2e/" };
function layoutOf(name) {
  const prefix = PREFIXES[name];
  const p = (f) => `${prefix}${f}`;
  return {
    name,
    prefix,
    paths: {
      masters: LAYOUT_FILES.masters.map(p),
      runners: p(LAYOUT_FILES.runners),
      policy: p(LAYOUT_FILES.policy),
      changelog: p(LAYOUT_FILES.changelog),
      lanes: p(LAYOUT_FILES.lanes),
      baseline: p(LAYOUT_FILES.baseline)
    }
  };
}
var ROOT_LAYOUT = layoutOf("root");
var MARKERS2 = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];
var LAYOUT_PROBES = Object.keys(PREFIXES).flatMap(
  (n) => MARKERS2.map((m) => `${PREFIXES[n]}${m}`)
);

// src/report/progress-text.ts
var progressText = {
  "progress.title": { en: "Progress", zh: "\u8FDB\u5EA6" },
  "progress.counts": {
    en: "\u2705 {succeeded} succeeded \xB7 \u274C {failed} failed{classes} \xB7 \u25B6 {running} running \xB7 \u23F3 {queued} queued",
    zh: "\u2705 \u6210\u529F {succeeded} \xB7 \u274C \u5931\u8D25 {failed}{classes} \xB7 \u25B6 \u8FD0\u884C\u4E2D {running} \xB7 \u23F3 \u6392\u961F {queued}"
  },
  "progress.cancelled": { en: " \xB7 \u23F9 {n} cancelled", zh: " \xB7 \u23F9 \u5DF2\u53D6\u6D88 {n}" },
  "progress.stopped": { en: " \xB7 \u23F8 {n} stopped by fail-fast", zh: " \xB7 \u23F8 \u88AB\u5FEB\u901F\u5931\u8D25\u505C\u6B62 {n}" },
  "class.infrastructure": { en: "infrastructure", zh: "\u57FA\u7840\u8BBE\u65BD" },
  "class.benchmark": { en: "benchmark", zh: "\u57FA\u51C6\u6D4B\u8BD5" },
  "class.unknown": { en: "unknown cause", zh: "\u539F\u56E0\u672A\u77E5" },
  "progress.gpuHours": {
    en: "**GPU-hours:** {used} used so far{expected} \xB7 {worst} at worst (every job to its time limit)",
    zh: "**GPU \u5C0F\u65F6\uFF1A** \u76EE\u524D\u5DF2\u7528 {used}{expected} \xB7 \u6700\u574F\u60C5\u51B5 {worst}\uFF08\u6BCF\u4E2A\u4EFB\u52A1\u90FD\u8FD0\u884C\u5230\u65F6\u95F4\u4E0A\u9650\uFF09"
  },
  "progress.gpuHoursFinal": {
    en: "**GPU-hours:** {used} used \xB7 {worst} at worst (every job to its time limit)",
    zh: "**GPU \u5C0F\u65F6\uFF1A** \u5171\u7528 {used} \xB7 \u6700\u574F\u60C5\u51B5 {worst}\uFF08\u6BCF\u4E2A\u4EFB\u52A1\u90FD\u8FD0\u884C\u5230\u65F6\u95F4\u4E0A\u9650\uFF09"
  },
  "progress.expectedAll": {
    en: " \xB7 about {total} in all at known durations",
    zh: " \xB7 \u6309\u5DF2\u77E5\u65F6\u957F\u4F30\u8BA1\u5171\u7EA6 {total}"
  },
  "progress.eta": {
    en: "**Expected to finish:** in about {duration} (around {at} UTC), from the durations of the rows that finished",
    zh: "**\u9884\u8BA1\u5B8C\u6210\uFF1A** \u7EA6 {duration} \u540E\uFF08\u7EA6 UTC {at}\uFF09\uFF0C\u4F9D\u636E\u5DF2\u5B8C\u6210\u884C\u7684\u65F6\u957F\u4F30\u7B97"
  },
  "progress.etaUnknown": {
    en: "**Expected to finish:** not known until a row of each kind has finished",
    zh: "**\u9884\u8BA1\u5B8C\u6210\uFF1A** \u6BCF\u7C7B\u884C\u81F3\u5C11\u5B8C\u6210\u4E00\u4E2A\u540E\u624D\u80FD\u4F30\u7B97"
  },
  "progress.failures": { en: "Failed rows", zh: "\u5931\u8D25\u7684\u884C" },
  "progress.failedRow": { en: "{name}: {why}", zh: "{name}\uFF1A{why}" },
  "progress.unknownWhy": {
    en: "no entry of the failure table matches its log; open the job",
    zh: "\u5931\u8D25\u8868\u4E2D\u6CA1\u6709\u4E0E\u5176\u65E5\u5FD7\u5339\u914D\u7684\u6761\u76EE\uFF1B\u8BF7\u67E5\u770B\u4EFB\u52A1\u65E5\u5FD7"
  },
  "progress.evidence": { en: " (log: {line})", zh: "\uFF08\u65E5\u5FD7\uFF1A{line}\uFF09" },
  "retry.title": { en: "Re-run automatically", zh: "\u81EA\u52A8\u91CD\u65B0\u8FD0\u884C" },
  "retry.row": { en: "{name}: {why}, in {run}", zh: "{name}\uFF1A{why}\uFF0C\u89C1 {run}" },
  "retry.run": { en: "retry run {n}", zh: "\u91CD\u8BD5\u8FD0\u884C {n}" },
  "retry.pending": { en: "the retry run being dispatched", zh: "\u6B63\u5728\u542F\u52A8\u7684\u91CD\u8BD5\u8FD0\u884C" },
  "retry.riders": {
    en: "{n} rows its canary kept from starting run along with it in the same retry run.",
    zh: "\u88AB\u5176\u91D1\u4E1D\u96C0\u963B\u6B62\u7684 {n} \u884C\u4E5F\u5728\u540C\u4E00\u91CD\u8BD5\u8FD0\u884C\u4E2D\u8FD0\u884C\u3002"
  },
  "retry.budget": {
    en: "**Re-run budget:** {used} of {total} GPU-hours used (a running re-run counts at its worst case), {left} left.",
    zh: "**\u91CD\u8DD1\u9884\u7B97\uFF1A** \u5DF2\u7528 {total} GPU \u5C0F\u65F6\u4E2D\u7684 {used}\uFF08\u8FD0\u884C\u4E2D\u7684\u91CD\u8DD1\u6309\u6700\u574F\u60C5\u51B5\u8BA1\uFF09\uFF0C\u5269\u4F59 {left}\u3002"
  },
  "retry.manual": { en: "Still need `/sweep rerun-failed`", zh: "\u4ECD\u9700 `/sweep rerun-failed`" },
  "retry.overBudget": {
    en: "{name}: its re-run ({need} GPU-hours at worst) does not fit the {left} GPU-hours the re-run budget has left",
    zh: "{name}\uFF1A\u5176\u91CD\u8DD1\uFF08\u6700\u574F {need} GPU \u5C0F\u65F6\uFF09\u8D85\u51FA\u91CD\u8DD1\u9884\u7B97\u5269\u4F59\u7684 {left} GPU \u5C0F\u65F6"
  },
  "retry.exhausted": {
    en: "{name}: failed again after {n} automatic re-run(s)",
    zh: "{name}\uFF1A\u81EA\u52A8\u91CD\u8DD1 {n} \u6B21\u540E\u4ECD\u5931\u8D25"
  },
  "retry.notRetried": {
    en: "{name}: failed for an infrastructure reason and the sweep ended before re-running it",
    zh: "{name}\uFF1A\u56E0\u57FA\u7840\u8BBE\u65BD\u539F\u56E0\u5931\u8D25\uFF0C\u6D4B\u8BD5\u5728\u91CD\u8DD1\u524D\u5DF2\u7ED3\u675F"
  },
  "retry.dispatchFailed": {
    en: "The retry run could not be dispatched ({error}); a maintainer can comment `/sweep rerun-failed`.",
    zh: "\u65E0\u6CD5\u542F\u52A8\u91CD\u8BD5\u8FD0\u884C\uFF08{error}\uFF09\uFF1B\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep rerun-failed`\u3002"
  },
  "progress.watchEnded": {
    en: "**Watch ended:** the watcher\u2019s job reached GitHub\u2019s time limit for hosted jobs while rows still ran. From here on nothing applies fail-fast, re-runs lost rows or updates this progress; the outcome appears when the run ends. A maintainer can comment `/sweep rerun-failed` then.",
    zh: "**\u76D1\u89C6\u7ED3\u675F\uFF1A** \u76D1\u89C6\u4EFB\u52A1\u5728\u4ECD\u6709\u884C\u8FD0\u884C\u65F6\u8FBE\u5230\u4E86 GitHub \u6258\u7BA1\u4EFB\u52A1\u7684\u65F6\u95F4\u4E0A\u9650\u3002\u6B64\u540E\u4E0D\u518D\u6267\u884C\u5FEB\u901F\u5931\u8D25\u3001\u4E0D\u518D\u81EA\u52A8\u91CD\u8DD1\u4E22\u5931\u7684\u884C\uFF0C\u4E5F\u4E0D\u518D\u66F4\u65B0\u6B64\u8FDB\u5EA6\uFF1B\u8FD0\u884C\u7ED3\u675F\u65F6\u4F1A\u663E\u793A\u7ED3\u679C\u3002\u5C4A\u65F6\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep rerun-failed`\u3002"
  },
  "failFast.stoppedRun": {
    en: "**Fail-fast:** {name} failed ({why}): the sweep run and its retry runs were cancelled; the failed job keeps its red X.",
    zh: "**\u5FEB\u901F\u5931\u8D25\uFF1A** {name} \u5931\u8D25\uFF08{why}\uFF09\uFF1A\u5DF2\u53D6\u6D88\u6D4B\u8BD5\u8FD0\u884C\u53CA\u5176\u91CD\u8BD5\u8FD0\u884C\uFF1B\u5931\u8D25\u7684\u4EFB\u52A1\u4FDD\u7559\u7EA2\u53C9\u3002"
  },
  "failFast.stoppedFamily": {
    en: "**Fail-fast:** {name} failed ({why}): the jobs of {family} that had not started yet end without running the benchmark; those already running finish.",
    zh: "**\u5FEB\u901F\u5931\u8D25\uFF1A** {name} \u5931\u8D25\uFF08{why}\uFF09\uFF1A{family} \u4E2D\u5C1A\u672A\u5F00\u59CB\u7684\u4EFB\u52A1\u4E0D\u518D\u8FD0\u884C\u57FA\u51C6\u6D4B\u8BD5\u5373\u7ED3\u675F\uFF1B\u5DF2\u5728\u8FD0\u884C\u7684\u4EFB\u52A1\u7167\u5E38\u5B8C\u6210\u3002"
  },
  "failFast.infraNote": {
    en: "Infrastructure failures never stop other rows.",
    zh: "\u57FA\u7840\u8BBE\u65BD\u6545\u969C\u4E0D\u4F1A\u505C\u6B62\u5176\u4ED6\u884C\u3002"
  }
};

// src/report/messages.ts
var statusText = {
  prTitle: { en: "PR", zh: "PR" },
  modeCanary: {
    en: "a canary job runs first; the rest start when it passes",
    zh: "\u5148\u8FD0\u884C\u4E00\u4E2A\u91D1\u4E1D\u96C0\u4EFB\u52A1\uFF0C\u901A\u8FC7\u540E\u518D\u8FD0\u884C\u5176\u4F59\u4EFB\u52A1"
  },
  modeNoCanary: { en: "no canary: every job starts at once", zh: "\u65E0\u91D1\u4E1D\u96C0\uFF1A\u6240\u6709\u4EFB\u52A1\u540C\u65F6\u5F00\u59CB" },
  modeFailFast: { en: "the first failure stops the sweep", zh: "\u7B2C\u4E00\u6B21\u5931\u8D25\u5373\u505C\u6B62\u6D4B\u8BD5" },
  "evals.default": { en: "the default evals", zh: "\u9ED8\u8BA4\u8BC4\u6D4B" },
  "evals.all": { en: "evals at every concurrency", zh: "\u6240\u6709\u5E76\u53D1\u5EA6\u7684\u8BC4\u6D4B" },
  "evals.only": { en: "evals only, no benchmarks", zh: "\u4EC5\u8BC4\u6D4B\uFF0C\u4E0D\u8FD0\u884C\u57FA\u51C6\u6D4B\u8BD5" },
  "evals.all-only": { en: "evals only, at every concurrency", zh: "\u4EC5\u8BC4\u6D4B\uFF0C\u6240\u6709\u5E76\u53D1\u5EA6" },
  modeAgentxFast: { en: "shortened agentic runs", zh: "\u7F29\u77ED\u7684\u667A\u80FD\u4F53\u8FD0\u884C" },
  modeScheduling: { en: "scheduling labels {labels}", zh: "\u8C03\u5EA6\u6807\u7B7E {labels}" },
  configKeys: { en: "Config keys in this PR", zh: "\u6B64 PR \u7684\u914D\u7F6E\u952E" },
  entry: { en: "changelog entry", zh: "changelog \u6761\u76EE" },
  willRun: { en: "What will run", zh: "\u5C06\u8981\u8FD0\u884C" },
  wouldRun: { en: "What would run with a sweep label", zh: "\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u540E\u5C06\u8FD0\u884C" },
  jobsOn: { en: "{jobs} jobs on {clusters} cluster(s)", zh: "{clusters} \u4E2A\u96C6\u7FA4\u4E0A\u5171 {jobs} \u4E2A\u4EFB\u52A1" },
  kind: { en: "Kind", zh: "\u7C7B\u578B" },
  jobs: { en: "Jobs", zh: "\u4EFB\u52A1\u6570" },
  "kind.single-node benchmark": { en: "single-node benchmark", zh: "\u5355\u8282\u70B9\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.multi-node benchmark": { en: "multi-node benchmark", zh: "\u591A\u8282\u70B9\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.single-node agentic benchmark": { en: "single-node agentic benchmark", zh: "\u5355\u8282\u70B9\u667A\u80FD\u4F53\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.multi-node agentic benchmark": { en: "multi-node agentic benchmark", zh: "\u591A\u8282\u70B9\u667A\u80FD\u4F53\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.single-node eval": { en: "single-node eval", zh: "\u5355\u8282\u70B9\u8BC4\u6D4B" },
  "kind.multi-node eval": { en: "multi-node eval", zh: "\u591A\u8282\u70B9\u8BC4\u6D4B" },
  canaryWords: {
    en: "{model} on {cluster}, {topology}, concurrency {conc}; it runs before every other job",
    zh: "{model}\uFF0C\u96C6\u7FA4 {cluster}\uFF0C{topology}\uFF0C\u5E76\u53D1\u5EA6 {conc}\uFF1B\u5B83\u5148\u4E8E\u5176\u4ED6\u6240\u6709\u4EFB\u52A1\u8FD0\u884C"
  },
  cost: { en: "Cost before dispatch", zh: "\u542F\u52A8\u524D\u7684\u6210\u672C" },
  costNote: {
    en: "worst case: every job runs to its time limit",
    zh: "\u6700\u574F\u60C5\u51B5\uFF1A\u6BCF\u4E2A\u4EFB\u52A1\u90FD\u8FD0\u884C\u5230\u65F6\u95F4\u4E0A\u9650"
  },
  gpuHours: { en: "GPU-hours", zh: "GPU \u5C0F\u65F6" },
  nodeHours: { en: "Node-hours", zh: "\u8282\u70B9\u5C0F\u65F6" },
  peakGpus: { en: "GPUs if all ran at once", zh: "\u5168\u90E8\u540C\u65F6\u8FD0\u884C\u65F6\u7684 GPU \u6570" },
  expected: {
    en: "Expected from known durations: about {gpuHours} GPU-hours for {jobs} of the jobs.",
    zh: "\u6309\u5DF2\u77E5\u65F6\u957F\u4F30\u8BA1\uFF1A\u5176\u4E2D {jobs} \u4E2A\u4EFB\u52A1\u7EA6 {gpuHours} GPU \u5C0F\u65F6\u3002"
  },
  budgetWithin: {
    en: "Within the budget of {budget} GPU-hours.",
    zh: "\u5728 {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97\u4E4B\u5185\u3002"
  },
  budgetAbove: {
    en: "Above the budget of {budget} GPU-hours by {over}: nothing is dispatched until a maintainer comments `/sweep --confirm`.",
    zh: "\u8D85\u51FA {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97 {over}\uFF1A\u7EF4\u62A4\u8005\u8BC4\u8BBA `/sweep --confirm` \u4E4B\u524D\u4E0D\u4F1A\u542F\u52A8\u3002"
  },
  budgetConfirmed: {
    en: "Above the budget of {budget} GPU-hours; confirmed by {user}.",
    zh: "\u8D85\u51FA {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97\uFF1B\u5DF2\u7531 {user} \u786E\u8BA4\u3002"
  },
  curves: { en: "Curves compared with the base revision", zh: "\u4E0E\u57FA\u51C6\u7248\u672C\u76F8\u6BD4\u7684\u66F2\u7EBF" },
  "curve.new": { en: "new", zh: "\u65B0\u589E" },
  "curve.changed": { en: "changed", zh: "\u53D8\u66F4" },
  "curve.extended": { en: "extended", zh: "\u6269\u5C55" },
  "curve.unchanged": { en: "unchanged", zh: "\u672A\u53D8" },
  "curve.removed": { en: "removed", zh: "\u79FB\u9664" },
  "key.new": { en: "new config key", zh: "\u65B0\u914D\u7F6E\u952E" },
  "key.changed": { en: "changed", zh: "\u6709\u53D8\u66F4" },
  "key.unchanged": { en: "unchanged", zh: "\u672A\u53D8" },
  appendOnly: { en: "append-only", zh: "\u4EC5\u8FFD\u52A0" },
  noCurves: { en: "no curves", zh: "\u65E0\u66F2\u7EBF" },
  next: { en: "What next", zh: "\u4E0B\u4E00\u6B65" },
  "who.author": { en: "Author", zh: "\u4F5C\u8005" },
  "who.maintainer": { en: "Maintainer", zh: "\u7EF4\u62A4\u8005" },
  "who.anyone": { en: "Everyone", zh: "\u6240\u6709\u4EBA" },
  "next.askLabel": {
    en: "ask a maintainer to add the `{label}` label (adding labels needs write access).",
    zh: "\u8BF7\u7EF4\u62A4\u8005\u6DFB\u52A0 `{label}` \u6807\u7B7E\uFF08\u6DFB\u52A0\u6807\u7B7E\u9700\u8981\u5199\u6743\u9650\uFF09\u3002"
  },
  "next.addLabel": {
    en: "add exactly one of {labels} to sweep; once it is on, `/sweep` restarts the sweep.",
    zh: "\u6DFB\u52A0 {labels} \u4E4B\u4E00\u5373\u53EF\u6D4B\u8BD5\uFF1B\u6DFB\u52A0\u540E\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u5F00\u59CB\u6D4B\u8BD5\u3002"
  },
  "next.oneLabel": { en: "remove all but one sweep label.", zh: "\u53EA\u4FDD\u7559\u4E00\u4E2A\u6D4B\u8BD5\u6807\u7B7E\u3002" },
  "next.fix": { en: "fix the findings above and push.", zh: "\u4FEE\u590D\u4E0A\u8FF0\u95EE\u9898\u540E\u63A8\u9001\u3002" },
  "severity.error": { en: "error", zh: "\u9519\u8BEF" },
  "severity.warning": { en: "warning", zh: "\u8B66\u544A" },
  "severity.notice": { en: "notice", zh: "\u63D0\u793A" },
  "next.entry": {
    en: "append an entry to `perf-changelog.yaml` naming the config keys to benchmark.",
    zh: "\u5728 `perf-changelog.yaml` \u4E2D\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\u3002"
  },
  "next.waitApproval": {
    en: "wait for a maintainer to approve this revision.",
    zh: "\u7B49\u5F85\u7EF4\u62A4\u8005\u6279\u51C6\u6B64\u7248\u672C\u3002"
  },
  "next.approve": {
    en: "review the changes, then add a sweep label or comment `/approve <sha>`.",
    zh: "\u5BA1\u9605\u6539\u52A8\u540E\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u6216\u8BC4\u8BBA `/approve <sha>`\u3002"
  },
  "next.confirm": {
    en: "comment `/sweep --confirm` to dispatch it anyway, or ask for a smaller plan.",
    zh: "\u8BC4\u8BBA `/sweep --confirm` \u4EE5\u4ECD\u7136\u542F\u52A8\uFF0C\u6216\u8981\u6C42\u7F29\u5C0F\u8BA1\u5212\u3002"
  },
  "next.running": {
    en: "nothing to do: the outcome and result links appear here when the run finishes.",
    zh: "\u65E0\u9700\u64CD\u4F5C\uFF1A\u8FD0\u884C\u7ED3\u675F\u540E\u7ED3\u679C\u548C\u94FE\u63A5\u4F1A\u663E\u793A\u5728\u8FD9\u91CC\u3002"
  },
  "next.retry": { en: "comment `/sweep` to try the dispatch again.", zh: "\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u5C1D\u8BD5\u542F\u52A8\u3002" },
  technical: { en: "Technical details", zh: "\u6280\u672F\u7EC6\u8282" },
  rowIds: { en: "Row ids", zh: "\u884C ID" },
  moreRows: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u4E2A" },
  fix: { en: "fix", zh: "\u4FEE\u590D" }
};
var findingsText = {
  "findings.changelog": { en: "Changelog validation", zh: "Changelog \u6821\u9A8C" },
  "findings.configs": { en: "Configs", zh: "\u914D\u7F6E" },
  "findings.runners": { en: "Runner labels", zh: "Runner \u6807\u7B7E" },
  "findings.lanes": { en: "Lanes", zh: "\u901A\u9053" },
  "findings.topology": { en: "GPU topology", zh: "GPU \u62D3\u6251" },
  "findings.limits": { en: "Plan limits", zh: "\u8BA1\u5212\u9650\u5236" },
  "findings.other": { en: "Other findings", zh: "\u5176\u4ED6\u95EE\u9898" }
};
var stageText = {
  wouldRunFixed: { en: "What would run once the findings are fixed", zh: "\u4FEE\u590D\u95EE\u9898\u540E\u5C06\u8FD0\u884C" },
  "verdict.heldBack": {
    en: "sweep refused \u2014 nothing is dispatched until the findings below are fixed",
    zh: "\u6D4B\u8BD5\u88AB\u62D2\u7EDD \u2014 \u4FEE\u590D\u4E0B\u5217\u95EE\u9898\u4E4B\u524D\u4E0D\u4F1A\u542F\u52A8"
  },
  "headline.running": { en: "sweep \u2014 running", zh: "\u6D4B\u8BD5 \u2014 \u8FD0\u884C\u4E2D" },
  "headline.finished": { en: "sweep \u2014 finished: {conclusion}", zh: "\u6D4B\u8BD5 \u2014 \u5DF2\u7ED3\u675F\uFF1A{conclusion}" },
  "headline.cancelled": { en: "sweep \u2014 cancelled", zh: "\u6D4B\u8BD5 \u2014 \u5DF2\u53D6\u6D88" },
  "headline.unknown": { en: "sweep \u2014 not known to run", zh: "\u6D4B\u8BD5 \u2014 \u4E0D\u786E\u5B9A\u662F\u5426\u5728\u8FD0\u884C" },
  "next.cancel": { en: "`/sweep cancel` stops the run.", zh: "`/sweep cancel` \u505C\u6B62\u8FD0\u884C\u3002" },
  "next.finished": {
    en: "nothing to do: the run is over; its outcome is below and the result links are in the links comment.",
    zh: "\u65E0\u9700\u64CD\u4F5C\uFF1A\u8FD0\u884C\u5DF2\u7ED3\u675F\uFF1B\u7ED3\u679C\u89C1\u4E0B\u65B9\uFF0C\u7ED3\u679C\u94FE\u63A5\u89C1\u94FE\u63A5\u8BC4\u8BBA\u3002"
  },
  "next.again": { en: "`/sweep` sweeps this head again.", zh: "`/sweep` \u5BF9\u6B64\u7248\u672C\u91CD\u65B0\u6D4B\u8BD5\u3002" },
  "next.failed": {
    en: "look at the first failing row below; push a fix, or ask a maintainer to re-run the failed jobs.",
    zh: "\u67E5\u770B\u4E0B\u65B9\u7B2C\u4E00\u4E2A\u5931\u8D25\u7684\u884C\uFF1B\u63A8\u9001\u4FEE\u590D\uFF0C\u6216\u8BF7\u7EF4\u62A4\u8005\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\u3002"
  },
  "next.rerun": {
    en: "`/sweep rerun-failed` re-runs the failed jobs; `/sweep` sweeps this head again.",
    zh: "`/sweep rerun-failed` \u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\uFF1B`/sweep` \u5BF9\u6B64\u7248\u672C\u91CD\u65B0\u6D4B\u8BD5\u3002"
  },
  "next.restart": {
    en: "`/sweep` starts the sweep of this head again.",
    zh: "`/sweep` \u91CD\u65B0\u5F00\u59CB\u6B64\u7248\u672C\u7684\u6D4B\u8BD5\u3002"
  }
};
var uiText = {
  title: { en: "Sweep status", zh: "\u6D4B\u8BD5\u72B6\u6001" },
  head: { en: "Head", zh: "\u7248\u672C" },
  decision: { en: "Decision", zh: "\u51B3\u5B9A" },
  "verdict.nothing": { en: "nothing to do", zh: "\u65E0\u64CD\u4F5C" },
  "verdict.validate": { en: "validate only", zh: "\u4EC5\u6821\u9A8C" },
  "verdict.sweep": { en: "sweep", zh: "\u6D4B\u8BD5" },
  "verdict.reuse": { en: "reuse an earlier run", zh: "\u590D\u7528\u5DF2\u6709\u8FD0\u884C" },
  "verdict.cancel": { en: "stop this PR\u2019s sweeps", zh: "\u505C\u6B62\u6B64 PR \u7684\u6D4B\u8BD5" },
  "verdict.cancelled": {
    en: "no sweep runs; {n} running sweep run(s) of this PR cancelled",
    zh: "\u4E0D\u8FD0\u884C\u6D4B\u8BD5\uFF1B\u5DF2\u53D6\u6D88\u6B64 PR \u7684 {n} \u4E2A\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5"
  },
  "verdict.nothingToCancel": {
    en: "no sweep runs (none of this PR was running, so nothing was cancelled)",
    zh: "\u4E0D\u8FD0\u884C\u6D4B\u8BD5\uFF08\u6B64 PR \u6CA1\u6709\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5\uFF0C\u65E0\u9700\u53D6\u6D88\uFF09"
  },
  "verdict.confirm": {
    en: "sweep, waiting for a maintainer\u2019s confirmation (above the GPU-hour budget)",
    zh: "\u6D4B\u8BD5\uFF0C\u7B49\u5F85\u7EF4\u62A4\u8005\u786E\u8BA4\uFF08\u8D85\u51FA GPU \u5C0F\u65F6\u9884\u7B97\uFF09"
  },
  "verdict.rerun-failed": { en: "re-run failed jobs", zh: "\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1" },
  "verdict.refuse": { en: "refused", zh: "\u5DF2\u62D2\u7EDD" },
  mode: { en: "Mode", zh: "\u6A21\u5F0F" },
  canary: { en: "canary", zh: "\u91D1\u4E1D\u96C0" },
  noCanary: { en: "no canary", zh: "\u65E0\u91D1\u4E1D\u96C0" },
  failFast: { en: "fail-fast", zh: "\u5FEB\u901F\u5931\u8D25" },
  evals: { en: "evals", zh: "\u8BC4\u6D4B" },
  why: { en: "Why", zh: "\u539F\u56E0" },
  plan: { en: "Plan", zh: "\u8BA1\u5212" },
  bucket: { en: "Bucket", zh: "\u5206\u7EC4" },
  rows: { en: "Rows", zh: "\u884C\u6570" },
  shards: { en: "Shards", zh: "\u5206\u7247" },
  total: { en: "Total", zh: "\u5408\u8BA1" },
  cluster: { en: "Cluster", zh: "\u96C6\u7FA4" },
  gpus: { en: "GPUs", zh: "GPU \u6570" },
  nodes: { en: "Nodes", zh: "\u8282\u70B9\u6570" },
  canaryRow: { en: "Canary", zh: "\u91D1\u4E1D\u96C0" },
  planKey: { en: "Plan key", zh: "\u8BA1\u5212\u952E" },
  dispatched: { en: "Dispatched sweep run", zh: "\u5DF2\u542F\u52A8\u6D4B\u8BD5\u8FD0\u884C" },
  dispatchPending: {
    en: "pending: the plan artifact is uploaded first, then the sweep is dispatched",
    zh: "\u7B49\u5F85\u4E2D\uFF1A\u5148\u4E0A\u4F20\u8BA1\u5212\u4EA7\u7269\uFF0C\u518D\u542F\u52A8\u6D4B\u8BD5"
  },
  dispatchFailed: {
    en: "failed \u2014 {error}. Nothing is running; comment `/sweep` to retry.",
    zh: "\u5931\u8D25 \u2014 {error}\u3002\u6CA1\u6709\u4EFB\u4F55\u6D4B\u8BD5\u5728\u8FD0\u884C\uFF1B\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  cancelled: { en: "Cancelled runs", zh: "\u5DF2\u53D6\u6D88\u7684\u8FD0\u884C" },
  outcome: { en: "Sweep outcome", zh: "\u6D4B\u8BD5\u7ED3\u679C" },
  run: { en: "run", zh: "\u8FD0\u884C" },
  attempt: { en: "attempt", zh: "\u5C1D\u8BD5" },
  succeeded: { en: "succeeded", zh: "\u6210\u529F" },
  failed: { en: "failed", zh: "\u5931\u8D25" },
  cancelledRows: { en: "cancelled", zh: "\u5DF2\u53D6\u6D88" },
  skippedRows: { en: "skipped", zh: "\u5DF2\u8DF3\u8FC7" },
  firstFailure: { en: "First failing row", zh: "\u7B2C\u4E00\u4E2A\u5931\u8D25\u7684\u884C" },
  job: { en: "job", zh: "\u4EFB\u52A1" },
  canaryFailed: { en: "Failed canary", zh: "\u5931\u8D25\u7684\u91D1\u4E1D\u96C0" },
  canaryBlocked: { en: "blocked {n} rows:", zh: "\u963B\u6B62\u4E86 {n} \u884C\uFF1A" },
  failFastCancelled: {
    en: "cancelled {n} rows after the first failure",
    zh: "\u7B2C\u4E00\u6B21\u5931\u8D25\u540E\u53D6\u6D88\u4E86 {n} \u884C"
  },
  approval: { en: "Fork approval", zh: "Fork \u6279\u51C6" },
  approved: { en: "approved", zh: "\u5DF2\u6279\u51C6" },
  awaiting: { en: "awaiting approval", zh: "\u7B49\u5F85\u6279\u51C6" },
  lint: { en: "Lint findings", zh: "\u68C0\u67E5\u7ED3\u679C" },
  more: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u6761" },
  notMergeable: {
    en: "GitHub reports this PR is not mergeable (merge conflicts); resolve them so the sweep can use the merge commit.",
    zh: "GitHub \u62A5\u544A\u6B64 PR \u65E0\u6CD5\u5408\u5E76\uFF08\u5B58\u5728\u51B2\u7A81\uFF09\uFF1B\u8BF7\u89E3\u51B3\u51B2\u7A81\u3002"
  },
  perf: { en: "View unofficial run (performance)", zh: "\u67E5\u770B\u975E\u5B98\u65B9\u8FD0\u884C\uFF08\u6027\u80FD\uFF09" },
  accuracy: { en: "View unofficial run (accuracy)", zh: "\u67E5\u770B\u975E\u5B98\u65B9\u8FD0\u884C\uFF08\u7CBE\u5EA6\uFF09" },
  chinese: { en: "\u4E2D\u6587", zh: "\u4E2D\u6587" },
  noFailedRun: { en: "No failed sweep run of this PR to re-run.", zh: "\u6B64 PR \u6CA1\u6709\u53EF\u91CD\u65B0\u8FD0\u884C\u7684\u5931\u8D25\u6D4B\u8BD5\u3002" },
  rerunFailed: {
    en: "Could not re-run the failed jobs of [sweep run {run}]({url}): {error}. Nothing was re-run; try again later.",
    zh: "\u65E0\u6CD5\u91CD\u65B0\u8FD0\u884C\u6D4B\u8BD5\u8FD0\u884C {run} \u7684\u5931\u8D25\u4EFB\u52A1\uFF08{url}\uFF09\uFF1A{error}\u3002\u6CA1\u6709\u4EFB\u4F55\u4EFB\u52A1\u88AB\u91CD\u65B0\u8FD0\u884C\uFF1B\u8BF7\u7A0D\u540E\u91CD\u8BD5\u3002"
  },
  cancelFailed: {
    en: "Could not cancel [sweep run {run}]({url}): {error}. It may still be running; try again later.",
    zh: "\u65E0\u6CD5\u53D6\u6D88\u6D4B\u8BD5\u8FD0\u884C {run}\uFF08{url}\uFF09\uFF1A{error}\u3002\u5B83\u53EF\u80FD\u4ECD\u5728\u8FD0\u884C\uFF1B\u8BF7\u7A0D\u540E\u91CD\u8BD5\u3002"
  },
  permissionLookupFailed: {
    en: "The permission of {user} could not be checked (GitHub answered: {error}), so the command was neither run nor refused. Re-run the failed job, or comment the command again, to retry.",
    zh: "\u65E0\u6CD5\u68C0\u67E5 {user} \u7684\u6743\u9650\uFF08GitHub \u8FD4\u56DE\uFF1A{error}\uFF09\uFF0C\u56E0\u6B64\u8BE5\u547D\u4EE4\u65E2\u672A\u6267\u884C\u4E5F\u672A\u88AB\u62D2\u7EDD\u3002\u8BF7\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\u6216\u518D\u6B21\u8BC4\u8BBA\u8BE5\u547D\u4EE4\u4EE5\u91CD\u8BD5\u3002"
  },
  approvedDispatch: {
    en: "Dispatched [trusted sweep run]({url}) for approved external revision `{sha}`. New commits are not trusted automatically; approve a new SHA with `/approve <sha>` or by removing and re-adding the primary sweep label.",
    zh: "\u5DF2\u4E3A\u6279\u51C6\u7684\u5916\u90E8\u7248\u672C `{sha}` \u542F\u52A8[\u53EF\u4FE1\u6D4B\u8BD5\u8FD0\u884C]({url})\u3002\u65B0\u7684\u63D0\u4EA4\u4E0D\u4F1A\u81EA\u52A8\u83B7\u5F97\u4FE1\u4EFB\uFF1B\u8BF7\u4F7F\u7528 `/approve <sha>` \u6216\u79FB\u9664\u5E76\u91CD\u65B0\u6DFB\u52A0\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u6765\u6279\u51C6\u65B0\u7248\u672C\u3002"
  },
  // The sweep's state (report/state.ts): one closed set, each state with its own line.
  "state.label": { en: "Sweep", zh: "\u6D4B\u8BD5" },
  "state.planned": {
    en: "planned \u2014 the plan artifact is uploaded, then the sweep is dispatched in the next step",
    zh: "\u5DF2\u8BA1\u5212 \u2014 \u5148\u4E0A\u4F20\u8BA1\u5212\u4EA7\u7269\uFF0C\u4E0B\u4E00\u6B65\u542F\u52A8\u6D4B\u8BD5"
  },
  "state.dispatched": { en: "dispatched \u2014 run {run} (queued)", zh: "\u5DF2\u542F\u52A8 \u2014 \u8FD0\u884C {run}\uFF08\u6392\u961F\u4E2D\uFF09" },
  "state.adopted": {
    en: "dispatched \u2014 run {run} already runs this plan; it is the one sweep of it (a second dispatch is never kept)",
    zh: "\u5DF2\u542F\u52A8 \u2014 \u8FD0\u884C {run} \u5DF2\u5728\u8FD0\u884C\u6B64\u8BA1\u5212\uFF1B\u5B83\u662F\u6B64\u8BA1\u5212\u552F\u4E00\u7684\u6D4B\u8BD5\uFF08\u91CD\u590D\u7684\u542F\u52A8\u4E0D\u4F1A\u4FDD\u7559\uFF09"
  },
  "state.running": { en: "running \u2014 run {run}", zh: "\u8FD0\u884C\u4E2D \u2014 \u8FD0\u884C {run}" },
  "state.finished": { en: "finished \u2014 run {run}: {conclusion}", zh: "\u5DF2\u7ED3\u675F \u2014 \u8FD0\u884C {run}\uFF1A{conclusion}" },
  "state.conclusion.success": { en: "success", zh: "\u6210\u529F" },
  "state.conclusion.failure": { en: "failure", zh: "\u5931\u8D25" },
  "state.conclusion.cancelled": { en: "cancelled", zh: "\u5DF2\u53D6\u6D88" },
  "state.conclusion.timed_out": { en: "timed out", zh: "\u8D85\u65F6" },
  "state.cancelled": { en: "cancelled \u2014 {runs} ({why})", zh: "\u5DF2\u53D6\u6D88 \u2014 {runs}\uFF08{why}\uFF09" },
  "state.why.new-plan": { en: "a newer plan replaced it", zh: "\u88AB\u66F4\u65B0\u7684\u8BA1\u5212\u53D6\u4EE3" },
  "state.why.label-removed": { en: "the primary sweep label was removed", zh: "\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u5DF2\u79FB\u9664" },
  "state.why.closed": { en: "the PR was closed", zh: "PR \u5DF2\u5173\u95ED" },
  "state.why.command": { en: "a maintainer commented `/sweep cancel`", zh: "\u7EF4\u62A4\u8005\u8BC4\u8BBA\u4E86 `/sweep cancel`" },
  "state.why.elsewhere": { en: "cancelled on GitHub", zh: "\u5728 GitHub \u4E0A\u88AB\u53D6\u6D88" },
  "state.why.conflicting-labels": {
    en: "the PR now carries more than one primary sweep label",
    zh: "PR \u73B0\u5728\u5E26\u6709\u591A\u4E2A\u4E3B\u6D4B\u8BD5\u6807\u7B7E"
  },
  "state.why.no-primary": { en: "the PR carries no primary sweep label", zh: "PR \u6CA1\u6709\u4E3B\u6D4B\u8BD5\u6807\u7B7E" },
  "state.why.fork-push": {
    en: "new commits were pushed to the fork after its approval; the new head awaits approval",
    zh: "\u6279\u51C6\u4E4B\u540E fork \u53C8\u63A8\u9001\u4E86\u65B0\u7684\u63D0\u4EA4\uFF1B\u65B0\u7248\u672C\u7B49\u5F85\u6279\u51C6"
  },
  "state.why.reused": {
    en: "an authorised earlier run is reused instead",
    zh: "\u6539\u4E3A\u590D\u7528\u4E00\u4E2A\u5DF2\u6388\u6743\u7684\u65E9\u5148\u8FD0\u884C"
  },
  "state.why.skip-sweep": {
    en: "the new head commit asks to skip sweeps (`[skip-sweep]`)",
    zh: "\u65B0\u7684\u6700\u65B0\u63D0\u4EA4\u8981\u6C42\u8DF3\u8FC7\u6D4B\u8BD5\uFF08`[skip-sweep]`\uFF09"
  },
  "state.why.no-entry": {
    en: "the new head appends no changelog entry, so it plans no sweep",
    zh: "\u65B0\u7248\u672C\u6CA1\u6709\u8FFD\u52A0 changelog \u6761\u76EE\uFF0C\u56E0\u6B64\u4E0D\u8BA1\u5212\u6D4B\u8BD5"
  },
  "state.why.gate-failed": {
    en: "the changelog of the new head fails validation, so it plans no sweep",
    zh: "\u65B0\u7248\u672C\u7684 changelog \u672A\u901A\u8FC7\u6821\u9A8C\uFF0C\u56E0\u6B64\u4E0D\u8BA1\u5212\u6D4B\u8BD5"
  },
  "state.why.plan-check": {
    en: "the plan of the new head fails the checks before dispatch",
    zh: "\u65B0\u7248\u672C\u7684\u8BA1\u5212\u672A\u901A\u8FC7\u542F\u52A8\u524D\u68C0\u67E5"
  },
  "state.why.budget": {
    en: "the new plan is above the GPU-hour budget and waits for a maintainer\u2019s confirmation",
    zh: "\u65B0\u8BA1\u5212\u8D85\u51FA GPU \u5C0F\u65F6\u9884\u7B97\uFF0C\u7B49\u5F85\u7EF4\u62A4\u8005\u786E\u8BA4"
  },
  "state.why.no-sweep": {
    en: "the PR no longer asks for a sweep (see the reasons below)",
    zh: "PR \u4E0D\u518D\u9700\u8981\u6D4B\u8BD5\uFF08\u89C1\u4E0B\u65B9\u539F\u56E0\uFF09"
  },
  "state.refused": { en: "refused \u2014 {reason}", zh: "\u5DF2\u62D2\u7EDD \u2014 {reason}" },
  "state.unknown": {
    en: "unknown \u2014 the GitHub call `{call}` failed ({status})",
    zh: "\u672A\u77E5 \u2014 GitHub \u8C03\u7528 `{call}` \u5931\u8D25\uFF08{status}\uFF09"
  },
  "state.noAnswer": { en: "no answer", zh: "\u65E0\u54CD\u5E94" },
  "state.meaning.dispatch-unconfirmed": {
    en: "GitHub did not confirm the dispatch and no run of this plan was found, so nothing is known to run. A maintainer can comment `/sweep` to dispatch it again (an existing run of the same plan is found first, never duplicated).",
    zh: "GitHub \u672A\u786E\u8BA4\u542F\u52A8\uFF0C\u4E5F\u672A\u627E\u5230\u6B64\u8BA1\u5212\u7684\u8FD0\u884C\uFF0C\u56E0\u6B64\u6CA1\u6709\u5DF2\u77E5\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u542F\u52A8\uFF08\u4F1A\u5148\u67E5\u627E\u540C\u4E00\u8BA1\u5212\u7684\u5DF2\u6709\u8FD0\u884C\uFF0C\u4E0D\u4F1A\u91CD\u590D\uFF09\u3002"
  },
  "state.meaning.not-dispatched": {
    en: "This is a GitHub infrastructure failure, not a problem with the PR: nothing was dispatched. A maintainer can comment `/sweep` to try again.",
    zh: "\u8FD9\u662F GitHub \u57FA\u7840\u8BBE\u65BD\u6545\u969C\uFF0C\u5E76\u975E PR \u7684\u95EE\u9898\uFF1A\u672A\u542F\u52A8\u4EFB\u4F55\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.meaning.cancel-failed": {
    en: "The older sweep of this PR could not be cancelled and may still be running; nothing new was dispatched. A maintainer can comment `/sweep` to try again.",
    zh: "\u6B64 PR \u7684\u65E7\u6D4B\u8BD5\u65E0\u6CD5\u53D6\u6D88\uFF0C\u53EF\u80FD\u4ECD\u5728\u8FD0\u884C\uFF1B\u672A\u542F\u52A8\u65B0\u7684\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.meaning.fetch-failed": {
    en: "The PR head could not be fetched (infrastructure, not the changelog or the labels): nothing was planned or dispatched, and the decision stands. A maintainer can comment `/sweep` to try again.",
    zh: "\u65E0\u6CD5\u83B7\u53D6 PR \u7684\u6700\u65B0\u7248\u672C\uFF08\u57FA\u7840\u8BBE\u65BD\u95EE\u9898\uFF0C\u4E0E changelog \u6216\u6807\u7B7E\u65E0\u5173\uFF09\uFF1A\u672A\u8BA1\u5212\u6216\u542F\u52A8\u4EFB\u4F55\u6D4B\u8BD5\uFF0C\u51B3\u5B9A\u4FDD\u6301\u4E0D\u53D8\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.internal": {
    en: "failed \u2014 the check `{call}` stopped on an error of the sweep orchestrator itself, not of this PR",
    zh: "\u5931\u8D25 \u2014 \u68C0\u67E5 `{call}` \u56E0\u6D4B\u8BD5\u7F16\u6392\u5668\u81EA\u8EAB\u7684\u9519\u8BEF\u800C\u4E2D\u6B62\uFF0C\u5E76\u975E\u6B64 PR \u7684\u95EE\u9898"
  },
  "state.meaning.internal-error": {
    en: "Nothing was planned or dispatched. Re-run the failed job or comment `/sweep` to try again; if it fails the same way, report the message above to the maintainers of the sweep setup.",
    zh: "\u672A\u8BA1\u5212\u6216\u542F\u52A8\u4EFB\u4F55\u6D4B\u8BD5\u3002\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\u6216\u8BC4\u8BBA `/sweep` \u5373\u53EF\u91CD\u8BD5\uFF1B\u82E5\u518D\u6B21\u4EE5\u540C\u6837\u65B9\u5F0F\u5931\u8D25\uFF0C\u8BF7\u5C06\u4E0A\u9762\u7684\u4FE1\u606F\u62A5\u544A\u7ED9\u6D4B\u8BD5\u914D\u7F6E\u7684\u7EF4\u62A4\u8005\u3002"
  },
  "state.statusWriteFailed": {
    en: "The status comment could not be written ({error}). {what}",
    zh: "\u65E0\u6CD5\u5199\u5165\u72B6\u6001\u8BC4\u8BBA\uFF08{error}\uFF09\u3002{what}"
  },
  ...statusText,
  ...progressText,
  ...findingsText,
  ...stageText
};

// src/report/pr-notes.ts
var DEFAULT_PROTECTED_PATHS = ["inferencex-e2e/infx/"];

// src/results/verdict.ts
var DEFAULT_THRESHOLDS = {
  tput_per_gpu: 0.05,
  output_tput_per_gpu: 0.05,
  input_tput_per_gpu: 0.05,
  median_intvty: 0.05,
  median_ttft: 0.1,
  p90_ttft: 0.15,
  p99_ttft: 0.2,
  median_itl: 0.05,
  p90_itl: 0.1,
  median_tpot: 0.05,
  p90_tpot: 0.1,
  median_e2el: 0.1,
  cache_hit_rate: 0.05
};

// src/repo-config/config.ts
var REPO_CONFIG_PATH = ".github/sweep.yml";
var E2E_ROOT = "inferencex-e2e";
var DEFAULTS = {
  changelog: "perf-changelog.yaml",
  // In the order the generator reads them (amd, then nvidia): the plan's row order follows it.
  masters: LAYOUT_FILES.masters,
  runners: "configs/runners.yaml",
  ciPriority: "configs/ci-priority.yaml",
  lanes: "configs/lanes.yaml",
  baseUrl: "https://inferencex.semianalysis.com",
  performancePath: "/inference",
  accuracyPath: "/evaluation",
  linksMarker: "<!-- inferencex-unofficial-run-visualizer -->",
  botLogin: "github-actions[bot]",
  failFastScope: "matrix",
  launcher: defaultCommand("script", "."),
  queueAlertMinutes: 60,
  retryMaxAttempts: 1,
  results: {
    baseline: "published",
    dataBranch: "sweep-results",
    samples: 5,
    databaseUrlEnv: "DATABASE_URL"
  },
  comments: {
    status: "auto",
    guidance: true,
    protectedNotice: true,
    protectedPaths: DEFAULT_PROTECTED_PATHS
  }
};
function detectRoot(exists) {
  if (exists(`${E2E_ROOT}/${DEFAULTS.changelog}`) || exists(`${E2E_ROOT}/${DEFAULTS.runners}`))
    return { root: E2E_ROOT, detected: true };
  if (exists(DEFAULTS.changelog) || exists(DEFAULTS.runners)) return { root: ".", detected: true };
  return { root: ".", detected: false };
}
var under = (root, p) => root === "." || root === "" ? p : `${root}/${p}`;
function resolveRepoConfig(file2, exists = () => false) {
  const l = file2?.layout;
  const detected = l?.root === void 0 ? detectRoot(exists) : void 0;
  const root = l?.root ?? detected.root;
  const layoutSource = l?.root !== void 0 ? "file" : detected.detected ? "detected" : "default";
  return {
    layout: {
      root,
      changelog: under(root, l?.changelog ?? DEFAULTS.changelog),
      masters: (l?.masters ?? DEFAULTS.masters).map((m) => under(root, m)),
      runners: under(root, l?.runners ?? DEFAULTS.runners),
      ciPriority: under(root, l?.["ci-priority"] ?? DEFAULTS.ciPriority),
      lanes: under(root, l?.lanes ?? DEFAULTS.lanes)
    },
    layoutSource,
    labels: renameLabels(file2?.labels),
    dashboard: {
      baseUrl: (file2?.dashboard?.["base-url"] ?? DEFAULTS.baseUrl).replace(/\/+$/, ""),
      performancePath: file2?.dashboard?.["performance-path"] ?? DEFAULTS.performancePath,
      accuracyPath: file2?.dashboard?.["accuracy-path"] ?? DEFAULTS.accuracyPath
    },
    linksMarker: file2?.["links-marker"] ?? DEFAULTS.linksMarker,
    botLogin: file2?.["bot-login"] ?? DEFAULTS.botLogin,
    failFastScope: file2?.["fail-fast-scope"] ?? DEFAULTS.failFastScope,
    launcher: resolveLauncher(file2?.launcher, root),
    scheduler: {
      ...file2?.scheduler?.priority !== void 0 ? { priority: file2.scheduler.priority } : {},
      ...file2?.scheduler?.["node-slots"] !== void 0 ? { nodeSlots: file2.scheduler["node-slots"] } : {}
    },
    queueAlertMinutes: file2?.["queue-alert-minutes"] ?? DEFAULTS.queueAlertMinutes,
    comments: {
      status: file2?.comments?.status ?? DEFAULTS.comments.status,
      guidance: file2?.comments?.guidance ?? DEFAULTS.comments.guidance,
      protectedNotice: file2?.comments?.["protected-notice"] ?? DEFAULTS.comments.protectedNotice,
      protectedPaths: [...file2?.comments?.["protected-paths"] ?? DEFAULTS.comments.protectedPaths]
    },
    ...file2?.["budget-gpu-hours"] !== void 0 ? { budgetGpuHours: file2["budget-gpu-hours"] } : {},
    retry: {
      maxAttempts: file2?.retry?.["max-attempts"] ?? DEFAULTS.retryMaxAttempts,
      ...file2?.retry?.["budget-gpu-hours"] !== void 0 ? { budgetGpuHours: file2.retry["budget-gpu-hours"] } : {}
    },
    failureClasses: [...file2?.["failure-classes"] ?? []],
    results: {
      baseline: file2?.results?.baseline ?? DEFAULTS.results.baseline,
      dataBranch: file2?.results?.["data-branch"] ?? DEFAULTS.results.dataBranch,
      samples: file2?.results?.samples ?? DEFAULTS.results.samples,
      databaseUrlEnv: file2?.results?.["database-url-env"] ?? DEFAULTS.results.databaseUrlEnv,
      thresholds: { ...DEFAULT_THRESHOLDS, ...stripUndefined(file2?.results?.thresholds ?? {}) }
    }
  };
}
var stripUndefined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
function resolveLauncher(l, root) {
  const o = typeof l === "string" ? { command: l } : l ?? {};
  const profile = o.profile ?? "script";
  return {
    profile,
    command: o.command ?? defaultCommand(profile, root),
    secrets: { ...o.secrets ?? PROFILE_DEFAULTS[profile].secrets }
  };
}
function renameLabels(labels) {
  const p = labels?.primaries ?? {};
  const m = labels?.modifiers ?? {};
  return checkedPolicy({
    ...defaultPolicy,
    primaries: defaultPolicy.primaries.map((x) => ({ ...x, name: p[x.name] ?? x.name })),
    modifiers: defaultPolicy.modifiers.map((x) => ({ ...x, name: m[x.name] ?? x.name })),
    scheduling: (labels?.scheduling ?? defaultPolicy.scheduling.map((l) => l.name)).map((name) => ({ name }))
  });
}
function toLayout(l) {
  const prefix = l.root === "." ? "" : `${l.root}/`;
  return {
    name: l.root === "." ? "root" : "inferencex-e2e",
    prefix,
    paths: {
      masters: l.masters,
      runners: l.runners,
      policy: l.ciPriority,
      changelog: l.changelog,
      lanes: l.lanes,
      baseline: `${prefix}${LAYOUT_FILES.baseline}`
    }
  };
}

// src/lanes/match.ts
var asList = (v) => v === void 0 ? void 0 : Array.isArray(v) ? v : [v];

// src/lanes/presets/inferencex-e2e.yaml
var inferencex_e2e_default = '# The launch policy of InferenceX today (its inferencex-e2e/ layout), as data: which launch path a row\n# takes, which lane (<cluster>/<path>) runs it, what the lane admits, and every per-row decision with the\n# rule behind it. `sweep lint` checks every row of the full sweep against it before any GPU time is\n# spent; `sweep explain <config-key>` shows how each row of one config resolves.\n#\n# Cluster facts that runners.yaml states in its clusters: records (GPUs per node, the shared run root,\n# a fixed time limit, volumes, power telemetry) are read from there and not repeated here.\n# Times are quoted "H:MM:SS" (unquoted, YAML 1.1 reads them as seconds).\nversion: 1\n\nvocab:\n  models: [dsr1, dsv4, dsv41flash, glm5.2, glm5.3, kimik3, minimaxm3, qwen3.5, qwen3.8next]\n  precisions: [fp4, fp8]\n  specs: [none, mtp, draft_model]\n  frameworks:\n    atom:          {engine: atom,   frontend: none}\n    atom-disagg:   {engine: atom,   frontend: none}\n    dynamo-sglang: {engine: sglang, frontend: dynamo}\n    dynamo-trt:    {engine: trtllm, frontend: dynamo}\n    dynamo-vllm:   {engine: vllm,   frontend: dynamo}\n    llmd-vllm:     {engine: vllm,   frontend: llm-d}\n    sglang:        {engine: sglang, frontend: none}\n    sglang-disagg: {engine: sglang, frontend: none}\n    tilert:        {engine: tilert, frontend: tilert-pd-router}\n    trt:           {engine: trtllm, frontend: none}\n    vllm:          {engine: vllm,   frontend: none}\n\n# Agentic recipes run the benchmark from /infmax-workspace on the compute nodes of a multi-node job.\n# When a row\'s recipe is in the repository, what the recipe reads decides; otherwise these rows are\n# taken to read it.\nnodeWorkspace:\n  when: {scenario: agentic, multinode: true}\n\nclusters:\n  # The runner pod\'s workspace is not visible to the extra compute nodes a multi-node job allocates:\n  # a row that reads it on the nodes must be staged on the shared run root, or it fails at startup.\n  gb200-nv: {computeSeesRunnerWorkspace: false}\n  gb300-nv: {}\n  b200-cw: {}\n  b200-nb: {}\n  b200-nscale: {}\n  b300-dsxe: {}\n  h100-cw: {}\n  h100-dgxc: {}\n  h200-cw: {}\n  h200-dgxc: {}\n  mi300x-amd: {}\n  mi325x-amd: {}\n  mi355x-amds: {}\n\n# Which launch path a row takes: the first rule that matches (`cluster` limits a rule to those\n# clusters), else the default. A rule with `refuse` stops the row with the launcher\'s message.\nrouting:\n  # Paths that launch without a lane of this file. A multi-node row routed to any other path needs the\n  # lane <cluster>/<path> below; without it the launch fails ("cluster <id> has no <path> srt-slurm lane").\n  noLane: [llmd, srt-single, srt-batch, script]\n  multinode:\n    default: srt-multi\n    rules:\n      - cluster: gb200-nv\n        when: {framework: llmd-vllm}\n        value: llmd\n      - when: {framework: llmd-vllm}\n        refuse: "llmd-vllm is not configured for cluster {cluster}; supported clusters: gb200-nv"\n      - cluster: b200-nscale\n        when:\n          - {model: [dsv4, kimik3, glm5.2], precision: fp4, framework: dynamo-vllm}\n          - {model: dsv4, precision: fp4, framework: dynamo-sglang, spec: [none, mtp]}\n          - {model: glm5.2, precision: fp4, framework: dynamo-sglang, spec: mtp}\n        value: srt-native\n  single:\n    default: srt-single\n    rules:\n      - cluster: b300-dsxe\n        when: {model: dsv41flash, framework: sglang, scenario: agentic}\n        value: srt-batch\n      - when: {scriptOverride: true}\n        value: script\n        reason: the row sets BENCH_SCRIPT_OVERRIDE\n\n# Single-node allocation bumps: matching rows at or above minConc are allocated `minutes` instead of\n# their SALLOC_TIME_LIMIT (default 480 minutes). Eval-only rows keep theirs.\ntimeBumps:\n  - cluster: h200-dgxc\n    when: {model: dsv41flash, framework: sglang, scenario: agentic, multinode: false}\n    minConc: 64\n    minutes: 1440\n\nfragments:\n  # Two volumes mounted for agentic rows only, world-writable.\n  agenticCaches:\n    - {when: {scenario: agentic}, volume: aiperf-cache, target: /aiperf_mmap_cache, worldWritable: true}\n    - {when: {scenario: agentic}, volume: hf-hub-cache, target: /hf_hub_cache, worldWritable: true}\n\n# One lane per (cluster, path). `admit` lists the frameworks a lane runs (any: no restriction); a row of\n# another framework fails at launch. `checkout: shared` stages the checkout on the cluster\'s shared run\n# root, where the compute nodes see it. `time: salloc` is the row\'s own allocation time; a fixed time\n# limit of the cluster (runners.yaml) wins over the lane\'s, and a matching time rule (a long limit) over\n# the lane\'s default.\nlanes:\n  b200-nscale/srt-native:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n    notes:\n      - framework tilert would mount the tilert-cache volume, but no routing rule sends a tilert row to this lane\n\n  b200-nscale/srt-multi:\n    admit:\n      frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]\n      reject:\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt]}\n          message: multinode dsv4 supports only dynamo-vllm\n    checkout: {default: workspace}\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n\n  b300-dsxe/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]}\n    checkout: {default: workspace}\n    time: {default: salloc}\n\n  gb200-nv/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]}\n    # Staged on the shared run root: these models with any framework, and dsv4 with dynamo-vllm.\n    checkout:\n      default: workspace\n      rules:\n        - when: {model: [minimaxm3, kimik3, qwen3.5, glm5.2]}\n          value: shared\n        - when: {model: dsv4, framework: dynamo-vllm}\n          value: shared\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt]}\n          value: workspace\n          reason: the policy stages dsv4 on the shared run root with dynamo-vllm only\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n      - when: {model: glm5.2, precision: fp4, framework: dynamo-sglang, scenario: agentic}\n        volume: dynamo-wheels\n        target: /configs/dynamo-wheels\n        worldWritable: true\n    setupScripts: {dynamo-sglang: install-torchao.sh}\n\n  gb300-nv/srt-multi:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time:\n      default: "4:00:00"\n      rules:\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt], scenario: agentic}\n          value: "8:00:00"\n        - when: {model: dsv4}\n          value: "4:00:00"\n          reason: the long limit is for dsv4 agentic rows on dynamo-sglang or dynamo-trt only\n    eval:\n      realVerification: {framework: dynamo-trt, scenario: agentic}\n      headFrontend: {model: dsv4}\n      writeMeta: true\n\n  h100-dgxc/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt]}\n    checkout: {default: workspace}\n    time: {default: salloc}\n\n  h200-dgxc/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, vllm]}\n    checkout: {default: workspace}\n    time:\n      default: "4:00:00"\n      rules:\n        - when: {model: dsv4, framework: dynamo-sglang, scenario: agentic}\n          value: "8:00:00"\n        - when: {model: dsv4}\n          value: "4:00:00"\n          reason: the long limit is for dsv4 agentic rows on dynamo-sglang only\n\n  mi355x-amds/srt-multi:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time: {default: "01:00:00"}\n    mounts:\n      - {volume: aiperf-cache, target: /aiperf_mmap_cache}\n      - {when: {framework: tilert}, volume: it-share-data, target: /models}\n    eval:\n      unset:\n        - roles.prefill.args.ep-dispatch-algorithm\n        - roles.decode.args.ep-dispatch-algorithm\n';

// src/lanes/source.ts
var SHIPPED = { "inferencex-e2e/": inferencex_e2e_default };
var shippedLanes = (layout) => SHIPPED[layout.prefix];
var hasRecord = (runners, id) => !!runners?.clusters?.[id];
function scopedLanesText(text, runners) {
  const doc = yaml().parseDocument(text, { version: "1.1" });
  const Y = yaml();
  const known = (id) => hasRecord(runners, id);
  const left = [];
  const clusters = doc.get("clusters");
  if (Y.isMap(clusters))
    for (const pair of [...clusters.items]) {
      const id = String(Y.isScalar(pair.key) ? pair.key.value : pair.key);
      if (!known(id)) {
        left.push(id);
        clusters.delete(pair.key);
      }
    }
  if (!left.length) return text;
  const lanes = doc.get("lanes");
  if (Y.isMap(lanes))
    for (const pair of [...lanes.items]) {
      const key = String(Y.isScalar(pair.key) ? pair.key.value : pair.key);
      if (!known(key.split("/")[0])) lanes.delete(pair.key);
    }
  const scopeRules = (seq) => {
    if (!Y.isSeq(seq)) return;
    for (let i = seq.items.length - 1; i >= 0; i--) {
      const rule = seq.items[i];
      if (!Y.isMap(rule) || !rule.has("cluster")) continue;
      const named = asList(rule.toJSON().cluster) ?? [];
      const kept = named.filter(known);
      if (kept.length === 0) seq.items.splice(i, 1);
      else if (kept.length < named.length) rule.set("cluster", kept.length === 1 ? kept[0] : kept);
    }
  };
  for (const table2 of ["multinode", "single"]) scopeRules(doc.getIn(["routing", table2, "rules"]));
  scopeRules(doc.get("timeBumps"));
  const note = `# Written for the clusters runners.yaml has a clusters: record for. Left out (no record): ${left.join(", ")}: add their records, then copy their entries back from the product's policy.`;
  return `${note}
${doc.toString({ lineWidth: 0 })}`;
}

// src/failures/schema.ts
var FAILURE_CLASSES = ["infrastructure", "benchmark", "unknown"];
var FAILED_CONCLUSIONS = ["failure", "timed_out", "cancelled"];
var compiles = (source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};
var pattern = once(
  () => zod().string().min(1).max(500).refine(compiles, "must be a valid regular expression (JavaScript syntax)")
);
var failureEntrySchema = once(() => {
  const z = zod();
  return z.object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "must be lowercase words joined by dashes, e.g. gpu-xid-error").describe("The entry id; an entry of the config file with a built-in id replaces that entry."),
    class: z.enum(FAILURE_CLASSES).describe(
      "infrastructure (re-run automatically, never stops a sibling), benchmark or unknown (fail-fast stops on them, no automatic re-run)."
    ),
    conclusion: z.array(z.enum(FAILED_CONCLUSIONS)).min(1).describe("The job ended with one of these conclusions.").optional(),
    step: pattern().describe("A pattern the name of the step that failed must match.").optional(),
    runner: pattern().describe("A pattern the name of the runner the job ran on must match.").optional(),
    log: z.array(pattern()).min(1).max(50).describe("Patterns; one must match a line of the tail of the job log (or its annotations).").optional(),
    retry: z.boolean().describe("Infrastructure entries only: false never re-runs these rows automatically.").optional(),
    reason: z.object({
      en: z.string().min(1).max(200).describe("Why, in English, as the status comment says it."),
      zh: z.string().min(1).max(200).describe("The same in Chinese (without it the id is shown).").optional()
    }).strict()
  }).strict().refine(
    (e) => e.conclusion !== void 0 || e.step !== void 0 || e.runner !== void 0 || e.log !== void 0,
    "needs at least one condition: conclusion, step, runner or log"
  );
});
var failureTableSchema = once(() => {
  const z = zod();
  return z.object({ entries: z.array(failureEntrySchema()).min(1) }).strict().superRefine((t, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    for (const [i, e] of t.entries.entries()) {
      if (seen.has(e.id))
        ctx.addIssue({ code: "custom", path: ["entries", i, "id"], message: `duplicate entry id ${e.id}` });
      seen.add(e.id);
    }
  });
});

// src/repo-config/schema.ts
var PATTERNS = {
  relPath: /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/,
  labelName: /^[^\s,{}"'`$\\]+$/,
  root: /^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/,
  urlPath: /^\/[A-Za-z0-9._~/-]*$/,
  linksMarker: /^<!-- [A-Za-z0-9._:-]+ -->$/,
  botLogin: /^[A-Za-z0-9-]+(?:\[bot\])?$/,
  branch: /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/,
  envName: /^[A-Z_][A-Z0-9_]*$/,
  secretName: /^(?!github_)[a-z_][a-z0-9_]{0,99}$/i
};
var RESULT_METRICS = [
  "tput_per_gpu",
  "output_tput_per_gpu",
  "input_tput_per_gpu",
  "median_intvty",
  "median_ttft",
  "p90_ttft",
  "p99_ttft",
  "median_itl",
  "p90_itl",
  "median_tpot",
  "p90_tpot",
  "median_e2el",
  "cache_hit_rate"
];
var relPath = once(
  () => zod().string().min(1).max(300).regex(PATTERNS.relPath, "must be a relative path inside the repository")
);
var labelName = once(
  () => zod().string().min(1).max(50).regex(PATTERNS.labelName, "must be one word without quotes, braces, commas or `$`")
);
var layoutSchema = once(() => {
  const z = zod();
  return z.object({
    root: z.string().max(200).regex(PATTERNS.root, "must be '.' or a folder like inferencex-e2e").describe("Folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'.").optional(),
    changelog: relPath().describe("The perf changelog, relative to root.").optional(),
    masters: z.array(relPath()).min(1).max(20).describe("Master config files, relative to root.").optional(),
    runners: relPath().describe("runners.yaml, relative to root.").optional(),
    "ci-priority": relPath().describe("ci-priority.yaml, relative to root.").optional(),
    lanes: relPath().describe("lanes.yaml, relative to root (optional file).").optional()
  }).strict().describe("Where the benchmark files are. Without it the layout is detected.");
});
var PRIMARY_ROLES = [
  "full-sweep-fail-fast",
  "full-sweep-enabled",
  "non-canary-full-sweep-enabled",
  "full-sweep-fail-fast-no-canary",
  "sweep-enabled"
];
var MODIFIER_ROLES = ["all-evals", "evals-only", "agentx-fast"];
var roleMap = (roles2, what) => zod().object(
  Object.fromEntries(roles2.map((r) => [r, labelName().optional()]))
).strict().describe(what);
var labelsSchema = once(() => {
  const z = zod();
  return z.object({
    primaries: roleMap(
      PRIMARY_ROLES,
      "Label name per primary sweep label (role: name in this repository)."
    ).optional(),
    modifiers: roleMap(
      MODIFIER_ROLES,
      "Label name per modifier label (role: name in this repository)."
    ).optional(),
    scheduling: z.array(labelName()).max(50).describe("Labels that only affect scheduling (they never restart a sweep).").optional()
  }).strict();
});
var dashboardSchema = once(() => {
  const z = zod();
  return z.object({
    "base-url": z.url({ protocol: /^https?$/ }).describe("Dashboard base URL of the unofficial-run links.").optional(),
    "performance-path": z.string().regex(PATTERNS.urlPath).describe("Path of the performance link (the run id is appended as ?unofficialRun=<id>).").optional(),
    "accuracy-path": z.string().regex(PATTERNS.urlPath).describe("Path of the accuracy link.").optional()
  }).strict();
});
var schedulerSchema = once(() => {
  const z = zod();
  return z.object({
    priority: z.boolean().describe(
      "Priority scheduler labels; unset: the repository variable PRIORITY_SCHEDULER_ENABLED decides."
    ).optional(),
    "node-slots": z.boolean().describe(
      "Request nodes:<N> labels; unset: the repository variable NODE_SLOT_SCHEDULER_ENABLED decides."
    ).optional()
  }).strict();
});
var commentsSchema = once(() => {
  const z = zod();
  return z.object({
    status: z.enum(["auto", "always"]).describe(
      "auto: a status comment only on a PR that appends to the changelog or carries a sweep label; always: on every PR event."
    ).optional(),
    guidance: z.boolean().describe("Post the guidance comment once on a PR that touches configs, benchmarks or the changelog.").optional(),
    "protected-notice": z.boolean().describe("Keep a sticky comment with the lines a PR adds and removes under protected-paths.").optional(),
    "protected-paths": z.array(relPath()).min(1).max(50).describe("Path prefixes the protected-path notice watches.").optional()
  }).strict().describe("The PR comments besides the replies to commands (an action input of the same meaning wins).");
});
var resultsSchema = once(() => {
  const z = zod();
  return z.object({
    baseline: z.enum(["published", "postgres", "none"]).describe(
      "What PR results are compared with: published (results published at merge, kept in a data branch), postgres (the newest main results in a results database), or none."
    ).optional(),
    "data-branch": z.string().min(1).max(100).regex(PATTERNS.branch, "must be a branch name like sweep-results").describe("The data branch published results are kept in (one file per curve fingerprint).").optional(),
    samples: z.int().min(1).max(20).describe("Baseline samples per curve and concurrency: the newest and the ones before it.").optional(),
    "database-url-env": z.string().max(100).regex(PATTERNS.envName, "must be an environment variable name like DATABASE_URL").describe("postgres: the environment variable holding the read-only connection URL (from a secret).").optional(),
    thresholds: z.object(
      Object.fromEntries(
        RESULT_METRICS.map((m) => [
          m,
          z.number().positive().max(10).describe(`Relative change of ${m} that counts when the baseline has fewer than 3 samples.`).optional()
        ])
      )
    ).strict().describe(
      "Per metric, the relative change (0.05 = 5%) that counts with fewer than 3 baseline samples."
    ).optional()
  }).strict().describe("How PR results are compared with earlier ones.");
});
var command = once(
  () => zod().string({ error: "must be the benchmark command (text)" }).min(1, "must not be empty").max(500, "must be at most 500 characters")
);
var secretName = once(
  () => zod().string({ error: "must be the name of a repository secret" }).regex(
    PATTERNS.secretName,
    "must be a secret name: letters, digits and _, not starting with a digit or GITHUB_"
  )
);
var launcherObject = once(() => {
  const z = zod();
  return z.object({
    profile: z.enum(LAUNCHER_PROFILES, { error: `must be ${LAUNCHER_PROFILES.join(" or ")}` }).describe(
      "script: the repository's own command with the product's contract; inferencex: the reference's benchmark job (cleanup, checkout with submodules, its environment, result checks and processing, bmk_* artifacts)."
    ).optional(),
    command: command().describe(
      "The launch command (bash -c). Default: script `bash scripts/benchmark/run.sh`; inferencex `python -m infx.launch run` (inferencex-e2e layout) or `bash ./runners/launch_${RUNNER_NAME%%_*}.sh` (root layout)."
    ).optional(),
    secrets: z.object(Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, secretName().optional()]))).strict().describe(
      `The secrets the benchmark jobs receive: the name a job sees (${BENCHMARK_SECRET_NAMES.join(", ")}) \u2192 this repository's secret passed as it. Replaces the profile's list; init writes it into the sweep workflow.`
    ).optional()
  }).strict();
});
var launcherSchema = once(
  () => zod().union([command(), launcherObject()], {
    error: (iss) => {
      if (iss.code !== "invalid_union") return void 0;
      const v = iss.input;
      if (v && typeof v === "object" && !Array.isArray(v)) {
        const r = launcherObject().safeParse(v);
        if (!r.success)
          return r.error.issues.map((i) => `${i.path.length ? `${i.path.join(".")}: ` : ""}${i.message}`).join("; ");
      }
      return "must be the benchmark command (text) or a mapping with profile (script or inferencex), command and secrets";
    }
  }).describe("How each benchmark job runs: the command (script profile), or {profile, command, secrets}.")
);
var retrySchema = once(() => {
  const z = zod();
  return z.object({
    "max-attempts": z.int().min(0).max(5).describe(
      "Automatic re-runs of a row that failed for infrastructure reasons (0: none; default 1). Benchmark failures are never re-run automatically."
    ).optional(),
    "budget-gpu-hours": z.number().min(0).max(1e7).describe(
      "GPU-hours the automatic re-runs of one sweep may take, each counted at its worst case until it ends (default: a tenth of the plan's worst case)."
    ).optional()
  }).strict().describe(
    "Automatic re-runs of rows whose failure was the infrastructure\u2019s (a lost runner, a failed allocation)."
  );
});
var repoConfigSchema = once(() => {
  const z = zod();
  return z.object({
    $schema: z.string().optional(),
    layout: layoutSchema().optional(),
    labels: labelsSchema().optional(),
    dashboard: dashboardSchema().optional(),
    "links-marker": z.string().regex(PATTERNS.linksMarker, "must be an HTML comment like <!-- my-links -->").describe("Marker of the sticky unofficial-run links comment.").optional(),
    "bot-login": z.string().regex(PATTERNS.botLogin).describe("Login whose comments are the bot's own; only those are ever edited or deleted.").optional(),
    "fail-fast-scope": z.enum(["matrix", "run"]).describe("Default fail-fast scope: matrix (per family) or run (the first failure stops the run).").optional(),
    launcher: launcherSchema().optional(),
    scheduler: schedulerSchema().optional(),
    comments: commentsSchema().optional(),
    "budget-gpu-hours": z.number().positive().max(1e7).describe(
      "A plan whose worst case is above this many GPU-hours waits for a maintainer's `/sweep --confirm`."
    ).optional(),
    "queue-alert-minutes": z.int().min(1).max(7 * 24 * 60).describe("A row queued longer than this with no runner carrying its labels is reported.").optional(),
    results: resultsSchema().optional(),
    retry: retrySchema().optional(),
    "failure-classes": z.array(failureEntrySchema()).max(100).describe(
      "Failure table entries of this repository: an entry with a built-in id replaces it, a new one is tried before the built-in ones."
    ).optional()
  }).strict();
});

// src/repo-config/json-schema.ts
var JSON_SCHEMA_PATH = "schema/sweep-config.schema.json";

// src/install/files.ts
function renderRepoConfig(root, p = PRODUCT, profile = "script") {
  const labels = defaultPolicy;
  return `# The sweep orchestrator's settings for this repository (written by \`sweep init\`).
# Every setting is optional; commented lines show the defaults. Editor completion:
# yaml-language-server: $schema=https://raw.githubusercontent.com/${p.repo}/${p.ref}/${JSON_SCHEMA_PATH}

# Where the benchmark files are. Paths below are relative to root.
layout:
  root: ${root}
  # changelog: ${DEFAULTS.changelog}
  # masters: [${DEFAULTS.masters.join(", ")}]
  # runners: ${DEFAULTS.runners}
  # ci-priority: ${DEFAULTS.ciPriority}
  # lanes: ${DEFAULTS.lanes}

# Label names in this repository, per role (the role says what the label does).
# labels:
#   primaries:
${labels.primaries.map((l) => `#     ${l.name}: ${l.name}${l.deprecated ? "   # deprecated" : ""}`).join("\n")}
#   modifiers:
${labels.modifiers.map((l) => `#     ${l.name}: ${l.name}`).join("\n")}
#   scheduling: [${labels.scheduling.map((l) => l.name).join(", ")}]

# The unofficial-run links: <base-url><performance-path>?unofficialRun=<run id>.
# dashboard:
#   base-url: ${DEFAULTS.baseUrl}
#   performance-path: ${DEFAULTS.performancePath}
#   accuracy-path: ${DEFAULTS.accuracyPath}
# links-marker: '${DEFAULTS.linksMarker}'
# bot-login: ${DEFAULTS.botLogin}

# What the first failure stops: matrix (its job family) or run (the whole sweep). Only a benchmark
# failure (or one the failure table does not know) stops anything; a lost runner never does.
# fail-fast-scope: ${DEFAULTS.failFastScope}

# Rows that failed for infrastructure reasons (a lost runner, a failed allocation) run again by themselves,
# in a retry run of the sweep; at most max-attempts times each, within budget-gpu-hours for all of them
# (default: a tenth of the plan's worst case).
# retry:
#   max-attempts: ${DEFAULTS.retryMaxAttempts}
#   budget-gpu-hours: 200

# Failure table entries of this repository: an entry with a built-in id replaces it, a new one is tried
# before the built-in ones (conclusion, step, runner and log patterns; class infrastructure, benchmark or
# unknown).
# failure-classes:
#   - id: gpu-xid
#     class: infrastructure
#     log: ['NVRM: Xid .*: 79']
#     reason: { en: a GPU fell off the bus, zh: GPU \u6389\u5361 }

${launcherSection(root, profile)}

# Scheduler flags; unset, the repository variables PRIORITY_SCHEDULER_ENABLED and
# NODE_SLOT_SCHEDULER_ENABLED decide.
# scheduler:
#   priority: false
#   node-slots: false

# Rows queued this long with no runner for their labels are reported in the status comment.
# queue-alert-minutes: ${DEFAULTS.queueAlertMinutes}

# The PR comments besides the replies to commands (a set action input of the same meaning wins).
# comments:
#   status: ${DEFAULTS.comments.status}   # or always
#   guidance: ${DEFAULTS.comments.guidance}
#   protected-notice: ${DEFAULTS.comments.protectedNotice}
#   protected-paths: [${DEFAULTS.comments.protectedPaths.join(", ")}]

# A plan whose worst case is above this many GPU-hours waits for a maintainer's \`/sweep --confirm\`.
# budget-gpu-hours: 2000

${resultsSection()}
`;
}
function launcherSection(root, profile) {
  const d = PROFILE_DEFAULTS[profile];
  const secrets = BENCHMARK_SECRET_NAMES.filter((n) => d.secrets[n]).map((n) => `  #   ${n}: ${d.secrets[n]}`).join("\n");
  if (profile === "script")
    return `# How each benchmark job runs: this command, with bash in the checked-out revision (see "The
# launcher contract"). For the reference's benchmark job instead: launcher: {profile: inferencex}.
# launcher: ${defaultCommand("script", root)}`;
  return `# How each benchmark job runs. The inferencex profile is ${d.summary}.
# command: the launch command, run in the layout folder. secrets: the name a benchmark job sees \u2192 this
# repository's secret passed as it; after changing profile or secrets, run init again with --force so
# .github/workflows/sweep.yml passes them.
launcher:
  profile: inferencex
  # command: ${defaultCommand("inferencex", root)}
  # secrets:
${secrets}`;
}
function resultsSection() {
  const r = DEFAULTS.results;
  return `# What a sweep's results in the status comment are compared with. published: the results the
# publication job keeps in the data branch when a PR merges (nothing to set up); postgres: the newest
# main-branch results in your results database, its read-only URL in the repository secret
# ${RESULTS_DATABASE_SECRET} (run init again after choosing it, so the sweep workflow passes it); none.
# results:
#   baseline: ${r.baseline}
#   data-branch: ${r.dataBranch}
#   samples: ${r.samples}   # the newest baseline result and the ones before it
#   database-url-env: ${r.databaseUrlEnv}   # for sweep results on your machine
#   thresholds:   # relative change that counts with fewer than 3 baseline samples
#     tput_per_gpu: ${DEFAULT_THRESHOLDS.tput_per_gpu}
#     median_ttft: ${DEFAULT_THRESHOLDS.median_ttft}`;
}
var profileFor = (root) => INFERENCEX_LAYOUTS.includes(root) ? "inferencex" : "script";
function initFiles(root, p = PRODUCT, profile = profileFor(root)) {
  const launcher = { profile, secrets: PROFILE_DEFAULTS[profile].secrets };
  return [
    { path: CALLER_FILES.control, text: renderControlCaller(p, REPO_CONFIG_PATH) },
    { path: CALLER_FILES.run, text: renderRunCaller(p, REPO_CONFIG_PATH, launcher) },
    { path: REPO_CONFIG_PATH, text: renderRepoConfig(root, p, profile) }
  ];
}
function lanesFile(layout, runners) {
  const text = shippedLanes(toLayout(layout));
  if (text === void 0 || runners === void 0) return void 0;
  return { path: layout.lanes, text: scopedLanesText(text, runners) };
}
function labelsToCreate(policy = defaultPolicy) {
  return [
    ...policy.primaries.filter((l) => !l.deprecated).map((l) => ({
      name: l.name,
      color: "0e8a16",
      description: `Sweep: ${l.plan === "full" ? "full" : "trimmed"} sweep${l.canary ? " with canary" : ""}${l.failFast ? ", fail-fast" : ""}`
    })),
    ...policy.modifiers.map((l) => ({
      name: l.name,
      color: "1d76db",
      description: `Sweep modifier: ${l.effect}`
    }))
  ];
}

// src/install/checklist.ts
var SECRETS = {
  ...BENCHMARK_SECRETS,
  [RESULTS_DATABASE_SECRET]: "the results database\u2019s read-only connection URL (postgres://\u2026), the baseline PR results are compared with (results.baseline: postgres); only the sweep\u2019s links job receives it",
  DASHBOARD_DISPATCH_TOKEN: `a token that may send repository_dispatch events to ${DEFAULT_DASHBOARD_REPO} (the merged PR's results, /stage-results); without it those requests fail`
};
var VARIABLES = {
  PRIORITY_SCHEDULER_ENABLED: "set to true: priority scheduler labels on every job",
  NODE_SLOT_SCHEDULER_ENABLED: "set to true: a nodes:<N> label on every job"
};
var PROVIDED = /* @__PURE__ */ new Set(["GITHUB_TOKEN"]);
function namesIn(text, context) {
  const out = [];
  for (const e of text.matchAll(/\$\{\{([\s\S]*?)\}\}/g))
    for (const m of e[1].matchAll(
      new RegExp(`\\b${context}(?:\\.([A-Za-z_]\\w*)|\\[\\s*'([^']+)'\\s*\\])`, "g")
    ))
      out.push(m[1] ?? m[2]);
  return out;
}
function workflowNeeds(callers, reusable) {
  const collect = (files, context) => {
    const m = /* @__PURE__ */ new Map();
    for (const f of files)
      for (const n of namesIn(f.text, context))
        if (!PROVIDED.has(n) && !m.get(n)?.includes(f.path)) m.set(n, [...m.get(n) ?? [], f.path]);
    return m;
  };
  return { secrets: collect(callers, "secrets"), vars: collect([...callers, ...reusable], "vars") };
}
function passedAs(callers) {
  const out = /* @__PURE__ */ new Map();
  for (const f of callers)
    for (const m of f.text.matchAll(
      /^\s+([A-Z_][A-Z0-9_]*):\s*\$\{\{\s*secrets\.([A-Za-z_]\w*)\s*\}\}\s*$/gm
    ))
      if (Object.hasOwn(BENCHMARK_SECRETS, m[1])) out.set(m[2], m[1]);
  return out;
}
function launcherFiles(command2) {
  const words = command2.split(/\s+/);
  const modules = words.flatMap(
    (w, i) => w === "-m" && words[i + 1] ? [words[i + 1].replace(/\./g, "/")] : []
  );
  return [
    ...words.map((t) => t.replace(/\$\{[^}]*\}|\$\w+/g, "*")).filter(
      (t) => !t.startsWith("-") && (/\.(sh|py|bash)$/.test(t) || /^\.{0,2}\/?[\w.*-]+\/[\w./*-]+$/.test(t))
    ).map((t) => t.replace(/^\.\//, "")),
    ...modules
  ];
}
function launcherFileExists(path, exists, list3) {
  if (!path.includes("*"))
    return exists(path) || !/\.\w+$/.test(path) && [".py", "/__init__.py", "/__main__.py"].some((s) => exists(`${path}${s}`));
  const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
  const name = new RegExp(
    `^${path.slice(path.lastIndexOf("/") + 1).split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`
  );
  return list3(dir).some((f) => name.test(f));
}
var table = (rows, indent) => {
  const width = Math.max(...rows.map(([n]) => n.length));
  return rows.map(([n, d]) => `${indent}${n.padEnd(width)}  ${d}`).join("\n");
};
function setupChecklist(o) {
  const policy = o.policy ?? defaultPolicy;
  const needs = workflowNeeds(o.callers, o.reusable);
  const perms2 = Object.entries(CONTROL_PERMISSIONS).map(([k, v]) => `${k}: ${v}`).join(", ");
  const passed = passedAs(o.callers);
  const describe = (known, used) => table(
    [...used].map(([n, files]) => {
      const as = passed.get(n);
      if (as && as !== n) return [n, `passed to the benchmark jobs as ${as}: ${BENCHMARK_SECRETS[as]}`];
      return [n, known[n] ?? `read by ${files.join(", ")}`];
    }),
    "    "
  );
  const lines2 = [
    "Next steps",
    `  Permissions: each job requests its own (control job: ${perms2}; benchmark jobs: read only).`,
    `  Actions settings: if the repository limits which actions and reusable workflows run, allow ${o.product.repo}.`
  ];
  if (needs.secrets.size)
    lines2.push("  Secrets (passed explicitly, never inherited):", describe(SECRETS, needs.secrets));
  if (needs.vars.size)
    lines2.push(
      `  Variables (optional; the config file's scheduler setting overrides them):`,
      describe(VARIABLES, needs.vars)
    );
  if (o.profile === "inferencex")
    lines2.push(
      `  Launcher: profile inferencex (the \`launcher\` of ${o.configPath}): ${PROFILE_DEFAULTS.inferencex.summary}.`,
      `    Launch command: ${o.launcher} (run in ${o.launchDir && o.launchDir !== "." ? `${o.launchDir}/` : "the checkout"} of the approved revision).`
    );
  else
    lines2.push(
      `  Launcher: ${o.launcher} (the \`launcher\` of ${o.configPath}): each benchmark job runs it in the checkout of the approved revision.`
    );
  if (o.launcherMissing.length)
    lines2.push(
      `    Not in this checkout: ${o.launcherMissing.join(", ")}. Add it, or set ${o.profile === "inferencex" ? "`launcher.command` to your launch command" : "`launcher` to your benchmark command"}`,
      `    (the README's "The launcher contract" says what it receives and writes).`
    );
  lines2.push(
    `  Labels: ${labelsToCreate(policy).map((l) => l.name).join(", ")}`,
    `    (${RUN_COMMAND} init --create-labels --repo OWNER/REPO creates them)`
  );
  if (o.runnerLabels.length)
    lines2.push(`  Runner labels your self-hosted runners must carry: ${o.runnerLabels.join(", ")}`);
  lines2.push(
    `  Try it locally (installed, the command is sweep-orchestrator):`,
    ...["lint", "plan --base origin/main --head HEAD", "explain <config-key>"].map(
      (c) => `    ${RUN_COMMAND} ${c}`
    )
  );
  return `${lines2.join("\n")}
`;
}

// src/repo-config/accepts.ts
var isMap = (v) => !!v && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
var str2 = (min, max, re) => (v) => typeof v === "string" && v.length >= min && v.length <= max && (!re || re.test(v));
var bool2 = (v) => typeof v === "boolean";
var oneOf2 = (...xs) => (v) => typeof v === "string" && xs.includes(v);
var list2 = (item, min, max) => (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every(item);
var map = (fields) => (v) => isMap(v) && Object.keys(v).every((k) => Object.hasOwn(fields, k)) && Object.entries(fields).every(([k, check]) => v[k] === void 0 || check(v[k]));
var relPath2 = str2(1, 300, PATTERNS.relPath);
var labelName2 = str2(1, 50, PATTERNS.labelName);
var roles = (names) => map(Object.fromEntries(names.map((n) => [n, labelName2])));
var httpUrl = (v) => typeof v === "string" && /^https?:\/\/\S+$/i.test(v) && URL.canParse(v);
var number = (ok) => (v) => typeof v === "number" && Number.isFinite(v) && ok(v);
var file = map({
  $schema: str2(0, Infinity),
  layout: map({
    root: str2(0, 200, PATTERNS.root),
    changelog: relPath2,
    masters: list2(relPath2, 1, 20),
    runners: relPath2,
    "ci-priority": relPath2,
    lanes: relPath2
  }),
  labels: map({
    primaries: roles(PRIMARY_ROLES),
    modifiers: roles(MODIFIER_ROLES),
    scheduling: list2(labelName2, 0, 50)
  }),
  dashboard: map({
    "base-url": httpUrl,
    "performance-path": str2(0, Infinity, PATTERNS.urlPath),
    "accuracy-path": str2(0, Infinity, PATTERNS.urlPath)
  }),
  "links-marker": str2(0, Infinity, PATTERNS.linksMarker),
  "bot-login": str2(0, Infinity, PATTERNS.botLogin),
  "fail-fast-scope": oneOf2("matrix", "run"),
  launcher: (v) => str2(1, 500)(v) || map({
    profile: oneOf2(...LAUNCHER_PROFILES),
    command: str2(1, 500),
    secrets: map(
      Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, str2(1, 100, PATTERNS.secretName)]))
    )
  })(v),
  scheduler: map({ priority: bool2, "node-slots": bool2 }),
  comments: map({
    status: oneOf2("auto", "always"),
    guidance: bool2,
    "protected-notice": bool2,
    "protected-paths": list2(relPath2, 1, 50)
  }),
  "budget-gpu-hours": number((n) => n > 0 && n <= 1e7),
  "queue-alert-minutes": number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 7 * 24 * 60),
  retry: map({
    "max-attempts": number((n) => Number.isSafeInteger(n) && n >= 0 && n <= 5),
    "budget-gpu-hours": number((n) => n >= 0 && n <= 1e7)
  }),
  results: map({
    baseline: oneOf2("published", "postgres", "none"),
    "data-branch": str2(1, 100, PATTERNS.branch),
    samples: number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 20),
    "database-url-env": str2(0, 100, PATTERNS.envName),
    thresholds: map(Object.fromEntries(RESULT_METRICS.map((m) => [m, number((n) => n > 0 && n <= 10)])))
  })
});
var acceptsRepoConfig = (v) => file(v);

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;
function parseRepoConfig(text, path) {
  if (text.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag("error", "RC-1", `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1
        })
      ]
    };
  const parsed = parseYaml(text, path, { version: "1.2" });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const value = parsed.value ?? {};
  if (acceptsRepoConfig(value)) return { file: value, diagnostics };
  const findings = schemaFindings(repoConfigSchema(), value, [], () => "RC-2");
  diagnostics.push(
    ...findings.map((f) => toDiagnostic(f, parsed)).sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  );
  if (findings.length) return { diagnostics };
  return { file: repoConfigSchema().parse(value), diagnostics };
}

// src/install/labels.ts
var MAX_PAGES = 50;
async function call(c, method, path, body) {
  const f = c.fetch ?? fetch;
  return f(`${c.baseUrl.replace(/\/+$/, "")}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${c.token}`,
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      ...body ? { "content-type": "application/json" } : {}
    },
    ...body ? { body: JSON.stringify(body) } : {},
    signal: AbortSignal.timeout(3e4)
  });
}
async function existingLabels(c) {
  const names = /* @__PURE__ */ new Set();
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await call(c, "GET", `/repos/${c.repo}/labels?per_page=100&page=${page}`);
    if (!r.ok)
      throw new Error(`GET /repos/${c.repo}/labels: ${r.status} ${await r.text().catch(() => "")}`.trim());
    const list3 = await r.json();
    if (!Array.isArray(list3)) throw new Error(`GET /repos/${c.repo}/labels: not a list`);
    for (const l of list3) if (l && typeof l.name === "string") names.add(l.name);
    if (list3.length < 100) return names;
  }
  throw new Error(`GET /repos/${c.repo}/labels: more than ${MAX_PAGES * 100} labels, listing incomplete`);
}
async function createLabels(c, labels) {
  const have = await existingLabels(c);
  const out = { created: [], existing: [], failed: [] };
  for (const l of labels) {
    if (have.has(l.name)) {
      out.existing.push(l.name);
      continue;
    }
    const r = await call(c, "POST", `/repos/${c.repo}/labels`, l);
    if (r.status === 201) out.created.push(l.name);
    else {
      const text = await r.text().catch(() => "");
      if (r.status === 422 && /already_exists/.test(text)) out.existing.push(l.name);
      else out.failed.push({ name: l.name, status: r.status, message: text.slice(0, 200) });
    }
  }
  return out;
}

// src/cli/repo-config.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");

// src/git/cat-file.ts
var MAX_NAME = 16 * 1024;
var MAX_HEADER = 4 * MAX_NAME + 64;
var MAX_STDERR = 16 * 1024;

// src/layout/find.ts
var PROBED_DIRS = [...new Set(LAYOUT_PROBES.map((p) => p.slice(0, p.lastIndexOf("/") + 1)))];

// src/cli/repo-config.ts
var CONFIG_ERROR_EXIT = 2;
function cliRepoConfig(io, opts) {
  const explicit = opts.config !== void 0 ? (0, import_node_path.resolve)(io.cwd, opts.config) : void 0;
  const root = opts.root !== void 0 ? (0, import_node_path.resolve)(io.cwd, opts.root) : explicit && /[\\/]\.github[\\/][^\\/]+$/.test(explicit) ? (0, import_node_path.resolve)(explicit, "..", "..") : io.cwd;
  const file2 = explicit ?? (0, import_node_path.resolve)(root, REPO_CONFIG_PATH);
  const exists = (p) => (0, import_node_fs.existsSync)((0, import_node_path.resolve)(root, p));
  if (!(0, import_node_fs.existsSync)(file2)) {
    if (explicit) {
      io.stderr(`error: config file ${opts.config} does not exist
`);
      return { exit: CONFIG_ERROR_EXIT };
    }
    return { root, config: resolveRepoConfig(void 0, exists) };
  }
  const shown = (0, import_node_path.relative)(root, file2).startsWith(`..${import_node_path.sep}`) ? file2 : (0, import_node_path.relative)(root, file2) || file2;
  const loaded = parseRepoConfig((0, import_node_fs.readFileSync)(file2, "utf8"), shown);
  for (const d of loaded.diagnostics) io.stderr(`${formatDiagnostic(d)}
`);
  if (!loaded.file) return { exit: CONFIG_ERROR_EXIT };
  const config = resolveRepoConfig(loaded.file, exists);
  return {
    root,
    config,
    file: shown,
    ...config.layoutSource === "file" ? { layout: toLayout(config.layout) } : {}
  };
}

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/init.ts
var USAGE = `usage: sweep init [--dir DIR] [--layout root|${E2E_ROOT}] [--ref OWNER/REPO@REF]
                  [--launcher script|inferencex] [--force] [--create-labels --repo OWNER/REPO]
  --dir DIR         the repository to set up (default: the working directory)
  --layout L        the layout to write (default: detected from the files present)
  --ref REF         the product reference every written workflow uses: the action, the reusable
                    sweep and the tooling its jobs run (default: ${PRODUCT.repo}@${PRODUCT.ref})
  --launcher P      how the benchmark jobs run: script (your command) or inferencex (the reference's
                    benchmark job); default inferencex for the ${E2E_ROOT} layout, else script
  --force           overwrite files that differ from what init writes
  exit status 3: a file was kept because it differs (nothing was overwritten)
  --create-labels   create the sweep labels through the GitHub API (token in GITHUB_TOKEN or GH_TOKEN;
                    API base URL in GITHUB_API_URL, default https://api.github.com)
`;
var init = async (argv, io) => {
  const { values } = (0, import_node_util.parseArgs)({
    args: argv,
    options: {
      dir: { type: "string" },
      layout: { type: "string" },
      ref: { type: "string" },
      launcher: { type: "string" },
      force: { type: "boolean", default: false },
      "create-labels": { type: "boolean", default: false },
      repo: { type: "string" },
      help: { type: "boolean", default: false }
    }
  });
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dir = (0, import_node_path2.resolve)(io.cwd, values.dir ?? ".");
  if (!(0, import_node_fs2.existsSync)(dir)) throw new UsageError(`--dir ${values.dir}: no such directory`);
  const product = values.ref ? parseProductRef(values.ref) : PRODUCT;
  if (!product) throw new UsageError(`--ref must look like owner/repo@ref, got '${values.ref}'`);
  const layout = values.layout;
  if (layout !== void 0 && layout !== "root" && layout !== E2E_ROOT)
    throw new UsageError(`--layout must be root or ${E2E_ROOT}, got '${layout}'`);
  const detected = detectRoot((p) => (0, import_node_fs2.existsSync)((0, import_node_path2.join)(dir, p)));
  const root = layout === "root" ? "." : layout ?? detected.root;
  io.stdout(
    `layout: ${root === "." ? "root (configs/ and perf-changelog.yaml at the top)" : `${root}/`}${layout ? " (--layout)" : detected.detected ? " (detected)" : " (nothing found; the default)"}
`
  );
  const chosen = values.launcher;
  if (chosen !== void 0 && !LAUNCHER_PROFILES.includes(chosen))
    throw new UsageError(`--launcher must be ${LAUNCHER_PROFILES.join(" or ")}, got '${chosen}'`);
  const profile = chosen ?? profileFor(root);
  let conflicts = 0;
  const files = callerForKeptConfig(dir, initFiles(root, product, profile), product, values.force);
  const place = (f) => {
    const path = (0, import_node_path2.join)(dir, f.path);
    const old = (0, import_node_fs2.existsSync)(path) ? (0, import_node_fs2.readFileSync)(path, "utf8") : void 0;
    if (old === f.text) return void io.stdout(`unchanged   ${f.path}
`);
    if (old !== void 0 && !values.force) {
      conflicts++;
      return void io.stdout(
        `kept        ${f.path} (it differs from what init writes; --force overwrites it)
`
      );
    }
    (0, import_node_fs2.mkdirSync)((0, import_node_path2.dirname)(path), { recursive: true });
    (0, import_node_fs2.writeFileSync)(path, f.text);
    io.stdout(`${old === void 0 ? "written    " : "overwritten"} ${f.path}
`);
  };
  for (const f of files) place(f);
  const repo = cliRepoConfig(io, { root: dir });
  if ("exit" in repo) return repo.exit;
  const runnersFile2 = (0, import_node_path2.join)(dir, repo.config.layout.runners);
  const runners = (0, import_node_fs2.existsSync)(runnersFile2) ? loadRunners({ path: runnersFile2, text: (0, import_node_fs2.readFileSync)(runnersFile2, "utf8") }).value : void 0;
  const lanes = lanesFile(repo.config.layout, runners);
  if (lanes) place(lanes);
  const policy = repo.config.labels;
  const runnerLabels = runners ? Object.keys(runners.labels) : [];
  const launcher = repo.config.launcher;
  const launchDir = launcher.profile === "inferencex" ? repo.config.layout.root : ".";
  const at = (p) => (0, import_node_path2.join)(dir, launchDir, p);
  io.stdout(
    `
${setupChecklist({
      product,
      callers: files.filter((f) => f.path.startsWith(".github/workflows/")),
      reusable: reusableWorkflows(product),
      launcher: launcher.command,
      launcherMissing: launcherFiles(launcher.command).filter(
        (p) => !launcherFileExists(
          p,
          (f) => (0, import_node_fs2.existsSync)(at(f)),
          (d) => (0, import_node_fs2.existsSync)(at(d)) ? (0, import_node_fs2.readdirSync)(at(d)) : []
        )
      ),
      profile: launcher.profile,
      launchDir,
      configPath: repo.file ?? REPO_CONFIG_PATH,
      runnerLabels,
      policy
    })}`
  );
  if (launcher.profile === "script" && root === "." && referenceLaunchScripts(dir))
    io.stdout(
      `
This checkout has the reference's launch scripts (runners/launch_*.sh). To run its benchmark job
(resource cleanup, checkout with submodules, bash ./runners/launch_\${RUNNER_NAME%%_*}.sh, result checks,
bmk_* artifacts): ${RUN_COMMAND} init --launcher inferencex --force
`
    );
  if (values["create-labels"] && !await createSweepLabels(io, values.repo, policy)) return 1;
  return conflicts ? 3 : 0;
};
async function createSweepLabels(io, repo, policy) {
  const token = io.env["GITHUB_TOKEN"] ?? io.env["GH_TOKEN"];
  if (!token) throw new UsageError("--create-labels needs a token in GITHUB_TOKEN or GH_TOKEN");
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new UsageError("--create-labels needs --repo OWNER/REPO");
  const baseUrl = io.env["GITHUB_API_URL"] ?? "https://api.github.com";
  try {
    const r = await createLabels({ baseUrl, token, repo }, labelsToCreate(policy));
    io.stdout(
      `
labels: ${r.created.length} created${r.created.length ? ` (${r.created.join(", ")})` : ""}, ${r.existing.length} already there
`
    );
    for (const f of r.failed) io.stderr(`label ${f.name}: ${f.status} ${f.message}
`);
    return r.failed.length === 0;
  } catch (e) {
    io.stderr(`labels: ${e.message}
`);
    return false;
  }
}
function callerForKeptConfig(dir, files, product, force) {
  const config = files.find((f) => f.path === REPO_CONFIG_PATH);
  const path = (0, import_node_path2.join)(dir, REPO_CONFIG_PATH);
  if (force || !(0, import_node_fs2.existsSync)(path)) return files;
  const text = (0, import_node_fs2.readFileSync)(path, "utf8");
  if (text === config.text) return files;
  const kept = parseRepoConfig(text, REPO_CONFIG_PATH).file;
  if (!kept) return files;
  const { launcher, results } = resolveRepoConfig(kept, (p) => (0, import_node_fs2.existsSync)((0, import_node_path2.join)(dir, p)));
  const run = renderRunCaller(product, REPO_CONFIG_PATH, launcher, results.baseline);
  return files.map((f) => f.path === CALLER_FILES.run ? { ...f, text: run } : f);
}
function referenceLaunchScripts(dir) {
  const d = (0, import_node_path2.join)(dir, "runners");
  return (0, import_node_fs2.existsSync)(d) && (0, import_node_fs2.readdirSync)(d).some((f) => /^launch_.+\.sh$/.test(f));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  init
});
