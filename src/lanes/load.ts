// Loading the lanes file: YAML with positions, `$ref` fragments spliced into lists, zod validation.
// Every problem is a Diagnostic at the file:line:col it comes from (fragments point at the fragment).
import type * as z from 'zod';
import { diag, type Diagnostic, type Position } from '../diagnostics.js';
import { formatPath, parseYaml, type YamlPath } from '../yaml/parse.js';
import { lanesFileSchema, type LanesFile } from './schema.js';

export interface LoadedLanes {
  file: string;
  /** Undefined when the file does not validate; the diagnostics say why. */
  lanes: LanesFile | undefined;
  diagnostics: Diagnostic[];
  /** Position of a path in the validated (fragment-expanded) document. */
  locate(path: YamlPath): Position;
}

export function loadLanes(text: string, file: string): LoadedLanes {
  const parsed = parseYaml(text, file);
  const diagnostics = [...parsed.diagnostics];
  const origins = new WeakMap<object, YamlPath>();
  const raw = parsed.value;
  const fragments = (isObject(raw) && isObject(raw.fragments) ? raw.fragments : {}) as Record<
    string,
    unknown
  >;

  // Splice `{$ref: name}` list items with the fragment's items, remembering where each came from.
  const expand = (v: unknown, path: YamlPath): unknown => {
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      v.forEach((item, i) => {
        const ref = isObject(item) && typeof item.$ref === 'string' ? item.$ref : undefined;
        if (ref === undefined) return void out.push(expand(item, [...path, i]));
        const frag = fragments[ref];
        if (!Array.isArray(frag)) {
          const at = parsed.locate([...path, i, '$ref']);
          diagnostics.push(
            diag('error', 'C1', `unknown fragment '$ref: ${ref}'`, {
              file,
              ...at,
              path: formatPath([...path, i]),
              fix: `define fragments.${ref} as a list`,
            }),
          );
          return;
        }
        frag.forEach((f, j) => {
          const e = expand(f, ['fragments', ref, j]);
          if (isObject(e)) origins.set(e, ['fragments', ref, j]);
          out.push(e);
        });
      });
      return out;
    }
    if (isObject(v))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expand(x, [...path, k])]));
    return v;
  };
  const expanded = raw === undefined ? undefined : expand(raw, []);

  const toYamlPath = (path: YamlPath): YamlPath => {
    let cur: unknown = expanded;
    let out: YamlPath = [];
    for (const k of path) {
      cur = isObject(cur) || Array.isArray(cur) ? (cur as Record<string | number, unknown>)[k] : undefined;
      const origin = isObject(cur) ? origins.get(cur) : undefined;
      out = origin ?? [...out, k];
    }
    return out;
  };
  const locate = (path: YamlPath): Position => parsed.locate(toYamlPath(path));
  const locateKey = (path: YamlPath): Position => parsed.locateKey(toYamlPath(path));

  if (expanded === undefined) return { file, lanes: undefined, diagnostics, locate };
  const result = lanesFileSchema.safeParse(expanded);
  if (!result.success) {
    for (const issue of result.error.issues)
      diagnostics.push(issueDiagnostic(issue, file, locate, locateKey));
    return { file, lanes: undefined, diagnostics, locate };
  }
  return { file, lanes: result.data, diagnostics, locate };
}

function issueDiagnostic(
  issue: z.core.$ZodIssue,
  file: string,
  locate: (p: YamlPath) => Position,
  locateKey: (p: YamlPath) => Position,
): Diagnostic {
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  let message = issue.message;
  let fix: string | undefined;
  if (issue.code === 'unrecognized_keys') {
    message = `unknown key(s): ${issue.keys.join(', ')}`;
    fix = 'remove the key or fix its spelling';
    return diag('error', 'LN-1', message, {
      file,
      ...locateKey([...path, issue.keys[0]!]),
      path: formatPath(path),
      fix,
    });
  }
  if (issue.code === 'invalid_value') fix = `use one of: ${issue.values.map(String).join(', ')}`;
  return diag('error', 'LN-1', message, {
    file,
    ...locate(path),
    path: formatPath(path),
    ...(fix ? { fix } : {}),
  });
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
