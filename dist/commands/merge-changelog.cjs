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

// src/cli/merge-changelog.ts
var merge_changelog_exports = {};
__export(merge_changelog_exports, {
  HELP: () => HELP,
  mergeChangelogCommand: () => mergeChangelogCommand
});
module.exports = __toCommonJS(merge_changelog_exports);
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
var isError = (d) => d.severity === "error";
var hasErrors = (ds) => ds.some(isError);
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

// src/yaml/lib.ts
var import_node_module = require("node:module");
var lib;
function yaml() {
  if (lib) return lib;
  const spec = true ? "../chunks/yaml.cjs" : "yaml";
  return lib = (0, import_node_module.createRequire)(__import_meta_url)(spec);
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

// src/gate/prlink.ts
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var pullUrl = (repo) => `https://github.com/${repo}/pull/`;
function isCanonicalPrLink(link, repo) {
  return new RegExp(`^${escape(pullUrl(repo))}[1-9][0-9]*$`).test(link);
}
function checkNewPrLink(link, ctx) {
  const base = pullUrl(ctx.repo);
  if (ctx.prNumber !== void 0) {
    const own = `${base}${ctx.prNumber}`;
    if (link === "XXX" || link === `${base}XXX` || link === own) return null;
    return {
      severity: "error",
      rule: "L-2",
      message: `new PR entry must use '${own}' or an XXX placeholder; found '${link}'`,
      fix: `set pr-link to ${own}`
    };
  }
  if (ctx.event === "push") {
    if (isCanonicalPrLink(link, ctx.repo)) return null;
    return {
      severity: "warning",
      rule: "L-2",
      message: `new main-branch entry has invalid pr-link: '${link}'`
    };
  }
  if (link === "XXX" || link === `${base}XXX` || isCanonicalPrLink(link, ctx.repo)) return null;
  return {
    severity: "warning",
    rule: "L-2",
    message: `new PR entry must use '${base}<N>' or an XXX placeholder; found '${link}'`
  };
}

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

// src/gate/schema.ts
var SCENARIO_TYPES = ["fixed-seq-len", "agentic-coding"];
var KEY_ALIASES = {
  config_keys: "config-keys",
  pr_link: "pr-link",
  evals_only: "evals-only",
  all_evals: "all-evals",
  append_only: "append-only",
  eval_min_prefill_ep: "eval-min-prefill-ep",
  scenario_type: "scenario-type",
  no_evals: "no-evals"
};
var LAX_TRUE = /* @__PURE__ */ new Set(["1", "on", "t", "true", "y", "yes"]);
var LAX_FALSE = /* @__PURE__ */ new Set(["0", "off", "f", "false", "n", "no"]);
var laxBool = () => {
  const z = zod();
  return z.preprocess((v) => {
    if (typeof v === "string") {
      const s = v.trim().toLowerCase();
      return LAX_TRUE.has(s) ? true : LAX_FALSE.has(s) ? false : v;
    }
    if (v === 1) return true;
    if (v === 0) return false;
    return v;
  }, z.boolean());
};
var laxInt = () => {
  const z = zod();
  return z.preprocess(
    (v) => typeof v === "string" && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v,
    z.int().min(1)
  );
};
var laxEntrySchema = once(() => {
  const z = zod();
  return z.preprocess(
    (v) => {
      if (!v || typeof v !== "object" || Array.isArray(v)) return v;
      const out = {};
      for (const [k, val] of Object.entries(v)) out[KEY_ALIASES[k] ?? k] = val;
      return out;
    },
    z.strictObject({
      "config-keys": z.array(z.string()).min(1),
      description: z.array(z.string()).min(1),
      "pr-link": z.string(),
      "evals-only": laxBool().optional(),
      "all-evals": laxBool().optional(),
      "append-only": laxBool().optional(),
      "eval-min-prefill-ep": laxInt().nullable().optional(),
      "scenario-type": z.array(z.enum(SCENARIO_TYPES)).min(1).optional(),
      "no-evals": laxBool().optional()
    })
  );
});
var isNonBlank = (s) => s.trim().length > 0;
var strictEntrySchema = once(() => {
  const z = zod();
  const nonBlank = z.string().refine(isNonBlank, { message: "must not be empty" });
  const scenarioList = z.array(z.enum(SCENARIO_TYPES)).min(1).refine((xs) => new Set(xs).size === xs.length, { message: "scenario-type values must not repeat" });
  return z.strictObject({
    "config-keys": z.array(nonBlank).min(1),
    description: z.array(nonBlank).min(1),
    "pr-link": nonBlank,
    "evals-only": z.boolean().optional(),
    "all-evals": z.boolean().optional(),
    "append-only": z.boolean().optional(),
    "eval-min-prefill-ep": z.int().min(1).nullable().optional(),
    "scenario-type": scenarioList.optional(),
    "no-evals": z.boolean().optional()
  });
});
var STRICT_BOOLEANS = ["evals-only", "all-evals", "append-only", "no-evals"];
var STRICT_KEYS = /* @__PURE__ */ new Set([
  "config-keys",
  "description",
  "pr-link",
  ...STRICT_BOOLEANS,
  "eval-min-prefill-ep",
  "scenario-type"
]);
var nonBlankList = (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string" && isNonBlank(s));
function acceptsStrictEntry(v) {
  if (!v || typeof v !== "object" || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  const e = v;
  for (const k of Object.keys(e)) if (!STRICT_KEYS.has(k)) return false;
  if (!nonBlankList(e["config-keys"]) || !nonBlankList(e.description)) return false;
  const link = e["pr-link"];
  if (typeof link !== "string" || !isNonBlank(link)) return false;
  for (const k of STRICT_BOOLEANS) if (e[k] !== void 0 && typeof e[k] !== "boolean") return false;
  const ep = e["eval-min-prefill-ep"];
  if (ep !== void 0 && ep !== null && !(Number.isSafeInteger(ep) && ep >= 1)) return false;
  const st = e["scenario-type"];
  if (st === void 0) return true;
  return Array.isArray(st) && st.length > 0 && st.every((x) => SCENARIO_TYPES.includes(x)) && new Set(st).size === st.length;
}
var entryRules = [
  {
    rule: "P-6",
    field: "append-only",
    message: "append-only cannot be combined with eval selection fields",
    when: (e) => !!e["append-only"] && (!!e["evals-only"] || !!e["all-evals"] || e["eval-min-prefill-ep"] != null)
  },
  {
    rule: "N-1",
    field: "no-evals",
    message: "no-evals cannot be combined with eval selection fields",
    when: (e) => !!e["no-evals"] && (!!e["evals-only"] || !!e["all-evals"] || e["eval-min-prefill-ep"] != null)
  }
];
function normalizeEntry(e) {
  const out = {
    "config-keys": [...e["config-keys"]],
    description: [...e.description],
    "pr-link": e["pr-link"],
    "evals-only": e["evals-only"] ?? false,
    "all-evals": e["all-evals"] ?? false,
    "append-only": e["append-only"] ?? false
  };
  if (e["scenario-type"] != null) out["scenario-type"] = [...e["scenario-type"]];
  if (e["eval-min-prefill-ep"] != null) out["eval-min-prefill-ep"] = e["eval-min-prefill-ep"];
  if (e["no-evals"] != null) out["no-evals"] = e["no-evals"];
  return out;
}

// src/gate/changelog.ts
var ENTRY_START = /^- config-keys:/gm;
function countEntryStarts(text) {
  return text.match(ENTRY_START)?.length ?? 0;
}
function entryStartLines(text, lineOffset) {
  const out = [];
  let line = 1;
  let last = 0;
  for (const m of text.matchAll(ENTRY_START)) {
    for (let i = last; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    last = m.index;
    out.push(line + lineOffset);
  }
  return out;
}
function parseStructure(text, path, lineOffset = 0, opts = {}) {
  const fast = fastLoad(text);
  if (fast && Array.isArray(fast.value) && fast.value.length > 0) {
    const lines = entryStartLines(text, lineOffset);
    if (lines.length === fast.value.length) {
      let cache;
      return {
        get yaml() {
          return cache ??= parseYaml(text, path, { version: "1.1", lineOffset });
        },
        raws: fast.value,
        lines,
        diagnostics: [],
        structured: true,
        fast: true
      };
    }
  }
  const yaml2 = parseYaml(text, path, { version: "1.1", lineOffset });
  const diagnostics = [];
  for (const d of yaml2.diagnostics) {
    if (d.severity !== "error" || opts.charactersChecked && d.rule === "YAML-CHAR") continue;
    if (d.rule === "LIMIT") diagnostics.push(d);
    else diagnostics.push({ ...d, rule: "L-1", message: `${path} is not valid YAML: ${d.message}` });
  }
  const out = {
    yaml: yaml2,
    raws: [],
    lines: [],
    diagnostics,
    structured: false,
    text,
    lineOffset
  };
  if (yaml2.value === void 0) return out;
  const value = yaml2.value;
  if (value === null && countEntryStarts(text) === 0) return { ...out, structured: true };
  if (!Array.isArray(value)) {
    diagnostics.push(
      diag("error", "L-1", `${path} root must be a YAML list`, { file: path, ...yaml2.locate([]) })
    );
    return out;
  }
  const starts = countEntryStarts(text);
  if (starts !== value.length) {
    diagnostics.push(
      diag(
        "error",
        "L-1",
        `${path} has ${starts} top-level config entries but YAML parsed ${value.length} entries`,
        {
          file: path,
          ...yaml2.locate([]),
          fix: "start every entry with a line that is exactly `- config-keys:`"
        }
      )
    );
  }
  out.structured = true;
  out.raws = value;
  out.lines = value.map((_, i) => yaml2.locate([i]).line);
  return out;
}
var MAX_PER_ENTRY = 20;
function validateEntries(s, path, opts, from = 0, to = s.raws.length) {
  const entries = [];
  const diagnostics = [];
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    const index = (opts.entryOffset ?? 0) + i + 1;
    const pe = { index, line: s.lines[i], raw };
    entries.push(pe);
    const at = (p, key = false) => ({
      file: path,
      ...key ? s.yaml.locateKey([i, ...p]) : s.yaml.locate([i, ...p])
    });
    const found = entryDiagnostics(s, i, index, at, opts);
    for (const d of found.diagnostics.slice(0, MAX_PER_ENTRY)) diagnostics.push(d);
    const more = found.diagnostics.length - MAX_PER_ENTRY + (found.unlisted ?? 0);
    if (more > 0)
      diagnostics.push(
        diag("error", "L-1", `entry ${index} has ${more} more problems`, {
          ...at([]),
          fix: "fix the problems above first"
        })
      );
    if (found.entry) pe.entry = found.entry;
  }
  if (opts.schema === "strict") for (const d of yaml11Warnings(s, from, to)) diagnostics.push(d);
  return { entries, diagnostics };
}
function entryDiagnostics(s, i, index, at, opts) {
  const raw = s.raws[i];
  const out = [];
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { diagnostics: [diag("error", "L-1", `entry ${index} is not a mapping`, at([]))] };
  }
  const y = hasPlainKeys(raw) ? void 0 : yaml();
  const node = y?.isSeq(s.yaml.doc.contents) ? s.yaml.doc.contents.items[i] : void 0;
  if (y?.isMap(node) && node.items.some((p) => !y.isScalar(p.key))) {
    const where = at([]);
    return {
      diagnostics: [
        diag(
          "error",
          "L-1",
          `${where.file} is not valid YAML: found unhashable key in entry ${index}`,
          where
        )
      ]
    };
  }
  const keys = raw["config-keys"];
  if (opts.schema === "strict" && Array.isArray(keys) && keys.length > LIMITS.configKeys.max) {
    const where = at(["config-keys"], true);
    return { diagnostics: [limitDiagnostic("configKeys", keys.length, where, "CL-S")] };
  }
  const checked = checkedEntry(raw, opts.schema);
  if (!checked.success) {
    const issues = checked.error.issues;
    for (const issue of issues.slice(0, MAX_PER_ENTRY)) out.push(...issueDiagnostics(issue, index, at));
    return { diagnostics: out, unlisted: Math.max(0, issues.length - MAX_PER_ENTRY) };
  }
  const e = checked.data;
  for (const rule of entryRules) {
    if (rule.when(e)) out.push(diag("error", rule.rule, rule.message, at([rule.field], true)));
  }
  if (opts.schema === "strict") {
    const seen = /* @__PURE__ */ new Set();
    const reported = /* @__PURE__ */ new Set();
    e["config-keys"].forEach((k, j) => {
      if (seen.has(k) && !reported.has(k)) {
        reported.add(k);
        out.push(
          diag("warning", "CL-S", `entry ${index} lists config key '${k}' twice`, at(["config-keys", j]))
        );
      }
      seen.add(k);
    });
    const p = opts.prLink ? checkNewPrLink(e["pr-link"], opts.prLink) : null;
    if (p)
      out.push(diag(p.severity, p.rule, p.message, { ...at(["pr-link"]), ...p.fix ? { fix: p.fix } : {} }));
  }
  return { diagnostics: out, entry: normalizeEntry(e) };
}
function checkedEntry(raw, schema) {
  if (schema === "strict" && acceptsStrictEntry(raw)) return { success: true, data: raw };
  const s = schema === "strict" ? strictEntrySchema() : laxEntrySchema();
  return s.safeParse(raw);
}
function issueDiagnostics(issue, index, at) {
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const targets = keys.length ? keys.map((k) => [k]) : [issue.path];
  return targets.map((p) => {
    const alias = keys.length ? KEY_ALIASES[String(p[0])] : void 0;
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    const what = keys.length ? `unknown key '${String(p[0])}'` : `${formatPath(p) || "entry"}: ${missing ? "Field required" : issue.message}`;
    const fix = alias ? `write '${alias}'` : missing ? `add '${formatPath(p)}:' to the entry` : void 0;
    return diag("error", "L-1", `entry ${index} fails ChangelogEntry validation: ${what}`, {
      ...at(p, keys.length > 0),
      ...fix ? { fix } : {}
    });
  });
}
var BOOLEAN_FIELDS = ["evals-only", "all-evals", "append-only", "no-evals"];
function yaml11Warnings(s, from, to) {
  if (s.fast || s.text === void 0 || from >= to) return [];
  const first = s.lines[from];
  const end = to < s.lines.length ? s.lines[to] : Infinity;
  const fixes = /* @__PURE__ */ new Map();
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    for (const f of BOOLEAN_FIELDS) {
      if (typeof raw?.[f] !== "boolean") continue;
      const p = s.yaml.locate([i, f]);
      fixes.set(`${p.line}:${p.col}`, `write ${String(raw[f])}`);
    }
  }
  return lintYaml11(s.yaml, s.text, s.lineOffset ?? 0).filter((d) => d.line >= first && d.line < end).map((d) => {
    const fix = fixes.get(`${d.line}:${d.col}`);
    return fix ? { ...d, fix } : d;
  });
}
function parseChangelog(text, path, opts) {
  const s = parseStructure(text, path, opts.lineOffset ?? 0, opts);
  const v = validateEntries(s, path, opts);
  return {
    entries: v.entries,
    diagnostics: [...s.diagnostics, ...v.diagnostics],
    structured: s.structured,
    get yaml() {
      return s.yaml;
    }
  };
}
function hasPlainKeys(raw) {
  return Object.keys(raw).every((k) => /^[A-Za-z0-9_.-]+$/.test(k));
}

// src/plan/canonical.ts
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
function comparableJson(value) {
  return encode(value, false);
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
  const shape = shapeOf(obj2);
  const { sorted } = shape;
  let out = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const k = sorted[i];
    if (omit?.has(k)) continue;
    const v = mapValue ? mapValue(k, obj2[k]) : obj2[k];
    if (v === void 0) continue;
    out += member(shape, i, v, strict, first);
    first = false;
  }
  return out + "}";
}
var MAX_MEMBERS = 64;
var MAX_ALL_MEMBERS = 5e4;
var members = 0;
function member(shape, i, v, strict, first) {
  const t = typeof v;
  const kept = t === "string" || t === "boolean" || t === "number" && Number.isFinite(v);
  const byKey = first ? shape.firsts : shape.rests;
  const known = kept ? byKey[i] ??= /* @__PURE__ */ new Map() : void 0;
  let text = known?.get(v);
  if (text === void 0) {
    text = (first ? "" : ",") + shape.heads[i] + encode(v, strict);
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
  const shape = { sorted: keys, heads: keys.map((k) => encodeString(k) + ":"), firsts: [], rests: [] };
  if (node) node.shape = shape;
  return shape;
}

// src/gate/align.ts
function align(base, head) {
  let pre = 0;
  while (pre < base.length && pre < head.length && base[pre] === head[pre]) pre++;
  let suf = 0;
  while (suf < base.length - pre && suf < head.length - pre && base[base.length - 1 - suf] === head[head.length - 1 - suf])
    suf++;
  const B = base.slice(pre, base.length - suf);
  const H = head.slice(pre, head.length - suf);
  const w = H.length + 1;
  const lcs = new Uint32Array((B.length + 1) * w);
  for (let i2 = B.length - 1; i2 >= 0; i2--) {
    for (let j2 = H.length - 1; j2 >= 0; j2--) {
      lcs[i2 * w + j2] = B[i2] === H[j2] ? lcs[(i2 + 1) * w + j2 + 1] + 1 : Math.max(lcs[(i2 + 1) * w + j2], lcs[i2 * w + j2 + 1]);
    }
  }
  const ops = [];
  for (let k = 0; k < pre; k++) ops.push({ op: "equal", b: k, h: k });
  let i = 0;
  let j = 0;
  while (i < B.length || j < H.length) {
    if (i < B.length && j < H.length && B[i] === H[j]) ops.push({ op: "equal", b: pre + i++, h: pre + j++ });
    else if (j < H.length && (i === B.length || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j]))
      ops.push({ op: "ins", h: pre + j++ });
    else ops.push({ op: "del", b: pre + i++ });
  }
  for (let k = 0; k < suf; k++) ops.push({ op: "equal", b: base.length - suf + k, h: head.length - suf + k });
  return ops;
}
function hunks(ops) {
  const out = [];
  let cur = null;
  for (const o of ops) {
    if (o.op === "equal") {
      cur = null;
      continue;
    }
    if (!cur) out.push(cur = { dels: [], ins: [], atEnd: false });
    if (o.op === "del") cur.dels.push(o.b);
    else cur.ins.push(o.h);
  }
  if (out.length && ops.length && ops[ops.length - 1].op !== "equal") out[out.length - 1].atEnd = true;
  return out;
}

