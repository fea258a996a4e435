import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  SCENARIOS,
  generateTestConfig,
  isPattern,
  matchKeys,
  seqLenName
} from "./chunk-X4HZRWB4.js";
import {
  PRODUCT_ROW_KEYS,
  recipeFingerprint,
  scanSource,
  scanTopLevel
} from "./chunk-Y4EC4SXW.js";
import {
  canonicalJson,
  parseYaml,
  sha256Hex
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";

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
  for (const k in row) if (!keys.includes(k)) out[k] = row[k];
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
function bucketsOf(plan) {
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
function checkAppendScope(base, head, scope, where) {
  const out = [];
  const err = (message) => out.push(diag("error", "P-13", message, { file: where.file, line: where.line, col: 1 }));
  const missing = [...scope.selected.keys()].filter((k) => !base.has(k));
  if (missing.length)
    err(
      `append-only requires every selected config to exist in the base revision; missing: ${list(missing)}`
    );
  const changed = [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].filter(
    (k) => !scope.selected.has(k) && !scope.regular?.has(k) && (!base.has(k) || !head.has(k) || !eq(base.get(k), head.get(k)))
  );
  if (changed.length)
    err(`append-only PR changed configs not selected by its changelog entry: ${list(changed)}`);
  for (const [key, scenarios] of scope.selected) {
    if (!base.has(key) || !head.has(key)) continue;
    const b = rec(base.get(key));
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
  const base = points(baseRows);
  const head = points(headRows);
  const lost = [];
  for (const [k, concs] of base) {
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
    const old = base.get(curveKey(r));
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
  const base = /* @__PURE__ */ new Map();
  const head = /* @__PURE__ */ new Map();
  for (const [key, s] of b) {
    const other = h.get(key);
    base.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  for (const [key, s] of h) {
    const other = b.get(key);
    head.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  return { base, head };
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
  return sha256Hex(`${namespace}:${path}:${canonicalRow}`).slice(0, 32);
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
  const lines = typeof where.lines === "function" ? where.lines() : where.lines;
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
      out.push({ from, row: isAgentic(row) ? row : { ...row, conc: [minConc(row.conc)] } });
      return;
    }
    const key = groupKey(row);
    const at = groupAt.get(key);
    if (at === void 0) {
      groupAt.set(key, out.length);
      out.push({ from, row });
    } else if (minConc(row.conc) < minConc(out[at].row.conc)) {
      out[at] = { from, row };
    }
  });
  return out;
}
function minConc(conc) {
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
  const emitted = emitRows(
    [...throughput, ...generated.rows.filter((r) => r.kind === "eval")],
    file,
    lineOf,
    input.policy ? namespaceOf(input.context) : void 0
  );
  diagnostics.push(...emitted.diagnostics);
  const rows = withPriority(input, emitted.rows, emitted.tokens);
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
  return (entry) => lines.get(entry) ?? 1;
}
var scenariosOf = (e) => e.entry["scenario-type"] ?? [...SCENARIOS];
function checkAppendOnly(input, keys, file) {
  const appendOnly = input.entries.find((e) => e.entry["append-only"]);
  if (!appendOnly) return [];
  const where = { file, line: appendOnly.line, col: 1 };
  const base = input.appendOnlyBase;
  if (!base) {
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
  return checkAppendScope(base.raw, base.headRaw, { selected, regular }, where);
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
  const selection = { configKeys: g.keys, scenarioType: g.scenarios };
  const r = generateTestConfig(
    input.configs,
    input.runners,
    selection,
    c.kind === "throughput" ? { mode: "none", allEvals: false } : { mode: "evals-only", allEvals: c.mode.expand }
  );
  const base = input.appendOnlyBase;
  if (!c.mode.appendOnly || !base)
    return { rows: r.rows, diagnostics: r.diagnostics, deltaDiagnostics: [] };
  const before = generateTestConfig(base.configs, base.runners, selection, { mode: "none", allEvals: false });
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
function emitRows(planned, file, lineOf, namespace) {
  const rows = [];
  const tokens = [];
  const diagnostics = [];
  const rowIds = /* @__PURE__ */ new Map();
  for (const p of planned) {
    const emitted = toOutputRow(p.row, p.kind);
    if (p.kind === "throughput") emitted["recipe-fingerprint"] = recipeFingerprint(p.row);
    const text = canonicalJson(emitted);
    const rowId = sha256Hex(text).slice(0, 16);
    const row = { ...p, bucket: bucketOf(emitted, p.kind), row: emitted };
    emitted["row-id"] = rowId;
    if ("gpu-count" in p.row) emitted["gpu-count"] = p.row["gpu-count"];
    if ("node-count" in p.row) emitted["node-count"] = p.row["node-count"];
    const dup = rowIds.get(rowId);
    if (dup && dup.entry !== p.entry) {
      const text2 = `duplicate row ${rowId} (${String(emitted["exp-name"])}) from entries ${dup.entry} and ${p.entry}`;
      diagnostics.push(diag("warning", "MX-2", text2, { file, line: lineOf(p.entry), col: 1 }));
    }
    rowIds.set(rowId, row);
    rows.push(row);
    if (namespace !== void 0) tokens.push(queueToken(namespace, rowId, text));
  }
  return { rows, tokens, diagnostics };
}
var namespaceOf = (context) => `${context.runId ?? "0"}:${context.runAttempt ?? 1}`;
function withPriority(input, rows, tokens) {
  const { policy, context } = input;
  if (!policy) return rows;
  const score = priorityScorer(policy, context);
  const skipLabel = policy.labels?.["skip-queue"]?.name;
  const skip = context.skipQueue ?? (skipLabel !== void 0 && context.labels.includes(skipLabel));
  rows.forEach((p, i) => {
    p.row.priority = formatPriority(score(p.row));
    p.row["queue-token"] = tokens[i];
    if (skip && context.prNumber !== void 0) p.row["skip-queue-pr"] = context.prNumber;
  });
  return rows;
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
function masterKeysOf(f) {
  const scan = scanSource(f);
  if (!scan.irregular) return scan.entries.map((e) => e.key);
  const value = parseYaml(f.text, f.path, { version: "1.1" }).value;
  return value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];
}

export {
  bucketOf,
  emptyPlan,
  pushToBucket,
  bucketsOf,
  toInferenceX,
  rawMastersPair,
  resolveEntries,
  planFromEntries,
  masterKeysOf
};
