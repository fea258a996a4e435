import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);

// src/rules/catalogue/changelog.ts
var CHANGELOG_RULES = {
  "V-1": {
    title: "A file cannot be read at a revision",
    checks: "The changelog (and the configs the plan needs) must exist at the revisions being compared, and the refs must name commits in this clone. A bad ref is an error, never an empty diff.",
    example: "could not read perf-changelog.yaml at origin/main: fatal: invalid object name",
    fix: "Fetch the ref (or fetch with enough depth for the merge base), or correct the ref name."
  },
  "V-2": {
    title: "The changelog does not end with a newline",
    checks: "perf-changelog.yaml at the head revision must end with exactly one newline character.",
    example: "perf-changelog.yaml at 1a2b3c4 does not end with a newline",
    fix: "End the file with one newline."
  },
  "L-1": {
    title: "The changelog is not a well-formed list of entries",
    checks: "The file is UTF-8 without NUL bytes, CR characters or tabs, parses as YAML without duplicate keys, has a list at its root, has one `- config-keys:` line per entry, and every entry is a mapping that passes the entry schema. Layout problems (CR, tabs) are warnings unless the strict setting is on.",
    example: '- config-keys:\n    - dsr1-fp4-b200-sglang\n  description:\n    - "\u2026"\n  evals_only: true   # unknown key',
    fix: "Follow the message: remove the unknown or duplicate key, save as UTF-8, replace tabs with spaces, or restore the list structure."
  },
  "L-2": {
    title: "History is append-only",
    checks: "Existing changelog entries are never edited, deleted or reordered; the only allowed change to history is correcting a `pr-link`, and such corrections are not mixed with new entries. New entries use a canonical `pr-link`: on a PR, `XXX`, `https://github.com/<owner>/<repo>/pull/XXX` or the link to this PR.",
    example: "entry 412 changed; existing entries are immutable except for pr-link-only corrections (description)",
    fix: "Restore the historical entry byte for byte and append your entry at the end of the file; send pr-link corrections in their own pull request."
  },
  "L-3": {
    title: "Appended entries are laid out as the file expects",
    checks: "The head file starts with the base file byte for byte; new entries follow one empty line after the history, are separated by exactly one empty line, and the file ends with one newline. A diff that adds no entry and corrects no pr-link is an error.",
    example: "appended changelog entries must have exactly one empty separator line",
    fix: "Restore the base bytes and append entries at the end, one empty line apart."
  },
  "L-4": {
    title: "The changelog conflict cannot be merged automatically",
    checks: "Resolving a perf-changelog.yaml conflict with the default branch: the PR side must add entries or correct pr-links, the default branch\u2019s file must be a changelog list, and a corrected entry must be unchanged on the default branch with the pr-link the PR corrects. An entry the default branch already has is dropped (a notice).",
    example: "main has a conflicting pr-link for entry 412",
    fix: "Resolve the conflict by hand as the message says, or rebase the PR on the default branch and append the entries again."
  },
  "CL-3": {
    title: "The base changelog is not a list",
    checks: "The changelog at the base revision must be a YAML list, so history can be compared.",
    example: "perf-changelog.yaml at the base ref is not a changelog list; history cannot be compared",
    fix: "Repair the changelog on the target branch first; this PR cannot be compared against it."
  },
  "CL-S": {
    title: "An appended entry repeats a config key",
    checks: "Each config key (or pattern) appears once in an appended entry\u2019s `config-keys` (warning).",
    example: "entry 773 lists config key 'dsr1-fp4-b200-sglang' twice",
    fix: "Remove the repeated key."
  },
  "P-6": {
    title: "append-only with eval fields",
    checks: "`append-only: true` cannot be combined with `evals-only`, `all-evals` or `eval-min-prefill-ep` in the same entry.",
    example: "  append-only: true\n  evals-only: true",
    fix: "Drop the eval fields, or make it a regular entry."
  },
  "N-1": {
    title: "no-evals with eval fields or modifiers",
    checks: "`no-evals: true` cannot be combined with eval selection fields in the entry, nor with the `all-evals` or `evals-only` labels.",
    example: "  no-evals: true\n  all-evals: true",
    fix: "Remove the eval fields or labels, or the `no-evals` flag."
  }
};

