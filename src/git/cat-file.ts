// One `git cat-file --batch-command` process kept open and asked interactively: a command that reads a tree,
// then the blobs the tree decides, pays for one git start-up, not one per question. Each question is either
// `contents <name>` (the object, as `--batch` answers) or `info <name>` (its id, type and size only), so a
// caller that keeps copies of blobs by id can learn the id first and read the content only when it has no
// copy. Without `--buffer` git flushes every answer as soon as it is written, so a question can wait for the
// answer to the one before. A git older than 2.36 refuses `--batch-command` at start: the questions are then
// asked again of `git cat-file --batch`, which answers every question with the content.
// Answers are cut from the output stream as it arrives into one buffer per object, exactly its size: the
// output as a whole is never held. Names go through stdin, where a leading `-` cannot become an option.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
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

/** What `info` answers: the id, type and size; the content too when this git can only answer with it. */
export interface ObjectInfo extends GitObject {
  size: number;
}

/** What a read answers: the objects in the order asked (missing or ambiguous: undefined), or why it failed. */
export type CatFileResult = { objects: (GitObject | undefined)[] } | { error: string };
export type CatFileInfo = { objects: (ObjectInfo | undefined)[] } | { error: string };

export interface CatFile {
  /** Reads `<ref>:<path>`, `<ref>^{commit}`, SHAs …; reads may overlap, each gets its own answers. */
  read(specs: readonly string[]): Promise<CatFileResult>;
  /**
   * The id, type and size of each object, without its content (a git without `--batch-command` sends the
   * content anyway: it is then in `blob` or `tree`). Asked like `read`, in the same stream.
   */
  info(specs: readonly string[]): Promise<CatFileInfo>;
  /** Ends git's input: what was asked is still answered, then the process exits. */
  close(): void;
  /** Settles when the process has ended (its exit status; null when killed or never started). */
  readonly exited: Promise<number | null>;
}

class Failed {
  constructor(readonly error: string) {}
}
type Answer = ObjectInfo | undefined | Failed;

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
 * Cuts git's answers out of its output as it arrives: a header line `<sha> <type> <size>`, then (for a
 * question that asked for it) the content and a newline; any other line is the answer for a name that names
 * nothing (`<name> missing`, `<name> ambiguous`). Blob and tree contents are copied into a buffer of their
 * exact size; the content of other types (commits, tags) is skipped, nobody reads it.
 */
class AnswerParser {
  private partial: Buffer[] = [];
  private partialLength = 0;
  /** The object being received: its content buffer (none for types nobody reads) and the bytes still due. */
  private body: { object: ObjectInfo; data: Buffer | undefined; left: number } | undefined;
  private stopped = false;

  constructor(
    private readonly answer: (object: ObjectInfo | undefined) => void,
    private readonly fail: (why: string) => void,
    /** Whether the answer now due carries the content. */
    private readonly withContent: () => boolean,
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
    const object: ObjectInfo = { sha: m[1]!, type: m[2]!, size };
    if (!this.withContent()) return this.answer(object);
    const data = m[2] === 'blob' || m[2] === 'tree' ? Buffer.allocUnsafe(size) : undefined;
    if (data) object[m[2] as 'blob' | 'tree'] = data;
    this.body = { object, data, left: size + 1 }; // the content, then a newline
  }
}

/** A question sent and not yet answered: its name, whether it asked for the content, and its answer. */
interface Question {
  spec: string;
  content: boolean;
  done: (a: Answer) => void;
}

/** A git that does not know `--batch-command` says so on stderr and exits with its usage status. */
const refused = (code: number | null, stderr: string) => code === 129 || /batch-command/.test(stderr);

/**
 * Starts `git cat-file --batch-command` in `repo` (`--batch` when git refuses it). It never throws: a
 * failure to start is the error of every read.
 */
