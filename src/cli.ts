#!/usr/bin/env node
// `sweep <command>`: the command-line face of the product. Each command lives in src/cli/<name>.ts; the
// build makes each one a bundle of its own (commands/<name>.cjs beside this file), so a run loads only the
// code of its command, and this file only the table and the loader.
import { realpathSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { processIo, UsageError, type Command, type CliIo } from './cli/io.js';

/** Set by the build: where the command bundles are, relative to this file. */
declare const SWEEP_COMMAND_BUNDLES: string | undefined;

/**
 * A command's loader: from its bundle in a build (commands/<name>.cjs beside this file), from its module
 * when running from the sources.
 */
const command =
  (name: string, exported: string, source: () => Promise<Record<string, unknown>>) =>
  async (): Promise<Command> => {
    const mod =
      typeof SWEEP_COMMAND_BUNDLES === 'string'
        ? (createRequire(import.meta.url)(`${SWEEP_COMMAND_BUNDLES}${name}.cjs`) as Record<string, unknown>)
        : await source();
    return mod[exported] as Command;
  };

const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  generate: {
    summary: 'expand master configs into matrix rows (full-sweep | test-config)',
    load: command('generate', 'generate', () => import('./cli/generate.js')),
  },
  plan: {
    summary: 'gate perf-changelog.yaml between two refs and print the sweep plan',
    load: command('plan', 'plan', () => import('./cli/plan.js')),
  },
  lint: {
    summary: 'validate configs, lanes and the changelog; GitHub annotations with --annotations',
    load: command('lint', 'lint', () => import('./cli/lint.js')),
  },
  explain: {
    summary: 'show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels',
    load: command('explain', 'explain', () => import('./cli/explain.js')),
  },
  dispatch: {
    summary:
      'sweep workflow steps: load-plan (canary, row counts), expand (shard slots), row (one row by id)',
    load: command('dispatch', 'dispatch', () => import('./cli/dispatch.js')),
  },
  init: {
    summary: 'set a repository up: caller workflows, a commented config file, labels and what to configure',
    load: command('init', 'init', () => import('./cli/init.js')),
  },
  'merge-changelog': {
    summary:
      'resolve a perf-changelog.yaml merge conflict with the default branch; XXX links become the PR URL',
    load: command('merge-changelog', 'mergeChangelogCommand', () => import('./cli/merge-changelog.js')),
  },
  'process-result': {
    summary:
      "benchmark job step: write agg_<RF>.json beside the raw result, as the reference's processing does",
    load: command('process-result', 'processResultCommand', () => import('./cli/process-result.js')),
  },
  'check-result': {
    summary: "benchmark job step: check the launcher's result files, with the reference's messages",
    load: command('check-result', 'checkResultCommand', () => import('./cli/check-result.js')),
  },
  results: {
    summary: "a sweep run's results against a baseline: tables per configuration, verdicts, GPU-count check",
    load: command('results', 'resultsCommand', () => import('./cli/results.js')),
  },
  demo: {
    summary: 'run a whole sweep against a local GitHub and runner simulator (npm start)',
    load: command('demo', 'demo', () => import('./cli/demo.js')),
  },
};

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`sweep: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    return await (
      await command.load()
    )(rest, io);
  } catch (e) {
    // node:util parseArgs rejects unknown options and stray positionals with ERR_PARSE_ARGS_* errors.
    // A command bundle has its own copy of the UsageError class: its name says what it is.
    if (isUsageError(e) || /^ERR_PARSE_ARGS_/.test(String((e as { code?: unknown }).code))) {
      io.stderr(`sweep ${name}: ${(e as Error).message}\n`);
      return 2;
    }
    io.stderr(`sweep ${name}: internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 70;
  }
}

const isUsageError = (e: unknown) =>
  e instanceof UsageError || (e instanceof Error && e.name === 'UsageError');

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`);
  return `usage: sweep <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nsweep <command> --help shows a command's options.\n`;
}

/**
 * Whether this file is the program Node was started with: by real path, so the `sweep` that npm links
 * into node_modules/.bin (a symbolic link to this file) runs it too, and importing it runs nothing.
 */
function isMain(): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * Node's own compile cache (Node 22 and later; NODE_DISABLE_COMPILE_CACHE turns it off): a command's bundle
 * is not compiled again on every run. Node 20 has none and compiles as usual.
 */
function enableCompileCache(): void {
  try {
    (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  } catch {
    // Node compiles as usual without it.
  }
}

const invokedDirectly = isMain();
if (invokedDirectly) {
  enableCompileCache();
  // A reader that stops early (`sweep generate … | head`) closes the pipe: that is the reader's choice,
  // not an error of the command, so the command ends quietly as other Unix tools do.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
