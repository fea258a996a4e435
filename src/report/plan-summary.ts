// What the reports show about a plan: rows and shards per bucket, the canary, GPUs and nodes per cluster.
// The planner and lane checker produce it; the action can also read it from a file (`plan-file` input),
// so the validated schema is the seam between them.
import * as z from 'zod';

const Severity = z.enum(['error', 'warning', 'notice']);

export const DiagnosticSchema = z.object({
  severity: Severity,
  rule: z.string(),
  message: z.string(),
  file: z.string().optional(),
  line: z.number().int().positive().optional(),
  col: z.number().int().positive().optional(),
  path: z.string().optional(),
  fix: z.string().optional(),
});

const Hours = { gpuHours: z.number().nonnegative(), nodeHours: z.number().nonnegative() };

/** The plan's cost per cluster (src/report/cost.ts), as the status comment shows it. */
export const CostSchema = z.object({
  clusters: z.array(
    z.object({
      cluster: z.string(),
      jobs: z.number().int().nonnegative(),
      kinds: z.array(z.object({ kind: z.string(), jobs: z.number().int().nonnegative() })),
      ...Hours,
      peakGpus: z.number().nonnegative(),
      peakNodes: z.number().nonnegative(),
      expected: z.object({ ...Hours, jobs: z.number().int().nonnegative() }).optional(),
    }),
  ),
  total: z.object({ ...Hours, jobs: z.number().int().nonnegative(), peakGpus: z.number().nonnegative() }),
  /** Present with a budget: the most GPU-hours a plan may hold without an explicit confirmation. */
  budgetGpuHours: z.number().positive().optional(),
});
export type CostSummary = z.infer<typeof CostSchema>;

/** The curve diff against the base revision (src/plan/curve-diff.ts), in the words the status shows. */
export const CurvesSchema = z.object({
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
export type CurvesSummary = z.infer<typeof CurvesSchema>;

export const PlanSummarySchema = z.object({
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
    .array(z.object({ cluster: z.string(), gpus: z.number().nonnegative(), nodes: z.number().nonnegative() }))
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
  cost: CostSchema.optional(),
  curves: CurvesSchema.optional(),
  /** Row ids of the plan (the technical identities, for the collapsed details). */
  rowIds: z.array(z.string()).optional(),
});

export type PlanSummary = z.infer<typeof PlanSummarySchema>;

/** The gate + plan result the action consumes (from the planner in-process, or from `plan-file`). */
export const PlanReportSchema = z.object({
  gate: z.object({
    outcome: z.enum(['pass', 'no-entry', 'fail']),
    diagnostics: z.array(DiagnosticSchema).default([]),
  }),
  plan: PlanSummarySchema.optional(),
  /** Lane, topology and config lint findings for the planned rows. */
  lint: z.array(DiagnosticSchema).default([]),
});

export type PlanReport = z.infer<typeof PlanReportSchema>;
