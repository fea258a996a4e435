// The long-lived object reader: one `git cat-file --batch` answering question after question.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catFileBatch, openCatFile, treeEntries, type CatFile, type GitObject } from './index.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tmp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `${name}-`));
  dirs.push(d);
  return d;
};
const sh = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

const objectsOf = (r: Awaited<ReturnType<CatFile['read']>>): (GitObject | undefined)[] => {
  if ('error' in r) throw new Error(r.error);
  return r.objects;
};

/** A read that must settle: a session that hangs fails the test instead of the suite. */
const settled = <T>(p: Promise<T>, ms = 20_000): Promise<T> =>
  Promise.race([p, new Promise<T>((_, no) => setTimeout(() => no(new Error(`no answer in ${ms} ms`)), ms))]);

const NAMES = ['plain.txt', 'with space.yaml', 'ünïcödé-設定.yaml', ' lead and trail ', 'tab\tname'];
const BIG = randomBytes(6 * 1024 * 1024); // far over a pipe's 64 KiB buffer

let repo: string;
beforeAll(() => {
  repo = tmp('cat-file');
  sh(repo, 'init', '-q', '-b', 'main');
  for (let i = 0; i < 300; i++) writeFileSync(join(repo, `f${i}.txt`), `file ${i}\n`.repeat(i));
  for (const n of NAMES) writeFileSync(join(repo, n), `name: ${n}\n`);
  mkdirSync(join(repo, 'sub dir'));
  writeFileSync(join(repo, 'sub dir', 'inner.yaml'), 'x: 1\n');
  writeFileSync(join(repo, 'run.sh'), '#!/bin/sh\n');
  chmodSync(join(repo, 'run.sh'), 0o755);
  symlinkSync('plain.txt', join(repo, 'link'));
  writeFileSync(join(repo, 'big.bin'), BIG);
  sh(repo, 'add', '-A');
  sh(repo, 'commit', '-qm', 'one');
});

describe('one cat-file process answers many questions', () => {
  it('hundreds of objects in one read come back in the order asked, each exactly its size', async () => {
    const order = Array.from({ length: 300 }, (_, i) => (i * 7) % 300);
    const r = await settled(
      catFileBatch(
        repo,
        order.map((i) => `HEAD:f${i}.txt`),
      ),
    );
    const objects = objectsOf(r);
    expect(objects.map((o) => o?.blob?.toString('utf8'))).toEqual(order.map((i) => `file ${i}\n`.repeat(i)));
    for (const o of objects) expect(o!.blob!.byteLength).toBe(o!.blob!.length);
  });

  it('a missing object between two present ones is undefined, and the answers after it stay in place', async () => {
    const objects = objectsOf(
      await settled(
        catFileBatch(repo, ['HEAD:f1.txt', 'HEAD:no/such.yaml', 'HEAD:f2.txt', 'no-such-ref', 'HEAD:f3.txt']),
      ),
    );
    expect(objects.map((o) => o?.blob?.toString('utf8'))).toEqual([
      'file 1\n',
      undefined,
      'file 2\nfile 2\n',
      undefined,
      'file 3\nfile 3\nfile 3\n',
    ]);
  });

  it('a blob of several MB (many pipe buffers) arrives whole, in a buffer of its own size', async () => {
    const objects = openCatFile(repo);
    try {
      const [before, big, after] = objectsOf(
        await settled(objects.read(['HEAD:f5.txt', 'HEAD:big.bin', 'HEAD:f6.txt'])),
      );
      expect(big!.type).toBe('blob');
      expect(big!.blob!.length).toBe(BIG.length);
      expect(big!.blob!.buffer.byteLength).toBe(BIG.length);
      expect(big!.blob!.equals(BIG)).toBe(true);
      expect(before!.blob!.toString()).toBe('file 5\n'.repeat(5));
      expect(after!.blob!.toString()).toBe('file 6\n'.repeat(6));
    } finally {
      objects.close();
    }
  });

  it('is interactive: each question waits for the previous answer, on one process', async () => {
    const objects = openCatFile(repo);
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [o] = objectsOf(await settled(objects.read([`HEAD:f${i}.txt`]), 5_000));
      seen.push(o?.blob?.toString() ?? 'missing');
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `file ${i}\n`.repeat(i)));
    objects.close();
    expect(await settled(objects.exited)).toBe(0);
  });

  it('overlapping reads each get their own answers', async () => {
    const objects = openCatFile(repo);
    try {
      const got = await settled(
        Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            objects.read([`HEAD:f${i}.txt`, 'HEAD:nope', `HEAD:f${i + 1}.txt`]),
          ),
        ),
      );
      got.forEach((r, i) =>
        expect(objectsOf(r).map((o) => o?.blob?.toString())).toEqual([
          `file ${i}\n`.repeat(i),
          undefined,
          `file ${i + 1}\n`.repeat(i + 1),
        ]),
      );
    } finally {
      objects.close();
    }
  });

  it('closing ends the process after what was asked is answered; a later read is an error', async () => {
    const objects = openCatFile(repo);
    const pending = objects.read(['HEAD:f9.txt', 'HEAD:big.bin']);
    objects.close();
    const [small, big] = objectsOf(await settled(pending));
    expect(small!.blob!.toString()).toBe('file 9\n'.repeat(9));
    expect(big!.blob!.length).toBe(BIG.length);
    expect(await settled(objects.exited)).toBe(0);
    expect(await objects.read(['HEAD:f1.txt'])).toHaveProperty('error');
  });
});

