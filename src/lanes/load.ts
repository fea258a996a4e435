// Loading the lanes file: YAML with positions, `$ref` fragments spliced into lists, zod validation.
// Every problem is a Diagnostic at the file:line:col it comes from (fragments point at the fragment).
import type * as z from 'zod';
import { diag, type Diagnostic, type Position } from '../diagnostics.js';
import { limitDiagnostic, LIMITS } from '../limits.js';
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

  // Splice `{$ref: name}` list items with the fragment's items, remembering where each came from. A
  // fragment that refers to itself (directly or through others) is an error, and so is an expansion
  // nested or grown past the input limits: no lanes file may make loading recurse or blow up.
  let items = 0;
  let overLimit = false;
  const cyclic = new Set<string>();
  const limit = (name: 'fragmentExpansion' | 'nestingDepth', path: YamlPath) => {
    if (!overLimit)
      diagnostics.push(
        limitDiagnostic(name, name === 'fragmentExpansion' ? items : undefined, {
          file,
          ...parsed.locate(path),
        }),
      );
    overLimit = true;
  };
  const expand = (v: unknown, path: YamlPath, chain: readonly string[], depth: number): unknown => {
    if (overLimit) return undefined;
    if (depth > LIMITS.nestingDepth.max) return limit('nestingDepth', path);
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      v.forEach((item, i) => {
        const ref = isObject(item) && typeof item.$ref === 'string' ? item.$ref : undefined;
        if (ref === undefined) return void out.push(expand(item, [...path, i], chain, depth + 1));
        const frag = fragments[ref];
        const at = () => ({ file, ...parsed.locate([...path, i, '$ref']), path: formatPath([...path, i]) });
        if (!Array.isArray(frag)) {
          diagnostics.push(
            diag('error', 'C1', `unknown fragment '$ref: ${ref}'`, {
              ...at(),
              fix: `define fragments.${ref} as a list`,
            }),
          );
          return;
        }
        if (chain.includes(ref)) {
          if (cyclic.has(ref)) return;
          cyclic.add(ref);
          diagnostics.push(
            diag('error', 'C1', `fragment '${ref}' refers to itself ($ref: ${[...chain, ref].join(' → ')})`, {
              ...at(),
              fix: 'a fragment may use other fragments, but not itself',
            }),
          );
          return;
        }
        frag.forEach((f, j) => {
          if (++items > LIMITS.fragmentExpansion.max) return void limit('fragmentExpansion', [...path, i]);
          const e = expand(f, ['fragments', ref, j], [...chain, ref], depth + 1);
          if (isObject(e)) origins.set(e, ['fragments', ref, j]);
          out.push(e);
        });
      });
      return out;
    }
    if (isObject(v))
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, expand(x, [...path, k], chain, depth + 1)]),
      );
    return v;
  };
  // Fragments are expanded where they are used, and once where they are defined.
  const expanded = raw === undefined ? undefined : expand(raw, [], [], 0);
  if (overLimit) return { file, lanes: undefined, diagnostics, locate: (p) => parsed.locate(p) };

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
  const result = lanesFileSchema().safeParse(expanded);
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
