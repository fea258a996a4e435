// `sweep results <artifacts-dir>`: a sweep run's downloaded artifacts read, matched to its plan's rows (or
// to the rows the results describe), GPU-checked and compared with a baseline — another run's artifacts
// (`--base`), the published results' data branch, or the results database — printed as the job summary's
// tables (Markdown), the status comment's section (`--comment`), or JSON.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { planSchema } from '../dispatch/plan.js';
import { formatDiagnostic } from '../diagnostics.js';
import { loadRepoConfig } from '../repo-config/load.js';
import { resolveRepoConfig, type ResultsSettings } from '../repo-config/config.js';
import { runBaseline, type BaselineIndex } from '../results/baseline.js';
import { compareResults } from '../results/compare.js';
import { publishedBaseline } from '../results/published.js';
import { readArtifacts } from '../results/read.js';
import { planRows } from '../results/rows.js';
import { sweepResults, unplannedResults, type SweepResults } from '../results/sweep.js';
import { renderResultsSection, renderResultsSummary } from '../report/results.js';
import { bilingual } from '../report/messages.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { readArtifactsDir } from './results-files.js';

const HELP = `usage: sweep results <artifacts-dir> [--plan FILE] [--base DIR | --baseline published|postgres|none]
                     [--format markdown|json] [--comment] [--lang en|zh] [--config FILE] [--out FILE]
Reads a sweep run's downloaded artifacts (one folder per artifact: bmk_*, bmk_agentic_*, eval_*,
result-<row id>-<attempt>, results_bmk) and prints its results against a baseline.
  --plan FILE        the run's plan (search-space-config JSON): results are matched to its rows; without
                     it, to the rows the results describe
  --base DIR         compare with another run's downloaded artifacts
  --baseline KIND    published: the data branch (needs GITHUB_TOKEN and GITHUB_REPOSITORY, or --repo);
                     postgres: the results database (its read-only URL in $DATABASE_URL, or the variable
                     the config file names); none (default without --base)
  --repo OWNER/NAME  the repository whose data branch holds the published results
  --format FMT       markdown (default) or json
  --comment          the status comment's section (both languages, within the comment's limit) instead
                     of the full tables
  --lang LANG        en (default) or zh, for the full tables
  --config FILE      the repository config file (thresholds, samples, data branch; default .github/sweep.yml)
  --out FILE         write there instead of printing
`;

export const resultsCommand: Command = async (argv, io) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      plan: { type: 'string' },
      base: { type: 'string' },
      baseline: { type: 'string' },
      repo: { type: 'string' },
      format: { type: 'string', default: 'markdown' },
      comment: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      config: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const [dirArg] = positionals;
  if (!dirArg || positionals.length > 1) throw new UsageError('one artifacts directory is required');
  if (values.format !== 'markdown' && values.format !== 'json')
    throw new UsageError(`bad --format '${values.format}'`);
  if (values.lang !== 'en' && values.lang !== 'zh') throw new UsageError(`bad --lang '${values.lang}'`);
  const kind = values.baseline ?? (values.base ? 'run' : 'none');
  if (!['published', 'postgres', 'none', 'run'].includes(kind) || (kind === 'run' && values.baseline))
    throw new UsageError(`bad --baseline '${values.baseline}': published, postgres or none`);
  if (values.base && values.baseline) throw new UsageError('--base and --baseline are exclusive');

  const dir = resolve(io.cwd, dirArg);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    io.stderr(`${dirArg}: not a directory\n`);
    return 1;
  }
  const settings = settingsOf(values.config, io);
  if (typeof settings === 'string') {
    io.stderr(settings);
    return 1;
  }
  const results = readResults(dir, values.plan, io);
  if (typeof results === 'string') {
    io.stderr(`${results}\n`);
    return 1;
  }
  let baseline: BaselineIndex | undefined;
  try {
    baseline = await baselineOf(kind, values, settings, results, io);
  } catch (e) {
    io.stderr(`the ${kind} baseline could not be read: ${(e as Error).message}\n`);
    return 1;
  }
  const c = compareResults(results, baseline, { thresholds: settings.thresholds, samples: settings.samples });
  const opts = { branch: settings.dataBranch, thresholds: settings.thresholds };
  const text =
    values.format === 'json'
      ? `${JSON.stringify(c, null, 2)}\n`
      : values.comment
        ? bilingual(renderResultsSection(c, 'en', opts), renderResultsSection(c, 'zh', opts))
        : renderResultsSummary(c, values.lang, opts);
  if (values.out) writeFileSync(resolve(io.cwd, values.out), text);
  else io.stdout(text);
  return 0;
};

/** The config file's results settings (defaults without a file); a file with errors is refused. */
function settingsOf(path: string | undefined, io: CliIo): ResultsSettings | string {
  const file = resolve(io.cwd, path ?? '.github/sweep.yml');
  if (!existsSync(file)) return path ? `${path}: no such file\n` : resolveRepoConfig(undefined).results;
  // The config path is repository-relative: the repository root is the folder above `.github/`.
  const root = /[\\/]\.github[\\/][^\\/]+$/.test(file) ? resolve(file, '..', '..') : dirname(file);
  const read = (p: string) => {
    const abs = resolve(root, p);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  };
  const r = loadRepoConfig(read, (p) => existsSync(resolve(root, p)), relative(root, file));
  if (!r.config) return r.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join('');
  return r.config.results;
}

function readResults(dir: string, planPath: string | undefined, io: CliIo): SweepResults | string {
  const artifacts = readArtifactsDir(dir);
  if (!planPath) return unplannedResults(artifacts);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(io.cwd, planPath), 'utf8'));
  } catch (e) {
    return `${planPath}: ${(e as NodeJS.ErrnoException).code ? 'cannot read the plan' : 'not JSON'}`;
  }
  const plan = planSchema().safeParse(json);
  if (!plan.success) return `${planPath}: not a search-space-config`;
  return sweepResults(planRows(plan.data), artifacts);
}

async function baselineOf(
  kind: string,
  values: { base?: string | undefined; repo?: string | undefined },
  settings: ResultsSettings,
  results: SweepResults,
  io: CliIo,
): Promise<BaselineIndex | undefined> {
  if (kind === 'run')
    return runBaseline(readArtifacts(readArtifactsDir(resolve(io.cwd, values.base!))).found);
  if (kind === 'postgres') {
    const url = io.env[settings.databaseUrlEnv];
    if (!url) throw new Error(`$${settings.databaseUrlEnv} (the database's read-only URL) is not set`);
    const { postgresBaseline } = await import('../db/results-postgres.js');
    return postgresBaseline(url, results.rows, settings.samples);
  }
  if (kind === 'published') {
    const full = values.repo ?? io.env['GITHUB_REPOSITORY'];
    const token = io.env['GITHUB_TOKEN'];
    const [owner, repo] = (full ?? '').split('/');
    if (!owner || !repo) throw new Error('the repository is unknown: pass --repo OWNER/NAME');
    if (!token) throw new Error('$GITHUB_TOKEN (read access to the repository) is not set');
    const { createDataBranchPort } = await import('../github/octokit.js');
    const { readPublished } = await import('../github/data-branch.js');
    const port = createDataBranchPort({
      token,
      baseUrl: io.env['GITHUB_API_URL'] ?? 'https://api.github.com',
      repo: { owner, repo },
    });
    const fps = results.rows
      .map((r) => r.row['recipe-fingerprint'])
      .filter((f): f is string => typeof f === 'string');
    return publishedBaseline(await readPublished(port, settings.dataBranch, fps));
  }
  return undefined;
}
