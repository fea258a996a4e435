// The fake GitHub's REST routes under /repos/{owner}/{repo}: each a method, a path pattern and a handler
// over the in-memory state. Listings are paginated with `Link` headers as GitHub does.
import { sweepRunName } from '../dispatch/run-name.js';
import { writeZip } from '../github/zip.js';
import {
  artifactJson,
  commentJson,
  jobJson,
  runnerJson,
  labelsJson,
  pullJson,
  repoJson,
  runJson,
  userJson,
  type DispatchResponse,
} from './fake-json.js';
import type { FakeComment, FakePull, FakeRun, FakeState, FakeUser } from './fake-types.js';
import { born, shown } from './fake-types.js';
import { emptyGitData, gitRoute } from './fake-git.js';

/** An error answer: its status and `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RouteRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  user: FakeUser;
}

export interface Reply {
  status: number;
  body?: unknown;
  link?: string;
  /** A binary body (an artifact's zip archive). */
  raw?: Buffer;
  /** A plain-text body (a job's log). */
  text?: string;
  /** A redirect's target. */
  location?: string;
}

interface Ctx {
  state: FakeState;
  /** The server's base URL, for `Link` headers and API URLs in bodies. */
  url: string;
  prefix: string;
  req: RouteRequest;
  /** The request body as an object ({} when absent). */
  b: Record<string, unknown>;
}

type Handler = (c: Ctx, m: RegExpMatchArray) => Reply;

export function route(state: FakeState, url: string, req: RouteRequest): Reply {
  const prefix = `/repos/${state.owner}/${state.repo}`;
  const target = req.method === 'POST' ? req.path.match(/^\/repos\/([^/]+\/[^/]+)\/dispatches$/) : null;
  if (target) return repositoryDispatch(state, target[1]!, req);
  // Where a job log's redirect points (GitHub's is a signed blob URL).
  const blob = req.method === 'GET' ? req.path.match(/^\/_blobs\/job-logs\/(\d+)$/) : null;
  if (blob) return { status: 200, text: jobOf(state, blob[1]!).log ?? '' };
  if (!req.path.startsWith(prefix)) throw new HttpError(404, 'Not Found');
  const rest = req.path.slice(prefix.length);
  const git = gitRoute((state.git ??= emptyGitData()), { ...req, path: rest }, state.commits);
  if (git) {
    if (git.status >= 400) throw new HttpError(git.status, (git.body as { message: string }).message);
    return git;
  }
  const ctx: Ctx = { state, url, prefix, req, b: (req.body ?? {}) as Record<string, unknown> };
  for (const [method, pattern, handler] of ROUTES) {
    if (method !== req.method) continue;
    const m = rest.match(pattern);
    if (m) return handler(ctx, m);
  }
  throw new HttpError(404, `Not Found: ${req.method} ${req.path}`);
}

function paginate<T>(c: Ctx, items: T[]): { slice: T[]; link: string | undefined } {
  const { query, path } = c.req;
  const perPage = Math.min(100, Number(query.per_page ?? 30) || 30);
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const at = (p: number) => {
    const q = new URLSearchParams({ ...query, per_page: String(perPage), page: String(p) });
    return `<${c.url}${path}?${q}>`;
  };
  const rels = [];
  if (page < last) rels.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) rels.push(`${at(1)}; rel="first"`, `${at(page - 1)}; rel="prev"`);
  return { slice, link: rels.length ? rels.join(', ') : undefined };
}

const listed = <T>(c: Ctx, items: T[]): Reply => {
  const { slice, link } = paginate(c, items);
  return { status: 200, body: slice, link };
};

function pull(state: FakeState, n: string): FakePull {
  const p = state.pulls.find((x) => x.number === Number(n));
  if (!p) throw new HttpError(404, 'Not Found');
  return p;
}
function comment(state: FakeState, id: string): FakeComment {
  const c = state.comments.find((x) => x.id === Number(id));
  if (!c) throw new HttpError(404, 'Not Found');
  return c;
}
function run(state: FakeState, id: string): FakeRun {
  const r = state.runs.find((x) => x.id === Number(id));
  if (!r) throw new HttpError(404, 'Not Found');
  return r;
}
/** The fake's clock for the times it stamps (creates, edits, reactions): later calls read later. */
export const fakeNow = (state: FakeState) => new Date(Date.now() + state.nextId).toISOString();
const now = fakeNow;

