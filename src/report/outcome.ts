// The sweep's outcome for the status comment, from the plan and the run's jobs (every attempt;
// the newest attempt of a row wins, as collection de-duplicates results). Pure.
import { canaryBlocks, selectCanary, type CanaryMode } from '../dispatch/canary.js';
import { FLAT_BUCKETS, bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import { bilingual, t, type Lang } from './messages.js';
import { withVersion } from './sticky.js';

export type FailFast = 'off' | 'matrix' | 'run';

/** One job of the sweep run (one attempt), as far as its outcome goes. Benchmark jobs end in ` / <row id>`. */
export interface SweepJob {
  id: number;
  name: string;
  attempt: number;
  conclusion: string | null;
  completedAt: string | null;
}

export interface SweepOutcome {
  runId: number;
  attempt: number;
  runUrl?: string;
  counts: { succeeded: number; failed: number; cancelled: number; skipped: number };
  firstFailure?: { rowId: string; name: string; job: string };
  /** Each failed canary and what it blocked. */
  canaryBlocked: { canary: string; rows: number; buckets: string[] }[];
  failFast: FailFast;
  /** Rows cancelled after the first failure (fail-fast on); the status names both. */
  failFastCancelled: number;
  /** An eval row's job finished (success or failure), so accuracy results may exist. */
  evalsRan: boolean;
}

export const outcomeStart = '<!-- sweep-outcome -->';
export const outcomeEnd = '<!-- /sweep-outcome -->';

/** Benchmark jobs are named by their row id (the templates' `name: ${{ inputs.row-id }}`), last in the path. */
const rowOfJob = (name: string) => name.split(' / ').at(-1)!.trim();

export const rowName = (row: Row | undefined, rowId: string): string =>
  row
    ? `${String(row['exp-name'] ?? rowId)} (${String(row['runner'] ?? '?')}${row['conc'] !== undefined ? `, conc ${JSON.stringify(row['conc'])}` : ''})`
    : rowId;

export function sweepOutcome(
  plan: Plan,
  jobs: readonly SweepJob[],
  run: { runId: number; attempt: number; runUrl?: string; canary: CanaryMode; failFast: FailFast },
): SweepOutcome {
  const rows = new Map<string, Row>();
  const evalRows = new Set<string>();
  for (const b of bucketsOf(plan))
    for (const r of b.rows) {
      rows.set(rowIdOf(r), r);
      if ((FLAT_BUCKETS as readonly string[]).includes(b.bucket)) evalRows.add(rowIdOf(r));
    }
  const newest = new Map<string, SweepJob>();
  for (const j of jobs) {
    const id = rowOfJob(j.name);
    if (!rows.has(id)) continue;
    const prev = newest.get(id);
    if (!prev || j.attempt > prev.attempt || (j.attempt === prev.attempt && j.id > prev.id))
      newest.set(id, j);
  }
  const counts = { succeeded: 0, failed: 0, cancelled: 0, skipped: 0 };
  for (const id of rows.keys()) {
    const c = newest.get(id)?.conclusion;
    if (c === 'success') counts.succeeded++;
    else if (c === 'failure' || c === 'timed_out') counts.failed++;
    else if (c === 'cancelled') counts.cancelled++;
    else counts.skipped++;
  }
  const failures = [...newest.entries()]
    .filter(([, j]) => j.conclusion === 'failure' || j.conclusion === 'timed_out')
    .sort(
      ([, a], [, b]) =>
        a.attempt - b.attempt || (a.completedAt ?? '').localeCompare(b.completedAt ?? '') || a.id - b.id,
    );
  const first = failures[0];
  const sel = selectCanary(plan, run.canary);
  const failedCanaryJobs = sel.canaries
    .filter((c) => {
      const j = newest.get(c.rowId);
      return j?.conclusion === 'failure' || j?.conclusion === 'cancelled' || j?.conclusion === 'timed_out';
    })
    .map((c) => c.job);
  const canaryBlocked = canaryBlocks(sel, failedCanaryJobs).map((b) => ({
    canary: rowName(b.canary.row, b.canary.rowId),
    rows: b.blocked.reduce((n, x) => n + x.rows, 0),
    buckets: b.blocked.map((x) => `${x.bucket} (${x.rows})`),
  }));
  return {
    runId: run.runId,
    attempt: run.attempt,
    ...(run.runUrl ? { runUrl: run.runUrl } : {}),
    counts,
    ...(first
      ? { firstFailure: { rowId: first[0], name: rowName(rows.get(first[0]), first[0]), job: first[1].name } }
      : {}),
    canaryBlocked,
    failFast: run.failFast,
    failFastCancelled: run.failFast !== 'off' && failures.length ? counts.cancelled : 0,
    evalsRan: [...evalRows].some((id) => {
      const c = newest.get(id)?.conclusion;
      return c === 'success' || c === 'failure' || c === 'timed_out';
    }),
  };
}

function section(o: SweepOutcome, lang: Lang): string {
  const run = o.runUrl ? `[${o.runId}](${o.runUrl})` : String(o.runId);
  const out = [
    `#### ${t('outcome', lang)} · ${t('run', lang)} ${run} · ${t('attempt', lang)} ${o.attempt}`,
    '',
    `✅ ${o.counts.succeeded} ${t('succeeded', lang)} · ❌ ${o.counts.failed} ${t('failed', lang)} · ⏹ ${o.counts.cancelled} ${t('cancelledRows', lang)} · ⏭ ${o.counts.skipped} ${t('skippedRows', lang)}`,
  ];
  if (o.firstFailure)
    out.push(
      '',
      `**${t('firstFailure', lang)}:** \`${o.firstFailure.name}\` — ${t('job', lang)} \`${o.firstFailure.job}\``,
    );
  for (const c of o.canaryBlocked)
    out.push(
      '',
      `**${t('canaryFailed', lang)}** \`${c.canary}\`: ${t('canaryBlocked', lang, { n: String(c.rows) })} ${c.buckets.join(', ') || '—'}`,
    );
  if (o.failFastCancelled)
    out.push(
      '',
      `**${t('failFast', lang)} (${o.failFast}):** ${t('failFastCancelled', lang, { n: String(o.failFastCancelled) })}`,
    );
  return out.join('\n');
}

/** The outcome block: English, then Chinese in `<details>`, between markers so it can be replaced. */
export function renderOutcome(o: SweepOutcome): string {
  return `${outcomeStart}\n${bilingual(section(o, 'en'), section(o, 'zh'))}${outcomeEnd}\n`;
}

/** The status comment body with its outcome block replaced (or appended) and its version line set. */
export function withOutcome(body: string, block: string, version: number): string {
  const start = body.indexOf(outcomeStart);
  const end = body.indexOf(outcomeEnd);
  const base =
    start >= 0 && end > start
      ? body.slice(0, start) + body.slice(end + outcomeEnd.length).replace(/^\n/, '')
      : body;
  return `${withVersion(base, version).replace(/\n*$/, '\n\n')}${block}`;
}
