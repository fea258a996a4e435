// Composing a YAML document under the input limits. `yaml`'s own checks are superlinear or recursive on
// hostile input: its duplicate-key check compares every key with every other (40,000 keys take ~30 s),
// resolving aliases walks the document once per alias, and composing recurses once per nesting level.
// So nesting is bounded while the CST is built, and keys, anchors and aliases are checked here in one
// linear walk, before any value is made.
import type { CST, Document, LineCounter, Node } from 'yaml';
import { LIMITS } from '../limits.js';
import { yaml } from './lib.js';

export type Composed =
  | { doc: Document.Parsed; over?: undefined }
  /** Over a limit: which, and the offset where it was crossed. */
  | { doc?: undefined; over: { limit: 'nestingDepth' | 'scalars'; offset: number } };

// The parser's stack holds about one entry per open collection (plus the document and a scalar or
// two): far past the limit, stop building the CST at all.
const STACK_CUTOFF = 2 * LIMITS.nestingDepth.max + 8;
/** The lexer's zero-width markers: document start, flow end, scalar. */
const SCALAR = '\x1f';
const MARKERS = new Set(['\x02', '\x18', SCALAR]);

/** `parseDocument` with `uniqueKeys` checked in linear time and nesting bounded. */
export function composeDocument(text: string, version: '1.1' | '1.2', lineCounter: LineCounter): Composed {
  // A broken file can hold an error per token; their stack traces (never shown) would cost seconds.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return compose(text, version, lineCounter);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function compose(text: string, version: '1.1' | '1.2', lineCounter: LineCounter): Composed {
  const { Composer, Lexer, Parser, YAMLParseError } = yaml();
  const parser = new Parser(lineCounter.addNewLine);
  const tokens: CST.Token[] = [];
  lineCounter.addNewLine(0);
  let offset = 0;
  let scalars = 0;
  for (const lexeme of new Lexer().lex(text)) {
    // A plain scalar follows its marker; a quoted one starts with its quote (the fast path counts alike).
    const c = lexeme.charCodeAt(0);
    if ((lexeme === SCALAR || c === 34 || c === 39) && ++scalars > LIMITS.scalars.max)
      return { over: { limit: 'scalars', offset } };
    for (const t of parser.next(lexeme)) tokens.push(t);
    if (parser.stack.length > STACK_CUTOFF)
      return { over: { limit: 'nestingDepth', offset: parser.stack.at(-1)!.offset } };
    if (!MARKERS.has(lexeme)) offset += lexeme.length;
  }
  for (const t of parser.end()) tokens.push(t);
  const deep = firstTooDeep(tokens);
  if (deep !== undefined) return { over: { limit: 'nestingDepth', offset: deep } };

  const composer = new Composer({ version, uniqueKeys: false, logLevel: 'error' });
  let doc: Document.Parsed | undefined;
  for (const d of composer.compose(tokens, true, text.length)) {
    if (!doc) doc = d;
    else {
      doc.errors.push(
        new YAMLParseError(
          [d.range[0], d.range[1]],
          'MULTIPLE_DOCS',
          'Source contains multiple documents; please use YAML.parseAllDocuments()',
        ),
      );
      break;
    }
  }
  return { doc: doc! };
}

/** Offset of the first collection nested deeper than the limit, in the CST. */
function firstTooDeep(tokens: readonly CST.Token[]): number | undefined {
  const stack: [CST.Token | undefined, number][] = tokens.map((t) => [t, 0]);
  while (stack.length) {
    const [t, depth] = stack.pop()!;
    if (!t) continue;
    if (t.type === 'document') {
      stack.push([t.value, depth]);
      continue;
    }
    if (t.type !== 'block-map' && t.type !== 'block-seq' && t.type !== 'flow-collection') continue;
    const d = depth + 1;
    if (d > LIMITS.nestingDepth.max) return t.offset;
    for (const it of t.items) {
      if ('key' in it) stack.push([it.key ?? undefined, d]);
      stack.push([it.value, d]);
    }
  }
  return undefined;
}

export interface StructureProblem {
  offset: number;
  code: 'DUPLICATE_KEY' | 'RECURSIVE_ALIAS' | 'TOO_MANY_ALIASES';
  message: string;
}

/**
 * Duplicate keys (as `uniqueKeys: true` defines them: the same node, or scalars with the same value),
 * aliases to a node that contains them (a structure that would contain itself), and the alias count.
 */
export function structureProblems(doc: Document.Parsed): StructureProblem[] {
  const { isAlias, isMap, isNode, isScalar, visit } = yaml();
  const out: StructureProblem[] = [];
  const anchors = new Map<string, Node>();
  let aliases = 0;
  // Pre-order, so an anchor is known before the aliases inside and after its node.
  visit(doc, (_key, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
    if (isMap(node)) {
      const seen = new Set<unknown>();
      for (const pair of node.items) {
        const k = pair.key as Node | null;
        // NaN never equals itself, so `.nan` keys are never duplicates.
        const id = isScalar(k) ? (Number.isNaN(k.value) ? {} : k.value) : k;
        if (seen.has(id))
          out.push({ offset: k?.range?.[0] ?? 0, code: 'DUPLICATE_KEY', message: 'Map keys must be unique' });
        seen.add(id);
      }
    } else if (isAlias(node)) {
      const at = node.range?.[0] ?? 0;
      if (++aliases === LIMITS.aliases.max + 1)
        out.push({ offset: at, code: 'TOO_MANY_ALIASES', message: '' });
      const target = anchors.get(node.source)?.range;
      if (target && target[0] <= at && at < target[1])
        out.push({
          offset: at,
          code: 'RECURSIVE_ALIAS',
          message: `alias *${node.source} refers to a node that contains it: the value would contain itself`,
        });
    }
  });
  return out;
}
