import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rowId
} from "./chunk-Y4EC4SXW.js";
import {
  CONFIG_LIMITS,
  canonicalJson,
  parseYaml
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";

// src/plan/conc.ts
function concRange(start, end, step) {
  const out = [];
  if (!(step > 1) || !(start > 0)) return start <= end ? [end] : [];
  for (let c = start; c < end; c *= step) out.push(c);
  out.push(end);
  return out;
}
function concValues(item, step) {
  const list = item["conc-list"];
  if (list && list.length > 0) return [...list];
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
        ...at(ctx.configs, ctx.key, path),
        fix: "use fewer concurrencies (conc-list) or a narrower conc-start/conc-end range, or split the item"
      }
    )
  );
  return true;
}
function at(configs, key, path) {
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
    const agentic = entry.scenarios["agentic-coding"] ?? [];
    agentic.forEach((block, b) => {
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
function worker(w, drop) {
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
var copyWorker = (w) => worker(w);
var AGG_DECODE_DROPS = /* @__PURE__ */ new Set(["additional-settings", "hardware"]);
function workersOf(item) {
  if ("worker" in item) {
    const decode = worker({ ...item.worker, "num-worker": 0 }, AGG_DECODE_DROPS);
    return { prefill: worker(item.worker), decode, nodes: item["num-nodes"] };
  }
  return { prefill: worker(item.prefill), decode: worker(item.decode) };
}
function recipePath(entry, recipe) {
  if (recipe === void 0) return void 0;
  const dir = entry["srt-recipe-dir"];
  if (dir === void 0) return recipe;
  const kind = entry.multinode ? "multi_node" : "single_node";
  return `benchmarks/${kind}/srt-slurm-recipes/${dir.replace(/\/+$/, "")}/${recipe}`;
}
function recipeAndPower(row, entry, item) {
  const recipe = recipePath(entry, item["srt-recipe"]);
  if (recipe !== void 0) row["srt-recipe"] = recipe;
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
    const router = scoped(item.router, entry.router);
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], concs.length)) return;
    for (const conc of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.isl = isl;
        row.osl = osl;
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row["dcp-size"] = item["dcp-size"] ?? 1;
        row["pcp-size"] = item["pcp-size"] ?? 1;
        row.conc = conc;
        row["max-model-len"] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
        row.ep = item.ep ?? 1;
        row["dp-attn"] = item["dp-attn"] ?? false;
        row["spec-decoding"] = item["spec-decoding"] ?? "none";
        recipeAndPower(row, entry, item);
        row["exp-name"] = expName;
        row.disagg = entry.disagg ?? false;
        row["run-eval"] = false;
        if (router) row.router = copyComponent(router);
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
    const conc = concValues(item, ctx.opts.step);
    if (conc.length === 0) return;
    if (tooMany(ctx, ["scenarios", "fixed-seq-len", b, "search-space", i], 1)) return;
    const { prefill, decode, nodes } = workersOf(item);
    const router = scoped(item.router, entry.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    for (const runner of ctx.runnerValues) {
      const row = head(entry, runner);
      row.isl = isl;
      row.osl = osl;
      row["spec-decoding"] = item["spec-decoding"] ?? "none";
      row.prefill = copyWorker(prefill);
      row.decode = copyWorker(decode);
      row.conc = [...conc];
      row["max-model-len"] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
      recipeAndPower(row, entry, item);
      row["exp-name"] = expName;
      row.disagg = entry.disagg ?? false;
      row["run-eval"] = false;
      if (router) row.router = copyComponent(router);
      if (p2p !== void 0) row["kv-p2p-transfer"] = p2p;
      if (nodes !== void 0) row["node-count"] = nodes;
      ctx.rows.push({ row, key: ctx.key, kind: "multi-fixed" });
    }
  });
}
function kvSuffix(item) {
  const mode = item["kv-offloading"] ?? "none";
  if (mode === "none") return "";
  const backend = item["kv-offload-backend"]?.name;
  return backend ? `kv${mode}-${backend}` : `kv${mode}`;
}
function dramOf(ctx, block, path, compute) {
  const util = block["dram-utilization"];
  if (util === void 0) {
    ctx.diagnostics.push(
      diag("error", "VA-7", `kv-offloading='dram' requires dram-utilization with runner hardware metadata`, {
        ...at(ctx.configs, ctx.key, path),
        fix: "set dram-utilization on the agentic-coding block"
      })
    );
    return void 0;
  }
  const r = compute(util);
  if (r.ok) return r.gb;
  ctx.diagnostics.push(diag("error", r.rule, r.message, at(ctx.configs, ctx.key, path)));
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
    const router = scoped(item.router, entry.router);
    const kv = kvSuffix(item) || "kvnone";
    const specSuffix = spec === "none" ? "" : `_spec-${spec}`;
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ["scenarios", "agentic-coding", b, "search-space", i], concs.length)) return;
    for (const conc of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row["dcp-size"] = item["dcp-size"] ?? 1;
        row["pcp-size"] = item["pcp-size"] ?? 1;
        row.ep = item.ep ?? 1;
        row["dp-attn"] = item["dp-attn"] ?? false;
        row["spec-decoding"] = spec;
        row.conc = conc;
        recipeAndPower(row, entry, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${entry["model-prefix"]}_tp${item.tp}_conc${conc}_${kv}${specSuffix}`;
        row["scenario-type"] = "agentic-coding";
        if (item["kv-offload-backend"]) row["kv-offload-backend"] = copyComponent(item["kv-offload-backend"]);
        if (router) row.router = copyComponent(router);
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
    const router = scoped(item.router, entry.router);
    const p2p = scoped(item["kv-p2p-transfer"], p2pTop);
    const kv = kvSuffix(item);
    const { prefill, decode, nodes } = workersOf(item);
    const topo = `${entry["model-prefix"]}_p${workerTag(prefill)}_d${workerTag(decode)}`;
    const concs = concValues(item, ctx.opts.step);
    const path = ["scenarios", "agentic-coding", b, "search-space", i];
    if (tooMany(ctx, path, concs.length)) return;
    for (const runner of ctx.runnerValues) {
      for (const conc of concs) {
        const row = head(entry, runner);
        row["spec-decoding"] = item["spec-decoding"] ?? "none";
        row.prefill = copyWorker(prefill);
        row.decode = copyWorker(decode);
        row.conc = [conc];
        recipeAndPower(row, entry, item);
        row["kv-offloading"] = mode;
        row["total-cpu-dram-gb"] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row["exp-name"] = `${topo}_conc${conc}${kv ? `_${kv}` : ""}`;
        row.disagg = entry.disagg ?? false;
        row["scenario-type"] = "agentic-coding";
        if (item["kv-offload-backend"]) row["kv-offload-backend"] = copyComponent(item["kv-offload-backend"]);
        if (router) row.router = copyComponent(router);
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
function groupBy(rows, keyOf2) {
  const groups = /* @__PURE__ */ new Map();
  for (const g of rows) {
    const k = keyOf2(g);
    if (k === void 0) continue;
    let list = groups.get(k);
    if (!list) groups.set(k, list = []);
    list.push(g);
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
function mark(r, suite, conc) {
  r["run-eval"] = true;
  r["eval-framework"] = suite.framework;
  r["eval-suite"] = suite.suite;
  if (conc !== void 0) r["eval-conc"] = conc;
}
var keyOf = (r, fields) => fields.map((f) => canonicalJson(r[f])).join("\0");
function multiAgenticPicks(rows) {
  const picks = multiSubsetPicks(rows, "multi-agentic");
  const picked = new Set(picks.map((p) => p.row));
  const groups = groupBy(
    rows,
    (g) => g.kind === "multi-agentic" ? keyOf(g.row, FALLBACK_GROUP) : void 0
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
  return `${keyOf(r, IDENTITY)}\0${canonicalJson(workers)}\0${canonicalJson(r["eval-conc"] ?? r.conc)}`;
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
function mapEntry(entry, scenarios, seqLens, itemFn) {
  const out = {};
  for (const type of SCENARIOS) {
    const blocks = entry.scenarios[type];
    if (!blocks || scenarios && !scenarios.has(type)) continue;
    const agentic = type === "agentic-coding";
    out[type] = blocks.filter((b) => agentic || !seqLens || seqLens.has(seqLenName(b.isl, b.osl))).map((b) => ({
      ...b,
      "search-space": (b["search-space"] ?? []).flatMap((it) => {
        const r = itemFn(it, { multinode: entry.multinode, agentic });
        return r ? [r] : [];
      })
    }));
  }
  return { ...entry, scenarios: out };
}
function withConcList(item, list) {
  const { "conc-start": _s, "conc-end": _e, ...rest } = item;
  return { ...rest, "conc-list": list };
}
function fullSweepItem(f, step) {
  const m = f.minConc;
  const M = f.maxConc;
  return (item, { multinode, agentic }) => {
    const isRange = !(item["conc-list"] && item["conc-list"].length > 0);
    if (agentic) {
      if (m === void 0 && M === void 0) return item;
      const kept = concValues(item, step).filter(
        (c) => (m === void 0 || c >= m) && (M === void 0 || c <= M)
      );
      return withConcList(item, kept);
    }
    if (multinode) {
      if (m === void 0 && M === void 0) return item;
      const list2 = clampList(concValues(item, step), m, M);
      return list2 && withConcList(item, list2);
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
    const list = clampList(item["conc-list"], m, M);
    return list && withConcList(out, list);
  };
}
function clampList(list, m, M) {
  let out = [...list];
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
  const scenarios = f.scenarioType?.length ? new Set(f.scenarioType) : void 0;
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
    entries.set(key, mapEntry(entry, scenarios, seqLens, itemFn));
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
  const scenarios = o.scenarioType?.length ? new Set(o.scenarioType) : void 0;
  const seqLens = o.seqLens?.length ? new Set(o.seqLens) : void 0;
  const wanted = o.conc?.length ? new Set(o.conc) : void 0;
  const itemFn = (item, { multinode, agentic }) => {
    if (!wanted) return item;
    const kept = concValues(item, GENERATOR_POLICY.defaultStep).filter((c) => wanted.has(c));
    if (kept.length === 0 && multinode && !agentic) return void 0;
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
    entries.set(key, mapEntry(entry, scenarios, seqLens, itemFn));
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
  const at2 = (path) => {
    const inVariant = variant ? p.locate([variant, ...path]) : void 0;
    return inVariant && variant && hasPath(raw[variant], path) ? inVariant : p.locate(path);
  };
  const rgpn = isObj(doc.resources) && typeof doc.resources.gpus_per_node === "number" ? doc.resources.gpus_per_node : gpn;
  const stages = [];
  const mk = (role, nodes, workers, gpus, args, path) => {
    const n = typeof nodes === "number" ? nodes : void 0;
    const w = typeof workers === "number" ? workers : 1;
    const g = typeof gpus === "number" ? gpus : n !== void 0 && w > 0 ? n * rgpn / w : void 0;
    stages.push({ role, nodes: n, workers: w, gpus: g, args: isObj(args) ? args : {}, at: at2(path) });
  };
  if (isObj(doc.roles)) {
    for (const role of ["prefill", "decode", "agg"]) {
      const r = doc.roles[role];
      if (isObj(r)) mk(role, r.nodes, r.workers, r.gpus, r.args, ["roles", role]);
    }
  } else if (isObj(doc.resources)) {
    const res = doc.resources;
    const backend = isObj(doc.backend) ? doc.backend : {};
    const cfg = Object.entries(backend).find(([k, v]) => k.endsWith("_config") && isObj(v))?.[1];
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
  const list = raw[zip[1]];
  return Array.isArray(list) ? list[Number(zip[2])] : void 0;
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
var num = (v, d) => typeof v === "number" ? v : d;
function stage(role, w, defaultWorkers) {
  return {
    role,
    numWorker: num(w["num-worker"], defaultWorkers),
    tp: num(w.tp, 1),
    pp: num(w.pp, 1),
    pcp: num(w["pcp-size"], 1),
    dcp: num(w["dcp-size"], 1),
    ep: num(w.ep, 1),
    dpAttn: w["dp-attn"] === true,
    settings: Array.isArray(w["additional-settings"]) ? w["additional-settings"].filter((s) => typeof s === "string") : []
  };
}
function topologyOf(x) {
  const declared = typeof x["srt-recipe"] === "string" ? { recipe: x["srt-recipe"] } : {};
  const p = x.prefill, d = x.decode;
  if (isObj2(x.worker) && p === void 0 && d === void 0) {
    const nodes = typeof x["num-nodes"] === "number" ? { nodes: x["num-nodes"] } : {};
    return { kind: "agg", stages: [stage("worker", x.worker, 1)], ...nodes, ...declared };
  }
  if (isObj2(p) && isObj2(d)) {
    const prefill = stage("prefill", p, 1);
    const decode = stage("decode", d, 1);
    if (decode.numWorker === 0) {
      const nodes = typeof x["node-count"] === "number" ? { nodes: x["node-count"] } : {};
      return { kind: "agg", stages: [prefill], ...nodes, ...declared };
    }
    return { kind: "disagg", stages: [prefill, decode], ...declared };
  }
  if (typeof x.tp === "number") return { kind: "single", stages: [stage("single", x, 1)], ...declared };
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
function checkAgainstRecipe(t, recipe, gpn, engine) {
  if (t.kind === "single") return [];
  const out = [];
  const name = `${recipe.file}${recipe.variant ? `:${recipe.variant}` : ""}`;
  const byRole = new Map(recipe.stages.map((s) => [s.role, s]));
  const where = (r) => r ? { recipeAt: { file: recipe.file, line: r.at.line, col: r.at.col } } : {};
  const recGpus = recipe.stages.reduce((a, s) => a + s.workers * (s.gpus ?? 0), 0);
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
  const recNodes = recipeNodes(recipe);
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
function checkNodeCount(t, gpn, recipe, reserved = nodeCount(t, gpn)) {
  const allocated = recipeNodes(recipe);
  if (t.kind === "single" || allocated === void 0 || allocated === reserved) return [];
  const nodesOf = (role) => recipe.stages.find((s) => s.role === role)?.nodes ?? 0;
  const parts = [
    ...recipe.stages.map((s) => `${s.role} ${s.nodes}`),
    ...recipe.extraNodes ? [`${recipe.extraNodes} frontend/benchmark`] : []
  ];
  const prefill = (t.kind === "agg" ? nodesOf("agg") : nodesOf("prefill")) + recipe.extraNodes;
  const override = t.kind === "agg" ? `PREFILL_NODES=${prefill}` : `PREFILL_NODES=${prefill} and DECODE_NODES=${nodesOf("decode")}`;
  return [
    {
      rule: "R6",
      severity: "error",
      message: `node-count ${reserved}: the job reserves nodes:${reserved}, but recipe ${recipe.file}${recipe.variant ? `:${recipe.variant}` : ""} allocates ${allocated} node(s) (${parts.join(" + ")})`,
      fix: `make the declared workers match the recipe, or add ${override} to additional-settings`
    }
  ];
}
var SHAPES = {
  dep: (s, n) => gpusPerWorker(s) === n && s.ep === n && s.dpAttn,
  tep: (s, n) => gpusPerWorker(s) === n && s.ep === n && !s.dpAttn,
  tp: (s, n) => gpusPerWorker(s) === n && s.ep === 1
};
function shapeTokens(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const m = /^(dep|tep|tp)(\d+)$/.exec(tokens[i]);
    if (!m) continue;
    const ep = m[1] === "tp" ? /^ep(\d+)$/.exec(tokens[i + 1] ?? "") : null;
    if (!ep) {
      out.push({ token: tokens[i], fits: (s) => SHAPES[m[1]](s, Number(m[2])) });
      continue;
    }
    const dp = /^dp(\d+)$/.exec(tokens[i + 2] ?? "");
    const [n, e, dpAttn] = [Number(m[2]), Number(ep[1]), dp ? Number(dp[1]) > 1 : false];
    out.push({
      token: tokens.slice(i, dp ? i + 3 : i + 2).join("-"),
      fits: (s) => gpusPerWorker(s) === n && s.ep === e && s.dpAttn === dpAttn
    });
    i += dp ? 2 : 1;
  }
  return out;
}
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
  const shapes = shapeTokens(tokens);
  const misfit = (token, s) => ({
    rule: "R7",
    severity: "warning",
    role: s.role,
    field: "tp",
    message: `'${token}' in ${name} does not describe the ${stageName(s)} (${shapeName(s)})`,
    fix: "make the worker shape match the name (DEP-N = tp: N, ep: N, dp-attn: true), or rename the variant"
  });
  if (shapes.length === 2 && t.kind === "disagg")
    shapes.forEach((x, i) => {
      const s = t.stages[i];
      if (!x.fits(s)) out.push(misfit(x.token, s));
    });
  else if (shapes.length === 1 && !t.stages.some((s) => s.numWorker > 0 && shapes[0].fits(s)))
    out.push(misfit(shapes[0].token, t.stages.at(-1)));
  return out;
}
function nodeCount(t, gpn, recipe) {
  if (t.kind === "single") return 1;
  const fromRecipe = recipe ? recipeNodes(recipe) : void 0;
  if (fromRecipe !== void 0) return fromRecipe;
  if (t.nodes !== void 0) return t.nodes;
  const pn = Number(setting(t, "PREFILL_NODES")), dn = Number(setting(t, "DECODE_NODES"));
  return t.stages.reduce((a, s) => {
    const override = s.role === "prefill" || s.role === "worker" ? pn : s.role === "decode" ? dn : NaN;
    return a + (Number.isFinite(override) && override > 0 ? override : Math.ceil(s.numWorker * gpusPerWorker(s) / gpn));
  }, 0);
}
function gpuCount(t, recipe) {
  const declared = declaredGpus(t);
  if (!recipe || recipe.stages.some((s) => s.gpus === void 0)) return { declared };
  return { declared, recipe: recipe.stages.reduce((a, s) => a + s.workers * s.gpus, 0) };
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
          { ...at(configs, g.key, []), fix: "remove the repeated search-space item or concurrency" }
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

export {
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
  generateTestConfig
};
