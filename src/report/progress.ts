// The sweep while it runs, for the status comment: rows succeeded, failed (by class), running and
// queued; GPU-hours used so far against the plan's estimate; when it should finish, from the durations of
// the rows that finished; which rows were re-run automatically and why, what the re-run budget has left,
// which rows still need a maintainer; and what fail-fast stopped. Pure: the watcher computes the model
// from what GitHub lists and writes the block when it changed.
import { bucketsOf, rowIdOf, type Plan } from '../dispatch/plan.js';
import type { FailureClass } from '../failures/schema.js';
import { JOB_TIMEOUT_MINUTES, jobCost, jobKindOf, type CostContext } from './cost.js';
import { bilingual, t, type Lang } from './messages.js';
import { rowName } from './outcome.js';
import type { RetryDecision, RetryRunRecord, RowCost } from './retry-policy.js';
import { withVersion } from './sticky.js';
import { jobsOfRow, type RowState, type RowView, type ViewRun } from './sweep-rows.js';

export const progressStart = '<!-- sweep-progress -->';
export const progressEnd = '<!-- /sweep-progress -->';

export interface RowEstimate extends RowCost {
  cluster: string;
  kind: string;
  /** The expected duration when the plan knows it (an agentic run's fixed duration). */
  expectedHours?: number;
}

/** Each row's GPUs, time limit, cluster and kind: from the cost model when runners.yaml is read, else
 * from the row's declared GPUs and its job's timeout. */
export function rowEstimates(plan: Plan, ctx?: CostContext): Map<string, RowEstimate> {
  const out = new Map<string, RowEstimate>();
  for (const b of bucketsOf(plan))
    for (const row of b.rows) {
      const id = rowIdOf(row);
      if (ctx) {
        const c = jobCost(row, ctx);
        out.set(id, {
          gpus: c.gpus,
          limitHours: c.limitHours,
          cluster: c.cluster,
          kind: c.kind,
          ...(c.expectedHours !== undefined ? { expectedHours: c.expectedHours } : {}),
        });
        continue;
      }
      const multi = typeof row['prefill'] === 'object' && row['prefill'] !== null;
      const minutes = !multi
        ? JOB_TIMEOUT_MINUTES.single
        : row['scenario-type'] === 'agentic-coding'
          ? JOB_TIMEOUT_MINUTES.multiAgentic
          : JOB_TIMEOUT_MINUTES.multi;
      const gpus = typeof row['gpu-count'] === 'number' ? row['gpu-count'] : 0;
      out.set(id, {
        gpus,
        limitHours: minutes / 60,
        cluster: String(row['runner'] ?? '').replace(/^cluster:/, ''),
        kind: jobKindOf(row),
      });
    }
  return out;
}

type Reason = { en: string; zh?: string | undefined };

export interface ProgressModel {
  counts: Record<RowState, number>;
  failedByClass: Record<FailureClass, number>;
  gpuHours: { used: number; total?: number; worst: number };
  /** Undefined when nothing is left to run. */
  eta?: { remainingMs: number; at: number } | 'unknown';
  failures: { name: string; class: FailureClass; why?: Reason; id?: string; evidence?: string }[];
  retried: { name: string; why?: Reason; id?: string; run?: { retry: number; url?: string } }[];
  riders: number;
  budget?: RetryDecision['budget'];
  manual: ({ name: string } & (
    { kind: 'budget'; need: number; left: number } | { kind: 'attempts'; n: number } | { kind: 'not-retried' }
  ))[];
  failFast?: { scope: 'run' | 'matrix'; name: string; why?: Reason; id?: string; families: string[] };
  /** The retry run could not be dispatched: the error. */
  retryError?: string;
  /** The watcher reached its job's time limit while rows still ran: nothing watches the rest of the run. */
  watchEnded?: boolean;
}