export function openCatFile(repo: string): CatFile {
  let batchOnly = false;
  /** Whether this process has answered anything (then it knows the mode it was started in). */
  let answered = false;
  const pending: Question[] = [];
  let failure: string | undefined;
  let ended = false;
  let closed = false;
  let stderr = '';
  let child: ChildProcessWithoutNullStreams;
  let settle: (code: number | null) => void = () => undefined;
  const exited = new Promise<number | null>((done) => (settle = done));

  // An idle session keeps nothing alive: a caller that forgets close() does not hang the process.
  const hold = (on: boolean) => {
    const handles = [child, child.stdin, child.stdout, child.stderr] as unknown as {
      ref?: () => void;
      unref?: () => void;
    }[];
    handles.forEach((h) => (on ? h.ref?.() : h.unref?.()));
  };

  const fail = (why: string) => {
    failure ??= why;
    parser.stop();
    for (const q of pending.splice(0)) q.done(new Failed(failure));
    hold(false);
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  const parser = new AnswerParser(
    (a) => {
      const next = pending.shift();
      if (!next) return fail('git cat-file answered a question that was not asked');
      next.done(a);
      if (!pending.length) hold(false);
    },
    fail,
    () => batchOnly || pending[0]?.content !== false,
  );

  const line = (q: Question) => (batchOnly ? q.spec : `${q.content ? 'contents' : 'info'} ${q.spec}`);

  const start = () => {
    const args = ['cat-file', batchOnly ? '--batch' : '--batch-command'];
    const proc = spawn('git', gitArgv(repo, args), { env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    child = proc;
    answered = batchOnly;
    stderr = '';
    hold(pending.length > 0);
    proc.stdout.on('data', (chunk: Buffer) => {
      answered = true;
      parser.push(chunk);
    });
    proc.stderr.on('data', (b: Buffer) => {
      if (stderr.length < MAX_STDERR) stderr += b.toString('utf8');
    });
    // Git exiting early (not a repository) shows as its exit, below; a write into a closed pipe is not news.
    proc.stdin.on('error', () => undefined);
    proc.on('error', (e) => {
      ended = true;
      fail(String(e));
      settle(null);
    });
    proc.on('close', (code, signal) => {
      if (ended) return;
      if (!answered && failure === undefined && refused(code, stderr)) {
        // An older git: the same questions, in the same order, of the mode it has.
        batchOnly = true;
        start();
        if (pending.length) child.stdin.write(pending.map(line).join('\n') + '\n');
        if (closed) child.stdin.end();
        return;
      }
      ended = true;
      const why = stderr.trim() || `git cat-file exited ${code ?? signal}`;
      fail(code === 0 && !pending.length ? 'git cat-file has ended' : why);
      settle(code);
    });
  };
  start();

  const ask = (specs: readonly string[], content: boolean): Promise<Answer>[] => {
    if (failure !== undefined || closed || ended) {
      const why = failure ?? 'git cat-file has ended';
      return specs.map(() => Promise.resolve(new Failed(why)));
    }
    const questions = specs.map((spec) => ({ spec, content, done: (_: Answer) => undefined as void }));
    const answers = questions.map((q) => new Promise<Answer>((done) => (q.done = done)));
    if (questions.length) {
      pending.push(...questions);
      hold(true);
      child.stdin.write(questions.map(line).join('\n') + '\n');
    }
    return answers;
  };

  const asked = (specs: readonly string[], content: boolean) =>
    answersOf(specs, (sendable) => ask(sendable, content));

  return {
    exited,
    async read(specs) {
      const r = await asked(specs, true);
      if ('error' in r) return r;
      // A read answers objects as they were before `info` existed: no size.
      return { objects: r.objects.map((o) => o && withoutSize(o)) };
    },
    info: (specs) => asked(specs, false),
    close() {
      if (closed) return;
      closed = true;
      child.stdin.end();
      if (!pending.length) hold(false);
    },
  };
}

/** The answers of `specs` in order (a name the protocol cannot carry is not sent: undefined); one failure fails all. */
async function answersOf(
  specs: readonly string[],
  send: (sendable: string[]) => Promise<Answer>[],
): Promise<CatFileInfo> {
  const sent = send(specs.filter((s) => !unsendable(s)));
  let i = 0;
  const answers = await Promise.all(specs.map((s) => (unsendable(s) ? undefined : sent[i++])));
  const failed = answers.find((a): a is Failed => a instanceof Failed);
  if (failed) return { error: failed.error };
  return { objects: answers as (ObjectInfo | undefined)[] };
}

function withoutSize({ size: _size, ...object }: ObjectInfo): GitObject {
  return object;
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
