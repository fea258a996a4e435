// The action's planning step in a clone that lacks the PR's commits: it fetches them as objects (never a
// checkout) and then plans from them; when origin has none of them, that is an infrastructure failure.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitPipeline } from '../src/action/pipeline.js';
import { needsReference, snapshotDir } from './support/reference.js';

const root = mkdtempSync(join(tmpdir(), 'sweep-action-fetch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const git = (dir: string, ...a: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.email=b@b', '-c', 'user.name=b', ...a], {
    encoding: 'utf8',
  }).trim();

describe('the planning step fetches the commits it lacks', needsReference('inputs'), () => {
  const origin = join(root, 'origin');
  const workspace = join(root, 'workspace');
  let base = '';
  let head = '';
  beforeAll(() => {
    mkdirSync(origin);
    cpSync(join(snapshotDir, 'configs'), join(origin, 'configs'), { recursive: true });
    cpSync(join(snapshotDir, 'perf-changelog.yaml'), join(origin, 'perf-changelog.yaml'));
    git(origin, 'init', '-q', '-b', 'main');
    git(origin, 'add', '-A');
    git(origin, 'commit', '-qm', 'base');
    base = git(origin, 'rev-parse', 'HEAD');
    git(origin, 'checkout', '-qb', 'pr');
    appendFileSync(
      join(origin, 'perf-changelog.yaml'),
      '\n- config-keys:\n    - dsr1-fp8-h200-trt-mtp\n  description:\n    - "fetched"\n  pr-link: XXX\n',
    );
    git(origin, 'commit', '-qam', 'head');
    head = git(origin, 'rev-parse', 'HEAD');
    // The workspace knows main only: the PR's head commit is not in it.
    execFileSync('git', ['clone', '-q', '--single-branch', '-b', 'main', `file://${origin}`, workspace]);
  });

  it('fetches the head commit, then plans it', async () => {
    expect(() => git(workspace, 'cat-file', '-e', `${head}^{commit}`)).toThrow();
    const logged: string[] = [];
    const { report } = await gitPipeline(workspace, (s) => logged.push(s))({
      prNumber: 3,
      baseSha: base,
      headSha: head,
      labels: [],
      strict: false,
    });
    expect(logged.join('\n')).toMatch(new RegExp(`fetching ${head} as objects`));
    expect(report.gate.outcome, JSON.stringify(report.gate.diagnostics)).toBe('pass');
    expect(git(workspace, 'cat-file', '-t', head)).toBe('commit');
  });

  it('a commit origin does not have is an infrastructure failure naming it', async () => {
    const missing = 'f'.repeat(40);
    await expect(
      gitPipeline(workspace)({ prNumber: 3, baseSha: base, headSha: missing, labels: [], strict: false }),
    ).rejects.toThrow(new RegExp(`could not fetch ${missing} from origin`));
  });
});
