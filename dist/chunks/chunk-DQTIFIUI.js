import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
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
  fastLoad,
  formatPath,
  int,
  lintYaml11,
  literal,
  number,
  object,
  parseYaml,
  record,
  sha256Hex,
  strictObject,
  string,
  union,
  unknown,
  url
} from "./chunk-NVAMQPIT.js";

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
  // On single-node entries this is refused by a rule with its own message, so both heads accept it.
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

// src/config/read.ts
function readYaml(text, file) {
  let cache;
  const parsed = () => cache ??= parseYaml(text, file, { version: "1.1" });
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
  for (const [field, setting] of Object.entries(RECIPE_SETTING)) {
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
        if (typeof kv === "string" && kv.startsWith(`${setting}=`))
          out.push(
            at(
              [...i.path, role, "additional-settings", k],
              "VP-8",
              `${setting}= cannot be given together with ${field}: the item's recipe is its ${field}`,
              { fix: `remove this ${setting}= setting (or drop ${field} and keep the setting)` }
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
  const check = (schema, data, at2) => findings.push(...schemaFindings(schema, data, at2, rule));
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
  const worker2 = it.worker !== void 0 && it.worker !== null;
  const pd = "prefill" in it || "decode" in it;
  if (scenario === "fixed-seq-len") {
    if (!multinode) return { schema: singleNodeItem, data: without(it, MULTI_NODE_KEYS2) };
    if (worker2 && !pd) return { schema: multiNodeAggItem, data: it };
    return { schema: multiNodeItem, data: without(it, ["worker", "num-nodes"]) };
  }
  const tp = it.tp !== void 0 && it.tp !== null;
  const both = it.prefill != null && it.decode != null;
  if ([tp, both, worker2].filter(Boolean).length !== 1) return void 0;
  if (tp) return { schema: singleNodeAgenticItem, data: without(it, ["worker", "num-nodes"]) };
  if (worker2) return { schema: multiNodeAgenticAggItem, data: without(it, VA3_KEYS) };
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

// src/decide/policy.ts
var Primary = object({
  name: string().min(1),
  plan: _enum(["full", "trim"]),
  canary: boolean(),
  failFast: boolean(),
  /** Counts as a full sweep for reuse and staging. */
  fullSweep: boolean(),
  deprecated: boolean().default(false)
});
var Modifier = object({
  name: string().min(1),
  effect: _enum(["all-evals", "evals-only", "agentx-fast"]),
  blocksReuse: boolean()
});
var Scheduling = object({ name: string().min(1) });
var LabelPolicy = object({
  primaries: array(Primary).min(1),
  modifiers: array(Modifier),
  scheduling: array(Scheduling),
  skipSweepMarker: string().min(1)
}).refine(
  (p) => {
    const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
    return new Set(names).size === names.length;
  },
  { message: "a label appears twice in the label policy" }
);
var defaultPolicy = LabelPolicy.parse({
  primaries: [
    { name: "full-sweep-fail-fast", plan: "full", canary: true, failFast: true, fullSweep: true },
    { name: "full-sweep-enabled", plan: "full", canary: true, failFast: false, fullSweep: true },
    { name: "non-canary-full-sweep-enabled", plan: "full", canary: false, failFast: false, fullSweep: true },
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
});
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
    const at2 = (n) => `${PREFIXES[n]}${LAYOUT_FILES.masters[1]}`;
    return {
      layout: ROOT_LAYOUT,
      diagnostics: [
        diag(
          "error",
          "LAYOUT",
          `the repository holds the configs in two layouts (${at2("root")} and ${at2("inferencex-e2e")}); which ones to use is ambiguous`,
          {
            fix: "remove the stale copy, or name the files explicitly (e.g. --config-files, --runner-config, --changelog)"
          }
        )
      ]
    };
  }
  return { layout: layoutOf(found[0] ?? "root"), diagnostics: [] };
}

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
    en: "The planned rows fail the lane/topology check; nothing is dispatched (no GPU hours on a plan that cannot launch). Fix the findings below.",
    zh: "\u8BA1\u5212\u4E2D\u7684\u884C\u672A\u901A\u8FC7\u901A\u9053/\u62D3\u6251\u68C0\u67E5\uFF1B\u4E0D\u542F\u52A8\u6D4B\u8BD5\uFF08\u4E0D\u5728\u65E0\u6CD5\u542F\u52A8\u7684\u8BA1\u5212\u4E0A\u6D6A\u8D39 GPU \u65F6\u95F4\uFF09\u3002\u8BF7\u4FEE\u590D\u4E0B\u5217\u95EE\u9898\u3002"
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
  "next.control": {
    en: "`/sweep cancel` stops the run; `/sweep rerun-failed` re-runs its failed jobs.",
    zh: "`/sweep cancel` \u505C\u6B62\u8FD0\u884C\uFF1B`/sweep rerun-failed` \u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\u3002"
  },
  "next.retry": { en: "comment `/sweep` to try the dispatch again.", zh: "\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u5C1D\u8BD5\u542F\u52A8\u3002" },
  technical: { en: "Technical details", zh: "\u6280\u672F\u7EC6\u8282" },
  rowIds: { en: "Row ids", zh: "\u884C ID" },
  moreRows: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u4E2A" },
  fix: { en: "fix", zh: "\u4FEE\u590D" }
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
  validation: { en: "Changelog validation", zh: "Changelog \u6821\u9A8C" },
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
    en: "dispatched \u2014 run {run} already runs this plan; nothing new was dispatched",
    zh: "\u5DF2\u542F\u52A8 \u2014 \u8FD0\u884C {run} \u5DF2\u5728\u8FD0\u884C\u6B64\u8BA1\u5212\uFF1B\u672A\u91CD\u590D\u542F\u52A8"
  },
  "state.running": { en: "running \u2014 run {run}", zh: "\u8FD0\u884C\u4E2D \u2014 \u8FD0\u884C {run}" },
  "state.finished": { en: "finished \u2014 run {run}: {conclusion}", zh: "\u5DF2\u7ED3\u675F \u2014 \u8FD0\u884C {run}\uFF1A{conclusion}" },
  "state.cancelled": { en: "cancelled \u2014 {runs} ({why})", zh: "\u5DF2\u53D6\u6D88 \u2014 {runs}\uFF08{why}\uFF09" },
  "state.why.new-plan": { en: "a newer plan replaced it", zh: "\u88AB\u66F4\u65B0\u7684\u8BA1\u5212\u53D6\u4EE3" },
  "state.why.label-removed": { en: "the primary sweep label was removed", zh: "\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u5DF2\u79FB\u9664" },
  "state.why.closed": { en: "the PR was closed", zh: "PR \u5DF2\u5173\u95ED" },
  "state.why.command": { en: "a maintainer commented `/sweep cancel`", zh: "\u7EF4\u62A4\u8005\u8BC4\u8BBA\u4E86 `/sweep cancel`" },
  "state.why.elsewhere": { en: "cancelled on GitHub", zh: "\u5728 GitHub \u4E0A\u88AB\u53D6\u6D88" },
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
  "state.statusWriteFailed": {
    en: "The status comment could not be written ({error}). {what}",
    zh: "\u65E0\u6CD5\u5199\u5165\u72B6\u6001\u8BC4\u8BBA\uFF08{error}\uFF09\u3002{what}"
  },
  ...statusText
};
function fill(template, params = {}, plain = false) {
  return template.replace(/\{(\w+)\}/g, (whole, k) => {
    const v = params[k];
    if (v === void 0) return whole;
    return plain || k === "user" ? v : `\`${v}\``;
  });
}
var t = (key, lang, params) => fill(uiText[key][lang], params, true);
var bilingual = (en, zh) => [en, "", `<details><summary>${t("chinese", "en")}</summary>`, "", zh, "", "</details>", ""].join("\n");

// src/report/pr-notes.ts
var guidanceMarker = "<!-- recipe-reminder -->";
var protectedMarker = "<!-- infx-source-diff -->";
var GUIDANCE_REACTION = "eyes";
var GUIDANCE_PATHS = [
  "configs/",
  "benchmarks/",
  "perf-changelog.yaml",
  "inferencex-e2e/configs/",
  "inferencex-e2e/benchmarks/",
  "inferencex-e2e/perf-changelog.yaml"
];
var DEFAULT_PROTECTED_PATHS = ["inferencex-e2e/infx/"];
var guidanceText = (l) => {
  const [first = "", second = ""] = l.primaries.map((n) => `\`${n}\``);
  const mods = l.modifiers.map((n) => `\`${n}\``);
  return {
    en: [
      "Thanks for the contribution!",
      "",
      '**Reviewers (CODEOWNERS):** please work through `PR_REVIEW_CHECKLIST.md` and put its sign-off line in your review: "As a PR reviewer and CODEOWNER, I have reviewed this and have \u2026".',
      "",
      "**Sweeps:**",
      `- A sweep needs an entry appended to \`perf-changelog.yaml\` that names the config keys, and exactly one primary sweep label. Use ${first} (a canary first, and the first failure stops the sweep) or ${second}.`,
      `- Modifier labels (${mods.join(", ")}, \u2026) only take effect together with a primary label.`,
      "- Labels need write access: on a PR from a fork, a maintainer adds the label, which approves exactly the revision it is added on.",
      "- The author of a change owns the health of its jobs after it merges."
    ].join("\n"),
    zh: [
      "\u611F\u8C22\u8D21\u732E\uFF01",
      "",
      '**\u5BA1\u9605\u8005\uFF08CODEOWNERS\uFF09\uFF1A** \u8BF7\u6309 `PR_REVIEW_CHECKLIST.md` \u9010\u9879\u68C0\u67E5\uFF0C\u5E76\u5728\u5BA1\u9605\u4E2D\u9644\u4E0A\u5176\u786E\u8BA4\u8BED\u53E5\uFF1A"As a PR reviewer and CODEOWNER, I have reviewed this and have \u2026"\u3002',
      "",
      "**\u6D4B\u8BD5\uFF1A**",
      `- \u6D4B\u8BD5\u9700\u8981\u5728 \`perf-changelog.yaml\` \u4E2D\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\uFF0C\u5E76\u4E14\u6070\u597D\u6709\u4E00\u4E2A\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u3002\u8BF7\u4F7F\u7528 ${first}\uFF08\u5148\u8FD0\u884C\u91D1\u4E1D\u96C0\uFF0C\u7B2C\u4E00\u6B21\u5931\u8D25\u5373\u505C\u6B62\uFF09\u6216 ${second}\u3002`,
      `- \u4FEE\u9970\u6807\u7B7E\uFF08${mods.join("\u3001")} \u7B49\uFF09\u53EA\u6709\u4E0E\u4E3B\u6807\u7B7E\u4E00\u8D77\u624D\u751F\u6548\u3002`,
      "- \u6DFB\u52A0\u6807\u7B7E\u9700\u8981\u5199\u6743\u9650\uFF1A\u6765\u81EA fork \u7684 PR \u7531\u7EF4\u62A4\u8005\u6DFB\u52A0\u6807\u7B7E\uFF0C\u8FD9\u53EA\u6279\u51C6\u6DFB\u52A0\u6807\u7B7E\u65F6\u7684\u90A3\u4E2A\u7248\u672C\u3002",
      "- \u53D8\u66F4\u7684\u4F5C\u8005\u8D1F\u8D23\u5176\u5408\u5E76\u540E\u4EFB\u52A1\u7684\u5065\u5EB7\u3002"
    ].join("\n")
  };
};
function renderGuidance(policy) {
  const text = guidanceText(offeredLabels(policy));
  return `${guidanceMarker}
${bilingual(text.en, text.zh)}`;
}
var protectedNote = {
  en: "This PR changes protected source. Please keep these changes as small as possible and explain them in the description; reviewers look at them first.",
  zh: "\u6B64 PR \u4FEE\u6539\u4E86\u53D7\u4FDD\u62A4\u7684\u6E90\u4EE3\u7801\u3002\u8BF7\u5C3D\u91CF\u51CF\u5C11\u8FD9\u4E9B\u6539\u52A8\uFF0C\u5E76\u5728\u63CF\u8FF0\u4E2D\u8BF4\u660E\u539F\u56E0\uFF1B\u5BA1\u9605\u8005\u4F1A\u9996\u5148\u67E5\u770B\u5B83\u4EEC\u3002"
};
function renderProtected(diffs) {
  const lines = diffs.map((d) => `\`${d.path} diff: +${d.additions} -${d.deletions}\``).join("\n\n");
  const text = (lang) => `${lines}

${protectedNote[lang]}`;
  return `${protectedMarker}
${bilingual(text("en"), text("zh"))}`;
}
function protectedDiffs(files, paths) {
  return paths.map((p) => {
    const prefix = p.endsWith("/") ? p : `${p}/`;
    const hit = files.filter(
      (f) => f.filename.startsWith(prefix) || (f.previousFilename?.startsWith(prefix) ?? false)
    );
    return {
      path: prefix.replace(/\/$/, ""),
      additions: hit.reduce((a, f) => a + f.additions, 0),
      deletions: hit.reduce((a, f) => a + f.deletions, 0)
    };
  });
}
var touchesAny = (files, paths) => files.some((f) => paths.some((p) => p.endsWith("/") ? f.filename.startsWith(p) : f.filename === p));

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
  recipes: "benchmarks",
  baseUrl: "https://inferencex.semianalysis.com",
  performancePath: "/inference",
  accuracyPath: "/evaluation",
  linksMarker: "<!-- inferencex-unofficial-run-visualizer -->",
  botLogin: "github-actions[bot]",
  failFastScope: "matrix",
  launcher: "bash scripts/benchmark/run.sh",
  queueAlertMinutes: 60,
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
function resolveRepoConfig(file, exists = () => false) {
  const l = file?.layout;
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
      lanes: under(root, l?.lanes ?? DEFAULTS.lanes),
      recipes: under(root, l?.recipes ?? DEFAULTS.recipes)
    },
    layoutSource,
    labels: renameLabels(file?.labels),
    dashboard: {
      baseUrl: (file?.dashboard?.["base-url"] ?? DEFAULTS.baseUrl).replace(/\/+$/, ""),
      performancePath: file?.dashboard?.["performance-path"] ?? DEFAULTS.performancePath,
      accuracyPath: file?.dashboard?.["accuracy-path"] ?? DEFAULTS.accuracyPath
    },
    linksMarker: file?.["links-marker"] ?? DEFAULTS.linksMarker,
    botLogin: file?.["bot-login"] ?? DEFAULTS.botLogin,
    failFastScope: file?.["fail-fast-scope"] ?? DEFAULTS.failFastScope,
    launcher: file?.launcher ?? DEFAULTS.launcher,
    scheduler: {
      ...file?.scheduler?.priority !== void 0 ? { priority: file.scheduler.priority } : {},
      ...file?.scheduler?.["node-slots"] !== void 0 ? { nodeSlots: file.scheduler["node-slots"] } : {}
    },
    queueAlertMinutes: file?.["queue-alert-minutes"] ?? DEFAULTS.queueAlertMinutes,
    comments: {
      status: file?.comments?.status ?? DEFAULTS.comments.status,
      guidance: file?.comments?.guidance ?? DEFAULTS.comments.guidance,
      protectedNotice: file?.comments?.["protected-notice"] ?? DEFAULTS.comments.protectedNotice,
      protectedPaths: [...file?.comments?.["protected-paths"] ?? DEFAULTS.comments.protectedPaths]
    },
    ...file?.["budget-gpu-hours"] !== void 0 ? { budgetGpuHours: file["budget-gpu-hours"] } : {}
  };
}
function renameLabels(labels) {
  const p = labels?.primaries ?? {};
  const m = labels?.modifiers ?? {};
  return LabelPolicy.parse({
    ...defaultPolicy,
    primaries: defaultPolicy.primaries.map((x) => ({ ...x, name: p[x.name] ?? x.name })),
    modifiers: defaultPolicy.modifiers.map((x) => ({ ...x, name: m[x.name] ?? x.name })),
    scheduling: labels?.scheduling ? labels.scheduling.map((name) => ({ name })) : defaultPolicy.scheduling
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
function withOverrides(c, o) {
  return {
    ...c,
    dashboard: { ...c.dashboard, ...o.baseUrl ? { baseUrl: o.baseUrl.replace(/\/+$/, "") } : {} },
    ...o.botLogin ? { botLogin: o.botLogin } : {},
    ...o.failFastScope ? { failFastScope: o.failFastScope } : {},
    comments: { ...c.comments, ...o.comments },
    ...o.budgetGpuHours !== void 0 ? { budgetGpuHours: o.budgetGpuHours } : {}
  };
}

// src/plan/fingerprint.ts
var PRODUCT_ROW_KEYS = ["row-id", "gpu-count", "node-count"];
var PRIORITY_KEYS = ["priority", "queue-token", "skip-queue-pr"];
var NOT_RECIPE = /* @__PURE__ */ new Set([
  "conc",
  "exp-name",
  "recipe-fingerprint",
  "eval-only",
  "eval-all-concs",
  ...PRODUCT_ROW_KEYS,
  ...PRIORITY_KEYS
]);
var NOT_ROW_ID = /* @__PURE__ */ new Set([...PRODUCT_ROW_KEYS, ...PRIORITY_KEYS]);
function withoutDefaultSettings(w) {
  if (!w || typeof w !== "object" || Array.isArray(w)) return w;
  const s = w["additional-settings"];
  if (!Array.isArray(s) || s.length > 0) return w;
  const { "additional-settings": _omit, ...rest } = w;
  return rest;
}
function recipeFingerprint(row) {
  const input = {};
  for (const k in row) {
    if (NOT_RECIPE.has(k)) continue;
    input[k] = k === "prefill" || k === "decode" ? withoutDefaultSettings(row[k]) : row[k];
  }
  return sha256Hex(canonicalJson(input));
}
function rowId(row) {
  const input = {};
  for (const k in row) if (!NOT_ROW_ID.has(k)) input[k] = row[k];
  return sha256Hex(canonicalJson(input)).slice(0, 16);
}

// src/repo-config/schema.ts
var RelPath = string().min(1).max(300).regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/, "must be a relative path inside the repository");
var LabelName = string().min(1).max(50).regex(/^[^\s,{}"'`$\\]+$/, "must be one word without quotes, braces, commas or `$`");
var LayoutSchema = object({
  root: string().max(200).regex(/^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/, "must be '.' or a folder like inferencex-e2e").describe("Folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'.").optional(),
  changelog: RelPath.describe("The perf changelog, relative to root.").optional(),
  masters: array(RelPath).min(1).max(20).describe("Master config files, relative to root.").optional(),
  runners: RelPath.describe("runners.yaml, relative to root.").optional(),
  "ci-priority": RelPath.describe("ci-priority.yaml, relative to root.").optional(),
  lanes: RelPath.describe("lanes.yaml, relative to root (optional file).").optional(),
  recipes: RelPath.describe("Folder of recipe files, relative to root.").optional()
}).strict().describe("Where the benchmark files are. Without it the layout is detected.");
var PRIMARY_ROLES = [
  "full-sweep-fail-fast",
  "full-sweep-enabled",
  "non-canary-full-sweep-enabled",
  "full-sweep-fail-fast-no-canary",
  "sweep-enabled"
];
var MODIFIER_ROLES = ["all-evals", "evals-only", "agentx-fast"];
var roleMap = (roles, what) => object(
  Object.fromEntries(roles.map((r) => [r, LabelName.optional()]))
).strict().describe(what);
var LabelsSchema = object({
  primaries: roleMap(
    PRIMARY_ROLES,
    "Label name per primary sweep label (role: name in this repository)."
  ).optional(),
  modifiers: roleMap(
    MODIFIER_ROLES,
    "Label name per modifier label (role: name in this repository)."
  ).optional(),
  scheduling: array(LabelName).max(50).describe("Labels that only affect scheduling (they never restart a sweep).").optional()
}).strict();
var DashboardSchema = object({
  "base-url": url({ protocol: /^https?$/ }).describe("Dashboard base URL of the unofficial-run links.").optional(),
  "performance-path": string().regex(/^\/[A-Za-z0-9._~/-]*$/).describe("Path of the performance link (the run id is appended as ?unofficialRun=<id>).").optional(),
  "accuracy-path": string().regex(/^\/[A-Za-z0-9._~/-]*$/).describe("Path of the accuracy link.").optional()
}).strict();
var SchedulerSchema = object({
  priority: boolean().describe(
    "Priority scheduler labels; unset: the repository variable PRIORITY_SCHEDULER_ENABLED decides."
  ).optional(),
  "node-slots": boolean().describe(
    "Request nodes:<N> labels; unset: the repository variable NODE_SLOT_SCHEDULER_ENABLED decides."
  ).optional()
}).strict();
var CommentsSchema = object({
  status: _enum(["auto", "always"]).describe(
    "auto: a status comment only on a PR that appends to the changelog or carries a sweep label; always: on every PR event."
  ).optional(),
  guidance: boolean().describe("Post the guidance comment once on a PR that touches configs, benchmarks or the changelog.").optional(),
  "protected-notice": boolean().describe("Keep a sticky comment with the lines a PR adds and removes under protected-paths.").optional(),
  "protected-paths": array(RelPath).min(1).max(50).describe("Path prefixes the protected-path notice watches.").optional()
}).strict().describe("The PR comments besides the replies to commands (an action input of the same meaning wins).");
var RepoConfigSchema = object({
  $schema: string().optional(),
  layout: LayoutSchema.optional(),
  labels: LabelsSchema.optional(),
  dashboard: DashboardSchema.optional(),
  "links-marker": string().regex(/^<!-- [A-Za-z0-9._:-]+ -->$/, "must be an HTML comment like <!-- my-links -->").describe("Marker of the sticky unofficial-run links comment.").optional(),
  "bot-login": string().regex(/^[A-Za-z0-9-]+(?:\[bot\])?$/).describe("Login whose comments are the bot's own; only those are ever edited or deleted.").optional(),
  "fail-fast-scope": _enum(["matrix", "run"]).describe("Default fail-fast scope: matrix (per family) or run (the first failure stops the run).").optional(),
  launcher: string().min(1).max(500).describe("Command the benchmark job runs in the checked-out revision (bash -c).").optional(),
  scheduler: SchedulerSchema.optional(),
  comments: CommentsSchema.optional(),
  "budget-gpu-hours": number().positive().max(1e7).describe(
    "A plan whose worst case is above this many GPU-hours waits for a maintainer's `/sweep --confirm`."
  ).optional(),
  "queue-alert-minutes": int().min(1).max(7 * 24 * 60).describe("A row queued longer than this with no runner carrying its labels is reported.").optional()
}).strict();

export {
  CONFIG_LIMITS,
  schemaFindings,
  nearest,
  toDiagnostic,
  scanTopLevel,
  sliceTopLevelEntries,
  readYaml,
  loadCiPriority,
  loadRunners,
  loadMasterConfigs,
  PRODUCT_ROW_KEYS,
  PRIORITY_KEYS,
  recipeFingerprint,
  rowId,
  ROOT_LAYOUT,
  LAYOUT_PROBES,
  detectLayout,
  defaultPolicy,
  primaryParams,
  labelKind,
  reasonText,
  uiText,
  fill,
  t,
  bilingual,
  guidanceMarker,
  protectedMarker,
  GUIDANCE_REACTION,
  GUIDANCE_PATHS,
  renderGuidance,
  renderProtected,
  protectedDiffs,
  touchesAny,
  REPO_CONFIG_PATH,
  E2E_ROOT,
  DEFAULTS,
  detectRoot,
  resolveRepoConfig,
  toLayout,
  withOverrides,
  RepoConfigSchema
};
