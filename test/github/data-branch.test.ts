// The published results' data branch over real HTTP (the Octokit adapter against the fake GitHub's git
// data routes on 127.0.0.1): a merged run's results published, then read back as a second PR's baseline — after the
// first run's artifacts expired; publishing again adds nothing; a branch moved by another publisher, and
// a move whose outcome is unknown, never lose or duplicate a point.
import { afterAll, describe, expect, it } from 'vitest';
import { rowIdOf } from '../../src/dispatch/plan.js';
import { readPublished, publishToDataBranch } from '../../src/github/data-branch.js';
import { createDataBranchPort } from '../../src/github/octokit.js';
import type { Row } from '../../src/plan/row.js';
import { singleNodeRow } from '../support/rows.js';
import {
  compareResults,
  curvePath,
  parseCurveFile,
  publishedBaseline,
  publishRecords,
  sweepResults,
  type ArtifactInput,
} from '../../src/results/index.js';
import { emptyState, startFakeGitHub, type FakeGitHub } from '../../src/sim/fake-github.js';
import { commitDirect, emptyGitData, fileAt as fileOf } from '../../src/sim/fake-git.js';

const FP = 'c'.repeat(64);
const BRANCH = 'sweep-results';
const MERGE = '3'.repeat(40);

const row = (conc: number): Row => singleNodeRow({ conc, 'recipe-fingerprint': FP });
const rows = [row(4), row(8)];

/** A generic artifact of one row holding an aggregate with this throughput per GPU. */
function artifact(r: Row, tput: number, attempt = 1): ArtifactInput {
  const id = rowIdOf(r);
  const agg = {
    hw: 'b200',
    conc: r['conc'],
    image: 'img:1',
    model: 'm',
    infmax_model_prefix: 'dsr1',
    framework: 'sglang',
    precision: 'fp4',
    spec_decoding: 'none',
    disagg: false,
    recipe_fingerprint: FP,
    isl: 1024,
    osl: 1024,
    is_multinode: false,
    tp: 8,
    pp: 1,
    dcp_size: 1,
    pcp_size: 1,
    ep: 1,
    dp_attention: 'false',
    tput_per_gpu: tput,
    output_tput_per_gpu: tput / 2,
    input_tput_per_gpu: tput / 2,
    median_intvty: 50,
    median_ttft: 0.2,
    median_itl: 0.02,
  };
  return { name: `result-${id}-${attempt}`, files: [{ path: `agg_${id}.json`, text: JSON.stringify(agg) }] };
}

const servers: FakeGitHub[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.close())));
async function setup() {
  const gh = await startFakeGitHub(emptyState({ owner: 'o', repo: 'r', git: emptyGitData() }));
  servers.push(gh);
  const git = gh.state.git!;
  const fake = {
    url: gh.url,
    state: git,
    inject: gh.inject,
    fileAt: (branch: string, path: string) => fileOf(git, branch, path),
    commitDirect: (branch: string, files: Record<string, string>) => commitDirect(git, branch, files),
    /** The git data requests made, path after the repository. */
    get requests() {
      return gh.requests
        .filter((r) => r.path.includes('/git/'))
        .map((r) => ({ method: r.method, path: r.path.replace(/^\/repos\/o\/r/, ''), status: r.status }));
    },
  };
  const port = createDataBranchPort({
    token: 't',
    baseUrl: fake.url,
    repo: { owner: 'o', repo: 'r' },
    throttle: false,
    retries: 2,
    retryBaseMs: 1,
  });
  return { fake, port };
}

/** A merged run's records: three published runs of the same curve give a spread. */
const published = (runId: number, tputs: [number, number], at: string) => {
  const r = sweepResults(rows, [artifact(rows[0]!, tputs[0]), artifact(rows[1]!, tputs[1])]);
  return publishRecords(r.rows, r.gpuFindings, { runId, sha: MERGE, pr: runId, at });
};