/** `pull_request_target` for label changes (the control plane's trigger; forks included). */
const emitPull = (
  state: FakeState,
  p: FakePull,
  action: 'labeled' | 'unlabeled',
  sender: FakeUser,
  label: string,
) =>
  state.onEvent?.({
    name: 'pull_request_target',
    sender,
    payload: {
      action,
      number: p.number,
      pull_request: pullJson(state, p),
      label: { name: label },
      sender: userJson(sender),
      repository: repoJson(`${state.owner}/${state.repo}`),
    },
  });

const requireBody = (b: Record<string, unknown>): string => {
  if (typeof b.body !== 'string') throw new HttpError(422, 'body is required');
  return b.body;
};

const createComment: Handler = ({ state, url, prefix, req, b }, m) => {
  pull(state, m[1]!);
  const body = requireBody(b);
  const c: FakeComment = {
    id: state.nextId++,
    issue: Number(m[1]),
    body,
    user: req.user,
    createdAt: now(state),
    reactions: [],
  };
  state.comments.push(born(c));
  state.onEvent?.({
    name: 'issue_comment',
    sender: req.user,
    payload: {
      action: 'created',
      issue: { number: c.issue, pull_request: { url: `${url}${prefix}/pulls/${c.issue}` } },
      comment: commentJson(state, c),
      sender: userJson(req.user),
      repository: repoJson(`${state.owner}/${state.repo}`),
    },
  });
  return { status: 201, body: commentJson(state, c) };
};

/** A user's reaction is created once: the second request answers 200 with the existing one, as GitHub does. */
/** An edit: the new body and its time; a changed body is an `issue_comment` `edited` event with the old one. */
const editComment: Handler = ({ state, url, prefix, req, b }, m) => {
  const c = comment(state, m[1]!);
  const from = c.body;
  c.body = requireBody(b);
  c.updatedAt = now(state);
  if (from !== c.body)
    state.onEvent?.({
      name: 'issue_comment',
      sender: req.user,
      payload: {
        action: 'edited',
        issue: { number: c.issue, pull_request: { url: `${url}${prefix}/pulls/${c.issue}` } },
        comment: commentJson(state, c),
        changes: { body: { from } },
        sender: userJson(req.user),
        repository: repoJson(`${state.owner}/${state.repo}`),
      },
    });
  return { status: 200, body: commentJson(state, c) };
};

const addReaction: Handler = ({ state, req, b }, m) => {
  const c = comment(state, m[1]!);
  const content = String(b.content);
  const login = req.user.login;
  const existing = c.reactions.find((r) => r.content === content && r.user === login);
  const id = existing?.id ?? state.nextId++;
  const createdAt = existing?.createdAt ?? now(state);
  if (existing) existing.id = id;
  else c.reactions.push({ id, content, user: login, createdAt });
  return {
    status: existing ? 200 : 201,
    body: { id, content, user: userJson(req.user), created_at: createdAt },
  };
};

const listReactions: Handler = (c, m) => {
  const { state } = c;
  const cm = comment(state, m[1]!);
  for (const r of cm.reactions) r.id ??= state.nextId++;
  const all = cm.reactions.map((r) => ({
    id: r.id!,
    content: r.content,
    user: userJson({ login: r.user, type: r.user.endsWith('[bot]') ? 'Bot' : 'User' }),
    created_at: r.createdAt ?? cm.createdAt,
  }));
  return listed(c, all);
};

/** The PR's files, as `GET /pulls/{n}/files` lists them. */
const listFiles: Handler = (c, m) =>
  listed(
    c,
    (pull(c.state, m[1]!).files ?? []).map((f) => ({
      sha: '0'.repeat(40),
      status: f.previous_filename ? 'renamed' : 'modified',
      changes: f.additions + f.deletions,
      ...f,
    })),
  );

/** Reactions on the PR itself (an issue's reactions). */
const listIssueReactions: Handler = (c, m) =>
  listed(
    c,
    (pull(c.state, m[1]!).reactions ?? []).map((r) => ({
      id: r.id,
      content: r.content,
      user: userJson({ login: r.user, type: r.user.endsWith('[bot]') ? 'Bot' : 'User' }),
    })),
  );

const addIssueReaction: Handler = ({ state, req, b }, m) => {
  const list = (pull(state, m[1]!).reactions ??= []);
  const content = String(b.content);
  const existing = list.find((r) => r.content === content && r.user === req.user.login);
  const id = existing?.id ?? state.nextId++;
  if (!existing) list.push({ id, content, user: req.user.login });
  return { status: existing ? 200 : 201, body: { id, content, user: userJson(req.user) } };
};

const deleteReaction: Handler = ({ state }, m) => {
  const c = comment(state, m[1]!);
  const i = c.reactions.findIndex((r) => r.id === Number(m[2]));
  if (i < 0) throw new HttpError(404, 'Not Found');
  c.reactions.splice(i, 1);
  return { status: 204 };
};

