// The values of master-config entries as the YAML fast path read them, kept between runs by the content of
// the file they came from (its git blob id), in the CLI's cache directory (cache-dir.ts): a later run over
// the same file parses only the entries it has not read before. A plan over every config spends most of its
// reading time parsing YAML; JSON of the same values parses natively.
// One file per master file content: a header (magic, the index's length), an index (JSON: the blob id and,
// per entry key, where its value's JSON is and the SHA-256 of that JSON) and the values' JSON. A value is
// used only when its JSON has that digest and is the `{ key: value }` of the key asked for, so a damaged or
// mixed-up file can cost a parse, never a wrong value. Only values JSON gives back exactly are kept (a
// `-0` is not). Files are written after the command's output (flush), to a temporary name then renamed;
// the directory keeps the newest few; no failure in any of it changes a result or fails the command.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntryValues, SourceFile } from '../config/source.js';
import { BLOB_ID, blobId } from '../git/index.js';
import { cacheDir, codeId } from './cache-dir.js';
import { prune, writeWhole } from './cache-files.js';

const MAGIC = Buffer.from('sweepev1');
const HEADER = MAGIC.length + 4;
const PREFIX = 'values-';
const SUFFIX = '.bin';
/** The directory keeps at most this many values files, the newest first. */
export const KEEP_VALUE_FILES = 32;
const CODE_ID = /^[0-9a-f]{8,64}$/;

/** Entry values by file content, and `flush` to write what this run read. */
export interface ValuesCache {
  /** The remembered values of the file whose git blob id is `id`. */
  of(id: string): EntryValues;
  /** Writes the files this run added values to; never throws. */
  flush(): void;
}

/** The CLI's values cache, or undefined when SWEEP_COMPILE_CACHE turns caching off or the directory is unsafe. */
export function openValuesCache(env: NodeJS.ProcessEnv): ValuesCache | undefined {
  const dir = cacheDir(env);
  const code = codeId();
  return dir === undefined || code === undefined ? undefined : valuesCacheIn(dir, code);
}

interface Stored {
  offset: number;
  length: number;
  digest: string;
}

/** The file of one blob: what was read from it, and what this run added. */
class FileValues implements EntryValues {
  private loaded = false;
  private payload: Buffer | undefined;
  private index = new Map<string, Stored>();
  readonly added = new Map<string, string>();
  /** Entries whose stored value failed its checks: the file is rewritten without them. */
  readonly rejected = new Set<string>();

  constructor(
    readonly id: string,
    readonly file: string,
  ) {}

  get(key: string): Record<string, unknown> | undefined {
    this.load();
    const at = this.index.get(key);
    if (!at || !this.payload) return undefined;
    const json = this.payload.subarray(at.offset, at.offset + at.length);
    try {
      if (json.length !== at.length || sha256(json) !== at.digest) throw new Error('digest');
      const value: unknown = JSON.parse(json.toString('utf8'));
      if (!isSingleKey(value, key)) throw new Error('key');
      return value;
    } catch {
      this.rejected.add(key);
      this.index.delete(key);
      return undefined;
    }
  }

  put(key: string, value: Record<string, unknown>): void {
    if (this.index.has(key) || !isSingleKey(value, key) || !jsonExact(value, 0)) return;
    this.added.set(key, JSON.stringify(value));
  }

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    let buf: Buffer;
    try {
      buf = readFileSync(this.file);
    } catch {
      return;
    }
    try {
      if (buf.length < HEADER || !buf.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('magic');
      const indexLength = buf.readUInt32BE(MAGIC.length);
      const index = JSON.parse(buf.toString('utf8', HEADER, HEADER + indexLength)) as {
        id?: unknown;
        entries?: unknown;
      };
      if (index.id !== this.id || !index.entries || typeof index.entries !== 'object') throw new Error('id');
      for (const [key, at] of Object.entries(index.entries as Record<string, unknown>)) {
        if (!Array.isArray(at) || at.length !== 3) continue;
        const [offset, length, digest] = at as unknown[];
        if (Number.isSafeInteger(offset) && Number.isSafeInteger(length) && typeof digest === 'string')
          this.index.set(key, { offset: offset as number, length: length as number, digest });
      }
      this.payload = buf.subarray(HEADER + indexLength);
    } catch {
      // Not a file this version wrote: replaced when this run adds a value.
      this.index.clear();
      this.rejected.add('');
    }
  }

  /** The file's new content: the stored values that passed (or were not asked), then the added ones. */
  content(): Buffer {
    const parts: Buffer[] = [];
    const entries: Record<string, [number, number, string]> = {};
    let offset = 0;
    const add = (key: string, json: Buffer, digest: string) => {
      entries[key] = [offset, json.length, digest];
      parts.push(json);
      offset += json.length;
    };
    for (const [key, at] of this.index) {
      const json = this.payload?.subarray(at.offset, at.offset + at.length);
      if (json && json.length === at.length && !this.added.has(key)) add(key, json, at.digest);
    }
    for (const [key, text] of this.added) {
      const json = Buffer.from(text, 'utf8');
      add(key, json, sha256(json));
    }
    const index = Buffer.from(JSON.stringify({ id: this.id, entries }), 'utf8');
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32BE(index.length, MAGIC.length);
    return Buffer.concat([header, index, ...parts]);
  }
}

/**
 * A values cache in `dir` (a directory cache-dir.ts found safe) for the code `code` (see codeId): the values
 * another version of the product read are in other files, never used here.
 */
export function valuesCacheIn(dir: string, code: string): ValuesCache {
  const files = new Map<string, FileValues>();
  const none: EntryValues = { get: () => undefined, put: () => undefined };
  return {
    of(id) {
      if (!BLOB_ID.test(id) || !CODE_ID.test(code)) return none;
      let f = files.get(id);
      if (!f) files.set(id, (f = new FileValues(id, join(dir, `${PREFIX}${id}-${code}${SUFFIX}`))));
      return f;
    },
    flush() {
      let wrote = false;
      for (const f of files.values()) {
        if (f.added.size === 0 && f.rejected.size === 0) continue;
        wrote = true;
        // The cache is an optimisation: a file not written means the next run parses again.
        writeWhole(f.file, [f.content()]);
      }
      if (wrote) prune(dir, { prefix: PREFIX, suffix: SUFFIX, files: KEEP_VALUE_FILES, bytes: Infinity });
    },
  };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** The `{ key: value }` of exactly `key`. */
function isSingleKey(v: unknown, key: string): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  let n = 0;
  for (const k in v) if (k !== key || ++n > 1) return false;
  return n === 1;
}

/** Whether JSON gives `v` back exactly: plain objects and arrays of strings, finite numbers (not -0), booleans, null. */
function jsonExact(v: unknown, depth: number): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object' || depth > 64) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!(i in v) || !jsonExact(v[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const k in v)
    if (k === '__proto__' || !jsonExact((v as Record<string, unknown>)[k], depth + 1)) return false;
  return true;
}

/**
 * A master config file read from disk: scanned from its bytes (decoded when a whole-file read needs the
 * text), with the values remembered for its content.
 */
export function masterSourceFile(path: string, bytes: Buffer, cache: ValuesCache | undefined): SourceFile {
  let text: string | undefined;
  return {
    path,
    bytes,
    get text() {
      return (text ??= bytes.toString('utf8'));
    },
    ...(cache ? { values: cache.of(blobId(bytes)) } : {}),
  };
}
