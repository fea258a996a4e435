var __import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/generate.ts
var generate_exports = {};
__export(generate_exports, {
  generate: () => generate,
  table: () => table
});
module.exports = __toCommonJS(generate_exports);
var import_node_fs3 = require("node:fs");
var import_node_path3 = require("node:path");
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
var formatDiagnosticLine = (d) => formatDiagnostic(d).replace(/\n {2}fix: /, " \u2014 fix: ").replace(/\n/g, " ");

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
    const lines = text.split("\n");
    this.lines = lines;
    this.indent = new Int32Array(lines.length);
    this.kind = new Uint8Array(lines.length);
    for (let k = 0; k < lines.length; k++) {
      const l = lines[k];
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
function quoted(line, q) {
  const quote = line.charCodeAt(q);
  let out = "";
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
var INDEX = /^(?:0|[1-9][0-9]{0,8})$/;
var COLS = 1 << 20;
function fastPositions(text, lineOffset = 0) {
  if (overBytes(text, LIMITS.yamlFile.max) || unhandled(text)) return void 0;
  let reader;
  try {
    reader = new Reader(text, true);
    reader.document();
  } catch (e) {
    if (e === ASIDE) return void 0;
    throw e;
  }
  const nodes = reader.nodes;
  const keys = reader.keys;
  const pos = (line, col) => ({ line: line + 1 + lineOffset, col: col + 1 });
  const nodeAt = (path) => {
    let at3 = "";
    let node = nodes.get(at3);
    if (!node) return void 0;
    for (const k of path) {
      if (node.kind === 3 /* Other */) return void 0;
      if (node.kind === 2 /* Scalar */) break;
      if (node.kind === 0 /* Map */ && typeof k !== "string") break;
      if (node.kind === 1 /* Seq */ && !(typeof k === "number" ? k >= 0 && Number.isInteger(k) : INDEX.test(k)))
        return void 0;
      const next = `${at3}\0${String(k)}`;
      const child = nodes.get(next);
      if (!child) break;
      at3 = next;
      node = child;
    }
    return node.kind === 3 /* Other */ ? void 0 : { node, at: at3 };
  };
  const locate = (path) => {
    const n = nodeAt(path);
    return n && pos(n.node.line, n.node.col);
  };
  return {
    locate,
    locateKey(path) {
      if (path.length === 0) return locate(path);
      const parent = nodeAt(path.slice(0, -1));
      if (!parent) return void 0;
      const last = path[path.length - 1];
      if (parent.node.kind === 0 /* Map */ && typeof last === "string") {
        const k = keys.get(`${parent.at}\0${last}`);
        if (k !== void 0) return pos(Math.floor(k / COLS), k % COLS);
      }
      return locate(path);
    }
  };
}
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
function composeDocument(text, version, lineCounter2) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return compose(text, version, lineCounter2);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
function compose(text, version, lineCounter2) {
  const { Composer, Lexer, Parser, YAMLParseError } = yaml();
  const parser = new Parser(lineCounter2.addNewLine);
  const tokens = [];
  lineCounter2.addNewLine(0);
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
      const at3 = node.range?.[0] ?? 0;
      if (++aliases === LIMITS.aliases.max + 1)
        out.push({ offset: at3, code: "TOO_MANY_ALIASES", message: "" });
      const target = anchors.get(node.source)?.range;
      if (target && target[0] <= at3 && at3 < target[1])
        out.push({
          offset: at3,
          code: "RECURSIVE_ALIAS",
          message: `alias *${node.source} refers to a node that contains it: the value would contain itself`
        });
    }
  });
  return out;
}