// src/rules/catalogue/configs.ts
var CONFIG_RULES = {
  YAML: {
    title: "The file is not valid YAML",
    checks: "Every input file must parse as YAML; the message names the line and column of the first problem.",
    example: "configs/nvidia-master.yaml:12:5: error [YAML] Nested mappings are not allowed in compact mappings",
    fix: "Fix the YAML syntax at the position given (indentation, a missing colon, an unclosed quote or bracket)."
  },
  "YAML-DUP": {
    title: "A YAML mapping repeats a key",
    checks: "A key appears once per mapping; YAML 1.1 readers would silently keep the last value.",
    example: "search-space:\n  - { tp: 4, tp: 8, conc-list: [1] }",
    fix: "Remove or rename one of the two keys."
  },
  "YAML-CHAR": {
    title: "A character the reference's YAML parser refuses",
    checks: "Characters outside the reference parser's printable set (control characters such as BEL or ESC, DEL, C1 controls, U+FFFE, U+FFFF) are refused by it; NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR and a CR without LF are line breaks to it but ordinary characters here. Either way the two would read different documents, so both are errors at the character.",
    example: "configs/nvidia-master.yaml:12:5: error [YAML-CHAR] contains the non-printable character U+0007 (BEL), which the reference's YAML parser refuses",
    fix: "Remove the character, or use an LF line break; inside a double-quoted string an escape such as `\\a` or `\\x07` is allowed."
  },
  LIMIT: {
    title: "An input is over a size limit",
    checks: "Everything a pull request can change is read under limits (src/limits.ts): a YAML file 4 MiB and 100,000 values, 64 levels of nesting, 1,000 aliases and 10,000 nodes reached through them; 1 MiB of appended changelog text; 20,000 items from `$ref` fragments; 5,000 entries in one master config. Past a limit the file is refused before it is read further, with its size and the limit.",
    example: "perf-changelog.yaml:6382: error [LIMIT] perf-changelog.yaml: the appended text is 9 MiB, over the limit of 1 MiB for the text a change appends to the changelog",
    fix: "Bring the input under the limit the message names; real files stay far below every limit."
  },
  "YM-2": {
    title: "A plain scalar reads differently in YAML 1.1",
    checks: "Plain `y`, `Y`, `n`, `N` and exponent numbers without a dot (`1e3`) are booleans or numbers to one YAML 1.1 reader and strings to another.",
    example: "spec-decoding: n",
    fix: 'Quote the value: `"n"`.'
  },
  "VL-1": {
    title: "A master config file is missing",
    checks: "Every master config file the plan reads must exist.",
    example: "Input file 'configs/amd-master.yaml' does not exist.",
    fix: "Restore the file, or pass the right path with `--config-files`."
  },
  "VL-2": {
    title: "A master config file is not a mapping",
    checks: "A master config file maps config keys to entries.",
    example: "Config file 'configs/nvidia-master.yaml' must contain a dictionary",
    fix: "Make the file a mapping of `<config key>: <entry>`."
  },
  "VL-3": {
    title: "A master config key contains `*`",
    checks: "`*` is the wildcard of changelog patterns, so it cannot be part of a config key.",
    example: "Wildcard '*' is not allowed in master config keys: 'dsr1-*-b200'",
    fix: "Rename the key without `*`."
  },
  "VL-4": {
    title: "A config key is defined twice",
    checks: "Config keys are unique across all master config files.",
    example: "Duplicate configuration keys found in 'configs/nvidia-master.yaml': dsr1-fp4-b200-sglang",
    fix: "Rename or remove one of the two entries."
  },
  "VM-1": {
    title: "A field is missing, unknown or of the wrong type",
    checks: "Every entry, scenario block and search-space item has its required fields with the right types, and no unknown field.",
    example: "dsr1-fp4-b200-sglang:\n  image: lmsysorg/sglang:v0.5.16\n  multinode: false\n  # model: missing \u2192 Field required",
    fix: "Add the missing field, remove the unknown one, or give the value the type the message names."
  },
  "VM-2": {
    title: "An entry has no scenario",
    checks: "An entry needs at least one non-empty `fixed-seq-len` or `agentic-coding` list under `scenarios`.",
    example: "At least one scenario type must be specified",
    fix: "Add a scenario block with a search space."
  },
  "VM-3": {
    title: "Agentic entries need an exact cluster runner",
    checks: "An entry with `agentic-coding` scenarios uses a `cluster:<name>` runner, so every point runs on one hardware fleet.",
    example: "runner: b200   # with agentic-coding scenarios",
    fix: "Use a `cluster:` label such as `cluster:b300-nv`."
  },
  "VM-4": {
    title: "A field is set at two levels",
    checks: "`router` and `kv-p2p-transfer` are set at the top level of an entry or in its search-space items, never both.",
    example: "router and kv-p2p-transfer must be declared either at the top level or in search-space entries, not both",
    fix: "Remove it at one of the two levels."
  },
  "VM-5": {
    title: "kv-p2p-transfer on a single-node entry",
    checks: "`kv-p2p-transfer` is valid only when `multinode: true`.",
    example: "kv-p2p-transfer is only valid when multinode=true",
    fix: "Remove `kv-p2p-transfer`, or make the entry multi-node."
  },
  "VM-6": {
    title: "A disaggregated entry needs kv-p2p-transfer",
    checks: "`disagg: true` needs `kv-p2p-transfer` at the top level or in every search-space item.",
    example: "disagg=true requires kv-p2p-transfer at the top level or in every search-space entry",
    fix: "Set `kv-p2p-transfer` (e.g. `nixl`) once at the top level."
  },
  "VM-7": {
    title: "A single-node entry cannot be disaggregated",
    checks: "`disagg: true` needs `multinode: true`.",
    example: "multinode: false\ndisagg: true",
    fix: "Remove `disagg`, or make the entry multi-node."
  },
  "VC-1": {
    title: "Both a concurrency list and a range",
    checks: "A search-space item gives either `conc-list` or `conc-start` + `conc-end`, not both.",
    example: "{ tp: 4, conc-list: [1, 2], conc-start: 1, conc-end: 8 }",
    fix: "Keep one of the two forms."
  },
  "VC-2": {
    title: "No concurrency given",
    checks: "A search-space item needs a non-empty `conc-list` or both `conc-start` and `conc-end`.",
    example: "{ tp: 4, conc-start: 1 }",
    fix: "Add `conc-end`, or give a `conc-list`."
  },
  "VC-3": {
    title: "A concurrency range bound is not positive",
    checks: "`conc-start` and `conc-end` are greater than 0.",
    example: "{ tp: 4, conc-start: 0, conc-end: 8 }",
    fix: "Start the range at 1 or more."
  },
  "VC-4": {
    title: "A concurrency range runs backwards",
    checks: "`conc-start` is at most `conc-end`.",
    example: "'conc-start' (64) must be <= 'conc-end' (32).",
    fix: "Swap the bounds."
  },
  "VC-5": {
    title: "A concurrency list value is not positive",
    checks: "Every `conc-list` value is greater than 0.",
    example: "{ tp: 4, conc-list: [0, 4] }",
    fix: "Remove the zero or negative values."
  },
  "VT-1": {
    title: "tp is not divisible by dcp-size",
    checks: "Decode context parallelism splits a worker\u2019s tensor-parallel group, so `tp % dcp-size == 0`.",
    example: "'tp' (4) must be divisible by 'dcp-size' (3)",
    fix: "Use a `dcp-size` that divides `tp`."
  },
  "VT-2": {
    title: "Worker hardware on one side only",
    checks: "`hardware` is given on both `prefill` and `decode`, or on neither.",
    example: "'hardware' must be specified for both 'prefill' and 'decode', or neither",
    fix: "Add `hardware` to the other worker, or remove it."
  },
  "VA-1": {
    title: "An agentic item has no shape",
    checks: "An agentic search-space item gives either `tp` (single-node) or both `prefill` and `decode` (multi-node).",
    example: "Agentic search-space entries must specify either tp or both prefill and decode",
    fix: "Give `tp`, or `prefill` and `decode`."
  },
  "VA-2": {
    title: "A single-node agentic item without kv-offloading",
    checks: "Single-node agentic items must say `kv-offloading: none` or `dram`.",
    example: "{ tp: 8, conc-list: [16] }   # agentic, no kv-offloading",
    fix: "Add `kv-offloading: none` (or `dram` with a backend)."
  },
  "VA-3": {
    title: "Entry-level parallelism on a multi-node agentic item",
    checks: "Multi-node agentic items set `pp`, `dcp-size` and `pcp-size` per worker, not on the item.",
    example: "Multinode agentic search-space entries cannot specify 'pp', 'dcp-size', 'pcp-size'",
    fix: "Move the field into `prefill` / `decode`."
  },
  "VA-4": {
    title: "kv-offload-backend without kv-offloading",
    checks: "`kv-offload-backend` needs `kv-offloading`.",
    example: "kv-offload-backend requires kv-offloading",
    fix: "Add `kv-offloading: dram`, or remove the backend."
  },
  "VA-5": {
    title: "kv-offload-backend with offloading off",
    checks: "`kv-offload-backend` can only be set when `kv-offloading` is not `none`.",
    example: "kv-offloading: none\nkv-offload-backend: {name: hicache}",
    fix: "Remove the backend, or turn offloading on."
  },
  "VA-6": {
    title: "DRAM offloading without a backend",
    checks: "`kv-offloading: dram` needs `kv-offload-backend`.",
    example: "kv-offload-backend is required when kv-offloading is 'dram'",
    fix: "Add `kv-offload-backend: {name: \u2026}`."
  },
  "VA-7": {
    title: "DRAM offloading without a DRAM budget",
    checks: "`kv-offloading: dram` needs `dram-utilization` on the block and DRAM facts for the runner in runners.yaml.",
    example: "kv-offloading='dram' requires dram-utilization with runner hardware metadata",
    fix: "Add `dram-utilization` to the agentic block, and the runner\u2019s hardware record."
  },
  "VA-8": {
    title: "A component version names an image",
    checks: "A `router` or backend `version` is a release, a package version or a source commit, not `image:\u2026`.",
    example: 'router: {name: sglang-router, version: "image:lmsysorg/router:1"}',
    fix: "Give the version; the image belongs in `image`."
  },
  "VR-1": {
    title: "runners.yaml is missing",
    checks: "The runner config file must exist.",
    example: "Runner config file 'configs/runners.yaml' does not exist.",
    fix: "Restore the file, or pass the right path with `--runner-config`."
  },
  "VR-2": {
    title: "runners.yaml has no labels mapping",
    checks: "runners.yaml defines `labels`: runner label \u2192 runner names.",
    example: "Runner config must define a labels mapping",
    fix: "Add `labels:` with at least one label."
  },
  "VR-3": {
    title: "A runner label is not a list of names",
    checks: "Each label maps to a non-empty list of runner-name strings.",
    example: "Runner config entry 'b200' must be a list, got str",
    fix: "Write the label as a list: `b200: [b200-nb_0, b200-nb_1]`."
  },
  "VR-4": {
    title: "A runners.yaml record is invalid",
    checks: "`hardware` and `clusters` records have their fields (`gpus-per-node`, DRAM size, scheduler, Slurm settings, volumes, squash cache, srt-slurm profile, models, env) with the right types, and there are no unknown keys at any level.",
    example: "clusters: { mi325x-amd: { gpus-per-node: 8, slurmm: \u2026 } }   # Extra inputs are not permitted",
    fix: "Add the missing field the message names, or remove or rename the unknown key."
  },
  "VR-5": {
    title: "Cluster labels and records do not correspond",
    checks: "Every `cluster:<id>` label has a `clusters.<id>` record and the other way round, and every runner name is in exactly one `cluster:` label (the launcher finds its cluster from the runner name).",
    example: "Runner label 'cluster:b300-nv' has no clusters record",
    fix: "Add the missing record or label, or list the runner under the one cluster it runs on."
  },
  "VR-6": {
    title: "A partition label does not resolve",
    checks: "A `partition:<name>` label names a partition its runners\u2019 cluster lists in `slurm.partitions`; a cluster with partitions gives each runner exactly one such label, and its default `slurm.partition` is in the list.",
    example: "Runner 'gb300-nv_18' has label 'partition:batch_9', but cluster 'gb300-nv' allows no partition 'batch_9'",
    fix: "Use a listed partition, add it to `slurm.partitions`, or give the runner its one partition label."
  },
  "VR-7": {
    title: "A broad label spans clusters of different node widths",
    checks: "A label that is neither `cluster:` nor `partition:` (a SKU or pool label) inherits GPUs per node from its runners\u2019 clusters, which must agree.",
    example: "Label 'gb' spans clusters with different GPUs per node (cluster:gb200-nv 4, cluster:b200-nb 8)",
    fix: "Split the label by node width, or use the cluster: labels."
  },
  "VR-8": {
    title: "A cluster record refers to something it does not have",
    checks: "The scheduler\u2019s settings are under its name (`scheduler: slurm` with a `slurm:` record); model roots, the download root and mounted volumes are volumes of the cluster; cluster `env` values contain no commas; `@fabric.<name>` values name a fabric field the cluster sets.",
    example: "model root 'lustre' is not a volume of cluster 'b300-dsxe'",
    fix: "Add the volume or setting the message names, or correct the reference."
  },
  "VG-1": {
    title: "The concurrency step is too small",
    checks: "The concurrency range multiplier must be greater than 1.",
    example: "--step-size must be greater than 1",
    fix: "Use a step of 2 or more."
  },
  "VG-2": {
    title: "The concurrency filter bounds cross",
    checks: "`--min-conc` is at most `--max-conc`.",
    example: "--min-conc must be less than or equal to --max-conc",
    fix: "Swap or correct the bounds."
  },
  "VG-3": {
    title: "All evals and no evals at once",
    checks: "`--all-evals` cannot be combined with `--no-evals`.",
    example: "--all-evals cannot be combined with --no-evals",
    fix: "Pick one of the two."
  },
  "VG-4": {
    title: "An unknown runner type",
    checks: "A `--runner-type` filter names a label in runners.yaml.",
    example: "Invalid runner type(s): {b300x}. Valid runner types are: b200, b300, \u2026",
    fix: "Use one of the labels listed."
  },
  "VG-5": {
    title: "Selected config keys do not exist",
    checks: "Every key or pattern given to the generator matches a master config key.",
    example: "Config key(s) not found: dsr1-fp4-b200-sglan.",
    fix: "Use a key from the list of available keys in the message."
  },
  "VG-6": {
    title: "A runner lacks the hardware facts a row needs",
    checks: "A DRAM-offloading row needs the runner\u2019s `available-cpu-dram-mib` and `gpus-per-node` in runners.yaml.",
    example: "Runner 'cluster:b300-nv' requires 'available-cpu-dram-mib' in runner hardware metadata.",
    fix: "Add the hardware record for the runner\u2019s cluster."
  },
  "VG-7": {
    title: "A single-node worker needs more GPUs than a node has",
    checks: "`tp \xD7 pp \xD7 pcp-size` of a DRAM-offloading single-node item is at most the runner\u2019s `gpus-per-node`.",
    example: "tp=16 with pp=1 and pcp-size=1 requires 16 GPUs and exceeds gpus-per-node=8 for runner 'cluster:b300-nv'",
    fix: "Lower tp/pp/pcp-size, or make the config multi-node."
  },
  "VG-8": {
    title: "A prefill worker does not pack into nodes",
    checks: "For DRAM budgeting, a multi-node prefill worker spanning nodes uses a multiple of `gpus-per-node` GPUs; one within a node divides it.",
    example: "worker tp*pp*pcp-size=6 does not divide gpus-per-node=4 evenly",
    fix: "Give the prefill worker a GPU count that packs whole or equal-part nodes."
  },
  "VP-1": {
    title: "A runner label is not in runners.yaml",
    checks: "An entry\u2019s `runner` is a label of runners.yaml or a declared external label (warning; an error under the strict setting).",
    example: "runner: gb300-nv   # not a label in configs/runners.yaml",
    fix: "Use a label from runners.yaml (e.g. `cluster:gb300-nv`), or declare the external label."
  },
  "VP-2": {
    title: "An item\u2019s shape does not match its entry",
    checks: "A `multinode: false` entry has single-node items (`tp`; no `worker`, `prefill`, `decode` or `num-nodes`); a `multinode: true` entry has `prefill` + `decode` items or aggregated `worker` + `num-nodes` items (not both, and `num-nodes` only with `worker`); `disagg: true` needs prefill + decode.",
    example: "multinode: false\n  agentic-coding: [{ search-space: [{ prefill: \u2026, decode: \u2026 }] }]",
    fix: "Set `multinode` to match the items, or rewrite the items."
  },
  "VP-3": {
    title: "A size is out of bounds",
    checks: "`tp`, `ep` \u2265 1; `num-worker` \u2265 0 and prefill \u2265 1; `isl` and `osl` \u2265 1. Upper bounds catch typos before they plan millions of rows or a job no cluster holds: `tp`, `ep`, `pp`, `dcp-size`, `pcp-size` and a stage\u2019s `tp\xB7pp\xB7pcp-size` \u2264 1024 GPUs; `num-worker`, `num-nodes` \u2264 1024; concurrencies \u2264 1,048,576; a `conc-list` \u2264 256 entries; `isl`, `osl` \u2264 16,777,216; one item \u2264 4096 rows.",
    example: "{ tp: 4, conc-start: 1, conc-end: 1000000000 }",
    fix: "Use a value within the bound the message names."
  },
  "VP-4": {
    title: "A duplicate or malformed config key",
    checks: "A key appears once per file and follows the key syntax: lower-case letters, digits, `.`, `_` and `-`, starting with a letter or digit.",
    example: "dsr1-fp4-b200-sglang:   # a second time in the same file",
    fix: "Rename or remove the repeated key; keep to the key syntax."
  },
  "VP-5": {
    title: "A concurrency list repeats a value",
    checks: "A `conc-list` has no duplicate values (each would run the same job twice).",
    example: "{ tp: 4, conc-list: [8, 4, 8] }",
    fix: "Remove the repeated value."
  },
  "VP-6": {
    title: "A derived field is written by hand",
    checks: "`total-cpu-dram-gb`, `gpus-per-node`, `duration` and `trace-source` are computed by the planner and must not appear in master configs.",
    example: "{ tp: 8, kv-offloading: dram, total-cpu-dram-gb: 600, \u2026 }",
    fix: "Remove the field; the planner computes it."
  },
  "VP-8": {
    title: "A recipe reference is malformed or given twice",
    checks: "`srt-recipe` / `eval-srt-recipe` is `<file>.yaml[:<selector>]` (selector `base`, `override_<name>` or `zip_override_<name>[<i>]`), relative to the repository folder without `..`; an item that gives it does not also set `CONFIG_FILE=` / `EVAL_CONFIG_FILE=` in `additional-settings`.",
    example: "srt-recipe: recipes/a.yaml\nworker: { \u2026, additional-settings: ['CONFIG_FILE=recipes/b.yaml'] }",
    fix: "Keep one of the two recipe references; write the path relative to the repository folder."
  },
  LAYOUT: {
    title: "The repository holds its configs twice",
    checks: "The inputs are found at the repository root (`configs/`, `perf-changelog.yaml`) or under `inferencex-e2e/`; when both hold them, which to use is ambiguous.",
    example: "configs/nvidia-master.yaml and inferencex-e2e/configs/nvidia-master.yaml both exist",
    fix: "Remove the stale copy, or name the files explicitly with the path options."
  },
  "PR-1": {
    title: "ci-priority.yaml is invalid",
    checks: "The priority policy follows its schema; an invalid policy is replaced by neutral priorities.",
    example: "adjustments: { precision: { fp4: 'high' } }",
    fix: "Give the fields the types the message names."
  }
};

