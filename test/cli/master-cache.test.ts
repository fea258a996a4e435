// `sweep plan` in git mode keeps each master config it read by blob id in the CLI's cache directory. The
// cache never changes what a plan prints or returns: with it off, cold or warm the output is the same
// bytes; a damaged, foreign or stale copy is never used; an unsafe directory is never written.
// Look-ups are observed through SWEEP_COMPILE_CACHE_DEBUG (hit / miss / rejected on stderr).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsReference, repoRoot, snapshot } from '../support/reference.js';
import type { CliIo } from '../../src/cli/io.js';
import { plan } from '../../src/cli/plan.js';
import { planFromGit } from '../../src/action/plan-git.js';
import { KEEP_FILES, masterCacheIn } from '../../src/cli/master-cache.js';
import { scanOfBytes } from '../../src/config/slice.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `sweep-mc-${name}-`));
  dirs.push(d);
  return d;
};
/** A fresh cache directory as the CLI would make it (private). */
const cacheDirFresh = () => {
  const d = temp('cache');
  chmodSync(d, 0o700);
  return d;
};
const REAL_GIT = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();

/** A git repository: `files` committed as the first revision. */
function repoOf(files: Record<string, string>, init: string[] = []) {
  const dir = temp('repo');
  const git = (...a: string[]) =>
    execFileSync(REAL_GIT, ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...a], {
      encoding: 'utf8',
    }).trim();
  const write = (f: Record<string, string>) => {
    for (const [path, text] of Object.entries(f)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };
  write(files);
  git('init', '-q', ...init);
  git('add', '-A');
  git('commit', '-qm', 'base');
  return {
    dir,
    /** Commits `f` (paths to whole texts) and `appended` added to the changelog. */
    commit(f: Record<string, string>, appended = '') {
      write(f);
      if (appended) {
        const log = readFileSync(join(dir, 'perf-changelog.yaml'), 'utf8');
        writeFileSync(
          join(dir, 'perf-changelog.yaml'),
          `${log}${log.endsWith('\n') ? '' : '\n'}\n${appended}`,
        );
      }
      git('add', '-A');
      git('commit', '-qm', 'next');
    },
    blob: (rev: string, path: string) => git('rev-parse', `${rev}:${path}`),
  };
}

const entry = (keys: string[], extra = '') =>
  `- config-keys:\n${keys.map((k) => `    - ${JSON.stringify(k)}\n`).join('')}  description:\n    - "test"\n${extra}  pr-link: XXX\n`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The cache's look-ups, `hit <sha>` / `miss <sha>` / `rejected <sha>`. */
  lookups: string[];
}

/** `sweep plan` in-process, with SWEEP_COMPILE_CACHE set to `cache` (unset when undefined). */
async function runPlan(repo: string, cache: string | undefined, argv: string[] = []): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: repo,
    env: { SWEEP_COMPILE_CACHE_DEBUG: '1', ...(cache === undefined ? {} : { SWEEP_COMPILE_CACHE: cache }) },
  };
  const code = await plan(['--base', 'HEAD~1', '--head', 'HEAD', '--format', 'inferencex', ...argv], io);
  const lines = stderr.split('\n');
  const prefix = 'sweep: master cache ';
  return {
    code,
    stdout,
    stderr: lines.filter((l) => !l.startsWith(prefix)).join('\n'),
    lookups: lines.filter((l) => l.startsWith(prefix)).map((l) => l.slice(prefix.length)),
  };
}

const same = (a: Run, b: Run) => {
  expect(b.stdout).toBe(a.stdout);
  expect(b.stderr).toBe(a.stderr);
  expect(b.code).toBe(a.code);
};
const copies = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.startsWith('master-'))
    .sort();
const copyOf = (dir: string, sha: string) => join(dir, `master-${sha}.bin`);

// This package's own example configs: small, always there.
const own = (f: string) => readFileSync(join(repoRoot, f), 'utf8');
const NV = 'configs/nvidia-master.yaml';
const AMD = 'configs/amd-master.yaml';
const ownFiles = () => ({
  [NV]: own(NV),
  [AMD]: own(AMD),
  'configs/runners.yaml': own('configs/runners.yaml'),
  'configs/ci-priority.yaml': own('configs/ci-priority.yaml'),
  'perf-changelog.yaml': own('perf-changelog.yaml'),
});
/** The head's masters, as the cache names them. */
const masterShas = (r: ReturnType<typeof repoOf>, rev = 'HEAD') => [r.blob(rev, AMD), r.blob(rev, NV)];

