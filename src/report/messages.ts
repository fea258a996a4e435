// The message catalogue (CM-3): every human-facing text in English and Chinese. A test fails when a key
// lacks either language. Placeholders are `{name}`; values are inserted as code spans by the renderer.
import type { ReasonCode } from '../decide/decide.js';

export type Lang = 'en' | 'zh';
type Text = Record<Lang, string>;

export const reasonText: Record<ReasonCode, Text> = {
  'unrecognised-label': { en: 'Label {label} does not affect sweeps.', zh: '标签 {label} 不影响测试。' },
  'ready-for-review': {
    en: 'Marking a PR ready for review never starts a sweep.',
    zh: '将 PR 标记为可审阅不会启动测试。',
  },
  'label-change-no-effect': {
    en: 'The label change does not change what runs.',
    zh: '此标签变更不改变运行内容。',
  },
  'conflicting-primaries': {
    en: 'PR has multiple conflicting sweep labels. Pick exactly one. Found: {labels}.',
    zh: 'PR 有多个互相冲突的测试标签，请只保留一个。当前：{labels}。',
  },
  'modifier-without-primary': {
    en: 'Labels {labels} need a primary sweep label (e.g. `full-sweep-fail-fast`); nothing runs without one.',
    zh: '标签 {labels} 需要配合一个主测试标签（如 `full-sweep-fail-fast`）；没有主标签时不会运行。',
  },
  'no-primary': {
    en: 'No primary sweep label: the changelog is validated only. Add exactly one of `full-sweep-fail-fast`, `full-sweep-enabled`, `non-canary-full-sweep-enabled` to sweep.',
    zh: '没有主测试标签：仅校验 changelog。添加 `full-sweep-fail-fast`、`full-sweep-enabled`、`non-canary-full-sweep-enabled` 之一即可运行测试。',
  },
  'skip-sweep': {
    en: 'The head commit message contains `[skip-sweep]`: validation only.',
    zh: '最新提交信息包含 `[skip-sweep]`：仅校验。',
  },
  'fork-awaiting-approval': {
    en: 'Fork PR: awaiting approval of {sha}. A maintainer approves this exact revision by applying a primary sweep label or commenting `/approve <sha>`; new commits need a new approval.',
    zh: '来自 fork 的 PR：等待批准 {sha}。维护者添加主测试标签或评论 `/approve <sha>` 即可批准此版本；新的提交需要重新批准。',
  },
  'fork-approval-denied': {
    en: '@{user} has repository permission {permission} and role {role}; both must be write, maintain, or admin to authorize external code.',
    zh: '@{user} 的仓库权限为 {permission}，角色为 {role}；两者都必须是 write、maintain 或 admin 才能批准外部代码。',
  },
  'fork-labels-mismatch': {
    en: 'Expected exactly the newly applied primary sweep label; found {labels}.',
    zh: '应当只有刚添加的主测试标签；实际为 {labels}。',
  },
  'fork-advanced': {
    en: 'The PR advanced from {from} to {to}; remove and re-add the sweep label to approve the new revision.',
    zh: 'PR 已从 {from} 更新到 {to}；请移除并重新添加测试标签以批准新版本。',
  },
  'fork-not-open': { en: 'Only open, non-draft PRs can be approved.', zh: '只能批准已打开且非草稿的 PR。' },
  'fork-no-merge-sha': {
    en: 'GitHub has no merge commit for this PR (conflicts, or still computing); resolve conflicts and approve again.',
    zh: 'GitHub 尚未为此 PR 生成合并提交（存在冲突或仍在计算）；请解决冲突后重新批准。',
  },
  'fork-use-approve': {
    en: 'This is a fork PR: use `/approve <sha>` to approve its current head.',
    zh: '这是来自 fork 的 PR：请使用 `/approve <sha>` 批准当前版本。',
  },
  'approve-not-fork': {
    en: '`/approve` is only for fork PRs; use `/sweep`.',
    zh: '`/approve` 仅用于 fork PR；请使用 `/sweep`。',
  },
  'approve-sha-mismatch': {
    en: '{given} is not a prefix (≥12 characters) of the current head {head}.',
    zh: '{given} 不是当前版本 {head} 的前缀（至少 12 个字符）。',
  },
  reuse: {
    en: 'Reusing the authorised run {runId}; no new sweep.',
    zh: '复用已授权的运行 {runId}；不启动新测试。',
  },
  'reuse-blocked': {
    en: 'Reuse is not allowed with {labels}; sweeping instead.',
    zh: '存在 {labels} 时不允许复用；改为重新测试。',
  },
  'pr-closed': {
    en: 'The PR is closed: in-flight sweeps are cancelled.',
    zh: 'PR 已关闭：正在运行的测试已取消。',
  },
  'primary-removed': {
    en: 'Primary label {label} was removed: in-flight sweeps are cancelled.',
    zh: '主标签 {label} 已移除：正在运行的测试已取消。',
  },
  'command-unauthorised': {
    en: '@{user} has repository permission {permission} and role {role}; sweep commands need write, maintain, or admin for both.',
    zh: '@{user} 的仓库权限为 {permission}，角色为 {role}；测试命令要求两者均为 write、maintain 或 admin。',
  },
  'command-invalid': {
    en: 'Unknown command {text}. Use `/sweep`, `/sweep rerun-failed`, `/sweep cancel` or `/approve <sha>`.',
    zh: '未知命令 {text}。可用命令：`/sweep`、`/sweep rerun-failed`、`/sweep cancel`、`/approve <sha>`。',
  },
  'changelog-no-entry': {
    en: 'No new `perf-changelog.yaml` entry: nothing to sweep. Append an entry naming the config keys to benchmark.',
    zh: '`perf-changelog.yaml` 没有新增条目：无可测试内容。请追加一个列出配置键的条目。',
  },
  'changelog-failed': {
    en: 'The changelog gate failed; fix the errors below.',
    zh: 'changelog 校验失败；请修复下列错误。',
  },
  'plan-check-failed': {
    en: 'The planned rows fail the lane/topology check; nothing is dispatched (no GPU hours on a plan that cannot launch). Fix the findings below.',
    zh: '计划中的行未通过通道/拓扑检查；不启动测试（不在无法启动的计划上浪费 GPU 时间）。请修复下列问题。',
  },
  'deprecated-label': { en: 'Label {label} is deprecated.', zh: '标签 {label} 已弃用。' },
  'push-needs-reuse': {
    en: 'Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.',
    zh: '推送到默认分支从不运行测试。请在合并前于 PR 上发布经授权的 `/use <run_id>` 复用命令。',
  },
};

