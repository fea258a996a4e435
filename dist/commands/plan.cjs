var __import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
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
var isError, hasErrors, formatDiagnosticLine;
var init_diagnostics = __esm({
  "src/diagnostics.ts"() {
    "use strict";
    isError = (d) => d.severity === "error";
    hasErrors = (ds) => ds.some(isError);
    formatDiagnosticLine = (d) => formatDiagnostic(d).replace(/\n {2}fix: /, " \u2014 fix: ").replace(/\n/g, " ");
  }
});

// src/plan/canonical.ts
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
function member(shape, i, v, strict, first) {
  const t2 = typeof v;
  const kept = t2 === "string" || t2 === "boolean" || t2 === "number" && Number.isFinite(v);
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
function sha256Hex(text) {
  return oneShot ? oneShot("sha256", text, "hex") : crypto.createHash("sha256").update(text, "utf8").digest("hex");
}
var crypto, NON_ASCII, NON_ASCII_ALL, escapeChar, PLAIN, encoded, MAX_MEMBERS, MAX_ALL_MEMBERS, members, shapeRoot, MAX_SHAPE_NODES, shapeNodes, oneShot;
var init_canonical = __esm({
  "src/plan/canonical.ts"() {
    "use strict";
    crypto = __toESM(require("node:crypto"), 1);
    NON_ASCII = /[\u007f-\uffff]/;
    NON_ASCII_ALL = /[\u007f-\uffff]/g;
    escapeChar = (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
    PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
    encoded = /* @__PURE__ */ new Map();
    MAX_MEMBERS = 64;
    MAX_ALL_MEMBERS = 5e4;
    members = 0;
    shapeRoot = { next: /* @__PURE__ */ new Map() };
    MAX_SHAPE_NODES = 2e4;
    shapeNodes = 0;
    oneShot = crypto.hash;
  }
});

// src/plan/fingerprint.ts
function withoutDefaultSettings(w) {
  if (!w || typeof w !== "object" || Array.isArray(w)) return w;
  const s = w["additional-settings"];
  if (!Array.isArray(s) || s.length > 0) return w;
  const { "additional-settings": _omit, ...rest } = w;
  return rest;
}
function recipeFingerprint(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_RECIPE, recipeValue));
}
function rowId(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_ROW_ID)).slice(0, 16);
}
var PRODUCT_ROW_KEYS, ADDED_ROW_KEYS, PRIORITY_KEYS, NOT_RECIPE, NOT_ROW_ID, recipeValue;
var init_fingerprint = __esm({
  "src/plan/fingerprint.ts"() {
    "use strict";
    init_canonical();
    PRODUCT_ROW_KEYS = ["row-id", "gpu-count"];
    ADDED_ROW_KEYS = [...PRODUCT_ROW_KEYS, "node-count"];
    PRIORITY_KEYS = ["priority", "queue-token", "skip-queue-pr"];
    NOT_RECIPE = /* @__PURE__ */ new Set([
      "conc",
      "exp-name",
      "recipe-fingerprint",
      "eval-only",
      "eval-all-concs",
      ...ADDED_ROW_KEYS,
      ...PRIORITY_KEYS
    ]);
    NOT_ROW_ID = /* @__PURE__ */ new Set([...ADDED_ROW_KEYS, ...PRIORITY_KEYS]);
    recipeValue = (k, v) => k === "prefill" || k === "decode" ? withoutDefaultSettings(v) : v;
  }
});

// src/plan/policy.ts
function seqLenName(isl, osl) {
  const named = GENERATOR_POLICY.seqLenNames.find((s) => s.isl === isl && s.osl === osl);
  return named ? named.name : `${String(isl)}_${String(osl)}`;
}
var GENERATOR_POLICY, isEvalSeqLen;
var init_policy = __esm({
  "src/plan/policy.ts"() {
    "use strict";
    GENERATOR_POLICY = {
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
    isEvalSeqLen = (isl, osl) => isl === GENERATOR_POLICY.evalSeqLen.isl && osl === GENERATOR_POLICY.evalSeqLen.osl;
  }
});

// src/plan/pr-output.ts
function bucketOf(row, kind) {
  if (kind === "eval") {
    const b = isMultiNode(row) ? isAgentic(row) ? "multinode_agentic_evals" : "multinode_evals" : isAgentic(row) ? "agentic_evals" : "evals";
    return b;
  }
  const family = isMultiNode(row) ? "multi_node" : "single_node";
  return `${family}.${isAgentic(row) ? "agentic" : seqLenName(row.isl, row.osl)}`;
}
function toOutputRow(row, kind) {
  const out = {};
  for (const k in row) {
    const v = row[k];
    if (v === null || v === void 0 || ADDED_KEYS.has(k)) continue;
    out[k] = typeof v === "object" && hasNull(v) ? dropNulls(v) : v;
  }
  if (kind === "eval") out["eval-only"] = true;
  const { prefill, decode } = out;
  if (isWorker(prefill) && !("additional-settings" in prefill))
    out.prefill = { ...prefill, "additional-settings": [] };
  if (isWorker(decode) && !("additional-settings" in decode))
    out.decode = { ...decode, "additional-settings": [] };
  if (!isAgentic(out)) {
    if (!("eval-only" in out)) out["eval-only"] = false;
    if (isMultiNode(out) && !("eval-all-concs" in out)) out["eval-all-concs"] = false;
  }
  return out;
}
function hasNull(v) {
  if (v === null) return true;
  if (typeof v !== "object") return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (hasNull(v[i])) return true;
    return false;
  }
  for (const k in v) if (Object.hasOwn(v, k) && hasNull(v[k])) return true;
  return false;
}
function dropNulls(v) {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== void 0) out[k] = dropNulls(x);
    return out;
  }
  return v;
}
function emptyPlan(baseRef, headRef) {
  return {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
    changelog_metadata: { base_ref: baseRef, head_ref: headRef, entries: [] }
  };
}
function pushToBucket(plan2, bucket, row) {
  const dot = bucket.indexOf(".");
  if (dot < 0) {
    plan2[bucket].push(row);
    return;
  }
  const family = plan2[bucket.slice(0, dot)];
  (family[bucket.slice(dot + 1)] ??= []).push(row);
}
function bucketsOf(plan2) {
  const out = [];
  for (const family of ["single_node", "multi_node"]) {
    for (const [k, rows] of Object.entries(plan2[family])) out.push([`${family}.${k}`, rows]);
  }
  for (const b of ["evals", "agentic_evals", "multinode_evals", "multinode_agentic_evals"])
    out.push([b, plan2[b]]);
  return out;
}
function inferenceXJson(plan2) {
  const rows = /* @__PURE__ */ new Set();
  for (const [, bucket] of bucketsOf(plan2)) for (let i = 0; i < bucket.length; i++) rows.add(bucket[i]);
  const view = {
    single_node: plan2.single_node,
    multi_node: plan2.multi_node,
    evals: plan2.evals,
    agentic_evals: plan2.agentic_evals,
    multinode_evals: plan2.multinode_evals,
    multinode_agentic_evals: plan2.multinode_agentic_evals,
    changelog_metadata: plan2.changelog_metadata
  };
  return JSON.stringify(view, function(key, value) {
    return ADDED_KEYS.has(key) && rows.has(this) ? void 0 : value;
  });
}
var CONSUMED_FIXED_BUCKETS, isMultiNode, isAgentic, ADDED_KEYS, isWorker;
var init_pr_output = __esm({
  "src/plan/pr-output.ts"() {
    "use strict";
    init_fingerprint();
    init_policy();
    CONSUMED_FIXED_BUCKETS = ["1k1k", "8k1k", "agentic"];
    isMultiNode = (r) => "prefill" in r;
    isAgentic = (r) => r["scenario-type"] === "agentic-coding";
    ADDED_KEYS = new Set(ADDED_ROW_KEYS);
    isWorker = (w) => !!w && typeof w === "object";
  }
});

// src/limits.ts
function formatAmount(n, unit) {
  if (unit !== "bytes") return `${n.toLocaleString("en-US")} ${unit}`;
  if (n >= MiB) return `${+(n / MiB).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}
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
var MiB, LIMITS, utf8Bytes;
var init_limits = __esm({
  "src/limits.ts"() {
    "use strict";
    init_diagnostics();
    MiB = 1024 * 1024;
    LIMITS = {
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
    utf8Bytes = (text) => Buffer.byteLength(text, "utf8");
  }
});

// src/yaml/lib.ts
function yaml() {
  if (lib) return lib;
  const spec = true ? "../chunks/yaml.cjs" : "yaml";
  return lib = (0, import_node_module.createRequire)(__import_meta_url)(spec);
}
var import_node_module, lib;
var init_lib = __esm({
  "src/yaml/lib.ts"() {
    "use strict";
    import_node_module = require("node:module");
  }
});

// src/config/lint.ts
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
var YES_NO, EXPONENT_NO_DOT, SUSPECT;
var init_lint = __esm({
  "src/config/lint.ts"() {
    "use strict";
    init_diagnostics();
    init_lib();
    YES_NO = /^[yYnN]$/;
    EXPONENT_NO_DOT = /^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$/;
    SUSPECT = /(?:^|[\s:[{,-])(?:[yYnN]|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+)(?=$|[\s,\]}:])/m;
  }
});

// src/yaml/fast.ts
function unhandled(text) {
  NOT_ASCII.lastIndex = 0;
  for (let m = NOT_ASCII.exec(text); m; m = NOT_ASCII.exec(text)) if (UNHANDLED.test(m[0])) return true;
  return false;
}
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
function setKey(obj2, key, value) {
  if (key === "__proto__" || Object.prototype.hasOwnProperty.call(obj2, key)) aside();
  obj2[key] = value;
}
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
      const code2 = parseInt(hex, 16);
      if (code2 > 1114111) aside();
      out += String.fromCodePoint(code2);
      i += 1 + len;
    } else aside();
    from = i + 1;
  }
  return aside();
}
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
var ASIDE, aside, UNHANDLED, NOT_ASCII, KEY_MAX, NUMERIC_ASIDE, EXPONENT_ONLY, INT, FLOAT, WORDS, INDICATORS, isIndicator, ESCAPES, Reader, plainAfterDash, lastKey, pathKey, INDEX, COLS;
var init_fast = __esm({
  "src/yaml/fast.ts"() {
    "use strict";
    init_limits();
    ASIDE = /* @__PURE__ */ Symbol("aside");
    aside = () => {
      throw ASIDE;
    };
    UNHANDLED = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
    NOT_ASCII = /[^\n\x20-\x7e]+/g;
    KEY_MAX = 1e3;
    NUMERIC_ASIDE = /^(?:[-+]?0[0-9_]+|[-+]?0[xXbBoO].*|[-+]?\.?(?:inf|Inf|INF|nan|NaN|NAN)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*|[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+|[-+]?_.*|[-+]?\.[._]*)$/s;
    EXPONENT_ONLY = /^[eE][-+]?[0-9]+$/;
    INT = /^[-+]?[0-9][0-9_]*$/;
    FLOAT = /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/;
    WORDS = new Map([
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
    INDICATORS = new Uint8Array(128);
    for (const ch of ",[]{}#&*!|>'\"%@`") INDICATORS[ch.charCodeAt(0)] = 1;
    isIndicator = (c) => c < 128 && INDICATORS[c] === 1;
    ESCAPES = {
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
    Reader = class {
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
    plainAfterDash = (c) => !Number.isNaN(c) && c !== 32 && c !== 44 && c !== 91 && c !== 93 && c !== 123 && c !== 125 && c !== 35;
    lastKey = {
      line: void 0,
      q: -1,
      end: -1,
      odd: false
    };
    pathKey = (path) => {
      let k = "";
      for (const p of path) k += "\0" + p;
      return k;
    };
    INDEX = /^(?:0|[1-9][0-9]{0,8})$/;
    COLS = 1 << 20;
  }
});

// src/yaml/chars.ts
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
var NON_PRINTABLE, FOREIGN_BREAK, C0, BREAKS;
var init_chars = __esm({
  "src/yaml/chars.ts"() {
    "use strict";
    NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
    FOREIGN_BREAK = /[\x85\u2028\u2029]|\r(?!\n)/;
    C0 = "NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US".split(
      " "
    );
    BREAKS = {
      "\x85": "U+0085 (NEL)",
      "\u2028": "U+2028 (LINE SEPARATOR)",
      "\u2029": "U+2029 (PARAGRAPH SEPARATOR)",
      "\r": "a CR not followed by LF"
    };
  }
});

// src/yaml/compose.ts
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
    for (const t2 of parser.next(lexeme)) tokens.push(t2);
    if (parser.stack.length > STACK_CUTOFF)
      return { over: { limit: "nestingDepth", offset: parser.stack.at(-1).offset } };
    if (!MARKERS.has(lexeme)) offset += lexeme.length;
  }
  for (const t2 of parser.end()) tokens.push(t2);
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
  const stack = tokens.map((t2) => [t2, 0]);
  while (stack.length) {
    const [t2, depth] = stack.pop();
    if (!t2) continue;
    if (t2.type === "document") {
      stack.push([t2.value, depth]);
      continue;
    }
    if (t2.type !== "block-map" && t2.type !== "block-seq" && t2.type !== "flow-collection") continue;
    const d = depth + 1;
    if (d > LIMITS.nestingDepth.max) return t2.offset;
    for (const it of t2.items) {
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
var STACK_CUTOFF, SCALAR, MARKERS;
var init_compose = __esm({
  "src/yaml/compose.ts"() {
    "use strict";
    init_limits();
    init_lib();
    STACK_CUTOFF = 2 * LIMITS.nestingDepth.max + 8;
    SCALAR = "";
    MARKERS = /* @__PURE__ */ new Set(["", "", SCALAR]);
  }
});

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
var EMPTY, MAX_ERRORS;
var init_parse = __esm({
  "src/yaml/parse.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_chars();
    init_compose();
    init_lib();
    MAX_ERRORS = 50;
  }
});

// src/gate/prlink.ts
function isCanonicalPrLink(link, repo) {
  return new RegExp(`^${escape(pullUrl(repo))}[1-9][0-9]*$`).test(link);
}
function checkNewPrLink(link, ctx) {
  const base2 = pullUrl(ctx.repo);
  if (ctx.prNumber !== void 0) {
    const own = `${base2}${ctx.prNumber}`;
    if (link === "XXX" || link === `${base2}XXX` || link === own) return null;
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
  if (link === "XXX" || link === `${base2}XXX` || isCanonicalPrLink(link, ctx.repo)) return null;
  return {
    severity: "warning",
    rule: "L-2",
    message: `new PR entry must use '${base2}<N>' or an XXX placeholder; found '${link}'`
  };
}
var escape, pullUrl;
var init_prlink = __esm({
  "src/gate/prlink.ts"() {
    "use strict";
    escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pullUrl = (repo) => `https://github.com/${repo}/pull/`;
  }
});

// src/zod/lib.ts
function zod() {
  if (lib2) return lib2;
  const spec = true ? "../chunks/zod.cjs" : "zod";
  return lib2 = (0, import_node_module2.createRequire)(__import_meta_url)(spec);
}
function once(make) {
  let value;
  return () => value ??= make();
}
var import_node_module2, lib2;
var init_lib2 = __esm({
  "src/zod/lib.ts"() {
    "use strict";
    import_node_module2 = require("node:module");
  }
});

// src/gate/schema.ts
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
var SCENARIO_TYPES, KEY_ALIASES, LAX_TRUE, LAX_FALSE, laxBool, laxInt, laxEntrySchema, isNonBlank, strictEntrySchema, STRICT_BOOLEANS, STRICT_KEYS, nonBlankList, entryRules;
var init_schema = __esm({
  "src/gate/schema.ts"() {
    "use strict";
    init_lib2();
    SCENARIO_TYPES = ["fixed-seq-len", "agentic-coding"];
    KEY_ALIASES = {
      config_keys: "config-keys",
      pr_link: "pr-link",
      evals_only: "evals-only",
      all_evals: "all-evals",
      append_only: "append-only",
      eval_min_prefill_ep: "eval-min-prefill-ep",
      scenario_type: "scenario-type",
      no_evals: "no-evals"
    };
    LAX_TRUE = /* @__PURE__ */ new Set(["1", "on", "t", "true", "y", "yes"]);
    LAX_FALSE = /* @__PURE__ */ new Set(["0", "off", "f", "false", "n", "no"]);
    laxBool = () => {
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
    laxInt = () => {
      const z = zod();
      return z.preprocess(
        (v) => typeof v === "string" && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v,
        z.int().min(1)
      );
    };
    laxEntrySchema = once(() => {
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
    isNonBlank = (s) => s.trim().length > 0;
    strictEntrySchema = once(() => {
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
    STRICT_BOOLEANS = ["evals-only", "all-evals", "append-only", "no-evals"];
    STRICT_KEYS = /* @__PURE__ */ new Set([
      "config-keys",
      "description",
      "pr-link",
      ...STRICT_BOOLEANS,
      "eval-min-prefill-ep",
      "scenario-type"
    ]);
    nonBlankList = (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string" && isNonBlank(s));
    entryRules = [
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
  }
});

// src/gate/changelog.ts
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
function validateEntries(s, path, opts, from = 0, to = s.raws.length) {
  const entries = [];
  const diagnostics = [];
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    const index = (opts.entryOffset ?? 0) + i + 1;
    const pe = { index, line: s.lines[i], raw };
    entries.push(pe);
    const at3 = (p, key = false) => ({
      file: path,
      ...key ? s.yaml.locateKey([i, ...p]) : s.yaml.locate([i, ...p])
    });
    const found = entryDiagnostics(s, i, index, at3, opts);
    for (const d of found.diagnostics.slice(0, MAX_PER_ENTRY)) diagnostics.push(d);
    const more = found.diagnostics.length - MAX_PER_ENTRY + (found.unlisted ?? 0);
    if (more > 0)
      diagnostics.push(
        diag("error", "L-1", `entry ${index} has ${more} more problems`, {
          ...at3([]),
          fix: "fix the problems above first"
        })
      );
    if (found.entry) pe.entry = found.entry;
  }
  if (opts.schema === "strict") for (const d of yaml11Warnings(s, from, to)) diagnostics.push(d);
  return { entries, diagnostics };
}
function entryDiagnostics(s, i, index, at3, opts) {
  const raw = s.raws[i];
  const out = [];
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { diagnostics: [diag("error", "L-1", `entry ${index} is not a mapping`, at3([]))] };
  }
  const y = hasPlainKeys(raw) ? void 0 : yaml();
  const node = y?.isSeq(s.yaml.doc.contents) ? s.yaml.doc.contents.items[i] : void 0;
  if (y?.isMap(node) && node.items.some((p) => !y.isScalar(p.key))) {
    const where = at3([]);
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
    const where = at3(["config-keys"], true);
    return { diagnostics: [limitDiagnostic("configKeys", keys.length, where, "CL-S")] };
  }
  const checked = checkedEntry(raw, opts.schema);
  if (!checked.success) {
    const issues = checked.error.issues;
    for (const issue of issues.slice(0, MAX_PER_ENTRY)) out.push(...issueDiagnostics(issue, index, at3));
    return { diagnostics: out, unlisted: Math.max(0, issues.length - MAX_PER_ENTRY) };
  }
  const e = checked.data;
  for (const rule of entryRules) {
    if (rule.when(e)) out.push(diag("error", rule.rule, rule.message, at3([rule.field], true)));
  }
  if (opts.schema === "strict") {
    const seen = /* @__PURE__ */ new Set();
    const reported = /* @__PURE__ */ new Set();
    e["config-keys"].forEach((k, j) => {
      if (seen.has(k) && !reported.has(k)) {
        reported.add(k);
        out.push(
          diag("warning", "CL-S", `entry ${index} lists config key '${k}' twice`, at3(["config-keys", j]))
        );
      }
      seen.add(k);
    });
    const p = opts.prLink ? checkNewPrLink(e["pr-link"], opts.prLink) : null;
    if (p)
      out.push(diag(p.severity, p.rule, p.message, { ...at3(["pr-link"]), ...p.fix ? { fix: p.fix } : {} }));
  }
  return { diagnostics: out, entry: normalizeEntry(e) };
}
function checkedEntry(raw, schema) {
  if (schema === "strict" && acceptsStrictEntry(raw)) return { success: true, data: raw };
  const s = schema === "strict" ? strictEntrySchema() : laxEntrySchema();
  return s.safeParse(raw);
}
function issueDiagnostics(issue, index, at3) {
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const targets = keys.length ? keys.map((k) => [k]) : [issue.path];
  return targets.map((p) => {
    const alias = keys.length ? KEY_ALIASES[String(p[0])] : void 0;
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    const what = keys.length ? `unknown key '${String(p[0])}'` : `${formatPath(p) || "entry"}: ${missing ? "Field required" : issue.message}`;
    const fix = alias ? `write '${alias}'` : missing ? `add '${formatPath(p)}:' to the entry` : void 0;
    return diag("error", "L-1", `entry ${index} fails ChangelogEntry validation: ${what}`, {
      ...at3(p, keys.length > 0),
      ...fix ? { fix } : {}
    });
  });
}
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
var ENTRY_START, MAX_PER_ENTRY, BOOLEAN_FIELDS;
var init_changelog = __esm({
  "src/gate/changelog.ts"() {
    "use strict";
    init_lint();
    init_diagnostics();
    init_limits();
    init_fast();
    init_lib();
    init_parse();
    init_prlink();
    init_schema();
    ENTRY_START = /^- config-keys:/gm;
    MAX_PER_ENTRY = 20;
    BOOLEAN_FIELDS = ["evals-only", "all-evals", "append-only", "no-evals"];
  }
});

// src/gate/align.ts
function align(base2, head2) {
  let pre = 0;
  while (pre < base2.length && pre < head2.length && base2[pre] === head2[pre]) pre++;
  let suf = 0;
  while (suf < base2.length - pre && suf < head2.length - pre && base2[base2.length - 1 - suf] === head2[head2.length - 1 - suf])
    suf++;
  const B = base2.slice(pre, base2.length - suf);
  const H = head2.slice(pre, head2.length - suf);
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
  for (let k = 0; k < suf; k++) ops.push({ op: "equal", b: base2.length - suf + k, h: head2.length - suf + k });
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
var init_align = __esm({
  "src/gate/align.ts"() {
    "use strict";
    init_canonical();
  }
});

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
function extendsBytes(head2, base2) {
  return head2.length >= base2.length && Buffer.compare(head2.subarray(0, base2.length), base2) === 0;
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
function checkCharacters(text, from, path, layout) {
  const out = [];
  const position = (at3) => ({ line: lineAt(text, at3), col: at3 - text.lastIndexOf("\n", at3 - 1) });
  for (const c of CHAR_CHECKS) {
    const at3 = text.indexOf(c.ch, from);
    if (at3 === -1) continue;
    out.push(
      diag(c.layout ? layout : "error", "L-1", `${path} ${c.what}`, {
        file: path,
        ...position(at3),
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
function checkAppendedLayout(base2, suffix, lineOffset, path, severity) {
  const out = [];
  const at3 = (i2) => ({ file: path, line: lineOffset + i2 + 1, col: 1 });
  const lines = suffix.split("\n");
  const end = suffix.endsWith("\n") ? lines.length - 1 : lines.length;
  const expected = base2 === "" || /\n[ \t]*\n$/.test(base2) ? 0 : base2.endsWith("\n") ? 1 : 2;
  let i = 0;
  while (i < end && blank(lines[i])) i++;
  const leadingOk = i === expected && lines.slice(0, i).every((l) => l === "");
  if (!leadingOk) {
    out.push(
      diag(severity, "L-3", MSG_SEPARATE_HISTORY, {
        ...at3(Math.min(i, end - 1)),
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
    const run2 = runStart < 0 ? 0 : i - runStart;
    if (isStart && seenEntry && !(run2 === 1 && lines[runStart] === "")) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at3(runStart >= 0 ? runStart : i),
          fix: "separate entries with exactly one empty line"
        })
      );
    } else if (!isStart && run2 > 0) {
      out.push(
        diag(severity, "L-3", MSG_ONE_SEPARATOR, {
          ...at3(runStart),
          fix: "remove blank lines inside an entry"
        })
      );
    }
    seenEntry ||= isStart;
    runStart = -1;
  }
  if (runStart >= 0)
    out.push(
      diag(severity, "L-3", MSG_FINAL_NEWLINE, { ...at3(runStart), fix: "remove the trailing blank lines" })
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
var CHAR_CHECKS, blank, MSG_SEPARATE_HISTORY, FIX_SEPARATE_HISTORY, MSG_NOTHING_APPENDED, MSG_ONE_SEPARATOR, MSG_FINAL_NEWLINE;
var init_layout = __esm({
  "src/gate/layout.ts"() {
    "use strict";
    init_diagnostics();
    init_chars();
    CHAR_CHECKS = [
      { ch: "\0", what: "contains NUL bytes", layout: false, fix: "remove the NUL bytes" },
      { ch: "\r", what: "contains CR characters", layout: true, fix: "use LF line endings" },
      { ch: "	", what: "contains tabs", layout: true, fix: "indent with spaces" }
    ];
    blank = (l) => l.trim() === "";
    MSG_SEPARATE_HISTORY = "new changelog entries must be separated from history by one empty line and appended at the end";
    FIX_SEPARATE_HISTORY = "leave exactly one empty line between the last historical entry and your entry";
    MSG_NOTHING_APPENDED = "changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable";
    MSG_ONE_SEPARATOR = "appended changelog entries must have exactly one empty separator line";
    MSG_FINAL_NEWLINE = "the final appended changelog entry must end with one newline";
  }
});

// src/gate/history.ts
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
  const at3 = (line) => ({ file: x.path, line, col: 1 });
  const bl = x.base.split("\n");
  const hl = x.head.split("\n");
  if (bl.length !== hl.length) {
    out.push(
      diag(
        "error",
        "L-3",
        "pr-link corrections may not add or delete lines",
        at3(lineAt(x.head, commonPrefix(x.base, x.head)))
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
        diag("error", "L-3", `historical bytes changed outside a pr-link line at line ${i + 1}`, at3(i + 1))
      );
    }
  }
  if (changedLines !== corrections.length) {
    out.push(
      diag(
        "error",
        "L-3",
        `expected ${corrections.length} changed pr-link line(s), found ${changedLines}`,
        at3(corrections[0].line)
      )
    );
  }
  for (const c of corrections) {
    if (!isCanonicalPrLink(c.to, x.prLink.repo)) {
      out.push(
        diag("error", "L-2", `entry ${c.index} pr-link correction is not canonical: '${c.to}'`, {
          ...at3(c.line),
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
  const at3 = { file: path, line: diffLine, col: 1 };
  const onlyTrailingBlank = x.base.slice(diffAt).trim() === "" && appended;
  if (onlyTrailingBlank)
    return diag(x.layout, "L-3", MSG_SEPARATE_HISTORY, { ...at3, fix: FIX_SEPARATE_HISTORY });
  if (appended)
    return diag(
      "error",
      "L-3",
      `appended entries changed historical ${path} bytes; restore the base file byte-for-byte and append at the end`,
      at3
    );
  return diag("error", "L-3", MSG_NOTHING_APPENDED, {
    ...at3,
    fix: "revert the change, or append a new entry at the end"
  });
}
var IMMUTABLE, isObj;
var init_history = __esm({
  "src/gate/history.ts"() {
    "use strict";
    init_diagnostics();
    init_align();
    init_changelog();
    init_layout();
    init_prlink();
    IMMUTABLE = "existing entries are immutable except for pr-link-only corrections";
    isObj = (v) => !!v && typeof v === "object" && !Array.isArray(v);
  }
});

// src/gate/types.ts
var DEFAULT_REPO;
var init_types = __esm({
  "src/gate/types.ts"() {
    "use strict";
    DEFAULT_REPO = "SemiAnalysisAI/InferenceX";
  }
});

// src/gate/gate.ts
function appendedStart(base2, suffix) {
  const atLineStart = base2 === "" || base2.endsWith("\n") ? suffix : suffix.startsWith("\n") ? suffix.slice(1) : null;
  return atLineStart !== null && atLineStart.replace(/^(?:[ \t\r]*\n)*/, "").startsWith("- config-keys:");
}
function prefixOfHead(base2, headBytes, head2) {
  if (typeof base2 === "string" || typeof headBytes === "string" || head2.diagnostics.length) return void 0;
  if (!extendsBytes(headBytes, base2)) return void 0;
  if (base2.length < headBytes.length && (headBytes[base2.length] & 192) === 128) return void 0;
  const rest = headBytes.subarray(base2.length);
  const restLength = Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength).toString("utf8").length;
  return head2.text.slice(0, head2.text.length - restLength);
}
function gateChangelog(input) {
  const { path } = input;
  const layout = input.strict ? "error" : "warning";
  const prLink = {
    repo: input.repo ?? DEFAULT_REPO,
    ...input.prNumber !== void 0 ? { prNumber: input.prNumber } : {},
    ...input.event ? { event: input.event } : {}
  };
  const head2 = decodeChangelog(input.head, path);
  const base2 = input.base === null ? "" : prefixOfHead(input.base, input.head, head2) ?? decodeChangelog(input.base, path).text;
  const diagnostics = [...head2.diagnostics];
  const text = head2.text;
  if (input.base !== null && base2 === text) {
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
  const suffix = text.startsWith(base2) ? text.slice(base2.length) : null;
  if (suffix !== null && suffix.trim() === "") {
    diagnostics.push(
      diag("error", "L-3", MSG_NOTHING_APPENDED, {
        file: path,
        line: countLines(base2) + 1,
        col: 1,
        fix: "revert the whitespace change, or append a new entry"
      })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  if (suffix === null || !appendedStart(base2, suffix)) {
    const r = explainChange({ path, base: base2, head: text, layout, prLink });
    for (const d of r.diagnostics) diagnostics.push(d);
    const failed2 = hasErrors(diagnostics);
    return {
      ...r,
      outcome: failed2 ? "error" : r.outcome,
      appended: failed2 ? [] : r.appended,
      corrections: failed2 ? [] : r.corrections,
      diagnostics
    };
  }
  const lineOffset = countLines(base2);
  if (overBytes(suffix, LIMITS.appendedChangelog.max)) {
    diagnostics.push(
      limitDiagnostic("appendedChangelog", utf8Bytes(suffix), { file: path, line: lineOffset + 1 })
    );
    return { outcome: "error", appended: [], corrections: [], diagnostics };
  }
  for (const d of checkCharacters(text, base2.length, path, layout)) diagnostics.push(d);
  for (const d of checkAppendedLayout(base2, suffix, lineOffset, path, layout)) diagnostics.push(d);
  const parsed = parseChangelog(suffix, path, {
    lineOffset,
    entryOffset: countEntryStarts(base2),
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
var init_gate = __esm({
  "src/gate/gate.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_changelog();
    init_history();
    init_layout();
    init_types();
  }
});

// src/gate/index.ts
var init_gate2 = __esm({
  "src/gate/index.ts"() {
    "use strict";
    init_gate();
    init_changelog();
    init_schema();
    init_layout();
    init_prlink();
    init_types();
  }
});

// src/git/run.ts
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
      (code2) => done({ status: code2 ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") })
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
var import_node_child_process, baseEnv, gitArgv;
var init_run = __esm({
  "src/git/run.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process");
    baseEnv = () => ({
      ...process.env,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_TERMINAL_PROMPT: "0"
    });
    gitArgv = (repo, args) => [
      "-C",
      repo,
      "-c",
      "core.hooksPath=/dev/null",
      ...args
    ];
  }
});

// src/git/cat-file.ts
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
  child.on("close", (code2, signal) => {
    if (ended) return;
    ended = true;
    const why = stderr.trim() || `git cat-file exited ${code2 ?? signal}`;
    fail(code2 === 0 && !pending.length ? "git cat-file has ended" : why);
    settle(code2);
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
  const failed2 = answers.find((a) => a instanceof Failed);
  if (failed2) return { error: failed2.error };
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
var import_node_child_process2, import_node_buffer, Failed, MAX_NAME, unsendable, HEADER, MAX_HEADER, MAX_STDERR, AnswerParser;
var init_cat_file = __esm({
  "src/git/cat-file.ts"() {
    "use strict";
    import_node_child_process2 = require("node:child_process");
    import_node_buffer = require("node:buffer");
    init_run();
    Failed = class {
      constructor(error) {
        this.error = error;
      }
      error;
    };
    MAX_NAME = 16 * 1024;
    unsendable = (spec) => /[\n\r\0]/.test(spec) || spec.length > MAX_NAME;
    HEADER = /^([0-9a-f]+) (\S+) (\d+)$/;
    MAX_HEADER = 4 * MAX_NAME + 64;
    MAX_STDERR = 16 * 1024;
    AnswerParser = class {
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
  }
});

// src/git/tree.ts
function treeEntries(tree, treeSha) {
  const hashLength = treeSha.length / 2;
  const entries = [];
  let pos = 0;
  while (pos < tree.length) {
    const space = tree.indexOf(32, pos);
    const nul = space < 0 ? -1 : tree.indexOf(0, space + 1);
    if (nul < 0 || nul + 1 + hashLength > tree.length) break;
    const mode = tree.toString("latin1", pos, space);
    if (!/^[0-7]{5,6}$/.test(mode)) break;
    const isTree = (parseInt(mode, 8) & 61440) === 16384;
    entries.push({ mode, name: tree.toString("utf8", space + 1, nul), isTree });
    pos = nul + 1 + hashLength;
  }
  return entries;
}
var init_tree = __esm({
  "src/git/tree.ts"() {
    "use strict";
  }
});

// src/git/refs.ts
function couldNotRead(path, ref, reason) {
  return diag("error", "V-1", `could not read ${path} at ${ref}: ${reason}`, {
    file: path,
    fix: "check that the ref exists in this clone (fetch it, or fetch with enough depth)"
  });
}
async function revParse(repo, ref, forPath = "<commit>", objects) {
  return (await readAtRef(repo, ref, [], forPath, objects)).sha;
}
async function mergeBase(repo, a, b) {
  const r = await git(repo, ["merge-base", a, b]);
  const sha = r.stdout.toString("utf8").trim();
  if (r.status !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
    throw new GitError(couldNotRead("<merge-base>", `${a}...${b}`, r.stderr.trim() || "no common ancestor"));
  }
  return sha;
}
async function resolveGateRefs(repo, refs) {
  const head2 = await revParse(repo, refs.head);
  if (refs.base === null || /^0+$/.test(refs.base)) return { base: null, head: head2 };
  const target = await revParse(repo, refs.base);
  return { base: await mergeBase(repo, target, head2), head: head2 };
}
async function readAtRef(repo, ref, paths, forPath, reader) {
  const specs = [`${ref}^{commit}`, ...paths.map((p) => `${ref}:${p}`)];
  const r = reader ? await reader.read(specs) : await catFileBatch(repo, specs);
  if ("error" in r) throw new GitError(couldNotRead(forPath, ref, r.error));
  const [commit, ...objects] = r.objects;
  if (!commit) throw new GitError(couldNotRead(forPath, ref, `fatal: invalid object name '${ref}'`));
  return { sha: commit.sha, objects };
}
async function readBlobsAtRef(repo, ref, paths) {
  const { objects } = await readAtRef(repo, ref, paths, paths[0] ?? "<commit>");
  return new Map(paths.map((p, i) => [p, objects[i]?.blob ?? null]));
}
async function readFilesAtRef(repo, ref, paths) {
  const blobs = await readBlobsAtRef(repo, ref, paths);
  return new Map([...blobs].map(([p, b]) => [p, b ? b.toString("utf8") : null]));
}
async function readChangelogPair(repo, path, refs) {
  const diagnostics = [];
  const read = async (ref, required) => {
    try {
      const b = (await readBlobsAtRef(repo, ref, [path])).get(path) ?? null;
      if (!b && required)
        diagnostics.push(couldNotRead(path, ref, `fatal: path '${path}' does not exist in '${ref}'`));
      return b;
    } catch (e) {
      if (e instanceof GitError)
        diagnostics.push({ ...e.diagnostic, message: e.diagnostic.message.replace("<commit>", path) });
      else diagnostics.push(couldNotRead(path, ref, e.message));
      return null;
    }
  };
  const [base2, head2] = await Promise.all([
    refs.base === null ? null : read(refs.base, false),
    read(refs.head, true)
  ]);
  return { base: base2, head: head2, diagnostics };
}
var GitError;
var init_refs = __esm({
  "src/git/refs.ts"() {
    "use strict";
    init_diagnostics();
    init_cat_file();
    init_run();
    GitError = class extends Error {
      constructor(diagnostic) {
        super(diagnostic.message);
        this.diagnostic = diagnostic;
      }
      diagnostic;
    };
  }
});

// src/git/index.ts
var git_exports = {};
__export(git_exports, {
  GitError: () => GitError,
  catFileBatch: () => catFileBatch,
  couldNotRead: () => couldNotRead,
  git: () => git,
  gitEnv: () => gitEnv,
  gitSync: () => gitSync,
  mergeBase: () => mergeBase,
  openCatFile: () => openCatFile,
  readBlobsAtRef: () => readBlobsAtRef,
  readChangelogPair: () => readChangelogPair,
  readFilesAtRef: () => readFilesAtRef,
  resolveGateRefs: () => resolveGateRefs,
  revParse: () => revParse,
  treeEntries: () => treeEntries
});
var init_git = __esm({
  "src/git/index.ts"() {
    "use strict";
    init_run();
    init_cat_file();
    init_tree();
    init_refs();
  }
});

// src/config/accepts.generated.ts
function isPlainObject(o) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return false;
  const ctor = o.constructor;
  if (ctor === void 0 || typeof ctor !== "function") return true;
  const prot = ctor.prototype;
  if (typeof prot !== "object" || prot === null || Array.isArray(prot)) return false;
  return Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf");
}
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
function p17(v) {
  if (!isPlainObject(v)) return false;
  for (const k of Reflect.ownKeys(v)) {
    if (k === "__proto__" || !isEnumerable(v, k)) continue;
    if (typeof k === "symbol") return false;
    const x = v[k];
    if (!(typeof x === "number" && Number.isFinite(x))) return false;
  }
  return true;
}
function p18(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys13.has(k)) return false;
  const x0 = r["event"];
  if (!(x0 === void 0 || p17(x0))) return false;
  const x1 = r["multi-node"];
  if (!(x1 === void 0 || typeof x1 === "number" && Number.isFinite(x1))) return false;
  const x2 = r["agentic"];
  if (!(x2 === void 0 || typeof x2 === "number" && Number.isFinite(x2))) return false;
  const x3 = r["eval-only"];
  if (!(x3 === void 0 || typeof x3 === "number" && Number.isFinite(x3))) return false;
  const x4 = r["additional-node"];
  if (!(x4 === void 0 || typeof x4 === "number" && Number.isFinite(x4))) return false;
  const x5 = r["precision"];
  if (!(x5 === void 0 || p17(x5))) return false;
  const x6 = r["spec-decoding"];
  if (!(x6 === void 0 || p17(x6))) return false;
  const x7 = r["framework-prefix"];
  if (!(x7 === void 0 || p17(x7))) return false;
  const x8 = r["model-prefix"];
  if (!(x8 === void 0 || p17(x8))) return false;
  return true;
}
function p19(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys15.has(k)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
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
function p21(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys16.has(k)) return false;
  if (!("names" in r)) return false;
  const x0 = r["names"];
  if (!p20(x0)) return false;
  if (!("adjustment" in r)) return false;
  const x1 = r["adjustment"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  return true;
}
function p22(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys17.has(k)) return false;
  if (!("names" in r)) return false;
  const x0 = r["names"];
  if (!p20(x0)) return false;
  if (!("score" in r)) return false;
  const x1 = r["score"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  const x2 = r["waived-by"];
  if (!(x2 === void 0 || p20(x2))) return false;
  return true;
}
function p23(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys14.has(k)) return false;
  const x0 = r["skip-queue"];
  if (!(x0 === void 0 || p19(x0))) return false;
  const x1 = r["checklist-complete"];
  if (!(x1 === void 0 || p21(x1))) return false;
  const x2 = r["patchwork"];
  if (!(x2 === void 0 || p22(x2))) return false;
  return true;
}
function p24(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k in r) if (!keys12.has(k)) return false;
  if (!("version" in r)) return false;
  const x0 = r["version"];
  if (!(x0 === 1)) return false;
  if (!("base-score" in r)) return false;
  const x1 = r["base-score"];
  if (!(typeof x1 === "number" && Number.isFinite(x1))) return false;
  if (!("adjustments" in r)) return false;
  const x2 = r["adjustments"];
  if (!p18(x2)) return false;
  const x3 = r["labels"];
  if (!(x3 === void 0 || p23(x3))) return false;
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
var isEnumerable, keys0, keys1, keys2, keys3, keys4, keys5, keys6, keys7, keys8, keys9, keys10, keys11, keys12, keys13, keys14, keys15, keys16, keys17, keys18, keys19, keys20, keys21, keys22, keys23, keys24, keys25, keys26, keys27, keys28, keys29, keys30, keys31, keys32, re33, acceptsSingleNodeEntryHead, acceptsMultiNodeEntryHead, acceptsFixedSeqLenBlock, acceptsAgenticBlock, acceptsMultiNodeAggItem, acceptsCiPriority, acceptsRunnersFile;
var init_accepts_generated = __esm({
  "src/config/accepts.generated.ts"() {
    "use strict";
    isEnumerable = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
    keys0 = /* @__PURE__ */ new Set([
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
    keys1 = /* @__PURE__ */ new Set(["name", "version"]);
    keys2 = /* @__PURE__ */ new Set(["fixed-seq-len", "agentic-coding"]);
    keys3 = /* @__PURE__ */ new Set(["isl", "osl", "search-space"]);
    keys4 = /* @__PURE__ */ new Set(["dram-utilization", "search-space"]);
    keys5 = /* @__PURE__ */ new Set([
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
    keys6 = /* @__PURE__ */ new Set([
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
    keys7 = /* @__PURE__ */ new Set([
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
    keys8 = /* @__PURE__ */ new Set([
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
    keys9 = /* @__PURE__ */ new Set([
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
    keys10 = /* @__PURE__ */ new Set([
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
    keys11 = /* @__PURE__ */ new Set([
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
    keys12 = /* @__PURE__ */ new Set(["version", "base-score", "adjustments", "labels"]);
    keys13 = /* @__PURE__ */ new Set([
      "event",
      "multi-node",
      "agentic",
      "eval-only",
      "additional-node",
      "precision",
      "spec-decoding",
      "framework-prefix",
      "model-prefix"
    ]);
    keys14 = /* @__PURE__ */ new Set(["skip-queue", "checklist-complete", "patchwork"]);
    keys15 = /* @__PURE__ */ new Set(["name"]);
    keys16 = /* @__PURE__ */ new Set(["names", "adjustment"]);
    keys17 = /* @__PURE__ */ new Set(["names", "score", "waived-by"]);
    keys18 = /* @__PURE__ */ new Set(["labels", "hardware", "clusters"]);
    keys19 = /* @__PURE__ */ new Set(["available-cpu-dram-mib", "gpus-per-node"]);
    keys20 = /* @__PURE__ */ new Set([
      "gpus-per-node",
      "available-cpu-dram-mib",
      "arch",
      "env",
      "models",
      "scheduler",
      "slurm"
    ]);
    keys21 = /* @__PURE__ */ new Set(["download-root", "entries"]);
    keys22 = /* @__PURE__ */ new Set(["root", "dir"]);
    keys23 = /* @__PURE__ */ new Set([
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
    keys24 = /* @__PURE__ */ new Set(["path", "visibility"]);
    keys25 = /* @__PURE__ */ new Set([
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
    keys26 = /* @__PURE__ */ new Set(["dir", "key-style", "import", "model-prefixes"]);
    keys27 = /* @__PURE__ */ new Set(["dir", "key-style", "import"]);
    keys28 = /* @__PURE__ */ new Set(["nginx", "dcgm-exporter"]);
    keys29 = /* @__PURE__ */ new Set([
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
    keys30 = /* @__PURE__ */ new Set(["dcgm-port", "cpu-source"]);
    keys31 = /* @__PURE__ */ new Set([
      "ucx-net-devices",
      "nccl-ib-hca",
      "ib-devices",
      "socket-ifname",
      "mooncake-devices",
      "mooncake-gid-index",
      "mori-rdma-tc",
      "mori-io-tc"
    ]);
    keys32 = /* @__PURE__ */ new Set(["script", "env", "timeout-s", "nodes"]);
    re33 = /^\d{1,3}:[0-5]\d:[0-5]\d$/;
    acceptsSingleNodeEntryHead = p3;
    acceptsMultiNodeEntryHead = p4;
    acceptsFixedSeqLenBlock = p5;
    acceptsAgenticBlock = p6;
    acceptsMultiNodeAggItem = p12;
    acceptsCiPriority = p24;
    acceptsRunnersFile = p48;
  }
});

// src/config/limits.ts
var CONFIG_LIMITS;
var init_limits2 = __esm({
  "src/config/limits.ts"() {
    "use strict";
    CONFIG_LIMITS = {
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
  }
});

// src/config/primitives.ts
var says, int, posInt, str, nonEmptyStr, bool, list, obj;
var init_primitives = __esm({
  "src/config/primitives.ts"() {
    "use strict";
    init_lib2();
    init_lib2();
    says = (text) => (iss) => iss.code === "invalid_type" && iss.input === void 0 ? "Field required" : text;
    int = () => zod().int({ error: says("Input should be a valid integer") });
    posInt = () => int().min(1, { error: "Input should be greater than 0" });
    str = () => zod().string({ error: says("Input should be a valid string") });
    nonEmptyStr = () => str().min(1, { error: "String should have at least 1 character" });
    bool = () => zod().boolean({ error: says("Input should be a valid boolean") });
    list = (item) => zod().array(item, { error: says("Input should be a valid list") });
    obj = (shape) => zod().strictObject(shape, { error: says("Input should be a valid dictionary") });
  }
});

// src/config/schema.ts
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
var pinned, specDecoding, kvOffloading, router, backend, bounded, concValue, conc, stage, parallelism, recipe, worker, singleNodeItem, multiNodeCommon, aggregate, multiNodeItem, multiNodeAggItem, agenticCommon, singleNodeAgenticItem, multiNodeAgenticCommon, multiNodeAgenticItem, multiNodeAgenticAggItem, seqLen, dramUtilization, fixedSeqLenBlock, agenticBlock, scenarios, entryCommon, singleNodeEntryHead, multiNodeEntryHead, DERIVED_FIELDS, num, weights, ciPriority;
var init_schema2 = __esm({
  "src/config/schema.ts"() {
    "use strict";
    init_lib2();
    init_limits2();
    init_primitives();
    pinned = (v) => zod().literal(v, {
      error: (iss) => iss.input === void 0 ? "Field required" : typeof iss.input !== "boolean" ? "Input should be a valid boolean" : `Input should be ${v ? "True" : "False"}`
    });
    specDecoding = once(
      () => zod().enum(["mtp", "draft_model", "none"], {
        error: says("Input should be 'mtp', 'draft_model' or 'none'")
      })
    );
    kvOffloading = once(
      () => zod().enum(["none", "dram"], { error: says("Input should be 'none' or 'dram'") })
    );
    router = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr() }));
    backend = once(() => obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() }));
    bounded = (max) => posInt().max(max, { error: `Input should be less than or equal to ${max}` });
    concValue = () => int().max(CONFIG_LIMITS.maxConc, {
      error: `Input should be less than or equal to ${CONFIG_LIMITS.maxConc}`
    });
    conc = () => ({
      "conc-start": concValue().optional(),
      "conc-end": concValue().optional(),
      "conc-list": list(concValue()).max(CONFIG_LIMITS.maxConcList, {
        error: `List should have at most ${CONFIG_LIMITS.maxConcList} items after validation`
      }).optional()
    });
    stage = () => bounded(CONFIG_LIMITS.maxStageGpus);
    parallelism = () => ({
      pp: stage().optional(),
      "dcp-size": stage().optional(),
      "pcp-size": stage().optional()
    });
    recipe = () => nonEmptyStr();
    worker = once(
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
    singleNodeItem = once(
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
    multiNodeCommon = () => ({
      "spec-decoding": specDecoding().optional(),
      router: router().optional(),
      "kv-p2p-transfer": nonEmptyStr().optional(),
      "srt-recipe": recipe().optional(),
      "eval-srt-recipe": recipe().optional(),
      "require-power": bool().optional(),
      power: bool().optional(),
      ...conc()
    });
    aggregate = () => ({ worker: worker(), "num-nodes": bounded(CONFIG_LIMITS.maxNodes) });
    multiNodeItem = once(() => obj({ ...multiNodeCommon(), prefill: worker(), decode: worker() }));
    multiNodeAggItem = once(() => obj({ ...multiNodeCommon(), ...aggregate() }));
    agenticCommon = () => ({
      "kv-offload-backend": backend().optional(),
      router: router().optional(),
      "kv-p2p-transfer": nonEmptyStr().optional(),
      "spec-decoding": specDecoding().optional(),
      "require-power": bool().optional(),
      ...conc()
    });
    singleNodeAgenticItem = once(
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
    multiNodeAgenticCommon = () => ({
      "kv-offloading": kvOffloading().optional(),
      "srt-recipe": recipe().optional(),
      "eval-srt-recipe": recipe().optional(),
      power: bool().optional(),
      ...agenticCommon()
    });
    multiNodeAgenticItem = once(
      () => obj({ ...multiNodeAgenticCommon(), prefill: worker(), decode: worker() })
    );
    multiNodeAgenticAggItem = once(() => obj({ ...multiNodeAgenticCommon(), ...aggregate() }));
    seqLen = () => bounded(CONFIG_LIMITS.maxSeqLen);
    dramUtilization = () => zod().number({ error: says("Input should be a valid number") }).gt(0, { error: "Input should be greater than 0" }).lte(1, { error: "Input should be less than or equal to 1" });
    fixedSeqLenBlock = once(
      () => obj({ isl: seqLen(), osl: seqLen(), "search-space": list(zod().unknown()) })
    );
    agenticBlock = once(
      () => obj({
        "dram-utilization": dramUtilization().optional(),
        "search-space": list(zod().unknown())
      })
    );
    scenarios = () => obj({
      "fixed-seq-len": list(zod().unknown()).optional(),
      "agentic-coding": list(zod().unknown()).optional()
    });
    entryCommon = () => ({
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
    singleNodeEntryHead = once(
      () => obj({
        ...entryCommon(),
        multinode: pinned(false),
        disagg: pinned(false).optional()
      })
    );
    multiNodeEntryHead = once(
      () => obj({
        ...entryCommon(),
        multinode: pinned(true),
        disagg: bool().optional()
      })
    );
    DERIVED_FIELDS = {
      "total-cpu-dram-gb": "it is computed from runners.yaml hardware and dram-utilization",
      "gpus-per-node": "it comes from the runner hardware in runners.yaml",
      duration: "the agentic duration is fixed at 3600 s",
      "trace-source": "the agentic trace source is fixed by the benchmark"
    };
    num = () => zod().number({ error: says("Input should be a valid number") });
    weights = () => zod().record(zod().string(), num(), { error: says("Input should be a valid dictionary") });
    ciPriority = once(
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
  }
});

// src/config/finding.ts
function schemaFindings(schema, data, base2, ruleOf2) {
  const r = schema.safeParse(data);
  if (r.success) return [];
  const out = [];
  for (const iss of r.error.issues) {
    const path = [...base2, ...iss.path];
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
var nearestOf;
var init_finding = __esm({
  "src/config/finding.ts"() {
    "use strict";
    init_diagnostics();
    init_parse();
    init_schema2();
    nearestOf = /* @__PURE__ */ new WeakMap();
  }
});

// src/config/rules.ts
var isRec, has, at, scopeOnce, p2pMultinode, disaggP2p, someScenario, agenticCluster, concurrency, topology, agentic, dramBudget, MULTI_NODE_KEYS, shapes, RECIPE_REF, RECIPE_SETTING, recipes, stageSize, componentVersions, ENTRY_RULES;
var init_rules = __esm({
  "src/config/rules.ts"() {
    "use strict";
    init_limits2();
    isRec = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
    has = (r, k) => r[k] !== void 0 && r[k] !== null;
    at = (path, rule, message, extra = {}) => ({
      path,
      rule,
      message,
      ...extra
    });
    scopeOnce = (e) => ["router", "kv-p2p-transfer"].filter((f) => has(e.raw, f) && e.items.some((i) => has(i.raw, f))).map(
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
    p2pMultinode = (e) => {
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
    disaggP2p = (e) => e.multinode && e.raw.disagg === true && !has(e.raw, "kv-p2p-transfer") && e.items.some((i) => !has(i.raw, "kv-p2p-transfer")) ? [
      at(
        [...e.path, "disagg"],
        "VM-6",
        "disagg=true requires kv-p2p-transfer at the top level or in every search-space entry",
        {
          fix: "add 'kv-p2p-transfer: nixl' (or the backend used) at the top level"
        }
      )
    ] : [];
    someScenario = (e) => {
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
    agenticCluster = (e) => {
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
    concurrency = (e) => e.items.flatMap((i) => {
      const r = i.raw;
      const list4 = r["conc-list"];
      const hasList = Array.isArray(list4) ? list4.length > 0 : has(r, "conc-list");
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
      if (Array.isArray(list4)) {
        const bad = list4.findIndex((c) => typeof c === "number" && c <= 0);
        if (bad >= 0)
          out.push(
            at([...i.path, "conc-list", bad], "VC-5", "Input 'conc-list' entries must be greater than 0.")
          );
        const seen = /* @__PURE__ */ new Set();
        list4.forEach((c, k) => {
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
    topology = (e) => e.items.flatMap((i) => {
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
    agentic = (e) => e.items.filter((i) => i.scenario === "agentic-coding").flatMap((i) => {
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
    dramBudget = (e) => e.blocks.filter((b) => b.scenario === "agentic-coding" && !has(b.raw, "dram-utilization")).filter((b) => e.items.some((i) => i.block === b && i.raw["kv-offloading"] === "dram")).map(
      (b) => at(b.path, "VA-7", "kv-offloading='dram' requires dram-utilization with runner hardware metadata", {
        fix: "add dram-utilization: 0.80 (0 < value \u2264 1) to this block"
      })
    );
    MULTI_NODE_KEYS = ["worker", "prefill", "decode", "num-nodes"];
    shapes = (e) => e.items.flatMap((i) => {
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
    RECIPE_REF = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|:|$))[^:\s]+\.ya?ml(?::(?:base|override_[A-Za-z0-9_.-]+|zip_override_[A-Za-z0-9_.-]+\[\d+\]))?$/;
    RECIPE_SETTING = {
      "srt-recipe": "CONFIG_FILE",
      "eval-srt-recipe": "EVAL_CONFIG_FILE"
    };
    recipes = (e) => e.items.flatMap((i) => {
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
    stageSize = (e) => e.items.flatMap((i) => {
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
    componentVersions = (e) => {
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
    ENTRY_RULES = [
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
  }
});

// src/config/entry.ts
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
  const scenarios3 = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ["fixed-seq-len", "agentic-coding"]) {
    const list4 = scenarios3[scenario];
    if (!Array.isArray(list4)) continue;
    list4.forEach((b, bi) => {
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
  const failed2 = findings.some((f) => (f.severity ?? "error") === "error");
  return failed2 ? { findings } : { entry: raw, findings };
}
function guessMultinode(raw) {
  return JSON.stringify(raw.scenarios ?? null).includes('"prefill"');
}
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
var VP3_FIELDS, ruleOf, MULTI_NODE_KEYS2, VA3_KEYS, without, NONE, ITEM, nonRecordItem;
var init_entry = __esm({
  "src/config/entry.ts"() {
    "use strict";
    init_accepts_generated();
    init_finding();
    init_rules();
    init_schema2();
    VP3_FIELDS = /* @__PURE__ */ new Set(["tp", "ep", "num-worker", "num-nodes", "isl", "osl"]);
    ruleOf = (multinode) => (iss) => {
      const last = iss.path[iss.path.length - 1];
      if (iss.code === "too_big" && last !== "dram-utilization") return "VP-3";
      if (iss.code === "too_small" && VP3_FIELDS.has(String(last))) return "VP-3";
      if (!multinode && iss.path.length === 1 && last === "disagg") return "VM-7";
      return "VM-1";
    };
    MULTI_NODE_KEYS2 = ["worker", "prefill", "decode", "num-nodes"];
    VA3_KEYS = ["pp", "dcp-size", "pcp-size"];
    without = (r, keys) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));
    NONE = [];
    ITEM = {
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
    nonRecordItem = (scenario, multinode) => scenario === "fixed-seq-len" ? multinode ? multiNodeItem : singleNodeItem : multinode ? multiNodeAgenticItem : singleNodeAgenticItem;
  }
});

// src/config/slice.ts
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
function sliceTopLevelEntries(text) {
  return scanTopLevel(text).entries;
}
var KEY_LINE, CONTENT_LINE, isContentStart, ANCHOR_CHAR, BEFORE_ANCHOR, ANCHOR_NAME, RECENT, recent, byteScans;
var init_slice = __esm({
  "src/config/slice.ts"() {
    "use strict";
    KEY_LINE = /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s#'"{}[\],&*!|>%@`?:-][^:#\n]*?|-[^\s:#\n][^:#\n]*?))[ \t]*:(?:[ \t]|\r?\n|$)/;
    CONTENT_LINE = /\n[^ \t\r\n#]/g;
    isContentStart = (c) => c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 35;
    ANCHOR_CHAR = /[&*]/g;
    BEFORE_ANCHOR = /[\s,[{]/;
    ANCHOR_NAME = /[^\s,[\]{}]/;
    RECENT = 4;
    recent = [];
    byteScans = /* @__PURE__ */ new WeakMap();
  }
});

// src/config/read.ts
function readYaml(text, file2) {
  let cache;
  const parsed = () => cache ??= parseYaml(text, file2, { version: "1.1" });
  const fast = fastLoad(text);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text)], parsed };
}
var init_read = __esm({
  "src/config/read.ts"() {
    "use strict";
    init_fast();
    init_parse();
    init_lint();
  }
});

// src/config/ci-priority.ts
function loadCiPriority(file2) {
  const p = readYaml(file2.text, file2.path);
  const diagnostics = [...p.diagnostics];
  if (p.value === void 0) return { value: NEUTRAL_POLICY, diagnostics };
  const findings = acceptsCiPriority(p.value) ? [] : schemaFindings(ciPriority(), p.value, [], () => "PR-1");
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value: findings.length ? NEUTRAL_POLICY : p.value, diagnostics };
}
var NEUTRAL_POLICY;
var init_ci_priority = __esm({
  "src/config/ci-priority.ts"() {
    "use strict";
    init_accepts_generated();
    init_finding();
    init_read();
    init_schema2();
    NEUTRAL_POLICY = { version: 1, "base-score": 1, adjustments: {} };
  }
});

// src/config/runners-schema.ts
var dict, oneOf, envValue, env, timeLimit, VISIBILITIES, SQUASH_IMPORTS, KEY_STYLES, SCHEDULERS, volume, squashPlace, squash, FABRIC_LISTS, FABRIC_NUMBERS, fabric, srtSlurm, slurm, clusterRecord, hardwareRecord, runnersFile;
var init_runners_schema = __esm({
  "src/config/runners-schema.ts"() {
    "use strict";
    init_lib2();
    init_limits2();
    init_primitives();
    dict = (value) => zod().record(zod().string(), value, {
      error: (iss) => iss.input === void 0 ? "Field required" : "Input should be a valid dictionary"
    });
    oneOf = (values) => zod().enum(values, {
      error: (iss) => iss.input === void 0 ? "Field required" : `Input should be ${values.map((v) => `'${v}'`).join(", ").replace(/, ([^,]*)$/, " or $1")}`
    });
    envValue = () => zod().union([str(), zod().number(), zod().boolean()], {
      error: "Input should be a valid string"
    });
    env = () => dict(envValue());
    timeLimit = () => zod().string({
      error: (iss) => typeof iss.input === "number" ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : "Input should be a valid string"
    }).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });
    VISIBILITIES = ["shared", "node-local"];
    SQUASH_IMPORTS = ["submit-host", "compute", "all-nodes", "pre-staged", "unchecked"];
    KEY_STYLES = ["underscore", "plus", "plus-strip-nvcr"];
    SCHEDULERS = ["slurm"];
    volume = () => obj({ path: nonEmptyStr(), visibility: oneOf(VISIBILITIES).optional() });
    squashPlace = once(() => ({
      dir: nonEmptyStr().optional(),
      "key-style": oneOf(KEY_STYLES).optional(),
      import: oneOf(SQUASH_IMPORTS).optional()
    }));
    squash = () => obj({
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
    FABRIC_LISTS = [
      "ucx-net-devices",
      "nccl-ib-hca",
      "ib-devices",
      "socket-ifname",
      "mooncake-devices"
    ];
    FABRIC_NUMBERS = ["mooncake-gid-index", "mori-rdma-tc", "mori-io-tc"];
    fabric = () => obj({
      ...Object.fromEntries(FABRIC_LISTS.map((k) => [k, list(nonEmptyStr()).optional()])),
      ...Object.fromEntries(FABRIC_NUMBERS.map((k) => [k, int().optional()]))
    });
    srtSlurm = () => obj({
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
    slurm = () => obj({
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
    clusterRecord = once(
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
    hardwareRecord = once(
      () => obj({
        "available-cpu-dram-mib": posInt(),
        "gpus-per-node": posInt()
      })
    );
    runnersFile = once(
      () => obj({
        labels: zod().unknown().optional(),
        hardware: zod().record(zod().string(), hardwareRecord(), { error: says("Input should be a valid dictionary") }).optional(),
        clusters: zod().record(zod().string(), clusterRecord(), { error: says("Input should be a valid dictionary") }).optional()
      })
    );
  }
});

// src/config/clusters.ts
function clustersByRunner(labels) {
  const out = /* @__PURE__ */ new Map();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== "string") continue;
      const list4 = out.get(n) ?? [];
      if (!list4.includes(l)) list4.push(l);
      out.set(n, list4);
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
  for (const [id, rec2] of Object.entries(clusters)) {
    const allowed = rec2.slurm?.partitions ?? [];
    if (allowed.length === 0) continue;
    const dflt = rec2.slurm.partition;
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
    const rec2 = { "gpus-per-node": [...gpn][0] };
    const mib = [...dram][0];
    if (dram.size === 1 && mib !== void 0) rec2["available-cpu-dram-mib"] = mib;
    hardware[l] = rec2;
  }
  return out;
}
function recordFindings(clusters) {
  const out = [];
  for (const [id, rec2] of Object.entries(clusters)) {
    const base2 = ["clusters", id];
    if (rec2.slurm !== void 0 && rec2.scheduler !== "slurm")
      out.push({
        path: [...base2, "slurm"],
        rule: "VR-8",
        message: `Cluster '${id}' has slurm settings but ${rec2.scheduler === void 0 ? "no scheduler" : `scheduler '${rec2.scheduler}'`}`,
        atKey: true,
        fix: "set scheduler: slurm, or remove the slurm record"
      });
    if (rec2.scheduler !== void 0 && rec2[rec2.scheduler] === void 0)
      out.push({
        path: [...base2, "scheduler"],
        rule: "VR-8",
        message: `Cluster '${id}' uses scheduler '${rec2.scheduler}' but has no '${rec2.scheduler}' record with its settings`,
        fix: `add clusters.${id}.${rec2.scheduler}: { partition: \u2026 }`
      });
    const volumes = rec2.slurm?.volumes ?? {};
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
    for (const [m, e] of Object.entries(rec2.models?.entries ?? {}))
      volume2(e.root, [...base2, "models", "entries", m, "root"], "model root");
    const dl = rec2.models?.["download-root"];
    if (dl !== void 0) {
      volume2(dl, [...base2, "models", "download-root"], "download root");
      if (volumes[dl]?.visibility === "node-local")
        out.push({
          path: [...base2, "models", "download-root"],
          rule: "VR-8",
          message: `download root '${dl}' is node-local; downloaded checkpoints must land on a shared volume`,
          fix: "name a shared volume"
        });
    }
    const srt = rec2.slurm?.["srt-slurm"];
    for (const key of ["volume-mounts", "agentic-volume-mounts"])
      for (const v of Object.keys(srt?.[key] ?? {}))
        volume2(v, [...base2, "slurm", "srt-slurm", key, v], `${key} entry`);
    const fabric2 = srt?.fabric;
    const envs = [
      [[...base2, "env"], rec2.env],
      [[...base2, "slurm", "srt-slurm", "env"], srt?.env],
      [[...base2, "slurm", "srt-slurm", "host-setup", "env"], srt?.["host-setup"]?.env]
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
var CLUSTER, PARTITION;
var init_clusters = __esm({
  "src/config/clusters.ts"() {
    "use strict";
    init_runners_schema();
    CLUSTER = "cluster:";
    PARTITION = "partition:";
  }
});

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
      for (const [k, rec2] of Object.entries(records)) {
        if (invalid.has(`${section}/${k}`) || !isRec(rec2)) continue;
        const hw = { "gpus-per-node": rec2["gpus-per-node"] };
        if (typeof rec2["available-cpu-dram-mib"] === "number")
          hw["available-cpu-dram-mib"] = rec2["available-cpu-dram-mib"];
        value.hardware[section === "clusters" ? `cluster:${k}` : k] = hw;
        if (section === "clusters") clusters[k] = rec2;
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
var init_runners = __esm({
  "src/config/runners.ts"() {
    "use strict";
    init_accepts_generated();
    init_finding();
    init_read();
    init_rules();
    init_clusters();
    init_runners_schema();
  }
});

// src/config/load.ts
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
      const { entry: entry2, findings } = validateEntry(u.key, u.raw, clusterLabels);
      const runner = isRec(u.raw) ? u.raw.runner : void 0;
      if (known && typeof runner === "string" && !known.has(runner))
        findings.push(unknownRunner(u.key, runner, labels, opts.strict));
      for (const fd of findings) diagnostics.push(toDiagnostic(fd, u.parsed()));
      if (entry2 && !findings.some((fd) => (fd.severity ?? "error") === "error")) {
        entries.set(u.key, entry2);
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
var KEY_SYNTAX, lineOf;
var init_load = __esm({
  "src/config/load.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_fast();
    init_parse();
    init_entry();
    init_finding();
    init_lint();
    init_primitives();
    init_rules();
    init_slice();
    init_ci_priority();
    init_runners();
    KEY_SYNTAX = /^[a-z0-9][a-z0-9._-]*$/;
    lineOf = (e) => e;
  }
});

// src/plan/pr-types.ts
var SCENARIOS;
var init_pr_types = __esm({
  "src/plan/pr-types.ts"() {
    "use strict";
    SCENARIOS = ["fixed-seq-len", "agentic-coding"];
  }
});

// src/plan/pr-append.ts
function checkAppendScope(base2, head2, scope, where) {
  const out = [];
  const err = (message) => out.push(diag("error", "P-13", message, { file: where.file, line: where.line, col: 1 }));
  const missing = [...scope.selected.keys()].filter((k) => !base2.has(k));
  if (missing.length)
    err(
      `append-only requires every selected config to exist in the base revision; missing: ${list2(missing)}`
    );
  const changed = [.../* @__PURE__ */ new Set([...base2.keys(), ...head2.keys()])].filter(
    (k) => !scope.selected.has(k) && !scope.regular?.has(k) && (!base2.has(k) || !head2.has(k) || !eq(base2.get(k), head2.get(k)))
  );
  if (changed.length)
    err(`append-only PR changed configs not selected by its changelog entry: ${list2(changed)}`);
  for (const [key, scenarios3] of scope.selected) {
    if (!base2.has(key) || !head2.has(key)) continue;
    const b = rec(base2.get(key));
    const h = rec(head2.get(key));
    const bs = rec(b.scenarios);
    const hs = rec(h.scenarios);
    const present = (s) => SCENARIOS.filter((k) => k in s).join(",");
    if (present(bs) !== present(hs) || Object.keys(bs).length !== Object.keys(hs).length) {
      err(`append-only added or removed a scenario in config '${key}'`);
      continue;
    }
    const unselected = SCENARIOS.filter((s) => s in bs && !scenarios3.includes(s));
    const { scenarios: _b, ...bTop } = b;
    const { scenarios: _h, ...hTop } = h;
    if (unselected.length && !eq(bTop, hTop)) {
      err(
        `append-only changed config-wide fields that can affect scenarios outside its changelog scope: '${key}'`
      );
    }
    for (const s of unselected) {
      if (!eq(bs[s], hs[s]))
        err(`append-only changed a scenario outside its changelog scope: '${key}' / '${s}'`);
    }
  }
  return out;
}
function curveKey(row) {
  const {
    conc: _c,
    "exp-name": _e,
    "recipe-fingerprint": _f,
    "row-id": _i,
    "gpu-count": _g,
    "node-count": _n,
    ...rest
  } = row;
  return canonicalJson(rest);
}
function seriesKey(row) {
  const agentic2 = row["scenario-type"] === "agentic-coding";
  const worker3 = (w) => rec(w).hardware ?? null;
  return canonicalJson([
    row.model,
    row["model-prefix"],
    row.precision,
    row.framework,
    row.runner,
    row.disagg ?? false,
    agentic2,
    agentic2 ? null : [row.isl, row.osl, row["spec-decoding"] ?? "none"],
    (row["kv-offloading"] ?? "none") !== "none",
    [worker3(row.prefill), worker3(row.decode)]
  ]);
}
function appendOnlyDelta(baseRows, headRows, where) {
  const diagnostics = [];
  const err = (message) => diagnostics.push(diag("error", "P-14", message, { file: where.file, line: where.line, col: 1 }));
  for (const r of [...baseRows, ...headRows]) {
    const bad = concsOf(r).find((c) => !validConc(c));
    if (bad !== void 0) {
      err(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(bad)}`);
      return { rows: [], diagnostics };
    }
  }
  if (baseRows.length === 0) {
    err("append-only requires an existing curve in the base revision");
    return { rows: [], diagnostics };
  }
  const points = (rows2) => {
    const m = /* @__PURE__ */ new Map();
    for (const r of rows2) {
      const k = curveKey(r);
      const s = m.get(k) ?? /* @__PURE__ */ new Set();
      for (const c of concsOf(r)) s.add(c);
      m.set(k, s);
    }
    return m;
  };
  const base2 = points(baseRows);
  const head2 = points(headRows);
  const lost = [];
  for (const [k, concs] of base2) {
    const h = head2.get(k);
    if (!h) {
      err("append-only may not remove or modify existing generated recipes");
      return { rows: [], diagnostics };
    }
    for (const c of concs) if (!h.has(c)) lost.push(c);
  }
  if (lost.length) {
    err(`append-only may not remove existing concurrency points: [${lost.join(", ")}]`);
    return { rows: [], diagnostics };
  }
  const images = /* @__PURE__ */ new Map();
  for (const r of baseRows) {
    const s = images.get(seriesKey(r)) ?? /* @__PURE__ */ new Set();
    s.add(r.image ?? null);
    images.set(seriesKey(r), s);
  }
  const rows = [];
  const seen = /* @__PURE__ */ new Set();
  let orphan = false;
  for (const r of headRows) {
    const old = base2.get(curveKey(r));
    const fresh = concsOf(r).filter((c) => !old?.has(c));
    if (fresh.length === 0) continue;
    const row = Array.isArray(r.conc) ? { ...r, conc: fresh } : r;
    const id = canonicalJson(row);
    if (seen.has(id)) continue;
    seen.add(id);
    const series = images.get(seriesKey(row));
    if (!series || series.size !== 1 || row.image == null || !series.has(row.image)) orphan = true;
    rows.push(row);
  }
  if (orphan)
    err("append-only additions must belong to an existing visual curve with one unchanged non-null image");
  else if (rows.length === 0) err("append-only did not add any generated points");
  return diagnostics.length ? { rows: [], diagnostics } : { rows, diagnostics };
}
function list2(keys) {
  return `[${keys.map((k) => `'${k}'`).join(", ")}]`;
}
function rawMastersPair(baseFiles, headFiles, selected) {
  const b = textsByKey(baseFiles);
  const h = textsByKey(headFiles);
  const value = (slice, key) => "value" in slice ? slice.value : rec(parseYaml(slice.text, slice.path, { version: "1.1" }).value)[key] ?? null;
  const base2 = /* @__PURE__ */ new Map();
  const head2 = /* @__PURE__ */ new Map();
  for (const [key, s] of b) {
    const other = h.get(key);
    base2.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  for (const [key, s] of h) {
    const other = b.get(key);
    head2.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  return { base: base2, head: head2 };
}
function textsByKey(files) {
  const out = /* @__PURE__ */ new Map();
  for (const f of files) {
    const scan = scanTopLevel(f.text);
    if (scan.irregular) {
      for (const [k, v] of Object.entries(rec(parseYaml(f.text, f.path, { version: "1.1" }).value))) {
        out.set(k, { text: canonicalJson(v ?? null), path: f.path, value: v ?? null });
      }
      continue;
    }
    for (const e of scan.entries) out.set(e.key, { text: f.text.slice(e.start, e.end), path: f.path });
  }
  return out;
}
var eq, rec, concsOf, validConc;
var init_pr_append = __esm({
  "src/plan/pr-append.ts"() {
    "use strict";
    init_slice();
    init_diagnostics();
    init_parse();
    init_canonical();
    init_pr_types();
    eq = (a, b) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
    rec = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
    concsOf = (row) => Array.isArray(row.conc) ? row.conc : [row.conc];
    validConc = (c) => typeof c === "number" && Number.isInteger(c) && c > 0;
  }
});

// src/plan/keys.ts
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
var piecesOf, isPattern;
var init_keys = __esm({
  "src/plan/keys.ts"() {
    "use strict";
    piecesOf = (pattern2) => pattern2.split("*");
    isPattern = (pattern2) => pattern2.includes("*");
  }
});

// src/plan/conc.ts
function concRange(start, end, step) {
  const out = [];
  if (!(step > 1) || !(start > 0)) return start <= end ? [end] : [];
  for (let c = start; c < end; c *= step) out.push(c);
  out.push(end);
  return out;
}
function concValues(item, step) {
  const list4 = item["conc-list"];
  if (list4 && list4.length > 0) return [...list4];
  const start = item["conc-start"];
  const end = item["conc-end"];
  if (start === void 0 || end === void 0) return [];
  return concRange(start, end, step);
}
var init_conc = __esm({
  "src/plan/conc.ts"() {
    "use strict";
  }
});

// src/plan/dram.ts
function hardwareFor(runner, hardware) {
  const rec2 = hardware[runner];
  for (const field of ["available-cpu-dram-mib", "gpus-per-node"]) {
    if (rec2?.[field] === void 0) {
      const keys = Object.keys(hardware).join(", ");
      return {
        ok: false,
        rule: "VG-6",
        message: `Runner '${runner}' requires '${field}' in runner hardware metadata. Available hardware keys: ${keys}`
      };
    }
  }
  return { ok: true, mib: rec2["available-cpu-dram-mib"], gpusPerNode: rec2["gpus-per-node"] };
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
var init_dram = __esm({
  "src/plan/dram.ts"() {
    "use strict";
    init_policy();
  }
});

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
  for (const [key, entry2] of configs.entries) {
    const runnerValues = opts.runnerValues?.get(key) ?? [entry2.runner];
    const ctx = { key, entry: entry2, runnerValues, opts, rows, diagnostics, configs };
    const fixed = entry2.scenarios["fixed-seq-len"] ?? [];
    fixed.forEach((block, b) => {
      if (entry2.multinode) expandMultiFixed(ctx, block, b);
      else expandSingleFixed(ctx, block, b);
    });
    const agentic2 = entry2.scenarios["agentic-coding"] ?? [];
    agentic2.forEach((block, b) => {
      if (entry2.multinode) expandMultiAgentic(ctx, block, b);
      else expandSingleAgentic(ctx, block, b);
    });
  }
  return { rows, diagnostics };
}
function head(entry2, runner) {
  return {
    image: entry2.image,
    model: entry2.model,
    "model-prefix": entry2["model-prefix"],
    precision: entry2.precision,
    framework: entry2.framework,
    runner
  };
}
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
function workersOf(item) {
  if ("worker" in item) {
    const decode = worker2({ ...item.worker, "num-worker": 0 }, AGG_DECODE_DROPS);
    return { prefill: worker2(item.worker), decode, nodes: item["num-nodes"] };
  }
  return { prefill: worker2(item.prefill), decode: worker2(item.decode) };
}
function recipePath(entry2, recipe2) {
  if (recipe2 === void 0) return void 0;
  const dir = entry2["srt-recipe-dir"];
  if (dir === void 0) return recipe2;
  const kind = entry2.multinode ? "multi_node" : "single_node";
  return `benchmarks/${kind}/srt-slurm-recipes/${dir.replace(/\/+$/, "")}/${recipe2}`;
}
function recipeAndPower(row, entry2, item) {
  const recipe2 = recipePath(entry2, item["srt-recipe"]);
  if (recipe2 !== void 0) row["srt-recipe"] = recipe2;
  const evalRecipe = recipePath(entry2, item["eval-srt-recipe"]);
  if (evalRecipe !== void 0) row["eval-srt-recipe"] = evalRecipe;
  if (item["require-power"] !== void 0) row["require-power"] = item["require-power"];
  if (item.power !== void 0) row.power = item.power;
}
function expandSingleFixed(ctx, block, b) {
  const { entry: entry2 } = ctx;
  const { isl, osl } = block;
  const expName = `${entry2["model-prefix"]}_${seqLenName(isl, osl)}`;
  (block["search-space"] ?? []).forEach((item, i) => {
    const router2 = scoped(item.router, entry2.router);
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], concs.length)) return;
    for (const conc2 of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry2, runner);
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
        recipeAndPower(row, entry2, item);
        row["exp-name"] = expName;
        row.disagg = entry2.disagg ?? false;
        row["run-eval"] = false;
        if (router2) row.router = copyComponent(router2);
        ctx.rows.push({ row, key: ctx.key, kind: "single-fixed" });
      }
    }
  });
}
function expandMultiFixed(ctx, block, b) {
  const { entry: entry2 } = ctx;
  const { isl, osl } = block;
  const expName = `${entry2["model-prefix"]}_${seqLenName(isl, osl)}`;
  const p2pTop = entry2.multinode ? entry2["kv-p2p-transfer"] : void 0;
  (block["search-space"] ?? []).forEach((item, i) => {
    const conc2 = concValues(item, ctx.opts.step);
    if (conc2.length === 0) return;
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], 1)) return;
    const { prefill, decode, nodes } = workersOf(item);
    const router2 = scoped(item.router, entry2.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    for (const runner of ctx.runnerValues) {
      const row = head(entry2, runner);
      row.isl = isl;
      row.osl = osl;
      row["spec-decoding"] = item["spec-decoding"] ?? "none";
      row.prefill = copyWorker(prefill);
      row.decode = copyWorker(decode);
      row.conc = [...conc2];
      row["max-model-len"] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
      recipeAndPower(row, entry2, item);
      row["exp-name"] = expName;
      row.disagg = entry2.disagg ?? false;
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
  const { entry: entry2 } = ctx;
  const hardware = ctx.opts.runners.hardware;
  (block["search-space"] ?? []).forEach((item, i) => {
    const mode = item["kv-offloading"] ?? "none";
    let dram = 0;
    if (mode === "dram") {
      const gb = dramOf(
        ctx,
        block,
        ["scenarios", "agentic-coding", b, "search-space", i],
        (util) => singleNodeDram(entry2.runner, hardware, util, {
          tp: item.tp,
          pp: item.pp ?? 1,
          pcp: item["pcp-size"] ?? 1
        })
      );
      if (gb === void 0) return;
      dram = gb;
    }
    const spec = item["spec-decoding"] ?? "none";
    const router2 = scoped(item.router, entry2.router);
    const kv = kvSuffix(item) || "kvnone";
    const specSuffix = spec === "none" ? "" : `_spec-${spec}`;
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "agentic-coding", b, "search-space", i], concs.length)) return;
    for (const conc2 of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry2, runner);
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row["dcp-size"] = item["dcp-size"] ?? 1;
        row["pcp-size"] = item["pcp-size"] ?? 1;
        row.ep = item.ep ?? 1;
        row["dp-attn"] = item["dp-attn"] ?? false;
        row["spec-decoding"] = spec;
        row.conc = conc2;
        recipeAndPower(row, entry2, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${entry2["model-prefix"]}_tp${item.tp}_conc${conc2}_${kv}${specSuffix}`;
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
  const { entry: entry2 } = ctx;
  const hardware = ctx.opts.runners.hardware;
  const p2pTop = entry2.multinode ? entry2["kv-p2p-transfer"] : void 0;
  (block["search-space"] ?? []).forEach((item, i) => {
    const mode = item["kv-offloading"] ?? "none";
    let dram = 0;
    if (mode === "dram") {
      const p = "worker" in item ? item.worker : item.prefill;
      const gb = dramOf(
        ctx,
        block,
        ["scenarios", "agentic-coding", b, "search-space", i, "worker" in item ? "worker" : "prefill"],
        (util) => multiNodeDram(entry2.runner, hardware, util, { tp: p.tp, pp: p.pp ?? 1, pcp: p["pcp-size"] ?? 1 })
      );
      if (gb === void 0) return;
      dram = gb;
    }
    const router2 = scoped(item.router, entry2.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    const kv = kvSuffix(item);
    const { prefill, decode, nodes } = workersOf(item);
    const topo = `${entry2["model-prefix"]}_p${workerTag(prefill)}_d${workerTag(decode)}`;
    const concs = concValues(item, ctx.opts.step);
    const path = ["scenarios", "agentic-coding", b, "search-space", i];
    if (tooMany(ctx, path, concs.length)) return;
    for (const runner of ctx.runnerValues) {
      for (const conc2 of concs) {
        const row = head(entry2, runner);
        row["spec-decoding"] = item["spec-decoding"] ?? "none";
        row.prefill = copyWorker(prefill);
        row.decode = copyWorker(decode);
        row.conc = [conc2];
        recipeAndPower(row, entry2, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${topo}_conc${conc2}${kv ? `_${kv}` : ""}`;
        row.disagg = entry2.disagg ?? false;
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
var copyComponent, copyWorker, AGG_DECODE_DROPS;
var init_expand = __esm({
  "src/plan/expand.ts"() {
    "use strict";
    init_diagnostics();
    init_limits2();
    init_conc();
    init_dram();
    init_policy();
    copyComponent = (c) => ({ ...c });
    copyWorker = (w) => worker2(w);
    AGG_DECODE_DROPS = /* @__PURE__ */ new Set(["additional-settings", "hardware"]);
  }
});

// src/plan/evals.ts
function topologyKey(r) {
  return canonicalJsonOf(r, TOPOLOGY_IGNORED);
}
function groupBy(rows, keyOf5) {
  const groups = /* @__PURE__ */ new Map();
  for (const g of rows) {
    const k = keyOf5(g);
    if (k === void 0) continue;
    let list4 = groups.get(k);
    if (!list4) groups.set(k, list4 = []);
    list4.push(g);
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
      for (const c of concsOf2(g.row)) {
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
    const concs = [...new Set(group.flatMap((m) => concsOf2(m.row)))].sort((a, b) => a - b);
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
var MIN, is8k1k, concsOf2, TOPOLOGY_IGNORED, SINGLE_AGENTIC_GROUP;
var init_evals = __esm({
  "src/plan/evals.ts"() {
    "use strict";
    init_canonical();
    init_policy();
    MIN = GENERATOR_POLICY.minEvalConc;
    is8k1k = (r) => isEvalSeqLen(r.isl, r.osl);
    concsOf2 = (r) => Array.isArray(r.conc) ? r.conc : [r.conc];
    TOPOLOGY_IGNORED = /* @__PURE__ */ new Set([
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
    SINGLE_AGENTIC_GROUP = ["model", "runner", "framework", "precision"];
  }
});

// src/plan/evals-v2.ts
function mark(r, suite, conc2) {
  r["run-eval"] = true;
  r["eval-framework"] = suite.framework;
  r["eval-suite"] = suite.suite;
  if (conc2 !== void 0) r["eval-conc"] = conc2;
}
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
    for (const g of group) if (concsOf2(g.row)[0] > concsOf2(best.row)[0]) best = g;
    picks.push({ row: best, conc: concsOf2(best.row)[0] });
  }
  return picks;
}
function identity(r, conc2) {
  const shape = (x) => [x.tp, x.ep, x["dp-attn"], x["num-worker"]];
  const topology2 = "prefill" in r ? [shape(r.prefill), shape(r.decode)] : [r.tp, r.ep, r["dp-attn"]];
  const fields = IDENTITY.map((f) => r[f] ?? IDENTITY_DEFAULTS[f] ?? null);
  return canonicalJson([...fields, topology2, conc2]);
}
function evalConcs(r) {
  if ("prefill" in r && r["eval-all-concs"] !== true) return [r["eval-conc"]];
  return sortedUnique(concsOf2(r));
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
  for (const g of rows) if (isAgentic2(g)) g.row["run-eval"] = false;
  markSingleFixedSubset(rows);
  for (const g of rows) if (g.row["run-eval"] === true) mark(g.row, GSM8K);
  const picks = [
    ...multiSubsetPicks(rows, "multi-fixed"),
    ...multiAgenticPicks(rows),
    ...singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP2)
  ];
  const copies = /* @__PURE__ */ new Map();
  for (const p of picks) {
    if (isAgentic2(p.row) && vendorOf(p.row.row)) {
      const row = { ...structuredClone(p.row.row), "eval-only": true };
      delete row["require-power"];
      mark(row, GSM8K, p.conc);
      copies.set(p.row, { ...p.row, row });
    } else mark(p.row.row, GSM8K, p.conc);
  }
  for (const g of rows) {
    const suite = isAgentic2(g) ? vendorOf(g.row) : void 0;
    if (suite) mark(g.row, suite, g.kind === "multi-agentic" ? Math.max(...concsOf2(g.row)) : void 0);
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
      into.conc = sortedUnique([...into.conc, ...concsOf2(row)]);
      next(into);
      return;
    }
    const m = first(sortedUnique(concsOf2(row)));
    merged.set(key, m);
    out.push({ ...g, row: m });
  };
  for (const g of rows) {
    if (g.row["eval-only"] === true) continue;
    let row = g.row;
    const suite = isAgentic2(g) ? vendorOf(row) : void 0;
    if (suite) {
      const vendor = { ...row };
      if (isMulti(g)) {
        const concs = sortedUnique(concsOf2(row));
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
var SINGLE_AGENTIC_GROUP2, FALLBACK_GROUP, IDENTITY, IDENTITY_DEFAULTS, EVAL_FIELDS, GSM8K, vendorOf, isAgentic2, isMulti, sortedUnique, keyOf2;
var init_evals_v2 = __esm({
  "src/plan/evals-v2.ts"() {
    "use strict";
    init_canonical();
    init_evals();
    init_policy();
    SINGLE_AGENTIC_GROUP2 = [
      "model",
      "runner",
      "framework",
      "precision",
      "spec-decoding",
      "dp-attn",
      "image"
    ];
    FALLBACK_GROUP = ["model", "runner", "framework", "precision"];
    IDENTITY = [
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
    IDENTITY_DEFAULTS = { "spec-decoding": "none", disagg: false };
    EVAL_FIELDS = ["eval-framework", "eval-suite", "eval-conc", "eval-all-concs"];
    GSM8K = GENERATOR_POLICY.defaultEval;
    vendorOf = (r) => GENERATOR_POLICY.vendorEvals[String(r["model-prefix"])];
    isAgentic2 = (g) => g.kind === "single-agentic" || g.kind === "multi-agentic";
    isMulti = (g) => g.kind === "multi-fixed" || g.kind === "multi-agentic";
    sortedUnique = (xs) => [...new Set(xs)].sort((a, b) => a - b);
    keyOf2 = (r, fields) => fields.map((f) => canonicalJson(r[f])).join("\0");
  }
});

// src/plan/filters.ts
function mapEntry(entry2, scenarios3, seqLens, itemFn) {
  const out = {};
  for (const type of SCENARIOS) {
    const blocks = entry2.scenarios[type];
    if (!blocks || scenarios3 && !scenarios3.has(type)) continue;
    const agentic2 = type === "agentic-coding";
    out[type] = blocks.filter((b) => agentic2 || !seqLens || seqLens.has(seqLenName(b.isl, b.osl))).map((b) => ({
      ...b,
      "search-space": (b["search-space"] ?? []).flatMap((it) => {
        const r = itemFn(it, { multinode: entry2.multinode, agentic: agentic2 });
        return r ? [r] : [];
      })
    }));
  }
  return { ...entry2, scenarios: out };
}
function withConcList(item, list4) {
  const { "conc-start": _s, "conc-end": _e, ...rest } = item;
  return { ...rest, "conc-list": list4 };
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
  const scenarios3 = o.scenarioType?.length ? new Set(o.scenarioType) : void 0;
  const seqLens = o.seqLens?.length ? new Set(o.seqLens) : void 0;
  const wanted = o.conc?.length ? new Set(o.conc) : void 0;
  const itemFn = (item, { multinode, agentic: agentic2 }) => {
    if (!wanted) return item;
    const kept = concValues(item, GENERATOR_POLICY.defaultStep).filter((c) => wanted.has(c));
    if (kept.length === 0 && multinode && !agentic2) return void 0;
    return withConcList(item, kept);
  };
  for (const key of picked) {
    const entry2 = configs.entries.get(key);
    const S = o.runnerNodeFilter;
    if (S !== void 0) {
      const values = [
        .../* @__PURE__ */ new Set([
          ...entry2.runner.includes(S) ? [entry2.runner] : [],
          ...runners.labels[entry2.runner] ?? []
        ])
      ].filter((v) => v.includes(S));
      if (values.length === 0) continue;
      runnerValues.set(key, values);
    }
    entries.set(key, mapEntry(entry2, scenarios3, seqLens, itemFn));
  }
  return { configs: { ...configs, entries }, runnerValues, diagnostics };
}
var init_filters = __esm({
  "src/plan/filters.ts"() {
    "use strict";
    init_diagnostics();
    init_conc();
    init_keys();
    init_policy();
    init_pr_types();
  }
});

// src/topology/hardware.ts
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
    for (const [k, rec2] of Object.entries(hw))
      if (k.replace(/^cluster:/, "").split("-")[0] === family) values.add(rec2["gpus-per-node"]);
  }
  return values.size === 1 ? [...values][0] : void 0;
}
var prefixOf;
var init_hardware = __esm({
  "src/topology/hardware.ts"() {
    "use strict";
    prefixOf = (runnerName) => runnerName.split("_")[0];
  }
});

// src/topology/shape.ts
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
  if (isObj2(x.worker) && p === void 0 && d === void 0) {
    const nodes = typeof x["num-nodes"] === "number" ? { nodes: x["num-nodes"] } : {};
    return { kind: "agg", stages: [stage2("worker", x.worker, 1)], ...nodes, ...declared };
  }
  if (isObj2(p) && isObj2(d)) {
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
function setting(t2, key) {
  for (const s of t2.stages)
    for (const kv of s.settings) if (kv.startsWith(`${key}=`)) return kv.slice(key.length + 1);
  return void 0;
}
function recipeRef(t2) {
  const v = t2.recipe ?? setting(t2, "CONFIG_FILE");
  if (!v) return void 0;
  const m = /^(.*\.ya?ml):(.+)$/.exec(v);
  if (!m) return { path: v };
  return m[2] === "base" ? { path: m[1] } : { path: m[1], variant: m[2] };
}
function isObj2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var num2, gpusPerWorker, declaredGpus, recipeName;
var init_shape = __esm({
  "src/topology/shape.ts"() {
    "use strict";
    num2 = (v, d) => typeof v === "number" ? v : d;
    gpusPerWorker = (s) => s.tp * s.pp * s.pcp;
    declaredGpus = (t2) => t2.stages.reduce((a, s) => a + s.numWorker * gpusPerWorker(s), 0);
    recipeName = (ref) => `${ref.path.split("/").at(-1)}${ref.variant ? `:${ref.variant}` : ""}`;
  }
});

// src/topology/fix.ts
function partOfOneNode(s, nodes, gpn) {
  const g = s.numWorker * gpusPerWorker(s);
  return nodes === 1 && g < gpn && gpn % g === 0;
}
function realGpus(t2, s, gpn, recipe2) {
  const role = t2.kind === "agg" ? "agg" : s.role;
  const r = recipe2?.stages.find((x) => x.role === role);
  if (r?.gpus !== void 0) {
    const name = `${recipe2.file}${recipe2.variant ? `:${recipe2.variant}` : ""}`;
    return {
      total: r.workers * r.gpus,
      workers: r.workers,
      perWorker: r.gpus,
      source: `that recipe ${name} runs`
    };
  }
  if (t2.kind === "agg" && t2.nodes !== void 0 && !partOfOneNode(s, t2.nodes, gpn))
    return { total: t2.nodes * gpn, source: `that num-nodes ${t2.nodes} reserves (${gpn} GPUs per node)` };
  return void 0;
}
function epFor(s, g) {
  if (s.dpAttn && s.ep > 1) return g;
  let ep = Math.min(s.ep, g);
  while (g % ep !== 0) ep--;
  return Math.max(ep, 1);
}
function reshape(s, real, gpn) {
  const per = s.pp * s.pcp;
  const options = real.workers !== void 0 && real.perWorker !== void 0 ? [[real.workers, real.perWorker / per]] : [
    [s.numWorker, real.total / (s.numWorker * per)],
    [1, real.total / per],
    [real.total / (s.tp * per), s.tp]
  ];
  const whole = options.filter(([w, tp2]) => Number.isInteger(w) && w >= 1 && Number.isInteger(tp2) && tp2 >= 1);
  const dep = (tp2) => !s.dpAttn || s.ep <= 1 || s.ep === tp2 * per;
  const packs = (tp2) => gpn === void 0 || (tp2 * per > gpn ? tp2 * per % gpn === 0 : gpn % (tp2 * per) === 0);
  const best = whole.find(([, tp2]) => fits(s.ep, tp2 * per) && dep(tp2) && packs(tp2)) ?? whole.find(([, tp2]) => fits(s.ep, tp2 * per) && packs(tp2)) ?? whole.find(([, tp2]) => packs(tp2)) ?? whole[0];
  if (!best) return void 0;
  const [workers, tp] = best;
  return { workers, tp, ep: fits(s.ep, tp * per) ? s.ep : epFor(s, tp * per) };
}
function changes(s, to) {
  const parts = [];
  if (to.workers !== s.numWorker) parts.push(`num-worker: ${to.workers}`);
  if (to.tp !== s.tp) parts.push(`tp: ${to.tp}`);
  if (to.ep !== s.ep) parts.push(`ep: ${to.ep}`);
  return parts.join(", ");
}
function reshapeFix(s, real, gpn) {
  const to = reshape(s, real, gpn);
  const what = to && changes(s, to);
  if (!to || !what) return void 0;
  const g = to.tp * s.pp * s.pcp;
  return `set ${what}, so ${to.workers} worker(s) \xD7 ${g} GPUs is the ${real.total} GPUs ${real.source}`;
}
var fits;
var init_fix = __esm({
  "src/topology/fix.ts"() {
    "use strict";
    init_shape();
    fits = (ep, g) => ep >= 1 && ep <= g && g % ep === 0;
  }
});

// src/topology/recipe.ts
function parseRecipe(text, file2, variant, gpn) {
  const p = parseYaml(text, file2);
  if (!isObj3(p.value))
    return {
      diagnostics: p.diagnostics.length ? p.diagnostics : [diag("error", "R3", "recipe is not a mapping", { file: file2, line: 1, col: 1 })]
    };
  const raw = p.value;
  let doc = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !/^(zip_)?override_/.test(k))
  );
  if (variant) {
    const o = variantOf(raw, variant);
    if (!isObj3(o)) {
      const known = Object.keys(raw).filter((k) => /^(zip_)?override_/.test(k));
      return {
        diagnostics: [
          diag("error", "R3", `recipe has no variant '${variant}'`, {
            file: file2,
            line: 1,
            col: 1,
            fix: known.length ? `use one of: ${known.join(", ")}` : "drop the selector"
          })
        ]
      };
    }
    doc = deepMerge(doc, o);
  }
  const at3 = (path) => {
    const inVariant = variant ? p.locate([variant, ...path]) : void 0;
    return inVariant && variant && hasPath(raw[variant], path) ? inVariant : p.locate(path);
  };
  const rgpn = isObj3(doc.resources) && typeof doc.resources.gpus_per_node === "number" ? doc.resources.gpus_per_node : gpn;
  const stages = [];
  const mk = (role, nodes, workers, gpus, args, path) => {
    const n = typeof nodes === "number" ? nodes : void 0;
    const w = typeof workers === "number" ? workers : 1;
    const g = typeof gpus === "number" ? gpus : n !== void 0 && w > 0 ? n * rgpn / w : void 0;
    stages.push({ role, nodes: n, workers: w, gpus: g, args: isObj3(args) ? args : {}, at: at3(path) });
  };
  if (isObj3(doc.roles)) {
    for (const role of ["prefill", "decode", "agg"]) {
      const r = doc.roles[role];
      if (isObj3(r)) mk(role, r.nodes, r.workers, r.gpus, r.args, ["roles", role]);
    }
  } else if (isObj3(doc.resources)) {
    const res = doc.resources;
    const backend2 = isObj3(doc.backend) ? doc.backend : {};
    const cfg = Object.entries(backend2).find(([k, v]) => k.endsWith("_config") && isObj3(v))?.[1];
    for (const role of ["prefill", "decode", "agg"]) {
      const nodes = res[`${role}_nodes`];
      const workers = res[`${role}_workers`];
      if (nodes === void 0 && workers === void 0) continue;
      const args = cfg?.[role === "agg" ? "aggregated" : role];
      mk(role, nodes, workers, res[`gpus_per_${role}`], args, ["resources", `${role}_nodes`]);
    }
  }
  const extra = (k) => isObj3(doc[k]) && typeof doc[k].nodes === "number" ? doc[k].nodes : 0;
  return {
    recipe: {
      file: file2,
      ...variant ? { variant } : {},
      stages,
      extraNodes: extra("frontend") + extra("benchmark"),
      readsWorkspace: JSON.stringify(doc).includes(WORKSPACE_MOUNT)
    },
    diagnostics: p.diagnostics
  };
}
function variantOf(raw, variant) {
  const zip = /^(zip_override_.+)\[(\d+)\]$/.exec(variant);
  if (!zip) return raw[variant];
  const list4 = raw[zip[1]];
  return Array.isArray(list4) ? list4[Number(zip[2])] : void 0;
}
function deepMerge(base2, over) {
  const out = { ...base2 };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else out[k] = isObj3(v) && isObj3(out[k]) ? deepMerge(out[k], v) : v;
  }
  return out;
}
function hasPath(v, path) {
  let cur = v;
  for (const k of path) {
    if (!isObj3(cur) || !(k in cur)) return false;
    cur = cur[k];
  }
  return true;
}
function isObj3(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var WORKSPACE_MOUNT, recipeNodes;
var init_recipe = __esm({
  "src/topology/recipe.ts"() {
    "use strict";
    init_diagnostics();
    init_parse();
    WORKSPACE_MOUNT = "/infmax-workspace";
    recipeNodes = (r) => r.stages.some((s) => s.nodes === void 0) ? void 0 : r.stages.reduce((a, s) => a + (s.nodes ?? 0), 0) + r.extraNodes;
  }
});

// src/topology/rules.ts
function engineOf(framework) {
  if (framework.includes("vllm")) return "vllm";
  if (framework.includes("sglang")) return "sglang";
  if (framework.includes("trt")) return "trtllm";
  if (framework.includes("atom")) return "atom";
  return void 0;
}
function checkDeclared(t2, gpn, recipe2) {
  const out = [];
  if (t2.kind === "agg" && t2.nodes !== void 0) out.push(...aggregateNodes(t2.stages[0], t2.nodes, gpn));
  for (const s of t2.stages) {
    if (s.numWorker === 0) continue;
    const g = gpusPerWorker(s);
    const r1 = s.ep < 1 || s.ep > g || g % s.ep !== 0;
    if (r1) out.push(epBeyondWorker(s, g, gpn, realGpus(t2, s, gpn, recipe2)));
    if (s.pp < 1 || s.pcp < 1 || s.dcp < 1)
      out.push({
        rule: "R2",
        severity: "error",
        role: s.role,
        field: s.pp < 1 ? "pp" : s.pcp < 1 ? "pcp-size" : "dcp-size",
        message: `pp, pcp-size and dcp-size must be \u2265 1 (pp ${s.pp}, pcp-size ${s.pcp}, dcp-size ${s.dcp})`
      });
    else if (s.tp % s.dcp !== 0)
      out.push({
        rule: "R2",
        severity: "error",
        role: s.role,
        field: "dcp-size",
        message: `dcp-size ${s.dcp} does not divide tp ${s.tp}`,
        fix: `use a dcp-size that divides ${s.tp}`
      });
    if (!r1 && s.ep > 1 && s.dpAttn && s.ep !== g)
      out.push({
        rule: "R8",
        severity: "warning",
        role: s.role,
        field: "ep",
        message: `dp-attn with ep ${s.ep} \u2260 ${g} GPUs: DEP-N means tp: N, ep: N, dp-attn: true`,
        fix: `for DEP${g} write ep: ${g}; the worker is recorded as its ${g} GPUs either way`
      });
    else if (!r1 && s.ep > s.tp)
      out.push({
        rule: "R8",
        severity: "warning",
        role: s.role,
        field: "ep",
        message: `ep ${s.ep} > tp ${s.tp} is suspicious: tp is the worker's GPU width`,
        fix: `check that the engine runs tp ${s.tp}${s.pp > 1 ? ` \xD7 pp ${s.pp}` : ""}${s.pcp > 1 ? ` \xD7 pcp ${s.pcp}` : ""}: the worker is recorded as those ${g} GPUs`
      });
    if (t2.kind === "single") {
      if (g > gpn)
        out.push({
          rule: "R5",
          severity: "error",
          role: s.role,
          field: "tp",
          message: `a single-node item needs ${g} GPUs but a node has ${gpn}`,
          fix: `a single-node item runs on one node: make tp\xB7pp\xB7pcp at most ${gpn}, or declare the entry multinode`
        });
    } else if (g > gpn ? g % gpn !== 0 : gpn % g !== 0) {
      let w = g + 1;
      while (w > gpn ? w % gpn !== 0 : gpn % w !== 0) w++;
      const per = s.pp * s.pcp;
      out.push({
        rule: "R5",
        severity: "error",
        role: s.role,
        field: "tp",
        message: `${stageName(s)} of ${g} GPUs ${g > gpn ? "spans nodes but is not a multiple of" : "does not divide"} gpus-per-node ${gpn}`,
        fix: `declare the worker's real GPU width, which packs whole nodes or an even part of one${w % per === 0 ? ` (e.g. tp: ${w / per})` : ""}`
      });
    }
  }
  return out;
}
function epBeyondWorker(s, g, gpn, real) {
  const spans = s.numWorker > 1 && s.ep === s.numWorker * g;
  const counted = spans ? `each of the ${s.numWorker} workers is counted as ${g} GPUs (${s.numWorker * g} in all), with ep ${s.ep} beyond its own` : s.ep > g ? `this worker is counted as ${g} GPU${g === 1 ? "" : "s"}, not ${s.ep}` : `ep must divide ${g}`;
  const reading = s.ep > g && s.dpAttn ? `for DEP${s.ep} write tp: ${s.ep}, ep: ${s.ep}, dp-attn: true (tp is the worker's GPU width)` : s.ep > g ? `for TEP${s.ep} write tp: ${s.ep}, ep: ${s.ep} (tp is the worker's GPU width)` : `make ep a divisor of ${g}; the worker is recorded as its ${g} GPUs either way`;
  return {
    rule: "R1",
    severity: "error",
    role: s.role,
    field: "ep",
    message: `${stageName(s)} declares ep ${s.ep} on tp\xB7pp\xB7pcp = ${g} GPUs (${shapeName(s)}); EP adds no GPUs, so ${counted}`,
    fix: s.ep > g && real && reshapeFix(s, real, gpn) || reading
  };
}
function aggregateNodes(s, nodes, gpn) {
  const gpus = s.numWorker * gpusPerWorker(s);
  if (gpus === nodes * gpn || partOfOneNode(s, nodes, gpn)) return [];
  const total = nodes * gpn;
  const fill3 = reshapeFix(
    s,
    { total, source: `that num-nodes ${nodes} reserves (${gpn} GPUs per node)` },
    gpn
  );
  return [
    {
      rule: "R5",
      severity: "error",
      role: s.role,
      field: "num-worker",
      message: `${s.numWorker} worker(s) \xD7 tp\xB7pp\xB7pcp ${gpusPerWorker(s)} = ${gpus} GPUs, but num-nodes ${nodes} \xD7 ${gpn} GPUs per node = ${total}`,
      fix: nodes === 1 && gpus < gpn ? `make num-worker \xD7 tp\xB7pp\xB7pcp a divisor of ${gpn} (an even part of the node)${fill3 ? `, or ${fill3}` : ""}` : fill3 ?? `make num-worker \xD7 tp\xB7pp\xB7pcp the ${total} GPUs that num-nodes ${nodes} reserves`
    }
  ];
}
function checkAgainstRecipe(t2, recipe2, gpn, engine) {
  if (t2.kind === "single") return [];
  const out = [];
  const name = `${recipe2.file}${recipe2.variant ? `:${recipe2.variant}` : ""}`;
  const byRole = new Map(recipe2.stages.map((s) => [s.role, s]));
  const where = (r) => r ? { recipeAt: { file: recipe2.file, line: r.at.line, col: r.at.col } } : {};
  const recGpus = recipe2.stages.reduce((a, s) => a + s.workers * (s.gpus ?? 0), 0);
  const needed = t2.kind === "agg" ? ["agg"] : ["prefill", "decode"];
  for (const role of needed) {
    if (!byRole.has(role)) {
      out.push({
        rule: "R3",
        severity: "error",
        message: `${t2.kind === "agg" ? "an aggregated row needs roles.agg" : "a disaggregated row needs recipe roles prefill and decode"}; ${name} has ${[...byRole.keys()].join(", ") || "no roles"}`
      });
    }
  }
  for (const s of t2.stages) {
    const r = byRole.get(roleFor(t2, s));
    if (!r) continue;
    const g = gpusPerWorker(s);
    if (s.numWorker !== r.workers || r.gpus !== void 0 && g !== r.gpus) {
      const total = `declared ${declaredGpus(t2)} GPUs in total, recipe ${recGpus}`;
      out.push({
        rule: "R3",
        severity: "error",
        role: s.role,
        field: s.numWorker !== r.workers ? "num-worker" : "tp",
        message: `${stageName(s)} declares ${s.numWorker} worker(s) \xD7 ${g} GPUs, recipe ${name} runs ${r.workers} worker(s) \xD7 ${r.gpus ?? "?"} GPUs (${total})`,
        fix: r.gpus !== void 0 && reshapeFix(s, {
          total: r.workers * r.gpus,
          workers: r.workers,
          perWorker: r.gpus,
          source: `that recipe ${name} runs`
        }) || `set ${s.role} num-worker to ${r.workers}`,
        ...where(r)
      });
    }
    if (r.gpus !== void 0)
      out.push(...engineArgs(engine, r, name).map((f) => ({ ...f, role: s.role, ...where(r) })));
  }
  const recNodes = recipeNodes(recipe2);
  const packed = t2.stages.reduce((a, s) => a + Math.ceil(s.numWorker * gpusPerWorker(s) / gpn), 0);
  if (recNodes !== void 0 && packed > recNodes) {
    const runs = recipe2.stages.map((r) => `${r.role} ${r.workers} \xD7 ${r.gpus ?? "?"} GPUs`).join(", ");
    out.push({
      rule: "R5",
      severity: "error",
      message: `the declared workers need ${packed} nodes of ${gpn} GPUs but recipe ${name} allocates ${recNodes}`,
      fix: `declare the workers as the recipe runs them (${runs}) on its ${recNodes} node(s)`
    });
  }
  return out;
}
function engineArgs(engine, r, name) {
  const a = r.args;
  const n = (...keys) => {
    for (const k of keys)
      for (const v of [a[k], a[k.replace(/-/g, "_")]]) if (typeof v === "number") return v;
    return void 0;
  };
  const g = r.gpus;
  let product;
  let formula = "";
  if (engine === "vllm") {
    const dp = n("data-parallel-size"), tp = n("tensor-parallel-size"), pp = n("pipeline-parallel-size"), pcp = n("prefill-context-parallel-size");
    if (dp === void 0 && tp === void 0 && pp === void 0) return [];
    product = (dp ?? 1) * (tp ?? 1) * (pp ?? 1) * (pcp ?? 1);
    formula = `data-parallel-size ${dp ?? 1} \xD7 tensor-parallel-size ${tp ?? 1} \xD7 pipeline-parallel-size ${pp ?? 1}${pcp ? ` \xD7 pcp ${pcp}` : ""}`;
  } else if (engine === "sglang") {
    const tp = n("tp-size", "tensor-parallel-size"), pp = n("pp-size", "pipeline-parallel-size");
    if (tp === void 0) return [];
    product = tp * (pp ?? 1);
    formula = `tp-size ${tp} \xD7 pp ${pp ?? 1}`;
  } else if (engine === "trtllm") {
    const tp = n("tensor_parallel_size"), pp = n("pipeline_parallel_size"), ep = n("moe_expert_parallel_size");
    if (tp === void 0) return [];
    product = tp * (pp ?? 1);
    formula = `tensor_parallel_size ${tp} \xD7 pipeline_parallel_size ${pp ?? 1}`;
    if (ep !== void 0 && ep > product)
      return [
        {
          rule: "R4",
          severity: "error",
          message: `recipe ${name} role ${r.role}: moe_expert_parallel_size ${ep} exceeds ${formula} = ${product}`
        }
      ];
  }
  if (product === void 0 || product === g) return [];
  return [
    {
      rule: "R4",
      severity: "error",
      message: `recipe ${name} role ${r.role}: ${formula} = ${product}, but the role has ${g} GPUs per worker`,
      fix: "make the engine parallelism multiply to the GPUs per worker"
    }
  ];
}
function checkNodeCount(t2, gpn, recipe2, reserved = nodeCount(t2, gpn)) {
  const allocated = recipeNodes(recipe2);
  if (t2.kind === "single" || allocated === void 0 || allocated === reserved) return [];
  const nodesOf = (role) => recipe2.stages.find((s) => s.role === role)?.nodes ?? 0;
  const parts = [
    ...recipe2.stages.map((s) => `${s.role} ${s.nodes}`),
    ...recipe2.extraNodes ? [`${recipe2.extraNodes} frontend/benchmark`] : []
  ];
  const prefill = (t2.kind === "agg" ? nodesOf("agg") : nodesOf("prefill")) + recipe2.extraNodes;
  const override = t2.kind === "agg" ? `PREFILL_NODES=${prefill}` : `PREFILL_NODES=${prefill} and DECODE_NODES=${nodesOf("decode")}`;
  return [
    {
      rule: "R6",
      severity: "error",
      message: `node-count ${reserved}: the job reserves nodes:${reserved}, but recipe ${recipe2.file}${recipe2.variant ? `:${recipe2.variant}` : ""} allocates ${allocated} node(s) (${parts.join(" + ")})`,
      // The recipe's allocation is what runs: the reservation follows it, never the other way round.
      fix: t2.kind === "agg" && t2.nodes !== void 0 ? `set num-nodes to ${allocated}, the nodes the recipe allocates` : `make the declared workers match the recipe, or add ${override} to additional-settings`
    }
  ];
}
function shapeTokens(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = /^(dep|tep|tp)(\d+)$/.exec(tokens[i]);
    if (!m) continue;
    const ep = m[1] === "tp" ? /^ep(\d+)$/.exec(tokens[i + 1] ?? "") : null;
    if (!ep) {
      const n2 = Number(m[2]);
      out.push({
        token: tokens[i],
        gpus: n2,
        ep: m[1] === "tp" ? 1 : n2,
        dpAttn: m[1] === "dep",
        fits: (s) => SHAPES[m[1]](s, n2)
      });
      continue;
    }
    const dp = /^dp(\d+)$/.exec(tokens[i + 2] ?? "");
    const [n, e, dpAttn] = [Number(m[2]), Number(ep[1]), dp ? Number(dp[1]) > 1 : false];
    out.push({
      token: tokens.slice(i, dp ? i + 3 : i + 2).join("-"),
      gpus: n,
      ep: e,
      dpAttn,
      fits: (s) => gpusPerWorker(s) === n && s.ep === e && s.dpAttn === dpAttn
    });
    i += dp ? 2 : 1;
  }
  return out;
}
function checkNameTokens(t2, name, gpn) {
  if (t2.kind === "single") return [];
  const tokens = name.split(/[-_.:/]/);
  const out = [];
  const counts = tokens.map((x) => /^(\d+)p(\d+)d$/.exec(x)).find((m) => m);
  if (counts && t2.kind === "disagg") {
    t2.stages.forEach((s, i) => {
      const want = Number(counts[i + 1]);
      const nodes = Math.ceil(s.numWorker * gpusPerWorker(s) / gpn);
      if (s.numWorker !== want && nodes !== want)
        out.push({
          rule: "R7",
          severity: "warning",
          role: s.role,
          field: "num-worker",
          message: `'${counts[0]}' in ${name} says ${want} ${s.role} worker(s) or node(s), the item declares ${s.numWorker} worker(s) on ${nodes} node(s)`,
          fix: `set ${s.role} num-worker to ${want}, or rename the recipe variant`
        });
    });
  }
  const shapes2 = shapeTokens(tokens);
  const misfit = (x, s) => {
    const per = s.pp * s.pcp;
    const shape = x.gpus % per === 0 ? `tp: ${x.gpus / per}, ep: ${x.ep}, dp-attn: ${x.dpAttn}` : `a ${x.gpus}-GPU worker`;
    return {
      rule: "R7",
      severity: "warning",
      role: s.role,
      field: "tp",
      message: `'${x.token}' in ${name} does not describe the ${stageName(s)} (${shapeName(s)})`,
      fix: `if the recipe runs ${x.token}, write the ${stageName(s)} as ${shape} (tp is the worker's GPU width); else rename the variant`
    };
  };
  if (shapes2.length === 2 && t2.kind === "disagg")
    shapes2.forEach((x, i) => {
      const s = t2.stages[i];
      if (!x.fits(s)) out.push(misfit(x, s));
    });
  else if (shapes2.length === 1 && !t2.stages.some((s) => s.numWorker > 0 && shapes2[0].fits(s)))
    out.push(misfit(shapes2[0], t2.stages.at(-1)));
  return out;
}
function nodeCount(t2, gpn, recipe2) {
  if (t2.kind === "single") return 1;
  const fromRecipe = recipe2 ? recipeNodes(recipe2) : void 0;
  if (fromRecipe !== void 0) return fromRecipe;
  if (t2.nodes !== void 0) return t2.nodes;
  const pn = Number(setting(t2, "PREFILL_NODES")), dn = Number(setting(t2, "DECODE_NODES"));
  return t2.stages.reduce((a, s) => {
    const override = s.role === "prefill" || s.role === "worker" ? pn : s.role === "decode" ? dn : NaN;
    return a + (Number.isFinite(override) && override > 0 ? override : Math.ceil(s.numWorker * gpusPerWorker(s) / gpn));
  }, 0);
}
function gpuCount(t2, recipe2) {
  const declared = declaredGpus(t2);
  if (!recipe2 || recipe2.stages.some((s) => s.gpus === void 0)) return { declared };
  return { declared, recipe: recipe2.stages.reduce((a, s) => a + s.workers * s.gpus, 0) };
}
var shapeName, stageName, roleFor, SHAPES;
var init_rules2 = __esm({
  "src/topology/rules.ts"() {
    "use strict";
    init_fix();
    init_recipe();
    init_shape();
    shapeName = (s) => `tp: ${s.tp}, ep: ${s.ep}, dp-attn: ${s.dpAttn}${s.pp > 1 ? `, pp: ${s.pp}` : ""}${s.pcp > 1 ? `, pcp-size: ${s.pcp}` : ""}`;
    stageName = (s) => s.role === "single" ? "search-space item" : s.role === "worker" ? "aggregated worker" : `${s.role} worker`;
    roleFor = (t2, s) => t2.kind === "agg" ? "agg" : s.role;
    SHAPES = {
      dep: (s, n) => gpusPerWorker(s) === n && s.ep === n && s.dpAttn,
      tep: (s, n) => gpusPerWorker(s) === n && s.ep === n && !s.dpAttn,
      tp: (s, n) => gpusPerWorker(s) === n && s.ep === 1
    };
  }
});

// src/plan/topology.ts
function gpusPerNode(runner, runners) {
  return gpusPerNodeOf(runner, runners) ?? GENERATOR_POLICY.defaultGpusPerNode;
}
function rowTopology(row, gpn) {
  const t2 = topologyOf(row);
  if (!t2) return { "gpu-count": 0, "node-count": 1 };
  return { "gpu-count": declaredGpus(t2), "node-count": nodeCount(t2, gpn) };
}
var init_topology = __esm({
  "src/plan/topology.ts"() {
    "use strict";
    init_hardware();
    init_rules2();
    init_shape();
    init_policy();
  }
});

// src/plan/generate.ts
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
  const selection2 = select();
  const diagnostics = [...selection2.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { rows: [], diagnostics };
  const expanded = expand(selection2.configs, { step, runners, runnerValues: selection2.runnerValues });
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
var init_generate = __esm({
  "src/plan/generate.ts"() {
    "use strict";
    init_diagnostics();
    init_canonical();
    init_expand();
    init_evals();
    init_evals_v2();
    init_filters();
    init_fingerprint();
    init_policy();
    init_topology();
  }
});

// src/plan/pr-priority.ts
function priorityScorer(policy, ctx) {
  const labels = new Set(ctx.labels);
  const patchwork = policy.labels?.patchwork;
  if (patchwork && patchwork.names.some((n) => labels.has(n)) && !(patchwork["waived-by"] ?? []).some((n) => labels.has(n))) {
    const score = patchwork.score;
    return () => score;
  }
  const a = policy.adjustments ?? {};
  const checklist = policy.labels?.["checklist-complete"];
  const constant = policy["base-score"] + (a.event?.[ctx.event] ?? 0) + (checklist && checklist.names.some((n) => labels.has(n)) ? checklist.adjustment : 0);
  const prefixes = Object.entries(a["framework-prefix"] ?? {});
  const byFramework = /* @__PURE__ */ new Map();
  const forFramework = (framework) => {
    if (typeof framework !== "string") return 0;
    let add = byFramework.get(framework);
    if (add === void 0) byFramework.set(framework, add = frameworkPrefix(prefixes, framework));
    return add;
  };
  return (row) => {
    let score = constant;
    if ("prefill" in row) score += a["multi-node"] ?? 0;
    if (row["scenario-type"] === "agentic-coding") score += a.agentic ?? 0;
    if (row["eval-only"] === true) score += a["eval-only"] ?? 0;
    score += lookup(a.precision, row.precision);
    score += lookup(a["spec-decoding"], row["spec-decoding"]);
    score += forFramework(row.framework);
    score += lookup(a["model-prefix"], row["model-prefix"]);
    score += (a["additional-node"] ?? 0) * additionalNodes(row);
    return score;
  };
}
function formatPriority(score) {
  const milli = Math.floor(Number((score * 1e3).toPrecision(12)) + 0.5);
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1e3)}.${String(abs % 1e3).padStart(3, "0")}`;
}
function queueToken(namespace, path, canonicalRow) {
  return sha256Hex(`${namespace}:${path}:${canonicalRow}`).slice(0, 32);
}
function additionalNodes(row) {
  const n = row["node-count"];
  return typeof n === "number" && Number.isFinite(n) && n > 1 ? n - 1 : 0;
}
function lookup(table2, value) {
  if (!table2 || typeof value !== "string") return 0;
  return Object.hasOwn(table2, value) ? table2[value] : 0;
}
function frameworkPrefix(table2, framework) {
  if (typeof framework !== "string") return 0;
  for (const [prefix, add] of table2) {
    if (framework === prefix || framework.startsWith(`${prefix}-`)) return add;
  }
  return 0;
}
var init_pr_priority = __esm({
  "src/plan/pr-priority.ts"() {
    "use strict";
    init_canonical();
  }
});

// src/rules/near.ts
function patternDistance(pattern2, key, limit = Infinity) {
  const n = key.length;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= pattern2.length; i++) {
    const p = pattern2.charCodeAt(i - 1);
    const star = p === 42;
    cur[0] = star ? prev[0] : prev[0] + 1;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const v = star ? Math.min(prev[j], cur[j - 1]) : Math.min(prev[j - 1] + (p === key.charCodeAt(j - 1) ? 0 : 1), prev[j] + 1, cur[j - 1] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return rowMin;
    [prev, cur] = [cur, prev];
  }
  return prev[n];
}
function nearestKeys(pattern2, keys, max = MAX_SUGGESTIONS) {
  const literal = pattern2.replaceAll("*", "").length;
  const limit = Math.max(2, Math.floor(literal / 3));
  const scored = [];
  keys.forEach((key, i) => {
    const d = patternDistance(pattern2, key, limit);
    if (d <= limit && d > 0) scored.push({ key, d, i });
  });
  scored.sort((a, b) => a.d - b.d || a.i - b.i);
  const best = scored[0]?.d;
  return scored.filter((s) => s.d === best).slice(0, max).map((s) => s.key);
}
function didYouMean(pattern2, keys) {
  const near = nearestKeys(pattern2, keys);
  if (!near.length) return void 0;
  const list4 = near.length === 1 ? quoted2(near[0]) : `${near.slice(0, -1).map(quoted2).join(", ")} or ${quoted2(near.at(-1))}`;
  return `did you mean ${list4}?`;
}
var MAX_SUGGESTIONS, quoted2;
var init_near = __esm({
  "src/rules/near.ts"() {
    "use strict";
    MAX_SUGGESTIONS = 3;
    quoted2 = (k) => `'${k}'`;
  }
});

// src/plan/pr-resolve.ts
function resolveConfigKeys(patterns, masterKeys, where, keySet = new Set(masterKeys)) {
  const seen = /* @__PURE__ */ new Set();
  const keys = [];
  const diagnostics = [];
  const threshold = where.warnThreshold ?? WILDCARD_WARN_THRESHOLD;
  patterns.forEach((pattern2, i) => {
    if (pattern2.length > LIMITS.configKeyPattern.max) {
      diagnostics.push(
        limitDiagnostic("configKeyPattern", pattern2.length, {
          file: where.file,
          line: keyLine(where, pattern2),
          col: 1
        })
      );
      return;
    }
    const matched = matchPattern(pattern2, masterKeys, keySet);
    const at3 = {
      file: where.file,
      line: keyLine(where, pattern2),
      col: 1,
      path: `entry ${where.entry}.config-keys[${i}]`
    };
    if (matched.length === 0) {
      diagnostics.push(unmatched(pattern2, masterKeys, at3));
      return;
    }
    if (pattern2.includes("*") && matched.length > threshold) {
      diagnostics.push(diag("warning", "X-4", `pattern '${pattern2}' matches ${matched.length} configs`, at3));
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
function unmatched(pattern2, masterKeys, at3 = {}) {
  const near = didYouMean(pattern2, masterKeys);
  if (isPattern(pattern2))
    return diag(
      "error",
      "P-10",
      `No config keys matched the wildcard pattern '${pattern2}' in master configs.`,
      {
        ...at3,
        fix: near ?? "check the pattern against the keys of the master configs (`*` is the only wildcard)"
      }
    );
  return diag("error", "P-11", `Config key '${pattern2}' not found in master configs.`, {
    ...at3,
    fix: /[?[\]]/.test(pattern2) ? "`?` and `[` are literal in config keys; use `*` as the wildcard" : near ?? "use an existing key of the master configs (amd-master.yaml, nvidia-master.yaml)"
  });
}
function keyLine(where, pattern2) {
  const lines = typeof where.lines === "function" ? where.lines() : where.lines;
  if (!lines) return where.line;
  for (let i = where.line; i < lines.length && i < where.line + 200; i++) {
    const l = lines[i];
    if (l.startsWith("- config-keys:")) break;
    if (/^\s*-\s/.test(l) && l.includes(pattern2)) return i + 1;
    if (/^\s*[a-z-]+:/.test(l) && !/^\s*-/.test(l) && !l.includes("config-keys")) break;
  }
  return where.line;
}
var WILDCARD_WARN_THRESHOLD;
var init_pr_resolve = __esm({
  "src/plan/pr-resolve.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_near();
    init_keys();
    WILDCARD_WARN_THRESHOLD = 20;
  }
});

// src/plan/pr-trim.ts
function trimWithSources(rows, opts = {}) {
  const out = [];
  const groupAt = /* @__PURE__ */ new Map();
  rows.forEach((row, from) => {
    const grouped = !isMultiNode(row) || opts.trimMultiNodeAgentic === true && isAgentic(row);
    if (!grouped) {
      out.push({ from, row: isAgentic(row) ? row : { ...row, conc: [minConc(row.conc)] } });
      return;
    }
    const key = groupKey(row);
    const at3 = groupAt.get(key);
    if (at3 === void 0) {
      groupAt.set(key, out.length);
      out.push({ from, row });
    } else if (minConc(row.conc) < minConc(out[at3].row.conc)) {
      out[at3] = { from, row };
    }
  });
  return out;
}
function minConc(conc2) {
  if (Array.isArray(conc2)) return Math.min(...conc2);
  return conc2;
}
function groupKey(row) {
  const { conc: _c, "exp-name": _e, "row-id": _id, ...rest } = row;
  return canonicalJson(rest);
}
var init_pr_trim = __esm({
  "src/plan/pr-trim.ts"() {
    "use strict";
    init_canonical();
    init_pr_output();
  }
});

// src/plan/pr-plan.ts
function resolveEntries(entries, masterKeys, where = {}) {
  const keySet = new Set(masterKeys);
  const keys = /* @__PURE__ */ new Map();
  const diagnostics = [];
  const over = overWildcardLimit(entries);
  if (over)
    return {
      keys,
      diagnostics: [
        limitDiagnostic("wildcardPatterns", over.count, {
          file: where.changelogPath ?? CHANGELOG,
          line: over.line
        })
      ]
    };
  for (const e of entries) {
    const r = resolveConfigKeys(
      e.entry["config-keys"],
      masterKeys,
      {
        file: where.changelogPath ?? CHANGELOG,
        entry: e.index,
        line: e.line,
        ...where.changelogLines ? { lines: where.changelogLines } : {},
        ...where.wildcardWarnThreshold !== void 0 ? { warnThreshold: where.wildcardWarnThreshold } : {}
      },
      keySet
    );
    keys.set(e.index, r.keys);
    diagnostics.push(...r.diagnostics);
  }
  return { keys, diagnostics };
}
function overWildcardLimit(entries) {
  let count = 0;
  let line;
  for (const e of entries)
    for (const k of e.entry["config-keys"])
      if (isPattern(k) && ++count > LIMITS.wildcardPatterns.max) line ??= e.line;
  return line === void 0 ? void 0 : { count, line };
}
function checkPreconditions(entries, modifiers, file2 = CHANGELOG, event = "pull_request") {
  const out = [];
  const appendOnly = entries.filter((e) => e.entry["append-only"]);
  const modifier = modifiers.allEvals || modifiers.evalsOnly;
  if (event !== "push" && appendOnly.length > 0 && appendOnly.length < entries.length) {
    out.push(
      diag("error", "P-7", "append-only entries cannot share a sweep with regular changelog entries", {
        file: file2,
        line: appendOnly[0].line,
        col: 1,
        fix: "move the append-only entry to its own PR"
      })
    );
  }
  if (appendOnly.length > 0 && modifier) {
    out.push(
      diag("error", "P-8", "append-only sweeps cannot use all-evals or evals-only modifiers", {
        file: file2,
        line: appendOnly[0].line,
        col: 1,
        fix: "remove the all-evals / evals-only labels"
      })
    );
  }
  const noEvals = entries.find((e) => e.entry["no-evals"]);
  if (noEvals && modifier) {
    out.push(
      diag("error", "N-1", "no-evals entries cannot use all-evals or evals-only modifiers", {
        file: file2,
        line: noEvals.line,
        col: 1,
        fix: "remove the all-evals / evals-only labels, or the no-evals flag"
      })
    );
  }
  return out;
}
function entryMode(e, m) {
  return {
    throughput: !(m.evalsOnly || e["evals-only"] || e["all-evals"]),
    evals: !(e["append-only"] || e["no-evals"]),
    expand: m.allEvals || e["all-evals"],
    appendOnly: e["append-only"],
    minPrefillEp: e["eval-min-prefill-ep"] ?? void 0
  };
}
function keepForMinPrefillEp(row, min) {
  if (min === void 0 || !("prefill" in row)) return true;
  const prefill = row.prefill;
  const ep = prefill && "ep" in prefill ? prefill.ep : 1;
  if (typeof ep !== "number" || !Number.isFinite(ep)) return false;
  return ep >= min;
}
function planFromEntries(input) {
  const file2 = input.changelogPath ?? CHANGELOG;
  const plan2 = emptyPlanFor(input);
  const diagnostics = [
    ...checkPreconditions(input.entries, input.modifiers, file2, input.context.event)
  ];
  const masterKeys = input.masterKeys ?? [...input.configs.entries.keys()];
  const resolved = input.resolved ?? resolveEntries(input.entries, masterKeys, input);
  diagnostics.push(...resolved.diagnostics);
  if (hasError(diagnostics)) return { plan: plan2, rows: [], diagnostics };
  diagnostics.push(...checkAppendOnly(input, resolved.keys, file2));
  if (hasError(diagnostics)) return { plan: plan2, rows: [], diagnostics };
  const lineOf2 = entryLineOf(input.entries);
  const claims = claimEntries(input, resolved.keys, file2);
  const generated = generateRows(input, claims, file2, lineOf2);
  diagnostics.push(...generated.diagnostics);
  const throughput = trimThroughput(
    input,
    generated.rows.filter((r) => r.kind === "throughput")
  );
  const emitted = emitRows(
    [...throughput, ...oneEvalPerResult(input, generated.rows)],
    file2,
    lineOf2,
    input.policy ? namespaceOf(input.context) : void 0
  );
  diagnostics.push(...emitted.diagnostics);
  const rows = withPriority(input, emitted.rows, emitted.tokens);
  diagnostics.push(...emitBuckets(plan2, rows));
  diagnostics.push(...entriesWithoutRows(input, generated.rowsPerEntry, file2));
  return { plan: plan2, rows, diagnostics };
}
function emptyPlanFor(input) {
  const refs = input.refs ?? { base: "HEAD~1", head: "HEAD" };
  const plan2 = emptyPlan(refs.base, refs.head);
  plan2.changelog_metadata.entries = input.entries.map((e) => ({ ...e.entry }));
  return plan2;
}
function entryLineOf(entries) {
  const lines = new Map(entries.map((e) => [e.index, e.line]));
  return (entry2) => lines.get(entry2) ?? 1;
}
function checkAppendOnly(input, keys, file2) {
  const appendOnly = input.entries.find((e) => e.entry["append-only"]);
  if (!appendOnly) return [];
  const where = { file: file2, line: appendOnly.line, col: 1 };
  const base2 = input.appendOnlyBase;
  if (!base2) {
    const missing = [...input.masterKeys ? ["master configs"] : [], "runners"].map((x) => `'${x}'`);
    const text = `append-only base revision is missing generation inputs: [${missing.join(", ")}]`;
    return [diag("error", "P-12", text, where)];
  }
  const selected = /* @__PURE__ */ new Map();
  const regular = /* @__PURE__ */ new Set();
  for (const e of input.entries) {
    const scenarios3 = scenariosOf(e);
    for (const k of keys.get(e.index) ?? []) {
      if (!e.entry["append-only"]) regular.add(k);
      else selected.set(k, [.../* @__PURE__ */ new Set([...selected.get(k) ?? [], ...scenarios3])]);
    }
  }
  return checkAppendScope(base2.raw, base2.headRaw, { selected, regular }, where);
}
function claimEntries(input, keys, file2) {
  const ordered = [...input.entries].sort(
    (a, b) => Number(b.entry["all-evals"]) - Number(a.entry["all-evals"])
  );
  const owners2 = {
    throughput: /* @__PURE__ */ new Map(),
    eval: /* @__PURE__ */ new Map()
  };
  const hasScenario = (key, s) => {
    const scenarios3 = input.configs.entries.get(key)?.scenarios;
    return !scenarios3 || (scenarios3[s]?.length ?? 0) > 0;
  };
  const claims = [];
  for (const e of ordered) {
    const mode = entryMode(e.entry, input.modifiers);
    const wanted = SCENARIOS.filter((x) => scenariosOf(e).includes(x));
    const kinds = [
      ...mode.throughput ? ["throughput"] : [],
      ...mode.evals ? ["eval"] : []
    ];
    for (const kind of kinds) {
      const claim = { entry: e, kind, mode, groups: [], warnings: [] };
      const byScenarios = /* @__PURE__ */ new Map();
      for (const key of keys.get(e.index) ?? []) {
        const unclaimed = [];
        for (const s of wanted) {
          const pair = `${key}\0${s}`;
          const owner = owners2[kind].get(pair);
          if (!owner) {
            owners2[kind].set(pair, { entry: e.index, mode });
            unclaimed.push(s);
          } else if (owner.entry !== e.index && kind === "eval" && !sameEvalFlags(owner.mode, mode) && hasScenario(key, s)) {
            const text = `entry ${e.index}: flags ignored for ${key}/${s}, already claimed by entry ${owner.entry}`;
            claim.warnings.push(diag("warning", "X-2", text, { file: file2, line: e.line, col: 1 }));
          }
        }
        if (unclaimed.length === 0) continue;
        const g = byScenarios.get(unclaimed.join(","));
        if (g) g.keys.push(key);
        else byScenarios.set(unclaimed.join(","), { scenarios: unclaimed, keys: [key] });
      }
      claim.groups = [...byScenarios.values()];
      claims.push(claim);
    }
  }
  return claims;
}
function generateRows(input, claims, file2, lineOf2) {
  const rows = [];
  const rowsPerEntry = /* @__PURE__ */ new Map();
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of claims) {
    diagnostics.push(...c.warnings);
    for (const g of c.groups) {
      const r = generateGroup(input, g, c, { file: file2, line: lineOf2(c.entry.index) });
      diagnostics.push(...r.deltaDiagnostics);
      for (const d of r.diagnostics) {
        const k = JSON.stringify(d);
        if (!seen.has(k)) {
          seen.add(k);
          diagnostics.push(d);
        }
      }
      for (const row of r.rows) {
        if (c.kind === "eval" && !keepForMinPrefillEp(row, c.mode.minPrefillEp)) continue;
        rows.push({ bucket: "", kind: c.kind, entry: c.entry.index, row });
        rowsPerEntry.set(c.entry.index, (rowsPerEntry.get(c.entry.index) ?? 0) + 1);
      }
    }
  }
  return { rows, rowsPerEntry, diagnostics };
}
function generateGroup(input, g, c, where) {
  const selection2 = { configKeys: g.keys, scenarioType: g.scenarios };
  const r = generateTestConfig(
    input.configs,
    input.runners,
    selection2,
    c.kind === "throughput" ? { mode: "none", allEvals: false } : { mode: "evals-only", allEvals: c.mode.expand }
  );
  const base2 = input.appendOnlyBase;
  if (!c.mode.appendOnly || !base2)
    return { rows: r.rows, diagnostics: r.diagnostics, deltaDiagnostics: [] };
  const before = generateTestConfig(base2.configs, base2.runners, selection2, { mode: "none", allEvals: false });
  const delta = appendOnlyDelta(before.rows, r.rows, where);
  return { rows: delta.rows, diagnostics: r.diagnostics, deltaDiagnostics: delta.diagnostics };
}
function oneEvalPerResult(input, rows) {
  const evals = rows.filter((r) => r.kind === "eval");
  if (evalPolicyOf(input.runners) !== "v2") return evals;
  dropCollidingEvals(evals.map((p) => p.row));
  return evals.filter((p) => p.row["run-eval"] === true);
}
function trimThroughput(input, throughput) {
  if (!input.modifiers.trimConc) return throughput;
  const opts = input.trimMultiNodeAgentic ? { trimMultiNodeAgentic: true } : {};
  return trimWithSources(
    throughput.map((p) => p.row),
    opts
  ).map(({ from, row }) => ({ ...throughput[from], row }));
}
function emitRows(planned, file2, lineOf2, namespace) {
  const rows = [];
  const tokens = [];
  const diagnostics = [];
  const rowIds = /* @__PURE__ */ new Map();
  for (const p of planned) {
    const emitted = toOutputRow(p.row, p.kind);
    if (p.kind === "throughput") emitted["recipe-fingerprint"] = recipeFingerprint(p.row);
    const text = canonicalJson(emitted);
    const rowId2 = sha256Hex(text).slice(0, 16);
    const row = { ...p, bucket: bucketOf(emitted, p.kind), row: emitted };
    emitted["row-id"] = rowId2;
    if ("gpu-count" in p.row) emitted["gpu-count"] = p.row["gpu-count"];
    if ("node-count" in p.row) emitted["node-count"] = p.row["node-count"];
    const dup = rowIds.get(rowId2);
    if (dup && dup.entry !== p.entry) {
      const text2 = `duplicate row ${rowId2} (${String(emitted["exp-name"])}) from entries ${dup.entry} and ${p.entry}`;
      diagnostics.push(diag("warning", "MX-2", text2, { file: file2, line: lineOf2(p.entry), col: 1 }));
    }
    rowIds.set(rowId2, row);
    rows.push(row);
    if (namespace !== void 0) tokens.push(queueToken(namespace, rowId2, text));
  }
  return { rows, tokens, diagnostics };
}
function withPriority(input, rows, tokens) {
  const { policy, context } = input;
  if (!policy) return rows;
  const score = priorityScorer(policy, context);
  const skipLabel = policy.labels?.["skip-queue"]?.name;
  const skip = context.skipQueue ?? (skipLabel !== void 0 && context.labels.includes(skipLabel));
  rows.forEach((p, i) => {
    p.row.priority = formatPriority(score(p.row));
    p.row["queue-token"] = tokens[i];
    if (skip && context.prNumber !== void 0) p.row["skip-queue-pr"] = context.prNumber;
  });
  return rows;
}
function emitBuckets(plan2, rows) {
  const unconsumed = /* @__PURE__ */ new Set();
  for (const p of rows) {
    pushToBucket(plan2, p.bucket, p.row);
    const dot = p.bucket.indexOf(".");
    if (dot > 0 && !CONSUMED_FIXED_BUCKETS.includes(p.bucket.slice(dot + 1))) unconsumed.add(p.bucket);
  }
  return [...unconsumed].map(
    (b) => diag("error", "X-3", `bucket ${b} has no consuming job`, { fix: "use isl/osl 1024/1024 or 8192/1024" })
  );
}
function entriesWithoutRows(input, rowsPerEntry, file2) {
  return input.entries.filter((e) => (rowsPerEntry.get(e.index) ?? 0) === 0).map(
    (e) => diag(input.strict ? "error" : "warning", "X-1", `entry ${e.index} (line ${e.line}) selects no rows`, {
      file: file2,
      line: e.line,
      col: 1
    })
  );
}
function sameEvalFlags(a, b) {
  return a.expand === b.expand && a.minPrefillEp === b.minPrefillEp;
}
var CHANGELOG, hasError, scenariosOf, namespaceOf;
var init_pr_plan = __esm({
  "src/plan/pr-plan.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_keys();
    init_canonical();
    init_fingerprint();
    init_generate();
    init_evals_v2();
    init_pr_output();
    init_pr_priority();
    init_pr_resolve();
    init_pr_trim();
    init_pr_append();
    init_pr_types();
    CHANGELOG = "perf-changelog.yaml";
    hasError = (ds) => ds.some((d) => d.severity === "error");
    scenariosOf = (e) => e.entry["scenario-type"] ?? [...SCENARIOS];
    namespaceOf = (context) => `${context.runId ?? "0"}:${context.runAttempt ?? 1}`;
  }
});

// src/plan/pr-slice.ts
function masterKeysOf(f) {
  const scan = scanSource(f);
  if (!scan.irregular) return scan.entries.map((e) => e.key);
  const value = parseYaml(f.text, f.path, { version: "1.1" }).value;
  return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
}
var init_pr_slice = __esm({
  "src/plan/pr-slice.ts"() {
    "use strict";
    init_slice();
    init_parse();
  }
});

// src/plan/pr-run.ts
function planFromTexts(texts, opts) {
  const fail = (diagnostics2, outcome = "error") => ({
    outcome,
    plan: emptyPlan(opts.refs.base, opts.refs.head),
    rows: [],
    diagnostics: diagnostics2,
    ok: !hasErrors(diagnostics2)
  });
  const gate = gateChangelog({
    path: texts.changelog.path,
    base: texts.changelog.base,
    head: texts.changelog.head,
    ...opts.context.prNumber !== void 0 ? { prNumber: opts.context.prNumber } : {},
    ...opts.repo ? { repo: opts.repo } : {},
    ...opts.strict ? { strict: true } : {},
    event: opts.context.event === "push" ? "push" : "pull_request",
    headRef: opts.refs.head
  });
  const diagnostics = [...gate.diagnostics];
  if (gate.outcome === "error" || hasErrors(diagnostics)) return fail(diagnostics);
  if (gate.outcome !== "entries") return fail(diagnostics, gate.outcome);
  const keysByFile = texts.masters.map((f) => masterKeysOf(f));
  if (keysByFile.some((k) => k.length > LIMITS.masterEntries.max))
    return fail([...diagnostics, ...loadMasterConfigs(texts.masters, { only: () => false }).diagnostics]);
  const masterKeys = keysByFile.flat();
  const head2 = texts.changelog.head;
  let split;
  const lines = () => split ??= (typeof head2 === "string" ? head2 : Buffer.from(head2).toString("utf8")).split("\n");
  const resolved = resolveEntries(gate.appended, masterKeys, {
    changelogPath: texts.changelog.path,
    changelogLines: lines
  });
  if (hasErrors(resolved.diagnostics)) return fail([...diagnostics, ...resolved.diagnostics]);
  const selected = new Set([...resolved.keys.values()].flat());
  const runners = loadRunners(texts.runners);
  const masters = loadMasterConfigs(texts.masters, {
    only: (k) => selected.has(k),
    runners: runners.value,
    ...opts.strict ? { strict: true } : {}
  });
  const policy = texts.policy ? loadCiPriority(texts.policy) : void 0;
  diagnostics.push(...runners.diagnostics, ...masters.diagnostics, ...policy?.diagnostics ?? []);
  if (hasErrors(diagnostics)) return fail(diagnostics);
  let appendOnlyBase;
  if (gate.appended.some((e) => e.entry["append-only"])) {
    const b = texts.base;
    const missing = !b ? ["master configs", texts.runners.path] : [
      ...b.masters.map((m, i) => m ? "" : texts.masters[i].path),
      b.runners ? "" : texts.runners.path
    ].filter(Boolean);
    if (missing.length || !b) {
      const at3 = gate.appended.find((e) => e.entry["append-only"]);
      const list4 = missing.map((m) => `'${m}'`).join(", ");
      const where = { file: texts.changelog.path, line: at3.line, col: 1 };
      diagnostics.push(
        diag("error", "P-12", `append-only base revision is missing generation inputs: [${list4}]`, where)
      );
      return fail(diagnostics);
    }
    const baseMasters = b.masters;
    const baseRunners = loadRunners(b.runners);
    const baseConfigs = loadMasterConfigs(baseMasters, {
      only: (k) => selected.has(k),
      runners: baseRunners.value
    });
    const raw = rawMastersPair(baseMasters, texts.masters, selected);
    diagnostics.push(
      ...[...baseRunners.diagnostics, ...baseConfigs.diagnostics].filter((d) => d.severity === "error")
    );
    if (hasErrors(diagnostics)) return fail(diagnostics);
    appendOnlyBase = {
      configs: baseConfigs.value,
      runners: baseRunners.value,
      raw: raw.base,
      headRaw: raw.head
    };
  }
  const out = planFromEntries({
    ...appendOnlyBase ? { appendOnlyBase } : {},
    entries: gate.appended,
    configs: masters.value,
    runners: runners.value,
    ...policy ? { policy: policy.value } : {},
    modifiers: opts.modifiers,
    context: opts.context,
    masterKeys,
    resolved,
    refs: opts.refs,
    changelogPath: texts.changelog.path,
    changelogLines: lines,
    ...opts.strict ? { strict: true } : {}
  });
  diagnostics.push(...out.diagnostics);
  return {
    outcome: "entries",
    plan: out.plan,
    rows: out.rows,
    diagnostics,
    ok: !hasErrors(diagnostics),
    inputs: {
      masters: texts.masters,
      runnersPath: texts.runners.path,
      runners: runners.value,
      configs: masters.value
    }
  };
}
var DEFAULT_PATHS;
var init_pr_run = __esm({
  "src/plan/pr-run.ts"() {
    "use strict";
    init_load();
    init_diagnostics();
    init_limits();
    init_gate();
    init_pr_append();
    init_pr_plan();
    init_pr_output();
    init_pr_slice();
    DEFAULT_PATHS = {
      masters: ["configs/amd-master.yaml", "configs/nvidia-master.yaml"],
      runners: "configs/runners.yaml",
      policy: "configs/ci-priority.yaml",
      changelog: "perf-changelog.yaml"
    };
  }
});

// src/action/plan-git.ts
function openPlanGit(repo, refs, objects = openCatFile(repo)) {
  const option = [refs.base, refs.head].find((r) => r.startsWith("-"));
  const mergeBase2 = option ? Promise.resolve({
    status: 128,
    stdout: Buffer.alloc(0),
    stderr: `fatal: Not a valid object name ${option}`
  }) : git(repo, ["merge-base", refs.base, refs.head]);
  return {
    repo,
    objects,
    mergeBase: mergeBase2,
    close: () => objects.close()
  };
}
async function planFromGit(repo, refs, paths, opts, opened) {
  const g = opened ?? openPlanGit(repo, refs);
  try {
    return await planWith(g, refs, paths, opts);
  } finally {
    if (!opened) g.close();
  }
}
async function planWith(g, refs, paths, opts) {
  const fail = (diagnostics2) => ({
    outcome: "error",
    plan: emptyPlan(refs.base, refs.head),
    rows: [],
    diagnostics: diagnostics2,
    ok: false
  });
  const masterSpecs = (ref) => paths.masters.map((p) => `${ref}:${p}`);
  const inputsAt = (ref) => [`${ref}:${paths.runners}`, ...masterSpecs(ref)];
  const atBase = (ref) => [`${ref}:${paths.changelog}`, ...inputsAt(ref)];
  const specs = [
    refs.base,
    `${refs.head}:${paths.changelog}`,
    `${refs.head}:${paths.runners}`,
    ...masterSpecs(refs.head),
    ...paths.policy ? [`${refs.head}:${paths.policy}`] : [],
    `${refs.base}:${paths.changelog}`
  ];
  const [mb, batch] = await Promise.all([g.mergeBase, g.objects.read(specs)]);
  if (mb.status !== 0) {
    const why = mb.stderr.trim() || "no merge base";
    return fail([
      diag("error", "V-1", `could not read ${paths.changelog} at ${refs.base}: ${why}`, {
        file: paths.changelog
      })
    ]);
  }
  if ("error" in batch)
    return fail([diag("error", "V-1", `could not read objects at ${refs.head}: ${batch.error}`)]);
  const mergeBase2 = mb.stdout.toString("utf8").trim();
  const [baseCommit, headLog, runners, ...rest] = batch.objects;
  const masters = rest.slice(0, paths.masters.length);
  const policy = paths.policy ? rest[paths.masters.length] : void 0;
  let baseObjects = rest.slice(paths.masters.length + (paths.policy ? 1 : 0));
  if (baseCommit?.sha !== mergeBase2) {
    const again = await g.objects.read(atBase(mergeBase2));
    if ("error" in again) {
      return fail([
        diag("error", "V-1", `could not read ${paths.changelog} at ${mergeBase2}: ${again.error}`)
      ]);
    }
    baseObjects = again.objects;
  } else if (mayAppendOnly(baseObjects[0]?.blob, headLog?.blob)) {
    const again = await g.objects.read(inputsAt(mergeBase2));
    if ("error" in again)
      return fail([diag("error", "V-1", `could not read objects at ${mergeBase2}: ${again.error}`)]);
    baseObjects = [baseObjects[0], ...again.objects];
  }
  const [baseLog, baseRunners, ...baseMasters] = baseObjects;
  const diagnostics = [];
  const missing = (path, rule, message) => diagnostics.push(diag("error", rule, message, { file: path }));
  if (!headLog?.blob)
    missing(paths.changelog, "V-1", `could not read ${paths.changelog} at ${refs.head}: missing`);
  if (!runners?.blob) missing(paths.runners, "VR-1", `Runner config file '${paths.runners}' does not exist.`);
  masters.forEach((m, i) => {
    if (m?.type !== "blob")
      missing(paths.masters[i], "VL-1", `Input file '${paths.masters[i]}' does not exist.`);
  });
  if (diagnostics.length) return fail(diagnostics);
  return planFromTexts(
    {
      // Bytes, not text, so the gate can reject invalid UTF-8.
      changelog: { path: paths.changelog, base: baseLog?.blob ?? null, head: headLog.blob },
      masters: masters.map((m, i) => source(paths.masters[i], m)),
      runners: source(paths.runners, runners),
      policy: policy?.blob ? source(paths.policy, policy) : null,
      // Only `append-only` entries read these: decoded when first read.
      base: {
        masters: baseMasters.map((m, i) => m?.type === "blob" ? source(paths.masters[i], m) : null),
        runners: baseRunners?.blob ? source(paths.runners, baseRunners) : null
      }
    },
    { ...opts, refs }
  );
}
function source(path, object) {
  const bytes = object.blob;
  let text;
  return {
    path,
    bytes,
    get text() {
      return text ??= bytes.toString("utf8");
    }
  };
}
function mayAppendOnly(base2, head2) {
  if (!head2) return true;
  const prefix = base2 ?? Buffer.alloc(0);
  if (!extendsBytes(head2, prefix)) return true;
  const appended = head2.subarray(prefix.length);
  return appended.includes("append-only") || appended.includes(92);
}
var init_plan_git = __esm({
  "src/action/plan-git.ts"() {
    "use strict";
    init_diagnostics();
    init_gate2();
    init_git();
    init_pr_output();
    init_pr_run();
  }
});

// src/layout/detect.ts
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
var LAYOUT_FILES, PREFIXES, ROOT_LAYOUT, MARKERS2, LAYOUT_PROBES;
var init_detect = __esm({
  "src/layout/detect.ts"() {
    "use strict";
    init_diagnostics();
    LAYOUT_FILES = {
      masters: ["configs/amd-master.yaml", "configs/nvidia-master.yaml"],
      runners: "configs/runners.yaml",
      policy: "configs/ci-priority.yaml",
      changelog: "perf-changelog.yaml",
      lanes: "configs/lanes.yaml",
      baseline: "configs/lint-baseline.yaml"
    };
    PREFIXES = { root: "", "inferencex-e2e": "inferencex-e2e/" };
    ROOT_LAYOUT = layoutOf("root");
    MARKERS2 = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];
    LAYOUT_PROBES = Object.keys(PREFIXES).flatMap(
      (n) => MARKERS2.map((m) => `${PREFIXES[n]}${m}`)
    );
  }
});

// src/layout/find.ts
function findLayout(root) {
  return detectLayout((p) => (0, import_node_fs.existsSync)((0, import_node_path.join)(root, p)));
}
async function findLayoutAtRef(repo, ref, objects) {
  if (ref.startsWith("-")) return detectLayout(() => false);
  const reader = objects ?? openCatFile(repo);
  let r;
  try {
    r = await reader.read(PROBED_DIRS.map((d) => `${ref}:${d.replace(/\/$/, "")}`));
  } finally {
    if (!objects) reader.close();
  }
  const present = /* @__PURE__ */ new Set();
  if (!("error" in r)) {
    r.objects.forEach((tree, i) => {
      if (!tree?.tree) return;
      for (const e of treeEntries(tree.tree, tree.sha)) if (!e.isTree) present.add(PROBED_DIRS[i] + e.name);
    });
  }
  return detectLayout((p) => present.has(p));
}
var import_node_fs, import_node_path, PROBED_DIRS;
var init_find = __esm({
  "src/layout/find.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path = require("node:path");
    init_git();
    init_detect();
    PROBED_DIRS = [...new Set(LAYOUT_PROBES.map((p) => p.slice(0, p.lastIndexOf("/") + 1)))];
  }
});

// src/decide/policy.ts
function checkedPolicy(p) {
  const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
  const plain = names.every((n) => typeof n === "string" && n.length > 0) && new Set(names).size === names.length;
  return plain ? p : labelPolicySchema().parse(p);
}
function offeredLabels(policy) {
  return {
    primaries: policy.primaries.filter((p) => !p.deprecated).map((p) => p.name),
    modifiers: policy.modifiers.map((m) => m.name)
  };
}
function primaryParams(policy) {
  const names = offeredLabels(policy).primaries;
  return Object.fromEntries(names.map((n, i) => [i === 0 ? "primary" : `primary${i + 1}`, n]));
}
function labelKind(policy, name) {
  if (policy.primaries.some((l) => l.name === name)) return "primary";
  if (policy.modifiers.some((l) => l.name === name)) return "modifier";
  if (policy.scheduling.some((l) => l.name === name)) return "scheduling";
  return "other";
}
var primary, labelPolicySchema, defaultPolicy;
var init_policy2 = __esm({
  "src/decide/policy.ts"() {
    "use strict";
    init_lib2();
    primary = once(() => {
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
    labelPolicySchema = once(() => {
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
    defaultPolicy = {
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
  }
});

// src/dispatch/plan.ts
function bucketsOf2(plan2) {
  const out = [];
  for (const [k, rows] of Object.entries(plan2.single_node)) out.push({ bucket: `single_node.${k}`, rows });
  for (const [k, rows] of Object.entries(plan2.multi_node)) out.push({ bucket: `multi_node.${k}`, rows });
  for (const k of FLAT_BUCKETS) out.push({ bucket: k, rows: plan2[k] });
  return out;
}
function rowsOf(plan2, bucket) {
  const [top, sub] = bucket.split(".");
  if (top === "single_node" || top === "multi_node") return sub !== void 0 && plan2[top][sub] || [];
  return FLAT_BUCKETS.includes(top ?? "") ? plan2[top] : [];
}
function withBucket(plan2, bucket, rows) {
  const [top, sub] = bucket.split(".");
  if ((top === "single_node" || top === "multi_node") && sub !== void 0) {
    return { ...plan2, [top]: { ...plan2[top], [sub]: rows } };
  }
  return { ...plan2, [top]: rows };
}
function rowIdOf(row) {
  const given = row["row-id"];
  if (typeof given === "string" && ROW_ID.test(given)) return given;
  return rowId(row);
}
function minConc2(row) {
  const c = row["conc"];
  if (typeof c === "number") return c;
  if (Array.isArray(c) && c.length > 0) return Math.min(...c.map(Number));
  return Number.POSITIVE_INFINITY;
}
var planSchema, FLAT_BUCKETS, ROW_ID, isMultiNode2;
var init_plan = __esm({
  "src/dispatch/plan.ts"() {
    "use strict";
    init_fingerprint();
    init_lib2();
    planSchema = once(() => {
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
    FLAT_BUCKETS = ["evals", "agentic_evals", "multinode_evals", "multinode_agentic_evals"];
    ROW_ID = /^[0-9a-f]{16}$/;
    isMultiNode2 = (row) => row["prefill"] !== void 0;
  }
});

// src/dispatch/table.ts
var CANARY_FAMILIES, bucketJobSchema, bucketTableSchema, bucketTable, jobFor;
var init_table = __esm({
  "src/dispatch/table.ts"() {
    "use strict";
    init_lib2();
    CANARY_FAMILIES = ["single-node", "agentic", "multi-node"];
    bucketJobSchema = once(() => {
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
    bucketTableSchema = once(() => {
      const z = zod();
      const CanaryRule = z.object({
        family: z.enum(CANARY_FAMILIES),
        /** Candidate buckets in order: the first row with the minimum conc wins, ties to the earlier bucket. */
        candidates: z.array(z.string()).min(1)
      }).strict();
      return z.object({ jobs: z.array(bucketJobSchema()).min(1), canary: z.array(CanaryRule).min(1) }).strict().superRefine((t2, ctx) => {
        const seen = /* @__PURE__ */ new Set();
        for (const j of t2.jobs) {
          if (seen.has(j.bucket) || seen.has(j.job))
            ctx.addIssue({ code: "custom", message: `duplicate ${j.bucket}` });
          seen.add(j.bucket).add(j.job);
        }
        for (const r of t2.canary)
          for (const b of r.candidates)
            if (!t2.jobs.some((j) => j.bucket === b && j.canaryJob))
              ctx.addIssue({ code: "custom", message: `canary candidate ${b} has no canary job` });
      });
    });
    bucketTable = {
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
    jobFor = (bucket, table2 = bucketTable) => table2.jobs.find((j) => j.bucket === bucket);
  }
});

// src/dispatch/routing.ts
function jobLabels(row, flags) {
  const labels = flags.priority ? [
    "self-hosted",
    row.runner,
    `ci-job-${row.priority ?? ""}-${row["queue-token"] ?? ""}`,
    `ci-attempt-${ATTEMPT}`,
    ...row["skip-queue-pr"] ? [`ci-skip-queue-pr-${row["skip-queue-pr"]}`] : []
  ] : [row.runner];
  if (flags.nodeSlots) labels.push(`nodes:${row["node-count"] ?? 1}`);
  return labels;
}
function closeLabels(label, known) {
  const bare = label.replace(/^cluster:/, "");
  return known.filter((k) => k !== label && (k === `cluster:${bare}` || k === bare || k.includes(bare))).slice(0, 3);
}
function checkRoutes(rows, flags, runners, file2 = "runners.yaml") {
  const listed = Object.keys(runners.labels).filter((l) => (runners.labels[l] ?? []).length > 0);
  const known = new Set(listed);
  const records = new Set(Object.keys(runners.hardware));
  const out = [];
  for (const row of rows) {
    const id = row["row-id"];
    const who = row.name && row.name !== id ? `row ${row.name} (${id})` : `row ${id}`;
    for (const l of jobLabels(row, flags)) {
      const concrete = l.replace(ATTEMPT, "1");
      if (!LABEL.test(concrete)) {
        out.push(diag("error", "RT-1", `${who}: '${concrete}' is not a valid runner label`, { path: id }));
        continue;
      }
      if (isAttachedLabel(l)) continue;
      if (l.startsWith("nodes:")) continue;
      if (known.has(l)) continue;
      const near = closeLabels(l, listed);
      const record = records.has(l) ? ` (it has a hardware record there, but no runners under labels:)` : "";
      out.push(
        diag(
          "error",
          "RT-1",
          `${who}: its job would wait for the runner label '${l}', which no runner in ${file2} carries${record}`,
          {
            path: id,
            fix: `register runners with the label '${l}' and list them under labels: in ${file2}, or change the config's runner to a label ${file2} has${near.length ? ` (${near.map((n) => `'${n}'`).join(", ")}?)` : ""}`
          }
        )
      );
    }
    if (flags.nodeSlots) {
      const n = row["node-count"];
      if (n === void 0 && row.multiNode)
        out.push(
          diag("error", "RT-1", `${who}: a multi-node row without a node count would request nodes:1`, {
            path: id,
            fix: "plan the row with its node-count (the planner derives it from the recipe or the workers)"
          })
        );
      else if (n !== void 0 && (!Number.isInteger(n) || n < 1))
        out.push(
          diag("error", "RT-1", `${who}: node count ${String(n)} gives no valid nodes:<N> label`, {
            path: id,
            fix: "give the row a node count of at least 1"
          })
        );
    }
  }
  return out;
}
var ATTEMPT, runsOnInput, LABEL, isAttachedLabel;
var init_routing = __esm({
  "src/dispatch/routing.ts"() {
    "use strict";
    init_diagnostics();
    ATTEMPT = "{0}";
    runsOnInput = (labels) => JSON.stringify(labels);
    LABEL = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,99}$/;
    isAttachedLabel = (label) => label === "self-hosted" || /^ci-(?:job|attempt|skip-queue-pr|lease)-/.test(label);
  }
});

// src/dispatch/shards.ts
function describeRow(row, routing = NO_SCHEDULER) {
  const d = { "row-id": rowIdOf(row), runner: String(row["runner"] ?? ""), "runs-on": "" };
  if (typeof row["priority"] === "string") d.priority = row["priority"];
  if (typeof row["queue-token"] === "string") d["queue-token"] = row["queue-token"];
  if (row["skip-queue-pr"] !== void 0) d["skip-queue-pr"] = String(row["skip-queue-pr"]);
  const nodes = row["node-count"] ?? (isMultiNode2(row) ? void 0 : 1);
  if (typeof nodes === "number") d["node-count"] = nodes;
  d["runs-on"] = runsOnInput(jobLabels(d, routing));
  return d;
}
function shardPlan(plan2, opts = {}, table2 = bucketTable) {
  const max = Math.min(opts.maxRowsPerMatrix ?? MAX_ROWS_PER_MATRIX, MAX_ROWS_PER_MATRIX);
  const slots = Math.min(opts.shardsPerFamily ?? DEFAULT_SHARDS_PER_FAMILY, MAX_SHARDS_PER_FAMILY);
  const shards = [];
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Map();
  for (const { bucket, rows } of bucketsOf2(plan2)) {
    if (rows.length === 0) continue;
    const job = jobFor(bucket, table2);
    if (!job) {
      diagnostics.push(diag("error", "X-3", `bucket ${bucket} has no consuming job`, { path: bucket }));
      continue;
    }
    const count = Math.ceil(rows.length / max);
    if (count > slots) {
      diagnostics.push(
        diag("error", "X-5", `plan exceeds limits: ${bucket} needs ${count} shards (max ${slots})`, {
          path: bucket,
          fix: count <= MAX_SHARDS_PER_FAMILY ? `split the changelog entry or raise shards-per-family to ${count}` : `split the changelog entry (shards-per-family is at most ${MAX_SHARDS_PER_FAMILY})`
        })
      );
      continue;
    }
    const descriptors = rows.map((r) => describeRow(r, opts.routing));
    for (const [i, d] of descriptors.entries()) {
      const prev = seen.get(d["row-id"]);
      if (prev !== void 0)
        diagnostics.push(
          diag("error", "MX-2", `duplicate row id ${d["row-id"]} in ${bucket}[${i}] (first in ${prev})`, {
            path: bucket
          })
        );
      else seen.set(d["row-id"], `${bucket}[${i}]`);
    }
    let start = 0;
    for (let s = 0; s < count; s++) {
      const size = Math.floor(rows.length / count) + (s < rows.length % count ? 1 : 0);
      shards.push({ bucket, job: job.job, slot: s, rows: descriptors.slice(start, start + size) });
      start += size;
    }
  }
  return { shards, diagnostics };
}
var MAX_ROWS_PER_MATRIX, MAX_SHARDS_PER_FAMILY, DEFAULT_SHARDS_PER_FAMILY, MAX_OUTPUT_BYTES, NO_SCHEDULER, plannedRoutes;
var init_shards = __esm({
  "src/dispatch/shards.ts"() {
    "use strict";
    init_diagnostics();
    init_plan();
    init_table();
    init_routing();
    MAX_ROWS_PER_MATRIX = 256;
    MAX_SHARDS_PER_FAMILY = 8;
    DEFAULT_SHARDS_PER_FAMILY = MAX_SHARDS_PER_FAMILY;
    MAX_OUTPUT_BYTES = 256 * 1024;
    NO_SCHEDULER = { priority: false, nodeSlots: false };
    plannedRoutes = (plan2, routing = NO_SCHEDULER) => bucketsOf2(plan2).flatMap(
      (b) => b.rows.map((r) => ({
        ...describeRow(r, routing),
        ...typeof r["exp-name"] === "string" ? { name: r["exp-name"] } : {},
        multiNode: isMultiNode2(r)
      }))
    );
  }
});

// src/decide/decide.ts
var decide_exports = {};
__export(decide_exports, {
  applyGate: () => applyGate,
  applyPlanCheck: () => applyPlanCheck,
  decide: () => decide,
  labelsOnlyPr: () => labelsOnlyPr,
  modeFromLabels: () => modeFromLabels
});
function labelsOnlyPr(labels) {
  return {
    number: 0,
    labels,
    draft: false,
    fork: false,
    headSha: "",
    headCommitMessage: "",
    state: "open",
    merged: false,
    mergeSha: null
  };
}
function labelState(policy, labels) {
  return {
    primaries: policy.primaries.filter((p) => labels.includes(p.name)),
    modifiers: policy.modifiers.filter((m) => labels.includes(m.name)).map((m) => m.name),
    scheduling: policy.scheduling.filter((s) => labels.includes(s.name)).map((s) => s.name)
  };
}
function modeOf(policy, primary2, s) {
  const has2 = (effect) => policy.modifiers.some((m) => m.effect === effect && s.modifiers.includes(m.name));
  const all = has2("all-evals");
  const only = has2("evals-only");
  return {
    primary: primary2.name,
    plan: primary2.plan,
    canary: primary2.canary,
    failFast: primary2.failFast,
    evals: all && only ? "all-only" : only ? "only" : all ? "all" : "default",
    agentxFast: has2("agentx-fast"),
    scheduling: s.scheduling
  };
}
function modeFromLabels(labels, policy) {
  return fromLabels(policy, labels).mode;
}
function fromLabels(policy, labels) {
  const s = labelState(policy, labels);
  if (s.primaries.length > 1)
    return {
      reasons: [
        {
          code: "conflicting-primaries",
          rule: "LB-1",
          params: { labels: s.primaries.map((p) => p.name).join(", ") }
        }
      ]
    };
  const primary2 = s.primaries[0];
  if (!primary2) {
    const extra = [...s.modifiers, ...s.scheduling];
    return extra.length ? {
      reasons: [
        {
          code: "modifier-without-primary",
          rule: "LB-2",
          params: { labels: extra.join(", "), ...primaryParams(policy) }
        }
      ]
    } : { reasons: [{ code: "no-primary", rule: "G-4", params: primaryParams(policy) }] };
  }
  const reasons = primary2.deprecated ? [{ code: "deprecated-label", rule: "LB-0", params: { label: primary2.name } }] : [];
  return { mode: modeOf(policy, primary2, s), reasons };
}
function decide(input, policy) {
  const { pr } = input;
  if (input.event === "issue_comment") return decideCommand(input, policy);
  if (input.event === "push") return decidePush(input);
  if (input.action === "closed")
    return base("cancel", [{ code: "pr-closed", rule: "CC-3" }], { cancelInFlight: true });
  if (input.action === "ready_for_review")
    return base("nothing", [{ code: "ready-for-review", rule: "G-2" }], { refreshStatus: false });
  const labelEvent = input.action === "labeled" || input.action === "unlabeled";
  const changed = input.changedLabel ?? "";
  if (labelEvent && labelKind(policy, changed) === "other")
    return base("nothing", [{ code: "unrecognised-label", rule: "G-1", params: { label: changed } }], {
      refreshStatus: false
    });
  const now = fromLabels(policy, pr.labels);
  if (pr.fork) return decideFork(input, policy, now);
  if (labelEvent && !now.mode) {
    const before = input.action === "labeled" ? pr.labels.filter((l) => l !== changed) : [...pr.labels, changed];
    const was = fromLabels(policy, before);
    const removed = was.mode && input.action === "unlabeled" ? [{ code: "primary-removed", rule: "CC-2", params: { label: was.mode.primary } }] : [];
    return base(was.mode ? "cancel" : "validate", [...now.reasons, ...removed], {
      validate: true,
      sha: pr.headSha,
      cancelInFlight: !!was.mode
    });
  }
  return sweepOrValidate(input, policy, now, { validate: true, sha: pr.headSha });
}
function decidePush(input) {
  if (input.reuse)
    return base("reuse", [{ code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }], {
      refreshStatus: false,
      reuseGate: "reused",
      reuseRunId: input.reuse.runId
    });
  return base("refuse", [{ code: "push-needs-reuse", rule: "PUB-1" }], { refreshStatus: false });
}
function reuseGateOf(input, policy, mode) {
  if (input.action !== "synchronize") return { gate: "not-applicable", blocking: [] };
  const blocking = policy.modifiers.filter((m) => m.blocksReuse && input.pr.labels.includes(m.name)).map((m) => m.name);
  if (!policy.primaries.find((p) => p.name === mode.primary)?.fullSweep) blocking.unshift(mode.primary);
  return { gate: blocking.length ? "blocked" : "open", blocking };
}
function sweepOrValidate(input, policy, now, extra) {
  const { pr } = input;
  const validate = extra.validate ?? true;
  if (!now.mode)
    return base("validate", now.reasons, {
      ...extra,
      validate,
      cancelInFlight: input.action === "synchronize"
    });
  const { gate, blocking } = reuseGateOf(input, policy, now.mode);
  if (gate === "open" && input.reuse)
    return base(
      "reuse",
      [...now.reasons, { code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }],
      { ...extra, validate, cancelInFlight: true, reuseGate: "reused", reuseRunId: input.reuse.runId }
    );
  if (pr.headCommitMessage.includes(policy.skipSweepMarker))
    return base("validate", [...now.reasons, { code: "skip-sweep", rule: "G-5" }], {
      ...extra,
      validate,
      cancelInFlight: true,
      reuseGate: gate
    });
  const reasons = gate === "blocked" && input.reuse ? [...now.reasons, { code: "reuse-blocked", rule: "LB-6", params: { labels: blocking.join(", ") } }] : now.reasons;
  return base("sweep", reasons, {
    ...extra,
    validate,
    mode: now.mode,
    cancelInFlight: true,
    reuseGate: gate
  });
}
function decideFork(input, policy, now) {
  const { pr } = input;
  const awaiting = (reasons, extra = {}) => base(
    "validate",
    [...reasons, { code: "fork-awaiting-approval", rule: "FA-2", params: { sha: pr.headSha } }],
    {
      validate: true,
      approval: "awaiting",
      ...extra
    }
  );
  const approving = input.action === "labeled" && labelKind(policy, input.changedLabel ?? "") === "primary";
  if (!approving) {
    if (input.action === "unlabeled" && labelKind(policy, input.changedLabel ?? "") === "primary")
      return base(
        "cancel",
        [{ code: "primary-removed", rule: "CC-2", params: { label: input.changedLabel } }],
        {
          cancelInFlight: true
        }
      );
    return awaiting(now.reasons, { cancelInFlight: input.action === "synchronize" });
  }
  const refusal = approvalRefusal(input, policy, [input.changedLabel]);
  if (refusal?.code === "permission-lookup-failed") return awaiting([...now.reasons, refusal]);
  if (refusal) return base("refuse", [refusal], { approval: "awaiting" });
  return sweepOrValidate(input, policy, now, { validate: true, approval: "approved", sha: pr.headSha });
}
function approvalRefusal(input, policy, expected) {
  const { pr } = input;
  if (input.actorAuthorised === "unknown") return { code: "permission-lookup-failed", rule: "AZ-1" };
  if (!input.actorAuthorised) return { code: "fork-approval-denied", rule: "AZ-1" };
  if (pr.state !== "open" || pr.draft) return { code: "fork-not-open", rule: "FA-1" };
  if (input.eventHeadSha && input.eventHeadSha !== pr.headSha)
    return { code: "fork-advanced", rule: "FA-2", params: { from: input.eventHeadSha, to: pr.headSha } };
  const primaries = labelState(policy, pr.labels).primaries.map((p) => p.name);
  const ok = expected ? primaries.length === 1 && primaries[0] === expected[0] : primaries.length === 1;
  if (!ok)
    return { code: "fork-labels-mismatch", rule: "LB-5", params: { labels: primaries.join(", ") || "none" } };
  if (!pr.mergeSha) return { code: "fork-no-merge-sha", rule: "FA-1" };
  return void 0;
}
function decideCommand(input, policy) {
  const { pr, command: command2 } = input;
  if (!command2) return base("nothing", [], { refreshStatus: false });
  if (command2.kind === "invalid")
    return base("refuse", [{ code: "command-invalid", rule: "CMD-1", params: { text: command2.text } }], {
      refreshStatus: false
    });
  if (input.actorAuthorised === "unknown")
    return base("nothing", [{ code: "permission-lookup-failed", rule: "AZ-1" }], { refreshStatus: false });
  if (!input.actorAuthorised)
    return base("refuse", [{ code: "command-unauthorised", rule: "AZ-2" }], { refreshStatus: false });
  if (pr.state !== "open")
    return base("refuse", [{ code: "pr-closed", rule: "CC-3" }], { refreshStatus: false });
  switch (command2.kind) {
    case "cancel":
      return base("cancel", [], { cancelInFlight: true, refreshStatus: false });
    case "rerun-failed":
      return base("rerun-failed", [], { refreshStatus: false });
    case "approve": {
      if (!pr.fork)
        return base("refuse", [{ code: "approve-not-fork", rule: "FA-1" }], { refreshStatus: false });
      const prefixOk = command2.sha.length >= 12 && pr.headSha.toLowerCase().startsWith(command2.sha);
      if (!prefixOk)
        return base(
          "refuse",
          [{ code: "approve-sha-mismatch", rule: "FA-1", params: { given: command2.sha, head: pr.headSha } }],
          { approval: "awaiting", refreshStatus: false }
        );
      const refusal = approvalRefusal(input, policy, void 0);
      if (refusal) return base("refuse", [refusal], { approval: "awaiting", refreshStatus: false });
      return sweepOrValidate(input, policy, fromLabels(policy, pr.labels), {
        approval: "approved",
        sha: pr.headSha,
        restart: true
      });
    }
    case "sweep": {
      if (pr.fork)
        return base("refuse", [{ code: "fork-use-approve", rule: "FA-1" }], {
          approval: "awaiting",
          refreshStatus: false
        });
      const now = fromLabels(policy, pr.labels);
      if (!now.mode) return base("refuse", now.reasons, { refreshStatus: false });
      return sweepOrValidate(input, policy, now, { sha: pr.headSha, restart: true });
    }
  }
}
function applyGate(d, outcome) {
  if (outcome === "pass") return d;
  const closed = d.reuseGate === "not-applicable" ? d : withoutReuse(d);
  if (d.verdict !== "sweep" && d.verdict !== "reuse") return closed;
  const reason = outcome === "no-entry" ? { code: "changelog-no-entry", rule: "CL-8" } : { code: "changelog-failed", rule: "CL-1" };
  return heldBack(closed, reason);
}
function applyPlanCheck(d, planHasErrors) {
  return d.verdict === "sweep" && planHasErrors ? heldBack(d, { code: "plan-check-failed", rule: "C6" }) : d;
}
function withoutReuse(d) {
  const { reuseRunId: _r, ...rest } = d;
  const reasons = d.reasons.filter((r) => r.code !== "reuse" && r.code !== "reuse-blocked");
  return { ...rest, reuseGate: "not-applicable", reasons };
}
function heldBack(d, reason) {
  const { mode: _mode, ...rest } = d;
  return { ...rest, verdict: "validate", reasons: [...d.reasons, reason] };
}
var base;
var init_decide = __esm({
  "src/decide/decide.ts"() {
    "use strict";
    init_policy2();
    base = (verdict, reasons, extra = {}) => ({
      verdict,
      validate: false,
      refreshStatus: verdict !== "nothing",
      cancelInFlight: false,
      restart: false,
      approval: "not-needed",
      reuseGate: "not-applicable",
      reasons,
      ...extra
    });
  }
});

// src/lint/baseline.ts
function entryOf(d, prefix = "") {
  if (d.severity !== "error" || !RECORDABLE.test(d.rule) || !d.file) return void 0;
  const file2 = layoutRelative(d.file, prefix);
  return d.path ? { rule: d.rule, file: file2, path: d.path } : { rule: d.rule, file: file2, message: d.message };
}
function applyBaseline(diagnostics, baseline, opts = {}) {
  const prefix = opts.prefix ?? "";
  const name = opts.file ?? "the lint baseline";
  const budget2 = /* @__PURE__ */ new Map();
  for (const e of baseline.findings) budget2.set(keyOf3(e), (budget2.get(keyOf3(e)) ?? 0) + (e.count ?? 1));
  const used = /* @__PURE__ */ new Map();
  let known = 0;
  const out = diagnostics.map((d) => {
    const e = entryOf(d, prefix);
    if (!e) return d;
    const k = keyOf3(e);
    const n = used.get(k) ?? 0;
    if (n >= (budget2.get(k) ?? 0)) return d;
    used.set(k, n + 1);
    known++;
    return { ...d, severity: "warning", message: `${d.message} [known: recorded in ${name}]` };
  });
  const dropped = [];
  const findings = [];
  for (const e of baseline.findings) {
    const k = keyOf3(e);
    const have = used.get(k) ?? 0;
    const want = e.count ?? 1;
    const keep = Math.min(have, want);
    used.set(k, have - keep);
    if (keep > 0) findings.push(keep > 1 ? { ...e, count: keep } : withoutCount(e));
    if (keep < want) dropped.push(want - keep > 1 ? { ...e, count: want - keep } : withoutCount(e));
  }
  for (const e of dropped)
    out.push(
      diag(
        "notice",
        "BASELINE",
        `${e.rule} at ${e.path ?? e.message} no longer occurs${e.count ? ` (${e.count}\xD7)` : ""}: dropped from ${name}`,
        { file: `${prefix}${e.file}` }
      )
    );
  return { diagnostics: out, known, dropped, remaining: { version: BASELINE_VERSION, findings } };
}
function withoutCount(e) {
  const { count: _c, ...rest } = e;
  return rest;
}
function parseBaseline(text, file2) {
  const empty = { version: BASELINE_VERSION, findings: [] };
  const r = readYaml(text, file2);
  if (r.diagnostics.some((d) => d.severity === "error") || r.value === void 0)
    return { baseline: empty, diagnostics: r.diagnostics };
  const findings = schemaFindings(baselineSchema(), r.value, [], () => "BASELINE");
  if (findings.length)
    return {
      baseline: empty,
      diagnostics: findings.map((f) => ({
        ...toDiagnostic(f, r.parsed()),
        fix: "regenerate it with sweep lint --write-baseline"
      }))
    };
  return { baseline: r.value, diagnostics: r.diagnostics };
}
var BASELINE_VERSION, RECORDABLE, baselineSchema, layoutRelative, keyOf3;
var init_baseline = __esm({
  "src/lint/baseline.ts"() {
    "use strict";
    init_lib2();
    init_read();
    init_finding();
    init_diagnostics();
    BASELINE_VERSION = 1;
    RECORDABLE = /^(R[1-9]|C(10|[1-9]))$/;
    baselineSchema = once(() => {
      const z = zod();
      const entrySchema = z.strictObject({
        rule: z.string().min(1),
        file: z.string().min(1),
        path: z.string().min(1).optional(),
        message: z.string().min(1).optional(),
        count: z.int().min(1).optional()
      });
      return z.strictObject({
        version: z.literal(BASELINE_VERSION),
        findings: z.array(entrySchema).max(1e5)
      });
    });
    layoutRelative = (file2, prefix) => prefix && file2.startsWith(prefix) ? file2.slice(prefix.length) : file2;
    keyOf3 = (e) => JSON.stringify([e.file, e.path ?? null, e.path ? null : e.message ?? null, e.rule]);
  }
});

// src/lanes/clusters.ts
function laneClusters(runner, runners, lanes) {
  const explicit = Object.entries(lanes.clusters).filter(([, c]) => c.labels.includes(runner)).map(([id]) => id);
  if (explicit.length) return explicit;
  if (runner.startsWith(CLUSTER2)) return [runner.slice(CLUSTER2.length)];
  if (!runners.labels[runner] && (lanes.clusters[runner] || runners.clusters?.[runner])) return [runner];
  const names = runners.labels[runner] ?? (runner.includes("_") ? [runner] : []);
  if (names.length) {
    const owner = ownerOf(runners.labels);
    return [...new Set(names.map((n) => owner.get(n) ?? n.split("_")[0]))];
  }
  return [];
}
function ownerOf(labels) {
  let owner = owners.get(labels);
  if (!owner) {
    owner = /* @__PURE__ */ new Map();
    for (const [label, members2] of Object.entries(labels))
      if (label.startsWith(CLUSTER2)) for (const n of members2) owner.set(n, label.slice(CLUSTER2.length));
    owners.set(labels, owner);
  }
  return owner;
}
var CLUSTER2, owners;
var init_clusters2 = __esm({
  "src/lanes/clusters.ts"() {
    "use strict";
    CLUSTER2 = "cluster:";
    owners = /* @__PURE__ */ new WeakMap();
  }
});

// src/lanes/match.ts
function matches(m, r) {
  for (const k of stringKeys) {
    const want = m[k];
    if (want !== void 0 && (typeof want === "string" ? want !== r[k] : !want.includes(r[k]))) return false;
  }
  if (m.multinode !== void 0 && m.multinode !== r.multinode) return false;
  if (m.dcgm !== void 0 && m.dcgm !== r.dcgm) return false;
  if (m.scriptOverride !== void 0 && m.scriptOverride !== (r.scriptOverride ?? false)) return false;
  if (m.not && matches(m.not, r)) return false;
  return true;
}
function mentions(w, key) {
  return whens(w).some((m) => m[key] !== void 0 || m.not !== void 0 && mentions(m.not, key));
}
function* matcherValues(w) {
  for (const m of whens(w)) {
    for (const k of stringKeys) for (const v of asList(m[k]) ?? []) yield [k, v];
    if (m.not) yield* matcherValues(m.not);
  }
}
var stringKeys, asList, whens, onCluster, matchesWhen, describeRequest;
var init_match = __esm({
  "src/lanes/match.ts"() {
    "use strict";
    stringKeys = ["model", "precision", "framework", "spec", "scenario"];
    asList = (v) => v === void 0 ? void 0 : Array.isArray(v) ? v : [v];
    whens = (w) => Array.isArray(w) ? w : [w];
    onCluster = (cluster, id) => cluster === void 0 || (typeof cluster === "string" ? cluster === id : cluster.includes(id));
    matchesWhen = (w, r) => Array.isArray(w) ? w.some((m) => matches(m, r)) : matches(w, r);
    describeRequest = (r) => `${r.model} \xD7 ${r.framework} \xD7 ${r.precision} \xD7 ${r.scenario}${r.spec !== "none" ? ` \xD7 ${r.spec}` : ""}`;
  }
});

// src/lanes/schema.ts
function decision(value) {
  const z = zod();
  return z.strictObject({
    default: value,
    rules: z.array(z.strictObject({ when: whenSchema(), value, reason: z.string().min(1).optional() })).default([])
  });
}
var oneOrMany, matcherSchema, whenSchema, timeString, checkoutValue, powerValue, timeValue, routeSchema, routingSchema, clusterSchema, mountSchema, evalSchema, laneSchema, timeBumpSchema, lanesFileSchema, decisionOrder;
var init_schema3 = __esm({
  "src/lanes/schema.ts"() {
    "use strict";
    init_lib2();
    oneOrMany = once(() => {
      const z = zod();
      return z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
    });
    matcherSchema = once(() => {
      const z = zod();
      return z.lazy(
        () => z.strictObject({
          model: oneOrMany().optional(),
          precision: oneOrMany().optional(),
          framework: oneOrMany().optional(),
          spec: oneOrMany().optional(),
          scenario: oneOrMany().optional(),
          multinode: z.boolean().optional(),
          dcgm: z.boolean().optional(),
          scriptOverride: z.boolean().optional(),
          not: matcherSchema().optional()
        })
      );
    });
    whenSchema = once(() => {
      const z = zod();
      return z.union([matcherSchema(), z.array(matcherSchema()).min(1)]);
    });
    timeString = once(
      () => zod().string({
        error: (iss) => typeof iss.input === "number" ? 'time must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : 'time must be a "H:MM:SS" string'
      }).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, 'time must be "H:MM:SS"')
    );
    checkoutValue = once(() => zod().enum(["shared", "workspace"]));
    powerValue = once(() => zod().enum(["telemetry", "dcgm", "none"]));
    timeValue = once(() => zod().union([zod().literal("salloc"), timeString()]));
    routeSchema = once(() => {
      const z = zod();
      return z.strictObject({
        default: z.string().min(1).optional(),
        rules: z.array(
          z.strictObject({
            cluster: oneOrMany().optional(),
            when: whenSchema(),
            value: z.string().min(1).optional(),
            refuse: z.string().min(1).optional(),
            reason: z.string().min(1).optional()
          }).refine((r) => r.value === void 0 !== (r.refuse === void 0), {
            message: "a routing rule has either a value (the path) or refuse (the message)"
          })
        ).default([])
      });
    });
    routingSchema = once(() => {
      const z = zod();
      return z.strictObject({
        /** Paths that launch without a lane of this file: a row routed there needs none and is not refused. */
        noLane: z.array(z.string().min(1)).default([]),
        multinode: routeSchema().optional(),
        single: routeSchema().optional()
      });
    });
    clusterSchema = once(() => {
      const z = zod();
      return z.strictObject({
        /** Runner labels that route to this cluster, besides `cluster:<id>` and runner names `<id>_N`. */
        labels: z.array(z.string().min(1)).default([]),
        /** Optional where runners.yaml has a `clusters:` record for the cluster (the record states it). */
        gpusPerNode: z.number().int().positive().optional(),
        /** False: a row whose compute nodes read the runner workspace must be staged on the shared run root. */
        computeSeesRunnerWorkspace: z.boolean().default(true),
        sharedRunRoot: z.string().min(1).optional(),
        fixedTimeLimit: timeString().optional(),
        /** A fixed limit of single-node jobs, in minutes (runners.yaml: srt-slurm single-node-time-limit). */
        singleNodeTimeLimit: z.number().int().positive().optional(),
        volumes: z.array(z.string().min(1)).default([]),
        powerTelemetry: z.strictObject({ dcgmPort: z.number().int().positive(), cpuSource: z.string().optional() }).optional(),
        routing: z.strictObject({ multinode: routeSchema().optional(), single: routeSchema().optional() }).default({})
      });
    });
    mountSchema = once(() => {
      const z = zod();
      return z.strictObject({
        when: whenSchema().optional(),
        volume: z.string().min(1),
        target: z.string().regex(/^\//, "target must be an absolute path"),
        worldWritable: z.boolean().default(false),
        readOnly: z.boolean().default(false),
        reason: z.string().optional()
      });
    });
    evalSchema = once(() => {
      const z = zod();
      return z.strictObject({
        /** Recipe keys eval runs unset. */
        unset: z.array(z.string().min(1)).default([]),
        /** Rows whose eval runs use the real-verification recipe. */
        realVerification: whenSchema().optional(),
        /** Rows whose frontend is placed on the head node. */
        headFrontend: whenSchema().optional(),
        /** The lane writes eval metadata beside the results. */
        writeMeta: z.boolean().default(false)
      });
    });
    laneSchema = once(() => {
      const z = zod();
      return z.strictObject({
        admit: z.strictObject({
          /** `any`: every framework (no allow-list). */
          frameworks: z.union([z.literal("any"), z.array(z.string().min(1)).min(1)]),
          reject: z.array(z.strictObject({ when: whenSchema(), message: z.string().min(1) })).default([])
        }),
        power: z.strictObject({
          default: powerValue().optional(),
          rules: z.array(z.strictObject({ when: whenSchema(), value: powerValue(), reason: z.string().optional() })).default([]),
          error: z.string().optional()
        }).optional(),
        checkout: decision(checkoutValue()),
        /** Optional: a lane that does not state it leaves preflight to the launcher. */
        preflight: decision(z.boolean()).optional(),
        time: decision(timeValue()),
        mounts: z.array(mountSchema()).default([]),
        setupScripts: z.record(z.string(), z.string().min(1)).default({}),
        eval: evalSchema().optional(),
        /** Facts of the lane with nothing to check or decide, shown by `explain`. */
        notes: z.array(z.string().min(1)).default([])
      });
    });
    timeBumpSchema = once(() => {
      const z = zod();
      return z.strictObject({
        cluster: oneOrMany().optional(),
        when: whenSchema(),
        minConc: z.number().int().nonnegative().default(0),
        minutes: z.number().int().positive(),
        reason: z.string().min(1).optional()
      });
    });
    lanesFileSchema = once(() => {
      const z = zod();
      return z.strictObject({
        version: z.literal(1),
        vocab: z.strictObject({
          models: z.array(z.string().min(1)).min(1),
          precisions: z.array(z.string().min(1)).min(1),
          specs: z.array(z.string().min(1)).default(["none", "mtp", "draft_model"]),
          frameworks: z.record(
            z.string(),
            z.strictObject({
              engine: z.enum(["vllm", "sglang", "trtllm", "atom", "tilert"]),
              frontend: z.string().min(1)
            })
          )
        }),
        /**
         * Requests assumed to read `/infmax-workspace` on the compute nodes when their recipe is not checked in
         * (such a request needs a lane with a shared run root).
         */
        nodeWorkspace: z.strictObject({ when: whenSchema() }).optional(),
        clusters: z.record(z.string(), clusterSchema()),
        routing: routingSchema().default({ noLane: [] }),
        timeBumps: z.array(timeBumpSchema()).default([]),
        fragments: z.record(z.string(), z.array(z.unknown())).optional(),
        lanes: z.record(z.string().regex(/^[^/]+\/[^/]+$/, 'lane keys are "<cluster>/<path>"'), laneSchema())
      });
    });
    decisionOrder = ["power", "checkout", "preflight", "time"];
  }
});

// src/lanes/decide.ts
function admit(lane, r) {
  if (!admits(lane, r.framework)) {
    const list4 = [...lane.admit.frameworks].sort();
    return {
      admitted: false,
      kind: "framework",
      message: `Unsupported framework: ${r.framework}. Supported frameworks are: ${list4.join(", ")}`
    };
  }
  const index = lane.admit.reject.findIndex((x) => matchesWhen(x.when, r));
  if (index < 0) return { admitted: true };
  const message = `${lane.admit.reject[index].message} (FRAMEWORK=${r.framework})`;
  return { admitted: false, kind: "reject", message, index };
}
function firstMatch(d, r) {
  const index = d.rules.findIndex((x) => matchesWhen(x.when, r));
  if (index >= 0) {
    const rule = d.rules[index];
    return {
      value: rule.value,
      by: { kind: "rule", index, ...rule.reason ? { reason: rule.reason } : {} }
    };
  }
  return d.default === void 0 ? void 0 : { value: d.default, by: { kind: "default" } };
}
function decidePower(lane, cluster, r, evalOnly = false) {
  if (cluster.powerTelemetry && !evalOnly)
    return { value: "telemetry", by: { kind: "cluster", fact: "powerTelemetry" } };
  if (!lane.power) return { value: "none", by: { kind: "default" } };
  return firstMatch(lane.power, r) ?? {
    error: lane.power.error ?? "no power rule matches and the lane has no default"
  };
}
function decideTime(lanes, clusterId, r, facts, lane) {
  const c = lanes.clusters[clusterId];
  if (!r.multinode && c?.singleNodeTimeLimit)
    return { value: hms(c.singleNodeTimeLimit), by: { kind: "cluster", fact: "singleNodeTimeLimit" } };
  if (r.multinode && c?.fixedTimeLimit)
    return { value: c.fixedTimeLimit, by: { kind: "cluster", fact: "fixedTimeLimit" } };
  const own = lane ? firstMatch(lane.time, r) : void 0;
  if (own && own.value !== "salloc") return own;
  const index = facts.evalOnly ? -1 : lanes.timeBumps.findIndex(
    (b) => onCluster(b.cluster, clusterId) && (facts.conc ?? 0) >= b.minConc && matchesWhen(b.when, r)
  );
  if (index >= 0) {
    const b = lanes.timeBumps[index];
    return { value: hms(b.minutes), by: { kind: "bump", index, ...b.reason ? { reason: b.reason } : {} } };
  }
  if (facts.sallocMinutes !== void 0)
    return { value: hms(facts.sallocMinutes), by: { kind: "row", fact: "SALLOC_TIME_LIMIT" } };
  return { value: SALLOC_DEFAULT, by: { kind: "row", fact: "SALLOC_TIME_LIMIT default" } };
}
function decide2(lanes, clusterId, lane, req, facts = {}) {
  const cluster = lanes.clusters[clusterId];
  const power = decidePower(lane, cluster, req, !!facts.evalOnly);
  const r = { ...req, dcgm: "value" in power ? power.value !== "none" : void 0 };
  const checkout = firstMatch(lane.checkout, r);
  const preflight = lane.preflight ? firstMatch(lane.preflight, r) : void 0;
  const time = decideTime(lanes, clusterId, r, facts, lane);
  const mounts = lane.mounts.flatMap(
    (mount, index) => !mount.when || matchesWhen(mount.when, r) ? [{ mount, index }] : []
  );
  const setupScript = lane.setupScripts[req.framework];
  const e = lane.eval;
  const evalFacts = e && {
    unset: e.unset,
    realVerification: !!e.realVerification && matchesWhen(e.realVerification, r),
    headFrontend: !!e.headFrontend && matchesWhen(e.headFrontend, r),
    writeMeta: e.writeMeta
  };
  return {
    power,
    checkout,
    ...preflight ? { preflight } : {},
    time,
    mounts,
    ...setupScript ? { setupScript } : {},
    ...evalFacts ? { eval: evalFacts } : {},
    ...lane.notes.length ? { notes: lane.notes } : {}
  };
}
function* ruleLists(lane) {
  yield {
    name: "admit.reject",
    path: ["admit", "reject"],
    whens: lane.admit.reject.map((r) => r.when),
    firstMatch: false
  };
  for (const d of decisionOrder) {
    const rules = lane[d]?.rules;
    if (rules) yield { name: d, path: [d, "rules"], whens: rules.map((r) => r.when), firstMatch: true };
  }
  yield { name: "mounts", path: ["mounts"], whens: lane.mounts.map((m) => m.when), firstMatch: false };
  for (const k of ["realVerification", "headFrontend"]) {
    const w = lane.eval?.[k];
    if (w) yield { name: `eval.${k}`, path: ["eval", k], whens: [w], firstMatch: false };
  }
}
var hms, SALLOC_DEFAULT, admits;
var init_decide2 = __esm({
  "src/lanes/decide.ts"() {
    "use strict";
    init_match();
    init_schema3();
    hms = (minutes) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}:00`;
    SALLOC_DEFAULT = hms(480);
    admits = (lane, framework) => lane.admit.frameworks === "any" || lane.admit.frameworks.includes(framework);
  }
});

// src/lanes/route.ts
function routeOf(lanes, clusterId, r) {
  const kind = r.multinode ? "multinode" : "single";
  const hit = routeRule(lanes, clusterId, r);
  if (hit) {
    const at3 = hit.own ? `clusters.${clusterId}.routing.${kind}` : `routing.${kind}`;
    const where = {
      at: `${at3}.rules[${hit.index}]`,
      ...hit.rule.reason ? { reason: hit.rule.reason } : {}
    };
    if (hit.rule.refuse !== void 0)
      return { refuse: fill2(hit.rule.refuse, { cluster: clusterId, framework: r.framework }), ...where };
    return { path: hit.rule.value, ...where };
  }
  const own = lanes.clusters[clusterId]?.routing[kind]?.default;
  if (own !== void 0) return { path: own, at: `clusters.${clusterId}.routing.${kind}.default` };
  const file2 = lanes.routing[kind]?.default;
  if (file2 !== void 0) return { path: file2, at: `routing.${kind}.default` };
  return { path: r.multinode ? "srt-multi" : "srt-single", at: "default" };
}
function pathOf(lanes, clusterId, r) {
  const hit = routeRule(lanes, clusterId, r);
  if (hit) return hit.rule.value;
  const kind = r.multinode ? "multinode" : "single";
  return lanes.clusters[clusterId]?.routing[kind]?.default ?? lanes.routing[kind]?.default ?? (r.multinode ? "srt-multi" : "srt-single");
}
function routeRule(lanes, clusterId, r) {
  const kind = r.multinode ? "multinode" : "single";
  const tables = [lanes.routing[kind], lanes.clusters[clusterId]?.routing[kind]];
  for (let t2 = 0; t2 < tables.length; t2++) {
    const rules = tables[t2]?.rules ?? [];
    for (let index = 0; index < rules.length; index++) {
      const rule = rules[index];
      if (onCluster(rule.cluster, clusterId) && matchesWhen(rule.when, r))
        return { rule, index, own: t2 === 1 };
    }
  }
  return void 0;
}
var fill2, laneKey, noLaneMessage;
var init_route = __esm({
  "src/lanes/route.ts"() {
    "use strict";
    init_match();
    fill2 = (message, vars) => message.replace(/\{(cluster|framework|path)\}/g, (_m, k) => vars[k] ?? "");
    laneKey = (cluster, path) => `${cluster}/${path}`;
    noLaneMessage = (cluster, path) => `cluster ${cluster} has no ${path} srt-slurm lane`;
  }
});

// src/lanes/labels.ts
function runnerLabels(row, nodes, opts) {
  const skip = row["skip-queue-pr"];
  const labels = jobLabels(
    {
      runner: String(row.runner),
      priority: typeof row.priority === "string" ? row.priority : "<priority>",
      "queue-token": typeof row["queue-token"] === "string" ? row["queue-token"] : "<queue-token>",
      ...skip !== void 0 && skip !== null ? { "skip-queue-pr": String(skip) } : {},
      "node-count": nodes
    },
    { priority: opts.enabled, nodeSlots: !!opts.nodeSlots }
  );
  return labels.map((l) => l.replace(ATTEMPT, String(opts.runAttempt ?? 1)));
}
var init_labels = __esm({
  "src/lanes/labels.ts"() {
    "use strict";
    init_routing();
  }
});

// src/lanes/resolve.ts
function requestOf(row, t2 = topologyOf(row)) {
  return {
    model: String(row["model-prefix"] ?? ""),
    precision: String(row.precision ?? ""),
    framework: String(row.framework ?? ""),
    spec: String(row["spec-decoding"] ?? "none"),
    scenario: row["scenario-type"] === "agentic-coding" ? "agentic" : "fixed-seq-len",
    multinode: typeof row.prefill === "object" && row.prefill !== null,
    ...t2 && setting(t2, "BENCH_SCRIPT_OVERRIDE") ? { scriptOverride: true } : {}
  };
}
function rowFactsOf(row, t2 = topologyOf(row)) {
  const conc2 = Array.isArray(row.conc) ? Math.max(...row.conc.filter((c) => typeof c === "number")) : typeof row.conc === "number" ? row.conc : void 0;
  const salloc = t2 ? Number(setting(t2, "SALLOC_TIME_LIMIT")) : NaN;
  return {
    evalOnly: row["eval-only"] === true,
    ...conc2 !== void 0 && Number.isFinite(conc2) ? { conc: conc2 } : {},
    ...Number.isInteger(salloc) && salloc > 0 ? { sallocMinutes: salloc } : {}
  };
}
function resolveOnCluster(lanes, cluster, request, facts) {
  const route = routeOf(lanes, cluster, request);
  if (route.path === void 0) return { cluster, route, refusal: { kind: "route", message: route.refuse } };
  const path = route.path;
  const key = laneKey(cluster, path);
  const lane = lanes.lanes[key];
  if (!lane) {
    if (lanes.routing.noLane.includes(path))
      return { cluster, route, path, laneless: true, time: decideTime(lanes, cluster, request, facts) };
    return { cluster, route, path, refusal: { kind: "no-lane", message: noLaneMessage(cluster, path) } };
  }
  const admission = admit(lane, request);
  if (!admission.admitted)
    return {
      cluster,
      route,
      path,
      lane: key,
      admission,
      refusal: { kind: admission.kind, message: admission.message }
    };
  return {
    cluster,
    route,
    path,
    lane: key,
    admission,
    decisions: decide2(lanes, cluster, lane, request, facts)
  };
}
function engineFor(framework, lanes) {
  const e = lanes?.vocab.frameworks[framework]?.engine;
  if (e === void 0) return engineOf(framework);
  return ENGINES.includes(e) ? e : void 0;
}
function loadRecipeFor(t2, gpn, ctx) {
  const ref = recipeRef(t2);
  if (!ref) return void 0;
  const key = `${ref.path}|${ref.variant ?? ""}|${gpn}`;
  const cache = ctx.recipeCache ?? /* @__PURE__ */ new Map();
  if (!cache.has(key)) {
    const text = ctx.readFile?.(ref.path);
    cache.set(key, text === void 0 ? void 0 : parseRecipe(text, ref.path, ref.variant, gpn));
  }
  const p = cache.get(key);
  return {
    ...ref,
    found: p !== void 0,
    ...p?.recipe ? { parsed: p.recipe } : {},
    ...p ? { diagnostics: p.diagnostics } : {}
  };
}
function checkTopology(t2, gpn, framework, ctx, reserved) {
  const recipe2 = loadRecipeFor(t2, gpn, ctx);
  const findings = checkDeclared(t2, gpn, recipe2?.parsed);
  if (recipe2) findings.push(...checkNameTokens(t2, recipeName(recipe2), gpn));
  if (recipe2?.parsed)
    findings.push(
      ...checkAgainstRecipe(t2, recipe2.parsed, gpn, engineFor(framework, ctx.lanes)),
      ...checkNodeCount(t2, gpn, recipe2.parsed, reserved)
    );
  return { findings, recipe: recipe2 };
}
function resolveRow(row, ctx) {
  const topology2 = topologyOf(row);
  const request = requestOf(row, topology2);
  const runner = String(row.runner ?? "");
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const gpn = gpusPerNodeOf(runner, ctx.runners, facts);
  const { findings, recipe: recipe2 } = topology2 && gpn ? checkTopology(topology2, gpn, request.framework, ctx, nodeCountOf(row)) : { findings: [], recipe: void 0 };
  const gpus = topology2 ? gpuCount(topology2, recipe2?.parsed) : { declared: 0 };
  const nodes = topology2 && gpn ? nodeCount(topology2, gpn, recipe2?.parsed) : 1;
  const lanes = [];
  if (ctx.lanes) {
    const rowFacts = rowFactsOf(row, topology2);
    for (const cluster of laneClusters(runner, ctx.runners, ctx.lanes))
      if (ctx.lanes.clusters[cluster]) lanes.push(resolveOnCluster(ctx.lanes, cluster, request, rowFacts));
  }
  const { diagnostics: _d, ...recipeInfo } = recipe2 ?? {};
  return {
    request,
    ...topology2 ? { topology: topology2 } : {},
    ...gpn ? { gpusPerNode: gpn } : {},
    ...recipe2 ? { recipe: recipeInfo } : {},
    gpus,
    nodes,
    labels: runnerLabels(row, nodes, ctx.scheduler ?? { enabled: false }),
    lanes,
    findings
  };
}
var nodeCountOf, ENGINES;
var init_resolve = __esm({
  "src/lanes/resolve.ts"() {
    "use strict";
    init_recipe();
    init_rules2();
    init_shape();
    init_hardware();
    init_clusters2();
    init_decide2();
    init_route();
    init_labels();
    nodeCountOf = (row) => typeof row["node-count"] === "number" ? row["node-count"] : void 0;
    ENGINES = ["vllm", "sglang", "trtllm", "atom"];
  }
});

// src/report/cost.ts
function minutesOf(time) {
  const [h, m, s] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
}
function jobKindOf(row) {
  const multi = typeof row.prefill === "object" && row.prefill !== null;
  if (row["eval-only"] === true) return multi ? "multi-node eval" : "single-node eval";
  if (row["scenario-type"] === "agentic-coding")
    return multi ? "multi-node agentic benchmark" : "single-node agentic benchmark";
  return multi ? "multi-node benchmark" : "single-node benchmark";
}
function clusterNameOf(runner, ctx) {
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const ids = clustersOf(runner, ctx.runners, facts);
  return ids.length ? [...ids].sort().join(" or ") : runner.replace(/^cluster:/, "");
}
function timeLimit2(row, lanes) {
  let best;
  for (const l of lanes) {
    const t2 = l.decisions?.time;
    if (!t2) continue;
    const minutes2 = minutesOf(t2.value);
    if (!best || minutes2 > best.minutes)
      best = { minutes: minutes2, from: t2.by.kind === "cluster" ? "cluster" : "lane" };
  }
  if (best) return best;
  const multi = typeof row.prefill === "object" && row.prefill !== null;
  const minutes = !multi ? JOB_TIMEOUT_MINUTES.single : row["scenario-type"] === "agentic-coding" ? JOB_TIMEOUT_MINUTES.multiAgentic : JOB_TIMEOUT_MINUTES.multi;
  return { minutes, from: "job-timeout" };
}
function jobCost(row, ctx, cache = /* @__PURE__ */ new Map()) {
  const r = resolveRow(row, {
    runners: ctx.runners,
    ...ctx.lanes ? { lanes: ctx.lanes } : {},
    ...ctx.readFile ? { readFile: ctx.readFile } : {},
    recipeCache: cache
  });
  const limit = timeLimit2(row, r.lanes);
  const limitHours = limit.minutes / 60;
  const history = ctx.expectedHours?.(row);
  const bench = row["scenario-type"] === "agentic-coding" && row["eval-only"] !== true && typeof row.duration === "number" && row.duration > 0 ? row.duration / 3600 : void 0;
  const expected = history !== void 0 && history > 0 ? { hours: history, from: "history" } : bench !== void 0 ? { hours: bench, from: "benchmark-duration" } : void 0;
  return {
    rowId: String(row["row-id"] ?? ""),
    cluster: clusterNameOf(String(row.runner ?? ""), ctx),
    kind: jobKindOf(row),
    gpus: r.gpus.recipe ?? r.gpus.declared,
    nodes: r.nodes,
    limitMinutes: limit.minutes,
    limitHours,
    limitFrom: limit.from,
    ...expected ? { expectedHours: Math.min(expected.hours, limitHours), expectedFrom: expected.from } : {}
  };
}
function planCost(rows, ctx, budget2) {
  const cache = /* @__PURE__ */ new Map();
  const jobs = rows.map((row) => jobCost(row, ctx, cache));
  const byCluster = /* @__PURE__ */ new Map();
  for (const j of jobs) {
    const list4 = byCluster.get(j.cluster);
    if (list4) list4.push(j);
    else byCluster.set(j.cluster, [j]);
  }
  const clusters = [...byCluster].sort(([a], [b]) => a.localeCompare(b)).map(([cluster, js]) => clusterCost(cluster, js));
  const sum = (f) => clusters.reduce((a, c) => a + f(c), 0);
  const total = {
    jobs: jobs.length,
    gpuHours: sum((c) => c.gpuHours),
    nodeHours: sum((c) => c.nodeHours),
    peakGpus: sum((c) => c.peakGpus),
    peakNodes: sum((c) => c.peakNodes)
  };
  return { clusters, total, jobs, verdict: verdictOf(total.gpuHours, budget2) };
}
function clusterCost(cluster, js) {
  const known = js.filter((j) => j.expectedHours !== void 0);
  const kinds = JOB_KINDS.map((kind) => ({ kind, jobs: js.filter((j) => j.kind === kind).length })).filter(
    (k) => k.jobs > 0
  );
  return {
    cluster,
    jobs: js.length,
    kinds,
    gpuHours: js.reduce((a, j) => a + j.gpus * j.limitHours, 0),
    nodeHours: js.reduce((a, j) => a + j.nodes * j.limitHours, 0),
    peakGpus: js.reduce((a, j) => a + j.gpus, 0),
    peakNodes: js.reduce((a, j) => a + j.nodes, 0),
    ...known.length ? {
      expected: {
        jobs: known.length,
        gpuHours: known.reduce((a, j) => a + j.gpus * j.expectedHours, 0),
        nodeHours: known.reduce((a, j) => a + j.nodes * j.expectedHours, 0)
      }
    } : {}
  };
}
function verdictOf(gpuHours, budget2) {
  if (!budget2) return { kind: "no-budget" };
  return gpuHours > budget2.gpuHours ? {
    kind: "needs-confirmation",
    budgetGpuHours: budget2.gpuHours,
    gpuHours,
    overBy: gpuHours - budget2.gpuHours
  } : { kind: "within", budgetGpuHours: budget2.gpuHours, gpuHours };
}
var JOB_KINDS, JOB_TIMEOUT_MINUTES;
var init_cost = __esm({
  "src/report/cost.ts"() {
    "use strict";
    init_resolve();
    init_hardware();
    JOB_KINDS = [
      "single-node benchmark",
      "multi-node benchmark",
      "single-node agentic benchmark",
      "multi-node agentic benchmark",
      "single-node eval",
      "multi-node eval"
    ];
    JOB_TIMEOUT_MINUTES = { single: 500, multi: 480, multiAgentic: 780 };
  }
});

// src/lanes/load.ts
function loadLanes(text, file2) {
  const parsed = parseYaml(text, file2);
  const diagnostics = [...parsed.diagnostics];
  const origins = /* @__PURE__ */ new WeakMap();
  const raw = parsed.value;
  const fragments = isObject(raw) && isObject(raw.fragments) ? raw.fragments : {};
  let items = 0;
  let overLimit = false;
  const cyclic = /* @__PURE__ */ new Set();
  const limit = (name, path) => {
    if (!overLimit)
      diagnostics.push(
        limitDiagnostic(name, name === "fragmentExpansion" ? items : void 0, {
          file: file2,
          ...parsed.locate(path)
        })
      );
    overLimit = true;
  };
  const expand2 = (v, path, chain, depth) => {
    if (overLimit) return void 0;
    if (depth > LIMITS.nestingDepth.max) return limit("nestingDepth", path);
    if (Array.isArray(v)) {
      const out = [];
      v.forEach((item, i) => {
        const ref = isObject(item) && typeof item.$ref === "string" ? item.$ref : void 0;
        if (ref === void 0) return void out.push(expand2(item, [...path, i], chain, depth + 1));
        const frag = fragments[ref];
        const at3 = () => ({ file: file2, ...parsed.locate([...path, i, "$ref"]), path: formatPath([...path, i]) });
        if (!Array.isArray(frag)) {
          diagnostics.push(
            diag("error", "C1", `unknown fragment '$ref: ${ref}'`, {
              ...at3(),
              fix: `define fragments.${ref} as a list`
            })
          );
          return;
        }
        if (chain.includes(ref)) {
          if (cyclic.has(ref)) return;
          cyclic.add(ref);
          diagnostics.push(
            diag("error", "C1", `fragment '${ref}' refers to itself ($ref: ${[...chain, ref].join(" \u2192 ")})`, {
              ...at3(),
              fix: "a fragment may use other fragments, but not itself"
            })
          );
          return;
        }
        frag.forEach((f, j) => {
          if (++items > LIMITS.fragmentExpansion.max) return void limit("fragmentExpansion", [...path, i]);
          const e = expand2(f, ["fragments", ref, j], [...chain, ref], depth + 1);
          if (isObject(e)) origins.set(e, ["fragments", ref, j]);
          out.push(e);
        });
      });
      return out;
    }
    if (isObject(v))
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, expand2(x, [...path, k], chain, depth + 1)])
      );
    return v;
  };
  const expanded = raw === void 0 ? void 0 : expand2(raw, [], [], 0);
  if (overLimit) return { file: file2, lanes: void 0, diagnostics, locate: (p) => parsed.locate(p) };
  const toYamlPath = (path) => {
    let cur = expanded;
    let out = [];
    for (const k of path) {
      cur = isObject(cur) || Array.isArray(cur) ? cur[k] : void 0;
      const origin = isObject(cur) ? origins.get(cur) : void 0;
      out = origin ?? [...out, k];
    }
    return out;
  };
  const locate = (path) => parsed.locate(toYamlPath(path));
  const locateKey = (path) => parsed.locateKey(toYamlPath(path));
  if (expanded === void 0) return { file: file2, lanes: void 0, diagnostics, locate };
  const result = lanesFileSchema().safeParse(expanded);
  if (!result.success) {
    for (const issue of result.error.issues)
      diagnostics.push(issueDiagnostic(issue, file2, locate, locateKey));
    return { file: file2, lanes: void 0, diagnostics, locate };
  }
  return { file: file2, lanes: result.data, diagnostics, locate };
}
function issueDiagnostic(issue, file2, locate, locateKey) {
  const path = issue.path.filter((k) => typeof k !== "symbol");
  let message = issue.message;
  let fix;
  if (issue.code === "unrecognized_keys") {
    message = `unknown key(s): ${issue.keys.join(", ")}`;
    fix = "remove the key or fix its spelling";
    return diag("error", "LN-1", message, {
      file: file2,
      ...locateKey([...path, issue.keys[0]]),
      path: formatPath(path),
      fix
    });
  }
  if (issue.code === "invalid_value") fix = `use one of: ${issue.values.map(String).join(", ")}`;
  return diag("error", "LN-1", message, {
    file: file2,
    ...locate(path),
    path: formatPath(path),
    ...fix ? { fix } : {}
  });
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var init_load2 = __esm({
  "src/lanes/load.ts"() {
    "use strict";
    init_diagnostics();
    init_limits();
    init_parse();
    init_schema3();
  }
});

// src/lanes/presets/inferencex-e2e.yaml
var inferencex_e2e_default;
var init_inferencex_e2e = __esm({
  "src/lanes/presets/inferencex-e2e.yaml"() {
    inferencex_e2e_default = '# The launch policy of InferenceX today (its inferencex-e2e/ layout), as data: which launch path a row\n# takes, which lane (<cluster>/<path>) runs it, what the lane admits, and every per-row decision with the\n# rule behind it. `sweep lint` checks every row of the full sweep against it before any GPU time is\n# spent; `sweep explain <config-key>` shows how each row of one config resolves.\n#\n# Cluster facts that runners.yaml states in its clusters: records (GPUs per node, the shared run root,\n# a fixed time limit, volumes, power telemetry) are read from there and not repeated here.\n# Times are quoted "H:MM:SS" (unquoted, YAML 1.1 reads them as seconds).\nversion: 1\n\nvocab:\n  models: [dsr1, dsv4, dsv41flash, glm5.2, glm5.3, kimik3, minimaxm3, qwen3.5, qwen3.8next]\n  precisions: [fp4, fp8]\n  specs: [none, mtp, draft_model]\n  frameworks:\n    atom:          {engine: atom,   frontend: none}\n    atom-disagg:   {engine: atom,   frontend: none}\n    dynamo-sglang: {engine: sglang, frontend: dynamo}\n    dynamo-trt:    {engine: trtllm, frontend: dynamo}\n    dynamo-vllm:   {engine: vllm,   frontend: dynamo}\n    llmd-vllm:     {engine: vllm,   frontend: llm-d}\n    sglang:        {engine: sglang, frontend: none}\n    sglang-disagg: {engine: sglang, frontend: none}\n    tilert:        {engine: tilert, frontend: tilert-pd-router}\n    trt:           {engine: trtllm, frontend: none}\n    vllm:          {engine: vllm,   frontend: none}\n\n# Agentic recipes run the benchmark from /infmax-workspace on the compute nodes of a multi-node job.\n# When a row\'s recipe is in the repository, what the recipe reads decides; otherwise these rows are\n# taken to read it.\nnodeWorkspace:\n  when: {scenario: agentic, multinode: true}\n\nclusters:\n  # The runner pod\'s workspace is not visible to the extra compute nodes a multi-node job allocates:\n  # a row that reads it on the nodes must be staged on the shared run root, or it fails at startup.\n  gb200-nv: {computeSeesRunnerWorkspace: false}\n  gb300-nv: {}\n  b200-cw: {}\n  b200-nb: {}\n  b200-nscale: {}\n  b300-dsxe: {}\n  h100-cw: {}\n  h100-dgxc: {}\n  h200-cw: {}\n  h200-dgxc: {}\n  mi300x-amd: {}\n  mi325x-amd: {}\n  mi355x-amds: {}\n\n# Which launch path a row takes: the first rule that matches (`cluster` limits a rule to those\n# clusters), else the default. A rule with `refuse` stops the row with the launcher\'s message.\nrouting:\n  # Paths that launch without a lane of this file. A multi-node row routed to any other path needs the\n  # lane <cluster>/<path> below; without it the launch fails ("cluster <id> has no <path> srt-slurm lane").\n  noLane: [llmd, srt-single, srt-batch, script]\n  multinode:\n    default: srt-multi\n    rules:\n      - cluster: gb200-nv\n        when: {framework: llmd-vllm}\n        value: llmd\n      - when: {framework: llmd-vllm}\n        refuse: "llmd-vllm is not configured for cluster {cluster}; supported clusters: gb200-nv"\n      - cluster: b200-nscale\n        when:\n          - {model: [dsv4, kimik3, glm5.2], precision: fp4, framework: dynamo-vllm}\n          - {model: dsv4, precision: fp4, framework: dynamo-sglang, spec: [none, mtp]}\n          - {model: glm5.2, precision: fp4, framework: dynamo-sglang, spec: mtp}\n        value: srt-native\n  single:\n    default: srt-single\n    rules:\n      - cluster: b300-dsxe\n        when: {model: dsv41flash, framework: sglang, scenario: agentic}\n        value: srt-batch\n      - when: {scriptOverride: true}\n        value: script\n        reason: the row sets BENCH_SCRIPT_OVERRIDE\n\n# Single-node allocation bumps: matching rows at or above minConc are allocated `minutes` instead of\n# their SALLOC_TIME_LIMIT (default 480 minutes). Eval-only rows keep theirs.\ntimeBumps:\n  - cluster: h200-dgxc\n    when: {model: dsv41flash, framework: sglang, scenario: agentic, multinode: false}\n    minConc: 64\n    minutes: 1440\n\nfragments:\n  # Two volumes mounted for agentic rows only, world-writable.\n  agenticCaches:\n    - {when: {scenario: agentic}, volume: aiperf-cache, target: /aiperf_mmap_cache, worldWritable: true}\n    - {when: {scenario: agentic}, volume: hf-hub-cache, target: /hf_hub_cache, worldWritable: true}\n\n# One lane per (cluster, path). `admit` lists the frameworks a lane runs (any: no restriction); a row of\n# another framework fails at launch. `checkout: shared` stages the checkout on the cluster\'s shared run\n# root, where the compute nodes see it. `time: salloc` is the row\'s own allocation time; a fixed time\n# limit of the cluster (runners.yaml) wins over the lane\'s, and a matching time rule (a long limit) over\n# the lane\'s default.\nlanes:\n  b200-nscale/srt-native:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n    notes:\n      - framework tilert would mount the tilert-cache volume, but no routing rule sends a tilert row to this lane\n\n  b200-nscale/srt-multi:\n    admit:\n      frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]\n      reject:\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt]}\n          message: multinode dsv4 supports only dynamo-vllm\n    checkout: {default: workspace}\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n\n  b300-dsxe/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]}\n    checkout: {default: workspace}\n    time: {default: salloc}\n\n  gb200-nv/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, dynamo-vllm]}\n    # Staged on the shared run root: these models with any framework, and dsv4 with dynamo-vllm.\n    checkout:\n      default: workspace\n      rules:\n        - when: {model: [minimaxm3, kimik3, qwen3.5, glm5.2]}\n          value: shared\n        - when: {model: dsv4, framework: dynamo-vllm}\n          value: shared\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt]}\n          value: workspace\n          reason: the policy stages dsv4 on the shared run root with dynamo-vllm only\n    time: {default: salloc}\n    mounts:\n      - $ref: agenticCaches\n      - when: {model: glm5.2, precision: fp4, framework: dynamo-sglang, scenario: agentic}\n        volume: dynamo-wheels\n        target: /configs/dynamo-wheels\n        worldWritable: true\n    setupScripts: {dynamo-sglang: install-torchao.sh}\n\n  gb300-nv/srt-multi:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time:\n      default: "4:00:00"\n      rules:\n        - when: {model: dsv4, framework: [dynamo-sglang, dynamo-trt], scenario: agentic}\n          value: "8:00:00"\n        - when: {model: dsv4}\n          value: "4:00:00"\n          reason: the long limit is for dsv4 agentic rows on dynamo-sglang or dynamo-trt only\n    eval:\n      realVerification: {framework: dynamo-trt, scenario: agentic}\n      headFrontend: {model: dsv4}\n      writeMeta: true\n\n  h100-dgxc/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt]}\n    checkout: {default: workspace}\n    time: {default: salloc}\n\n  h200-dgxc/srt-multi:\n    admit: {frameworks: [dynamo-sglang, dynamo-trt, vllm]}\n    checkout: {default: workspace}\n    time:\n      default: "4:00:00"\n      rules:\n        - when: {model: dsv4, framework: dynamo-sglang, scenario: agentic}\n          value: "8:00:00"\n        - when: {model: dsv4}\n          value: "4:00:00"\n          reason: the long limit is for dsv4 agentic rows on dynamo-sglang only\n\n  mi355x-amds/srt-multi:\n    admit: {frameworks: any}\n    checkout: {default: workspace}\n    time: {default: "01:00:00"}\n    mounts:\n      - {volume: aiperf-cache, target: /aiperf_mmap_cache}\n      - {when: {framework: tilert}, volume: it-share-data, target: /models}\n    eval:\n      unset:\n        - roles.prefill.args.ep-dispatch-algorithm\n        - roles.decode.args.ep-dispatch-algorithm\n';
  }
});

// src/lanes/source.ts
function lanesSource(read, layout) {
  const path = layout.paths.lanes;
  const own = read(path);
  if (own !== void 0) return { kind: "repository", text: own, file: path, path };
  const shipped = shippedLanes(layout);
  if (shipped !== void 0) return { kind: "shipped", text: shipped, file: shippedName(layout), path };
  return { kind: "none", file: path, path };
}
function scopeToRepository(lanes, runners) {
  const known = (id) => hasRecord(runners, id);
  const keep = (x) => x.cluster === void 0 ? x : { ...x, cluster: (asList(x.cluster) ?? []).filter(known) };
  const table2 = (t2) => t2 && { ...t2, rules: t2.rules.map(keep) };
  const multinode = table2(lanes.routing.multinode);
  const single = table2(lanes.routing.single);
  return {
    ...lanes,
    clusters: Object.fromEntries(Object.entries(lanes.clusters).filter(([id]) => known(id))),
    lanes: Object.fromEntries(Object.entries(lanes.lanes).filter(([key]) => known(key.split("/")[0]))),
    routing: { ...lanes.routing, ...multinode ? { multinode } : {}, ...single ? { single } : {} },
    timeBumps: lanes.timeBumps.map(keep)
  };
}
function applicable(loaded, source2, runners) {
  return source2.kind === "shipped" && loaded.lanes ? { ...loaded, lanes: scopeToRepository(loaded.lanes, runners) } : loaded;
}
var SHIPPED, shippedLanes, shippedName, hasRecord;
var init_source = __esm({
  "src/lanes/source.ts"() {
    "use strict";
    init_match();
    init_lib();
    init_inferencex_e2e();
    SHIPPED = { "inferencex-e2e/": inferencex_e2e_default };
    shippedLanes = (layout) => SHIPPED[layout.prefix];
    shippedName = (layout) => `sweep:lanes/${layout.prefix.replace(/\/$/, "")}.yaml`;
    hasRecord = (runners, id) => !!runners?.clusters?.[id];
  }
});

// src/verdict/inputs.ts
function headInputs(read, opts = {}) {
  const layout = opts.layout ?? ROOT_LAYOUT;
  const paths = layout.paths;
  const p = opts.planned;
  if (p)
    return {
      read,
      layout,
      runners: p.runners,
      runnersPath: p.runnersPath,
      masters: p.masters,
      configs: p.configs,
      ...lanesOf(read, layout, p.runners)
    };
  const runnersFile2 = textFile(paths.runners, read(paths.runners));
  const runners = runnersFile2 ? loadRunners(runnersFile2).value : void 0;
  const masters = paths.masters.flatMap((m) => {
    const file2 = textFile(m, read(m));
    return file2 ? [file2] : [];
  });
  const configs = loadMasterConfigs(masters, runners ? { runners } : {}).value;
  return {
    read,
    layout,
    ...runners ? { runners } : {},
    runnersPath: paths.runners,
    masters,
    configs,
    ...lanesOf(read, layout, runners)
  };
}
function lanesOf(read, layout, runners) {
  const source2 = lanesSource(read, layout);
  if (source2.text === void 0) return {};
  const loaded = loadLanes(source2.text, source2.file);
  return { lanes: runners ? applicable(loaded, source2, runners) : loaded };
}
function configKeyOf(configs, row) {
  let index = indexes.get(configs);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const [key, e] of configs.entries) {
      const id = identity2(e, e.multinode);
      if (!index.has(id)) index.set(id, key);
    }
    indexes.set(configs, index);
  }
  return index.get(identity2(row, row["prefill"] !== void 0));
}
var textFile, identity2, indexes, layoutReader;
var init_inputs = __esm({
  "src/verdict/inputs.ts"() {
    "use strict";
    init_load();
    init_detect();
    init_load2();
    init_source();
    textFile = (path, text) => text === void 0 ? void 0 : { path, text };
    identity2 = (v, multinode) => JSON.stringify([v["model-prefix"], v["precision"], v["framework"], v["runner"], v["image"], multinode]);
    indexes = /* @__PURE__ */ new WeakMap();
    layoutReader = (head2) => head2.layout.prefix ? (p) => head2.read(`${head2.layout.prefix}${p}`) : head2.read;
  }
});

// src/verdict/cost.ts
function costContext(head2) {
  if (!head2.runners) return void 0;
  const lanes = head2.lanes?.lanes;
  return { runners: head2.runners, ...lanes ? { lanes } : {}, readFile: layoutReader(head2) };
}
function costSummary(plan2, ctx, budgetGpuHours) {
  const c = planCost(
    bucketsOf2(plan2).flatMap((b) => b.rows),
    ctx
  );
  return {
    clusters: c.clusters.map((x) => ({
      cluster: x.cluster,
      jobs: x.jobs,
      kinds: x.kinds,
      gpuHours: x.gpuHours,
      nodeHours: x.nodeHours,
      peakGpus: x.peakGpus,
      peakNodes: x.peakNodes,
      ...x.expected ? { expected: x.expected } : {}
    })),
    total: {
      jobs: c.total.jobs,
      gpuHours: c.total.gpuHours,
      nodeHours: c.total.nodeHours,
      peakGpus: c.total.peakGpus
    },
    ...budgetGpuHours !== void 0 ? { budgetGpuHours } : {}
  };
}
var init_cost2 = __esm({
  "src/verdict/cost.ts"() {
    "use strict";
    init_plan();
    init_cost();
    init_inputs();
  }
});

// src/lanes/facts.ts
function withRecord(c, rec2) {
  if (!rec2) return c;
  const srt = rec2.slurm?.["srt-slurm"];
  const power = srt?.["power-telemetry"];
  return {
    ...c,
    gpusPerNode: rec2["gpus-per-node"],
    ...srt?.["shared-run-root"] !== void 0 ? { sharedRunRoot: srt["shared-run-root"] } : {},
    ...srt?.["default-time-limit"] !== void 0 ? { fixedTimeLimit: srt["default-time-limit"] } : {},
    ...srt?.["single-node-time-limit"] !== void 0 ? { singleNodeTimeLimit: srt["single-node-time-limit"] } : {},
    volumes: [.../* @__PURE__ */ new Set([...c.volumes, ...Object.keys(rec2.slurm?.volumes ?? {})])],
    ...power ? {
      powerTelemetry: {
        dcgmPort: power["dcgm-port"],
        ...power["cpu-source"] !== void 0 ? { cpuSource: power["cpu-source"] } : {}
      }
    } : {}
  };
}
function withClusterRecords(lanes, runners) {
  const records = runners?.clusters;
  if (!records) return lanes;
  const clusters = Object.fromEntries(
    Object.entries(lanes.clusters).map(([id, c]) => [id, withRecord(c, records[id])])
  );
  return { ...lanes, clusters };
}
function disagreements(c, rec2) {
  const srt = rec2.slurm?.["srt-slurm"];
  const out = [];
  const check = (field, lanes, record, recordKey) => {
    if (lanes !== void 0 && record !== void 0 && lanes !== record)
      out.push({ field, lanes, record, recordKey });
  };
  check("gpusPerNode", c.gpusPerNode, rec2["gpus-per-node"], "gpus-per-node");
  check("sharedRunRoot", c.sharedRunRoot, srt?.["shared-run-root"], "slurm.srt-slurm.shared-run-root");
  check(
    "fixedTimeLimit",
    c.fixedTimeLimit,
    srt?.["default-time-limit"],
    "slurm.srt-slurm.default-time-limit"
  );
  check(
    "powerTelemetry",
    c.powerTelemetry?.dcgmPort,
    srt?.["power-telemetry"]?.["dcgm-port"],
    "slurm.srt-slurm.power-telemetry.dcgm-port"
  );
  return out;
}
var init_facts = __esm({
  "src/lanes/facts.ts"() {
    "use strict";
  }
});

// src/lanes/universe.ts
function clusterRequests(lanes, cluster) {
  const out = /* @__PURE__ */ new Map();
  const v = lanes.vocab;
  for (const model of v.models)
    for (const precision of v.precisions)
      for (const framework of Object.keys(v.frameworks))
        for (const spec of v.specs)
          for (const scenario of scenarios2)
            for (const multinode of [true, false]) {
              const r = { model, precision, framework, spec, scenario, multinode };
              const path = pathOf(lanes, cluster, r);
              if (path === void 0) continue;
              const list4 = out.get(path);
              if (list4) list4.push(r);
              else out.set(path, [r]);
            }
  return out;
}
function laneRequests(lanes, laneKey2, byPath = clusterRequests(lanes, laneKey2.split("/")[0])) {
  const [cluster, path] = laneKey2.split("/");
  const c = lanes.clusters[cluster];
  const lane = lanes.lanes[laneKey2];
  if (!c || !lane) return [];
  return (byPath.get(path) ?? []).map((r) => {
    const p = decidePower(lane, c, r);
    return { ...r, dcgm: "value" in p ? p.value !== "none" : void 0 };
  });
}
var scenarios2;
var init_universe = __esm({
  "src/lanes/universe.ts"() {
    "use strict";
    init_decide2();
    init_route();
    scenarios2 = ["agentic", "fixed-seq-len"];
  }
});

// src/lanes/check.ts
function checkLanes(loaded, runners) {
  if (!loaded.lanes) return [];
  const lanes = withClusterRecords(loaded.lanes, runners);
  const at3 = (path) => ({ file: loaded.file, ...loaded.locate(path), path: formatPath(path) });
  const out = [];
  out.push(...vocabulary(lanes, at3), ...clusterInvariants(loaded.lanes, at3, runners));
  const byCluster = /* @__PURE__ */ new Map();
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const cluster = key.split("/")[0];
    if (!lanes.clusters[cluster]) continue;
    if (!byCluster.has(cluster)) byCluster.set(cluster, clusterRequests(lanes, cluster));
    const routed = laneRequests(lanes, key, byCluster.get(cluster)).filter((r) => admits(lane, r.framework));
    const u = { routed, admitted: routed.filter((r) => admit(lane, r).admitted) };
    out.push(
      ...consistency(lanes, key, lane, at3),
      ...deadAndShadowed(key, lane, at3, u),
      ...coverage(key, lane, at3, u),
      ...workspaceInvariant(lanes, key, lane, at3, u)
    );
  }
  return out;
}
function vocabulary(lanes, at3) {
  const out = [];
  const known = {
    model: lanes.vocab.models,
    precision: lanes.vocab.precisions,
    framework: Object.keys(lanes.vocab.frameworks),
    spec: lanes.vocab.specs,
    scenario: scenarios2
  };
  const checkWhen = (w, path) => {
    if (!w) return;
    for (const [k, v] of matcherValues(w)) {
      if (!known[k].includes(v))
        out.push(
          diag("error", "C1", `${k} '${v}' is not in the vocabulary, so this matcher can never match it`, {
            ...at3(path),
            fix: `use one of: ${known[k].join(", ")}${k === "scenario" ? "" : `, or add '${v}' to vocab`}`
          })
        );
    }
  };
  if (lanes.nodeWorkspace) checkWhen(lanes.nodeWorkspace.when, ["nodeWorkspace", "when"]);
  const checkClusters = (v, path) => {
    for (const id of asList(v) ?? [])
      if (!lanes.clusters[id])
        out.push(
          diag("error", "C1", `cluster '${id}' is not in clusters, so this rule never applies`, {
            ...at3(path),
            fix: `add clusters.${id} or use one of: ${Object.keys(lanes.clusters).join(", ")}`
          })
        );
  };
  for (const r of ["multinode", "single"])
    lanes.routing[r]?.rules.forEach((x, i) => {
      checkWhen(x.when, ["routing", r, "rules", i, "when"]);
      checkClusters(x.cluster, ["routing", r, "rules", i, "cluster"]);
    });
  lanes.timeBumps.forEach((b, i) => {
    checkWhen(b.when, ["timeBumps", i, "when"]);
    checkClusters(b.cluster, ["timeBumps", i, "cluster"]);
  });
  for (const [id, c] of Object.entries(lanes.clusters)) {
    for (const r of ["multinode", "single"])
      c.routing[r]?.rules.forEach(
        (x, i) => checkWhen(x.when, ["clusters", id, "routing", r, "rules", i, "when"])
      );
  }
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const [cluster] = key.split("/");
    const c = lanes.clusters[cluster];
    if (!c)
      out.push(
        diag("error", "C1", `lane '${key}' names cluster '${cluster}', which is not in clusters`, {
          ...at3(["lanes", key]),
          fix: `add clusters.${cluster} or use one of: ${Object.keys(lanes.clusters).join(", ")}`
        })
      );
    if (lane.admit.frameworks !== "any")
      lane.admit.frameworks.forEach((f, i) => {
        if (!known.framework.includes(f))
          out.push(
            diag("error", "C1", `admitted framework '${f}' is not in vocab.frameworks`, {
              ...at3(["lanes", key, "admit", "frameworks", i]),
              fix: `add ${f} to vocab.frameworks with its engine and frontend`
            })
          );
      });
    for (const list4 of ruleLists(lane))
      list4.whens.forEach((w, i) => checkWhen(w, ["lanes", key, ...list4.path, i, "when"]));
    lane.mounts.forEach((m, i) => {
      if (c && !c.volumes.includes(m.volume))
        out.push(
          diag("error", "C1", `volume '${m.volume}' does not exist on cluster ${cluster}`, {
            ...at3(["lanes", key, "mounts", i, "volume"]),
            fix: `add it to clusters.${cluster}.volumes or use one of: ${c.volumes.join(", ") || "(none)"}`
          })
        );
    });
    for (const f of Object.keys(lane.setupScripts)) {
      if (!admits(lane, f))
        out.push(
          diag("error", "C1", `setupScripts names framework '${f}', which lane ${key} does not admit`, {
            ...at3(["lanes", key, "setupScripts", f]),
            fix: `admit ${f} or remove its setup script`
          })
        );
    }
  }
  return out;
}
function consistency(lanes, key, lane, at3) {
  const out = [];
  const cluster = key.split("/")[0];
  const c = lanes.clusters[cluster];
  const values = (d, path) => [
    { value: d.default, p: [path, "default"] },
    ...d.rules.map((r, i) => ({ value: r.value, p: [path, "rules", i, "value"] }))
  ];
  if (!c.sharedRunRoot) {
    for (const v of values(lane.checkout, "checkout")) {
      if (v.value === "shared")
        out.push(
          diag(
            "error",
            "C2",
            `checkout: shared on ${key}, but cluster ${cluster} has no sharedRunRoot; the launch would fail`,
            {
              ...at3(["lanes", key, ...v.p]),
              fix: `set clusters.${cluster}.sharedRunRoot or decide workspace`
            }
          )
        );
    }
  }
  if (c.fixedTimeLimit) {
    for (const v of values(lane.time, "time")) {
      if (v.value !== "salloc")
        out.push(
          diag(
            "error",
            "C2",
            `time ${v.value} on ${key} is shadowed: cluster ${cluster} has the fixed time limit ${c.fixedTimeLimit}`,
            {
              ...at3(["lanes", key, ...v.p]),
              fix: "write time: {default: salloc} or drop the cluster fixedTimeLimit"
            }
          )
        );
    }
  }
  const hasPower = !!lane.power || !!c.powerTelemetry;
  for (const list4 of ruleLists(lane)) {
    list4.whens.forEach((w, i) => {
      if (!w || !mentions(w, "dcgm")) return;
      const before = list4.name === "power" || list4.name === "admit.reject";
      if (before || !hasPower) {
        out.push(
          diag(
            "error",
            "C2",
            before ? `'dcgm' is tested in ${list4.name}, which is decided before power` : `'dcgm' is tested but lane ${key} has no power decision, so it is never true`,
            {
              ...at3(["lanes", key, ...list4.path, i, "when"]),
              fix: before ? "test dcgm only in decisions taken after power" : "add a power decision to the lane"
            }
          )
        );
      }
    });
  }
  return out;
}
function deadAndShadowed(key, lane, at3, { routed, admitted }) {
  const out = [];
  for (const list4 of ruleLists(lane)) {
    const universe = list4.name === "admit.reject" ? routed : admitted;
    const seen = /* @__PURE__ */ new Set();
    list4.whens.forEach((w, i) => {
      const path = ["lanes", key, ...list4.path, i, "when"];
      if (!w) return;
      const hit = universe.filter((r) => matchesWhen(w, r));
      if (hit.length === 0) {
        out.push(
          diag(
            "error",
            "C3",
            `dead rule in ${key} ${list4.name}[${i}]: it matches no request the lane admits`,
            { ...at3(path), fix: "delete the rule, or fix its values / the lane admission" }
          )
        );
        return;
      }
      if (list4.firstMatch && hit.every((r) => seen.has(r))) {
        out.push(
          diag(
            "error",
            "C3",
            `shadowed rule in ${key} ${list4.name}[${i}]: earlier rules already decide every request it matches`,
            { ...at3(path), fix: "delete it or move it above the rule that shadows it" }
          )
        );
      }
      hit.forEach((r) => seen.add(r));
      const ms = whens(w);
      ms.forEach((m, j) => {
        const own = universe.filter((r) => matches(m, r));
        if (ms.length > 1 && own.length > 0 && own.every((r) => ms.some((o, k) => k !== j && matches(o, r)))) {
          out.push(
            diag(
              "warning",
              "C3",
              `${key} ${list4.name}[${i}].when[${j}] adds nothing: its siblings match everything it matches`,
              { ...at3([...path, j]), fix: "drop this alternative" }
            )
          );
        }
      });
    });
  }
  return out;
}
function coverage(key, lane, at3, { admitted }) {
  const out = [];
  for (const list4 of ruleLists(lane)) {
    if (!list4.firstMatch) continue;
    const name = list4.name;
    const ms = list4.whens.flatMap((w) => w ? whens(w) : []);
    const models = new Set(ms.filter((m) => m.framework !== void 0).flatMap((m) => asList(m.model) ?? []));
    for (const model of models) {
      const frameworks = [...new Set(admitted.filter((r) => r.model === model).map((r) => r.framework))];
      const missing = frameworks.filter(
        (f) => !ms.some(
          (m) => (asList(m.model)?.includes(model) || m.model === void 0 && m.framework !== void 0) && (asList(m.framework)?.includes(f) ?? true)
        )
      );
      if (missing.length) {
        out.push(
          diag(
            "error",
            "C4",
            `\`${name}\` has no decision for ${model} \xD7 {${missing.join(", ")}} on ${key}: rules decide ${model} per framework, but the lane admits ${missing.join(", ")} too${name === "checkout" ? " (shared_run_root undecided)" : ""}`,
            {
              ...at3(["lanes", key, name]),
              fix: `add a rule for ${model} \xD7 ${missing.join("/")}, or an explicit rule with the default value and a reason`
            }
          )
        );
      }
    }
  }
  return out;
}
function workspaceInvariant(lanes, key, lane, at3, { admitted }) {
  const cluster = key.split("/")[0];
  const c = lanes.clusters[cluster];
  if (c.computeSeesRunnerWorkspace || !lanes.nodeWorkspace) return [];
  const named = new Set(
    lane.checkout.rules.flatMap((x) => whens(x.when).flatMap((m) => asList(m.model) ?? []))
  );
  const bad = /* @__PURE__ */ new Map();
  for (const r of admitted) {
    if (!named.has(r.model) || !matchesWhen(lanes.nodeWorkspace.when, r)) continue;
    const by = firstMatch(lane.checkout, r).by;
    if (by.kind === "rule" && by.reason) continue;
    if (decide2(lanes, cluster, lane, r).checkout.value === "shared") continue;
    const k = `${r.model} \xD7 ${r.framework} \xD7 ${r.scenario}`;
    if (!bad.has(k)) bad.set(k, /* @__PURE__ */ new Set());
    bad.get(k).add(r.precision);
  }
  return [...bad].map(
    ([k, precisions]) => diag(
      "error",
      "C5",
      `${key}: checkout resolves 'workspace' (not staged on the shared run root) for ${k} [${[...precisions].join(", ")}], but compute nodes on ${cluster} cannot see the runner workspace and these jobs read ${"/infmax-workspace"}`,
      {
        ...at3(["lanes", key, "checkout"]),
        fix: `add {when: {model: ${k.split(" \xD7 ")[0]}, framework: ${k.split(" \xD7 ")[1]}${k.endsWith("agentic") ? ", scenario: agentic" : ""}}, value: shared} to checkout.rules`
      }
    )
  );
}
function clusterInvariants(lanes, at3, runners) {
  if (!runners) return [];
  const out = [];
  for (const [id, c] of Object.entries(lanes.clusters)) {
    const rec2 = runners.clusters?.[id];
    for (const d of rec2 ? disagreements(c, rec2) : [])
      out.push(
        diag(
          "error",
          "C5",
          `cluster ${id}: ${d.field} ${JSON.stringify(d.lanes)} disagrees with runners.yaml clusters.${id}.${d.recordKey} ${JSON.stringify(d.record)}`,
          {
            ...at3(["clusters", id, d.field]),
            fix: `remove ${d.field} here (runners.yaml states it) or make the two agree`
          }
        )
      );
    const hw = runners.hardware?.[`cluster:${id}`];
    if (!rec2 && hw && c.gpusPerNode !== void 0 && hw["gpus-per-node"] !== c.gpusPerNode) {
      out.push(
        diag(
          "error",
          "C5",
          `cluster ${id}: gpusPerNode ${c.gpusPerNode} disagrees with runners.yaml hardware cluster:${id} gpus-per-node ${hw["gpus-per-node"]}`,
          { ...at3(["clusters", id, "gpusPerNode"]), fix: "make the two records agree" }
        )
      );
    }
    if (!runners.labels[`cluster:${id}`] && !c.labels.some((l) => runners.labels[l])) {
      out.push(
        diag(
          "warning",
          "C5",
          `cluster ${id} has no 'cluster:${id}' label (nor any of its labels) in runners.yaml, so no row can reach it`,
          { ...at3(["clusters", id]) }
        )
      );
    }
  }
  return out;
}
var init_check = __esm({
  "src/lanes/check.ts"() {
    "use strict";
    init_diagnostics();
    init_parse();
    init_decide2();
    init_match();
    init_facts();
    init_universe();
  }
});

// src/lanes/closure.ts
function checkClosure(input) {
  const resolutions = input.rows.map((row) => resolveRow(row, input.ctx));
  const outcomes = resolutions.flatMap(
    (res, i) => res.lanes.map((l) => laneOutcome(input, input.rows[i], input.configKeys[i] ?? "?", res, l))
  );
  const used = new Set(outcomes.flatMap((o) => o.used));
  const siblings = /* @__PURE__ */ new Map();
  for (const { sibling } of outcomes)
    if (sibling) siblings.set(sibling.group, [...siblings.get(sibling.group) ?? [], sibling.member]);
  const all = [
    ...outcomes.flatMap((o) => o.diagnostics),
    ...siblingFindings(input, siblings),
    ...staleRuleFindings(input, used)
  ];
  const seen = /* @__PURE__ */ new Map();
  for (const d of all) {
    const k = `${d.rule}|${d.file}|${d.line}|${d.message}`;
    if (!seen.has(k)) seen.set(k, d);
  }
  return { diagnostics: [...seen.values()], table: outcomes.map((o) => o.line), resolutions };
}
function refusalFix(l, framework) {
  switch (l.refusal.kind) {
    case "route":
      return `move the config to a cluster the routing supports, or change ${l.route.at}`;
    case "no-lane":
      return `add lanes.${l.cluster}/${l.path} to the lanes file, or move the config to another cluster`;
    case "framework":
      return `admit ${framework} on ${l.lane} or move the config to another cluster`;
    default:
      return `change the config, or the reject rule of ${l.lane} that refuses it`;
  }
}
function laneOutcome(input, row, key, res, l) {
  const req = res.request;
  const base2 = {
    configKey: key,
    ...typeof row["row-id"] === "string" ? { rowId: row["row-id"] } : {},
    cluster: l.cluster,
    gpus: res.gpus.recipe ?? res.gpus.declared,
    nodes: res.nodes
  };
  const where = l.lane ?? (l.path ? `${l.cluster}/${l.path}` : l.cluster);
  if (l.refusal) {
    const d = diag("error", "C6", `${key}: ${where} would fail at launch: ${l.refusal.message}`, {
      ...input.keyAt(key),
      path: key,
      fix: refusalFix(l, req.framework)
    });
    return { diagnostics: [d], line: { ...base2, lane: where, admitted: l.refusal.message }, used: [] };
  }
  if (l.laneless)
    return {
      diagnostics: [],
      line: { ...base2, lane: where, admitted: true, ...l.time ? { time: l.time.value } : {} },
      used: []
    };
  return admittedOutcome(input, key, res, l, base2);
}
function admittedOutcome(input, key, res, l, base2) {
  const { lanes } = input;
  const req = res.request;
  const laneName = l.lane;
  const d = l.decisions;
  const used = [];
  for (const name of decisionOrder) {
    const x = d[name];
    if (x && "by" in x && x.by.kind === "rule") used.push(`${laneName}|${name}|${x.by.index}`);
  }
  for (const m of d.mounts) used.push(`${laneName}|mounts|${m.index}`);
  if (d.eval?.realVerification) used.push(`${laneName}|eval.realVerification|0`);
  if (d.eval?.headFrontend) used.push(`${laneName}|eval.headFrontend|0`);
  const diagnostics = [];
  if ("error" in d.power) {
    diagnostics.push(
      diag(
        "error",
        "C6",
        `${key}: ${laneName} has no power decision for ${describeRequest(req)}: ${d.power.error}`,
        { ...input.keyAt(key), path: key, fix: `add a power rule or default to ${laneName}` }
      )
    );
  }
  const c = lanes.clusters[l.cluster];
  const readsWorkspace = res.recipe?.parsed ? res.recipe.parsed.readsWorkspace : !!lanes.nodeWorkspace && matchesWhen(lanes.nodeWorkspace.when, req);
  if (!c.computeSeesRunnerWorkspace && readsWorkspace && d.checkout.value !== "shared") {
    const why = res.recipe?.parsed ? `its recipe ${res.recipe.path} reads /infmax-workspace` : `its jobs read /infmax-workspace (the recipe is not in the repository: the lanes file's nodeWorkspace says so)`;
    diagnostics.push(
      diag(
        "error",
        "C5",
        `${key}: ${laneName} resolves checkout 'workspace' (${byName(d.checkout.by)}) for ${describeRequest(req)}: not staged on the shared run root, but ${why} on compute nodes that cannot see the runner workspace, so the job fails at startup`,
        {
          ...input.keyAt(key),
          path: key,
          fix: `add {when: {model: ${req.model}, framework: ${req.framework}${req.scenario === "agentic" ? ", scenario: agentic" : ""}}, value: shared} to lanes.${laneName}.checkout.rules`
        }
      )
    );
  }
  const member2 = {
    framework: req.framework,
    engine: lanes.vocab.frameworks[req.framework]?.engine ?? req.framework,
    key,
    lane: laneName,
    values: `checkout ${d.checkout.value}${d.preflight ? `, preflight ${d.preflight.value}` : ""}, time ${d.time.value}`,
    reason: [d.checkout.by, d.preflight?.by, d.time.by].some((b) => b?.kind === "rule" && !!b.reason)
  };
  const line = {
    ...base2,
    lane: laneName,
    admitted: true,
    ..."value" in d.power ? { power: d.power.value } : {},
    checkout: d.checkout.value,
    ...d.preflight ? { preflight: d.preflight.value } : {},
    time: d.time.value,
    mounts: d.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`),
    ...res.recipe ? { recipe: `${res.recipe.path}${res.recipe.variant ? `:${res.recipe.variant}` : ""}` } : {}
  };
  return { diagnostics, line, used, sibling: { group: `${l.cluster}|${req.model}|${req.scenario}`, member: member2 } };
}
function siblingFindings(input, siblings) {
  const out = [];
  for (const [sib, members2] of siblings) {
    const byEngine = /* @__PURE__ */ new Map();
    for (const m of members2) byEngine.set(m.engine, [...byEngine.get(m.engine) ?? [], m]);
    for (const [engine, ms] of byEngine) {
      const distinct = new Map(ms.map((m) => [m.framework, m]));
      const vals = new Set([...distinct.values()].map((m) => m.values));
      if (vals.size < 2 || [...distinct.values()].some((m) => m.reason)) continue;
      const [cluster, model, scenario] = sib.split("|");
      const lane = ms[0].lane;
      out.push(
        diag(
          "error",
          "C7",
          `${lane}: ${model} \xD7 ${scenario} on ${cluster}: ${engine} frameworks diverge \u2014 ${[...distinct.values()].map((m) => `${m.framework} \u2192 ${m.values}`).join("; ")}`,
          {
            ...atLane(input, ["lanes", lane, "checkout"]),
            fix: `decide the ${engine} siblings alike, or give the differing rule a reason`
          }
        )
      );
    }
  }
  return out;
}
function staleRuleFindings(input, used) {
  const out = [];
  for (const [key, lane] of Object.entries(input.lanes.lanes)) {
    for (const list4 of ruleLists(lane)) {
      if (list4.name === "admit.reject") continue;
      const decision2 = decisionOrder.find((d2) => d2 === list4.name);
      const d = decision2 && lane[decision2];
      list4.whens.forEach((w, i) => {
        if (!w || used.has(`${key}|${list4.name}|${i}`)) return;
        const rule = d?.rules[i];
        if (rule?.reason && rule.value === d?.default) return;
        out.push(
          diag("warning", "C8", `${key} ${list4.name}[${i}] matches no planned row`, {
            ...atLane(input, ["lanes", key, ...list4.path, i]),
            fix: "remove it if its configs are retired"
          })
        );
      });
    }
  }
  return out;
}
var byName, atLane;
var init_closure = __esm({
  "src/lanes/closure.ts"() {
    "use strict";
    init_diagnostics();
    init_parse();
    init_decide2();
    init_match();
    init_resolve();
    init_schema3();
    byName = (by) => {
      switch (by.kind) {
        case "rule":
          return `rules[${by.index}]`;
        case "cluster":
          return `cluster ${by.fact}`;
        case "bump":
          return `timeBumps[${by.index}]`;
        case "row":
          return `row ${by.fact}`;
        default:
          return "default";
      }
    };
    atLane = (input, path) => ({
      file: input.lanesFile,
      ...input.locateLane(path),
      path: formatPath(path)
    });
  }
});

// src/topology/items.ts
function checkItemsTopology(configs, runners, ctx) {
  const out = [];
  const locators = /* @__PURE__ */ new Map();
  const locatorFor = (key) => {
    if (!locators.has(key)) {
      const file2 = configs.sourceOf.get(key);
      const text = file2 ? ctx.masterText(file2) : void 0;
      const slice = text ? sliceTopLevelEntries(text).find((e) => e.key === key) : void 0;
      locators.set(
        key,
        slice && file2 ? parseYaml(text.slice(slice.start, slice.end), file2, { lineOffset: slice.line - 1 }) : void 0
      );
    }
    return locators.get(key);
  };
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const reported = /* @__PURE__ */ new Set();
  const missing = /* @__PURE__ */ new Set();
  for (const [key, entry2] of configs.entries) {
    const gpn = gpusPerNodeOf(entry2.runner, runners, facts);
    for (const [sc, blocks] of Object.entries(entry2.scenarios ?? {})) {
      blocks?.forEach((block, bi) => {
        block["search-space"]?.forEach((item, ii) => {
          const t2 = topologyOf(item);
          if (!t2 || !gpn) return;
          const { findings, recipe: recipe2 } = checkTopology(t2, gpn, entry2.framework, ctx);
          if (recipe2 && !recipe2.found && t2.kind !== "single") missing.add(recipe2.path);
          if (recipe2?.diagnostics && !reported.has(recipe2.diagnostics)) {
            reported.add(recipe2.diagnostics);
            out.push(...recipe2.diagnostics);
          }
          const base2 = [key, "scenarios", sc, bi, "search-space", ii];
          for (const f of findings) {
            const path = [
              ...base2,
              ...f.role && f.role !== "single" ? [f.role] : t2.kind === "agg" ? [t2.stages[0].role] : [],
              ...f.field ? [f.field] : []
            ];
            const p = locatorFor(key);
            const pos = p ? f.field ? p.locateKey(path) : p.locate(path) : void 0;
            const recipeAt = f.recipeAt ? ` [recipe ${f.recipeAt.file}:${f.recipeAt.line}:${f.recipeAt.col}]` : "";
            out.push(
              diag(f.severity, f.rule, `${key}: ${f.message}${recipeAt}`, {
                ...configs.sourceOf.get(key) ? { file: configs.sourceOf.get(key) } : {},
                ...pos ?? {},
                path: formatPath(path),
                ...f.fix ? { fix: f.fix } : {}
              })
            );
          }
        });
      });
    }
  }
  if (missing.size) out.push(missingRecipes([...missing]));
  return out;
}
function missingRecipes(paths) {
  return diag(
    "notice",
    "R6",
    `${paths.length} recipe file(s) named by CONFIG_FILE= or srt-recipe are not checked in (e.g. ${paths[0]}): node-count for their rows is packed from the declared workers, and their workers, engine arguments and node count cannot be checked against the recipe`,
    { fix: "check the recipes in (or name their lock or dry-run artifacts) to verify node counts" }
  );
}
var init_items = __esm({
  "src/topology/items.ts"() {
    "use strict";
    init_slice();
    init_diagnostics();
    init_parse();
    init_resolve();
    init_hardware();
    init_shape();
  }
});

// src/verdict/rows.ts
function checkPlannedRows(read, plan2, opts = {}) {
  const rows = bucketsOf2(plan2).flatMap((b) => b.rows);
  if (!rows.length) return [];
  const head2 = opts.inputs ?? headInputs(read, opts.layout ? { layout: opts.layout } : {});
  const { layout, runners, masters, lanes } = head2;
  const paths = layout.paths;
  if (!runners) return [];
  const all = head2.configs;
  const keys = rows.map((r) => configKeyOf(all, r) ?? "?");
  const planned = new Set(keys);
  const only = (m) => new Map([...m].filter(([k]) => planned.has(k)));
  const configs = { ...all, entries: only(all.entries), sourceOf: only(all.sourceOf) };
  const out = [];
  if (lanes) out.push(...lanes.diagnostics, ...checkLanes(lanes, runners));
  const effective = lanes?.lanes ? withClusterRecords(lanes.lanes, runners) : void 0;
  const ctx = {
    runners,
    ...effective ? { lanes: effective } : {},
    readFile: layoutReader(head2),
    recipeCache: /* @__PURE__ */ new Map()
  };
  const masterText = (f) => masters.find((m) => m.path === f)?.text;
  out.push(...checkItemsTopology(configs, runners, { ...ctx, masterText }));
  if (lanes?.lanes) {
    const keyLines = /* @__PURE__ */ new Map();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    out.push(
      ...checkClosure({
        rows,
        configKeys: keys,
        lanes: effective,
        lanesFile: lanes.file,
        locateLane: lanes.locate,
        keyAt: (k) => ({
          ...all.sourceOf.get(k) ? { file: all.sourceOf.get(k) } : {},
          line: keyLines.get(k) ?? 1,
          col: 1
        }),
        ctx
        // C8 (a rule no row uses) speaks of the whole matrix, not of this plan's rows.
      }).diagnostics.filter((d) => d.rule !== "C8")
    );
  }
  const checked = opts.baseline ? applyBaseline(out, opts.baseline, { prefix: layout.prefix, file: paths.baseline }).diagnostics : out;
  return checked.filter((d) => d.severity !== "notice");
}
var init_rows = __esm({
  "src/verdict/rows.ts"() {
    "use strict";
    init_slice();
    init_plan();
    init_check();
    init_closure();
    init_baseline();
    init_facts();
    init_items();
    init_inputs();
  }
});

// src/verdict/routes.ts
function checkPlannedRoutes(head2, plan2, routing) {
  const routes = plannedRoutes(plan2, routing);
  if (!routes.length || !head2.runners) return [];
  const found = checkRoutes(routes, routing, head2.runners, head2.runnersPath);
  if (!found.length) return [];
  const rows = /* @__PURE__ */ new Map();
  for (const b of bucketsOf2(plan2)) for (const r of b.rows) rows.set(rowIdOf(r), r);
  const located = found.map((d) => {
    const row = d.path === void 0 ? void 0 : rows.get(d.path);
    const key = row ? configKeyOf(head2.configs, row) : void 0;
    const at3 = key ? head2.configs.locate?.(key, ["runner"]) : void 0;
    return at3 ? { finding: { ...d, ...at3, path: `${key}.runner` }, key } : { finding: { ...d, file: head2.runnersPath } };
  });
  return byConfig(located);
}
function byConfig(located) {
  const out = [];
  const groups = /* @__PURE__ */ new Map();
  for (const { finding, key } of located) {
    const m = key ? WAITS.exec(finding.message) : null;
    if (!m?.groups || !key) {
      out.push(finding);
      continue;
    }
    const { row, label, rest } = m.groups;
    const id = `${finding.file}:${finding.line}:${label}`;
    const g = groups.get(id);
    if (g) g.rows.push(row);
    else {
      const entry2 = { first: finding, key, label, rest, rows: [row] };
      groups.set(id, entry2);
      out.push(finding);
    }
  }
  return out.map((d) => {
    const g = [...groups.values()].find((x) => x.first === d);
    if (!g) return d;
    const shown = g.rows.slice(0, MAX_ROWS).join(", ");
    const more = g.rows.length > MAX_ROWS ? ` and ${g.rows.length - MAX_ROWS} more` : "";
    return {
      ...d,
      message: `${g.key}: ${g.rows.length} job(s) would wait for the runner label '${g.label}', which no runner in ${g.rest} (rows ${shown}${more})`
    };
  });
}
function withoutSuperseded(diagnostics, routes) {
  const at3 = new Set(routes.filter((d) => d.file && d.line).map((d) => `${d.file}:${d.line}`));
  return diagnostics.filter(
    (d) => !(d.rule === "VP-1" && d.severity === "warning" && at3.has(`${d.file}:${d.line}`))
  );
}
var WAITS, MAX_ROWS;
var init_routes = __esm({
  "src/verdict/routes.ts"() {
    "use strict";
    init_plan();
    init_routing();
    init_shards();
    init_inputs();
    WAITS = /^row (?<row>.+?): its job would wait for the runner label '(?<label>.+)', which no runner in (?<rest>\S+ carries.*)$/;
    MAX_ROWS = 10;
  }
});

// src/verdict/verdict.ts
function planVerdict(input) {
  const { run: run2 } = input;
  const outcome = run2.outcome === "error" || !run2.ok ? "fail" : run2.outcome === "entries" ? "pass" : "no-entry";
  if (outcome !== "pass") return { gate: { outcome, diagnostics: [...run2.diagnostics] }, findings: [] };
  const plan2 = run2.plan;
  const shards = shardPlan(plan2).diagnostics;
  const head2 = headInputs(input.read, {
    layout: input.layout,
    ...run2.inputs ? { planned: run2.inputs } : {}
  });
  const baseline = input.baseline === void 0 ? void 0 : parseBaseline(input.baseline, input.layout.paths.baseline);
  const rows = checkPlannedRows(input.read, plan2, {
    inputs: head2,
    ...baseline ? { baseline: baseline.baseline } : {}
  });
  const routes = checkPlannedRoutes(head2, plan2, input.routing);
  const ctx = costContext(head2);
  const cost = ctx ? costSummary(plan2, ctx, input.budgetGpuHours) : void 0;
  return {
    // The changelog passed; a plan past GitHub's limits is refused with the other checks before dispatch.
    gate: { outcome: "pass", diagnostics: withoutSuperseded(run2.diagnostics, routes) },
    plan: plan2,
    findings: [...shards, ...baseline?.diagnostics ?? [], ...rows, ...routes],
    ...cost ? { cost } : {},
    ...ctx ? { costContext: ctx } : {},
    ...cost && input.budgetGpuHours !== void 0 && cost.total.gpuHours > input.budgetGpuHours ? { overBudget: true } : {}
  };
}
function applyVerdict(d, v) {
  return applyPlanCheck(applyGate(d, v.gate.outcome), hasErrors(v.findings));
}
function failsCheck(d, gate) {
  return d.reasons.some(
    (r) => r.rule === "LB-1" || r.code === "plan-check-failed" || r.code === "permission-lookup-failed"
  ) || gate === "fail" && d.validate;
}
function localDecision(labels, policy, v) {
  const primaries = new Set(policy.primaries.map((p) => p.name));
  const first = policy.primaries[0]?.name;
  const asked = labels.some((l) => primaries.has(l)) || !first ? [...labels] : [...labels, first];
  const changed = asked.find((l) => primaries.has(l));
  const d = decide(
    {
      event: "pull_request_target",
      // As if a maintainer had just added the (first) primary label to the labels given.
      action: changed ? "labeled" : "synchronize",
      ...changed ? { changedLabel: changed } : {},
      pr: labelsOnlyPr(asked)
    },
    policy
  );
  return d.validate ? applyVerdict(d, v) : d;
}
var init_verdict = __esm({
  "src/verdict/verdict.ts"() {
    "use strict";
    init_decide();
    init_diagnostics();
    init_shards();
    init_baseline();
    init_cost2();
    init_inputs();
    init_rows();
    init_routes();
  }
});

// src/dispatch/canary.ts
function selectCanary(plan2, mode, table2 = bucketTable) {
  const canaries = [];
  if (mode !== "none") {
    const rules = mode === "single" ? table2.canary.filter((r) => r.family !== "multi-node") : table2.canary;
    for (const rule of rules) {
      const pick = pickFrom(plan2, rule.candidates);
      if (!pick) continue;
      const job = jobFor(pick.bucket, table2)?.canaryJob;
      if (!job) continue;
      canaries.push({
        family: rule.family,
        bucket: pick.bucket,
        job,
        rowId: rowIdOf(pick.row),
        row: { ...pick.row, "run-eval": false }
      });
      if (mode === "single") break;
    }
  }
  let remaining = plan2;
  for (const c of canaries) {
    const rows = rowsOf(remaining, c.bucket);
    const at3 = rows.findIndex((r) => rowIdOf(r) === c.rowId);
    remaining = withBucket(remaining, c.bucket, [...rows.slice(0, at3), ...rows.slice(at3 + 1)]);
  }
  const gates = {};
  for (const c of canaries) {
    gates[c.job] = table2.jobs.filter((j) => mode === "single" || j.family === c.family).map((j) => j.job);
  }
  return { canaries, remaining, gates };
}
function pickFrom(plan2, candidates) {
  let best;
  for (const bucket of candidates) {
    for (const row of rowsOf(plan2, bucket)) {
      if (row["run-eval"] === true) continue;
      const conc2 = minConc2(row);
      if (!best || conc2 < best.conc) best = { bucket, row, conc: conc2 };
    }
  }
  return best && { bucket: best.bucket, row: best.row };
}
var init_canary = __esm({
  "src/dispatch/canary.ts"() {
    "use strict";
    init_plan();
    init_table();
  }
});

// src/report/plan-summary.ts
var diagnosticSchema, hours, costSchema, curvesSchema, planSummarySchema, planReportSchema;
var init_plan_summary = __esm({
  "src/report/plan-summary.ts"() {
    "use strict";
    init_lib2();
    diagnosticSchema = once(() => {
      const z = zod();
      return z.object({
        severity: z.enum(["error", "warning", "notice"]),
        rule: z.string(),
        message: z.string(),
        file: z.string().optional(),
        line: z.number().int().positive().optional(),
        col: z.number().int().positive().optional(),
        path: z.string().optional(),
        fix: z.string().optional()
      });
    });
    hours = () => {
      const z = zod();
      return { gpuHours: z.number().nonnegative(), nodeHours: z.number().nonnegative() };
    };
    costSchema = once(() => {
      const z = zod();
      return z.object({
        clusters: z.array(
          z.object({
            cluster: z.string(),
            jobs: z.number().int().nonnegative(),
            kinds: z.array(z.object({ kind: z.string(), jobs: z.number().int().nonnegative() })),
            ...hours(),
            peakGpus: z.number().nonnegative(),
            peakNodes: z.number().nonnegative(),
            expected: z.object({ ...hours(), jobs: z.number().int().nonnegative() }).optional()
          })
        ),
        total: z.object({ ...hours(), jobs: z.number().int().nonnegative(), peakGpus: z.number().nonnegative() }),
        /** Present with a budget: the most GPU-hours a plan may hold without an explicit confirmation. */
        budgetGpuHours: z.number().positive().optional()
      });
    });
    curvesSchema = once(() => {
      const z = zod();
      return z.object({
        keys: z.array(
          z.object({ key: z.string(), status: z.enum(["new", "changed", "unchanged"]), appendOnly: z.boolean() })
        ),
        curves: z.array(
          z.object({
            key: z.string(),
            status: z.enum(["new", "changed", "extended", "unchanged", "removed"]),
            scenario: z.string(),
            label: z.string(),
            /** What changed (`image a → b`), the points added, or the points of a new curve. */
            detail: z.string()
          })
        ),
        counts: z.record(z.string(), z.number().int().nonnegative())
      });
    });
    planSummarySchema = once(() => {
      const z = zod();
      return z.object({
        /** The plan key (SHA-256 hex) that tells a new plan from the one in flight. */
        key: z.string().regex(/^[0-9a-f]{12,64}$/),
        buckets: z.array(
          z.object({
            name: z.string(),
            rows: z.number().int().nonnegative(),
            shards: z.number().int().nonnegative()
          })
        ),
        canary: z.object({
          bucket: z.string(),
          name: z.string(),
          runner: z.string(),
          conc: z.number().optional(),
          /** In words: the model, the plain cluster name and the topology (`prefill 1×tp4, decode 1×tp8`). */
          model: z.string().optional(),
          cluster: z.string().optional(),
          topology: z.string().optional()
        }).nullable().default(null),
        clusters: z.array(
          z.object({ cluster: z.string(), gpus: z.number().nonnegative(), nodes: z.number().nonnegative() })
        ).default([]),
        /** The config keys the appended changelog entries name, as written, with the entry's description. */
        entries: z.array(
          z.object({
            keys: z.array(z.string()),
            description: z.string().optional(),
            line: z.number().optional()
          })
        ).optional(),
        cost: costSchema().optional(),
        curves: curvesSchema().optional(),
        /** Row ids of the plan (the technical identities, for the collapsed details). */
        rowIds: z.array(z.string()).optional()
      });
    });
    planReportSchema = once(() => {
      const z = zod();
      return z.object({
        gate: z.object({
          outcome: z.enum(["pass", "no-entry", "fail"]),
          diagnostics: z.array(diagnosticSchema()).default([])
        }),
        plan: planSummarySchema().optional(),
        /** Lane, topology and config lint findings for the planned rows. */
        lint: z.array(diagnosticSchema()).default([])
      });
    });
  }
});

// src/plan/curve-diff.ts
function curveOf(row) {
  const out = {};
  for (const k in row) {
    if (NOT_CURVE.has(k) || row[k] === null || row[k] === void 0) continue;
    const v = row[k];
    if ((k === "prefill" || k === "decode") && v && typeof v === "object" && !Array.isArray(v)) {
      const { "additional-settings": s, ...rest } = v;
      out[k] = Array.isArray(s) && s.length === 0 ? rest : v;
    } else out[k] = v;
  }
  return out;
}
function foldCurves(rows) {
  const byText = /* @__PURE__ */ new Map();
  for (const { key, row } of rows) {
    const body = curveOf(row);
    const scenario = scenarioOf(row);
    const shape = shapeOf2(row);
    const text = `${key}\0${canonicalJson(body)}`;
    let c = byText.get(text);
    if (!c) {
      const fp = row["recipe-fingerprint"];
      c = {
        key,
        group: `${key}\0${scenario}\0${shape}`,
        scenario,
        shape,
        runner: String(row.runner ?? ""),
        body,
        text,
        fingerprint: typeof fp === "string" ? fp : recipeFingerprint(row),
        points: /* @__PURE__ */ new Set(),
        order: byText.size
      };
      byText.set(text, c);
    }
    for (const p of pointsOf(row)) c.points.add(p);
  }
  return [...byText.values()];
}
function fieldChanges(base2, head2, prefix = "") {
  const out = [];
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(head2), ...Object.keys(base2)])];
  for (const k of keys) {
    const b = base2[k], h = head2[k];
    const field = prefix + k;
    if (isRecord(b) && isRecord(h)) out.push(...fieldChanges(b, h, `${field}.`));
    else if (canonicalJson(b ?? null) !== canonicalJson(h ?? null))
      out.push({ field, aspect: aspectOf(field), base: b, head: h });
  }
  return out;
}
function diffCurves(head2, base2, opts = {}) {
  const headCurves = foldCurves(head2);
  const baseCurves = foldCurves(base2);
  const baseKeys = opts.baseKeys ?? new Set(base2.map((r) => r.key));
  const appendOnly = (k) => opts.appendOnlyKeys?.has(k) ?? false;
  const baseByText = new Map(baseCurves.map((c) => [c.text, c]));
  const matched = /* @__PURE__ */ new Map();
  for (const h of headCurves) {
    const b = baseByText.get(h.text);
    if (b) matched.set(h, b);
  }
  const usedBase = new Set(matched.values());
  const candidates = [];
  for (const h of headCurves) {
    if (matched.has(h)) continue;
    for (const b of baseCurves)
      if (!usedBase.has(b) && b.group === h.group)
        candidates.push({ h, b, d: fieldChanges(b.body, h.body).length });
  }
  candidates.sort((x, y) => x.d - y.d || x.h.order - y.h.order || x.b.order - y.b.order);
  const paired = /* @__PURE__ */ new Map();
  for (const { h, b } of candidates) {
    if (paired.has(h) || usedBase.has(b)) continue;
    paired.set(h, b);
    usedBase.add(b);
  }
  const curves = [];
  const keyOrder = [...new Set([...headCurves, ...baseCurves].map((c) => c.key))];
  for (const key of keyOrder) {
    for (const h of headCurves.filter((c) => c.key === key)) {
      const same = matched.get(h);
      const b = same ?? paired.get(h);
      const added = b ? [...h.points].filter((p) => !b.points.has(p)) : [];
      const removed = b ? [...b.points].filter((p) => !h.points.has(p)) : [];
      const changes2 = b && !same ? fieldChanges(b.body, h.body) : [];
      const status = !b ? "new" : !same ? "changed" : added.length ? "extended" : "unchanged";
      curves.push(
        entry(h, status, { head: h, ...b ? { base: b } : {} }, changes2, added, removed, appendOnly(key))
      );
    }
    for (const b of baseCurves.filter((c) => c.key === key && !usedBase.has(c)))
      curves.push(entry(b, "removed", { base: b }, [], [], [], appendOnly(key)));
  }
  const keys = keyOrder.map((key) => ({
    key,
    status: !baseKeys.has(key) ? "new" : curves.some((c) => c.key === key && c.status !== "unchanged") ? "changed" : "unchanged",
    appendOnly: appendOnly(key)
  }));
  const counts = Object.fromEntries(CURVE_STATUSES.map((s) => [s, 0]));
  for (const c of curves) counts[c.status] += 1;
  return { keys, curves, counts };
}
function entry(c, status, sides, changes2, addedPoints, removedPoints, appendOnly) {
  const side = (x) => ({
    fingerprint: x.fingerprint,
    points: [...x.points].sort((a, b) => a - b)
  });
  return {
    status,
    key: c.key,
    scenario: c.scenario,
    shape: c.shape,
    runner: c.runner,
    label: describeCurve(c.body),
    ...sides.head ? { head: side(sides.head) } : {},
    ...sides.base ? { base: side(sides.base) } : {},
    changes: changes2,
    aspects: [...new Set(changes2.map((x) => x.aspect))],
    addedPoints: addedPoints.sort((a, b) => a - b),
    removedPoints: removedPoints.sort((a, b) => a - b),
    appendOnly
  };
}
function describeCurve(curve) {
  const t2 = topologyOf(curve);
  const parts = [];
  if (!t2) parts.push("(no topology)");
  else if (t2.kind === "single") parts.push(stageText2(t2.stages[0], false));
  else if (t2.kind === "agg")
    parts.push(`aggregated ${stageText2(t2.stages[0], true)} (${declaredGpus(t2)} GPUs)`);
  else parts.push(t2.stages.map((s) => `${s.role} ${stageText2(s, true)}`).join(", "));
  const spec = curve["spec-decoding"];
  if (typeof spec === "string" && spec !== "none") parts.push(`spec ${spec}`);
  const kv = curve["kv-offloading"];
  if (typeof kv === "string" && kv !== "none") parts.push(`kv offload ${kv}`);
  return parts.join(", ");
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var CURVE_STATUSES, NOT_CURVE, scenarioOf, shapeOf2, pointsOf, ASPECTS, aspectOf, stageText2;
var init_curve_diff = __esm({
  "src/plan/curve-diff.ts"() {
    "use strict";
    init_canonical();
    init_fingerprint();
    init_policy();
    init_shape();
    CURVE_STATUSES = ["new", "changed", "extended", "unchanged", "removed"];
    NOT_CURVE = /* @__PURE__ */ new Set([
      "conc",
      "exp-name",
      "recipe-fingerprint",
      "run-eval",
      "eval-only",
      "eval-all-concs",
      "eval-conc",
      ...ADDED_ROW_KEYS,
      ...PRIORITY_KEYS
    ]);
    scenarioOf = (row) => row["scenario-type"] === "agentic-coding" ? "agentic" : seqLenName(row.isl, row.osl);
    shapeOf2 = (row) => row.prefill && typeof row.prefill === "object" ? "multi-node" : "single-node";
    pointsOf = (row) => (Array.isArray(row.conc) ? row.conc : [row.conc]).filter((c) => typeof c === "number");
    ASPECTS = [
      [/^image$/, "image"],
      [/^(model|model-prefix)$/, "model"],
      [/^precision$/, "precision"],
      [/^framework$/, "framework"],
      [/^runner$/, "runner"],
      [
        /^((prefill|decode)\.)?(tp|pp|ep|dp-attn|dcp-size|pcp-size|num-worker)$|^disagg$|^num-nodes$/,
        "parallelism"
      ],
      [/^(prefill|decode)\.additional-settings$/, "additional-settings"],
      [/^(eval-)?srt-recipe$/, "recipe"],
      [/^(prefill|decode)\.hardware$/, "hardware"],
      [/^spec-decoding$/, "spec-decoding"],
      [/(^|\.)router$/, "router"],
      [/(^|\.)kv-p2p-transfer$/, "kv-transfer"],
      [/^(kv-offloading|kv-offload-backend|total-cpu-dram-gb)$/, "kv-offloading"]
    ];
    aspectOf = (field) => ASPECTS.find(([re]) => re.test(field))?.[1] ?? "other";
    stageText2 = (s, withWorkers) => [
      `${withWorkers ? `${s.numWorker}\xD7` : ""}tp${s.tp}`,
      s.pp > 1 ? `pp${s.pp}` : "",
      s.pcp > 1 ? `pcp${s.pcp}` : "",
      s.dcp > 1 ? `dcp${s.dcp}` : "",
      s.ep > 1 ? `ep${s.ep}` : "",
      s.dpAttn ? "dp-attn" : ""
    ].filter(Boolean).join(" ");
  }
});

// src/action/curve-diff-git.ts
function selection(entries, masterKeys) {
  const planEntries = entries.map((entry2, i) => ({ index: i + 1, line: 1, entry: entry2 }));
  const resolved = resolveEntries(planEntries, masterKeys);
  const keys = /* @__PURE__ */ new Map();
  const appendOnly = /* @__PURE__ */ new Set();
  for (const e of planEntries) {
    const scenarios3 = e.entry["scenario-type"] ?? [...SCENARIOS];
    for (const k of resolved.keys.get(e.index) ?? []) {
      keys.set(k, [.../* @__PURE__ */ new Set([...keys.get(k) ?? [], ...scenarios3])]);
      if (e.entry["append-only"] === true) appendOnly.add(k);
    }
  }
  return { keys, appendOnly, diagnostics: resolved.diagnostics.filter((d) => d.severity === "error") };
}
function plannedRows(masters, runnersFile2, keys) {
  const runners = loadRunners(runnersFile2);
  const configs = loadMasterConfigs(masters, { only: (k) => keys.has(k), runners: runners.value });
  const diagnostics = [...runners.diagnostics, ...configs.diagnostics].filter((d) => d.severity === "error");
  const rows = [];
  for (const [key, scenarioType] of keys) {
    if (!configs.value.entries.has(key)) continue;
    const r = generateTestConfig(
      configs.value,
      runners.value,
      { configKeys: [key], scenarioType },
      { mode: "none", allEvals: false }
    );
    diagnostics.push(...r.diagnostics.filter((d) => d.severity === "error"));
    r.rows.forEach((row, i) => rows.push({ key: r.configKeys?.[i] ?? key, row }));
  }
  return { rows, diagnostics };
}
function curveDiffFromTexts(t2) {
  const headKeys = t2.head.masters.flatMap((f) => masterKeysOf(f));
  const sel = selection(t2.entries, headKeys);
  if (sel.diagnostics.length) return { diagnostics: sel.diagnostics };
  const head2 = plannedRows(t2.head.masters, t2.head.runners, sel.keys);
  const baseMasters = t2.base.masters.filter((m) => m !== null);
  const baseKeySet = new Set(baseMasters.flatMap((f) => masterKeysOf(f)));
  const atBase = new Map([...sel.keys].filter(([k]) => baseKeySet.has(k)));
  const base2 = plannedRows(baseMasters, t2.base.runners ?? t2.head.runners, atBase);
  const diagnostics = [
    ...head2.diagnostics,
    ...base2.diagnostics.map((d) => ({ ...d, message: `at the base revision: ${d.message}` }))
  ];
  if (hasErrors(diagnostics)) return { diagnostics };
  return {
    diff: diffCurves(head2.rows, base2.rows, { baseKeys: baseKeySet, appendOnlyKeys: sel.appendOnly }),
    diagnostics
  };
}
async function curveDiffFromGit(repo, refs, paths, entries) {
  const files = [...paths.masters, paths.runners];
  let baseSha;
  let head2;
  let base2;
  try {
    const r = await resolveGateRefs(repo, refs);
    baseSha = r.base;
    [head2, base2] = await Promise.all([
      readFilesAtRef(repo, r.head, files),
      readFilesAtRef(repo, baseSha, files)
    ]);
  } catch (e) {
    if (e instanceof GitError) return { diagnostics: [e.diagnostic] };
    throw e;
  }
  const missing = files.filter((p) => head2.get(p) === null);
  if (missing.length)
    return {
      diagnostics: missing.map(
        (p) => p === paths.runners ? diag("error", "VR-1", `Runner config file '${p}' does not exist.`, { file: p }) : diag("error", "VL-1", `Input file '${p}' does not exist.`, { file: p })
      )
    };
  const file2 = (m, path) => {
    const text = m.get(path);
    return text === null || text === void 0 ? null : { path, text };
  };
  const result = curveDiffFromTexts({
    entries,
    head: { masters: paths.masters.map((p) => file2(head2, p)), runners: file2(head2, paths.runners) },
    base: { masters: paths.masters.map((p) => file2(base2, p)), runners: file2(base2, paths.runners) }
  });
  return { ...result, baseSha };
}
var init_curve_diff_git = __esm({
  "src/action/curve-diff-git.ts"() {
    "use strict";
    init_load();
    init_diagnostics();
    init_git();
    init_curve_diff();
    init_generate();
    init_pr_plan();
    init_pr_slice();
    init_pr_types();
  }
});

// src/action/plan-facts.ts
function entriesOf(plan2) {
  const meta = plan2.changelog_metadata;
  return (meta?.entries ?? []).map((e) => {
    const keys = Array.isArray(e["config-keys"]) ? e["config-keys"].map(String) : [];
    const d = e["description"];
    const description = Array.isArray(d) ? d.map(String)[0] : typeof d === "string" ? d : void 0;
    return { keys, ...description ? { description } : {} };
  });
}
function detailOf(c) {
  if (c.status === "changed")
    return c.changes.map((x) => `${x.field} ${show(x.base)} \u2192 ${show(x.head)}`).join("; ");
  if (c.status === "extended") return `conc ${c.addedPoints.map((p) => `+${p}`).join(" ")}`;
  if (c.status === "new") return `conc ${c.head?.points.join(" ") ?? ""}`;
  if (c.status === "removed") return `conc ${c.base?.points.join(" ") ?? ""}`;
  return "";
}
function curvesSummary(diff) {
  return {
    keys: diff.keys.map((k) => ({ key: k.key, status: k.status, appendOnly: k.appendOnly })),
    curves: diff.curves.map((c) => ({
      key: c.key,
      status: c.status,
      scenario: c.scenario,
      label: c.label,
      detail: detailOf(c)
    })),
    counts: { ...diff.counts }
  };
}
function canaryWords(row, ctx) {
  const model = row["model-prefix"] ?? row["model"];
  const runner = String(row["runner"] ?? "");
  const topology2 = describeCurve(curveOf(row));
  return {
    ...typeof model === "string" ? { model } : {},
    ...runner ? { cluster: ctx ? clusterNameOf(runner, ctx) : runner.replace(/^cluster:/, "") } : {},
    ...topology2 && topology2 !== "(no topology)" ? { topology: topology2 } : {}
  };
}
function rowIdsOf(plan2) {
  return bucketsOf2(plan2).flatMap((b) => b.rows.map(rowIdOf)).slice(0, MAX_ROW_IDS);
}
async function planFacts(repo, refs, plan2, paths, log = () => {
}) {
  const facts = { entries: entriesOf(plan2), rowIds: rowIdsOf(plan2) };
  const entries = plan2.changelog_metadata?.entries ?? [];
  if (entries.length) {
    try {
      const r = await curveDiffFromGit(repo, refs, paths, entries);
      if (r.diff) facts.curves = curvesSummary(r.diff);
      else log(`curve diff left out: ${r.diagnostics.map((d) => d.message).join("; ")}`);
    } catch (e) {
      log(`curve diff left out: ${e.message}`);
    }
  }
  return facts;
}
var MAX_ROW_IDS, show;
var init_plan_facts = __esm({
  "src/action/plan-facts.ts"() {
    "use strict";
    init_plan();
    init_curve_diff();
    init_cost();
    init_curve_diff_git();
    MAX_ROW_IDS = 200;
    show = (v) => v === void 0 ? "(none)" : typeof v === "string" ? v : JSON.stringify(v);
  }
});

// src/action/pipeline.ts
var pipeline_exports = {};
__export(pipeline_exports, {
  InfraError: () => InfraError,
  PER_RUN_ROW_FIELDS: () => PER_RUN_ROW_FIELDS,
  filePipeline: () => filePipeline,
  gitPipeline: () => gitPipeline,
  gitReader: () => gitReader,
  planIdentity: () => planIdentity,
  planKey: () => planKey,
  summarisePlan: () => summarisePlan
});
function planIdentity(plan2) {
  if (plan2 !== null && typeof plan2 === "object" && !Array.isArray(plan2) && "changelog_metadata" in plan2) {
    const { changelog_metadata: _meta, ...rows } = plan2;
    void _meta;
    return planIdentity(rows);
  }
  if (Array.isArray(plan2)) return plan2.map(planIdentity);
  if (plan2 === null || typeof plan2 !== "object") return plan2;
  const out = {};
  for (const [k, v] of Object.entries(plan2))
    if (!PER_RUN_ROW_FIELDS.includes(k)) out[k] = planIdentity(v);
  return out;
}
function planKey(headSha, mode, plan2) {
  return (0, import_node_crypto.createHash)("sha256").update(canonicalJson({ headSha, mode: mode ?? null, plan: planIdentity(plan2) })).digest("hex");
}
function summarisePlan(plan2, mode, key, facts = {}, ctx) {
  const sp = shardPlan(plan2);
  const buckets = bucketsOf2(plan2).filter((b) => b.rows.length > 0).map((b) => ({
    name: b.bucket,
    rows: b.rows.length,
    shards: sp.shards.filter((s) => s.bucket === b.bucket).length
  }));
  const canary = selectCanary(plan2, mode?.canary ? "single" : "none").canaries[0];
  const clusters = /* @__PURE__ */ new Map();
  for (const { rows } of bucketsOf2(plan2))
    for (const row of rows) {
      const runner = String(row["runner"] ?? "?");
      const c = clusters.get(runner) ?? { gpus: 0, nodes: 0 };
      c.gpus += Number(row["gpu-count"] ?? 0) || 0;
      c.nodes += Number(row["node-count"] ?? 1) || 1;
      clusters.set(runner, c);
    }
  return {
    summary: {
      key,
      buckets,
      canary: canary ? {
        bucket: canary.bucket,
        name: String(canary.row["exp-name"] ?? canary.rowId),
        runner: String(canary.row["runner"] ?? ""),
        ...Number.isFinite(minConc2(canary.row)) ? { conc: minConc2(canary.row) } : {},
        ...canaryWords(canary.row, ctx)
      } : null,
      clusters: [...clusters].map(([cluster, v]) => ({ cluster, ...v })).sort((a, b) => a.cluster.localeCompare(b.cluster)),
      ...facts
    },
    diagnostics: sp.diagnostics
  };
}
function gitPipeline(workspace, log = () => {
}, opts = {}) {
  return async (req) => {
    const reader = openCatFile(workspace);
    const fetched = await ensureObjects(workspace, [req.baseSha, req.headSha], log, opts.token, reader);
    if (fetched) reader.close();
    const mode = req.mode;
    const g = openPlanGit(workspace, { base: req.baseSha, head: req.headSha }, fetched ? void 0 : reader);
    const found = opts.layout ? { layout: opts.layout, diagnostics: [] } : await findLayoutAtRef(workspace, req.headSha, g.objects);
    if (found.diagnostics.length) {
      g.close();
      return { report: { gate: { outcome: "fail", diagnostics: found.diagnostics }, lint: [] } };
    }
    const { layout } = found;
    const run2 = await planFromGit(
      workspace,
      { base: req.baseSha, head: req.headSha },
      {
        masters: layout.paths.masters,
        runners: layout.paths.runners,
        policy: layout.paths.policy,
        changelog: layout.paths.changelog
      },
      {
        modifiers: {
          allEvals: mode?.evals === "all" || mode?.evals === "all-only",
          evalsOnly: mode?.evals === "only" || mode?.evals === "all-only",
          trimConc: mode?.plan === "trim"
        },
        context: {
          event: "pull_request",
          labels: [...req.labels],
          prNumber: req.prNumber,
          ...req.runId ? { runId: req.runId } : {},
          // The queue-skip label is the one ci-priority.yaml names (the planner looks it up in the labels).
          runAttempt: req.runAttempt ?? 1
        },
        strict: req.strict,
        ...opts.repo ? { repo: opts.repo } : {}
      },
      g
    ).finally(() => g.close());
    const read = gitReader(workspace, req.headSha);
    const verdict = planVerdict({
      run: run2,
      read,
      // The lint baseline of the base revision (a PR cannot record its own findings).
      ...baselineAt(gitReader(workspace, req.baseSha), layout.paths.baseline),
      layout,
      routing: opts.routing ?? { priority: false, nodeSlots: false }
    });
    if (!verdict.plan) return { report: { gate: verdict.gate, lint: [] } };
    const plan2 = verdict.plan;
    const key = planKey(req.headSha, mode, run2.plan);
    const facts = await planFacts(
      workspace,
      { base: req.baseSha, head: req.headSha },
      plan2,
      layout.paths,
      log
    );
    const { summary } = summarisePlan(
      plan2,
      mode,
      key,
      { ...facts, ...verdict.cost ? { cost: verdict.cost } : {} },
      verdict.costContext
    );
    return { report: { gate: verdict.gate, plan: summary, lint: verdict.findings }, plan: plan2 };
  };
}
function filePipeline(path) {
  return async () => {
    try {
      const parsed = planReportSchema().safeParse(JSON.parse((0, import_node_fs3.readFileSync)(path, "utf8")));
      if (parsed.success) return { report: parsed.data };
      return failed(
        diag("error", "PF-1", `plan-file ${path} is not a plan report: ${parsed.error.issues[0]?.message}`, {
          file: path
        })
      );
    } catch (e) {
      return failed(
        diag("error", "PF-1", `cannot read plan-file ${path}: ${e.message}`, { file: path })
      );
    }
  };
}
function gitReader(repo, sha) {
  const cache = /* @__PURE__ */ new Map();
  return (path) => {
    if (!cache.has(path)) {
      const r = gitSync(repo, ["cat-file", "blob", `${sha}:${path}`]);
      cache.set(path, r.status === 0 ? r.stdout.toString("utf8") : void 0);
    }
    return cache.get(path);
  };
}
async function ensureObjects(repo, shas, log, token, reader) {
  const have = await reader.read(shas.map((s) => `${s}^{commit}`));
  const missing = shas.filter((_, i) => "error" in have || !have.objects[i]);
  if (!missing.length) return false;
  log(`fetching ${missing.join(", ")} as objects (not checked out)`);
  const r = await git(repo, ["fetch", "--no-tags", "--filter=blob:none", "origin", ...missing], void 0, {
    ...token ? { authToken: token } : {}
  });
  if (r.status !== 0) {
    reader.close();
    const why = r.stderr.trim().split("\n").filter(Boolean).pop() ?? `git exited ${r.status}`;
    throw new InfraError(
      `git fetch ${missing.map((s) => s.slice(0, 12)).join(" ")}`,
      Number(why.match(/\b(\d{3})\b/)?.[1] ?? 0),
      `could not fetch ${missing.join(", ")} from origin: ${why}`
    );
  }
  return true;
}
var import_node_crypto, import_node_fs3, InfraError, PER_RUN_ROW_FIELDS, baselineAt, failed;
var init_pipeline = __esm({
  "src/action/pipeline.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    import_node_fs3 = require("node:fs");
    init_diagnostics();
    init_git();
    init_canonical();
    init_find();
    init_plan_git();
    init_plan();
    init_shards();
    init_verdict();
    init_canary();
    init_plan_summary();
    init_plan_facts();
    InfraError = class extends Error {
      constructor(call, status, message) {
        super(message);
        this.call = call;
        this.status = status;
      }
      call;
      status;
    };
    PER_RUN_ROW_FIELDS = ["queue-token"];
    baselineAt = (read, path) => {
      const text = read(path);
      return text === void 0 ? {} : { baseline: text };
    };
    failed = (d) => ({
      report: { gate: { outcome: "fail", diagnostics: [d] }, lint: [] }
    });
  }
});

// src/rules/catalogue/changelog.ts
var CHANGELOG_RULES;
var init_changelog2 = __esm({
  "src/rules/catalogue/changelog.ts"() {
    "use strict";
    CHANGELOG_RULES = {
      "V-1": {
        title: "A file cannot be read at a revision",
        checks: "The changelog (and the configs the plan needs) must exist at the revisions being compared, and the refs must name commits in this clone. A bad ref is an error, never an empty diff.",
        example: "could not read perf-changelog.yaml at origin/main: fatal: invalid object name",
        fix: "Fetch the ref (or fetch with enough depth for the merge base), or correct the ref name."
      },
      "V-2": {
        title: "The changelog does not end with a newline",
        checks: "perf-changelog.yaml at the head revision must end with exactly one newline character.",
        example: "perf-changelog.yaml at 1a2b3c4 does not end with a newline",
        fix: "End the file with one newline."
      },
      "L-1": {
        title: "The changelog is not a well-formed list of entries",
        checks: "The file is UTF-8 without NUL bytes, CR characters or tabs, parses as YAML without duplicate keys, has a list at its root, has one `- config-keys:` line per entry, and every entry is a mapping that passes the entry schema. Layout problems (CR, tabs) are warnings unless the strict setting is on.",
        example: '- config-keys:\n    - dsr1-fp4-b200-sglang\n  description:\n    - "\u2026"\n  evals_only: true   # unknown key',
        fix: "Follow the message: remove the unknown or duplicate key, save as UTF-8, replace tabs with spaces, or restore the list structure."
      },
      "L-2": {
        title: "History is append-only",
        checks: "Existing changelog entries are never edited, deleted or reordered; the only allowed change to history is correcting a `pr-link`, and such corrections are not mixed with new entries. New entries use a canonical `pr-link`: on a PR, `XXX`, `https://github.com/<owner>/<repo>/pull/XXX` or the link to this PR.",
        example: "entry 412 changed; existing entries are immutable except for pr-link-only corrections (description)",
        fix: "Restore the historical entry byte for byte and append your entry at the end of the file; send pr-link corrections in their own pull request."
      },
      "L-3": {
        title: "Appended entries are laid out as the file expects",
        checks: "The head file starts with the base file byte for byte; new entries follow one empty line after the history, are separated by exactly one empty line, and the file ends with one newline. A diff that adds no entry and corrects no pr-link is an error.",
        example: "appended changelog entries must have exactly one empty separator line",
        fix: "Restore the base bytes and append entries at the end, one empty line apart."
      },
      "L-4": {
        title: "The changelog conflict cannot be merged automatically",
        checks: "Resolving a perf-changelog.yaml conflict with the default branch: the PR side must add entries or correct pr-links, the default branch\u2019s file must be a changelog list, and a corrected entry must be unchanged on the default branch with the pr-link the PR corrects. An entry the default branch already has is dropped (a notice).",
        example: "main has a conflicting pr-link for entry 412",
        fix: "Resolve the conflict by hand as the message says, or rebase the PR on the default branch and append the entries again."
      },
      "CL-3": {
        title: "The base changelog is not a list",
        checks: "The changelog at the base revision must be a YAML list, so history can be compared.",
        example: "perf-changelog.yaml at the base ref is not a changelog list; history cannot be compared",
        fix: "Repair the changelog on the target branch first; this PR cannot be compared against it."
      },
      "CL-S": {
        title: "An appended entry repeats a config key",
        checks: "Each config key (or pattern) appears once in an appended entry\u2019s `config-keys` (warning).",
        example: "entry 773 lists config key 'dsr1-fp4-b200-sglang' twice",
        fix: "Remove the repeated key."
      },
      "P-6": {
        title: "append-only with eval fields",
        checks: "`append-only: true` cannot be combined with `evals-only`, `all-evals` or `eval-min-prefill-ep` in the same entry.",
        example: "  append-only: true\n  evals-only: true",
        fix: "Drop the eval fields, or make it a regular entry."
      },
      "N-1": {
        title: "no-evals with eval fields or modifiers",
        checks: "`no-evals: true` cannot be combined with eval selection fields in the entry, nor with the `all-evals` or `evals-only` labels.",
        example: "  no-evals: true\n  all-evals: true",
        fix: "Remove the eval fields or labels, or the `no-evals` flag."
      }
    };
  }
});

// src/rules/catalogue/configs.ts
var CONFIG_RULES;
var init_configs = __esm({
  "src/rules/catalogue/configs.ts"() {
    "use strict";
    CONFIG_RULES = {
      YAML: {
        title: "The file is not valid YAML",
        checks: "Every input file must parse as YAML; the message names the line and column of the first problem.",
        example: "configs/nvidia-master.yaml:12:5: error [YAML] Nested mappings are not allowed in compact mappings",
        fix: "Fix the YAML syntax at the position given (indentation, a missing colon, an unclosed quote or bracket)."
      },
      "YAML-DUP": {
        title: "A YAML mapping repeats a key",
        checks: "A key appears once per mapping; YAML 1.1 readers would silently keep the last value.",
        example: "search-space:\n  - { tp: 4, tp: 8, conc-list: [1] }",
        fix: "Remove or rename one of the two keys."
      },
      "YAML-CHAR": {
        title: "A character the reference's YAML parser refuses",
        checks: "Characters outside the reference parser's printable set (control characters such as BEL or ESC, DEL, C1 controls, U+FFFE, U+FFFF) are refused by it; NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR and a CR without LF are line breaks to it but ordinary characters here. Either way the two would read different documents, so both are errors at the character.",
        example: "configs/nvidia-master.yaml:12:5: error [YAML-CHAR] contains the non-printable character U+0007 (BEL), which the reference's YAML parser refuses",
        fix: "Remove the character, or use an LF line break; inside a double-quoted string an escape such as `\\a` or `\\x07` is allowed."
      },
      LIMIT: {
        title: "An input is over a size limit",
        checks: "Everything a pull request can change is read under limits (src/limits.ts): a YAML file 4 MiB and 100,000 values, 64 levels of nesting, 1,000 aliases and 10,000 nodes reached through them; 1 MiB of appended changelog text, 256 characters per config key or pattern and 1,000 `*` patterns in the appended entries (checked before any key is matched); 20,000 items from `$ref` fragments; 5,000 entries in one master config. Past a limit the file is refused before it is read further, with its size and the limit.",
        example: "perf-changelog.yaml:6382: error [LIMIT] perf-changelog.yaml: the appended text is 9 MiB, over the limit of 1 MiB for the text a change appends to the changelog",
        fix: "Bring the input under the limit the message names; real files stay far below every limit."
      },
      "YM-2": {
        title: "A plain scalar reads differently in YAML 1.1",
        checks: "Plain `y`, `Y`, `n`, `N` and exponent numbers without a dot (`1e3`) are booleans or numbers to one YAML 1.1 reader and strings to another.",
        example: "spec-decoding: n",
        fix: 'Quote the value: `"n"`.'
      },
      "VL-1": {
        title: "A master config file is missing",
        checks: "Every master config file the plan reads must exist.",
        example: "Input file 'configs/amd-master.yaml' does not exist.",
        fix: "Restore the file, or pass the right path with `--config-files`."
      },
      "VL-2": {
        title: "A master config file is not a mapping",
        checks: "A master config file maps config keys to entries.",
        example: "Config file 'configs/nvidia-master.yaml' must contain a dictionary",
        fix: "Make the file a mapping of `<config key>: <entry>`."
      },
      "VL-3": {
        title: "A master config key contains `*`",
        checks: "`*` is the wildcard of changelog patterns, so it cannot be part of a config key.",
        example: "Wildcard '*' is not allowed in master config keys: 'dsr1-*-b200'",
        fix: "Rename the key without `*`."
      },
      "VL-4": {
        title: "A config key is defined twice",
        checks: "Config keys are unique across all master config files.",
        example: "Duplicate configuration keys found in 'configs/nvidia-master.yaml': dsr1-fp4-b200-sglang",
        fix: "Rename or remove one of the two entries."
      },
      "VM-1": {
        title: "A field is missing, unknown or of the wrong type",
        checks: "Every entry, scenario block and search-space item has its required fields with the right types, and no unknown field.",
        example: "dsr1-fp4-b200-sglang:\n  image: lmsysorg/sglang:v0.5.16\n  multinode: false\n  # model: missing \u2192 Field required",
        fix: "Add the missing field, remove the unknown one, or give the value the type the message names."
      },
      "VM-2": {
        title: "An entry has no scenario",
        checks: "An entry needs at least one non-empty `fixed-seq-len` or `agentic-coding` list under `scenarios`.",
        example: "At least one scenario type must be specified",
        fix: "Add a scenario block with a search space."
      },
      "VM-3": {
        title: "Agentic entries need an exact cluster runner",
        checks: "An entry with `agentic-coding` scenarios uses a `cluster:<name>` runner, so every point runs on one hardware fleet.",
        example: "runner: b200   # with agentic-coding scenarios",
        fix: "Use a `cluster:` label such as `cluster:b300-nv`."
      },
      "VM-4": {
        title: "A field is set at two levels",
        checks: "`router` and `kv-p2p-transfer` are set at the top level of an entry or in its search-space items, never both.",
        example: "router and kv-p2p-transfer must be declared either at the top level or in search-space entries, not both",
        fix: "Remove it at one of the two levels."
      },
      "VM-5": {
        title: "kv-p2p-transfer on a single-node entry",
        checks: "`kv-p2p-transfer` is valid only when `multinode: true`.",
        example: "kv-p2p-transfer is only valid when multinode=true",
        fix: "Remove `kv-p2p-transfer`, or make the entry multi-node."
      },
      "VM-6": {
        title: "A disaggregated entry needs kv-p2p-transfer",
        checks: "`disagg: true` needs `kv-p2p-transfer` at the top level or in every search-space item.",
        example: "disagg=true requires kv-p2p-transfer at the top level or in every search-space entry",
        fix: "Set `kv-p2p-transfer` (e.g. `nixl`) once at the top level."
      },
      "VM-7": {
        title: "A single-node entry cannot be disaggregated",
        checks: "`disagg: true` needs `multinode: true`.",
        example: "multinode: false\ndisagg: true",
        fix: "Remove `disagg`, or make the entry multi-node."
      },
      "VC-1": {
        title: "Both a concurrency list and a range",
        checks: "A search-space item gives either `conc-list` or `conc-start` + `conc-end`, not both.",
        example: "{ tp: 4, conc-list: [1, 2], conc-start: 1, conc-end: 8 }",
        fix: "Keep one of the two forms."
      },
      "VC-2": {
        title: "No concurrency given",
        checks: "A search-space item needs a non-empty `conc-list` or both `conc-start` and `conc-end`.",
        example: "{ tp: 4, conc-start: 1 }",
        fix: "Add `conc-end`, or give a `conc-list`."
      },
      "VC-3": {
        title: "A concurrency range bound is not positive",
        checks: "`conc-start` and `conc-end` are greater than 0.",
        example: "{ tp: 4, conc-start: 0, conc-end: 8 }",
        fix: "Start the range at 1 or more."
      },
      "VC-4": {
        title: "A concurrency range runs backwards",
        checks: "`conc-start` is at most `conc-end`.",
        example: "'conc-start' (64) must be <= 'conc-end' (32).",
        fix: "Swap the bounds."
      },
      "VC-5": {
        title: "A concurrency list value is not positive",
        checks: "Every `conc-list` value is greater than 0.",
        example: "{ tp: 4, conc-list: [0, 4] }",
        fix: "Remove the zero or negative values."
      },
      "VT-1": {
        title: "tp is not divisible by dcp-size",
        checks: "Decode context parallelism splits a worker\u2019s tensor-parallel group, so `tp % dcp-size == 0`.",
        example: "'tp' (4) must be divisible by 'dcp-size' (3)",
        fix: "Use a `dcp-size` that divides `tp`."
      },
      "VT-2": {
        title: "Worker hardware on one side only",
        checks: "`hardware` is given on both `prefill` and `decode`, or on neither.",
        example: "'hardware' must be specified for both 'prefill' and 'decode', or neither",
        fix: "Add `hardware` to the other worker, or remove it."
      },
      "VA-1": {
        title: "An agentic item has no shape",
        checks: "An agentic search-space item gives either `tp` (single-node) or both `prefill` and `decode` (multi-node).",
        example: "Agentic search-space entries must specify either tp or both prefill and decode",
        fix: "Give `tp`, or `prefill` and `decode`."
      },
      "VA-2": {
        title: "A single-node agentic item without kv-offloading",
        checks: "Single-node agentic items must say `kv-offloading: none` or `dram`.",
        example: "{ tp: 8, conc-list: [16] }   # agentic, no kv-offloading",
        fix: "Add `kv-offloading: none` (or `dram` with a backend)."
      },
      "VA-3": {
        title: "Entry-level parallelism on a multi-node agentic item",
        checks: "Multi-node agentic items set `pp`, `dcp-size` and `pcp-size` per worker, not on the item.",
        example: "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
        fix: "Move the field into `prefill` / `decode`."
      },
      "VA-4": {
        title: "kv-offload-backend without kv-offloading",
        checks: "`kv-offload-backend` needs `kv-offloading`.",
        example: "kv-offload-backend requires kv-offloading",
        fix: "Add `kv-offloading: dram`, or remove the backend."
      },
      "VA-5": {
        title: "kv-offload-backend with offloading off",
        checks: "`kv-offload-backend` can only be set when `kv-offloading` is not `none`.",
        example: "kv-offloading: none\nkv-offload-backend: {name: hicache}",
        fix: "Remove the backend, or turn offloading on."
      },
      "VA-6": {
        title: "DRAM offloading without a backend",
        checks: "`kv-offloading: dram` needs `kv-offload-backend`.",
        example: "kv-offload-backend is required when kv-offloading is 'dram'",
        fix: "Add `kv-offload-backend: {name: \u2026}`."
      },
      "VA-7": {
        title: "DRAM offloading without a DRAM budget",
        checks: "`kv-offloading: dram` needs `dram-utilization` on the block and DRAM facts for the runner in runners.yaml.",
        example: "kv-offloading='dram' requires dram-utilization with runner hardware metadata",
        fix: "Add `dram-utilization` to the agentic block, and the runner\u2019s hardware record."
      },
      "VA-8": {
        title: "A component version names an image",
        checks: "A `router` or backend `version` is a release, a package version or a source commit, not `image:\u2026`.",
        example: 'router: {name: sglang-router, version: "image:lmsysorg/router:1"}',
        fix: "Give the version; the image belongs in `image`."
      },
      "VR-1": {
        title: "runners.yaml is missing",
        checks: "The runner config file must exist.",
        example: "Runner config file 'configs/runners.yaml' does not exist.",
        fix: "Restore the file, or pass the right path with `--runner-config`."
      },
      "VR-2": {
        title: "runners.yaml has no labels mapping",
        checks: "runners.yaml defines `labels`: runner label \u2192 runner names.",
        example: "Runner config must define a labels mapping",
        fix: "Add `labels:` with at least one label."
      },
      "VR-3": {
        title: "A runner label is not a list of names",
        checks: "Each label maps to a non-empty list of runner-name strings.",
        example: "Runner config entry 'b200' must be a list, got str",
        fix: "Write the label as a list: `b200: [b200-nb_0, b200-nb_1]`."
      },
      "VR-4": {
        title: "A runners.yaml record is invalid",
        checks: "`hardware` and `clusters` records have their fields (`gpus-per-node`, DRAM size, scheduler, Slurm settings, volumes, squash cache, srt-slurm profile, models, env) with the right types, and there are no unknown keys at any level.",
        example: "clusters: { mi325x-amd: { gpus-per-node: 8, slurmm: \u2026 } }   # Extra inputs are not permitted",
        fix: "Add the missing field the message names, or remove or rename the unknown key."
      },
      "VR-5": {
        title: "Cluster labels and records do not correspond",
        checks: "Every `cluster:<id>` label has a `clusters.<id>` record and the other way round, and every runner name is in exactly one `cluster:` label (the launcher finds its cluster from the runner name).",
        example: "Runner label 'cluster:b300-nv' has no clusters record",
        fix: "Add the missing record or label, or list the runner under the one cluster it runs on."
      },
      "VR-6": {
        title: "A partition label does not resolve",
        checks: "A `partition:<name>` label names a partition its runners\u2019 cluster lists in `slurm.partitions`; a cluster with partitions gives each runner exactly one such label, and its default `slurm.partition` is in the list.",
        example: "Runner 'gb300-nv_18' has label 'partition:batch_9', but cluster 'gb300-nv' allows no partition 'batch_9'",
        fix: "Use a listed partition, add it to `slurm.partitions`, or give the runner its one partition label."
      },
      "VR-7": {
        title: "A broad label spans clusters of different node widths",
        checks: "A label that is neither `cluster:` nor `partition:` (a SKU or pool label) inherits GPUs per node from its runners\u2019 clusters, which must agree.",
        example: "Label 'gb' spans clusters with different GPUs per node (cluster:gb200-nv 4, cluster:b200-nb 8)",
        fix: "Split the label by node width, or use the cluster: labels."
      },
      "VR-8": {
        title: "A cluster record refers to something it does not have",
        checks: "The scheduler\u2019s settings are under its name (`scheduler: slurm` with a `slurm:` record); model roots, the download root and mounted volumes are volumes of the cluster; cluster `env` values contain no commas; `@fabric.<name>` values name a fabric field the cluster sets.",
        example: "model root 'lustre' is not a volume of cluster 'b300-dsxe'",
        fix: "Add the volume or setting the message names, or correct the reference."
      },
      "VG-1": {
        title: "The concurrency step is too small",
        checks: "The concurrency range multiplier must be greater than 1.",
        example: "--step-size must be greater than 1",
        fix: "Use a step of 2 or more."
      },
      "VG-2": {
        title: "The concurrency filter bounds cross",
        checks: "`--min-conc` is at most `--max-conc`.",
        example: "--min-conc must be less than or equal to --max-conc",
        fix: "Swap or correct the bounds."
      },
      "VG-3": {
        title: "All evals and no evals at once",
        checks: "`--all-evals` cannot be combined with `--no-evals`.",
        example: "--all-evals cannot be combined with --no-evals",
        fix: "Pick one of the two."
      },
      "VG-4": {
        title: "An unknown runner type",
        checks: "A `--runner-type` filter names a label in runners.yaml.",
        example: "Invalid runner type(s): {b300x}. Valid runner types are: b200, b300, \u2026",
        fix: "Use one of the labels listed."
      },
      "VG-5": {
        title: "Selected config keys do not exist",
        checks: "Every key or pattern given to the generator matches a master config key.",
        example: "Config key(s) not found: dsr1-fp4-b200-sglan.",
        fix: "Use a key from the list of available keys in the message."
      },
      "VG-6": {
        title: "A runner lacks the hardware facts a row needs",
        checks: "A DRAM-offloading row needs the runner\u2019s `available-cpu-dram-mib` and `gpus-per-node` in runners.yaml.",
        example: "Runner 'cluster:b300-nv' requires 'available-cpu-dram-mib' in runner hardware metadata.",
        fix: "Add the hardware record for the runner\u2019s cluster."
      },
      "VG-7": {
        title: "A single-node worker needs more GPUs than a node has",
        checks: "`tp \xD7 pp \xD7 pcp-size` of a DRAM-offloading single-node item is at most the runner\u2019s `gpus-per-node`.",
        example: "tp=16 with pp=1 and pcp-size=1 requires 16 GPUs and exceeds gpus-per-node=8 for runner 'cluster:b300-nv'",
        fix: "Lower tp/pp/pcp-size, or make the config multi-node."
      },
      "VG-8": {
        title: "A prefill worker does not pack into nodes",
        checks: "For DRAM budgeting, a multi-node prefill worker spanning nodes uses a multiple of `gpus-per-node` GPUs; one within a node divides it.",
        example: "worker tp*pp*pcp-size=6 does not divide gpus-per-node=4 evenly",
        fix: "Give the prefill worker a GPU count that packs whole or equal-part nodes."
      },
      "VP-1": {
        title: "A runner label is not in runners.yaml",
        checks: "An entry\u2019s `runner` is a label of runners.yaml or a declared external label (warning; an error under the strict setting).",
        example: "runner: gb300-nv   # not a label in configs/runners.yaml",
        fix: "Use a label from runners.yaml (e.g. `cluster:gb300-nv`), or declare the external label."
      },
      "VP-2": {
        title: "An item\u2019s shape does not match its entry",
        checks: "A `multinode: false` entry has single-node items (`tp`; no `worker`, `prefill`, `decode` or `num-nodes`); a `multinode: true` entry has `prefill` + `decode` items or aggregated `worker` + `num-nodes` items (not both, and `num-nodes` only with `worker`); `disagg: true` needs prefill + decode.",
        example: "multinode: false\n  agentic-coding: [{ search-space: [{ prefill: \u2026, decode: \u2026 }] }]",
        fix: "Set `multinode` to match the items, or rewrite the items."
      },
      "VP-3": {
        title: "A size is out of bounds",
        checks: "`tp`, `ep` \u2265 1; `num-worker` \u2265 0 and prefill \u2265 1; `isl` and `osl` \u2265 1. Upper bounds catch typos before they plan millions of rows or a job no cluster holds: `tp`, `ep`, `pp`, `dcp-size`, `pcp-size` and a stage\u2019s `tp\xB7pp\xB7pcp-size` \u2264 1024 GPUs; `num-worker`, `num-nodes` \u2264 1024; concurrencies \u2264 1,048,576; a `conc-list` \u2264 256 entries; `isl`, `osl` \u2264 16,777,216; one item \u2264 4096 rows.",
        example: "{ tp: 4, conc-start: 1, conc-end: 1000000000 }",
        fix: "Use a value within the bound the message names."
      },
      "VP-4": {
        title: "A duplicate or malformed config key",
        checks: "A key appears once per file and follows the key syntax: lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit.",
        example: "dsr1-fp4-b200-sglang:   # a second time in the same file",
        fix: "Rename or remove the repeated key; keep to the key syntax."
      },
      "VP-5": {
        title: "A concurrency list repeats a value",
        checks: "A `conc-list` has no duplicate values (each would run the same job twice).",
        example: "{ tp: 4, conc-list: [8, 4, 8] }",
        fix: "Remove the repeated value."
      },
      "VP-6": {
        title: "A derived field is written by hand",
        checks: "`total-cpu-dram-gb`, `gpus-per-node`, `duration` and `trace-source` are computed by the planner and must not appear in master configs.",
        example: "{ tp: 8, kv-offloading: dram, total-cpu-dram-gb: 600, \u2026 }",
        fix: "Remove the field; the planner computes it."
      },
      "VP-8": {
        title: "A recipe reference is malformed or given twice",
        checks: "`srt-recipe` / `eval-srt-recipe` is `<file>.yaml[:<selector>]` (selector `base`, `override_<name>` or `zip_override_<name>[<i>]`), relative to the repository folder without `..`; an item that gives it does not also set `CONFIG_FILE=` / `EVAL_CONFIG_FILE=` in `additional-settings`.",
        example: "srt-recipe: recipes/a.yaml\nworker: { \u2026, additional-settings: ['CONFIG_FILE=recipes/b.yaml'] }",
        fix: "Keep one of the two recipe references; write the path relative to the repository folder."
      },
      LAYOUT: {
        title: "The repository holds its configs twice",
        checks: "The inputs are found at the repository root (`configs/`, `perf-changelog.yaml`) or under `inferencex-e2e/`; when both hold them, which to use is ambiguous.",
        example: "configs/nvidia-master.yaml and inferencex-e2e/configs/nvidia-master.yaml both exist",
        fix: "Remove the stale copy, or name the files explicitly with the path options."
      },
      "PR-1": {
        title: "ci-priority.yaml is invalid",
        checks: "The priority policy follows its schema; an invalid policy is replaced by neutral priorities.",
        example: "adjustments: { precision: { fp4: 'high' } }",
        fix: "Give the fields the types the message names."
      }
    };
  }
});

// src/rules/catalogue/install.ts
var INSTALL_RULES;
var init_install = __esm({
  "src/rules/catalogue/install.ts"() {
    "use strict";
    INSTALL_RULES = {
      "RC-1": {
        title: "The repository config file is too large",
        checks: "The repository config file (.github/sweep.yml) is at most 64 KiB.",
        example: "the config file is larger than 65536 bytes",
        fix: "Keep only the settings that differ from the defaults in the file."
      },
      "RC-2": {
        title: "A setting of the repository config file is not valid",
        checks: "Every key of .github/sweep.yml is a known setting and every value has the documented type: relative paths inside the repository, label names without quotes or commas, fail-fast-scope matrix or run, queue-alert-minutes a positive number.",
        example: "layout:\n  runner: configs/runners.yaml   # did you mean runners?",
        fix: "Follow the message (it names the key and, for a typo, the setting meant); the JSON Schema in schema/sweep-config.schema.json gives editor completion."
      },
      "RT-1": {
        title: "A job would wait for a runner that does not exist",
        checks: "Before dispatch (in the control run, and again in the sweep\u2019s load-plan job), every label of every planned job is a label runners.yaml lists runners under (a label with only a hardware or clusters record has none), except those every self-hosted runner carries or the priority scheduler attaches; every label is well formed; and with the node-slot scheduler every row reserves a positive number of nodes. A failure holds the sweep back: nothing is dispatched, and the status comment lists one error per row.",
        example: "row dsv4_8k1k (1a2b3c4d5e6f7a8b): its job would wait for the runner label 'gb300-nv', which no runner in configs/runners.yaml carries",
        fix: "Register runners with the label and list them under labels: in runners.yaml, or change the config\u2019s runner to a label runners.yaml has (the message suggests the one probably meant)."
      },
      "RT-2": {
        title: "A job has waited too long for a runner",
        checks: "While a sweep runs, its queue watcher lists the run\u2019s jobs every few minutes; a job queued longer than queue-alert-minutes that no online self-hosted runner can take (every label of its runs-on on one runner) is named in the status comment, with the labels no online runner carries. When the token cannot read the runner list, the waiting jobs and their labels are named anyway.",
        example: "dsv4_8k1k (cluster:gb300-nv, conc [8,32,128]) queued since 2026-08-22T12:12:00Z for cluster:gb300-nv: no online runner carries cluster:gb300-nv",
        fix: "Register (or bring online) a self-hosted runner with exactly those labels, or fix the runner label in runners.yaml and the config that uses it."
      }
    };
  }
});

// src/rules/catalogue/lanes.ts
var LANE_RULES;
var init_lanes = __esm({
  "src/rules/catalogue/lanes.ts"() {
    "use strict";
    LANE_RULES = {
      BASELINE: {
        title: "The lint baseline",
        checks: "configs/lint-baseline.yaml (written by `sweep lint --write-baseline`) records known topology and lane findings by file, YAML path and rule; they are reported as known and do not block. A recorded finding that no longer occurs is dropped from the file with a notice; a file that does not validate counts as empty.",
        example: "R1 at k.scenarios.fixed-seq-len[0].search-space[3].prefill.ep no longer occurs: dropped from configs/lint-baseline.yaml",
        fix: "Commit the shrunk baseline; regenerate a broken one with `sweep lint --write-baseline`."
      },
      "LN-1": {
        title: "The lanes file does not validate",
        checks: 'configs/lanes.yaml follows its schema: known keys only, quoted "H:MM:SS" times, lane keys written `<cluster>/<path>`, a routing rule with either a path (`value`) or a refusal (`refuse`). Its format: docs/lanes.md.',
        example: "fixedTimeLimit: 6:00:00   # unquoted: YAML 1.1 reads it as 21600 seconds",
        fix: "Follow the message: quote times, remove or rename unknown keys."
      },
      C1: {
        title: "A matcher, volume or cluster is not in the vocabulary",
        checks: "Matcher values come from `vocab`, lanes, routing rules and time bumps name existing clusters, mounted volumes exist on the cluster, admitted frameworks and setup scripts are in the vocabulary, and every `$ref` names a fragment. A typo would otherwise never match.",
        example: "when: {model: dsv-4}   # model 'dsv-4' is not in the vocabulary",
        fix: "Use a value from the vocabulary, or add it there."
      },
      C2: {
        title: "Lane settings contradict the cluster",
        checks: "`checkout: shared` needs the cluster\u2019s `sharedRunRoot`; a lane `time` cannot be shadowed by the cluster\u2019s fixed time limit; power decisions need a lane; `dcgm` is tested only after the power decision.",
        example: "checkout: shared on gb300-nv/srt-multi, but cluster gb300-nv has no sharedRunRoot; the launch would fail",
        fix: "Set the cluster fact, or change the lane decision."
      },
      C3: {
        title: "A rule can never decide anything",
        checks: "Each rule matches some request the lane admits, and is not shadowed by earlier rules of a first-match list.",
        example: "dead rule in gb200-nv/srt-multi checkout[2]: it matches no request the lane admits",
        fix: "Delete the rule, or fix its values or the lane admission."
      },
      C4: {
        title: "A decision leaves admitted frameworks undecided",
        checks: "When a decision\u2019s rules pick a value per framework for a model, every framework the lane admits for that model (all of them with `admit: {frameworks: any}`) has a rule, or an explicit default with a reason.",
        example: "`checkout` has no decision for dsv4 \xD7 {vllm} on gb200-nv/srt-multi",
        fix: "Add a rule for the framework, or an explicit default with a `reason`."
      },
      C5: {
        title: "Jobs read a workspace their nodes cannot see",
        checks: "On a cluster whose compute nodes cannot see the runner workspace, every row that reads /infmax-workspace on the nodes (its recipe says so; without the recipe, `nodeWorkspace` does) is staged on the shared run root (`checkout: shared`), or its job fails at startup. The lanes file alone is checked for the models its checkout rules name (a rule with a `reason` is a deliberate exception); every planned row is checked. Cluster facts agree with runners.yaml and every cluster is reachable by a runner label.",
        example: "dsv4-fp4-gb200-vllm-agentic: gb200-nv/srt-multi resolves checkout 'workspace' (default) for dsv4 \xD7 vllm \xD7 fp4 \xD7 agentic: not staged on the shared run root, but its jobs read /infmax-workspace on compute nodes that cannot see the runner workspace, so the job fails at startup",
        fix: "Add a `checkout: shared` rule for these requests."
      },
      C6: {
        title: "A planned row would fail at launch",
        checks: "Every planned row gets a launch path its cluster\u2019s routing allows, a lane for that path (unless the path runs without one: `routing.noLane`), is admitted by the lane, and has a power decision. Each refusal carries the launcher\u2019s own message and holds the sweep back before any GPU time is spent.",
        example: "dsv41flash-fp4-mi300x-vllm-agentic-nixl: mi300x-amd/srt-multi would fail at launch: cluster mi300x-amd has no srt-multi srt-slurm lane",
        fix: "Admit the framework on the lane, add the lane, change the routing, or move the config to another cluster."
      },
      C7: {
        title: "Sibling frameworks diverge",
        checks: "Within one cluster, model and scenario, frameworks on the same engine get the same checkout, preflight and time unless a reason says why.",
        example: "gb200-nv/srt-multi: dsv4 \xD7 agentic: vllm frameworks diverge \u2014 dynamo-vllm \u2192 shared; vllm \u2192 workspace",
        fix: "Make the decisions agree, or give the exception a `reason`."
      },
      C8: {
        title: "A rule matches no row",
        checks: "Every rule of the lanes file matches at least one row of the full matrix (warning). Reject rules (guards) and rules that write the default out with a reason are exempt.",
        example: "gb300-nv/srt-multi time.rules[0] matches no planned row",
        fix: "Remove the rule if its configs are retired."
      },
      R1: {
        title: "Expert parallelism does not fit the worker\u2019s GPUs",
        checks: "`tp` is a worker\u2019s GPU width (with `pp` and `pcp-size`); EP adds no GPUs, so `1 \u2264 ep \u2264 tp\xB7pp\xB7pcp` and `ep` divides it.",
        example: "decode: {num-worker: 1, tp: 8, ep: 16, dp-attn: true}   # a DEP16 decode counted as 8 GPUs",
        fix: "Declare the GPUs the job really uses. Where its recipe or an aggregated item\u2019s `num-nodes` says how many, the fix names the `num-worker` and `tp` that record exactly those (for the DEP16 above on 16 GPUs, `tp: 16`); otherwise, for DEP-N write `tp: N, ep: N, dp-attn: true`."
      },
      R2: {
        title: "Parallel sizes are invalid",
        checks: "`pp`, `pcp-size` and `dcp-size` are at least 1, and `dcp-size` divides `tp`.",
        example: "{ tp: 4, dcp-size: 3 }",
        fix: "Use sizes of 1 or more, with a `dcp-size` that divides `tp`."
      },
      R3: {
        title: "The declared topology disagrees with its recipe",
        checks: "Each role\u2019s workers and GPUs per worker match the recipe variant the row names; an aggregated row uses the recipe\u2019s aggregated role; a disaggregated one has prefill and decode.",
        example: "decode declares 1 worker \xD7 8 GPUs but recipe disagg-llm-d.yaml:override_2p1d runs 1 \xD7 16",
        fix: "Declare the recipe\u2019s workers and GPUs (the recipe is what runs)."
      },
      R4: {
        title: "The recipe\u2019s engine arguments disagree with its GPUs",
        checks: "The engine\u2019s parallel sizes in the recipe multiply to the role\u2019s GPUs (vLLM DP\xB7TP\xB7PP, SGLang tp\xB7pp, TRT-LLM TP\xB7PP with MoE EP at most that).",
        example: "decode: data-parallel-size 16 \xD7 tensor-parallel-size 1 = 16, but the role has 8 GPUs",
        fix: "Fix the recipe\u2019s engine arguments or its `gpus`."
      },
      R5: {
        title: "Workers do not pack into nodes",
        checks: "A worker wider than a node uses whole nodes, a narrower one divides a node; the workers fit the recipe\u2019s nodes; an aggregated item (`worker` + `num-nodes`) fills its `num-nodes` exactly, or an even part of one node.",
        example: "worker tp: 6 on gb200-nv (4 GPUs per node)",
        fix: "Declare the worker width the job really runs, which packs whole nodes or an even part of one. An aggregated item\u2019s nodes are what its job runs on: the fix changes its workers to fill `num-nodes`, never `num-nodes` to fit the workers."
      },
      R6: {
        title: "The node count is not what the recipe reserves",
        checks: "A row\u2019s node count equals the recipe\u2019s; without a checked-in recipe, it is packed from the declared workers and cannot be checked (a notice).",
        example: "3 recipe file(s) named by CONFIG_FILE are not checked in (e.g. recipes/trtllm/ctx1_gen4.yaml)",
        fix: "Check in the recipe (or its lock), or correct the declared workers; an aggregated item sets `num-nodes` to the nodes its recipe allocates."
      },
      R7: {
        title: "A name says another topology",
        checks: "Tokens such as `dep16`, `tep8`, `tp8`, `1p1d`, `2p1d` in the recipe variant or experiment name agree with the declared shape (warning).",
        example: "variant override_2p1d-dep8-dep16 but decode declares tp: 8",
        fix: "If the recipe runs what its name says, declare that shape (`dep16`: `tp: 16, ep: 16, dp-attn: true`); else rename the variant."
      },
      R8: {
        title: "A suspicious expert-parallel shape",
        checks: "With `dp-attn`, `ep` equals the worker\u2019s GPUs; `ep > tp` is suspicious (warning).",
        example: "{ tp: 8, ep: 4, dp-attn: true }",
        fix: "For DEP-N write `tp: N, ep: N, dp-attn: true`; for TEP-N `dp-attn: false`."
      }
    };
  }
});

// src/rules/catalogue/plan.ts
var PLAN_RULES;
var init_plan2 = __esm({
  "src/rules/catalogue/plan.ts"() {
    "use strict";
    PLAN_RULES = {
      "P-7": {
        title: "append-only entries sweep alone",
        checks: "On a pull request, `append-only` entries cannot share a sweep with regular entries.",
        example: "append-only entries cannot share a sweep with regular changelog entries",
        fix: "Move the append-only entry to its own pull request."
      },
      "P-8": {
        title: "append-only sweeps take no eval modifiers",
        checks: "An `append-only` sweep cannot carry the `all-evals` or `evals-only` labels.",
        example: "append-only sweeps cannot use all-evals or evals-only modifiers",
        fix: "Remove the all-evals / evals-only labels."
      },
      "P-10": {
        title: "A wildcard matches no config key",
        checks: "A `config-keys` pattern with `*` must match at least one master config key (`*` is the only wildcard; matching is anchored and case-sensitive).",
        example: "No config keys matched the wildcard pattern 'dsr1-fp4-h300-*' in master configs.",
        fix: "Check the pattern against the keys in configs/*-master.yaml."
      },
      "P-11": {
        title: "A config key does not exist",
        checks: "A `config-keys` item without `*` must be an existing master config key; `?` and `[` are literal characters.",
        example: "Config key 'dsr1-fp4-b200-sglan' not found in master configs.",
        fix: "Use an existing key from configs/*-master.yaml, or `*` as the wildcard."
      },
      "P-12": {
        title: "append-only needs the base revision\u2019s configs",
        checks: "An `append-only` entry is planned against the master configs and runners.yaml of the base revision; they must exist there.",
        example: "append-only base revision is missing generation inputs: ['configs/runners.yaml']",
        fix: "Make it a regular entry, or add the configs on the target branch first."
      },
      "P-13": {
        title: "append-only changes stay inside the entry\u2019s scope",
        checks: "An `append-only` PR may change only the configs and scenarios its entry selects: selected configs exist at the base, no other config is added, removed or changed, no scenario is added or removed, and config-wide fields stay the same when a scenario is outside the scope.",
        example: "append-only PR changed configs not selected by its changelog entry: ['dsr1-fp8-h200-sglang']",
        fix: "Revert the unrelated config changes, or make it a regular entry."
      },
      "P-14": {
        title: "append-only only adds points to existing curves",
        checks: "Every row an `append-only` entry adds extends an existing curve (same recipe) with new concurrencies; no existing curve or point disappears, at least one point is added, and each extended series keeps its one image.",
        example: "append-only may not remove or modify existing generated recipes",
        fix: "Keep the existing recipe fields as they are and only add concurrencies, or make it a regular entry."
      },
      "X-1": {
        title: "An entry selects no rows",
        checks: "Every appended entry should plan at least one row (a warning; an error under the strict setting).",
        example: "entry 773 (line 10921) selects no rows",
        fix: "Check the entry\u2019s `scenario-type` and eval flags against the selected configs."
      },
      "X-2": {
        title: "A later entry\u2019s flags are ignored",
        checks: "When two entries select the same config and scenario, the first claims it; the second entry\u2019s eval flags do not apply there (warning).",
        example: "entry 774: flags ignored for dsr1-fp4-b200-sglang/fixed-seq-len, already claimed by entry 773",
        fix: "Merge the two entries, or give them disjoint configs."
      },
      "X-3": {
        title: "A bucket has no job to run it",
        checks: "Fixed-seq-len rows run only for the 1k1k (1024/1024) and 8k1k (8192/1024) pairs; rows of any other pair have no workflow job.",
        example: "bucket single_node.2048_512 has no consuming job",
        fix: "Use isl/osl 1024/1024 or 8192/1024."
      },
      "X-4": {
        title: "A wildcard matches many configs",
        checks: "A `config-keys` pattern matching more configs than the warning threshold (default 20) is reported (warning).",
        example: "pattern 'dsr1-*' matches 41 configs",
        fix: "Name the configs you mean, or confirm the wide sweep is intended."
      },
      "X-5": {
        title: "The plan exceeds GitHub\u2019s limits",
        checks: "Each bucket must fit the shards the sweep workflow has (at most 256 jobs per matrix).",
        example: "plan exceeds limits: single_node.8k1k needs 4 shards (max 3)",
        fix: "Split the changelog entry, or raise `shards-per-family`."
      },
      "MX-2": {
        title: "The same job is planned twice",
        checks: "Every row has a unique row id; two identical rows would run the same job twice.",
        example: "duplicate row 3f9a0c1d2e4b5a6c (dsr1_8k1k on b200): the same job is generated twice",
        fix: "Remove the repeated search-space item or concurrency, or the second entry that selects the config."
      },
      "PF-1": {
        title: "The plan file is not a plan report",
        checks: "A `plan-file` given to the action must be a readable plan report.",
        example: "plan-file plan.json is not a plan report: Required",
        fix: "Pass the report written by `sweep plan`, unchanged."
      }
    };
  }
});

// src/rules/catalogue/workflow.ts
var WORKFLOW_RULES;
var init_workflow = __esm({
  "src/rules/catalogue/workflow.ts"() {
    "use strict";
    WORKFLOW_RULES = {
      "LB-0": {
        title: "A deprecated sweep label",
        checks: "The primary label still works but is being retired.",
        example: "Label sweep-enabled is deprecated.",
        fix: "Use one of the current primary labels, e.g. `full-sweep-fail-fast`."
      },
      "LB-1": {
        title: "More than one primary sweep label",
        checks: "A PR carries exactly one primary sweep label; with two or more nothing is dispatched.",
        example: "PR has multiple conflicting sweep labels. Pick exactly one. Found: full-sweep-enabled, full-sweep-fail-fast.",
        fix: "Remove all but one primary label."
      },
      "LB-2": {
        title: "A modifier without a primary label",
        checks: "Modifier and scheduling labels (e.g. `all-evals`) only change a sweep; without a primary label nothing runs.",
        example: "Labels all-evals need a primary sweep label (e.g. `full-sweep-fail-fast`); nothing runs without one.",
        fix: "Add a primary sweep label (a maintainer can), or remove the modifier."
      },
      "LB-5": {
        title: "Fork approval with other primary labels",
        checks: "A fork PR is approved by applying exactly one primary label: the one just added.",
        example: "Expected exactly the newly applied primary sweep label; found full-sweep-enabled, full-sweep-fail-fast.",
        fix: "Remove the other primary labels and apply the one you mean."
      },
      "LB-6": {
        title: "Reuse blocked by a label",
        checks: "An earlier run cannot be reused while `evals-only` or `agentx-fast` is set; the PR is swept instead.",
        example: "Reuse is not allowed with evals-only; sweeping instead.",
        fix: "Remove the blocking label to reuse the run."
      },
      "G-1": {
        title: "A label that does not affect sweeps",
        checks: "Label events count only for labels the sweep policy knows.",
        example: "Label documentation does not affect sweeps.",
        fix: "Nothing to do."
      },
      "G-2": {
        title: "Ready for review starts nothing",
        checks: "Marking a PR ready for review does not start a sweep; labels do.",
        example: "Marking a PR ready for review never starts a sweep.",
        fix: "Add a primary sweep label, or comment `/sweep`."
      },
      "G-4": {
        title: "No primary sweep label",
        checks: "Without a primary sweep label the changelog is validated but nothing is swept.",
        example: "No primary sweep label: the changelog is validated only.",
        fix: "Ask a maintainer to add one primary label, or comment `/sweep` if you can."
      },
      "G-5": {
        title: "[skip-sweep] in the head commit",
        checks: "The literal `[skip-sweep]` in the head commit\u2019s message validates the changelog but runs no GPU job.",
        example: "The head commit message contains `[skip-sweep]`: validation only.",
        fix: "Push a commit without `[skip-sweep]` to sweep."
      },
      "G-6": {
        title: "An earlier run is reused",
        checks: "An authorised `/use <run_id>` reuses that run instead of sweeping again.",
        example: "Reusing the authorised run 38029231836; no new sweep.",
        fix: "Nothing to do; remove the reuse command to sweep again."
      },
      "CC-2": {
        title: "Primary label removed",
        checks: "Removing the primary sweep label cancels the PR\u2019s in-flight sweeps; re-adding it sweeps again.",
        example: "Primary label full-sweep-fail-fast was removed: in-flight sweeps are cancelled.",
        fix: "Re-add the label to sweep again."
      },
      "CC-3": {
        title: "PR closed",
        checks: "Closing or merging a PR cancels its in-flight sweeps; commands on a closed PR are refused.",
        example: "The PR is closed: in-flight sweeps are cancelled.",
        fix: "Reopen the PR to sweep."
      },
      "FA-1": {
        title: "A fork approval cannot be applied",
        checks: "`/approve <sha>` is for open, non-draft fork PRs, names the current head (\u2265 12 characters), and needs GitHub\u2019s merge commit; same-repo PRs use `/sweep`.",
        example: "1a2b3c4d5e6f is not a prefix (\u226512 characters) of the current head 9f8e7d6c5b4a\u2026.",
        fix: "Approve the current head SHA, resolve merge conflicts, or use `/sweep` on a same-repo PR."
      },
      "FA-2": {
        title: "A fork PR awaits approval of its head",
        checks: "Fork code runs only after a maintainer approves that exact head SHA; a push invalidates the approval.",
        example: "Fork PR: awaiting approval of 1a2b3c4d5e6f.",
        fix: "A maintainer applies a primary label or comments `/approve <sha>` for the new head."
      },
      "AZ-1": {
        title: "Not authorised to approve fork code",
        checks: "Approving fork code needs repository permission and role of write, maintain or admin; lookup failures deny.",
        example: "@alice has repository permission read and role read; both must be write, maintain, or admin to authorize external code.",
        fix: "Ask a maintainer to approve."
      },
      "AZ-2": {
        title: "Not authorised to run sweep commands",
        checks: "Sweep commands need repository permission and role of write, maintain or admin.",
        example: "@alice has repository permission read and role read; sweep commands need write, maintain, or admin for both.",
        fix: "Ask a maintainer to comment the command."
      },
      "CMD-1": {
        title: "Unknown sweep command",
        checks: "A comment starting with a sweep command must be one the product knows.",
        example: "Unknown command /sweep now. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.",
        fix: "Use one of the commands listed."
      },
      "PUB-1": {
        title: "A push to the default branch needs a reuse",
        checks: "Pushes to the default branch never benchmark: a merge publishes the PR\u2019s authorised reuse run.",
        example: "Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.",
        fix: "Post `/use <run_id>` on the PR (by someone allowed to) before merging."
      },
      "PUB-2": {
        title: "The merged run\u2019s results could not be published to the data branch",
        checks: "At merge, the publication job appends the approved run\u2019s results to the data branch (points with a GPU-count finding are withheld); without its plan or results archive, or when GitHub refuses, nothing is appended.",
        example: "The results archive of run 38029231836 is expired; nothing is published.",
        fix: "Re-run the publication job once GitHub answers; an expired archive cannot be published again."
      },
      "RU-4": {
        title: "The pinned reuse source could not be checked",
        checks: "A pinned run is validated again on every push and at merge; when GitHub cannot be read, nothing is swept or published on a guess.",
        example: "The pinned reuse source could not be checked: reading run 38029231836: get run 38029231836: 502. No sweep was dispatched for this push.",
        fix: "Re-run the workflow once GitHub answers."
      },
      "STG-1": {
        title: "Staging a run failed",
        checks: "A `/stage-results` request is sent to the dashboard repository once; a failed request or callback is reported.",
        example: "Sending stage-results to SemiAnalysisAI/InferenceX-app failed: 404 Not Found.",
        fix: "Check the dashboard token and repository, then comment `/stage-results` again."
      },
      "CL-1": {
        title: "The changelog gate failed",
        checks: "A sweep is held back while the changelog gate reports errors; the errors follow with their own codes.",
        example: "The changelog gate failed; fix the errors below.",
        fix: "Fix the errors listed with the gate\u2019s codes."
      },
      "CL-8": {
        title: "No new changelog entry",
        checks: "A sweep needs an appended perf-changelog.yaml entry naming the config keys to benchmark.",
        example: "No new `perf-changelog.yaml` entry: nothing to sweep.",
        fix: "Append an entry naming the config keys."
      },
      "WD-1": {
        title: "A manual run input is invalid",
        checks: "The inputs of a manual (workflow_dispatch) sweep follow their format, and the ref is a commit.",
        example: "workflow_dispatch input 'config-keys': at least one key",
        fix: "Follow the message, e.g. config-keys 'dsr1-fp4-*' or 'dsr1-fp4-b200-sglang, gptoss-*'."
      },
      "WF-1": {
        title: "Dispatching the sweep failed",
        checks: "The sweep workflow must be dispatched; a failed dispatch is reported, and nothing runs.",
        example: "dispatch of sweep.yml failed: HTTP 422",
        fix: "Check that the workflow file exists on the default branch; comment `/sweep` to retry."
      },
      "GH-1": {
        title: "A GitHub call failed",
        checks: "A call to GitHub (or a git fetch from it) failed for good after the retries its route allows; the status comment shows the sweep as unknown, names the call and says what it leaves behind. This is infrastructure, never a problem with the PR.",
        example: "POST dispatch run-sweep.yml failed (502): Bad Gateway",
        fix: "Wait for GitHub to recover, then comment `/sweep`; an existing run of the same plan is found first, never duplicated."
      },
      "CM-3": {
        title: "A command on a run failed",
        checks: "A rerun or cancel command whose GitHub call failed for good is answered with the run and the error.",
        example: "Re-running failed jobs of run 38029231836 failed \u2014 HTTP 403.",
        fix: "Retry the command; if it keeps failing, act on the run in the Actions tab."
      },
      "FF-2": {
        title: "The first failing row",
        checks: "When a sweep fails, the first failing row and job are named.",
        example: "first failing row dsr1 b200 tp4 ep1 c32 8k1k (job sweep-single-node-8k1k)",
        fix: "Open the job\u2019s log; fix the config or re-run the failed jobs."
      },
      "FF-3": {
        title: "Fail-fast stopped a job before it took GPU time",
        checks: "A benchmark job whose family fail-fast stopped (a benchmark failure in it) skips its launcher and ends at once; a job of a re-run attempt skips a row a retry run already finished.",
        example: "not run: fail-fast stopped sweep-multi-node-8k1k after dsv4_8k1k failed (benchmark failure)",
        fix: "Fix the failing row, then comment `/sweep`."
      },
      "FF-4": {
        title: "A failed row and the class of its failure",
        checks: "Each failed benchmark job is classified from its conclusion, failed step, runner and log tail by the failure table: infrastructure (re-run automatically, never stops a sibling), benchmark or unknown (fail-fast stops on them).",
        example: "dsv4_8k1k failed: infrastructure (runner-lost): the runner lost contact with GitHub",
        fix: "A benchmark failure: open the job\u2019s log. A misclassified failure: add an entry to `failure-classes` in the config file."
      },
      "RR-3": {
        title: "Rows re-run automatically",
        checks: "Rows that failed for infrastructure reasons run again in a retry run of the sweep, at most `retry.max-attempts` times each, within `retry.budget-gpu-hours`; the status says which rows, why, and what the budget left.",
        example: "retry run 1 dispatched for 1 row (runner-lost); re-run budget 62 of 110 GPU-hours left",
        fix: "Rows the budget or the attempts left without a result need a maintainer\u2019s `/sweep rerun-failed`."
      }
    };
  }
});

// src/rules/catalogue.ts
var CATALOGUE, isRuleCode, RULES_DOC, ruleAnchor;
var init_catalogue = __esm({
  "src/rules/catalogue.ts"() {
    "use strict";
    init_changelog2();
    init_configs();
    init_install();
    init_lanes();
    init_plan2();
    init_workflow();
    CATALOGUE = {
      ...CHANGELOG_RULES,
      ...PLAN_RULES,
      ...CONFIG_RULES,
      ...LANE_RULES,
      ...WORKFLOW_RULES,
      ...INSTALL_RULES
    };
    isRuleCode = (code2) => Object.hasOwn(CATALOGUE, code2);
    RULES_DOC = "docs/rules.md";
    ruleAnchor = (code2) => code2.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  }
});

// src/rules/hint.ts
var hint_exports = {};
__export(hint_exports, {
  rulesHint: () => rulesHint
});
function rulesHint(diagnostics) {
  const codes = [...new Set(diagnostics.map((d) => d.rule))].filter(isRuleCode);
  if (!codes.length) return void 0;
  const links = codes.slice(0, MAX_LINKS).map((c) => `#${ruleAnchor(c)}`);
  const more = codes.length > MAX_LINKS ? ` (+${codes.length - MAX_LINKS} more)` : "";
  return `codes explained in ${RULES_DOC}: ${links.join(" ")}${more}`;
}
var MAX_LINKS;
var init_hint = __esm({
  "src/rules/hint.ts"() {
    "use strict";
    init_catalogue();
    MAX_LINKS = 6;
  }
});

// src/cli/plan-diff.ts
var plan_diff_exports = {};
__export(plan_diff_exports, {
  changesText: () => changesText,
  curveDiffText: () => curveDiffText,
  planDiff: () => planDiff
});
async function planDiff(run2, opts, io) {
  const fail = (ds) => {
    for (const d of ds) io.stderr(formatDiagnosticLine(d) + "\n");
    const hint = rulesHint(ds);
    if (hint) io.stderr(hint + "\n");
    return 1;
  };
  if (!run2.ok) return fail(run2.diagnostics);
  if (run2.outcome !== "entries") {
    io.stdout("no changelog entry appended: no curves to compare\n");
    return 0;
  }
  const r = await curveDiffFromGit(opts.repo, opts.refs, opts.paths, run2.plan.changelog_metadata.entries);
  if (!r.diff) return fail(r.diagnostics);
  io.stdout(
    curveDiffText(
      r.diff,
      `${r.baseSha.slice(0, 12)} (merge base of ${opts.refs.base} and ${opts.refs.head})`
    )
  );
  return 0;
}
function changesText(changes2) {
  const byAspect = /* @__PURE__ */ new Map();
  for (const c of changes2) {
    const what = c.field === c.aspect ? "" : `${c.field} `;
    byAspect.set(c.aspect, [...byAspect.get(c.aspect) ?? [], `${what}${show2(c.base)} \u2192 ${show2(c.head)}`]);
  }
  return [...byAspect].map(([a, xs]) => `${a}: ${xs.join(", ")}`).join("; ");
}
function curveLine(c) {
  const detail = c.status === "changed" ? changesText(c.changes) : c.status === "extended" ? `conc ${c.addedPoints.map((p) => `+${p}`).join(" ")}` : c.status === "new" ? `conc ${c.head.points.join(" ")}` : c.status === "removed" ? `conc ${c.base.points.join(" ")}` : "";
  const dropped = c.status !== "removed" && c.removedPoints.length ? ` (conc ${c.removedPoints.map((p) => `\u2212${p}`).join(" ")})` : "";
  return `  ${c.status.padEnd(9)}  ${c.scenario.padEnd(7)}  ${c.label}${detail ? `: ${detail}` : ""}${dropped}`;
}
function curveDiffText(diff, against) {
  const counts = ["new", "changed", "extended", "unchanged", "removed"].filter((s) => diff.counts[s] > 0).map((s) => `${diff.counts[s]} ${s}`).join(", ");
  const out = [`curves against ${against}: ${counts || "none"}`];
  for (const k of diff.keys) {
    const what = k.status === "new" ? "new config" : k.status;
    out.push("", `${k.key}: ${what}${k.appendOnly ? " (append-only)" : ""}`);
    for (const c of diff.curves.filter((x) => x.key === k.key)) out.push(curveLine(c));
  }
  return out.join("\n") + "\n";
}
var show2;
var init_plan_diff = __esm({
  "src/cli/plan-diff.ts"() {
    "use strict";
    init_diagnostics();
    init_curve_diff_git();
    init_hint();
    show2 = (v) => v === void 0 ? "(none)" : typeof v === "string" ? v : JSON.stringify(v);
  }
});

// src/lanes/unchecked.ts
function uncheckedRows(rows, resolutions) {
  let n = 0;
  const where = /* @__PURE__ */ new Set();
  rows.forEach((row, i) => {
    if (!isMultinode(row)) return;
    if (resolutions && resolutions[i].lanes.length > 0) return;
    n++;
    if (resolutions) where.add(String(row.runner ?? "?"));
  });
  return { rows: n, where: [...where].sort() };
}
function lanesNote(source2, loaded, unchecked) {
  if (source2.kind === "none")
    return `lanes: no lanes file (${source2.path}), so ${rowsText(unchecked.rows)} had no lane check; to check them, write ${source2.path} (its format: docs/lanes.md)`;
  const used = source2.kind === "shipped" ? `the policy the product ships for this layout (${source2.file}): there is no ${source2.path}; \`sweep init\` writes a copy there to edit` : source2.path;
  if (!loaded)
    return `lanes: ${used} does not load (see its errors), so ${rowsText(unchecked.rows)} had no lane check`;
  if (unchecked.rows === 0) return `lanes: ${used}`;
  return `lanes: ${used}; ${rowsText(unchecked.rows)} had no lane check: the lanes do not cover their clusters (${unchecked.where.join(", ")})`;
}
var isMultinode, rowsText;
var init_unchecked = __esm({
  "src/lanes/unchecked.ts"() {
    "use strict";
    isMultinode = (row) => typeof row.prefill === "object" && row.prefill !== null;
    rowsText = (n) => `${n} multi-node row${n === 1 ? "" : "s"}`;
  }
});

// src/lanes/planned.ts
var planned_exports = {};
__export(planned_exports, {
  plannedLanes: () => plannedLanes
});
function plannedLanes(rows, read, layout, known) {
  const source2 = lanesSource(read, layout);
  const loaded = source2.text === void 0 ? void 0 : loadLanes(source2.text, source2.file);
  const runnersText = known ? void 0 : read(layout.paths.runners);
  const runners = known ?? (runnersText === void 0 ? void 0 : loadRunners({ path: layout.paths.runners, text: runnersText }).value);
  if (!loaded?.lanes || !runners)
    return { note: lanesNote(source2, false, uncheckedRows(rows, void 0)), refusals: [] };
  const lanes = withClusterRecords(applicable(loaded, source2, runners).lanes, runners);
  const resolutions = rows.map((row) => resolveRow(row, { runners, lanes }));
  const refusals = resolutions.flatMap(
    (res, i) => res.lanes.flatMap((l) => {
      if (!l.refusal) return [];
      const row = rows[i];
      const name = `${String(row["exp-name"] ?? "?")} (row ${String(row["row-id"] ?? i + 1)})`;
      const where = l.lane ?? (l.path ? `${l.cluster}/${l.path}` : l.cluster);
      return [
        diag("error", "C6", `${name}: ${where} would fail at launch: ${l.refusal.message}`, {
          fix: "sweep lint names the config and what to change"
        })
      ];
    })
  );
  return { note: lanesNote(source2, true, uncheckedRows(rows, resolutions)), refusals };
}
var init_planned = __esm({
  "src/lanes/planned.ts"() {
    "use strict";
    init_load();
    init_diagnostics();
    init_facts();
    init_load2();
    init_resolve();
    init_source();
    init_unchecked();
  }
});

// src/cli/plan.ts
var plan_exports = {};
__export(plan_exports, {
  plan: () => plan
});
module.exports = __toCommonJS(plan_exports);
var import_node_fs5 = require("node:fs");
var import_node_path4 = require("node:path");
var import_node_util = require("node:util");
init_diagnostics();
init_pr_output();
init_plan_git();
init_pr_run();
init_find();

// src/cli/repo-config.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
init_diagnostics();
init_find();

// src/repo-config/config.ts
init_policy2();
init_detect();

// src/report/pr-notes.ts
init_policy2();

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
var reasonText = {
  "unrecognised-label": { en: "Label {label} does not affect sweeps.", zh: "\u6807\u7B7E {label} \u4E0D\u5F71\u54CD\u6D4B\u8BD5\u3002" },
  "ready-for-review": {
    en: "Marking a PR ready for review never starts a sweep.",
    zh: "\u5C06 PR \u6807\u8BB0\u4E3A\u53EF\u5BA1\u9605\u4E0D\u4F1A\u542F\u52A8\u6D4B\u8BD5\u3002"
  },
  "label-change-no-effect": {
    en: "The label change does not change what runs.",
    zh: "\u6B64\u6807\u7B7E\u53D8\u66F4\u4E0D\u6539\u53D8\u8FD0\u884C\u5185\u5BB9\u3002"
  },
  "conflicting-primaries": {
    en: "PR has multiple conflicting sweep labels. Pick exactly one. Found: {labels}.",
    zh: "PR \u6709\u591A\u4E2A\u4E92\u76F8\u51B2\u7A81\u7684\u6D4B\u8BD5\u6807\u7B7E\uFF0C\u8BF7\u53EA\u4FDD\u7559\u4E00\u4E2A\u3002\u5F53\u524D\uFF1A{labels}\u3002"
  },
  "modifier-without-primary": {
    en: "Labels {labels} need a primary sweep label (e.g. {primary}); nothing runs without one.",
    zh: "\u6807\u7B7E {labels} \u9700\u8981\u914D\u5408\u4E00\u4E2A\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF08\u5982 {primary}\uFF09\uFF1B\u6CA1\u6709\u4E3B\u6807\u7B7E\u65F6\u4E0D\u4F1A\u8FD0\u884C\u3002"
  },
  "no-primary": {
    en: "No primary sweep label: the changelog is validated only. Add exactly one of {primary}, {primary2}, {primary3} to sweep.",
    zh: "\u6CA1\u6709\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF1A\u4EC5\u6821\u9A8C changelog\u3002\u6DFB\u52A0 {primary}\u3001{primary2}\u3001{primary3} \u4E4B\u4E00\u5373\u53EF\u8FD0\u884C\u6D4B\u8BD5\u3002"
  },
  "skip-sweep": {
    en: "The head commit message contains `[skip-sweep]`: validation only.",
    zh: "\u6700\u65B0\u63D0\u4EA4\u4FE1\u606F\u5305\u542B `[skip-sweep]`\uFF1A\u4EC5\u6821\u9A8C\u3002"
  },
  "fork-awaiting-approval": {
    en: "Fork PR: awaiting approval of {sha}. A maintainer approves this exact revision by applying a primary sweep label or commenting `/approve <sha>`; new commits need a new approval.",
    zh: "\u6765\u81EA fork \u7684 PR\uFF1A\u7B49\u5F85\u6279\u51C6 {sha}\u3002\u7EF4\u62A4\u8005\u6DFB\u52A0\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u6216\u8BC4\u8BBA `/approve <sha>` \u5373\u53EF\u6279\u51C6\u6B64\u7248\u672C\uFF1B\u65B0\u7684\u63D0\u4EA4\u9700\u8981\u91CD\u65B0\u6279\u51C6\u3002"
  },
  "fork-approval-denied": {
    en: "{user} has repository permission {permission} and role {role}; both must be write, maintain, or admin to authorize external code.",
    zh: "{user} \u7684\u4ED3\u5E93\u6743\u9650\u4E3A {permission}\uFF0C\u89D2\u8272\u4E3A {role}\uFF1B\u4E24\u8005\u90FD\u5FC5\u987B\u662F write\u3001maintain \u6216 admin \u624D\u80FD\u6279\u51C6\u5916\u90E8\u4EE3\u7801\u3002"
  },
  "fork-labels-mismatch": {
    en: "Expected exactly the newly applied primary sweep label; found {labels}.",
    zh: "\u5E94\u5F53\u53EA\u6709\u521A\u6DFB\u52A0\u7684\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF1B\u5B9E\u9645\u4E3A {labels}\u3002"
  },
  "fork-advanced": {
    en: "The PR advanced from {from} to {to}; remove and re-add the sweep label to approve the new revision.",
    zh: "PR \u5DF2\u4ECE {from} \u66F4\u65B0\u5230 {to}\uFF1B\u8BF7\u79FB\u9664\u5E76\u91CD\u65B0\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u4EE5\u6279\u51C6\u65B0\u7248\u672C\u3002"
  },
  "fork-not-open": { en: "Only open, non-draft PRs can be approved.", zh: "\u53EA\u80FD\u6279\u51C6\u5DF2\u6253\u5F00\u4E14\u975E\u8349\u7A3F\u7684 PR\u3002" },
  "fork-no-merge-sha": {
    en: "GitHub has no merge commit for this PR (conflicts, or still computing); resolve conflicts and approve again.",
    zh: "GitHub \u5C1A\u672A\u4E3A\u6B64 PR \u751F\u6210\u5408\u5E76\u63D0\u4EA4\uFF08\u5B58\u5728\u51B2\u7A81\u6216\u4ECD\u5728\u8BA1\u7B97\uFF09\uFF1B\u8BF7\u89E3\u51B3\u51B2\u7A81\u540E\u91CD\u65B0\u6279\u51C6\u3002"
  },
  "fork-use-approve": {
    en: "This is a fork PR: use `/approve <sha>` to approve its current head.",
    zh: "\u8FD9\u662F\u6765\u81EA fork \u7684 PR\uFF1A\u8BF7\u4F7F\u7528 `/approve <sha>` \u6279\u51C6\u5F53\u524D\u7248\u672C\u3002"
  },
  "approve-not-fork": {
    en: "`/approve` is only for fork PRs; use `/sweep`.",
    zh: "`/approve` \u4EC5\u7528\u4E8E fork PR\uFF1B\u8BF7\u4F7F\u7528 `/sweep`\u3002"
  },
  "approve-sha-mismatch": {
    en: "{given} is not a prefix (\u226512 characters) of the current head {head}.",
    zh: "{given} \u4E0D\u662F\u5F53\u524D\u7248\u672C {head} \u7684\u524D\u7F00\uFF08\u81F3\u5C11 12 \u4E2A\u5B57\u7B26\uFF09\u3002"
  },
  reuse: {
    en: "Reusing the authorised run {runId}; no new sweep.",
    zh: "\u590D\u7528\u5DF2\u6388\u6743\u7684\u8FD0\u884C {runId}\uFF1B\u4E0D\u542F\u52A8\u65B0\u6D4B\u8BD5\u3002"
  },
  "reuse-blocked": {
    en: "Reuse is not allowed with {labels}; sweeping instead.",
    zh: "\u5B58\u5728 {labels} \u65F6\u4E0D\u5141\u8BB8\u590D\u7528\uFF1B\u6539\u4E3A\u91CD\u65B0\u6D4B\u8BD5\u3002"
  },
  "pr-closed": {
    en: "The PR is closed, so none of its sweeps may run.",
    zh: "PR \u5DF2\u5173\u95ED\uFF0C\u5176\u6D4B\u8BD5\u5747\u4E0D\u518D\u8FD0\u884C\u3002"
  },
  "primary-removed": {
    en: "Primary label {label} was removed, so none of this PR\u2019s sweeps may run.",
    zh: "\u4E3B\u6807\u7B7E {label} \u5DF2\u79FB\u9664\uFF0C\u6B64 PR \u7684\u6D4B\u8BD5\u5747\u4E0D\u518D\u8FD0\u884C\u3002"
  },
  "command-unauthorised": {
    en: "{user} has repository permission {permission} and role {role}; sweep commands need write, maintain, or admin for both.",
    zh: "{user} \u7684\u4ED3\u5E93\u6743\u9650\u4E3A {permission}\uFF0C\u89D2\u8272\u4E3A {role}\uFF1B\u6D4B\u8BD5\u547D\u4EE4\u8981\u6C42\u4E24\u8005\u5747\u4E3A write\u3001maintain \u6216 admin\u3002"
  },
  "permission-lookup-failed": {
    en: "The permission of {user} could not be checked (a GitHub failure, not a refusal), so nothing was approved or refused. Re-run the failed job, or remove and re-add the label, to retry.",
    zh: "\u65E0\u6CD5\u68C0\u67E5 {user} \u7684\u6743\u9650\uFF08GitHub \u6545\u969C\uFF0C\u5E76\u975E\u62D2\u7EDD\uFF09\uFF0C\u56E0\u6B64\u65E2\u672A\u6279\u51C6\u4E5F\u672A\u62D2\u7EDD\u3002\u8BF7\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\uFF0C\u6216\u79FB\u9664\u5E76\u91CD\u65B0\u6DFB\u52A0\u6807\u7B7E\u4EE5\u91CD\u8BD5\u3002"
  },
  "command-invalid": {
    en: "Unknown command {text}. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.",
    zh: "\u672A\u77E5\u547D\u4EE4 {text}\u3002\u53EF\u7528\u547D\u4EE4\uFF1A`/sweep`\u3001`/sweep rerun-failed`\u3001`/sweep cancel`\u3001`/approve <sha>`\u3002"
  },
  "changelog-no-entry": {
    en: "No new `perf-changelog.yaml` entry: nothing to sweep. Append an entry naming the config keys to benchmark.",
    zh: "`perf-changelog.yaml` \u6CA1\u6709\u65B0\u589E\u6761\u76EE\uFF1A\u65E0\u53EF\u6D4B\u8BD5\u5185\u5BB9\u3002\u8BF7\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\u3002"
  },
  "changelog-failed": {
    en: "The changelog gate failed; fix the errors below.",
    zh: "changelog \u6821\u9A8C\u5931\u8D25\uFF1B\u8BF7\u4FEE\u590D\u4E0B\u5217\u9519\u8BEF\u3002"
  },
  "plan-check-failed": {
    en: "The planned rows fail the checks before dispatch (lanes, GPU topology, runner labels); nothing is dispatched (no GPU hours on a plan that cannot launch or that no runner would take). Fix the findings below.",
    zh: "\u8BA1\u5212\u4E2D\u7684\u884C\u672A\u901A\u8FC7\u542F\u52A8\u524D\u68C0\u67E5\uFF08\u901A\u9053\u3001GPU \u62D3\u6251\u3001runner \u6807\u7B7E\uFF09\uFF1B\u4E0D\u542F\u52A8\u6D4B\u8BD5\uFF08\u4E0D\u5728\u65E0\u6CD5\u542F\u52A8\u6216\u6CA1\u6709 runner \u63A5\u624B\u7684\u8BA1\u5212\u4E0A\u6D6A\u8D39 GPU \u65F6\u95F4\uFF09\u3002\u8BF7\u4FEE\u590D\u4E0B\u5217\u95EE\u9898\u3002"
  },
  "deprecated-label": { en: "Label {label} is deprecated.", zh: "\u6807\u7B7E {label} \u5DF2\u5F03\u7528\u3002" },
  "push-needs-reuse": {
    en: "Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.",
    zh: "\u63A8\u9001\u5230\u9ED8\u8BA4\u5206\u652F\u4ECE\u4E0D\u8FD0\u884C\u6D4B\u8BD5\u3002\u8BF7\u5728\u5408\u5E76\u524D\u4E8E PR \u4E0A\u53D1\u5E03\u7ECF\u6388\u6743\u7684 `/use <run_id>` \u590D\u7528\u547D\u4EE4\u3002"
  }
};
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
function fill(template, params = {}, plain = false) {
  return template.replace(/\{(\w+)\}/g, (whole, k) => {
    const v = params[k];
    if (v === void 0) return whole;
    return plain || k === "user" ? v : `\`${v}\``;
  });
}
var t = (key, lang, params) => fill(uiText[key][lang], params, true);

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

// src/repo-config/load.ts
init_diagnostics();
init_finding();
init_parse();

// src/repo-config/schema.ts
init_lib2();

// src/failures/schema.ts
init_lib2();
var FAILURE_CLASSES = ["infrastructure", "benchmark", "unknown"];
var FAILED_CONCLUSIONS = ["failure", "timed_out", "cancelled"];
var compiles = (source2) => {
  try {
    new RegExp(source2);
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
  return z.object({ entries: z.array(failureEntrySchema()).min(1) }).strict().superRefine((t2, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    for (const [i, e] of t2.entries.entries()) {
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
var list3 = (item, min, max) => (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every(item);
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
    masters: list3(relPath2, 1, 20),
    runners: relPath2,
    "ci-priority": relPath2,
    lanes: relPath2
  }),
  labels: map({
    primaries: roles(PRIMARY_ROLES),
    modifiers: roles(MODIFIER_ROLES),
    scheduling: list3(labelName2, 0, 50)
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
    "protected-paths": list3(relPath2, 1, 50)
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
init_git();
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
  const config = (0, import_node_path2.resolve)(dir, ".git", "config");
  let text;
  try {
    text = (0, import_node_fs2.readFileSync)(config, "utf8");
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

// src/cli/plan-verdict.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = require("node:path");
init_diagnostics();
init_pipeline();
init_git();

// src/report/findings.ts
init_diagnostics();

// src/report/status.ts
function num3(n) {
  const tenths = Math.round(Math.abs(n) * 10);
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const frac = tenths % 10;
  return `${n < 0 && tenths > 0 ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}

// src/report/cost-text.ts
function costLines(cost) {
  const head2 = ["cluster", "jobs", t("gpuHours", "en"), t("nodeHours", "en"), t("peakGpus", "en")];
  const body = cost.clusters.map((c) => [
    c.cluster,
    String(c.jobs),
    num3(c.gpuHours),
    num3(c.nodeHours),
    num3(c.peakGpus)
  ]);
  if (cost.clusters.length > 1)
    body.push([
      t("total", "en").toLowerCase(),
      String(cost.total.jobs),
      num3(cost.total.gpuHours),
      num3(cost.total.nodeHours),
      num3(cost.total.peakGpus)
    ]);
  const widths = head2.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ");
  const out = [`${t("cost", "en")} (${t("costNote", "en")}):`, line(head2), ...body.map(line)];
  const known = cost.clusters.filter((c) => c.expected);
  if (known.length)
    out.push(
      t("expected", "en", {
        gpuHours: num3(known.reduce((a, c) => a + c.expected.gpuHours, 0)),
        jobs: String(known.reduce((a, c) => a + c.expected.jobs, 0))
      })
    );
  if (cost.budgetGpuHours !== void 0) {
    const budget2 = num3(cost.budgetGpuHours);
    out.push(
      cost.total.gpuHours > cost.budgetGpuHours ? t("budgetAbove", "en", { budget: budget2, over: num3(cost.total.gpuHours - cost.budgetGpuHours) }) : t("budgetWithin", "en", { budget: budget2 })
    );
  }
  return out;
}

// src/cli/plan-verdict.ts
init_verdict();
async function gitVerdict(run2, g, refs, setup) {
  const { lanes, baseline } = setup.layout.paths;
  const got = await g.objects.read([`${refs.head}:${lanes}`, `${refs.base}:${baseline}`]);
  const [lanesObject, baselineObject] = "error" in got ? [] : got.objects;
  const fallback = presentOnly(g.repo, refs.head, gitReader(g.repo, refs.head));
  const read = (path) => path === lanes && !("error" in got) ? lanesObject?.blob?.toString("utf8") : fallback(path);
  const baselineText = baselineObject?.blob?.toString("utf8");
  return judge(run2, read, baselineText, setup);
}
function presentOnly(repo, head2, read) {
  let tree;
  return (path) => {
    if (tree === void 0) {
      const r = gitSync(repo, ["ls-tree", "-r", "-z", "--name-only", head2]);
      tree = r.status === 0 ? new Set(r.stdout.toString("utf8").split("\0")) : null;
    }
    return tree === null || tree.has(path) ? read(path) : void 0;
  };
}
function fileVerdict(run2, cwd, setup) {
  const read = (path) => {
    try {
      return (0, import_node_fs4.readFileSync)((0, import_node_path3.resolve)(cwd, path), "utf8");
    } catch {
      return void 0;
    }
  };
  return judge(run2, read, read(setup.layout.paths.baseline), setup);
}
function judge(run2, read, baseline, setup) {
  const verdict = planVerdict({
    run: run2,
    read,
    ...baseline !== void 0 ? { baseline } : {},
    layout: setup.layout,
    routing: setup.routing,
    ...setup.budgetGpuHours !== void 0 ? { budgetGpuHours: setup.budgetGpuHours } : {}
  });
  const decision2 = localDecision(setup.labels, setup.policy, verdict);
  return { verdict, decision: decision2, refused: failsCheck(decision2, verdict.gate.outcome) };
}
var findingsOf = (v) => [...v.gate.diagnostics, ...v.findings];
var findingLines = (v) => findingsOf(v).map((d) => `${formatDiagnosticLine(d)}
`).join("");
var costText = (v) => v.cost ? `${costLines(v.cost).join("\n")}
` : "";
var REFUSED = {
  "changelog-failed": "the changelog gate failed (the errors above)",
  "plan-check-failed": "the planned rows fail the checks before dispatch (the errors above); the action would dispatch nothing"
};
function verdictLine(l) {
  if (l.refused) {
    const why = l.decision.reasons.map(
      (r) => r.rule === "LB-1" ? fill(reasonText[r.code].en, r.params ?? {}, true) : REFUSED[r.code]
    );
    return `plan: refused \u2014 ${why.filter(Boolean).join("; ") || "the action would not dispatch this plan"}
`;
  }
  if (l.verdict.overBudget)
    return "plan: above the GPU-hour budget \u2014 the action waits for a maintainer to comment `/sweep --confirm`\n";
  const jobs = l.verdict.cost?.total.jobs;
  return `plan: passes the checks before dispatch${jobs !== void 0 ? ` (${jobs} jobs)` : ""}
`;
}

// src/cli/plan.ts
var HELP = `usage: sweep plan --base <ref> --head <ref> [--repo <dir>] [options]
       sweep plan --head-file <changelog> [--base-file <changelog>] [options]

Gates the changelog (base = merge-base(base, head)) and prints the sweep plan. Masters, runners and
the priority policy are read at the head ref (or from files in the file mode). The inputs are found
where the repository config file puts them, else at the repository root (configs/, perf-changelog.yaml)
or under inferencex-e2e/, whichever the head (or the working directory) has; the path options below
override them one by one.

Then it gives the action's verdict on the plan: every check before dispatch (GitHub's limits, the lint
baseline of the base revision, lanes, GPU topology, runner labels against runners.yaml) with the messages
the status comment lists, the cost table and the GPU-hour budget of the repository config file. Findings
and the verdict go to stderr; the cost too, except with --format table (stdout) and json (in the object).
Exit 1 exactly where the action would refuse: a failed changelog gate, an error of those checks, or
conflicting sweep labels. With --format inferencex (the reference planner's output, read by its own
tooling) the exit status is the planner's: 1 only when the changelog gate fails; the verdict is still
printed. The --label's decide as they would on the PR; without a primary sweep label,
the verdict is the one a sweep label would get.

  --config <f>          the repository config file (default: .github/sweep.yml of --repo or the working
                        directory, when present): layout and label names
  --repository <o/n>    the repository pr-link must name (default $GITHUB_REPOSITORY, else in git mode
                        the GitHub repository the origin remote points at)

  --format <f>          inferencex (the reference search-space-config) | json (default) | table
  --all-evals           PR modifier: evals on every 8k1k row
  --evals-only          PR modifier: no throughput rows
  --trim-conc           legacy sweep-enabled trim: lowest concurrency per curve
  --config-files <a b>  master configs, space- or comma-separated (default ${DEFAULT_PATHS.masters.join(",")})
  --runner-config <f>   default ${DEFAULT_PATHS.runners}
  --ci-priority <f>     default ${DEFAULT_PATHS.policy} (optional); --no-ci-priority to skip
  --changelog <f>       default ${DEFAULT_PATHS.changelog}
                        (defaults shown for the root layout; under inferencex-e2e/ they carry that prefix)
  --event <e>           pull_request (default) | push | workflow_dispatch
  --label <l>           a PR label, repeatable: sweep labels and their modifiers (as on the PR),
                        priority, skip_queue
  --pr-number <n>       the PR number, for pr-link checks and skip-queue-pr
  --run-id <id>         workflow run id (default $GITHUB_RUN_ID); changes queue tokens, never the plan key
  --run-attempt <n>     workflow run attempt (default $GITHUB_RUN_ATTEMPT, else 1)
  --strict              layout problems and zero-row entries are errors
  --diff                instead of the plan, its curves against the same keys at the base revision
`;
var OPTIONS = {
  repo: { type: "string" },
  config: { type: "string" },
  repository: { type: "string" },
  base: { type: "string" },
  head: { type: "string" },
  "base-file": { type: "string" },
  "head-file": { type: "string" },
  format: { type: "string", default: "json" },
  "all-evals": { type: "boolean", default: false },
  "evals-only": { type: "boolean", default: false },
  "trim-conc": { type: "boolean", default: false },
  "config-files": { type: "string", multiple: true },
  "runner-config": { type: "string" },
  "ci-priority": { type: "string" },
  "no-ci-priority": { type: "boolean", default: false },
  changelog: { type: "string" },
  event: { type: "string", default: "pull_request" },
  label: { type: "string", multiple: true },
  "pr-number": { type: "string" },
  "run-id": { type: "string" },
  "run-attempt": { type: "string" },
  strict: { type: "boolean", default: false },
  diff: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var MULTI = /* @__PURE__ */ new Set(["config-files"]);
function parse(argv) {
  try {
    return (0, import_node_util.parseArgs)({
      args: spreadMultiValues(argv, MULTI),
      options: OPTIONS,
      strict: true,
      allowPositionals: false
    });
  } catch (e) {
    throw new UsageError(`${e.message}
${HELP}`);
  }
}
var plan = async (argv, io) => {
  const { values } = parse(argv);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const format = values.format;
  if (!["inferencex", "json", "table"].includes(format))
    throw new UsageError(`--format must be inferencex, json or table (got '${format}')`);
  const event = values.event;
  if (!["pull_request", "push", "workflow_dispatch"].includes(event))
    throw new UsageError(`--event must be pull_request, push or workflow_dispatch`);
  const prNumber = values["pr-number"] !== void 0 ? Number(values["pr-number"]) : void 0;
  if (prNumber !== void 0 && !Number.isInteger(prNumber))
    throw new UsageError("--pr-number must be an integer");
  const runAttempt = Number(values["run-attempt"] ?? io.env.GITHUB_RUN_ATTEMPT ?? 1);
  if (!Number.isInteger(runAttempt) || runAttempt < 1)
    throw new UsageError("--run-attempt (or GITHUB_RUN_ATTEMPT) must be a positive integer");
  const labels = values.label ?? [];
  const fileMode = values["head-file"] !== void 0;
  if (!fileMode && (values.base === void 0 || values.head === void 0))
    throw new UsageError("give --base and --head (refs), or --head-file");
  const g = fileMode ? void 0 : openPlanGit((0, import_node_path4.resolve)(io.cwd, values.repo ?? "."), { base: values.base, head: values.head });
  try {
    const checked = { format, event, prNumber, runAttempt, labels, fileMode };
    return await planIn(values, checked, io, g);
  } finally {
    g?.close();
  }
};
async function planIn(values, { format, event, prNumber, runAttempt, labels, fileMode }, io, g) {
  const where = await checkoutOf(values, fileMode, io, g);
  if ("exit" in where) return where.exit;
  const { checkout, repository, found } = where;
  const explicit = values["config-files"] !== void 0 && values["runner-config"] !== void 0;
  if (found.diagnostics.length && !explicit) {
    for (const d of found.diagnostics) io.stderr(formatDiagnosticLine(d) + "\n");
    return 1;
  }
  const defaults = found.layout.paths;
  const masters = values["config-files"]?.flatMap((s) => s.split(",")).filter(Boolean) ?? defaults.masters;
  const context = {
    event,
    labels,
    ...values["run-id"] ?? io.env.GITHUB_RUN_ID ? { runId: values["run-id"] ?? io.env.GITHUB_RUN_ID } : {},
    runAttempt,
    ...prNumber !== void 0 ? { prNumber } : {}
  };
  const mode = labels.length ? (await Promise.resolve().then(() => (init_decide(), decide_exports))).modeFromLabels(labels, checkout.config.labels) : void 0;
  const common = {
    modifiers: {
      allEvals: values["all-evals"] || mode?.evals === "all" || mode?.evals === "all-only",
      evalsOnly: values["evals-only"] || mode?.evals === "only" || mode?.evals === "all-only",
      trimConc: values["trim-conc"] || mode?.plan === "trim"
    },
    context,
    strict: values.strict,
    ...repository ? { repo: repository } : {}
  };
  if (values.diff && values["head-file"] !== void 0)
    throw new UsageError("--diff compares two revisions: give --base and --head (refs), not --head-file");
  let run2;
  let key;
  if (fileMode) {
    run2 = planFromFiles(values, masters, defaults, common, io);
  } else {
    const repo = g.repo;
    run2 = await planFromGit(
      repo,
      { base: values.base, head: values.head },
      {
        masters,
        runners: values["runner-config"] ?? defaults.runners,
        policy: values["no-ci-priority"] ? null : values["ci-priority"] ?? defaults.policy,
        changelog: values.changelog ?? defaults.changelog
      },
      common,
      g
    );
    if (run2.ok && run2.outcome === "entries" && format === "json" && !values.diff)
      key = await keyOf4(run2, repo, values.head, labels, checkout.config.labels, g.objects);
    if (values.diff) {
      const paths = { masters, runners: values["runner-config"] ?? defaults.runners };
      const { planDiff: planDiff2 } = await Promise.resolve().then(() => (init_plan_diff(), plan_diff_exports));
      return planDiff2(run2, { repo, refs: { base: values.base, head: values.head }, paths }, io);
    }
  }
  const setup = {
    layout: { ...found.layout, paths: { ...defaults, masters, runners: runnerPathOf(values, defaults) } },
    labels,
    policy: checkout.config.labels,
    // The label sets as the sweep would request them: the config file's scheduler flags, else the
    // repository variables a workflow hands the step (as the action reads them).
    routing: {
      priority: checkout.config.scheduler.priority ?? io.env["PRIORITY_SCHEDULER_ENABLED"] === "true",
      nodeSlots: checkout.config.scheduler.nodeSlots ?? io.env["NODE_SLOT_SCHEDULER_ENABLED"] === "true"
    },
    ...checkout.config.budgetGpuHours !== void 0 ? { budgetGpuHours: checkout.config.budgetGpuHours } : {}
  };
  const local = fileMode ? fileVerdict(run2, io.cwd, setup) : await gitVerdict(run2, g, { base: values.base, head: values.head }, setup);
  const findings = findingsOf(local.verdict);
  if (run2.ok && run2.rows.length)
    await lanesNoteOf(run2, found.layout, io, fileMode ? void 0 : { g, head: values.head });
  const hint = findings.length ? (await Promise.resolve().then(() => (init_hint(), hint_exports))).rulesHint(findings) : void 0;
  return report(run2, local, format, io, hint, key);
}
var runnerPathOf = (values, defaults) => values["runner-config"] ?? defaults.runners;
async function checkoutOf(values, fileMode, io, g) {
  if (values.repository !== void 0 && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(values.repository))
    throw new UsageError(`--repository must be owner/name (got '${values.repository}')`);
  const checkout = cliRepoConfig(io, {
    ...values.repo !== void 0 ? { root: values.repo } : {},
    ...values.config !== void 0 ? { config: values.config } : {}
  });
  if ("exit" in checkout) return checkout;
  const repository = repositoryOf(fileMode ? void 0 : checkout.root, io, values.repository);
  const found = checkout.layout ? { layout: checkout.layout, diagnostics: [] } : fileMode ? findLayout(io.cwd) : await findLayoutAtRef(checkout.root, values.head, g?.repo === checkout.root ? g.objects : void 0);
  return { checkout, repository, found };
}
async function lanesNoteOf(run2, layout, io, git2) {
  const { plannedLanes: plannedLanes2 } = await Promise.resolve().then(() => (init_planned(), planned_exports));
  const path = layout.paths.lanes;
  let text;
  if (git2) {
    const r = await git2.g.objects.read([`${git2.head}:${path}`]);
    text = "error" in r ? void 0 : r.objects[0]?.blob?.toString("utf8");
  } else {
    const abs = (0, import_node_path4.resolve)(io.cwd, path);
    text = (0, import_node_fs5.existsSync)(abs) ? (0, import_node_fs5.readFileSync)(abs, "utf8") : void 0;
  }
  const lanes = plannedLanes2(
    run2.rows.map((p) => p.row),
    (p) => p === path ? text : void 0,
    layout,
    run2.inputs?.runners
  );
  io.stderr(`${lanes.note}
`);
}
function planFromFiles(values, masters, defaults, common, io) {
  const read = (p) => (0, import_node_fs5.readFileSync)((0, import_node_path4.resolve)(io.cwd, p), "utf8");
  const readOr = (p) => p !== void 0 && (0, import_node_fs5.existsSync)((0, import_node_path4.resolve)(io.cwd, p)) ? read(p) : null;
  const missing = [values["head-file"], ...masters, values["runner-config"] ?? defaults.runners].filter(
    (p) => !(0, import_node_fs5.existsSync)((0, import_node_path4.resolve)(io.cwd, p))
  );
  if (missing.length) throw new UsageError(`file not found: ${missing.join(", ")}`);
  const policyPath = values["no-ci-priority"] ? void 0 : values["ci-priority"] ?? defaults.policy;
  if (values["ci-priority"] !== void 0 && !(0, import_node_fs5.existsSync)((0, import_node_path4.resolve)(io.cwd, values["ci-priority"])))
    throw new UsageError(`file not found: ${values["ci-priority"]}`);
  const policyText = readOr(policyPath);
  const runnerPath = values["runner-config"] ?? defaults.runners;
  return planFromTexts(
    {
      changelog: {
        // Messages name the file the user gave.
        path: values.changelog ?? values["head-file"],
        base: readOr(values["base-file"]),
        head: read(values["head-file"])
      },
      masters: masters.map((p) => bytesSource(p, (0, import_node_fs5.readFileSync)((0, import_node_path4.resolve)(io.cwd, p)))),
      runners: { path: runnerPath, text: read(runnerPath) },
      policy: policyText !== null ? { path: policyPath, text: policyText } : null
    },
    {
      ...common,
      refs: { base: values.base ?? values["base-file"] ?? "", head: values.head ?? values["head-file"] }
    }
  );
}
async function keyOf4(run2, repo, head2, labels, policy, objects) {
  const [{ revParse: revParse2 }, { planKey: planKey2 }, { modeFromLabels: modeFromLabels2 }] = await Promise.all([
    Promise.resolve().then(() => (init_git(), git_exports)),
    Promise.resolve().then(() => (init_pipeline(), pipeline_exports)),
    Promise.resolve().then(() => (init_decide(), decide_exports))
  ]);
  return planKey2(await revParse2(repo, head2, void 0, objects), modeFromLabels2(labels, policy), run2.plan);
}
function report(run2, local, format, io, hint, key) {
  const { verdict } = local;
  io.stderr(findingLines(verdict));
  if (hint) io.stderr(hint + "\n");
  if (!verdict.plan) {
    if (verdict.gate.outcome === "fail") {
      if (format === "json")
        io.stdout(
          JSON.stringify({
            ok: false,
            outcome: run2.outcome,
            errors: findingsOf(verdict).filter(isError)
          }) + "\n"
        );
      io.stderr(verdictLine(local));
      return 1;
    }
    io.stderr(
      `plan: ${run2.outcome === "corrections" ? "pr-link corrections only" : "no changelog entry appended"}; nothing to sweep
`
    );
  }
  if (format === "inferencex") {
    io.stdout(inferenceXJson(run2.plan) + "\n");
    io.stderr(costText(verdict));
  } else if (format === "json") {
    const buckets = Object.fromEntries(bucketsOf(run2.plan).map(([b, rows]) => [b, rows.length]));
    const errors = findingsOf(verdict).filter(isError);
    io.stdout(
      JSON.stringify({
        ok: !local.refused,
        outcome: run2.outcome,
        ...key ? { key } : {},
        buckets,
        // Where each row went and which changelog entry asked for it; the rows themselves are in `plan`.
        rows: run2.rows.map((p) => ({ "row-id": p.row["row-id"], bucket: p.bucket, entry: p.entry })),
        plan: run2.plan,
        diagnostics: verdict.gate.diagnostics,
        // The checks before dispatch (lanes, topology, runner labels, limits) and what the plan costs.
        findings: verdict.findings,
        ...verdict.cost ? { cost: verdict.cost } : {},
        decision: { verdict: local.decision.verdict, reasons: local.decision.reasons.map((r) => r.code) },
        ...local.refused ? { errors } : {}
      }) + "\n"
    );
  } else {
    io.stdout(table(run2));
    io.stdout(costText(verdict));
  }
  if (verdict.plan) io.stderr(verdictLine(local));
  if (format === "inferencex" && local.refused && verdict.plan) {
    io.stderr(INFERENCEX_EXIT_NOTE);
    return 0;
  }
  return local.refused ? 1 : 0;
}
var INFERENCEX_EXIT_NOTE = "plan: exit 0 \u2014 with --format inferencex the exit status is the planner's (1 only when the changelog gate fails or nothing can be planned); the other formats exit 1 where the action refuses\n";
function table(run2) {
  const head2 = ["bucket", "row-id", "exp-name", "runner", "conc", "priority"];
  const body = run2.rows.map((p) => [
    p.bucket,
    String(p.row["row-id"]),
    String(p.row["exp-name"]),
    String(p.row.runner),
    Array.isArray(p.row.conc) ? p.row.conc.join(" ") : String(p.row.conc),
    String(p.row.priority ?? "")
  ]);
  const widths = head2.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  const counts = bucketsOf(run2.plan).filter(([, rows]) => rows.length).map(([b, rows]) => `${b}=${rows.length}`).join(" ");
  return [line(head2), ...body.map(line), "", `${run2.rows.length} rows: ${counts || "none"}`, ""].join("\n");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  plan
});
