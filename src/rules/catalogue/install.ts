// Codes of installing the product in a repository: its config file (.github/sweep.yml) and the runner
// labels each job is routed to.
import type { RuleDoc } from '../types.js';

export const INSTALL_RULES = {
  'RC-1': {
    title: 'The repository config file is too large',
    checks: 'The repository config file (.github/sweep.yml) is at most 64 KiB.',
    example: 'the config file is larger than 65536 bytes',
    fix: 'Keep only the settings that differ from the defaults in the file.',
  },
  'RC-2': {
    title: 'A setting of the repository config file is not valid',
    checks:
      'Every key of .github/sweep.yml is a known setting and every value has the documented type: relative paths inside the repository, label names without quotes or commas, fail-fast-scope matrix or run, queue-alert-minutes a positive number.',
    example: 'layout:\n  runner: configs/runners.yaml   # did you mean runners?',
    fix: 'Follow the message (it names the key and, for a typo, the setting meant); the JSON Schema in schema/sweep-config.schema.json gives editor completion.',
  },
  'RT-1': {
    title: 'A job would wait for a runner that does not exist',
    checks:
      'Before dispatch (in the control run, and again in the sweep’s load-plan job), every label of every planned job is a label runners.yaml lists runners under (a label with only a hardware or clusters record has none), except those every self-hosted runner carries or the priority scheduler attaches; every label is well formed; and with the node-slot scheduler every row reserves a positive number of nodes. A failure holds the sweep back: nothing is dispatched, and the status comment lists one error per row.',
    example:
      "row dsv4_8k1k (1a2b3c4d5e6f7a8b): its job would wait for the runner label 'gb300-nv', which no runner in configs/runners.yaml carries",
    fix: 'Register runners with the label and list them under labels: in runners.yaml, or change the config’s runner to a label runners.yaml has (the message suggests the one probably meant).',
  },
  'RT-2': {
    title: 'A job has waited too long for a runner',
    checks:
      'While a sweep runs, its queue watcher lists the run’s jobs every few minutes; a job queued longer than queue-alert-minutes that no online self-hosted runner can take (every label of its runs-on on one runner) is named in the status comment, with the labels no online runner carries. When the token cannot read the runner list, the waiting jobs and their labels are named anyway.',
    example:
      'dsv4_8k1k (cluster:gb300-nv, conc [8,32,128]) queued since 2026-08-22T12:12:00Z for cluster:gb300-nv: no online runner carries cluster:gb300-nv',
    fix: 'Register (or bring online) a self-hosted runner with exactly those labels, or fix the runner label in runners.yaml and the config that uses it.',
  },
} as const satisfies Record<string, RuleDoc>;
