// `sweep plan` keeps a copy of each master config it read from git, by blob id, in the CLI's cache directory
// (cache-dir.ts): a later plan of a revision whose masters did not change reads the copy and its top-level
// key scan instead of having git inflate and send a few MB and scanning them again.
// A copy is one file: a header (magic, format version, the blob's size, a digest of the scan), the scan
// (each entry's key, byte span and line) and the blob's bytes. It is used only when it is exactly the blob
// git names: its size is the one git reports and the git object id computed from its bytes (SHA-1 of
// `blob <size>\0<bytes>`, SHA-256 in a repository of 64-digit ids) is the blob's id. Anything else is a miss and the
// file is replaced. Files are written after the plan's output (flush), each to a temporary name then renamed,
// and the directory keeps the newest few; no failure in any of it ever changes a plan or fails the command.
import { createHash } from 'node:crypto';
import { close, closeSync, open, openSync, read, readSync, statSync, utimesSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';
import type { BlobCache } from '../action/plan-git.js';
import { scanOfBytes, type TopLevelEntry, type TopLevelScan } from '../config/slice.js';
import { BLOB_ID, blobId } from '../git/index.js';
import { cacheDir, codeId } from './cache-dir.js';
import { prune, writeWhole } from './cache-files.js';

const MAGIC = Buffer.from('sweepmc\n');
const VERSION = 3;
/**
 * magic, version (u32), scan length (u32), entry count (u32), flags (u32: 1 = irregular), blob size (f64),
 * SHA-1 of the scan. The scan is the entries' keys (a JSON array), then start, end and line of each entry
 * (u32 each). The digest is taken over the blob's id and size and the code that made the scan (codeId), then
 * the scan: a scan is never another blob's, nor one another version of the product made.
 */
const HEADER = MAGIC.length + 4 + 4 + 4 + 4 + 8 + 20;
const AT_LENGTH = MAGIC.length + 4;
const AT_COUNT = AT_LENGTH + 4;
const AT_FLAGS = AT_COUNT + 4;
const AT_SIZE = AT_FLAGS + 4;
const PREFIX = 'master-';
const SUFFIX = '.bin';
/** The directory keeps at most this many copies and this many bytes of them, the newest first. */
export const KEEP_FILES = 32;
export const KEEP_BYTES = 64 * 1024 * 1024;
/** The pieces a copy is read in, and the largest scan a copy may hold. */
const CHUNK = 512 * 1024;
const MAX_SCAN = 64 * 1024 * 1024;

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
  return dir === undefined || codeId() === undefined ? undefined : masterCacheIn(dir, debug);
}

/** A master cache in `dir` (a directory cache-dir.ts found safe). */
export function masterCacheIn(dir: string, debug?: (t: string) => void): MasterCache {
  const writes = new Map<string, Buffer>();
  const used = new Set<string>();
  const fileOf = (sha: string) => join(dir, `${PREFIX}${sha}${SUFFIX}`);
  return {
    async get(sha, size) {
      if (!BLOB_ID.test(sha)) return undefined;
      const kept = await readCopy(fileOf(sha), sha, size);
      if (kept !== undefined && kept !== 'absent') used.add(sha);
      debug?.(
        `sweep: master cache ${kept === undefined ? 'rejected' : kept === 'absent' ? 'miss' : 'hit'} ${sha}\n`,
      );
      if (kept === 'absent' || kept === undefined) return undefined;
      // The bytes are checked when first read: a copy whose bytes are not the blob's is a miss then.
      return {
        scan: kept.scan,
        bytes() {
          const bytes = kept.bytes();
          if (!bytes) {
            used.delete(sha);
            debug?.(`sweep: master cache rejected ${sha}\n`);
          }
          return bytes;
        },
      };
    },
    put(sha, bytes) {
      if (BLOB_ID.test(sha)) writes.set(sha, bytes);
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
      for (const [sha, bytes] of writes) writeCopy(fileOf(sha), sha, bytes);
      writes.clear();
      prune(dir, { prefix: PREFIX, suffix: SUFFIX, files: KEEP_FILES, bytes: KEEP_BYTES });
    },
  };
}