// src/yaml/parse.ts
function parseYaml(text, file2, opts = {}) {
  const lineCounter2 = new (yaml()).LineCounter();
  const offset = opts.lineOffset ?? 0;
  const at3 = (offsetInText) => {
    const p = lineCounter2.linePos(offsetInText);
    return { line: p.line + offset, col: p.col };
  };
  const diagnostics = [];
  const refuse = (d) => positioned(
    file2,
    EMPTY ??= yaml().parseDocument(""),
    lineCounter2,
    [...diagnostics, d],
    void 0,
    at3,
    1 + offset
  );
  if (overBytes(text, LIMITS.yamlFile.max))
    return refuse(limitDiagnostic("yamlFile", utf8Bytes(text), { file: file2, line: 1 + offset }));
  const composed = composeDocument(text, opts.version ?? "1.1", lineCounter2);
  if (composed.over)
    return refuse(limitDiagnostic(composed.over.limit, void 0, { file: file2, ...at3(composed.over.offset) }));
  for (const c of charProblems(text)) {
    diagnostics.push(diag("error", "YAML-CHAR", c.message, { file: file2, ...at3(c.offset), fix: c.fix }));
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
    const p = at3(e.offset);
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
    diagnostics.push(diag("warning", "YAML", firstLine(w.message), { file: file2, ...at3(w.pos[0]) }));
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
  return positioned(file2, doc, lineCounter2, diagnostics, value, at3, 1 + offset);
}
var EMPTY;
var MAX_ERRORS = 50;
function positioned(file2, doc, lineCounter2, diagnostics, value, at3, firstLine2) {
  const { isMap: isMap2, isScalar, isSeq } = yaml();
  const start = (n) => n?.range ? at3(n.range[0]) : { line: firstLine2, col: 1 };
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
    lineCounter: lineCounter2,
    diagnostics,
    locate: (path) => start(nodeAt(path)),
    locateKey: (path) => {
      if (path.length === 0) return start(nodeAt(path));
      const parent = nodeAt(path.slice(0, -1));
      const pair = isMap2(parent) ? pairOf(parent, path[path.length - 1]) : void 0;
      if (pair && isScalar(pair.key) && pair.key.range) return at3(pair.key.range[0]);
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
var keys0 = /* @__PURE__ */ new Set([
  "image",
  "model",
  "model-prefix",
  "precision",
  "framework",
  "runner",
  "router",
  "kv-p2p-transfer",
  "srt-recipe-dir",
  "scenarios",
  "multinode",
  "disagg"
]);
var keys1 = /* @__PURE__ */ new Set(["name", "version"]);
var keys2 = /* @__PURE__ */ new Set(["fixed-seq-len", "agentic-coding"]);
var keys3 = /* @__PURE__ */ new Set(["isl", "osl", "search-space"]);
var keys4 = /* @__PURE__ */ new Set(["dram-utilization", "search-space"]);
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
function p1(v) {
  if (!Array.isArray(v)) return false;
  return true;
}
function p2(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys2.has(k)) return false;
  const x0 = r["fixed-seq-len"];
  if (!(x0 === void 0 || p1(x0))) return false;
  const x1 = r["agentic-coding"];
  if (!(x1 === void 0 || p1(x1))) return false;
  return true;
}
function p3(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys0.has(k)) return false;
  if (!("image" in r)) return false;
  const x0 = r["image"];
  if (!(typeof x0 === "string")) return false;
  if (!("model" in r)) return false;
  const x1 = r["model"];
  if (!(typeof x1 === "string")) return false;
  if (!("model-prefix" in r)) return false;
  const x2 = r["model-prefix"];
  if (!(typeof x2 === "string")) return false;
  if (!("precision" in r)) return false;
  const x3 = r["precision"];
  if (!(typeof x3 === "string")) return false;
  if (!("framework" in r)) return false;
  const x4 = r["framework"];
  if (!(typeof x4 === "string")) return false;
  if (!("runner" in r)) return false;
  const x5 = r["runner"];
  if (!(typeof x5 === "string")) return false;
  const x6 = r["router"];
  if (!(x6 === void 0 || p0(x6))) return false;
  const x7 = r["kv-p2p-transfer"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["srt-recipe-dir"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  if (!("scenarios" in r)) return false;
  const x9 = r["scenarios"];
  if (!p2(x9)) return false;
  if (!("multinode" in r)) return false;
  const x10 = r["multinode"];
  if (!(x10 === false)) return false;
  const x11 = r["disagg"];
  if (!(x11 === void 0 || x11 === false)) return false;
  return true;
}
function p4(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys0.has(k)) return false;
  if (!("image" in r)) return false;
  const x0 = r["image"];
  if (!(typeof x0 === "string")) return false;
  if (!("model" in r)) return false;
  const x1 = r["model"];
  if (!(typeof x1 === "string")) return false;
  if (!("model-prefix" in r)) return false;
  const x2 = r["model-prefix"];
  if (!(typeof x2 === "string")) return false;
  if (!("precision" in r)) return false;
  const x3 = r["precision"];
  if (!(typeof x3 === "string")) return false;
  if (!("framework" in r)) return false;
  const x4 = r["framework"];
  if (!(typeof x4 === "string")) return false;
  if (!("runner" in r)) return false;
  const x5 = r["runner"];
  if (!(typeof x5 === "string")) return false;
  const x6 = r["router"];
  if (!(x6 === void 0 || p0(x6))) return false;
  const x7 = r["kv-p2p-transfer"];
  if (!(x7 === void 0 || typeof x7 === "string" && x7.length >= 1)) return false;
  const x8 = r["srt-recipe-dir"];
  if (!(x8 === void 0 || typeof x8 === "string" && x8.length >= 1)) return false;
  if (!("scenarios" in r)) return false;
  const x9 = r["scenarios"];
  if (!p2(x9)) return false;
  if (!("multinode" in r)) return false;
  const x10 = r["multinode"];
  if (!(x10 === true)) return false;
  const x11 = r["disagg"];
  if (!(x11 === void 0 || typeof x11 === "boolean")) return false;
  return true;
}
function p5(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys3.has(k)) return false;
  if (!("isl" in r)) return false;
  const x0 = r["isl"];
  if (!(typeof x0 === "number" && Number.isSafeInteger(x0) && x0 >= 1 && x0 <= 16777216)) return false;
  if (!("osl" in r)) return false;
  const x1 = r["osl"];
  if (!(typeof x1 === "number" && Number.isSafeInteger(x1) && x1 >= 1 && x1 <= 16777216)) return false;
  if (!("search-space" in r)) return false;
  const x2 = r["search-space"];
  if (!p1(x2)) return false;
  return true;
}
function p6(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys4.has(k)) return false;
  const x0 = r["dram-utilization"];
  if (!(x0 === void 0 || typeof x0 === "number" && Number.isFinite(x0) && x0 > 0 && x0 <= 1))
    return false;
  if (!("search-space" in r)) return false;
  const x1 = r["search-space"];
  if (!p1(x1)) return false;
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
var acceptsSingleNodeEntryHead = p3;
var acceptsMultiNodeEntryHead = p4;
var acceptsFixedSeqLenBlock = p5;
var acceptsAgenticBlock = p6;
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
var obj = (shape2) => zod().strictObject(shape2, { error: says("Input should be a valid dictionary") });

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
function schemaFindings(schema, data, base, ruleOf2) {
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
          rule: derived ? "VP-6" : ruleOf2(iss),
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
      rule: ruleOf2(iss),
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
var has = (r, k) => r[k] !== void 0 && r[k] !== null;
var at = (path, rule, message, extra = {}) => ({
  path,
  rule,
  message,
  ...extra
});
var scopeOnce = (e) => ["router", "kv-p2p-transfer"].filter((f) => has(e.raw, f) && e.items.some((i) => has(i.raw, f))).map(
  (f) => at(
    [...e.path, f],
    "VM-4",
    `${f} must be declared either at the top level or in search-space entries, not both`,
    {
      atKey: true,
      fix: `remove '${f}' here or from every search-space entry`
    }
  )
);
var p2pMultinode = (e) => {
  if (e.multinode) return [];
  const where = [
    ...has(e.raw, "kv-p2p-transfer") ? [e.path] : [],
    ...e.items.filter((i) => i.scenario === "agentic-coding" && has(i.raw, "kv-p2p-transfer")).map((i) => i.path)
  ];
  return where.map(
    (p) => at([...p, "kv-p2p-transfer"], "VM-5", "kv-p2p-transfer is only valid when multinode=true", {
      atKey: true,
      fix: "remove 'kv-p2p-transfer' or set multinode: true"
    })
  );
};
var disaggP2p = (e) => e.multinode && e.raw.disagg === true && !has(e.raw, "kv-p2p-transfer") && e.items.some((i) => !has(i.raw, "kv-p2p-transfer")) ? [
  at(
    [...e.path, "disagg"],
    "VM-6",
    "disagg=true requires kv-p2p-transfer at the top level or in every search-space entry",
    {
      fix: "add 'kv-p2p-transfer: nixl' (or the backend used) at the top level"
    }
  )
] : [];
var someScenario = (e) => {
  const s = e.raw.scenarios;
  if (!isRec(s)) return [];
  const nonEmpty = (k) => Array.isArray(s[k]) ? s[k].length > 0 : has(s, k);
  return nonEmpty("fixed-seq-len") || nonEmpty("agentic-coding") ? [] : [
    at([...e.path, "scenarios"], "VM-2", "At least one scenario type must be specified", {
      atKey: true,
      fix: "add a non-empty 'fixed-seq-len' or 'agentic-coding' list"
    })
  ];
};
var agenticCluster = (e) => {
  const runner = e.raw.runner;
  if (typeof runner !== "string" || runner.startsWith("cluster:")) return [];
  if (!e.blocks.some((b) => b.scenario === "agentic-coding")) return [];
  const family = runner.split("-")[0];
  const same = e.clusterLabels.filter((l) => l.startsWith(`cluster:${family}`));
  const example = same.length ? same.join(" or ") : "cluster:gb200-nv";
  return [
    at(
      [...e.path, "runner"],
      "VM-3",
      "Agentic master configs must use a 'cluster:<name>' runner so every point runs on one exact hardware fleet.",
      { fix: `use a cluster:<name> runner such as ${example}` }
    )
  ];
};
var concurrency = (e) => e.items.flatMap((i) => {
  const r = i.raw;
  const list3 = r["conc-list"];
  const hasList = Array.isArray(list3) ? list3.length > 0 : has(r, "conc-list");
  const hasStart = has(r, "conc-start");
  const hasEnd = has(r, "conc-end");
  const out = [];
  if (hasList && (hasStart || hasEnd)) {
    out.push(
      at(
        i.path,
        "VC-1",
        "Cannot specify both 'conc-list' list and 'conc-start'/'conc-end'. Use either a list or a range, not both.",
        {
          fix: "keep either 'conc-list' or 'conc-start'/'conc-end'"
        }
      )
    );
  } else if (!hasList && !(hasStart && hasEnd)) {
    out.push(
      at(i.path, "VC-2", "Must specify either 'conc-list' list or both 'conc-start' and 'conc-end'.", {
        fix: "add 'conc-list: [...]' or both 'conc-start' and 'conc-end'"
      })
    );
  }
  const s = r["conc-start"];
  const en = r["conc-end"];
  if (typeof s === "number" && typeof en === "number") {
    if (s <= 0 || en <= 0) {
      out.push(
        at(
          [...i.path, s <= 0 ? "conc-start" : "conc-end"],
          "VC-3",
          "Input 'conc-start' and 'conc-end' must be greater than 0."
        )
      );
    } else if (s > en) {
      out.push(
        at([...i.path, "conc-start"], "VC-4", `'conc-start' (${s}) must be <= 'conc-end' (${en}).`, {
          fix: "swap the two values"
        })
      );
    }
  }
  if (Array.isArray(list3)) {
    const bad = list3.findIndex((c) => typeof c === "number" && c <= 0);
    if (bad >= 0)
      out.push(
        at([...i.path, "conc-list", bad], "VC-5", "Input 'conc-list' entries must be greater than 0.")
      );
    const seen = /* @__PURE__ */ new Set();
    list3.forEach((c, k) => {
      if (seen.has(c)) {
        out.push(
          at([...i.path, "conc-list", k], "VP-5", `Duplicate 'conc-list' value ${String(c)}`, {
            fix: "remove the repeated value"
          })
        );
      }
      seen.add(c);
    });
  }
  return out;
});
var topology = (e) => e.items.flatMap((i) => {
  const out = [];
  const divisible = (r, p) => {
    const tp = r.tp;
    const d = r["dcp-size"];
    if (typeof tp === "number" && typeof d === "number" && d > 0 && tp % d !== 0) {
      out.push(at([...p, "dcp-size"], "VT-1", `'tp' (${tp}) must be divisible by 'dcp-size' (${d})`));
    }
  };
  if (!i.workers) divisible(i.raw, i.path);
  const { prefill, decode } = i.raw;
  if (isRec(prefill)) {
    divisible(prefill, [...i.path, "prefill"]);
    if (prefill["num-worker"] === 0) {
      out.push(
        at([...i.path, "prefill", "num-worker"], "VP-3", "Input should be greater than 0", {
          fix: "prefill needs at least one worker; an aggregated topology sets decode num-worker to 0"
        })
      );
    }
  }
  if (isRec(decode)) divisible(decode, [...i.path, "decode"]);
  if (isRec(i.raw.worker)) divisible(i.raw.worker, [...i.path, "worker"]);
  if (isRec(prefill) && isRec(decode) && has(prefill, "hardware") !== has(decode, "hardware")) {
    out.push(
      at(i.path, "VT-2", "'hardware' must be specified for both 'prefill' and 'decode', or neither")
    );
  }
  return out;
});
var agentic = (e) => e.items.filter((i) => i.scenario === "agentic-coding").flatMap((i) => {
  const r = i.raw;
  const out = [];
  const tp = has(r, "tp");
  const both = has(r, "prefill") && has(r, "decode");
  const agg = has(r, "worker");
  if (agg) {
  } else if (tp === both) {
    out.push(
      at(
        i.path,
        "VA-1",
        "Agentic search-space entries must specify either tp or both prefill and decode"
      )
    );
  } else if (tp && e.multinode) {
    out.push(
      at(
        i.path,
        "VP-2",
        "Single-node agentic search-space entries (tp) are not valid when multinode=true",
        {
          fix: "describe the item with prefill and decode workers, or move it to a multinode: false config"
        }
      )
    );
  } else if (both && !e.multinode) {
    out.push(
      at(
        i.path,
        "VP-2",
        "Multinode agentic search-space entries (prefill/decode) are not valid when multinode=false",
        {
          fix: "describe the item with tp, or move it to a multinode: true config"
        }
      )
    );
  }
  if (tp && !both && !has(r, "kv-offloading")) {
    out.push(
      at(i.path, "VA-2", "Single-node agentic search-space entries must specify kv-offloading", {
        fix: "add kv-offloading: none (or dram with a kv-offload-backend)"
      })
    );
  }
  if ((both || agg) && !tp) {
    for (const f of ["pp", "dcp-size", "pcp-size"]) {
      if (f in r) {
        out.push(
          at(
            [...i.path, f],
            "VA-3",
            "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
            {
              atKey: true,
              fix: `move '${f}' into the prefill/decode workers`
            }
          )
        );
      }
    }
  }
  const mode = r["kv-offloading"];
  if (has(r, "kv-offload-backend")) {
    if (!has(r, "kv-offloading")) {
      out.push(
        at([...i.path, "kv-offload-backend"], "VA-4", "kv-offload-backend requires kv-offloading", {
          atKey: true,
          fix: "add kv-offloading: dram"
        })
      );
    } else if (mode === "none") {
      out.push(
        at(
          [...i.path, "kv-offload-backend"],
          "VA-5",
          "kv-offload-backend can only be set when kv-offloading is not 'none'",
          {
            atKey: true,
            fix: "remove 'kv-offload-backend' or set kv-offloading: dram"
          }
        )
      );
    }
  } else if (mode === "dram") {
    out.push(
      at(
        [...i.path, "kv-offloading"],
        "VA-6",
        "kv-offload-backend is required when kv-offloading is 'dram'",
        {
          fix: "add kv-offload-backend: { name: <backend> }"
        }
      )
    );
  }
  return out;
});
var dramBudget = (e) => e.blocks.filter((b) => b.scenario === "agentic-coding" && !has(b.raw, "dram-utilization")).filter((b) => e.items.some((i) => i.block === b && i.raw["kv-offloading"] === "dram")).map(
  (b) => at(b.path, "VA-7", "kv-offloading='dram' requires dram-utilization with runner hardware metadata", {
    fix: "add dram-utilization: 0.80 (0 < value \u2264 1) to this block"
  })
);
var MULTI_NODE_KEYS = ["worker", "prefill", "decode", "num-nodes"];
var shapes = (e) => e.items.flatMap((i) => {
  const r = i.raw;
  const out = [];
  if (!e.multinode) {
    for (const k of MULTI_NODE_KEYS) {
      if (!(k in r)) continue;
      if (i.scenario === "agentic-coding" && (k === "prefill" || k === "decode")) continue;
      out.push(
        at(
          [...i.path, k],
          "VP-2",
          `Single-node search-space entries cannot specify '${k}' (multinode=false)`,
          {
            atKey: true,
            fix: `remove '${k}' (a single-node item gives tp), or move the item to a multinode: true config`
          }
        )
      );
    }
    return out;
  }
  const agg = has(r, "worker");
  const pd = "prefill" in r || "decode" in r;
  if (agg && (pd || has(r, "tp"))) {
    out.push(
      at(
        [...i.path, "worker"],
        "VP-2",
        "A multi-node search-space entry gives either 'prefill' and 'decode' or 'worker' and 'num-nodes', not both",
        { atKey: true, fix: "keep 'worker' + 'num-nodes' for an aggregated topology, or prefill + decode" }
      )
    );
  } else if (!agg && "num-nodes" in r) {
    out.push(
      at(
        [...i.path, "num-nodes"],
        "VP-2",
        "'num-nodes' is only valid with 'worker' (an aggregated topology)",
        {
          atKey: true,
          fix: "remove 'num-nodes' (disaggregated nodes come from the workers), or describe the item with 'worker'"
        }
      )
    );
  }
  if (agg && e.raw.disagg === true) {
    out.push(
      at(
        [...i.path, "worker"],
        "VP-2",
        "disagg=true requires 'prefill' and 'decode' workers, not 'worker'",
        {
          atKey: true,
          fix: "describe the prefill and decode workers, or set disagg: false for an aggregated topology"
        }
      )
    );
  }
  return out;
});
var RECIPE_REF = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|:|$))[^:\s]+\.ya?ml(?::(?:base|override_[A-Za-z0-9_.-]+|zip_override_[A-Za-z0-9_.-]+\[\d+\]))?$/;
var RECIPE_SETTING = {
  "srt-recipe": "CONFIG_FILE",
  "eval-srt-recipe": "EVAL_CONFIG_FILE"
};
var recipes = (e) => e.items.flatMap((i) => {
  const out = [];
  for (const [field, setting2] of Object.entries(RECIPE_SETTING)) {
    const v = i.raw[field];
    if (v === void 0) continue;
    if (typeof v === "string" && v.length > 0 && !RECIPE_REF.test(v)) {
      out.push(
        at(
          [...i.path, field],
          "VP-8",
          `${field} '${v}' must be <file>.yaml[:<selector>] with selector base, override_<name> or zip_override_<name>[<i>]`,
          {
            fix: "give the recipe path relative to the repository folder (no leading / or ..), e.g. benchmarks/single_node/srt-slurm-recipes/<model>/<engine>/<gpu>/8k1k.yaml"
          }
        )
      );
    }
    for (const role of ["prefill", "decode", "worker"]) {
      const w = i.raw[role];
      const settings = isRec(w) ? w["additional-settings"] : void 0;
      if (!Array.isArray(settings)) continue;
      settings.forEach((kv, k) => {
        if (typeof kv === "string" && kv.startsWith(`${setting2}=`))
          out.push(
            at(
              [...i.path, role, "additional-settings", k],
              "VP-8",
              `${setting2}= cannot be given together with ${field}: the item's recipe is its ${field}`,
              { fix: `remove this ${setting2}= setting (or drop ${field} and keep the setting)` }
            )
          );
      });
    }
  }
  return out;
});
var stageSize = (e) => e.items.flatMap((i) => {
  const out = [];
  const check = (r, p) => {
    const n = (k) => typeof r[k] === "number" ? r[k] : 1;
    const max = CONFIG_LIMITS.maxStageGpus;
    const g = n("tp") * n("pp") * n("pcp-size");
    if (g > max && n("tp") <= max && n("pp") <= max && n("pcp-size") <= max)
      out.push(
        at(
          [...p, "tp"],
          "VP-3",
          `tp\xB7pp\xB7pcp-size = ${g} GPUs in one worker stage exceeds the bound of ${max}`,
          {
            fix: "tp is the GPU width of one worker stage: check tp, pp and pcp-size"
          }
        )
      );
  };
  if (!i.workers) check(i.raw, i.path);
  for (const role of ["prefill", "decode", "worker"]) {
    const w = i.raw[role];
    if (isRec(w)) check(w, [...i.path, role]);
  }
  return out;
});
var componentVersions = (e) => {
  const comps = [[[...e.path, "router"], e.raw.router]];
  for (const i of e.items) {
    for (const f of ["router", "kv-offload-backend"]) comps.push([[...i.path, f], i.raw[f]]);
  }
  return comps.filter(([, c]) => isRec(c) && typeof c.version === "string" && c.version.startsWith("image:")).map(
    ([p]) => at(
      [...p, "version"],
      "VA-8",
      "component version must be a release, package version, or source commit, not an image reference",
      {
        fix: "give the release version (the image is already in 'image')"
      }
    )
  );
};
var ENTRY_RULES = [
  someScenario,
  agenticCluster,
  scopeOnce,
  p2pMultinode,
  disaggP2p,
  concurrency,
  topology,
  agentic,
  shapes,
  recipes,
  stageSize,
  dramBudget,
  componentVersions
];

