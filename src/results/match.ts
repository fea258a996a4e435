// Results matched to plan rows, exactly: by the row id a generic artifact names, else by the recipe
// fingerprint and concurrency a result records, else by its whole identity (model, precision, framework,
// runner label, spec decoding, sequence lengths, topology, concurrency). A result that fits no row or
// several is a named problem, never a guess. Per row, kind and concurrency the newest attempt wins. Pure.
import { rowIdOf } from '../dispatch/plan.js';
import type { Row } from '../plan/row.js';
import { jobEnv } from './env.js';
import type { EvalTask } from './evals.js';
import { aggMetrics, agenticMetrics, type Metrics } from './metrics.js';
import { concsOf, gpusFromName, isAgenticRow, isMultiNodeRow } from './names.js';
import { processResult } from './process.js';
import type { Found, Problem, Source } from './read.js';
import type { AgenticResult, AggResult, EvalMeta } from './schemas.js';

export interface Measured {
  kind: 'fixed' | 'agentic';
  conc: number;
  metrics: Metrics;
  /** GPUs the result's throughput was divided by. */
  gpus: number;
  source: Source;
}

export interface EvalMeasured {
  conc?: number;
  tasks: EvalTask[];
  source: Source;
}

export interface RowResults {
  rowId: string;
  row: Row;
  /** One per kind and concurrency (the newest attempt), by concurrency. */
  measured: Measured[];
  evals: EvalMeasured[];
  /** The generic artifact's marker (its attempt and the launcher's status word). */
  marker?: { attempt?: number; status?: string };
}

export interface Matched {
  /** Every plan row, in plan order, with what it produced (possibly nothing). */
  rows: RowResults[];
  problems: Problem[];
}

const s = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** Sequence lengths of agentic jobs are 0 in their files and absent from their rows. */
const len = (v: unknown): string => (s(v) === '0' ? '' : s(v));

/** A worker stage as identity text; `reduced` leaves out what an aggregated multi-node result zeroes. */
function stage(w: Record<string, unknown>, prefix: string, reduced = false): string {
  const f = (k: string, d = '1') => s(w[`${prefix}${k}`] ?? d);
  const nw = s(w[`${prefix}num-worker`] ?? w[`${prefix}num_workers`]);
  const dpa = s(w[`${prefix}dp-attn`] ?? w[`${prefix}dp_attention`]);
  if (reduced) return `${nw}x-/dpa${dpa}`;
  const dcp = f('dcp-size', '') || f('dcp_size');
  const pcp = f('pcp-size', '') || f('pcp_size');
  return `${nw}x${f('tp')}/pp${f('pp')}/dcp${dcp}/pcp${pcp}/ep${f('ep')}/dpa${dpa}`;
}

interface Identity {
  scenario: 'fixed' | 'agentic';
  prefix: unknown;
  precision: unknown;
  framework: unknown;
  runner: unknown;
  spec: unknown;
  isl: unknown;
  osl: unknown;
  topo: string;
}

const keyOf = (i: Identity, conc: number | string): string =>
  [i.scenario, i.prefix, i.precision, i.framework, i.runner, i.spec, len(i.isl), len(i.osl), i.topo, conc]
    .map(s)
    .join('|');

function rowIdentity(row: Row, topo: string): Identity {
  return {
    scenario: isAgenticRow(row) ? 'agentic' : 'fixed',
    prefix: row['model-prefix'],
    precision: row['precision'],
    framework: row['framework'],
    runner: row['runner'],
    spec: row['spec-decoding'],
    isl: row['isl'],
    osl: row['osl'],
    topo,
  };
}

/** A row's identity topologies: the full one and, multi-node, the one an aggregated result can show. */
function rowTopos(row: Row): string[] {
  if (!isMultiNodeRow(row)) return [`S${stage({ ...row, 'num-worker': 1 }, '')}`];
  const p = obj(row['prefill']);
  const d = obj(row['decode']);
  return [`M${stage(p, '')}+${stage(d, '')}`, `M${stage(p, '')}+${stage(d, '', true)}`];
}

