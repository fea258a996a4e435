// The message catalogue: every human-facing text in English and Chinese. A test fails when a key
// lacks either language. Placeholders are `{name}`; values are inserted as code spans by the renderer.
import type { ReasonCode } from '../decide/decide.js';
import { progressText } from './progress-text.js';

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
    en: 'Labels {labels} need a primary sweep label (e.g. {primary}); nothing runs without one.',
    zh: '标签 {labels} 需要配合一个主测试标签（如 {primary}）；没有主标签时不会运行。',
  },
  'no-primary': {
    en: 'No primary sweep label: the changelog is validated only. Add exactly one of {primary}, {primary2}, {primary3} to sweep.',
    zh: '没有主测试标签：仅校验 changelog。添加 {primary}、{primary2}、{primary3} 之一即可运行测试。',
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
    en: '{user} has repository permission {permission} and role {role}; both must be write, maintain, or admin to authorize external code.',
    zh: '{user} 的仓库权限为 {permission}，角色为 {role}；两者都必须是 write、maintain 或 admin 才能批准外部代码。',
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
    en: 'The PR is closed, so none of its sweeps may run.',
    zh: 'PR 已关闭，其测试均不再运行。',
  },
  'primary-removed': {
    en: 'Primary label {label} was removed, so none of this PR’s sweeps may run.',
    zh: '主标签 {label} 已移除，此 PR 的测试均不再运行。',
  },
  'command-unauthorised': {
    en: '{user} has repository permission {permission} and role {role}; sweep commands need write, maintain, or admin for both.',
    zh: '{user} 的仓库权限为 {permission}，角色为 {role}；测试命令要求两者均为 write、maintain 或 admin。',
  },
  'permission-lookup-failed': {
    en: 'The permission of {user} could not be checked (a GitHub failure, not a refusal), so nothing was approved or refused. Re-run the failed job, or remove and re-add the label, to retry.',
    zh: '无法检查 {user} 的权限（GitHub 故障，并非拒绝），因此既未批准也未拒绝。请重新运行失败的任务，或移除并重新添加标签以重试。',
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
    en: 'The planned rows fail the checks before dispatch (lanes, GPU topology, runner labels); nothing is dispatched (no GPU hours on a plan that cannot launch or that no runner would take). Fix the findings below.',
    zh: '计划中的行未通过启动前检查（通道、GPU 拓扑、runner 标签）；不启动测试（不在无法启动或没有 runner 接手的计划上浪费 GPU 时间）。请修复下列问题。',
  },
  'deprecated-label': { en: 'Label {label} is deprecated.', zh: '标签 {label} 已弃用。' },
  'push-needs-reuse': {
    en: 'Pushes to the default branch never run sweeps. Post an authorised `/use <run_id>` reuse command on the PR before merging.',
    zh: '推送到默认分支从不运行测试。请在合并前于 PR 上发布经授权的 `/use <run_id>` 复用命令。',
  },
};

