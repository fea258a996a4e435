// The merge helper against hand-built conflicts and the reference's real history. Expected files are
// assembled here from the inputs' own bytes, never by the code under test.
import { describe, expect, it } from 'vitest';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { mergeChangelog, type MergeInput } from './merge.js';

const PATH = 'perf-changelog.yaml';
const PULL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const PR = 4242;
const OWN = `${PULL}${PR}`;

const entry = (key: string, link: string, extra = '') =>
  `- config-keys:\n    - ${key}\n  description:\n    - "About ${key}"\n  pr-link: ${link}\n${extra}`;
const file = (...entries: string[]) => entries.join('\n');

const HISTORY = file(entry('h1', `${PULL}1`), entry('h2', `${PULL}2`));
const merge = (ours: string, theirs: string, more: Partial<MergeInput> = {}) =>
  mergeChangelog({ path: PATH, base: HISTORY, ours, theirs, prNumber: PR, ...more });
const errors = (r: ReturnType<typeof mergeChangelog>) =>
  r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);

describe('MG-1 appended entries', () => {
  it('appends the fresh entries after main, one empty line apart, placeholders set to the PR URL', () => {
    const main = file(HISTORY, entry('m1', `${PULL}7`));
    const ours = file(HISTORY, entry('p1', 'XXX'), entry('p2', `${PULL}XXX`, '  evals-only: true\n'));
    const r = merge(ours, main);
    expect(errors(r)).toEqual([]);
    expect(r.outcome).toBe('merged');
    expect(r.text).toBe(`${main}\n${entry('p1', OWN)}\n${entry('p2', OWN, '  evals-only: true\n')}`);
    expect(r.kept.map((k) => [k.from, k.to, k.prLink.from])).toEqual([
      [3, 4, 'XXX'],
      [4, 5, `${PULL}XXX`],
    ]);
  });

  it('drops entries whose content minus pr-link is already on main, keeps the rest in PR order', () => {
    const main = file(HISTORY, entry('m1', `${PULL}7`), entry('shared', `${PULL}${PR}`));
    const ours = file(HISTORY, entry('p1', 'XXX'), entry('shared', 'XXX'), entry('p2', OWN));
    const r = merge(ours, main);
    expect(r.outcome).toBe('merged');
    expect(r.text).toBe(`${main}\n${entry('p1', OWN)}\n${entry('p2', OWN)}`);
    expect(r.dropped).toEqual([{ from: 4, line: 19, main: 4 }]);
  });

  it('matches shared entries by content, not bytes (lax history spellings on main)', () => {
    const main = file(
      HISTORY,
      '- config-keys:\n  - shared\n  description: ["About shared"]\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/9\n  evals_only: "no"\n',
    );
    const r = merge(file(HISTORY, entry('shared', 'XXX')), main);
    expect(r.outcome).toBe('unchanged');
    expect(r.text).toBe(main);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'the PR has no changelog contribution remaining after merging main',
    ]);
  });

  it('the PR entries keep their own bytes: comments, quoting, link on the next line, block descriptions', () => {
    const odd =
      '- config-keys:\n    # our new config\n    - p1\n  pr-link:\n    "XXX"\n  description:\n    - |\n      two\n      lines\n    - "中文"\n';
    const main = file(HISTORY, entry('m1', `${PULL}7`));
    const r = merge(file(HISTORY, odd), main);
    expect(errors(r)).toEqual([]);
    expect(r.text).toBe(
      `${main}\n- config-keys:\n    # our new config\n    - p1\n  pr-link:\n    "${OWN}"\n  description:\n    - |\n      two\n      lines\n    - "中文"\n`,
    );
  });

  it('MG-2 the whole resolved file keeps every byte but the links: quoted, commented, multi-line after', () => {
    const mine = [
      `- config-keys:\n    - q1\n  description:\n    - "quoted"\n  pr-link: 'XXX'   # replaced at merge\n`,
      `- config-keys:\n    - q2\n  # link first\n  pr-link: "${PULL}XXX"\n  description:\n    - >-\n      folded over\n      two lines\n    - |\n      literal\n        indented\n  all-evals: true\n`,
      `- config-keys:\n    - q3\n  pr-link: XXX\n  description:\n    - a plain scalar\n      continued here\n    - "中文说明"\n`,
    ];
    const expected = [
      `- config-keys:\n    - q1\n  description:\n    - "quoted"\n  pr-link: '${OWN}'   # replaced at merge\n`,
      `- config-keys:\n    - q2\n  # link first\n  pr-link: "${OWN}"\n  description:\n    - >-\n      folded over\n      two lines\n    - |\n      literal\n        indented\n  all-evals: true\n`,
      `- config-keys:\n    - q3\n  pr-link: ${OWN}\n  description:\n    - a plain scalar\n      continued here\n    - "中文说明"\n`,
    ];
    const main = file(HISTORY, entry('m1', `${PULL}7`), entry('m2', `${PULL}8`));
    const r = merge(file(HISTORY, ...mine), main);
    expect(errors(r)).toEqual([]);
    expect(Buffer.from(r.text!, 'utf8').equals(Buffer.from(`${main}\n${expected.join('\n')}`, 'utf8'))).toBe(
      true,
    );
  });

  it('normalises the separators between the PR entries to one empty line (they were a layout warning)', () => {
    const ours = `${HISTORY}\n${entry('p1', 'XXX')}\n\n${entry('p2', 'XXX')}`;
    const main = file(HISTORY, entry('m1', `${PULL}7`));
    const r = merge(ours, main);
    expect(r.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'appended changelog entries must have exactly one empty separator line'],
    ]);
    expect(r.text).toBe(`${main}\n${entry('p1', OWN)}\n${entry('p2', OWN)}`);
  });

  it('adds no separator when main already ends with an empty line (irregular history)', () => {
    const main = `${file(HISTORY, entry('m1', `${PULL}7`))}\n`;
    const r = merge(file(HISTORY, entry('p1', 'XXX')), main);
    expect(r.outcome).toBe('merged');
    expect(r.text).toBe(`${main}${entry('p1', OWN)}`);
  });

  it('works when the file did not exist at the merge base', () => {
    const r = merge(entry('p1', 'XXX'), entry('m1', `${PULL}7`), { base: null });
    expect(r.text).toBe(`${entry('m1', `${PULL}7`)}\n${entry('p1', OWN)}`);
  });

  it('a PR side that fails the gate is not merged (the gate names the problem)', () => {
    const edited = file(entry('h1', `${PULL}1`), entry('h2-edited', `${PULL}2`), entry('p1', 'XXX'));
    const r = merge(edited, file(HISTORY, entry('m1', `${PULL}7`)));
    expect(r.outcome).toBe('error');
    expect(r.text).toBeUndefined();
    expect(errors(r)[0]).toMatch(/^entry 2 changed; existing entries are immutable/);
  });

  it("a foreign PR's link is refused by the gate", () => {
    const r = merge(file(HISTORY, entry('p1', `${PULL}17`)), HISTORY);
    expect(errors(r)).toEqual([`new PR entry must use '${OWN}' or an XXX placeholder; found '${PULL}17'`]);
  });

  it('a PR that changes nothing has nothing to preserve', () => {
    const r = merge(HISTORY, file(HISTORY, entry('m1', `${PULL}7`)));
    expect(r.outcome).toBe('error');
    expect(errors(r)).toEqual(['the PR has no appended entry or pr-link correction to preserve']);
  });

  it('main that is not a changelog list fails closed', () => {
    const r = merge(file(HISTORY, entry('p1', 'XXX')), 'just: a map\n');
    expect(r.outcome).toBe('error');
    expect(errors(r).at(-1)).toBe('perf-changelog.yaml on main is not a changelog list; resolve manually');
  });
});

