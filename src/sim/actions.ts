// The Actions simulator: turns the fake GitHub's events and dispatches into workflow runs of OUR workflow
// files (job graph by the workflow harness), runs the action's real code for its `uses: ./` steps, hands
// benchmark jobs to simulated runners on a simulated clock, and keeps the fake's runs, jobs and artifacts
// up to date, so the product reads them back through the REST API like on GitHub.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CanaryMode } from '../dispatch/canary.js';
import { PLAN_FILE } from '../dispatch/files.js';
import { expandOutputs, loadPlanOutputs } from '../dispatch/outputs.js';
import { planSchema, bucketsOf, rowIdOf, type Plan, type Row } from '../dispatch/plan.js';
import {
  simulateWorkflow,
  type JobRun,
  type LogEntry,
  type Outcome,
  type SimulationLog,
} from './harness/simulate.js';
import { accountRows, isBenchmark, RUN_SWEEP, SWEEP_CALLER, type RowFate } from './harness/sweep.js';
import { packageRoot } from './demo-repo.js';
import { runActionStep, type ActionStepHost, type ActionStepResult } from './action-step.js';
import { jobSteps, runSteps, stepKind } from './harness/steps.js';
import { SIM_EPOCH, type SimClock, type Timeline } from './clock.js';
import { collectBmk, collectResults } from '../dispatch/collect.js';
import { CALLER_FILES } from '../dispatch/callers.js';
import { FILES } from '../dispatch/workflows.js';
import { fill, reasonText } from '../report/messages.js';
import type { Reason } from '../decide/decide.js';
import type { FakeEvent, FakeGitHub, FakeJob, FakeRun } from './fake-github.js';
import type { RunnerFleet } from './runners.js';
import type { BenchJobResult } from './bench-job.js';
import { endOf, jobInfos, schedule, type JobInfo, type Leg } from './schedule.js';

export const CONTROL = CALLER_FILES.control;
/** The product's reusable sweep files (resolved in this checkout). */
const SWEEP_FILES = [
  RUN_SWEEP,
  `.github/workflows/${FILES.family}`,
  `.github/workflows/${FILES.single}`,
  `.github/workflows/${FILES.multi}`,
];

/** How simulated jobs behave: durations and benchmark outcomes, per row and attempt. */
export interface Behaviour {
  duration(job: JobRun, row: Row | undefined): number;
  outcome(job: JobRun, row: Row | undefined, attempt: number): Outcome;
}

/** Queue and step latencies (ms of simulated time). */
export const LATENCY = { queue: 10_000, control: 40_000, hosted: 20_000, cancelPoll: 10_000 };

export interface RowLedger extends RowFate {
  bucket: string;
  /** Times a runner picked the row up in this attempt. */
  dispatched: number;
  runner?: string;
}

export interface SweepAttempt {
  run: FakeRun;
  attempt: number;
  plan?: Plan;
  canary: CanaryMode;
  log: SimulationLog;
  legs: Map<string, Leg>;
  cancelledAt?: number;
  finished: boolean;
  conclusion?: string;
  ledger: RowLedger[];
  /** The links job's action step (report mode), when it ran. */
  links?: ActionStepResult;
  /** The queue-watch job's action step (watch mode), when it ended. */
  watch?: ActionStepResult;
}

export interface ControlRun {
  run: FakeRun;
  event: FakeEvent;
  /** The first action step (the decision). */
  step?: ActionStepResult;
  /** Every action step the control job ran, in order (decision, then dispatch). */
  steps: ActionStepResult[];
}

export interface ActionsSimOptions {
  root: string;
  gh: FakeGitHub;
  clock: SimClock;
  timeline: Timeline;
  fleet: RunnerFleet;
  behaviour: Behaviour;
  host: ActionStepHost;
  /** The control step's `with:` inputs (the repository's settings), e.g. `fail-fast-scope: run`. */
  controlInputs?: Record<string, string>;
  /** Benchmark jobs run their template's steps for real (else a result marker stands for each). */
  executeBenchmark?: (job: BenchmarkJobCall) => Promise<BenchJobResult>;
}

/** A benchmark job handed to the executor: the harness's call, the runner, the attempt, the plan. */
export interface BenchmarkJobCall {
  job: LogEntry;
  runner: string;
  runId: number;
  attempt: number;
  planText: string;
  /** The scenario fails this row: the job must end failed. */
  fail: boolean;
}

