// The cost before dispatch as plain text for a terminal (`sweep plan`): the status comment's cost table
// (per cluster: jobs, GPU-hours, node-hours, GPUs if all ran at once), its expected hours and budget
// line, in aligned columns. Pure; the English texts are the status comment's.
import { num } from './status.js';
import { t } from './messages.js';
import type { CostSummary } from './plan-summary.js';

export function costLines(cost: CostSummary): string[] {
  const head = ['cluster', 'jobs', t('gpuHours', 'en'), t('nodeHours', 'en'), t('peakGpus', 'en')];
  const body = cost.clusters.map((c) => [
    c.cluster,
    String(c.jobs),
    num(c.gpuHours),
    num(c.nodeHours),
    num(c.peakGpus),
  ]);
  if (cost.clusters.length > 1)
    body.push([
      t('total', 'en').toLowerCase(),
      String(cost.total.jobs),
      num(cost.total.gpuHours),
      num(cost.total.nodeHours),
      num(cost.total.peakGpus),
    ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = [`${t('cost', 'en')} (${t('costNote', 'en')}):`, line(head), ...body.map(line)];
  const known = cost.clusters.filter((c) => c.expected);
  if (known.length)
    out.push(
      t('expected', 'en', {
        gpuHours: num(known.reduce((a, c) => a + c.expected!.gpuHours, 0)),
        jobs: String(known.reduce((a, c) => a + c.expected!.jobs, 0)),
      }),
    );
  if (cost.budgetGpuHours !== undefined) {
    const budget = num(cost.budgetGpuHours);
    out.push(
      cost.total.gpuHours > cost.budgetGpuHours
        ? t('budgetAbove', 'en', { budget, over: num(cost.total.gpuHours - cost.budgetGpuHours) })
        : t('budgetWithin', 'en', { budget }),
    );
  }
  return out;
}
