// Simulates one run of a workflow's job graph: `if:`, `needs`, `strategy.matrix` (fromJson of job outputs),
// fail-fast, reusable `uses: ./.github/workflows/x.yml` calls (inputs checked against the callee), status
// functions, a run-wide cancel, and "re-run failed jobs". Steps are not executed: the caller says what each
// job outputs (`outputsOf`) and how it ends (`outcomeOf`). The log says what ran, was skipped or cancelled, and why.
import type { WorkflowJob, WorkflowTemplate } from '@actions/workflow-parser/model/workflow-template';
import { evaluate, evaluateToken, mentionsStatus, truthy, type Contexts } from './expressions.js';
import { loadWorkflow, resolveWorkflowRef } from './workflows.js';
import { declaredActionInputs, interpolate, jobSteps, stepKind } from './steps.js';
import { packageRoot } from '../demo-repo.js';

export type Outcome = 'success' | 'failure' | 'cancelled';
export type JobStatus = Outcome | 'skipped';

/** One job instance (a matrix leg is its own instance) as the callbacks see it. */
export interface JobRun {
  /** Stable across attempts: `sweep-evals/single-0[3]/benchmark`. */
  path: string;
  workflow: string;
  jobId: string;
  /** The `inputs` of the workflow the job belongs to (workflow_dispatch or workflow_call). */
  inputs: Record<string, unknown>;
  matrix?: Record<string, unknown>;
  /** Evaluated `runs-on` (plain jobs). */
  runsOn?: unknown;
}

export interface LogEntry extends JobRun {
  status: JobStatus;
  reason: string;
  /** Whether the entry is a reusable-workflow call (its jobs follow in the log). */
  call: boolean;
  outputs: Record<string, string>;
  /** Ids of steps whose `if:` holds given how the job ended (e.g. an `if: failure()` step). */
  steps: string[];
  /** The evaluated `with:` of each `uses: ./` step (this action), checked against action.yml. */
  actionInputs?: Record<string, string>[];
}

export interface SimulateOptions {
  event: { name: string; payload?: Record<string, unknown> };
  inputs?: Record<string, unknown>;
  vars?: Record<string, string>;
  outputsOf?: (job: JobRun) => Record<string, string> | undefined;
  outcomeOf?: (job: JobRun) => Outcome;
  /** The previous attempt: simulate GitHub's "Re-run failed jobs" (succeeded jobs keep their result). */
  rerunOf?: SimulationLog;
  /**
   * The sweep's watcher, as this untimed harness stands in for it: when a job with this id ran, a benchmark
   * failure applies the run's fail-fast (`run`: the run is cancelled; `matrix`: the benchmark jobs of that
   * family that come after it skip their launcher). Every failure counts as a benchmark failure here.
   * Another id turns this off (the simulator runs the real watcher in time).
   */
  watchJobId?: string;
  /** `github.run_id` (default a fixed id). */
  runId?: string;
  root?: string;
  /** Where the product's own workflows and action.yml are (`owner/repo/...@ref` resolves here). */
  productRoot?: string;
  /** Log the jobs of a top-level reusable call without its job's prefix (the caller is a thin shell). */
  flattenCall?: boolean;
}

export interface SimulationLog {
  file: string;
  attempt: number;
  entries: LogEntry[];
  conclusion: Outcome;
  cancelledBy?: string;
  concurrency?: { group: string; cancelInProgress: boolean };
}

interface State {
  opts: SimulateOptions;
  /** The repository each loaded workflow file belongs to. */
  roots: Map<string, string>;
  /** The fail-fast watcher is running. */
  watching?: boolean;
  /** Families (sweep jobs) the watcher stopped: their later benchmark jobs skip the launcher. */
  stopped: Set<string>;
  /** The top-level workflow file, and the file whose job is being run. */
  top: string;
  current?: string;
  attempt: number;
  entries: LogEntry[];
  cancelledBy?: string;
  previous: Map<string, LogEntry>;
}

