// Where each entry's bytes are in a changelog text. The merge keeps entries byte for byte, so it works on
// these spans and never on re-serialised YAML. An entry's span runs from its `- config-keys:` line to
// the next entry's (or the end of the text); the blank lines that separate entries are not its block.

export interface EntrySpan {
  /** Offset of the entry's `- config-keys:` line. */
  start: number;
  /** Offset of the next entry's first line, or the text's length. */
  end: number;
}

/** Offset of the start of every line (index 0 = line 1). */
function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/**
 * The spans of the entries that start on `startLines` (1-based, ascending, as the gate reports them).
 * Undefined when a line is out of range or does not open an entry: the parse and the bytes disagree.
 */
export function entrySpans(text: string, startLines: readonly number[]): EntrySpan[] | undefined {
  const starts = lineStarts(text);
  const offsets: number[] = [];
  for (const line of startLines) {
    const at = starts[line - 1];
    if (at === undefined || !text.startsWith('- config-keys:', at)) return undefined;
    if (offsets.length && at <= offsets[offsets.length - 1]!) return undefined;
    offsets.push(at);
  }
  return offsets.map((start, i) => ({ start, end: offsets[i + 1] ?? text.length }));
}

/** The entry's own bytes: its span without the blank lines after it, ending in one newline. */
export function blockOf(text: string, span: EntrySpan): string {
  const own = text.slice(span.start, span.end).replace(/\n(?:[ \t\r]*\n)+$/, '\n');
  return own.endsWith('\n') ? own : `${own}\n`;
}
