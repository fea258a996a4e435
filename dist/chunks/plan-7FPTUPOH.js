import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  spreadMultiValues
} from "./chunk-AJMFNOK6.js";
import {
  cliRepoConfig,
  repositoryOf
} from "./chunk-JOFL2J6R.js";
import "./chunk-6UC2H7AE.js";
import {
  UsageError
} from "./chunk-WYJLX7DY.js";
import {
  DEFAULT_PATHS,
  openPlanGit,
  planFromGit,
  planFromTexts
} from "./chunk-LI3W74ZW.js";
import "./chunk-VT2SWB3N.js";
import "./chunk-CNVLEEQ4.js";
import {
  findLayout,
  findLayoutAtRef
} from "./chunk-GLR7VKS4.js";
import "./chunk-BLJ3KVZN.js";
import {
  bucketsOf,
  toInferenceX
} from "./chunk-PBOYWFAS.js";
import "./chunk-X4HZRWB4.js";
import "./chunk-Y4EC4SXW.js";
import "./chunk-T2UACYH5.js";
import "./chunk-BO4ALB5V.js";
import {
  formatDiagnosticLine
} from "./chunk-ITD6XYZ2.js";
import "./chunk-B4PM4XDW.js";
import "./chunk-RTZWHNXG.js";
import "./chunk-7ULEYCHH.js";

// src/cli/plan.ts
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
var HELP = `usage: sweep plan --base <ref> --head <ref> [--repo <dir>] [options]
       sweep plan --head-file <changelog> [--base-file <changelog>] [options]

Gates the changelog (base = merge-base(base, head)) and prints the sweep plan. Masters, runners and
the priority policy are read at the head ref (or from files in the file mode). The inputs are found
where the repository config file puts them, else at the repository root (configs/, perf-changelog.yaml)
or under inferencex-e2e/, whichever the head (or the working directory) has; the path options below
override them one by one.

  --config <f>          the repository config file (default: .github/sweep.yml of --repo or the working
                        directory, when present): layout and label names
  --repository <o/n>    the repository pr-link must name (default $GITHUB_REPOSITORY, else in git mode
                        the GitHub repository the origin remote points at)

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
  config: { type: "string" },
  repository: { type: "string" },
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
  const g = fileMode ? void 0 : openPlanGit(resolve(io.cwd, values.repo ?? "."), { base: values.base, head: values.head });
  try {
    return await planIn(values, { format, event, prNumber, runAttempt, labels, fileMode }, io, g);
  } finally {
    g?.close();
  }
};
async function planIn(values, { format, event, prNumber, runAttempt, labels, fileMode }, io, g) {
  const where = await checkoutOf(values, fileMode, io, g);
  if ("exit" in where) return where.exit;
  const { checkout, repository, found } = where;
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
    strict: values.strict,
    ...repository ? { repo: repository } : {}
  };
  if (values.diff && values["head-file"] !== void 0)
    throw new UsageError("--diff compares two revisions: give --base and --head (refs), not --head-file");
  let run;
  let key;
  if (fileMode) {
    run = planFromFiles(values, masters, defaults, common, io);
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
      common,
      g
    );
    if (run.ok && run.outcome === "entries" && format === "json" && !values.diff)
      key = await keyOf(
        run,
        resolve(io.cwd, values.repo ?? "."),
        values.head,
        labels,
        checkout.config.labels,
        g?.objects
      );
    if (values.diff) {
      const paths = { masters, runners: values["runner-config"] ?? defaults.runners };
      const repo = resolve(io.cwd, values.repo ?? ".");
      const { planDiff } = await import("./plan-diff-7X3AQTJY.js");
      return planDiff(run, { repo, refs: { base: values.base, head: values.head }, paths }, io);
    }
  }
  const hint = run.diagnostics.length ? (await import("./hint-F3MW5WGG.js")).rulesHint(run.diagnostics) : void 0;
  return report(run, format, io, hint, key);
}
async function checkoutOf(values, fileMode, io, g) {
  if (values.repository !== void 0 && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(values.repository))
    throw new UsageError(`--repository must be owner/name (got '${values.repository}')`);
  const checkout = cliRepoConfig(io, {
    ...values.repo !== void 0 ? { root: values.repo } : {},
    ...values.config !== void 0 ? { config: values.config } : {}
  });
  if ("exit" in checkout) return checkout;
  const repository = repositoryOf(fileMode ? void 0 : checkout.root, io, values.repository);
  const found = checkout.layout ? { layout: checkout.layout, diagnostics: [] } : fileMode ? findLayout(io.cwd) : await findLayoutAtRef(checkout.root, values.head, g?.repo === checkout.root ? g.objects : void 0);
  return { checkout, repository, found };
}
function planFromFiles(values, masters, defaults, common, io) {
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
  return planFromTexts(
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
}
async function keyOf(run, repo, head, labels, policy, objects) {
  const [{ revParse }, { planKey }, { modeFromLabels }] = await Promise.all([
    import("./git-KWT64R35.js"),
    import("./pipeline-6ZPVTNSQ.js"),
    import("./decide-V3OP6NFL.js")
  ]);
  return planKey(await revParse(repo, head, void 0, objects), modeFromLabels(labels, policy), run.plan);
}
function report(run, format, io, hint, key) {
  for (const d of run.diagnostics) io.stderr(formatDiagnosticLine(d) + "\n");
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
