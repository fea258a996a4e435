// The CLI's private cache directory, shared by the compile cache and the master-config cache:
// SWEEP_COMPILE_CACHE names it (or turns both off with an empty value, 0, off or false), else
// `<tmpdir>/sweep-compile-cache-<uid>`. It is used only when it is a real directory of this user's that
// nobody else can write to: another user could otherwise plant what a later run trusts.
import { lstatSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourcesDigest } from '../../scripts/code-id.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether a SWEEP_COMPILE_CACHE value turns the caches off. */
export const cacheDisabled = (setting: string | undefined) =>
  setting !== undefined && /^(|0|off|false)$/i.test(setting.trim());

/** The cache directory (made when absent), or undefined when caching is off or the directory is not safe. */
export function cacheDir(env: NodeJS.ProcessEnv): string | undefined {
  const setting = env.SWEEP_COMPILE_CACHE;
  const uid = process.getuid?.();
  if (cacheDisabled(setting) || uid === undefined) return undefined;
  try {
    const dir = setting || join(tmpdir(), `sweep-compile-cache-${uid}`);
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    } catch {
      // It may exist already; lstat decides.
    }
    const st = lstatSync(dir);
    if (!st.isDirectory() || st.uid !== uid || (st.mode & 0o022) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

declare const SWEEP_CODE_ID: string | undefined;

let devCodeId: string | null | undefined;

/**
 * What made a kept copy or value: a digest of the product's sources. What is kept is used only by the code
 * that made it, so a reader that changed (a fix in the YAML fast path, another scan) never trusts what an
 * earlier one wrote. The build sets it (scripts/build-options.mjs); running from the sources it is the same
 * digest of the source files, made once per process (undefined when they cannot be read: nothing is kept).
 */
export function codeId(): string | undefined {
  if (typeof SWEEP_CODE_ID === 'string') return SWEEP_CODE_ID;
  if (devCodeId === undefined) {
    try {
      devCodeId = sourcesDigest(fileURLToPath(new URL('../..', import.meta.url)));
    } catch {
      devCodeId = null;
    }
  }
  return devCodeId ?? undefined;
}