// src/config/entry.ts
var VP3_FIELDS = /* @__PURE__ */ new Set(["tp", "ep", "num-worker", "num-nodes", "isl", "osl"]);
var ruleOf = (multinode) => (iss) => {
  const last = iss.path[iss.path.length - 1];
  if (iss.code === "too_big" && last !== "dram-utilization") return "VP-3";
  if (iss.code === "too_small" && VP3_FIELDS.has(String(last))) return "VP-3";
  if (!multinode && iss.path.length === 1 && last === "disagg") return "VM-7";
  return "VM-1";
};
function validateEntry(key, raw, clusterLabels = []) {
  const path = [key];
  if (!isRec(raw)) {
    return {
      findings: [
        {
          path,
          rule: "VM-1",
          message: "Input should be a valid dictionary",
          fix: "give the entry its fields (image, model, runner, \u2026)"
        }
      ]
    };
  }
  const multinode = raw.multinode === true || raw.multinode !== false && guessMultinode(raw);
  const rule = ruleOf(multinode);
  const findings = [];
  const check = (schema, data, at3) => findings.push(...schemaFindings(schema(), data, at3, rule));
  if (!(multinode ? acceptsMultiNodeEntryHead(raw) : acceptsSingleNodeEntryHead(raw)))
    check(multinode ? multiNodeEntryHead : singleNodeEntryHead, raw, path);
  const blocks = [];
  const items = [];
  const scenarios2 = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ["fixed-seq-len", "agentic-coding"]) {
    const list3 = scenarios2[scenario];
    if (!Array.isArray(list3)) continue;
    list3.forEach((b, bi) => {
      const bpath = [...path, "scenarios", scenario, bi];
      if (scenario === "fixed-seq-len" ? !acceptsFixedSeqLenBlock(b) : !acceptsAgenticBlock(b))
        check(scenario === "fixed-seq-len" ? fixedSeqLenBlock : agenticBlock, b, bpath);
      if (!isRec(b)) return;
      const block = { scenario, raw: b, path: bpath };
      blocks.push(block);
      const space = b["search-space"];
      if (!Array.isArray(space)) return;
      space.forEach((it, ii) => {
        const ipath = [...bpath, "search-space", ii];
        if (!isRec(it)) {
          check(nonRecordItem(scenario, multinode), it, ipath);
          return;
        }
        const item = itemCheck(scenario, multinode, it);
        if (item && !item.accepts(it, item.skip ?? NONE))
          check(item.schema, item.skip ? without(it, item.skip) : it, ipath);
        items.push({
          scenario,
          block,
          raw: it,
          path: ipath,
          workers: "prefill" in it || "decode" in it || "worker" in it
        });
      });
    });
  }
  const view = { raw, path, multinode, blocks, items, clusterLabels };
  for (const r of ENTRY_RULES) findings.push(...r(view));
  const failed = findings.some((f) => (f.severity ?? "error") === "error");
  return failed ? { findings } : { entry: raw, findings };
}
function guessMultinode(raw) {
  return JSON.stringify(raw.scenarios ?? null).includes('"prefill"');
}
var MULTI_NODE_KEYS2 = ["worker", "prefill", "decode", "num-nodes"];
var VA3_KEYS = ["pp", "dcp-size", "pcp-size"];
var without = (r, keys) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));
var NONE = [];
var ITEM = {
  singleNode: { schema: singleNodeItem, accepts: acceptsSingleNodeItemWithout, skip: MULTI_NODE_KEYS2 },
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
var nonRecordItem = (scenario, multinode) => scenario === "fixed-seq-len" ? multinode ? multiNodeItem : singleNodeItem : multinode ? multiNodeAgenticItem : singleNodeAgenticItem;
function itemCheck(scenario, multinode, it) {
  const worker3 = it.worker !== void 0 && it.worker !== null;
  const pd = "prefill" in it || "decode" in it;
  if (scenario === "fixed-seq-len") {
    if (!multinode) return ITEM.singleNode;
    if (worker3 && !pd) return ITEM.multiNodeAgg;
    return ITEM.multiNode;
  }
  const tp = it.tp !== void 0 && it.tp !== null;
  const both = it.prefill != null && it.decode != null;
  if ((tp ? 1 : 0) + (both ? 1 : 0) + (worker3 ? 1 : 0) !== 1) return void 0;
  if (tp) return ITEM.singleNodeAgentic;
  if (worker3) return ITEM.multiNodeAgenticAgg;
  return ITEM.multiNodeAgentic;
}

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

// src/config/slice.ts
var KEY_LINE = /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s#'"{}[\],&*!|>%@`?:-][^:#\n]*?|-[^\s:#\n][^:#\n]*?))[ \t]*:(?:[ \t]|\r?\n|$)/;
var CONTENT_LINE = /\n[^ \t\r\n#]/g;
var isContentStart = (c) => c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 35;
var ANCHOR_CHAR = /[&*]/g;
var BEFORE_ANCHOR = /[\s,[{]/;
var ANCHOR_NAME = /[^\s,[\]{}]/;
function hasAnchorOrAlias(text) {
  ANCHOR_CHAR.lastIndex = 0;
  for (let m = ANCHOR_CHAR.exec(text); m; m = ANCHOR_CHAR.exec(text)) {
    const i = m.index;
    if ((i === 0 || BEFORE_ANCHOR.test(text[i - 1])) && i + 1 < text.length && ANCHOR_NAME.test(text[i + 1]))
      return true;
  }
  return false;
}
function scanTopLevel(text) {
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.scan;
  const scan = scanText(text);
  recent.unshift({ text, scan });
  if (recent.length > RECENT) recent.pop();
  return scan;
}
var RECENT = 4;
var recent = [];
function scanText(text) {
  const entries = [];
  let irregular = hasAnchorOrAlias(text);
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl + 1;
    if (isContentStart(text.charCodeAt(pos))) {
      const key = lineKey(text.slice(pos, end));
      if (key !== void 0) addEntry(entries, { key, start: pos, end: text.length, line });
      else irregular = true;
    }
    pos = end;
    line++;
  }
  return { entries, irregular };
}
function lineKey(line) {
  const m = KEY_LINE.exec(line);
  return m ? keyOf(m) : void 0;
}
function addEntry(entries, e) {
  const prev = entries[entries.length - 1];
  if (prev) prev.end = e.start;
  entries.push(e);
}
function keyOf(m) {
  if (m[1] !== void 0) {
    try {
      return JSON.parse(`"${m[1]}"`);
    } catch {
      return void 0;
    }
  }
  return m[2] !== void 0 ? m[2].replace(/''/g, "'") : m[3];
}
var byteScans = /* @__PURE__ */ new WeakMap();
function scanSource(f) {
  const b = f.bytes;
  if (!b) {
    const text = f.text;
    return { ...scanTopLevel(text), textOf: (e) => text.slice(e.start, e.end) };
  }
  let scan = byteScans.get(b);
  if (!scan) {
    const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
    scan = { ...scanBytes(buf), textOf: (e) => buf.toString("utf8", e.start, e.end) };
    byteScans.set(b, scan);
  }
  return scan;
}
function scanBytes(buf) {
  const entries = [];
  let irregular = bytesHaveAnchorOrAlias(buf);
  const bytes = buf.toString("latin1");
  const n = buf.length;
  const lineOf2 = lineCounter(buf);
  const visit = (pos) => {
    const nl = bytes.indexOf("\n", pos);
    const end = nl < 0 ? n : nl + 1;
    const key = lineKey(buf.toString("utf8", pos, end));
    if (key === void 0) {
      irregular = true;
      return;
    }
    addEntry(entries, {
      key,
      start: pos,
      end: n,
      get line() {
        return lineOf2(pos);
      }
    });
  };
  if (n > 0 && isContentStart(buf[0])) visit(0);
  CONTENT_LINE.lastIndex = 0;
  for (let m = CONTENT_LINE.exec(bytes); m; m = CONTENT_LINE.exec(bytes)) visit(m.index + 1);
  return { entries, irregular };
}
function lineCounter(buf) {
  let at3 = 0;
  let line = 1;
  return (offset) => {
    if (offset < at3) {
      at3 = 0;
      line = 1;
    }
    for (let i = buf.indexOf(10, at3); i !== -1 && i < offset; i = buf.indexOf(10, i + 1)) line++;
    at3 = offset;
    return line;
  };
}
function bytesHaveAnchorOrAlias(buf) {
  const n = buf.length;
  let amp = buf.indexOf(38);
  let star = buf.indexOf(42);
  while (amp >= 0 || star >= 0) {
    const i = amp < 0 ? star : star < 0 ? amp : Math.min(amp, star);
    if ((i === 0 || BEFORE_ANCHOR.test(charBefore(buf, i))) && i + 1 < n && ANCHOR_NAME.test(charAt(buf, i + 1)))
      return true;
    if (i === amp) amp = buf.indexOf(38, i + 1);
    else star = buf.indexOf(42, i + 1);
  }
  return false;
}
function charBefore(buf, i) {
  if (buf[i - 1] < 128) return String.fromCharCode(buf[i - 1]);
  let s = i - 1;
  while (s > 0 && i - s < 4 && (buf[s] & 192) === 128) s--;
  const text = buf.toString("utf8", s, i);
  return text[text.length - 1];
}
function charAt(buf, i) {
  if (buf[i] < 128) return String.fromCharCode(buf[i]);
  return buf.toString("utf8", i, Math.min(buf.length, i + 4))[0];
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

// src/config/load.ts
var KEY_SYNTAX = /^[a-z0-9][a-z0-9._-]*$/;
function loadMasterConfigs(files, opts = {}) {
  const entries = /* @__PURE__ */ new Map();
  const sourceOf = /* @__PURE__ */ new Map();
  const diagnostics = [];
  const firstSeen = /* @__PURE__ */ new Map();
  const labels = opts.runners ? Object.keys(opts.runners.labels) : [];
  const known = opts.runners ? /* @__PURE__ */ new Set([...labels, ...opts.externalRunnerLabels ?? []]) : void 0;
  const clusterLabels = labels.filter((l) => l.startsWith("cluster:"));
  const select = opts.only ?? (() => true);
  const parses = /* @__PURE__ */ new Map();
  for (const f of files) {
    const units = fileUnits(f, select, diagnostics);
    const inFile = /* @__PURE__ */ new Map();
    const keyAt = (u) => ({ file: f.path, line: u.line, col: 1, path: u.key });
    for (const u of units) {
      let keyOk = true;
      if (u.key.includes("*")) {
        diagnostics.push(
          diag("error", "VL-3", ` Wildcard '*' is not allowed in master config keys: '${u.key}'`, {
            ...keyAt(u),
            fix: "name the entry without *"
          })
        );
        keyOk = false;
      } else if (!KEY_SYNTAX.test(u.key)) {
        diagnostics.push(
          diag("error", "VP-4", `Master config key '${u.key}' must match ${KEY_SYNTAX.source}`, {
            ...keyAt(u),
            fix: `rename it, e.g. '${u.key.toLowerCase().replace(/[^a-z0-9._-]/g, "-").replace(/^[^a-z0-9]+/, "")}'`
          })
        );
        keyOk = false;
      }
      const dup = inFile.get(u.key);
      const other = firstSeen.get(u.key);
      if (dup !== void 0) {
        diagnostics.push(
          diag(
            "error",
            "VP-4",
            `Duplicate configuration key '${u.key}' in '${f.path}' (first defined at line ${dup.line})`,
            {
              ...keyAt(u),
              fix: "remove or rename one of the two entries"
            }
          )
        );
        continue;
      }
      inFile.set(u.key, u);
      if (other) {
        diagnostics.push(
          diag("error", "VL-4", `Duplicate configuration keys found in '${f.path}': ${u.key}`, {
            ...keyAt(u),
            fix: `rename it: '${u.key}' is already defined at ${other.file}:${other.unit.line}`
          })
        );
        continue;
      }
      firstSeen.set(u.key, { file: f.path, unit: u });
      if (!u.parsed || !keyOk || !select(u.key)) continue;
      const { entry, findings } = validateEntry(u.key, u.raw, clusterLabels);
      const runner = isRec(u.raw) ? u.raw.runner : void 0;
      if (known && typeof runner === "string" && !known.has(runner))
        findings.push(unknownRunner(u.key, runner, labels, opts.strict));
      for (const fd of findings) diagnostics.push(toDiagnostic(fd, u.parsed()));
      if (entry && !findings.some((fd) => (fd.severity ?? "error") === "error")) {
        entries.set(u.key, entry);
        sourceOf.set(u.key, f.path);
        parses.set(u.key, u.parsed);
      }
    }
  }
  const locate = (key, path) => {
    const parsed = parses.get(key);
    if (!parsed) return void 0;
    const p = parsed();
    return { file: p.file, ...p.locate([key, ...path]) };
  };
  return { value: { entries, sourceOf, locate }, diagnostics };
}
var lineOf = (e) => e;
function fileUnits(f, select, out) {
  const scan = scanSource(f);
  if (scan.entries.length > LIMITS.masterEntries.max) {
    const over = scan.entries[LIMITS.masterEntries.max];
    out.push(limitDiagnostic("masterEntries", scan.entries.length, { file: f.path, line: over.line }));
    return [];
  }
  if (!scan.irregular && scan.entries.length > 0) {
    const diags = [];
    let syntax = false;
    const units = scan.entries.map((e) => {
      if (!select(e.key)) return lineOf(e);
      const text = once(() => scan.textOf(e));
      const slow = once(() => parseYaml(text(), f.path, { version: "1.1", lineOffset: e.line - 1 }));
      const fast = fastLoad(text());
      if (fast && isRec(fast.value) && Object.keys(fast.value).length === 1) {
        const parsed2 = locator(text, f.path, e.line - 1, slow);
        return { key: e.key, line: e.line, parsed: parsed2, raw: Object.values(fast.value)[0] };
      }
      const parsed = slow();
      for (const d of parsed.diagnostics) diags.push(d.rule === "YAML-DUP" ? { ...d, rule: "VP-4" } : d);
      diags.push(...lintYaml11(parsed, text(), e.line - 1));
      syntax ||= parsed.diagnostics.some((d) => d.rule === "YAML" && d.severity === "error");
      const map2 = parsed.value;
      if (!isRec(map2)) return { key: e.key, line: e.line };
      return { key: e.key, line: e.line, parsed: slow, raw: Object.values(map2)[0] };
    });
    if (!syntax || wholeFileHasSyntaxErrors(f)) {
      out.push(...diags);
      return units;
    }
  }
  return wholeFileUnits(f, out);
}
function locator(text, file2, lineOffset, slow) {
  return once(() => {
    const fast = fastPositions(text(), lineOffset);
    if (!fast) return slow();
    return {
      file: file2,
      locate: (path) => fast.locate(path) ?? slow().locate(path),
      locateKey: (path) => fast.locateKey(path) ?? slow().locateKey(path)
    };
  });
}
function wholeFileHasSyntaxErrors(f) {
  return parseYaml(f.text, f.path).diagnostics.some((d) => d.rule === "YAML" && d.severity === "error");
}
function wholeFileUnits(f, out) {
  const parsed = parseYaml(f.text, f.path, { version: "1.1" });
  out.push(...parsed.diagnostics.map((d) => d.rule === "YAML-DUP" ? { ...d, rule: "VP-4" } : d));
  out.push(...lintYaml11(parsed, f.text));
  if (parsed.diagnostics.some((d) => d.severity === "error")) return [];
  if (!isRec(parsed.value)) {
    out.push(
      diag("error", "VL-2", `Config file '${f.path}' must contain a dictionary`, {
        file: f.path,
        ...parsed.locate([]),
        fix: "map each config key to its entry at the top level"
      })
    );
    return [];
  }
  const keys = Object.keys(parsed.value);
  if (keys.length > LIMITS.masterEntries.max) {
    const line = parsed.locateKey([keys[LIMITS.masterEntries.max]]).line;
    out.push(limitDiagnostic("masterEntries", keys.length, { file: f.path, line }));
    return [];
  }
  return Object.entries(parsed.value).map(([key, raw]) => ({
    key,
    line: parsed.locateKey([key]).line,
    parsed: () => parsed,
    raw
  }));
}
function unknownRunner(key, runner, labels, strict) {
  const near = nearest(runner, labels);
  return {
    path: [key, "runner"],
    rule: "VP-1",
    severity: strict ? "error" : "warning",
    message: `Runner label '${runner}' is not defined in configs/runners.yaml`,
    fix: near ? `did you mean '${near}'? Otherwise add the label to configs/runners.yaml` : "add the label to configs/runners.yaml"
  };
}

// src/plan/canonical.ts
var crypto = __toESM(require("node:crypto"), 1);
var NON_ASCII = /[\u007f-\uffff]/;
var NON_ASCII_ALL = /[\u007f-\uffff]/g;
var escapeChar = (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
var PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
var encoded = /* @__PURE__ */ new Map();
function encodeString(s) {
  let out = encoded.get(s);
  if (out !== void 0) return out;
  if (PLAIN.test(s)) out = '"' + s + '"';
  else {
    const json = JSON.stringify(s);
    out = NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeChar) : json;
  }
  if (encoded.size < 1e4 && s.length < 512) encoded.set(s, out);
  return out;
}
function canonicalJson(value) {
  return encode(value, true);
}
function canonicalJsonOf(row, omit, mapValue) {
  return encodeObject(row, true, omit, mapValue);
}
function encode(value, strict) {
  if (value === null || value === void 0) return "null";
  switch (typeof value) {
    case "string":
      return encodeString(value);
    case "number":
      if (Number.isFinite(value)) return "" + value;
      if (strict) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return `#${value}`;
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (Array.isArray(value)) {
        let out = "[";
        for (let i = 0; i < value.length; i++) out += (i ? "," : "") + encode(value[i], strict);
        return out + "]";
      }
      if (!strict && value instanceof Date) return `#date:${value.getTime()}`;
      return encodeObject(value, strict);
    }
    default:
      if (strict) throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
      return `#${typeof value}:${String(value)}`;
  }
}
function encodeObject(obj2, strict, omit, mapValue) {
  const shape2 = shapeOf(obj2);
  const { sorted } = shape2;
  let out = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const k = sorted[i];
    if (omit?.has(k)) continue;
    const v = mapValue ? mapValue(k, obj2[k]) : obj2[k];
    if (v === void 0) continue;
    out += member(shape2, i, v, strict, first);
    first = false;
  }
  return out + "}";
}
var MAX_MEMBERS = 64;
var MAX_ALL_MEMBERS = 5e4;
var members = 0;
function member(shape2, i, v, strict, first) {
  const t = typeof v;
  const kept = t === "string" || t === "boolean" || t === "number" && Number.isFinite(v);
  const byKey = first ? shape2.firsts : shape2.rests;
  const known = kept ? byKey[i] ??= /* @__PURE__ */ new Map() : void 0;
  let text = known?.get(v);
  if (text === void 0) {
    text = (first ? "" : ",") + shape2.heads[i] + encode(v, strict);
    if (known && text.length < 512 && known.size < MAX_MEMBERS && members < MAX_ALL_MEMBERS) {
      known.set(v, text);
      members++;
    }
  }
  return text;
}
var shapeRoot = { next: /* @__PURE__ */ new Map() };
var MAX_SHAPE_NODES = 2e4;
var shapeNodes = 0;
function shapeOf(obj2) {
  const keys = Object.keys(obj2);
  let node = shapeRoot;
  for (let i = 0; i < keys.length && node; i++) {
    const k = keys[i];
    let child = node.next.get(k);
    if (!child && shapeNodes < MAX_SHAPE_NODES) {
      child = { next: /* @__PURE__ */ new Map() };
      node.next.set(k, child);
      shapeNodes++;
    }
    node = child;
  }
  if (node?.shape) return node.shape;
  if (keys.length > 1) keys.sort();
  const shape2 = { sorted: keys, heads: keys.map((k) => encodeString(k) + ":"), firsts: [], rests: [] };
  if (node) node.shape = shape2;
  return shape2;
}
var oneShot = crypto.hash;
function sha256Hex(text) {
  return oneShot ? oneShot("sha256", text, "hex") : crypto.createHash("sha256").update(text, "utf8").digest("hex");
}

// src/plan/conc.ts
function concRange(start, end, step) {
  const out = [];
  if (!(step > 1) || !(start > 0)) return start <= end ? [end] : [];
  for (let c = start; c < end; c *= step) out.push(c);
  out.push(end);
  return out;
}
function concValues(item, step) {
  const list3 = item["conc-list"];
  if (list3 && list3.length > 0) return [...list3];
  const start = item["conc-start"];
  const end = item["conc-end"];
  if (start === void 0 || end === void 0) return [];
  return concRange(start, end, step);
}

// src/plan/policy.ts
var GENERATOR_POLICY = {
  /** `max-model-len = isl + osl + pad`. */
  maxModelLenPad: 256,
  /** Evals consider only concurrencies at or above this. */
  minEvalConc: 16,
  /** Evals run on this fixed-seq-len pair only. */
  evalSeqLen: { isl: 8192, osl: 1024 },
  /** Agentic runs last this long (seconds). */
  agenticDuration: 3600,
  /** DRAM budget cap, MiB. */
  dramCapMib: 2861022,
  /** Default concurrency grid multiplier. */
  defaultStep: 2,
  /** Used when no hardware record gives a node width (documented default). */
  defaultGpusPerNode: 8,
  /** v2: the eval every eval row runs unless a vendor suite replaces it (GSM8K through lm-eval). */
  defaultEval: { framework: "lm-eval", suite: "" },
  /** v2: models whose agentic rows run their vendor's suite at every concurrency. */
  vendorEvals: {
    kimik3: { framework: "kimi-vendor", suite: "kimi_tool_call_schema_full" },
    minimaxm3: { framework: "minimax-vendor", suite: "minimax_m3_full" }
  },
  /** Named (isl, osl) pairs; any other pair is `<isl>_<osl>`. */
  seqLenNames: [
    { isl: 1024, osl: 1024, name: "1k1k" },
    { isl: 8192, osl: 1024, name: "8k1k" }
  ]
};
function seqLenName(isl, osl) {
  const named = GENERATOR_POLICY.seqLenNames.find((s) => s.isl === isl && s.osl === osl);
  return named ? named.name : `${String(isl)}_${String(osl)}`;
}
var isEvalSeqLen = (isl, osl) => isl === GENERATOR_POLICY.evalSeqLen.isl && osl === GENERATOR_POLICY.evalSeqLen.osl;

// src/plan/dram.ts
function hardwareFor(runner, hardware) {
  const rec = hardware[runner];
  for (const field of ["available-cpu-dram-mib", "gpus-per-node"]) {
    if (rec?.[field] === void 0) {
      const keys = Object.keys(hardware).join(", ");
      return {
        ok: false,
        rule: "VG-6",
        message: `Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`
      };
    }
  }
  return { ok: true, mib: rec["available-cpu-dram-mib"], gpusPerNode: rec["gpus-per-node"] };
}
function budget(mib, utilization, g, gpusPerNode2) {
  const capped = Math.min(mib, GENERATOR_POLICY.dramCapMib);
  return Math.floor(capped * 2 ** 20 * utilization * g / gpusPerNode2 / 1e9);
}
function singleNodeDram(runner, hardware, utilization, f) {
  const hw = hardwareFor(runner, hardware);
  if (!hw.ok) return hw;
  const n = f.tp * f.pp * f.pcp;
  if (n > hw.gpusPerNode) {
    return {
      ok: false,
      rule: "VG-7",
      message: `tp=${f.tp} with pp=${f.pp} and pcp-size=${f.pcp} requires ${n} GPUs and exceeds gpus-per-node=${hw.gpusPerNode} for runner '${runner}'`
    };
  }
  return { ok: true, gb: budget(hw.mib, utilization, n, hw.gpusPerNode) };
}
function multiNodeDram(runner, hardware, utilization, prefill) {
  const hw = hardwareFor(runner, hardware);
  if (!hw.ok) return hw;
  const n = prefill.tp * prefill.pp * prefill.pcp;
  const gpn = hw.gpusPerNode;
  if (n > gpn && n % gpn !== 0) {
    return {
      ok: false,
      rule: "VG-8",
      message: `worker tp*pp*pcp-size=${n} spans multiple nodes but is not a multiple of gpus-per-node=${gpn}`
    };
  }
  if (n <= gpn && gpn % n !== 0) {
    return {
      ok: false,
      rule: "VG-8",
      message: `worker tp*pp*pcp-size=${n} does not divide gpus-per-node=${gpn} evenly`
    };
  }
  return { ok: true, gb: budget(hw.mib, utilization, Math.min(n, gpn), gpn) };
}

// src/plan/expand.ts
function tooMany(ctx, path, concs) {
  const rows = concs * ctx.runnerValues.length;
  if (rows <= CONFIG_LIMITS.maxRowsPerItem) return false;
  ctx.diagnostics.push(
    diag(
      "error",
      "VP-3",
      `this search-space item expands to ${rows} rows (${concs} concurrencies \xD7 ${ctx.runnerValues.length} runner values); one item may expand to at most ${CONFIG_LIMITS.maxRowsPerItem}`,
      {
        ...at2(ctx.configs, ctx.key, path),
        fix: "use fewer concurrencies (conc-list) or a narrower conc-start/conc-end range, or split the item"
      }
    )
  );
  return true;
}
function at2(configs, key, path) {
  const file2 = configs.sourceOf.get(key);
  const pos = configs.locate?.(key, path);
  let dotted = key;
  for (const p of path) dotted += typeof p === "number" ? `[${p}]` : `.${p}`;
  return { ...file2 ? { file: file2 } : {}, ...pos ?? {}, path: dotted };
}
function expand(configs, opts) {
  const rows = [];
  const diagnostics = [];
  for (const [key, entry] of configs.entries) {
    const runnerValues = opts.runnerValues?.get(key) ?? [entry.runner];
    const ctx = { key, entry, runnerValues, opts, rows, diagnostics, configs };
    const fixed = entry.scenarios["fixed-seq-len"] ?? [];
    fixed.forEach((block, b) => {
      if (entry.multinode) expandMultiFixed(ctx, block, b);
      else expandSingleFixed(ctx, block, b);
    });
    const agentic2 = entry.scenarios["agentic-coding"] ?? [];
    agentic2.forEach((block, b) => {
      if (entry.multinode) expandMultiAgentic(ctx, block, b);
      else expandSingleAgentic(ctx, block, b);
    });
  }
  return { rows, diagnostics };
}
function head(entry, runner) {
  return {
    image: entry.image,
    model: entry.model,
    "model-prefix": entry["model-prefix"],
    precision: entry.precision,
    framework: entry.framework,
    runner
  };
}
var copyComponent = (c) => ({ ...c });
function scoped(itemValue, entryValue) {
  return itemValue !== void 0 ? itemValue : entryValue;
}
function worker2(w, drop) {
  const out = {};
  const keys = Object.keys(w);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const v = w[k];
    if (v === void 0 || drop?.has(k)) continue;
    out[k] = Array.isArray(v) ? [...v] : v && typeof v === "object" ? { ...v } : v;
  }
  if (out.pp === void 0) out.pp = 1;
  if (out["dcp-size"] === void 0) out["dcp-size"] = 1;
  if (out["pcp-size"] === void 0) out["pcp-size"] = 1;
  return out;
}
var copyWorker = (w) => worker2(w);
var AGG_DECODE_DROPS = /* @__PURE__ */ new Set(["additional-settings", "hardware"]);
function workersOf(item) {
  if ("worker" in item) {
    const decode = worker2({ ...item.worker, "num-worker": 0 }, AGG_DECODE_DROPS);
    return { prefill: worker2(item.worker), decode, nodes: item["num-nodes"] };
  }
  return { prefill: worker2(item.prefill), decode: worker2(item.decode) };
}
function recipePath(entry, recipe2) {
  if (recipe2 === void 0) return void 0;
  const dir = entry["srt-recipe-dir"];
  if (dir === void 0) return recipe2;
  const kind = entry.multinode ? "multi_node" : "single_node";
  return `benchmarks/${kind}/srt-slurm-recipes/${dir.replace(/\/+$/, "")}/${recipe2}`;
}
function recipeAndPower(row, entry, item) {
  const recipe2 = recipePath(entry, item["srt-recipe"]);
  if (recipe2 !== void 0) row["srt-recipe"] = recipe2;
  const evalRecipe = recipePath(entry, item["eval-srt-recipe"]);
  if (evalRecipe !== void 0) row["eval-srt-recipe"] = evalRecipe;
  if (item["require-power"] !== void 0) row["require-power"] = item["require-power"];
  if (item.power !== void 0) row.power = item.power;
}
function expandSingleFixed(ctx, block, b) {
  const { entry } = ctx;
  const { isl, osl } = block;
  const expName = `${entry["model-prefix"]}_${seqLenName(isl, osl)}`;
  (block["search-space"] ?? []).forEach((item, i) => {
    const router2 = scoped(item.router, entry.router);
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], concs.length)) return;
    for (const conc2 of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.isl = isl;
        row.osl = osl;
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row["dcp-size"] = item["dcp-size"] ?? 1;
        row["pcp-size"] = item["pcp-size"] ?? 1;
        row.conc = conc2;
        row["max-model-len"] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
        row.ep = item.ep ?? 1;
        row["dp-attn"] = item["dp-attn"] ?? false;
        row["spec-decoding"] = item["spec-decoding"] ?? "none";
        recipeAndPower(row, entry, item);
        row["exp-name"] = expName;
        row.disagg = entry.disagg ?? false;
        row["run-eval"] = false;
        if (router2) row.router = copyComponent(router2);
        ctx.rows.push({ row, key: ctx.key, kind: "single-fixed" });
      }
    }
  });
}
function expandMultiFixed(ctx, block, b) {
  const { entry } = ctx;
  const { isl, osl } = block;
  const expName = `${entry["model-prefix"]}_${seqLenName(isl, osl)}`;
  const p2pTop = entry.multinode ? entry["kv-p2p-transfer"] : void 0;
  (block["search-space"] ?? []).forEach((item, i) => {
    const conc2 = concValues(item, ctx.opts.step);
    if (conc2.length === 0) return;
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], 1)) return;
    const { prefill, decode, nodes } = workersOf(item);
    const router2 = scoped(item.router, entry.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    for (const runner of ctx.runnerValues) {
      const row = head(entry, runner);
      row.isl = isl;
      row.osl = osl;
      row["spec-decoding"] = item["spec-decoding"] ?? "none";
      row.prefill = copyWorker(prefill);
      row.decode = copyWorker(decode);
      row.conc = [...conc2];
      row["max-model-len"] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
      recipeAndPower(row, entry, item);
      row["exp-name"] = expName;
      row.disagg = entry.disagg ?? false;
      row["run-eval"] = false;
      if (router2) row.router = copyComponent(router2);
      if (p2p !== void 0) row["kv-p2p-transfer"] = p2p;
      if (nodes !== void 0) row["node-count"] = nodes;
      ctx.rows.push({ row, key: ctx.key, kind: "multi-fixed" });
    }
  });
}
function kvSuffix(item) {
  const mode = item["kv-offloading"] ?? "none";
  if (mode === "none") return "";
  const backend2 = item["kv-offload-backend"]?.name;
  return backend2 ? `kv${mode}-${backend2}` : `kv${mode}`;
}
function dramOf(ctx, block, path, compute) {
  const util = block["dram-utilization"];
  if (util === void 0) {
    ctx.diagnostics.push(
      diag("error", "VA-7", `kv-offloading='dram' requires dram-utilization with runner hardware metadata`, {
        ...at2(ctx.configs, ctx.key, path),
        fix: "set dram-utilization on the agentic-coding block"
      })
    );
    return void 0;
  }
  const r = compute(util);
  if (r.ok) return r.gb;
  ctx.diagnostics.push(diag("error", r.rule, r.message, at2(ctx.configs, ctx.key, path)));
  return void 0;
}
function expandSingleAgentic(ctx, block, b) {
  const { entry } = ctx;
  const hardware = ctx.opts.runners.hardware;
  (block["search-space"] ?? []).forEach((item, i) => {
    const mode = item["kv-offloading"] ?? "none";
    let dram = 0;
    if (mode === "dram") {
      const gb = dramOf(
        ctx,
        block,
        ["scenarios", "agentic-coding", b, "search-space", i],
        (util) => singleNodeDram(entry.runner, hardware, util, {
          tp: item.tp,
          pp: item.pp ?? 1,
          pcp: item["pcp-size"] ?? 1
        })
      );
      if (gb === void 0) return;
      dram = gb;
    }
    const spec = item["spec-decoding"] ?? "none";
    const router2 = scoped(item.router, entry.router);
    const kv = kvSuffix(item) || "kvnone";
    const specSuffix = spec === "none" ? "" : `_spec-${spec}`;
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "agentic-coding", b, "search-space", i], concs.length)) return;
    for (const conc2 of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row["dcp-size"] = item["dcp-size"] ?? 1;
        row["pcp-size"] = item["pcp-size"] ?? 1;
        row.ep = item.ep ?? 1;
        row["dp-attn"] = item["dp-attn"] ?? false;
        row["spec-decoding"] = spec;
        row.conc = conc2;
        recipeAndPower(row, entry, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${entry["model-prefix"]}_tp${item.tp}_conc${conc2}_${kv}${specSuffix}`;
        row["scenario-type"] = "agentic-coding";
        if (item["kv-offload-backend"]) row["kv-offload-backend"] = copyComponent(item["kv-offload-backend"]);
        if (router2) row.router = copyComponent(router2);
        ctx.rows.push({ row, key: ctx.key, kind: "single-agentic" });
      }
    }
  });
}
function workerTag(w) {
  const ep = w.ep !== void 0 && w.ep !== 1 ? `ep${w.ep}` : "";
  return `${w["num-worker"]}x${w.tp}${ep}${w["dp-attn"] ? "dpa" : ""}`;
}
function expandMultiAgentic(ctx, block, b) {
  const { entry } = ctx;
  const hardware = ctx.opts.runners.hardware;
  const p2pTop = entry.multinode ? entry["kv-p2p-transfer"] : void 0;
  (block["search-space"] ?? []).forEach((item, i) => {
    const mode = item["kv-offloading"] ?? "none";
    let dram = 0;
    if (mode === "dram") {
      const p = "worker" in item ? item.worker : item.prefill;
      const gb = dramOf(
        ctx,
        block,
        ["scenarios", "agentic-coding", b, "search-space", i, "worker" in item ? "worker" : "prefill"],
        (util) => multiNodeDram(entry.runner, hardware, util, { tp: p.tp, pp: p.pp ?? 1, pcp: p["pcp-size"] ?? 1 })
      );
      if (gb === void 0) return;
      dram = gb;
    }
    const router2 = scoped(item.router, entry.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    const kv = kvSuffix(item);
    const { prefill, decode, nodes } = workersOf(item);
    const topo = `${entry["model-prefix"]}_p${workerTag(prefill)}_d${workerTag(decode)}`;
    const concs = concValues(item, ctx.opts.step);
    const path = ["scenarios", "agentic-coding", b, "search-space", i];
    if (tooMany(ctx, path, concs.length)) return;
    for (const runner of ctx.runnerValues) {
      for (const conc2 of concs) {
        const row = head(entry, runner);
        row["spec-decoding"] = item["spec-decoding"] ?? "none";
        row.prefill = copyWorker(prefill);
        row.decode = copyWorker(decode);
        row.conc = [conc2];
        recipeAndPower(row, entry, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${topo}_conc${conc2}${kv ? `_${kv}` : ""}`;
        row.disagg = entry.disagg ?? false;
        row["scenario-type"] = "agentic-coding";
        if (item["kv-offload-backend"]) row["kv-offload-backend"] = copyComponent(item["kv-offload-backend"]);
        if (router2) row.router = copyComponent(router2);
        if (p2p !== void 0) row["kv-p2p-transfer"] = p2p;
        if (nodes !== void 0) row["node-count"] = nodes;
        ctx.rows.push({ row, key: ctx.key, kind: "multi-agentic" });
      }
    }
  });
}