/** The status comment's sections and the next steps it offers each reader. */
const statusText = {
  prTitle: { en: 'PR', zh: 'PR' },
  modeCanary: {
    en: 'a canary job runs first; the rest start when it passes',
    zh: '先运行一个金丝雀任务，通过后再运行其余任务',
  },
  modeNoCanary: { en: 'no canary: every job starts at once', zh: '无金丝雀：所有任务同时开始' },
  modeFailFast: { en: 'the first failure stops the sweep', zh: '第一次失败即停止测试' },
  'evals.default': { en: 'the default evals', zh: '默认评测' },
  'evals.all': { en: 'evals at every concurrency', zh: '所有并发度的评测' },
  'evals.only': { en: 'evals only, no benchmarks', zh: '仅评测，不运行基准测试' },
  'evals.all-only': { en: 'evals only, at every concurrency', zh: '仅评测，所有并发度' },
  modeAgentxFast: { en: 'shortened agentic runs', zh: '缩短的智能体运行' },
  modeScheduling: { en: 'scheduling labels {labels}', zh: '调度标签 {labels}' },
  configKeys: { en: 'Config keys in this PR', zh: '此 PR 的配置键' },
  entry: { en: 'changelog entry', zh: 'changelog 条目' },
  willRun: { en: 'What will run', zh: '将要运行' },
  wouldRun: { en: 'What would run with a sweep label', zh: '添加测试标签后将运行' },
  jobsOn: { en: '{jobs} jobs on {clusters} cluster(s)', zh: '{clusters} 个集群上共 {jobs} 个任务' },
  kind: { en: 'Kind', zh: '类型' },
  jobs: { en: 'Jobs', zh: '任务数' },
  'kind.single-node benchmark': { en: 'single-node benchmark', zh: '单节点基准测试' },
  'kind.multi-node benchmark': { en: 'multi-node benchmark', zh: '多节点基准测试' },
  'kind.single-node agentic benchmark': { en: 'single-node agentic benchmark', zh: '单节点智能体基准测试' },
  'kind.multi-node agentic benchmark': { en: 'multi-node agentic benchmark', zh: '多节点智能体基准测试' },
  'kind.single-node eval': { en: 'single-node eval', zh: '单节点评测' },
  'kind.multi-node eval': { en: 'multi-node eval', zh: '多节点评测' },
  canaryWords: {
    en: '{model} on {cluster}, {topology}, concurrency {conc}; it runs before every other job',
    zh: '{model}，集群 {cluster}，{topology}，并发度 {conc}；它先于其他所有任务运行',
  },
  cost: { en: 'Cost before dispatch', zh: '启动前的成本' },
  costNote: {
    en: 'worst case: every job runs to its time limit',
    zh: '最坏情况：每个任务都运行到时间上限',
  },
  gpuHours: { en: 'GPU-hours', zh: 'GPU 小时' },
  nodeHours: { en: 'Node-hours', zh: '节点小时' },
  peakGpus: { en: 'GPUs if all ran at once', zh: '全部同时运行时的 GPU 数' },
  expected: {
    en: 'Expected from known durations: about {gpuHours} GPU-hours for {jobs} of the jobs.',
    zh: '按已知时长估计：其中 {jobs} 个任务约 {gpuHours} GPU 小时。',
  },
  budgetWithin: {
    en: 'Within the budget of {budget} GPU-hours.',
    zh: '在 {budget} GPU 小时的预算之内。',
  },
  budgetAbove: {
    en: 'Above the budget of {budget} GPU-hours by {over}: nothing is dispatched until a maintainer comments `/sweep --confirm`.',
    zh: '超出 {budget} GPU 小时的预算 {over}：维护者评论 `/sweep --confirm` 之前不会启动。',
  },
  budgetConfirmed: {
    en: 'Above the budget of {budget} GPU-hours; confirmed by {user}.',
    zh: '超出 {budget} GPU 小时的预算；已由 {user} 确认。',
  },
  curves: { en: 'Curves compared with the base revision', zh: '与基准版本相比的曲线' },
  'curve.new': { en: 'new', zh: '新增' },
  'curve.changed': { en: 'changed', zh: '变更' },
  'curve.extended': { en: 'extended', zh: '扩展' },
  'curve.unchanged': { en: 'unchanged', zh: '未变' },
  'curve.removed': { en: 'removed', zh: '移除' },
  'key.new': { en: 'new config key', zh: '新配置键' },
  'key.changed': { en: 'changed', zh: '有变更' },
  'key.unchanged': { en: 'unchanged', zh: '未变' },
  appendOnly: { en: 'append-only', zh: '仅追加' },
  noCurves: { en: 'no curves', zh: '无曲线' },
  next: { en: 'What next', zh: '下一步' },
  'who.author': { en: 'Author', zh: '作者' },
  'who.maintainer': { en: 'Maintainer', zh: '维护者' },
  'who.anyone': { en: 'Everyone', zh: '所有人' },
  'next.askLabel': {
    en: 'ask a maintainer to add the `{label}` label (adding labels needs write access).',
    zh: '请维护者添加 `{label}` 标签（添加标签需要写权限）。',
  },
  'next.addLabel': {
    en: 'add exactly one of {labels} to sweep; once it is on, `/sweep` restarts the sweep.',
    zh: '添加 {labels} 之一即可测试；添加后可评论 `/sweep` 重新开始测试。',
  },
  'next.oneLabel': { en: 'remove all but one sweep label.', zh: '只保留一个测试标签。' },
  'next.fix': { en: 'fix the findings above and push.', zh: '修复上述问题后推送。' },
  'severity.error': { en: 'error', zh: '错误' },
  'severity.warning': { en: 'warning', zh: '警告' },
  'severity.notice': { en: 'notice', zh: '提示' },
  'next.entry': {
    en: 'append an entry to `perf-changelog.yaml` naming the config keys to benchmark.',
    zh: '在 `perf-changelog.yaml` 中追加一个列出配置键的条目。',
  },
  'next.waitApproval': {
    en: 'wait for a maintainer to approve this revision.',
    zh: '等待维护者批准此版本。',
  },
  'next.approve': {
    en: 'review the changes, then add a sweep label or comment `/approve <sha>`.',
    zh: '审阅改动后添加测试标签或评论 `/approve <sha>`。',
  },
  'next.confirm': {
    en: 'comment `/sweep --confirm` to dispatch it anyway, or ask for a smaller plan.',
    zh: '评论 `/sweep --confirm` 以仍然启动，或要求缩小计划。',
  },
  'next.running': {
    en: 'nothing to do: the outcome and result links appear here when the run finishes.',
    zh: '无需操作：运行结束后结果和链接会显示在这里。',
  },
  'next.retry': { en: 'comment `/sweep` to try the dispatch again.', zh: '评论 `/sweep` 重新尝试启动。' },
  technical: { en: 'Technical details', zh: '技术细节' },
  rowIds: { en: 'Row ids', zh: '行 ID' },
  moreRows: { en: '… and {n} more', zh: '……另有 {n} 个' },
  fix: { en: 'fix', zh: '修复' },
} satisfies Record<string, Text>;

