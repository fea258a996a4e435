// The workflows a user's repository keeps (written by `sweep init`): the control plane, which runs the
// action by reference on PR events, comments and manual requests, and the dispatchable sweep, which calls
// the product's reusable `sweep-run.yml` by reference. Nothing else of the product is copied.
import { actionRef, PRODUCT, RUN_COMMAND, workflowRef, type ProductRef } from './product.js';
import { FILES, PINS, RESULTS_DATABASE_SECRET, TOOLING_INPUTS } from './workflows.js';
import {
  BENCHMARK_SECRET_NAMES,
  PROFILE_DEFAULTS,
  type LauncherProfile,
  type SecretMap,
} from './launcher-profile.js';

/** The caller files, repository-relative. */
export const CALLER_FILES = {
  control: '.github/workflows/sweep-control.yml',
  run: '.github/workflows/sweep.yml',
} as const;

/** The sweep workflow the action dispatches (the `sweep-workflow` input's default). */
export const SWEEP_WORKFLOW = 'sweep.yml';

/** Permissions of the control job: comments, reactions, dispatch and cancel of sweep runs. */
export const CONTROL_PERMISSIONS = {
  actions: 'write',
  contents: 'read',
  issues: 'write',
  'pull-requests': 'write',
  statuses: 'write',
} as const;

/** Permissions the sweep's caller job grants; its jobs narrow them (PR code runs with read scopes only). */
export const RUN_PERMISSIONS = {
  actions: 'write',
  checks: 'read',
  contents: 'read',
  'pull-requests': 'write',
  statuses: 'write',
} as const;

const perms = (p: Record<string, string>, indent: string) =>
  Object.entries(p)
    .map(([k, v]) => `${indent}${k}: ${v}`)
    .join('\n');

const generatedBy = (p: ProductRef) =>
  `# Written by \`${RUN_COMMAND} init\` for ${p.repo}@${p.ref}. Keep it: the product runs\n` +
  `# from that reference. To upgrade, run init again with --ref ${p.repo}@<tag> --force (it rewrites this file).\n`;

