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

// src/cli/check-result.ts
var check_result_exports = {};
__export(check_result_exports, {
  checkResultCommand: () => checkResultCommand
});
module.exports = __toCommonJS(check_result_exports);
var import_node_path2 = require("node:path");
var import_node_util = require("node:util");

// src/results/checks.ts
var AIPERF_FAILED_REQUEST_THRESHOLD = 0.1;
var AIPERF_ARTIFACTS = "results/aiperf_artifacts";
var AIPERF_SUMMARY = "profile_export_aiperf.json";
var fail = (notes, error) => ({ ok: false, notes, errors: [error] });
function pythonG(x) {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const [m, e] = x.toExponential(5).split("e");
  const exp = Number(e);
  const trim = (s) => s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s;
  if (exp < -4 || exp >= 6)
    return `${trim(m)}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return trim(x.toFixed(Math.max(0, 5 - exp)));
}
var pythonPercent3 = (x) => `${(x * 100).toFixed(3)}%`;
var evalResults = (files) => files.filter((f) => f.startsWith("results") && f.endsWith(".json"));
function checkResult(input) {
  const { rf, files } = input;
  if (input.evalOnly) {
    if (evalResults(files).length === 0)
      return fail([], "Eval-only run failed: no results*.json files found.");
    return { ok: true, notes: ["Eval-only mode: skipping benchmark result file check"], errors: [] };
  }
  if (input.multiNode) return input.agentic ? multiNodeAgentic(input) : multiNodeFixed(input);
  if (!files.includes(`${rf}.json`)) return fail([], `Run failed: Benchmark result ${rf}.json not found.`);
  const notes = [`Found result file: ${rf}.json`];
  if (!input.agentic) return { ok: true, notes, errors: [] };
  const v = validateAgentic(input);
  return v.error ? fail([...notes], `ERROR: ${v.error}`) : { ok: true, notes: [...notes, v.note], errors: [] };
}
function multiNodeFixed({ rf, files }) {
  const found = files.filter((f) => f.startsWith(`${rf}_`) && f.endsWith(".json")).sort();
  if (found.length === 0) return fail([], `Run failed: No benchmark result files found for ${rf}_*.json`);
  return { ok: true, notes: found.map((f) => `Found result file: ${f}`), errors: [] };
}
function multiNodeAgentic(input) {
  const { rf, files } = input;
  const found = files.filter((f) => f.startsWith(`${rf}_conc`) && f.endsWith(".json")).sort();
  const expected = input.concs.length;
  if (found.length !== expected)
    return fail([], `Run failed: expected ${expected} agentic results, found ${found.length}.`);
  const notes = [];
  for (const f of found) {
    notes.push(`Found agentic result file: ${f}`);
    if (!successful(input.read(f))) return fail(notes, `Run failed: ${f} has zero successful requests.`);
  }
  return { ok: true, notes, errors: [] };
}
function successful(text2) {
  try {
    const d = JSON.parse(text2 ?? "null");
    return truthy(d && typeof d === "object" ? d["num_requests_successful"] : void 0);
  } catch {
    return false;
  }
}
var truthy = (v) => Array.isArray(v) ? v.length > 0 : v && typeof v === "object" ? Object.keys(v).length > 0 : Boolean(v);
function validateAgentic(input) {
  const threshold = input.failedRequestThreshold ?? AIPERF_FAILED_REQUEST_THRESHOLD;
  const direct = `${AIPERF_ARTIFACTS}/${AIPERF_SUMMARY}`;
  let path = direct;
  if (input.read(direct) === void 0) {
    const child = [...input.aiperfDirs ?? []].sort().find((d) => input.read(`${AIPERF_ARTIFACTS}/${d}/${AIPERF_SUMMARY}`) !== void 0);
    if (child !== void 0) path = `${AIPERF_ARTIFACTS}/${child}/${AIPERF_SUMMARY}`;
  }
  const text2 = input.read(path);
  if (text2 === void 0) return { error: `${path} not found` };
  let json;
  try {
    json = JSON.parse(text2);
  } catch (e) {
    return { error: `failed to read ${path}: ${e.message}` };
  }
  if (!json || typeof json !== "object" || Array.isArray(json))
    return { error: `${path} must contain a JSON object` };
  const counts = metricAvgs(json);
  if (typeof counts === "string") return { error: `failed to read ${path}: ${counts}` };
  const { successes, errors } = counts;
  if (successes === void 0) return { error: "request_count.avg is missing" };
  const completed = counts.completed ?? successes + errors;
  if (completed <= 0) return { error: "aiperf completed zero requests" };
  const rate = errors / completed;
  const ratio = `${pythonG(errors)}/${pythonG(completed)} = ${pythonPercent3(rate)}`;
  if (rate > threshold)
    return {
      error: `aiperf request error rate exceeded the benchmark limit: ${ratio} > ${pythonPercent3(threshold)}`
    };
  return { note: `Validated aiperf request error rate: ${ratio} <= ${pythonPercent3(threshold)}` };
}
function metricAvgs(json) {
  const avg = (name) => {
    const metric = json[name];
    if (metric === void 0 || metric === null) return void 0;
    if (typeof metric !== "object" || Array.isArray(metric)) return `${name} must be an object`;
    const v = metric["avg"];
    if (v === void 0 || v === null) return void 0;
    if (typeof v !== "number") return `${name}.avg must be numeric`;
    if (!Number.isFinite(v) || v < 0) return `${name}.avg must be a finite non-negative number`;
    return v;
  };
  const successes = avg("request_count");
  const errors = avg("error_request_count");
  const completed = avg("completed_request_count");
  for (const v of [successes, errors, completed]) if (typeof v === "string") return v;
  return {
    successes,
    errors: errors || 0,
    completed
  };
}

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

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli/result-job.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
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
var dirsIn = (dir) => (0, import_node_fs.existsSync)(dir) ? (0, import_node_fs.readdirSync)(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : [];
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

// src/cli/check-result.ts
var HELP = `usage: sweep check-result --row FILE [--dir DIR] [--runner-name NAME | --result-filename RF]
Checks what the benchmark left in its working directory, as the reference's benchmark job does.
${JOB_HELP}  --wait N                single-node: look for <RF>.json N times, a second apart (default 10)
  --failed-request-threshold X   agentic: the highest accepted AIPerf error fraction (default 0.10)
`;
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
var checkResultCommand = async (argv, io) => {
  const { values } = (0, import_node_util.parseArgs)({
    args: argv,
    options: {
      ...JOB_OPTIONS,
      wait: { type: "string", default: "10" },
      "failed-request-threshold": { type: "string", default: "0.10" }
    }
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const tries = Number(values.wait);
  if (!Number.isSafeInteger(tries) || tries < 1) throw new UsageError("--wait must be a positive integer");
  const threshold = Number(values["failed-request-threshold"]);
  if (!(threshold >= 0 && threshold <= 1))
    throw new UsageError("--failed-request-threshold must be between 0 and 1");
  const job = jobOf(values, io);
  if (typeof job === "string") {
    io.stderr(`${job}
`);
    return 1;
  }
  const input = {
    multiNode: isMultiNodeRow(job.row),
    agentic: isAgenticRow(job.row),
    evalOnly: job.row["eval-only"] === true,
    rf: job.rf,
    concs: concsOf(job.row),
    files: filesIn(job.dir),
    aiperfDirs: dirsIn((0, import_node_path2.join)(job.dir, AIPERF_ARTIFACTS)),
    read: reader(job.dir),
    failedRequestThreshold: threshold
  };
  const single = !input.multiNode && !input.evalOnly;
  for (let i = 1; single && i < tries && !input.files.includes(`${job.rf}.json`); i++) {
    await sleep(1e3);
    input.files = filesIn(job.dir);
  }
  const out = checkResult(input);
  for (const n of out.notes) io.stdout(`${n}
`);
  for (const e of out.errors) io.stderr(`${e}
`);
  return out.ok ? 0 : 1;
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkResultCommand
});
