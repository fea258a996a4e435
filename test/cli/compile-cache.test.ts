// The built CLI's compile cache on a runtime without one of its own (Node 20): the command bundles' bytecode
// is kept between runs in a private directory, and the cache never changes what a run prints or returns.
// Runs are observed through SWEEP_COMPILE_CACHE_DEBUG, which reports hit / miss / rejected / off on stderr.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';

const builtIn = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
if (builtIn) console.log('compile cache tests: skipped, this Node has its own compile cache');

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `sweep-cc-${name}-`));
  dirs.push(d);
  return d;
};

// A PR plan with one appended entry, in file mode against the package's own configs.
const work = temp('work');
const head = join(work, 'head.yaml');
writeFileSync(
  head,
  readFileSync(join(repoRoot, 'perf-changelog.yaml'), 'utf8') +
    '\n- config-keys:\n    - dsr1-fp8-mi355x-sglang\n  description:\n    - "one"\n  pr-link: XXX\n',
);
const PLAN = ['plan', '--head-file', head, '--base-file', 'perf-changelog.yaml', '--format', 'table'];
const LINT_BAD = ['lint', '--no-such-option'];

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  cache: string[];
}

/** `node <cli> ...args` with the cache in `cache` (a directory, or a setting such as 'off'). */
function run(args: string[], cache: string, opts: { cli?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const r = spawnSync(process.execPath, [opts.cli ?? join(repoRoot, 'dist/cli.js'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, SWEEP_COMPILE_CACHE: cache, SWEEP_COMPILE_CACHE_DEBUG: '1', ...opts.env },
  });
  const lines = r.stderr.split('\n');
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: lines.filter((l) => !l.startsWith('sweep: compile cache ')).join('\n'),
    cache: lines.filter((l) => l.startsWith('sweep: compile cache ')),
  };
}

const same = (a: Run, b: Run) => {
  expect(b.stdout).toBe(a.stdout);
  expect(b.stderr).toBe(a.stderr);
  expect(b.status).toBe(a.status);
};
/** The compile cache's entries (the directory also holds the plan's master and values caches). */
const entries = (dir: string) =>
  readdirSync(dir)
    .filter((n) => !/^(master|values)-/.test(n))
    .sort();

