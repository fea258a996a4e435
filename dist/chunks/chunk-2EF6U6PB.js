import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  masterKeysOf,
  resolveEntries
} from "./chunk-PBOYWFAS.js";
import {
  SCENARIOS,
  declaredGpus,
  generateTestConfig,
  seqLenName,
  topologyOf
} from "./chunk-X4HZRWB4.js";
import {
  PRIORITY_KEYS,
  PRODUCT_ROW_KEYS,
  loadMasterConfigs,
  loadRunners,
  recipeFingerprint
} from "./chunk-Y4EC4SXW.js";
import {
  canonicalJson
} from "./chunk-T2UACYH5.js";
import {
  GitError,
  readFilesAtRef,
  resolveGateRefs
} from "./chunk-BO4ALB5V.js";
import {
  diag,
  hasErrors
} from "./chunk-ITD6XYZ2.js";

// src/plan/curve-diff.ts
var CURVE_STATUSES = ["new", "changed", "extended", "unchanged", "removed"];
var NOT_CURVE = /* @__PURE__ */ new Set([
  "conc",
  "exp-name",
  "recipe-fingerprint",
  "run-eval",
  "eval-only",
  "eval-all-concs",
  "eval-conc",
  ...PRODUCT_ROW_KEYS,
  ...PRIORITY_KEYS
]);
function curveOf(row) {
  const out = {};
  for (const k in row) {
    if (NOT_CURVE.has(k) || row[k] === null || row[k] === void 0) continue;
    const v = row[k];
    if ((k === "prefill" || k === "decode") && v && typeof v === "object" && !Array.isArray(v)) {
      const { "additional-settings": s, ...rest } = v;
      out[k] = Array.isArray(s) && s.length === 0 ? rest : v;
    } else out[k] = v;
  }
  return out;
}
var scenarioOf = (row) => row["scenario-type"] === "agentic-coding" ? "agentic" : seqLenName(row.isl, row.osl);
var shapeOf = (row) => row.prefill && typeof row.prefill === "object" ? "multi-node" : "single-node";
var pointsOf = (row) => (Array.isArray(row.conc) ? row.conc : [row.conc]).filter((c) => typeof c === "number");
function foldCurves(rows) {
  const byText = /* @__PURE__ */ new Map();
  for (const { key, row } of rows) {
    const body = curveOf(row);
    const scenario = scenarioOf(row);
    const shape = shapeOf(row);
    const text = `${key}\0${canonicalJson(body)}`;
    let c = byText.get(text);
    if (!c) {
      const fp = row["recipe-fingerprint"];
      c = {
        key,
        group: `${key}\0${scenario}\0${shape}`,
        scenario,
        shape,
        runner: String(row.runner ?? ""),
        body,
        text,
        fingerprint: typeof fp === "string" ? fp : recipeFingerprint(row),
        points: /* @__PURE__ */ new Set(),
        order: byText.size
      };
      byText.set(text, c);
    }
    for (const p of pointsOf(row)) c.points.add(p);
  }
  return [...byText.values()];
}
var ASPECTS = [
  [/^image$/, "image"],
  [/^(model|model-prefix)$/, "model"],
  [/^precision$/, "precision"],
  [/^framework$/, "framework"],
  [/^runner$/, "runner"],
  [
    /^((prefill|decode)\.)?(tp|pp|ep|dp-attn|dcp-size|pcp-size|num-worker)$|^disagg$|^num-nodes$/,
    "parallelism"
  ],
  [/^(prefill|decode)\.additional-settings$/, "additional-settings"],
  [/^(eval-)?srt-recipe$/, "recipe"],
  [/^(prefill|decode)\.hardware$/, "hardware"],
  [/^spec-decoding$/, "spec-decoding"],
  [/(^|\.)router$/, "router"],
  [/(^|\.)kv-p2p-transfer$/, "kv-transfer"],
  [/^(kv-offloading|kv-offload-backend|total-cpu-dram-gb)$/, "kv-offloading"]
];
var aspectOf = (field) => ASPECTS.find(([re]) => re.test(field))?.[1] ?? "other";
function fieldChanges(base, head, prefix = "") {
  const out = [];
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(head), ...Object.keys(base)])];
  for (const k of keys) {
    const b = base[k], h = head[k];
    const field = prefix + k;
    if (isRecord(b) && isRecord(h)) out.push(...fieldChanges(b, h, `${field}.`));
    else if (canonicalJson(b ?? null) !== canonicalJson(h ?? null))
      out.push({ field, aspect: aspectOf(field), base: b, head: h });
  }
  return out;
}
function diffCurves(head, base, opts = {}) {
  const headCurves = foldCurves(head);
  const baseCurves = foldCurves(base);
  const baseKeys = opts.baseKeys ?? new Set(base.map((r) => r.key));
  const appendOnly = (k) => opts.appendOnlyKeys?.has(k) ?? false;
  const baseByText = new Map(baseCurves.map((c) => [c.text, c]));
  const matched = /* @__PURE__ */ new Map();
  for (const h of headCurves) {
    const b = baseByText.get(h.text);
    if (b) matched.set(h, b);
  }
  const usedBase = new Set(matched.values());
  const candidates = [];
  for (const h of headCurves) {
    if (matched.has(h)) continue;
    for (const b of baseCurves)
      if (!usedBase.has(b) && b.group === h.group)
        candidates.push({ h, b, d: fieldChanges(b.body, h.body).length });
  }
  candidates.sort((x, y) => x.d - y.d || x.h.order - y.h.order || x.b.order - y.b.order);
  const paired = /* @__PURE__ */ new Map();
  for (const { h, b } of candidates) {
    if (paired.has(h) || usedBase.has(b)) continue;
    paired.set(h, b);
    usedBase.add(b);
  }
  const curves = [];
  const keyOrder = [...new Set([...headCurves, ...baseCurves].map((c) => c.key))];
  for (const key of keyOrder) {
    for (const h of headCurves.filter((c) => c.key === key)) {
      const same = matched.get(h);
      const b = same ?? paired.get(h);
      const added = b ? [...h.points].filter((p) => !b.points.has(p)) : [];
      const removed = b ? [...b.points].filter((p) => !h.points.has(p)) : [];
      const changes = b && !same ? fieldChanges(b.body, h.body) : [];
      const status = !b ? "new" : !same ? "changed" : added.length ? "extended" : "unchanged";
      curves.push(
        entry(h, status, { head: h, ...b ? { base: b } : {} }, changes, added, removed, appendOnly(key))
      );
    }
    for (const b of baseCurves.filter((c) => c.key === key && !usedBase.has(c)))
      curves.push(entry(b, "removed", { base: b }, [], [], [], appendOnly(key)));
  }
  const keys = keyOrder.map((key) => ({
    key,
    status: !baseKeys.has(key) ? "new" : curves.some((c) => c.key === key && c.status !== "unchanged") ? "changed" : "unchanged",
    appendOnly: appendOnly(key)
  }));
  const counts = Object.fromEntries(CURVE_STATUSES.map((s) => [s, 0]));
  for (const c of curves) counts[c.status] += 1;
  return { keys, curves, counts };
}
function entry(c, status, sides, changes, addedPoints, removedPoints, appendOnly) {
  const side = (x) => ({
    fingerprint: x.fingerprint,
    points: [...x.points].sort((a, b) => a - b)
  });
  return {
    status,
    key: c.key,
    scenario: c.scenario,
    shape: c.shape,
    runner: c.runner,
    label: describeCurve(c.body),
    ...sides.head ? { head: side(sides.head) } : {},
    ...sides.base ? { base: side(sides.base) } : {},
    changes,
    aspects: [...new Set(changes.map((x) => x.aspect))],
    addedPoints: addedPoints.sort((a, b) => a - b),
    removedPoints: removedPoints.sort((a, b) => a - b),
    appendOnly
  };
}
var stageText = (s, withWorkers) => [
  `${withWorkers ? `${s.numWorker}\xD7` : ""}tp${s.tp}`,
  s.pp > 1 ? `pp${s.pp}` : "",
  s.pcp > 1 ? `pcp${s.pcp}` : "",
  s.dcp > 1 ? `dcp${s.dcp}` : "",
  s.ep > 1 ? `ep${s.ep}` : "",
  s.dpAttn ? "dp-attn" : ""
].filter(Boolean).join(" ");
function describeCurve(curve) {
  const t = topologyOf(curve);
  const parts = [];
  if (!t) parts.push("(no topology)");
  else if (t.kind === "single") parts.push(stageText(t.stages[0], false));
  else if (t.kind === "agg")
    parts.push(`aggregated ${stageText(t.stages[0], true)} (${declaredGpus(t)} GPUs)`);
  else parts.push(t.stages.map((s) => `${s.role} ${stageText(s, true)}`).join(", "));
  const spec = curve["spec-decoding"];
  if (typeof spec === "string" && spec !== "none") parts.push(`spec ${spec}`);
  const kv = curve["kv-offloading"];
  if (typeof kv === "string" && kv !== "none") parts.push(`kv offload ${kv}`);
  return parts.join(", ");
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/action/curve-diff-git.ts
function selection(entries, masterKeys) {
  const planEntries = entries.map((entry2, i) => ({ index: i + 1, line: 1, entry: entry2 }));
  const resolved = resolveEntries(planEntries, masterKeys);
  const keys = /* @__PURE__ */ new Map();
  const appendOnly = /* @__PURE__ */ new Set();
  for (const e of planEntries) {
    const scenarios = e.entry["scenario-type"] ?? [...SCENARIOS];
    for (const k of resolved.keys.get(e.index) ?? []) {
      keys.set(k, [.../* @__PURE__ */ new Set([...keys.get(k) ?? [], ...scenarios])]);
      if (e.entry["append-only"] === true) appendOnly.add(k);
    }
  }
  return { keys, appendOnly, diagnostics: resolved.diagnostics.filter((d) => d.severity === "error") };
}
function plannedRows(masters, runnersFile, keys) {
  const runners = loadRunners(runnersFile);
  const configs = loadMasterConfigs(masters, { only: (k) => keys.has(k), runners: runners.value });
  const diagnostics = [...runners.diagnostics, ...configs.diagnostics].filter((d) => d.severity === "error");
  const rows = [];
  for (const [key, scenarioType] of keys) {
    if (!configs.value.entries.has(key)) continue;
    const r = generateTestConfig(
      configs.value,
      runners.value,
      { configKeys: [key], scenarioType },
      { mode: "none", allEvals: false }
    );
    diagnostics.push(...r.diagnostics.filter((d) => d.severity === "error"));
    r.rows.forEach((row, i) => rows.push({ key: r.configKeys?.[i] ?? key, row }));
  }
  return { rows, diagnostics };
}
function curveDiffFromTexts(t) {
  const headKeys = t.head.masters.flatMap((f) => masterKeysOf(f));
  const sel = selection(t.entries, headKeys);
  if (sel.diagnostics.length) return { diagnostics: sel.diagnostics };
  const head = plannedRows(t.head.masters, t.head.runners, sel.keys);
  const baseMasters = t.base.masters.filter((m) => m !== null);
  const baseKeySet = new Set(baseMasters.flatMap((f) => masterKeysOf(f)));
  const atBase = new Map([...sel.keys].filter(([k]) => baseKeySet.has(k)));
  const base = plannedRows(baseMasters, t.base.runners ?? t.head.runners, atBase);
  const diagnostics = [
    ...head.diagnostics,
    ...base.diagnostics.map((d) => ({ ...d, message: `at the base revision: ${d.message}` }))
  ];
  if (hasErrors(diagnostics)) return { diagnostics };
  return {
    diff: diffCurves(head.rows, base.rows, { baseKeys: baseKeySet, appendOnlyKeys: sel.appendOnly }),
    diagnostics
  };
}
async function curveDiffFromGit(repo, refs, paths, entries) {
  const files = [...paths.masters, paths.runners];
  let baseSha;
  let head;
  let base;
  try {
    const r = await resolveGateRefs(repo, refs);
    baseSha = r.base;
    [head, base] = await Promise.all([
      readFilesAtRef(repo, r.head, files),
      readFilesAtRef(repo, baseSha, files)
    ]);
  } catch (e) {
    if (e instanceof GitError) return { diagnostics: [e.diagnostic] };
    throw e;
  }
  const missing = files.filter((p) => head.get(p) === null);
  if (missing.length)
    return {
      diagnostics: missing.map(
        (p) => p === paths.runners ? diag("error", "VR-1", `Runner config file '${p}' does not exist.`, { file: p }) : diag("error", "VL-1", `Input file '${p}' does not exist.`, { file: p })
      )
    };
  const file = (m, path) => {
    const text = m.get(path);
    return text === null || text === void 0 ? null : { path, text };
  };
  const result = curveDiffFromTexts({
    entries,
    head: { masters: paths.masters.map((p) => file(head, p)), runners: file(head, paths.runners) },
    base: { masters: paths.masters.map((p) => file(base, p)), runners: file(base, paths.runners) }
  });
  return { ...result, baseSha };
}

export {
  curveOf,
  describeCurve,
  curveDiffFromGit
};