describe('MG-1 pr-link corrections', () => {
  const withXXX = file(entry('h1', `${PULL}1`), entry('h2', `${PULL}XXX`));
  const fixed = file(entry('h1', `${PULL}1`), entry('h2', `${PULL}2`));
  const corr = (theirs: string) =>
    mergeChangelog({ path: PATH, base: withXXX, ours: fixed, theirs, prNumber: PR });

  it("applies a corrections-only PR to main's copy, which gained entries meanwhile", () => {
    const main = file(withXXX, entry('m1', `${PULL}7`));
    const r = corr(main);
    expect(errors(r)).toEqual([]);
    expect(r.outcome).toBe('corrected');
    expect(r.text).toBe(file(fixed, entry('m1', `${PULL}7`)));
    expect(r.corrections).toEqual([
      { index: 2, line: 11, from: `${PULL}XXX`, to: `${PULL}2`, applied: true },
    ]);
  });

  it('corrections already on main leave main unchanged', () => {
    const main = file(fixed, entry('m1', `${PULL}7`));
    const r = corr(main);
    expect(r.outcome).toBe('unchanged');
    expect(r.text).toBe(main);
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      "the PR's pr-link corrections are already present on main",
    ]);
  });

  it('main changed the corrected entry: resolve manually', () => {
    const r = corr(file(entry('h1', `${PULL}1`), entry('h2', `${PULL}XXX`, '  evals-only: true\n')));
    expect(errors(r)).toEqual(['main changed corrected entry 2; resolve manually']);
  });

  it('main has another link for the corrected entry', () => {
    const r = corr(file(entry('h1', `${PULL}1`), entry('h2', `${PULL}3`)));
    expect(errors(r)).toEqual(['main has a conflicting pr-link for entry 2']);
  });

  it('main lost the corrected entry', () => {
    const r = corr(entry('h1', `${PULL}1`));
    expect(errors(r)).toEqual(['main is missing corrected entry 2']);
  });

  it('a multi-line link on main is corrected in place', () => {
    const b = file(entry('h1', `${PULL}1`), entry('h2', 'XXX'));
    const o = file(entry('h1', `${PULL}1`), entry('h2', `${PULL}2`));
    const main = `${entry('h1', `${PULL}1`)}\n- config-keys:\n    - h2\n  description:\n    - "About h2"\n  pr-link: XXX  # to fix\n`;
    const r = mergeChangelog({ path: PATH, base: b, ours: o, theirs: main, prNumber: PR });
    expect(errors(r)).toEqual([]);
    expect(r.text).toBe(
      `${entry('h1', `${PULL}1`)}\n- config-keys:\n    - h2\n  description:\n    - "About h2"\n  pr-link: ${PULL}2  # to fix\n`,
    );
  });
});

