// The GitHub Actions runner as the action sees it: the run's context (event, payload, ids) from
// @actions/github, and the step's IO (log, annotations, outputs, step summary) through @actions/core.
import { resolve } from 'node:path';
import * as core from '@actions/core';
import { context } from '@actions/github';
import type { Diagnostic } from '../diagnostics.js';
import type { RepoRef } from '../github/port.js';
import type { ActionInputs, WorkspaceFiles } from './inputs.js';
import type { ActionContext, StepIO } from './types.js';

export function runnerContext(inputs: ActionInputs): ActionContext {
  const payload = context.payload as Record<string, unknown>;
  const repository = payload.repository as { default_branch?: string } | undefined;
  return {
    eventName: context.eventName,
    payload,
    runId: context.runId,
    runAttempt: context.runAttempt,
    serverUrl: context.serverUrl,
    defaultBranch: repository?.default_branch ?? 'main',
    inputs,
  };
}

/**
 * The API the step talks to. SWEEP_API_TIMEOUT_MS and SWEEP_API_BACKOFF_MS shorten the per-request
 * deadline and the backoff unit (tests and hand debugging against a local fake); unset, the defaults hold.
 */
export const runnerApi = (): { baseUrl: string; repo: RepoRef; timeoutMs?: number; retryBaseMs?: number } => {
  const ms = (name: string) => {
    const n = Number(process.env[name]);
    return Number.isFinite(n) && n > 0 ? n : undefined;
  };
  const timeoutMs = ms('SWEEP_API_TIMEOUT_MS');
  const retryBaseMs = ms('SWEEP_API_BACKOFF_MS');
  return {
    baseUrl: context.apiUrl,
    repo: context.repo,
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(retryBaseMs ? { retryBaseMs } : {}),
  };
};

export const runnerWorkspace = (files: WorkspaceFiles): string =>
  resolve(files.workspace || process.env.GITHUB_WORKSPACE || '.');

export const runnerIO = (): StepIO => ({
  log: (l) => core.info(l),
  warn: (l) => core.warning(l),
  annotate,
  setOutput: (k, v) => core.setOutput(k, v),
  summary: async (md) => {
    try {
      await core.summary.addRaw(md).write();
    } catch (e) {
      core.warning(`cannot write the job summary: ${(e as Error).message}`);
    }
  },
});

function annotate(d: Diagnostic): void {
  const props: core.AnnotationProperties = { title: d.rule };
  if (d.file) props.file = d.file;
  if (d.line) props.startLine = d.line;
  if (d.col) props.startColumn = d.col;
  const text = `${d.message}${d.path ? ` (${d.path})` : ''}${d.fix ? ` — fix: ${d.fix}` : ''}`;
  if (d.severity === 'error') core.error(text, props);
  else if (d.severity === 'warning') core.warning(text, props);
  else core.notice(text, props);
}
