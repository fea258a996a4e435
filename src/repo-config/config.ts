// The resolved repository config: the file's values over the defaults (today's constants), with the
// layout either from the file or detected. Pure: detection asks a caller-supplied `exists`.
import { checkedPolicy, defaultPolicy, type LabelPolicy } from '../decide/policy.js';
import { LAYOUT_FILES, type Layout } from '../layout/detect.js';
import { DEFAULT_PROTECTED_PATHS } from '../report/pr-notes.js';
import type { RepoConfigFile } from './schema.js';
import type { FailureEntry } from '../failures/schema.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../results/verdict.js';
import {
  defaultCommand,
  PROFILE_DEFAULTS,
  type LauncherProfile,
  type SecretMap,
} from '../dispatch/launcher-profile.js';

export interface ResolvedLayout {
  /** '.' or the folder everything lives under (e.g. `inferencex-e2e`). */
  root: string;
  /** Repository-relative paths. */
  changelog: string;
  masters: string[];
  runners: string;
  ciPriority: string;
  lanes: string;
}

export interface RepoConfig {
  layout: ResolvedLayout;
  /** How the layout was chosen: written in the file, detected from the files present, or the default. */
  layoutSource: 'file' | 'detected' | 'default';
  labels: LabelPolicy;
  dashboard: { baseUrl: string; performancePath: string; accuracyPath: string };
  linksMarker: string;
  botLogin: string;
  failFastScope: 'matrix' | 'run';
  launcher: LauncherSettings;
  /** Unset: the repository variables decide at run time. */
  scheduler: { priority?: boolean; nodeSlots?: boolean };
  queueAlertMinutes: number;
  /** The PR comments besides the replies to commands. */
  comments: CommentSettings;
  /** A plan above this many GPU-hours (worst case) waits for a maintainer's `/sweep --confirm`. */
  budgetGpuHours?: number;
  /** Automatic re-runs of infrastructure failures; without a budget, a tenth of the plan's worst case. */
  retry: RetrySettings;
  /** The repository's failure table entries (over the built-in table). */
  failureClasses: FailureEntry[];
  /** How PR results are compared with earlier ones. */
  results: ResultsSettings;
}

export interface RetrySettings {
  maxAttempts: number;
  budgetGpuHours?: number;
}

export interface ResultsSettings {
  /** published: the data branch the publication job appends to; postgres: a results database; none. */
  baseline: 'published' | 'postgres' | 'none';
  dataBranch: string;
  /** Baseline samples per curve and concurrency (the newest and the ones before it). */
  samples: number;
  /** The environment variable holding the database's read-only URL (passed from a secret). */
  databaseUrlEnv: string;
  /** Per metric, the relative change that counts with fewer than three baseline samples. */
  thresholds: Thresholds;
}

/** How the benchmark jobs run: the profile, its launch command, and the secrets passed to them. */
export interface LauncherSettings {
  profile: LauncherProfile;
  command: string;
  /** Benchmark secret → the repository secret passed as it (what init writes into the sweep workflow). */
  secrets: SecretMap;
}

export interface CommentSettings {
  /** `auto`: a status comment only on a PR that touches the changelog or carries a sweep label. */
  status: 'auto' | 'always';
  /** The guidance comment, posted once on a PR that touches configs, benchmarks or the changelog. */
  guidance: boolean;
  /** The protected-path diff notice, and the paths it watches. */
  protectedNotice: boolean;
  protectedPaths: string[];
}

/** Where the product looks for the file, repository-relative. */
export const REPO_CONFIG_PATH = '.github/sweep.yml';
/** The folder of the reference's current layout. */
export const E2E_ROOT = 'inferencex-e2e';

