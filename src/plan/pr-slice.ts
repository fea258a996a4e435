// The PR fast path: key resolution needs every master key, but not every entry parsed. The
// keys come from the config loader's top-level line scan; only an irregular file (anchors, aliases,
// non-key top-level lines) is parsed whole for them.
import type { SourceFile } from '../config/source.js';
import { scanSource } from '../config/slice.js';
import { parseYaml } from '../yaml/parse.js';

/** Master keys of one file, in file order. */
export function masterKeysOf(f: SourceFile): string[] {
  const scan = scanSource(f);
  if (!scan.irregular) return scan.entries.map((e) => e.key);
  const value = parseYaml(f.text, f.path, { version: '1.1' }).value;
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}