describe.skipIf(builtIn)('the CLI compile cache (Node 20)', () => {
  // Without any cache: what every run must print and return.
  let plain: { plan: Run; lint: Run };
  beforeAll(() => {
    plain = { plan: run(PLAN, 'off'), lint: run(LINT_BAD, 'off') };
  });

  it('a first run writes one entry per command used; a second run reads it and prints the same', () => {
    expect(plain.plan.status).toBe(0);
    expect(plain.plan.stdout).toMatch(/dsr1_8k1k\s+mi355x/);
    expect(plain.lint.status).toBe(2);
    const cache = temp('cache');
    const first = { plan: run(PLAN, cache), lint: run(LINT_BAD, cache) };
    expect(first.plan.cache).toEqual(['sweep: compile cache miss plan.cjs']);
    expect(first.lint.cache).toEqual(['sweep: compile cache miss lint.cjs']);
    const files = entries(cache);
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^lint\.cjs-/);
    expect(files[1]).toMatch(/^plan\.cjs-/);
    const written = files.map((f) => statSync(join(cache, f)));
    const second = { plan: run(PLAN, cache), lint: run(LINT_BAD, cache) };
    expect(second.plan.cache).toEqual(['sweep: compile cache hit plan.cjs']);
    expect(second.lint.cache).toEqual(['sweep: compile cache hit lint.cjs']);
    for (const r of [first, second]) {
      same(plain.plan, r.plan);
      same(plain.lint, r.lint);
    }
    expect(entries(cache)).toEqual(files);
    files.forEach((f, i) => {
      const now = statSync(join(cache, f));
      expect([now.ino, now.mtimeMs]).toEqual([written[i]!.ino, written[i]!.mtimeMs]);
    });
  });

  it('prints nothing of its own: without the debug setting stderr is that of an uncached run', () => {
    const cache = temp('quiet');
    for (let i = 0; i < 2; i++) {
      const r = run(PLAN, cache, { env: { SWEEP_COMPILE_CACHE_DEBUG: '' } });
      expect(r.cache).toEqual([]);
      same(plain.plan, r);
    }
  });

  it('a damaged entry (random bytes, or flipped bytecode) is ignored and replaced', () => {
    const cache = temp('damaged');
    run(PLAN, cache);
    const [file] = entries(cache);
    const entry = join(cache, file!);
    const good = readFileSync(entry);

    writeFileSync(entry, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)));
    const random = run(PLAN, cache);
    expect(random.cache).toEqual(['sweep: compile cache miss plan.cjs']);
    same(plain.plan, random);
    expect(readFileSync(entry).length).toBeGreaterThan(4096);

    // The bundle's text intact, V8's part damaged: its checksum rejects it (without it V8 would crash).
    const flipped = Buffer.from(good);
    for (let i = flipped.length - 1; i > good.length - 20_000; i -= 997) flipped[i] = flipped[i]! ^ 0x5a;
    writeFileSync(entry, flipped);
    const rejected = run(PLAN, cache);
    expect(rejected.cache).toEqual(['sweep: compile cache rejected plan.cjs']);
    same(plain.plan, rejected);
    expect(readFileSync(entry).equals(flipped)).toBe(false);
    expect(run(PLAN, cache).cache).toEqual(['sweep: compile cache hit plan.cjs']);
  });

  it('an entry made for other text of the bundle is not used, even when the lengths are equal', () => {
    const copy = temp('dist');
    cpSync(join(repoRoot, 'dist'), copy, { recursive: true });
    const cli = join(copy, 'cli.js');
    const cache = temp('edited');
    const before = run(['plan', '--help'], cache, { cli });
    expect(before.cache).toEqual(['sweep: compile cache miss plan.cjs']);
    const [old] = entries(cache);
    const bundle = join(copy, 'commands/plan.cjs');
    const text = readFileSync(bundle, 'utf8');
    expect(text).toContain('usage: sweep plan');
    writeFileSync(bundle, text.replace('usage: sweep plan', 'usage: SWEEP PLAN'));
    expect(statSync(bundle).size).toBe(Buffer.byteLength(text));
    const after = run(['plan', '--help'], cache, { cli });
    expect(after.cache).not.toContain('sweep: compile cache hit plan.cjs');
    expect(after.stdout).toBe(before.stdout.replace('usage: sweep plan', 'usage: SWEEP PLAN'));
    expect(run(['plan', '--help'], cache, { cli }).cache).toEqual(['sweep: compile cache hit plan.cjs']);
    // The entry now holds the new text (whether or not its name changed).
    const now = entries(cache).map((f) => readFileSync(join(cache, f), 'latin1'));
    expect(now.some((t) => t.includes('usage: SWEEP PLAN'))).toBe(true);
    expect(old).toMatch(/^plan\.cjs-/);
  });

  it('a directory others can write to, or that is not a directory of this user, is not used', () => {
    const open = temp('open');
    chmodSync(open, 0o777);
    const shared = run(PLAN, open);
    expect(shared.cache).toEqual(['sweep: compile cache off plan.cjs']);
    same(plain.plan, shared);
    expect(entries(open)).toEqual([]);

    const target = temp('target');
    const link = join(temp('link'), 'cache');
    symlinkSync(target, link);
    expect(run(PLAN, link).cache).toEqual(['sweep: compile cache off plan.cjs']);
    expect(entries(target)).toEqual([]);

    if (process.getuid?.() === 0) {
      const theirs = temp('theirs');
      chownSync(theirs, 4242, 4242);
      const r = run(PLAN, theirs);
      expect(r.cache).toEqual(['sweep: compile cache off plan.cjs']);
      same(plain.plan, r);
      expect(entries(theirs)).toEqual([]);
    }
  });

  it('off, 0 or an empty setting writes nothing; unset, the cache is a private directory under TMPDIR', () => {
    for (const setting of ['off', '0', '']) {
      const tmp = temp('tmpdir');
      const r = run(PLAN, setting, { env: { TMPDIR: tmp } });
      expect(r.cache).toEqual(['sweep: compile cache off plan.cjs']);
      same(plain.plan, r);
      expect(entries(tmp)).toEqual([]);
    }
    const tmp = temp('default');
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    delete env.SWEEP_COMPILE_CACHE;
    const r = spawnSync(process.execPath, [join(repoRoot, 'dist/cli.js'), ...PLAN], {
      cwd: repoRoot,
      encoding: 'utf8',
      env,
    });
    expect(r.stdout).toBe(plain.plan.stdout);
    const dir = join(tmp, `sweep-compile-cache-${process.getuid?.() ?? ''}`);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(entries(dir)).toHaveLength(1);
  });

  it('loads a command where `module` is a global too (node -e, an eval worker) and where Node requires it', () => {
    const cli = pathToFileURL(join(repoRoot, 'dist/cli.js')).href;
    const viaMain = spawnSync(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(cli)}).then((m) => m.main(['plan', '--help'])).then((c) => (process.exitCode = c))`,
      ],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, SWEEP_COMPILE_CACHE: temp('eval') } },
    );
    expect([viaMain.status, viaMain.stderr]).toEqual([0, '']);
    expect(viaMain.stdout).toMatch(/^usage: sweep plan /);
    const required = spawnSync(
      process.execPath,
      [
        '-e',
        `console.log(Object.keys(require(${JSON.stringify(join(repoRoot, 'dist/commands/plan.cjs'))})))`,
      ],
      { encoding: 'utf8' },
    );
    expect(required.stdout.trim()).toBe("[ 'plan' ]");
  });

  it("a write removes the same bundle's entries not written for a week, and nothing else", () => {
    const cache = temp('prune');
    const old = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
    for (const name of ['plan.cjs-v0-old.bin', 'plan.cjs-v0-recent.bin', 'lint.cjs-v0-old.bin', 'other']) {
      writeFileSync(join(cache, name), 'x');
      if (name !== 'plan.cjs-v0-recent.bin') utimesSync(join(cache, name), old, old);
    }
    const r = run(PLAN, cache);
    expect(r.cache).toEqual(['sweep: compile cache miss plan.cjs']);
    const left = entries(cache);
    expect(left.filter((f) => !/^plan\.cjs-v\d+\./.test(f))).toEqual([
      'lint.cjs-v0-old.bin',
      'other',
      'plan.cjs-v0-recent.bin',
    ]);
    expect(left).toHaveLength(4);
  });

  it('an entry that cannot be written (its name taken by a directory) changes nothing', () => {
    const cache = temp('blocked');
    run(PLAN, cache);
    const [file] = entries(cache);
    rmSync(join(cache, file!));
    mkdirSync(join(cache, file!));
    const r = run(PLAN, cache);
    expect(r.cache).toEqual(['sweep: compile cache miss plan.cjs']);
    same(plain.plan, r);
    expect(entries(cache)).toEqual([file]);
  });
});
