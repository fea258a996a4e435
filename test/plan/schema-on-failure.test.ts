// A PR plan whose inputs are all valid never loads the schema library: plain checks accept valid inputs and
// the schemas are built only to word a failure. `sweep plan --repo` in-process on a one-entry repository
// with a config file, then the same with an invalid entry (which must load it, or the check proves nothing).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plan } from '../../src/cli/plan.js';
import { zodLoaded } from '../../src/zod/lib.js';
import { needsReference, repoRoot, snapshot } from '../support/reference.js';

const CONFIG = `labels:
  primaries:
    full-sweep-enabled: sweep-all
  scheduling: [skip_queue]
dashboard:
  base-url: https://inferencex.example.com
comments:
  status: auto
queue-alert-minutes: 30
`;

describe('the schema library is loaded only to word a failure', needsReference('inputs'), () => {
  const root = mkdtempSync(join(tmpdir(), 'plan-schemas-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function repo(name: string, entry: string) {
    const dir = join(root, name);
    mkdirSync(join(dir, 'configs'), { recursive: true });
    mkdirSync(join(dir, '.github'), { recursive: true });
    const g = (...a: string[]) =>
      spawnSync('git', ['-C', dir, '-c', 'user.email=c@c', '-c', 'user.name=c', ...a], { encoding: 'utf8' });
    writeFileSync(join(dir, 'configs/amd-master.yaml'), readFileSync(snapshot.amd));
    writeFileSync(join(dir, 'configs/nvidia-master.yaml'), readFileSync(snapshot.nvidia));
    writeFileSync(join(dir, 'configs/runners.yaml'), readFileSync(snapshot.runners));
    writeFileSync(join(dir, 'perf-changelog.yaml'), readFileSync(snapshot.changelog));
    writeFileSync(join(dir, '.github/sweep.yml'), CONFIG);
    g('init', '-q');
    g('add', '-A');
    g('commit', '-qm', 'base');
    writeFileSync(join(dir, 'perf-changelog.yaml'), `${readFileSync(snapshot.changelog, 'utf8')}\n${entry}`);
    g('commit', '-qam', 'head');
    return dir;
  }
  async function run(dir: string) {
    let stderr = '';
    const code = await plan(['--repo', dir, '--base', 'HEAD~1', '--head', 'HEAD', '--format', 'inferencex'], {
      stdout: () => undefined,
      stderr: (t) => void (stderr += t),
      cwd: repoRoot,
      env: {},
    });
    return { code, stderr };
  }
  const entry = (extra = '') =>
    `- config-keys:\n    - dsr1-fp8-h200-trt-mtp\n  description:\n    - "bench"\n  pr-link: https://github.com/SemiAnalysisAI/InferenceX/pull/XXX\n${extra}`;

  it('a valid one-entry plan with a config file: planned, and the library never loaded', async () => {
    const r = await run(repo('valid', entry()));
    expect(r.stderr).not.toMatch(/ error /);
    expect(r.code).toBe(0);
    expect(zodLoaded()).toBe(false);
  });

  it('an entry the schema refuses: the library is loaded to word it', async () => {
    const r = await run(repo('invalid', entry('  evals-only: maybe\n')));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error \[L-1\] entry \d+ fails ChangelogEntry validation: evals-only: Invalid input/,
    );
    expect(zodLoaded()).toBe(true);
  });
});
