// Result-file and artifact names exactly as the reference's benchmark templates make them, from a plan row
// and the physical runner's name. Pure.
import type { Row } from '../plan/row.js';

const text = (v: unknown, fallback = ''): string =>
  v === undefined || v === null ? fallback : typeof v === 'object' ? JSON.stringify(v) : String(v);

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export const isMultiNodeRow = (row: Row): boolean => row['prefill'] !== undefined;
export const isAgenticRow = (row: Row): boolean => row['scenario-type'] === 'agentic-coding';

/** The row's concurrencies (an int on single-node rows, a list on multi-node rows). */
export function concsOf(row: Row): number[] {
  const c = row['conc'];
  if (Array.isArray(c)) return c.map(Number).filter(Number.isFinite);
  return typeof c === 'number' ? [c] : [];
}

/** `<role>-tp…-pp…-dcp…-pcp…-ep…-dp<dp-attn>-nw<workers>` of a multi-node name. */
function roleName(role: 'prefill' | 'decode', w: Record<string, unknown>): string {
  return (
    `${role}-tp${text(w['tp'])}-pp${text(w['pp'])}-dcp${text(w['dcp-size'])}-pcp${text(w['pcp-size'])}` +
    `-ep${text(w['ep'])}-dp${text(w['dp-attn'])}-nw${text(w['num-worker'])}`
  );
}

/**
 * `RESULT_FILENAME_BASE` without the runner name: what the template builds from the row's fields before
 * `_<runner.name>`. Agentic jobs pass `disagg` as `false` (their rows have no such field).
 */
export function resultFilenameStem(row: Row): string {
  const head = `${text(row['exp-name'])}_${text(row['precision'])}_${text(row['framework'])}`;
  const tail = `_disagg-${text(row['disagg'], 'false')}_spec-${text(row['spec-decoding'])}`;
  if (isMultiNodeRow(row)) {
    const p = roleName('prefill', obj(row['prefill']));
    const d = roleName('decode', obj(row['decode']));
    return `${head}_${p}_${d}${tail}_conc${concsOf(row).join('x')}`;
  }
  const topo =
    `tp${text(row['tp'])}-pp${text(row['pp'])}-dcp${text(row['dcp-size'])}-pcp${text(row['pcp-size'])}` +
    `-ep${text(row['ep'])}-dpa${text(row['dp-attn'])}`;
  return `${head}_${topo}${tail}_conc${text(row['conc'])}`;
}

/** The `_recipe-<first 16 of the fingerprint>` suffix, or '' for a row without a fingerprint. */
export function recipeSuffix(row: Row): string {
  const fp = row['recipe-fingerprint'];
  return typeof fp === 'string' && fp !== '' ? `_recipe-${fp.slice(0, 16)}` : '';
}

/**
 * RESULT_FILENAME of a row's job on the runner named `runnerName` (`b200-dgxc_03`): the stem, the runner
 * name, then the recipe suffix.
 */
export const resultFilename = (row: Row, runnerName: string): string =>
  `${resultFilenameStem(row)}_${runnerName}${recipeSuffix(row)}`;

/** GPUs of a multi-node result file, from its name: prefill and decode (0 for an aggregated recipe). */
export interface NamedGpus {
  total: number;
  prefill: number;
  decode: number;
}

/**
 * `…_gpus_<G>[_ctx_<P>_gen_<D>]…` → G, P, D. Without ctx/gen the recipe is aggregated: P = G, D = 0.
 * Undefined without `_gpus_` (the reference skips such files).
 */
export function gpusFromName(name: string): NamedGpus | undefined {
  const g = /_gpus_(\d+)/.exec(name);
  if (!g) return undefined;
  const total = Number(g[1]);
  const ctx = /_ctx_(\d+)/.exec(name);
  const gen = /_gen_(\d+)/.exec(name);
  if (ctx && gen) return { total, prefill: Number(ctx[1]), decode: Number(gen[1]) };
  return { total, prefill: total, decode: 0 };
}

/** What an artifact of a sweep run holds, by its name. */
export type ArtifactKind =
  /** `bmk_agentic_<RF>`: AgentX aggregates. */
  | { kind: 'agentic'; rf: string }
  /** `bmk_<RF>`: per-job aggregates `agg_<RF>[_…].json`. */
  | { kind: 'bmk'; rf: string }
  /** `eval_…`: an eval set (`meta_env.json` and lm-eval `results*.json`). */
  | { kind: 'eval'; name: string }
  /** `result-<row id>-<attempt>`: the product's generic result artifact. */
  | { kind: 'generic'; rowId: string; attempt: number }
  /** `results_bmk`: the collect job's merged list. */
  | { kind: 'collected' }
  /** Logs, power audits, run stats …: nothing to read. */
  | { kind: 'other' };

/** Artifacts with an `eval_` prefix that are logs, not eval sets, and the collect job's eval list. */
const EVAL_LOGS = /^eval_(?:server_logs|gpu_metrics|results)_/;

export function artifactKind(name: string): ArtifactKind {
  const generic = /^result-([0-9a-f]{16})-([1-9][0-9]*)$/.exec(name);
  if (generic) return { kind: 'generic', rowId: generic[1]!, attempt: Number(generic[2]) };
  if (name === 'results_bmk') return { kind: 'collected' };
  if (name.startsWith('bmk_agentic_')) return { kind: 'agentic', rf: name.slice('bmk_agentic_'.length) };
  if (name.startsWith('bmk_')) return { kind: 'bmk', rf: name.slice('bmk_'.length) };
  if (name.startsWith('eval_') && !EVAL_LOGS.test(name)) return { kind: 'eval', name };
  return { kind: 'other' };
}
