// The workflows' part in the results: the sweep's collect job uploads the run's result files as one
// archive with the paths the action reads; the merge's publication job is the only job that may write the
// repository's contents, runs the action alone on default-branch code, and only on a merge whose source
// run was validated; PR sweeps read the data branch from jobs with read scopes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderControlCaller, renderRunCaller } from '../../src/dispatch/callers.js';
import { FILES } from '../../src/dispatch/workflows.js';
import { actionRef } from '../../src/dispatch/product.js';
import { BUNDLE_FOLDERS, bundlePath, RESULTS_BUNDLE } from '../../src/results/bundle.js';
import { consumerRoot } from '../../src/sim/consumer.js';
import { simulateWorkflow } from '../../src/sim/harness/simulate.js';
import { collectUpload } from '../../src/sim/upload.js';
import { repoRoot } from '../support/reference.js';

type Step = { name?: string; uses?: string; run?: string; with?: Record<string, unknown> };
type Job = { permissions?: Record<string, string>; steps?: Step[]; if?: string; needs?: unknown };
const jobsOf = (text: string) => (parse(text) as { jobs: Record<string, Job> }).jobs;
const reusable = [FILES.run, FILES.family, FILES.single, FILES.multi].map((f) => ({
  f,
  text: readFileSync(join(repoRoot, '.github/workflows', f), 'utf8'),
}));

describe('the results archive of the collect job', () => {
  const collect = jobsOf(reusable[0]!.text)['collect']!;

  it('downloads each pattern into its folder and uploads their JSON files as sweep-results', () => {
    const downloads = collect.steps!.filter((s) => s.uses?.startsWith('actions/download-artifact@'));
    for (const f of BUNDLE_FOLDERS)
      expect(downloads.map((d) => [d.with?.['pattern'], d.with?.['path']])).toContainEqual([
        f.pattern,
        `.sweep/${f.folder}`,
      ]);
    const upload = collect.steps!.find((s) => s.with?.['name'] === RESULTS_BUNDLE)!;
    expect(upload.uses).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}/);
    expect(upload.with?.['overwrite']).toBe(true);
    expect(upload.with?.['if-no-files-found']).toBe('ignore');
  });

  it('the upload names each file as the action reads it back: <folder>/<artifact>/<path>', () => {
    const upload = collect.steps!.find((s) => s.with?.['name'] === RESULTS_BUNDLE)!;
    const ws = mkdtempSync(join(tmpdir(), 'sweep-collect-'));
    const downloaded: Record<string, string> = {
      'results/result-0123456789abcdef-1/0123456789abcdef.json': '{}',
      'bmk/bmk_dsr1_8k1k_x/agg_dsr1_8k1k_x.json': '{"a":1}',
      'bmk/bmk_agentic_dsv4_x/dsv4_x.json': '{"b":2}',
      'evals/eval_dsr1_x/meta_env.json': '{}',
      'evals/eval_server_logs_dsr1_x/server.log': 'log',
    };
    for (const [p, t] of Object.entries(downloaded)) {
      mkdirSync(dirname(join(ws, '.sweep', p)), { recursive: true });
      writeFileSync(join(ws, '.sweep', p), t);
    }
    const files = collectUpload(ws, String(upload.with!['path']));
    const expected = Object.keys(downloaded)
      .filter((p) => p.endsWith('.json'))
      .map((p) => {
        const [, artifact, ...rest] = p.split('/');
        return bundlePath(artifact!, rest.join('/'));
      });
    expect(Object.keys(files).sort()).toEqual([...expected].sort());
  });
});

describe('the publication job (contents: write)', () => {
  const control = renderControlCaller();
  const jobs = jobsOf(control);

  it('is the only job of the callers and the reusable workflows that may write the contents', () => {
    const writers = [
      { f: 'sweep-control.yml', text: control },
      { f: 'sweep.yml', text: renderRunCaller() },
      ...reusable,
    ].flatMap(({ f, text }) =>
      Object.entries(jobsOf(text))
        .filter(([, j]) => j.permissions?.['contents'] === 'write')
        .map(([id]) => `${f} ${id}`),
    );
    expect(writers).toEqual(['sweep-control.yml publish-results']);
    expect(jobs['publish-results']!.permissions).toEqual({ actions: 'read', contents: 'write' });
    // The PR sweep's links job reads the data branch with read scopes.
    expect(jobsOf(reusable[0]!.text)['links']!.permissions?.['contents']).toBe('read');
  });

  it('runs the action in publish-results mode on default-branch code, nothing else', () => {
    const steps = jobs['publish-results']!.steps!;
    expect(steps.map((s) => s.uses?.replace(/@.*$/, ''))).toEqual([
      'actions/checkout',
      actionRef().replace(/@.*$/, ''),
    ]);
    expect(steps[0]!.with).toEqual({
      ref: '${{ github.event.repository.default_branch }}',
      'persist-credentials': false,
    });
    expect(steps[1]!.with).toMatchObject({
      mode: 'publish-results',
      'run-id': '${{ needs.control.outputs.reuse-run-id }}',
      'pr-number': '${{ needs.control.outputs.pr-number }}',
    });
    expect(steps.some((s) => s.run !== undefined)).toBe(false);
  });

  it('runs on a merge whose source run was validated, and on no other event', async () => {
    const root = consumerRoot();
    const run = async (name: string, payload: Record<string, unknown>, pending: string) =>
      (
        await simulateWorkflow('.github/workflows/sweep-control.yml', {
          root,
          event: { name, payload },
          outputsOf: (j) =>
            j.jobId === 'control'
              ? { 'publish-pending': pending, 'reuse-run-id': '9', 'pr-number': '4' }
              : undefined,
        })
      ).entries.find((e) => e.jobId === 'publish-results')!;
    const push = { ref: 'refs/heads/main', after: '3'.repeat(40) };
    const merged = await run('push', push, 'true');
    expect(merged.status).toBe('success');
    expect(merged.actionInputs?.[0]).toMatchObject({
      mode: 'publish-results',
      'run-id': '9',
      'pr-number': '4',
    });
    expect((await run('push', push, '')).status).toBe('skipped');
    expect(
      (await run('pull_request_target', { action: 'labeled', pull_request: { number: 4 } }, 'true')).status,
    ).toBe('skipped');
  });
});
