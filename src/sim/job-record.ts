// What GitHub holds about a simulated benchmark job once it ends: its steps (in the order of the benchmark
// template), its log and its annotations, as the jobs listing, the log download and the check-run
// annotations serve them. A benchmark failure ends with the launcher's own lines; a lost runner leaves no
// log, only GitHub's annotation; a job that fail-fast stopped ends at the stop step with the launcher skipped.
import { BEFORE_LAUNCH_STEP } from '../dispatch/stop.js';
import type { FakeJob, FakeStep } from './fake-types.js';

/** How a benchmark job ended in the simulation. */
export type JobEnd =
  | { kind: 'success' }
  | { kind: 'stopped'; why: string }
  | { kind: 'failure'; log: string[]; step?: string }
  | { kind: 'runner-lost' }
  | { kind: 'cancelled' };

/** The steps of the benchmark templates before and after the launcher, as GitHub names them. */
const BEFORE = [
  'Set up job',
  'orchestrator tooling',
  'Run actions/download-artifact@d3f86a106a0bac45b974a628896c90dbdf5c8093',
  'benchmark revision (exactly the approved SHA)',
  'row from the plan (ROW_JSON and the launcher environment)',
  BEFORE_LAUNCH_STEP,
];
const LAUNCH = 'benchmark';
const AFTER = ['Run actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02', 'Complete job'];

const stamp = (iso: string) => (line: string) => `${iso.replace('Z', '0000Z')} ${line}`;

export function jobRecord(job: FakeJob, end: JobEnd): Pick<FakeJob, 'steps' | 'log' | 'annotations'> {
  const names = [...BEFORE, LAUNCH, ...AFTER];
  const failedAt = end.kind === 'failure' && end.step ? names.indexOf(end.step) : names.indexOf(LAUNCH);
  const steps: FakeStep[] = names.map((name, i) => {
    const n = { name, number: i + 1, status: 'completed' as const };
    if (end.kind === 'stopped' && name === LAUNCH) return { ...n, conclusion: 'skipped' };
    if (end.kind === 'failure') {
      if (i < failedAt) return { ...n, conclusion: 'success' };
      if (i === failedAt) return { ...n, conclusion: 'failure' };
      return { ...n, conclusion: name === AFTER[1] || name === AFTER[0] ? 'success' : 'skipped' };
    }
    // A lost runner: the launcher's step never ended; GitHub keeps it, and what follows, unfinished.
    if (end.kind === 'runner-lost' && i >= names.indexOf(LAUNCH))
      return { ...n, status: 'in_progress', conclusion: null };
    if (end.kind === 'cancelled' && i >= names.indexOf(LAUNCH)) return { ...n, conclusion: 'cancelled' };
    return { ...n, conclusion: 'success' };
  });
  const at = stamp(job.completedAt ?? job.startedAt);
  const head = ['##[group]Run bash -c "$SWEEP_LAUNCHER"', 'bash -c "$SWEEP_LAUNCHER"', '##[endgroup]'];
  switch (end.kind) {
    case 'success':
      return { steps, log: [...head, 'benchmark finished; results written'].map(at).join('\n') };
    case 'stopped':
      return { steps, log: [`::notice::not run: ${end.why}`].map(at).join('\n') };
    case 'failure':
      return {
        steps,
        log: [...head, ...end.log, '##[error]Process completed with exit code 1.'].map(at).join('\n'),
      };
    case 'cancelled':
      return { steps, log: [...head, '##[error]The operation was canceled.'].map(at).join('\n') };
    case 'runner-lost':
      return {
        steps,
        annotations: [
          `The self-hosted runner: ${job.runnerName ?? '?'} lost communication with the server. Verify the machine is running and has a healthy network connection. Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.`,
        ],
      };
  }
}