/**
 * The scan of the copy in `file` and a reader of its bytes, when it is a copy of blob `sha` of `size` bytes;
 * `absent` when there is none, undefined when the file is not such a copy. Only the header and the scan are
 * read now (off the main thread, so git's answers to the plan's other questions are taken in meanwhile): a
 * plan whose entries' values are kept too never needs the bytes. They are read when first asked for and
 * used only when the git object id computed from them is the blob's.
 */
async function readCopy(file: string, sha: string, size: number): Promise<KeptCopy | 'absent' | undefined> {
  let fd: number;
  try {
    // The usual miss, told without an exception (making one costs more than the look-up).
    if (!statSync(file, { throwIfNoEntry: false })) return 'absent';
    fd = await new Promise<number>((done, no) => open(file, 'r', (e, fd) => (e ? no(e) : done(fd))));
  } catch {
    return undefined;
  }
  try {
    return await readScan(fd, sha, size, file);
  } catch {
    return undefined;
  } finally {
    // Nothing waits for the close.
    close(fd, () => undefined);
  }
}

/** A kept copy: its scan, and its bytes when they are still exactly the blob (undefined otherwise). */
export interface KeptCopy {
  scan: TopLevelScan;
  bytes(): Buffer | undefined;
}

/**
 * `length` bytes of the file at `position` into `into` at `at`; the count read. The callback API: the
 * promise one loads a dozen more of Node's modules, a few ms of a plan's start.
 */
const readAt = (fd: number, into: Buffer, at: number, length: number, position: number) =>
  new Promise<number>((done, no) => read(fd, into, at, length, position, (e, n) => (e ? no(e) : done(n))));

async function readScan(fd: number, sha: string, size: number, file: string): Promise<KeptCopy | undefined> {
  const header = Buffer.alloc(HEADER);
  if ((await readAt(fd, header, 0, HEADER, 0)) !== HEADER) return undefined;
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (header.readUInt32LE(MAGIC.length) !== VERSION) return undefined;
  const scanLength = header.readUInt32LE(AT_LENGTH);
  if (header.readDoubleLE(AT_SIZE) !== size || scanLength > MAX_SCAN) return undefined;
  const part = Buffer.allocUnsafe(scanLength);
  let at = 0;
  while (at < scanLength) {
    const n = await readAt(fd, part, at, Math.min(CHUNK, scanLength - at), HEADER + at);
    if (n === 0) return undefined;
    at += n;
  }
  if (!scanDigest(sha, size, part).equals(header.subarray(HEADER - 20))) return undefined;
  const scan = scanFrom(part, header.readUInt32LE(AT_COUNT), header.readUInt32LE(AT_FLAGS), size);
  if (!scan) return undefined;
  let bytes: Buffer | undefined;
  let loaded = false;
  return {
    scan,
    bytes() {
      if (!loaded) {
        loaded = true;
        bytes = readBytes(file, HEADER + scanLength, sha, size);
      }
      return bytes;
    },
  };
}

/** The blob's bytes from the copy at `offset`, when the git object id computed from them is `sha`. */
function readBytes(file: string, offset: number, sha: string, size: number): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    // One byte more than the copy should have: a longer file fills it.
    const data = Buffer.allocUnsafe(size + 1);
    let at = 0;
    for (let n = 1; n > 0 && at < data.length; at += n)
      n = readSync(fd, data, at, data.length - at, offset + at);
    if (at !== size) return undefined;
    const bytes = data.subarray(0, size);
    return blobId(bytes, sha) === sha ? bytes : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The digest a copy's header holds: of the blob's id and size, then the scan. */
