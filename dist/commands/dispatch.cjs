var __import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/dispatch.ts
var dispatch_exports = {};
__export(dispatch_exports, {
  dispatch: () => dispatch
});
module.exports = __toCommonJS(dispatch_exports);
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var import_node_util = require("node:util");

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
var isError = (d) => d.severity === "error";
var hasErrors = (ds) => ds.some(isError);
function formatDiagnostic(d) {
  const loc = d.file ? `${d.file}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ""}` : ""}: ` : "";
  const path = d.path ? ` (${d.path})` : "";
  const fix = d.fix ? `
  fix: ${d.fix}` : "";
  return `${loc}${d.severity} [${d.rule}] ${d.message}${path}${fix}`;
}

// src/plan/canonical.ts
var crypto = __toESM(require("node:crypto"), 1);
var NON_ASCII = /[\u007f-\uffff]/;
var NON_ASCII_ALL = /[\u007f-\uffff]/g;
var escapeChar = (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0");
var PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
var encoded = /* @__PURE__ */ new Map();
function encodeString(s2) {
  let out = encoded.get(s2);
  if (out !== void 0) return out;
  if (PLAIN.test(s2)) out = '"' + s2 + '"';
  else {
    const json = JSON.stringify(s2);
    out = NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeChar) : json;
  }
  if (encoded.size < 1e4 && s2.length < 512) encoded.set(s2, out);
  return out;
}
function canonicalJsonOf(row, omit, mapValue) {
  return encodeObject(row, true, omit, mapValue);
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
function encodeObject(obj4, strict, omit, mapValue) {
  const shape = shapeOf(obj4);
  const { sorted } = shape;
  let out = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const k2 = sorted[i];
    if (omit?.has(k2)) continue;
    const v = mapValue ? mapValue(k2, obj4[k2]) : obj4[k2];
    if (v === void 0) continue;
    out += member(shape, i, v, strict, first);
    first = false;
  }
  return out + "}";
}
var MAX_MEMBERS = 64;
var MAX_ALL_MEMBERS = 5e4;
var members = 0;
function member(shape, i, v, strict, first) {
  const t = typeof v;
  const kept = t === "string" || t === "boolean" || t === "number" && Number.isFinite(v);
  const byKey = first ? shape.firsts : shape.rests;
  const known = kept ? byKey[i] ??= /* @__PURE__ */ new Map() : void 0;
  let text3 = known?.get(v);
  if (text3 === void 0) {
    text3 = (first ? "" : ",") + shape.heads[i] + encode(v, strict);
    if (known && text3.length < 512 && known.size < MAX_MEMBERS && members < MAX_ALL_MEMBERS) {
      known.set(v, text3);
      members++;
    }
  }
  return text3;
}
var shapeRoot = { next: /* @__PURE__ */ new Map() };
var MAX_SHAPE_NODES = 2e4;
var shapeNodes = 0;
function shapeOf(obj4) {
  const keys = Object.keys(obj4);
  let node = shapeRoot;
  for (let i = 0; i < keys.length && node; i++) {
    const k2 = keys[i];
    let child = node.next.get(k2);
    if (!child && shapeNodes < MAX_SHAPE_NODES) {
      child = { next: /* @__PURE__ */ new Map() };
      node.next.set(k2, child);
      shapeNodes++;
    }
    node = child;
  }
  if (node?.shape) return node.shape;
  if (keys.length > 1) keys.sort();
  const shape = { sorted: keys, heads: keys.map((k2) => encodeString(k2) + ":"), firsts: [], rests: [] };
  if (node) node.shape = shape;
  return shape;
}
var oneShot = crypto.hash;
function sha256Hex(text3) {
  return oneShot ? oneShot("sha256", text3, "hex") : crypto.createHash("sha256").update(text3, "utf8").digest("hex");
}

// src/plan/fingerprint.ts
var PRODUCT_ROW_KEYS = ["row-id", "gpu-count"];
var ADDED_ROW_KEYS = [...PRODUCT_ROW_KEYS, "node-count"];
var PRIORITY_KEYS = ["priority", "queue-token", "skip-queue-pr"];
var NOT_RECIPE = /* @__PURE__ */ new Set([
  "conc",
  "exp-name",
  "recipe-fingerprint",
  "eval-only",
  "eval-all-concs",
  ...ADDED_ROW_KEYS,
  ...PRIORITY_KEYS
]);
var NOT_ROW_ID = /* @__PURE__ */ new Set([...ADDED_ROW_KEYS, ...PRIORITY_KEYS]);
function rowId(row) {
  return sha256Hex(canonicalJsonOf(row, NOT_ROW_ID)).slice(0, 16);
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

// src/dispatch/plan.ts
var planSchema = once(() => {
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
var FLAT_BUCKETS = ["evals", "agentic_evals", "multinode_evals", "multinode_agentic_evals"];
function bucketsOf(plan) {
  const out = [];
  for (const [k2, rows] of Object.entries(plan.single_node)) out.push({ bucket: `single_node.${k2}`, rows });
  for (const [k2, rows] of Object.entries(plan.multi_node)) out.push({ bucket: `multi_node.${k2}`, rows });
  for (const k2 of FLAT_BUCKETS) out.push({ bucket: k2, rows: plan[k2] });
  return out;
}
function rowsOf(plan, bucket) {
  const [top, sub] = bucket.split(".");
  if (top === "single_node" || top === "multi_node") return sub !== void 0 && plan[top][sub] || [];
  return FLAT_BUCKETS.includes(top ?? "") ? plan[top] : [];
}
function withBucket(plan, bucket, rows) {
  const [top, sub] = bucket.split(".");
  if ((top === "single_node" || top === "multi_node") && sub !== void 0) {
    return { ...plan, [top]: { ...plan[top], [sub]: rows } };
  }
  return { ...plan, [top]: rows };
}
var ROW_ID = /^[0-9a-f]{16}$/;
function rowIdOf(row) {
  const given = row["row-id"];
  if (typeof given === "string" && ROW_ID.test(given)) return given;
  return rowId(row);
}
var isMultiNode = (row) => row["prefill"] !== void 0;
function minConc(row) {
  const c = row["conc"];
  if (typeof c === "number") return c;
  if (Array.isArray(c) && c.length > 0) return Math.min(...c.map(Number));
  return Number.POSITIVE_INFINITY;
}

// src/dispatch/table.ts
var CANARY_FAMILIES = ["single-node", "agentic", "multi-node"];
var bucketJobSchema = once(() => {
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
var bucketTableSchema = once(() => {
  const z = zod();
  const CanaryRule = z.object({
    family: z.enum(CANARY_FAMILIES),
    /** Candidate buckets in order: the first row with the minimum conc wins, ties to the earlier bucket. */
    candidates: z.array(z.string()).min(1)
  }).strict();
  return z.object({ jobs: z.array(bucketJobSchema()).min(1), canary: z.array(CanaryRule).min(1) }).strict().superRefine((t, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    for (const j of t.jobs) {
      if (seen.has(j.bucket) || seen.has(j.job))
        ctx.addIssue({ code: "custom", message: `duplicate ${j.bucket}` });
      seen.add(j.bucket).add(j.job);
    }
    for (const r of t.canary)
      for (const b of r.candidates)
        if (!t.jobs.some((j) => j.bucket === b && j.canaryJob))
          ctx.addIssue({ code: "custom", message: `canary candidate ${b} has no canary job` });
  });
});
var bucketTable = {
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
var jobFor = (bucket, table2 = bucketTable) => table2.jobs.find((j) => j.bucket === bucket);
function canaryJobs(table2 = bucketTable) {
  const out = /* @__PURE__ */ new Map();
  for (const j of table2.jobs) if (j.canaryJob && !out.has(j.canaryJob)) out.set(j.canaryJob, j.template);
  return [...out].map(([job, template]) => ({ job, template }));
}

// src/dispatch/canary.ts
function selectCanary(plan, mode, table2 = bucketTable) {
  const canaries = [];
  if (mode !== "none") {
    const rules = mode === "single" ? table2.canary.filter((r) => r.family !== "multi-node") : table2.canary;
    for (const rule of rules) {
      const pick = pickFrom(plan, rule.candidates);
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
  let remaining = plan;
  for (const c of canaries) {
    const rows = rowsOf(remaining, c.bucket);
    const at = rows.findIndex((r) => rowIdOf(r) === c.rowId);
    remaining = withBucket(remaining, c.bucket, [...rows.slice(0, at), ...rows.slice(at + 1)]);
  }
  const gates = {};
  for (const c of canaries) {
    gates[c.job] = table2.jobs.filter((j) => mode === "single" || j.family === c.family).map((j) => j.job);
  }
  return { canaries, remaining, gates };
}
function pickFrom(plan, candidates) {
  let best;
  for (const bucket of candidates) {
    for (const row of rowsOf(plan, bucket)) {
      if (row["run-eval"] === true) continue;
      const conc2 = minConc(row);
      if (!best || conc2 < best.conc) best = { bucket, row, conc: conc2 };
    }
  }
  return best && { bucket: best.bucket, row: best.row };
}

// src/dispatch/routing.ts
var ATTEMPT = "{0}";
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
var runsOnInput = (labels) => JSON.stringify(labels);
var LABEL = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,99}$/;
var isAttachedLabel = (label2) => label2 === "self-hosted" || /^ci-(?:job|attempt|skip-queue-pr|lease)-/.test(label2);
function closeLabels(label2, known) {
  const bare = label2.replace(/^cluster:/, "");
  return known.filter((k2) => k2 !== label2 && (k2 === `cluster:${bare}` || k2 === bare || k2.includes(bare))).slice(0, 3);
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

// src/dispatch/shards.ts
var MAX_ROWS_PER_MATRIX = 256;
var MAX_SHARDS_PER_FAMILY = 8;
var DEFAULT_SHARDS_PER_FAMILY = MAX_SHARDS_PER_FAMILY;
var MAX_OUTPUT_BYTES = 256 * 1024;
function describeRow(row, routing = NO_SCHEDULER) {
  const d = { "row-id": rowIdOf(row), runner: String(row["runner"] ?? ""), "runs-on": "" };
  if (typeof row["priority"] === "string") d.priority = row["priority"];
  if (typeof row["queue-token"] === "string") d["queue-token"] = row["queue-token"];
  if (row["skip-queue-pr"] !== void 0) d["skip-queue-pr"] = String(row["skip-queue-pr"]);
  const nodes = row["node-count"] ?? (isMultiNode(row) ? void 0 : 1);
  if (typeof nodes === "number") d["node-count"] = nodes;
  d["runs-on"] = runsOnInput(jobLabels(d, routing));
  return d;
}
var NO_SCHEDULER = { priority: false, nodeSlots: false };
var plannedRoutes = (plan, routing = NO_SCHEDULER) => bucketsOf(plan).flatMap(
  (b) => b.rows.map((r) => ({
    ...describeRow(r, routing),
    ...typeof r["exp-name"] === "string" ? { name: r["exp-name"] } : {},
    multiNode: isMultiNode(r)
  }))
);
function shardPlan(plan, opts = {}, table2 = bucketTable) {
  const max = Math.min(opts.maxRowsPerMatrix ?? MAX_ROWS_PER_MATRIX, MAX_ROWS_PER_MATRIX);
  const slots = Math.min(opts.shardsPerFamily ?? DEFAULT_SHARDS_PER_FAMILY, MAX_SHARDS_PER_FAMILY);
  const shards = [];
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Map();
  for (const { bucket, rows } of bucketsOf(plan)) {
    if (rows.length === 0) continue;
    const job = jobFor(bucket, table2);
    if (!job) {
      diagnostics.push(diag("error", "X-3", `bucket ${bucket} has no consuming job`, { path: bucket }));
      continue;
    }
    const count2 = Math.ceil(rows.length / max);
    if (count2 > slots) {
      diagnostics.push(
        diag("error", "X-5", `plan exceeds limits: ${bucket} needs ${count2} shards (max ${slots})`, {
          path: bucket,
          fix: count2 <= MAX_SHARDS_PER_FAMILY ? `split the changelog entry or raise shards-per-family to ${count2}` : `split the changelog entry (shards-per-family is at most ${MAX_SHARDS_PER_FAMILY})`
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
    for (let s2 = 0; s2 < count2; s2++) {
      const size = Math.floor(rows.length / count2) + (s2 < rows.length % count2 ? 1 : 0);
      shards.push({ bucket, job: job.job, slot: s2, rows: descriptors.slice(start, start + size) });
      start += size;
    }
  }
  return { shards, diagnostics };
}
function rowCounts(sp, table2 = bucketTable) {
  const counts = Object.fromEntries(table2.jobs.map((j) => [j.job, 0]));
  for (const s2 of sp.shards) counts[s2.job] = (counts[s2.job] ?? 0) + s2.rows.length;
  return counts;
}
function slotOutputs(sp, job, slots = DEFAULT_SHARDS_PER_FAMILY) {
  const out = {};
  for (let i = 0; i < slots; i++) {
    const shard = sp.shards.find((s2) => s2.job === job && s2.slot === i);
    out[`slot_${i}`] = JSON.stringify(shard?.rows ?? []);
  }
  return out;
}

// src/dispatch/outputs.ts
function sweepSelection(plan, opts, table2 = bucketTable) {
  const sel = selectCanary(plan, opts.canary, table2);
  if (!opts.rows) return sel;
  const keep = new Set(opts.rows);
  const canaries = sel.canaries.filter((c) => keep.has(c.rowId));
  let remaining = sel.remaining;
  for (const b of bucketsOf(sel.remaining))
    remaining = withBucket(
      remaining,
      b.bucket,
      b.rows.filter((r) => keep.has(rowIdOf(r)))
    );
  const gates = Object.fromEntries(canaries.map((c) => [c.job, sel.gates[c.job] ?? []]));
  return { canaries, remaining, gates };
}
function loadPlanOutputs(plan, opts, table2 = bucketTable) {
  const sel = sweepSelection(plan, opts, table2);
  const sp = shardPlan(sel.remaining, opts, table2);
  const canaries = Object.fromEntries(canaryJobs(table2).map((c) => [c.job, []]));
  for (const c of sel.canaries)
    canaries[c.job].push({ ...describeRow(c.row, opts.routing), "row-id": c.rowId });
  return {
    outputs: {
      rows: JSON.stringify(rowCounts(sp, table2)),
      canaries: JSON.stringify(canaries),
      gates: JSON.stringify(sel.gates),
      // The links job adds the accuracy link only when the plan has eval rows.
      evals: String(hasEvalRows(plan))
    },
    diagnostics: sp.diagnostics
  };
}
var hasEvalRows = (plan) => bucketsOf(plan).some(
  (b) => FLAT_BUCKETS.includes(b.bucket) ? b.rows.length > 0 : b.rows.some((r) => r["run-eval"] === true)
);
function expandOutputs(plan, job, opts, table2 = bucketTable) {
  const sp = shardPlan(sweepSelection(plan, opts, table2).remaining, opts, table2);
  return slotOutputs(sp, job, opts.shardsPerFamily);
}
function findRow(plan, rowId2, canary = false) {
  for (const b of bucketsOf(plan)) {
    const row = b.rows.find((r) => rowIdOf(r) === rowId2);
    if (row) return canary ? { ...row, "run-eval": false } : row;
  }
  return void 0;
}

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};

// src/dispatch/collect.ts
function dedupeResults(results) {
  const newest = /* @__PURE__ */ new Map();
  for (const r of results) {
    const prev = newest.get(r["row-id"]);
    if (!prev || r.attempt >= prev.attempt) newest.set(r["row-id"], r);
  }
  return [...newest.values()].sort((a, b) => a["row-id"].localeCompare(b["row-id"]));
}
function collectResults(files) {
  const results = [];
  const problems = [];
  for (const f of files) {
    let r;
    try {
      r = JSON.parse(f.text);
    } catch {
      problems.push(`${f.name}: not JSON`);
      continue;
    }
    const o = r ?? {};
    const attempt = o.attempt === void 0 ? 1 : Number(o.attempt);
    if (typeof o["row-id"] !== "string" || !Number.isSafeInteger(attempt) || attempt < 1) {
      problems.push(`${f.name}: no row-id or attempt, ignored`);
      continue;
    }
    results.push({ ...o, "row-id": o["row-id"], attempt });
  }
  return { rows: dedupeResults(results), problems };
}
function collectBmk(files) {
  const list3 = [];
  const problems = [];
  for (const f of [...files].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    try {
      list3.push(JSON.parse(f.text));
    } catch {
      problems.push(`${f.name}: not JSON`);
    }
  return { list: list3, problems };
}

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
function formatAmount(n, unit) {
  if (unit !== "bytes") return `${n.toLocaleString("en-US")} ${unit}`;
  if (n >= MiB) return `${+(n / MiB).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}
