// `sweep dispatch` with the repository config: label sets from the scheduler flags (RT-1), every label
// checked against runners.yaml before the sweep fans out, and the row's launcher environment ($GITHUB_ENV).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import type { CliIo } from './io.js';

const rowA = {
  'row-id': 'aaaaaaaaaaaaaaaa',
  runner: 'b200',
  conc: 4,
  tp: 8,
  'gpu-count': 8,
  'node-count': 1,
  isl: 1024,
  osl: 1024,
  'model-prefix': 'dsr1',
};
const rowB = {
  'row-id': 'bbbbbbbbbbbbbbbb',
  runner: 'cluster:gb200-nv',
  conc: [8, 16],
  'node-count': 3,
  prefill: { 'num-worker': 1, tp: 4 },
  decode: { 'num-worker': 1, tp: 4 },
  isl: 1024,
  osl: 1024,
};

function checkout(files: Record<string, string>) {
  const cwd = mkdtempSync(join(tmpdir(), 'dispatch-route-'));
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(join(cwd, p, '..'), { recursive: true });
    writeFileSync(join(cwd, p), t);
  }
  return cwd;
}

async function run(cwd: string, args: string[], env: Record<string, string> = {}) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    cwd,
    env,
  };
  return { code: await main(['dispatch', ...args], io), ...out };
}

const plan = JSON.stringify({ single_node: { '1k1k': [rowA] }, multi_node: { '1k1k': [rowB] } });
const runners = 'labels:\n  b200: [b200_0]\n  cluster:gb200-nv: [gb200-nv_0]\n';

