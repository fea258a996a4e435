// The action's entry: read inputs and context, build the one GitHub port, hand over to the shell in
// src/github/handle.ts. `@actions/github` is used for `context` only; the port owns the HTTP client.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { context } from '@actions/github';
import type { Diagnostic } from './diagnostics.js';
import { createOctokitPort } from './github/octokit.js';
import { dryRunPort } from './github/dry-run.js';
import { readDispatchRequest, writeDispatchRequest } from './github/dispatch-request.js';
import { handle, type ActionInputs } from './github/handle.js';
import { filePipeline, gitPipeline } from './github/pipeline.js';
import { gitManualPlanner } from './github/manual-pipeline.js';
import { defaultBaseUrl } from './report/unofficial.js';

export async function run(): Promise<void> {
  try {
    // Like core.getBooleanInput, but an absent input is false (the runner fills action.yml defaults;
    // hand-run and test environments may not).
    const bool = (name: string) => {
      const v = core.getInput(name).toLowerCase();
      if (v === '' || v === 'false') return false;
      if (v === 'true') return true;
      throw new Error(`input ${name} must be true or false (got '${v}')`);
    };
    const num = (name: string) => {
      const v = core.getInput(name);
      if (!v) return undefined;
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n <= 0)
        throw new Error(`input ${name} must be a positive integer (got '${v}')`);
      return n;
    };
    const mode = core.getInput('mode') || 'auto';
    if (mode !== 'auto' && mode !== 'dispatch' && mode !== 'report')
      throw new Error(`input mode must be auto, dispatch or report (got '${mode}')`);
    const scope = core.getInput('fail-fast-scope') || 'matrix';
    if (scope !== 'matrix' && scope !== 'run')
      throw new Error(`input fail-fast-scope must be matrix or run (got '${scope}')`);
    const inputs: ActionInputs = {
      mode,
      baseUrl: core.getInput('base-url') || defaultBaseUrl,
      strict: bool('strict'),
      sweepWorkflow: core.getInput('sweep-workflow') || 'run-sweep.yml',
      bot: core.getInput('bot-login') || 'github-actions[bot]',
      evalsRan: bool('evals-ran'),
      ...(scope === 'run' ? { failFastScope: 'run' as const } : {}),
    };
    const prNumber = num('pr-number');
    const runId = num('run-id');
    if (prNumber) inputs.prNumber = prNumber;
    if (runId) inputs.runId = runId;

    const repo = context.repo;
    const live = createOctokitPort({
      token: core.getInput('github-token', { required: true }),
      baseUrl: context.apiUrl,
      repo,
      log: (l) => core.info(l),
    });
    const port = bool('dry-run') ? dryRunPort(live, (l) => core.info(l)) : live;
    const planFile = core.getInput('plan-file');
    const workspace = resolve(core.getInput('workspace') || process.env.GITHUB_WORKSPACE || '.');
    const planDir = resolve(workspace, core.getInput('plan-dir') || '.sweep/plan');
    const sweepPlan = core.getInput('sweep-plan');
    const requestFile = resolve(workspace, core.getInput('dispatch-file') || '.sweep/dispatch-request.json');
    const payload = context.payload as Record<string, unknown>;
    const repository = payload.repository as { default_branch?: string } | undefined;

    const result = await handle(
      {
        eventName: context.eventName,
        payload,
        runId: context.runId,
        runAttempt: context.runAttempt,
        serverUrl: context.serverUrl,
        defaultBranch: repository?.default_branch ?? 'main',
        inputs,
      },
      {
        port,
        pipeline: planFile
          ? filePipeline(resolve(workspace, planFile))
          : gitPipeline(workspace, (l) => core.info(l)),
        manualPlanner: gitManualPlanner(workspace),
        log: (l) => core.info(l),
        warn: (l) => core.warning(l),
        annotate,
        setOutput: (k, v) => core.setOutput(k, v),
        summary: async (md) => {
          await core.summary.addRaw(md).write();
        },
        savePlan: (plan, key, headSha) => {
          mkdirSync(planDir, { recursive: true });
          const file = join(planDir, 'plan.json');
          writeFileSync(file, JSON.stringify(plan));
          const artifact = `sweep-plan-${headSha.slice(0, 12)}-${key.slice(0, 12)}`;
          core.setOutput('plan-path', file);
          core.setOutput('plan-artifact', artifact);
          return artifact;
        },
        saveRequest: (req) => writeDispatchRequest(requestFile, req),
        ...(sweepPlan
          ? {
              loadSweepPlan: () => {
                const file = resolve(workspace, sweepPlan);
                const text = readFileSync(file, 'utf8');
                try {
                  return JSON.parse(text) as unknown;
                } catch (e) {
                  throw new Error(`${file} is not JSON: ${(e as Error).message}`, { cause: e });
                }
              },
            }
          : {}),
        loadRequest: () => readDispatchRequest(requestFile),
      },
    );
    if (result.failed)
      core.setFailed(
        'the sweep decision or the changelog gate reported errors; see the annotations and the status comment',
      );
  } catch (e) {
    core.setFailed((e as Error).message);
  }
}

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
