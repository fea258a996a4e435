// The expansion engine: validated master configs in, generator rows out, in the
// reference generator's order and shape. Filters and eval marking are separate pure passes over its
// input and output; this module knows nothing about CLI modes.
import { diag, type Diagnostic } from '../diagnostics.js';
import type {
  AgenticBlock,
  Component,
  FixedSeqLenBlock,
  MasterConfigs,
  MasterEntry,
  MultiNodeAgenticItem,
  MultiNodeItem,
  RunnersConfig,
  SingleNodeAgenticItem,
  SingleNodeItem,
  Worker,
} from '../config/types.js';
import { CONFIG_LIMITS } from '../config/limits.js';
import { concValues } from './conc.js';
import { multiNodeDram, singleNodeDram, type DramResult } from './dram.js';
import { GENERATOR_POLICY, seqLenName } from './policy.js';

import type { Row } from './row.js';
export type { Row };
export type RowKind = 'single-fixed' | 'multi-fixed' | 'single-agentic' | 'multi-agentic';

/** A generator row plus what the later passes need to know about it. */
export interface GenRow {
  row: Row;
  key: string;
  kind: RowKind;
}

export interface ExpandOptions {
  /** Concurrency grid multiplier (default 2). */
  step: number;
  runners: RunnersConfig;
  /** Runner values per config key (runner-node filter); a key without one uses its `runner` label. */
  runnerValues?: ReadonlyMap<string, readonly string[]>;
}

export interface ExpandResult {
  rows: GenRow[];
  diagnostics: Diagnostic[];
}

type Path = (string | number)[];

/** An item that would expand to more rows than one item may (a PR typo must not plan millions of rows). */
function tooMany(ctx: Ctx, path: Path, concs: number): boolean {
  const rows = concs * ctx.runnerValues.length;
  if (rows <= CONFIG_LIMITS.maxRowsPerItem) return false;
  ctx.diagnostics.push(
    diag(
      'error',
      'VP-3',
      `this search-space item expands to ${rows} rows (${concs} concurrencies × ${ctx.runnerValues.length} runner values); one item may expand to at most ${CONFIG_LIMITS.maxRowsPerItem}`,
      {
        ...at(ctx.configs, ctx.key, path),
        fix: 'use fewer concurrencies (conc-list) or a narrower conc-start/conc-end range, or split the item',
      },
    ),
  );
  return true;
}

/** Positioned diagnostic about `<key>.<path>`; the loader's locator gives line and column when present. */
export function at(configs: MasterConfigs, key: string, path: Path): Partial<Diagnostic> {
  const file = configs.sourceOf.get(key);
  const pos = configs.locate?.(key, path);
  let dotted = key;
  for (const p of path) dotted += typeof p === 'number' ? `[${p}]` : `.${p}`;
  return { ...(file ? { file } : {}), ...(pos ?? {}), path: dotted };
}

export function expand(configs: MasterConfigs, opts: ExpandOptions): ExpandResult {
  const rows: GenRow[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [key, entry] of configs.entries) {
    const runnerValues = opts.runnerValues?.get(key) ?? [entry.runner];
    const ctx: Ctx = { key, entry, runnerValues, opts, rows, diagnostics, configs };
    const fixed = entry.scenarios['fixed-seq-len'] ?? [];
    fixed.forEach((block, b) => {
      if (entry.multinode) expandMultiFixed(ctx, block as FixedSeqLenBlock<MultiNodeItem>, b);
      else expandSingleFixed(ctx, block as FixedSeqLenBlock<SingleNodeItem>, b);
    });
    const agentic = entry.scenarios['agentic-coding'] ?? [];
    agentic.forEach((block, b) => {
      if (entry.multinode) expandMultiAgentic(ctx, block as AgenticBlock<MultiNodeAgenticItem>, b);
      else expandSingleAgentic(ctx, block as AgenticBlock<SingleNodeAgenticItem>, b);
    });
  }
  return { rows, diagnostics };
}

interface Ctx {
  key: string;
  entry: MasterEntry;
  runnerValues: readonly string[];
  opts: ExpandOptions;
  rows: GenRow[];
  diagnostics: Diagnostic[];
  configs: MasterConfigs;
}

