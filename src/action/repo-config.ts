// The repository config file for one action step: read from the workspace (the default-branch checkout,
// never the PR), then the action inputs of the same meaning applied over it (input over file over
// default). A file with errors fails the step with every problem positioned (fail closed); no file means
// the defaults and a detected layout.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDiagnosticLine } from '../diagnostics.js';
import { withOverrides } from '../repo-config/config.js';
import { loadRepoConfig } from '../repo-config/load.js';
import type { StepInputs } from './inputs.js';

export function withRepoConfig(inputs: StepInputs, workspace: string): StepInputs {
  const read = (p: string) => {
    const abs = resolve(workspace, p);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  };
  const r = loadRepoConfig(read, (p) => existsSync(resolve(workspace, p)), inputs.files.config);
  if (!r.config)
    throw new Error(
      `the repository config file has errors:\n${r.diagnostics.map(formatDiagnosticLine).join('\n')}`,
    );
  return { ...inputs, action: { ...inputs.action, settings: withOverrides(r.config, inputs.overrides) } };
}