// src/plan/evals.ts
var MIN = GENERATOR_POLICY.minEvalConc;
var is8k1k = (r) => isEvalSeqLen(r.isl, r.osl);
var concsOf = (r) => Array.isArray(r.conc) ? r.conc : [r.conc];
var TOPOLOGY_IGNORED = /* @__PURE__ */ new Set([
  "conc",
  "run-eval",
  "eval-only",
  "eval-conc",
  "eval-all-concs",
  "exp-name",
  // v2 names the eval of a row; which eval a row runs is not part of its topology.
  "eval-framework",
  "eval-suite"
]);
function topologyKey(r) {
  return canonicalJsonOf(r, TOPOLOGY_IGNORED);
}
function groupBy(rows, keyOf3) {
  const groups = /* @__PURE__ */ new Map();
  for (const g of rows) {
    const k = keyOf3(g);
    if (k === void 0) continue;
    let list3 = groups.get(k);
    if (!list3) groups.set(k, list3 = []);
    list3.push(g);
  }
  return groups;
}
function markSingleFixedSubset(rows) {
  const groups = groupBy(
    rows,
    ({ row: r, kind }) => kind === "single-fixed" && is8k1k(r) ? [r.model, r.runner, r.framework, r.precision, r.isl, r.osl, r["spec-decoding"], r["dp-attn"]].join(
      "\0"
    ) : void 0
  );
  for (const group of groups.values()) {
    const concs = [...new Set(group.map((g) => g.row.conc).filter((c) => c >= MIN))].sort(
      (a, b) => a - b
    );
    if (concs.length === 0) continue;
    const picked = /* @__PURE__ */ new Set([concs[concs.length - 1], concs[Math.floor(concs.length / 2)]]);
    for (const g of group) if (picked.has(g.row.conc)) g.row["run-eval"] = true;
  }
}
function multiSubsetPicks(rows, kind) {
  const groups = groupBy(
    rows,
    (g) => g.kind === kind && (kind === "multi-agentic" || is8k1k(g.row)) ? topologyKey(g.row) : void 0
  );
  const picks = [];
  for (const group of groups.values()) {
    let best;
    let bestConc = -Infinity;
    for (const g of group) {
      for (const c of concsOf(g.row)) {
        if (c >= MIN && c > bestConc) {
          best = g;
          bestConc = c;
        }
      }
    }
    if (best) picks.push({ row: best, conc: bestConc });
  }
  return picks;
}
function markMultiSubset(rows, kind) {
  for (const p of multiSubsetPicks(rows, kind)) {
    p.row.row["run-eval"] = true;
    p.row.row["eval-conc"] = p.conc;
  }
}
function singleAgenticPicks(rows, fields) {
  const groups = groupBy(
    rows,
    ({ row: r, kind }) => kind === "single-agentic" ? fields.map((f) => canonicalJson(r[f])).join("\0") : void 0
  );
  const picks = [];
  for (const group of groups.values()) {
    let best = group[0];
    for (const g of group) if (g.row.conc > best.row.conc) best = g;
    picks.push({ row: best });
  }
  return picks;
}
var SINGLE_AGENTIC_GROUP = ["model", "runner", "framework", "precision"];
function markSingleAgenticSubset(rows) {
  for (const p of singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP)) p.row.row["run-eval"] = true;
}
function mergeTopologies(rows, select, finish) {
  const groups = groupBy(rows, (g) => select(g) ? topologyKey(g.row) : void 0);
  const firstOf = /* @__PURE__ */ new Map();
  for (const group of groups.values()) firstOf.set(group[0], group);
  const out = [];
  for (const g of rows) {
    if (!select(g)) {
      out.push(g);
      continue;
    }
    const group = firstOf.get(g);
    if (!group) continue;
    const concs = [...new Set(group.flatMap((m) => concsOf(m.row)))].sort((a, b) => a - b);
    const row = { ...g.row, conc: concs };
    row["run-eval"] = true;
    finish(row);
    out.push({ ...g, row });
  }
  return out;
}
function markEvals(input, evals) {
  if (evals.mode === "none") return input;
  let rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  const evalsOnly = evals.mode === "evals-only" || evals.allEvals;
  for (const g of rows)
    if (g.kind === "single-agentic" || g.kind === "multi-agentic") g.row["run-eval"] = false;
  markSingleFixedSubset(rows);
  markMultiSubset(rows, "multi-fixed");
  if (evalsOnly && !evals.allEvals) {
    markSingleAgenticSubset(rows);
    markMultiSubset(rows, "multi-agentic");
  }
  if (evals.allEvals) rows = widenToAllEvals(rows);
  return evalsOnly ? keepEvalRows(rows) : rows;
}
function widenToAllEvals(input) {
  for (const g of input) {
    if (g.kind === "single-fixed" && is8k1k(g.row) || g.kind === "single-agentic") g.row["run-eval"] = true;
  }
  const rows = mergeTopologies(
    input,
    (g) => g.kind === "multi-fixed" && is8k1k(g.row),
    (r) => {
      delete r["eval-conc"];
      r["eval-all-concs"] = true;
    }
  );
  return mergeTopologies(
    rows,
    (g) => g.kind === "multi-agentic",
    (r) => {
      const c = r.conc;
      delete r["eval-conc"];
      r["eval-conc"] = c[c.length - 1];
    }
  );
}
function keepEvalRows(rows) {
  const out = [];
  for (const g of rows) {
    if (g.row["run-eval"] !== true) continue;
    g.row["eval-only"] = true;
    out.push(g);
  }
  return out;
}

