// The sticky status comment: what will run and what it costs, or why nothing runs, and what each reader
// can do next, in English then Chinese. Technical identities (plan key, buckets, row ids) are folded away.
//
// Its layout, top to bottom (each part has one writer, so later steps edit the comment without
// re-rendering it):
//   <!-- sweep-orchestrator-status -->   the marker (statusMarker)
//   <!-- version: N -->                  newest run and attempt win (sticky.ts)
//   <!-- sweep-state: KIND run=ID -->    the machine-readable state (state.ts)
//   the English section, then the Chinese one folded in <details> (bilingual), each:
//     title · Decision (headline: follows the state) · Mode · Fork approval · Sweep (the state line) ·
//     Why · config keys, what runs, canary, cost, curves (planSections) · findings, one list per kind
//     (findings.ts) · What next (follows the state) · Technical details (folded)
//   blocks later steps append, each between its own markers and replaced only by its own function:
//     <!-- sweep-outcome --> (outcome.ts, withOutcome), <!-- sweep-queue --> (queue.ts, withQueueAlert);
//     a new block takes a `<!-- sweep-NAME -->` … `<!-- /sweep-NAME -->` pair and a with* function likewise.
// When the run moves on, `withState` (state.ts) rewrites the three state-bound lines in both languages —
// the state line, the Decision line and What next — so no line outlives the stage it was true for.
import type { Decision } from '../decide/decide.js';
import { bilingual, fill, reasonText, t, uiText, type Lang, type UiKey } from './messages.js';
import type { CostSummary, CurvesSummary, PlanReport, PlanSummary } from './plan-summary.js';
import { nextLine, renderState, stateHeadline, stateNext, stateTag, type SweepState } from './state.js';
import { code, findingSections } from './findings.js';
import { versionLine, versionTag, type StickySpec } from './sticky.js';

export const statusMarker = '<!-- sweep-orchestrator-status -->';

/** Newest run wins, and within a run the newest attempt (a re-run writes over its first attempt). */
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
  /** The plan is above the GPU-hour budget: held until a maintainer's `/sweep --confirm`. */
  needsConfirmation?: boolean;
  /** Who confirmed a plan above the budget. */
  confirmedBy?: string;
  /** Base for file links: `https://github.com/<owner>/<repo>/blob/<sha>`. */
  blobUrl?: string;
  /** Values for reason placeholders the decision cannot know (e.g. the approving user). */
  params?: Record<string, string>;
  /** The pinned reuse source: accepted, or why it no longer applies (both languages, already worded). */
  reuse?: Record<Lang, string>;
  /** The Results block of the sweep run this status is about (report/results-block.ts), as rendered. */
  results?: string;
}

const MAX_CURVES = 30;

export function renderStatus(m: StatusModel, version: number): string {
  const tag = m.sweep ? `${stateTag(m.sweep)}\n` : '';
  const body = `${statusMarker}\n${versionTag(version)}\n${tag}${bilingual(section(m, 'en'), section(m, 'zh'))}`;
  return m.results ? `${body}\n${m.results}` : body;
}

const ui = (key: string, lang: Lang, params?: Record<string, string>): string =>
  key in uiText ? t(key as UiKey, lang, params) : key;

/**
 * 1234.5 → `1,234.5`; whole numbers without decimals; one decimal at most, rounded half away from zero —
 * what `toLocaleString('en-US')` writes, without the locale data it loads (a tenth of a second in the CLI).
 */
