// The curve diff (pure): which curves of the PR's config keys are new, changed, extended or unchanged
// compared with the same keys planned at the base revision. This is what a reviewer checks first.
//
// A curve is a throughput row without its concurrency, name and fingerprint; its points are its
// concurrencies, so the rows of one curve (one per concurrency, or one with a list) fold into one curve.
//
// Matching a head curve to its base curve:
//   - curves are compared inside one group: config key + scenario (the seq-len pair such as `8k1k`, or
//     `agentic`) + shape (single-node or multi-node);
//   - a head curve equal to a base curve is that curve: `unchanged`, or `extended` when it gains
//     concurrencies the base did not have (what an `append-only` entry does);
//   - the remaining head and base curves of a group are paired by fewest differing fields (ties: plan
//     order), so an image bump or a tp change reads as one `changed` curve naming its fields;
//   - a head curve left without a partner is `new`, a base curve left without one is `removed`.
import { canonicalJson } from './canonical.js';
import { ADDED_ROW_KEYS, PRIORITY_KEYS, recipeFingerprint } from './fingerprint.js';
import { seqLenName } from './policy.js';
import { declaredGpus, topologyOf, type Stage } from '../topology/shape.js';
import type { Row } from './pr-types.js';

/** A throughput row and the config key that generated it. */
export interface KeyedRow {
  key: string;
  row: Row;
}

export type CurveStatus = 'new' | 'changed' | 'extended' | 'unchanged' | 'removed';
export const CURVE_STATUSES: readonly CurveStatus[] = ['new', 'changed', 'extended', 'unchanged', 'removed'];

/** What a changed field is about, in the words a reviewer uses. */
export type ChangeAspect =
  | 'image'
  | 'model'
  | 'precision'
  | 'framework'
  | 'runner'
  | 'parallelism'
  | 'additional-settings'
  | 'recipe'
  | 'hardware'
  | 'spec-decoding'
  | 'router'
  | 'kv-transfer'
  | 'kv-offloading'
  | 'other';

export interface FieldChange {
  /** Dotted path in the row: `image`, `tp`, `decode.num-worker`, `prefill.additional-settings`. */
  field: string;
  aspect: ChangeAspect;
  base: unknown;
  head: unknown;
}

export interface CurveSide {
  /** `recipe-fingerprint` of the curve (SHA-256 hex). */
  fingerprint: string;
  /** Concurrencies, ascending. */
  points: number[];
}

export interface CurveChange {
  status: CurveStatus;
  key: string;
  /** `8k1k`, `1k1k`, `<isl>_<osl>` or `agentic`. */
  scenario: string;
  shape: 'single-node' | 'multi-node';
  runner: string;
  /** The curve in words: `tp4 ep4 dp-attn`, `prefill 1×tp4, decode 4×tp8 ep8`, plus spec and offloading. */
  label: string;
  head?: CurveSide;
  base?: CurveSide;
  /** Changed fields (status `changed`), in row order. */
  changes: FieldChange[];
  /** The distinct aspects of `changes`. */
  aspects: ChangeAspect[];
  /** Points the head adds or drops, for curves present on both sides. */
  addedPoints: number[];
  removedPoints: number[];
  /** The key was selected by an `append-only` changelog entry. */
  appendOnly: boolean;
}

export interface KeyChange {
  key: string;
  /** `new`: the key does not exist at the base revision. */
  status: 'new' | 'changed' | 'unchanged';
  appendOnly: boolean;
}

export interface CurveDiff {
  keys: KeyChange[];
  curves: CurveChange[];
  counts: Record<CurveStatus, number>;
}

export interface CurveDiffOptions {
  /** Config keys that exist at the base revision (default: the keys of the base rows). */
  baseKeys?: ReadonlySet<string>;
  /** Config keys selected by `append-only` entries. */
  appendOnlyKeys?: ReadonlySet<string>;
}

const NOT_CURVE = new Set<string>([
  'conc',
  'exp-name',
  'recipe-fingerprint',
  'run-eval',
  'eval-only',
  'eval-all-concs',
  'eval-conc',
  ...ADDED_ROW_KEYS,
  ...PRIORITY_KEYS,
]);

interface Curve {
  key: string;
  group: string;
  scenario: string;
  shape: CurveChange['shape'];
  runner: string;
  body: Row;
  text: string;
  fingerprint: string;
  points: Set<number>;
  order: number;
}