interface JobResult {
  result: JobStatus;
  outputs: Record<string, string>;
  /** Something in the job ran in this attempt (not kept from the previous one). */
  fresh: boolean;
}

export async function simulateWorkflow(file: string, opts: SimulateOptions): Promise<SimulationLog> {
  const attempt = (opts.rerunOf?.attempt ?? 0) + 1;
  const state: State = {
    opts,
    roots: new Map([[file, opts.root ?? packageRoot()]]),
    top: file,
    attempt,
    entries: [],
    stopped: new Set(),
    previous: new Map((opts.rerunOf?.entries ?? []).map((e) => [e.path, e])),
  };
  const wf = await loadWorkflow(file, opts.root);
  if (wf.errors.length) throw new Error(`${file}: ${wf.errors.join('; ')}`);
  const inputs =
    opts.event.name === 'workflow_dispatch'
      ? withDefaults(wf.template, 'workflow_dispatch', opts.inputs ?? {})
      : {};
  const base = baseContexts(state, inputs);
  const status = { success: true, failure: false, cancelled: false };
  const conc = wf.template.concurrency
    ? (evaluateToken(wf.template.concurrency, base, status) as Record<string, unknown> | string)
    : undefined;
  const results = await runJobs(state, file, wf.template, inputs, '', true);
  const all = [...results.values()].map((r) => r.result);
  const conclusion: Outcome =
    state.cancelledBy || all.includes('cancelled')
      ? all.includes('failure') && !state.cancelledBy
        ? 'failure'
        : 'cancelled'
      : all.includes('failure')
        ? 'failure'
        : 'success';
  const log: SimulationLog = { file, attempt, entries: state.entries, conclusion };
  if (state.cancelledBy) log.cancelledBy = state.cancelledBy;
  if (conc !== undefined)
    log.concurrency =
      typeof conc === 'string'
        ? { group: conc, cancelInProgress: false }
        : { group: String(conc['group']), cancelInProgress: conc['cancel-in-progress'] === true };
  return log;
}

function baseContexts(state: State, inputs: Record<string, unknown>): Contexts {
  const { opts } = state;
  return {
    github: {
      event_name: opts.event.name,
      event: opts.event.payload ?? {},
      run_id: opts.runId ?? '1000000001',
      run_attempt: String(state.attempt),
      repository: 'owner/bench',
      sha: '0'.repeat(40),
      token: '***',
      workflow_sha: '0'.repeat(40),
    },
    inputs,
    vars: opts.vars ?? {},
    secrets: new Proxy({}, { get: () => '***' }),
    runner: { temp: '/runner/temp', os: 'Linux' },
    env: {},
    steps: {},
    job: {},
    strategy: {},
    matrix: {},
    needs: {},
  };
}

type InputDefs = Record<string, { type?: string; required?: boolean; default?: unknown }>;

function inputDefs(t: WorkflowTemplate, event: 'workflow_dispatch' | 'workflow_call'): InputDefs {
  return ((t.events[event] as { inputs?: InputDefs } | undefined)?.inputs ?? {}) as InputDefs;
}

/** Callee inputs with defaults and types applied; throws naming a missing required or unknown input. */
function withDefaults(
  t: WorkflowTemplate,
  event: 'workflow_dispatch' | 'workflow_call',
  given: Record<string, unknown>,
): Record<string, unknown> {
  const defs = inputDefs(t, event);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(given)) if (!(k in defs)) throw new Error(`unexpected input '${k}'`);
  for (const [k, d] of Object.entries(defs)) {
    let v = given[k];
    if (v === undefined || (v === null && event === 'workflow_call')) {
      if (d.required) throw new Error(`missing required input '${k}'`);
      v =
        typeof d.default === 'object' && d.default !== null
          ? (d.default as { value?: unknown }).value
          : d.default;
    }
    if (d.type === 'boolean') v = v === true || v === 'true';
    else if (d.type === 'number') v = Number(v);
    else v = v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
    out[k] = v;
  }
  return out;
}

