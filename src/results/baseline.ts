// Baselines: the measurements a PR's results are compared with, whatever their source — the results the
// product published at merge (by curve fingerprint), the reference's database (by row), or another run's
// artifacts (by fingerprint, else by the configuration's identity). Newest first. Pure.
import { resultKey, rowKeys, type Measured, type RowResults } from './match.js';
import { aggMetrics, agenticMetrics, type Metrics } from './metrics.js';
import type { Found } from './read.js';

export interface Sample {
  metrics: Metrics;
  /** Where it came from (a run id, an artifact), for the reader. */
  source: string;
  /** When it was measured or published (ISO time), when known. */
  at?: string;
}

export type BaselineKind = 'published' | 'postgres' | 'run';

export interface BaselineIndex {
  kind: BaselineKind;
  /** `<fingerprint>|<kind>|<conc>` → samples, newest first. */
  byFingerprint: Map<string, Sample[]>;
  /** Identity key (see match.ts) → samples, newest first. */
  byIdentity: Map<string, Sample[]>;
  /** `<row id>|<kind>|<conc>` → samples, newest first (a database answers per row). */
  byRow: Map<string, Sample[]>;
}

export const emptyBaseline = (kind: BaselineKind): BaselineIndex => ({
  kind,
  byFingerprint: new Map(),
  byIdentity: new Map(),
  byRow: new Map(),
});

export const fpKey = (fp: string, kind: Measured['kind'], conc: number) => `${fp}|${kind}|${conc}`;
export const rowPointKey = (rowId: string, kind: Measured['kind'], conc: number) =>
  `${rowId}|${kind}|${conc}`;

export interface BaselineOptions {
  /** The base curve of a PR curve whose recipe changed (the curve diff pairs them); default: itself. */
  baseFingerprint?: (fingerprint: string) => string | undefined;
  /** How many samples at most (the newest and the few before it). */
  samples: number;
}

/** The samples a row's measured point is compared with: by row, by fingerprint, then by identity. */
export function baselineFor(
  index: BaselineIndex,
  rr: RowResults,
  m: Measured,
  opts: BaselineOptions,
): Sample[] {
  const byRow = index.byRow.get(rowPointKey(rr.rowId, m.kind, m.conc));
  if (byRow?.length) return byRow.slice(0, opts.samples);
  const fp = rr.row['recipe-fingerprint'];
  if (typeof fp === 'string' && fp) {
    const base = opts.baseFingerprint?.(fp) ?? fp;
    const found = index.byFingerprint.get(fpKey(base, m.kind, m.conc));
    if (found?.length) return found.slice(0, opts.samples);
  }
  for (const k of rowKeys(rr.row, m.conc)) {
    const found = index.byIdentity.get(`${m.kind}:${k}`);
    if (found?.length) return found.slice(0, opts.samples);
  }
  return [];
}

const push = (m: Map<string, Sample[]>, k: string, s: Sample) => {
  const l = m.get(k);
  if (l) l.push(s);
  else m.set(k, [s]);
};

/** Another run's results (a base branch's run, a downloaded directory) as a baseline. */
export function runBaseline(found: readonly Found[]): BaselineIndex {
  const index = emptyBaseline('run');
  for (const f of found) {
    if (f.kind !== 'fixed' && f.kind !== 'agentic') continue;
    const r = (f.kind === 'fixed' ? f.agg : f.result) as Record<string, unknown>;
    const metrics = f.kind === 'fixed' ? aggMetrics(f.agg) : agenticMetrics(f.result);
    const s: Sample = { metrics, source: f.artifact };
    const fp = r['recipe_fingerprint'];
    if (typeof fp === 'string' && fp) push(index.byFingerprint, fpKey(fp, f.kind, r['conc'] as number), s);
    push(index.byIdentity, `${f.kind}:${resultKey(r, f.kind)}`, s);
  }
  return index;
}

/** A baseline answered per row and point (the database), samples newest first. */
export function rowBaseline(
  kind: BaselineKind,
  answers: readonly { rowId: string; kind: Measured['kind']; conc: number; samples: Sample[] }[],
): BaselineIndex {
  const index = emptyBaseline(kind);
  for (const a of answers) index.byRow.set(rowPointKey(a.rowId, a.kind, a.conc), a.samples);
  return index;
}
