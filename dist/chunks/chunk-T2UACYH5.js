import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

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
import { createRequire } from "node:module";
var lib;
function yaml() {
  if (lib) return lib;
  const spec = true ? "./yaml.cjs" : "yaml";
  return lib = createRequire(import.meta.url)(spec);
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
  const { isAlias, isMap, isNode, isScalar, visit } = yaml();
  const out = [];
  const anchors = /* @__PURE__ */ new Map();
  let aliases = 0;
  visit(doc, (_key, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
    if (isMap(node)) {
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
function parseYaml(text, file, opts = {}) {
  const lineCounter = new (yaml()).LineCounter();
  const offset = opts.lineOffset ?? 0;
  const at = (offsetInText) => {
    const p = lineCounter.linePos(offsetInText);
    return { line: p.line + offset, col: p.col };
  };
  const diagnostics = [];
  const refuse = (d) => positioned(
    file,
    EMPTY ??= yaml().parseDocument(""),
    lineCounter,
    [...diagnostics, d],
    void 0,
    at,
    1 + offset
  );
  if (overBytes(text, LIMITS.yamlFile.max))
    return refuse(limitDiagnostic("yamlFile", utf8Bytes(text), { file, line: 1 + offset }));
  const composed = composeDocument(text, opts.version ?? "1.1", lineCounter);
  if (composed.over)
    return refuse(limitDiagnostic(composed.over.limit, void 0, { file, ...at(composed.over.offset) }));
  for (const c of charProblems(text)) {
    diagnostics.push(diag("error", "YAML-CHAR", c.message, { file, ...at(c.offset), fix: c.fix }));
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
      diagnostics.push(limitDiagnostic("aliases", void 0, { file, ...p }));
    else if (e.code === "DUPLICATE_KEY")
      diagnostics.push(
        diag("error", "YAML-DUP", `found duplicate key: ${firstLine(e.message)}`, {
          file,
          ...p,
          fix: "remove or rename one of the two keys"
        })
      );
    else diagnostics.push(diag("error", "YAML", firstLine(e.message), { file, ...p }));
  }
  for (const w of doc.warnings) {
    diagnostics.push(diag("warning", "YAML", firstLine(w.message), { file, ...at(w.pos[0]) }));
  }
  let value = void 0;
  if (!diagnostics.some((d) => d.severity === "error")) {
    try {
      value = doc.toJS({ maxAliasCount: LIMITS.aliasExpansion.max });
    } catch (e) {
      diagnostics.push(
        e instanceof ReferenceError ? limitDiagnostic("aliasExpansion", void 0, { file, line: 1 + offset, col: 1 }) : diag("error", "YAML", e.message, { file, line: 1 + offset, col: 1 })
      );
    }
  }
  return positioned(file, doc, lineCounter, diagnostics, value, at, 1 + offset);
}
var EMPTY;
var MAX_ERRORS = 50;
function positioned(file, doc, lineCounter, diagnostics, value, at, firstLine2) {
  const { isMap, isScalar, isSeq } = yaml();
  const start = (n) => n?.range ? at(n.range[0]) : { line: firstLine2, col: 1 };
  const pairs = /* @__PURE__ */ new WeakMap();
  const pairOf = (map, k) => {
    let index = pairs.get(map);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const it of map.items) {
        const key = isScalar(it.key) ? it.key.value : it.key;
        if (!index.has(key)) index.set(key, it);
      }
      pairs.set(map, index);
    }
    return index.get(k);
  };
  const nodeAt = (path) => {
    let node = doc.contents;
    let last = node;
    for (const k of path) {
      const next = isMap(node) ? pairOf(node, k)?.value ?? void 0 : isSeq(node) ? node.items[seqIndex(k)] : void 0;
      if (next === void 0 || next === null) break;
      node = next;
      last = next;
    }
    return last;
  };
  return {
    file,
    value,
    doc,
    lineCounter,
    diagnostics,
    locate: (path) => start(nodeAt(path)),
    locateKey: (path) => {
      if (path.length === 0) return start(nodeAt(path));
      const parent = nodeAt(path.slice(0, -1));
      const pair = isMap(parent) ? pairOf(parent, path[path.length - 1]) : void 0;
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
  let best;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = c.includes(word) || word.includes(c) ? Math.abs(c.length - word.length) : distance(word, c);
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best !== void 0 && bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : void 0;
}
function distance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
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

// src/plan/canonical.ts
import * as crypto from "node:crypto";
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
  const keys = Object.keys(obj2);
  if (keys.length > 1) keys.sort();
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (omit?.has(k)) continue;
    const v = mapValue ? mapValue(k, obj2[k]) : obj2[k];
    if (v === void 0) continue;
    if (out.length > 1) out += ",";
    out += encodeString(k) + ":" + encode(v, strict);
  }
  return out + "}";
}
var oneShot = crypto.hash;
function sha256Hex(text) {
  return oneShot ? oneShot("sha256", text, "hex") : crypto.createHash("sha256").update(text, "utf8").digest("hex");
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
var isSpace = (c) => c === 32;
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
  at(kind, col, line = this.i) {
    this.nodes?.set(pathKey(this.path), { kind, line, col });
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
    this.at(1 /* Seq */, n);
    const out = [];
    for (; ; ) {
      const line = this.lines[this.i];
      let q = n + 1;
      while (q < line.length && isSpace(line.charCodeAt(q))) q++;
      if (this.nodes) this.path.push(String(out.length));
      if (q >= line.length || line.charCodeAt(q) === 35) {
        this.i++;
        const j2 = this.nextContent();
        if (j2 >= 0 && this.indent[j2] > n) out.push(this.node(this.indent[j2], n));
        else {
          this.at(3 /* Other */, 0);
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
    this.at(0 /* Map */, n);
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
      while (q < line.length && isSpace(line.charCodeAt(q))) q++;
      let value;
      if (q >= line.length || line.charCodeAt(q) === 35) {
        this.i++;
        const j2 = this.nextContent();
        if (j2 >= 0 && this.indent[j2] > n) value = this.node(this.indent[j2], n);
        else if (j2 >= 0 && this.indent[j2] === n && isSeqAt(this.lines[j2], n)) value = this.seq(n);
        else {
          this.at(3 /* Other */, 0);
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
      this.at(2 /* Scalar */, q);
      this.scalar();
      [value, end] = quoted(line, q);
    } else {
      this.at(2 /* Scalar */, q);
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
    this.at(open === 91 ? 1 /* Seq */ : 0 /* Map */, q);
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
    this.at(2 /* Scalar */, pos);
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
  const c = line.charCodeAt(q);
  if (c === 91 || c === 123) return -1;
  if (c === 34 || c === 39) {
    const e = quotedEnd(line, q);
    return e >= 0 && line.charCodeAt(e) === 58 && isSpaceOrEnd(line, e + 1) ? e : -1;
  }
  for (let i = q; i < line.length; i++) {
    const d = line.charCodeAt(i);
    if (d === 35 && i > q && line.charCodeAt(i - 1) === 32) return -1;
    if (d === 58 && isSpaceOrEnd(line, i + 1)) return i;
  }
  return -1;
}
function readKey(line, q, e) {
  if (e - q > KEY_MAX) aside();
  const c = line.charCodeAt(q);
  if (c === 34 || c === 39) return quoted(line, q)[0];
  if (isIndicator(c) || c === 45 || c === 63 || c === 58 || line.charCodeAt(e - 1) === 32) aside();
  for (let i = q; i < e; i++) {
    const d = line.charCodeAt(i);
    if (d === 44 || d === 91 || d === 93 || d === 123 || d === 125 || d === 35 || d === 34 || d === 39)
      aside();
  }
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
    let at = "";
    let node = nodes.get(at);
    if (!node) return void 0;
    for (const k of path) {
      if (node.kind === 3 /* Other */) return void 0;
      if (node.kind === 2 /* Scalar */) break;
      if (node.kind === 0 /* Map */ && typeof k !== "string") break;
      if (node.kind === 1 /* Seq */ && !(typeof k === "number" ? k >= 0 && Number.isInteger(k) : INDEX.test(k)))
        return void 0;
      const next = `${at}\0${String(k)}`;
      const child = nodes.get(next);
      if (!child) break;
      at = next;
      node = child;
    }
    return node.kind === 3 /* Other */ ? void 0 : { node, at };
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

export {
  LIMITS,
  utf8Bytes,
  overBytes,
  limitDiagnostic,
  fastPositions,
  fastLoad,
  charProblems,
  yaml,
  parseYaml,
  formatPath,
  CONFIG_LIMITS,
  says,
  int,
  posInt,
  str,
  nonEmptyStr,
  bool,
  list,
  obj,
  singleNodeItem,
  multiNodeItem,
  multiNodeAggItem,
  singleNodeAgenticItem,
  multiNodeAgenticItem,
  multiNodeAgenticAggItem,
  fixedSeqLenBlock,
  agenticBlock,
  singleNodeEntryHead,
  multiNodeEntryHead,
  ciPriority,
  schemaFindings,
  nearest,
  toDiagnostic,
  lintYaml11,
  canonicalJson,
  canonicalJsonOf,
  comparableJson,
  sha256Hex
};
