// Limits on what a pull request can make the product read. A file over a limit is refused with one
// message that names the file, the limit and its size, instead of being parsed for seconds or
// exhausting the stack. The figures leave a wide margin over the largest real inputs (the reference's
// biggest master config is ~330 KB, its whole changelog ~730 KB, its deepest nesting 7 levels).
import { diag, type Diagnostic } from './diagnostics.js';

export interface Limit {
  /** What is measured, as a message says it ("one YAML file"). */
  what: string;
  max: number;
  unit: 'bytes' | 'levels' | 'nodes' | 'items';
  /** How to get under it. */
  fix: string;
}

const MiB = 1024 * 1024;

export const LIMITS = {
  yamlFile: {
    what: 'a YAML file',
    max: 4 * MiB,
    unit: 'bytes',
    fix: 'split the file or remove the bulk; no input file of this product needs to be this large',
  },
  appendedChangelog: {
    what: 'the text appended to the changelog',
    max: 1 * MiB,
    unit: 'bytes',
    fix: 'append short entries: a description is a few lines of text',
  },
  nestingDepth: {
    what: 'YAML nesting',
    max: 64,
    unit: 'levels',
    fix: 'flatten the structure: real configs nest fewer than 10 levels',
  },
  aliasExpansion: {
    what: 'YAML alias expansion',
    max: 10_000,
    unit: 'nodes',
    fix: 'write the values out instead of repeating large anchors through aliases',
  },
  fragmentExpansion: {
    what: 'the expansion of $ref fragments',
    max: 100_000,
    unit: 'items',
    fix: 'use fewer or smaller fragments',
  },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** `4 MiB`, `64 levels`: a limit or a measured size in the limit's unit. */
export function formatAmount(n: number, unit: Limit['unit']): string {
  if (unit !== 'bytes') return `${n.toLocaleString('en-US')} ${unit}`;
  if (n >= MiB) return `${+(n / MiB).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}

/** Size of a text as stored in a file (UTF-8 bytes). */
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** True when the text is over `bytes` UTF-8 bytes; counted only when it can be (a unit is 1 to 3 bytes). */
export function overBytes(text: string, bytes: number): boolean {
  return text.length * 3 > bytes && (text.length > bytes || utf8Bytes(text) > bytes);
}

/**
 * The diagnostic for an input over a limit: `<file>: <what> is <size>; the limit is <max>`, at the
 * line where the limit was crossed when known.
 */
export function limitDiagnostic(
  name: LimitName,
  actual: number | undefined,
  where: { file: string; line?: number; col?: number },
  rule = 'LIMIT',
): Diagnostic {
  const l: Limit = LIMITS[name];
  const size = actual === undefined ? `over ${formatAmount(l.max, l.unit)}` : formatAmount(actual, l.unit);
  return diag(
    'error',
    rule,
    `${where.file}: ${l.what} is ${size}; the limit is ${formatAmount(l.max, l.unit)}`,
    {
      file: where.file,
      line: where.line ?? 1,
      ...(where.col !== undefined ? { col: where.col } : {}),
      fix: l.fix,
    },
  );
}
