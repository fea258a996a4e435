// `sweep plan` keeps a copy of each master config it read from git, by blob id, in the CLI's cache directory
// (cache-dir.ts): a later plan of a revision whose masters did not change reads the copy and its top-level
// key scan instead of having git inflate and send a few MB and scanning them again.
// A copy is one file: a header (magic, format version, the blob's size, a digest of the scan), the scan
// (JSON) and the blob's bytes. It is used only when it is exactly the blob git names: its size is the one
// git reports and the git object id computed from its bytes is the blob's id. Anything else is a miss and the
// file is replaced. Files are written after the plan's output (flush), each to a temporary name then renamed,
// and the directory keeps the newest few; no failure in any of it ever changes a plan or fails the command.
import { createHash } from 'node:crypto';
import {
  lstatSync,
  readFileSync,
  readdirSync,
  renameSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { BlobCache } from '../action/plan-git.js';
import { scanOfBytes, type TopLevelEntry, type TopLevelScan } from '../config/slice.js';
import { cacheDir } from './cache-dir.js';

const MAGIC = Buffer.from('sweepmc\n');
const VERSION = 1;
/** magic, version (u32), scan length (u32), blob size (f64), SHA-1 of the scan. */
const HEADER = MAGIC.length + 4 + 4 + 8 + 20;
const PREFIX = 'master-';
const SUFFIX = '.bin';
/** The directory keeps at most this many copies and this many bytes of them, the newest first. */
export const KEEP_FILES = 32;
export const KEEP_BYTES = 64 * 1024 * 1024;
const STALE_TEMP_MS = 3600 * 1000;

/** A master cache, and `flush` to write what the run asked to keep. */
export interface MasterCache extends BlobCache {
  /** Writes the copies asked for and marks the ones used as recent; never throws. */
  flush(): void;
}

/**
 * The CLI's master cache, or undefined when SWEEP_COMPILE_CACHE turns caching off or the directory is unsafe.
 * With SWEEP_COMPILE_CACHE_DEBUG set, each look-up is reported on stderr (hit, miss, rejected).
 */
export function openMasterCache(
  env: NodeJS.ProcessEnv,
  stderr: (t: string) => void,
): MasterCache | undefined {
  const dir = cacheDir(env);
  const debug = env.SWEEP_COMPILE_CACHE_DEBUG ? stderr : undefined;
  return dir === undefined ? undefined : masterCacheIn(dir, debug);
}

/** A master cache in `dir` (a directory cache-dir.ts found safe). */
export function masterCacheIn(dir: string, debug?: (t: string) => void): MasterCache {
  const writes = new Map<string, Buffer>();
  const used = new Set<string>();
  const fileOf = (sha: string) => join(dir, `${PREFIX}${sha}${SUFFIX}`);
  return {
    get(sha, size) {
      if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) return undefined;
      const kept = readCopy(fileOf(sha), sha, size);
      if (kept !== undefined && kept !== 'absent') used.add(sha);
      debug?.(
        `sweep: master cache ${kept === undefined ? 'rejected' : kept === 'absent' ? 'miss' : 'hit'} ${sha}\n`,
      );
      return kept === 'absent' ? undefined : kept;
    },
    put(sha, bytes) {
      if (/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(sha)) writes.set(sha, bytes);
    },
    flush() {
      const now = new Date();
      for (const sha of used) {
        try {
          utimesSync(fileOf(sha), now, now);
        } catch {
          // Removed meanwhile: the next miss writes it again.
        }
      }
      used.clear();
      if (!writes.size) return;
      for (const [sha, bytes] of writes) writeCopy(fileOf(sha), bytes);
      writes.clear();
      prune(dir);
    },
  };
}

/** The git object id of a blob with these bytes: SHA-1, or SHA-256 in a repository whose ids are 64 digits. */
const gitId = (bytes: Buffer, sha256: boolean) =>
  createHash(sha256 ? 'sha256' : 'sha1')
    .update(`blob ${bytes.length}\0`)
    .update(bytes)
    .digest('hex');

