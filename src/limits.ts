// Limits on what a pull request can make the product read. A file over a limit is refused with one
// message that names the file, the limit and its size, instead of being parsed for seconds or
// exhausting the stack. The figures leave a wide margin over the largest real inputs (the reference's
// biggest master config is ~330 KB, its whole changelog ~730 KB, its deepest nesting 7 levels).
import { diag, type Diagnostic } from './diagnostics.js';

export interface Limit {
  /** What is measured, as the subject of a message ("the file"). */
  subject: string;
  /** What the limit applies to, after the figure ("for a YAML file"); may be empty. */
  scope: string;
  max: number;
  unit: 'bytes' | 'levels' | 'aliases' | 'nodes' | 'items' | 'values' | 'characters';
  /** How to get under it. */
  fix: string;
}

const MiB = 1024 * 1024;

export const LIMITS = {
  yamlFile: {
    subject: 'the file',
    scope: 'for a YAML file',
    max: 4 * MiB,
    unit: 'bytes',
    fix: 'split the file or remove the bulk; no input file of this product needs to be this large',
  },
  appendedChangelog: {
    subject: 'the appended text',
    scope: 'for the text a change appends to the changelog',
    max: 1 * MiB,
    unit: 'bytes',
    fix: 'append short entries: a description is a few lines of text',
  },
  configKeys: {
    subject: 'the number of config keys',
    scope: 'in one appended changelog entry',
    max: 1_000,
    unit: 'items',
    fix: 'select configs with fewer keys or a wildcard pattern; the largest real entry lists 52',
  },
  configKeyPattern: {
    subject: 'the config key or pattern',
    scope: '',
    max: 256,
    unit: 'characters',
    fix: 'name the config with its key or a short `*` pattern; real keys are under 60 characters',
  },
  wildcardPatterns: {
    subject: 'the number of `*` patterns',
    scope: 'in the appended changelog entries',
    max: 1_000,
    unit: 'items',
    fix: 'select configs with fewer patterns: one pattern such as `dsr1-*` covers a whole family',
  },
  scalars: {
    subject: 'the number of YAML values',
    scope: 'in a file',
    max: 100_000,
    unit: 'values',
    fix: 'split the file; the largest real master config holds under 20,000 values',
  },
  masterEntries: {
    subject: 'the number of config entries',
    scope: 'in one master config',
    max: 5_000,
    unit: 'items',
    fix: 'split the entries over several master configs; the largest real master config holds about 200',
  },
  nestingDepth: {
    subject: 'the nesting of YAML collections',
    scope: '',
    max: 64,
    unit: 'levels',
    fix: 'flatten the structure: real configs nest fewer than 10 levels',
  },
  aliases: {
    subject: 'the number of YAML aliases',
    scope: 'in a file',
    max: 1_000,
    unit: 'aliases',
    fix: 'write the values out: our files need no aliases',
  },
  aliasExpansion: {
    subject: 'the expansion of YAML aliases',
    scope: '',
    max: 10_000,
    unit: 'nodes',
    fix: 'write the values out instead of repeating large anchors through aliases',
  },
  fragmentExpansion: {
    subject: 'the expansion of $ref fragments',
    scope: '',
    max: 20_000,
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
 * The diagnostic for an input over a limit, at the line where it was crossed when known:
 * `<file>: <subject> is <size>, over the limit of <max> <scope>` (or `exceeds the limit of …`).
 */
export function limitDiagnostic(
  name: LimitName,
  actual: number | undefined,
  where: { file: string; line?: number; col?: number },
  rule?: string,
): Diagnostic {
  const l: Limit = LIMITS[name];
  // Just over the limit, rounded sizes would read equal: then both are given exactly.
  const exact = actual !== undefined && formatAmount(actual, l.unit) === formatAmount(l.max, l.unit);
  const amount = (n: number) => (exact ? `${n.toLocaleString('en-US')} ${l.unit}` : formatAmount(n, l.unit));
  const limit = `the limit of ${amount(l.max)}${l.scope ? ` ${l.scope}` : ''}`;
  const what = actual === undefined ? `exceeds ${limit}` : `is ${amount(actual)}, over ${limit}`;
  return diag('error', rule ?? 'LIMIT', `${where.file}: ${l.subject} ${what}`, {
    file: where.file,
    line: where.line ?? 1,
    ...(where.col !== undefined ? { col: where.col } : {}),
    fix: l.fix,
  });
}
