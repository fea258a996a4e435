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
import { planSchema, bucketsOf, rowIdOf, withBucket, type Plan, type Row } from '../dispatch/plan.js';
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
import { interpolate, jobOutputs, jobSteps, runSteps, stepKind, type StepDone } from './harness/steps.js';
import { SIM_EPOCH, type SimClock, type Timeline } from './clock.js';
import { collectBmk, collectResults } from '../dispatch/collect.js';
import { bundlePath, isBundled, RESULTS_BUNDLE } from '../results/bundle.js';
import { retryOfName } from '../dispatch/run-name.js';
import { jobRecord, type JobEnd } from './job-record.js';
import { CALLER_FILES } from '../dispatch/callers.js';
import { FILES } from '../dispatch/workflows.js';
import { fill, reasonText } from '../report/messages.js';
import type { Reason } from '../decide/decide.js';
import type { FakeEvent, FakeGitHub, FakeJob, FakeRun } from './fake-github.js';
import type { RunnerFleet } from './runners.js';
import type { BenchJobResult } from './bench-job.js';
import { endOf, jobInfos, schedule, type JobInfo, type Leg, type RunnerLoss } from './schedule.js';

export const CONTROL = CALLER_FILES.control;
/** The control workflow's publication job (the merge's results into the data branch). */
const PUBLISH_JOB = 'publish-results';
/** The product's reusable sweep files (resolved in this checkout). */
const SWEEP_FILES = [
  RUN_SWEEP,
  `.github/workflows/${FILES.family}`,
  `.github/workflows/${FILES.single}`,
  `.github/workflows/${FILES.multi}`,
];

/** How a failing benchmark job fails in the simulation. */
export interface SimFailure {
  /** `benchmark`: the launcher fails with `log`; `runner-lost`: the runner goes away mid-run. */
  kind: 'benchmark' | 'runner-lost';
  /** The launcher's last lines (a benchmark failure). */
  log?: string[];
  /** The share of the job's duration after which it fails (default: at its end; a lost runner halfway). */
  at?: number;
  /** How long a lost runner stays away before it takes jobs again (ms; default 20 minutes). */
  away?: number;
}

/** How simulated jobs behave: durations and benchmark outcomes, per row, attempt and retry run (0: the sweep run). */
export interface Behaviour {
  duration(job: JobRun, row: Row | undefined): number;
  outcome(job: JobRun, row: Row | undefined, attempt: number, retry: number): Outcome;
  /** How a job whose outcome is `failure` fails (default: a benchmark failure that wrote no result). */
  failure?(job: JobRun, row: Row | undefined, attempt: number, retry: number): SimFailure | undefined;
  /**
   * A fault model: whether the runner a job lands on goes away during it, given the row and how many times
   * the row ran before (so two ways of running a sweep meet the same faults).
   */
  fault?(row: Row | undefined, runner: string, tries: number): RunnerLoss | undefined;
}

/** The default benchmark failure: the launcher returned and the template found no result file. */
export const NO_RESULT: SimFailure = {
  kind: 'benchmark',
  log: ['Run failed: Benchmark result dsv4_fp4_dynamo-vllm_disagg-true_conc8_gb300-nv_0.json not found.'],
};

/** Queue and step latencies (ms of simulated time). */
export const LATENCY = { queue: 10_000, control: 40_000, hosted: 20_000, cancelPoll: 10_000, stop: 15_000 };

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
  /** The sweep's retry number (0: the sweep run itself). */
  retry: number;
  /** How a benchmark job of this attempt fails, when it does. */
  fails: (e: JobRun) => SimFailure | undefined;
  /** The watch job's action step (watch mode), when it ended. */
  watch?: ActionStepResult;
}

export interface ControlRun {
  run: FakeRun;
  event: FakeEvent;
  /** The first action step (the decision). */
  step?: ActionStepResult;
  /** Every action step the control job ran, in order (decision, then dispatch). */
  steps: ActionStepResult[];
  /** The publication job's action step (a merge whose source was validated), when it ran. */
  publish?: ActionStepResult;
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
  /** Where the product's workflows and action.yml are (default: this package). */
  productRoot?: string;
  /** Called when an attempt of a sweep run (or retry run) has ended. */
  onSweepFinished?: (s: SweepAttempt) => void;
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

