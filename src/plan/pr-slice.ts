// The PR fast path: key resolution needs every master key, but not every entry parsed. The
// keys come from the config loader's top-level line scan; only an irregular file (anchors, aliases,
// non-key top-level lines) is parsed whole for them.
import { scanTopLevel } from '../config/slice.js';
import { parseYaml } from '../yaml/parse.js';

/** Master keys of one file, in file order. */
export function masterKeysOf(text: string, path: string): string[] {
  const scan = scanTopLevel(text);
  if (!scan.irregular) return scan.entries.map((e) => e.key);
  const value = parseYaml(text, path, { version: '1.1' }).value;
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}