describe('the published results data branch', () => {
  it('a merge publishes; a later PR compares with it after the artifacts expired', async () => {
    const { fake, port } = await setup();
    // The branch does not exist yet: the first publication creates it.
    const first = await publishToDataBranch(
      port,
      BRANCH,
      published(101, [1000, 800], '2026-09-01T00:00:00Z'),
      'publish run 101',
    );
    expect(first.appended).toBe(2);
    expect(fake.state.refs.get(BRANCH)).toBe(first.commit);
    await publishToDataBranch(
      port,
      BRANCH,
      published(102, [1010, 790], '2026-09-02T00:00:00Z'),
      'publish run 102',
    );
    await publishToDataBranch(
      port,
      BRANCH,
      published(103, [990, 810], '2026-09-03T00:00:00Z'),
      'publish run 103',
    );
    const text = fake.fileAt(BRANCH, curvePath(FP))!;
    expect(parseCurveFile(text)).toMatchObject({ bad: 0 });
    expect(parseCurveFile(text).records.map((r) => [r['run-id'], r.conc, r.metrics.tput_per_gpu])).toEqual([
      [101, 4, 1000],
      [101, 8, 800],
      [102, 4, 1010],
      [102, 8, 790],
      [103, 4, 990],
      [103, 8, 810],
    ]);

    // The artifacts of runs 101–103 are gone (expired): only the branch is read.
    const files = await readPublished(port, BRANCH, [FP]);
    const baseline = publishedBaseline(files);
    const pr = sweepResults(rows, [artifact(rows[0]!, 900), artifact(rows[1]!, 805)]);
    const c = compareResults(pr, baseline, { samples: 5 });
    const points = c.groups.flatMap((g) => g.points);
    expect(points.map((p) => [p.conc, p.base.length, p.verdict.verdict])).toEqual([
      [4, 3, 'worse'],
      [8, 3, 'within-noise'],
    ]);
    expect(points[0]!.verdict.metrics[0]).toMatchObject({
      metric: 'tput_per_gpu',
      test: 't-interval',
      base: 1000,
    });
    // Reading used read calls only.
    expect(fake.requests.filter((r) => r.method !== 'GET').length).toBe(3 * 3);
  });

  it('publishing the same run again adds nothing', async () => {
    const { fake, port } = await setup();
    const recs = published(201, [1000, 800], '2026-09-01T00:00:00Z');
    await publishToDataBranch(port, BRANCH, recs, 'publish');
    const head = fake.state.refs.get(BRANCH);
    expect(await publishToDataBranch(port, BRANCH, recs, 'publish')).toEqual({ appended: 0, commit: head });
    expect(fake.state.refs.get(BRANCH)).toBe(head);
  });

  it('another publisher moving the branch first: read again, keep both', async () => {
    const { fake, port } = await setup();
    await publishToDataBranch(port, BRANCH, published(301, [1000, 800], '2026-09-01T00:00:00Z'), 'first');
    const other = published(302, [1001, 801], '2026-09-02T00:00:00Z');
    const otherText = `${fake.fileAt(BRANCH, curvePath(FP))}${other.map((r) => JSON.stringify(r)).join('\n')}\n`;
    fake.inject({
      method: 'PATCH',
      path: /\/git\/refs\/heads(\/|%2F)/i,
      before: () => void fake.commitDirect(BRANCH, { [curvePath(FP)]: otherText }),
    });
    const out = await publishToDataBranch(
      port,
      BRANCH,
      published(303, [999, 799], '2026-09-03T00:00:00Z'),
      'third',
    );
    expect(out.appended).toBe(2);
    const runs = parseCurveFile(fake.fileAt(BRANCH, curvePath(FP))!).records.map((r) => r['run-id']);
    expect(runs).toEqual([301, 301, 302, 302, 303, 303]);
    expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([422, 200]);
  });

  it('a move whose answer is lost (502 after it happened): looked at again, never appended twice', async () => {
    const { fake, port } = await setup();
    await publishToDataBranch(port, BRANCH, published(401, [1000, 800], '2026-09-01T00:00:00Z'), 'first');
    fake.inject({ method: 'PATCH', path: /\/git\/refs\/heads(\/|%2F)/i, status: 502, kind: 'after-write' });
    const out = await publishToDataBranch(
      port,
      BRANCH,
      published(402, [1000, 800], '2026-09-02T00:00:00Z'),
      'second',
    );
    expect(out.appended).toBe(0);
    const runs = parseCurveFile(fake.fileAt(BRANCH, curvePath(FP))!).records.map((r) => r['run-id']);
    expect(runs).toEqual([401, 401, 402, 402]);
    // The move was made once and never repeated blindly.
    expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([502]);
  });

  it('a branch that does not exist reads as no baseline', async () => {
    const { port } = await setup();
    expect(await readPublished(port, 'nothing-here', [FP])).toEqual(new Map());
  });
});
