// docs/rules.md, rendered from the rule catalogue (pure). `npm run docs` writes it; a test keeps the
// committed file equal to this output.
import { CATALOGUE, RULE_SECTIONS, ruleAnchor } from './catalogue.js';
import type { RuleDoc } from './types.js';

const fence = (text: string): string => {
  const ticks = /```/.test(text) ? '````' : '```';
  return `${ticks}\n${text}\n${ticks}`;
};

function entry(code: string, r: RuleDoc): string {
  return [
    `<a id="${ruleAnchor(code)}"></a>`,
    '',
    `### ${code} — ${r.title}`,
    '',
    `**Checks.** ${r.checks}`,
    '',
    '**Example.**',
    '',
    fence(r.example),
    '',
    `**Fix.** ${r.fix}`,
  ].join('\n');
}

export function renderRulesDoc(): string {
  const out = [
    '# Rule codes',
    '',
    '<!-- Generated from src/rules/catalogue.ts by `npm run docs`; edit the catalogue, not this file. -->',
    '',
    'Every problem the sweep orchestrator reports carries a code, as in',
    '`configs/nvidia-master.yaml:12:5: error [VM-3] …` or a GitHub annotation titled `VM-3`.',
    'This page says what each code checks, shows an example, and how to fix it.',
    `There are ${Object.keys(CATALOGUE).length} codes.`,
    '',
    ...RULE_SECTIONS.map(
      (s) =>
        `- [${s.title}](#${ruleAnchor(s.title)}): ${Object.keys(s.rules)
          .map((c) => `[${c}](#${ruleAnchor(c)})`)
          .join(', ')}`,
    ),
  ];
  for (const s of RULE_SECTIONS) {
    out.push('', `## ${s.title}`, '', s.intro);
    for (const [code, r] of Object.entries(s.rules)) out.push('', entry(code, r));
  }
  return out.join('\n') + '\n';
}
