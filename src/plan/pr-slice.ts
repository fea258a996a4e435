// The PR fast path (02 KR-4): a typical PR selects 1–3 of ~200 master entries, so only those are
// parsed. Unselected entries are blanked to empty lines, so every reported line number is still the
// real one; the top-level scan itself is the config loader's (`scanTopLevel`).
import { scanTopLevel, type TopLevelEntry } from '../config/slice.js';

/** The text with every entry not in `keep` replaced by as many empty lines as it spanned. */
export function blankUnselected(text: string, slices: readonly TopLevelEntry[], keep: ReadonlySet<string>): string {
  const parts: string[] = [];
  let pos = 0;
  for (const s of slices) {
    if (keep.has(s.key)) continue;
    parts.push(text.slice(pos, s.start));
    parts.push('\n'.repeat(countNewlines(text, s.start, s.end)));
    pos = s.end;
  }
  parts.push(text.slice(pos));
  return parts.join('');
}

/**
 * Master keys in file order, and the text reduced to the `keep` entries, or the whole text when
 * the file is irregular (anchors, aliases, non-key top-level lines) and cannot be sliced safely.
 */
export function selectEntries(text: string, keep?: ReadonlySet<string>): { keys: string[]; text: string; sliced: boolean } {
  const scan = scanTopLevel(text);
  const keys = scan.entries.map((e) => e.key);
  if (scan.irregular || !keep) return { keys, text, sliced: false };
  return { keys, text: blankUnselected(text, scan.entries, keep), sliced: true };
}

function countNewlines(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', start); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
