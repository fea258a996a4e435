// JSON text as the reference's Python tools write it (`json.dump(data, f, indent=2)`), so a file the
// product writes in the reference's place is byte-for-byte what the reference would have written. Two
// things differ from JSON.stringify: a float is written as Python's repr (`1.0`, `1e-05`, `1e+16`) — the
// caller says which keys hold floats, because JavaScript has no float type — and non-ASCII text is escaped
// (`ensure_ascii`). Pure.

/** Python's `repr(float)`: the shortest digits that read back to the same value, in Python's notation. */
export function pythonFloat(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  // toExponential() with no argument gives as many digits as needed to identify the value uniquely, the
  // same shortest digits Python's repr chooses.
  const [mantissa, exp] = x.toExponential().split('e') as [string, string];
  const e = Number(exp);
  const sign = mantissa.startsWith('-') ? '-' : '';
  const digits = mantissa.replace('-', '').replace('.', '');
  // repr switches to scientific notation below 1e-4 and from 1e16 on.
  if (e < -4 || e >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (e < 0) return `${sign}0.${'0'.repeat(-e - 1)}${digits}`;
  const whole = digits.slice(0, e + 1).padEnd(e + 1, '0');
  const frac = digits.slice(e + 1);
  return `${sign}${whole}.${frac || '0'}`;
}

/** A JSON string literal with every non-ASCII code unit escaped, as Python's `ensure_ascii` does. */
function pythonString(s: string): string {
  return JSON.stringify(s).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `json.dumps(value, indent=2)`. A number is a float (written with its repr) when `isFloat(key)` says so
 * for the key holding it (top-level and nested keys alike), an int otherwise.
 */
export function pythonJson(value: unknown, isFloat: (key: string) => boolean = () => false): string {
  const write = (v: unknown, key: string, indent: string): string => {
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (typeof v === 'number') return isFloat(key) ? pythonFloat(v) : String(v);
    if (typeof v === 'string') return pythonString(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[\n${v.map((x) => inner + write(x, key, inner)).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    const body = entries.map(([k, x]) => `${inner}${pythonString(k)}: ${write(x, k, inner)}`).join(',\n');
    return `{\n${body}\n${indent}}`;
  };
  return write(value, '', '');
}
