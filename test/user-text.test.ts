// Nothing a user reads carries a requirement id: every message of the catalogues (status, outcome, links,
// replies, summary, the reuse commands), the comments rendered from them with every reason at once, the
// guidance and protected-path comments, and the step names and descriptions of the workflows and
// action.yml. Diagnostic codes stay only in the code column of CLI and annotation lines
// (`error [CL-3] …`), which docs/rules.md explains.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Decision, ReasonCode } from '../src/decide/decide.js';
import { bilingual, reasonText, uiText } from '../src/report/messages.js';
import { renderOutcome, type SweepOutcome } from '../src/report/outcome.js';
import { renderGuidance, renderProtected } from '../src/report/pr-notes.js';
import type { PlanReport } from '../src/report/plan-summary.js';
import { renderStatus, type StatusModel } from '../src/report/status.js';
import { renderSummary } from '../src/report/summary.js';
import { defaultPolicy } from '../src/decide/policy.js';
import { DEFAULT_LINKS, renderUnofficial } from '../src/report/unofficial.js';
import { refusalText, reuseUiText } from '../src/reuse/messages.js';
import { renderBenchmarkTemplate, renderSweepRun, renderSweepFamily } from '../src/dispatch/workflows.js';
import { renderControlCaller, renderRunCaller } from '../src/dispatch/callers.js';
import { repoRoot } from './support/reference.js';

/** A spec-style id (`CL-7`, `AZ-2`) or a section sign (`01 §7.1`). */
const ID = /\b[A-Z]{1,4}-\d+\b|§/;
/** The code column of a CLI or annotation line: `error [CL-3] message`, `::error title=CL-3,…::`. */
const CODE_COLUMN = /\b(error|warning|notice) \[[^\]\s]+\]|::(error|warning|notice) [^:]*::/g;

const idsIn = (text: string): string[] =>
  text
    .replace(CODE_COLUMN, '')
    .split('\n')
    .filter((l) => ID.test(l));

