import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  applyBaseline,
  checkClosure,
  checkItemsTopology,
  checkLanes,
  loadLanes,
  parseBaseline,
  resolveRow,
  withClusterRecords
} from "./chunk-ZMADMVZ7.js";
import {
  SCENARIOS,
  clustersOf,
  declaredGpus,
  generateTestConfig,
  isPattern,
  matchKeys,
  seqLenName,
  topologyOf
} from "./chunk-HPTPAUZ7.js";
import {
  selectCanary
} from "./chunk-IWWBXKYJ.js";
import {
  PlanSchema,
  bucketsOf,
  minConc,
  plannedRoutes,
  rowIdOf,
  shardPlan
} from "./chunk-SMEQWLJB.js";
import {
  checkRoutes
} from "./chunk-FXH4QCHV.js";
import {
  PRIORITY_KEYS,
  PRODUCT_ROW_KEYS,
  loadCiPriority,
  loadMasterConfigs,
  loadRunners,
  recipeFingerprint,
  scanTopLevel,
  sliceTopLevelEntries
} from "./chunk-F7PLAOLG.js";
import {
  gateChangelog
} from "./chunk-LMZHSL2G.js";
import {
  GitError,
  catFileBatch,
  findLayoutAtRef,
  git,
  gitSync,
  readFilesAtRef,
  resolveGateRefs
} from "./chunk-KIJCXMGL.js";
import {
  ROOT_LAYOUT,
  _enum,
  array,
  boolean,
  canonicalJson,
  diag,
  hasErrors,
  labelKind,
  number,
  object,
  parseYaml,
  primaryParams,
  record,
  sha256Hex,
  string
} from "./chunk-7NGZCNUF.js";

// src/plan/pr-output.ts
var CONSUMED_FIXED_BUCKETS = ["1k1k", "8k1k", "agentic"];
var isMultiNode = (r) => "prefill" in r;
var isAgentic = (r) => r["scenario-type"] === "agentic-coding";
function bucketOf(row, kind) {
  if (kind === "eval") {
    const b = isMultiNode(row) ? isAgentic(row) ? "multinode_agentic_evals" : "multinode_evals" : isAgentic(row) ? "agentic_evals" : "evals";
    return b;
  }
  const family = isMultiNode(row) ? "multi_node" : "single_node";
  return `${family}.${isAgentic(row) ? "agentic" : seqLenName(row.isl, row.osl)}`;
}
function toOutputRow(row, kind) {
  const out = {};
  for (const k in row) {
    const v = row[k];
    if (v === null || v === void 0 || PRODUCT_ROW_KEYS.includes(k)) continue;
    out[k] = typeof v === "object" && hasNull(v) ? dropNulls(v) : v;
  }
  if (kind === "eval") out["eval-only"] = true;
  for (const w of ["prefill", "decode"]) {
    const worker = out[w];
    if (worker && typeof worker === "object" && !("additional-settings" in worker))
      out[w] = { ...worker, "additional-settings": [] };
  }
  if (!isAgentic(out)) {
    if (!("eval-only" in out)) out["eval-only"] = false;
    if (isMultiNode(out) && !("eval-all-concs" in out)) out["eval-all-concs"] = false;
  }
  return out;
}
function hasNull(v) {
  if (v === null) return true;
  if (typeof v !== "object") return false;
  for (const x of Array.isArray(v) ? v : Object.values(v)) if (hasNull(x)) return true;
  return false;
}
function dropNulls(v) {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (v && typeof v === "object") {
    const out = {};
    for (const [k, x] of Object.entries(v)) if (x !== null && x !== void 0) out[k] = dropNulls(x);
    return out;
  }
  return v;
}
function withoutKeys(row, keys) {
  const out = {};
  for (const [k, v] of Object.entries(row)) if (!keys.includes(k)) out[k] = v;
  return out;
}
function emptyPlan(baseRef, headRef) {
  return {
    single_node: {},
    multi_node: {},
    evals: [],
    agentic_evals: [],
    multinode_evals: [],
    multinode_agentic_evals: [],
    changelog_metadata: { base_ref: baseRef, head_ref: headRef, entries: [] }
  };
}
function pushToBucket(plan, bucket, row) {
  const dot = bucket.indexOf(".");
  if (dot < 0) {
    plan[bucket].push(row);
    return;
  }
  const family = plan[bucket.slice(0, dot)];
  (family[bucket.slice(dot + 1)] ??= []).push(row);
}
function bucketsOf2(plan) {
  const out = [];
  for (const family of ["single_node", "multi_node"]) {
    for (const [k, rows] of Object.entries(plan[family])) out.push([`${family}.${k}`, rows]);
  }
  for (const b of ["evals", "agentic_evals", "multinode_evals", "multinode_agentic_evals"])
    out.push([b, plan[b]]);
  return out;
}
function toInferenceX(plan) {
  const strip = (rows) => rows.map((r) => withoutKeys(r, PRODUCT_ROW_KEYS));
  const fam = (f) => Object.fromEntries(Object.entries(f).map(([k, rows]) => [k, strip(rows)]));
  return {
    single_node: fam(plan.single_node),
    multi_node: fam(plan.multi_node),
    evals: strip(plan.evals),
    agentic_evals: strip(plan.agentic_evals),
    multinode_evals: strip(plan.multinode_evals),
    multinode_agentic_evals: strip(plan.multinode_agentic_evals),
    changelog_metadata: plan.changelog_metadata
  };
}

