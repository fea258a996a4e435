// What the watcher does about failures: read each failed job's log and annotations once and classify it
// with the failure table; apply fail-fast (cancel the sweep and its retry runs, or set a family's stop
// status); dispatch a retry run exactly once (after an answer that leaves open whether it took effect, it
// looks for the run by its name before it dispatches again, and dispatches at most twice).
import { diag } from '../../diagnostics.js';
import { retryRunName } from '../../dispatch/run-name.js';
import { stopContext } from '../../dispatch/stop.js';
import { classify, type Classification } from '../../failures/classify.js';
import type { CompiledEntry } from '../../failures/table.js';
import { failedCall, isGitHubFailure } from '../../github/port.js';
import { rowName } from '../../report/outcome.js';
import type { RetryRunRecord } from '../../report/retry-policy.js';
import { failedStepOf, type RowView, type ViewJob } from '../../report/sweep-rows.js';
import type { ActionDeps } from '../types.js';

/** The class of a failed job: its log's tail and annotations read once, then remembered. */
export async function classifyJob(
  deps: ActionDeps,
  cache: Map<number, Classification>,
  table: readonly CompiledEntry[],
  job: ViewJob,
  name: string,
  annotate = true,
): Promise<Classification | undefined> {
  const known = cache.get(job.id);
  if (known) return known;
  let log = '';
  let notes: string[] = [];
  try {
    log = await deps.port.getJobLog(job.id);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    // 404/410: GitHub keeps no log (a runner that vanished uploads none); the annotations still tell.
    if (failedCall(e).status !== 404 && failedCall(e).status !== 410) {
      deps.warn(`cannot read the log of job ${job.id} (trying again at the next look): ${e.message}`);
      return undefined;
    }
  }
  try {
    notes = await deps.port.listJobAnnotations(job.id);
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot read the annotations of job ${job.id}: ${e.message}`);
  }
  const c = classify(
    {
      conclusion: job.conclusion ?? 'failure',
      failedStep: failedStepOf(job),
      runner: job.runnerName,
      log: [log, ...notes].join('\n'),
    },
    table,
  );
  cache.set(job.id, c);
  if (annotate)
    deps.annotate(
      diag(
        c.class === 'infrastructure' ? 'warning' : 'error',
        'FF-4',
        `${name} failed: ${c.class}${c.id ? ` (${c.id})` : ''}${c.reason ? `: ${c.reason.en}` : ''}${c.evidence ? ` — ${c.evidence}` : ''}`,
      ),
    );
  return c;
}

/** The first row whose failure stops the sweep (benchmark or unknown), in plan order. */
export const stopTrigger = (rows: readonly RowView[]): RowView | undefined =>
  rows.find((v) => v.state === 'failed' && v.failure && v.failure.class !== 'infrastructure');

/** Cancels runs (409: it completed meanwhile, which is what was wanted). Returns the ones it could not. */
export async function cancelAll(deps: ActionDeps, ids: readonly number[]): Promise<number[]> {
  const left: number[] = [];
  for (const id of ids)
    try {
      await deps.port.cancelWorkflowRun(id);
    } catch (e) {
      if (!isGitHubFailure(e)) throw e;
      if (failedCall(e).status !== 409) {
        deps.warn(`cannot cancel run ${id} (trying again at the next look): ${e.message}`);
        left.push(id);
      }
    }
  return left;
}

/** The stop status of one family on the swept revision, pointing at the sweep run. */
export async function stopFamily(
  deps: ActionDeps,
  o: { headSha: string; family: string; row: RowView; runUrl: string },
): Promise<boolean> {
  const what = `${rowName(o.row.row, o.row.rowId)} failed (${o.row.failure?.class ?? 'unknown'}${o.row.failure?.id ? `: ${o.row.failure.id}` : ''})`;
  try {
    await deps.port.setCommitStatus(o.headSha, {
      state: 'failure',
      context: stopContext(o.family),
      description: `fail-fast: ${what}`.slice(0, 140),
      targetUrl: o.runUrl,
    });
    return true;
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    deps.warn(`cannot stop ${o.family} (trying again at the next look): ${e.message}`);
    return false;
  }
}

export interface RetryDispatch {
  workflow: string;
  ref: string;
  /** The sweep run's own dispatch inputs, and its name and id. */
  inputs: Record<string, string>;
  title: string;
  runId: number;
  /** When the sweep run was created: retry runs are looked for among the runs since. */
  since: string;
}

/** A record still to be confirmed: how often it was dispatched. */
export type PendingRetry = RetryRunRecord & { posts: number; error?: string };

/**
 * Dispatches (or finds) the retry run of a record. Looks first, by the run's name, for a run an earlier
 * answer left unconfirmed; dispatches only when none is listed, at most twice in all.
 */
export async function dispatchRetry(deps: ActionDeps, d: RetryDispatch, rec: PendingRetry): Promise<void> {
  const title = retryRunName(d.title, rec.retry, d.runId);
  try {
    if (rec.posts > 0) {
      const found = (await deps.port.listWorkflowRunsSince(d.workflow, d.since)).find(
        (r) => r.displayTitle === title,
      );
      if (found) {
        rec.runId = found.id;
        return;
      }
    }
    if (rec.posts >= 2) {
      rec.error ??= `GitHub did not confirm the dispatch of "${title}" and no such run is listed`;
      return;
    }
    rec.posts++;
    const res = await deps.port.dispatchWorkflow(d.workflow, d.ref, {
      ...d.inputs,
      title,
      'retry-of': String(d.runId),
      rows: [...rec.rows, ...rec.riders].join(','),
    });
    if (res.runId) rec.runId = res.runId;
    // Taken without run details: the run exists; the next look finds it by its name.
    else if (!deps.port.live) rec.runId = 0;
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    // Refused: nothing was dispatched, and asking again gets the same answer.
    if (!f.uncertain) rec.error = f.message;
    else deps.warn(`${f.message}; looking for the retry run before dispatching again`);
  }
}
