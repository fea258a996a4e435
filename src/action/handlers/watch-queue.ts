// The watcher's look at the queue: the jobs of the sweep (and its retry runs) queued longer than the
// alert minutes that no online runner can take, as the status comment's block, each annotated once. The
// runner list is read only while jobs wait; a token that may not read it is asked once.
import { diag } from '../../diagnostics.js';
import { stuckJobs, type KnownRunner } from '../../dispatch/watchdog.js';
import type { Row } from '../../dispatch/plan.js';
import { failedCall, isGitHubFailure, type RunJob } from '../../github/port.js';
import { rowName } from '../../report/outcome.js';
import { renderQueueAlert, type QueueAlert } from '../../report/queue.js';
import type { ActionDeps } from '../types.js';

type Runners = QueueAlert['runners'];

export interface QueueState {
  /** A runner listing refused for good (403/404): not asked again. */
  refused?: Runners;
  /** Rows already annotated, so each gets one annotation. */
  annotated: Set<string>;
}

const WAITING = new Set(['queued', 'waiting', 'pending']);

/** The queue block for the status comment ('' when no job waits too long). */
export async function queueBlock(
  deps: ActionDeps,
  state: QueueState,
  l: { jobs: readonly RunJob[]; alertMinutes: number; now: Date; names: Map<string, Row>; runUrl: string },
): Promise<string> {
  const waiting = l.jobs.filter((j) => WAITING.has(j.status));
  let runners: KnownRunner[] | undefined;
  let how: Runners = { listed: true };
  if (waiting.length) ({ runners, how } = await readRunners(deps, state));
  const stuck = stuckJobs(
    waiting.map((j) => ({
      name: j.name,
      rowId: j.name.split(' / ').at(-1)!.trim(),
      status: j.status,
      labels: j.labels ?? [],
      createdAt: j.createdAt ?? l.now.toISOString(),
    })),
    l.now,
    l.alertMinutes,
    runners,
  );
  const alert: QueueAlert = {
    alertMinutes: l.alertMinutes,
    runners: how,
    runUrl: l.runUrl,
    rows: stuck.map((s) => ({
      name: l.names.has(s.rowId ?? '') ? rowName(l.names.get(s.rowId!), s.rowId!) : s.job,
      ...(s.rowId ? { rowId: s.rowId } : {}),
      labels: s.labels,
      missing: s.missing,
      since: s.since,
    })),
  };
  for (const r of alert.rows)
    if (!state.annotated.has(r.rowId ?? r.name)) {
      state.annotated.add(r.rowId ?? r.name);
      deps.annotate(
        diag(
          'warning',
          'RT-2',
          `${r.name} queued since ${r.since} for ${r.labels.join(', ')}${r.missing.length ? `: no online runner carries ${r.missing.join(', ')}` : how.listed ? ': no online runner carries all of them' : ' (runner list not readable)'}`,
          { fix: 'register a self-hosted runner with these labels, or fix the runner label in runners.yaml' },
        ),
      );
    }
  return renderQueueAlert(alert);
}

async function readRunners(
  deps: ActionDeps,
  state: QueueState,
): Promise<{ runners?: KnownRunner[]; how: Runners }> {
  if (state.refused) return { how: state.refused };
  try {
    return { runners: await deps.port.listRunners(), how: { listed: true } };
  } catch (e) {
    if (!isGitHubFailure(e)) throw e;
    const f = failedCall(e);
    const how: Runners = { listed: false, status: f.status, message: f.message };
    // A refusal stays a refusal for this token; any other failure is tried again at the next look.
    if (f.status === 403 || f.status === 404) {
      state.refused = how;
      deps.log(`the runner list is not readable with this token (${f.status}); naming the waiting jobs only`);
    } else deps.warn(`cannot list the runners (trying again at the next look): ${f.message}`);
    return { how };
  }
}