// src/rules/catalogue/install.ts
var INSTALL_RULES = {
  "RC-1": {
    title: "The repository config file is too large",
    checks: "The repository config file (.github/sweep.yml) is at most 64 KiB.",
    example: "the config file is larger than 65536 bytes",
    fix: "Keep only the settings that differ from the defaults in the file."
  },
  "RC-2": {
    title: "A setting of the repository config file is not valid",
    checks: "Every key of .github/sweep.yml is a known setting and every value has the documented type: relative paths inside the repository, label names without quotes or commas, fail-fast-scope matrix or run, queue-alert-minutes a positive number.",
    example: "layout:\n  runner: configs/runners.yaml   # did you mean runners?",
    fix: "Follow the message (it names the key and, for a typo, the setting meant); the JSON Schema in schema/sweep-config.schema.json gives editor completion."
  },
  "RT-1": {
    title: "A job would wait for a runner that does not exist",
    checks: "Before dispatch (in the control run, and again in the sweep\u2019s load-plan job), every label of every planned job is a label runners.yaml lists runners under (a label with only a hardware or clusters record has none), except those every self-hosted runner carries or the priority scheduler attaches; every label is well formed; and with the node-slot scheduler every row reserves a positive number of nodes. A failure holds the sweep back: nothing is dispatched, and the status comment lists one error per row.",
    example: "row dsv4_8k1k (1a2b3c4d5e6f7a8b): its job would wait for the runner label 'gb300-nv', which no runner in configs/runners.yaml carries",
    fix: "Register runners with the label and list them under labels: in runners.yaml, or change the config\u2019s runner to a label runners.yaml has (the message suggests the one probably meant)."
  },
  "RT-2": {
    title: "A job has waited too long for a runner",
    checks: "While a sweep runs, its queue watcher lists the run\u2019s jobs every few minutes; a job queued longer than queue-alert-minutes that no online self-hosted runner can take (every label of its runs-on on one runner) is named in the status comment, with the labels no online runner carries. When the token cannot read the runner list, the waiting jobs and their labels are named anyway.",
    example: "dsv4_8k1k (cluster:gb300-nv, conc [8,32,128]) queued since 2026-08-22T12:12:00Z for cluster:gb300-nv: no online runner carries cluster:gb300-nv",
    fix: "Register (or bring online) a self-hosted runner with exactly those labels, or fix the runner label in runners.yaml and the config that uses it."
  }
};

