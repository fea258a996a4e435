// `sweep generate full-sweep|test-config`: the reference generator's command line over the product's one
// engine, which expands every search-space item into rows. Prints the rows as a JSON array (or a table for
// people); problems go to stderr, one line each with file:line:col, and make the exit code 1.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDiagnosticLine, type Diagnostic } from '../diagnostics.js';
import { loadMasterConfigs, loadRunners } from '../config/load.js';
import type { MasterConfigs, RunnersConfig } from '../config/types.js';
import {
  generateFullSweep,
  generateTestConfig,
  type EvalOptions,
  type EvalPolicy,
  type FullSweepFilters,
  type GenerateResult,
  type Row,
} from '../plan/generate.js';
import { cliRepoConfig, layoutFor } from './repo-config.js';
import { spreadMultiValues } from './args.js';
import { bytesSource, UsageError, type CliIo, type Command } from './io.js';

type Kind = 'string' | 'strings' | 'number' | 'numbers' | 'boolean';
const FLAGS: Record<string, Kind> = {
  'config-files': 'strings',
  'runner-config': 'string',
  config: 'string',
  'no-evals': 'boolean',
  'evals-only': 'boolean',
  'all-evals': 'boolean',
  'model-prefix': 'strings',
  precision: 'strings',
  framework: 'strings',
  'runner-type': 'strings',
  'seq-lens': 'strings',
  'step-size': 'number',
  'min-conc': 'number',
  'max-conc': 'number',
  'max-tp': 'number',
  'max-ep': 'number',
  'single-node': 'boolean',
  'multi-node': 'boolean',
  'scenario-type': 'strings',
  'runner-node-filter': 'string',
  'config-keys': 'strings',
  conc: 'numbers',
  'eval-policy': 'string',
  format: 'string',
  help: 'boolean',
};
const FULL_SWEEP_ONLY = [
  'model-prefix',
  'precision',
  'framework',
  'runner-type',
  'step-size',
  'min-conc',
  'max-conc',
  'max-tp',
  'max-ep',
  'single-node',
  'multi-node',
];
const TEST_CONFIG_ONLY = ['config-keys', 'conc'];

const USAGE = `usage: sweep generate full-sweep [--config-files A [B …]] [--runner-config R] [filters] [eval flags]
       sweep generate test-config [--config-files A [B …]] [--runner-config R] --config-keys K [K …] [--conc C …]

inputs:       default: the master configs and runners.yaml of the working directory's repository: where
              its config file (--config FILE, default .github/sweep.yml when present) puts them, else
              at its root (configs/) or under inferencex-e2e/ (found)
eval flags:   --no-evals (throughput rows only) | --evals-only (the eval rows only); --all-evals widens
              the evals and, with or without --evals-only, prints the eval rows only (docs/rows.md)
              --eval-policy v1|v2: the reference generator whose eval selection to follow (v1: August 2026;
              v2: the inferencex-e2e generator); default v2 when runners.yaml has clusters: records
full-sweep:   --model-prefix P…  --precision P…  --framework F…  --runner-type R…  --seq-lens 1k1k|8k1k…
              --step-size N (2)  --min-conc N  --max-conc N  --max-tp N  --max-ep N  --single-node  --multi-node
both:         --scenario-type fixed-seq-len|agentic-coding…  --seq-lens …  --runner-node-filter S
output:       --format json (default) | table
`;

const MULTI = new Set(
  Object.entries(FLAGS)
    .filter(([, kind]) => kind === 'strings' || kind === 'numbers')
    .map(([k]) => k),
);

function parse(argv: string[]) {
  const options = Object.fromEntries(
    Object.entries(FLAGS).map(([k, kind]) => [
      k,
      {
        type: kind === 'boolean' ? ('boolean' as const) : ('string' as const),
        multiple: kind === 'strings' || kind === 'numbers',
      },
    ]),
  );
  try {
    return parseArgs({
      args: spreadMultiValues(argv, MULTI),
      options,
      allowPositionals: true,
      strict: true,
    }) as {
      values: Record<string, string | string[] | boolean | undefined>;
      positionals: string[];
    };
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${USAGE}`);
  }
}

function toNumber(flag: string, v: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${flag} expects a number, got '${v}'`);
  return n;
}

