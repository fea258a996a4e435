import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  RepoConfigSchema,
  resolveRepoConfig
} from "./chunk-UR3A2QYV.js";
import {
  selectCanary
} from "./chunk-PPZEEM5I.js";
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
} from "./chunk-DADXT5R6.js";
import {
  schemaFindings,
  toDiagnostic
} from "./chunk-LU4MOE5C.js";
import {
  parseYaml
} from "./chunk-SNYATLBY.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";

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

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;
function parseRepoConfig(text, path) {
  if (text.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag("error", "RC-1", `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1
        })
      ]
    };
  const parsed = parseYaml(text, path, { version: "1.2" });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const value = parsed.value ?? {};
  const findings = schemaFindings(RepoConfigSchema, value, [], () => "RC-2");
  diagnostics.push(
    ...findings.map((f) => toDiagnostic(f, parsed)).sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  );
  if (findings.length) return { diagnostics };
  return { file: RepoConfigSchema.parse(value), diagnostics };
}
function loadRepoConfig(read, exists, path) {
  const text = read(path);
  if (text === void 0) return { config: resolveRepoConfig(void 0, exists), diagnostics: [] };
  const loaded = parseRepoConfig(text, path);
  if (!loaded.file) return { diagnostics: loaded.diagnostics };
  return { config: resolveRepoConfig(loaded.file, exists), diagnostics: loaded.diagnostics };
}

export {
  loadPlanOutputs,
  expandOutputs,
  findRow,
  collectResults,
  loadRepoConfig
};
