// The accuracy of an eval set, as the reference's eval collection reads lm-eval output: per task, the
// `exact_match` value of a strict/resolved filter (em_strict) or of a flexible/extract filter
// (em_flexible), and the headline `score` (em_strict, else `acc` for a task without filters). Pure.
import type { LmEvalResult } from './schemas.js';

export interface EvalTask {
  task: string;
  emStrict?: number;
  emStrictSe?: number;
  emFlexible?: number;
  emFlexibleSe?: number;
  /** The reference's headline: em_strict, else acc (a task without filters), else none. */
  score?: number;
  scoreName?: 'em_strict' | 'accuracy';
  /** Effective samples (`n-samples.<task>.effective`). */
  n?: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function evalTasks(r: LmEvalResult): EvalTask[] {
  const out: EvalTask[] = [];
  for (const [task, metrics] of Object.entries(r.results)) {
    const t: EvalTask = { task };
    let acc: number | undefined;
    let filtered = false;
    for (const [key, value] of Object.entries(metrics)) {
      const [metric = '', filter = ''] = key.split(',');
      if (filter && filter !== 'none') filtered = true;
      if (metric === 'acc' && (filter === '' || filter === 'none')) acc = num(value);
      const base = metric.replace(/_stderr$/, '');
      if (base !== 'exact_match') continue;
      const se = metric.endsWith('_stderr');
      if (/strict|resolved/.test(filter)) t[se ? 'emStrictSe' : 'emStrict'] = num(value);
      else if (/flex|extract/.test(filter)) t[se ? 'emFlexibleSe' : 'emFlexible'] = num(value);
    }
    if (t.emStrict !== undefined) {
      t.score = t.emStrict;
      t.scoreName = 'em_strict';
    } else if (!filtered && acc !== undefined) {
      t.score = acc;
      t.scoreName = 'accuracy';
    }
    const n = r['n-samples']?.[task]?.effective;
    if (n !== undefined) t.n = n;
    for (const k of Object.keys(t) as (keyof EvalTask)[]) if (t[k] === undefined) delete t[k];
    out.push(t);
  }
  return out;
}

/** The value a reviewer reads for a task: the headline score, else the flexible match (gpqa's only one). */
export const taskAccuracy = (t: EvalTask): number | undefined => t.score ?? t.emFlexible;