// src/plan/evals-v2.ts
var SINGLE_AGENTIC_GROUP2 = [
  "model",
  "runner",
  "framework",
  "precision",
  "spec-decoding",
  "dp-attn",
  "image"
];
var FALLBACK_GROUP = ["model", "runner", "framework", "precision"];
var IDENTITY = [
  "model",
  "model-prefix",
  "runner",
  "framework",
  "precision",
  "spec-decoding",
  "disagg",
  "eval-framework",
  "eval-suite",
  "isl",
  "osl"
];
var IDENTITY_DEFAULTS = { "spec-decoding": "none", disagg: false };
var EVAL_FIELDS = ["eval-framework", "eval-suite", "eval-conc", "eval-all-concs"];
var GSM8K = GENERATOR_POLICY.defaultEval;
var vendorOf = (r) => GENERATOR_POLICY.vendorEvals[String(r["model-prefix"])];
var isAgentic = (g) => g.kind === "single-agentic" || g.kind === "multi-agentic";
var isMulti = (g) => g.kind === "multi-fixed" || g.kind === "multi-agentic";
var sortedUnique = (xs) => [...new Set(xs)].sort((a, b) => a - b);
function mark(r, suite, conc2) {
  r["run-eval"] = true;
  r["eval-framework"] = suite.framework;
  r["eval-suite"] = suite.suite;
  if (conc2 !== void 0) r["eval-conc"] = conc2;
}
var keyOf2 = (r, fields) => fields.map((f) => canonicalJson(r[f])).join("\0");
function multiAgenticPicks(rows) {
  const picks = multiSubsetPicks(rows, "multi-agentic");
  const picked = new Set(picks.map((p) => p.row));
  const groups = groupBy(
    rows,
    (g) => g.kind === "multi-agentic" ? keyOf2(g.row, FALLBACK_GROUP) : void 0
  );
  for (const group of groups.values()) {
    if (group.some((g) => picked.has(g))) continue;
    let best = group[0];
    for (const g of group) if (concsOf(g.row)[0] > concsOf(best.row)[0]) best = g;
    picks.push({ row: best, conc: concsOf(best.row)[0] });
  }
  return picks;
}
function identity(r, conc2) {
  const shape2 = (x) => [x.tp, x.ep, x["dp-attn"], x["num-worker"]];
  const topology2 = "prefill" in r ? [shape2(r.prefill), shape2(r.decode)] : [r.tp, r.ep, r["dp-attn"]];
  const fields = IDENTITY.map((f) => r[f] ?? IDENTITY_DEFAULTS[f] ?? null);
  return canonicalJson([...fields, topology2, conc2]);
}
function evalConcs(r) {
  if ("prefill" in r && r["eval-all-concs"] !== true) return [r["eval-conc"]];
  return sortedUnique(concsOf(r));
}
function dropCollidingEvals(rows) {
  const evals = rows.filter((r) => r["run-eval"] === true);
  const offloads = (r) => (r["kv-offloading"] ?? "none") !== "none";
  const claimed = /* @__PURE__ */ new Set();
  for (const r of [...evals.filter((r2) => !offloads(r2)), ...evals.filter(offloads)]) {
    const concs = evalConcs(r);
    const free = concs.filter((c) => !claimed.has(identity(r, c)));
    for (const c of free) claimed.add(identity(r, c));
    if (free.length === concs.length) continue;
    if (free.length > 0) {
      r.conc = free;
      continue;
    }
    r["run-eval"] = false;
    for (const f of EVAL_FIELDS) delete r[f];
  }
}
function markDefault(input) {
  const rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  for (const g of rows) if (isAgentic(g)) g.row["run-eval"] = false;
  markSingleFixedSubset(rows);
  for (const g of rows) if (g.row["run-eval"] === true) mark(g.row, GSM8K);
  const picks = [
    ...multiSubsetPicks(rows, "multi-fixed"),
    ...multiAgenticPicks(rows),
    ...singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP2)
  ];
  const copies = /* @__PURE__ */ new Map();
  for (const p of picks) {
    if (isAgentic(p.row) && vendorOf(p.row.row)) {
      const row = { ...structuredClone(p.row.row), "eval-only": true };
      delete row["require-power"];
      mark(row, GSM8K, p.conc);
      copies.set(p.row, { ...p.row, row });
    } else mark(p.row.row, GSM8K, p.conc);
  }
  for (const g of rows) {
    const suite = isAgentic(g) ? vendorOf(g.row) : void 0;
    if (suite) mark(g.row, suite, g.kind === "multi-agentic" ? Math.max(...concsOf(g.row)) : void 0);
  }
  const out = rows.flatMap((g) => copies.has(g) ? [g, copies.get(g)] : [g]);
  dropCollidingEvals(out.map((g) => g.row));
  return out.filter((g) => g.row["run-eval"] === true || g.row["eval-only"] !== true);
}
function markAll(rows) {
  const out = [];
  const merged = /* @__PURE__ */ new Map();
  const merge = (g, row, first, next) => {
    const key = `${g.kind}\0${topologyKey(row)}`;
    const into = merged.get(key);
    if (into) {
      into.conc = sortedUnique([...into.conc, ...concsOf(row)]);
      next(into);
      return;
    }
    const m = first(sortedUnique(concsOf(row)));
    merged.set(key, m);
    out.push({ ...g, row: m });
  };
  for (const g of rows) {
    if (g.row["eval-only"] === true) continue;
    let row = g.row;
    const suite = isAgentic(g) ? vendorOf(row) : void 0;
    if (suite) {
      const vendor = { ...row };
      if (isMulti(g)) {
        const concs = sortedUnique(concsOf(row));
        vendor.conc = concs;
        mark(vendor, suite, concs[concs.length - 1]);
      } else mark(vendor, suite);
      out.push({ ...g, row: vendor });
      row = { ...row };
      for (const f of ["eval-framework", "eval-suite", "eval-conc"]) delete row[f];
    }
    if (g.kind === "single-agentic") {
      out.push({ ...g, row: { ...row, "run-eval": true } });
    } else if (g.kind === "multi-agentic") {
      merge(
        g,
        row,
        (conc2) => ({ ...row, conc: conc2, "run-eval": true, "eval-conc": conc2[conc2.length - 1] }),
        (into) => {
          const c = into.conc;
          into["eval-conc"] = c[c.length - 1];
        }
      );
    } else if (!is8k1k(row)) {
      out.push({ ...g, row });
    } else if (g.kind === "multi-fixed") {
      merge(
        g,
        row,
        (conc2) => {
          const m = { ...row, conc: conc2, "run-eval": true, "eval-all-concs": true };
          delete m["eval-conc"];
          return m;
        },
        () => {
        }
      );
    } else {
      out.push({ ...g, row: { ...row, "run-eval": true } });
    }
  }
  for (const { row } of out) {
    if (row["run-eval"] !== true) continue;
    if (!row["eval-framework"]) row["eval-framework"] = GSM8K.framework;
    if (row["eval-suite"] === void 0) row["eval-suite"] = GSM8K.suite;
  }
  dropCollidingEvals(out.map((g) => g.row));
  return out;
}
function keepEvalRows2(rows) {
  const out = [];
  for (const g of rows) {
    if (g.row["run-eval"] !== true) continue;
    g.row["eval-only"] = true;
    delete g.row["require-power"];
    out.push(g);
  }
  return out;
}
function markEvalsV2(input, evals) {
  if (evals.mode === "none") return input;
  let rows = markDefault(input);
  if (evals.allEvals) rows = markAll(rows);
  return evals.mode === "evals-only" || evals.allEvals ? keepEvalRows2(rows) : rows;
}

