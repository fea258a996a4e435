// Layout detection (spec README "Versions"): pure over an existence view, and at a git revision.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectLayout, layoutOf, LAYOUT_PROBES } from './detect.js';
import { findLayout, findLayoutAtRef } from './find.js';

const having =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe('detectLayout', () => {
  it('root layout: configs/ and perf-changelog.yaml at the root', () => {
    const d = detectLayout(having('configs/nvidia-master.yaml', 'perf-changelog.yaml'));
    expect(d).toEqual({ layout: layoutOf('root'), diagnostics: [] });
    expect(d.layout.paths).toEqual({
      masters: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
      runners: 'configs/runners.yaml',
      policy: 'configs/ci-priority.yaml',
      changelog: 'perf-changelog.yaml',
      lanes: 'configs/lanes.yaml',
      baseline: 'configs/lint-baseline.yaml',
    });
  });

  it('inferencex-e2e/: every path carries the prefix (repository-relative, as messages name them)', () => {
    const d = detectLayout(having('inferencex-e2e/configs/amd-master.yaml'));
    expect(d.diagnostics).toEqual([]);
    expect(d.layout.name).toBe('inferencex-e2e');
    expect(d.layout.paths.masters).toEqual([
      'inferencex-e2e/configs/amd-master.yaml',
      'inferencex-e2e/configs/nvidia-master.yaml',
    ]);
    expect(d.layout.paths.changelog).toBe('inferencex-e2e/perf-changelog.yaml');
  });

  it('nothing found: the root layout, so the missing files are named where a user looks first', () => {
    expect(detectLayout(() => false)).toEqual({ layout: layoutOf('root'), diagnostics: [] });
  });

  it('both layouts hold configs: ambiguous, an error naming both (fail closed)', () => {
    const d = detectLayout(having('configs/runners.yaml', 'inferencex-e2e/perf-changelog.yaml'));
    expect(d.diagnostics.map((x) => [x.severity, x.message])).toEqual([
      [
        'error',
        'the repository holds the configs in two layouts (configs/nvidia-master.yaml and inferencex-e2e/configs/nvidia-master.yaml); which ones to use is ambiguous',
      ],
    ]);
  });

  it('asks only about the probe paths', () => {
    const asked: string[] = [];
    detectLayout((p) => (asked.push(p), false));
    expect(new Set(asked)).toEqual(new Set(LAYOUT_PROBES));
  });
});

describe('finders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...a: string[]) =>
    spawnSync('git', ['-C', dir, '-c', 'user.email=t@t', '-c', 'user.name=t', ...a], { encoding: 'utf8' });

  it('on disk and at a git ref; the ref, not the working tree, decides', async () => {
    mkdirSync(join(dir, 'configs'));
    writeFileSync(join(dir, 'configs/nvidia-master.yaml'), 'k: {}\n');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'root layout');
    git('mv', 'configs', 'x');
    mkdirSync(join(dir, 'inferencex-e2e'));
    git('mv', 'x', 'inferencex-e2e/configs');
    git('commit', '-qm', 'moved');
    expect(findLayout(dir).layout.name).toBe('inferencex-e2e');
    expect((await findLayoutAtRef(dir, 'HEAD')).layout.name).toBe('inferencex-e2e');
    expect((await findLayoutAtRef(dir, 'HEAD~1')).layout.name).toBe('root');
    // A ref that does not exist, or looks like an option, finds nothing (the read then reports it).
    expect((await findLayoutAtRef(dir, 'no-such-ref')).layout.name).toBe('root');
    expect((await findLayoutAtRef(dir, '--output=x')).layout.name).toBe('root');
  });
});
