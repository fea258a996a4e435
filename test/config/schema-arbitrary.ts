// fast-check arbitraries read off a zod schema's definition: values the schema accepts (mostly: bounds
// are hit exactly, strings carry surrogate pairs), then mutations of them that break one rule at a time or
// several (wrong types, extra, missing and undefined-valued keys, numbers one past a bound, non-integers,
// NaN, ±Infinity, -0, empty strings, over-long lists, a list or null where a mapping belongs, keys
// inherited through the prototype, objects without one). Only the schema kinds the config schemas use.
import fc from 'fast-check';
import type * as z from 'zod';

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) => (d.checks ?? []).map((c) => c._zod.def);
const bound = (d: Def, check: string, key: string): number | undefined =>
  checksOf(d).find((c) => c.check === check)?.[key] as number | undefined;

function intArb(d: Def): fc.Arbitrary<number> {
  const lo = Math.max(bound(d, 'greater_than', 'value') ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(bound(d, 'less_than', 'value') ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    fc.integer({ min: lo, max: Math.min(hi, lo + 64) }),
    fc.integer({ min: lo, max: hi }),
    fc.constant(hi),
  );
}

function numberArb(d: Def): fc.Arbitrary<number> {
  const gt = checksOf(d).find((c) => c.check === 'greater_than');
  const lt = checksOf(d).find((c) => c.check === 'less_than');
  const lo = (gt?.value as number | undefined) ?? -1e6;
  const hi = (lt?.value as number | undefined) ?? 1e6;
  return fc.oneof(
    fc.double({
      min: lo,
      max: hi,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: gt ? !gt.inclusive : false,
    }),
    fc.constantFrom(hi, lo, (lo + hi) / 2),
  );
}

function stringArb(d: Def): fc.Arbitrary<string> {
  const re = checksOf(d).find((c) => c.check === 'string_format')?.pattern as RegExp | undefined;
  if (re) return fc.stringMatching(re);
  const min = bound(d, 'min_length', 'minimum') ?? 0;
  const max = bound(d, 'max_length', 'maximum');
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max ?? min + 12 }),
    fc.string({ unit: 'binary', minLength: min, maxLength: max ?? min + 4 }),
  );
}

/** Values `schema` accepts (or nearly: every bound is reached, and the mutations do the rest). */
export function validArb(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'unknown':
    case 'any':
      return depth > 3 ? fc.constant(1) : fc.jsonValue({ maxDepth: 2 });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArb(d);
    case 'number':
      return d.format ? intArb(d) : numberArb(d);
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(validArb(d.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validArb(d.innerType as z.ZodType, depth), { nil: null, freq: 4 });
    case 'union':
      return fc.oneof(...(d.options as z.ZodType[]).map((o) => validArb(o, depth)));
    case 'array': {
      const min = bound(d, 'min_length', 'minimum') ?? 0;
      const max = bound(d, 'max_length', 'maximum');
      return fc.array(validArb(d.element as z.ZodType, depth + 1), {
        minLength: min,
        maxLength: Math.min(max ?? 3, min + 3),
      });
    }
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'toString')),
        validArb(d.valueType as z.ZodType, depth + 1),
        { maxKeys: depth > 2 ? 1 : 3 },
      );
    case 'object': {
      const shape = d.shape as Record<string, z.ZodType>;
      const arbs = Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, validArb(f, depth + 1)]));
      const required = Object.keys(shape).filter((k) => defOf(shape[k]!).type !== 'optional');
      return fc.record(arbs, { requiredKeys: required });
    }
    default:
      throw new Error(`no arbitrary for schema type ${d.type}`);
  }
}

type Path = (string | number)[];
type Kind = 'any' | 'obj' | 'num' | 'arr' | 'str';
const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Paths of every node of `v`, by kind. */
function nodes(
  v: unknown,
  at: Path = [],
  out: Record<Kind, Path[]> = { any: [], obj: [], num: [], arr: [], str: [] },
) {
  out.any.push(at);
  if (Array.isArray(v)) {
    out.arr.push(at);
    v.forEach((x, i) => nodes(x, [...at, i], out));
  } else if (isObj(v)) {
    out.obj.push(at);
    for (const [k, x] of Object.entries(v)) nodes(x, [...at, k], out);
  } else if (typeof v === 'number') out.num.push(at);
  else if (typeof v === 'string') out.str.push(at);
  return out;
}

/** Every numeric bound and length limit in `schema`, and its neighbours. */
function nearBounds(schema: z.ZodType, out = new Set<number>([0, -0, 1, -1, 0.5])): Set<number> {
  const d = defOf(schema);
  for (const c of checksOf(d))
    for (const k of ['value', 'minimum', 'maximum'])
      if (typeof c[k] === 'number') for (const dx of [0, 1, -1, 0.5, -0.5]) out.add((c[k] as number) + dx);
  for (const k of ['innerType', 'element', 'valueType']) if (d[k]) nearBounds(d[k] as z.ZodType, out);
  for (const o of (d.options as z.ZodType[] | undefined) ?? []) nearBounds(o, out);
  for (const f of Object.values((d.shape as Record<string, z.ZodType> | undefined) ?? {})) nearBounds(f, out);
  return out;
}

