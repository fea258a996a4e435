// The product's reusable workflows, generated from the bucket table (families and shard slots alike): the
// sweep, one job family, and the two benchmark templates. A user's repository calls `sweep-run.yml` by
// reference and passes that reference down (`tooling-repository`, `tooling-ref`): every job checks the tooling
// out at it and runs the action from that checkout. The files call each other by the reference they are
// generated for (PRODUCT), never by `./`, so nothing is vendored.
// test/workflows checks the committed files equal this output (`UPDATE_WORKFLOWS=1 npx vitest run test/workflows`).
import { bucketTable, canaryJobs, type BucketTable, type Template } from './table.js';
import { MAX_SHARDS_PER_FAMILY } from './shards.js';
import { PRODUCT, workflowRef, type ProductRef } from './product.js';
import { PLAN_DIR, PLAN_PATH } from './files.js';
import { BEFORE_LAUNCH_STEP } from './stop.js';
import { BENCHMARK_SECRET_NAMES } from './launcher-profile.js';
import { BUNDLE_FOLDERS, RESULTS_BUNDLE } from '../results/bundle.js';
import {
  checkoutStep,
  cleanupStep,
  LAUNCH,
  launchSecretsEnv,
  launchSteps,
  uploadSteps,
} from './benchmark-steps.js';

/** Third-party actions, pinned by full commit SHA with the version in a comment; no tag-pinned exception. */
export const PINS = {
  checkout: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
  download: 'actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0',
  upload: 'actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2',
} as const;

/** The reusable workflows' file names: `sweep-*` so they cannot collide with the reference's own files. */
export const FILES = {
  run: 'sweep-run.yml',
  family: 'sweep-family.yml',
  single: 'sweep-benchmark.yml',
  multi: 'sweep-benchmark-multinode.yml',
} as const;

/** Where the tooling (this product's dist/ and action.yml) is checked out in every job that runs it. */
const TOOLING = '.sweep/tooling';
const CLI = `node ${TOOLING}/dist/cli.js`;
/** The action, run from the tooling checkout: the same commit as the CLI of the job. */
export const TOOLING_ACTION = `./${TOOLING}`;
/** The inputs that carry the tooling reference from the caller through every level. */
export const TOOLING_INPUTS = { repo: 'tooling-repository', ref: 'tooling-ref' } as const;

const HEADER = (what: string) =>
  `# GENERATED from the bucket table (src/dispatch/table.ts) by src/dispatch/workflows.ts: do not edit.\n` +
  `# Regenerate: UPDATE_WORKFLOWS=1 npx vitest run test/workflows\n# ${what}\n`;

/** Inputs every level passes down unchanged: which plan, which revision, which run options. */
const PASS = [
  TOOLING_INPUTS.repo,
  TOOLING_INPUTS.ref,
  'head-sha',
  'plan-run-id',
  'plan-artifact',
  'canary',
  'fail-fast',
  'agentx-fast',
  'config',
  'launcher-profile',
  'retry-of',
] as const;
const passWith = (indent: string) => PASS.map((k) => `${indent}${k}: \${{ inputs.${k} }}`).join('\n');

/** The `workflow_call` inputs for PASS, as every reusable workflow declares them. */
const passInputs = (p: ProductRef) => `      ${TOOLING_INPUTS.repo}:
        description: The repository of the orchestrator tooling every job checks out (the caller's reference)
        type: string
        default: ${p.repo}
      ${TOOLING_INPUTS.ref}:
        description: The tag, branch or commit of that tooling (the caller's reference)
        type: string
        default: ${p.ref}
      head-sha:
        description: The revision the benchmark jobs check out (the approved SHA)
        type: string
        required: true
      plan-run-id:
        description: The control run that uploaded the plan artifact
        type: string
        required: true
      plan-artifact:
        description: The plan artifact's name
        type: string
        required: true
      canary:
        description: none, single or per-family
        type: string
        default: single
      fail-fast:
        description: off, matrix (per family) or run (the first failure stops the run)
        type: string
        default: 'off'
      agentx-fast:
        type: boolean
        default: false
      config:
        description: The repository config file (layout, labels, launcher, scheduler flags)
        type: string
        default: .github/sweep.yml
      launcher-profile:
        description: How the benchmark jobs run (the config file's launcher.profile, written by init)
        type: string
        default: script
      retry-of:
        description: A retry run (rows that failed for infrastructure reasons, run again) names the sweep run it retries; empty for the sweep itself
        type: string
        default: ''
    secrets:
${BENCHMARK_SECRET_NAMES.map((n) => `      ${n}:\n        required: false`).join('\n')}`;

