// One long-lived `git cat-file --batch` per repository (spec 02 CL-2, CL-14): every file the gate and
// the planner read comes from git objects, never from the working tree or from diff text. Requests
// are answered in order, so a FIFO of pending reads is the whole protocol.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface GitObject {
  sha: string;
  type: string;
  content: Buffer;
}

interface Pending {
  resolve: (o: GitObject | null) => void;
  reject: (e: Error) => void;
}

export class CatFileBatch {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly queue: Pending[] = [];
  private buf: Buffer = Buffer.alloc(0);
  private failure: Error | null = null;

  constructor(readonly repo: string) {
    this.child = spawn('git', ['-C', repo, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    this.child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    this.child.stdout.on('data', (d: Buffer) => this.onData(d));
    const fail = (e: Error) => {
      this.failure ??= e;
      for (const p of this.queue.splice(0)) p.reject(this.failure);
    };
    this.child.on('error', fail);
    this.child.on('close', (code) => fail(new Error(stderr.trim() || `git cat-file exited with ${code}`)));
    this.child.stdin.on('error', fail);
    this.idle();
  }

  /** The object named by `spec` (`<ref>:<path>`, `<ref>^{commit}`, a SHA), or null when git says `missing`. */
  read(spec: string): Promise<GitObject | null> {
    if (this.failure) return Promise.reject(this.failure);
    // The protocol is line-based: a newline would split the request in two.
    if (/[\n\r]/.test(spec)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.queue.push({ resolve, reject });
      this.busy();
      this.child.stdin.write(`${spec}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }

  private onData(d: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    for (;;) {
      const nl = this.buf.indexOf(0x0a);
      if (nl < 0 || !this.queue.length) return;
      const header = this.buf.subarray(0, nl).toString('utf8');
      const m = /^([0-9a-f]+) (\S+) (\d+)$/.exec(header);
      if (!m) {
        // `<spec> missing` or `<spec> ambiguous`: no body follows.
        this.buf = this.buf.subarray(nl + 1);
        this.settle(null);
        continue;
      }
      const size = Number(m[3]);
      if (this.buf.length < nl + 1 + size + 1) return;
      const content = Buffer.from(this.buf.subarray(nl + 1, nl + 1 + size));
      this.buf = this.buf.subarray(nl + 1 + size + 1);
      this.settle({ sha: m[1]!, type: m[2]!, content });
    }
  }

  private settle(o: GitObject | null): void {
    this.queue.shift()!.resolve(o);
    if (!this.queue.length) this.idle();
  }

  // The process must not keep Node alive between reads, but must while a read is pending.
  private busy(): void {
    this.child.ref();
    for (const s of this.streams()) s.ref?.();
  }

  private idle(): void {
    this.child.unref();
    for (const s of this.streams()) s.unref?.();
  }

  // Pipes are net.Sockets at runtime; the typings only say Readable/Writable.
  private streams(): { ref?: () => void; unref?: () => void }[] {
    return [this.child.stdin, this.child.stdout, this.child.stderr] as unknown as {
      ref?: () => void;
      unref?: () => void;
    }[];
  }
}

const batches = new Map<string, CatFileBatch>();

/** The repository's batch process, started on first use. */
export function catFile(repo: string): CatFileBatch {
  let b = batches.get(repo);
  if (!b) batches.set(repo, (b = new CatFileBatch(repo)));
  return b;
}

/** Ends every batch process this module started (tests, and a clean CLI exit). */
export function closeAll(): void {
  for (const b of batches.values()) b.close();
  batches.clear();
}