function topoOrder(jobs: WorkflowJob[]): WorkflowJob[] {
  const byId = new Map(jobs.map((j) => [j.id.value, j]));
  const done = new Set<string>();
  const order: WorkflowJob[] = [];
  const visit = (j: WorkflowJob) => {
    if (done.has(j.id.value)) return;
    done.add(j.id.value);
    for (const n of j.needs ?? []) visit(byId.get(n.value)!);
    order.push(j);
  };
  jobs.forEach(visit);
  return order;
}

/**
 * `mayKeep`: "Re-run failed jobs" keeps a job's earlier success only when nothing it needs (directly or
 * through its caller) runs again in this attempt; GitHub re-runs the dependents of a re-run job.
 */
async function runJobs(
  state: State,
  file: string,
  t: WorkflowTemplate,
  inputs: Record<string, unknown>,
  prefix: string,
  mayKeep: boolean,
): Promise<Map<string, JobResult>> {
  const results = new Map<string, JobResult>();
  for (const job of topoOrder(t.jobs)) {
    const id = job.id.value;
    const path = `${prefix}${id}`;
    const keep = mayKeep && !(job.needs ?? []).some((n) => results.get(n.value)!.fresh);
    const needs = Object.fromEntries(
      (job.needs ?? []).map((n) => {
        const { result, outputs } = results.get(n.value)!;
        return [n.value, { result, outputs }];
      }),
    );
    const needResults = Object.values(needs).map((n) => n.result);
    const ctx: Contexts = { ...baseContexts(state, inputs), needs };
    const status = {
      success: needResults.every((r) => r === 'success') && !state.cancelledBy,
      failure: needResults.some((r) => r === 'failure'),
      cancelled: !!state.cancelledBy,
    };
    const ifExpr = job.if?.expression ?? 'success()';
    const record = logJob(state, job, { path, workflow: file, jobId: id, inputs });
    let run: boolean;
    try {
      run = truthy(evaluate(mentionsStatus(ifExpr) ? ifExpr : `success() && (${ifExpr})`, ctx, status));
    } catch (e) {
      results.set(id, record('failure', `if: evaluation error: ${(e as Error).message}`));
      continue;
    }
    if (!run) {
      results.set(
        id,
        state.cancelledBy
          ? record('cancelled', `run cancelled (by ${state.cancelledBy}) before it started`)
          : record('skipped', `if: ${ifExpr}`),
      );
      continue;
    }
    let legs: Record<string, unknown>[] | undefined;
    let failFast = true;
    try {
      const strategy = evaluateToken(job.strategy, ctx, status) as
        { matrix?: unknown; 'fail-fast'?: unknown } | undefined;
      if (strategy?.matrix !== undefined) legs = expandMatrix(strategy.matrix);
      if (strategy?.['fail-fast'] !== undefined) failFast = truthy(strategy['fail-fast']);
    } catch (e) {
      results.set(id, record('failure', `strategy: ${(e as Error).message}`));
      continue;
    }
    if (legs && legs.length === 0) {
      results.set(id, record('failure', 'strategy.matrix expands to no jobs'));
      continue;
    }
    const legResults: JobResult[] = [];
    let tripped: string | undefined;
    for (const [i, matrix] of (legs ?? [undefined]).entries()) {
      const legPath = legs ? `${path}[${i}]` : path;
      const legCtx = matrix
        ? { ...ctx, matrix, strategy: { 'job-index': i, 'job-total': legs!.length } }
        : ctx;
      const leg = { path: legPath, workflow: file, jobId: id, inputs, ...(matrix ? { matrix } : {}) };
      const push = logJob(state, job, leg);
      let r: JobResult;
      if (tripped) r = push('cancelled', `fail-fast: ${tripped} failed`);
      else if (state.cancelledBy && !mentionsStatus(ifExpr))
        r = push('cancelled', `run cancelled (by ${state.cancelledBy})`);
      else if (job.type === 'reusableWorkflowJob') {
        state.current = file;
        r = await callReusable(state, job, legCtx, status, legPath, push, keep);
      } else r = runPlain(state, job, legCtx, leg, push, keep);
      if (r.result === 'failure' && failFast && legs) tripped = legPath;
      legResults.push(r);
    }
    const rs = legResults.map((r) => r.result);
    const result: JobStatus = rs.includes('failure')
      ? 'failure'
      : rs.includes('cancelled')
        ? 'cancelled'
        : rs.every((x) => x === 'skipped')
          ? 'skipped'
          : 'success';
    results.set(id, {
      result,
      outputs: legResults.at(-1)?.outputs ?? {},
      fresh: legResults.some((r) => r.fresh),
    });
  }
  return results;
}

