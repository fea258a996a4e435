import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  diag
} from "./chunk-ITD6XYZ2.js";

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
var isAttachedLabel = (label) => label === "self-hosted" || /^ci-(?:job|attempt|skip-queue-pr|lease)-/.test(label);
function closeLabels(label, known) {
  const bare = label.replace(/^cluster:/, "");
  return known.filter((k) => k !== label && (k === `cluster:${bare}` || k === bare || k.includes(bare))).slice(0, 3);
}
function checkRoutes(rows, flags, runners, file = "runners.yaml") {
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
          `${who}: its job would wait for the runner label '${l}', which no runner in ${file} carries${record}`,
          {
            path: id,
            fix: `register runners with the label '${l}' and list them under labels: in ${file}, or change the config's runner to a label ${file} has${near.length ? ` (${near.map((n) => `'${n}'`).join(", ")}?)` : ""}`
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

export {
  ATTEMPT,
  jobLabels,
  runsOnInput,
  isAttachedLabel,
  checkRoutes
};