export interface ProgressInput {
  rows: readonly RowView[];
  runs: readonly ViewRun[];
  estimates: ReadonlyMap<string, RowEstimate>;
  now: number;
  retryRuns: readonly RetryRunRecord[];
  decision?: Pick<RetryDecision, 'overBudget' | 'exhausted' | 'budget'>;
  /** Infrastructure failures the sweep ended without re-running (it was stopped, or ran out of time). */
  notRetried?: readonly string[];
  failFast?: { scope: 'run' | 'matrix'; rowId: string; families: string[] };
  retryError?: string;
  /** The watcher stops here: its job's time limit came before the sweep's end. */
  watchEnded?: boolean;
  /** The rows that stay waiting for good (their canary failed, the sweep was stopped). */
  blocked?: ReadonlySet<string>;
}

const hoursBetween = (from: string, to: number) => Math.max(0, (to - Date.parse(from)) / 3_600_000);

export function progressModel(p: ProgressInput): ProgressModel {
  const est = (id: string): RowEstimate =>
    p.estimates.get(id) ?? { gpus: 0, limitHours: 0, cluster: '?', kind: '?' };
  const counts: Record<RowState, number> = {
    succeeded: 0,
    failed: 0,
    running: 0,
    queued: 0,
    cancelled: 0,
    stopped: 0,
    waiting: 0,
  };
  const failedByClass: Record<FailureClass, number> = { infrastructure: 0, benchmark: 0, unknown: 0 };
  for (const v of p.rows) {
    counts[v.state]++;
    if (v.state === 'failed') failedByClass[v.failure?.class ?? 'unknown']++;
  }
  let used = 0;
  let worst = 0;
  for (const v of p.rows) {
    const e = est(v.rowId);
    worst += e.gpus * e.limitHours;
    for (const { job } of jobsOfRow(v.rowId, p.runs))
      if (job.startedAt)
        used += e.gpus * hoursBetween(job.startedAt, job.completedAt ? Date.parse(job.completedAt) : p.now);
  }
  const name = (id: string) => {
    const v = p.rows.find((x) => x.rowId === id);
    return `\`${rowName(v?.row, id)}\``;
  };
  const reasonOf = (v: RowView) =>
    v.failure?.reason ? { why: v.failure.reason, ...(v.failure.id ? { id: v.failure.id } : {}) } : {};
  const remaining = estimateRemaining(p, est);
  const charge = retryCost(p.estimates);
  const model: ProgressModel = {
    counts,
    failedByClass,
    gpuHours: {
      used,
      worst,
      ...(remaining.gpuHours !== undefined ? { total: used + remaining.gpuHours } : {}),
    },
    ...(remaining.ms === undefined
      ? {}
      : {
          eta:
            remaining.ms === 'unknown' ? 'unknown' : { remainingMs: remaining.ms, at: p.now + remaining.ms },
        }),
    failures: p.rows
      .filter((v) => v.state === 'failed' && v.failure?.class !== 'infrastructure')
      .map((v) => ({
        name: name(v.rowId),
        class: v.failure?.class ?? 'unknown',
        ...reasonOf(v),
        ...(v.failure?.evidence ? { evidence: v.failure.evidence } : {}),
      })),
    retried: p.retryRuns.flatMap((r) =>
      r.rows.map((id) => {
        const why = r.reasons?.[id];
        const url = p.runs.find((x) => x.id === r.runId)?.url;
        return {
          name: name(id),
          ...(why?.reason ? { why: why.reason, ...(why.id ? { id: why.id } : {}) } : {}),
          run: { retry: r.retry, ...(url ? { url } : {}) },
        };
      }),
    ),
    riders: p.retryRuns.reduce((n, r) => n + r.riders.length, 0),
    ...(p.decision && (p.retryRuns.length || p.decision.overBudget.length || p.decision.exhausted.length)
      ? { budget: p.decision.budget }
      : {}),
    manual: [
      ...(p.decision?.overBudget ?? []).map((id) => ({
        name: name(id),
        kind: 'budget' as const,
        need: charge(id).gpus * charge(id).limitHours,
        left: p.decision!.budget.left,
      })),
      ...(p.decision?.exhausted ?? []).map((id) => ({
        name: name(id),
        kind: 'attempts' as const,
        n: p.retryRuns.filter((r) => r.rows.includes(id)).length,
      })),
      ...(p.notRetried ?? []).map((id) => ({ name: name(id), kind: 'not-retried' as const })),
    ],
    ...(p.retryError ? { retryError: p.retryError } : {}),
    ...(p.watchEnded ? { watchEnded: true } : {}),
  };
  if (p.failFast) {
    const v = p.rows.find((x) => x.rowId === p.failFast!.rowId);
    model.failFast = {
      scope: p.failFast.scope,
      name: name(p.failFast.rowId),
      families: p.failFast.families,
      ...(v ? reasonOf(v) : {}),
    };
  }
  return model;
}

