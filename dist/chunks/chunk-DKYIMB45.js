import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rowId
} from "./chunk-7CHUA6QJ.js";
import {
  fastLoad,
  formatPath,
  git,
  parseYaml,
  require_dist
} from "./chunk-BOWMBYT4.js";
import {
  ZodArray,
  ZodObject,
  ZodOptional,
  ZodRecord,
  _enum,
  array,
  boolean,
  canonicalJson,
  diag,
  int,
  literal,
  number,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-S6F2X7S5.js";
import {
  __toESM
} from "./chunk-HLRRHCOX.js";

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
var int2 = () => int({ error: says("Input should be a valid integer") });
var posInt = () => int2().min(1, { error: "Input should be greater than 0" });
var str = () => string({ error: says("Input should be a valid string") });
var nonEmptyStr = () => str().min(1, { error: "String should have at least 1 character" });
var bool = () => boolean({ error: says("Input should be a valid boolean") });
var list = (item) => array(item, { error: says("Input should be a valid list") });
var obj = (shape) => strictObject(shape, { error: says("Input should be a valid dictionary") });

// src/config/schema.ts
var pinned = (v) => literal(v, {
  error: (iss) => iss.input === void 0 ? "Field required" : typeof iss.input !== "boolean" ? "Input should be a valid boolean" : `Input should be ${v ? "True" : "False"}`
});
var specDecoding = _enum(["mtp", "draft_model", "none"], {
  error: says("Input should be 'mtp', 'draft_model' or 'none'")
});
var kvOffloading = _enum(["none", "dram"], { error: says("Input should be 'none' or 'dram'") });
var router = obj({ name: nonEmptyStr(), version: nonEmptyStr() });
var backend = obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() });
var bounded = (max) => posInt().max(max, { error: `Input should be less than or equal to ${max}` });
var concValue = () => int2().max(CONFIG_LIMITS.maxConc, {
  error: `Input should be less than or equal to ${CONFIG_LIMITS.maxConc}`
});
var conc = {
  "conc-start": concValue().optional(),
  "conc-end": concValue().optional(),
  "conc-list": list(concValue()).max(CONFIG_LIMITS.maxConcList, {
    error: `List should have at most ${CONFIG_LIMITS.maxConcList} items after validation`
  }).optional()
};
var stage = () => bounded(CONFIG_LIMITS.maxStageGpus);
var parallelism = {
  pp: stage().optional(),
  "dcp-size": stage().optional(),
  "pcp-size": stage().optional()
};
var recipe = () => nonEmptyStr();
var worker = obj({
  "num-worker": int2().min(0, { error: "Input should be greater than or equal to 0" }).max(CONFIG_LIMITS.maxWorkers, {
    error: `Input should be less than or equal to ${CONFIG_LIMITS.maxWorkers}`
  }),
  tp: stage(),
  ...parallelism,
  ep: stage(),
  "dp-attn": bool(),
  hardware: unknown().optional(),
  "additional-settings": list(str()).optional()
});
var singleNodeItem = obj({
  tp: stage(),
  ...parallelism,
  ep: stage().optional(),
  "dp-attn": bool().optional(),
  "spec-decoding": specDecoding.optional(),
  router: router.optional(),
  "srt-recipe": recipe().optional(),
  "require-power": bool().optional(),
  ...conc
});
var multiNodeCommon = {
  "spec-decoding": specDecoding.optional(),
  router: router.optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  "srt-recipe": recipe().optional(),
  "eval-srt-recipe": recipe().optional(),
  "require-power": bool().optional(),
  power: bool().optional(),
  ...conc
};
var aggregate = { worker, "num-nodes": bounded(CONFIG_LIMITS.maxNodes) };
var multiNodeItem = obj({ ...multiNodeCommon, prefill: worker, decode: worker });
var multiNodeAggItem = obj({ ...multiNodeCommon, ...aggregate });
var agenticCommon = {
  "kv-offload-backend": backend.optional(),
  router: router.optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  "spec-decoding": specDecoding.optional(),
  "require-power": bool().optional(),
  ...conc
};
var singleNodeAgenticItem = obj({
  tp: stage(),
  ...parallelism,
  ep: stage().optional(),
  "dp-attn": bool().optional(),
  "kv-offloading": kvOffloading.optional(),
  "srt-recipe": recipe().optional(),
  ...agenticCommon
});
var multiNodeAgenticCommon = {
  "kv-offloading": kvOffloading.optional(),
  "srt-recipe": recipe().optional(),
  "eval-srt-recipe": recipe().optional(),
  power: bool().optional(),
  ...agenticCommon
};
var multiNodeAgenticItem = obj({ ...multiNodeAgenticCommon, prefill: worker, decode: worker });
var multiNodeAgenticAggItem = obj({ ...multiNodeAgenticCommon, ...aggregate });
var seqLen = () => bounded(CONFIG_LIMITS.maxSeqLen);
var dramUtilization = number({ error: says("Input should be a valid number") }).gt(0, { error: "Input should be greater than 0" }).lte(1, { error: "Input should be less than or equal to 1" });
var fixedSeqLenBlock = obj({ isl: seqLen(), osl: seqLen(), "search-space": list(unknown()) });
var agenticBlock = obj({
  "dram-utilization": dramUtilization.optional(),
  "search-space": list(unknown())
});
var scenarios = obj({
  "fixed-seq-len": list(unknown()).optional(),
  "agentic-coding": list(unknown()).optional()
});
var entryCommon = {
  image: str(),
  model: str(),
  "model-prefix": str(),
  precision: str(),
  framework: str(),
  runner: str(),
  router: router.optional(),
  // On single-node entries this is VM-5, a rule with its own message, so both heads accept it.
  "kv-p2p-transfer": nonEmptyStr().optional(),
  /** [N] recipe directory under benchmarks/<single|multi>_node/srt-slurm-recipes/ for the items' srt-recipe. */
  "srt-recipe-dir": nonEmptyStr().optional(),
  scenarios
};
var singleNodeEntryHead = obj({
  ...entryCommon,
  multinode: pinned(false),
  disagg: pinned(false).optional()
});
var multiNodeEntryHead = obj({
  ...entryCommon,
  multinode: pinned(true),
  disagg: bool().optional()
});
var fixedBlockOf = (item) => obj({ isl: seqLen(), osl: seqLen(), "search-space": list(item) });
var agenticBlockOf = (item) => obj({ "dram-utilization": dramUtilization.optional(), "search-space": list(item) });
var singleNodeEntry = singleNodeEntryHead.extend({
  scenarios: obj({
    "fixed-seq-len": list(fixedBlockOf(singleNodeItem)).optional(),
    "agentic-coding": list(agenticBlockOf(singleNodeAgenticItem)).optional()
  })
});
var multiNodeEntry = multiNodeEntryHead.extend({
  scenarios: obj({
    "fixed-seq-len": list(fixedBlockOf(union([multiNodeItem, multiNodeAggItem]))).optional(),
    "agentic-coding": list(
      agenticBlockOf(union([multiNodeAgenticItem, multiNodeAgenticAggItem]))
    ).optional()
  })
});
var DERIVED_FIELDS = {
  "total-cpu-dram-gb": "it is computed from runners.yaml hardware and dram-utilization",
  "gpus-per-node": "it comes from the runner hardware in runners.yaml",
  duration: "the agentic duration is fixed at 3600 s",
  "trace-source": "the agentic trace source is fixed by the benchmark"
};
var num = () => number({ error: says("Input should be a valid number") });
var weights = () => record(string(), num(), { error: says("Input should be a valid dictionary") });
var ciPriority = obj({
  version: literal(1, { error: says("Input should be 1") }),
  "base-score": num(),
  adjustments: obj({
    event: weights().optional(),
    "multi-node": num().optional(),
    agentic: num().optional(),
    "eval-only": num().optional(),
    // [N]: added once per node beyond the first, so smaller allocations run first within a class.
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
});
function knownKeys(schema, path) {
  let s = schema;
  for (const k of [...path, void 0]) {
    for (; ; ) {
      if (!s) return [];
      if (s instanceof ZodOptional) s = s.unwrap();
      else break;
    }
    if (k === void 0) break;
    if (s instanceof ZodObject) s = s.shape[String(k)];
    else if (s instanceof ZodArray) s = s.element;
    else if (s instanceof ZodRecord) s = s.valueType;
    else return [];
  }
  return s instanceof ZodObject ? Object.keys(s.shape) : [];
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

// src/config/slice.ts
var KEY_LINE = /^(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s#'"{}[\],&*!|>%@`?:-][^:#\n]*?|-[^\s:#\n][^:#\n]*?))[ \t]*:(?:[ \t]|\r?\n|$)/;
var ANCHOR_OR_ALIAS = /(?:^|[\s,[{])[&*][^\s,[\]{}]/m;
function scanTopLevel(text) {
  const entries = [];
  let irregular = ANCHOR_OR_ALIAS.test(text);
  let pos = 0;
  let line = 1;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl + 1;
    const c = text[pos];
    if (c !== void 0 && c !== " " && c !== "	" && c !== "\n" && c !== "\r" && c !== "#") {
      const m = KEY_LINE.exec(text.slice(pos, end));
      const key = m ? keyOf(m) : void 0;
      if (key !== void 0) {
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
function sliceTopLevelEntries(text) {
  return scanTopLevel(text).entries;
}

// src/config/lint.ts
var import_yaml = __toESM(require_dist(), 1);
var YES_NO = /^[yYnN]$/;
var EXPONENT_NO_DOT = /^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$/;
var SUSPECT = /(?:^|[\s:[{,-])(?:[yYnN]|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+)(?=$|[\s,\]}:])/m;
function lintYaml11(parsed, text, lineOffset = 0) {
  if (!SUSPECT.test(text)) return [];
  const out = [];
  (0, import_yaml.visit)(parsed.doc, {
    Scalar(_key, node) {
      if (!(0, import_yaml.isScalar)(node) || node.type !== "PLAIN" || !node.range) return;
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
function readYaml(text, file) {
  let cache2;
  const parsed = () => cache2 ??= parseYaml(text, file, { version: "1.1" });
  const fast = fastLoad(text);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text)], parsed };
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
  const list2 = r["conc-list"];
  const hasList = Array.isArray(list2) ? list2.length > 0 : has(r, "conc-list");
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
  if (Array.isArray(list2)) {
    const bad = list2.findIndex((c) => typeof c === "number" && c <= 0);
    if (bad >= 0)
      out.push(
        at([...i.path, "conc-list", bad], "VC-5", "Input 'conc-list' entries must be greater than 0.")
      );
    const seen = /* @__PURE__ */ new Set();
    list2.forEach((c, k) => {
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

// src/config/runners-schema.ts
var dict = (value) => record(string(), value, {
  error: (iss) => iss.input === void 0 ? "Field required" : "Input should be a valid dictionary"
});
var oneOf = (values) => _enum(values, {
  error: (iss) => iss.input === void 0 ? "Field required" : `Input should be ${values.map((v) => `'${v}'`).join(", ").replace(/, ([^,]*)$/, " or $1")}`
});
var envValue = union([str(), number(), boolean()], {
  error: "Input should be a valid string"
});
var env = () => dict(envValue);
var timeLimit = () => string({
  error: (iss) => typeof iss.input === "number" ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : "Input should be a valid string"
}).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });
var VISIBILITIES = ["shared", "node-local"];
var SQUASH_IMPORTS = ["submit-host", "compute", "all-nodes", "pre-staged", "unchecked"];
var KEY_STYLES = ["underscore", "plus", "plus-strip-nvcr"];
var SCHEDULERS = ["slurm"];
var volume = obj({ path: nonEmptyStr(), visibility: oneOf(VISIBILITIES).optional() });
var squashPlace = {
  dir: nonEmptyStr().optional(),
  "key-style": oneOf(KEY_STYLES).optional(),
  import: oneOf(SQUASH_IMPORTS).optional()
};
var squash = obj({
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
    obj({ ...squashPlace, "model-prefixes": dict(obj(squashPlace)).optional() })
  ).optional(),
  "helper-dirs": obj({
    nginx: obj(squashPlace).optional(),
    "dcgm-exporter": obj(squashPlace).optional()
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
var fabric = obj({
  ...Object.fromEntries(FABRIC_LISTS.map((k) => [k, list(nonEmptyStr()).optional()])),
  ...Object.fromEntries(FABRIC_NUMBERS.map((k) => [k, int2().optional()]))
});
var srtSlurm = obj({
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
  fabric: fabric.optional(),
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
  extra: dict(unknown()).optional()
});
var slurm = obj({
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
  volumes: dict(volume).optional(),
  squash: squash.optional(),
  "srt-slurm": srtSlurm.optional()
});
var clusterRecord = obj({
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
  slurm: slurm.optional()
});
var hardwareRecord = obj({
  "available-cpu-dram-mib": posInt(),
  "gpus-per-node": posInt()
});
var runnersFile = obj({
  labels: unknown().optional(),
  hardware: record(string(), hardwareRecord, { error: says("Input should be a valid dictionary") }).optional(),
  clusters: record(string(), clusterRecord, { error: says("Input should be a valid dictionary") }).optional()
});

// src/config/clusters.ts
var CLUSTER = "cluster:";
var PARTITION = "partition:";
function clustersByRunner(labels) {
  const out = /* @__PURE__ */ new Map();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== "string") continue;
      const list2 = out.get(n) ?? [];
      if (!list2.includes(l)) list2.push(l);
      out.set(n, list2);
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
function loadRunners(file) {
  const p = readYaml(file.text, file.path);
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
    findings.push(...schemaFindings(runnersFile, v, [], () => "VR-4"));
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
  const check = (schema, data, at3) => findings.push(...schemaFindings(schema, data, at3, rule));
  check(multinode ? multiNodeEntryHead : singleNodeEntryHead, raw, path);
  const blocks = [];
  const items = [];
  const scenarios2 = isRec(raw.scenarios) ? raw.scenarios : {};
  for (const scenario of ["fixed-seq-len", "agentic-coding"]) {
    const list2 = scenarios2[scenario];
    if (!Array.isArray(list2)) continue;
    list2.forEach((b, bi) => {
      const bpath = [...path, "scenarios", scenario, bi];
      check(scenario === "fixed-seq-len" ? fixedSeqLenBlock : agenticBlock, b, bpath);
      if (!isRec(b)) return;
      const block = { scenario, raw: b, path: bpath };
      blocks.push(block);
      const space = b["search-space"];
      if (!Array.isArray(space)) return;
      space.forEach((it, ii) => {
        const ipath = [...bpath, "search-space", ii];
        const item = itemSchema(scenario, multinode, it);
        if (item) check(item.schema, item.data, ipath);
        if (isRec(it))
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
function itemSchema(scenario, multinode, it) {
  if (!isRec(it)) {
    const schema = scenario === "fixed-seq-len" ? multinode ? multiNodeItem : singleNodeItem : multinode ? multiNodeAgenticItem : singleNodeAgenticItem;
    return { schema, data: it };
  }
  const worker3 = it.worker !== void 0 && it.worker !== null;
  const pd = "prefill" in it || "decode" in it;
  if (scenario === "fixed-seq-len") {
    if (!multinode) return { schema: singleNodeItem, data: without(it, MULTI_NODE_KEYS2) };
    if (worker3 && !pd) return { schema: multiNodeAggItem, data: it };
    return { schema: multiNodeItem, data: without(it, ["worker", "num-nodes"]) };
  }
  const tp = it.tp !== void 0 && it.tp !== null;
  const both = it.prefill != null && it.decode != null;
  if ([tp, both, worker3].filter(Boolean).length !== 1) return void 0;
  if (tp) return { schema: singleNodeAgenticItem, data: without(it, ["worker", "num-nodes"]) };
  if (worker3) return { schema: multiNodeAgenticAggItem, data: without(it, VA3_KEYS) };
  return { schema: multiNodeAgenticItem, data: without(it, [...VA3_KEYS, "num-nodes"]) };
}

// src/config/ci-priority.ts
var NEUTRAL_POLICY = { version: 1, "base-score": 1, adjustments: {} };
function loadCiPriority(file) {
  const p = readYaml(file.text, file.path);
  const diagnostics = [...p.diagnostics];
  if (p.value === void 0) return { value: NEUTRAL_POLICY, diagnostics };
  const findings = schemaFindings(ciPriority, p.value, [], () => "PR-1");
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value: findings.length ? NEUTRAL_POLICY : p.value, diagnostics };
}

// src/config/load.ts
var KEY_SYNTAX = /^[a-z0-9][a-z0-9._-]*$/;
var once = (make) => {
  let v;
  return () => v ??= make();
};
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
    for (const u of units) {
      const keyAt = { file: f.path, line: u.line, col: 1, path: u.key };
      let keyOk = true;
      if (u.key.includes("*")) {
        diagnostics.push(
          diag("error", "VL-3", ` Wildcard '*' is not allowed in master config keys: '${u.key}'`, {
            ...keyAt,
            fix: "name the entry without *"
          })
        );
        keyOk = false;
      } else if (!KEY_SYNTAX.test(u.key)) {
        diagnostics.push(
          diag("error", "VP-4", `Master config key '${u.key}' must match ${KEY_SYNTAX.source}`, {
            ...keyAt,
            fix: `rename it, e.g. '${u.key.toLowerCase().replace(/[^a-z0-9._-]/g, "-").replace(/^[^a-z0-9]+/, "")}'`
          })
        );
        keyOk = false;
      }
      const dupLine = inFile.get(u.key);
      const other = firstSeen.get(u.key);
      if (dupLine !== void 0) {
        diagnostics.push(
          diag(
            "error",
            "VP-4",
            `Duplicate configuration key '${u.key}' in '${f.path}' (first defined at line ${dupLine})`,
            {
              ...keyAt,
              fix: "remove or rename one of the two entries"
            }
          )
        );
        continue;
      }
      inFile.set(u.key, u.line);
      if (other) {
        diagnostics.push(
          diag("error", "VL-4", `Duplicate configuration keys found in '${f.path}': ${u.key}`, {
            ...keyAt,
            fix: `rename it: '${u.key}' is already defined at ${other.file}:${other.line}`
          })
        );
        continue;
      }
      firstSeen.set(u.key, { file: f.path, line: u.line });
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
function fileUnits(f, select, out) {
  const scan = scanTopLevel(f.text);
  if (!scan.irregular && scan.entries.length > 0) {
    const diags = [];
    let syntax = false;
    const units = scan.entries.map((e) => {
      if (!select(e.key)) return { key: e.key, line: e.line };
      const text = f.text.slice(e.start, e.end);
      const slow = once(() => parseYaml(text, f.path, { version: "1.1", lineOffset: e.line - 1 }));
      const fast = fastLoad(text);
      if (fast && isRec(fast.value) && Object.keys(fast.value).length === 1)
        return { key: e.key, line: e.line, parsed: slow, raw: Object.values(fast.value)[0] };
      const parsed = slow();
      for (const d of parsed.diagnostics) diags.push(d.rule === "YAML-DUP" ? { ...d, rule: "VP-4" } : d);
      diags.push(...lintYaml11(parsed, text, e.line - 1));
      syntax ||= parsed.diagnostics.some((d) => d.rule === "YAML" && d.severity === "error");
      const map = parsed.value;
      if (!isRec(map)) return { key: e.key, line: e.line };
      return { key: e.key, line: e.line, parsed: slow, raw: Object.values(map)[0] };
    });
    if (!syntax || wholeFileHasSyntaxErrors(f)) {
      out.push(...diags);
      return units;
    }
  }
  return wholeFileUnits(f, out);
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

// src/plan/conc.ts
function concRange(start, end, step) {
  const out = [];
  if (!(step > 1) || !(start > 0)) return start <= end ? [end] : [];
  for (let c = start; c < end; c *= step) out.push(c);
  out.push(end);
  return out;
}
function concValues(item, step) {
  const list2 = item["conc-list"];
  if (list2 && list2.length > 0) return [...list2];
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
  const file = configs.sourceOf.get(key);
  const pos = configs.locate?.(key, path);
  let dotted = key;
  for (const p of path) dotted += typeof p === "number" ? `[${p}]` : `.${p}`;
  return { ...file ? { file } : {}, ...pos ?? {}, path: dotted };
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
  for (const [k, v] of Object.entries(w)) {
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
  const rest = {};
  for (const k in r) if (!TOPOLOGY_IGNORED.has(k)) rest[k] = r[k];
  return canonicalJson(rest);
}
function groupBy(rows, keyOf3) {
  const groups = /* @__PURE__ */ new Map();
  for (const g of rows) {
    const k = keyOf3(g);
    if (k === void 0) continue;
    let list2 = groups.get(k);
    if (!list2) groups.set(k, list2 = []);
    list2.push(g);
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
function widenToAllEvals(input, eligible = () => true) {
  for (const g of input) {
    if (eligible(g) && (g.kind === "single-fixed" && is8k1k(g.row) || g.kind === "single-agentic"))
      g.row["run-eval"] = true;
  }
  const rows = mergeTopologies(
    input,
    (g) => eligible(g) && g.kind === "multi-fixed" && is8k1k(g.row),
    (r) => {
      delete r["eval-conc"];
      r["eval-all-concs"] = true;
    }
  );
  return mergeTopologies(
    rows,
    (g) => eligible(g) && g.kind === "multi-agentic",
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
  "runner",
  "framework",
  "precision",
  "spec-decoding",
  "scenario-type",
  "isl",
  "osl",
  "tp",
  "ep",
  "dp-attn",
  "eval-framework",
  "eval-suite"
];
var EVAL_FIELDS = ["eval-framework", "eval-suite", "eval-conc"];
var vendorOf = (r) => GENERATOR_POLICY.vendorEvals[String(r["model-prefix"])];
var isAgentic = (g) => g.kind === "single-agentic" || g.kind === "multi-agentic";
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
function identity(r) {
  const workers = ["prefill", "decode"].map((w) => {
    const x = r[w];
    return x ? [x["num-worker"], x.tp, x.ep, x["dp-attn"]] : null;
  });
  return `${keyOf2(r, IDENTITY)}\0${canonicalJson(workers)}\0${canonicalJson(r["eval-conc"] ?? r.conc)}`;
}
function dropCollidingEvals(rows) {
  const evals = rows.filter((g) => g.row["run-eval"] === true);
  const offloads = (g) => (g.row["kv-offloading"] ?? "none") !== "none";
  const ordered = [...evals.filter((g) => !offloads(g)), ...evals.filter(offloads)];
  const seen = /* @__PURE__ */ new Set();
  const dropped = /* @__PURE__ */ new Set();
  for (const g of ordered) {
    const id = identity(g.row);
    if (seen.has(id)) dropped.add(g);
    else seen.add(id);
  }
  const out = [];
  for (const g of rows) {
    if (dropped.has(g)) {
      if (g.row["eval-only"] === true) continue;
      g.row["run-eval"] = false;
      for (const f of EVAL_FIELDS) delete g.row[f];
    } else if (g.row["eval-only"] === true) delete g.row["require-power"];
    out.push(g);
  }
  return out;
}
function markEvalsV2(input, evals) {
  if (evals.mode === "none") return input;
  const gsm8k = GENERATOR_POLICY.defaultEval;
  const rows = input.map((g) => ({ ...g, row: { ...g.row } }));
  for (const g of rows) if (isAgentic(g)) g.row["run-eval"] = false;
  markSingleFixedSubset(rows);
  for (const g of rows) if (g.row["run-eval"] === true) mark(g.row, gsm8k);
  const picks = [
    ...multiSubsetPicks(rows, "multi-fixed"),
    ...multiAgenticPicks(rows),
    ...singleAgenticPicks(rows, SINGLE_AGENTIC_GROUP2)
  ];
  const copies = /* @__PURE__ */ new Map();
  for (const p of picks) {
    if (isAgentic(p.row) && vendorOf(p.row.row)) {
      const row = { ...structuredClone(p.row.row), "eval-only": true };
      mark(row, gsm8k, p.conc);
      copies.set(p.row, { ...p.row, row });
    } else mark(p.row.row, gsm8k, p.conc);
  }
  for (const g of rows) {
    const suite = isAgentic(g) ? vendorOf(g.row) : void 0;
    if (suite) mark(g.row, suite, g.kind === "multi-agentic" ? concsOf(g.row)[0] : void 0);
  }
  let out = rows.flatMap((g) => copies.has(g) ? [g, copies.get(g)] : [g]);
  if (evals.allEvals) {
    out = widenToAllEvals(out, (g) => g.row["eval-only"] !== true && !(isAgentic(g) && vendorOf(g.row)));
    for (const g of out)
      if (g.row["run-eval"] === true && g.row["eval-framework"] === void 0) mark(g.row, gsm8k);
  }
  out = dropCollidingEvals(out);
  return evals.mode === "evals-only" || evals.allEvals ? keepEvalRows(out) : out;
}

// src/plan/keys.ts
var cache = /* @__PURE__ */ new Map();
function globToRegExp(pattern) {
  let re = cache.get(pattern);
  if (!re) {
    const body = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join(".*");
    re = new RegExp(`^${body}$`, "s");
    cache.set(pattern, re);
  }
  return re;
}
var isPattern = (pattern) => pattern.includes("*");
function matchKeys(pattern, keys) {
  const out = [];
  if (!isPattern(pattern)) {
    for (const k of keys) if (k === pattern) out.push(k);
    return out;
  }
  const re = globToRegExp(pattern);
  for (const k of keys) if (re.test(k)) out.push(k);
  return out;
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
function withConcList(item, list2) {
  const { "conc-start": _s, "conc-end": _e, ...rest } = item;
  return { ...rest, "conc-list": list2 };
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
      const list3 = clampList(concValues(item, step), m, M);
      return list3 && withConcList(item, list3);
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
    const list2 = clampList(item["conc-list"], m, M);
    return list2 && withConcList(out, list2);
  };
}
function clampList(list2, m, M) {
  let out = [...list2];
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
    const hits = matchKeys(p, all);
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

// src/topology/recipe.ts
var WORKSPACE_MOUNT = "/infmax-workspace";
function parseRecipe(text, file, variant, gpn) {
  const p = parseYaml(text, file);
  if (!isObj(p.value))
    return {
      diagnostics: p.diagnostics.length ? p.diagnostics : [diag("error", "R3", "recipe is not a mapping", { file, line: 1, col: 1 })]
    };
  const raw = p.value;
  let doc = Object.fromEntries(
    Object.entries(raw).filter(([k]) => !/^(zip_)?override_/.test(k))
  );
  if (variant) {
    const o = variantOf(raw, variant);
    if (!isObj(o)) {
      const known = Object.keys(raw).filter((k) => /^(zip_)?override_/.test(k));
      return {
        diagnostics: [
          diag("error", "R3", `recipe has no variant '${variant}'`, {
            file,
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
  const rgpn = isObj(doc.resources) && typeof doc.resources.gpus_per_node === "number" ? doc.resources.gpus_per_node : gpn;
  const stages = [];
  const mk = (role, nodes, workers, gpus, args, path) => {
    const n = typeof nodes === "number" ? nodes : void 0;
    const w = typeof workers === "number" ? workers : 1;
    const g = typeof gpus === "number" ? gpus : n !== void 0 && w > 0 ? n * rgpn / w : void 0;
    stages.push({ role, nodes: n, workers: w, gpus: g, args: isObj(args) ? args : {}, at: at3(path) });
  };
  if (isObj(doc.roles)) {
    for (const role of ["prefill", "decode", "agg"]) {
      const r = doc.roles[role];
      if (isObj(r)) mk(role, r.nodes, r.workers, r.gpus, r.args, ["roles", role]);
    }
  } else if (isObj(doc.resources)) {
    const res = doc.resources;
    const backend2 = isObj(doc.backend) ? doc.backend : {};
    const cfg = Object.entries(backend2).find(([k, v]) => k.endsWith("_config") && isObj(v))?.[1];
    for (const role of ["prefill", "decode", "agg"]) {
      const nodes = res[`${role}_nodes`];
      const workers = res[`${role}_workers`];
      if (nodes === void 0 && workers === void 0) continue;
      const args = cfg?.[role === "agg" ? "aggregated" : role];
      mk(role, nodes, workers, res[`gpus_per_${role}`], args, ["resources", `${role}_nodes`]);
    }
  }
  const extra = (k) => isObj(doc[k]) && typeof doc[k].nodes === "number" ? doc[k].nodes : 0;
  return {
    recipe: {
      file,
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
  const list2 = raw[zip[1]];
  return Array.isArray(list2) ? list2[Number(zip[2])] : void 0;
}
var recipeNodes = (r) => r.stages.some((s) => s.nodes === void 0) ? void 0 : r.stages.reduce((a, s) => a + (s.nodes ?? 0), 0) + r.extraNodes;
function deepMerge(base, over) {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else out[k] = isObj(v) && isObj(out[k]) ? deepMerge(out[k], v) : v;
  }
  return out;
}
function hasPath(v, path) {
  let cur = v;
  for (const k of path) {
    if (!isObj(cur) || !(k in cur)) return false;
    cur = cur[k];
  }
  return true;
}
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
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
var gpusPerWorker = (s) => s.tp * s.pp * s.pcp;
var declaredGpus = (t) => t.stages.reduce((a, s) => a + s.numWorker * gpusPerWorker(s), 0);
function setting(t, key) {
  for (const s of t.stages)
    for (const kv of s.settings) if (kv.startsWith(`${key}=`)) return kv.slice(key.length + 1);
  return void 0;
}
function recipeRef(t) {
  const v = t.recipe ?? setting(t, "CONFIG_FILE");
  if (!v) return void 0;
  const m = /^(.*\.ya?ml):(.+)$/.exec(v);
  if (!m) return { path: v };
  return m[2] === "base" ? { path: m[1] } : { path: m[1], variant: m[2] };
}
var recipeName = (ref) => `${ref.path.split("/").at(-1)}${ref.variant ? `:${ref.variant}` : ""}`;
function isObj2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/topology/rules.ts
function engineOf(framework) {
  if (framework.includes("vllm")) return "vllm";
  if (framework.includes("sglang")) return "sglang";
  if (framework.includes("trt")) return "trtllm";
  if (framework.includes("atom")) return "atom";
  return void 0;
}
var shapeName = (s) => `tp: ${s.tp}, ep: ${s.ep}, dp-attn: ${s.dpAttn}${s.pp > 1 ? `, pp: ${s.pp}` : ""}${s.pcp > 1 ? `, pcp-size: ${s.pcp}` : ""}`;
var stageName = (s) => s.role === "single" ? "search-space item" : s.role === "worker" ? "aggregated worker" : `${s.role} worker`;
function checkDeclared(t, gpn) {
  const out = [];
  if (t.kind === "agg" && t.nodes !== void 0) out.push(...aggregateNodes(t.stages[0], t.nodes, gpn));
  for (const s of t.stages) {
    if (s.numWorker === 0) continue;
    const g = gpusPerWorker(s);
    const r1 = s.ep < 1 || s.ep > g || g % s.ep !== 0;
    if (r1) {
      out.push({
        rule: "R1",
        severity: "error",
        role: s.role,
        field: "ep",
        message: `${stageName(s)} declares ep ${s.ep} on tp\xB7pp\xB7pcp = ${g} GPUs (${shapeName(s)}); EP adds no GPUs, so ${s.ep > g ? `this worker is counted as ${g} GPUs, not ${s.ep}` : `ep must divide ${g}`}`,
        fix: s.ep > g && s.dpAttn ? `for DEP${s.ep} write tp: ${s.ep}, ep: ${s.ep}, dp-attn: true (tp is the worker's GPU width)` : `make ep a divisor of ${g}, or widen tp to the worker's real GPU count`
      });
    }
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
        message: `dp-attn with ep ${s.ep} \u2260 ${g} GPUs: DEP-N means tp: N, ep: N, dp-attn: true`
      });
    else if (!r1 && s.ep > s.tp)
      out.push({
        rule: "R8",
        severity: "warning",
        role: s.role,
        field: "ep",
        message: `ep ${s.ep} > tp ${s.tp} is suspicious: tp is the worker's GPU width`
      });
    if (t.kind === "single") {
      if (g > gpn)
        out.push({
          rule: "R5",
          severity: "error",
          role: s.role,
          field: "tp",
          message: `a single-node item needs ${g} GPUs but a node has ${gpn}`
        });
    } else if (g > gpn ? g % gpn !== 0 : gpn % g !== 0) {
      out.push({
        rule: "R5",
        severity: "error",
        role: s.role,
        field: "tp",
        message: `${stageName(s)} of ${g} GPUs ${g > gpn ? "spans nodes but is not a multiple of" : "does not divide"} gpus-per-node ${gpn}`
      });
    }
  }
  return out;
}
function aggregateNodes(s, nodes, gpn) {
  const gpus = s.numWorker * gpusPerWorker(s);
  if (gpus === nodes * gpn) return [];
  if (nodes === 1 && gpus < gpn && gpn % gpus === 0) return [];
  const fits = gpus % gpn === 0;
  return [
    {
      rule: "R5",
      severity: "error",
      role: s.role,
      field: "num-worker",
      message: `${s.numWorker} worker(s) \xD7 tp\xB7pp\xB7pcp ${gpusPerWorker(s)} = ${gpus} GPUs, but num-nodes ${nodes} \xD7 ${gpn} GPUs per node = ${nodes * gpn}`,
      fix: fits ? `set num-nodes to ${gpus / gpn}, or make the workers fill ${nodes} node(s)` : `make num-worker \xD7 tp\xB7pp\xB7pcp a multiple of ${gpn} GPUs per node (num-nodes \xD7 ${gpn})`
    }
  ];
}
var roleFor = (t, s) => t.kind === "agg" ? "agg" : s.role;
function checkAgainstRecipe(t, recipe2, gpn, engine) {
  if (t.kind === "single") return [];
  const out = [];
  const name = `${recipe2.file}${recipe2.variant ? `:${recipe2.variant}` : ""}`;
  const byRole = new Map(recipe2.stages.map((s) => [s.role, s]));
  const where = (r) => r ? { recipeAt: { file: recipe2.file, line: r.at.line, col: r.at.col } } : {};
  const recGpus = recipe2.stages.reduce((a, s) => a + s.workers * (s.gpus ?? 0), 0);
  const needed = t.kind === "agg" ? ["agg"] : ["prefill", "decode"];
  for (const role of needed) {
    if (!byRole.has(role)) {
      out.push({
        rule: "R3",
        severity: "error",
        message: `${t.kind === "agg" ? "an aggregated row needs roles.agg" : "a disaggregated row needs recipe roles prefill and decode"}; ${name} has ${[...byRole.keys()].join(", ") || "no roles"}`
      });
    }
  }
  for (const s of t.stages) {
    const r = byRole.get(roleFor(t, s));
    if (!r) continue;
    const g = gpusPerWorker(s);
    if (s.numWorker !== r.workers || r.gpus !== void 0 && g !== r.gpus) {
      const total = `declared ${declaredGpus(t)} GPUs in total, recipe ${recGpus}`;
      out.push({
        rule: "R3",
        severity: "error",
        role: s.role,
        field: s.numWorker !== r.workers ? "num-worker" : "tp",
        message: `${stageName(s)} declares ${s.numWorker} worker(s) \xD7 ${g} GPUs, recipe ${name} runs ${r.workers} worker(s) \xD7 ${r.gpus ?? "?"} GPUs (${total})`,
        fix: r.gpus !== void 0 && g !== r.gpus ? `set ${s.role} tp to ${r.gpus / (s.pp * s.pcp)} so tp\xB7pp\xB7pcp = ${r.gpus}${s.ep > 1 ? `, ep: ${Math.max(s.ep, r.gpus)}` : ""}` : `set ${s.role} num-worker to ${r.workers}`,
        ...where(r)
      });
    }
    if (r.gpus !== void 0)
      out.push(...engineArgs(engine, r, name).map((f) => ({ ...f, role: s.role, ...where(r) })));
  }
  const recNodes = recipeNodes(recipe2);
  const packed = t.stages.reduce((a, s) => a + Math.ceil(s.numWorker * gpusPerWorker(s) / gpn), 0);
  if (recNodes !== void 0 && packed > recNodes) {
    out.push({
      rule: "R5",
      severity: "error",
      message: `the declared workers need ${packed} nodes of ${gpn} GPUs but recipe ${name} allocates ${recNodes}`
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
function checkNodeCount(t, gpn, recipe2, reserved = nodeCount(t, gpn)) {
  const allocated = recipeNodes(recipe2);
  if (t.kind === "single" || allocated === void 0 || allocated === reserved) return [];
  const nodesOf = (role) => recipe2.stages.find((s) => s.role === role)?.nodes ?? 0;
  const parts = [
    ...recipe2.stages.map((s) => `${s.role} ${s.nodes}`),
    ...recipe2.extraNodes ? [`${recipe2.extraNodes} frontend/benchmark`] : []
  ];
  const prefill = (t.kind === "agg" ? nodesOf("agg") : nodesOf("prefill")) + recipe2.extraNodes;
  const override = t.kind === "agg" ? `PREFILL_NODES=${prefill}` : `PREFILL_NODES=${prefill} and DECODE_NODES=${nodesOf("decode")}`;
  return [
    {
      rule: "R6",
      severity: "error",
      message: `node-count ${reserved}: the job reserves nodes:${reserved}, but recipe ${recipe2.file}${recipe2.variant ? `:${recipe2.variant}` : ""} allocates ${allocated} node(s) (${parts.join(" + ")})`,
      fix: `make the declared workers match the recipe, or add ${override} to additional-settings`
    }
  ];
}
var SHAPES = {
  dep: (s, n) => gpusPerWorker(s) === n && s.ep === n && s.dpAttn,
  tep: (s, n) => gpusPerWorker(s) === n && s.ep === n && !s.dpAttn,
  tp: (s, n) => gpusPerWorker(s) === n && s.ep === 1
};
function checkNameTokens(t, name, gpn) {
  if (t.kind === "single") return [];
  const tokens = name.split(/[-_.:/]/);
  const out = [];
  const counts = tokens.map((x) => /^(\d+)p(\d+)d$/.exec(x)).find((m) => m);
  if (counts && t.kind === "disagg") {
    t.stages.forEach((s, i) => {
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
  const shapes2 = tokens.flatMap((x) => {
    const m = /^(dep|tep|tp)(\d+)$/.exec(x);
    return m ? [{ token: x, fits: (s) => SHAPES[m[1]](s, Number(m[2])) }] : [];
  });
  const misfit = (token, s) => ({
    rule: "R7",
    severity: "warning",
    role: s.role,
    field: "tp",
    message: `'${token}' in ${name} does not describe the ${stageName(s)} (${shapeName(s)})`,
    fix: "make the worker shape match the name (DEP-N = tp: N, ep: N, dp-attn: true), or rename the variant"
  });
  if (shapes2.length === 2 && t.kind === "disagg")
    shapes2.forEach((x, i) => {
      const s = t.stages[i];
      if (!x.fits(s)) out.push(misfit(x.token, s));
    });
  else if (shapes2.length === 1 && !t.stages.some((s) => s.numWorker > 0 && shapes2[0].fits(s)))
    out.push(misfit(shapes2[0].token, t.stages.at(-1)));
  return out;
}
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
function gpuCount(t, recipe2) {
  const declared = declaredGpus(t);
  if (!recipe2 || recipe2.stages.some((s) => s.gpus === void 0)) return { declared };
  return { declared, recipe: recipe2.stages.reduce((a, s) => a + s.workers * s.gpus, 0) };
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
  const policy = evals.policy ?? (runners.clusters ? "v2" : "v1");
  const marked = (policy === "v2" ? markEvalsV2 : markEvals)(expanded.rows, evals);
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
    if (row["node-count"] === void 0) row["node-count"] = topo["node-count"];
    out.push(row);
  }
  return out;
}

// src/layout/find.ts
import { existsSync } from "node:fs";
import { join } from "node:path";

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
var MARKERS = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];
var LAYOUT_PROBES = Object.keys(PREFIXES).flatMap(
  (n) => MARKERS.map((m) => `${PREFIXES[n]}${m}`)
);
function detectLayout(exists) {
  const found = Object.keys(PREFIXES).filter(
    (n) => MARKERS.some((m) => exists(`${PREFIXES[n]}${m}`))
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
  return detectLayout((p) => existsSync(join(root, p)));
}
async function findLayoutAtRef(repo, ref) {
  if (ref.startsWith("-")) return detectLayout(() => false);
  const r = await git(repo, ["ls-tree", "-r", "--name-only", ref, "--", ...LAYOUT_PROBES]);
  const present = new Set(r.status === 0 ? r.stdout.toString("utf8").split("\n").filter(Boolean) : []);
  return detectLayout((p) => present.has(p));
}

export {
  schemaFindings,
  nearest,
  toDiagnostic,
  scanTopLevel,
  sliceTopLevelEntries,
  readYaml,
  loadCiPriority,
  loadRunners,
  loadMasterConfigs,
  seqLenName,
  isPattern,
  matchKeys,
  SCENARIOS,
  clustersOf,
  gpusPerNodeOf,
  parseRecipe,
  topologyOf,
  declaredGpus,
  recipeRef,
  recipeName,
  engineOf,
  checkDeclared,
  checkAgainstRecipe,
  checkNodeCount,
  checkNameTokens,
  nodeCount,
  gpuCount,
  generateFullSweep,
  generateTestConfig,
  ROOT_LAYOUT,
  findLayout,
  findLayoutAtRef
};