/** A benchmark job the simulator executed, for the report. */
export interface ExecutedJob extends BenchJobResult {
  rowId: string;
  runner: string;
  attempt: number;
  /** The outcome the simulated run gave the job (its steps' outcome must agree). */
  expected: string;
}

export class ActionsSim {
  readonly sweeps: SweepAttempt[] = [];
  readonly controls: ControlRun[] = [];
  readonly executed: ExecutedJob[] = [];
  private infos: Map<string, JobInfo> | undefined;

  constructor(private readonly o: ActionsSimOptions) {
    o.gh.state.onEvent = (e) => this.onEvent(e);
    o.gh.state.onRun = (r, change) => this.onRun(r, change);
  }

  private get state() {
    return this.o.gh.state;
  }

  /** A webhook event: the control workflow runs, unless the Actions bot's token caused it. */
  onEvent(e: FakeEvent): void {
    if (e.sender.type === 'Bot') return;
    const p = e.payload as { action?: string; label?: { name?: string }; comment?: { body?: string } };
    const what =
      e.name === 'issue_comment'
        ? `comment ${JSON.stringify(p.comment?.body ?? '')}`
        : e.name === 'push'
          ? `to ${String((e.payload as { ref?: string }).ref)}`
          : `${p.action}${p.label?.name ? ` ${p.label.name}` : ''}`;
    this.o.timeline.add('event', `${e.name} ${what} by @${e.sender.login}`);
    const run = this.newRun(CONTROL, e.name, {});
    this.o.clock.after(LATENCY.queue, () => this.control(run, e));
  }

  onRun(r: FakeRun, change: 'dispatched' | 'rerun' | 'cancelled'): void {
    r.createdAt = this.o.clock.iso();
    const file = `.github/workflows/${r.workflow}`;
    if (change === 'cancelled') return void this.cancelSweep(r);
    this.o.timeline.add(
      'run',
      `${change === 'rerun' ? 're-run failed jobs of' : 'dispatched'} ${r.workflow} run ${r.id}${change === 'rerun' ? ` (attempt ${r.attempt})` : ''}: ${r.displayTitle}`,
    );
    if (file === SWEEP_CALLER) this.o.clock.after(LATENCY.queue, () => this.startSweep(r));
  }

  private newRun(file: string, event: string, inputs: Record<string, string>): FakeRun {
    const run: FakeRun = {
      id: this.state.nextId++,
      workflow: file.replace('.github/workflows/', ''),
      name: file,
      displayTitle: file,
      status: 'queued',
      conclusion: null,
      headSha: this.state.pulls[0]?.head.sha ?? '',
      ref: this.state.defaultBranch,
      event,
      inputs,
      createdAt: this.o.clock.iso(),
      attempt: 1,
    };
    this.state.runs.push(run);
    return run;
  }

  private addJob(run: FakeRun, name: string, labels: string[], runner: string | null): FakeJob {
    const job: FakeJob = {
      id: this.state.nextId++,
      runId: run.id,
      attempt: run.attempt,
      name,
      status: 'in_progress',
      conclusion: null,
      labels,
      runnerName: runner,
      startedAt: this.o.clock.iso(),
      completedAt: null,
    };
    (this.state.jobs ??= []).push(job);
    return job;
  }

  private finishJob(job: FakeJob, conclusion: NonNullable<FakeJob['conclusion']>): void {
    job.status = 'completed';
    job.conclusion = conclusion;
    job.completedAt = this.o.clock.iso();
  }

  upload(runId: number, name: string, files: Record<string, string>): void {
    (this.state.artifacts ??= []).push({
      id: this.state.nextId++,
      runId,
      name,
      files,
      createdAt: this.o.clock.iso(),
    });
  }

