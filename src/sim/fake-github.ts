// A fake GitHub REST server for tests and the local demo: a real node:http server on 127.0.0.1, in-memory
// state, `Link` pagination, rate-limit headers, a request log and injectable faults. The routes and their
// response bodies are fake-routes.ts and fake-json.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, route } from './fake-routes.js';
export { fakeNow } from './fake-routes.js';
import type { Fault, FakeGitHub, FakeState, FakeUser, LoggedRequest } from './fake-types.js';

export type {
  FakeArtifact,
  FakeComment,
  FakeEvent,
  FakeGitHub,
  FakeJob,
  FakePull,
  FakeRun,
  FakeRunner,
  FakeState,
  FakeStep,
  FakeUser,
  Fault,
  LoggedRequest,
} from './fake-types.js';

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

export async function startFakeGitHub(state: FakeState = emptyState()): Promise<FakeGitHub> {
  const requests: LoggedRequest[] = [];
  const faults: (Fault & { left: number })[] = [];
  const hanging = new Set<ServerResponse>();
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
    const entry: LoggedRequest = {
      ...(state.clock ? { at: state.clock() } : {}),
      method,
      path: u.pathname,
      query,
      body,
      status: 0,
      user: user.login,
    };
    requests.push(entry);
    const send = (status: number, payload?: unknown, extra: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, { ...rateHeaders(requests.length), ...extra });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    const fault = takeFault(faults, method, u.pathname);
    fault?.before?.();
    // A fault that only runs something first lets the request through, unless it says how to fail.
    const kind = fault?.kind ?? (fault?.before && fault.status === undefined ? 'pass' : 'status');
    if (fault && kind === 'status') {
      send(fault.status ?? 500, { message: fault.message ?? 'injected fault' }, fault.headers);
      return;
    }
    let out: ReturnType<typeof route>;
    try {
      const asked = kind === 'no-details' ? { ...(body as object), return_run_details: false } : body;
      out = route(state, url, { method, path: u.pathname, query, body: asked, user });
    } catch (e) {
      if (e instanceof HttpError) send(e.status, { message: e.message });
      else send(500, { message: (e as Error).message });
      return;
    }
    answer(res, entry, fault, out, send, requests.length);
  }

  function answer(
    res: ServerResponse,
    entry: LoggedRequest,
    fault: Fault | undefined,
    out: ReturnType<typeof route>,
    send: (status: number, payload?: unknown, extra?: Record<string, string>) => void,
    used: number,
  ): void {
    const kind = fault?.kind ?? 'status';
    if (kind === 'after-write')
      send(fault!.status ?? 502, { message: fault!.message ?? 'Bad Gateway' }, fault!.headers);
    else if (kind === 'hang') {
      const timer = setTimeout(() => send(out.status, out.body), fault!.hangMs ?? 30_000);
      hanging.add(res);
      res.on('close', () => {
        clearTimeout(timer);
        hanging.delete(res);
      });
    } else if (kind === 'truncated') {
      const text = JSON.stringify(out.body ?? {});
      entry.status = 200;
      res.writeHead(200, rateHeaders(used));
      res.end(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    } else if (out.raw) {
      entry.status = out.status;
      res.writeHead(out.status, { ...rateHeaders(requests.length), 'content-type': 'application/zip' });
      res.end(out.raw);
    } else if (out.text !== undefined || out.location) {
      entry.status = out.status;
      res.writeHead(out.status, {
        ...rateHeaders(requests.length),
        'content-type': 'text/plain; charset=utf-8',
        ...(out.location ? { location: out.location } : {}),
      });
      res.end(out.text ?? '');
    } else send(out.status, out.body, out.link && kind !== 'drop-link' ? { link: out.link } : {});
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    requests,
    inject: (f) => faults.push({ ...f, left: f.times ?? 1 }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const rateHeaders = (used: number): Record<string, string> => ({
  'content-type': 'application/json; charset=utf-8',
  'x-ratelimit-limit': '1000',
  'x-ratelimit-remaining': String(Math.max(0, 1000 - used)),
  'x-ratelimit-used': String(used),
  'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
  'x-ratelimit-resource': 'core',
});

/** The first injected fault matching the request, used up by one hit. */
function takeFault(faults: (Fault & { left: number })[], method: string, path: string): Fault | undefined {
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let s = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (s += c));
    req.on('end', () => resolve(s));
    req.on('error', reject);
  });
}
