// One scenario end to end on one machine: a temporary git repository with the PR's base and head commits,
// the fake GitHub, the Actions simulator with runners from configs/runners.yaml, and the people's steps.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { SWEEP_WORKFLOW } from '../dispatch/callers.js';
import type { JobRun } from './harness/simulate.js';
import { bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import {
  ActionsSim,
  api,
  type BenchmarkJobCall,
  type Behaviour,
  type ControlRun,
  type ExecutedJob,
  type SweepAttempt,
} from './actions.js';
import { executeBenchmarkJob } from './bench-job.js';
import { SimClock, Timeline, type TimelineEntry } from './clock.js';
import { createDemoRepo, type DemoRepo } from './demo-repo.js';
import { guidanceMarker, protectedMarker } from '../report/pr-notes.js';
import { DEFAULTS } from '../repo-config/config.js';
import {
  actionsBot,
  emptyState,
  startFakeGitHub,
  type FakeArtifact,
  type FakeComment,
  type FakeGitHub,
  type FakeJob,
  type FakePull,
  type FakeRun,
  type LoggedRequest,
} from './fake-github.js';
import { RunnerFleet } from './runners.js';
import { filesAt } from './fake-git.js';
import { DEFAULT_DATA_BRANCH } from '../results/published.js';
import { DEMO_PR, DEMO_SETTINGS, FIRST_PR, type Scenario } from './scenarios.js';

export interface LifecycleOptions {
  root: string;
  /** The repository the sweep runs in (default SemiAnalysisAI/InferenceX). */
  owner?: string;
  name?: string;
  /** Its layout: '.' (configs/ at the root) or 'inferencex-e2e' (everything under that folder). */
  layout?: string;
  /** Progress: called with each timeline line as it happens. */
  progress?: (line: string) => void;
  /** Where the product's workflows and action.yml are (default: this package). */
  productRoot?: string;
}

export interface LifecycleResult {
  scenario: string;
  headSha: string;
  /** perf-changelog.yaml at the PR head. */
  headChangelog: string;
  timeline: TimelineEntry[];
  /** The PR's comments at the end, oldest first. */
  comments: FakeComment[];
  /** The earlier PR's comments at the end (scenarios with one), oldest first. */
  firstComments: FakeComment[];
  sweeps: SweepAttempt[];
  controls: ControlRun[];
  runs: FakeRun[];
  /** Every job of every run, as GitHub lists them. */
  jobs: FakeJob[];
  artifacts: FakeArtifact[];
  /** repository_dispatch requests sent (to the dashboard repository), oldest first. */
  repositoryDispatches: NonNullable<FakeGitHub['state']['repositoryDispatches']>;
  requests: LoggedRequest[];
  /** Benchmark jobs whose steps ran for real (scenarios that execute them), in the order they ended. */
  executed: ExecutedJob[];
  /** The published results' data branch at the end (path → text; empty when nothing was published). */
  dataBranch: Map<string, string>;
  simulatedMs: number;
}

const USERS = {
  maintainer: { permission: 'write', role_name: 'write' },
  contributor: { permission: 'read', role_name: 'read' },
  author: { permission: 'write', role_name: 'write' },
};

const hashOf = (s: string) => parseInt(createHash('sha256').update(s).digest('hex').slice(0, 8), 16);

export function behaviourFor(scenario: Scenario): Behaviour {
  const ctx = (job: JobRun, row: Row | undefined, attempt: number, retry: number) => ({
    row,
    job: String(job.inputs['job'] ?? ''),
    canaryRow: job.inputs['canary-row'] === true,
    attempt,
    retry,
  });
  const fail = (job: JobRun, row: Row | undefined, attempt: number, retry: number) =>
    scenario.fails?.(ctx(job, row, attempt, retry));
  return {
    duration: (job, row) => {
      const spread = hashOf(String(job.inputs['row-id'] ?? job.path)) % 600_000;
      if (job.inputs['canary-row'] === true) return 9 * 60_000 + (spread % 120_000);
      return (
        (/multinode/.test(job.workflow) ? 30 * 60_000 : 15 * 60_000) +
        spread +
        (row?.['run-eval'] === true ? 5 * 60_000 : 0)
      );
    },
    ...(scenario.fault ? { fault: scenario.fault } : {}),
    outcome: (job, row, attempt, retry) => (fail(job, row, attempt, retry) ? 'failure' : 'success'),
    failure: (job, row, attempt, retry) => {
      const f = fail(job, row, attempt, retry);
      return typeof f === 'object' ? f : undefined;
    },
  };
}

/** An open PR of the demo repository: its head branch over `baseSha`. */
function pullOf(
  number: number,
  head: { headSha: string; headRef: string; files: FakePull['files'] },
  baseSha: string,
  headRepo: string,
  baseRepo: string,
): FakePull {
  return {
    number,
    state: 'open',
    merged: false,
    draft: false,
    user: { login: 'author', type: 'User' },
    head: { sha: head.headSha, ref: head.headRef, repo: headRepo },
    base: { sha: baseSha, ref: 'main', repo: baseRepo },
    mergeSha: createHash('sha1').update(`merge ${head.headSha}`).digest('hex'),
    mergeable: true,
    labels: [],
    ...(head.files ? { files: head.files } : {}),
  };
}

/**
 * The scenario's repository: its base, the earlier PR's branch when it has one, and the PR's head (the same
 * commits every time, so the same SHAs — `sweep plan` on it sees what the action saw).
 */
export function createScenarioRepo(scenario: Scenario, root: string, layout?: string): DemoRepo {
  return createDemoRepo({
    root,
    edit: (t) => scenario.edit(t, DEMO_PR),
    ...(scenario.editFiles ? { editFiles: scenario.editFiles } : {}),
    ...(layout ? { layout } : {}),
    ...(scenario.repo ? { files: scenario.repo.files } : {}),
    ...(scenario.repo?.afterInit ? { afterInit: scenario.repo.afterInit } : {}),
    ...(scenario.headMessage ? { headMessage: scenario.headMessage } : {}),
    ...(scenario.first
      ? {
          first: {
            edit: (t: string) => scenario.first!.edit(t, FIRST_PR),
            ...(scenario.first.editFiles ? { editFiles: scenario.first.editFiles } : {}),
            headRef: 'demo/first',
            headMessage: scenario.first.headMessage,
          },
        }
      : {}),
  });
}

export async function runLifecycle(scenario: Scenario, opts: LifecycleOptions): Promise<LifecycleResult> {
  const layout = scenario.repo?.layout ?? opts.layout;
  const repo = createScenarioRepo(scenario, opts.root, layout);
  const owner = opts.owner ?? 'SemiAnalysisAI';
  const name = opts.name ?? 'InferenceX';
  const headRepo = scenario.fork ? `contributor/${name}` : `${owner}/${name}`;
  const gh: FakeGitHub = await startFakeGitHub(
    emptyState({
      owner,
      repo: name,
      tokens: Object.fromEntries(
        Object.keys(USERS).map((u) => [`tok-${u}`, { login: u, type: 'User' as const }]),
      ),
      permissions: USERS,
      commits: {
        [repo.headSha]: repo.headMessage,
        [repo.baseSha]: 'base: configs and changelog',
        ...(repo.first ? { [repo.first.headSha]: repo.first.headMessage } : {}),
      },
      pulls: [
        ...(repo.first
          ? [pullOf(FIRST_PR, repo.first, repo.baseSha, `${owner}/${name}`, `${owner}/${name}`)]
          : []),
        {
          ...pullOf(DEMO_PR, repo, repo.first?.headSha ?? repo.baseSha, headRepo, `${owner}/${name}`),
          user: { login: scenario.fork ? 'contributor' : 'author', type: 'User' },
        },
      ],
    }),
  );
  // The default branch's config file, as the action reads it from the checkout.
  if (scenario.config) appendFileSync(join(repo.dir, '.github/sweep.yml'), `\n${scenario.config}\n`);
  const clock = new SimClock();
  const timeline = new Timeline(clock, opts.progress);
  // Label events carry the simulated time, so a run's labels at creation replay as they happened.
  gh.state.clock = () => clock.iso();
  try {
    // The runners of the repository's own runners.yaml.
    const runnersYaml = join(repo.dir, layout && layout !== '.' ? layout : '', 'configs/runners.yaml');
    const all = RunnerFleet.fromRunnersYaml(readFileSync(runnersYaml, 'utf8'));
    const fleet = all.without(scenario.offline ?? []);
    // The repository's runners as GitHub lists them: every runner of runners.yaml, with its labels.
    if (scenario.runnersReadable) gh.state.runners = all.registered(fleet);
    const host = {
      gh,
      repoDir: repo.dir,
      upload: (runId: number, n: string, files: Record<string, string>) => sim.upload(runId, n, files),
    };
    const sim = new ActionsSim({
      // The workflows run from the repository itself: its callers reference the product by owner/repo@ref.
      root: repo.dir,
      gh,
      clock,
      timeline,
      fleet,
      behaviour: behaviourFor(scenario),
      host,
      controlInputs: { ...DEMO_SETTINGS, ...scenario.settings },
      ...(opts.productRoot ? { productRoot: opts.productRoot } : {}),
      onSweepFinished: (s) => rerunWhenDone(scenario, gh, clock, timeline, s),
      ...(scenario.executeBenchmarks
        ? {
            executeBenchmark: (c: BenchmarkJobCall) =>
              executeBenchmarkJob({ ...c, productRoot: opts.root, repoDir: repo.dir }),
          }
        : {}),
    });
    const clusters = Object.entries(fleet.labels).filter(([l]) => l.startsWith('cluster:'));
    timeline.add(
      'user',
      `repository settings: fail-fast-scope ${DEMO_SETTINGS['fail-fast-scope']}; runners ${clusters.map(([l, n]) => `${l.slice(8)}×${n.length}`).join(', ')}`,
    );
    if (repo.first)
      timeline.add(
        'user',
        `PR #${FIRST_PR} ${owner}/${name}:${repo.first.headRef} @ ${repo.first.headSha.slice(0, 12)} appends to perf-changelog.yaml`,
      );
    timeline.add(
      'user',
      `PR #${DEMO_PR} ${headRepo}:${repo.headRef} @ ${repo.headSha.slice(0, 12)} appends to perf-changelog.yaml (${scenario.name})`,
    );
    const heads = new Map([[DEMO_PR, repo.headSha]]);
    if (repo.first) heads.set(FIRST_PR, repo.first.headSha);
    const pr: PrAt = { repo, heads };
    for (const step of scenario.steps) clock.at(step.at, () => perform(gh, sim, timeline, step, pr));
    await clock.drain();
    return {
      scenario: scenario.name,
      headSha: repo.headSha,
      headChangelog: repo.changelog,
      timeline: timeline.entries,
      comments: gh.state.comments.filter((c) => c.issue === DEMO_PR).sort((a, b) => a.id - b.id),
      firstComments: gh.state.comments.filter((c) => c.issue === FIRST_PR).sort((a, b) => a.id - b.id),
      sweeps: sim.sweeps,
      controls: sim.controls,
      runs: gh.state.runs,
      jobs: gh.state.jobs ?? [],
      artifacts: gh.state.artifacts ?? [],
      repositoryDispatches: gh.state.repositoryDispatches ?? [],
      requests: gh.requests,
      executed: sim.executed,
      dataBranch: gh.state.git ? filesAt(gh.state.git, DEFAULT_DATA_BRANCH) : new Map(),
      simulatedMs: timeline.entries.at(-1)?.t ?? clock.now,
    };
  } finally {
    await gh.close();
    repo.cleanup();
  }
}

/** The PR a step is about, its head and its base as the scenario has them so far. */
interface PrAt {
  repo: DemoRepo;
  /** PR number → its current head. */
  heads: Map<number, string>;
}

async function perform(
  gh: FakeGitHub,
  sim: ActionsSim,
  timeline: Timeline,
  step: Scenario['steps'][number],
  at: PrAt,
): Promise<void> {
  const pr = step.pr ?? DEMO_PR;
  const headSha = at.heads.get(pr)!;
  // The scenario's own PR goes without saying; an earlier one is named.
  const on = pr === DEMO_PR ? '' : ` to PR #${pr}`;
  switch (step.kind) {
    case 'open': {
      const p = gh.state.pulls.find((x) => x.number === pr)!;
      timeline.add('user', `@${p.user.login} opens PR #${pr}`);
      const pull = await api(gh, 'GET', `/pulls/${pr}`);
      sim.onEvent({
        name: 'pull_request_target',
        sender: p.user,
        payload: {
          action: 'opened',
          number: pr,
          pull_request: pull,
          sender: { login: p.user.login, type: 'User' },
        },
      });
      return;
    }
    case 'label':
      timeline.add(
        'user',
        `@${step.user} adds label${step.labels.length > 1 ? 's' : ''} ${step.labels.join(', ')}${on}`,
      );
      await api(gh, 'POST', `/issues/${pr}/labels`, { labels: step.labels }, `tok-${step.user}`);
      return;
    case 'push':
    case 'merge':
      return performMergeHalf(gh, sim, timeline, step, at, pr);
    case 'expire': {
      const all = gh.state.artifacts ?? [];
      for (const a of all) a.expired = true;
      timeline.add('user', `the ${all.length} artifacts uploaded so far expire (GitHub keeps them listed)`);
      return;
    }
    case 'comment': {
      const sweep = gh.state.runs
        .filter((r) => r.workflow === SWEEP_WORKFLOW && r.inputs['pr-number'] === String(pr))
        .at(-1)?.id;
      const body = typeof step.body === 'string' ? step.body : step.body(headSha, sweep);
      timeline.add('user', `@${step.user} comments ${JSON.stringify(body)}${on.replace(' to ', ' on ')}`);
      await api(gh, 'POST', `/issues/${pr}/comments`, { body }, `tok-${step.user}`);
      return;
    }
  }
}

/** A push to the PR (a new head, `synchronize`) or its merge (a push of its head to the default branch). */
async function performMergeHalf(
  gh: FakeGitHub,
  sim: ActionsSim,
  timeline: Timeline,
  step: Extract<Scenario['steps'][number], { kind: 'push' | 'merge' }>,
  at: PrAt,
  pr: number,
): Promise<void> {
  const p = gh.state.pulls.find((x) => x.number === pr)!;
  const sender = { login: step.kind === 'merge' ? step.user : p.user.login, type: 'User' as const };
  if (step.kind === 'push') {
    const head = at.repo.advance(step.edit, step.message);
    at.heads.set(pr, head);
    gh.state.commits[head] = step.message;
    p.head.sha = head;
    timeline.add('user', `@${sender.login} pushes ${head.slice(0, 12)} to PR #${pr} (${step.message})`);
    const pull = await api(gh, 'GET', `/pulls/${pr}`);
    sim.onEvent({
      name: 'pull_request_target',
      sender,
      payload: { action: 'synchronize', number: pr, pull_request: pull, sender },
    });
    return;
  }
  // A fast-forward merge: the default branch moves from the PR's base to its head.
  const head = at.heads.get(pr)!;
  Object.assign(p, { state: 'closed', merged: true, mergeSha: head });
  at.repo.fastForward(head);
  timeline.add('user', `@${sender.login} merges PR #${pr} as ${head.slice(0, 12)}`);
  sim.onEvent({
    name: 'push',
    sender,
    payload: {
      ref: `refs/heads/${gh.state.defaultBranch}`,
      before: p.base.sha,
      after: head,
      repository: { full_name: `${gh.state.owner}/${gh.state.repo}`, default_branch: gh.state.defaultBranch },
      sender,
    },
  });
}

const reruns = new WeakMap<FakeGitHub, number>();

/** A maintainer's `/sweep rerun-failed` after a sweep run ended with rows that have no result yet. */
function rerunWhenDone(
  scenario: Scenario,
  gh: FakeGitHub,
  clock: SimClock,
  timeline: Timeline,
  s: SweepAttempt,
): void {
  const when = scenario.rerunWhenDone;
  if (!when || s.retry !== 0 || !s.plan) return;
  const round = reruns.get(gh) ?? 0;
  const missing = rowsWithoutResult(gh, s.plan);
  if (round >= when.rounds || missing.length === 0) return;
  reruns.set(gh, round + 1);
  clock.after(round === 0 ? (when.firstAfterMs ?? when.afterMs) : when.afterMs, async () => {
    timeline.add(
      'user',
      `@maintainer comments "/sweep rerun-failed" (${missing.length} rows without a result)`,
    );
    await api(gh, 'POST', `/issues/${DEMO_PR}/comments`, { body: '/sweep rerun-failed' }, 'tok-maintainer');
  });
}

/** Rows of the plan no job of any run has a result for (a success that ran the benchmark). */
export function rowsWithoutResult(gh: FakeGitHub, plan: Plan): string[] {
  const ok = new Set(
    (gh.state.jobs ?? [])
      .filter((j) => j.conclusion === 'success' && !j.log?.includes('::notice::not run:'))
      .map((j) => j.name.split(' / ').at(-1)!.trim()),
  );
  return bucketsOf(plan)
    .flatMap((b) => b.rows.map(rowIdOf))
    .filter((id) => !ok.has(id));
}

/** The bot's comments by kind: the sticky status, the unofficial-run links, and one-off replies. */
export function botComments(comments: readonly FakeComment[]) {
  const bot = comments.filter((c) => c.user.login === actionsBot.login);
  return {
    status: bot.filter((c) => c.body.includes('<!-- sweep-orchestrator-status -->')),
    links: bot.filter((c) => c.body.includes(DEFAULTS.linksMarker)),
    guidance: bot.filter((c) => c.body.includes(guidanceMarker)),
    notices: bot.filter((c) => c.body.includes(protectedMarker)),
    replies: bot.filter(
      (c) =>
        !['<!-- sweep-orchestrator-status -->', DEFAULTS.linksMarker, guidanceMarker, protectedMarker].some(
          (m) => c.body.includes(m),
        ),
    ),
  };
}
