// Fuzz cases: which input file is mutated, from which seeds, by which ops, and the repository of files
// a case runs on. A case is plain data, so a failing one is printed and replayed exactly.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { has, readReference, snapshot } from '../support/reference.js';
import { join } from 'node:path';
import { repoRoot } from '../support/reference.js';
import { mutateText, OP_NAMES, type Op } from './mutate.js';
import { describeForm, patternEntries, type PatternForm } from './patterns.js';

export type Files = Record<string, string>;
const read = (p: string): string => readFileSync(join(repoRoot, p), 'utf8');

const PATHS = {
  nvidia: 'configs/nvidia-master.yaml',
  amd: 'configs/amd-master.yaml',
  runners: 'configs/runners.yaml',
  policy: 'configs/ci-priority.yaml',
  lanes: 'configs/lanes.yaml',
  changelog: 'perf-changelog.yaml',
} as const;
export type Target = keyof typeof PATHS;
export const TARGETS = Object.keys(PATHS) as Target[];

const own: Record<Target, string> = Object.fromEntries(TARGETS.map((t) => [t, read(PATHS[t])])) as Record<
  Target,
  string
>;
const reference: Partial<Record<Target, string>> = has.inputs
  ? {
      nvidia: readReference(snapshot.nvidia),
      amd: readReference(snapshot.amd),
      runners: readReference(snapshot.runners),
      policy: readReference(snapshot.ciPriority),
      changelog: readReference(snapshot.changelog),
    }
  : {};

/** Valid appended entries for each seed set (keys that exist in its master configs). */
const ENTRY_KEYS = {
  own: [
    'dsr1-fp4-b200-sglang',
    'dsv4-fp4-b200-vllm-agentic',
    'dsr1-fp4-gb200-dynamo-trt',
    '"*"',
    '"*-agentic*"',
  ],
  reference: ['dsr1-fp4-b200-sglang', 'dsr1-fp4-gb200-dynamo-trt', 'gptoss-fp4-b200-trt', '"dsr1*"'],
};
const EXTRAS = [
  '',
  '  evals-only: true\n',
  '  scenario-type:\n    - agentic-coding\n',
  '  eval-min-prefill-ep: 2\n',
  '  all-evals: true\n',
];
const entryText = (key: string, extra: string) =>
  `- config-keys:\n    - ${key}\n  description:\n    - "Fuzz case"\n${extra}  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n`;

export interface Case {
  target: Target;
  useReference: boolean;
  key: number;
  extra: number;
  /** For the changelog: mutate the whole head (history too), not just the appended entry. */
  wholeHead: boolean;
  format: 'json' | 'inferencex' | 'table';
  ops: Op[];
  /** The pattern family: the appended entries list huge or pathological config keys (patterns.ts). */
  patterns: PatternForm | null;
}

// The bulk ops (huge scalars, many keys) cost a second or more each: a third as likely as the others.
const opIndex = fc.oneof(
  { arbitrary: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13), weight: 12 },
  { arbitrary: fc.constantFrom(9, 10), weight: 1 },
);
const op = fc.tuple(opIndex, fc.nat(), fc.nat(), fc.nat()) as fc.Arbitrary<Op>;
export const caseArb: fc.Arbitrary<Case> = fc.record({
  target: fc.constantFrom(...TARGETS),
  useReference: fc.integer({ min: 0, max: 9 }).map((n) => has.inputs && n === 0),
  key: fc.nat(),
  extra: fc.nat(),
  wholeHead: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  format: fc.constantFrom('json', 'json', 'inferencex', 'table'),
  ops: fc.array(op, { minLength: 1, maxLength: 3 }),
  patterns: fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.nat()) as fc.Arbitrary<PatternForm>, weight: 1 },
  ),
});

export function filesOf(c: Case): Files {
  const seeds = c.useReference ? { ...own, ...reference } : own;
  const keys = c.useReference ? ENTRY_KEYS.reference : ENTRY_KEYS.own;
  const entry = c.patterns
    ? patternEntries(c.patterns)
    : entryText(keys[c.key % keys.length]!, EXTRAS[c.extra % EXTRAS.length]!);
  const base = seeds.changelog;
  const files: Files = {};
  for (const t of TARGETS) files[PATHS[t]] = seeds[t];
  const mutated = (t: Target, text: string) => (c.target === t ? mutateText(text, c.ops) : text);
  for (const t of TARGETS) if (t !== 'changelog') files[PATHS[t]] = mutated(t, seeds[t]);
  files['base.yaml'] = base;
  files[PATHS.changelog] =
    c.target === 'changelog' && c.wholeHead
      ? mutateText(`${base}\n${entry}`, c.ops)
      : `${base}\n${c.target === 'changelog' ? mutateText(entry, c.ops) : entry}`;
  return files;
}

export const describeCase = (c: Case) =>
  `${c.target}${c.useReference ? ' (reference seeds)' : ''}${c.wholeHead ? ' whole head' : ''}` +
  `${c.patterns ? ` patterns ${describeForm(c.patterns)}` : ''}: ` +
  c.ops.map(([o, a, b, d]) => `${OP_NAMES[o % OP_NAMES.length]}(${a},${b},${d})`).join(' ');
