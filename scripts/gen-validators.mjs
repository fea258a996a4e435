// Writes src/config/accepts.generated.ts: for each zod schema named in src/config/validated.ts, a plain
// predicate `(v: unknown) => boolean` that is true exactly when `schema.safeParse(v).success` is, with no
// zod in it, so a valid config is checked without building or running any schema. It walks each schema's
// definition (`schema._zod.def`) and translates only what it can translate exactly, with zod 4's own
// success rules: strict objects (every enumerable key, inherited ones too, must be declared; a declared
// key is present when `key in v`), optional fields (absent or undefined), safe integers, finite numbers,
// string lengths in code points, array lengths, regular expressions, enums and literals (===), unions
// (any option), records (own enumerable keys of a plain object; a symbol key fails, `__proto__` is
// skipped), unknown. Anything else (refine, transform, default, pipe, coercion, other formats, custom
// checks, a `when`) stops the run with the schema's path: it is never approximated.
//
//   node scripts/gen-validators.mjs            writes the file when it changed
//   node scripts/gen-validators.mjs --check [file]   exits 1 when the file (default: the generated one)
//                                              differs from what the schemas make
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

export const OUT = 'src/config/accepts.generated.ts';

class Untranslatable extends Error {}
const fail = (path, what) => {
  throw new Untranslatable(`gen-validators: cannot translate ${path} exactly: ${what}`);
};

/** A JS literal for a value a literal, enum or bound may hold (=== compares it as zod's Set does). */
function literal(v, path) {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return String(v);
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (typeof v === 'number' && Number.isFinite(v)) return Object.is(v, -0) ? '-0' : String(v);
  return fail(path, `literal value ${String(v)}`);
}

const onlyKeys = (obj, allowed, path, what) => {
  for (const k of Object.keys(obj)) if (!allowed.includes(k)) fail(path, `${what} has '${k}'`);
};

/** Translator state: named functions (deduplicated by body), key sets, regular expressions. */
class Gen {
  fns = new Map(); // body → name
  decls = [];
  consts = new Map(); // declaration text → name
  constDecls = [];

  constant(kind, text) {
    let name = this.consts.get(text);
    if (!name) {
      name = `${kind}${this.consts.size}`;
      this.consts.set(text, name);
      this.constDecls.push(`const ${name} = ${text};`);
    }
    return name;
  }

  fn(body) {
    let name = this.fns.get(body);
    if (!name) {
      name = `p${this.fns.size}`;
      this.fns.set(body, name);
      this.decls.push(`function ${name}(v: unknown): boolean {\n${body}\n}`);
    }
    return name;
  }

  /** A boolean expression over the identifier `x` that is true exactly when `s` accepts it. */
  expr(s, x, path) {
    const def = s._zod.def;
    const checks = def.checks ?? [];
    const noChecks = () =>
      checks.length && fail(path, `${def.type} with checks (${checks.map((c) => c._zod.def.check)})`);
    switch (def.type) {
      case 'unknown':
      case 'any':
        onlyKeys(def, ['type', 'error'], path, def.type);
        noChecks();
        return 'true';
      case 'boolean':
        onlyKeys(def, ['type', 'error'], path, 'boolean');
        noChecks();
        return `typeof ${x} === 'boolean'`;
      case 'string':
        onlyKeys(def, ['type', 'error', 'checks'], path, 'string');
        return [`typeof ${x} === 'string'`, ...checks.map((c) => this.stringCheck(c._zod.def, x, path))].join(
          ' && ',
        );
      case 'number':
        return this.number(def, checks, x, path);
      case 'literal':
        onlyKeys(def, ['type', 'error', 'values'], path, 'literal');
        noChecks();
        return `(${def.values.map((v) => `${x} === ${literal(v, path)}`).join(' || ')})`;
      case 'enum':
        onlyKeys(def, ['type', 'error', 'entries'], path, 'enum');
        noChecks();
        return `(${[...s._zod.values].map((v) => `${x} === ${literal(v, path)}`).join(' || ')})`;
      case 'optional':
        onlyKeys(def, ['type', 'innerType'], path, 'optional');
        noChecks();
        if (def.innerType._zod.optin === 'defaulted') fail(path, 'optional of a defaulted schema');
        {
          const inner = this.expr(def.innerType, x, path);
          return inner === 'true' ? 'true' : `(${x} === undefined || ${inner})`;
        }
      case 'nullable':
        onlyKeys(def, ['type', 'innerType'], path, 'nullable');
        noChecks();
        return `(${x} === null || ${this.expr(def.innerType, x, path)})`;
      case 'union':
        onlyKeys(def, ['type', 'error', 'options'], path, 'union (discriminated or exclusive?)');
        noChecks();
        return `(${def.options.map((o, i) => this.expr(o, x, `${path}|${i}`)).join(' || ')})`;
      case 'array':
        return `${this.array(def, checks, path)}(${x})`;
      case 'object':
        noChecks();
        return `${this.object(def, path).name}(${x})`;
      case 'record':
        noChecks();
        return `${this.record(def, path)}(${x})`;
      default:
        return fail(path, `schema type '${def.type}'`);
    }
  }