/** The status comment's findings, one section per kind (report/findings.ts). */
const findingsText = {
  'findings.changelog': { en: 'Changelog validation', zh: 'Changelog 校验' },
  'findings.configs': { en: 'Configs', zh: '配置' },
  'findings.runners': { en: 'Runner labels', zh: 'Runner 标签' },
  'findings.lanes': { en: 'Lanes', zh: '通道' },
  'findings.topology': { en: 'GPU topology', zh: 'GPU 拓扑' },
  'findings.limits': { en: 'Plan limits', zh: '计划限制' },
  'findings.other': { en: 'Other findings', zh: '其他问题' },
} satisfies Record<string, Text>;

/**
 * What the comment says about a sweep at each stage of its run (report/state.ts): the decision line and the
 * next steps, so no line outlives the stage it was true for.
 */
const stageText = {
  wouldRunFixed: { en: 'What would run once the findings are fixed', zh: '修复问题后将运行' },
  'verdict.heldBack': {
    en: 'sweep refused — nothing is dispatched until the findings below are fixed',
    zh: '测试被拒绝 — 修复下列问题之前不会启动',
  },
  'headline.running': { en: 'sweep — running', zh: '测试 — 运行中' },
  'headline.finished': { en: 'sweep — finished: {conclusion}', zh: '测试 — 已结束：{conclusion}' },
  'headline.cancelled': { en: 'sweep — cancelled', zh: '测试 — 已取消' },
  'headline.unknown': { en: 'sweep — not known to run', zh: '测试 — 不确定是否在运行' },
  'next.cancel': { en: '`/sweep cancel` stops the run.', zh: '`/sweep cancel` 停止运行。' },
  'next.finished': {
    en: 'nothing to do: the run is over; its outcome is below and the result links are in the links comment.',
    zh: '无需操作：运行已结束；结果见下方，结果链接见链接评论。',
  },
  'next.again': { en: '`/sweep` sweeps this head again.', zh: '`/sweep` 对此版本重新测试。' },
  'next.failed': {
    en: 'look at the first failing row below; push a fix, or ask a maintainer to re-run the failed jobs.',
    zh: '查看下方第一个失败的行；推送修复，或请维护者重新运行失败的任务。',
  },
  'next.rerun': {
    en: '`/sweep rerun-failed` re-runs the failed jobs; `/sweep` sweeps this head again.',
    zh: '`/sweep rerun-failed` 重新运行失败的任务；`/sweep` 对此版本重新测试。',
  },
  'next.restart': {
    en: '`/sweep` starts the sweep of this head again.',
    zh: '`/sweep` 重新开始此版本的测试。',
  },
} satisfies Record<string, Text>;