/** The secret holding the results database's read-only URL, passed to the links job (postgres baseline). */
export const RESULTS_DATABASE_SECRET = 'RESULTS_DATABASE_URL';

/** Every benchmark secret passed down by name (a reusable workflow sees only what its caller passes). */
const secretsWith = (indent: string) =>
  `${indent}secrets:\n${BENCHMARK_SECRET_NAMES.map((n) => `${indent}  ${n}: \${{ secrets.${n} }}`).join('\n')}`;

const lines = (indent: string, text: string) =>
  text
    .split('\n')
    .map((l) => (l ? indent + l : l))
    .join('\n');

/** This product's tooling at the caller's reference, and the sweep's plan. */
const toolingAndPlanSteps = `- name: orchestrator tooling
  uses: ${PINS.checkout}
  with:
    repository: \${{ inputs.${TOOLING_INPUTS.repo} }}
    ref: \${{ inputs.${TOOLING_INPUTS.ref} }}
    path: ${TOOLING}
    persist-credentials: false
- uses: ${PINS.download}
  with:
    name: \${{ inputs.plan-artifact }}
    run-id: \${{ inputs.plan-run-id }}
    github-token: \${{ github.token }}
    path: ${PLAN_DIR}`;

/** The repository's default branch (for its config file) and this product's tooling at the caller's reference. */
const toolingSteps = `- name: repository config (default branch, never PR code)
  uses: ${PINS.checkout}
  with:
    persist-credentials: false
${toolingAndPlanSteps}`;

/** The scheduler flags reach the CLI, the one place that builds every job's label set, through env. */
const schedulerEnv = `PRIORITY_SCHEDULER_ENABLED: \${{ vars.PRIORITY_SCHEDULER_ENABLED }}
NODE_SLOT_SCHEDULER_ENABLED: \${{ vars.NODE_SLOT_SCHEDULER_ENABLED }}
SWEEP_CONFIG: \${{ inputs.config }}`;

/** A row descriptor's scheduling fields as template inputs; format() makes every value a string. */
const rowWith = (indent: string) =>
  [
    `row-id: \${{ format('{0}', matrix.row['row-id']) }}`,
    `runs-on: \${{ format('{0}', matrix.row['runs-on']) }}`,
    `node-count: \${{ format('{0}', matrix.row['node-count']) }}`,
  ]
    .map((l) => indent + l)
    .join('\n');

const READ = `    permissions:
      actions: read
      contents: read`;

/**
 * How the product runs a sweep; `reference` renders it as the reference runs one (no watcher: GitHub's own
 * matrix fail-fast, no automatic re-runs), only for the simulator to measure the difference.
 */
export interface SweepShape {
  reference?: boolean;
}

