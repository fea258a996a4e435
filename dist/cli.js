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
var import_node_fs3 = require("node:fs");
var import_node_url = require("node:url");

// src/cli/compile-cache.ts
var import_node_fs2 = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_path2 = require("node:path");
var import_node_v8 = require("node:v8");
var import_node_vm = require("node:vm");

// src/cli/cache-dir.ts
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var cacheDisabled = (setting) => setting !== void 0 && /^(|0|off|false)$/i.test(setting.trim());
function cacheDir(env) {
  const setting = env.SWEEP_COMPILE_CACHE;
  const uid = process.getuid?.();
  if (cacheDisabled(setting) || uid === void 0) return void 0;
  try {
    const dir = setting || (0, import_node_path.join)((0, import_node_os.tmpdir)(), `sweep-compile-cache-${uid}`);
    try {
      (0, import_node_fs.mkdirSync)(dir, { recursive: true, mode: 448 });
    } catch {
    }
    const st = (0, import_node_fs.lstatSync)(dir);
    if (!st.isDirectory() || st.uid !== uid || (st.mode & 18) !== 0) return void 0;
    return dir;
  } catch {
    return void 0;
  }
}

// src/cli/compile-cache.ts
var MAGIC = Buffer.from("sweepcc1");
var HEADER = MAGIC.length + 4;
var loaded = /* @__PURE__ */ new Map();
function loadBundle(file, env = process.env) {
  let exports2 = loaded.get(file);
  if (!exports2) {
    const enable = import_node_module.default.enableCompileCache;
    exports2 = enable ? builtIn(file, env, enable) : withCache(file, env);
    loaded.set(file, exports2);
  }
  return exports2;
}
function builtIn(file, env, enable) {
  const setting = env.SWEEP_COMPILE_CACHE;
  try {
    if (!cacheDisabled(setting)) enable(setting);
  } catch {
  }
  return (0, import_node_module.createRequire)(file)(file);
}
function withCache(file, env) {
  const source = (0, import_node_fs2.readFileSync)(file);
  const debug = env.SWEEP_COMPILE_CACHE_DEBUG ? (t) => process.stderr.write(t) : void 0;
  const entry = entryFile(file, source, env);
  const cached = entry ? readEntry(entry, source) : void 0;
  const code = source.toString("utf8");
  let script;
  try {
    script = checked(() => new import_node_vm.Script(code, { filename: file, cachedData: cached }));
  } catch {
    script = new import_node_vm.Script(code, { filename: file });
  }
  const rejected = cached !== void 0 && script.cachedDataRejected === true;
  debug?.(
    `sweep: compile cache ${entry ? cached ? rejected ? "rejected" : "hit" : "miss" : "off"} ${(0, import_node_path2.basename)(file)}
`
  );
  if (entry && (!cached || rejected))
    process.once("exit", () => writeEntry(entry, source, script, `${(0, import_node_path2.basename)(file)}-`));
  const mod = { exports: {}, filename: file, id: file, loaded: false };
  const wrapper = script.runInThisContext();
  wrapper.call(mod.exports, mod.exports, (0, import_node_module.createRequire)(file), mod, file, (0, import_node_path2.dirname)(file));
  mod.loaded = true;
  return mod.exports;
}
function entryFile(file, source, env) {
  const dir = cacheDir(env);
  return dir && (0, import_node_path2.join)(dir, `${(0, import_node_path2.basename)(file)}-${process.version}-${process.arch}-${sample(source)}.bin`);
}
function sample(source) {
  let h = 2166136261;
  for (let i = 0; i < source.length; i += 64) h = Math.imul(h ^ source[i], 16777619);
  return `${source.length.toString(36)}${(h >>> 0).toString(36)}`;
}
function readEntry(entry, source) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(entry, "r");
    const size = (0, import_node_fs2.fstatSync)(fd).size;
    const header = Buffer.alloc(HEADER);
    if (size <= HEADER + source.length || (0, import_node_fs2.readSync)(fd, header, 0, HEADER, 0) !== HEADER) return;
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) return;
    if (header.readUInt32LE(MAGIC.length) !== source.length) return;
    const chunk = Buffer.allocUnsafe(Math.min(1 << 16, source.length));
    for (let at = 0; at < source.length; at += chunk.length) {
      const n = Math.min(chunk.length, source.length - at);
      if ((0, import_node_fs2.readSync)(fd, chunk, 0, n, HEADER + at) !== n) return;
      if (!chunk.subarray(0, n).equals(source.subarray(at, at + n))) return;
    }
    const bytecode = Buffer.allocUnsafe(size - HEADER - source.length);
    if ((0, import_node_fs2.readSync)(fd, bytecode, 0, bytecode.length, HEADER + source.length) !== bytecode.length) return;
    return bytecode;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs2.closeSync)(fd);
  }
}
function writeEntry(entry, source, script, prefix) {
  const temp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(source.length, MAGIC.length);
    const bytecode = checked(() => script.createCachedData());
    (0, import_node_fs2.writeFileSync)(temp, Buffer.concat([header, source, bytecode]), { mode: 384, flag: "wx" });
    (0, import_node_fs2.renameSync)(temp, entry);
  } catch {
    try {
      (0, import_node_fs2.unlinkSync)(temp);
    } catch {
    }
  }
  prune(entry, prefix);
}
var WEEK_MS = 7 * 24 * 3600 * 1e3;
function prune(entry, prefix) {
  try {
    const dir = (0, import_node_path2.dirname)(entry);
    const now = Date.now();
    for (const name of (0, import_node_fs2.readdirSync)(dir)) {
      if (!name.startsWith(prefix) || (0, import_node_path2.join)(dir, name) === entry) continue;
      try {
        const file = (0, import_node_path2.join)(dir, name);
        if (now - (0, import_node_fs2.lstatSync)(file).mtimeMs > WEEK_MS) (0, import_node_fs2.unlinkSync)(file);
      } catch {
      }
    }
  } catch {
  }
}
function checked(f) {
  (0, import_node_v8.setFlagsFromString)("--verify-snapshot-checksum");
  try {
    return f();
  } finally {
    (0, import_node_v8.setFlagsFromString)("--no-verify-snapshot-checksum");
  }
}

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

// src/cli/v8-tuning.ts
var import_node_module2 = require("node:module");
var import_node_v82 = require("node:v8");
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
  const load = (0, import_node_module2.createRequire)(__import_meta_url);
  for (const m of NODE_MODULES) load(`node:${m}`);
  void load("node:util").parseArgs;
  for (const f of flags) (0, import_node_v82.setFlagsFromString)(f);
  return flags;
}

// src/cli.ts
var command = (name, exported, source) => async () => {
  const mod = true ? loadBundle((0, import_node_url.fileURLToPath)(new URL(`${"./commands/"}${name}.cjs`, __import_meta_url))) : await source();
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
SWEEP_COMPILE_CACHE=<dir> keeps the commands' compiled code there (off: not at all).
`;
}
function isMain() {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return (0, import_node_fs3.realpathSync)(started) === (0, import_node_fs3.realpathSync)((0, import_node_url.fileURLToPath)(__import_meta_url));
  } catch {
    return false;
  }
}
var invokedDirectly = isMain();
if (invokedDirectly) {
  tuneV8();
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main
});
