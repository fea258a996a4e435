// The repository_dispatch requests that hand results to the dashboard repository: ingestion of a merged
// PR's reused run, and staging of a PR's run. Pure builders: they check every field and GitHub's limits
// (at most 10 top-level payload properties, under 64 KB, an event type of at most 100 characters), so a
// request that GitHub would reject, or the dashboard could misread, is never sent.
import type { NormalizedEntry } from '../gate/index.js';
import type { MergedPull } from './merged-pull.js';
import type { AcceptedSource, AcceptedStaging } from './source.js';

export const INGEST_EVENT = 'ingest-results';
export const INGEST_AGENTIC_EVENT = 'ingest-agentic-results';
export const STAGING_EVENT = 'stage-results';
/** The merge run's artifact with the merge-time changelog metadata. */
export const CHANGELOG_METADATA_ARTIFACT = 'changelog-metadata';
export const DEFAULT_DASHBOARD_REPO = 'SemiAnalysisAI/InferenceX-app';

export const MAX_PAYLOAD_PROPERTIES = 10;
export const MAX_PAYLOAD_BYTES = 64 * 1024;
const MAX_EVENT_TYPE = 100;

/** `POST /repos/{owner}/{repo}/dispatches` with this body. */
export interface RepositoryDispatch {
  owner: string;
  repo: string;
  event_type: string;
  client_payload: Record<string, unknown>;
}

export type Built = { ok: true; dispatch: RepositoryDispatch } | { ok: false; error: string };

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const SHA = /^[0-9a-f]{40}$/;
const id = (n: number) => Number.isSafeInteger(n) && n > 0;

function finish(target: string, eventType: string, payload: Record<string, unknown>): Built {
  const [owner, repo] = target.split('/') as [string, string];
  const dispatch = { owner, repo, event_type: eventType, client_payload: payload };
  const props = Object.keys(payload).length;
  if (props > MAX_PAYLOAD_PROPERTIES)
    return {
      ok: false,
      error: `the ${eventType} payload has ${props} top-level properties (GitHub allows 10)`,
    };
  if (eventType.length > MAX_EVENT_TYPE)
    return { ok: false, error: `the event type ${eventType} is longer than 100 characters` };
  const bytes = new TextEncoder().encode(
    JSON.stringify({ event_type: eventType, client_payload: payload }),
  ).length;
  if (bytes >= MAX_PAYLOAD_BYTES)
    return {
      ok: false,
      error: `the ${eventType} payload is ${bytes} bytes; GitHub accepts less than ${MAX_PAYLOAD_BYTES}. The entries are in the ${CHANGELOG_METADATA_ARTIFACT} artifact of the merge run; nothing was sent`,
    };
  return { ok: true, dispatch };
}

export interface IngestInput {
  /** `owner/name` of the dashboard repository. */
  dashboardRepo: string;
  /** `owner/name` of this repository (where the runs and artifacts are). */
  sourceRepository: string;
  /** The validated reuse source. */
  source: Pick<AcceptedSource, 'runId' | 'headSha'>;
  /** The run doing the publication: it holds the merge-time changelog metadata artifact. */
  mergeRunId: number;
  pull: Pick<MergedPull, 'number' | 'mergeSha'>;
  /** The source's plan has agentic rows (the dashboard ingests those into its agentic tables). */
  agentic: boolean;
  /** The merge-time changelog metadata: the merged PR's appended entries, normalised. */
  entries: readonly NormalizedEntry[];
}

/** The one ingestion dispatch of a merge. */
export function ingestDispatch(i: IngestInput): Built {
  const bad = [
    !REPO.test(i.dashboardRepo) && `dashboard repository '${i.dashboardRepo}' is not owner/name`,
    !REPO.test(i.sourceRepository) && `source repository '${i.sourceRepository}' is not owner/name`,
    !id(i.source.runId) && `source run id ${i.source.runId} is not a run id`,
    !id(i.mergeRunId) && `merge run id ${i.mergeRunId} is not a run id`,
    !id(i.pull.number) && `PR number ${i.pull.number} is not a PR number`,
    !SHA.test(i.pull.mergeSha) && `merge commit '${i.pull.mergeSha}' is not a full SHA`,
    !SHA.test(i.source.headSha) && `source head '${i.source.headSha}' is not a full SHA`,
    i.entries.length === 0 && 'the merge has no changelog entries to publish',
  ].filter((x): x is string => typeof x === 'string');
  if (bad.length) return { ok: false, error: bad.join('; ') };
  const eventType = i.agentic ? INGEST_AGENTIC_EVENT : INGEST_EVENT;
  return finish(i.dashboardRepo, eventType, {
    'source-repository': i.sourceRepository,
    'source-run-id': String(i.source.runId),
    'merge-run-id': String(i.mergeRunId),
    'pr-number': String(i.pull.number),
    'merge-sha': i.pull.mergeSha,
    'source-head-sha': i.source.headSha,
    'changelog-metadata-artifact': CHANGELOG_METADATA_ARTIFACT,
    'changelog-entries': i.entries,
    ...(i.agentic ? { 'database-target': 'production' } : {}),
  });
}

export interface StagingInput {
  dashboardRepo: string;
  sourceRepository: string;
  prNumber: number;
  staging: Pick<AcceptedStaging, 'runId' | 'attempt' | 'runDate'>;
  /** Login of the maintainer who asked. */
  requestedBy: string;
  /** The acknowledgement comment the callbacks edit. */
  commentId: number;
}

/** The staging dispatch (`/stage-results`). */
export function stagingDispatch(i: StagingInput): Built {
  const bad = [
    !REPO.test(i.dashboardRepo) && `dashboard repository '${i.dashboardRepo}' is not owner/name`,
    !REPO.test(i.sourceRepository) && `source repository '${i.sourceRepository}' is not owner/name`,
    !id(i.prNumber) && `PR number ${i.prNumber} is not a PR number`,
    !id(i.staging.runId) && `run id ${i.staging.runId} is not a run id`,
    !id(i.staging.attempt) && `run attempt ${i.staging.attempt} is not an attempt`,
    !/^\d{4}-\d{2}-\d{2}$/.test(i.staging.runDate) && `run date '${i.staging.runDate}' is not YYYY-MM-DD`,
    !/^[A-Za-z0-9-]+(\[bot\])?$/.test(i.requestedBy) && `'${i.requestedBy}' is not a GitHub login`,
    !id(i.commentId) && `comment id ${i.commentId} is not a comment id`,
  ].filter((x): x is string => typeof x === 'string');
  if (bad.length) return { ok: false, error: bad.join('; ') };
  return finish(i.dashboardRepo, STAGING_EVENT, {
    'source-repository': i.sourceRepository,
    'pr-number': String(i.prNumber),
    'run-id': String(i.staging.runId),
    'run-attempt': String(i.staging.attempt),
    'run-date': i.staging.runDate,
    'requested-by': i.requestedBy,
    'comment-id': String(i.commentId),
  });
}
