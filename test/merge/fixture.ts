// A PR with a real plan (the demo repository's head appends one changelog entry) on the fake GitHub, and a
// completed sweep run of it with every artifact a valid reuse source has: the plan artifact (in the
// control run that planned it), one result per row from its newest attempt, and the merged results. Tests
// break one thing at a time and drive the action's handlers through the HTTP fake.
import { defaultPolicy } from '../../src/decide/policy.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitPipeline } from '../../src/action/pipeline.js';
import { modeForLabels } from '../../src/action/reuse-source.js';
import { planArtifactName } from '../../src/action/store.js';
import { bucketsOf, rowIdOf, type Plan } from '../../src/dispatch/plan.js';
import { sweepRunName } from '../../src/dispatch/run-name.js';
import { SWEEP_WORKFLOW } from '../../src/dispatch/callers.js';
import { createDemoRepo, type DemoRepo } from '../../src/sim/demo-repo.js';
import { runActionStep, type ActionStepResult } from '../../src/sim/action-step.js';
import { startFakeGitHub, type FakeGitHub, type FakePull, fakeNow } from '../../src/sim/fake-github.js';
import { appendEntry } from '../../src/sim/scenarios.js';
import { repoRoot } from '../support/reference.js';
import { pull, state } from '../github/harness.js';

export const PR = 42;
export const SOURCE_RUN = 7001;
export const CONTROL_RUN = 7000;
export const LABEL = 'full-sweep-enabled';
export const LABELLED_AT = '2026-08-22T12:05:00Z';
export const CREATED_AT = '2026-08-22T12:10:00Z';

export interface Fixture {
  gh: FakeGitHub;
  repo: DemoRepo;
  plan: Plan;
  planKey: string;
  rowIds: string[];
  pr: FakePull;
  /** Posts a comment as `user` (it is in the PR's comments) and runs the action on it. */
  comment(body: string, user?: string, opts?: { edited?: number }): Promise<ActionStepResult>;
  /** Runs the action on an event with `with:` inputs. */
  step(
    eventName: string,
    payload: Record<string, unknown>,
    inputs?: Record<string, string>,
    runId?: number,
  ): Promise<ActionStepResult>;
  workspace: string;
  close(): Promise<void>;
}

/** One demo repository and its plan per test file: they never change, and planning is the slow part. */
let shared: Promise<{ repo: DemoRepo; plan: Plan; key: string }> | undefined;
const demo = () =>
  (shared ??= (async () => {
    const repo = createDemoRepo({ root: repoRoot, edit: (t) => appendEntry(t) });
    process.once('exit', () => repo.cleanup());
    const result = await gitPipeline(repo.dir)({
      prNumber: PR,
      baseSha: repo.baseSha,
      headSha: repo.headSha,
      labels: [LABEL],
      mode: modeForLabels([LABEL], defaultPolicy)!,
      strict: false,
    });
    if (!result.plan || !result.report.plan) throw new Error('the demo head must plan');
    return { repo, plan: result.plan, key: result.report.plan.key };
  })());