  private async control(run: FakeRun, e: FakeEvent): Promise<void> {
    run.status = 'in_progress';
    const log = await simulateWorkflow(CONTROL, {
      event: { name: e.name, payload: e.payload },
      root: this.o.root,
    });
    const entry = log.entries.find((x) => x.jobId === 'control');
    const record: ControlRun = { run, event: e, steps: [] };
    this.controls.push(record);
    if (entry?.status !== 'success') {
      this.o.timeline.add(
        'control',
        `sweep-control run ${run.id}: control job ${entry?.status ?? 'missing'} (${entry?.reason ?? ''})`,
      );
      return this.complete(run, 'skipped');
    }
    const job = this.addJob(run, 'control', ['ubuntu-latest'], 'GitHub Actions');
    // The control job's steps as sweep-control.yml lists them: plan, upload the plan artifact, dispatch.
    const workspace = mkdtempSync(join(tmpdir(), 'sweep-control-'));
    const payload = e.payload as { inputs?: Record<string, unknown> };
    const { outcome } = await runSteps(
      jobSteps(this.o.root, CONTROL, 'control'),
      {
        github: {
          event_name: e.name,
          event: e.payload,
          token: '***',
          run_id: String(run.id),
          run_attempt: '1',
        },
        inputs: payload.inputs ?? {},
        vars: {},
        env: {},
        // No repository secrets in the demo: the dashboard token is empty, the workflow token is used.
        secrets: {},
      },
      async (spec, w) => {
        const kind = stepKind(spec);
        if (kind === 'checkout') return { outcome: 'success' };
        if (kind === 'upload') return this.uploadStep(run, w);
        if (kind !== 'action')
          throw new Error(`sweep-control.yml: the simulator cannot run step ${spec.name ?? spec.uses}`);
        const step = await runActionStep(this.o.host, {
          workspace,
          eventName: e.name,
          payload: e.payload,
          runId: run.id,
          runAttempt: 1,
          with: { ...this.o.controlInputs, ...w },
        });
        record.steps.push(step);
        record.step ??= step;
        this.controlLine(run, step);
        return { outcome: step.error || step.result?.failed ? 'failure' : 'success', outputs: step.outputs };
      },
    );
    const failed = outcome === 'failure';
    this.o.clock.after(LATENCY.control, () => {
      this.finishJob(job, failed ? 'failure' : 'success');
      this.complete(run, failed ? 'failure' : 'success');
    });
  }

  /** `actions/upload-artifact`: the file at `path` becomes an artifact of this run under `name`. */
  private uploadStep(run: FakeRun, w: Record<string, string>): { outcome: 'success' | 'failure' } {
    const path = w['path'] ?? '';
    if (!path || !existsSync(path)) {
      this.o.timeline.add('control', `upload-artifact ${w['name']}: no file at '${path}'`);
      return { outcome: w['if-no-files-found'] === 'error' ? 'failure' : 'success' };
    }
    this.upload(run.id, w['name'] ?? 'artifact', { [basename(path)]: readFileSync(path, 'utf8') });
    this.o.timeline.add('control', `sweep-control run ${run.id}: uploaded artifact ${w['name']}`);
    return { outcome: 'success' };
  }

  private controlLine(run: FakeRun, step: ActionStepResult): void {
    const d = step.result?.decision;
    // The catalogue's words, as the status comment says them (a first-time reader cannot decode `no-primary`);
    // the code when the reason's own params do not fill the text (a refusal takes the user from the authorisation).
    const words = (r: Reason) => {
      const text = fill(reasonText[r.code].en, r.params, true);
      return /\{\w+\}/.test(text) ? r.code : text;
    };
    const why = d?.reasons.map((r) => words(r)).join(' ');
    const outcome = step.error
      ? `crashed: ${step.error.split('\n')[0]}`
      : d
        ? `decision ${d.verdict}${why ? ` — ${why}` : ''}${step.result?.dispatchPending ? ' (dispatch pending)' : ''}`
        : step.outputs['published']
          ? `published ${step.outputs['published']} to the dashboard repository`
          : step.outputs['run-id']
            ? `dispatched run ${step.outputs['run-id']}`
            : 'nothing dispatched';
    this.o.timeline.add('control', `sweep-control run ${run.id}: ${outcome}`);
    for (const a of step.annotations.filter((x) => x.severity === 'error').slice(0, 5))
      this.o.timeline.add(
        'control',
        `  ::error ${a.file ? `file=${a.file},line=${a.line ?? 1}` : ''}:: ${a.message}`,
      );
  }

  private complete(run: FakeRun, conclusion: string): void {
    if (run.status === 'completed' && run.conclusion === 'cancelled') return;
    run.status = 'completed';
    run.conclusion = conclusion;
  }

  private rowsById(plan: Plan | undefined): Map<string, { row: Row; bucket: string }> {
    const m = new Map<string, { row: Row; bucket: string }>();
    for (const b of plan ? bucketsOf(plan) : [])
      for (const row of b.rows) m.set(rowIdOf(row), { row, bucket: b.bucket });
    return m;
  }

