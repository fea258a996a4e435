import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  LIMITS,
  fastLoad,
  formatPath,
  limitDiagnostic,
  lintYaml11,
  parseYaml,
  yaml
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/gate/prlink.ts
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
var pullUrl = (repo) => `https://github.com/${repo}/pull/`;
function isCanonicalPrLink(link, repo) {
  return new RegExp(`^${escape(pullUrl(repo))}[1-9][0-9]*$`).test(link);
}
function checkNewPrLink(link, ctx) {
  const base = pullUrl(ctx.repo);
  if (ctx.prNumber !== void 0) {
    const own = `${base}${ctx.prNumber}`;
    if (link === "XXX" || link === `${base}XXX` || link === own) return null;
    return {
      severity: "error",
      rule: "L-2",
      message: `new PR entry must use '${own}' or an XXX placeholder; found '${link}'`,
      fix: `set pr-link to ${own}`
    };
  }
  if (ctx.event === "push") {
    if (isCanonicalPrLink(link, ctx.repo)) return null;
    return {
      severity: "warning",
      rule: "L-2",
      message: `new main-branch entry has invalid pr-link: '${link}'`
    };
  }
  if (link === "XXX" || link === `${base}XXX` || isCanonicalPrLink(link, ctx.repo)) return null;
  return {
    severity: "warning",
    rule: "L-2",
    message: `new PR entry must use '${base}<N>' or an XXX placeholder; found '${link}'`
  };
}

