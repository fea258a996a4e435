// One `git cat-file --batch` process kept open and asked interactively: a command that reads a tree, then
// the blobs the tree decides, pays for one git start-up, not one per question. Without `--buffer` git flushes
// every answer as soon as it is written, so a question can wait for the answer to the one before.
// Answers are cut from the output stream as it arrives into one buffer per object, exactly its size: the
// output as a whole is never held. Names go through stdin, where a leading `-` cannot become an option.
import { spawn } from 'node:child_process';
import { constants } from 'node:buffer';
import { gitArgv, gitEnv } from './run.js';

export interface GitObject {
  sha: string;
  type: string;
  /** The content when the object is a blob. */
  blob?: Buffer;
  /** The raw entries when the object is a tree (see treeEntries). */
  tree?: Buffer;
}

/** What a read answers: the objects in the order asked (missing or ambiguous: undefined), or why it failed. */
export type CatFileResult = { objects: (GitObject | undefined)[] } | { error: string };

export interface CatFile {
  /** Reads `<ref>:<path>`, `<ref>^{commit}`, SHAs …; reads may overlap, each gets its own answers. */
  read(specs: readonly string[]): Promise<CatFileResult>;
  /**
   * Ends git's input: what was asked is still answered, then the process exits, and the caller's process
   * does not exit before it has.
   */
  close(): void;
  /** Settles when the process has ended (its exit status; null when killed or never started). */
  readonly exited: Promise<number | null>;
}

class Failed {
  constructor(readonly error: string) {}
}
type Answer = GitObject | undefined | Failed;

/** Longer than any name git can look up (paths are at most 4 KiB on Linux); git would echo it back whole. */
const MAX_NAME = 16 * 1024;

/**
 * Names the line protocol cannot carry: a newline would split the question in two (and shift every answer
 * after it), git drops a carriage return before the newline, and a NUL would end the name early (another
 * path than the one asked). Such names, and absurdly long ones, are answered `undefined` without asking.
 */
const unsendable = (spec: string) => /[\n\r\0]/.test(spec) || spec.length > MAX_NAME;

const HEADER = /^([0-9a-f]+) (\S+) (\d+)$/;
/** A header line is short (a missing name's echo at most MAX_NAME UTF-8 characters): longer is not git. */
const MAX_HEADER = 4 * MAX_NAME + 64;
const MAX_STDERR = 16 * 1024;

/**
 * Cuts git's answers out of its output as it arrives: a header line `<sha> <type> <size>`, then the content
 * and a newline; any other line is the answer for a name that names
 * nothing (`<name> missing`, `<name> ambiguous`). Blob and tree contents are copied into a buffer of their
 * exact size; the content of other types (commits, tags) is skipped, nobody reads it.
 */
class AnswerParser {
  private partial: Buffer[] = [];
  private partialLength = 0;
  /** The object being received: its content buffer (none for types nobody reads) and the bytes still due. */
  private body: { object: GitObject; data: Buffer | undefined; left: number } | undefined;
  private stopped = false;

  constructor(
    private readonly answer: (object: GitObject | undefined) => void,
    private readonly fail: (why: string) => void,
  ) {}

  stop(): void {
    this.stopped = true;
    this.body = undefined;
    this.partial = [];
  }

  push(chunk: Buffer): void {
    let pos = 0;
    while (pos < chunk.length && !this.stopped) {
      const body = this.body;
      if (body) {
        const take = Math.min(body.left, chunk.length - pos);
        const content = Math.min(take, body.left - 1);
        if (body.data && content > 0)
          chunk.copy(body.data, body.data.length - (body.left - 1), pos, pos + content);
        body.left -= take;
        pos += take;
        if (body.left === 0) {
          this.body = undefined;
          this.answer(body.object);
        }
        continue;
      }
      const nl = chunk.indexOf(0x0a, pos);
      if (nl < 0) {
        this.partial.push(chunk.subarray(pos));
        this.partialLength += chunk.length - pos;
        if (this.partialLength > MAX_HEADER) this.fail('git cat-file: unexpected output');
        return;
      }
      const piece = chunk.subarray(pos, nl);
      const line = this.partial.length ? Buffer.concat([...this.partial, piece]) : piece;
      this.partial = [];
      this.partialLength = 0;
      pos = nl + 1;
      this.header(line.toString('utf8'));
    }
  }