  private async startSweep(run: FakeRun): Promise<void> {
    const { clock, timeline, behaviour } = this.o;
    run.status = 'in_progress';
    const inputs = run.inputs;
    const previous = this.sweeps.filter((s) => s.run.id === run.id).at(-1);
    const art = (this.state.artifacts ?? []).find(
      (a) => String(a.runId) === inputs['plan-run-id'] && a.name === inputs['plan-artifact'],
    );
    const planText = art?.files[PLAN_FILE];
    const plan = planText ? planSchema().parse(JSON.parse(planText)) : undefined;
    const canary = (inputs['canary'] ?? 'single') as CanaryMode;
    const rows = this.rowsById(plan);
    const attempt = run.attempt;
    this.infos ??= new Map([
      ...(await jobInfos([SWEEP_CALLER], this.o.root)),
      ...(await jobInfos(SWEEP_FILES, packageRoot())),
    ]);
    const log = await simulateWorkflow(SWEEP_CALLER, {
      event: { name: 'workflow_dispatch', payload: { inputs } },
      inputs,
      root: this.o.root,
      flattenCall: true,
      watchJobId: '__replayed-by-the-simulator__',
      ...(previous ? { rerunOf: previous.log } : {}),
      outputsOf: (job) => {
        if (!plan) return {};
        if (job.jobId === 'load-plan') return loadPlanOutputs(plan, { canary }).outputs;
        if (job.jobId === 'expand') return expandOutputs(plan, String(job.inputs['job']), { canary });
        return {};
      },
      outcomeOf: (job) => {
        if (job.jobId === 'load-plan' && !plan) return 'failure';
        if (isBenchmark(job))
          return behaviour.outcome(job, rows.get(String(job.inputs['row-id']))?.row, attempt);
        return 'success';
      },
    });
    const legs = schedule(log, {
      start: clock.now,
      fleet: this.o.fleet,
      infos: this.infos,
      duration: (e) =>
        isBenchmark(e) ? behaviour.duration(e, rows.get(String(e.inputs['row-id']))?.row) : LATENCY.hosted,
    });
    const sweep: SweepAttempt = {
      run,
      attempt,
      canary,
      log,
      legs,
      finished: false,
      ledger: [],
      ...(plan ? { plan } : {}),
    };
    this.sweeps.push(sweep);
    const total = [...rows.keys()].length;
    timeline.add(
      'run',
      `run ${run.id} attempt ${attempt} started: ${plan ? `${total} planned rows` : 'plan artifact missing'}, canary ${canary}, fail-fast ${inputs['fail-fast']}`,
    );
    for (const leg of legs.values()) this.replay(sweep, leg);
    clock.after(0, () => this.maybeFinish(sweep));
  }

  /** Queues a leg's start and end on the clock (again, with a new version, when it is re-timed). */
  private replay(s: SweepAttempt, leg: Leg): void {
    const version = leg.version;
    const e = leg.entry;
    if (e.call) return void (leg.done = true);
    const rows = this.rowsById(s.plan);
    let job: FakeJob | undefined;
    if (leg.dispatched && e.workflow === RUN_SWEEP && e.jobId === 'queue-watch')
      return void this.o.clock.at(leg.start, () => this.queueWatch(s, leg));
    this.o.clock.at(leg.start, () => {
      if (leg.version !== version) return;
      if (leg.waitingFor) {
        // Queued for labels no runner carries: GitHub lists it as queued until it gives up on it.
        job = this.addJob(s.run, jobName(e), leg.waitingFor, null);
        job.status = 'queued';
        job.createdAt = this.o.clock.iso();
        this.o.timeline.add(
          'job',
          `${describe(e, leg.rowId ? rows.get(leg.rowId)?.row : undefined)} queued: no runner carries ${JSON.stringify(leg.waitingFor)}`,
        );
        return;
      }
      if (!leg.dispatched) return;
      const labels = Array.isArray(e.runsOn) ? e.runsOn.map(String) : ['ubuntu-latest'];
      job = this.addJob(s.run, jobName(e), labels, leg.runner ?? null);
      if (leg.rowId)
        this.o.timeline.add('runner', `${leg.runner} ▶ ${describe(e, rows.get(leg.rowId)?.row)}`);
    });
    this.o.clock.at(leg.end, async () => {
      if (leg.version !== version) return;
      leg.done = true;
      const status = leg.entry.status;
      if (job)
        this.finishJob(
          job,
          status === 'success' || status === 'failure' || status === 'cancelled' ? status : 'skipped',
        );
      // A matrix leg cancelled before a runner took it is still a job of the run, concluded cancelled.
      else if (leg.rowId && status === 'cancelled') this.cancelledJob(s, e);
      if (leg.rowId) await this.benchmarkDone(s, leg, rows.get(leg.rowId)?.row);
      else if (leg.dispatched && e.jobId === 'load-plan')
        this.o.timeline.add(
          'job',
          `load-plan: rows per sweep job (canaries apart): ${rowsPerJob(e.outputs['rows'])}`,
        );
      else if (leg.dispatched && e.jobId === 'collect') this.collect(s);
      else if (leg.dispatched && e.jobId === 'links') await this.links(s, e);
      // Families with an empty bucket are skipped by design; report only those a canary blocked.
      if (
        status === 'skipped' &&
        e.workflow === RUN_SWEEP &&
        /^sweep-/.test(e.jobId) &&
        /canary/.test(e.reason) &&
        this.blockedByCanary(s, e)
      )
        this.o.timeline.add('job', `${e.jobId} skipped: its canary did not succeed`);
      this.maybeFinish(s);
    });
  }

