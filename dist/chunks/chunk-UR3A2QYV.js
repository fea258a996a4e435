import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  LabelPolicy,
  defaultPolicy
} from "./chunk-5Z636Q3Y.js";
import {
  _enum,
  array,
  boolean,
  int,
  object,
  string,
  url
} from "./chunk-ZZEHWATH.js";

// src/repo-config/config.ts
var REPO_CONFIG_PATH = ".github/sweep.yml";
var E2E_ROOT = "inferencex-e2e";
var DEFAULTS = {
  changelog: "perf-changelog.yaml",
  masters: ["configs/nvidia-master.yaml", "configs/amd-master.yaml"],
  runners: "configs/runners.yaml",
  ciPriority: "configs/ci-priority.yaml",
  lanes: "configs/lanes.yaml",
  recipes: "benchmarks",
  baseUrl: "https://inferencex.semianalysis.com",
  performancePath: "/inference",
  accuracyPath: "/evaluation",
  linksMarker: "<!-- inferencex-unofficial-run-visualizer -->",
  botLogin: "github-actions[bot]",
  failFastScope: "matrix",
  launcher: "bash scripts/benchmark/run.sh",
  queueAlertMinutes: 60
};
function detectRoot(exists) {
  if (exists(`${E2E_ROOT}/${DEFAULTS.changelog}`) || exists(`${E2E_ROOT}/${DEFAULTS.runners}`))
    return { root: E2E_ROOT, detected: true };
  if (exists(DEFAULTS.changelog) || exists(DEFAULTS.runners)) return { root: ".", detected: true };
  return { root: ".", detected: false };
}
var under = (root, p) => root === "." || root === "" ? p : `${root}/${p}`;
function resolveRepoConfig(file, exists = () => false) {
  const l = file?.layout;
  const detected = l?.root === void 0 ? detectRoot(exists) : void 0;
  const root = l?.root ?? detected.root;
  const layoutSource = l?.root !== void 0 ? "file" : detected.detected ? "detected" : "default";
  return {
    layout: {
      root,
      changelog: under(root, l?.changelog ?? DEFAULTS.changelog),
      masters: (l?.masters ?? DEFAULTS.masters).map((m) => under(root, m)),
      runners: under(root, l?.runners ?? DEFAULTS.runners),
      ciPriority: under(root, l?.["ci-priority"] ?? DEFAULTS.ciPriority),
      lanes: under(root, l?.lanes ?? DEFAULTS.lanes),
      recipes: under(root, l?.recipes ?? DEFAULTS.recipes)
    },
    layoutSource,
    labels: renameLabels(file?.labels),
    dashboard: {
      baseUrl: (file?.dashboard?.["base-url"] ?? DEFAULTS.baseUrl).replace(/\/+$/, ""),
      performancePath: file?.dashboard?.["performance-path"] ?? DEFAULTS.performancePath,
      accuracyPath: file?.dashboard?.["accuracy-path"] ?? DEFAULTS.accuracyPath
    },
    linksMarker: file?.["links-marker"] ?? DEFAULTS.linksMarker,
    botLogin: file?.["bot-login"] ?? DEFAULTS.botLogin,
    failFastScope: file?.["fail-fast-scope"] ?? DEFAULTS.failFastScope,
    launcher: file?.launcher ?? DEFAULTS.launcher,
    scheduler: {
      ...file?.scheduler?.priority !== void 0 ? { priority: file.scheduler.priority } : {},
      ...file?.scheduler?.["node-slots"] !== void 0 ? { nodeSlots: file.scheduler["node-slots"] } : {}
    },
    queueAlertMinutes: file?.["queue-alert-minutes"] ?? DEFAULTS.queueAlertMinutes
  };
}
function renameLabels(labels) {
  const p = labels?.primaries ?? {};
  const m = labels?.modifiers ?? {};
  return LabelPolicy.parse({
    ...defaultPolicy,
    primaries: defaultPolicy.primaries.map((x) => ({ ...x, name: p[x.name] ?? x.name })),
    modifiers: defaultPolicy.modifiers.map((x) => ({ ...x, name: m[x.name] ?? x.name })),
    scheduling: labels?.scheduling ? labels.scheduling.map((name) => ({ name })) : defaultPolicy.scheduling
  });
}

