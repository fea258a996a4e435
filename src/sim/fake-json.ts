// The fake GitHub's response bodies, typed against GitHub's OpenAPI schema (the fields we serve, not every
// field GitHub has).
import type { components } from '@octokit/openapi-types';
import { shown } from './fake-types.js';
import type {
  FakeArtifact,
  FakeComment,
  FakeJob,
  FakePull,
  FakeRunner,
  FakeRun,
  FakeState,
  FakeUser,
} from './fake-types.js';

type Schema = components['schemas'];

export const userJson = (u: FakeUser) => ({
  login: u.login,
  type: u.type,
  id: 1,
  node_id: 'U',
  avatar_url: '',
});

export const repoJson = (full: string) => ({ full_name: full, name: full.split('/')[1] ?? full });

const page = (state: FakeState, path: string) => `https://github.com/${state.owner}/${state.repo}/${path}`;

export const commentJson = (
  state: FakeState,
  c: FakeComment,
): Pick<Schema['issue-comment'], 'id' | 'body' | 'created_at' | 'updated_at' | 'html_url'> & {
  user: ReturnType<typeof userJson>;
} => ({
  id: c.id,
  body: c.body,
  user: userJson(c.user),
  created_at: c.createdAt,
  updated_at: c.updatedAt ?? c.createdAt,
  html_url: page(state, `pull/${c.issue}#issuecomment-${c.id}`),
});

export const pullJson = (state: FakeState, p: FakePull) => {
  const json: Pick<
    Schema['pull-request'],
    | 'number'
    | 'state'
    | 'merged'
    | 'draft'
    | 'merge_commit_sha'
    | 'mergeable'
    | 'comments'
    | 'changed_files'
    | 'html_url'
  > &
    Record<string, unknown> = {
    number: p.number,
    state: p.state,
    merged: p.merged,
    draft: p.draft,
    merge_commit_sha: p.mergeSha,
    mergeable: p.mergeable,
    comments: state.comments.filter((c) => c.issue === p.number && shown(state, c, 'comments')).length,
    changed_files: (p.files ?? []).length,
    html_url: page(state, `pull/${p.number}`),
    user: userJson(p.user),
    head: { sha: p.head.sha, ref: p.head.ref, repo: repoJson(p.head.repo) },
    base: { sha: p.base.sha, ref: p.base.ref, repo: repoJson(p.base.repo) },
    labels: labelsJson(p.labels),
  };
  return json;
};

export const labelsJson = (labels: readonly string[]) => labels.map((name, i) => ({ id: i + 1, name }));

export const runJson = (
  state: FakeState,
  r: FakeRun,
): Pick<
  Schema['workflow-run'],
  | 'id'
  | 'name'
  | 'display_title'
  | 'status'
  | 'conclusion'
  | 'head_sha'
  | 'event'
  | 'created_at'
  | 'html_url'
  | 'run_attempt'
  | 'path'
> => ({
  id: r.id,
  name: r.name,
  display_title: r.displayTitle,
  status: r.status,
  conclusion: r.conclusion,
  head_sha: r.headSha,
  event: r.event,
  created_at: r.createdAt,
  html_url: page(state, `actions/runs/${r.id}`),
  run_attempt: r.attempt,
  path: `.github/workflows/${r.workflow}`,
});

export const jobJson = (
  state: FakeState,
  j: FakeJob,
): Pick<
  Schema['job'],
  | 'id'
  | 'run_id'
  | 'run_attempt'
  | 'name'
  | 'status'
  | 'conclusion'
  | 'labels'
  | 'runner_name'
  | 'started_at'
  | 'completed_at'
  | 'created_at'
  | 'html_url'
  | 'steps'
> => ({
  id: j.id,
  run_id: j.runId,
  run_attempt: j.attempt,
  name: j.name,
  status: j.status,
  conclusion: j.conclusion,
  labels: j.labels,
  runner_name: j.runnerName,
  started_at: j.startedAt,
  completed_at: j.completedAt,
  created_at: j.createdAt ?? j.startedAt,
  html_url: page(state, `actions/runs/${j.runId}/job/${j.id}`),
  steps: (j.steps ?? []).map((st) => ({ ...st, started_at: j.startedAt, completed_at: j.completedAt })),
});

export const runnerJson = (
  r: FakeRunner,
): Pick<Schema['runner'], 'id' | 'name' | 'os' | 'status' | 'busy' | 'labels'> => ({
  id: r.id,
  name: r.name,
  os: 'Linux',
  status: r.status,
  busy: r.busy,
  labels: r.labels.map((name, i) => ({ id: i + 1, name, type: i === 0 ? 'read-only' : 'custom' })),
});

export const artifactJson = (
  a: FakeArtifact,
): Pick<Schema['artifact'], 'id' | 'name' | 'size_in_bytes' | 'expired' | 'created_at' | 'workflow_run'> => ({
  id: a.id,
  name: a.name,
  size_in_bytes: Object.values(a.files).reduce((n, t) => n + t.length, 0),
  expired: a.expired ?? false,
  created_at: a.createdAt,
  workflow_run: { id: a.runId },
});

export type DispatchResponse = Schema['workflow-dispatch-response'];
