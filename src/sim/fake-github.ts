// A fake GitHub REST server for tests and the local demo: a real node:http server on 127.0.0.1, in-memory
// state, `Link` pagination, rate-limit headers, a request log and injectable faults. Response bodies are
// typed against GitHub's OpenAPI schema (fields we serve, not every field GitHub has).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '@octokit/openapi-types';
import { sweepRunName } from '../dispatch/run-name.js';

type Schema = components['schemas'];

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakePull {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  user: FakeUser;
  head: { sha: string; ref: string; repo: string };
  base: { sha: string; ref: string; repo: string };
  mergeSha: string | null;
  mergeable: boolean | null;
  labels: string[];
  /** The PR's diff, file by file (`GET /pulls/{n}/files`). */
  files?: { filename: string; previous_filename?: string; additions: number; deletions: number }[];
  /** Reactions on the PR itself. */
  reactions?: { id: number; content: string; user: string }[];
}

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: FakeUser;
  createdAt: string;
  reactions: { id?: number; content: string; user: string }[];
}

export interface FakeRun {
  id: number;
  workflow: string;
  name: string;
  displayTitle: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'pending' | 'requested';
  conclusion: string | null;
  headSha: string;
  ref: string;
  event: string;
  inputs: Record<string, string>;
  createdAt: string;
  attempt: number;
}

/** One job of a workflow run (a matrix leg is its own job), as `GET /actions/runs/{id}/jobs` lists it. */
export interface FakeJob {
  id: number;
  runId: number;
  attempt: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | null;
  labels: string[];
  runnerName: string | null;
  startedAt: string;
  completedAt: string | null;
}

export interface FakeArtifact {
  id: number;
  runId: number;
  name: string;
  /** The artifact's files: path → content (the simulator's stand-in for the zip). */
  files: Record<string, string>;
  createdAt: string;
}

/** A webhook event the fake emits after a write that GitHub would turn into an event. */
export interface FakeEvent {
  name: 'pull_request' | 'pull_request_target' | 'issue_comment';
  payload: Record<string, unknown>;
  /** Who caused it: events caused by the Actions bot's token start no workflow runs. */
  sender: FakeUser;
}

export interface FakeState {
  owner: string;
  repo: string;
  defaultBranch: string;
  /** Token → user; requests with an unknown token act as the Actions bot. */
  tokens: Record<string, FakeUser>;
  pulls: FakePull[];
  comments: FakeComment[];
  /** Commit SHA → full message. */
  commits: Record<string, string>;
  /** login → collaborator permission; absent users get `read` / `read`. */
  permissions: Record<string, { permission: string; role_name: string }>;
  runs: FakeRun[];
  nextId: number;
  /** Head SHA a dispatched run reports, from its inputs. */
  runHeadSha?: (inputs: Record<string, string>, ref: string) => string;
  /** Jobs of runs (filled by the Actions simulator). */
  jobs?: FakeJob[];
  artifacts?: FakeArtifact[];
  /** Commit statuses posted, newest last. */
  statuses?: { sha: string; state: string; context: string; description: string }[];
  /** Called after a label or comment write, as GitHub would emit the webhook event. */
  onEvent?: (event: FakeEvent) => void;
  /** Called after a run is created by `workflow_dispatch`, re-run, or cancelled. */
  onRun?: (run: FakeRun, change: 'dispatched' | 'rerun' | 'cancelled') => void;
}

export interface Fault {
  method?: string;
  /** Substring or pattern the request path (without query) must match. */
  path: string | RegExp;
  /** `status`: answer with it; `drop-link`: serve the page without its `Link` header (an incomplete listing). */
  kind?: 'status' | 'drop-link';
  status?: number;
  headers?: Record<string, string>;
  message?: string;
  /** How many matching requests the fault hits (default 1). */
  times?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  user: string;
}

export interface FakeGitHub {
  url: string;
  state: FakeState;
  requests: LoggedRequest[];
  inject(fault: Fault): void;
  close(): Promise<void>;
}

export const actionsBot: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };

