import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  DEFAULTS,
  REPO_CONFIG_PATH
} from "./chunk-6UC2H7AE.js";
import {
  defaultPolicy
} from "./chunk-B4PM4XDW.js";

// src/dispatch/product.ts
var PRODUCT = { repo: "sweep-orchestrator/sweep-orchestrator", ref: "v0" };
var actionRef = (p = PRODUCT) => `${p.repo}@${p.ref}`;
var workflowRef = (file, p = PRODUCT) => `${p.repo}/.github/workflows/${file}@${p.ref}`;
function parseProductRef(text) {
  const m = /^([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)@([A-Za-z0-9_./-]+)$/.exec(text);
  return m ? { repo: m[1], ref: m[2] } : void 0;
}

// src/dispatch/files.ts
var PLAN_DIR = ".sweep/plan";
var PLAN_FILE = "plan.json";
var PLAN_PATH = `${PLAN_DIR}/${PLAN_FILE}`;

// src/dispatch/workflows.ts
var PINS = {
  checkout: "actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2",
  download: "actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093 # v4.3.0",
  upload: "actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2"
};
var FILES = {
  run: "sweep-run.yml",
  family: "sweep-family.yml",
  single: "sweep-benchmark.yml",
  multi: "sweep-benchmark-multinode.yml"
};
var TOOLING = ".sweep/tooling";
var CLI = `node ${TOOLING}/dist/cli.js`;
var TEMPLATES = {
  single: { file: FILES.single, name: "sweep-benchmark", nodes: "single-node", timeout: "500" },
  multi: {
    file: FILES.multi,
    name: "sweep-benchmark-multinode",
    nodes: "multi-node",
    timeout: "${{ contains(inputs.job, 'agentic') && 780 || 480 }}"
  }
};

// src/dispatch/callers.ts
var CALLER_FILES = {
  control: ".github/workflows/sweep-control.yml",
  run: ".github/workflows/sweep.yml"
};
var SWEEP_WORKFLOW = "sweep.yml";
var CONTROL_PERMISSIONS = {
  actions: "write",
  contents: "read",
  issues: "write",
  "pull-requests": "write",
  statuses: "write"
};
var RUN_PERMISSIONS = { actions: "write", contents: "read", "pull-requests": "write" };
var perms = (p, indent) => Object.entries(p).map(([k, v]) => `${indent}${k}: ${v}`).join("\n");
var generatedBy = (p) => `# Written by \`sweep init\` for ${p.repo}@${p.ref}. Keep it: the product runs from that reference, so
# upgrading is changing the tag. \`sweep init --force\` rewrites this file.
`;
function renderControlCaller(p = PRODUCT, config = ".github/sweep.yml") {
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
${perms(CONTROL_PERMISSIONS, "      ")}
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
`;
}
function renderRunCaller(p = PRODUCT, config = ".github/sweep.yml") {
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
permissions: {}
concurrency:
  # A newer plan for the same PR cancels this run; manual sweeps are keyed by their plan.
  group: sweep-\${{ inputs.pr-number || inputs.plan-key }}
  cancel-in-progress: true
jobs:
  sweep:
    permissions:
${perms(RUN_PERMISSIONS, "      ")}
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
      config: ${config}
    secrets:
      HF_TOKEN: \${{ secrets.HF_TOKEN }}
`;
}

// src/repo-config/json-schema.ts
var JSON_SCHEMA_PATH = "schema/sweep-config.schema.json";

// src/install/files.ts
function renderRepoConfig(root, p = PRODUCT) {
  const labels = defaultPolicy;
  return `# The sweep orchestrator's settings for this repository (written by \`sweep init\`).
# Every setting is optional; commented lines show the defaults. Editor completion:
# yaml-language-server: $schema=https://raw.githubusercontent.com/${p.repo}/${p.ref}/${JSON_SCHEMA_PATH}

# Where the benchmark files are. Paths below are relative to root.
layout:
  root: ${root}
  # changelog: ${DEFAULTS.changelog}
  # masters: [${DEFAULTS.masters.join(", ")}]
  # runners: ${DEFAULTS.runners}
  # ci-priority: ${DEFAULTS.ciPriority}
  # lanes: ${DEFAULTS.lanes}

# Label names in this repository, per role (the role says what the label does).
# labels:
#   primaries:
${labels.primaries.map((l) => `#     ${l.name}: ${l.name}${l.deprecated ? "   # deprecated" : ""}`).join("\n")}
#   modifiers:
${labels.modifiers.map((l) => `#     ${l.name}: ${l.name}`).join("\n")}
#   scheduling: [${labels.scheduling.map((l) => l.name).join(", ")}]

# The unofficial-run links: <base-url><performance-path>?unofficialRun=<run id>.
# dashboard:
#   base-url: ${DEFAULTS.baseUrl}
#   performance-path: ${DEFAULTS.performancePath}
#   accuracy-path: ${DEFAULTS.accuracyPath}
# links-marker: '${DEFAULTS.linksMarker}'
# bot-login: ${DEFAULTS.botLogin}

# What the first failure stops: matrix (its job family) or run (the whole sweep).
# fail-fast-scope: ${DEFAULTS.failFastScope}

# The benchmark command, run with bash in the checked-out revision (see "The launcher contract").
# launcher: ${DEFAULTS.launcher}

# Scheduler flags; unset, the repository variables PRIORITY_SCHEDULER_ENABLED and
# NODE_SLOT_SCHEDULER_ENABLED decide.
# scheduler:
#   priority: false
#   node-slots: false

# Rows queued this long with no runner for their labels are reported in the status comment.
# queue-alert-minutes: ${DEFAULTS.queueAlertMinutes}

# The PR comments besides the replies to commands (a set action input of the same meaning wins).
# comments:
#   status: ${DEFAULTS.comments.status}   # or always
#   guidance: ${DEFAULTS.comments.guidance}
#   protected-notice: ${DEFAULTS.comments.protectedNotice}
#   protected-paths: [${DEFAULTS.comments.protectedPaths.join(", ")}]

# A plan whose worst case is above this many GPU-hours waits for a maintainer's \`/sweep --confirm\`.
# budget-gpu-hours: 2000
`;
}
function initFiles(root, p = PRODUCT) {
  return [
    { path: CALLER_FILES.control, text: renderControlCaller(p, REPO_CONFIG_PATH) },
    { path: CALLER_FILES.run, text: renderRunCaller(p, REPO_CONFIG_PATH) },
    { path: REPO_CONFIG_PATH, text: renderRepoConfig(root, p) }
  ];
}
function labelsToCreate(policy = defaultPolicy) {
  return [
    ...policy.primaries.filter((l) => !l.deprecated).map((l) => ({
      name: l.name,
      color: "0e8a16",
      description: `Sweep: ${l.plan === "full" ? "full" : "trimmed"} sweep${l.canary ? " with canary" : ""}${l.failFast ? ", fail-fast" : ""}`
    })),
    ...policy.modifiers.map((l) => ({
      name: l.name,
      color: "1d76db",
      description: `Sweep modifier: ${l.effect}`
    }))
  ];
}
function setupChecklist(runnerLabels, policy = defaultPolicy) {
  const perms2 = Object.entries(CONTROL_PERMISSIONS).map(([k, v]) => `${k}: ${v}`).join(", ");
  return `Next steps
  Permissions: each job requests its own (control job: ${perms2}; benchmark jobs: read only).
  Secrets: HF_TOKEN (model downloads in the benchmark jobs).
  Variables (optional): PRIORITY_SCHEDULER_ENABLED=true, NODE_SLOT_SCHEDULER_ENABLED=true.
  Labels: ${labelsToCreate(policy).map((l) => l.name).join(", ")} (sweep init --create-labels creates them)${runnerLabels.length ? `
  Runner labels your self-hosted runners must carry: ${runnerLabels.join(", ")}` : ""}
  Try it locally: sweep lint, sweep plan --base origin/main --head HEAD, sweep explain <config-key>.
`;
}

export {
  PRODUCT,
  actionRef,
  parseProductRef,
  PLAN_DIR,
  PLAN_FILE,
  FILES,
  CALLER_FILES,
  SWEEP_WORKFLOW,
  initFiles,
  labelsToCreate,
  setupChecklist
};