type LogJob = (status: JobStatus, reason: string, extra?: Partial<LogEntry>) => JobResult;

/** Logs a job (or one matrix leg) with its result. Skipped and kept jobs ran nothing in this attempt, so
 * they do not make their dependents re-run. */
function logJob(state: State, job: WorkflowJob, leg: JobRun): LogJob {
  return (status, reason, extra = {}) => {
    state.entries.push({
      ...leg,
      status,
      reason,
      call: job.type === 'reusableWorkflowJob',
      outputs: {},
      steps: [],
      ...extra,
    });
    return {
      result: status,
      outputs: extra.outputs ?? {},
      fresh: status !== 'skipped' && !/^kept from attempt/.test(reason),
    };
  };
}

function runPlain(
  state: State,
  job: WorkflowJob,
  ctx: Contexts,
  leg: JobRun,
  push: LogJob,
  mayKeep: boolean,
): JobResult {
  if (job.type !== 'job') throw new Error('not a plain job');
  const runsOn = evaluateToken(job['runs-on'], ctx, { success: true, failure: false, cancelled: false });
  const jr: JobRun = { ...leg, runsOn };
  const before = state.previous.get(leg.path);
  if (mayKeep && before?.status === 'success')
    return push('success', `kept from attempt ${state.attempt - 1}`, { runsOn, outputs: before.outputs });
  let actionInputs: Record<string, string>[];
  try {
    actionInputs = localActionInputs(state, leg, ctx);
  } catch (e) {
    return push('failure', `uses: ./ ${(e as Error).message}`, { runsOn });
  }
  const family = String(leg.inputs['job'] ?? '');
  if (leg.jobId === 'benchmark' && state.stopped.has(family))
    return push('success', `fail-fast: ${family} was stopped; the launcher was skipped`, { runsOn });
  const outcome = state.opts.outcomeOf?.(jr) ?? 'success';
  const outputs = outcome === 'success' ? (state.opts.outputsOf?.(jr) ?? {}) : {};
  const stepStatus = {
    success: outcome === 'success',
    failure: outcome === 'failure',
    cancelled: outcome === 'cancelled',
  };
  const steps: string[] = [];
  for (const step of job.steps) {
    const expr = step.if?.expression ?? 'success()';
    if (!step.id || /^__/.test(step.id)) continue;
    try {
      if (
        truthy(
          evaluate(
            mentionsStatus(expr) ? expr : `success() && (${expr})`,
            { ...ctx, job: { status: outcome } },
            stepStatus,
          ),
        )
      )
        steps.push(step.id);
    } catch {
      /* a step condition that cannot evaluate does not fire */
    }
  }
  const r = push(outcome, outcome === 'success' ? 'ran' : `outcome ${outcome}`, {
    runsOn,
    outputs,
    steps,
    ...(actionInputs.length ? { actionInputs } : {}),
  });
  if (leg.jobId === (state.opts.watchJobId ?? 'watch') && outcome === 'success') state.watching = true;
  else if (outcome === 'failure' && state.watching && leg.jobId === 'benchmark') {
    const scope = leg.inputs['fail-fast'];
    if (scope === 'run' && !state.cancelledBy) state.cancelledBy = leg.path;
    if (scope === 'matrix' && family && !family.startsWith('canary-')) state.stopped.add(family);
  }
  return r;
}