  number(def, checks, x, path) {
    onlyKeys(def, ['type', 'error', 'checks', 'check', 'abort', 'format'], path, 'number');
    const parts = [`typeof ${x} === 'number'`];
    if (def.check === 'number_format') {
      // an int: an integer inside the safe range (which also rules out NaN and ±Infinity)
      if (def.format !== 'safeint') fail(path, `number format '${def.format}'`);
      parts.push(`Number.isSafeInteger(${x})`);
    } else if (def.check !== undefined || def.format !== undefined) {
      fail(path, `number with check '${def.check}' / format '${def.format}'`);
    } else parts.push(`Number.isFinite(${x})`);
    for (const c of checks) {
      const d = c._zod.def;
      onlyKeys(d, ['check', 'value', 'inclusive', 'when', 'error', 'abort'], path, `check ${d.check}`);
      if (d.when !== undefined) fail(path, `a '${d.check}' check with a condition`);
      if (typeof d.value !== 'number') fail(path, `a '${d.check}' bound that is not a number`);
      const v = literal(d.value, path);
      if (d.check === 'greater_than') parts.push(`${x} ${d.inclusive ? '>=' : '>'} ${v}`);
      else if (d.check === 'less_than') parts.push(`${x} ${d.inclusive ? '<=' : '<'} ${v}`);
      else fail(path, `number check '${d.check}'`);
    }
    return parts.join(' && ');
  }

  /** A length check's condition must be zod's default one (non-nullish with a length), else it is not ours to judge. */
  defaultWhen(d, path) {
    if (d.when !== undefined && !/^_whenHasLength\d*$/.test(d.when.name))
      fail(path, `a '${d.check}' check with its own condition`);
  }

  stringCheck(d, x, path) {
    if (d.check === 'min_length' || d.check === 'max_length') {
      onlyKeys(d, ['check', 'minimum', 'maximum', 'when', 'error', 'abort'], path, `check ${d.check}`);
      this.defaultWhen(d, path);
      // zod counts code points; a code point is one or two UTF-16 units
      if (d.check === 'min_length') {
        const n = d.minimum;
        if (!Number.isInteger(n)) fail(path, 'a non-integer minimum length');
        if (n <= 1) return `${x}.length >= ${n}`;
        return `${x}.length >= ${n} && (${x}.length >= ${2 * n} || codePoints(${x}) >= ${n})`;
      }
      const n = d.maximum;
      if (!Number.isInteger(n)) fail(path, 'a non-integer maximum length');
      return `(${x}.length <= ${n} || codePoints(${x}) <= ${n})`;
    }
    if (d.check === 'string_format' && d.format === 'regex' && d.pattern instanceof RegExp) {
      onlyKeys(d, ['check', 'format', 'pattern', 'when', 'error', 'abort'], path, 'regex check');
      if (d.when !== undefined) fail(path, 'a regex check with a condition');
      const re = this.constant('re', `/${d.pattern.source}/${d.pattern.flags}`);
      return d.pattern.global || d.pattern.sticky
        ? `((${re}.lastIndex = 0), ${re}.test(${x}))`
        : `${re}.test(${x})`;
    }
    return fail(path, `string check '${d.check}'${d.format ? ` (${d.format})` : ''}`);
  }

