// `sweep init` in a fresh repository of each layout: files written, a second run changes nothing, a
// changed file is kept unless --force; labels are created once through the API (a real HTTP server).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { parseRepoConfig } from '../../src/repo-config/load.js';
import { BENCHMARK_SECRET_NAMES } from '../../src/dispatch/launcher-profile.js';
import { RESULTS_DATABASE_SECRET } from '../../src/dispatch/workflows.js';
import type { CliIo } from '../../src/cli/io.js';
import { launcherFileExists, launcherFiles, setupChecklist } from '../../src/install/checklist.js';
import { body, expressions } from '../support/expressions.js';
import { repoRoot } from '../support/reference.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'sweep-init-'));
  dirs.push(d);
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  return d;
}

async function run(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), cwd: '/', env };
  const code = await main(['init', ...args], io);
  return { code, stdout, stderr };
}

const WRITTEN = ['.github/workflows/sweep-control.yml', '.github/workflows/sweep.yml', '.github/sweep.yml'];
const runners = 'labels:\n  b200: [b200_0]\n  cluster:gb200-nv: [gb200-nv_0]\n';

const layouts: { name: string; files: Record<string, string>; root: string }[] = [
  { name: 'root', files: { 'perf-changelog.yaml': '', 'configs/runners.yaml': runners }, root: '.' },
  {
    name: 'inferencex-e2e',
    files: { 'inferencex-e2e/perf-changelog.yaml': '', 'inferencex-e2e/configs/runners.yaml': runners },
    root: 'inferencex-e2e',
  },
];

