// The one composition root: the services a step's handlers use, built from its parsed inputs. The action
// (src/main.ts) and the simulator build their deps here; they differ only in the step IO they pass (the
// runner's, or captured), where the GitHub API is, and where the git repository is.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { dryRunPort } from '../github/dry-run.js';
import { createDataBranchPort, createOctokitPort } from '../github/octokit.js';
import type { RepoRef } from '../github/port.js';
import type { StepInputs } from './inputs.js';
import { gitManualPlanner } from './manual-pipeline.js';
import { filePipeline, gitPipeline } from './pipeline.js';
import { publishStore } from './publish-store.js';
import { toLayout } from '../repo-config/config.js';
import { planArtifactName, workspaceStore } from './store.js';
import type { ActionDeps, StepIO } from './types.js';

export interface DepsHost {
  io: StepIO;
  /** The REST API the port talks to (always an explicit base URL) and the repository the run is in. */
  api: {
    baseUrl: string;
    repo: RepoRef;
    retries?: number;
    throttle?: boolean;
    /** Per-request deadline and backoff unit (tests shrink them; the action keeps the defaults). */
    timeoutMs?: number;
    retryBaseMs?: number;
  };
  /** The git repository the planners read; default the workspace. */
  repoDir?: string;
}

export function createDeps(workspace: string, inputs: StepInputs, host: DepsHost): ActionDeps {
  const { io, api } = host;
  const client = {
    token: inputs.token,
    baseUrl: api.baseUrl,
    repo: api.repo,
    log: io.log,
    ...(api.retries !== undefined ? { retries: api.retries } : {}),
    ...(api.throttle !== undefined ? { throttle: api.throttle } : {}),
    ...(api.timeoutMs !== undefined ? { timeoutMs: api.timeoutMs } : {}),
    ...(api.retryBaseMs !== undefined ? { retryBaseMs: api.retryBaseMs } : {}),
    // The look before a launcher runs on the GPU job itself: a rate limit is not waited out there (the
    // look fails open and the benchmark runs).
    ...(inputs.action.mode === 'before-launch' ? { maxRateLimitWaitSeconds: 30 } : {}),
  };
  const live = createOctokitPort({
    ...client,
    ...(inputs.dashboardToken ? { dispatchToken: inputs.dashboardToken } : {}),
  });
  const repoDir = host.repoDir ?? workspace;
  const { planFile } = inputs.files;
  const store = workspaceStore(workspace, inputs.files);
  const settings = inputs.action.settings;
  // The config file's layout overrides detection; without one, the layout is found per revision.
  const layout = settings.layoutSource === 'file' ? { layout: toLayout(settings.layout) } : {};
  // The label sets as the sweep will request them: the config file's scheduler flags, else the
  // repository variables when the workflow hands them to the step.
  const routing = {
    priority: settings.scheduler.priority ?? process.env['PRIORITY_SCHEDULER_ENABLED'] === 'true',
    nodeSlots: settings.scheduler.nodeSlots ?? process.env['NODE_SLOT_SCHEDULER_ENABLED'] === 'true',
  };
  return {
    ...io,
    port: inputs.dryRun ? dryRunPort(live, io.log) : live,
    ...(api.retryBaseMs !== undefined ? { backoffMs: api.retryBaseMs } : {}),
    pipeline: planFile
      ? filePipeline(resolve(workspace, planFile))
      : gitPipeline(repoDir, io.log, {
          ...layout,
          // pr-link rules name the repository the action runs in, never a fixed one.
          repo: `${api.repo.owner}/${api.repo.repo}`,
          // The workflow's token, sent as an auth header when the PR head must be fetched.
          token: inputs.token,
          routing,
        }),
    manualPlanner: gitManualPlanner(repoDir, { ...layout, routing }),
    savePlan: (plan, key, headSha) => {
      const artifact = planArtifactName(headSha, key);
      io.setOutput('plan-path', store.savePlan(plan));
      io.setOutput('plan-artifact', artifact);
      return artifact;
    },
    saveRequest: (req) => store.saveRequest(req),
    loadRequest: () => store.loadRequest(),
    loadSweepPlan: () => store.loadSweepPlan(),
    publish: publishStore(workspace),
    readRepoFile: (path) => {
      try {
        return readFileSync(resolve(repoDir, path), 'utf8');
      } catch {
        return undefined;
      }
    },
    writeWorkspaceFile: (path, text) => {
      const file = resolve(workspace, path);
      // Names come from artifacts: nothing is written outside the workspace.
      if (relative(resolve(workspace), file).startsWith('..')) throw new Error(`refusing to write ${path}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    },
    dataBranch: createDataBranchPort(client),
    // The URL the workflow passes (a secret), else the variable the config file names (hand runs).
    ...(inputs.databaseUrl || process.env[settings.results.databaseUrlEnv]
      ? { databaseUrl: inputs.databaseUrl || process.env[settings.results.databaseUrlEnv]! }
      : {}),
  };
}