export function num(n: number): string {
  const tenths = Math.round(Math.abs(n) * 10);
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = tenths % 10;
  return `${n < 0 && tenths > 0 ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** A sweep the labels asked for that the changelog gate or the checks before dispatch held back. */
const heldBack = (d: Decision): boolean =>
  d.reasons.some((r) => r.code === 'changelog-failed' || r.code === 'plan-check-failed');

export function headline(m: StatusModel, lang: Lang): string {
  const d = m.decision;
  if (d.verdict === 'cancel')
    return m.cancelled?.length
      ? t('verdict.cancelled', lang, { n: String(m.cancelled.length) })
      : t('verdict.nothingToCancel', lang);
  if (d.verdict === 'sweep')
    return m.needsConfirmation ? t('verdict.confirm', lang) : stateHeadline(m.sweep, lang);
  // A sweep the labels asked for and the checks held back: refused, not merely "validate only".
  if (heldBack(d)) return t('verdict.heldBack', lang);
  return t(`verdict.${d.verdict}`, lang);
}

export function modeWords(mode: NonNullable<Decision['mode']>, lang: Lang): string {
  const bits = [
    mode.canary ? t('modeCanary', lang) : t('modeNoCanary', lang),
    ...(mode.failFast ? [t('modeFailFast', lang)] : []),
    t(`evals.${mode.evals}`, lang),
    ...(mode.agentxFast ? [t('modeAgentxFast', lang)] : []),
    ...(mode.scheduling.length
      ? [t('modeScheduling', lang, { labels: mode.scheduling.map((s) => `\`${s}\``).join(', ') })]
      : []),
  ];
  return lang === 'zh'
    ? `\`${mode.primary}\`：${bits.join('；')}`
    : `\`${mode.primary}\`: ${bits.join('; ')}`;
}

function section(m: StatusModel, lang: Lang): string {
  const d = m.decision;
  const sha = m.headSha ? ` · \`${m.headSha.slice(0, 12)}\`` : '';
  const out: string[] = [`### ${t('title', lang)} · ${t('prTitle', lang)} #${m.pr}${sha}`, ''];
  out.push(`**${t('decision', lang)}:** ${headline(m, lang)}`);
  if (d.mode) out.push(`**${t('mode', lang)}:** ${modeWords(d.mode, lang)}`);
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
  if (m.reuse) out.push('', m.reuse[lang]);
  if (m.mergeable === false) out.push('', `> ${t('notMergeable', lang)}`);
  if (d.reasons.length) {
    out.push('', `**${t('why', lang)}:**`);
    for (const r of d.reasons) out.push(`- ${fill(reasonText[r.code][lang], { ...r.params, ...m.params })}`);
  }
  const plan = m.report?.plan;
  if (plan && (d.verdict === 'sweep' || d.verdict === 'validate')) out.push(...planSections(m, plan, lang));
  // Every finding under its kind, in this language (report/findings.ts).
  const findings = [...(m.report?.gate.diagnostics ?? []), ...(m.report?.lint ?? [])];
  out.push(...findingSections(findings, lang, m.blobUrl));
  const next = nextSteps(m, lang);
  if (next.length) out.push('', `**${t('next', lang)}:**`, ...next);
  if (plan) out.push('', ...technical(plan, lang));
  return out.join('\n');
}

/** Config keys, what will run, the canary, the cost and the curve diff (English or Chinese). */
export function planSections(m: StatusModel, plan: PlanSummary, lang: Lang): string[] {
  const out: string[] = [];
  const keys = [...new Set((plan.entries ?? []).flatMap((e) => e.keys))];
  if (keys.length) {
    out.push('', `**${t('configKeys', lang)}:** ${keys.map((k) => `\`${k}\``).join(', ')}`);
    for (const e of plan.entries ?? []) if (e.description) out.push(`> ${e.description}`);
  }
  const cost = plan.cost;
  const title =
    m.decision.verdict === 'sweep'
      ? t('willRun', lang)
      : heldBack(m.decision)
        ? t('wouldRunFixed', lang)
        : t('wouldRun', lang);
  if (cost) {
    out.push(
      '',
      `**${title}:** ${t('jobsOn', lang, { jobs: String(cost.total.jobs), clusters: String(cost.clusters.length) })}`,
      '',
      `| ${t('cluster', lang)} | ${t('kind', lang)} | ${t('jobs', lang)} |`,
      '|---|---|---:|',
    );
    for (const c of cost.clusters)
      for (const k of c.kinds) out.push(`| ${c.cluster} | ${ui(`kind.${k.kind}`, lang)} | ${k.jobs} |`);
  } else {
    const rows = plan.buckets.reduce((s, b) => s + b.rows, 0);
    const clusters = String(plan.clusters.length);
    out.push('', `**${title}:** ${t('jobsOn', lang, { jobs: String(rows), clusters })}`);
  }
  if (plan.canary) out.push('', `**${t('canaryRow', lang)}:** ${canaryText(plan.canary, lang)}`);
  if (cost) out.push('', ...costTable(cost, m, lang));
  if (plan.curves) out.push('', ...curveList(plan.curves, lang));
  return out;
}

function canaryText(c: NonNullable<PlanSummary['canary']>, lang: Lang): string {
  return t('canaryWords', lang, {
    model: c.model ? `\`${c.model}\`` : `\`${c.name}\``,
    cluster: c.cluster ?? c.runner.replace(/^cluster:/, ''),
    // A topology is written in the configs' own terms (`tp16 ep16 dp-attn`, `spec mtp`): as code, in
    // either language.
    topology: c.topology ? code(c.topology) : '—',
    conc: c.conc !== undefined ? String(c.conc) : '—',
  });
}

