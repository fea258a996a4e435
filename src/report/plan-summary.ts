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

export const PlanSummarySchema = z.object({
  /** CC-1 plan key (SHA-256 hex). */
  key: z.string().regex(/^[0-9a-f]{12,64}$/),
  buckets: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().nonnegative(),
      shards: z.number().int().nonnegative(),
    }),
  ),
  canary: z
    .object({ bucket: z.string(), name: z.string(), runner: z.string(), conc: z.number().optional() })
    .nullable()
    .default(null),
  clusters: z
    .array(z.object({ cluster: z.string(), gpus: z.number().nonnegative(), nodes: z.number().nonnegative() }))
    .default([]),
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
