// V8 settings for a short command-line run. V8's defaults suit a long-lived server; a `sweep` command runs
// for a fraction of a second and keeps most of what it allocates (the rows it prints), so two of them cost
// this process memory and buy it nothing:
//   - the young generation doubles each time much of it survives a scavenge, and a plan's rows all
//     survive: it grew to 32 MB, most of the peak memory of a large plan;
//   - the optimizing compiler's own code and work are about 4 MB more of the process, and in these runs it
//     saves no time: the work is allocation, hashing and string building, which it barely speeds up
//     (measured: the full sweep and the everything-plan take the same CPU time without it, a plan of
//     20,000 rows 10% more).
// The peak memory of a plan drops by 5–25 MB.
//
// The flags are set at run time (`node dist/cli.js` takes no flags of ours), which V8 allows for these two:
// both are read where V8 decides, not when the heap is set up. They are applied only on the V8 line they
// were measured on, because an unknown flag makes V8 print an error: on any other version nothing changes.
// SWEEP_V8_TUNING=0 turns them off.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';

/** The V8 line (major.minor) each flag set was measured on: Node 20's. */
const MEASURED: Record<string, readonly string[]> = {
  '11.3': ['--semi-space-growth-factor=1', '--no-turbofan'],
};

/** The flags for this V8 version and environment; none when it was not measured or tuning is off. */
export function tuningFlags(v8Version: string, env: NodeJS.ProcessEnv): readonly string[] {
  const off = env.SWEEP_V8_TUNING;
  if (off !== undefined && ['0', 'off', 'false', 'no'].includes(off.trim().toLowerCase())) return [];
  const line = /^(\d+\.\d+)\./.exec(v8Version)?.[1];
  return (line && MEASURED[line]) || [];
}

/**
 * Node's own modules that the commands use, loaded before the flags are set: Node compiles its modules
 * from a code cache built with the default flags, and V8 refuses that cache once any flag differs
 * (measured: about 90 of Node's internal modules compiled from source, 8 ms more per plan).
 */
const NODE_MODULES = ['child_process', 'crypto', 'fs', 'os', 'path', 'url', 'util', 'vm'];

/** Applies the flags for the running V8; returns what it set. */
export function tuneV8(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const flags = tuningFlags(process.versions.v8, env);
  if (flags.length === 0) return flags;
  const load = createRequire(import.meta.url);
  for (const m of NODE_MODULES) load(`node:${m}`);
  // util.parseArgs is loaded on first access; every command parses its arguments with it.
  void (load('node:util') as typeof import('node:util')).parseArgs;
  for (const f of flags) setFlagsFromString(f);
  return flags;
}