export const uiText = {
  title: { en: 'Sweep status', zh: '测试状态' },
  head: { en: 'Head', zh: '版本' },
  decision: { en: 'Decision', zh: '决定' },
  'verdict.nothing': { en: 'nothing to do', zh: '无操作' },
  'verdict.validate': { en: 'validate only', zh: '仅校验' },
  'verdict.sweep': { en: 'sweep', zh: '测试' },
  'verdict.reuse': { en: 'reuse an earlier run', zh: '复用已有运行' },
  'verdict.cancel': { en: 'cancel in-flight sweeps', zh: '取消正在运行的测试' },
  'verdict.rerun-failed': { en: 're-run failed jobs', zh: '重新运行失败的任务' },
  'verdict.refuse': { en: 'refused', zh: '已拒绝' },
  mode: { en: 'Mode', zh: '模式' },
  canary: { en: 'canary', zh: '金丝雀' },
  noCanary: { en: 'no canary', zh: '无金丝雀' },
  failFast: { en: 'fail-fast', zh: '快速失败' },
  evals: { en: 'evals', zh: '评测' },
  why: { en: 'Why', zh: '原因' },
  plan: { en: 'Plan', zh: '计划' },
  bucket: { en: 'Bucket', zh: '分组' },
  rows: { en: 'Rows', zh: '行数' },
  shards: { en: 'Shards', zh: '分片' },
  total: { en: 'Total', zh: '合计' },
  cluster: { en: 'Cluster', zh: '集群' },
  gpus: { en: 'GPUs', zh: 'GPU 数' },
  nodes: { en: 'Nodes', zh: '节点数' },
  canaryRow: { en: 'Canary row', zh: '金丝雀行' },
  planKey: { en: 'Plan key', zh: '计划键' },
  dispatched: { en: 'Dispatched sweep run', zh: '已启动测试运行' },
  dispatchPending: {
    en: 'pending: the plan artifact is uploaded first, then the sweep is dispatched',
    zh: '等待中：先上传计划产物，再启动测试',
  },
  dispatchFailed: {
    en: 'failed — {error}. Nothing is running; comment `/sweep` to retry.',
    zh: '失败 — {error}。没有任何测试在运行；评论 `/sweep` 重试。',
  },
  cancelled: { en: 'Cancelled runs', zh: '已取消的运行' },
  outcome: { en: 'Sweep outcome', zh: '测试结果' },
  run: { en: 'run', zh: '运行' },
  attempt: { en: 'attempt', zh: '尝试' },
  succeeded: { en: 'succeeded', zh: '成功' },
  failed: { en: 'failed', zh: '失败' },
  cancelledRows: { en: 'cancelled', zh: '已取消' },
  skippedRows: { en: 'skipped', zh: '已跳过' },
  firstFailure: { en: 'First failing row', zh: '第一个失败的行' },
  job: { en: 'job', zh: '任务' },
  canaryFailed: { en: 'Failed canary', zh: '失败的金丝雀' },
  canaryBlocked: { en: 'blocked {n} rows:', zh: '阻止了 {n} 行：' },
  failFastCancelled: {
    en: 'cancelled {n} rows after the first failure',
    zh: '第一次失败后取消了 {n} 行',
  },
  approval: { en: 'Fork approval', zh: 'Fork 批准' },
  approved: { en: 'approved', zh: '已批准' },
  awaiting: { en: 'awaiting approval', zh: '等待批准' },
  validation: { en: 'Changelog validation', zh: 'Changelog 校验' },
  lint: { en: 'Lint findings', zh: '检查结果' },
  more: { en: '… and {n} more', zh: '……另有 {n} 条' },
  notMergeable: {
    en: 'GitHub reports this PR is not mergeable (merge conflicts); resolve them so the sweep can use the merge commit.',
    zh: 'GitHub 报告此 PR 无法合并（存在冲突）；请解决冲突。',
  },
  perf: { en: 'View unofficial run (performance)', zh: '查看非官方运行（性能）' },
  accuracy: { en: 'View unofficial run (accuracy)', zh: '查看非官方运行（精度）' },
  chinese: { en: '中文', zh: '中文' },
  noFailedRun: { en: 'No failed sweep run of this PR to re-run.', zh: '此 PR 没有可重新运行的失败测试。' },
  rerunFailed: {
    en: 'Could not re-run the failed jobs of [sweep run {run}]({url}): {error}. Nothing was re-run; try again later.',
    zh: '无法重新运行测试运行 {run} 的失败任务（{url}）：{error}。没有任何任务被重新运行；请稍后重试。',
  },
  cancelFailed: {
    en: 'Could not cancel [sweep run {run}]({url}): {error}. It may still be running; try again later.',
    zh: '无法取消测试运行 {run}（{url}）：{error}。它可能仍在运行；请稍后重试。',
  },
  approvedDispatch: {
    en: 'Dispatched [trusted sweep run]({url}) for approved external revision `{sha}`. New commits are not trusted automatically; approve a new SHA with `/approve <sha>` or by removing and re-adding the primary sweep label.',
    zh: '已为批准的外部版本 `{sha}` 启动[可信测试运行]({url})。新的提交不会自动获得信任；请使用 `/approve <sha>` 或移除并重新添加主测试标签来批准新版本。',
  },
  // The sweep's state (report/state.ts): one closed set, each state with its own line.
  'state.label': { en: 'Sweep', zh: '测试' },
  'state.planned': {
    en: 'planned — the plan artifact is uploaded, then the sweep is dispatched in the next step',
    zh: '已计划 — 先上传计划产物，下一步启动测试',
  },
  'state.dispatched': { en: 'dispatched — run {run} (queued)', zh: '已启动 — 运行 {run}（排队中）' },
  'state.adopted': {
    en: 'dispatched — run {run} already runs this plan; nothing new was dispatched',
    zh: '已启动 — 运行 {run} 已在运行此计划；未重复启动',
  },
  'state.running': { en: 'running — run {run}', zh: '运行中 — 运行 {run}' },
  'state.finished': { en: 'finished — run {run}: {conclusion}', zh: '已结束 — 运行 {run}：{conclusion}' },
  'state.cancelled': { en: 'cancelled — {runs} ({why})', zh: '已取消 — {runs}（{why}）' },
  'state.why.new-plan': { en: 'a newer plan replaced it', zh: '被更新的计划取代' },
  'state.why.label-removed': { en: 'the primary sweep label was removed', zh: '主测试标签已移除' },
  'state.why.closed': { en: 'the PR was closed', zh: 'PR 已关闭' },
  'state.why.command': { en: 'a maintainer commented `/sweep cancel`', zh: '维护者评论了 `/sweep cancel`' },
  'state.why.elsewhere': { en: 'cancelled on GitHub', zh: '在 GitHub 上被取消' },
  'state.refused': { en: 'refused — {reason}', zh: '已拒绝 — {reason}' },
  'state.unknown': {
    en: 'unknown — the GitHub call `{call}` failed ({status})',
    zh: '未知 — GitHub 调用 `{call}` 失败（{status}）',
  },
  'state.noAnswer': { en: 'no answer', zh: '无响应' },
  'state.meaning.dispatch-unconfirmed': {
    en: 'GitHub did not confirm the dispatch and no run of this plan was found, so nothing is known to run. A maintainer can comment `/sweep` to dispatch it again (an existing run of the same plan is found first, never duplicated).',
    zh: 'GitHub 未确认启动，也未找到此计划的运行，因此没有已知正在运行的测试。维护者可评论 `/sweep` 重新启动（会先查找同一计划的已有运行，不会重复）。',
  },
  'state.meaning.not-dispatched': {
    en: 'This is a GitHub infrastructure failure, not a problem with the PR: nothing was dispatched. A maintainer can comment `/sweep` to try again.',
    zh: '这是 GitHub 基础设施故障，并非 PR 的问题：未启动任何测试。维护者可评论 `/sweep` 重试。',
  },
  'state.meaning.cancel-failed': {
    en: 'The older sweep of this PR could not be cancelled and may still be running; nothing new was dispatched. A maintainer can comment `/sweep` to try again.',
    zh: '此 PR 的旧测试无法取消，可能仍在运行；未启动新的测试。维护者可评论 `/sweep` 重试。',
  },
  'state.meaning.fetch-failed': {
    en: 'The PR head could not be fetched (infrastructure, not the changelog or the labels): nothing was planned or dispatched, and the decision stands. A maintainer can comment `/sweep` to try again.',
    zh: '无法获取 PR 的最新版本（基础设施问题，与 changelog 或标签无关）：未计划或启动任何测试，决定保持不变。维护者可评论 `/sweep` 重试。',
  },
  'state.statusWriteFailed': {
    en: 'The status comment could not be written ({error}). {what}',
    zh: '无法写入状态评论（{error}）。{what}',
  },
} satisfies Record<string, Text>;

export type UiKey = keyof typeof uiText;

/** Fills `{name}` placeholders; values become code spans unless `plain`. */
export function fill(template: string, params: Record<string, string> = {}, plain = false): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => {
    const v = params[k];
    if (v === undefined) return whole;
    return plain || k === 'user' ? v : `\`${v}\``;
  });
}

export const t = (key: UiKey, lang: Lang, params?: Record<string, string>): string =>
  fill(uiText[key][lang], params, true);

/** English first, Chinese folded into `<details>` (CM-3): the one layout of every bilingual text. */
export const bilingual = (en: string, zh: string): string =>
  [en, '', `<details><summary>${t('chinese', 'en')}</summary>`, '', zh, '', '</details>', ''].join('\n');
