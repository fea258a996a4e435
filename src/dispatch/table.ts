// The bucket → job table as data. The sweep workflow, the manual route, the canary and
// the shards all read this one table; `sweep-run.yml` and `sweep-family.yml` are generated from it.
import type * as Z from 'zod';
import { once, zod } from '../zod/lib.js';

export const CANARY_FAMILIES = ['single-node', 'agentic', 'multi-node'] as const;
export type CanaryFamily = (typeof CANARY_FAMILIES)[number];
export type Template = 'single' | 'multi';

const bucketJobSchema = once(() => {
  const z = zod();
  return z
    .object({
      bucket: z.string().regex(/^(single_node|multi_node)\.[a-z0-9_]+$|^[a-z_]+$/),
      job: z.string().regex(/^sweep-[a-z0-9-]+$/),
      template: z.enum(['single', 'multi']),
      /** The canary family that gates this job when canaries are per family. */
      family: z.enum(CANARY_FAMILIES),
      /** The canary job that runs a canary drawn from this bucket; null: never a canary source. */
      canaryJob: z
        .string()
        .regex(/^canary-[a-z-]+$/)
        .nullable(),
      /** Bucket-specific template inputs; the row → input mapping reads them. */
      inputs: z.record(z.string(), z.string()),
    })
    .strict();
});
export type BucketJob = Z.infer<ReturnType<typeof bucketJobSchema>>;

/** The table's schema; the table below passes it (a test parses it). */
export const bucketTableSchema = once(() => {
  const z = zod();
  const CanaryRule = z
    .object({
      family: z.enum(CANARY_FAMILIES),
      /** Candidate buckets in order: the first row with the minimum conc wins, ties to the earlier bucket. */
      candidates: z.array(z.string()).min(1),
    })
    .strict();
  return z
    .object({ jobs: z.array(bucketJobSchema()).min(1), canary: z.array(CanaryRule).min(1) })
    .strict()
    .superRefine((t, ctx) => {
      const seen = new Set<string>();
      for (const j of t.jobs) {
        if (seen.has(j.bucket) || seen.has(j.job))
          ctx.addIssue({ code: 'custom', message: `duplicate ${j.bucket}` });
        seen.add(j.bucket).add(j.job);
      }
      for (const r of t.canary)
        for (const b of r.candidates)
          if (!t.jobs.some((j) => j.bucket === b && j.canaryJob))
            ctx.addIssue({ code: 'custom', message: `canary candidate ${b} has no canary job` });
    });
});
export type BucketTable = Z.infer<ReturnType<typeof bucketTableSchema>>;

export const bucketTable: BucketTable = {
  jobs: [
    {
      bucket: 'single_node.1k1k',
      job: 'sweep-single-node-1k1k',
      template: 'single',
      family: 'single-node',
      canaryJob: 'canary-single-node',
      inputs: { 'run-eval': 'row' },
    },
    {
      bucket: 'single_node.8k1k',
      job: 'sweep-single-node-8k1k',
      template: 'single',
      family: 'single-node',
      canaryJob: 'canary-single-node',
      inputs: { 'run-eval': 'row' },
    },
    {
      bucket: 'multi_node.1k1k',
      job: 'sweep-multi-node-1k1k',
      template: 'multi',
      family: 'multi-node',
      canaryJob: 'canary-multi-node',
      inputs: { 'conc-list': 'json(conc)' },
    },
    {
      bucket: 'multi_node.8k1k',
      job: 'sweep-multi-node-8k1k',
      template: 'multi',
      family: 'multi-node',
      canaryJob: 'canary-multi-node',
      inputs: { 'conc-list': 'json(conc)' },
    },
    {
      bucket: 'single_node.agentic',
      job: 'sweep-agentic',
      template: 'single',
      family: 'agentic',
      canaryJob: 'canary-agentic',
      inputs: { isl: '0', osl: '0', 'max-model-len': '0', disagg: 'false' },
    },
    {
      bucket: 'multi_node.agentic',
      job: 'sweep-multi-node-agentic',
      template: 'multi',
      family: 'agentic',
      canaryJob: 'canary-agentic-multinode',
      inputs: { conc: 'conc[0]' },
    },
    {
      bucket: 'evals',
      job: 'sweep-evals',
      template: 'single',
      family: 'single-node',
      canaryJob: null,
      inputs: { 'eval-only': 'true' },
    },
    {
      bucket: 'agentic_evals',
      job: 'sweep-agentic-evals',
      template: 'single',
      family: 'agentic',
      canaryJob: null,
      inputs: { 'eval-only': 'true' },
    },
    {
      bucket: 'multinode_evals',
      job: 'sweep-multi-node-evals',
      template: 'multi',
      family: 'multi-node',
      canaryJob: null,
      inputs: { 'eval-conc': 'eval-all-concs ? join(conc) : eval-conc' },
    },
    {
      bucket: 'multinode_agentic_evals',
      job: 'sweep-multi-node-agentic-evals',
      template: 'multi',
      family: 'agentic',
      canaryJob: null,
      inputs: { conc: 'eval-conc' },
    },
  ],
  // The reference's order: single_node 1k1k then 8k1k; then its newer fallback to single-node, then
  // multi-node agentic.
  canary: [
    { family: 'single-node', candidates: ['single_node.1k1k', 'single_node.8k1k'] },
    { family: 'agentic', candidates: ['single_node.agentic', 'multi_node.agentic'] },
    { family: 'multi-node', candidates: ['multi_node.1k1k', 'multi_node.8k1k'] },
  ],
};

export const jobFor = (bucket: string, table: BucketTable = bucketTable): BucketJob | undefined =>
  table.jobs.find((j) => j.bucket === bucket);

/** Every canary job id with the template it calls, in table order. */
export function canaryJobs(table: BucketTable = bucketTable): { job: string; template: Template }[] {
  const out = new Map<string, Template>();
  for (const j of table.jobs) if (j.canaryJob && !out.has(j.canaryJob)) out.set(j.canaryJob, j.template);
  return [...out].map(([job, template]) => ({ job, template }));
}
