// Jobs waiting for a runner, in the status comment: which rows have been queued longer than the alert
// minutes with no online runner carrying their labels, and what to do. When the runner list could not be
// read, it says so and names the waiting rows and their labels anyway. Pure.
import { bilingual, type Lang } from './messages.js';
import { withVersion } from './sticky.js';

export const queueStart = '<!-- sweep-queue -->';
export const queueEnd = '<!-- /sweep-queue -->';

export interface WaitingRow {
  /** The row as a reader knows it (experiment name, runner, concurrency), or the job's name. */
  name: string;
  rowId?: string;
  labels: string[];
  /** Labels no online runner carries (empty when unknown, or when only their combination is missing). */
  missing: string[];
  /** When it was queued (ISO). */
  since: string;
}

export interface QueueAlert {
  alertMinutes: number;
  rows: WaitingRow[];
  /** How the runner list was read: listed, or the call that failed (status and message). */
  runners: { listed: true } | { listed: false; status: number; message: string };
  runUrl?: string;
}

const MAX_ROWS = 20;

/** `2026-08-22T12:12:05Z` → `2026-08-22 12:12 UTC`: stable from one look to the next (no running minutes). */
const when = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

const code = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(', ');

const words = {
  title: { en: 'Waiting for a runner', zh: '等待 runner' },
  intro: {
    en: (n: number, m: number) =>
      `${n} job(s) of {run} have been queued longer than ${m} minutes and no online self-hosted runner carries their labels:`,
    zh: (n: number, m: number) =>
      `{run}中有 ${n} 个任务排队超过 ${m} 分钟，且没有在线的自托管 runner 带有它们的标签：`,
  },
  unreadable: {
    en: (n: number, m: number, why: string) =>
      `${n} job(s) of {run} have been queued longer than ${m} minutes. The repository's runner list is not readable with this token (${why}), so whether a runner carries their labels is unknown:`,
    zh: (n: number, m: number, why: string) =>
      // GitHub's answer is quoted as it came, as code: it is GitHub's English, not a sentence of ours.
      `{run}中有 ${n} 个任务排队超过 ${m} 分钟。此令牌无法读取仓库的 runner 列表（GitHub 返回 \`${why}\`），因此无法确认是否有 runner 带有这些标签：`,
  },
  row: {
    en: (r: WaitingRow) =>
      `${r.name}${r.rowId && !r.name.includes(r.rowId) ? ` (\`${r.rowId}\`)` : ''}: queued since ${when(r.since)} for ${code(r.labels)}${
        r.missing.length ? `; no online runner carries ${code(r.missing)}` : ''
      }`,
    zh: (r: WaitingRow) =>
      `${r.name}${r.rowId && !r.name.includes(r.rowId) ? ` (\`${r.rowId}\`)` : ''}：自 ${when(r.since)} 起为 ${code(r.labels)} 排队${
        r.missing.length ? `；没有在线 runner 带有 ${code(r.missing)}` : ''
      }`,
  },
  combination: {
    en: 'Each of these labels is carried by some online runner, but no single one carries them all.',
    zh: '这些标签各自有在线 runner 带有，但没有一个 runner 同时带有全部标签。',
  },
  fix: {
    en: 'What to do: register (or bring online) a self-hosted runner with exactly these labels, or fix the runner label in runners.yaml and the config that uses it. GitHub fails a job no runner takes within 24 hours.',
    zh: '处理方法：注册（或恢复在线）带有这些标签的自托管 runner，或修正 runners.yaml 及使用该标签的配置中的 runner 标签。24 小时内无人接手的任务会被 GitHub 判为失败。',
  },
  unreadableFix: {
    en: 'To let the sweep check the runners, give the action a token that may read self-hosted runners; until then, check the runners of these labels in the repository settings.',
    zh: '如需让测试检查 runner，请为 action 提供可读取自托管 runner 的令牌；在此之前，请在仓库设置中检查这些标签的 runner。',
  },
  more: { en: (n: number) => `… and ${n} more`, zh: (n: number) => `…… 另有 ${n} 个` },
};

function section(a: QueueAlert, lang: Lang): string {
  const n = a.rows.length;
  const head = a.runners.listed
    ? words.intro[lang](n, a.alertMinutes)
    : words.unreadable[lang](n, a.alertMinutes, a.runners.message);
  const name = lang === 'en' ? 'the sweep run' : '测试运行';
  const out = [
    `**${words.title[lang]}:** ${head.replace('{run}', a.runUrl ? `[${name}](${a.runUrl})` : name)}`,
    '',
  ];
  for (const r of a.rows.slice(0, MAX_ROWS)) out.push(`- ${words.row[lang](r)}`);
  if (n > MAX_ROWS) out.push(`- ${words.more[lang](n - MAX_ROWS)}`);
  if (a.runners.listed && a.rows.some((r) => r.missing.length === 0)) out.push('', words.combination[lang]);
  out.push('', words.fix[lang]);
  if (!a.runners.listed) out.push('', words.unreadableFix[lang]);
  return out.join('\n');
}

/** The block for the status comment; empty when no job waits too long. */
export function renderQueueAlert(a: QueueAlert): string {
  if (!a.rows.length) return '';
  return `${queueStart}\n${bilingual(section(a, 'en'), section(a, 'zh'))}${queueEnd}\n`;
}

/** The status body with its queue block replaced by `block` (removed when empty), at `version`. */
export function withQueueAlert(body: string, block: string, version: number): string {
  const start = body.indexOf(queueStart);
  const end = body.indexOf(queueEnd);
  const base =
    start >= 0 && end > start
      ? body.slice(0, start) + body.slice(end + queueEnd.length).replace(/^\n/, '')
      : body;
  const versioned = withVersion(base, version);
  return block ? `${versioned.replace(/\n*$/, '\n\n')}${block}` : versioned;
}

/** The queue block as it stands in a status body ('' when none), to tell whether it changed. */
export function queueBlockOf(body: string): string {
  const start = body.indexOf(queueStart);
  const end = body.indexOf(queueEnd);
  return start >= 0 && end > start ? body.slice(start, end + queueEnd.length) + '\n' : '';
}
