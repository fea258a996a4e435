#!/usr/bin/env node
import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/cli/io.ts
var processIo, UsageError;
var init_io = __esm({
  "src/cli/io.ts"() {
    "use strict";
    processIo = () => ({
      stdout: (t) => void process.stdout.write(t),
      stderr: (t) => void process.stderr.write(t),
      cwd: process.cwd(),
      env: process.env
    });
    UsageError = class extends Error {
    };
  }
});

// src/cli/generate.ts
var generate_exports = {};
__export(generate_exports, {
  generate: () => generate
});
var generate;
var init_generate = __esm({
  "src/cli/generate.ts"() {
    "use strict";
    init_io();
    generate = async () => {
      throw new UsageError("not available yet in this build");
    };
  }
});

// src/cli/plan.ts
var plan_exports = {};
__export(plan_exports, {
  plan: () => plan
});
var plan;
var init_plan = __esm({
  "src/cli/plan.ts"() {
    "use strict";
    init_io();
    plan = async () => {
      throw new UsageError("not available yet in this build");
    };
  }
});

// src/cli/lint.ts
var lint_exports = {};
__export(lint_exports, {
  lint: () => lint
});
var lint;
var init_lint = __esm({
  "src/cli/lint.ts"() {
    "use strict";
    init_io();
    lint = async () => {
      throw new UsageError("not available yet in this build");
    };
  }
});

// src/cli/explain.ts
var explain_exports = {};
__export(explain_exports, {
  explain: () => explain
});
var explain;
var init_explain = __esm({
  "src/cli/explain.ts"() {
    "use strict";
    init_io();
    explain = async () => {
      throw new UsageError("not available yet in this build");
    };
  }
});

// src/cli/demo.ts
var demo_exports = {};
__export(demo_exports, {
  demo: () => demo
});
var demo;
var init_demo = __esm({
  "src/cli/demo.ts"() {
    "use strict";
    init_io();
    demo = async () => {
      throw new UsageError("not available yet in this build");
    };
  }
});

// src/cli.ts
init_io();
var commands = {
  generate: {
    summary: "expand master configs into matrix rows (full-sweep | test-config)",
    load: async () => (await Promise.resolve().then(() => (init_generate(), generate_exports))).generate
  },
  plan: {
    summary: "gate perf-changelog.yaml between two refs and print the sweep plan",
    load: async () => (await Promise.resolve().then(() => (init_plan(), plan_exports))).plan
  },
  lint: {
    summary: "validate configs, lanes and the changelog; GitHub annotations with --annotations",
    load: async () => (await Promise.resolve().then(() => (init_lint(), lint_exports))).lint
  },
  explain: {
    summary: "show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels",
    load: async () => (await Promise.resolve().then(() => (init_explain(), explain_exports))).explain
  },
  demo: {
    summary: "run a whole sweep against a local GitHub and runner simulator (npm start)",
    load: async () => (await Promise.resolve().then(() => (init_demo(), demo_exports))).demo
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
    if (e instanceof UsageError) {
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
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
