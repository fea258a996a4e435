import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  labelKind,
  primaryParams
} from "./chunk-B4PM4XDW.js";

// src/decide/decide.ts
function labelState(policy, labels) {
  return {
    primaries: policy.primaries.filter((p) => labels.includes(p.name)),
    modifiers: policy.modifiers.filter((m) => labels.includes(m.name)).map((m) => m.name),
    scheduling: policy.scheduling.filter((s) => labels.includes(s.name)).map((s) => s.name)
  };
}
function modeOf(policy, primary, s) {
  const has = (effect) => policy.modifiers.some((m) => m.effect === effect && s.modifiers.includes(m.name));
  const all = has("all-evals");
  const only = has("evals-only");
  return {
    primary: primary.name,
    plan: primary.plan,
    canary: primary.canary,
    failFast: primary.failFast,
    evals: all && only ? "all-only" : only ? "only" : all ? "all" : "default",
    agentxFast: has("agentx-fast"),
    scheduling: s.scheduling
  };
}
function modeFromLabels(labels, policy) {
  return fromLabels(policy, labels).mode;
}
function fromLabels(policy, labels) {
  const s = labelState(policy, labels);
  if (s.primaries.length > 1)
    return {
      reasons: [
        {
          code: "conflicting-primaries",
          rule: "LB-1",
          params: { labels: s.primaries.map((p) => p.name).join(", ") }
        }
      ]
    };
  const primary = s.primaries[0];
  if (!primary) {
    const extra = [...s.modifiers, ...s.scheduling];
    return extra.length ? {
      reasons: [
        {
          code: "modifier-without-primary",
          rule: "LB-2",
          params: { labels: extra.join(", "), ...primaryParams(policy) }
        }
      ]
    } : { reasons: [{ code: "no-primary", rule: "G-4", params: primaryParams(policy) }] };
  }
  const reasons = primary.deprecated ? [{ code: "deprecated-label", rule: "LB-0", params: { label: primary.name } }] : [];
  return { mode: modeOf(policy, primary, s), reasons };
}
var base = (verdict, reasons, extra = {}) => ({
  verdict,
  validate: false,
  refreshStatus: verdict !== "nothing",
  cancelInFlight: false,
  restart: false,
  approval: "not-needed",
  reuseGate: "not-applicable",
  reasons,
  ...extra
});
function decide(input, policy) {
  const { pr } = input;
  if (input.event === "issue_comment") return decideCommand(input, policy);
  if (input.event === "push") return decidePush(input);
  if (input.action === "closed")
    return base("cancel", [{ code: "pr-closed", rule: "CC-3" }], { cancelInFlight: true });
  if (input.action === "ready_for_review")
    return base("nothing", [{ code: "ready-for-review", rule: "G-2" }], { refreshStatus: false });
  const labelEvent = input.action === "labeled" || input.action === "unlabeled";
  const changed = input.changedLabel ?? "";
  if (labelEvent && labelKind(policy, changed) === "other")
    return base("nothing", [{ code: "unrecognised-label", rule: "G-1", params: { label: changed } }], {
      refreshStatus: false
    });
  const now = fromLabels(policy, pr.labels);
  if (pr.fork) return decideFork(input, policy, now);
  if (labelEvent && !now.mode) {
    const before = input.action === "labeled" ? pr.labels.filter((l) => l !== changed) : [...pr.labels, changed];
    const was = fromLabels(policy, before);
    const removed = was.mode && input.action === "unlabeled" ? [{ code: "primary-removed", rule: "CC-2", params: { label: was.mode.primary } }] : [];
    return base(was.mode ? "cancel" : "validate", [...now.reasons, ...removed], {
      validate: true,
      sha: pr.headSha,
      cancelInFlight: !!was.mode
    });
  }
  return sweepOrValidate(input, policy, now, { validate: true, sha: pr.headSha });
}
function decidePush(input) {
  if (input.reuse)
    return base("reuse", [{ code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }], {
      refreshStatus: false,
      reuseGate: "reused",
      reuseRunId: input.reuse.runId
    });
  return base("refuse", [{ code: "push-needs-reuse", rule: "PUB-1" }], { refreshStatus: false });
}
function reuseGateOf(input, policy, mode) {
  if (input.action !== "synchronize") return { gate: "not-applicable", blocking: [] };
  const blocking = policy.modifiers.filter((m) => m.blocksReuse && input.pr.labels.includes(m.name)).map((m) => m.name);
  if (!policy.primaries.find((p) => p.name === mode.primary)?.fullSweep) blocking.unshift(mode.primary);
  return { gate: blocking.length ? "blocked" : "open", blocking };
}
function sweepOrValidate(input, policy, now, extra) {
  const { pr } = input;
  const validate = extra.validate ?? true;
  if (!now.mode)
    return base("validate", now.reasons, {
      ...extra,
      validate,
      cancelInFlight: input.action === "synchronize"
    });
  const { gate, blocking } = reuseGateOf(input, policy, now.mode);
  if (gate === "open" && input.reuse)
    return base(
      "reuse",
      [...now.reasons, { code: "reuse", rule: "G-6", params: { runId: String(input.reuse.runId) } }],
      { ...extra, validate, cancelInFlight: true, reuseGate: "reused", reuseRunId: input.reuse.runId }
    );
  if (pr.headCommitMessage.includes(policy.skipSweepMarker))
    return base("validate", [...now.reasons, { code: "skip-sweep", rule: "G-5" }], {
      ...extra,
      validate,
      cancelInFlight: true,
      reuseGate: gate
    });
  const reasons = gate === "blocked" && input.reuse ? [...now.reasons, { code: "reuse-blocked", rule: "LB-6", params: { labels: blocking.join(", ") } }] : now.reasons;
  return base("sweep", reasons, {
    ...extra,
    validate,
    mode: now.mode,
    cancelInFlight: true,
    reuseGate: gate
  });
}
function decideFork(input, policy, now) {
  const { pr } = input;
  const awaiting = (reasons, extra = {}) => base(
    "validate",
    [...reasons, { code: "fork-awaiting-approval", rule: "FA-2", params: { sha: pr.headSha } }],
    {
      validate: true,
      approval: "awaiting",
      ...extra
    }
  );
  const approving = input.action === "labeled" && labelKind(policy, input.changedLabel ?? "") === "primary";
  if (!approving) {
    if (input.action === "unlabeled" && labelKind(policy, input.changedLabel ?? "") === "primary")
      return base(
        "cancel",
        [{ code: "primary-removed", rule: "CC-2", params: { label: input.changedLabel } }],
        {
          cancelInFlight: true
        }
      );
    return awaiting(now.reasons, { cancelInFlight: input.action === "synchronize" });
  }
  const refusal = approvalRefusal(input, policy, [input.changedLabel]);
  if (refusal) return base("refuse", [refusal], { approval: "awaiting" });
  return sweepOrValidate(input, policy, now, { validate: true, approval: "approved", sha: pr.headSha });
}
function approvalRefusal(input, policy, expected) {
  const { pr } = input;
  if (!input.actorAuthorised) return { code: "fork-approval-denied", rule: "AZ-1" };
  if (pr.state !== "open" || pr.draft) return { code: "fork-not-open", rule: "FA-1" };
  if (input.eventHeadSha && input.eventHeadSha !== pr.headSha)
    return { code: "fork-advanced", rule: "FA-2", params: { from: input.eventHeadSha, to: pr.headSha } };
  const primaries = labelState(policy, pr.labels).primaries.map((p) => p.name);
  const ok = expected ? primaries.length === 1 && primaries[0] === expected[0] : primaries.length === 1;
  if (!ok)
    return { code: "fork-labels-mismatch", rule: "LB-5", params: { labels: primaries.join(", ") || "none" } };
  if (!pr.mergeSha) return { code: "fork-no-merge-sha", rule: "FA-1" };
  return void 0;
}
function decideCommand(input, policy) {
  const { pr, command } = input;
  if (!command) return base("nothing", [], { refreshStatus: false });
  if (command.kind === "invalid")
    return base("refuse", [{ code: "command-invalid", rule: "CMD-1", params: { text: command.text } }], {
      refreshStatus: false
    });
  if (!input.actorAuthorised)
    return base("refuse", [{ code: "command-unauthorised", rule: "AZ-2" }], { refreshStatus: false });
  if (pr.state !== "open")
    return base("refuse", [{ code: "pr-closed", rule: "CC-3" }], { refreshStatus: false });
  switch (command.kind) {
    case "cancel":
      return base("cancel", [], { cancelInFlight: true, refreshStatus: false });
    case "rerun-failed":
      return base("rerun-failed", [], { refreshStatus: false });
    case "approve": {
      if (!pr.fork)
        return base("refuse", [{ code: "approve-not-fork", rule: "FA-1" }], { refreshStatus: false });
      const prefixOk = command.sha.length >= 12 && pr.headSha.toLowerCase().startsWith(command.sha);
      if (!prefixOk)
        return base(
          "refuse",
          [{ code: "approve-sha-mismatch", rule: "FA-1", params: { given: command.sha, head: pr.headSha } }],
          { approval: "awaiting", refreshStatus: false }
        );
      const refusal = approvalRefusal(input, policy, void 0);
      if (refusal) return base("refuse", [refusal], { approval: "awaiting", refreshStatus: false });
      return sweepOrValidate(input, policy, fromLabels(policy, pr.labels), {
        approval: "approved",
        sha: pr.headSha,
        restart: true
      });
    }
    case "sweep": {
      if (pr.fork)
        return base("refuse", [{ code: "fork-use-approve", rule: "FA-1" }], {
          approval: "awaiting",
          refreshStatus: false
        });
      const now = fromLabels(policy, pr.labels);
      if (!now.mode) return base("refuse", now.reasons, { refreshStatus: false });
      return sweepOrValidate(input, policy, now, { sha: pr.headSha, restart: true });
    }
  }
}
function applyGate(d, outcome) {
  if (outcome === "pass") return d;
  const closed = d.reuseGate === "not-applicable" ? d : withoutReuse(d);
  if (d.verdict !== "sweep" && d.verdict !== "reuse") return closed;
  const reason = outcome === "no-entry" ? { code: "changelog-no-entry", rule: "CL-8" } : { code: "changelog-failed", rule: "CL-1" };
  return heldBack(closed, reason);
}
function applyPlanCheck(d, planHasErrors) {
  return d.verdict === "sweep" && planHasErrors ? heldBack(d, { code: "plan-check-failed", rule: "C6" }) : d;
}
function withoutReuse(d) {
  const { reuseRunId: _r, ...rest } = d;
  const reasons = d.reasons.filter((r) => r.code !== "reuse" && r.code !== "reuse-blocked");
  return { ...rest, reuseGate: "not-applicable", reasons };
}
function heldBack(d, reason) {
  const { mode: _mode, ...rest } = d;
  return { ...rest, verdict: "validate", reasons: [...d.reasons, reason] };
}

export {
  modeFromLabels,
  decide,
  applyGate,
  applyPlanCheck
};
