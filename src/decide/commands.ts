// Comment commands: one command per line, surrounding whitespace allowed, the last
// matching line of a comment wins. Unknown `/sweep …` arguments are kept so the reply can explain them.
export type SweepCommand =
  | { kind: 'sweep'; confirm?: true }
  | { kind: 'rerun-failed' }
  | { kind: 'cancel' }
  | { kind: 'approve'; sha: string }
  | { kind: 'invalid'; text: string };

const grammar: { pattern: RegExp; build: (m: RegExpMatchArray) => SweepCommand }[] = [
  { pattern: /^\/sweep$/, build: () => ({ kind: 'sweep' }) },
  // A maintainer's explicit go-ahead for a plan above the repository's GPU-hour budget.
  { pattern: /^\/sweep\s+--confirm$/, build: () => ({ kind: 'sweep', confirm: true }) },
  { pattern: /^\/sweep\s+rerun-failed$/, build: () => ({ kind: 'rerun-failed' }) },
  { pattern: /^\/sweep\s+cancel$/, build: () => ({ kind: 'cancel' }) },
  {
    pattern: /^\/approve\s+([0-9a-fA-F]{7,40})$/,
    build: (m) => ({ kind: 'approve', sha: m[1]!.toLowerCase() }),
  },
  { pattern: /^\/(?:sweep|approve)(?:\s.*)?$/, build: (m) => ({ kind: 'invalid', text: m[0] }) },
];

export function parseCommand(body: string): SweepCommand | undefined {
  let found: SweepCommand | undefined;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    for (const rule of grammar) {
      const m = line.match(rule.pattern);
      if (m) {
        found = rule.build(m);
        break;
      }
    }
  }
  return found;
}