describe('the plan is the same with the cache off, cold and warm', () => {
  it('the package configs: a cold run reads and keeps each master, a warm one uses the copies', async () => {
    const r = repoOf(ownFiles());
    r.commit({}, entry(['dsr1-fp4-b200-sglang', 'dsr1-fp8-mi355x-sglang']));
    const cache = cacheDirFresh();
    const off = await runPlan(r.dir, 'off');
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('dsr1-fp4-b200-sglang');
    expect(off.lookups).toEqual([]);
    const cold = await runPlan(r.dir, cache);
    same(off, cold);
    const shas = masterShas(r);
    expect(cold.lookups.sort()).toEqual(shas.map((s) => `miss ${s}`).sort());
    expect(copies(cache)).toEqual(shas.map((s) => `master-${s}.bin`).sort());
    const warm = await runPlan(r.dir, cache);
    same(off, warm);
    expect(warm.lookups.sort()).toEqual(shas.map((s) => `hit ${s}`).sort());
    // The json format too (it reads the head commit on the same reader for the plan key).
    same(
      await runPlan(r.dir, 'off', ['--format', 'json']),
      await runPlan(r.dir, cache, ['--format', 'json']),
    );
  });

  it('an entry with an error names the same file and line from a kept copy as from git', async () => {
    const nv = own(NV);
    const block = /^dsr1-fp4-b200-sglang:\n(?:[ \n].*\n)*/m.exec(nv)![0];
    const broken = block
      .replace('dsr1-fp4-b200-sglang:', 'broken-b200:')
      .replace('multinode: false', 'multinode: 7');
    const text = `${nv.trimEnd()}\n\n${broken}`;
    const r = repoOf({ ...ownFiles(), [NV]: text });
    r.commit({}, entry(['broken-b200']));
    const cache = cacheDirFresh();
    const off = await runPlan(r.dir, 'off');
    expect(off.code).toBe(1);
    const line = text.split('\n').indexOf('  multinode: 7') + 1;
    expect(off.stderr).toContain(`${NV}:${line}`);
    same(off, await runPlan(r.dir, cache));
    const warm = await runPlan(r.dir, cache);
    expect(warm.lookups.filter((l) => l.startsWith('hit'))).toHaveLength(2);
    same(off, warm);
  });

  it('append-only entries read the base masters: a base blob the head shares, or one of its own, alike', async () => {
    const r = repoOf(ownFiles());
    // The base's nvidia master lacks a point the head adds; its amd master is the head's blob.
    r.commit({}, entry(['dsr1-fp4-b200-sglang']));
    r.commit(
      { [NV]: own(NV).replace('conc-list: [8, 32, 128]', 'conc-list: [8, 32, 128, 256]') },
      entry(['dsr1-fp4-b200-sglang'], '  append-only: true\n'),
    );
    const cache = cacheDirFresh();
    const off = await runPlan(r.dir, 'off');
    const cold = await runPlan(r.dir, cache);
    same(off, cold);
    // The head's two masters and the base's nvidia one (its amd blob is the head's, looked up once).
    expect(cold.lookups.sort()).toEqual(
      [...masterShas(r), r.blob('HEAD~1', NV)].map((s) => `miss ${s}`).sort(),
    );
    const warm = await runPlan(r.dir, cache);
    same(off, warm);
    expect(warm.lookups.every((l) => l.startsWith('hit '))).toBe(true);
    expect(warm.lookups).toHaveLength(3);
  });

  it('a SHA-256 repository: copies named and checked by its 64-digit ids', async () => {
    let r: ReturnType<typeof repoOf>;
    try {
      r = repoOf(ownFiles(), ['--object-format=sha256']);
    } catch {
      return; // a git without SHA-256 repositories has none to plan
    }
    r.commit({}, entry(['dsr1-fp4-b200-sglang']));
    const shas = masterShas(r);
    expect(shas[0]).toHaveLength(64);
    const cache = cacheDirFresh();
    const off = await runPlan(r.dir, 'off');
    expect(off.code).toBe(0);
    same(off, await runPlan(r.dir, cache));
    const warm = await runPlan(r.dir, cache);
    same(off, warm);
    expect(warm.lookups.sort()).toEqual(shas.map((s) => `hit ${s}`).sort());
  });

  it('the reference masters, ten entries over both', needsReference('inputs'), async () => {
    const read = (f: string) => readFileSync(f, 'utf8');
    const r = repoOf({
      [NV]: read(snapshot.nvidia),
      [AMD]: read(snapshot.amd),
      'configs/runners.yaml': read(snapshot.runners),
      'configs/ci-priority.yaml': read(snapshot.ciPriority),
      'perf-changelog.yaml': read(snapshot.changelog),
    });
    const keysOf = (f: string) => [...read(f).matchAll(/^([A-Za-z0-9][^:\s]*):/gm)].map((m) => m[1]!);
    const [amd, nv] = [keysOf(snapshot.amd), keysOf(snapshot.nvidia)];
    const keys = Array.from({ length: 10 }, (_, i) => (i % 2 ? amd[i * 3]! : nv[i * 7]!));
    r.commit({}, keys.map((k) => entry([k])).join('\n'));
    const cache = cacheDirFresh();
    const off = await runPlan(r.dir, 'off');
    expect(off.code).toBe(0);
    same(off, await runPlan(r.dir, cache));
    const warm = await runPlan(r.dir, cache);
    expect(warm.lookups.map((l) => l.split(' ')[0])).toEqual(['hit', 'hit']);
    same(off, warm);
  });
});

