import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  object,
  string
} from "./chunk-ZZEHWATH.js";

// src/decide/policy.ts
var Primary = object({
  name: string().min(1),
  plan: _enum(["full", "trim"]),
  canary: boolean(),
  failFast: boolean(),
  /** Counts as a full sweep for reuse and staging. */
  fullSweep: boolean(),
  deprecated: boolean().default(false)
});
var Modifier = object({
  name: string().min(1),
  effect: _enum(["all-evals", "evals-only", "agentx-fast"]),
  blocksReuse: boolean()
});
var Scheduling = object({ name: string().min(1) });
var LabelPolicy = object({
  primaries: array(Primary).min(1),
  modifiers: array(Modifier),
  scheduling: array(Scheduling),
  skipSweepMarker: string().min(1)
}).refine(
  (p) => {
    const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
    return new Set(names).size === names.length;
  },
  { message: "a label appears twice in the label policy" }
);
var defaultPolicy = LabelPolicy.parse({
  primaries: [
    { name: "full-sweep-fail-fast", plan: "full", canary: true, failFast: true, fullSweep: true },
    { name: "full-sweep-enabled", plan: "full", canary: true, failFast: false, fullSweep: true },
    { name: "non-canary-full-sweep-enabled", plan: "full", canary: false, failFast: false, fullSweep: true },
    {
      name: "full-sweep-fail-fast-no-canary",
      plan: "full",
      canary: false,
      failFast: true,
      fullSweep: true,
      deprecated: true
    },
    {
      name: "sweep-enabled",
      plan: "trim",
      canary: false,
      failFast: false,
      fullSweep: false,
      deprecated: true
    }
  ],
  modifiers: [
    { name: "all-evals", effect: "all-evals", blocksReuse: false },
    { name: "evals-only", effect: "evals-only", blocksReuse: true },
    { name: "agentx-fast", effect: "agentx-fast", blocksReuse: true }
  ],
  scheduling: [
    { name: "skip_queue" },
    { name: "ci-patchwork" },
    { name: "engine-patch" },
    { name: "ci-patchwork-waived" },
    { name: "ci-checklist-complete" }
  ],
  skipSweepMarker: "[skip-sweep]"
});
function offeredLabels(policy) {
  return {
    primaries: policy.primaries.filter((p) => !p.deprecated).map((p) => p.name),
    modifiers: policy.modifiers.map((m) => m.name)
  };
}
function primaryParams(policy) {
  const names = offeredLabels(policy).primaries;
  return Object.fromEntries(names.map((n, i) => [i === 0 ? "primary" : `primary${i + 1}`, n]));
}
function labelKind(policy, name) {
  if (policy.primaries.some((l) => l.name === name)) return "primary";
  if (policy.modifiers.some((l) => l.name === name)) return "modifier";
  if (policy.scheduling.some((l) => l.name === name)) return "scheduling";
  return "other";
}

export {
  LabelPolicy,
  defaultPolicy,
  offeredLabels,
  primaryParams,
  labelKind
};
