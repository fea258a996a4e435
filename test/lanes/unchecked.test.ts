// Never silent about lanes: lint, explain and plan each say once which lanes file they used, and without
// one how many multi-node rows had no lane check and how to add it. Fixtures of this repository; counts by
// hand from them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { repoRoot } from '../support/reference.js';

const tmp = mkdtempSync(join(tmpdir(), 'sweep-lanes-note-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function sweep(cwd: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env: {} };
  const code = await main(argv, io);
  return { code, out, err };
}

/** Two gb200-nv dsv4 agentic configs at the root (conc 16, 32 and 16, 32, 64: five multi-node rows), no lanes file. */
function rootWithoutLanes(): string {
  const dir = join(tmp, 'root');
  cpSync(join(repoRoot, 'test/fixtures/lanes/bug1-review'), dir, { recursive: true });
  rmSync(join(dir, 'configs/lanes.yaml'));
  writeFileSync(
    join(dir, 'perf-changelog.yaml'),
    `- config-keys:
    - dsv4-fp4-gb200-dynamo-vllm-agentic
    - dsv4-fp4-gb200-vllm-agentic
  description:
    - "dsv4 on gb200"
  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/1
`,
  );
  return dir;
}
const NONE = (n: number) =>
  `lanes: no lanes file (configs/lanes.yaml), so ${n} multi-node rows had no lane check; to check them, write configs/lanes.yaml (its format: docs/lanes.md)`;
const once = (text: string, line: string) => text.split(`${line}\n`).length - 1;

describe('without a lanes file', () => {
  const dir = rootWithoutLanes();

  it('lint says how many multi-node rows had no lane check and how to add one', async () => {
    const r = await sweep(dir, 'lint');
    expect(once(r.out, NONE(5))).toBe(1);
  });

  it('explain says it once, and on each row that its lane is not checked', async () => {
    const r = await sweep(dir, 'explain', 'dsv4-fp4-gb200-vllm-agentic');
    expect(r.code, r.err).toBe(0);
    expect(r.out.startsWith(`${NONE(3)}\n\n`)).toBe(true);
    expect(r.out.match(/^ {2}lane +not checked: no lanes file \(configs\/lanes\.yaml\)$/gm)).toHaveLength(3);
  });

  it('plan in git mode reads the lanes file at the head revision', async () => {
    const repo = join(tmp, 'git');
    cpSync(dir, repo, { recursive: true });
    const entry = readFileSync(join(repo, 'perf-changelog.yaml'), 'utf8');
    const git = (...a: string[]) =>
      spawnSync('git', ['-C', repo, '-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { encoding: 'utf8' });
    writeFileSync(join(repo, 'perf-changelog.yaml'), '');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    writeFileSync(join(repo, 'perf-changelog.yaml'), entry);
    cpSync(
      join(repoRoot, 'test/fixtures/lanes/bug1-fixed/configs/lanes.yaml'),
      join(repo, 'configs/lanes.yaml'),
    );
    git('add', '-A');
    git('commit', '-qm', 'head');
    // The working tree loses the lanes file: the head revision's is the one that counts.
    rmSync(join(repo, 'configs/lanes.yaml'));
    const r = await sweep(repo, 'plan', '--base', 'HEAD~1', '--head', 'HEAD');
    expect(r.code, r.err).toBe(0);
    expect(once(r.err, 'lanes: configs/lanes.yaml')).toBe(1);
  });

  it('plan says it once on stderr, for the planned rows', async () => {
    const r = await sweep(dir, 'plan', '--head-file', 'perf-changelog.yaml', '--format', 'json');
    expect(r.code, r.err).toBe(0);
    // The five benchmark rows and one multi-node agentic eval row per config.
    const buckets = (JSON.parse(r.out) as { buckets: Record<string, number> }).buckets;
    expect([buckets['multi_node.agentic'], buckets['multinode_agentic_evals']]).toEqual([5, 2]);
    expect(once(r.err, NONE(7))).toBe(1);
  });
});

describe('with a lanes file', () => {
  it('lint, explain and plan name the one they used', async () => {
    const dir = join(tmp, 'with');
    cpSync(rootWithoutLanes(), dir, { recursive: true });
    cpSync(
      join(repoRoot, 'test/fixtures/lanes/bug1-fixed/configs/lanes.yaml'),
      join(dir, 'configs/lanes.yaml'),
    );
    const used = 'lanes: configs/lanes.yaml';
    expect(once((await sweep(dir, 'lint')).out, used)).toBe(1);
    expect((await sweep(dir, 'explain', 'dsv4-fp4-gb200-vllm-agentic')).out.startsWith(`${used}\n\n`)).toBe(
      true,
    );
    expect(once((await sweep(dir, 'plan', '--head-file', 'perf-changelog.yaml')).err, used)).toBe(1);
  });

  it('the policy shipped for inferencex-e2e/ checks only the clusters the repository has; rows on others are counted', async () => {
    // test/fixtures/e2e-layout: clusters b300-x and gb300-y, which the shipped policy does not name; gb300-y
    // runs three multi-node rows (agentic conc 8 and 32, one fixed-seq-len row).
    const dir = join(tmp, 'e2e');
    cpSync(join(repoRoot, 'test/fixtures/e2e-layout'), dir, { recursive: true });
    const r = await sweep(dir, 'lint');
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('sweep:lanes/inferencex-e2e.yaml:');
    expect(
      once(
        r.out,
        'lanes: the policy the product ships for this layout (sweep:lanes/inferencex-e2e.yaml): there is no inferencex-e2e/configs/lanes.yaml; `sweep init` writes a copy there to edit; 3 multi-node rows had no lane check: the lanes do not cover their clusters (cluster:gb300-y)',
      ),
    ).toBe(1);
  });

  it('init writes the policy for the clusters runners.yaml has, names the ones left out, and lint reads it as it read the shipped one', async () => {
    const dir = join(tmp, 'e2e-init');
    cpSync(join(repoRoot, 'test/fixtures/e2e-layout'), dir, { recursive: true });
    const before = await sweep(dir, 'lint');
    const r = await sweep(dir, 'init', '--dir', '.');
    expect(r.code, r.err).toBe(0);
    const file = join(dir, 'inferencex-e2e/configs/lanes.yaml');
    expect(r.out).toMatch(/^written +inferencex-e2e\/configs\/lanes\.yaml$/m);
    const text = readFileSync(file, 'utf8');
    // None of the policy's clusters has a record in this fixture: every one is named as left out.
    expect(text.split('\n')[0]).toMatch(/^# .*Left out \(no record\): gb200-nv, gb300-nv, .*mi355x-amds:/);
    expect(text).not.toMatch(/^ {2}gb200-nv\/srt-multi:/m);
    const after = await sweep(dir, 'lint');
    expect(after.code).toBe(before.code);
    expect(after.out).toContain('3 multi-node rows had no lane check');
  });
});
