// Rewriting one entry's `pr-link` through the YAML concrete syntax tree: the scalar's token gets the new
// value in its own style (plain, single- or double-quoted) and every other byte — comments, the line
// break of a link written on the next line, a multi-line description after it — is printed back exactly
// as it was. A line-based rewrite of "the first `  pr-link:` line" mangles those.
import type { CST, Scalar } from 'yaml';
import { canonicalJson } from '../plan/canonical.js';
import { yaml } from '../yaml/lib.js';

export type PrLinkEdit = { ok: true; text: string } | { ok: false; reason: 'no-single-pr-link' | 'not-kept' };

/** Token types of single-line scalars; a block scalar (`|`, `>`) is never a link. */
const FLOW_SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar']);

interface Located {
  tokens: CST.Token[];
  value: Scalar;
  token: CST.FlowScalar;
  entry: unknown;
}

/** Parses one entry's text (a one-item list) and finds its `pr-link` scalar; undefined when not exactly one. */
function locate(text: string): Located | undefined {
  const { Composer, isMap, isScalar, isSeq, Parser } = yaml();
  const tokens = [...new Parser().parse(text)];
  const docs = [
    ...new Composer({ version: '1.1', uniqueKeys: true, keepSourceTokens: true }).compose(tokens),
  ];
  if (docs.length !== 1 || docs[0]!.errors.length) return undefined;
  const doc = docs[0]!;
  const seq = doc.contents;
  if (!isSeq(seq) || seq.items.length !== 1 || !isMap(seq.items[0])) return undefined;
  const pairs = seq.items[0].items.filter((p) => isScalar(p.key) && p.key.value === 'pr-link');
  if (pairs.length !== 1) return undefined;
  const value = pairs[0]!.value;
  if (!isScalar(value) || typeof value.value !== 'string' || !value.srcToken) return undefined;
  if (!FLOW_SCALARS.has(value.srcToken.type)) return undefined;
  const entry = (doc.toJS() as unknown[])[0];
  return { tokens, value, token: value.srcToken as CST.FlowScalar, entry };
}

/** The entry's value as YAML reads it (undefined when the text is not exactly one entry). */
export function readEntry(text: string): unknown {
  return locate(text)?.entry;
}

/**
 * `text` (one changelog entry, `- config-keys:` …) with its `pr-link` set to `link`. Refused when the
 * entry has no single plain or quoted `pr-link` scalar, or when the edit would change anything but that
 * scalar's bytes (checked, so a library change can never slip a reformat into the file).
 */
export function setPrLink(text: string, link: string): PrLinkEdit {
  const found = locate(text);
  if (!found) return { ok: false, reason: 'no-single-pr-link' };
  const [start, end] = found.value.range!;
  const { CST } = yaml();
  CST.setScalarValue(found.token, link);
  const out = found.tokens.map((t) => CST.stringify(t)).join('');
  const kept = out.startsWith(text.slice(0, start)) && out.endsWith(text.slice(end));
  const after = locate(out);
  const rest = (e: unknown) => canonicalJson({ ...(e as Record<string, unknown>), 'pr-link': null });
  if (!kept || !after || after.value.value !== link || rest(after.entry) !== rest(found.entry))
    return { ok: false, reason: 'not-kept' };
  return { ok: true, text: out };
}
