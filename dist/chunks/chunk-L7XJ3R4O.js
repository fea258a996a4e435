import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  selectCanary
} from "./chunk-NMCPJN2H.js";
import {
  FLAT_BUCKETS,
  bucketTable,
  bucketsOf,
  canaryJobs,
  describeRow,
  rowCounts,
  rowIdOf,
  shardPlan,
  slotOutputs
} from "./chunk-GUUFHC2R.js";

// src/dispatch/outputs.ts
function loadPlanOutputs(plan, opts, table = bucketTable) {
  const sel = selectCanary(plan, opts.canary, table);
  const sp = shardPlan(sel.remaining, opts, table);
  const canaries = Object.fromEntries(canaryJobs(table).map((c) => [c.job, []]));
  for (const c of sel.canaries)
    canaries[c.job].push({ ...describeRow(c.row, opts.routing), "row-id": c.rowId });
  return {
    outputs: {
      rows: JSON.stringify(rowCounts(sp, table)),
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
function expandOutputs(plan, job, opts, table = bucketTable) {
  const sp = shardPlan(selectCanary(plan, opts.canary, table).remaining, opts, table);
  return slotOutputs(sp, job, opts.shardsPerFamily);
}
function findRow(plan, rowId, canary = false) {
  for (const b of bucketsOf(plan)) {
    const row = b.rows.find((r) => rowIdOf(r) === rowId);
    if (row) return canary ? { ...row, "run-eval": false } : row;
  }
  return void 0;
}

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

export {
  loadPlanOutputs,
  expandOutputs,
  findRow,
  collectResults
};
