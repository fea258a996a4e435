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

// src/cli/process-result.ts
var process_result_exports = {};
__export(process_result_exports, {
  processResultCommand: () => processResultCommand
});
module.exports = __toCommonJS(process_result_exports);
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_util = require("node:util");

// src/results/names.ts
var text = (v, fallback = "") => v === void 0 || v === null ? fallback : typeof v === "object" ? JSON.stringify(v) : String(v);
var obj = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
var isMultiNodeRow = (row) => row["prefill"] !== void 0;
var isAgenticRow = (row) => row["scenario-type"] === "agentic-coding";
function concsOf(row) {
  const c = row["conc"];
  if (Array.isArray(c)) return c.map(Number).filter(Number.isFinite);
  return typeof c === "number" ? [c] : [];
}
function roleName(role, w) {
  return `${role}-tp${text(w["tp"])}-pp${text(w["pp"])}-dcp${text(w["dcp-size"])}-pcp${text(w["pcp-size"])}-ep${text(w["ep"])}-dp${text(w["dp-attn"])}-nw${text(w["num-worker"])}`;
}
function resultFilenameStem(row) {
  const head = `${text(row["exp-name"])}_${text(row["precision"])}_${text(row["framework"])}`;
  const tail = `_disagg-${text(row["disagg"], "false")}_spec-${text(row["spec-decoding"])}`;
  if (isMultiNodeRow(row)) {
    const p = roleName("prefill", obj(row["prefill"]));
    const d = roleName("decode", obj(row["decode"]));
    return `${head}_${p}_${d}${tail}_conc${concsOf(row).join("x")}`;
  }
  const topo = `tp${text(row["tp"])}-pp${text(row["pp"])}-dcp${text(row["dcp-size"])}-pcp${text(row["pcp-size"])}-ep${text(row["ep"])}-dpa${text(row["dp-attn"])}`;
  return `${head}_${topo}${tail}_conc${text(row["conc"])}`;
}
function recipeSuffix(row) {
  const fp = row["recipe-fingerprint"];
  return typeof fp === "string" && fp !== "" ? `_recipe-${fp.slice(0, 16)}` : "";
}
var resultFilename = (row, runnerName) => `${resultFilenameStem(row)}_${runnerName}${recipeSuffix(row)}`;
function gpusFromName(name) {
  const g = /_gpus_(\d+)/.exec(name);
  if (!g) return void 0;
  const total = Number(g[1]);
  const ctx = /_ctx_(\d+)/.exec(name);
  const gen = /_gen_(\d+)/.exec(name);
  if (ctx && gen) return { total, prefill: Number(ctx[1]), decode: Number(gen[1]) };
  return { total, prefill: total, decode: 0 };
}

// src/results/env.ts
var rendered = (v) => v === void 0 || v === null ? void 0 : typeof v === "object" ? JSON.stringify(v) : String(v);
var worker = (row, role) => {
  const w = row[role];
  return w && typeof w === "object" && !Array.isArray(w) ? w : {};
};
function jobEnv(row, facts) {
  const agentic = isAgenticRow(row);
  const env = {
    RUNNER_TYPE: rendered(row["runner"]),
    FRAMEWORK: rendered(row["framework"]),
    PRECISION: rendered(row["precision"]),
    SPEC_DECODING: rendered(row["spec-decoding"]),
    RESULT_FILENAME: facts.resultFilename,
    ISL: agentic ? "0" : rendered(row["isl"]),
    OSL: agentic ? "0" : rendered(row["osl"]),
    DISAGG: agentic ? "false" : rendered(row["disagg"] ?? false),
    MODEL_PREFIX: rendered(row["model-prefix"]),
    IMAGE: rendered(row["image"]),
    RECIPE_FINGERPRINT: rendered(row["recipe-fingerprint"]) ?? "",
    ROUTER_METADATA: row["router"] ? JSON.stringify(row["router"]) : "",
    KV_P2P_TRANSFER: rendered(row["kv-p2p-transfer"]) ?? "",
    REQUIRE_POWER: facts.requirePower ? "1" : "0"
  };
  if (isMultiNodeRow(row)) {
    env["IS_MULTINODE"] = "true";
    env["PREFILL_GPUS"] = rendered(facts.prefillGpus);
    env["DECODE_GPUS"] = rendered(facts.decodeGpus);
    for (const role of ["prefill", "decode"]) {
      const w = worker(row, role);
      const R = role.toUpperCase();
      env[`${R}_NUM_WORKERS`] = rendered(w["num-worker"]);
      env[`${R}_TP`] = rendered(w["tp"]);
      env[`${R}_PP_SIZE`] = rendered(w["pp"]);
      env[`${R}_DCP_SIZE`] = rendered(w["dcp-size"]);
      env[`${R}_PCP_SIZE`] = rendered(w["pcp-size"]);
      env[`${R}_EP`] = rendered(w["ep"]);
      env[`${R}_DP_ATTN`] = rendered(w["dp-attn"]);
      env[`${R}_HARDWARE`] = rendered(w["hardware"]) ?? "";
    }
  } else {
    env["IS_MULTINODE"] = "false";
    env["TP"] = rendered(row["tp"]);
    env["EP_SIZE"] = rendered(row["ep"]);
    env["DP_ATTENTION"] = rendered(row["dp-attn"]);
    env["PP_SIZE"] = rendered(row["pp"]);
    env["DCP_SIZE"] = rendered(row["dcp-size"]);
    env["PCP_SIZE"] = rendered(row["pcp-size"]);
  }
  return env;
}

