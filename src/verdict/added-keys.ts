// The config keys of the changelog entries a PR adds, resolved against the master configs as the planner
// resolves them (`sweep lint`): a key or pattern that matches nothing is an error with the nearest keys.
// Only added entries are checked: a historical entry may name a key removed since. Pure.
import type { SourceFile } from '../config/source.js';
import type { Diagnostic } from '../diagnostics.js';
import { countEntryStarts, parseChangelog } from '../gate/changelog.js';
import { resolveConfigKeys } from '../plan/pr-resolve.js';
import { masterKeysOf } from '../plan/pr-slice.js';

export interface AddedKeysInput {
  changelog: SourceFile;
  masters: readonly SourceFile[];
  /** The changelog at the base revision (`null`: it has none there); undefined: only the newest entry is the PR's. */
  base?: string | null;
}

export function checkAddedKeys(input: AddedKeysInput): Diagnostic[] {
  const { changelog } = input;
  const entries = parseChangelog(changelog.text, changelog.path, { schema: 'lax' }).entries;
  const before =
    input.base === undefined ? undefined : input.base === null ? 0 : countEntryStarts(input.base);
  const added = before === undefined ? entries.slice(-1) : entries.filter((e) => e.index > before);
  if (!added.length) return [];
  const masterKeys = input.masters.flatMap((m) => masterKeysOf(m));
  const keySet = new Set(masterKeys);
  const lines = changelog.text.split('\n');
  return added.flatMap((e) => {
    const raw = (e.raw as { 'config-keys'?: unknown } | null)?.['config-keys'];
    const patterns = Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string') : [];
    return resolveConfigKeys(
      patterns,
      masterKeys,
      { file: changelog.path, entry: e.index, line: e.line, lines },
      keySet,
    ).diagnostics;
  });
}
