import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_PATHS,
  bucketsOf,
  masterKeysOf,
  modeFromLabels,
  planFromGit,
  planFromTexts,
  planKey,
  resolveEntries,
  toInferenceX
} from "./chunk-L7AW5JZG.js";
import {
  spreadMultiValues
} from "./chunk-AJMFNOK6.js";
import {
  rulesHint
} from "./chunk-YMZGTB67.js";
import "./chunk-ITEBV2RT.js";
import {
  SCENARIOS,
  declaredGpus,
  findLayout,
  findLayoutAtRef,
  generateTestConfig,
  seqLenName,
  topologyOf
} from "./chunk-HIVG5ALM.js";
import "./chunk-L7FGZWGU.js";
import "./chunk-RLSC4TDC.js";
import {
  PRIORITY_KEYS,
  PRODUCT_ROW_KEYS,
  loadMasterConfigs,
  loadRunners,
  recipeFingerprint
} from "./chunk-CTUAONRZ.js";
import "./chunk-7J6EVRPH.js";
import "./chunk-MPT3F7JN.js";
import {
  GitError,
  readFilesAtRef,
  resolveGateRefs,
  revParse
} from "./chunk-MTM5JPVN.js";
import {
  canonicalJson,
  diag,
  formatDiagnosticLine,
  hasErrors
} from "./chunk-NVAMQPIT.js";
import {
  UsageError
} from "./chunk-HLRRHCOX.js";

// src/cli/plan.ts
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

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
  const headKeys = t.head.masters.flatMap((f) => masterKeysOf(f.text, f.path));
  const sel = selection(t.entries, headKeys);
  if (sel.diagnostics.length) return { diagnostics: sel.diagnostics };
  const head = plannedRows(t.head.masters, t.head.runners, sel.keys);
  const baseMasters = t.base.masters.filter((m) => m !== null);
  const baseKeySet = new Set(baseMasters.flatMap((f) => masterKeysOf(f.text, f.path)));
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

