// Byte- and line-level checks of changelog text: a final newline, UTF-8, no CR, tab or NUL, and appended
// entries separated by exactly one empty line. Layout problems are warnings unless strict; broken bytes
// are always errors. Pure string work, no YAML.
import { diag, type Diagnostic, type Severity } from '../diagnostics.js';
import { charProblems } from '../yaml/chars.js';

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

export function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Byte offset of the first invalid UTF-8 sequence, or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length;) {
    const c = b[i]!;
    const n =
      c < 0x80
        ? 0
        : c >= 0xc2 && c <= 0xdf
          ? 1
          : c >= 0xe0 && c <= 0xef
            ? 2
            : c >= 0xf0 && c <= 0xf4
              ? 3
              : -1;
    if (n < 0 || i + n >= b.length + (n === 0 ? 1 : 0)) return i;
    for (let k = 1; k <= n; k++) if ((b[i + k]! & 0xc0) !== 0x80) return i;
    // Overlongs and surrogates.
    if ((c === 0xe0 && b[i + 1]! < 0xa0) || (c === 0xed && b[i + 1]! > 0x9f)) return i;
    if ((c === 0xf0 && b[i + 1]! < 0x90) || (c === 0xf4 && b[i + 1]! > 0x8f)) return i;
    i += n + 1;
  }
  return -1;
}

/** Whether `head` is `base` with bytes appended (or `base` itself). */
export function extendsBytes(head: Uint8Array, base: Uint8Array): boolean {
  return head.length >= base.length && Buffer.compare(head.subarray(0, base.length), base) === 0;
}

export interface Decoded {
  text: string;
  diagnostics: Diagnostic[];
}

/** Text of a blob; invalid UTF-8 is always an error (strict or not), reported at its line. */
export function decodeChangelog(input: string | Uint8Array, path: string): Decoded {
  if (typeof input === 'string') return { text: input, diagnostics: [] };
  try {
    // The native decoder is fast; the byte scan only runs to locate a failure.
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(input),
      diagnostics: [],
    };
  } catch {
    /* located below */
  }
  const bad = Math.max(0, firstInvalidUtf8(input));
  const text = Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8');
  let line = 1;
  for (let i = 0; i < bad; i++) if (input[i] === 0x0a) line++;
  const hex = input[bad]!.toString(16).padStart(2, '0');
  return {
    text,
    diagnostics: [
      diag('error', 'L-1', `${path} is not UTF-8: invalid byte 0x${hex} at offset ${bad}`, {
        file: path,
        line,
        fix: 'save the file as UTF-8',
      }),
    ],
  };
}

const CHAR_CHECKS: readonly { ch: string; what: string; layout: boolean; fix: string }[] = [
  { ch: '\0', what: 'contains NUL bytes', layout: false, fix: 'remove the NUL bytes' },
  { ch: '\r', what: 'contains CR characters', layout: true, fix: 'use LF line endings' },
  { ch: '\t', what: 'contains tabs', layout: true, fix: 'indent with spaces' },
];

/**
 * NUL (always an error), CR and tab (layout) in `text` from `from` on, and the characters the reference's
 * YAML parser refuses or reads as line breaks (errors); one diagnostic per kind, at its first line.
 */
export function checkCharacters(text: string, from: number, path: string, layout: Severity): Diagnostic[] {
  const out: Diagnostic[] = [];
  const position = (at: number) => ({ line: lineAt(text, at), col: at - text.lastIndexOf('\n', at - 1) });
  for (const c of CHAR_CHECKS) {
    const at = text.indexOf(c.ch, from);
    if (at === -1) continue;
    out.push(
      diag(c.layout ? layout : 'error', 'L-1', `${path} ${c.what}`, {
        file: path,
        ...position(at),
        fix: c.fix,
      }),
    );
  }
  for (const c of charProblems(text, from)) {
    if (c.char === '\0') continue; // said above
    out.push(diag('error', 'L-1', `${path} ${c.message}`, { file: path, ...position(c.offset), fix: c.fix }));
  }
  return out;
}

const blank = (l: string) => l.trim() === '';
export const MSG_SEPARATE_HISTORY =
  'new changelog entries must be separated from history by one empty line and appended at the end';
export const FIX_SEPARATE_HISTORY =
  'leave exactly one empty line between the last historical entry and your entry';
export const MSG_NOTHING_APPENDED =
  'changelog diff has no appended entry or pr-link correction; historical whitespace and formatting are immutable';
const MSG_ONE_SEPARATOR = 'appended changelog entries must have exactly one empty separator line';
const MSG_FINAL_NEWLINE = 'the final appended changelog entry must end with one newline';

/**
 * The layout of the appended suffix: one empty line after history, exactly one empty line between
 * entries, no blank lines after the last. `lineOffset` = lines of the head before the suffix.
 */
export function checkAppendedLayout(
  base: string,
  suffix: string,
  lineOffset: number,
  path: string,
  severity: Severity,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (i: number) => ({ file: path, line: lineOffset + i + 1, col: 1 });
  const lines = suffix.split('\n');
  // With a final newline the last element is '' and is not a line.
  const end = suffix.endsWith('\n') ? lines.length - 1 : lines.length;
  const expected = base === '' || /\n[ \t]*\n$/.test(base) ? 0 : base.endsWith('\n') ? 1 : 2;
  let i = 0;
  while (i < end && blank(lines[i]!)) i++;
  const leadingOk = i === expected && lines.slice(0, i).every((l) => l === '');
  if (!leadingOk) {
    out.push(
      diag(severity, 'L-3', MSG_SEPARATE_HISTORY, {
        ...at(Math.min(i, end - 1)),
        fix: FIX_SEPARATE_HISTORY,
      }),
    );
  }
  let runStart = -1;
  let seenEntry = false;
  for (; i < end; i++) {
    const l = lines[i]!;
    if (blank(l)) {
      if (runStart < 0) runStart = i;
      continue;
    }
    const isStart = l.startsWith('- config-keys:');
    const run = runStart < 0 ? 0 : i - runStart;
    if (isStart && seenEntry && !(run === 1 && lines[runStart] === '')) {
      // A new entry glued to the previous one, or after several or whitespace-only blank lines.
      out.push(
        diag(severity, 'L-3', MSG_ONE_SEPARATOR, {
          ...at(runStart >= 0 ? runStart : i),
          fix: 'separate entries with exactly one empty line',
        }),
      );
    } else if (!isStart && run > 0) {
      out.push(
        diag(severity, 'L-3', MSG_ONE_SEPARATOR, {
          ...at(runStart),
          fix: 'remove blank lines inside an entry',
        }),
      );
    }
    seenEntry ||= isStart;
    runStart = -1;
  }
  if (runStart >= 0)
    out.push(
      diag(severity, 'L-3', MSG_FINAL_NEWLINE, { ...at(runStart), fix: 'remove the trailing blank lines' }),
    );
  return capRepeats(out);
}

/** The first `max` diagnostics with one message, then one that counts the rest. */
function capRepeats(ds: Diagnostic[], max = 20): Diagnostic[] {
  const seen = new Map<string, number>();
  const out: Diagnostic[] = [];
  for (const d of ds) {
    const n = (seen.get(d.message) ?? 0) + 1;
    seen.set(d.message, n);
    if (n <= max) out.push(d);
  }
  for (const [message, n] of seen)
    if (n > max) {
      const last = out.findLast((d) => d.message === message)!;
      out.push({ ...last, message: `${message} (${n - max} more places)` });
    }
  return out;
}