const setStatus: Handler = ({ state, b }, m) => {
  const entry = {
    sha: m[1]!,
    state: String(b.state),
    context: String(b.context ?? 'default'),
    description: String(b.description ?? ''),
    ...(typeof b.target_url === 'string' ? { target_url: b.target_url } : {}),
  };
  (state.statuses ??= []).push(entry);
  return { status: 201, body: { id: state.nextId++, ...entry } };
};

const dispatch: Handler = ({ state, url, prefix, b }, m) => {
  const workflow = decodeURIComponent(m[1]!);
  const inputs = (b.inputs ?? {}) as Record<string, string>;
  const ref = String(b.ref ?? state.defaultBranch);
  const r: FakeRun = {
    id: state.nextId++,
    workflow,
    name: workflow.replace(/\.ya?ml$/, ''),
    // The sweep workflow's `run-name: ${{ inputs.title }}`; older callers pass only the parts.
    displayTitle: inputs['title']
      ? inputs['title']
      : inputs['pr-number'] && inputs['head-sha'] && inputs['plan-key']
        ? sweepRunName({
            pr: Number(inputs['pr-number']),
            headSha: inputs['head-sha'],
            planKey: inputs['plan-key'],
          })
        : workflow,
    status: 'queued',
    conclusion: null,
    headSha: state.runHeadSha?.(inputs, ref) ?? inputs['head-sha'] ?? ref,
    ref,
    event: 'workflow_dispatch',
    inputs,
    createdAt: now(state),
    attempt: 1,
  };
  state.runs.push(born(r));
  state.onRun?.(r, 'dispatched');
  if (b.return_run_details !== true) return { status: 204 };
  const out: DispatchResponse = {
    workflow_run_id: r.id,
    run_url: `${url}${prefix}/actions/runs/${r.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/actions/runs/${r.id}`,
  };
  return { status: 200, body: out };
};

const listRuns: Handler = (c, m) => {
  const { state, req } = c;
  const workflow = decodeURIComponent(m[1]!);
  const status = req.query.status;
  // `created=>=<ISO>`: runs created at or after that time.
  const since = /^>=(.+)$/.exec(req.query.created ?? '')?.[1];
  const all = state.runs
    .filter(
      (r) =>
        r.workflow === workflow &&
        shown(state, r, 'runs') &&
        (!status || r.status === status || r.conclusion === status) &&
        (!since || Date.parse(r.createdAt) >= Date.parse(since)),
    )
    .sort((x, y) => y.id - x.id);
  const { slice, link } = paginate(
    c,
    all.map((r) => runJson(state, r)),
  );
  return { status: 200, body: { total_count: all.length, workflow_runs: slice }, link };
};

const cancelRun: Handler = ({ state }, m) => {
  const r = run(state, m[1]!);
  if (r.status === 'completed') throw new HttpError(409, 'Cannot cancel a workflow run that is completed.');
  r.status = 'completed';
  r.conclusion = 'cancelled';
  state.onRun?.(r, 'cancelled');
  return { status: 202, body: {} };
};

const rerunFailed: Handler = ({ state }, m) => {
  const r = run(state, m[1]!);
  if (r.status !== 'completed') throw new HttpError(403, 'This workflow run is not completed');
  r.status = 'queued';
  r.conclusion = null;
  r.attempt += 1;
  state.onRun?.(r, 'rerun');
  return { status: 201, body: {} };
};

const addLabels: Handler = ({ state, req, b }, m) => {
  const p = pull(state, m[1]!);
  const names = (Array.isArray(b.labels) ? b.labels : []).map(String);
  for (const name of names.filter((n) => !p.labels.includes(n))) {
    p.labels.push(name);
    recordLabel(state, p.number, 'labeled', name);
    emitPull(state, p, 'labeled', req.user, name);
  }
  return { status: 200, body: labelsJson(p.labels) };
};

const removeLabel: Handler = ({ state, req }, m) => {
  const p = pull(state, m[1]!);
  const name = decodeURIComponent(m[2]!);
  if (!p.labels.includes(name)) throw new HttpError(404, 'Label does not exist');
  p.labels.splice(p.labels.indexOf(name), 1);
  recordLabel(state, p.number, 'unlabeled', name);
  emitPull(state, p, 'unlabeled', req.user, name);
  return { status: 200, body: labelsJson(p.labels) };
};