  array(def, checks, path) {
    onlyKeys(def, ['type', 'error', 'checks', 'element'], path, 'array');
    const lines = ['if (!Array.isArray(v)) return false;'];
    for (const c of checks) {
      const d = c._zod.def;
      onlyKeys(d, ['check', 'minimum', 'maximum', 'when', 'error', 'abort'], path, `check ${d.check}`);
      this.defaultWhen(d, path);
      if (d.check === 'min_length') lines.push(`if (v.length < ${d.minimum}) return false;`);
      else if (d.check === 'max_length') lines.push(`if (v.length > ${d.maximum}) return false;`);
      else fail(path, `array check '${d.check}'`);
    }
    const el = this.expr(def.element, 'x', `${path}[]`);
    if (el !== 'true')
      lines.push(
        `for (let i = 0; i < v.length; i++) {\nconst x: unknown = v[i];\nif (!(${el})) return false;\n}`,
      );
    lines.push('return true;');
    return this.fn(lines.join('\n'));
  }

  record(def, path) {
    onlyKeys(def, ['type', 'error', 'keyType', 'valueType'], path, 'record (partial or loose?)');
    const k = def.keyType._zod.def;
    if (
      k.type !== 'string' ||
      (k.checks ?? []).length ||
      Object.keys(k).some((x) => !['type', 'error'].includes(x))
    )
      fail(path, 'a record whose keys are not plain strings');
    const val = this.expr(def.valueType, 'x', `${path}.*`);
    return this.fn(
      [
        'if (!isPlainObject(v)) return false;',
        'for (const k of Reflect.ownKeys(v)) {',
        "if (k === '__proto__' || !isEnumerable(v, k)) continue;",
        "if (typeof k === 'symbol') return false;",
        ...(val === 'true' ? [] : ['const x: unknown = v[k];', `if (!(${val})) return false;`]),
        '}',
        'return true;',
      ].join('\n'),
    );
  }

  /** The field tests of an object, for `in`-presence (`own` false) or own-enumerable presence minus `skip`. */
  fields(def, path, own) {
    const shape = def.shape;
    if (Object.getOwnPropertySymbols(shape).length) fail(path, 'symbol keys');
    const keys = Object.keys(shape);
    if (keys.includes('__proto__')) fail(path, "a '__proto__' field");
    const lines = [];
    const catchall = def.catchall?._zod.def.type;
    if (catchall !== undefined && catchall !== 'never') fail(path, `an object with a '${catchall}' catchall`);
    if (catchall === 'never') {
      const set = this.constant('keys', `new Set(${JSON.stringify(keys)})`);
      lines.push(
        own
          ? `for (const k in r) if (Object.hasOwn(r, k) && !skip.includes(k) && !${set}.has(k)) return false;`
          : `for (const k in r) if (!${set}.has(k)) return false;`,
      );
    }
    for (const [i, key] of keys.entries()) {
      const f = shape[key];
      const k = JSON.stringify(key);
      const x = `x${i}`;
      const test = this.expr(f, x, `${path}.${key}`);
      const present = own ? `!skip.includes(${k}) && isEnumerable(r, ${k})` : `${k} in r`;
      const { optin, optout } = f._zod;
      if (optin === 'defaulted') fail(`${path}.${key}`, 'a defaulted field');
      if (optin === undefined) {
        // required: absent fails whatever the schema makes of undefined
        lines.push(`if (!(${present})) return false;`, `const ${x} = r[${k}];`);
        if (test !== 'true') lines.push(`if (!(${test})) return false;`);
      } else if (optout === 'optional') {
        // optional: an absent key is fine; a present one (even undefined) is checked
        if (test === 'true') continue;
        if (own)
          lines.push(`if (${present}) {`, `const ${x} = r[${k}];`, `if (!(${test})) return false;`, '}');
        else lines.push(`const ${x} = r[${k}];`, `if (!(${test})) return false;`);
      } else {
        lines.push(own ? `const ${x} = ${present} ? r[${k}] : undefined;` : `const ${x} = r[${k}];`);
        if (test !== 'true') lines.push(`if (!(${test})) return false;`);
      }
    }
    lines.push('return true;');
    return lines;
  }

