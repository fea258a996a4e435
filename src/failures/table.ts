// The failure table in force: the built-in entries (failure-classes.yaml, shipped in the bundle) with the
// repository's own entries from its config file — one with a built-in id replaces that entry in place, a
// new one is tried before every built-in entry. Compiled once per table.
import { yaml } from '../yaml/lib.js';
import builtinText from './failure-classes.yaml';
import { failureTableSchema, type FailureClass, type FailureEntry } from './schema.js';

export interface CompiledEntry {
  id: string;
  class: FailureClass;
  retry: boolean;
  reason: FailureEntry['reason'];
  conclusion?: readonly string[];
  step?: RegExp;
  runner?: RegExp;
  log?: RegExp[];
}

let builtin: FailureEntry[] | undefined;

/** The shipped entries, validated (a test holds the file to its schema). */
export function builtinEntries(): FailureEntry[] {
  return (builtin ??= failureTableSchema().parse(yaml().parse(builtinText)).entries);
}

/** The table in force: the repository's entries over the built-in ones. */
export function failureTable(own: readonly FailureEntry[] = []): CompiledEntry[] {
  const replaced = new Map(own.map((e) => [e.id, e]));
  const base = builtinEntries();
  const added = own.filter((e) => !base.some((b) => b.id === e.id));
  return [...added, ...base.map((b) => replaced.get(b.id) ?? b)].map(compile);
}

function compile(e: FailureEntry): CompiledEntry {
  return {
    id: e.id,
    class: e.class,
    retry: e.class === 'infrastructure' && e.retry !== false,
    reason: e.reason,
    ...(e.conclusion ? { conclusion: e.conclusion } : {}),
    ...(e.step ? { step: new RegExp(e.step) } : {}),
    ...(e.runner ? { runner: new RegExp(e.runner) } : {}),
    ...(e.log ? { log: e.log.map((p) => new RegExp(p)) } : {}),
  };
}
