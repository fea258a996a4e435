#!/usr/bin/env node
var __import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli.ts
var cli_exports = {};
__export(cli_exports, {
  main: () => main
});
module.exports = __toCommonJS(cli_exports);
var import_node_fs = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_url = require("node:url");

// src/cli/io.ts
var processIo = () => ({
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env
});
var UsageError = class extends Error {
  name = "UsageError";
};

// src/cli.ts
var command = (name, exported, source) => async () => {
  const mod = true ? (0, import_node_module.createRequire)(__import_meta_url)(`${"./commands/"}${name}.cjs`) : await source();
  return mod[exported];
};
var commands = {
  generate: {
    summary: "expand master configs into matrix rows (full-sweep | test-config)",
    load: command("generate", "generate", () => import("./cli/generate.js"))
  },
  plan: {
    summary: "gate perf-changelog.yaml between two refs and print the sweep plan",
    load: command("plan", "plan", () => import("./cli/plan.js"))
  },
  lint: {
    summary: "validate configs, lanes and the changelog; GitHub annotations with --annotations",
    load: command("lint", "lint", () => import("./cli/lint.js"))
  },
  explain: {
    summary: "show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels",
    load: command("explain", "explain", () => import("./cli/explain.js"))
  },
  dispatch: {
    summary: "sweep workflow steps: load-plan (canary, row counts), expand (shard slots), row (one row by id)",
    load: command("dispatch", "dispatch", () => import("./cli/dispatch.js"))
  },
  init: {
    summary: "set a repository up: caller workflows, a commented config file, labels and what to configure",
    load: command("init", "init", () => import("./cli/init.js"))
  },
  "merge-changelog": {
    summary: "resolve a perf-changelog.yaml merge conflict with the default branch; XXX links become the PR URL",
    load: command("merge-changelog", "mergeChangelogCommand", () => import("./cli/merge-changelog.js"))
  },
  "process-result": {
    summary: "benchmark job step: write agg_<RF>.json beside the raw result, as the reference's processing does",
    load: command("process-result", "processResultCommand", () => import("./cli/process-result.js"))
  },
  "check-result": {
    summary: "benchmark job step: check the launcher's result files, with the reference's messages",
    load: command("check-result", "checkResultCommand", () => import("./cli/check-result.js"))
  },
  results: {
    summary: "a sweep run's results against a baseline: tables per configuration, verdicts, GPU-count check",
    load: command("results", "resultsCommand", () => import("./cli/results.js"))
  },
  demo: {
    summary: "run a whole sweep against a local GitHub and runner simulator (npm start)",
    load: command("demo", "demo", () => import("./cli/demo.js"))
  }
};
async function main(argv, io = processIo()) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command2 = commands[name];
  if (!command2) {
    io.stderr(`sweep: unknown command '${name}'

${usage()}`);
    return 2;
  }
  try {
    return await (await command2.load())(rest, io);
  } catch (e) {
    if (isUsageError(e) || /^ERR_PARSE_ARGS_/.test(String(e.code))) {
      io.stderr(`sweep ${name}: ${e.message}
`);
      return 2;
    }
    io.stderr(`sweep ${name}: internal error: ${e.stack ?? String(e)}
`);
    return 70;
  }
}
var isUsageError = (e) => e instanceof UsageError || e instanceof Error && e.name === "UsageError";
function usage() {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`);
  return `usage: sweep <command> [options]

commands:
${lines.join("\n")}

sweep <command> --help shows a command's options.
`;
}
function isMain() {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return (0, import_node_fs.realpathSync)(started) === (0, import_node_fs.realpathSync)((0, import_node_url.fileURLToPath)(__import_meta_url));
  } catch {
    return false;
  }
}
function enableCompileCache() {
  try {
    import_node_module.default.enableCompileCache?.();
  } catch {
  }
}
var invokedDirectly = isMain();
if (invokedDirectly) {
  enableCompileCache();
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main
});
