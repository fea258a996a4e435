// Canonical JSON, the byte form every hash in the product is taken over: keys sorted
// recursively, separators `,` and `:`, non-ASCII (and DEL) escaped as lower-case `\uXXXX` — the bytes
// Python's `json.dumps(sort_keys=True, separators=(',', ':'))` writes, so hashes match the reference.
import * as crypto from 'node:crypto';

const NON_ASCII = /[\u007f-\uffff]/;
const NON_ASCII_ALL = /[\u007f-\uffff]/g;
const escapeChar = (c: string): string => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');

// Printable ASCII without `"` or `\` needs no escaping: the common case, kept cheap.
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

// Keys and most values repeat across thousands of rows: remember their encodings (bounded).
const encoded = new Map<string, string>();

function encodeString(s: string): string {
  let out = encoded.get(s);
  if (out !== undefined) return out;
  if (PLAIN.test(s)) out = '"' + s + '"';
  else {
    const json = JSON.stringify(s);
    out = NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeChar) : json;
  }
  if (encoded.size < 10_000 && s.length < 512) encoded.set(s, out);
  return out;
}

export function canonicalJson(value: unknown): string {
  return encode(value, true);
}

/**
 * `canonicalJson` of `row` without the keys in `omit` and with `mapValue` applied to each kept value: the
 * bytes of the filtered copy, without making the copy (hashing every row of a plan made one per hash).
 */
export function canonicalJsonOf(
  row: Record<string, unknown>,
  omit: ReadonlySet<string>,
  mapValue?: (key: string, value: unknown) => unknown,
): string {
  return encodeObject(row, true, omit, mapValue);
}

/**
 * The same bytes for JSON values, and a distinct token for what JSON cannot hold (YAML's `.inf` and
 * `.nan`, timestamps): for comparing values read from a file, where such a value is the user's, not a bug.
 */
export function comparableJson(value: unknown): string {
  return encode(value, false);
}

function encode(value: unknown, strict: boolean): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return encodeString(value);
    case 'number':
      // A finite number prints the same as JSON.stringify prints it.
      if (Number.isFinite(value)) return '' + value;
      if (strict) throw new TypeError(`canonicalJson: non-finite number ${value}`);
      return `#${value}`;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + encode(value[i], strict);
        return out + ']';
      }
      if (!strict && value instanceof Date) return `#date:${value.getTime()}`;
      return encodeObject(value as Record<string, unknown>, strict);
    }
    default:
      if (strict) throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
      return `#${typeof value}:${String(value)}`;
  }
}

function encodeObject(
  obj: Record<string, unknown>,
  strict: boolean,
  omit?: ReadonlySet<string>,
  mapValue?: (key: string, value: unknown) => unknown,
): string {
  const shape = shapeOf(obj);
  const { sorted } = shape;
  let out = '{';
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const k = sorted[i]!;
    if (omit?.has(k)) continue;
    const v = mapValue ? mapValue(k, obj[k]) : obj[k];
    if (v === undefined) continue;
    out += member(shape, i, v, strict, first);
    first = false;
  }
  return out + '}';
}

/** Distinct values whose member text (when short) a key of a key set remembers, and member texts in all. */
const MAX_MEMBERS = 64;
const MAX_ALL_MEMBERS = 50_000;
let members = 0;

/**
 * `,"key":value` (without the comma for the first member): remembered per key for its commonest scalar
 * values, which repeat across the rows of a plan (image, model, runner, tp, …), so a row's text is one
 * piece per key. Only values that encode the same in both modes (strings, booleans, finite numbers).
 */
function member(shape: Shape, i: number, v: unknown, strict: boolean, first: boolean): string {
  const t = typeof v;
  const kept = t === 'string' || t === 'boolean' || (t === 'number' && Number.isFinite(v as number));
  const byKey = first ? shape.firsts : shape.rests;
  const known = kept ? (byKey[i] ??= new Map()) : undefined;
  let text = known?.get(v);
  if (text === undefined) {
    text = (first ? '' : ',') + shape.heads[i]! + encode(v, strict);
    if (known && text.length < 512 && known.size < MAX_MEMBERS && members < MAX_ALL_MEMBERS) {
      known.set(v, text);
      members++;
    }
  }
  return text;
}

/**
 * An object's keys in sorted order, each one's encoding followed by `:`, and the member texts remembered
 * for each key in first place and after a comma.
 */
interface Shape {
  readonly sorted: readonly string[];
  readonly heads: readonly string[];
  readonly firsts: (Map<unknown, string> | undefined)[];
  readonly rests: (Map<unknown, string> | undefined)[];
}

/** A step of the key-order tree: the keys seen so far in insertion order, and where each next key leads. */
interface ShapeNode {
  readonly next: Map<string, ShapeNode>;
  shape?: Shape;
}

// The rows of a plan have a few dozen key sets, each in one or two insertion orders: the sorted order of
// each is kept, found by walking the object's keys through a tree of maps (no sort, and no string built,
// per object). The tree is bounded; past that, objects are sorted as they come.
const shapeRoot: ShapeNode = { next: new Map() };
const MAX_SHAPE_NODES = 20_000;
let shapeNodes = 0;

function shapeOf(obj: Record<string, unknown>): Shape {
  const keys = Object.keys(obj);
  let node: ShapeNode | undefined = shapeRoot;
  for (let i = 0; i < keys.length && node; i++) {
    const k = keys[i]!;
    let child: ShapeNode | undefined = node.next.get(k);
    if (!child && shapeNodes < MAX_SHAPE_NODES) {
      child = { next: new Map() };
      node.next.set(k, child);
      shapeNodes++;
    }
    node = child;
  }
  if (node?.shape) return node.shape;
  if (keys.length > 1) keys.sort();
  const shape: Shape = { sorted: keys, heads: keys.map((k) => encodeString(k) + ':'), firsts: [], rests: [] };
  if (node) node.shape = shape;
  return shape;
}

// The one-shot `crypto.hash` (Node 20.12 and later) is over twice as fast as a Hash object for a row's text.
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function sha256Hex(text: string): string {
  return oneShot
    ? oneShot('sha256', text, 'hex')
    : crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}
