import { describe, expect, it } from 'vitest';
import type { NormalizedEntry } from '../gate/index.js';
import { ingestDispatch, stagingDispatch, type IngestInput } from './publish.js';

const MERGE = 'c0ffee0000000000000000000000000000000001';
const HEAD = '1234567890abcdef1234567890abcdef12345678';
const entry: NormalizedEntry = {
  'config-keys': ['dsv4-fp4-b200-vllm-agentic-mtp'],
  description: ['Serve the TP8 arm'],
  'pr-link': 'https://github.com/SemiAnalysisAI/InferenceX/pull/2707',
  'evals-only': false,
  'all-evals': false,
  'append-only': false,
  'scenario-type': ['agentic-coding'],
};
const input = (over: Partial<IngestInput> = {}): IngestInput => ({
  dashboardRepo: 'SemiAnalysisAI/InferenceX-app',
  sourceRepository: 'SemiAnalysisAI/InferenceX',
  source: { runId: 38029231836, headSha: HEAD },
  mergeRunId: 38100000001,
  pull: { number: 2707, mergeSha: MERGE },
  agentic: false,
  entries: [entry],
  ...over,
});

describe('the ingestion dispatch of a merge (05 §1.1)', () => {
  it('ingest-results to the dashboard repository with the source and merge runs and the entries', () => {
    expect(ingestDispatch(input())).toEqual({
      ok: true,
      dispatch: {
        owner: 'SemiAnalysisAI',
        repo: 'InferenceX-app',
        event_type: 'ingest-results',
        client_payload: {
          'source-repository': 'SemiAnalysisAI/InferenceX',
          'source-run-id': '38029231836',
          'merge-run-id': '38100000001',
          'pr-number': '2707',
          'merge-sha': MERGE,
          'source-head-sha': HEAD,
          'changelog-metadata-artifact': 'changelog-metadata',
          'changelog-entries': [entry],
        },
      },
    });
  });

  it('ingest-agentic-results with the production database target when the plan has agentic rows', () => {
    const r = ingestDispatch(input({ agentic: true }));
    expect(r.ok && r.dispatch.event_type).toBe('ingest-agentic-results');
    expect(r.ok && r.dispatch.client_payload['database-target']).toBe('production');
    expect(r.ok && Object.keys(r.dispatch.client_payload).length).toBe(9);
  });

  it('refuses what GitHub or the dashboard would misread: bad ids, short SHAs, no entries', () => {
    const r = ingestDispatch(
      input({ dashboardRepo: 'app', mergeRunId: 0, pull: { number: 1.5, mergeSha: 'abc' }, entries: [] }),
    );
    expect(r).toEqual({
      ok: false,
      error:
        "dashboard repository 'app' is not owner/name; merge run id 0 is not a run id; PR number 1.5 is not a PR number; merge commit 'abc' is not a full SHA; the merge has no changelog entries to publish",
    });
  });

  it('refuses a payload over GitHub’s 64 KB limit instead of sending it', () => {
    const big = Array.from({ length: 400 }, (_, i) => ({
      ...entry,
      description: [`${'x'.repeat(160)} ${i}`],
    }));
    const r = ingestDispatch(input({ entries: big }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(
      /^the ingest-results payload is \d+ bytes; GitHub accepts less than 65536\. The entries are in the changelog-metadata artifact/,
    );
  });
});

describe('the staging dispatch (01 §7.3)', () => {
  const staging = { runId: 38029231836, attempt: 2, runDate: '2026-08-10' };
  it('stage-results with the seven fields the dashboard reads', () => {
    expect(
      stagingDispatch({
        dashboardRepo: 'SemiAnalysisAI/InferenceX-app',
        sourceRepository: 'SemiAnalysisAI/InferenceX',
        prNumber: 2707,
        staging,
        requestedBy: 'alice',
        commentId: 555,
      }),
    ).toEqual({
      ok: true,
      dispatch: {
        owner: 'SemiAnalysisAI',
        repo: 'InferenceX-app',
        event_type: 'stage-results',
        client_payload: {
          'source-repository': 'SemiAnalysisAI/InferenceX',
          'pr-number': '2707',
          'run-id': '38029231836',
          'run-attempt': '2',
          'run-date': '2026-08-10',
          'requested-by': 'alice',
          'comment-id': '555',
        },
      },
    });
  });

  it('refuses a malformed request', () => {
    const r = stagingDispatch({
      dashboardRepo: 'a/b',
      sourceRepository: 'c/d',
      prNumber: 1,
      staging: { ...staging, runDate: '10/08/2026' },
      requestedBy: 'not a login',
      commentId: -1,
    });
    expect(r).toEqual({
      ok: false,
      error:
        "run date '10/08/2026' is not YYYY-MM-DD; 'not a login' is not a GitHub login; comment id -1 is not a comment id",
    });
  });
});
