// Puts a harness log (which jobs run, with what outcome) on the simulated clock: each job starts when its
// `needs` have finished and, for benchmark jobs, a runner carrying its labels is free. The harness decides
// the graph from our real workflow files; this module only adds time and runners.
import { isMapping } from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { evaluateToken, truthy } from './harness/expressions.js';
import type { LogEntry, SimulationLog } from './harness/simulate.js';
import { loadWorkflow } from './harness/workflows.js';
import { isBenchmark } from './harness/sweep.js';
import type { RunnerFleet } from './runners.js';

export interface Leg {
  entry: LogEntry;
  start: number;
  end: number;
  runner?: string;
  /** The job ran on a runner (or a hosted VM): a GitHub job was created for it. */
  dispatched: boolean;
  /** `if: always()` jobs still run after a run-wide cancel. */
  always: boolean;
  rowId?: string;
  /** No runner carries the job's labels: it waits queued (these labels) until GitHub gives up on it. */
  waitingFor?: string[];
  /** Waits for a job whose end is known only when it happens (the jobs after the watcher). */
  deferred?: boolean;
  /** Fail-fast stopped it before its launcher ran: why. */
  stopped?: string;
  /** The fault model took its runner away: after which share of its run, and for how long. */
  lost?: RunnerLoss;
  /** Bumped when the leg is re-timed; queued handlers of an older version do nothing. */
  version: number;
  done: boolean;
}

/** A runner that goes away mid-job: after `at` of the job's duration, back `away` ms after that. */
export interface RunnerLoss {
  at: number;
  away: number;
}

/** How long GitHub keeps a job queued for a self-hosted runner before it fails it. */
export const QUEUE_LIMIT_MS = 24 * 60 * 60_000;

export interface JobInfo {
  needs: string[];
  always: boolean;
  /** `strategy.fail-fast` as written (GitHub's default is true for a matrix). */
  failFast?: TemplateToken;
}

export async function jobInfos(files: Iterable<string>, root: string): Promise<Map<string, JobInfo>> {
  const out = new Map<string, JobInfo>();
  for (const file of new Set(files)) {
    const wf = await loadWorkflow(file, root);
    for (const j of wf.template.jobs) {
      const info: JobInfo = {
        needs: (j.needs ?? []).map((n) => n.value),
        always: /\balways\s*\(\s*\)/.test(j.if?.expression ?? ''),
      };
      if (j.strategy && isMapping(j.strategy))
        for (const pair of j.strategy)
          if (String((pair.key as { value?: unknown }).value) === 'fail-fast') info.failFast = pair.value;
      out.set(`${file}#${j.id.value}`, info);
    }
  }
  return out;
}

export interface ScheduleOptions {
  start: number;
  fleet: RunnerFleet;
  infos: Map<string, JobInfo>;
  duration: (e: LogEntry) => number;
  /** How long the job's runner stays unavailable after the job ends (a lost runner comes back later). */
  hold?: (e: LogEntry) => number;
  /** A fault model: whether the runner the job lands on goes away during it. */
  fault?: (e: LogEntry, runner: string) => RunnerLoss | undefined;
}

/** The path of the caller (`a/b[2]` for `a/b[2]/benchmark`), or '' at the top level. */
export const parentPath = (path: string): string =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';

/** Latest end among the legs of job `path` (its matrix legs and called jobs included). */
export function endOf(legs: ReadonlyMap<string, Leg>, path: string): number {
  let end = Number.NEGATIVE_INFINITY;
  for (const [p, l] of legs)
    if (p === path || p.startsWith(`${path}[`) || p.startsWith(`${path}/`)) end = Math.max(end, l.end);
  return end;
}

