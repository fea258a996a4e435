// The multi-node rows no lane checked, and the one line that says which lanes file was used: lint,
// explain and plan say it once, so a repository without lanes is never silently unchecked. Pure.
import type { Resolution, Row } from './resolve.js';
import type { LanesSource } from './source.js';

export interface Unchecked {
  /** Multi-node rows with no lane check. */
  rows: number;
  /** Their runner labels, when a lanes file was used (its clusters do not include them). */
  where: string[];
}

const isMultinode = (row: Row): boolean => typeof row.prefill === 'object' && row.prefill !== null;

/** Without resolutions (no lanes file, or one that does not load) every multi-node row is unchecked. */
export function uncheckedRows(
  rows: readonly Row[],
  resolutions: readonly Resolution[] | undefined,
): Unchecked {
  let n = 0;
  const where = new Set<string>();
  rows.forEach((row, i) => {
    if (!isMultinode(row)) return;
    if (resolutions && resolutions[i]!.lanes.length > 0) return;
    n++;
    if (resolutions) where.add(String(row.runner ?? '?'));
  });
  return { rows: n, where: [...where].sort() };
}

const rowsText = (n: number) => `${n} multi-node row${n === 1 ? '' : 's'}`;

/**
 * `lanes: …` — the lanes file used (the repository's, the shipped one for the layout, none or one that
 * does not load) and the multi-node rows that had no lane check, with how to add one.
 */
export function lanesNote(source: LanesSource, loaded: boolean, unchecked: Unchecked): string {
  if (source.kind === 'none')
    return `lanes: no lanes file (${source.path}), so ${rowsText(unchecked.rows)} had no lane check; to check them, write ${source.path} (its format: docs/lanes.md)`;
  const used =
    source.kind === 'shipped'
      ? `the policy the product ships for this layout (${source.file}): there is no ${source.path}; \`sweep init\` writes a copy there to edit`
      : source.path;
  if (!loaded)
    return `lanes: ${used} does not load (see its errors), so ${rowsText(unchecked.rows)} had no lane check`;
  if (unchecked.rows === 0) return `lanes: ${used}`;
  return `lanes: ${used}; ${rowsText(unchecked.rows)} had no lane check: the lanes do not cover their clusters (${unchecked.where.join(', ')})`;
}
