import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { parseChangelog } from './changelog.js';
import { gateChangelog } from './gate.js';
import { checkNewPrLink } from './prlink.js';
import { SCENARIO_TYPES } from './schema.js';

const PATH = 'perf-changelog.yaml';
const base = readReference(snapshot.changelog);
const BASE_LINES = base.split('\n').length - 1;
const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const REPO = 'SemiAnalysisAI/InferenceX';

const withFields = (fields: string) =>
  `- config-keys:\n    - a-key\n  description:\n    - "d"\n  pr-link: ${URL}XXX\n${fields}`;
const gate = (entryText: string, more: { prNumber?: number; event?: 'push' } = {}) =>
  gateChangelog({ path: PATH, base, head: `${base}\n${entryText}`, ...more });
const brief = (r: ReturnType<typeof gateChangelog>) =>
  r.diagnostics.map((d) => [d.severity, d.rule, d.line, d.message]);

describe('CL-S history: the snapshot loads with the lax reference schema', needsReference('inputs'), () => {
  const all = parseChangelog(base, PATH, { schema: 'lax' });

  it('772 entries, zero diagnostics, despite the historical irregularities', () => {
    expect(all.diagnostics).toEqual([]);
    expect(all.entries).toHaveLength(772);
    expect(all.entries.every((e) => e.entry)).toBe(true);
  });

  it('the multi-line plain-scalar pr-link (#1701) reads as one URL', () => {
    expect(all.entries.find((e) => e.entry!['pr-link'].endsWith('/1701'))!.entry!['pr-link']).toBe(
      `${URL}1701`,
    );
  });

  it('comments inside config-keys (#587) are not keys', () => {
    const e = all.entries.find((x) => x.entry!['pr-link'] === `${URL}587`)!;
    expect(e.entry!['config-keys'].some((k) => k.includes('#'))).toBe(false);
    expect(e.entry!['evals-only']).toBe(true);
  });

  it('the reference usage counts hold: scenario-type ×67, evals-only ×6, append-only ×1', () => {
    const raws = all.entries.map((e) => e.raw as Record<string, unknown>);
    expect(raws.filter((r) => 'scenario-type' in r)).toHaveLength(67);
    expect(raws.filter((r) => 'evals-only' in r)).toHaveLength(6);
    expect(raws.filter((r) => 'append-only' in r)).toHaveLength(1);
  });

  it('lax history accepts snake_case aliases and lax booleans; strict (appended) refuses them', () => {
    const text = withFields('  evals_only: "yes"\n');
    const lax = parseChangelog(text, PATH, { schema: 'lax' });
    expect(lax.diagnostics).toEqual([]);
    expect(lax.entries[0]!.entry!['evals-only']).toBe(true);
    const strict = parseChangelog(text, PATH, { schema: 'strict' });
    expect(strict.diagnostics.map((d) => [d.line, d.message, d.fix])).toEqual([
      [6, "entry 1 fails ChangelogEntry validation: unknown key 'evals_only'", "write 'evals-only'"],
    ]);
  });
});