// src/gate/schema.ts
var SCENARIO_TYPES = ["fixed-seq-len", "agentic-coding"];
var KEY_ALIASES = {
  config_keys: "config-keys",
  pr_link: "pr-link",
  evals_only: "evals-only",
  all_evals: "all-evals",
  append_only: "append-only",
  eval_min_prefill_ep: "eval-min-prefill-ep",
  scenario_type: "scenario-type",
  no_evals: "no-evals"
};
var LAX_TRUE = /* @__PURE__ */ new Set(["1", "on", "t", "true", "y", "yes"]);
var LAX_FALSE = /* @__PURE__ */ new Set(["0", "off", "f", "false", "n", "no"]);
var laxBool = () => {
  const z = zod();
  return z.preprocess((v) => {
    if (typeof v === "string") {
      const s = v.trim().toLowerCase();
      return LAX_TRUE.has(s) ? true : LAX_FALSE.has(s) ? false : v;
    }
    if (v === 1) return true;
    if (v === 0) return false;
    return v;
  }, z.boolean());
};
var laxInt = () => {
  const z = zod();
  return z.preprocess(
    (v) => typeof v === "string" && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v,
    z.int().min(1)
  );
};
var laxEntrySchema = once(() => {
  const z = zod();
  return z.preprocess(
    (v) => {
      if (!v || typeof v !== "object" || Array.isArray(v)) return v;
      const out = {};
      for (const [k, val] of Object.entries(v)) out[KEY_ALIASES[k] ?? k] = val;
      return out;
    },
    z.strictObject({
      "config-keys": z.array(z.string()).min(1),
      description: z.array(z.string()).min(1),
      "pr-link": z.string(),
      "evals-only": laxBool().optional(),
      "all-evals": laxBool().optional(),
      "append-only": laxBool().optional(),
      "eval-min-prefill-ep": laxInt().nullable().optional(),
      "scenario-type": z.array(z.enum(SCENARIO_TYPES)).min(1).optional(),
      "no-evals": laxBool().optional()
    })
  );
});
var isNonBlank = (s) => s.trim().length > 0;
var strictEntrySchema = once(() => {
  const z = zod();
  const nonBlank = z.string().refine(isNonBlank, { message: "must not be empty" });
  const scenarioList = z.array(z.enum(SCENARIO_TYPES)).min(1).refine((xs) => new Set(xs).size === xs.length, { message: "scenario-type values must not repeat" });
  return z.strictObject({
    "config-keys": z.array(nonBlank).min(1),
    description: z.array(nonBlank).min(1),
    "pr-link": nonBlank,
    "evals-only": z.boolean().optional(),
    "all-evals": z.boolean().optional(),
    "append-only": z.boolean().optional(),
    "eval-min-prefill-ep": z.int().min(1).nullable().optional(),
    "scenario-type": scenarioList.optional(),
    "no-evals": z.boolean().optional()
  });
});
var STRICT_BOOLEANS = ["evals-only", "all-evals", "append-only", "no-evals"];
var STRICT_KEYS = /* @__PURE__ */ new Set([
  "config-keys",
  "description",
  "pr-link",
  ...STRICT_BOOLEANS,
  "eval-min-prefill-ep",
  "scenario-type"
]);
var nonBlankList = (v) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string" && isNonBlank(s));
function acceptsStrictEntry(v) {
  if (!v || typeof v !== "object" || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype)
    return false;
  const e = v;
  for (const k of Object.keys(e)) if (!STRICT_KEYS.has(k)) return false;
  if (!nonBlankList(e["config-keys"]) || !nonBlankList(e.description)) return false;
  const link = e["pr-link"];
  if (typeof link !== "string" || !isNonBlank(link)) return false;
  for (const k of STRICT_BOOLEANS) if (e[k] !== void 0 && typeof e[k] !== "boolean") return false;
  const ep = e["eval-min-prefill-ep"];
  if (ep !== void 0 && ep !== null && !(Number.isSafeInteger(ep) && ep >= 1)) return false;
  const st = e["scenario-type"];
  if (st === void 0) return true;
  return Array.isArray(st) && st.length > 0 && st.every((x) => SCENARIO_TYPES.includes(x)) && new Set(st).size === st.length;
}
var entryRules = [
  {
    rule: "P-6",
    field: "append-only",
    message: "append-only cannot be combined with eval selection fields",
    when: (e) => !!e["append-only"] && (!!e["evals-only"] || !!e["all-evals"] || e["eval-min-prefill-ep"] != null)
  },
  {
    rule: "N-1",
    field: "no-evals",
    message: "no-evals cannot be combined with eval selection fields",
    when: (e) => !!e["no-evals"] && (!!e["evals-only"] || !!e["all-evals"] || e["eval-min-prefill-ep"] != null)
  }
];
function normalizeEntry(e) {
  const out = {
    "config-keys": [...e["config-keys"]],
    description: [...e.description],
    "pr-link": e["pr-link"],
    "evals-only": e["evals-only"] ?? false,
    "all-evals": e["all-evals"] ?? false,
    "append-only": e["append-only"] ?? false
  };
  if (e["scenario-type"] != null) out["scenario-type"] = [...e["scenario-type"]];
  if (e["eval-min-prefill-ep"] != null) out["eval-min-prefill-ep"] = e["eval-min-prefill-ep"];
  if (e["no-evals"] != null) out["no-evals"] = e["no-evals"];
  return out;
}