export function renderControlCaller(p: ProductRef = PRODUCT, config = '.github/sweep.yml'): string {
  return `${generatedBy(p)}# The control plane: decides from labels and comments, gates the changelog, plans, keeps the status
# comment and dispatches ${SWEEP_WORKFLOW}. It runs default-branch code only and reads the PR as data.
name: sweep-control
on:
  pull_request_target:
    types: [opened, reopened, synchronize, labeled, unlabeled, closed]
  issue_comment:
    types: [created, edited]
  # The merge: publishes the PR's pinned sweep run (never benchmarks). Both changelog layouts.
  push:
    branches: [main]
    paths: [perf-changelog.yaml, inferencex-e2e/perf-changelog.yaml]
  # The dashboard repository's staging callbacks (accepted only from the configured repository).
  repository_dispatch:
    types: [stage-results-started, stage-results-completed]
  workflow_dispatch:
    inputs:
      config-keys:
        description: Config keys or patterns, space-separated (e.g. "dsr1-*")
        type: string
        required: true
      conc:
        description: Concurrency override, space-separated (intersection)
        type: string
        default: ''
      evals:
        type: choice
        options: [default, none, evals-only, all-evals]
        default: default
      fail-fast:
        type: boolean
        default: false
      agentx-fast:
        type: boolean
        default: false
      ref:
        description: 'The revision to plan and benchmark (default: the default branch)'
        type: string
        default: ''
permissions: {}
# One control run per PR at a time, never cancelling one in progress: a redelivered event, a label added
# twice or a push racing a label then find the sweep the earlier run dispatched (by its plan key) instead
# of dispatching it again. GitHub keeps one waiting run per group and a newer one replaces it; the newer
# run re-reads the PR, so it decides on the same labels and head.
concurrency:
  group: sweep-control-\${{ github.event.pull_request.number || github.event.issue.number || github.run_id }}
  cancel-in-progress: false
jobs:
  control:
    # Comments count only on pull requests.
    if: \${{ github.event_name != 'issue_comment' || github.event.issue.pull_request }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # Runs publishing the same merge commit wait for each other (never cancelled), so a push delivered
    # twice finds the first run's record; every other event gets a group of its own.
    concurrency:
      group: \${{ github.event_name == 'push' && format('sweep-publish-{0}', github.sha) || format('sweep-control-{0}', github.run_id) }}
      cancel-in-progress: false
    permissions:
${perms(CONTROL_PERMISSIONS, '      ')}
    # On a merge: the validated source run, for the publication job.
    outputs:
      publish-pending: \${{ steps.control.outputs.publish-pending }}
      reuse-run-id: \${{ steps.control.outputs.reuse-run-id }}
      pr-number: \${{ steps.control.outputs.pr-number }}
    steps:
      - name: default-branch code only (never the PR head)
        uses: ${PINS.checkout}
        with:
          ref: \${{ github.event.repository.default_branch }}
          # Full history: the changelog gate needs the merge base of the PR's base and head.
          fetch-depth: 0
          persist-credentials: false
      - id: control
        name: decide, gate, plan, lint, status (writes the plan and a dispatch request)
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
          # repository_dispatch to the dashboard repository (staging requests) needs its own token.
          dashboard-token: \${{ secrets.DASHBOARD_DISPATCH_TOKEN }}
      # The plan must exist as an artifact of this run before the sweep is dispatched.
      - name: upload the plan artifact
        if: \${{ steps.control.outputs.dispatch-pending == 'true' && steps.control.outputs.plan-artifact != '' }}
        uses: ${PINS.upload}
        with:
          name: \${{ steps.control.outputs.plan-artifact }}
          path: \${{ steps.control.outputs.plan-path }}
          if-no-files-found: error
          retention-days: 7
      - id: dispatch
        name: dispatch the sweep and link the run in the status comment
        if: \${{ steps.control.outputs.dispatch-pending == 'true' }}
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: dispatch
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
      # The merge: the changelog metadata is an artifact of this run before the dashboard is told to read it.
      - name: upload the changelog metadata artifact
        if: \${{ steps.control.outputs.publish-pending == 'true' }}
        uses: ${PINS.upload}
        with:
          name: \${{ steps.control.outputs.changelog-metadata-artifact }}
          path: \${{ steps.control.outputs.changelog-metadata-path }}
          if-no-files-found: error
      - name: publish the reused run to the dashboard (once per merge commit)
        if: \${{ steps.control.outputs.publish-pending == 'true' }}
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: publish
          config: ${config}
          sweep-workflow: ${SWEEP_WORKFLOW}
          dashboard-token: \${{ secrets.DASHBOARD_DISPATCH_TOKEN }}
${renderPublishResults(p, config)}`;
}

/** Permissions of the publication job: the only job of the product that may write the repository's contents. */
export const PUBLISH_RESULTS_PERMISSIONS = { actions: 'read', contents: 'write' } as const;

/**
 * The merge's publication job: the validated source run's results appended to the results data branch.
 * It runs the product's action on default-branch code only, never PR code, beside the write token.
 */
function renderPublishResults(p: ProductRef, config: string): string {
  return `  publish-results:
    needs: control
    # The merge only, once its source run is validated (whatever became of the dashboard's dispatch).
    if: \${{ !cancelled() && github.event_name == 'push' && needs.control.outputs.publish-pending == 'true' }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # One publication per merge commit at a time; the data branch's own protocol keeps racing merges apart.
    concurrency:
      group: sweep-results-\${{ github.sha }}
      cancel-in-progress: false
    permissions:
${perms(PUBLISH_RESULTS_PERMISSIONS, '      ')}
    steps:
      - name: default-branch code only (the config file)
        uses: ${PINS.checkout}
        with:
          ref: \${{ github.event.repository.default_branch }}
          persist-credentials: false
      - name: append the merged run's results to the results data branch (once)
        uses: ${actionRef(p)}
        with:
          github-token: \${{ github.token }}
          mode: publish-results
          config: ${config}
          run-id: \${{ needs.control.outputs.reuse-run-id }}
          pr-number: \${{ needs.control.outputs.pr-number }}
`;
}

