// WF-2 / MX-3: `run-sweep.yml` and `sweep-family.yml` are generated from the bucket table, so no job family can
// silently lose its wiring; the two benchmark templates come from one text, so they cannot drift apart. test/workflows checks the committed files equal this output
// (`UPDATE_WORKFLOWS=1 npx vitest run test/workflows` rewrites them).
import { bucketTable, canaryJobs, type BucketTable, type Template } from './table.js';
import { MAX_SHARDS_PER_FAMILY } from './shards.js';

/** Third-party actions, pinned by full commit SHA (SEC-6). */
export const PINS = {
  checkout: 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
  download: 'actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0',
  upload: 'actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2',
} as const;

const HEADER = (what: string) =>
  `# GENERATED from the bucket table (src/dispatch/table.ts) by src/dispatch/workflows.ts: do not edit.\n` +
  `# Regenerate: UPDATE_WORKFLOWS=1 npx vitest run test/workflows\n# ${what}\n`;

/** Inputs every level passes down unchanged: which plan, which revision, which run options. */
const PASS = ['head-sha', 'plan-run-id', 'plan-artifact', 'canary', 'fail-fast', 'agentx-fast'] as const;
const passWith = (from: string, indent: string) =>
  PASS.map((k) => `${indent}${k}: \${{ ${from}.${k} }}`).join('\n');

/** Tooling checkout (the dispatched default branch, never PR code) and the plan artifact, then `run`. */
const loadPlanSteps = (indent: string, run: string) =>
  [
    `- uses: ${PINS.checkout}`,
    `  with:`,
    `    persist-credentials: false`,
    `- uses: ${PINS.download}`,
    `  with:`,
    `    name: \${{ inputs.plan-artifact }}`,
    `    run-id: \${{ inputs.plan-run-id }}`,
    `    github-token: \${{ github.token }}`,
    `    path: .sweep/plan`,
    ...run.split('\n'),
  ]
    .map((l) => indent + l)
    .join('\n');

const rowWith = (indent: string) =>
  [
    `row-id: \${{ matrix.row['row-id'] }}`,
    `runner: \${{ matrix.row.runner }}`,
    `priority: \${{ matrix.row.priority }}`,
    `queue-token: \${{ matrix.row['queue-token'] }}`,
    `skip-queue-pr: \${{ matrix.row['skip-queue-pr'] }}`,
    `node-count: \${{ matrix.row['node-count'] }}`,
  ]
    .map((l) => indent + l)
    .join('\n');

/** The `workflow_call` inputs for PASS, as sweep-family.yml and both templates declare them. */
const PASS_INPUTS = `      head-sha:
        type: string
        required: true
      plan-run-id:
        type: string
        required: true
      plan-artifact:
        type: string
        required: true
      canary:
        type: string
        default: single
      fail-fast:
        type: string
        default: 'off'
      agentx-fast:
        type: boolean
        default: false
    secrets:
      HF_TOKEN:
        required: false`;

/** What differs between the two benchmark templates (05 §2: 500 min single-node; 480, agentic 780, multi-node). */
export const TEMPLATES = {
  single: { file: 'benchmark-tmpl.yml', name: 'benchmark-single', nodes: 'single-node', timeout: '500' },
  multi: {
    file: 'benchmark-multinode-tmpl.yml',
    name: 'benchmark-multi',
    nodes: 'multi-node',
    timeout: "${{ contains(inputs.job, 'agentic') && 780 || 480 }}",
  },
} as const satisfies Record<Template, { file: string; name: string; nodes: string; timeout: string }>;

const templateFile = (t: Template) => `./.github/workflows/${TEMPLATES[t].file}`;