export function renderSweepRun(
  table: BucketTable = bucketTable,
  p: ProductRef = PRODUCT,
  shape: SweepShape = {},
): string {
  const canaries = canaryJobs(table);
  const canaryIds = canaries.map((c) => c.job);
  const out: string[] = [];
  out.push(`${HEADER('The sweep: load-plan → canary → shard fan-out per family → collect → links comment.')}name: sweep-run
on:
  workflow_call:
    inputs:
      pr-number:
        description: The PR, empty for a manual sweep
        type: string
        default: ''
      plan-key:
        description: The plan key
        type: string
        required: true
      rows:
        description: A retry run's rows (row ids, comma-separated); empty for the whole plan
        type: string
        default: ''
${passInputs(p)}
      # The links job's only secret: the results database's read-only URL (results.baseline: postgres).
      ${RESULTS_DATABASE_SECRET}:
        required: false
permissions: {}
jobs:
  load-plan:
    runs-on: ubuntu-latest
${READ}
    outputs:
      rows: \${{ steps.plan.outputs.rows }}
      canaries: \${{ steps.plan.outputs.canaries }}
      gates: \${{ steps.plan.outputs.gates }}
      evals: \${{ steps.plan.outputs.evals }}
    steps:
${lines(
  '      ',
  `${toolingSteps}
- id: plan
  env:
    CANARY: \${{ inputs.canary }}
    ROWS: \${{ inputs.rows }}
${lines('    ', schedulerEnv)}
  run: ${CLI} dispatch load-plan --plan ${PLAN_PATH} --canary "$CANARY" --rows "$ROWS" --config "$SWEEP_CONFIG" --out "$GITHUB_OUTPUT"`,
)}
`);
  if (!shape.reference) out.push(renderWatch());
  for (const c of canaries) {
    out.push(`  ${c.job}:
    needs: load-plan
    if: \${{ !cancelled() && needs.load-plan.result == 'success' && fromJson(needs.load-plan.outputs.canaries)['${c.job}'][0] != null }}
${READ}
    strategy:
      fail-fast: false
      matrix:
        row: \${{ fromJson(needs.load-plan.outputs.canaries)['${c.job}'] }}
    uses: ${workflowRef(FILES[c.template], p)}
    with:
      job: ${c.job}
      canary-row: true
${rowWith('      ')}
${passWith('      ')}
${secretsWith('    ')}
`);
  }
  for (const j of table.jobs) {
    const gates = canaryIds
      .map(
        (c) =>
          `(!contains(fromJson(needs.load-plan.outputs.gates)['${c}'], '${j.job}') || needs.${c}.result == 'success')`,
      )
      .join(' && ');
    out.push(`  ${j.job}:
    needs:
${['load-plan', ...canaryIds].map((n) => `      - ${n}`).join('\n')}
    # Runs when its bucket has rows and every canary that gates it succeeded (a cancelled run starts nothing: !cancelled()).
    if: \${{ !cancelled() && needs.load-plan.result == 'success' && fromJson(needs.load-plan.outputs.rows)['${j.job}'] > 0 && ${gates} }}
${READ}
    uses: ${workflowRef(FILES.family, p)}
    with:
      job: ${j.job}
      template: ${j.template}
      rows: \${{ inputs.rows }}
${passWith('      ')}
${secretsWith('    ')}
`);
  }
  out.push(renderCollect(table, canaryIds, shape), renderLinks());
  return out.join('');
}

/**
 * The watcher, the one job of the sweep with write access to Actions: on a GitHub-hosted runner, running
 * only the tooling, it looks at the run's jobs (and its retry runs') every minute while the benchmarks run.
 * It classifies each failure from the job's log; on a benchmark (or unknown) failure it applies fail-fast
 * (the whole run, or a stop the failed family's jobs read before they take GPU time); it re-runs rows
 * that failed for infrastructure reasons as retry runs of their own; it keeps the progress, and the jobs no
 * runner takes, in the status comment. A retry run has no watcher: the sweep run's watches it.
 */
function renderWatch(): string {
  return `  watch:
    needs: load-plan
    if: \${{ needs.load-plan.result == 'success' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
    # GitHub-hosted jobs end after 6 hours; the watcher stops on its own a little before.
    timeout-minutes: 355
    permissions:
      actions: write
      checks: read
      contents: read
      pull-requests: write
      statuses: write
    outputs:
      retry-runs: \${{ steps.watch.outputs.retry-runs }}
    steps:
${lines(
  '      ',
  `${toolingSteps}
- id: watch
  name: fail-fast, automatic re-runs, progress and waiting jobs in the status comment
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: watch
    config: \${{ inputs.config }}
    pr-number: \${{ inputs.pr-number }}
    sweep-plan: ${PLAN_PATH}`,
)}
`;
}

