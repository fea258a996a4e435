// The demo's scenarios as data: the PR (same repo or fork), how its head commit edits the changelog, what
// people do and when, and which benchmark rows fail. `fail-fast` is the default lifecycle of `npm start`.
import type { Row } from '../dispatch/plan.js';

export interface FailContext {
  row: Row | undefined;
  /** The sweep job of the row (bucket table), e.g. `sweep-multi-node-8k1k` or `canary-agentic-multinode`. */
  job: string;
  canaryRow: boolean;
  attempt: number;
}

export type Step =
  | { at: number; kind: 'open' }
  | { at: number; kind: 'label'; user: string; labels: string[] }
  | { at: number; kind: 'comment'; user: string; body: string | ((headSha: string) => string) };

export interface Scenario {
  name: string;
  summary: string;
  fork?: boolean;
  /** The head commit's changelog from the base text. */
  edit: (base: string, pr: number) => string;
  steps: Step[];
  fails?: (c: FailContext) => boolean;
}

export const DEMO_PR = 42;

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
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => c.attempt === 1 && gb300Fixed(c),
  },
  {
    name: 'happy-path',
    summary: 'full-sweep-fail-fast with every row succeeding: status and unofficial-run links comments',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
  },
  {
    name: 'canary-failure',
    summary: 'the canary fails, so every family is skipped and the status says what it blocked',
    edit: appendEntry,
    steps: [open, label(2 * min, 'full-sweep-fail-fast')],
    fails: (c) => c.canaryRow,
  },
  {
    name: 'conflicting-labels',
    summary: 'two primary labels at once: an error, no dispatch',
    edit: appendEntry,
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
    steps: [
      open,
      label(2 * min, 'full-sweep-enabled'),
      { at: 6 * 60 * min, kind: 'comment', user: 'maintainer', body: '/sweep rerun-failed' },
    ],
    fails: (c) => c.attempt === 1 && gb300Fixed(c),
  },
];

export const scenarioNames = scenarios.map((s) => s.name);
export const findScenario = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
