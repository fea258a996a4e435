// The demo's scenarios as data: the PR (same repo or fork), how its head commit edits the changelog, what
// people do and when, and which benchmark rows fail. `fail-fast` is the default lifecycle of `npm start`.
import type { Row } from '../dispatch/plan.js';
import type { SimFailure } from './actions.js';
import type { RunnerLoss } from './schedule.js';
import {
  appendFixtureEntry,
  ENGINE_FILE,
  engineFile,
  fixtureEntry,
  INFERENCEX_FIXTURE_FILES,
  STANDIN_COMMAND,
} from './inferencex-fixture.js';

export interface FailContext {
  row: Row | undefined;
  /** The sweep job of the row (bucket table), e.g. `sweep-multi-node-8k1k` or `canary-agentic-multinode`. */
  job: string;
  canaryRow: boolean;
  attempt: number;
  /** The retry run the job is in (0: the sweep run itself). */
  retry: number;
}

/** What people do, and when; `pr` is the scenario's earlier PR (FIRST_PR) where a step says so. */
export type Step = (
  | { at: number; kind: 'open' }
  | { at: number; kind: 'label'; user: string; labels: string[] }
  | {
      at: number;
      kind: 'comment';
      user: string;
      /** The text, or built from the PR head and the newest sweep run of the PR. */
      body: string | ((headSha: string, sweepRunId: number | undefined) => string);
    }
  /** The author pushes a new commit to the PR (its changelog edited by `edit`). */
  | { at: number; kind: 'push'; edit: (changelog: string) => string; message: string }
  /** A maintainer merges the PR: GitHub pushes its head to the default branch. */
  | { at: number; kind: 'merge'; user: string }
  /** Every artifact uploaded so far expires (GitHub keeps them listed, without their files). */
  | { at: number; kind: 'expire' }
) & { pr?: number };

export interface Scenario {
  name: string;
  summary: string;
  fork?: boolean;
  /** The head commit's changelog from the base text. */
  edit: (base: string, pr: number) => string;
  /** Other files the PR's head commit edits (path → new text from the base text). */
  editFiles?: Record<string, (base: string) => string>;
  steps: Step[];
  /** Whether (true: a benchmark failure that wrote no result) and how the row's job fails. */
  fails?: (c: FailContext) => boolean | SimFailure | undefined;
  /** Runner labels of runners.yaml whose runners are all offline (registered, but not taking jobs). */
  offline?: string[];
  /** The workflow token may list the repository's runners (default: no, as for GITHUB_TOKEN). */
  runnersReadable?: boolean;
  /** Action settings over the demo's (sweep-control's `with:`), e.g. `fail-fast-scope: matrix`. */
  settings?: Record<string, string>;
  /** Lines added to the repository config file (`.github/sweep.yml`), e.g. a re-run budget. */
  config?: string;
  /** A fault model: whether the runner a row's job lands on goes away, by the row and its earlier runs. */
  fault?: (row: Row | undefined, runner: string, tries: number) => RunnerLoss | undefined;
  /** A maintainer comments `/sweep rerun-failed` this long after the sweep run ends with rows without a
   * result (the first time `firstAfterMs`, when given), at most `rounds` times. */
  rerunWhenDone?: { afterMs: number; firstAfterMs?: number; rounds: number };
  /** The simulated repository, when it is not this package's demo (configs/ at the root). */
  repo?: {
    layout: string;
    /** The base commit's files (repository-relative path → text). */
    files: Readonly<Record<string, string>>;
    /** Edits of what `sweep init` wrote (path → new text from init's). */
    afterInit?: Record<string, (text: string) => string>;
  };
  /** Benchmark jobs execute their template's steps, with the repository's own launch command. */
  executeBenchmarks?: boolean;
  /**
   * An earlier PR (number FIRST_PR) whose branch starts at the base; the scenario's own PR starts at its
   * head, and is based on it once it merges. Steps with `pr: FIRST_PR` are its own.
   */
  first?: {
    edit: (base: string, pr: number) => string;
    editFiles?: Record<string, (base: string) => string>;
    headMessage: string;
  };
  /** The head commit's message of the scenario's PR. */
  headMessage?: string;
}

