// Where a repository keeps the reference's inputs: at the root (`configs/`,
// `perf-changelog.yaml`, the layout of August 2026) or under `inferencex-e2e/` (the reference today).
// The layout is found, not configured: pure over a "does this path exist" view, so the CLI (files on
// disk), the planner (objects at a git ref) and the action share one rule. Every path it returns is
// repository-relative, which is what messages and annotations name.
import { diag, type Diagnostic } from '../diagnostics.js';

export type LayoutName = 'root' | 'inferencex-e2e';

export interface LayoutPaths {
  /** Master configs, in the order the generator reads them (amd, then nvidia). */
  masters: string[];
  runners: string;
  /** The priority policy (optional input). */
  policy: string;
  changelog: string;
  /** The product's lanes file (optional input). */
  lanes: string;
  /** The lint baseline (optional input; `sweep lint --write-baseline` writes it). */
  baseline: string;
}

export interface Layout {
  name: LayoutName;
  /** `''` or `'inferencex-e2e/'`: prepended to every layout-relative path. */
  prefix: string;
  paths: LayoutPaths;
}

/** Paths inside a layout, relative to its folder. */
export const LAYOUT_FILES = {
  masters: ['configs/amd-master.yaml', 'configs/nvidia-master.yaml'],
  runners: 'configs/runners.yaml',
  policy: 'configs/ci-priority.yaml',
  changelog: 'perf-changelog.yaml',
  lanes: 'configs/lanes.yaml',
  baseline: 'configs/lint-baseline.yaml',
} as const;

const PREFIXES: Record<LayoutName, string> = { root: '', 'inferencex-e2e': 'inferencex-e2e/' };

export function layoutOf(name: LayoutName): Layout {
  const prefix = PREFIXES[name];
  const p = (f: string) => `${prefix}${f}`;
  return {
    name,
    prefix,
    paths: {
      masters: LAYOUT_FILES.masters.map(p),
      runners: p(LAYOUT_FILES.runners),
      policy: p(LAYOUT_FILES.policy),
      changelog: p(LAYOUT_FILES.changelog),
      lanes: p(LAYOUT_FILES.lanes),
      baseline: p(LAYOUT_FILES.baseline),
    },
  };
}

export const ROOT_LAYOUT: Layout = layoutOf('root');

/** The files whose presence marks a layout (any one of them). */
const MARKERS = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];

/** Every path `detectLayout` may ask about (for finders that look them up in one batch). */
export const LAYOUT_PROBES: readonly string[] = (Object.keys(PREFIXES) as LayoutName[]).flatMap((n) =>
  MARKERS.map((m) => `${PREFIXES[n]}${m}`),
);

export interface Detected {
  layout: Layout;
  /** An error when both layouts hold the inputs: the caller must be told which (explicit paths). */
  diagnostics: Diagnostic[];
}

/**
 * The layout whose marker files exist. Neither: the root layout (messages then name the root files
 * that are missing). Both: ambiguous, an error naming both (fail closed rather than plan the wrong
 * files); the root layout is returned for callers that were given explicit paths.
 */
export function detectLayout(exists: (path: string) => boolean): Detected {
  const found = (Object.keys(PREFIXES) as LayoutName[]).filter((n) =>
    MARKERS.some((m) => exists(`${PREFIXES[n]}${m}`)),
  );
  if (found.length === 2) {
    const at = (n: LayoutName) => `${PREFIXES[n]}${LAYOUT_FILES.masters[1]}`;
    return {
      layout: ROOT_LAYOUT,
      diagnostics: [
        diag(
          'error',
          'LAYOUT',
          `the repository holds the configs in two layouts (${at('root')} and ${at('inferencex-e2e')}); which ones to use is ambiguous`,
          {
            fix: 'remove the stale copy, or name the files explicitly (e.g. --config-files, --runner-config, --changelog)',
          },
        ),
      ],
    };
  }
  return { layout: layoutOf(found[0] ?? 'root'), diagnostics: [] };
}
