import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  ATTEMPT,
  jobLabels
} from "./chunk-NZNYGAQE.js";
import {
  checkAgainstRecipe,
  checkDeclared,
  checkNameTokens,
  checkNodeCount,
  clustersOf,
  engineOf,
  gpuCount,
  gpusPerNodeOf,
  nodeCount,
  parseRecipe,
  recipeName,
  recipeRef,
  topologyOf
} from "./chunk-X4HZRWB4.js";
import {
  readYaml,
  sliceTopLevelEntries
} from "./chunk-Y4EC4SXW.js";
import {
  LIMITS,
  formatPath,
  limitDiagnostic,
  parseYaml,
  schemaFindings,
  toDiagnostic
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/lint/baseline.ts
var BASELINE_VERSION = 1;
var RECORDABLE = /^(R[1-9]|C(10|[1-9]))$/;
var baselineSchema = once(() => {
  const z = zod();
  const entrySchema = z.strictObject({
    rule: z.string().min(1),
    file: z.string().min(1),
    path: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
    count: z.int().min(1).optional()
  });
  return z.strictObject({
    version: z.literal(BASELINE_VERSION),
    findings: z.array(entrySchema).max(1e5)
  });
});
var layoutRelative = (file, prefix) => prefix && file.startsWith(prefix) ? file.slice(prefix.length) : file;
function entryOf(d, prefix = "") {
  if (d.severity !== "error" || !RECORDABLE.test(d.rule) || !d.file) return void 0;
  const file = layoutRelative(d.file, prefix);
  return d.path ? { rule: d.rule, file, path: d.path } : { rule: d.rule, file, message: d.message };
}
var keyOf = (e) => JSON.stringify([e.file, e.path ?? null, e.path ? null : e.message ?? null, e.rule]);
function baselineOf(diagnostics, prefix = "") {
  const counts = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const e = entryOf(d, prefix);
    if (!e) continue;
    const k = keyOf(e);
    const seen = counts.get(k);
    if (seen) seen.count = (seen.count ?? 1) + 1;
    else counts.set(k, e);
  }
  const findings = [...counts.values()].sort((a, b) => keyOf(a) < keyOf(b) ? -1 : 1);
  return { version: BASELINE_VERSION, findings };
}
function applyBaseline(diagnostics, baseline, opts = {}) {
  const prefix = opts.prefix ?? "";
  const name = opts.file ?? "the lint baseline";
  const budget = /* @__PURE__ */ new Map();
  for (const e of baseline.findings) budget.set(keyOf(e), (budget.get(keyOf(e)) ?? 0) + (e.count ?? 1));
  const used = /* @__PURE__ */ new Map();
  let known = 0;
  const out = diagnostics.map((d) => {
    const e = entryOf(d, prefix);
    if (!e) return d;
    const k = keyOf(e);
    const n = used.get(k) ?? 0;
    if (n >= (budget.get(k) ?? 0)) return d;
    used.set(k, n + 1);
    known++;
    return { ...d, severity: "warning", message: `${d.message} [known: recorded in ${name}]` };
  });
  const dropped = [];
  const findings = [];
  for (const e of baseline.findings) {
    const k = keyOf(e);
    const have = used.get(k) ?? 0;
    const want = e.count ?? 1;
    const keep = Math.min(have, want);
    used.set(k, have - keep);
    if (keep > 0) findings.push(keep > 1 ? { ...e, count: keep } : withoutCount(e));
    if (keep < want) dropped.push(want - keep > 1 ? { ...e, count: want - keep } : withoutCount(e));
  }
  for (const e of dropped)
    out.push(
      diag(
        "notice",
        "BASELINE",
        `${e.rule} at ${e.path ?? e.message} no longer occurs${e.count ? ` (${e.count}\xD7)` : ""}: dropped from ${name}`,
        { file: `${prefix}${e.file}` }
      )
    );
  return { diagnostics: out, known, dropped, remaining: { version: BASELINE_VERSION, findings } };
}
function withoutCount(e) {
  const { count: _c, ...rest } = e;
  return rest;
}
function parseBaseline(text, file) {
  const empty = { version: BASELINE_VERSION, findings: [] };
  const r = readYaml(text, file);
  if (r.diagnostics.some((d) => d.severity === "error") || r.value === void 0)
    return { baseline: empty, diagnostics: r.diagnostics };
  const findings = schemaFindings(baselineSchema(), r.value, [], () => "BASELINE");
  if (findings.length)
    return {
      baseline: empty,
      diagnostics: findings.map((f) => ({
        ...toDiagnostic(f, r.parsed()),
        fix: "regenerate it with sweep lint --write-baseline"
      }))
    };
  return { baseline: r.value, diagnostics: r.diagnostics };
}
function formatBaseline(b) {
  const q = (s) => JSON.stringify(s);
  const lines = [
    "# Known lint findings: reported as warnings, they do not block. New findings are errors.",
    "# Written by `sweep lint --write-baseline`; `sweep lint` drops findings that no longer occur.",
    `version: ${b.version}`
  ];
  if (b.findings.length === 0) lines.push("findings: []");
  else {
    lines.push("findings:");
    for (const e of b.findings) {
      lines.push(`  - rule: ${q(e.rule)}`, `    file: ${q(e.file)}`);
      if (e.path !== void 0) lines.push(`    path: ${q(e.path)}`);
      if (e.message !== void 0) lines.push(`    message: ${q(e.message)}`);
      if (e.count !== void 0) lines.push(`    count: ${e.count}`);
    }
  }
  return `${lines.join("\n")}
`;
}

