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

/**
 * The text's syntax alone: quoted scalars blanked to `""`, comments removed. Undefined when a quoted
 * scalar runs over a line end or a comment is glued to a token (`[1]#x`): left to the positioned parser.
 */
function skeleton(text: string): string | undefined {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let s = '';
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (c === '"' || c === "'") {
        let j = i + 1;
        for (; j < line.length; j++) {
          if (c === '"' && line[j] === '\\') j++;
          else if (line[j] === c) {
            if (c === "'" && line[j + 1] === "'") j++;
            else break;
          }
        }
        if (j >= line.length) {
          // Unterminated: an apostrophe inside a plain scalar is fine, a quoted scalar is not.
          if (/(?:^|[\s:[{,-])$/.test(s)) return undefined;
          s += c;
          continue;
        }
        s += '""';
        i = j;
        if (line[i + 1] === '#') return undefined;
      } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
      else if (c === '#' && /[[\]{},]/.test(line[i - 1]!)) return undefined;
      else s += c;
    }
    out.push(s);
  }
  return out.join('\n');
}

/** The value of `text`, or undefined when only the positioned parser may read it. */
export function fastLoad(text: string): { value: unknown } | undefined {
  // Tags, directives, anchors and aliases, complex keys, block scalars, tabs: rare in our files, and the
  // two parsers differ on their edge cases.
  const syntax = skeleton(text);
  if (syntax === undefined) return undefined;
  // Our documents start at column 0; an indented start is left to the parser that explains it.
  const first = syntax.split('\n').find((l) => l.trim() !== '');
  if (first !== undefined && /^\s/.test(first)) return undefined;
  if (
    /^(?:---|\.\.\.)|^%|(?:^\s*|[:[{,-]\s+|[[{,])[!&*]|(?:^|[\s[{,-])\?(?:\s|$)|\t|(?:^|[:-])[ ]*[|>]|[\]}][ ]*:/m.test(
      syntax,
    )
  )
    return undefined;
  // Null-like or empty keys: the parsers name them differently ("null" / "").
  if (
    /(?:^|[[{,?-])[ ]*(?:~|[Nn]ull|NULL)?[ ]*:(?:\s|$|[\]},])|[{,][ ]*(?:~|[Nn]ull|NULL)[ ]*[,}]/m.test(
      syntax,
    )
  )
    return undefined;
  try {
    // An empty document is null for the positioned parser, undefined for js-yaml.
    return { value: jsyaml.load(text, { schema, json: false }) ?? null };
  } catch {
    // Syntax errors, duplicate keys, unknown tags and unsupported scalars all go the slow way.
    return undefined;
  }
}