var utf8Bytes = (text3) => Buffer.byteLength(text3, "utf8");
function overBytes(text3, bytes) {
  return text3.length * 3 > bytes && (text3.length > bytes || utf8Bytes(text3) > bytes);
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
function charProblems(text3, from = 0) {
  const out = [];
  const rest = from > 0 ? text3.slice(from) : text3;
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
var import_node_module2 = require("node:module");
var lib2;
function yaml() {
  if (lib2) return lib2;
  const spec = true ? "../chunks/yaml.cjs" : "yaml";
  return lib2 = (0, import_node_module2.createRequire)(__import_meta_url)(spec);
}

// src/yaml/compose.ts
var STACK_CUTOFF = 2 * LIMITS.nestingDepth.max + 8;
var SCALAR = "";
var MARKERS = /* @__PURE__ */ new Set(["", "", SCALAR]);
function composeDocument(text3, version, lineCounter) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return compose(text3, version, lineCounter);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
function compose(text3, version, lineCounter) {
  const { Composer, Lexer, Parser, YAMLParseError } = yaml();
  const parser = new Parser(lineCounter.addNewLine);
  const tokens = [];
  lineCounter.addNewLine(0);
  let offset = 0;
  let scalars = 0;
  for (const lexeme of new Lexer().lex(text3)) {
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
  for (const d of composer.compose(tokens, true, text3.length)) {
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
  const { isAlias, isMap: isMap2, isNode, isScalar, visit } = yaml();
  const out = [];
  const anchors = /* @__PURE__ */ new Map();
  let aliases = 0;
  visit(doc, (_key, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
    if (isMap2(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of node.items) {
        const k2 = pair.key;
        const id = isScalar(k2) ? Number.isNaN(k2.value) ? {} : k2.value : k2;
        if (seen.has(id))
          out.push({ offset: k2?.range?.[0] ?? 0, code: "DUPLICATE_KEY", message: "Map keys must be unique" });
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
function parseYaml(text3, file2, opts = {}) {
  const lineCounter = new (yaml()).LineCounter();
  const offset = opts.lineOffset ?? 0;
  const at = (offsetInText) => {
    const p = lineCounter.linePos(offsetInText);
    return { line: p.line + offset, col: p.col };
  };
  const diagnostics = [];
  const refuse = (d) => positioned(
    file2,
    EMPTY ??= yaml().parseDocument(""),
    lineCounter,
    [...diagnostics, d],
    void 0,
    at,
    1 + offset
  );
  if (overBytes(text3, LIMITS.yamlFile.max))
    return refuse(limitDiagnostic("yamlFile", utf8Bytes(text3), { file: file2, line: 1 + offset }));
  const composed = composeDocument(text3, opts.version ?? "1.1", lineCounter);
  if (composed.over)
    return refuse(limitDiagnostic(composed.over.limit, void 0, { file: file2, ...at(composed.over.offset) }));
  for (const c of charProblems(text3)) {
    diagnostics.push(diag("error", "YAML-CHAR", c.message, { file: file2, ...at(c.offset), fix: c.fix }));
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
    diagnostics.push(diag("warning", "YAML", firstLine(w.message), { file: file2, ...at(w.pos[0]) }));
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
  return positioned(file2, doc, lineCounter, diagnostics, value, at, 1 + offset);
}
var EMPTY;
var MAX_ERRORS = 50;
function positioned(file2, doc, lineCounter, diagnostics, value, at, firstLine2) {
  const { isMap: isMap2, isScalar, isSeq } = yaml();
  const start = (n) => n?.range ? at(n.range[0]) : { line: firstLine2, col: 1 };
  const pairs = /* @__PURE__ */ new WeakMap();
  const pairOf = (map2, k2) => {
    let index = pairs.get(map2);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const it of map2.items) {
        const key = isScalar(it.key) ? it.key.value : it.key;
        if (!index.has(key)) index.set(key, it);
      }
      pairs.set(map2, index);
    }
    return index.get(k2);
  };
  const nodeAt = (path) => {
    let node = doc.contents;
    let last = node;
    for (const k2 of path) {
      const next = isMap2(node) ? pairOf(node, k2)?.value ?? void 0 : isSeq(node) ? node.items[seqIndex(k2)] : void 0;
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
    lineCounter,
    diagnostics,
    locate: (path) => start(nodeAt(path)),
    locateKey: (path) => {
      if (path.length === 0) return start(nodeAt(path));
      const parent = nodeAt(path.slice(0, -1));
      const pair = isMap2(parent) ? pairOf(parent, path[path.length - 1]) : void 0;
      if (pair && isScalar(pair.key) && pair.key.range) return at(pair.key.range[0]);
      return start(nodeAt(path));
    }
  };
}
function seqIndex(k2) {
  const n = typeof k2 === "string" && k2 !== "" ? Number(k2) : k2;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : -1;
}
function formatPath(path) {
  let out = "";
  for (const k2 of path) out += typeof k2 === "number" ? `[${k2}]` : out ? `.${k2}` : String(k2);
  return out;
}
function firstLine(s2) {
  return s2.split("\n")[0].trim();
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
var says = (text3) => (iss) => iss.code === "invalid_type" && iss.input === void 0 ? "Field required" : text3;
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
  let s2 = schema;
  for (const k2 of [...path, void 0]) {
    for (; ; ) {
      if (!s2) return [];
      if (s2 instanceof zod().ZodOptional) s2 = s2.unwrap();
      else break;
    }
    if (k2 === void 0) break;
    if (s2 instanceof zod().ZodObject) s2 = s2.shape[String(k2)];
    else if (s2 instanceof zod().ZodArray) s2 = s2.element;
    else if (s2 instanceof zod().ZodRecord) s2 = s2.valueType;
    else return [];
  }
  return s2 instanceof zod().ZodObject ? Object.keys(s2.shape) : [];
}

// src/config/finding.ts
function schemaFindings(schema, data, base2, ruleOf) {
  const r = schema.safeParse(data);
  if (r.success) return [];
  const out = [];
  for (const iss of r.error.issues) {
    const path = [...base2, ...iss.path];
    if (iss.code === "unrecognized_keys") {
      const known = knownKeys(schema, iss.path);
      for (const k2 of iss.keys) {
        const derived = DERIVED_FIELDS[k2];
        const near = nearest(k2, known);
        out.push({
          path: [...path, k2],
          rule: derived ? "VP-6" : ruleOf(iss),
          message: "Extra inputs are not permitted",
          fix: derived ? `remove '${k2}': ${derived}` : near ? `did you mean '${near}'?` : `remove '${k2}'${known.length ? ` (known fields: ${known.join(", ")})` : ""}`,
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
var nearestOf = /* @__PURE__ */ new WeakMap();
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

// src/failures/schema.ts
var FAILURE_CLASSES = ["infrastructure", "benchmark", "unknown"];
var FAILED_CONCLUSIONS = ["failure", "timed_out", "cancelled"];
var compiles = (source) => {
  try {
    new RegExp(source);
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
  return z.object({ entries: z.array(failureEntrySchema()).min(1) }).strict().superRefine((t, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    for (const [i, e] of t.entries.entries()) {
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
var oneOf = (...xs) => (v) => typeof v === "string" && xs.includes(v);
var list2 = (item, min, max) => (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every(item);
var map = (fields) => (v) => isMap(v) && Object.keys(v).every((k2) => Object.hasOwn(fields, k2)) && Object.entries(fields).every(([k2, check]) => v[k2] === void 0 || check(v[k2]));
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
    masters: list2(relPath2, 1, 20),
    runners: relPath2,
    "ci-priority": relPath2,
    lanes: relPath2
  }),
  labels: map({
    primaries: roles(PRIMARY_ROLES),
    modifiers: roles(MODIFIER_ROLES),
    scheduling: list2(labelName2, 0, 50)
  }),
  dashboard: map({
    "base-url": httpUrl,
    "performance-path": str2(0, Infinity, PATTERNS.urlPath),
    "accuracy-path": str2(0, Infinity, PATTERNS.urlPath)
  }),
  "links-marker": str2(0, Infinity, PATTERNS.linksMarker),
  "bot-login": str2(0, Infinity, PATTERNS.botLogin),
  "fail-fast-scope": oneOf("matrix", "run"),
  launcher: (v) => str2(1, 500)(v) || map({
    profile: oneOf(...LAUNCHER_PROFILES),
    command: str2(1, 500),
    secrets: map(
      Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, str2(1, 100, PATTERNS.secretName)]))
    )
  })(v),
  scheduler: map({ priority: bool2, "node-slots": bool2 }),
  comments: map({
    status: oneOf("auto", "always"),
    guidance: bool2,
    "protected-notice": bool2,
    "protected-paths": list2(relPath2, 1, 50)
  }),
  "budget-gpu-hours": number((n) => n > 0 && n <= 1e7),
  "queue-alert-minutes": number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 7 * 24 * 60),
  retry: map({
    "max-attempts": number((n) => Number.isSafeInteger(n) && n >= 0 && n <= 5),
    "budget-gpu-hours": number((n) => n >= 0 && n <= 1e7)
  }),
  results: map({
    baseline: oneOf("published", "postgres", "none"),
    "data-branch": str2(1, 100, PATTERNS.branch),
    samples: number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 20),
    "database-url-env": str2(0, 100, PATTERNS.envName),
    thresholds: map(Object.fromEntries(RESULT_METRICS.map((m) => [m, number((n) => n > 0 && n <= 10)])))
  })
});
var acceptsRepoConfig = (v) => file(v);

// src/decide/policy.ts
var primary = once(() => {
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
var labelPolicySchema = once(() => {
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
var defaultPolicy = {
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
function checkedPolicy(p) {
  const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
  const plain2 = names.every((n) => typeof n === "string" && n.length > 0) && new Set(names).size === names.length;
  return plain2 ? p : labelPolicySchema().parse(p);
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
var MARKERS2 = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];
var LAYOUT_PROBES = Object.keys(PREFIXES).flatMap(
  (n) => MARKERS2.map((m) => `${PREFIXES[n]}${m}`)
);

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
var resultsText = {
  title: { en: "Results", zh: "\u7ED3\u679C" },
  summaryTitle: { en: "Results: every measured point", zh: "\u7ED3\u679C\uFF1A\u5168\u90E8\u6D4B\u91CF\u70B9" },
  baseline: { en: "Baseline", zh: "\u57FA\u7EBF" },
  "baseline.published": {
    en: "results published when PRs merged (data branch {branch}), the newest and up to {n} before it per curve and concurrency",
    zh: "PR \u5408\u5E76\u65F6\u53D1\u5E03\u7684\u7ED3\u679C\uFF08\u6570\u636E\u5206\u652F {branch}\uFF09\uFF0C\u6BCF\u6761\u66F2\u7EBF\u6BCF\u4E2A\u5E76\u53D1\u53D6\u6700\u65B0\u4E00\u6B21\u53CA\u4E4B\u524D\u81F3\u591A {n} \u6B21"
  },
  "baseline.postgres": {
    en: "the newest results on main in the results database, per configuration, sequence lengths and concurrency (results with errors and other branches are ignored)",
    zh: "\u7ED3\u679C\u6570\u636E\u5E93\u4E2D main \u5206\u652F\u7684\u6700\u65B0\u7ED3\u679C\uFF0C\u6309\u914D\u7F6E\u3001\u5E8F\u5217\u957F\u5EA6\u548C\u5E76\u53D1\u5339\u914D\uFF08\u5FFD\u7565\u51FA\u9519\u7684\u7ED3\u679C\u548C\u5176\u4ED6\u5206\u652F\uFF09"
  },
  "baseline.run": { en: "the results of the base run", zh: "\u57FA\u51C6\u8FD0\u884C\u7684\u7ED3\u679C" },
  "baseline.none": {
    en: "none configured or found: the figures are shown without comparison",
    zh: "\u672A\u914D\u7F6E\u6216\u672A\u627E\u5230\uFF1A\u4EC5\u663E\u793A\u6570\u503C\uFF0C\u4E0D\u505A\u6BD4\u8F83"
  },
  rule: {
    en: "A change counts only outside the baseline\u2019s spread: the 95% prediction interval of Student\u2019s t when there are at least {min} samples, else beyond the metric\u2019s relative threshold (throughput per GPU: {tput}). Anything else is within noise.",
    zh: "\u53EA\u6709\u8D85\u51FA\u57FA\u7EBF\u6CE2\u52A8\u8303\u56F4\u7684\u53D8\u5316\u624D\u8BA1\u5165\uFF1A\u6837\u672C\u4E0D\u5C11\u4E8E {min} \u4E2A\u65F6\u7528\u5B66\u751F t \u5206\u5E03\u7684 95% \u9884\u6D4B\u533A\u95F4\uFF0C\u5426\u5219\u7528\u8BE5\u6307\u6807\u7684\u76F8\u5BF9\u9608\u503C\uFF08\u6BCF GPU \u541E\u5410\uFF1A{tput}\uFF09\u3002\u5176\u4F59\u5747\u89C6\u4E3A\u566A\u58F0\u8303\u56F4\u5185\u3002"
  },
  tally: {
    en: "Measured points: {points} \u2014 worse: {worse}, better: {better}, within noise: {noise}, without a baseline: {none}.",
    zh: "\u6D4B\u91CF\u70B9\uFF1A{points} \u4E2A \u2014 \u53D8\u5DEE {worse}\uFF0C\u53D8\u597D {better}\uFF0C\u566A\u58F0\u8303\u56F4\u5185 {noise}\uFF0C\u65E0\u57FA\u7EBF {none}\u3002"
  },
  nothing: {
    en: "No result was found in the run\u2019s artifacts.",
    zh: "\u5728\u8FD0\u884C\u7684\u4EA7\u7269\u4E2D\u6CA1\u6709\u627E\u5230\u4EFB\u4F55\u7ED3\u679C\u3002"
  },
  "verdict.worse": { en: "\u{1F534} worse", zh: "\u{1F534} \u53D8\u5DEE" },
  "verdict.better": { en: "\u{1F7E2} better", zh: "\u{1F7E2} \u53D8\u597D" },
  "verdict.within-noise": { en: "\u26AA within noise", zh: "\u26AA \u566A\u58F0\u8303\u56F4\u5185" },
  "verdict.no-baseline": { en: "\u2796 no baseline", zh: "\u2796 \u65E0\u57FA\u7EBF" },
  "col.config": { en: "Configuration", zh: "\u914D\u7F6E" },
  "col.conc": { en: "conc", zh: "\u5E76\u53D1" },
  "col.kind": { en: "kind", zh: "\u7C7B\u578B" },
  "col.gpus": { en: "GPUs", zh: "GPU \u6570" },
  "col.tput": { en: "tput/GPU", zh: "\u6BCF GPU \u541E\u5410" },
  "col.output": { en: "output tput/GPU", zh: "\u6BCF GPU \u8F93\u51FA\u541E\u5410" },
  "col.change": { en: "vs base", zh: "\u76F8\u5BF9\u57FA\u7EBF" },
  "col.intvty": { en: "interactivity", zh: "\u4EA4\u4E92\u6027" },
  "col.ttft": { en: "TTFT p50", zh: "TTFT p50" },
  "col.ttftTail": { en: "TTFT p90/p99", zh: "TTFT p90/p99" },
  "col.itl": { en: "ITL p50", zh: "ITL p50" },
  "col.itlTail": { en: "ITL p90", zh: "ITL p90" },
  "col.e2el": { en: "E2E p50", zh: "\u7AEF\u5230\u7AEF p50" },
  "col.samples": { en: "samples", zh: "\u6837\u672C\u6570" },
  "col.verdict": { en: "verdict", zh: "\u7ED3\u8BBA" },
  "col.row": { en: "row", zh: "\u884C" },
  "col.planGpus": { en: "plan GPUs", zh: "\u8BA1\u5212 GPU \u6570" },
  "col.resultGpus": { en: "divided by", zh: "\u5B9E\u9645\u9664\u6570" },
  "col.recorded": { en: "recorded tput/GPU", zh: "\u8BB0\u5F55\u7684\u6BCF GPU \u541E\u5410" },
  "col.corrected": { en: "corrected", zh: "\u66F4\u6B63\u540E" },
  "col.task": { en: "task", zh: "\u4EFB\u52A1" },
  "col.accuracy": { en: "accuracy", zh: "\u51C6\u786E\u7387" },
  "col.state": { en: "state", zh: "\u72B6\u6001" },
  "col.file": { en: "file", zh: "\u6587\u4EF6" },
  "col.problem": { en: "problem", zh: "\u95EE\u9898" },
  "kind.fixed": { en: "fixed", zh: "\u56FA\u5B9A\u957F\u5EA6" },
  "kind.agentic": { en: "agentic", zh: "\u667A\u80FD\u4F53" },
  "gpu.title": { en: "GPU count mismatches", zh: "GPU \u6570\u91CF\u4E0D\u4E00\u81F4" },
  "gpu.explain": {
    en: "These results were divided by a different number of GPUs than the plan gives their job, so every per-GPU figure is off by that ratio. Corrected = recorded \xD7 GPUs divided by \xF7 plan GPUs. They are not published.",
    zh: "\u8FD9\u4E9B\u7ED3\u679C\u6240\u9664\u7684 GPU \u6570\u4E0E\u8BA1\u5212\u7ED9\u8BE5\u4EFB\u52A1\u7684 GPU \u6570\u4E0D\u540C\uFF0C\u56E0\u6B64\u6BCF\u4E2A\u201C\u6BCF GPU\u201D\u6570\u503C\u90FD\u6309\u8BE5\u6BD4\u4F8B\u504F\u5DEE\u3002\u66F4\u6B63\u503C = \u8BB0\u5F55\u503C \xD7 \u5B9E\u9645\u9664\u6570 \xF7 \u8BA1\u5212 GPU \u6570\u3002\u8FD9\u4E9B\u7ED3\u679C\u4E0D\u4F1A\u88AB\u53D1\u5E03\u3002"
  },
  "rows.title": { en: "Rows without results", zh: "\u6CA1\u6709\u7ED3\u679C\u7684\u884C" },
  "state.no-result": { en: "produced no result", zh: "\u6CA1\u6709\u4EA7\u751F\u7ED3\u679C" },
  "state.failed": { en: "failed", zh: "\u5931\u8D25" },
  "state.partial": { en: "no result at concurrency {concs}", zh: "\u5E76\u53D1 {concs} \u6CA1\u6709\u7ED3\u679C" },
  "evals.title": { en: "Eval accuracy", zh: "\u8BC4\u6D4B\u51C6\u786E\u7387" },
  "problems.title": { en: "Result files that could not be used", zh: "\u65E0\u6CD5\u4F7F\u7528\u7684\u7ED3\u679C\u6587\u4EF6" },
  "problem.not-json": { en: "not JSON", zh: "\u4E0D\u662F JSON" },
  "problem.invalid": { en: "not a valid result of its kind", zh: "\u4E0D\u662F\u6709\u6548\u7684\u7ED3\u679C\u6587\u4EF6" },
  "problem.missing-file": { en: "missing", zh: "\u7F3A\u5931" },
  "problem.unmatched": { en: "matches no planned row", zh: "\u4E0D\u5BF9\u5E94\u4EFB\u4F55\u8BA1\u5212\u4E2D\u7684\u884C" },
  "problem.ambiguous": { en: "matches several planned rows", zh: "\u5BF9\u5E94\u591A\u4E2A\u8BA1\u5212\u4E2D\u7684\u884C" },
  "problem.duplicate": {
    en: "a second result for the same row and concurrency (the later one is used)",
    zh: "\u540C\u4E00\u884C\u540C\u4E00\u5E76\u53D1\u7684\u7B2C\u4E8C\u4E2A\u7ED3\u679C\uFF08\u4F7F\u7528\u8F83\u540E\u7684\u4E00\u4E2A\uFF09"
  },
  "problem.process-failed": { en: "could not be processed", zh: "\u65E0\u6CD5\u5904\u7406" },
  "chart.summary": {
    en: "Throughput per GPU against interactivity: PR and base",
    zh: "\u6BCF GPU \u541E\u5410\u4E0E\u4EA4\u4E92\u6027\uFF1APR \u4E0E\u57FA\u7EBF"
  },
  "chart.title": { en: "tput/GPU vs interactivity", zh: "\u6BCF GPU \u541E\u5410 vs \u4EA4\u4E92\u6027" },
  "chart.legend": {
    en: "One bar per point, labelled with its series and interactivity (tok/s/user); the table gives the exact points.",
    zh: "\u6BCF\u4E2A\u70B9\u4E00\u6839\u67F1\u5F62\uFF0C\u6807\u6CE8\u5176\u5E8F\u5217\u548C\u4EA4\u4E92\u6027\uFF08tok/s/user\uFF09\uFF1B\u8868\u683C\u7ED9\u51FA\u7CBE\u786E\u6570\u503C\u3002"
  },
  "series.pr": { en: "PR", zh: "PR" },
  "series.base": { en: "base", zh: "\u57FA\u7EBF" },
  moreGroups: {
    en: "{n} more configurations are in the job summary.",
    zh: "\u53E6\u6709 {n} \u4E2A\u914D\u7F6E\uFF0C\u89C1\u4EFB\u52A1\u6458\u8981\u3002"
  },
  more: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u4E2A" }
};
var rt = (key, lang, params, plain2 = true) => fill(resultsText[key][lang], params, plain2);
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
function fill(template, params = {}, plain2 = false) {
  return template.replace(/\{(\w+)\}/g, (whole, k2) => {
    const v = params[k2];
    if (v === void 0) return whole;
    return plain2 || k2 === "user" ? v : `\`${v}\``;
  });
}

// src/report/pr-notes.ts
var DEFAULT_PROTECTED_PATHS = ["inferencex-e2e/infx/"];

// src/results/metrics.ts
var METRICS = [
  { key: "tput_per_gpu", label: "tput/GPU", unit: "tok/s/GPU", better: "higher" },
  { key: "output_tput_per_gpu", label: "output tput/GPU", unit: "tok/s/GPU", better: "higher" },
  { key: "input_tput_per_gpu", label: "input tput/GPU", unit: "tok/s/GPU", better: "higher" },
  { key: "median_intvty", label: "interactivity p50", unit: "tok/s/user", better: "higher" },
  { key: "median_ttft", label: "TTFT p50", unit: "ms", better: "lower", ms: true },
  { key: "p90_ttft", label: "TTFT p90", unit: "ms", better: "lower", ms: true },
  { key: "p99_ttft", label: "TTFT p99", unit: "ms", better: "lower", ms: true },
  { key: "median_itl", label: "ITL p50", unit: "ms", better: "lower", ms: true },
  { key: "p90_itl", label: "ITL p90", unit: "ms", better: "lower", ms: true },
  { key: "median_tpot", label: "TPOT p50", unit: "ms", better: "lower", ms: true },
  { key: "p90_tpot", label: "TPOT p90", unit: "ms", better: "lower", ms: true },
  { key: "median_e2el", label: "E2E latency p50", unit: "s", better: "lower" },
  { key: "cache_hit_rate", label: "prefix-cache hit", unit: "%", better: "higher" }
];
var metricDef = (key) => METRICS.find((m) => m.key === key);
var num2 = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
function put(out, key, v) {
  const n = num2(v);
  if (n !== void 0) out[key] = n;
}
function aggMetrics(agg) {
  const out = {};
  for (const m of METRICS) put(out, m.key, agg[m.key]);
  return out;
}
function agenticMetrics(a) {
  const rm = a.request_metrics;
  const lat = rm.latency;
  const out = {};
  put(out, "tput_per_gpu", rm.throughput.per_gpu.total_tput_tps);
  put(out, "output_tput_per_gpu", rm.throughput.per_gpu.output_tput_tps);
  put(out, "input_tput_per_gpu", rm.throughput.per_gpu.input_tput_tps);
  put(out, "median_intvty", lat["intvty"]?.p50);
  put(out, "median_ttft", lat["ttft"]?.p50);
  put(out, "p90_ttft", lat["ttft"]?.p90);
  put(out, "median_itl", lat["itl"]?.p50);
  put(out, "p90_itl", lat["itl"]?.p90);
  put(out, "median_tpot", lat["tpot"]?.p50);
  put(out, "p90_tpot", lat["tpot"]?.p90);
  put(out, "median_e2el", lat["e2el"]?.p50);
  put(out, "cache_hit_rate", a.server_metrics?.cache?.overall_cache_hit_rate);
  return out;
}

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
var MIN_SAMPLES = 3;
var MIN_SPREAD = 5e-3;
var T_975 = [
  [1, 12.706],
  [2, 4.303],
  [3, 3.182],
  [4, 2.776],
  [5, 2.571],
  [6, 2.447],
  [7, 2.365],
  [8, 2.306],
  [9, 2.262],
  [10, 2.228],
  [12, 2.179],
  [15, 2.131],
  [20, 2.086],
  [30, 2.042],
  [60, 2],
  [120, 1.98]
];
function t975(df) {
  let q = T_975[0][1];
  for (const [d, v] of T_975) if (df >= d) q = v;
  return q;
}
var mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
function stdev(xs) {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}
function metricVerdict(metric, value, samples, thresholds = DEFAULT_THRESHOLDS) {
  const v = { metric, verdict: "no-baseline", samples: samples.length };
  if (value !== void 0) v.value = value;
  if (value === void 0 || samples.length === 0) return v;
  const higher = metricDef(metric).better === "higher";
  const direction = (above) => above === higher ? "better" : "worse";
  if (samples.length >= MIN_SAMPLES) {
    const m = mean(samples);
    const half = Math.max(
      t975(samples.length - 1) * stdev(samples) * Math.sqrt(1 + 1 / samples.length),
      Math.abs(m) * MIN_SPREAD
    );
    Object.assign(v, { base: m, test: "t-interval", interval: [m - half, m + half] });
    if (m !== 0) v.change = (value - m) / Math.abs(m);
    v.verdict = value > m + half ? direction(true) : value < m - half ? direction(false) : "within-noise";
    return v;
  }
  const base2 = samples[0];
  const threshold = thresholds[metric];
  Object.assign(v, { base: base2, test: "threshold", threshold });
  if (base2 === 0) return { ...v, verdict: value === 0 ? "within-noise" : direction(value > 0) };
  v.change = (value - base2) / Math.abs(base2);
  v.verdict = Math.abs(v.change) <= threshold ? "within-noise" : direction(v.change > 0);
  return v;
}
var HEADLINE = ["tput_per_gpu", "median_intvty", "median_ttft", "median_itl"];
function pointVerdict(value, baseline, thresholds = DEFAULT_THRESHOLDS) {
  const metrics = METRICS.filter((m) => value[m.key] !== void 0).map(
    (m) => metricVerdict(
      m.key,
      value[m.key],
      baseline.map((b) => b[m.key]).filter((x) => x !== void 0),
      thresholds
    )
  );
  const head = metrics.filter((m) => HEADLINE.includes(m.metric) && m.verdict !== "no-baseline");
  const verdict = !head.length ? "no-baseline" : head.some((m) => m.verdict === "worse") ? "worse" : head.some((m) => m.verdict === "better") ? "better" : "within-noise";
  return { verdict, metrics };
}

// src/repo-config/config.ts
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

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;
function parseRepoConfig(text3, path) {
  if (text3.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag("error", "RC-1", `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1
        })
      ]
    };
  const parsed = parseYaml(text3, path, { version: "1.2" });
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
function loadRepoConfig(read, exists, path) {
  const text3 = read(path);
  if (text3 === void 0) return { config: resolveRepoConfig(void 0, exists), diagnostics: [] };
  const loaded = parseRepoConfig(text3, path);
  if (!loaded.file) return { diagnostics: loaded.diagnostics };
  return { config: resolveRepoConfig(loaded.file, exists), diagnostics: loaded.diagnostics };
}

// src/yaml/fast.ts
var ASIDE = /* @__PURE__ */ Symbol("aside");
var aside = () => {
  throw ASIDE;
};
var UNHANDLED = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\u{10000}-\u{10ffff}]/u;
var NOT_ASCII = /[^\n\x20-\x7e]+/g;
function unhandled(text3) {
  NOT_ASCII.lastIndex = 0;
  for (let m = NOT_ASCII.exec(text3); m; m = NOT_ASCII.exec(text3)) if (UNHANDLED.test(m[0])) return true;
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
function resolvePlain(s2) {
  const c = s2.charCodeAt(0);
  const letter = c >= 97 && c <= 122 || c >= 65 && c <= 90;
  if (letter || c === 126) {
    if ((c === 101 || c === 69) && EXPONENT_ONLY.test(s2)) aside();
    if (s2.length <= 5) {
      const w = WORDS.get(s2);
      if (w !== void 0) return w;
      if (s2.length === 1 && /[yYnN]/.test(s2)) aside();
    }
    return s2;
  }
  if (c === 60 && s2.startsWith("<<")) aside();
  if (!(c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46 || c === 95)) return s2;
  if (c >= 49 && c <= 57 && s2.length <= 15) {
    let n = c - 48;
    let i = 1;
    for (; i < s2.length; i++) {
      const d = s2.charCodeAt(i);
      if (d < 48 || d > 57) break;
      n = n * 10 + (d - 48);
    }
    if (i === s2.length) return n;
  }
  if (NUMERIC_ASIDE.test(s2)) aside();
  if (INT.test(s2)) {
    const n = parseInt(s2.replace(/^[-+]/, "").replace(/_/g, ""), 10);
    return s2[0] === "-" ? -1 * n : n;
  }
  if (FLOAT.test(s2)) return parseFloat(s2.replace(/_/g, ""));
  return s2;
}
function resolveKey(s2) {
  const v = resolvePlain(s2);
  if (typeof v !== "string") aside();
  return v;
}
var INDICATORS = new Uint8Array(128);
for (const ch of ",[]{}#&*!|>'\"%@`") INDICATORS[ch.charCodeAt(0)] = 1;
var isIndicator = (c) => c < 128 && INDICATORS[c] === 1;
function setKey(obj4, key, value) {
  if (key === "__proto__" || Object.prototype.hasOwnProperty.call(obj4, key)) aside();
  obj4[key] = value;
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
  constructor(text3, positions = false) {
    if (positions) {
      this.nodes = /* @__PURE__ */ new Map();
      this.keys = /* @__PURE__ */ new Map();
    }
    const lines = text3.split("\n");
    this.lines = lines;
    this.indent = new Int32Array(lines.length);
    this.kind = new Uint8Array(lines.length);
    for (let k2 = 0; k2 < lines.length; k2++) {
      const l = lines[k2];
      let n = 0;
      while (n < l.length && l.charCodeAt(n) === 32) n++;
      this.indent[k2] = n;
      if (n === l.length) this.kind[k2] = 0 /* Blank */;
      else if (l.charCodeAt(n) === 35) this.kind[k2] = 1 /* Comment */;
      else {
        this.kind[k2] = 2 /* Content */;
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
      const s2 = plainEnd(line, q);
      let text3 = line.slice(q, s2);
      this.i++;
      const closed = s2 < trimEnd(line);
      let blanks = 0;
      for (let k2 = this.i; !closed && k2 < this.lines.length; k2++) {
        const kind = this.kind[k2];
        if (kind === 0 /* Blank */) {
          blanks++;
          continue;
        }
        if (kind === 1 /* Comment */ || this.indent[k2] <= p) break;
        const l = this.lines[k2];
        const from = this.indent[k2];
        const ch = l.charCodeAt(from);
        if (isIndicator(ch) || ch === 45 || ch === 63 || ch === 58) aside();
        const to = plainEnd(l, from);
        if (to < trimEnd(l)) aside();
        text3 += blanks > 0 ? "\n".repeat(blanks) : " ";
        text3 += l.slice(from, to);
        blanks = 0;
        this.i = k2 + 1;
      }
      return resolvePlain(text3);
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
var lastKey = {
  line: void 0,
  q: -1,
  end: -1,
  odd: false
};
function readKey(line, q, e) {
  if (e - q > KEY_MAX) aside();
  const c = line.charCodeAt(q);
  if (c === 34 || c === 39) return quoted(line, q)[0];
  if (isIndicator(c) || c === 45 || c === 63 || c === 58 || line.charCodeAt(e - 1) === 32) aside();
  if (keyEnd(line, q) !== e || lastKey.odd) aside();
  return resolveKey(line.slice(q, e));
}
function quotedEnd(line, q) {
  const quote2 = line.charCodeAt(q);
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote2 === 34 && c === 92) i++;
    else if (c === quote2) {
      if (quote2 === 39 && line.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    }
  }
  return -1;
}
function quoted(line, q) {
  const quote2 = line.charCodeAt(q);
  let out = "";
  let from = q + 1;
  for (let i = q + 1; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote2 === 39) {
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
      const len2 = e === "x" ? 2 : e === "u" ? 4 : 8;
      const hex = line.slice(i + 2, i + 2 + len2);
      if (hex.length !== len2 || !/^[0-9a-fA-F]+$/.test(hex)) aside();
      const code = parseInt(hex, 16);
      if (code > 1114111) aside();
      out += String.fromCodePoint(code);
      i += 1 + len2;
    } else aside();
    from = i + 1;
  }
  return aside();
}
var pathKey = (path) => {
  let k2 = "";
  for (const p of path) k2 += "\0" + p;
  return k2;
};
var COLS = 1 << 20;
function fastLoad(text3) {
  if (overBytes(text3, LIMITS.yamlFile.max) || unhandled(text3)) return void 0;
  try {
    return { value: new Reader(text3).document() };
  } catch (e) {
    if (e === ASIDE) return void 0;
    throw e;
  }
}

// src/config/accepts.generated.ts
var isEnumerable = (o, k2) => Object.prototype.propertyIsEnumerable.call(o, k2);
function isPlainObject(o) {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return false;
  const ctor = o.constructor;
  if (ctor === void 0 || typeof ctor !== "function") return true;
  const prot = ctor.prototype;
  if (typeof prot !== "object" || prot === null || Array.isArray(prot)) return false;
  return Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf");
}
var keys1 = /* @__PURE__ */ new Set(["name", "version"]);
var keys5 = /* @__PURE__ */ new Set([
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
var keys6 = /* @__PURE__ */ new Set([
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
var keys7 = /* @__PURE__ */ new Set([
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
var keys8 = /* @__PURE__ */ new Set([
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
var keys9 = /* @__PURE__ */ new Set([
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
var keys10 = /* @__PURE__ */ new Set([
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
var keys11 = /* @__PURE__ */ new Set([
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
var keys18 = /* @__PURE__ */ new Set(["labels", "hardware", "clusters"]);
var keys19 = /* @__PURE__ */ new Set(["available-cpu-dram-mib", "gpus-per-node"]);
var keys20 = /* @__PURE__ */ new Set([
  "gpus-per-node",
  "available-cpu-dram-mib",
  "arch",
  "env",
  "models",
  "scheduler",
  "slurm"
]);
var keys21 = /* @__PURE__ */ new Set(["download-root", "entries"]);
var keys22 = /* @__PURE__ */ new Set(["root", "dir"]);
var keys23 = /* @__PURE__ */ new Set([
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
var keys24 = /* @__PURE__ */ new Set(["path", "visibility"]);
var keys25 = /* @__PURE__ */ new Set([
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
var keys26 = /* @__PURE__ */ new Set(["dir", "key-style", "import", "model-prefixes"]);
var keys27 = /* @__PURE__ */ new Set(["dir", "key-style", "import"]);
var keys28 = /* @__PURE__ */ new Set(["nginx", "dcgm-exporter"]);
var keys29 = /* @__PURE__ */ new Set([
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
var keys30 = /* @__PURE__ */ new Set(["dcgm-port", "cpu-source"]);
var keys31 = /* @__PURE__ */ new Set([
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices",
  "mooncake-gid-index",
  "mori-rdma-tc",
  "mori-io-tc"
]);
var keys32 = /* @__PURE__ */ new Set(["script", "env", "timeout-s", "nodes"]);
var re33 = /^\d{1,3}:[0-5]\d:[0-5]\d$/;
function p0(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys1.has(k2)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  if (!("version" in r)) return false;
  const x1 = r["version"];
  if (!(typeof x1 === "string" && x1.length >= 1)) return false;
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
  for (const k2 in r) if (!keys7.has(k2)) return false;
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
  for (const k2 in r) if (!keys8.has(k2)) return false;
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
  for (const k2 in r) if (!keys1.has(k2)) return false;
  if (!("name" in r)) return false;
  const x0 = r["name"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["version"];
  if (!(x1 === void 0 || typeof x1 === "string" && x1.length >= 1)) return false;
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
function p25(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys19.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p25(x)) return false;
  }
  return true;
}
function p27(v) {
  if (!isPlainObject(v)) return false;
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!(typeof x === "string" || typeof x === "number" && Number.isFinite(x) || typeof x === "boolean"))
      return false;
  }
  return true;
}
function p28(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys22.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p28(x)) return false;
  }
  return true;
}
function p30(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys21.has(k2)) return false;
  const x0 = r["download-root"];
  if (!(x0 === void 0 || typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["entries"];
  if (!(x1 === void 0 || p29(x1))) return false;
  return true;
}
function p31(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys24.has(k2)) return false;
  if (!("path" in r)) return false;
  const x0 = r["path"];
  if (!(typeof x0 === "string" && x0.length >= 1)) return false;
  const x1 = r["visibility"];
  if (!(x1 === void 0 || x1 === "shared" || x1 === "node-local")) return false;
  return true;
}
function p32(v) {
  if (!isPlainObject(v)) return false;
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p31(x)) return false;
  }
  return true;
}
function p33(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys27.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p33(x)) return false;
  }
  return true;
}
function p35(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys26.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p35(x)) return false;
  }
  return true;
}
function p37(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys28.has(k2)) return false;
  const x0 = r["nginx"];
  if (!(x0 === void 0 || p33(x0))) return false;
  const x1 = r["dcgm-exporter"];
  if (!(x1 === void 0 || p33(x1))) return false;
  return true;
}
function p38(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys25.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!(typeof x === "string" && x.length >= 1)) return false;
  }
  return true;
}
function p40(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys30.has(k2)) return false;
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
  for (const k2 in r) if (!keys31.has(k2)) return false;
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
  for (const k2 in r) if (!keys32.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
  }
  return true;
}
function p44(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys29.has(k2)) return false;
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
  for (const k2 in r) if (!keys23.has(k2)) return false;
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
  for (const k2 in r) if (!keys20.has(k2)) return false;
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
  for (const k2 of Reflect.ownKeys(v)) {
    if (k2 === "__proto__" || !isEnumerable(v, k2)) continue;
    if (typeof k2 === "symbol") return false;
    const x = v[k2];
    if (!p46(x)) return false;
  }
  return true;
}
function p48(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (!keys18.has(k2)) return false;
  const x1 = r["hardware"];
  if (!(x1 === void 0 || p26(x1))) return false;
  const x2 = r["clusters"];
  if (!(x2 === void 0 || p47(x2))) return false;
  return true;
}
function acceptsSingleNodeItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (Object.hasOwn(r, k2) && !skip.includes(k2) && !keys5.has(k2)) return false;
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
  for (const k2 in r) if (Object.hasOwn(r, k2) && !skip.includes(k2) && !keys6.has(k2)) return false;
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
var acceptsMultiNodeAggItem = p12;
function acceptsSingleNodeAgenticItemWithout(v, skip) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const r = v;
  for (const k2 in r) if (Object.hasOwn(r, k2) && !skip.includes(k2) && !keys9.has(k2)) return false;
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
  for (const k2 in r) if (Object.hasOwn(r, k2) && !skip.includes(k2) && !keys10.has(k2)) return false;
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
  for (const k2 in r) if (Object.hasOwn(r, k2) && !skip.includes(k2) && !keys11.has(k2)) return false;
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
var acceptsRunnersFile = p48;

// src/config/rules.ts
var isRec = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/config/entry.ts
var MULTI_NODE_KEYS = ["worker", "prefill", "decode", "num-nodes"];
var VA3_KEYS = ["pp", "dcp-size", "pcp-size"];
var ITEM = {
  singleNode: { schema: singleNodeItem, accepts: acceptsSingleNodeItemWithout, skip: MULTI_NODE_KEYS },
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

// src/config/lint.ts
var YES_NO = /^[yYnN]$/;
var EXPONENT_NO_DOT = /^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$/;
var SUSPECT = /(?:^|[\s:[{,-])(?:[yYnN]|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+)(?=$|[\s,\]}:])/m;
function lintYaml11(parsed, text3, lineOffset = 0) {
  if (!SUSPECT.test(text3)) return [];
  const { isScalar, visit } = yaml();
  const out = [];
  visit(parsed.doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== "PLAIN" || !node.range) return;
      const src2 = text3.slice(node.range[0], node.range[1]).trim();
      const yesNo = YES_NO.test(src2);
      if (!yesNo && !EXPONENT_NO_DOT.test(src2)) return;
      const p = parsed.lineCounter.linePos(node.range[0]);
      out.push(
        diag(
          "warning",
          "YM-2",
          yesNo ? `plain '${src2}' is read as a boolean by YAML 1.1 here but as a string by the reference's parser` : `plain '${src2}' is read as a number by YAML 1.1 here but as a string by the reference's parser`,
          { file: parsed.file, line: p.line + lineOffset, col: p.col, fix: `quote it: "${src2}"` }
        )
      );
    }
  });
  return out;
}

// src/config/read.ts
function readYaml(text3, file2) {
  let cache;
  const parsed = () => cache ??= parseYaml(text3, file2, { version: "1.1" });
  const fast = fastLoad(text3);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text3)], parsed };
}

// src/config/runners-schema.ts
var dict = (value) => zod().record(zod().string(), value, {
  error: (iss) => iss.input === void 0 ? "Field required" : "Input should be a valid dictionary"
});
var oneOf2 = (values) => zod().enum(values, {
  error: (iss) => iss.input === void 0 ? "Field required" : `Input should be ${values.map((v) => `'${v}'`).join(", ").replace(/, ([^,]*)$/, " or $1")}`
});
var envValue = () => zod().union([str(), zod().number(), zod().boolean()], {
  error: "Input should be a valid string"
});
var env = () => dict(envValue());
var timeLimit = () => zod().string({
  error: (iss) => typeof iss.input === "number" ? 'time limit must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : "Input should be a valid string"
}).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, { error: 'time limit must be "H:MM:SS"' });
var VISIBILITIES = ["shared", "node-local"];
var SQUASH_IMPORTS = ["submit-host", "compute", "all-nodes", "pre-staged", "unchecked"];
var KEY_STYLES = ["underscore", "plus", "plus-strip-nvcr"];
var SCHEDULERS = ["slurm"];
var volume = () => obj({ path: nonEmptyStr(), visibility: oneOf2(VISIBILITIES).optional() });
var squashPlace = once(() => ({
  dir: nonEmptyStr().optional(),
  "key-style": oneOf2(KEY_STYLES).optional(),
  import: oneOf2(SQUASH_IMPORTS).optional()
}));
var squash = () => obj({
  dir: nonEmptyStr(),
  visibility: oneOf2(VISIBILITIES).optional(),
  import: oneOf2(SQUASH_IMPORTS).optional(),
  "lock-timeout-s": posInt().optional(),
  "key-style": oneOf2(KEY_STYLES).optional(),
  "lock-file": oneOf2(["locks-dir"]).optional(),
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
var FABRIC_LISTS = [
  "ucx-net-devices",
  "nccl-ib-hca",
  "ib-devices",
  "socket-ifname",
  "mooncake-devices"
];
var FABRIC_NUMBERS = ["mooncake-gid-index", "mori-rdma-tc", "mori-io-tc"];
var fabric = () => obj({
  ...Object.fromEntries(FABRIC_LISTS.map((k2) => [k2, list(nonEmptyStr()).optional()])),
  ...Object.fromEntries(FABRIC_NUMBERS.map((k2) => [k2, int().optional()]))
});
var srtSlurm = () => obj({
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
    nodes: oneOf2(["all", "head"]).optional()
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
var slurm = () => obj({
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
var clusterRecord = once(
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
    scheduler: oneOf2(SCHEDULERS).optional(),
    slurm: slurm().optional()
  })
);
var hardwareRecord = once(
  () => obj({
    "available-cpu-dram-mib": posInt(),
    "gpus-per-node": posInt()
  })
);
var runnersFile = once(
  () => obj({
    labels: zod().unknown().optional(),
    hardware: zod().record(zod().string(), hardwareRecord(), { error: says("Input should be a valid dictionary") }).optional(),
    clusters: zod().record(zod().string(), clusterRecord(), { error: says("Input should be a valid dictionary") }).optional()
  })
);

// src/config/clusters.ts
var CLUSTER = "cluster:";
var PARTITION = "partition:";
function clustersByRunner(labels) {
  const out = /* @__PURE__ */ new Map();
  for (const [l, names] of Object.entries(labels)) {
    if (!l.startsWith(CLUSTER) || !Array.isArray(names)) continue;
    for (const n of names) {
      if (typeof n !== "string") continue;
      const list3 = out.get(n) ?? [];
      if (!list3.includes(l)) list3.push(l);
      out.set(n, list3);
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
    const base2 = ["clusters", id];
    if (rec.slurm !== void 0 && rec.scheduler !== "slurm")
      out.push({
        path: [...base2, "slurm"],
        rule: "VR-8",
        message: `Cluster '${id}' has slurm settings but ${rec.scheduler === void 0 ? "no scheduler" : `scheduler '${rec.scheduler}'`}`,
        atKey: true,
        fix: "set scheduler: slurm, or remove the slurm record"
      });
    if (rec.scheduler !== void 0 && rec[rec.scheduler] === void 0)
      out.push({
        path: [...base2, "scheduler"],
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
      volume2(e.root, [...base2, "models", "entries", m, "root"], "model root");
    const dl = rec.models?.["download-root"];
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
    const srt = rec.slurm?.["srt-slurm"];
    for (const key of ["volume-mounts", "agentic-volume-mounts"])
      for (const v of Object.keys(srt?.[key] ?? {}))
        volume2(v, [...base2, "slurm", "srt-slurm", key, v], `${key} entry`);
    const fabric2 = srt?.fabric;
    const envs = [
      [[...base2, "env"], rec.env],
      [[...base2, "slurm", "srt-slurm", "env"], srt?.env],
      [[...base2, "slurm", "srt-slurm", "host-setup", "env"], srt?.["host-setup"]?.env]
    ];
    for (const [path, env2] of envs) out.push(...envFindings(path, env2, fabric2));
  }
  return out;
}
function envFindings(path, env2, fabric2) {
  const out = [];
  for (const [k2, v] of Object.entries(env2 ?? {})) {
    if (typeof v !== "string") continue;
    const ref = /^'?@fabric\.([a-z0-9-]+)'?$/.exec(v);
    if (ref) {
      const field = ref[1];
      const known = FABRIC_LISTS.includes(field) || FABRIC_NUMBERS.includes(field);
      if (!known || fabric2?.[field] === void 0)
        out.push({
          path: [...path, k2],
          rule: "VR-8",
          message: known ? `'${v}' names fabric field '${field}', which this cluster's srt-slurm.fabric does not set` : `'${v}' names no fabric field`,
          fix: known ? `set slurm.srt-slurm.fabric.${field}` : `use one of: ${[...FABRIC_LISTS, ...FABRIC_NUMBERS].join(", ")}`
        });
      else if (path[path.length - 1] === "env" && path.length === 3 && FABRIC_LISTS.includes(field))
        out.push({
          path: [...path, k2],
          rule: "VR-8",
          message: `'${v}' is a list, rendered comma-joined, and cluster env values cannot contain commas`,
          fix: "set it in slurm.srt-slurm.env instead"
        });
      continue;
    }
    if (path.length === 3 && v.includes(","))
      out.push({
        path: [...path, k2],
        rule: "VR-8",
        message: `env value of '${k2}' contains a comma; Slurm hands env values to jobs in an srun --export list`,
        fix: "remove the commas (or set the value in slurm.srt-slurm.env)"
      });
  }
  return out;
}

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
      for (const [k2, rec] of Object.entries(records)) {
        if (invalid.has(`${section}/${k2}`) || !isRec(rec)) continue;
        const hw = { "gpus-per-node": rec["gpus-per-node"] };
        if (typeof rec["available-cpu-dram-mib"] === "number")
          hw["available-cpu-dram-mib"] = rec["available-cpu-dram-mib"];
        value.hardware[section === "clusters" ? `cluster:${k2}` : k2] = hw;
        if (section === "clusters") clusters[k2] = rec;
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
  for (const [k2, names] of Object.entries(labels)) {
    const path = ["labels", k2];
    if (!Array.isArray(names)) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k2}' must be a list, got ${pyType(names)}`,
        fix: "list the runner names under the label"
      });
    } else if (names.length === 0) {
      out.push({
        path,
        rule: "VR-3",
        message: `Runner config entry '${k2}' cannot be an empty list`,
        atKey: true,
        fix: "list at least one runner name, or remove the label"
      });
    } else if (!names.every((n) => typeof n === "string")) {
      const bad = names.findIndex((n) => typeof n !== "string");
      out.push({
        path: [...path, bad],
        rule: "VR-3",
        message: `Runner config entry '${k2}' must contain only strings`,
        fix: "quote the runner name"
      });
    } else {
      value.labels[k2] = names;
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

// src/results/names.ts
var text = (v, fallback = "") => v === void 0 || v === null ? fallback : typeof v === "object" ? JSON.stringify(v) : String(v);
var obj2 = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
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
    const p = roleName("prefill", obj2(row["prefill"]));
    const d = roleName("decode", obj2(row["decode"]));
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
var EVAL_LOGS = /^eval_(?:server_logs|gpu_metrics|results)_/;
function artifactKind(name) {
  const generic = /^result-([0-9a-f]{16})-([1-9][0-9]*)$/.exec(name);
  if (generic) return { kind: "generic", rowId: generic[1], attempt: Number(generic[2]) };
  if (name === "results_bmk") return { kind: "collected" };
  if (name.startsWith("bmk_agentic_")) return { kind: "agentic", rf: name.slice("bmk_agentic_".length) };
  if (name.startsWith("bmk_")) return { kind: "bmk", rf: name.slice("bmk_".length) };
  if (name.startsWith("eval_") && !EVAL_LOGS.test(name)) return { kind: "eval", name };
  return { kind: "other" };
}

// src/results/env.ts
var rendered = (v) => v === void 0 || v === null ? void 0 : typeof v === "object" ? JSON.stringify(v) : String(v);
var worker2 = (row, role) => {
  const w = row[role];
  return w && typeof w === "object" && !Array.isArray(w) ? w : {};
};
function jobEnv(row, facts) {
  const agentic = isAgenticRow(row);
  const env2 = {
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
    env2["IS_MULTINODE"] = "true";
    env2["PREFILL_GPUS"] = rendered(facts.prefillGpus);
    env2["DECODE_GPUS"] = rendered(facts.decodeGpus);
    for (const role of ["prefill", "decode"]) {
      const w = worker2(row, role);
      const R = role.toUpperCase();
      env2[`${R}_NUM_WORKERS`] = rendered(w["num-worker"]);
      env2[`${R}_TP`] = rendered(w["tp"]);
      env2[`${R}_PP_SIZE`] = rendered(w["pp"]);
      env2[`${R}_DCP_SIZE`] = rendered(w["dcp-size"]);
      env2[`${R}_PCP_SIZE`] = rendered(w["pcp-size"]);
      env2[`${R}_EP`] = rendered(w["ep"]);
      env2[`${R}_DP_ATTN`] = rendered(w["dp-attn"]);
      env2[`${R}_HARDWARE`] = rendered(w["hardware"]) ?? "";
    }
  } else {
    env2["IS_MULTINODE"] = "false";
    env2["TP"] = rendered(row["tp"]);
    env2["EP_SIZE"] = rendered(row["ep"]);
    env2["DP_ATTENTION"] = rendered(row["dp-attn"]);
    env2["PP_SIZE"] = rendered(row["pp"]);
    env2["DCP_SIZE"] = rendered(row["dcp-size"]);
    env2["PCP_SIZE"] = rendered(row["pcp-size"]);
  }
  return env2;
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
function pythonString(s2) {
  return JSON.stringify(s2).replace(
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
    const body = entries.map(([k2, x]) => `${inner}${pythonString(k2)}: ${write(x, k2, inner)}`).join(",\n");
    return `{
${body}
${indent}}`;
  };
  return write(value, "", "");
}

// src/results/schemas.ts
var STATS = ["mean", "median", "std", "p90", "p99", "p99.9"];
var LATENCIES = ["ttft", "tpot", "itl", "e2el"];
var AGG_LATENCY_KEYS = LATENCIES.flatMap((m) => STATS.map((s2) => `${s2}_${m}`));
var AGG_INTVTY_KEYS = STATS.map((s2) => `${s2}_intvty`);
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
    for (const [k2, v] of Object.entries(raw)) {
      if (!k2.endsWith("ms") && !k2.includes("tpot")) continue;
      if (typeof v !== "number" || !Number.isFinite(v))
        ctx.addIssue({ code: "custom", path: [k2], message: "must be a finite number" });
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
    [...AGG_LATENCY_KEYS, ...AGG_INTVTY_KEYS].map((k2) => [k2, z.number().optional()])
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
var aggSchemaFor = (json) => json?.is_multinode === true ? aggResultSchema().multi : aggResultSchema().single;
var statSchema = once(() => {
  const z = zod();
  const n = () => z.number().nullable().optional();
  return z.object({ mean: n(), p50: n(), p75: n(), p90: n(), p95: n(), std: n() }).loose();
});
var agenticResultSchema = once(() => {
  const z = zod();
  const tps = () => z.object({ tokens_per_second: z.number().nonnegative() }).loose();
  const int4 = () => z.int().nonnegative();
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
    tp: int4().optional(),
    ep: int4().optional(),
    dp_attention: z.string().optional(),
    pp: int4().optional(),
    dcp_size: int4().optional(),
    pcp_size: int4().optional(),
    prefill_num_workers: int4().optional(),
    prefill_tp: int4().optional(),
    prefill_pp: int4().optional(),
    prefill_pcp_size: int4().optional(),
    decode_num_workers: int4().optional(),
    decode_tp: int4().optional(),
    decode_pp: int4().optional(),
    decode_pcp_size: int4().optional(),
    num_prefill_gpu: int4().optional(),
    num_decode_gpu: int4().optional(),
    kv_offloading: z.string(),
    kv_offload_backend: z.object({ name: z.string(), version: z.string().optional() }).loose().nullable().optional(),
    allocated_cpu_dram_gb: z.number().optional(),
    num_requests_total: int4(),
    num_requests_successful: int4(),
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
  const int4 = () => z.int().nonnegative().optional();
  const intOrText = () => z.union([z.int(), z.string().regex(/^\d+$/)]);
  return z.object({
    is_multinode: z.boolean(),
    framework: z.string().min(1),
    precision: z.string().min(1),
    spec_decoding: z.string().optional(),
    recipe_fingerprint: z.string().optional(),
    tp: int4(),
    pp: int4(),
    dcp_size: int4(),
    pcp_size: int4(),
    ep: int4(),
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
function requireEnv(env2, names) {
  const missing = names.filter((n) => env2[n] === void 0);
  if (missing.length) throw new Refusal(`Missing required environment variables: ${missing.join(", ")}`);
}
function int2(env2, name, fallback) {
  const v = env2[name] ?? fallback;
  const t = (v ?? "").trim();
  if (!/^[+-]?\d+(?:_\d+)*$/.test(t))
    throw new Refusal(`${name}: invalid literal for int() with base 10: '${v ?? ""}'`);
  return Number(t.replace(/_/g, ""));
}
function component(env2, name) {
  const raw = env2[name];
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
function multiNode(env2, t) {
  requireEnv(env2, MULTI_ENV);
  const prefillHw = env2["PREFILL_HARDWARE"] ?? "";
  const decodeHw = env2["DECODE_HARDWARE"] ?? "";
  if (Boolean(prefillHw) !== Boolean(decodeHw))
    throw new Refusal("PREFILL_HARDWARE and DECODE_HARDWARE must be specified together.");
  const prefillGpus = int2(env2, "PREFILL_GPUS");
  const decodeGpus = int2(env2, "DECODE_GPUS");
  const role = (r) => ({
    workers: int2(env2, `${r}_NUM_WORKERS`),
    tp: int2(env2, `${r}_TP`),
    pp: int2(env2, `${r}_PP_SIZE`, "1"),
    dcp: int2(env2, `${r}_DCP_SIZE`, "1"),
    pcp: int2(env2, `${r}_PCP_SIZE`, "1"),
    ep: int2(env2, `${r}_EP`),
    dpAttn: env2[`${r}_DP_ATTN`]
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
function singleNode(env2, t, disagg) {
  if (disagg) throw new Refusal("Disaggregated mode requires multinode setup.");
  requireEnv(env2, SINGLE_ENV);
  const tp = int2(env2, "TP");
  const ep = int2(env2, "EP_SIZE");
  const pp = int2(env2, "PP_SIZE", "1");
  const dcp = int2(env2, "DCP_SIZE", "1");
  const pcp = int2(env2, "PCP_SIZE", "1");
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
    dp_attention: env2["DP_ATTENTION"],
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
    if (key.endsWith("ms")) written.push(put2(data, key.replaceAll("_ms", ""), v / 1e3));
    if (key.includes("tpot")) {
      if (v === 0)
        throw new Refusal(`${key} is 0: interactivity (1000 / TPOT) is undefined (float division by zero)`);
      written.push(put2(data, key.replaceAll("_ms", "").replaceAll("tpot", "intvty"), 1e3 / v));
    }
  }
  return written;
}
var put2 = (data, key, value) => {
  data[key] = value;
  return key;
};
var TPUT_KEYS = ["tput_per_gpu", "output_tput_per_gpu", "input_tput_per_gpu"];
function processResult(raw, env2) {
  try {
    requireEnv(env2, BASE_ENV);
    const parsed = rawResultSchema().safeParse(raw);
    if (!parsed.success)
      return { ok: false, error: `not a benchmark result: ${zod().prettifyError(parsed.error)}` };
    const r = parsed.data;
    const disagg = env2["DISAGG"].toLowerCase() === "true";
    const data = {
      hw: env2["RUNNER_TYPE"],
      conc: Math.trunc(r.max_concurrency),
      image: env2["IMAGE"],
      model: r.model_id,
      infmax_model_prefix: env2["MODEL_PREFIX"],
      framework: env2["FRAMEWORK"],
      precision: env2["PRECISION"],
      spec_decoding: env2["SPEC_DECODING"],
      disagg,
      recipe_fingerprint: env2["RECIPE_FINGERPRINT"] ?? "",
      isl: int2(env2, "ISL"),
      osl: int2(env2, "OSL")
    };
    const router2 = component(env2, "ROUTER_METADATA");
    if (router2) data["router"] = router2;
    if (env2["KV_P2P_TRANSFER"]) data["kv_p2p_transfer"] = env2["KV_P2P_TRANSFER"];
    const t = { total: r.total_token_throughput, output: r.output_throughput };
    const multi = (env2["IS_MULTINODE"] ?? "false").toLowerCase() === "true";
    const kind = multi ? multiNode(env2, t) : singleNode(env2, t, disagg);
    Object.assign(data, kind.data);
    const floats = /* @__PURE__ */ new Set([...TPUT_KEYS, ...latencies(raw, data)]);
    data["power_metric_schema_version"] = 2;
    data["power_valid"] = 0;
    return { ok: true, agg: data, text: pythonJson(data, (k2) => floats.has(k2)), gpus: kind.gpus };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.message };
    throw e;
  }
}

// src/results/match.ts
var s = (v) => v === void 0 || v === null ? "" : String(v);
var obj3 = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
var len = (v) => s(v) === "0" ? "" : s(v);
function stage2(w, prefix, reduced = false) {
  const f = (k2, d = "1") => s(w[`${prefix}${k2}`] ?? d);
  const nw = s(w[`${prefix}num-worker`] ?? w[`${prefix}num_workers`]);
  const dpa = s(w[`${prefix}dp-attn`] ?? w[`${prefix}dp_attention`]);
  if (reduced) return `${nw}x-/dpa${dpa}`;
  const dcp = f("dcp-size", "") || f("dcp_size");
  const pcp = f("pcp-size", "") || f("pcp_size");
  return `${nw}x${f("tp")}/pp${f("pp")}/dcp${dcp}/pcp${pcp}/ep${f("ep")}/dpa${dpa}`;
}
var keyOf = (i, conc2) => [i.scenario, i.prefix, i.precision, i.framework, i.runner, i.spec, len(i.isl), len(i.osl), i.topo, conc2].map(s).join("|");
function rowIdentity(row, topo) {
  return {
    scenario: isAgenticRow(row) ? "agentic" : "fixed",
    prefix: row["model-prefix"],
    precision: row["precision"],
    framework: row["framework"],
    runner: row["runner"],
    spec: row["spec-decoding"],
    isl: row["isl"],
    osl: row["osl"],
    topo
  };
}
function rowTopos(row) {
  if (!isMultiNodeRow(row)) return [`S${stage2({ ...row, "num-worker": 1 }, "")}`];
  const p = obj3(row["prefill"]);
  const d = obj3(row["decode"]);
  return [`M${stage2(p, "")}+${stage2(d, "")}`, `M${stage2(p, "")}+${stage2(d, "", true)}`];
}
function resultIdentity(r, scenario) {
  let topo;
  if (r["is_multinode"] === true) {
    const p = `M${stage2(r, "prefill_")}`;
    const decodeGone = r["num_decode_gpu"] === 0;
    topo = `${p}+${stage2(r, "decode_", decodeGone)}`;
  } else topo = `S${stage2({ ...r, num_workers: 1 }, "")}`;
  return {
    scenario,
    prefix: r["infmax_model_prefix"],
    precision: r["precision"],
    framework: r["framework"],
    runner: r["hw"],
    spec: r["spec_decoding"] ?? "none",
    isl: r["isl"],
    osl: r["osl"],
    topo
  };
}
var isEvalRow = (row) => row["run-eval"] === true || row["eval-only"] === true;
var Index = class {
  byId = /* @__PURE__ */ new Map();
  byFp = /* @__PURE__ */ new Map();
  byKey = /* @__PURE__ */ new Map();
  evalByKey = /* @__PURE__ */ new Map();
  constructor(rows) {
    const add = (m, k2, r) => {
      const l = m.get(k2);
      if (!l) m.set(k2, [r]);
      else if (!l.includes(r)) l.push(r);
    };
    for (const row of rows) {
      this.byId.set(rowIdOf(row), row);
      const fp = row["recipe-fingerprint"];
      if (typeof fp === "string" && fp) add(this.byFp, fp, row);
      for (const topo of rowTopos(row)) {
        const id = rowIdentity(row, topo);
        if (row["eval-only"] !== true) for (const c of concsOf(row)) add(this.byKey, keyOf(id, c), row);
        if (isEvalRow(row)) add(this.evalByKey, keyOf({ ...id, scenario: "fixed" }, ""), row);
      }
    }
  }
};
function gpusOfAgg(a) {
  if (a.is_multinode) return a.num_prefill_gpu + a.num_decode_gpu;
  return a.tp * (a.pp ?? 1) * (a.pcp_size ?? 1);
}
function gpusOfAgentic(a) {
  if (a.is_multinode && a.num_prefill_gpu !== void 0) return a.num_prefill_gpu + (a.num_decode_gpu ?? 0);
  if (!a.is_multinode && a.tp !== void 0) return a.tp * (a.pp ?? 1) * (a.pcp_size ?? 1);
  const t = a.request_metrics.throughput;
  return t.per_gpu.total_tput_tps > 0 ? Math.round(t.total.tokens_per_second / t.per_gpu.total_tput_tps) : 0;
}
function evalIdentity(m) {
  const r = m;
  return resultIdentity(
    { ...r, dp_attention: s(r["dp_attention"]), prefill_dp_attention: s(r["prefill_dp_attention"]) },
    "fixed"
  );
}
var Matcher = class {
  index;
  problems = [];
  out = /* @__PURE__ */ new Map();
  constructor(rows) {
    this.index = new Index(rows);
    for (const row of rows) {
      const rowId2 = rowIdOf(row);
      if (!this.out.has(rowId2)) this.out.set(rowId2, { rowId: rowId2, row, measured: [], evals: [] });
    }
  }
  problem(s2, code, detail) {
    const p = { artifact: s2.artifact, file: s2.file, code };
    if (detail !== void 0) p.detail = detail;
    this.problems.push(p);
  }
  /** The one row a result belongs to, or a problem saying why there is none. */
  pick(s2, candidates, what) {
    if (s2.rowId !== void 0) {
      const row = this.index.byId.get(s2.rowId);
      if (!row) this.problem(s2, "unmatched", `row ${s2.rowId} is not in the plan`);
      else if (candidates && !candidates.includes(row))
        this.problem(s2, "unmatched", `${what} is not what row ${s2.rowId} runs`);
      return row && (!candidates || candidates.includes(row)) ? row : void 0;
    }
    if (!candidates?.length) return void this.problem(s2, "unmatched", `${what} matches no plan row`);
    if (candidates.length > 1)
      return void this.problem(s2, "ambiguous", `${what} matches rows ${candidates.map(rowIdOf).join(", ")}`);
    return candidates[0];
  }
  /** A measured result: by the row its artifact names, its fingerprint and concurrency, or its identity. */
  measured(s2, r, m) {
    const conc2 = m.conc;
    const fp = typeof r["recipe_fingerprint"] === "string" ? r["recipe_fingerprint"] : "";
    const byFp = fp ? this.index.byFp.get(fp)?.filter((row2) => concsOf(row2).includes(conc2)) : void 0;
    const candidates = fp ? byFp : this.index.byKey.get(keyOf(resultIdentity(r, m.kind), conc2));
    const fits = s2.rowId !== void 0 ? concFits(this.index.byId.get(s2.rowId), conc2) : candidates;
    const what = `${m.kind} result at concurrency ${conc2}${fp ? ` of recipe ${fp.slice(0, 16)}` : ""}`;
    const row = this.pick(s2, fits, what);
    if (row) this.record(row, { ...m, source: src(s2) });
  }
  /** Per kind and concurrency the newest attempt wins; two of one attempt are a named duplicate. */
  record(row, m) {
    const rr = this.out.get(rowIdOf(row));
    const i = rr.measured.findIndex((x) => x.kind === m.kind && x.conc === m.conc);
    if (i < 0) return void rr.measured.push(m);
    const prev = rr.measured[i];
    const a = m.source.attempt ?? 0;
    const b = prev.source.attempt ?? 0;
    if (a === b)
      this.problem(
        m.source,
        "duplicate",
        `row ${rr.rowId} at concurrency ${m.conc} also in ${prev.source.artifact}`
      );
    if (a >= b) rr.measured[i] = m;
  }
  raw(f) {
    const row = f.rowId !== void 0 ? this.index.byId.get(f.rowId) : void 0;
    if (!row) return this.problem(f, "unmatched", `row ${f.rowId ?? "?"} is not in the plan`);
    const agg = processRaw(row, f);
    if (typeof agg === "string") return this.problem(f, "process-failed", agg);
    if (!concFits(row, agg.conc).length)
      return this.problem(
        f,
        "unmatched",
        `fixed result at concurrency ${agg.conc} is not what row ${rowIdOf(row)} runs`
      );
    this.record(row, {
      kind: "fixed",
      conc: agg.conc,
      metrics: aggMetrics(agg),
      gpus: gpusOfAgg(agg),
      source: src(f)
    });
  }
  evalSet(f) {
    const candidates = this.index.evalByKey.get(keyOf(evalIdentity(f.meta), ""));
    const narrowed = candidates && candidates.length > 1 && f.conc !== void 0 ? candidates.filter((r) => concsOf(r).includes(f.conc)) : candidates;
    const row = this.pick(f, f.rowId !== void 0 ? void 0 : narrowed, "eval result");
    if (!row) return;
    const e = { tasks: f.tasks, source: src(f) };
    if (f.conc !== void 0) e.conc = f.conc;
    this.out.get(rowIdOf(row)).evals.push(e);
  }
  marker(f) {
    const rr = this.out.get(f.rowId ?? "");
    if (!rr) return this.problem(f, "unmatched", `row ${f.rowId ?? "?"} is not in the plan`);
    if ((rr.marker?.attempt ?? 0) > (f.attempt ?? 0)) return;
    rr.marker = {};
    if (f.attempt !== void 0) rr.marker.attempt = f.attempt;
    if (f.status !== void 0) rr.marker.status = f.status;
  }
  add(f) {
    switch (f.kind) {
      case "fixed":
        return this.measured(f, f.agg, {
          kind: "fixed",
          conc: f.agg.conc,
          metrics: aggMetrics(f.agg),
          gpus: gpusOfAgg(f.agg)
        });
      case "agentic":
        return this.measured(f, f.result, {
          kind: "agentic",
          conc: f.result.conc,
          metrics: agenticMetrics(f.result),
          gpus: gpusOfAgentic(f.result)
        });
      case "raw":
        return this.raw(f);
      case "eval":
        return this.evalSet(f);
      case "marker":
        return this.marker(f);
    }
  }
};
function matchResults(rows, found) {
  const m = new Matcher(rows);
  for (const f of found) m.add(f);
  for (const rr of m.out.values()) dropStale(rr);
  return { rows: [...m.out.values()], problems: m.problems };
}
var src = (f) => {
  const o = { artifact: f.artifact, file: f.file };
  if (f.attempt !== void 0) o.attempt = f.attempt;
  if (f.rowId !== void 0) o.rowId = f.rowId;
  return o;
};
var concFits = (row, conc2) => row && concsOf(row).includes(conc2) ? [row] : [];
function dropStale(rr) {
  const newest = Math.max(rr.marker?.attempt ?? 0, ...rr.measured.map((m) => m.source.attempt ?? 0));
  if (newest === 0) return;
  rr.measured = rr.measured.filter((m) => m.source.attempt === void 0 || m.source.attempt === newest);
  rr.evals = rr.evals.filter((e) => e.source.attempt === void 0 || e.source.attempt === newest);
}
function processRaw(row, f) {
  const stem = f.file.split("/").at(-1).replace(/\.json$/, "");
  const gpus = isMultiNodeRow(row) ? gpusFromName(stem) : void 0;
  if (isMultiNodeRow(row) && !gpus) return `${stem}.json: a multi-node result's name needs _gpus_<N>`;
  const facts = gpus ? { resultFilename: stem, prefillGpus: gpus.prefill, decodeGpus: gpus.decode } : { resultFilename: stem };
  const p = processResult(f.json, jobEnv(row, facts));
  return p.ok ? p.agg : p.error;
}
var rowKeys = (row, conc2) => rowTopos(row).map((t) => keyOf(rowIdentity(row, t), conc2));

// src/results/baseline.ts
var fpKey = (fp, kind, conc2) => `${fp}|${kind}|${conc2}`;
var rowPointKey = (rowId2, kind, conc2) => `${rowId2}|${kind}|${conc2}`;
function baselineFor(index, rr, m, opts) {
  const byRow = index.byRow.get(rowPointKey(rr.rowId, m.kind, m.conc));
  if (byRow?.length) return byRow.slice(0, opts.samples);
  const fp = rr.row["recipe-fingerprint"];
  if (typeof fp === "string" && fp) {
    const base2 = opts.baseFingerprint?.(fp) ?? fp;
    const found = index.byFingerprint.get(fpKey(base2, m.kind, m.conc));
    if (found?.length) return found.slice(0, opts.samples);
  }
  for (const k2 of rowKeys(rr.row, m.conc)) {
    const found = index.byIdentity.get(`${m.kind}:${k2}`);
    if (found?.length) return found.slice(0, opts.samples);
  }
  return [];
}

// src/results/compare.ts
var RANK = { worse: 0, better: 1, "within-noise": 2, "no-baseline": 3 };
function defaultGroup(row) {
  const runner = String(row["runner"] ?? "").replace(/^cluster:/, "");
  const spec = row["spec-decoding"] && row["spec-decoding"] !== "none" ? `-${String(row["spec-decoding"])}` : "";
  const key = `${String(row["model-prefix"])}-${String(row["precision"])}-${runner}-${String(row["framework"])}${spec}`;
  const scenario = isAgenticRow(row) ? "agentic" : String(row["exp-name"] ?? "").split("_").at(-1) ?? `${String(row["isl"])}/${String(row["osl"])}`;
  return `${key} \xB7 ${scenario}${isMultiNodeRow(row) ? " \xB7 multi-node" : ""}`;
}
var DEFAULT_SAMPLES = 5;
function compareResults(results, baseline, opts = {}) {
  const thresholds = opts.thresholds ?? DEFAULT_THRESHOLDS;
  const samples = opts.samples ?? DEFAULT_SAMPLES;
  const groupOf = opts.groupOf ?? defaultGroup;
  const findings = new Map(results.gpuFindings.map((f) => [`${f.rowId}|${f.kind}|${f.conc}`, f]));
  const groups = /* @__PURE__ */ new Map();
  const rows = [];
  const evals = [];
  for (const rr of results.rows) {
    for (const m of rr.measured) {
      const bopts = { samples, ...opts.baseFingerprint ? { baseFingerprint: opts.baseFingerprint } : {} };
      const base2 = baseline ? baselineFor(baseline, rr, m, bopts).map((s2) => s2.metrics) : [];
      const f = findings.get(`${rr.rowId}|${m.kind}|${m.conc}`);
      const judged = f?.corrected !== void 0 ? { ...m.metrics, tput_per_gpu: f.corrected } : m.metrics;
      const p = {
        rowId: rr.rowId,
        row: rr.row,
        kind: m.kind,
        conc: m.conc,
        metrics: m.metrics,
        gpus: m.gpus,
        base: base2,
        verdict: pointVerdict(judged, base2, thresholds)
      };
      if (f) p.gpuFinding = f;
      const g = groupOf(rr.row);
      groups.set(g, [...groups.get(g) ?? [], p]);
    }
    const group = groupOf(rr.row);
    for (const e of rr.evals)
      evals.push({
        rowId: rr.rowId,
        row: rr.row,
        group,
        tasks: e.tasks,
        ...e.conc ? { conc: e.conc } : {}
      });
    rows.push({ group, ...rowStatus(rr.rowId, rr.row, rr.measured, rr.evals.length > 0, opts.failed) });
  }
  const grouped = [...groups].map(([name, points]) => {
    points.sort((a, b) => a.kind.localeCompare(b.kind) || a.conc - b.conc);
    const verdict = points.map((p) => p.verdict.verdict).sort((a, b) => RANK[a] - RANK[b])[0];
    return { name, points, verdict };
  });
  grouped.sort((a, b) => RANK[a.verdict] - RANK[b.verdict] || a.name.localeCompare(b.name));
  return {
    baseline: baseline?.kind ?? "none",
    samples,
    groups: grouped,
    rows,
    evals,
    gpuFindings: results.gpuFindings,
    problems: results.problems
  };
}
function rowStatus(rowId2, row, measured, hasEval, failed) {
  const evalOnly = row["eval-only"] === true;
  const have = new Set(measured.map((m) => m.conc));
  const missing = evalOnly ? [] : concsOf(row).filter((c) => !have.has(c));
  const nothing = evalOnly ? !hasEval : have.size === 0;
  const state = failed?.has(rowId2) ? "failed" : nothing ? "no-result" : missing.length ? "partial" : "measured";
  return { rowId: rowId2, row, state, missing };
}

// src/topology/shape.ts
var num3 = (v, d) => typeof v === "number" ? v : d;
function stage3(role, w, defaultWorkers) {
  return {
    role,
    numWorker: num3(w["num-worker"], defaultWorkers),
    tp: num3(w.tp, 1),
    pp: num3(w.pp, 1),
    pcp: num3(w["pcp-size"], 1),
    dcp: num3(w["dcp-size"], 1),
    ep: num3(w.ep, 1),
    dpAttn: w["dp-attn"] === true,
    settings: Array.isArray(w["additional-settings"]) ? w["additional-settings"].filter((s2) => typeof s2 === "string") : []
  };
}
function topologyOf(x) {
  const declared = typeof x["srt-recipe"] === "string" ? { recipe: x["srt-recipe"] } : {};
  const p = x.prefill, d = x.decode;
  if (isObj(x.worker) && p === void 0 && d === void 0) {
    const nodes = typeof x["num-nodes"] === "number" ? { nodes: x["num-nodes"] } : {};
    return { kind: "agg", stages: [stage3("worker", x.worker, 1)], ...nodes, ...declared };
  }
  if (isObj(p) && isObj(d)) {
    const prefill = stage3("prefill", p, 1);
    const decode = stage3("decode", d, 1);
    if (decode.numWorker === 0) {
      const nodes = typeof x["node-count"] === "number" ? { nodes: x["node-count"] } : {};
      return { kind: "agg", stages: [prefill], ...nodes, ...declared };
    }
    return { kind: "disagg", stages: [prefill, decode], ...declared };
  }
  if (typeof x.tp === "number") return { kind: "single", stages: [stage3("single", x, 1)], ...declared };
  return void 0;
}
var gpusPerWorker = (s2) => s2.tp * s2.pp * s2.pcp;
var declaredGpus = (t) => t.stages.reduce((a, s2) => a + s2.numWorker * gpusPerWorker(s2), 0);
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/results/gpu-check.ts
function planGpus(row) {
  const given = row["gpu-count"];
  if (typeof given === "number" && given > 0) return given;
  const t = topologyOf(row);
  const n = t ? declaredGpus(t) : 0;
  return n > 0 ? n : void 0;
}
function checkGpuCounts(rows) {
  const out = [];
  for (const rr of rows) {
    const plan = planGpus(rr.row);
    if (plan === void 0) continue;
    for (const m of rr.measured) {
      if (m.gpus === plan || m.gpus <= 0) continue;
      const factor = m.gpus / plan;
      const f = {
        rowId: rr.rowId,
        kind: m.kind,
        conc: m.conc,
        planGpus: plan,
        resultGpus: m.gpus,
        factor,
        artifact: m.source.artifact
      };
      const recorded = m.metrics.tput_per_gpu;
      if (recorded !== void 0) {
        f.recorded = recorded;
        f.corrected = recorded * factor;
      }
      out.push(f);
    }
  }
  return out;
}

// src/results/evals.ts
var num4 = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
function evalTasks(r) {
  const out = [];
  for (const [task, metrics] of Object.entries(r.results)) {
    const t = { task };
    let acc;
    let filtered = false;
    for (const [key, value] of Object.entries(metrics)) {
      const [metric = "", filter = ""] = key.split(",");
      if (filter && filter !== "none") filtered = true;
      if (metric === "acc" && (filter === "" || filter === "none")) acc = num4(value);
      const base2 = metric.replace(/_stderr$/, "");
      if (base2 !== "exact_match") continue;
      const se = metric.endsWith("_stderr");
      if (/strict|resolved/.test(filter)) t[se ? "emStrictSe" : "emStrict"] = num4(value);
      else if (/flex|extract/.test(filter)) t[se ? "emFlexibleSe" : "emFlexible"] = num4(value);
    }
    if (t.emStrict !== void 0) {
      t.score = t.emStrict;
      t.scoreName = "em_strict";
    } else if (!filtered && acc !== void 0) {
      t.score = acc;
      t.scoreName = "accuracy";
    }
    const n = r["n-samples"]?.[task]?.effective;
    if (n !== void 0) t.n = n;
    for (const k2 of Object.keys(t)) if (t[k2] === void 0) delete t[k2];
    out.push(t);
  }
  return out;
}
var taskAccuracy = (t) => t.score ?? t.emFlexible;

// src/results/read.ts
function issueText(error) {
  const i = error.issues[0];
  if (!i) return "invalid";
  const path = i.path.map(String).join(".");
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${path ? `${path}: ` : ""}${i.message}${more}`;
}
var base = (path) => path.split("/").at(-1);
var Reader2 = class {
  constructor(a) {
    this.a = a;
  }
  a;
  found = [];
  problems = [];
  source(file2, rowId2) {
    const s2 = { artifact: this.a.name, file: file2 };
    if (this.a.attempt !== void 0) s2.attempt = this.a.attempt;
    if (rowId2 !== void 0) s2.rowId = rowId2;
    return s2;
  }
  problem(code, file2, detail) {
    const p = { artifact: this.a.name, code };
    if (file2 !== void 0) p.file = file2;
    if (detail !== void 0) p.detail = detail;
    this.problems.push(p);
  }
  json(file2) {
    try {
      return { ok: true, value: JSON.parse(file2.text) };
    } catch (e) {
      this.problem("not-json", file2.path, e.message);
      return { ok: false };
    }
  }
  /** One result object of a known kind (an aggregate, or an AgentX aggregate when it says so). */
  result(value, file2, rowId2) {
    const agentic = value?.scenario_type === "agentic-coding";
    if (agentic) {
      const r2 = agenticResultSchema().safeParse(value);
      if (r2.success) this.found.push({ ...this.source(file2, rowId2), kind: "agentic", result: r2.data });
      else this.problem("invalid", file2, issueText(r2.error));
      return;
    }
    const r = aggSchemaFor(value).safeParse(value);
    if (r.success)
      this.found.push({ ...this.source(file2, rowId2), kind: "fixed", agg: r.data });
    else this.problem("invalid", file2, issueText(r.error));
  }
  raw(value, file2, rowId2) {
    const r = rawResultSchema().safeParse(value);
    if (r.success) this.found.push({ ...this.source(file2, rowId2), kind: "raw", raw: r.data, json: value });
    else this.problem("invalid", file2, issueText(r.error));
  }
  /** An eval set: `meta_env.json` and the newest lm-eval `results*.json` (per `_conc<N>` when batched). */
  evalSet(files, dir, rowId2) {
    const inDir = files.filter((f) => dirOf(f.path) === dir);
    const metaFile = inDir.find((f) => base(f.path) === "meta_env.json");
    const resultFiles = inDir.filter((f) => /^results.*\.json$/.test(base(f.path)));
    if (!metaFile) {
      this.problem("missing-file", dir ? `${dir}/meta_env.json` : "meta_env.json");
      return;
    }
    const metaJson = this.json(metaFile);
    if (!metaJson.ok) return;
    const meta = evalMetaSchema().safeParse(metaJson.value);
    if (!meta.success) return this.problem("invalid", metaFile.path, issueText(meta.error));
    const newest = /* @__PURE__ */ new Map();
    for (const f of [...resultFiles].sort((x, y) => x.path.localeCompare(y.path))) {
      const j = this.json(f);
      if (!j.ok) continue;
      if (!j.value || typeof j.value !== "object" || !("lm_eval_version" in j.value)) continue;
      const r = lmEvalSchema().safeParse(j.value);
      if (!r.success) {
        this.problem("invalid", f.path, issueText(r.error));
        continue;
      }
      const group = /_conc(\d+)(?:_\d+)?\.json$/.exec(base(f.path))?.[1] ?? "";
      newest.set(group, { path: f.path, tasks: evalTasks(r.data) });
    }
    if (newest.size === 0)
      return this.problem("missing-file", dir ? `${dir}/results*.json` : "results*.json");
    for (const [group, r] of newest) {
      const conc2 = group ? Number(group) : concOf(meta.data.conc);
      const e = { ...this.source(r.path, rowId2), kind: "eval", meta: meta.data, tasks: r.tasks };
      if (conc2 !== void 0) e.conc = conc2;
      this.found.push(e);
    }
  }
};
var dirOf = (path) => path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
var concOf = (v) => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : void 0;
};
var jsonFiles = (a) => a.files.filter((f) => f.path.endsWith(".json"));
function readBmk(reader, a, rf) {
  const aggs = jsonFiles(a).filter((f) => base(f.path).startsWith("agg_"));
  if (aggs.length === 0) return reader.problem("missing-file", `agg_${rf}.json`);
  for (const f of aggs) {
    const j = reader.json(f);
    if (j.ok) reader.result(j.value, f.path);
  }
}
function readAgentic(reader, a, rf) {
  const files = jsonFiles(a);
  if (files.length === 0) return reader.problem("missing-file", `${rf}.json`);
  for (const f of files) {
    const j = reader.json(f);
    if (!j.ok) continue;
    if (j.value?.scenario_type !== "agentic-coding")
      reader.problem("invalid", f.path, 'scenario_type: expected "agentic-coding"');
    else reader.result(j.value, f.path);
  }
}
function readCollected(reader, a) {
  for (const f of jsonFiles(a)) {
    const j = reader.json(f);
    if (!j.ok) continue;
    const list3 = Array.isArray(j.value) ? j.value : [j.value];
    list3.forEach((v, i) => reader.result(v, Array.isArray(j.value) ? `${f.path}[${i}]` : f.path));
  }
}
function readGeneric(reader, a, rowId2) {
  const files = jsonFiles(a);
  const evalDirs = new Set(files.filter((f) => base(f.path) === "meta_env.json").map((f) => dirOf(f.path)));
  for (const f of files) {
    const name = base(f.path);
    if (evalDirs.has(dirOf(f.path)) && (name === "meta_env.json" || name.startsWith("results"))) continue;
    const j = reader.json(f);
    if (!j.ok) continue;
    const v = j.value;
    if (name === `${rowId2}.json` || v && typeof v === "object" && "row-id" in v) {
      const m = resultMarkerSchema().safeParse(v);
      if (!m.success) reader.problem("invalid", f.path, issueText(m.error));
      else if (m.data["row-id"] !== rowId2)
        reader.problem("invalid", f.path, `row-id: ${m.data["row-id"]} is not the artifact's row ${rowId2}`);
      else {
        const marker = { artifact: a.name, file: f.path, rowId: rowId2, kind: "marker" };
        if (a.attempt !== void 0) marker.attempt = a.attempt;
        if (m.data.status !== void 0) marker.status = m.data.status;
        reader.found.push(marker);
      }
    } else if (name.startsWith("agg_") || v && typeof v === "object" && "scenario_type" in v)
      reader.result(v, f.path, rowId2);
    else if (v && typeof v === "object" && "max_concurrency" in v) reader.raw(v, f.path, rowId2);
  }
  for (const dir of [...evalDirs].sort()) reader.evalSet(files, dir, rowId2);
}
function readOne(a, kind) {
  const reader = new Reader2(a);
  switch (kind.kind) {
    case "bmk":
      readBmk(reader, a, kind.rf);
      break;
    case "agentic":
      readAgentic(reader, a, kind.rf);
      break;
    case "eval":
      reader.evalSet(jsonFiles(a), commonDir(a, "meta_env.json"));
      break;
    case "collected":
      readCollected(reader, a);
      break;
    case "generic":
      readGeneric(reader, a, kind.rowId);
      break;
    case "other":
      break;
  }
  return { found: reader.found, problems: reader.problems };
}
function commonDir(a, name) {
  const p = a.files.find((f) => base(f.path) === name)?.path;
  return p === void 0 ? "" : dirOf(p);
}
function readArtifacts(artifacts) {
  const out = { found: [], problems: [] };
  for (const a of artifacts) {
    const kind = artifactKind(a.name);
    const generic = kind.kind === "generic" ? { ...a, attempt: a.attempt ?? kind.attempt } : a;
    const r = readOne(generic, kind);
    out.found.push(...r.found);
    out.problems.push(...r.problems);
  }
  return out;
}

// src/results/rows.ts
var k = (n) => typeof n === "number" && n % 1024 === 0 ? `${n / 1024}k` : String(n);
var bool3 = (v) => v === true || v === "true";
var int3 = (v, d = 1) => typeof v === "number" ? v : d;
function stage4(r, p) {
  return {
    "num-worker": int3(r[`${p}num_workers`]),
    tp: int3(r[`${p}tp`]),
    pp: int3(r[`${p}pp`]),
    "dcp-size": int3(r[`${p}dcp_size`]),
    "pcp-size": int3(r[`${p}pcp_size`]),
    ep: int3(r[`${p}ep`]),
    "dp-attn": bool3(r[`${p}dp_attention`])
  };
}
function rowOf(r, agentic) {
  const row = {
    image: r["image"],
    model: r["model"],
    "model-prefix": r["infmax_model_prefix"],
    precision: r["precision"],
    framework: r["framework"],
    runner: r["hw"],
    "spec-decoding": r["spec_decoding"] ?? "none"
  };
  if (!agentic) Object.assign(row, { isl: r["isl"], osl: r["osl"] });
  if (r["is_multinode"] === true) {
    Object.assign(row, { prefill: stage4(r, "prefill_"), decode: stage4(r, "decode_"), conc: [r["conc"]] });
  } else
    Object.assign(row, {
      tp: int3(r["tp"]),
      pp: int3(r["pp"]),
      "dcp-size": int3(r["dcp_size"]),
      "pcp-size": int3(r["pcp_size"]),
      ep: int3(r["ep"]),
      "dp-attn": bool3(r["dp_attention"]),
      conc: r["conc"]
    });
  if (!agentic) row["disagg"] = r["disagg"] === true;
  if (agentic) row["scenario-type"] = "agentic-coding";
  const fp = r["recipe_fingerprint"];
  if (typeof fp === "string" && /^[0-9a-f]{64}$/.test(fp)) row["recipe-fingerprint"] = fp;
  row["exp-name"] = `${String(r["infmax_model_prefix"])}_${agentic ? "agentic" : `${k(r["isl"])}${k(r["osl"])}`}`;
  return row;
}
function evalRowOf(meta) {
  const num6 = (v) => typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  const r = { ...meta, isl: num6(meta["isl"]), osl: num6(meta["osl"]), conc: num6(meta["conc"]) };
  const row = rowOf({ ...r, dp_attention: String(meta["dp_attention"]) }, false);
  return { ...row, "run-eval": true, "eval-only": true };
}
function rowsFromResults(found) {
  const rows = /* @__PURE__ */ new Map();
  const add = (row) => {
    const id = rowIdOf(row);
    if (!rows.has(id)) rows.set(id, row);
  };
  for (const f of found) {
    if (f.kind === "fixed") add(rowOf(f.agg, false));
    else if (f.kind === "agentic") add(rowOf(f.result, true));
    else if (f.kind === "eval") add(evalRowOf(f.meta));
  }
  return [...rows.values()];
}

// src/results/sweep.ts
function unplannedResults(artifacts) {
  const read = readArtifacts(artifacts);
  const found = read.found.filter((f) => f.kind !== "marker").map((f) => {
    if (f.kind === "raw") return f;
    const { rowId: _planned, ...rest } = f;
    return rest;
  });
  const matched = matchResults(rowsFromResults(found), found);
  return {
    rows: matched.rows,
    problems: [...read.problems, ...matched.problems],
    gpuFindings: checkGpuCounts(matched.rows)
  };
}

// src/report/results-format.ts
function num5(x) {
  if (x === void 0 || !Number.isFinite(x)) return "\u2014";
  const a = Math.abs(x);
  if (a >= 100) return x.toFixed(1);
  if (a >= 1) return x.toFixed(2);
  if (a === 0) return "0";
  return x.toPrecision(3);
}
var ms = (seconds) => seconds === void 0 ? "\u2014" : `${num5(seconds * 1e3)} ms`;
function pct(change) {
  if (change === void 0 || !Number.isFinite(change)) return "\u2014";
  const p = Math.abs(change * 100) < 0.05 ? 0 : change * 100;
  const text3 = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p >= 0 ? "+" : ""}${text3}%`;
}
var share = (x) => x === void 0 ? "\u2014" : `${(x * 100).toFixed(1)}%`;
function metricText(key, m) {
  const v = m[key];
  if (key === "median_e2el") return v === void 0 ? "\u2014" : `${num5(v)} s`;
  if (key === "cache_hit_rate") return share(v);
  if (/ttft|itl|tpot/.test(key)) return ms(v);
  return num5(v);
}
var withChange = (text3, v) => v?.change === void 0 ? text3 : `${text3} (${pct(v.change)})`;
function table(head, rows, align) {
  const cell = (c) => c.replace(/\|/g, "\\|").replace(/\n/g, " ");
  const sep = align ?? head.map((_, i) => i === 0 ? "---" : "---:").join("|");
  return [
    `| ${head.map(cell).join(" | ")} |`,
    `|${sep}|`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`)
  ].join("\n");
}
var plain = (s2) => s2.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]);

// src/report/results-chart.ts
var baseOf = (p, key) => p.verdict.metrics.find((m) => m.metric === key)?.base;
function chartPoints(g) {
  const pr = [];
  const base2 = [];
  for (const p of g.points) {
    const x = p.metrics.median_intvty;
    const y = p.metrics.tput_per_gpu;
    if (x !== void 0 && y !== void 0) pr.push({ conc: p.conc, x, y });
    const bx = baseOf(p, "median_intvty");
    const by = baseOf(p, "tput_per_gpu");
    if (bx !== void 0 && by !== void 0) base2.push({ conc: p.conc, x: bx, y: by });
  }
  return { pr, base: base2 };
}
var label = (x) => Number(x.toPrecision(3)).toString();
var quote = (s2) => `"${s2.replace(/"/g, "'")}"`;
function mermaidChart(g, lang) {
  const { pr, base: base2 } = chartPoints(g);
  if (!pr.length) return "";
  const cats = [
    ...pr.map((p) => ({ ...p, s: 0, name: rt("series.pr", lang) })),
    ...base2.map((p) => ({ ...p, s: 1, name: rt("series.base", lang) }))
  ].sort((a, b) => a.x - b.x || a.s - b.s);
  const series = (s2) => `[${cats.map((c) => c.s === s2 ? Number(c.y.toFixed(1)) : 0).join(", ")}]`;
  const lines = [
    "```mermaid",
    "xychart-beta",
    `  title ${quote(rt("chart.title", lang))}`,
    `  x-axis ${quote(`${rt("col.intvty", lang)} (tok/s/user)`)} [${cats.map((c) => quote(`${c.name} ${label(c.x)}`)).join(", ")}]`,
    `  y-axis ${quote(`${rt("col.tput", lang)} (tok/s/GPU)`)}`,
    `  bar ${series(0)}`
  ];
  if (base2.length) lines.push(`  bar ${series(1)}`);
  lines.push("```");
  return lines.join("\n");
}
function chartTable(g, lang) {
  const { pr, base: base2 } = chartPoints(g);
  const b = new Map(base2.map((p) => [p.conc, p]));
  const pr$ = rt("series.pr", lang);
  const base$ = rt("series.base", lang);
  return table(
    [
      rt("col.conc", lang),
      `${pr$} ${rt("col.intvty", lang)}`,
      `${pr$} ${rt("col.tput", lang)}`,
      `${base$} ${rt("col.intvty", lang)}`,
      `${base$} ${rt("col.tput", lang)}`
    ],
    pr.map((p) => [String(p.conc), num5(p.x), num5(p.y), num5(b.get(p.conc)?.x), num5(b.get(p.conc)?.y)])
  );
}

// src/report/results.ts
var verdictText = (v, lang) => rt(`verdict.${v}`, lang);
var mv = (p, k2) => p.verdict.metrics.find((m) => m.metric === k2);
function header(c, lang, o) {
  const points = c.groups.flatMap((g) => g.points);
  const count2 = (v) => String(points.filter((p) => p.verdict.verdict === v).length);
  const base2 = c.baseline === "published" ? rt(
    "baseline.published",
    lang,
    { branch: o.branch ?? "sweep-results", n: String(c.samples - 1) },
    false
  ) : rt(`baseline.${c.baseline}`, lang);
  const out = [`### ${rt("title", lang)}`, "", `**${rt("baseline", lang)}:** ${base2}`];
  if (c.baseline !== "none") {
    const tput = `${((o.thresholds ?? DEFAULT_THRESHOLDS).tput_per_gpu * 100).toFixed(0)}%`;
    out.push("", rt("rule", lang, { min: String(MIN_SAMPLES), tput }));
  }
  out.push(
    "",
    points.length ? rt("tally", lang, {
      points: String(points.length),
      worse: count2("worse"),
      better: count2("better"),
      noise: count2("within-noise"),
      none: count2("no-baseline")
    }) : rt("nothing", lang)
  );
  return out;
}
var capped = (items, limit, lang, line) => [
  ...items.slice(0, limit).flatMap(line),
  ...items.length > limit ? [rt("more", lang, { n: String(items.length - limit) })] : []
];
function gpuSection(c, lang, limit) {
  if (!c.gpuFindings.length) return [];
  const rows = c.gpuFindings.map((f) => [
    `\`${f.rowId}\``,
    String(f.conc),
    String(f.planGpus),
    String(f.resultGpus),
    num5(f.recorded),
    f.corrected === void 0 ? "\u2014" : `${num5(f.corrected)} (\xD7${f.factor.toFixed(2)})`
  ]);
  const head = ["row", "conc", "planGpus", "resultGpus", "recorded", "corrected"].map(
    (k2) => rt(`col.${k2}`, lang)
  );
  const shown = rows.slice(0, limit);
  return [
    "",
    `#### \u26A0\uFE0F ${rt("gpu.title", lang)}`,
    "",
    rt("gpu.explain", lang),
    "",
    table(head, shown),
    ...rows.length > limit ? [rt("more", lang, { n: String(rows.length - limit) })] : []
  ];
}
var tputCell = (p) => p.gpuFinding?.corrected !== void 0 ? `\u26A0\uFE0F ${num5(p.metrics.tput_per_gpu)} \u2192 ${num5(p.gpuFinding.corrected)}` : num5(p.metrics.tput_per_gpu);
function evalSection(c, lang, limit) {
  const lines = c.evals.flatMap(
    (e) => e.tasks.map((t) => [
      e.group,
      e.conc === void 0 ? "\u2014" : String(e.conc),
      t.task,
      share(taskAccuracy(t))
    ])
  );
  if (!lines.length) return [];
  const head = ["config", "conc", "task", "accuracy"].map((k2) => rt(`col.${k2}`, lang));
  return [
    "",
    `#### ${rt("evals.title", lang)}`,
    "",
    table(head, lines.slice(0, limit)),
    ...lines.length > limit ? [rt("more", lang, { n: String(lines.length - limit) })] : []
  ];
}
function rowsSection(c, lang, limit) {
  const bad = c.rows.filter((r) => r.state !== "measured");
  if (!bad.length) return [];
  const state = (r) => r.state === "partial" ? rt("state.partial", lang, { concs: r.missing.join(", ") }) : rt(`state.${r.state}`, lang);
  return [
    "",
    `<details><summary>${rt("rows.title", lang)} (${bad.length})</summary>`,
    "",
    ...capped(bad, limit, lang, (r) => [`- \`${r.rowId}\` ${plain(r.group)}: ${state(r)}`]),
    "",
    "</details>"
  ];
}
function problemSection(c, lang, limit) {
  if (!c.problems.length) return [];
  return [
    "",
    `<details><summary>${rt("problems.title", lang)} (${c.problems.length})</summary>`,
    "",
    ...capped(c.problems, limit, lang, (p) => [
      `- \`${p.artifact}${p.file ? `/${p.file}` : ""}\`: ${rt(`problem.${p.code}`, lang)}${p.detail ? ` \u2014 \`${p.detail.replace(/`/g, "'").slice(0, 200)}\`` : ""}`
    ]),
    "",
    "</details>"
  ];
}
function fullTable(g, lang) {
  const head = [
    "conc",
    "kind",
    "gpus",
    "tput",
    "output",
    "intvty",
    "ttft",
    "ttftTail",
    "itl",
    "itlTail",
    "e2el",
    "samples",
    "verdict"
  ].map((k2) => rt(`col.${k2}`, lang));
  const rows = g.points.map((p) => {
    const t = (k2) => withChange(metricText(k2, p.metrics), mv(p, k2));
    const tail = p.metrics.p99_ttft !== void 0 ? "p99_ttft" : "p90_ttft";
    return [
      String(p.conc),
      rt(`kind.${p.kind}`, lang),
      `${p.gpus}${p.gpuFinding ? ` \u26A0\uFE0F ${p.gpuFinding.planGpus}` : ""}`,
      withChange(tputCell(p), mv(p, "tput_per_gpu")),
      t("output_tput_per_gpu"),
      t("median_intvty"),
      t("median_ttft"),
      metricText(tail, p.metrics),
      t(p.metrics.median_itl !== void 0 ? "median_itl" : "median_tpot"),
      metricText(p.metrics.p90_itl !== void 0 ? "p90_itl" : "p90_tpot", p.metrics),
      metricText("median_e2el", p.metrics),
      String(p.base.length),
      verdictText(p.verdict.verdict, lang)
    ];
  });
  return table(head, rows, `${"---:|".repeat(head.length - 1)}---`);
}
function renderResultsSummary(c, lang, o = {}) {
  const out = [...header(c, lang, o).map((l) => l.replace(/^### .*/, `## ${rt("summaryTitle", lang)}`))];
  out.push(...gpuSection(c, lang, Number.POSITIVE_INFINITY));
  for (const g of c.groups) {
    out.push("", `### ${plain(g.name)} \u2014 ${verdictText(g.verdict, lang)}`, "", fullTable(g, lang));
    const m = g.verdict === "no-baseline" ? "" : mermaidChart(g, lang);
    if (m) out.push("", m, "", chartTable(g, lang));
  }
  const all = Number.POSITIVE_INFINITY;
  out.push(...evalSection(c, lang, all), ...rowsSection(c, lang, all), ...problemSection(c, lang, all));
  return out.join("\n") + "\n";
}

// src/cli/results-files.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var READ = /\.json$/;
function filesBelow(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of (0, import_node_fs.readdirSync)(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = (0, import_node_path.join)(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && READ.test(e.name))
        out.push({ path: (0, import_node_path.relative)(dir, p).split("\\").join("/"), text: (0, import_node_fs.readFileSync)(p, "utf8") });
    }
  };
  walk(dir);
  return out;
}
function readArtifactsDir(dir) {
  const entries = (0, import_node_fs.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const out = [];
  const loose = entries.filter((e) => e.isFile() && READ.test(e.name));
  if (loose.length)
    out.push({
      name: (0, import_node_path.basename)(dir),
      files: loose.map((e) => ({ path: e.name, text: (0, import_node_fs.readFileSync)((0, import_node_path.join)(dir, e.name), "utf8") }))
    });
  for (const e of entries)
    if (e.isDirectory()) out.push({ name: e.name, files: filesBelow((0, import_node_path.join)(dir, e.name)) });
  return out;
}

// src/dispatch/launcher-env.ts
var worker3 = (role) => {
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
  ...worker3("prefill"),
  ...worker3("decode")
];
var SETTING = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
var RESERVED = /^(?:PATH|HOME|SHELL|ENV|BASH_ENV|IFS|NODE_OPTIONS|LD_[A-Z_]*|DYLD_[A-Z_]*|GITHUB_[A-Z_]*|RUNNER_[A-Z_]*|ACTIONS_[A-Z_]*|HF_TOKEN|ROW_JSON|RESULTS_DIR)$/;
var get = (row, path) => path.split(".").reduce((v, k2) => v && typeof v === "object" ? v[k2] : void 0, row);
function render(v, f) {
  if (f === "json") return JSON.stringify(v);
  if (f === "bool") return v === true || v === "true" ? "true" : "false";
  if (f === "words" && Array.isArray(v)) return v.map(String).join(" ");
  return typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
}
function launcherEnv(row) {
  const env2 = {};
  const skipped = [];
  for (const f of LAUNCHER_ENV) {
    const v = get(row, f.field);
    if (v !== void 0 && v !== null) env2[f.env] = render(v, f.format);
  }
  const conc2 = row["conc"];
  const first = Array.isArray(conc2) ? conc2[0] : conc2;
  if (first !== void 0 && first !== null) env2["CONC"] = String(first);
  env2["IS_AGENTIC"] = row["scenario-type"] !== void 0 ? "1" : "0";
  const multi = row["prefill"] !== void 0;
  env2["IS_MULTINODE"] = multi ? "true" : "false";
  if (multi) {
    env2["SALLOC_TIME_LIMIT"] = "480";
    env2["ENROOT_IMPORT_TIME_LIMIT"] = "120";
  }
  for (const role of ["prefill", "decode"]) {
    const settings = get(row, `${role}.additional-settings`);
    if (!Array.isArray(settings)) continue;
    for (const s2 of settings) {
      const m = typeof s2 === "string" ? SETTING.exec(s2) : null;
      if (!m || m[2].includes("\n")) skipped.push(`${role}: '${String(s2)}' is not KEY=VAL on one line`);
      else if (RESERVED.test(m[1]) || LAUNCHER_ENV.some((f) => f.env === m[1]))
        skipped.push(`${role}: '${m[1]}' is reserved`);
      else env2[m[1]] = m[2];
    }
  }
  return { env: env2, skipped };
}
function githubEnvFile(env2) {
  return Object.entries(env2).map(([k2, v]) => {
    let d = "SWEEP_EOF";
    while (v.includes(d)) d += "_";
    return `${k2}<<${d}
${v}
${d}
`;
  }).join("");
}

// src/dispatch/inferencex-env.ts
var INFERENCEX_FIXED = {
  randomRangeRatio: "0.8",
  failedRequestThreshold: "0.10",
  resultDir: "/workspace/results",
  hfHubCache: "/mnt/hf_hub_cache/",
  duration: "3600",
  fastDuration: "1200"
};
var text2 = (v) => v === void 0 || v === null ? void 0 : typeof v === "object" ? JSON.stringify(v) : String(v);
var flag = (v) => v === true || v === "true" ? "true" : "false";
var worker4 = (row, role) => {
  const w = row[role];
  return w && typeof w === "object" && !Array.isArray(w) ? w : {};
};
function jobNames(row, runnerName) {
  const rf = resultFilename(row, runnerName);
  if (isMultiNodeRow(row)) return { RESULT_FILENAME: rf };
  const n = (k2) => Number(row[k2] ?? 1);
  return { RESULT_FILENAME: rf, GPU_COUNT: String(n("tp") * n("pp") * n("pcp-size")) };
}
function inferencexEnv(row, facts) {
  const { env: env2, skipped } = launcherEnv(row);
  const agentic = isAgenticRow(row);
  const multi = isMultiNodeRow(row);
  const set = (k2, v) => {
    if (v !== void 0) env2[k2] = v;
  };
  const backend2 = row["kv-offload-backend"];
  Object.assign(env2, {
    RUNNER_NAME: facts.runnerName,
    RUNNER_TYPE: text2(row["runner"]) ?? "",
    ...jobNames(row, facts.runnerName),
    SPEC_DECODING: text2(row["spec-decoding"]) ?? "none",
    DISAGG: agentic ? "false" : flag(row["disagg"]),
    RUN_EVAL: flag(row["run-eval"]),
    EVAL_ONLY: flag(row["eval-only"]),
    RECIPE_FINGERPRINT: text2(row["recipe-fingerprint"]) ?? "",
    RANDOM_RANGE_RATIO: text2(row["random-range-ratio"]) ?? INFERENCEX_FIXED.randomRangeRatio,
    ROUTER_METADATA: row["router"] ? JSON.stringify(row["router"]) : "",
    KV_P2P_TRANSFER: text2(row["kv-p2p-transfer"]) ?? "",
    REQUIRE_POWER: row["require-power"] === true ? "1" : "0",
    SCENARIO_TYPE: text2(row["scenario-type"]) ?? "fixed-seq-len",
    SCENARIO_SUBDIR: agentic ? "agentic/" : "fixed_seq_len/",
    IS_AGENTIC: agentic ? "1" : "0"
  });
  if (agentic) {
    Object.assign(env2, { ISL: "0", OSL: "0", MAX_MODEL_LEN: "0" });
    env2["KV_OFFLOADING"] = text2(row["kv-offloading"]) ?? "none";
    env2["KV_OFFLOAD_BACKEND"] = backend2 && typeof backend2 === "object" ? text2(backend2["name"]) ?? "" : "";
    env2["KV_OFFLOAD_BACKEND_METADATA"] = backend2 ? JSON.stringify(backend2) : "";
    env2["TOTAL_CPU_DRAM_GB"] = text2(row["total-cpu-dram-gb"]) ?? (multi ? "600" : "0");
    env2["DURATION"] = facts.agentxFast ? INFERENCEX_FIXED.fastDuration : text2(row["duration"]) ?? INFERENCEX_FIXED.duration;
    env2["AIPERF_EXPERIMENTAL_FAST"] = facts.agentxFast ? "1" : "0";
  }
  if (multi) {
    env2["IS_MULTINODE"] = "true";
    env2["POWER_PRODUCER_SHA"] = "";
    for (const role of ["prefill", "decode"]) {
      const w = worker4(row, role);
      const R = role.toUpperCase();
      env2[`${R}_HARDWARE`] = text2(w["hardware"]) ?? "";
      for (const [k2, name] of [
        ["pp", "PP_SIZE"],
        ["dcp-size", "DCP_SIZE"],
        ["pcp-size", "PCP_SIZE"]
      ])
        env2[`${R}_${name}`] = text2(w[k2]) ?? "1";
    }
  } else {
    env2["IS_MULTINODE"] = "false";
    set("CONC", text2(row["conc"]));
    for (const [k2, name] of [
      ["pp", "PP_SIZE"],
      ["dcp-size", "DCP_SIZE"],
      ["pcp-size", "PCP_SIZE"]
    ])
      env2[name] = text2(row[k2]) ?? "1";
    env2["DP_ATTENTION"] = flag(row["dp-attn"]);
    Object.assign(env2, {
      AIPERF_FAILED_REQUEST_THRESHOLD: INFERENCEX_FIXED.failedRequestThreshold,
      RESULT_DIR: INFERENCEX_FIXED.resultDir,
      HF_HUB_CACHE: INFERENCEX_FIXED.hfHubCache
    });
  }
  return { env: env2, skipped };
}
var INFERENCEX_ENV_DOC = [
  {
    env: "RUNNER_NAME",
    what: 'the runner\'s name (`b200-dgxc_03`); the root layout picks `runners/launch_<name up to "_">.sh` by it'
  },
  { env: "RUNNER_TYPE", what: "the runner label of the row (`b200`, `cluster:gb200-nv`)" },
  {
    env: "RESULT_FILENAME",
    what: "the result file's name without `.json`, as the reference builds it from the row and the runner name"
  },
  {
    env: "GPU_COUNT",
    what: "single-node: TP \xD7 PP \xD7 PCP, as the reference computes it; multi-node: the row's GPUs (all workers)"
  },
  {
    env: "IS_MULTINODE, IS_AGENTIC, SCENARIO_TYPE, SCENARIO_SUBDIR",
    what: "`true`/`false`, `1`/`0`, `fixed-seq-len` or `agentic-coding`, `fixed_seq_len/` or `agentic/`"
  },
  {
    env: "CONC, CONC_LIST",
    what: "single-node: the concurrency; multi-node: the list (space-separated) and its first value"
  },
  { env: "RANDOM_RANGE_RATIO", what: `the row's, else ${INFERENCEX_FIXED.randomRangeRatio}` },
  {
    env: "AIPERF_FAILED_REQUEST_THRESHOLD, RESULT_DIR, HF_HUB_CACHE",
    what: `single-node: ${INFERENCEX_FIXED.failedRequestThreshold}, \`${INFERENCEX_FIXED.resultDir}\`, \`${INFERENCEX_FIXED.hfHubCache}\``
  },
  {
    env: "ROUTER_METADATA, KV_P2P_TRANSFER, REQUIRE_POWER",
    what: "the router as JSON (or empty), the KV transfer engine, `1`/`0`"
  },
  {
    env: "KV_OFFLOADING, KV_OFFLOAD_BACKEND, KV_OFFLOAD_BACKEND_METADATA, TOTAL_CPU_DRAM_GB, DURATION, AIPERF_EXPERIMENTAL_FAST",
    what: `agentic: the offload mode, the backend's name and its JSON, the DRAM (default 0 single-node, 600 multi-node), ${INFERENCEX_FIXED.duration} s (${INFERENCEX_FIXED.fastDuration} with agentx-fast) and \`1\` with agentx-fast; ISL, OSL and MAX_MODEL_LEN are 0`
  },
  {
    env: "PREFILL_*, DECODE_*, POWER_PRODUCER_SHA",
    what: "multi-node: every worker field (PP, DCP, PCP default 1; HARDWARE empty when not given); the power producer empty"
  },
  {
    env: "HF_TOKEN, MODAL_TOKEN_ID, MODAL_TOKEN_SECRET",
    what: "the secrets passed to the benchmark jobs (launch step only)"
  }
];

// src/dispatch/row-step.ts
function rowStepEnv(row, launcher, o) {
  if (o.profile !== void 0 && o.profile !== launcher.profile)
    return {
      ok: false,
      error: `the sweep workflow runs the '${o.profile}' launcher profile, but ${o.configPath} at this revision sets '${launcher.profile}': run init again with --force so .github/workflows/sweep.yml passes the profile and its secrets, or set launcher.profile back to '${o.profile}'`
    };
  const warnings = [];
  const note = (skipped2) => warnings.push(...skipped2.map((s2) => `additional-settings not exported: ${s2}`));
  if (launcher.profile === "script") {
    const { env: env3, skipped: skipped2 } = launcherEnv(row);
    note(skipped2);
    return { ok: true, env: { ...env3, SWEEP_LAUNCHER: launcher.command }, warnings };
  }
  if (!o.runnerName)
    return { ok: false, error: "RUNNER_NAME is not set: the runner name is part of the result file name" };
  const { env: env2, skipped } = inferencexEnv(row, {
    runnerName: o.runnerName,
    ...o.agentxFast ? { agentxFast: true } : {}
  });
  note(skipped);
  const marker = {
    "row-id": rowIdOf(row),
    attempt: Number(o.attempt ?? 1) || 1,
    status: "success",
    "result-filename": env2["RESULT_FILENAME"],
    "runner-name": o.runnerName
  };
  return {
    ok: true,
    env: {
      ...env2,
      SWEEP_LAUNCHER: launcher.command,
      SWEEP_LAUNCH_DIR: o.layoutRoot || ".",
      SWEEP_RESULT_MARKER: JSON.stringify(marker)
    },
    warnings
  };
}

// src/cli/dispatch.ts
var HELP = `usage: sweep dispatch load-plan --plan FILE [--canary none|single|per-family] [--rows IDS] [--config FILE] [--out FILE]
       sweep dispatch expand --plan FILE --job JOB [--canary MODE] [--rows IDS] [--config FILE] [--out FILE]
       sweep dispatch row --plan FILE --id ROW_ID [--canary-row] [--out FILE] [--config FILE --env-out FILE
                          [--profile script|inferencex] [--runner-name NAME]]
       sweep dispatch collect --dir DIR --out FILE [--bmk-dir DIR --bmk-out FILE]
options: --max-rows-per-matrix N (\u2264256), --shards-per-family N (\u2264${MAX_SHARDS_PER_FAMILY})
  --config FILE   the repository config file (scheduler flags, runners.yaml, launcher); without it, or when
                  it does not exist, the defaults and the repository variables PRIORITY_SCHEDULER_ENABLED and
                  NODE_SLOT_SCHEDULER_ENABLED (environment) decide
  --env-out FILE  append the row's launcher environment and SWEEP_LAUNCHER to FILE ($GITHUB_ENV), as the
                  config file's launcher profile has it (inferencex: the reference's names, RESULT_FILENAME
                  and GPU_COUNT from the runner's name, --runner-name or $RUNNER_NAME)
  --profile P     the profile the workflow runs: a config file naming another one stops the job
  --rows IDS      a retry run: only these row ids (comma- or space-separated) run; empty: every row
  --bmk-out FILE  collect: also every JSON file under --bmk-dir (the bmk_* artifacts) as one list, as the
                  reference's collect tool writes agg_bmk.json
`;
var dispatch = async (argv, io) => {
  const [sub, ...rest] = argv;
  const { values } = (0, import_node_util.parseArgs)({
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
      "bmk-dir": { type: "string" },
      "bmk-out": { type: "string" },
      profile: { type: "string" },
      "runner-name": { type: "string" },
      "max-rows-per-matrix": { type: "string" },
      "shards-per-family": { type: "string" },
      rows: { type: "string", default: "" },
      help: { type: "boolean", default: false }
    }
  });
  if (values.help || !sub) {
    io.stdout(HELP);
    return sub ? 0 : 2;
  }
  if (sub === "collect") {
    const code = collect(values.dir, values.out, io);
    return code || !values["bmk-out"] ? code : collectBmkFiles(values["bmk-dir"], values["bmk-out"], io);
  }
  if (!values.plan) throw new UsageError("--plan is required");
  const canary = values.canary;
  if (canary !== "none" && canary !== "single" && canary !== "per-family")
    throw new UsageError(`bad --canary '${canary}'`);
  const opts = { canary };
  const rows = values.rows.split(/[\s,]+/).filter(Boolean);
  if (rows.some((id) => !/^[0-9a-f]{16}$/.test(id)))
    throw new UsageError(`bad --rows '${values.rows}': row ids are 16 hex characters`);
  if (rows.length) opts.rows = rows;
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
    const text3 = Object.entries(outputs).map(([k2, v]) => `${k2}=${v}
`).join("");
    if (values.out) (0, import_node_fs2.appendFileSync)((0, import_node_path2.resolve)(io.cwd, values.out), text3);
    else io.stdout(text3);
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
      if (values.out) (0, import_node_fs2.writeFileSync)((0, import_node_path2.resolve)(io.cwd, values.out), JSON.stringify(row));
      else io.stdout(`${JSON.stringify(row)}
`);
      if (values["env-out"]) {
        const step = rowStepEnv(row, repo.config.launcher, {
          ...values.profile !== void 0 ? { profile: values.profile } : {},
          ...optional("runnerName", values["runner-name"] ?? io.env["RUNNER_NAME"]),
          ...optional("attempt", io.env["GITHUB_RUN_ATTEMPT"]),
          agentxFast: io.env["AGENTX_FAST"] === "true",
          configPath: values.config ?? ".github/sweep.yml",
          layoutRoot: repo.config.layout.root
        });
        if (!step.ok) {
          io.stderr(`${step.error}
`);
          return 1;
        }
        for (const w of step.warnings) io.stderr(`warning: ${w}
`);
        (0, import_node_fs2.appendFileSync)((0, import_node_path2.resolve)(io.cwd, values["env-out"]), githubEnvFile(step.env));
      }
      return 0;
    }
    default:
      throw new UsageError(`unknown subcommand '${sub}'
${HELP}`);
  }
};
var optional = (key, value) => value ? { [key]: value } : {};
function count(values, name) {
  const text3 = values[name];
  if (typeof text3 !== "string") return void 0;
  if (!/^[1-9][0-9]*$/.test(text3))
    throw new UsageError(`--${name} must be a positive integer, got '${text3}'`);
  return Number(text3);
}
function readPlan(path, io) {
  let json;
  try {
    json = JSON.parse((0, import_node_fs2.readFileSync)((0, import_node_path2.resolve)(io.cwd, path), "utf8"));
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
  const root = (0, import_node_path2.resolve)(io.cwd, dir);
  const names = (0, import_node_fs2.existsSync)(root) ? (0, import_node_fs2.readdirSync)(root, { recursive: true }).filter((f) => f.endsWith(".json")).sort() : [];
  const { rows, problems } = collectResults(
    names.map((name) => ({ name, text: (0, import_node_fs2.readFileSync)((0, import_node_path2.join)(root, name), "utf8") }))
  );
  for (const p of problems) io.stderr(`${p}
`);
  (0, import_node_fs2.writeFileSync)((0, import_node_path2.resolve)(io.cwd, out), JSON.stringify(rows));
  io.stdout(`collected ${rows.length} rows from ${names.length} result files
`);
  const summary = io.env["GITHUB_STEP_SUMMARY"];
  if (summary && (0, import_node_fs2.existsSync)(root)) (0, import_node_fs2.appendFileSync)(summary, resultsSummary(root));
  return 0;
}
function resultsSummary(root) {
  const results = unplannedResults(readArtifactsDir(root));
  if (!results.rows.length && !results.problems.length) return "";
  return `
${renderResultsSummary(compareResults(results, void 0), "en")}`;
}
function collectBmkFiles(dir, out, io) {
  if (!dir) throw new UsageError("--bmk-out needs --bmk-dir");
  const root = (0, import_node_path2.resolve)(io.cwd, dir);
  const names = (0, import_node_fs2.existsSync)(root) ? (0, import_node_fs2.readdirSync)(root, { recursive: true }).filter((f) => f.endsWith(".json")) : [];
  const { list: list3, problems } = collectBmk(
    names.map((name) => ({ name, text: (0, import_node_fs2.readFileSync)((0, import_node_path2.join)(root, name), "utf8") }))
  );
  for (const p of problems) io.stderr(`${p}
`);
  (0, import_node_fs2.writeFileSync)((0, import_node_path2.resolve)(io.cwd, out), JSON.stringify(list3));
  io.stdout(`collected ${list3.length} bmk result files into ${out}
`);
  return 0;
}
function repoConfig(path, io) {
  const file2 = (0, import_node_path2.resolve)(io.cwd, path ?? ".github/sweep.yml");
  const root = /[\\/]\.github[\\/][^\\/]+$/.test(file2) ? (0, import_node_path2.resolve)(file2, "..", "..") : io.cwd;
  const read = (p) => {
    const abs = (0, import_node_path2.resolve)(root, p);
    return (0, import_node_fs2.existsSync)(abs) ? (0, import_node_fs2.readFileSync)(abs, "utf8") : void 0;
  };
  const rel = file2.slice(root.length + 1);
  const r = loadRepoConfig(read, (p) => (0, import_node_fs2.existsSync)((0, import_node_path2.resolve)(root, p)), rel);
  if (!r.config) return r.diagnostics.map((d) => `${formatDiagnostic(d)}
`).join("");
  return { config: r.config, root };
}
function routingFlags(c, env2) {
  return {
    priority: c.scheduler.priority ?? env2["PRIORITY_SCHEDULER_ENABLED"] === "true",
    nodeSlots: c.scheduler.nodeSlots ?? env2["NODE_SLOT_SCHEDULER_ENABLED"] === "true"
  };
}
function loadedRunners(c, root, io) {
  const abs = (0, import_node_path2.resolve)(root, c.layout.runners);
  if (!(0, import_node_fs2.existsSync)(abs)) return void 0;
  const r = loadRunners({ path: c.layout.runners, text: (0, import_node_fs2.readFileSync)(abs, "utf8") });
  for (const d of r.diagnostics) if (d.severity === "error") io.stderr(`${formatDiagnostic(d)}
`);
  return r.value;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  dispatch
});
