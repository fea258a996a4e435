import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rulesHint
} from "./chunk-PX32GHAX.js";
import {
  applyBaseline,
  baselineOf,
  checkClosure,
  checkItemsTopology,
  checkLanes,
  formatBaseline,
  loadLanes,
  parseBaseline,
  withClusterRecords
} from "./chunk-P2BVDA5B.js";
import {
  cliRepoConfig,
  layoutFor
} from "./chunk-JOFL2J6R.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import {
  parseChangelog
} from "./chunk-CNVLEEQ4.js";
import {
  ROOT_LAYOUT
} from "./chunk-BLJ3KVZN.js";
import {
  generateFullSweep
} from "./chunk-X4HZRWB4.js";
import {
  loadMasterConfigs,
  loadRunners,
  sliceTopLevelEntries
} from "./chunk-Y4EC4SXW.js";
import {
  diag,
  formatDiagnostic,
  sortDiagnostics,
  toAnnotation
} from "./chunk-ITD6XYZ2.js";

// src/cli/lint.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

// src/lanes/lint.ts
var PATHS = {
  amd: ROOT_LAYOUT.paths.masters[0],
  nvidia: ROOT_LAYOUT.paths.masters[1],
  runners: ROOT_LAYOUT.paths.runners,
  lanes: ROOT_LAYOUT.paths.lanes,
  changelog: ROOT_LAYOUT.paths.changelog
};
function lintRepository(read, opts = {}) {
  const diagnostics = [];
  const layout = opts.layout ?? ROOT_LAYOUT;
  const paths = layout.paths;
  const text = (p, required) => {
    const t = read(p);
    if (t === void 0 && required)
      diagnostics.push(
        diag("error", "VL-1", `Input file '${p}' does not exist.`, {
          file: p,
          fix: "run lint in the repository root or pass --root"
        })
      );
    return t;
  };
  const runnersText = text(paths.runners, true);
  const runners = runnersText !== void 0 ? loadRunners({ path: paths.runners, text: runnersText }) : { value: { labels: {}, hardware: {} }, diagnostics: [] };
  diagnostics.push(...runners.diagnostics);
  const masters = paths.masters.flatMap((p) => {
    const t = text(p, true);
    return t === void 0 ? [] : [{ path: p, text: t }];
  });
  const configs = loadMasterConfigs(masters, {
    runners: runners.value,
    ...opts.only ? { only: opts.only } : {}
  });
  diagnostics.push(...configs.diagnostics);
  const lanesText = read(paths.lanes);
  const lanes = lanesText === void 0 ? void 0 : loadLanes(lanesText, paths.lanes);
  if (lanes) diagnostics.push(...lanes.diagnostics, ...checkLanes(lanes, runners.value));
  const effective = lanes?.lanes ? withClusterRecords(lanes.lanes, runners.value) : void 0;
  const ctx = {
    runners: runners.value,
    ...effective ? { lanes: effective } : {},
    // Recipe paths (CONFIG_FILE=, srt-recipe) are relative to the layout's folder.
    readFile: layout.prefix ? (p) => read(`${layout.prefix}${p}`) : read,
    recipeCache: /* @__PURE__ */ new Map()
  };
  const masterText = new Map(masters.map((m) => [m.path, m.text]));
  diagnostics.push(
    ...checkItemsTopology(configs.value, runners.value, { ...ctx, masterText: (f) => masterText.get(f) })
  );
  let table = [];
  if (lanes?.lanes) {
    const gen = generateFullSweep(configs.value, runners.value, {}, { mode: "default", allEvals: false });
    diagnostics.push(...gen.diagnostics.filter((d) => d.severity === "error"));
    const keyLines = /* @__PURE__ */ new Map();
    for (const m of masters) for (const e of sliceTopLevelEntries(m.text)) keyLines.set(e.key, e.line);
    const closure = checkClosure({
      rows: gen.rows,
      configKeys: gen.configKeys ?? [],
      lanes: effective,
      lanesFile: lanes.file,
      locateLane: lanes.locate,
      keyAt: (k) => ({
        ...configs.value.sourceOf.get(k) ? { file: configs.value.sourceOf.get(k) } : {},
        line: keyLines.get(k) ?? 1,
        col: 1
      }),
      ctx
    });
    diagnostics.push(...closure.diagnostics);
    table = closure.table;
  }
  if (opts.changelog !== false) {
    const cl = read(paths.changelog);
    if (cl !== void 0)
      diagnostics.push(...parseChangelog(cl, paths.changelog, { schema: "lax" }).diagnostics);
  }
  return { diagnostics, table, configs: configs.value, runners: runners.value, ...lanes ? { lanes } : {} };
}