// src/results/python-json.ts
function pythonFloat(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa, exp] = x.toExponential().split("e");
  const e = Number(exp);
  const sign = mantissa.startsWith("-") ? "-" : "";
  const digits = mantissa.replace("-", "").replace(".", "");
  if (e < -4 || e >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  if (e < 0) return `${sign}0.${"0".repeat(-e - 1)}${digits}`;
  const whole = digits.slice(0, e + 1).padEnd(e + 1, "0");
  const frac = digits.slice(e + 1);
  return `${sign}${whole}.${frac || "0"}`;
}
function pythonString(s) {
  return JSON.stringify(s).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function pythonJson(value, isFloat = () => false) {
  const write = (v, key, indent) => {
    if (v === null || v === void 0) return "null";
    if (typeof v === "boolean") return v ? "true" : "false";
    if (typeof v === "number") return isFloat(key) ? pythonFloat(v) : String(v);
    if (typeof v === "string") return pythonString(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      return `[
${v.map((x) => inner + write(x, key, inner)).join(",\n")}
${indent}]`;
    }
    const entries = Object.entries(v).filter(([, x]) => x !== void 0);
    if (entries.length === 0) return "{}";
    const body = entries.map(([k, x]) => `${inner}${pythonString(k)}: ${write(x, k, inner)}`).join(",\n");
    return `{
${body}
${indent}}`;
  };
  return write(value, "", "");
}

// src/zod/lib.ts
var import_node_module = require("node:module");
var lib;
function zod() {
  if (lib) return lib;
  const spec = true ? "../chunks/zod.cjs" : "zod";
  return lib = (0, import_node_module.createRequire)(__import_meta_url)(spec);
}
function once(make) {
  let value;
  return () => value ??= make();
}

// src/results/schemas.ts
var STATS = ["mean", "median", "std", "p90", "p99", "p99.9"];
var LATENCIES = ["ttft", "tpot", "itl", "e2el"];
var AGG_LATENCY_KEYS = LATENCIES.flatMap((m) => STATS.map((s) => `${s}_${m}`));
var AGG_INTVTY_KEYS = STATS.map((s) => `${s}_intvty`);
var rawResultSchema = once(() => {
  const z = zod();
  return z.object({
    date: z.string().optional(),
    backend: z.string().optional(),
    model_id: z.string(),
    tokenizer_id: z.string().optional(),
    best_of: z.int().optional(),
    num_prompts: z.int().nonnegative().optional(),
    request_rate: z.union([z.literal("inf"), z.number()]).optional(),
    burstiness: z.number().optional(),
    max_concurrency: z.number().positive(),
    duration: z.number().nonnegative().optional(),
    benchmark_start_time_unix: z.number().optional(),
    benchmark_end_time_unix: z.number().optional(),
    completed: z.int().nonnegative().optional(),
    total_input_tokens: z.int().nonnegative().optional(),
    total_output_tokens: z.int().nonnegative().optional(),
    request_throughput: z.number().nonnegative().optional(),
    // The key really ends in a colon (a typo the reference inherited); null unless goodput was asked for.
    "request_goodput:": z.number().nullable().optional(),
    output_throughput: z.number().nonnegative(),
    total_token_throughput: z.number().nonnegative(),
    input_lens: z.array(z.int()).optional(),
    output_lens: z.array(z.int()).optional()
  }).loose().superRefine((raw, ctx) => {
    for (const [k, v] of Object.entries(raw)) {
      if (!k.endsWith("ms") && !k.includes("tpot")) continue;
      if (typeof v !== "number" || !Number.isFinite(v))
        ctx.addIssue({ code: "custom", path: [k], message: "must be a finite number" });
    }
  });
});
var componentSchema = once(() => {
  const z = zod();
  return z.object({ name: z.string().min(1), version: z.string().min(1) }).loose();
});
var powerShape = () => {
  const z = zod();
  const n = () => z.number().optional();
  return {
    power_metric_schema_version: z.int().optional(),
    power_valid: z.union([z.literal(0), z.literal(1)]).optional(),
    avg_power_w: n(),
    avg_total_gpu_power_w: n(),
    total_gpu_energy_j: n(),
    joules_per_successful_query: n(),
    joules_per_input_token: n(),
    joules_per_output_token: n(),
    joules_per_total_token: n()
  };
};
var commonAggShape = () => {
  const z = zod();
  const latency = Object.fromEntries(
    [...AGG_LATENCY_KEYS, ...AGG_INTVTY_KEYS].map((k) => [k, z.number().optional()])
  );
  return {
    hw: z.string().min(1),
    conc: z.int().positive(),
    image: z.string(),
    model: z.string(),
    infmax_model_prefix: z.string().min(1),
    framework: z.string().min(1),
    precision: z.string().min(1),
    spec_decoding: z.string(),
    disagg: z.boolean(),
    // Older aggregates have no fingerprint; today's always carry one ("" when the row had none).
    recipe_fingerprint: z.string().optional(),
    isl: z.int().nonnegative(),
    osl: z.int().nonnegative(),
    router: componentSchema().optional(),
    kv_p2p_transfer: z.string().optional(),
    tput_per_gpu: z.number(),
    output_tput_per_gpu: z.number(),
    input_tput_per_gpu: z.number(),
    ...latency,
    ...powerShape()
  };
};
var aggResultSchema = once(() => {
  const z = zod();
  const positive = () => z.int().positive();
  const single = z.object({
    ...commonAggShape(),
    is_multinode: z.literal(false),
    tp: positive(),
    pp: positive().optional(),
    dcp_size: positive().optional(),
    pcp_size: positive().optional(),
    ep: z.int().nonnegative(),
    dp_attention: z.string()
  }).loose();
  const role = (r) => ({
    [`${r}_tp`]: z.int().nonnegative(),
    [`${r}_pp`]: positive().optional(),
    [`${r}_dcp_size`]: positive().optional(),
    [`${r}_pcp_size`]: positive().optional(),
    [`${r}_ep`]: z.int().nonnegative(),
    [`${r}_dp_attention`]: z.string(),
    [`${r}_num_workers`]: z.int().nonnegative()
  });
  const multi = z.object({
    ...commonAggShape(),
    is_multinode: z.literal(true),
    ...role("prefill"),
    ...role("decode"),
    num_prefill_gpu: positive(),
    num_decode_gpu: z.int().nonnegative(),
    prefill_hw: z.string().optional(),
    decode_hw: z.string().optional()
  }).loose();
  return { single, multi };
});
var statSchema = once(() => {
  const z = zod();
  const n = () => z.number().nullable().optional();
  return z.object({ mean: n(), p50: n(), p75: n(), p90: n(), p95: n(), std: n() }).loose();
});
var agenticResultSchema = once(() => {
  const z = zod();
  const tps = () => z.object({ tokens_per_second: z.number().nonnegative() }).loose();
  const int2 = () => z.int().nonnegative();
  return z.object({
    hw: z.string().min(1),
    conc: z.int().positive(),
    image: z.string(),
    recipe_fingerprint: z.string().optional(),
    model: z.string(),
    infmax_model_prefix: z.string().min(1),
    framework: z.string().min(1),
    precision: z.string().min(1),
    spec_decoding: z.string(),
    disagg: z.boolean(),
    scenario_type: z.literal("agentic-coding"),
    is_multinode: z.boolean(),
    tp: int2().optional(),
    ep: int2().optional(),
    dp_attention: z.string().optional(),
    pp: int2().optional(),
    dcp_size: int2().optional(),
    pcp_size: int2().optional(),
    prefill_num_workers: int2().optional(),
    prefill_tp: int2().optional(),
    prefill_pp: int2().optional(),
    prefill_pcp_size: int2().optional(),
    decode_num_workers: int2().optional(),
    decode_tp: int2().optional(),
    decode_pp: int2().optional(),
    decode_pcp_size: int2().optional(),
    num_prefill_gpu: int2().optional(),
    num_decode_gpu: int2().optional(),
    kv_offloading: z.string(),
    kv_offload_backend: z.object({ name: z.string(), version: z.string().optional() }).loose().nullable().optional(),
    allocated_cpu_dram_gb: z.number().optional(),
    num_requests_total: int2(),
    num_requests_successful: int2(),
    router: componentSchema().optional(),
    request_metrics: z.object({
      qps: statSchema().optional(),
      latency: z.object({
        ttft: statSchema(),
        e2el: statSchema(),
        itl: statSchema(),
        tpot: statSchema().optional(),
        intvty: statSchema(),
        e2e_norm_intvty: statSchema().optional()
      }).loose(),
      throughput: z.object({
        input: tps(),
        output: tps(),
        total: tps(),
        duration_seconds: z.number().nonnegative(),
        per_gpu: z.object({
          total_tput_tps: z.number().nonnegative(),
          output_tput_tps: z.number().nonnegative(),
          input_tput_tps: z.number().nonnegative()
        }).loose()
      }).loose(),
      cache: z.object({ theoretical_cache_hit_rate: z.number().nullable().optional() }).loose().optional()
    }).loose(),
    server_metrics: z.object({
      present: z.boolean(),
      cache: z.object({ overall_cache_hit_rate: z.number().nullable().optional() }).loose().optional()
    }).loose().optional(),
    ...powerShape()
  }).loose();
});
var evalMetaSchema = once(() => {
  const z = zod();
  const int2 = () => z.int().nonnegative().optional();
  const intOrText = () => z.union([z.int(), z.string().regex(/^\d+$/)]);
  return z.object({
    is_multinode: z.boolean(),
    framework: z.string().min(1),
    precision: z.string().min(1),
    spec_decoding: z.string().optional(),
    recipe_fingerprint: z.string().optional(),
    tp: int2(),
    pp: int2(),
    dcp_size: int2(),
    pcp_size: int2(),
    ep: int2(),
    dp_attention: z.boolean().optional(),
    conc: intOrText().optional(),
    model: z.string(),
    infmax_model_prefix: z.string().min(1),
    hw: z.string().min(1),
    isl: intOrText(),
    osl: intOrText()
  }).loose();
});
var lmEvalSchema = once(() => {
  const z = zod();
  return z.object({
    lm_eval_version: z.string(),
    model_name: z.string().optional(),
    results: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]).nullable())),
    "n-samples": z.record(z.string(), z.object({ original: z.int(), effective: z.int() }).loose()).optional()
  }).loose();
});
var resultMarkerSchema = once(() => {
  const z = zod();
  return z.object({
    "row-id": z.string().regex(/^[0-9a-f]{16}$/),
    attempt: z.int().positive().optional(),
    status: z.string().optional()
  }).loose();
});