// src/plan/keys.ts
var piecesOf = (pattern2) => pattern2.split("*");
function matchesPieces(pieces, key) {
  const first = pieces[0];
  if (pieces.length === 1) return key === first;
  const last = pieces[pieces.length - 1];
  if (key.length < first.length + last.length || !key.startsWith(first) || !key.endsWith(last)) return false;
  let at3 = first.length;
  const end = key.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i];
    if (!piece) continue;
    const found = key.indexOf(piece, at3);
    if (found < 0 || found + piece.length > end) return false;
    at3 = found + piece.length;
  }
  return true;
}
var isPattern = (pattern2) => pattern2.includes("*");
function matchKeys(pattern2, keys) {
  const out = [];
  if (!isPattern(pattern2)) {
    for (const k of keys) if (k === pattern2) out.push(k);
    return out;
  }
  const pieces = piecesOf(pattern2);
  for (const k of keys) if (matchesPieces(pieces, k)) out.push(k);
  return out;
}
function matchPattern(pattern2, keys, keySet) {
  if (!isPattern(pattern2)) return (keySet ?? new Set(keys)).has(pattern2) ? [pattern2] : [];
  return matchKeys(pattern2, keys);
}

// src/plan/pr-types.ts
var SCENARIOS = ["fixed-seq-len", "agentic-coding"];