function head(entry: MasterEntry, runner: string): Row {
  return {
    image: entry.image,
    model: entry.model,
    'model-prefix': entry['model-prefix'],
    precision: entry.precision,
    framework: entry.framework,
    runner,
  };
}

const copyComponent = (c: Component): Component => ({ ...c });

/** Item value, else top-level value. */
function scoped<T>(itemValue: T | undefined, entryValue: T | undefined): T | undefined {
  return itemValue !== undefined ? itemValue : entryValue;
}

/** Worker as given, plus `pp`/`dcp-size`/`pcp-size` defaults appended (the reference's key order). */
function worker(w: Worker, drop?: ReadonlySet<string>): Row {
  const out: Row = {};
  // Indexed, not `for…of Object.entries`: this runs for every multi-node row, and each step of an iterator
  // is an allocation where V8 does not optimise the loop.
  const keys = Object.keys(w);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const v = (w as Record<string, unknown>)[k];
    if (v === undefined || drop?.has(k)) continue;
    out[k] = Array.isArray(v) ? [...v] : v && typeof v === 'object' ? { ...(v as object) } : v;
  }
  if (out.pp === undefined) out.pp = 1;
  if (out['dcp-size'] === undefined) out['dcp-size'] = 1;
  if (out['pcp-size'] === undefined) out['pcp-size'] = 1;
  return out;
}

/** A fresh copy of an emitted worker block, so no two rows share one. */
const copyWorker = (w: Row): Row => worker(w as Worker);

/** What a decode copy of an aggregated worker leaves out: it runs nothing of its own. */
const AGG_DECODE_DROPS = new Set(['additional-settings', 'hardware']);

/**
 * The prefill and decode blocks of a multi-node row. A newer-style aggregated item (`worker` + `num-nodes`)
 * is emitted as prefill = the worker and decode = the same shape with 0 workers and no settings, as the
 * reference generator writes it; its node count is `num-nodes`.
 */
function workersOf(item: MultiNodeItem | MultiNodeAgenticItem): {
  prefill: Row;
  decode: Row;
  nodes?: number;
} {
  if ('worker' in item) {
    const decode = worker({ ...item.worker, 'num-worker': 0 }, AGG_DECODE_DROPS);
    return { prefill: worker(item.worker), decode, nodes: item['num-nodes'] };
  }
  return { prefill: worker(item.prefill), decode: worker(item.decode) };
}

/** The item's recipe path as rows carry it: under `srt-recipe-dir` when the entry names one. */
function recipePath(entry: MasterEntry, recipe: string | undefined): string | undefined {
  if (recipe === undefined) return undefined;
  const dir = entry['srt-recipe-dir'];
  if (dir === undefined) return recipe;
  const kind = entry.multinode ? 'multi_node' : 'single_node';
  return `benchmarks/${kind}/srt-slurm-recipes/${dir.replace(/\/+$/, '')}/${recipe}`;
}

/** Newer item fields carried into its rows when set: the recipe, eval recipe and power requests. */
function recipeAndPower(
  row: Row,
  entry: MasterEntry,
  item: { 'srt-recipe'?: string; 'eval-srt-recipe'?: string; 'require-power'?: boolean; power?: boolean },
): void {
  const recipe = recipePath(entry, item['srt-recipe']);
  if (recipe !== undefined) row['srt-recipe'] = recipe;
  const evalRecipe = recipePath(entry, item['eval-srt-recipe']);
  if (evalRecipe !== undefined) row['eval-srt-recipe'] = evalRecipe;
  if (item['require-power'] !== undefined) row['require-power'] = item['require-power'];
  if (item.power !== undefined) row.power = item.power;
}

function expandSingleFixed(ctx: Ctx, block: FixedSeqLenBlock<SingleNodeItem>, b: number): void {
  const { entry } = ctx;
  const { isl, osl } = block;
  const expName = `${entry['model-prefix']}_${seqLenName(isl, osl)}`;
  (block['search-space'] ?? []).forEach((item, i) => {
    const router = scoped(item.router, entry.router);
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ['scenarios', 'fixed-seq-len', b, 'search-space', i], concs.length)) return;
    for (const conc of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.isl = isl;
        row.osl = osl;
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row['dcp-size'] = item['dcp-size'] ?? 1;
        row['pcp-size'] = item['pcp-size'] ?? 1;
        row.conc = conc;
        row['max-model-len'] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
        row.ep = item.ep ?? 1;
        row['dp-attn'] = item['dp-attn'] ?? false;
        row['spec-decoding'] = item['spec-decoding'] ?? 'none';
        recipeAndPower(row, entry, item);
        row['exp-name'] = expName;
        row.disagg = entry.disagg ?? false;
        row['run-eval'] = false;
        if (router) row.router = copyComponent(router);
        ctx.rows.push({ row, key: ctx.key, kind: 'single-fixed' });
      }
    }
  });
}