export const DEMO_PR = 42;
export const FIRST_PR = 41;

/** The demo repository's action settings (sweep-control's `with:`): the first failure stops the whole run. */
export const DEMO_SETTINGS = { 'fail-fast-scope': 'run' };
const min = 60_000;

/** The demo PR appends one entry: disaggregated recipes and agentic curves on GB200 NVL and GB300 NVL. */
/** The demo PR's entry; `XXX` is the placeholder a PR uses before its number is known. */
export const appendEntry = (base: string): string =>
  `${base.replace(/\n*$/, '\n')}
- config-keys:
    - dsr1-fp4-gb200-dynamo-trt
    - dsv4-fp4-gb300-dynamo-vllm
    - kimik3-fp4-gb200-dynamo-vllm-agentic
    - qwen3.5-fp4-gb300-dynamo-sglang-agentic-disagg
  description:
    - "New disaggregated recipes and agentic curves on GB200 NVL and GB300 NVL"
  pr-link: XXX
`;

/** Rewrites an existing entry instead of appending: the append-only gate must reject it with file:line. */
const rewriteHistory = (base: string): string =>
  appendEntry(
    base.replace(
      '"Baseline single-node DeepSeek-R1 sweeps on B200 and MI355X"',
      '"Baseline sweeps (edited after the fact)"',
    ),
  );

/** The demo PR also bumps one recipe's image, so the curve diff shows a changed curve beside new ones. */
export const demoConfigEdits: Record<string, (base: string) => string> = {
  'configs/nvidia-master.yaml': (t) =>
    t.replace(/(dsv4-fp4-gb300-dynamo-vllm:\n {2}image: vllm\/vllm-openai:)v0\.21\.0/, '$1v0.21.1'),
};

const open = { at: 0, kind: 'open' } as const;
const label = (at: number, ...labels: string[]): Step => ({ at, kind: 'label', user: 'maintainer', labels });

const gb300Fixed = (c: FailContext) =>
  c.job === 'sweep-multi-node-8k1k' && c.row?.['runner'] === 'cluster:gb300-nv';

export const scenarios: Scenario[] = [
  {
    name: 'fail-fast',
    summary:
      'full-sweep-fail-fast: canary, shards on gb200-nv and gb300-nv, one injected failure, run-wide cancellation (default)',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => c.attempt === 1 && gb300Fixed(c),
  },
  {
    name: 'happy-path',
    summary: 'full-sweep-fail-fast with every row succeeding: status and unofficial-run links comments',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
  },
  {
    name: 'canary-failure',
    summary: 'the canary fails, so every family is skipped and the status says what it blocked',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => c.canaryRow,
  },
  {
    name: 'conflicting-labels',
    summary: 'two primary labels at once: an error, no dispatch',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast', 'full-sweep-enabled')],
  },
  {
    name: 'bad-changelog',
    summary:
      'the PR edits an existing changelog entry: the append-only gate fails with file:line, no dispatch',
    edit: rewriteHistory,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
  },
  {
    name: 'fork-approval',
    summary:
      "a fork PR waits for approval; an outsider's /approve is refused; a maintainer's label approves the exact SHA",
    fork: true,
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [
      open,
      { at: 3 * min, kind: 'comment', user: 'contributor', body: (sha) => `/approve ${sha.slice(0, 12)}` },
      label(6 * min, 'full-sweep-fail-fast'),
    ],
  },
  {
    name: 'rerun-failed',
    summary:
      'full-sweep-enabled, one flaky row fails; a maintainer comments /sweep rerun-failed and attempt 2 passes',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [
      open,
      label(2 * min, 'full-sweep-enabled'),
      { at: 6 * 60 * min, kind: 'comment', user: 'maintainer', body: '/sweep rerun-failed' },
    ],
    fails: (c) => c.attempt === 1 && gb300Fixed(c),
  },
];

// ---- The merge half: an approved sweep pinned with /use and published when the PR merges.
const hour = 60 * min;
const useLatest = (at: number): Step => ({
  at,
  kind: 'comment',
  user: 'maintainer',
  body: (_sha, runId) => `/use ${runId ?? ''}`.trim(),
});
const mergeAt = (at: number): Step => ({ at, kind: 'merge', user: 'maintainer' });

