// The fake GitHub's git data routes (refs, commits, trees, blobs), answered from memory as GitHub does:
// content-addressed objects, a branch move that must be a fast-forward unless forced, 422 for a branch
// that exists already or a move that is not a fast-forward. The results data branch is read and appended
// through them, in tests and in the demo, over HTTP like in production.
import { createHash } from 'node:crypto';

interface GitCommit {
  tree: string;
  parents: string[];
  message: string;
}

export interface GitDataState {
  blobs: Map<string, string>;
  /** Tree sha → path → blob sha (flat: every file of the tree with its full path). */
  trees: Map<string, Map<string, string>>;
  commits: Map<string, GitCommit>;
  /** Branch → head commit. */
  refs: Map<string, string>;
  /** Objects created so far (commit shas differ even for the same tree, parents and message). */
  clock: number;
}

export const emptyGitData = (): GitDataState => ({
  blobs: new Map(),
  trees: new Map(),
  commits: new Map(),
  refs: new Map(),
  clock: 0,
});

const sha1 = (kind: string, text: string) => createHash('sha1').update(`${kind}\0${text}`).digest('hex');

const putBlob = (g: GitDataState, text: string) => {
  const sha = sha1('blob', text);
  g.blobs.set(sha, text);
  return sha;
};
const putTree = (g: GitDataState, files: Map<string, string>) => {
  const sha = sha1('tree', JSON.stringify([...files].sort()));
  g.trees.set(sha, files);
  return sha;
};
const putCommit = (g: GitDataState, c: GitCommit) => {
  const sha = sha1('commit', JSON.stringify({ ...c, at: g.clock++ }));
  g.commits.set(sha, c);
  return sha;
};

function descends(g: GitDataState, commit: string, ancestor: string): boolean {
  const seen = new Set<string>();
  const stack = [commit];
  while (stack.length) {
    const c = stack.pop()!;
    if (c === ancestor) return true;
    if (seen.has(c)) continue;
    seen.add(c);
    stack.push(...(g.commits.get(c)?.parents ?? []));
  }
  return false;
}

export interface GitReply {
  status: number;
  body: unknown;
}

const notFound: GitReply = { status: 404, body: { message: 'Not Found' } };

/**
 * A git data request (`path` after `/repos/{owner}/{repo}`), or undefined when it is not one. `messages`
 * answers `GET /git/commits/{sha}` for commits the fake knows only by their message (the PRs' commits).
 */
