import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  diag
} from "./chunk-ITD6XYZ2.js";

// src/git/run.ts
import { spawn, spawnSync } from "node:child_process";
var baseEnv = () => ({
  ...process.env,
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_TERMINAL_PROMPT: "0"
});
var gitArgv = (repo, args) => [
  "-C",
  repo,
  "-c",
  "core.hooksPath=/dev/null",
  ...args
];
function gitEnv(opts = {}) {
  if (!opts.authToken) return baseEnv();
  const basic = Buffer.from(`x-access-token:${opts.authToken}`, "utf8").toString("base64");
  const n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  return {
    ...baseEnv(),
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: "http.extraheader",
    [`GIT_CONFIG_VALUE_${n}`]: `AUTHORIZATION: basic ${basic}`
  };
}
function git(repo, args, input, opts = {}) {
  return new Promise((done) => {
    const child = spawn("git", gitArgv(repo, args), {
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
  const r = spawnSync("git", gitArgv(repo, args), {
    env: baseEnv(),
    maxBuffer: 256 * 1024 * 1024,
    ...input === void 0 ? { stdio: ["ignore", "pipe", "pipe"] } : { input }
  });
  return {
    status: r.error ? 1 : r.status ?? 1,
    stdout: r.stdout ?? Buffer.alloc(0),
    stderr: r.error ? String(r.error) : r.stderr?.toString("utf8") ?? ""
  };
}

// src/git/cat-file.ts
import { spawn as spawn2 } from "node:child_process";
import { constants } from "node:buffer";
var Failed = class {
  constructor(error) {
    this.error = error;
  }
  error;
};
var MAX_NAME = 16 * 1024;
var unsendable = (spec) => /[\n\r\0]/.test(spec) || spec.length > MAX_NAME;
var HEADER = /^([0-9a-f]+) (\S+) (\d+)$/;
var MAX_HEADER = 4 * MAX_NAME + 64;
var MAX_STDERR = 16 * 1024;
var AnswerParser = class {
  constructor(answer, fail) {
    this.answer = answer;
    this.fail = fail;
  }
  answer;
  fail;
  partial = [];
  partialLength = 0;
  /** The object being received: its content buffer (none for types nobody reads) and the bytes still due. */
  body;
  stopped = false;
  stop() {
    this.stopped = true;
    this.body = void 0;
    this.partial = [];
  }
  push(chunk) {
    let pos = 0;
    while (pos < chunk.length && !this.stopped) {
      const body = this.body;
      if (body) {
        const take = Math.min(body.left, chunk.length - pos);
        const content = Math.min(take, body.left - 1);
        if (body.data && content > 0)
          chunk.copy(body.data, body.data.length - (body.left - 1), pos, pos + content);
        body.left -= take;
        pos += take;
        if (body.left === 0) {
          this.body = void 0;
          this.answer(body.object);
        }
        continue;
      }
      const nl = chunk.indexOf(10, pos);
      if (nl < 0) {
        this.partial.push(chunk.subarray(pos));
        this.partialLength += chunk.length - pos;
        if (this.partialLength > MAX_HEADER) this.fail("git cat-file: unexpected output");
        return;
      }
      const piece = chunk.subarray(pos, nl);
      const line = this.partial.length ? Buffer.concat([...this.partial, piece]) : piece;
      this.partial = [];
      this.partialLength = 0;
      pos = nl + 1;
      this.header(line.toString("utf8"));
    }
  }
  header(line) {
    const m = HEADER.exec(line);
    if (!m) return this.answer(void 0);
    const size = Number(m[3]);
    if (!Number.isSafeInteger(size) || size > constants.MAX_LENGTH)
      return this.fail(`git cat-file: object ${m[1]} is too large to read (${m[3]} bytes)`);
    const object = { sha: m[1], type: m[2] };
    const data = m[2] === "blob" || m[2] === "tree" ? Buffer.allocUnsafe(size) : void 0;
    if (data) object[m[2]] = data;
    this.body = { object, data, left: size + 1 };
  }
};
function openCatFile(repo) {
  const child = spawn2("git", gitArgv(repo, ["cat-file", "--batch"]), {
    env: gitEnv(),
    stdio: ["pipe", "pipe", "pipe"]
  });
  const pending = [];
  let failure;
  let ended = false;
  let stderr = "";
  const handles = [child, child.stdin, child.stdout, child.stderr];
  const hold = (on) => handles.forEach((h) => on ? h.ref?.() : h.unref?.());
  hold(false);
  const fail = (why) => {
    failure ??= why;
    parser.stop();
    for (const answer of pending.splice(0)) answer(new Failed(failure));
    hold(false);
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  const parser = new AnswerParser((a) => {
    const next = pending.shift();
    if (!next) return fail("git cat-file answered a question that was not asked");
    next(a);
    if (!pending.length) hold(false);
  }, fail);
  child.stdout.on("data", (chunk) => parser.push(chunk));
  child.stderr.on("data", (b) => {
    if (stderr.length < MAX_STDERR) stderr += b.toString("utf8");
  });
  child.stdin.on("error", () => void 0);
  const exited = new Promise((done) => {
    child.on("error", (e) => {
      fail(String(e));
      done(null);
    });
    child.on("close", (code, signal) => {
      ended = true;
      const why = stderr.trim() || `git cat-file exited ${code ?? signal}`;
      fail(code === 0 && !pending.length ? "git cat-file has ended" : why);
      done(code);
    });
  });
  let closed = false;
  const ask = (lines) => {
    if (failure !== void 0 || closed || ended) {
      const why = failure ?? "git cat-file has ended";
      return lines.map(() => Promise.resolve(new Failed(why)));
    }
    const answers = lines.map(() => new Promise((done) => pending.push(done)));
    if (lines.length) {
      hold(true);
      child.stdin.write(lines.join("\n") + "\n");
    }
    return answers;
  };
  return {
    exited,
    async read(specs) {
      const sent = ask(specs.filter((s) => !unsendable(s)));
      let i = 0;
      const answers = await Promise.all(specs.map((s) => unsendable(s) ? void 0 : sent[i++]));
      const failed = answers.find((a) => a instanceof Failed);
      if (failed) return { error: failed.error };
      return { objects: answers };
    },
    close() {
      if (closed) return;
      closed = true;
      child.stdin.end();
      if (!pending.length) hold(false);
    }
  };
}
async function catFileBatch(repo, specs) {
  const objects = openCatFile(repo);
  try {
    return await objects.read(specs);
  } finally {
    objects.close();
  }
}

// src/git/tree.ts
function treeEntries(tree, treeSha) {
  const hashLength = treeSha.length / 2;
  const entries = [];
  let pos = 0;
  while (pos < tree.length) {
    const space = tree.indexOf(32, pos);
    const nul = space < 0 ? -1 : tree.indexOf(0, space + 1);
    if (nul < 0 || nul + 1 + hashLength > tree.length) break;
    const mode = tree.toString("latin1", pos, space);
    if (!/^[0-7]{5,6}$/.test(mode)) break;
    const isTree = (parseInt(mode, 8) & 61440) === 16384;
    entries.push({ mode, name: tree.toString("utf8", space + 1, nul), isTree });
    pos = nul + 1 + hashLength;
  }
  return entries;
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
async function revParse(repo, ref, forPath = "<commit>", objects) {
  return (await readAtRef(repo, ref, [], forPath, objects)).sha;
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
async function readAtRef(repo, ref, paths, forPath, reader) {
  const specs = [`${ref}^{commit}`, ...paths.map((p) => `${ref}:${p}`)];
  const r = reader ? await reader.read(specs) : await catFileBatch(repo, specs);
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
  openCatFile,
  catFileBatch,
  treeEntries,
  couldNotRead,
  GitError,
  revParse,
  mergeBase,
  resolveGateRefs,
  readBlobsAtRef,
  readFilesAtRef,
  readChangelogPair
};