  private blockedByCanary(s: SweepAttempt, e: LogEntry): boolean {
    const rowsOut = JSON.parse(
      s.log.entries.find((x) => x.jobId === 'load-plan')?.outputs['rows'] ?? '{}',
    ) as Record<string, number>;
    return (rowsOut[e.jobId] ?? 0) > 0;
  }

  private async benchmarkDone(s: SweepAttempt, leg: Leg, row: Row | undefined): Promise<void> {
    const e = leg.entry;
    const mins = Math.round((leg.end - leg.start) / 60_000);
    if (!leg.dispatched) {
      if (leg.waitingFor && e.status === 'failure')
        this.o.timeline.add('result', `${describe(e, row)} failed: ${e.reason}`);
      if (e.status === 'cancelled')
        this.o.timeline.add('cancel', `${describe(e, row)} cancelled before a runner took it`);
      return;
    }
    const mark = e.status === 'success' ? '✔' : e.status === 'failure' ? '✘' : '■';
    this.o.timeline.add('result', `${leg.runner} ${mark} ${describe(e, row)} ${e.status} after ${mins} min`);
    if ((e.status === 'success' || e.status === 'failure') && this.o.executeBenchmark && leg.runner)
      await this.execute(s, leg, row);
    else if (e.status === 'success' || e.status === 'failure') {
      const result = {
        'row-id': leg.rowId,
        attempt: s.attempt,
        status: e.status,
        runner: leg.runner,
        'exp-name': row?.['exp-name'],
      };
      this.upload(s.run.id, `result-${leg.rowId}-${s.attempt}`, {
        [`${leg.rowId}.json`]: JSON.stringify(result),
      });
    }
    if (e.status === 'failure' && this.watching(s)) {
      // fail-fast-watch polls the run's jobs; on the first recorded failure it cancels the run, so the
      // failed job keeps its red X while the rest of the run is cancelled.
      this.o.timeline.add(
        'cancel',
        `fail-fast-watch: ${describe(e, row)} failed; cancelling run ${s.run.id} (run-wide fail-fast)`,
      );
      if (!s.finished && s.cancelledAt === undefined)
        await api(this.o.gh, 'POST', `/actions/runs/${s.run.id}/cancel`, {});
    }
  }

  /** The benchmark job's own steps, executed: its artifacts are the run's, its outcome must be the one simulated. */
  private async execute(s: SweepAttempt, leg: Leg, row: Row | undefined): Promise<void> {
    const e = leg.entry;
    const plan = (this.state.artifacts ?? []).find(
      (a) => String(a.runId) === s.run.inputs['plan-run-id'] && a.name === s.run.inputs['plan-artifact'],
    );
    const r = await this.o.executeBenchmark!({
      job: e,
      runner: leg.runner!,
      runId: s.run.id,
      attempt: s.attempt,
      planText: plan?.files[PLAN_FILE] ?? '{}',
      fail: e.status === 'failure',
    });
    for (const a of r.artifacts) this.upload(s.run.id, a.name, a.files);
    this.executed.push({
      ...r,
      rowId: leg.rowId!,
      runner: leg.runner!,
      attempt: s.attempt,
      expected: e.status,
    });
    const ran = r.steps.filter((x) => x.status !== 'skipped').length;
    this.o.timeline.add(
      'result',
      `  ${describe(e, row)}: ${ran} steps ran; artifacts ${r.artifacts.map((a) => (r.resultFilename ? a.name.replace(r.resultFilename, '<RF>') : a.name)).join(', ')}`,
    );
    if (r.outcome !== e.status) {
      const failed = r.steps.find((x) => x.status === 'failure');
      this.o.timeline.add(
        'result',
        `  ✘ its steps ended ${r.outcome}, not ${e.status}${failed ? `: step "${failed.name}": ${failed.log.split('\n').slice(-3).join(' | ')}` : ''}`,
      );
    }
  }