/** The identity a result records (aggregate, AgentX aggregate or eval metadata). */
function resultIdentity(r: Record<string, unknown>, scenario: 'fixed' | 'agentic'): Identity {
  let topo: string;
  if (r['is_multinode'] === true) {
    const p = `M${stage(r, 'prefill_')}`;
    const decodeGone = r['num_decode_gpu'] === 0;
    topo = `${p}+${stage(r, 'decode_', decodeGone)}`;
  } else topo = `S${stage({ ...r, num_workers: 1 }, '')}`;
  return {
    scenario,
    prefix: r['infmax_model_prefix'],
    precision: r['precision'],
    framework: r['framework'],
    runner: r['hw'],
    spec: r['spec_decoding'] ?? 'none',
    isl: r['isl'],
    osl: r['osl'],
    topo,
  };
}

const isEvalRow = (row: Row) => row['run-eval'] === true || row['eval-only'] === true;

class Index {
  readonly byId = new Map<string, Row>();
  readonly byFp = new Map<string, Row[]>();
  readonly byKey = new Map<string, Row[]>();
  readonly evalByKey = new Map<string, Row[]>();

  constructor(rows: readonly Row[]) {
    const add = (m: Map<string, Row[]>, k: string, r: Row) => {
      const l = m.get(k);
      if (!l) m.set(k, [r]);
      else if (!l.includes(r)) l.push(r);
    };
    for (const row of rows) {
      this.byId.set(rowIdOf(row), row);
      const fp = row['recipe-fingerprint'];
      if (typeof fp === 'string' && fp) add(this.byFp, fp, row);
      for (const topo of rowTopos(row)) {
        const id = rowIdentity(row, topo);
        if (row['eval-only'] !== true) for (const c of concsOf(row)) add(this.byKey, keyOf(id, c), row);
        // Eval metadata does not say which scenario it ran: evals are keyed without it.
        if (isEvalRow(row)) add(this.evalByKey, keyOf({ ...id, scenario: 'fixed' }, ''), row);
      }
    }
  }
}

function gpusOfAgg(a: AggResult): number {
  if (a.is_multinode) return a.num_prefill_gpu + a.num_decode_gpu;
  return a.tp * (a.pp ?? 1) * (a.pcp_size ?? 1);
}

function gpusOfAgentic(a: AgenticResult): number {
  if (a.is_multinode && a.num_prefill_gpu !== undefined) return a.num_prefill_gpu + (a.num_decode_gpu ?? 0);
  if (!a.is_multinode && a.tp !== undefined) return a.tp * (a.pp ?? 1) * (a.pcp_size ?? 1);
  // Otherwise what the per-GPU throughput implies.
  const t = a.request_metrics.throughput;
  return t.per_gpu.total_tput_tps > 0 ? Math.round(t.total.tokens_per_second / t.per_gpu.total_tput_tps) : 0;
}

/** The reduced identity of a multi-node eval (workers and widths per role are what its metadata keeps). */
function evalIdentity(m: EvalMeta): Identity {
  const r = m as Record<string, unknown>;
  return resultIdentity(
    { ...r, dp_attention: s(r['dp_attention']), prefill_dp_attention: s(r['prefill_dp_attention']) },
    'fixed',
  );
}

class Matcher {
  private readonly index: Index;
  readonly problems: Problem[] = [];
  readonly out = new Map<string, RowResults>();

  constructor(rows: readonly Row[]) {
    this.index = new Index(rows);
    for (const row of rows) {
      const rowId = rowIdOf(row);
      if (!this.out.has(rowId)) this.out.set(rowId, { rowId, row, measured: [], evals: [] });
    }
  }

  problem(s: Source, code: Problem['code'], detail?: string): void {
    const p: Problem = { artifact: s.artifact, file: s.file, code };
    if (detail !== undefined) p.detail = detail;
    this.problems.push(p);
  }