scenarios.push(
  {
    name: 'merge-with-reuse',
    summary:
      'full-sweep-enabled sweep, a maintainer pins it with /use, the PR merges: one repository_dispatch publishes it to the dashboard, nothing is benchmarked again',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-enabled'), useLatest(7 * hour), mergeAt(8 * hour)],
  },
  {
    name: 'merge-without-reuse',
    summary:
      'the PR merges without /use: the merge run fails closed with the message to post /use <run_id> before merging; nothing is published',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-enabled'), mergeAt(8 * hour)],
  },
  {
    name: 'reuse-invalidated',
    summary:
      'a run pinned with /use, then a push to the PR: the pin no longer applies (the status says why) and the new head is swept',
    edit: appendEntry,
    steps: [
      open,
      label(2 * min, 'full-sweep-enabled'),
      useLatest(7 * hour),
      {
        at: 8 * hour,
        kind: 'push',
        message: 'perf-changelog: clarify the description',
        edit: (text) => text.replace('"New disaggregated recipes', '"New disaggregated serving recipes'),
      },
    ],
  },
);

// ---- Runner routing: a label no runner carries is refused before dispatch.
scenarios.push({
  name: 'unknown-runner-label',
  summary:
    "the PR moves a config to the runner label 'gb300-nv', which no runner in runners.yaml carries: refused before dispatch, the status names the rows and the label",
  edit: appendEntry,
  editFiles: {
    'configs/nvidia-master.yaml': (t) =>
      t.replace(/(dsv4-fp4-gb300-dynamo-vllm:\n(?: {2}.*\n)*? {2}runner: )cluster:gb300-nv/, '$1gb300-nv'),
  },
  steps: [open, label(2 * min, 'full-sweep-fail-fast')],
});

// ---- The queue watcher: a label whose runners are all offline.
scenarios.push(
  {
    name: 'runner-offline',
    summary:
      'the gb300-nv runners are offline: its jobs stay queued; within queue-alert-minutes the status names each waiting row and the label no online runner carries',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-enabled')],
    offline: ['cluster:gb300-nv'],
    runnersReadable: true,
  },
  {
    name: 'runner-list-unreadable',
    summary:
      'the gb300-nv runners are offline and the token cannot read the runner list: the status says so and still names the waiting rows and their labels',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-enabled')],
    offline: ['cluster:gb300-nv'],
  },
);