  private get productRoot(): string {
    return this.o.productRoot ?? packageRoot();
  }

  /** How many times a row ran before (jobs that took a runner and did not stop before their launcher). */
  private triesOf(rowId: string): number {
    return (this.state.jobs ?? []).filter(
      (j) => j.runnerName && j.name.endsWith(` / ${rowId}`) && !j.log?.includes('::notice::not run:'),
    ).length;
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
    // A re-run attempt keeps the run's creation time, as GitHub's `created_at` does.
    if (change === 'dispatched') r.createdAt = this.o.clock.iso();
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
    const { done, outcome } = await runSteps(
      jobSteps(this.o.root, CONTROL, 'control'),
      {
        github: controlGithub(e, run),
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
        const step = await this.controlAction(e, run, workspace, w);
        record.steps.push(step);
        record.step ??= step;
        this.controlLine(run, step);
        return { outcome: step.error || step.result?.failed ? 'failure' : 'success', outputs: step.outputs };
      },
    );
    const failed = outcome === 'failure';
    const published = await this.publishResults(run, e, done, failed, record);
    this.o.clock.after(LATENCY.control, () => {
      this.finishJob(job, failed ? 'failure' : 'success');
      this.complete(run, failed || published === 'failure' ? 'failure' : 'success');
    });
  }

  /**
   * The control workflow's publication job, after the control job, when its `if:` holds (a merge whose
   * source run was validated): its steps as sweep-control.yml lists them, the action's with the
   * control job's outputs.
   */
  private async publishResults(
    run: FakeRun,
    e: FakeEvent,
    done: StepDone[],
    failed: boolean,
    record: ControlRun,
  ): Promise<'success' | 'failure' | undefined> {
    const steps = Object.fromEntries(
      done
        .filter((d) => d.step.id)
        .map((d) => [d.step.id!, { outputs: d.outputs, outcome: d.status, conclusion: d.status }]),
    );
    const outputs = Object.fromEntries(
      Object.entries(jobOutputs(this.o.root, CONTROL, 'control')).map(([k, v]) => [
        k,
        interpolate(v, { steps }),
      ]),
    );
    const log = await simulateWorkflow(CONTROL, {
      event: { name: e.name, payload: e.payload },
      root: this.o.root,
      outputsOf: (j) => (j.jobId === 'control' ? outputs : undefined),
      outcomeOf: (j) => (j.jobId === 'control' && failed ? 'failure' : 'success'),
    });
    if (log.entries.find((x) => x.jobId === PUBLISH_JOB)?.status !== 'success') return undefined;
    const workspace = mkdtempSync(join(tmpdir(), 'sweep-publish-'));
    const job = this.addJob(run, PUBLISH_JOB, ['ubuntu-latest'], 'GitHub Actions');
    const { outcome } = await runSteps(
      jobSteps(this.o.root, CONTROL, PUBLISH_JOB),
      {
        github: controlGithub(e, run),
        needs: { control: { outputs, result: failed ? 'failure' : 'success' } },
        inputs: {},
        vars: {},
        env: {},
        secrets: {},
      },
      async (spec, w) => {
        const kind = stepKind(spec);
        if (kind === 'checkout') return { outcome: 'success' };
        if (kind !== 'action')
          throw new Error(`sweep-control.yml: the simulator cannot run step ${spec.name ?? spec.uses}`);
        const step = await this.controlAction(e, run, workspace, w);
        record.publish = step;
        const points = step.outputs['published-points'];
        this.o.timeline.add(
          'control',
          `sweep-control run ${run.id}: ${PUBLISH_JOB}: ${
            step.error
              ? `crashed: ${step.error.split('\n')[0]}`
              : points !== undefined
                ? `${points} result points appended to the data branch`
                : (step.log.at(-1) ?? 'nothing published')
          }`,
        );
        return { outcome: step.error || step.result?.failed ? 'failure' : 'success', outputs: step.outputs };
      },
    );
    this.o.clock.after(LATENCY.control, () => this.finishJob(job, outcome));
    return outcome;
  }

