// The rule catalogue in Chinese, for the Chinese half of the status comment: for every code, what the
// finding means (`title`) and how to fix it (`fix`). Code, file and field names and numbers stay as they
// are, in backticks. The English texts are the catalogue's (src/rules/catalogue/*); a code without an entry
// here fails the type check.
import type { RuleCode } from './catalogue.js';

export interface ZhRule {
  title: string;
  fix: string;
}

export const ZH_RULES = {
  // The changelog gate.
  'V-1': {
    title: '某个版本下的文件无法读取',
    fix: '获取该引用（或获取足够深度以找到合并基点），或更正引用名称。',
  },
  'V-2': { title: 'changelog 末尾没有换行', fix: '在文件末尾加一个换行。' },
  'L-1': {
    title: 'changelog 不是格式正确的条目列表',
    fix: '按提示处理：删除未知或重复的键，以 UTF-8 保存，用空格代替制表符，或恢复列表结构。',
  },
  'L-2': {
    title: '历史条目只能追加、不能修改',
    fix: '逐字节恢复历史条目，并在文件末尾追加新条目；`pr-link` 的更正请单独提交 PR。',
  },
  'L-3': {
    title: '追加的条目不符合文件的排版',
    fix: '恢复基准版本的内容，在末尾追加条目，条目之间空一行。',
  },
  'L-4': {
    title: 'changelog 冲突无法自动合并',
    fix: '按提示手动解决冲突，或将 PR 变基到默认分支后重新追加条目。',
  },
  'CL-3': { title: '基准版本的 changelog 不是列表', fix: '先修复目标分支上的 changelog；否则无法与之比较。' },
  'CL-S': { title: '追加的条目重复列出了同一个配置键', fix: '删除重复的键。' },
  'P-6': { title: '`append-only` 条目带有评测字段', fix: '删除评测字段，或改为普通条目。' },
  'N-1': { title: '`no-evals` 与评测字段或修饰标签同时出现', fix: '删除评测字段或标签，或删除 `no-evals`。' },
  // Planning.
  'P-7': { title: '`append-only` 条目必须单独测试', fix: '把 `append-only` 条目移到单独的 PR。' },
  'P-8': { title: '`append-only` 测试不接受评测修饰标签', fix: '移除 `all-evals` / `evals-only` 标签。' },
  'P-10': { title: '通配模式没有匹配到任何配置键', fix: '对照 `configs/*-master.yaml` 中的键检查该模式。' },
  'P-11': {
    title: '主配置中没有这个配置键',
    fix: '使用 `configs/*-master.yaml` 中已有的键，或用 `*` 作通配符。',
  },
  'P-12': { title: '`append-only` 需要基准版本的配置', fix: '改为普通条目，或先在目标分支上添加这些配置。' },
  'P-13': { title: '`append-only` 的改动超出了条目的范围', fix: '撤销无关的配置改动，或改为普通条目。' },
  'P-14': {
    title: '`append-only` 只能为已有曲线增加测量点',
    fix: '保持已有配方字段不变、只增加并发度，或改为普通条目。',
  },
  'X-1': { title: '条目没有选中任何行', fix: '对照所选配置检查条目的 `scenario-type` 和评测字段。' },
  'X-2': { title: '后一个条目的标志被忽略', fix: '合并这两个条目，或让它们选择互不重叠的配置。' },
  'X-3': { title: '某个分组没有任务来运行', fix: '使用 `1024/1024` 或 `8192/1024` 的 `isl/osl`。' },
  'X-4': { title: '通配模式匹配了很多配置', fix: '列出确实需要的配置，或确认确实要做大范围测试。' },
  'X-5': { title: '计划超出了 GitHub 的限制', fix: '拆分 changelog 条目，或调大 `shards-per-family`。' },
  'MX-2': {
    title: '同一个任务被计划了两次',
    fix: '删除重复的搜索空间项或并发度，或删除第二个选中该配置的条目。',
  },
  'PF-1': { title: '计划文件不是计划报告', fix: '原样传入 `sweep plan` 写出的报告。' },
  // Master configs, runners and YAML.
  YAML: {
    title: '文件不是有效的 YAML',
    fix: '在给出的位置修正 YAML 语法（缩进、缺少冒号、未闭合的引号或括号）。',
  },
  'YAML-DUP': { title: 'YAML 映射中有重复的键', fix: '删除或重命名两个键中的一个。' },
  'YAML-CHAR': {
    title: '含有参考实现的 YAML 解析器拒绝的字符',
    fix: '删除该字符，或使用 LF 换行；在双引号字符串中可以用 `\\a` 或 `\\x07` 这样的转义。',
  },
  LIMIT: { title: '输入超出了大小限制', fix: '把输入控制在提示所说的限制以内；真实文件都远低于这些限制。' },
  'YM-2': { title: '这个纯量在 YAML 1.1 中的读法不同', fix: '给值加引号：`"n"`。' },
  'VL-1': { title: '缺少主配置文件', fix: '恢复该文件，或用 `--config-files` 指定正确路径。' },
  'VL-2': { title: '主配置文件不是映射', fix: '把文件写成 `<config key>: <entry>` 的映射。' },
  'VL-3': { title: '主配置键中含有 `*`', fix: '重命名该键，去掉 `*`。' },
  'VL-4': { title: '配置键被定义了两次', fix: '重命名或删除两个条目中的一个。' },
  'VM-1': {
    title: '字段缺失、未知或类型错误',
    fix: '补上缺失的字段，删除未知字段，或按提示改用正确的类型。',
  },
  'VM-2': { title: '条目没有任何场景', fix: '添加一个带搜索空间的场景块。' },
  'VM-3': { title: '智能体条目需要确切的集群 runner', fix: '使用 `cluster:` 标签，例如 `cluster:b300-nv`。' },
  'VM-4': { title: '同一字段在两个层级都设置了', fix: '在其中一个层级删除它。' },
  'VM-5': { title: '单节点条目设置了 `kv-p2p-transfer`', fix: '删除 `kv-p2p-transfer`，或改为多节点条目。' },
  'VM-6': {
    title: '分离式条目需要 `kv-p2p-transfer`',
    fix: '在顶层设置一次 `kv-p2p-transfer`（例如 `nixl`）。',
  },
  'VM-7': { title: '单节点条目不能是分离式的', fix: '删除 `disagg`，或改为多节点条目。' },
  'VC-1': { title: '同时给了并发度列表和范围', fix: '只保留其中一种写法。' },
  'VC-2': { title: '没有给出并发度', fix: '添加 `conc-end`，或给出 `conc-list`。' },
  'VC-3': { title: '并发度范围的边界不是正数', fix: '让范围从 1 或更大开始。' },
  'VC-4': { title: '并发度范围是倒序的', fix: '交换上下界。' },
  'VC-5': { title: '并发度列表中有非正数', fix: '删除零或负数。' },
  'VT-1': { title: '`tp` 不能被 `dcp-size` 整除', fix: '使用能整除 `tp` 的 `dcp-size`。' },
  'VT-2': { title: '只有一侧的工作进程声明了硬件', fix: '给另一侧也加上 `hardware`，或删除它。' },
  'VA-1': { title: '智能体项没有形状', fix: '给出 `tp`，或 `prefill` 和 `decode`。' },
  'VA-2': {
    title: '单节点智能体项没有设置 `kv-offloading`',
    fix: '添加 `kv-offloading: none`（或带后端的 `dram`）。',
  },
  'VA-3': { title: '多节点智能体项在条目层级设置了并行度', fix: '把该字段移到 `prefill` / `decode` 中。' },
  'VA-4': {
    title: '设置了 `kv-offload-backend` 却没有 `kv-offloading`',
    fix: '添加 `kv-offloading: dram`，或删除后端。',
  },
  'VA-5': { title: '关闭了卸载却设置了 `kv-offload-backend`', fix: '删除后端，或打开卸载。' },
  'VA-6': { title: 'DRAM 卸载没有后端', fix: '添加 `kv-offload-backend: {name: …}`。' },
  'VA-7': {
    title: 'DRAM 卸载没有 DRAM 预算',
    fix: '在智能体块中添加 `dram-utilization`，并补上 runner 的硬件记录。',
  },
  'VA-8': { title: '组件版本写成了镜像名', fix: '只写版本；镜像应写在 `image` 中。' },
  'VR-1': { title: '缺少 `runners.yaml`', fix: '恢复该文件，或用 `--runner-config` 指定正确路径。' },
  'VR-2': { title: '`runners.yaml` 没有 `labels` 映射', fix: '添加 `labels:`，至少包含一个标签。' },
  'VR-3': { title: 'runner 标签不是名称列表', fix: '把标签写成列表：`b200: [b200-nb_0, b200-nb_1]`。' },
  'VR-4': { title: '`runners.yaml` 中的记录无效', fix: '补上提示所说的缺失字段，或删除、重命名未知的键。' },
  'VR-5': {
    title: '集群标签与集群记录不对应',
    fix: '补上缺失的记录或标签，或把 runner 只列在它所在的那个集群下。',
  },
  'VR-6': {
    title: '分区标签无法解析',
    fix: '使用已列出的分区，把它加入 `slurm.partitions`，或给 runner 一个唯一的分区标签。',
  },
  'VR-7': {
    title: '一个宽泛的标签跨越了节点宽度不同的集群',
    fix: '按节点宽度拆分标签，或改用 `cluster:` 标签。',
  },
  'VR-8': { title: '集群记录引用了它没有的东西', fix: '补上提示所说的卷或设置，或更正引用。' },
  'VG-1': { title: '并发度步长太小', fix: '使用 2 或更大的步长。' },
  'VG-2': { title: '并发度过滤的上下界交叉', fix: '交换或更正上下界。' },
  'VG-3': { title: '同时要求全部评测和不评测', fix: '二者选其一。' },
  'VG-4': { title: '未知的 runner 类型', fix: '使用列出的标签之一。' },
  'VG-5': { title: '所选的配置键不存在', fix: '使用提示中列出的可用键。' },
  'VG-6': { title: 'runner 缺少某行所需的硬件信息', fix: '为该 runner 的集群添加硬件记录。' },
  'VG-7': {
    title: '单节点工作进程需要的 GPU 比一个节点的还多',
    fix: '降低 `tp` / `pp` / `pcp-size`，或把配置改为多节点。',
  },
  'VG-8': {
    title: 'prefill 工作进程无法装进整数个节点',
    fix: '给 prefill 工作进程一个能装满整节点或均分节点的 GPU 数。',
  },
  'VP-1': {
    title: 'runner 标签不在 `runners.yaml` 中',
    fix: '使用 `runners.yaml` 中的标签（例如 `cluster:gb300-nv`），或声明该外部标签。',
  },
  'VP-2': { title: '搜索空间项的形状与条目不符', fix: '把 `multinode` 设为与各项一致，或改写这些项。' },
  'VP-3': { title: '某个大小超出了范围', fix: '使用提示所说范围以内的值。' },
  'VP-4': { title: '配置键重复或格式错误', fix: '重命名或删除重复的键；遵守键的语法。' },
  'VP-5': { title: '并发度列表中有重复值', fix: '删除重复的值。' },
  'VP-6': { title: '手写了应由计划器推导的字段', fix: '删除该字段；计划器会计算它。' },
  'VP-8': { title: '配方引用格式错误或给了两次', fix: '只保留一个配方引用；路径写成相对于仓库目录的形式。' },
  LAYOUT: { title: '仓库中有两份配置', fix: '删除过时的那份，或用路径选项明确指定文件。' },
  'PR-1': { title: '`ci-priority.yaml` 无效', fix: '按提示为字段使用正确的类型。' },
  // Lanes and GPU topology.
  BASELINE: {
    title: 'lint 基线',
    fix: '提交缩小后的基线；基线损坏时用 `sweep lint --write-baseline` 重新生成。',
  },
  'LN-1': { title: '通道文件未通过校验', fix: '按提示处理：给时间加引号，删除或重命名未知的键。' },
  C1: { title: '匹配条件、卷或集群不在词表中', fix: '使用词表中的值，或把它加入词表。' },
  C2: { title: '通道设置与集群相矛盾', fix: '设置该集群的事实，或修改通道的决定。' },
  C3: { title: '某条规则永远不会起作用', fix: '删除该规则，或修正它的值或通道的准入条件。' },
  C4: { title: '某项决定没有覆盖所有准入的框架', fix: '为该框架添加规则，或添加带 `reason` 的明确默认值。' },
  C5: { title: '任务读取的工作区在其节点上不可见', fix: '为这些请求添加 `checkout: shared` 规则。' },
  C6: {
    title: '计划中的行在启动时会失败',
    fix: '在通道上准入该框架、添加通道、修改路由，或把配置移到其他集群。',
  },
  C7: { title: '同类框架的决定不一致', fix: '让决定一致，或为例外写上 `reason`。' },
  C8: { title: '某条规则没有匹配任何行', fix: '若其配置已退役，删除该规则。' },
  R1: {
    title: '专家并行与工作进程的 GPU 数不符',
    fix: '声明任务实际使用的 GPU 数：配方或聚合项的 `num-nodes` 给出了数量时，修复会写出恰好记录这些 GPU 的 `num-worker` 和 `tp`（例如 16 个 GPU 上的 DEP16 写 `tp: 16`）；否则 DEP-N 写 `tp: N, ep: N, dp-attn: true`。',
  },
  R2: { title: '并行度大小无效', fix: '使用 1 或更大的值，并让 `dcp-size` 能整除 `tp`。' },
  R3: { title: '声明的拓扑与配方不一致', fix: '声明配方中的工作进程和 GPU 数（实际运行的是配方）。' },
  R4: { title: '配方的引擎参数与其 GPU 数不一致', fix: '修正配方的引擎参数或其 `gpus`。' },
  R5: {
    title: '工作进程无法装进整数个节点',
    fix: '声明任务实际运行的工作进程宽度，使其装满整节点或均分一个节点。聚合项的节点数就是任务运行的节点：修复会调整工作进程以填满 `num-nodes`，而不是缩小 `num-nodes`。',
  },
  R6: {
    title: '节点数与配方预留的不符',
    fix: '提交配方（或其锁文件），或更正声明的工作进程；聚合项应把 `num-nodes` 设为配方分配的节点数。',
  },
  R7: {
    title: '名称表示的是另一种拓扑',
    fix: '若配方确实按名称运行，就声明那个形状（`dep16`：`tp: 16, ep: 16, dp-attn: true`）；否则重命名该变体。',
  },
  R8: {
    title: '可疑的专家并行形状',
    fix: 'DEP-N 写 `tp: N, ep: N, dp-attn: true`；TEP-N 写 `dp-attn: false`。',
  },
  // Sweeps, labels and commands.
  'LB-0': { title: '已弃用的测试标签', fix: '使用当前的主标签之一，例如 `full-sweep-fail-fast`。' },
  'LB-1': { title: '有多个主测试标签', fix: '只保留一个主标签。' },
  'LB-2': { title: '有修饰标签但没有主标签', fix: '添加一个主测试标签（需维护者），或移除修饰标签。' },
  'LB-5': { title: 'fork 批准时还带有其他主标签', fix: '移除其他主标签，只添加你想要的那一个。' },
  'LB-6': { title: '某个标签阻止了复用', fix: '移除该标签即可复用运行。' },
  'G-1': { title: '该标签不影响测试', fix: '无需操作。' },
  'G-2': { title: '标记为可审阅不会启动任何测试', fix: '添加主测试标签，或评论 `/sweep`。' },
  'G-4': { title: '没有主测试标签', fix: '请维护者添加一个主标签，或在有权限时评论 `/sweep`。' },
  'G-5': { title: '最新提交中有 `[skip-sweep]`', fix: '推送一个不含 `[skip-sweep]` 的提交即可测试。' },
  'G-6': { title: '复用了先前的运行', fix: '无需操作；删除复用命令即可重新测试。' },
  'CC-2': { title: '主标签已移除', fix: '重新添加该标签即可再次测试。' },
  'CC-3': { title: 'PR 已关闭', fix: '重新打开 PR 即可测试。' },
  'FA-1': {
    title: 'fork 批准无法生效',
    fix: '批准当前最新的 SHA，解决合并冲突，或在同仓库的 PR 上使用 `/sweep`。',
  },
  'FA-2': { title: 'fork PR 等待批准其最新版本', fix: '维护者添加主标签，或为新版本评论 `/approve <sha>`。' },
  'AZ-1': { title: '无权批准 fork 代码', fix: '请维护者批准。' },
  'AZ-2': { title: '无权运行测试命令', fix: '请维护者评论该命令。' },
  'CMD-1': { title: '未知的测试命令', fix: '使用列出的命令之一。' },
  'PUB-1': { title: '推送到默认分支需要复用', fix: '合并前由有权限的人在 PR 上发布 `/use <run_id>`。' },
  'PUB-2': {
    title: '合并的运行结果未能发布到数据分支',
    fix: '等 GitHub 恢复响应后重新运行发布任务；已过期的结果归档无法再次发布。',
  },
  'RU-4': { title: '无法检查固定的复用来源', fix: 'GitHub 恢复响应后重新运行工作流。' },
  'STG-1': { title: '暂存运行失败', fix: '检查看板的令牌和仓库，然后再次评论 `/stage-results`。' },
  'CL-1': { title: 'changelog 校验失败', fix: '按校验给出的代码修复列出的错误。' },
  'CL-8': { title: '没有新的 changelog 条目', fix: '追加一个列出配置键的条目。' },
  'WD-1': {
    title: '手动运行的输入无效',
    fix: "按提示处理，例如 `config-keys` 写 `'dsr1-fp4-*'` 或 `'dsr1-fp4-b200-sglang, gptoss-*'`。",
  },
  'WF-1': { title: '启动测试失败', fix: '确认工作流文件存在于默认分支；评论 `/sweep` 重试。' },
  'GH-1': {
    title: 'GitHub 调用失败',
    fix: '等 GitHub 恢复后评论 `/sweep`；会先查找同一计划的已有运行，不会重复启动。',
  },
  'CM-3': { title: '针对运行的命令失败', fix: '重试该命令；若一直失败，请在 Actions 页面直接操作该运行。' },
  'FF-2': { title: '第一个失败的行', fix: '打开该任务的日志；修正配置或重新运行失败的任务。' },
  'FF-3': {
    title: 'fail-fast 在任务占用 GPU 之前将其停止',
    fix: '修正失败的行，然后评论 `/sweep`。',
  },
  'FF-4': {
    title: '失败的行及其失败类别',
    fix: '基准测试失败：打开该任务的日志。分类有误：在配置文件的 `failure-classes` 中添加一条。',
  },
  'RR-3': {
    title: '自动重新运行的行',
    fix: '因预算或次数用尽而没有结果的行，需要维护者评论 `/sweep rerun-failed`。',
  },
  // Installing in a repository.
  'RC-1': { title: '仓库配置文件太大', fix: '文件中只保留与默认值不同的设置。' },
  'RC-2': {
    title: '仓库配置文件中的设置无效',
    fix: '按提示处理（会指出键名，拼写错误时会指出想要的设置）；`schema/sweep-config.schema.json` 可用于编辑器补全。',
  },
  'RT-1': {
    title: '任务会等待一个并不存在的 runner',
    fix: '注册带有该标签的 runner 并在 `runners.yaml` 的 `labels:` 下列出，或把配置的 `runner` 改为 `runners.yaml` 中已有的标签。',
  },
  'RT-2': {
    title: '任务等待 runner 的时间过长',
    fix: '注册（或恢复在线）恰好带有这些标签的自托管 runner，或修正 `runners.yaml` 及使用它的配置中的 runner 标签。',
  },
} as const satisfies Record<RuleCode, ZhRule>;

export const zhRule = (code: string): ZhRule | undefined =>
  Object.hasOwn(ZH_RULES, code) ? (ZH_RULES as Record<string, ZhRule>)[code] : undefined;