/** The curve part of a row: no concurrency, name, fingerprint, eval flags or product bookkeeping. */
export function curveOf(row: Row): Row {
  const out: Row = {};
  for (const k in row) {
    if (NOT_CURVE.has(k) || row[k] === null || row[k] === undefined) continue;
    const v = row[k];
    // A worker's empty `additional-settings` is the output model's default, not part of the recipe.
    if ((k === 'prefill' || k === 'decode') && v && typeof v === 'object' && !Array.isArray(v)) {
      const { 'additional-settings': s, ...rest } = v as Row;
      out[k] = Array.isArray(s) && s.length === 0 ? rest : v;
    } else out[k] = v;
  }
  return out;
}

const scenarioOf = (row: Row): string =>
  row['scenario-type'] === 'agentic-coding' ? 'agentic' : seqLenName(row.isl, row.osl);
const shapeOf = (row: Row): CurveChange['shape'] =>
  row.prefill && typeof row.prefill === 'object' ? 'multi-node' : 'single-node';
const pointsOf = (row: Row): number[] =>
  (Array.isArray(row.conc) ? row.conc : [row.conc]).filter((c): c is number => typeof c === 'number');

function foldCurves(rows: readonly KeyedRow[]): Curve[] {
  const byText = new Map<string, Curve>();
  for (const { key, row } of rows) {
    const body = curveOf(row);
    const scenario = scenarioOf(row);
    const shape = shapeOf(row);
    const text = `${key}\u0000${canonicalJson(body)}`;
    let c = byText.get(text);
    if (!c) {
      const fp = row['recipe-fingerprint'];
      c = {
        key,
        group: `${key}\u0000${scenario}\u0000${shape}`,
        scenario,
        shape,
        runner: String(row.runner ?? ''),
        body,
        text,
        fingerprint: typeof fp === 'string' ? fp : recipeFingerprint(row),
        points: new Set(),
        order: byText.size,
      };
      byText.set(text, c);
    }
    for (const p of pointsOf(row)) c.points.add(p);
  }
  return [...byText.values()];
}

const ASPECTS: [RegExp, ChangeAspect][] = [
  [/^image$/, 'image'],
  [/^(model|model-prefix)$/, 'model'],
  [/^precision$/, 'precision'],
  [/^framework$/, 'framework'],
  [/^runner$/, 'runner'],
  [
    /^((prefill|decode)\.)?(tp|pp|ep|dp-attn|dcp-size|pcp-size|num-worker)$|^disagg$|^num-nodes$/,
    'parallelism',
  ],
  [/^(prefill|decode)\.additional-settings$/, 'additional-settings'],
  [/^(eval-)?srt-recipe$/, 'recipe'],
  [/^(prefill|decode)\.hardware$/, 'hardware'],
  [/^spec-decoding$/, 'spec-decoding'],
  [/(^|\.)router$/, 'router'],
  [/(^|\.)kv-p2p-transfer$/, 'kv-transfer'],
  [/^(kv-offloading|kv-offload-backend|total-cpu-dram-gb)$/, 'kv-offloading'],
];

export const aspectOf = (field: string): ChangeAspect =>
  ASPECTS.find(([re]) => re.test(field))?.[1] ?? 'other';

/** Leaf differences between two curves; arrays (settings lists) compare as one value. */
export function fieldChanges(base: Row, head: Row, prefix = ''): FieldChange[] {
  const out: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(head), ...Object.keys(base)])];
  for (const k of keys) {
    const b = base[k],
      h = head[k];
    const field = prefix + k;
    if (isRecord(b) && isRecord(h)) out.push(...fieldChanges(b, h, `${field}.`));
    else if (canonicalJson(b ?? null) !== canonicalJson(h ?? null))
      out.push({ field, aspect: aspectOf(field), base: b, head: h });
  }
  return out;
}

