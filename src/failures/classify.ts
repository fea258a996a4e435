// Which class a failed benchmark job belongs to, from what GitHub holds about it: its conclusion, the step
// that failed, its runner, and the tail of its log with its annotations. The first table entry whose
// conditions all hold decides; no match is `unknown`. Pure.
import type { FailureClass } from './schema.js';
import type { CompiledEntry } from './table.js';

/** Lines of the log's end that are read: a job's own failure is printed at its end. */
export const LOG_TAIL_LINES = 400;

export interface FailedJobFacts {
  conclusion: string;
  /** The name of the first step that failed, when one did. */
  failedStep?: string | undefined;
  runner?: string | null | undefined;
  /** The job's log (the tail is read) and its annotations, as text. */
  log: string;
}

export interface Classification {
  class: FailureClass;
  /** The table entry that matched; absent for `unknown`. */
  id?: string;
  reason?: CompiledEntry['reason'];
  /** Re-run automatically (infrastructure entries that allow it). */
  retry: boolean;
  /** The log line that matched, without GitHub's timestamp. */
  evidence?: string;
}

const STAMP = /^\d{4}-\d\d-\d\dT[\d:.]+Z\s?/;

/** The last lines of a log, without GitHub's timestamps. */
export function logTail(log: string, lines = LOG_TAIL_LINES): string[] {
  const all = log.split(/\r?\n/);
  return all.slice(Math.max(0, all.length - lines)).map((l) => l.replace(STAMP, ''));
}

export function classify(facts: FailedJobFacts, table: readonly CompiledEntry[]): Classification {
  const lines = logTail(facts.log);
  for (const e of table) {
    if (e.conclusion && !e.conclusion.includes(facts.conclusion)) continue;
    if (e.step && !(facts.failedStep !== undefined && e.step.test(facts.failedStep))) continue;
    if (e.runner && !(facts.runner && e.runner.test(facts.runner))) continue;
    let evidence: string | undefined;
    if (e.log) {
      evidence = lines.find((l) => e.log!.some((p) => p.test(l)));
      if (evidence === undefined) continue;
    }
    return {
      class: e.class,
      id: e.id,
      reason: e.reason,
      retry: e.retry,
      ...(evidence !== undefined ? { evidence: evidence.trim().slice(0, 300) } : {}),
    };
  }
  return { class: 'unknown', retry: false };
}