describe('sweep init', () => {
  for (const l of layouts) {
    it(`${l.name} layout: writes the callers and a config for the detected layout; a second run changes nothing`, async () => {
      const d = repo(l.files);
      const first = await run(['--dir', d]);
      expect(first.code, first.stderr).toBe(0);
      for (const f of WRITTEN) expect(first.stdout).toContain(`written     ${f}`);
      expect(first.stdout).toContain('(detected)');
      if (l.root === '.') expect(first.stdout).toMatch(/^ {4}HF_TOKEN +model downloads/m);
      else
        expect(first.stdout).toMatch(
          /^ {4}INFERENCEX_OFFICIAL_RO_HF_TOKEN +passed to the benchmark jobs as HF_TOKEN: model downloads/m,
        );
      expect(first.stdout).toMatch(
        /^ {4}DASHBOARD_DISPATCH_TOKEN +a token that may send repository_dispatch/m,
      );
      expect(first.stdout).toMatch(/^ {4}PRIORITY_SCHEDULER_ENABLED +set to true/m);
      expect(first.stdout).toMatch(/^ {4}NODE_SLOT_SCHEDULER_ENABLED +set to true/m);
      if (l.root === '.') {
        expect(first.stdout).toContain('Launcher: bash scripts/benchmark/run.sh');
        expect(first.stdout).toContain('Not in this checkout: scripts/benchmark/run.sh.');
      } else {
        expect(first.stdout).toContain('Launcher: profile inferencex (the `launcher` of .github/sweep.yml)');
        expect(first.stdout).toContain(
          'Launch command: python -m infx.launch run (run in inferencex-e2e/ of the approved revision).',
        );
        expect(first.stdout).toContain('Not in this checkout: infx/launch.');
      }
      expect(first.stdout).toContain(
        'Runner labels your self-hosted runners must carry: b200, cluster:gb200-nv',
      );
      const cfg = parseRepoConfig(readFileSync(join(d, '.github/sweep.yml'), 'utf8'), '.github/sweep.yml');
      expect(cfg.diagnostics).toEqual([]);
      expect(cfg.file!.layout!.root).toBe(l.root);
      const control = readFileSync(join(d, WRITTEN[0]!), 'utf8');
      expect(control).toMatch(/uses: sweep-orchestrator\/sweep-orchestrator@v0\n/);
      expect(readFileSync(join(d, WRITTEN[1]!), 'utf8')).toContain(
        'uses: sweep-orchestrator/sweep-orchestrator/.github/workflows/sweep-run.yml@v0',
      );
      expect(control).not.toMatch(/uses: \.\//);

      const before = WRITTEN.map((f) => readFileSync(join(d, f), 'utf8'));
      const second = await run(['--dir', d]);
      expect(second.code).toBe(0);
      for (const f of WRITTEN) expect(second.stdout).toContain(`unchanged   ${f}`);
      expect(WRITTEN.map((f) => readFileSync(join(d, f), 'utf8'))).toEqual(before);
    });
  }

  it('a changed file is kept (exit 3) unless --force overwrites it', async () => {
    const d = repo(layouts[1]!.files);
    await run(['--dir', d]);
    writeFileSync(join(d, '.github/sweep.yml'), 'layout:\n  root: inferencex-e2e\nqueue-alert-minutes: 5\n');
    const kept = await run(['--dir', d]);
    expect(kept.code).toBe(3);
    expect(kept.stdout).toContain('kept        .github/sweep.yml');
    expect(readFileSync(join(d, '.github/sweep.yml'), 'utf8')).toContain('queue-alert-minutes: 5');
    const forced = await run(['--dir', d, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('overwritten .github/sweep.yml');
    expect(readFileSync(join(d, '.github/sweep.yml'), 'utf8')).not.toContain('queue-alert-minutes: 5\n');
  });

  it('an empty repository gets the root layout; --layout and --ref are honoured', async () => {
    const d = repo({});
    const r = await run(['--dir', d, '--layout', 'inferencex-e2e', '--ref', 'myorg/sweeper@v1']);
    expect(r.code).toBe(0);
    expect(readFileSync(join(d, '.github/sweep.yml'), 'utf8')).toContain('  root: inferencex-e2e\n');
    expect(readFileSync(join(d, '.github/workflows/sweep-control.yml'), 'utf8')).toContain(
      'uses: myorg/sweeper@v1',
    );
    expect((await run(['--dir', d, '--ref', 'nope'])).code).toBe(2);
  });

  it('--create-labels creates only the missing labels, once (HTTP server on 127.0.0.1)', async () => {
    const labels = new Map<string, unknown>([['full-sweep-enabled', {}]]);
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization}`);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify([...labels.keys()].map((name) => ({ name }))));
        return;
      }
      let body = '';
      req.on('data', (c: Buffer) => (body += String(c)));
      req.on('end', () => {
        const l = JSON.parse(body) as { name: string };
        labels.set(l.name, l);
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const env = {
      GITHUB_TOKEN: 't0k',
      GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    };
    try {
      const d = repo({});
      const first = await run(['--dir', d, '--create-labels', '--repo', 'myorg/bench'], env);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain('labels: 5 created');
      expect(first.stdout).toContain('1 already there');
      expect([...labels.keys()].sort()).toEqual([
        'agentx-fast',
        'all-evals',
        'evals-only',
        'full-sweep-enabled',
        'full-sweep-fail-fast',
        'non-canary-full-sweep-enabled',
      ]);
      expect(seen.every((s) => s.endsWith('Bearer t0k') && s.includes('/repos/myorg/bench/labels'))).toBe(
        true,
      );
      const second = await run(['--dir', d, '--create-labels', '--repo', 'myorg/bench'], env);
      expect(second.stdout).toContain('labels: 0 created, 6 already there');
      expect(seen.filter((s) => s.startsWith('POST'))).toHaveLength(5);
      expect((await run(['--dir', d, '--create-labels', '--repo', 'myorg/bench'])).code).toBe(2);
    } finally {
      server.close();
    }
  });
});

describe('sweep init: the launcher profile', () => {
  const caller = (d: string) =>
    parse(readFileSync(join(d, '.github/workflows/sweep.yml'), 'utf8')) as {
      jobs: { sweep: { with: Record<string, unknown>; secrets?: Record<string, string> } };
    };

  it("the inferencex-e2e layout gets the reference's job: the profile in the config, its secrets in the caller", async () => {
    const d = repo(layouts[1]!.files);
    expect((await run(['--dir', d])).code).toBe(0);
    const cfg = parseRepoConfig(readFileSync(join(d, '.github/sweep.yml'), 'utf8'), '.github/sweep.yml');
    expect(cfg.diagnostics).toEqual([]);
    expect(cfg.file!.launcher).toEqual({ profile: 'inferencex' });
    const sweep = caller(d).jobs.sweep;
    expect(sweep.with['launcher-profile']).toBe('inferencex');
    expect(sweep.secrets).toEqual({
      HF_TOKEN: '${{ secrets.INFERENCEX_OFFICIAL_RO_HF_TOKEN }}',
      MODAL_TOKEN_ID: '${{ secrets.MODAL_TOKEN_ID }}',
      MODAL_TOKEN_SECRET: '${{ secrets.MODAL_TOKEN_SECRET }}',
      CHECKOUT_TOKEN: '${{ secrets.REPO_PAT }}',
    });
  });

  it("the root layout is offered the inferencex profile when it has the reference's launch scripts; --launcher takes it", async () => {
    const files = { ...layouts[0]!.files, 'runners/launch_b200-dgxc.sh': '#!/bin/bash\n' };
    const d = repo(files);
    const first = await run(['--dir', d]);
    expect(first.code).toBe(0);
    expect(caller(d).jobs.sweep.with['launcher-profile']).toBe('script');
    expect(caller(d).jobs.sweep.secrets).toEqual({ HF_TOKEN: '${{ secrets.HF_TOKEN }}' });
    expect(first.stdout).toContain('init --launcher inferencex --force');
    // Without the scripts there is nothing to offer.
    expect((await run(['--dir', repo(layouts[0]!.files)])).stdout).not.toContain('--launcher inferencex');

    const taken = await run(['--dir', d, '--launcher', 'inferencex', '--force']);
    expect(taken.code).toBe(0);
    expect(caller(d).jobs.sweep.with['launcher-profile']).toBe('inferencex');
    expect(taken.stdout).toContain(
      'Launch command: bash ./runners/launch_${RUNNER_NAME%%_*}.sh (run in the checkout',
    );
    expect(taken.stdout).not.toContain('Not in this checkout');
    expect(taken.stdout).not.toContain('init --launcher inferencex');
    expect((await run(['--dir', d, '--launcher', 'docker'])).code).toBe(2);
  });

  it('a config file init keeps decides the profile and secrets the caller passes', async () => {
    const cfg =
      'layout:\n  root: inferencex-e2e\nlauncher:\n  profile: inferencex\n  secrets:\n    HF_TOKEN: MY_HF\n    CHECKOUT_TOKEN: MY_PAT\n';
    const d = repo({ ...layouts[1]!.files, '.github/sweep.yml': cfg });
    const r = await run(['--dir', d]);
    expect(r.code).toBe(3);
    expect(readFileSync(join(d, '.github/sweep.yml'), 'utf8')).toBe(cfg);
    expect(caller(d).jobs.sweep.secrets).toEqual({
      HF_TOKEN: '${{ secrets.MY_HF }}',
      CHECKOUT_TOKEN: '${{ secrets.MY_PAT }}',
    });
    expect(r.stdout).toMatch(/^ {4}MY_PAT +passed to the benchmark jobs as CHECKOUT_TOKEN: /m);
    expect(r.stdout).not.toContain('MODAL_TOKEN_ID');
  });

  it('the config file shows the results settings, commented, at their defaults; the results data branch is read as written', async () => {
    const d = repo(layouts[0]!.files);
    expect((await run(['--dir', d])).code).toBe(0);
    const text = readFileSync(join(d, '.github/sweep.yml'), 'utf8');
    expect(text).toContain(
      '# results:\n#   baseline: published\n#   data-branch: sweep-results\n#   samples: 5',
    );
    expect(text).toContain('#   database-url-env: DATABASE_URL');
    expect(text).toContain('#     tput_per_gpu: 0.05');
    // Uncommented, the section is a valid config (the names are the schema's).
    const section = text
      .slice(text.indexOf('# results:'))
      .split('\n')
      .filter((l) => l.startsWith('#'))
      .map((l) => l.slice(2))
      .join('\n');
    writeFileSync(join(d, '.github/sweep.yml'), `layout:\n  root: .\n${section}\n`);
    const again = await run(['--dir', d]);
    expect(again.stderr).toBe('');
  });

  it('with the postgres baseline chosen, the caller passes the database URL secret and the checklist names it', async () => {
    const cfg = 'layout:\n  root: .\nresults:\n  baseline: postgres\n';
    const d = repo({ ...layouts[0]!.files, '.github/sweep.yml': cfg });
    const r = await run(['--dir', d]);
    expect(r.code).toBe(3);
    expect(caller(d).jobs.sweep.secrets).toMatchObject({
      RESULTS_DATABASE_URL: '${{ secrets.RESULTS_DATABASE_URL }}',
    });
    expect(r.stdout).toMatch(/^ {4}RESULTS_DATABASE_URL +the results database’s read-only connection URL/m);
    // Without it (the published default), neither the caller nor the checklist mentions it.
    const plain = repo(layouts[0]!.files);
    const p = await run(['--dir', plain]);
    expect(readFileSync(join(plain, '.github/workflows/sweep.yml'), 'utf8')).not.toContain(
      'RESULTS_DATABASE_URL',
    );
    expect(p.stdout).not.toContain('RESULTS_DATABASE_URL');
  });
});

describe('what a user copies or reads carries no requirement ids', () => {
  it('the files init writes (both profiles), the reusable workflows and the example launcher', async () => {
    const ids = /\b[A-Z]{1,4}-\d+\b|§/;
    for (const l of layouts) {
      const d = repo(l.files);
      expect((await run(['--dir', d])).code).toBe(0);
      for (const f of WRITTEN) expect(readFileSync(join(d, f), 'utf8'), `${l.name} ${f}`).not.toMatch(ids);
    }
    for (const f of readdirSync(join(repoRoot, '.github/workflows')).filter((x) => x.startsWith('sweep-')))
      expect(readFileSync(join(repoRoot, '.github/workflows', f), 'utf8'), f).not.toMatch(ids);
    expect(readFileSync(join(repoRoot, 'scripts/benchmark/run.sh'), 'utf8')).not.toMatch(ids);
  });
});

describe('sweep init and a config file the repository already has', () => {
  it('LB-1 the labels to create are the config file’s names; the kept file is not rewritten', async () => {
    const cfg = 'layout:\n  root: .\nlabels:\n  primaries:\n    full-sweep-enabled: sweep-all\n';
    const d = repo({ 'perf-changelog.yaml': '', 'configs/runners.yaml': runners, '.github/sweep.yml': cfg });
    const r = await run(['--dir', d]);
    expect(r.stdout).toMatch(/Labels: .*sweep-all/);
    expect(r.stdout).not.toMatch(/Labels: (.*, )?full-sweep-enabled[, ]/);
    expect(readFileSync(join(d, '.github/sweep.yml'), 'utf8')).toBe(cfg);
  });
});

describe('the checklist init prints', () => {
  /** Every `secrets.X` and `vars.X` of a workflow, read from its parsed values (not the product's scan). */
  function used(text: string): { secrets: string[]; vars: string[] } {
    const out = { secrets: [] as string[], vars: [] as string[] };
    const visit = (v: unknown): void => {
      if (typeof v === 'string')
        for (const e of expressions(v))
          for (const m of body(e).matchAll(/\b(secrets|vars)\s*\.\s*([A-Za-z_]\w*)/g))
            out[m[1] as 'secrets' | 'vars'].push(m[2]!);
      else if (v && typeof v === 'object') Object.values(v).forEach(visit);
    };
    visit(parse(text));
    return out;
  }
  const reusable = readdirSync(join(repoRoot, '.github/workflows'))
    .filter((f) => f.startsWith('sweep-'))
    .map((f) => readFileSync(join(repoRoot, '.github/workflows', f), 'utf8'));

  for (const l of layouts)
    it(`${l.name} layout: names every secret and variable any written or called workflow reads, and the launcher`, async () => {
      const d = repo(l.files);
      const r = await run(['--dir', d]);
      expect(r.code, r.stderr).toBe(0);
      const checklist = r.stdout.slice(r.stdout.indexOf('Next steps'));
      const written = readdirSync(join(d, '.github/workflows')).map((f) =>
        readFileSync(join(d, '.github/workflows', f), 'utf8'),
      );
      expect(written).toHaveLength(2);
      const names = new Set<string>();
      // Repository secrets are what the callers pass; variables reach the called workflows too.
      for (const t of written) for (const n of [...used(t).secrets, ...used(t).vars]) names.add(n);
      for (const t of reusable) for (const n of used(t).vars) names.add(n);
      names.delete('GITHUB_TOKEN');
      expect([...names].sort()).toEqual(
        expect.arrayContaining([
          'DASHBOARD_DISPATCH_TOKEN',
          l.root === '.' ? 'HF_TOKEN' : 'INFERENCEX_OFFICIAL_RO_HF_TOKEN',
          'PRIORITY_SCHEDULER_ENABLED',
        ]),
      );
      for (const n of names) expect(checklist, n).toMatch(new RegExp(`^ {4}${n} +\\S`, 'm'));
      // Each secret the caller passes goes under a name every reusable workflow declares.
      const passed = Object.keys(
        (
          parse(readFileSync(join(d, '.github/workflows/sweep.yml'), 'utf8')) as {
            jobs: { sweep: { secrets: Record<string, string> } };
          }
        ).jobs.sweep.secrets,
      );
      expect(passed.length).toBeGreaterThan(0);
      // The reusable workflows read only the fixed set of benchmark secrets and the results database's URL,
      // which the caller passes by name.
      for (const t of reusable)
        for (const n of used(t).secrets)
          expect([...BENCHMARK_SECRET_NAMES, RESULTS_DATABASE_SECRET]).toContain(n);
      for (const n of passed)
        expect(
          reusable.some((t) => used(t).secrets.includes(n)),
          n,
        ).toBe(true);
      if (l.root === '.')
        expect(checklist).toMatch(
          /Launcher: bash scripts\/benchmark\/run\.sh \(the `launcher` of \.github\/sweep\.yml\)/,
        );
      else {
        expect(passed).toEqual(['HF_TOKEN', 'MODAL_TOKEN_ID', 'MODAL_TOKEN_SECRET', 'CHECKOUT_TOKEN']);
        for (const [n, as] of [
          ['INFERENCEX_OFFICIAL_RO_HF_TOKEN', 'HF_TOKEN'],
          ['REPO_PAT', 'CHECKOUT_TOKEN'],
        ])
          expect(checklist).toMatch(new RegExp(`^ {4}${n} +passed to the benchmark jobs as ${as}: `, 'm'));
        expect(checklist).toMatch(/^ {4}MODAL_TOKEN_ID +SWE-bench scoring on Modal/m);
      }
      expect(checklist).toContain('allow sweep-orchestrator/sweep-orchestrator');
      expect(checklist).toContain('npx @sweep-orchestrator/sweep-orchestrator lint');
      expect(checklist).not.toMatch(/npx sweep /);
      // No requirement ids in what the user reads.
      expect(r.stdout).not.toMatch(/\b[A-Z]{1,4}-\d+\b|§/);
    });

  it('a launcher that exists in the checkout is named without the warning; the --ref product is the one to allow', async () => {
    const d = repo({
      ...layouts[0]!.files,
      'run/bench.sh': '#!/bin/bash\n',
      '.github/sweep.yml': 'layout:\n  root: .\nlauncher: bash run/bench.sh --fast\n',
    });
    const r = await run(['--dir', d, '--ref', 'myorg/sweeper@v2']);
    expect(r.stdout).toContain('Launcher: bash run/bench.sh --fast (the `launcher` of .github/sweep.yml)');
    expect(r.stdout).not.toContain('Not in this checkout');
    expect(r.stdout).toContain('allow myorg/sweeper.');
  });

  it('a workflow secret or variable with no description is still listed, with the file that reads it', () => {
    const text = setupChecklist({
      product: { repo: 'a/b', ref: 'v1' },
      callers: [
        {
          path: '.github/workflows/x.yml',
          text: 'env:\n  T: ${{ secrets.MODAL_TOKEN }}\n  V: ${{ vars.FOO }}\n  G: ${{ secrets.GITHUB_TOKEN }}\n',
        },
      ],
      reusable: [{ path: 'r.yml', text: "x: ${{ vars['BAR'] }} ${{ secrets.ONLY_PASSED }}" }],
      launcher: 'python -m infx.launch run',
      launcherMissing: [],
      configPath: '.github/sweep.yml',
      runnerLabels: [],
    });
    expect(text).toMatch(/^ {4}MODAL_TOKEN +read by \.github\/workflows\/x\.yml$/m);
    expect(text).toMatch(/^ {4}FOO +read by \.github\/workflows\/x\.yml$/m);
    expect(text).toMatch(/^ {4}BAR +read by r\.yml$/m);
    expect(text).not.toContain('GITHUB_TOKEN');
    expect(text).not.toContain('ONLY_PASSED');
    expect(text).not.toContain('Not in this checkout');
    expect(launcherFiles('bash scripts/benchmark/run.sh -x ./tools/a.py')).toEqual([
      'scripts/benchmark/run.sh',
      'tools/a.py',
    ]);
    // A variable stands for any text; a Python module names its path.
    expect(launcherFiles('bash ./runners/launch_${RUNNER_NAME%%_*}.sh')).toEqual(['runners/launch_*.sh']);
    expect(launcherFiles('python -m infx.launch run')).toEqual(['infx/launch']);
    const files = new Set(['runners/launch_b200-dgxc.sh', 'infx/launch/__main__.py']);
    const list = (d: string) =>
      [...files].filter((f) => f.startsWith(`${d}/`)).map((f) => f.slice(d.length + 1));
    expect(launcherFileExists('runners/launch_*.sh', (f) => files.has(f), list)).toBe(true);
    expect(launcherFileExists('runners/run_*.sh', (f) => files.has(f), list)).toBe(false);
    expect(launcherFileExists('infx/launch', (f) => files.has(f), list)).toBe(true);
    expect(launcherFileExists('infx/other', (f) => files.has(f), list)).toBe(false);
  });
});
