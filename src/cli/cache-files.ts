// Writing and pruning the files the CLI keeps in its cache directory (cache-dir.ts), the one way for every
// kind of kept file: each written whole to a fresh temporary name of its own, then renamed; the newest kept.
import { closeSync, lstatSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** A temporary file older than this is left from a run that died: removed when its kind is pruned. */
const STALE_TEMP_MS = 3600 * 1000;

/** Writes `parts` as `file` (never a half-written one); false when it could not. Never throws. */
export function writeWhole(file: string, parts: readonly Uint8Array[]): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    // `wx`: a name that exists (a planted link) is not written through.
    const fd = openSync(temp, 'wx', 0o600);
    try {
      for (const b of parts) for (let at = 0; at < b.length;) at += writeSync(fd, b, at, b.length - at);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    return true;
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Nothing was written.
    }
    return false;
  }
}

/**
 * Keeps the newest files of one kind (`prefix`…`suffix`, by the time they were last written or used) within
 * `files` and `bytes`, and removes that kind's temporary files a run that died left behind. Never throws.
 */
export function prune(
  dir: string,
  kind: { prefix: string; suffix: string; files: number; bytes: number },
): void {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(kind.prefix));
  } catch {
    return;
  }
  const now = Date.now();
  const kept: { file: string; mtime: number; size: number }[] = [];
  for (const name of names) {
    const file = join(dir, name);
    try {
      const st = lstatSync(file);
      if (name.endsWith(kind.suffix) && st.isFile()) kept.push({ file, mtime: st.mtimeMs, size: st.size });
      else if (name.endsWith('.tmp') && now - st.mtimeMs > STALE_TEMP_MS) unlinkSync(file);
    } catch {
      // Another run removed it.
    }
  }
  kept.sort((a, b) => b.mtime - a.mtime);
  let bytes = 0;
  kept.forEach((c, i) => {
    bytes += c.size;
    if (i < kind.files && bytes <= kind.bytes) return;
    try {
      unlinkSync(c.file);
    } catch {
      // It stays.
    }
  });
}