// src/cli/lint.ts
var USAGE = `usage: sweep lint [--root DIR] [--config FILE] [--annotations] [--table FILE.json] [--write-baseline | --no-baseline]
  --root DIR          repository root (default: the working directory); the configs are found at its
                      root or under inferencex-e2e/
  --config FILE       the repository config file (default: .github/sweep.yml of the root, when present);
                      its layout replaces detection
  --annotations       print GitHub ::error/::warning workflow commands instead of plain lines
  --table FILE        write the C6 decision table (one object per row and lane) as JSON
  --write-baseline    record today's topology and lane errors in the lint baseline
                      (configs/lint-baseline.yaml of the layout) and exit 0; later runs report them as
                      known, fail on new ones and drop the ones that are fixed
  --baseline FILE     the baseline file, relative to the repository root (default: the layout's)
  --no-baseline       ignore the baseline: every error blocks
`;
var reader = (root) => (p) => {
  try {
    return readFileSync(resolve(root, p), "utf8");
  } catch {
    return void 0;
  }
};
var lint = async (argv, io) => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        root: { type: "string" },
        config: { type: "string" },
        annotations: { type: "boolean" },
        table: { type: "string" },
        "write-baseline": { type: "boolean" },
        baseline: { type: "string" },
        "no-baseline": { type: "boolean" },
        help: { type: "boolean" }
      },
      strict: true
    }));
  } catch (e) {
    throw new UsageError(`${e.message}
${USAGE}`);
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  if (values["write-baseline"] && values["no-baseline"])
    throw new UsageError(`--write-baseline and --no-baseline exclude each other
${USAGE}`);
  const repo = cliRepoConfig(io, {
    ...values.root ? { root: values.root } : {},
    ...values.config ? { config: values.config } : {}
  });
  if ("exit" in repo) return repo.exit;
  const root = repo.root;
  const read = reader(root);
  const found = layoutFor(repo);
  const layout = found.layout;
  const result = lintRepository(read, { layout });
  let ds = [...found.diagnostics, ...result.diagnostics];
  const baselinePath = values.baseline ?? layout.paths.baseline;
  const opts = { prefix: layout.prefix, file: baselinePath };
  const print = (list) => io.stdout(list.map((d) => `${values.annotations ? toAnnotation(d) : formatDiagnostic(d)}
`).join(""));
  if (values["write-baseline"]) {
    const b = baselineOf(ds, layout.prefix);
    writeFileSync(resolve(root, baselinePath), formatBaseline(b));
    const applied = applyBaseline(ds, b, opts);
    const sorted = sortDiagnostics(applied.diagnostics);
    print(sorted);
    io.stdout(`lint: recorded ${applied.known} finding(s) in ${baselinePath}
${summary(sorted)}
`);
    return sorted.some((d) => d.severity === "error") ? 1 : 0;
  }
  if (!values["no-baseline"]) {
    const text = read(baselinePath);
    if (text !== void 0) {
      const parsed = parseBaseline(text, baselinePath);
      const applied = applyBaseline(ds, parsed.baseline, opts);
      ds = [...parsed.diagnostics, ...applied.diagnostics];
      if (applied.dropped.length && !parsed.diagnostics.some((d) => d.severity === "error"))
        writeFileSync(resolve(root, baselinePath), formatBaseline(applied.remaining));
      if (applied.known) io.stdout(`lint: ${applied.known} known finding(s) recorded in ${baselinePath}
`);
    }
  }
  ds = sortDiagnostics(ds);
  print(ds);
  if (values.table)
    writeFileSync(resolve(io.cwd, values.table), `${JSON.stringify(result.table, null, 1)}
`);
  const hint = rulesHint(ds);
  if (hint) io.stdout(`${hint}
`);
  io.stdout(`${summary(ds)}
`);
  return ds.some((d) => d.severity === "error") ? 1 : 0;
};
function summary(ds) {
  const count = (s) => ds.filter((d) => d.severity === s).length;
  const byRule = /* @__PURE__ */ new Map();
  for (const d of ds) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
  const rules = [...byRule].sort(([a], [b]) => a.localeCompare(b)).map(([r, n]) => `${r}\xD7${n}`).join(" ");
  return `lint: ${count("error")} error(s), ${count("warning")} warning(s)${rules ? ` [${rules}]` : ""}`;
}

export {
  lintRepository,
  reader,
  lint
};
