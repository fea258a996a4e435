// Findings as the status comment lists them: each under its kind (changelog, configs, runner labels, lanes,
// GPU topology, plan limits), sorted by file and line, in the comment's language. English is the
// diagnostic's own message and fix. Chinese is the rule catalogue's Chinese text (src/rules/zh.ts) — or,
// for the findings a PR meets most, the message itself in Chinese (the table below, which reads the values
// back out of the English message) — with every name and number kept as code. Pure.
import { sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import { zhRule } from '../rules/zh.js';
import { t, type Lang, type UiKey } from './messages.js';

export type FindingKind = 'changelog' | 'configs' | 'runners' | 'lanes' | 'topology' | 'limits' | 'other';

/** The order the comment lists the kinds in: what an author fixes first comes first. */
export const FINDING_KINDS: readonly FindingKind[] = [
  'changelog',
  'configs',
  'runners',
  'lanes',
  'topology',
  'limits',
  'other',
];

const KIND_OF: [RegExp, FindingKind][] = [
  [/^(VP-1|VG-4|RT-\d)$/, 'runners'],
  [/^(V-|L-|CL-|P-|N-1$|PF-)/, 'changelog'],
  [/^(YAML|LIMIT$|YM-|VL-|VM-|VC-|VT-|VA-|VR-|VG-|VP-|LAYOUT$|PR-)/, 'configs'],
  [/^(LN-|C\d+$|BASELINE$)/, 'lanes'],
  [/^R\d+$/, 'topology'],
  [/^(X-|MX-)/, 'limits'],
];

export const kindOf = (rule: string): FindingKind => KIND_OF.find(([re]) => re.test(rule))?.[1] ?? 'other';

const MAX_PER_KIND = 20;

/** One section per kind that has findings: its title, then one line per finding. */
export function findingSections(ds: readonly Diagnostic[], lang: Lang, blobUrl?: string): string[] {
  const out: string[] = [];
  for (const kind of FINDING_KINDS) {
    const mine = sortDiagnostics(ds.filter((d) => kindOf(d.rule) === kind));
    if (!mine.length) continue;
    out.push('', `**${t(`findings.${kind}` as UiKey, lang)}:**`);
    for (const d of mine.slice(0, MAX_PER_KIND)) out.push(`- ${findingText(d, lang, blobUrl)}`);
    if (mine.length > MAX_PER_KIND)
      out.push(`- ${t('more', lang, { n: String(mine.length - MAX_PER_KIND) })}`);
  }
  return out;
}

/** A finding as a reader sees it: where, what, and the fix; the code stays in logs and annotations. */
export function findingText(d: Diagnostic, lang: Lang, blobUrl?: string): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : '';
  const link =
    where && blobUrl
      ? `[\`${where}\`](${blobUrl}/${d.file}${d.line ? `#L${d.line}` : ''}) `
      : where
        ? `\`${where}\` `
        : '';
  const severity = t(`severity.${d.severity}`, lang);
  const text =
    lang === 'en'
      ? `${severity}: ${d.message}${d.path ? ` (${d.path})` : ''}${d.fix ? ` — ${t('fix', lang)}: ${d.fix}` : ''}`
      : `${severity}：${zhMessage(d)}${d.path ? `（${code(d.path)}）` : ''}${d.fix ? ` — ${t('fix', lang)}：${zhFix(d)}` : ''}`;
  return `${link}${text}`.replace(/\n\s*/g, ' ');
}

/** A value as inline code, whatever backticks it holds. */
export function code(s: string): string {
  const ticks = '`'.repeat(Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return ticks.length > 1 ? `${ticks} ${s} ${ticks}` : `\`${s}\``;
}

const list = (names: readonly string[]): string => names.map(code).join('、');

/**
 * The names and numbers an English text carries: quoted values, then words with a digit or one of
 * `: / . _ = ·` (keys, labels, paths, shapes) and numbers, in order, once each.
 */
export function namesOf(text: string): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    const v = s.trim();
    if (v && !out.includes(v)) out.push(v);
  };
  const rest = text.replace(/'([^']+)'|"([^"]+)"|`([^`]+)`/g, (_, a, b, c) => {
    add(a ?? b ?? c);
    return ' ';
  });
  for (const raw of rest.split(/\s+/)) {
    const w = raw.replace(/^[([{]+|[)\]},;:.!?]+$/g, '');
    if (/[A-Za-z0-9]/.test(w) && /[0-9:/._=·]/.test(w)) add(w);
  }
  return out;
}

