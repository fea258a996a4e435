// A real HTTP server on 127.0.0.1 answering GitHub's git data routes (refs, commits, trees, blobs) from
// memory, as GitHub does: content-addressed objects, a branch move that must be a fast-forward unless
// forced, 422 for an existing branch or a non-fast-forward move. Faults can be injected per request.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Commit {
  tree: string;
  parents: string[];
  message: string;
}

export interface GitDataState {
  blobs: Map<string, string>;
  /** Tree sha → path → blob sha (flat: every file of the tree with its full path). */
  trees: Map<string, Map<string, string>>;
  commits: Map<string, Commit>;
  refs: Map<string, string>;
}

export interface Fault {
  method: string;
  /** Matched against the path after `/repos/{owner}/{repo}`. */
  path: RegExp;
  status: number;
  /** Apply the request first, then answer with the fault (an outcome the client cannot know). */
  after?: boolean;
  /** Runs before the request is handled (another writer getting there first). */
  before?: () => void;
}

export interface GitDataFake {
  url: string;
  state: GitDataState;
  requests: { method: string; path: string; status: number }[];
  inject(f: Fault): void;
  /** A commit of `files` over the branch's head, moving the branch (another publisher). */
  commitDirect(branch: string, files: Record<string, string>, message?: string): string;
  fileAt(branch: string, path: string): string | undefined;
  close(): Promise<void>;
}

const sha1 = (kind: string, text: string) => createHash('sha1').update(`${kind}\0${text}`).digest('hex');

