// Property: for any mix of fresh entries (only the PR has them), shared entries (main has the same
// content under another link or layout) and padding (main's own new entries), the resolved file is
// main + one empty line + the fresh entries' blocks in PR order, each link written as the PR's URL in the
// style the PR wrote its placeholder. The expected text is rendered by this file's own templates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeChangelog } from './merge.js';

const seed = Number(process.env.MG3_SEED ?? process.env.FC_SEED ?? 20_260_814);
const numRuns = Number(process.env.MG3_RUNS ?? 300);

const PULL = 'https://github.com/SemiAnalysisAI/InferenceX/pull/';
const PR = 3131;
const OWN = `${PULL}${PR}`;

/** How a link is written after `pr-link:`. */
const LINK_STYLES: readonly ((v: string) => string)[] = [
  (v) => ` ${v}`,
  (v) => ` "${v}"`,
  (v) => ` '${v}'`,
  (v) => ` ${v}  # set at merge`,
  (v) => `\n    ${v}`,
  (v) => ` \n    ${v}`,
];
const PLACEHOLDERS = ['XXX', `${PULL}XXX`, OWN] as const;
// Words YAML 1.1 reads as strings in every position (no yes/no/on/off, no numbers).
const WORDS = ['fast', 'curve', 'tp8', 'mtp', 'sweep', 'dsr1', '中文', '描述', 'B200', 'conc-4'] as const;

interface Content {
  keys: number;
  descs: string[][];
  descStyle: 'quoted' | 'plain' | 'block' | 'flow';
  evalsOnly: boolean;
}
interface Layout {
  linkStyle: number;
  linkFirst: boolean;
  keyIndent: 2 | 4;
  comment: boolean;
}

const content = fc.record<Content>({
  keys: fc.integer({ min: 1, max: 3 }),
  descs: fc.array(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 2,
  }),
  descStyle: fc.constantFrom('quoted', 'plain', 'block', 'flow'),
  evalsOnly: fc.boolean(),
});
const layout = fc.record<Layout>({
  linkStyle: fc.integer({ min: 0, max: LINK_STYLES.length - 1 }),
  linkFirst: fc.boolean(),
  keyIndent: fc.constantFrom(2, 4),
  comment: fc.boolean(),
});

function render(id: number, c: Content, l: Layout, link: string): string {
  const ind = ' '.repeat(l.keyIndent);
  const keys = Array.from({ length: c.keys }, (_, j) => `${ind}- cfg-${id}-${j}\n`).join('');
  const words = c.descs.map((d) => d.join(' '));
  const desc =
    c.descStyle === 'flow'
      ? `  description: [${words.map((w) => `"${w}"`).join(', ')}]\n`
      : '  description:\n' +
        words
          .map((w) =>
            c.descStyle === 'quoted'
              ? `    - "${w}"\n`
              : c.descStyle === 'plain'
                ? `    - ${w}\n`
                : `    - |\n${w
                    .split(' ')
                    .map((x) => `      ${x}\n`)
                    .join('')}`,
          )
          .join('');
  const prLink = `  pr-link:${LINK_STYLES[l.linkStyle]!(link)}\n`;
  const comment = l.comment ? `${ind}# entry ${id}\n` : '';
  const flags = c.evalsOnly ? '  evals-only: true\n' : '';
  return `- config-keys:\n${keys}${comment}${l.linkFirst ? prLink + desc : desc + prLink}${flags}`;
}

type Kind = 'fresh' | 'shared' | 'padding';
const item = fc.record({
  kind: fc.constantFrom<Kind>('fresh', 'shared', 'padding'),
  content,
  ours: layout,
  main: layout,
  placeholder: fc.constantFrom(...PLACEHOLDERS),
  mainLink: fc.constantFrom(OWN, `${PULL}17`),
  order: fc.nat(),
});

const scenario = fc
  .record({
    history: fc.array(fc.tuple(content, layout), { minLength: 1, maxLength: 3 }),
    items: fc.array(item, { minLength: 1, maxLength: 8 }),
  })
  .filter((s) => s.items.some((i) => i.kind !== 'padding'));

describe('MG-3 merge result is main + "\\n" + fresh blocks', () => {
  it(`holds for any mix of fresh, shared and padding entries (seed ${seed}, ${numRuns} runs)`, () => {
    console.log(`MG-3 property: seed=${seed} runs=${numRuns} (MG3_SEED / MG3_RUNS to change)`);
    fc.assert(
      fc.property(scenario, ({ history, items }) => {
        const base = history.map(([c, l], i) => render(1000 + i, c, l, `${PULL}${i + 1}`)).join('\n');
        const all = items.map((it, id) => ({ it, id }));
        const mine = all.filter(({ it }) => it.kind !== 'padding');
        const mainSide = all
          .filter(({ it }) => it.kind !== 'fresh')
          .sort((a, b) => a.it.order - b.it.order || a.id - b.id);
        const ours = `${base}\n${mine.map(({ it, id }) => render(id, it.content, it.ours, it.placeholder)).join('\n')}`;
        const mainFile = mainSide.length
          ? `${base}\n${mainSide.map(({ it, id }) => render(id, it.content, it.main, it.mainLink)).join('\n')}`
          : base;
        const fresh = all
          .filter(({ it }) => it.kind === 'fresh')
          .map(({ it, id }) => render(id, it.content, it.ours, OWN));

        const r = mergeChangelog({ path: 'perf-changelog.yaml', base, ours, theirs: mainFile, prNumber: PR });
        expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        if (fresh.length === 0) {
          expect(r.outcome).toBe('unchanged');
          expect(r.text).toBe(mainFile);
        } else {
          expect(r.outcome).toBe('merged');
          expect(r.text).toBe(`${mainFile}\n${fresh.join('\n')}`);
        }
        expect(r.dropped.length).toBe(items.filter((i) => i.kind === 'shared').length);
      }),
      { seed, numRuns },
    );
  });
});