describe('a new master version', () => {
  it('is a miss: its blob is read from git and kept; the old copy is not used', async () => {
    const r = repoOf(ownFiles());
    r.commit({}, entry(['dsr1-fp4-b200-sglang']));
    const cache = cacheDirFresh();
    await runPlan(r.dir, cache);
    const oldNv = r.blob('HEAD', NV);
    expect(existsSync(copyOf(cache, oldNv))).toBe(true);
    // The head changes the entry it plans: a plan from the old copy would show the old image.
    r.commit(
      { [NV]: own(NV).replace('lmsysorg/sglang:v0.5.16-cu130', 'lmsysorg/sglang:v0.5.17-cu130') },
      entry(['dsr1-fp4-b200-sglang']),
    );
    const newNv = r.blob('HEAD', NV);
    expect(newNv).not.toBe(oldNv);
    const off = await runPlan(r.dir, 'off');
    expect(off.stdout).toContain('v0.5.17-cu130');
    const next = await runPlan(r.dir, cache);
    same(off, next);
    expect(next.lookups.sort()).toEqual([`hit ${r.blob('HEAD', AMD)}`, `miss ${newNv}`].sort());
    expect(existsSync(copyOf(cache, newNv))).toBe(true);
    same(off, await runPlan(r.dir, cache));
  });
});

describe('a damaged or foreign copy is never used, and is replaced', () => {
  type Damage = [string, (file: string, other: string, size: number) => void];
  // Found when the copy's bytes are read, which a plan does only for what its kept values lack.
  const byteDamages: Damage[] = [
    [
      'a byte of the blob flipped',
      (f) => {
        const b = readFileSync(f);
        b[b.length - 10] ^= 0x01;
        writeFileSync(f, b);
      },
    ],
    ['truncated', (f) => truncateSync(f, readFileSync(f).length - 1)],
  ];
  const damages: Damage[] = [
    [
      'a key of the scan changed',
      (f) => {
        const b = readFileSync(f);
        b[b.indexOf('"dsr1-fp4-b200-sglang"') + 3] ^= 0x01;
        writeFileSync(f, b);
      },
    ],
    [
      'a line of the scan changed (the numbers just before the blob)',
      (f, _, size) => {
        const b = readFileSync(f);
        b[b.length - size - 4] ^= 0x01;
        writeFileSync(f, b);
      },
    ],
    ['truncated into its header', (f) => truncateSync(f, 10)],
    [
      'another format version',
      (f) => {
        const b = readFileSync(f);
        b.writeUInt32LE(b.readUInt32LE(8) + 1, 8);
        writeFileSync(f, b);
      },
    ],
    ["another blob's copy under its name", (f, other) => copyFileSync(other, f)],
  ];

  let r: ReturnType<typeof repoOf>;
  let off: Run;
  beforeAll(async () => {
    r = repoOf(ownFiles());
    r.commit({}, entry(['dsr1-fp4-b200-sglang', 'dsr1-fp8-mi355x-sglang']));
    off = await runPlan(r.dir, 'off');
  });

  it.each(damages)('%s: rejected, the plan is right, the next run hits a good copy', async (_, damage) => {
    const cache = cacheDirFresh();
    await runPlan(r.dir, cache);
    const [amd, nv] = masterShas(r);
    damage(copyOf(cache, nv!), copyOf(cache, amd!), Buffer.byteLength(own(NV)));
    const run = await runPlan(r.dir, cache);
    same(off, run);
    expect(run.lookups.sort()).toEqual([`hit ${amd}`, `rejected ${nv}`].sort());
    const after = await runPlan(r.dir, cache);
    same(off, after);
    expect(after.lookups.sort()).toEqual([`hit ${amd}`, `hit ${nv}`].sort());
  });

  const withoutValues = (cache: string) => {
    for (const f of readdirSync(cache)) if (f.startsWith('values-')) rmSync(join(cache, f));
  };

  it.each(byteDamages)(
    '%s: rejected when the bytes are read, the plan is right, the next run hits a good copy',
    async (_, damage) => {
      const cache = cacheDirFresh();
      await runPlan(r.dir, cache);
      const [amd, nv] = masterShas(r);
      damage(copyOf(cache, nv!), copyOf(cache, amd!), Buffer.byteLength(own(NV)));
      // With the entries' values kept the bytes are not read: the plan is right all the same.
      const kept = await runPlan(r.dir, cache);
      same(off, kept);
      expect(kept.lookups.sort()).toEqual([`hit ${amd}`, `hit ${nv}`].sort());
      // Without them the entries are parsed from the bytes, which are found to be another blob's.
      withoutValues(cache);
      const run = await runPlan(r.dir, cache);
      same(off, run);
      expect(run.lookups.sort()).toEqual([`hit ${amd}`, `hit ${nv}`, `rejected ${nv}`].sort());
      withoutValues(cache);
      const after = await runPlan(r.dir, cache);
      same(off, after);
      expect(after.lookups.sort()).toEqual([`hit ${amd}`, `hit ${nv}`].sort());
    },
  );
});

