// The job summary: the status comment's English text, a mermaid diagram of canary → shards, and every
// finding in the CLI's one-line format (with its code, which docs/rules.md explains).
import type { StatusModel } from './status.js';
import { headline, modeWords, nextSteps, planSections } from './status.js';
import { fill, reasonText, t } from './messages.js';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics.js';

export function renderSummary(m: StatusModel): string {
  const d = m.decision;
  const sha = m.headSha ? ` · \`${m.headSha.slice(0, 12)}\`` : '';
  const out = [
    `## ${t('title', 'en')} · ${t('prTitle', 'en')} #${m.pr}${sha}`,
    '',
    `**${t('decision', 'en')}:** ${headline(m, 'en')}`,
  ];
  if (d.mode) out.push(`**${t('mode', 'en')}:** ${modeWords(d.mode, 'en')}`);
  if (m.dispatched?.runId)
    out.push(`**${t('dispatched', 'en')}:** [${m.dispatched.runId}](${m.dispatched.htmlUrl ?? ''})`);
  for (const r of d.reasons) out.push(`- ${fill(reasonText[r.code].en, { ...r.params, ...m.params })}`);
  const plan = m.report?.plan;
  if (plan) out.push(...planSections(m, plan, 'en'), '', mermaid(plan));
  const next = nextSteps(m, 'en');
  if (next.length) out.push('', `**${t('next', 'en')}:**`, ...next);
  const findings = [...(m.report?.gate.diagnostics ?? []), ...(m.report?.lint ?? [])];
  if (findings.length)
    out.push(
      '',
      `### ${t('lint', 'en')}`,
      '',
      '```',
      ...sortDiagnostics(findings).map(formatDiagnostic),
      '```',
    );
  return out.join('\n') + '\n';
}

/** canary → one node per bucket with its shards; without a canary the buckets start directly. */
export function mermaid(plan: NonNullable<NonNullable<StatusModel['report']>['plan']>): string {
  const id = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');
  const lines = ['```mermaid', 'flowchart LR'];
  const start = plan.canary ? 'canary' : 'plan';
  lines.push(plan.canary ? `  canary["canary: ${plan.canary.name}"]` : '  plan(["plan"])');
  for (const b of plan.buckets.filter((x) => x.rows > 0))
    lines.push(
      `  ${start} --> ${id(b.name)}["${b.name}: ${b.rows} rows in ${b.shards} shard${b.shards === 1 ? '' : 's'}"]`,
    );
  lines.push('```');
  return lines.join('\n');
}
