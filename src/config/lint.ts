// Scalars that YAML 1.1 in `yaml` reads differently from the reference's PyYAML. Plain
// `y`/`n` become booleans here but stay strings there; `1e3` becomes a number here but a string there.
import type { Document } from 'yaml';
import { diag, type Diagnostic } from '../diagnostics.js';
import { yaml } from '../yaml/lib.js';
import type { ParsedYaml } from '../yaml/parse.js';

const YES_NO = /^[yYnN]$/;
const EXPONENT_NO_DOT = /^[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+$/;
/** Cheap pre-check on the raw text, so clean files skip the tree walk. */
const SUSPECT = /(?:^|[\s:[{,-])(?:[yYnN]|[-+]?[0-9][0-9_]*[eE][-+]?[0-9]+)(?=$|[\s,\]}:])/m;

/** `text` is what `parsed` was parsed from; `lineOffset` is the one given to `parseYaml`. */
export function lintYaml11(parsed: ParsedYaml, text: string, lineOffset = 0): Diagnostic[] {
  if (!SUSPECT.test(text)) return [];
  const { isScalar, visit } = yaml();
  const out: Diagnostic[] = [];
  visit(parsed.doc as Document, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== 'PLAIN' || !node.range) return;
      const src = text.slice(node.range[0], node.range[1]).trim();
      const yesNo = YES_NO.test(src);
      if (!yesNo && !EXPONENT_NO_DOT.test(src)) return;
      const p = parsed.lineCounter.linePos(node.range[0]);
      out.push(
        diag(
          'warning',
          'YM-2',
          yesNo
            ? `plain '${src}' is read as a boolean by YAML 1.1 here but as a string by the reference's parser`
            : `plain '${src}' is read as a number by YAML 1.1 here but as a string by the reference's parser`,
          { file: parsed.file, line: p.line + lineOffset, col: p.col, fix: `quote it: "${src}"` },
        ),
      );
    },
  });
  return out;
}