const scanDigest = (sha: string, size: number, part: Buffer) =>
  createHash('sha1')
    .update(`${sha} ${size} ${codeId() ?? ''}\0`)
    .update(part)
    .digest();

/** A scan as the copy holds it (see HEADER), checked to be one: entries follow each other to the end. */
function scanFrom(part: Buffer, count: number, flags: number, size: number): TopLevelScan | undefined {
  const keysLength = part.length - count * 12;
  if (keysLength < 2 || flags > 1) return undefined;
  let keys: unknown;
  try {
    keys = JSON.parse(part.toString('utf8', 0, keysLength));
  } catch {
    return undefined;
  }
  if (!Array.isArray(keys) || keys.length !== count) return undefined;
  const entries: TopLevelEntry[] = [];
  const u32 = numbersOf(part, keysLength, count);
  let at = 0;
  let start = 0;
  let line = 0;
  for (const key of keys as unknown[]) {
    const s = u32(at);
    const end = u32(at + 1);
    const l = u32(at + 2);
    at += 3;
    // Each entry ends where the next starts, the last at the end of the file; lines go up.
    if (typeof key !== 'string' || s < start || end < s || end > size || l <= line) return undefined;
    if (entries.length && entries[entries.length - 1]!.end !== s) return undefined;
    entries.push({ key, start: s, end, line: l });
    start = s;
    line = l;
  }
  if (entries.length && entries[entries.length - 1]!.end !== size) return undefined;
  return { entries, irregular: flags === 1 };
}

/**
 * The `count` × 3 little-endian u32 of the scan after its keys, by index: on a little-endian machine read
 * from an aligned copy as a typed array (a call per number costs more, for the thousands a large file has).
 */
function numbersOf(part: Buffer, from: number, count: number): (i: number) => number {
  if (endianness() !== 'LE') return (i) => part.readUInt32LE(from + i * 4);
  const numbers = new Uint32Array(count * 3);
  Buffer.from(numbers.buffer).set(part.subarray(from, from + count * 12));
  return (i) => numbers[i]!;
}

function writeCopy(file: string, sha: string, bytes: Buffer): void {
  try {
    const scan = scanOfBytes(bytes);
    const keys = Buffer.from(JSON.stringify(scan.entries.map((e) => e.key)));
    const numbers = Buffer.alloc(scan.entries.length * 12);
    const lines = linesAt(bytes, scan.entries);
    scan.entries.forEach((e, i) => {
      numbers.writeUInt32LE(e.start, i * 12);
      numbers.writeUInt32LE(e.end, i * 12 + 4);
      numbers.writeUInt32LE(lines[i]!, i * 12 + 8);
    });
    const part = Buffer.concat([keys, numbers]);
    const header = Buffer.alloc(HEADER);
    MAGIC.copy(header);
    header.writeUInt32LE(VERSION, MAGIC.length);
    header.writeUInt32LE(part.length, AT_LENGTH);
    header.writeUInt32LE(scan.entries.length, AT_COUNT);
    header.writeUInt32LE(scan.irregular ? 1 : 0, AT_FLAGS);
    header.writeDoubleLE(bytes.length, AT_SIZE);
    scanDigest(sha, bytes.length, part).copy(header, HEADER - 20);
    writeWhole(file, [header, part, bytes]);
  } catch {
    // Not kept: the next run reads the blob from git.
  }
}

/**
 * The 1-based line of each entry's start (entries in file order): the newlines before it, plus one, as the
 * scan's own line getter counts them, in one pass (a Latin-1 view, where the search for the next newline is
 * native and cheap to call).
 */
function linesAt(bytes: Buffer, entries: readonly TopLevelEntry[]): number[] {
  const text = bytes.toString('latin1');
  const lines: number[] = [];
  let nl = text.indexOf('\n');
  let line = 1;
  for (const e of entries) {
    for (; nl !== -1 && nl < e.start; nl = text.indexOf('\n', nl + 1)) line++;
    lines.push(line);
  }
  return lines;
}