export function renderRunSweep(table: BucketTable = bucketTable): string {
  const canaries = canaryJobs(table);
  const canaryIds = canaries.map((c) => c.job);
  const out: string[] = [];
  out.push(`${HEADER('The sweep: load-plan → canary → shard fan-out per family → collect → links comment.')}name: sweep
run-name: \${{ inputs.title }}
on:
  workflow_dispatch:
    inputs:
      title:
        description: Run title, e.g. "sweep PR #123 @ 0123456789ab"
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
        description: The plan key (one sweep per plan)
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
permissions: {}
concurrency:
  # A newer plan for the same PR cancels this run; manual sweeps are keyed by their plan.
  group: sweep-\${{ inputs.pr-number || inputs.plan-key }}
  cancel-in-progress: true
jobs:
  load-plan:
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
    outputs:
      rows: \${{ steps.plan.outputs.rows }}
      canaries: \${{ steps.plan.outputs.canaries }}
      gates: \${{ steps.plan.outputs.gates }}
      evals: \${{ steps.plan.outputs.evals }}
    steps:
${loadPlanSteps(
  '      ',
  `- id: plan
  env:
    CANARY: \${{ inputs.canary }}
  run: node dist/cli.js dispatch load-plan --plan .sweep/plan/plan.json --canary "$CANARY" --out "$GITHUB_OUTPUT"`,
)}
`);
  for (const c of canaries) {
    out.push(`  ${c.job}:
    needs: load-plan
    if: \${{ !cancelled() && needs.load-plan.result == 'success' && fromJson(needs.load-plan.outputs.canaries)['${c.job}'][0] != null }}
    permissions:
      actions: write
      contents: read
    strategy:
      fail-fast: false
      matrix:
        row: \${{ fromJson(needs.load-plan.outputs.canaries)['${c.job}'] }}
    uses: ${templateFile(c.template)}
    with:
      job: ${c.job}
      canary-row: true
${rowWith('      ')}
${passWith('inputs', '      ')}
    secrets:
      HF_TOKEN: \${{ secrets.HF_TOKEN }}
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
    permissions:
      actions: write
      contents: read
    uses: ./.github/workflows/sweep-family.yml
    with:
      job: ${j.job}
      template: ${j.template}
${passWith('inputs', '      ')}
    secrets:
      HF_TOKEN: \${{ secrets.HF_TOKEN }}
`);
  }
  out.push(`  collect:
    needs:
${['load-plan', ...canaryIds, ...table.jobs.map((j) => j.job)].map((n) => `      - ${n}`).join('\n')}
    if: \${{ always() && needs.load-plan.result == 'success' }}
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
    steps:
      - uses: ${PINS.checkout}
        with:
          persist-credentials: false
      - uses: ${PINS.download}
        with:
          pattern: result-*
          path: .sweep/results
      - name: merge results (the newest attempt per row id wins)
        run: node dist/cli.js dispatch collect --dir .sweep/results --out .sweep/results_bmk.json
      - uses: ${PINS.upload}
        with:
          name: results_bmk
          path: .sweep/results_bmk.json
  links:
    needs:
      - load-plan
      - collect
    # Posted even when the canary or every job failed, or the run was cancelled.
    if: \${{ always() && inputs.pr-number != '' }}
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
      pull-requests: write
    steps:
${loadPlanSteps(
  '      ',
  `- name: unofficial-run links and the sweep's outcome in the status comment
  uses: ./
  with:
    github-token: \${{ github.token }}
    mode: report
    pr-number: \${{ inputs.pr-number }}
    evals-ran: \${{ needs.load-plan.outputs.evals == 'true' }}
    sweep-plan: .sweep/plan/plan.json`,
)}
`);
  return out.join('');
}