  /** The run-wide fail-fast watcher job runs in this attempt. */
  private watching(s: SweepAttempt): boolean {
    return s.log.entries.some((x) => x.jobId === 'fail-fast-watch' && x.status === 'success');
  }

  /** The run was cancelled (API or concurrency): running jobs stop, queued ones never start, `always()` jobs still run. */
  private cancelSweep(run: FakeRun): void {
    const s = this.sweeps.filter((x) => x.run.id === run.id && !x.finished).at(-1);
    if (!s) return;
    const t = this.o.clock.now;
    s.cancelledAt = t;
    this.o.timeline.add('cancel', `run ${run.id} cancelled: running jobs stop, queued jobs never start`);
    const reason = `run cancelled at ${new Date(t).toISOString().slice(11, 19)} sim time`;
    for (const leg of s.legs.values()) {
      if (leg.done || leg.always || leg.entry.call) continue;
      leg.version++;
      if (leg.runner) this.o.fleet.release(leg.runner, t);
      leg.dispatched = leg.dispatched && leg.start < t;
      leg.start = Math.min(leg.start, t);
      leg.end = t;
      leg.entry = {
        ...leg.entry,
        status: 'cancelled',
        reason: leg.dispatched ? `${reason} while it ran` : `${reason} before it started`,
      };
      this.replayEnd(s, leg);
    }
    const pending = [...s.legs.values()].filter((l) => l.always && !l.done && l.start >= t);
    for (const leg of pending) {
      leg.version++;
      const parentStart = t + 1000;
      const needs = this.infos?.get(`${leg.entry.workflow}#${leg.entry.jobId}`)?.needs ?? [];
      const ready = Math.max(parentStart, ...needs.map((n) => endOf(s.legs, n)));
      const dur = leg.end - leg.start;
      leg.start = ready;
      leg.end = ready + dur;
      this.replay(s, leg);
    }
  }

  private replayEnd(s: SweepAttempt, leg: Leg): void {
    const version = leg.version;
    const rows = this.rowsById(s.plan);
    this.o.clock.at(leg.end, async () => {
      if (leg.version !== version) return;
      leg.done = true;
      const job = (this.state.jobs ?? []).find(
        (j) =>
          j.runId === s.run.id &&
          j.attempt === s.attempt &&
          j.name === jobName(leg.entry) &&
          j.status !== 'completed',
      );
      if (job) this.finishJob(job, 'cancelled');
      else if (leg.rowId) this.cancelledJob(s, leg.entry);
      if (leg.rowId) await this.benchmarkDone(s, leg, rows.get(leg.rowId)?.row);
      this.maybeFinish(s);
    });
  }

  /** The collect job: `sweep dispatch collect`'s merge over every `result-*` artifact of the run. */
  private collect(s: SweepAttempt): void {
    const files = (this.state.artifacts ?? [])
      .filter((a) => a.runId === s.run.id && a.name.startsWith('result-'))
      .flatMap((a) => Object.entries(a.files).map(([f, text]) => ({ name: `${a.name}/${f}`, text })));
    const merged = collectResults(files);
    const bmk = collectBmk(
      (this.state.artifacts ?? [])
        .filter((a) => a.runId === s.run.id && a.name.startsWith('bmk_'))
        .flatMap((a) => Object.entries(a.files).map(([f, text]) => ({ name: `${a.name}/${f}`, text }))),
    );
    this.upload(s.run.id, 'results_bmk', {
      'results_bmk.json': JSON.stringify(merged.rows),
      'agg_bmk.json': JSON.stringify(bmk.list),
    });
    this.o.timeline.add(
      'job',
      `collect: ${files.length} result files → ${merged.rows.length} rows in results_bmk (newest attempt per row id)${bmk.list.length ? `; ${bmk.list.length} bmk_* results in agg_bmk.json` : ''}${merged.problems.length ? `; ${merged.problems.length} unreadable` : ''}`,
    );
  }