const WEIRD: unknown[] = [
  null,
  undefined,
  NaN,
  Infinity,
  -Infinity,
  -0,
  0,
  0.5,
  -1,
  2 ** 53,
  -(2 ** 53),
  1e300,
  '',
  'x',
  '\uD83D\uDE00',
  '\uD800',
  '1',
  true,
  false,
  [],
  {},
  [{}],
];
const EXTRA_KEYS = [
  'extra',
  'worker',
  'num-nodes',
  'prefill',
  'decode',
  'tp',
  'pp',
  '__proto__',
  'constructor',
  'hardware',
];
const STRINGS = ['', '\uD83D\uDE00', '\uD800', 'a\uDC00', '1:00:00', '100:00:00', ' ', 'x'];

/** A mutation: which rule to break, where (an index into the nodes of that kind), and with what. */
const mutationArb = (near: number[]) =>
  fc.record({
    at: fc.nat(),
    op: fc.integer({ min: 0, max: 10 }),
    weird: fc.constantFrom(...WEIRD),
    key: fc.constantFrom(...EXTRA_KEYS),
    num: fc.constantFrom(...near),
    str: fc.constantFrom(...STRINGS),
    n: fc.nat(),
  });
type Mutation = ReturnType<typeof mutationArb> extends fc.Arbitrary<infer M> ? M : never;
const KIND: Kind[] = ['any', 'obj', 'obj', 'obj', 'num', 'any', 'arr', 'obj', 'obj', 'obj', 'str'];

/** Sets an own enumerable data property (`__proto__` included). */
const define = (o: object, k: string | number, x: unknown) =>
  Object.defineProperty(o, k, { value: x, enumerable: true, writable: true, configurable: true });

/** A copy of `o` (same prototype, own enumerable keys) with `k` set, or left out when `drop`. */
function copyWith(
  o: Record<string, unknown>,
  k?: string,
  x?: unknown,
  drop = false,
): Record<string, unknown> {
  const copy = Object.create(Object.getPrototypeOf(o)) as Record<string, unknown>;
  for (const key of Object.keys(o)) if (key !== k) define(copy, key, o[key]);
  if (k !== undefined && !drop) define(copy, k, x);
  return copy;
}

function replaceAt(root: unknown, path: Path, f: (x: unknown) => unknown): unknown {
  if (!path.length) return f(root);
  const [k, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[k as number] = replaceAt(root[k as number], rest, f);
    return copy;
  }
  const src = root as Record<string, unknown>;
  return copyWith(src, String(k), replaceAt(src[k!], rest, f));
}

function apply(v: unknown, m: Mutation): unknown {
  const byKind = nodes(v);
  const kind = byKind[KIND[m.op]!].length ? KIND[m.op]! : 'any';
  const pool = byKind[kind];
  const path = pool[m.at % pool.length]!;
  const op = kind === KIND[m.op] ? m.op : 0;
  return replaceAt(v, path, (x) => {
    const keys = isObj(x) ? Object.keys(x) : [];
    const some = keys.length ? keys[m.n % keys.length]! : m.key;
    switch (op) {
      case 0:
        return m.weird;
      case 1:
        return copyWith(x as Record<string, unknown>, some, undefined, true);
      case 2:
        return copyWith(x as Record<string, unknown>, m.key, m.weird === undefined ? 1 : m.weird);
      case 3:
        return copyWith(x as Record<string, unknown>, some, undefined);
      case 4:
        return m.n % 3 === 0 ? (x as number) + [1, -1, 0.5][m.n % 9 === 0 ? 0 : (m.n % 2) + 1]! : m.num;
      case 5:
        return [x];
      case 6: {
        // a list at a length limit or one past it (its first element repeated), or emptied
        const arr = x as unknown[];
        const len = m.n % 4 === 0 ? 0 : Math.max(0, Math.min(Math.round(m.num), 1000));
        return arr.length ? Array.from({ length: len }, () => arr[0]) : arr;
      }
      case 7: {
        // the same keys, one of them inherited through the prototype
        const o = x as Record<string, unknown>;
        // (or all of them own, and an undeclared one inherited)
        const inherit = m.n % 2 === 0 || !keys.length ? m.key : some;
        const copy = Object.create({ [inherit]: inherit === some ? o[some] : m.weird }) as Record<
          string,
          unknown
        >;
        for (const key of keys) if (key !== inherit) define(copy, key, o[key]);
        return copy;
      }
      case 8:
        return Object.assign(Object.create(null), x);
      case 9:
        return Object.defineProperty(copyWith(x as Record<string, unknown>), m.key, {
          value: m.weird,
          enumerable: false,
        });
      default:
        return m.str;
    }
  });
}

/** Valid values of `schema`, and mutations of them (about three in four). */
export function inputArb(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = validArb(schema);
  const mutation = mutationArb([...nearBounds(schema)]);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
        .map(([v, ms]) => ms.reduce(apply, v)),
      weight: 12,
    },
    { arbitrary: fc.constantFrom(...WEIRD), weight: 1 },
  );
}
