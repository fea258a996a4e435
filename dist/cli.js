#!/usr/bin/env node
import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  UsageError,
  processIo
} from "./chunks/chunk-WYJLX7DY.js";
import "./chunks/chunk-7ULEYCHH.js";

// src/cli.ts
import module from "node:module";

// src/cli/v8-tuning.ts
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
var MEASURED = {
  "11.3": ["--semi-space-growth-factor=1", "--no-turbofan"]
};
function tuningFlags(v8Version, env) {
  const off = env.SWEEP_V8_TUNING;
  if (off !== void 0 && ["0", "off", "false", "no"].includes(off.trim().toLowerCase())) return [];
  const line = /^(\d+\.\d+)\./.exec(v8Version)?.[1];
  return line && MEASURED[line] || [];
}
var NODE_MODULES = ["child_process", "crypto", "fs", "os", "path", "url", "util", "vm"];
function tuneV8(env = process.env) {
  const flags = tuningFlags(process.versions.v8, env);
  if (flags.length === 0) return flags;
  const load = createRequire(import.meta.url);
  for (const m of NODE_MODULES) load(`node:${m}`);
  void load("node:util").parseArgs;
  for (const f of flags) setFlagsFromString(f);
  return flags;
}

// src/cli.ts
var commands = {
  generate: {
    summary: "expand master configs into matrix rows (full-sweep | test-config)",
    load: async () => (await import("./chunks/generate-N6EVYEGA.js")).generate
  },
  plan: {
    summary: "gate perf-changelog.yaml between two refs and print the sweep plan",
    load: async () => (await import("./chunks/plan-7FPTUPOH.js")).plan
  },
  lint: {
    summary: "validate configs, lanes and the changelog; GitHub annotations with --annotations",
    load: async () => (await import("./chunks/lint-TT4OLSAE.js")).lint
  },
  explain: {
    summary: "show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels",
    load: async () => (await import("./chunks/explain-IWGX25IR.js")).explain
  },
  dispatch: {
    summary: "sweep workflow steps: load-plan (canary, row counts), expand (shard slots), row (one row by id)",
    load: async () => (await import("./chunks/dispatch-I55WRQJ6.js")).dispatch
  },
  init: {
    summary: "set a repository up: caller workflows, a commented config file, labels and what to configure",
    load: async () => (await import("./chunks/init-YSTDZWTD.js")).init
  },
  "merge-changelog": {
    summary: "resolve a perf-changelog.yaml merge conflict with the default branch; XXX links become the PR URL",
    load: async () => (await import("./chunks/merge-changelog-7WMSXN7A.js")).mergeChangelogCommand
  },
  demo: {
    summary: "run a whole sweep against a local GitHub and runner simulator (npm start)",
    load: async () => (await import("./chunks/demo-424KDQFG.js")).demo
  }
};
async function main(argv, io = processIo()) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`sweep: unknown command '${name}'

${usage()}`);
    return 2;
  }
  try {
    return await (await command.load())(rest, io);
  } catch (e) {
    if (e instanceof UsageError || /^ERR_PARSE_ARGS_/.test(String(e.code))) {
      io.stderr(`sweep ${name}: ${e.message}
`);
      return 2;
    }
    io.stderr(`sweep ${name}: internal error: ${e.stack ?? String(e)}
`);
    return 70;
  }
}
function usage() {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`);
  return `usage: sweep <command> [options]

commands:
${lines.join("\n")}

sweep <command> --help shows a command's options.
`;
}
var invokedDirectly = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("/cli.js");
if (invokedDirectly) {
  tuneV8();
  try {
    module.enableCompileCache?.();
  } catch {
  }
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
