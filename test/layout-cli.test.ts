// Every command finds its inputs in the inferencex-e2e/ layout with no path flags, and explicit path
// options still override (product-authored fixture test/fixtures/e2e-layout; no reference data needed).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../src/cli/explain.js';
import { generate } from '../src/cli/generate.js';
import type { CliIo, Command } from '../src/cli/io.js';
import { lint } from '../src/cli/lint.js';
import { plan } from '../src/cli/plan.js';
import { repoRoot } from './support/reference.js';

const fixture = join(repoRoot, 'test/fixtures/e2e-layout');
const dir = mkdtempSync(join(tmpdir(), 'sweep-layout-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(cmd: Command, argv: string[], cwd = dir) {
  let out = '';
  let err = '';
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd, env: {} };
  return { code: await cmd(argv, io), out, err };
}

beforeAll(() => {
  cpSync(fixture, dir, { recursive: true });
  const git = (...a: string[]) =>
    spawnSync('git', ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...a]);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
});

describe('inferencex-e2e/ layout found by every command', () => {
  it('lint', async () => {
    const r = await run(lint, []);
    expect(r.code).toBe(0);
    expect(r.out).toContain('lint: 0 error(s), 0 warning(s)');
  });

  it('generate full-sweep and test-config', async () => {
    const full = await run(generate, ['full-sweep', '--no-evals']);
    expect(full.code, full.err).toBe(0);
    expect(JSON.parse(full.out)).toHaveLength(9);
    const one = await run(generate, ['test-config', '--config-keys', 'mdl-fp8-gb300-dynamo-trt-agg']);
    expect((JSON.parse(one.out) as { 'node-count': number }[]).map((r) => r['node-count'])).toEqual([2]);
  });

  it('explain: the aggregated item’s GPUs and nodes', async () => {
    const r = await run(explain, ['mdl-fp4-gb300-dynamo-vllm-agentic-agg']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/prefill {2}2 × \(tp 4, ep 4, dp-attn true\) = 8 GPUs/);
    expect(r.out).toMatch(/nodes {4}2 +num-nodes of the aggregated item/);
  });

  it('plan from git refs and from files', async () => {
    const fromFiles = await run(plan, [
      '--head-file',
      'inferencex-e2e/perf-changelog.yaml',
      '--format',
      'json',
    ]);
    expect(fromFiles.code, fromFiles.err).toBe(0);
    const out = JSON.parse(fromFiles.out) as { buckets: Record<string, number> };
    expect(out.buckets['single_node.8k1k']).toBe(3);
    // git mode: the base has no entry yet, the head appends one (here: the same commit twice → none).
    const refs = await run(plan, ['--base', 'HEAD', '--head', 'HEAD']);
    expect(refs.code, refs.err).toBe(0);
    expect(refs.err).toContain('no changelog entry appended');
  });

  it('explicit path options still override the found layout', async () => {
    const r = await run(generate, [
      'full-sweep',
      '--no-evals',
      '--config-files',
      join(fixture, 'inferencex-e2e/configs/amd-master.yaml'),
      '--runner-config',
      join(fixture, 'inferencex-e2e/configs/runners.yaml'),
    ]);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toHaveLength(1);
  });
});