describe('CL-S / CL-9 appended entries are strict', needsReference('inputs'), () => {
  const L = (n: number) => BASE_LINES + 1 + n; // line n (1-based) of the appended entry
  const errors: [string, string, number, RegExp][] = [
    ['alias evals_only', '  evals_only: true\n', L(6), /unknown key 'evals_only'/],
    ['lax boolean "yes"', '  evals-only: "yes"\n', L(6), /evals-only: .*expected boolean/],
    [
      'YAML 1.1 yes is a real boolean, but 1 is not',
      '  all-evals: 1\n',
      L(6),
      /all-evals: .*expected boolean/,
    ],
    ['unknown key', '  notes: hi\n', L(6), /unknown key 'notes'/],
    [
      'duplicate scenario-type',
      '  scenario-type:\n    - agentic-coding\n    - agentic-coding\n',
      L(7),
      /scenario-type values must not repeat/,
    ],
    ['unknown scenario-type', '  scenario-type:\n    - long-context\n', L(7), /scenario-type\[0\]/],
    ['eval-min-prefill-ep 0', '  eval-min-prefill-ep: 0\n', L(6), /eval-min-prefill-ep: /],
    ['eval-min-prefill-ep not an int', '  eval-min-prefill-ep: 1.5\n', L(6), /eval-min-prefill-ep: /],
    [
      'P-6 append-only with evals-only',
      '  append-only: true\n  evals-only: true\n',
      L(6),
      /^append-only cannot be combined with eval selection fields$/,
    ],
    [
      'P-6 append-only with eval-min-prefill-ep',
      '  append-only: true\n  eval-min-prefill-ep: 2\n',
      L(6),
      /^append-only cannot be combined/,
    ],
    [
      'N-1 no-evals with all-evals',
      '  no-evals: true\n  all-evals: true\n',
      L(6),
      /^no-evals cannot be combined with eval selection fields$/,
    ],
  ];
  it.each(errors)('%s', (_n, fields, line, re) => {
    const r = gate(withFields(fields));
    expect(r.outcome).toBe('error');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', line, file: PATH });
    expect(r.diagnostics[0]!.message).toMatch(re);
  });

  it('empty description string and empty config key are errors at the item', () => {
    const r = gate(`- config-keys:\n    - ""\n  description:\n    - "  "\n  pr-link: XXX\n`);
    expect(brief(r)).toEqual([
      ['error', 'L-1', L(2), 'entry 773 fails ChangelogEntry validation: config-keys[0]: must not be empty'],
      ['error', 'L-1', L(4), 'entry 773 fails ChangelogEntry validation: description[0]: must not be empty'],
    ]);
  });

  it('a missing required field and a null pr-link are errors', () => {
    const r = gate(`- config-keys:\n    - a-key\n  pr-link: null\n`);
    expect(r.outcome).toBe('error');
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^entry 773 fails ChangelogEntry validation: description: /),
      expect.stringMatching(/^entry 773 fails ChangelogEntry validation: pr-link: /),
    ]);
  });

  it('a duplicate config key is a warning (collapsed later)', () => {
    const r = gate(`- config-keys:\n    - a-key\n    - a-key\n  description:\n    - d\n  pr-link: XXX\n`);
    expect(r.outcome).toBe('entries');
    expect(brief(r)).toEqual([['warning', 'CL-S', L(3), "entry 773 lists config key 'a-key' twice"]]);
  });

  it('no-evals is supported, nulls are dropped, and the normal form keeps the reference key order', () => {
    const r = gate(
      withFields('  no-evals: true\n  eval-min-prefill-ep: null\n  scenario-type:\n    - agentic-coding\n'),
    );
    expect(brief(r)).toEqual([]);
    expect(Object.entries(r.appended[0]!.entry)).toEqual([
      ['config-keys', ['a-key']],
      ['description', ['d']],
      ['pr-link', `${URL}XXX`],
      ['evals-only', false],
      ['all-evals', false],
      ['append-only', false],
      ['scenario-type', ['agentic-coding']],
      ['no-evals', true],
    ]);
  });

  it('YAML 1.1 booleans are real booleans: yes/on pass strict', () => {
    const r = gate(withFields('  evals-only: yes\n'));
    expect(r.outcome).toBe('entries');
    expect(r.appended[0]!.entry['evals-only']).toBe(true);
  });
});