/** The Results section of the status comment and the job summary (report/results*.ts). */
export const resultsText = {
  title: { en: 'Results', zh: '结果' },
  summaryTitle: { en: 'Results: every measured point', zh: '结果：全部测量点' },
  baseline: { en: 'Baseline', zh: '基线' },
  'baseline.published': {
    en: 'results published when PRs merged (data branch {branch}), the newest and up to {n} before it per curve and concurrency',
    zh: 'PR 合并时发布的结果（数据分支 {branch}），每条曲线每个并发取最新一次及之前至多 {n} 次',
  },
  'baseline.postgres': {
    en: 'the newest results on main in the results database, per configuration, sequence lengths and concurrency (results with errors and other branches are ignored)',
    zh: '结果数据库中 main 分支的最新结果，按配置、序列长度和并发匹配（忽略出错的结果和其他分支）',
  },
  'baseline.run': { en: 'the results of the base run', zh: '基准运行的结果' },
  'baseline.none': {
    en: 'none configured or found: the figures are shown without comparison',
    zh: '未配置或未找到：仅显示数值，不做比较',
  },
  rule: {
    en: 'A change counts only outside the baseline’s spread: the 95% prediction interval of Student’s t when there are at least {min} samples, else beyond the metric’s relative threshold (throughput per GPU: {tput}). Anything else is within noise.',
    zh: '只有超出基线波动范围的变化才计入：样本不少于 {min} 个时用学生 t 分布的 95% 预测区间，否则用该指标的相对阈值（每 GPU 吞吐：{tput}）。其余均视为噪声范围内。',
  },
  tally: {
    en: 'Measured points: {points} — worse: {worse}, better: {better}, within noise: {noise}, without a baseline: {none}.',
    zh: '测量点：{points} 个 — 变差 {worse}，变好 {better}，噪声范围内 {noise}，无基线 {none}。',
  },
  nothing: {
    en: 'No result was found in the run’s artifacts.',
    zh: '在运行的产物中没有找到任何结果。',
  },
  'verdict.worse': { en: '🔴 worse', zh: '🔴 变差' },
  'verdict.better': { en: '🟢 better', zh: '🟢 变好' },
  'verdict.within-noise': { en: '⚪ within noise', zh: '⚪ 噪声范围内' },
  'verdict.no-baseline': { en: '➖ no baseline', zh: '➖ 无基线' },
  'col.config': { en: 'Configuration', zh: '配置' },
  'col.conc': { en: 'conc', zh: '并发' },
  'col.kind': { en: 'kind', zh: '类型' },
  'col.gpus': { en: 'GPUs', zh: 'GPU 数' },
  'col.tput': { en: 'tput/GPU', zh: '每 GPU 吞吐' },
  'col.output': { en: 'output tput/GPU', zh: '每 GPU 输出吞吐' },
  'col.change': { en: 'vs base', zh: '相对基线' },
  'col.intvty': { en: 'interactivity', zh: '交互性' },
  'col.ttft': { en: 'TTFT p50', zh: 'TTFT p50' },
  'col.ttftTail': { en: 'TTFT p90/p99', zh: 'TTFT p90/p99' },
  'col.itl': { en: 'ITL p50', zh: 'ITL p50' },
  'col.itlTail': { en: 'ITL p90', zh: 'ITL p90' },
  'col.e2el': { en: 'E2E p50', zh: '端到端 p50' },
  'col.samples': { en: 'samples', zh: '样本数' },
  'col.verdict': { en: 'verdict', zh: '结论' },
  'col.row': { en: 'row', zh: '行' },
  'col.planGpus': { en: 'plan GPUs', zh: '计划 GPU 数' },
  'col.resultGpus': { en: 'divided by', zh: '实际除数' },
  'col.recorded': { en: 'recorded tput/GPU', zh: '记录的每 GPU 吞吐' },
  'col.corrected': { en: 'corrected', zh: '更正后' },
  'col.task': { en: 'task', zh: '任务' },
  'col.accuracy': { en: 'accuracy', zh: '准确率' },
  'col.state': { en: 'state', zh: '状态' },
  'col.file': { en: 'file', zh: '文件' },
  'col.problem': { en: 'problem', zh: '问题' },
  'kind.fixed': { en: 'fixed', zh: '固定长度' },
  'kind.agentic': { en: 'agentic', zh: '智能体' },
  'gpu.title': { en: 'GPU count mismatches', zh: 'GPU 数量不一致' },
  'gpu.explain': {
    en: 'These results were divided by a different number of GPUs than the plan gives their job, so every per-GPU figure is off by that ratio. Corrected = recorded × GPUs divided by ÷ plan GPUs. They are not published.',
    zh: '这些结果所除的 GPU 数与计划给该任务的 GPU 数不同，因此每个“每 GPU”数值都按该比例偏差。更正值 = 记录值 × 实际除数 ÷ 计划 GPU 数。这些结果不会被发布。',
  },
  'rows.title': { en: 'Rows without results', zh: '没有结果的行' },
  'state.no-result': { en: 'produced no result', zh: '没有产生结果' },
  'state.failed': { en: 'failed', zh: '失败' },
  'state.partial': { en: 'no result at concurrency {concs}', zh: '并发 {concs} 没有结果' },
  'evals.title': { en: 'Eval accuracy', zh: '评测准确率' },
  'problems.title': { en: 'Result files that could not be used', zh: '无法使用的结果文件' },
  'problem.not-json': { en: 'not JSON', zh: '不是 JSON' },
  'problem.invalid': { en: 'not a valid result of its kind', zh: '不是有效的结果文件' },
  'problem.missing-file': { en: 'missing', zh: '缺失' },
  'problem.unmatched': { en: 'matches no planned row', zh: '不对应任何计划中的行' },
  'problem.ambiguous': { en: 'matches several planned rows', zh: '对应多个计划中的行' },
  'problem.duplicate': {
    en: 'a second result for the same row and concurrency (the later one is used)',
    zh: '同一行同一并发的第二个结果（使用较后的一个）',
  },
  'problem.process-failed': { en: 'could not be processed', zh: '无法处理' },
  'chart.summary': {
    en: 'Throughput per GPU against interactivity: PR and base',
    zh: '每 GPU 吞吐与交互性：PR 与基线',
  },
  'chart.title': { en: 'tput/GPU vs interactivity', zh: '每 GPU 吞吐 vs 交互性' },
  'chart.legend': {
    en: 'One bar per point, labelled with its series and interactivity (tok/s/user); the table gives the exact points.',
    zh: '每个点一根柱形，标注其序列和交互性（tok/s/user）；表格给出精确数值。',
  },
  'series.pr': { en: 'PR', zh: 'PR' },
  'series.base': { en: 'base', zh: '基线' },
  moreGroups: {
    en: '{n} more configurations are in the job summary.',
    zh: '另有 {n} 个配置，见任务摘要。',
  },
  more: { en: '… and {n} more', zh: '……另有 {n} 个' },
} satisfies Record<string, Text>;