// src/results/process.ts
var BASE_ENV = [
  "RUNNER_TYPE",
  "FRAMEWORK",
  "PRECISION",
  "SPEC_DECODING",
  "RESULT_FILENAME",
  "ISL",
  "OSL",
  "DISAGG",
  "MODEL_PREFIX",
  "IMAGE"
];
var SINGLE_ENV = ["TP", "EP_SIZE", "DP_ATTENTION"];
var MULTI_ENV = [
  "PREFILL_GPUS",
  "DECODE_GPUS",
  "PREFILL_NUM_WORKERS",
  "PREFILL_TP",
  "PREFILL_EP",
  "PREFILL_DP_ATTN",
  "DECODE_NUM_WORKERS",
  "DECODE_TP",
  "DECODE_EP",
  "DECODE_DP_ATTN"
];
var Refusal = class extends Error {
};
function requireEnv(env, names) {
  const missing = names.filter((n) => env[n] === void 0);
  if (missing.length) throw new Refusal(`Missing required environment variables: ${missing.join(", ")}`);
}
function int(env, name, fallback) {
  const v = env[name] ?? fallback;
  const t = (v ?? "").trim();
  if (!/^[+-]?\d+(?:_\d+)*$/.test(t))
    throw new Refusal(`${name}: invalid literal for int() with base 10: '${v ?? ""}'`);
  return Number(t.replace(/_/g, ""));
}
function component(env, name) {
  const raw = env[name];
  if (raw === void 0 || raw === "" || raw === "null") return void 0;
  let v;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Refusal(`${name} must contain valid JSON`);
  }
  const keys = v && typeof v === "object" && !Array.isArray(v) ? Object.keys(v).sort() : [];
  if (keys.join(",") !== "name,version")
    throw new Refusal(`${name} must contain exactly 'name' and 'version'`);
  const { name: n, version } = v;
  if (typeof n !== "string" || !n || typeof version !== "string" || !version)
    throw new Refusal(`${name} name and version must be non-empty strings`);
  return { name: n, version };
}
function multiNode(env, t) {
  requireEnv(env, MULTI_ENV);
  const prefillHw = env["PREFILL_HARDWARE"] ?? "";
  const decodeHw = env["DECODE_HARDWARE"] ?? "";
  if (Boolean(prefillHw) !== Boolean(decodeHw))
    throw new Refusal("PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.");
  const prefillGpus = int(env, "PREFILL_GPUS");
  const decodeGpus = int(env, "DECODE_GPUS");
  const role = (r) => ({
    workers: int(env, `${r}_NUM_WORKERS`),
    tp: int(env, `${r}_TP`),
    pp: int(env, `${r}_PP_SIZE`, "1"),
    dcp: int(env, `${r}_DCP_SIZE`, "1"),
    pcp: int(env, `${r}_PCP_SIZE`, "1"),
    ep: int(env, `${r}_EP`),
    dpAttn: env[`${r}_DP_ATTN`]
  });
  const p = role("PREFILL");
  const d = role("DECODE");
  if ([p.pp, p.dcp, p.pcp, d.pp, d.dcp, d.pcp].some((v) => v <= 0))
    throw new Refusal("Multinode PP, DCP, and PCP sizes must be positive integers.");
  const total = prefillGpus + decodeGpus;
  if (total <= 0) throw new Refusal("Multinode results require at least one GPU.");
  if (prefillGpus <= 0) throw new Refusal("Multinode results require at least one prefill GPU.");
  const agg = decodeGpus <= 0;
  const data = {
    is_multinode: true,
    prefill_tp: p.tp,
    prefill_pp: p.pp,
    prefill_dcp_size: p.dcp,
    prefill_pcp_size: p.pcp,
    prefill_ep: p.ep,
    prefill_dp_attention: p.dpAttn,
    prefill_num_workers: p.workers,
    decode_tp: agg ? 0 : d.tp,
    decode_pp: agg ? 1 : d.pp,
    decode_dcp_size: agg ? 1 : d.dcp,
    decode_pcp_size: agg ? 1 : d.pcp,
    decode_ep: agg ? 0 : d.ep,
    decode_dp_attention: d.dpAttn,
    decode_num_workers: d.workers,
    num_prefill_gpu: prefillGpus,
    num_decode_gpu: decodeGpus,
    tput_per_gpu: t.total / total,
    output_tput_per_gpu: t.output / (agg ? total : decodeGpus),
    input_tput_per_gpu: (t.total - t.output) / prefillGpus
  };
  if (prefillHw) {
    data["prefill_hw"] = prefillHw;
    data["decode_hw"] = decodeHw;
  }
  return { data, gpus: total };
}
function singleNode(env, t, disagg) {
  if (disagg) throw new Refusal("Disaggregated mode requires multinode setup.");
  requireEnv(env, SINGLE_ENV);
  const tp = int(env, "TP");
  const ep = int(env, "EP_SIZE");
  const pp = int(env, "PP_SIZE", "1");
  const dcp = int(env, "DCP_SIZE", "1");
  const pcp = int(env, "PCP_SIZE", "1");
  if (pp <= 0 || dcp <= 0 || pcp <= 0)
    throw new Refusal("PP_SIZE, DCP_SIZE, and PCP_SIZE must be positive integers.");
  const gpus = tp * pp * pcp;
  const data = {
    is_multinode: false,
    tp,
    pp,
    dcp_size: dcp,
    pcp_size: pcp,
    ep,
    dp_attention: env["DP_ATTENTION"],
    tput_per_gpu: t.total / gpus,
    output_tput_per_gpu: t.output / gpus,
    input_tput_per_gpu: (t.total - t.output) / gpus
  };
  return { data, gpus };
}
function latencies(raw, data) {
  const written = [];
  for (const [key, value] of Object.entries(raw)) {
    const v = value;
    if (key.endsWith("ms")) written.push(put(data, key.replaceAll("_ms", ""), v / 1e3));
    if (key.includes("tpot")) {
      if (v === 0)
        throw new Refusal(`${key} is 0: interactivity (1000 / TPOT) is undefined (float division by zero)`);
      written.push(put(data, key.replaceAll("_ms", "").replaceAll("tpot", "intvty"), 1e3 / v));
    }
  }
  return written;
}
var put = (data, key, value) => {
  data[key] = value;
  return key;
};
var TPUT_KEYS = ["tput_per_gpu", "output_tput_per_gpu", "input_tput_per_gpu"];
function processResult(raw, env) {
  try {
    requireEnv(env, BASE_ENV);
    const parsed = rawResultSchema().safeParse(raw);
    if (!parsed.success)
      return { ok: false, error: `not a benchmark result: ${zod().prettifyError(parsed.error)}` };
    const r = parsed.data;
    const disagg = env["DISAGG"].toLowerCase() === "true";
    const data = {
      hw: env["RUNNER_TYPE"],
      conc: Math.trunc(r.max_concurrency),
      image: env["IMAGE"],
      model: r.model_id,
      infmax_model_prefix: env["MODEL_PREFIX"],
      framework: env["FRAMEWORK"],
      precision: env["PRECISION"],
      spec_decoding: env["SPEC_DECODING"],
      disagg,
      recipe_fingerprint: env["RECIPE_FINGERPRINT"] ?? "",
      isl: int(env, "ISL"),
      osl: int(env, "OSL")
    };
    const router = component(env, "ROUTER_METADATA");
    if (router) data["router"] = router;
    if (env["KV_P2P_TRANSFER"]) data["kv_p2p_transfer"] = env["KV_P2P_TRANSFER"];
    const t = { total: r.total_token_throughput, output: r.output_throughput };
    const multi = (env["IS_MULTINODE"] ?? "false").toLowerCase() === "true";
    const kind = multi ? multiNode(env, t) : singleNode(env, t, disagg);
    Object.assign(data, kind.data);
    const floats = /* @__PURE__ */ new Set([...TPUT_KEYS, ...latencies(raw, data)]);
    data["power_metric_schema_version"] = 2;
    data["power_valid"] = 0;
    return { ok: true, agg: data, text: pythonJson(data, (k) => floats.has(k)), gpus: kind.gpus };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.message };
    throw e;
  }
}
var powerRequired = (env) => ["1", "true", "yes"].includes((env["REQUIRE_POWER"] ?? "").toLowerCase());

