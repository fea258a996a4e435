// The generated predicates (src/config/accepts.generated.ts) stand in for the zod schemas on the success
// path, so each must say yes exactly when its schema's safeParse succeeds: the checked-in file is what the
// generator makes from the schemas today (and a hand edit is caught), random values and mutations of them
// get the same answer from both, and so does every entry, block and item of the reference's masters and
// its runners and policy files. The generator refuses what it cannot translate exactly.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as generated from '../../src/config/accepts.generated.js';
import { readYaml } from '../../src/config/read.js';
import { acceptsName, VALIDATED, WITHOUT, type ValidatedName } from '../../src/config/validated.js';
import { announce, propertyRuns, propertySeed } from '../support/property.js';
import { needsReference, readReference, referenceDir, repoRoot } from '../support/reference.js';
import { inputArb } from './schema-arbitrary.js';
// @ts-expect-error -- plain ESM script without types
import { OUT, translate } from '../../scripts/gen-validators.mjs';

type Pred = (v: unknown) => boolean;
type PredWithout = (v: unknown, skip: readonly string[]) => boolean;
const table = generated as unknown as Record<string, Pred & PredWithout>;
const names = Object.keys(VALIDATED) as ValidatedName[];
const schemaOf = (name: ValidatedName): z.ZodType => VALIDATED[name]();
const accepts = (name: ValidatedName): Pred => table[acceptsName(name)]!;
const acceptsWithout = (name: ValidatedName): PredWithout => table[acceptsName(name, true)]!;
const zodSays = (name: ValidatedName, v: unknown) => schemaOf(name).safeParse(v).success;
const isRec = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** What the entry validator hands zod for an item when a shape rule reports some of its keys. */
const without = (r: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));
/** The key lists the entry validator leaves to shape rules, and one no rule uses. */
const SKIPS: readonly (readonly string[])[] = [
  ['worker', 'prefill', 'decode', 'num-nodes'],
  ['worker', 'num-nodes'],
  ['pp', 'dcp-size', 'pcp-size'],
  ['pp', 'dcp-size', 'pcp-size', 'num-nodes'],
  [],
  ['tp', 'extra', '__proto__'],
];

const gen = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/gen-validators.mjs', ...args], { cwd: repoRoot, encoding: 'utf8' });

describe('accepts.generated.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-accepts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is exactly what the generator makes from the current schemas', () => {
    const r = gen('--check');
    expect(r.stderr, 'run npm run gen and commit src/config/accepts.generated.ts').toBe('');
    expect(r.status).toBe(0);
  });

  it('a hand edit of the generated file is caught', () => {
    const copy = join(dir, 'edited.ts');
    copyFileSync(join(repoRoot, OUT), copy);
    const text = readFileSync(copy, 'utf8');
    const edited = text.replace('x0 >= 1 && x0 <= 1024', 'x0 >= 0 && x0 <= 1024');
    expect(edited).not.toBe(text);
    writeFileSync(copy, edited);
    const r = gen('--check', copy);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('is not what the schemas generate: run npm run gen');
  });

  it('has a predicate for every schema in the table, and a copy-without one where asked', () => {
    for (const n of names) expect(typeof accepts(n), acceptsName(n)).toBe('function');
    for (const n of WITHOUT) expect(typeof acceptsWithout(n), acceptsName(n, true)).toBe('function');
  });
});

describe('the generator', () => {
  it.each([
    ['a refinement', z.int().refine((x) => x > 1)],
    ['a transform', z.string().transform((s) => s.length)],
    ['a default', z.strictObject({ a: z.int().default(1) })],
    ['a preprocess', z.preprocess((x) => x, z.int())],
    ['a coercion', z.coerce.number()],
    ['a string format', z.email()],
    ['a loose object', z.looseObject({ a: z.int() })],
    ['a multiple-of check', z.int().multipleOf(2)],
    ['a record with checked keys', z.record(z.string().min(2), z.int())],
  ])('refuses %s, naming the schema', (_what, schema) => {
    expect(() => translate(schema, 'planted')).toThrow(/cannot translate planted.*exactly/);
  });
});

