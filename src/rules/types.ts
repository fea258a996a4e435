// One entry of the rule catalogue: what a diagnostic code means to the person who sees it.

export interface RuleDoc {
  /** A short title, e.g. "History is append-only". */
  title: string;
  /** What the rule checks, in a sentence or two. */
  checks: string;
  /** An input that triggers it, or the message it prints. */
  example: string;
  /** How to fix it. */
  fix: string;
}

/** A family of codes, documented under one heading. */
export interface RuleSection {
  title: string;
  intro: string;
  rules: Readonly<Record<string, RuleDoc>>;
}
