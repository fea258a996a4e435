// What `sweep init` writes into a repository and what it tells the user to set up. Pure: the layout is
// detected by the caller; this renders the caller workflows and a commented config file (the checklist is
// in checklist.ts).
import { CALLER_FILES, renderControlCaller, renderRunCaller } from '../dispatch/callers.js';
import { PRODUCT, type ProductRef } from '../dispatch/product.js';
import { defaultPolicy, type LabelPolicy } from '../decide/policy.js';
import { DEFAULTS, REPO_CONFIG_PATH, toLayout, type ResolvedLayout } from '../repo-config/config.js';
import type { RunnersConfig } from '../config/types.js';
import { loadLanes } from '../lanes/load.js';
import { hasRecord, shippedLanes } from '../lanes/source.js';
import { JSON_SCHEMA_PATH } from '../repo-config/json-schema.js';

export interface InitFile {
  path: string;
  text: string;
}

/** The commented config file: the layout written out (so detection is never needed), every other setting at its default. */
export function renderRepoConfig(root: string, p: ProductRef = PRODUCT): string {
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
#   protected-paths: [${DEFAULTS.comments.protectedPaths.join(', ')}]

# A plan whose worst case is above this many GPU-hours waits for a maintainer's \`/sweep --confirm\`.
# budget-gpu-hours: 2000
`;
}

export function initFiles(root: string, p: ProductRef = PRODUCT): InitFile[] {
  return [
    { path: CALLER_FILES.control, text: renderControlCaller(p, REPO_CONFIG_PATH) },
    { path: CALLER_FILES.run, text: renderRunCaller(p, REPO_CONFIG_PATH) },
    { path: REPO_CONFIG_PATH, text: renderRepoConfig(root, p) },
  ];
}

/**
 * The launch policy the product ships for this layout (today's InferenceX under inferencex-e2e/), as the
 * repository's lanes file to edit: `file` when the repository's runners.yaml has a `clusters:` record for
 * every cluster it names (the policy reads their facts there); else the clusters without one (the product
 * then applies the shipped policy to the clusters it has, and a copy would only report the others). Undefined for a layout without a shipped policy.
 */
export function lanesFile(
  layout: ResolvedLayout,
  runners: RunnersConfig | undefined,
): { file: InitFile } | { missing: string[] } | undefined {
  const text = shippedLanes(toLayout(layout));
  if (text === undefined) return undefined;
  const clusters = Object.keys(loadLanes(text, layout.lanes).lanes?.clusters ?? {});
  const missing = clusters.filter((id) => !hasRecord(runners, id));
  return missing.length ? { missing } : { file: { path: layout.lanes, text } };
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
