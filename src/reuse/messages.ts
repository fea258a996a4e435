// Every text of reuse, staging and publication in English and Chinese. Placeholders are `{name}`,
// filled verbatim (templates carry their own code spans and links). A test fails when a key lacks either
// language or the two languages use different placeholders.
import { bilingual, fill, type Lang } from '../report/messages.js';

type Text = Record<Lang, string>;

export const refusalText = {
  'run-not-found': {
    en: 'Run `{runId}` was not found: it was deleted, or it is not a run of this repository.',
    zh: '未找到运行 `{runId}`：它已被删除，或不是本仓库的运行。',
  },
  'not-sweep-workflow': {
    en: 'Run `{runId}` is a run of `{workflow}`, not of the sweep workflow `{expected}`.',
    zh: '运行 `{runId}` 属于 `{workflow}`，而不是测试工作流 `{expected}`。',
  },
  'not-dispatched': {
    en: 'Run `{runId}` was started by `{event}`; sweep runs are dispatched by the orchestrator (`workflow_dispatch`).',
    zh: '运行 `{runId}` 由 `{event}` 触发；测试运行由编排器以 `workflow_dispatch` 启动。',
  },
  'not-a-pr-sweep': {
    en: 'Run `{runId}` is not the sweep of a PR (its title is `{title}`).',
    zh: '运行 `{runId}` 不是某个 PR 的测试（其标题为 `{title}`）。',
  },
  'other-pr': {
    en: 'Run `{runId}` is a sweep of PR #{other}, not of this PR (#{pr}).',
    zh: '运行 `{runId}` 是 PR #{other} 的测试，而不是本 PR（#{pr}）的。',
  },
  'not-completed': {
    en: 'Run `{runId}` has not completed (status `{status}`); wait until it finishes.',
    zh: '运行 `{runId}` 尚未完成（状态 `{status}`）；请等待其结束。',
  },
  conclusion: {
    en: 'Run `{runId}` concluded `{conclusion}`; only runs that concluded success, failure or cancelled can be used.',
    zh: '运行 `{runId}` 的结论为 `{conclusion}`；只能使用结论为 success、failure 或 cancelled 的运行。',
  },
  'head-moved': {
    en: 'Run `{runId}` benchmarked `{runSha}`, but the PR head is now `{headSha}`: a push after the run invalidates it. Sweep the new head, then post `/use <run_id>` with that run.',
    zh: '运行 `{runId}` 测试的是 `{runSha}`，但 PR 当前版本为 `{headSha}`：运行之后的推送使其失效。请测试新版本，然后用该运行发布 `/use <run_id>`。',
  },
  'labels-unknown': {
    en: 'The labels run `{runId}` was created under cannot be determined (no recorded labels and no label history); it is not reused on a guess.',
    zh: '无法确定运行 `{runId}` 创建时的标签（没有记录的标签，也没有标签历史）；不会凭猜测复用。',
  },
  'blocking-labels': {
    en: 'Run `{runId}` was created under {labels}; results of such a run do not stand for the PR.',
    zh: '运行 `{runId}` 创建时带有 {labels}；此类运行的结果不能代表该 PR。',
  },
  'not-full-sweep': {
    en: 'Run `{runId}` was not created under a full-sweep label (one of {labels}).',
    zh: '运行 `{runId}` 创建时没有完整测试标签（{labels} 之一）。',
  },
  'plan-missing': {
    en: 'The plan artifact of run `{runId}` is missing, so its rows cannot be checked against the current plan.',
    zh: '运行 `{runId}` 的计划产物缺失，无法与当前计划核对其行。',
  },
  'plan-expired': {
    en: 'The plan artifact of run `{runId}` has expired, so its rows cannot be checked against the current plan.',
    zh: '运行 `{runId}` 的计划产物已过期，无法与当前计划核对其行。',
  },
  'plan-unreadable': {
    en: 'The plan artifact of run `{runId}` is not a readable plan.',
    zh: '运行 `{runId}` 的计划产物无法读取。',
  },
  'plan-not-covering': {
    en: 'Run `{runId}` did not plan {count} of the {total} rows of the current plan (e.g. `{examples}`): the changelog or the configs changed since it ran.',
    zh: '运行 `{runId}` 未包含当前计划 {total} 行中的 {count} 行（例如 `{examples}`）：运行之后 changelog 或配置已改变。',
  },
  'results-missing': {
    en: '{count} of the {total} rows have no result from their newest attempt in run `{runId}` (e.g. `{examples}`).',
    zh: '运行 `{runId}` 中 {total} 行里有 {count} 行在最新一次尝试中没有结果（例如 `{examples}`）。',
  },
  'merged-results-missing': {
    en: 'Run `{runId}` has no merged results artifact `{artifact}` (missing or expired).',
    zh: '运行 `{runId}` 没有合并结果产物 `{artifact}`（缺失或已过期）。',
  },
  'no-changelog-metadata': {
    en: 'The plan of run `{runId}` carries no changelog metadata.',
    zh: '运行 `{runId}` 的计划不含 changelog 元数据。',
  },
  'without-id': {
    en: '`{command}` without a run id is not accepted: automatic selection picked runs that benchmarked nothing or had no results. Post `/use <run_id>` with the id of the sweep run to reuse.',
    zh: '不接受不带运行 id 的 `{command}`：自动选择曾选中未测试任何内容或没有结果的运行。请发布 `/use <run_id>` 并指明要复用的测试运行 id。',
  },
  'invalid-use': {
    en: '`{text}` is not a reuse command. Usage: `/use <run_id>` (or `/reuse-sweep-run <run_id>`), with the numeric id of the sweep run.',
    zh: '`{text}` 不是有效的复用命令。用法：`/use <run_id>`（或 `/reuse-sweep-run <run_id>`），其中为测试运行的数字 id。',
  },
  'invalid-stage': {
    en: 'Usage: `/stage-results` or `/stage-results <run-id>`.',
    zh: '用法：`/stage-results` 或 `/stage-results <run-id>`。',
  },
  'stage-pr-label': {
    en: '@{user} `/stage-results` requires a completed run from a PR using one of: {labels}.',
    zh: '@{user} `/stage-results` 需要一个来自带有以下标签之一的 PR 的已完成运行：{labels}。',
  },
  'stage-no-run': {
    en: 'This PR has no completed sweep run to stage; name one with `/stage-results <run-id>`, or wait for the sweep to finish.',
    zh: '此 PR 没有可暂存的已完成测试运行；请用 `/stage-results <run-id>` 指定，或等待测试结束。',
  },
  'commit-no-pr': {
    en: 'Commit `{sha}` is not associated with any pull request; nothing is published.',
    zh: '提交 `{sha}` 未关联任何 PR；不发布任何内容。',
  },
  'commit-several-prs': {
    en: 'Commit `{sha}` is associated with {count} pull requests ({prs}); refusing to reuse artifacts.',
    zh: '提交 `{sha}` 关联了 {count} 个 PR（{prs}）；拒绝复用产物。',
  },
  'commit-pr-not-merged': {
    en: 'PR #{pr} of commit `{sha}` is not merged; nothing is published.',
    zh: '提交 `{sha}` 对应的 PR #{pr} 尚未合并；不发布任何内容。',
  },
  'commit-other-merge-sha': {
    en: 'PR #{pr} was merged as `{mergeSha}`, not as the pushed commit `{sha}`; nothing is published.',
    zh: 'PR #{pr} 的合并提交为 `{mergeSha}`，而不是推送的提交 `{sha}`；不发布任何内容。',
  },
} satisfies Record<string, Text>;

