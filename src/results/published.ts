// The published results kept in a data branch of the repository, so a baseline outlives the artifacts
// it came from (they expire): one JSON Lines file per curve fingerprint (`curves/<fingerprint>.jsonl`),
// one line per published point, appended by the publication job when a PR merges and never rewritten.
// Appending is idempotent: a point already in its file (same run, row, kind and concurrency) is not
// added again, so a publication that is repeated after an uncertain outcome changes nothing. Pure.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';
import { emptyBaseline, fpKey, type BaselineIndex, type Sample } from './baseline.js';
import type { GpuFinding } from './gpu-check.js';
import { rowKeys, type RowResults } from './match.js';
import { METRICS, type Metrics } from './metrics.js';

export const DEFAULT_DATA_BRANCH = 'sweep-results';
export const CURVES_DIR = 'curves';
export const curvePath = (fingerprint: string): string => `${CURVES_DIR}/${fingerprint}.jsonl`;

const recordSchema = once(() => {
  const z = zod();
  const metric = Object.fromEntries(METRICS.map((m) => [m.key, z.number().optional()]));
  return z
    .object({
      v: z.literal(1),
      fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
      kind: z.enum(['fixed', 'agentic']),
      conc: z.int().positive(),
      'row-id': z.string().regex(/^[0-9a-f]{16}$/),
      'run-id': z.int().positive(),
      attempt: z.int().positive().optional(),
      sha: z.string().regex(/^[0-9a-f]{40}$/),
      pr: z.int().positive().optional(),
      'published-at': z.string().min(1),
      gpus: z.int().positive(),
      /** The configuration's identity keys, so a curve whose recipe changed can still find it. */
      identity: z.array(z.string()).optional(),
      metrics: z.object(metric).loose(),
    })
    .loose();
});
export type PublishedRecord = Z.infer<ReturnType<typeof recordSchema>>;

export interface PublishMeta {
  runId: number;
  attempt?: number;
  /** The merge commit the results were published for. */
  sha: string;
  pr?: number;
  /** ISO time of publication. */
  at: string;
}

/**
 * The records a merged run publishes: every measured point of a row with a fingerprint. A point whose
 * GPU count disagrees with the plan is not published (its per-GPU figures are wrong).
 */
export function publishRecords(
  rows: readonly RowResults[],
  findings: readonly GpuFinding[],
  meta: PublishMeta,
): PublishedRecord[] {
  const wrong = new Set(findings.map((f) => `${f.rowId}|${f.kind}|${f.conc}`));
  const out: PublishedRecord[] = [];
  for (const rr of rows) {
    const fp = rr.row['recipe-fingerprint'];
    if (typeof fp !== 'string' || !/^[0-9a-f]{64}$/.test(fp)) continue;
    for (const m of rr.measured) {
      if (wrong.has(`${rr.rowId}|${m.kind}|${m.conc}`) || m.gpus <= 0) continue;
      const r: PublishedRecord = {
        v: 1,
        fingerprint: fp,
        kind: m.kind,
        conc: m.conc,
        'row-id': rr.rowId,
        'run-id': meta.runId,
        sha: meta.sha,
        'published-at': meta.at,
        gpus: m.gpus,
        identity: rowKeys(rr.row, m.conc),
        metrics: m.metrics,
      };
      if (meta.attempt !== undefined) r.attempt = meta.attempt;
      if (meta.pr !== undefined) r.pr = meta.pr;
      out.push(r);
    }
  }
  return out;
}

const pointOf = (r: PublishedRecord) => `${r['run-id']}|${r['row-id']}|${r.kind}|${r.conc}`;

/** A curve file's records; lines that are not records are counted, not fatal (the file is shared data). */
export function parseCurveFile(text: string): { records: PublishedRecord[]; bad: number } {
  const records: PublishedRecord[] = [];
  let bad = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = recordSchema().safeParse(JSON.parse(line));
      if (r.success) records.push(r.data);
      else bad++;
    } catch {
      bad++;
    }
  }
  return { records, bad };
}

/**
 * The curve files after appending `records` to the `current` ones (path → text, absent when the file
 * does not exist yet): only files that change, each the old text plus the new lines.
 */
export function appendRecords(
  current: ReadonlyMap<string, string | undefined>,
  records: readonly PublishedRecord[],
): Map<string, string> {
  const byPath = new Map<string, PublishedRecord[]>();
  for (const r of records) {
    const p = curvePath(r.fingerprint);
    byPath.set(p, [...(byPath.get(p) ?? []), r]);
  }
  const out = new Map<string, string>();
  for (const [path, recs] of byPath) {
    const old = current.get(path) ?? '';
    const seen = new Set(parseCurveFile(old).records.map(pointOf));
    const lines: string[] = [];
    for (const r of recs) {
      if (seen.has(pointOf(r))) continue;
      seen.add(pointOf(r));
      lines.push(JSON.stringify(r));
    }
    if (!lines.length) continue;
    const sep = old === '' || old.endsWith('\n') ? '' : '\n';
    out.set(path, `${old}${sep}${lines.join('\n')}\n`);
  }
  return out;
}

/** Published curve files as a baseline: per fingerprint, kind and concurrency, newest first. */
export function publishedBaseline(files: ReadonlyMap<string, string>): BaselineIndex {
  const index = emptyBaseline('published');
  const all: PublishedRecord[] = [];
  for (const text of files.values()) all.push(...parseCurveFile(text).records);
  // Newest publication first; within one, the later run.
  all.sort((a, b) => b['published-at'].localeCompare(a['published-at']) || b['run-id'] - a['run-id']);
  for (const r of all) {
    const s: Sample = { metrics: r.metrics as Metrics, source: `run ${r['run-id']}`, at: r['published-at'] };
    const k = fpKey(r.fingerprint, r.kind, r.conc);
    index.byFingerprint.set(k, [...(index.byFingerprint.get(k) ?? []), s]);
    for (const id of r.identity ?? []) {
      const ik = `${r.kind}:${id}`;
      index.byIdentity.set(ik, [...(index.byIdentity.get(ik) ?? []), s]);
    }
  }
  return index;
}
