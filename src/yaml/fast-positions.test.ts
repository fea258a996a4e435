// Positions from the fast path must be the positioned parser's, wherever the fast path answers at all.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announce, propertyRuns, propertySeed } from '../../test/support/property.js';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { families } from '../../test/support/yaml-arbitraries.js';
import { scanTopLevel } from '../config/slice.js';
import { fastPositions } from './fast.js';
import { parseYaml } from './parse.js';

type Path = (string | number)[];

/** Every path of `value`, and below each collection one path that is not there. */
function pathsOf(value: unknown, base: Path = [], out: Path[] = []): Path[] {
  out.push(base);
  if (Array.isArray(value)) {
    value.forEach((v, i) => pathsOf(v, [...base, i], out));
    out.push([...base, value.length], [...base, String(value.length > 0 ? 0 : 1)]);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...base, k], out);
    out.push([...base, 'no-such-key'], [...base, 'no-such-key', 'deeper'], [...base, 0]);
  } else out.push([...base, 'below-a-scalar']);
  return out;
}

/** Compares both lookups on every path; returns how many answers the fast path gave and withheld. */
function compare(text: string, lineOffset = 0, label = ''): { answered: number; withheld: number } {
  const fast = fastPositions(text, lineOffset);
  const slow = parseYaml(text, 'f.yaml', { version: '1.1', lineOffset });
  if (!fast) return { answered: 0, withheld: 0 };
  let answered = 0;
  let withheld = 0;
  for (const path of pathsOf(slow.value)) {
    for (const how of ['locate', 'locateKey'] as const) {
      const got = fast[how](path);
      if (got === undefined) {
        withheld++;
        continue;
      }
      answered++;
      expect(got, `${label} ${how} ${JSON.stringify(path)}`).toEqual(slow[how](path));
    }
  }
  return { answered, withheld };
}

describe('fastPositions (YM-1 positions without the positioned parser)', () => {
  it(
    'places every node and key of the reference files as the positioned parser does',
    needsReference('inputs'),
    () => {
      for (const f of Object.values(snapshot)) {
        const r = compare(readReference(f), 0, f);
        expect(r.answered, f).toBeGreaterThan(10 * r.withheld);
      }
    },
  );

  it(
    'places the nodes of each master entry read on its own, with the line offset of its slice',
    needsReference('inputs'),
    () => {
      for (const f of Object.values(snapshot).filter((p) => p.endsWith('-master.yaml'))) {
        const text = readReference(f);
        for (const e of scanTopLevel(text).entries) {
          const r = compare(text.slice(e.start, e.end), e.line - 1, `${f}:${e.key}`);
          expect(r.answered).toBeGreaterThan(0);
        }
      }
    },
  );

  it("places the nodes of the project's own configs", () => {
    for (const f of ['configs/nvidia-master.yaml', 'configs/amd-master.yaml', 'configs/runners.yaml']) {
      expect(compare(readFileSync(f, 'utf8'), 0, f).answered).toBeGreaterThan(0);
    }
  });

  it('places flow items, and leaves empty values to the positioned parser', () => {
    const p = fastPositions('a: [1, 2]\nb:\nc: {d: 1}\n')!;
    expect(p.locate(['a', 1])).toEqual({ line: 1, col: 8 });
    expect(p.locate(['b'])).toBeUndefined();
    expect(p.locateKey(['c', 'd'])).toEqual({ line: 3, col: 5 });
    expect(p.locate(['c', 'd'])).toEqual({ line: 3, col: 8 });
    expect(p.locateKey(['c'])).toEqual({ line: 3, col: 1 });
    expect(fastPositions('a: [')).toBeUndefined();
  });

  const positionRuns = propertyRuns(2_000);
  // A local run of 100,000 documents takes minutes: the bound grows with the count.
  it('agrees on generated documents of every family', { timeout: 60_000 + positionRuns * 5 }, () => {
    const run = announce('fast positions differential', {
      seed: propertySeed,
      numRuns: positionRuns,
    });
    const arbitrary = fc.oneof(...Object.values(families));
    fc.assert(
      fc.property(arbitrary, (text) => {
        compare(text);
      }),
      run,
    );
  });
});
