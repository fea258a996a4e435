import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  diag
} from "./chunk-ITD6XYZ2.js";

// src/layout/detect.ts
var LAYOUT_FILES = {
  masters: ["configs/amd-master.yaml", "configs/nvidia-master.yaml"],
  runners: "configs/runners.yaml",
  policy: "configs/ci-priority.yaml",
  changelog: "perf-changelog.yaml",
  lanes: "configs/lanes.yaml",
  baseline: "configs/lint-baseline.yaml"
};
var PREFIXES = { root: "", "inferencex-e2e": "inferencex-e2e/" };
function layoutOf(name) {
  const prefix = PREFIXES[name];
  const p = (f) => `${prefix}${f}`;
  return {
    name,
    prefix,
    paths: {
      masters: LAYOUT_FILES.masters.map(p),
      runners: p(LAYOUT_FILES.runners),
      policy: p(LAYOUT_FILES.policy),
      changelog: p(LAYOUT_FILES.changelog),
      lanes: p(LAYOUT_FILES.lanes),
      baseline: p(LAYOUT_FILES.baseline)
    }
  };
}
var ROOT_LAYOUT = layoutOf("root");
var MARKERS = [...LAYOUT_FILES.masters, LAYOUT_FILES.runners, LAYOUT_FILES.changelog];
var LAYOUT_PROBES = Object.keys(PREFIXES).flatMap(
  (n) => MARKERS.map((m) => `${PREFIXES[n]}${m}`)
);
function detectLayout(exists) {
  const found = Object.keys(PREFIXES).filter(
    (n) => MARKERS.some((m) => exists(`${PREFIXES[n]}${m}`))
  );
  if (found.length === 2) {
    const at = (n) => `${PREFIXES[n]}${LAYOUT_FILES.masters[1]}`;
    return {
      layout: ROOT_LAYOUT,
      diagnostics: [
        diag(
          "error",
          "LAYOUT",
          `the repository holds the configs in two layouts (${at("root")} and ${at("inferencex-e2e")}); which ones to use is ambiguous`,
          {
            fix: "remove the stale copy, or name the files explicitly (e.g. --config-files, --runner-config, --changelog)"
          }
        )
      ]
    };
  }
  return { layout: layoutOf(found[0] ?? "root"), diagnostics: [] };
}

export {
  LAYOUT_FILES,
  ROOT_LAYOUT,
  LAYOUT_PROBES,
  detectLayout
};