// src/gate/layout.ts
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function countLines(text) {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function firstInvalidUtf8(b) {
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const n = c < 128 ? 0 : c >= 194 && c <= 223 ? 1 : c >= 224 && c <= 239 ? 2 : c >= 240 && c <= 244 ? 3 : -1;
    if (n < 0 || i + n >= b.length + (n === 0 ? 1 : 0)) return i;
    for (let k = 1; k <= n; k++) if ((b[i + k] & 192) !== 128) return i;
    if (c === 224 && b[i + 1] < 160 || c === 237 && b[i + 1] > 159) return i;
    if (c === 240 && b[i + 1] < 144 || c === 244 && b[i + 1] > 143) return i;
    i += n + 1;
  }
  return -1;
}
function extendsBytes(head, base) {
  return head.length >= base.length && Buffer.compare(head.subarray(0, base.length), base) === 0;
}
function decodeChangelog(input, path) {
  if (typeof input === "string") return { text: input, diagnostics: [] };
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(input),
      diagnostics: []
    };
  } catch {
  }
  const bad = Math.max(0, firstInvalidUtf8(input));
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("utf8");
  let line = 1;
  for (let i = 0; i < bad; i++) if (input[i] === 10) line++;
  const hex = input[bad].toString(16).padStart(2, "0");
  return {
    text,
    diagnostics: [
      diag("error", "L-1", `${path} is not UTF-8: invalid byte 0x${hex} at offset ${bad}`, {
        file: path,
        line,
        fix: "save the file as UTF-8"
      })
    ]
  };
}
var CHAR_CHECKS = [
  { ch: "\0", what: "contains NUL bytes", layout: false, fix: "remove the NUL bytes" },
  { ch: "\r", what: "contains CR characters", layout: true, fix: "use LF line endings" },
  { ch: "	", what: "contains tabs", layout: true, fix: "indent with spaces" }
];
function checkCharacters(text, from, path, layout) {
  const out = [];
  const position = (at) => ({ line: lineAt(text, at), col: at - text.lastIndexOf("\n", at - 1) });
  for (const c of CHAR_CHECKS) {
    const at = text.indexOf(c.ch, from);
    if (at === -1) continue;
    out.push(
      diag(c.layout ? layout : "error", "L-1", `${path} ${c.what}`, {
        file: path,
        ...position(at),
        fix: c.fix
      })
    );
  }
  for (const c of charProblems(text, from)) {
    if (c.char === "\0") continue;
    out.push(diag("error", "L-1", `${path} ${c.message}`, { file: path, ...position(c.offset), fix: c.fix }));
  }
  return out;
}
var blank = (l) => l.trim() === "";
var MSG_SEPARATE_HISTORY = "new changelog entries must be separated from history by one empty line and appended at the end";
var FIX_SEPARATE_HISTORY = "leave exactly one empty line between the last historical entry and your entry";
var MSG_NOTHING_APPENDED = "changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable";
var MSG_ONE_SEPARATOR = "appended changelog entries must have exactly one empty separator line";
var MSG_FINAL_NEWLINE = "the final appended changelog entry must end with one newline";
function checkAppendedLayout(base, suffix, lineOffset, path, severity) {
  const out = [];
  const at = (i2) => ({ file: path, line: lineOffset + i2 + 1, col: 1 });
  const lines = suffix.split("\n");
  const end = suffix.endsWith("\n") ? lines.length - 1 : lines.length;
  const expected = base === "" || /\n[ \t]*\n$/.test(base) ? 0 : base.endsWith("\n") ? 1 : 2;
  let i = 0;
  while (i < end && blank(lines[i])) i++;
  const leadingOk = i === expected && lines.slice(0, i).every((l) => l === "");
  if (!leadingOk) {
    out.push(
      diag(severity, "L-3", MSG_SEPARATE_HISTORY, {
        ...at(Math.min(i, end - 1)),
        fix: FIX_SEPARATE_HISTORY
      })
    );
  }
  let runStart = -1;
  let seenEntry = false;
  for (; i < end; i++) {
    const l = lines[i];
    if (blank(l)) {
      if (runStart < 0) runStart = i;
      continue;
    }
    const isStart = l.startsWith("- config-keys:");
    const run = runStart < 0 ? 0 : i - runStart;
    if (isStart && seenEntry && !(run === 1 && lines[runStart] === "")) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at(runStart >= 0 ? runStart : i),
          fix: "separate entries with exactly one empty line"
        })
      );
    } else if (!isStart && run > 0) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at(runStart),
          fix: "remove blank lines inside an entry"
        })
      );
    }
    seenEntry ||= isStart;
    runStart = -1;
  }
  if (runStart >= 0)
    out.push(
      diag(severity, "L-3", MSG_FINAL_NEWLINE, { ...at(runStart), fix: "remove the trailing blank lines" })
    );
  return capRepeats(out);
}
function capRepeats(ds, max = 20) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const d of ds) {
    const n = (seen.get(d.message) ?? 0) + 1;
    seen.set(d.message, n);
    if (n <= max) out.push(d);
  }
  for (const [message, n] of seen)
    if (n > max) {
      const last = out.findLast((d) => d.message === message);
      out.push({ ...last, message: `${message} (${n - max} more places)` });
    }
  return out;
}