// ---- Today's reference after `sweep init`: its benchmark job, executed step by step.
scenarios.push({
  name: 'inferencex-first-sweep',
  summary:
    "a repository laid out like the reference today (inferencex-e2e/) after init (inferencex launcher profile), full-sweep-fail-fast: each benchmark job runs its template's steps with a stand-in launch command; the reference's artifacts and one agg_*.json",
  edit: appendFixtureEntry,
  steps: [open, label(2 * min, 'full-sweep-fail-fast')],
  repo: {
    layout: 'inferencex-e2e',
    files: INFERENCEX_FIXTURE_FILES,
    afterInit: {
      // The stand-in replaces the layout's launch command (python -m infx.launch run) in the config file.
      '.github/sweep.yml': (t) => t.replace(/^ {2}# command: .*$/m, `  command: ${STANDIN_COMMAND}`),
    },
  },
  executeBenchmarks: true,
});

// ---- Results against the published baseline: a merged PR's results kept in the data branch, then a
// second PR's sweep compared with them after the first run's artifacts expired.
const inferencexRepo: Scenario['repo'] = {
  layout: 'inferencex-e2e',
  files: INFERENCEX_FIXTURE_FILES,
  afterInit: {
    '.github/sweep.yml': (t) => t.replace(/^ {2}# command: .*$/m, `  command: ${STANDIN_COMMAND}`),
  },
};
/** The curves both PRs sweep: one gets faster, one slower, one stays, one miscounts its GPUs. */
const REGRESSION_KEYS = [
  'dsr1-fp4-b200-sglang',
  'qwen3.5-fp4-gb300-dynamo-sglang',
  'dsv4-fp4-b200-vllm-agentic',
  'dsr1-fp4-gb200-dynamo-trt',
];
const first = (step: Step): Step => ({ ...step, pr: FIRST_PR });
scenarios.push({
  name: 'results-regression',
  summary:
    'PR #41 is swept, pinned with /use and merged: its results are published to the data branch; its artifacts expire; PR #42 (an engine update) is swept and its Results compare with the published baseline: one curve better, one worse beyond noise, one within noise, one GPU-count mismatch',
  first: {
    edit: fixtureEntry(REGRESSION_KEYS, 'Baseline sweep of four curves'),
    headMessage: 'perf-changelog: baseline sweep of four curves',
  },
  edit: fixtureEntry(REGRESSION_KEYS, 'Engine update: faster sglang decode, new dynamo-sglang scheduler'),
  editFiles: {
    [ENGINE_FILE]: () =>
      engineFile([
        ['dsr1', 'sglang', 1.12, '-'],
        ['qwen3.5', 'dynamo-sglang', 0.85, '-'],
        ['dsv4', 'vllm', 1.01, '-'],
        // The launcher's count of prefill workers slips: 16 GPUs recorded for a 20-GPU job.
        ['dsr1', 'dynamo-trt', 1, 16],
      ]),
  },
  headMessage: 'engine update: sglang decode and the dynamo-sglang scheduler',
  steps: [
    first(open),
    first(label(2 * min, 'full-sweep-enabled')),
    first(useLatest(6 * hour)),
    first(mergeAt(7 * hour)),
    { at: 8 * hour, kind: 'expire' },
    { at: 9 * hour, kind: 'open' },
    label(9 * hour + 2 * min, 'full-sweep-enabled'),
  ],
  repo: inferencexRepo,
  executeBenchmarks: true,
});

// ---- Failures by class: a lost runner is re-run by itself, a benchmark failure stops the sweep.
/** A lost runner, as GitHub reports it: the job fails halfway, the machine is back 20 minutes later. */
export const runnerLost: SimFailure = { kind: 'runner-lost', at: 0.5, away: 20 * 60_000 };
/** The launcher fails after the server started: the server process died during the benchmark. */
export const serverDied: SimFailure = {
  kind: 'benchmark',
  at: 0.6,
  log: [
    '[2026-08-22 12:22:03] INFO:     Uvicorn running on http://0.0.0.0:8888',
    'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
    'ERROR: Server process 48211 died during benchmark',
  ],
};
const gb200Fixed = (c: FailContext) =>
  c.job === 'sweep-multi-node-8k1k' && c.row?.['runner'] === 'cluster:gb200-nv';

scenarios.push(
  {
    name: 'runner-lost',
    summary:
      "full-sweep-fail-fast, run-wide scope: one row's runner disappears mid-run; no sibling is cancelled, the row is re-run automatically once in a retry run and passes, the sweep ends successful",
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => (c.retry === 0 && gb300Fixed(c) ? runnerLost : false),
  },
  {
    name: 'benchmark-failure',
    summary:
      'full-sweep-fail-fast, run-wide scope: a launcher fails after its server started; fail-fast cancels the run, nothing is re-run',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => (c.retry === 0 && gb300Fixed(c) ? serverDied : false),
  },
  {
    name: 'retry-budget',
    summary:
      'full-sweep-enabled: three rows lose their runners, more than the re-run budget (a tenth of the plan’s worst case, 110 GPU-hours) allows; re-runs stop at the budget and the status names the rows that still need /sweep rerun-failed',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-enabled')],
    fails: (c) => (c.retry === 0 && (gb300Fixed(c) || gb200Fixed(c)) ? runnerLost : false),
  },
  {
    name: 'progress',
    summary:
      'full-sweep-enabled, every row succeeds: the status comment shows the rows by state, the GPU-hours used against the estimate and the expected end while the sweep runs',
    edit: appendEntry,
    editFiles: demoConfigEdits,
    steps: [open, label(2 * min, 'full-sweep-enabled')],
  },
);

export const scenarioNames = scenarios.map((s) => s.name);
export const findScenario = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