// src/results/job.ts
var processes = (row) => !isAgenticRow(row) && row["eval-only"] !== true;
function processJob(row, rf, files, read, opts = {}) {
  const out = { written: [], skipped: [], errors: [] };
  if (!processes(row)) {
    out.skipped.push("agentic and eval-only jobs have no result processing");
    return out;
  }
  const one = (stem, gpus) => {
    const text2 = read(`${stem}.json`);
    if (text2 === void 0) return void out.errors.push(`${stem}.json: No such file or directory`);
    let json;
    try {
      json = JSON.parse(text2);
    } catch (e) {
      return void out.errors.push(`${stem}.json: not JSON (${e.message})`);
    }
    const facts = { resultFilename: stem, requirePower: opts.requirePower ?? false };
    const env = jobEnv(row, gpus ? { ...facts, prefillGpus: gpus.prefill, decodeGpus: gpus.decode } : facts);
    const p = processResult(json, env);
    if (!p.ok) return void out.errors.push(`${stem}.json: ${p.error}`);
    out.written.push({ name: `agg_${stem}.json`, text: p.text });
  };
  if (!isMultiNodeRow(row)) {
    one(rf);
    return out;
  }
  for (const name of [...files].sort()) {
    if (!name.startsWith(`${rf}_`) || !name.endsWith(".json")) continue;
    const stem = name.slice(0, -".json".length);
    const gpus = gpusFromName(stem.slice(rf.length));
    if (!gpus) out.skipped.push(`${name}: no _gpus_<N> in its name`);
    else one(stem, gpus);
  }
  return out;
}