// src/gate/history.ts
var IMMUTABLE = "existing entries are immutable except for pr-link-only corrections";
var isObj = (v) => !!v && typeof v === "object" && !Array.isArray(v);
function firstDifference(b, h) {
  if (!isObj(b) || !isObj(h)) return [];
  const keys = [...Object.keys(h), ...Object.keys(b).filter((k) => !(k in h))];
  for (const k of keys) {
    const x = b[k];
    const y = h[k];
    if (comparableJson(x) === comparableJson(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.min(x.length, y.length);
      let i = 0;
      while (i < n && comparableJson(x[i]) === comparableJson(y[i])) i++;
      return i < y.length ? [k, i] : [k];
    }
    return [k];
  }
  return [];
}
function prLinkOnly(b, h) {
  if (!isObj(b) || !isObj(h) || typeof b["pr-link"] !== "string" || typeof h["pr-link"] !== "string")
    return false;
  const rest = (o) => comparableJson({ ...o, "pr-link": null });
  return rest(b) === rest(h);
}
function commonPrefix(a, b) {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
function explainChange(x) {
  const { path } = x;
  const diagnostics = [];
  const result = (outcome, appended2 = [], corrections2 = []) => ({
    outcome: hasErrors(diagnostics) ? "error" : outcome,
    appended: hasErrors(diagnostics) ? [] : appended2,
    corrections: hasErrors(diagnostics) ? [] : corrections2,
    diagnostics
  });
  const diffAt = commonPrefix(x.base, x.head);
  const diffLine = lineAt(x.head, diffAt);
  for (const d of checkCharacters(x.head, x.head.lastIndexOf("\n", diffAt - 1) + 1, path, x.layout))
    diagnostics.push(d);
  const bs = parseStructure(x.base, path, 0, { charactersChecked: true });
  const hs = parseStructure(x.head, path, 0, { charactersChecked: true });
  for (const d of hs.diagnostics) diagnostics.push(d);
  if (!bs.structured) {
    diagnostics.push(
      diag("error", "CL-3", `${path} at the base ref is not a changelog list; history cannot be compared`, {
        file: path,
        line: 1
      })
    );
  }
  if (!bs.structured || !hs.structured) return result("error");
  const aligned = compareHistory(path, bs, hs);
  diagnostics.push(...aligned.diagnostics);
  const { corrections, appendedIdx, semantic, headAt } = aligned;
  const strict = validateEntries(
    hs,
    path,
    { schema: "strict", prLink: x.prLink },
    bs.raws.length,
    hs.raws.length
  );
  const appendedSet = new Set(appendedIdx);
  for (const d of strict.diagnostics.filter((x2) => appendedSet.size > 0 || x2.severity !== "error"))
    diagnostics.push(d);
  const appended = strict.entries.filter((e) => appendedSet.has(e.index - 1) && e.entry).map((e) => ({ index: e.index, line: e.line, entry: e.entry, raw: e.raw }));
  if (semantic > 0) return result("error");
  if (corrections.length > 0) {
    if (appendedIdx.length > 0) {
      diagnostics.push(
        diag("error", "L-2", "do not mix historical pr-link corrections with new changelog entries", {
          ...headAt(appendedIdx[0]),
          fix: "send the pr-link corrections in a separate pull request"
        })
      );
      return result("error");
    }
    checkCorrections(x, corrections, diagnostics);
    return result("corrections", [], corrections);
  }
  reformatted(bs, hs, x, diagnostics);
  diagnostics.push(byteChangeFinding(x, diffAt, diffLine, appendedIdx.length > 0));
  return result("entries", appended);
}
function reformatted(bs, hs, x, out) {
  const spans = (s, text) => {
    const lines = text.split("\n");
    return s.lines.map((l, i) => {
      const own = lines.slice(l - 1, (s.lines[i + 1] ?? lines.length + 1) - 1);
      while (own.length && /^\s*(#.*)?$/.test(own[own.length - 1])) own.pop();
      return own.join("\n");
    });
  };
  const b = spans(bs, x.base);
  const h = spans(hs, x.head);
  for (let i = 0; i < b.length && i < h.length; i++) {
    if (b[i] !== h[i]) {
      out.push(
        diag("error", "L-2", `entry ${i + 1} was reformatted without a semantic change`, {
          file: x.path,
          line: hs.lines[i],
          col: 1
        })
      );
    }
  }
}
function checkCorrections(x, corrections, out) {
  const at = (line) => ({ file: x.path, line, col: 1 });
  const bl = x.base.split("\n");
  const hl = x.head.split("\n");
  if (bl.length !== hl.length) {
    out.push(
      diag(
        "error",
        "L-3",
        "pr-link corrections may not add or delete lines",
        at(lineAt(x.head, commonPrefix(x.base, x.head)))
      )
    );
    return;
  }
  let changedLines = 0;
  for (let i = 0; i < hl.length; i++) {
    if (bl[i] === hl[i]) continue;
    changedLines++;
    if (!bl[i].startsWith("  pr-link:") || !hl[i].startsWith("  pr-link:")) {
      out.push(
        diag("error", "L-3", `historical bytes changed outside a pr-link line at line ${i + 1}`, at(i + 1))
      );
    }
  }
  if (changedLines !== corrections.length) {
    out.push(
      diag(
        "error",
        "L-3",
        `expected ${corrections.length} changed pr-link line(s), found ${changedLines}`,
        at(corrections[0].line)
      )
    );
  }
  for (const c of corrections) {
    if (!isCanonicalPrLink(c.to, x.prLink.repo)) {
      out.push(
        diag("error", "L-2", `entry ${c.index} pr-link correction is not canonical: '${c.to}'`, {
          ...at(c.line),
          fix: `use https://github.com/${x.prLink.repo}/pull/<number>`
        })
      );
    }
  }
}
function compareHistory(path, bs, hs) {
  const diagnostics = [];
  const bk = bs.raws.map(comparableJson);
  const hk = hs.raws.map(comparableJson);
  const ops = align(bk, hk);
  const delKeys = /* @__PURE__ */ new Map();
  for (const o of ops) if (o.op === "del") delKeys.set(bk[o.b], [...delKeys.get(bk[o.b]) ?? [], o.b]);
  const headAt = (h, p = []) => ({ file: path, ...hs.yaml.locate([h, ...p]) });
  const baseAt = (b) => ({ file: path, ...bs.yaml.locate([b]) });
  const appendedIdx = [];
  const corrections = [];
  const moved = /* @__PURE__ */ new Set();
  let semantic = 0;
  const changed = (h, detail, where = headAt(h)) => {
    semantic++;
    diagnostics.push(
      diag("error", "L-2", `entry ${h + 1} changed; ${IMMUTABLE} (${detail})`, {
        ...where,
        fix: "restore the historical entry byte-for-byte and append new entries at the end of the file"
      })
    );
  };
  for (const hunk of hunks(ops)) {
    const ins = hunk.ins.filter((h) => {
      const from = delKeys.get(hk[h])?.find((b) => !moved.has(b));
      if (from === void 0) return true;
      moved.add(from);
      changed(h, `historical entry ${from + 1} was moved here; entries may not be reordered`);
      return false;
    });
    const dels = hunk.dels.filter((b) => !moved.has(b));
    const pairs = Math.min(dels.length, ins.length);
    for (let k = 0; k < pairs; k++) {
      const b = dels[k];
      const h = ins[k];
      if (prLinkOnly(bs.raws[b], hs.raws[h])) {
        corrections.push({
          index: h + 1,
          line: headAt(h, ["pr-link"]).line,
          from: bs.raws[b]["pr-link"],
          to: hs.raws[h]["pr-link"]
        });
        continue;
      }
      const p = firstDifference(bs.raws[b], hs.raws[h]);
      const where = headAt(h, p);
      changed(
        h,
        p.length ? `first difference: '${String(p[0])}' at line ${where.line}` : "the entry is no longer a mapping",
        where
      );
    }
    for (const b of dels.slice(pairs)) {
      semantic++;
      diagnostics.push(
        diag(
          "error",
          "L-2",
          `${path} entries were deleted (historical entry ${b + 1}, base line ${baseAt(b).line})`,
          {
            ...baseAt(b),
            fix: "restore the deleted entry; history is append-only"
          }
        )
      );
    }
    for (const h of ins.slice(pairs)) {
      if (hunk.atEnd) appendedIdx.push(h);
      else
        changed(
          h,
          `a new entry was inserted before historical entry ${h + 1 - ins.length + pairs + 1}; append at the end of the file`
        );
    }
  }
  return { diagnostics, corrections, appendedIdx, semantic, headAt };
}
function byteChangeFinding(x, diffAt, diffLine, appended) {
  const { path } = x;
  const at = { file: path, line: diffLine, col: 1 };
  const onlyTrailingBlank = x.base.slice(diffAt).trim() === "" && appended;
  if (onlyTrailingBlank)
    return diag(x.layout, "L-3", MSG_SEPARATE_HISTORY, { ...at, fix: FIX_SEPARATE_HISTORY });
  if (appended)
    return diag(
      "error",
      "L-3",
      `appended entries changed historical ${path} bytes; restore the base file byte-for-byte and append at the end`,
      at
    );
  return diag("error", "L-3", MSG_NOTHING_APPENDED, {
    ...at,
    fix: "revert the change, or append a new entry at the end"
  });
}

// src/gate/types.ts
var DEFAULT_REPO = "SemiAnalysisAI/InferenceX";

// src/gate/gate.ts
function appendedStart(base, suffix) {
  const atLineStart = base === "" || base.endsWith("\n") ? suffix : suffix.startsWith("\n") ? suffix.slice(1) : null;
  return atLineStart !== null && atLineStart.replace(/^(?:[ \t\r]*\n)*/, "").startsWith("- config-keys:");
}
function prefixOfHead(base, headBytes, head) {
  if (typeof base === "string" || typeof headBytes === "string" || head.diagnostics.length) return void 0;
  if (!extendsBytes(headBytes, base)) return void 0;
  if (base.length < headBytes.length && (headBytes[base.length] & 192) === 128) return void 0;
  const rest = headBytes.subarray(base.length);
  const restLength = Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength).toString("utf8").length;
  return head.text.slice(0, head.text.length - restLength);
}
function gateChangelog(input) {
  const { path } = input;
  const layout = input.strict ? "error" : "warning";
  const prLink = {
    repo: input.repo ?? DEFAULT_REPO,
    ...input.prNumber !== void 0 ? { prNumber: input.prNumber } : {},
    ...input.event ? { event: input.event } : {}
  };
  const head = decodeChangelog(input.head, path);
  const base = input.base === null ? "" : prefixOfHead(input.base, input.head, head) ?? decodeChangelog(input.base, path).text;
  const diagnostics = [...head.diagnostics];
  const text = head.text;
  if (input.base !== null && base === text) {
    return { outcome: "no-entry", appended: [], corrections: [], diagnostics };
  }
  if (!text.endsWith("\n")) {
    const message = input.headRef ? `${path} at ${input.headRef} does not end with a newline` : `${path} does not end with a newline`;
    diagnostics.push(
      diag("error", input.headRef ? "V-2" : "L-1", message, {
        file: path,
        line: countLines(text) + 1,
        col: 1,
        fix: "end the file with one newline"
      })
    );
  }
  const suffix = text.startsWith(base) ? text.slice(base.length) : null;
  if (suffix !== null && suffix.trim() === "") {
    diagnostics.push(
      diag("error", "L-3", MSG_NOTHING_APPENDED, {
        file: path,
        line: countLines(base) + 1,
        col: 1,
        fix: "revert the whitespace change, or append a new entry"
      })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  if (suffix === null || !appendedStart(base, suffix)) {
    const r = explainChange({ path, base, head: text, layout, prLink });
    for (const d of r.diagnostics) diagnostics.push(d);
    const failed = hasErrors(diagnostics);
    return {
      ...r,
      outcome: failed ? "error" : r.outcome,
      appended: failed ? [] : r.appended,
      corrections: failed ? [] : r.corrections,
      diagnostics
    };
  }
  const lineOffset = countLines(base);
  if (overBytes(suffix, LIMITS.appendedChangelog.max)) {
    diagnostics.push(
      limitDiagnostic("appendedChangelog", utf8Bytes(suffix), { file: path, line: lineOffset + 1 })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  for (const d of checkCharacters(text, base.length, path, layout)) diagnostics.push(d);
  for (const d of checkAppendedLayout(base, suffix, lineOffset, path, layout)) diagnostics.push(d);
  const parsed = parseChangelog(suffix, path, {
    lineOffset,
    entryOffset: countEntryStarts(base),
    schema: "strict",
    prLink,
    charactersChecked: true
  });
  for (const d of parsed.diagnostics) diagnostics.push(d);
  if (hasErrors(diagnostics)) return { outcome: "error", appended: [], corrections: [], diagnostics };
  return {
    outcome: "entries",
    appended: parsed.entries.map((e) => ({ index: e.index, line: e.line, entry: e.entry, raw: e.raw })),
    corrections: [],
    diagnostics
  };
}

// src/git/run.ts
var import_node_child_process = require("node:child_process");
var baseEnv = () => ({
  ...process.env,
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0"
});
var gitArgv = (repo, args) => [
  "-C",
  repo,
  "-c",
  "core.hooksPath=/dev/null",
  ...args
];
function gitEnv(opts = {}) {
  if (!opts.authToken) return baseEnv();
  const basic = Buffer.from(`x-access-token:${opts.authToken}`, "utf8").toString("base64");
  const n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  return {
    ...baseEnv(),
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: "http.extraheader",
    [`GIT_CONFIG_VALUE_${n}`]: `AUTHORIZATION: basic ${basic}`
  };
}
function git(repo, args, input, opts = {}) {
  return new Promise((done) => {
    const child = (0, import_node_child_process.spawn)("git", gitArgv(repo, args), {
      env: gitEnv(opts),
      stdio: [input === void 0 ? "ignore" : "pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", (e) => done({ status: 1, stdout: Buffer.alloc(0), stderr: String(e) }));
    child.on(
      "close",
      (code) => done({ status: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") })
    );
    if (input !== void 0) {
      child.stdin.on("error", () => void 0);
      child.stdin.end(input);
    }
  });
}
function gitSync(repo, args, input) {
  const r = (0, import_node_child_process.spawnSync)("git", gitArgv(repo, args), {
    env: baseEnv(),
    maxBuffer: 256 * 1024 * 1024,
    ...input === void 0 ? { stdio: ["ignore", "pipe", "pipe"] } : { input }
  });
  return {
    status: r.error ? 1 : r.status ?? 1,
    stdout: r.stdout ?? Buffer.alloc(0),
    stderr: r.error ? String(r.error) : r.stderr?.toString("utf8") ?? ""
  };
}

// src/git/cat-file.ts
var import_node_child_process2 = require("node:child_process");
var import_node_buffer = require("node:buffer");
var Failed = class {
  constructor(error) {
    this.error = error;
  }
  error;
};
var MAX_NAME = 16 * 1024;
var unsendable = (spec) => /[\n\r\0]/.test(spec) || spec.length > MAX_NAME;
var HEADER = /^([0-9a-f]+) (\S+) (\d+)$/;
var MAX_HEADER = 4 * MAX_NAME + 64;
var MAX_STDERR = 16 * 1024;
var AnswerParser = class {
  constructor(answer, fail) {
    this.answer = answer;
    this.fail = fail;
  }
  answer;
  fail;
  partial = [];
  partialLength = 0;
  /** The object being received: its content buffer (none for types nobody reads) and the bytes still due. */
  body;
  stopped = false;
  stop() {
    this.stopped = true;
    this.body = void 0;
    this.partial = [];
  }
  push(chunk) {
    let pos = 0;
    while (pos < chunk.length && !this.stopped) {
      const body = this.body;
      if (body) {
        const take = Math.min(body.left, chunk.length - pos);
        const content = Math.min(take, body.left - 1);
        if (body.data && content > 0)
          chunk.copy(body.data, body.data.length - (body.left - 1), pos, pos + content);
        body.left -= take;
        pos += take;
        if (body.left === 0) {
          this.body = void 0;
          this.answer(body.object);
        }
        continue;
      }
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) {
        this.partial.push(chunk.subarray(pos));
        this.partialLength += chunk.length - pos;
        if (this.partialLength > MAX_HEADER) this.fail("git cat-file: unexpected output");
        return;
      }
      const piece = chunk.subarray(pos, nl);
      const line = this.partial.length ? Buffer.concat([...this.partial, piece]) : piece;
      this.partial = [];
      this.partialLength = 0;
      pos = nl + 1;
      this.header(line.toString("utf8"));
    }
  }
  header(line) {
    const m = HEADER.exec(line);
    if (!m) return this.answer(void 0);
    const size = Number(m[3]);
    if (!Number.isSafeInteger(size) || size > import_node_buffer.constants.MAX_LENGTH)
      return this.fail(`git cat-file: object ${m[1]} is too large to read (${m[3]} bytes)`);
    const object = { sha: m[1], type: m[2] };
    const data = m[2] === "blob" || m[2] === "tree" ? Buffer.allocUnsafe(size) : void 0;
    if (data) object[m[2]] = data;
    this.body = { object, data, left: size + 1 };
  }
};
function openCatFile(repo) {
  const pending = [];
  let failure;
  let ended = false;
  let closed = false;
  let stderr = "";
  let settle = () => void 0;
  const exited = new Promise((done) => settle = done);
  const child = (0, import_node_child_process2.spawn)("git", gitArgv(repo, ["cat-file", "--batch"]), {
    env: gitEnv(),
    stdio: ["pipe", "pipe", "pipe"]
  });
  const hold = (on) => {
    const handles = [child, child.stdin, child.stdout, child.stderr];
    handles.forEach((h) => on ? h.ref?.() : h.unref?.());
  };
  const holdWhileBusy = () => hold(!ended && (pending.length > 0 || closed || failure !== void 0));
  const fail = (why) => {
    failure ??= why;
    parser.stop();
    for (const done of pending.splice(0)) done(new Failed(failure));
    if (child.exitCode === null && child.signalCode === null) child.kill();
    holdWhileBusy();
  };
  const parser = new AnswerParser((a) => {
    const next = pending.shift();
    if (!next) return fail("git cat-file answered a question that was not asked");
    next(a);
    holdWhileBusy();
  }, fail);
  hold(false);
  child.stdout.on("data", (chunk) => parser.push(chunk));
  child.stderr.on("data", (b) => {
    if (stderr.length < MAX_STDERR) stderr += b.toString("utf8");
  });
  child.stdin.on("error", () => void 0);
  child.on("error", (e) => {
    ended = true;
    fail(String(e));
    settle(null);
  });
  child.on("close", (code, signal) => {
    if (ended) return;
    ended = true;
    const why = stderr.trim() || `git cat-file exited ${code ?? signal}`;
    fail(code === 0 && !pending.length ? "git cat-file has ended" : why);
    settle(code);
  });
  const ask = (specs) => {
    if (failure !== void 0 || closed || ended) {
      const why = failure ?? "git cat-file has ended";
      return specs.map(() => Promise.resolve(new Failed(why)));
    }
    const answers = specs.map((_) => new Promise((done) => pending.push(done)));
    if (specs.length) {
      hold(true);
      child.stdin.write(specs.join("\n") + "\n");
    }
    return answers;
  };
  return {
    exited,
    read: (specs) => answersOf(specs, ask),
    close() {
      if (closed) return;
      closed = true;
      child.stdin.end();
      holdWhileBusy();
    }
  };
}
async function answersOf(specs, send) {
  const sent = send(specs.filter((s) => !unsendable(s)));
  let i = 0;
  const answers = await Promise.all(specs.map((s) => unsendable(s) ? void 0 : sent[i++]));
  const failed = answers.find((a) => a instanceof Failed);
  if (failed) return { error: failed.error };
  return { objects: answers };
}
async function catFileBatch(repo, specs) {
  const objects = openCatFile(repo);
  try {
    return await objects.read(specs);
  } finally {
    objects.close();
  }
}

// src/git/refs.ts
function couldNotRead(path, ref, reason) {
  return diag("error", "V-1", `could not read ${path} at ${ref}: ${reason}`, {
    file: path,
    fix: "check that the ref exists in this clone (fetch it, or fetch with enough depth)"
  });
}
var GitError = class extends Error {
  constructor(diagnostic) {
    super(diagnostic.message);
    this.diagnostic = diagnostic;
  }
  diagnostic;
};
async function mergeBase(repo, a, b) {
  const r = await git(repo, ["merge-base", a, b]);
  const sha = r.stdout.toString("utf8").trim();
  if (r.status !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
    throw new GitError(couldNotRead("<merge-base>", `${a}...${b}`, r.stderr.trim() || "no common ancestor"));
  }
  return sha;
}

// src/merge/prlink-edit.ts
var FLOW_SCALARS = /* @__PURE__ */ new Set(["scalar", "single-quoted-scalar", "double-quoted-scalar"]);
function locate(text) {
  const { Composer, isMap: isMap2, isScalar, isSeq, Parser } = yaml();
  const tokens = [...new Parser().parse(text)];
  const docs = [
    ...new Composer({ version: "1.1", uniqueKeys: true, keepSourceTokens: true }).compose(tokens)
  ];
  if (docs.length !== 1 || docs[0].errors.length) return void 0;
  const doc = docs[0];
  const seq = doc.contents;
  if (!isSeq(seq) || seq.items.length !== 1 || !isMap2(seq.items[0])) return void 0;
  const pairs = seq.items[0].items.filter((p) => isScalar(p.key) && p.key.value === "pr-link");
  if (pairs.length !== 1) return void 0;
  const value = pairs[0].value;
  if (!isScalar(value) || typeof value.value !== "string" || !value.srcToken) return void 0;
  if (!FLOW_SCALARS.has(value.srcToken.type)) return void 0;
  const entry = doc.toJS()[0];
  return { tokens, value, token: value.srcToken, entry };
}
function readEntry(text) {
  return locate(text)?.entry;
}
function setPrLink(text, link) {
  const found = locate(text);
  if (!found) return { ok: false, reason: "no-single-pr-link" };
  const [start, end] = found.value.range;
  const { CST } = yaml();
  CST.setScalarValue(found.token, link);
  const out = found.tokens.map((t) => CST.stringify(t)).join("");
  const kept = out.startsWith(text.slice(0, start)) && out.endsWith(text.slice(end));
  const after = locate(out);
  const rest = (e) => canonicalJson({ ...e, "pr-link": null });
  if (!kept || !after || after.value.value !== link || rest(after.entry) !== rest(found.entry))
    return { ok: false, reason: "not-kept" };
  return { ok: true, text: out };
}

// src/merge/spans.ts
function lineStarts(text) {
  const out = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}
function entrySpans(text, startLines) {
  const starts = lineStarts(text);
  const offsets = [];
  for (const line of startLines) {
    const at = starts[line - 1];
    if (at === void 0 || !text.startsWith("- config-keys:", at)) return void 0;
    if (offsets.length && at <= offsets[offsets.length - 1]) return void 0;
    offsets.push(at);
  }
  return offsets.map((start, i) => ({ start, end: offsets[i + 1] ?? text.length }));
}
function blockOf(text, span) {
  const own = text.slice(span.start, span.end).replace(/\n(?:[ \t\r]*\n)+$/, "\n");
  return own.endsWith("\n") ? own : `${own}
`;
}

// src/merge/merge.ts
var MSG_SPANS = "could not map parsed changelog entries to raw byte spans";
var MSG_PR_LINK_LINE = "could not locate exactly one pr-link line in a changelog entry";
var MSG_NOTHING_LEFT = "the PR has no changelog contribution remaining after merging main";
var MSG_CORRECTIONS_PRESENT = "the PR's pr-link corrections are already present on main";
var MSG_NO_CONTRIBUTION = "the PR has no appended entry or pr-link correction to preserve";
var MSG_REVALIDATE = "the resolved file does not pass the changelog gate against main";
var pullBase = (repo) => `https://github.com/${repo}/pull/`;
function contentKey(e) {
  return canonicalJson({ ...e, "pr-link": null });
}
function rawKey(v) {
  try {
    return canonicalJson(v);
  } catch {
    return void 0;
  }
}
function mergeChangelog(input) {
  const { path } = input;
  const repo = input.repo ?? DEFAULT_REPO;
  const fail = (diagnostics) => ({
    outcome: "error",
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics
  });
  const theirs = decodeChangelog(input.theirs, path);
  if (theirs.diagnostics.length) return fail(theirs.diagnostics);
  const base = input.base === null ? null : decodeChangelog(input.base, path);
  if (base?.diagnostics.length) return fail(base.diagnostics);
  const pr = gateChangelog({
    path,
    base: base?.text ?? null,
    head: input.ours,
    prNumber: input.prNumber,
    repo,
    strict: input.strict ?? false,
    event: "pull_request"
  });
  if (pr.outcome === "error") return fail(pr.diagnostics);
  if (pr.outcome === "no-entry") {
    return fail([
      ...pr.diagnostics,
      diag("error", "L-4", MSG_NO_CONTRIBUTION, {
        file: path,
        fix: "check that 'ours' is the PR's side (during a rebase, ours and theirs are swapped)"
      })
    ]);
  }
  const ours = decodeChangelog(input.ours, path).text;
  const main = mainEntries(theirs.text, path);
  if ("diagnostics" in main) return fail([...pr.diagnostics, ...main.diagnostics]);
  const ctx = { path, repo, prNumber: input.prNumber, strict: input.strict ?? false };
  const r = pr.outcome === "corrections" ? applyCorrections(ctx, base?.text ?? "", theirs.text, main, pr.corrections) : appendFresh(ctx, ours, theirs.text, main, pr.appended);
  return { ...r, diagnostics: [...pr.diagnostics, ...r.diagnostics] };
}
function mainEntries(text, path) {
  const s = parseStructure(text, path);
  if (!s.structured || hasErrors(s.diagnostics)) {
    return {
      diagnostics: [
        ...s.diagnostics,
        diag("error", "L-4", `${path} on main is not a changelog list; resolve manually`, { file: path })
      ]
    };
  }
  const v = validateEntries(s, path, { schema: "lax" });
  const byContent = /* @__PURE__ */ new Map();
  for (const e of v.entries) {
    if (!e.entry) continue;
    const k = contentKey(e.entry);
    if (!byContent.has(k)) byContent.set(k, e.index);
  }
  return { byContent, raws: s.raws, lines: s.lines };
}
function appendFresh(ctx, ours, theirs, main, appended) {
  const { path } = ctx;
  const err = (message, where = {}) => ({
    outcome: "error",
    kept: [],
    dropped: [],
    corrections: [],
    diagnostics: [diag("error", "L-4", message, { file: path, ...where })]
  });
  const spans = entrySpans(
    ours,
    appended.map((a) => a.line)
  );
  if (!spans) return err(MSG_SPANS);
  const dropped = [];
  const fresh = [];
  for (const [i, a] of appended.entries()) {
    const span = spans[i];
    if (rawKey(readEntry(blockOf(ours, span))) !== rawKey(a.raw) || rawKey(a.raw) === void 0)
      return err(MSG_SPANS, { line: a.line });
    const on = main.byContent.get(contentKey(a.entry));
    if (on !== void 0) dropped.push({ from: a.index, line: a.line, main: on });
    else fresh.push({ a, span });
  }
  if (fresh.length === 0) {
    return {
      outcome: "unchanged",
      text: theirs,
      kept: [],
      dropped,
      corrections: [],
      diagnostics: [
        diag("notice", "L-4", MSG_NOTHING_LEFT, {
          file: path,
          fix: "the resolved file is the one on main; the PR no longer changes the changelog"
        })
      ]
    };
  }
  const url = `${pullBase(ctx.repo)}${ctx.prNumber}`;
  const placeholders = /* @__PURE__ */ new Set(["XXX", `${pullBase(ctx.repo)}XXX`]);
  const blocks = [];
  const kept = [];
  for (const { a, span } of fresh) {
    let block = blockOf(ours, span);
    const link = a.entry["pr-link"];
    if (placeholders.has(link)) {
      const edit = setPrLink(block, url);
      if (!edit.ok) return err(MSG_PR_LINK_LINE, { line: a.line });
      block = edit.text;
    } else if (link !== url) {
      return err(`appended entry ${a.index} has unexpected pr-link '${link}'`, {
        line: a.line,
        fix: `use '${url}' or the XXX placeholder`
      });
    }
    kept.push({
      from: a.index,
      to: main.raws.length + kept.length + 1,
      line: a.line,
      prLink: { from: link, to: url }
    });
    blocks.push(block);
  }
  const sep2 = theirs === "" || /\n[ \t]*\n$/.test(theirs) ? "" : theirs.endsWith("\n") ? "\n" : "\n\n";
  const text = theirs + sep2 + blocks.join("\n");
  const check = revalidate(ctx, theirs, text, "entries", kept.length);
  if (check.length) return { ...err(MSG_REVALIDATE), diagnostics: check };
  return { outcome: "merged", text, kept, dropped, corrections: [], diagnostics: [] };
}
function applyCorrections(ctx, base, theirs, main, corrections) {
  const { path } = ctx;
  const diagnostics = [];
  const at = (line) => ({ file: path, ...line ? { line } : {} });
  const baseRaws = parseStructure(base, path).raws;
  const out = [];
  for (const c of corrections) {
    const i = c.index - 1;
    const mine = main.raws[i];
    const old = baseRaws[i];
    if (!mine) {
      diagnostics.push(diag("error", "L-4", `main is missing corrected entry ${c.index}`, at(c.line)));
      continue;
    }
    const rest = (o) => o && typeof o === "object" ? rawKey({ ...o, "pr-link": null }) : void 0;
    if (rest(mine) === void 0 || rest(mine) !== rest(old)) {
      diagnostics.push(
        diag("error", "L-4", `main changed corrected entry ${c.index}; resolve manually`, at(main.lines[i]))
      );
      continue;
    }
    const link = mine["pr-link"];
    if (link === c.to) out.push({ ...c, applied: false });
    else if (link === c.from) out.push({ ...c, applied: true });
    else
      diagnostics.push(
        diag("error", "L-4", `main has a conflicting pr-link for entry ${c.index}`, {
          ...at(main.lines[i]),
          fix: `main has '${String(link)}', the PR changes '${c.from}' to '${c.to}'`
        })
      );
  }
  const none = { outcome: "error", kept: [], dropped: [], corrections: [], diagnostics };
  if (hasErrors(diagnostics)) return none;
  const todo = out.filter((c) => c.applied);
  if (todo.length === 0) {
    return {
      outcome: "unchanged",
      text: theirs,
      kept: [],
      dropped: [],
      corrections: out,
      diagnostics: [diag("notice", "L-4", MSG_CORRECTIONS_PRESENT, { file: path })]
    };
  }
  const spans = entrySpans(theirs, main.lines);
  if (!spans) return { ...none, diagnostics: [diag("error", "L-4", MSG_SPANS, at())] };
  let text = theirs;
  for (const c of [...todo].sort((a, b) => b.index - a.index)) {
    const span = spans[c.index - 1];
    const region = text.slice(span.start, span.end);
    if (rawKey(readEntry(region)) !== rawKey(main.raws[c.index - 1]))
      return { ...none, diagnostics: [diag("error", "L-4", MSG_SPANS, at(main.lines[c.index - 1]))] };
    const edit = setPrLink(region, c.to);
    if (!edit.ok)
      return {
        ...none,
        diagnostics: [diag("error", "L-4", MSG_PR_LINK_LINE, at(main.lines[c.index - 1]))]
      };
    text = text.slice(0, span.start) + edit.text + text.slice(span.end);
  }
  const check = revalidate(ctx, theirs, text, "corrections", todo.length);
  if (check.length) return { ...none, diagnostics: check };
  return { outcome: "corrected", text, kept: [], dropped: [], corrections: out, diagnostics: [] };
}
function revalidate(ctx, theirs, text, expected, count) {
  const r = gateChangelog({
    path: ctx.path,
    base: theirs,
    head: text,
    prNumber: ctx.prNumber,
    repo: ctx.repo,
    strict: ctx.strict,
    event: "pull_request"
  });
  const n = expected === "entries" ? r.appended.length : r.corrections.length;
  if (r.outcome === expected && n === count && !hasErrors(r.diagnostics)) return [];
  return [
    diag("error", "L-4", MSG_REVALIDATE, { file: ctx.path, fix: "resolve the conflict by hand" }),
    ...r.diagnostics.filter((d) => d.severity === "error")
  ];
}

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/repo-config.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");

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

// src/layout/find.ts
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
var oneOf = (...xs) => (v) => typeof v === "string" && xs.includes(v);
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
  "fail-fast-scope": oneOf("matrix", "run"),
  launcher: (v) => str2(1, 500)(v) || map({
    profile: oneOf(...LAUNCHER_PROFILES),
    command: str2(1, 500),
    secrets: map(
      Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, str2(1, 100, PATTERNS.secretName)]))
    )
  })(v),
  scheduler: map({ priority: bool2, "node-slots": bool2 }),
  comments: map({
    status: oneOf("auto", "always"),
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
    baseline: oneOf("published", "postgres", "none"),
    "data-branch": str2(1, 100, PATTERNS.branch),
    samples: number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 20),
    "database-url-env": str2(0, 100, PATTERNS.envName),
    thresholds: map(Object.fromEntries(RESULT_METRICS.map((m) => [m, number((n) => n > 0 && n <= 10)])))
  })
});

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;

// src/cli/repo-config.ts
function repositoryOf(dir, io, given) {
  const named = given ?? io.env["GITHUB_REPOSITORY"];
  if (named) return named;
  if (dir === void 0) return void 0;
  const url = originUrl(dir);
  if (url === void 0) return void 0;
  const m = /github\.com[:/]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url);
  return m ? `${m[1]}/${m[2]}` : void 0;
}
function originUrl(dir) {
  const config = (0, import_node_path.resolve)(dir, ".git", "config");
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(config, "utf8");
  } catch {
    text = void 0;
  }
  if (text !== void 0 && !/insteadof|\[include/i.test(text)) {
    const section = /^\s*\[remote "origin"\]\s*$([\s\S]*?)(?=^\s*\[|(?![\s\S]))/m.exec(text);
    if (!section) return void 0;
    const url = /^\s*url\s*=\s*(.+?)\s*$/m.exec(section[1]);
    return url ? url[1] : void 0;
  }
  const r = gitSync(dir, ["remote", "get-url", "origin"]);
  return r.status === 0 ? r.stdout.toString("utf8").trim() : void 0;
}

// src/cli/merge-changelog.ts
var CHANGELOG = "perf-changelog.yaml";
var HELP = `usage: sweep merge-changelog --pr <N> [--theirs <src> [--ours <src>] [--base <src>]] [options]

Resolves a ${CHANGELOG} conflict between a PR and the default branch: the PR's appended entries
are kept byte for byte after the default branch's file, one empty line apart, except those the default
branch already has (same content, whatever their pr-link); XXX placeholder links become the PR's URL.
A PR that only corrects historical pr-links has its corrections applied to the default branch's copy.
The result passes the changelog gate against the default branch, as CI will check it.

Where the three sides come from:
  no --base/--ours/--theirs   the merge in progress in --root: index stages 1 (base), 2 (ours = the PR
                              branch) and 3 (theirs = the merged default branch) of the conflicted file.
                              During a rebase the PR side is stage 3: pass --ours :3 --theirs :2 --base :1
  --theirs <src>              the default branch's side, e.g. origin/main
  --ours <src>                the PR's side (default HEAD)
  --base <src>                the merge base (default merge-base(ours, theirs); required with files)
  A <src> is a file when such a file exists, else a git revision read at --path; :1, :2 and :3 name
  the index stages.

Options:
  --pr <N>               the PR number (required): links become https://github.com/<repo>/pull/<N>
  --repo <owner/name>    the repository the PR links point to (default $GITHUB_REPOSITORY, else the
                         GitHub repository the origin remote points at, else ${DEFAULT_REPO})
  --path <file>          the changelog's path in the repository (default: the conflicted
                         ${CHANGELOG} in the index, else ${CHANGELOG})
  --root <dir>           the git repository (default: the working directory)
  --write <file>         write the resolved file there (e.g. the conflicted file, then git add it);
                         without it the resolved file goes to stdout
  --strict               layout problems (blank lines, tabs, CR) are errors, not warnings
  -h, --help             this text

Exit codes:
  0   resolved: written (or printed); a summary is on stderr
  1   not resolvable: stderr says why, with file:line; nothing is written
  2   usage error
  3   nothing of the PR remains: its entries or corrections are already on the default branch;
      the resolved file (written or printed) is the default branch's, unchanged
  70  internal error
`;
var OPTIONS = {
  pr: { type: "string" },
  repo: { type: "string" },
  path: { type: "string" },
  root: { type: "string" },
  base: { type: "string" },
  ours: { type: "string" },
  theirs: { type: "string" },
  write: { type: "string" },
  strict: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var ReadError = class extends Error {
};
var mergeChangelogCommand = async (argv, io) => {
  let values;
  try {
    ({ values } = (0, import_node_util.parseArgs)({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (e) {
    throw new UsageError(`${e.message}

${HELP}`);
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const pr = Number(values.pr);
  if (values.pr === void 0 || !/^[1-9][0-9]{0,9}$/.test(values.pr) || !Number.isSafeInteger(pr))
    throw new UsageError(`--pr must be the PR number (a positive integer)

${HELP}`);
  const repo = repositoryOf((0, import_node_path2.resolve)(io.cwd, values.root ?? "."), io, values.repo) ?? DEFAULT_REPO;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo))
    throw new UsageError(`--repo must be owner/name (got '${repo}')`);
  const explicit = values.base !== void 0 || values.ours !== void 0 || values.theirs !== void 0;
  if (explicit && values.theirs === void 0)
    throw new UsageError("--theirs is required with --base or --ours (the default branch, e.g. origin/main)");
  const root = (0, import_node_path2.resolve)(io.cwd, values.root ?? ".");
  let sides;
  try {
    sides = explicit ? await fromSources(root, io.cwd, values.path ?? CHANGELOG, values) : await fromIndex(root, values.path);
  } catch (e) {
    if (e instanceof ReadError || e instanceof GitError) {
      io.stderr(`merge-changelog: ${e.message}
`);
      return 1;
    }
    throw e;
  }
  const r = mergeChangelog({ ...sides, prNumber: pr, repo, strict: values.strict });
  io.stderr(r.diagnostics.map((d) => `${formatDiagnosticLine(d)}
`).join(""));
  if (r.text === void 0) {
    io.stderr(`merge-changelog: ${sides.path} not resolved; nothing written
`);
    return 1;
  }
  if (values.write !== void 0) (0, import_node_fs2.writeFileSync)((0, import_node_path2.resolve)(io.cwd, values.write), r.text);
  else io.stdout(r.text);
  io.stderr(`merge-changelog: ${summary(r, sides.path, pr)}
`);
  return r.outcome === "unchanged" ? 3 : 0;
};
function summary(r, path, pr) {
  if (r.outcome === "corrected") {
    const n = r.corrections.filter((c) => c.applied).length;
    return `${path}: applied ${n} pr-link correction(s) of PR #${pr} to main's copy (entries ${r.corrections.filter((c) => c.applied).map((c) => c.index).join(", ")})`;
  }
  if (r.outcome === "unchanged")
    return `${path}: nothing of PR #${pr} remains; the file is main's, unchanged`;
  const kept = r.kept.map((k) => `${k.from} \u2192 ${k.to}`).join(", ");
  const links = r.kept.filter((k) => k.prLink.from !== k.prLink.to).length;
  const dropped = r.dropped.length ? `; dropped ${r.dropped.length} already on main (${r.dropped.map((d) => `${d.from} = main's ${d.main}`).join(", ")})` : "";
  return `${path}: kept ${r.kept.length} entr${r.kept.length === 1 ? "y" : "ies"} of PR #${pr} (${kept})${dropped}; ${links} pr-link(s) set to the PR's URL`;
}
async function fromIndex(root, given) {
  const path = given ?? await conflictedChangelog(root);
  const r = await catFileBatch(
    root,
    [1, 2, 3].map((n) => `:${n}:${path}`)
  );
  if ("error" in r) throw new ReadError(`could not read stage 1 for ${path}: ${r.error}`);
  const blobs = r.objects.map((o, i) => {
    if (o?.blob) return o.blob;
    throw new ReadError(
      `could not read stage ${i + 1} for ${path}: not in the index (is a merge in progress, with ${path} in conflict?)`
    );
  });
  return { path, base: blobs[0], ours: blobs[1], theirs: blobs[2] };
}
async function conflictedChangelog(root) {
  const r = await git(root, ["ls-files", "-u", "-z"]);
  if (r.status !== 0) throw new ReadError(`could not list the index of ${root}: ${r.stderr.trim()}`);
  const paths = new Set(
    r.stdout.toString("utf8").split("\0").map((l) => l.slice(l.indexOf("	") + 1)).filter((p) => p && (0, import_node_path2.basename)(p) === CHANGELOG)
  );
  if (paths.size === 1) return [...paths][0];
  if (paths.size === 0)
    throw new ReadError(
      `no conflicted ${CHANGELOG} in the index of ${root}; outside a merge, name the default branch with --theirs (e.g. --theirs origin/main)`
    );
  throw new ReadError(`several conflicted changelogs (${[...paths].join(", ")}); choose one with --path`);
}
async function fromSources(root, cwd, path, v) {
  const ours = await readSource(root, cwd, path, v.ours ?? "HEAD");
  const theirs = await readSource(root, cwd, path, v.theirs);
  if (!ours.bytes)
    throw new ReadError(`could not read ${path} at ${ours.rev}: the file does not exist there`);
  if (!theirs.bytes)
    throw new ReadError(`could not read ${path} at ${theirs.rev}: the file does not exist there`);
  let base;
  if (v.base !== void 0) base = (await readSource(root, cwd, path, v.base)).bytes;
  else if (ours.sha && theirs.sha)
    base = (await readSource(root, cwd, path, await mergeBase(root, ours.sha, theirs.sha))).bytes;
  else throw new UsageError("--base is required when --ours or --theirs is a file or an index stage");
  return { path, base, ours: ours.bytes, theirs: theirs.bytes };
}
async function readSource(root, cwd, path, src) {
  const file2 = (0, import_node_path2.resolve)(cwd, src);
  if ((0, import_node_fs2.existsSync)(file2) && (0, import_node_fs2.statSync)(file2).isFile()) return { bytes: (0, import_node_fs2.readFileSync)(file2) };
  const stage2 = /^:([123])$/.exec(src);
  if (stage2) {
    const r2 = await catFileBatch(root, [`:${stage2[1]}:${path}`]);
    const blob = "error" in r2 ? void 0 : r2.objects[0]?.blob;
    if (!blob)
      throw new ReadError(
        `could not read stage ${stage2[1]} for ${path}: ${"error" in r2 ? r2.error : "not in the index"}`
      );
    return { bytes: blob, rev: src };
  }
  const r = await catFileBatch(root, [`${src}^{commit}`, `${src}:${path}`]);
  if ("error" in r) throw new ReadError(`could not read ${path} at ${src}: ${r.error}`);
  if (!r.objects[0])
    throw new ReadError(`could not read ${path} at ${src}: neither a file nor a revision in ${root}`);
  return { bytes: r.objects[1]?.blob ?? null, rev: src, sha: r.objects[0].sha };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  HELP,
  mergeChangelogCommand
});
