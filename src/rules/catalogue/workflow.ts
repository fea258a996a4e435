// Codes of sweep decisions, labels, comment commands, fork approval, manual runs and dispatch: why a
// sweep did or did not run, as the action reports it.
import type { RuleDoc } from '../types.js';

export const WORKFLOW_RULES = {
  'LB-0': {
    title: 'A deprecated sweep label',
    checks: 'The primary label still works but is being retired.',
    example: 'Label sweep-enabled is deprecated.',
    fix: 'Use one of the current primary labels, e.g. `full-sweep-fail-fast`.',
  },
  'LB-1': {
    title: 'More than one primary sweep label',
    checks: 'A PR carries exactly one primary sweep label; with two or more nothing is dispatched.',
    example:
      'PR has multiple conflicting sweep labels. Pick exactly one. Found: full-sweep-enabled, full-sweep-fail-fast.',
    fix: 'Remove all but one primary label.',
  },
  'LB-2': {
    title: 'A modifier without a primary label',
    checks:
      'Modifier and scheduling labels (e.g. `all-evals`) only change a sweep; without a primary label nothing runs.',
    example:
      'Labels all-evals need a primary sweep label (e.g. `full-sweep-fail-fast`); nothing runs without one.',
    fix: 'Add a primary sweep label (a maintainer can), or remove the modifier.',
  },
  'LB-5': {
    title: 'Fork approval with other primary labels',
    checks: 'A fork PR is approved by applying exactly one primary label: the one just added.',
    example:
      'Expected exactly the newly applied primary sweep label; found full-sweep-enabled, full-sweep-fail-fast.',
    fix: 'Remove the other primary labels and apply the one you mean.',
  },
  'LB-6': {
    title: 'Reuse blocked by a label',
    checks:
      'An earlier run cannot be reused while `evals-only` or `agentx-fast` is set; the PR is swept instead.',
    example: 'Reuse is not allowed with evals-only; sweeping instead.',
    fix: 'Remove the blocking label to reuse the run.',
  },
  'G-1': {
    title: 'A label that does not affect sweeps',
    checks: 'Label events count only for labels the sweep policy knows.',
    example: 'Label documentation does not affect sweeps.',
    fix: 'Nothing to do.',
  },
  'G-2': {
    title: 'Ready for review starts nothing',
    checks: 'Marking a PR ready for review does not start a sweep; labels do.',
    example: 'Marking a PR ready for review never starts a sweep.',
    fix: 'Add a primary sweep label, or comment `/sweep`.',
  },
  'G-4': {
    title: 'No primary sweep label',
    checks: 'Without a primary sweep label the changelog is validated but nothing is swept.',
    example: 'No primary sweep label: the changelog is validated only.',
    fix: 'Ask a maintainer to add one primary label, or comment `/sweep` if you can.',
  },
  'G-5': {
    title: '[skip-sweep] in the head commit',
    checks:
      'The literal `[skip-sweep]` in the head commit’s message validates the changelog but runs no GPU job.',
    example: 'The head commit message contains `[skip-sweep]`: validation only.',
    fix: 'Push a commit without `[skip-sweep]` to sweep.',
  },
  'G-6': {
    title: 'An earlier run is reused',
    checks: 'An authorised `/use <run_id>` reuses that run instead of sweeping again.',
    example: 'Reusing the authorised run 38029231836; no new sweep.',
    fix: 'Nothing to do; remove the reuse command to sweep again.',
  },
  'CC-2': {
    title: 'Primary label removed',
    checks: 'Removing the primary sweep label cancels the PR’s in-flight sweeps; re-adding it sweeps again.',
    example: 'Primary label full-sweep-fail-fast was removed: in-flight sweeps are cancelled.',
    fix: 'Re-add the label to sweep again.',
  },
  'CC-3': {
    title: 'PR closed',
    checks: 'Closing or merging a PR cancels its in-flight sweeps; commands on a closed PR are refused.',
    example: 'The PR is closed: in-flight sweeps are cancelled.',
    fix: 'Reopen the PR to sweep.',
  },
  'FA-1': {
    title: 'A fork approval cannot be applied',
    checks:
      '`/approve <sha>` is for open, non-draft fork PRs, names the current head (≥ 12 characters), and needs GitHub’s merge commit; same-repo PRs use `/sweep`.',
    example: '1a2b3c4d5e6f is not a prefix (≥12 characters) of the current head 9f8e7d6c5b4a….',
    fix: 'Approve the current head SHA, resolve merge conflicts, or use `/sweep` on a same-repo PR.',
  },
  'FA-2': {
    title: 'A fork PR awaits approval of its head',
    checks:
      'Fork code runs only after a maintainer approves that exact head SHA; a push invalidates the approval.',
    example: 'Fork PR: awaiting approval of 1a2b3c4d5e6f.',
    fix: 'A maintainer applies a primary label or comments `/approve <sha>` for the new head.',
  },
  'AZ-1': {
    title: 'Not authorised to approve fork code',
    checks:
      'Approving fork code needs repository permission and role of write, maintain or admin; lookup failures deny.',
    example:
      '@alice has repository permission read and role read; both must be write, maintain, or admin to authorize external code.',
    fix: 'Ask a maintainer to approve.',
  },
  'AZ-2': {
    title: 'Not authorised to run sweep commands',
    checks: 'Sweep commands need repository permission and role of write, maintain or admin.',
    example:
      '@alice has repository permission read and role read; sweep commands need write, maintain, or admin for both.',
    fix: 'Ask a maintainer to comment the command.',
  },
  'CMD-1': {
    title: 'Unknown sweep command',
    checks: 'A comment starting with a sweep command must be one the product knows.',
    example:
      'Unknown command /sweep now. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.',
    fix: 'Use one of the commands listed.',
  },
  'PUB-1': {
    title: 'A push to the default branch needs a reuse',
    checks: 'Pushes to the default branch never benchmark: a merge publishes the PR’s authorised reuse run.',
    example:
      'Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.',
    fix: 'Post `/use <run_id>` on the PR (by someone allowed to) before merging.',
  },
  'PUB-2': {
    title: 'The merged run’s results could not be published to the data branch',
    checks:
      'At merge, the publication job appends the approved run’s results to the data branch (points with a GPU-count finding are withheld); without its plan or results archive, or when GitHub refuses, nothing is appended.',
    example: 'The results archive of run 38029231836 is expired; nothing is published.',
    fix: 'Re-run the publication job once GitHub answers; an expired archive cannot be published again.',
  },
  'RU-4': {
    title: 'The pinned reuse source could not be checked',
    checks:
      'A pinned run is validated again on every push and at merge; when GitHub cannot be read, nothing is swept or published on a guess.',
    example:
      'The pinned reuse source could not be checked: reading run 38029231836: get run 38029231836: 502. No sweep was dispatched for this push.',
    fix: 'Re-run the workflow once GitHub answers.',
  },
  'STG-1': {
    title: 'Staging a run failed',
    checks:
      'A `/stage-results` request is sent to the dashboard repository once; a failed request or callback is reported.',
    example: 'Sending stage-results to SemiAnalysisAI/InferenceX-app failed: 404 Not Found.',
    fix: 'Check the dashboard token and repository, then comment `/stage-results` again.',
  },
  'CL-1': {
    title: 'The changelog gate failed',
    checks:
      'A sweep is held back while the changelog gate reports errors; the errors follow with their own codes.',
    example: 'The changelog gate failed; fix the errors below.',
    fix: 'Fix the errors listed with the gate’s codes.',
  },
  'CL-8': {
    title: 'No new changelog entry',
    checks: 'A sweep needs an appended perf-changelog.yaml entry naming the config keys to benchmark.',
    example: 'No new `perf-changelog.yaml` entry: nothing to sweep.',
    fix: 'Append an entry naming the config keys.',
  },
  'WD-1': {
    title: 'A manual run input is invalid',
    checks: 'The inputs of a manual (workflow_dispatch) sweep follow their format, and the ref is a commit.',
    example: "workflow_dispatch input 'config-keys': at least one key",
    fix: "Follow the message, e.g. config-keys 'dsr1-fp4-*' or 'dsr1-fp4-b200-sglang, gptoss-*'.",
  },
  'WF-1': {
    title: 'Dispatching the sweep failed',
    checks: 'The sweep workflow must be dispatched; a failed dispatch is reported, and nothing runs.',
    example: 'dispatch of sweep.yml failed: HTTP 422',
    fix: 'Check that the workflow file exists on the default branch; comment `/sweep` to retry.',
  },
  'GH-1': {
    title: 'A GitHub call failed',
    checks:
      'A call to GitHub (or a git fetch from it) failed for good after the retries its route allows; the status comment shows the sweep as unknown, names the call and says what it leaves behind. This is infrastructure, never a problem with the PR.',
    example: 'POST dispatch run-sweep.yml failed (502): Bad Gateway',
    fix: 'Wait for GitHub to recover, then comment `/sweep`; an existing run of the same plan is found first, never duplicated.',
  },
  'CM-3': {
    title: 'A command on a run failed',
    checks:
      'A rerun or cancel command whose GitHub call failed for good is answered with the run and the error.',
    example: 'Re-running failed jobs of run 38029231836 failed — HTTP 403.',
    fix: 'Retry the command; if it keeps failing, act on the run in the Actions tab.',
  },
  'FF-2': {
    title: 'The first failing row',
    checks: 'When a sweep fails, the first failing row and job are named.',
    example: 'first failing row dsr1 b200 tp4 ep1 c32 8k1k (job sweep-single-node-8k1k)',
    fix: 'Open the job’s log; fix the config or re-run the failed jobs.',
  },
  'FF-3': {
    title: 'Fail-fast stopped a job before it took GPU time',
    checks:
      'A benchmark job whose family fail-fast stopped (a benchmark failure in it) skips its launcher and ends at once; a job of a re-run attempt skips a row a retry run already finished.',
    example: 'not run: fail-fast stopped sweep-multi-node-8k1k after dsv4_8k1k failed (benchmark failure)',
    fix: 'Fix the failing row, then comment `/sweep`.',
  },
  'FF-4': {
    title: 'A failed row and the class of its failure',
    checks:
      'Each failed benchmark job is classified from its conclusion, failed step, runner and log tail by the failure table: infrastructure (re-run automatically, never stops a sibling), benchmark or unknown (fail-fast stops on them).',
    example: 'dsv4_8k1k failed: infrastructure (runner-lost): the runner lost contact with GitHub',
    fix: 'A benchmark failure: open the job’s log. A misclassified failure: add an entry to `failure-classes` in the config file.',
  },
  'RR-3': {
    title: 'Rows re-run automatically',
    checks:
      'Rows that failed for infrastructure reasons run again in a retry run of the sweep, at most `retry.max-attempts` times each, within `retry.budget-gpu-hours`; the status says which rows, why, and what the budget left.',
    example: 'retry run 1 dispatched for 1 row (runner-lost); re-run budget 62 of 110 GPU-hours left',
    fix: 'Rows the budget or the attempts left without a result need a maintainer’s `/sweep rerun-failed`.',
  },
} as const satisfies Record<string, RuleDoc>;
