// `sweep dispatch <load-plan|expand|row|collect>`: the sweep workflow's small steps. Reads the plan
// artifact, writes GitHub step outputs. The logic lives in src/dispatch.
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnostic, hasErrors } from '../diagnostics.js';
import { expandOutputs, findRow, loadPlanOutputs, type SweepOptions } from '../dispatch/outputs.js';
import { planSchema, type Plan } from '../dispatch/plan.js';
import { MAX_SHARDS_PER_FAMILY } from '../dispatch/shards.js';
import { UsageError, type CliIo, type Command } from './io.js';
import { collectBmk, collectResults } from '../dispatch/collect.js';
import { zod } from '../zod/lib.js';
import { loadRepoConfig } from '../repo-config/load.js';
import type { RepoConfig } from '../repo-config/config.js';
import { plannedRoutes } from '../dispatch/shards.js';
import { loadRunners } from '../config/load.js';
import { checkRoutes, type RoutingFlags } from '../dispatch/routing.js';
import { compareResults } from '../results/compare.js';
import { unplannedResults } from '../results/sweep.js';
import { renderResultsSummary } from '../report/results.js';
import { readArtifactsDir } from './results-files.js';
import { githubEnvFile } from '../dispatch/launcher-env.js';
import { rowStepEnv } from '../dispatch/row-step.js';

const HELP = `usage: sweep dispatch load-plan --plan FILE [--canary none|single|per-family] [--rows IDS] [--config FILE] [--out FILE]
       sweep dispatch expand --plan FILE --job JOB [--canary MODE] [--rows IDS] [--config FILE] [--out FILE]
       sweep dispatch row --plan FILE --id ROW_ID [--canary-row] [--out FILE] [--config FILE --env-out FILE
                          [--profile script|inferencex] [--runner-name NAME]]
       sweep dispatch collect --dir DIR --out FILE [--bmk-dir DIR --bmk-out FILE]
options: --max-rows-per-matrix N (≤256), --shards-per-family N (≤${MAX_SHARDS_PER_FAMILY})
  --config FILE   the repository config file (scheduler flags, runners.yaml, launcher); without it, or when
                  it does not exist, the defaults and the repository variables PRIORITY_SCHEDULER_ENABLED and
                  NODE_SLOT_SCHEDULER_ENABLED (environment) decide
  --env-out FILE  append the row's launcher environment and SWEEP_LAUNCHER to FILE ($GITHUB_ENV), as the
                  config file's launcher profile has it (inferencex: the reference's names, RESULT_FILENAME
                  and GPU_COUNT from the runner's name, --runner-name or $RUNNER_NAME)
  --profile P     the profile the workflow runs: a config file naming another one stops the job
  --rows IDS      a retry run: only these row ids (comma- or space-separated) run; empty: every row
  --bmk-out FILE  collect: also every JSON file under --bmk-dir (the bmk_* artifacts) as one list, as the
                  reference's collect tool writes agg_bmk.json
`;

