import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);
import {
  LAYOUT_FILES
} from "./chunk-BLJ3KVZN.js";
import {
  parseYaml,
  schemaFindings,
  toDiagnostic
} from "./chunk-T2UACYH5.js";
import {
  diag
} from "./chunk-ITD6XYZ2.js";
import {
  checkedPolicy,
  defaultPolicy,
  offeredLabels
} from "./chunk-B4PM4XDW.js";
import {
  once,
  zod
} from "./chunk-RTZWHNXG.js";

// src/report/messages.ts
var reasonText = {
  "unrecognised-label": { en: "Label {label} does not affect sweeps.", zh: "\u6807\u7B7E {label} \u4E0D\u5F71\u54CD\u6D4B\u8BD5\u3002" },
  "ready-for-review": {
    en: "Marking a PR ready for review never starts a sweep.",
    zh: "\u5C06 PR \u6807\u8BB0\u4E3A\u53EF\u5BA1\u9605\u4E0D\u4F1A\u542F\u52A8\u6D4B\u8BD5\u3002"
  },
  "label-change-no-effect": {
    en: "The label change does not change what runs.",
    zh: "\u6B64\u6807\u7B7E\u53D8\u66F4\u4E0D\u6539\u53D8\u8FD0\u884C\u5185\u5BB9\u3002"
  },
  "conflicting-primaries": {
    en: "PR has multiple conflicting sweep labels. Pick exactly one. Found: {labels}.",
    zh: "PR \u6709\u591A\u4E2A\u4E92\u76F8\u51B2\u7A81\u7684\u6D4B\u8BD5\u6807\u7B7E\uFF0C\u8BF7\u53EA\u4FDD\u7559\u4E00\u4E2A\u3002\u5F53\u524D\uFF1A{labels}\u3002"
  },
  "modifier-without-primary": {
    en: "Labels {labels} need a primary sweep label (e.g. {primary}); nothing runs without one.",
    zh: "\u6807\u7B7E {labels} \u9700\u8981\u914D\u5408\u4E00\u4E2A\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF08\u5982 {primary}\uFF09\uFF1B\u6CA1\u6709\u4E3B\u6807\u7B7E\u65F6\u4E0D\u4F1A\u8FD0\u884C\u3002"
  },
  "no-primary": {
    en: "No primary sweep label: the changelog is validated only. Add exactly one of {primary}, {primary2}, {primary3} to sweep.",
    zh: "\u6CA1\u6709\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF1A\u4EC5\u6821\u9A8C changelog\u3002\u6DFB\u52A0 {primary}\u3001{primary2}\u3001{primary3} \u4E4B\u4E00\u5373\u53EF\u8FD0\u884C\u6D4B\u8BD5\u3002"
  },
  "skip-sweep": {
    en: "The head commit message contains `[skip-sweep]`: validation only.",
    zh: "\u6700\u65B0\u63D0\u4EA4\u4FE1\u606F\u5305\u542B `[skip-sweep]`\uFF1A\u4EC5\u6821\u9A8C\u3002"
  },
  "fork-awaiting-approval": {
    en: "Fork PR: awaiting approval of {sha}. A maintainer approves this exact revision by applying a primary sweep label or commenting `/approve <sha>`; new commits need a new approval.",
    zh: "\u6765\u81EA fork \u7684 PR\uFF1A\u7B49\u5F85\u6279\u51C6 {sha}\u3002\u7EF4\u62A4\u8005\u6DFB\u52A0\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u6216\u8BC4\u8BBA `/approve <sha>` \u5373\u53EF\u6279\u51C6\u6B64\u7248\u672C\uFF1B\u65B0\u7684\u63D0\u4EA4\u9700\u8981\u91CD\u65B0\u6279\u51C6\u3002"
  },
  "fork-approval-denied": {
    en: "{user} has repository permission {permission} and role {role}; both must be write, maintain, or admin to authorize external code.",
    zh: "{user} \u7684\u4ED3\u5E93\u6743\u9650\u4E3A {permission}\uFF0C\u89D2\u8272\u4E3A {role}\uFF1B\u4E24\u8005\u90FD\u5FC5\u987B\u662F write\u3001maintain \u6216 admin \u624D\u80FD\u6279\u51C6\u5916\u90E8\u4EE3\u7801\u3002"
  },
  "fork-labels-mismatch": {
    en: "Expected exactly the newly applied primary sweep label; found {labels}.",
    zh: "\u5E94\u5F53\u53EA\u6709\u521A\u6DFB\u52A0\u7684\u4E3B\u6D4B\u8BD5\u6807\u7B7E\uFF1B\u5B9E\u9645\u4E3A {labels}\u3002"
  },
  "fork-advanced": {
    en: "The PR advanced from {from} to {to}; remove and re-add the sweep label to approve the new revision.",
    zh: "PR \u5DF2\u4ECE {from} \u66F4\u65B0\u5230 {to}\uFF1B\u8BF7\u79FB\u9664\u5E76\u91CD\u65B0\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u4EE5\u6279\u51C6\u65B0\u7248\u672C\u3002"
  },
  "fork-not-open": { en: "Only open, non-draft PRs can be approved.", zh: "\u53EA\u80FD\u6279\u51C6\u5DF2\u6253\u5F00\u4E14\u975E\u8349\u7A3F\u7684 PR\u3002" },
  "fork-no-merge-sha": {
    en: "GitHub has no merge commit for this PR (conflicts, or still computing); resolve conflicts and approve again.",
    zh: "GitHub \u5C1A\u672A\u4E3A\u6B64 PR \u751F\u6210\u5408\u5E76\u63D0\u4EA4\uFF08\u5B58\u5728\u51B2\u7A81\u6216\u4ECD\u5728\u8BA1\u7B97\uFF09\uFF1B\u8BF7\u89E3\u51B3\u51B2\u7A81\u540E\u91CD\u65B0\u6279\u51C6\u3002"
  },
  "fork-use-approve": {
    en: "This is a fork PR: use `/approve <sha>` to approve its current head.",
    zh: "\u8FD9\u662F\u6765\u81EA fork \u7684 PR\uFF1A\u8BF7\u4F7F\u7528 `/approve <sha>` \u6279\u51C6\u5F53\u524D\u7248\u672C\u3002"
  },
  "approve-not-fork": {
    en: "`/approve` is only for fork PRs; use `/sweep`.",
    zh: "`/approve` \u4EC5\u7528\u4E8E fork PR\uFF1B\u8BF7\u4F7F\u7528 `/sweep`\u3002"
  },
  "approve-sha-mismatch": {
    en: "{given} is not a prefix (\u226512 characters) of the current head {head}.",
    zh: "{given} \u4E0D\u662F\u5F53\u524D\u7248\u672C {head} \u7684\u524D\u7F00\uFF08\u81F3\u5C11 12 \u4E2A\u5B57\u7B26\uFF09\u3002"
  },
  reuse: {
    en: "Reusing the authorised run {runId}; no new sweep.",
    zh: "\u590D\u7528\u5DF2\u6388\u6743\u7684\u8FD0\u884C {runId}\uFF1B\u4E0D\u542F\u52A8\u65B0\u6D4B\u8BD5\u3002"
  },
  "reuse-blocked": {
    en: "Reuse is not allowed with {labels}; sweeping instead.",
    zh: "\u5B58\u5728 {labels} \u65F6\u4E0D\u5141\u8BB8\u590D\u7528\uFF1B\u6539\u4E3A\u91CD\u65B0\u6D4B\u8BD5\u3002"
  },
  "pr-closed": {
    en: "The PR is closed, so none of its sweeps may run.",
    zh: "PR \u5DF2\u5173\u95ED\uFF0C\u5176\u6D4B\u8BD5\u5747\u4E0D\u518D\u8FD0\u884C\u3002"
  },
  "primary-removed": {
    en: "Primary label {label} was removed, so none of this PR\u2019s sweeps may run.",
    zh: "\u4E3B\u6807\u7B7E {label} \u5DF2\u79FB\u9664\uFF0C\u6B64 PR \u7684\u6D4B\u8BD5\u5747\u4E0D\u518D\u8FD0\u884C\u3002"
  },
  "command-unauthorised": {
    en: "{user} has repository permission {permission} and role {role}; sweep commands need write, maintain, or admin for both.",
    zh: "{user} \u7684\u4ED3\u5E93\u6743\u9650\u4E3A {permission}\uFF0C\u89D2\u8272\u4E3A {role}\uFF1B\u6D4B\u8BD5\u547D\u4EE4\u8981\u6C42\u4E24\u8005\u5747\u4E3A write\u3001maintain \u6216 admin\u3002"
  },
  "command-invalid": {
    en: "Unknown command {text}. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.",
    zh: "\u672A\u77E5\u547D\u4EE4 {text}\u3002\u53EF\u7528\u547D\u4EE4\uFF1A`/sweep`\u3001`/sweep rerun-failed`\u3001`/sweep cancel`\u3001`/approve <sha>`\u3002"
  },
  "changelog-no-entry": {
    en: "No new `perf-changelog.yaml` entry: nothing to sweep. Append an entry naming the config keys to benchmark.",
    zh: "`perf-changelog.yaml` \u6CA1\u6709\u65B0\u589E\u6761\u76EE\uFF1A\u65E0\u53EF\u6D4B\u8BD5\u5185\u5BB9\u3002\u8BF7\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\u3002"
  },
  "changelog-failed": {
    en: "The changelog gate failed; fix the errors below.",
    zh: "changelog \u6821\u9A8C\u5931\u8D25\uFF1B\u8BF7\u4FEE\u590D\u4E0B\u5217\u9519\u8BEF\u3002"
  },
  "plan-check-failed": {
    en: "The planned rows fail the checks before dispatch (lanes, GPU topology, runner labels); nothing is dispatched (no GPU hours on a plan that cannot launch or that no runner would take). Fix the findings below.",
    zh: "\u8BA1\u5212\u4E2D\u7684\u884C\u672A\u901A\u8FC7\u542F\u52A8\u524D\u68C0\u67E5\uFF08\u901A\u9053\u3001GPU \u62D3\u6251\u3001runner \u6807\u7B7E\uFF09\uFF1B\u4E0D\u542F\u52A8\u6D4B\u8BD5\uFF08\u4E0D\u5728\u65E0\u6CD5\u542F\u52A8\u6216\u6CA1\u6709 runner \u63A5\u624B\u7684\u8BA1\u5212\u4E0A\u6D6A\u8D39 GPU \u65F6\u95F4\uFF09\u3002\u8BF7\u4FEE\u590D\u4E0B\u5217\u95EE\u9898\u3002"
  },
  "deprecated-label": { en: "Label {label} is deprecated.", zh: "\u6807\u7B7E {label} \u5DF2\u5F03\u7528\u3002" },
  "push-needs-reuse": {
    en: "Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.",
    zh: "\u63A8\u9001\u5230\u9ED8\u8BA4\u5206\u652F\u4ECE\u4E0D\u8FD0\u884C\u6D4B\u8BD5\u3002\u8BF7\u5728\u5408\u5E76\u524D\u4E8E PR \u4E0A\u53D1\u5E03\u7ECF\u6388\u6743\u7684 `/use <run_id>` \u590D\u7528\u547D\u4EE4\u3002"
  }
};
var statusText = {
  prTitle: { en: "PR", zh: "PR" },
  modeCanary: {
    en: "a canary job runs first; the rest start when it passes",
    zh: "\u5148\u8FD0\u884C\u4E00\u4E2A\u91D1\u4E1D\u96C0\u4EFB\u52A1\uFF0C\u901A\u8FC7\u540E\u518D\u8FD0\u884C\u5176\u4F59\u4EFB\u52A1"
  },
  modeNoCanary: { en: "no canary: every job starts at once", zh: "\u65E0\u91D1\u4E1D\u96C0\uFF1A\u6240\u6709\u4EFB\u52A1\u540C\u65F6\u5F00\u59CB" },
  modeFailFast: { en: "the first failure stops the sweep", zh: "\u7B2C\u4E00\u6B21\u5931\u8D25\u5373\u505C\u6B62\u6D4B\u8BD5" },
  "evals.default": { en: "the default evals", zh: "\u9ED8\u8BA4\u8BC4\u6D4B" },
  "evals.all": { en: "evals at every concurrency", zh: "\u6240\u6709\u5E76\u53D1\u5EA6\u7684\u8BC4\u6D4B" },
  "evals.only": { en: "evals only, no benchmarks", zh: "\u4EC5\u8BC4\u6D4B\uFF0C\u4E0D\u8FD0\u884C\u57FA\u51C6\u6D4B\u8BD5" },
  "evals.all-only": { en: "evals only, at every concurrency", zh: "\u4EC5\u8BC4\u6D4B\uFF0C\u6240\u6709\u5E76\u53D1\u5EA6" },
  modeAgentxFast: { en: "shortened agentic runs", zh: "\u7F29\u77ED\u7684\u667A\u80FD\u4F53\u8FD0\u884C" },
  modeScheduling: { en: "scheduling labels {labels}", zh: "\u8C03\u5EA6\u6807\u7B7E {labels}" },
  configKeys: { en: "Config keys in this PR", zh: "\u6B64 PR \u7684\u914D\u7F6E\u952E" },
  entry: { en: "changelog entry", zh: "changelog \u6761\u76EE" },
  willRun: { en: "What will run", zh: "\u5C06\u8981\u8FD0\u884C" },
  wouldRun: { en: "What would run with a sweep label", zh: "\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u540E\u5C06\u8FD0\u884C" },
  jobsOn: { en: "{jobs} jobs on {clusters} cluster(s)", zh: "{clusters} \u4E2A\u96C6\u7FA4\u4E0A\u5171 {jobs} \u4E2A\u4EFB\u52A1" },
  kind: { en: "Kind", zh: "\u7C7B\u578B" },
  jobs: { en: "Jobs", zh: "\u4EFB\u52A1\u6570" },
  "kind.single-node benchmark": { en: "single-node benchmark", zh: "\u5355\u8282\u70B9\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.multi-node benchmark": { en: "multi-node benchmark", zh: "\u591A\u8282\u70B9\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.single-node agentic benchmark": { en: "single-node agentic benchmark", zh: "\u5355\u8282\u70B9\u667A\u80FD\u4F53\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.multi-node agentic benchmark": { en: "multi-node agentic benchmark", zh: "\u591A\u8282\u70B9\u667A\u80FD\u4F53\u57FA\u51C6\u6D4B\u8BD5" },
  "kind.single-node eval": { en: "single-node eval", zh: "\u5355\u8282\u70B9\u8BC4\u6D4B" },
  "kind.multi-node eval": { en: "multi-node eval", zh: "\u591A\u8282\u70B9\u8BC4\u6D4B" },
  canaryWords: {
    en: "{model} on {cluster}, {topology}, concurrency {conc}; it runs before every other job",
    zh: "{model}\uFF0C\u96C6\u7FA4 {cluster}\uFF0C{topology}\uFF0C\u5E76\u53D1\u5EA6 {conc}\uFF1B\u5B83\u5148\u4E8E\u5176\u4ED6\u6240\u6709\u4EFB\u52A1\u8FD0\u884C"
  },
  cost: { en: "Cost before dispatch", zh: "\u542F\u52A8\u524D\u7684\u6210\u672C" },
  costNote: {
    en: "worst case: every job runs to its time limit",
    zh: "\u6700\u574F\u60C5\u51B5\uFF1A\u6BCF\u4E2A\u4EFB\u52A1\u90FD\u8FD0\u884C\u5230\u65F6\u95F4\u4E0A\u9650"
  },
  gpuHours: { en: "GPU-hours", zh: "GPU \u5C0F\u65F6" },
  nodeHours: { en: "Node-hours", zh: "\u8282\u70B9\u5C0F\u65F6" },
  peakGpus: { en: "GPUs if all ran at once", zh: "\u5168\u90E8\u540C\u65F6\u8FD0\u884C\u65F6\u7684 GPU \u6570" },
  expected: {
    en: "Expected from known durations: about {gpuHours} GPU-hours for {jobs} of the jobs.",
    zh: "\u6309\u5DF2\u77E5\u65F6\u957F\u4F30\u8BA1\uFF1A\u5176\u4E2D {jobs} \u4E2A\u4EFB\u52A1\u7EA6 {gpuHours} GPU \u5C0F\u65F6\u3002"
  },
  budgetWithin: {
    en: "Within the budget of {budget} GPU-hours.",
    zh: "\u5728 {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97\u4E4B\u5185\u3002"
  },
  budgetAbove: {
    en: "Above the budget of {budget} GPU-hours by {over}: nothing is dispatched until a maintainer comments `/sweep --confirm`.",
    zh: "\u8D85\u51FA {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97 {over}\uFF1A\u7EF4\u62A4\u8005\u8BC4\u8BBA `/sweep --confirm` \u4E4B\u524D\u4E0D\u4F1A\u542F\u52A8\u3002"
  },
  budgetConfirmed: {
    en: "Above the budget of {budget} GPU-hours; confirmed by {user}.",
    zh: "\u8D85\u51FA {budget} GPU \u5C0F\u65F6\u7684\u9884\u7B97\uFF1B\u5DF2\u7531 {user} \u786E\u8BA4\u3002"
  },
  curves: { en: "Curves compared with the base revision", zh: "\u4E0E\u57FA\u51C6\u7248\u672C\u76F8\u6BD4\u7684\u66F2\u7EBF" },
  "curve.new": { en: "new", zh: "\u65B0\u589E" },
  "curve.changed": { en: "changed", zh: "\u53D8\u66F4" },
  "curve.extended": { en: "extended", zh: "\u6269\u5C55" },
  "curve.unchanged": { en: "unchanged", zh: "\u672A\u53D8" },
  "curve.removed": { en: "removed", zh: "\u79FB\u9664" },
  "key.new": { en: "new config key", zh: "\u65B0\u914D\u7F6E\u952E" },
  "key.changed": { en: "changed", zh: "\u6709\u53D8\u66F4" },
  "key.unchanged": { en: "unchanged", zh: "\u672A\u53D8" },
  appendOnly: { en: "append-only", zh: "\u4EC5\u8FFD\u52A0" },
  noCurves: { en: "no curves", zh: "\u65E0\u66F2\u7EBF" },
  next: { en: "What next", zh: "\u4E0B\u4E00\u6B65" },
  "who.author": { en: "Author", zh: "\u4F5C\u8005" },
  "who.maintainer": { en: "Maintainer", zh: "\u7EF4\u62A4\u8005" },
  "who.anyone": { en: "Everyone", zh: "\u6240\u6709\u4EBA" },
  "next.askLabel": {
    en: "ask a maintainer to add the `{label}` label (adding labels needs write access).",
    zh: "\u8BF7\u7EF4\u62A4\u8005\u6DFB\u52A0 `{label}` \u6807\u7B7E\uFF08\u6DFB\u52A0\u6807\u7B7E\u9700\u8981\u5199\u6743\u9650\uFF09\u3002"
  },
  "next.addLabel": {
    en: "add exactly one of {labels} to sweep; once it is on, `/sweep` restarts the sweep.",
    zh: "\u6DFB\u52A0 {labels} \u4E4B\u4E00\u5373\u53EF\u6D4B\u8BD5\uFF1B\u6DFB\u52A0\u540E\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u5F00\u59CB\u6D4B\u8BD5\u3002"
  },
  "next.oneLabel": { en: "remove all but one sweep label.", zh: "\u53EA\u4FDD\u7559\u4E00\u4E2A\u6D4B\u8BD5\u6807\u7B7E\u3002" },
  "next.fix": { en: "fix the findings above and push.", zh: "\u4FEE\u590D\u4E0A\u8FF0\u95EE\u9898\u540E\u63A8\u9001\u3002" },
  "severity.error": { en: "error", zh: "\u9519\u8BEF" },
  "severity.warning": { en: "warning", zh: "\u8B66\u544A" },
  "severity.notice": { en: "notice", zh: "\u63D0\u793A" },
  "next.entry": {
    en: "append an entry to `perf-changelog.yaml` naming the config keys to benchmark.",
    zh: "\u5728 `perf-changelog.yaml` \u4E2D\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\u3002"
  },
  "next.waitApproval": {
    en: "wait for a maintainer to approve this revision.",
    zh: "\u7B49\u5F85\u7EF4\u62A4\u8005\u6279\u51C6\u6B64\u7248\u672C\u3002"
  },
  "next.approve": {
    en: "review the changes, then add a sweep label or comment `/approve <sha>`.",
    zh: "\u5BA1\u9605\u6539\u52A8\u540E\u6DFB\u52A0\u6D4B\u8BD5\u6807\u7B7E\u6216\u8BC4\u8BBA `/approve <sha>`\u3002"
  },
  "next.confirm": {
    en: "comment `/sweep --confirm` to dispatch it anyway, or ask for a smaller plan.",
    zh: "\u8BC4\u8BBA `/sweep --confirm` \u4EE5\u4ECD\u7136\u542F\u52A8\uFF0C\u6216\u8981\u6C42\u7F29\u5C0F\u8BA1\u5212\u3002"
  },
  "next.running": {
    en: "nothing to do: the outcome and result links appear here when the run finishes.",
    zh: "\u65E0\u9700\u64CD\u4F5C\uFF1A\u8FD0\u884C\u7ED3\u675F\u540E\u7ED3\u679C\u548C\u94FE\u63A5\u4F1A\u663E\u793A\u5728\u8FD9\u91CC\u3002"
  },
  "next.control": {
    en: "`/sweep cancel` stops the run; `/sweep rerun-failed` re-runs its failed jobs.",
    zh: "`/sweep cancel` \u505C\u6B62\u8FD0\u884C\uFF1B`/sweep rerun-failed` \u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1\u3002"
  },
  "next.retry": { en: "comment `/sweep` to try the dispatch again.", zh: "\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u5C1D\u8BD5\u542F\u52A8\u3002" },
  technical: { en: "Technical details", zh: "\u6280\u672F\u7EC6\u8282" },
  rowIds: { en: "Row ids", zh: "\u884C ID" },
  moreRows: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u4E2A" },
  fix: { en: "fix", zh: "\u4FEE\u590D" }
};
var uiText = {
  title: { en: "Sweep status", zh: "\u6D4B\u8BD5\u72B6\u6001" },
  head: { en: "Head", zh: "\u7248\u672C" },
  decision: { en: "Decision", zh: "\u51B3\u5B9A" },
  "verdict.nothing": { en: "nothing to do", zh: "\u65E0\u64CD\u4F5C" },
  "verdict.validate": { en: "validate only", zh: "\u4EC5\u6821\u9A8C" },
  "verdict.sweep": { en: "sweep", zh: "\u6D4B\u8BD5" },
  "verdict.reuse": { en: "reuse an earlier run", zh: "\u590D\u7528\u5DF2\u6709\u8FD0\u884C" },
  "verdict.cancel": { en: "stop this PR\u2019s sweeps", zh: "\u505C\u6B62\u6B64 PR \u7684\u6D4B\u8BD5" },
  "verdict.cancelled": {
    en: "no sweep runs; {n} running sweep run(s) of this PR cancelled",
    zh: "\u4E0D\u8FD0\u884C\u6D4B\u8BD5\uFF1B\u5DF2\u53D6\u6D88\u6B64 PR \u7684 {n} \u4E2A\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5"
  },
  "verdict.nothingToCancel": {
    en: "no sweep runs (none of this PR was running, so nothing was cancelled)",
    zh: "\u4E0D\u8FD0\u884C\u6D4B\u8BD5\uFF08\u6B64 PR \u6CA1\u6709\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5\uFF0C\u65E0\u9700\u53D6\u6D88\uFF09"
  },
  "verdict.confirm": {
    en: "sweep, waiting for a maintainer\u2019s confirmation (above the GPU-hour budget)",
    zh: "\u6D4B\u8BD5\uFF0C\u7B49\u5F85\u7EF4\u62A4\u8005\u786E\u8BA4\uFF08\u8D85\u51FA GPU \u5C0F\u65F6\u9884\u7B97\uFF09"
  },
  "verdict.rerun-failed": { en: "re-run failed jobs", zh: "\u91CD\u65B0\u8FD0\u884C\u5931\u8D25\u7684\u4EFB\u52A1" },
  "verdict.refuse": { en: "refused", zh: "\u5DF2\u62D2\u7EDD" },
  mode: { en: "Mode", zh: "\u6A21\u5F0F" },
  canary: { en: "canary", zh: "\u91D1\u4E1D\u96C0" },
  noCanary: { en: "no canary", zh: "\u65E0\u91D1\u4E1D\u96C0" },
  failFast: { en: "fail-fast", zh: "\u5FEB\u901F\u5931\u8D25" },
  evals: { en: "evals", zh: "\u8BC4\u6D4B" },
  why: { en: "Why", zh: "\u539F\u56E0" },
  plan: { en: "Plan", zh: "\u8BA1\u5212" },
  bucket: { en: "Bucket", zh: "\u5206\u7EC4" },
  rows: { en: "Rows", zh: "\u884C\u6570" },
  shards: { en: "Shards", zh: "\u5206\u7247" },
  total: { en: "Total", zh: "\u5408\u8BA1" },
  cluster: { en: "Cluster", zh: "\u96C6\u7FA4" },
  gpus: { en: "GPUs", zh: "GPU \u6570" },
  nodes: { en: "Nodes", zh: "\u8282\u70B9\u6570" },
  canaryRow: { en: "Canary", zh: "\u91D1\u4E1D\u96C0" },
  planKey: { en: "Plan key", zh: "\u8BA1\u5212\u952E" },
  dispatched: { en: "Dispatched sweep run", zh: "\u5DF2\u542F\u52A8\u6D4B\u8BD5\u8FD0\u884C" },
  dispatchPending: {
    en: "pending: the plan artifact is uploaded first, then the sweep is dispatched",
    zh: "\u7B49\u5F85\u4E2D\uFF1A\u5148\u4E0A\u4F20\u8BA1\u5212\u4EA7\u7269\uFF0C\u518D\u542F\u52A8\u6D4B\u8BD5"
  },
  dispatchFailed: {
    en: "failed \u2014 {error}. Nothing is running; comment `/sweep` to retry.",
    zh: "\u5931\u8D25 \u2014 {error}\u3002\u6CA1\u6709\u4EFB\u4F55\u6D4B\u8BD5\u5728\u8FD0\u884C\uFF1B\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  cancelled: { en: "Cancelled runs", zh: "\u5DF2\u53D6\u6D88\u7684\u8FD0\u884C" },
  outcome: { en: "Sweep outcome", zh: "\u6D4B\u8BD5\u7ED3\u679C" },
  run: { en: "run", zh: "\u8FD0\u884C" },
  attempt: { en: "attempt", zh: "\u5C1D\u8BD5" },
  succeeded: { en: "succeeded", zh: "\u6210\u529F" },
  failed: { en: "failed", zh: "\u5931\u8D25" },
  cancelledRows: { en: "cancelled", zh: "\u5DF2\u53D6\u6D88" },
  skippedRows: { en: "skipped", zh: "\u5DF2\u8DF3\u8FC7" },
  firstFailure: { en: "First failing row", zh: "\u7B2C\u4E00\u4E2A\u5931\u8D25\u7684\u884C" },
  job: { en: "job", zh: "\u4EFB\u52A1" },
  canaryFailed: { en: "Failed canary", zh: "\u5931\u8D25\u7684\u91D1\u4E1D\u96C0" },
  canaryBlocked: { en: "blocked {n} rows:", zh: "\u963B\u6B62\u4E86 {n} \u884C\uFF1A" },
  failFastCancelled: {
    en: "cancelled {n} rows after the first failure",
    zh: "\u7B2C\u4E00\u6B21\u5931\u8D25\u540E\u53D6\u6D88\u4E86 {n} \u884C"
  },
  approval: { en: "Fork approval", zh: "Fork \u6279\u51C6" },
  approved: { en: "approved", zh: "\u5DF2\u6279\u51C6" },
  awaiting: { en: "awaiting approval", zh: "\u7B49\u5F85\u6279\u51C6" },
  validation: { en: "Changelog validation", zh: "Changelog \u6821\u9A8C" },
  lint: { en: "Lint findings", zh: "\u68C0\u67E5\u7ED3\u679C" },
  more: { en: "\u2026 and {n} more", zh: "\u2026\u2026\u53E6\u6709 {n} \u6761" },
  notMergeable: {
    en: "GitHub reports this PR is not mergeable (merge conflicts); resolve them so the sweep can use the merge commit.",
    zh: "GitHub \u62A5\u544A\u6B64 PR \u65E0\u6CD5\u5408\u5E76\uFF08\u5B58\u5728\u51B2\u7A81\uFF09\uFF1B\u8BF7\u89E3\u51B3\u51B2\u7A81\u3002"
  },
  perf: { en: "View unofficial run (performance)", zh: "\u67E5\u770B\u975E\u5B98\u65B9\u8FD0\u884C\uFF08\u6027\u80FD\uFF09" },
  accuracy: { en: "View unofficial run (accuracy)", zh: "\u67E5\u770B\u975E\u5B98\u65B9\u8FD0\u884C\uFF08\u7CBE\u5EA6\uFF09" },
  chinese: { en: "\u4E2D\u6587", zh: "\u4E2D\u6587" },
  noFailedRun: { en: "No failed sweep run of this PR to re-run.", zh: "\u6B64 PR \u6CA1\u6709\u53EF\u91CD\u65B0\u8FD0\u884C\u7684\u5931\u8D25\u6D4B\u8BD5\u3002" },
  rerunFailed: {
    en: "Could not re-run the failed jobs of [sweep run {run}]({url}): {error}. Nothing was re-run; try again later.",
    zh: "\u65E0\u6CD5\u91CD\u65B0\u8FD0\u884C\u6D4B\u8BD5\u8FD0\u884C {run} \u7684\u5931\u8D25\u4EFB\u52A1\uFF08{url}\uFF09\uFF1A{error}\u3002\u6CA1\u6709\u4EFB\u4F55\u4EFB\u52A1\u88AB\u91CD\u65B0\u8FD0\u884C\uFF1B\u8BF7\u7A0D\u540E\u91CD\u8BD5\u3002"
  },
  cancelFailed: {
    en: "Could not cancel [sweep run {run}]({url}): {error}. It may still be running; try again later.",
    zh: "\u65E0\u6CD5\u53D6\u6D88\u6D4B\u8BD5\u8FD0\u884C {run}\uFF08{url}\uFF09\uFF1A{error}\u3002\u5B83\u53EF\u80FD\u4ECD\u5728\u8FD0\u884C\uFF1B\u8BF7\u7A0D\u540E\u91CD\u8BD5\u3002"
  },
  approvedDispatch: {
    en: "Dispatched [trusted sweep run]({url}) for approved external revision `{sha}`. New commits are not trusted automatically; approve a new SHA with `/approve <sha>` or by removing and re-adding the primary sweep label.",
    zh: "\u5DF2\u4E3A\u6279\u51C6\u7684\u5916\u90E8\u7248\u672C `{sha}` \u542F\u52A8[\u53EF\u4FE1\u6D4B\u8BD5\u8FD0\u884C]({url})\u3002\u65B0\u7684\u63D0\u4EA4\u4E0D\u4F1A\u81EA\u52A8\u83B7\u5F97\u4FE1\u4EFB\uFF1B\u8BF7\u4F7F\u7528 `/approve <sha>` \u6216\u79FB\u9664\u5E76\u91CD\u65B0\u6DFB\u52A0\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u6765\u6279\u51C6\u65B0\u7248\u672C\u3002"
  },
  // The sweep's state (report/state.ts): one closed set, each state with its own line.
  "state.label": { en: "Sweep", zh: "\u6D4B\u8BD5" },
  "state.planned": {
    en: "planned \u2014 the plan artifact is uploaded, then the sweep is dispatched in the next step",
    zh: "\u5DF2\u8BA1\u5212 \u2014 \u5148\u4E0A\u4F20\u8BA1\u5212\u4EA7\u7269\uFF0C\u4E0B\u4E00\u6B65\u542F\u52A8\u6D4B\u8BD5"
  },
  "state.dispatched": { en: "dispatched \u2014 run {run} (queued)", zh: "\u5DF2\u542F\u52A8 \u2014 \u8FD0\u884C {run}\uFF08\u6392\u961F\u4E2D\uFF09" },
  "state.adopted": {
    en: "dispatched \u2014 run {run} already runs this plan; nothing new was dispatched",
    zh: "\u5DF2\u542F\u52A8 \u2014 \u8FD0\u884C {run} \u5DF2\u5728\u8FD0\u884C\u6B64\u8BA1\u5212\uFF1B\u672A\u91CD\u590D\u542F\u52A8"
  },
  "state.running": { en: "running \u2014 run {run}", zh: "\u8FD0\u884C\u4E2D \u2014 \u8FD0\u884C {run}" },
  "state.finished": { en: "finished \u2014 run {run}: {conclusion}", zh: "\u5DF2\u7ED3\u675F \u2014 \u8FD0\u884C {run}\uFF1A{conclusion}" },
  "state.conclusion.success": { en: "success", zh: "\u6210\u529F" },
  "state.conclusion.failure": { en: "failure", zh: "\u5931\u8D25" },
  "state.conclusion.cancelled": { en: "cancelled", zh: "\u5DF2\u53D6\u6D88" },
  "state.conclusion.timed_out": { en: "timed out", zh: "\u8D85\u65F6" },
  "state.cancelled": { en: "cancelled \u2014 {runs} ({why})", zh: "\u5DF2\u53D6\u6D88 \u2014 {runs}\uFF08{why}\uFF09" },
  "state.why.new-plan": { en: "a newer plan replaced it", zh: "\u88AB\u66F4\u65B0\u7684\u8BA1\u5212\u53D6\u4EE3" },
  "state.why.label-removed": { en: "the primary sweep label was removed", zh: "\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u5DF2\u79FB\u9664" },
  "state.why.closed": { en: "the PR was closed", zh: "PR \u5DF2\u5173\u95ED" },
  "state.why.command": { en: "a maintainer commented `/sweep cancel`", zh: "\u7EF4\u62A4\u8005\u8BC4\u8BBA\u4E86 `/sweep cancel`" },
  "state.why.elsewhere": { en: "cancelled on GitHub", zh: "\u5728 GitHub \u4E0A\u88AB\u53D6\u6D88" },
  "state.refused": { en: "refused \u2014 {reason}", zh: "\u5DF2\u62D2\u7EDD \u2014 {reason}" },
  "state.unknown": {
    en: "unknown \u2014 the GitHub call `{call}` failed ({status})",
    zh: "\u672A\u77E5 \u2014 GitHub \u8C03\u7528 `{call}` \u5931\u8D25\uFF08{status}\uFF09"
  },
  "state.noAnswer": { en: "no answer", zh: "\u65E0\u54CD\u5E94" },
  "state.meaning.dispatch-unconfirmed": {
    en: "GitHub did not confirm the dispatch and no run of this plan was found, so nothing is known to run. A maintainer can comment `/sweep` to dispatch it again (an existing run of the same plan is found first, never duplicated).",
    zh: "GitHub \u672A\u786E\u8BA4\u542F\u52A8\uFF0C\u4E5F\u672A\u627E\u5230\u6B64\u8BA1\u5212\u7684\u8FD0\u884C\uFF0C\u56E0\u6B64\u6CA1\u6709\u5DF2\u77E5\u6B63\u5728\u8FD0\u884C\u7684\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u65B0\u542F\u52A8\uFF08\u4F1A\u5148\u67E5\u627E\u540C\u4E00\u8BA1\u5212\u7684\u5DF2\u6709\u8FD0\u884C\uFF0C\u4E0D\u4F1A\u91CD\u590D\uFF09\u3002"
  },
  "state.meaning.not-dispatched": {
    en: "This is a GitHub infrastructure failure, not a problem with the PR: nothing was dispatched. A maintainer can comment `/sweep` to try again.",
    zh: "\u8FD9\u662F GitHub \u57FA\u7840\u8BBE\u65BD\u6545\u969C\uFF0C\u5E76\u975E PR \u7684\u95EE\u9898\uFF1A\u672A\u542F\u52A8\u4EFB\u4F55\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.meaning.cancel-failed": {
    en: "The older sweep of this PR could not be cancelled and may still be running; nothing new was dispatched. A maintainer can comment `/sweep` to try again.",
    zh: "\u6B64 PR \u7684\u65E7\u6D4B\u8BD5\u65E0\u6CD5\u53D6\u6D88\uFF0C\u53EF\u80FD\u4ECD\u5728\u8FD0\u884C\uFF1B\u672A\u542F\u52A8\u65B0\u7684\u6D4B\u8BD5\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.meaning.fetch-failed": {
    en: "The PR head could not be fetched (infrastructure, not the changelog or the labels): nothing was planned or dispatched, and the decision stands. A maintainer can comment `/sweep` to try again.",
    zh: "\u65E0\u6CD5\u83B7\u53D6 PR \u7684\u6700\u65B0\u7248\u672C\uFF08\u57FA\u7840\u8BBE\u65BD\u95EE\u9898\uFF0C\u4E0E changelog \u6216\u6807\u7B7E\u65E0\u5173\uFF09\uFF1A\u672A\u8BA1\u5212\u6216\u542F\u52A8\u4EFB\u4F55\u6D4B\u8BD5\uFF0C\u51B3\u5B9A\u4FDD\u6301\u4E0D\u53D8\u3002\u7EF4\u62A4\u8005\u53EF\u8BC4\u8BBA `/sweep` \u91CD\u8BD5\u3002"
  },
  "state.statusWriteFailed": {
    en: "The status comment could not be written ({error}). {what}",
    zh: "\u65E0\u6CD5\u5199\u5165\u72B6\u6001\u8BC4\u8BBA\uFF08{error}\uFF09\u3002{what}"
  },
  ...statusText
};
var isMessageKey = (key) => Object.hasOwn(uiText, key);
function fill(template, params = {}, plain = false) {
  return template.replace(/\{(\w+)\}/g, (whole, k) => {
    const v = params[k];
    if (v === void 0) return whole;
    return plain || k === "user" ? v : `\`${v}\``;
  });
}
var t = (key, lang, params) => fill(uiText[key][lang], params, true);
var bilingual = (en, zh) => [en, "", `<details><summary>${t("chinese", "en")}</summary>`, "", zh, "", "</details>", ""].join("\n");

// src/report/pr-notes.ts
var guidanceMarker = "<!-- recipe-reminder -->";
var protectedMarker = "<!-- infx-source-diff -->";
var GUIDANCE_REACTION = "eyes";
var GUIDANCE_PATHS = [
  "configs/",
  "benchmarks/",
  "perf-changelog.yaml",
  "inferencex-e2e/configs/",
  "inferencex-e2e/benchmarks/",
  "inferencex-e2e/perf-changelog.yaml"
];
var DEFAULT_PROTECTED_PATHS = ["inferencex-e2e/infx/"];
var guidanceText = (l) => {
  const [first = "", second = ""] = l.primaries.map((n) => `\`${n}\``);
  const mods = l.modifiers.map((n) => `\`${n}\``);
  return {
    en: [
      "Thanks for the contribution!",
      "",
      '**Reviewers (CODEOWNERS):** please work through `PR_REVIEW_CHECKLIST.md` and put its sign-off line in your review: "As a PR reviewer and CODEOWNER, I have reviewed this and have \u2026".',
      "",
      "**Sweeps:**",
      `- A sweep needs an entry appended to \`perf-changelog.yaml\` that names the config keys, and exactly one primary sweep label. Use ${first} (a canary first, and the first failure stops the sweep) or ${second}.`,
      `- Modifier labels (${mods.join(", ")}, \u2026) only take effect together with a primary label.`,
      "- Labels need write access: on a PR from a fork, a maintainer adds the label, which approves exactly the revision it is added on.",
      "- The author of a change owns the health of its jobs after it merges."
    ].join("\n"),
    zh: [
      "\u611F\u8C22\u8D21\u732E\uFF01",
      "",
      '**\u5BA1\u9605\u8005\uFF08CODEOWNERS\uFF09\uFF1A** \u8BF7\u6309 `PR_REVIEW_CHECKLIST.md` \u9010\u9879\u68C0\u67E5\uFF0C\u5E76\u5728\u5BA1\u9605\u4E2D\u9644\u4E0A\u5176\u786E\u8BA4\u8BED\u53E5\uFF1A"As a PR reviewer and CODEOWNER, I have reviewed this and have \u2026"\u3002',
      "",
      "**\u6D4B\u8BD5\uFF1A**",
      `- \u6D4B\u8BD5\u9700\u8981\u5728 \`perf-changelog.yaml\` \u4E2D\u8FFD\u52A0\u4E00\u4E2A\u5217\u51FA\u914D\u7F6E\u952E\u7684\u6761\u76EE\uFF0C\u5E76\u4E14\u6070\u597D\u6709\u4E00\u4E2A\u4E3B\u6D4B\u8BD5\u6807\u7B7E\u3002\u8BF7\u4F7F\u7528 ${first}\uFF08\u5148\u8FD0\u884C\u91D1\u4E1D\u96C0\uFF0C\u7B2C\u4E00\u6B21\u5931\u8D25\u5373\u505C\u6B62\uFF09\u6216 ${second}\u3002`,
      `- \u4FEE\u9970\u6807\u7B7E\uFF08${mods.join("\u3001")} \u7B49\uFF09\u53EA\u6709\u4E0E\u4E3B\u6807\u7B7E\u4E00\u8D77\u624D\u751F\u6548\u3002`,
      "- \u6DFB\u52A0\u6807\u7B7E\u9700\u8981\u5199\u6743\u9650\uFF1A\u6765\u81EA fork \u7684 PR \u7531\u7EF4\u62A4\u8005\u6DFB\u52A0\u6807\u7B7E\uFF0C\u8FD9\u53EA\u6279\u51C6\u6DFB\u52A0\u6807\u7B7E\u65F6\u7684\u90A3\u4E2A\u7248\u672C\u3002",
      "- \u53D8\u66F4\u7684\u4F5C\u8005\u8D1F\u8D23\u5176\u5408\u5E76\u540E\u4EFB\u52A1\u7684\u5065\u5EB7\u3002"
    ].join("\n")
  };
};
function renderGuidance(policy) {
  const text = guidanceText(offeredLabels(policy));
  return `${guidanceMarker}
${bilingual(text.en, text.zh)}`;
}
var protectedNote = {
  en: "This PR changes protected source. Please keep these changes as small as possible and explain them in the description; reviewers look at them first.",
  zh: "\u6B64 PR \u4FEE\u6539\u4E86\u53D7\u4FDD\u62A4\u7684\u6E90\u4EE3\u7801\u3002\u8BF7\u5C3D\u91CF\u51CF\u5C11\u8FD9\u4E9B\u6539\u52A8\uFF0C\u5E76\u5728\u63CF\u8FF0\u4E2D\u8BF4\u660E\u539F\u56E0\uFF1B\u5BA1\u9605\u8005\u4F1A\u9996\u5148\u67E5\u770B\u5B83\u4EEC\u3002"
};
function renderProtected(diffs) {
  const lines = diffs.map((d) => `\`${d.path} diff: +${d.additions} -${d.deletions}\``).join("\n\n");
  const text = (lang) => `${lines}

${protectedNote[lang]}`;
  return `${protectedMarker}
${bilingual(text("en"), text("zh"))}`;
}
function protectedDiffs(files, paths) {
  return paths.map((p) => {
    const prefix = p.endsWith("/") ? p : `${p}/`;
    const hit = files.filter(
      (f) => f.filename.startsWith(prefix) || (f.previousFilename?.startsWith(prefix) ?? false)
    );
    return {
      path: prefix.replace(/\/$/, ""),
      additions: hit.reduce((a, f) => a + f.additions, 0),
      deletions: hit.reduce((a, f) => a + f.deletions, 0)
    };
  });
}
var touchesAny = (files, paths) => files.some((f) => paths.some((p) => p.endsWith("/") ? f.filename.startsWith(p) : f.filename === p));

// src/repo-config/config.ts
var REPO_CONFIG_PATH = ".github/sweep.yml";
var E2E_ROOT = "inferencex-e2e";
var DEFAULTS = {
  changelog: "perf-changelog.yaml",
  // In the order the generator reads them (amd, then nvidia): the plan's row order follows it.
  masters: LAYOUT_FILES.masters,
  runners: "configs/runners.yaml",
  ciPriority: "configs/ci-priority.yaml",
  lanes: "configs/lanes.yaml",
  baseUrl: "https://inferencex.semianalysis.com",
  performancePath: "/inference",
  accuracyPath: "/evaluation",
  linksMarker: "<!-- inferencex-unofficial-run-visualizer -->",
  botLogin: "github-actions[bot]",
  failFastScope: "matrix",
  launcher: "bash scripts/benchmark/run.sh",
  queueAlertMinutes: 60,
  comments: {
    status: "auto",
    guidance: true,
    protectedNotice: true,
    protectedPaths: DEFAULT_PROTECTED_PATHS
  }
};
function detectRoot(exists) {
  if (exists(`${E2E_ROOT}/${DEFAULTS.changelog}`) || exists(`${E2E_ROOT}/${DEFAULTS.runners}`))
    return { root: E2E_ROOT, detected: true };
  if (exists(DEFAULTS.changelog) || exists(DEFAULTS.runners)) return { root: ".", detected: true };
  return { root: ".", detected: false };
}
var under = (root, p) => root === "." || root === "" ? p : `${root}/${p}`;
function resolveRepoConfig(file2, exists = () => false) {
  const l = file2?.layout;
  const detected = l?.root === void 0 ? detectRoot(exists) : void 0;
  const root = l?.root ?? detected.root;
  const layoutSource = l?.root !== void 0 ? "file" : detected.detected ? "detected" : "default";
  return {
    layout: {
      root,
      changelog: under(root, l?.changelog ?? DEFAULTS.changelog),
      masters: (l?.masters ?? DEFAULTS.masters).map((m) => under(root, m)),
      runners: under(root, l?.runners ?? DEFAULTS.runners),
      ciPriority: under(root, l?.["ci-priority"] ?? DEFAULTS.ciPriority),
      lanes: under(root, l?.lanes ?? DEFAULTS.lanes)
    },
    layoutSource,
    labels: renameLabels(file2?.labels),
    dashboard: {
      baseUrl: (file2?.dashboard?.["base-url"] ?? DEFAULTS.baseUrl).replace(/\/+$/, ""),
      performancePath: file2?.dashboard?.["performance-path"] ?? DEFAULTS.performancePath,
      accuracyPath: file2?.dashboard?.["accuracy-path"] ?? DEFAULTS.accuracyPath
    },
    linksMarker: file2?.["links-marker"] ?? DEFAULTS.linksMarker,
    botLogin: file2?.["bot-login"] ?? DEFAULTS.botLogin,
    failFastScope: file2?.["fail-fast-scope"] ?? DEFAULTS.failFastScope,
    launcher: file2?.launcher ?? DEFAULTS.launcher,
    scheduler: {
      ...file2?.scheduler?.priority !== void 0 ? { priority: file2.scheduler.priority } : {},
      ...file2?.scheduler?.["node-slots"] !== void 0 ? { nodeSlots: file2.scheduler["node-slots"] } : {}
    },
    queueAlertMinutes: file2?.["queue-alert-minutes"] ?? DEFAULTS.queueAlertMinutes,
    comments: {
      status: file2?.comments?.status ?? DEFAULTS.comments.status,
      guidance: file2?.comments?.guidance ?? DEFAULTS.comments.guidance,
      protectedNotice: file2?.comments?.["protected-notice"] ?? DEFAULTS.comments.protectedNotice,
      protectedPaths: [...file2?.comments?.["protected-paths"] ?? DEFAULTS.comments.protectedPaths]
    },
    ...file2?.["budget-gpu-hours"] !== void 0 ? { budgetGpuHours: file2["budget-gpu-hours"] } : {}
  };
}
function renameLabels(labels) {
  const p = labels?.primaries ?? {};
  const m = labels?.modifiers ?? {};
  return checkedPolicy({
    ...defaultPolicy,
    primaries: defaultPolicy.primaries.map((x) => ({ ...x, name: p[x.name] ?? x.name })),
    modifiers: defaultPolicy.modifiers.map((x) => ({ ...x, name: m[x.name] ?? x.name })),
    scheduling: (labels?.scheduling ?? defaultPolicy.scheduling.map((l) => l.name)).map((name) => ({ name }))
  });
}
function toLayout(l) {
  const prefix = l.root === "." ? "" : `${l.root}/`;
  return {
    name: l.root === "." ? "root" : "inferencex-e2e",
    prefix,
    paths: {
      masters: l.masters,
      runners: l.runners,
      policy: l.ciPriority,
      changelog: l.changelog,
      lanes: l.lanes,
      baseline: `${prefix}${LAYOUT_FILES.baseline}`
    }
  };
}
function withOverrides(c, o) {
  return {
    ...c,
    dashboard: { ...c.dashboard, ...o.baseUrl ? { baseUrl: o.baseUrl.replace(/\/+$/, "") } : {} },
    ...o.botLogin ? { botLogin: o.botLogin } : {},
    ...o.failFastScope ? { failFastScope: o.failFastScope } : {},
    comments: { ...c.comments, ...o.comments },
    ...o.budgetGpuHours !== void 0 ? { budgetGpuHours: o.budgetGpuHours } : {},
    ...o.queueAlertMinutes !== void 0 ? { queueAlertMinutes: o.queueAlertMinutes } : {}
  };
}

// src/repo-config/schema.ts
var PATTERNS = {
  relPath: /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]+$/,
  labelName: /^[^\s,{}"'`$\\]+$/,
  root: /^(?:\.|[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*)$/,
  urlPath: /^\/[A-Za-z0-9._~/-]*$/,
  linksMarker: /^<!-- [A-Za-z0-9._:-]+ -->$/,
  botLogin: /^[A-Za-z0-9-]+(?:\[bot\])?$/
};
var relPath = once(
  () => zod().string().min(1).max(300).regex(PATTERNS.relPath, "must be a relative path inside the repository")
);
var labelName = once(
  () => zod().string().min(1).max(50).regex(PATTERNS.labelName, "must be one word without quotes, braces, commas or `$`")
);
var layoutSchema = once(() => {
  const z = zod();
  return z.object({
    root: z.string().max(200).regex(PATTERNS.root, "must be '.' or a folder like inferencex-e2e").describe("Folder the benchmark files live under: '.' (root layout) or e.g. 'inferencex-e2e'.").optional(),
    changelog: relPath().describe("The perf changelog, relative to root.").optional(),
    masters: z.array(relPath()).min(1).max(20).describe("Master config files, relative to root.").optional(),
    runners: relPath().describe("runners.yaml, relative to root.").optional(),
    "ci-priority": relPath().describe("ci-priority.yaml, relative to root.").optional(),
    lanes: relPath().describe("lanes.yaml, relative to root (optional file).").optional()
  }).strict().describe("Where the benchmark files are. Without it the layout is detected.");
});
var PRIMARY_ROLES = [
  "full-sweep-fail-fast",
  "full-sweep-enabled",
  "non-canary-full-sweep-enabled",
  "full-sweep-fail-fast-no-canary",
  "sweep-enabled"
];
var MODIFIER_ROLES = ["all-evals", "evals-only", "agentx-fast"];
var roleMap = (roles2, what) => zod().object(
  Object.fromEntries(roles2.map((r) => [r, labelName().optional()]))
).strict().describe(what);
var labelsSchema = once(() => {
  const z = zod();
  return z.object({
    primaries: roleMap(
      PRIMARY_ROLES,
      "Label name per primary sweep label (role: name in this repository)."
    ).optional(),
    modifiers: roleMap(
      MODIFIER_ROLES,
      "Label name per modifier label (role: name in this repository)."
    ).optional(),
    scheduling: z.array(labelName()).max(50).describe("Labels that only affect scheduling (they never restart a sweep).").optional()
  }).strict();
});
var dashboardSchema = once(() => {
  const z = zod();
  return z.object({
    "base-url": z.url({ protocol: /^https?$/ }).describe("Dashboard base URL of the unofficial-run links.").optional(),
    "performance-path": z.string().regex(PATTERNS.urlPath).describe("Path of the performance link (the run id is appended as ?unofficialRun=<id>).").optional(),
    "accuracy-path": z.string().regex(PATTERNS.urlPath).describe("Path of the accuracy link.").optional()
  }).strict();
});
var schedulerSchema = once(() => {
  const z = zod();
  return z.object({
    priority: z.boolean().describe(
      "Priority scheduler labels; unset: the repository variable PRIORITY_SCHEDULER_ENABLED decides."
    ).optional(),
    "node-slots": z.boolean().describe(
      "Request nodes:<N> labels; unset: the repository variable NODE_SLOT_SCHEDULER_ENABLED decides."
    ).optional()
  }).strict();
});
var commentsSchema = once(() => {
  const z = zod();
  return z.object({
    status: z.enum(["auto", "always"]).describe(
      "auto: a status comment only on a PR that appends to the changelog or carries a sweep label; always: on every PR event."
    ).optional(),
    guidance: z.boolean().describe("Post the guidance comment once on a PR that touches configs, benchmarks or the changelog.").optional(),
    "protected-notice": z.boolean().describe("Keep a sticky comment with the lines a PR adds and removes under protected-paths.").optional(),
    "protected-paths": z.array(relPath()).min(1).max(50).describe("Path prefixes the protected-path notice watches.").optional()
  }).strict().describe("The PR comments besides the replies to commands (an action input of the same meaning wins).");
});
var repoConfigSchema = once(() => {
  const z = zod();
  return z.object({
    $schema: z.string().optional(),
    layout: layoutSchema().optional(),
    labels: labelsSchema().optional(),
    dashboard: dashboardSchema().optional(),
    "links-marker": z.string().regex(PATTERNS.linksMarker, "must be an HTML comment like <!-- my-links -->").describe("Marker of the sticky unofficial-run links comment.").optional(),
    "bot-login": z.string().regex(PATTERNS.botLogin).describe("Login whose comments are the bot's own; only those are ever edited or deleted.").optional(),
    "fail-fast-scope": z.enum(["matrix", "run"]).describe("Default fail-fast scope: matrix (per family) or run (the first failure stops the run).").optional(),
    launcher: z.string().min(1).max(500).describe("Command the benchmark job runs in the checked-out revision (bash -c).").optional(),
    scheduler: schedulerSchema().optional(),
    comments: commentsSchema().optional(),
    "budget-gpu-hours": z.number().positive().max(1e7).describe(
      "A plan whose worst case is above this many GPU-hours waits for a maintainer's `/sweep --confirm`."
    ).optional(),
    "queue-alert-minutes": z.int().min(1).max(7 * 24 * 60).describe("A row queued longer than this with no runner carrying its labels is reported.").optional()
  }).strict();
});

// src/repo-config/accepts.ts
var isMap = (v) => !!v && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
var str = (min, max, re) => (v) => typeof v === "string" && v.length >= min && v.length <= max && (!re || re.test(v));
var bool = (v) => typeof v === "boolean";
var oneOf = (...xs) => (v) => typeof v === "string" && xs.includes(v);
var list = (item, min, max) => (v) => Array.isArray(v) && v.length >= min && v.length <= max && v.every(item);
var map = (fields) => (v) => isMap(v) && Object.keys(v).every((k) => Object.hasOwn(fields, k)) && Object.entries(fields).every(([k, check]) => v[k] === void 0 || check(v[k]));
var relPath2 = str(1, 300, PATTERNS.relPath);
var labelName2 = str(1, 50, PATTERNS.labelName);
var roles = (names) => map(Object.fromEntries(names.map((n) => [n, labelName2])));
var httpUrl = (v) => typeof v === "string" && /^https?:\/\/\S+$/i.test(v) && URL.canParse(v);
var number = (ok) => (v) => typeof v === "number" && Number.isFinite(v) && ok(v);
var file = map({
  $schema: str(0, Infinity),
  layout: map({
    root: str(0, 200, PATTERNS.root),
    changelog: relPath2,
    masters: list(relPath2, 1, 20),
    runners: relPath2,
    "ci-priority": relPath2,
    lanes: relPath2
  }),
  labels: map({
    primaries: roles(PRIMARY_ROLES),
    modifiers: roles(MODIFIER_ROLES),
    scheduling: list(labelName2, 0, 50)
  }),
  dashboard: map({
    "base-url": httpUrl,
    "performance-path": str(0, Infinity, PATTERNS.urlPath),
    "accuracy-path": str(0, Infinity, PATTERNS.urlPath)
  }),
  "links-marker": str(0, Infinity, PATTERNS.linksMarker),
  "bot-login": str(0, Infinity, PATTERNS.botLogin),
  "fail-fast-scope": oneOf("matrix", "run"),
  launcher: str(1, 500),
  scheduler: map({ priority: bool, "node-slots": bool }),
  comments: map({
    status: oneOf("auto", "always"),
    guidance: bool,
    "protected-notice": bool,
    "protected-paths": list(relPath2, 1, 50)
  }),
  "budget-gpu-hours": number((n) => n > 0 && n <= 1e7),
  "queue-alert-minutes": number((n) => Number.isSafeInteger(n) && n >= 1 && n <= 7 * 24 * 60)
});
var acceptsRepoConfig = (v) => file(v);

// src/repo-config/load.ts
var MAX_REPO_CONFIG_BYTES = 64 * 1024;
function parseRepoConfig(text, path) {
  if (text.length > MAX_REPO_CONFIG_BYTES)
    return {
      diagnostics: [
        diag("error", "RC-1", `the config file is larger than ${MAX_REPO_CONFIG_BYTES} bytes`, {
          file: path,
          line: 1,
          col: 1
        })
      ]
    };
  const parsed = parseYaml(text, path, { version: "1.2" });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
  const value = parsed.value ?? {};
  if (acceptsRepoConfig(value)) return { file: value, diagnostics };
  const findings = schemaFindings(repoConfigSchema(), value, [], () => "RC-2");
  diagnostics.push(
    ...findings.map((f) => toDiagnostic(f, parsed)).sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0))
  );
  if (findings.length) return { diagnostics };
  return { file: repoConfigSchema().parse(value), diagnostics };
}
function loadRepoConfig(read, exists, path) {
  const text = read(path);
  if (text === void 0) return { config: resolveRepoConfig(void 0, exists), diagnostics: [] };
  const loaded = parseRepoConfig(text, path);
  if (!loaded.file) return { diagnostics: loaded.diagnostics };
  return { config: resolveRepoConfig(loaded.file, exists), diagnostics: loaded.diagnostics };
}

export {
  reasonText,
  uiText,
  isMessageKey,
  fill,
  t,
  bilingual,
  guidanceMarker,
  protectedMarker,
  GUIDANCE_REACTION,
  GUIDANCE_PATHS,
  renderGuidance,
  renderProtected,
  protectedDiffs,
  touchesAny,
  REPO_CONFIG_PATH,
  E2E_ROOT,
  DEFAULTS,
  detectRoot,
  resolveRepoConfig,
  toLayout,
  withOverrides,
  parseRepoConfig,
  loadRepoConfig
};