function expandMultiFixed(ctx: Ctx, block: FixedSeqLenBlock<MultiNodeItem>, b: number): void {
  const { entry } = ctx;
  const { isl, osl } = block;
  const expName = `${entry['model-prefix']}_${seqLenName(isl, osl)}`;
  const p2pTop = entry.multinode ? entry['kv-p2p-transfer'] : undefined;
  (block['search-space'] ?? []).forEach((item, i) => {
    const conc = concValues(item, ctx.opts.step);
    if (conc.length === 0) return;
    if (tooMany(ctx, ['scenarios', 'fixed-seq-len', b, 'search-space', i], 1)) return;
    const { prefill, decode, nodes } = workersOf(item);
    const router = scoped(item.router, entry.router);
    const p2p = scoped(item['kv-p2p-transfer'], p2pTop);
    for (const runner of ctx.runnerValues) {
      const row = head(entry, runner);
      row.isl = isl;
      row.osl = osl;
      row['spec-decoding'] = item['spec-decoding'] ?? 'none';
      row.prefill = copyWorker(prefill);
      row.decode = copyWorker(decode);
      row.conc = [...conc];
      row['max-model-len'] = isl + osl + GENERATOR_POLICY.maxModelLenPad;
      recipeAndPower(row, entry, item);
      row['exp-name'] = expName;
      row.disagg = entry.disagg ?? false;
      row['run-eval'] = false;
      if (router) row.router = copyComponent(router);
      if (p2p !== undefined) row['kv-p2p-transfer'] = p2p;
      if (nodes !== undefined) row['node-count'] = nodes;
      ctx.rows.push({ row, key: ctx.key, kind: 'multi-fixed' });
    }
  });
}

function kvSuffix(item: { 'kv-offloading'?: string; 'kv-offload-backend'?: Component }): string {
  const mode = item['kv-offloading'] ?? 'none';
  if (mode === 'none') return '';
  const backend = item['kv-offload-backend']?.name;
  return backend ? `kv${mode}-${backend}` : `kv${mode}`;
}

/** `total-cpu-dram-gb` of an item, or a positioned DRAM-budget diagnostic and `undefined`. */
function dramOf(
  ctx: Ctx,
  block: AgenticBlock<unknown>,
  path: Path,
  compute: (util: number) => DramResult,
): number | undefined {
  const util = block['dram-utilization'];
  if (util === undefined) {
    ctx.diagnostics.push(
      diag('error', 'VA-7', `kv-offloading='dram' requires dram-utilization with runner hardware metadata`, {
        ...at(ctx.configs, ctx.key, path),
        fix: 'set dram-utilization on the agentic-coding block',
      }),
    );
    return undefined;
  }
  const r = compute(util);
  if (r.ok) return r.gb;
  ctx.diagnostics.push(diag('error', r.rule, r.message, at(ctx.configs, ctx.key, path)));
  return undefined;
}

