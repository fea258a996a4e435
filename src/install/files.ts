// What `sweep init` writes into a repository and what it tells the user to set up. Pure: the layout is
// detected by the caller; this renders the caller workflows and a commented config file (the checklist is
// in checklist.ts).
import { CALLER_FILES, renderControlCaller, renderRunCaller } from '../dispatch/callers.js';
import { PRODUCT, type ProductRef } from '../dispatch/product.js';
import { defaultPolicy, type LabelPolicy } from '../decide/policy.js';
import { DEFAULTS, REPO_CONFIG_PATH, toLayout, type ResolvedLayout } from '../repo-config/config.js';
import type { RunnersConfig } from '../config/types.js';
import { scopedLanesText, shippedLanes } from '../lanes/source.js';
import { JSON_SCHEMA_PATH } from '../repo-config/json-schema.js';
import { RESULTS_DATABASE_SECRET } from '../dispatch/workflows.js';
import { DEFAULT_THRESHOLDS } from '../results/verdict.js';
import {
  BENCHMARK_SECRET_NAMES,
  defaultCommand,
  INFERENCEX_LAYOUTS,
  PROFILE_DEFAULTS,
  type LauncherProfile,
} from '../dispatch/launcher-profile.js';

export interface InitFile {
  path: string;
  text: string;
}

/** The commented config file: the layout written out (so detection is never needed), every other setting at its default. */
export function renderRepoConfig(
  root: string,
  p: ProductRef = PRODUCT,
  profile: LauncherProfile = 'script',
): string {
  const labels = defaultPolicy;
  return `# The sweep orchestrator's settings for this repository (written by \`sweep init\`).
# Every setting is optional; commented lines show the defaults. Editor completion:
# yaml-language-server: $schema=https://raw.githubusercontent.com/${p.repo}/${p.ref}/${JSON_SCHEMA_PATH}

# Where the benchmark files are. Paths below are relative to root.
layout:
  root: ${root}
  # changelog: ${DEFAULTS.changelog}
  # masters: [${DEFAULTS.masters.join(', ')}]
  # runners: ${DEFAULTS.runners}
  # ci-priority: ${DEFAULTS.ciPriority}
  # lanes: ${DEFAULTS.lanes}

# Label names in this repository, per role (the role says what the label does).
# labels:
#   primaries:
${labels.primaries.map((l) => `#     ${l.name}: ${l.name}${l.deprecated ? '   # deprecated' : ''}`).join('\n')}
#   modifiers:
${labels.modifiers.map((l) => `#     ${l.name}: ${l.name}`).join('\n')}
#   scheduling: [${labels.scheduling.map((l) => l.name).join(', ')}]

# The unofficial-run links: <base-url><performance-path>?unofficialRun=<run id>.
# dashboard:
#   base-url: ${DEFAULTS.baseUrl}
#   performance-path: ${DEFAULTS.performancePath}
#   accuracy-path: ${DEFAULTS.accuracyPath}
# links-marker: '${DEFAULTS.linksMarker}'
# bot-login: ${DEFAULTS.botLogin}

# What the first failure stops: matrix (its job family) or run (the whole sweep). Only a benchmark
# failure (or one the failure table does not know) stops anything; a lost runner never does.
# fail-fast-scope: ${DEFAULTS.failFastScope}

# Rows that failed for infrastructure reasons (a lost runner, a failed allocation) run again by themselves,
# in a retry run of the sweep; at most max-attempts times each, within budget-gpu-hours for all of them
# (default: a tenth of the plan's worst case).
# retry:
#   max-attempts: ${DEFAULTS.retryMaxAttempts}
#   budget-gpu-hours: 200

# Failure table entries of this repository: an entry with a built-in id replaces it, a new one is tried
# before the built-in ones (conclusion, step, runner and log patterns; class infrastructure, benchmark or
# unknown).
# failure-classes:
#   - id: gpu-xid
#     class: infrastructure
#     log: ['NVRM: Xid .*: 79']
#     reason: { en: a GPU fell off the bus, zh: GPU 掉卡 }

${launcherSection(root, profile)}

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
#   protected-paths: [${DEFAULTS.comments.protectedPaths.join(', ')}]

# A plan whose worst case is above this many GPU-hours waits for a maintainer's \`/sweep --confirm\`.
# budget-gpu-hours: 2000

${resultsSection()}
`;
}

/**
 * How the benchmark jobs run, as the config file says it: the script profile's command commented out
 * (its default), or the inferencex profile written out with its defaults shown.
 */
function launcherSection(root: string, profile: LauncherProfile): string {
  const d = PROFILE_DEFAULTS[profile];
  const secrets = BENCHMARK_SECRET_NAMES.filter((n) => d.secrets[n])
    .map((n) => `  #   ${n}: ${d.secrets[n]}`)
    .join('\n');
  if (profile === 'script')
    return `# How each benchmark job runs: this command, with bash in the checked-out revision (see "The
# launcher contract"). For the reference's benchmark job instead: launcher: {profile: inferencex}.
# launcher: ${defaultCommand('script', root)}`;
  return `# How each benchmark job runs. The inferencex profile is ${d.summary}.
# command: the launch command, run in the layout folder. secrets: the name a benchmark job sees → this
# repository's secret passed as it; after changing profile or secrets, run init again with --force so
# .github/workflows/sweep.yml passes them.
launcher:
  profile: inferencex
  # command: ${defaultCommand('inferencex', root)}
  # secrets:
${secrets}`;
}