type Groups = Record<string, string>;
type Rule = [RegExp, (g: Groups) => string];

/** A subject some checks put first (`<config key>: …`). */
const SUBJECT = /^(?<subject>[A-Za-z0-9][\w.:/-]*): (?<rest>.+)$/s;

const STAGES: Record<string, string> = {
  'search-space item': '搜索空间项',
  'aggregated worker': '聚合工作进程',
  'prefill worker': '`prefill` 工作进程',
  'decode worker': '`decode` 工作进程',
};
const stage = (s: string) => STAGES[s] ?? code(s);

/** Parts of topology messages that come back in several. */
const COUNTED: Rule[] = [
  [
    /^each of the (?<n>\d+) workers is counted as (?<g>\d+) GPUs \((?<all>\d+) in all\), with ep (?<ep>\d+) beyond its own$/,
    (g) => `${g.n} 个工作进程每个按 ${g.g} 个 GPU 记录（共 ${g.all} 个），\`ep: ${g.ep}\` 超出了单个工作进程`,
  ],
  [
    /^this worker is counted as (?<g>\d+) GPUs?, not (?<ep>\d+)$/,
    (g) => `该工作进程按 ${g.g} 个 GPU 记录，而不是 ${g.ep} 个`,
  ],
  [/^ep must divide (?<g>\d+)$/, (g) => `\`ep\` 必须能整除 ${g.g}`],
];