export function emptyState(over: Partial<FakeState> = {}): FakeState {
  return {
    owner: 'SemiAnalysisAI',
    repo: 'InferenceX',
    defaultBranch: 'main',
    tokens: {},
    pulls: [],
    comments: [],
    commits: {},
    permissions: {},
    runs: [],
    nextId: 1000,
    ...over,
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeGitHub(state: FakeState = emptyState()): Promise<FakeGitHub> {
  const requests: LoggedRequest[] = [];
  const faults: (Fault & { left: number })[] = [];
  let url = '';
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const query = Object.fromEntries(u.searchParams);
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const token = (req.headers.authorization ?? '').replace(/^(token|bearer)\s+/i, '');
    const user = state.tokens[token] ?? actionsBot;
    const entry: LoggedRequest = { method, path: u.pathname, query, body, status: 0, user: user.login };
    requests.push(entry);
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-limit': '1000',
      'x-ratelimit-remaining': String(Math.max(0, 1000 - requests.length)),
      'x-ratelimit-used': String(requests.length),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    };
    const send = (status: number, payload?: unknown, extra: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { ...headers, ...extra });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const fault = takeFault(method, u.pathname);
    if (fault && fault.kind !== 'drop-link') {
      send(fault.status ?? 500, { message: fault.message ?? 'injected fault' }, fault.headers);
      return;
    }
    try {
      const out = route(method, u.pathname, query, body, user);
      const link: Record<string, string> = out.link && fault?.kind !== 'drop-link' ? { link: out.link } : {};
      send(out.status, out.body, link);
    } catch (e) {
      if (e instanceof HttpError) send(e.status, { message: e.message });
      else send(500, { message: (e as Error).message });
    }
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const i = faults.findIndex(
      (f) =>
        (!f.method || f.method === method) &&
        (typeof f.path === 'string' ? path.includes(f.path) : f.path.test(path)),
    );
    if (i < 0) return undefined;
    const f = faults[i]!;
    if (--f.left <= 0) faults.splice(i, 1);
    return f;
  }

  function paginate<T>(items: T[], path: string, query: Record<string, string>) {
    const perPage = Math.min(100, Number(query.per_page ?? 30) || 30);
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const at = (p: number) => {
      const q = new URLSearchParams({ ...query, per_page: String(perPage), page: String(p) });
      return `<${url}${path}?${q}>`;
    };
    const rels = [];
    if (page < last) rels.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
    if (page > 1) rels.push(`${at(1)}; rel="first"`, `${at(page - 1)}; rel="prev"`);
    return { slice, link: rels.length ? rels.join(', ') : undefined };
  }

  const userJson = (u: FakeUser) => ({ login: u.login, type: u.type, id: 1, node_id: 'U', avatar_url: '' });

  const commentJson = (
    c: FakeComment,
  ): Pick<Schema['issue-comment'], 'id' | 'body' | 'created_at' | 'updated_at' | 'html_url'> & {
    user: ReturnType<typeof userJson>;
  } => ({
    id: c.id,
    body: c.body,
    user: userJson(c.user),
    created_at: c.createdAt,
    updated_at: c.createdAt,
    html_url: `https://github.com/${state.owner}/${state.repo}/pull/${c.issue}#issuecomment-${c.id}`,
  });

  const repoJson = (full: string) => ({ full_name: full, name: full.split('/')[1] ?? full });

  const pullJson = (p: FakePull) => {
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
      comments: state.comments.filter((c) => c.issue === p.number).length,
      changed_files: (p.files ?? []).length,
      html_url: `https://github.com/${state.owner}/${state.repo}/pull/${p.number}`,
      user: userJson(p.user),
      head: { sha: p.head.sha, ref: p.head.ref, repo: repoJson(p.head.repo) },
      base: { sha: p.base.sha, ref: p.base.ref, repo: repoJson(p.base.repo) },
      labels: p.labels.map((name, i) => ({ id: i + 1, name })),
    };
    return json;
  };

  const runJson = (
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
  > => ({
    id: r.id,
    name: r.name,
    display_title: r.displayTitle,
    status: r.status,
    conclusion: r.conclusion,
    head_sha: r.headSha,
    event: r.event,
    created_at: r.createdAt,
    html_url: `https://github.com/${state.owner}/${state.repo}/actions/runs/${r.id}`,
    run_attempt: r.attempt,
  });

  const jobJson = (
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
    | 'html_url'
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
    html_url: `https://github.com/${state.owner}/${state.repo}/actions/runs/${j.runId}/job/${j.id}`,
  });

  const artifactJson = (
    a: FakeArtifact,
  ): Pick<Schema['artifact'], 'id' | 'name' | 'size_in_bytes' | 'expired' | 'created_at'> => ({
    id: a.id,
    name: a.name,
    size_in_bytes: Object.values(a.files).reduce((n, t) => n + t.length, 0),
    expired: false,
    created_at: a.createdAt,
  });

  /** `pull_request_target` for label changes (the control plane's trigger; forks included). */
  const emitPull = (p: FakePull, action: 'labeled' | 'unlabeled', sender: FakeUser, label: string) =>
    state.onEvent?.({
      name: 'pull_request_target',
      sender,
      payload: {
        action,
        number: p.number,
        pull_request: pullJson(p),
        label: { name: label },
        sender: userJson(sender),
        repository: repoJson(`${state.owner}/${state.repo}`),
      },
    });

  function pull(n: string): FakePull {
    const p = state.pulls.find((x) => x.number === Number(n));
    if (!p) throw new HttpError(404, 'Not Found');
    return p;
  }
  function comment(id: string): FakeComment {
    const c = state.comments.find((x) => x.id === Number(id));
    if (!c) throw new HttpError(404, 'Not Found');
    return c;
  }
  function run(id: string): FakeRun {
    const r = state.runs.find((x) => x.id === Number(id));
    if (!r) throw new HttpError(404, 'Not Found');
    return r;
  }
  const now = () => new Date(Date.now() + state.nextId).toISOString();

  function route(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    user: FakeUser,
  ): { status: number; body?: unknown; link?: string } {
    const prefix = `/repos/${state.owner}/${state.repo}`;
    if (!path.startsWith(prefix)) throw new HttpError(404, 'Not Found');
    const rest = path.slice(prefix.length);
    const b = (body ?? {}) as Record<string, unknown>;
    let m: RegExpMatchArray | null;
    const is = (meth: string, re: RegExp) => method === meth && (m = rest.match(re)) !== null;

    if (is('GET', /^\/pulls\/(\d+)$/)) return { status: 200, body: pullJson(pull(m![1]!)) };
    if (is('GET', /^\/issues\/(\d+)$/)) {
      const p = pull(m![1]!);
      return { status: 200, body: { number: p.number, comments: pullJson(p).comments, state: p.state } };
    }
    if (is('GET', /^\/pulls\/(\d+)\/files$/)) {
      const p = pull(m![1]!);
      const all = (p.files ?? []).map((f) => ({
        sha: '0'.repeat(40),
        status: 'modified',
        changes: f.additions + f.deletions,
        ...f,
      }));
      const { slice, link } = paginate(all, path, query);
      return { status: 200, body: slice, link };
    }
    if (is('GET', /^\/issues\/(\d+)\/reactions$/)) {
      const p = pull(m![1]!);
      const all = (p.reactions ?? []).map((r) => ({
        id: r.id,
        content: r.content,
        user: userJson({ login: r.user, type: r.user.endsWith('[bot]') ? 'Bot' : 'User' }),
      }));
      const { slice, link } = paginate(all, path, query);
      return { status: 200, body: slice, link };
    }
    if (is('POST', /^\/issues\/(\d+)\/reactions$/)) {
      const p = pull(m![1]!);
      const content = String(b.content);
      const list = (p.reactions ??= []);
      const existing = list.find((r) => r.content === content && r.user === user.login);
      const id = existing?.id ?? state.nextId++;
      if (!existing) list.push({ id, content, user: user.login });
      return { status: existing ? 200 : 201, body: { id, content, user: userJson(user) } };
    }
    if (is('GET', /^\/issues\/(\d+)\/labels$/)) {
      const p = pull(m![1]!);
      const { slice, link } = paginate(
        p.labels.map((name, i) => ({ id: i + 1, name })),
        path,
        query,
      );
      return { status: 200, body: slice, link };
    }
    if (is('GET', /^\/issues\/(\d+)\/comments$/)) {
      const all = state.comments.filter((c) => c.issue === Number(m![1])).sort((x, y) => x.id - y.id);
      const { slice, link } = paginate(all.map(commentJson), path, query);
      return { status: 200, body: slice, link };
    }
    if (is('POST', /^\/issues\/(\d+)\/comments$/)) {
      pull(m![1]!);
      if (typeof b.body !== 'string') throw new HttpError(422, 'body is required');
      const c: FakeComment = {
        id: state.nextId++,
        issue: Number(m![1]),
        body: b.body,
        user,
        createdAt: now(),
        reactions: [],
      };
      state.comments.push(c);
      state.onEvent?.({
        name: 'issue_comment',
        sender: user,
        payload: {
          action: 'created',
          issue: { number: c.issue, pull_request: { url: `${url}${prefix}/pulls/${c.issue}` } },
          comment: commentJson(c),
          sender: userJson(user),
          repository: repoJson(`${state.owner}/${state.repo}`),
        },
      });
      return { status: 201, body: commentJson(c) };
    }
    if (is('PATCH', /^\/issues\/comments\/(\d+)$/)) {
      const c = comment(m![1]!);
      if (typeof b.body !== 'string') throw new HttpError(422, 'body is required');
      c.body = b.body;
      return { status: 200, body: commentJson(c) };
    }
    if (is('DELETE', /^\/issues\/comments\/(\d+)$/)) {
      const c = comment(m![1]!);
      state.comments.splice(state.comments.indexOf(c), 1);
      return { status: 204 };
    }
    if (is('POST', /^\/issues\/comments\/(\d+)\/reactions$/)) {
      const c = comment(m![1]!);
      const content = String(b.content);
      const existing = c.reactions.find((r) => r.content === content && r.user === user.login);
      const id = existing?.id ?? state.nextId++;
      if (existing) existing.id = id;
      else c.reactions.push({ id, content, user: user.login });
      return { status: existing ? 200 : 201, body: { id, content, user: userJson(user) } };
    }
    if (is('GET', /^\/issues\/comments\/(\d+)\/reactions$/)) {
      const c = comment(m![1]!);
      for (const r of c.reactions) r.id ??= state.nextId++;
      const all = c.reactions.map((r) => ({
        id: r.id!,
        content: r.content,
        user: userJson({ login: r.user, type: r.user.endsWith('[bot]') ? 'Bot' : 'User' }),
      }));
      const { slice, link } = paginate(all, path, query);
      return { status: 200, body: slice, link };
    }
    if (is('DELETE', /^\/issues\/comments\/(\d+)\/reactions\/(\d+)$/)) {
      const c = comment(m![1]!);
      const i = c.reactions.findIndex((r) => r.id === Number(m![2]));
      if (i < 0) throw new HttpError(404, 'Not Found');
      c.reactions.splice(i, 1);
      return { status: 204 };
    }
    if (is('POST', /^\/statuses\/([0-9a-f]{40})$/)) {
      const entry = {
        sha: m![1]!,
        state: String(b.state),
        context: String(b.context ?? 'default'),
        description: String(b.description ?? ''),
      };
      (state.statuses ??= []).push(entry);
      return { status: 201, body: { id: state.nextId++, ...entry } };
    }
    if (is('GET', /^\/git\/commits\/([0-9a-f]+)$/)) {
      const message = state.commits[m![1]!];
      if (message === undefined) throw new HttpError(404, 'Not Found');
      return { status: 200, body: { sha: m![1], message } };
    }
    if (is('GET', /^\/collaborators\/([^/]+)\/permission$/)) {
      const login = decodeURIComponent(m![1]!);
      const p = state.permissions[login] ?? { permission: 'read', role_name: 'read' };
      return { status: 200, body: { ...p, user: userJson({ login, type: 'User' }) } };
    }
    if (is('POST', /^\/actions\/workflows\/([^/]+)\/dispatches$/)) {
      const workflow = decodeURIComponent(m![1]!);
      const inputs = (b.inputs ?? {}) as Record<string, string>;
      const ref = String(b.ref ?? state.defaultBranch);
      const r: FakeRun = {
        id: state.nextId++,
        workflow,
        name: workflow.replace(/\.ya?ml$/, ''),
        displayTitle:
          inputs['pr-number'] && inputs['head-sha'] && inputs['plan-key']
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
        createdAt: now(),
        attempt: 1,
      };
      state.runs.push(r);
      state.onRun?.(r, 'dispatched');
      if (b.return_run_details !== true) return { status: 204 };
      const html = `https://github.com/${state.owner}/${state.repo}/actions/runs/${r.id}`;
      const out: Schema['workflow-dispatch-response'] = {
        workflow_run_id: r.id,
        run_url: `${url}${prefix}/actions/runs/${r.id}`,
        html_url: html,
      };
      return { status: 200, body: out };
    }
    if (is('GET', /^\/actions\/workflows\/([^/]+)\/runs$/)) {
      const workflow = decodeURIComponent(m![1]!);
      const all = state.runs
        .filter(
          (r) =>
            r.workflow === workflow &&
            (!query.status || r.status === query.status || r.conclusion === query.status),
        )
        .sort((x, y) => y.id - x.id);
      const { slice, link } = paginate(all.map(runJson), path, query);
      return { status: 200, body: { total_count: all.length, workflow_runs: slice }, link };
    }
    if (is('POST', /^\/actions\/runs\/(\d+)\/cancel$/)) {
      const r = run(m![1]!);
      if (r.status === 'completed')
        throw new HttpError(409, 'Cannot cancel a workflow run that is completed.');
      r.status = 'completed';
      r.conclusion = 'cancelled';
      state.onRun?.(r, 'cancelled');
      return { status: 202, body: {} };
    }
    if (is('POST', /^\/actions\/runs\/(\d+)\/rerun-failed-jobs$/)) {
      const r = run(m![1]!);
      if (r.status !== 'completed') throw new HttpError(403, 'This workflow run is not completed');
      r.status = 'queued';
      r.conclusion = null;
      r.attempt += 1;
      state.onRun?.(r, 'rerun');
      return { status: 201, body: {} };
    }
    if (is('POST', /^\/issues\/(\d+)\/labels$/)) {
      const p = pull(m![1]!);
      const names = (Array.isArray(b.labels) ? b.labels : []).map(String);
      for (const name of names.filter((n) => !p.labels.includes(n))) {
        p.labels.push(name);
        emitPull(p, 'labeled', user, name);
      }
      return { status: 200, body: p.labels.map((name, i) => ({ id: i + 1, name })) };
    }
    if (is('DELETE', /^\/issues\/(\d+)\/labels\/([^/]+)$/)) {
      const p = pull(m![1]!);
      const name = decodeURIComponent(m![2]!);
      if (!p.labels.includes(name)) throw new HttpError(404, 'Label does not exist');
      p.labels.splice(p.labels.indexOf(name), 1);
      emitPull(p, 'unlabeled', user, name);
      return { status: 200, body: p.labels.map((n, i) => ({ id: i + 1, name: n })) };
    }
    if (is('GET', /^\/actions\/runs\/(\d+)$/)) return { status: 200, body: runJson(run(m![1]!)) };
    if (is('GET', /^\/actions\/runs\/(\d+)\/jobs$/)) {
      const r = run(m![1]!);
      const all = (state.jobs ?? [])
        .filter((j) => j.runId === r.id && (query.filter === 'all' || j.attempt === r.attempt))
        .sort((x, y) => x.id - y.id);
      const { slice, link } = paginate(all.map(jobJson), path, query);
      return { status: 200, body: { total_count: all.length, jobs: slice }, link };
    }
    if (is('GET', /^\/actions\/runs\/(\d+)\/artifacts$/)) {
      const r = run(m![1]!);
      const all = (state.artifacts ?? []).filter(
        (a) => a.runId === r.id && (!query.name || a.name === query.name),
      );
      const { slice, link } = paginate(all.map(artifactJson), path, query);
      return { status: 200, body: { total_count: all.length, artifacts: slice }, link };
    }
    throw new HttpError(404, `Not Found: ${method} ${path}`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    requests,
    inject: (f) => faults.push({ ...f, left: f.times ?? 1 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });
}