  /** The action's step in a job of the control workflow: its `with:` over the demo's control inputs. */
  private controlAction(e: FakeEvent, run: FakeRun, workspace: string, w: Record<string, string>) {
    return runActionStep(this.o.host, {
      workspace,
      eventName: e.name,
      payload: e.payload,
      runId: run.id,
      runAttempt: 1,
      with: { ...this.o.controlInputs, ...w },
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
    const full = planText ? planSchema().parse(JSON.parse(planText)) : undefined;
    const canary = (inputs['canary'] ?? 'single') as CanaryMode;
    // A retry run runs only its rows: its plan is the sweep's, restricted to them.
    const only = (inputs['rows'] ?? '').split(',').filter(Boolean);
    const opts = { canary, ...(only.length ? { rows: only } : {}) };
    const plan = full && only.length ? restrict(full, only) : full;
    const rows = this.rowsById(plan);
    const attempt = run.attempt;
    const retry = retryOfName(run.displayTitle)?.n ?? 0;
    const rowOf = (e: JobRun) => rows.get(String(e.inputs['row-id']))?.row;
    const fails = (e: JobRun) =>
      behaviour.outcome(e, rowOf(e), attempt, retry) === 'failure'
        ? (behaviour.failure?.(e, rowOf(e), attempt, retry) ?? NO_RESULT)
        : undefined;
    this.infos ??= new Map([
      ...(await jobInfos([SWEEP_CALLER], this.o.root)),
      ...(await jobInfos(SWEEP_FILES, this.productRoot)),
    ]);
    // The graph and its timing: a canary whose runner the fault model takes away fails, and what it gates
    // is skipped, so the graph is simulated again with that failure (runner bookings rolled back).
    const lay = async (forced: ReadonlyMap<string, RunnerLoss>) => {
      const idOf = (e: JobRun) => String(e.inputs['row-id']);
      const log = await simulateWorkflow(SWEEP_CALLER, {
        event: { name: 'workflow_dispatch', payload: { inputs } },
        inputs,
        root: this.o.root,
        flattenCall: true,
        watchJobId: '__replayed-by-the-simulator__',
        runId: String(run.id),
        ...(this.o.productRoot ? { productRoot: this.o.productRoot } : {}),
        ...(previous ? { rerunOf: previous.log } : {}),
        outputsOf: (job) => {
          if (!full) return {};
          if (job.jobId === 'load-plan') return loadPlanOutputs(full, opts).outputs;
          if (job.jobId === 'expand') return expandOutputs(full, String(job.inputs['job']), opts);
          return {};
        },
        outcomeOf: (job) => {
          if (job.jobId === 'load-plan' && !plan) return 'failure';
          if (isBenchmark(job) && forced.has(idOf(job))) return 'failure';
          if (isBenchmark(job)) return behaviour.outcome(job, rowOf(job), attempt, retry);
          return 'success';
        },
      });
      const legs = schedule(log, {
        start: clock.now,
        fleet: this.o.fleet,
        infos: this.infos!,
        duration: (e) => {
          if (!isBenchmark(e)) return LATENCY.hosted;
          const d = behaviour.duration(e, rowOf(e));
          const loss = forced.get(idOf(e));
          if (loss) return Math.round(d * loss.at);
          const f = e.status === 'failure' ? fails(e) : undefined;
          return f ? Math.round(d * (f.at ?? (f.kind === 'runner-lost' ? 0.5 : 1))) : d;
        },
        fault: (e, runner) =>
          isBenchmark(e) && behaviour.fault
            ? behaviour.fault(rowOf(e), runner, this.triesOf(idOf(e)))
            : undefined,
        // A lost runner is away a while before it takes jobs again.
        hold: (e) => {
          const loss = isBenchmark(e) ? forced.get(idOf(e)) : undefined;
          if (loss) return loss.away;
          const f = isBenchmark(e) && e.status === 'failure' ? fails(e) : undefined;
          return f?.kind === 'runner-lost' ? (f.away ?? 20 * 60_000) : 0;
        },
      });
      for (const leg of legs.values()) {
        const loss = leg.rowId ? forced.get(leg.rowId) : undefined;
        if (loss && leg.dispatched) {
          leg.lost = loss;
          leg.entry = { ...leg.entry, reason: `the runner ${leg.runner} was lost` };
        }
      }
      return { log, legs };
    };
    const undo = this.o.fleet.snapshot();
    let { log, legs } = await lay(new Map());
    const canaryLosses = lostCanaries(legs);
    if (canaryLosses.size) {
      undo();
      ({ log, legs } = await lay(canaryLosses));
    }
    this.deferAfterWatcher(log, legs);
    const sweep: SweepAttempt = {
      run,
      attempt,
      retry,
      fails,
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
    for (const leg of legs.values()) if (!leg.deferred) this.replay(sweep, leg);
    clock.after(0, () => this.maybeFinish(sweep));
  }

  /** The jobs after the watcher wait for it: they are timed when it ends. */
  private deferAfterWatcher(log: SimulationLog, legs: Map<string, Leg>): void {
    for (const leg of legs.values()) {
      const needs = this.infos!.get(`${leg.entry.workflow}#${leg.entry.jobId}`)?.needs ?? [];
      if (leg.entry.workflow === RUN_SWEEP && (needs.includes('watch') || needs.includes('collect')))
        if (leg.entry.status !== 'skipped' && watched(log)) leg.deferred = true;
    }
  }

  /** The jobs that waited for the watcher (collect, then links), timed from when it ended. */
  private releaseDeferred(s: SweepAttempt): void {
    const waiting = [...s.legs.values()].filter((l) => l.deferred && !l.done);
    for (const leg of waiting) {
      leg.deferred = false;
      leg.version++;
      const needs = this.infos?.get(`${leg.entry.workflow}#${leg.entry.jobId}`)?.needs ?? [];
      const ready = Math.max(this.o.clock.now, ...needs.map((n) => endOf(s.legs, n)));
      leg.start = ready;
      leg.end = ready + LATENCY.hosted;
      this.replay(s, leg);
    }
  }

  /** Queues a leg's start and end on the clock (again, with a new version, when it is re-timed). */
  private replay(s: SweepAttempt, leg: Leg): void {
    const version = leg.version;
    const e = leg.entry;
    if (e.call) return void (leg.done = true);
    const rows = this.rowsById(s.plan);
    const ref: { job?: FakeJob } = {};
    if (leg.dispatched && e.workflow === RUN_SWEEP && e.jobId === 'watch')
      return void this.o.clock.at(leg.start, () => this.watch(s, leg));
    this.o.clock.at(leg.start, async () => {
      if (leg.version !== version) return;
      if (leg.waitingFor) {
        // Queued for labels no runner carries: GitHub lists it as queued until it gives up on it.
        ref.job = this.addJob(s.run, jobName(e), leg.waitingFor, null);
        ref.job.status = 'queued';
        ref.job.createdAt = this.o.clock.iso();
        this.o.timeline.add(
          'job',
          `${describe(e, leg.rowId ? rows.get(leg.rowId)?.row : undefined)} queued: no runner carries ${JSON.stringify(leg.waitingFor)}`,
        );
        return;
      }
      if (!leg.dispatched) return;
      const labels = Array.isArray(e.runsOn) ? e.runsOn.map(String) : ['ubuntu-latest'];
      ref.job = this.addJob(s.run, jobName(e), labels, leg.runner ?? null);
      if (!leg.rowId) return;
      this.o.timeline.add('runner', `${leg.runner} ▶ ${describe(e, rows.get(leg.rowId)?.row)}`);
      // The step before the launcher: a family fail-fast stopped ends here, before any GPU time.
      const why = await this.beforeLaunch(s, leg);
      if (why === undefined || leg.version !== version) return;
      leg.version++;
      if (leg.runner) this.o.fleet.release(leg.runner, this.o.clock.now + LATENCY.stop);
      leg.end = this.o.clock.now + LATENCY.stop;
      leg.stopped = why;
      leg.entry = { ...e, status: 'success', reason: `stopped before launch: ${why}` };
      this.endLeg(s, leg, ref);
    });
    this.endLeg(s, leg, ref);
  }

  /** The leg's end on the clock: its job concluded with what GitHub would hold, its row's result. */
  private endLeg(s: SweepAttempt, leg: Leg, ref: { job?: FakeJob }): void {
    const version = leg.version;
    const rows = this.rowsById(s.plan);
    this.o.clock.at(leg.end, async () => {
      if (leg.version !== version) return;
      leg.done = true;
      const e = leg.entry;
      const status = e.status;
      const job = ref.job;
      if (job) {
        this.finishJob(
          job,
          status === 'success' || status === 'failure' || status === 'cancelled' ? status : 'skipped',
        );
        if (leg.rowId) Object.assign(job, jobRecord(job, this.jobEnd(s, leg)));
      }
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

  /** How a benchmark job ended, for the steps, log and annotations GitHub keeps of it. */
  private jobEnd(s: SweepAttempt, leg: Leg): JobEnd {
    const e = leg.entry;
    if (leg.stopped) return { kind: 'stopped', why: leg.stopped };
    if (leg.lost) return { kind: 'runner-lost' };
    if (e.status === 'success') return { kind: 'success' };
    if (e.status === 'cancelled') return { kind: 'cancelled' };
    const f = s.fails(e) ?? NO_RESULT;
    return f.kind === 'runner-lost' ? { kind: 'runner-lost' } : { kind: 'failure', log: f.log ?? [] };
  }

  /**
   * The benchmark template's step before the launcher, run by the action's real code (`mode: before-launch`)
   * with the inputs the workflow gives it: the reason the launcher is skipped, or undefined.
   */
  private async beforeLaunch(s: SweepAttempt, leg: Leg): Promise<string | undefined> {
    const w = leg.entry.actionInputs?.find((x) => x['mode'] === 'before-launch');
    if (!w) return undefined;
    const step = await runActionStep(this.o.host, {
      workspace: mkdtempSync(join(tmpdir(), 'sweep-bench-')),
      eventName: 'workflow_dispatch',
      payload: { inputs: s.run.inputs },
      runId: s.run.id,
      runAttempt: s.attempt,
      with: w,
    });
    if (step.error) this.o.timeline.add('job', `before-launch crashed: ${step.error.split('\n')[0]}`);
    if (step.outputs['launch'] !== 'false') return undefined;
    const why = step.annotations[0]?.message.replace(/^not run: /, '') ?? 'stopped';
    this.o.timeline.add(
      'cancel',
      `${leg.runner} ⏸ ${describe(leg.entry, this.rowsById(s.plan).get(leg.rowId!)?.row)} ${why}`,
    );
    return why;
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
    if (leg.stopped) return;
    const lost = e.status === 'failure' && (!!leg.lost || s.fails(e)?.kind === 'runner-lost');
    const mark = e.status === 'success' ? '✔' : e.status === 'failure' ? '✘' : '■';
    this.o.timeline.add(
      'result',
      `${leg.runner} ${mark} ${describe(e, row)} ${lost ? 'failure (the runner was lost)' : e.status} after ${mins} min`,
    );
    // A lost runner uploads nothing; a failed launcher's job still uploads what it wrote.
    const uploads = e.status === 'success' || (e.status === 'failure' && !lost);
    if (uploads && this.o.executeBenchmark && leg.runner) await this.execute(s, leg, row);
    else if (uploads) {
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
    const pending = [...s.legs.values()].filter((l) => l.always && !l.done && (l.start >= t || l.deferred));
    for (const leg of pending) {
      leg.deferred = false;
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
      if (job) {
        this.finishJob(job, 'cancelled');
        if (leg.rowId) Object.assign(job, jobRecord(job, { kind: 'cancelled' }));
      } else if (leg.rowId) this.cancelledJob(s, leg.entry);
      if (leg.rowId) await this.benchmarkDone(s, leg, rows.get(leg.rowId)?.row);
      this.maybeFinish(s);
    });
  }

  /**
   * The collect job: `sweep dispatch collect`'s merge over every `result-*` artifact of the run and of the
   * retry runs the watcher names (its `retry-results` step).
   */
  private collect(s: SweepAttempt): void {
    const runs = new Set([
      s.run.id,
      ...(s.watch?.outputs['retry-runs'] ?? '').split(',').filter(Boolean).map(Number),
    ]);
    const files = (this.state.artifacts ?? [])
      .filter((a) => runs.has(a.runId) && a.name.startsWith('result-'))
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
    // The run's result files in one archive, as the collect job's last upload names them (a re-run
    // uploads it again over the first).
    const bundled: Record<string, string> = {};
    for (const a of (this.state.artifacts ?? []).filter((x) => x.runId === s.run.id))
      for (const [f, text] of Object.entries(a.files)) {
        const at = isBundled(f) ? bundlePath(a.name, f) : undefined;
        if (at) bundled[at] = text;
      }
    this.state.artifacts = (this.state.artifacts ?? []).filter(
      (a) => !(a.runId === s.run.id && a.name === RESULTS_BUNDLE),
    );
    if (Object.keys(bundled).length) this.upload(s.run.id, RESULTS_BUNDLE, bundled);
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
   * The watch job: the action's watch mode runs for as long as the sweep's benchmarks (and its retry runs)
   * do. Its waits are simulated time: each sleep is an event on the clock, and the clock waits until the
   * action sleeps again or ends, so its looks interleave with the run's jobs deterministically.
   */
  private async watch(s: SweepAttempt, leg: Leg): Promise<void> {
    const version = leg.version;
    const e = leg.entry;
    const w = e.actionInputs?.[0];
    const job = this.addJob(s.run, jobName(e), ['ubuntu-latest'], 'GitHub Actions');
    if (!w) {
      this.o.timeline.add('job', 'watch: no action step');
      return this.watchDone(s, leg, job, 'failure');
    }
    const workspace = mkdtempSync(join(tmpdir(), 'sweep-watch-'));
    this.planInto(s, workspace, 'watch');
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
        if (/^fail-fast/.test(line)) this.o.timeline.add('cancel', `watch: ${line}`);
        else if (/^retry run/.test(line)) this.o.timeline.add('run', `watch: ${line}`);
        else if (/status comment|runner list|cannot/.test(line))
          this.o.timeline.add('comment', `watch: ${line}`);
      },
    }).then((step) => {
      s.watch = step;
      if (step.error) this.o.timeline.add('job', `watch crashed: ${step.error.split('\n')[0]}`);
      if (leg.version === version) this.watchDone(s, leg, job, step.error ? 'failure' : 'success');
      paused?.();
    });
    return first;
  }

  private watchDone(s: SweepAttempt, leg: Leg, job: FakeJob, conclusion: 'success' | 'failure'): void {
    leg.end = this.o.clock.now;
    leg.done = true;
    this.finishJob(job, conclusion);
    this.releaseDeferred(s);
    this.maybeFinish(s);
  }

  /** The download step of a sweep-run job: the plan artifact into the job's workspace. */
  private planInto(s: SweepAttempt, workspace: string, jobId: string): void {
    const download = jobSteps(this.productRoot, RUN_SWEEP, jobId).find((x) =>
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
    this.o.onSweepFinished?.(s);
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

/** The plan with only these rows (a retry run's). */
function restrict(plan: Plan, rows: readonly string[]): Plan {
  const keep = new Set(rows);
  let out = plan;
  for (const b of bucketsOf(plan))
    out = withBucket(
      out,
      b.bucket,
      b.rows.filter((r) => keep.has(rowIdOf(r))),
    );
  return out;
}

/** The sweep run's watcher job ran in this attempt. */
const watched = (log: SimulationLog) =>
  log.entries.some((e) => e.jobId === 'watch' && e.status === 'success' && !e.reason.startsWith('kept from'));

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

/** The canary legs whose runner the fault model took away: the graph is laid again with them failed. */
function lostCanaries(legs: ReadonlyMap<string, Leg>): Map<string, RunnerLoss> {
  return new Map(
    [...legs.values()]
      .filter((l) => l.lost && l.rowId && /^canary-/.test(l.entry.path))
      .map((l) => [l.rowId!, l.lost!]),
  );
}

/** The `github` context of a job of the control workflow, run 1 of its run. */
function controlGithub(e: FakeEvent, run: FakeRun) {
  return { event_name: e.name, event: e.payload, token: '***', run_id: String(run.id), run_attempt: '1' };
}