/** The findings a PR meets most, their English message read back into its values. */
const MESSAGES: Record<string, Rule[]> = {
  'P-11': [
    [
      /^Config key '(?<key>.+)' not found in master configs\.$/,
      (g) => `主配置中没有配置键 ${code(g.key!)}。`,
    ],
  ],
  'P-10': [
    [
      /^No config keys matched the wildcard pattern '(?<p>.+)' in master configs\.$/,
      (g) => `通配模式 ${code(g.p!)} 没有匹配到主配置中的任何配置键。`,
    ],
  ],
  'X-4': [
    [/^pattern '(?<p>.+)' matches (?<n>\d+) configs$/, (g) => `模式 ${code(g.p!)} 匹配了 ${g.n} 个配置`],
  ],
  'X-5': [
    [
      /^plan exceeds limits: (?<b>\S+) needs (?<n>\d+) shards \(max (?<max>\d+)\)$/,
      (g) => `计划超出限制：${code(g.b!)} 需要 ${g.n} 个分片（最多 ${g.max} 个）`,
    ],
  ],
  'VP-1': [
    [
      /^Runner label '(?<label>.+)' is not defined in (?<file>\S+)$/,
      (g) => `runner 标签 ${code(g.label!)} 未在 ${code(g.file!)} 中定义`,
    ],
  ],
  'RT-1': [
    [
      /^(?<key>\S+): (?<n>\d+) job\(s\) would wait for the runner label '(?<label>.+)', which no runner in (?<file>\S+) carries(?<record> \(it has a hardware record there, but no runners under labels:\))? \(rows (?<rows>.+?)(?: and (?<more>\d+) more)?\)$/,
      (g) =>
        `${code(g.key!)}：${g.n} 个任务会等待 runner 标签 ${code(g.label!)}，但 ${code(g.file!)} 中没有任何 runner 带有它${g.record ? '（那里有它的硬件记录，但 `labels:` 下没有 runner）' : ''}（行：${rowList(g.rows!)}${g.more ? `，另有 ${g.more} 行` : ''}）`,
    ],
    [
      /^(?<who>.+?): its job would wait for the runner label '(?<label>.+)', which no runner in (?<file>\S+) carries(?<record> \(it has a hardware record there, but no runners under labels:\))?$/,
      (g) =>
        `${who(g.who!)}：其任务会等待 runner 标签 ${code(g.label!)}，但 ${code(g.file!)} 中没有任何 runner 带有它${g.record ? '（那里有它的硬件记录，但 `labels:` 下没有 runner）' : ''}`,
    ],
    [
      /^(?<who>.+?): '(?<label>.+)' is not a valid runner label$/,
      (g) => `${who(g.who!)}：${code(g.label!)} 不是有效的 runner 标签`,
    ],
    [
      /^(?<who>.+?): a multi-node row without a node count would request nodes:1$/,
      (g) => `${who(g.who!)}：没有节点数的多节点行会请求 \`nodes:1\``,
    ],
  ],
  'L-2': [
    [
      /^entry (?<n>\d+) changed; existing entries are immutable except for pr-link-only corrections \(first difference: '(?<field>[^']+)' at line (?<line>\d+)\)$/,
      (g) =>
        `第 ${g.n} 个条目被修改；已有条目除 \`pr-link\` 更正外不可修改（第一处不同：第 ${g.line} 行的 ${code(g.field!)}）`,
    ],
  ],
  C6: [
    [
      /^(?<key>\S+): (?<where>\S+) would fail at launch: (?<why>.+)$/s,
      (g) => `${code(g.key!)}：${code(g.where!)} 在启动时会失败，启动器的信息为 ${code(g.why!)}`,
    ],
  ],
  R1: [
    [
      /^(?<key>\S+): (?<stage>.+?) declares ep (?<ep>\d+) on tp·pp·pcp = (?<g>\d+) GPUs \((?<shape>[^)]+)\); EP adds no GPUs, so (?<counted>.+)$/,
      (g) =>
        `${code(g.key!)}：${stage(g.stage!)}在 tp·pp·pcp = ${g.g} 个 GPU 上声明了 \`ep: ${g.ep}\`（${code(g.shape!)}）；EP 不增加 GPU，因此${translate(COUNTED, g.counted!) ?? list(namesOf(g.counted!))}`,
    ],
  ],
  R5: [
    [
      /^(?<key>\S+): a single-node item needs (?<g>\d+) GPUs but a node has (?<n>\d+)$/,
      (g) => `${code(g.key!)}：单节点项需要 ${g.g} 个 GPU，但一个节点只有 ${g.n} 个`,
    ],
    [
      /^(?<key>\S+): (?<w>\d+) worker\(s\) × tp·pp·pcp (?<per>\d+) = (?<g>\d+) GPUs, but num-nodes (?<n>\d+) × (?<gpn>\d+) GPUs per node = (?<t>\d+)$/,
      (g) =>
        `${code(g.key!)}：${g.w} 个工作进程 × tp·pp·pcp ${g.per} = ${g.g} 个 GPU，但 \`num-nodes: ${g.n}\` × 每节点 ${g.gpn} 个 GPU = ${g.t}`,
    ],
  ],
};

/** Where RT-1 names a row: `row <name> (<id>)` or `row <id>`. */
function who(s: string): string {
  const m = /^row (?<name>\S+) \((?<id>[^)]+)\)$/.exec(s) ?? /^row (?<id>\S+)$/.exec(s);
  return m?.groups
    ? `行 ${m.groups['name'] ? `${code(m.groups['name'])}（${code(m.groups['id']!)}）` : code(m.groups['id']!)}`
    : code(s);
}

/** `a (id1), b (id2)` or `id1, id2`: each row as code, its id after it. */
const rowList = (rows: string): string =>
  rows
    .split(/, (?![^(]*\))/)
    .map((r) => {
      const m = /^(?<name>\S+) \((?<id>[^)]+)\)$/.exec(r)?.groups;
      return m ? `${code(m['name']!)}（${code(m['id']!)}）` : code(r);
    })
    .join('、');

const translate = (rules: readonly Rule[], text: string): string | undefined => {
  for (const [re, to] of rules) {
    const m = re.exec(text);
    if (m) return to(m.groups ?? {});
  }
  return undefined;
};