// src/lanes/match.ts
var stringKeys = ["model", "precision", "framework", "spec", "scenario"];
var asList = (v) => v === void 0 ? void 0 : Array.isArray(v) ? v : [v];
var whens = (w) => Array.isArray(w) ? w : [w];
function matches(m, r) {
  for (const k of stringKeys) {
    const want = asList(m[k]);
    if (want && !want.includes(r[k])) return false;
  }
  if (m.multinode !== void 0 && m.multinode !== r.multinode) return false;
  if (m.dcgm !== void 0 && m.dcgm !== r.dcgm) return false;
  if (m.not && matches(m.not, r)) return false;
  return true;
}
var matchesWhen = (w, r) => whens(w).some((m) => matches(m, r));
var describeRequest = (r) => `${r.model} \xD7 ${r.framework} \xD7 ${r.precision} \xD7 ${r.scenario}${r.spec !== "none" ? ` \xD7 ${r.spec}` : ""}`;
function mentions(w, key) {
  return whens(w).some((m) => m[key] !== void 0 || m.not !== void 0 && mentions(m.not, key));
}
function* matcherValues(w) {
  for (const m of whens(w)) {
    for (const k of stringKeys) for (const v of asList(m[k]) ?? []) yield [k, v];
    if (m.not) yield* matcherValues(m.not);
  }
}

// src/lanes/facts.ts
function withRecord(c, rec) {
  if (!rec) return c;
  const srt = rec.slurm?.["srt-slurm"];
  const power = srt?.["power-telemetry"];
  return {
    ...c,
    gpusPerNode: rec["gpus-per-node"],
    ...srt?.["shared-run-root"] !== void 0 ? { sharedRunRoot: srt["shared-run-root"] } : {},
    ...srt?.["default-time-limit"] !== void 0 ? { fixedTimeLimit: srt["default-time-limit"] } : {},
    volumes: [.../* @__PURE__ */ new Set([...c.volumes, ...Object.keys(rec.slurm?.volumes ?? {})])],
    ...power ? {
      powerTelemetry: {
        dcgmPort: power["dcgm-port"],
        ...power["cpu-source"] !== void 0 ? { cpuSource: power["cpu-source"] } : {}
      }
    } : {}
  };
}
function withClusterRecords(lanes, runners) {
  const records = runners?.clusters;
  if (!records) return lanes;
  const clusters = Object.fromEntries(
    Object.entries(lanes.clusters).map(([id, c]) => [id, withRecord(c, records[id])])
  );
  return { ...lanes, clusters };
}
function disagreements(c, rec) {
  const srt = rec.slurm?.["srt-slurm"];
  const out = [];
  const check = (field, lanes, record, recordKey) => {
    if (lanes !== void 0 && record !== void 0 && lanes !== record)
      out.push({ field, lanes, record, recordKey });
  };
  check("gpusPerNode", c.gpusPerNode, rec["gpus-per-node"], "gpus-per-node");
  check("sharedRunRoot", c.sharedRunRoot, srt?.["shared-run-root"], "slurm.srt-slurm.shared-run-root");
  check(
    "fixedTimeLimit",
    c.fixedTimeLimit,
    srt?.["default-time-limit"],
    "slurm.srt-slurm.default-time-limit"
  );
  check(
    "powerTelemetry",
    c.powerTelemetry?.dcgmPort,
    srt?.["power-telemetry"]?.["dcgm-port"],
    "slurm.srt-slurm.power-telemetry.dcgm-port"
  );
  return out;
}