describe('§2.3 pr-link of new entries', needsReference('inputs'), () => {
  it('with a PR number: XXX, …/pull/XXX or this PR pass; another PR fails with the catalogue message', () => {
    for (const ok of ['XXX', `${URL}XXX`, `${URL}42`])
      expect(checkNewPrLink(ok, { repo: REPO, prNumber: 42 })).toBeNull();
    const r = gate(withFields('').replace(`${URL}XXX`, `${URL}41`), { prNumber: 42 });
    expect(brief(r)).toEqual([
      [
        'error',
        'L-2',
        BASE_LINES + 6,
        `new PR entry must use '${URL}42' or an XXX placeholder; found '${URL}41'`,
      ],
    ]);
  });

  it('without a PR number only the form is checked, and never fails', () => {
    expect(gate(withFields('').replace(`${URL}XXX`, `${URL}9999`)).diagnostics).toEqual([]);
    const odd = gate(withFields('').replace(`${URL}XXX`, 'see slack'));
    expect(odd.outcome).toBe('entries');
    expect(brief(odd)).toEqual([
      [
        'warning',
        'L-2',
        BASE_LINES + 6,
        `new PR entry must use '${URL}<N>' or an XXX placeholder; found 'see slack'`,
      ],
    ]);
  });

  it('on push the link must be canonical; a violation is reported but cannot block', () => {
    const r = gate(withFields(''), { event: 'push' });
    expect(r.outcome).toBe('entries');
    expect(brief(r)).toEqual([
      ['warning', 'L-2', BASE_LINES + 6, `new main-branch entry has invalid pr-link: '${URL}XXX'`],
    ]);
    expect(checkNewPrLink(`${URL}123`, { repo: REPO, event: 'push' })).toBeNull();
  });

  it('owner/repo is configurable', () => {
    expect(
      checkNewPrLink('https://github.com/acme/bench/pull/7', { repo: 'acme/bench', prNumber: 7 }),
    ).toBeNull();
    expect(checkNewPrLink(`${URL}7`, { repo: 'acme/bench', prNumber: 7 })?.severity).toBe('error');
  });
});

const inputs = needsReference('inputs');
describe('property: well-formed entries appended to the snapshot pass and come back exactly', inputs, () => {
  const word = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
  const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.:()/+-]{0,40}$/).filter((s) => s.trim() === s);
  const entryArb = fc.record(
    {
      'config-keys': fc.uniqueArray(word, { minLength: 1, maxLength: 4 }),
      description: fc.array(text, { minLength: 1, maxLength: 3 }),
      'pr-link': fc.oneof(
        fc.constant('XXX'),
        fc.constant(`${URL}XXX`),
        fc.integer({ min: 1, max: 99999 }).map((n) => `${URL}${n}`),
      ),
      'evals-only': fc.boolean(),
      'all-evals': fc.boolean(),
      'scenario-type': fc.subarray([...SCENARIO_TYPES], { minLength: 1 }),
      'eval-min-prefill-ep': fc.integer({ min: 1, max: 64 }),
    },
    { requiredKeys: ['config-keys', 'description', 'pr-link'] },
  );
  const render = (e: Record<string, unknown>) =>
    Object.entries(e)
      .map(([k, v], i) => {
        const head = i === 0 ? '- ' : '  ';
        if (Array.isArray(v)) return `${head}${k}:\n${v.map((x) => `    - ${JSON.stringify(x)}`).join('\n')}`;
        return `${head}${k}: ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`;
      })
      .join('\n') + '\n';

  it('holds for 60 random append sets', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 4 }), (entries) => {
        const head = `${base}\n${entries.map(render).join('\n')}`;
        const r = gateChangelog({ path: PATH, base, head });
        expect(r.diagnostics).toEqual([]);
        expect(r.outcome).toBe('entries');
        expect(r.appended.map((a) => a.index)).toEqual(entries.map((_, i) => 773 + i));
        expect(r.appended.map((a) => a.raw)).toEqual(entries);
        const lines = head.split('\n');
        for (const a of r.appended) expect(lines[a.line - 1]).toBe('- config-keys:');
      }),
      { numRuns: 60 },
    );
  });
});

describe('P-5 missing fields', () => {
  it('a missing required field says "Field required", at the entry, with the fix', () => {
    const r = parseChangelog('- config-keys: [x]\n', 'perf-changelog.yaml', { schema: 'strict' });
    const msgs = r.diagnostics.map((d) => [d.message, d.line, d.fix]);
    expect(msgs).toEqual([
      [
        'entry 1 fails ChangelogEntry validation: description: Field required',
        1,
        "add 'description:' to the entry",
      ],
      ['entry 1 fails ChangelogEntry validation: pr-link: Field required', 1, "add 'pr-link:' to the entry"],
    ]);
  });
});