// src/plan/filters.ts
function mapEntry(entry, scenarios2, seqLens, itemFn) {
  const out = {};
  for (const type of SCENARIOS) {
    const blocks = entry.scenarios[type];
    if (!blocks || scenarios2 && !scenarios2.has(type)) continue;
    const agentic2 = type === "agentic-coding";
    out[type] = blocks.filter((b) => agentic2 || !seqLens || seqLens.has(seqLenName(b.isl, b.osl))).map((b) => ({
      ...b,
      "search-space": (b["search-space"] ?? []).flatMap((it) => {
        const r = itemFn(it, { multinode: entry.multinode, agentic: agentic2 });
        return r ? [r] : [];
      })
    }));
  }
  return { ...entry, scenarios: out };
}
function withConcList(item, list3) {
  const { "conc-start": _s, "conc-end": _e, ...rest } = item;
  return { ...rest, "conc-list": list3 };
}
function fullSweepItem(f, step) {
  const m = f.minConc;
  const M = f.maxConc;
  return (item, { multinode, agentic: agentic2 }) => {
    const isRange = !(item["conc-list"] && item["conc-list"].length > 0);
    if (agentic2) {
      if (m === void 0 && M === void 0) return item;
      const kept = concValues(item, step).filter(
        (c) => (m === void 0 || c >= m) && (M === void 0 || c <= M)
      );
      return withConcList(item, kept);
    }
    if (multinode) {
      if (m === void 0 && M === void 0) return item;
      const list4 = clampList(concValues(item, step), m, M);
      return list4 && withConcList(item, list4);
    }
    let out = item;
    const tp = item.tp;
    if (f.maxTp !== void 0 && (f.maxTp <= 0 || tp > f.maxTp)) return void 0;
    if (f.maxEp !== void 0) {
      if (f.maxEp <= 0) return void 0;
      out = { ...out, ep: Math.min(item.ep ?? 1, f.maxEp) };
    }
    if (isRange) {
      let start = item["conc-start"];
      let end = item["conc-end"];
      if (m !== void 0) {
        if (m <= 0 || end < m) return void 0;
        start = Math.max(start, m);
      }
      if (M !== void 0) {
        if (M <= 0) return void 0;
        if (start > M) return withConcList(out, [M]);
        end = Math.min(end, M);
      }
      return start === item["conc-start"] && end === item["conc-end"] ? out : { ...out, "conc-start": start, "conc-end": end };
    }
    if (m === void 0 && M === void 0) return out;
    const list3 = clampList(item["conc-list"], m, M);
    return list3 && withConcList(out, list3);
  };
}
function clampList(list3, m, M) {
  let out = [...list3];
  if (m !== void 0) {
    if (m <= 0) return void 0;
    out = out.filter((c) => c >= m);
    if (out.length === 0) return void 0;
  }
  if (M !== void 0) {
    out = out.filter((c) => c <= M);
    if (out.length === 0) out = [M];
  }
  return out;
}
function validateFullSweepFilters(f, runners) {
  const out = [];
  if (f.stepSize !== void 0 && !(f.stepSize > 1))
    out.push(diag("error", "VG-1", "--step-size must be greater than 1"));
  if (f.minConc !== void 0 && f.maxConc !== void 0 && f.minConc > f.maxConc) {
    out.push(diag("error", "VG-2", "--min-conc must be less than or equal to --max-conc"));
  }
  if (f.runnerType?.length) {
    const valid = Object.keys(runners.labels);
    const bad = f.runnerType.filter((t) => !(t in runners.labels));
    if (bad.length) {
      out.push(
        diag(
          "error",
          "VG-4",
          `Invalid runner type(s): {${bad.map((b) => `'${b}'`).join(", ")}}. Valid runner types are: ${valid.join(", ")}`
        )
      );
    }
  }
  return out;
}
function selectFullSweep(configs, runners, f) {
  const diagnostics = validateFullSweepFilters(f, runners);
  const entries = /* @__PURE__ */ new Map();
  const runnerValues = /* @__PURE__ */ new Map();
  if (diagnostics.length) return { configs: { ...configs, entries }, runnerValues, diagnostics };
  const step = f.stepSize ?? GENERATOR_POLICY.defaultStep;
  const scenarios2 = f.scenarioType?.length ? new Set(f.scenarioType) : void 0;
  const seqLens = f.seqLens?.length ? new Set(f.seqLens) : void 0;
  const itemFn = fullSweepItem(f, step);
  const bothShapes = !f.singleNode && !f.multiNode;
  for (const [key, entry] of configs.entries) {
    if (f.modelPrefix?.length && !f.modelPrefix.some((p) => key.startsWith(p))) continue;
    if (f.precision?.length && !f.precision.includes(entry.precision)) continue;
    if (f.framework?.length && !f.framework.includes(entry.framework)) continue;
    if (f.runnerType?.length && !f.runnerType.includes(entry.runner)) continue;
    if (!bothShapes && !(entry.multinode ? f.multiNode : f.singleNode)) continue;
    if (f.runnerNodeFilter !== void 0) {
      const nodes = (runners.labels[entry.runner] ?? []).filter((n) => n.includes(f.runnerNodeFilter));
      if (nodes.length === 0) continue;
      runnerValues.set(key, nodes);
    }
    entries.set(key, mapEntry(entry, scenarios2, seqLens, itemFn));
  }
  return { configs: { ...configs, entries }, runnerValues, diagnostics };
}
function selectTestConfig(configs, runners, o) {
  const diagnostics = [];
  const all = [...configs.entries.keys()];
  const picked = /* @__PURE__ */ new Set();
  const missing = [];
  for (const p of o.configKeys) {
    const hits = matchPattern(p, all, configs.entries);
    if (hits.length === 0) {
      if (isPattern(p)) {
        diagnostics.push(
          diag("error", "VG-5", `Pattern '${p}' matched no config keys.
Available keys: ${all.join(", ")}`)
        );
      } else missing.push(p);
    }
    for (const k of hits) picked.add(k);
  }
  if (missing.length) {
    diagnostics.push(
      diag(
        "error",
        "VG-5",
        `Config key(s) not found: ${missing.join(", ")}.
Available keys: ${all.join(", ")}`
      )
    );
  }
  const entries = /* @__PURE__ */ new Map();
  const runnerValues = /* @__PURE__ */ new Map();
  const scenarios2 = o.scenarioType?.length ? new Set(o.scenarioType) : void 0;
  const seqLens = o.seqLens?.length ? new Set(o.seqLens) : void 0;
  const wanted = o.conc?.length ? new Set(o.conc) : void 0;
  const itemFn = (item, { multinode, agentic: agentic2 }) => {
    if (!wanted) return item;
    const kept = concValues(item, GENERATOR_POLICY.defaultStep).filter((c) => wanted.has(c));
    if (kept.length === 0 && multinode && !agentic2) return void 0;
    return withConcList(item, kept);
  };
  for (const key of picked) {
    const entry = configs.entries.get(key);
    const S = o.runnerNodeFilter;
    if (S !== void 0) {
      const values = [
        .../* @__PURE__ */ new Set([
          ...entry.runner.includes(S) ? [entry.runner] : [],
          ...runners.labels[entry.runner] ?? []
        ])
      ].filter((v) => v.includes(S));
      if (values.length === 0) continue;
      runnerValues.set(key, values);
    }
    entries.set(key, mapEntry(entry, scenarios2, seqLens, itemFn));
  }
  return { configs: { ...configs, entries }, runnerValues, diagnostics };
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
function rowId(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_ROW_ID)).slice(0, 16);
}

// src/topology/hardware.ts
var prefixOf = (runnerName) => runnerName.split("_")[0];
function clustersOf(runner, runners, facts = {}) {
  const explicit = Object.entries(facts.clusters ?? {}).filter(([, c]) => c.labels.includes(runner)).map(([id]) => id);
  if (explicit.length) return explicit;
  if (runner.startsWith("cluster:")) return [runner.slice("cluster:".length)];
  const names = runners.labels[runner];
  if (names?.length) return [...new Set(names.map(prefixOf))];
  return runner.includes("_") ? [prefixOf(runner)] : [];
}
function gpusPerNodeOf(runner, runners, facts = {}) {
  const hw = runners.hardware ?? {};
  const own = hw[runner]?.["gpus-per-node"];
  if (own) return own;
  const values = /* @__PURE__ */ new Set();
  for (const id of clustersOf(runner, runners, facts)) {
    const g = facts.clusters?.[id]?.gpusPerNode ?? hw[`cluster:${id}`]?.["gpus-per-node"];
    if (g) values.add(g);
  }
  if (values.size === 0) {
    const family = runner.replace(/^cluster:/, "").split(/[-_]/)[0];
    for (const [k, rec] of Object.entries(hw))
      if (k.replace(/^cluster:/, "").split("-")[0] === family) values.add(rec["gpus-per-node"]);
  }
  return values.size === 1 ? [...values][0] : void 0;
}

// src/topology/shape.ts
var num2 = (v, d) => typeof v === "number" ? v : d;
function stage2(role, w, defaultWorkers) {
  return {
    role,
    numWorker: num2(w["num-worker"], defaultWorkers),
    tp: num2(w.tp, 1),
    pp: num2(w.pp, 1),
    pcp: num2(w["pcp-size"], 1),
    dcp: num2(w["dcp-size"], 1),
    ep: num2(w.ep, 1),
    dpAttn: w["dp-attn"] === true,
    settings: Array.isArray(w["additional-settings"]) ? w["additional-settings"].filter((s) => typeof s === "string") : []
  };
}
function topologyOf(x) {
  const declared = typeof x["srt-recipe"] === "string" ? { recipe: x["srt-recipe"] } : {};
  const p = x.prefill, d = x.decode;
  if (isObj(x.worker) && p === void 0 && d === void 0) {
    const nodes = typeof x["num-nodes"] === "number" ? { nodes: x["num-nodes"] } : {};
    return { kind: "agg", stages: [stage2("worker", x.worker, 1)], ...nodes, ...declared };
  }
  if (isObj(p) && isObj(d)) {
    const prefill = stage2("prefill", p, 1);
    const decode = stage2("decode", d, 1);
    if (decode.numWorker === 0) {
      const nodes = typeof x["node-count"] === "number" ? { nodes: x["node-count"] } : {};
      return { kind: "agg", stages: [prefill], ...nodes, ...declared };
    }
    return { kind: "disagg", stages: [prefill, decode], ...declared };
  }
  if (typeof x.tp === "number") return { kind: "single", stages: [stage2("single", x, 1)], ...declared };
  return void 0;
}
var gpusPerWorker = (s) => s.tp * s.pp * s.pcp;
var declaredGpus = (t) => t.stages.reduce((a, s) => a + s.numWorker * gpusPerWorker(s), 0);
function setting(t, key) {
  for (const s of t.stages)
    for (const kv of s.settings) if (kv.startsWith(`${key}=`)) return kv.slice(key.length + 1);
  return void 0;
}
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/topology/recipe.ts
var recipeNodes = (r) => r.stages.some((s) => s.nodes === void 0) ? void 0 : r.stages.reduce((a, s) => a + (s.nodes ?? 0), 0) + r.extraNodes;

// src/topology/rules.ts
function nodeCount(t, gpn, recipe2) {
  if (t.kind === "single") return 1;
  const fromRecipe = recipe2 ? recipeNodes(recipe2) : void 0;
  if (fromRecipe !== void 0) return fromRecipe;
  if (t.nodes !== void 0) return t.nodes;
  const pn = Number(setting(t, "PREFILL_NODES")), dn = Number(setting(t, "DECODE_NODES"));
  return t.stages.reduce((a, s) => {
    const override = s.role === "prefill" || s.role === "worker" ? pn : s.role === "decode" ? dn : NaN;
    return a + (Number.isFinite(override) && override > 0 ? override : Math.ceil(s.numWorker * gpusPerWorker(s) / gpn));
  }, 0);
}

// src/plan/topology.ts
function gpusPerNode(runner, runners) {
  return gpusPerNodeOf(runner, runners) ?? GENERATOR_POLICY.defaultGpusPerNode;
}
function rowTopology(row, gpn) {
  const t = topologyOf(row);
  if (!t) return { "gpu-count": 0, "node-count": 1 };
  return { "gpu-count": declaredGpus(t), "node-count": nodeCount(t, gpn) };
}

// src/plan/generate.ts
function generateFullSweep(configs, runners, filters, evals) {
  return run(
    configs,
    runners,
    evals,
    filters.stepSize ?? GENERATOR_POLICY.defaultStep,
    () => selectFullSweep(configs, runners, filters)
  );
}
function generateTestConfig(configs, runners, opts, evals) {
  return run(
    configs,
    runners,
    evals,
    GENERATOR_POLICY.defaultStep,
    () => selectTestConfig(configs, runners, opts)
  );
}
function evalPolicyOf(runners, evals = {}) {
  return evals.policy ?? (runners.clusters ? "v2" : "v1");
}
function run(configs, runners, evals, step, select) {
  if (evals.allEvals && evals.mode === "none") {
    return {
      rows: [],
      diagnostics: [diag("error", "VG-3", "--all-evals cannot be combined with --no-evals")]
    };
  }
  const selection = select();
  const diagnostics = [...selection.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { rows: [], diagnostics };
  const expanded = expand(selection.configs, { step, runners, runnerValues: selection.runnerValues });
  diagnostics.push(...expanded.diagnostics);
  const marked = (evalPolicyOf(runners, evals) === "v2" ? markEvalsV2 : markEvals)(expanded.rows, evals);
  const rows = addProductKeys(marked, runners, configs, diagnostics);
  return { rows, diagnostics, configKeys: marked.map((g) => g.key) };
}
function addProductKeys(rows, runners, configs, diagnostics) {
  const gpnCache = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const g of rows) {
    const row = g.row;
    const id = rowId(row);
    const first = seen.get(id);
    if (first) {
      diagnostics.push(
        diag(
          "warning",
          "MX-2",
          `duplicate row ${id} (${String(row["exp-name"])} on ${String(row.runner)}): the same job is generated twice`,
          { ...at2(configs, g.key, []), fix: "remove the repeated search-space item or concurrency" }
        )
      );
    } else seen.set(id, g);
    const runner = String(row.runner);
    let gpn = gpnCache.get(runner);
    if (gpn === void 0) gpnCache.set(runner, gpn = gpusPerNode(runner, runners));
    const topo = rowTopology(row, gpn);
    row["row-id"] = id;
    row["gpu-count"] = topo["gpu-count"];
    if ("prefill" in row && row["node-count"] === void 0) row["node-count"] = topo["node-count"];
    out.push(row);
  }
  return out;
}

// src/cli/repo-config.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// src/layout/find.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");

// src/git/cat-file.ts
var MAX_NAME = 16 * 1024;
var MAX_HEADER = 4 * MAX_NAME + 64;
var MAX_STDERR = 16 * 1024;

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
function detectLayout(exists) {
  const found = Object.keys(PREFIXES).filter(
    (n) => MARKERS2.some((m) => exists(`${PREFIXES[n]}${m}`))
  );
  if (found.length === 2) {
    const at3 = (n) => `${PREFIXES[n]}${LAYOUT_FILES.masters[1]}`;
    return {
      layout: ROOT_LAYOUT,
      diagnostics: [
        diag(
          "error",
          "LAYOUT",
          `the repository holds the configs in two layouts (${at3("root")} and ${at3("inferencex-e2e")}); which ones to use is ambiguous`,
          {
            fix: "remove the stale copy, or name the files explicitly (e.g. --config-files, --runner-config, --changelog)"
          }
        )
      ]
    };
  }
  return { layout: layoutOf(found[0] ?? "root"), diagnostics: [] };
}