/** A duration in words: `1 h 20 min`, `35 min` (`1 小时 20 分钟`). */
export function durationWords(ms: number, lang: Lang): string {
  const total = Math.max(1, Math.round(ms / 60_000));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (lang === 'zh') return `${h ? `${h} 小时` : ''}${h && m ? ' ' : ''}${m || !h ? `${m} 分钟` : ''}`;
  return `${h ? `${h} h` : ''}${h && m ? ' ' : ''}${m || !h ? `${m} min` : ''}`;
}

const median = (xs: number[]): number | undefined => {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * A row's expected duration (ms) from known durations: the median of the rows of its cluster and kind that
 * succeeded in this sweep, else the plan's expected duration, else the median of all that succeeded;
 * undefined while none of these is known.
 */
export function knownDurations(
  rows: readonly RowView[],
  est: (id: string) => RowEstimate,
): (rowId: string) => number | undefined {
  const done = new Map<string, number[]>();
  const all: number[] = [];
  for (const v of rows) {
    if (v.state !== 'succeeded' || !v.job?.startedAt || !v.job.completedAt) continue;
    const ms = Date.parse(v.job.completedAt) - Date.parse(v.job.startedAt);
    const key = `${est(v.rowId).cluster}|${est(v.rowId).kind}`;
    done.set(key, [...(done.get(key) ?? []), ms]);
    all.push(ms);
  }
  return (id) => {
    const e = est(id);
    return (
      median(done.get(`${e.cluster}|${e.kind}`) ?? []) ??
      (e.expectedHours !== undefined ? e.expectedHours * 3_600_000 : undefined) ??
      median(all)
    );
  };
}

/**
 * What a re-run of a row is charged until it ends: its worst case (its GPUs for its time limit). A re-run
 * may take that long, and the budget is a bound the re-runs never pass, not an expectation; once the
 * re-run ends it is charged what it took, so the room comes back.
 */
export function retryCost(estimates: ReadonlyMap<string, RowEstimate>): (rowId: string) => RowCost {
  return (id) => {
    const e = estimates.get(id);
    return { gpus: e?.gpus ?? 0, limitHours: e?.limitHours ?? 0 };
  };
}

/**
 * What is left, from known durations: each row still to run takes the median duration of the rows of its
 * cluster and kind that succeeded (else the plan's expected duration, else the median of all that
 * succeeded); a running row what is left of that. A cluster runs as many rows at once as it was seen to;
 * the sweep ends when its slowest cluster does. Unknown while a row to run has no duration to go by.
 */
function estimateRemaining(
  p: ProgressInput,
  est: (id: string) => RowEstimate,
): { ms?: number | 'unknown'; gpuHours?: number } {
  const known = knownDurations(p.rows, est);
  const left = p.rows.filter(
    (v) =>
      (v.state === 'running' || v.state === 'queued' || v.state === 'waiting') && !p.blocked?.has(v.rowId),
  );
  if (!left.length) return {};
  const work = new Map<string, number>();
  const running = new Map<string, number>();
  let gpuHours = 0;
  for (const v of left) {
    const e = est(v.rowId);
    const d = known(v.rowId);
    if (d === undefined) return { ms: 'unknown' };
    const elapsed = v.state === 'running' && v.job?.startedAt ? p.now - Date.parse(v.job.startedAt) : 0;
    const rest = Math.max(0, d - elapsed);
    work.set(e.cluster, (work.get(e.cluster) ?? 0) + rest);
    if (v.state === 'running') running.set(e.cluster, (running.get(e.cluster) ?? 0) + 1);
    gpuHours += (e.gpus * rest) / 3_600_000;
  }
  let ms = 0;
  for (const [cluster, w] of work)
    ms = Math.max(ms, w / Math.max(1, running.get(cluster) ?? 0, parallelSeen(p, est, cluster)));
  return { ms, gpuHours };
}

/** The most rows of one cluster seen running at the same time in this sweep. */
function parallelSeen(p: ProgressInput, est: (id: string) => RowEstimate, cluster: string): number {
  const edges: [number, number][] = [];
  for (const run of p.runs)
    for (const j of run.jobs) {
      const id = j.name.split(' / ').at(-1)!.trim();
      if (!j.startedAt || est(id).cluster !== cluster) continue;
      edges.push([Date.parse(j.startedAt), 1]);
      edges.push([j.completedAt ? Date.parse(j.completedAt) : p.now, -1]);
    }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let n = 0;
  let most = 0;
  for (const [, d] of edges) most = Math.max(most, (n += d));
  return most;
}

const hm = (at: number) => new Date(at).toISOString().slice(11, 16);
/** Rounded so the block does not change from one look to the next while the estimate holds. */
const roundTo = (ms: number, step: number) => Math.round(ms / step) * step;
const gpuH = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 1 : 0 });

