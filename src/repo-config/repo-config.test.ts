import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPolicy } from '../decide/policy.js';
import {
  DEFAULTS,
  JSON_SCHEMA_PATH,
  loadRepoConfig,
  parseRepoConfig,
  repoConfigJsonSchema,
  resolveRepoConfig,
} from './index.js';

const root = join(import.meta.dirname, '..', '..');

describe('repository config file', () => {
  it("no file: the defaults are today's constants and the layout is detected (root layout)", () => {
    const files = new Set(['perf-changelog.yaml', 'configs/runners.yaml']);
    const r = loadRepoConfig(
      () => undefined,
      (p) => files.has(p),
      '.github/sweep.yml',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.config!.layoutSource).toBe('detected');
    expect(r.config!.layout).toEqual({
      root: '.',
      changelog: 'perf-changelog.yaml',
      masters: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
      runners: 'configs/runners.yaml',
      ciPriority: 'configs/ci-priority.yaml',
      lanes: 'configs/lanes.yaml',
    });
    expect(r.config!.labels).toEqual(defaultPolicy);
    expect(r.config!.linksMarker).toBe('<!-- inferencex-unofficial-run-visualizer -->');
    expect(r.config!.dashboard.baseUrl).toBe('https://inferencex.semianalysis.com');
  });

  it('no file: everything under inferencex-e2e/ is detected as the current layout', () => {
    const files = new Set(['inferencex-e2e/perf-changelog.yaml', 'inferencex-e2e/configs/runners.yaml']);
    const r = loadRepoConfig(
      () => undefined,
      (p) => files.has(p),
      '.github/sweep.yml',
    );
    expect(r.config!.layout.root).toBe('inferencex-e2e');
    expect(r.config!.layout.changelog).toBe('inferencex-e2e/perf-changelog.yaml');
    expect(r.config!.layout.masters).toEqual([
      'inferencex-e2e/configs/amd-master.yaml',
      'inferencex-e2e/configs/nvidia-master.yaml',
    ]);
  });

  it("the file's layout overrides detection; labels, marker, dashboard and scheduler come from the file", () => {
    const text = [
      'layout:',
      '  root: .',
      '  changelog: changelog/perf.yaml',
      'labels:',
      '  primaries:',
      '    full-sweep-enabled: bench-full',
      '  modifiers:',
      '    evals-only: bench-evals-only',
      'dashboard:',
      '  base-url: https://dash.example.org/',
      'links-marker: "<!-- bench-links -->"',
      'scheduler:',
      '  node-slots: true',
      'queue-alert-minutes: 15',
      '',
    ].join('\n');
    const r = loadRepoConfig(
      () => text,
      (p) => p.startsWith('inferencex-e2e/'),
      '.github/sweep.yml',
    );
    expect(r.diagnostics).toEqual([]);
    const c = r.config!;
    expect(c.layoutSource).toBe('file');
    expect(c.layout.root).toBe('.');
    expect(c.layout.changelog).toBe('changelog/perf.yaml');
    expect(c.labels.primaries.map((p) => p.name)).toContain('bench-full');
    expect(c.labels.primaries.map((p) => p.name)).not.toContain('full-sweep-enabled');
    expect(c.labels.modifiers.find((m) => m.effect === 'evals-only')!.name).toBe('bench-evals-only');
    expect(c.dashboard.baseUrl).toBe('https://dash.example.org');
    expect(c.linksMarker).toBe('<!-- bench-links -->');
    expect(c.scheduler).toEqual({ nodeSlots: true });
    expect(c.queueAlertMinutes).toBe(15);
  });

  it('every problem is one positioned diagnostic with the fix when known', () => {
    const text =
      'layout:\n  root: inferencex-e2e\n  runner: configs/runners.yaml\nqueue-alert-minutes: 0\nfail-fast-scope: all\n';
    const r = parseRepoConfig(text, '.github/sweep.yml');
    expect(r.file).toBeUndefined();
    const byLine = r.diagnostics.map((d) => [d.file, d.line, d.col, d.path]);
    expect(byLine).toEqual([
      ['.github/sweep.yml', 3, 3, 'layout.runner'],
      ['.github/sweep.yml', 4, 22, 'queue-alert-minutes'],
      ['.github/sweep.yml', 5, 18, 'fail-fast-scope'],
    ]);
    expect(r.diagnostics[0]!.fix).toBe("did you mean 'runners'?");
  });

  it('paths must stay inside the repository; YAML errors are positioned too', () => {
    const r = parseRepoConfig('layout:\n  changelog: ../x.yaml\n', 'c.yml');
    expect(r.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, 'must be a relative path inside the repository'],
    ]);
    const y = parseRepoConfig('layout: [\n', 'c.yml');
    expect(y.diagnostics[0]!.severity).toBe('error');
    expect(y.diagnostics[0]!.line).toBeGreaterThan(0);
  });

  it('retry settings and failure-table entries come from the file; a bad pattern is positioned', () => {
    const text = [
      'retry:',
      '  max-attempts: 2',
      '  budget-gpu-hours: 40',
      'failure-classes:',
      '  - id: gpu-xid',
      '    class: infrastructure',
      "    log: ['NVRM: Xid .*: 79']",
      '    reason: { en: a GPU fell off the bus, zh: GPU 掉卡 }',
      '',
    ].join('\n');
    const ok = parseRepoConfig(text, '.github/sweep.yml');
    expect(ok.diagnostics).toEqual([]);
    const c = resolveRepoConfig(ok.file);
    expect(c.retry).toEqual({ maxAttempts: 2, budgetGpuHours: 40 });
    expect(c.failureClasses.map((e) => [e.id, e.class])).toEqual([['gpu-xid', 'infrastructure']]);
    expect(resolveRepoConfig({}).retry).toEqual({ maxAttempts: 1 });
    const bad = parseRepoConfig(text.replace("'NVRM: Xid .*: 79'", "'NVRM: Xid (79'"), 'c.yml');
    expect(bad.file).toBeUndefined();
    expect(bad.diagnostics.map((d) => [d.line, d.path, d.message])).toEqual([
      [7, 'failure-classes[0].log[0]', 'must be a valid regular expression (JavaScript syntax)'],
    ]);
  });

  it('an empty file is the defaults', () => {
    expect(parseRepoConfig('', 'c.yml').file).toEqual({});
    expect(resolveRepoConfig({}).launcher).toEqual({
      profile: 'script',
      command: 'bash scripts/benchmark/run.sh',
      secrets: { HF_TOKEN: 'HF_TOKEN' },
    });
    expect(DEFAULTS.launcher).toBe('bash scripts/benchmark/run.sh');
  });

  it('launcher: the command alone is the script profile; a mapping names the profile, its command and secrets', () => {
    const launcher = (text: string, root = '.') => {
      const r = parseRepoConfig(text, 'c.yml');
      expect(r.diagnostics).toEqual([]);
      return resolveRepoConfig({ ...r.file, layout: { root } }).launcher;
    };
    expect(launcher('launcher: bash run/bench.sh --fast\n')).toEqual({
      profile: 'script',
      command: 'bash run/bench.sh --fast',
      secrets: { HF_TOKEN: 'HF_TOKEN' },
    });
    // The reference's job: its launch command by layout, and its secret names (JOB-CONTRACT §2.2, §5).
    const refSecrets = {
      HF_TOKEN: 'INFERENCEX_OFFICIAL_RO_HF_TOKEN',
      MODAL_TOKEN_ID: 'MODAL_TOKEN_ID',
      MODAL_TOKEN_SECRET: 'MODAL_TOKEN_SECRET',
      CHECKOUT_TOKEN: 'REPO_PAT',
    };
    expect(launcher('launcher:\n  profile: inferencex\n', 'inferencex-e2e')).toEqual({
      profile: 'inferencex',
      command: 'python -m infx.launch run',
      secrets: refSecrets,
    });
    expect(launcher('launcher:\n  profile: inferencex\n', '.')).toEqual({
      profile: 'inferencex',
      command: 'bash ./runners/launch_${RUNNER_NAME%%_*}.sh',
      secrets: refSecrets,
    });
    // A secrets list replaces the profile's: what the file says is exactly what is passed.
    expect(
      launcher(
        'launcher:\n  profile: inferencex\n  command: bash sim/launch.sh\n  secrets:\n    CHECKOUT_TOKEN: MY_PAT\n',
      ),
    ).toEqual({
      profile: 'inferencex',
      command: 'bash sim/launch.sh',
      secrets: { CHECKOUT_TOKEN: 'MY_PAT' },
    });
  });

  it('launcher: a wrong value is one positioned error that says what is accepted', () => {
    const errors = (text: string) =>
      parseRepoConfig(text, 'c.yml').diagnostics.map((d) => [d.line, d.message, d.fix]);
    expect(errors('launcher: 3\n')).toEqual([
      [
        1,
        'must be the benchmark command (text) or a mapping with profile (script or inferencex), command and secrets',
        undefined,
      ],
    ]);
    expect(errors("launcher: ''\n")).toEqual([[1, 'must not be empty', undefined]]);
    expect(errors('launcher:\n  profile: infx\n')).toEqual([
      [2, 'profile: must be script or inferencex', undefined],
    ]);
    expect(errors('launcher:\n  profile: inferencex\n  secrets:\n    GH_TOKEN: X\n')).toEqual([
      [4, 'Extra inputs are not permitted', "remove 'GH_TOKEN'"],
    ]);
    expect(errors('launcher:\n  secrets:\n    HF_TOKEN: GITHUB_TOKEN\n')).toEqual([
      [3, 'must be a secret name: letters, digits and _, not starting with a digit or GITHUB_', undefined],
    ]);
  });

  it('the committed JSON Schema is generated from the zod schema (UPDATE_SCHEMA=1 rewrites it)', () => {
    const want = repoConfigJsonSchema();
    const file = join(root, JSON_SCHEMA_PATH);
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(file, want);
    expect(
      existsSync(file),
      `${JSON_SCHEMA_PATH} is missing: run UPDATE_SCHEMA=1 npx vitest run src/repo-config`,
    ).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(want);
    const s = JSON.parse(want) as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(s.properties)).toEqual(
      expect.arrayContaining([
        'layout',
        'labels',
        'dashboard',
        'links-marker',
        'bot-login',
        'fail-fast-scope',
        'launcher',
        'scheduler',
        'queue-alert-minutes',
      ]),
    );
    expect(s.additionalProperties).toBe(false);
  });
});
