// Runs one job's steps as the runner does: each step's `if:` (default `success()`) is evaluated against the
// outputs of the steps before it, `${{ }}` in `with:` is interpolated, and the caller performs the step.
// The simulator and the action tests both run the control job of OUR sweep-control.yml through this, so the
// order of its steps (plan → upload → dispatch) is read from the workflow file, not restated in code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate, mentionsStatus, truthy, type Contexts } from './expressions.js';
import { actionRef } from '../../dispatch/product.js';
import { TOOLING_ACTION } from '../../dispatch/workflows.js';
import { yaml } from '../../yaml/lib.js';

export interface StepSpec {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with: Record<string, string>;
  /** The step's `env:` and `working-directory:` (expressions unevaluated). */
  env?: Record<string, string>;
  workingDirectory?: string;
}

const stepCache = new Map<string, StepSpec[]>();

/** The steps of `job` in a workflow file, as written (expressions unevaluated). */
export function jobSteps(root: string, file: string, job: string): StepSpec[] {
  const key = `${root}\0${file}\0${job}`;
  let hit = stepCache.get(key);
  if (!hit) stepCache.set(key, (hit = readSteps(root, file, job)));
  return hit;
}

function readSteps(root: string, file: string, job: string): StepSpec[] {
  const wf = yaml().parse(readFileSync(join(root, file), 'utf8'), { version: '1.1' }) as {
    jobs?: Record<string, { steps?: Record<string, unknown>[] }>;
  };
  const steps = wf.jobs?.[job]?.steps;
  if (!steps) throw new Error(`${file}: job '${job}' has no steps`);
  return steps.map((s) => ({
    ...(typeof s['id'] === 'string' ? { id: s['id'] } : {}),
    ...(typeof s['name'] === 'string' ? { name: s['name'] } : {}),
    ...(typeof s['uses'] === 'string' ? { uses: s['uses'] } : {}),
    ...(typeof s['run'] === 'string' ? { run: s['run'] } : {}),
    ...(s['if'] !== undefined ? { if: String(s['if']) } : {}),
    with: Object.fromEntries(
      Object.entries((s['with'] ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    ),
    ...(s['env'] && typeof s['env'] === 'object'
      ? { env: Object.fromEntries(Object.entries(s['env']).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(typeof s['working-directory'] === 'string' ? { workingDirectory: s['working-directory'] } : {}),
  }));
}

/** A job's `outputs:` as written (expressions unevaluated); none when it declares none. */
export function jobOutputs(root: string, file: string, job: string): Record<string, string> {
  const wf = yaml().parse(readFileSync(join(root, file), 'utf8'), { version: '1.1' }) as {
    jobs?: Record<string, { outputs?: Record<string, unknown> }>;
  };
  return Object.fromEntries(Object.entries(wf.jobs?.[job]?.outputs ?? {}).map(([k, v]) => [k, String(v)]));
}

export type StepOutcome = 'success' | 'failure';

export interface StepDone {
  step: StepSpec;
  /** Interpolated `with:` values. */
  with: Record<string, string>;
  status: StepOutcome | 'skipped';
  outputs: Record<string, string>;
}

export type StepPerformer = (
  step: StepSpec,
  withValues: Record<string, string>,
) => Promise<{ outcome: StepOutcome; outputs?: Record<string, string> }>;

const strip = (expr: string) => expr.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1').trim();

/** `${{ expr }}` occurrences in a string replaced by their values (GitHub's string interpolation). */
export function interpolate(text: string, contexts: Contexts): string {
  const status = { success: true, failure: false, cancelled: false };
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, e: string) => {
    const v = evaluate(e.trim(), contexts, status);
    return v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  });
}

/** Runs the steps in order; a failed step skips the later `success()` steps, as on a runner. */
export async function runSteps(
  steps: readonly StepSpec[],
  contexts: Contexts,
  perform: StepPerformer,
): Promise<{ done: StepDone[]; outcome: StepOutcome }> {
  const done: StepDone[] = [];
  const byId: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {};
  let failed = false;
  for (const step of steps) {
    const ctx = { ...contexts, steps: byId };
    const status = { success: !failed, failure: failed, cancelled: false };
    const cond = strip(step.if ?? 'success()');
    const run = truthy(evaluate(mentionsStatus(cond) ? cond : `success() && (${cond})`, ctx, status));
    const withValues = Object.fromEntries(
      Object.entries(step.with).map(([k, v]) => [k, interpolate(v, ctx)]),
    );
    if (!run) {
      done.push({ step, with: withValues, status: 'skipped', outputs: {} });
      if (step.id) byId[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' };
      continue;
    }
    const r = await perform(step, withValues);
    const outputs = r.outputs ?? {};
    done.push({ step, with: withValues, status: r.outcome, outputs });
    if (step.id) byId[step.id] = { outputs, outcome: r.outcome, conclusion: r.outcome };
    if (r.outcome === 'failure') failed = true;
  }
  return { done, outcome: failed ? 'failure' : 'success' };
}

/**
 * Which kind of step a `uses:` is: this action (by reference, from the tooling checkout of a reusable
 * workflow, or `./` in this repository), an artifact upload, a checkout, or something else.
 */
export function stepKind(step: StepSpec): 'action' | 'upload' | 'checkout' | 'run' | 'other' {
  if (step.uses === './' || step.uses === TOOLING_ACTION || step.uses === actionRef()) return 'action';
  if (step.uses?.startsWith('actions/upload-artifact@')) return 'upload';
  if (step.uses?.startsWith('actions/checkout@')) return 'checkout';
  if (step.run !== undefined) return 'run';
  return 'other';
}

const actionInputCache = new Map<string, Set<string>>();

/** The input names this repository's action declares (`action.yml`), for checking `uses: ./` steps. */
export function declaredActionInputs(root: string): Set<string> {
  let hit = actionInputCache.get(root);
  if (!hit) {
    const a = yaml().parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
      inputs?: Record<string, unknown>;
    };
    actionInputCache.set(root, (hit = new Set(Object.keys(a.inputs ?? {}))));
  }
  return hit;
}
