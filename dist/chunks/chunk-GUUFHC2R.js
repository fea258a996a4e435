import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  jobLabels,
  runsOnInput
} from "./chunk-NZNYGAQE.js";
import {
  rowId
} from "./chunk-Y4EC4SXW.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

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
  for (const [k, rows] of Object.entries(plan.single_node)) out.push({ bucket: `single_node.${k}`, rows });
  for (const [k, rows] of Object.entries(plan.multi_node)) out.push({ bucket: `multi_node.${k}`, rows });
  for (const k of FLAT_BUCKETS) out.push({ bucket: k, rows: plan[k] });
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
var jobFor = (bucket, table = bucketTable) => table.jobs.find((j) => j.bucket === bucket);
function canaryJobs(table = bucketTable) {
  const out = /* @__PURE__ */ new Map();
  for (const j of table.jobs) if (j.canaryJob && !out.has(j.canaryJob)) out.set(j.canaryJob, j.template);
  return [...out].map(([job, template]) => ({ job, template }));
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
function shardPlan(plan, opts = {}, table = bucketTable) {
  const max = Math.min(opts.maxRowsPerMatrix ?? MAX_ROWS_PER_MATRIX, MAX_ROWS_PER_MATRIX);
  const slots = Math.min(opts.shardsPerFamily ?? DEFAULT_SHARDS_PER_FAMILY, MAX_SHARDS_PER_FAMILY);
  const shards = [];
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Map();
  for (const { bucket, rows } of bucketsOf(plan)) {
    if (rows.length === 0) continue;
    const job = jobFor(bucket, table);
    if (!job) {
      diagnostics.push(diag("error", "X-3", `bucket ${bucket} has no consuming job`, { path: bucket }));
      continue;
    }
    const count = Math.ceil(rows.length / max);
    if (count > slots) {
      diagnostics.push(
        diag("error", "X-5", `plan exceeds limits: ${bucket} needs ${count} shards (max ${slots})`, {
          path: bucket,
          fix: count <= MAX_SHARDS_PER_FAMILY ? `split the changelog entry or raise shards-per-family to ${count}` : `split the changelog entry (shards-per-family is at most ${MAX_SHARDS_PER_FAMILY})`
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
    for (let s = 0; s < count; s++) {
      const size = Math.floor(rows.length / count) + (s < rows.length % count ? 1 : 0);
      shards.push({ bucket, job: job.job, slot: s, rows: descriptors.slice(start, start + size) });
      start += size;
    }
  }
  return { shards, diagnostics };
}
function rowCounts(sp, table = bucketTable) {
  const counts = Object.fromEntries(table.jobs.map((j) => [j.job, 0]));
  for (const s of sp.shards) counts[s.job] = (counts[s.job] ?? 0) + s.rows.length;
  return counts;
}
function slotOutputs(sp, job, slots = DEFAULT_SHARDS_PER_FAMILY) {
  const out = {};
  for (let i = 0; i < slots; i++) {
    const shard = sp.shards.find((s) => s.job === job && s.slot === i);
    out[`slot_${i}`] = JSON.stringify(shard?.rows ?? []);
  }
  return out;
}

export {
  planSchema,
  FLAT_BUCKETS,
  bucketsOf,
  rowsOf,
  withBucket,
  rowIdOf,
  minConc,
  bucketTable,
  jobFor,
  canaryJobs,
  MAX_SHARDS_PER_FAMILY,
  describeRow,
  plannedRoutes,
  shardPlan,
  rowCounts,
  slotOutputs
};
