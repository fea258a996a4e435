import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  gateChangelog
} from "./chunk-VT2SWB3N.js";
import {
  emptyPlan,
  masterKeysOf,
  planFromEntries,
  rawMastersPair,
  resolveEntries
} from "./chunk-PBOYWFAS.js";
import {
  loadCiPriority,
  loadMasterConfigs,
  loadRunners
} from "./chunk-Y4EC4SXW.js";
import {
  git,
  openCatFile
} from "./chunk-BO4ALB5V.js";
import {
  diag,
  hasErrors
} from "./chunk-ITD6XYZ2.js";

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
  const masterKeys = texts.masters.flatMap((f) => masterKeysOf(f));
  const head = texts.changelog.head;
  let split;
  const lines = () => split ??= (typeof head === "string" ? head : Buffer.from(head).toString("utf8")).split("\n");
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
      const list = missing.map((m) => `'${m}'`).join(", ");
      const where = { file: texts.changelog.path, line: at.line, col: 1 };
      diagnostics.push(
        diag("error", "P-12", `append-only base revision is missing generation inputs: [${list}]`, where)
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
function openPlanGit(repo, refs, objects = openCatFile(repo)) {
  const option = [refs.base, refs.head].find((r) => r.startsWith("-"));
  const mergeBase = option ? Promise.resolve({
    status: 128,
    stdout: Buffer.alloc(0),
    stderr: `fatal: Not a valid object name ${option}`
  }) : git(repo, ["merge-base", refs.base, refs.head]);
  return { repo, objects, mergeBase, close: () => objects.close() };
}
async function planFromGit(repo, refs, paths, opts, opened) {
  const g = opened ?? openPlanGit(repo, refs);
  try {
    return await planWith(g, refs, paths, opts);
  } finally {
    if (!opened) g.close();
  }
}
async function planWith(g, refs, paths, opts) {
  const fail = (diagnostics2) => ({
    outcome: "error",
    plan: emptyPlan(refs.base, refs.head),
    rows: [],
    diagnostics: diagnostics2,
    ok: false
  });
  const inputsAt = (ref) => [`${ref}:${paths.runners}`, ...paths.masters.map((p) => `${ref}:${p}`)];
  const atBase = (ref) => [`${ref}:${paths.changelog}`, ...inputsAt(ref)];
  const specs = [
    refs.base,
    `${refs.head}:${paths.changelog}`,
    `${refs.head}:${paths.runners}`,
    ...paths.masters.map((p) => `${refs.head}:${p}`),
    ...paths.policy ? [`${refs.head}:${paths.policy}`] : [],
    `${refs.base}:${paths.changelog}`
  ];
  const [mb, batch] = await Promise.all([g.mergeBase, g.objects.read(specs)]);
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
    const again = await g.objects.read(atBase(mergeBase));
    if ("error" in again) {
      return fail([
        diag("error", "V-1", `could not read ${paths.changelog} at ${mergeBase}: ${again.error}`)
      ]);
    }
    baseObjects = again.objects;
  } else if (mayAppendOnly(baseObjects[0]?.blob, headLog?.blob)) {
    const again = await g.objects.read(inputsAt(mergeBase));
    if ("error" in again)
      return fail([diag("error", "V-1", `could not read objects at ${mergeBase}: ${again.error}`)]);
    baseObjects = [baseObjects[0], ...again.objects];
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
  return planFromTexts(
    {
      // Bytes, not text, so the gate can reject invalid UTF-8.
      changelog: { path: paths.changelog, base: baseLog?.blob ?? null, head: headLog.blob },
      masters: masters.map((m, i) => source(paths.masters[i], m)),
      runners: source(paths.runners, runners),
      policy: policy?.blob ? source(paths.policy, policy) : null,
      // Only `append-only` entries read these: decoded when first read.
      base: {
        masters: baseMasters.map((m, i) => m?.blob ? source(paths.masters[i], m) : null),
        runners: baseRunners?.blob ? source(paths.runners, baseRunners) : null
      }
    },
    { ...opts, refs }
  );
}
function source(path, object) {
  let text;
  return {
    path,
    bytes: object.blob,
    get text() {
      return text ??= object.blob.toString("utf8");
    }
  };
}
function mayAppendOnly(base, head) {
  if (!head) return true;
  const prefix = base ?? Buffer.alloc(0);
  if (head.length < prefix.length || !head.subarray(0, prefix.length).equals(prefix)) return true;
  const appended = head.subarray(prefix.length);
  return appended.includes("append-only") || appended.includes(92);
}

export {
  DEFAULT_PATHS,
  planFromTexts,
  openPlanGit,
  planFromGit
};
