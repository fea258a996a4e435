import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  collectResults,
  expandOutputs,
  findRow,
  loadPlanOutputs
} from "./chunk-L7XJ3R4O.js";
import "./chunk-NMCPJN2H.js";
import {
  MAX_SHARDS_PER_FAMILY,
  planSchema,
  plannedRoutes
} from "./chunk-GUUFHC2R.js";
import {
  checkRoutes
} from "./chunk-NZNYGAQE.js";
import {
  loadRepoConfig
} from "./chunk-6UC2H7AE.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import "./chunk-BLJ3KVZN.js";
import {
  loadRunners
} from "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import {
  formatDiagnostic,
  hasErrors
} from "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import {
  zod
} from "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/dispatch.ts
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

// src/dispatch/launcher-env.ts
var worker = (role) => {
  const R = role.toUpperCase();
  return [
    { field: `${role}.num-worker`, env: `${R}_NUM_WORKERS`, format: "text", what: `${role} workers` },
    { field: `${role}.tp`, env: `${R}_TP`, format: "text", what: `${role} tensor parallelism` },
    { field: `${role}.pp`, env: `${R}_PP_SIZE`, format: "text", what: `${role} pipeline parallelism` },
    {
      field: `${role}.dcp-size`,
      env: `${R}_DCP_SIZE`,
      format: "text",
      what: `${role} decode context parallelism`
    },
    {
      field: `${role}.pcp-size`,
      env: `${R}_PCP_SIZE`,
      format: "text",
      what: `${role} prefill context parallelism`
    },
    { field: `${role}.ep`, env: `${R}_EP`, format: "text", what: `${role} expert parallelism` },
    {
      field: `${role}.dp-attn`,
      env: `${R}_DP_ATTN`,
      format: "bool",
      what: `${role} data-parallel attention`
    }
  ];
};
var LAUNCHER_ENV = [
  { field: "row-id", env: "ROW_ID", format: "text", what: "the row id (result files are merged by it)" },
  { field: "runner", env: "RUNNER_LABEL", format: "text", what: "the runner label the row was routed to" },
  { field: "image", env: "IMAGE", format: "text", what: "container image" },
  { field: "model", env: "MODEL", format: "text", what: "model name or path" },
  { field: "model-prefix", env: "MODEL_PREFIX", format: "text", what: "model family prefix, e.g. dsr1" },
  { field: "precision", env: "PRECISION", format: "text", what: "precision, e.g. fp4" },
  { field: "framework", env: "FRAMEWORK", format: "text", what: "serving framework, e.g. sglang" },
  { field: "exp-name", env: "EXP_NAME", format: "text", what: "experiment name" },
  { field: "recipe-fingerprint", env: "RECIPE_FINGERPRINT", format: "text", what: "recipe fingerprint" },
  { field: "srt-recipe", env: "SRT_RECIPE", format: "text", what: "recipe file of the row" },
  { field: "isl", env: "ISL", format: "text", what: "input sequence length" },
  { field: "osl", env: "OSL", format: "text", what: "output sequence length" },
  { field: "max-model-len", env: "MAX_MODEL_LEN", format: "text", what: "maximum model length" },
  { field: "tp", env: "TP", format: "text", what: "tensor parallelism" },
  { field: "pp", env: "PP_SIZE", format: "text", what: "pipeline parallelism" },
  { field: "dcp-size", env: "DCP_SIZE", format: "text", what: "decode context parallelism" },
  { field: "pcp-size", env: "PCP_SIZE", format: "text", what: "prefill context parallelism" },
  { field: "ep", env: "EP_SIZE", format: "text", what: "expert parallelism" },
  { field: "dp-attn", env: "DP_ATTENTION", format: "bool", what: "data-parallel attention" },
  { field: "conc", env: "CONC_LIST", format: "words", what: "concurrencies, space-separated" },
  { field: "spec-decoding", env: "SPEC_DECODING", format: "text", what: "mtp, draft_model or none" },
  { field: "disagg", env: "DISAGG", format: "bool", what: "disaggregated prefill/decode" },
  { field: "router", env: "ROUTER", format: "json", what: "router {name, version} as JSON" },
  { field: "kv-p2p-transfer", env: "KV_P2P_TRANSFER", format: "text", what: "KV transfer backend" },
  { field: "run-eval", env: "RUN_EVAL", format: "bool", what: "run the accuracy eval after the benchmark" },
  { field: "eval-only", env: "EVAL_ONLY", format: "bool", what: "run only the eval" },
  { field: "eval-framework", env: "EVAL_FRAMEWORK", format: "text", what: "eval framework" },
  { field: "eval-suite", env: "EVAL_SUITE", format: "text", what: "eval suite" },
  { field: "eval-conc", env: "EVAL_CONC", format: "words", what: "eval concurrency" },
  { field: "random-range-ratio", env: "RANDOM_RANGE_RATIO", format: "text", what: "random range ratio" },
  {
    field: "scenario-type",
    env: "SCENARIO_TYPE",
    format: "text",
    what: "agentic scenario, e.g. agentic-coding"
  },
  { field: "kv-offloading", env: "KV_OFFLOADING", format: "text", what: "none or dram" },
  { field: "kv-offload-backend", env: "KV_OFFLOAD_BACKEND", format: "json", what: "offload backend as JSON" },
  { field: "total-cpu-dram-gb", env: "TOTAL_CPU_DRAM_GB", format: "text", what: "CPU DRAM for KV offload" },
  { field: "duration", env: "DURATION", format: "text", what: "agentic run duration in seconds" },
  { field: "gpu-count", env: "GPU_COUNT", format: "text", what: "GPUs the row declares (all workers)" },
  { field: "node-count", env: "NODE_COUNT", format: "text", what: "nodes the row reserves" },
  ...worker("prefill"),
  ...worker("decode")
];
var SETTING = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
var RESERVED = /^(?:PATH|HOME|SHELL|ENV|BASH_ENV|IFS|NODE_OPTIONS|LD_[A-Z_]*|DYLD_[A-Z_]*|GITHUB_[A-Z_]*|RUNNER_[A-Z_]*|ACTIONS_[A-Z_]*|HF_TOKEN|ROW_JSON|RESULTS_DIR)$/;
var get = (row, path) => path.split(".").reduce((v, k) => v && typeof v === "object" ? v[k] : void 0, row);
function render(v, f) {
  if (f === "json") return JSON.stringify(v);
  if (f === "bool") return v === true || v === "true" ? "true" : "false";
  if (f === "words" && Array.isArray(v)) return v.map(String).join(" ");
  return typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
}
function launcherEnv(row) {
  const env = {};
  const skipped = [];
  for (const f of LAUNCHER_ENV) {
    const v = get(row, f.field);
    if (v !== void 0 && v !== null) env[f.env] = render(v, f.format);
  }
  const conc = row["conc"];
  const first = Array.isArray(conc) ? conc[0] : conc;
  if (first !== void 0 && first !== null) env["CONC"] = String(first);
  env["IS_AGENTIC"] = row["scenario-type"] !== void 0 ? "1" : "0";
  const multi = row["prefill"] !== void 0;
  env["IS_MULTINODE"] = multi ? "true" : "false";
  if (multi) {
    env["SALLOC_TIME_LIMIT"] = "480";
    env["ENROOT_IMPORT_TIME_LIMIT"] = "120";
  }
  for (const role of ["prefill", "decode"]) {
    const settings = get(row, `${role}.additional-settings`);
    if (!Array.isArray(settings)) continue;
    for (const s of settings) {
      const m = typeof s === "string" ? SETTING.exec(s) : null;
      if (!m || m[2].includes("\n")) skipped.push(`${role}: '${String(s)}' is not KEY=VAL on one line`);
      else if (RESERVED.test(m[1]) || LAUNCHER_ENV.some((f) => f.env === m[1]))
        skipped.push(`${role}: '${m[1]}' is reserved`);
      else env[m[1]] = m[2];
    }
  }
  return { env, skipped };
}
function githubEnvFile(env) {
  return Object.entries(env).map(([k, v]) => {
    let d = "SWEEP_EOF";
    while (v.includes(d)) d += "_";
    return `${k}<<${d}
${v}
${d}
`;
  }).join("");
}

