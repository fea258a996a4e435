// The repository config file for one action step: read from the workspace (the default-branch checkout,
// never the PR), and applied to the inputs the workflow left empty. A file with errors fails the step with
// every problem positioned (fail closed); no file means the defaults and a detected layout.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDiagnosticLine } from '../diagnostics.js';
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
  const c = r.config;
  const a = inputs.action;
  return {
    ...inputs,
    config: c,
    action: {
      ...a,
      baseUrl: a.baseUrl || c.dashboard.baseUrl,
      bot: a.bot || c.botLogin,
      queueAlertMinutes: a.queueAlertMinutes ?? c.queueAlertMinutes,
      ...(a.failFastScope || c.failFastScope !== 'run' ? {} : { failFastScope: 'run' as const }),
    },
  };
}