describe('where copies are kept', () => {
  let r: ReturnType<typeof repoOf>;
  let off: Run;
  beforeAll(async () => {
    r = repoOf(ownFiles());
    r.commit({}, entry(['dsr1-fp4-b200-sglang']));
    off = await runPlan(r.dir, 'off');
  });

  it('a group- or world-writable directory is not used', async () => {
    for (const mode of [0o770, 0o707]) {
      const cache = cacheDirFresh();
      chmodSync(cache, mode);
      const run = await runPlan(r.dir, cache);
      same(off, run);
      expect(run.lookups).toEqual([]);
      expect(copies(cache)).toEqual([]);
    }
  });

  it.skipIf(process.getuid?.() !== 0)('a directory owned by another user is not used', async () => {
    const cache = cacheDirFresh();
    chownSync(cache, 12345, 12345);
    const run = await runPlan(r.dir, cache);
    same(off, run);
    expect(run.lookups).toEqual([]);
    expect(copies(cache)).toEqual([]);
  });

  it('a symbolic link to a private directory is not used', async () => {
    const target = cacheDirFresh();
    const link = join(temp('link'), 'cache');
    symlinkSync(target, link);
    const run = await runPlan(r.dir, link);
    same(off, run);
    expect(run.lookups).toEqual([]);
    expect(copies(target)).toEqual([]);
  });

  it('SWEEP_COMPILE_CACHE off (or 0, false, empty) writes nothing; unset, the default directory is used', async () => {
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = temp('tmpdir');
    try {
      for (const setting of ['off', 'OFF', '0', 'false', '']) {
        const run = await runPlan(r.dir, setting);
        same(off, run);
        expect(run.lookups).toEqual([]);
      }
      expect(readdirSync(process.env.TMPDIR)).toEqual([]);
      const run = await runPlan(r.dir, undefined);
      same(off, run);
      const dir = join(process.env.TMPDIR, `sweep-compile-cache-${process.getuid!()}`);
      expect(copies(dir)).toHaveLength(2);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
  });

  it('the action plans without a cache: nothing is written, and its bundle has no master cache', async () => {
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = temp('action-tmpdir');
    try {
      const run = await planFromGit(
        r.dir,
        { base: 'HEAD~1', head: 'HEAD' },
        {
          masters: [AMD, NV],
          runners: 'configs/runners.yaml',
          policy: null,
          changelog: 'perf-changelog.yaml',
        },
        {
          modifiers: { allEvals: false, evalsOnly: false, trimConc: false },
          context: { event: 'pull_request', labels: [], runAttempt: 1 },
          strict: false,
        },
      );
      expect(run.ok).toBe(true);
      expect(readdirSync(process.env.TMPDIR)).toEqual([]);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
    // The copies' format marker is in the CLI's plan command only.
    const marker = 'sweepmc';
    expect(readFileSync(join(repoRoot, 'dist/commands/plan.cjs'), 'utf8')).toContain(marker);
    expect(readFileSync(join(repoRoot, 'dist/index.mjs'), 'utf8')).not.toContain(marker);
  });

  it('a git without --batch-command plans the same and keeps nothing', async () => {
    const bin = temp('old-git');
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\nfor a in "$@"; do\n  if [ "$a" = --batch-command ]; then\n` +
        `    echo "error: unknown option \\\`batch-command'" >&2\n    exit 129\n  fi\ndone\nexec '${REAL_GIT}' "$@"\n`,
    );
    chmodSync(join(bin, 'git'), 0o755);
    const cache = cacheDirFresh();
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    let run: Run;
    try {
      run = await runPlan(r.dir, cache);
    } finally {
      process.env.PATH = path;
    }
    same(off, run);
    expect(run.lookups).toEqual([]);
    expect(copies(cache)).toEqual([]);
  });
});

describe('a kept copy', () => {
  /** The scan as plain data (the lines of a fresh scan are counted when read). */
  const plainScan = (bytes: Buffer) => {
    const s = scanOfBytes(bytes);
    return {
      irregular: s.irregular,
      entries: s.entries.map((e) => ({ key: e.key, start: e.start, end: e.end, line: e.line })),
    };
  };
  const gitId = (bytes: Buffer) => {
    const dir = temp('hash');
    writeFileSync(join(dir, 'f'), bytes);
    return execFileSync(REAL_GIT, ['hash-object', join(dir, 'f')], { encoding: 'utf8' }).trim();
  };

  it('holds the scan a fresh scan of its bytes gives, lines included', async () => {
    const texts = [
      own(NV),
      own(AMD),
      // CRLF lines, a non-ASCII key, comments and blank lines between keys, no final newline.
      'a: 1\r\n\r\n# c\r\n"ünï": 2\r\nb:\r\n  - x\r\nc: 3',
      // A file the planner parses whole (an anchor): `irregular`.
      'x: &a {k: 1}\ny: *a\n\n\nz: 2\n',
      '',
      // Larger than the pieces a copy is read in.
      Array.from({ length: 60_000 }, (_, i) => `key-${i}:\n  v: ${i}\n`).join(''),
    ];
    const dir = cacheDirFresh();
    for (const text of texts) {
      const bytes = Buffer.from(text);
      const sha = gitId(bytes);
      const writer = masterCacheIn(dir);
      writer.put(sha, bytes);
      writer.flush();
      const kept = await masterCacheIn(dir).get(sha, bytes.length);
      expect(kept?.bytes()?.equals(bytes)).toBe(true);
      expect(kept?.scan).toEqual(plainScan(Buffer.from(text)));
      if (bytes.length < 1_000_000) continue;
      // A byte far into the blob (a later piece) flipped: not that blob.
      const file = copyOf(dir, sha);
      const damaged = readFileSync(file);
      damaged[damaged.length - 700_000] ^= 0x20;
      writeFileSync(file, damaged);
      expect((await masterCacheIn(dir).get(sha, bytes.length))?.bytes()).toBeUndefined();
    }
  });

  it('is the blob of a SHA-256 repository when its id is 64 digits', async () => {
    const bytes = Buffer.from('k: 1\n');
    // The id git gives this blob in a SHA-256 repository.
    const sha = createHash('sha256').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    const dir = cacheDirFresh();
    const writer = masterCacheIn(dir);
    writer.put(sha, bytes);
    writer.flush();
    expect((await masterCacheIn(dir).get(sha, bytes.length))?.bytes()?.toString()).toBe('k: 1\n');
    // The same bytes under their SHA-1 id's length are not that blob.
    expect(await masterCacheIn(dir).get(sha.slice(0, 40), bytes.length)).toBeUndefined();
  });

  it('the directory keeps the newest copies: at most KEEP_FILES, the oldest removed first', () => {
    const dir = cacheDirFresh();
    const old = Date.now() / 1000 - 3600;
    const planted = Array.from({ length: KEEP_FILES + 1 }, (_, i) => {
      const f = join(dir, `master-${i.toString(16).padStart(40, '0')}.bin`);
      writeFileSync(f, 'x');
      utimesSync(f, old + i, old + i);
      return f;
    });
    const other = join(dir, 'plan.cjs-v20-x64-abc.bin');
    writeFileSync(other, 'bytecode');
    const bytes = Buffer.from('k: 1\n');
    const sha = gitId(bytes);
    const writer = masterCacheIn(dir);
    writer.put(sha, bytes);
    writer.flush();
    // KEEP_FILES + 2 copies: the two oldest go; the compile cache's entry is not the master cache's.
    expect(existsSync(planted[0]!)).toBe(false);
    expect(existsSync(planted[1]!)).toBe(false);
    expect(planted.slice(2).every((f) => existsSync(f))).toBe(true);
    expect(existsSync(copyOf(dir, sha))).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(copies(dir)).toHaveLength(KEEP_FILES);
  });
});