const listJobs: Handler = (c, m) => {
  const { state, req } = c;
  const r = run(state, m[1]!);
  const all = (state.jobs ?? [])
    .filter((j) => j.runId === r.id && (req.query.filter === 'all' || j.attempt === r.attempt))
    .sort((x, y) => x.id - y.id);
  const { slice, link } = paginate(
    c,
    all.map((j) => jobJson(state, j)),
  );
  return { status: 200, body: { total_count: all.length, jobs: slice }, link };
};

function jobOf(state: FakeState, id: string) {
  const j = (state.jobs ?? []).find((x) => x.id === Number(id));
  if (!j) throw new HttpError(404, 'Not Found');
  return j;
}

/** GitHub answers a job's log with a redirect to its text; 404 when the job has none. */
const jobLog: Handler = ({ state, url }, m) => {
  const j = jobOf(state, m[1]!);
  if (j.log === undefined) throw new HttpError(404, 'Not Found');
  return { status: 302, location: `${url}/_blobs/job-logs/${j.id}` };
};

const jobAnnotations: Handler = (c, m) => {
  const j = jobOf(c.state, m[1]!);
  const { slice, link } = paginate(
    c,
    (j.annotations ?? []).map((message, i) => ({
      path: '.github',
      start_line: i + 1,
      end_line: i + 1,
      annotation_level: 'failure',
      title: '',
      message,
      raw_details: null,
    })),
  );
  return { status: 200, body: slice, link };
};

const listRunners: Handler = (c) => {
  const { state } = c;
  if (!state.runners) throw new HttpError(403, 'Resource not accessible by integration');
  const all = [...state.runners].sort((x, y) => x.id - y.id);
  const { slice, link } = paginate(c, all.map(runnerJson));
  return { status: 200, body: { total_count: all.length, runners: slice }, link };
};

const listArtifacts: Handler = (c, m) => {
  const { state, req } = c;
  const r = run(state, m[1]!);
  const name = req.query.name;
  const all = (state.artifacts ?? []).filter((a) => a.runId === r.id && (!name || a.name === name));
  const { slice, link } = paginate(c, all.map(artifactJson));
  return { status: 200, body: { total_count: all.length, artifacts: slice }, link };
};

// ---- The merge half: repository_dispatch to any repository, artifacts by name and their archives,
// commit → PRs, label events, commit statuses.

/** repository_dispatch reaches any repository the token may write to (the dashboard's, too). */
function repositoryDispatch(state: FakeState, repo: string, req: RouteRequest): Reply {
  const b = (req.body ?? {}) as { event_type?: unknown; client_payload?: unknown };
  if (typeof b.event_type !== 'string' || !b.event_type) throw new HttpError(422, 'event_type is required');
  (state.repositoryDispatches ??= []).push({
    repo,
    eventType: b.event_type,
    payload: b.client_payload ?? {},
    user: req.user.login,
  });
  return { status: 204 };
}

/** A label change as the issue's events list it. */
function recordLabel(state: FakeState, issue: number, event: 'labeled' | 'unlabeled', label: string): void {
  (state.labelEvents ??= []).push({ issue, event, label, createdAt: state.clock?.() ?? now(state) });
}

const MERGE_ROUTES: [string, RegExp, Handler][] = [
  [
    'GET',
    /^\/actions\/artifacts$/,
    (c) => {
      const all = (c.state.artifacts ?? [])
        .filter((a) => !c.req.query.name || a.name === c.req.query.name)
        .sort((x, y) => y.id - x.id);
      const { slice, link } = paginate(c, all.map(artifactJson));
      return { status: 200, body: { total_count: all.length, artifacts: slice }, link };
    },
  ],
  [
    'GET',
    /^\/actions\/artifacts\/(\d+)\/zip$/,
    ({ state }, m) => {
      const a = (state.artifacts ?? []).find((x) => x.id === Number(m[1]));
      if (!a) throw new HttpError(404, 'Not Found');
      if (a.expired) throw new HttpError(410, 'Artifact has expired');
      return { status: 200, raw: writeZip(a.files) };
    },
  ],
  [
    'GET',
    /^\/commits\/([0-9a-f]{40})\/pulls$/,
    (c, m) => {
      const { state } = c;
      const sha = m[1]!;
      const numbers =
        state.commitPulls?.[sha] ??
        state.pulls
          .filter((p) => (p.merged && p.mergeSha === sha) || p.head.sha === sha)
          .map((p) => p.number);
      return listed(
        c,
        numbers.map((n) => {
          const p = state.pulls.find((x) => x.number === n);
          return p ? pullJson(state, p) : { number: n };
        }),
      );
    },
  ],
  [
    'GET',
    /^\/issues\/(\d+)\/events$/,
    (c, m) =>
      listed(
        c,
        (c.state.labelEvents ?? [])
          .filter((e) => e.issue === Number(m[1]))
          .map((e, i) => ({ id: i + 1, event: e.event, label: { name: e.label }, created_at: e.createdAt })),
      ),
  ],
  [
    'GET',
    /^\/commits\/([0-9a-f]{40})\/statuses$/,
    (c, m) =>
      listed(
        c,
        (c.state.statuses ?? [])
          .filter((x) => x.sha === m[1])
          .reverse()
          .map((x, i) => ({ id: i + 1, ...x })),
      ),
  ],
];