// src/plan/pr-append.ts
var eq = (a, b) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
var rec = (v) => v && typeof v === "object" && !Array.isArray(v) ? v : {};
function checkAppendScope(base2, head, scope, where) {
  const out = [];
  const err = (message) => out.push(diag("error", "P-13", message, { file: where.file, line: where.line, col: 1 }));
  const missing = [...scope.selected.keys()].filter((k) => !base2.has(k));
  if (missing.length)
    err(
      `append-only requires every selected config to exist in the base revision; missing: ${list(missing)}`
    );
  const changed = [.../* @__PURE__ */ new Set([...base2.keys(), ...head.keys()])].filter(
    (k) => !scope.selected.has(k) && !scope.regular?.has(k) && (!base2.has(k) || !head.has(k) || !eq(base2.get(k), head.get(k)))
  );
  if (changed.length)
    err(`append-only PR changed configs not selected by its changelog entry: ${list(changed)}`);
  for (const [key, scenarios] of scope.selected) {
    if (!base2.has(key) || !head.has(key)) continue;
    const b = rec(base2.get(key));
    const h = rec(head.get(key));
    const bs = rec(b.scenarios);
    const hs = rec(h.scenarios);
    const present = (s) => SCENARIOS.filter((k) => k in s).join(",");
    if (present(bs) !== present(hs) || Object.keys(bs).length !== Object.keys(hs).length) {
      err(`append-only added or removed a scenario in config '${key}'`);
      continue;
    }
    const unselected = SCENARIOS.filter((s) => s in bs && !scenarios.includes(s));
    const { scenarios: _b, ...bTop } = b;
    const { scenarios: _h, ...hTop } = h;
    if (unselected.length && !eq(bTop, hTop)) {
      err(
        `append-only changed config-wide fields that can affect scenarios outside its changelog scope: '${key}'`
      );
    }
    for (const s of unselected) {
      if (!eq(bs[s], hs[s]))
        err(`append-only changed a scenario outside its changelog scope: '${key}' / '${s}'`);
    }
  }
  return out;
}
function curveKey(row) {
  const {
    conc: _c,
    "exp-name": _e,
    "recipe-fingerprint": _f,
    "row-id": _i,
    "gpu-count": _g,
    "node-count": _n,
    ...rest
  } = row;
  return canonicalJson(rest);
}
var concsOf = (row) => Array.isArray(row.conc) ? row.conc : [row.conc];
var validConc = (c) => typeof c === "number" && Number.isInteger(c) && c > 0;
function seriesKey(row) {
  const agentic = row["scenario-type"] === "agentic-coding";
  const worker = (w) => rec(w).hardware ?? null;
  return canonicalJson([
    row.model,
    row["model-prefix"],
    row.precision,
    row.framework,
    row.runner,
    row.disagg ?? false,
    agentic,
    agentic ? null : [row.isl, row.osl, row["spec-decoding"] ?? "none"],
    (row["kv-offloading"] ?? "none") !== "none",
    [worker(row.prefill), worker(row.decode)]
  ]);
}
function appendOnlyDelta(baseRows, headRows, where) {
  const diagnostics = [];
  const err = (message) => diagnostics.push(diag("error", "P-14", message, { file: where.file, line: where.line, col: 1 }));
  for (const r of [...baseRows, ...headRows]) {
    const bad = concsOf(r).find((c) => !validConc(c));
    if (bad !== void 0) {
      err(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(bad)}`);
      return { rows: [], diagnostics };
    }
  }
  if (baseRows.length === 0) {
    err("append-only requires an existing curve in the base revision");
    return { rows: [], diagnostics };
  }
  const points = (rows2) => {
    const m = /* @__PURE__ */ new Map();
    for (const r of rows2) {
      const k = curveKey(r);
      const s = m.get(k) ?? /* @__PURE__ */ new Set();
      for (const c of concsOf(r)) s.add(c);
      m.set(k, s);
    }
    return m;
  };
  const base2 = points(baseRows);
  const head = points(headRows);
  const lost = [];
  for (const [k, concs] of base2) {
    const h = head.get(k);
    if (!h) {
      err("append-only may not remove or modify existing generated recipes");
      return { rows: [], diagnostics };
    }
    for (const c of concs) if (!h.has(c)) lost.push(c);
  }
  if (lost.length) {
    err(`append-only may not remove existing concurrency points: [${lost.join(", ")}]`);
    return { rows: [], diagnostics };
  }
  const images = /* @__PURE__ */ new Map();
  for (const r of baseRows) {
    const s = images.get(seriesKey(r)) ?? /* @__PURE__ */ new Set();
    s.add(r.image ?? null);
    images.set(seriesKey(r), s);
  }
  const rows = [];
  const seen = /* @__PURE__ */ new Set();
  let orphan = false;
  for (const r of headRows) {
    const old = base2.get(curveKey(r));
    const fresh = concsOf(r).filter((c) => !old?.has(c));
    if (fresh.length === 0) continue;
    const row = Array.isArray(r.conc) ? { ...r, conc: fresh } : r;
    const id = canonicalJson(row);
    if (seen.has(id)) continue;
    seen.add(id);
    const series = images.get(seriesKey(row));
    if (!series || series.size !== 1 || row.image == null || !series.has(row.image)) orphan = true;
    rows.push(row);
  }
  if (orphan)
    err("append-only additions must belong to an existing visual curve with one unchanged non-null image");
  else if (rows.length === 0) err("append-only did not add any generated points");
  return diagnostics.length ? { rows: [], diagnostics } : { rows, diagnostics };
}
function list(keys) {
  return `[${keys.map((k) => `'${k}'`).join(", ")}]`;
}
function rawMastersPair(baseFiles, headFiles, selected) {
  const b = textsByKey(baseFiles);
  const h = textsByKey(headFiles);
  const value = (slice, key) => "value" in slice ? slice.value : rec(parseYaml(slice.text, slice.path, { version: "1.1" }).value)[key] ?? null;
  const base2 = /* @__PURE__ */ new Map();
  const head = /* @__PURE__ */ new Map();
  for (const [key, s] of b) {
    const other = h.get(key);
    base2.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  for (const [key, s] of h) {
    const other = b.get(key);
    head.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  return { base: base2, head };
}
function textsByKey(files) {
  const out = /* @__PURE__ */ new Map();
  for (const f of files) {
    const scan = scanTopLevel(f.text);
    if (scan.irregular) {
      for (const [k, v] of Object.entries(rec(parseYaml(f.text, f.path, { version: "1.1" }).value))) {
        out.set(k, { text: canonicalJson(v ?? null), path: f.path, value: v ?? null });
      }
      continue;
    }
    for (const e of scan.entries) out.set(e.key, { text: f.text.slice(e.start, e.end), path: f.path });
  }
  return out;
}

// src/plan/pr-priority.ts
import { createHash } from "node:crypto";
function priorityScorer(policy, ctx) {
  const labels = new Set(ctx.labels);
  const patchwork = policy.labels?.patchwork;
  if (patchwork && patchwork.names.some((n) => labels.has(n)) && !(patchwork["waived-by"] ?? []).some((n) => labels.has(n))) {
    const score = patchwork.score;
    return () => score;
  }
  const a = policy.adjustments ?? {};
  const checklist = policy.labels?.["checklist-complete"];
  const constant = policy["base-score"] + (a.event?.[ctx.event] ?? 0) + (checklist && checklist.names.some((n) => labels.has(n)) ? checklist.adjustment : 0);
  const prefixes = Object.entries(a["framework-prefix"] ?? {});
  return (row) => {
    let score = constant;
    if ("prefill" in row) score += a["multi-node"] ?? 0;
    if (row["scenario-type"] === "agentic-coding") score += a.agentic ?? 0;
    if (row["eval-only"] === true) score += a["eval-only"] ?? 0;
    score += lookup(a.precision, row.precision);
    score += lookup(a["spec-decoding"], row["spec-decoding"]);
    score += frameworkPrefix(prefixes, row.framework);
    score += lookup(a["model-prefix"], row["model-prefix"]);
    score += (a["additional-node"] ?? 0) * additionalNodes(row);
    return score;
  };
}
function formatPriority(score) {
  const milli = Math.floor(Number((score * 1e3).toPrecision(12)) + 0.5);
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1e3)}.${String(abs % 1e3).padStart(3, "0")}`;
}
function queueToken(namespace, path, canonicalRow) {
  return createHash("sha256").update(`${namespace}:${path}:${canonicalRow}`, "utf8").digest("hex").slice(0, 32);
}
function additionalNodes(row) {
  const n = row["node-count"];
  return typeof n === "number" && Number.isFinite(n) && n > 1 ? n - 1 : 0;
}
function lookup(table, value) {
  if (!table || typeof value !== "string") return 0;
  return Object.hasOwn(table, value) ? table[value] : 0;
}
function frameworkPrefix(table, framework) {
  if (typeof framework !== "string") return 0;
  for (const [prefix, add] of table) {
    if (framework === prefix || framework.startsWith(`${prefix}-`)) return add;
  }
  return 0;
}

// src/plan/pr-resolve.ts
var WILDCARD_WARN_THRESHOLD = 20;
function matchPattern(pattern, masterKeys, keySet) {
  if (!isPattern(pattern)) return (keySet ?? new Set(masterKeys)).has(pattern) ? [pattern] : [];
  return matchKeys(pattern, masterKeys);
}
function resolveConfigKeys(patterns, masterKeys, where, keySet = new Set(masterKeys)) {
  const seen = /* @__PURE__ */ new Set();
  const keys = [];
  const diagnostics = [];
  const threshold = where.warnThreshold ?? WILDCARD_WARN_THRESHOLD;
  patterns.forEach((pattern, i) => {
    const matched = matchPattern(pattern, masterKeys, keySet);
    const at = {
      file: where.file,
      line: keyLine(where, pattern),
      col: 1,
      path: `entry ${where.entry}.config-keys[${i}]`
    };
    if (matched.length === 0) {
      const wildcard = pattern.includes("*");
      diagnostics.push(
        wildcard ? diag(
          "error",
          "P-10",
          `No config keys matched the wildcard pattern '${pattern}' in master configs.`,
          {
            ...at,
            fix: "check the pattern against the keys of the master configs (`*` is the only wildcard)"
          }
        ) : diag("error", "P-11", `Config key '${pattern}' not found in master configs.`, {
          ...at,
          fix: /[?[\]]/.test(pattern) ? "`?` and `[` are literal in config keys; use `*` as the wildcard" : "use an existing key of the master configs (amd-master.yaml, nvidia-master.yaml)"
        })
      );
      return;
    }
    if (pattern.includes("*") && matched.length > threshold) {
      diagnostics.push(diag("warning", "X-4", `pattern '${pattern}' matches ${matched.length} configs`, at));
    }
    for (const k of matched) {
      if (!seen.has(k)) {
        seen.add(k);
        keys.push(k);
      }
    }
  });
  return { keys, diagnostics };
}
function keyLine(where, pattern) {
  const lines = where.lines;
  if (!lines) return where.line;
  for (let i = where.line; i < lines.length && i < where.line + 200; i++) {
    const l = lines[i];
    if (l.startsWith("- config-keys:")) break;
    if (/^\s*-\s/.test(l) && l.includes(pattern)) return i + 1;
    if (/^\s*[a-z-]+:/.test(l) && !/^\s*-/.test(l) && !l.includes("config-keys")) break;
  }
  return where.line;
}

// src/plan/pr-trim.ts
function trimWithSources(rows, opts = {}) {
  const out = [];
  const groupAt = /* @__PURE__ */ new Map();
  rows.forEach((row, from) => {
    const grouped = !isMultiNode(row) || opts.trimMultiNodeAgentic === true && isAgentic(row);
    if (!grouped) {
      out.push({ from, row: isAgentic(row) ? row : { ...row, conc: [minConc2(row.conc)] } });
      return;
    }
    const key = groupKey(row);
    const at = groupAt.get(key);
    if (at === void 0) {
      groupAt.set(key, out.length);
      out.push({ from, row });
    } else if (minConc2(row.conc) < minConc2(out[at].row.conc)) {
      out[at] = { from, row };
    }
  });
  return out;
}
function minConc2(conc) {
  if (Array.isArray(conc)) return Math.min(...conc);
  return conc;
}
function groupKey(row) {
  const { conc: _c, "exp-name": _e, "row-id": _id, ...rest } = row;
  return canonicalJson(rest);
}

// src/plan/pr-plan.ts
var CHANGELOG = "perf-changelog.yaml";
function resolveEntries(entries, masterKeys, where = {}) {
  const keySet = new Set(masterKeys);
  const keys = /* @__PURE__ */ new Map();
  const diagnostics = [];
  for (const e of entries) {
    const r = resolveConfigKeys(
      e.entry["config-keys"],
      masterKeys,
      {
        file: where.changelogPath ?? CHANGELOG,
        entry: e.index,
        line: e.line,
        ...where.changelogLines ? { lines: where.changelogLines } : {},
        ...where.wildcardWarnThreshold !== void 0 ? { warnThreshold: where.wildcardWarnThreshold } : {}
      },
      keySet
    );
    keys.set(e.index, r.keys);
    diagnostics.push(...r.diagnostics);
  }
  return { keys, diagnostics };
}
function checkPreconditions(entries, modifiers, file = CHANGELOG, event = "pull_request") {
  const out = [];
  const appendOnly = entries.filter((e) => e.entry["append-only"]);
  const modifier = modifiers.allEvals || modifiers.evalsOnly;
  if (event !== "push" && appendOnly.length > 0 && appendOnly.length < entries.length) {
    out.push(
      diag("error", "P-7", "append-only entries cannot share a sweep with regular changelog entries", {
        file,
        line: appendOnly[0].line,
        col: 1,
        fix: "move the append-only entry to its own PR"
      })
    );
  }
  if (appendOnly.length > 0 && modifier) {
    out.push(
      diag("error", "P-8", "append-only sweeps cannot use all-evals or evals-only modifiers", {
        file,
        line: appendOnly[0].line,
        col: 1,
        fix: "remove the all-evals / evals-only labels"
      })
    );
  }
  const noEvals = entries.find((e) => e.entry["no-evals"]);
  if (noEvals && modifier) {
    out.push(
      diag("error", "N-1", "no-evals entries cannot use all-evals or evals-only modifiers", {
        file,
        line: noEvals.line,
        col: 1,
        fix: "remove the all-evals / evals-only labels, or the no-evals flag"
      })
    );
  }
  return out;
}
function entryMode(e, m) {
  return {
    throughput: !(m.evalsOnly || e["evals-only"] || e["all-evals"]),
    evals: !(e["append-only"] || e["no-evals"]),
    expand: m.allEvals || e["all-evals"],
    appendOnly: e["append-only"],
    minPrefillEp: e["eval-min-prefill-ep"] ?? void 0
  };
}
function keepForMinPrefillEp(row, min) {
  if (min === void 0 || !("prefill" in row)) return true;
  const prefill = row.prefill;
  const ep = prefill && "ep" in prefill ? prefill.ep : 1;
  if (typeof ep !== "number" || !Number.isFinite(ep)) return false;
  return ep >= min;
}
function planFromEntries(input) {
  const file = input.changelogPath ?? CHANGELOG;
  const plan = emptyPlanFor(input);
  const diagnostics = [
    ...checkPreconditions(input.entries, input.modifiers, file, input.context.event)
  ];
  const masterKeys = input.masterKeys ?? [...input.configs.entries.keys()];
  const resolved = resolveEntries(input.entries, masterKeys, input);
  diagnostics.push(...resolved.diagnostics);
  if (hasError(diagnostics)) return { plan, rows: [], diagnostics };
  diagnostics.push(...checkAppendOnly(input, resolved.keys, file));
  if (hasError(diagnostics)) return { plan, rows: [], diagnostics };
  const lineOf = entryLineOf(input.entries);
  const claims = claimEntries(input, resolved.keys, file);
  const generated = generateRows(input, claims, file, lineOf);
  diagnostics.push(...generated.diagnostics);
  const throughput = trimThroughput(
    input,
    generated.rows.filter((r) => r.kind === "throughput")
  );
  const emitted = emitRows([...throughput, ...generated.rows.filter((r) => r.kind === "eval")], file, lineOf);
  diagnostics.push(...emitted.diagnostics);
  const rows = withPriority(input, emitted.rows, emitted.canonical);
  diagnostics.push(...emitBuckets(plan, rows));
  diagnostics.push(...entriesWithoutRows(input, generated.rowsPerEntry, file));
  return { plan, rows, diagnostics };
}
var hasError = (ds) => ds.some((d) => d.severity === "error");
function emptyPlanFor(input) {
  const refs = input.refs ?? { base: "HEAD~1", head: "HEAD" };
  const plan = emptyPlan(refs.base, refs.head);
  plan.changelog_metadata.entries = input.entries.map((e) => ({ ...e.entry }));
  return plan;
}
function entryLineOf(entries) {
  const lines = new Map(entries.map((e) => [e.index, e.line]));
  return (entry2) => lines.get(entry2) ?? 1;
}
var scenariosOf = (e) => e.entry["scenario-type"] ?? [...SCENARIOS];
function checkAppendOnly(input, keys, file) {
  const appendOnly = input.entries.find((e) => e.entry["append-only"]);
  if (!appendOnly) return [];
  const where = { file, line: appendOnly.line, col: 1 };
  const base2 = input.appendOnlyBase;
  if (!base2) {
    const missing = [...input.masterKeys ? ["master configs"] : [], "runners"].map((x) => `'${x}'`);
    const text = `append-only base revision is missing generation inputs: [${missing.join(", ")}]`;
    return [diag("error", "P-12", text, where)];
  }
  const selected = /* @__PURE__ */ new Map();
  const regular = /* @__PURE__ */ new Set();
  for (const e of input.entries) {
    const scenarios = scenariosOf(e);
    for (const k of keys.get(e.index) ?? []) {
      if (!e.entry["append-only"]) regular.add(k);
      else selected.set(k, [.../* @__PURE__ */ new Set([...selected.get(k) ?? [], ...scenarios])]);
    }
  }
  return checkAppendScope(base2.raw, base2.headRaw, { selected, regular }, where);
}
function claimEntries(input, keys, file) {
  const ordered = [...input.entries].sort(
    (a, b) => Number(b.entry["all-evals"]) - Number(a.entry["all-evals"])
  );
  const owners = {
    throughput: /* @__PURE__ */ new Map(),
    eval: /* @__PURE__ */ new Map()
  };
  const hasScenario = (key, s) => {
    const scenarios = input.configs.entries.get(key)?.scenarios;
    return !scenarios || (scenarios[s]?.length ?? 0) > 0;
  };
  const claims = [];
  for (const e of ordered) {
    const mode = entryMode(e.entry, input.modifiers);
    const wanted = SCENARIOS.filter((x) => scenariosOf(e).includes(x));
    const kinds = [
      ...mode.throughput ? ["throughput"] : [],
      ...mode.evals ? ["eval"] : []
    ];
    for (const kind of kinds) {
      const claim = { entry: e, kind, mode, groups: [], warnings: [] };
      const byScenarios = /* @__PURE__ */ new Map();
      for (const key of keys.get(e.index) ?? []) {
        const unclaimed = [];
        for (const s of wanted) {
          const pair = `${key}\0${s}`;
          const owner = owners[kind].get(pair);
          if (!owner) {
            owners[kind].set(pair, { entry: e.index, mode });
            unclaimed.push(s);
          } else if (owner.entry !== e.index && kind === "eval" && !sameEvalFlags(owner.mode, mode) && hasScenario(key, s)) {
            const text = `entry ${e.index}: flags ignored for ${key}/${s}, already claimed by entry ${owner.entry}`;
            claim.warnings.push(diag("warning", "X-2", text, { file, line: e.line, col: 1 }));
          }
        }
        if (unclaimed.length === 0) continue;
        const g = byScenarios.get(unclaimed.join(","));
        if (g) g.keys.push(key);
        else byScenarios.set(unclaimed.join(","), { scenarios: unclaimed, keys: [key] });
      }
      claim.groups = [...byScenarios.values()];
      claims.push(claim);
    }
  }
  return claims;
}
function generateRows(input, claims, file, lineOf) {
  const rows = [];
  const rowsPerEntry = /* @__PURE__ */ new Map();
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Set();
  for (const c of claims) {
    diagnostics.push(...c.warnings);
    for (const g of c.groups) {
      const r = generateGroup(input, g, c, { file, line: lineOf(c.entry.index) });
      diagnostics.push(...r.deltaDiagnostics);
      for (const d of r.diagnostics) {
        const k = JSON.stringify(d);
        if (!seen.has(k)) {
          seen.add(k);
          diagnostics.push(d);
        }
      }
      for (const row of r.rows) {
        if (c.kind === "eval" && !keepForMinPrefillEp(row, c.mode.minPrefillEp)) continue;
        rows.push({ bucket: "", kind: c.kind, entry: c.entry.index, row });
        rowsPerEntry.set(c.entry.index, (rowsPerEntry.get(c.entry.index) ?? 0) + 1);
      }
    }
  }
  return { rows, rowsPerEntry, diagnostics };
}
function generateGroup(input, g, c, where) {
  const selection2 = { configKeys: g.keys, scenarioType: g.scenarios };
  const r = generateTestConfig(
    input.configs,
    input.runners,
    selection2,
    c.kind === "throughput" ? { mode: "none", allEvals: false } : { mode: "evals-only", allEvals: c.mode.expand }
  );
  const base2 = input.appendOnlyBase;
  if (!c.mode.appendOnly || !base2)
    return { rows: r.rows, diagnostics: r.diagnostics, deltaDiagnostics: [] };
  const before = generateTestConfig(base2.configs, base2.runners, selection2, { mode: "none", allEvals: false });
  const delta = appendOnlyDelta(before.rows, r.rows, where);
  return { rows: delta.rows, diagnostics: r.diagnostics, deltaDiagnostics: delta.diagnostics };
}
function trimThroughput(input, throughput) {
  if (!input.modifiers.trimConc) return throughput;
  const opts = input.trimMultiNodeAgentic ? { trimMultiNodeAgentic: true } : {};
  return trimWithSources(
    throughput.map((p) => p.row),
    opts
  ).map(({ from, row }) => ({ ...throughput[from], row }));
}
function emitRows(planned, file, lineOf) {
  const rows = [];
  const canonical = [];
  const diagnostics = [];
  const rowIds = /* @__PURE__ */ new Map();
  for (const p of planned) {
    const emitted = toOutputRow(p.row, p.kind);
    if (p.kind === "throughput") emitted["recipe-fingerprint"] = recipeFingerprint(p.row);
    const text = canonicalJson(emitted);
    const rowId = sha256Hex(text).slice(0, 16);
    const row = { ...p, bucket: bucketOf(emitted, p.kind), row: emitted };
    emitted["row-id"] = rowId;
    for (const k of PRODUCT_ROW_KEYS) if (k in p.row && k !== "row-id") emitted[k] = p.row[k];
    const dup = rowIds.get(rowId);
    if (dup && dup.entry !== p.entry) {
      const text2 = `duplicate row ${rowId} (${String(emitted["exp-name"])}) from entries ${dup.entry} and ${p.entry}`;
      diagnostics.push(diag("warning", "MX-2", text2, { file, line: lineOf(p.entry), col: 1 }));
    }
    rowIds.set(rowId, row);
    rows.push(row);
    canonical.push(text);
  }
  return { rows, canonical, diagnostics };
}
function withPriority(input, rows, canonical) {
  const { policy, context } = input;
  if (!policy) return rows;
  const ns = `${context.runId ?? "0"}:${context.runAttempt ?? 1}`;
  const score = priorityScorer(policy, context);
  const skipLabel = policy.labels?.["skip-queue"]?.name;
  const skip = context.skipQueue ?? (skipLabel !== void 0 && context.labels.includes(skipLabel));
  return rows.map((p, i) => ({
    ...p,
    row: {
      ...p.row,
      priority: formatPriority(score(p.row)),
      "queue-token": queueToken(ns, p.row["row-id"], canonical[i]),
      ...skip && context.prNumber !== void 0 ? { "skip-queue-pr": context.prNumber } : {}
    }
  }));
}
function emitBuckets(plan, rows) {
  const unconsumed = /* @__PURE__ */ new Set();
  for (const p of rows) {
    pushToBucket(plan, p.bucket, p.row);
    const dot = p.bucket.indexOf(".");
    if (dot > 0 && !CONSUMED_FIXED_BUCKETS.includes(p.bucket.slice(dot + 1))) unconsumed.add(p.bucket);
  }
  return [...unconsumed].map(
    (b) => diag("error", "X-3", `bucket ${b} has no consuming job`, { fix: "use isl/osl 1024/1024 or 8192/1024" })
  );
}
function entriesWithoutRows(input, rowsPerEntry, file) {
  return input.entries.filter((e) => (rowsPerEntry.get(e.index) ?? 0) === 0).map(
    (e) => diag(input.strict ? "error" : "warning", "X-1", `entry ${e.index} (line ${e.line}) selects no rows`, {
      file,
      line: e.line,
      col: 1
    })
  );
}
function sameEvalFlags(a, b) {
  return a.expand === b.expand && a.minPrefillEp === b.minPrefillEp;
}

// src/plan/pr-slice.ts
function masterKeysOf(text, path) {
  const scan = scanTopLevel(text);
  if (!scan.irregular) return scan.entries.map((e) => e.key);
  const value = parseYaml(text, path, { version: "1.1" }).value;
  return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
}

// src/plan/pr-run.ts
var DEFAULT_PATHS = {
  masters: ["configs/amd-master.yaml", "configs/nvidia-master.yaml"],
  runners: "configs/runners.yaml",
  policy: "configs/ci-priority.yaml",
  changelog: "perf-changelog.yaml"
};
function planFromTexts(texts, opts) {
  const fail = (diagnostics2, outcome = "error") => ({
    outcome,
    plan: emptyPlan(opts.refs.base, opts.refs.head),
    rows: [],
    diagnostics: diagnostics2,
    ok: !hasErrors(diagnostics2)
  });
  const gate = gateChangelog({
    path: texts.changelog.path,
    base: texts.changelog.base,
    head: texts.changelog.head,
    ...opts.context.prNumber !== void 0 ? { prNumber: opts.context.prNumber } : {},
    ...opts.repo ? { repo: opts.repo } : {},
    ...opts.strict ? { strict: true } : {},
    event: opts.context.event === "push" ? "push" : "pull_request",
    headRef: opts.refs.head
  });
  const diagnostics = [...gate.diagnostics];
  if (gate.outcome === "error" || hasErrors(diagnostics)) return fail(diagnostics);
  if (gate.outcome !== "entries") return fail(diagnostics, gate.outcome);
  const masterKeys = texts.masters.flatMap((f) => masterKeysOf(f.text, f.path));
  const head = texts.changelog.head;
  const lines = (typeof head === "string" ? head : Buffer.from(head).toString("utf8")).split("\n");
  const resolved = resolveEntries(gate.appended, masterKeys, {
    changelogPath: texts.changelog.path,
    changelogLines: lines
  });
  if (hasErrors(resolved.diagnostics)) return fail([...diagnostics, ...resolved.diagnostics]);
  const selected = new Set([...resolved.keys.values()].flat());
  const runners = loadRunners(texts.runners);
  const masters = loadMasterConfigs(texts.masters, {
    only: (k) => selected.has(k),
    runners: runners.value,
    ...opts.strict ? { strict: true } : {}
  });
  const policy = texts.policy ? loadCiPriority(texts.policy) : void 0;
  diagnostics.push(...runners.diagnostics, ...masters.diagnostics, ...policy?.diagnostics ?? []);
  if (hasErrors(diagnostics)) return fail(diagnostics);
  let appendOnlyBase;
  if (gate.appended.some((e) => e.entry["append-only"])) {
    const b = texts.base;
    const missing = !b ? ["master configs", texts.runners.path] : [
      ...b.masters.map((m, i) => m ? "" : texts.masters[i].path),
      b.runners ? "" : texts.runners.path
    ].filter(Boolean);
    if (missing.length || !b) {
      const at = gate.appended.find((e) => e.entry["append-only"]);
      const list2 = missing.map((m) => `'${m}'`).join(", ");
      const where = { file: texts.changelog.path, line: at.line, col: 1 };
      diagnostics.push(
        diag("error", "P-12", `append-only base revision is missing generation inputs: [${list2}]`, where)
      );
      return fail(diagnostics);
    }
    const baseMasters = b.masters;
    const baseRunners = loadRunners(b.runners);
    const baseConfigs = loadMasterConfigs(baseMasters, {
      only: (k) => selected.has(k),
      runners: baseRunners.value
    });
    const raw = rawMastersPair(baseMasters, texts.masters, selected);
    diagnostics.push(
      ...[...baseRunners.diagnostics, ...baseConfigs.diagnostics].filter((d) => d.severity === "error")
    );
    if (hasErrors(diagnostics)) return fail(diagnostics);
    appendOnlyBase = {
      configs: baseConfigs.value,
      runners: baseRunners.value,
      raw: raw.base,
      headRaw: raw.head
    };
  }
  const out = planFromEntries({
    ...appendOnlyBase ? { appendOnlyBase } : {},
    entries: gate.appended,
    configs: masters.value,
    runners: runners.value,
    ...policy ? { policy: policy.value } : {},
    modifiers: opts.modifiers,
    context: opts.context,
    masterKeys,
    refs: opts.refs,
    changelogPath: texts.changelog.path,
    changelogLines: lines,
    ...opts.strict ? { strict: true } : {}
  });
  diagnostics.push(...out.diagnostics);
  return { outcome: "entries", plan: out.plan, rows: out.rows, diagnostics, ok: !hasErrors(diagnostics) };
}

// src/action/plan-git.ts
async function planFromGit(repo, refs, paths, opts) {
  const fail = (diagnostics2) => ({
    outcome: "error",
    plan: emptyPlan(refs.base, refs.head),
    rows: [],
    diagnostics: diagnostics2,
    ok: false
  });
  const atBase = (ref) => [
    `${ref}:${paths.changelog}`,
    `${ref}:${paths.runners}`,
    ...paths.masters.map((p) => `${ref}:${p}`)
  ];
  const specs = [
    refs.base,
    `${refs.head}:${paths.changelog}`,
    `${refs.head}:${paths.runners}`,
    ...paths.masters.map((p) => `${refs.head}:${p}`),
    ...paths.policy ? [`${refs.head}:${paths.policy}`] : [],
    ...atBase(refs.base)
  ];
  const [mb, batch] = await Promise.all([
    git(repo, ["merge-base", refs.base, refs.head]),
    catFileBatch(repo, specs)
  ]);
  if (mb.status !== 0) {
    const why = mb.stderr.trim() || "no merge base";
    return fail([
      diag("error", "V-1", `could not read ${paths.changelog} at ${refs.base}: ${why}`, {
        file: paths.changelog
      })
    ]);
  }
  if ("error" in batch)
    return fail([diag("error", "V-1", `could not read objects at ${refs.head}: ${batch.error}`)]);
  const mergeBase = mb.stdout.toString("utf8").trim();
  const [baseCommit, headLog, runners, ...rest] = batch.objects;
  const masters = rest.slice(0, paths.masters.length);
  const policy = paths.policy ? rest[paths.masters.length] : void 0;
  let baseObjects = rest.slice(paths.masters.length + (paths.policy ? 1 : 0));
  if (baseCommit?.sha !== mergeBase) {
    const again = await catFileBatch(repo, atBase(mergeBase));
    if ("error" in again) {
      return fail([
        diag("error", "V-1", `could not read ${paths.changelog} at ${mergeBase}: ${again.error}`)
      ]);
    }
    baseObjects = again.objects;
  }
  const [baseLog, baseRunners, ...baseMasters] = baseObjects;
  const diagnostics = [];
  const missing = (path, rule, message) => diagnostics.push(diag("error", rule, message, { file: path }));
  if (!headLog?.blob)
    missing(paths.changelog, "V-1", `could not read ${paths.changelog} at ${refs.head}: missing`);
  if (!runners?.blob) missing(paths.runners, "VR-1", `Runner config file '${paths.runners}' does not exist.`);
  masters.forEach((m, i) => {
    if (!m?.blob) missing(paths.masters[i], "VL-1", `Input file '${paths.masters[i]}' does not exist.`);
  });
  if (diagnostics.length) return fail(diagnostics);
  const text = (o) => o.blob.toString("utf8");
  return planFromTexts(
    {
      // Bytes, not text, so the gate can reject invalid UTF-8.
      changelog: { path: paths.changelog, base: baseLog?.blob ?? null, head: headLog.blob },
      masters: masters.map((m, i) => ({ path: paths.masters[i], text: text(m) })),
      runners: { path: paths.runners, text: text(runners) },
      policy: policy?.blob ? { path: paths.policy, text: text(policy) } : null,
      base: {
        masters: baseMasters.map((m, i) => m?.blob ? { path: paths.masters[i], text: text(m) } : null),
        runners: baseRunners?.blob ? { path: paths.runners, text: text(baseRunners) } : null
      }
    },
    { ...opts, refs }
  );
}

// src/action/pipeline.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync } from "node:fs";

// src/action/lanes-check.ts
function configKeyOf(configs, row) {
  const multinode = row["prefill"] !== void 0;
  for (const [key, e] of configs.entries)
    if (e["model-prefix"] === row["model-prefix"] && e.precision === row["precision"] && e.framework === row["framework"] && e.runner === row["runner"] && e.image === row["image"] && e.multinode === multinode)
      return key;
  return void 0;
}
function checkPlannedRows(read, plan, opts = {}) {
  const rows = bucketsOf(plan).flatMap((b) => b.rows);
  if (!rows.length) return [];
  const layout = opts.layout ?? ROOT_LAYOUT;
  const paths = layout.paths;
  const runnersText = read(paths.runners);
  if (runnersText === void 0) return [];
  const runners = loadRunners({ path: paths.runners, text: runnersText }).value;
  const masters = paths.masters.flatMap((p) => {
    const text = read(p);
    return text === void 0 ? [] : [{ path: p, text }];
  });
  const all = loadMasterConfigs(masters, { runners }).value;
  const keys = rows.map((r) => configKeyOf(all, r) ?? "?");
  const planned = new Set(keys);
  const only = (m) => new Map([...m].filter(([k]) => planned.has(k)));
  const configs = { ...all, entries: only(all.entries), sourceOf: only(all.sourceOf) };
  const lanesText = read(paths.lanes);
  const lanes = lanesText === void 0 ? void 0 : loadLanes(lanesText, paths.lanes);
  const out = [];
  if (lanes) out.push(...lanes.diagnostics, ...checkLanes(lanes, runners));
  const effective = lanes?.lanes ? withClusterRecords(lanes.lanes, runners) : void 0;
  const ctx = {
    runners,
    ...effective ? { lanes: effective } : {},
    readFile: layout.prefix ? (p) => read(`${layout.prefix}${p}`) : read,
    recipeCache: /* @__PURE__ */ new Map()
  };
  const masterText = new Map(masters.map((m) => [m.path, m.text]));
  out.push(...checkItemsTopology(configs, runners, { ...ctx, masterText: (f) => masterText.get(f) }));
  if (lanes?.lanes) {
    const keyLines = /* @__PURE__ */ new Map();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    out.push(
      ...checkClosure({
        rows,
        configKeys: keys,
        lanes: effective,
        lanesFile: lanes.file,
        locateLane: lanes.locate,
        keyAt: (k) => ({
          ...all.sourceOf.get(k) ? { file: all.sourceOf.get(k) } : {},
          line: keyLines.get(k) ?? 1,
          col: 1
        }),
        ctx
        // C8 (a rule no row uses) speaks of the whole matrix, not of this plan's rows.
      }).diagnostics.filter((d) => d.rule !== "C8")
    );
  }
  const checked = opts.baseline ? applyBaseline(out, opts.baseline, { prefix: layout.prefix, file: paths.baseline }).diagnostics : out;
  return checked.filter((d) => d.severity !== "notice");
}

// src/action/routes-check.ts
function checkPlannedRoutes(read, plan, runnersPath, routing) {
  const routes = plannedRoutes(plan, routing);
  if (!routes.length) return [];
  const text = read(runnersPath);
  if (text === void 0) return [];
  const runners = loadRunners({ path: runnersPath, text }).value;
  return checkRoutes(routes, routing, runners, runnersPath).map((d) => ({ ...d, file: runnersPath }));
}

// src/report/plan-summary.ts
var Severity = _enum(["error", "warning", "notice"]);
var DiagnosticSchema = object({
  severity: Severity,
  rule: string(),
  message: string(),
  file: string().optional(),
  line: number().int().positive().optional(),
  col: number().int().positive().optional(),
  path: string().optional(),
  fix: string().optional()
});
var Hours = { gpuHours: number().nonnegative(), nodeHours: number().nonnegative() };
var CostSchema = object({
  clusters: array(
    object({
      cluster: string(),
      jobs: number().int().nonnegative(),
      kinds: array(object({ kind: string(), jobs: number().int().nonnegative() })),
      ...Hours,
      peakGpus: number().nonnegative(),
      peakNodes: number().nonnegative(),
      expected: object({ ...Hours, jobs: number().int().nonnegative() }).optional()
    })
  ),
  total: object({ ...Hours, jobs: number().int().nonnegative(), peakGpus: number().nonnegative() }),
  /** Present with a budget: the most GPU-hours a plan may hold without an explicit confirmation. */
  budgetGpuHours: number().positive().optional()
});
var CurvesSchema = object({
  keys: array(
    object({ key: string(), status: _enum(["new", "changed", "unchanged"]), appendOnly: boolean() })
  ),
  curves: array(
    object({
      key: string(),
      status: _enum(["new", "changed", "extended", "unchanged", "removed"]),
      scenario: string(),
      label: string(),
      /** What changed (`image a → b`), the points added, or the points of a new curve. */
      detail: string()
    })
  ),
  counts: record(string(), number().int().nonnegative())
});
var PlanSummarySchema = object({
  /** The plan key (SHA-256 hex) that tells a new plan from the one in flight. */
  key: string().regex(/^[0-9a-f]{12,64}$/),
  buckets: array(
    object({
      name: string(),
      rows: number().int().nonnegative(),
      shards: number().int().nonnegative()
    })
  ),
  canary: object({
    bucket: string(),
    name: string(),
    runner: string(),
    conc: number().optional(),
    /** In words: the model, the plain cluster name and the topology (`prefill 1×tp4, decode 1×tp8`). */
    model: string().optional(),
    cluster: string().optional(),
    topology: string().optional()
  }).nullable().default(null),
  clusters: array(object({ cluster: string(), gpus: number().nonnegative(), nodes: number().nonnegative() })).default([]),
  /** The config keys the appended changelog entries name, as written, with the entry's description. */
  entries: array(
    object({
      keys: array(string()),
      description: string().optional(),
      line: number().optional()
    })
  ).optional(),
  cost: CostSchema.optional(),
  curves: CurvesSchema.optional(),
  /** Row ids of the plan (the technical identities, for the collapsed details). */
  rowIds: array(string()).optional()
});
var PlanReportSchema = object({
  gate: object({
    outcome: _enum(["pass", "no-entry", "fail"]),
    diagnostics: array(DiagnosticSchema).default([])
  }),
  plan: PlanSummarySchema.optional(),
  /** Lane, topology and config lint findings for the planned rows. */
  lint: array(DiagnosticSchema).default([])
});

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
function fieldChanges(base2, head, prefix = "") {
  const out = [];
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(head), ...Object.keys(base2)])];
  for (const k of keys) {
    const b = base2[k], h = head[k];
    const field = prefix + k;
    if (isRecord(b) && isRecord(h)) out.push(...fieldChanges(b, h, `${field}.`));
    else if (canonicalJson(b ?? null) !== canonicalJson(h ?? null))
      out.push({ field, aspect: aspectOf(field), base: b, head: h });
  }
  return out;
}
function diffCurves(head, base2, opts = {}) {
  const headCurves = foldCurves(head);
  const baseCurves = foldCurves(base2);
  const baseKeys = opts.baseKeys ?? new Set(base2.map((r) => r.key));
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

// src/report/cost.ts
var JOB_KINDS = [
  "single-node benchmark",
  "multi-node benchmark",
  "single-node agentic benchmark",
  "multi-node agentic benchmark",
  "single-node eval",
  "multi-node eval"
];
var JOB_TIMEOUT_MINUTES = { single: 500, multi: 480, multiAgentic: 780 };
function minutesOf(time) {
  const [h, m, s] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
}
function jobKindOf(row) {
  const multi = typeof row.prefill === "object" && row.prefill !== null;
  if (row["eval-only"] === true) return multi ? "multi-node eval" : "single-node eval";
  if (row["scenario-type"] === "agentic-coding")
    return multi ? "multi-node agentic benchmark" : "single-node agentic benchmark";
  return multi ? "multi-node benchmark" : "single-node benchmark";
}
function clusterNameOf(runner, ctx) {
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const ids = clustersOf(runner, ctx.runners, facts);
  return ids.length ? [...ids].sort().join(" or ") : runner.replace(/^cluster:/, "");
}
function timeLimit(row, lanes) {
  let best;
  for (const l of lanes) {
    const t = l.decisions?.time;
    if (!t) continue;
    const minutes2 = minutesOf(t.value);
    if (!best || minutes2 > best.minutes)
      best = { minutes: minutes2, from: t.by.kind === "cluster" ? "cluster" : "lane" };
  }
  if (best) return best;
  const multi = typeof row.prefill === "object" && row.prefill !== null;
  const minutes = !multi ? JOB_TIMEOUT_MINUTES.single : row["scenario-type"] === "agentic-coding" ? JOB_TIMEOUT_MINUTES.multiAgentic : JOB_TIMEOUT_MINUTES.multi;
  return { minutes, from: "job-timeout" };
}
function jobCost(row, ctx, cache = /* @__PURE__ */ new Map()) {
  const r = resolveRow(row, {
    runners: ctx.runners,
    ...ctx.lanes ? { lanes: ctx.lanes } : {},
    ...ctx.readFile ? { readFile: ctx.readFile } : {},
    recipeCache: cache
  });
  const limit = timeLimit(row, r.lanes);
  const limitHours = limit.minutes / 60;
  const history = ctx.expectedHours?.(row);
  const bench = row["scenario-type"] === "agentic-coding" && row["eval-only"] !== true && typeof row.duration === "number" && row.duration > 0 ? row.duration / 3600 : void 0;
  const expected = history !== void 0 && history > 0 ? { hours: history, from: "history" } : bench !== void 0 ? { hours: bench, from: "benchmark-duration" } : void 0;
  return {
    rowId: String(row["row-id"] ?? ""),
    cluster: clusterNameOf(String(row.runner ?? ""), ctx),
    kind: jobKindOf(row),
    gpus: r.gpus.recipe ?? r.gpus.declared,
    nodes: r.nodes,
    limitMinutes: limit.minutes,
    limitHours,
    limitFrom: limit.from,
    ...expected ? { expectedHours: Math.min(expected.hours, limitHours), expectedFrom: expected.from } : {}
  };
}
function planCost(rows, ctx, budget) {
  const cache = /* @__PURE__ */ new Map();
  const jobs = rows.map((row) => jobCost(row, ctx, cache));
  const byCluster = /* @__PURE__ */ new Map();
  for (const j of jobs) {
    const list2 = byCluster.get(j.cluster);
    if (list2) list2.push(j);
    else byCluster.set(j.cluster, [j]);
  }
  const clusters = [...byCluster].sort(([a], [b]) => a.localeCompare(b)).map(([cluster, js]) => clusterCost(cluster, js));
  const sum = (f) => clusters.reduce((a, c) => a + f(c), 0);
  const total = {
    jobs: jobs.length,
    gpuHours: sum((c) => c.gpuHours),
    nodeHours: sum((c) => c.nodeHours),
    peakGpus: sum((c) => c.peakGpus),
    peakNodes: sum((c) => c.peakNodes)
  };
  return { clusters, total, jobs, verdict: verdictOf(total.gpuHours, budget) };
}
function clusterCost(cluster, js) {
  const known = js.filter((j) => j.expectedHours !== void 0);
  const kinds = JOB_KINDS.map((kind) => ({ kind, jobs: js.filter((j) => j.kind === kind).length })).filter(
    (k) => k.jobs > 0
  );
  return {
    cluster,
    jobs: js.length,
    kinds,
    gpuHours: js.reduce((a, j) => a + j.gpus * j.limitHours, 0),
    nodeHours: js.reduce((a, j) => a + j.nodes * j.limitHours, 0),
    peakGpus: js.reduce((a, j) => a + j.gpus, 0),
    peakNodes: js.reduce((a, j) => a + j.nodes, 0),
    ...known.length ? {
      expected: {
        jobs: known.length,
        gpuHours: known.reduce((a, j) => a + j.gpus * j.expectedHours, 0),
        nodeHours: known.reduce((a, j) => a + j.nodes * j.expectedHours, 0)
      }
    } : {}
  };
}
function verdictOf(gpuHours, budget) {
  if (!budget) return { kind: "no-budget" };
  return gpuHours > budget.gpuHours ? {
    kind: "needs-confirmation",
    budgetGpuHours: budget.gpuHours,
    gpuHours,
    overBy: gpuHours - budget.gpuHours
  } : { kind: "within", budgetGpuHours: budget.gpuHours, gpuHours };
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
  const headKeys = t.head.masters.flatMap((f) => masterKeysOf(f.text, f.path));
  const sel = selection(t.entries, headKeys);
  if (sel.diagnostics.length) return { diagnostics: sel.diagnostics };
  const head = plannedRows(t.head.masters, t.head.runners, sel.keys);
  const baseMasters = t.base.masters.filter((m) => m !== null);
  const baseKeySet = new Set(baseMasters.flatMap((f) => masterKeysOf(f.text, f.path)));
  const atBase = new Map([...sel.keys].filter(([k]) => baseKeySet.has(k)));
  const base2 = plannedRows(baseMasters, t.base.runners ?? t.head.runners, atBase);
  const diagnostics = [
    ...head.diagnostics,
    ...base2.diagnostics.map((d) => ({ ...d, message: `at the base revision: ${d.message}` }))
  ];
  if (hasErrors(diagnostics)) return { diagnostics };
  return {
    diff: diffCurves(head.rows, base2.rows, { baseKeys: baseKeySet, appendOnlyKeys: sel.appendOnly }),
    diagnostics
  };
}
async function curveDiffFromGit(repo, refs, paths, entries) {
  const files = [...paths.masters, paths.runners];
  let baseSha;
  let head;
  let base2;
  try {
    const r = await resolveGateRefs(repo, refs);
    baseSha = r.base;
    [head, base2] = await Promise.all([
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
    base: { masters: paths.masters.map((p) => file(base2, p)), runners: file(base2, paths.runners) }
  });
  return { ...result, baseSha };
}

// src/action/plan-facts.ts
var MAX_ROW_IDS = 200;
function entriesOf(plan) {
  const meta = plan.changelog_metadata;
  return (meta?.entries ?? []).map((e) => {
    const keys = Array.isArray(e["config-keys"]) ? e["config-keys"].map(String) : [];
    const d = e["description"];
    const description = Array.isArray(d) ? d.map(String)[0] : typeof d === "string" ? d : void 0;
    return { keys, ...description ? { description } : {} };
  });
}
function costContext(read, paths) {
  const runnersText = read(paths.runners);
  if (runnersText === void 0) return void 0;
  const runners = loadRunners({ path: paths.runners, text: runnersText }).value;
  const lanesText = read(paths.lanes);
  const lanes = lanesText === void 0 ? void 0 : loadLanes(lanesText, paths.lanes).lanes;
  return { runners, ...lanes ? { lanes } : {}, readFile: read };
}
function costSummary(plan, ctx) {
  const c = planCost(
    bucketsOf(plan).flatMap((b) => b.rows),
    ctx
  );
  return {
    clusters: c.clusters.map((x) => ({
      cluster: x.cluster,
      jobs: x.jobs,
      kinds: x.kinds,
      gpuHours: x.gpuHours,
      nodeHours: x.nodeHours,
      peakGpus: x.peakGpus,
      peakNodes: x.peakNodes,
      ...x.expected ? { expected: x.expected } : {}
    })),
    total: {
      jobs: c.total.jobs,
      gpuHours: c.total.gpuHours,
      nodeHours: c.total.nodeHours,
      peakGpus: c.total.peakGpus
    }
  };
}
var show = (v) => v === void 0 ? "(none)" : typeof v === "string" ? v : JSON.stringify(v);
function detailOf(c) {
  if (c.status === "changed")
    return c.changes.map((x) => `${x.field} ${show(x.base)} \u2192 ${show(x.head)}`).join("; ");
  if (c.status === "extended") return `conc ${c.addedPoints.map((p) => `+${p}`).join(" ")}`;
  if (c.status === "new") return `conc ${c.head?.points.join(" ") ?? ""}`;
  if (c.status === "removed") return `conc ${c.base?.points.join(" ") ?? ""}`;
  return "";
}
function curvesSummary(diff) {
  return {
    keys: diff.keys.map((k) => ({ key: k.key, status: k.status, appendOnly: k.appendOnly })),
    curves: diff.curves.map((c) => ({
      key: c.key,
      status: c.status,
      scenario: c.scenario,
      label: c.label,
      detail: detailOf(c)
    })),
    counts: { ...diff.counts }
  };
}
function canaryWords(row, ctx) {
  const model = row["model-prefix"] ?? row["model"];
  const runner = String(row["runner"] ?? "");
  const topology = describeCurve(curveOf(row));
  return {
    ...typeof model === "string" ? { model } : {},
    ...runner ? { cluster: ctx ? clusterNameOf(runner, ctx) : runner.replace(/^cluster:/, "") } : {},
    ...topology && topology !== "(no topology)" ? { topology } : {}
  };
}
function rowIdsOf(plan) {
  return bucketsOf(plan).flatMap((b) => b.rows.map(rowIdOf)).slice(0, MAX_ROW_IDS);
}
async function planFacts(repo, refs, plan, read, paths, log = () => {
}) {
  const ctx = costContext(read, paths);
  const facts = { entries: entriesOf(plan), rowIds: rowIdsOf(plan) };
  if (ctx) facts.cost = costSummary(plan, ctx);
  const entries = plan.changelog_metadata?.entries ?? [];
  if (entries.length) {
    try {
      const r = await curveDiffFromGit(repo, refs, paths, entries);
      if (r.diff) facts.curves = curvesSummary(r.diff);
      else log(`curve diff left out: ${r.diagnostics.map((d) => d.message).join("; ")}`);
    } catch (e) {
      log(`curve diff left out: ${e.message}`);
    }
  }
  return { facts, ctx };
}

// src/action/pipeline.ts
var InfraError = class extends Error {
  constructor(call, status, message) {
    super(message);
    this.call = call;
    this.status = status;
  }
  call;
  status;
};
var PER_RUN_ROW_FIELDS = ["queue-token"];
function planIdentity(plan) {
  if (plan !== null && typeof plan === "object" && !Array.isArray(plan) && "changelog_metadata" in plan) {
    const { changelog_metadata: _meta, ...rows } = plan;
    void _meta;
    return planIdentity(rows);
  }
  if (Array.isArray(plan)) return plan.map(planIdentity);
  if (plan === null || typeof plan !== "object") return plan;
  const out = {};
  for (const [k, v] of Object.entries(plan))
    if (!PER_RUN_ROW_FIELDS.includes(k)) out[k] = planIdentity(v);
  return out;
}
function planKey(headSha, mode, plan) {
  return createHash2("sha256").update(canonicalJson({ headSha, mode: mode ?? null, plan: planIdentity(plan) })).digest("hex");
}
function summarisePlan(plan, mode, key, facts = {}, ctx) {
  const sp = shardPlan(plan);
  const buckets = bucketsOf(plan).filter((b) => b.rows.length > 0).map((b) => ({
    name: b.bucket,
    rows: b.rows.length,
    shards: sp.shards.filter((s) => s.bucket === b.bucket).length
  }));
  const canary = selectCanary(plan, mode?.canary ? "single" : "none").canaries[0];
  const clusters = /* @__PURE__ */ new Map();
  for (const { rows } of bucketsOf(plan))
    for (const row of rows) {
      const runner = String(row["runner"] ?? "?");
      const c = clusters.get(runner) ?? { gpus: 0, nodes: 0 };
      c.gpus += Number(row["gpu-count"] ?? 0) || 0;
      c.nodes += Number(row["node-count"] ?? 1) || 1;
      clusters.set(runner, c);
    }
  return {
    summary: {
      key,
      buckets,
      canary: canary ? {
        bucket: canary.bucket,
        name: String(canary.row["exp-name"] ?? canary.rowId),
        runner: String(canary.row["runner"] ?? ""),
        ...Number.isFinite(minConc(canary.row)) ? { conc: minConc(canary.row) } : {},
        ...canaryWords(canary.row, ctx)
      } : null,
      clusters: [...clusters].map(([cluster, v]) => ({ cluster, ...v })).sort((a, b) => a.cluster.localeCompare(b.cluster)),
      ...facts
    },
    diagnostics: sp.diagnostics
  };
}
function gitPipeline(workspace, log = () => {
}, opts = {}) {
  return async (req) => {
    await ensureObjects(workspace, [req.baseSha, req.headSha], log, opts.token);
    const mode = req.mode;
    const found = opts.layout ? { layout: opts.layout, diagnostics: [] } : await findLayoutAtRef(workspace, req.headSha);
    if (found.diagnostics.length)
      return { report: { gate: { outcome: "fail", diagnostics: found.diagnostics }, lint: [] } };
    const { layout } = found;
    const run = await planFromGit(
      workspace,
      { base: req.baseSha, head: req.headSha },
      {
        masters: layout.paths.masters,
        runners: layout.paths.runners,
        policy: layout.paths.policy,
        changelog: layout.paths.changelog
      },
      {
        modifiers: {
          allEvals: mode?.evals === "all" || mode?.evals === "all-only",
          evalsOnly: mode?.evals === "only" || mode?.evals === "all-only",
          trimConc: mode?.plan === "trim"
        },
        context: {
          event: "pull_request",
          labels: [...req.labels],
          prNumber: req.prNumber,
          ...req.runId ? { runId: req.runId } : {},
          // The queue-skip label is the one ci-priority.yaml names (the planner looks it up in the labels).
          runAttempt: req.runAttempt ?? 1
        },
        strict: req.strict,
        ...opts.repo ? { repo: opts.repo } : {}
      }
    );
    const outcome = run.outcome === "entries" ? "pass" : run.outcome === "error" || !run.ok ? "fail" : "no-entry";
    const gateDiagnostics = run.diagnostics;
    if (outcome !== "pass") return { report: { gate: { outcome, diagnostics: gateDiagnostics }, lint: [] } };
    const plan = PlanSchema.parse(run.plan);
    const key = planKey(req.headSha, mode, run.plan);
    const read = gitReader(workspace, req.headSha);
    const { facts, ctx } = await planFacts(
      workspace,
      { base: req.baseSha, head: req.headSha },
      plan,
      read,
      layout.paths,
      log
    );
    const { summary, diagnostics: shardDiagnostics } = summarisePlan(plan, mode, key, facts, ctx);
    const baselineText = gitReader(workspace, req.baseSha)(layout.paths.baseline);
    const baseline = baselineText === void 0 ? void 0 : parseBaseline(baselineText, layout.paths.baseline);
    const lanes = checkPlannedRows(read, plan, {
      layout,
      ...baseline ? { baseline: baseline.baseline } : {}
    });
    const routes = checkPlannedRoutes(
      read,
      plan,
      layout.paths.runners,
      opts.routing ?? { priority: false, nodeSlots: false }
    );
    const diagnostics = [...shardDiagnostics, ...baseline?.diagnostics ?? [], ...lanes, ...routes];
    return {
      report: {
        gate: {
          outcome: shardDiagnostics.some((d) => d.severity === "error") ? "fail" : "pass",
          diagnostics: gateDiagnostics
        },
        plan: summary,
        lint: diagnostics
      },
      plan
    };
  };
}
function filePipeline(path) {
  return async () => {
    try {
      const parsed = PlanReportSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
      if (parsed.success) return { report: parsed.data };
      return failed(
        diag("error", "PF-1", `plan-file ${path} is not a plan report: ${parsed.error.issues[0]?.message}`, {
          file: path
        })
      );
    } catch (e) {
      return failed(
        diag("error", "PF-1", `cannot read plan-file ${path}: ${e.message}`, { file: path })
      );
    }
  };
}
var failed = (d) => ({
  report: { gate: { outcome: "fail", diagnostics: [d] }, lint: [] }
});
function gitReader(repo, sha) {
  const cache = /* @__PURE__ */ new Map();
  return (path) => {
    if (!cache.has(path)) {
      const r = gitSync(repo, ["cat-file", "blob", `${sha}:${path}`]);
      cache.set(path, r.status === 0 ? r.stdout.toString("utf8") : void 0);
    }
    return cache.get(path);
  };
}
async function ensureObjects(repo, shas, log, token) {
  const have = await catFileBatch(
    repo,
    shas.map((s) => `${s}^{commit}`)
  );
  const missing = shas.filter((_, i) => "error" in have || !have.objects[i]);
  if (!missing.length) return;
  log(`fetching ${missing.join(", ")} as objects (not checked out)`);
  const r = await git(repo, ["fetch", "--no-tags", "--filter=blob:none", "origin", ...missing], void 0, {
    ...token ? { authToken: token } : {}
  });
  if (r.status !== 0) {
    const why = r.stderr.trim().split("\n").filter(Boolean).pop() ?? `git exited ${r.status}`;
    throw new InfraError(
      `git fetch ${missing.map((s) => s.slice(0, 12)).join(" ")}`,
      Number(why.match(/\b(\d{3})\b/)?.[1] ?? 0),
      `could not fetch ${missing.join(", ")} from origin: ${why}`
    );
  }
}

// src/decide/decide.ts
function labelState(policy, labels) {
  return {
    primaries: policy.primaries.filter((p) => labels.includes(p.name)),
    modifiers: policy.modifiers.filter((m) => labels.includes(m.name)).map((m) => m.name),
    scheduling: policy.scheduling.filter((s) => labels.includes(s.name)).map((s) => s.name)
  };
}
function modeOf(policy, primary, s) {
  const has = (effect) => policy.modifiers.some((m) => m.effect === effect && s.modifiers.includes(m.name));
  const all = has("all-evals");
  const only = has("evals-only");
  return {
    primary: primary.name,
    plan: primary.plan,
    canary: primary.canary,
    failFast: primary.failFast,
    evals: all && only ? "all-only" : only ? "only" : all ? "all" : "default",
    agentxFast: has("agentx-fast"),
    scheduling: s.scheduling
  };
}
function modeFromLabels(labels, policy) {
  return fromLabels(policy, labels).mode;
}
function fromLabels(policy, labels) {
  const s = labelState(policy, labels);
  if (s.primaries.length > 1)
    return {
      reasons: [
        {
          code: "conflicting-primaries",
          rule: "LB-1",
          params: { labels: s.primaries.map((p) => p.name).join(", ") }
        }
      ]
    };
  const primary = s.primaries[0];
  if (!primary) {
    const extra = [...s.modifiers, ...s.scheduling];
    return extra.length ? {
      reasons: [
        {
          code: "modifier-without-primary",
          rule: "LB-2",
          params: { labels: extra.join(", "), ...primaryParams(policy) }
        }
      ]
    } : { reasons: [{ code: "no-primary", rule: "G-4", params: primaryParams(policy) }] };
  }
  const reasons = primary.deprecated ? [{ code: "deprecated-label", rule: "LB-0", params: { label: primary.name } }] : [];
  return { mode: modeOf(policy, primary, s), reasons };
}
var base = (verdict, reasons, extra = {}) => ({
  verdict,
  validate: false,
  refreshStatus: verdict !== "nothing",
  cancelInFlight: false,
  restart: false,
  approval: "not-needed",
  reuseGate: "not-applicable",
  reasons,
  ...extra
});
function decide(input, policy) {
  const { pr } = input;
  if (input.event === "issue_comment") return decideCommand(input, policy);
  if (input.event === "push") return decidePush(input);
  if (input.action === "closed")
    return base("cancel", [{ code: "pr-closed", rule: "CC-3" }], { cancelInFlight: true });
  if (input.action === "ready_for_review")
    return base("nothing", [{ code: "ready-for-review", rule: "G-2" }], { refreshStatus: false });
  const labelEvent = input.action === "labeled" || input.action === "unlabeled";
  const changed = input.changedLabel ?? "";
  if (labelEvent && labelKind(policy, changed) === "other")
    return base("nothing", [{ code: "unrecognised-label", rule: "G-1", params: { label: changed } }], {
      refreshStatus: false
    });
  const now = fromLabels(policy, pr.labels);
  if (pr.fork) return decideFork(input, policy, now);
  if (labelEvent && !now.mode) {
    const before = input.action === "labeled" ? pr.labels.filter((l) => l !== changed) : [...pr.labels, changed];
    const was = fromLabels(policy, before);
    const removed = was.mode && input.action === "unlabeled" ? [{ code: "primary-removed", rule: "CC-2", params: { label: was.mode.primary } }] : [];
    return base(was.mode ? "cancel" : "validate", [...now.reasons, ...removed], {
      validate: true,
      sha: pr.headSha,
      cancelInFlight: !!was.mode
    });
  }
  return sweepOrValidate(input, policy, now, { validate: true, sha: pr.headSha });
}
function decidePush(input) {
  if (input.reuse)
    return base("reuse", [{ code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }], {
      refreshStatus: false,
      reuseGate: "reused",
      reuseRunId: input.reuse.runId
    });
  return base("refuse", [{ code: "push-needs-reuse", rule: "PUB-1" }], { refreshStatus: false });
}
function reuseGateOf(input, policy, mode) {
  if (input.action !== "synchronize") return { gate: "not-applicable", blocking: [] };
  const blocking = policy.modifiers.filter((m) => m.blocksReuse && input.pr.labels.includes(m.name)).map((m) => m.name);
  if (!policy.primaries.find((p) => p.name === mode.primary)?.fullSweep) blocking.unshift(mode.primary);
  return { gate: blocking.length ? "blocked" : "open", blocking };
}
function sweepOrValidate(input, policy, now, extra) {
  const { pr } = input;
  const validate = extra.validate ?? true;
  if (!now.mode)
    return base("validate", now.reasons, {
      ...extra,
      validate,
      cancelInFlight: input.action === "synchronize"
    });
  const { gate, blocking } = reuseGateOf(input, policy, now.mode);
  if (gate === "open" && input.reuse)
    return base(
      "reuse",
      [...now.reasons, { code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }],
      { ...extra, validate, cancelInFlight: true, reuseGate: "reused", reuseRunId: input.reuse.runId }
    );
  if (pr.headCommitMessage.includes(policy.skipSweepMarker))
    return base("validate", [...now.reasons, { code: "skip-sweep", rule: "G-5" }], {
      ...extra,
      validate,
      cancelInFlight: true,
      reuseGate: gate
    });
  const reasons = gate === "blocked" && input.reuse ? [...now.reasons, { code: "reuse-blocked", rule: "LB-6", params: { labels: blocking.join(", ") } }] : now.reasons;
  return base("sweep", reasons, {
    ...extra,
    validate,
    mode: now.mode,
    cancelInFlight: true,
    reuseGate: gate
  });
}
function decideFork(input, policy, now) {
  const { pr } = input;
  const awaiting = (reasons, extra = {}) => base(
    "validate",
    [...reasons, { code: "fork-awaiting-approval", rule: "FA-2", params: { sha: pr.headSha } }],
    {
      validate: true,
      approval: "awaiting",
      ...extra
    }
  );
  const approving = input.action === "labeled" && labelKind(policy, input.changedLabel ?? "") === "primary";
  if (!approving) {
    if (input.action === "unlabeled" && labelKind(policy, input.changedLabel ?? "") === "primary")
      return base(
        "cancel",
        [{ code: "primary-removed", rule: "CC-2", params: { label: input.changedLabel } }],
        {
          cancelInFlight: true
        }
      );
    return awaiting(now.reasons, { cancelInFlight: input.action === "synchronize" });
  }
  const refusal = approvalRefusal(input, policy, [input.changedLabel]);
  if (refusal) return base("refuse", [refusal], { approval: "awaiting" });
  return sweepOrValidate(input, policy, now, { validate: true, approval: "approved", sha: pr.headSha });
}
function approvalRefusal(input, policy, expected) {
  const { pr } = input;
  if (!input.actorAuthorised) return { code: "fork-approval-denied", rule: "AZ-1" };
  if (pr.state !== "open" || pr.draft) return { code: "fork-not-open", rule: "FA-1" };
  if (input.eventHeadSha && input.eventHeadSha !== pr.headSha)
    return { code: "fork-advanced", rule: "FA-2", params: { from: input.eventHeadSha, to: pr.headSha } };
  const primaries = labelState(policy, pr.labels).primaries.map((p) => p.name);
  const ok = expected ? primaries.length === 1 && primaries[0] === expected[0] : primaries.length === 1;
  if (!ok)
    return { code: "fork-labels-mismatch", rule: "LB-5", params: { labels: primaries.join(", ") || "none" } };
  if (!pr.mergeSha) return { code: "fork-no-merge-sha", rule: "FA-1" };
  return void 0;
}
function decideCommand(input, policy) {
  const { pr, command } = input;
  if (!command) return base("nothing", [], { refreshStatus: false });
  if (command.kind === "invalid")
    return base("refuse", [{ code: "command-invalid", rule: "CMD-1", params: { text: command.text } }], {
      refreshStatus: false
    });
  if (!input.actorAuthorised)
    return base("refuse", [{ code: "command-unauthorised", rule: "AZ-2" }], { refreshStatus: false });
  if (pr.state !== "open")
    return base("refuse", [{ code: "pr-closed", rule: "CC-3" }], { refreshStatus: false });
  switch (command.kind) {
    case "cancel":
      return base("cancel", [], { cancelInFlight: true, refreshStatus: false });
    case "rerun-failed":
      return base("rerun-failed", [], { refreshStatus: false });
    case "approve": {
      if (!pr.fork)
        return base("refuse", [{ code: "approve-not-fork", rule: "FA-1" }], { refreshStatus: false });
      const prefixOk = command.sha.length >= 12 && pr.headSha.toLowerCase().startsWith(command.sha);
      if (!prefixOk)
        return base(
          "refuse",
          [{ code: "approve-sha-mismatch", rule: "FA-1", params: { given: command.sha, head: pr.headSha } }],
          { approval: "awaiting", refreshStatus: false }
        );
      const refusal = approvalRefusal(input, policy, void 0);
      if (refusal) return base("refuse", [refusal], { approval: "awaiting", refreshStatus: false });
      return sweepOrValidate(input, policy, fromLabels(policy, pr.labels), {
        approval: "approved",
        sha: pr.headSha,
        restart: true
      });
    }
    case "sweep": {
      if (pr.fork)
        return base("refuse", [{ code: "fork-use-approve", rule: "FA-1" }], {
          approval: "awaiting",
          refreshStatus: false
        });
      const now = fromLabels(policy, pr.labels);
      if (!now.mode) return base("refuse", now.reasons, { refreshStatus: false });
      return sweepOrValidate(input, policy, now, { sha: pr.headSha, restart: true });
    }
  }
}
function applyGate(d, outcome) {
  if (outcome === "pass") return d;
  const closed = d.reuseGate === "not-applicable" ? d : withoutReuse(d);
  if (d.verdict !== "sweep" && d.verdict !== "reuse") return closed;
  const reason = outcome === "no-entry" ? { code: "changelog-no-entry", rule: "CL-8" } : { code: "changelog-failed", rule: "CL-1" };
  return heldBack(closed, reason);
}
function applyPlanCheck(d, planHasErrors) {
  return d.verdict === "sweep" && planHasErrors ? heldBack(d, { code: "plan-check-failed", rule: "C6" }) : d;
}
function withoutReuse(d) {
  const { reuseRunId: _r, ...rest } = d;
  const reasons = d.reasons.filter((r) => r.code !== "reuse" && r.code !== "reuse-blocked");
  return { ...rest, reuseGate: "not-applicable", reasons };
}
function heldBack(d, reason) {
  const { mode: _mode, ...rest } = d;
  return { ...rest, verdict: "validate", reasons: [...d.reasons, reason] };
}

export {
  bucketOf,
  emptyPlan,
  pushToBucket,
  bucketsOf2 as bucketsOf,
  toInferenceX,
  DEFAULT_PATHS,
  planFromTexts,
  planFromGit,
  curveDiffFromGit,
  InfraError,
  planKey,
  summarisePlan,
  gitPipeline,
  filePipeline,
  gitReader,
  modeFromLabels,
  decide,
  applyGate,
  applyPlanCheck
};
