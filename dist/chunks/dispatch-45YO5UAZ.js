import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  MAX_SHARDS_PER_FAMILY,
  PlanSchema,
  collectResults,
  expandOutputs,
  findRow,
  loadPlanOutputs
} from "./chunk-DDFHLAV4.js";
import "./chunk-7CHUA6QJ.js";
import {
  formatDiagnostic,
  hasErrors,
  prettifyError
} from "./chunk-S6F2X7S5.js";
import {
  UsageError
} from "./chunk-HLRRHCOX.js";

// src/cli/dispatch.ts
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
var HELP = `usage: sweep dispatch load-plan --plan FILE [--canary none|single|per-family] [--out FILE]
       sweep dispatch expand --plan FILE --job JOB [--canary MODE] [--out FILE]
       sweep dispatch row --plan FILE --id ROW_ID [--canary-row] [--out FILE]
       sweep dispatch collect --dir DIR --out FILE
options: --max-rows-per-matrix N (\u2264256), --shards-per-family N (\u2264${MAX_SHARDS_PER_FAMILY})
`;
var dispatch = async (argv, io) => {
  const [sub, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      plan: { type: "string" },
      dir: { type: "string" },
      out: { type: "string" },
      job: { type: "string" },
      id: { type: "string" },
      canary: { type: "string", default: "single" },
      "canary-row": { type: "boolean", default: false },
      "max-rows-per-matrix": { type: "string" },
      "shards-per-family": { type: "string" },
      help: { type: "boolean", default: false }
    }
  });
  if (values.help || !sub) {
    io.stdout(HELP);
    return sub ? 0 : 2;
  }
  if (sub === "collect") return collect(values.dir, values.out, io);
  if (!values.plan) throw new UsageError("--plan is required");
  const canary = values.canary;
  if (canary !== "none" && canary !== "single" && canary !== "per-family")
    throw new UsageError(`bad --canary '${canary}'`);
  const opts = { canary };
  const maxRows = count(values, "max-rows-per-matrix");
  if (maxRows !== void 0) opts.maxRowsPerMatrix = maxRows;
  const shards = count(values, "shards-per-family");
  if (shards !== void 0 && shards > MAX_SHARDS_PER_FAMILY)
    throw new UsageError(
      `--shards-per-family must be at most ${MAX_SHARDS_PER_FAMILY} (the shard slots of sweep-family.yml), got ${shards}`
    );
  if (shards !== void 0) opts.shardsPerFamily = shards;
  const plan = readPlan(values.plan, io);
  if (typeof plan === "string") {
    io.stderr(`${values.plan}: ${plan}
`);
    return 1;
  }
  const emit = (outputs) => {
    const text = Object.entries(outputs).map(([k, v]) => `${k}=${v}
`).join("");
    if (values.out) appendFileSync(resolve(io.cwd, values.out), text);
    else io.stdout(text);
  };
  switch (sub) {
    case "load-plan": {
      const { outputs, diagnostics } = loadPlanOutputs(plan, opts);
      for (const d of diagnostics) io.stderr(`${formatDiagnostic({ ...d, file: d.file ?? values.plan })}
`);
      if (hasErrors(diagnostics)) return 1;
      emit(outputs);
      return 0;
    }
    case "expand":
      if (!values.job) throw new UsageError("--job is required");
      emit(expandOutputs(plan, values.job, opts));
      return 0;
    case "row": {
      if (!values.id) throw new UsageError("--id is required");
      const row = findRow(plan, values.id, values["canary-row"]);
      if (!row) {
        io.stderr(`row ${values.id} is not in ${values.plan}
`);
        return 1;
      }
      if (values.out) writeFileSync(resolve(io.cwd, values.out), JSON.stringify(row));
      else io.stdout(`${JSON.stringify(row)}
`);
      return 0;
    }
    default:
      throw new UsageError(`unknown subcommand '${sub}'
${HELP}`);
  }
};
function count(values, name) {
  const text = values[name];
  if (typeof text !== "string") return void 0;
  if (!/^[1-9][0-9]*$/.test(text))
    throw new UsageError(`--${name} must be a positive integer, got '${text}'`);
  return Number(text);
}
function readPlan(path, io) {
  let json;
  try {
    json = JSON.parse(readFileSync(resolve(io.cwd, path), "utf8"));
  } catch (e) {
    const err = e;
    return err.code ? `cannot read the plan (${err.code})` : `not JSON: ${err.message}`;
  }
  const parsed = PlanSchema.safeParse(json);
  return parsed.success ? parsed.data : `not a search-space-config:
${prettifyError(parsed.error)}`;
}
function collect(dir, out, io) {
  if (!dir || !out) throw new UsageError("collect needs --dir and --out");
  const root = resolve(io.cwd, dir);
  const names = existsSync(root) ? readdirSync(root, { recursive: true }).filter((f) => f.endsWith(".json")).sort() : [];
  const { rows, problems } = collectResults(
    names.map((name) => ({ name, text: readFileSync(join(root, name), "utf8") }))
  );
  for (const p of problems) io.stderr(`${p}
`);
  writeFileSync(resolve(io.cwd, out), JSON.stringify(rows));
  io.stdout(`collected ${rows.length} rows from ${names.length} result files
`);
  return 0;
}
export {
  dispatch
};