function renderCollect(table: BucketTable, canaryIds: string[], shape: SweepShape): string {
  const watch = shape.reference ? [] : ['watch'];
  return `  collect:
    needs:
${['load-plan', ...watch, ...canaryIds, ...table.jobs.map((j) => j.job)].map((n) => `      - ${n}`).join('\n')}
    # After the watcher too: it ends once the retry runs it dispatched have ended, and their results are merged here.
    if: \${{ always() && needs.load-plan.result == 'success' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
${READ}
    steps:
      - name: orchestrator tooling
        uses: ${PINS.checkout}
        with:
          repository: \${{ inputs.${TOOLING_INPUTS.repo} }}
          ref: \${{ inputs.${TOOLING_INPUTS.ref} }}
          path: ${TOOLING}
          persist-credentials: false
      - uses: ${PINS.download}
        with:
          pattern: result-*
          path: .sweep/results
      # The reference's result artifacts (the inferencex launcher profile), merged as its collect tool does.
      - uses: ${PINS.download}
        with:
          pattern: bmk_*
          path: .sweep/bmk
${shape.reference ? '' : retryResultsStep}      - name: merge results (newest attempt per row id wins; bmk_* into agg_bmk.json)
        run: |
          ${CLI} dispatch collect --dir .sweep/results --out .sweep/results_bmk.json \\
            --bmk-dir .sweep/bmk --bmk-out .sweep/agg_bmk.json
      - uses: ${PINS.upload}
        with:
          name: results_bmk
          path: |
            .sweep/results_bmk.json
            .sweep/agg_bmk.json
${bundleSteps()}`;
}

/**
 * The run's result files in one artifact (src/results/bundle.ts): the eval artifacts downloaded beside the
 * others, then every JSON file of the three folders uploaded as ${RESULTS_BUNDLE}.
 */
function bundleSteps(): string {
  const evals = BUNDLE_FOLDERS.find((f) => f.folder === 'evals')!;
  return `      # The run's result files in one artifact: the status comment and the publication read it in one download.
      - uses: ${PINS.download}
        with:
          pattern: ${evals.pattern}
          path: .sweep/${evals.folder}
      - uses: ${PINS.upload}
        with:
          name: ${RESULTS_BUNDLE}
          path: |
${BUNDLE_FOLDERS.map((f) => `            .sweep/${f.folder}/**/*.json`).join('\n')}
          if-no-files-found: ignore
          # A re-run's collect job uploads it again, from every attempt's artifacts.
          overwrite: true
`;
}

const retryResultsStep = `      - name: results of the retry runs
        if: \${{ needs.watch.outputs.retry-runs != '' }}
        uses: ${TOOLING_ACTION}
        with:
          github-token: \${{ github.token }}
          mode: retry-results
          retry-runs: \${{ needs.watch.outputs.retry-runs }}
          results-dir: .sweep
`;

function renderLinks(): string {
  return `  links:
    needs:
      - load-plan
      - collect
    # Posted even when the canary or every job failed, or the run was cancelled (a retry run posts nothing).
    if: \${{ always() && inputs.pr-number != '' && inputs.retry-of == '' }}
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
      pull-requests: write
    steps:
${lines(
  '      ',
  `${toolingSteps}
- name: unofficial-run links, the sweep's outcome and its results in the status comment
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: report
    config: \${{ inputs.config }}
    pr-number: \${{ inputs.pr-number }}
    evals-ran: \${{ needs.load-plan.outputs.evals == 'true' }}
    sweep-plan: ${PLAN_PATH}
    database-url: \${{ secrets.${RESULTS_DATABASE_SECRET} }}`,
)}
`;
}