/** The message in Chinese: read back when the table knows it, else the rule's meaning with its names. */
export function zhMessage(d: Diagnostic): string {
  const known = translate(MESSAGES[d.rule] ?? [], d.message);
  if (known !== undefined) return known;
  const title = zhRule(d.rule)?.title ?? '问题';
  const m = SUBJECT.exec(d.message);
  const names = namesOf(m?.groups ? m.groups['rest']! : d.message);
  const subject = m?.groups ? `${code(m.groups['subject']!)}：` : '';
  return `${subject}${title}${names.length ? `（${list(names)}）` : ''}`;
}

const orList = (s: string): string =>
  s
    .split(/, | or /)
    .map((x) => x.replace(/^'(.*)'$/, '$1'))
    .map(code)
    .join('、');

/** Fixes the checks write for many rules: a nearer name, a field to add or remove, a declaration. */
const FIXES: Rule[] = [
  [
    /^did you mean (?<names>.+?)\? Otherwise add the label to (?<file>\S+)$/,
    (g) => `是否应为 ${orList(g.names!)}？否则把该标签加入 ${code(g.file!)}`,
  ],
  [/^did you mean (?<names>.+)\?$/, (g) => `是否应为 ${orList(g.names!)}？`],
  [/^add the label to (?<file>\S+)$/, (g) => `把该标签加入 ${code(g.file!)}`],
  [
    /^remove '(?<k>[^']+)'(?: \(known fields: (?<known>.+)\))?$/,
    (g) => `删除 ${code(g.k!)}${g.known ? `（已知字段：${list(g.known.split(', '))}）` : ''}`,
  ],
  [/^remove '(?<k>[^']+)': (?<why>.+)$/, (g) => `删除 ${code(g.k!)}（由计划器推导）`],
  [/^add '(?<k>[^']+)'$/, (g) => `添加 ${code(g.k!)}`],
  [
    /^register runners with the label '(?<label>.+)' and list them under labels: in (?<file>\S+), or change the config's runner to a label \S+ has(?: \((?<near>.+)\?\))?$/,
    (g) =>
      `注册带有标签 ${code(g.label!)} 的 runner 并在 ${code(g.file!)} 的 \`labels:\` 下列出，或把配置的 \`runner\` 改为 ${code(g.file!)} 中已有的标签${g.near ? `（是否应为 ${orList(g.near)}？）` : ''}`,
  ],
  [
    /^set (?<what>.+?), so (?<w>\d+) worker\(s\) × (?<g>\d+) GPUs is the (?<t>\d+) GPUs that (?<src>.+)$/,
    (g) =>
      `改为 ${code(g.what!)}，使 ${g.w} 个工作进程 × ${g.g} 个 GPU 恰为${source(g.src!)}的 ${g.t} 个 GPU`,
  ],
  [
    /^for (?<name>DEP\d+|TEP\d+) write (?<decl>.+?) \(tp is the worker's GPU width\)$/,
    (g) => `${g.name} 应写 ${code(g.decl!)}（\`tp\` 是工作进程的 GPU 宽度）`,
  ],
];

/** What says how many GPUs a job really has, in the words of a topology fix. */
function source(s: string): string {
  const nodes = /^num-nodes (?<n>\d+) reserves \((?<gpn>\d+) GPUs per node\)$/.exec(s)?.groups;
  if (nodes) return ` \`num-nodes: ${nodes['n']}\` 预留（每节点 ${nodes['gpn']} 个 GPU）`;
  const recipe = /^recipe (?<r>\S+) runs$/.exec(s)?.groups;
  if (recipe) return `配方 ${code(recipe['r']!)} 运行`;
  return ` ${list(namesOf(s))} `;
}

/** The fix in Chinese: read back when it is a known form, else the rule's fix with the names it gives. */
export function zhFix(d: Diagnostic): string {
  const fix = d.fix ?? '';
  const known = translate(FIXES, fix);
  if (known !== undefined) return known;
  const names = namesOf(fix);
  return `${zhRule(d.rule)?.fix ?? '按提示修改。'}${names.length ? `（${list(names)}）` : ''}`;
}
