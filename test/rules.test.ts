// The rule catalogue against the source: every code the product can emit is documented, nothing is
// documented that cannot be emitted, and docs/rules.md is exactly what the catalogue renders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, RULE_SECTIONS, ruleAnchor, ruleDocLink } from '../src/rules/catalogue.js';
import { renderRulesDoc } from '../src/rules/docs.js';
import { rulesHint } from '../src/rules/hint.js';
import { repoRoot } from './support/reference.js';
import { CODE_SHAPE, scanRuleCodes } from './support/rule-codes.js';

const scan = scanRuleCodes(repoRoot);
const where = (codes: { code: string; file: string; line: number }[]) =>
  codes.map((c) => `${c.code} (${c.file}:${c.line})`).join(', ');

describe('the rule catalogue', () => {
  it('has an entry for every code the source can emit', () => {
    const missing = scan.codes.filter((c) => !Object.hasOwn(CATALOGUE, c.code));
    expect(
      missing,
      `add an entry for each of these codes to its family file in src/rules/catalogue/, then run npm run docs: ${where(missing)}`,
    ).toEqual([]);
    // The scan is not vacuous: it finds codes of every family.
    expect(scan.codes.length).toBeGreaterThan(200);
    for (const s of RULE_SECTIONS) expect(scan.codes.some((c) => Object.hasOwn(s.rules, c.code))).toBe(true);
  });

  it('documents no code the source can no longer emit', () => {
    const emitted = new Set(scan.codes.map((c) => c.code));
    const stale = Object.keys(CATALOGUE).filter((c) => !emitted.has(c));
    expect(
      stale,
      'remove these entries from src/rules/catalogue/ (no source emits them), then run npm run docs',
    ).toEqual([]);
  });

  it('sees every rule code as a literal (a code built at run time would escape the check)', () => {
    expect(scan.unscannable, `write these rule codes as string literals: ${where(scan.unscannable)}`).toEqual(
      [],
    );
  });

  it('defines each code once, with every field written and a unique anchor', () => {
    const all = RULE_SECTIONS.flatMap((s) => Object.keys(s.rules));
    expect(all.length, 'a code is defined in two family files').toBe(new Set(all).size);
    expect(all.length).toBe(Object.keys(CATALOGUE).length);
    const anchors = all.map(ruleAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const [code, r] of Object.entries(CATALOGUE)) {
      for (const field of ['title', 'checks', 'example', 'fix'] as const)
        expect(r[field].trim().length, `${code}.${field} is empty`).toBeGreaterThan(0);
      expect(r.title.length, `${code}: keep the title short`).toBeLessThanOrEqual(70);
    }
  });

  it('names every code by its shape (capitals, digits, a hyphen), never by a section of a document', () => {
    const odd = Object.keys(CATALOGUE).filter((c) => !CODE_SHAPE.test(c) && !/^[A-Z]{3,8}$/.test(c));
    expect(odd, 'catalogue codes users see in annotations').toEqual([]);
  });

  it('recognises codes by shape, and not ordinary words or units', () => {
    for (const c of ['L-2', 'VM-3', 'R1', 'C10', 'YAML-DUP', 'CL-S', 'P-14'])
      expect(CODE_SHAPE.test(c), c).toBe(true);
    for (const c of ['fp4', 'b200', 'H100', 'sglang', 'v0.5.16', '8k1k'])
      expect(CODE_SHAPE.test(c), c).toBe(false);
  });
});

describe('docs/rules.md', () => {
  it('is generated from the catalogue and up to date', () => {
    const committed = readFileSync(join(repoRoot, 'docs/rules.md'), 'utf8');
    expect(committed === renderRulesDoc(), 'docs/rules.md is stale: run npm run docs and commit it').toBe(
      true,
    );
  });

  it('has an anchored entry with checks, an example and the fix for every code', () => {
    const doc = renderRulesDoc();
    for (const code of Object.keys(CATALOGUE)) {
      expect(doc).toContain(`<a id="${ruleAnchor(code)}"></a>\n\n### ${code} — `);
    }
    expect(doc.match(/\*\*Checks\.\*\*/g)).toHaveLength(Object.keys(CATALOGUE).length);
    expect(doc.match(/\*\*Fix\.\*\*/g)).toHaveLength(Object.keys(CATALOGUE).length);
  });
});

describe('pointing from a printed code to its entry', () => {
  it('links a code to its anchor, and only catalogued codes', () => {
    expect(ruleDocLink('L-2')).toBe('docs/rules.md#l-2');
    expect(ruleDocLink('YAML-DUP')).toBe('docs/rules.md#yaml-dup');
    expect(ruleDocLink('NOPE-1')).toBeUndefined();
  });

  it('one hint line per run, each code once, capped', () => {
    expect(rulesHint([])).toBeUndefined();
    expect(rulesHint([{ rule: 'L-2' }, { rule: 'VM-3' }, { rule: 'L-2' }])).toBe(
      'codes explained in docs/rules.md: #l-2 #vm-3',
    );
    const many = ['V-1', 'V-2', 'L-1', 'L-2', 'L-3', 'VM-1', 'VM-2', 'VM-3'].map((rule) => ({ rule }));
    expect(rulesHint(many)).toBe(
      'codes explained in docs/rules.md: #v-1 #v-2 #l-1 #l-2 #l-3 #vm-1 (+2 more)',
    );
  });
});
