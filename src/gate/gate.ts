// The append-only gate: the head changelog may only append entries to the base. Pure: two texts in, an
// outcome and diagnostics out.
// Fast path: when the head extends the base bytes, only the appended bytes are parsed, never the
// history. Anything else goes to the explain path, which parses both sides to say what changed.
import { diag, hasErrors, type Diagnostic } from '../diagnostics.js';
import { limitDiagnostic, LIMITS, overBytes, utf8Bytes } from '../limits.js';
import { countEntryStarts, parseChangelog } from './changelog.js';
import { explainChange } from './history.js';
import {
  checkAppendedLayout,
  checkCharacters,
  countLines,
  decodeChangelog,
  extendsBytes,
  MSG_NOTHING_APPENDED,
} from './layout.js';
import { DEFAULT_REPO, type GateInput, type GateResult } from './types.js';

/** The suffix's first entry line, if the suffix is blank lines and then `- config-keys:` at a line start. */
function appendedStart(base: string, suffix: string): boolean {
  const atLineStart =
    base === '' || base.endsWith('\n') ? suffix : suffix.startsWith('\n') ? suffix.slice(1) : null;
  return atLineStart !== null && atLineStart.replace(/^(?:[ \t\r]*\n)*/, '').startsWith('- config-keys:');
}

/**
 * The base text as a slice of the decoded head, when the base bytes are a prefix of the head's that ends
 * on a character boundary of a valid head: the same text as decoding the base, without a second copy
 * of the whole file (a changelog with one non-Latin-1 character is two bytes a character in memory).
 */
function prefixOfHead(
  base: string | Uint8Array,
  headBytes: string | Uint8Array,
  head: { text: string; diagnostics: readonly Diagnostic[] },
): string | undefined {
  if (typeof base === 'string' || typeof headBytes === 'string' || head.diagnostics.length) return undefined;
  if (!extendsBytes(headBytes, base)) return undefined;
  // A continuation byte next would mean the base ends inside a character (and is not valid on its own).
  if (base.length < headBytes.length && (headBytes[base.length]! & 0xc0) === 0x80) return undefined;
  const rest = headBytes.subarray(base.length);
  const restLength = Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength).toString('utf8').length;
  return head.text.slice(0, head.text.length - restLength);
}

export function gateChangelog(input: GateInput): GateResult {
  const { path } = input;
  const layout = input.strict ? 'error' : 'warning';
  const prLink = {
    repo: input.repo ?? DEFAULT_REPO,
    ...(input.prNumber !== undefined ? { prNumber: input.prNumber } : {}),
    ...(input.event ? { event: input.event } : {}),
  };
  const head = decodeChangelog(input.head, path);
  const base =
    input.base === null
      ? ''
      : (prefixOfHead(input.base, input.head, head) ?? decodeChangelog(input.base, path).text);
  const diagnostics: Diagnostic[] = [...head.diagnostics];
  const text = head.text;

  if (input.base !== null && base === text) {
    return { outcome: 'no-entry', appended: [], corrections: [], diagnostics };
  }
  if (!text.endsWith('\n')) {
    const message = input.headRef
      ? `${path} at ${input.headRef} does not end with a newline`
      : `${path} does not end with a newline`;
    diagnostics.push(
      diag('error', input.headRef ? 'V-2' : 'L-1', message, {
        file: path,
        line: countLines(text) + 1,
        col: 1,
        fix: 'end the file with one newline',
      }),
    );
  }

  const suffix = text.startsWith(base) ? text.slice(base.length) : null;
  if (suffix !== null && suffix.trim() === '') {
    diagnostics.push(
      diag('error', 'L-3', MSG_NOTHING_APPENDED, {
        file: path,
        line: countLines(base) + 1,
        col: 1,
        fix: 'revert the whitespace change, or append a new entry',
      }),
    );
    return { outcome: 'error', appended: [], corrections: [], diagnostics };
  }
  if (suffix === null || !appendedStart(base, suffix)) {
    const r = explainChange({ path, base, head: text, layout, prLink });
    for (const d of r.diagnostics) diagnostics.push(d);
    const failed = hasErrors(diagnostics);
    return {
      ...r,
      outcome: failed ? 'error' : r.outcome,
      appended: failed ? [] : r.appended,
      corrections: failed ? [] : r.corrections,
      diagnostics,
    };
  }

  const lineOffset = countLines(base);
  // A change appends a few entries: a huge suffix is refused before it is read.
  if (overBytes(suffix, LIMITS.appendedChangelog.max)) {
    diagnostics.push(
      limitDiagnostic('appendedChangelog', utf8Bytes(suffix), { file: path, line: lineOffset + 1 }),
    );
    return { outcome: 'error', appended: [], corrections: [], diagnostics };
  }
  for (const d of checkCharacters(text, base.length, path, layout)) diagnostics.push(d);
  for (const d of checkAppendedLayout(base, suffix, lineOffset, path, layout)) diagnostics.push(d);
  const parsed = parseChangelog(suffix, path, {
    lineOffset,
    entryOffset: countEntryStarts(base),
    schema: 'strict',
    prLink,
    charactersChecked: true,
  });
  for (const d of parsed.diagnostics) diagnostics.push(d);
  if (hasErrors(diagnostics)) return { outcome: 'error', appended: [], corrections: [], diagnostics };
  return {
    outcome: 'entries',
    appended: parsed.entries.map((e) => ({ index: e.index, line: e.line, entry: e.entry!, raw: e.raw })),
    corrections: [],
    diagnostics,
  };
}