// src/cli/plan.ts
var HELP = `usage: sweep plan --base <ref> --head <ref> [--repo <dir>] [options]
       sweep plan --head-file <changelog> [--base-file <changelog>] [options]

Gates the changelog (base = merge-base(base, head)) and prints the sweep plan. Masters, runners and
the priority policy are read at the head ref (or from files in the file mode). The inputs are found
at the repository root (configs/, perf-changelog.yaml) or under inferencex-e2e/, whichever the head
(or the working directory) has; the path options below override them one by one.

  --format <f>          inferencex (the reference search-space-config) | json (default) | table
  --all-evals           PR modifier: evals on every 8k1k row
  --evals-only          PR modifier: no throughput rows
  --trim-conc           legacy sweep-enabled trim: lowest concurrency per curve
  --config-files <a b>  master configs, space- or comma-separated (default ${DEFAULT_PATHS.masters.join(",")})
  --runner-config <f>   default ${DEFAULT_PATHS.runners}
  --ci-priority <f>     default ${DEFAULT_PATHS.policy} (optional); --no-ci-priority to skip
  --changelog <f>       default ${DEFAULT_PATHS.changelog}
                        (defaults shown for the root layout; under inferencex-e2e/ they carry that prefix)
  --event <e>           pull_request (default) | push | workflow_dispatch
  --label <l>           a PR label, repeatable (priority, skip_queue)
  --pr-number <n>       the PR number, for pr-link checks and skip-queue-pr
  --run-id <id>         workflow run id (default $GITHUB_RUN_ID); changes queue tokens, never the plan key
  --run-attempt <n>     workflow run attempt (default $GITHUB_RUN_ATTEMPT, else 1)
  --strict              layout problems and zero-row entries are errors
  --diff                instead of the plan, its curves against the same keys at the base revision
`;
var OPTIONS = {
  repo: { type: "string" },
  base: { type: "string" },
  head: { type: "string" },
  "base-file": { type: "string" },
  "head-file": { type: "string" },
  format: { type: "string", default: "json" },
  "all-evals": { type: "boolean", default: false },
  "evals-only": { type: "boolean", default: false },
  "trim-conc": { type: "boolean", default: false },
  "config-files": { type: "string", multiple: true },
  "runner-config": { type: "string" },
  "ci-priority": { type: "string" },
  "no-ci-priority": { type: "boolean", default: false },
  changelog: { type: "string" },
  event: { type: "string", default: "pull_request" },
  label: { type: "string", multiple: true },
  "pr-number": { type: "string" },
  "run-id": { type: "string" },
  "run-attempt": { type: "string" },
  strict: { type: "boolean", default: false },
  diff: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var MULTI = /* @__PURE__ */ new Set(["config-files"]);
function parse(argv) {
  try {
    return parseArgs({
      args: spreadMultiValues(argv, MULTI),
      options: OPTIONS,
      strict: true,
      allowPositionals: false
    });
  } catch (e) {
    throw new UsageError(`${e.message}
${HELP}`);
  }
}
var plan = async (argv, io) => {
  const { values } = parse(argv);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const format = values.format;
  if (!["inferencex", "json", "table"].includes(format))
    throw new UsageError(`--format must be inferencex, json or table (got '${format}')`);
  const event = values.event;
  if (!["pull_request", "push", "workflow_dispatch"].includes(event))
    throw new UsageError(`--event must be pull_request, push or workflow_dispatch`);
  const prNumber = values["pr-number"] !== void 0 ? Number(values["pr-number"]) : void 0;
  if (prNumber !== void 0 && !Number.isInteger(prNumber))
    throw new UsageError("--pr-number must be an integer");
  const runAttempt = Number(values["run-attempt"] ?? io.env.GITHUB_RUN_ATTEMPT ?? 1);
  if (!Number.isInteger(runAttempt) || runAttempt < 1)
    throw new UsageError("--run-attempt (or GITHUB_RUN_ATTEMPT) must be a positive integer");
  const labels = values.label ?? [];
  const fileMode = values["head-file"] !== void 0;
  if (!fileMode && (values.base === void 0 || values.head === void 0))
    throw new UsageError("give --base and --head (refs), or --head-file");
  const found = fileMode ? findLayout(io.cwd) : await findLayoutAtRef(resolve(io.cwd, values.repo ?? "."), values.head);
  const explicit = values["config-files"] !== void 0 && values["runner-config"] !== void 0;
  if (found.diagnostics.length && !explicit) {
    for (const d of found.diagnostics) io.stderr(formatDiagnosticLine(d) + "\n");
    return 1;
  }
  const defaults = found.layout.paths;
  const masters = values["config-files"]?.flatMap((s) => s.split(",")).filter(Boolean) ?? defaults.masters;
  const context = {
    event,
    labels,
    ...values["run-id"] ?? io.env.GITHUB_RUN_ID ? { runId: values["run-id"] ?? io.env.GITHUB_RUN_ID } : {},
    runAttempt,
    ...prNumber !== void 0 ? { prNumber } : {}
  };
  const common = {
    modifiers: {
      allEvals: values["all-evals"],
      evalsOnly: values["evals-only"],
      trimConc: values["trim-conc"]
    },
    context,
    strict: values.strict
  };
  if (values.diff && values["head-file"] !== void 0)
    throw new UsageError("--diff compares two revisions: give --base and --head (refs), not --head-file");
  let run;
  let key;
  if (fileMode) {
    const read = (p) => readFileSync(resolve(io.cwd, p), "utf8");
    const readOr = (p) => p !== void 0 && existsSync(resolve(io.cwd, p)) ? read(p) : null;
    const missing = [values["head-file"], ...masters, values["runner-config"] ?? defaults.runners].filter(
      (p) => !existsSync(resolve(io.cwd, p))
    );
    if (missing.length) throw new UsageError(`file not found: ${missing.join(", ")}`);
    const policyPath = values["no-ci-priority"] ? void 0 : values["ci-priority"] ?? defaults.policy;
    if (values["ci-priority"] !== void 0 && !existsSync(resolve(io.cwd, values["ci-priority"])))
      throw new UsageError(`file not found: ${values["ci-priority"]}`);
    const policyText = readOr(policyPath);
    const runnerPath = values["runner-config"] ?? defaults.runners;
    run = planFromTexts(
      {
        changelog: {
          // Messages name the file the user gave.
          path: values.changelog ?? values["head-file"],
          base: readOr(values["base-file"]),
          head: read(values["head-file"])
        },
        masters: masters.map((p) => ({ path: p, text: read(p) })),
        runners: { path: runnerPath, text: read(runnerPath) },
        policy: policyText !== null ? { path: policyPath, text: policyText } : null
      },
      {
        ...common,
        refs: { base: values.base ?? values["base-file"] ?? "", head: values.head ?? values["head-file"] }
      }
    );
  } else {
    run = await planFromGit(
      resolve(io.cwd, values.repo ?? "."),
      { base: values.base, head: values.head },
      {
        masters,
        runners: values["runner-config"] ?? defaults.runners,
        policy: values["no-ci-priority"] ? null : values["ci-priority"] ?? defaults.policy,
        changelog: values.changelog ?? defaults.changelog
      },
      common
    );
    if (run.ok && run.outcome === "entries") {
      const sha = await revParse(resolve(io.cwd, values.repo ?? "."), values.head);
      key = planKey(sha, modeFromLabels(labels), run.plan);
    }
    if (values.diff) {
      const paths = { masters, runners: values["runner-config"] ?? defaults.runners };
      const repo = resolve(io.cwd, values.repo ?? ".");
      return planDiff(run, { repo, refs: { base: values.base, head: values.head }, paths }, io);
    }
  }
  return report(run, format, io, key);
};
function report(run, format, io, key) {
  for (const d of run.diagnostics) io.stderr(formatDiagnosticLine(d) + "\n");
  const hint = rulesHint(run.diagnostics);
  if (hint) io.stderr(hint + "\n");
  if (!run.ok) {
    if (format === "json")
      io.stdout(
        JSON.stringify({
          ok: false,
          outcome: run.outcome,
          errors: run.diagnostics.filter((d) => d.severity === "error")
        }) + "\n"
      );
    return 1;
  }
  if (run.outcome !== "entries")
    io.stderr(
      `plan: ${run.outcome === "corrections" ? "pr-link corrections only" : "no changelog entry appended"}; nothing to sweep
`
    );
  if (format === "inferencex") {
    io.stdout(JSON.stringify(toInferenceX(run.plan)) + "\n");
  } else if (format === "json") {
    const buckets = Object.fromEntries(bucketsOf(run.plan).map(([b, rows]) => [b, rows.length]));
    io.stdout(
      JSON.stringify({
        ok: true,
        outcome: run.outcome,
        ...key ? { key } : {},
        buckets,
        // Where each row went and which changelog entry asked for it; the rows themselves are in `plan`.
        rows: run.rows.map((p) => ({ "row-id": p.row["row-id"], bucket: p.bucket, entry: p.entry })),
        plan: run.plan,
        diagnostics: run.diagnostics
      }) + "\n"
    );
  } else {
    io.stdout(table(run));
  }
  return 0;
}
function table(run) {
  const head = ["bucket", "row-id", "exp-name", "runner", "conc", "priority"];
  const body = run.rows.map((p) => [
    p.bucket,
    String(p.row["row-id"]),
    String(p.row["exp-name"]),
    String(p.row.runner),
    Array.isArray(p.row.conc) ? p.row.conc.join(" ") : String(p.row.conc),
    String(p.row.priority ?? "")
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  const counts = bucketsOf(run.plan).filter(([, rows]) => rows.length).map(([b, rows]) => `${b}=${rows.length}`).join(" ");
  return [line(head), ...body.map(line), "", `${run.rows.length} rows: ${counts || "none"}`, ""].join("\n");
}
export {
  plan
};
