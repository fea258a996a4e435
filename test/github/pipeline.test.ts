// End to end through the real gate and planner: a git repository built from the reference snapshot, a PR
// appending a golden changelog case, the bundled action planning from git objects and dispatching.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, appendFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { goldenDir, needsReference, repoRoot, snapshot } from '../support/reference.js';
import {
  bundleAction,
  dispatchPayload,
  FULL,
  pull,
  pullPayload,
  runAction,
  runControl,
  state,
} from './harness.js';

const CASE = join(goldenDir, 'changelog-cases/syn-7-002');
let bundle = '';
let gh: FakeGitHub | undefined;
beforeAll(async () => {
  bundle = await bundleAction();
});
afterAll(async () => gh?.close());

function repoWithCase(headFiles: Record<string, string> = {}): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sweep-repo-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'bot@example.org');
  git('config', 'user.name', 'bot');
  mkdirSync(join(dir, 'configs'));
  for (const [src, dst] of [
    [snapshot.amd, 'configs/amd-master.yaml'],
    [snapshot.nvidia, 'configs/nvidia-master.yaml'],
    [snapshot.runners, 'configs/runners.yaml'],
    [snapshot.ciPriority, 'configs/ci-priority.yaml'],
    [snapshot.changelog, 'perf-changelog.yaml'],
  ] as const)
    copyFileSync(src, join(dir, dst));
  git('add', '.');
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD');
  appendFileSync(join(dir, 'perf-changelog.yaml'), '\n' + readFileSync(join(CASE, 'appended.yaml'), 'utf8'));
  for (const [path, text] of Object.entries(headFiles)) writeFileSync(join(dir, path), text);
  git('add', '.');
  git('commit', '-qam', 'append entry');
  return { dir, base, head: git('rev-parse', 'HEAD') };
}

