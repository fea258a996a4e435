// The lanes file (`configs/lanes.yaml`): vocabulary, cluster facts, matchers and per-lane
// decisions as data. zod checks the shape; the static checks (C1–C8) check the meaning.
import * as z from 'zod';

const oneOrMany = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** A `when`: keys are ANDed, list values are any-of, `not` negates one nested matcher. */
export interface Matcher {
  model?: string | string[];
  precision?: string | string[];
  framework?: string | string[];
  spec?: string | string[];
  scenario?: string | string[];
  multinode?: boolean;
  dcgm?: boolean;
  not?: Matcher;
}

export const matcherSchema: z.ZodType<Matcher> = z.lazy(() =>
  z.strictObject({
    model: oneOrMany.optional(),
    precision: oneOrMany.optional(),
    framework: oneOrMany.optional(),
    spec: oneOrMany.optional(),
    scenario: oneOrMany.optional(),
    multinode: z.boolean().optional(),
    dcgm: z.boolean().optional(),
    not: matcherSchema.optional(),
  }),
);

/** A list of `when` is any-of. */
export const whenSchema = z.union([matcherSchema, z.array(matcherSchema).min(1)]);
export type When = z.infer<typeof whenSchema>;

// A time is a quoted "H:MM:SS"; YAML 1.1 would read an unquoted 6:00:00 as the number 21600.
const timeString = z
  .string({
    error: (iss) =>
      typeof iss.input === 'number'
        ? 'time must be a quoted "H:MM:SS" string: unquoted, YAML 1.1 reads it as seconds'
        : 'time must be a "H:MM:SS" string',
  })
  .regex(/^\d{1,3}:[0-5]\d:[0-5]\d$/, 'time must be "H:MM:SS"');

function decision<V extends z.ZodType>(value: V) {
  return z.strictObject({
    default: value,
    rules: z
      .array(z.strictObject({ when: whenSchema, value, reason: z.string().min(1).optional() }))
      .default([]),
  });
}

export const checkoutValue = z.enum(['shared', 'workspace']);
export const powerValue = z.enum(['telemetry', 'dcgm', 'none']);
export const timeValue = z.union([z.literal('salloc'), timeString]);

const routeSchema = z.strictObject({
  default: z.string().min(1),
  rules: z
    .array(z.strictObject({ when: whenSchema, value: z.string().min(1), reason: z.string().optional() }))
    .default([]),
});

export const clusterSchema = z.strictObject({
  /** Runner labels that route to this cluster, besides `cluster:<id>` and runner names `<id>_N`. */
  labels: z.array(z.string().min(1)).default([]),
  gpusPerNode: z.number().int().positive(),
  computeSeesRunnerWorkspace: z.boolean(),
  sharedRunRoot: z.string().min(1).optional(),
  fixedTimeLimit: timeString.optional(),
  volumes: z.array(z.string().min(1)).default([]),
  powerTelemetry: z
    .strictObject({ dcgmPort: z.number().int().positive(), cpuSource: z.string().optional() })
    .optional(),
  routing: z.strictObject({ multinode: routeSchema.optional(), single: routeSchema.optional() }).default({}),
});

const mountSchema = z.strictObject({
  when: whenSchema.optional(),
  volume: z.string().min(1),
  target: z.string().regex(/^\//, 'target must be an absolute path'),
  worldWritable: z.boolean().default(false),
  readOnly: z.boolean().default(false),
  reason: z.string().optional(),
});

export const laneSchema = z.strictObject({
  admit: z.strictObject({
    frameworks: z.array(z.string().min(1)).min(1),
    reject: z.array(z.strictObject({ when: whenSchema, message: z.string().min(1) })).default([]),
  }),
  power: z
    .strictObject({
      default: powerValue.optional(),
      rules: z
        .array(z.strictObject({ when: whenSchema, value: powerValue, reason: z.string().optional() }))
        .default([]),
      error: z.string().optional(),
    })
    .optional(),
  checkout: decision(checkoutValue),
  preflight: decision(z.boolean()),
  time: decision(timeValue),
  mounts: z.array(mountSchema).default([]),
  setupScripts: z.record(z.string(), z.string().min(1)).default({}),
});

export const lanesFileSchema = z.strictObject({
  version: z.literal(1),
  vocab: z.strictObject({
    models: z.array(z.string().min(1)).min(1),
    precisions: z.array(z.string().min(1)).min(1),
    specs: z.array(z.string().min(1)).default(['none', 'mtp', 'draft_model']),
    frameworks: z.record(
      z.string(),
      z.strictObject({ engine: z.enum(['vllm', 'sglang', 'trtllm', 'atom']), frontend: z.string().min(1) }),
    ),
  }),
  /**
   * Requests assumed to read `/infmax-workspace` on the compute nodes when their recipe is not checked in
   * (such a request needs a lane with a shared run root).
   */
  nodeWorkspace: z.strictObject({ when: whenSchema }).optional(),
  clusters: z.record(z.string(), clusterSchema),
  fragments: z.record(z.string(), z.array(z.unknown())).optional(),
  lanes: z.record(z.string().regex(/^[^/]+\/[^/]+$/, 'lane keys are "<cluster>/<path>"'), laneSchema),
});

export type LanesFile = z.infer<typeof lanesFileSchema>;
export type Cluster = z.infer<typeof clusterSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type Mount = z.infer<typeof mountSchema>;
export type DecisionName = 'power' | 'checkout' | 'preflight' | 'time';
/** First-match decisions, in the order the launcher takes them (power first: later ones may test `dcgm`). */
export const decisionOrder: readonly DecisionName[] = ['power', 'checkout', 'preflight', 'time'];
