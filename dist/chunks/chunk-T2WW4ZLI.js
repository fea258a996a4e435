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
  literal,
  number,
  parseYaml,
  record,
  require_dist,
  sha256Hex,
  strictObject,
  string,
  unknown
} from "./chunk-EDFSGBYH.js";
import {
  __toESM
} from "./chunk-HLRRHCOX.js";

// src/config/schema.ts
var says = (text) => (iss) => iss.code === "invalid_type" && iss.input === void 0 ? "Field required" : text;
var int2 = () => int({ error: says("Input should be a valid integer") });
var posInt = () => int2().min(1, { error: "Input should be greater than 0" });
var str = () => string({ error: says("Input should be a valid string") });
var nonEmptyStr = () => str().min(1, { error: "String should have at least 1 character" });
var bool = () => boolean({ error: says("Input should be a valid boolean") });
var list = (item) => array(item, { error: says("Input should be a valid list") });
var obj = (shape) => strictObject(shape, { error: says("Input should be a valid dictionary") });
var pinned = (v) => literal(v, {
  error: (iss) => iss.input === void 0 ? "Field required" : typeof iss.input !== "boolean" ? "Input should be a valid boolean" : `Input should be ${v ? "True" : "False"}`
});
var specDecoding = _enum(["mtp", "draft_model", "none"], {
  error: says("Input should be 'mtp', 'draft_model' or 'none'")
});
var kvOffloading = _enum(["none", "dram"], { error: says("Input should be 'none' or 'dram'") });
var router = obj({ name: nonEmptyStr(), version: nonEmptyStr() });
var backend = obj({ name: nonEmptyStr(), version: nonEmptyStr().optional() });
var conc = {
  "conc-start": int2().optional(),
  "conc-end": int2().optional(),
  "conc-list": list(int2()).optional()
};
var parallelism = {
  pp: posInt().optional(),
  "dcp-size": posInt().optional(),
  "pcp-size": posInt().optional()
};
var worker = obj({
  "num-worker": int2().min(0, { error: "Input should be greater than or equal to 0" }),
  tp: posInt(),
  ...parallelism,
  ep: int2(),
  "dp-attn": bool(),
  hardware: unknown().optional(),
  "additional-settings": list(str()).optional()
});
var singleNodeItem = obj({
  tp: posInt(),
  ...parallelism,
  ep: int2().optional(),
  "dp-attn": bool().optional(),
  "spec-decoding": specDecoding.optional(),
  router: router.optional(),
  ...conc
});
var multiNodeItem = obj({
  "spec-decoding": specDecoding.optional(),
  router: router.optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  ...conc,
  prefill: worker,
  decode: worker
});
var agenticCommon = {
  "kv-offload-backend": backend.optional(),
  router: router.optional(),
  "kv-p2p-transfer": nonEmptyStr().optional(),
  "spec-decoding": specDecoding.optional(),
  ...conc
};
var singleNodeAgenticItem = obj({
  tp: posInt(),
  ...parallelism,
  ep: int2().optional(),
  "dp-attn": bool().optional(),
  "kv-offloading": kvOffloading.optional(),
  ...agenticCommon
});
var multiNodeAgenticItem = obj({
  "kv-offloading": kvOffloading.optional(),
  ...agenticCommon,
  prefill: worker,
  decode: worker
});
var fixedSeqLenBlock = obj({ isl: posInt(), osl: posInt(), "search-space": list(unknown()) });
var agenticBlock = obj({
  "dram-utilization": number({ error: says("Input should be a valid number") }).gt(0, { error: "Input should be greater than 0" }).lte(1, { error: "Input should be less than or equal to 1" }).optional(),
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
var DERIVED_FIELDS = {
  "total-cpu-dram-gb": "it is computed from runners.yaml hardware and dram-utilization",
  "gpus-per-node": "it comes from the runner hardware in configs/runners.yaml",
  duration: "the agentic duration is fixed at 3600 s",
  "trace-source": "the agentic trace source is fixed by the benchmark"
};
var hardwareRecord = obj({
  "available-cpu-dram-mib": posInt(),
  "gpus-per-node": posInt()
});
var clusterRecord = obj({
  "gpus-per-node": posInt(),
  "available-cpu-dram-mib": posInt().optional(),
  arch: str().optional(),
  env: unknown().optional(),
  models: unknown().optional(),
  scheduler: unknown().optional()
});
var runnersFile = obj({
  labels: unknown().optional(),
  hardware: record(string(), hardwareRecord, { error: says("Input should be a valid dictionary") }).optional(),
  clusters: record(string(), clusterRecord, { error: says("Input should be a valid dictionary") }).optional()
});
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
  if (tp === both) {
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
  if (both && !tp) {
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
  dramBudget,
  componentVersions
];

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
    for (const section of ["hardware", "clusters"]) {
      const records = v[section];
      if (!isRec(records)) continue;
      for (const [k, rec] of Object.entries(records)) {
        if (invalid.has(`${section}/${k}`) || !isRec(rec)) continue;
        const hw = { "gpus-per-node": rec["gpus-per-node"] };
        if (typeof rec["available-cpu-dram-mib"] === "number")
          hw["available-cpu-dram-mib"] = rec["available-cpu-dram-mib"];
        value.hardware[section === "clusters" ? `cluster:${k}` : k] = hw;
      }
    }
    if (isRec(v.clusters) && isRec(v.labels)) findings.push(...clusterFindings(v.labels, v.clusters));
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
function clusterFindings(labels, clusters) {
  const out = [];
  const clusterLabels = Object.keys(labels).filter((l) => l.startsWith("cluster:"));
  for (const l of clusterLabels) {
    if (!(l.slice("cluster:".length) in clusters)) {
      out.push({
        path: ["labels", l],
        rule: "VR-4",
        message: `Runner label '${l}' has no clusters record`,
        atKey: true,
        fix: `add clusters: ${l.slice(8)}: { gpus-per-node: \u2026 }`
      });
    }
  }
  for (const id of Object.keys(clusters)) {
    if (!(`cluster:${id}` in labels)) {
      out.push({
        path: ["clusters", id],
        rule: "VR-4",
        message: `Cluster record '${id}' has no 'cluster:${id}' label`,
        atKey: true,
        fix: `add the label 'cluster:${id}' with its runner names`
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
          rule: "VR-4",
          message: `Runner '${n}' appears in both '${first}' and '${l}'`,
          fix: "a runner belongs to exactly one cluster: label"
        });
      } else owner.set(n, l);
    });
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
var VP3_FIELDS = /* @__PURE__ */ new Set(["tp", "num-worker", "isl", "osl"]);
var ruleOf = (multinode) => (iss) => {
  const last = iss.path[iss.path.length - 1];
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
          items.push({ scenario, block, raw: it, path: ipath, workers: "prefill" in it || "decode" in it });
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
function itemSchema(scenario, multinode, it) {
  if (scenario === "fixed-seq-len")
    return { schema: multinode ? multiNodeItem : singleNodeItem, data: it };
  if (!isRec(it)) return { schema: multinode ? multiNodeAgenticItem : singleNodeAgenticItem, data: it };
  const tp = it.tp !== void 0 && it.tp !== null;
  const workers = it.prefill != null && it.decode != null;
  if (tp === workers) return void 0;
  if (tp) return { schema: singleNodeAgenticItem, data: it };
  const { pp: _pp, "dcp-size": _d, "pcp-size": _p, ...rest } = it;
  return { schema: multiNodeAgenticItem, data: rest };
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

export {
  schemaFindings,
  nearest,
  toDiagnostic,
  scanTopLevel,
  sliceTopLevelEntries,
  loadCiPriority,
  loadRunners,
  loadMasterConfigs,
  PRODUCT_ROW_KEYS,
  PRIORITY_KEYS,
  recipeFingerprint,
  rowId
};
