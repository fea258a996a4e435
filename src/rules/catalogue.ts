// The rule catalogue: every code a diagnostic can carry, with what it checks, an example and the fix.
// docs/rules.md is generated from it (`npm run docs`), and a test checks that every code the source can
// emit has an entry. Adding a code is one entry in the family file it belongs to.
import { CHANGELOG_RULES } from './catalogue/changelog.js';
import { CONFIG_RULES } from './catalogue/configs.js';
import { INSTALL_RULES } from './catalogue/install.js';
import { LANE_RULES } from './catalogue/lanes.js';
import { PLAN_RULES } from './catalogue/plan.js';
import { WORKFLOW_RULES } from './catalogue/workflow.js';
import type { RuleDoc, RuleSection } from './types.js';

export type { RuleDoc, RuleSection };

/** The families, in the order docs/rules.md presents them. */
export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    title: 'The changelog gate',
    intro:
      'Reading perf-changelog.yaml at the base and head revisions, its layout, its history and appended entries.',
    rules: CHANGELOG_RULES,
  },
  {
    title: 'Planning',
    intro:
      'Resolving config keys, append-only entries, the rows and buckets of the plan, and GitHub’s limits.',
    rules: PLAN_RULES,
  },
  {
    title: 'Master configs, runners and YAML',
    intro:
      'configs/*-master.yaml, configs/runners.yaml, configs/ci-priority.yaml and the YAML they are written in.',
    rules: CONFIG_RULES,
  },
  {
    title: 'Lanes and GPU topology',
    intro:
      'configs/lanes.yaml and the GPUs and nodes each planned row declares, checked before any GPU time is spent.',
    rules: LANE_RULES,
  },
  {
    title: 'Sweeps, labels and commands',
    intro:
      'Why a sweep did or did not run: labels, comment commands, fork approval, manual runs and dispatch.',
    rules: WORKFLOW_RULES,
  },
  {
    title: 'Installing in a repository',
    intro: 'The repository config file (.github/sweep.yml) and the runner labels jobs are routed to.',
    rules: INSTALL_RULES,
  },
];

export const CATALOGUE = {
  ...CHANGELOG_RULES,
  ...PLAN_RULES,
  ...CONFIG_RULES,
  ...LANE_RULES,
  ...WORKFLOW_RULES,
  ...INSTALL_RULES,
} as const satisfies Record<string, RuleDoc>;

/** A code with a catalogue entry. */
export type RuleCode = keyof typeof CATALOGUE;

export const isRuleCode = (code: string): code is RuleCode => Object.hasOwn(CATALOGUE, code);

export const RULES_DOC = 'docs/rules.md';

/** The anchor of a code in docs/rules.md: `L-2` → `l-2`, `YAML-DUP` → `yaml-dup`. */
export const ruleAnchor = (code: string): string =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `docs/rules.md#l-2`, or undefined for a code without an entry. */
export const ruleDocLink = (code: string): string | undefined =>
  isRuleCode(code) ? `${RULES_DOC}#${ruleAnchor(code)}` : undefined;
