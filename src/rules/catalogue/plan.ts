// Codes of planning: resolving config keys, append-only entries, the rows and buckets of the plan and
// the limits GitHub puts on dispatching it.
import type { RuleDoc } from '../types.js';

export const PLAN_RULES = {
  'P-7': {
    title: 'append-only entries sweep alone',
    checks: 'On a pull request, `append-only` entries cannot share a sweep with regular entries.',
    example: 'append-only entries cannot share a sweep with regular changelog entries',
    fix: 'Move the append-only entry to its own pull request.',
  },
  'P-8': {
    title: 'append-only sweeps take no eval modifiers',
    checks: 'An `append-only` sweep cannot carry the `all-evals` or `evals-only` labels.',
    example: 'append-only sweeps cannot use all-evals or evals-only modifiers',
    fix: 'Remove the all-evals / evals-only labels.',
  },
  'P-10': {
    title: 'A wildcard matches no config key',
    checks:
      'A `config-keys` pattern with `*` must match at least one master config key (`*` is the only wildcard; matching is anchored and case-sensitive).',
    example: "No config keys matched the wildcard pattern 'dsr1-fp4-h300-*' in master configs.",
    fix: 'Check the pattern against the keys in configs/*-master.yaml.',
  },
  'P-11': {
    title: 'A config key does not exist',
    checks:
      'A `config-keys` item without `*` must be an existing master config key; `?` and `[` are literal characters.',
    example: "Config key 'dsr1-fp4-b200-sglan' not found in master configs.",
    fix: 'Use an existing key from configs/*-master.yaml, or `*` as the wildcard.',
  },
  'P-12': {
    title: 'append-only needs the base revision’s configs',
    checks:
      'An `append-only` entry is planned against the master configs and runners.yaml of the base revision; they must exist there.',
    example: "append-only base revision is missing generation inputs: ['configs/runners.yaml']",
    fix: 'Make it a regular entry, or add the configs on the target branch first.',
  },
  'P-13': {
    title: 'append-only changes stay inside the entry’s scope',
    checks:
      'An `append-only` PR may change only the configs and scenarios its entry selects: selected configs exist at the base, no other config is added, removed or changed, no scenario is added or removed, and config-wide fields stay the same when a scenario is outside the scope.',
    example: "append-only PR changed configs not selected by its changelog entry: ['dsr1-fp8-h200-sglang']",
    fix: 'Revert the unrelated config changes, or make it a regular entry.',
  },
  'P-14': {
    title: 'append-only only adds points to existing curves',
    checks:
      'Every row an `append-only` entry adds extends an existing curve (same recipe) with new concurrencies; no existing curve or point disappears, at least one point is added, and each extended series keeps its one image.',
    example: 'append-only may not remove or modify existing generated recipes',
    fix: 'Keep the existing recipe fields as they are and only add concurrencies, or make it a regular entry.',
  },
  'X-1': {
    title: 'An entry selects no rows',
    checks:
      'Every appended entry should plan at least one row (a warning; an error under the strict setting).',
    example: 'entry 773 (line 10921) selects no rows',
    fix: 'Check the entry’s `scenario-type` and eval flags against the selected configs.',
  },
  'X-2': {
    title: 'A later entry’s flags are ignored',
    checks:
      'When two entries select the same config and scenario, the first claims it; the second entry’s eval flags do not apply there (warning).',
    example: 'entry 774: flags ignored for dsr1-fp4-b200-sglang/fixed-seq-len, already claimed by entry 773',
    fix: 'Merge the two entries, or give them disjoint configs.',
  },
  'X-3': {
    title: 'A bucket has no job to run it',
    checks:
      'Fixed-seq-len rows run only for the 1k1k (1024/1024) and 8k1k (8192/1024) pairs; rows of any other pair have no workflow job.',
    example: 'bucket single_node.2048_512 has no consuming job',
    fix: 'Use isl/osl 1024/1024 or 8192/1024.',
  },
  'X-4': {
    title: 'A wildcard matches many configs',
    checks:
      'A `config-keys` pattern matching more configs than the warning threshold (default 20) is reported (warning).',
    example: "pattern 'dsr1-*' matches 41 configs",
    fix: 'Name the configs you mean, or confirm the wide sweep is intended.',
  },
  'X-5': {
    title: 'The plan exceeds GitHub’s limits',
    checks: 'Each bucket must fit the shards the sweep workflow has (at most 256 jobs per matrix).',
    example: 'plan exceeds limits: single_node.8k1k needs 4 shards (max 3)',
    fix: 'Split the changelog entry, or raise `shards-per-family`.',
  },
  'MX-2': {
    title: 'The same job is planned twice',
    checks: 'Every row has a unique row id; two identical rows would run the same job twice.',
    example: 'duplicate row 3f9a0c1d2e4b5a6c (dsr1_8k1k on b200): the same job is generated twice',
    fix: 'Remove the repeated search-space item or concurrency, or the second entry that selects the config.',
  },
  'PF-1': {
    title: 'The plan file is not a plan report',
    checks: 'A `plan-file` given to the action must be a readable plan report.',
    example: 'plan-file plan.json is not a plan report: Required',
    fix: 'Pass the report written by `sweep plan`, unchanged.',
  },
} as const satisfies Record<string, RuleDoc>;
