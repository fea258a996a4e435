// The words of the sweep's progress, its failures by class, its automatic re-runs and its fail-fast stop
// (the watcher's block of the status comment and the outcome), in English and Chinese. Part of the message
// catalogue (messages.ts spreads it into `uiText`).
export const progressText = {
  'progress.title': { en: 'Progress', zh: '进度' },
  'progress.counts': {
    en: '✅ {succeeded} succeeded · ❌ {failed} failed{classes} · ▶ {running} running · ⏳ {queued} queued',
    zh: '✅ 成功 {succeeded} · ❌ 失败 {failed}{classes} · ▶ 运行中 {running} · ⏳ 排队 {queued}',
  },
  'progress.cancelled': { en: ' · ⏹ {n} cancelled', zh: ' · ⏹ 已取消 {n}' },
  'progress.stopped': { en: ' · ⏸ {n} stopped by fail-fast', zh: ' · ⏸ 被快速失败停止 {n}' },
  'class.infrastructure': { en: 'infrastructure', zh: '基础设施' },
  'class.benchmark': { en: 'benchmark', zh: '基准测试' },
  'class.unknown': { en: 'unknown cause', zh: '原因未知' },
  'progress.gpuHours': {
    en: '**GPU-hours:** {used} used so far{expected} · {worst} at worst (every job to its time limit)',
    zh: '**GPU 小时：** 目前已用 {used}{expected} · 最坏情况 {worst}（每个任务都运行到时间上限）',
  },
  'progress.gpuHoursFinal': {
    en: '**GPU-hours:** {used} used · {worst} at worst (every job to its time limit)',
    zh: '**GPU 小时：** 共用 {used} · 最坏情况 {worst}（每个任务都运行到时间上限）',
  },
  'progress.expectedAll': {
    en: ' · about {total} in all at known durations',
    zh: ' · 按已知时长估计共约 {total}',
  },
  'progress.eta': {
    en: '**Expected to finish:** in about {duration} (around {at} UTC), from the durations of the rows that finished',
    zh: '**预计完成：** 约 {duration} 后（约 UTC {at}），依据已完成行的时长估算',
  },
  'progress.etaUnknown': {
    en: '**Expected to finish:** not known until a row of each kind has finished',
    zh: '**预计完成：** 每类行至少完成一个后才能估算',
  },
  'progress.failures': { en: 'Failed rows', zh: '失败的行' },
  'progress.failedRow': { en: '{name}: {why}', zh: '{name}：{why}' },
  'progress.unknownWhy': {
    en: 'no entry of the failure table matches its log; open the job',
    zh: '失败表中没有与其日志匹配的条目；请查看任务日志',
  },
  'progress.evidence': { en: ' (log: {line})', zh: '（日志：{line}）' },
  'retry.title': { en: 'Re-run automatically', zh: '自动重新运行' },
  'retry.row': { en: '{name}: {why}, in {run}', zh: '{name}：{why}，见 {run}' },
  'retry.run': { en: 'retry run {n}', zh: '重试运行 {n}' },
  'retry.pending': { en: 'the retry run being dispatched', zh: '正在启动的重试运行' },
  'retry.riders': {
    en: '{n} rows its canary kept from starting run along with it in the same retry run.',
    zh: '被其金丝雀阻止的 {n} 行也在同一重试运行中运行。',
  },
  'retry.budget': {
    en: '**Re-run budget:** {used} of {total} GPU-hours used (a running re-run counts at its worst case), {left} left.',
    zh: '**重跑预算：** 已用 {total} GPU 小时中的 {used}（运行中的重跑按最坏情况计），剩余 {left}。',
  },
  'retry.manual': { en: 'Still need `/sweep rerun-failed`', zh: '仍需 `/sweep rerun-failed`' },
  'retry.overBudget': {
    en: '{name}: its re-run ({need} GPU-hours at worst) does not fit the {left} GPU-hours the re-run budget has left',
    zh: '{name}：其重跑（最坏 {need} GPU 小时）超出重跑预算剩余的 {left} GPU 小时',
  },
  'retry.exhausted': {
    en: '{name}: failed again after {n} automatic re-run(s)',
    zh: '{name}：自动重跑 {n} 次后仍失败',
  },
  'retry.notRetried': {
    en: '{name}: failed for an infrastructure reason and the sweep ended before re-running it',
    zh: '{name}：因基础设施原因失败，测试在重跑前已结束',
  },
  'retry.dispatchFailed': {
    en: 'The retry run could not be dispatched ({error}); a maintainer can comment `/sweep rerun-failed`.',
    zh: '无法启动重试运行（{error}）；维护者可评论 `/sweep rerun-failed`。',
  },
  'progress.watchEnded': {
    en: '**Watch ended:** the watcher’s job reached GitHub’s time limit for hosted jobs while rows still ran. From here on nothing applies fail-fast, re-runs lost rows or updates this progress; the outcome appears when the run ends. A maintainer can comment `/sweep rerun-failed` then.',
    zh: '**监视结束：** 监视任务在仍有行运行时达到了 GitHub 托管任务的时间上限。此后不再执行快速失败、不再自动重跑丢失的行，也不再更新此进度；运行结束时会显示结果。届时维护者可评论 `/sweep rerun-failed`。',
  },
  'failFast.stoppedRun': {
    en: '**Fail-fast:** {name} failed ({why}): the sweep run and its retry runs were cancelled; the failed job keeps its red X.',
    zh: '**快速失败：** {name} 失败（{why}）：已取消测试运行及其重试运行；失败的任务保留红叉。',
  },
  'failFast.stoppedFamily': {
    en: '**Fail-fast:** {name} failed ({why}): the jobs of {family} that had not started yet end without running the benchmark; those already running finish.',
    zh: '**快速失败：** {name} 失败（{why}）：{family} 中尚未开始的任务不再运行基准测试即结束；已在运行的任务照常完成。',
  },
  'failFast.infraNote': {
    en: 'Infrastructure failures never stop other rows.',
    zh: '基础设施故障不会停止其他行。',
  },
} satisfies Record<string, { en: string; zh: string }>;
