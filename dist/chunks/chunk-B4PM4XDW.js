import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/decide/policy.ts
var primary = once(() => {
  const z = zod();
  return z.object({
    name: z.string().min(1),
    plan: z.enum(["full", "trim"]),
    canary: z.boolean(),
    failFast: z.boolean(),
    /** Counts as a full sweep for reuse and staging. */
    fullSweep: z.boolean(),
    deprecated: z.boolean().default(false)
  });
});
var labelPolicySchema = once(() => {
  const z = zod();
  const Modifier = z.object({
    name: z.string().min(1),
    effect: z.enum(["all-evals", "evals-only", "agentx-fast"]),
    blocksReuse: z.boolean()
  });
  const Scheduling = z.object({ name: z.string().min(1) });
  return z.object({
    primaries: z.array(primary()).min(1),
    modifiers: z.array(Modifier),
    scheduling: z.array(Scheduling),
    skipSweepMarker: z.string().min(1)
  }).refine(
    (p) => {
      const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
      return new Set(names).size === names.length;
    },
    { message: "a label appears twice in the label policy" }
  );
});
var defaultPolicy = {
  primaries: [
    {
      name: "full-sweep-fail-fast",
      plan: "full",
      canary: true,
      failFast: true,
      fullSweep: true,
      deprecated: false
    },
    {
      name: "full-sweep-enabled",
      plan: "full",
      canary: true,
      failFast: false,
      fullSweep: true,
      deprecated: false
    },
    {
      name: "non-canary-full-sweep-enabled",
      plan: "full",
      canary: false,
      failFast: false,
      fullSweep: true,
      deprecated: false
    },
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
};
function checkedPolicy(p) {
  const names = [...p.primaries, ...p.modifiers, ...p.scheduling].map((l) => l.name);
  const plain = names.every((n) => typeof n === "string" && n.length > 0) && new Set(names).size === names.length;
  return plain ? p : labelPolicySchema().parse(p);
}
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
  defaultPolicy,
  checkedPolicy,
  offeredLabels,
  primaryParams,
  labelKind
};