  private cancelledJob(s: SweepAttempt, e: LogEntry): void {
    const labels = Array.isArray(e.runsOn) ? e.runsOn.map(String) : [];
    this.finishJob(this.addJob(s.run, jobName(e), labels, null), 'cancelled');
  }

  /**
   * The queue-watch job: the action's watch mode runs for as long as it looks at the queue. Its waits are
   * simulated time: each sleep is an event on the clock, and the clock waits until the action sleeps
   * again or ends, so its looks interleave with the run's jobs deterministically.
   */
  private async queueWatch(s: SweepAttempt, leg: Leg): Promise<void> {
    const version = leg.version;
    const e = leg.entry;
    const w = e.actionInputs?.[0];
    const job = this.addJob(s.run, jobName(e), ['ubuntu-latest'], 'GitHub Actions');
    if (!w) {
      this.o.timeline.add('job', 'queue-watch: no action step');
      return this.watchDone(s, leg, job, 'failure');
    }
    const workspace = mkdtempSync(join(tmpdir(), 'sweep-watch-'));
    this.planInto(s, workspace, 'queue-watch');
    let paused: (() => void) | undefined;
    const untilPaused = () => new Promise<void>((r) => (paused = r));
    const clock = {
      now: () => SIM_EPOCH + this.o.clock.now,
      sleep: (ms: number) =>
        new Promise<void>((resume) => {
          this.o.clock.after(ms, () => {
            // A cancelled run stops its jobs: the watcher is not woken again.
            if (leg.version !== version) return;
            const next = untilPaused();
            resume();
            return next;
          });
          paused?.();
        }),
    };
    const first = untilPaused();
    void runActionStep(this.o.host, {
      workspace,
      eventName: 'workflow_dispatch',
      payload: { inputs: s.run.inputs },
      runId: s.run.id,
      runAttempt: s.attempt,
      with: w,
      clock,
      progress: (line) => {
        if (/status comment|runner list|cannot/.test(line))
          this.o.timeline.add('comment', `queue-watch: ${line}`);
      },
    }).then((step) => {
      s.watch = step;
      if (step.error) this.o.timeline.add('job', `queue-watch crashed: ${step.error.split('\n')[0]}`);
      if (leg.version === version) this.watchDone(s, leg, job, step.error ? 'failure' : 'success');
      paused?.();
    });
    return first;
  }

  private watchDone(s: SweepAttempt, leg: Leg, job: FakeJob, conclusion: 'success' | 'failure'): void {
    leg.end = this.o.clock.now;
    leg.done = true;
    this.finishJob(job, conclusion);
    this.maybeFinish(s);
  }

  /** The download step of a sweep-run job: the plan artifact into the job's workspace. */
  private planInto(s: SweepAttempt, workspace: string, jobId: string): void {
    const download = jobSteps(packageRoot(), RUN_SWEEP, jobId).find((x) =>
      x.uses?.startsWith('actions/download-artifact@'),
    );
    const art = (this.state.artifacts ?? []).find(
      (a) => String(a.runId) === s.run.inputs['plan-run-id'] && a.name === s.run.inputs['plan-artifact'],
    );
    if (download && art) {
      const dir = join(workspace, download.with['path'] ?? '.');
      mkdirSync(dir, { recursive: true });
      for (const [f, text] of Object.entries(art.files)) writeFileSync(join(dir, f), text);
    }
  }

  /**
   * The links job as sweep-run.yml writes it: its download step puts the plan artifact in the workspace,
   * then the action runs with the `with:` inputs the harness evaluated from the workflow (mode: report, …).
   */
  private async links(s: SweepAttempt, e: LogEntry): Promise<void> {
    const w = e.actionInputs?.[0];
    if (!w) return void this.o.timeline.add('comment', 'links job: no `uses: ./` step');
    const workspace = mkdtempSync(join(tmpdir(), 'sweep-links-'));
    this.planInto(s, workspace, 'links');
    const step = await runActionStep(this.o.host, {
      workspace,
      eventName: 'workflow_dispatch',
      payload: { inputs: s.run.inputs },
      runId: s.run.id,
      runAttempt: s.attempt,
      with: w,
    });
    s.links = step;
    this.o.timeline.add(
      'comment',
      `links job: unofficial-run comment ${step.outputs['links-comment-id'] ? `#${step.outputs['links-comment-id']}` : ''}${step.outputs['status-comment-id'] ? `; outcome in status comment #${step.outputs['status-comment-id']}` : ''}${step.error ? ` crashed: ${step.error.split('\n')[0]}` : ''}`,
    );
  }