describe('gate + plan from git objects (02, 03, 05 §1.2)', needsReference('inputs', 'outputs'), () => {
  it('plans the golden case, reports its buckets, writes the plan and dispatches once', async () => {
    const { dir, base, head } = repoWithCase();
    const p = pull({
      number: 9999,
      labels: ['full-sweep-enabled'],
      head: { sha: head, ref: 'f', repo: FULL },
      base: { sha: base, ref: 'main', repo: FULL },
    });
    gh = await startFakeGitHub(state(p));
    const r = await runControl(bundle, {
      gh: gh,
      event: 'pull_request_target',
      payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
      inputs: { workspace: dir },
    });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.outputs.decision).toBe('sweep');

    // Expectations from the reference generator's golden output for this case.
    const golden = JSON.parse(readFileSync(join(CASE, 'expected.json'), 'utf8'));
    const planned = JSON.parse(readFileSync(r.outputs['plan-path']!, 'utf8'));
    expect(planned.multi_node['8k1k']).toHaveLength(golden.multi_node['8k1k'].length);
    expect(planned.multinode_evals).toHaveLength(golden.multinode_evals.length);
    const status = gh.state.comments[0]!.body;
    expect(status).toContain(`| \`multi_node.8k1k\` | ${golden.multi_node['8k1k'].length} | 1 |`);
    expect(status).toContain(`| \`multinode_evals\` | ${golden.multinode_evals.length} | 1 |`);
    // The runner label `b200-multinode` is named by the cluster it lands on.
    expect(status).toContain('| b200-dgxc-slurm | multi-node benchmark |');

    const dispatched = gh.requests.filter((q) => q.path.endsWith('/dispatches'));
    expect(dispatched).toHaveLength(1);
    const inputs = (dispatched[0]!.body as { inputs: Record<string, string> }).inputs;
    expect(inputs['head-sha']).toBe(head);
    expect(inputs['plan-key']).toMatch(/^[0-9a-f]{64}$/);
    expect(inputs['plan-artifact']).toBe(
      `sweep-plan-${head.slice(0, 12)}-${inputs['plan-key']!.slice(0, 12)}`,
    );
    expect(r.outputs['plan-key']).toBe(inputs['plan-key']);

    // 05 §1.2 plan artifact timing: sweep-control.yml plans, uploads the plan, and only then dispatches.
    expect(r.steps.map((s) => [s.step.uses?.split('@')[0], s.with['mode'] ?? '', s.status])).toEqual([
      ['actions/checkout', '', 'success'],
      ['sweep-orchestrator/sweep-orchestrator', '', 'success'],
      ['actions/upload-artifact', '', 'success'],
      ['sweep-orchestrator/sweep-orchestrator', 'dispatch', 'success'],
      // The merge's steps: only on a push with a publication pending.
      ['actions/upload-artifact', '', 'skipped'],
      ['sweep-orchestrator/sweep-orchestrator', 'publish', 'skipped'],
    ]);
    const [run] = gh.state.runs;
    const artifact = gh.state.artifacts!.find(
      (a) => a.name === inputs['plan-artifact'] && String(a.runId) === inputs['plan-run-id'],
    );
    expect(artifact, 'the artifact load-plan downloads').toBeDefined();
    expect(artifact!.id).toBeLessThan(run!.id); // uploaded before the sweep run existed
    expect(artifact!.files['plan.json']).toBe(readFileSync(r.outputs['plan-path']!, 'utf8'));
    expect(gh.state.comments[0]!.body).toContain(
      `[${run!.id}](https://github.com/${FULL}/actions/runs/${run!.id})`,
    );
  });

  it('04 before dispatch: a lanes file that cannot launch the planned rows blocks the dispatch, listed in the status', async () => {
    // The product's own lanes file knows none of the reference clusters this case plans on.
    const { dir, base, head } = repoWithCase({
      'configs/lanes.yaml': readFileSync(join(repoRoot, 'configs/lanes.yaml'), 'utf8'),
    });
    const p = pull({
      number: 9999,
      labels: ['full-sweep-enabled'],
      head: { sha: head, ref: 'f', repo: FULL },
      base: { sha: base, ref: 'main', repo: FULL },
    });
    const gh4 = await startFakeGitHub(state(p));
    try {
      const r = await runControl(bundle, {
        gh: gh4,
        event: 'pull_request_target',
        payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
        inputs: { workspace: dir },
      });
      expect(r.code).toBe(1);
      expect(r.outputs.decision).toBe('validate');
      expect(r.outputs['dispatch-pending']).toBeUndefined();
      expect(gh4.requests.filter((q) => q.path.endsWith('/dispatches'))).toEqual([]);
      expect(gh4.state.artifacts ?? []).toEqual([]);
      expect(r.stdout).toMatch(/::error title=C6,file=configs\/amd-master\.yaml,line=\d+/);
      const status = gh4.state.comments[0]!.body;
      expect(status).toContain(
        'The planned rows fail the checks before dispatch (lanes, GPU topology, runner labels); nothing is dispatched',
      );
      // The lane findings sit under their kind, each at its file:line.
      expect(status).toMatch(/\*\*Lanes:\*\*\n- \[`configs\/(lanes|nvidia-master|amd-master)\.yaml:\d+`\]/);
    } finally {
      await gh4.close();
    }
  });

  it('05 §1.2 the planning step alone never dispatches: it writes the plan and a dispatch request', async () => {
    const { dir, base, head } = repoWithCase();
    const p = pull({
      number: 9999,
      labels: ['full-sweep-enabled'],
      head: { sha: head, ref: 'f', repo: FULL },
      base: { sha: base, ref: 'main', repo: FULL },
    });
    const gh3 = await startFakeGitHub(state(p));
    try {
      const r = await runAction(bundle, {
        apiUrl: gh3.url,
        event: 'pull_request_target',
        payload: pullPayload('labeled', p, { label: 'full-sweep-enabled' }),
        inputs: { workspace: dir },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.outputs).toMatchObject({ decision: 'sweep', 'dispatch-pending': 'true' });
      expect(r.outputs['plan-artifact']).toMatch(/^sweep-plan-/);
      expect(gh3.requests.filter((q) => q.path.endsWith('/dispatches'))).toEqual([]);
      expect(gh3.state.comments[0]!.body).toContain('<!-- sweep-state: planned -->');
      expect(gh3.state.comments[0]!.body).toContain(
        '**Sweep:** planned — the plan artifact is uploaded, then the sweep is dispatched in the next step',
      );
      const req = JSON.parse(readFileSync(join(dir, '.sweep/dispatch-request.json'), 'utf8'));
      expect(req).toMatchObject({ workflow: 'sweep.yml', pr: 9999, inputs: { 'head-sha': head } });
    } finally {
      await gh3.close();
    }
  });

  it('FF-1 manual dispatch with fail-fast honours the fail-fast-scope setting, like the PR route', async () => {
    const { dir, base } = repoWithCase();
    const gh2 = await startFakeGitHub(state(pull()));
    try {
      const r = await runControl(bundle, {
        gh: gh2,
        event: 'workflow_dispatch',
        payload: dispatchPayload({
          'config-keys': 'dsr1-fp4-b200-dynamo-sglang',
          'fail-fast': 'true',
          ref: base,
        }),
        inputs: { workspace: dir, 'fail-fast-scope': 'run' },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const [d] = gh2.requests.filter((q) => q.path.endsWith('/dispatches'));
      expect((d!.body as { inputs: Record<string, string> }).inputs['fail-fast']).toBe('run');
    } finally {
      await gh2.close();
    }
  });

  it('05 §1.3 manual dispatch plans the requested config key at ref and dispatches without a PR or canary', async () => {
    const { dir, base } = repoWithCase();
    const gh2 = await startFakeGitHub(state(pull()));
    try {
      const r = await runControl(bundle, {
        gh: gh2,
        event: 'workflow_dispatch',
        payload: dispatchPayload({
          'config-keys': 'dsr1-fp4-b200-dynamo-sglang',
          'fail-fast': 'true',
          ref: base,
        }),
        inputs: { workspace: dir },
      });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      // The reference generator's full sweep holds the same rows for this key.
      const golden = (
        JSON.parse(readFileSync(join(goldenDir, 'generator/full-sweep.default.json'), 'utf8')) as Record<
          string,
          unknown
        >[]
      ).filter(
        (row) =>
          row['model-prefix'] === 'dsr1' &&
          row.precision === 'fp4' &&
          row.framework === 'dynamo-sglang' &&
          row.runner === 'b200-multinode' &&
          row['spec-decoding'] === 'none',
      );
      const planned = JSON.parse(readFileSync(r.outputs['plan-path']!, 'utf8'));
      expect(planned.multi_node['8k1k']).toHaveLength(golden.length);
      const [d] = gh2.requests.filter((q) => q.path.endsWith('/dispatches'));
      expect((d!.body as { inputs: Record<string, string> }).inputs).toMatchObject({
        'pr-number': '',
        'head-sha': base,
        canary: 'none',
        'fail-fast': 'matrix',
      });
      expect(r.summary).toContain(`| \`multi_node.8k1k\` | ${golden.length} | 1 |`);
    } finally {
      await gh2.close();
    }
  });
});
