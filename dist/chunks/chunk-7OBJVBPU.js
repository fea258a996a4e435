import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  rulesHint
} from "./chunk-SJDZY7FA.js";
import {
  lintRepository
} from "./chunk-IM24ZJNM.js";
import {
  formatDiagnostic,
  sortDiagnostics,
  toAnnotation
} from "./chunk-S6F2X7S5.js";
import {
  UsageError
} from "./chunk-HLRRHCOX.js";

// src/cli/lint.ts
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
var USAGE = `usage: sweep lint [--root DIR] [--annotations] [--table FILE.json]
  --root DIR       repository root (default: the working directory)
  --annotations    print GitHub ::error/::warning workflow commands instead of plain lines
  --table FILE     write the C6 decision table (one object per row and lane) as JSON
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
        annotations: { type: "boolean" },
        table: { type: "string" },
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
  const root = resolve(io.cwd, values.root ?? ".");
  const result = lintRepository(reader(root));
  const ds = sortDiagnostics(result.diagnostics);
  io.stdout(ds.map((d) => `${values.annotations ? toAnnotation(d) : formatDiagnostic(d)}
`).join(""));
  if (values.table)
    writeFileSync(resolve(io.cwd, values.table), `${JSON.stringify(result.table, null, 1)}
`);
  io.stdout(`${summary(ds)}
`);
  const hint = rulesHint(ds);
  if (hint) io.stdout(`${hint}
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
  reader,
  lint
};
