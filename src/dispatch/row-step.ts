// The benchmark job's row step: the environment it writes to $GITHUB_ENV for the steps after it, by the
// repository's launcher profile. The workflow runs the profile its caller passes (init writes it from the
// config file); the config file at the benchmarked revision names the launch command. When the two name
// different profiles the job stops before launching anything (fail closed). Pure.
import type { LauncherSettings } from '../repo-config/config.js';
import { launcherEnv } from './launcher-env.js';
import { inferencexEnv } from './inferencex-env.js';
import { rowIdOf, type Row } from './plan.js';

export interface RowStepInput {
  /** The profile the workflow runs (its `launcher-profile` input); unset: the config file's. */
  profile?: string;
  /** The physical runner's name ($RUNNER_NAME). */
  runnerName?: string;
  /** The run attempt ($GITHUB_RUN_ATTEMPT). */
  attempt?: string;
  agentxFast?: boolean;
  /** The config file, for messages. */
  configPath: string;
  /** The layout root ('.' or e.g. `inferencex-e2e`): where the inferencex launch command runs. */
  layoutRoot: string;
}

export type RowStep =
  { ok: true; env: Record<string, string>; warnings: string[] } | { ok: false; error: string };

export function rowStepEnv(row: Row, launcher: LauncherSettings, o: RowStepInput): RowStep {
  if (o.profile !== undefined && o.profile !== launcher.profile)
    return {
      ok: false,
      error:
        `the sweep workflow runs the '${o.profile}' launcher profile, but ${o.configPath} at this revision ` +
        `sets '${launcher.profile}': run init again with --force so .github/workflows/sweep.yml passes the ` +
        `profile and its secrets, or set launcher.profile back to '${o.profile}'`,
    };
  const warnings: string[] = [];
  const note = (skipped: string[]) =>
    warnings.push(...skipped.map((s) => `additional-settings not exported: ${s}`));
  if (launcher.profile === 'script') {
    const { env, skipped } = launcherEnv(row);
    note(skipped);
    return { ok: true, env: { ...env, SWEEP_LAUNCHER: launcher.command }, warnings };
  }
  if (!o.runnerName)
    return { ok: false, error: 'RUNNER_NAME is not set: the runner name is part of the result file name' };
  const { env, skipped } = inferencexEnv(row, {
    runnerName: o.runnerName,
    ...(o.agentxFast ? { agentxFast: true } : {}),
  });
  note(skipped);
  const marker = {
    'row-id': rowIdOf(row),
    attempt: Number(o.attempt ?? 1) || 1,
    status: 'success',
    'result-filename': env['RESULT_FILENAME'],
    'runner-name': o.runnerName,
  };
  return {
    ok: true,
    env: {
      ...env,
      SWEEP_LAUNCHER: launcher.command,
      SWEEP_LAUNCH_DIR: o.layoutRoot || '.',
      SWEEP_RESULT_MARKER: JSON.stringify(marker),
    },
    warnings,
  };
}