// src/repo-config/schema.ts
var RelPath = string().min(1).max(300).regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/, "must be a relative path inside the repository");
var LabelName = string().min(1).max(50).regex(/^[^\s,{}"'`$\\]+$/, "must be one word without quotes, braces, commas or `$`");
var LayoutSchema = object({
  root: string().max(200).regex(/^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/, "must be '.' or a folder like inferencex-e2e").describe("Folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'.").optional(),
  changelog: RelPath.describe("The perf changelog, relative to root.").optional(),
  masters: array(RelPath).min(1).max(20).describe("Master config files, relative to root.").optional(),
  runners: RelPath.describe("runners.yaml, relative to root.").optional(),
  "ci-priority": RelPath.describe("ci-priority.yaml, relative to root.").optional(),
  lanes: RelPath.describe("lanes.yaml, relative to root (optional file).").optional(),
  recipes: RelPath.describe("Folder of recipe files, relative to root.").optional()
}).strict().describe("Where the benchmark files are. Without it the layout is detected.");
var PRIMARY_ROLES = [
  "full-sweep-fail-fast",
  "full-sweep-enabled",
  "non-canary-full-sweep-enabled",
  "full-sweep-fail-fast-no-canary",
  "sweep-enabled"
];
var MODIFIER_ROLES = ["all-evals", "evals-only", "agentx-fast"];
var roleMap = (roles, what) => object(
  Object.fromEntries(roles.map((r) => [r, LabelName.optional()]))
).strict().describe(what);
var LabelsSchema = object({
  primaries: roleMap(
    PRIMARY_ROLES,
    "Label name per primary sweep label (role: name in this repository)."
  ).optional(),
  modifiers: roleMap(
    MODIFIER_ROLES,
    "Label name per modifier label (role: name in this repository)."
  ).optional(),
  scheduling: array(LabelName).max(50).describe("Labels that only affect scheduling (they never restart a sweep).").optional()
}).strict();
var DashboardSchema = object({
  "base-url": url({ protocol: /^https?$/ }).describe("Dashboard base URL of the unofficial-run links.").optional(),
  "performance-path": string().regex(/^\/[A-Za-z0-9._~/-]*$/).describe("Path of the performance link (the run id is appended as ?unofficialRun=<id>).").optional(),
  "accuracy-path": string().regex(/^\/[A-Za-z0-9._~/-]*$/).describe("Path of the accuracy link.").optional()
}).strict();
var SchedulerSchema = object({
  priority: boolean().describe(
    "Priority scheduler labels; unset: the repository variable PRIORITY_SCHEDULER_ENABLED decides."
  ).optional(),
  "node-slots": boolean().describe(
    "Request nodes:<N> labels; unset: the repository variable NODE_SLOT_SCHEDULER_ENABLED decides."
  ).optional()
}).strict();
var RepoConfigSchema = object({
  $schema: string().optional(),
  layout: LayoutSchema.optional(),
  labels: LabelsSchema.optional(),
  dashboard: DashboardSchema.optional(),
  "links-marker": string().regex(/^<!-- [A-Za-z0-9._:-]+ -->$/, "must be an HTML comment like <!-- my-links -->").describe("Marker of the sticky unofficial-run links comment.").optional(),
  "bot-login": string().regex(/^[A-Za-z0-9-]+(?:\[bot\])?$/).describe("Login whose comments are the bot's own; only those are ever edited or deleted.").optional(),
  "fail-fast-scope": _enum(["matrix", "run"]).describe("Default fail-fast scope: matrix (per family) or run (the first failure stops the run).").optional(),
  launcher: string().min(1).max(500).describe("Command the benchmark job runs in the checked-out revision (bash -c).").optional(),
  scheduler: SchedulerSchema.optional(),
  "queue-alert-minutes": int().min(1).max(7 * 24 * 60).describe("A row queued longer than this with no runner carrying its labels is reported.").optional()
}).strict();

export {
  REPO_CONFIG_PATH,
  E2E_ROOT,
  DEFAULTS,
  detectRoot,
  resolveRepoConfig,
  RepoConfigSchema
};
