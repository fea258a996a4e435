// `sweep plan --diff` in a small repository: a PR appends one entry for three configs (one new, one
// with a new image, one with a changed tp) and the command lists each curve against the merge base.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { multi, RUNNERS, single } from '../plan/test-helpers-curves.js';
import { UsageError, type CliIo } from './io.js';
import { plan } from './plan.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const K1 = 'dsr1-fp4-b200-sglang';
const K2 = 'dsr1-fp8-b200-sglang';
const K3 = 'dsr1-fp4-b200-vllm';
const MN = 'dsr1-fp4-gb200-dynamo-trt';
const MASTER = 'configs/nvidia-master.yaml';

const entry = (keys: string[], pr: string) =>
  `- config-keys:\n${keys.map((k) => `    - ${k}\n`).join('')}  description:\n    - "curve diff"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/${pr}\n`;

function repoWithPr(): string {
  const repo = mkdtempSync(join(tmpdir(), 'plan-diff-'));
  dirs.push(repo);
  const g = (...a: string[]) => {
    const r = spawnSync('git', ['-C', repo, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(r.stderr);
  };
  mkdirSync(join(repo, 'configs'));
  writeFileSync(join(repo, 'configs/runners.yaml'), RUNNERS);
  writeFileSync(join(repo, 'configs/amd-master.yaml'), '{}\n');
  writeFileSync(join(repo, MASTER), [single(K1), single(K2), multi(MN)].join('\n'));
  writeFileSync(join(repo, 'perf-changelog.yaml'), entry([K1], '1'));
  g('init', '-q', '-b', 'main');
  g('add', '-A');
  g('commit', '-qm', 'base');
  g('checkout', '-qb', 'pr');
  writeFileSync(
    join(repo, MASTER),
    [
      single(K1, { items: ['{ tp: 4, conc-list: [1, 2, 4] }', '{ tp: 2, conc-list: [4, 8] }'] }),
      single(K2, { image: 'lmsysorg/sglang:v0.5.16' }),
      multi(MN),
      single(K3, { framework: 'vllm', items: ['{ tp: 8, conc-list: [1, 4] }'] }),
    ].join('\n'),
  );
  writeFileSync(join(repo, 'perf-changelog.yaml'), `${entry([K1], '1')}\n${entry([K1, K2, K3, MN], 'XXX')}`);
  g('commit', '-qam', 'pr');
  // A branch that edits history instead of appending.
  g('checkout', '-qb', 'bad', 'main');
  writeFileSync(join(repo, 'perf-changelog.yaml'), entry([K1], '1').replace('curve diff', 'edited'));
  g('commit', '-qam', 'edit history');
  return repo;
}

async function run(argv: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd, env: {} };
  const code = await plan(argv, io);
  return { code, stdout, stderr };
}

describe('sweep plan --diff', () => {
  it('lists new, changed and unchanged curves with the changed fields', async () => {
    const repo = repoWithPr();
    const r = await run(['--base', 'main', '--head', 'pr', '--diff', '--no-ci-priority'], repo);
    expect(r.stderr).not.toMatch(/ error /);
    expect(r.code).toBe(0);
    const base = spawnSync('git', ['-C', repo, 'rev-parse', 'main'], { encoding: 'utf8' }).stdout.slice(
      0,
      12,
    );
    expect(r.stdout).toBe(
      [
        `curves against ${base} (merge base of main and pr): 1 new, 3 changed, 2 unchanged`,
        '',
        `${K1}: changed`,
        '  unchanged  8k1k     tp4',
        '  changed    8k1k     tp2: parallelism: tp 8 → 2',
        '',
        `${K2}: changed`,
        '  changed    8k1k     tp4: image: lmsysorg/sglang:v0.5.15 → lmsysorg/sglang:v0.5.16',
        '  changed    8k1k     tp8: image: lmsysorg/sglang:v0.5.15 → lmsysorg/sglang:v0.5.16',
        '',
        `${K3}: new config`,
        '  new        8k1k     tp8: conc 1 4',
        '',
        `${MN}: unchanged`,
        '  unchanged  8k1k     prefill 1×tp4 ep4 dp-attn, decode 2×tp8 ep8',
        '',
      ].join('\n'),
    );
  });

  it('needs two revisions', async () => {
    await expect(run(['--head-file', 'perf-changelog.yaml', '--diff'], tmpdir())).rejects.toThrow(UsageError);
  });

  it('a gate error is printed with its code and where to read about it, and no diff', async () => {
    const repo = repoWithPr();
    const r = await run(['--base', 'main', '--head', 'bad', '--diff', '--no-ci-priority'], repo);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/error \[L-\d\]/);
    expect(r.stderr).toMatch(/^codes explained in docs\/rules\.md: #l-\d/m);
  });
});
