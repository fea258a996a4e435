// configs/ci-priority.yaml: `version: 1`, a base score, additive adjustments and label rules.
import type { Diagnostic } from '../diagnostics.js';
import { acceptsCiPriority } from './accepts.generated.js';
import { schemaFindings, toDiagnostic } from './finding.js';
import type { Loaded, SourceFile } from './source.js';
import { readYaml } from './read.js';
import { ciPriority } from './schema.js';
import type { CiPriorityPolicy } from './types.js';

/** What an invalid policy file degrades to: every row gets the base score (errors are reported). */
export const NEUTRAL_POLICY: CiPriorityPolicy = { version: 1, 'base-score': 1.0, adjustments: {} };

export function loadCiPriority(file: SourceFile): Loaded<CiPriorityPolicy> {
  const p = readYaml(file.text, file.path);
  const diagnostics: Diagnostic[] = [...p.diagnostics];
  if (p.value === undefined) return { value: NEUTRAL_POLICY, diagnostics };
  // The generated predicate passes a valid policy; only a failing one builds the schema to word the issues.
  const findings = acceptsCiPriority(p.value) ? [] : schemaFindings(ciPriority(), p.value, [], () => 'PR-1');
  diagnostics.push(...findings.map((f) => toDiagnostic(f, p.parsed())));
  return { value: findings.length ? NEUTRAL_POLICY : (p.value as CiPriorityPolicy), diagnostics };
}
