import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rulesHint
} from "./chunk-PX32GHAX.js";
import {
  curveDiffFromGit
} from "./chunk-2EF6U6PB.js";
import "./chunk-PBOYWFAS.js";
import "./chunk-X4HZRWB4.js";
import "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import {
  formatDiagnosticLine
} from "./chunk-ITD6XYZ2.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/plan-diff.ts
async function planDiff(run, opts, io) {
  const fail = (ds) => {
    for (const d of ds) io.stderr(formatDiagnosticLine(d) + "\n");
    const hint = rulesHint(ds);
    if (hint) io.stderr(hint + "\n");
    return 1;
  };
  if (!run.ok) return fail(run.diagnostics);
  if (run.outcome !== "entries") {
    io.stdout("no changelog entry appended: no curves to compare\n");
    return 0;
  }
  const r = await curveDiffFromGit(opts.repo, opts.refs, opts.paths, run.plan.changelog_metadata.entries);
  if (!r.diff) return fail(r.diagnostics);
  io.stdout(
    curveDiffText(
      r.diff,
      `${r.baseSha.slice(0, 12)} (merge base of ${opts.refs.base} and ${opts.refs.head})`
    )
  );
  return 0;
}
var show = (v) => v === void 0 ? "(none)" : typeof v === "string" ? v : JSON.stringify(v);
function changesText(changes) {
  const byAspect = /* @__PURE__ */ new Map();
  for (const c of changes) {
    const what = c.field === c.aspect ? "" : `${c.field} `;
    byAspect.set(c.aspect, [...byAspect.get(c.aspect) ?? [], `${what}${show(c.base)} \u2192 ${show(c.head)}`]);
  }
  return [...byAspect].map(([a, xs]) => `${a}: ${xs.join(", ")}`).join("; ");
}
function curveLine(c) {
  const detail = c.status === "changed" ? changesText(c.changes) : c.status === "extended" ? `conc ${c.addedPoints.map((p) => `+${p}`).join(" ")}` : c.status === "new" ? `conc ${c.head.points.join(" ")}` : c.status === "removed" ? `conc ${c.base.points.join(" ")}` : "";
  const dropped = c.status !== "removed" && c.removedPoints.length ? ` (conc ${c.removedPoints.map((p) => `\u2212${p}`).join(" ")})` : "";
  return `  ${c.status.padEnd(9)}  ${c.scenario.padEnd(7)}  ${c.label}${detail ? `: ${detail}` : ""}${dropped}`;
}
function curveDiffText(diff, against) {
  const counts = ["new", "changed", "extended", "unchanged", "removed"].filter((s) => diff.counts[s] > 0).map((s) => `${diff.counts[s]} ${s}`).join(", ");
  const out = [`curves against ${against}: ${counts || "none"}`];
  for (const k of diff.keys) {
    const what = k.status === "new" ? "new config" : k.status;
    out.push("", `${k.key}: ${what}${k.appendOnly ? " (append-only)" : ""}`);
    for (const c of diff.curves.filter((x) => x.key === k.key)) out.push(curveLine(c));
  }
  return out.join("\n") + "\n";
}
export {
  changesText,
  curveDiffText,
  planDiff
};