export const DEFAULTS = {
  changelog: 'perf-changelog.yaml',
  // In the order the generator reads them (amd, then nvidia): the plan's row order follows it.
  masters: LAYOUT_FILES.masters,
  runners: 'configs/runners.yaml',
  ciPriority: 'configs/ci-priority.yaml',
  lanes: 'configs/lanes.yaml',
  baseUrl: 'https://inferencex.semianalysis.com',
  performancePath: '/inference',
  accuracyPath: '/evaluation',
  linksMarker: '<!-- inferencex-unofficial-run-visualizer -->',
  botLogin: 'github-actions[bot]',
  failFastScope: 'matrix',
  launcher: defaultCommand('script', '.'),
  queueAlertMinutes: 60,
  retryMaxAttempts: 1,
  results: {
    baseline: 'published',
    dataBranch: 'sweep-results',
    samples: 5,
    databaseUrlEnv: 'DATABASE_URL',
  },
  comments: {
    status: 'auto',
    guidance: true,
    protectedNotice: true,
    protectedPaths: DEFAULT_PROTECTED_PATHS,
  },
} as const;

/**
 * The two layouts of the reference: everything under `inferencex-e2e/` (today), or at the root (before).
 * The newer one wins when its changelog or configs exist.
 */
export function detectRoot(exists: (path: string) => boolean): { root: string; detected: boolean } {
  if (exists(`${E2E_ROOT}/${DEFAULTS.changelog}`) || exists(`${E2E_ROOT}/${DEFAULTS.runners}`))
    return { root: E2E_ROOT, detected: true };
  if (exists(DEFAULTS.changelog) || exists(DEFAULTS.runners)) return { root: '.', detected: true };
  return { root: '.', detected: false };
}

const under = (root: string, p: string) => (root === '.' || root === '' ? p : `${root}/${p}`);

export function resolveRepoConfig(
  file: RepoConfigFile | undefined,
  exists: (path: string) => boolean = () => false,
): RepoConfig {
  const l = file?.layout;
  const detected = l?.root === undefined ? detectRoot(exists) : undefined;
  const root = l?.root ?? detected!.root;
  const layoutSource = l?.root !== undefined ? 'file' : detected!.detected ? 'detected' : 'default';
  return {
    layout: {
      root,
      changelog: under(root, l?.changelog ?? DEFAULTS.changelog),
      masters: (l?.masters ?? DEFAULTS.masters).map((m) => under(root, m)),
      runners: under(root, l?.runners ?? DEFAULTS.runners),
      ciPriority: under(root, l?.['ci-priority'] ?? DEFAULTS.ciPriority),
      lanes: under(root, l?.lanes ?? DEFAULTS.lanes),
    },
    layoutSource,
    labels: renameLabels(file?.labels),
    dashboard: {
      baseUrl: (file?.dashboard?.['base-url'] ?? DEFAULTS.baseUrl).replace(/\/+$/, ''),
      performancePath: file?.dashboard?.['performance-path'] ?? DEFAULTS.performancePath,
      accuracyPath: file?.dashboard?.['accuracy-path'] ?? DEFAULTS.accuracyPath,
    },
    linksMarker: file?.['links-marker'] ?? DEFAULTS.linksMarker,
    botLogin: file?.['bot-login'] ?? DEFAULTS.botLogin,
    failFastScope: file?.['fail-fast-scope'] ?? DEFAULTS.failFastScope,
    launcher: resolveLauncher(file?.launcher, root),
    scheduler: {
      ...(file?.scheduler?.priority !== undefined ? { priority: file.scheduler.priority } : {}),
      ...(file?.scheduler?.['node-slots'] !== undefined ? { nodeSlots: file.scheduler['node-slots'] } : {}),
    },
    queueAlertMinutes: file?.['queue-alert-minutes'] ?? DEFAULTS.queueAlertMinutes,
    comments: {
      status: file?.comments?.status ?? DEFAULTS.comments.status,
      guidance: file?.comments?.guidance ?? DEFAULTS.comments.guidance,
      protectedNotice: file?.comments?.['protected-notice'] ?? DEFAULTS.comments.protectedNotice,
      protectedPaths: [...(file?.comments?.['protected-paths'] ?? DEFAULTS.comments.protectedPaths)],
    },
    ...(file?.['budget-gpu-hours'] !== undefined ? { budgetGpuHours: file['budget-gpu-hours'] } : {}),
    retry: {
      maxAttempts: file?.retry?.['max-attempts'] ?? DEFAULTS.retryMaxAttempts,
      ...(file?.retry?.['budget-gpu-hours'] !== undefined
        ? { budgetGpuHours: file.retry['budget-gpu-hours'] }
        : {}),
    },
    failureClasses: [...(file?.['failure-classes'] ?? [])],
    results: {
      baseline: file?.results?.baseline ?? DEFAULTS.results.baseline,
      dataBranch: file?.results?.['data-branch'] ?? DEFAULTS.results.dataBranch,
      samples: file?.results?.samples ?? DEFAULTS.results.samples,
      databaseUrlEnv: file?.results?.['database-url-env'] ?? DEFAULTS.results.databaseUrlEnv,
      thresholds: { ...DEFAULT_THRESHOLDS, ...stripUndefined(file?.results?.thresholds ?? {}) },
    },
  };
}

