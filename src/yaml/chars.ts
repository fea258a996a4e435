// Characters the reference's YAML reader (PyYAML) refuses, and characters it reads as line breaks
// where `yaml` does not. PyYAML accepts only TAB, LF, CR, printable ASCII, NEL and Unicode from U+00A0
// up (without surrogates, U+FFFE and U+FFFF); it treats NEL, LS, PS and a CR not followed by LF as
// line breaks. Both kinds make the two readers see different documents, so both are refused.

/** Outside PyYAML's printable set. */
const NON_PRINTABLE = /[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
/** Line breaks to PyYAML that `yaml` reads as ordinary characters. */
const FOREIGN_BREAK = /[\x85\u2028\u2029]|\r(?!\n)/;

const C0 =
  'NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4 NAK SYN ETB CAN EM SUB ESC FS GS RS US'.split(
    ' ',
  );
const BREAKS: Record<string, string> = {
  '\x85': 'U+0085 (NEL)',
  '\u2028': 'U+2028 (LINE SEPARATOR)',
  '\u2029': 'U+2029 (PARAGRAPH SEPARATOR)',
  '\r': 'a CR not followed by LF',
};

export interface CharProblem {
  /** Offset (UTF-16 units) of the first such character in the text. */
  offset: number;
  /** The character itself. */
  char: string;
  message: string;
  fix: string;
}

/** `U+0007 (BEL)` */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const name =
    cp < 0x20
      ? C0[cp]
      : cp === 0x7f
        ? 'DEL'
        : cp < 0xa0
          ? 'C1 control'
          : cp >= 0xd800 && cp <= 0xdfff
            ? 'unpaired surrogate'
            : 'noncharacter';
  return `${hex} (${name})`;
}

/**
 * The first non-printable character and the first foreign line break in `text` from `from` on (at most
 * one problem of each kind, so a file full of them gives two messages, not thousands).
 */
export function charProblems(text: string, from = 0): CharProblem[] {
  const out: CharProblem[] = [];
  const rest = from > 0 ? text.slice(from) : text;
  const np = NON_PRINTABLE.exec(rest);
  if (np) {
    const ch = np[0];
    out.push({
      offset: from + np.index,
      char: ch,
      message: `contains the non-printable character ${describeChar(ch)}, which the reference's YAML parser refuses`,
      fix: 'remove it (inside a double-quoted string, an escape such as \\x07 is allowed)',
    });
  }
  const br = FOREIGN_BREAK.exec(rest);
  if (br) {
    const ch = br[0];
    out.push({
      offset: from + br.index,
      char: ch,
      message: `contains ${BREAKS[ch]}, a line break to the reference's YAML parser but not to this one`,
      fix: ch === '\r' ? 'use LF (or CRLF) line breaks' : 'replace it with a space or an LF line break',
    });
  }
  return out.sort((a, b) => a.offset - b.offset);
}
