// What GitHub holds about a failed job, read through the port from the fake on 127.0.0.1: its steps (which
// one failed), when it started, its log (GitHub answers with a redirect to the text) and its annotations
// (where GitHub writes that a runner was lost).
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokitPort } from '../../src/github/octokit.js';
import { GitHubError } from '../../src/github/port.js';
import { emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';

let gh: FakeGitHub | undefined;
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const LOG = [
  '2026-08-22T12:10:00.1234567Z ##[group]Run bash -c "$SWEEP_LAUNCHER"',
  '2026-08-22T12:41:02.1234567Z ERROR: salloc failed to allocate a job',
  '2026-08-22T12:41:02.2234567Z ##[error]Process completed with exit code 1.',
].join('\n');

async function fake(): Promise<FakeGitHub> {
  const s = emptyState();
  s.jobs = [
    {
      id: 31,
      runId: 7,
      attempt: 1,
      name: 'sweep / sweep-single-node-1k1k / single-0 (x) / 0123456789abcdef',
      status: 'completed',
      conclusion: 'failure',
      labels: ['b200'],
      runnerName: 'b200-dgxc_03',
      startedAt: '2026-08-22T12:10:00Z',
      completedAt: '2026-08-22T12:41:03Z',
      steps: [
        { name: 'Set up job', number: 1, status: 'completed', conclusion: 'success' },
        { name: 'benchmark', number: 2, status: 'completed', conclusion: 'failure' },
        { name: 'Run actions/upload-artifact@ea16', number: 3, status: 'completed', conclusion: 'skipped' },
      ],
      log: LOG,
    },
    {
      id: 32,
      runId: 7,
      attempt: 1,
      name: 'sweep / sweep-single-node-1k1k / single-0 (y) / fedcba9876543210',
      status: 'completed',
      conclusion: 'failure',
      labels: ['b200'],
      runnerName: 'b200-dgxc_04',
      startedAt: '2026-08-22T12:10:00Z',
      completedAt: '2026-08-22T12:30:00Z',
      annotations: [
        'The self-hosted runner: b200-dgxc_04 lost communication with the server. Verify the machine is running and has a healthy network connection.',
      ],
    },
  ];
  s.runs.push({
    id: 7,
    workflow: 'sweep.yml',
    name: 'sweep',
    displayTitle: 'sweep',
    status: 'completed',
    conclusion: 'failure',
    headSha: 'a'.repeat(40),
    ref: 'main',
    event: 'workflow_dispatch',
    inputs: {},
    createdAt: '2026-08-22T12:00:00Z',
    attempt: 1,
  });
  return startFakeGitHub(s);
}

const portOn = (server: FakeGitHub) =>
  createOctokitPort({
    token: 't',
    baseUrl: server.url,
    repo: { owner: server.state.owner, repo: server.state.repo },
    retries: 0,
    throttle: false,
    retryBaseMs: 1,
  });

describe('the port reads what GitHub holds about a failed job', () => {
  it('steps with their conclusions and the start time come with the jobs listing', async () => {
    gh = await fake();
    const [j] = await portOn(gh).listRunJobs(7);
    expect(j!.startedAt).toBe('2026-08-22T12:10:00Z');
    expect(j!.steps?.map((s) => [s.name, s.conclusion])).toEqual([
      ['Set up job', 'success'],
      ['benchmark', 'failure'],
      ['Run actions/upload-artifact@ea16', 'skipped'],
    ]);
  });

  it("a job's log follows GitHub's redirect to its text", async () => {
    gh = await fake();
    expect(await portOn(gh).getJobLog(31)).toBe(LOG);
    expect(gh.requests.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/repos/SemiAnalysisAI/InferenceX/actions/jobs/31/logs', 302],
      ['GET', '/_blobs/job-logs/31', 200],
    ]);
  });

  it('a job without a log is a 404 GitHubError; annotations carry the lost runner', async () => {
    gh = await fake();
    const missing = await portOn(gh)
      .getJobLog(32)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GitHubError);
    expect((missing as GitHubError).status).toBe(404);
    expect(await portOn(gh).listJobAnnotations(32)).toEqual([
      expect.stringMatching(/^The self-hosted runner: b200-dgxc_04 lost communication with the server\./),
    ]);
    expect(await portOn(gh).listJobAnnotations(31)).toEqual([]);
  });
});
