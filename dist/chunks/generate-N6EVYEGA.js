import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  spreadMultiValues
} from "./chunk-AJMFNOK6.js";
import {
  cliRepoConfig,
  layoutFor
} from "./chunk-JOFL2J6R.js";
import "./chunk-6UC2H7AE.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import {
  generateFullSweep,
  generateTestConfig
} from "./chunk-X4HZRWB4.js";
import {
  loadMasterConfigs,
  loadRunners
} from "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import {
  formatDiagnosticLine
} from "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/generate.ts
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
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
eval flags:   --no-evals | --evals-only, --all-evals
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
    return parseArgs({
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
    const at = (p) => repo.root === io.cwd ? p : join(relative(io.cwd, repo.root), p);
    if (configFiles.length === 0) configFiles = found.layout.paths.masters.map(at);
    runnerConfig ??= at(found.layout.paths.runners);
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
  const read = (file, rule, message) => {
    const abs = resolve(io.cwd, file);
    if (!existsSync(abs)) {
      problems.push({ severity: "error", rule, message, file });
      return void 0;
    }
    return readFileSync(abs, "utf8");
  };
  const masters = configFiles.map((f) => ({
    path: f,
    text: read(f, "VL-1", `Input file '${f}' does not exist.`)
  }));
  const runnersText = read(runnerConfig, "VR-1", `Runner config file '${runnerConfig}' does not exist.`);
  if (problems.length) return report(io, problems);
  const runners = loadRunners({ path: runnerConfig, text: runnersText });
  const configs = loadMasterConfigs(
    masters.map((m) => ({ path: m.path, text: m.text })),
    { runners: runners.value }
  );
  problems.push(...runners.diagnostics, ...configs.diagnostics);
  if (problems.some((d) => d.severity === "error")) return report(io, problems);
  const nums = (k) => v[k]?.map((x) => toNumber(k, x));
  const num = (k) => v[k] === void 0 ? void 0 : toNumber(k, v[k]);
  const strs = (k) => v[k];
  const scenarios = scenarioType;
  let result;
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
    set("stepSize", num("step-size"));
    set("minConc", num("min-conc"));
    set("maxConc", num("max-conc"));
    set("maxTp", num("max-tp"));
    set("maxEp", num("max-ep"));
    if (v["single-node"]) filters.singleNode = true;
    if (v["multi-node"]) filters.multiNode = true;
    set("scenarioType", scenarios);
    set("runnerNodeFilter", v["runner-node-filter"]);
    result = generateFullSweep(configs.value, runners.value, filters, evals);
  } else {
    const configKeys = strs("config-keys") ?? [];
    if (configKeys.length === 0) throw new UsageError("--config-keys is required for test-config");
    const conc = nums("conc");
    result = generateTestConfig(
      configs.value,
      runners.value,
      {
        configKeys,
        ...conc ? { conc } : {},
        ...scenarios ? { scenarioType: scenarios } : {},
        ...strs("seq-lens") ? { seqLens: strs("seq-lens") } : {},
        ...v["runner-node-filter"] !== void 0 ? { runnerNodeFilter: v["runner-node-filter"] } : {}
      },
      evals
    );
  }
  problems.push(...result.diagnostics);
  if (problems.some((d) => d.severity === "error")) return report(io, problems);
  report(io, problems);
  io.stdout(format === "table" ? table(result) : JSON.stringify(result.rows) + "\n");
  return 0;
};
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
    String(r["node-count"])
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...all.map((l) => l[c].length)));
  const fmt = (l) => l.map((x, c) => x.padEnd(widths[c])).join("  ").trimEnd();
  return [fmt(header), fmt(widths.map((w) => "-".repeat(w))), ...lines.map(fmt), `${lines.length} rows`].join(
    "\n"
  ) + "\n";
}
export {
  generate,
  table
};