export function diffCurves(
  head: readonly KeyedRow[],
  base: readonly KeyedRow[],
  opts: CurveDiffOptions = {},
): CurveDiff {
  const headCurves = foldCurves(head);
  const baseCurves = foldCurves(base);
  const baseKeys = opts.baseKeys ?? new Set(base.map((r) => r.key));
  const appendOnly = (k: string) => opts.appendOnlyKeys?.has(k) ?? false;
  const baseByText = new Map(baseCurves.map((c) => [c.text, c]));
  const matched = new Map<Curve, Curve>();
  for (const h of headCurves) {
    const b = baseByText.get(h.text);
    if (b) matched.set(h, b);
  }
  const usedBase = new Set(matched.values());
  // Pair what is left in each group by fewest differing fields, then plan order.
  const candidates: { h: Curve; b: Curve; d: number }[] = [];
  for (const h of headCurves) {
    if (matched.has(h)) continue;
    for (const b of baseCurves)
      if (!usedBase.has(b) && b.group === h.group)
        candidates.push({ h, b, d: fieldChanges(b.body, h.body).length });
  }
  candidates.sort((x, y) => x.d - y.d || x.h.order - y.h.order || x.b.order - y.b.order);
  const paired = new Map<Curve, Curve>();
  for (const { h, b } of candidates) {
    if (paired.has(h) || usedBase.has(b)) continue;
    paired.set(h, b);
    usedBase.add(b);
  }

  const curves: CurveChange[] = [];
  const keyOrder = [...new Set([...headCurves, ...baseCurves].map((c) => c.key))];
  for (const key of keyOrder) {
    for (const h of headCurves.filter((c) => c.key === key)) {
      const same = matched.get(h);
      const b = same ?? paired.get(h);
      const added = b ? [...h.points].filter((p) => !b.points.has(p)) : [];
      const removed = b ? [...b.points].filter((p) => !h.points.has(p)) : [];
      const changes = b && !same ? fieldChanges(b.body, h.body) : [];
      const status: CurveStatus = !b ? 'new' : !same ? 'changed' : added.length ? 'extended' : 'unchanged';
      curves.push(
        entry(h, status, { head: h, ...(b ? { base: b } : {}) }, changes, added, removed, appendOnly(key)),
      );
    }
    for (const b of baseCurves.filter((c) => c.key === key && !usedBase.has(c)))
      curves.push(entry(b, 'removed', { base: b }, [], [], [], appendOnly(key)));
  }
  const keys: KeyChange[] = keyOrder.map((key) => ({
    key,
    status: !baseKeys.has(key)
      ? 'new'
      : curves.some((c) => c.key === key && c.status !== 'unchanged')
        ? 'changed'
        : 'unchanged',
    appendOnly: appendOnly(key),
  }));
  const counts = Object.fromEntries(CURVE_STATUSES.map((s) => [s, 0])) as Record<CurveStatus, number>;
  for (const c of curves) counts[c.status] += 1;
  return { keys, curves, counts };
}

function entry(
  c: Curve,
  status: CurveStatus,
  sides: { head?: Curve; base?: Curve },
  changes: FieldChange[],
  addedPoints: number[],
  removedPoints: number[],
  appendOnly: boolean,
): CurveChange {
  const side = (x: Curve): CurveSide => ({
    fingerprint: x.fingerprint,
    points: [...x.points].sort((a, b) => a - b),
  });
  return {
    status,
    key: c.key,
    scenario: c.scenario,
    shape: c.shape,
    runner: c.runner,
    label: describeCurve(c.body),
    ...(sides.head ? { head: side(sides.head) } : {}),
    ...(sides.base ? { base: side(sides.base) } : {}),
    changes,
    aspects: [...new Set(changes.map((x) => x.aspect))],
    addedPoints: addedPoints.sort((a, b) => a - b),
    removedPoints: removedPoints.sort((a, b) => a - b),
    appendOnly,
  };
}

const stageText = (s: Stage, withWorkers: boolean): string =>
  [
    `${withWorkers ? `${s.numWorker}×` : ''}tp${s.tp}`,
    s.pp > 1 ? `pp${s.pp}` : '',
    s.pcp > 1 ? `pcp${s.pcp}` : '',
    s.dcp > 1 ? `dcp${s.dcp}` : '',
    s.ep > 1 ? `ep${s.ep}` : '',
    s.dpAttn ? 'dp-attn' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A curve in words: its topology, then spec decoding and KV offloading when set. */
export function describeCurve(curve: Row): string {
  const t = topologyOf(curve);
  const parts: string[] = [];
  if (!t) parts.push('(no topology)');
  else if (t.kind === 'single') parts.push(stageText(t.stages[0], false));
  else if (t.kind === 'agg')
    parts.push(`aggregated ${stageText(t.stages[0]!, true)} (${declaredGpus(t)} GPUs)`);
  else parts.push(t.stages.map((s) => `${s.role} ${stageText(s, true)}`).join(', '));
  const spec = curve['spec-decoding'];
  if (typeof spec === 'string' && spec !== 'none') parts.push(`spec ${spec}`);
  const kv = curve['kv-offloading'];
  if (typeof kv === 'string' && kv !== 'none') parts.push(`kv offload ${kv}`);
  return parts.join(', ');
}

function isRecord(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
