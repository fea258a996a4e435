// The dashboard's staging callbacks: `stage-results-started` and `stage-results-completed`
// repository_dispatch events sent back to this repository. A callback is accepted only when it names the
// configured dashboard repository and echoes this repository; it then edits the acknowledgement comment
// (or, when the comment id is missing, becomes a new comment). Pure: payload in, comment out.
import { once, zod } from '../zod/lib.js';
import { bilingual, type Lang } from '../report/messages.js';
import { reuseText } from './messages.js';

export const STAGING_STARTED_EVENT = 'stage-results-started';
export const STAGING_COMPLETED_EVENT = 'stage-results-completed';

/** A callback's payload (built on the first callback). */
const callbackSchema = once(() => {
  const z = zod();
  const digits = z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.int().positive()]).transform(Number);
  const https = z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL');
  return z.object({
    'dashboard-repository': z.string(),
    'source-repository': z.string(),
    'pr-number': digits,
    'run-id': digits,
    'run-date': z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    'requested-by': z.string().regex(/^[A-Za-z0-9-]+(\[bot\])?$/),
    'comment-id': digits.optional(),
    'workflow-url': https,
    /** Completed callbacks only. */
    status: z.enum(['success', 'failure']).optional(),
    /** Where the staged run can be seen; built from the staging site when absent. */
    'staged-url': https.optional(),
  });
});

export interface StagingCallback {
  kind: 'started' | 'success' | 'failure';
  prNumber: number;
  runId: number;
  runDate: string;
  user: string;
  commentId?: number;
  workflowUrl: string;
  stagedUrl?: string;
}

export interface CallbackContext {
  /** `owner/name` of this repository. */
  repository: string;
  /** `owner/name` of the configured dashboard repository. */
  dashboardRepo: string;
}

export type ParsedCallback = { ok: true; callback: StagingCallback } | { ok: false; error: string };

/** A repository_dispatch event (`action` = the event type) as a staging callback, or why it is not one. */
export function parseStagingCallback(
  event: { action: string; client_payload: unknown },
  ctx: CallbackContext,
): ParsedCallback {
  if (event.action !== STAGING_STARTED_EVENT && event.action !== STAGING_COMPLETED_EVENT)
    return { ok: false, error: `repository_dispatch ${event.action} is not a staging callback` };
  const r = callbackSchema().safeParse(event.client_payload);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, error: `staging callback: ${i.path.join('.') || 'payload'}: ${i.message}` };
  }
  const p = r.data;
  if (p['dashboard-repository'] !== ctx.dashboardRepo)
    return {
      ok: false,
      error: `staging callback from '${p['dashboard-repository']}' ignored: only ${ctx.dashboardRepo} reports staging`,
    };
  if (p['source-repository'] !== ctx.repository)
    return {
      ok: false,
      error: `staging callback for '${p['source-repository']}' ignored: this is ${ctx.repository}`,
    };
  const started = event.action === STAGING_STARTED_EVENT;
  if (!started && !p.status)
    return { ok: false, error: 'staging callback: a completed callback needs a status' };
  return {
    ok: true,
    callback: {
      kind: started ? 'started' : p.status!,
      prNumber: p['pr-number'],
      runId: p['run-id'],
      runDate: p['run-date'],
      user: p['requested-by'],
      workflowUrl: p['workflow-url'],
      ...(p['comment-id'] !== undefined ? { commentId: p['comment-id'] } : {}),
      ...(p['staged-url'] ? { stagedUrl: p['staged-url'] } : {}),
    },
  };
}

/** The staging site's link to a staged run: the run's date and id. */
export const stagedLink = (site: string, runDate: string, runId: number): string =>
  `${site.replace(/\/+$/, '')}/inference?i_dates=${runDate}~r${runId}`;

/**
 * The acknowledgement's new text for a callback: `edit` the comment when its id came back, else `create`.
 * `runUrl` links the staged run; `stagingSite` builds the success link when the callback has none.
 */
export function stagingCallbackComment(
  cb: StagingCallback,
  opts: { runUrl: string; stagingSite: string },
): { action: 'edit'; commentId: number; body: string } | { action: 'create'; body: string } {
  const params = {
    user: cb.user,
    runId: String(cb.runId),
    url: opts.runUrl,
    workflowUrl: cb.workflowUrl,
    link: cb.stagedUrl ?? stagedLink(opts.stagingSite, cb.runDate, cb.runId),
  };
  const key =
    cb.kind === 'started' ? 'stage-started' : cb.kind === 'success' ? 'stage-success' : 'stage-failure';
  const side = (lang: Lang) => reuseText(key, lang, params);
  const body = bilingual(side('en'), side('zh'));
  return cb.commentId !== undefined
    ? { action: 'edit', commentId: cb.commentId, body }
    : { action: 'create', body };
}
