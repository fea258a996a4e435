// A sweep's results against a baseline, as the reviewer reads them: per configuration (config key and
// scenario) and concurrency, the measured point, its verdict per metric and overall, the GPU accounting
// finding when there is one; rows that produced nothing; the eval accuracies; the files that could not be
// read. Pure.
import type { Row } from '../plan/row.js';
import { baselineFor, type BaselineIndex, type BaselineKind } from './baseline.js';
import type { EvalTask } from './evals.js';
import type { GpuFinding } from './gpu-check.js';
import type { SweepResults } from './sweep.js';
import type { Measured } from './match.js';
import type { Metrics } from './metrics.js';
import { concsOf, isAgenticRow, isMultiNodeRow } from './names.js';
import type { Problem } from './read.js';
import {
  DEFAULT_THRESHOLDS,
  pointVerdict,
  type PointVerdict,
  type Thresholds,
  type Verdict,
} from './verdict.js';

export interface PointComparison {
  rowId: string;
  row: Row;
  kind: Measured['kind'];
  conc: number;
  metrics: Metrics;
  gpus: number;
  /** The baseline samples' metrics, newest first. */
  base: Metrics[];
  verdict: PointVerdict;
  gpuFinding?: GpuFinding;
}

export type RowState = 'measured' | 'partial' | 'no-result' | 'failed';

export interface RowStatus {
  rowId: string;
  row: Row;
  /** The configuration it belongs to (as groups are named). */
  group: string;
  state: RowState;
  /** Concurrencies the row runs that have no result. */
  missing: number[];
}

export interface EvalRow {
  rowId: string;
  row: Row;
  group: string;
  conc?: number;
  tasks: EvalTask[];
}

export interface Group {
  /** The configuration: config key (or what the row says of it) and scenario. */
  name: string;
  points: PointComparison[];
  /** The worst verdict of its points (regressions first). */
  verdict: Verdict;
}

export interface Comparison {
  baseline: BaselineKind | 'none';
  /** How many baseline samples at most were compared with. */
  samples: number;
  groups: Group[];
  rows: RowStatus[];
  evals: EvalRow[];
  gpuFindings: GpuFinding[];
  problems: Problem[];
}

export interface CompareOptions {
  thresholds?: Thresholds;
  /** Baseline samples at most per point (the newest and the few before it). */
  samples?: number;
  baseFingerprint?: (fingerprint: string) => string | undefined;
  /** The config key a row came from, when the caller knows it; otherwise what its fields say. */
  groupOf?: (row: Row) => string;
  /** Rows whose job failed (from the run's job list), to tell "failed" from "produced nothing". */
  failed?: ReadonlySet<string>;
}

const RANK: Record<Verdict, number> = { worse: 0, better: 1, 'within-noise': 2, 'no-baseline': 3 };

/** `dsr1-fp4-b200-sglang · 1k1k`: the config key's usual spelling and the scenario, from the row. */
export function defaultGroup(row: Row): string {
  const runner = String(row['runner'] ?? '').replace(/^cluster:/, '');
  const spec =
    row['spec-decoding'] && row['spec-decoding'] !== 'none' ? `-${String(row['spec-decoding'])}` : '';
  const key = `${String(row['model-prefix'])}-${String(row['precision'])}-${runner}-${String(row['framework'])}${spec}`;
  const scenario = isAgenticRow(row)
    ? 'agentic'
    : (String(row['exp-name'] ?? '')
        .split('_')
        .at(-1) ?? `${String(row['isl'])}/${String(row['osl'])}`);
  return `${key} · ${scenario}${isMultiNodeRow(row) ? ' · multi-node' : ''}`;
}

export const DEFAULT_SAMPLES = 5;

export function compareResults(
  results: SweepResults,
  baseline: BaselineIndex | undefined,
  opts: CompareOptions = {},
): Comparison {
  const thresholds = opts.thresholds ?? DEFAULT_THRESHOLDS;
  const samples = opts.samples ?? DEFAULT_SAMPLES;
  const groupOf = opts.groupOf ?? defaultGroup;
  const findings = new Map(results.gpuFindings.map((f) => [`${f.rowId}|${f.kind}|${f.conc}`, f]));
  const groups = new Map<string, PointComparison[]>();
  const rows: RowStatus[] = [];
  const evals: EvalRow[] = [];
  for (const rr of results.rows) {
    for (const m of rr.measured) {
      const bopts = { samples, ...(opts.baseFingerprint ? { baseFingerprint: opts.baseFingerprint } : {}) };
      const base = baseline ? baselineFor(baseline, rr, m, bopts).map((s) => s.metrics) : [];
      const f = findings.get(`${rr.rowId}|${m.kind}|${m.conc}`);
      // A result divided by the wrong GPU count is judged by its corrected throughput per GPU.
      const judged = f?.corrected !== undefined ? { ...m.metrics, tput_per_gpu: f.corrected } : m.metrics;
      const p: PointComparison = {
        rowId: rr.rowId,
        row: rr.row,
        kind: m.kind,
        conc: m.conc,
        metrics: m.metrics,
        gpus: m.gpus,
        base,
        verdict: pointVerdict(judged, base, thresholds),
      };
      if (f) p.gpuFinding = f;
      const g = groupOf(rr.row);
      groups.set(g, [...(groups.get(g) ?? []), p]);
    }
    const group = groupOf(rr.row);
    for (const e of rr.evals)
      evals.push({
        rowId: rr.rowId,
        row: rr.row,
        group,
        tasks: e.tasks,
        ...(e.conc ? { conc: e.conc } : {}),
      });
    rows.push({ group, ...rowStatus(rr.rowId, rr.row, rr.measured, rr.evals.length > 0, opts.failed) });
  }
  const grouped = [...groups].map(([name, points]): Group => {
    points.sort((a, b) => a.kind.localeCompare(b.kind) || a.conc - b.conc);
    const verdict = points.map((p) => p.verdict.verdict).sort((a, b) => RANK[a] - RANK[b])[0]!;
    return { name, points, verdict };
  });
  grouped.sort((a, b) => RANK[a.verdict] - RANK[b.verdict] || a.name.localeCompare(b.name));
  return {
    baseline: baseline?.kind ?? 'none',
    samples,
    groups: grouped,
    rows,
    evals,
    gpuFindings: results.gpuFindings,
    problems: results.problems,
  };
}

function rowStatus(
  rowId: string,
  row: Row,
  measured: readonly Measured[],
  hasEval: boolean,
  failed: ReadonlySet<string> | undefined,
): Omit<RowStatus, 'group'> {
  const evalOnly = row['eval-only'] === true;
  const have = new Set(measured.map((m) => m.conc));
  const missing = evalOnly ? [] : concsOf(row).filter((c) => !have.has(c));
  const nothing = evalOnly ? !hasEval : have.size === 0;
  const state: RowState = failed?.has(rowId)
    ? 'failed'
    : nothing
      ? 'no-result'
      : missing.length
        ? 'partial'
        : 'measured';
  return { rowId, row, state, missing };
}
