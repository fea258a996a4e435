// A fast path for reading YAML values when nothing is wrong with them. The positioned parser
// (`parse.ts`, the `yaml` library) costs ~300 ms for the largest master config; js-yaml reads the same
// text in ~20 ms. The fast path resolves plain scalars exactly as `yaml` does in YAML 1.1 mode for the
// forms our files use, and BAILS (returns undefined) on anything else — duplicate keys, syntax errors,
// explicit tags, octal/hex/binary ints, exponent floats, `.inf`/`.nan`, sexagesimal numbers, timestamps,
// merge keys, plain y/n — so callers fall back to the positioned parser, which also explains problems.
import jsyaml from 'js-yaml';

const bail = (): never => {
  throw new Error('not for the fast path');
};

// Checked first: every plain scalar the fast path does not resolve itself.
const unsupported = new jsyaml.Type('tag:yaml.org,2002:bail', {
  kind: 'scalar',
  resolve: (s: string) =>
    /^[yYnN]$/.test(s) ||
    /^<<$/.test(s) ||
    /^[-+]?0[0-9_]+$/.test(s) || // octal in YAML 1.1
    /^[-+]?0[xXbBoO]/.test(s) ||
    /^[-+]?\.?(?:inf|Inf|INF|nan|NaN|NAN)$/.test(s) ||
    /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/.test(s) || // base 60
    /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/.test(s) || // timestamp
    /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/.test(s) || // exponent float
    /^[-+]?_/.test(s) ||
    (/^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/.test(s) && !/[0-9]/.test(s)), // `._` is NaN there
  construct: bail,
});

const nullType = new jsyaml.Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (s: string) => /^(?:~|[Nn]ull|NULL)?$/.test(s),
  construct: () => null,
});

const boolType = new jsyaml.Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (s: string) => /^(?:[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/.test(s),
  construct: (s: string) => /^(?:[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/.test(s),
});

const intType = new jsyaml.Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (s: string) => /^[-+]?[0-9][0-9_]*$/.test(s),
  construct: (s: string) => {
    const n = parseInt(s.replace(/^[-+]/, '').replace(/_/g, ''), 10);
    return s[0] === '-' ? -1 * n : n;
  },
});

const floatType = new jsyaml.Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (s: string) => /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/.test(s) && /[0-9]/.test(s),
  construct: (s: string) => parseFloat(s.replace(/_/g, '')),
});

const schema = jsyaml.FAILSAFE_SCHEMA.extend({
  implicit: [unsupported, nullType, boolType, intType, floatType],
});

/** The value of `text`, or undefined when only the positioned parser may read it. */
export function fastLoad(text: string): { value: unknown } | undefined {
  // Tags, directives and complex keys: rare in our files and resolved differently by the two parsers.
  if (/^%|(?:^\s*|[:[{,-]\s+|[[{,])!|^\s*\?(?:\s|$)|["']#/m.test(text)) return undefined;
  try {
    return { value: jsyaml.load(text, { schema, json: false }) };
  } catch {
    // Syntax errors, duplicate keys, unknown tags and unsupported scalars all go the slow way.
    return undefined;
  }
}