describe('user-visible text has no requirement ids', () => {
  const catalogues = { reasonText, uiText, refusalText, reuseUiText } as Record<
    string,
    Record<string, { en: string; zh: string }>
  >;
  for (const [name, cat] of Object.entries(catalogues))
    it(`CM-3 every ${name} message, in English and Chinese`, () => {
      const bad = Object.entries(cat).flatMap(([k, v]) =>
        (['en', 'zh'] as const).filter((l) => ID.test(v[l])).map((l) => `${k}.${l}: ${v[l]}`),
      );
      expect(bad).toEqual([]);
    });

  const every = Object.keys(reasonText) as ReasonCode[];
  const decision = (over: Partial<Decision> = {}): Decision => ({
    verdict: 'validate',
    validate: true,
    refreshStatus: true,
    cancelInFlight: false,
    restart: false,
    approval: 'awaiting',
    reuseGate: 'not-applicable',
    // Each reason carries its requirement id, as the decision records it for tests.
    reasons: every.map((code) => ({ code, rule: 'CL-1', params: { label: 'x', labels: 'x, y' } })),
    mode: {
      primary: 'full-sweep-fail-fast',
      plan: 'full',
      canary: true,
      failFast: true,
      evals: 'default',
      agentxFast: true,
      scheduling: ['skip_queue'],
    },
    ...over,
  });
  const report: PlanReport = {
    gate: {
      outcome: 'fail',
      diagnostics: [
        { severity: 'error', rule: 'CL-3', message: 'entry 1 changed', file: 'perf-changelog.yaml', line: 5 },
      ],
    },
    lint: [{ severity: 'warning', rule: 'R6', message: 'recipe not checked in', fix: 'check it in' }],
    plan: {
      key: 'ab'.repeat(32),
      buckets: [{ name: 'multi_node.8k1k', rows: 3, shards: 1 }],
      canary: {
        bucket: 'multi_node.8k1k',
        name: 'dsr1_8k1k',
        runner: 'cluster:gb200-nv',
        conc: 4,
        model: 'dsr1',
      },
      clusters: [{ cluster: 'cluster:gb200-nv', gpus: 24, nodes: 6 }],
      entries: [{ keys: ['dsr1-fp4-gb200-dynamo-trt'], description: 'New recipes' }],
      cost: {
        clusters: [
          {
            cluster: 'gb200-nv',
            jobs: 3,
            kinds: [{ kind: 'multi-node benchmark', jobs: 3 }],
            gpuHours: 192,
            nodeHours: 48,
            peakGpus: 24,
            peakNodes: 6,
            expected: { gpuHours: 20, nodeHours: 5, jobs: 1 },
          },
        ],
        total: { jobs: 3, gpuHours: 192, nodeHours: 48, peakGpus: 24 },
        budgetGpuHours: 100,
      },
      curves: {
        keys: [{ key: 'dsr1-fp4-gb200-dynamo-trt', status: 'changed', appendOnly: true }],
        curves: [
          {
            key: 'dsr1-fp4-gb200-dynamo-trt',
            status: 'changed',
            scenario: '8k1k',
            label: 'tp8',
            detail: 'image a → b',
          },
        ],
        counts: { changed: 1 },
      },
      rowIds: ['0123456789abcdef'],
    },
  };
  const models: [string, StatusModel][] = [
    [
      'validate',
      { pr: 42, headSha: 'a'.repeat(40), decision: decision(), report, mergeable: false, blobUrl: 'u' },
    ],
    [
      'sweep above the budget',
      {
        pr: 42,
        headSha: 'a'.repeat(40),
        decision: decision({ verdict: 'sweep', approval: 'approved' }),
        report,
        needsConfirmation: true,
      },
    ],
    [
      'sweep dispatched',
      {
        pr: 42,
        headSha: '',
        decision: decision({ verdict: 'sweep' }),
        report,
        dispatched: { runId: 7, htmlUrl: 'u' },
      },
    ],
    ['cancel with nothing running', { pr: 42, headSha: '', decision: decision({ verdict: 'cancel' }) }],
    [
      'dispatch failed',
      { pr: 42, headSha: '', decision: decision({ verdict: 'sweep' }), dispatchFailed: 'HTTP 500' },
    ],
  ];
  for (const [name, m] of models) {
    it(`CM-2 the status comment (${name}), with every reason at once`, () => {
      expect(idsIn(renderStatus(m, 1))).toEqual([]);
    });
    it(`the job summary (${name}): codes only in the CLI-style findings`, () => {
      const text = renderSummary(m);
      if (m.report) expect(text).toContain('error [CL-3] entry 1 changed');
      expect(idsIn(text)).toEqual([]);
    });
  }

  it('CN-3 FF-2 the outcome block', () => {
    const o: SweepOutcome = {
      runId: 7,
      attempt: 2,
      runUrl: 'u',
      counts: { succeeded: 1, failed: 1, cancelled: 3, skipped: 2 },
      firstFailure: { rowId: 'r', name: 'dsr1_8k1k (gb200-nv)', job: 'sweep / r' },
      canaryBlocked: [{ canary: 'c', rows: 2, buckets: ['multi_node.8k1k (2)'] }],
      failFast: 'run',
      failFastCancelled: 3,
      evalsRan: true,
    };
    expect(idsIn(renderOutcome(o))).toEqual([]);
  });

  it('CM-1 BC-1 BC-2 the links, guidance and protected-path comments', () => {
    expect(idsIn(renderUnofficial({ ...DEFAULT_LINKS, baseUrl: 'https://x' }, 7, true))).toEqual([]);
    expect(idsIn(renderGuidance(defaultPolicy))).toEqual([]);
    expect(idsIn(renderProtected([{ path: 'inferencex-e2e/infx', additions: 7, deletions: 4 }]))).toEqual([]);
    expect(idsIn(bilingual('a', 'b'))).toEqual([]);
  });

  /** Job and step names, run names and input/output descriptions of a workflow or action file. */
  function labelsOf(doc: unknown): string[] {
    const out: string[] = [];
    const walk = (v: unknown, key?: string) => {
      if (typeof v === 'string') {
        if (key === 'name' || key === 'description' || key === 'run-name') out.push(v);
      } else if (Array.isArray(v)) v.forEach((x) => walk(x));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    walk(doc);
    return out;
  }

  it('step names and descriptions of the generated workflows and the callers sweep init writes', () => {
    const texts = [
      renderSweepRun(),
      renderSweepFamily(),
      renderBenchmarkTemplate('single'),
      renderBenchmarkTemplate('multi'),
      renderControlCaller(),
      renderRunCaller(),
    ];
    expect(texts.flatMap((t) => labelsOf(parse(t))).filter((l) => ID.test(l))).toEqual([]);
  });

  it('step names and descriptions of every workflow file and of action.yml', () => {
    const dir = join(repoRoot, '.github/workflows');
    const files = [
      join(repoRoot, 'action.yml'),
      ...readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => join(dir, f)),
    ];
    const bad = files.flatMap((f) =>
      labelsOf(parse(readFileSync(f, 'utf8')))
        .filter((l) => ID.test(l))
        .map((l) => `${f.slice(repoRoot.length + 1)}: ${l}`),
    );
    expect(bad).toEqual([]);
  });
});
