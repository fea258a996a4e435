// A Finding is a problem found in a parsed value, addressed by its YAML path; `load.ts` turns it into a
// positioned Diagnostic. zod issues become Findings here, with the reference's wording.
import type * as z from 'zod';
import { diag, type Diagnostic, type Severity } from '../diagnostics.js';
import { formatPath, type ParsedYaml, type YamlPath } from '../yaml/parse.js';
import { DERIVED_FIELDS, knownKeys } from './schema.js';

export interface Finding {
  path: YamlPath;
  rule: string;
  message: string;
  fix?: string;
  severity?: Severity;
  /** Point at the key of the map entry rather than at its value (unknown fields, missing fields). */
  atKey?: boolean;
}

/** Picks the rule id of a schema issue (a built-in check keeps the generic rule of its file unless a table says otherwise). */
export type RuleOf = (issue: z.core.$ZodIssue) => string;

/** Validates `data` against `schema`; issue paths are prefixed with `base`. */
export function schemaFindings(schema: z.ZodType, data: unknown, base: YamlPath, ruleOf: RuleOf): Finding[] {
  const r = schema.safeParse(data);
  if (r.success) return [];
  const out: Finding[] = [];
  for (const iss of r.error.issues) {
    const path = [...base, ...(iss.path as (string | number)[])];
    if (iss.code === 'unrecognized_keys') {
      const known = knownKeys(schema, iss.path);
      for (const k of iss.keys) {
        const derived = DERIVED_FIELDS[k];
        const near = nearest(k, known);
        out.push({
          path: [...path, k],
          rule: derived ? 'VP-6' : ruleOf(iss),
          message: 'Extra inputs are not permitted',
          fix: derived
            ? `remove '${k}': ${derived}`
            : near
              ? `did you mean '${near}'?`
              : `remove '${k}'${known.length ? ` (known fields: ${known.join(', ')})` : ''}`,
          atKey: true,
        });
      }
      continue;
    }
    const missing = iss.message === 'Field required';
    const field = path[path.length - 1];
    out.push({
      path,
      rule: ruleOf(iss),
      message: iss.message,
      atKey: missing,
      ...(missing && typeof field === 'string' ? { fix: `add '${field}'` } : {}),
    });
  }
  return out;
}

/** The closest name by edit distance, when it is close enough to be a likely typo. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  // The same unknown label is often on many entries: each is answered once per candidate list.
  let seen = nearestOf.get(candidates);
  if (!seen) nearestOf.set(candidates, (seen = new Map()));
  if (seen.has(word)) return seen.get(word);
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d =
      c.includes(word) || word.includes(c) ? Math.abs(c.length - word.length) : distance(word, c, bestD);
    if (d < bestD) [best, bestD] = [c, d];
  }
  const near = best !== undefined && bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
  seen.set(word, near);
  return near;
}

const nearestOf = new WeakMap<readonly string[], Map<string, string | undefined>>();

/**
 * The edit distance of `a` and `b`, or some number over `limit` once it is certain to be over it (a
 * candidate no nearer than the best so far is not measured to the end).
 */
function distance(a: string, b: string, limit: number): number {
  const n = b.length;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // Every later row is at least this row's least value.
    if (rowMin > limit) return rowMin;
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/** What positions a Finding: the positioned parse, or a reader that answers like it. */
export type Locator = Pick<ParsedYaml, 'file' | 'locate' | 'locateKey'>;

/** Positions a Finding in the parse it was found in. */
export function toDiagnostic(f: Finding, parsed: Locator): Diagnostic {
  const pos = f.atKey ? parsed.locateKey(f.path) : parsed.locate(f.path);
  return diag(f.severity ?? 'error', f.rule, f.message, {
    file: parsed.file,
    ...pos,
    path: formatPath(f.path),
    ...(f.fix ? { fix: f.fix } : {}),
  });
}