/**
 * The bytes and scan of the copy in `file`, when it is exactly blob `sha` of `size` bytes; `absent` when there
 * is none, undefined when the file is not such a copy.
 */
function readCopy(
  file: string,
  sha: string,
  size: number,
): { bytes: Buffer; scan: TopLevelScan } | 'absent' | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : undefined;
  }
  if (data.length < HEADER || !data.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (data.readUInt32LE(MAGIC.length) !== VERSION) return undefined;
  const scanLength = data.readUInt32LE(MAGIC.length + 4);
  if (data.readDoubleLE(MAGIC.length + 8) !== size || data.length !== HEADER + scanLength + size)
    return undefined;
  const scanBytes = data.subarray(HEADER, HEADER + scanLength);
  const digest = data.subarray(HEADER - 20, HEADER);
  if (!createHash('sha1').update(scanBytes).digest().equals(digest)) return undefined;
  const bytes = data.subarray(HEADER + scanLength);
  if (gitId(bytes, sha.length === 64) !== sha) return undefined;
  const scan = scanFrom(scanBytes.toString('utf8'), size);
  return scan && { bytes, scan };
}

/** A scan as the copy holds it: `{ irregular, entries: [key, start, end, line][] }`, checked to be one. */
function scanFrom(json: string, size: number): TopLevelScan | undefined {
  try {
    const parsed = JSON.parse(json) as { irregular?: unknown; entries?: unknown };
    if (typeof parsed.irregular !== 'boolean' || !Array.isArray(parsed.entries)) return undefined;
    const entries: TopLevelEntry[] = [];
    let at = 0;
    let line = 0;
    for (const e of parsed.entries as unknown[]) {
      if (!Array.isArray(e) || e.length !== 4) return undefined;
      const [key, start, end, l] = e as unknown[];
      if (typeof key !== 'string' || !isCount(start) || !isCount(end) || !isCount(l)) return undefined;
      // Entries follow each other: each ends where the next starts, the last at the end of the file.
      if (start < at || end < start || end > size || l <= line) return undefined;
      if (entries.length && entries[entries.length - 1]!.end !== start) return undefined;
      entries.push({ key, start, end, line: l });
      at = start;
      line = l;
    }
    if (entries.length && entries[entries.length - 1]!.end !== size) return undefined;
    return { entries, irregular: parsed.irregular };
  } catch {
    return undefined;
  }
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

function writeCopy(file: string, bytes: Buffer): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const scan = scanOfBytes(bytes);
    const json = Buffer.from(
      JSON.stringify({
        irregular: scan.irregular,
        entries: scan.entries.map((e) => [e.key, e.start, e.end, e.line]),
      }),
    );
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(VERSION, MAGIC.length);
    header.writeUInt32LE(json.length, MAGIC.length + 4);
    header.writeDoubleLE(bytes.length, MAGIC.length + 8);
    createHash('sha1')
      .update(json)
      .digest()
      .copy(header, HEADER - 20);
    writeFileSync(temp, Buffer.concat([header, json, bytes]), { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Nothing was written.
    }
  }
}

/**
 * Keeps the newest copies (by the time they were last written or used) within KEEP_FILES and KEEP_BYTES, and
 * removes temporary files a run that died left behind.
 */
function prune(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(PREFIX));
  } catch {
    return;
  }
  const now = Date.now();
  const copies: { file: string; mtime: number; size: number }[] = [];
  for (const name of names) {
    const file = join(dir, name);
    try {
      const st = lstatSync(file);
      if (name.endsWith(SUFFIX) && st.isFile()) copies.push({ file, mtime: st.mtimeMs, size: st.size });
      else if (name.endsWith('.tmp') && now - st.mtimeMs > STALE_TEMP_MS) unlinkSync(file);
    } catch {
      // Another run removed it.
    }
  }
  copies.sort((a, b) => b.mtime - a.mtime);
  let bytes = 0;
  copies.forEach((c, i) => {
    bytes += c.size;
    if (i < KEEP_FILES && bytes <= KEEP_BYTES) return;
    try {
      unlinkSync(c.file);
    } catch {
      // It stays.
    }
  });
}
