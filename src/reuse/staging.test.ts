import { describe, expect, it } from 'vitest';
import { parseStagingCallback, stagingCallbackComment } from './staging.js';

const ctx = { repository: 'SemiAnalysisAI/InferenceX', dashboardRepo: 'SemiAnalysisAI/InferenceX-app' };
const payload = (over: Record<string, unknown> = {}) => ({
  'dashboard-repository': 'SemiAnalysisAI/InferenceX-app',
  'source-repository': 'SemiAnalysisAI/InferenceX',
  'pr-number': '2707',
  'run-id': '38029231836',
  'run-date': '2026-08-10',
  'requested-by': 'alice',
  'comment-id': '555',
  'workflow-url': 'https://github.com/SemiAnalysisAI/InferenceX-app/actions/runs/1',
  ...over,
});
const RUN = 'https://github.com/SemiAnalysisAI/InferenceX/actions/runs/38029231836';
const opts = { runUrl: RUN, stagingSite: 'https://staging.example.com/' };

describe('staging callbacks edit the acknowledgement (BC-6)', () => {
  it('started', () => {
    const p = parseStagingCallback({ action: 'stage-results-started', client_payload: payload() }, ctx);
    expect(p.ok).toBe(true);
    const c = stagingCallbackComment(p.ok ? p.callback : (undefined as never), opts);
    expect(c).toMatchObject({ action: 'edit', commentId: 555 });
    expect(c.body).toContain(
      `@alice staging [run 38029231836](${RUN}). The [staging workflow](https://github.com/SemiAnalysisAI/InferenceX-app/actions/runs/1) is now running…`,
    );
    expect(c.body).toContain('@alice 正在暂存[运行 38029231836]');
  });

  it('success links the staged run by date and id; failure links the workflow', () => {
    const ok = parseStagingCallback(
      { action: 'stage-results-completed', client_payload: payload({ status: 'success' }) },
      ctx,
    );
    expect(stagingCallbackComment(ok.ok ? ok.callback : (undefined as never), opts).body).toContain(
      '@alice staged run 38029231836: https://staging.example.com/inference?i_dates=2026-08-10~r38029231836. Staging the run again updates this link.',
    );
    const bad = parseStagingCallback(
      {
        action: 'stage-results-completed',
        client_payload: payload({ status: 'failure', 'comment-id': undefined }),
      },
      ctx,
    );
    const c = stagingCallbackComment(bad.ok ? bad.callback : (undefined as never), opts);
    expect(c.action).toBe('create');
    expect(c.body).toContain(
      '@alice staging run 38029231836 failed. [Inspect the staging workflow](https://github.com/SemiAnalysisAI/InferenceX-app/actions/runs/1).',
    );
    expect(c.body).toContain('@alice 暂存运行 38029231836 失败。');
  });

  it('accepts callbacks only from the configured dashboard repository, for this repository', () => {
    const from = (over: Record<string, unknown>, action = 'stage-results-started') =>
      parseStagingCallback({ action, client_payload: payload(over) }, ctx);
    expect(from({ 'dashboard-repository': 'evil/app' })).toEqual({
      ok: false,
      error: "staging callback from 'evil/app' ignored: only SemiAnalysisAI/InferenceX-app reports staging",
    });
    expect(from({ 'source-repository': 'other/repo' }).ok).toBe(false);
    expect(from({}, 'ingest-results')).toEqual({
      ok: false,
      error: 'repository_dispatch ingest-results is not a staging callback',
    });
    expect(from({}, 'stage-results-completed')).toEqual({
      ok: false,
      error: 'staging callback: a completed callback needs a status',
    });
    expect(from({ 'workflow-url': 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: 'staging callback: workflow-url: must be an https URL',
    });
    expect(from({ 'requested-by': '@everyone <b>' }).ok).toBe(false);
  });
});