/** Independent of the bucket table: one family's job id and template arrive as workflow inputs. */
export function renderSweepFamily(slots = MAX_SHARDS_PER_FAMILY): string {
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
${PASS_INPUTS}
jobs:
  expand:
    runs-on: ubuntu-latest
    permissions:
      actions: read
      contents: read
    outputs:
${slotIds.map((i) => `      slot_${i}: \${{ steps.expand.outputs.slot_${i} }}`).join('\n')}
    steps:
${loadPlanSteps(
  '      ',
  `- id: expand
  env:
    JOB: \${{ inputs.job }}
    CANARY: \${{ inputs.canary }}
  run: node dist/cli.js dispatch expand --plan .sweep/plan/plan.json --job "$JOB" --canary "$CANARY" --out "$GITHUB_OUTPUT"`,
)}
`);
  for (const t of ['single', 'multi'] as const) {
    for (const i of slotIds) {
      out.push(`  ${t}-${i}:
    needs: expand
    if: \${{ inputs.template == '${t}' && needs.expand.outputs.slot_${i} != '[]' }}
    permissions:
      actions: write
      contents: read
    strategy:
      fail-fast: \${{ inputs.fail-fast != 'off' }}
      matrix:
        row: \${{ fromJson(needs.expand.outputs.slot_${i}) }}
    uses: ${templateFile(t)}
    with:
      job: \${{ inputs.job }}
      canary-row: false
${rowWith('      ')}
${passWith('inputs', '      ')}
    secrets:
      HF_TOKEN: \${{ secrets.HF_TOKEN }}
`);
    }
  }
  return out.join('');
}

/** One benchmark template (05 §2, WF-3): the row arrives as a row id plus the plan artifact. */
export function renderBenchmarkTemplate(t: Template): string {
  const { name, nodes, timeout } = TEMPLATES[t];
  return `${HEADER(`Reusable template: runs one ${nodes} row. The job gets its row as a row id plus the plan artifact;
# explicit inputs remain only for scheduling (runner labels) and run options. The benchmark itself is the
# documented script scripts/benchmark/run.sh of the checked-out revision, which the user replaces.`)}name: ${name}
on:
  workflow_call:
    inputs:
      row-id:
        type: string
        required: true
      runner:
        type: string
        required: true
      priority:
        type: string
        default: ''
      queue-token:
        type: string
        default: ''
      skip-queue-pr:
        type: string
        default: ''
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
${PASS_INPUTS}
jobs:
  benchmark:
    name: \${{ inputs.row-id }}
    # Runner labels: [runner] with the scheduler off; with it on, the exact job and attempt labels the controller attaches.
    runs-on: \${{ vars.PRIORITY_SCHEDULER_ENABLED == 'true' && fromJson(format('["self-hosted","{0}","ci-job-{1}-{2}","ci-attempt-{3}"{4}]', inputs.runner, inputs.priority, inputs.queue-token, github.run_attempt, inputs.skip-queue-pr != '' && format(',"ci-skip-queue-pr-{0}"', inputs.skip-queue-pr) || '')) || fromJson(format('["{0}"]', inputs.runner)) }}
    timeout-minutes: ${timeout}
    permissions:
      actions: write
      contents: read
    steps:
      - name: orchestrator tooling (default branch)
        uses: ${PINS.checkout}
        with:
          path: .sweep/tooling
          persist-credentials: false
      - uses: ${PINS.download}
        with:
          name: \${{ inputs.plan-artifact }}
          run-id: \${{ inputs.plan-run-id }}
          github-token: \${{ github.token }}
          path: .sweep/plan
      - name: row from the plan
        env:
          ROW_ID: \${{ inputs.row-id }}
          CANARY_ROW: \${{ inputs.canary-row }}
        run: |
          flag=""; [ "$CANARY_ROW" = "true" ] && flag="--canary-row"
          node .sweep/tooling/dist/cli.js dispatch row --plan .sweep/plan/plan.json --id "$ROW_ID" $flag --out "$RUNNER_TEMP/row.json"
      - name: benchmark revision (exactly the approved SHA)
        uses: ${PINS.checkout}
        with:
          ref: \${{ inputs.head-sha }}
          path: bench
          persist-credentials: false
      - name: benchmark
        working-directory: bench
        env:
          ROW_JSON: \${{ runner.temp }}/row.json
          RESULTS_DIR: \${{ runner.temp }}/results
          SWEEP_JOB: \${{ inputs.job }}
          ROW_ID: \${{ inputs.row-id }}
          NODE_COUNT: \${{ inputs.node-count }}
          AGENTX_FAST: \${{ inputs.agentx-fast }}
          HF_TOKEN: \${{ secrets.HF_TOKEN }}
        run: bash scripts/benchmark/run.sh
      - if: \${{ !cancelled() }}
        uses: ${PINS.upload}
        with:
          name: result-\${{ inputs.row-id }}-\${{ github.run_attempt }}
          path: \${{ runner.temp }}/results
          if-no-files-found: ignore
      - id: request-cancel
        name: stop the whole run (fail-fast scope run)
        # A separate workflow cancels this run once the failure is recorded, so this job keeps its red X.
        if: \${{ failure() && inputs.fail-fast == 'run' }}
        env:
          GH_TOKEN: \${{ github.token }}
          RUN_ID: \${{ github.run_id }}
          REPO: \${{ github.repository }}
        run: gh workflow run cancel-run.yml --repo "$REPO" -f run-id="$RUN_ID"
`;
}
