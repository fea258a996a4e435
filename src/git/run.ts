// The one place the product spawns git: files come from git objects, never from the working tree or the PR
// merge commit, and diff text is never parsed, so nothing depends on the user's git config. No prompt ever
// waits for a password, no hook runs, and refs from the outside go through `cat-file --batch` stdin, where a
// leading `-` cannot become an option.
import { spawn, spawnSync } from 'node:child_process';

export interface GitResult {
  status: number;
  stdout: Buffer;
  stderr: string;
}

const ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };
const argv = (repo: string, args: readonly string[]) => [
  '-C',
  repo,
  '-c',
  'core.hooksPath=/dev/null',
  ...args,
];

export interface GitOptions {
  /**
   * A token sent as the HTTP auth header of this one command (fetching a private repository), passed
   * through git's environment config: never on the command line, never written to .git/config.
   */
  authToken?: string;
}

/** The environment of one git command: the shared one, plus an auth header when a token is given. */
export function gitEnv(opts: GitOptions = {}): NodeJS.ProcessEnv {
  if (!opts.authToken) return ENV;
  const basic = Buffer.from(`x-access-token:${opts.authToken}`, 'utf8').toString('base64');
  const n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  return {
    ...ENV,
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: 'http.extraheader',
    [`GIT_CONFIG_VALUE_${n}`]: `AUTHORIZATION: basic ${basic}`,
  };
}

/** Runs `git -C repo …args`, feeding `input` to stdin; a failure to start is status 1, never a throw. */
export function git(
  repo: string,
  args: readonly string[],
  input?: string,
  opts: GitOptions = {},
): Promise<GitResult> {
  return new Promise((done) => {
    const child = spawn('git', argv(repo, args), {
      env: gitEnv(opts),
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => done({ status: 1, stdout: Buffer.alloc(0), stderr: String(e) }));
    child.on('close', (code) =>
      done({ status: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
    );
    if (input !== undefined) {
      child.stdin!.on('error', () => undefined); // git exiting early (bad ref) is reported through its status
      child.stdin!.end(input);
    }
  });
}

/** `git` for the action's synchronous readers (lanes and topology read files lazily, 04). */
export function gitSync(repo: string, args: readonly string[], input?: string): GitResult {
  const r = spawnSync('git', argv(repo, args), {
    env: ENV,
    maxBuffer: 256 * 1024 * 1024,
    ...(input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] as const } : { input }),
  });
  return {
    status: r.error ? 1 : (r.status ?? 1),
    stdout: r.stdout ?? Buffer.alloc(0),
    stderr: r.error ? String(r.error) : (r.stderr?.toString('utf8') ?? ''),
  };
}

export interface GitObject {
  sha: string;
  type: string;
  /** The content when the object is a blob. */
  blob?: Buffer;
}

/**
 * Reads many objects (`<ref>:<path>` blobs, `<ref>^{commit}`, SHAs) with one `git cat-file --batch`,
 * answers in the order asked; missing or ambiguous ones (and specs the line protocol cannot carry) are
 * `undefined`. A failed process (not a repository) is `{ error }`.
 */
export async function catFileBatch(
  repo: string,
  specs: readonly string[],
): Promise<{ objects: (GitObject | undefined)[] } | { error: string }> {
  const sendable = specs.filter((s) => !/[\n\r]/.test(s));
  const r = await git(repo, ['cat-file', '--batch'], sendable.join('\n') + '\n');
  if (r.status !== 0) return { error: r.stderr.trim() || `git cat-file exited ${r.status}` };
  const buf = r.stdout;
  const objects: (GitObject | undefined)[] = [];
  let pos = 0;
  for (const spec of specs) {
    if (/[\n\r]/.test(spec)) {
      objects.push(undefined);
      continue;
    }
    const nl = buf.indexOf(0x0a, pos);
    if (nl < 0) return { error: 'truncated git cat-file output' };
    const header = buf.toString('utf8', pos, nl);
    pos = nl + 1;
    const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
    if (!m) {
      objects.push(undefined); // `<spec> missing` / `ambiguous`
      continue;
    }
    const size = Number(m[3]);
    objects.push({
      sha: m[1]!,
      type: m[2]!,
      ...(m[2] === 'blob' ? { blob: buf.subarray(pos, pos + size) } : {}),
    });
    pos += size + 1;
  }
  return { objects };
}