// src/lanes/schema.ts
var oneOrMany = once(() => {
  const z = zod();
  return z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
});
var matcherSchema = once(() => {
  const z = zod();
  return z.lazy(
    () => z.strictObject({
      model: oneOrMany().optional(),
      precision: oneOrMany().optional(),
      framework: oneOrMany().optional(),
      spec: oneOrMany().optional(),
      scenario: oneOrMany().optional(),
      multinode: z.boolean().optional(),
      dcgm: z.boolean().optional(),
      not: matcherSchema().optional()
    })
  );
});
var whenSchema = once(() => {
  const z = zod();
  return z.union([matcherSchema(), z.array(matcherSchema()).min(1)]);
});
var timeString = once(
  () => zod().string({
    error: (iss) => typeof iss.input === "number" ? 'time must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds' : 'time must be a "H:MM:SS" string'
  }).regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, 'time must be "H:MM:SS"')
);
function decision(value) {
  const z = zod();
  return z.strictObject({
    default: value,
    rules: z.array(z.strictObject({ when: whenSchema(), value, reason: z.string().min(1).optional() })).default([])
  });
}
var checkoutValue = once(() => zod().enum(["shared", "workspace"]));
var powerValue = once(() => zod().enum(["telemetry", "dcgm", "none"]));
var timeValue = once(() => zod().union([zod().literal("salloc"), timeString()]));
var routeSchema = once(() => {
  const z = zod();
  return z.strictObject({
    default: z.string().min(1),
    rules: z.array(z.strictObject({ when: whenSchema(), value: z.string().min(1), reason: z.string().optional() })).default([])
  });
});
var clusterSchema = once(() => {
  const z = zod();
  return z.strictObject({
    /** Runner labels that route to this cluster, besides `cluster:<id>` and runner names `<id>_N`. */
    labels: z.array(z.string().min(1)).default([]),
    gpusPerNode: z.number().int().positive(),
    computeSeesRunnerWorkspace: z.boolean(),
    sharedRunRoot: z.string().min(1).optional(),
    fixedTimeLimit: timeString().optional(),
    volumes: z.array(z.string().min(1)).default([]),
    powerTelemetry: z.strictObject({ dcgmPort: z.number().int().positive(), cpuSource: z.string().optional() }).optional(),
    routing: z.strictObject({ multinode: routeSchema().optional(), single: routeSchema().optional() }).default({})
  });
});
var mountSchema = once(() => {
  const z = zod();
  return z.strictObject({
    when: whenSchema().optional(),
    volume: z.string().min(1),
    target: z.string().regex(/^\//, "target must be an absolute path"),
    worldWritable: z.boolean().default(false),
    readOnly: z.boolean().default(false),
    reason: z.string().optional()
  });
});
var laneSchema = once(() => {
  const z = zod();
  return z.strictObject({
    admit: z.strictObject({
      frameworks: z.array(z.string().min(1)).min(1),
      reject: z.array(z.strictObject({ when: whenSchema(), message: z.string().min(1) })).default([])
    }),
    power: z.strictObject({
      default: powerValue().optional(),
      rules: z.array(z.strictObject({ when: whenSchema(), value: powerValue(), reason: z.string().optional() })).default([]),
      error: z.string().optional()
    }).optional(),
    checkout: decision(checkoutValue()),
    preflight: decision(z.boolean()),
    time: decision(timeValue()),
    mounts: z.array(mountSchema()).default([]),
    setupScripts: z.record(z.string(), z.string().min(1)).default({})
  });
});
var lanesFileSchema = once(() => {
  const z = zod();
  return z.strictObject({
    version: z.literal(1),
    vocab: z.strictObject({
      models: z.array(z.string().min(1)).min(1),
      precisions: z.array(z.string().min(1)).min(1),
      specs: z.array(z.string().min(1)).default(["none", "mtp", "draft_model"]),
      frameworks: z.record(
        z.string(),
        z.strictObject({ engine: z.enum(["vllm", "sglang", "trtllm", "atom"]), frontend: z.string().min(1) })
      )
    }),
    /**
     * Requests assumed to read `/infmax-workspace` on the compute nodes when their recipe is not checked in
     * (such a request needs a lane with a shared run root).
     */
    nodeWorkspace: z.strictObject({ when: whenSchema() }).optional(),
    clusters: z.record(z.string(), clusterSchema()),
    fragments: z.record(z.string(), z.array(z.unknown())).optional(),
    lanes: z.record(z.string().regex(/^[^/]+\/[^/]+$/, 'lane keys are "<cluster>/<path>"'), laneSchema())
  });
});
var decisionOrder = ["power", "checkout", "preflight", "time"];

// src/lanes/decide.ts
var SALLOC_DEFAULT = "8:00:00";
function admit(lane, r) {
  if (!lane.admit.frameworks.includes(r.framework)) {
    return {
      admitted: false,
      message: `Unsupported framework: ${r.framework}. Supported frameworks are: ${lane.admit.frameworks.join(", ")}`
    };
  }
  const rej = lane.admit.reject.find((x) => matchesWhen(x.when, r));
  return rej ? { admitted: false, message: `${rej.message} (FRAMEWORK=${r.framework})` } : { admitted: true };
}
function firstMatch(d, r) {
  const index = d.rules.findIndex((x) => matchesWhen(x.when, r));
  if (index >= 0) {
    const rule = d.rules[index];
    return {
      value: rule.value,
      by: { kind: "rule", index, ...rule.reason ? { reason: rule.reason } : {} }
    };
  }
  return d.default === void 0 ? void 0 : { value: d.default, by: { kind: "default" } };
}
function decidePower(lane, cluster, r, evalOnly = false) {
  if (cluster.powerTelemetry && !evalOnly)
    return { value: "telemetry", by: { kind: "cluster", fact: "powerTelemetry" } };
  if (!lane.power) return { value: "none", by: { kind: "default" } };
  return firstMatch(lane.power, r) ?? {
    error: lane.power.error ?? "no power rule matches and the lane has no default"
  };
}
function decide(lane, cluster, req, evalOnly = false) {
  const power = decidePower(lane, cluster, req, evalOnly);
  const r = { ...req, dcgm: "value" in power ? power.value !== "none" : void 0 };
  const checkout = firstMatch(lane.checkout, r);
  const preflight = firstMatch(lane.preflight, r);
  const laneTime = firstMatch(lane.time, r);
  const time = cluster.fixedTimeLimit ? { value: cluster.fixedTimeLimit, by: { kind: "cluster", fact: "fixedTimeLimit" } } : { value: laneTime.value === "salloc" ? SALLOC_DEFAULT : laneTime.value, by: laneTime.by };
  const mounts = lane.mounts.flatMap(
    (mount, index) => !mount.when || matchesWhen(mount.when, r) ? [{ mount, index }] : []
  );
  const setupScript = lane.setupScripts[req.framework];
  return { power, checkout, preflight, time, mounts, ...setupScript ? { setupScript } : {} };
}
function* ruleLists(lane) {
  yield {
    name: "admit.reject",
    path: ["admit", "reject"],
    whens: lane.admit.reject.map((r) => r.when),
    firstMatch: false
  };
  for (const d of decisionOrder) {
    const rules = lane[d]?.rules;
    if (rules) yield { name: d, path: [d, "rules"], whens: rules.map((r) => r.when), firstMatch: true };
  }
  yield { name: "mounts", path: ["mounts"], whens: lane.mounts.map((m) => m.when), firstMatch: false };
}
function routeOf(cluster, r) {
  const table = r.multinode ? cluster.routing.multinode : cluster.routing.single;
  if (!table) return r.multinode ? "srt-multi" : "srt-single";
  return firstMatch(table, r).value;
}
var laneKey = (cluster, path) => `${cluster}/${path}`;
function laneFor(lanes, cluster, r) {
  const path = routeOf(lanes.clusters[cluster], r);
  const key = laneKey(cluster, path);
  return { key, path, lane: lanes.lanes[key] };
}

// src/lanes/labels.ts
function runnerLabels(row, nodes, opts) {
  const skip = row["skip-queue-pr"];
  const labels = jobLabels(
    {
      runner: String(row.runner),
      priority: typeof row.priority === "string" ? row.priority : "<priority>",
      "queue-token": typeof row["queue-token"] === "string" ? row["queue-token"] : "<queue-token>",
      ...skip !== void 0 && skip !== null ? { "skip-queue-pr": String(skip) } : {},
      "node-count": nodes
    },
    { priority: opts.enabled, nodeSlots: !!opts.nodeSlots }
  );
  return labels.map((l) => l.replace(ATTEMPT, String(opts.runAttempt ?? 1)));
}

// src/lanes/resolve.ts
function requestOf(row) {
  return {
    model: String(row["model-prefix"] ?? ""),
    precision: String(row.precision ?? ""),
    framework: String(row.framework ?? ""),
    spec: String(row["spec-decoding"] ?? "none"),
    scenario: row["scenario-type"] === "agentic-coding" ? "agentic" : "fixed-seq-len",
    multinode: typeof row.prefill === "object" && row.prefill !== null
  };
}
var nodeCountOf = (row) => typeof row["node-count"] === "number" ? row["node-count"] : void 0;
function engineFor(framework, lanes) {
  return lanes?.vocab.frameworks[framework]?.engine ?? engineOf(framework);
}
function loadRecipeFor(t, gpn, ctx) {
  const ref = recipeRef(t);
  if (!ref) return void 0;
  const key = `${ref.path}|${ref.variant ?? ""}|${gpn}`;
  const cache = ctx.recipeCache ?? /* @__PURE__ */ new Map();
  if (!cache.has(key)) {
    const text = ctx.readFile?.(ref.path);
    cache.set(key, text === void 0 ? void 0 : parseRecipe(text, ref.path, ref.variant, gpn));
  }
  const p = cache.get(key);
  return {
    ...ref,
    found: p !== void 0,
    ...p?.recipe ? { parsed: p.recipe } : {},
    ...p ? { diagnostics: p.diagnostics } : {}
  };
}
function checkTopology(t, gpn, framework, ctx, reserved) {
  const recipe = loadRecipeFor(t, gpn, ctx);
  const findings = checkDeclared(t, gpn);
  if (recipe) findings.push(...checkNameTokens(t, recipeName(recipe), gpn));
  if (recipe?.parsed)
    findings.push(
      ...checkAgainstRecipe(t, recipe.parsed, gpn, engineFor(framework, ctx.lanes)),
      ...checkNodeCount(t, gpn, recipe.parsed, reserved)
    );
  return { findings, recipe };
}
function resolveRow(row, ctx) {
  const request = requestOf(row);
  const runner = String(row.runner ?? "");
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const topology = topologyOf(row);
  const gpn = gpusPerNodeOf(runner, ctx.runners, facts);
  const { findings, recipe } = topology && gpn ? checkTopology(topology, gpn, request.framework, ctx, nodeCountOf(row)) : { findings: [], recipe: void 0 };
  const gpus = topology ? gpuCount(topology, recipe?.parsed) : { declared: 0 };
  const nodes = topology && gpn ? nodeCount(topology, gpn, recipe?.parsed) : 1;
  const lanes = [];
  if (ctx.lanes) {
    for (const cluster of clustersOf(runner, ctx.runners, facts)) {
      const c = ctx.lanes.clusters[cluster];
      if (!c) continue;
      const { key, lane, path } = laneFor(ctx.lanes, cluster, request);
      if (!lane) {
        lanes.push({ cluster, path });
        continue;
      }
      const admission = admit(lane, request);
      lanes.push({
        cluster,
        lane: key,
        path,
        admission,
        ...admission.admitted ? { decisions: decide(lane, c, request, row["eval-only"] === true) } : {}
      });
    }
  }
  const { diagnostics: _d, ...recipeInfo } = recipe ?? {};
  return {
    request,
    ...topology ? { topology } : {},
    ...gpn ? { gpusPerNode: gpn } : {},
    ...recipe ? { recipe: recipeInfo } : {},
    gpus,
    nodes,
    labels: runnerLabels(row, nodes, ctx.scheduler ?? { enabled: false }),
    lanes,
    findings
  };
}

// src/lanes/closure.ts
var byName = (by) => by.kind === "rule" ? `rules[${by.index}]` : by.kind === "cluster" ? `cluster ${by.fact}` : "default";
function checkClosure(input) {
  const resolutions = input.rows.map((row) => resolveRow(row, input.ctx));
  const outcomes = resolutions.flatMap(
    (res, i) => res.lanes.map((l) => laneOutcome(input, input.rows[i], input.configKeys[i] ?? "?", res, l))
  );
  const used = new Set(outcomes.flatMap((o) => o.used));
  const siblings = /* @__PURE__ */ new Map();
  for (const { sibling } of outcomes)
    if (sibling) siblings.set(sibling.group, [...siblings.get(sibling.group) ?? [], sibling.member]);
  const all = [
    ...outcomes.flatMap((o) => o.diagnostics),
    ...siblingFindings(input, siblings),
    ...staleRuleFindings(input, used)
  ];
  const seen = /* @__PURE__ */ new Map();
  for (const d of all) {
    const k = `${d.rule}|${d.file}|${d.line}|${d.message}`;
    if (!seen.has(k)) seen.set(k, d);
  }
  return { diagnostics: [...seen.values()], table: outcomes.map((o) => o.line), resolutions };
}
var atLane = (input, path) => ({
  file: input.lanesFile,
  ...input.locateLane(path),
  path: formatPath(path)
});
function laneOutcome(input, row, key, res, l) {
  const req = res.request;
  const base = {
    configKey: key,
    ...typeof row["row-id"] === "string" ? { rowId: row["row-id"] } : {},
    cluster: l.cluster,
    gpus: res.gpus.recipe ?? res.gpus.declared,
    nodes: res.nodes
  };
  if (!l.lane) {
    const d = diag(
      "error",
      "C6",
      `${key}: cluster ${l.cluster} has no ${l.path} srt-slurm lane (${describeRequest(req)})`,
      { ...input.keyAt(key), path: key, fix: `add lanes.${l.cluster}/${l.path} to the lanes file` }
    );
    return {
      diagnostics: [d],
      line: { ...base, lane: `${l.cluster}/${l.path}`, admitted: "no lane" },
      used: []
    };
  }
  const lane = input.lanes.lanes[l.lane];
  if (!l.admission.admitted) {
    const ri = lane.admit.reject.findIndex((x) => matchesWhen(x.when, req));
    const d = diag("error", "C6", `${key}: ${l.lane} would fail at launch: ${l.admission.message}`, {
      ...input.keyAt(key),
      path: key,
      fix: `admit ${req.framework} on ${l.lane} or move the config to another cluster`
    });
    return {
      diagnostics: [d],
      line: { ...base, lane: l.lane, admitted: l.admission.message },
      used: ri >= 0 ? [`${l.lane}|admit.reject|${ri}`] : []
    };
  }
  return admittedOutcome(input, key, res, l, base);
}
function admittedOutcome(input, key, res, l, base) {
  const { lanes } = input;
  const req = res.request;
  const laneName = l.lane;
  const d = l.decisions;
  const used = [];
  for (const name of decisionOrder) {
    const x = d[name];
    if ("by" in x && x.by.kind === "rule") used.push(`${laneName}|${name}|${x.by.index}`);
  }
  for (const m of d.mounts) used.push(`${laneName}|mounts|${m.index}`);
  const diagnostics = [];
  if ("error" in d.power) {
    diagnostics.push(
      diag(
        "error",
        "C6",
        `${key}: ${laneName} has no power decision for ${describeRequest(req)}: ${d.power.error}`,
        { ...input.keyAt(key), path: key, fix: `add a power rule or default to ${laneName}` }
      )
    );
  }
  const c = lanes.clusters[l.cluster];
  const readsWorkspace = res.recipe?.parsed ? res.recipe.parsed.readsWorkspace : !!lanes.nodeWorkspace && matchesWhen(lanes.nodeWorkspace.when, req);
  if (!c.computeSeesRunnerWorkspace && readsWorkspace && d.checkout.value !== "shared") {
    diagnostics.push(
      diag(
        "error",
        "C5",
        `${key}: ${laneName} resolves checkout 'workspace' (${byName(d.checkout.by)}; shared_run_root undecided) for ${describeRequest(req)}, but its jobs read /infmax-workspace on nodes that cannot see the runner workspace`,
        {
          ...input.keyAt(key),
          path: key,
          fix: `add {when: {model: ${req.model}, framework: ${req.framework}${req.scenario === "agentic" ? ", scenario: agentic" : ""}}, value: shared} to lanes.${laneName}.checkout.rules`
        }
      )
    );
  }
  const member = {
    framework: req.framework,
    engine: lanes.vocab.frameworks[req.framework]?.engine ?? req.framework,
    key,
    lane: laneName,
    values: `checkout ${d.checkout.value}, preflight ${d.preflight.value}, time ${d.time.value}`,
    reason: [d.checkout.by, d.preflight.by, d.time.by].some((b) => b.kind === "rule" && !!b.reason)
  };
  const line = {
    ...base,
    lane: laneName,
    admitted: true,
    ..."value" in d.power ? { power: d.power.value } : {},
    checkout: d.checkout.value,
    preflight: d.preflight.value,
    time: d.time.value,
    mounts: d.mounts.map((m) => `${m.mount.volume}:${m.mount.target}`),
    ...res.recipe ? { recipe: `${res.recipe.path}${res.recipe.variant ? `:${res.recipe.variant}` : ""}` } : {}
  };
  return { diagnostics, line, used, sibling: { group: `${l.cluster}|${req.model}|${req.scenario}`, member } };
}
function siblingFindings(input, siblings) {
  const out = [];
  for (const [sib, members] of siblings) {
    const byEngine = /* @__PURE__ */ new Map();
    for (const m of members) byEngine.set(m.engine, [...byEngine.get(m.engine) ?? [], m]);
    for (const [engine, ms] of byEngine) {
      const distinct = new Map(ms.map((m) => [m.framework, m]));
      const vals = new Set([...distinct.values()].map((m) => m.values));
      if (vals.size < 2 || [...distinct.values()].some((m) => m.reason)) continue;
      const [cluster, model, scenario] = sib.split("|");
      const lane = ms[0].lane;
      out.push(
        diag(
          "error",
          "C7",
          `${lane}: ${model} \xD7 ${scenario} on ${cluster}: ${engine} frameworks diverge \u2014 ${[...distinct.values()].map((m) => `${m.framework} \u2192 ${m.values}`).join("; ")}`,
          {
            ...atLane(input, ["lanes", lane, "checkout"]),
            fix: `decide the ${engine} siblings alike, or give the differing rule a reason`
          }
        )
      );
    }
  }
  return out;
}
function staleRuleFindings(input, used) {
  const out = [];
  for (const [key, lane] of Object.entries(input.lanes.lanes)) {
    for (const list of ruleLists(lane)) {
      list.whens.forEach((w, i) => {
        if (!w || used.has(`${key}|${list.name}|${i}`)) return;
        out.push(
          diag("warning", "C8", `${key} ${list.name}[${i}] matches no planned row`, {
            ...atLane(input, ["lanes", key, ...list.path, i]),
            fix: "remove it if its configs are retired"
          })
        );
      });
    }
  }
  return out;
}

// src/lanes/universe.ts
var scenarios = ["agentic", "fixed-seq-len"];
function laneRequests(lanes, laneKey2) {
  const [cluster, path] = laneKey2.split("/");
  const c = lanes.clusters[cluster];
  const lane = lanes.lanes[laneKey2];
  if (!c || !lane) return [];
  const out = [];
  const v = lanes.vocab;
  for (const model of v.models)
    for (const precision of v.precisions)
      for (const framework of Object.keys(v.frameworks))
        for (const spec of v.specs)
          for (const scenario of scenarios)
            for (const multinode of [true, false]) {
              const r = { model, precision, framework, spec, scenario, multinode };
              if (routeOf(c, r) !== path) continue;
              const p = decidePower(lane, c, r);
              out.push({ ...r, dcgm: "value" in p ? p.value !== "none" : void 0 });
            }
  return out;
}
function admittedRequests(lanes, laneKey2) {
  const lane = lanes.lanes[laneKey2];
  return lane ? laneRequests(lanes, laneKey2).filter((r) => admit(lane, r).admitted) : [];
}

// src/lanes/check.ts
function checkLanes(loaded, runners) {
  if (!loaded.lanes) return [];
  const lanes = withClusterRecords(loaded.lanes, runners);
  const at = (path) => ({ file: loaded.file, ...loaded.locate(path), path: formatPath(path) });
  const out = [];
  out.push(...vocabulary(lanes, at), ...clusterInvariants(loaded.lanes, at, runners));
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const cluster = key.split("/")[0];
    if (!lanes.clusters[cluster]) continue;
    out.push(
      ...consistency(lanes, key, lane, at),
      ...deadAndShadowed(lanes, key, lane, at),
      ...coverage(lanes, key, lane, at),
      ...workspaceInvariant(lanes, key, lane, at)
    );
  }
  return out;
}
function vocabulary(lanes, at) {
  const out = [];
  const known = {
    model: lanes.vocab.models,
    precision: lanes.vocab.precisions,
    framework: Object.keys(lanes.vocab.frameworks),
    spec: lanes.vocab.specs,
    scenario: scenarios
  };
  const checkWhen = (w, path) => {
    if (!w) return;
    for (const [k, v] of matcherValues(w)) {
      if (!known[k].includes(v))
        out.push(
          diag("error", "C1", `${k} '${v}' is not in the vocabulary, so this matcher can never match it`, {
            ...at(path),
            fix: `use one of: ${known[k].join(", ")}${k === "scenario" ? "" : `, or add '${v}' to vocab`}`
          })
        );
    }
  };
  if (lanes.nodeWorkspace) checkWhen(lanes.nodeWorkspace.when, ["nodeWorkspace", "when"]);
  for (const [id, c] of Object.entries(lanes.clusters)) {
    for (const r of ["multinode", "single"])
      c.routing[r]?.rules.forEach(
        (x, i) => checkWhen(x.when, ["clusters", id, "routing", r, "rules", i, "when"])
      );
  }
  for (const [key, lane] of Object.entries(lanes.lanes)) {
    const [cluster] = key.split("/");
    const c = lanes.clusters[cluster];
    if (!c)
      out.push(
        diag("error", "C1", `lane '${key}' names cluster '${cluster}', which is not in clusters`, {
          ...at(["lanes", key]),
          fix: `add clusters.${cluster} or use one of: ${Object.keys(lanes.clusters).join(", ")}`
        })
      );
    lane.admit.frameworks.forEach((f, i) => {
      if (!known.framework.includes(f))
        out.push(
          diag("error", "C1", `admitted framework '${f}' is not in vocab.frameworks`, {
            ...at(["lanes", key, "admit", "frameworks", i]),
            fix: `add ${f} to vocab.frameworks with its engine and frontend`
          })
        );
    });
    for (const list of ruleLists(lane))
      list.whens.forEach((w, i) => checkWhen(w, ["lanes", key, ...list.path, i, "when"]));
    lane.mounts.forEach((m, i) => {
      if (c && !c.volumes.includes(m.volume))
        out.push(
          diag("error", "C1", `volume '${m.volume}' does not exist on cluster ${cluster}`, {
            ...at(["lanes", key, "mounts", i, "volume"]),
            fix: `add it to clusters.${cluster}.volumes or use one of: ${c.volumes.join(", ") || "(none)"}`
          })
        );
    });
    for (const f of Object.keys(lane.setupScripts)) {
      if (!lane.admit.frameworks.includes(f))
        out.push(
          diag("error", "C1", `setupScripts names framework '${f}', which lane ${key} does not admit`, {
            ...at(["lanes", key, "setupScripts", f]),
            fix: `admit ${f} or remove its setup script`
          })
        );
    }
  }
  return out;
}
function consistency(lanes, key, lane, at) {
  const out = [];
  const cluster = key.split("/")[0];
  const c = lanes.clusters[cluster];
  const values = (d, path) => [
    { value: d.default, p: [path, "default"] },
    ...d.rules.map((r, i) => ({ value: r.value, p: [path, "rules", i, "value"] }))
  ];
  if (!c.sharedRunRoot) {
    for (const v of values(lane.checkout, "checkout")) {
      if (v.value === "shared")
        out.push(
          diag(
            "error",
            "C2",
            `checkout: shared on ${key}, but cluster ${cluster} has no sharedRunRoot; the launch would fail`,
            {
              ...at(["lanes", key, ...v.p]),
              fix: `set clusters.${cluster}.sharedRunRoot or decide workspace`
            }
          )
        );
    }
  }
  if (c.fixedTimeLimit) {
    for (const v of values(lane.time, "time")) {
      if (v.value !== "salloc")
        out.push(
          diag(
            "error",
            "C2",
            `time ${v.value} on ${key} is shadowed: cluster ${cluster} has the fixed time limit ${c.fixedTimeLimit}`,
            {
              ...at(["lanes", key, ...v.p]),
              fix: "write time: {default: salloc} or drop the cluster fixedTimeLimit"
            }
          )
        );
    }
  }
  const hasPower = !!lane.power || !!c.powerTelemetry;
  for (const list of ruleLists(lane)) {
    list.whens.forEach((w, i) => {
      if (!w || !mentions(w, "dcgm")) return;
      const before = list.name === "power" || list.name === "admit.reject";
      if (before || !hasPower) {
        out.push(
          diag(
            "error",
            "C2",
            before ? `'dcgm' is tested in ${list.name}, which is decided before power` : `'dcgm' is tested but lane ${key} has no power decision, so it is never true`,
            {
              ...at(["lanes", key, ...list.path, i, "when"]),
              fix: before ? "test dcgm only in decisions taken after power" : "add a power decision to the lane"
            }
          )
        );
      }
    });
  }
  return out;
}
function deadAndShadowed(lanes, key, lane, at) {
  const out = [];
  const routed = laneRequests(lanes, key).filter((r) => lane.admit.frameworks.includes(r.framework));
  const admitted = routed.filter((r) => admit(lane, r).admitted);
  for (const list of ruleLists(lane)) {
    const universe = list.name === "admit.reject" ? routed : admitted;
    const seen = /* @__PURE__ */ new Set();
    list.whens.forEach((w, i) => {
      const path = ["lanes", key, ...list.path, i, "when"];
      if (!w) return;
      const hit = universe.filter((r) => matchesWhen(w, r));
      if (hit.length === 0) {
        out.push(
          diag(
            "error",
            "C3",
            `dead rule in ${key} ${list.name}[${i}]: it matches no request the lane admits`,
            { ...at(path), fix: "delete the rule, or fix its values / the lane admission" }
          )
        );
        return;
      }
      if (list.firstMatch && hit.every((r) => seen.has(r))) {
        out.push(
          diag(
            "error",
            "C3",
            `shadowed rule in ${key} ${list.name}[${i}]: earlier rules already decide every request it matches`,
            { ...at(path), fix: "delete it or move it above the rule that shadows it" }
          )
        );
      }
      hit.forEach((r) => seen.add(r));
      const ms = whens(w);
      ms.forEach((m, j) => {
        const own = universe.filter((r) => matches(m, r));
        if (ms.length > 1 && own.length > 0 && own.every((r) => ms.some((o, k) => k !== j && matches(o, r)))) {
          out.push(
            diag(
              "warning",
              "C3",
              `${key} ${list.name}[${i}].when[${j}] adds nothing: its siblings match everything it matches`,
              { ...at([...path, j]), fix: "drop this alternative" }
            )
          );
        }
      });
    });
  }
  return out;
}
function coverage(lanes, key, lane, at) {
  const out = [];
  const admitted = admittedRequests(lanes, key);
  for (const list of ruleLists(lane)) {
    if (!list.firstMatch) continue;
    const name = list.name;
    const ms = list.whens.flatMap((w) => w ? whens(w) : []);
    const models = new Set(ms.filter((m) => m.framework !== void 0).flatMap((m) => asList(m.model) ?? []));
    for (const model of models) {
      const frameworks = [...new Set(admitted.filter((r) => r.model === model).map((r) => r.framework))];
      const missing = frameworks.filter(
        (f) => !ms.some(
          (m) => (asList(m.model)?.includes(model) || m.model === void 0 && m.framework !== void 0) && (asList(m.framework)?.includes(f) ?? true)
        )
      );
      if (missing.length) {
        out.push(
          diag(
            "error",
            "C4",
            `\`${name}\` has no decision for ${model} \xD7 {${missing.join(", ")}} on ${key}: rules decide ${model} per framework, but the lane admits ${missing.join(", ")} too${name === "checkout" ? " (shared_run_root undecided)" : ""}`,
            {
              ...at(["lanes", key, name]),
              fix: `add a rule for ${model} \xD7 ${missing.join("/")}, or an explicit rule with the default value and a reason`
            }
          )
        );
      }
    }
  }
  return out;
}
function workspaceInvariant(lanes, key, lane, at) {
  const cluster = key.split("/")[0];
  const c = lanes.clusters[cluster];
  if (c.computeSeesRunnerWorkspace || !lanes.nodeWorkspace) return [];
  const bad = /* @__PURE__ */ new Map();
  for (const r of admittedRequests(lanes, key)) {
    if (!matchesWhen(lanes.nodeWorkspace.when, r)) continue;
    if (decide(lane, c, r).checkout.value === "shared") continue;
    const k = `${r.model} \xD7 ${r.framework} \xD7 ${r.scenario}`;
    if (!bad.has(k)) bad.set(k, /* @__PURE__ */ new Set());
    bad.get(k).add(r.precision);
  }
  return [...bad].map(
    ([k, precisions]) => diag(
      "error",
      "C5",
      `${key}: checkout resolves 'workspace' (no shared_run_root) for ${k} [${[...precisions].join(", ")}], but compute nodes on ${cluster} cannot see the runner workspace and these jobs read ${"/infmax-workspace"}`,
      {
        ...at(["lanes", key, "checkout"]),
        fix: `add {when: {model: ${k.split(" \xD7 ")[0]}, framework: ${k.split(" \xD7 ")[1]}}, value: shared} to checkout.rules`
      }
    )
  );
}
function clusterInvariants(lanes, at, runners) {
  if (!runners) return [];
  const out = [];
  for (const [id, c] of Object.entries(lanes.clusters)) {
    const rec = runners.clusters?.[id];
    for (const d of rec ? disagreements(c, rec) : [])
      out.push(
        diag(
          "error",
          "C5",
          `cluster ${id}: ${d.field} ${JSON.stringify(d.lanes)} disagrees with runners.yaml clusters.${id}.${d.recordKey} ${JSON.stringify(d.record)}`,
          {
            ...at(["clusters", id, d.field]),
            fix: `remove ${d.field} here (runners.yaml states it) or make the two agree`
          }
        )
      );
    const hw = runners.hardware?.[`cluster:${id}`];
    if (!rec && hw && hw["gpus-per-node"] !== c.gpusPerNode) {
      out.push(
        diag(
          "error",
          "C5",
          `cluster ${id}: gpusPerNode ${c.gpusPerNode} disagrees with runners.yaml hardware cluster:${id} gpus-per-node ${hw["gpus-per-node"]}`,
          { ...at(["clusters", id, "gpusPerNode"]), fix: "make the two records agree" }
        )
      );
    }
    if (!runners.labels[`cluster:${id}`] && !c.labels.some((l) => runners.labels[l])) {
      out.push(
        diag(
          "warning",
          "C5",
          `cluster ${id} has no 'cluster:${id}' label (nor any of its labels) in runners.yaml, so no row can reach it`,
          { ...at(["clusters", id]) }
        )
      );
    }
  }
  return out;
}