export async function startGitDataFake(owner = 'o', repo = 'r'): Promise<GitDataFake> {
  const state: GitDataState = { blobs: new Map(), trees: new Map(), commits: new Map(), refs: new Map() };
  const faults: Fault[] = [];
  const requests: GitDataFake['requests'] = [];

  const putBlob = (text: string) => {
    const sha = sha1('blob', text);
    state.blobs.set(sha, text);
    return sha;
  };
  const putTree = (files: Map<string, string>) => {
    const sha = sha1('tree', JSON.stringify([...files].sort()));
    state.trees.set(sha, files);
    return sha;
  };
  let clock = 0;
  const putCommit = (c: Commit) => {
    const sha = sha1('commit', JSON.stringify({ ...c, at: clock++ }));
    state.commits.set(sha, c);
    return sha;
  };
  const descends = (commit: string, ancestor: string): boolean => {
    const seen = new Set<string>();
    const stack = [commit];
    while (stack.length) {
      const c = stack.pop()!;
      if (c === ancestor) return true;
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(state.commits.get(c)?.parents ?? []));
    }
    return false;
  };

  type Reply = { status: number; body?: unknown };
  const handle = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): Reply => {
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/git\/ref\/heads\/(.+)$/.exec(path))) {
      const sha = state.refs.get(m[1]!);
      return sha
        ? { status: 200, body: { ref: `refs/heads/${m[1]}`, object: { sha, type: 'commit' } } }
        : { status: 404, body: { message: 'Not Found' } };
    }
    if (method === 'GET' && (m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(path))) {
      const c = state.commits.get(m[1]!);
      if (!c) return { status: 404, body: { message: 'Not Found' } };
      return {
        status: 200,
        body: {
          sha: m[1],
          tree: { sha: c.tree },
          parents: c.parents.map((sha) => ({ sha })),
          message: c.message,
        },
      };
    }
    if (method === 'GET' && (m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(path))) {
      const t = state.trees.get(m[1]!);
      if (!t) return { status: 404, body: { message: 'Not Found' } };
      if (query.get('recursive') === null)
        return { status: 400, body: { message: 'this fake lists recursively only' } };
      const dirs = new Set(
        [...t.keys()].flatMap((p) =>
          p
            .split('/')
            .slice(0, -1)
            .map((_, i, a) => a.slice(0, i + 1).join('/')),
        ),
      );
      const tree = [
        ...[...dirs].map((p) => ({ path: p, type: 'tree', mode: '040000', sha: sha1('dir', p) })),
        ...[...t].map(([p, sha]) => ({ path: p, type: 'blob', mode: '100644', sha })),
      ];
      return { status: 200, body: { sha: m[1], tree, truncated: false } };
    }
    if (method === 'GET' && (m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(path))) {
      const text = state.blobs.get(m[1]!);
      if (text === undefined) return { status: 404, body: { message: 'Not Found' } };
      return {
        status: 200,
        body: { sha: m[1], encoding: 'base64', content: Buffer.from(text).toString('base64') },
      };
    }
    if (method === 'POST' && path === '/git/trees') {
      const base =
        typeof body['base_tree'] === 'string'
          ? state.trees.get(body['base_tree'])
          : new Map<string, string>();
      if (!base) return { status: 422, body: { message: 'base_tree not found' } };
      const files = new Map(base);
      for (const e of body['tree'] as { path: string; content: string }[])
        files.set(e.path, putBlob(e.content));
      return { status: 201, body: { sha: putTree(files) } };
    }
    if (method === 'POST' && path === '/git/commits') {
      const tree = String(body['tree']);
      const parents = (body['parents'] as string[]) ?? [];
      if (!state.trees.has(tree) || parents.some((p) => !state.commits.has(p)))
        return { status: 422, body: { message: 'bad object' } };
      return { status: 201, body: { sha: putCommit({ tree, parents, message: String(body['message']) }) } };
    }
    if (method === 'POST' && path === '/git/refs') {
      const ref = String(body['ref']).replace(/^refs\/heads\//, '');
      if (state.refs.has(ref)) return { status: 422, body: { message: 'Reference already exists' } };
      state.refs.set(ref, String(body['sha']));
      return { status: 201, body: { ref: `refs/heads/${ref}`, object: { sha: body['sha'] } } };
    }
    if (method === 'PATCH' && (m = /^\/git\/refs\/heads\/(.+)$/.exec(path))) {
      const current = state.refs.get(m[1]!);
      const next = String(body['sha']);
      if (!current) return { status: 422, body: { message: 'Reference does not exist' } };
      if (body['force'] !== true && !descends(next, current))
        return { status: 422, body: { message: 'Update is not a fast forward' } };
      state.refs.set(m[1]!, next);
      return { status: 200, body: { ref: `refs/heads/${m[1]}`, object: { sha: next } } };
    }
    return { status: 404, body: { message: `no route ${method} ${path}` } };
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const prefix = `/repos/${owner}/${repo}`;
      // GitHub reads an encoded slash in a ref (`heads%2Fmain`, as Octokit sends it) as a slash.
      const pathname = decodeURIComponent(url.pathname);
      const path = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
      const method = req.method ?? 'GET';
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {};
      const i = faults.findIndex((f) => f.method === method && f.path.test(path));
      const fault = i >= 0 ? faults.splice(i, 1)[0] : undefined;
      fault?.before?.();
      let reply: Reply;
      if (fault && !fault.after && !fault.before)
        reply = { status: fault.status, body: { message: 'injected' } };
      else {
        reply = handle(method, path, url.searchParams, body);
        if (fault?.after) reply = { status: fault.status, body: { message: 'injected after the change' } };
      }
      requests.push({ method, path, status: reply.status });
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    requests,
    inject: (f) => void faults.push(f),
    commitDirect: (branch, files, message = 'other') => {
      const head = state.refs.get(branch);
      const base = head ? state.trees.get(state.commits.get(head)!.tree)! : new Map<string, string>();
      const all = new Map(base);
      for (const [p, text] of Object.entries(files)) all.set(p, putBlob(text));
      const commit = putCommit({ tree: putTree(all), parents: head ? [head] : [], message });
      state.refs.set(branch, commit);
      return commit;
    },
    fileAt: (branch, path) => {
      const head = state.refs.get(branch);
      const sha = head ? state.trees.get(state.commits.get(head)!.tree)!.get(path) : undefined;
      return sha ? state.blobs.get(sha) : undefined;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