describe('sweep dispatch with the repository config', () => {
  it('RT-1: expand gives each row its label set; the node-slot flag adds nodes:<N>, the priority flag its labels', async () => {
    const cwd = checkout({
      'plan.json': plan,
      'inferencex-e2e/configs/runners.yaml': runners,
      'inferencex-e2e/perf-changelog.yaml': '',
    });
    const off = await run(cwd, [
      'expand',
      '--plan',
      'plan.json',
      '--job',
      'sweep-multi-node-1k1k',
      '--canary',
      'none',
    ]);
    expect(off.code, off.stderr).toBe(0);
    const slot = (text: string) => JSON.parse(/slot_0=(.*)/.exec(text)![1]!) as { 'runs-on': string }[];
    expect(JSON.parse(slot(off.stdout)[0]!['runs-on'])).toEqual(['cluster:gb200-nv']);
    const on = await run(
      cwd,
      ['expand', '--plan', 'plan.json', '--job', 'sweep-multi-node-1k1k', '--canary', 'none'],
      {
        NODE_SLOT_SCHEDULER_ENABLED: 'true',
      },
    );
    expect(JSON.parse(slot(on.stdout)[0]!['runs-on'])).toEqual(['cluster:gb200-nv', 'nodes:3']);
    mkdirSync(join(cwd, '.github'), { recursive: true });
    writeFileSync(join(cwd, '.github/sweep.yml'), 'scheduler:\n  priority: true\n  node-slots: false\n');
    const cfg = await run(
      cwd,
      [
        'expand',
        '--plan',
        'plan.json',
        '--job',
        'sweep-multi-node-1k1k',
        '--canary',
        'none',
        '--config',
        '.github/sweep.yml',
      ],
      {
        NODE_SLOT_SCHEDULER_ENABLED: 'true',
      },
    );
    expect(JSON.parse(slot(cfg.stdout)[0]!['runs-on'])[0]).toBe('self-hosted');
    expect(JSON.parse(slot(cfg.stdout)[0]!['runs-on'])).not.toContain('nodes:3');
  });

  it('RT-1: load-plan refuses a plan whose runner label runners.yaml does not have (nothing fans out)', async () => {
    const bad = JSON.stringify({ single_node: { '1k1k': [{ ...rowA, runner: 'gb300-nv' }] } });
    const cwd = checkout({ 'plan.json': bad, 'configs/runners.yaml': runners, 'perf-changelog.yaml': '' });
    const r = await run(cwd, ['load-plan', '--plan', 'plan.json', '--canary', 'none']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "its job would wait for the runner label 'gb300-nv', which no runner in configs/runners.yaml carries",
    );
    expect(r.stdout).toBe('');
  });

  it('a config file with errors is refused with its position', async () => {
    const cwd = checkout({ 'plan.json': plan, '.github/sweep.yml': 'scheduler:\n  nodes: true\n' });
    const r = await run(cwd, ['load-plan', '--plan', 'plan.json', '--config', '.github/sweep.yml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('.github/sweep.yml:2:3');
  });

  it('row --env-out writes the launcher environment and the launcher command for $GITHUB_ENV', async () => {
    const cwd = checkout({ 'plan.json': plan, '.github/sweep.yml': 'launcher: bash benchmarks/launch.sh\n' });
    const r = await run(cwd, [
      'row',
      '--plan',
      'plan.json',
      '--id',
      rowB['row-id'],
      '--out',
      'row.json',
      '--config',
      '.github/sweep.yml',
      '--env-out',
      'env',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const env = readFileSync(join(cwd, 'env'), 'utf8');
    expect(env).toContain('CONC_LIST<<SWEEP_EOF\n8 16\nSWEEP_EOF\n');
    expect(env).toContain('IS_MULTINODE<<SWEEP_EOF\ntrue\nSWEEP_EOF\n');
    expect(env).toContain('SWEEP_LAUNCHER<<SWEEP_EOF\nbash benchmarks/launch.sh\nSWEEP_EOF\n');
    expect(JSON.parse(readFileSync(join(cwd, 'row.json'), 'utf8'))['row-id']).toBe(rowB['row-id']);
  });

  const rowArgs = (id: string) => ['row', '--plan', 'plan.json', '--id', id, '--out', 'row.json'];
  const cfgArgs = ['--config', '.github/sweep.yml', '--env-out', 'env'];

  it('row --profile inferencex: the reference names (RESULT_FILENAME from $RUNNER_NAME, GPU_COUNT), the launch command and its folder', async () => {
    const cwd = checkout({
      'plan.json': plan,
      '.github/sweep.yml': 'layout:\n  root: inferencex-e2e\nlauncher:\n  profile: inferencex\n',
    });
    const r = await run(cwd, [...rowArgs(rowA['row-id']), ...cfgArgs, '--profile', 'inferencex'], {
      RUNNER_NAME: 'b200-dgxc_03',
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(r.code, r.stderr).toBe(0);
    const env = readFileSync(join(cwd, 'env'), 'utf8');
    const v = (k: string) => new RegExp(`^${k}<<(\\w+)\\n([^\\n]*)\\n\\1$`, 'm').exec(env)?.[2];
    // The row lacks most naming fields: their places stay empty, the runner's name ends it.
    expect(v('RESULT_FILENAME')).toBe('___tp8-pp-dcp-pcp-ep-dpa_disagg-false_spec-_conc4_b200-dgxc_03');
    expect([v('GPU_COUNT'), v('RUNNER_NAME'), v('RUNNER_TYPE'), v('RESULT_DIR')]).toEqual([
      '8',
      'b200-dgxc_03',
      'b200',
      '/workspace/results',
    ]);
    expect([v('SWEEP_LAUNCHER'), v('SWEEP_LAUNCH_DIR')]).toEqual([
      'python -m infx.launch run',
      'inferencex-e2e',
    ]);
    expect(JSON.parse(v('SWEEP_RESULT_MARKER')!)).toMatchObject({ 'row-id': rowA['row-id'], attempt: 2 });
  });

  it('row --profile: a config file of another profile stops the job before anything runs', async () => {
    const cwd = checkout({ 'plan.json': plan, '.github/sweep.yml': 'launcher: bash run.sh\n' });
    const r = await run(cwd, [...rowArgs(rowA['row-id']), ...cfgArgs, '--profile', 'inferencex'], {
      RUNNER_NAME: 'b200-dgxc_03',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "the sweep workflow runs the 'inferencex' launcher profile, but .github/sweep.yml",
    );
    expect(readFileSync(join(cwd, 'row.json'), 'utf8')).toContain(rowA['row-id']);
    expect(() => readFileSync(join(cwd, 'env'), 'utf8')).toThrow();
  });
});
