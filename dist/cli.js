#!/usr/bin/env node

// src/cli.ts
import { fileURLToPath } from "node:url";

// src/cli/compile-cache.ts
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  unlinkSync,
  writeFileSync
} from "node:fs";
import module, { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";
var MAGIC = Buffer.from("sweepcc1");
var HEADER = MAGIC.length + 4;
var loaded = /* @__PURE__ */ new Map();
function loadBundle(file, env = process.env) {
  let exports = loaded.get(file);
  if (!exports) {
    const enable = module.enableCompileCache;
    exports = enable ? builtIn(file, env, enable) : withCache(file, env);
    loaded.set(file, exports);
  }
  return exports;
}
function builtIn(file, env, enable) {
  const setting = env.SWEEP_COMPILE_CACHE;
  try {
    if (!disabled(setting)) enable(setting);
  } catch {
  }
  return createRequire(file)(file);
}
function withCache(file, env) {
  const source = readFileSync(file);
  const debug = env.SWEEP_COMPILE_CACHE_DEBUG ? (t) => process.stderr.write(t) : void 0;
  const entry = entryFile(file, source, env);
  const cached = entry ? readEntry(entry, source) : void 0;
  const code = source.toString("utf8");
  let script;
  try {
    script = checked(() => new Script(code, { filename: file, cachedData: cached }));
  } catch {
    script = new Script(code, { filename: file });
  }
  const rejected = cached !== void 0 && script.cachedDataRejected === true;
  debug?.(
    `sweep: compile cache ${entry ? cached ? rejected ? "rejected" : "hit" : "miss" : "off"} ${basename(file)}
`
  );
  if (entry && (!cached || rejected))
    process.once("exit", () => writeEntry(entry, source, script, `${basename(file)}-`));
  const mod = { exports: {}, filename: file, id: file, loaded: false };
  const wrapper = script.runInThisContext();
  wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
  mod.loaded = true;
  return mod.exports;
}
var disabled = (setting) => setting !== void 0 && /^(|0|off|false)$/i.test(setting.trim());
function entryFile(file, source, env) {
  const setting = env.SWEEP_COMPILE_CACHE;
  const uid = process.getuid?.();
  if (disabled(setting) || uid === void 0) return void 0;
  try {
    const dir = setting || join(tmpdir(), `sweep-compile-cache-${uid}`);
    try {
      mkdirSync(dir, { recursive: true, mode: 448 });
    } catch {
    }
    const st = lstatSync(dir);
    if (!st.isDirectory() || st.uid !== uid || (st.mode & 18) !== 0) return void 0;
    return join(dir, `${basename(file)}-${process.version}-${process.arch}-${sample(source)}.bin`);
  } catch {
    return void 0;
  }
}
function sample(source) {
  let h = 2166136261;
  for (let i = 0; i < source.length; i += 64) h = Math.imul(h ^ source[i], 16777619);
  return `${source.length.toString(36)}${(h >>> 0).toString(36)}`;
}
function readEntry(entry, source) {
  let fd;
  try {
    fd = openSync(entry, "r");
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(HEADER);
    if (size <= HEADER + source.length || readSync(fd, header, 0, HEADER, 0) !== HEADER) return;
    if (!header.subarray(0, MAGIC.length).equals(MAGIC)) return;
    if (header.readUInt32LE(MAGIC.length) !== source.length) return;
    const chunk = Buffer.allocUnsafe(Math.min(1 << 16, source.length));
    for (let at = 0; at < source.length; at += chunk.length) {
      const n = Math.min(chunk.length, source.length - at);
      if (readSync(fd, chunk, 0, n, HEADER + at) !== n) return;
      if (!chunk.subarray(0, n).equals(source.subarray(at, at + n))) return;
    }
    const bytecode = Buffer.allocUnsafe(size - HEADER - source.length);
    if (readSync(fd, bytecode, 0, bytecode.length, HEADER + source.length) !== bytecode.length) return;
    return bytecode;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
function writeEntry(entry, source, script, prefix) {
  const temp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(source.length, MAGIC.length);
    const bytecode = checked(() => script.createCachedData());
    writeFileSync(temp, Buffer.concat([header, source, bytecode]), { mode: 384, flag: "wx" });
    renameSync(temp, entry);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
    }
  }
  prune(entry, prefix);
}
var WEEK_MS = 7 * 24 * 3600 * 1e3;
function prune(entry, prefix) {
  try {
    const dir = dirname(entry);
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(prefix) || join(dir, name) === entry) continue;
      try {
        const file = join(dir, name);
        if (now - lstatSync(file).mtimeMs > WEEK_MS) unlinkSync(file);
      } catch {
      }
    }
  } catch {
  }
}
function checked(f) {
  setFlagsFromString("--verify-snapshot-checksum");
  try {
    return f();
  } finally {
    setFlagsFromString("--no-verify-snapshot-checksum");
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
import { createRequire as createRequire2 } from "node:module";
import { setFlagsFromString as setFlagsFromString2 } from "node:v8";
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
  const load = createRequire2(import.meta.url);
  for (const m of NODE_MODULES) load(`node:${m}`);
  void load("node:util").parseArgs;
  for (const f of flags) setFlagsFromString2(f);
  return flags;
}

// src/cli.ts
var bundled = (name) => loadBundle(fileURLToPath(new URL(`${"./commands/"}${name}.cjs`, import.meta.url)));
var commands = {
  generate: {
    summary: "expand master configs into matrix rows (full-sweep | test-config)",
    load: async () => true ? bundled("generate").generate : (await null).generate
  },
  plan: {
    summary: "gate perf-changelog.yaml between two refs and print the sweep plan",
    load: async () => true ? bundled("plan").plan : (await null).plan
  },
  lint: {
    summary: "validate configs, lanes and the changelog; GitHub annotations with --annotations",
    load: async () => true ? bundled("lint").lint : (await null).lint
  },
  explain: {
    summary: "show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels",
    load: async () => true ? bundled("explain").explain : (await null).explain
  },
  dispatch: {
    summary: "sweep workflow steps: load-plan (canary, row counts), expand (shard slots), row (one row by id)",
    load: async () => true ? bundled("dispatch").dispatch : (await null).dispatch
  },
  init: {
    summary: "set a repository up: caller workflows, a commented config file, labels and what to configure",
    load: async () => true ? bundled("init").init : (await null).init
  },
  "merge-changelog": {
    summary: "resolve a perf-changelog.yaml merge conflict with the default branch; XXX links become the PR URL",
    load: async () => true ? bundled("merge-changelog").mergeChangelogCommand : (await null).mergeChangelogCommand
  },
  demo: {
    summary: "run a whole sweep against a local GitHub and runner simulator (npm start)",
    load: async () => true ? bundled("demo").demo : (await null).demo
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
var invokedDirectly = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("/cli.js");
if (invokedDirectly) {
  tuneV8();
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
