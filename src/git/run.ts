// The one place the product spawns git (with cat-file.ts, the long-lived object reader): files come from git objects, never from the working tree or the PR
// merge commit, and diff text is never parsed, so nothing depends on the user's git config. No prompt ever
// waits for a password, no hook runs, and refs from the outside go through `cat-file --batch` stdin, where a
// leading `-` cannot become an option.
import { spawn, spawnSync } from 'node:child_process';

export interface GitResult {
  status: number;
  stdout: Buffer;
  stderr: string;
}

/** The process's environment as it is when git starts (a caller may have changed PATH), without prompts. */
const baseEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
});
/** The arguments of every git command: in `repo`, with no hooks. */
export const gitArgv = (repo: string, args: readonly string[]) => [
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
  if (!opts.authToken) return baseEnv();
  const basic = Buffer.from(`x-access-token:${opts.authToken}`, 'utf8').toString('base64');
  const n = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  return {
    ...baseEnv(),
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
    const child = spawn('git', gitArgv(repo, args), {
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
  const r = spawnSync('git', gitArgv(repo, args), {
    env: baseEnv(),
    maxBuffer: 256 * 1024 * 1024,
    ...(input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] as const } : { input }),
  });
  return {
    status: r.error ? 1 : (r.status ?? 1),
    stdout: r.stdout ?? Buffer.alloc(0),
    stderr: r.error ? String(r.error) : (r.stderr?.toString('utf8') ?? ''),
  };
}