// src/cli/result-job.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/result-job.ts
var JOB_OPTIONS = {
  row: { type: "string" },
  dir: { type: "string" },
  "runner-name": { type: "string" },
  "result-filename": { type: "string" },
  help: { type: "boolean", default: false }
};
var JOB_HELP = `  --row FILE              the row as \`sweep dispatch row\` writes it (required)
  --dir DIR               the benchmark's working directory (default: the current one)
  --runner-name NAME      the runner's name (default: $RUNNER_NAME), part of the result file name
  --result-filename RF    the result file name without .json, instead of the one built from the row
`;
function jobOf(values, io) {
  if (!values.row) throw new UsageError("--row is required");
  const path = (0, import_node_path.resolve)(io.cwd, values.row);
  let row;
  try {
    row = JSON.parse((0, import_node_fs.readFileSync)(path, "utf8"));
  } catch (e) {
    const err = e;
    return `${values.row}: ${err.code ? `cannot read the row (${err.code})` : `not JSON: ${err.message}`}`;
  }
  if (!row || typeof row !== "object" || Array.isArray(row))
    return `${values.row}: not a row (a JSON object)`;
  const dir = (0, import_node_path.resolve)(io.cwd, values.dir ?? ".");
  if (!(0, import_node_fs.existsSync)(dir) || !(0, import_node_fs.statSync)(dir).isDirectory()) return `${values.dir}: not a directory`;
  const given = values["result-filename"];
  if (given) return { row, dir, rf: given };
  const runner = values["runner-name"] ?? io.env["RUNNER_NAME"];
  if (!runner) throw new UsageError("--runner-name (or $RUNNER_NAME) is needed to name the result file");
  return { row, dir, rf: resultFilename(row, runner) };
}
var filesIn = (dir) => (0, import_node_fs.existsSync)(dir) ? (0, import_node_fs.readdirSync)(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];
function reader(dir) {
  return (p) => {
    const abs = (0, import_node_path.join)(dir, p);
    try {
      return (0, import_node_fs.statSync)(abs).isFile() ? (0, import_node_fs.readFileSync)(abs, "utf8") : void 0;
    } catch {
      return void 0;
    }
  };
}