export type ResultsKey = keyof typeof resultsText;

/** A Results message with its placeholders filled (values as code spans unless `plain`). */
export const rt = (key: ResultsKey, lang: Lang, params?: Record<string, string>, plain = true): string =>
  fill(resultsText[key][lang], params, plain);

export const uiText = {
  title: { en: 'Sweep status', zh: '测试状态' },
  head: { en: 'Head', zh: '版本' },
  decision: { en: 'Decision', zh: '决定' },
  'verdict.nothing': { en: 'nothing to do', zh: '无操作' },
  'verdict.validate': { en: 'validate only', zh: '仅校验' },
  'verdict.sweep': { en: 'sweep', zh: '测试' },
  'verdict.reuse': { en: 'reuse an earlier run', zh: '复用已有运行' },
  'verdict.cancel': { en: 'stop this PR’s sweeps', zh: '停止此 PR 的测试' },
  'verdict.cancelled': {
    en: 'no sweep runs; {n} running sweep run(s) of this PR cancelled',
    zh: '不运行测试；已取消此 PR 的 {n} 个正在运行的测试',
  },
  'verdict.nothingToCancel': {
    en: 'no sweep runs (none of this PR was running, so nothing was cancelled)',
    zh: '不运行测试（此 PR 没有正在运行的测试，无需取消）',
  },
  'verdict.confirm': {
    en: 'sweep, waiting for a maintainer’s confirmation (above the GPU-hour budget)',
    zh: '测试，等待维护者确认（超出 GPU 小时预算）',
  },
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
  canaryRow: { en: 'Canary', zh: '金丝雀' },
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
  permissionLookupFailed: {
    en: 'The permission of {user} could not be checked (GitHub answered: {error}), so the command was neither run nor refused. Re-run the failed job, or comment the command again, to retry.',
    zh: '无法检查 {user} 的权限（GitHub 返回：{error}），因此该命令既未执行也未被拒绝。请重新运行失败的任务或再次评论该命令以重试。',
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
    en: 'dispatched — run {run} already runs this plan; it is the one sweep of it (a second dispatch is never kept)',
    zh: '已启动 — 运行 {run} 已在运行此计划；它是此计划唯一的测试（重复的启动不会保留）',
  },
  'state.running': { en: 'running — run {run}', zh: '运行中 — 运行 {run}' },
  'state.finished': { en: 'finished — run {run}: {conclusion}', zh: '已结束 — 运行 {run}：{conclusion}' },
  'state.conclusion.success': { en: 'success', zh: '成功' },
  'state.conclusion.failure': { en: 'failure', zh: '失败' },
  'state.conclusion.cancelled': { en: 'cancelled', zh: '已取消' },
  'state.conclusion.timed_out': { en: 'timed out', zh: '超时' },
  'state.cancelled': { en: 'cancelled — {runs} ({why})', zh: '已取消 — {runs}（{why}）' },
  'state.why.new-plan': { en: 'a newer plan replaced it', zh: '被更新的计划取代' },
  'state.why.label-removed': { en: 'the primary sweep label was removed', zh: '主测试标签已移除' },
  'state.why.closed': { en: 'the PR was closed', zh: 'PR 已关闭' },
  'state.why.command': { en: 'a maintainer commented `/sweep cancel`', zh: '维护者评论了 `/sweep cancel`' },
  'state.why.elsewhere': { en: 'cancelled on GitHub', zh: '在 GitHub 上被取消' },
  'state.why.conflicting-labels': {
    en: 'the PR now carries more than one primary sweep label',
    zh: 'PR 现在带有多个主测试标签',
  },
  'state.why.no-primary': { en: 'the PR carries no primary sweep label', zh: 'PR 没有主测试标签' },
  'state.why.fork-push': {
    en: 'new commits were pushed to the fork after its approval; the new head awaits approval',
    zh: '批准之后 fork 又推送了新的提交；新版本等待批准',
  },
  'state.why.reused': {
    en: 'an authorised earlier run is reused instead',
    zh: '改为复用一个已授权的早先运行',
  },
  'state.why.skip-sweep': {
    en: 'the new head commit asks to skip sweeps (`[skip-sweep]`)',
    zh: '新的最新提交要求跳过测试（`[skip-sweep]`）',
  },
  'state.why.no-entry': {
    en: 'the new head appends no changelog entry, so it plans no sweep',
    zh: '新版本没有追加 changelog 条目，因此不计划测试',
  },
  'state.why.gate-failed': {
    en: 'the changelog of the new head fails validation, so it plans no sweep',
    zh: '新版本的 changelog 未通过校验，因此不计划测试',
  },
  'state.why.plan-check': {
    en: 'the plan of the new head fails the checks before dispatch',
    zh: '新版本的计划未通过启动前检查',
  },
  'state.why.budget': {
    en: 'the new plan is above the GPU-hour budget and waits for a maintainer’s confirmation',
    zh: '新计划超出 GPU 小时预算，等待维护者确认',
  },
  'state.why.no-sweep': {
    en: 'the PR no longer asks for a sweep (see the reasons below)',
    zh: 'PR 不再需要测试（见下方原因）',
  },
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
  'state.internal': {
    en: 'failed — the check `{call}` stopped on an error of the sweep orchestrator itself, not of this PR',
    zh: '失败 — 检查 `{call}` 因测试编排器自身的错误而中止，并非此 PR 的问题',
  },
  'state.meaning.internal-error': {
    en: 'Nothing was planned or dispatched. Re-run the failed job or comment `/sweep` to try again; if it fails the same way, report the message above to the maintainers of the sweep setup.',
    zh: '未计划或启动任何测试。重新运行失败的任务或评论 `/sweep` 即可重试；若再次以同样方式失败，请将上面的信息报告给测试配置的维护者。',
  },
  'state.statusWriteFailed': {
    en: 'The status comment could not be written ({error}). {what}',
    zh: '无法写入状态评论（{error}）。{what}',
  },
  ...statusText,
  ...progressText,
  ...findingsText,
  ...stageText,
} satisfies Record<string, Text>;

export type UiKey = keyof typeof uiText;

export const isMessageKey = (key: string): key is UiKey => Object.hasOwn(uiText, key);

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

/** English first, Chinese folded into `<details>`: the one layout of every bilingual text. */
export const bilingual = (en: string, zh: string): string =>
  [en, '', `<details><summary>${t('chinese', 'en')}</summary>`, '', zh, '', '</details>', ''].join('\n');
