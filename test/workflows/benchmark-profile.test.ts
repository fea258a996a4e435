// The benchmark templates' launcher profiles and the benchmark secrets (05 §6, SEC-1, SEC-5): one fixed
// set of secrets declared and passed by name at every level, each reaching only the step that needs it,
// only in jobs with read scopes; the inferencex profile's steps guarded by the profile; its resource
// cleanup run against stand-in Docker and Slurm commands.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { BENCHMARK_SECRET_NAMES } from '../../src/dispatch/launcher-profile.js';
import { cleanupScript, LAUNCH_SECRETS, UPLOADS } from '../../src/dispatch/benchmark-steps.js';
import { FILES, RESULTS_DATABASE_SECRET } from '../../src/dispatch/workflows.js';
import { renderRunCaller } from '../../src/dispatch/callers.js';
import { repoRoot } from '../support/reference.js';

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
};
type Job = {
  uses?: string;
  steps?: Step[];
  permissions?: Record<string, string>;
  secrets?: Record<string, string> | string;
};
type Wf = { on: { workflow_call?: { secrets?: Record<string, unknown> } }; jobs: Record<string, Job> };

const read = (f: string) => parse(readFileSync(join(repoRoot, '.github/workflows', f), 'utf8')) as Wf;
const reusable = [FILES.run, FILES.family, FILES.single, FILES.multi];
const secretRefs = (v: unknown): string[] =>
  [...JSON.stringify(v ?? '').matchAll(/secrets\.([A-Z_]+)/g)].map((m) => m[1]!);