// src/lanes/load.ts
function loadLanes(text, file) {
  const parsed = parseYaml(text, file);
  const diagnostics = [...parsed.diagnostics];
  const origins = /* @__PURE__ */ new WeakMap();
  const raw = parsed.value;
  const fragments = isObject(raw) && isObject(raw.fragments) ? raw.fragments : {};
  let items = 0;
  let overLimit = false;
  const cyclic = /* @__PURE__ */ new Set();
  const limit = (name, path) => {
    if (!overLimit)
      diagnostics.push(
        limitDiagnostic(name, name === "fragmentExpansion" ? items : void 0, {
          file,
          ...parsed.locate(path)
        })
      );
    overLimit = true;
  };
  const expand = (v, path, chain, depth) => {
    if (overLimit) return void 0;
    if (depth > LIMITS.nestingDepth.max) return limit("nestingDepth", path);
    if (Array.isArray(v)) {
      const out = [];
      v.forEach((item, i) => {
        const ref = isObject(item) && typeof item.$ref === "string" ? item.$ref : void 0;
        if (ref === void 0) return void out.push(expand(item, [...path, i], chain, depth + 1));
        const frag = fragments[ref];
        const at = () => ({ file, ...parsed.locate([...path, i, "$ref"]), path: formatPath([...path, i]) });
        if (!Array.isArray(frag)) {
          diagnostics.push(
            diag("error", "C1", `unknown fragment '$ref: ${ref}'`, {
              ...at(),
              fix: `define fragments.${ref} as a list`
            })
          );
          return;
        }
        if (chain.includes(ref)) {
          if (cyclic.has(ref)) return;
          cyclic.add(ref);
          diagnostics.push(
            diag("error", "C1", `fragment '${ref}' refers to itself ($ref: ${[...chain, ref].join(" \u2192 ")})`, {
              ...at(),
              fix: "a fragment may use other fragments, but not itself"
            })
          );
          return;
        }
        frag.forEach((f, j) => {
          if (++items > LIMITS.fragmentExpansion.max) return void limit("fragmentExpansion", [...path, i]);
          const e = expand(f, ["fragments", ref, j], [...chain, ref], depth + 1);
          if (isObject(e)) origins.set(e, ["fragments", ref, j]);
          out.push(e);
        });
      });
      return out;
    }
    if (isObject(v))
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, expand(x, [...path, k], chain, depth + 1)])
      );
    return v;
  };
  const expanded = raw === void 0 ? void 0 : expand(raw, [], [], 0);
  if (overLimit) return { file, lanes: void 0, diagnostics, locate: (p) => parsed.locate(p) };
  const toYamlPath = (path) => {
    let cur = expanded;
    let out = [];
    for (const k of path) {
      cur = isObject(cur) || Array.isArray(cur) ? cur[k] : void 0;
      const origin = isObject(cur) ? origins.get(cur) : void 0;
      out = origin ?? [...out, k];
    }
    return out;
  };
  const locate = (path) => parsed.locate(toYamlPath(path));
  const locateKey = (path) => parsed.locateKey(toYamlPath(path));
  if (expanded === void 0) return { file, lanes: void 0, diagnostics, locate };
  const result = lanesFileSchema().safeParse(expanded);
  if (!result.success) {
    for (const issue of result.error.issues)
      diagnostics.push(issueDiagnostic(issue, file, locate, locateKey));
    return { file, lanes: void 0, diagnostics, locate };
  }
  return { file, lanes: result.data, diagnostics, locate };
}
function issueDiagnostic(issue, file, locate, locateKey) {
  const path = issue.path.filter((k) => typeof k !== "symbol");
  let message = issue.message;
  let fix;
  if (issue.code === "unrecognized_keys") {
    message = `unknown key(s): ${issue.keys.join(", ")}`;
    fix = "remove the key or fix its spelling";
    return diag("error", "LN-1", message, {
      file,
      ...locateKey([...path, issue.keys[0]]),
      path: formatPath(path),
      fix
    });
  }
  if (issue.code === "invalid_value") fix = `use one of: ${issue.values.map(String).join(", ")}`;
  return diag("error", "LN-1", message, {
    file,
    ...locate(path),
    path: formatPath(path),
    ...fix ? { fix } : {}
  });
}
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/topology/items.ts
function checkItemsTopology(configs, runners, ctx) {
  const out = [];
  const locators = /* @__PURE__ */ new Map();
  const locatorFor = (key) => {
    if (!locators.has(key)) {
      const file = configs.sourceOf.get(key);
      const text = file ? ctx.masterText(file) : void 0;
      const slice = text ? sliceTopLevelEntries(text).find((e) => e.key === key) : void 0;
      locators.set(
        key,
        slice && file ? parseYaml(text.slice(slice.start, slice.end), file, { lineOffset: slice.line - 1 }) : void 0
      );
    }
    return locators.get(key);
  };
  const facts = ctx.lanes ? { clusters: ctx.lanes.clusters } : {};
  const reported = /* @__PURE__ */ new Set();
  const missing = /* @__PURE__ */ new Set();
  for (const [key, entry] of configs.entries) {
    const gpn = gpusPerNodeOf(entry.runner, runners, facts);
    for (const [sc, blocks] of Object.entries(entry.scenarios ?? {})) {
      blocks?.forEach((block, bi) => {
        block["search-space"]?.forEach((item, ii) => {
          const t = topologyOf(item);
          if (!t || !gpn) return;
          const { findings, recipe } = checkTopology(t, gpn, entry.framework, ctx);
          if (recipe && !recipe.found && t.kind !== "single") missing.add(recipe.path);
          if (recipe?.diagnostics && !reported.has(recipe.diagnostics)) {
            reported.add(recipe.diagnostics);
            out.push(...recipe.diagnostics);
          }
          const base = [key, "scenarios", sc, bi, "search-space", ii];
          for (const f of findings) {
            const path = [
              ...base,
              ...f.role && f.role !== "single" ? [f.role] : t.kind === "agg" ? [t.stages[0].role] : [],
              ...f.field ? [f.field] : []
            ];
            const p = locatorFor(key);
            const pos = p ? f.field ? p.locateKey(path) : p.locate(path) : void 0;
            const recipeAt = f.recipeAt ? ` [recipe ${f.recipeAt.file}:${f.recipeAt.line}:${f.recipeAt.col}]` : "";
            out.push(
              diag(f.severity, f.rule, `${key}: ${f.message}${recipeAt}`, {
                ...configs.sourceOf.get(key) ? { file: configs.sourceOf.get(key) } : {},
                ...pos ?? {},
                path: formatPath(path),
                ...f.fix ? { fix: f.fix } : {}
              })
            );
          }
        });
      });
    }
  }
  if (missing.size) out.push(missingRecipes([...missing]));
  return out;
}
function missingRecipes(paths) {
  return diag(
    "notice",
    "R6",
    `${paths.length} recipe file(s) named by CONFIG_FILE= or srt-recipe are not checked in (e.g. ${paths[0]}): node-count for their rows is packed from the declared workers, and R3, R4 and R6 cannot check it against the allocation`,
    { fix: "check the recipes in (or name their lock or dry-run artifacts) to verify node counts" }
  );
}

export {
  baselineOf,
  applyBaseline,
  parseBaseline,
  formatBaseline,
  describeRequest,
  withClusterRecords,
  checkLanes,
  resolveRow,
  byName,
  checkClosure,
  loadLanes,
  checkItemsTopology
};