// src/rules/catalogue/lanes.ts
var LANE_RULES = {
  BASELINE: {
    title: "The lint baseline",
    checks: "configs/lint-baseline.yaml (written by `sweep lint --write-baseline`) records known topology and lane findings by file, YAML path and rule; they are reported as known and do not block. A recorded finding that no longer occurs is dropped from the file with a notice; a file that does not validate counts as empty.",
    example: "R1 at k.scenarios.fixed-seq-len[0].search-space[3].prefill.ep no longer occurs: dropped from configs/lint-baseline.yaml",
    fix: "Commit the shrunk baseline; regenerate a broken one with `sweep lint --write-baseline`."
  },
  "LN-1": {
    title: "The lanes file does not validate",
    checks: 'configs/lanes.yaml follows its schema: known keys only, quoted "H:MM:SS" times, lane keys written `<cluster>/<path>`.',
    example: "fixedTimeLimit: 6:00:00   # unquoted: YAML 1.1 reads it as 21600 seconds",
    fix: "Follow the message: quote times, remove or rename unknown keys."
  },
  C1: {
    title: "A matcher, volume or cluster is not in the vocabulary",
    checks: "Matcher values come from `vocab`, lanes name existing clusters, mounted volumes exist on the cluster, admitted frameworks and setup scripts are in the vocabulary, and every `$ref` names a fragment. A typo would otherwise never match.",
    example: "when: {model: dsv-4}   # model 'dsv-4' is not in the vocabulary",
    fix: "Use a value from the vocabulary, or add it there."
  },
  C2: {
    title: "Lane settings contradict the cluster",
    checks: "`checkout: shared` needs the cluster\u2019s `sharedRunRoot`; a lane `time` cannot be shadowed by the cluster\u2019s fixed time limit; power decisions need a lane; `dcgm` is tested only after the power decision.",
    example: "checkout: shared on gb300-nv/srt-multi, but cluster gb300-nv has no sharedRunRoot; the launch would fail",
    fix: "Set the cluster fact, or change the lane decision."
  },
  C3: {
    title: "A rule can never decide anything",
    checks: "Each rule matches some request the lane admits, and is not shadowed by earlier rules of a first-match list.",
    example: "dead rule in gb200-nv/srt-multi checkout[2]: it matches no request the lane admits",
    fix: "Delete the rule, or fix its values or the lane admission."
  },
  C4: {
    title: "A decision leaves admitted frameworks undecided",
    checks: "When a decision\u2019s rules pick a value per framework for a model, every framework the lane admits for that model has a rule, or an explicit default with a reason.",
    example: "`checkout` has no decision for dsv4 \xD7 {vllm} on gb200-nv/srt-multi",
    fix: "Add a rule for the framework, or an explicit default with a `reason`."
  },
  C5: {
    title: "Jobs read a workspace their nodes cannot see",
    checks: "On a cluster whose compute nodes cannot see the runner workspace, every job that reads /infmax-workspace resolves `checkout: shared`; cluster facts agree with runners.yaml and every cluster is reachable by a runner label.",
    example: "gb200-nv/srt-multi: checkout resolves 'workspace' for dsv4 \xD7 vllm \xD7 agentic, but compute nodes on gb200-nv cannot see the runner workspace",
    fix: "Add a `checkout: shared` rule for these requests."
  },
  C6: {
    title: "A planned row would fail at launch",
    checks: "Every planned row resolves a lane for its cluster and route, is admitted by it, and has a power decision. Such errors hold the sweep back before any GPU time is spent.",
    example: "dsr1-fp4-gb200-vllm: cluster gb200-nv has no srt-single srt-slurm lane",
    fix: "Admit the framework on the lane, add the lane, or move the config to another cluster."
  },
  C7: {
    title: "Sibling frameworks diverge",
    checks: "Within one cluster, model and scenario, frameworks on the same engine get the same checkout, preflight and time unless a reason says why.",
    example: "gb200-nv/srt-multi: dsv4 \xD7 agentic: vllm frameworks diverge \u2014 dynamo-vllm \u2192 shared; vllm \u2192 workspace",
    fix: "Make the decisions agree, or give the exception a `reason`."
  },
  C8: {
    title: "A rule matches no row",
    checks: "Every rule of the lanes file matches at least one row of the full matrix (warning).",
    example: "gb300-nv/srt-multi time.rules[0] matches no planned row",
    fix: "Remove the rule if its configs are retired."
  },
  R1: {
    title: "Expert parallelism does not fit the worker\u2019s GPUs",
    checks: "`tp` is a worker\u2019s GPU width (with `pp` and `pcp-size`); EP adds no GPUs, so `1 \u2264 ep \u2264 tp\xB7pp\xB7pcp` and `ep` divides it.",
    example: "decode: {num-worker: 1, tp: 8, ep: 16, dp-attn: true}   # a DEP16 decode counted as 8 GPUs",
    fix: "For DEP-N write `tp: N, ep: N, dp-attn: true`."
  },
  R2: {
    title: "Parallel sizes are invalid",
    checks: "`pp`, `pcp-size` and `dcp-size` are at least 1, and `dcp-size` divides `tp`.",
    example: "{ tp: 4, dcp-size: 3 }",
    fix: "Use sizes of 1 or more, with a `dcp-size` that divides `tp`."
  },
  R3: {
    title: "The declared topology disagrees with its recipe",
    checks: "Each role\u2019s workers and GPUs per worker match the recipe variant the row names; an aggregated row uses the recipe\u2019s aggregated role; a disaggregated one has prefill and decode.",
    example: "decode declares 1 worker \xD7 8 GPUs but recipe disagg-llm-d.yaml:override_2p1d runs 1 \xD7 16",
    fix: "Declare the recipe\u2019s workers and GPUs (the recipe is what runs)."
  },
  R4: {
    title: "The recipe\u2019s engine arguments disagree with its GPUs",
    checks: "The engine\u2019s parallel sizes in the recipe multiply to the role\u2019s GPUs (vLLM DP\xB7TP\xB7PP, SGLang tp\xB7pp, TRT-LLM TP\xB7PP with MoE EP at most that).",
    example: "decode: data-parallel-size 16 \xD7 tensor-parallel-size 1 = 16, but the role has 8 GPUs",
    fix: "Fix the recipe\u2019s engine arguments or its `gpus`."
  },
  R5: {
    title: "Workers do not pack into nodes",
    checks: "A worker wider than a node uses whole nodes, a narrower one divides a node; the workers fit the recipe\u2019s nodes; an aggregated item (`worker` + `num-nodes`) fills its `num-nodes` exactly, or an even part of one node.",
    example: "worker tp: 6 on gb200-nv (4 GPUs per node)",
    fix: "Choose a worker width that packs whole or equal-part nodes."
  },
  R6: {
    title: "The node count is not what the recipe reserves",
    checks: "A row\u2019s node count equals the recipe\u2019s; without a checked-in recipe, it is packed from the declared workers and cannot be checked (a notice).",
    example: "3 recipe file(s) named by CONFIG_FILE are not checked in (e.g. recipes/trtllm/ctx1_gen4.yaml)",
    fix: "Check in the recipe (or its lock), or correct the declared workers."
  },
  R7: {
    title: "A name says another topology",
    checks: "Tokens such as `dep16`, `tep8`, `tp8`, `1p1d`, `2p1d` in the recipe variant or experiment name agree with the declared shape (warning).",
    example: "variant override_2p1d-dep8-dep16 but decode declares tp: 8",
    fix: "Fix the declared shape, or the name."
  },
  R8: {
    title: "A suspicious expert-parallel shape",
    checks: "With `dp-attn`, `ep` equals the worker\u2019s GPUs; `ep > tp` is suspicious (warning).",
    example: "{ tp: 8, ep: 4, dp-attn: true }",
    fix: "For DEP-N write `tp: N, ep: N, dp-attn: true`; for TEP-N `dp-attn: false`."
  }
};

