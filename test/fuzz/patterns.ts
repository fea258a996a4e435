// The pattern family of fuzz cases: appended entries whose `config-keys` are huge or pathological — a
// 36 kB wildcard, many stars that almost match, lengths at the limit, more patterns than allowed,
// regular-expression syntax, odd characters. A form is data (a kind and two numbers), so a failing case
// prints and replays exactly.
export type PatternForm = [kind: number, a: number, b: number];

const LENGTHS = [255, 256, 257, 1_000, 36_001, 200_000];
const STARS = [8, 30, 60, 127, 128];
const COUNTS = [999, 1_000, 1_001, 3_000];
const META = ['(a+)+$', '.*', '[', ']', '\\', '${x}', '^*$', '*?*', '**', '***', '*.*', '(*)', '*|*', '*\\*'];
const ODD = ['\u2028', 'é', '😀', '\t', ' ', '#', ':', '"', "'", '\ud83d', '\x7f'];
/** Prefixes of real config keys, so some patterns match and the rest of the plan runs. */
const REAL = ['dsr1-fp4-b200-sglang', 'dsr1-', 'dsv4-fp4-', 'qwen3.5-', 'kimik3-', ''];

/** The config keys of one form (the entry lists them in order). */
export function patternKeys([kind, a, b]: PatternForm): string[] {
  const real = REAL[a % REAL.length]!;
  switch (kind % 7) {
    case 0: {
      // One long key or pattern: plain, a wildcard of many pieces, or stars that almost match everything.
      const n = LENGTHS[b % LENGTHS.length]!;
      const body = a % 3 === 0 ? 'x'.repeat(n) : a % 3 === 1 ? '*x'.repeat(n / 2) : '*'.repeat(n);
      return [`${real}${body}`.slice(0, Math.max(n, real.length))];
    }
    case 1: {
      // The backtracking shape: `*d*d*d…*zz` against keys full of `d`s.
      const k = STARS[b % STARS.length]!;
      return [`${'*d'.repeat(k)}*${a % 2 ? 'zz' : 'g'}`];
    }
    case 2: {
      // Many wildcard patterns, over one entry or two.
      const n = COUNTS[b % COUNTS.length]!;
      return Array.from({ length: a % 2 ? n : Math.ceil(n / 2) }, (_, i) => `${real}*${i}*`);
    }
    case 3:
      // Many plain keys (the per-entry count limit).
      return Array.from({ length: COUNTS[b % COUNTS.length]! }, (_, i) => `${real}k${i}`);
    case 4:
      return [META[a % META.length]!, `${real}${META[b % META.length]!}`];
    case 5:
      return [`${real}${ODD[b % ODD.length]!}*`, `*${ODD[a % ODD.length]!}`];
    default:
      // Valid selections: a real key, a family pattern, or every key (or one that matches nothing).
      return b % 4 === 0
        ? ['dsr1-fp4-b200-sglang', `${real}*nomatch*${b}`]
        : ['dsr1-fp4-b200-sglang', b % 4 === 1 ? '*' : `${real || 'dsr1-'}*`];
  }
}

/** Whether the form makes two appended entries (the count limit is over all of them). */
const twoEntries = ([kind, a]: PatternForm) => kind % 7 === 2 && a % 2 === 0;

/** The appended text of a form: one or two entries, every key double-quoted (JSON is valid YAML here). */
export function patternEntries(form: PatternForm): string {
  const keys = patternKeys(form);
  const entry = (ks: string[]) =>
    `- config-keys:\n${ks.map((k) => `    - ${JSON.stringify(k)}\n`).join('')}  description:\n    - "Fuzz pattern case"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n`;
  return twoEntries(form) ? entry(keys) + entry(keys.map((k) => `${k}-2`)) : entry(keys);
}

export const describeForm = ([kind, a, b]: PatternForm): string =>
  `${['long', 'stars', 'many-wildcards', 'many-keys', 'regex-syntax', 'odd-characters', 'mixed'][kind % 7]}(${a},${b})`;