export type RefusalCode = keyof typeof refusalText;

export interface Refusal {
  code: RefusalCode;
  params: Record<string, string>;
}

export const reuseUiText = {
  'use-accepted': {
    en: '[Run {runId}]({url}) is the reuse source for `{sha}`: {rows} rows with results from their newest attempt. It is checked again on every push and published when the PR merges.',
    zh: '[运行 {runId}]({url}) 是 `{sha}` 的复用来源：{rows} 行均有最新一次尝试的结果。每次推送都会重新检查，PR 合并时发布。',
  },
  'use-refused': {
    en: 'Run `{runId}` cannot be the reuse source:',
    zh: '运行 `{runId}` 不能作为复用来源：',
  },
  'command-refused': { en: 'The command is not accepted:', zh: '命令未被接受：' },
  'status-source': {
    en: 'Reuse source: [run {runId}]({url}), checked for `{sha}`.',
    zh: '复用来源：[运行 {runId}]({url})，已针对 `{sha}` 检查。',
  },
  'status-source-invalid': {
    en: 'Reuse source run `{runId}` no longer applies; nothing would be published at merge. Post `/use <run_id>` with a valid run:',
    zh: '复用来源运行 `{runId}` 已不再适用；合并时不会发布任何内容。请用有效的运行发布 `/use <run_id>`：',
  },
  'stage-ack': {
    en: '@{user} staging [run {runId}]({url}). Existing staged runs will be preserved; a completion link will be posted here.',
    zh: '@{user} 正在暂存[运行 {runId}]({url})。已暂存的运行会保留；完成后会在此处发布链接。',
  },
  'stage-started': {
    en: '@{user} staging [run {runId}]({url}). The [staging workflow]({workflowUrl}) is now running…',
    zh: '@{user} 正在暂存[运行 {runId}]({url})。[暂存工作流]({workflowUrl})正在运行……',
  },
  'stage-success': {
    en: '@{user} staged run {runId}: {link}. Staging the run again updates this link.',
    zh: '@{user} 已暂存运行 {runId}：{link}。再次暂存会更新此链接。',
  },
  'stage-failure': {
    en: '@{user} staging run {runId} failed. [Inspect the staging workflow]({workflowUrl}).',
    zh: '@{user} 暂存运行 {runId} 失败。[查看暂存工作流]({workflowUrl})。',
  },
  published: {
    en: 'Published [run {runId}]({url}) of PR #{pr} to `{repo}` (`{event}`).',
    zh: '已将 PR #{pr} 的[运行 {runId}]({url})发布到 `{repo}`（`{event}`）。',
  },
} satisfies Record<string, Text>;

export type ReuseUiKey = keyof typeof reuseUiText;

export const refusalLine = (r: Refusal, lang: Lang): string =>
  fill(refusalText[r.code][lang], r.params, true);
export const reuseText = (key: ReuseUiKey, lang: Lang, params: Record<string, string> = {}): string =>
  fill(reuseUiText[key][lang], params, true);

/** A heading and one bullet per refusal, English first, Chinese folded (the one layout of every reply). */
export function refusalReply(
  heading: { key: ReuseUiKey; params?: Record<string, string> },
  refusals: readonly Refusal[],
): string {
  const side = (lang: Lang) =>
    [
      reuseText(heading.key, lang, heading.params),
      '',
      ...refusals.map((r) => `- ${refusalLine(r, lang)}`),
    ].join('\n');
  return bilingual(side('en'), side('zh'));
}

/** One text in both languages. */
export const bilingualText = (key: ReuseUiKey, params: Record<string, string> = {}): string =>
  bilingual(reuseText(key, 'en', params), reuseText(key, 'zh', params));

/** One refusal in both languages (a refused command, a failed publication). */
export const bilingualRefusal = (r: Refusal): string => bilingual(refusalLine(r, 'en'), refusalLine(r, 'zh'));
