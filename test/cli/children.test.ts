// The built CLI waits for every process it starts before it exits. Each command runs as `node dist/cli.js`
// in a process group of its own, with a `git` first on PATH that records its pid, runs the real git and then
// lingers a moment: a git the CLI did not wait for is still there when the CLI has exited. After the exit,
// neither a recorded pid nor any process of the group may be alive.
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/reference.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-children-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = join(repoRoot, 'dist/cli.js');
const bin = join(dir, 'bin');
const log = join(dir, 'git-pids.log');
const repo = join(dir, 'repo');

const sh = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, '-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The state and process group of `pid` from /proc (undefined when it is gone). */
function statOf(pid: number): { state: string; pgrp: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses, so fields count from the last `)`.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state!, pgrp: Number(pgrp) };
  } catch {
    return undefined;
  }
}
/** A process that has exited and waits only to be reaped is not alive. */
const alive = (pid: number) => {
  const s = statOf(pid);
  return s !== undefined && s.state !== 'Z' && s.state !== 'X';
};
const groupMembers = (pgrp: number) =>
  readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => statOf(pid)?.pgrp === pgrp && alive(pid));

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The pids of the gits the CLI started, and the processes of its group alive right after it exited. */
  gits: number[];
  left: number[];
}

/** `node dist/cli.js …argv` in a process group of its own (its pid is the group's id). */
function runCli(argv: string[], cwd: string): Promise<Exit> {
  writeFileSync(log, '');
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    delete env.GITHUB_REPOSITORY;
    const child = spawn(process.execPath, [cli, ...argv], {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', fail);
    // `exit`, not `close`: a process left behind that holds the CLI's output open must not delay the look.
    child.on('exit', (code) => {
      const left = groupMembers(child.pid!);
      const gits = readFileSync(log, 'utf8').split('\n').filter(Boolean).map(Number);
      for (const pid of left) process.kill(pid, 'SIGKILL');
      done({ code, stdout, stderr, gits, left });
    });
  });
}

const onLinux = existsSync('/proc/self/stat');

describe.runIf(onLinux)('no process of the CLI is alive after it exits', () => {
  beforeAll(() => {
    mkdirSync(bin);
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    // Not `exec`: the wrapper outlives the real git by half a second, as a slow git would.
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\necho $$ >> '${log}'\n'${real}' "$@"\nstatus=$?\nsleep 0.5\nexit $status\n`,
    );
    chmodSync(join(bin, 'git'), 0o755);
    // A repository with the product's example configs and one appended changelog entry.
    mkdirSync(repo);
    cpSync(join(repoRoot, 'configs'), join(repo, 'configs'), { recursive: true });
    cpSync(join(repoRoot, 'perf-changelog.yaml'), join(repo, 'perf-changelog.yaml'));
    sh(repo, 'init', '-q', '-b', 'main');
    sh(repo, 'add', '-A');
    sh(repo, 'commit', '-qm', 'base');
    appendFileSync(
      join(repo, 'perf-changelog.yaml'),
      '\n- config-keys:\n    - dsr1-fp4-b200-sglang\n  description:\n    - "children"\n  pr-link: XXX\n',
    );
    sh(repo, 'commit', '-qam', 'head');
  });

  const expectNoneLeft = (r: Exit) => {
    expect(r.gits.length, r.stderr).toBeGreaterThan(0);
    expect(r.gits.filter(alive)).toEqual([]);
    expect(r.left).toEqual([]);
  };

  it('plan in git mode (json, with its plan key, and inferencex)', async () => {
    for (const format of ['json', 'inferencex']) {
      const r = await runCli(['plan', '--base', 'HEAD~1', '--head', 'HEAD', '--format', format], repo);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('dsr1-fp4-b200-sglang');
      expectNoneLeft(r);
    }
  });

  it('plan --diff, and a plan that fails (a ref that names nothing)', async () => {
    const diff = await runCli(['plan', '--base', 'HEAD~1', '--head', 'HEAD', '--diff'], repo);
    expect(diff.code, diff.stderr).toBe(0);
    expectNoneLeft(diff);
    const bad = await runCli(['plan', '--base', 'no-such-ref', '--head', 'HEAD'], repo);
    expect(bad.code).toBe(1);
    expectNoneLeft(bad);
  });

  it('merge-changelog on revisions', async () => {
    sh(repo, 'branch', '-f', 'pr', 'HEAD');
    const r = await runCli(['merge-changelog', '--pr', '5', '--theirs', 'HEAD~1', '--ours', 'pr'], repo);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('/pull/5');
    expectNoneLeft(r);
  });

  it('demo (the action plans from a git repository)', async () => {
    const r = await runCli(['demo', '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    expectNoneLeft(r);
  }, 120_000);
});
