// Codes of the changelog gate: reading perf-changelog.yaml at both revisions, its syntax, its history
// and the fields of appended entries.
import type { RuleDoc } from '../types.js';

export const CHANGELOG_RULES = {
  'V-1': {
    title: 'A file cannot be read at a revision',
    checks:
      'The changelog (and the configs the plan needs) must exist at the revisions being compared, and the refs must name commits in this clone. A bad ref is an error, never an empty diff.',
    example: 'could not read perf-changelog.yaml at origin/main: fatal: invalid object name',
    fix: 'Fetch the ref (or fetch with enough depth for the merge base), or correct the ref name.',
  },
  'V-2': {
    title: 'The changelog does not end with a newline',
    checks: 'perf-changelog.yaml at the head revision must end with exactly one newline character.',
    example: 'perf-changelog.yaml at 1a2b3c4 does not end with a newline',
    fix: 'End the file with one newline.',
  },
  'L-1': {
    title: 'The changelog is not a well-formed list of entries',
    checks:
      'The file is UTF-8 without NUL bytes, CR characters or tabs, parses as YAML without duplicate keys, has a list at its root, has one `- config-keys:` line per entry, and every entry is a mapping that passes the entry schema. Layout problems (CR, tabs) are warnings unless the strict setting is on.',
    example:
      '- config-keys:\n    - dsr1-fp4-b200-sglang\n  description:\n    - "…"\n  evals_only: true   # unknown key',
    fix: 'Follow the message: remove the unknown or duplicate key, save as UTF-8, replace tabs with spaces, or restore the list structure.',
  },
  'L-2': {
    title: 'History is append-only',
    checks:
      'Existing changelog entries are never edited, deleted or reordered; the only allowed change to history is correcting a `pr-link`, and such corrections are not mixed with new entries. New entries use a canonical `pr-link`: on a PR, `XXX`, `https://github.com/<owner>/<repo>/pull/XXX` or the link to this PR.',
    example:
      'entry 412 changed; existing entries are immutable except for pr-link-only corrections (description)',
    fix: 'Restore the historical entry byte for byte and append your entry at the end of the file; send pr-link corrections in their own pull request.',
  },
  'L-3': {
    title: 'Appended entries are laid out as the file expects',
    checks:
      'The head file starts with the base file byte for byte; new entries follow one empty line after the history, are separated by exactly one empty line, and the file ends with one newline. A diff that adds no entry and corrects no pr-link is an error.',
    example: 'appended changelog entries must have exactly one empty separator line',
    fix: 'Restore the base bytes and append entries at the end, one empty line apart.',
  },
  'L-4': {
    title: 'The changelog conflict cannot be merged automatically',
    checks:
      'Resolving a perf-changelog.yaml conflict with the default branch: the PR side must add entries or correct pr-links, the default branch’s file must be a changelog list, and a corrected entry must be unchanged on the default branch with the pr-link the PR corrects. An entry the default branch already has is dropped (a notice).',
    example: 'main has a conflicting pr-link for entry 412',
    fix: 'Resolve the conflict by hand as the message says, or rebase the PR on the default branch and append the entries again.',
  },
  'CL-3': {
    title: 'The base changelog is not a list',
    checks: 'The changelog at the base revision must be a YAML list, so history can be compared.',
    example: 'perf-changelog.yaml at the base ref is not a changelog list; history cannot be compared',
    fix: 'Repair the changelog on the target branch first; this PR cannot be compared against it.',
  },
  'CL-S': {
    title: 'An appended entry repeats a config key',
    checks: 'Each config key (or pattern) appears once in an appended entry’s `config-keys` (warning).',
    example: "entry 773 lists config key 'dsr1-fp4-b200-sglang' twice",
    fix: 'Remove the repeated key.',
  },
  'P-6': {
    title: 'append-only with eval fields',
    checks:
      '`append-only: true` cannot be combined with `evals-only`, `all-evals` or `eval-min-prefill-ep` in the same entry.',
    example: '  append-only: true\n  evals-only: true',
    fix: 'Drop the eval fields, or make it a regular entry.',
  },
  'N-1': {
    title: 'no-evals with eval fields or modifiers',
    checks:
      '`no-evals: true` cannot be combined with eval selection fields in the entry, nor with the `all-evals` or `evals-only` labels.',
    example: '  no-evals: true\n  all-evals: true',
    fix: 'Remove the eval fields or labels, or the `no-evals` flag.',
  },
} as const satisfies Record<string, RuleDoc>;