export function costTable(
  cost: CostSummary,
  m: Pick<StatusModel, 'needsConfirmation' | 'confirmedBy'>,
  lang: Lang,
): string[] {
  const out = [
    `**${t('cost', lang)}** (${t('costNote', lang)}):`,
    '',
    `| ${t('cluster', lang)} | ${t('jobs', lang)} | ${t('gpuHours', lang)} | ${t('nodeHours', lang)} | ${t('peakGpus', lang)} |`,
    '|---|---:|---:|---:|---:|',
  ];
  for (const c of cost.clusters)
    out.push(`| ${c.cluster} | ${c.jobs} | ${num(c.gpuHours)} | ${num(c.nodeHours)} | ${num(c.peakGpus)} |`);
  if (cost.clusters.length > 1)
    out.push(
      `| **${t('total', lang)}** | **${cost.total.jobs}** | **${num(cost.total.gpuHours)}** | **${num(cost.total.nodeHours)}** | **${num(cost.total.peakGpus)}** |`,
    );
  const known = cost.clusters.filter((c) => c.expected);
  if (known.length)
    out.push(
      '',
      t('expected', lang, {
        gpuHours: num(known.reduce((a, c) => a + c.expected!.gpuHours, 0)),
        jobs: String(known.reduce((a, c) => a + c.expected!.jobs, 0)),
      }),
    );
  if (cost.budgetGpuHours !== undefined) {
    const budget = num(cost.budgetGpuHours);
    const over = cost.total.gpuHours > cost.budgetGpuHours;
    out.push(
      '',
      !over
        ? t('budgetWithin', lang, { budget })
        : m.confirmedBy
          ? t('budgetConfirmed', lang, { budget, user: m.confirmedBy })
          : t('budgetAbove', lang, { budget, over: num(cost.total.gpuHours - cost.budgetGpuHours) }),
    );
  }
  return out;
}

export function curveList(c: CurvesSummary, lang: Lang): string[] {
  const order = ['new', 'changed', 'extended', 'unchanged', 'removed'];
  const counts = order
    .filter((s) => (c.counts[s] ?? 0) > 0)
    .map((s) => `${c.counts[s]} ${ui(`curve.${s}`, lang)}`)
    .join(', ');
  const out = [`**${t('curves', lang)}:** ${counts || t('noCurves', lang)}`, ''];
  let shown = 0;
  for (const k of c.keys) {
    const flag = k.appendOnly ? ` (${t('appendOnly', lang)})` : '';
    out.push(`- \`${k.key}\`: ${ui(`key.${k.status}`, lang)}${flag}`);
    for (const x of c.curves.filter((y) => y.key === k.key)) {
      if (shown++ >= MAX_CURVES) continue;
      out.push(
        `  - ${ui(`curve.${x.status}`, lang)} · ${x.scenario} · ${code(x.label)}${x.detail ? `: ${code(x.detail)}` : ''}`,
      );
    }
  }
  if (shown > MAX_CURVES) out.push(`- ${t('more', lang, { n: String(shown - MAX_CURVES) })}`);
  return out;
}

