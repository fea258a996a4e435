// The failure table's shape: each entry names a class and the conditions under which a failed job belongs
// to it (conclusion, failed step, runner, log lines). The built-in table (failure-classes.yaml) and the
// entries a repository adds in its config file pass the same schema.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

export const FAILURE_CLASSES = ['infrastructure', 'benchmark', 'unknown'] as const;
export type FailureClass = (typeof FAILURE_CLASSES)[number];

/** Job conclusions a failed row can have (a cancelled job counts only when nobody cancelled the run). */
export const FAILED_CONCLUSIONS = ['failure', 'timed_out', 'cancelled'] as const;

/** Whether `source` compiles as a JavaScript regular expression. */
export const compiles = (source: string): boolean => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

const pattern = once(() =>
  zod().string().min(1).max(500).refine(compiles, 'must be a valid regular expression (JavaScript syntax)'),
);

export const failureEntrySchema = once(() => {
  const z = zod();
  return z
    .object({
      id: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be lowercase words joined by dashes, e.g. gpu-xid-error')
        .describe('The entry id; an entry of the config file with a built-in id replaces that entry.'),
      class: z
        .enum(FAILURE_CLASSES)
        .describe(
          'infrastructure (re-run automatically, never stops a sibling), benchmark or unknown (fail-fast stops on them, no automatic re-run).',
        ),
      conclusion: z
        .array(z.enum(FAILED_CONCLUSIONS))
        .min(1)
        .describe('The job ended with one of these conclusions.')
        .optional(),
      step: pattern().describe('A pattern the name of the step that failed must match.').optional(),
      runner: pattern().describe('A pattern the name of the runner the job ran on must match.').optional(),
      log: z
        .array(pattern())
        .min(1)
        .max(50)
        .describe('Patterns; one must match a line of the tail of the job log (or its annotations).')
        .optional(),
      retry: z
        .boolean()
        .describe('Infrastructure entries only: false never re-runs these rows automatically.')
        .optional(),
      reason: z
        .object({
          en: z.string().min(1).max(200).describe('Why, in English, as the status comment says it.'),
          zh: z
            .string()
            .min(1)
            .max(200)
            .describe('The same in Chinese (without it the id is shown).')
            .optional(),
        })
        .strict(),
    })
    .strict()
    .refine(
      (e) =>
        e.conclusion !== undefined || e.step !== undefined || e.runner !== undefined || e.log !== undefined,
      'needs at least one condition: conclusion, step, runner or log',
    );
});
export type FailureEntry = Z.infer<ReturnType<typeof failureEntrySchema>>;

export const failureTableSchema = once(() => {
  const z = zod();
  return z
    .object({ entries: z.array(failureEntrySchema()).min(1) })
    .strict()
    .superRefine((t, ctx) => {
      const seen = new Set<string>();
      for (const [i, e] of t.entries.entries()) {
        if (seen.has(e.id))
          ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: `duplicate entry id ${e.id}` });
        seen.add(e.id);
      }
    });
});