// src/cli/dispatch.ts
var HELP = `usage: sweep dispatch load-plan --plan FILE [--canary none|single|per-family] [--config FILE] [--out FILE]
       sweep dispatch expand --plan FILE --job JOB [--canary MODE] [--config FILE] [--out FILE]
       sweep dispatch row --plan FILE --id ROW_ID [--canary-row] [--out FILE] [--config FILE --env-out FILE]
       sweep dispatch collect --dir DIR --out FILE
options: --max-rows-per-matrix N (\u2264256), --shards-per-family N (\u2264${MAX_SHARDS_PER_FAMILY})
  --config FILE   the repository config file (scheduler flags, runners.yaml, launcher); without it, or when
                  it does not exist, the defaults and the repository variables PRIORITY_SCHEDULER_ENABLED and
                  NODE_SLOT_SCHEDULER_ENABLED (environment) decide
  --env-out FILE  append the row's launcher environment and SWEEP_LAUNCHER to FILE ($GITHUB_ENV)
`;
var dispatch = async (argv, io) => {
  const [sub, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      plan: { type: "string" },
      dir: { type: "string" },
      out: { type: "string" },
      job: { type: "string" },
      id: { type: "string" },
      canary: { type: "string", default: "single" },
      "canary-row": { type: "boolean", default: false },
      config: { type: "string" },
      "env-out": { type: "string" },
      "max-rows-per-matrix": { type: "string" },
      "shards-per-family": { type: "string" },
      help: { type: "boolean", default: false }
    }
  });
  if (values.help || !sub) {
    io.stdout(HELP);
    return sub ? 0 : 2;
  }
  if (sub === "collect") return collect(values.dir, values.out, io);
  if (!values.plan) throw new UsageError("--plan is required");
  const canary = values.canary;
  if (canary !== "none" && canary !== "single" && canary !== "per-family")
    throw new UsageError(`bad --canary '${canary}'`);
  const opts = { canary };
  const maxRows = count(values, "max-rows-per-matrix");
  if (maxRows !== void 0) opts.maxRowsPerMatrix = maxRows;
  const shards = count(values, "shards-per-family");
  if (shards !== void 0 && shards > MAX_SHARDS_PER_FAMILY)
    throw new UsageError(
      `--shards-per-family must be at most ${MAX_SHARDS_PER_FAMILY} (the shard slots of sweep-family.yml), got ${shards}`
    );
  if (shards !== void 0) opts.shardsPerFamily = shards;
  const repo = repoConfig(values.config, io);
  if (typeof repo === "string") {
    io.stderr(repo);
    return 1;
  }
  opts.routing = routingFlags(repo.config, io.env);
  const plan = readPlan(values.plan, io);
  if (typeof plan === "string") {
    io.stderr(`${values.plan}: ${plan}
`);
    return 1;
  }
  const emit = (outputs) => {
    const text = Object.entries(outputs).map(([k, v]) => `${k}=${v}
`).join("");
    if (values.out) appendFileSync(resolve(io.cwd, values.out), text);
    else io.stdout(text);
  };
  switch (sub) {
    case "load-plan": {
      const { outputs, diagnostics } = loadPlanOutputs(plan, opts);
      for (const d of diagnostics) io.stderr(`${formatDiagnostic({ ...d, file: d.file ?? values.plan })}
`);
      const runners = loadedRunners(repo.config, repo.root, io);
      const checked = runners ? checkRoutes(plannedRoutes(plan, opts.routing), opts.routing, runners, repo.config.layout.runners) : [];
      for (const d of checked) io.stderr(`${formatDiagnostic(d)}
`);
      if (hasErrors(diagnostics) || hasErrors(checked)) return 1;
      emit(outputs);
      return 0;
    }
    case "expand":
      if (!values.job) throw new UsageError("--job is required");
      emit(expandOutputs(plan, values.job, opts));
      return 0;
    case "row": {
      if (!values.id) throw new UsageError("--id is required");
      const row = findRow(plan, values.id, values["canary-row"]);
      if (!row) {
        io.stderr(`row ${values.id} is not in ${values.plan}
`);
        return 1;
      }
      if (values.out) writeFileSync(resolve(io.cwd, values.out), JSON.stringify(row));
      else io.stdout(`${JSON.stringify(row)}
`);
      if (values["env-out"]) {
        const { env, skipped } = launcherEnv(row);
        for (const s of skipped) io.stderr(`warning: additional-settings not exported: ${s}
`);
        appendFileSync(
          resolve(io.cwd, values["env-out"]),
          githubEnvFile({ ...env, SWEEP_LAUNCHER: repo.config.launcher })
        );
      }
      return 0;
    }
    default:
      throw new UsageError(`unknown subcommand '${sub}'
${HELP}`);
  }
};
function count(values, name) {
  const text = values[name];
  if (typeof text !== "string") return void 0;
  if (!/^[1-9][0-9]*$/.test(text))
    throw new UsageError(`--${name} must be a positive integer, got '${text}'`);
  return Number(text);
}
function readPlan(path, io) {
  let json;
  try {
    json = JSON.parse(readFileSync(resolve(io.cwd, path), "utf8"));
  } catch (e) {
    const err = e;
    return err.code ? `cannot read the plan (${err.code})` : `not JSON: ${err.message}`;
  }
  const parsed = planSchema().safeParse(json);
  return parsed.success ? parsed.data : `not a search-space-config:
${zod().prettifyError(parsed.error)}`;
}
function collect(dir, out, io) {
  if (!dir || !out) throw new UsageError("collect needs --dir and --out");
  const root = resolve(io.cwd, dir);
  const names = existsSync(root) ? readdirSync(root, { recursive: true }).filter((f) => f.endsWith(".json")).sort() : [];
  const { rows, problems } = collectResults(
    names.map((name) => ({ name, text: readFileSync(join(root, name), "utf8") }))
  );
  for (const p of problems) io.stderr(`${p}
`);
  writeFileSync(resolve(io.cwd, out), JSON.stringify(rows));
  io.stdout(`collected ${rows.length} rows from ${names.length} result files
`);
  return 0;
}
function repoConfig(path, io) {
  const file = resolve(io.cwd, path ?? ".github/sweep.yml");
  const root = /[\\/]\.github[\\/][^\\/]+$/.test(file) ? resolve(file, "..", "..") : io.cwd;
  const read = (p) => {
    const abs = resolve(root, p);
    return existsSync(abs) ? readFileSync(abs, "utf8") : void 0;
  };
  const rel = file.slice(root.length + 1);
  const r = loadRepoConfig(read, (p) => existsSync(resolve(root, p)), rel);
  if (!r.config) return r.diagnostics.map((d) => `${formatDiagnostic(d)}
`).join("");
  return { config: r.config, root };
}
function routingFlags(c, env) {
  return {
    priority: c.scheduler.priority ?? env["PRIORITY_SCHEDULER_ENABLED"] === "true",
    nodeSlots: c.scheduler.nodeSlots ?? env["NODE_SLOT_SCHEDULER_ENABLED"] === "true"
  };
}
function loadedRunners(c, root, io) {
  const abs = resolve(root, c.layout.runners);
  if (!existsSync(abs)) return void 0;
  const r = loadRunners({ path: c.layout.runners, text: readFileSync(abs, "utf8") });
  for (const d of r.diagnostics) if (d.severity === "error") io.stderr(`${formatDiagnostic(d)}
`);
  return r.value;
}
export {
  dispatch
};
