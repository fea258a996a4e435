// The sticky status comment (CM-2): what will run, or why nothing runs, in English then Chinese (CM-3).
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics.js';
import type { Decision } from '../decide/decide.js';
import { bilingual, fill, reasonText, t, type Lang } from './messages.js';
import type { PlanReport } from './plan-summary.js';
import { renderState, stateTag, type SweepState } from './state.js';
import { versionLine, versionTag, type StickySpec } from './sticky.js';

export const statusMarker = '<!-- sweep-orchestrator-status -->';

/** CM-2: newest run wins, and within a run the newest attempt (a re-run writes over its first attempt). */
export const statusVersion = (runId: number, attempt: number): number => runId * 1000 + attempt;

/** The status comment as a sticky: the bot's comment carrying the marker, versioned by its version line. */
export const statusSticky = (body: string, version: number, bot: string): StickySpec => ({
  matches: (c) => c.body.includes(statusMarker),
  versionOf: versionLine,
  version,
  body,
  bot,
});

export interface StatusModel {
  pr: number;
  headSha: string;
  decision: Decision;
  report?: PlanReport;
  mergeable?: boolean | null;
  dispatched?: { runId?: number; htmlUrl?: string };
  /** The sweep is planned and its dispatch follows once the plan artifact is uploaded. */
  dispatchPending?: boolean;
  /** The dispatch was attempted and GitHub refused it (after retries): the error, so nobody waits. */
  dispatchFailed?: string;
  cancelled?: number[];
  /** The sweep's state (report/state.ts); when set, it is the one line about the run. */
  sweep?: SweepState;
  /** Base for file links: `https://github.com/<owner>/<repo>/blob/<sha>`. */
  blobUrl?: string;
  /** Values for reason placeholders the decision cannot know (e.g. the approving user). */
  params?: Record<string, string>;
}

const MAX_ERRORS = 20;

export function renderStatus(m: StatusModel, version: number): string {
  const tag = m.sweep ? `${stateTag(m.sweep)}\n` : '';
  return `${statusMarker}\n${versionTag(version)}\n${tag}${bilingual(section(m, 'en'), section(m, 'zh'))}`;
}

function section(m: StatusModel, lang: Lang): string {
  const d = m.decision;
  const out: string[] = [`### ${t('title', lang)} · #${m.pr} · \`${m.headSha.slice(0, 12)}\``, ''];
  out.push(`**${t('decision', lang)}:** ${t(`verdict.${d.verdict}`, lang)}`);
  if (d.mode) {
    const bits = [
      `\`${d.mode.primary}\``,
      d.mode.canary ? t('canary', lang) : t('noCanary', lang),
      ...(d.mode.failFast ? [t('failFast', lang)] : []),
      `${t('evals', lang)}: ${d.mode.evals}`,
      ...(d.mode.agentxFast ? ['`agentx-fast`'] : []),
      ...d.mode.scheduling.map((s) => `\`${s}\``),
    ];
    out.push(`**${t('mode', lang)}:** ${bits.join(' · ')}`);
  }
  if (d.approval !== 'not-needed')
    out.push(
      `**${t('approval', lang)}:** ${t(d.approval === 'approved' ? 'approved' : 'awaiting', lang)} \`${(d.sha ?? m.headSha).slice(0, 12)}\``,
    );
  if (m.sweep) out.push(renderState(m.sweep, lang));
  else if (m.dispatched?.runId)
    out.push(`**${t('dispatched', lang)}:** [${m.dispatched.runId}](${m.dispatched.htmlUrl ?? ''})`);
  else if (m.dispatchFailed)
    out.push(`**${t('dispatched', lang)}:** ${t('dispatchFailed', lang, { error: m.dispatchFailed })}`);
  else if (m.dispatchPending) out.push(`**${t('dispatched', lang)}:** ${t('dispatchPending', lang)}`);
  if (m.cancelled?.length) out.push(`**${t('cancelled', lang)}:** ${m.cancelled.join(', ')}`);
  if (m.mergeable === false) out.push('', `> ${t('notMergeable', lang)}`);
  if (d.reasons.length) {
    out.push('', `**${t('why', lang)}:**`);
    for (const r of d.reasons)
      out.push(`- ${fill(reasonText[r.code][lang], { ...r.params, ...m.params })} (${r.rule})`);
  }
  const plan = m.report?.plan;
  if (plan && (d.verdict === 'sweep' || d.verdict === 'validate')) out.push('', ...planTables(plan, lang));
  const gateErrors = m.report?.gate.diagnostics ?? [];
  if (gateErrors.length)
    out.push('', `**${t('validation', lang)}:**`, ...diagnosticList(gateErrors, lang, m.blobUrl));
  const lint = m.report?.lint ?? [];
  if (lint.length) out.push('', `**${t('lint', lang)}:**`, ...diagnosticList(lint, lang, m.blobUrl));
  return out.join('\n');
}

export function planTables(plan: NonNullable<PlanReport['plan']>, lang: Lang): string[] {
  const out = [`**${t('plan', lang)}** (${t('planKey', lang)} \`${plan.key.slice(0, 12)}\`)`, ''];
  out.push(`| ${t('bucket', lang)} | ${t('rows', lang)} | ${t('shards', lang)} |`, '|---|---:|---:|');
  for (const b of plan.buckets) out.push(`| \`${b.name}\` | ${b.rows} | ${b.shards} |`);
  const rows = plan.buckets.reduce((s, b) => s + b.rows, 0);
  const shards = plan.buckets.reduce((s, b) => s + b.shards, 0);
  out.push(`| **${t('total', lang)}** | **${rows}** | **${shards}** |`);
  if (plan.canary)
    out.push(
      '',
      `**${t('canaryRow', lang)}:** \`${plan.canary.name}\` (\`${plan.canary.bucket}\`, \`${plan.canary.runner}\`${plan.canary.conc !== undefined ? `, conc ${plan.canary.conc}` : ''})`,
    );
  if (plan.clusters.length) {
    out.push('', `| ${t('cluster', lang)} | ${t('gpus', lang)} | ${t('nodes', lang)} |`, '|---|---:|---:|');
    for (const c of plan.clusters) out.push(`| \`${c.cluster}\` | ${c.gpus} | ${c.nodes} |`);
  }
  return out;
}

function diagnosticList(ds: readonly Diagnostic[], lang: Lang, blobUrl?: string): string[] {
  const sorted = sortDiagnostics(ds);
  const lines = sorted.slice(0, MAX_ERRORS).map((d) => {
    const where = d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : '';
    const link =
      where && blobUrl
        ? `[\`${where}\`](${blobUrl}/${d.file}${d.line ? `#L${d.line}` : ''}) `
        : where
          ? `\`${where}\` `
          : '';
    const text = formatDiagnostic({ ...d, file: undefined }).replace(/\n\s*/g, ' ');
    return `- ${link}${text}`;
  });
  if (sorted.length > MAX_ERRORS)
    lines.push(`- ${t('more', lang, { n: String(sorted.length - MAX_ERRORS) })}`);
  return lines;
}
