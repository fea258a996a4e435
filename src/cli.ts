#!/usr/bin/env node
// `sweep <command>`: the command-line face of the product. Each command lives in src/cli/<name>.ts.
import module from 'node:module';
import { processIo, UsageError, type Command, type CliIo } from './cli/io.js';
import { tuneV8 } from './cli/v8-tuning.js';

const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  generate: {
    summary: 'expand master configs into matrix rows (full-sweep | test-config)',
    load: async () => (await import('./cli/generate.js')).generate,
  },
  plan: {
    summary: 'gate perf-changelog.yaml between two refs and print the sweep plan',
    load: async () => (await import('./cli/plan.js')).plan,
  },
  lint: {
    summary: 'validate configs, lanes and the changelog; GitHub annotations with --annotations',
    load: async () => (await import('./cli/lint.js')).lint,
  },
  explain: {
    summary: 'show how each row of one config key resolves: lane, decisions, GPUs, nodes, runner labels',
    load: async () => (await import('./cli/explain.js')).explain,
  },
  dispatch: {
    summary:
      'sweep workflow steps: load-plan (canary, row counts), expand (shard slots), row (one row by id)',
    load: async () => (await import('./cli/dispatch.js')).dispatch,
  },
  init: {
    summary: 'set a repository up: caller workflows, a commented config file, labels and what to configure',
    load: async () => (await import('./cli/init.js')).init,
  },
  'merge-changelog': {
    summary:
      'resolve a perf-changelog.yaml merge conflict with the default branch; XXX links become the PR URL',
    load: async () => (await import('./cli/merge-changelog.js')).mergeChangelogCommand,
  },
  demo: {
    summary: 'run a whole sweep against a local GitHub and runner simulator (npm start)',
    load: async () => (await import('./cli/demo.js')).demo,
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
    if (e instanceof UsageError || /^ERR_PARSE_ARGS_/.test(String((e as { code?: unknown }).code))) {
      io.stderr(`sweep ${name}: ${(e as Error).message}\n`);
      return 2;
    }
    io.stderr(`sweep ${name}: internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 70;
  }
}

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((k) => k.length));
  const lines = Object.entries(commands).map(([k, c]) => `  ${k.padEnd(width)}  ${c.summary}`);
  return `usage: sweep <command> [options]\n\ncommands:\n${lines.join('\n')}\n\nsweep <command> --help shows a command's options.\n`;
}

const invokedDirectly =
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('/cli.js');
if (invokedDirectly) {
  tuneV8();
  // V8's compile cache, where the runtime has one (Node 22 and later): the commands' code is compiled once
  // per version and read back afterwards. Its directory is Node's default (under the temporary directory).
  try {
    (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  } catch {
    // Without a writable cache the commands just compile as usual.
  }
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