  object(def, path) {
    onlyKeys(def, ['type', 'error', 'shape', 'catchall', 'checks'], path, 'object');
    const head = [
      "if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;",
      'const r = v as Record<string, unknown>;',
    ];
    const name = this.fn([...head, ...this.fields(def, path, false)].join('\n'));
    const withoutBody = [...head, ...this.fields(def, path, true)].join('\n');
    return { name, withoutBody };
  }
}

const HEADER = `// Generated by scripts/gen-validators.mjs (npm run gen) from the zod schemas named in
// src/config/validated.ts: do not edit, regenerate. Each \`acceptsX(v)\` is true exactly when
// \`X().safeParse(v).success\` is; \`acceptsXWithout(v, skip)\` answers for a copy of the record \`v\` without
// the keys in \`skip\` (its own enumerable string keys, as Object.entries lists them). They decide only
// whether a value is valid: when one says no, the schema itself words the issues.
`;

const HELPERS = {
  isEnumerable: `const isEnumerable = (o: object, k: PropertyKey): boolean => Object.prototype.propertyIsEnumerable.call(o, k);`,
  isPlainObject: `/** zod's test for a record: an object whose constructor, if any, looks like Object's. */
function isPlainObject(o: unknown): o is Record<PropertyKey, unknown> {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  const ctor: unknown = (o as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prot: unknown = ctor.prototype;
  if (typeof prot !== 'object' || prot === null || Array.isArray(prot)) return false;
  return Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf');
}`,
  codePoints: `/** Length in code points (a surrogate pair counts once), as zod measures strings. */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n--;
      i++;
    }
  }
  return n;
}`,
};

/** The translation of one schema (its functions, then its expression); throws what it cannot translate. */
export function translate(schema, name) {
  const g = new Gen();
  const p = g.expr(schema, 'v', name);
  return [...g.constDecls, ...g.decls, p].join('\n');
}

/** Loads the schema table (TypeScript) by bundling it in memory. */
async function loadTable() {
  const bundle = await build({
    entryPoints: ['src/config/validated.ts'],
    // The schemas load zod through a require beside their own file: the bundle runs as a data: URL.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL('src/config/validated.ts').href) },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const code = bundle.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** The generated module's text, formatted as the repository formats TypeScript. */
export async function generate() {
  const { VALIDATED, WITHOUT, acceptsName } = await loadTable();
  const g = new Gen();
  const exports = [];
  for (const [name, make] of Object.entries(VALIDATED)) {
    const schema = make();
    const p = g.expr(schema, 'v', name);
    const fnName = /^p\d+\(v\)$/.test(p) ? p.slice(0, -3) : undefined;
    if (fnName) exports.push(`export const ${acceptsName(name)}: (v: unknown) => boolean = ${fnName};`);
    else exports.push(`export const ${acceptsName(name)} = (v: unknown): boolean => ${p};`);
    if (WITHOUT.includes(name)) {
      if (schema._zod.def.type !== 'object')
        fail(name, 'a copy without keys asked of a schema that is not an object');
      const { withoutBody } = g.object(schema._zod.def, name);
      exports.push(
        `export function ${acceptsName(name, true)}(v: unknown, skip: readonly string[]): boolean {\n${withoutBody}\n}`,
      );
    }
  }
  const code = [...g.constDecls, '', ...g.decls, '', ...exports].join('\n');
  const helpers = Object.entries(HELPERS).filter(([name]) => code.includes(`${name}(`));
  const text = [HEADER, ...helpers.map(([, h]) => `${h}\n`), code, ''].join('\n');
  const options = { ...(await prettier.resolveConfig(OUT)), filepath: OUT };
  return prettier.format(text, options);
}

async function main() {
  const args = process.argv.slice(2);
  let text;
  try {
    text = await generate();
  } catch (e) {
    if (e instanceof Untranslatable) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  if (args[0] === '--check') {
    const file = args[1] ?? OUT;
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== text) {
      console.error(`${file} is not what the schemas generate: run npm run gen and commit it`);
      process.exit(1);
    }
    return;
  }
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // first run
  }
  if (current !== text) {
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