export const dispatch: Command = async (argv, io) => {
  const [sub, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      plan: { type: 'string' },
      dir: { type: 'string' },
      out: { type: 'string' },
      job: { type: 'string' },
      id: { type: 'string' },
      canary: { type: 'string', default: 'single' },
      'canary-row': { type: 'boolean', default: false },
      config: { type: 'string' },
      'env-out': { type: 'string' },
      'bmk-dir': { type: 'string' },
      'bmk-out': { type: 'string' },
      profile: { type: 'string' },
      'runner-name': { type: 'string' },
      'max-rows-per-matrix': { type: 'string' },
      'shards-per-family': { type: 'string' },
      rows: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !sub) {
    io.stdout(HELP);
    return sub ? 0 : 2;
  }
  if (sub === 'collect') {
    const code = collect(values.dir, values.out, io);
    return code || !values['bmk-out'] ? code : collectBmkFiles(values['bmk-dir'], values['bmk-out'], io);
  }
  if (!values.plan) throw new UsageError('--plan is required');
  const canary = values.canary;
  if (canary !== 'none' && canary !== 'single' && canary !== 'per-family')
    throw new UsageError(`bad --canary '${canary}'`);
  const opts: SweepOptions = { canary };
  const rows = values.rows.split(/[\s,]+/).filter(Boolean);
  if (rows.some((id) => !/^[0-9a-f]{16}$/.test(id)))
    throw new UsageError(`bad --rows '${values.rows}': row ids are 16 hex characters`);
  if (rows.length) opts.rows = rows;
  const maxRows = count(values, 'max-rows-per-matrix');
  if (maxRows !== undefined) opts.maxRowsPerMatrix = maxRows;
  const shards = count(values, 'shards-per-family');
  // sweep-family.yml has this many slot jobs; rows sharded into a higher slot would silently never run.
  if (shards !== undefined && shards > MAX_SHARDS_PER_FAMILY)
    throw new UsageError(
      `--shards-per-family must be at most ${MAX_SHARDS_PER_FAMILY} (the shard slots of sweep-family.yml), got ${shards}`,
    );
  if (shards !== undefined) opts.shardsPerFamily = shards;

  const repo = repoConfig(values.config, io);
  if (typeof repo === 'string') {
    io.stderr(repo);
    return 1;
  }
  opts.routing = routingFlags(repo.config, io.env);
  const plan = readPlan(values.plan, io);
  if (typeof plan === 'string') {
    io.stderr(`${values.plan}: ${plan}\n`);
    return 1;
  }
  const emit = (outputs: Record<string, string>) => {
    const text = Object.entries(outputs)
      .map(([k, v]) => `${k}=${v}\n`)
      .join('');
    if (values.out) appendFileSync(resolve(io.cwd, values.out), text);
    else io.stdout(text);
  };

  switch (sub) {
    case 'load-plan': {
      const { outputs, diagnostics } = loadPlanOutputs(plan, opts);
      for (const d of diagnostics) io.stderr(`${formatDiagnostic({ ...d, file: d.file ?? values.plan })}\n`);
      // Every label is checked against runners.yaml before anything is dispatched; without the file there
      // is nothing to check against (the planner reported that already).
      const runners = loadedRunners(repo.config, repo.root, io);
      const checked = runners
        ? checkRoutes(plannedRoutes(plan, opts.routing), opts.routing, runners, repo.config.layout.runners)
        : [];
      for (const d of checked) io.stderr(`${formatDiagnostic(d)}\n`);
      if (hasErrors(diagnostics) || hasErrors(checked)) return 1;
      emit(outputs);
      return 0;
    }
    case 'expand':
      if (!values.job) throw new UsageError('--job is required');
      emit(expandOutputs(plan, values.job, opts));
      return 0;
    case 'row': {
      if (!values.id) throw new UsageError('--id is required');
      const row = findRow(plan, values.id, values['canary-row']);
      if (!row) {
        io.stderr(`row ${values.id} is not in ${values.plan}\n`);
        return 1;
      }
      if (values.out) writeFileSync(resolve(io.cwd, values.out), JSON.stringify(row));
      else io.stdout(`${JSON.stringify(row)}\n`);
      if (values['env-out']) {
        const step = rowStepEnv(row, repo.config.launcher, {
          ...(values.profile !== undefined ? { profile: values.profile } : {}),
          ...optional('runnerName', values['runner-name'] ?? io.env['RUNNER_NAME']),
          ...optional('attempt', io.env['GITHUB_RUN_ATTEMPT']),
          agentxFast: io.env['AGENTX_FAST'] === 'true',
          configPath: values.config ?? '.github/sweep.yml',
          layoutRoot: repo.config.layout.root,
        });
        if (!step.ok) {
          io.stderr(`${step.error}\n`);
          return 1;
        }
        for (const w of step.warnings) io.stderr(`warning: ${w}\n`);
        appendFileSync(resolve(io.cwd, values['env-out']), githubEnvFile(step.env));
      }
      return 0;
    }
    default:
      throw new UsageError(`unknown subcommand '${sub}'\n${HELP}`);
  }
};

/** `{ [key]: value }` when the value is set, else nothing (for optional fields). */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** A positive integer option, or a usage error (NaN would silently shard nothing). */
function count(values: Record<string, unknown>, name: string): number | undefined {
  const text = values[name];
  if (typeof text !== 'string') return undefined;
  if (!/^[1-9][0-9]*$/.test(text))
    throw new UsageError(`--${name} must be a positive integer, got '${text}'`);
  return Number(text);
}