const ROUTES: [string, RegExp, Handler][] = [
  ...MERGE_ROUTES,
  ['GET', /^\/pulls\/(\d+)$/, ({ state }, m) => ({ status: 200, body: pullJson(state, pull(state, m[1]!)) })],
  [
    'GET',
    /^\/issues\/(\d+)$/,
    ({ state }, m) => {
      const p = pull(state, m[1]!);
      return {
        status: 200,
        body: { number: p.number, comments: pullJson(state, p).comments, state: p.state },
      };
    },
  ],
  ['GET', /^\/pulls\/(\d+)\/files$/, listFiles],
  ['GET', /^\/issues\/(\d+)\/reactions$/, listIssueReactions],
  ['POST', /^\/issues\/(\d+)\/reactions$/, addIssueReaction],
  ['GET', /^\/issues\/(\d+)\/labels$/, (c, m) => listed(c, labelsJson(pull(c.state, m[1]!).labels))],
  [
    'GET',
    /^\/issues\/(\d+)\/comments$/,
    (c, m) => {
      const all = c.state.comments
        .filter((x) => x.issue === Number(m[1]) && shown(c.state, x, 'comments'))
        .sort((x, y) => x.id - y.id);
      return listed(
        c,
        all.map((x) => commentJson(c.state, x)),
      );
    },
  ],
  ['POST', /^\/issues\/(\d+)\/comments$/, createComment],
  [
    'GET',
    /^\/issues\/comments\/(\d+)$/,
    ({ state }, m) => ({ status: 200, body: commentJson(state, comment(state, m[1]!)) }),
  ],
  ['PATCH', /^\/issues\/comments\/(\d+)$/, editComment],
  [
    'DELETE',
    /^\/issues\/comments\/(\d+)$/,
    ({ state }, m) => {
      const c = comment(state, m[1]!);
      state.comments.splice(state.comments.indexOf(c), 1);
      return { status: 204 };
    },
  ],
  ['POST', /^\/issues\/comments\/(\d+)\/reactions$/, addReaction],
  ['GET', /^\/issues\/comments\/(\d+)\/reactions$/, listReactions],
  ['DELETE', /^\/issues\/comments\/(\d+)\/reactions\/(\d+)$/, deleteReaction],
  ['POST', /^\/statuses\/([0-9a-f]{40})$/, setStatus],
  [
    'GET',
    /^\/collaborators\/([^/]+)\/permission$/,
    ({ state }, m) => {
      const login = decodeURIComponent(m[1]!);
      const p = state.permissions[login] ?? { permission: 'read', role_name: 'read' };
      return { status: 200, body: { ...p, user: userJson({ login, type: 'User' }) } };
    },
  ],
  ['POST', /^\/actions\/workflows\/([^/]+)\/dispatches$/, dispatch],
  ['GET', /^\/actions\/workflows\/([^/]+)\/runs$/, listRuns],
  ['POST', /^\/actions\/runs\/(\d+)\/cancel$/, cancelRun],
  ['POST', /^\/actions\/runs\/(\d+)\/rerun-failed-jobs$/, rerunFailed],
  ['POST', /^\/issues\/(\d+)\/labels$/, addLabels],
  ['DELETE', /^\/issues\/(\d+)\/labels\/([^/]+)$/, removeLabel],
  [
    'GET',
    /^\/actions\/runs\/(\d+)$/,
    ({ state }, m) => ({ status: 200, body: runJson(state, run(state, m[1]!)) }),
  ],
  ['GET', /^\/actions\/runs\/(\d+)\/jobs$/, listJobs],
  ['GET', /^\/actions\/jobs\/(\d+)\/logs$/, jobLog],
  ['GET', /^\/check-runs\/(\d+)\/annotations$/, jobAnnotations],
  ['GET', /^\/actions\/runners$/, listRunners],
  ['GET', /^\/actions\/runs\/(\d+)\/artifacts$/, listArtifacts],
];
