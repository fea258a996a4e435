// Loads a command's CommonJS bundle (commands/<name>.cjs) with V8's compile cache, so a short command does not
// spend its start-up compiling half a megabyte of JavaScript again on every run.
// Node 22 and later have the cache built in (module.enableCompileCache) and it covers CommonJS: the bundle is
// required as usual. Node 20 has none, so the bundle is compiled here as a vm.Script with the bytecode V8
// produced on an earlier run, and after the command ran (at exit, so the functions it called lazily are in
// it) V8's bytecode is written back when there was none or V8 rejected it. The bundle's text is a script
// that evaluates to its module wrapper (scripts/build-options.mjs), so it is compiled as it is.
// V8 checks only the length of the source a cache was made for, so each entry also holds the bundle's text,
// and is used only when that text is byte-for-byte the bundle's (cheaper than loading node:crypto to hash
// it); and V8 verifies its own checksum only when asked (without it, a damaged entry crashes the process).
// The cache is an optimisation: any failure in it falls back to a plain compile, silently.
import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { cacheDir, cacheDisabled } from './cache-dir.js';

const MAGIC = Buffer.from('sweepcc1');
const HEADER = MAGIC.length + 4;
const loaded = new Map<string, Record<string, unknown>>();

/** The exports of the CommonJS bundle `file` (evaluated once per process). */
export function loadBundle(file: string, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  let exports = loaded.get(file);
  if (!exports) {
    const enable = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
    exports = enable ? builtIn(file, env, enable) : withCache(file, env);
    loaded.set(file, exports);
  }
  return exports;
}

function builtIn(
  file: string,
  env: NodeJS.ProcessEnv,
  enable: (dir?: string) => unknown,
): Record<string, unknown> {
  const setting = env.SWEEP_COMPILE_CACHE;
  try {
    if (!cacheDisabled(setting)) enable(setting);
  } catch {
    // Node compiles as usual without its cache.
  }
  return createRequire(file)(file) as Record<string, unknown>;
}

function withCache(file: string, env: NodeJS.ProcessEnv): Record<string, unknown> {
  const source = readFileSync(file);
  const debug = env.SWEEP_COMPILE_CACHE_DEBUG ? (t: string) => process.stderr.write(t) : undefined;
  const entry = entryFile(file, source, env);
  const cached = entry ? readEntry(entry, source) : undefined;
  const code = source.toString('utf8');
  let script: Script;
  try {
    script = checked(() => new Script(code, { filename: file, cachedData: cached }));
  } catch {
    script = new Script(code, { filename: file });
  }
  const rejected = cached !== undefined && script.cachedDataRejected === true;
  debug?.(
    `sweep: compile cache ${entry ? (cached ? (rejected ? 'rejected' : 'hit') : 'miss') : 'off'} ${basename(file)}\n`,
  );
  if (entry && (!cached || rejected))
    process.once('exit', () => writeEntry(entry, source, script, `${basename(file)}-`));
  const mod = { exports: {} as Record<string, unknown>, filename: file, id: file, loaded: false };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(mod.exports, mod.exports, createRequire(file), mod, file, dirname(file));
  mod.loaded = true;
  return mod.exports;
}

/**
 * The entry for this bundle's text, or undefined when caching is off or the directory is not safe
 * (cache-dir.ts).
 */
function entryFile(file: string, source: Buffer, env: NodeJS.ProcessEnv): string | undefined {
  const dir = cacheDir(env);
  return dir && join(dir, `${basename(file)}-${process.version}-${process.arch}-${sample(source)}.bin`);
}

/** A short name for a text (its length and a hash of every 64th byte): entries still compare the whole text. */
function sample(source: Buffer): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < source.length; i += 64) h = Math.imul(h ^ source[i]!, 0x01000193);
  return `${source.length.toString(36)}${(h >>> 0).toString(36)}`;
}

/** The bytecode of an entry made for exactly this text (read piecewise: the text is compared, not loaded). */
function readEntry(entry: string, source: Buffer): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(entry, 'r');
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
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeEntry(entry: string, source: Buffer, script: Script, prefix: string): void {
  const temp = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(source.length, MAGIC.length);
    const bytecode = checked(() => script.createCachedData());
    writeFileSync(temp, Buffer.concat([header, source, bytecode]), { mode: 0o600, flag: 'wx' });
    renameSync(temp, entry);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Nothing was written.
    }
  }
  prune(entry, prefix);
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * Each edit of a bundle leaves an entry behind: on a write (a miss, so rare) the entries of the same bundle
 * not written for a week are removed (one still in use is written again on its next run).
 */
function prune(entry: string, prefix: string): void {
  try {
    const dir = dirname(entry);
    const now = Date.now();
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(prefix) || join(dir, name) === entry) continue;
      try {
        const file = join(dir, name);
        if (now - lstatSync(file).mtimeMs > WEEK_MS) unlinkSync(file);
      } catch {
        // Another run removed it, or it cannot be removed: it stays.
      }
    }
  } catch {
    // The directory cannot be listed: nothing is removed.
  }
}

/** Runs `f` with V8 writing and verifying a checksum in code caches (both sides must agree on the flag). */
function checked<T>(f: () => T): T {
  setFlagsFromString('--verify-snapshot-checksum');
  try {
    return f();
  } finally {
    setFlagsFromString('--no-verify-snapshot-checksum');
  }
}