// src/rules/catalogue/plan.ts
var PLAN_RULES = {
  "P-7": {
    title: "append-only entries sweep alone",
    checks: "On a pull request, `append-only` entries cannot share a sweep with regular entries.",
    example: "append-only entries cannot share a sweep with regular changelog entries",
    fix: "Move the append-only entry to its own pull request."
  },
  "P-8": {
    title: "append-only sweeps take no eval modifiers",
    checks: "An `append-only` sweep cannot carry the `all-evals` or `evals-only` labels.",
    example: "append-only sweeps cannot use all-evals or evals-only modifiers",
    fix: "Remove the all-evals / evals-only labels."
  },
  "P-10": {
    title: "A wildcard matches no config key",
    checks: "A `config-keys` pattern with `*` must match at least one master config key (`*` is the only wildcard; matching is anchored and case-sensitive).",
    example: "No config keys matched the wildcard pattern 'dsr1-fp4-h300-*' in master configs.",
    fix: "Check the pattern against the keys in configs/*-master.yaml."
  },
  "P-11": {
    title: "A config key does not exist",
    checks: "A `config-keys` item without `*` must be an existing master config key; `?` and `[` are literal characters.",
    example: "Config key 'dsr1-fp4-b200-sglan' not found in master configs.",
    fix: "Use an existing key from configs/*-master.yaml, or `*` as the wildcard."
  },
  "P-12": {
    title: "append-only needs the base revision\u2019s configs",
    checks: "An `append-only` entry is planned against the master configs and runners.yaml of the base revision; they must exist there.",
    example: "append-only base revision is missing generation inputs: ['configs/runners.yaml']",
    fix: "Make it a regular entry, or add the configs on the target branch first."
  },
  "P-13": {
    title: "append-only changes stay inside the entry\u2019s scope",
    checks: "An `append-only` PR may change only the configs and scenarios its entry selects: selected configs exist at the base, no other config is added, removed or changed, no scenario is added or removed, and config-wide fields stay the same when a scenario is outside the scope.",
    example: "append-only PR changed configs not selected by its changelog entry: ['dsr1-fp8-h200-sglang']",
    fix: "Revert the unrelated config changes, or make it a regular entry."
  },
  "P-14": {
    title: "append-only only adds points to existing curves",
    checks: "Every row an `append-only` entry adds extends an existing curve (same recipe) with new concurrencies; no existing curve or point disappears, at least one point is added, and each extended series keeps its one image.",
    example: "append-only may not remove or modify existing generated recipes",
    fix: "Keep the existing recipe fields as they are and only add concurrencies, or make it a regular entry."
  },
  "X-1": {
    title: "An entry selects no rows",
    checks: "Every appended entry should plan at least one row (a warning; an error under the strict setting).",
    example: "entry 773 (line 10921) selects no rows",
    fix: "Check the entry\u2019s `scenario-type` and eval flags against the selected configs."
  },
  "X-2": {
    title: "A later entry\u2019s flags are ignored",
    checks: "When two entries select the same config and scenario, the first claims it; the second entry\u2019s eval flags do not apply there (warning).",
    example: "entry 774: flags ignored for dsr1-fp4-b200-sglang/fixed-seq-len, already claimed by entry 773",
    fix: "Merge the two entries, or give them disjoint configs."
  },
  "X-3": {
    title: "A bucket has no job to run it",
    checks: "Fixed-seq-len rows run only for the 1k1k (1024/1024) and 8k1k (8192/1024) pairs; rows of any other pair have no workflow job.",
    example: "bucket single_node.2048_512 has no consuming job",
    fix: "Use isl/osl 1024/1024 or 8192/1024."
  },
  "X-4": {
    title: "A wildcard matches many configs",
    checks: "A `config-keys` pattern matching more configs than the warning threshold (default 20) is reported (warning).",
    example: "pattern 'dsr1-*' matches 41 configs",
    fix: "Name the configs you mean, or confirm the wide sweep is intended."
  },
  "X-5": {
    title: "The plan exceeds GitHub\u2019s limits",
    checks: "Each bucket must fit the shards the sweep workflow has (at most 256 jobs per matrix).",
    example: "plan exceeds limits: single_node.8k1k needs 4 shards (max 3)",
    fix: "Split the changelog entry, or raise `shards-per-family`."
  },
  "MX-2": {
    title: "The same job is planned twice",
    checks: "Every row has a unique row id; two identical rows would run the same job twice.",
    example: "duplicate row 3f9a0c1d2e4b5a6c (dsr1_8k1k on b200): the same job is generated twice",
    fix: "Remove the repeated search-space item or concurrency, or the second entry that selects the config."
  },
  "PF-1": {
    title: "The plan file is not a plan report",
    checks: "A `plan-file` given to the action must be a readable plan report.",
    example: "plan-file plan.json is not a plan report: Required",
    fix: "Pass the report written by `sweep plan`, unchanged."
  }
};