export function schedule(log: SimulationLog, o: ScheduleOptions): Map<string, Leg> {
  const legs = new Map<string, Leg>();
  for (const e of log.entries) {
    const parent = parentPath(e.path);
    const prefix = parent ? `${parent}/` : '';
    const info = o.infos.get(`${e.workflow}#${e.jobId}`) ?? { needs: [], always: false };
    let ready = parent ? (legs.get(parent)?.start ?? o.start) : o.start;
    for (const n of info.needs) ready = Math.max(ready, endOf(legs, `${prefix}${n}`));
    const leg: Leg = {
      entry: e,
      start: ready,
      end: ready,
      dispatched: false,
      always: info.always,
      version: 0,
      done: false,
    };
    if (isBenchmark(e)) leg.rowId = String(e.inputs['row-id'] ?? '');
    const tripped = /^fail-fast: (.+) failed$/.exec(e.reason)?.[1];
    if (tripped) leg.start = leg.end = Math.max(ready, endOf(legs, tripped));
    else if (
      !e.call &&
      (e.status === 'success' || e.status === 'failure') &&
      !e.reason.startsWith('kept from attempt') &&
      !/^(if|strategy):/.test(e.reason)
    ) {
      const runsOn = Array.isArray(e.runsOn)
        ? e.runsOn.map(String)
        : e.runsOn
          ? [String(e.runsOn)]
          : ['ubuntu-latest'];
      const runner = o.fleet.peek(runsOn, ready);
      const loss = runner !== undefined && e.status === 'success' ? o.fault?.(e, runner) : undefined;
      const full = o.duration(e);
      const d = loss ? Math.round(full * loss.at) : full;
      const booking = o.fleet.book(runsOn, ready, d + (loss ? loss.away : (o.hold?.(e) ?? 0)));
      if (booking) Object.assign(leg, { ...booking, end: booking.start + d, dispatched: true });
      if (booking && loss) {
        leg.lost = loss;
        leg.entry = { ...e, status: 'failure', reason: `the runner ${booking.runner} was lost` };
      } else if (!booking) {
        // GitHub keeps such a job queued, then fails it when no runner took it within 24 hours.
        leg.waitingFor = runsOn;
        leg.end = ready + QUEUE_LIMIT_MS;
        leg.entry = {
          ...e,
          status: 'failure',
          reason: `no runner took the job within 24 hours (no runner carries the labels ${JSON.stringify(runsOn)})`,
        };
      }
    }
    legs.set(e.path, leg);
  }
  failFastSiblings(legs, o.infos, o.fleet);
  return legs;
}

/** GitHub's matrix fail-fast cancels every sibling still running when one fails, not only later ones. */
function failFastSiblings(legs: Map<string, Leg>, infos: Map<string, JobInfo>, fleet: RunnerFleet): void {
  const failures = [...legs.values()].filter(
    (l) => l.entry.status === 'failure' && !l.entry.call && l.dispatched,
  );
  for (const f of failures) {
    const m = matrixLeg(f.entry.path);
    if (!m) continue;
    const owner = legs.get(m.leg);
    const info = owner && infos.get(`${owner.entry.workflow}#${owner.entry.jobId}`);
    const ff =
      info?.failFast === undefined
        ? true
        : truthy(
            evaluateToken(
              info.failFast,
              { inputs: owner!.entry.inputs, github: {}, vars: {} },
              { success: true, failure: false, cancelled: false },
            ),
          );
    if (!ff) continue;
    const at = f.end;
    for (const [p, l] of legs) {
      if (
        !p.startsWith(`${m.base}[`) ||
        p.startsWith(m.leg) ||
        l.entry.call ||
        l.entry.status !== 'success' ||
        l.end <= at
      )
        continue;
      if (l.runner) fleet.release(l.runner, at);
      l.dispatched = l.dispatched && l.start < at;
      l.start = Math.min(l.start, at);
      l.end = at;
      l.entry = { ...l.entry, status: 'cancelled', reason: `fail-fast: ${m.leg} failed` };
    }
  }
}

/** The innermost matrix leg on a job path: `a/multi-0[2]` (base `a/multi-0`) for `a/multi-0[2]/benchmark`. */
export function matrixLeg(path: string): { leg: string; base: string } | undefined {
  const i = path.lastIndexOf('[');
  if (i < 0) return undefined;
  const close = path.indexOf(']', i);
  return { leg: path.slice(0, close + 1), base: path.slice(0, i) };
}
