// The action's entry: parse the inputs, build the step's services, route the event, and fail the step
// when the decision or the gate reported errors (or anything threw).
import * as core from '@actions/core';
import { createDeps } from './action/deps.js';
import { parseInputs } from './action/inputs.js';
import { withRepoConfig } from './action/repo-config.js';
import { handle } from './action/router.js';
import { runnerApi, runnerContext, runnerIO, runnerWorkspace } from './action/runner.js';

export async function run(): Promise<void> {
  try {
    const parsed = parseInputs((name) => core.getInput(name));
    const workspace = runnerWorkspace(parsed.files);
    const inputs = withRepoConfig(parsed, workspace);
    const io = runnerIO();
    const deps = createDeps(workspace, inputs, { io, api: runnerApi() });
    const result = await handle(runnerContext(inputs.action), deps);
    if (result.failed)
      core.setFailed(
        'the sweep decision or the changelog gate reported errors; see the annotations and the status comment',
      );
  } catch (e) {
    core.setFailed((e as Error).message);
  }
}