describe('benchmark secrets', () => {
  it('every reusable workflow declares exactly the fixed set and passes each one down by its own name', () => {
    let calls = 0;
    for (const f of reusable) {
      const wf = read(f);
      // The sweep also takes the results database's URL, for its links job only (see below).
      expect(Object.keys(wf.on.workflow_call!.secrets!), f).toEqual(
        f === FILES.run ? [...BENCHMARK_SECRET_NAMES, RESULTS_DATABASE_SECRET] : BENCHMARK_SECRET_NAMES,
      );
      for (const [id, job] of Object.entries(wf.jobs)) {
        if (!job.uses) continue;
        calls++;
        expect(job.secrets, `${f} ${id}`).toEqual(
          Object.fromEntries(BENCHMARK_SECRET_NAMES.map((n) => [n, `\${{ secrets.${n} }}`])),
        );
      }
    }
    expect(calls).toBeGreaterThan(10);
  });

  it('in a benchmark job the launch command sees HF_TOKEN and the Modal tokens, only the checkout the checkout token', () => {
    for (const f of [FILES.single, FILES.multi]) {
      const job = read(f).jobs['benchmark']!;
      // PR code runs here: read scopes only.
      expect(
        Object.values(job.permissions ?? {}).every((p) => p === 'read'),
        f,
      ).toBe(true);
      for (const step of job.steps!) {
        const refs = secretRefs(step);
        if (refs.includes('CHECKOUT_TOKEN')) {
          expect(step.uses, `${f} ${step.name}`).toMatch(/^actions\/checkout@/);
          expect(secretRefs(step.with?.['token'])).toEqual(['CHECKOUT_TOKEN']);
          expect(step.with?.['persist-credentials'], `${f} ${step.name}`).toBe(false);
        }
        const launch = refs.filter((n) => n !== 'CHECKOUT_TOKEN');
        if (launch.length) {
          expect(step.name, f).toMatch(/^(benchmark|launch \(the layout's launch command\))$/);
          expect(launch).toEqual([...LAUNCH_SECRETS]);
          expect(secretRefs(step.env)).toEqual([...LAUNCH_SECRETS]);
        }
      }
    }
  });

  it('no job whose steps run reads a benchmark secret while holding a write scope', () => {
    const benchmark = (v: unknown) =>
      secretRefs(v).filter((n) => (BENCHMARK_SECRET_NAMES as readonly string[]).includes(n));
    for (const f of reusable)
      for (const [id, job] of Object.entries(read(f).jobs))
        if (job.steps && benchmark(job.steps).length)
          expect(Object.values(job.permissions ?? {}), `${f} ${id}`).not.toContain('write');
  });

  it('the results database URL reaches the links job alone, as the action input of its one action step, beside no PR code', () => {
    const holders = reusable.flatMap((f) =>
      Object.entries(read(f).jobs)
        .filter(([, job]) => job.steps && secretRefs(job.steps).includes(RESULTS_DATABASE_SECRET))
        .map(([id, job]) => ({ id: `${f} ${id}`, job })),
    );
    expect(holders.map((h) => h.id)).toEqual([`${FILES.run} links`]);
    const steps = holders[0]!.job.steps!;
    const using = steps.filter((s) => secretRefs(s).includes(RESULTS_DATABASE_SECRET));
    expect(using.map((s) => [s.uses, s.with?.['database-url']])).toEqual([
      ['./.sweep/tooling', `\${{ secrets.${RESULTS_DATABASE_SECRET} }}`],
    ]);
    // Its checkouts are the default branch and the product's tooling, never the PR head.
    for (const s of steps.filter((x) => x.uses?.startsWith('actions/checkout@')))
      expect(String(s.with?.['ref'] ?? ''), s.name).toMatch(/^(|\$\{\{ inputs\.tooling-ref \}\})$/);
    expect(steps.some((s) => s.run !== undefined)).toBe(false);
  });

  it('the caller passes the results database URL only when the config file chooses the postgres baseline', () => {
    const launcher = { profile: 'script' as const, secrets: {} };
    const secretsOf = (b: 'published' | 'postgres' | 'none') =>
      (parse(renderRunCaller(undefined, '.github/sweep.yml', launcher, b)) as { jobs: { sweep: Job } }).jobs
        .sweep.secrets;
    expect(secretsOf('published')).toBeUndefined();
    expect(secretsOf('none')).toBeUndefined();
    expect(secretsOf('postgres')).toEqual({
      [RESULTS_DATABASE_SECRET]: `\${{ secrets.${RESULTS_DATABASE_SECRET} }}`,
    });
  });

  it('the caller init writes passes the profile and only the secrets of its list, from the repository names given', () => {
    const text = renderRunCaller(undefined, '.github/sweep.yml', {
      profile: 'inferencex',
      secrets: { HF_TOKEN: 'INFERENCEX_OFFICIAL_RO_HF_TOKEN', CHECKOUT_TOKEN: 'REPO_PAT' },
    });
    const sweep = (parse(text) as { jobs: { sweep: Job & { with: Record<string, unknown> } } }).jobs.sweep;
    expect(sweep.with['launcher-profile']).toBe('inferencex');
    expect(sweep.secrets).toEqual({
      HF_TOKEN: '${{ secrets.INFERENCEX_OFFICIAL_RO_HF_TOKEN }}',
      CHECKOUT_TOKEN: '${{ secrets.REPO_PAT }}',
    });
    expect(text).not.toMatch(/secrets:\s*inherit/);
  });
});

describe('the inferencex profile in the benchmark templates', () => {
  it("its steps run only under the profile, the script profile's only without it; the rest are shared", () => {
    for (const f of [FILES.single, FILES.multi]) {
      const steps = read(f).jobs['benchmark']!.steps!;
      const profile = steps.filter((s) => s.if?.includes("inputs.launcher-profile == 'inferencex'"));
      const script = steps.filter((s) => s.if?.includes("inputs.launcher-profile != 'inferencex'"));
      const shared = steps.filter((s) => !profile.includes(s) && !script.includes(s));
      expect(script.map((s) => s.name)).toEqual([
        'benchmark revision (exactly the approved SHA)',
        'benchmark',
      ]);
      expect(shared.map((s) => s.name ?? s.uses?.replace(/@.*/, ''))).toEqual([
        'orchestrator tooling',
        'actions/download-artifact',
        'fail-fast stop (before any GPU time)',
        'row from the plan (ROW_JSON and the launcher environment)',
        'actions/upload-artifact',
      ]);
      // A job whose family fail-fast stopped runs neither profile's launch nor what follows it (the
      // stop step runs before the row step moves the tooling out of the inferencex checkout).
      const stopAt = steps.findIndex((s) => s.id === 'stop');
      for (const s of steps.filter((x) => /^(benchmark$|launch|result)|result marker/.test(x.name ?? '')))
        expect(s.if, s.name).toContain("steps.stop.outputs.launch != 'false'");
      expect(stopAt).toBeLessThan(steps.findIndex((s) => s.name?.startsWith('row from the plan')));
      // Cleanup first and last (the last one always), every reference artifact after the checks.
      expect(profile[0]!.name).toMatch(/^resource cleanup before/);
      expect(profile.at(-1)!.name).toMatch(/^resource cleanup after/);
      expect(profile.at(-1)!.if).toMatch(/^\$\{\{ always\(\) && /);
      const t = f === FILES.single ? 'single' : 'multi';
      expect(
        profile.filter((s) => s.uses?.startsWith('actions/upload-artifact@')).map((s) => s.with!['name']),
      ).toEqual(UPLOADS[t].map((u) => u.name));
    }
  });

  it('the checkout is exactly the approved SHA with full history, submodules and a clean tree', () => {
    for (const f of [FILES.single, FILES.multi]) {
      const co = read(f).jobs['benchmark']!.steps!.find((s) =>
        s.name?.startsWith('benchmark revision (exactly the approved SHA, with'),
      );
      expect(co?.with).toEqual({
        ref: '${{ inputs.head-sha }}',
        token: '${{ secrets.CHECKOUT_TOKEN || github.token }}',
        'fetch-depth': 0,
        clean: true,
        submodules: true,
        'persist-credentials': false,
      });
    }
  });
});

describe('resource cleanup (JOB-CONTRACT §2.1, §3.1)', () => {
  /** Runs the cleanup with stand-in commands: docker lists two containers once, squeue one job once. */
  function cleanup(t: 'single' | 'multi') {
    const dir = mkdtempSync(join(tmpdir(), 'sweep-cleanup-'));
    try {
      const log = join(dir, 'calls');
      const shim = (name: string, body: string) => {
        writeFileSync(join(dir, name), `#!/bin/bash\necho "${name} $*" >> "${log}"\n${body}\n`);
        chmodSync(join(dir, name), 0o755);
      };
      // Each lists once, then nothing is left (the second listing is the wait's).
      shim(
        'docker',
        `if [ "$1 $2" = "ps -aq" ] && [ ! -e "${dir}/d" ]; then touch "${dir}/d"; printf 'c1\\nc2\\n'; fi`,
      );
      shim('squeue', `if [ ! -e "${dir}/s" ]; then touch "${dir}/s"; echo 4242; fi`);
      shim('scancel', '');
      const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', cleanupScript(t)], {
        env: { PATH: `${dir}:/usr/bin:/bin`, RUNNER_NAME: 'b200-dgxc_03', USER: 'gha' },
        encoding: 'utf8',
      });
      return { code: r.status, calls: readFileSync(log, 'utf8').trim().split('\n') };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('single-node: every container of the host, unused networks, the Slurm jobs named after the runner; waits for both', () => {
    const r = cleanup('single');
    expect(r.code).toBe(0);
    expect(r.calls).toEqual([
      'docker info',
      'docker ps -aq',
      'docker rm -f c1 c2',
      'docker network prune -f',
      'docker ps -aq',
      'docker ps -aq',
      'scancel --name=b200-dgxc_03',
      'squeue --noheader --name=b200-dgxc_03',
      'squeue --noheader --name=b200-dgxc_03',
      'squeue --noheader --name=b200-dgxc_03',
    ]);
  });

  it("multi-node: only this user's Slurm jobs named after the runner, no Docker", () => {
    const r = cleanup('multi');
    expect(r.code).toBe(0);
    expect(r.calls[0]).toBe('scancel --user=gha --name=b200-dgxc_03');
    expect(r.calls.every((c) => !c.startsWith('docker'))).toBe(true);
  });
});