// src/layout/find.ts
function findLayout(root) {
  return detectLayout((p) => (0, import_node_fs.existsSync)((0, import_node_path.join)(root, p)));
}
var PROBED_DIRS = [...new Set(LAYOUT_PROBES.map((p) => p.slice(0, p.lastIndexOf("/") + 1)))];

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

// src/cli/repo-config.ts
var CONFIG_ERROR_EXIT = 2;
function cliRepoConfig(io, opts) {
  const explicit = opts.config !== void 0 ? (0, import_node_path2.resolve)(io.cwd, opts.config) : void 0;
  const root = opts.root !== void 0 ? (0, import_node_path2.resolve)(io.cwd, opts.root) : explicit && /[\\/]\.github[\\/][^\\/]+$/.test(explicit) ? (0, import_node_path2.resolve)(explicit, "..", "..") : io.cwd;
  const file2 = explicit ?? (0, import_node_path2.resolve)(root, REPO_CONFIG_PATH);
  const exists = (p) => (0, import_node_fs2.existsSync)((0, import_node_path2.resolve)(root, p));
  if (!(0, import_node_fs2.existsSync)(file2)) {
    if (explicit) {
      io.stderr(`error: config file ${opts.config} does not exist
`);
      return { exit: CONFIG_ERROR_EXIT };
    }
    return { root, config: resolveRepoConfig(void 0, exists) };
  }
  const shown = (0, import_node_path2.relative)(root, file2).startsWith(`..${import_node_path2.sep}`) ? file2 : (0, import_node_path2.relative)(root, file2) || file2;
  const loaded = parseRepoConfig((0, import_node_fs2.readFileSync)(file2, "utf8"), shown);
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
function layoutFor(repo) {
  return repo.layout ? { layout: repo.layout, diagnostics: [] } : findLayout(repo.root);
}

// src/cli/args.ts
function spreadMultiValues(argv, multi) {
  const out = [];
  let flag;
  for (const a of argv) {
    if (a.startsWith("--") || /^-[A-Za-z]/.test(a)) {
      const name = a.startsWith("--") ? a.slice(2).split("=")[0] : "";
      flag = multi.has(name) ? a.split("=")[0] : void 0;
      out.push(a);
      continue;
    }
    if (flag && out[out.length - 1] !== flag) out.push(flag);
    out.push(a);
  }
  return out;
}

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function bytesSource(path, bytes) {
  let text;
  return {
    path,
    bytes,
    get text() {
      return text ??= bytes.toString("utf8");
    }
  };
}

// src/cli/generate.ts
var FLAGS = {
  "config-files": "strings",
  "runner-config": "string",
  config: "string",
  "no-evals": "boolean",
  "evals-only": "boolean",
  "all-evals": "boolean",
  "model-prefix": "strings",
  precision: "strings",
  framework: "strings",
  "runner-type": "strings",
  "seq-lens": "strings",
  "step-size": "number",
  "min-conc": "number",
  "max-conc": "number",
  "max-tp": "number",
  "max-ep": "number",
  "single-node": "boolean",
  "multi-node": "boolean",
  "scenario-type": "strings",
  "runner-node-filter": "string",
  "config-keys": "strings",
  conc: "numbers",
  "eval-policy": "string",
  format: "string",
  help: "boolean"
};
var FULL_SWEEP_ONLY = [
  "model-prefix",
  "precision",
  "framework",
  "runner-type",
  "step-size",
  "min-conc",
  "max-conc",
  "max-tp",
  "max-ep",
  "single-node",
  "multi-node"
];
var TEST_CONFIG_ONLY = ["config-keys", "conc"];
var USAGE = `usage: sweep generate full-sweep [--config-files A [B \u2026]] [--runner-config R] [filters] [eval flags]
       sweep generate test-config [--config-files A [B \u2026]] [--runner-config R] --config-keys K [K \u2026] [--conc C \u2026]

inputs:       default: the master configs and runners.yaml of the working directory's repository: where
              its config file (--config FILE, default .github/sweep.yml when present) puts them, else
              at its root (configs/) or under inferencex-e2e/ (found)
eval flags:   --no-evals (throughput rows only) | --evals-only (the eval rows only); --all-evals widens
              the evals and, with or without --evals-only, prints the eval rows only (docs/rows.md)
              --eval-policy v1|v2: the reference generator whose eval selection to follow (v1: August 2026;
              v2: the inferencex-e2e generator); default v2 when runners.yaml has clusters: records
full-sweep:   --model-prefix P\u2026  --precision P\u2026  --framework F\u2026  --runner-type R\u2026  --seq-lens 1k1k|8k1k\u2026
              --step-size N (2)  --min-conc N  --max-conc N  --max-tp N  --max-ep N  --single-node  --multi-node
both:         --scenario-type fixed-seq-len|agentic-coding\u2026  --seq-lens \u2026  --runner-node-filter S
output:       --format json (default) | table
`;
var MULTI = new Set(
  Object.entries(FLAGS).filter(([, kind]) => kind === "strings" || kind === "numbers").map(([k]) => k)
);
function parse(argv) {
  const options = Object.fromEntries(
    Object.entries(FLAGS).map(([k, kind]) => [
      k,
      {
        type: kind === "boolean" ? "boolean" : "string",
        multiple: kind === "strings" || kind === "numbers"
      }
    ])
  );
  try {
    return (0, import_node_util.parseArgs)({
      args: spreadMultiValues(argv, MULTI),
      options,
      allowPositionals: true,
      strict: true
    });
  } catch (e) {
    throw new UsageError(`${e.message}

${USAGE}`);
  }
}
function toNumber(flag, v) {
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n)) throw new UsageError(`--${flag} expects a number, got '${v}'`);
  return n;
}
var generate = async (argv, io) => {
  const { values: v, positionals } = parse(argv);
  if (v.help) {
    io.stdout(USAGE);
    return 0;
  }
  const mode = positionals[0];
  if (mode !== "full-sweep" && mode !== "test-config")
    throw new UsageError(`expected full-sweep or test-config

${USAGE}`);
  if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`);
  for (const f of mode === "full-sweep" ? TEST_CONFIG_ONLY : FULL_SWEEP_ONLY) {
    if (v[f] !== void 0) throw new UsageError(`--${f} is not an option of ${mode}`);
  }
  let configFiles = v["config-files"] ?? [];
  let runnerConfig = v["runner-config"];
  const config = v["config"];
  if (configFiles.length === 0 || !runnerConfig || config !== void 0) {
    const repo = cliRepoConfig(io, config !== void 0 ? { config } : {});
    if ("exit" in repo) return repo.exit;
    const found = layoutFor(repo);
    if (found.diagnostics.length && (configFiles.length === 0 || !runnerConfig))
      return report(io, found.diagnostics);
    const at3 = (p) => repo.root === io.cwd ? p : (0, import_node_path3.join)((0, import_node_path3.relative)(io.cwd, repo.root), p);
    if (configFiles.length === 0) configFiles = found.layout.paths.masters.map(at3);
    runnerConfig ??= at3(found.layout.paths.runners);
  }
  const policy = v["eval-policy"];
  if (policy !== void 0 && policy !== "v1" && policy !== "v2")
    throw new UsageError(`--eval-policy must be v1 or v2, got '${policy}'`);
  if (v["no-evals"] && v["evals-only"])
    throw new UsageError("--no-evals and --evals-only are mutually exclusive");
  const format = v.format ?? "json";
  if (format !== "json" && format !== "table")
    throw new UsageError(`--format must be json or table, got '${format}'`);
  const scenarioType = v["scenario-type"];
  for (const s of scenarioType ?? []) {
    if (s !== "fixed-seq-len" && s !== "agentic-coding")
      throw new UsageError(`--scenario-type: unknown '${s}'`);
  }
  const evals = {
    mode: v["no-evals"] ? "none" : v["evals-only"] ? "evals-only" : "default",
    allEvals: v["all-evals"] === true,
    ...policy ? { policy } : {}
  };
  const problems = [];
  const read = (file2, rule, message) => {
    const abs = (0, import_node_path3.resolve)(io.cwd, file2);
    if (!(0, import_node_fs3.existsSync)(abs)) {
      problems.push({ severity: "error", rule, message, file: file2 });
      return void 0;
    }
    return (0, import_node_fs3.readFileSync)(abs);
  };
  const masters = configFiles.map((f) => ({
    path: f,
    bytes: read(f, "VL-1", `Input file '${f}' does not exist.`)
  }));
  const runnersBytes = read(runnerConfig, "VR-1", `Runner config file '${runnerConfig}' does not exist.`);
  if (problems.length) return report(io, problems);
  const runners = loadRunners({ path: runnerConfig, text: runnersBytes.toString("utf8") });
  const configs = loadMasterConfigs(
    masters.map((m) => bytesSource(m.path, m.bytes)),
    { runners: runners.value }
  );
  problems.push(...runners.diagnostics, ...configs.diagnostics);
  if (problems.some((d) => d.severity === "error")) return report(io, problems);
  const result = rowsOf(mode, v, configs.value, runners.value, evals);
  problems.push(...result.diagnostics);
  if (problems.some((d) => d.severity === "error")) return report(io, problems);
  report(io, problems);
  io.stdout(format === "table" ? table(result) : JSON.stringify(result.rows) + "\n");
  return 0;
};
function rowsOf(mode, v, configs, runners, evals) {
  const scenarioType = v["scenario-type"];
  const nums = (k) => v[k]?.map((x) => toNumber(k, x));
  const num3 = (k) => v[k] === void 0 ? void 0 : toNumber(k, v[k]);
  const strs = (k) => v[k];
  const scenarios2 = scenarioType;
  if (mode === "full-sweep") {
    const filters = {};
    const set = (k, x) => {
      if (x !== void 0) filters[k] = x;
    };
    set("modelPrefix", strs("model-prefix"));
    set("precision", strs("precision"));
    set("framework", strs("framework"));
    set("runnerType", strs("runner-type"));
    set("seqLens", strs("seq-lens"));
    set("stepSize", num3("step-size"));
    set("minConc", num3("min-conc"));
    set("maxConc", num3("max-conc"));
    set("maxTp", num3("max-tp"));
    set("maxEp", num3("max-ep"));
    if (v["single-node"]) filters.singleNode = true;
    if (v["multi-node"]) filters.multiNode = true;
    set("scenarioType", scenarios2);
    set("runnerNodeFilter", v["runner-node-filter"]);
    return generateFullSweep(configs, runners, filters, evals);
  } else {
    const configKeys = strs("config-keys") ?? [];
    if (configKeys.length === 0) throw new UsageError("--config-keys is required for test-config");
    const conc2 = nums("conc");
    return generateTestConfig(
      configs,
      runners,
      {
        configKeys,
        ...conc2 ? { conc: conc2 } : {},
        ...scenarios2 ? { scenarioType: scenarios2 } : {},
        ...strs("seq-lens") ? { seqLens: strs("seq-lens") } : {},
        ...v["runner-node-filter"] !== void 0 ? { runnerNodeFilter: v["runner-node-filter"] } : {}
      },
      evals
    );
  }
}
function report(io, problems) {
  for (const d of problems) io.stderr(formatDiagnosticLine(d) + "\n");
  return problems.some((d) => d.severity === "error") ? 1 : 0;
}
function kindOf(r) {
  return `${"prefill" in r ? "multi" : "single"}-${r["scenario-type"] === "agentic-coding" ? "agentic" : "fixed"}`;
}
function shape(r) {
  const w = (x) => {
    const o = x;
    return `${o["num-worker"]}x tp${o.tp} ep${o.ep}${o["dp-attn"] ? " dpa" : ""}`;
  };
  return "prefill" in r ? `P ${w(r.prefill)} / D ${w(r.decode)}` : `tp${r.tp} ep${r.ep}${r["dp-attn"] ? " dpa" : ""}`;
}
function table(result) {
  const header = ["config key", "kind", "runner", "isl/osl", "parallelism", "conc", "eval", "gpus", "nodes"];
  const lines = result.rows.map((r, i) => [
    result.configKeys?.[i] ?? "",
    kindOf(r),
    String(r.runner),
    r.isl !== void 0 ? `${r.isl}/${r.osl}` : "agentic",
    shape(r),
    Array.isArray(r.conc) ? r.conc.join(",") : String(r.conc),
    r["run-eval"] === true ? r["eval-only"] ? "eval-only" : `yes${r["eval-conc"] !== void 0 ? `@${r["eval-conc"]}` : ""}` : "",
    String(r["gpu-count"]),
    // A single-node row is one node (the reference writes node-count on multi-node rows only).
    String(r["node-count"] ?? 1)
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...all.map((l) => l[c].length)));
  const fmt = (l) => l.map((x, c) => x.padEnd(widths[c])).join("  ").trimEnd();
  return [fmt(header), fmt(widths.map((w) => "-".repeat(w))), ...lines.map(fmt), `${lines.length} rows`].join(
    "\n"
  ) + "\n";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  generate,
  table
});