  private header(line: string): void {
    const m = HEADER.exec(line);
    if (!m) return this.answer(undefined);
    const size = Number(m[3]);
    if (!Number.isSafeInteger(size) || size > constants.MAX_LENGTH)
      return this.fail(`git cat-file: object ${m[1]} is too large to read (${m[3]} bytes)`);
    const object: GitObject = { sha: m[1]!, type: m[2]! };
    const data = m[2] === 'blob' || m[2] === 'tree' ? Buffer.allocUnsafe(size) : undefined;
    if (data) object[m[2] as 'blob' | 'tree'] = data;
    this.body = { object, data, left: size + 1 }; // the content, then a newline
  }
}

/**
 * Starts `git cat-file --batch` in `repo`. It never throws: a failure to start is the error of every read.
 */
export function openCatFile(repo: string): CatFile {
  const pending: ((a: Answer) => void)[] = [];
  let failure: string | undefined;
  let ended = false;
  let closed = false;
  let stderr = '';
  let settle: (code: number | null) => void = () => undefined;
  const exited = new Promise<number | null>((done) => (settle = done));
  const child = spawn('git', gitArgv(repo, ['cat-file', '--batch']), {
    env: gitEnv(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  // An idle session keeps nothing alive, so a caller that forgets close() does not hang the process; one
  // with questions pending, or closed (or killed) and not yet exited, does: no git outlives its caller.
  const hold = (on: boolean) => {
    const handles = [child, child.stdin, child.stdout, child.stderr] as unknown as {
      ref?: () => void;
      unref?: () => void;
    }[];
    handles.forEach((h) => (on ? h.ref?.() : h.unref?.()));
  };
  const holdWhileBusy = () => hold(!ended && (pending.length > 0 || closed || failure !== undefined));

  const fail = (why: string) => {
    failure ??= why;
    parser.stop();
    for (const done of pending.splice(0)) done(new Failed(failure));
    if (child.exitCode === null && child.signalCode === null) child.kill();
    holdWhileBusy();
  };
  const parser = new AnswerParser((a) => {
    const next = pending.shift();
    if (!next) return fail('git cat-file answered a question that was not asked');
    next(a);
    holdWhileBusy();
  }, fail);

  hold(false);
  child.stdout.on('data', (chunk: Buffer) => parser.push(chunk));
  child.stderr.on('data', (b: Buffer) => {
    if (stderr.length < MAX_STDERR) stderr += b.toString('utf8');
  });
  // Git exiting early (not a repository) shows as its exit, below; a write into a closed pipe is not news.
  child.stdin.on('error', () => undefined);
  child.on('error', (e) => {
    ended = true;
    fail(String(e));
    settle(null);
  });
  child.on('close', (code, signal) => {
    if (ended) return;
    ended = true;
    const why = stderr.trim() || `git cat-file exited ${code ?? signal}`;
    fail(code === 0 && !pending.length ? 'git cat-file has ended' : why);
    settle(code);
  });

  const ask = (specs: readonly string[]): Promise<Answer>[] => {
    if (failure !== undefined || closed || ended) {
      const why = failure ?? 'git cat-file has ended';
      return specs.map(() => Promise.resolve(new Failed(why)));
    }
    const answers = specs.map((_) => new Promise<Answer>((done) => pending.push(done)));
    if (specs.length) {
      hold(true);
      child.stdin.write(specs.join('\n') + '\n');
    }
    return answers;
  };

  return {
    exited,
    read: (specs) => answersOf(specs, ask),
    close() {
      if (closed) return;
      closed = true;
      child.stdin.end();
      holdWhileBusy();
    },
  };
}

/** The answers of `specs` in order (a name the protocol cannot carry is not sent: undefined); one failure fails all. */
async function answersOf(
  specs: readonly string[],
  send: (sendable: string[]) => Promise<Answer>[],
): Promise<CatFileResult> {
  const sent = send(specs.filter((s) => !unsendable(s)));
  let i = 0;
  const answers = await Promise.all(specs.map((s) => (unsendable(s) ? undefined : sent[i++])));
  const failed = answers.find((a): a is Failed => a instanceof Failed);
  if (failed) return { error: failed.error };
  return { objects: answers as (GitObject | undefined)[] };
}

/**
 * Reads many objects with one `git cat-file` process, answers in the order asked; missing or ambiguous ones
 * (and names the line protocol cannot carry) are `undefined`. A failed process (not a repository) is
 * `{ error }`.
 */
export async function catFileBatch(repo: string, specs: readonly string[]): Promise<CatFileResult> {
  const objects = openCatFile(repo);
  try {
    return await objects.read(specs);
  } finally {
    objects.close();
  }
}