  /** The one row a result belongs to, or a problem saying why there is none. */
  pick(s: Source, candidates: Row[] | undefined, what: string): Row | undefined {
    if (s.rowId !== undefined) {
      const row = this.index.byId.get(s.rowId);
      if (!row) this.problem(s, 'unmatched', `row ${s.rowId} is not in the plan`);
      else if (candidates && !candidates.includes(row))
        this.problem(s, 'unmatched', `${what} is not what row ${s.rowId} runs`);
      return row && (!candidates || candidates.includes(row)) ? row : undefined;
    }
    if (!candidates?.length) return void this.problem(s, 'unmatched', `${what} matches no plan row`);
    if (candidates.length > 1)
      return void this.problem(s, 'ambiguous', `${what} matches rows ${candidates.map(rowIdOf).join(', ')}`);
    return candidates[0];
  }

  /** A measured result: by the row its artifact names, its fingerprint and concurrency, or its identity. */
  measured(s: Source, r: Record<string, unknown>, m: Omit<Measured, 'source'>): void {
    const conc = m.conc;
    const fp = typeof r['recipe_fingerprint'] === 'string' ? r['recipe_fingerprint'] : '';
    const byFp = fp ? this.index.byFp.get(fp)?.filter((row) => concsOf(row).includes(conc)) : undefined;
    const candidates = fp ? byFp : this.index.byKey.get(keyOf(resultIdentity(r, m.kind), conc));
    // A generic artifact names its row: the result must still be one the row runs.
    const fits = s.rowId !== undefined ? concFits(this.index.byId.get(s.rowId), conc) : candidates;
    const what = `${m.kind} result at concurrency ${conc}${fp ? ` of recipe ${fp.slice(0, 16)}` : ''}`;
    const row = this.pick(s, fits, what);
    if (row) this.record(row, { ...m, source: src(s) });
  }

  /** Per kind and concurrency the newest attempt wins; two of one attempt are a named duplicate. */
  record(row: Row, m: Measured): void {
    const rr = this.out.get(rowIdOf(row))!;
    const i = rr.measured.findIndex((x) => x.kind === m.kind && x.conc === m.conc);
    if (i < 0) return void rr.measured.push(m);
    const prev = rr.measured[i]!;
    const a = m.source.attempt ?? 0;
    const b = prev.source.attempt ?? 0;
    if (a === b)
      this.problem(
        m.source,
        'duplicate',
        `row ${rr.rowId} at concurrency ${m.conc} also in ${prev.source.artifact}`,
      );
    if (a >= b) rr.measured[i] = m;
  }

  raw(f: Found & { kind: 'raw' }): void {
    const row = f.rowId !== undefined ? this.index.byId.get(f.rowId) : undefined;
    if (!row) return this.problem(f, 'unmatched', `row ${f.rowId ?? '?'} is not in the plan`);
    const agg = processRaw(row, f);
    if (typeof agg === 'string') return this.problem(f, 'process-failed', agg);
    if (!concFits(row, agg.conc).length)
      return this.problem(
        f,
        'unmatched',
        `fixed result at concurrency ${agg.conc} is not what row ${rowIdOf(row)} runs`,
      );
    this.record(row, {
      kind: 'fixed',
      conc: agg.conc,
      metrics: aggMetrics(agg),
      gpus: gpusOfAgg(agg),
      source: src(f),
    });
  }

  evalSet(f: Found & { kind: 'eval' }): void {
    const candidates = this.index.evalByKey.get(keyOf(evalIdentity(f.meta), ''));
    const narrowed =
      candidates && candidates.length > 1 && f.conc !== undefined
        ? candidates.filter((r) => concsOf(r).includes(f.conc!))
        : candidates;
    const row = this.pick(f, f.rowId !== undefined ? undefined : narrowed, 'eval result');
    if (!row) return;
    const e: EvalMeasured = { tasks: f.tasks, source: src(f) };
    if (f.conc !== undefined) e.conc = f.conc;
    this.out.get(rowIdOf(row))!.evals.push(e);
  }

