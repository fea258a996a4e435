// The pr-link rewrite keeps every byte but the link's own: expected texts are written out by hand.
import { describe, expect, it } from 'vitest';
import { setPrLink } from './prlink-edit.js';

const URL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/4242';

const cases: { name: string; before: string; after: string }[] = [
  {
    name: 'plain XXX',
    before: '- config-keys:\n    - a\n  description:\n    - "x"\n  pr-link: XXX\n',
    after: `- config-keys:\n    - a\n  description:\n    - "x"\n  pr-link: ${URL}\n`,
  },
  {
    name: 'double-quoted, with a comment after it',
    before: '- config-keys:\n    - a\n  pr-link: "XXX"  # filled in at merge\n  description:\n    - x\n',
    after: `- config-keys:\n    - a\n  pr-link: "${URL}"  # filled in at merge\n  description:\n    - x\n`,
  },
  {
    name: 'single-quoted …/pull/XXX',
    before:
      "- config-keys:\n    - a\n  pr-link: 'https://github.com/SemiAnalysisAI/InferenceX/pull/XXX'\n  description: [x]\n",
    after: `- config-keys:\n    - a\n  pr-link: '${URL}'\n  description: [x]\n`,
  },
  {
    name: 'commented line before and after, comment on the value',
    before:
      '- config-keys:\n    - a\n  # the link comes last\n  pr-link: XXX # placeholder\n  # description follows\n  description:\n    - x\n',
    after: `- config-keys:\n    - a\n  # the link comes last\n  pr-link: ${URL} # placeholder\n  # description follows\n  description:\n    - x\n`,
  },
  {
    name: 'the URL on the next line (trailing space after the key kept)',
    before:
      '- config-keys:\n    - a\n  pr-link: \n    https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n  description:\n    - x\n',
    after: `- config-keys:\n    - a\n  pr-link: \n    ${URL}\n  description:\n    - x\n`,
  },
  {
    name: 'a literal block description after it',
    before:
      '- config-keys:\n    - a\n  pr-link: XXX\n  description:\n    - |\n      first line\n      pr-link: XXX is not a key here\n    - "中文描述"\n',
    after: `- config-keys:\n    - a\n  pr-link: ${URL}\n  description:\n    - |\n      first line\n      pr-link: XXX is not a key here\n    - "中文描述"\n`,
  },
  {
    name: 'a folded block and a multi-line plain description after it',
    before:
      '- config-keys:\n    - a\n  pr-link: XXX\n  description:\n    - >-\n      folded\n      text\n    - a plain scalar\n      that continues\n  evals-only: true\n',
    after: `- config-keys:\n    - a\n  pr-link: ${URL}\n  description:\n    - >-\n      folded\n      text\n    - a plain scalar\n      that continues\n  evals-only: true\n`,
  },
  {
    name: 'trailing spaces and the blank line after the entry',
    before: '- config-keys:\n  - a\n  description:\n  - x\n  pr-link: XXX   \n\n',
    after: `- config-keys:\n  - a\n  description:\n  - x\n  pr-link: ${URL}   \n\n`,
  },
];

describe('MG-2 CST-preserving pr-link rewrite', () => {
  for (const c of cases) {
    it(`keeps every other byte: ${c.name}`, () => {
      expect(setPrLink(c.before, URL)).toEqual({ ok: true, text: c.after });
    });
  }

  it('refuses an entry without exactly one plain or quoted pr-link', () => {
    const refuse = (t: string) => setPrLink(t, URL);
    expect(refuse('- config-keys:\n    - a\n  description: [x]\n')).toEqual({
      ok: false,
      reason: 'no-single-pr-link',
    });
    expect(refuse('- config-keys:\n    - a\n  pr-link: |\n    XXX\n')).toMatchObject({ ok: false });
    expect(refuse('- config-keys:\n    - a\n  pr-link: [XXX]\n')).toMatchObject({ ok: false });
    expect(refuse('- config-keys:\n    - a\n  pr-link: XXX\n  pr-link: XXX\n')).toMatchObject({ ok: false });
    expect(refuse('- config-keys:\n    - a\n  pr-link: XXX\n- config-keys:\n    - b\n')).toMatchObject({
      ok: false,
    });
    expect(refuse('- config-keys: [a\n')).toMatchObject({ ok: false });
  });
});