/** The results settings, commented: what PR results are compared with, and how a change counts. */
function resultsSection(): string {
  const r = DEFAULTS.results;
  return `# What a sweep's results in the status comment are compared with. published: the results the
# publication job keeps in the data branch when a PR merges (nothing to set up); postgres: the newest
# main-branch results in your results database, its read-only URL in the repository secret
# ${RESULTS_DATABASE_SECRET} (run init again after choosing it, so the sweep workflow passes it); none.
# results:
#   baseline: ${r.baseline}
#   data-branch: ${r.dataBranch}
#   samples: ${r.samples}   # the newest baseline result and the ones before it
#   database-url-env: ${r.databaseUrlEnv}   # for sweep results on your machine
#   thresholds:   # relative change that counts with fewer than 3 baseline samples
#     tput_per_gpu: ${DEFAULT_THRESHOLDS.tput_per_gpu}
#     median_ttft: ${DEFAULT_THRESHOLDS.median_ttft}`;
}

/** The profile init writes for a layout: the reference's job where the layout is the reference's. */
export const profileFor = (root: string): LauncherProfile =>
  INFERENCEX_LAYOUTS.includes(root) ? 'inferencex' : 'script';

export function initFiles(root: string, p: ProductRef = PRODUCT, profile = profileFor(root)): InitFile[] {
  const launcher = { profile, secrets: PROFILE_DEFAULTS[profile].secrets };
  return [
    { path: CALLER_FILES.control, text: renderControlCaller(p, REPO_CONFIG_PATH) },
    { path: CALLER_FILES.run, text: renderRunCaller(p, REPO_CONFIG_PATH, launcher) },
    { path: REPO_CONFIG_PATH, text: renderRepoConfig(root, p, profile) },
  ];
}

/**
 * The launch policy the product ships for this layout (today's InferenceX under inferencex-e2e/), as the
 * repository's lanes file to edit, for the clusters its runners.yaml has a `clusters:` record for (the
 * policy reads their facts there). Undefined for a layout without a shipped policy, or without runners.yaml.
 */
export function lanesFile(layout: ResolvedLayout, runners: RunnersConfig | undefined): InitFile | undefined {
  const text = shippedLanes(toLayout(layout));
  if (text === undefined || runners === undefined) return undefined;
  return { path: layout.lanes, text: scopedLanesText(text, runners) };
}

export interface LabelSpec {
  name: string;
  color: string;
  description: string;
}

/** Labels a repository needs, with their colour and description. */
export function labelsToCreate(policy: LabelPolicy = defaultPolicy): LabelSpec[] {
  return [
    ...policy.primaries
      .filter((l) => !l.deprecated)
      .map((l) => ({
        name: l.name,
        color: '0e8a16',
        description: `Sweep: ${l.plan === 'full' ? 'full' : 'trimmed'} sweep${l.canary ? ' with canary' : ''}${l.failFast ? ', fail-fast' : ''}`,
      })),
    ...policy.modifiers.map((l) => ({
      name: l.name,
      color: '1d76db',
      description: `Sweep modifier: ${l.effect}`,
    })),
  ];
}
