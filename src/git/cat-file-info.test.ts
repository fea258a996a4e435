// The object reader's two kinds of question: `info` (id, type and size, no content) and `read` (the
// content), asked in one stream; and the same answers from a git that has no `--batch-command`.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatFile, type CatFile, type CatFileInfo, type CatFileResult } from './index.js';

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
  });
const settled = <T>(p: Promise<T>, ms = 20_000): Promise<T> =>
  Promise.race([p, new Promise<T>((_, no) => setTimeout(() => no(new Error(`no answer in ${ms} ms`)), ms))]);
const ok = <T extends CatFileInfo | CatFileResult>(r: T) => {
  if ('error' in r) throw new Error(r.error);
  return r.objects as Exclude<T, { error: string }>['objects'];
};

/** The git on PATH before any test puts another first. */
const REAL_GIT = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
const BIG = Buffer.alloc(300_000, 'abcdefgh\n');
let repo: string;
/** What git itself says of each name: `<oid> <type> <size>`. */
const checked = (names: string[]) =>
  execFileSync(REAL_GIT, ['-C', repo, 'cat-file', '--batch-check'], { input: names.join('\n') + '\n' })
    .toString('utf8')
    .trim()
    .split('\n');

beforeAll(() => {
  repo = tmp('cat-file-info');
  sh(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'a.yaml'), 'a: 1\n');
  writeFileSync(join(repo, 'with space.yaml'), 'b: 2\n');
  writeFileSync(join(repo, 'big.yaml'), BIG);
  sh(repo, 'add', '-A');
  sh(repo, 'commit', '-qm', 'one');
});

/** A `git` first on PATH that refuses `--batch-command` as git before 2.36 does, else runs the real one. */
function oldGit(): { bin: string; log: string } {
  const bin = tmp('old-git');
  const log = join(bin, 'starts.log');
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\necho "$*" >> '${log}'\nfor a in "$@"; do\n  if [ "$a" = --batch-command ]; then\n` +
      `    echo "error: unknown option \\\`batch-command'" >&2\n    echo 'usage: git cat-file <type> <object>' >&2\n` +
      `    exit 129\n  fi\ndone\nexec '${REAL_GIT}' "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  writeFileSync(log, '');
  return { bin, log };
}

/** Runs `f` with `bin` first on PATH: the second start, after the refusal, looks git up again. */
async function withPath<T>(bin: string, f: () => Promise<T>): Promise<T> {
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  try {
    return await f();
  } finally {
    process.env.PATH = path;
  }
}

describe('info: what an object is, without its content', () => {
  it('answers id, type and size as git does, no content; a missing name is undefined', async () => {
    const objects = openCatFile(repo);
    try {
      const got = ok(
        await settled(objects.info(['HEAD:a.yaml', 'HEAD:none', 'HEAD:with space.yaml', 'HEAD'])),
      );
      expect(got[1]).toBeUndefined();
      const present = [got[0]!, got[2]!, got[3]!];
      expect(present.map((o) => `${o.sha} ${o.type} ${o.size}`)).toEqual(
        checked(['HEAD:a.yaml', 'HEAD:with space.yaml', 'HEAD']),
      );
      for (const o of present) {
        expect(o.blob).toBeUndefined();
        expect(o.tree).toBeUndefined();
      }
    } finally {
      objects.close();
    }
  });

  it('info and read questions overlapping in one stream each get their own answers', async () => {
    const objects = openCatFile(repo);
    try {
      const [i1, r1, i2, r2] = await settled(
        Promise.all([
          objects.info(['HEAD:big.yaml', 'HEAD:a.yaml']),
          objects.read(['HEAD:big.yaml', 'HEAD:nope', 'HEAD:a.yaml']),
          objects.info(['HEAD:with space.yaml']),
          objects.read(['HEAD:with space.yaml']),
        ]),
      );
      const [big, a] = ok(i1);
      expect([big!.size, a!.size]).toEqual([BIG.length, 5]);
      expect(ok(r1).map((o) => o?.blob?.toString('utf8'))).toEqual([
        BIG.toString('utf8'),
        undefined,
        'a: 1\n',
      ]);
      expect(ok(i2)[0]!.size).toBe(5);
      expect(ok(r2)[0]!.blob!.toString('utf8')).toBe('b: 2\n');
      // The content by the id `info` gave is the same blob.
      const [byId] = ok(await settled(objects.read([big!.sha])));
      expect(byId!.sha).toBe(big!.sha);
      expect(byId!.blob!.equals(BIG)).toBe(true);
    } finally {
      objects.close();
    }
    expect(await settled(objects.exited)).toBe(0);
  });
});

describe('a git without --batch-command', () => {
  it('reads come back the same, from `--batch`, after one refused start', async () => {
    const { bin, log } = oldGit();
    await withPath(bin, async () => {
      const objects: CatFile = openCatFile(repo);
      const [read, info] = await settled(
        Promise.all([
          objects.read(['HEAD:a.yaml', 'HEAD:none', 'HEAD:big.yaml']),
          objects.info(['HEAD:with space.yaml', 'HEAD:none']),
        ]),
      );
      expect(ok(read).map((o) => o?.blob?.toString('utf8'))).toEqual([
        'a: 1\n',
        undefined,
        BIG.toString('utf8'),
      ]);
      // `info` answers with the content then: the caller has it without asking again.
      const [withContent, missing] = ok(info);
      expect(missing).toBeUndefined();
      expect(`${withContent!.sha} ${withContent!.type} ${withContent!.size}`).toBe(
        checked(['HEAD:with space.yaml'])[0],
      );
      expect(withContent!.blob!.toString('utf8')).toBe('b: 2\n');
      // Later questions go to the same `--batch` process.
      expect(ok(await settled(objects.read(['HEAD:a.yaml'])))[0]!.blob!.toString()).toBe('a: 1\n');
      objects.close();
      expect(await settled(objects.exited)).toBe(0);
      const starts = readFileSync(log, 'utf8').trim().split('\n');
      expect(starts.map((l) => l.split(' ').pop())).toEqual(['--batch-command', '--batch']);
    });
  });

  it('questions asked and closed before the refusal arrives are still answered', async () => {
    const { bin } = oldGit();
    await withPath(bin, async () => {
      const objects = openCatFile(repo);
      const pending = objects.info(['HEAD:a.yaml']);
      objects.close();
      const [a] = ok(await settled(pending));
      expect(a!.blob!.toString()).toBe('a: 1\n');
      expect(await settled(objects.exited)).toBe(0);
    });
  });

  it('outside a repository the error is still the one git gives', async () => {
    const { bin } = oldGit();
    await withPath(bin, async () => {
      const objects = openCatFile(tmp('not-a-repo'));
      const r = await settled(objects.info(['HEAD']));
      expect((r as { error: string }).error).toMatch(/not a git repository/);
      objects.close();
    });
  });
});