export function gitRoute(
  g: GitDataState,
  req: { method: string; path: string; query: Record<string, string>; body: unknown },
  messages: Record<string, string> = {},
): GitReply | undefined {
  // GitHub reads an encoded slash in a ref (`heads%2Fmain`, as Octokit sends it) as a slash.
  const path = decodeURIComponent(req.path);
  const body = (req.body ?? {}) as Record<string, unknown>;
  const { method } = req;
  let m: RegExpExecArray | null;
  if (method === 'GET' && (m = /^\/git\/ref\/heads\/(.+)$/.exec(path))) {
    const sha = g.refs.get(m[1]!);
    return sha
      ? { status: 200, body: { ref: `refs/heads/${m[1]}`, object: { sha, type: 'commit' } } }
      : notFound;
  }
  if (method === 'GET' && (m = /^\/git\/commits\/([0-9a-f]+)$/.exec(path))) {
    const c = g.commits.get(m[1]!);
    if (c)
      return {
        status: 200,
        body: {
          sha: m[1],
          tree: { sha: c.tree },
          parents: c.parents.map((sha) => ({ sha })),
          message: c.message,
        },
      };
    const message = messages[m[1]!];
    return message === undefined ? notFound : { status: 200, body: { sha: m[1], message } };
  }
  if (method === 'GET' && (m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(path)))
    return listTree(g, m[1]!, req.query);
  if (method === 'GET' && (m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(path))) {
    const text = g.blobs.get(m[1]!);
    if (text === undefined) return notFound;
    return {
      status: 200,
      body: { sha: m[1], encoding: 'base64', content: Buffer.from(text).toString('base64') },
    };
  }
  if (method === 'POST' && path === '/git/trees') {
    const base =
      typeof body['base_tree'] === 'string' ? g.trees.get(body['base_tree']) : new Map<string, string>();
    if (!base) return { status: 422, body: { message: 'base_tree not found' } };
    const files = new Map(base);
    for (const e of (body['tree'] ?? []) as { path: string; content: string }[])
      files.set(e.path, putBlob(g, e.content));
    return { status: 201, body: { sha: putTree(g, files) } };
  }
  if (method === 'POST' && path === '/git/commits') {
    const tree = String(body['tree']);
    const parents = (body['parents'] as string[] | undefined) ?? [];
    if (!g.trees.has(tree) || parents.some((p) => !g.commits.has(p)))
      return { status: 422, body: { message: 'bad object' } };
    return { status: 201, body: { sha: putCommit(g, { tree, parents, message: String(body['message']) }) } };
  }
  if (method === 'POST' && path === '/git/refs') {
    const ref = String(body['ref']).replace(/^refs\/heads\//, '');
    if (g.refs.has(ref)) return { status: 422, body: { message: 'Reference already exists' } };
    if (!g.commits.has(String(body['sha'])))
      return { status: 422, body: { message: 'Object does not exist' } };
    g.refs.set(ref, String(body['sha']));
    return { status: 201, body: { ref: `refs/heads/${ref}`, object: { sha: body['sha'] } } };
  }
  if (method === 'PATCH' && (m = /^\/git\/refs\/heads\/(.+)$/.exec(path))) {
    const current = g.refs.get(m[1]!);
    const next = String(body['sha']);
    if (!current) return { status: 422, body: { message: 'Reference does not exist' } };
    if (body['force'] !== true && !descends(g, next, current))
      return { status: 422, body: { message: 'Update is not a fast forward' } };
    g.refs.set(m[1]!, next);
    return { status: 200, body: { ref: `refs/heads/${m[1]}`, object: { sha: next } } };
  }
  return undefined;
}

/** `GET /git/trees/{sha}?recursive=1`: every folder and file of the tree (this fake lists recursively only). */
function listTree(g: GitDataState, sha: string, query: Record<string, string>): GitReply {
  const t = g.trees.get(sha);
  if (!t) return notFound;
  if (query['recursive'] === undefined)
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
    ...[...t].map(([p, blob]) => ({ path: p, type: 'blob', mode: '100644', sha: blob })),
  ];
  return { status: 200, body: { sha, tree, truncated: false } };
}

/** A commit of `files` over the branch's head, moving the branch (another publisher, or a test's setup). */
export function commitDirect(
  g: GitDataState,
  branch: string,
  files: Record<string, string>,
  message = 'other',
): string {
  const head = g.refs.get(branch);
  const all = new Map(head ? g.trees.get(g.commits.get(head)!.tree)! : []);
  for (const [p, text] of Object.entries(files)) all.set(p, putBlob(g, text));
  const commit = putCommit(g, { tree: putTree(g, all), parents: head ? [head] : [], message });
  g.refs.set(branch, commit);
  return commit;
}

/** A file's text at the branch's head, or undefined. */
export function fileAt(g: GitDataState, branch: string, path: string): string | undefined {
  const head = g.refs.get(branch);
  const sha = head ? g.trees.get(g.commits.get(head)!.tree)!.get(path) : undefined;
  return sha ? g.blobs.get(sha) : undefined;
}

/** Every file at the branch's head (path → text); empty when the branch does not exist. */
export function filesAt(g: GitDataState, branch: string): Map<string, string> {
  const head = g.refs.get(branch);
  const tree = head ? g.trees.get(g.commits.get(head)!.tree)! : new Map<string, string>();
  return new Map([...tree].map(([p, sha]) => [p, g.blobs.get(sha)!]));
}
