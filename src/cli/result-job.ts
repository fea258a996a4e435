// What `sweep process-result` and `sweep check-result` share: the row (as `sweep dispatch row` writes it),
// the working directory, and the job's RESULT_FILENAME.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Row } from '../plan/row.js';
import { resultFilename } from '../results/names.js';
import { UsageError, type CliIo } from './io.js';

export const JOB_OPTIONS = {
  row: { type: 'string' },
  dir: { type: 'string' },
  'runner-name': { type: 'string' },
  'result-filename': { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

export const JOB_HELP = `  --row FILE              the row as \`sweep dispatch row\` writes it (required)
  --dir DIR               the benchmark's working directory (default: the current one)
  --runner-name NAME      the runner's name (default: $RUNNER_NAME), part of the result file name
  --result-filename RF    the result file name without .json, instead of the one built from the row
`;

export interface Job {
  row: Row;
  dir: string;
  rf: string;
}

export interface JobValues {
  row?: string | undefined;
  dir?: string | undefined;
  'runner-name'?: string | undefined;
  'result-filename'?: string | undefined;
}

/** The job from the options, or why not (a message for stderr). */
export function jobOf(values: JobValues, io: CliIo): Job | string {
  if (!values.row) throw new UsageError('--row is required');
  const path = resolve(io.cwd, values.row);
  let row: unknown;
  try {
    row = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return `${values.row}: ${err.code ? `cannot read the row (${err.code})` : `not JSON: ${err.message}`}`;
  }
  if (!row || typeof row !== 'object' || Array.isArray(row))
    return `${values.row}: not a row (a JSON object)`;
  const dir = resolve(io.cwd, values.dir ?? '.');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `${values.dir}: not a directory`;
  const given = values['result-filename'];
  if (given) return { row: row as Row, dir, rf: given };
  const runner = values['runner-name'] ?? io.env['RUNNER_NAME'];
  if (!runner) throw new UsageError('--runner-name (or $RUNNER_NAME) is needed to name the result file');
  return { row: row as Row, dir, rf: resultFilename(row as Row, runner) };
}

/** File names directly in `dir`. */
export const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

/** Sub-directory names of `dir`. */
export const dirsIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** A file's text relative to `dir`, or undefined when there is none. */
export function reader(dir: string): (path: string) => string | undefined {
  return (p) => {
    const abs = join(dir, p);
    try {
      return statSync(abs).isFile() ? readFileSync(abs, 'utf8') : undefined;
    } catch {
      return undefined;
    }
  };
}