/** What each kind of reader can do next, from the decision's reasons and the sweep's state. */
export function nextSteps(m: StatusModel, lang: Lang): string[] {
  const d = m.decision;
  const codes = new Set(d.reasons.map((r) => r.code));
  const line = (who: 'author' | 'maintainer' | 'anyone', key: UiKey, params?: Record<string, string>) =>
    nextLine(who, key, lang, params);
  const out: string[] = [];
  if (codes.has('changelog-failed') || codes.has('plan-check-failed')) out.push(line('author', 'next.fix'));
  if (codes.has('changelog-no-entry')) out.push(line('author', 'next.entry'));
  if (codes.has('conflicting-primaries')) out.push(line('maintainer', 'next.oneLabel'));
  if (codes.has('fork-awaiting-approval'))
    out.push(line('author', 'next.waitApproval'), line('maintainer', 'next.approve'));
  // The repository's primary label names, as the decision that found none put them in its reason.
  const noPrimary = d.reasons.find((r) => r.code === 'no-primary' || r.code === 'modifier-without-primary');
  if (noPrimary) {
    const p = noPrimary.params ?? {};
    const primaries = [p['primary'], p['primary2'], p['primary3']].filter((x): x is string => !!x);
    out.push(
      line('author', 'next.askLabel', { label: primaries[0] ?? '' }),
      line('maintainer', 'next.addLabel', { labels: primaries.map((l) => `\`${l}\``).join(', ') }),
    );
  }
  // A sweep's next steps follow its stage (report/state.ts), so the comment never offers to stop a run
  // that has finished.
  if (d.verdict === 'sweep') {
    if (m.needsConfirmation) out.push(line('maintainer', 'next.confirm'));
    else if (m.dispatchFailed) out.push(line('maintainer', 'next.retry'));
    else out.push(...stateNext(m.sweep, lang));
  }
  return out;
}

/** Plan key, buckets with their shards, and row ids: folded, for whoever debugs a run. */
function technical(plan: PlanSummary, lang: Lang): string[] {
  const out = [
    `<details><summary>${t('technical', lang)}</summary>`,
    '',
    `${t('planKey', lang)}: \`${plan.key}\``,
    '',
    `| ${t('bucket', lang)} | ${t('rows', lang)} | ${t('shards', lang)} |`,
    '|---|---:|---:|',
  ];
  for (const b of plan.buckets) out.push(`| \`${b.name}\` | ${b.rows} | ${b.shards} |`);
  if (plan.canary)
    out.push(
      '',
      `${t('canaryRow', lang)}: \`${plan.canary.name}\` (\`${plan.canary.bucket}\`, \`${plan.canary.runner}\`)`,
    );
  const ids = plan.rowIds ?? [];
  if (ids.length) {
    out.push('', `${t('rowIds', lang)}: ${ids.map((i) => `\`${i}\``).join(' ')}`);
    const total = plan.buckets.reduce((s, b) => s + b.rows, 0);
    if (total > ids.length) out.push(t('moreRows', lang, { n: String(total - ids.length) }));
  }
  out.push('', '</details>');
  return out;
}

/** The plan's buckets and shards as one table with its key (the manual route's job summary). */
export function planTables(plan: PlanSummary, lang: Lang): string[] {
  const out = [`**${t('plan', lang)}** (${t('planKey', lang)} \`${plan.key.slice(0, 12)}\`)`, ''];
  out.push(`| ${t('bucket', lang)} | ${t('rows', lang)} | ${t('shards', lang)} |`, '|---|---:|---:|');
  for (const b of plan.buckets) out.push(`| \`${b.name}\` | ${b.rows} | ${b.shards} |`);
  const rows = plan.buckets.reduce((s, b) => s + b.rows, 0);
  const shards = plan.buckets.reduce((s, b) => s + b.shards, 0);
  out.push(`| **${t('total', lang)}** | **${rows}** | **${shards}** |`);
  if (plan.cost) out.push('', ...costTable(plan.cost, {}, lang));
  return out;
}