/** The plan artifact, or why it cannot be used (missing, not JSON, not a search-space-config). */
function readPlan(path: string, io: CliIo): Plan | string {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(io.cwd, path), 'utf8'));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return err.code ? `cannot read the plan (${err.code})` : `not JSON: ${err.message}`;
  }
  const parsed = planSchema().safeParse(json);
  return parsed.success ? parsed.data : `not a search-space-config:\n${zod().prettifyError(parsed.error)}`;
}

/**
 * Merges the downloaded `result-*` artifacts (the newest attempt per row id wins), and writes the results
 * they hold to the job summary.
 */
function collect(dir: string | undefined, out: string | undefined, io: CliIo): number {
  if (!dir || !out) throw new UsageError('collect needs --dir and --out');
  const root = resolve(io.cwd, dir);
  const names = existsSync(root)
    ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort()
    : [];
  const { rows, problems } = collectResults(
    names.map((name) => ({ name, text: readFileSync(join(root, name), 'utf8') })),
  );
  for (const p of problems) io.stderr(`${p}\n`);
  writeFileSync(resolve(io.cwd, out), JSON.stringify(rows));
  io.stdout(`collected ${rows.length} rows from ${names.length} result files\n`);
  const summary = io.env['GITHUB_STEP_SUMMARY'];
  if (summary && existsSync(root)) appendFileSync(summary, resultsSummary(root));
  return 0;
}

/**
 * The job summary's Results tables, when the artifacts hold results of the reference's formats (an
 * artifact of markers only adds nothing); without the plan, matched to the rows the results describe.
 */
function resultsSummary(root: string): string {
  const results = unplannedResults(readArtifactsDir(root));
  if (!results.rows.length && !results.problems.length) return '';
  return `\n${renderResultsSummary(compareResults(results, undefined), 'en')}`;
}

/** The `bmk_*` artifacts' files under `dir` as the reference's `agg_bmk.json` (an absent folder: none). */
function collectBmkFiles(dir: string | undefined, out: string, io: CliIo): number {
  if (!dir) throw new UsageError('--bmk-out needs --bmk-dir');
  const root = resolve(io.cwd, dir);
  const names = existsSync(root)
    ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.json'))
    : [];
  const { list, problems } = collectBmk(
    names.map((name) => ({ name, text: readFileSync(join(root, name), 'utf8') })),
  );
  for (const p of problems) io.stderr(`${p}\n`);
  writeFileSync(resolve(io.cwd, out), JSON.stringify(list));
  io.stdout(`collected ${list.length} bmk result files into ${out}\n`);
  return 0;
}

/** The repository config (`--config`), or the defaults; a file with errors is refused (fail closed). */
function repoConfig(path: string | undefined, io: CliIo): { config: RepoConfig; root: string } | string {
  const file = resolve(io.cwd, path ?? '.github/sweep.yml');
  // The config path is repository-relative: the repository root is the folder above `.github/`.
  const root = /[\\/]\.github[\\/][^\\/]+$/.test(file) ? resolve(file, '..', '..') : io.cwd;
  const read = (p: string) => {
    const abs = resolve(root, p);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  };
  const rel = file.slice(root.length + 1);
  const r = loadRepoConfig(read, (p) => existsSync(resolve(root, p)), rel);
  if (!r.config) return r.diagnostics.map((d) => `${formatDiagnostic(d)}\n`).join('');
  return { config: r.config, root };
}

/** Scheduler flags: the config file's when it sets them, else the repository variables. */
function routingFlags(c: RepoConfig, env: NodeJS.ProcessEnv): RoutingFlags {
  return {
    priority: c.scheduler.priority ?? env['PRIORITY_SCHEDULER_ENABLED'] === 'true',
    nodeSlots: c.scheduler.nodeSlots ?? env['NODE_SLOT_SCHEDULER_ENABLED'] === 'true',
  };
}

function loadedRunners(c: RepoConfig, root: string, io: CliIo) {
  const abs = resolve(root, c.layout.runners);
  if (!existsSync(abs)) return undefined;
  const r = loadRunners({ path: c.layout.runners, text: readFileSync(abs, 'utf8') });
  for (const d of r.diagnostics) if (d.severity === 'error') io.stderr(`${formatDiagnostic(d)}\n`);
  return r.value;
}
