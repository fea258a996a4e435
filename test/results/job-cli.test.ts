// `sweep process-result` and `sweep check-result`, the benchmark job's steps after the launcher, through
// the CLI router in-process on a real working directory.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { F1_RF, F3_FILE, F3_RF, F4_RF, f1Raw, f1Row, f3Raw, f3Row, f4Row } from './examples.js';

function workdir(row: object, files: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'result-job-'));
  writeFileSync(join(dir, 'row.json'), JSON.stringify(row));
  for (const [name, v] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), typeof v === 'string' ? v : JSON.stringify(v));
  }
  return dir;
}

async function run(dir: string, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    cwd: dir,
    env,
  };
  const code = await main(argv, io);
  return { code, ...out };
}

describe('sweep process-result', () => {
  it('single-node: writes agg_<RF>.json beside <RF>.json and prints it; the name from RUNNER_NAME', async () => {
    const dir = workdir(f1Row, { [`${F1_RF}.json`]: f1Raw });
    const name = await run(dir, ['process-result', '--row', 'row.json', '--name-only'], {
      RUNNER_NAME: 'b200-cw_00',
    });
    expect(name).toMatchObject({ code: 0, stdout: `${F1_RF}\n` });
    const r = await run(dir, ['process-result', '--row', 'row.json'], { RUNNER_NAME: 'b200-cw_00' });
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(join(dir, `agg_${F1_RF}.json`), 'utf8');
    expect(r.stdout).toBe(`${text}\n`);
    expect(JSON.parse(text)).toMatchObject({ tput_per_gpu: 1043.9660056657224, power_valid: 0 });
  });

  it('multi-node: one aggregate per <RF>_*.json with _gpus_; --result-filename names the job', async () => {
    const dir = workdir(f3Row, { [F3_FILE]: f3Raw, [`${F3_RF}_notes.json`]: {} });
    const r = await run(dir, ['process-result', '--row', 'row.json', '--result-filename', F3_RF]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(`skipped ${F3_RF}_notes.json: no _gpus_<N> in its name\n`);
    const agg = JSON.parse(readFileSync(join(dir, `agg_${F3_FILE}`), 'utf8')) as Record<string, unknown>;
    expect(agg).toMatchObject({ num_prefill_gpu: 20, num_decode_gpu: 8, output_tput_per_gpu: 1231.29625 });
  });

  it("fails with the reference's refusal; a required power measurement fails the step", async () => {
    const dir = workdir({ ...f1Row, disagg: true }, { [`${F1_RF}.json`]: f1Raw });
    const r = await run(dir, ['process-result', '--row', 'row.json', '--result-filename', F1_RF]);
    expect(r).toMatchObject({
      code: 1,
      stderr: `${F1_RF}.json: Disaggregated mode requires multinode setup.\n`,
    });
    const missing = await run(workdir(f1Row), [
      'process-result',
      '--row',
      'row.json',
      '--result-filename',
      F1_RF,
    ]);
    expect(missing).toMatchObject({ code: 1, stderr: `${F1_RF}.json: No such file or directory\n` });
    const power = workdir(f1Row, { [`${F1_RF}.json`]: f1Raw });
    const p = await run(power, ['process-result', '--row', 'row.json', '--result-filename', F1_RF], {
      REQUIRE_POWER: 'yes',
    });
    expect(p.code).toBe(1);
    expect(p.stderr).toMatch(/power is required/);
    expect(existsSync(join(power, `agg_${F1_RF}.json`))).toBe(true);
  });

  it('agentic jobs have nothing to process; no runner name is a usage error', async () => {
    const dir = workdir(f4Row);
    const r = await run(dir, ['process-result', '--row', 'row.json', '--runner-name', 'b200-dgxc_03']);
    expect(r).toMatchObject({ code: 0 });
    expect((await run(dir, ['process-result', '--row', 'row.json'])).code).toBe(2);
  });
});

describe('sweep check-result', () => {
  it('passes with the result file, fails with the reference message without it', async () => {
    const ok = workdir(f1Row, { [`${F1_RF}.json`]: f1Raw });
    expect(await run(ok, ['check-result', '--row', 'row.json', '--result-filename', F1_RF])).toMatchObject({
      code: 0,
    });
    const none = workdir(f1Row);
    const r = await run(none, [
      'check-result',
      '--row',
      'row.json',
      '--result-filename',
      F1_RF,
      '--wait',
      '1',
    ]);
    expect(r).toMatchObject({ code: 1, stderr: `Run failed: Benchmark result ${F1_RF}.json not found.\n` });
  });

  it('agentic: validates AIPerf’s error rate in results/aiperf_artifacts', async () => {
    const dir = workdir(f4Row, {
      [`${F4_RF}.json`]: {},
      'results/aiperf_artifacts/profile_export_aiperf.json': {
        request_count: { avg: 80 },
        error_request_count: { avg: 20 },
      },
    });
    const r = await run(dir, ['check-result', '--row', 'row.json', '--runner-name', 'b200-dgxc_03']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'ERROR: aiperf request error rate exceeded the benchmark limit: 20/100 = 20.000% > 10.000%\n',
    );
  });
});
