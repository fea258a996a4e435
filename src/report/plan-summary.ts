// What the reports show about a plan: rows and shards per bucket, the canary, GPUs and nodes per cluster.
// The planner and lane checker produce it; the action can also read it from a file (`plan-file` input),
// so the validated schema is the seam between them.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

export const diagnosticSchema = once(() => {
  const z = zod();
  return z.object({
    severity: z.enum(['error', 'warning', 'notice']),
    rule: z.string(),
    message: z.string(),
    file: z.string().optional(),
    line: z.number().int().positive().optional(),
    col: z.number().int().positive().optional(),
    path: z.string().optional(),
    fix: z.string().optional(),
  });
});

const hours = () => {
  const z = zod();
  return { gpuHours: z.number().nonnegative(), nodeHours: z.number().nonnegative() };
};

/** The plan's cost per cluster (src/report/cost.ts), as the status comment shows it. */
export const costSchema = once(() => {
  const z = zod();
  return z.object({
    clusters: z.array(
      z.object({
        cluster: z.string(),
        jobs: z.number().int().nonnegative(),
        kinds: z.array(z.object({ kind: z.string(), jobs: z.number().int().nonnegative() })),
        ...hours(),
        peakGpus: z.number().nonnegative(),
        peakNodes: z.number().nonnegative(),
        expected: z.object({ ...hours(), jobs: z.number().int().nonnegative() }).optional(),
      }),
    ),
    total: z.object({ ...hours(), jobs: z.number().int().nonnegative(), peakGpus: z.number().nonnegative() }),
    /** Present with a budget: the most GPU-hours a plan may hold without an explicit confirmation. */
    budgetGpuHours: z.number().positive().optional(),
  });
});
export type CostSummary = Z.infer<ReturnType<typeof costSchema>>;

/** The curve diff against the base revision (src/plan/curve-diff.ts), in the words the status shows. */
export const curvesSchema = once(() => {
  const z = zod();
  return z.object({
    keys: z.array(
      z.object({ key: z.string(), status: z.enum(['new', 'changed', 'unchanged']), appendOnly: z.boolean() }),
    ),
    curves: z.array(
      z.object({
        key: z.string(),
        status: z.enum(['new', 'changed', 'extended', 'unchanged', 'removed']),
        scenario: z.string(),
        label: z.string(),
        /** What changed (`image a → b`), the points added, or the points of a new curve. */
        detail: z.string(),
      }),
    ),
    counts: z.record(z.string(), z.number().int().nonnegative()),
  });
});
export type CurvesSummary = Z.infer<ReturnType<typeof curvesSchema>>;

export const planSummarySchema = once(() => {
  const z = zod();
  return z.object({
    /** The plan key (SHA-256 hex) that tells a new plan from the one in flight. */
    key: z.string().regex(/^[0-9a-f]{12,64}$/),
    buckets: z.array(
      z.object({
        name: z.string(),
        rows: z.number().int().nonnegative(),
        shards: z.number().int().nonnegative(),
      }),
    ),
    canary: z
      .object({
        bucket: z.string(),
        name: z.string(),
        runner: z.string(),
        conc: z.number().optional(),
        /** In words: the model, the plain cluster name and the topology (`prefill 1×tp4, decode 1×tp8`). */
        model: z.string().optional(),
        cluster: z.string().optional(),
        topology: z.string().optional(),
      })
      .nullable()
      .default(null),
    clusters: z
      .array(
        z.object({ cluster: z.string(), gpus: z.number().nonnegative(), nodes: z.number().nonnegative() }),
      )
      .default([]),
    /** The config keys the appended changelog entries name, as written, with the entry's description. */
    entries: z
      .array(
        z.object({
          keys: z.array(z.string()),
          description: z.string().optional(),
          line: z.number().optional(),
        }),
      )
      .optional(),
    cost: costSchema().optional(),
    curves: curvesSchema().optional(),
    /** Row ids of the plan (the technical identities, for the collapsed details). */
    rowIds: z.array(z.string()).optional(),
  });
});

export type PlanSummary = Z.infer<ReturnType<typeof planSummarySchema>>;

/** The gate + plan result the action consumes (from the planner in-process, or from `plan-file`). */
export const planReportSchema = once(() => {
  const z = zod();
  return z.object({
    gate: z.object({
      outcome: z.enum(['pass', 'no-entry', 'fail']),
      diagnostics: z.array(diagnosticSchema()).default([]),
    }),
    plan: planSummarySchema().optional(),
    /** Lane, topology and config lint findings for the planned rows. */
    lint: z.array(diagnosticSchema()).default([]),
  });
});

export type PlanReport = Z.infer<ReturnType<typeof planReportSchema>>;