// src/rules/catalogue/workflow.ts
var WORKFLOW_RULES = {
  "LB-0": {
    title: "A deprecated sweep label",
    checks: "The primary label still works but is being retired.",
    example: "Label sweep-enabled is deprecated.",
    fix: "Use one of the current primary labels, e.g. `full-sweep-fail-fast`."
  },
  "LB-1": {
    title: "More than one primary sweep label",
    checks: "A PR carries exactly one primary sweep label; with two or more nothing is dispatched.",
    example: "PR has multiple conflicting sweep labels. Pick exactly one. Found: full-sweep-enabled, full-sweep-fail-fast.",
    fix: "Remove all but one primary label."
  },
  "LB-2": {
    title: "A modifier without a primary label",
    checks: "Modifier and scheduling labels (e.g. `all-evals`) only change a sweep; without a primary label nothing runs.",
    example: "Labels all-evals need a primary sweep label (e.g. `full-sweep-fail-fast`); nothing runs without one.",
    fix: "Add a primary sweep label (a maintainer can), or remove the modifier."
  },
  "LB-5": {
    title: "Fork approval with other primary labels",
    checks: "A fork PR is approved by applying exactly one primary label: the one just added.",
    example: "Expected exactly the newly applied primary sweep label; found full-sweep-enabled, full-sweep-fail-fast.",
    fix: "Remove the other primary labels and apply the one you mean."
  },
  "LB-6": {
    title: "Reuse blocked by a label",
    checks: "An earlier run cannot be reused while `evals-only` or `agentx-fast` is set; the PR is swept instead.",
    example: "Reuse is not allowed with evals-only; sweeping instead.",
    fix: "Remove the blocking label to reuse the run."
  },
  "G-1": {
    title: "A label that does not affect sweeps",
    checks: "Label events count only for labels the sweep policy knows.",
    example: "Label documentation does not affect sweeps.",
    fix: "Nothing to do."
  },
  "G-2": {
    title: "Ready for review starts nothing",
    checks: "Marking a PR ready for review does not start a sweep; labels do.",
    example: "Marking a PR ready for review never starts a sweep.",
    fix: "Add a primary sweep label, or comment `/sweep`."
  },
  "G-4": {
    title: "No primary sweep label",
    checks: "Without a primary sweep label the changelog is validated but nothing is swept.",
    example: "No primary sweep label: the changelog is validated only.",
    fix: "Ask a maintainer to add one primary label, or comment `/sweep` if you can."
  },
  "G-5": {
    title: "[skip-sweep] in the head commit",
    checks: "The literal `[skip-sweep]` in the head commit\u2019s message validates the changelog but runs no GPU job.",
    example: "The head commit message contains `[skip-sweep]`: validation only.",
    fix: "Push a commit without `[skip-sweep]` to sweep."
  },
  "G-6": {
    title: "An earlier run is reused",
    checks: "An authorised `/use <run_id>` reuses that run instead of sweeping again.",
    example: "Reusing the authorised run 38029231836; no new sweep.",
    fix: "Nothing to do; remove the reuse command to sweep again."
  },
  "CC-2": {
    title: "Primary label removed",
    checks: "Removing the primary sweep label cancels the PR\u2019s in-flight sweeps; re-adding it sweeps again.",
    example: "Primary label full-sweep-fail-fast was removed: in-flight sweeps are cancelled.",
    fix: "Re-add the label to sweep again."
  },
  "CC-3": {
    title: "PR closed",
    checks: "Closing or merging a PR cancels its in-flight sweeps; commands on a closed PR are refused.",
    example: "The PR is closed: in-flight sweeps are cancelled.",
    fix: "Reopen the PR to sweep."
  },
  "FA-1": {
    title: "A fork approval cannot be applied",
    checks: "`/approve <sha>` is for open, non-draft fork PRs, names the current head (\u2265 12 characters), and needs GitHub\u2019s merge commit; same-repo PRs use `/sweep`.",
    example: "1a2b3c4d5e6f is not a prefix (\u226512 characters) of the current head 9f8e7d6c5b4a\u2026.",
    fix: "Approve the current head SHA, resolve merge conflicts, or use `/sweep` on a same-repo PR."
  },
  "FA-2": {
    title: "A fork PR awaits approval of its head",
    checks: "Fork code runs only after a maintainer approves that exact head SHA; a push invalidates the approval.",
    example: "Fork PR: awaiting approval of 1a2b3c4d5e6f.",
    fix: "A maintainer applies a primary label or comments `/approve <sha>` for the new head."
  },
  "AZ-1": {
    title: "Not authorised to approve fork code",
    checks: "Approving fork code needs repository permission and role of write, maintain or admin; lookup failures deny.",
    example: "@alice has repository permission read and role read; both must be write, maintain, or admin to authorize external code.",
    fix: "Ask a maintainer to approve."
  },
  "AZ-2": {
    title: "Not authorised to run sweep commands",
    checks: "Sweep commands need repository permission and role of write, maintain or admin.",
    example: "@alice has repository permission read and role read; sweep commands need write, maintain, or admin for both.",
    fix: "Ask a maintainer to comment the command."
  },
  "CMD-1": {
    title: "Unknown sweep command",
    checks: "A comment starting with a sweep command must be one the product knows.",
    example: "Unknown command /sweep now. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.",
    fix: "Use one of the commands listed."
  },
  "PUB-1": {
    title: "A push to the default branch needs a reuse",
    checks: "Pushes to the default branch never benchmark: a merge publishes the PR\u2019s authorised reuse run.",
    example: "Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.",
    fix: "Post `/use <run_id>` on the PR (by someone allowed to) before merging."
  },
  "RU-4": {
    title: "The pinned reuse source could not be checked",
    checks: "A pinned run is validated again on every push and at merge; when GitHub cannot be read, nothing is swept or published on a guess.",
    example: "The pinned reuse source could not be checked: reading run 38029231836: get run 38029231836: 502. No sweep was dispatched for this push.",
    fix: "Re-run the workflow once GitHub answers."
  },
  "STG-1": {
    title: "Staging a run failed",
    checks: "A `/stage-results` request is sent to the dashboard repository once; a failed request or callback is reported.",
    example: "Sending stage-results to SemiAnalysisAI/InferenceX-app failed: 404 Not Found.",
    fix: "Check the dashboard token and repository, then comment `/stage-results` again."
  },
  "CL-1": {
    title: "The changelog gate failed",
    checks: "A sweep is held back while the changelog gate reports errors; the errors follow with their own codes.",
    example: "The changelog gate failed; fix the errors below.",
    fix: "Fix the errors listed with the gate\u2019s codes."
  },
  "CL-8": {
    title: "No new changelog entry",
    checks: "A sweep needs an appended perf-changelog.yaml entry naming the config keys to benchmark.",
    example: "No new `perf-changelog.yaml` entry: nothing to sweep.",
    fix: "Append an entry naming the config keys."
  },
  "WD-1": {
    title: "A manual run input is invalid",
    checks: "The inputs of a manual (workflow_dispatch) sweep follow their format, and the ref is a commit.",
    example: "workflow_dispatch input 'config-keys': at least one key",
    fix: "Follow the message, e.g. config-keys 'dsr1-fp4-*' or 'dsr1-fp4-b200-sglang, gptoss-*'."
  },
  "WF-1": {
    title: "Dispatching the sweep failed",
    checks: "The sweep workflow must be dispatched; a failed dispatch is reported, and nothing runs.",
    example: "dispatch of sweep.yml failed: HTTP 422",
    fix: "Check that the workflow file exists on the default branch; comment `/sweep` to retry."
  },
  "GH-1": {
    title: "A GitHub call failed",
    checks: "A call to GitHub (or a git fetch from it) failed for good after the retries its route allows; the status comment shows the sweep as unknown, names the call and says what it leaves behind. This is infrastructure, never a problem with the PR.",
    example: "POST dispatch run-sweep.yml failed (502): Bad Gateway",
    fix: "Wait for GitHub to recover, then comment `/sweep`; an existing run of the same plan is found first, never duplicated."
  },
  "CM-3": {
    title: "A command on a run failed",
    checks: "A rerun or cancel command whose GitHub call failed for good is answered with the run and the error.",
    example: "Re-running failed jobs of run 38029231836 failed \u2014 HTTP 403.",
    fix: "Retry the command; if it keeps failing, act on the run in the Actions tab."
  },
  "FF-2": {
    title: "The first failing row",
    checks: "When a sweep fails, the first failing row and job are named.",
    example: "first failing row dsr1 b200 tp4 ep1 c32 8k1k (job sweep-single-node-8k1k)",
    fix: "Open the job\u2019s log; fix the config or re-run the failed jobs."
  }
};

// src/rules/catalogue.ts
var CATALOGUE = {
  ...CHANGELOG_RULES,
  ...PLAN_RULES,
  ...CONFIG_RULES,
  ...LANE_RULES,
  ...WORKFLOW_RULES,
  ...INSTALL_RULES
};
var isRuleCode = (code) => Object.hasOwn(CATALOGUE, code);
var RULES_DOC = "docs/rules.md";
var ruleAnchor = (code) => code.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

// src/rules/hint.ts
var MAX_LINKS = 6;
function rulesHint(diagnostics) {
  const codes = [...new Set(diagnostics.map((d) => d.rule))].filter(isRuleCode);
  if (!codes.length) return void 0;
  const links = codes.slice(0, MAX_LINKS).map((c) => `#${ruleAnchor(c)}`);
  const more = codes.length > MAX_LINKS ? ` (+${codes.length - MAX_LINKS} more)` : "";
  return `codes explained in ${RULES_DOC}: ${links.join(" ")}${more}`;
}

export {
  rulesHint
};