  marker(f: Found & { kind: 'marker' }): void {
    const rr = this.out.get(f.rowId ?? '');
    if (!rr) return this.problem(f, 'unmatched', `row ${f.rowId ?? '?'} is not in the plan`);
    if ((rr.marker?.attempt ?? 0) > (f.attempt ?? 0)) return;
    rr.marker = {};
    if (f.attempt !== undefined) rr.marker.attempt = f.attempt;
    if (f.status !== undefined) rr.marker.status = f.status;
  }

  add(f: Found): void {
    switch (f.kind) {
      case 'fixed':
        return this.measured(f, f.agg, {
          kind: 'fixed',
          conc: f.agg.conc,
          metrics: aggMetrics(f.agg),
          gpus: gpusOfAgg(f.agg),
        });
      case 'agentic':
        return this.measured(f, f.result, {
          kind: 'agentic',
          conc: f.result.conc,
          metrics: agenticMetrics(f.result),
          gpus: gpusOfAgentic(f.result),
        });
      case 'raw':
        return this.raw(f);
      case 'eval':
        return this.evalSet(f);
      case 'marker':
        return this.marker(f);
    }
  }
}

export function matchResults(rows: readonly Row[], found: readonly Found[]): Matched {
  const m = new Matcher(rows);
  for (const f of found) m.add(f);
  for (const rr of m.out.values()) dropStale(rr);
  return { rows: [...m.out.values()], problems: m.problems };
}

const src = (f: Source): Source => {
  const o: Source = { artifact: f.artifact, file: f.file };
  if (f.attempt !== undefined) o.attempt = f.attempt;
  if (f.rowId !== undefined) o.rowId = f.rowId;
  return o;
};

const concFits = (row: Row | undefined, conc: number): Row[] =>
  row && concsOf(row).includes(conc) ? [row] : [];

/** A row re-run in a later attempt counts only that attempt's results (its older ones are stale). */
function dropStale(rr: RowResults): void {
  const newest = Math.max(rr.marker?.attempt ?? 0, ...rr.measured.map((m) => m.source.attempt ?? 0));
  if (newest === 0) return;
  rr.measured = rr.measured.filter((m) => m.source.attempt === undefined || m.source.attempt === newest);
  rr.evals = rr.evals.filter((e) => e.source.attempt === undefined || e.source.attempt === newest);
}

/** A generic artifact's raw result through the reference's processing, with the row as its job. */
function processRaw(row: Row, f: Found & { kind: 'raw' }): AggResult | string {
  const stem = f.file
    .split('/')
    .at(-1)!
    .replace(/\.json$/, '');
  const gpus = isMultiNodeRow(row) ? gpusFromName(stem) : undefined;
  if (isMultiNodeRow(row) && !gpus) return `${stem}.json: a multi-node result's name needs _gpus_<N>`;
  const facts = gpus
    ? { resultFilename: stem, prefillGpus: gpus.prefill, decodeGpus: gpus.decode }
    : { resultFilename: stem };
  const p = processResult(f.json, jobEnv(row, facts));
  return p.ok ? (p.agg as unknown as AggResult) : p.error;
}

/**
 * The identity keys of a row at one concurrency (the same configuration measured elsewhere has one of
 * them: multi-node rows also have the key an aggregated recipe's result shows).
 */
export const rowKeys = (row: Row, conc: number): string[] =>
  rowTopos(row).map((t) => keyOf(rowIdentity(row, t), conc));

/** The identity key of a result file's content (an aggregate or an AgentX aggregate). */
export const resultKey = (r: Record<string, unknown>, kind: 'fixed' | 'agentic'): string =>
  keyOf(resultIdentity(r, kind), r['conc'] as number);