// src/cli/process-result.ts
var HELP = `usage: sweep process-result --row FILE [--dir DIR] [--runner-name NAME | --result-filename RF] [--name-only]
Writes agg_<RF>.json next to the benchmark's raw result (multi-node: one per <RF>_*.json with _gpus_<N>).
${JOB_HELP}  --name-only             print the job's RESULT_FILENAME and stop
  --require-power         fail when power is not validated (default: $REQUIRE_POWER is 1, true or yes);
                          this step reads no power telemetry, so such a job fails
`;
var processResultCommand = async (argv, io) => {
  const { values } = (0, import_node_util.parseArgs)({
    args: argv,
    options: {
      ...JOB_OPTIONS,
      "name-only": { type: "boolean", default: false },
      "require-power": { type: "boolean" }
    }
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const job = jobOf(values, io);
  if (typeof job === "string") {
    io.stderr(`${job}
`);
    return 1;
  }
  if (values["name-only"]) {
    io.stdout(`${job.rf}
`);
    return 0;
  }
  if (!processes(job.row)) {
    io.stdout("agentic and eval-only jobs have no result processing: nothing to do\n");
    return 0;
  }
  const requirePower = values["require-power"] ?? powerRequired(io.env);
  const out = processJob(job.row, job.rf, filesIn(job.dir), reader(job.dir), { requirePower });
  for (const s of out.skipped) io.stderr(`skipped ${s}
`);
  for (const w of out.written) {
    (0, import_node_fs2.writeFileSync)((0, import_node_path2.join)(job.dir, w.name), w.text);
    io.stdout(`${w.text}
`);
  }
  for (const e of out.errors) io.stderr(`${e}
`);
  if (out.errors.length) return 1;
  if (requirePower && out.written.length) {
    io.stderr("power is required, but this step measures none: the aggregate says power_valid 0\n");
    return 1;
  }
  return 0;
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  processResultCommand
});
