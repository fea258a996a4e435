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
      'Before dispatch, every job’s runner label is a label of runners.yaml, every scheduler label is a valid runner label, and with the node-slot scheduler every row reserves a positive number of nodes.',
    example:
      "row 1a2b3c4d5e6f7a8b: runner label 'gb300-nv' is not in runners.yaml, so no runner would take the job",
    fix: 'Add the label to runners.yaml, or change the config’s runner to a label runners.yaml has.',
  },
} as const satisfies Record<string, RuleDoc>;
