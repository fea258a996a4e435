import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsReference, readReference, snapshot } from '../../test/support/reference.js';
import { gateChangelog } from '../gate/index.js';
import {
  catFileBatch,
  readBlobsAtRef,
  readChangelogPair,
  readFilesAtRef,
  resolveGateRefs,
  revParse,
  GitError,
} from './index.js';

const PATH = 'perf-changelog.yaml';
const entry = (key: string, pr: string) =>
  `- config-keys:\n    - ${key}\n  description:\n    - "${key}"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/${pr}\n`;

let repo: string;
const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', '-c', 'commit.gpgsign=false', ...args],
    { encoding: 'utf8' },
  ).trim();
const commitFile = (text: string, msg: string) => {
  writeFileSync(join(repo, PATH), text);
  git('add', PATH);
  git('commit', '-qm', msg);
  return git('rev-parse', 'HEAD');
};

let history: string;
let branchPoint: string;
let mainTip: string;
let branchTip: string;

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'gate-git-'));
  git('init', '-q', '-b', 'main');
  history = readReference(snapshot.changelog);
  branchPoint = commitFile(history, 'history');
  mainTip = commitFile(`${history}\n${entry('dsr1-fp4-b200-sglang', '5001')}`, 'main gains an entry');
  git('checkout', '-q', '-b', 'feature', branchPoint);
  branchTip = commitFile(`${history}\n${entry('dsr1-fp8-h200-sglang', 'XXX')}`, 'branch appends its own');
  // The working tree must never be read (CL-2): make it disagree with every commit.
  writeFileSync(join(repo, PATH), 'not: the committed file\n');
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

const inputs = needsReference('inputs');
describe('git objects (CL-2, CL-14)', inputs, () => {
  it('reads blobs at refs from git objects, not from the working tree', async () => {
    const files = await readFilesAtRef(repo, 'main', [PATH, 'no/such/file.yaml']);
    expect(files.get(PATH)).toBe(`${history}\n${entry('dsr1-fp4-b200-sglang', '5001')}`);
    expect(files.get('no/such/file.yaml')).toBeNull();
    const blobs = await readBlobsAtRef(repo, branchPoint, [PATH]);
    expect(blobs.get(PATH)!.equals(readFileSync(snapshot.changelog))).toBe(true);
  });

  it('revParse resolves names and relative refs to commit SHAs', async () => {
    expect(await revParse(repo, 'main')).toBe(mainTip);
    expect(await revParse(repo, 'main~1')).toBe(branchPoint);
    expect(await revParse(repo, 'HEAD')).toBe(branchTip);
  });

  it('CL-1/V-1: a bad ref is an error diagnostic, never an empty diff', async () => {
    await expect(revParse(repo, 'no-such-branch')).rejects.toBeInstanceOf(GitError);
    const pair = await readChangelogPair(repo, PATH, { base: 'no-such-branch', head: 'feature' });
    expect(pair.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      ['V-1', `could not read ${PATH} at no-such-branch: fatal: invalid object name 'no-such-branch'`],
    ]);
  });

  it('V-1: a head without the changelog is an error; a base without it is zero entries (CL-3)', async () => {
    const empty = git('commit-tree', git('mktree', '--missing'), '-m', 'empty', '-p', branchPoint);
    const pair = await readChangelogPair(repo, PATH, { base: empty, head: empty });
    expect(pair.base).toBeNull();
    expect(pair.diagnostics.map((d) => d.message)).toEqual([
      `could not read ${PATH} at ${empty}: fatal: path '${PATH}' does not exist in '${empty}'`,
    ]);
    const fromNothing = gateChangelog({ path: PATH, base: null, head: entry('dsr1-fp8-h200-sglang', 'XXX') });
    expect(fromNothing.outcome).toBe('entries');
    expect(fromNothing.appended.map((a) => [a.index, a.line])).toEqual([[1, 1]]);
  });

  it('one cat-file --batch answers many specs in the order asked; missing ones are undefined', async () => {
    const specs = [
      `${branchPoint}^{commit}`,
      `main:${PATH}`,
      'no-such-branch^{commit}',
      `feature:${PATH}`,
      'main:no/such/file.yaml',
      // The line protocol cannot carry a newline: never sent, so it cannot shift the answers after it.
      `main\n${PATH}`,
      'main~1^{commit}',
    ];
    const r = await catFileBatch(repo, specs);
    if ('error' in r) throw new Error(r.error);
    expect(r.objects.map((o) => o && [o.type, o.type === 'commit' ? o.sha : o.blob!.length])).toEqual([
      ['commit', branchPoint],
      ['blob', Buffer.byteLength(`${history}\n${entry('dsr1-fp4-b200-sglang', '5001')}`)],
      undefined,
      ['blob', Buffer.byteLength(`${history}\n${entry('dsr1-fp8-h200-sglang', 'XXX')}`)],
      undefined,
      undefined,
      ['commit', branchPoint],
    ]);
  });

  it('concurrent reads each get their own answer', async () => {
    const refs = [branchPoint, mainTip, branchTip, 'main', 'feature', 'main~1'];
    const got = await Promise.all(refs.flatMap((r) => [readFilesAtRef(repo, r, [PATH]), revParse(repo, r)]));
    expect(got.filter((x) => typeof x === 'string')).toEqual([
      branchPoint,
      mainTip,
      branchTip,
      mainTip,
      branchTip,
      branchPoint,
    ]);
  });

  it('outside a repository reading is a V-1 GitError, not a crash', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-a-repo-'));
    try {
      expect(await catFileBatch(dir, ['HEAD'])).toHaveProperty('error');
      await expect(revParse(dir, 'HEAD')).rejects.toBeInstanceOf(GitError);
      const pair = await readChangelogPair(dir, PATH, { base: null, head: 'HEAD' });
      expect(pair.diagnostics.map((d) => d.rule)).toEqual(['V-1']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CL-1 merge-base semantics: a branch behind a main that gained entries', inputs, () => {
  it('the target tip as base reports a deletion; the merge base passes with only the branch entry', async () => {
    const naive = await readChangelogPair(repo, PATH, { base: 'main', head: 'feature' });
    const wrong = gateChangelog({ path: PATH, base: naive.base, head: naive.head! });
    expect(wrong.outcome).toBe('error');
    expect(wrong.diagnostics.map((d) => [d.line, d.message.split(';')[0]])).toEqual([
      [6383, 'entry 773 changed'],
    ]);

    const refs = await resolveGateRefs(repo, { base: 'main', head: 'feature' });
    expect(refs).toEqual({ base: branchPoint, head: branchTip });
    const pair = await readChangelogPair(repo, PATH, refs);
    expect(pair.diagnostics).toEqual([]);
    const r = gateChangelog({ path: PATH, base: pair.base, head: pair.head!, prNumber: 7 });
    expect(r.diagnostics).toEqual([]);
    expect(r.outcome).toBe('entries');
    expect(r.appended.map((a) => [a.index, a.line, a.entry['config-keys']])).toEqual([
      [773, 6382, ['dsr1-fp8-h200-sglang']],
    ]);
  });

  it('a null or all-zero base (new branch push) has no base', async () => {
    expect(await resolveGateRefs(repo, { base: '0'.repeat(40), head: 'feature' })).toEqual({
      base: null,
      head: branchTip,
    });
  });
});
