// `append-only: true` entries: only the new points of existing curves run. Pure: the caller
// generates throughput rows at the base and head revisions; this module checks the scope and computes
// the delta. Both sides come from the same product version.
import { scanTopLevel } from '../config/slice.js';
import { diag, type Diagnostic } from '../diagnostics.js';
import { parseYaml } from '../yaml/parse.js';
import { canonicalJson } from './canonical.js';
import { SCENARIOS, type Row, type ScenarioType } from './pr-types.js';

/** Raw (parsed, unvalidated) master entries of one revision, config key → value, in file order. */
export type RawMasters = ReadonlyMap<string, unknown>;

const eq = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export interface AppendScope {
  /** Selected config key → the scenario types its entry selects. */
  selected: ReadonlyMap<string, readonly ScenarioType[]>;
  /** Configs of regular entries planned in the same push: free to change. */
  regular?: ReadonlySet<string>;
}

/** What an append-only PR may change in the masters. */
export function checkAppendScope(
  base: RawMasters,
  head: RawMasters,
  scope: AppendScope,
  where: { file: string; line: number },
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const err = (message: string) =>
    out.push(diag('error', 'P-13', message, { file: where.file, line: where.line, col: 1 }));
  const missing = [...scope.selected.keys()].filter((k) => !base.has(k));
  if (missing.length)
    err(
      `append-only requires every selected config to exist in the base revision; missing: ${list(missing)}`,
    );
  const changed = [...new Set([...base.keys(), ...head.keys()])].filter(
    (k) =>
      !scope.selected.has(k) &&
      !scope.regular?.has(k) &&
      (!base.has(k) || !head.has(k) || !eq(base.get(k), head.get(k))),
  );
  if (changed.length)
    err(`append-only PR changed configs not selected by its changelog entry: ${list(changed)}`);
  for (const [key, scenarios] of scope.selected) {
    if (!base.has(key) || !head.has(key)) continue;
    const b = rec(base.get(key));
    const h = rec(head.get(key));
    const bs = rec(b.scenarios);
    const hs = rec(h.scenarios);
    const present = (s: Record<string, unknown>) => SCENARIOS.filter((k) => k in s).join(',');
    if (present(bs) !== present(hs) || Object.keys(bs).length !== Object.keys(hs).length) {
      err(`append-only added or removed a scenario in config '${key}'`);
      continue;
    }
    const unselected = SCENARIOS.filter((s) => s in bs && !scenarios.includes(s));
    const { scenarios: _b, ...bTop } = b;
    const { scenarios: _h, ...hTop } = h;
    if (unselected.length && !eq(bTop, hTop)) {
      err(
        `append-only changed config-wide fields that can affect scenarios outside its changelog scope: '${key}'`,
      );
    }
    for (const s of unselected) {
      if (!eq(bs[s], hs[s]))
        err(`append-only changed a scenario outside its changelog scope: '${key}' / '${s}'`);
    }
  }
  return out;
}

/** A curve is a row without its concurrency, name and fingerprint. */
function curveKey(row: Row): string {
  const {
    conc: _c,
    'exp-name': _e,
    'recipe-fingerprint': _f,
    'row-id': _i,
    'gpu-count': _g,
    'node-count': _n,
    ...rest
  } = row;
  return canonicalJson(rest);
}

const concsOf = (row: Row): unknown[] => (Array.isArray(row.conc) ? (row.conc as unknown[]) : [row.conc]);
const validConc = (c: unknown): c is number => typeof c === 'number' && Number.isInteger(c) && c > 0;

/** The visual series of a row: what the dashboard draws as one line. */
function seriesKey(row: Row): string {
  const agentic = row['scenario-type'] === 'agentic-coding';
  const worker = (w: unknown) => rec(w).hardware ?? null;
  return canonicalJson([
    row.model,
    row['model-prefix'],
    row.precision,
    row.framework,
    row.runner,
    row.disagg ?? false,
    agentic,
    agentic ? null : [row.isl, row.osl, row['spec-decoding'] ?? 'none'],
    (row['kv-offloading'] ?? 'none') !== 'none',
    [worker(row.prefill), worker(row.decode)],
  ]);
}

/**
 * The head rows' new concurrency points on existing curves. No base curve or point may vanish;
 * multi-node `conc` lists are sliced to the new values; every delta row's series must have exactly
 * one base image, equal to its own.
 */
