import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  bucketTable,
  bucketsOf,
  jobFor,
  minConc,
  rowIdOf,
  rowsOf,
  withBucket
} from "./chunk-GUUFHC2R.js";

// src/dispatch/canary.ts
function selectCanary(plan, mode, table = bucketTable) {
  const canaries = [];
  if (mode !== "none") {
    const rules = mode === "single" ? table.canary.filter((r) => r.family !== "multi-node") : table.canary;
    for (const rule of rules) {
      const pick = pickFrom(plan, rule.candidates);
      if (!pick) continue;
      const job = jobFor(pick.bucket, table)?.canaryJob;
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
    gates[c.job] = table.jobs.filter((j) => mode === "single" || j.family === c.family).map((j) => j.job);
  }
  return { canaries, remaining, gates };
}
function pickFrom(plan, candidates) {
  let best;
  for (const bucket of candidates) {
    for (const row of rowsOf(plan, bucket)) {
      if (row["run-eval"] === true) continue;
      const conc = minConc(row);
      if (!best || conc < best.conc) best = { bucket, row, conc };
    }
  }
  return best && { bucket: best.bucket, row: best.row };
}
function canaryBlocks(selection, failedJobs, table = bucketTable) {
  const sizes = new Map(bucketsOf(selection.remaining).map((b) => [b.bucket, b.rows.length]));
  return selection.canaries.filter((c) => failedJobs.includes(c.job)).map((canary) => {
    const gated = new Set(selection.gates[canary.job] ?? []);
    const blocked = table.jobs.filter((j) => gated.has(j.job) && (sizes.get(j.bucket) ?? 0) > 0).map((j) => ({ job: j.job, bucket: j.bucket, rows: sizes.get(j.bucket) ?? 0 }));
    const total = blocked.reduce((n, b) => n + b.rows, 0);
    const name = `${String(canary.row["exp-name"] ?? canary.rowId)} on ${String(canary.row["runner"])} conc ${JSON.stringify(canary.row["conc"])}`;
    const list = blocked.map((b) => `${b.bucket} (${b.rows})`).join(", ") || "nothing";
    return {
      canary,
      blocked,
      message: `canary ${canary.rowId} (${name}) failed; skipped ${total} rows: ${list}`
    };
  });
}

export {
  selectCanary,
  canaryBlocks
};