export async function fixture(over: { labels?: string[] } = {}): Promise<Fixture> {
  const { repo, plan, key } = await demo();
  const planned = { plan, key };
  const labels = over.labels ?? [LABEL];
  const rowIds = [...new Set(bucketsOf(plan).flatMap((b) => b.rows.map(rowIdOf)))];
  const pr = pull({
    number: PR,
    head: { sha: repo.headSha, ref: repo.headRef, repo: 'SemiAnalysisAI/InferenceX' },
    base: { sha: repo.baseSha, ref: 'main', repo: 'SemiAnalysisAI/InferenceX' },
    labels,
  });
  const gh = await startFakeGitHub(
    state(pr, {
      tokens: { 'tok-maintainer': { login: 'maintainer', type: 'User' } },
      commits: { [repo.headSha]: repo.headMessage, [repo.baseSha]: 'base' },
      nextId: 9000,
      labelEvents: labels.map((label) => ({ issue: PR, event: 'labeled', label, createdAt: LABELLED_AT })),
      runs: [
        {
          id: CONTROL_RUN,
          workflow: 'sweep-control.yml',
          name: 'sweep-control',
          displayTitle: 'sweep-control',
          status: 'completed',
          conclusion: 'success',
          headSha: repo.baseSha,
          ref: 'main',
          event: 'pull_request_target',
          inputs: {},
          createdAt: CREATED_AT,
          attempt: 1,
        },
        {
          id: SOURCE_RUN,
          workflow: SWEEP_WORKFLOW,
          name: 'run-sweep',
          displayTitle: sweepRunName({ pr: PR, headSha: repo.headSha, planKey: planned.key }),
          status: 'completed',
          conclusion: 'success',
          headSha: repo.baseSha,
          ref: 'main',
          event: 'workflow_dispatch',
          inputs: {},
          createdAt: CREATED_AT,
          attempt: 1,
        },
      ],
      artifacts: [
        {
          id: 8000,
          runId: CONTROL_RUN,
          name: planArtifactName(repo.headSha, planned.key),
          files: { 'plan.json': JSON.stringify(plan) },
          createdAt: CREATED_AT,
        },
        {
          id: 8001,
          runId: SOURCE_RUN,
          name: 'results_bmk',
          files: { 'results_bmk.json': '[]' },
          createdAt: CREATED_AT,
        },
        ...rowIds.map((row, i) => ({
          id: 8100 + i,
          runId: SOURCE_RUN,
          name: `result-${row}-1`,
          files: { 'result.json': '{}' },
          createdAt: CREATED_AT,
        })),
      ],
    }),
  );
  const workspace = mkdtempSync(join(tmpdir(), 'sweep-merge-ws-'));
  const step: Fixture['step'] = (eventName, payload, inputs = {}, runId = 9500) =>
    runActionStep(
      { gh, repoDir: repo.dir },
      { workspace, eventName, payload, runId, runAttempt: 1, with: inputs },
    );
  const comment: Fixture['comment'] = async (body, user = 'maintainer', opts = {}) => {
    let id = opts.edited;
    if (id === undefined) {
      id = gh.state.nextId++;
      gh.state.comments.push({
        id,
        issue: PR,
        body,
        user: { login: user, type: 'User' },
        createdAt: new Date(Date.parse(CREATED_AT) + id * 1000).toISOString(),
        reactions: [],
      });
    }
    // An edit as GitHub records it: the new body, its time, and the old body in the event.
    const c = gh.state.comments.find((x) => x.id === id)!;
    const from = c.body;
    if (opts.edited !== undefined) {
      c.body = body;
      c.updatedAt = fakeNow(gh.state);
    }
    return step('issue_comment', {
      action: opts.edited ? 'edited' : 'created',
      issue: { number: PR, pull_request: { url: `https://api.github.com/repos/x/pulls/${PR}` } },
      comment: { id, body, user: { login: user, type: 'User' }, updated_at: c.updatedAt ?? c.createdAt },
      ...(opts.edited !== undefined ? { changes: { body: { from } } } : {}),
      sender: { login: user, type: 'User' },
    });
  };
  return {
    gh,
    repo,
    plan,
    planKey: planned.key,
    rowIds,
    pr: gh.state.pulls[0]!,
    comment,
    step,
    workspace,
    close: () => gh.close(),
  };
}

/** The bot's replies (not the status comment), newest last. */
export const replies = (gh: FakeGitHub) =>
  gh.state.comments.filter(
    (c) => c.user.login === 'github-actions[bot]' && !c.body.includes('<!-- sweep-orchestrator-status -->'),
  );

/** The bot's answers on a comment (its 👀, the record that a run took the command, aside). */
export const botReactions = (gh: FakeGitHub, commentId: number) =>
  gh.state.comments
    .find((c) => c.id === commentId)!
    .reactions.filter((r) => r.user === 'github-actions[bot]' && r.content !== 'eyes')
    .map((r) => r.content);

/** The push GitHub sends when the PR merges (a fast-forward: the merge commit is the PR head). */
export const pushPayload = (f: Fixture, after = f.repo.headSha, before = f.repo.baseSha) => ({
  ref: 'refs/heads/main',
  before,
  after,
  repository: { full_name: 'SemiAnalysisAI/InferenceX', default_branch: 'main' },
});

/** The PR as GitHub shows it after the merge. */
export function merge(f: Fixture, mergeSha = f.repo.headSha): void {
  f.pr.state = 'closed';
  f.pr.merged = true;
  f.pr.mergeSha = mergeSha;
}