export const generate: Command = async (argv, io) => {
  const { values: v, positionals } = parse(argv);
  if (v.help) {
    io.stdout(USAGE);
    return 0;
  }
  const mode = positionals[0];
  if (mode !== 'full-sweep' && mode !== 'test-config')
    throw new UsageError(`expected full-sweep or test-config\n\n${USAGE}`);
  if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`);
  for (const f of mode === 'full-sweep' ? TEST_CONFIG_ONLY : FULL_SWEEP_ONLY) {
    if (v[f] !== undefined) throw new UsageError(`--${f} is not an option of ${mode}`);
  }
  let configFiles = (v['config-files'] as string[] | undefined) ?? [];
  let runnerConfig = v['runner-config'] as string | undefined;
  const config = v['config'] as string | undefined;
  if (configFiles.length === 0 || !runnerConfig || config !== undefined) {
    // Not given: the repository's own inputs, where its config file says, else in whichever layout it uses.
    const repo = cliRepoConfig(io, config !== undefined ? { config } : {});
    if ('exit' in repo) return repo.exit;
    const found = layoutFor(repo);
    if (found.diagnostics.length && (configFiles.length === 0 || !runnerConfig))
      return report(io, found.diagnostics);
    const at = (p: string) => (repo.root === io.cwd ? p : join(relative(io.cwd, repo.root), p));
    if (configFiles.length === 0) configFiles = found.layout.paths.masters.map(at);
    runnerConfig ??= at(found.layout.paths.runners);
  }
  const policy = v['eval-policy'] as string | undefined;
  if (policy !== undefined && policy !== 'v1' && policy !== 'v2')
    throw new UsageError(`--eval-policy must be v1 or v2, got '${policy}'`);
  if (v['no-evals'] && v['evals-only'])
    throw new UsageError('--no-evals and --evals-only are mutually exclusive');
  const format = (v.format as string | undefined) ?? 'json';
  if (format !== 'json' && format !== 'table')
    throw new UsageError(`--format must be json or table, got '${format}'`);
  const scenarioType = v['scenario-type'] as string[] | undefined;
  for (const s of scenarioType ?? []) {
    if (s !== 'fixed-seq-len' && s !== 'agentic-coding')
      throw new UsageError(`--scenario-type: unknown '${s}'`);
  }
  const evals: EvalOptions = {
    mode: v['no-evals'] ? 'none' : v['evals-only'] ? 'evals-only' : 'default',
    allEvals: v['all-evals'] === true,
    ...(policy ? { policy: policy as EvalPolicy } : {}),
  };

  const problems: Diagnostic[] = [];
  // Bytes: a master is scanned from them.
  const read = (file: string, rule: string, message: string): Buffer | undefined => {
    const abs = resolve(io.cwd, file);
    if (!existsSync(abs)) {
      problems.push({ severity: 'error', rule, message, file });
      return undefined;
    }
    return readFileSync(abs);
  };
  const masters = configFiles.map((f) => ({
    path: f,
    bytes: read(f, 'VL-1', `Input file '${f}' does not exist.`),
  }));
  const runnersBytes = read(runnerConfig, 'VR-1', `Runner config file '${runnerConfig}' does not exist.`);
  if (problems.length) return report(io, problems);

  const runners = loadRunners({ path: runnerConfig, text: runnersBytes!.toString('utf8') });
  const configs = loadMasterConfigs(
    masters.map((m) => bytesSource(m.path, m.bytes!)),
    { runners: runners.value },
  );
  problems.push(...runners.diagnostics, ...configs.diagnostics);
  if (problems.some((d) => d.severity === 'error')) return report(io, problems);

  const result = rowsOf(mode, v, configs.value, runners.value, evals);
  problems.push(...result.diagnostics);
  if (problems.some((d) => d.severity === 'error')) return report(io, problems);
  report(io, problems);
  io.stdout(format === 'table' ? table(result) : JSON.stringify(result.rows) + '\n');
  return 0;
};

/** The rows of `mode` for the parsed flags `v`. */
function rowsOf(
  mode: 'full-sweep' | 'test-config',
  v: ReturnType<typeof parse>['values'],
  configs: MasterConfigs,
  runners: RunnersConfig,
  evals: EvalOptions,
): GenerateResult {
  const scenarioType = v['scenario-type'] as string[] | undefined;
  const nums = (k: string) => (v[k] as string[] | undefined)?.map((x) => toNumber(k, x));
  const num = (k: string) => (v[k] === undefined ? undefined : toNumber(k, v[k] as string));
  const strs = (k: string) => v[k] as string[] | undefined;
  const scenarios = scenarioType as FullSweepFilters['scenarioType'];
  if (mode === 'full-sweep') {
    const filters: FullSweepFilters = {};
    const set = <K extends keyof FullSweepFilters>(k: K, x: FullSweepFilters[K] | undefined) => {
      if (x !== undefined) filters[k] = x;
    };
    set('modelPrefix', strs('model-prefix'));
    set('precision', strs('precision'));
    set('framework', strs('framework'));
    set('runnerType', strs('runner-type'));
    set('seqLens', strs('seq-lens'));
    set('stepSize', num('step-size'));
    set('minConc', num('min-conc'));
    set('maxConc', num('max-conc'));
    set('maxTp', num('max-tp'));
    set('maxEp', num('max-ep'));
    if (v['single-node']) filters.singleNode = true;
    if (v['multi-node']) filters.multiNode = true;
    set('scenarioType', scenarios);
    set('runnerNodeFilter', v['runner-node-filter'] as string | undefined);
    return generateFullSweep(configs, runners, filters, evals);
  } else {
    const configKeys = strs('config-keys') ?? [];
    if (configKeys.length === 0) throw new UsageError('--config-keys is required for test-config');
    const conc = nums('conc');
    return generateTestConfig(
      configs,
      runners,
      {
        configKeys,
        ...(conc ? { conc } : {}),
        ...(scenarios ? { scenarioType: scenarios } : {}),
        ...(strs('seq-lens') ? { seqLens: strs('seq-lens')! } : {}),
        ...(v['runner-node-filter'] !== undefined
          ? { runnerNodeFilter: v['runner-node-filter'] as string }
          : {}),
      },
      evals,
    );
  }
}

function report(io: CliIo, problems: Diagnostic[]): number {
  for (const d of problems) io.stderr(formatDiagnosticLine(d) + '\n');
  return problems.some((d) => d.severity === 'error') ? 1 : 0;
}

function kindOf(r: Row): string {
  return `${'prefill' in r ? 'multi' : 'single'}-${r['scenario-type'] === 'agentic-coding' ? 'agentic' : 'fixed'}`;
}

function shape(r: Row): string {
  const w = (x: unknown) => {
    const o = x as Row;
    return `${o['num-worker']}x tp${o.tp} ep${o.ep}${o['dp-attn'] ? ' dpa' : ''}`;
  };
  return 'prefill' in r
    ? `P ${w(r.prefill)} / D ${w(r.decode)}`
    : `tp${r.tp} ep${r.ep}${r['dp-attn'] ? ' dpa' : ''}`;
}

/** A readable table: one line per row, the columns people scan for. */
export function table(result: GenerateResult): string {
  const header = ['config key', 'kind', 'runner', 'isl/osl', 'parallelism', 'conc', 'eval', 'gpus', 'nodes'];
  const lines = result.rows.map((r, i) => [
    result.configKeys?.[i] ?? '',
    kindOf(r),
    String(r.runner),
    r.isl !== undefined ? `${r.isl}/${r.osl}` : 'agentic',
    shape(r),
    Array.isArray(r.conc) ? (r.conc as number[]).join(',') : String(r.conc),
    r['run-eval'] === true
      ? r['eval-only']
        ? 'eval-only'
        : `yes${r['eval-conc'] !== undefined ? `@${r['eval-conc']}` : ''}`
      : '',
    String(r['gpu-count']),
    // A single-node row is one node (the reference writes node-count on multi-node rows only).
    String(r['node-count'] ?? 1),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, c) => Math.max(...all.map((l) => l[c]!.length)));
  const fmt = (l: string[]) =>
    l
      .map((x, c) => x.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  return (
    [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt), `${lines.length} rows`].join(
      '\n',
    ) + '\n'
  );
}