const stripUndefined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The launcher setting over its profile's defaults (the command alone is the script profile). */
export function resolveLauncher(l: RepoConfigFile['launcher'], root: string): LauncherSettings {
  const o = typeof l === 'string' ? { command: l } : (l ?? {});
  const profile = o.profile ?? 'script';
  return {
    profile,
    command: o.command ?? defaultCommand(profile, root),
    secrets: { ...(o.secrets ?? PROFILE_DEFAULTS[profile].secrets) },
  };
}

/** The label policy with this repository's names; the roles (what each label does) stay the product's. */
function renameLabels(labels: RepoConfigFile['labels']): LabelPolicy {
  const p = labels?.primaries ?? {};
  const m = labels?.modifiers ?? {};
  return checkedPolicy({
    ...defaultPolicy,
    primaries: defaultPolicy.primaries.map((x) => ({ ...x, name: p[x.name as keyof typeof p] ?? x.name })),
    modifiers: defaultPolicy.modifiers.map((x) => ({ ...x, name: m[x.name as keyof typeof m] ?? x.name })),
    scheduling: (labels?.scheduling ?? defaultPolicy.scheduling.map((l) => l.name)).map((name) => ({ name })),
  });
}

/** The resolved layout in the shape the planner and the linters read (repository-relative paths). */
export function toLayout(l: ResolvedLayout): Layout {
  const prefix = l.root === '.' ? '' : `${l.root}/`;
  return {
    name: l.root === '.' ? 'root' : 'inferencex-e2e',
    prefix,
    paths: {
      masters: l.masters,
      runners: l.runners,
      policy: l.ciPriority,
      changelog: l.changelog,
      lanes: l.lanes,
      baseline: `${prefix}${LAYOUT_FILES.baseline}`,
    },
  };
}

/** The settings an action input of the same meaning may override (unset: the file's, else the default). */
export interface SettingOverrides {
  baseUrl?: string;
  botLogin?: string;
  failFastScope?: 'matrix' | 'run';
  comments?: Partial<CommentSettings>;
  budgetGpuHours?: number;
  queueAlertMinutes?: number;
}

/** Action input over the config file over the default: the one rule for every overridable setting. */
export function withOverrides(c: RepoConfig, o: SettingOverrides): RepoConfig {
  return {
    ...c,
    dashboard: { ...c.dashboard, ...(o.baseUrl ? { baseUrl: o.baseUrl.replace(/\/+$/, '') } : {}) },
    ...(o.botLogin ? { botLogin: o.botLogin } : {}),
    ...(o.failFastScope ? { failFastScope: o.failFastScope } : {}),
    comments: { ...c.comments, ...o.comments },
    ...(o.budgetGpuHours !== undefined ? { budgetGpuHours: o.budgetGpuHours } : {}),
    ...(o.queueAlertMinutes !== undefined ? { queueAlertMinutes: o.queueAlertMinutes } : {}),
  };
}
