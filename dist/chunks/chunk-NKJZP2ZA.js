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
} from "./chunk-P2BVDA5B.js";
import {
  selectCanary
} from "./chunk-NMCPJN2H.js";
import {
  bucketsOf,
  minConc,
  planSchema,
  plannedRoutes,
  rowIdOf,
  shardPlan
} from "./chunk-GUUFHC2R.js";
import {
  checkRoutes
} from "./chunk-NZNYGAQE.js";
import {
  curveDiffFromGit,
  curveOf,
  describeCurve
} from "./chunk-2EF6U6PB.js";
import {
  openPlanGit,
  planFromGit
} from "./chunk-LI3W74ZW.js";
import {
  findLayoutAtRef
} from "./chunk-GLR7VKS4.js";
import {
  ROOT_LAYOUT
} from "./chunk-BLJ3KVZN.js";
import {
  clustersOf
} from "./chunk-X4HZRWB4.js";
import {
  loadMasterConfigs,
  loadRunners,
  sliceTopLevelEntries
} from "./chunk-Y4EC4SXW.js";
import {
  canonicalJson
} from "./chunk-T2UACYH5.js";
import {
  git,
  gitSync,
  openCatFile
} from "./chunk-BO4ALB5V.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/action/pipeline.ts
import { createHash } from "node:crypto";
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
var diagnosticSchema = once(() => {
  const z = zod();
  return z.object({
    severity: z.enum(["error", "warning", "notice"]),
    rule: z.string(),
    message: z.string(),
    file: z.string().optional(),
    line: z.number().int().positive().optional(),
    col: z.number().int().positive().optional(),
    path: z.string().optional(),
    fix: z.string().optional()
  });
});
var hours = () => {
  const z = zod();
  return { gpuHours: z.number().nonnegative(), nodeHours: z.number().nonnegative() };
};
var costSchema = once(() => {
  const z = zod();
  return z.object({
    clusters: z.array(
      z.object({
        cluster: z.string(),
        jobs: z.number().int().nonnegative(),
        kinds: z.array(z.object({ kind: z.string(), jobs: z.number().int().nonnegative() })),
        ...hours(),
        peakGpus: z.number().nonnegative(),
        peakNodes: z.number().nonnegative(),
        expected: z.object({ ...hours(), jobs: z.number().int().nonnegative() }).optional()
      })
    ),
    total: z.object({ ...hours(), jobs: z.number().int().nonnegative(), peakGpus: z.number().nonnegative() }),
    /** Present with a budget: the most GPU-hours a plan may hold without an explicit confirmation. */
    budgetGpuHours: z.number().positive().optional()
  });
});
var curvesSchema = once(() => {
  const z = zod();
  return z.object({
    keys: z.array(
      z.object({ key: z.string(), status: z.enum(["new", "changed", "unchanged"]), appendOnly: z.boolean() })
    ),
    curves: z.array(
      z.object({
        key: z.string(),
        status: z.enum(["new", "changed", "extended", "unchanged", "removed"]),
        scenario: z.string(),
        label: z.string(),
        /** What changed (`image a → b`), the points added, or the points of a new curve. */
        detail: z.string()
      })
    ),
    counts: z.record(z.string(), z.number().int().nonnegative())
  });
});
var planSummarySchema = once(() => {
  const z = zod();
  return z.object({
    /** The plan key (SHA-256 hex) that tells a new plan from the one in flight. */
    key: z.string().regex(/^[0-9a-f]{12,64}$/),
    buckets: z.array(
      z.object({
        name: z.string(),
        rows: z.number().int().nonnegative(),
        shards: z.number().int().nonnegative()
      })
    ),
    canary: z.object({
      bucket: z.string(),
      name: z.string(),
      runner: z.string(),
      conc: z.number().optional(),
      /** In words: the model, the plain cluster name and the topology (`prefill 1×tp4, decode 1×tp8`). */
      model: z.string().optional(),
      cluster: z.string().optional(),
      topology: z.string().optional()
    }).nullable().default(null),
    clusters: z.array(
      z.object({ cluster: z.string(), gpus: z.number().nonnegative(), nodes: z.number().nonnegative() })
    ).default([]),
    /** The config keys the appended changelog entries name, as written, with the entry's description. */
    entries: z.array(
      z.object({
        keys: z.array(z.string()),
        description: z.string().optional(),
        line: z.number().optional()
      })
    ).optional(),
    cost: costSchema().optional(),
    curves: curvesSchema().optional(),
    /** Row ids of the plan (the technical identities, for the collapsed details). */
    rowIds: z.array(z.string()).optional()
  });
});
var planReportSchema = once(() => {
  const z = zod();
  return z.object({
    gate: z.object({
      outcome: z.enum(["pass", "no-entry", "fail"]),
      diagnostics: z.array(diagnosticSchema()).default([])
    }),
    plan: planSummarySchema().optional(),
    /** Lane, topology and config lint findings for the planned rows. */
    lint: z.array(diagnosticSchema()).default([])
  });
});

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
    const list = byCluster.get(j.cluster);
    if (list) list.push(j);
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
  return createHash("sha256").update(canonicalJson({ headSha, mode: mode ?? null, plan: planIdentity(plan) })).digest("hex");
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
    const reader = openCatFile(workspace);
    const fetched = await ensureObjects(workspace, [req.baseSha, req.headSha], log, opts.token, reader);
    if (fetched) reader.close();
    const mode = req.mode;
    const g = openPlanGit(workspace, { base: req.baseSha, head: req.headSha }, fetched ? void 0 : reader);
    const found = opts.layout ? { layout: opts.layout, diagnostics: [] } : await findLayoutAtRef(workspace, req.headSha, g.objects);
    if (found.diagnostics.length) {
      g.close();
      return { report: { gate: { outcome: "fail", diagnostics: found.diagnostics }, lint: [] } };
    }
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
      },
      g
    ).finally(() => g.close());
    const outcome = run.outcome === "entries" ? "pass" : run.outcome === "error" || !run.ok ? "fail" : "no-entry";
    const gateDiagnostics = run.diagnostics;
    if (outcome !== "pass") return { report: { gate: { outcome, diagnostics: gateDiagnostics }, lint: [] } };
    const plan = planSchema().parse(run.plan);
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
      const parsed = planReportSchema().safeParse(JSON.parse(readFileSync(path, "utf8")));
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
async function ensureObjects(repo, shas, log, token, reader) {
  const have = await reader.read(shas.map((s) => `${s}^{commit}`));
  const missing = shas.filter((_, i) => "error" in have || !have.objects[i]);
  if (!missing.length) return false;
  log(`fetching ${missing.join(", ")} as objects (not checked out)`);
  const r = await git(repo, ["fetch", "--no-tags", "--filter=blob:none", "origin", ...missing], void 0, {
    ...token ? { authToken: token } : {}
  });
  if (r.status !== 0) {
    reader.close();
    const why = r.stderr.trim().split("\n").filter(Boolean).pop() ?? `git exited ${r.status}`;
    throw new InfraError(
      `git fetch ${missing.map((s) => s.slice(0, 12)).join(" ")}`,
      Number(why.match(/\b(\d{3})\b/)?.[1] ?? 0),
      `could not fetch ${missing.join(", ")} from origin: ${why}`
    );
  }
  return true;
}

export {
  InfraError,
  PER_RUN_ROW_FIELDS,
  planIdentity,
  planKey,
  summarisePlan,
  gitPipeline,
  filePipeline,
  gitReader
};