describe('names that are not plain', () => {
  it('a ref starting with `-` is a name that names nothing, never an option (SEC-2)', async () => {
    const objects = objectsOf(
      await settled(catFileBatch(repo, ['--output=/tmp/x', '-h', '--batch-all-objects', 'HEAD:f1.txt'])),
    );
    expect(objects.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(objects[3]!.blob!.toString()).toBe('file 1\n');
  });

  it('a newline, carriage return or NUL in a name is not sent (it would ask for another object)', async () => {
    const objects = objectsOf(
      await settled(
        catFileBatch(repo, [
          'HEAD:plain.txt\0junk',
          'HEAD:plain.txt\r',
          'HEAD\nHEAD:plain.txt',
          'HEAD:plain.txt',
        ]),
      ),
    );
    expect(objects.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(objects[3]!.blob!.toString()).toBe('name: plain.txt\n');
  });

  it('a name far longer than any path names nothing, and the answers after it stay in place', async () => {
    const long = `HEAD:${'ü/'.repeat(100_000)}x`;
    const objects = objectsOf(
      await settled(catFileBatch(repo, [long, `HEAD:${'a'.repeat(5000)}`, 'HEAD:f1.txt'])),
    );
    expect(objects.slice(0, 2)).toEqual([undefined, undefined]);
    expect(objects[2]!.blob!.toString()).toBe('file 1\n');
  });

  it('a tree lists names with spaces and non-ASCII letters as git does, and which entries are folders', async () => {
    const [root, sub] = objectsOf(await settled(catFileBatch(repo, ['HEAD:', 'HEAD:sub dir'])));
    expect(root!.type).toBe('tree');
    const entries = treeEntries(root!.tree!, root!.sha);
    // git's own listing, NUL-separated so that no name is quoted (it prints modes zero-padded).
    const listed = sh(repo, 'ls-tree', '-z', 'HEAD')
      .split('\0')
      .filter(Boolean)
      .map((l) => {
        const meta = l.slice(0, l.indexOf('\t'));
        const [mode, type] = meta.split(' ') as [string, string];
        return { mode: parseInt(mode, 8), name: l.slice(meta.length + 1), isTree: type === 'tree' };
      });
    expect(entries.map((e) => ({ ...e, mode: parseInt(e.mode, 8) }))).toEqual(listed);
    for (const n of [...NAMES, 'link', 'run.sh', 'sub dir']) expect(entries.map((e) => e.name)).toContain(n);
    expect(entries.find((e) => e.name === 'sub dir')).toMatchObject({ mode: '40000', isTree: true });
    expect(entries.find((e) => e.name === 'link')).toMatchObject({ mode: '120000', isTree: false });
    expect(treeEntries(sub!.tree!, sub!.sha)).toEqual([
      { mode: '100644', name: 'inner.yaml', isTree: false },
    ]);
  });

  it('a SHA-256 repository: 32-byte hashes in its trees', async () => {
    const dir = tmp('cat-file-sha256');
    try {
      sh(dir, 'init', '-q', '--object-format=sha256');
    } catch {
      return; // a git without SHA-256 repositories has none to read
    }
    mkdirSync(join(dir, 'configs'));
    writeFileSync(join(dir, 'configs', 'nvidia-master.yaml'), 'k: {}\n');
    writeFileSync(join(dir, 'perf-changelog.yaml'), '[]\n');
    sh(dir, 'add', '-A');
    sh(dir, 'commit', '-qm', 'one');
    const [root, configs] = objectsOf(await settled(catFileBatch(dir, ['HEAD:', 'HEAD:configs'])));
    expect(root!.sha).toHaveLength(64);
    expect(treeEntries(root!.tree!, root!.sha).map((e) => [e.name, e.isTree])).toEqual([
      ['configs', true],
      ['perf-changelog.yaml', false],
    ]);
    expect(treeEntries(configs!.tree!, configs!.sha).map((e) => e.name)).toEqual(['nvidia-master.yaml']);
  });
});

describe('failures are answers, never hangs', () => {
  it('outside a repository every read is an error naming the problem', async () => {
    const dir = tmp('not-a-repo');
    const objects = openCatFile(dir);
    const r = await settled(objects.read(['HEAD', 'HEAD:x']));
    expect(r).toHaveProperty('error');
    expect((r as { error: string }).error).toMatch(/not a git repository/);
    expect(await settled(objects.read(['HEAD']))).toHaveProperty('error');
    objects.close();
    expect(await settled(objects.exited)).not.toBe(0);
  });

  it('a missing directory is an error too', async () => {
    expect(await settled(catFileBatch(join(tmp('gone'), 'nothing'), ['HEAD']))).toHaveProperty('error');
  });

  it('git dying in the middle of an answer resolves every pending read with the error', async () => {
    // A `git` that starts an answer of 100 bytes, sends 7, and dies.
    const bin = tmp('dying-git');
    writeFileSync(
      join(bin, 'git'),
      "#!/bin/sh\nread line\nprintf '0123456789012345678901234567890123456789 blob 100\\npartial'\necho 'fatal: object store is broken' >&2\nexit 3\n",
    );
    chmodSync(join(bin, 'git'), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    let objects: CatFile;
    try {
      objects = openCatFile(repo);
    } finally {
      process.env.PATH = path;
    }
    const [first, second] = await settled(
      Promise.all([objects.read(['HEAD:f1.txt', 'HEAD:f2.txt']), objects.read(['HEAD:f3.txt'])]),
    );
    expect(first).toEqual({ error: 'fatal: object store is broken' });
    expect(second).toEqual({ error: 'fatal: object store is broken' });
    expect(await settled(objects.exited)).toBe(3);
  });

  it('a bare repository is read like any other', async () => {
    const bare = join(tmp('bare'), 'repo.git');
    execFileSync('git', ['clone', '-q', '--bare', repo, bare]);
    const objects = objectsOf(await settled(catFileBatch(bare, ['main:f4.txt', 'main:', 'main:none'])));
    expect(objects[0]!.blob!.toString()).toBe('file 4\n'.repeat(4));
    expect(treeEntries(objects[1]!.tree!, objects[1]!.sha).map((e) => e.name)).toContain('sub dir');
    expect(objects[2]).toBeUndefined();
  });
});
