// Loading a hostile lanes file: self-referencing structures and expansion bombs are positioned errors,
// never a stack overflow or a hang (04 §8: `$ref` fragments).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLanes } from '../../src/lanes/load.js';

const FILE = 'configs/lanes.yaml';
const good = readFileSync(FILE, 'utf8');
/** The project's lanes file with extra fragments defined first. */
const withFragments = (defs: string) => good.replace('fragments:\n', `fragments:\n${defs}`);
const brief = (text: string) =>
  loadLanes(text, FILE).diagnostics.map((d) => [d.rule, d.line, d.col, d.message, d.path]);
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('lanes.yaml structures that would contain themselves', () => {
  it('the project lanes file loads clean', () => {
    const l = loadLanes(good, FILE);
    expect(l.diagnostics).toEqual([]);
    expect(l.lanes).toBeDefined();
  });

  it('x: &a [*a] is a positioned YAML error, not a RangeError', () => {
    const text = `${good}x: &a [*a]\n`;
    const l = loadLanes(text, FILE);
    expect(l.lanes).toBeUndefined();
    expect(brief(text)).toEqual([
      [
        'YAML',
        lineOf(text, 'x: &a'),
        8,
        'alias *a refers to a node that contains it: the value would contain itself',
        undefined,
      ],
    ]);
  });

  it('C1: a fragment that $refs itself is one error at the $ref, with the chain', () => {
    const text = withFragments('  loop:\n    - {volume: v, target: /x, when: [{$ref: loop}]}\n');
    expect(brief(text)).toEqual([
      [
        'C1',
        lineOf(text, '{$ref: loop}'),
        text.split('\n')[lineOf(text, '{$ref: loop}') - 1]!.indexOf('loop}') + 1,
        "fragment 'loop' refers to itself ($ref: loop → loop)",
        'fragments.loop[0].when[0]',
      ],
    ]);
  });

  it('C1: fragments that $ref each other are found through the chain', () => {
    const text = withFragments('  f1:\n    - {a: [{$ref: f2}]}\n  f2:\n    - {b: [{$ref: f1}]}\n');
    expect(brief(text).map((d) => d[3])).toEqual([
      "fragment 'f2' refers to itself ($ref: f2 → f1 → f2)",
      "fragment 'f1' refers to itself ($ref: f1 → f2 → f1)",
    ]);
  });

  it('fragments that multiply each other are stopped at the expansion limit', () => {
    const levels = Array.from(
      { length: 12 },
      (_, i) => `  b${i + 1}: [{m: [{$ref: b${i}}, {$ref: b${i}}, {$ref: b${i}}, {$ref: b${i}}]}]\n`,
    );
    const text = withFragments(`  b0: [{x: 1}, {x: 2}, {x: 3}, {x: 4}]\n${levels.join('')}`);
    const l = loadLanes(text, FILE);
    expect(l.lanes).toBeUndefined();
    expect(l.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['LIMIT', `${FILE}: the expansion of $ref fragments is 20,001 items, over the limit of 20,000 items`],
    ]);
  });
});
