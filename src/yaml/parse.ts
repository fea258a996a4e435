// YAML with positions. Every value the product reads from a file can be traced back to its line and
// column, so validation problems point at the exact spot (file:line:col).
import type { Document, LineCounter, Node, Pair, YAMLMap } from 'yaml';
import { diag, type Diagnostic, type Position } from '../diagnostics.js';
import { limitDiagnostic, LIMITS, overBytes, utf8Bytes } from '../limits.js';
import { charProblems } from './chars.js';
import { composeDocument, structureProblems } from './compose.js';
import { yaml } from './lib.js';

export type YamlPath = readonly (string | number)[];

export interface ParsedYaml {
  file: string;
  /** The plain JS value (undefined when the document could not be parsed at all). */
  value: unknown;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** Syntax problems, duplicate keys and warnings from the parser, with positions. */
  diagnostics: Diagnostic[];
  /** Position of the node at `path`, or of its nearest existing ancestor. */
  locate(path: YamlPath): Position;
  /** Position of the key of the map entry at `path` (falls back to the value's position). */
  locateKey(path: YamlPath): Position;
}

export interface ParseOptions {
  /** YAML 1.1 reads `2_063_920` as a number and `yes`/`no` as booleans, like the reference's parser. */
  version?: '1.1' | '1.2';
  /** Added to every reported line: for a fragment cut out of a larger file. */
  lineOffset?: number;
}

export function parseYaml(text: string, file: string, opts: ParseOptions = {}): ParsedYaml {
  const lineCounter = new (yaml().LineCounter)();
  const offset = opts.lineOffset ?? 0;
  const at = (offsetInText: number): Position => {
    const p = lineCounter.linePos(offsetInText);
    return { line: p.line + offset, col: p.col };
  };
  const diagnostics: Diagnostic[] = [];
  const refuse = (d: Diagnostic) =>
    positioned(
      file,
      (EMPTY ??= yaml().parseDocument('')),
      lineCounter,
      [...diagnostics, d],
      undefined,
      at,
      1 + offset,
    );
  // Over the size limit: refused before any parsing, which could take minutes.
  if (overBytes(text, LIMITS.yamlFile.max))
    return refuse(limitDiagnostic('yamlFile', utf8Bytes(text), { file, line: 1 + offset }));

  const composed = composeDocument(text, opts.version ?? '1.1', lineCounter);
  if (composed.over)
    return refuse(limitDiagnostic(composed.over.limit, undefined, { file, ...at(composed.over.offset) }));
  // Characters the reference's parser refuses or reads as line breaks: errors, though `yaml` reads them.
  for (const c of charProblems(text)) {
    diagnostics.push(diag('error', 'YAML-CHAR', c.message, { file, ...at(c.offset), fix: c.fix }));
  }
  const doc = composed.doc;
  const errors: { offset: number; code: string; message: string }[] = doc.errors.map((e) => ({
    offset: e.pos[0],
    code: e.code,
    message: e.message,
  }));
  if (doc.errors.length === 0) for (const e of structureProblems(doc)) errors.push(e);
  errors.sort((x, y) => x.offset - y.offset);
  // One broken construct can make every later line an error: the first ones say what to fix.
  if (errors.length > MAX_ERRORS) {
    const rest = errors.length - MAX_ERRORS;
    errors.length = MAX_ERRORS + 1;
    errors[MAX_ERRORS] = {
      offset: errors[MAX_ERRORS]!.offset,
      code: 'MORE',
      message: `${rest} more YAML errors`,
    };
  }
  for (const e of errors) {
    const p = at(e.offset);
    if (e.code === 'TOO_MANY_ALIASES')
      diagnostics.push(limitDiagnostic('aliases', undefined, { file, ...p }));
    else if (e.code === 'DUPLICATE_KEY')
      diagnostics.push(
        diag('error', 'YAML-DUP', `found duplicate key: ${firstLine(e.message)}`, {
          file,
          ...p,
          fix: 'remove or rename one of the two keys',
        }),
      );
    else diagnostics.push(diag('error', 'YAML', firstLine(e.message), { file, ...p }));
  }
  for (const w of doc.warnings) {
    diagnostics.push(diag('warning', 'YAML', firstLine(w.message), { file, ...at(w.pos[0]) }));
  }
  let value: unknown = undefined;
  if (!diagnostics.some((d) => d.severity === 'error')) {
    try {
      value = doc.toJS({ maxAliasCount: LIMITS.aliasExpansion.max });
    } catch (e) {
      // The only failure left is alias expansion past its limit (a "billion laughs" document).
      diagnostics.push(
        e instanceof ReferenceError
          ? limitDiagnostic('aliasExpansion', undefined, { file, line: 1 + offset, col: 1 })
          : diag('error', 'YAML', (e as Error).message, { file, line: 1 + offset, col: 1 }),
      );
    }
  }
  return positioned(file, doc, lineCounter, diagnostics, value, at, 1 + offset);
}

let EMPTY: Document.Parsed | undefined;
/** YAML errors reported per file; the rest are counted. */
const MAX_ERRORS = 50;

function positioned(
  file: string,
  doc: Document.Parsed,
  lineCounter: LineCounter,
  diagnostics: Diagnostic[],
  value: unknown,
  at: (offset: number) => Position,
  firstLine: number,
): ParsedYaml {
  const { isMap, isScalar, isSeq } = yaml();
  const start = (n: Node | undefined): Position => (n?.range ? at(n.range[0]) : { line: firstLine, col: 1 });
  // Locating is by key lookup: indexed per mapping, so a file with many problems stays linear.
  const pairs = new WeakMap<YAMLMap, Map<unknown, Pair>>();
  const pairOf = (map: YAMLMap, k: unknown): Pair | undefined => {
    let index = pairs.get(map);
    if (!index) {
      index = new Map();
      for (const it of map.items as Pair[]) {
        const key = isScalar(it.key) ? it.key.value : it.key;
        if (!index.has(key)) index.set(key, it);
      }
      pairs.set(map, index);
    }
    return index.get(k);
  };
  const nodeAt = (path: YamlPath): Node | undefined => {
    let node: unknown = doc.contents;
    let last: Node | undefined = node as Node | undefined;
    for (const k of path) {
      const next = isMap(node)
        ? (pairOf(node, k)?.value ?? undefined)
        : isSeq(node)
          ? node.items[seqIndex(k)]
          : undefined;
      if (next === undefined || next === null) break;
      node = next;
      last = next as Node;
    }
    return last;
  };

  return {
    file,
    value,
    doc,
    lineCounter,
    diagnostics,
    locate: (path) => start(nodeAt(path)),
    locateKey: (path) => {
      if (path.length === 0) return start(nodeAt(path));
      const parent = nodeAt(path.slice(0, -1));
      const pair = isMap(parent) ? pairOf(parent, path[path.length - 1]) : undefined;
      if (pair && isScalar(pair.key) && pair.key.range) return at(pair.key.range[0]);
      return start(nodeAt(path));
    },
  };
}

/** A sequence index as `yaml` reads one: an integer ≥ 0, or a string of one (-1 otherwise). */
function seqIndex(k: string | number): number {
  const n = typeof k === 'string' && k !== '' ? Number(k) : k;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : -1;
}

/** `a.b[0].c` — the dotted path printed next to a message. */
export function formatPath(path: YamlPath): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${k}` : String(k);
  return out;
}

function firstLine(s: string): string {
  return s.split('\n')[0]!.trim();
}