/** One job family: expand its shard slots, then one matrix job per slot (≤ 256 rows each). */
export function renderSweepFamily(
  slots = MAX_SHARDS_PER_FAMILY,
  p: ProductRef = PRODUCT,
  shape: SweepShape = {},
): string {
  const out: string[] = [];
  const slotIds = Array.from({ length: slots }, (_, i) => i);
  out.push(`${HEADER(`One sweep job family: expand its shard slots, then one matrix job per slot (≤ 256 rows each).`)}name: sweep-family
on:
  workflow_call:
    inputs:
      job:
        description: The sweep job id from the bucket table (e.g. sweep-single-node-8k1k)
        type: string
        required: true
      template:
        description: single or multi
        type: string
        required: true
      rows:
        description: A retry run's rows (row ids, comma-separated); empty for the whole plan
        type: string
        default: ''
${passInputs(p)}
permissions: {}
jobs:
  expand:
    runs-on: ubuntu-latest
${READ}
    outputs:
${slotIds.map((i) => `      slot_${i}: \${{ steps.expand.outputs.slot_${i} }}`).join('\n')}
    steps:
${lines(
  '      ',
  `${toolingSteps}
- id: expand
  env:
    JOB: \${{ inputs.job }}
    CANARY: \${{ inputs.canary }}
    ROWS: \${{ inputs.rows }}
${lines('    ', schedulerEnv)}
  run: ${CLI} dispatch expand --plan ${PLAN_PATH} --job "$JOB" --canary "$CANARY" --rows "$ROWS" --config "$SWEEP_CONFIG" --out "$GITHUB_OUTPUT"`,
)}
`);
  for (const t of ['single', 'multi'] as const) {
    for (const i of slotIds) {
      out.push(`  ${t}-${i}:
    needs: expand
    if: \${{ inputs.template == '${t}' && needs.expand.outputs.slot_${i} != '[]' }}
${READ}
    strategy:
${
  shape.reference
    ? "      fail-fast: ${{ inputs.fail-fast != 'off' }}"
    : "      # Fail-fast is the watcher's: it stops on benchmark failures only, never on a lost runner.\n      fail-fast: false"
}
      matrix:
        row: \${{ fromJson(needs.expand.outputs.slot_${i}) }}
    uses: ${workflowRef(FILES[t], p)}
    with:
      job: \${{ inputs.job }}
      canary-row: false
${rowWith('      ')}
${passWith('      ')}
${secretsWith('    ')}
`);
    }
  }
  return out.join('');
}

/**
 * What differs between the two benchmark templates (time limits: single-node 500 min; multi-node 480,
 * agentic multi-node 780).
 */
export const TEMPLATES = {
  single: { file: FILES.single, name: 'sweep-benchmark', nodes: 'single-node', timeout: '500' },
  multi: {
    file: FILES.multi,
    name: 'sweep-benchmark-multinode',
    nodes: 'multi-node',
    timeout: "${{ contains(inputs.job, 'agentic') && 780 || 480 }}",
  },
} as const satisfies Record<Template, { file: string; name: string; nodes: string; timeout: string }>;

/**
 * One benchmark template: the row arrives as a row id plus the plan artifact; explicit inputs remain only
 * for scheduling and run options. The launcher profile decides the steps: `script` runs the repository's
 * command in a checkout under `bench/`; `inferencex` runs the reference's job (benchmark-steps.ts).
 */
