// `sweep lint [--root DIR] [--annotations] [--table FILE]`: validate configs, runners, lanes, recipes
// and the changelog of a repository; exit 1 on any error.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnostic, sortDiagnostics, toAnnotation, type Diagnostic } from '../diagnostics.js';
import { lintRepository } from '../lanes/lint.js';
import { rulesHint } from '../rules/hint.js';
import { UsageError, type Command } from './io.js';

const USAGE = `usage: sweep lint [--root DIR] [--annotations] [--table FILE.json]
  --root DIR       repository root (default: the working directory)
  --annotations    print GitHub ::error/::warning workflow commands instead of plain lines
  --table FILE     write the C6 decision table (one object per row and lane) as JSON
`;

export const reader =
  (root: string) =>
  (p: string): string | undefined => {
    try {
      return readFileSync(resolve(root, p), 'utf8');
    } catch {
      return undefined;
    }
  };

export const lint: Command = async (argv, io) => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        root: { type: 'string' },
        annotations: { type: 'boolean' },
        table: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const root = resolve(io.cwd, values.root ?? '.');
  const result = lintRepository(reader(root));
  const ds = sortDiagnostics(result.diagnostics);
  io.stdout(ds.map((d) => `${values.annotations ? toAnnotation(d) : formatDiagnostic(d)}\n`).join(''));
  if (values.table)
    writeFileSync(resolve(io.cwd, values.table), `${JSON.stringify(result.table, null, 1)}\n`);
  io.stdout(`${summary(ds)}\n`);
  const hint = rulesHint(ds);
  if (hint) io.stdout(`${hint}\n`);
  return ds.some((d) => d.severity === 'error') ? 1 : 0;
};

function summary(ds: readonly Diagnostic[]): string {
  const count = (s: string) => ds.filter((d) => d.severity === s).length;
  const byRule = new Map<string, number>();
  for (const d of ds) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
  const rules = [...byRule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([r, n]) => `${r}×${n}`)
    .join(' ');
  return `lint: ${count('error')} error(s), ${count('warning')} warning(s)${rules ? ` [${rules}]` : ''}`;
}