/** What the sweep caller passes for the launcher: its profile and the secrets the benchmark jobs receive. */
export interface CallerLauncher {
  profile: LauncherProfile;
  /** Benchmark secret → the repository secret passed as it. */
  secrets: SecretMap;
}

const SCRIPT_LAUNCHER: CallerLauncher = { profile: 'script', secrets: PROFILE_DEFAULTS.script.secrets };

export function renderRunCaller(
  p: ProductRef = PRODUCT,
  config = '.github/sweep.yml',
  launcher: CallerLauncher = SCRIPT_LAUNCHER,
  baseline: 'published' | 'postgres' | 'none' = 'published',
): string {
  const secrets = BENCHMARK_SECRET_NAMES.filter((n) => launcher.secrets[n]);
  // The results database's read-only URL reaches the links job only, and only when it is the baseline.
  const database =
    baseline === 'postgres'
      ? `    # The results database's read-only URL (results.baseline: postgres), for the links job only.\n${secrets.length ? '' : '    secrets:\n'}      ${RESULTS_DATABASE_SECRET}: \${{ secrets.${RESULTS_DATABASE_SECRET} }}\n`
      : '';
  return `${generatedBy(p)}# The sweep, dispatched by the control plane: canary, shards, results and the links comment, all in
# ${workflowRef(FILES.run, p)}.
name: sweep
run-name: \${{ inputs.title }}
on:
  workflow_dispatch:
    inputs:
      title:
        description: Run title, e.g. "sweep PR #123 @ 0123456789ab plan <key>"
        type: string
        required: true
      pr-number:
        description: The PR, empty for a manual sweep
        type: string
        default: ''
      head-sha:
        description: The revision the benchmark jobs check out (the approved SHA)
        type: string
        required: true
      plan-run-id:
        description: The control run that uploaded the plan artifact
        type: string
        required: true
      plan-artifact:
        description: The plan artifact's name (keyed by head SHA and plan key)
        type: string
        required: true
      plan-key:
        description: The plan key
        type: string
        required: true
      canary:
        type: choice
        options: [none, single, per-family]
        default: single
      fail-fast:
        description: off, matrix (per family) or run (the first failure stops the run)
        type: choice
        options: ['off', matrix, run]
        default: 'off'
      agentx-fast:
        type: boolean
        default: false
      retry-of:
        description: A retry run names the sweep run whose failed rows it runs again; empty for a sweep
        type: string
        default: ''
      rows:
        description: A retry run's rows (row ids, comma-separated)
        type: string
        default: ''
permissions: {}
# No concurrency group: the control step keeps one live run per plan by itself (the oldest survives) and
# cancels a PR's other plans and their retry runs before it dispatches. A group would let GitHub cancel the
# run that protocol keeps (cancel-in-progress), or hold a retry run until its sweep run ends, or drop a
# waiting run the protocol does not know about (cancel-in-progress: false keeps one waiting run per group).
jobs:
  sweep:
    permissions:
${perms(RUN_PERMISSIONS, '      ')}
    uses: ${workflowRef(FILES.run, p)}
    with:
      pr-number: \${{ inputs.pr-number }}
      plan-key: \${{ inputs.plan-key }}
      head-sha: \${{ inputs.head-sha }}
      plan-run-id: \${{ inputs.plan-run-id }}
      plan-artifact: \${{ inputs.plan-artifact }}
      canary: \${{ inputs.canary }}
      fail-fast: \${{ inputs.fail-fast }}
      agentx-fast: \${{ inputs.agentx-fast }}
      retry-of: \${{ inputs.retry-of }}
      rows: \${{ inputs.rows }}
      config: ${config}
      # The tooling the sweep's jobs check out and run: the same reference as the \`uses:\` above.
      ${TOOLING_INPUTS.repo}: ${p.repo}
      ${TOOLING_INPUTS.ref}: ${p.ref}
      # How the benchmark jobs run (the config file's launcher.profile).
      launcher-profile: ${launcher.profile}
    # Only these reach the benchmark jobs, each under the name on the left.${secrets.length ? '' : ' None.'}
${secrets.length ? `    secrets:\n${secrets.map((n) => `      ${n}: \${{ secrets.${launcher.secrets[n]} }}`).join('\n')}\n` : ''}${database}`;
}