export function appendOnlyDelta(
  baseRows: readonly Row[],
  headRows: readonly Row[],
  where: { file: string; line: number },
): { rows: Row[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const err = (message: string) =>
    diagnostics.push(diag('error', 'P-14', message, { file: where.file, line: where.line, col: 1 }));
  for (const r of [...baseRows, ...headRows]) {
    const bad = concsOf(r).find((c) => !validConc(c));
    if (bad !== undefined) {
      err(`append-only matrix entry has invalid concurrency value: ${JSON.stringify(bad)}`);
      return { rows: [], diagnostics };
    }
  }
  if (baseRows.length === 0) {
    err('append-only requires an existing curve in the base revision');
    return { rows: [], diagnostics };
  }
  const points = (rows: readonly Row[]) => {
    const m = new Map<string, Set<number>>();
    for (const r of rows) {
      const k = curveKey(r);
      const s = m.get(k) ?? new Set<number>();
      for (const c of concsOf(r) as number[]) s.add(c);
      m.set(k, s);
    }
    return m;
  };
  const base = points(baseRows);
  const head = points(headRows);
  const lost: number[] = [];
  for (const [k, concs] of base) {
    const h = head.get(k);
    if (!h) {
      err('append-only may not remove or modify existing generated recipes');
      return { rows: [], diagnostics };
    }
    for (const c of concs) if (!h.has(c)) lost.push(c);
  }
  if (lost.length) {
    err(`append-only may not remove existing concurrency points: [${lost.join(', ')}]`);
    return { rows: [], diagnostics };
  }

  const images = new Map<string, Set<unknown>>();
  for (const r of baseRows) {
    const s = images.get(seriesKey(r)) ?? new Set<unknown>();
    s.add(r.image ?? null);
    images.set(seriesKey(r), s);
  }
  const rows: Row[] = [];
  const seen = new Set<string>();
  let orphan = false;
  for (const r of headRows) {
    const old = base.get(curveKey(r));
    const fresh = (concsOf(r) as number[]).filter((c) => !old?.has(c));
    if (fresh.length === 0) continue;
    const row: Row = Array.isArray(r.conc) ? { ...r, conc: fresh } : r;
    const id = canonicalJson(row);
    if (seen.has(id)) continue;
    seen.add(id);
    const series = images.get(seriesKey(row));
    if (!series || series.size !== 1 || row.image == null || !series.has(row.image)) orphan = true;
    rows.push(row);
  }
  if (orphan)
    err('append-only additions must belong to an existing visual curve with one unchanged non-null image');
  else if (rows.length === 0) err('append-only did not add any generated points');
  return diagnostics.length ? { rows: [], diagnostics } : { rows, diagnostics };
}

function list(keys: readonly string[]): string {
  return `[${keys.map((k) => `'${k}'`).join(', ')}]`;
}

/**
 * Raw master values of both revisions for the scope check. Entries whose text is byte-identical on
 * both sides are not parsed (they compare equal as their text); selected or changed entries are.
 */
export function rawMastersPair(
  baseFiles: readonly { path: string; text: string }[],
  headFiles: readonly { path: string; text: string }[],
  selected: ReadonlySet<string>,
): { base: Map<string, unknown>; head: Map<string, unknown> } {
  const b = textsByKey(baseFiles);
  const h = textsByKey(headFiles);
  const value = (slice: Slice, key: string) =>
    'value' in slice
      ? slice.value
      : (rec(parseYaml(slice.text, slice.path, { version: '1.1' }).value)[key] ?? null);
  const base = new Map<string, unknown>();
  const head = new Map<string, unknown>();
  for (const [key, s] of b) {
    const other = h.get(key);
    base.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  for (const [key, s] of h) {
    const other = b.get(key);
    head.set(key, !selected.has(key) && other?.text === s.text ? s.text : value(s, key));
  }
  return { base, head };
}

/** An entry's text (equal texts mean equal values) and, when the whole file had to be parsed, its value. */
type Slice = { text: string; path: string } | { text: string; path: string; value: unknown };

function textsByKey(files: readonly { path: string; text: string }[]): Map<string, Slice> {
  const out = new Map<string, Slice>();
  for (const f of files) {
    const scan = scanTopLevel(f.text);
    if (scan.irregular) {
      // Not sliceable: one parse; the text is the entry's canonical JSON, the value is already known.
      for (const [k, v] of Object.entries(rec(parseYaml(f.text, f.path, { version: '1.1' }).value))) {
        out.set(k, { text: canonicalJson(v ?? null), path: f.path, value: v ?? null });
      }
      continue;
    }
    for (const e of scan.entries) out.set(e.key, { text: f.text.slice(e.start, e.end), path: f.path });
  }
  return out;
}
