// Errors are values: every problem the product finds is a Diagnostic with a location, a rule id and,
// when known, the fix. The shell decides whether it becomes stderr, an annotation or a comment.

export type Severity = 'error' | 'warning' | 'notice';

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  col: number;
}

export interface Diagnostic {
  severity: Severity;
  /** The rule's code in the rule catalogue (e.g. `VM-3`, `L-2`, `R1`), which docs/rules.md explains. */
  rule: string;
  message: string;
  /** Repository-relative path of the file the problem is in, when it is in a file. */
  file?: string;
  line?: number;
  col?: number;
  /** Dotted path inside the document, e.g. `dsr1-fp4-b200-sglang.scenarios.fixed-seq-len[0].isl`. */
  path?: string;
  /** What to change, when the product knows. */
  fix?: string;
}

export function diag(
  severity: Severity,
  rule: string,
  message: string,
  where: Partial<Pick<Diagnostic, 'file' | 'line' | 'col' | 'path' | 'fix'>> = {},
): Diagnostic {
  const d: Diagnostic = { severity, rule, message };
  if (where.file !== undefined) d.file = where.file;
  if (where.line !== undefined) d.line = where.line;
  if (where.col !== undefined) d.col = where.col;
  if (where.path !== undefined) d.path = where.path;
  if (where.fix !== undefined) d.fix = where.fix;
  return d;
}

export const isError = (d: Diagnostic): boolean => d.severity === 'error';
export const hasErrors = (ds: readonly Diagnostic[]): boolean => ds.some(isError);

/** `file:line:col: severity [rule] message (path) — fix` — one line per problem, for terminals and logs. */
export function formatDiagnostic(d: Diagnostic): string {
  const loc = d.file ? `${d.file}${d.line ? `:${d.line}${d.col ? `:${d.col}` : ''}` : ''}: ` : '';
  const path = d.path ? ` (${d.path})` : '';
  const fix = d.fix ? `\n  fix: ${d.fix}` : '';
  return `${loc}${d.severity} [${d.rule}] ${d.message}${path}${fix}`;
}

/** `formatDiagnostic` on exactly one line (`— fix: …`), for stderr streams read line by line. */
export const formatDiagnosticLine = (d: Diagnostic): string =>
  formatDiagnostic(d)
    .replace(/\n {2}fix: /, ' — fix: ')
    .replace(/\n/g, ' ');

/** GitHub workflow command for an annotation; message data is escaped as the runner expects. */
export function toAnnotation(d: Diagnostic): string {
  const level = d.severity === 'notice' ? 'notice' : d.severity;
  const props = [
    d.file ? `file=${escapeProperty(d.file)}` : '',
    d.line ? `line=${d.line}` : '',
    d.col ? `col=${d.col}` : '',
    `title=${escapeProperty(d.rule)}`,
  ].filter(Boolean);
  const body = `${d.message}${d.path ? ` (${d.path})` : ''}${d.fix ? ` — fix: ${d.fix}` : ''}`;
  return `::${level} ${props.join(',')}::${escapeData(body)}`;
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Sorts by file, line, column so reports read top to bottom. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.col ?? 0) - (b.col ?? 0),
  );
}
