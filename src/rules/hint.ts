// One line per run that points from the codes a command printed to their entries in docs/rules.md.
import { RULES_DOC, ruleAnchor, isRuleCode } from './catalogue.js';

const MAX_LINKS = 6;

/** `codes explained in docs/rules.md: #l-2 #vm-3`, or undefined when nothing was printed. */
export function rulesHint(diagnostics: readonly { rule: string }[]): string | undefined {
  const codes = [...new Set(diagnostics.map((d) => d.rule))].filter(isRuleCode);
  if (!codes.length) return undefined;
  const links = codes.slice(0, MAX_LINKS).map((c) => `#${ruleAnchor(c)}`);
  const more = codes.length > MAX_LINKS ? ` (+${codes.length - MAX_LINKS} more)` : '';
  return `codes explained in ${RULES_DOC}: ${links.join(' ')}${more}`;
}
