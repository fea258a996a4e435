// Codes of the master configs, runners.yaml, ci-priority.yaml and the YAML they are written in.
import type { RuleDoc } from '../types.js';

export const CONFIG_RULES = {
  YAML: {
    title: 'The file is not valid YAML',
    checks:
      'Every input file must parse as YAML; the message names the line and column of the first problem.',
    example:
      'configs/nvidia-master.yaml:12:5: error [YAML] Nested mappings are not allowed in compact mappings',
    fix: 'Fix the YAML syntax at the position given (indentation, a missing colon, an unclosed quote or bracket).',
  },
  'YAML-DUP': {
    title: 'A YAML mapping repeats a key',
    checks: 'A key appears once per mapping; YAML 1.1 readers would silently keep the last value.',
    example: 'search-space:\n  - { tp: 4, tp: 8, conc-list: [1] }',
    fix: 'Remove or rename one of the two keys.',
  },
  'YAML-CHAR': {
    title: "A character the reference's YAML parser refuses",
    checks:
      "Characters outside the reference parser's printable set (control characters such as BEL or ESC, DEL, C1 controls, U+FFFE, U+FFFF) are refused by it; NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR and a CR without LF are line breaks to it but ordinary characters here. Either way the two would read different documents, so both are errors at the character.",
    example:
      "configs/nvidia-master.yaml:12:5: error [YAML-CHAR] contains the non-printable character U+0007 (BEL), which the reference's YAML parser refuses",
    fix: 'Remove the character, or use an LF line break; inside a double-quoted string an escape such as `\\a` or `\\x07` is allowed.',
  },
  LIMIT: {
    title: 'An input is over a size limit',
    checks:
      'Everything a pull request can change is read under limits (src/limits.ts): a YAML file 4 MiB and 100,000 values, 64 levels of nesting, 1,000 aliases and 10,000 nodes reached through them; 1 MiB of appended changelog text, 256 characters per config key or pattern and 1,000 `*` patterns in the appended entries (checked before any key is matched); 20,000 items from `$ref` fragments; 5,000 entries in one master config. Past a limit the file is refused before it is read further, with its size and the limit.',
    example:
      'perf-changelog.yaml:6382: error [LIMIT] perf-changelog.yaml: the appended text is 9 MiB, over the limit of 1 MiB for the text a change appends to the changelog',
    fix: 'Bring the input under the limit the message names; real files stay far below every limit.',
  },
  'YM-2': {
    title: 'A plain scalar reads differently in YAML 1.1',
    checks:
      'Plain `y`, `Y`, `n`, `N` and exponent numbers without a dot (`1e3`) are booleans or numbers to one YAML 1.1 reader and strings to another.',
    example: 'spec-decoding: n',
    fix: 'Quote the value: `"n"`.',
  },
  'VL-1': {
    title: 'A master config file is missing',
    checks: 'Every master config file the plan reads must exist.',
    example: "Input file 'configs/amd-master.yaml' does not exist.",
    fix: 'Restore the file, or pass the right path with `--config-files`.',
  },
  'VL-2': {
    title: 'A master config file is not a mapping',
    checks: 'A master config file maps config keys to entries.',
    example: "Config file 'configs/nvidia-master.yaml' must contain a dictionary",
    fix: 'Make the file a mapping of `<config key>: <entry>`.',
  },
  'VL-3': {
    title: 'A master config key contains `*`',
    checks: '`*` is the wildcard of changelog patterns, so it cannot be part of a config key.',
    example: "Wildcard '*' is not allowed in master config keys: 'dsr1-*-b200'",
    fix: 'Rename the key without `*`.',
  },
  'VL-4': {
    title: 'A config key is defined twice',
    checks: 'Config keys are unique across all master config files.',
    example: "Duplicate configuration keys found in 'configs/nvidia-master.yaml': dsr1-fp4-b200-sglang",
    fix: 'Rename or remove one of the two entries.',
  },
  'VM-1': {
    title: 'A field is missing, unknown or of the wrong type',
    checks:
      'Every entry, scenario block and search-space item has its required fields with the right types, and no unknown field.',
    example:
      'dsr1-fp4-b200-sglang:\n  image: lmsysorg/sglang:v0.5.16\n  multinode: false\n  # model: missing → Field required',
    fix: 'Add the missing field, remove the unknown one, or give the value the type the message names.',
  },
  'VM-2': {
    title: 'An entry has no scenario',
    checks:
      'An entry needs at least one non-empty `fixed-seq-len` or `agentic-coding` list under `scenarios`.',
    example: 'At least one scenario type must be specified',
    fix: 'Add a scenario block with a search space.',
  },
  'VM-3': {
    title: 'Agentic entries need an exact cluster runner',
    checks:
      'An entry with `agentic-coding` scenarios uses a `cluster:<name>` runner, so every point runs on one hardware fleet.',
    example: 'runner: b200   # with agentic-coding scenarios',
    fix: 'Use a `cluster:` label such as `cluster:b300-nv`.',
  },
  'VM-4': {
    title: 'A field is set at two levels',
    checks:
      '`router` and `kv-p2p-transfer` are set at the top level of an entry or in its search-space items, never both.',
    example:
      'router and kv-p2p-transfer must be declared either at the top level or in search-space entries, not both',
    fix: 'Remove it at one of the two levels.',
  },
  'VM-5': {
    title: 'kv-p2p-transfer on a single-node entry',
    checks: '`kv-p2p-transfer` is valid only when `multinode: true`.',
    example: 'kv-p2p-transfer is only valid when multinode=true',
    fix: 'Remove `kv-p2p-transfer`, or make the entry multi-node.',
  },
  'VM-6': {
    title: 'A disaggregated entry needs kv-p2p-transfer',
    checks: '`disagg: true` needs `kv-p2p-transfer` at the top level or in every search-space item.',
    example: 'disagg=true requires kv-p2p-transfer at the top level or in every search-space entry',
    fix: 'Set `kv-p2p-transfer` (e.g. `nixl`) once at the top level.',
  },
  'VM-7': {
    title: 'A single-node entry cannot be disaggregated',
    checks: '`disagg: true` needs `multinode: true`.',
    example: 'multinode: false\ndisagg: true',
    fix: 'Remove `disagg`, or make the entry multi-node.',
  },
  'VC-1': {
    title: 'Both a concurrency list and a range',
    checks: 'A search-space item gives either `conc-list` or `conc-start` + `conc-end`, not both.',
    example: '{ tp: 4, conc-list: [1, 2], conc-start: 1, conc-end: 8 }',
    fix: 'Keep one of the two forms.',
  },
  'VC-2': {
    title: 'No concurrency given',
    checks: 'A search-space item needs a non-empty `conc-list` or both `conc-start` and `conc-end`.',
    example: '{ tp: 4, conc-start: 1 }',
    fix: 'Add `conc-end`, or give a `conc-list`.',
  },
  'VC-3': {
    title: 'A concurrency range bound is not positive',
    checks: '`conc-start` and `conc-end` are greater than 0.',
    example: '{ tp: 4, conc-start: 0, conc-end: 8 }',
    fix: 'Start the range at 1 or more.',
  },
  'VC-4': {
    title: 'A concurrency range runs backwards',
    checks: '`conc-start` is at most `conc-end`.',
    example: "'conc-start' (64) must be <= 'conc-end' (32).",
    fix: 'Swap the bounds.',
  },
  'VC-5': {
    title: 'A concurrency list value is not positive',
    checks: 'Every `conc-list` value is greater than 0.',
    example: '{ tp: 4, conc-list: [0, 4] }',
    fix: 'Remove the zero or negative values.',
  },
  'VT-1': {
    title: 'tp is not divisible by dcp-size',
    checks: 'Decode context parallelism splits a worker’s tensor-parallel group, so `tp % dcp-size == 0`.',
    example: "'tp' (4) must be divisible by 'dcp-size' (3)",
    fix: 'Use a `dcp-size` that divides `tp`.',
  },
  'VT-2': {
    title: 'Worker hardware on one side only',
    checks: '`hardware` is given on both `prefill` and `decode`, or on neither.',
    example: "'hardware' must be specified for both 'prefill' and 'decode', or neither",
    fix: 'Add `hardware` to the other worker, or remove it.',
  },
  'VA-1': {
    title: 'An agentic item has no shape',
    checks:
      'An agentic search-space item gives either `tp` (single-node) or both `prefill` and `decode` (multi-node).',
    example: 'Agentic search-space entries must specify either tp or both prefill and decode',
    fix: 'Give `tp`, or `prefill` and `decode`.',
  },
  'VA-2': {
    title: 'A single-node agentic item without kv-offloading',
    checks: 'Single-node agentic items must say `kv-offloading: none` or `dram`.',
    example: '{ tp: 8, conc-list: [16] }   # agentic, no kv-offloading',
    fix: 'Add `kv-offloading: none` (or `dram` with a backend).',
  },
  'VA-3': {
    title: 'Entry-level parallelism on a multi-node agentic item',
    checks: 'Multi-node agentic items set `pp`, `dcp-size` and `pcp-size` per worker, not on the item.',
    example: "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
    fix: 'Move the field into `prefill` / `decode`.',
  },
  'VA-4': {
    title: 'kv-offload-backend without kv-offloading',
    checks: '`kv-offload-backend` needs `kv-offloading`.',
    example: 'kv-offload-backend requires kv-offloading',
    fix: 'Add `kv-offloading: dram`, or remove the backend.',
  },
  'VA-5': {
    title: 'kv-offload-backend with offloading off',
    checks: '`kv-offload-backend` can only be set when `kv-offloading` is not `none`.',
    example: 'kv-offloading: none\nkv-offload-backend: {name: hicache}',
    fix: 'Remove the backend, or turn offloading on.',
  },
  'VA-6': {
    title: 'DRAM offloading without a backend',
    checks: '`kv-offloading: dram` needs `kv-offload-backend`.',
    example: "kv-offload-backend is required when kv-offloading is 'dram'",
    fix: 'Add `kv-offload-backend: {name: …}`.',
  },
  'VA-7': {
    title: 'DRAM offloading without a DRAM budget',
    checks:
      '`kv-offloading: dram` needs `dram-utilization` on the block and DRAM facts for the runner in runners.yaml.',
    example: "kv-offloading='dram' requires dram-utilization with runner hardware metadata",
    fix: 'Add `dram-utilization` to the agentic block, and the runner’s hardware record.',
  },
  'VA-8': {
    title: 'A component version names an image',
    checks:
      'A `router` or backend `version` is a release, a package version or a source commit, not `image:…`.',
    example: 'router: {name: sglang-router, version: "image:lmsysorg/router:1"}',
    fix: 'Give the version; the image belongs in `image`.',
  },
  'VR-1': {
    title: 'runners.yaml is missing',
    checks: 'The runner config file must exist.',
    example: "Runner config file 'configs/runners.yaml' does not exist.",
    fix: 'Restore the file, or pass the right path with `--runner-config`.',
  },
  'VR-2': {
    title: 'runners.yaml has no labels mapping',
    checks: 'runners.yaml defines `labels`: runner label → runner names.',
    example: 'Runner config must define a labels mapping',
    fix: 'Add `labels:` with at least one label.',
  },
  'VR-3': {
    title: 'A runner label is not a list of names',
    checks: 'Each label maps to a non-empty list of runner-name strings.',
    example: "Runner config entry 'b200' must be a list, got str",
    fix: 'Write the label as a list: `b200: [b200-nb_0, b200-nb_1]`.',
  },
  'VR-4': {
    title: 'A runners.yaml record is invalid',
    checks:
      '`hardware` and `clusters` records have their fields (`gpus-per-node`, DRAM size, scheduler, Slurm settings, volumes, squash cache, srt-slurm profile, models, env) with the right types, and there are no unknown keys at any level.',
    example: 'clusters: { mi325x-amd: { gpus-per-node: 8, slurmm: … } }   # Extra inputs are not permitted',
    fix: 'Add the missing field the message names, or remove or rename the unknown key.',
  },
  'VR-5': {
    title: 'Cluster labels and records do not correspond',
    checks:
      'Every `cluster:<id>` label has a `clusters.<id>` record and the other way round, and every runner name is in exactly one `cluster:` label (the launcher finds its cluster from the runner name).',
    example: "Runner label 'cluster:b300-nv' has no clusters record",
    fix: 'Add the missing record or label, or list the runner under the one cluster it runs on.',
  },
  'VR-6': {
    title: 'A partition label does not resolve',
    checks:
      'A `partition:<name>` label names a partition its runners’ cluster lists in `slurm.partitions`; a cluster with partitions gives each runner exactly one such label, and its default `slurm.partition` is in the list.',
    example:
      "Runner 'gb300-nv_18' has label 'partition:batch_9', but cluster 'gb300-nv' allows no partition 'batch_9'",
    fix: 'Use a listed partition, add it to `slurm.partitions`, or give the runner its one partition label.',
  },
  'VR-7': {
    title: 'A broad label spans clusters of different node widths',
    checks:
      'A label that is neither `cluster:` nor `partition:` (a SKU or pool label) inherits GPUs per node from its runners’ clusters, which must agree.',
    example: "Label 'gb' spans clusters with different GPUs per node (cluster:gb200-nv 4, cluster:b200-nb 8)",
    fix: 'Split the label by node width, or use the cluster: labels.',
  },
  'VR-8': {
    title: 'A cluster record refers to something it does not have',
    checks:
      'The scheduler’s settings are under its name (`scheduler: slurm` with a `slurm:` record); model roots, the download root and mounted volumes are volumes of the cluster; cluster `env` values contain no commas; `@fabric.<name>` values name a fabric field the cluster sets.',
    example: "model root 'lustre' is not a volume of cluster 'b300-dsxe'",
    fix: 'Add the volume or setting the message names, or correct the reference.',
  },
  'VG-1': {
    title: 'The concurrency step is too small',
    checks: 'The concurrency range multiplier must be greater than 1.',
    example: '--step-size must be greater than 1',
    fix: 'Use a step of 2 or more.',
  },
  'VG-2': {
    title: 'The concurrency filter bounds cross',
    checks: '`--min-conc` is at most `--max-conc`.',
    example: '--min-conc must be less than or equal to --max-conc',
    fix: 'Swap or correct the bounds.',
  },
  'VG-3': {
    title: 'All evals and no evals at once',
    checks: '`--all-evals` cannot be combined with `--no-evals`.',
    example: '--all-evals cannot be combined with --no-evals',
    fix: 'Pick one of the two.',
  },
  'VG-4': {
    title: 'An unknown runner type',
    checks: 'A `--runner-type` filter names a label in runners.yaml.',
    example: 'Invalid runner type(s): {b300x}. Valid runner types are: b200, b300, …',
    fix: 'Use one of the labels listed.',
  },
  'VG-5': {
    title: 'Selected config keys do not exist',
    checks: 'Every key or pattern given to the generator matches a master config key.',
    example: 'Config key(s) not found: dsr1-fp4-b200-sglan.',
    fix: 'Use a key from the list of available keys in the message.',
  },
  'VG-6': {
    title: 'A runner lacks the hardware facts a row needs',
    checks:
      'A DRAM-offloading row needs the runner’s `available-cpu-dram-mib` and `gpus-per-node` in runners.yaml.',
    example: "Runner 'cluster:b300-nv' requires 'available-cpu-dram-mib' in runner hardware metadata.",
    fix: 'Add the hardware record for the runner’s cluster.',
  },
  'VG-7': {
    title: 'A single-node worker needs more GPUs than a node has',
    checks:
      '`tp × pp × pcp-size` of a DRAM-offloading single-node item is at most the runner’s `gpus-per-node`.',
    example:
      "tp=16 with pp=1 and pcp-size=1 requires 16 GPUs and exceeds gpus-per-node=8 for runner 'cluster:b300-nv'",
    fix: 'Lower tp/pp/pcp-size, or make the config multi-node.',
  },
  'VG-8': {
    title: 'A prefill worker does not pack into nodes',
    checks:
      'For DRAM budgeting, a multi-node prefill worker spanning nodes uses a multiple of `gpus-per-node` GPUs; one within a node divides it.',
    example: 'worker tp*pp*pcp-size=6 does not divide gpus-per-node=4 evenly',
    fix: 'Give the prefill worker a GPU count that packs whole or equal-part nodes.',
  },
  'VP-1': {
    title: 'A runner label is not in runners.yaml',
    checks:
      'An entry’s `runner` is a label of runners.yaml or a declared external label (warning; an error under the strict setting).',
    example: 'runner: gb300-nv   # not a label in configs/runners.yaml',
    fix: 'Use a label from runners.yaml (e.g. `cluster:gb300-nv`), or declare the external label.',
  },
  'VP-2': {
    title: 'An item’s shape does not match its entry',
    checks:
      'A `multinode: false` entry has single-node items (`tp`; no `worker`, `prefill`, `decode` or `num-nodes`); a `multinode: true` entry has `prefill` + `decode` items or aggregated `worker` + `num-nodes` items (not both, and `num-nodes` only with `worker`); `disagg: true` needs prefill + decode.',
    example: 'multinode: false\n  agentic-coding: [{ search-space: [{ prefill: …, decode: … }] }]',
    fix: 'Set `multinode` to match the items, or rewrite the items.',
  },
  'VP-3': {
    title: 'A size is out of bounds',
    checks:
      '`tp`, `ep` ≥ 1; `num-worker` ≥ 0 and prefill ≥ 1; `isl` and `osl` ≥ 1. Upper bounds catch typos before they plan millions of rows or a job no cluster holds: `tp`, `ep`, `pp`, `dcp-size`, `pcp-size` and a stage’s `tp·pp·pcp-size` ≤ 1024 GPUs; `num-worker`, `num-nodes` ≤ 1024; concurrencies ≤ 1,048,576; a `conc-list` ≤ 256 entries; `isl`, `osl` ≤ 16,777,216; one item ≤ 4096 rows.',
    example: '{ tp: 4, conc-start: 1, conc-end: 1000000000 }',
    fix: 'Use a value within the bound the message names.',
  },
  'VP-4': {
    title: 'A duplicate or malformed config key',
    checks:
      'A key appears once per file and follows the key syntax: lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit.',
    example: 'dsr1-fp4-b200-sglang:   # a second time in the same file',
    fix: 'Rename or remove the repeated key; keep to the key syntax.',
  },
  'VP-5': {
    title: 'A concurrency list repeats a value',
    checks: 'A `conc-list` has no duplicate values (each would run the same job twice).',
    example: '{ tp: 4, conc-list: [8, 4, 8] }',
    fix: 'Remove the repeated value.',
  },
  'VP-6': {
    title: 'A derived field is written by hand',
    checks:
      '`total-cpu-dram-gb`, `gpus-per-node`, `duration` and `trace-source` are computed by the planner and must not appear in master configs.',
    example: '{ tp: 8, kv-offloading: dram, total-cpu-dram-gb: 600, … }',
    fix: 'Remove the field; the planner computes it.',
  },
  'VP-8': {
    title: 'A recipe reference is malformed or given twice',
    checks:
      '`srt-recipe` / `eval-srt-recipe` is `<file>.yaml[:<selector>]` (selector `base`, `override_<name>` or `zip_override_<name>[<i>]`), relative to the repository folder without `..`; an item that gives it does not also set `CONFIG_FILE=` / `EVAL_CONFIG_FILE=` in `additional-settings`.',
    example: "srt-recipe: recipes/a.yaml\nworker: { …, additional-settings: ['CONFIG_FILE=recipes/b.yaml'] }",
    fix: 'Keep one of the two recipe references; write the path relative to the repository folder.',
  },
  LAYOUT: {
    title: 'The repository holds its configs twice',
    checks:
      'The inputs are found at the repository root (`configs/`, `perf-changelog.yaml`) or under `inferencex-e2e/`; when both hold them, which to use is ambiguous.',
    example: 'configs/nvidia-master.yaml and inferencex-e2e/configs/nvidia-master.yaml both exist',
    fix: 'Remove the stale copy, or name the files explicitly with the path options.',
  },
  'PR-1': {
    title: 'ci-priority.yaml is invalid',
    checks: 'The priority policy follows its schema; an invalid policy is replaced by neutral priorities.',
    example: "adjustments: { precision: { fp4: 'high' } }",
    fix: 'Give the fields the types the message names.',
  },
} as const satisfies Record<string, RuleDoc>;