  private maybeFinish(s: SweepAttempt): void {
    if (s.finished || [...s.legs.values()].some((l) => !l.done)) return;
    s.finished = true;
    const statuses = [...s.legs.values()].filter((l) => !l.entry.call).map((l) => l.entry.status);
    s.conclusion =
      s.cancelledAt !== undefined ? 'cancelled' : statuses.includes('failure') ? 'failure' : 'success';
    this.complete(s.run, s.conclusion);
    // The attempt's log as it really ended (run-wide cancel applied): the next re-run starts from it.
    const entries = s.log.entries.map((e) => s.legs.get(e.path)?.entry ?? e);
    for (const e of entries.filter((x) => x.call)) {
      const inner = entries.filter((x) => x.path.startsWith(`${e.path}/`)).map((x) => x.status);
      if (inner.includes('cancelled') && e.status === 'success') Object.assign(e, { status: 'cancelled' });
      if (inner.includes('failure')) Object.assign(e, { status: 'failure' });
    }
    s.log = {
      ...s.log,
      entries,
      conclusion:
        s.conclusion === 'success' ? 'success' : s.conclusion === 'failure' ? 'failure' : 'cancelled',
    };
    s.ledger = s.plan ? this.ledger(s) : [];
    const counts = new Map<string, number>();
    for (const r of s.ledger) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    this.o.timeline.add(
      'run',
      `run ${s.run.id} attempt ${s.attempt} ${s.conclusion}: ${[...counts].map(([k, v]) => `${v} ${k}`).join(', ') || 'no rows'}`,
    );
  }

  private ledger(s: SweepAttempt): RowLedger[] {
    const rows = this.rowsById(s.plan);
    const fates = accountRows(s.plan!, s.log, s.canary);
    const failedCanaries = s.log.entries
      .filter(
        (e) =>
          e.workflow === RUN_SWEEP &&
          e.jobId.startsWith('canary-') &&
          e.status !== 'success' &&
          e.status !== 'skipped',
      )
      .map((e) => e.jobId);
    return fates.map((f) => {
      const legs = [...s.legs.values()].filter(
        (l) => l.rowId === f.rowId && l.dispatched && !l.entry.reason.startsWith('kept from attempt'),
      );
      // A family skipped behind a failed canary says so instead of quoting its `if:`.
      const reason =
        f.status === 'skipped' && f.reason.startsWith('if:') && failedCanaries.length
          ? `not dispatched: canary ${failedCanaries.join(', ')} did not succeed`
          : f.reason;
      return {
        ...f,
        reason,
        bucket: rows.get(f.rowId)?.bucket ?? '?',
        dispatched: legs.length,
        ...(legs[0]?.runner ? { runner: legs[0].runner } : {}),
      };
    });
  }
}

/** The job's name as GitHub lists it: caller jobs joined by ` / `; a benchmark job is named by its row id. */
export function jobName(e: LogEntry): string {
  const parts = e.path.split('/');
  if (isBenchmark(e)) parts[parts.length - 1] = String(e.inputs['row-id'] ?? 'benchmark');
  return parts.join(' / ');
}

function describe(e: LogEntry, row: Row | undefined): string {
  const job = String(e.inputs['job'] ?? e.path.split('/')[0]);
  return `${job} ${String(row?.['exp-name'] ?? '?')} [${String(e.inputs['row-id'] ?? '').slice(0, 8)}]`;
}

/** The `gh api` calls a workflow's shell step makes, with the job's GITHUB_TOKEN (the Actions bot). */
export async function api(
  gh: FakeGitHub,
  method: string,
  path: string,
  body?: unknown,
  token = 'ghs_runner_token',
): Promise<unknown> {
  const res = await fetch(`${gh.url}/repos/${gh.state.owner}/${gh.state.repo}${path}`, {
    method,
    headers: {
      authorization: `token ${token}`,
      'content-type': 'application/json',
      accept: 'application/vnd.github+json',
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** load-plan's `rows` output as `job n, …`, jobs with no rows left out (they are skipped by design). */
function rowsPerJob(rows: string | undefined): string {
  const counts = Object.entries(JSON.parse(rows ?? '{}') as Record<string, number>).filter(([, n]) => n > 0);
  return counts.map(([job, n]) => `${job} ${n}`).join(', ') || 'none';
}
