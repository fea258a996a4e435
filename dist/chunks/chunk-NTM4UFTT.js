import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  diag
} from "./chunk-ITD6XYZ2.js";

// src/git/run.ts
import { spawn, spawnSync } from "node:child_process";
var ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_TERMINAL_PROMPT: "0" };
var argv = (repo, args) => [
  "-C",
  repo,
  "-c",
  "core.hooksPath=/dev/null",
  ...args
];
function gitEnv(opts = {}) {
  if (!opts.authToken) return ENV;
  const basic = Buffer.from(`x-access-token:${opts.authToken}`, "utf8").toString("base64");
  const n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  return {
    ...ENV,
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: "http.extraheader",
    [`GIT_CONFIG_VALUE_${n}`]: `AUTHORIZATION: basic ${basic}`
  };
}
function git(repo, args, input, opts = {}) {
  return new Promise((done) => {
    const child = spawn("git", argv(repo, args), {
      env: gitEnv(opts),
      stdio: [input === void 0 ? "ignore" : "pipe", "pipe", "pipe"]
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", (e) => done({ status: 1, stdout: Buffer.alloc(0), stderr: String(e) }));
    child.on(
      "close",
      (code) => done({ status: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") })
    );
    if (input !== void 0) {
      child.stdin.on("error", () => void 0);
      child.stdin.end(input);
    }
  });
}
function gitSync(repo, args, input) {
  const r = spawnSync("git", argv(repo, args), {
    env: ENV,
    maxBuffer: 256 * 1024 * 1024,
    ...input === void 0 ? { stdio: ["ignore", "pipe", "pipe"] } : { input }
  });
  return {
    status: r.error ? 1 : r.status ?? 1,
    stdout: r.stdout ?? Buffer.alloc(0),
    stderr: r.error ? String(r.error) : r.stderr?.toString("utf8") ?? ""
  };
}
async function catFileBatch(repo, specs) {
  const sendable = specs.filter((s) => !/[\n\r]/.test(s));
  const r = await git(repo, ["cat-file", "--batch"], sendable.join("\n") + "\n");
  if (r.status !== 0) return { error: r.stderr.trim() || `git cat-file exited ${r.status}` };
  const buf = r.stdout;
  const objects = [];
  let pos = 0;
  for (const spec of specs) {
    if (/[\n\r]/.test(spec)) {
      objects.push(void 0);
      continue;
    }
    const nl = buf.indexOf(10, pos);
    if (nl < 0) return { error: "truncated git cat-file output" };
    const header = buf.toString("utf8", pos, nl);
    pos = nl + 1;
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
    if (!m) {
      objects.push(void 0);
      continue;
    }
    const size = Number(m[3]);
    objects.push({
      sha: m[1],
      type: m[2],
      ...m[2] === "blob" ? { blob: buf.subarray(pos, pos + size) } : {}
    });
    pos += size + 1;
  }
  return { objects };
}

// src/git/refs.ts
function couldNotRead(path, ref, reason) {
  return diag("error", "V-1", `could not read ${path} at ${ref}: ${reason}`, {
    file: path,
    fix: "check that the ref exists in this clone (fetch it, or fetch with enough depth)"
  });
}
var GitError = class extends Error {
  constructor(diagnostic) {
    super(diagnostic.message);
    this.diagnostic = diagnostic;
  }
  diagnostic;
};
async function revParse(repo, ref, forPath = "<commit>") {
  return (await readAtRef(repo, ref, [], forPath)).sha;
}
async function mergeBase(repo, a, b) {
  const r = await git(repo, ["merge-base", a, b]);
  const sha = r.stdout.toString("utf8").trim();
  if (r.status !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) {
    throw new GitError(couldNotRead("<merge-base>", `${a}...${b}`, r.stderr.trim() || "no common ancestor"));
  }
  return sha;
}
async function resolveGateRefs(repo, refs) {
  const head = await revParse(repo, refs.head);
  if (refs.base === null || /^0+$/.test(refs.base)) return { base: null, head };
  const target = await revParse(repo, refs.base);
  return { base: await mergeBase(repo, target, head), head };
}
async function readAtRef(repo, ref, paths, forPath) {
  const r = await catFileBatch(repo, [`${ref}^{commit}`, ...paths.map((p) => `${ref}:${p}`)]);
  if ("error" in r) throw new GitError(couldNotRead(forPath, ref, r.error));
  const [commit, ...objects] = r.objects;
  if (!commit) throw new GitError(couldNotRead(forPath, ref, `fatal: invalid object name '${ref}'`));
  return { sha: commit.sha, objects };
}
async function readBlobsAtRef(repo, ref, paths) {
  const { objects } = await readAtRef(repo, ref, paths, paths[0] ?? "<commit>");
  return new Map(paths.map((p, i) => [p, objects[i]?.blob ?? null]));
}
async function readFilesAtRef(repo, ref, paths) {
  const blobs = await readBlobsAtRef(repo, ref, paths);
  return new Map([...blobs].map(([p, b]) => [p, b ? b.toString("utf8") : null]));
}
async function readChangelogPair(repo, path, refs) {
  const diagnostics = [];
  const read = async (ref, required) => {
    try {
      const b = (await readBlobsAtRef(repo, ref, [path])).get(path) ?? null;
      if (!b && required)
        diagnostics.push(couldNotRead(path, ref, `fatal: path '${path}' does not exist in '${ref}'`));
      return b;
    } catch (e) {
      if (e instanceof GitError)
        diagnostics.push({ ...e.diagnostic, message: e.diagnostic.message.replace("<commit>", path) });
      else diagnostics.push(couldNotRead(path, ref, e.message));
      return null;
    }
  };
  const [base, head] = await Promise.all([
    refs.base === null ? null : read(refs.base, false),
    read(refs.head, true)
  ]);
  return { base, head, diagnostics };
}

export {
  gitEnv,
  git,
  gitSync,
  catFileBatch,
  couldNotRead,
  GitError,
  revParse,
  mergeBase,
  resolveGateRefs,
  readBlobsAtRef,
  readFilesAtRef,
  readChangelogPair
};