function expandSingleAgentic(ctx: Ctx, block: AgenticBlock<SingleNodeAgenticItem>, b: number): void {
  const { entry } = ctx;
  const hardware = ctx.opts.runners.hardware;
  (block['search-space'] ?? []).forEach((item, i) => {
    const mode = item['kv-offloading'] ?? 'none';
    let dram = 0;
    if (mode === 'dram') {
      const gb = dramOf(ctx, block, ['scenarios', 'agentic-coding', b, 'search-space', i], (util) =>
        singleNodeDram(entry.runner, hardware, util, {
          tp: item.tp,
          pp: item.pp ?? 1,
          pcp: item['pcp-size'] ?? 1,
        }),
      );
      if (gb === undefined) return;
      dram = gb;
    }
    const spec = item['spec-decoding'] ?? 'none';
    const router = scoped(item.router, entry.router);
    const kv = kvSuffix(item) || 'kvnone';
    const specSuffix = spec === 'none' ? '' : `_spec-${spec}`;
    const concs = concValues(item, ctx.opts.step);
    if (tooMany(ctx, ['scenarios', 'agentic-coding', b, 'search-space', i], concs.length)) return;
    for (const conc of concs) {
      for (const runner of ctx.runnerValues) {
        const row = head(entry, runner);
        row.tp = item.tp;
        row.pp = item.pp ?? 1;
        row['dcp-size'] = item['dcp-size'] ?? 1;
        row['pcp-size'] = item['pcp-size'] ?? 1;
        row.ep = item.ep ?? 1;
        row['dp-attn'] = item['dp-attn'] ?? false;
        row['spec-decoding'] = spec;
        row.conc = conc;
        recipeAndPower(row, entry, item);
        row['kv-offloading'] = mode;
        row['total-cpu-dram-gb'] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row['exp-name'] = `${entry['model-prefix']}_tp${item.tp}_conc${conc}_${kv}${specSuffix}`;
        row['scenario-type'] = 'agentic-coding';
        if (item['kv-offload-backend']) row['kv-offload-backend'] = copyComponent(item['kv-offload-backend']);
        if (router) row.router = copyComponent(router);
        ctx.rows.push({ row, key: ctx.key, kind: 'single-agentic' });
      }
    }
  });
}

function workerTag(w: Row): string {
  const ep = w.ep !== undefined && w.ep !== 1 ? `ep${w.ep}` : '';
  return `${w['num-worker']}x${w.tp}${ep}${w['dp-attn'] ? 'dpa' : ''}`;
}

function expandMultiAgentic(ctx: Ctx, block: AgenticBlock<MultiNodeAgenticItem>, b: number): void {
  const { entry } = ctx;
  const hardware = ctx.opts.runners.hardware;
  const p2pTop = entry.multinode ? entry['kv-p2p-transfer'] : undefined;
  (block['search-space'] ?? []).forEach((item, i) => {
    const mode = item['kv-offloading'] ?? 'none';
    let dram = 0;
    if (mode === 'dram') {
      const p = 'worker' in item ? item.worker : item.prefill;
      const gb = dramOf(
        ctx,
        block,
        ['scenarios', 'agentic-coding', b, 'search-space', i, 'worker' in item ? 'worker' : 'prefill'],
        (util) =>
          multiNodeDram(entry.runner, hardware, util, { tp: p.tp, pp: p.pp ?? 1, pcp: p['pcp-size'] ?? 1 }),
      );
      if (gb === undefined) return;
      dram = gb;
    }
    const router = scoped(item.router, entry.router);
    const p2p = scoped(item['kv-p2p-transfer'], p2pTop);
    const kv = kvSuffix(item);
    const { prefill, decode, nodes } = workersOf(item);
    const topo = `${entry['model-prefix']}_p${workerTag(prefill)}_d${workerTag(decode)}`;
    const concs = concValues(item, ctx.opts.step);
    const path: Path = ['scenarios', 'agentic-coding', b, 'search-space', i];
    if (tooMany(ctx, path, concs.length)) return;
    // Runner loop outermost; one concurrency per allocation.
    for (const runner of ctx.runnerValues) {
      for (const conc of concs) {
        const row = head(entry, runner);
        row['spec-decoding'] = item['spec-decoding'] ?? 'none';
        row.prefill = copyWorker(prefill);
        row.decode = copyWorker(decode);
        row.conc = [conc];
        recipeAndPower(row, entry, item);
        row['kv-offloading'] = mode;
        row['total-cpu-dram-gb'] = dram;
        row.duration = GENERATOR_POLICY.agenticDuration;
        row['exp-name'] = `${topo}_conc${conc}${kv ? `_${kv}` : ''}`;
        row.disagg = entry.disagg ?? false;
        row['scenario-type'] = 'agentic-coding';
        if (item['kv-offload-backend']) row['kv-offload-backend'] = copyComponent(item['kv-offload-backend']);
        if (router) row.router = copyComponent(router);
        if (p2p !== undefined) row['kv-p2p-transfer'] = p2p;
        if (nodes !== undefined) row['node-count'] = nodes;
        ctx.rows.push({ row, key: ctx.key, kind: 'multi-agentic' });
      }
    }
  });
}