/** The reference's history split into entries, each with its own bytes (no separator lines). */
function realEntries(text: string): { start: number; block: string }[] {
  const out: { start: number; block: string }[] = [];
  const re = /^- config-keys:/gm;
  const starts = [...text.matchAll(re)].map((m) => m.index);
  starts.forEach((s, i) => {
    const chunk = text.slice(s, starts[i + 1] ?? text.length);
    out.push({ start: s, block: chunk.replace(/(\n[ \t]*)+\n$/, '\n') });
  });
  return out;
}

describe('MG-1 on the reference history', needsReference('inputs'), () => {
  const history = readReference(snapshot.changelog);
  const entries = realEntries(history);
  const linkOf = /(pr-link:\s*)(https:\/\/github\.com\/SemiAnalysisAI\/InferenceX\/pull\/[0-9A-Za-z/]+)/;
  const withLink = (block: string, link: string) => block.replace(linkOf, `$1${link}`);
  // Base: the first 280 entries; main: 450. The PR appends two entries main also has (shared) and four
  // main does not (fresh): #1701's link on the next line, #2201's with trailing spaces, #2305's /changes.
  const cut = (n: number) => history.slice(0, entries[n]!.start);
  // Without the reference data (the suite is skipped) there are no entries: the blocks are empty.
  const shared = [290, 300].map((i) => entries[i - 1]?.block ?? '');
  const fresh = [454, 612, 639, 700].map((i) => entries[i - 1]?.block ?? '');

  for (const ending of ['a blank line (as cut)', 'one newline']) {
    it(`merges real entries byte for byte; main ends with ${ending}`, () => {
      const trim = (t: string) => (ending === 'one newline' ? t.replace(/\n(?:[ \t]*\n)+$/, '\n') : t);
      const base = trim(cut(280));
      const main = trim(cut(450));
      const sep = (t: string) => (/\n[ \t]*\n$/.test(t) ? '' : '\n');
      const mine = [fresh[0]!, shared[0]!, fresh[1]!, shared[1]!, fresh[2]!, fresh[3]!].map((b) =>
        withLink(b, 'XXX'),
      );
      const ours = base + sep(base) + mine.join('\n');
      const r = mergeChangelog({ path: PATH, base, ours, theirs: main, prNumber: PR });
      expect(errors(r)).toEqual([]);
      expect(r.outcome).toBe('merged');
      expect(r.text).toBe(main + sep(main) + fresh.map((b) => withLink(b, OWN)).join('\n'));
      expect(r.dropped.map((d) => d.main)).toEqual([290, 300]);
      expect(r.kept.map((k) => k.to)).toEqual([451, 452, 453, 454]);
    });
  }

  it('the next-line link of #1701 stays on its own line', () => {
    const block = entries[453]!.block;
    expect(block).toContain('  pr-link: \n    https://github.com/SemiAnalysisAI/InferenceX/pull/1701\n');
    const base = cut(280);
    const r = mergeChangelog({
      path: PATH,
      base,
      ours: base + withLink(block, 'XXX'),
      theirs: base,
      prNumber: PR,
    });
    expect(r.text).toBe(base + block.replace('pull/1701', `pull/${PR}`));
  });
});
