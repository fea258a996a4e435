// The schemas that scripts/gen-validators.mjs (npm run gen) translates into plain predicates in
// accepts.generated.ts, each exported as `accepts` + its name here, capitalised (and, for those in
// WITHOUT, `accepts…Without(v, skip)`: the answer for a copy of the record `v` without the keys in
// `skip`). The loaders ask the predicate first and build the schema only when it says no, to word the
// issues; the tests hold each predicate to its schema's safeParse.
import type * as z from 'zod';
import * as r from './runners-schema.js';
import * as s from './schema.js';

export const VALIDATED = {
  singleNodeEntryHead: s.singleNodeEntryHead,
  multiNodeEntryHead: s.multiNodeEntryHead,
  fixedSeqLenBlock: s.fixedSeqLenBlock,
  agenticBlock: s.agenticBlock,
  singleNodeItem: s.singleNodeItem,
  multiNodeItem: s.multiNodeItem,
  multiNodeAggItem: s.multiNodeAggItem,
  singleNodeAgenticItem: s.singleNodeAgenticItem,
  multiNodeAgenticItem: s.multiNodeAgenticItem,
  multiNodeAgenticAggItem: s.multiNodeAgenticAggItem,
  ciPriority: s.ciPriority,
  runnersFile: r.runnersFile,
} satisfies Record<string, () => z.ZodType>;

export type ValidatedName = keyof typeof VALIDATED;

/** Item schemas the entry validator also asks about a copy of the item without the keys a shape rule reports. */
export const WITHOUT: readonly ValidatedName[] = [
  'singleNodeItem',
  'multiNodeItem',
  'singleNodeAgenticItem',
  'multiNodeAgenticItem',
  'multiNodeAgenticAggItem',
];

/** The name a predicate is exported under. */
export const acceptsName = (name: string, without = false): string =>
  `accepts${name[0]!.toUpperCase()}${name.slice(1)}${without ? 'Without' : ''}`;