export function renderBenchmarkTemplate(t: Template, p: ProductRef = PRODUCT): string {
  const { name, nodes, timeout } = TEMPLATES[t];
  return `${HEADER(`Reusable template: runs one ${nodes} row. The job gets its row as a row id plus the plan
# artifact, and its label set (runs-on) from the planner. The launcher profile (the config file's
# launcher.profile, passed by the caller) decides how it runs: script runs the config file's launcher
# command in the checked-out revision with the row as ROW_JSON and as env; inferencex runs the reference's
# benchmark job (resource cleanup, checkout with submodules, its launch command and environment, result
# checks and processing, its artifact names). PR code runs here: the job holds read scopes only.`)}name: ${name}
on:
  workflow_call:
    inputs:
      row-id:
        type: string
        required: true
      runs-on:
        description: The job's runner labels as JSON ({0} stands for the run attempt)
        type: string
        required: true
      node-count:
        type: string
        default: '1'
      job:
        description: The sweep job (bucket table) the row belongs to
        type: string
        required: true
      canary-row:
        description: The row runs as the canary (run-eval false)
        type: boolean
        default: false
${passInputs(p)}
permissions: {}
jobs:
  benchmark:
    name: \${{ inputs.row-id }}
    runs-on: \${{ fromJson(format(inputs.runs-on, github.run_attempt)) }}
    timeout-minutes: ${timeout}
    permissions:
      actions: read
      contents: read
    steps:
${lines('      ', benchmarkSteps(t))}
`;
}

/** The job's steps in order: the inferencex profile's before the tooling (cleanup, checkout at the root). */
function benchmarkSteps(t: Template): string {
  const script = `inputs.launcher-profile != 'inferencex'`;
  return `${cleanupStep(t, 'before')}
${checkoutStep(PINS.checkout)}
${toolingAndPlanSteps}
- name: benchmark revision (exactly the approved SHA)
  if: \${{ ${script} }}
  uses: ${PINS.checkout}
  with:
    ref: \${{ inputs.head-sha }}
    token: \${{ secrets.CHECKOUT_TOKEN || github.token }}
    path: bench
    persist-credentials: false
${BEFORE_LAUNCH}
- name: row from the plan (ROW_JSON and the launcher environment)
  env:
    ROW_ID: \${{ inputs.row-id }}
    CANARY_ROW: \${{ inputs.canary-row }}
    SWEEP_CONFIG: \${{ inputs.config }}
    LAUNCHER_PROFILE: \${{ inputs.launcher-profile }}
    AGENTX_FAST: \${{ inputs.agentx-fast }}
    RUNNER_NAME: \${{ runner.name }}
  run: |
    flag=""; [ "$CANARY_ROW" = "true" ] && flag="--canary-row"
    repo=bench; [ "$LAUNCHER_PROFILE" = "inferencex" ] && repo=.
    ${CLI} dispatch row --plan ${PLAN_PATH} --id "$ROW_ID" $flag --out "$RUNNER_TEMP/row.json" \\
      --config "$repo/$SWEEP_CONFIG" --env-out "$GITHUB_ENV" --profile "$LAUNCHER_PROFILE"
    # The reference's launchers may copy the workspace to the compute nodes: keep the tooling out of it.
    if [ "$LAUNCHER_PROFILE" = "inferencex" ]; then mv ${TOOLING.split('/')[0]} "$RUNNER_TEMP/sweep"; fi
- name: benchmark
  if: \${{ ${LAUNCH} && ${script} }}
  working-directory: bench
  env:
    ROW_JSON: \${{ runner.temp }}/row.json
    RESULTS_DIR: \${{ runner.temp }}/results
    SWEEP_JOB: \${{ inputs.job }}
    AGENTX_FAST: \${{ inputs.agentx-fast }}
${launchSecretsEnv('    ')}
  run: bash -c "$SWEEP_LAUNCHER"
${launchSteps(t)}
${uploadSteps(t, PINS.upload)}
- if: \${{ !cancelled() }}
  uses: ${PINS.upload}
  with:
    name: result-\${{ inputs.row-id }}-\${{ github.run_attempt }}
    path: \${{ runner.temp }}/results
    if-no-files-found: ignore
${cleanupStep(t, 'after')}`;
}

/**
 * The step before the launcher: fail-fast stops a family by a signal its jobs read here, before any GPU
 * time (GitHub cancels whole runs only); a job of a re-run attempt also skips a row a retry run already
 * finished. Either way the launcher is skipped and the job ends at once; the step says why.
 */
const BEFORE_LAUNCH = `- id: stop
  name: ${BEFORE_LAUNCH_STEP}
  uses: ${TOOLING_ACTION}
  with:
    github-token: \${{ github.token }}
    mode: before-launch
    run-id: \${{ inputs.retry-of || github.run_id }}
    sweep-job: \${{ inputs.job }}
    row-id: \${{ inputs.row-id }}`;

/** The reusable workflows as generated for `p`: repository-relative path → text. */
export function reusableWorkflows(p: ProductRef = PRODUCT): { path: string; text: string }[] {
  return [
    { path: `.github/workflows/${FILES.run}`, text: renderSweepRun(bucketTable, p) },
    { path: `.github/workflows/${FILES.family}`, text: renderSweepFamily(MAX_SHARDS_PER_FAMILY, p) },
    { path: `.github/workflows/${FILES.single}`, text: renderBenchmarkTemplate('single', p) },
    { path: `.github/workflows/${FILES.multi}`, text: renderBenchmarkTemplate('multi', p) },
  ];
}
