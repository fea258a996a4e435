// `sweep lint [--root DIR] [--annotations] [--table FILE] [--write-baseline | --no-baseline]`: validate
// configs, runners, lanes, recipes and the changelog of a repository, in either layout (root or
// inferencex-e2e/, found); exit 1 on any error that is not recorded in the lint baseline.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnostic, sortDiagnostics, toAnnotation, type Diagnostic } from '../diagnostics.js';
import { lintRepository } from '../lanes/lint.js';
import { lanesNote } from '../lanes/unchecked.js';
import { cliRepoConfig, layoutFor } from './repo-config.js';
import { applyBaseline, baselineOf, formatBaseline, parseBaseline } from '../lint/baseline.js';
import { rulesHint } from '../rules/hint.js';
import { UsageError, type Command } from './io.js';
import { gitSync } from '../git/index.js';
import type { Layout } from '../layout/detect.js';
import { checkAddedKeys } from '../verdict/added-keys.js';

const USAGE = `usage: sweep lint [--root DIR] [--config FILE] [--base REV] [--annotations] [--table FILE.json] [--write-baseline | --no-baseline]
  --root DIR          repository root (default: the working directory); the configs are found at its
                      root or under inferencex-e2e/
  --base REV          the changelog entries added after this revision (a git ref of the root's
                      repository) have their config keys checked against the master configs; without
                      it, the newest entry (older entries may name keys removed since)
  --config FILE       the repository config file (default: .github/sweep.yml of the root, when present);
                      its layout replaces detection
  --annotations       print GitHub ::error/::warning workflow commands instead of plain lines
  --table FILE        write the lane decision table (one object per row and lane) as JSON
  --write-baseline    record today's topology and lane errors in the lint baseline
                      (configs/lint-baseline.yaml of the layout) and exit 0; later runs report them as
                      known, fail on new ones and drop the ones that are fixed
  --baseline FILE     the baseline file, relative to the repository root (default: the layout's)
  --no-baseline       ignore the baseline: every error blocks
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
        config: { type: 'string' },
        base: { type: 'string' },
        annotations: { type: 'boolean' },
        table: { type: 'string' },
        'write-baseline': { type: 'boolean' },
        baseline: { type: 'string' },
        'no-baseline': { type: 'boolean' },
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
  if (values['write-baseline'] && values['no-baseline'])
    throw new UsageError(`--write-baseline and --no-baseline exclude each other\n${USAGE}`);
  const repo = cliRepoConfig(io, {
    ...(values.root ? { root: values.root } : {}),
    ...(values.config ? { config: values.config } : {}),
  });
  if ('exit' in repo) return repo.exit;
  const root = repo.root;
  const read = reader(root);
  const found = layoutFor(repo);
  const layout = found.layout;
  const result = lintRepository(read, { layout });
  let ds: Diagnostic[] = [
    ...found.diagnostics,
    ...result.diagnostics,
    ...addedKeys(root, read, layout, values.base),
  ];
  // Which lanes file was used, once: no repository's rows go unchecked without a word.
  const lanesLine = `${lanesNote(result.lanesSource, !!result.lanes?.lanes, result.unchecked)}
`;
  const baselinePath = values.baseline ?? layout.paths.baseline;
  const opts = { prefix: layout.prefix, file: baselinePath };
  const print = (list: Diagnostic[]) =>
    io.stdout(list.map((d) => `${values.annotations ? toAnnotation(d) : formatDiagnostic(d)}\n`).join(''));

  if (values['write-baseline']) {
    const b = baselineOf(ds, layout.prefix);
    writeFileSync(resolve(root, baselinePath), formatBaseline(b));
    const applied = applyBaseline(ds, b, opts);
    const sorted = sortDiagnostics(applied.diagnostics);
    print(sorted);
    io.stdout(lanesLine);
    io.stdout(`lint: recorded ${applied.known} finding(s) in ${baselinePath}\n${summary(sorted)}\n`);
    return sorted.some((d) => d.severity === 'error') ? 1 : 0;
  }
  if (!values['no-baseline']) {
    const text = read(baselinePath);
    if (text !== undefined) {
      const parsed = parseBaseline(text, baselinePath);
      const applied = applyBaseline(ds, parsed.baseline, opts);
      ds = [...parsed.diagnostics, ...applied.diagnostics];
      // Fixed findings leave the baseline, so it only shrinks (each one is a notice above).
      if (applied.dropped.length && !parsed.diagnostics.some((d) => d.severity === 'error'))
        writeFileSync(resolve(root, baselinePath), formatBaseline(applied.remaining));
      if (applied.known) io.stdout(`lint: ${applied.known} known finding(s) recorded in ${baselinePath}\n`);
    }
  }
  ds = sortDiagnostics(ds);
  print(ds);
  if (values.table)
    writeFileSync(resolve(io.cwd, values.table), `${JSON.stringify(result.table, null, 1)}\n`);
  // The hint goes before the summary, so the summary stays the last line (scripts read it).
  io.stdout(lanesLine);
  const hint = rulesHint(ds);
  if (hint) io.stdout(`${hint}\n`);
  io.stdout(`${summary(ds)}\n`);
  return ds.some((d) => d.severity === 'error') ? 1 : 0;
};

/** The config keys of the changelog entries added after `base` (or of the newest entry). */
function addedKeys(
  root: string,
  read: (path: string) => string | undefined,
  layout: Layout,
  base: string | undefined,
): Diagnostic[] {
  const path = layout.paths.changelog;
  const text = read(path);
  if (text === undefined) return [];
  const masters = layout.paths.masters.flatMap((p) => {
    const t = read(p);
    return t === undefined ? [] : [{ path: p, text: t }];
  });
  return checkAddedKeys({
    changelog: { path, text },
    masters,
    ...(base !== undefined ? { base: changelogAt(root, base, path) } : {}),
  });
}

/** The changelog at a revision (null when the revision has none); a revision git does not know is bad usage. */
function changelogAt(root: string, rev: string, path: string): string | null {
  if (rev.startsWith('-')) throw new UsageError(`--base must be a revision (got '${rev}')`);
  if (gitSync(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).status !== 0)
    throw new UsageError(`--base: '${rev}' is not a commit of the repository at ${root}`);
  const r = gitSync(root, ['cat-file', 'blob', `${rev}:${path}`]);
  return r.status === 0 ? r.stdout.toString('utf8') : null;
}

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