const colon = (lang: Lang) => (lang === 'zh' ? '：' : ':');

function why(r: Reason | undefined, id: string | undefined, lang: Lang): string {
  if (r) return lang === 'en' ? r.en : (r.zh ?? (id ? `\`${id}\`` : r.en));
  return t('progress.unknownWhy', lang);
}

function section(m: ProgressModel, lang: Lang, final: boolean): string {
  const out: string[] = [];
  if (!final) out.push(`#### ${t('progress.title', lang)}`, '');
  const classes = (['infrastructure', 'benchmark', 'unknown'] as const)
    .filter((c) => m.failedByClass[c] > 0)
    .map((c) => `${m.failedByClass[c]} ${t(`class.${c}`, lang)}`);
  const sep = lang === 'en' ? ', ' : '，';
  const cls = classes.length ? (lang === 'en' ? ` (${classes.join(sep)})` : `（${classes.join(sep)}）`) : '';
  let counts = t('progress.counts', lang, {
    succeeded: String(m.counts.succeeded),
    failed: String(m.counts.failed),
    classes: cls,
    running: String(m.counts.running),
    queued: String(m.counts.queued + m.counts.waiting),
  });
  if (m.counts.cancelled) counts += t('progress.cancelled', lang, { n: String(m.counts.cancelled) });
  if (m.counts.stopped) counts += t('progress.stopped', lang, { n: String(m.counts.stopped) });
  out.push(counts, '');
  out.push(
    t(final ? 'progress.gpuHoursFinal' : 'progress.gpuHours', lang, {
      used: gpuH(m.gpuHours.used),
      expected:
        !final && m.gpuHours.total !== undefined
          ? t('progress.expectedAll', lang, { total: gpuH(m.gpuHours.total) })
          : '',
      worst: gpuH(m.gpuHours.worst),
    }),
  );
  const eta = final ? undefined : m.eta;
  if (eta === 'unknown') out.push(t('progress.etaUnknown', lang));
  else if (eta) {
    const remaining = roundTo(eta.remainingMs, 5 * 60_000);
    out.push(
      t('progress.eta', lang, {
        duration: durationWords(remaining, lang),
        at: hm(roundTo(eta.at, 10 * 60_000)),
      }),
    );
  }
  if (m.failFast) {
    const what = why(m.failFast.why, m.failFast.id, lang);
    out.push(
      '',
      m.failFast.scope === 'run'
        ? t('failFast.stoppedRun', lang, { name: m.failFast.name, why: what })
        : t('failFast.stoppedFamily', lang, {
            name: m.failFast.name,
            why: what,
            family: m.failFast.families.map((f) => `\`${f}\``).join(', '),
          }),
    );
  }
  if (m.failures.length) {
    out.push('', `**${t('progress.failures', lang)}${colon(lang)}**`);
    for (const f of m.failures.slice(0, 20)) {
      const evidence = f.evidence
        ? t('progress.evidence', lang, { line: `\`${f.evidence.replace(/`/g, "'")}\`` })
        : '';
      out.push(
        `- ${t('progress.failedRow', lang, { name: f.name, why: why(f.why, f.id, lang) })}${evidence}`,
      );
    }
  }
  if (m.retried.length) {
    out.push('', `**${t('retry.title', lang)}${colon(lang)}**`);
    for (const r of m.retried) {
      const label = r.run ? t('retry.run', lang, { n: String(r.run.retry) }) : t('retry.pending', lang);
      const run = r.run?.url ? `[${label}](${r.run.url})` : label;
      out.push(`- ${t('retry.row', lang, { name: r.name, why: why(r.why, r.id, lang), run })}`);
    }
    if (m.riders) out.push('', t('retry.riders', lang, { n: String(m.riders) }));
  }
  if (m.budget)
    out.push(
      '',
      t('retry.budget', lang, {
        used: gpuH(m.budget.used),
        total: gpuH(m.budget.total),
        left: gpuH(m.budget.left),
      }),
    );
  if (m.manual.length) {
    out.push('', `**${t('retry.manual', lang)}${colon(lang)}**`);
    for (const x of m.manual)
      out.push(
        `- ${
          x.kind === 'budget'
            ? t('retry.overBudget', lang, { name: x.name, need: gpuH(x.need), left: gpuH(x.left) })
            : x.kind === 'attempts'
              ? t('retry.exhausted', lang, { name: x.name, n: String(x.n) })
              : t('retry.notRetried', lang, { name: x.name })
        }`,
      );
  }
  if (m.retryError) out.push('', t('retry.dispatchFailed', lang, { error: m.retryError }));
  if (m.watchEnded) out.push('', t('progress.watchEnded', lang));
  if (m.failedByClass.infrastructure && (m.failFast || m.failures.length))
    out.push('', t('failFast.infraNote', lang));
  return out.join('\n');
}

/** The progress block, between markers (the watcher's; `final` leaves out what only a running sweep has). */
export function renderProgress(m: ProgressModel, final = false): string {
  return `${progressStart}\n${bilingual(section(m, 'en', final), section(m, 'zh', final))}${progressEnd}\n`;
}

/** The status body with its progress block replaced (or added, or removed when empty), at `version`. */
export function withProgress(body: string, block: string, version: number): string {
  const start = body.indexOf(progressStart);
  const end = body.indexOf(progressEnd);
  // The block leaves no blank lines behind: a report that runs twice writes the same comment.
  const base =
    start >= 0 && end > start
      ? body.slice(0, start).replace(/\n+$/, '\n') + body.slice(end + progressEnd.length).replace(/^\n+/, '')
      : body;
  const versioned = withVersion(base, version);
  return block ? `${versioned.replace(/\n*$/, '\n\n')}${block}` : versioned.replace(/\n+$/, '\n');
}

/** The progress block as the status body holds it ('' when none). */
export function progressBlockOf(body: string): string {
  const start = body.indexOf(progressStart);
  const end = body.indexOf(progressEnd);
  return start >= 0 && end > start ? body.slice(start, end + progressEnd.length) + '\n' : '';
}
