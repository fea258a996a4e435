// Reading one small config file: the fast path for the value, the positioned parse only when a message
// needs a position (or when the fast path steps aside for a problem it does not explain).
import type { Diagnostic } from '../diagnostics.js';
import { fastLoad } from '../yaml/fast.js';
import { parseYaml, type ParsedYaml } from '../yaml/parse.js';
import { lintYaml11 } from './lint.js';

export interface ReadYaml {
  /** Undefined when the text is not valid YAML (the diagnostics say why). */
  value: unknown;
  diagnostics: Diagnostic[];
  parsed: () => ParsedYaml;
}

export function readYaml(text: string, file: string): ReadYaml {
  let cache: ParsedYaml | undefined;
  const parsed = () => (cache ??= parseYaml(text, file, { version: '1.1' }));
  const fast = fastLoad(text);
  if (fast) return { value: fast.value, diagnostics: [], parsed };
  const p = parsed();
  return { value: p.value, diagnostics: [...p.diagnostics, ...lintYaml11(p, text)], parsed };
}