// src/gate/changelog.ts
var ENTRY_START = /^- config-keys:/gm;
function countEntryStarts(text) {
  return text.match(ENTRY_START)?.length ?? 0;
}
function entryStartLines(text, lineOffset) {
  const out = [];
  let line = 1;
  let last = 0;
  for (const m of text.matchAll(ENTRY_START)) {
    for (let i = last; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    last = m.index;
    out.push(line + lineOffset);
  }
  return out;
}
function parseStructure(text, path, lineOffset = 0, opts = {}) {
  const fast = fastLoad(text);
  if (fast && Array.isArray(fast.value) && fast.value.length > 0) {
    const lines = entryStartLines(text, lineOffset);
    if (lines.length === fast.value.length) {
      let cache;
      return {
        get yaml() {
          return cache ??= parseYaml(text, path, { version: "1.1", lineOffset });
        },
        raws: fast.value,
        lines,
        diagnostics: [],
        structured: true,
        fast: true
      };
    }
  }
  const yaml2 = parseYaml(text, path, { version: "1.1", lineOffset });
  const diagnostics = [];
  for (const d of yaml2.diagnostics) {
    if (d.severity !== "error" || opts.charactersChecked && d.rule === "YAML-CHAR") continue;
    if (d.rule === "LIMIT") diagnostics.push(d);
    else diagnostics.push({ ...d, rule: "L-1", message: `${path} is not valid YAML: ${d.message}` });
  }
  const out = {
    yaml: yaml2,
    raws: [],
    lines: [],
    diagnostics,
    structured: false,
    text,
    lineOffset
  };
  if (yaml2.value === void 0) return out;
  const value = yaml2.value;
  if (value === null && countEntryStarts(text) === 0) return { ...out, structured: true };
  if (!Array.isArray(value)) {
    diagnostics.push(
      diag("error", "L-1", `${path} root must be a YAML list`, { file: path, ...yaml2.locate([]) })
    );
    return out;
  }
  const starts = countEntryStarts(text);
  if (starts !== value.length) {
    diagnostics.push(
      diag(
        "error",
        "L-1",
        `${path} has ${starts} top-level config entries but YAML parsed ${value.length} entries`,
        {
          file: path,
          ...yaml2.locate([]),
          fix: "start every entry with a line that is exactly `- config-keys:`"
        }
      )
    );
  }
  out.structured = true;
  out.raws = value;
  out.lines = value.map((_, i) => yaml2.locate([i]).line);
  return out;
}
var MAX_PER_ENTRY = 20;
function validateEntries(s, path, opts, from = 0, to = s.raws.length) {
  const entries = [];
  const diagnostics = [];
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    const index = (opts.entryOffset ?? 0) + i + 1;
    const pe = { index, line: s.lines[i], raw };
    entries.push(pe);
    const at = (p, key = false) => ({
      file: path,
      ...key ? s.yaml.locateKey([i, ...p]) : s.yaml.locate([i, ...p])
    });
    const found = entryDiagnostics(s, i, index, at, opts);
    for (const d of found.diagnostics.slice(0, MAX_PER_ENTRY)) diagnostics.push(d);
    const more = found.diagnostics.length - MAX_PER_ENTRY + (found.unlisted ?? 0);
    if (more > 0)
      diagnostics.push(
        diag("error", "L-1", `entry ${index} has ${more} more problems`, {
          ...at([]),
          fix: "fix the problems above first"
        })
      );
    if (found.entry) pe.entry = found.entry;
  }
  if (opts.schema === "strict") for (const d of yaml11Warnings(s, from, to)) diagnostics.push(d);
  return { entries, diagnostics };
}
function entryDiagnostics(s, i, index, at, opts) {
  const raw = s.raws[i];
  const out = [];
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { diagnostics: [diag("error", "L-1", `entry ${index} is not a mapping`, at([]))] };
  }
  const y = hasPlainKeys(raw) ? void 0 : yaml();
  const node = y?.isSeq(s.yaml.doc.contents) ? s.yaml.doc.contents.items[i] : void 0;
  if (y?.isMap(node) && node.items.some((p) => !y.isScalar(p.key))) {
    const where = at([]);
    return {
      diagnostics: [
        diag(
          "error",
          "L-1",
          `${where.file} is not valid YAML: found unhashable key in entry ${index}`,
          where
        )
      ]
    };
  }
  const keys = raw["config-keys"];
  if (opts.schema === "strict" && Array.isArray(keys) && keys.length > LIMITS.configKeys.max) {
    const where = at(["config-keys"], true);
    return { diagnostics: [limitDiagnostic("configKeys", keys.length, where, "CL-S")] };
  }
  const checked = checkedEntry(raw, opts.schema);
  if (!checked.success) {
    const issues = checked.error.issues;
    for (const issue of issues.slice(0, MAX_PER_ENTRY)) out.push(...issueDiagnostics(issue, index, at));
    return { diagnostics: out, unlisted: Math.max(0, issues.length - MAX_PER_ENTRY) };
  }
  const e = checked.data;
  for (const rule of entryRules) {
    if (rule.when(e)) out.push(diag("error", rule.rule, rule.message, at([rule.field], true)));
  }
  if (opts.schema === "strict") {
    const seen = /* @__PURE__ */ new Set();
    const reported = /* @__PURE__ */ new Set();
    e["config-keys"].forEach((k, j) => {
      if (seen.has(k) && !reported.has(k)) {
        reported.add(k);
        out.push(
          diag("warning", "CL-S", `entry ${index} lists config key '${k}' twice`, at(["config-keys", j]))
        );
      }
      seen.add(k);
    });
    const p = opts.prLink ? checkNewPrLink(e["pr-link"], opts.prLink) : null;
    if (p)
      out.push(diag(p.severity, p.rule, p.message, { ...at(["pr-link"]), ...p.fix ? { fix: p.fix } : {} }));
  }
  return { diagnostics: out, entry: normalizeEntry(e) };
}
function checkedEntry(raw, schema) {
  if (schema === "strict" && acceptsStrictEntry(raw)) return { success: true, data: raw };
  const s = schema === "strict" ? strictEntrySchema() : laxEntrySchema();
  return s.safeParse(raw);
}
function issueDiagnostics(issue, index, at) {
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const targets = keys.length ? keys.map((k) => [k]) : [issue.path];
  return targets.map((p) => {
    const alias = keys.length ? KEY_ALIASES[String(p[0])] : void 0;
    const missing = issue.code === "invalid_type" && /received undefined$/.test(issue.message);
    const what = keys.length ? `unknown key '${String(p[0])}'` : `${formatPath(p) || "entry"}: ${missing ? "Field required" : issue.message}`;
    const fix = alias ? `write '${alias}'` : missing ? `add '${formatPath(p)}:' to the entry` : void 0;
    return diag("error", "L-1", `entry ${index} fails ChangelogEntry validation: ${what}`, {
      ...at(p, keys.length > 0),
      ...fix ? { fix } : {}
    });
  });
}
var BOOLEAN_FIELDS = ["evals-only", "all-evals", "append-only", "no-evals"];
function yaml11Warnings(s, from, to) {
  if (s.fast || s.text === void 0 || from >= to) return [];
  const first = s.lines[from];
  const end = to < s.lines.length ? s.lines[to] : Infinity;
  const fixes = /* @__PURE__ */ new Map();
  for (let i = from; i < to; i++) {
    const raw = s.raws[i];
    for (const f of BOOLEAN_FIELDS) {
      if (typeof raw?.[f] !== "boolean") continue;
      const p = s.yaml.locate([i, f]);
      fixes.set(`${p.line}:${p.col}`, `write ${String(raw[f])}`);
    }
  }
  return lintYaml11(s.yaml, s.text, s.lineOffset ?? 0).filter((d) => d.line >= first && d.line < end).map((d) => {
    const fix = fixes.get(`${d.line}:${d.col}`);
    return fix ? { ...d, fix } : d;
  });
}
function parseChangelog(text, path, opts) {
  const s = parseStructure(text, path, opts.lineOffset ?? 0, opts);
  const v = validateEntries(s, path, opts);
  return {
    entries: v.entries,
    diagnostics: [...s.diagnostics, ...v.diagnostics],
    structured: s.structured,
    get yaml() {
      return s.yaml;
    }
  };
}
function hasPlainKeys(raw) {
  return Object.keys(raw).every((k) => /^[A-Za-z0-9_.-]+$/.test(k));
}

export {
  isCanonicalPrLink,
  countEntryStarts,
  parseStructure,
  validateEntries,
  parseChangelog
};