/** `with:` of the job's `uses: ./` steps, evaluated; an input action.yml does not declare throws. */
function localActionInputs(state: State, leg: JobRun, ctx: Contexts): Record<string, string>[] {
  const root = state.roots.get(leg.workflow) ?? state.opts.root ?? packageRoot();
  const steps = jobSteps(root, leg.workflow, leg.jobId).filter((s) => stepKind(s) === 'action');
  if (!steps.length) return [];
  const declared = declaredActionInputs(state.opts.productRoot ?? packageRoot());
  return steps.map((s) => {
    for (const k of Object.keys(s.with))
      if (!declared.has(k)) throw new Error(`has no input '${k}' (action.yml)`);
    return Object.fromEntries(Object.entries(s.with).map(([k, v]) => [k, interpolate(v, ctx)]));
  });
}

async function callReusable(
  state: State,
  job: WorkflowJob,
  ctx: Contexts,
  status: { success: boolean; failure: boolean; cancelled: boolean },
  path: string,
  push: LogJob,
  mayKeep: boolean,
): Promise<JobResult> {
  if (job.type !== 'reusableWorkflowJob') throw new Error('not a reusable call');
  const caller = state.current ?? state.top;
  const callerRoot = state.roots.get(caller) ?? state.opts.root ?? packageRoot();
  const ref = resolveWorkflowRef(job.ref.value, callerRoot, state.opts.productRoot ?? packageRoot());
  if (!ref) return push('failure', `uses: ${job.ref.value} is neither local nor this product's workflow`);
  const target = ref.file;
  state.roots.set(target, ref.root);
  const callee = await loadWorkflow(target, ref.root);
  if (callee.errors.length) return push('failure', `${target}: ${callee.errors.join('; ')}`);
  if (!callee.template.events.workflow_call) return push('failure', `${target} has no workflow_call trigger`);
  let inputs: Record<string, unknown>;
  try {
    const given = (evaluateToken(job['input-values'], ctx, status) ?? {}) as Record<string, unknown>;
    inputs = withDefaults(callee.template, 'workflow_call', given);
  } catch (e) {
    return push('failure', `${target}: ${(e as Error).message}`);
  }
  const at = state.entries.length;
  push('success', `calls ${target}`);
  const flat = state.opts.flattenCall === true && state.current === state.top;
  const inner = await runJobs(state, target, callee.template, inputs, flat ? '' : `${path}/`, mayKeep);
  const rs = [...inner.values()].map((r) => r.result);
  const result: JobStatus = rs.includes('failure')
    ? 'failure'
    : rs.includes('cancelled')
      ? 'cancelled'
      : 'success';
  const entry = state.entries[at]!;
  entry.status = result;
  entry.inputs = inputs;
  if (result !== 'success') entry.reason = `calls ${target}: a called job ended ${result}`;
  return { result, outputs: {}, fresh: [...inner.values()].some((r) => r.fresh) };
}

/** `strategy.matrix`: the cross product of its vectors, then `exclude`, then `include` (simplified). */
export function expandMatrix(matrix: unknown): Record<string, unknown>[] {
  if (matrix === null || typeof matrix !== 'object' || Array.isArray(matrix))
    throw new Error('matrix is not a mapping');
  const m = matrix as Record<string, unknown>;
  const vectors = Object.entries(m).filter(([k]) => k !== 'include' && k !== 'exclude');
  let legs: Record<string, unknown>[] = vectors.length ? [{}] : [];
  for (const [k, v] of vectors) {
    if (!Array.isArray(v)) throw new Error(`matrix vector '${k}' is not a list`);
    if (v.length === 0) throw new Error(`matrix vector '${k}' does not contain any values`);
    legs = legs.flatMap((leg) => v.map((x) => ({ ...leg, [k]: x })));
  }
  const excl = Array.isArray(m['exclude']) ? (m['exclude'] as Record<string, unknown>[]) : [];
  legs = legs.filter(
    (leg) =>
      !excl.some((e) => Object.entries(e).every(([k, v]) => JSON.stringify(leg[k]) === JSON.stringify(v))),
  );
  if (Array.isArray(m['include'])) legs.push(...(m['include'] as Record<string, unknown>[]));
  return legs;
}