describe('each predicate agrees with its schema', () => {
  const RUNS = propertyRuns(400);
  it.each(names)('%s on random values and mutations of valid ones', (name) => {
    const run = announce(`accepts differential (${name})`, { seed: propertySeed, numRuns: RUNS });
    const schema = schemaOf(name);
    const pred = accepts(name);
    let yes = 0;
    fc.assert(
      fc.property(inputArb(schema), (v) => {
        const ok = schema.safeParse(v).success;
        if (ok) yes++;
        expect(pred(v), `zod says ${ok}`).toBe(ok);
      }),
      run,
    );
    // both answers are exercised, or the comparison says little
    expect(yes).toBeGreaterThan(RUNS / 20);
    expect(yes).toBeLessThan(RUNS * 0.95);
  });

  it.each(WITHOUT)('%s on a copy without some keys', (name) => {
    const run = announce(`accepts differential (${name}, without keys)`, {
      seed: propertySeed,
      numRuns: RUNS,
    });
    const schema = schemaOf(name);
    const pred = acceptsWithout(name);
    fc.assert(
      fc.property(inputArb(schema), fc.constantFrom(...SKIPS), (v, skip) => {
        fc.pre(isRec(v));
        expect(pred(v, skip)).toBe(schema.safeParse(without(v, skip)).success);
      }),
      run,
    );
  });
});

describe('the predicates agree with the schemas on the reference data', needsReference('inputs'), () => {
  // named relative to the reference data, so test names say which copy
  const hasCurrent = existsSync(join(referenceDir, 'current/configs'));
  const files = (name: string) => [
    `snapshot/configs/${name}`,
    ...(hasCurrent ? [`current/configs/${name}`] : []),
  ];
  const read = (f: string) => readYaml(readReference(join(referenceDir, f)), f).value;
  const counts = { checked: 0, accepted: 0 };
  afterAll(() =>
    console.log(`accepts on reference data: ${counts.checked} values, ${counts.accepted} accepted`),
  );

  const same = (name: ValidatedName, v: unknown, where: string) => {
    const ok = zodSays(name, v);
    counts.checked++;
    if (ok) counts.accepted++;
    expect(accepts(name)(v), `${name} at ${where}: zod says ${ok}`).toBe(ok);
    if (WITHOUT.includes(name) && isRec(v))
      for (const skip of SKIPS)
        expect(acceptsWithout(name)(v, skip), `${name} without ${skip} at ${where}`).toBe(
          zodSays(name, without(v, skip)),
        );
  };

  it.each([...files('amd-master.yaml'), ...files('nvidia-master.yaml')])(
    'every entry, block and item of %s, under every schema of its kind',
    (file) => {
      const master = read(file);
      expect(isRec(master)).toBe(true);
      let accepted = 0;
      for (const [key, entry] of Object.entries(master as Record<string, unknown>)) {
        for (const head of ['singleNodeEntryHead', 'multiNodeEntryHead'] as const) same(head, entry, key);
        if (accepts('singleNodeEntryHead')(entry) || accepts('multiNodeEntryHead')(entry)) accepted++;
        const scenarios = isRec(entry) && isRec(entry.scenarios) ? entry.scenarios : {};
        for (const [scenario, blocks] of Object.entries(scenarios)) {
          if (!Array.isArray(blocks)) continue;
          blocks.forEach((b, bi) => {
            const at = `${key}.${scenario}[${bi}]`;
            for (const head of ['fixedSeqLenBlock', 'agenticBlock'] as const) same(head, b, at);
            const space = isRec(b) && Array.isArray(b['search-space']) ? b['search-space'] : [];
            space.forEach((it, ii) => {
              for (const item of names.filter((n) => n.endsWith('Item'))) same(item, it, `${at}[${ii}]`);
            });
          });
        }
      }
      // the real entries are valid, so the predicates must pass them
      expect(accepted).toBeGreaterThan(0);
    },
  );

  it.each([...files('runners.yaml'), ...files('ci-priority.yaml')])(
    'the runners and policy schemas on %s',
    (file) => {
      const v = read(file);
      same('runnersFile', v, file);
      same('ciPriority', v, file);
      expect(accepts(file.endsWith('runners.yaml') ? 'runnersFile' : 'ciPriority')(v)).toBe(true);
    },
  );
});
