// Property tests: malformed master configs never crash the loader, every error is positioned
// (file:line:col ≥ 1), and an entry with an error never reaches the validated value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import type { Diagnostic } from '../diagnostics.js';
import { formatPath, parseYaml } from '../yaml/parse.js';
import { loadMasterConfigs } from './load.js';
import { sliceTopLevelEntries } from './slice.js';

const FILE = 'configs/nvidia-master.yaml';
const texts = [snapshot.amd, snapshot.nvidia].map(readReference);
/** Every real entry: its key, its own text and its plain value. */
const real = texts.flatMap((t) =>
  sliceTopLevelEntries(t).map((e) => {
    const text = t.slice(e.start, e.end);
    return { key: e.key, text, value: (parseYaml(text, FILE).value as Record<string, unknown>)[e.key] };
  }),
);

type Path = (string | number)[];
/** Paths of every scalar leaf, and of every object (map) node. */
function nodes(
  v: unknown,
  at: Path = [],
  leaves: Path[] = [],
  maps: Path[] = [],
): { leaves: Path[]; maps: Path[] } {
  if (Array.isArray(v)) v.forEach((x, i) => nodes(x, [...at, i], leaves, maps));
  else if (v !== null && typeof v === 'object') {
    maps.push(at);
    for (const [k, x] of Object.entries(v)) nodes(x, [...at, k], leaves, maps);
  } else leaves.push(at);
  return { leaves, maps };
}

function update(
  v: unknown,
  path: Path,
  f: (parent: Record<string | number, unknown>, k: string | number) => void,
): unknown {
  const copy = structuredClone(v);
  let cur = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  f(cur, path[path.length - 1]!);
  return copy;
}

/** A value of another type than `v` (every leaf of a master entry has exactly one valid type). */
const flip = (v: unknown): unknown =>
  typeof v === 'number' ? String(v) : typeof v === 'boolean' ? 'yes' : typeof v === 'string' ? 7 : 'x';

function load(key: string, value: unknown) {
  const text = stringify({ [key]: value }, { version: '1.1' });
  return loadMasterConfigs([{ path: FILE, text }]);
}

function positioned(ds: Diagnostic[]): void {
  for (const d of ds.filter((x) => x.severity === 'error')) {
    expect(d.file, JSON.stringify(d)).toBe(FILE);
    expect(d.line, JSON.stringify(d)).toBeGreaterThanOrEqual(1);
    expect(d.col, JSON.stringify(d)).toBeGreaterThanOrEqual(1);
    expect(d.rule).toMatch(/^[A-Z]/);
  }
}

const entryArb = fc.integer({ min: 0, max: Math.max(0, real.length - 1) }).map((i) => real[i]!);

describe('property: malformed master configs', needsReference('inputs'), () => {
  it('a wrong-typed leaf in a real entry is an error at that path, and the entry is left out (400 runs)', () => {
    fc.assert(
      fc.property(entryArb, fc.nat(), ({ key, value }, n) => {
        const { leaves } = nodes(value);
        const path = leaves[n % leaves.length]!;
        const r = load(
          key,
          update(value, path, (p, k) => (p[k] = flip(p[k]))),
        );
        positioned(r.diagnostics);
        expect(r.value.entries.has(key)).toBe(false);
        expect(r.diagnostics.map((d) => d.path)).toContain(formatPath([key, ...path]));
      }),
      { numRuns: 400 },
    );
  });

  it('an unknown field anywhere is "Extra inputs are not permitted" at its key (200 runs)', () => {
    fc.assert(
      fc.property(
        entryArb,
        fc.nat(),
        fc.constantFrom(
          'zzz',
          'offloading',
          'trace-source',
          'duration',
          'gpus-per-node',
          'total-cpu-dram-gb',
        ),
        ({ key, value }, n, field) => {
          const { maps } = nodes(value);
          const path = maps[n % maps.length]!;
          const r = load(
            key,
            update(value, [...path, field], (p, k) => (p[k] = 1)),
          );
          positioned(r.diagnostics);
          expect(r.value.entries.has(key)).toBe(false);
          const d = r.diagnostics.find((x) => x.path === formatPath([key, ...path, field]));
          expect(d?.message).toBe('Extra inputs are not permitted');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('deleting any field never crashes and errors stay positioned (200 runs)', () => {
    fc.assert(
      fc.property(entryArb, fc.nat(), ({ key, value }, n) => {
        const { leaves, maps } = nodes(value);
        const all = [...leaves, ...maps].filter((p) => p.length > 0);
        const path = all[n % all.length]!;
        const r = load(
          key,
          update(value, path, (p, k) => (Array.isArray(p) ? p.splice(k as number, 1) : delete p[k])),
        );
        positioned(r.diagnostics);
        if (r.diagnostics.some((d) => d.severity === 'error')) expect(r.value.entries.has(key)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('arbitrary values as entries never crash (200 runs)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('k1', 'dsr1-fp4-b200-sglang'),
        fc.anything({ maxDepth: 4, withNullPrototype: false }),
        (key, value) => {
          let text: string;
          try {
            text = stringify({ [key]: value }, { version: '1.1' });
          } catch {
            return; // not representable as YAML
          }
          const r = loadMasterConfigs([{ path: FILE, text }]);
          positioned(r.diagnostics);
          expect(r.value.entries.has(key)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('broken YAML text (random edits of real entries) never crashes (300 runs)', () => {
    const edit = fc.record({
      at: fc.nat(),
      cut: fc.nat({ max: 20 }),
      insert: fc.constantFrom(
        '',
        ':',
        '- ',
        '{',
        ']',
        '"',
        '\t',
        '\n  ',
        '&a ',
        '*a',
        '? ',
        ' #',
        'y',
        '1e3',
      ),
    });
    fc.assert(
      fc.property(
        fc.array(entryArb, { minLength: 1, maxLength: 3 }),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        (entries, edits) => {
          let text = entries.map((e) => e.text).join('\n');
          for (const e of edits) {
            const at = e.at % (text.length + 1);
            text = text.slice(0, at) + e.insert + text.slice(at + e.cut);
          }
          const r = loadMasterConfigs([{ path: FILE, text }]);
          positioned(r.diagnostics);
          for (const [k, v] of r.value.entries)
            expect(typeof k === 'string' && v !== null && typeof v === 'object').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
